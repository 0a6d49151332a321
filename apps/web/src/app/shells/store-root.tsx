import { liveEventTypes, paths, type SocialLink } from '@marquee/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { headerSearchClassName } from '@/components/layouts/store-header';
import { StoreLayout } from '@/components/layouts/store-layout';
import { useSession } from '@/features/auth/api/get-session';
import { useCart } from '@/features/cart/api/get-cart';
import { useSignOut } from '@/features/auth/api/sign-out';
import { productSetKeys } from '@/features/product-sets/api/keys';
import { cartKeys } from '@/features/cart/api/keys';
import { categoryKeys, productFacetKeys, productKeys } from '@/features/catalog/api/keys';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { pageElementKeys, pageKeys } from '@/features/content/api/keys';
import { filmKeys } from '@/features/films/api/keys';
import { homeKeys } from '@/features/home/api/keys';
import { searchKeys } from '@/features/search/api/keys';
import { currencyKeys, settingsKeys } from '@/features/settings/api/keys';
import { wishlistKeys } from '@/features/wishlist/api/keys';
import { useCurrencies } from '@/features/settings/api/get-currencies';
import { useSettings } from '@/features/settings/api/get-settings';
import { SearchBox } from '@/features/search/components/search-box';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistStatusProvider } from '@/features/wishlist/api/wishlist-status';
import { CurrencyProvider } from '@/lib/currency';
import { useLiveEvents, type LiveEventQueries } from '@/lib/live-events';
import { applyThemeColors } from '@/lib/theme';

const NO_SOCIAL_LINKS: readonly SocialLink[] = [];

const catalogueQueries = [
  productKeys.all,
  productFacetKeys.all,
  categoryKeys.all,
  filmKeys.all,
  homeKeys.all,
  searchKeys.all,
  productSetKeys.all,
];

/** SF-GEN-05: what each live store change makes stale (an admin write names what it changed). */
const liveEventQueries: LiveEventQueries = {
  [liveEventTypes.productSetsChanged]: [productSetKeys.all],
  // A product's price, stock or title shows in the cart and the wishlist too.
  [liveEventTypes.productsChanged]: [...catalogueQueries, cartKeys.all, wishlistKeys.all],
  [liveEventTypes.categoriesChanged]: catalogueQueries,
  [liveEventTypes.filmsChanged]: [filmKeys.all, homeKeys.all, searchKeys.all],
  // Content pages fill in the Dream Box price, shipping and currencies from the settings (decision 098).
  [liveEventTypes.dreamBoxChanged]: [homeKeys.all, settingsKeys.all, checkoutKeys.all, pageKeys.all],
  // A currency's rate is in an open checkout's quote too.
  [liveEventTypes.settingsChanged]: [settingsKeys.all, currencyKeys.all, homeKeys.all, checkoutKeys.all, pageKeys.all],
  // Published custom pages are found by search too.
  [liveEventTypes.contentChanged]: [pageElementKeys.all, pageKeys.all, homeKeys.all, searchKeys.all],
};

/** The storefront shell route: wires session, settings and currencies into the layout. */
export function StoreRoot() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  // Settings failures are silent (logged by the query cache): the shell falls back to defaults.
  const settings = useSettings();
  const currencies = useCurrencies();
  const signOut = useSignOut();
  // The header badges (SF-HDR-03, SF-HDR-04); these queries refetch whenever the session changes.
  const cart = useCart();
  const wishlist = useWishlist();
  // SF-GEN-05: one live connection for the whole store; changed product sets refetch in place.
  useLiveEvents(liveEventQueries);

  useEffect(() => applyThemeColors(settings.data?.theme), [settings.data?.theme]);

  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('toast.signedOutTitle'), { description: t('toast.signedOutDescription') });
        void navigate(paths.home.href());
      },
      onError: (error) => {
        console.error('Sign-out failed', error);
        toast.error(t('common.error'), { description: t('toast.signOutFailed') });
      },
    });
  };

  const user = session.data?.user ?? null;

  return (
    <CurrencyProvider currencies={currencies.data}>
      <StoreLayout
        logo={settings.data?.siteLogo}
        announcement={settings.data?.announcementBar}
        socialLinks={settings.data?.socialLinks ?? NO_SOCIAL_LINKS}
        user={user ? { email: user.email } : null}
        onSignOut={handleSignOut}
        cartCount={cart.data?.itemCount}
        wishlistCount={wishlist.data?.items.length}
        search={<SearchBox className={headerSearchClassName} />}
        chat={<ChatLauncher />}
      >
        <WishlistStatusProvider wishlist={wishlist}>
          <Outlet />
        </WishlistStatusProvider>
      </StoreLayout>
    </CurrencyProvider>
  );
}

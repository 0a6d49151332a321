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
import { useCurrencies } from '@/features/settings/api/get-currencies';
import { useSettings } from '@/features/settings/api/get-settings';
import { SearchBox } from '@/features/search/components/search-box';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistStatusProvider } from '@/features/wishlist/api/wishlist-status';
import { CurrencyProvider } from '@/lib/currency';
import { useLiveEvents, type LiveEventQueries } from '@/lib/live-events';
import { applyThemeColors } from '@/lib/theme';

const NO_SOCIAL_LINKS: readonly SocialLink[] = [];

/** SF-GEN-05: what each live store change makes stale. */
const liveEventQueries: LiveEventQueries = {
  [liveEventTypes.productSetsChanged]: productSetKeys.all,
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
      >
        <WishlistStatusProvider wishlist={wishlist}>
          <Outlet />
        </WishlistStatusProvider>
      </StoreLayout>
    </CurrencyProvider>
  );
}

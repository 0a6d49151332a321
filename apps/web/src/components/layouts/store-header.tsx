import { paths, type SiteLogo } from '@marquee/contracts';
import { Menu, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SpriteIcon } from '@/components/ui/icon-sprite';
import { BrandLogo } from './brand-logo';
import type { ShellUser } from './store-layout';

/**
 * Where the search slot's element sits in the header's grid: a row of its own on phones,
 * beside the menu button from md. The element placed in the slot takes it as its class.
 */
export const headerSearchClassName =
  'col-span-3 row-start-2 w-full md:col-span-1 md:col-start-1 md:row-start-1 md:ms-12 md:max-w-xs lg:max-w-sm';

// The full-screen menu (dialog + dropdowns) loads on first use, keeping the entry small.
const loadStoreMenu = () => import('./store-menu');
const StoreMenu = lazy(loadStoreMenu);

interface StoreHeaderProps {
  logo: SiteLogo | null | undefined;
  user: ShellUser | null;
  onSignOut: () => void;
  /** Counts arrive with the cart and wishlist features; no badge while unknown or 0. */
  cartCount?: number | undefined;
  wishlistCount?: number | undefined;
  /** The search box (from the search feature, placed by the shell), with `headerSearchClassName`. */
  search?: ReactNode;
}

export function StoreHeader({ logo, user, onSignOut, cartCount, wishlistCount, search }: StoreHeaderProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-zinc-950 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <button
          ref={menuButtonRef}
          type="button"
          onClick={openMenu}
          onPointerEnter={() => void loadStoreMenu()}
          onFocus={() => void loadStoreMenu()}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="col-start-1 row-start-1 inline-flex size-10 items-center justify-center justify-self-start rounded-full text-zinc-100 transition-colors hover:bg-white/10 hover:text-white"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t('header.openMenu')}</span>
        </button>

        {search}

        <Link
          to={paths.home.href()}
          className="col-start-2 row-start-1 inline-flex items-center justify-self-center rounded-md"
        >
          <BrandLogo logo={logo} />
        </Link>

        <div className="col-start-3 row-start-1 flex items-center justify-end gap-1">
          <CountLink
            to={paths.wishlist.href()}
            // The cards' heart: the page's sprite holds it once (icon-sprite.tsx).
            icon={<SpriteIcon name="heart" className="size-5" />}
            count={wishlistCount}
            label={t('header.wishlist')}
            countLabel={(count) => t('header.wishlistWithCount', { count })}
          />
          <CountLink
            to={paths.cart.href()}
            icon={<ShoppingBag aria-hidden="true" className="size-5" />}
            count={cartCount}
            label={t('header.cart')}
            countLabel={(count) => t('header.cartWithCount', { count })}
          />
        </div>
      </div>

      {menuRequested && (
        <Suspense fallback={null}>
          <StoreMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            user={user}
            onSignOut={onSignOut}
            returnFocusTo={menuButtonRef}
          />
        </Suspense>
      )}
    </header>
  );
}

interface CountLinkProps {
  to: string;
  icon: ReactNode;
  count: number | undefined;
  label: string;
  countLabel: (count: number) => string;
}

function CountLink({ to, icon, count, label, countLabel }: CountLinkProps) {
  const showBadge = count !== undefined && count > 0;
  return (
    <Link
      to={to}
      aria-label={showBadge ? countLabel(count) : label}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-zinc-100 transition-colors hover:bg-white/10 hover:text-white"
    >
      {icon}
      {showBadge && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-secondary px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

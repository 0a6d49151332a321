import type { AnnouncementBar as AnnouncementBarSettings, SiteLogo, SocialLink } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementBar } from './announcement-bar';
import { StoreFooter } from './store-footer';
import { StoreHeader } from './store-header';

export interface ShellUser {
  email: string;
}

interface StoreLayoutProps {
  logo: SiteLogo | null | undefined;
  announcement: AnnouncementBarSettings | null | undefined;
  socialLinks: readonly SocialLink[];
  user: ShellUser | null;
  onSignOut: () => void;
  cartCount?: number;
  wishlistCount?: number;
  /** The header's search slot (see StoreHeader). */
  search?: ReactNode;
  /** The chat button and panel, fixed at the bottom of every page (LC-01). */
  chat?: ReactNode;
  children: ReactNode;
}

/** The storefront shell: announcement bar, header, page, footer. Data comes in as props. */
export function StoreLayout({
  logo,
  announcement,
  socialLinks,
  user,
  onSignOut,
  cartCount,
  wishlistCount,
  search,
  chat,
  children,
}: StoreLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-zinc-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('a11y.skipToContent')}
      </a>
      <AnnouncementBar settings={announcement} />
      <StoreHeader
        logo={logo}
        user={user}
        onSignOut={onSignOut}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
        search={search}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <StoreFooter logo={logo} socialLinks={socialLinks} />
      {chat}
    </div>
  );
}

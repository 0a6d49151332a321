import { paths, type QuickLinkSlug, type SiteLogo, type SocialLink } from '@marquee/contracts';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialIcon, socialPlatformName } from '@/components/ui/social-icon';
import { useCurrency } from '@/lib/currency';
import { BrandLogo } from './brand-logo';

const quickLinks = [
  { slug: 'privacy-policy', labelKey: 'footer.privacyPolicy' },
  { slug: 'terms-of-service', labelKey: 'footer.termsOfService' },
  { slug: 'return-policy', labelKey: 'footer.returnPolicy' },
  { slug: 'shipping-info', labelKey: 'footer.shippingInfo' },
  { slug: 'contact-us', labelKey: 'footer.contactUs' },
  { slug: 'faq', labelKey: 'footer.faq' },
] as const satisfies readonly { slug: QuickLinkSlug; labelKey: string }[];

interface StoreFooterProps {
  logo: SiteLogo | null | undefined;
  socialLinks: readonly SocialLink[];
}

/**
 * Memoised: the shell re-renders as the session, cart and wishlist arrive, none of which the
 * footer shows. Below the fold on every page, so the browser lays it out only when it nears
 * the screen (content-visibility); the remembered size keeps the scrollbar steady.
 */
export const StoreFooter = memo(function StoreFooter({ logo, socialLinks }: StoreFooterProps) {
  const { t } = useTranslation();
  const { currency, currencies, setCurrency } = useCurrency();
  const currencyId = useId();
  const quickLinksId = useId();
  const socialId = useId();

  return (
    <footer className="mt-16 bg-zinc-950 text-zinc-300 [contain-intrinsic-size:auto_720px] [content-visibility:auto]">
      <div className="h-1 bg-gradient-to-r from-primary via-secondary to-accent" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-4 lg:col-span-2">
          <Link to={paths.home.href()} className="inline-flex w-fit rounded-md">
            <BrandLogo logo={logo} />
          </Link>
          <p className="max-w-sm text-sm text-zinc-400">{t('brand.tagline')}</p>
          <div className="grid max-w-xs gap-2">
            <label htmlFor={currencyId} className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
              {t('footer.currency')}
            </label>
            <select
              id={currencyId}
              value={currency.code}
              onChange={(event) => setCurrency(event.target.value)}
              className="h-10 rounded-lg border border-white/15 bg-zinc-900 px-3 text-sm text-white outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40"
            >
              {currencies.map((item) => (
                <option key={item.code} value={item.code}>
                  {`${item.symbol} ${item.code} — ${item.name}`}
                </option>
              ))}
            </select>
          </div>
        </div>

        <nav aria-labelledby={quickLinksId}>
          <h2 id={quickLinksId} className="text-sm font-semibold tracking-wider text-white uppercase">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {quickLinks.map(({ slug, labelKey }) => (
              <li key={slug}>
                <Link to={paths.page.href(slug)} className="rounded-sm transition-colors hover:text-white">
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {socialLinks.length > 0 && (
          <section aria-labelledby={socialId}>
            <h2 id={socialId} className="text-sm font-semibold tracking-wider text-white uppercase">
              {t('footer.followUs')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {socialLinks.map((link) => (
                <li key={`${link.type}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { platform: socialPlatformName(link.type) })}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-zinc-200 transition-colors hover:bg-primary hover:text-white"
                  >
                    <SocialIcon type={link.type} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-zinc-500 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
});

import { Check, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marquee/contracts';
import { useCurrency } from '@/lib/currency';

/** SF-HOME-04: the monthly box offer at the configured price (spec D-16), in the shopper's currency. */
export function DreamBoxPromo({ priceCents }: { priceCents: number | undefined }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const perks = [t('home.dreamBox.cancelAnytime'), t('home.dreamBox.freeShipping'), t('home.dreamBox.monthly')];
  return (
    <section
      aria-labelledby="dream-box-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-fuchsia-600 to-secondary px-6 py-10 text-white shadow-xl sm:px-12"
    >
      <div aria-hidden="true" className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10 blur-2xl" />
      <div className="relative grid items-center gap-8 md:grid-cols-[1fr_auto]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wider uppercase">
            <Gift aria-hidden="true" className="size-4" />
            {t('home.dreamBox.eyebrow')}
          </p>
          <h2 id="dream-box-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('home.dreamBox.title')}
          </h2>
          <p className="mt-2 max-w-xl text-white/90">{t('home.dreamBox.text')}</p>
          <ul className="mt-5 grid gap-2 sm:grid-cols-3">
            {perks.map((perk) => (
              <li key={perk} className="flex items-center gap-2 text-sm font-medium">
                <Check aria-hidden="true" className="size-4 shrink-0" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid justify-items-start gap-4 md:justify-items-center">
          <p className="text-lg font-semibold">
            {priceCents === undefined ? (
              <span className="inline-block h-7 w-40 animate-pulse rounded bg-white/20" aria-hidden="true" />
            ) : (
              t('home.dreamBox.perMonth', { price: formatPrice(priceCents) })
            )}
          </p>
          <Link
            to={paths.checkout.href({ dreambox: 'true' })}
            className="inline-flex h-12 items-center justify-center rounded-xl bg-white px-6 text-base font-semibold text-zinc-950 shadow-lg transition hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-fuchsia-600 focus-visible:outline-none"
          >
            {t('home.dreamBox.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

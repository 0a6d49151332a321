import { localized, type CheckoutConfig } from '@marquee/contracts';
import { BadgeCheck, Check, Gift, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { DreamBoxPicks } from '../hooks/use-dream-box-picks';
import { DreamBoxChoices } from './dream-box-choices';
import { DreamBoxSwitch } from './dream-box-switch';
import { SectionCard } from '@/components/ui/section-card';

interface DreamBoxOfferProps {
  dreamBox: CheckoutConfig['dreamBox'];
  /** The monthly price, formatted in the shopper's currency. */
  price: string;
  on: boolean;
  picks: DreamBoxPicks;
  complete: boolean;
  onTurn: (on: boolean) => void;
  onToggle: (kind: keyof DreamBoxPicks, id: number) => void;
  /** Null when signed in; otherwise where to sign in and come back. */
  signInHref: string | null;
  disabled?: boolean;
  /** The subscription bills in USD: said when the shopper sees another currency and it is on. */
  usdNote?: string | null;
}

/** The Dream Box offer (SF-DBOX-01..05), or 'Dream Box Active' for a subscriber (SF-CHK-03). */
export function DreamBoxOffer({
  dreamBox,
  price,
  on,
  picks,
  complete,
  onTurn,
  onToggle,
  signInHref,
  disabled,
  usdNote,
}: DreamBoxOfferProps) {
  const { t, i18n } = useTranslation();
  if (dreamBox.active) {
    return (
      <section
        aria-labelledby="checkout-dream-box-title"
        className="flex items-center gap-4 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6"
      >
        <BadgeCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <div>
          <h2 id="checkout-dream-box-title" className="text-lg font-bold text-emerald-900">
            {t('checkout.dreamBox.active')}
          </h2>
          <p className="text-sm text-emerald-800">{t('checkout.dreamBox.activeText')}</p>
        </div>
      </section>
    );
  }

  const perks = [
    t('checkout.dreamBox.cancelAnytime'),
    t('checkout.dreamBox.freeShipping'),
    t('checkout.dreamBox.monthly'),
  ];
  return (
    <SectionCard
      titleId="checkout-dream-box-title"
      title={t('checkout.dreamBox.title')}
      aside={
        <p className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
          <Gift aria-hidden="true" className="size-4" />
          {t('checkout.dreamBox.perMonth', { price })}
        </p>
      }
    >
      <p className="text-sm text-zinc-700">{t('checkout.dreamBox.text')}</p>
      <ul className="mt-3 grid gap-1.5 text-sm text-zinc-700 sm:grid-cols-3">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
            {perk}
          </li>
        ))}
      </ul>
      {on && usdNote && <p className="mt-3 text-sm font-medium text-zinc-700">{usdNote}</p>}
      <div className="mt-5">
        <DreamBoxSwitch checked={on} onChange={onTurn} label={t('checkout.dreamBox.switch')} disabled={disabled} />
      </div>
      {on && (
        <div className="mt-5 grid gap-5">
          {signInHref && (
            <Alert className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold">{t('checkout.dreamBox.signInTitle')}</p>
                <p>{t('checkout.dreamBox.signInText')}</p>
              </div>
              <Button asChild variant="default" size="sm">
                <Link to={signInHref}>
                  <LogIn aria-hidden="true" />
                  {t('checkout.dreamBox.signIn')}
                </Link>
              </Button>
            </Alert>
          )}
          <DreamBoxChoices
            legend={t('checkout.dreamBox.pickFilms')}
            shape="poster"
            choices={dreamBox.films.map((film) => ({ id: film.id, label: film.title, imageUrl: film.posterUrl }))}
            selected={picks.films}
            onToggle={(id) => onToggle('films', id)}
          />
          <DreamBoxChoices
            legend={t('checkout.dreamBox.pickCategories')}
            shape="square"
            choices={dreamBox.categories.map((c) => ({
              id: c.id,
              label: localized(c.translations, i18n.language, 'name', c.name),
              imageUrl: c.imageUrl,
            }))}
            selected={picks.categories}
            onToggle={(id) => onToggle('categories', id)}
          />
          {!complete && (
            <p role="status" className="text-sm font-medium text-amber-800">
              {t('checkout.dreamBox.selectionRequired')}
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}

import { localized, type AccountSubscription } from '@marquee/contracts';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { formatMinorUnits } from '@/lib/money';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCancelSubscription } from '../../api/subscription-cancel';
import { formatLongDate } from '@/lib/format-date';
import { PicksGrid } from './picks-grid';

/** ACC-22: what the subscriber picked, what it costs, when it bills; manage or cancel it. */
export function SubscriptionDetails({ subscription }: { subscription: AccountSubscription }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { currencies } = useCurrency();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription({
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('accountDreamBox.cancelled'));
    },
    onError: (error) => {
      setConfirming(false);
      // 502 SUBSCRIPTION_CANCEL_FAILED: the server's message says the provider refused.
      toast.error(isApiError(error) && error.message ? error.message : t('accountDreamBox.cancelFailed'));
    },
  });
  const cancelled = subscription.status === 'cancelled' || subscription.cancelledAt !== null;
  const price = formatMinorUnits(
    subscription.monthlyPriceCents,
    2,
    { code: subscription.currency, symbol: currencies.find((c) => c.code === subscription.currency)?.symbol },
    locale,
  );
  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-xl font-bold text-zinc-950 sm:text-2xl">
          {t('accountDreamBox.activeTitle')}
        </h2>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            cancelled ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          )}
        >
          {t(`accountDreamBox.statuses.${cancelled ? 'cancelled' : subscription.status}`)}
        </span>
      </header>

      {cancelled && subscription.endsOn && (
        <p className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-sm font-semibold text-amber-950 ring-1 ring-amber-200">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('accountDreamBox.lastBox', { date: formatLongDate(subscription.endsOn, locale) })}
        </p>
      )}

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <Fact term={t('accountDreamBox.monthlyPrice')}>{t('accountDreamBox.perMonth', { price })}</Fact>
          <Fact term={t('accountDreamBox.currency')}>{subscription.currency}</Fact>
          {cancelled ? (
            <Fact term={t('accountDreamBox.cancelledOn')}>
              {subscription.cancelledAt ? formatLongDate(subscription.cancelledAt, locale) : '—'}
            </Fact>
          ) : (
            <Fact term={t('accountDreamBox.nextBilling')}>
              {subscription.nextBillingDate
                ? formatLongDate(subscription.nextBillingDate, locale)
                : t('accountDreamBox.noNextBilling')}
            </Fact>
          )}
        </dl>
      </div>

      <div className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
        <PicksGrid
          title={t('accountDreamBox.films')}
          shape="poster"
          picks={subscription.films.map((film) => ({
            id: film.id,
            label: film.title,
            imageUrl: film.posterUrl,
            imageAlt: t('accountDreamBox.posterAlt', { title: film.title }),
          }))}
        />
        <PicksGrid
          title={t('accountDreamBox.categories')}
          shape="square"
          picks={subscription.categories.map((category) => {
            const name = localized(category.translations, i18n.language, 'name', category.name);
            return {
              id: category.id,
              label: name,
              imageUrl: category.imageUrl,
              imageAlt: t('accountDreamBox.categoryAlt', { name }),
            };
          })}
        />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {subscription.manageUrl && (
          <Button asChild variant="outline" size="lg">
            <a href={subscription.manageUrl} target="_blank" rel="noopener noreferrer">
              {t('accountDreamBox.manage')}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">({t('accountDreamBox.manageHint')})</span>
            </a>
          </Button>
        )}
        {!cancelled && (
          <Button
            variant="outline"
            size="lg"
            className="border-red-200 text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            {t('accountDreamBox.cancel')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title={t('accountDreamBox.cancelTitle')}
        description={t('accountDreamBox.cancelText')}
        confirmLabel={t('accountDreamBox.cancelConfirm')}
        cancelLabel={t('accountDreamBox.keep')}
        isPending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-zinc-600">{term}</dt>
      <dd className="text-base font-bold text-zinc-950 tabular-nums">{children}</dd>
    </div>
  );
}

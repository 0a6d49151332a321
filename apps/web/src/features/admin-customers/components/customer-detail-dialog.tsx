import type { AdminCustomerDetail } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAdminCustomer } from '../api/get-customer';
import { countryName, formatDate, formatOrderTotal, formatUsd } from '../lib/format';
import { CustomerActions } from './customer-actions';
import { SignInBadge } from './sign-in-badge';

interface CustomerDetailDialogProps {
  customerId: string | null;
  onClose: () => void;
}

/** One customer: profile, actions, newest orders and the Dream Box subscription. */
export function CustomerDetailDialog({ customerId, onClose }: CustomerDetailDialogProps) {
  const { t } = useTranslation();
  const detail = useAdminCustomer(customerId);
  const customer = detail.data?.customer;
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() || customer.email : '';

  return (
    <Dialog open={customerId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <div className="flex flex-wrap items-center gap-3 pe-12">
          <DialogTitle>{name || t('adminCustomers.detail.title')}</DialogTitle>
          {customer && <SignInBadge disabled={customer.disabled} />}
        </div>
        {detail.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('common.loading')} />
          </div>
        ) : detail.isError ? (
          <Alert variant="destructive">
            {t('adminCustomers.detail.failed')}{' '}
            <Button variant="link" size="sm" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <CustomerDetail detail={detail.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-zinc-200 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-zinc-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-zinc-600">{term}</dt>
          <dd className="break-words text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { customer, orders, subscription } = detail;
  const dash = '—';

  return (
    <div className="grid gap-5">
      <DialogDescription>
        {t('adminCustomers.detail.joined', { email: customer.email, date: formatDate(customer.joinedAt, locale) })}
      </DialogDescription>

      <Section title={t('adminCustomers.detail.actions')}>
        <CustomerActions customer={customer} />
      </Section>

      <Section title={t('adminCustomers.detail.profile')}>
        <Facts
          rows={[
            [t('adminCustomers.detail.firstName'), customer.firstName || dash],
            [t('adminCustomers.detail.lastName'), customer.lastName || dash],
            [
              t('adminCustomers.detail.email'),
              `${customer.email} (${t(customer.emailVerified ? 'adminCustomers.detail.verified' : 'adminCustomers.detail.unverified')})`,
            ],
            [t('adminCustomers.detail.birthdate'), customer.birthdate ? formatDate(customer.birthdate, locale) : dash],
            [t('adminCustomers.detail.country'), customer.country ? countryName(customer.country, locale) : dash],
            [t('adminCustomers.detail.sessions'), customer.activeSessions],
            [
              t('adminCustomers.detail.paidOrders'),
              t('adminCustomers.detail.spentOver', {
                count: customer.orderCount,
                total: formatUsd(customer.totalSpentCents, locale),
              }),
            ],
          ]}
        />
      </Section>

      <Section title={t('adminCustomers.detail.orders')}>
        {orders.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('adminCustomers.detail.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
            {orders.map((order) => (
              <li key={order.orderNumber} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-mono font-semibold text-zinc-900">{order.orderNumber}</span>
                <span className="text-zinc-600">{formatDate(order.createdAt, locale)}</span>
                <span className="text-zinc-800">{t(`admin.orders.status.${order.status}`)}</span>
                <span className="ms-auto tabular-nums text-zinc-900">{formatOrderTotal(order.total, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('adminCustomers.detail.subscription')}>
        {subscription ? (
          <Facts
            rows={[
              [
                t('adminCustomers.detail.subscriptionStatus'),
                t(`adminCustomers.subscriptionStatus.${subscription.status}`),
              ],
              [
                t('adminCustomers.detail.monthlyPrice'),
                formatOrderTotal(
                  { amountMinor: subscription.monthlyPriceCents, currency: subscription.currency, minorUnitDigits: 2 },
                  locale,
                ),
              ],
              [
                t('adminCustomers.detail.nextBilling'),
                subscription.nextBillingDate ? formatDate(subscription.nextBillingDate, locale) : dash,
              ],
              ...(subscription.cancelledAt
                ? ([[t('adminCustomers.detail.cancelledAt'), formatDate(subscription.cancelledAt, locale)]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              ...(subscription.endsOn
                ? ([[t('adminCustomers.detail.endsOn'), formatDate(subscription.endsOn, locale)]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              [t('adminCustomers.detail.films'), subscription.films.map((film) => film.title).join(', ') || dash],
              [
                t('adminCustomers.detail.categories'),
                subscription.categories.map((category) => category.name).join(', ') || dash,
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-zinc-600">{t('adminCustomers.detail.noSubscription')}</p>
        )}
      </Section>
    </div>
  );
}

import type { AdminCustomerDetail } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDialog, DetailFacts, DetailSection } from '@/components/admin/detail-dialog';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminCustomer } from '../api/get-customer';
import { countryName } from '@/lib/countries';
import { formatDate } from '@/lib/format-date';
import { BASE_CURRENCY, formatMinorUnits, formatMoney } from '@/lib/money';
import { customerName } from '../lib/customer-name';
import { CustomerActions } from './customer-actions';
import { SignInBadge } from './sign-in-badge';

interface CustomerDetailDialogProps {
  customerId: string | null;
  onClose: () => void;
}

/** One customer: profile, actions, newest orders and the Dream Box subscription. */
export function CustomerDetailDialog({ customerId, onClose }: CustomerDetailDialogProps) {
  const { t } = useTranslation('admin');
  const detail = useAdminCustomer(customerId);
  const customer = detail.data?.customer;
  const name = customer ? customerName(customer) : '';

  return (
    <DetailDialog
      open={customerId !== null}
      onClose={onClose}
      header={
        <>
          <DialogTitle>{name || t('customers.detail.title')}</DialogTitle>
          {customer && <SignInBadge disabled={customer.disabled} />}
        </>
      }
      query={detail}
      failedText={t('customers.detail.failed')}
    >
      {(data) => <CustomerDetail detail={data} />}
    </DetailDialog>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { customer, orders, subscription } = detail;
  const dash = '—';

  return (
    <div className="grid gap-5">
      <DialogDescription>
        {t('customers.detail.joined', { email: customer.email, date: formatDate(customer.joinedAt, locale) })}
      </DialogDescription>

      <DetailSection title={t('customers.detail.actions')}>
        <CustomerActions customer={customer} />
      </DetailSection>

      <DetailSection title={t('customers.detail.profile')}>
        <DetailFacts
          rows={[
            [t('customers.detail.firstName'), customer.firstName || dash],
            [t('customers.detail.lastName'), customer.lastName || dash],
            [
              t('customers.detail.email'),
              `${customer.email} (${t(customer.emailVerified ? 'customers.detail.verified' : 'customers.detail.unverified')})`,
            ],
            [t('customers.detail.birthdate'), customer.birthdate ? formatDate(customer.birthdate, locale) : dash],
            [t('customers.detail.country'), customer.country ? countryName(customer.country, locale) : dash],
            [t('customers.detail.sessions'), customer.activeSessions],
            [
              t('customers.detail.paidOrders'),
              t('customers.detail.spentOver', {
                count: customer.orderCount,
                total: formatMoney(customer.totalSpentCents, BASE_CURRENCY, locale),
              }),
            ],
          ]}
        />
      </DetailSection>

      <DetailSection title={t('customers.detail.orders')}>
        {orders.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('customers.detail.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
            {orders.map((order) => (
              <li key={order.orderNumber} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-mono font-semibold text-zinc-900">{order.orderNumber}</span>
                <span className="text-zinc-600">{formatDate(order.createdAt, locale)}</span>
                <span className="text-zinc-800">{t(`orders.status.${order.status}`)}</span>
                <span className="ms-auto tabular-nums text-zinc-900">
                  {formatMinorUnits(
                    order.total.amountMinor,
                    order.total.minorUnitDigits,
                    { code: order.total.currency },
                    locale,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection title={t('customers.detail.subscription')}>
        {subscription ? (
          <DetailFacts
            rows={[
              [t('customers.detail.subscriptionStatus'), t(`customers.subscriptionStatus.${subscription.status}`)],
              [
                t('customers.detail.monthlyPrice'),
                formatMinorUnits(subscription.monthlyPriceCents, 2, { code: subscription.currency }, locale),
              ],
              [
                t('customers.detail.nextBilling'),
                subscription.nextBillingDate ? formatDate(subscription.nextBillingDate, locale) : dash,
              ],
              ...(subscription.cancelledAt
                ? ([[t('customers.detail.cancelledAt'), formatDate(subscription.cancelledAt, locale)]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              ...(subscription.endsOn
                ? ([[t('customers.detail.endsOn'), formatDate(subscription.endsOn, locale)]] as [string, ReactNode][])
                : []),
              [t('customers.detail.films'), subscription.films.map((film) => film.title).join(', ') || dash],
              [
                t('customers.detail.categories'),
                subscription.categories.map((category) => category.name).join(', ') || dash,
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-zinc-600">{t('customers.detail.noSubscription')}</p>
        )}
      </DetailSection>
    </div>
  );
}

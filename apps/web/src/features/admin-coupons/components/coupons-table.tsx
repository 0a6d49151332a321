import type { AdminCoupon } from '@marquee/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ActiveSwitch } from './active-switch';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminCoupon>();

const usd = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

interface CouponsTableProps {
  rows: AdminCoupon[];
  /** The code whose switch is being saved. */
  toggling: string | null;
  onToggle: (coupon: AdminCoupon, isActive: boolean) => void;
  onEdit: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
}

export function CouponsTable({ rows, toggling, onToggle, onEdit, onDelete }: CouponsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('code', {
          header: () => t('admin.coupons.columns.code'),
          cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
        }),
        helper.accessor('kind', {
          header: () => t('admin.coupons.columns.kind'),
          cell: (info) => t(`admin.coupons.kind.${info.getValue()}`),
        }),
        helper.display({
          id: 'value',
          header: () => t('admin.coupons.columns.value'),
          cell: ({ row: { original: coupon } }) => (
            <span className="whitespace-nowrap">
              {coupon.kind === 'percent'
                ? t('admin.coupons.value.percent', { value: coupon.percentOff })
                : coupon.kind === 'fixed'
                  ? t('admin.coupons.value.fixed', { amount: usd(coupon.amountOffCents ?? 0, locale) })
                  : t('admin.coupons.value.free_shipping')}
            </span>
          ),
        }),
        helper.accessor('minSubtotalCents', {
          header: () => t('admin.coupons.columns.minSubtotal'),
          cell: (info) => (info.getValue() > 0 ? usd(info.getValue(), locale) : t('admin.coupons.anySubtotal')),
        }),
        helper.display({
          id: 'dates',
          header: () => t('admin.coupons.columns.dates'),
          cell: ({ row: { original: coupon } }) => {
            const { startsAt, endsAt } = coupon;
            const text =
              startsAt && endsAt
                ? `${day(startsAt, locale)} – ${day(endsAt, locale)}`
                : startsAt
                  ? t('admin.coupons.fromDate', { date: day(startsAt, locale) })
                  : endsAt
                    ? t('admin.coupons.untilDate', { date: day(endsAt, locale) })
                    : t('admin.coupons.anyTime');
            return <span className="whitespace-nowrap">{text}</span>;
          },
        }),
        helper.accessor('usageLimit', {
          header: () => t('admin.coupons.columns.usageLimit'),
          cell: (info) => info.getValue() ?? t('admin.coupons.noLimit'),
        }),
        helper.accessor('perCustomerLimit', {
          header: () => t('admin.coupons.columns.perCustomerLimit'),
          cell: (info) => info.getValue() ?? t('admin.coupons.noLimit'),
        }),
        helper.accessor('timesUsed', {
          header: () => t('admin.coupons.columns.timesUsed'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        helper.accessor('orderCount', {
          header: () => t('admin.coupons.columns.orders'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        helper.accessor('isActive', {
          header: () => t('admin.coupons.columns.active'),
          cell: ({ row: { original: coupon } }) => (
            <ActiveSwitch
              checked={coupon.isActive}
              label={t('admin.coupons.activeLabel', { code: coupon.code })}
              disabled={toggling === coupon.code}
              onChange={(checked) => onToggle(coupon, checked)}
            />
          ),
        }),
        helper.display({
          id: 'actions',
          header: () => t('admin.coupons.columns.actions'),
          cell: ({ row: { original: coupon } }) => {
            const unused = coupon.timesUsed === 0 && coupon.orderCount === 0;
            return (
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.coupons.editLabel', { code: coupon.code })}
                  title={t('admin.coupons.edit')}
                  onClick={() => onEdit(coupon)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                {unused && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={t('admin.coupons.deleteLabel', { code: coupon.code })}
                    title={t('admin.coupons.delete')}
                    onClick={() => onDelete(coupon)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            );
          },
        }),
      ]),
    [t, locale, toggling, onToggle, onEdit, onDelete],
  );

  const table = useTable({ features, columns, data: rows });

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-zinc-200">
      <table className="w-full min-w-[60rem] text-start text-sm">
        <caption className="sr-only">{t('admin.coupons.caption')}</caption>
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-3 text-start font-semibold">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="text-zinc-800">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2.5 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

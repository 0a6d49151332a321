import type { AdminCoupon } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { formatDate } from '@/lib/format-date';
import { BASE_CURRENCY, formatMoney } from '@/lib/money';
import { useAdminCoupons } from '../api/get-coupons';
import { useDeleteCoupon, useSetCouponActive } from '../api/save-coupon';
import { CouponFormDialog } from './coupon-form-dialog';

const columnHelper = dataTableColumns<AdminCoupon>();

/** An order has used the coupon: it can be deactivated, not deleted. */
const isUsed = (coupon: AdminCoupon) => coupon.timesUsed > 0 || coupon.orderCount > 0;

/** The admin's Coupons tab: every coupon with its usage, create, edit, (de)activate, delete while unused. */
export function CouponsScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  // The server lists coupons newest first; there is no other order to choose.
  const list = useListState({ sortable: ['createdAt'], defaults: { pageSize: 50 } });
  const coupons = useAdminCoupons({ page: list.page, pageSize: list.pageSize, q: list.q || undefined });
  const edit = useEditParam();
  const setActive = useSetCouponActive();
  const remove = useDeleteCoupon();
  const deletion = useConfirmDelete({
    mutation: remove,
    variables: (coupon: AdminCoupon) => coupon.code,
    texts: (coupon) => ({
      title: t('coupons.confirmDelete.title', { code: coupon.code }),
      description: t('coupons.confirmDelete.text'),
      confirmLabel: t('coupons.confirmDelete.confirm'),
      cancelLabel: t('coupons.confirmDelete.keep'),
    }),
  });
  const switching = setActive.isPending ? setActive.variables.code : null;
  const { mutate: switchActive } = setActive;

  const columns = useMemo(() => {
    const usd = (cents: number) => formatMoney(cents, BASE_CURRENCY, locale);
    const day = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', utc: true });
    return [
      columnHelper.accessor('code', {
        id: 'code',
        enableSorting: false,
        header: t('coupons.columns.code'),
        meta: { rowHeader: true },
        cell: (cell) => <span className="font-mono font-semibold">{cell.getValue()}</span>,
      }),
      columnHelper.accessor('kind', {
        id: 'kind',
        enableSorting: false,
        header: t('coupons.columns.kind'),
        cell: (cell) => t(`coupons.kind.${cell.getValue()}`),
      }),
      columnHelper.display({
        id: 'value',
        header: t('coupons.columns.value'),
        cell: ({ row: { original: coupon } }) =>
          coupon.kind === 'percent'
            ? t('coupons.value.percent', { value: coupon.percentOff })
            : coupon.kind === 'fixed'
              ? t('coupons.value.fixed', { amount: usd(coupon.amountOffCents ?? 0) })
              : t('coupons.value.free_shipping'),
      }),
      columnHelper.accessor('minSubtotalCents', {
        id: 'minSubtotalCents',
        enableSorting: false,
        header: t('coupons.columns.minSubtotal'),
        cell: (cell) => (cell.getValue() > 0 ? usd(cell.getValue()) : t('coupons.anySubtotal')),
      }),
      columnHelper.display({
        id: 'dates',
        header: t('coupons.columns.dates'),
        cell: ({ row: { original: coupon } }) => {
          const { startsAt, endsAt } = coupon;
          if (startsAt && endsAt) return `${day(startsAt)} – ${day(endsAt)}`;
          if (startsAt) return t('coupons.fromDate', { date: day(startsAt) });
          if (endsAt) return t('coupons.untilDate', { date: day(endsAt) });
          return t('coupons.anyTime');
        },
      }),
      columnHelper.accessor('usageLimit', {
        id: 'usageLimit',
        enableSorting: false,
        header: t('coupons.columns.usageLimit'),
        cell: (cell) => cell.getValue() ?? t('coupons.noLimit'),
      }),
      columnHelper.accessor('perCustomerLimit', {
        id: 'perCustomerLimit',
        enableSorting: false,
        header: t('coupons.columns.perCustomerLimit'),
        cell: (cell) => cell.getValue() ?? t('coupons.noLimit'),
      }),
      columnHelper.accessor('timesUsed', {
        id: 'timesUsed',
        enableSorting: false,
        header: t('coupons.columns.timesUsed'),
        meta: { className: 'tabular-nums' },
      }),
      columnHelper.accessor('orderCount', {
        id: 'orderCount',
        enableSorting: false,
        header: t('coupons.columns.orders'),
        meta: { className: 'tabular-nums' },
      }),
      columnHelper.accessor('isActive', {
        id: 'isActive',
        enableSorting: false,
        header: t('coupons.columns.active'),
        cell: ({ row: { original: coupon } }) => (
          <Switch
            checked={coupon.isActive}
            aria-label={t('coupons.activeLabel', { code: coupon.code })}
            disabled={switching === coupon.code}
            onCheckedChange={(isActive) => switchActive({ code: coupon.code, isActive })}
          />
        ),
      }),
    ];
  }, [t, locale, switching, switchActive]);

  return (
    <section aria-labelledby="admin-coupons-title" className="grid gap-5">
      <ScreenHeading
        id="admin-coupons-title"
        title={t('coupons.title')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('coupons.new')}
          </Button>
        }
      />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('coupons.search')}
        searchPlaceholder={t('coupons.searchPlaceholder')}
      />
      <DataTable
        {...listTableProps(list, coupons)}
        label={t('coupons.caption')}
        columns={columns}
        getRowId={(coupon) => coupon.code}
        errorText={t('coupons.failed')}
        empty={list.q ? t('coupons.noMatch', { q: list.q }) : t('coupons.empty')}
        rowActions={(coupon) => (
          <RowActions
            edit={{ label: t('coupons.editLabel', { code: coupon.code }), onClick: () => edit.openEdit(coupon.code) }}
            remove={
              isUsed(coupon)
                ? undefined
                : { label: t('coupons.deleteLabel', { code: coupon.code }), onClick: () => deletion.ask(coupon) }
            }
          />
        )}
      />
      <CouponFormDialog edit={edit} />
      {deletion.dialog}
    </section>
  );
}

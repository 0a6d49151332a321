import type { AdminCoupon } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAdminCoupons } from '../api/get-coupons';
import { useDeleteCoupon, useUpdateCoupon } from '../api/save-coupon';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponsTable } from './coupons-table';

const PAGE_SIZE = 50;

/** The admin's Coupons tab: every coupon with its usage, create, edit, (de)activate, delete while unused. */
export function CouponsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const coupons = useAdminCoupons({ page, pageSize: PAGE_SIZE });
  const { mutate: updateCoupon } = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const toggle = useCallback(
    (coupon: AdminCoupon, isActive: boolean) => {
      setToggling(coupon.code);
      updateCoupon(
        { code: coupon.code, body: { isActive } },
        {
          onSuccess: () =>
            toast.success(t(isActive ? 'admin.coupons.activated' : 'admin.coupons.deactivated', { code: coupon.code })),
          onError: (error) => toast.error(t('admin.coupons.saveFailed'), { description: error.message }),
          onSettled: () => setToggling(null),
        },
      );
    },
    [t, updateCoupon],
  );
  const edit = useCallback((coupon: AdminCoupon) => {
    setEditing(coupon);
    setFormOpen(true);
  }, []);
  const confirmDelete = () => {
    if (!deleting) return;
    const { code } = deleting;
    remove.mutate(code, {
      onSuccess: () => {
        toast.success(t('admin.coupons.deleted', { code }));
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(t('admin.coupons.deleteFailed'), { description: error.message });
        setDeleting(null);
      },
    });
  };

  const pages = coupons.data ? Math.max(1, Math.ceil(coupons.data.total / coupons.data.pageSize)) : 1;

  return (
    <section aria-labelledby="admin-coupons-title" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-coupons-title" className="text-xl font-semibold text-zinc-900">
          {t('admin.coupons.title')}
        </h2>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          {t('admin.coupons.new')}
        </Button>
      </div>
      {coupons.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : coupons.isError ? (
        <Alert variant="destructive">
          {t('admin.coupons.failed')}{' '}
          <Button variant="link" size="sm" onClick={() => void coupons.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : coupons.data.items.length === 0 ? (
        <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">{t('admin.coupons.empty')}</p>
      ) : (
        <div className="grid gap-4">
          <CouponsTable
            rows={coupons.data.items}
            toggling={toggling}
            onToggle={toggle}
            onEdit={edit}
            onDelete={setDeleting}
          />
          <nav
            aria-label={t('admin.coupons.pagination')}
            className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600"
          >
            <p>
              {t('admin.coupons.count', { count: coupons.data.total })}
              {pages > 1 && ` · ${t('admin.coupons.pageOf', { page, pages })}`}
            </p>
            {pages > 1 && (
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('admin.coupons.previous')}
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('admin.coupons.next')}
                </Button>
              </div>
            )}
          </nav>
        </div>
      )}
      <CouponFormDialog coupon={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.coupons.confirmDelete.title', { code: deleting?.code ?? '' })}
        description={t('admin.coupons.confirmDelete.text')}
        confirmLabel={t('admin.coupons.confirmDelete.confirm')}
        cancelLabel={t('admin.coupons.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import type { AdminDreamBoxCategory } from '@marquee/contracts';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditParam } from '@/components/admin/use-edit-param';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDreamBoxCategories } from '../api/get-categories';
import { useDeleteDreamBoxCategory } from '../api/save-category';
import type { ImageUploadControl } from '@/components/admin/media-slot';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { CategoryFormDialog } from './category-form-dialog';
import { PriceEditor } from './price-editor';

interface DreamBoxScreenProps {
  /** The shared upload control; without it images are set by address. */
  upload?: ImageUploadControl;
}

/**
 * Dream Box (ADM-DBOX-01..06): the monthly price and the category grid, newest first. The open
 * dialog is in the address: `?new` creates, `?edit=<id>` edits.
 */
export function DreamBoxScreen({ upload }: DreamBoxScreenProps = {}) {
  const { t } = useTranslation('admin');
  const categories = useDreamBoxCategories({ page: 1, pageSize: 100 });
  const remove = useDeleteDreamBoxCategory();
  const [deleting, setDeleting] = useState<AdminDreamBoxCategory | null>(null);

  const failed = categories.isError;
  useEffect(() => {
    if (failed) toast.error(t('dreamBox.categories.fetchFailed'));
  }, [failed, t]);

  const edit = useEditParam();
  const editing = categories.data?.items.find((category) => String(category.id) === edit.id) ?? null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <section aria-labelledby="admin-dream-box-title" className="grid gap-6">
      <ScreenHeading id="admin-dream-box-title" title={t('dreamBox.title')} intro={t('dreamBox.intro')} />
      <PriceEditor />
      <section aria-labelledby="dream-box-categories-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="dream-box-categories-title" className="text-lg font-semibold text-zinc-900">
            {t('dreamBox.categories.heading')}
          </h3>
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('dreamBox.categories.new')}
          </Button>
        </div>
        {categories.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-48 w-full" />
            ))}
          </div>
        ) : categories.isError ? (
          <Alert variant="destructive">
            {t('dreamBox.categories.fetchFailed')}{' '}
            <Button variant="link" size="sm" onClick={() => void categories.refetch()}>
              {t('dreamBox.categories.retry')}
            </Button>
          </Alert>
        ) : categories.data.items.length === 0 ? (
          <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">
            {t('dreamBox.categories.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
            {categories.data.items.map((category) => (
              <li key={category.id} className="grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-zinc-200">
                {category.imageUrl ? (
                  <img src={category.imageUrl} alt="" className="aspect-[4/3] w-full bg-zinc-100 object-cover" />
                ) : (
                  <div className="grid aspect-[4/3] w-full place-items-center bg-zinc-100 text-zinc-500">
                    <ImageOff aria-hidden="true" className="size-6" />
                    <span className="sr-only">{t('dreamBox.categories.noImage')}</span>
                  </div>
                )}
                <div className="grid gap-2 p-3">
                  <h4 className="font-medium break-words text-zinc-900">{category.name}</h4>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('dreamBox.categories.editFor', { name: category.name })}
                      onClick={() => edit.openEdit(category.id)}
                    >
                      <Pencil aria-hidden="true" />
                      {t('dreamBox.categories.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={t('dreamBox.categories.deleteFor', { name: category.name })}
                      onClick={() => setDeleting(category)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('dreamBox.categories.delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CategoryFormDialog edit={edit} category={editing} upload={upload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('dreamBox.confirmDelete.title', { name: deleting?.name ?? '' })}
        description={t('dreamBox.confirmDelete.text')}
        confirmLabel={t('dreamBox.confirmDelete.confirm')}
        cancelLabel={t('dreamBox.confirmDelete.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

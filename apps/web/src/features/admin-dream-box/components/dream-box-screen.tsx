import type { AdminDreamBoxCategory } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDreamBoxCategories } from '../api/get-categories';
import { useDeleteDreamBoxCategory } from '../api/save-category';
import { CategoryFormDialog } from './category-form-dialog';
import { PriceEditor } from './price-editor';

/**
 * Dream Box (ADM-DBOX-01..06): the monthly price and the category grid, newest first. The open
 * dialog is in the address: `?new` creates, `?edit=<id>` edits.
 */
export function DreamBoxScreen() {
  const { t } = useTranslation('admin');
  const categories = useDreamBoxCategories({ page: 1, pageSize: 100 });
  const remove = useConfirmDelete({
    mutation: useDeleteDreamBoxCategory(),
    variables: (category: AdminDreamBoxCategory) => category.id,
    texts: (category) => ({
      title: t('dreamBox.confirmDelete.title', { name: category.name }),
      description: t('dreamBox.confirmDelete.text'),
      confirmLabel: t('dreamBox.confirmDelete.confirm'),
      cancelLabel: t('dreamBox.confirmDelete.cancel'),
    }),
  });

  useFailureToast(categories.isError, t('dreamBox.categories.fetchFailed'));

  const edit = useEditParam();
  const editing = categories.data?.items.find((category) => String(category.id) === edit.id) ?? null;

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
                <Thumbnail
                  src={category.imageUrl}
                  width={320}
                  height={240}
                  fallbackLabel={t('dreamBox.categories.noImage')}
                  className="aspect-[4/3] w-full"
                />
                <div className="grid gap-2 p-3">
                  <h4 className="font-medium break-words text-zinc-900">{category.name}</h4>
                  <RowActions
                    look="text"
                    className="justify-start"
                    edit={{
                      label: t('dreamBox.categories.editFor', { name: category.name }),
                      text: t('dreamBox.categories.edit'),
                      onClick: () => edit.openEdit(category.id),
                    }}
                    remove={{
                      label: t('dreamBox.categories.deleteFor', { name: category.name }),
                      text: t('dreamBox.categories.delete'),
                      onClick: () => remove.ask(category),
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CategoryFormDialog edit={edit} category={editing} />
      {remove.dialog}
    </section>
  );
}

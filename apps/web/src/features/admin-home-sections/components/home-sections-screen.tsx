import type { AdminHomeSectionRow } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { useEditParam } from '@/components/admin/use-edit-param';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardList } from '@/components/admin/card-list';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useAdminHomeSections } from '../api/get-home-sections';
import { useDeleteHomeSection } from '../api/save-home-section';
import { HomeSectionFormDialog } from './home-section-form-dialog';

/** Pages › Home Sections (ADM-HSEC-01..06, R-32): the sections by order, with their badges, and the form. */
export function HomeSectionsScreen() {
  const { t } = useTranslation('admin');
  const sections = useAdminHomeSections();
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteHomeSection(),
    variables: (section: AdminHomeSectionRow) => section.id,
    texts: () => ({
      title: t('homeSections.confirmDelete.title'),
      description: t('homeSections.confirmDelete.text'),
      confirmLabel: t('homeSections.confirmDelete.confirm'),
      cancelLabel: t('homeSections.confirmDelete.keep'),
    }),
    onDeleted: (section) => edit.closeIf(section.id),
  });

  return (
    <section aria-labelledby="admin-home-sections-title" className="grid gap-5">
      <ScreenHeading
        id="admin-home-sections-title"
        title={t('homeSections.heading')}
        intro={t('homeSections.intro')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('homeSections.add')}
          </Button>
        }
      />

      <CardList
        query={sections}
        label={t('homeSections.heading')}
        texts={{
          loadFailed: t('homeSections.loadFailed'),
          retry: t('homeSections.retry'),
          empty: t('homeSections.empty'),
        }}
        getKey={(section) => section.id}
        itemClassName="flex flex-wrap items-start justify-between gap-3 rounded-xl p-4 ring-1 ring-zinc-200"
        renderItem={(section) => (
          <>
            <div className="grid min-w-0 flex-1 gap-2">
              <h3 className="font-semibold break-words text-zinc-900">{section.title}</h3>
              {section.description && <p className="text-sm break-words text-zinc-600">{section.description}</p>}
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{t('homeSections.order', { value: section.sectionOrder })}</Badge>
                <Badge tone="info">{t('homeSections.maxDisplay', { value: section.maxProductsDisplay })}</Badge>
                {section.isActive ? (
                  <Badge tone="success">{t('homeSections.active')}</Badge>
                ) : (
                  <Badge tone="warning">{t('homeSections.inactive')}</Badge>
                )}
                <span className="text-xs text-zinc-600">
                  {t('homeSections.productCount', { count: section.productCount })}
                </span>
              </div>
            </div>
            <RowActions
              className="shrink-0"
              edit={{
                label: t('homeSections.edit', { title: section.title }),
                onClick: () => edit.openEdit(section.id),
              }}
              remove={{ label: t('homeSections.delete', { title: section.title }), onClick: () => remove.ask(section) }}
            />
          </>
        )}
      />
      <HomeSectionFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}

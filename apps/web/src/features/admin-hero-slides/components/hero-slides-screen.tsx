import type { AdminHeroSlide } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useEditParam } from '@/components/admin/use-edit-param';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardList } from '@/components/admin/card-list';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useAdminHeroSlides } from '../api/get-hero-slides';
import { useDeleteHeroSlide } from '../api/save-hero-slide';
import { GradientPreview, HeroSlideFormDialog } from './hero-slide-form-dialog';

/** Pages › Hero Section (ADM-HERO-01..08, R-38): the home carousel's slides by order, and the slide modal. */
export function HeroSlidesScreen() {
  const { t } = useTranslation('admin');
  const slides = useAdminHeroSlides();
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteHeroSlide(),
    variables: (slide: AdminHeroSlide) => slide.id,
    texts: () => ({
      title: t('heroSlides.confirmDelete.title'),
      description: t('heroSlides.confirmDelete.text'),
      confirmLabel: t('heroSlides.confirmDelete.confirm'),
      cancelLabel: t('heroSlides.confirmDelete.keep'),
    }),
    onDeleted: (slide) => edit.closeIf(slide.id),
  });
  const titleOf = (slide: AdminHeroSlide) => slide.title || t('heroSlides.untitled');
  const editing = edit.id === null ? undefined : slides.data?.find((slide) => String(slide.id) === edit.id);
  const missing = edit.id !== null && (slides.isError || (slides.isSuccess && !editing));

  return (
    <section aria-labelledby="admin-hero-slides-title" className="grid gap-5">
      <ScreenHeading
        id="admin-hero-slides-title"
        title={t('heroSlides.heading')}
        intro={t('heroSlides.intro')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('heroSlides.add')}
          </Button>
        }
      />

      <CardList
        query={slides}
        label={t('heroSlides.heading')}
        texts={{ loadFailed: t('heroSlides.loadFailed'), retry: t('heroSlides.retry'), empty: t('heroSlides.empty') }}
        skeletonClassName="h-28"
        getKey={(slide) => slide.id}
        itemClassName="grid gap-3 rounded-xl p-3 ring-1 ring-zinc-200 sm:grid-cols-[12rem_1fr_auto]"
        renderItem={(slide) => (
          <>
            <Thumbnail
              src={slide.imageUrl}
              alt={t('heroSlides.imageAlt', { title: titleOf(slide) })}
              width={320}
              height={120}
              fallbackLabel={t('heroSlides.noImage')}
              showFallbackLabel
              className="aspect-[8/3] w-full rounded-lg"
            />
            <div className="grid min-w-0 content-start gap-1.5">
              <h3 className="font-semibold break-words text-zinc-900">{titleOf(slide)}</h3>
              {slide.subtitle && <p className="text-sm font-medium break-words text-zinc-700">{slide.subtitle}</p>}
              {slide.description && (
                <p className="line-clamp-2 text-sm break-words text-zinc-600">{slide.description}</p>
              )}
              <dl className="grid gap-1 text-xs text-zinc-600">
                <div className="flex flex-wrap gap-1">
                  <dt className="font-medium">{t('heroSlides.buttonText')}</dt>
                  <dd className="break-words">
                    {[slide.buttonText, slide.secondButtonText].filter(Boolean).join(' · ') || '—'}
                  </dd>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <dt className="font-medium">{t('heroSlides.gradient')}</dt>
                  <dd className="flex min-w-0 items-center gap-2 break-all">
                    <GradientPreview
                      gradient={slide.gradient}
                      label={t('heroSlides.form.gradientPreview')}
                      className="h-4 w-10 shrink-0 rounded"
                    />
                    <code>{slide.gradient}</code>
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Badge>{t('heroSlides.order', { value: slide.orderIndex })}</Badge>
                {slide.translations.he.title ? (
                  <Badge tone="info" lang="he" dir="rtl">
                    {slide.translations.he.title}
                  </Badge>
                ) : (
                  <Badge tone="warning">{t('heroSlides.noHebrew')}</Badge>
                )}
              </div>
            </div>
            <RowActions
              className="shrink-0 sm:flex-col"
              edit={{ label: t('heroSlides.edit', { title: titleOf(slide) }), onClick: () => edit.openEdit(slide.id) }}
              remove={{ label: t('heroSlides.delete', { title: titleOf(slide) }), onClick: () => remove.ask(slide) }}
            />
          </>
        )}
      />
      <HeroSlideFormDialog edit={edit} slide={editing} missing={missing} />
      {remove.dialog}
    </section>
  );
}

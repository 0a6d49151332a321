import type { AdminHeroSlide } from '@marquee/contracts';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUploadControl } from '@/components/admin/media-slot';
import { useEditParam } from '@/components/admin/use-edit-param';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/admin/card-list';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useAdminHeroSlides } from '../api/get-hero-slides';
import { useDeleteHeroSlide } from '../api/save-hero-slide';
import { GradientPreview, HeroSlideFormDialog } from './hero-slide-form-dialog';

interface HeroSlidesScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

/** Pages › Hero Section (ADM-HERO-01..08, R-38): the home carousel's slides by order, and the slide modal. */
export function HeroSlidesScreen({ upload }: HeroSlidesScreenProps = {}) {
  const { t } = useTranslation('admin');
  const slides = useAdminHeroSlides();
  const edit = useEditParam();
  const remove = useDeleteHeroSlide();
  const [deleting, setDeleting] = useState<AdminHeroSlide | null>(null);
  const editing = edit.id === null ? undefined : slides.data?.find((slide) => String(slide.id) === edit.id);
  const missing = edit.id !== null && (slides.isError || (slides.isSuccess && !editing));

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        if (edit.id === String(id)) edit.close();
      },
      onSettled: () => setDeleting(null),
    });
  };

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
            {slide.imageUrl ? (
              <img
                src={slide.imageUrl}
                alt={t('heroSlides.imageAlt', { title: slide.title || t('heroSlides.untitled') })}
                className="aspect-[8/3] w-full rounded-lg bg-zinc-100 object-cover"
                loading="lazy"
              />
            ) : (
              <div className="flex aspect-[8/3] w-full items-center justify-center gap-2 rounded-lg bg-zinc-100 text-xs text-zinc-600">
                <ImageOff aria-hidden="true" className="size-4" />
                {t('heroSlides.noImage')}
              </div>
            )}
            <div className="grid min-w-0 content-start gap-1.5">
              <h3 className="font-semibold break-words text-zinc-900">{slide.title || t('heroSlides.untitled')}</h3>
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
            <div className="flex shrink-0 gap-1 sm:flex-col">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('heroSlides.edit', { title: slide.title || t('heroSlides.untitled') })}
                onClick={() => edit.openEdit(slide.id)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('heroSlides.delete', { title: slide.title || t('heroSlides.untitled') })}
                onClick={() => setDeleting(slide)}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
      />
      <HeroSlideFormDialog edit={edit} slide={editing} missing={missing} upload={upload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('heroSlides.confirmDelete.title')}
        description={t('heroSlides.confirmDelete.text')}
        confirmLabel={t('heroSlides.confirmDelete.confirm')}
        cancelLabel={t('heroSlides.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

import { filmHeroBodySchema, type FilmHero, type FilmHeroBody } from '@marquee/contracts';
import { zodResolver } from '@/lib/zod-resolver';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useFilmHero } from '../api/get-film-hero';
import { useSaveFilmHero } from '../api/save-film-hero';

type HeroValues = { [K in keyof FilmHero]: string };
const heroFields = ['heroUrl', 'heroButtonText', 'heroButtonUrl', 'heroButtonText2', 'heroButtonUrl2'] as const;
const toValues = (hero: FilmHero): HeroValues =>
  Object.fromEntries(heroFields.map((field) => [field, hero[field] ?? ''])) as HeroValues;

interface HeroEditorProps {
  filmId: number;
  filmTitle: string;
  onClose: () => void;
}

/** ADM-FILM-08..10: the film's hero image and two buttons, inline under its row, with Edit/Preview. */
export function HeroEditor({ filmId, filmTitle, onClose }: HeroEditorProps) {
  const { t } = useTranslation('admin');
  const hero = useFilmHero(filmId);
  useFailureToast(hero.isError, t('films.hero.loadFailed'));

  return (
    <section
      aria-label={t('films.hero.title', { title: filmTitle })}
      className="grid gap-4 rounded-lg border border-zinc-200 bg-zinc-50 p-4"
    >
      {hero.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : hero.isError ? (
        <Alert variant="destructive">{t('films.hero.loadFailed')}</Alert>
      ) : (
        <HeroForm filmId={filmId} filmTitle={filmTitle} hero={hero.data} onClose={onClose} />
      )}
    </section>
  );
}

function HeroForm({ filmId, filmTitle, hero, onClose }: HeroEditorProps & { hero: FilmHero }) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const save = useSaveFilmHero();
  const form = useForm<HeroValues, unknown, FilmHeroBody>({
    resolver: zodResolver(filmHeroBodySchema) as never,
    defaultValues: toValues(hero),
  });
  const values = useWatch({ control: form.control }) as HeroValues;
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: filmId, body });
      form.reset(toValues(saved));
    } catch (error) {
      // The hook has shown 'Failed to save hero section'; the server's field messages go on their fields.
      applyServerFieldErrors(error, form.setError, heroFields);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-base font-semibold text-zinc-900">{t('films.hero.title', { title: filmTitle })}</h4>
        <div
          role="group"
          aria-label={t('films.hero.mode')}
          className="inline-flex rounded-lg bg-white p-1 ring-1 ring-zinc-200"
        >
          {(['edit', 'preview'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-accent',
                mode === option ? 'bg-zinc-900 text-white' : 'text-zinc-700 hover:bg-zinc-100',
              )}
            >
              {t(`films.hero.${option}`)}
            </button>
          ))}
        </div>
      </div>

      {mode === 'edit' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Controller
              control={form.control}
              name="heroUrl"
              render={({ field, fieldState }) => (
                <ImageUrlField
                  label={t('films.hero.image')}
                  addressLabel={t('films.form.imageAddress', { label: t('films.hero.image') })}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <FormField label={t('films.hero.button1Text')} error={errors.heroButtonText?.message}>
            <Input autoComplete="off" {...form.register('heroButtonText')} />
          </FormField>
          <FormField label={t('films.hero.button1Url')} error={errors.heroButtonUrl?.message}>
            <Input inputMode="url" autoComplete="off" {...form.register('heroButtonUrl')} />
          </FormField>
          <FormField label={t('films.hero.button2Text')} error={errors.heroButtonText2?.message}>
            <Input autoComplete="off" {...form.register('heroButtonText2')} />
          </FormField>
          <FormField label={t('films.hero.button2Url')} error={errors.heroButtonUrl2?.message}>
            <Input inputMode="url" autoComplete="off" {...form.register('heroButtonUrl2')} />
          </FormField>
        </div>
      ) : (
        <HeroPreview values={values} filmTitle={filmTitle} />
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('films.hero.close')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('films.hero.save')}
        </Button>
      </div>
    </form>
  );
}

/** ADM-FILM-09: the background image with the primary (red) and secondary (blue) buttons. */
function HeroPreview({ values, filmTitle }: { values: HeroValues; filmTitle: string }) {
  const { t } = useTranslation('admin');
  if (!values.heroUrl?.trim())
    return <p className="rounded-lg bg-white py-10 text-center text-sm text-zinc-600">{t('films.hero.noImage')}</p>;
  return (
    <div className="relative aspect-[21/9] overflow-hidden rounded-lg bg-zinc-900">
      <img
        src={values.heroUrl}
        alt={t('films.hero.previewAlt', { title: filmTitle })}
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-x-0 bottom-0 flex flex-wrap gap-3 bg-gradient-to-t from-black/70 to-transparent p-4">
        {values.heroButtonText?.trim() && (
          <span className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white">
            {values.heroButtonText}
          </span>
        )}
        {values.heroButtonText2?.trim() && (
          <span className="rounded-lg bg-blue-600 px-4 py-2 text-sm font-semibold text-white">
            {values.heroButtonText2}
          </span>
        )}
      </div>
    </div>
  );
}

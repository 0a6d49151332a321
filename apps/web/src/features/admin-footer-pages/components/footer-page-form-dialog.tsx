import { zodResolver } from '@/lib/zod-resolver';
import {
  footerPageBodySchema,
  footerPageTranslatedFields,
  paths,
  type AdminFooterPage,
  type FooterPageBody,
  type FooterPageInput,
} from '@marquee/contracts';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import {
  hebrewFormTexts,
  languageInputProps,
  translatedFieldOf,
  translatedName,
  type FormLanguage,
} from '@/components/admin/translated-fields';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { PagePlaceholdersHelp } from '@/components/admin/page-placeholders-help';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminFooterPage } from '../api/get-footer-page';
import { useSaveFooterPage } from '../api/save-footer-page';

// Tiptap is loaded only when the editor opens: its own chunk, in the admin only.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface FormValues {
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
  translations: { he: Record<(typeof footerPageTranslatedFields)[number], string> };
  isPublished: boolean;
}

const emptyPage: FormValues = {
  title: '',
  slug: '',
  content: '',
  metaDescription: '',
  translations: { he: hebrewFormTexts(footerPageTranslatedFields) },
  isPublished: true,
};
const fieldNames = ['title', 'slug', 'content', 'metaDescription', 'isPublished'] as const;
/** The API's field names are the form's (`translations.he.content` included). */
const formFieldOf = (name: string) =>
  translatedFieldOf(name) ?? (fieldNames as readonly string[]).find((field) => field === name);
const resolver = zodResolver(footerPageBodySchema) as unknown as Resolver<FormValues, unknown, FooterPageInput>;

const toFormValues = (page: AdminFooterPage | undefined): FormValues =>
  page
    ? {
        title: page.title,
        slug: page.slug,
        content: page.content,
        metaDescription: page.metaDescription,
        translations: { he: hebrewFormTexts(footerPageTranslatedFields, page.translations) },
        isPublished: page.isPublished,
      }
    : emptyPage;

/**
 * The footer page editor (`?new` or `?edit=<id>`): slug and published, then the title, the rich
 * text and the meta description in English and Hebrew side by side (issue 29).
 */
export function FooterPageFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const contentLabelId = useId();
  const id = numericEditId(edit);
  const page = useAdminFooterPage(id);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : page.data), [edit.isNew, page.data]);
  const form = useForm<FormValues, unknown, FooterPageInput>({ resolver, values });
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, { english: ['title', 'content', 'metaDescription'] }, edit.isOpen);
  const save = useSaveFooterPage(edit.isNew, (error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, (name) => formFieldOf(name) as keyof FormValues | undefined);
  });
  const dialog = useFormDialog({
    edit,
    form,
    record: page,
    onSave: (body: FooterPageBody, saved) =>
      save.mutate({ id: edit.isNew ? undefined : (id ?? undefined), body }, saved),
    onInvalid: tabs.openTabWithErrors,
    isPending: save.isPending,
    texts: {
      createTitle: t('footerPages.form.createTitle'),
      editTitle: t('footerPages.form.editTitle', { title: page.data?.title ?? '' }),
      create: t('footerPages.form.create'),
      save: t('footerPages.form.save'),
      loadFailed: t('footerPages.fetchFailed'),
    },
    skeletons: ['h-11', 'h-64'],
  });

  /** The page's HTML in one language: the rich-text editor (its own chunk), labelled, with its error. */
  const contentField = (language: FormLanguage) => {
    const name = translatedName(language, 'content') as 'content';
    const labelId = `${contentLabelId}-${language}`;
    return (
      <div className="grid gap-2">
        <span id={labelId} className="text-sm font-medium text-zinc-900">
          {t('footerPages.form.content')}
        </span>
        <Controller
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <RichTextEditor
                key={`${edit.id ?? 'new'}-${page.data?.updatedAt ?? ''}-${language}`}
                initialHtml={field.value}
                onChange={field.onChange}
                labelledBy={labelId}
                describedBy={fieldState.error ? `${labelId}-error` : undefined}
                invalid={Boolean(fieldState.error)}
                {...languageInputProps(language)}
              />
              {fieldState.error && (
                <p id={`${labelId}-error`} className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </Suspense>
          )}
        />
      </div>
    );
  };

  return (
    <FormDialog {...dialog.props} size="xl" description={t('footerPages.form.text')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('footerPages.form.slug')}
          description={
            page.data?.inFooter && !edit.isNew
              ? t('footerPages.form.slugInFooter', { path: paths.page.href(page.data.slug) })
              : t('footerPages.form.slugHint')
          }
          error={errors.slug?.message}
        >
          <Input autoComplete="off" spellCheck={false} dir="ltr" {...form.register('slug')} />
        </FormField>
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <FormField label={t('footerPages.form.published')} description={t('footerPages.form.publishedHint')}>
              <Switch checked={field.value} onCheckedChange={field.onChange} />
            </FormField>
          )}
        />
      </div>
      <PagePlaceholdersHelp />
      <LanguageTabs tabs={tabs}>
        {(language) => (
          <>
            <TranslatedTextField form={form} language={language} name="title" label={t('footerPages.form.title')} />
            {contentField(language)}
            <TranslatedTextField
              form={form}
              language={language}
              name="metaDescription"
              label={t('footerPages.form.metaDescription')}
              description={t('footerPages.form.metaDescriptionHint')}
              rows={2}
            />
          </>
        )}
      </LanguageTabs>
    </FormDialog>
  );
}

import { zodResolver } from '@/lib/zod-resolver';
import {
  customPageBodySchema,
  customPageSlug,
  customPageTranslatedFields,
  type AdminCustomPage,
  type CustomPageBody,
  type CustomPageValues,
} from '@marquee/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import {
  hebrewFormTexts,
  languageInputProps,
  translatedFieldOf,
  translatedName,
  type FormLanguage,
} from '@/components/admin/translated-fields';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { PagePlaceholdersHelp } from '@/components/admin/page-placeholders-help';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminCustomPage } from '../api/get-custom-page';
import { useCreateCustomPage, useUpdateCustomPage } from '../api/save-custom-page';
import { ContentJsonEditor } from './content-json-editor';

type FormValues = {
  title: string;
  slug: string;
  description: string;
  bannerImageUrl: string;
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  content: unknown[];
  /** The Hebrew texts and blocks under the same slug (issue 29); no blocks: the English ones show. */
  translations: { he: Record<(typeof customPageTranslatedFields)[number], string> & { content: unknown[] } };
  isPublished: boolean;
};

const emptyForm: FormValues = {
  title: '',
  slug: '',
  description: '',
  bannerImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  seoKeywords: '',
  content: [],
  translations: { he: { ...hebrewFormTexts(customPageTranslatedFields), content: [] } },
  isPublished: false,
};

function fromPage(page: AdminCustomPage): FormValues {
  return {
    title: page.title,
    slug: page.slug,
    description: page.description,
    bannerImageUrl: page.bannerImageUrl ?? '',
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    seoKeywords: page.seoKeywords,
    content: page.content,
    translations: page.translations,
    isPublished: page.isPublished,
  };
}

const textFields = [
  'title',
  'slug',
  'description',
  'bannerImageUrl',
  'metaTitle',
  'metaDescription',
  'seoKeywords',
] as const;

/** The form field of an API field name; the content boxes' messages are placed apart (they name a block). */
const formFieldOf = (name: string) => {
  if (/^(translations\.he\.)?content(\.|$)/.test(name)) return undefined;
  return (translatedFieldOf(name) as 'title' | undefined) ?? textFields.find((field) => field === name);
};

interface CustomPageFormDialogProps {
  edit: EditParam;
}

/** The English texts and blocks, for the language tabs. */
const englishFields = [...customPageTranslatedFields, 'content'];

/**
 * ADM-CPAGE-05..08: the page editor in a large dialog (`?new` or `?edit=<id>`): slug (its
 * placeholder is the slug the English title makes), published switch, one banner image through
 * the upload control, then in English and Hebrew side by side under the same slug (issue 29):
 * title, description, the three SEO fields and the JSON content editor with its preview.
 * 'Save Page' is disabled without an English title.
 */
export function CustomPageFormDialog({ edit }: CustomPageFormDialogProps) {
  const { t } = useTranslation('admin');
  const id = edit.id !== null && /^\d+$/.test(edit.id) ? Number(edit.id) : null;
  const page = useAdminCustomPage(id);
  const [uploading, setUploading] = useState(false);
  const [pendingText, setPendingText] = useState(false);
  const form = useForm<FormValues, unknown, CustomPageValues>({
    // The form's text fields are the body's input; the schema trims them and makes the slug.
    resolver: zodResolver(customPageBodySchema) as never,
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const tabs = useLanguageTabs(errors, { english: englishFields }, edit.isOpen);

  // Each opening starts from the stored page (or an empty one).
  const loaded = id === null ? undefined : page.data;
  const loadedKey = edit.isNew ? 'new' : loaded ? `${loaded.id}:${loaded.updatedAt}` : null;
  const [shownKey, setShownKey] = useState(loadedKey);
  if (loadedKey !== shownKey) {
    setShownKey(loadedKey);
    setPendingText(false);
  }
  useEffect(() => {
    if (loadedKey === null) return;
    form.reset(loaded ? fromPage(loaded) : emptyForm);
    // loadedKey names the page and its version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey, edit.isOpen]);

  const onFieldErrors = (error: unknown) => {
    tabs.openTabOfServerError(error, (name) => translatedFieldOf(name) ?? name);
    const applied = applyServerFieldErrors(error, form.setError, formFieldOf);
    if (!isApiError(error) || !error.fields) return applied;
    // A block's message names its block and field (`content.2.src`), on the box of its language.
    let onContent = false;
    for (const field of ['content', 'translations.he.content'] as const) {
      const message = Object.entries(error.fields).find(([name]) => name === field || name.startsWith(`${field}.`));
      if (!message) continue;
      form.setError(field, { type: 'server', message: `${message[0]}: ${message[1]}` });
      onContent = true;
    }
    return applied || onContent;
  };
  const create = useCreateCustomPage(onFieldErrors);
  const update = useUpdateCustomPage(onFieldErrors);
  const isPending = create.isPending || update.isPending;

  const title = useWatch({ control: form.control, name: 'title' });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const generatedSlug = customPageSlug(title ?? '');
  const shownSlug = slug?.trim() || generatedSlug;

  const hasTitle = (title ?? '').trim() !== '';
  const dialog = useFormDialog({
    edit,
    form,
    record: page,
    onSave: (values, saved) => {
      const body: CustomPageBody = { ...values };
      if (loaded) update.mutate({ id: loaded.id, body }, saved);
      else create.mutate(body, saved);
    },
    onInvalid: tabs.openTabWithErrors,
    isPending,
    texts: {
      createTitle: t('customPages.form.createTitle'),
      editTitle: t('customPages.form.editTitle'),
      save: t('customPages.form.save'),
      loadFailed: t('customPages.form.loadFailed'),
      loading: t('customPages.form.loading'),
    },
    skeletons: ['h-11', 'h-24', 'h-48'],
    // ADM-CPAGE-06: 'Save Page' is disabled without a title.
    busy: !hasTitle || uploading,
    dirty: pendingText,
  });

  /** The blocks of one language: the English content, or the Hebrew blocks (none: the English ones show). */
  const contentField = (language: FormLanguage) => (
    <Controller
      control={form.control}
      name={language === 'en' ? 'content' : 'translations.he.content'}
      render={({ field, fieldState }) => (
        <div className="grid gap-1">
          <ContentJsonEditor
            value={field.value}
            onChange={(content) => field.onChange(content)}
            onPendingTextChange={setPendingText}
            disabled={isPending}
            note={language === 'he' ? t('contentLanguages.hebrewBlocksHint') : undefined}
            {...languageInputProps(language)}
          />
          {fieldState.error?.type === 'server' && <p className="text-sm text-red-600">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );

  return (
    <FormDialog
      {...dialog.props}
      size="xl"
      description={t('customPages.form.description')}
      cancelLabel={t('customPages.form.cancel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('customPages.form.slug')}
          error={errors.slug?.message}
          className="content-start"
          description={
            shownSlug ? t('customPages.form.slugHint', { slug: shownSlug }) : t('customPages.form.slugHintEmpty')
          }
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            placeholder={generatedSlug || 'my-page'}
            {...form.register('slug')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="isPublished"
          render={({ field }) => (
            <SwitchField
              label={t('customPages.form.published')}
              hint={t('customPages.form.publishedHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="bannerImageUrl"
        render={({ field, fieldState }) => (
          <ImageUrlField
            label={t('customPages.form.banner')}
            addressLabel={t('customPages.form.bannerAddress')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            onBusyChange={setUploading}
            disabled={isPending}
          />
        )}
      />
      <LanguageTabs tabs={tabs}>
        {(language) => (
          <>
            <FormField
              label={t('customPages.form.title')}
              error={language === 'en' ? errors.title?.message : errors.translations?.he?.title?.message}
            >
              <Input
                autoComplete="off"
                required={language === 'en'}
                {...languageInputProps(language)}
                {...form.register(translatedName(language, 'title'))}
              />
            </FormField>
            <TranslatedTextField
              form={form}
              language={language}
              name="description"
              label={t('customPages.form.pageDescription')}
              rows={3}
            />
            <fieldset className="grid gap-4 rounded-xl p-4 ring-1 ring-zinc-200">
              <legend className="px-1 text-sm font-semibold text-zinc-900">{t('customPages.form.seo')}</legend>
              <TranslatedTextField
                form={form}
                language={language}
                name="metaTitle"
                label={t('customPages.form.metaTitle')}
              />
              <TranslatedTextField
                form={form}
                language={language}
                name="metaDescription"
                label={t('customPages.form.metaDescription')}
                rows={2}
              />
              <TranslatedTextField
                form={form}
                language={language}
                name="seoKeywords"
                label={t('customPages.form.seoKeywords')}
                description={t('customPages.form.seoKeywordsHint')}
              />
            </fieldset>
            <PagePlaceholdersHelp />
            {contentField(language)}
          </>
        )}
      </LanguageTabs>
    </FormDialog>
  );
}

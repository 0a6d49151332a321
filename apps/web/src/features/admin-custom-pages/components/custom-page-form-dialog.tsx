import { zodResolver } from '@/lib/zod-resolver';
import {
  customPageBodySchema,
  customPageSlug,
  type AdminCustomPage,
  type CustomPageBody,
  type CustomPageValues,
} from '@marquee/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { PagePlaceholdersHelp } from '@/components/admin/page-placeholders-help';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
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

interface CustomPageFormDialogProps {
  edit: EditParam;
}

/**
 * ADM-CPAGE-05..08: the page editor in a large dialog (`?new` or `?edit=<id>`): title, slug (its
 * placeholder is the slug the title makes), description, published switch, the three SEO fields,
 * one banner image through the upload control, and the JSON content editor with its preview.
 * 'Save Page' is disabled without a title.
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
    const applied = applyServerFieldErrors(error, form.setError, textFields);
    if (isApiError(error) && error.fields) {
      const contentMessage = Object.entries(error.fields).find(([name]) => name.startsWith('content'));
      if (contentMessage) {
        form.setError('content', { type: 'server', message: `${contentMessage[0]}: ${contentMessage[1]}` });
        return true;
      }
    }
    return applied;
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

  return (
    <FormDialog
      {...dialog.props}
      size="xl"
      description={t('customPages.form.description')}
      cancelLabel={t('customPages.form.cancel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('customPages.form.title')} error={errors.title?.message} className="content-start">
          <Input autoComplete="off" required {...form.register('title')} />
        </FormField>
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
      </div>
      <FormField label={t('customPages.form.pageDescription')} error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
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
      <fieldset className="grid gap-4 rounded-xl p-4 ring-1 ring-zinc-200">
        <legend className="px-1 text-sm font-semibold text-zinc-900">{t('customPages.form.seo')}</legend>
        <FormField label={t('customPages.form.metaTitle')} error={errors.metaTitle?.message}>
          <Input autoComplete="off" {...form.register('metaTitle')} />
        </FormField>
        <FormField label={t('customPages.form.metaDescription')} error={errors.metaDescription?.message}>
          <Textarea rows={2} {...form.register('metaDescription')} />
        </FormField>
        <FormField
          label={t('customPages.form.seoKeywords')}
          error={errors.seoKeywords?.message}
          description={t('customPages.form.seoKeywordsHint')}
        >
          <Input autoComplete="off" {...form.register('seoKeywords')} />
        </FormField>
      </fieldset>
      <PagePlaceholdersHelp />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <div className="grid gap-1">
            <ContentJsonEditor
              value={field.value}
              onChange={(content) => field.onChange(content)}
              onPendingTextChange={setPendingText}
              disabled={isPending}
            />
            {fieldState.error?.type === 'server' && <p className="text-sm text-red-600">{fieldState.error.message}</p>}
          </div>
        )}
      />
    </FormDialog>
  );
}

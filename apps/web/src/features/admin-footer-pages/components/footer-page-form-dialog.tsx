import { zodResolver } from '@/lib/zod-resolver';
import {
  footerPageBodySchema,
  paths,
  type AdminFooterPage,
  type FooterPageBody,
  type FooterPageInput,
} from '@marquee/contracts';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { PagePlaceholdersHelp } from '@/components/admin/page-placeholders-help';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
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
  isPublished: boolean;
}

const emptyPage: FormValues = { title: '', slug: '', content: '', metaDescription: '', isPublished: true };
const fieldNames = ['title', 'slug', 'content', 'metaDescription', 'isPublished'] as const;
const resolver = zodResolver(footerPageBodySchema) as unknown as Resolver<FormValues, unknown, FooterPageInput>;

const toFormValues = (page: AdminFooterPage | undefined): FormValues =>
  page
    ? {
        title: page.title,
        slug: page.slug,
        content: page.content,
        metaDescription: page.metaDescription,
        isPublished: page.isPublished,
      }
    : emptyPage;

/** The footer page editor (`?new` or `?edit=<id>`): title, slug, published, meta description and the rich text. */
export function FooterPageFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const contentLabelId = useId();
  const id = numericEditId(edit);
  const page = useAdminFooterPage(id);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : page.data), [edit.isNew, page.data]);
  const form = useForm<FormValues, unknown, FooterPageInput>({ resolver, values });
  const save = useSaveFooterPage(edit.isNew, (error) => applyServerFieldErrors(error, form.setError, fieldNames));
  const dialog = useFormDialog({
    edit,
    form,
    record: page,
    onSave: (body: FooterPageBody, saved) =>
      save.mutate({ id: edit.isNew ? undefined : (id ?? undefined), body }, saved),
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
  const errors = form.formState.errors;

  return (
    <FormDialog {...dialog.props} size="xl" description={t('footerPages.form.text')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('footerPages.form.title')} error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField
          label={t('footerPages.form.slug')}
          description={
            page.data?.inFooter && !edit.isNew
              ? t('footerPages.form.slugInFooter', { path: paths.page.href(page.data.slug) })
              : t('footerPages.form.slugHint')
          }
          error={errors.slug?.message}
        >
          <Input autoComplete="off" spellCheck={false} {...form.register('slug')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isPublished"
        render={({ field }) => (
          <FormField label={t('footerPages.form.published')} description={t('footerPages.form.publishedHint')}>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
      <div className="grid gap-2">
        <span id={contentLabelId} className="text-sm font-medium text-zinc-900">
          {t('footerPages.form.content')}
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <RichTextEditor
                key={`${edit.id ?? 'new'}-${page.data?.updatedAt ?? ''}`}
                initialHtml={field.value}
                onChange={field.onChange}
                labelledBy={contentLabelId}
                describedBy={fieldState.error ? `${contentLabelId}-error` : undefined}
                invalid={Boolean(fieldState.error)}
              />
              {fieldState.error && (
                <p id={`${contentLabelId}-error`} className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </Suspense>
          )}
        />
      </div>
      <PagePlaceholdersHelp />
      <FormField
        label={t('footerPages.form.metaDescription')}
        description={t('footerPages.form.metaDescriptionHint')}
        error={errors.metaDescription?.message}
      >
        <Textarea rows={2} {...form.register('metaDescription')} />
      </FormField>
    </FormDialog>
  );
}

import { zodResolver } from '@/lib/zod-resolver';
import {
  elementHasMedia,
  elementPageTypes,
  pageElementBodySchema,
  pageElementDefaults,
  pageElementTranslatedFields,
  pageElementTypes,
  type AdminPageElement,
  type ElementPageType,
  type PageElementInput,
  type PageElementType,
} from '@marquee/contracts';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import { hebrewFormTexts, translatedFieldOf } from '@/components/admin/translated-fields';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { ColorInput } from '@/components/ui/color-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminPageElement } from '../api/get-page-element';
import { usePageOptions } from '../api/get-page-options';
import { useSavePageElement } from '../api/save-page-element';

/** What the form holds: text for the optional fields (the shared schema makes blanks null). */
export interface ElementFormValues {
  pageType: ElementPageType;
  pageId: string;
  elementType: PageElementType;
  elementOrder: number;
  title: string;
  content: string;
  mediaUrl: string;
  isClickable: boolean;
  destinationUrl: string;
  buttonText: string;
  buttonColor: string;
  backgroundColor: string;
  textColor: string;
  isActive: boolean;
  /** The Hebrew title, content and button text (issue 29); blank ones show the English. */
  translations: { he: Record<(typeof pageElementTranslatedFields)[number], string> };
}

/** ADM-ELEM-06: a new element's values. */
export const emptyElement: ElementFormValues = {
  pageType: pageElementDefaults.pageType,
  pageId: '',
  elementType: pageElementDefaults.elementType,
  elementOrder: pageElementDefaults.elementOrder,
  title: '',
  content: '',
  mediaUrl: '',
  isClickable: pageElementDefaults.isClickable,
  destinationUrl: '',
  buttonText: '',
  buttonColor: pageElementDefaults.buttonColor,
  backgroundColor: pageElementDefaults.backgroundColor,
  textColor: pageElementDefaults.textColor,
  isActive: pageElementDefaults.isActive,
  translations: { he: hebrewFormTexts(pageElementTranslatedFields) },
};

export function toFormValues(element: AdminPageElement | undefined): ElementFormValues {
  if (!element) return emptyElement;
  return {
    pageType: element.pageType,
    pageId: element.pageId ?? '',
    elementType: element.elementType,
    elementOrder: element.elementOrder,
    title: element.title,
    content: element.content,
    mediaUrl: element.mediaUrl ?? '',
    isClickable: element.isClickable,
    destinationUrl: element.destinationUrl ?? '',
    buttonText: element.buttonText ?? '',
    buttonColor: element.buttonColor,
    backgroundColor: element.backgroundColor,
    textColor: element.textColor,
    isActive: element.isActive,
    translations: { he: hebrewFormTexts(pageElementTranslatedFields, element.translations) },
  };
}

const fieldNames = Object.keys(emptyElement) as (keyof ElementFormValues)[];
/** The API's field names are the form's (`translations.he.title` included). */
const formFieldOf = (name: string) =>
  (translatedFieldOf(name) as keyof ElementFormValues | undefined) ?? fieldNames.find((field) => field === name);
// The schema reads the selects' '' as "none" (ADM-ELEM-05), so its input type is wider than the form's.
const resolver = zodResolver(pageElementBodySchema) as unknown as Resolver<
  ElementFormValues,
  unknown,
  PageElementInput
>;

interface PageElementFormDialogProps {
  /** `?new` or `?edit=<id>`. */
  edit: EditParam;
}

/**
 * ADM-ELEM-01..06: the create/edit dialog of a page element with every field of ADM-ELEM-02, its
 * title, content and button text in English and Hebrew side by side (issue 29).
 */
export function PageElementFormDialog({ edit }: PageElementFormDialogProps) {
  const { t } = useTranslation('admin');
  const pageListId = useId();
  const id = numericEditId(edit);
  const element = useAdminPageElement(id);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : element.data), [edit.isNew, element.data]);
  const form = useForm<ElementFormValues, unknown, PageElementInput>({ resolver, values });
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, { english: pageElementTranslatedFields }, edit.isOpen);
  const save = useSavePageElement((error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, formFieldOf);
  });
  const dialog = useFormDialog({
    edit,
    form,
    record: element,
    onSave: (body, saved) => save.mutate({ id: edit.isNew ? undefined : (id ?? undefined), body }, saved),
    onInvalid: tabs.openTabWithErrors,
    isPending: save.isPending,
    texts: {
      createTitle: t('pageElements.form.createTitle'),
      editTitle: t('pageElements.form.editTitle'),
      create: t('pageElements.form.create'),
      save: t('pageElements.form.save'),
      loadFailed: t('pageElements.fetchFailed'),
    },
    skeletons: ['h-11', 'h-11', 'h-24'],
  });
  const pageType = useWatch({ control: form.control, name: 'pageType' });
  const elementType = useWatch({ control: form.control, name: 'elementType' });
  const showMedia = elementHasMedia(elementType);
  const pageOptions = usePageOptions(pageType);

  return (
    <FormDialog {...dialog.props} size="lg" description={t('pageElements.form.text')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('pageElements.form.pageType')} error={errors.pageType?.message}>
          <Select {...form.register('pageType')}>
            {elementPageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`pageElements.pageTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {pageType !== 'home' && (
          <div className="grid gap-2">
            <FormField
              label={t('pageElements.form.pageId')}
              description={t(`pageElements.form.pageIdHint.${pageType}`)}
              error={errors.pageId?.message}
            >
              <Input
                autoComplete="off"
                inputMode={pageType === 'custom' ? 'text' : 'numeric'}
                list={pageOptions.length > 0 ? pageListId : undefined}
                {...form.register('pageId')}
              />
            </FormField>
            {/* Suggestions by name; the field holds the id. */}
            <datalist id={pageListId}>
              {pageOptions.map((option) => (
                <option key={option.id} value={option.id} label={`${option.id} · ${option.label}`} />
              ))}
            </datalist>
          </div>
        )}
        <FormField label={t('pageElements.form.elementType')} error={errors.elementType?.message}>
          <Select {...form.register('elementType')}>
            {pageElementTypes.map((type) => (
              <option key={type} value={type}>
                {t(`pageElements.elementTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('pageElements.form.elementOrder')}
          description={t('pageElements.form.elementOrderHint')}
          error={errors.elementOrder?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('elementOrder', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <LanguageTabs tabs={tabs}>
        {(language) => (
          <>
            <TranslatedTextField form={form} language={language} name="title" label={t('pageElements.form.title')} />
            <TranslatedTextField
              form={form}
              language={language}
              name="content"
              label={t('pageElements.form.content')}
              rows={3}
            />
            <TranslatedTextField
              form={form}
              language={language}
              name="buttonText"
              label={t('pageElements.form.buttonText')}
            />
          </>
        )}
      </LanguageTabs>
      {showMedia && (
        <Controller
          control={form.control}
          name="mediaUrl"
          render={({ field, fieldState }) => (
            <ImageUrlField
              label={t('pageElements.form.media')}
              addressLabel={t('pageElements.form.mediaUrl')}
              description={t('pageElements.form.mediaUrlHint')}
              placeholder="https://… or /media/…"
              accept={elementType === 'video' ? 'media' : 'image'}
              type={elementType === 'video' ? 'video' : 'image'}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="isClickable"
        render={({ field }) => (
          <FormField label={t('pageElements.form.isClickable')} description={t('pageElements.form.isClickableHint')}>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
      <FormField
        label={t('pageElements.form.destinationUrl')}
        description={t('pageElements.form.destinationUrlHint')}
        error={errors.destinationUrl?.message}
      >
        <Input inputMode="url" autoComplete="off" placeholder="/films" {...form.register('destinationUrl')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['buttonColor', 'backgroundColor', 'textColor'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <FormField label={t(`pageElements.form.${name}`)} error={fieldState.error?.message}>
                <ColorInput
                  value={field.value}
                  onChange={field.onChange}
                  pickerLabel={t('pageElements.form.pickColor', { name: t(`pageElements.form.${name}`) })}
                />
              </FormField>
            )}
          />
        ))}
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormField label={t('pageElements.form.isActive')}>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
    </FormDialog>
  );
}

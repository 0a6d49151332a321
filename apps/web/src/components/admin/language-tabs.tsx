import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import {
  errorPaths,
  fieldError,
  firstTabOf,
  formLanguages,
  languageInputProps,
  tabsOf,
  translatedName,
  type FormLanguage,
  type LanguageFieldSpec,
} from './translated-fields';

export interface LanguageTabsState {
  language: FormLanguage;
  setLanguage: (language: FormLanguage) => void;
  /** The tabs holding a field with an error now (each tab then says so). */
  withErrors: ReadonlySet<FormLanguage>;
  /** react-hook-form's `onInvalid`: opens the first tab holding an error. */
  openTabWithErrors: (errors: FieldErrors) => void;
  /**
   * After a failed save: opens the tab of the first field the API's 400 names; `toFormField` maps
   * an API name to the form's (the same name when not given).
   */
  openTabOfServerError: (error: unknown, toFormField?: (apiName: string) => string | undefined) => void;
}

/**
 * The open language tab of a form edited in English and Hebrew side by side, and which tabs hold
 * errors: `errors` is the form's `formState.errors`, `spec` where its English and Hebrew texts
 * are, `open` whether its dialog is open (it opens again on English).
 */
export function useLanguageTabs<T extends FieldValues>(
  errors: FieldErrors<T>,
  spec: LanguageFieldSpec,
  open: boolean,
): LanguageTabsState {
  const [language, setLanguage] = useState<FormLanguage>('en');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setLanguage('en');
  }
  const withErrors = tabsOf(errorPaths(errors), spec);
  const show = (tab: FormLanguage | undefined) => {
    if (tab) setLanguage(tab);
  };
  return {
    language,
    setLanguage,
    withErrors,
    openTabWithErrors: (invalid) => show(firstTabOf(errorPaths(invalid), spec)),
    openTabOfServerError: (error, toFormField = (name) => name) => {
      if (!isApiError(error) || !error.fields) return;
      const names = Object.keys(error.fields).flatMap((name) => toFormField(name) ?? []);
      show(firstTabOf(names, spec));
    },
  };
}

interface LanguageTabsProps {
  tabs: LanguageTabsState;
  /** The tab list's accessible name ('Language' when not given). */
  label?: string;
  className?: string;
  /** The fields of one language: the English texts, or their Hebrew translations. */
  children: (language: FormLanguage) => ReactNode;
}

/**
 * An English and a Hebrew tab over the same fields (issue 29, decision 100, the hero slides'
 * pattern): Hebrew fields are right to left (`languageInputProps`), the Hebrew tab says that a
 * blank field shows the English text, and a tab holding an error says so (a dot, and in words
 * for screen readers). The fields of the open tab only are rendered; react-hook-form keeps the
 * other tab's values.
 */
export function LanguageTabs({ tabs, label, className, children }: LanguageTabsProps) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      value={tabs.language}
      onValueChange={(value) => tabs.setLanguage(value as FormLanguage)}
      className={cn('grid min-w-0 content-start gap-3', className)}
    >
      <TabsList aria-label={label ?? t('contentLanguages.tabs')} className="gap-1 rounded-lg bg-zinc-100 p-1">
        {formLanguages.map((code) => (
          <TabsTrigger
            key={code}
            value={code}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700',
              'data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm',
            )}
          >
            {t(`contentLanguages.${code}`)}
            {tabs.withErrors.has(code) ? <span className="sr-only"> {t('contentLanguages.tabHasErrors')}</span> : null}
            {tabs.withErrors.has(code) ? (
              <span aria-hidden="true" className="ms-1 text-red-600">
                •
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent key={tabs.language} value={tabs.language} className="grid min-w-0 gap-4 rounded-lg p-1">
        {tabs.language === 'he' && <p className="text-xs text-zinc-600">{t('contentLanguages.hebrewHint')}</p>}
        {children(tabs.language)}
      </TabsContent>
    </Tabs>
  );
}

interface TranslatedTextFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, unknown, any>;
  language: FormLanguage;
  /** The English field's name; in Hebrew the field is `translations.he.<name>`. */
  name: string;
  label: string;
  description?: string | undefined;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * One text of a form edited in both languages, inside `LanguageTabs`: the English field or its
 * Hebrew translation, labelled, right to left in Hebrew, with its error.
 */
export function TranslatedTextField<T extends FieldValues>({
  form,
  language,
  name,
  label,
  description,
  rows,
}: TranslatedTextFieldProps<T>) {
  const field = translatedName(language, name) as Path<T>;
  const props = { ...languageInputProps(language), ...form.register(field) };
  return (
    <FormField label={label} description={description} error={fieldError(form.formState.errors, field)}>
      {rows ? <Textarea rows={rows} {...props} /> : <Input autoComplete="off" {...props} />}
    </FormField>
  );
}

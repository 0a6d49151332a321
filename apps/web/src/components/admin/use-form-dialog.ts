import type { FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import type { FormDialogProps } from './form-dialog';
import type { EditParam } from './use-edit-param';
import { useUnsavedChangesWarning, type UnsavedChanges } from './use-unsaved-changes';

/** What the dialog says: the title and submit label for a new item and for an existing one. */
export interface FormDialogTexts {
  createTitle: string;
  editTitle: string;
  /** The submit label for a new item; `save` when not given. */
  create?: string;
  save: string;
  /** Shown when the item fails to load; the query's own message when not given. */
  loadFailed?: string;
  /** Read out (screen readers) while the item loads. */
  loading?: string;
}

/** A query's state, as far as the dialog cares. */
interface LoadState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface UseFormDialogOptions<TValues extends FieldValues, TOutput> {
  edit: EditParam;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The edited item's query: skeletons while it loads, its failure instead of the fields. */
  record: LoadState;
  /** What the form needs besides the item (its choices), a new item too. */
  needs?: LoadState;
  /** A valid submit: pass `saved` as the mutation's options, so a success closes the dialog. */
  onSave: (values: TOutput, saved: SavedOptions) => void;
  onInvalid?: SubmitErrorHandler<TValues>;
  isPending: boolean;
  texts: FormDialogTexts;
  /** The skeleton blocks' height classes while the item loads. */
  skeletons: readonly string[];
  /** Something else keeps the submit disabled (an upload in progress). */
  busy?: boolean;
  /** Unsaved work the form's own dirty state does not see. */
  dirty?: boolean;
}

/** The mutation's options after a save: close without asking about unsaved changes. */
export interface SavedOptions {
  onSuccess: () => void;
}

export interface FormDialogState {
  unsaved: UnsavedChanges;
  saved: SavedOptions;
  /** Spread onto `FormDialog`; add `size`, `description` and the fields. */
  props: Omit<FormDialogProps, 'children'>;
}

/**
 * The wiring every admin edit dialog shares (`?new` or `?edit=<id>`): the unsaved-changes
 * warning, new-vs-edit texts, the submit that closes after a save, and the item's loading and
 * failure states, which also keep the submit disabled.
 */
export function useFormDialog<TValues extends FieldValues, TOutput>({
  edit,
  form,
  record,
  needs,
  onSave,
  onInvalid,
  isPending,
  texts,
  skeletons,
  busy = false,
  dirty = false,
}: UseFormDialogOptions<TValues, TOutput>): FormDialogState {
  const unsaved = useUnsavedChangesWarning(edit.isOpen && (form.formState.isDirty || dirty));
  const saved = { onSuccess: () => unsaved.leave(edit.close) };
  const loading = (!edit.isNew && record.isPending) || Boolean(needs?.isPending);
  const failed = (!edit.isNew && record.isError) || Boolean(needs?.isError);
  const submit = form.handleSubmit((values) => onSave(values, saved), onInvalid);

  return {
    unsaved,
    saved,
    props: {
      open: edit.isOpen,
      onClose: edit.close,
      unsaved,
      title: edit.isNew ? texts.createTitle : texts.editTitle,
      submitLabel: edit.isNew ? (texts.create ?? texts.save) : texts.save,
      isPending,
      submitDisabled: loading || failed || busy,
      onSubmit: (event) => void submit(event),
      loadError: failed && (texts.loadFailed ?? record.error?.message ?? needs?.error?.message),
      loading: loading && { skeletons, label: texts.loading },
    },
  };
}

import { ExternalLink, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/utils';

/** How a row's actions look: icon buttons (tables, cards), or outlined buttons with their words. */
export type RowActionsLook = 'icon' | 'text';

interface RowActionProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The accessible name, naming the item: "Edit Jaws". */
  label: string;
  icon: LucideIcon;
  /** The visible word in the 'text' look ("Edit"); the 'icon' look shows the icon only. */
  text?: string | undefined;
  look?: RowActionsLook | undefined;
  danger?: boolean | undefined;
}

/** One action of a row: a real button with an accessible name. */
export function RowAction({ label, icon: Icon, text, look = 'icon', danger = false, ...props }: RowActionProps) {
  const variant = look === 'text' ? (danger ? 'outline-danger' : 'outline') : danger ? 'ghost-danger' : 'ghost';
  return (
    <Button variant={variant} size={look === 'text' ? 'sm' : 'icon'} aria-label={label} {...props}>
      <Icon aria-hidden="true" />
      {look === 'text' && text}
    </Button>
  );
}

interface ActionTexts {
  label: string;
  text?: string | undefined;
}

export interface RowActionsProps {
  /** Opens the item on the storefront in a new tab. */
  view?: { href: string; label: string; title?: string | undefined } | false | undefined;
  edit?: (ActionTexts & { onClick: () => void }) | undefined;
  remove?: (ActionTexts & { onClick: () => void }) | undefined;
  /** More actions (`<RowAction>` or a `Button`), between View and Edit. */
  children?: ReactNode;
  look?: RowActionsLook;
  /** The row of buttons' layout; by default they sit at the end of a table row. */
  className?: string;
}

/** The actions at the end of a table row or a card: View in store, extra actions, Edit, Delete. */
export function RowActions({ view, edit, remove, children, look = 'icon', className }: RowActionsProps) {
  return (
    <div className={cn('flex', look === 'text' ? 'flex-wrap gap-2' : 'gap-1', className ?? 'justify-end')}>
      {view && (
        <Button variant="ghost" size="icon" asChild>
          <a href={view.href} target="_blank" rel="noopener noreferrer" aria-label={view.label} title={view.title}>
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      )}
      {children}
      {edit && <RowAction look={look} icon={Pencil} label={edit.label} text={edit.text} onClick={edit.onClick} />}
      {remove && (
        <RowAction look={look} icon={Trash2} danger label={remove.label} text={remove.text} onClick={remove.onClick} />
      )}
    </div>
  );
}

export interface ConfirmDeleteTexts {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
}

export interface ConfirmDeleteOptions<T, V> {
  /** The delete mutation (e.g. a `useAdminMutation`, which toasts and invalidates). */
  mutation: {
    mutate: (variables: V, options: { onSuccess: () => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
  /** What the mutation takes for an item: usually its id. */
  variables: (item: T) => V;
  /** The dialog's texts for the item (the specification's sentence). */
  texts: (item: T) => ConfirmDeleteTexts;
  /** After a successful delete, e.g. close the item's open form. */
  onDeleted?: (item: T) => void;
}

export interface ConfirmDelete<T> {
  /** Opens the question for this item. */
  ask: (item: T) => void;
  /** The dialog; render it once in the screen. */
  dialog: ReactElement;
}

/**
 * The delete flow of a list: asks with `ConfirmDialog`, runs the mutation on confirm and closes
 * when it settles, whether it worked or not (the mutation's toast says which).
 */
export function useConfirmDelete<T, V>({
  mutation,
  variables,
  texts,
  onDeleted,
}: ConfirmDeleteOptions<T, V>): ConfirmDelete<T> {
  // The item stays while the dialog closes, so its texts do not blank out during the animation.
  const [target, setTarget] = useState<{ item: T; open: boolean } | null>(null);
  const close = () => setTarget((current) => current && { ...current, open: false });
  const confirm = () => {
    if (!target?.open) return;
    const { item } = target;
    mutation.mutate(variables(item), { onSuccess: () => onDeleted?.(item), onSettled: close });
  };
  const shown = target ? texts(target.item) : { title: '', description: '', confirmLabel: '', cancelLabel: '' };
  return {
    ask: (item) => setTarget({ item, open: true }),
    dialog: (
      <ConfirmDialog
        open={target?.open ?? false}
        onOpenChange={(open) => !open && close()}
        {...shown}
        isPending={mutation.isPending}
        onConfirm={confirm}
      />
    ),
  };
}

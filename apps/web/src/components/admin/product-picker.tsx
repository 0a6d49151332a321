import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { Thumbnail } from './thumbnail';

/** A product as a picker shows it. */
export interface PickerProduct {
  id: number;
  title: string;
  priceCents: number;
  /** A thumbnail, when the screen has one. */
  imageUrl?: string | null;
  /** Archived products stay chosen, marked, until the admin removes them. */
  archived?: boolean;
}

/** What the screen's search hook answers for a term (a TanStack query's fields). */
export interface PickerSearch<T extends PickerProduct> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The picker's words, from the screen's own block of the admin texts. */
export interface ProductPickerTexts {
  search: string;
  placeholder: string;
  results: string;
  none: string;
  searching: string;
  failed: string;
  empty: string;
  add: (title: string) => string;
  added: (title: string) => string;
  remove: (title: string) => string;
  removed: (title: string) => string;
  moveUp: (title: string) => string;
  moveDown: (title: string) => string;
  /** Announced after a move: the product's new place. */
  moved?: (title: string, position: number, total: number) => string;
  archived?: string;
  /** With these the chosen products can also be dragged (a handle per row; the keyboard drags with Space and the arrows). */
  drag?: {
    handle: (title: string) => string;
    instructions: string;
    pickedUp: (title: string) => string;
    over: (title: string, position: number) => string;
    dropped: (title: string, position: number) => string;
    cancelled: (title: string) => string;
  };
}

interface ProductPickerProps<T extends PickerProduct> {
  label: string;
  hint: string;
  value: T[];
  onChange: (products: T[]) => void;
  /** The screen's search (e.g. the admin product list by title); called with the debounced term, enabled when it is not blank. */
  useSearch: (term: string) => PickerSearch<T>;
  texts: ProductPickerTexts;
  /** The order matters: each row moves up and down (and drags, with `texts.drag`). */
  ordered?: boolean;
  error?: string | undefined;
}

const SEARCH_DELAY_MS = 250;

/**
 * A searchable product picker: type to find products, add them with a button, remove (and
 * reorder, by buttons or by dragging) the chosen ones. Every change is announced to screen readers.
 */
export function ProductPicker<T extends PickerProduct>({
  label,
  hint,
  value,
  onChange,
  useSearch,
  texts,
  ordered = false,
  error,
}: ProductPickerProps<T>) {
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSearch(term);
  const chosen = new Set(value.map((product) => product.id));
  const results = (search.data ?? []).filter((product) => !chosen.has(product.id));

  const add = (product: T) => {
    onChange([...value, product]);
    setAnnouncement(texts.added(product.title));
  };
  const remove = (product: T) => {
    onChange(value.filter((item) => item.id !== product.id));
    setAnnouncement(texts.removed(product.title));
  };
  const move = (from: number, to: number) => {
    const product = value[from];
    if (!product || to < 0 || to >= value.length || to === from) return;
    onChange(arrayMove(value, from, to));
    setAnnouncement(texts.moved?.(product.title, to + 1, value.length) ?? '');
  };

  const rows = value.map((product, index) => (
    <ChosenRow
      key={product.id}
      product={product}
      sortable={ordered && Boolean(texts.drag)}
      handleLabel={texts.drag?.handle(product.title) ?? ''}
      archivedLabel={texts.archived}
    >
      {ordered && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === 0}
            aria-label={texts.moveUp(product.title)}
            onClick={() => move(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === value.length - 1}
            aria-label={texts.moveDown(product.title)}
            onClick={() => move(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={texts.remove(product.title)}
        onClick={() => remove(product)}
      >
        <X aria-hidden="true" />
      </Button>
    </ChosenRow>
  ));

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-zinc-900">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        {hint}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-zinc-600">{texts.empty}</p>
      ) : ordered && texts.drag ? (
        <SortableRows value={value} drag={texts.drag} onMove={move}>
          {rows}
        </SortableRows>
      ) : (
        <ol className="grid grid-cols-1 gap-1.5">{rows}</ol>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-search`} className="text-xs font-medium text-zinc-700">
          {texts.search}
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={text}
          placeholder={texts.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the form around the picker.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {term.trim().length > 0 && (
        <div aria-label={texts.results} role="group" className="grid grid-cols-1 gap-1">
          {search.isError ? (
            <p className="text-sm text-red-600">{texts.failed}</p>
          ) : search.isPending ? (
            <p className="text-sm text-zinc-500">{texts.searching}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-zinc-600">{texts.none}</p>
          ) : (
            <ul className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto">
              {results.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    onClick={() => add(product)}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
                    aria-label={texts.add(product.title)}
                  >
                    <Plus aria-hidden="true" className="size-4 text-primary" />
                    <span className="min-w-0 flex-1 truncate">{product.title}</span>
                    <span className="text-xs text-zinc-500 tabular-nums">{formatMoney(product.priceCents)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

/** The chosen rows under dnd-kit: a pointer drags a row's handle; the keyboard lifts it with Space or Enter and moves it with the arrows. */
function SortableRows<T extends PickerProduct>({
  value,
  drag,
  onMove,
  children,
}: {
  value: T[];
  drag: NonNullable<ProductPickerTexts['drag']>;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = value.map((product) => product.id);
  const titleOf = (id: string | number) => value.find((product) => product.id === Number(id))?.title ?? '';
  const positionOf = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => drag.pickedUp(titleOf(active.id)),
      onDragOver: ({ active, over }) => (over ? drag.over(titleOf(active.id), positionOf(over.id)) : undefined),
      onDragEnd: ({ active, over }) => (over ? drag.dropped(titleOf(active.id), positionOf(over.id)) : undefined),
      onDragCancel: ({ active }) => drag.cancelled(titleOf(active.id)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drag, value],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: drag.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="grid grid-cols-1 gap-1.5">{children}</ol>
      </SortableContext>
    </DndContext>
  );
}

function ChosenRow({
  product,
  sortable,
  handleLabel,
  archivedLabel,
  children,
}: {
  product: PickerProduct;
  sortable: boolean;
  handleLabel: string;
  archivedLabel: string | undefined;
  children: ReactNode;
}) {
  const body = (
    <>
      {product.imageUrl ? <Thumbnail src={product.imageUrl} width={32} height={32} className="size-8 rounded" /> : null}
      <span className="min-w-0 flex-1 py-1 break-words">{product.title}</span>
      {product.archived && archivedLabel ? <Badge tone="warning">{archivedLabel}</Badge> : null}
      <span className="shrink-0 text-xs text-zinc-500 tabular-nums">{formatMoney(product.priceCents)}</span>
      {children}
    </>
  );
  const rowClass = 'flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 ps-3 pe-1 text-sm';
  if (!sortable) return <li className={rowClass}>{body}</li>;
  return (
    <SortableRow id={product.id} className={rowClass} handleLabel={handleLabel}>
      {body}
    </SortableRow>
  );
}

function SortableRow({
  id,
  className,
  handleLabel,
  children,
}: {
  id: number;
  className: string;
  handleLabel: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(className, 'ps-1', isDragging && 'relative z-10 shadow-lg ring-2 ring-primary/40')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      {children}
    </li>
  );
}

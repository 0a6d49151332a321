import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The footer pages' rich-text editor (Tiptap): paragraphs, headings 1-3, bold, italic, lists,
 * links, and the tables pages already have (Shipping Info), so editing keeps them. It is only a
 * convenience: the server sanitises whatever HTML arrives (R-41). Loaded lazily by the form, so
 * Tiptap stays in its own admin chunk.
 */

/** The styles of the storefront's page view, so the admin edits what shoppers will see. */
const proseClass = [
  'min-h-64 max-h-[55vh] overflow-y-auto rounded-b-lg bg-white px-4 py-3 text-base leading-relaxed text-zinc-800 outline-none',
  'focus-visible:ring-2 focus-visible:ring-primary/30',
  '[&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:text-zinc-950 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-zinc-950',
  '[&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:my-2',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1',
  '[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-zinc-200 [&_td]:p-2 [&_th]:border [&_th]:border-zinc-300 [&_th]:p-2 [&_th]:text-start',
].join(' ');

/** What the link field accepts: a site path, https, mailto or tel (the sanitiser's schemes). */
const linkPattern = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

interface RichTextEditorProps {
  /** The HTML the editor starts with (later changes of the prop are ignored; remount with a key). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The visible label's id (the editing area is named by it). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The text's direction and language (Hebrew is right to left). */
  dir?: 'ltr' | 'rtl';
  lang?: string;
}

export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  dir,
  lang,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false, underline: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['https', 'mailto', 'tel'],
        isAllowedUri: (url) => linkPattern.test(url),
        HTMLAttributes: { rel: null, target: null },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: proseClass,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(dir ? { dir } : {}),
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div
      className={cn(
        'rounded-lg border border-zinc-300 bg-white shadow-xs focus-within:border-primary',
        invalid && 'border-red-500',
      )}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolKey =
  'bold' | 'italic' | 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo';

interface ToolButton {
  key: ToolKey;
  icon: LucideIcon;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** A labelled toolbar: arrow keys move between its buttons, Tab leaves it (WAI-ARIA toolbar). */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('admin');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  const chain = () => editor.chain().focus();
  const buttons: ToolButton[] = [
    { key: 'bold', icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', icon: Italic, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'heading1', icon: Heading1, active: state.h1, run: () => chain().toggleHeading({ level: 1 }).run() },
    { key: 'heading2', icon: Heading2, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', icon: Heading3, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', icon: List, active: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', icon: ListOrdered, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'link', icon: Link2, active: state.link || linkOpen, run: () => setLinkOpen((open) => !open) },
    { key: 'undo', icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', icon: Redo2, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const items = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (current + (forward ? 1 : -1) + items.length) % items.length;
    setFocusIndex(next);
    items[next]?.focus();
  };

  return (
    <div className="border-b border-zinc-200 bg-zinc-50">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('footerPages.editor.toolbar')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-t-lg p-1.5"
      >
        {buttons.map((button, index) => (
          <button
            key={button.key}
            type="button"
            // One stop in the Tab order; arrow keys move within the toolbar.
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={t(`footerPages.editor.${button.key}`)}
            title={t(`footerPages.editor.${button.key}`)}
            aria-pressed={button.active === undefined ? undefined : button.active}
            disabled={button.disabled}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md text-zinc-700 outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-not-allowed disabled:opacity-40',
              button.active && 'bg-zinc-900 text-white hover:bg-zinc-800',
            )}
          >
            <button.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      {linkOpen && (
        <LinkField
          key={state.href}
          initial={state.href}
          onApply={(href) => {
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** The link address of the selection: a path, https, mailto or tel; empty removes the link. */
function LinkField({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (value !== '' && !linkPattern.test(value)) {
      setError(true);
      return;
    }
    onApply(value);
  };
  return (
    <div className="grid gap-1.5 border-t border-zinc-200 p-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {t('footerPages.editor.linkAddress')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          autoFocus
          inputMode="url"
          autoComplete="off"
          placeholder="https://… or /page/faq"
          className="min-w-0 flex-1 basis-48"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button size="sm" onClick={apply}>
          {t('footerPages.editor.applyLink')}
        </Button>
        {initial && (
          <Button size="sm" variant="outline" onClick={() => onApply('')}>
            {t('footerPages.editor.removeLink')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('footerPages.editor.cancelLink')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {t('footerPages.editor.linkInvalid')}
        </p>
      )}
    </div>
  );
}

import { exampleCustomPageContent, readContentBlocks } from '@marquee/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentBlocks } from '@/components/content/content-blocks';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { contentProblems, formatContent, readContentJson, type ContentProblem } from '../lib/content-json';

interface ContentJsonEditorProps {
  /** The page's content: the last list the box held (ADM-CPAGE-08). */
  value: unknown[];
  onChange: (content: unknown[]) => void;
  /** Told whether the box holds text that was not taken, so closing can ask first. */
  onPendingTextChange?: (pending: boolean) => void;
  disabled?: boolean;
  /** The label, when not the English content's ('Content'). */
  label?: string;
  /** A sentence under the box, before the format hint. */
  note?: string;
  /** The preview's direction and language (the Hebrew blocks read right to left). */
  dir?: 'ltr' | 'rtl';
  lang?: string;
}

type Tab = 'json' | 'preview';

/**
 * ADM-CPAGE-05/08: the JSON content box. Text that is not a JSON list is not taken: the previous
 * content stays and an inline message (aria-live) says so. A list is taken; known blocks are
 * checked against the contract's schema and each problem names its block and field. The
 * Preview tab draws the blocks with the storefront's own renderer.
 */
export function ContentJsonEditor({
  value,
  onChange,
  onPendingTextChange,
  disabled,
  label,
  note,
  dir,
  lang,
}: ContentJsonEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [tab, setTab] = useState<Tab>('json');
  const [text, setText] = useState(() => formatContent(value));
  const [notTaken, setNotTaken] = useState<{ reason: 'invalidJson' | 'notAList'; detail: string } | null>(null);
  const problems = useMemo(() => contentProblems(value), [value]);
  // Text not taken goes with the box (its language tab closed): the form no longer waits on it.
  useEffect(() => () => onPendingTextChange?.(false), [onPendingTextChange]);
  // Content set from outside (the form loaded a page, or was reset) replaces the text; content
  // the box itself produced does not, so typing never moves the caret.
  const [source, setSource] = useState(() => JSON.stringify(value));
  const current = JSON.stringify(value);
  if (current !== source) {
    setSource(current);
    setText(formatContent(value));
    setNotTaken(null);
  }

  const change = (next: string) => {
    setText(next);
    const result = readContentJson(next, value);
    if (result.taken) {
      setSource(JSON.stringify(result.content));
      setNotTaken(null);
      onPendingTextChange?.(false);
      onChange(result.content);
    } else {
      setNotTaken({ reason: result.reason, detail: result.detail });
      onPendingTextChange?.(true);
    }
  };

  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const blockType = (block: number | null) => {
    const item = block === null ? undefined : value[block];
    return item && typeof item === 'object' && typeof (item as { type?: unknown }).type === 'string'
      ? (item as { type: string }).type
      : '?';
  };
  const describe = (problem: ContentProblem) =>
    problem.block === null
      ? t('customPages.content.problemList', { message: problem.message })
      : problem.field
        ? t('customPages.content.problemBlock', {
            n: problem.block + 1,
            type: blockType(problem.block),
            field: problem.field,
            message: problem.message,
          })
        : t('customPages.content.problemBlockNoField', {
            n: problem.block + 1,
            type: blockType(problem.block),
            message: problem.message,
          });

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={`${id}-json`}>{label ?? t('customPages.content.label')}</Label>
        {value.length === 0 && tab === 'json' && (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => change(formatContent(exampleCustomPageContent))}
          >
            {t('customPages.content.insertExample')}
          </Button>
        )}
      </div>
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="grid gap-2">
        <TabsList aria-label={t('customPages.content.tabs')} className="flex gap-1 rounded-lg bg-zinc-100 p-1">
          {(['json', 'preview'] as const).map((name) => (
            <TabsTrigger
              key={name}
              value={name}
              className={cn(
                'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 outline-none focus-visible:ring-2 focus-visible:ring-accent',
                tab === name && 'bg-white text-zinc-950 shadow-sm',
              )}
            >
              {name === 'json' ? t('customPages.content.edit') : t('customPages.content.preview')}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="json" className="grid gap-2">
          <Textarea
            id={`${id}-json`}
            rows={12}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            dir="ltr"
            disabled={disabled}
            value={text}
            onChange={(event) => change(event.target.value)}
            aria-invalid={notTaken || problems.length > 0 ? true : undefined}
            aria-describedby={`${hintId} ${statusId}`}
            className="font-mono text-xs leading-relaxed sm:text-xs"
          />
          <p id={hintId} className="text-xs text-zinc-500">
            {note ? `${note} ` : ''}
            {t('customPages.content.hint')}
          </p>
        </TabsContent>
        <TabsContent value="preview" className="rounded-xl bg-white p-4 ring-1 ring-zinc-200">
          <p className="mb-3 text-xs text-zinc-500">{t('customPages.content.previewNote')}</p>
          <div dir={dir} lang={lang}>
            <ContentBlocks blocks={readContentBlocks(value)} />
          </div>
        </TabsContent>
      </Tabs>
      <div id={statusId} aria-live="polite" className="grid gap-1 text-sm">
        {notTaken ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
            {notTaken.reason === 'invalidJson'
              ? t('customPages.content.notTakenInvalid', { detail: notTaken.detail })
              : t('customPages.content.notTakenList')}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div className="rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
            <p className="font-medium">{t('customPages.content.problemsTitle')}</p>
            <ul className="list-disc ps-5">
              {problems.map((problem, index) => (
                <li key={index}>{describe(problem)}</li>
              ))}
            </ul>
          </div>
        ) : (
          !notTaken && <p className="text-xs text-zinc-500">{t('customPages.content.ok', { count: value.length })}</p>
        )}
      </div>
    </div>
  );
}

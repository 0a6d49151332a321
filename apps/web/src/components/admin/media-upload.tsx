import { MEDIA_MAX_FILES } from '@marquee/contracts';
import { ImagePlus, Upload } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import type { MediaSlotProps as MediaUploadProps, UploadItem as MediaUploadItem } from './media-slot';
import { MediaItemRow, PendingRow, type PendingUpload } from './media-item-row';
import { useUploadMedia } from './upload-media';

export type { UploadItem as MediaUploadItem, MediaSlotProps as MediaUploadProps } from './media-slot';

/**
 * ADM-MEDIA-01..06: drag and drop or Add Media, one request and one progress bar per file,
 * thumbnails with a placeholder when broken, alt text, move up and down, remove. Removing only
 * takes the item out of the form: the server deletes the file when the form is saved
 * (releaseMedia) or, if it never is, after a day (the sweep).
 */
export function MediaUpload({
  value,
  onChange,
  maxFiles = MEDIA_MAX_FILES,
  accept = 'media',
  label,
  id,
  disabled = false,
  onBusyChange,
  failureText,
}: MediaUploadProps) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const { mutateAsync: upload } = useUploadMedia();

  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  // Uploads finish after renders: they read and extend the latest items, not the ones they started with.
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const pendingRef = useRef(pending);
  useLayoutEffect(() => {
    valueRef.current = value;
    onChangeRef.current = onChange;
  });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const aborts = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    aborts.current = controller;
    return () => controller.abort();
  }, []);

  const active = pending.filter((p) => p.status !== 'failed');
  const busy = active.length > 0;
  const used = value.length + active.length;
  const atLimit = used >= maxFiles;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  function updatePending(change: (list: PendingUpload[]) => PendingUpload[]) {
    pendingRef.current = change(pendingRef.current);
    setPending(pendingRef.current);
  }
  const patch = (key: string, fields: Partial<PendingUpload>) =>
    updatePending((list) => list.map((p) => (p.key === key ? { ...p, ...fields } : p)));

  function emit(items: MediaUploadItem[]) {
    valueRef.current = items;
    onChangeRef.current(items);
  }

  async function send(entry: PendingUpload) {
    if (aborts.current.signal.aborted) return;
    patch(entry.key, { status: 'uploading' });
    try {
      const item = await upload({
        file: entry.file,
        kind: accept,
        signal: aborts.current.signal,
        onProgress: (fraction) => patch(entry.key, { progress: fraction }),
      });
      updatePending((list) => list.filter((p) => p.key !== entry.key));
      emit([...valueRef.current, { ...item, alt: '' }]);
      setAnnouncement(t('media.announceDone', { name: entry.name }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const reason = isApiError(error) ? (error.fields?.files ?? error.message) : t('media.uploadFailedDescription');
      patch(entry.key, { status: 'failed', error: reason });
      setAnnouncement(t('media.announceFailed', { name: entry.name, reason }));
      // MSG-UPL-02; one toast however many files of the batch fail.
      toast.error(t('media.uploadFailedTitle'), {
        id: `media-upload-failed-${baseId}`,
        description: failureText ?? t('media.uploadFailedDescription'),
      });
    }
  }

  function addFiles(files: File[]) {
    if (disabled || files.length === 0) return;
    const room = maxFiles - valueRef.current.length - pendingRef.current.filter((p) => p.status !== 'failed').length;
    if (files.length > room) {
      // MSG-UPL-01: nothing is uploaded.
      toast.error(t('media.tooManyTitle'), { description: t('media.tooManyDescription', { max: maxFiles }) });
      return;
    }
    if (accept === 'image') {
      // An unknown type ('') is left to the server, which sniffs the bytes.
      const wrong = files.find((file) => file.type !== '' && !file.type.startsWith('image/'));
      if (wrong) {
        toast.error(t('media.uploadFailedTitle'), { description: t('media.onlyImages', { name: wrong.name }) });
        return;
      }
    }
    const batch = files.map<PendingUpload>((file) => ({
      key: crypto.randomUUID(),
      file,
      name: file.name,
      progress: 0,
      status: 'waiting',
    }));
    updatePending((list) => [...list, ...batch]);
    setAnnouncement(t('media.announceStart', { count: batch.length }));
    // One file at a time, in the order chosen: the items keep that order.
    for (const entry of batch) queue.current = queue.current.then(() => send(entry));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled || atLimit ? 'none' : 'copy';
    setDragging(true);
  }

  function move(index: number, delta: -1 | 1) {
    const items = [...value];
    const [item] = items.splice(index, 1);
    if (!item) return;
    const target = index + delta;
    items.splice(target, 0, item);
    emit(items);
    setAnnouncement(t('media.moved', { name: item.name, position: target + 1 }));
    // Keep the focus on the item's arrows; at an end the pressed one is disabled, so take the other.
    const atEnd = target === 0 || target === items.length - 1;
    const direction = atEnd ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`${baseId}-${item.id}-${direction}`)?.focus());
  }

  function remove(index: number) {
    const item = value[index];
    if (!item) return;
    emit(value.filter((_, i) => i !== index));
    setAnnouncement(t('media.removed', { name: item.name }));
    requestAnimationFrame(() => addButtonRef.current?.focus());
  }

  const hint = accept === 'image' ? t('media.hintImages') : t('media.hintMedia');
  return (
    <fieldset className="grid min-w-0 gap-3" disabled={disabled} aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium text-zinc-900">{label}</legend>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={cn(
          'grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-zinc-300 bg-zinc-50 px-4 py-5 text-center transition-colors',
          dragging && !atLimit && 'border-primary bg-primary/5',
        )}
      >
        <Upload className="size-6 text-zinc-400" aria-hidden="true" />
        <p className="text-sm text-zinc-600">{dragging && !atLimit ? t('media.dropRelease') : t('media.dropHere')}</p>
        <Button
          ref={addButtonRef}
          type="button"
          variant="outline"
          disabled={disabled || atLimit}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('media.addMedia')}
        </Button>
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}{' '}
          <span className="font-medium whitespace-nowrap text-zinc-700">
            {t('media.count', { used: value.length, max: maxFiles })}
          </span>
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          hidden
          multiple={maxFiles > 1}
          accept={accept === 'image' ? 'image/*' : 'image/*,video/*'}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>

      {value.length > 0 && (
        <ol className="grid gap-2">
          {value.map((item, index) => (
            <MediaItemRow
              key={item.id}
              item={item}
              index={index}
              count={value.length}
              idPrefix={`${baseId}-${item.id}`}
              disabled={disabled}
              onAlt={(alt) => emit(value.map((v, i) => (i === index ? { ...v, alt } : v)))}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {pending.length > 0 && (
        <ul className="grid gap-2">
          {pending.map((entry) => (
            <PendingRow
              key={entry.key}
              upload={entry}
              onDismiss={() => updatePending((list) => list.filter((p) => p.key !== entry.key))}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

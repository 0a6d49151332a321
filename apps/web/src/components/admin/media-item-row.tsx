import { ArrowDown, ArrowUp, CircleAlert, Video, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { UploadItem as MediaUploadItem } from './media-slot';
import { Thumbnail } from './thumbnail';

/** A file on its way up: waiting its turn, sending (with its share sent), or refused. */
export interface PendingUpload {
  key: string;
  file: File;
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

const THUMB = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-zinc-100 text-zinc-400';

/** ADM-MEDIA-02: the 160 px copy of an image, a still of a video, a placeholder icon when the image is broken. */
function ItemThumbnail({ item }: { item: MediaUploadItem }) {
  const { t } = useTranslation('admin');
  if (item.type === 'video') {
    return (
      <div className={`${THUMB} relative`}>
        <video src={item.url} muted preload="metadata" className="size-full object-cover" aria-hidden="true" />
        <Video className="absolute right-1 bottom-1 size-4 rounded bg-black/60 p-0.5 text-white" aria-hidden="true" />
        <span className="sr-only">{t('media.video')}</span>
      </div>
    );
  }
  return (
    <Thumbnail
      src={item.url}
      alt={item.alt || item.name}
      width={64}
      height={64}
      fallbackLabel={t('media.brokenImage')}
      className="size-16 rounded-md"
    />
  );
}

interface MediaItemRowProps {
  item: MediaUploadItem;
  index: number;
  count: number;
  idPrefix: string;
  disabled?: boolean | undefined;
  onAlt: (alt: string) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One uploaded item: thumbnail, name, alt text (images), move up and down, remove. */
export function MediaItemRow({ item, index, count, idPrefix, disabled, onAlt, onMove, onRemove }: MediaItemRowProps) {
  const { t } = useTranslation('admin');
  const altId = `${idPrefix}-alt`;
  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)] items-start gap-x-3 gap-y-1 rounded-lg border border-zinc-200 bg-white p-2 sm:grid-cols-[4rem_minmax(0,1fr)_auto]"
      data-testid="media-item"
    >
      <ItemThumbnail key={item.url} item={item} />
      <div className="grid min-w-0 gap-1.5">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-zinc-900">
          <span className="truncate" title={item.name}>
            {item.name}
          </span>
          {index === 0 && (
            <span className="shrink-0 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
              {t('media.main')}
            </span>
          )}
        </p>
        {item.type === 'image' && (
          <>
            <label htmlFor={altId} className="sr-only">
              {t('media.altLabel', { name: item.name })}
            </label>
            <Input
              id={altId}
              value={item.alt}
              placeholder={t('media.altPlaceholder')}
              maxLength={300}
              disabled={disabled}
              onChange={(event) => onAlt(event.target.value)}
              className="h-9"
            />
          </>
        )}
      </div>
      <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
        <Button
          id={`${idPrefix}-up`}
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={disabled || index === 0}
          aria-label={t('media.moveUp', { name: item.name })}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={`${idPrefix}-down`}
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={disabled || index === count - 1}
          aria-label={t('media.moveDown', { name: item.name })}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost-danger"
          size="icon"
          className="size-9"
          disabled={disabled}
          aria-label={t('media.remove', { name: item.name })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** A file being uploaded: its own progress bar, or the reason it was refused. */
export function PendingRow({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-2" data-testid="media-pending">
      <div className={THUMB}>
        {upload.status === 'failed' ? (
          <CircleAlert className="size-6 text-red-600" aria-hidden="true" />
        ) : (
          <span className="text-xs font-semibold text-zinc-600">{percent}%</span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="truncate text-sm font-medium text-zinc-900" title={upload.name}>
          {upload.name}
        </p>
        {upload.status === 'failed' ? (
          <p className="text-sm text-red-600">
            {t('media.uploadFailedTitle')}: {upload.error}
          </p>
        ) : (
          <div
            role="progressbar"
            aria-label={t('media.uploadingLabel', { name: upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={upload.status === 'waiting' ? t('media.waiting') : `${percent}%`}
            className="h-2 overflow-hidden rounded-full bg-zinc-200"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      {upload.status === 'failed' && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label={t('media.dismiss', { name: upload.name })}
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

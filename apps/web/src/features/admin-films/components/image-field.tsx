import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { itemsToUrl, urlToItems, type ImageUploadControl } from '@/components/admin/media-slot';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** The shared upload control (one image); without it only the address field shows. */
  upload?: ImageUploadControl | undefined;
}

/** One image: uploaded through the shared control (maxFiles 1, images only) or given by address. */
export function ImageField({ label, value, onChange, error, upload: Upload }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      {Upload ? (
        <Upload
          label={label}
          id={`${id}-upload`}
          maxFiles={1}
          accept="image"
          value={urlToItems(value)}
          onChange={(items) => onChange(itemsToUrl(items))}
        />
      ) : null}
      <Label htmlFor={id} className={Upload ? 'text-xs font-normal text-zinc-600' : undefined}>
        {Upload ? t('films.form.imageAddress', { label }) : label}
      </Label>
      <Input
        id={id}
        value={value}
        inputMode="url"
        autoComplete="off"
        placeholder="/media/…"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

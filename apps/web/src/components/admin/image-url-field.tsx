import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { itemsToUrl, urlToItems } from './media-slot';
import { MediaUpload } from './media-upload';

interface ImageUrlFieldProps {
  /** The upload control's legend ("Banner image"). */
  label: string;
  /** The address field's label ("Or the image's address"). */
  addressLabel: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** The file input's id, when a test or a label points at it. */
  id?: string | undefined;
  disabled?: boolean | undefined;
  /** Told when an upload starts and ends, so the form waits before saving. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

/** One image kept as its address: uploaded through `MediaUpload` (one image), or typed. */
export function ImageUrlField({
  label,
  addressLabel,
  value,
  onChange,
  error,
  id,
  disabled,
  onBusyChange,
}: ImageUrlFieldProps) {
  return (
    <div className="grid gap-2">
      <MediaUpload
        label={label}
        id={id}
        maxFiles={1}
        accept="image"
        value={urlToItems(value)}
        onChange={(items) => onChange(itemsToUrl(items))}
        disabled={disabled}
        onBusyChange={onBusyChange}
      />
      <FormField label={addressLabel} error={error}>
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder="/media/…"
        />
      </FormField>
    </div>
  );
}

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { itemsToUrl, urlToItems, type UploadItem } from './media-slot';
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
  /** A hint under the address field. */
  description?: string | undefined;
  placeholder?: string | undefined;
  /** 'media' also takes a video (a page element's); `type` is what the current address is. */
  accept?: 'image' | 'media' | undefined;
  type?: UploadItem['type'] | undefined;
}

/** One image (or a page element's video) kept as its address: uploaded through `MediaUpload`, or typed. */
export function ImageUrlField({
  label,
  addressLabel,
  value,
  onChange,
  error,
  id,
  disabled,
  onBusyChange,
  description,
  placeholder = '/media/…',
  accept = 'image',
  type = 'image',
}: ImageUrlFieldProps) {
  return (
    <div className="grid gap-2">
      <MediaUpload
        label={label}
        id={id}
        maxFiles={1}
        accept={accept}
        value={urlToItems(value, type)}
        onChange={(items) => onChange(itemsToUrl(items))}
        disabled={disabled}
        onBusyChange={onBusyChange}
      />
      <FormField label={addressLabel} description={description} error={error}>
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder={placeholder}
        />
      </FormField>
    </div>
  );
}

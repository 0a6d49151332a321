/**
 * The upload control's items and props (ADM-MEDIA). The control is `MediaUpload`
 * (components/admin/media-upload.tsx); `ImageUrlField` (image-url-field.tsx) is one image kept as
 * its address.
 */

/** An item of the upload control: the uploaded file plus the alt text the admin gives it. */
export interface UploadItem {
  id: string;
  url: string;
  type: 'image' | 'video';
  name: string;
  alt: string;
}

/** The control's props. */
export interface MediaSlotProps {
  /** The items in order (the first is the main image). */
  value: UploadItem[];
  onChange: (items: UploadItem[]) => void;
  /** ADM-MEDIA-03: 10 by default, 1 for a banner. */
  maxFiles?: number;
  /** Images only (posters, banners) or images and videos (product media). */
  accept?: 'image' | 'media';
  /** The control's visible label. */
  label: string;
  /** The id the label of a form field points at (given to the file input). */
  id?: string | undefined;
  /** Locks the control, e.g. while its form saves. */
  disabled?: boolean | undefined;
  /** Told when uploads start and end, so a form can wait before saving. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** The failure toast's description: MSG-UPL-02's by default, the logo's MSG-SET-03. */
  failureText?: string | undefined;
}
/** One stored URL as the control's single item, and back. */
export function urlToItems(url: string, type: UploadItem['type'] = 'image'): UploadItem[] {
  if (!url) return [];
  return [{ id: url, url, type, name: url.split('/').pop() ?? url, alt: '' }];
}
export const itemsToUrl = (items: UploadItem[]) => items[0]?.url ?? '';

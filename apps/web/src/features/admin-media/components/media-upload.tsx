import type { MediaItem } from '@marquee/contracts';

/** An item of the upload control: the uploaded file plus the alt text the admin gives it. */
export interface MediaUploadItem extends MediaItem {
  alt: string;
}

export interface MediaUploadProps {
  /** The items in order (the first is the main image). */
  value: MediaUploadItem[];
  onChange: (items: MediaUploadItem[]) => void;
  /** ADM-MEDIA-03: 10 by default, 1 for a banner. */
  maxFiles?: number;
  /** Images only (posters, banners) or images and videos (product media). */
  accept?: 'image' | 'media';
  /** The control's visible label. */
  label: string;
  /** The id the label of a form field points at. */
  id?: string;
}

/** ADM-MEDIA: drag and drop or Add Media, per-file progress, reorder, alt text. Filled in by issue 13. */
export function MediaUpload(_props: MediaUploadProps) {
  return null;
}

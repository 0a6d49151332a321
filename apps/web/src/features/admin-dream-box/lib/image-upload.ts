import type { ComponentType } from 'react';

/** An item of the shared upload control (features/admin-media's MediaUpload). */
export interface UploadItem {
  id: string;
  url: string;
  type: 'image' | 'video';
  name: string;
  alt: string;
}

/**
 * The shared upload control's props. The screen receives the control from the app (decision 052:
 * a feature never imports another feature's components); without it an image is set by address.
 */
export interface ImageUploadProps {
  value: UploadItem[];
  onChange: (items: UploadItem[]) => void;
  maxFiles?: number;
  accept?: 'image' | 'media';
  label: string;
  id?: string;
}
export type ImageUploadControl = ComponentType<ImageUploadProps>;

export function urlToItems(url: string): UploadItem[] {
  if (!url) return [];
  return [{ id: url, url, type: 'image', name: url.split('/').pop() ?? url, alt: '' }];
}
export const itemsToUrl = (items: UploadItem[]) => items[0]?.url ?? '';

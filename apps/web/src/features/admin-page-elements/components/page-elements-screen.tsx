import type { ImageUploadControl } from '@/components/admin/media-slot';

interface PageElementsScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

/** Issue 14: filled in by its builder. */
export function PageElementsScreen(_props: PageElementsScreenProps = {}) {
  return null;
}

import type { ImageUploadControl } from '@/components/admin/media-slot';

interface CustomPagesScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

/** Issue 14: filled in by its builder. */
export function CustomPagesScreen(_props: CustomPagesScreenProps = {}) {
  return null;
}

import type { ImageUploadControl } from '@/components/admin/media-slot';

interface HeroSlidesScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

/** Issue 14: filled in by its builder. */
export function HeroSlidesScreen(_props: HeroSlidesScreenProps = {}) {
  return null;
}

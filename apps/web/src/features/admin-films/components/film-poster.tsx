import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '@/components/admin/thumbnail';

interface FilmPosterProps {
  posterUrl: string | null;
  /** The box drawn, in CSS pixels (a poster is 2:3). */
  width: number;
  height: number;
  /** The box's size and radius classes. */
  className: string;
}

/** A film's poster in the admin's lists; the film icon when it has none or it cannot be shown. */
export function FilmPoster({ posterUrl, width, height, className }: FilmPosterProps) {
  const { t } = useTranslation('admin');
  return (
    <Thumbnail
      src={posterUrl}
      width={width}
      height={height}
      fallbackIcon={Clapperboard}
      fallbackLabel={t('films.list.noPoster')}
      className={className}
    />
  );
}

import type { SiteLogo } from '@marquee/contracts';
import { Clapperboard } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useImageFailureRef } from '@/hooks/use-image-failure';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface BrandLogoProps {
  logo: SiteLogo | null | undefined;
  className?: string;
}

/** The logo's box in the header (max-h-12, max-w-[160px]). */
const MAX_HEIGHT_PX = 48;
const MAX_WIDTH_PX = 160;

/**
 * The logo's drawn size from its stored dimensions. Set before the image arrives: an image
 * sized only by CSS `auto` is 0 px tall until it loads and would then push the page down.
 */
function logoSize(width: number, height: number) {
  const scale = Math.min(1, MAX_HEIGHT_PX / height, MAX_WIDTH_PX / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The site logo image, or the text brand when no logo is set or the image fails to load. */
export function BrandLogo({ logo, className }: BrandLogoProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = logo?.url;
  const fail = useCallback(() => {
    if (!url) return;
    console.warn('Site logo failed to load, showing the brand name instead', url);
    setFailedUrl(url);
  }, [url]);
  const failureRef = useImageFailureRef(fail);

  if (logo?.url && failedUrl !== logo.url) {
    return (
      <img
        src={logo.url}
        alt={logo.alt || t('brand.name')}
        width={logo.width}
        height={logo.height}
        decoding="async"
        style={logo.width > 0 && logo.height > 0 ? logoSize(logo.width, logo.height) : undefined}
        className={cn('h-auto max-h-12 w-auto max-w-[160px] object-contain', className)}
        ref={failureRef}
        onError={fail}
      />
    );
  }

  return (
    <span className={cn('inline-flex items-center gap-2 text-2xl font-black tracking-tight', className)}>
      <Clapperboard aria-hidden="true" className="size-6 text-secondary" />
      <span className="bg-gradient-to-r from-primary via-secondary to-accent bg-clip-text text-transparent">
        {t('brand.name')}
      </span>
    </span>
  );
}

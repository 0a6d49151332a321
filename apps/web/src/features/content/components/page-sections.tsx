import type { PageSection } from '@marquee/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/utils';
import { pageSectionIn } from '../lib/page-in-language';

/*
 * CP-13: the spec names a section's type and layout but shows no rendering (docs/decisions/037-custom-page-sections-cp-13.md).
 * The type decides which of the section's parts are drawn; the layout only arranges them, so an
 * unknown layout falls back to the plain one, while an unknown type draws nothing (its parts
 * could mean anything) and is logged for the admin to notice.
 */
type Part = 'heading' | 'body' | 'image' | 'button';

const sectionParts: Record<string, readonly Part[]> = {
  text: ['heading', 'body'],
  image: ['image', 'body'],
  cta: ['heading', 'body', 'button'],
};

const layoutClasses: Record<string, string> = {
  centered: 'justify-items-center text-center',
  boxed: 'rounded-2xl bg-zinc-100 p-6 sm:p-8',
  // Image beside the text from tablet width up; stacked on phones.
  split: 'sm:grid-cols-2 sm:items-center',
};

export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    for (const section of sections) {
      if (!sectionParts[section.sectionType]) console.warn('Unsupported page section type:', section.sectionType);
    }
  }, [sections]);
  const known = sections.filter((section) => sectionParts[section.sectionType]);
  if (known.length === 0) return null;
  return (
    <div className="grid gap-8">
      {known.map((section) => (
        <PageSectionView
          key={section.id}
          section={pageSectionIn(section, i18n.language)}
          parts={sectionParts[section.sectionType] ?? []}
        />
      ))}
    </div>
  );
}

function PageSectionView({ section, parts }: { section: PageSection; parts: readonly Part[] }) {
  const show = (part: Part) => parts.includes(part);
  const image = show('image') && section.image;
  const button = show('button') && section.button;
  const hasText = (show('heading') && section.heading) || (show('body') && section.body) || button;
  if (!image && !hasText) return null;
  return (
    <section data-section-type={section.sectionType} className={cn('grid gap-4', layoutClasses[section.layoutStyle])}>
      {image && (
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          // Sections carry no image size: a fixed 16:9 frame (cropped to fit) reserves the space.
          width={1600}
          height={900}
          sizes="(min-width: 896px) 832px, calc(100vw - 32px)"
          className="aspect-video w-full rounded-2xl object-cover"
        />
      )}
      {hasText && (
        <div className="grid gap-3">
          {show('heading') && section.heading && (
            <h2 className="text-2xl font-bold tracking-tight text-zinc-950">{section.heading}</h2>
          )}
          {show('body') && section.body && (
            <p className="text-lg leading-relaxed whitespace-pre-line text-zinc-700">{section.body}</p>
          )}
          {button && (
            <SmartLink href={button.url} className={cn(buttonVariants({ size: 'lg' }), 'w-fit')}>
              {button.text}
            </SmartLink>
          )}
        </div>
      )}
    </section>
  );
}

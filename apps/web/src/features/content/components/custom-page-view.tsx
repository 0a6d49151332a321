import type { CustomPage } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { usePageHead } from '../hooks/use-page-head';
import { ContentBlocks } from '@/components/content/content-blocks';
import { PageElementsSection } from './page-elements-section';
import { customPageIn } from '../lib/page-in-language';
import { PageSections } from './page-sections';

/**
 * CP-06/07: banner with the title over it (or a plain centred title), description, then blocks,
 * then the page's sections (CP-13) and its admin-placed elements (R-42, keyed by slug); the texts
 * and blocks in the page's language, falling back to English (issue 29).
 */
export function CustomPageView({ page: stored }: { page: CustomPage }) {
  const { i18n } = useTranslation();
  const page = { ...stored, ...customPageIn(stored, i18n.language) };
  usePageHead({
    title: page.title,
    metaTitle: page.metaTitle,
    description: page.metaDescription || page.description,
    keywords: page.seoKeywords,
  });
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      {page.bannerImageUrl ? (
        <div className="relative overflow-hidden rounded-3xl bg-zinc-900">
          <ResponsiveImage
            src={page.bannerImageUrl}
            alt=""
            width={1600}
            height={700}
            sizes="(min-width: 896px) 832px, calc(100vw - 32px)"
            priority
            className="aspect-[16/7] w-full object-cover opacity-80"
          />
          <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/80 via-black/30 to-transparent p-6 sm:p-10">
            <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{page.title}</h1>
          </div>
        </div>
      ) : (
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-zinc-950 sm:text-5xl">{page.title}</h1>
      )}
      {page.description && <p className="text-xl leading-relaxed text-zinc-600">{page.description}</p>}
      {/* CP-09's 'No content available.' only when the page has neither blocks nor sections. */}
      {(page.blocks.length > 0 || page.sections.length === 0) && <ContentBlocks blocks={page.blocks} />}
      <PageSections sections={page.sections} />
      <PageElementsSection pageType="custom" pageId={page.slug} />
    </article>
  );
}

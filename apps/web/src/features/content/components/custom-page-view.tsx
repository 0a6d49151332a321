import type { CustomPage } from '@marquee/contracts';
import { usePageHead } from '../hooks/use-page-head';
import { ContentBlocks } from './content-blocks';

/** CP-06/07: banner with the title over it (or a plain centred title), description, then blocks. */
export function CustomPageView({ page }: { page: CustomPage }) {
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
          <img
            src={page.bannerImageUrl}
            alt=""
            fetchPriority="high"
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
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}

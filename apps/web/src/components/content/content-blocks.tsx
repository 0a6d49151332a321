import type { ContentBlock, HeadingBlock, ImageBlock, TextBlock } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';

const isText = (block: ContentBlock): block is TextBlock =>
  block.type === 'text' && typeof (block as TextBlock).content === 'string';
const isHeading = (block: ContentBlock): block is HeadingBlock =>
  block.type === 'heading' && typeof (block as HeadingBlock).content === 'string';
const isImage = (block: ContentBlock): block is ImageBlock =>
  block.type === 'image' && typeof (block as ImageBlock).src === 'string';

/**
 * CP-08/09: text, heading and image blocks; anything else is named as unsupported. Texts are
 * React text (escaped), never HTML. Shared by the storefront's custom page and the admin's
 * preview, so the preview shows the blocks as the page will.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  const { t } = useTranslation();
  if (blocks.length === 0) return <p className="text-center text-zinc-500">{t('content.empty')}</p>;
  return (
    <div className="grid gap-6">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (isText(block)) {
          return (
            <p key={key} className="text-lg leading-relaxed whitespace-pre-line text-zinc-700">
              {block.content}
            </p>
          );
        }
        if (isHeading(block)) {
          // The page title is the h1, so block levels start one below it.
          // Without a level a heading is level 2.
          const level = block.level ?? 2;
          const Tag = level === 1 ? 'h2' : level === 2 ? 'h3' : 'h4';
          const size = level === 1 ? 'text-3xl' : level === 2 ? 'text-2xl' : 'text-xl';
          return (
            <Tag key={key} className={`${size} font-bold tracking-tight text-zinc-950`}>
              {block.content}
            </Tag>
          );
        }
        if (isImage(block)) {
          return (
            <figure key={key} className="grid gap-2">
              <ResponsiveImage
                src={block.src}
                alt={block.alt}
                // The server adds the size of local /media images; others get 16:9 until they load.
                width={block.width ?? 1600}
                height={block.height ?? 900}
                intrinsicWidth={block.width}
                sizes="(min-width: 896px) 832px, calc(100vw - 32px)"
                className="w-full rounded-2xl object-cover"
              />
              {block.caption && <figcaption className="text-center text-sm text-zinc-500">{block.caption}</figcaption>}
            </figure>
          );
        }
        return (
          <p key={key} className="rounded-xl border border-dashed border-zinc-300 px-4 py-3 text-sm text-zinc-500">
            {t('content.unsupported', { type: block.type })}
          </p>
        );
      })}
    </div>
  );
}

import { localized, type PageElement } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';

/** An element's title, content and button text in `language`, each falling back to the English (issue 29). */
export function pageElementIn(element: PageElement, language: string): PageElement {
  const text = (field: 'title' | 'content' | 'buttonText', english: string) =>
    localized(element.translations, language, field, english);
  return {
    ...element,
    title: text('title', element.title),
    content: text('content', element.content),
    buttonText: element.buttonText === null ? text('buttonText', '') || null : text('buttonText', element.buttonText),
  };
}

/**
 * Admin-placed page elements, in the order given (element_order), in the page's language.
 * Colours come from the row; a clickable element links to its destination.
 */
export function PageElements({ elements, className }: { elements: readonly PageElement[]; className?: string }) {
  const { i18n } = useTranslation();
  if (elements.length === 0) return null;
  return (
    <div className={className ?? 'grid gap-6'}>
      {elements.map((element) => (
        <PageElementView key={element.id} element={pageElementIn(element, i18n.language)} />
      ))}
    </div>
  );
}

function Clickable({ element, children }: { element: PageElement; children: ReactNode }) {
  if (!element.isClickable || !element.destinationUrl) return <>{children}</>;
  return (
    <SmartLink href={element.destinationUrl} className="block rounded-2xl">
      {children}
    </SmartLink>
  );
}

function PageElementView({ element }: { element: PageElement }) {
  const colours = { backgroundColor: element.backgroundColor, color: element.textColor };
  switch (element.elementType) {
    case 'text':
      return (
        <Clickable element={element}>
          <section className="rounded-2xl px-6 py-8 text-center sm:px-10" style={colours}>
            {element.title && <h2 className="text-2xl font-bold tracking-tight">{element.title}</h2>}
            {element.content && <p className="mx-auto mt-2 max-w-3xl whitespace-pre-line">{element.content}</p>}
          </section>
        </Clickable>
      );
    case 'image':
    case 'gif':
      if (!element.mediaUrl) return null;
      return (
        <Clickable element={element}>
          <figure className="overflow-hidden rounded-2xl" style={colours}>
            <ResponsiveImage
              src={element.mediaUrl}
              alt={element.title || element.content}
              // Elements carry no size: 16:9 holds the space until the image's own shape is known.
              width={1600}
              height={900}
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="mx-auto max-h-[480px] w-full object-cover"
            />
            {element.content && element.title && (
              <figcaption className="px-4 py-3 text-center text-sm">{element.content}</figcaption>
            )}
          </figure>
        </Clickable>
      );
    case 'video':
      if (!element.mediaUrl) return null;
      return (
        <figure className="overflow-hidden rounded-2xl" style={colours}>
          {/* Never plays by itself, and starts muted: sound only when the shopper asks for it. */}
          <video
            src={element.mediaUrl}
            controls
            muted
            playsInline
            preload="metadata"
            className="w-full"
            aria-label={element.title || element.content || undefined}
          >
            <track kind="captions" />
          </video>
          {(element.title || element.content) && (
            <figcaption className="px-4 py-3 text-center text-sm">
              {/* The controls must stay usable, so a clickable video links from its caption. */}
              {element.isClickable && element.destinationUrl ? (
                <SmartLink href={element.destinationUrl} className="font-medium underline underline-offset-2">
                  {element.title || element.content}
                </SmartLink>
              ) : (
                element.title || element.content
              )}
            </figcaption>
          )}
        </figure>
      );
    case 'button':
      if (!element.destinationUrl) return null;
      return (
        <div className="rounded-2xl px-6 py-6 text-center" style={colours}>
          {element.title && <p className="mb-3 text-lg font-semibold">{element.title}</p>}
          <SmartLink
            href={element.destinationUrl}
            className="inline-flex h-12 items-center justify-center rounded-xl px-6 text-base font-semibold text-white shadow-md transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none"
            style={{ backgroundColor: element.buttonColor }}
          >
            {element.buttonText || element.content || element.title}
          </SmartLink>
        </div>
      );
    default:
      return null;
  }
}

import {
  imageSizes,
  languageOrDefault,
  productDescription,
  productTitle,
  type LanguageCode,
  type PageMeta,
  type ProductDetail,
  type ProductStructuredData,
} from '@marquee/contracts';
import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { categoryQueryOptions } from '@/features/catalog/api/get-category';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { customPageQueryOptions } from '@/features/content/api/get-custom-page';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { customPageIn, dynamicPageIn } from '@/features/content/lib/page-in-language';
import { filmQueryOptions } from '@/features/films/api/get-film';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { currenciesQueryOptions } from '@/features/settings/api/get-currencies';
import { chosenCurrency, decimalAmount } from '@/lib/money';
import { parseId } from '@/lib/params';
import english from '@/locales/en.json';
import hebrew from '@/locales/he.json';
import { listingProductsQueryOptions } from './listing-loaders';

/*
 * What each page's <head> says about it. Every route in app/router.tsx names its entry of
 * `pageMetas` in `handle.meta`; the server renders the page, waits for the data its loader
 * asked for, and calls that function with the data: its answer gives the HTML's title,
 * description and link-preview tags, the lead image to preload, and the status (NOT_FOUND
 * makes the page a 404). Only the server entry imports this file, so the browser's bundle
 * carries none of it.
 */

/** The page's subject does not exist (the API answered 404, or the URL cannot name one). */
export const NOT_FOUND = 'not-found';
export type NotFound = typeof NOT_FOUND;

/** A query's settled data: the data, NOT_FOUND after a 404, undefined while missing (late or failed). */
export type ReadQuery = <TData>(queryKey: DataTag<QueryKey, TData, unknown>) => TData | NotFound | undefined;

export interface MetaArgs {
  params: Params;
  url: URL;
  read: ReadQuery;
  /** The page's language (its address's, decision 099): texts an admin wrote in it are read in it. */
  language: string;
  /** The currency the page is rendered in: content pages fill prices in it, a product's offer is priced in it. */
  currency: string;
}

/**
 * A page's meta, NOT_FOUND, or undefined when the data it needs did not arrive: the page then
 * gets the store's default tags and is not kept in the page cache.
 */
export type MetaFunction = (args: MetaArgs) => PageMeta | NotFound | undefined;

/** The store's words in each language: the title and "Page Not Found" as the screens show them. */
const STORE_WORDS: Record<LanguageCode, { title: string; description: string; notFound: string }> = {
  en: {
    title: english.brand.title,
    description: 'Film-themed toys, clothing, posters and collectibles, and Dream Box, a monthly curated box.',
    notFound: english.notFound.title,
  },
  he: {
    title: hebrew.brand.title,
    description: 'צעצועים, ביגוד, פוסטרים ופריטי אספנות בהשראת סרטים, ו־Dream Box, קופסה חודשית שנבחרה בקפידה.',
    notFound: hebrew.notFound.title,
  },
};

/** The store's title and description in `language` (issue 29), for a page with no words of its own. */
export const storeMetaIn = (language: string): PageMeta => {
  const { title, description } = STORE_WORDS[languageOrDefault(language)];
  return { title, description };
};

/** An unknown address's tags in `language`. */
export const notFoundMetaIn = (language: string): PageMeta => ({
  title: titled(STORE_WORDS[languageOrDefault(language)].notFound),
  description: storeMetaIn(language).description,
});

function titled(title: string) {
  return `${title} | Marquee`;
}

/** Plain text of at most `max` characters, cut at a word, for meta descriptions. */
export function summarize(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** Applies `describe` to data that arrived; passes NOT_FOUND and missing data through. */
function settled<T>(data: T | NotFound | undefined, describe: (value: T) => PageMeta): PageMeta | NotFound | undefined {
  if (data === undefined) return undefined;
  if (data === NOT_FOUND) return NOT_FOUND;
  return describe(data as T);
}

const storeMeta: MetaFunction = ({ language }) => storeMetaIn(language);

/** The catch-all route: any path the app does not know. */
const notFoundMeta: MetaFunction = () => NOT_FOUND;

const homeMeta: MetaFunction = ({ read, language }) =>
  settled(read(homeQueryOptions().queryKey), (home) => {
    const [slide] = home.heroSlides;
    const meta = storeMetaIn(language);
    return slide?.imageUrl ? { ...meta, leadImage: { src: slide.imageUrl, sizes: imageSizes.heroSlide } } : meta;
  });

/**
 * Issue 29: what search engines read of a product (schema.org Product, its Offer and, with
 * published reviews, its AggregateRating), in the page's language and currency, as shown.
 */
function productStructuredData(
  product: ProductDetail,
  { read, language, currency }: Pick<MetaArgs, 'read' | 'language' | 'currency'>,
): ProductStructuredData {
  const currencies = read(currenciesQueryOptions().queryKey);
  const chosen = chosenCurrency(Array.isArray(currencies) ? currencies : undefined, currency);
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    name: productTitle(product, language),
    description: productDescription(product, language),
    images: images.map((image) => image.url),
    sku: String(product.id),
    price: decimalAmount(product.priceCents, chosen),
    priceCurrency: chosen.code,
    inStock: product.stockQuantity > 0,
    rating:
      product.reviewCount > 0 && product.rating !== null
        ? { value: product.rating, count: product.reviewCount }
        : undefined,
  };
}

const productMeta: MetaFunction = ({ params, read, language, currency }) => {
  const id = parseId(params.id);
  if (id === null) return NOT_FOUND;
  return settled(read(productQueryOptions(id).queryKey), (product) => {
    const [lead] = product.images;
    return {
      title: titled(product.title),
      description: summarize(product.description) || storeMetaIn(language).description,
      image: product.image?.url,
      type: 'product',
      leadImage: lead && { src: lead.url, sizes: imageSizes.productGallery, intrinsicWidth: lead.width },
      product: productStructuredData(product, { read, language, currency }),
    };
  });
};

const filmMeta: MetaFunction = ({ params, read, language }) => {
  const id = parseId(params.id);
  if (id === null) return NOT_FOUND;
  return settled(read(filmQueryOptions(id).queryKey), (film) => ({
    title: titled(film.title),
    description: summarize(film.description) || storeMetaIn(language).description,
    image: film.heroUrl ?? film.posterUrl ?? undefined,
    leadImage: film.heroUrl ? { src: film.heroUrl, sizes: imageSizes.filmHero } : undefined,
  }));
};

const categoryMeta: MetaFunction = ({ params, url, read, language }) => {
  const id = parseId(params.id);
  if (id === null) return NOT_FOUND;
  const listing = read(listingProductsQueryOptions(url, id).queryKey);
  return settled(read(categoryQueryOptions(id).queryKey), (category) => ({
    title: titled(category.name),
    description: summarize(category.description) || storeMetaIn(language).description,
    // The link preview shows the listing's first picture.
    image: typeof listing === 'object' ? listing.items.find((product) => product.image)?.image?.url : undefined,
  }));
};

/** /page/{slug} (a dynamic page or, failing that, a custom page) and /custom/{slug}. */
const pageMeta =
  (kind: 'page' | 'custom'): MetaFunction =>
  ({ params, read, language, currency }) => {
    const slug = params.slug;
    if (!slug) return NOT_FOUND;
    const options = kind === 'page' ? pageQueryOptions(slug, currency) : customPageQueryOptions(slug, currency);
    const page = read(options.queryKey);
    return settled(page, (found) => {
      if (found.kind === 'dynamic') {
        const shown = dynamicPageIn(found, language);
        return {
          title: titled(shown.title),
          description: shown.metaDescription || summarize(shown.html) || storeMetaIn(language).description,
          type: 'article',
        };
      }
      const shown = customPageIn(found, language);
      return {
        title: shown.metaTitle || titled(shown.title),
        description: shown.metaDescription || summarize(shown.description) || storeMetaIn(language).description,
        image: found.bannerImageUrl ?? undefined,
        keywords: shown.seoKeywords || undefined,
        type: 'article',
      };
    });
  };

/** Every page's meta, by the name a route gives in `handle.meta`. */
export const pageMetas = {
  /** Pages with nothing of their own to say (lists, cart, forms, the admin area). */
  store: storeMeta,
  notFound: notFoundMeta,
  home: homeMeta,
  product: productMeta,
  film: filmMeta,
  category: categoryMeta,
  page: pageMeta('page'),
  customPage: pageMeta('custom'),
} satisfies Record<string, MetaFunction>;

export type PageMetaName = keyof typeof pageMetas;

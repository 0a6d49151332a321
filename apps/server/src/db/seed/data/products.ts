/** The demo products: generated from films x product kinds, deterministically. */
import { createRng, PRODUCT_KINDS, type ProductKind } from '@marquee/demo-artwork';
import { films, type SeedFilm } from './films.js';
import { PRODUCT_TYPES, SCENE_PHRASES, SKIPPED_KINDS, type ProductType } from './product-types.js';
import { characterTag, franchiseTag, normalizeTagName } from './tags.js';

export type BadgeText = 'New' | 'Sale' | 'Limited' | 'Bestseller';

export interface SeedProduct {
  slug: string;
  title: string;
  description: string;
  filmSlug: string;
  kind: ProductKind;
  /** The character on figures, plush toys and statues. */
  character: string | null;
  /** US cents. */
  priceCents: number;
  stockQuantity: number;
  /** Primary category slug. */
  categorySlug: string;
  extraCategorySlugs: string[];
  /** Tag names, lower-case and trimmed; their types are in `tags`. */
  tags: string[];
  /** 1-5 images, drawn by `productImage(product, index)`. */
  imageCount: number;
  badge: { text: BadgeText; color: string } | null;
  isBestseller: boolean;
  bestsellerOrder: number | null;
  /** created_at = seed time minus this many days. */
  createdDaysAgo: number;
  translations: { he?: { title: string } };
}

/** The 12 best sellers, in order. */
const BESTSELLERS: ReadonlyArray<readonly [filmSlug: string, kind: ProductKind]> = [
  ['nebula-drift', 'hoodie'],
  ['crown-of-thistles', 'statue'],
  ['button-and-bramble', 'plush'],
  ['neon-requiem', 'tshirt'],
  ['the-lantern-keeper', 'mug'],
  ['nebula-drift', 'figure'],
  ['midnight-on-alder-street', 'poster'],
  ['crown-of-thistles', 'boardgame'],
  ['the-last-orbit', 'tshirt'],
  ['ember-peak', 'cap'],
  ['saltwater-sky', 'tote'],
  ['dust-and-thunder', 'pin'],
];

/** Products on sale (badge "Sale", tag "sale"). */
const ON_SALE: ReadonlyArray<readonly [string, ProductKind]> = [
  ['whisperwood', 'hoodie'],
  ['glacier-nine', 'tshirt'],
  ['dust-and-thunder', 'mug'],
  ['saltwater-sky', 'socks'],
  ['midnight-on-alder-street', 'notebook'],
  ['ember-peak', 'phonecase'],
];

const BADGE_COLOURS: Record<BadgeText, string> = {
  New: '#10b981',
  Sale: 'red',
  Limited: '#8b5cf6',
  Bestseller: '#f59e0b',
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
}

function characterFor(type: ProductType, film: SeedFilm): string | null {
  if (!type.character) return null;
  const list = film.characters;
  const pick =
    type.character === 'lead' ? list[0] : type.character === 'second' ? (list[1] ?? list[0]) : list[list.length - 1];
  return pick ?? null;
}

const isPair = (list: ReadonlyArray<readonly [string, ProductKind]>, film: string, kind: ProductKind) =>
  list.findIndex(([f, k]) => f === film && k === kind);

function buildProducts(): SeedProduct[] {
  const out: SeedProduct[] = [];
  films.forEach((film, filmIndex) => {
    const skipped: readonly ProductKind[] = SKIPPED_KINDS[film.slug] ?? [];
    const kinds = PRODUCT_KINDS.filter((k) => !skipped.includes(k));
    kinds.forEach((kind, kindIndex) => {
      const type = PRODUCT_TYPES[kind];
      const rng = createRng(`product:${film.slug}:${kind}`);
      const character = characterFor(type, film);
      const values = {
        film: film.title,
        character: character ?? film.title,
        scene: SCENE_PHRASES[film.scene],
        tagline: film.tagline.replace(/[.!?]$/, ''),
        genre: (film.genres[0] ?? 'film').toLowerCase(),
      };
      const title = fill(type.titles[filmIndex % type.titles.length] ?? '{film}', values);
      const slug = slugify(title);
      const index = out.length;

      const [pMin, pMax] = type.price;
      const priceCents = rng.int(Math.ceil(pMin / 100), Math.floor((pMax + 1) / 100)) * 100 - 1;

      let stockQuantity = rng.int(5, 120);
      if (index % 29 === 7) stockQuantity = 0;
      else if (index % 23 === 11) stockQuantity = rng.int(2, 3);

      const [iMin, iMax] = type.images;
      const imageCount = index % 31 === 3 ? 1 : rng.int(iMin, iMax);

      const description = [
        fill(rng.pick(type.intros), values),
        fill(rng.pick(type.details), values),
        rng.chance(0.5) ? `Officially licensed ${film.title} merchandise, designed by the Marquee studio.` : '',
      ]
        .filter(Boolean)
        .join(' ');

      const bestsellerIndex = isPair(BESTSELLERS, film.slug, kind);
      const saleIndex = isPair(ON_SALE, film.slug, kind);
      // Recent films' products are newer, with some spread so "newest" sorting is meaningful.
      const filmAgeDays = Math.max(
        0,
        Math.round((Date.parse('2025-12-31') - Date.parse(film.releaseDate)) / 86_400_000),
      );
      let createdDaysAgo = Math.round(rng.range(12, 200) + Math.min(filmAgeDays, 800) / 12);
      if (kindIndex === 0 && filmIndex % 3 === 0) createdDaysAgo = 1 + filmIndex; // a few brand-new drops
      if (kindIndex === 4 && filmIndex % 4 === 1) createdDaysAgo = 3 + filmIndex;

      const isNew = createdDaysAgo <= 14;
      let badge: SeedProduct['badge'] = null;
      if (saleIndex >= 0) badge = { text: 'Sale', color: BADGE_COLOURS.Sale };
      else if (kind === 'statue') badge = { text: 'Limited', color: BADGE_COLOURS.Limited };
      else if (bestsellerIndex >= 0 && bestsellerIndex < 4)
        badge = { text: 'Bestseller', color: BADGE_COLOURS.Bestseller };
      else if (isNew) badge = { text: 'New', color: BADGE_COLOURS.New };

      const tagNames = new Set<string>([franchiseTag(film.title)]);
      if (character) tagNames.add(characterTag(character));
      if (kind === 'tshirt' && film.characters[0]) tagNames.add(characterTag(film.characters[0]));
      for (const t of [...type.gender, ...type.age, ...type.sizes, ...type.general]) tagNames.add(normalizeTagName(t));
      if (kind === 'tshirt' && rng.chance(0.5)) tagNames.add(rng.pick(['men', 'women']));
      if (kind === 'boardgame' && film.genres.some((g) => ['Horror', 'Thriller', 'Crime'].includes(g))) {
        tagNames.delete('8+');
        tagNames.add('14+');
      }
      if (
        (kind === 'tshirt' || kind === 'plush' || kind === 'poster') &&
        ['space', 'forest'].includes(film.scene) &&
        filmIndex % 2 === 1
      ) {
        tagNames.add('glow in the dark');
      }
      if (priceCents < 3000) tagNames.add('gift idea');
      if (saleIndex >= 0) tagNames.add('sale');
      if (isNew) tagNames.add('new');
      if (kind === 'statue') tagNames.add('limited edition');

      const heTitle = type.titleHe
        ? fill(type.titleHe, { film: film.translations.he.title, character: character ?? '' })
        : null;

      out.push({
        slug,
        title,
        description,
        filmSlug: film.slug,
        kind,
        character,
        priceCents,
        stockQuantity,
        categorySlug: type.category,
        extraCategorySlugs: [...type.extraCategories],
        tags: [...tagNames],
        imageCount,
        badge,
        isBestseller: bestsellerIndex >= 0,
        bestsellerOrder: bestsellerIndex >= 0 ? bestsellerIndex + 1 : null,
        createdDaysAgo,
        translations: heTitle && (filmIndex + kindIndex) % 2 === 0 ? { he: { title: heTitle } } : {},
      });
    });
  });
  return out;
}

export const products: SeedProduct[] = buildProducts();

export function productBySlug(slug: string): SeedProduct {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`Unknown product: ${slug}`);
  return product;
}

export function productFor(filmSlug: string, kind: ProductKind): SeedProduct {
  const product = products.find((p) => p.filmSlug === filmSlug && p.kind === kind);
  if (!product) throw new Error(`No ${kind} for ${filmSlug}`);
  return product;
}

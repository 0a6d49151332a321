/**
 * Writes a handful of sample artworks to /tmp/marquee-art/ (or the directory given as the
 * first argument) and converts them to PNG when `rsvg-convert` is installed. For eyeballing
 * the artwork during development:  npx tsx --conditions=source apps/server/src/db/seed/preview-artwork.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  categoryImage,
  dreamBoxCategoryImage,
  filmHero,
  filmLogo,
  filmPoster,
  heroSlide,
  ogImage,
  productImage,
  siteLogo,
} from '@marquee/demo-artwork';
import { productArtInput } from './artwork-manifest.js';
import { categories } from './data/categories.js';
import { films } from './data/films.js';
import { dreamBoxCategories, heroSlides } from './data/merchandising.js';
import { products } from './data/products.js';

const outDir = process.argv[2] ?? '/tmp/marquee-art';
mkdirSync(outDir, { recursive: true });

const samples: Array<[name: string, svg: string]> = [
  ['site-logo', siteLogo()],
  ['og-default', ogImage()],
];
for (const film of films.slice(0, 4)) {
  samples.push([`film-${film.slug}-poster`, filmPoster(film)]);
  samples.push([`film-${film.slug}-hero`, filmHero(film)]);
  samples.push([`film-${film.slug}-logo`, filmLogo(film)]);
}
for (const slide of heroSlides) {
  samples.push([`slide-${slide.slug}`, heroSlide({ slug: slide.slug, title: slide.title, ...slide.art })]);
}
const [category] = categories;
if (category) {
  samples.push([
    `category-${category.slug}`,
    categoryImage({ slug: category.slug, name: category.name, ...category.art }),
  ]);
}
const [box] = dreamBoxCategories;
if (box) {
  samples.push([`dream-box-${box.slug}`, dreamBoxCategoryImage({ slug: box.slug, name: box.name, ...box.art })]);
}
// One product of every kind (front shot), and all five shots of the first one.
const seenKinds = new Set<string>();
for (const product of products) {
  if (seenKinds.has(product.kind)) continue;
  seenKinds.add(product.kind);
  samples.push([`product-${product.slug}-1`, productImage(productArtInput(product), 0)]);
}
const first = products[0];
if (first) {
  for (let i = 1; i < 5; i += 1) {
    samples.push([`product-${first.slug}-${i + 1}`, productImage(productArtInput(first), i)]);
  }
}

function hasRsvg(): boolean {
  try {
    execFileSync('rsvg-convert', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const convert = hasRsvg();
for (const [name, svg] of samples) {
  const svgPath = join(outDir, `${name}.svg`);
  writeFileSync(svgPath, svg);
  if (convert) execFileSync('rsvg-convert', ['-o', join(outDir, `${name}.png`), svgPath]);
}
console.log(
  `Wrote ${samples.length} SVG files to ${outDir}` +
    (convert ? ' (and PNG copies).' : '; install librsvg2-bin for PNG copies.'),
);

/** Customer reviews: 3-5 for about 60% of the products, mostly positive. */
import { createRng, type ProductKind } from '@marquee/demo-artwork';
import { products } from './products.js';

export interface SeedReview {
  productSlug: string;
  /** First name and last initial, e.g. "Maya R." */
  userName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** created_at = seed time minus this many days (always after the product was added). */
  createdDaysAgo: number;
}

const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Noa',
  'Ethan',
  'Priya',
  'Jonas',
  'Aisha',
  'Mateo',
  'Chloe',
  'Daniel',
  'Yuki',
  'Omar',
  'Sofia',
  'Lucas',
  'Hannah',
  'Ravi',
  'Grace',
  'Tomás',
  'Leah',
  'Felix',
  'Zoe',
  'Ari',
  'Isla',
  'Marcus',
  'Nadia',
  'Ben',
  'Elena',
  'Kwame',
  'Ruby',
  'Hugo',
  'Tamar',
  'Sam',
  'Ines',
  'Oliver',
  'Mina',
  'Jack',
];
const INITIALS = 'ABCDEFGHJKLMNOPRSTVWZ';

const RATINGS: ReadonlyArray<SeedReview['rating']> = [5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1];

const BY_KIND: Partial<Record<ProductKind | 'apparel' | 'toy', string[]>> = {
  apparel: [
    'Fits true to size and the print is still perfect after a dozen washes.',
    'Really soft fabric. I ordered my usual size and it fits great.',
    'The colours are even better in person. Already bought one for my brother.',
  ],
  mug: [
    'My morning coffee tastes more cinematic now.',
    'Survived months in the dishwasher without fading.',
    'Nice weight, big enough for a proper cup of tea.',
  ],
  poster: [
    'The frame feels solid and the print is crisp. It is the centrepiece of my living room.',
    'Arrived well packed, no scratches on the glazing.',
  ],
  toy: [
    'My kids have not put it down since it arrived.',
    'Great detail and it survived a week with my six-year-old.',
    'Bought it as a gift and it was a massive hit.',
  ],
  statue: [
    'Stunning detail, the metallic finish catches the light beautifully.',
    'Heavy and well made. The numbered certificate is a nice touch.',
  ],
  boardgame: [
    'We played three games in a row on the first night. Easy to learn, hard to master.',
    'Beautiful components and the rules are clear.',
  ],
  pin: [
    'Lovely shiny enamel, looks great on my denim jacket.',
    'Small but well made, the double post keeps it straight.',
  ],
};

const POSITIVE = [
  'Exactly as pictured and shipped quickly.',
  'Quality is excellent for the price.',
  'A must for any fan of the film.',
  'Gorgeous design, I get compliments every time.',
  'Packaging was lovely, it felt like opening a present.',
  'Better than I expected, will order again.',
];
const MIXED = [
  'Nice design but delivery took longer than I hoped.',
  'Good quality, although the colour is a little darker than on screen.',
  'It is fine. Not sure it is worth the full price, I would wait for a sale.',
];
const NEGATIVE = [
  'Mine arrived with a small scuff. Customer service sorted out a replacement, though.',
  'Smaller than I imagined. Check the dimensions before ordering.',
];

function groupOf(kind: ProductKind): keyof typeof BY_KIND {
  if (kind === 'tshirt' || kind === 'hoodie' || kind === 'socks' || kind === 'cap') return 'apparel';
  if (kind === 'figure' || kind === 'plush') return 'toy';
  return kind;
}

function buildReviews(): SeedReview[] {
  const out: SeedReview[] = [];
  for (const product of products) {
    const rng = createRng(`reviews:${product.slug}`);
    // About 60% of products have reviews; best sellers always do.
    if (!product.isBestseller && !rng.chance(0.58)) continue;
    const count = rng.int(3, 5);
    const used = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      let userName = '';
      do {
        userName = `${rng.pick(FIRST_NAMES)} ${rng.pick(INITIALS.split(''))}.`;
      } while (used.has(userName));
      used.add(userName);
      const rating = rng.pick(RATINGS);
      const specific = BY_KIND[groupOf(product.kind)] ?? [];
      let text: string;
      if (rating >= 4) {
        const first = specific.length > 0 && rng.chance(0.7) ? rng.pick(specific) : rng.pick(POSITIVE);
        const second = rng.chance(0.5) ? ` ${rng.pick(POSITIVE)}` : '';
        text = first + (second.trim() === first ? '' : second);
      } else if (rating === 3) {
        text = rng.pick(MIXED);
      } else {
        text = rng.pick(NEGATIVE);
      }
      out.push({
        productSlug: product.slug,
        userName,
        rating,
        text,
        createdDaysAgo: Math.max(0, rng.int(0, Math.max(1, product.createdDaysAgo - 1))),
      });
    }
  }
  return out;
}

export const reviews: SeedReview[] = buildReviews();

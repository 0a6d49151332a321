/** Home page merchandising: hero slides, home sections, product sets, Dream Box categories. */
import type { HeroTheme, ProductKind, SceneKind } from '@marquee/demo-artwork';
import { productFor, products } from './products.js';

export interface SeedHeroSlide {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  cta: string;
  /** Tailwind gradient classes for the overlay. */
  gradient: string;
  orderIndex: number;
  destinationUrl: string;
  buttonText: string;
  buttonColor: string;
  secondButtonText: string;
  secondButtonUrl: string;
  translations: {
    he: {
      title: string;
      subtitle: string;
      description: string;
      button1: string;
      button2: string;
      button1_url: string;
      button2_url: string;
    };
  };
  art: { theme: HeroTheme; palette: string[] };
}

export const heroSlides: SeedHeroSlide[] = [
  {
    slug: 'now-showing',
    title: 'Now Showing at Marquee',
    subtitle: 'Shop by film',
    description:
      'Twelve original films, one home for their official merchandise. Pick your favourite and take a piece of it home.',
    cta: 'Explore the films',
    gradient: 'from-black/80 via-black/40 to-transparent',
    orderIndex: 1,
    destinationUrl: '/films',
    buttonText: 'Browse films',
    buttonColor: '#8b5cf6',
    secondButtonText: 'Shop all products',
    secondButtonUrl: '/products',
    translations: {
      he: {
        title: 'עכשיו על המסך במרקיז',
        subtitle: 'קנו לפי סרט',
        description:
          'שנים־עשר סרטים מקוריים ובית אחד למרצ׳נדייז הרשמי שלהם. בחרו את הסרט האהוב עליכם וקחו חלק ממנו הביתה.',
        button1: 'לכל הסרטים',
        button2: 'לכל המוצרים',
        button1_url: '/films',
        button2_url: '/products',
      },
    },
    art: { theme: 'films', palette: ['#12091f', '#5b21b6', '#e11d48', '#fde68a'] },
  },
  {
    slug: 'new-merch',
    title: 'New Merch Just Dropped',
    subtitle: 'Apparel, collectibles and more',
    description: 'Fresh hoodies, limited statues and gifts for every fan. Free shipping on orders over $85.',
    cta: 'Shop the new arrivals',
    gradient: 'from-purple-950/85 via-purple-900/40 to-transparent',
    orderIndex: 2,
    destinationUrl: '/products',
    buttonText: 'Shop now',
    buttonColor: '#ec4899',
    secondButtonText: 'Shop by film',
    secondButtonUrl: '/films',
    translations: {
      he: {
        title: 'מרצ׳נדייז חדש הגיע',
        subtitle: 'ביגוד, פריטי אספנות ועוד',
        description: 'קפוצ׳ונים חדשים, פסלים במהדורה מוגבלת ומתנות לכל מעריץ. משלוח חינם בהזמנות מעל 85$.',
        button1: 'לקנייה',
        button2: 'קנו לפי סרט',
        button1_url: '/products',
        button2_url: '/films',
      },
    },
    art: { theme: 'products', palette: ['#1a1033', '#8b5cf6', '#ec4899', '#67e8f9'] },
  },
  {
    slug: 'dream-box',
    title: 'The Dream Box',
    subtitle: '$29.99 a month, cancel anytime',
    description: 'A monthly surprise of curated merchandise from the films you love, with free shipping worldwide.',
    cta: 'Start your subscription',
    gradient: 'from-indigo-950/85 via-fuchsia-900/40 to-transparent',
    orderIndex: 3,
    destinationUrl: '/checkout?dreambox=true',
    buttonText: 'Subscribe now',
    buttonColor: '#06b6d4',
    secondButtonText: 'Browse films',
    secondButtonUrl: '/films',
    translations: {
      he: {
        title: 'קופסת החלומות',
        subtitle: '29.99$ לחודש, ביטול בכל עת',
        description: 'הפתעה חודשית של מרצ׳נדייז נבחר מהסרטים שאתם אוהבים, עם משלוח חינם לכל העולם.',
        button1: 'להרשמה',
        button2: 'לכל הסרטים',
        button1_url: '/checkout?dreambox=true',
        button2_url: '/films',
      },
    },
    art: { theme: 'dreambox', palette: ['#1e0b3b', '#7c3aed', '#f472b6', '#fde68a'] },
  },
];

export interface SeedHomeSection {
  slug: string;
  title: string;
  description: string;
  isActive: boolean;
  sectionOrder: number;
  maxProductsDisplay: number;
  productSlugs: string[];
}

const inStock = products.filter((p) => p.stockQuantity > 0);

export const homeSections: SeedHomeSection[] = [
  {
    slug: 'new-arrivals',
    title: 'New Arrivals',
    description: 'The latest drops from the Marquee studio.',
    isActive: true,
    sectionOrder: 1,
    maxProductsDisplay: 10,
    productSlugs: [...inStock]
      .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || a.slug.localeCompare(b.slug))
      .slice(0, 10)
      .map((p) => p.slug),
  },
  {
    slug: 'gifts-under-30',
    title: 'Gifts Under $30',
    description: 'Small surprises for the film fan in your life.',
    isActive: true,
    sectionOrder: 2,
    maxProductsDisplay: 10,
    productSlugs: (() => {
      // One per film where possible, so the row is varied.
      const cheap = inStock
        .filter((p) => p.priceCents < 3000)
        .sort((a, b) => b.priceCents - a.priceCents || a.slug.localeCompare(b.slug));
      const picked: string[] = [];
      const films = new Set<string>();
      for (const p of cheap) {
        if (picked.length < 10 && !films.has(p.filmSlug)) {
          picked.push(p.slug);
          films.add(p.filmSlug);
        }
      }
      return picked;
    })(),
  },
];

export interface SeedProductSet {
  slug: string;
  name: string;
  description: string;
  /** The set's price in US cents, below the sum of its products. */
  priceCents: number;
  productSlugs: string[];
  /** Product pages where the set is offered. */
  targetProductSlugs: string[];
  isActive: boolean;
}

function bundle(slug: string, name: string, description: string, parts: Array<[string, ProductKind]>): SeedProductSet {
  const items = parts.map(([film, kind]) => productFor(film, kind));
  const total = items.reduce((sum, p) => sum + p.priceCents, 0);
  // About 15% off, ending in 99.
  const priceCents = Math.floor((total * 0.85) / 100) * 100 - 1;
  return {
    slug,
    name,
    description,
    priceCents,
    productSlugs: items.map((p) => p.slug),
    targetProductSlugs: items.map((p) => p.slug),
    isActive: true,
  };
}

export const productSets: SeedProductSet[] = [
  bundle(
    'nebula-drift-movie-night',
    'Nebula Drift Movie Night Set',
    'Everything for the perfect screening: the crew hoodie, the mug and the framed poster, together for less.',
    [
      ['nebula-drift', 'hoodie'],
      ['nebula-drift', 'mug'],
      ['nebula-drift', 'poster'],
    ],
  ),
  bundle(
    'crown-of-thistles-collector',
    "Crown of Thistles Collector's Set",
    'The numbered statue, the enamel pin and the hardcover notebook of the realm, in one collector bundle.',
    [
      ['crown-of-thistles', 'statue'],
      ['crown-of-thistles', 'pin'],
      ['crown-of-thistles', 'notebook'],
    ],
  ),
];

export interface SeedDreamBoxCategory {
  slug: string;
  name: string;
  art: { kinds: ProductKind[]; palette: string[]; scene: SceneKind };
}

export const dreamBoxCategories: SeedDreamBoxCategory[] = [
  {
    slug: 'apparel',
    name: 'Apparel',
    art: { kinds: ['hoodie', 'tshirt'], palette: ['#1e0b3b', '#7c3aed', '#f472b6', '#fde68a'], scene: 'city' },
  },
  {
    slug: 'collectibles',
    name: 'Collectibles',
    art: { kinds: ['statue', 'pin'], palette: ['#1c1917', '#78716c', '#f59e0b', '#fef3c7'], scene: 'castle' },
  },
  {
    slug: 'posters-prints',
    name: 'Posters & Prints',
    art: { kinds: ['poster'], palette: ['#0c1445', '#4f46e5', '#f472b6', '#e0e7ff'], scene: 'space' },
  },
  {
    slug: 'toys-plush',
    name: 'Toys & Plush',
    art: { kinds: ['plush', 'figure'], palette: ['#3b0764', '#a855f7', '#facc15', '#fef9c3'], scene: 'forest' },
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    art: { kinds: ['mug', 'notebook'], palette: ['#082f49', '#0ea5e9', '#f59e0b', '#e0f2fe'], scene: 'ocean' },
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    art: { kinds: ['cap', 'keychain'], palette: ['#4a044e', '#c026d3', '#22d3ee', '#fae8ff'], scene: 'mountains' },
  },
];

/** The shop's product categories. */
import type { ProductKind, SceneKind } from '@marquee/demo-artwork';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  translations: { he: { name: string; description: string } };
  displayOrder: number;
  /** How the category tile is drawn. */
  art: { kinds: ProductKind[]; palette: string[]; scene: SceneKind };
}

export const categories: SeedCategory[] = [
  {
    slug: 'toys-figures',
    name: 'Toys & Figures',
    description:
      'Action figures, plush companions and playsets starring the characters you love, built for play and made to last.',
    translations: {
      he: {
        name: 'צעצועים ודמויות',
        description: 'דמויות פעולה, בובות פרווה וערכות משחק בכיכוב הדמויות האהובות עליכם, לשחק בהן שנים.',
      },
    },
    displayOrder: 1,
    art: { kinds: ['plush', 'figure'], palette: ['#3b0764', '#a855f7', '#facc15', '#fef9c3'], scene: 'forest' },
  },
  {
    slug: 'clothing',
    name: 'Clothing',
    description: 'Tees, hoodies and socks with original film artwork, printed on soft, responsibly made cotton.',
    translations: {
      he: {
        name: 'ביגוד',
        description: 'חולצות, קפוצ׳ונים וגרביים עם עיצובים מקוריים מהסרטים, מודפסים על כותנה רכה ואחראית.',
      },
    },
    displayOrder: 2,
    art: { kinds: ['hoodie', 'tshirt', 'socks'], palette: ['#1e1b4b', '#6366f1', '#f472b6', '#e0e7ff'], scene: 'city' },
  },
  {
    slug: 'posters-art',
    name: 'Posters & Art',
    description:
      'Gallery-quality prints and framed posters of every film, on heavyweight matte paper with archival inks.',
    translations: {
      he: {
        name: 'פוסטרים ואמנות',
        description: 'הדפסים ופוסטרים ממוסגרים באיכות גלריה, על נייר מט עבה בדיו עמיד לאורך שנים.',
      },
    },
    displayOrder: 3,
    art: { kinds: ['poster'], palette: ['#111827', '#374151', '#f59e0b', '#fef3c7'], scene: 'castle' },
  },
  {
    slug: 'collectibles',
    name: 'Collectibles',
    description:
      'Numbered statues, enamel pins and limited editions for serious collectors. Once they are gone, they are gone.',
    translations: {
      he: {
        name: 'פריטי אספנות',
        description: 'פסלים ממוספרים, סיכות אמייל ומהדורות מוגבלות לאספנים רציניים. כשהם נגמרים, הם לא חוזרים.',
      },
    },
    displayOrder: 4,
    art: { kinds: ['statue', 'pin'], palette: ['#1c1917', '#57534e', '#d4a83a', '#fef3c7'], scene: 'mountains' },
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    description: 'Mugs and everyday pieces that bring a little cinema to your morning coffee and your movie nights.',
    translations: {
      he: {
        name: 'בית ומטבח',
        description: 'ספלים ופריטים יומיומיים שמביאים קצת קולנוע לקפה של הבוקר ולערבי הסרטים שלכם.',
      },
    },
    displayOrder: 5,
    art: { kinds: ['mug', 'notebook'], palette: ['#082f49', '#0ea5e9', '#f59e0b', '#e0f2fe'], scene: 'ocean' },
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Caps, keychains, tote bags and phone cases: small ways to carry your favourite film with you every day.',
    translations: {
      he: {
        name: 'אקססוריז',
        description: 'כובעים, מחזיקי מפתחות, תיקי בד וכיסויים לטלפון: דרכים קטנות לקחת את הסרט האהוב איתכם לכל מקום.',
      },
    },
    displayOrder: 6,
    art: { kinds: ['cap', 'tote', 'keychain'], palette: ['#4a044e', '#c026d3', '#22d3ee', '#fae8ff'], scene: 'space' },
  },
  {
    slug: 'books-stationery',
    name: 'Books & Stationery',
    description:
      'Hardcover notebooks and journals with foil-stamped covers, for scripts, sketches and late-night ideas.',
    translations: {
      he: {
        name: 'ספרים וכלי כתיבה',
        description: 'מחברות ויומנים בכריכה קשה עם הטבעה מוזהבת, לתסריטים, לסקיצות ולרעיונות של הלילה.',
      },
    },
    displayOrder: 7,
    art: { kinds: ['notebook'], palette: ['#14532d', '#16a34a', '#fbbf24', '#dcfce7'], scene: 'forest' },
  },
  {
    slug: 'games-puzzles',
    name: 'Games & Puzzles',
    description:
      'Board games set in the worlds of our films, designed for family nights and competitive friends alike.',
    translations: {
      he: {
        name: 'משחקים ופאזלים',
        description: 'משחקי קופסה שמתרחשים בעולמות של הסרטים שלנו, לערבי משפחה ולחברים תחרותיים.',
      },
    },
    displayOrder: 8,
    art: { kinds: ['boardgame'], palette: ['#450a0a', '#b91c1c', '#fbbf24', '#fee2e2'], scene: 'desert' },
  },
];

/** What each kind of product is: names, price band, category, tags and copy. */
import type { ProductKind, SceneKind } from '@marquee/demo-artwork';

export interface ProductType {
  kind: ProductKind;
  /** Title patterns; {film} and {character} are filled in. */
  titles: string[];
  /** Hebrew title pattern, when the product gets a Hebrew translation. */
  titleHe?: string;
  /** Price band in cents (prices end in 99). */
  price: readonly [min: number, max: number];
  category: string;
  extraCategories: string[];
  /** Image count band (1-5). */
  images: readonly [min: number, max: number];
  gender: string[];
  age: string[];
  sizes: string[];
  general: string[];
  /** Opening sentences; {film}, {character}, {scene}, {tagline}, {genre}. */
  intros: string[];
  /** Material, size and care details. */
  details: string[];
  /** Uses a character name (figures, plush, statues). */
  character?: 'lead' | 'second' | 'last';
}

const APPAREL_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'];

export const PRODUCT_TYPES: Record<ProductKind, ProductType> = {
  tshirt: {
    kind: 'tshirt',
    titles: ['{film} Poster Art Tee', '{film} Logo Tee', '{film} Vintage Wash Tee'],
    titleHe: 'חולצת טי {film}',
    price: [2499, 2999],
    category: 'clothing',
    extraCategories: [],
    images: [3, 5],
    gender: ['unisex'],
    age: [],
    sizes: APPAREL_SIZES,
    general: ['organic cotton', 'eco-friendly'],
    intros: [
      'A soft everyday tee carrying the {film} emblem over the heart and the title across the chest.',
      "Celebrate {film} with a relaxed-fit tee inspired by the film's {scene}.",
      "Our best-loved cut, screen-printed with original {film} artwork in the film's own colours.",
    ],
    details: [
      'Made from 100% organic ring-spun cotton (180 gsm) with a ribbed crew neck. Unisex fit, sizes XS to XXL.',
      'Pre-shrunk organic cotton jersey with water-based inks that stay soft. Machine wash cold, inside out.',
    ],
  },
  hoodie: {
    kind: 'hoodie',
    titles: ['{film} Crew Hoodie', '{film} Pullover Hoodie', '{film} Fleece Hoodie'],
    titleHe: 'קפוצ׳ון {film}',
    price: [5499, 6499],
    category: 'clothing',
    extraCategories: [],
    images: [3, 5],
    gender: ['unisex'],
    age: [],
    sizes: APPAREL_SIZES,
    general: ['gift idea'],
    intros: [
      'The official {film} crew hoodie, as worn between takes: a heavyweight pullover with the emblem printed on the chest.',
      'Stay warm through every late screening in this {film} hoodie with a large back print of the title.',
      'A brushed-fleece hoodie in the palette of {film}, with a lined hood and a roomy kangaroo pocket.',
    ],
    details: [
      'Heavyweight 320 gsm cotton-rich fleece with ribbed cuffs and hem. Relaxed unisex fit, sizes XS to XXL.',
      '80% cotton, 20% recycled polyester. Wash at 30°C inside out and tumble dry low.',
    ],
  },
  cap: {
    kind: 'cap',
    titles: ['{film} Embroidered Cap', '{film} Dad Cap', '{film} Snapback'],
    price: [2299, 2799],
    category: 'accessories',
    extraCategories: ['clothing'],
    images: [2, 4],
    gender: ['unisex'],
    age: [],
    sizes: ['one size'],
    general: ['gift idea'],
    intros: [
      'A six-panel cap with the {film} emblem embroidered on the front and a contrast under-brim.',
      'Low-profile and broken-in from day one, this cap wears the {film} wordmark in raised stitching.',
    ],
    details: [
      'Washed cotton twill with an adjustable strap. One size fits most. Spot clean only.',
      'Structured crown, curved brim and embroidered eyelets. Adjustable, one size.',
    ],
  },
  mug: {
    kind: 'mug',
    titles: ['{film} Ceramic Mug', '{film} Coffee Mug', '{film} Tagline Mug'],
    titleHe: 'ספל {film}',
    price: [1499, 1899],
    category: 'home-kitchen',
    extraCategories: [],
    images: [2, 5],
    gender: [],
    age: [],
    sizes: [],
    general: ['dishwasher safe', 'gift idea'],
    intros: [
      'Start the day with {film}: a glossy ceramic mug with the emblem on one side and the tagline on the other.',
      "A generous 15 oz mug printed with {film} artwork and a coloured interior that matches the film's palette.",
    ],
    details: [
      'Holds 15 oz (440 ml). Dishwasher and microwave safe.',
      'Stoneware with a wrap-around print that will not fade in the dishwasher. 12 oz.',
    ],
  },
  poster: {
    kind: 'poster',
    titles: ['{film} Framed Art Print', '{film} Framed Poster', '{film} Gallery Print'],
    titleHe: 'פוסטר ממוסגר {film}',
    price: [3499, 5999],
    category: 'posters-art',
    extraCategories: ['collectibles'],
    images: [2, 5],
    gender: [],
    age: [],
    sizes: [],
    general: ['gift idea'],
    intros: [
      'The official theatrical one-sheet of {film}, "{tagline}", reproduced at gallery quality.',
      'Bring the {scene} of {film} to your wall with this framed print of the original poster.',
    ],
    details: [
      '12 x 18 in print on 230 gsm matte archival paper, in a solid wood frame with a white mat and acrylic glazing. Ready to hang.',
      'Giclée print with archival inks, framed in FSC-certified wood. Arrives ready to hang, hardware included.',
    ],
  },
  figure: {
    kind: 'figure',
    titles: ['{character} Action Figure', '{character} 6-Inch Figure'],
    price: [2999, 4499],
    category: 'toys-figures',
    extraCategories: ['collectibles'],
    images: [2, 5],
    gender: ['kids'],
    age: ['8+'],
    sizes: [],
    general: ['gift idea'],
    intros: [
      '{character} from {film}, as a fully poseable 6-inch action figure with a signature accessory.',
      'Recreate your favourite scenes from {film} with this detailed {character} figure, sealed in collector packaging.',
    ],
    details: [
      '16 points of articulation, hand-painted details and a display stand. Suitable for ages 8 and up.',
      'Includes an accessory and a window box that looks great on a shelf. Not suitable for children under 3.',
    ],
    character: 'lead',
  },
  plush: {
    kind: 'plush',
    titles: ['{character} Plush', '{character} Cuddle Plush'],
    titleHe: 'בובת פרווה {character}',
    price: [1999, 2999],
    category: 'toys-figures',
    extraCategories: [],
    images: [2, 4],
    gender: ['kids'],
    age: ['3+'],
    sizes: [],
    general: ['gift idea', 'handmade'],
    intros: [
      'Soft, huggable and straight out of {film}: {character} as a 12-inch plush with an embroidered emblem on the tummy.',
      'Bedtime just got better. This {character} plush from {film} has embroidered eyes and a velvety finish.',
    ],
    details: [
      'Super-soft polyester plush with embroidered (not plastic) eyes, safe for ages 3 and up. Surface wash only.',
      'About 30 cm tall. Filled with recycled fibre. Meets EN71 toy safety standards.',
    ],
    character: 'last',
  },
  keychain: {
    kind: 'keychain',
    titles: ['{film} Ticket Keychain', '{film} Acrylic Keychain'],
    price: [999, 1299],
    category: 'accessories',
    extraCategories: [],
    images: [1, 3],
    gender: ['unisex'],
    age: [],
    sizes: [],
    general: ['gift idea'],
    intros: [
      'An "admit one" cinema ticket keychain for {film}, cut from thick clear acrylic with a printed emblem.',
      'Keep {film} close with this double-sided acrylic charm on a sturdy split ring.',
    ],
    details: [
      '3 in tall, 5 mm acrylic with a nickel-free ring.',
      'Double-sided print protected under acrylic, so it will not scratch off.',
    ],
  },
  pin: {
    kind: 'pin',
    titles: ['{film} Enamel Pin', '{film} Collector Pin'],
    price: [899, 1299],
    category: 'collectibles',
    extraCategories: ['accessories'],
    images: [1, 3],
    gender: ['unisex'],
    age: [],
    sizes: [],
    general: ["collector's item", 'gift idea'],
    intros: [
      'A hard-enamel pin of the {film} emblem with gold plating and a ribbon banner.',
      'Add {film} to your jacket, bag or pin board with this polished hard-enamel collector pin.',
    ],
    details: [
      '1.5 in, hard enamel on gold-plated metal with two rubber clutches. Comes on a backing card.',
      'Gold-plated with a double post, so it never spins.',
    ],
  },
  notebook: {
    kind: 'notebook',
    titles: ['{film} Hardcover Notebook', '{film} Dot-Grid Journal'],
    price: [1499, 2199],
    category: 'books-stationery',
    extraCategories: [],
    images: [2, 4],
    gender: [],
    age: [],
    sizes: [],
    general: ['gift idea', 'eco-friendly'],
    intros: [
      'A linen-bound hardcover notebook with the {film} emblem debossed and the title foil-stamped in gold.',
      'Write your own {genre} story in this {film} journal, with an elastic closure and a ribbon marker.',
    ],
    details: [
      'A5, 192 pages of 100 gsm acid-free paper, dot grid. Lays flat.',
      'Recycled paper, sewn binding and an inner pocket for ticket stubs.',
    ],
  },
  tote: {
    kind: 'tote',
    titles: ['{film} Canvas Tote Bag', '{film} Market Tote'],
    price: [1999, 2499],
    category: 'accessories',
    extraCategories: [],
    images: [2, 5],
    gender: ['unisex'],
    age: [],
    sizes: [],
    general: ['eco-friendly', 'organic cotton'],
    intros: [
      'A heavyweight canvas tote screen-printed with the {film} emblem, big enough for groceries or a laptop.',
      'Carry {film} everywhere: a sturdy organic-cotton tote with long handles and reinforced stitching.',
    ],
    details: [
      '15 x 16 in, 12 oz organic cotton canvas with 26 in handles. Wash cold, line dry.',
      'Holds up to 10 kg. Printed with water-based inks.',
    ],
  },
  phonecase: {
    kind: 'phonecase',
    titles: ['{film} Phone Case', '{film} Tough Phone Case'],
    price: [2499, 2999],
    category: 'accessories',
    extraCategories: [],
    images: [2, 4],
    gender: ['unisex'],
    age: [],
    sizes: [],
    general: ['gift idea'],
    intros: [
      'The {scene} from the {film} poster, edge to edge on a slim protective phone case.',
      'Protect your phone with the official {film} artwork on a shock-absorbing case with raised camera edges.',
    ],
    details: [
      'Dual-layer polycarbonate and TPU, wireless-charging compatible. Available for recent iPhone and Pixel models.',
      'Scratch-resistant glossy finish, drop-tested to 2 m.',
    ],
  },
  statue: {
    kind: 'statue',
    titles: ['{character} Collector Statue', '{character} Limited Statue'],
    price: [8999, 14999],
    category: 'collectibles',
    extraCategories: ['toys-figures'],
    images: [3, 5],
    gender: [],
    age: ['adult', '14+'],
    sizes: [],
    general: ["collector's item"],
    intros: [
      '{character} of {film}, sculpted in a heroic pose and cast in cold-cast bronze. Limited to 2,500 numbered pieces.',
      'A museum-quality {character} statue from {film}, mounted on a turned base with an engraved plaque.',
    ],
    details: [
      'About 11 in tall, polystone with a hand-applied metallic finish. Certificate of authenticity included.',
      'Hand-finished; each piece is unique. Not a toy, for collectors aged 14 and up.',
    ],
    character: 'second',
  },
  boardgame: {
    kind: 'boardgame',
    titles: ['{film}: The Board Game', '{film} Strategy Game'],
    price: [3999, 5999],
    category: 'games-puzzles',
    extraCategories: [],
    images: [2, 5],
    gender: ['unisex'],
    age: ['8+'],
    sizes: [],
    general: ['family night', 'gift idea'],
    intros: [
      'Step into {film} in this cooperative board game for 2 to 4 players. Every game plays out a new version of the story.',
      'Outwit your friends in the world of {film}: a fast, tactical game of bluffing and bold moves.',
    ],
    details: [
      '2-4 players, about 45 minutes. Includes a folding board, 4 wooden pawns, 120 cards and dice.',
      'Easy to learn in 10 minutes, with an advanced variant for seasoned players.',
    ],
  },
  socks: {
    kind: 'socks',
    titles: ['{film} Crew Socks', '{film} Cozy Socks'],
    price: [1299, 1699],
    category: 'clothing',
    extraCategories: ['accessories'],
    images: [1, 3],
    gender: ['unisex'],
    age: [],
    sizes: ['one size'],
    general: ['gift idea'],
    intros: [
      'Knitted crew socks with an all-over {film} pattern and contrast heel and toe.',
      'Movie-night socks: soft, warm and covered in tiny {film} emblems.',
    ],
    details: [
      'Combed cotton blend with a cushioned sole. One size, fits EU 38-45.',
      '75% cotton, 22% polyamide, 3% elastane. Machine washable.',
    ],
  },
};

/** A few words describing each poster scene, for product copy. */
export const SCENE_PHRASES: Record<SceneKind, string> = {
  space: 'ringed planet drifting through a neon nebula',
  ocean: 'lighthouse keeping watch over a sunset sea',
  city: 'rain-washed skyline lit window by window',
  mountains: 'moonlit peaks',
  castle: 'moonlit castle on the hill',
  forest: 'firefly-lit pine forest',
  desert: 'blazing sun sinking behind the mesas',
};

/** Two product kinds each film skips, so 12 films x 13 kinds = 156 products. */
export const SKIPPED_KINDS: Record<string, readonly [ProductKind, ProductKind]> = {
  'nebula-drift': ['socks', 'tote'],
  'the-lantern-keeper': ['statue', 'phonecase'],
  'midnight-on-alder-street': ['plush', 'socks'],
  'ember-peak': ['plush', 'boardgame'],
  'crown-of-thistles': ['phonecase', 'socks'],
  'saltwater-sky': ['figure', 'statue'],
  'button-and-bramble': ['statue', 'phonecase'],
  'the-last-orbit': ['plush', 'tote'],
  'dust-and-thunder': ['plush', 'notebook'],
  'neon-requiem': ['plush', 'tote'],
  whisperwood: ['figure', 'cap'],
  'glacier-nine': ['boardgame', 'mug'],
};

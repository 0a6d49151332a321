import { cap, hoodie, socks, tote, tshirt } from './apparel.js';
import { boardgame, figure, plush, poster, statue } from './collectibles.js';
import type { ProductKind, Shape } from './context.js';
import { keychain, mug, notebook, phonecase, pin } from './goods.js';

export { PRODUCT_KINDS, type ProductKind } from './context.js';

/** The drawing of each product kind. */
export const productShapes: Record<ProductKind, Shape> = {
  tshirt,
  hoodie,
  cap,
  mug,
  poster,
  figure,
  plush,
  keychain,
  pin,
  notebook,
  tote,
  phonecase,
  statue,
  boardgame,
  socks,
};

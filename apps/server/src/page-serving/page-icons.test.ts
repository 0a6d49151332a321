import { beforeAll, describe, expect, it } from 'vitest';
import { testStoreForFile } from '../test/app.js';
import { realEntryWebDist } from '../test/web-dist.js';
import { createProduct } from '../test/factories.js';

/** The start of each repeated icon's path: lucide's star, half star, heart and shopping cart. */
const ICON_PATHS = {
  star: 'M11.525 2.295a.53.53',
  'star-half': 'M12 18.338a2.1 2.1',
  heart: 'M2 9.5a5.5 5.5',
  cart: 'm2.05 2.05 1.099-.028',
};

const store = testStoreForFile({ webDist: realEntryWebDist() });
beforeAll(async () => {
  // Best sellers are on the home page: cards with a heart, a cart and stars (4.5: a half star).
  for (let n = 0; n < 6; n++)
    await createProduct(store.database.db, { isBestseller: true, bestsellerOrder: n }, { reviews: [5, 4] });
});

describe('issue 15 the HTML draws each repeated icon once', () => {
  it("SF-CARD-04 the home page holds each icon's path once, and every card points to it", async () => {
    const response = await store.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const [name, start] of Object.entries(ICON_PATHS)) {
      expect(html.split(start).length - 1, name).toBe(1);
      expect(html, name).toContain(`<symbol id="marquee-icon-${name}">`);
    }
    const uses = (name: string) => html.split(`href="#marquee-icon-${name}"`).length - 1;
    // Six cards: six hearts and six carts, six ratings of 4.5 (four full stars, a half, five outlines each).
    expect(uses('heart')).toBeGreaterThanOrEqual(6);
    expect(uses('cart')).toBeGreaterThanOrEqual(6);
    expect(uses('star')).toBeGreaterThanOrEqual(30);
    expect(uses('star-half')).toBeGreaterThanOrEqual(6);
    expect(html.match(/role="img" aria-label="Rated 4.5 out of 5"/g)?.length).toBeGreaterThanOrEqual(6);
  });
});

import { describe, expect, it } from 'vitest';
import {
  categoryImage,
  dreamBoxCategoryImage,
  filmHero,
  filmLogo,
  filmPoster,
  heroSlide,
  ogImage,
  PRODUCT_KINDS,
  productImage,
  SCENE_KINDS,
  siteLogo,
  type FilmArtInput,
} from './index.js';
import { checkSvg } from './xml-check.js';

/** One film per scene, with the palettes of the demo catalogue's first films. */
const palettes = [
  ['#0b1026', '#3b2a8f', '#ff5fa2', '#8be9fd'],
  ['#0e1f33', '#1f5f7a', '#ffb347', '#ffe7b0'],
  ['#0d0d14', '#2c2f4a', '#f2c14e'],
];
const films: FilmArtInput[] = SCENE_KINDS.map((scene, i) => ({
  slug: `test-film-${scene}`,
  title: `The ${scene[0]!.toUpperCase()}${scene.slice(1)} Film`,
  tagline: 'Every storm needs someone to keep the light burning.',
  palette: palettes[i % palettes.length]!,
  scene,
  director: 'Imara Castellanos',
  cast: ['Juno Okafor', 'Theo Lindqvist', 'Mara Velasquez'],
  genres: ['Sci-Fi', 'Adventure'],
  releaseDate: `202${i}-03-14`,
}));
const film = films[0]!;
const ampFilm: FilmArtInput = {
  ...film,
  slug: 'salt-and-smoke',
  title: 'Salt & Smoke <Redux>',
  tagline: 'Quotes "double" and \'single\' & more',
  cast: ['A & B', 'C <D>'],
};

function expectValid(svg: string, width: number, height: number) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
  expect(svg.endsWith('</svg>')).toBe(true);
  // Self-contained: no remote resources and no external fonts.
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|@import|@font-face|<image/);
  const check = checkSvg(svg);
  expect(check.errors).toEqual([]);
}

describe('film artwork', () => {
  it('draws a 600x900 poster, a 1600x600 banner and an 800x240 logo for a film of every scene', () => {
    for (const f of films) {
      expectValid(filmPoster(f), 600, 900);
      expectValid(filmHero(f), 1600, 600);
      expectValid(filmLogo(f), 800, 240);
    }
  });

  it('escapes text: & < > quotes in titles, taglines and names', () => {
    for (const svg of [filmPoster(ampFilm), filmHero(ampFilm), filmLogo(ampFilm)]) {
      expect(svg).toContain('Salt &amp; Smoke &lt;Redux&gt;');
      expect(svg).not.toContain('Salt & Smoke');
      expect(checkSvg(svg).errors).toEqual([]);
    }
    const poster = filmPoster(ampFilm);
    expect(poster).toContain('&quot;double&quot;');
    expect(poster).toContain('&apos;single&apos;');
  });

  it('is deterministic and differs between films', () => {
    expect(filmPoster(film)).toBe(filmPoster({ ...film }));
    expect(filmHero(film)).toBe(filmHero({ ...film }));
    expect(filmPoster(films[1]!)).not.toBe(filmPoster(film));
  });
});

describe('product images', () => {
  it('draws every product kind in five visibly different shots', () => {
    for (const kind of PRODUCT_KINDS) {
      const input = {
        slug: `test-${kind}`,
        title: `Salt & Smoke ${kind}`,
        kind,
        film: ampFilm,
        subject: 'Captain <Test>',
      };
      const shots = [0, 1, 2, 3, 4].map((v) => productImage(input, v));
      for (const svg of shots) {
        expectValid(svg, 800, 800);
        expect(svg).toContain(`Salt &amp; Smoke ${kind}`);
      }
      expect(new Set(shots).size).toBe(5);
      expect(productImage(input, 2)).toBe(productImage({ ...input }, 2));
    }
  });
});

describe('store artwork', () => {
  it('draws hero slides, category tiles, the logo and the share image', () => {
    for (const theme of ['films', 'products', 'dreambox'] as const) {
      expectValid(heroSlide({ slug: theme, title: `Slide & ${theme}`, theme, palette: film.palette }), 1600, 600);
    }
    const category = {
      slug: 'toys',
      name: 'Toys & Figures',
      kinds: ['plush', 'figure'] as const,
      palette: film.palette,
      scene: film.scene,
    };
    const tile = categoryImage({ ...category, kinds: [...category.kinds] });
    expectValid(tile, 600, 600);
    expect(tile).toContain('Toys &amp; Figures');
    expectValid(dreamBoxCategoryImage({ ...category, kinds: ['mug'] }), 600, 600);
    expectValid(siteLogo(), 300, 100);
    expect(siteLogo()).toContain('MARQUEE');
    expectValid(ogImage(), 1200, 630);
  });
});

describe('checkSvg (the test helper)', () => {
  it('catches the mistakes it is meant to catch', () => {
    expect(checkSvg('<svg><title>a & b</title></svg>').ok).toBe(false);
    expect(checkSvg('<svg><g></svg>').ok).toBe(false);
    expect(checkSvg('<svg><rect fill="url(#nope)"/></svg>').ok).toBe(false);
    expect(checkSvg('<svg><g id="a"/><g id="a"/></svg>').ok).toBe(false);
    expect(checkSvg('<svg><rect x=1/></svg>').ok).toBe(false);
    expect(checkSvg('<svg><g id="a"/><rect fill="url(#a)"/><text>a &amp; b</text></svg>').ok).toBe(true);
  });
});

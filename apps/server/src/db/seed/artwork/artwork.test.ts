import { describe, expect, it } from 'vitest';
import { films } from '../data/films.js';
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
  siteLogo,
  type FilmArtInput,
} from './index.js';
import { demoArtwork } from './manifest.js';
import { checkSvg } from './xml-check.js';

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
  it('draws a 600x900 poster, a 1600x600 banner and an 800x240 logo for every film', () => {
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

  it('lists every demo image once, with well-formed SVG', () => {
    const files = [...demoArtwork()];
    expect(new Set(files.map((f) => f.url)).size).toBe(files.length);
    for (const f of files) {
      expect(f.url.startsWith('/media/demo/')).toBe(true);
      expect(f.file).toBe(f.url.replace('/media/', ''));
      expect(checkSvg(f.svg).errors, f.file).toEqual([]);
    }
    expect(files.some((f) => f.url === '/media/demo/logo.svg')).toBe(true);
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

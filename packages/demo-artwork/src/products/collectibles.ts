/** Toys and collectibles: framed poster, action figure, plush, statue, board game. */
import { darken, lighten, mix } from '../color.js';
import { emblem, sceneGlyph, wordmark } from '../emblem.js';
import { posterLayers } from '../poster.js';
import { createRng } from '../random.js';
import { drawScene, skyStops } from '../scenes.js';
import { linearGradient, radialGradient, text } from '../svg.js';
import { gloss, gold, shade, type Shape, type ShapeContext } from './context.js';

export const poster: Shape = (ctx) => {
  const inner = posterLayers(ctx.film, `${ctx.id}-pp`);
  const frame = ctx.view === 'back' ? '#e9e4da' : ctx.trim;
  const x = 232;
  const y = 130;
  const w = 336;
  const h = 474;
  const art = 248;
  return {
    defs: inner.defs + `<clipPath id="${ctx.id}-pc"><rect width="600" height="900"/></clipPath>`,
    body:
      `<path d="M400 70 L${x + 60} ${y + 6} M400 70 L${x + w - 60} ${y + 6}" stroke="#555" stroke-width="2"/>` +
      `<circle cx="400" cy="70" r="6" fill="#777"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(ctx)}"/>` +
      `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" fill="#f7f4ee"/>` +
      `<path d="M${x + 16} ${y + 16} h${w - 32} l-6 6 h-${w - 44} v${h - 44} l-6 6 Z" fill="#000" opacity="0.12"/>` +
      `<g transform="translate(${x + (w - art) / 2} ${y + (h - art * 1.5) / 2}) scale(${art / 600})" clip-path="url(#${ctx.id}-pc)">${inner.body}</g>` +
      `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" fill="${gloss(ctx)}" opacity="0.6"/>`,
    focus: { x: 400, y: 300 },
  };
};

/** A toy figure standing at (0,0) feet-centre, ~300 tall. */
function figureBody(ctx: ShapeContext, suit: string, skin: string): string {
  const belt = ctx.p.accent;
  return (
    `<path d="M-40 -40 L-16 -40 L-12 -128 L12 -128 L16 -40 L40 -40 L34 -150 L-34 -150 Z" fill="${darken(suit, 0.2)}"/>` + // legs
    `<rect x="-44" y="-14" width="40" height="16" rx="6" fill="${darken(suit, 0.45)}"/><rect x="4" y="-14" width="40" height="16" rx="6" fill="${darken(suit, 0.45)}"/>` +
    `<path d="M-42 -40 L-40 -16 L-6 -16 L-10 -40 Z M42 -40 L40 -16 L6 -16 L10 -40 Z" fill="${darken(suit, 0.2)}"/>` +
    `<path d="M-50 -250 Q0 -262 50 -250 L40 -146 L-40 -146 Z" fill="${suit}"/>` + // torso
    `<rect x="-41" y="-160" width="82" height="16" fill="${belt}"/><rect x="-9" y="-162" width="18" height="20" rx="3" fill="${lighten(belt, 0.4)}"/>` +
    `<path d="M-50 -248 L-74 -236 L-84 -160 L-66 -156 L-58 -220 Z M50 -248 L74 -236 L84 -160 L66 -156 L58 -220 Z" fill="${suit}"/>` + // arms
    `<circle cx="-76" cy="-150" r="11" fill="${skin}"/><circle cx="76" cy="-150" r="11" fill="${skin}"/>` +
    `<rect x="-11" y="-272" width="22" height="22" fill="${darken(skin, 0.1)}"/>` +
    `<ellipse cx="0" cy="-302" rx="32" ry="36" fill="${skin}"/>` +
    `<path d="M-33 -306 Q-34 -346 0 -346 Q36 -346 34 -300 Q20 -326 -33 -306 Z" fill="${darken(ctx.p.deep, 0.2)}"/>` +
    `<circle cx="-11" cy="-300" r="4" fill="#1b1b1f"/><circle cx="11" cy="-300" r="4" fill="#1b1b1f"/>` +
    `<path d="M-10 -284 Q0 -278 10 -284" fill="none" stroke="#1b1b1f" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g transform="translate(-16 -232) scale(0.32)" fill="${lighten(belt, 0.2)}">${sceneGlyph(ctx.film.scene)}</g>`
  );
}

export const figure: Shape = (ctx) => {
  const cardTop = ctx.p.deep;
  const id = ctx.id;
  const mark = wordmark(ctx.film.title, { cx: 400, y: 178, maxWidth: 250, maxSize: 40, fill: '#ffffff', maxLines: 2 });
  const name = (ctx.subject ?? ctx.film.title).toUpperCase();
  const defs =
    linearGradient(`${id}-card`, [
      [0, lighten(ctx.p.mid, 0.1)],
      [0.6, cardTop],
      [1, darken(cardTop, 0.4)],
    ]) +
    radialGradient(`${id}-burst`, [
      [0, ctx.p.accent, 0.7],
      [1, ctx.p.accent, 0],
    ]);
  if (ctx.view === 'back') {
    // Out of the box: the figure alone, with its accessory.
    return {
      defs,
      body:
        `<g transform="translate(400 650) scale(1.45)">${figureBody(ctx, ctx.body, ctx.trim)}` +
        `<path d="M92 -150 L100 -330" stroke="${lighten(ctx.p.accent, 0.3)}" stroke-width="8" stroke-linecap="round"/>` +
        `<rect x="80" y="-166" width="28" height="10" rx="3" fill="${darken(ctx.p.ink, 0.2)}"/></g>`,
      focus: { x: 400, y: 260 },
    };
  }
  const body =
    `<rect x="240" y="96" width="320" height="600" rx="18" fill="url(#${id}-card)"/>` +
    `<rect x="370" y="112" width="60" height="16" rx="8" fill="${darken(cardTop, 0.6)}"/>` +
    `<clipPath id="${id}-cardclip"><rect x="240" y="96" width="320" height="600" rx="18"/></clipPath>` +
    `<circle cx="400" cy="450" r="210" fill="url(#${id}-burst)" clip-path="url(#${id}-cardclip)"/>` +
    mark.svg +
    `<rect x="270" y="234" width="260" height="398" rx="34" fill="#ffffff" opacity="0.16"/>` +
    `<g transform="translate(400 610) scale(1.02)">${figureBody(ctx, ctx.body, ctx.trim)}</g>` +
    `<path d="M292 596 L292 290 Q292 252 330 252" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.55"/>` +
    `<rect x="270" y="234" width="260" height="398" rx="34" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>` +
    `<rect x="240" y="640" width="320" height="40" fill="${ctx.p.accent}"/>` +
    text(name, {
      x: 400,
      y: 667,
      size: Math.min(18, 420 / Math.max(8, name.length)),
      fill: darken(ctx.p.accent, 0.75),
      weight: 900,
      letterSpacing: 2,
    }) +
    `<circle cx="520" cy="286" r="30" fill="${ctx.p.accent}"/>` +
    text('8+', { x: 520, y: 295, size: 24, fill: darken(ctx.p.accent, 0.75), weight: 900 });
  return { defs, body, focus: { x: 400, y: 380 } };
};

export const plush: Shape = (ctx) => {
  const fur = ctx.body;
  const belly = lighten(fur, 0.55);
  const pad = ctx.trim;
  const back = ctx.view === 'back';
  const ears =
    `<g transform="rotate(-14 330 230)"><ellipse cx="330" cy="180" rx="42" ry="98" fill="${fur}"/><ellipse cx="330" cy="186" rx="20" ry="70" fill="${pad}"/></g>` +
    `<g transform="rotate(14 470 230)"><ellipse cx="470" cy="180" rx="42" ry="98" fill="${fur}"/><ellipse cx="470" cy="186" rx="20" ry="70" fill="${pad}"/></g>`;
  const face = back
    ? `<circle cx="400" cy="560" r="26" fill="${belly}"/>`
    : `<ellipse cx="400" cy="500" rx="104" ry="108" fill="${belly}"/>` +
      `<path d="M400 400 V606" stroke="${darken(belly, 0.15)}" stroke-width="3" stroke-dasharray="8 7"/>` +
      emblem(ctx.film.scene, { cx: 400, cy: 506, r: 46, fill: 'none', ink: ctx.inkAccent }) +
      `<circle cx="356" cy="318" r="17" fill="#17171c"/><circle cx="444" cy="318" r="17" fill="#17171c"/>` +
      `<circle cx="362" cy="311" r="6" fill="#ffffff"/><circle cx="450" cy="311" r="6" fill="#ffffff"/>` +
      `<ellipse cx="326" cy="352" rx="20" ry="11" fill="#ff8fa3" opacity="0.55"/><ellipse cx="474" cy="352" rx="20" ry="11" fill="#ff8fa3" opacity="0.55"/>` +
      `<path d="M390 342 L410 342 L400 354 Z" fill="${darken(pad, 0.3)}"/>` +
      `<path d="M384 364 Q400 378 416 364" fill="none" stroke="#17171c" stroke-width="4" stroke-linecap="round"/>`;
  const body =
    ears +
    `<ellipse cx="400" cy="500" rx="160" ry="170" fill="${fur}"/>` +
    `<ellipse cx="252" cy="474" rx="38" ry="62" fill="${fur}" transform="rotate(28 252 474)"/>` +
    `<ellipse cx="548" cy="474" rx="38" ry="62" fill="${fur}" transform="rotate(-28 548 474)"/>` +
    `<ellipse cx="400" cy="500" rx="160" ry="170" fill="${shade(ctx)}"/>` +
    `<circle cx="400" cy="320" r="124" fill="${fur}"/>` +
    `<circle cx="400" cy="320" r="124" fill="${shade(ctx)}"/>` +
    face +
    `<ellipse cx="318" cy="652" rx="62" ry="36" fill="${fur}"/><ellipse cx="482" cy="652" rx="62" ry="36" fill="${fur}"/>` +
    `<ellipse cx="318" cy="656" rx="34" ry="20" fill="${pad}"/><ellipse cx="482" cy="656" rx="34" ry="20" fill="${pad}"/>` +
    `<g transform="rotate(12 560 560)"><rect x="540" y="540" width="46" height="60" rx="4" fill="#ffffff"/>` +
    text('M', { x: 563, y: 578, size: 22, fill: ctx.p.deep, weight: 900 }) +
    `</g>`;
  return { body, focus: { x: 400, y: back ? 420 : 360 } };
};

export const statue: Shape = (ctx) => {
  const id = ctx.id;
  const metal = ctx.body;
  const defs =
    linearGradient(
      `${id}-metal`,
      [
        [0, lighten(metal, 0.45)],
        [0.35, metal],
        [0.7, darken(metal, 0.35)],
        [1, darken(metal, 0.6)],
      ],
      { x2: 1, y2: 0.3 },
    ) +
    linearGradient(
      `${id}-base`,
      [
        [0, '#2d2d33'],
        [0.5, '#17171b'],
        [1, '#0c0c0f'],
      ],
      { x2: 1, y2: 0 },
    );
  const hero =
    // cape
    'M370 222 C316 300 282 440 262 586 C320 596 356 590 382 580 L376 300 Z M430 222 C496 290 520 440 540 586 C490 596 452 592 420 580 Z ' +
    // legs and torso
    'M372 230 L428 230 L446 320 L434 410 L444 580 L414 580 L404 440 L396 440 L386 580 L356 580 L366 410 L354 320 Z ' +
    // raised arm with sword
    'M426 240 L486 196 L498 210 L440 266 Z M478 206 L524 88 L534 92 L492 210 Z M470 204 L506 222 L510 214 L474 196 Z ' +
    // lowered arm
    'M374 240 L336 300 L348 346 L362 340 L356 306 L386 262 Z';
  const back = ctx.view === 'back';
  const body =
    `<path d="${hero}" fill="url(#${id}-metal)"/>` +
    `<circle cx="400" cy="196" r="30" fill="url(#${id}-metal)"/>` +
    `<circle cx="336" cy="346" r="46" fill="url(#${id}-metal)" stroke="${darken(metal, 0.5)}" stroke-width="4"/>` +
    `<g transform="translate(306 316) scale(0.6)" fill="${darken(metal, 0.55)}">${sceneGlyph(ctx.film.scene)}</g>` +
    `<path d="M256 586 Q400 566 546 586" fill="none" stroke="${darken(metal, 0.6)}" stroke-width="3" opacity="0.5"/>` +
    `<ellipse cx="400" cy="650" rx="170" ry="30" fill="#0c0c0f"/>` +
    `<rect x="230" y="596" width="340" height="54" fill="url(#${id}-base)"/>` +
    `<ellipse cx="400" cy="596" rx="170" ry="30" fill="#34343b"/>` +
    `<ellipse cx="400" cy="592" rx="160" ry="24" fill="${darken(metal, 0.5)}"/>` +
    `<rect x="310" y="612" width="180" height="30" rx="3" fill="${gold(ctx)}"/>` +
    text((back ? 'No. 0417 / 2500' : (ctx.subject ?? ctx.film.title)).toUpperCase(), {
      x: 400,
      y: 632,
      size: Math.min(12, 200 / Math.max(10, (back ? 'No. 0417 / 2500' : (ctx.subject ?? ctx.film.title)).length)),
      fill: '#3d2f0f',
      weight: 800,
      letterSpacing: 1,
    });
  return { defs, body, focus: { x: 400, y: 300 } };
};

export const boardgame: Shape = (ctx) => {
  const id = ctx.id;
  const x = 200;
  const y = 170;
  const w = 400;
  const h = 400;
  const depth = 46;
  const scene = drawScene(
    ctx.film.scene,
    createRng(`box:${ctx.film.slug}`),
    { width: w, height: h, horizon: h * 0.55, id: `${id}-bs` },
    ctx.p,
  );
  const defs =
    linearGradient(`${id}-boxsky`, skyStops(ctx.p)) +
    scene.defs +
    `<clipPath id="${id}-lid"><rect width="${w}" height="${h}"/></clipPath>`;
  const mark = wordmark(ctx.film.title, {
    cx: w / 2,
    y: h * 0.8,
    maxWidth: w * 0.82,
    maxSize: 52,
    fill: '#ffffff',
    maxLines: 2,
  });
  const side = darken(ctx.body, 0.25);
  const meeple = (mx0: number, my: number, colour: string) =>
    `<path transform="translate(${mx0} ${my})" d="M0 -60 C-14 -60 -18 -48 -14 -40 C-30 -36 -44 -30 -44 -20 C-44 -12 -30 -12 -22 -12 L-30 20 L-10 20 L0 4 L10 20 L30 20 L22 -12 C30 -12 44 -12 44 -20 C44 -30 30 -36 14 -40 C18 -48 14 -60 0 -60 Z" fill="${colour}"/>`;
  const pips = [
    [-14, -14],
    [14, 14],
    [0, 0],
    [-14, 14],
    [14, -14],
  ];
  const die =
    `<g transform="translate(612 640) rotate(14)"><rect x="-30" y="-30" width="60" height="60" rx="10" fill="#fbfaf7"/>` +
    pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="5.5" fill="#1d1d22"/>`).join('') +
    `<rect x="-30" y="-30" width="60" height="60" rx="10" fill="${shade(ctx)}"/></g>`;
  const lid =
    ctx.view === 'back'
      ? `<rect width="${w}" height="${h}" fill="${ctx.body}"/>` +
        text('HOW TO PLAY', { x: w / 2, y: 70, size: 26, fill: ctx.ink, weight: 900, letterSpacing: 4 }) +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="40" y="${110 + i * 80}" width="140" height="60" rx="6" fill="${mix(ctx.body, ctx.ink, 0.2)}"/><rect x="200" y="${118 + i * 80}" width="160" height="8" rx="4" fill="${ctx.ink}" opacity="0.5"/><rect x="200" y="${136 + i * 80}" width="120" height="8" rx="4" fill="${ctx.ink}" opacity="0.35"/>`,
          )
          .join('') +
        text('2-4 PLAYERS · 45 MIN · AGES 10+', {
          x: w / 2,
          y: h - 30,
          size: 15,
          fill: ctx.ink,
          weight: 800,
          letterSpacing: 2,
        })
      : `<rect width="${w}" height="${h}" fill="url(#${id}-boxsky)"/>${scene.sky}${scene.land}` +
        `<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="${ctx.p.ink}" opacity="0.35"/>` +
        mark.svg +
        text('THE BOARD GAME', {
          x: w / 2,
          y: h * 0.8 + mark.height + 4,
          size: 16,
          fill: ctx.p.accent,
          weight: 800,
          letterSpacing: 6,
        }) +
        `<rect x="${w - 96}" y="16" width="80" height="28" rx="14" fill="${ctx.p.accent}"/>` +
        text('2-4 · 10+', { x: w - 56, y: 36, size: 14, fill: darken(ctx.p.accent, 0.7), weight: 900 });
  const body =
    `<path d="M${x + w} ${y} l${depth} ${depth * 0.6} v${h} l-${depth} -${depth * 0.6} Z" fill="${side}"/>` +
    `<path d="M${x} ${y + h} l${depth} ${depth * 0.6} h${w} l-${depth} -${depth * 0.6} Z" fill="${darken(side, 0.2)}"/>` +
    `<g transform="translate(${x} ${y})" clip-path="url(#${id}-lid)">${lid}</g>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${darken(ctx.body, 0.4)}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${gloss(ctx)}" opacity="0.5"/>` +
    meeple(196, 660, ctx.p.accent) +
    meeple(262, 676, lighten(ctx.p.mid, 0.2)) +
    die;
  return { defs, body, focus: { x: 400, y: 480 } };
};

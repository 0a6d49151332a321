/** Everyday goods: mug, notebook, phone case, keychain, enamel pin. */
import { darken, lighten, mix } from '../color.js';
import { emblem, sceneGlyph, wordmark } from '../emblem.js';
import { createRng } from '../random.js';
import { drawScene, skyStops } from '../scenes.js';
import { linearGradient, text } from '../svg.js';
import { chrome, gloss, gold, printMark, shade, type Shape } from './context.js';

export const mug: Shape = (ctx) => {
  const id = ctx.id;
  const cyl = `${id}-cyl`;
  const defs = linearGradient(
    cyl,
    [
      [0, '#000000', 0.28],
      [0.18, '#ffffff', 0.05],
      [0.3, '#ffffff', 0.32],
      [0.42, '#ffffff', 0.04],
      [0.85, '#000000', 0.12],
      [1, '#000000', 0.35],
    ],
    { x2: 1, y2: 0 },
  );
  const cup = 'M250 250 L250 588 Q250 624 290 626 L490 626 Q530 624 530 588 L530 250 Z';
  const handle = 'M528 318 C640 306 650 530 528 548 L528 502 C594 494 596 366 528 364 Z';
  const back = ctx.view === 'back';
  const body =
    `<path d="${handle}" fill="${ctx.body}"/><path d="${handle}" fill="${shade(ctx)}"/>` +
    `<path d="${cup}" fill="${ctx.body}"/>` +
    `<rect x="250" y="306" width="280" height="250" fill="${ctx.trim}" opacity="${back ? 0 : 0.0}"/>` +
    (back
      ? `<g transform="translate(390 440)">${text(ctx.film.tagline.split(/[.,]/)[0] ?? '', { x: 0, y: 0, size: 17, fill: ctx.ink, weight: 600, family: "Georgia, 'Times New Roman', serif", extra: 'font-style="italic"' })}</g>` +
        emblem(ctx.film.scene, { cx: 390, cy: 510, r: 34, fill: 'none', ink: ctx.inkAccent })
      : printMark(ctx, 390, 430, 190)) +
    `<path d="${cup}" fill="url(#${cyl})"/>` +
    `<ellipse cx="390" cy="250" rx="140" ry="28" fill="${lighten(ctx.body, 0.2)}"/>` +
    `<ellipse cx="390" cy="252" rx="128" ry="22" fill="${ctx.trim}"/>` +
    `<ellipse cx="390" cy="258" rx="120" ry="16" fill="${darken(ctx.trim, 0.35)}"/>`;
  return { defs, body, focus: { x: 390, y: 420 } };
};

export const notebook: Shape = (ctx) => {
  const cover = 'M262 138 L548 138 Q566 138 566 156 L566 644 Q566 662 548 662 L262 662 Z';
  const deboss = darken(ctx.body, 0.22);
  const mark = wordmark(ctx.film.title, { cx: 420, y: 500, maxWidth: 230, maxSize: 34, fill: gold(ctx), maxLines: 2 });
  const body =
    `<path d="M270 150 L560 150 Q578 152 578 170 L578 652 Q578 672 560 672 L270 672 Z" fill="#f4efe2"/>` +
    `<path d="M566 170 V650 M570 172 V652 M574 176 V654" stroke="#d6cfbd" stroke-width="1.5"/>` +
    `<path d="${cover}" fill="${ctx.body}"/>` +
    `<rect x="262" y="138" width="34" height="524" fill="${darken(ctx.body, 0.18)}"/>` +
    `<path d="M296 138 V662" stroke="${darken(ctx.body, 0.35)}" stroke-width="2"/>` +
    emblem(ctx.film.scene, { cx: 430, cy: 340, r: 92, fill: 'none', ink: deboss }) +
    `<g transform="translate(1.5 1.5)" opacity="0.35">${emblem(ctx.film.scene, { cx: 430, cy: 340, r: 92, fill: 'none', ink: '#ffffff' })}</g>` +
    mark.svg +
    text('NOTES', { x: 430, y: 600, size: 13, fill: gold(ctx), weight: 700, letterSpacing: 6 }) +
    `<rect x="524" y="130" width="16" height="544" fill="${ctx.trim}"/>` +
    `<rect x="524" y="130" width="5" height="544" fill="#ffffff" opacity="0.25"/>` +
    `<path d="M330 660 L330 738 L342 726 L354 738 L354 660 Z" fill="${ctx.inkAccent}"/>` +
    `<path d="${cover}" fill="${shade(ctx)}"/>`;
  return { body, focus: { x: 430, y: 380 } };
};

export const phonecase: Shape = (ctx) => {
  const id = ctx.id;
  const x = 282;
  const y = 120;
  const w = 236;
  const h = 560;
  const clip = `${id}-case`;
  const scene = drawScene(
    ctx.film.scene,
    createRng(`case:${ctx.film.slug}`),
    { width: w, height: h, horizon: h * 0.62, id: `${id}-cs` },
    ctx.p,
  );
  const defs =
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="44"/></clipPath>` +
    linearGradient(`${id}-casesky`, skyStops(ctx.p)) +
    scene.defs;
  const back = ctx.view === 'back';
  const mark = wordmark(ctx.film.title, {
    cx: w / 2,
    y: h * 0.86,
    maxWidth: w * 0.8,
    maxSize: 30,
    fill: '#ffffff',
    maxLines: 2,
  });
  const art = back
    ? `<rect width="${w}" height="${h}" fill="${ctx.body}"/>` +
      `<g transform="translate(${w / 2 - 60} ${h / 2 - 60}) scale(1.2)" fill="${ctx.inkAccent}">${sceneGlyph(ctx.film.scene)}</g>`
    : `<rect width="${w}" height="${h}" fill="url(#${id}-casesky)"/>${scene.sky}${scene.land}${mark.svg}`;
  const body =
    `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="50" fill="${darken(ctx.trim, 0.5)}"/>` +
    `<g clip-path="url(#${clip})"><g transform="translate(${x} ${y})">${art}</g></g>` +
    `<rect x="${x + 16}" y="${y + 16}" width="104" height="104" rx="26" fill="${darken(ctx.p.ink, 0.3)}" opacity="0.92"/>` +
    [
      [x + 44, y + 44, 19],
      [x + 92, y + 68, 19],
      [x + 44, y + 92, 19],
    ]
      .map(
        ([cx, cy, r]) =>
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0b10" stroke="#3a3a44" stroke-width="4"/><circle cx="${(cx ?? 0) - 5}" cy="${(cy ?? 0) - 5}" r="4" fill="#ffffff" opacity="0.4"/>`,
      )
      .join('') +
    `<circle cx="${x + 92}" cy="${y + 30}" r="7" fill="#f7f3d8"/>` +
    `<rect x="${x + w + 2}" y="${y + 130}" width="6" height="70" rx="3" fill="${darken(ctx.trim, 0.4)}"/>` +
    `<rect x="${x - 8}" y="${y + 110}" width="6" height="44" rx="3" fill="${darken(ctx.trim, 0.4)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="44" fill="${gloss(ctx)}"/>` +
    `<path d="M${x + 30} ${y + h - 40} L${x + w - 20} ${y + 150}" stroke="#ffffff" stroke-width="40" opacity="0.05" clip-path="url(#${clip})"/>`;
  return { defs, body, focus: { x: 400, y: back ? 400 : 520 } };
};

export const keychain: Shape = (ctx) => {
  // A film-ticket-shaped acrylic charm on a split ring.
  const tx = 300;
  const ty = 300;
  const tw = 200;
  const th = 330;
  const notch = 20;
  const ticket = `M${tx} ${ty} H${tx + tw} V${ty + th / 2 - notch} A${notch} ${notch} 0 0 0 ${tx + tw} ${ty + th / 2 + notch} V${ty + th} H${tx} V${ty + th / 2 + notch} A${notch} ${notch} 0 0 0 ${tx} ${ty + th / 2 - notch} Z`;
  const back = ctx.view === 'back';
  const mark = wordmark(ctx.film.title, {
    cx: tx + tw / 2,
    y: ty + 238,
    maxWidth: tw - 40,
    maxSize: 30,
    fill: ctx.ink,
    maxLines: 2,
  });
  const faceColour = back ? ctx.trim : ctx.body;
  const body =
    `<circle cx="400" cy="168" r="56" fill="none" stroke="${chrome(ctx)}" stroke-width="12"/>` +
    `<circle cx="400" cy="168" r="56" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.6" stroke-dasharray="30 60"/>` +
    `<ellipse cx="400" cy="240" rx="11" ry="17" fill="none" stroke="${chrome(ctx)}" stroke-width="6"/>` +
    `<ellipse cx="400" cy="268" rx="17" ry="11" fill="none" stroke="${chrome(ctx)}" stroke-width="6"/>` +
    `<ellipse cx="400" cy="292" rx="10" ry="15" fill="none" stroke="${chrome(ctx)}" stroke-width="6"/>` +
    `<path d="${ticket}" fill="none" stroke="#ffffff" stroke-width="16" stroke-linejoin="round" opacity="0.7"/>` +
    `<g transform="translate(0 0)"><path d="${ticket}" fill="${faceColour}"/>` +
    `<circle cx="400" cy="${ty + 20}" r="9" fill="${darken(faceColour, 0.4)}"/>` +
    `<path d="M${tx + 14} ${ty + 182} H${tx + tw - 14}" stroke="${ctx.ink}" stroke-width="2" stroke-dasharray="6 6" opacity="0.6"/>` +
    emblem(ctx.film.scene, { cx: 400, cy: ty + 100, r: 58, fill: 'none', ink: ctx.inkAccent }) +
    (back
      ? text('ADMIT ONE', { x: 400, y: ty + 250, size: 24, fill: ctx.ink, weight: 900, letterSpacing: 4 })
      : mark.svg) +
    text(back ? 'MARQUEE' : 'ADMIT ONE', {
      x: 400,
      y: ty + th - 22,
      size: 14,
      fill: ctx.ink,
      weight: 800,
      letterSpacing: 5,
      opacity: 0.8,
    }) +
    `<path d="${ticket}" fill="${gloss(ctx)}"/>` +
    `<path d="${ticket}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/></g>`;
  return { body, focus: { x: 400, y: 420 } };
};

export const pin: Shape = (ctx) => {
  const card = mix(lighten(ctx.p.light, 0.5), '#efe6d6', 0.5);
  const back = ctx.view === 'back';
  const r = 120;
  const cx = 400;
  const cy = 380;
  const mark = wordmark(ctx.film.title, { cx, y: cy + r + 8, maxWidth: 230, maxSize: 24, fill: ctx.ink, maxLines: 1 });
  const enamel = back
    ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${gold(ctx)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r - 14}" fill="${darken('#c9a23c', 0.12)}"/>` +
      `<g fill="${darken('#c9a23c', 0.3)}">${[
        [-50, 0],
        [50, 0],
      ]
        .map(
          ([dx]) =>
            `<circle cx="${cx + (dx ?? 0)}" cy="${cy}" r="14"/><rect x="${cx + (dx ?? 0) - 5}" y="${cy - 34}" width="10" height="68"/>`,
        )
        .join('')}</g>` +
      text('MARQUEE · OFFICIAL', {
        x: cx,
        y: cy + 74,
        size: 13,
        fill: darken('#c9a23c', 0.45),
        weight: 800,
        letterSpacing: 2,
      })
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${gold(ctx)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="${ctx.body}"/>` +
      `<path d="M${cx - r + 10} ${cy} A${r - 10} ${r - 10} 0 0 0 ${cx + r - 10} ${cy} Z" fill="${darken(ctx.body, 0.25)}"/>` +
      `<g transform="translate(${cx - 80} ${cy - 92}) scale(1.6)" fill="${ctx.inkAccent}" stroke="${gold(ctx)}" stroke-width="2.2" stroke-linejoin="round">${sceneGlyph(ctx.film.scene)}</g>` +
      `<path d="M${cx - 150} ${cy + r - 36} H${cx + 150} L${cx + 132} ${cy + r - 6} L${cx + 150} ${cy + r + 24} H${cx - 150} L${cx - 132} ${cy + r - 6} Z" fill="${ctx.trim}" stroke="${gold(ctx)}" stroke-width="6" stroke-linejoin="round"/>` +
      mark.svg.replace(/y="[\d.]+"/, `y="${cy + r - 4}"`) +
      `<path d="M${cx - 70} ${cy - 80} A95 95 0 0 1 ${cx + 20} ${cy - 100}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.35"/>`;
  const body =
    `<rect x="230" y="150" width="340" height="480" rx="14" fill="${card}"/>` +
    `<rect x="230" y="150" width="340" height="480" rx="14" fill="${shade(ctx)}" opacity="0.5"/>` +
    `<rect x="372" y="168" width="56" height="14" rx="7" fill="${darken(card, 0.35)}"/>` +
    text('COLLECTOR ENAMEL PIN', {
      x: 400,
      y: 222,
      size: 15,
      fill: darken(card, 0.55),
      weight: 800,
      letterSpacing: 3,
    }) +
    text('MARQUEE', { x: 400, y: 604, size: 16, fill: darken(card, 0.5), weight: 900, letterSpacing: 6 }) +
    enamel;
  return { body, focus: { x: cx, y: cy } };
};

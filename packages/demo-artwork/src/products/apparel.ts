/** Clothing and bags: t-shirt, hoodie, cap, socks, tote bag. */
import { darken, lighten, mix } from '../color.js';
import { sceneGlyph } from '../emblem.js';
import { backPrint, printMark, shade, type Shape } from './context.js';

const TEE =
  'M330 176 Q400 232 470 176 L562 206 L642 292 L588 346 L548 310 L552 640 Q400 654 248 640 L252 310 L212 346 L158 292 L238 206 Z';

/** Soft fabric folds, drawn as faint strokes. */
function folds(paths: string[], colour: string): string {
  return paths
    .map(
      (d) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" opacity="0.12"/>`,
    )
    .join('');
}

export const tshirt: Shape = (ctx) => {
  const back = ctx.view === 'back';
  const neck = back ? 'M330 176 Q400 200 470 176' : 'M330 176 Q400 232 470 176';
  const body =
    `<path d="${TEE}" fill="${ctx.body}"/>` +
    (back ? `<path d="M330 176 Q400 232 470 176 Q400 200 330 176 Z" fill="${darken(ctx.body, 0.25)}"/>` : '') +
    `<path d="${neck}" fill="none" stroke="${darken(ctx.body, 0.12)}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M${back ? '' : ''}560 306 L586 338 M240 306 L214 338" stroke="${darken(ctx.body, 0.15)}" stroke-width="3" opacity="0.6"/>` +
    `<path d="M252 626 Q400 640 548 626" fill="none" stroke="${darken(ctx.body, 0.15)}" stroke-width="3" opacity="0.5"/>` +
    folds(['M300 560 Q320 600 310 630', 'M500 520 Q485 580 500 630', 'M268 330 Q290 380 276 420'], '#000') +
    (back ? backPrint(ctx, 400, 330, 230) : printMark(ctx, 400, 330, 190)) +
    `<path d="${TEE}" fill="${shade(ctx)}"/>`;
  return { body, focus: { x: 400, y: 320 } };
};

const HOODIE_BODY = 'M322 188 L250 210 L252 616 L548 616 L548 210 L478 188 Q400 232 322 188 Z';
const SLEEVE_L = 'M250 210 C208 224 194 266 186 316 L162 566 L218 572 L252 332 Z';
const CUFF_L = 'M162 566 L218 572 L214 612 L158 606 Z';
const mirror = (d: string) =>
  d.replace(
    /([ML]|C| )(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g,
    (_m, cmd: string, x: string, y: string) => `${cmd}${800 - Number(x)} ${y}`,
  );

export const hoodie: Shape = (ctx) => {
  const back = ctx.view === 'back';
  const rib = darken(ctx.body, 0.1);
  const lining = darken(ctx.body, 0.35);
  const hoodOuter = 'M296 214 C282 136 336 104 400 104 C464 104 518 136 504 214 Q400 262 296 214 Z';
  const hoodInner = 'M330 204 C326 152 360 132 400 132 C440 132 474 152 470 204 Q400 240 330 204 Z';
  const pocket = 'M296 462 L504 462 L532 600 L268 600 Z';
  const shapes = [HOODIE_BODY, SLEEVE_L, mirror(SLEEVE_L)];
  let body = shapes.map((d) => `<path d="${d}" fill="${ctx.body}"/>`).join('');
  body += `<path d="${CUFF_L}" fill="${rib}"/><path d="${mirror(CUFF_L)}" fill="${rib}"/>`;
  body += `<rect x="252" y="604" width="296" height="48" rx="6" fill="${rib}"/>`;
  body += `<path d="M262 616 V646 M282 616 V646 M302 616 V646 M322 616 V646 M342 616 V646 M362 616 V646 M382 616 V646 M402 616 V646 M422 616 V646 M442 616 V646 M462 616 V646 M482 616 V646 M502 616 V646 M522 616 V646 M538 616 V646" stroke="${darken(rib, 0.15)}" stroke-width="2" opacity="0.5"/>`;
  if (back) {
    body += `<path d="M300 220 C300 150 340 110 400 110 C460 110 500 150 500 220 Q400 270 300 220 Z" fill="${ctx.body}"/>`;
    body += `<path d="M400 112 V250" stroke="${darken(ctx.body, 0.2)}" stroke-width="3"/>`;
    body += backPrint(ctx, 400, 360, 240);
  } else {
    body += `<path d="${hoodOuter}" fill="${ctx.body}"/><path d="${hoodInner}" fill="${lining}"/>`;
    body += `<path d="${pocket}" fill="${darken(ctx.body, 0.04)}" stroke="${darken(ctx.body, 0.18)}" stroke-width="3"/>`;
    body += `<path d="M296 462 L276 560 M504 462 L524 560" stroke="${darken(ctx.body, 0.25)}" stroke-width="4"/>`;
    body += `<path d="M378 226 Q372 280 370 330 M422 226 Q428 280 430 330" fill="none" stroke="${ctx.trim}" stroke-width="6" stroke-linecap="round"/>`;
    body += `<rect x="364" y="326" width="12" height="22" rx="4" fill="${darken(ctx.trim, 0.3)}"/><rect x="424" y="326" width="12" height="22" rx="4" fill="${darken(ctx.trim, 0.3)}"/>`;
    body += printMark(ctx, 400, 382, 150);
  }
  body += folds(['M214 420 Q230 470 220 520', 'M586 420 Q570 470 580 520', 'M270 300 Q290 360 276 420'], '#000');
  body += [...shapes, back ? '' : hoodOuter]
    .filter(Boolean)
    .map((d) => `<path d="${d}" fill="${shade(ctx)}"/>`)
    .join('');
  return { body, focus: { x: 400, y: back ? 380 : 370 } };
};

export const cap: Shape = (ctx) => {
  const crown = 'M262 492 C250 330 330 238 450 236 C566 236 632 322 628 476 C530 508 360 512 262 492 Z';
  const brim =
    'M270 486 C220 486 160 504 132 540 C150 572 260 574 372 548 C420 536 448 516 452 506 C380 512 318 504 270 486 Z';
  const seam = darken(ctx.body, 0.2);
  let body = `<path d="${crown}" fill="${ctx.body}"/>`;
  body += `<path d="M450 238 C420 300 400 400 404 506 M450 238 C520 290 560 380 566 492 M450 238 C360 270 300 360 288 494" fill="none" stroke="${seam}" stroke-width="3" opacity="0.7"/>`;
  body += `<path d="M262 492 C360 512 530 508 628 476" fill="none" stroke="${darken(ctx.body, 0.3)}" stroke-width="8" opacity="0.5"/>`;
  body += `<ellipse cx="450" cy="240" rx="18" ry="9" fill="${ctx.trim}"/>`;
  body += [
    [372, 300],
    [520, 300],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${darken(ctx.body, 0.35)}"/>`)
    .join('');
  if (ctx.view === 'back') {
    body += `<path d="M530 500 C530 440 580 430 600 470 Z" fill="${darken(ctx.body, 0.45)}"/>`;
    body += `<rect x="520" y="458" width="90" height="16" rx="4" fill="${ctx.trim}" transform="rotate(-18 565 466)"/>`;
  }
  body += `<g transform="translate(0 6) skewY(-4)">${printMark(ctx, 372, 410, 130)}</g>`;
  body += `<path d="${crown}" fill="${shade(ctx)}"/>`;
  body += `<path d="${brim}" fill="${ctx.trim}"/><path d="${brim}" fill="${shade(ctx)}"/>`;
  body += `<path d="M150 544 C240 566 330 552 430 514" fill="none" stroke="${darken(ctx.trim, 0.25)}" stroke-width="3" stroke-dasharray="8 6" opacity="0.8"/>`;
  return { body, focus: { x: 380, y: 400 } };
};

const SOCK =
  'M0 0 H110 V290 C110 318 124 332 156 340 L250 356 C298 364 314 404 296 434 C284 456 258 460 230 458 L88 450 C22 446 -6 396 0 340 Z';

export const socks: Shape = (ctx) => {
  const pattern = `${ctx.id}-sockpat`;
  const heel = ctx.trim;
  const drawSock = (x: number, y: number, colour: string, clip: string) =>
    `<g transform="translate(${x} ${y})">` +
    `<clipPath id="${clip}"><path d="${SOCK}"/></clipPath>` +
    `<path d="${SOCK}" fill="${colour}"/>` +
    `<g clip-path="url(#${clip})">` +
    `<rect x="-20" y="70" width="340" height="400" fill="url(#${pattern})"/>` +
    `<rect x="-10" y="0" width="130" height="62" fill="${darken(colour, 0.12)}"/>` +
    `<rect x="-10" y="18" width="130" height="10" fill="${ctx.inkAccent}"/>` +
    `<rect x="-10" y="36" width="130" height="6" fill="${ctx.ink}"/>` +
    `<path d="M-10 330 C40 334 86 370 96 470 L-10 470 Z" fill="${heel}"/>` +
    `<path d="M250 340 C300 350 320 400 300 440 C290 470 240 470 230 470 C236 430 236 380 250 340 Z" fill="${heel}"/>` +
    `</g>` +
    `<path d="${SOCK}" fill="${shade(ctx)}"/>` +
    `</g>`;
  const defs =
    `<pattern id="${pattern}" width="56" height="56" patternUnits="userSpaceOnUse">` +
    `<g transform="translate(14 14) scale(0.28)" fill="${ctx.ink}" opacity="0.85">${sceneGlyph(ctx.film.scene)}</g></pattern>`;
  const back = ctx.view === 'back';
  const body =
    drawSock(back ? 250 : 330, 180, back ? ctx.body : mix(ctx.body, ctx.trim, 0.15), `${ctx.id}-sockb`) +
    drawSock(back ? 330 : 230, 140, back ? mix(ctx.body, ctx.trim, 0.15) : ctx.body, `${ctx.id}-socka`);
  return { defs, body, focus: { x: 420, y: 520 } };
};

export const tote: Shape = (ctx) => {
  const canvas = ctx.body;
  const bag = 'M228 292 L572 292 L596 676 L204 676 Z';
  const handle = (x1: number, x2: number) =>
    `<path d="M${x1} 296 C${x1} 170 ${x2} 170 ${x2} 296" fill="none" stroke="${ctx.trim}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M${x1} 296 C${x1} 170 ${x2} 170 ${x2} 296" fill="none" stroke="${lighten(ctx.trim, 0.25)}" stroke-width="2" stroke-dasharray="6 6"/>`;
  let body = handle(300, 390).replace(/<path/g, '<path opacity="0.85"') + handle(410, 500);
  body += `<path d="${bag}" fill="${canvas}"/>`;
  body += `<path d="M232 318 L568 318" stroke="${darken(canvas, 0.2)}" stroke-width="2" stroke-dasharray="7 6"/>`;
  body += `<path d="M208 652 L592 652" stroke="${darken(canvas, 0.15)}" stroke-width="2" stroke-dasharray="7 6"/>`;
  body += [300, 390, 410, 500]
    .map((x) => `<rect x="${x - 12}" y="292" width="24" height="34" fill="${darken(ctx.trim, 0.1)}"/>`)
    .join('');
  body += ctx.view === 'back' ? backPrint(ctx, 400, 460, 280) : printMark(ctx, 400, 480, 240);
  body += `<path d="M260 400 Q280 520 262 640 M540 380 Q520 500 540 640" fill="none" stroke="#000" stroke-width="5" opacity="0.06"/>`;
  body += `<path d="${bag}" fill="${shade(ctx)}"/>`;
  return { body, focus: { x: 400, y: 470 } };
};

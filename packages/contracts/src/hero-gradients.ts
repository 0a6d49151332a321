/**
 * Overlay gradients a hero slide may use (hero_slides.gradient holds Tailwind classes).
 * Tailwind only generates classes it finds in the source, so the storefront accepts these
 * presets (the admin slide editor should offer the same list) and falls back to the first.
 * The web's stylesheet scans this file for them (apps/web/src/index.css, `@source`).
 */
export const heroGradients = [
  'from-black/80 via-black/40 to-transparent',
  'from-purple-950/85 via-purple-900/40 to-transparent',
  'from-indigo-950/85 via-fuchsia-900/40 to-transparent',
  'from-purple-900 via-blue-900 to-indigo-900',
  'from-zinc-950/85 via-zinc-900/40 to-transparent',
  'from-rose-950/85 via-rose-900/40 to-transparent',
  'from-emerald-950/85 via-emerald-900/40 to-transparent',
  'from-sky-950/85 via-sky-900/40 to-transparent',
] as const;

export function heroGradientClass(gradient: string): string {
  const trimmed = gradient.trim();
  return (heroGradients as readonly string[]).includes(trimmed) ? trimmed : heroGradients[0];
}

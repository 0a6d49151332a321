import { APP_SHELL_ELEMENT_ID, type PublicSettings } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';

/** A colour an admin typed, fit for a style attribute (no `;`, quotes or url()). */
const safeColour = (value: string | null | undefined) =>
  value && /^[#a-z0-9(),.%\s-]+$/i.test(value) && !/url/i.test(value) ? value : null;

/**
 * What the page paints before its JavaScript runs: the announcement bar and the dark header
 * band with the logo, in the store header's own classes and sizes (components/layouts). It lies
 * over the top of the page and the app removes it when its first screen commits
 * (app/routes/root.tsx); it is hidden from assistive technology meanwhile.
 */
export function appShell(settings: PublicSettings): string {
  const bar = settings.announcementBar;
  const barStyle = [
    safeColour(bar.background_color) && `background:${safeColour(bar.background_color)}`,
    safeColour(bar.text_color) && `color:${safeColour(bar.text_color)}`,
  ]
    .filter(Boolean)
    .join(';');
  const announcement =
    bar.enabled && bar.message.trim()
      ? `<div class="bg-gradient-to-r from-primary to-secondary px-4 py-2 text-center text-xs font-medium text-white sm:text-sm"${
          barStyle ? ` style="${escapeHtml(barStyle)}"` : ''
        }><p dir="auto">${escapeHtml(bar.message)}</p></div>`
      : '';
  const logo = settings.siteLogo
    ? `<img src="${escapeHtml(settings.siteLogo.url)}" alt="" width="${settings.siteLogo.width}" height="${settings.siteLogo.height}" class="h-auto max-h-12 w-auto max-w-[160px] object-contain" />`
    : '';
  return (
    // Laid over the page rather than in its flow: #root must not move when the shell goes.
    `<div id="${APP_SHELL_ELEMENT_ID}" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;z-index:50">${announcement}` +
    '<div class="sticky top-0 z-40 border-b border-white/10 bg-zinc-950 text-white">' +
    '<div class="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">' +
    '<span class="col-start-1 row-start-1 size-10"></span>' +
    `<span class="col-start-2 row-start-1 inline-flex items-center justify-self-center">${logo}</span>` +
    // The search field's box, in the search form's own grid placement (second row on phones).
    '<span class="col-span-3 row-start-2 w-full md:col-span-1 md:col-start-1 md:row-start-1 md:ms-12 md:max-w-xs lg:max-w-sm">' +
    '<span class="block h-10 w-full rounded-full border border-white/10 bg-white/10"></span></span>' +
    '</div></div></div>'
  );
}

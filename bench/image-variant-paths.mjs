// The image row's requests: every allowed width and format of the demo artwork, each a variant
// no request has asked for yet, so each is encoded (sharp) while the row runs.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { shuffled } from './shuffle.mjs';

const RESIZABLE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Paths under `mediaDir/under` of the images the server can resize. */
function imagesUnder(mediaDir, under) {
  return readdirSync(path.join(mediaDir, under), { recursive: true })
    .map(String)
    .filter((file) => RESIZABLE.test(file))
    .map((file) => path.posix.join(under, file.split(path.sep).join('/')));
}

/**
 * `/img/<width>/<format>/<path>` for every width and format of the images under `media/demo`, in
 * a fixed shuffled order, so consecutive requests ask for different sizes of different images.
 * `contracts` is @marquee/contracts (imported by the caller once the build is fresh).
 */
export function imageVariantPaths(mediaDir, { imageVariantFormats, imageVariantUrl, imageVariantWidths }) {
  const paths = [];
  for (const image of imagesUnder(mediaDir, 'demo')) {
    for (const width of imageVariantWidths) {
      for (const format of imageVariantFormats) paths.push(imageVariantUrl(image, width, format));
    }
  }
  return shuffled(paths, 28);
}

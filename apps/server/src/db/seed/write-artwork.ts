import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { demoArtwork } from './artwork-manifest.js';

/** Writes the generated demo images under the media directory; existing files are kept. */
export async function writeDemoArtwork(mediaDir: string): Promise<number> {
  let written = 0;
  for (const art of demoArtwork()) {
    const target = path.join(mediaDir, art.file);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, art.svg);
    written += 1;
  }
  return written;
}

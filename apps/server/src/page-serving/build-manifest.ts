import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The built files a page's modules need beyond the entry: the web app names a page's modules
 * by their source path (the manifest's keys, e.g. `src/app/routes/product.tsx`), the browser
 * needs each one's file and the files it imports. The entry's own imports are listed by
 * index.html (page-template.ts), so they are left out. Without a manifest (a test without a
 * build) there are none.
 */
export function createModuleFiles(webDist: string): (modules: readonly string[]) => string[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryFiles = closure('index.html');

  return (modules) => {
    const files = new Set<string>();
    for (const key of modules) closure(key, files);
    return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  };
}

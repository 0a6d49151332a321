import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root, where .env.example, the Dockerfile and the compose files live. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ExampleSetting {
  /** What its line holds after `=`, quotes removed: the default, or '' for "unset by default". */
  value: string;
  /** Commented out: the line documents the default rather than setting a value. */
  commented: boolean;
}

/** The settings .env.example lists: `NAME=value` lines, commented out or not. */
export function readEnvExample(): Map<string, ExampleSetting> {
  const settings = new Map<string, ExampleSetting>();
  for (const line of readFileSync(`${repoRoot}.env.example`, 'utf8').split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, comment, name = '', raw = ''] = match;
    if (settings.has(name)) throw new Error(`.env.example lists ${name} twice`);
    settings.set(name, { value: raw.trim().replace(/^"(.*)"$/, '$1'), commented: comment !== undefined });
  }
  return settings;
}

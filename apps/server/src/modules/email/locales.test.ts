import { describe, expect, it } from 'vitest';
import { en } from './locales/en.js';
import { he } from './locales/he.js';

/** Every dotted key of a texts object, with the {{values}} each text uses. */
function texts(tree: object, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      expect(value.trim(), path).not.toBe('');
      found.set(path, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort());
    } else for (const [inner, values] of texts(value as object, `${path}.`)) found.set(inner, values);
  }
  return found;
}

describe("issue 29: the e-mails' texts", () => {
  it('has the same keys in English and Hebrew, each filling the same {{values}}, none blank', () => {
    const english = texts(en);
    const hebrew = texts(he);
    expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, values] of english) expect(hebrew.get(key), key).toEqual(values);
  });
});

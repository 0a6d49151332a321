import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Every pair of language files a person reads from, English first. The e-mails' texts join here
 * with one line when they move into files of their own.
 */
const pairs = [
  { name: 'storefront', en: 'apps/web/src/locales/en.json', he: 'apps/web/src/locales/he.json' },
  { name: 'admin', en: 'apps/web/src/locales/admin/en.json', he: 'apps/web/src/locales/admin/he.json' },
] as const;

/** i18next's plural suffixes (CLDR categories): `count_one`, `count_other`, … */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Hebrew keeps `_many` beside what the runtime's CLDR asks for: browsers with older plural data
 * still pick it for 20, 30, … (the project's files carry it).
 */
const tolerated: Record<string, readonly string[]> = { he: ['many'] };

type Catalogue = Map<string, string>;

function read(file: string): Catalogue {
  const flat: Catalogue = new Map();
  const walk = (node: unknown, prefix: string) => {
    if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    } else flat.set(prefix, String(node));
  };
  walk(JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')), '');
  return flat;
}

/** Keys grouped by what i18next looks up: a plural key's base with its categories, or the key itself. */
function byBase(catalogue: Catalogue): Map<string, Set<string> | null> {
  const bases = new Map<string, Set<string> | null>();
  for (const key of catalogue.keys()) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      bases.set(key, null);
      continue;
    }
    const base = key.slice(0, plural.index);
    const categories = bases.get(base) ?? new Set<string>();
    categories.add(plural[1]!);
    bases.set(base, categories);
  }
  return bases;
}

const categoriesOf = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));

/**
 * What differs between a language file and its English one: keys missing from it, keys only it
 * has, plural forms its language needs, and `{{placeholders}}` English does not fill.
 */
export function differences(english: Catalogue, other: Catalogue, language: string): string[] {
  const found: string[] = [];
  const englishBases = byBase(english);
  const otherBases = byBase(other);
  const needed = categoriesOf(language);
  // `_zero` is i18next's own form for a count of 0, in every language.
  const allowed = new Set([...needed, 'zero', ...(tolerated[language] ?? [])]);

  for (const [base, categories] of englishBases) {
    const theirs = otherBases.get(base);
    if (theirs === undefined) {
      found.push(`missing: ${base}${categories ? ` (plural: ${needed.join(', ')})` : ''}`);
    } else if (categories && theirs) {
      const lacking = needed.filter((category) => !theirs.has(category));
      if (lacking.length > 0) found.push(`missing plural forms: ${lacking.map((c) => `${base}_${c}`).join(', ')}`);
      const extra = [...theirs].filter((category) => !allowed.has(category));
      if (extra.length > 0)
        found.push(`plural forms ${language} never uses: ${extra.map((c) => `${base}_${c}`).join(', ')}`);
    } else if (categories && !theirs) {
      found.push(`not plural in ${language}: ${base}`);
    } else if (!categories && theirs) {
      found.push(`plural only in ${language}: ${base}`);
    }
  }
  for (const base of otherBases.keys()) if (!englishBases.has(base)) found.push(`only in ${language}: ${base}`);

  // A placeholder English never passes would show as typed ("{{name}}").
  for (const [key, text] of other) {
    const plural = PLURAL.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    const given = new Set<string>();
    for (const [englishKey, englishText] of english) {
      if (englishKey === base || (plural && englishKey.startsWith(`${base}_`) && PLURAL.test(englishKey))) {
        for (const name of placeholders(englishText)) given.add(name);
      }
    }
    if (!english.has(key) && given.size === 0 && !plural) continue; // reported above
    const unknown = [...placeholders(text)].filter((name) => !given.has(name) && name !== 'count');
    if (unknown.length > 0) found.push(`placeholders English does not give: ${key} {{${unknown.join('}}, {{')}}}`);
  }
  return found;
}

describe('the language files', () => {
  it.each(pairs)('$name: Hebrew has exactly the keys English has, with its plural forms', ({ en, he }) => {
    const report = differences(read(en), read(he), 'he');
    expect(report, `${he} against ${en}`).toEqual([]);
  });

  it('names the differences it finds (the check itself works)', () => {
    const english: Catalogue = new Map([
      ['a.title', 'Title'],
      ['a.items_one', 'One item'],
      ['a.items_other', '{{count}} items'],
      ['a.greet', 'Hello {{name}}'],
    ]);
    const hebrew: Catalogue = new Map([
      ['a.items_one', 'פריט אחד'],
      ['a.items_other', '{{count}} פריטים'],
      ['a.greet', 'שלום {{user}}'],
      ['a.extra', 'רק בעברית'],
    ]);
    expect(differences(english, hebrew, 'he')).toEqual([
      'missing: a.title',
      'missing plural forms: a.items_two',
      'only in he: a.extra',
      'placeholders English does not give: a.greet {{user}}',
    ]);
  });
});

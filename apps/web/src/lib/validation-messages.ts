import i18next, { type i18n as I18n } from 'i18next';

/**
 * The shared schemas (packages/contracts) carry English messages, and the server's 400 bodies
 * keep them. The page shows them in its own language: each message is looked up by its English
 * words in the `validation` block of the language files (storefront and admin namespaces), as a
 * whole ("Email is required") or as a template ("{{field}} is too long", with the field's name
 * translated from `validation.fields`), and the same key is read in the page's language. A
 * message nobody translated stays as it came (decision 098).
 */

const SOURCE_LANGUAGE = 'en';
const NAMESPACES = ['translation', 'admin'] as const;
/** Template parameters that are numbers ("at most {{max}} characters"), so they match only digits. */
const NUMBER_PARAMS = new Set(['min', 'max', 'count']);

interface Entry {
  ns: string;
  key: string;
  pattern: RegExp;
}

interface Catalogue {
  exact: Map<string, Entry>;
  templates: Entry[];
  /** A field's English name to its key. */
  fields: Map<string, { ns: string; key: string }>;
}

interface ValidationBlock {
  messages?: Record<string, string>;
  fields?: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatePattern(english: string): RegExp {
  const source = english
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      return NUMBER_PARAMS.has(part) ? `(?<${part}>\\d[\\d,.]*)` : `(?<${part}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/** Compiled once per English catalogue object (a namespace loaded again is compiled again). */
const compiled = new WeakMap<object, Catalogue>();

function compile(block: ValidationBlock, ns: string): Catalogue {
  const catalogue: Catalogue = { exact: new Map(), templates: [], fields: new Map() };
  for (const [key, english] of Object.entries(block.messages ?? {})) {
    const entry = { ns, key, pattern: templatePattern(english) };
    if (english.includes('{{')) catalogue.templates.push(entry);
    else catalogue.exact.set(english, entry);
  }
  for (const [key, english] of Object.entries(block.fields ?? {})) catalogue.fields.set(english, { ns, key });
  return catalogue;
}

function catalogues(i18n: I18n): Catalogue[] {
  return NAMESPACES.flatMap((ns) => {
    const bundle = i18n.getResourceBundle(SOURCE_LANGUAGE, ns) as { validation?: ValidationBlock } | undefined;
    const block = bundle?.validation;
    if (!block) return [];
    let catalogue = compiled.get(block);
    if (!catalogue) {
      catalogue = compile(block, ns);
      compiled.set(block, catalogue);
    }
    return [catalogue];
  });
}

/** The keys are built from the catalogue, so they are not among the typed ones. */
type LooseT = (key: string, options: Record<string, unknown>) => string;

/** `message` (English, from a shared schema or the API) in the page's language; as it is when untranslated. */
export function translateValidationMessage(message: string, i18n: I18n = i18next): string {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!language || language === SOURCE_LANGUAGE || !message) return message;
  const t = i18n.t.bind(i18n) as unknown as LooseT;
  const loaded = catalogues(i18n);
  const read = (entry: Entry, params: Record<string, string> = {}) =>
    t(`validation.messages.${entry.key}`, { ns: entry.ns, ...params, defaultValue: message });

  for (const catalogue of loaded) {
    const entry = catalogue.exact.get(message);
    if (entry) return read(entry);
  }
  for (const catalogue of loaded) {
    for (const entry of catalogue.templates) {
      const params = entry.pattern.exec(message)?.groups;
      if (!params) continue;
      if (params.field !== undefined) {
        const field = loaded.map((c) => c.fields.get(params.field!)).find(Boolean);
        // An untranslated field name would leave English inside the sentence: keep it all English.
        if (!field) continue;
        params.field = t(`validation.fields.${field.key}`, { ns: field.ns });
      }
      return read(entry, params);
    }
  }
  // The API's summary of a 400 names the field first: "email: Enter a valid email address".
  const named = /^([\w.[\]-]+): (.+)$/s.exec(message);
  if (named) {
    const inner = translateValidationMessage(named[2]!, i18n);
    if (inner !== named[2]) return `${named[1]}: ${inner}`;
  }
  return message;
}

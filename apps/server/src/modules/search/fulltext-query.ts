/**
 * The text-search queries a shopper's term becomes (decisions 071, 083). Words are runs of
 * letters and digits, so nothing the shopper types can reach to_tsquery's operators.
 */

/** More words add nothing a shopper would notice and only lengthen the query. */
const MAX_WORDS = 8;
/** Shorter words match exactly: `t:*` would read the postings of every word starting with t. */
export const MIN_PREFIX_LENGTH = 3;
/**
 * Only the last word is a prefix: it is the one still being typed (typeahead); the words
 * before it are whole. A prefix makes GIN collect every posting of every matching word
 * before it can intersect anything, so four prefixes of common words ('vintage:* & last:* &
 * orbit:* & cushion:*', 204 hits in 1,000,000 titles) took 175 ms where whole words, led by
 * the rarest, took 11 ms.
 */
const isLast = (index: number, words: string[]) => index === words.length - 1;
/**
 * Hebrew writes the, and, in, to, from, that and as as a letter joined to the next word
 * ('לשוקו', to the cocoa): a Hebrew word also matches with one of these before it.
 */
const HEBREW_PREFIX_LETTERS = ['ה', 'ו', 'ב', 'ל', 'מ', 'ש', 'כ'];
const isHebrew = (word: string) => /\p{Script=Hebrew}/u.test(word);

export function queryWords(term: string): string[] {
  return [...term.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word).slice(0, MAX_WORDS);
}

const prefixed = (word: string, last: boolean) => (last && word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word);

/**
 * Each word as a `to_tsquery('english', …)` operand, the last as a prefix when it is long
 * enough: written out as the title words it completes to when the dictionary listed them
 * (`completions`), for GIN reads a prefix whole before it intersects anything: 'nebla & drift:*'
 * collected the 83,000 titles holding a word starting with 'drift' to find none (40 ms at
 * 1,000,000 products), 'nebla & (drift | drifter)' found none at once (decision 090).
 */
export function englishWordQueries(words: string[], corrections: WordCorrections[] = []): string[] {
  return words.map((word, i) => {
    const completions = corrections[i]?.completions;
    if (!isLast(i, words) || !completions) return prefixed(word, isLast(i, words));
    return `(${[word, ...completions.filter((lexeme) => lexeme !== word).map(quotedLexeme)].join(' | ')})`;
  });
}

/** Each word as a `to_tsquery('simple', …)` operand on Hebrew texts: also behind a prefix letter. */
export function hebrewWordQueries(words: string[]): string[] {
  return words.map((word, i) =>
    isHebrew(word)
      ? `(${[word, ...HEBREW_PREFIX_LETTERS.map((letter) => letter + word)]
          .map((form) => prefixed(form, isLast(i, words)))
          .join(' | ')})`
      : prefixed(word, isLast(i, words)),
  );
}

/** Operands that must all match. */
export const allOf = (operands: string[]): string => operands.join(' & ');
/** Operands of which one match is enough. */
export const anyOf = (operands: string[]): string => operands.join(' | ');
/** Every operand but one, whichever (for two or more). */
export const allButOneOf = (operands: string[]): string =>
  anyOf(operands.map((_, skipped) => `(${allOf(operands.filter((__, i) => i !== skipped))})`));

/** A lexeme as a quoted to_tsquery operand (dictionary lexemes may hold quotes or colons). */
export function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A word's typo corrections from the title dictionary, and the forms a title may hold it in. */
export interface WordCorrections {
  /** Dictionary lexemes like the word (written words, not stems), the word itself possibly among them. */
  lexemes: string[];
  /** The word, its corrections and their English stems. */
  forms: string[];
  /**
   * For the last word (the one being typed): the dictionary's words it starts, when they are
   * few enough to list; null when the word is matched as typed or as a prefix.
   */
  completions?: string[] | null;
}

/**
 * Each word as typed or as any of its corrections: for `to_tsquery('english', …)`, which stems
 * them, against English titles, and for `to_tsquery('simple', …)` against Hebrew ones.
 */
export function correctedWordQueries(words: string[], corrections: WordCorrections[]): string[] {
  return englishWordQueries(words, corrections).map(
    (operand, i) => `(${[operand, ...(corrections[i]?.lexemes ?? []).map(quotedLexeme)].join(' | ')})`,
  );
}

/**
 * The term as the shopper meant it: each word that is no title word replaced by its closest
 * correction, the rest as typed ('vintge dust & thunder tee' is 'vintage dust & thunder tee');
 * null when no word changes. The last word stays as typed unless no title word starts with
 * it (it may still be being typed).
 */
export function correctedTerm(term: string, words: string[], corrections: WordCorrections[]): string | null {
  let index = 0;
  let changed = false;
  const corrected = term.toLowerCase().replace(/[\p{L}\p{N}]+/gu, (word) => {
    const at = index++;
    const { lexemes = [], completions } = corrections[at] ?? {};
    if (at >= words.length || lexemes.length === 0 || lexemes.includes(word)) return word;
    if (isLast(at, words) && completions?.length !== 0) return word;
    changed = true;
    return lexemes[0]!;
  });
  return changed ? corrected : null;
}

/** Whether some word has a correction other than itself (else corrected queries find nothing new). */
export const corrects = (words: string[], corrections: WordCorrections[]): boolean =>
  words.some((word, i) => corrections[i]?.lexemes.some((lexeme) => lexeme !== word));

/**
 * Per word, a regular expression (`~*`) a title holding it in one of its forms matches: a
 * form at a word's start (a Hebrew one also behind a prefix letter). Testing a title so took a
 * microsecond, where parsing it into a text-search vector took 15 to 50.
 */
export function heldWordPatterns(words: string[], corrections: WordCorrections[]): string[] {
  return words.map((word, i) => {
    const forms = [...new Set([word, ...(corrections[i]?.forms ?? [])])];
    const literal = forms.map((form) => form.replace(/[^\p{L}\p{N}]/gu, '\\$&'));
    const prefix = isHebrew(word) ? `[${HEBREW_PREFIX_LETTERS.join('')}]?` : '';
    return `\\m${prefix}(${literal.join('|')})`;
  });
}

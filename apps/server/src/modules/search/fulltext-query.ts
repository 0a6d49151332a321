/**
 * The text-search queries a shopper's term becomes (decision 071). Words are runs of letters
 * and digits, so nothing the shopper types can reach to_tsquery's operators.
 */

/** More words add nothing a shopper would notice and only lengthen the query. */
const MAX_WORDS = 8;
/** Shorter words match exactly: `t:*` would read the postings of every word starting with t. */
const MIN_PREFIX_LENGTH = 3;
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

export function queryWords(term: string): string[] {
  return [...term.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word).slice(0, MAX_WORDS);
}

const prefixed = (word: string, last: boolean) => (last && word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word);

/** Each word as a `to_tsquery('english', …)` operand, the last as a prefix when it is long enough. */
export function englishWordQueries(words: string[]): string[] {
  return words.map((word, i) => prefixed(word, isLast(i, words)));
}

/** Each word as a `to_tsquery('simple', …)` operand on Hebrew texts: also behind a prefix letter. */
export function hebrewWordQueries(words: string[]): string[] {
  return words.map((word, i) =>
    /\p{Script=Hebrew}/u.test(word)
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

/**
 * Where each word may start in a title, as a regular expression (`~*`): at a word's start,
 * a Hebrew word also behind a prefix letter.
 */
export function wordStartPatterns(words: string[]): string[] {
  return words.map((word) => (/\p{Script=Hebrew}/u.test(word) ? `\\m[${HEBREW_PREFIX_LETTERS.join('')}]?` : '\\m'));
}

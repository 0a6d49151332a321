/**
 * The text-search queries a shopper's term becomes (decision 071). Words are runs of letters
 * and digits, so nothing the shopper types can reach to_tsquery's operators.
 */

/** More words add nothing a shopper would notice and only lengthen the query. */
const MAX_WORDS = 8;
/** Shorter words match exactly: `t:*` would read the postings of every word starting with t. */
const MIN_PREFIX_LENGTH = 3;
/**
 * Hebrew writes the, and, in, to, from, that and as as a letter joined to the next word
 * ('לשוקו', to the cocoa): a Hebrew word also matches with one of these before it.
 */
const HEBREW_PREFIX_LETTERS = ['ה', 'ו', 'ב', 'ל', 'מ', 'ש', 'כ'];

export function queryWords(term: string): string[] {
  return [...term.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word).slice(0, MAX_WORDS);
}

const prefixed = (word: string) => (word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word);

/** For `to_tsquery('english', …)`: every word, the longer ones as prefixes (typeahead). */
export function englishQueryText(words: string[]): string {
  return words.map(prefixed).join(' & ');
}

/** For `to_tsquery('simple', …)` on Hebrew texts: every word, also behind a prefix letter. */
export function hebrewQueryText(words: string[]): string {
  return words
    .map((word) =>
      /\p{Script=Hebrew}/u.test(word)
        ? `(${[word, ...HEBREW_PREFIX_LETTERS.map((letter) => letter + word)].map(prefixed).join(' | ')})`
        : prefixed(word),
    )
    .join(' & ');
}

/** A lexeme as a quoted to_tsquery operand (dictionary lexemes may hold quotes or colons). */
export function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Each word as typed or any of its dictionary corrections (written words, not stems): for
 * `to_tsquery('english', …)`, which stems them, against English titles, and for
 * `to_tsquery('simple', …)` against Hebrew ones.
 */
export function correctedQueryText(words: string[], corrections: Map<string, string[]>): string {
  return words
    .map((word) => `(${[prefixed(word), ...(corrections.get(word) ?? []).map(quotedLexeme)].join(' | ')})`)
    .join(' & ');
}

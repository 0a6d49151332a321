/** LIKE's wildcards (and its escape character) escaped, so the text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` with LIKE's wildcards escaped, so '50%' means the text 50%. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

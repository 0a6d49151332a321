/** `%term%` with LIKE's wildcards escaped, so '50%' means the text 50%. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

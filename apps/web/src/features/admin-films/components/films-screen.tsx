/** Filled in by issue 13. */
export function FilmsScreen() {
  return null;
}

/** Filled in by issue 13. */
export function HomepageFilmsScreen() {
  return null;
}

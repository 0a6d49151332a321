/** Issue 14: filled in by its builder. */
export function HomeSectionsScreen() {
  return null;
}

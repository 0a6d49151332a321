/** Filled in by issue 13. */
export function ProductTagsScreen() {
  return null;
}

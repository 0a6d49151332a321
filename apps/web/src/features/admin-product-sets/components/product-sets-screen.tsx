/** Filled in by issue 13. */
export function ProductSetsScreen() {
  return null;
}

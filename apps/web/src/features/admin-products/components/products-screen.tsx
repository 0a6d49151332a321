/** Filled in by issue 13. */
export function ProductsScreen() {
  return null;
}

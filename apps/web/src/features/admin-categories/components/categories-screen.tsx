/** Filled in by issue 13. */
export function CategoriesScreen() {
  return null;
}

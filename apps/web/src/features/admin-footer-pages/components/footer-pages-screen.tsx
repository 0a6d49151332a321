/** Issue 14: filled in by its builder. */
export function FooterPagesScreen() {
  return null;
}

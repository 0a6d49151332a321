/** Filled in by issue 13. */
export function DreamBoxScreen() {
  return null;
}

/** Issue 14: the storefront's chat button and panel (filled in by its builder). */
export function ChatLauncher() {
  return null;
}

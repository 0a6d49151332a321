/** The account's Dream Box tab (ACC-22, ACC-23). */
export function DreamBoxTab() {
  return null;
}

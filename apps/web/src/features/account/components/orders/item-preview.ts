import type { OrderView } from '@marquee/contracts';

/** Lines an order shows in the list before '+N more items' (ACC-17). */
export const ITEMS_PREVIEWED = 2;

/** The first lines of an order and how many lines are left out. */
export function previewItems(items: OrderView['items'], shown = ITEMS_PREVIEWED) {
  return { shown: items.slice(0, shown), hidden: Math.max(0, items.length - shown) };
}

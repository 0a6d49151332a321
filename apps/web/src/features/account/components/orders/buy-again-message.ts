import type { BuyAgainResult } from '@marquee/contracts';
import type { TFunction } from 'i18next';

/** The toast after "Buy again": what went into the cart and what did not, by name. */
export function buyAgainMessage(result: Pick<BuyAgainResult, 'added' | 'skipped'>, t: TFunction) {
  const added = result.added.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name));
  const skipped = result.skipped.map((line) => t(`accountOrders.skipReasons.${line.reason}`, { name: line.name }));
  const title =
    added.length > 0
      ? t('accountOrders.buyAgainAdded', { count: added.length, names: added.join(', ') })
      : t('accountOrders.buyAgainNothing');
  const description =
    skipped.length > 0 ? t('accountOrders.buyAgainSkipped', { names: skipped.join(', ') }) : undefined;
  return { ok: added.length > 0, title, description };
}

import { type CartLine, paths } from '@marquee/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ProductImage } from '@/components/ui/product-image';
import { useCurrency } from '@/lib/currency';
import { toast } from '@/lib/toast';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { rateLimitMessage } from '@/lib/rate-limit';

/** One cart line (SF-CART-02): image, title, price, minus/plus (minus stops at 1, SF-CART-03), remove, line total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const update = useUpdateCartItem({
    onError: (error) => {
      console.error('Updating the cart quantity failed', error);
      toast.error(t('common.error'), { description: rateLimitMessage(error, t) ?? t('cart.updateFailed') });
    },
  });
  const remove = useRemoveCartItem({
    onError: (error) => {
      console.error('Removing from the cart failed', error);
      toast.error(t('common.error'), { description: rateLimitMessage(error, t) ?? t('cart.removeFailed') });
    },
  });
  const busy = update.isPending || remove.isPending;
  const productHref = paths.product.href(line.productId);

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={productHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          image={line.image}
          fallbackAlt={line.title}
          noImageLabel={t('product.noImage')}
          sizes="112px"
          maxWidth={320}
          className="size-24 rounded-xl sm:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-zinc-900">
            <Link to={productHref} className="rounded-sm hover:text-primary">
              {line.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-zinc-600">
            <span className="sr-only">{t('cart.unitPrice')}: </span>
            {formatPrice(line.priceCents)}
          </p>
          {line.quantity >= line.stockQuantity && (
            <p className="mt-1 text-xs text-amber-700">{t('cart.onlyLeft', { count: line.stockQuantity })}</p>
          )}
          <div className="mt-3 flex items-center gap-3">
            <QuantityStepper
              size="sm"
              value={line.quantity}
              min={1}
              max={line.stockQuantity}
              disabled={busy}
              onChange={(quantity) => update.mutate({ productId: line.productId, quantity })}
              label={t('cart.quantityOf', { title: line.title })}
              decreaseLabel={t('cart.decreaseOf', { title: line.title })}
              increaseLabel={t('cart.increaseOf', { title: line.title })}
            />
            <button
              type="button"
              onClick={() => remove.mutate(line.productId)}
              disabled={busy}
              aria-label={t('cart.removeItem', { title: line.title })}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-zinc-600 transition-colors outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('cart.remove')}</span>
            </button>
          </div>
        </div>
        <p className="text-base font-bold text-zinc-950 tabular-nums sm:text-end">
          <span className="sr-only">{t('cart.lineTotal')}: </span>
          {formatPrice(line.lineTotalCents)}
        </p>
      </div>
    </li>
  );
}

import { paths, type WishlistItem } from '@marquee/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/ui/add-to-cart-button';
import { ProductImage } from '@/components/ui/product-image';
import { useAddToCartAction } from '@/features/cart/api/use-add-to-cart-action';
import { useCurrency } from '@/lib/currency';

interface WishlistCardProps {
  item: WishlistItem;
  onRemove: (productId: number) => void;
  removing: boolean;
}

/** SF-WISH-02: image to the product page, remove, description, price in the selected currency, Add to cart. */
export function WishlistCard({ item, onRemove, removing }: WishlistCardProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const { add, ...cart } = useAddToCartAction({
    id: item.productId,
    title: item.title,
    priceCents: item.priceCents,
    stockQuantity: item.stockQuantity,
  });
  const href = paths.product.href(item.productId);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/70">
      <div className="relative">
        <Link
          to={href}
          className="block aspect-square overflow-hidden bg-zinc-100 outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset"
        >
          <ProductImage
            image={item.image}
            fallbackAlt={item.title}
            noImageLabel={t('product.noImage')}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            maxWidth={640}
            className="size-full transition-transform duration-300 hover:scale-105"
          />
        </Link>
        <button
          type="button"
          onClick={() => onRemove(item.productId)}
          disabled={removing}
          aria-label={t('wishlist.removeItem', { title: item.title })}
          className="absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-zinc-700 shadow-sm transition-colors outline-none hover:bg-white hover:text-red-600 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold text-zinc-900 sm:text-base">
          <Link to={href} className="rounded-sm hover:text-primary">
            {item.title}
          </Link>
        </h2>
        {item.description && <p className="line-clamp-2 text-xs text-zinc-600 sm:text-sm">{item.description}</p>}
        <p className="mt-auto pt-1 text-base font-bold text-zinc-950 tabular-nums">{formatPrice(item.priceCents)}</p>
        {/* The price is right above: the button goes without it. */}
        <AddToCartButton {...cart} onAdd={add} />
      </div>
    </article>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { AddToCartButton } from './add-to-cart-button';
import type { CartProduct } from './use-add-to-cart-action';

interface ProductPurchaseProps {
  product: CartProduct;
  /** Shown beside the stepper on phones and after the button on wider screens (the wishlist toggle). */
  aside?: ReactNode;
}

/** The product page's quantity stepper (minimum 1, at most the stock) and Add to Cart with the line total. */
export function ProductPurchase({ product, aside }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const max = Math.max(1, product.stockQuantity);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper
        value={quantity}
        onChange={(next) => setQuantity(Math.min(max, Math.max(1, next)))}
        min={1}
        max={max}
        disabled={product.stockQuantity <= 0}
        label={t('cart.quantity')}
        decreaseLabel={t('cart.decrease')}
        increaseLabel={t('cart.increase')}
      />
      {/* Phones: stepper and toggle share a row and the button takes the next; wider: one row. */}
      <AddToCartButton
        product={product}
        quantity={quantity}
        size="large"
        className="order-last basis-full sm:order-none sm:basis-auto"
      />
      {aside}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '@/components/ui/add-to-cart-button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCurrency } from '@/lib/currency';
import { useAddToCartAction, type CartProduct } from '../api/use-add-to-cart-action';

interface ProductPurchaseProps {
  product: CartProduct;
  /** Shown beside the stepper on phones and after the button on wider screens (the wishlist toggle). */
  aside?: ReactNode;
}

/** The product page's quantity stepper (minimum 1, at most the stock) and Add to Cart with the line total. */
export function ProductPurchase({ product, aside }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const [quantity, setQuantity] = useState(1);
  const { add, ...cart } = useAddToCartAction(product, quantity);
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
        {...cart}
        onAdd={add}
        price={formatPrice(product.priceCents * quantity)}
        size="large"
        className="order-last basis-full sm:order-none sm:basis-auto"
      />
      {aside}
    </div>
  );
}

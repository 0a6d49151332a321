import type { ProductSummary } from '@marquee/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a product card offers besides opening the product (SF-CARD-01): the catalogue
 * draws the card, and the app fills these slots with the cart and wishlist features,
 * since features do not import each other. Cards rendered without a provider (admin
 * previews, tests) simply show the price.
 */
export interface ProductCardActions {
  /** Over the image's top corner: the wishlist toggle. */
  imageAction?: (product: ProductSummary) => ReactNode;
  /** At the foot of the card, in place of the bare price: Add to Cart with the price. */
  footerAction?: (product: ProductSummary) => ReactNode;
}

const ProductCardActionsContext = createContext<ProductCardActions>({});

export function ProductCardActionsProvider({ value, children }: { value: ProductCardActions; children: ReactNode }) {
  return <ProductCardActionsContext.Provider value={value}>{children}</ProductCardActionsContext.Provider>;
}

export function useProductCardActions(): ProductCardActions {
  return useContext(ProductCardActionsContext);
}

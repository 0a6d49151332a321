import { useParams } from 'react-router';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { PageElementsSection } from '@/features/content/components/page-elements-section';
import { ProductSets } from '@/features/product-sets/components/product-sets';
import { ReviewSlot } from '@/features/reviews/components/review-slot';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { parseId } from '@/lib/params';

export function ProductRoute() {
  const { id } = useParams();
  const productId = parseId(id);
  if (productId === null) return <ProductNotFound />;
  return (
    <>
      {/* Keyed by id so the gallery and state reset when moving between products. */}
      <ProductDetails
        key={productId}
        productId={productId}
        actions={<ProductActions productId={productId} />}
        below={<PageElementsSection pageType="product" pageId={String(productId)} className="mt-10 grid gap-6" />}
        ownReview={<ReviewSlot productId={productId} />}
      />
      {/* SF-GEN-05: the active sets that show on this product's page. */}
      <ProductSets productId={productId} />
    </>
  );
}

/** Quantity stepper and Add to Cart (cart) with the wishlist toggle (wishlist), for the loaded product. */
function ProductActions({ productId }: { productId: number }) {
  const { data: product } = useProduct(productId);
  if (!product) return null;
  return <ProductPurchase product={product} aside={<WishlistToggle product={product} variant="outlined" />} />;
}

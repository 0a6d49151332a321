import { useParams } from 'react-router';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { parseId } from '@/lib/params';

export function ProductRoute() {
  const { id } = useParams();
  const productId = parseId(id);
  if (productId === null) return <ProductNotFound />;
  // Keyed by id so the gallery and state reset when moving between products.
  return <ProductDetails key={productId} productId={productId} />;
}

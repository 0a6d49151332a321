import { useTranslation } from 'react-i18next';
import { ProductImage } from './product-image';

interface OrderLineImageProps {
  /** The picture the order kept for the line (a snapshot, not today's catalogue), if any. */
  imageUrl: string | null | undefined;
  name: string;
  /** How wide the picture is drawn, e.g. "48px". */
  sizes: string;
  /** The widest copy worth asking for, in image pixels. */
  maxWidth: number;
  /** The box: size and radius. */
  className: string;
}

/** An order line's picture, in a box of its own: the picture's <source> elements would otherwise take flex gaps. */
export function OrderLineImage({ imageUrl, name, sizes, maxWidth, className }: OrderLineImageProps) {
  const { t } = useTranslation();
  return (
    <div className="shrink-0">
      <ProductImage
        // The order keeps only the address: the 640 px square is the catalogue's image box.
        image={imageUrl ? { url: imageUrl, alt: name, width: 640, height: 640 } : null}
        fallbackAlt={name}
        noImageLabel={t('product.noImage')}
        sizes={sizes}
        maxWidth={maxWidth}
        className={className}
      />
    </div>
  );
}

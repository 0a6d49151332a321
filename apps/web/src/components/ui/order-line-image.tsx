import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ProductImage } from './product-image';

/** The drawn sizes: `sizes`, the widest copy worth asking for, and the box. */
const boxes = {
  sm: { sizes: '48px', maxWidth: 160, className: 'size-12 rounded-lg' },
  md: { sizes: '56px', maxWidth: 160, className: 'size-14 rounded-lg' },
  lg: { sizes: '80px', maxWidth: 240, className: 'size-16 rounded-xl sm:size-20' },
} as const;

interface OrderLineImageProps {
  /** The line as the order kept it: its picture's address (a snapshot, not today's catalogue) and name. */
  item: { imageUrl?: string | null | undefined; name: string };
  size: keyof typeof boxes;
  className?: string | undefined;
}

/** An order line's picture, in a box of its own: the picture's <source> elements would otherwise take flex gaps. */
export function OrderLineImage({ item, size, className }: OrderLineImageProps) {
  const { t } = useTranslation();
  const box = boxes[size];
  return (
    <div className="shrink-0">
      <ProductImage
        // The order keeps only the address: the 640 px square is the catalogue's image box.
        image={item.imageUrl ? { url: item.imageUrl, alt: item.name, width: 640, height: 640 } : null}
        fallbackAlt={item.name}
        noImageLabel={t('product.noImage')}
        sizes={box.sizes}
        maxWidth={box.maxWidth}
        className={cn(box.className, className)}
      />
    </div>
  );
}

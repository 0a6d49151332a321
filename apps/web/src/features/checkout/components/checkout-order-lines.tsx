import type { CartLine, CheckoutQuote } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/ui/product-image';
import { useFormatMinor } from '../hooks/use-format-minor';
import { SectionCard } from '@/components/ui/section-card';

interface CheckoutOrderLinesProps {
  quote: CheckoutQuote;
  /** The cart's lines, for the pictures (the amounts come from the quote). */
  cartLines: readonly CartLine[];
}

/** SF-CHK-01: the order summary: image, title, quantity and line total of each quoted line. */
export function CheckoutOrderLines({ quote, cartLines }: CheckoutOrderLinesProps) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  if (quote.lines.length === 0) return null;
  return (
    <SectionCard titleId="checkout-summary-title" title={t('checkout.summary.title')}>
      <ul className="divide-y divide-zinc-200">
        {quote.lines.map((line, index) => {
          const cartLine = cartLines.find((c) => c.productId === line.productId);
          return (
            <li key={line.productId} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
              {/* A box of its own: the picture's <source>s would otherwise take the list's gaps. */}
              <div className="shrink-0">
                <ProductImage
                  image={cartLine?.image}
                  fallbackAlt={line.title}
                  noImageLabel={t('product.noImage')}
                  sizes="64px"
                  maxWidth={160}
                  className="size-16 rounded-lg"
                />
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-zinc-900">{line.title}</p>
                <p className="text-sm text-zinc-600">{t('checkout.summary.quantity', { count: line.quantity })}</p>
              </div>
              <p className="font-bold text-zinc-950 tabular-nums">
                <span className="sr-only">{t('checkout.summary.lineTotal')}: </span>
                {formatMinor(quote.display.lineTotals[index] ?? 0, quote.display)}
              </p>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

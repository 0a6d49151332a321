import type { ProductSummary } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { CategoryChips } from '@/features/catalog/components/category-chips';
import { HomeBlocks } from '@/features/home/components/home-blocks';
import { useSettings } from '@/features/settings/api/get-settings';
import { renderProductCards } from '../product-cards';

// Shelves sit below the hero, so their images load lazily.
const renderShelf = (products: readonly ProductSummary[]) => renderProductCards(products, { priority: false });

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="sr-only">{t('home.heading')}</h1>
      <CategoryChips />
      <HomeBlocks dreamBoxPriceCents={settings?.dreamBoxPriceCents} renderProducts={renderShelf} />
    </div>
  );
}

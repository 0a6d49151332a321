import { localized } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { CategoryChips } from '@/features/catalog/components/category-chips';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useHome } from '@/features/home/api/get-home';
import { HomeBlocks } from '@/features/home/components/home-blocks';
import { ProductShelf } from '@/features/home/components/product-shelf';
import { useSettings } from '@/features/settings/api/get-settings';

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="sr-only">{t('home.heading')}</h1>
      <CategoryChips />
      <HomeBlocks dreamBoxPriceCents={settings?.dreamBoxPriceCents} shelves={<HomeShelves />} />
    </div>
  );
}

/**
 * Best Sellers, then each home section (its title and description in the page's language, issue
 * 29): shelves (home) of product cards (catalogue); empty ones are left out.
 */
function HomeShelves() {
  const { t, i18n } = useTranslation();
  const { data } = useHome();
  if (!data) return null;
  const shelves = [
    { id: 'best-sellers', title: t('home.bestSellers'), products: data.bestSellers },
    ...data.sections.map((section) => ({
      id: `home-section-${section.id}`,
      title: localized(section.translations, i18n.language, 'title', section.title),
      description: localized(section.translations, i18n.language, 'description', section.description),
      products: section.products,
    })),
  ];
  return shelves
    .filter((shelf) => shelf.products.length > 0)
    .map(({ products, ...shelf }) => (
      <ProductShelf key={shelf.id} {...shelf}>
        <ProductGrid products={products} />
      </ProductShelf>
    ));
}

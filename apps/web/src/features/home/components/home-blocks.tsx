import type { ProductSummary } from '@marquee/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageElements } from '@/components/page-elements';
import { useHome } from '../api/get-home';
import { DreamBoxPromo } from './dream-box-promo';
import { FilmCarousel } from './film-carousel';
import { HeroCarousel } from './hero-carousel';
import { NewsletterSignup } from './newsletter-signup';
import { ProductShelf } from './product-shelf';

interface HomeBlocksProps {
  /** The dream_box_price setting in USD cents; undefined while settings load. */
  dreamBoxPriceCents: number | undefined;
  renderProducts: (products: readonly ProductSummary[]) => ReactNode;
}

/**
 * The home page below the category chips, in the decided order (DECISIONS 21): hero,
 * Dream Box, Shop By Film, Best Sellers, home sections, page elements, newsletter.
 */
export function HomeBlocks({ dreamBoxPriceCents, renderProducts }: HomeBlocksProps) {
  const { t } = useTranslation();
  const { data, isPending, error } = useHome();

  useEffect(() => {
    // DECISIONS 18: a failed load renders no slides and is logged, without a toast.
    if (error) console.error('Home page blocks failed to load', error);
  }, [error]);

  return (
    <>
      <HeroCarousel slides={data?.heroSlides} isPending={isPending} />
      <DreamBoxPromo priceCents={dreamBoxPriceCents} />
      {data && (
        <>
          <FilmCarousel films={data.films} />
          <ProductShelf
            id="best-sellers"
            title={t('home.bestSellers')}
            products={data.bestSellers}
            renderProducts={renderProducts}
          />
          {data.sections.map((section) => (
            <ProductShelf
              key={section.id}
              id={`home-section-${section.id}`}
              title={section.title}
              description={section.description}
              products={section.products}
              renderProducts={renderProducts}
            />
          ))}
          <PageElements elements={data.elements} />
        </>
      )}
      <NewsletterSignup />
    </>
  );
}

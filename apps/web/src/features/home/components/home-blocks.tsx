import type { ProductSummary } from '@marquee/contracts';
import { Suspense, useEffect, type ReactNode } from 'react';
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
      {/* Each block below the fold is a boundary of its own: hydration of the server's HTML
          then runs block by block in short tasks instead of one long one. */}
      {data && (
        <>
          <Suspense>
            <FilmCarousel films={data.films} />
          </Suspense>
          <Suspense>
            <ProductShelf
              id="best-sellers"
              title={t('home.bestSellers')}
              products={data.bestSellers}
              renderProducts={renderProducts}
            />
          </Suspense>
          {data.sections.map((section) => (
            <Suspense key={section.id}>
              <ProductShelf
                id={`home-section-${section.id}`}
                title={section.title}
                description={section.description}
                products={section.products}
                renderProducts={renderProducts}
              />
            </Suspense>
          ))}
          <PageElements elements={data.elements} />
        </>
      )}
      <NewsletterSignup />
    </>
  );
}

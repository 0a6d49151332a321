import { useEffect, type ReactNode } from 'react';
import { PageElements } from '@/components/page-elements';
import { useHome } from '../api/get-home';
import { DreamBoxPromo } from './dream-box-promo';
import { FilmCarousel } from './film-carousel';
import { HeroCarousel } from './hero-carousel';
import { NewsletterSignup } from './newsletter-signup';

interface HomeBlocksProps {
  /** The dream_box_price setting in USD cents; undefined while settings load. */
  dreamBoxPriceCents: number | undefined;
  /** Best Sellers and the home sections: shelves of product cards, composed by the home route. */
  shelves: ReactNode;
}

/**
 * The home page below the category chips, in the decided order (spec D-21): hero,
 * Dream Box, Shop By Film, Best Sellers, home sections, page elements, newsletter.
 */
export function HomeBlocks({ dreamBoxPriceCents, shelves }: HomeBlocksProps) {
  const { data, isPending, error } = useHome();

  useEffect(() => {
    // spec D-18: a failed load renders no slides and is logged, without a toast.
    if (error) console.error('Home page blocks failed to load', error);
  }, [error]);

  return (
    <>
      <HeroCarousel slides={data?.heroSlides} isPending={isPending} />
      <DreamBoxPromo priceCents={dreamBoxPriceCents} />
      {data && (
        <>
          <FilmCarousel films={data.films} />
          {shelves}
          <PageElements elements={data.elements} />
        </>
      )}
      <NewsletterSignup />
    </>
  );
}

import type { ProductSummary } from '@marquee/contracts';
import { useParams } from 'react-router';
import { FilmDetails } from '@/features/films/components/film-details';
import { FilmNotFound } from '@/features/films/components/film-not-found';
import { parseId } from '@/lib/params';
import { renderProductCards } from '../product-cards';

const renderRelated = (products: readonly ProductSummary[]) => renderProductCards(products, { priority: false });

export function FilmRoute() {
  const { id } = useParams();
  const filmId = parseId(id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {filmId === null ? (
        <FilmNotFound reason="missing" />
      ) : (
        // Keyed by id so state resets when moving between films.
        <FilmDetails key={filmId} filmId={filmId} renderProducts={renderRelated} />
      )}
    </div>
  );
}

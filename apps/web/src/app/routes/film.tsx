import { useParams } from 'react-router';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useFilmProducts } from '@/features/films/api/get-film-products';
import { FilmDetails } from '@/features/films/components/film-details';
import { FilmNotFound } from '@/features/films/components/film-not-found';
import { parseId } from '@/lib/params';

export function FilmRoute() {
  const { id } = useParams();
  const filmId = parseId(id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {filmId === null ? (
        <FilmNotFound reason="missing" />
      ) : (
        // Keyed by id so state resets when moving between films.
        <FilmDetails key={filmId} filmId={filmId} relatedProducts={<RelatedProducts filmId={filmId} />} />
      )}
    </div>
  );
}

/** The film's related products (films) as catalogue cards; the film's page shows them once loaded. */
function RelatedProducts({ filmId }: { filmId: number }) {
  const { data } = useFilmProducts(filmId);
  return data ? <ProductGrid products={data} /> : null;
}

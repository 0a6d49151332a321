import { imageSizes, type FilmDetail } from '@marquee/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';

/** SF-FILM-04: the hero image with up to two call-to-action buttons. */
export function FilmHero({ film, title }: { film: FilmDetail; title: string }) {
  if (!film.heroUrl && film.heroButtons.length === 0) return null;
  return (
    <div className="relative overflow-hidden rounded-3xl bg-zinc-900">
      {film.heroUrl && (
        <ResponsiveImage
          src={film.heroUrl}
          alt={title}
          width={1600}
          height={600}
          sizes={imageSizes.filmHero}
          priority
          className="aspect-[4/3] w-full object-cover sm:aspect-[21/9]"
        />
      )}
      {film.heroButtons.length > 0 && (
        <div className="absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-3 bg-gradient-to-t from-black/80 to-transparent px-4 pt-16 pb-6">
          {film.heroButtons.map((button, index) => (
            <SmartLink
              key={`${button.url}-${index}`}
              href={button.url}
              className={
                index === 0
                  ? 'inline-flex h-12 items-center rounded-xl bg-primary px-6 text-base font-semibold text-white shadow-lg transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none'
                  : 'inline-flex h-12 items-center rounded-xl border border-white/50 bg-white/10 px-6 text-base font-semibold text-white backdrop-blur transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none'
              }
            >
              {button.text}
            </SmartLink>
          ))}
        </div>
      )}
    </div>
  );
}

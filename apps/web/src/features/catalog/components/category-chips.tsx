import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryDisplayName, paths } from '@marquee/contracts';
import { cn } from '@/lib/utils';
import { useCategories } from '../api/get-categories';

const chipClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'border-transparent bg-zinc-950 text-white shadow-sm'
      : 'border-zinc-200 bg-white text-zinc-700 hover:border-primary/40 hover:text-primary',
  );

/** 'All Categories' (to /), then one chip per category (to /category/{id}). */
export function CategoryChips() {
  const { t, i18n } = useTranslation();
  const { data: categories, isPending } = useCategories();
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <nav aria-label={t('home.categories')} className="-mx-4 sm:mx-0">
      <ul className="scrollbar-none flex gap-2 overflow-x-auto px-4 py-1 sm:flex-wrap sm:px-0">
        <li>
          <NavLink to={paths.home.href()} end className={chipClass}>
            {t('home.allCategories')}
          </NavLink>
        </li>
        {isPending &&
          Array.from({ length: 5 }, (_, index) => (
            <li key={index} aria-hidden="true">
              <Skeleton radius="full" className="h-9 w-24" />
            </li>
          ))}
        {categories?.map((category) => (
          <li key={category.id}>
            <NavLink to={paths.category.href(category.id)} className={chipClass}>
              {categoryDisplayName(category, language)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { CategoryChips } from '@/features/catalog/components/category-chips';
import { NewArrivals } from '@/features/catalog/components/new-arrivals';

export function HomeRoute() {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <CategoryChips />
      <NewArrivals />
    </div>
  );
}

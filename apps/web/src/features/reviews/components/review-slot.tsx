import { paths } from '@marquee/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { RETURN_TO_PARAM } from '@/lib/return-to';

// The form and the customer's own review are their own chunk, fetched only for a signed-in
// customer: the product page's first JavaScript stays as it was (e2e/budgets.spec.ts).
const ReviewPanel = lazy(() => import('./review-panel'));

/**
 * Where the product page offers a review (issue 29): a guest reads how to write one, a signed-in
 * customer gets their own review, the form, or why they cannot write one yet. Nothing until the
 * session is known, on the server too (it renders the shared page without one).
 */
export function ReviewSlot({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: session } = useSession();
  if (!session) return null;
  if (!session.user) {
    return (
      <p className="mt-4 text-sm text-zinc-600">
        {t('reviews.guest')}{' '}
        <Link
          to={paths.login.href({ [RETURN_TO_PARAM]: pathname })}
          className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('reviews.signIn')}
        </Link>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReviewPanel productId={productId} />
    </Suspense>
  );
}

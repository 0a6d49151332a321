import { adminReviewStatusFilters, paths, type AdminReview } from '@marquee/contracts';
import { EyeOff, MessageSquareReply, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowAction, RowActions } from '@/components/admin/row-actions';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { StarRating } from '@/components/ui/star-rating';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useAdminReviews } from '../api/get-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ReplyDialog } from './reply-dialog';
import { ReviewStatusBadge } from './review-status-badge';

const columnHelper = dataTableColumns<AdminReview>();

/** The list opens on the moderation queue; the address names the other states. */
const otherFilters = adminReviewStatusFilters.filter((filter) => filter !== 'pending');

/**
 * Issue 29: the admin's Reviews screen (Products › Reviews). Customers' reviews by state, newest
 * first, searchable; staff publish or hide each and reply to it (`?edit=<id>` opens the reply).
 */
export function ReviewsScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const list = useListState({ sortable: ['createdAt'], filters: ['status'] });
  // An unknown state in the address reads as the queue, as the server's default.
  const filter = adminReviewStatusFilters.find((option) => option === list.filters.status) ?? 'pending';
  const reviews = useAdminReviews({ ...list.query, status: filter === 'pending' ? undefined : filter });
  const reply = useEditParam();
  const moderate = useModerateReview();
  const searchError = isApiError(reviews.error) ? reviews.error.fields?.q : undefined;
  const { openEdit: openReply } = reply;
  const pendingCount = reviews.data?.pendingCount;

  const columns = useMemo(
    () => [
      columnHelper.display({
        id: 'product',
        header: t('reviews.columns.product'),
        meta: { rowHeader: true, className: 'min-w-36' },
        cell: ({ row: { original: review } }) => (
          <span className="font-medium text-zinc-900">{review.product.title}</span>
        ),
      }),
      columnHelper.display({
        id: 'reviewer',
        header: t('reviews.columns.reviewer'),
        cell: ({ row: { original: review } }) => (
          <div className="grid gap-0.5">
            <bdi>{review.reviewerName}</bdi>
            {review.verifiedPurchase && <span className="text-xs text-emerald-700">{t('reviews.verified')}</span>}
          </div>
        ),
      }),
      columnHelper.display({
        id: 'text',
        header: t('reviews.columns.text'),
        meta: { className: 'min-w-56 max-w-sm' },
        cell: ({ row: { original: review } }) => (
          <div className="grid justify-items-start gap-1">
            <StarRating rating={review.rating} label={t('reviews.rating', { rating: review.rating })} />
            {/* Two lines of it; the reply dialog shows it all. */}
            <p dir="auto" className="line-clamp-2 break-words text-zinc-700">
              {review.text}
            </p>
            {review.adminReply && <span className="text-xs text-zinc-500">{t('reviews.replied')}</span>}
          </div>
        ),
      }),
      columnHelper.accessor('status', {
        id: 'status',
        enableSorting: false,
        header: t('reviews.columns.state'),
        cell: (cell) => <ReviewStatusBadge status={cell.getValue()} />,
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        enableSorting: true,
        header: t('reviews.columns.date'),
        meta: { className: 'whitespace-nowrap' },
        cell: (cell) => formatDate(cell.getValue(), locale),
      }),
    ],
    [t, locale],
  );

  return (
    <section aria-labelledby="admin-reviews-title" className="grid gap-5">
      <ScreenHeading
        id="admin-reviews-title"
        title={t('reviews.title')}
        intro={pendingCount === undefined ? t('reviews.intro') : t('reviews.introPending', { count: pendingCount })}
      />
      <form role="search" aria-label={t('reviews.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <ListToolbar
          search={list.q}
          onSearch={list.setSearch}
          searchLabel={t('reviews.filters.search')}
          searchPlaceholder={t('reviews.filters.searchPlaceholder')}
          searchError={searchError}
          filters={
            <ListFilter
              label={t('reviews.filters.state')}
              value={filter === 'pending' ? '' : filter}
              onChange={(value) => list.setFilter('status', value)}
            >
              <option value="">{t('reviews.filters.pending')}</option>
              {otherFilters.map((option) => (
                <option key={option} value={option}>
                  {t(`reviews.filters.${option}`)}
                </option>
              ))}
            </ListFilter>
          }
        />
      </form>
      <DataTable
        {...listTableProps(list, reviews)}
        isError={reviews.isError && !searchError}
        label={t('reviews.caption')}
        columns={columns}
        getRowId={(review) => String(review.id)}
        onRowClick={(review) => openReply(review.id)}
        errorText={t('reviews.failed')}
        empty={list.q ? t('reviews.noMatch', { q: list.q }) : t(`reviews.empty.${filter}`)}
        rowActions={(review) => {
          const name = review.reviewerName;
          const product = review.product.title;
          return (
            <RowActions
              view={{
                href: paths.product.href(review.product.id),
                label: t('reviews.actions.view', { product }),
              }}
            >
              {review.status !== 'published' && (
                <RowAction
                  icon={Send}
                  label={t('reviews.actions.publishFor', { name, product })}
                  title={t('reviews.actions.publish')}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: review.id, body: { status: 'published' } })}
                />
              )}
              {review.status !== 'hidden' && (
                <RowAction
                  icon={EyeOff}
                  label={t('reviews.actions.hideFor', { name, product })}
                  title={t('reviews.actions.hide')}
                  disabled={moderate.isPending}
                  onClick={() => moderate.mutate({ id: review.id, body: { status: 'hidden' } })}
                />
              )}
              <RowAction
                icon={MessageSquareReply}
                label={t('reviews.actions.replyFor', { name, product })}
                title={t('reviews.actions.reply')}
                onClick={() => openReply(review.id)}
              />
            </RowActions>
          );
        }}
      />
      <ReplyDialog edit={reply} />
    </section>
  );
}

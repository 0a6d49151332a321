import { ADMIN_LIST_COUNT_CAP } from '@marquee/contracts';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ListState, SortDir } from './use-list-state';

/** What a column may say about itself beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** Extra classes of the column's header and cells (e.g. 'text-end', 'w-24'). */
  className?: string;
  /** The cell is the row's header cell (<th scope="row">): usually the name column. */
  rowHeader?: boolean;
}

/**
 * The features every admin table registers: sorting only, and manual (the server sorts and
 * pages; the table draws headers, cells and sort state).
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;
// Columns of one table hold different value types; TanStack's own examples type them `any` here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * The column helper of an admin table. A column is sortable when its `id` is one of the
 * list's sortable keys and it sets `enableSorting: true`; the id is sent as `sort`.
 */
export const dataTableColumns = <TRow extends RowData>() => createColumnHelper<DataTableFeatures, TRow>();

interface DataTableProps<TRow extends RowData> {
  /** The table's accessible name (a caption read by screen readers). */
  label: string;
  columns: DataTableColumn<TRow>[];
  /** Undefined while the first page loads. */
  rows: TRow[] | undefined;
  getRowId: (row: TRow) => string;
  total: number;
  /** More match than `total` says (the long lists' counts stop at ADMIN_LIST_COUNT_CAP, decision 073). */
  totalIsCapped?: boolean;
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDir;
  onSortChange: (sort: string, dir: SortDir) => void;
  onPageChange: (page: number) => void;
  isPending: boolean;
  isError: boolean;
  /** A newer page is being fetched while the previous one is shown. */
  isFetching?: boolean;
  onRetry: () => void;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** Buttons at the end of each row (edit, delete); the column is labelled "Actions". */
  rowActions?: (row: TRow) => ReactNode;
  /** Text of the error state; defaults to the kit's. */
  errorText?: string;
  /**
   * A click anywhere on a row opens it, for the pointer; keyboard and screen reader users open it
   * through the button or link the row holds (a click on a control inside the row is its own).
   */
  onRowClick?: (row: TRow) => void;
}

const SKELETON_ROWS = 5;
/** What a row click leaves to the control under the pointer. */
const interactive = 'a, button, input, select, textarea, label, [role="switch"]';

/**
 * The admin's list table: TanStack Table with server-side sorting and paging. Sortable headers
 * are buttons with aria-sort on their <th>; the table scrolls sideways in its own box, so a
 * phone's page never does.
 */
export function DataTable<TRow extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  total,
  totalIsCapped = false,
  page,
  pageSize,
  sort,
  dir,
  onSortChange,
  onPageChange,
  isPending,
  isError,
  isFetching = false,
  onRetry,
  empty,
  rowActions,
  errorText,
  onRowClick,
}: DataTableProps<TRow>) {
  const { t } = useTranslation('admin');
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: dir === 'desc' }], [sort, dir]);
  const data = rows ?? noRows;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: data as TRow[],
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: () => undefined,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const columnCount = columns.length + (rowActions ? 1 : 0);

  if (isError && !rows) {
    return (
      <Alert variant="destructive">
        {errorText ?? t('kit.loadFailed')}{' '}
        <Button variant="link" size="sm" onClick={onRetry}>
          {t('kit.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <div className="grid min-w-0 gap-3">
      <div
        className="relative max-w-full overflow-x-auto rounded-xl ring-1 ring-zinc-200"
        // The scrolling box can take focus so keyboard users can scroll it.
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table
          className="w-full min-w-max border-collapse text-start text-sm"
          aria-busy={isPending || isFetching || undefined}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-zinc-50 text-xs font-semibold text-zinc-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const canSort = column.getCanSort();
                  const sorted = column.id === sort ? dir : false;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined
                      }
                      className={cn('px-4 py-3 text-start whitespace-nowrap', column.columnDef.meta?.className)}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={() =>
                            onSortChange(column.id, sorted === 'asc' ? 'desc' : sorted === 'desc' ? 'asc' : 'asc')
                          }
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase outline-none hover:text-zinc-950 focus-visible:ring-2 focus-visible:ring-accent"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col" className="px-4 py-3 text-end whitespace-nowrap">
                    {t('kit.actions')}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-zinc-100 bg-white">
            {isPending && !rows ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell} className="px-4 py-3">
                      <Skeleton className="h-5 w-full min-w-16" />
                    </td>
                  ))}
                </tr>
              ))
            ) : data.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-zinc-600">
                  {/* On a phone the table is wider than the screen: the message wraps within the visible part. */}
                  <div className="sticky start-4 max-w-[calc(100vw-4rem)] whitespace-normal sm:static sm:max-w-none">
                    {empty}
                  </div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn('hover:bg-zinc-50', onRowClick && 'cursor-pointer')}
                  onClick={
                    onRowClick &&
                    ((event) => {
                      if ((event.target as Element).closest(interactive)) return;
                      onRowClick(row.original);
                    })
                  }
                >
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const Cell = meta?.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={cell.id}
                        scope={meta?.rowHeader ? 'row' : undefined}
                        className={cn('px-4 py-3 text-start align-middle font-normal text-zinc-800', meta?.className)}
                      >
                        <table.FlexRender cell={cell} />
                      </Cell>
                    );
                  })}
                  {rowActions && (
                    <td className="px-4 py-2 text-end whitespace-nowrap">
                      <div className="inline-flex items-center gap-1">{rowActions(row.original)}</div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {isPending && !rows && <span className="sr-only">{t('kit.loading')}</span>}
      {isError && rows && (
        <Alert variant="destructive">
          {errorText ?? t('kit.loadFailed')}{' '}
          <Button variant="link" size="sm" onClick={onRetry}>
            {t('kit.retry')}
          </Button>
        </Alert>
      )}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        totalIsCapped={totalIsCapped}
        onPageChange={onPageChange}
        label={label}
      />
    </div>
  );
}

const noRows: unknown[] = [];

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The count stopped at the cap: shown as "10,000+", and pages go no further than the server serves. */
  totalIsCapped?: boolean;
  /** The list's name, for the navigation's accessible name. */
  label: string;
  onPageChange: (page: number) => void;
}

/** The pages a list has; a capped list has as many as the server serves (it answers 400 past the cap). */
function pageCount(total: number, pageSize: number, totalIsCapped = false): number {
  return totalIsCapped ? Math.ceil(ADMIN_LIST_COUNT_CAP / pageSize) : Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / next, "Page x of y" and the number of matches ("10,000+" and "y+" when capped). */
export function Pagination({ page, pageSize, total, totalIsCapped = false, label, onPageChange }: PaginationProps) {
  const { t } = useTranslation('admin');
  const pages = pageCount(total, pageSize, totalIsCapped);
  const shown = Math.min(page, pages);
  return (
    <nav
      aria-label={t('kit.pagination', { list: label })}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600"
    >
      <div className="grid gap-1">
        <p aria-live="polite">
          {totalIsCapped ? t('kit.totalCapped', { count: total }) : t('kit.total', { count: total })}
          {' · '}
          {t(totalIsCapped ? 'kit.pageOfCapped' : 'kit.pageOf', { page: shown, pages })}
        </p>
        {totalIsCapped && page >= pages && <p>{t('kit.lastPageCapped', { count: ADMIN_LIST_COUNT_CAP })}</p>}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('kit.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('kit.next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}

/** What a list's query gives the table: one page of rows and the number of matches. */
interface ListQuery<TRow> {
  data?: { items: TRow[]; total: number; totalIsCapped?: boolean } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The DataTable props that come from a list's URL state and its query, so every screen wires
 * them alike: `<DataTable {...listTableProps(list, products)} label=… columns=… />`.
 */
export function listTableProps<TRow, S extends string, F extends string>(
  list: ListState<S, F>,
  query: ListQuery<TRow>,
) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    totalIsCapped: query.data?.totalIsCapped ?? false,
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    dir: list.dir,
    // The table offers only the columns whose ids are the list's sortable keys.
    onSortChange: (sort: string, dir: SortDir) => list.setSort(sort as S, dir),
    onPageChange: list.setPage,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    onRetry: () => void query.refetch(),
  };
}

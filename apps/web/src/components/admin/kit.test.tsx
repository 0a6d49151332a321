import { ADMIN_LIST_COUNT_CAP, pageWithinCountCap } from '@marquee/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import adminEn from '@/locales/admin/en.json';
import adminHe from '@/locales/admin/he.json';
import { DataTable, dataTableColumns, listTableProps, Pagination } from './data-table';
import { useEditParam } from './use-edit-param';
import { useListState, type ListState } from './use-list-state';

interface Row {
  id: number;
  title: string;
  stock: number;
}
const helper = dataTableColumns<Row>();
const columns = [
  helper.accessor('title', { id: 'title', header: 'Title', enableSorting: true, meta: { rowHeader: true } }),
  helper.accessor('stock', { id: 'stock', header: 'Stock', enableSorting: false }),
];

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['admin'],
    resources: { en: { admin: adminEn }, he: { admin: adminHe } },
    interpolation: { escapeValue: false },
  });
});

function inLanguage(language: 'en' | 'he', node: ReactNode) {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>{node}</I18nextProvider>);
}

function table(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}, language: 'en' | 'he' = 'en') {
  return inLanguage(
    language,
    <DataTable<Row>
      label="Posters"
      columns={columns}
      rows={[{ id: 7, title: 'Jaws', stock: 3 }]}
      getRowId={(row) => String(row.id)}
      total={60}
      page={2}
      pageSize={25}
      sort="title"
      dir="asc"
      onSortChange={() => undefined}
      onPageChange={() => undefined}
      isPending={false}
      isError={false}
      onRetry={() => undefined}
      empty="Nothing yet"
      {...overrides}
    />,
  );
}

describe('admin kit: DataTable', () => {
  it('sortable headers are buttons with aria-sort; the sorted one says its direction', () => {
    const html = table();
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><button type="button"[^>]*>Title/);
    // Not sortable: no aria-sort and no button.
    expect(html).toMatch(/<th scope="col" class="[^"]*">Stock<\/th>/);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('Jaws');
    expect(table({ dir: 'desc' })).toContain('aria-sort="descending"');
    expect(table({ sort: 'createdAt' })).toContain('aria-sort="none"');
  });

  it('shows "page x of y" from the total; skeleton rows while loading; the empty slot without rows', () => {
    expect(table()).toContain('60 items · Page 2 of 3');
    const loading = table({ rows: undefined, isPending: true });
    expect(loading).toContain('animate-pulse');
    expect(loading).not.toContain('Jaws');
    expect(table({ rows: [] })).toContain('Nothing yet');
    const failed = table({ rows: undefined, isError: true });
    expect(failed).toContain('role="alert"');
    expect(failed).not.toContain('<table');
  });

  it('scrolls sideways in its own labelled, focusable box (a phone page never does)', () => {
    expect(table()).toMatch(/<div class="[^"]*overflow-x-auto[^"]*" tabindex="0" role="region" aria-label="Posters">/);
  });
});

/** The pagination's status line and its Next button. */
function pager(html: string) {
  const status = /<p aria-live="polite">(.*?)<\/p>/.exec(html)?.[1] ?? '';
  const next = /<button[^>]*>(?:(?!<\/button>).)*(?:Next|הבא)(?:(?!<\/button>).)*<\/button>/s.exec(html)?.[0] ?? '';
  return { status, nextDisabled: next.includes('disabled=""'), html };
}

/** The last page the server serves of a capped list: the one after it is a 400 on `page`. */
function lastServedPage(pageSize: number) {
  const [served] = pageWithinCountCap('narrow the list');
  let page = 1;
  while (served({ page: page + 1, pageSize })) page += 1;
  return page;
}

describe('admin kit: the capped count (decision 073)', () => {
  const capped = { total: ADMIN_LIST_COUNT_CAP, totalIsCapped: true };

  it('an exact count shows the number, locale-formatted, and its pages; Next stops at the last page', () => {
    expect(pager(table({ total: 1234, page: 1 })).status).toBe('1,234 items · Page 1 of 50');
    expect(pager(table({ total: ADMIN_LIST_COUNT_CAP, page: 1 })).status).toBe('10,000 items · Page 1 of 400');
    expect(pager(table({ total: 60, page: 2 })).nextDisabled).toBe(false);
    expect(pager(table({ total: 60, page: 3 })).nextDisabled).toBe(true);
    expect(pager(table({ total: 1, page: 1 })).status).toBe('1 item · Page 1 of 1');
  });

  it('a capped count says "10,000+ items" and "of 400+", in English and Hebrew', () => {
    expect(pager(table({ ...capped, page: 2 })).status).toBe('10,000+ items · Page 2 of 400+');
    expect(pager(table({ ...capped, page: 2 }, 'he')).status).toBe('10,000+ פריטים · עמוד 2 מתוך 400+');
    expect(pager(table({ ...capped, page: 1, pageSize: 100 })).status).toBe('10,000+ items · Page 1 of 100+');
  });

  it('Next stays enabled up to the last page the server serves, and is disabled there with a hint', () => {
    for (const pageSize of [25, 30, 100]) {
      const last = lastServedPage(pageSize);
      const before = pager(table({ ...capped, pageSize, page: last - 1 }));
      expect(before.nextDisabled).toBe(false);
      expect(before.html).not.toContain('The pages reach');
      const at = pager(table({ ...capped, pageSize, page: last }));
      expect(at.nextDisabled).toBe(true);
      expect(at.html).toContain('The pages reach the first 10,000: search or filter to find the others.');
    }
    expect(lastServedPage(25)).toBe(400);
    expect(lastServedPage(30)).toBe(334);
  });

  it('the screens without a DataTable (orders, customers) use the same Pagination', () => {
    const html = inLanguage(
      'en',
      <Pagination label="Orders" page={400} pageSize={25} {...capped} onPageChange={() => undefined} />,
    );
    expect(html).toContain('aria-label="Orders pages"');
    expect(pager(html)).toMatchObject({ status: '10,000+ items · Page 400 of 400+', nextDisabled: true });
  });

  it("a list's query hands its totalIsCapped to the table", () => {
    const list = readListState('/admin/products?page=2');
    const query = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };
    expect(listTableProps(list, { ...query, data: { items: [], ...capped } })).toMatchObject(capped);
    expect(listTableProps(list, { ...query, data: { items: [], total: 3 } })).toMatchObject({ totalIsCapped: false });
    expect(listTableProps(list, query)).toMatchObject({ total: 0, totalIsCapped: false });
  });
});

function readListState(url: string, sortable: readonly [string, ...string[]] = ['createdAt', 'title']) {
  let state: ListState<string, 'status'> | undefined;
  function Probe() {
    state = useListState({ sortable, filters: ['status'] });
    return null;
  }
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return state!;
}

describe('admin kit: list state in the URL', () => {
  it('reads page, sort, dir, q and filters from the query', () => {
    const state = readListState('/admin/products?page=3&sort=title&dir=asc&q=jaws&status=active&edit=4');
    expect(state.query).toEqual({ page: 3, pageSize: 25, sort: 'title', dir: 'asc', q: 'jaws', status: 'active' });
  });

  it('falls back to the defaults for missing or bad values', () => {
    const state = readListState('/admin/products?page=-2&sort=hacked&dir=sideways');
    expect(state.query).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', dir: 'desc' });
  });
});

describe('admin kit: the open item in the URL', () => {
  function readEdit(url: string) {
    let edit: ReturnType<typeof useEditParam> | undefined;
    function Probe() {
      edit = useEditParam();
      return null;
    }
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[url]}>
        <Probe />
      </MemoryRouter>,
    );
    return edit!;
  }

  it('?edit=<id> opens that item, ?new a new one, neither is closed', () => {
    expect(readEdit('/admin/films?edit=12')).toMatchObject({ isOpen: true, isNew: false, id: '12' });
    expect(readEdit('/admin/films?new')).toMatchObject({ isOpen: true, isNew: true, id: null });
    expect(readEdit('/admin/films?page=2')).toMatchObject({ isOpen: false, isNew: false, id: null });
  });
});

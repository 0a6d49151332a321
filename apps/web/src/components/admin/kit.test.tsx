import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns } from './data-table';
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

function table(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderToStaticMarkup(
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
    expect(table()).toContain('kit.pageOf');
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

import { describe, expect, it } from 'vitest';
import { emptyFilmForm, filmFormSchema, parseOrder, toFilmBody } from './film-form';

const schema = filmFormSchema({ wholeNumber: 'Enter a whole number' });
const issues = (values: Partial<typeof emptyFilmForm>) => {
  const result = schema.safeParse({ ...emptyFilmForm, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('issue 13 the film form', () => {
  it('ADM-FILM-06 parses orders as whole numbers, blank as 0', () => {
    expect(parseOrder('')).toBe(0);
    expect(parseOrder(' 7 ')).toBe(7);
    expect(parseOrder('1.5')).toBeNaN();
    expect(parseOrder('-1')).toBeNaN();
    expect(parseOrder('abc')).toBeNaN();
    expect(issues({ title: 'X', displayOrder: '1.5' })).toEqual({ displayOrder: 'Enter a whole number' });
    expect(toFilmBody({ ...emptyFilmForm, title: 'X', displayOrder: '', homepageOrder: '4' })).toMatchObject({
      displayOrder: 0,
      homepageOrder: 4,
    });
  });

  it('ADM-FILM-05 requires the title with the spec text', () => {
    expect(issues({ title: '   ' })).toEqual({ title: 'Film title is required' });
  });

  it('ADM-FILM-04 drops blank category rows on save; ADM-FILM-07 a new film is active, off the homepage, orders 0', () => {
    const body = toFilmBody({
      ...emptyFilmForm,
      title: 'X',
      categories: [{ title: ' Apparel ' }, { title: '' }, { title: 'Toys' }, { title: '  ' }],
    });
    expect(body).toMatchObject({
      categories: ['Apparel', 'Toys'],
      isActive: true,
      showOnHomepage: false,
      displayOrder: 0,
      homepageOrder: 0,
    });
  });

  it('shows the shared schema URL rule on the field', () => {
    expect(Object.keys(issues({ title: 'X', destinationUrl: 'javascript:alert(1)' }))).toEqual(['destinationUrl']);
    expect(issues({ title: 'X', destinationUrl: '/films' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { adminTranslations, publicTranslations, storedTranslations } from './translations.js';

const fields = ['title', 'description'] as const;

describe('translations of the content a shopper reads (issue 29)', () => {
  it('reads every field for the admin, blank when missing; a JSON string or junk is read too', () => {
    expect(adminTranslations({ he: { title: 'כותרת', other: 'x' } }, fields)).toEqual({
      he: { title: 'כותרת', description: '' },
    });
    expect(adminTranslations('{"he":{"description":"תיאור"}}', fields)).toEqual({
      he: { title: '', description: 'תיאור' },
    });
    expect(adminTranslations('not json', fields)).toEqual({ he: { title: '', description: '' } });
    expect(adminTranslations({ he: { title: 5 } }, fields)).toEqual({ he: { title: '', description: '' } });
  });

  it('hands the public only filled-in texts of known fields, each through the reader (a sanitiser)', () => {
    expect(
      publicTranslations({ he: { title: 'כותרת', description: '  ', extra: 'x' }, fr: { title: '' } }, fields),
    ).toEqual({ he: { title: 'כותרת' } });
    expect(publicTranslations({ he: { title: '<b>x</b>' } }, fields, (value) => value.replace(/<[^>]*>/g, ''))).toEqual(
      {
        he: { title: 'x' },
      },
    );
    // A text the reader empties counts as none.
    expect(publicTranslations({ he: { title: '<script></script>' } }, fields, () => '')).toEqual({});
  });

  it('stores the body’s filled-in texts; a language left blank is removed; translations left out are kept', () => {
    const current = { he: { title: 'ישן', description: 'ישן' }, fr: { title: 'Ancien' } };
    expect(storedTranslations({ he: { title: 'חדש', description: '' } }, current, fields)).toEqual({
      he: { title: 'חדש' },
      fr: { title: 'Ancien' },
    });
    expect(storedTranslations({ he: { title: ' ', description: undefined } }, current, fields)).toEqual({
      fr: { title: 'Ancien' },
    });
    expect(storedTranslations(undefined, current, fields)).toEqual(current);
    expect(storedTranslations({}, current, fields)).toEqual(current);
    expect(storedTranslations({ he: { title: '<p>x</p>' } }, {}, fields, (value) => `[${value}]`)).toEqual({
      he: { title: '[<p>x</p>]' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_TAG_IDS, parseTagIds } from './tag-ids.js';

describe('parseTagIds', () => {
  it('reads comma-separated ids, without repeats, in ascending order', () => {
    expect(parseTagIds('17,3,17')).toEqual({ ids: [3, 17], valid: true });
    expect(parseTagIds('2147483647')).toEqual({ ids: [2_147_483_647], valid: true });
  });

  it('drops what is not an id and says the list was not valid', () => {
    for (const value of ['', 'abc', '1,,2', '0', '99999999999', '2147483648', '-3', '3.5', ' 3']) {
      expect(parseTagIds(value).valid, value).toBe(false);
    }
    expect(parseTagIds('3,abc,0,17,').ids).toEqual([3, 17]);
  });

  it(`keeps the first ${MAX_TAG_IDS} ids of a longer list, which is not valid`, () => {
    const many = Array.from({ length: MAX_TAG_IDS + 1 }, (_, i) => MAX_TAG_IDS + 1 - i);
    const parsed = parseTagIds(many.join(','));
    expect(parsed.valid).toBe(false);
    expect(parsed.ids).toHaveLength(MAX_TAG_IDS);
    expect(parsed.ids[0]).toBe(2);
    expect(parseTagIds(many.slice(1).join(',')).valid).toBe(true);
  });
});

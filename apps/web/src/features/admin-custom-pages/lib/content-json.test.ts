import { describe, expect, it } from 'vitest';
import { readContentJson } from './content-json';

const previous = [{ type: 'text', content: 'Kept' }];

describe('the custom page content box (ADM-CPAGE-08)', () => {
  it('ADM-CPAGE-08 invalid JSON keeps the previous content and says it was not taken', () => {
    for (const text of ['[{"type": "text", "content": "half', '{oops}', 'not json', '[1,]']) {
      const result = readContentJson(text, previous);
      expect(result.taken, text).toBe(false);
      expect(result.content, text).toBe(previous);
      if (!result.taken) expect(result.reason).toBe('invalidJson');
    }
  });

  it('JSON that is not a list is not taken either', () => {
    const result = readContentJson('{"type": "text", "content": "x"}', previous);
    expect(result).toMatchObject({ taken: false, reason: 'notAList', content: previous });
  });

  it('a valid list becomes the content; an empty box is no content', () => {
    const result = readContentJson('[{"type":"heading","content":"Hi","level":2},{"type":"gallery"}]', previous);
    expect(result).toEqual({
      taken: true,
      content: [{ type: 'heading', content: 'Hi', level: 2 }, { type: 'gallery' }],
      problems: [],
    });
    expect(readContentJson('  ', previous)).toEqual({ taken: true, content: [], problems: [] });
  });

  it('known blocks that break their schema name the block and the field; unknown types pass', () => {
    const result = readContentJson(
      JSON.stringify([
        { type: 'text', content: 'ok' },
        { type: 'image', src: 'javascript:alert(1)', alt: '' },
        { type: 'heading', content: 'x', level: 7 },
        { type: 'carousel', anything: true },
      ]),
      previous,
    );
    expect(result.taken).toBe(true);
    if (!result.taken) return;
    expect(result.problems.map(({ block, field }) => [block, field])).toEqual([
      [1, 'src'],
      [2, 'level'],
    ]);
  });
});

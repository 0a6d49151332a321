import { describe, expect, it } from 'vitest';
import { safeColour, safeUrl } from './safe-url.js';

describe('safeUrl: an admin-written address as a page may use it (issue 14)', () => {
  it('keeps site paths and https addresses, trimmed', () => {
    expect(safeUrl(' /films?sort=new ')).toBe('/films?sort=new');
    expect(safeUrl('/media/uploads/a.png')).toBe('/media/uploads/a.png');
    expect(safeUrl('https://images.example.com/a.png')).toBe('https://images.example.com/a.png');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVa\tScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    '//evil.example/x',
    '/\\evil.example/x',
    'http://plain.example/',
    'films',
    '',
  ])('reads %j as no address', (value) => {
    expect(safeUrl(value)).toBe('');
  });

  it('reads what is not text as no address', () => {
    for (const value of [null, undefined, 42, { url: '/x' }]) expect(safeUrl(value)).toBe('');
  });
});

describe('safeColour: an admin-written colour as a style may use it (issue 14)', () => {
  it('keeps #rgb, #rgba, #rrggbb and #rrggbbaa', () => {
    for (const colour of ['#abc', '#abcd', '#A1B2C3', '#a1b2c3d4']) expect(safeColour(colour, '#000000')).toBe(colour);
  });

  it.each(['red', 'red;position:fixed', '#12345', '#abcdefg', 'url(javascript:alert(1))', '', null])(
    'reads %j as the default',
    (value) => {
      expect(safeColour(value, '#ffffff')).toBe('#ffffff');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { themeStyle } from './page-document.js';

const stateWith = (queries: unknown) => JSON.stringify({ router: { loaderData: {}, actionData: null }, queries });
const settingsQuery = (theme: unknown) => ({
  queryKey: ['settings', 'public'],
  state: { data: { theme }, status: 'success' },
});

describe('R-31 the theme colours on the rendered <html>', () => {
  it("writes the rendered settings' colours as CSS variables", () => {
    const state = stateWith({
      mutations: [],
      queries: [
        { queryKey: ['home'], state: {} },
        settingsQuery({ primary: '#B91C1C', secondary: '#be185d', accent: '#0e7490' }),
      ],
    });
    expect(themeStyle(state)).toBe(' style="--color-primary:#b91c1c;--color-secondary:#be185d;--color-accent:#0e7490"');
  });

  it('writes nothing but #rrggbb colours, and nothing without rendered settings', () => {
    const hostile = settingsQuery({ primary: '"><script>alert(1)</script>', secondary: 'red', accent: '#0e7490' });
    expect(themeStyle(stateWith({ queries: [hostile] }))).toBe(' style="--color-accent:#0e7490"');
    expect(themeStyle(stateWith({ queries: [settingsQuery({ primary: 'x' })] }))).toBe('');
    expect(themeStyle(stateWith({ queries: [] }))).toBe('');
    expect(themeStyle(stateWith(null))).toBe('');
    expect(themeStyle('not json')).toBe('');
  });
});

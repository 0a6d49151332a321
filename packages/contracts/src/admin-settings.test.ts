import { describe, expect, it } from 'vitest';
import {
  announcementContrastWarnings,
  contrastRatio,
  relativeLuminance,
  siteLogoBodySchema,
  themeContrastWarnings,
} from './admin-settings.js';

describe('R-31 the contrast check (WCAG 2 contrast ratio, warn below 4.5:1)', () => {
  it('computes the WCAG ratio: black on white 21, a colour on itself 1, symmetric', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBe(contrastRatio('#1d4ed8', '#ffffff'));
    // #767676 is the well-known lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('white text on #ffff00 warns; on #1d4ed8 it does not', () => {
    expect(themeContrastWarnings({ primary: '#ffff00', secondary: '#1d4ed8', accent: '#1d4ed8' })).toEqual([
      { name: 'primary', ratio: 1.07 },
    ]);
    expect(themeContrastWarnings({ primary: '#1d4ed8', secondary: '#1d4ed8', accent: '#1d4ed8' })).toEqual([]);
  });

  it("names each unreadable theme colour with its ratio (the specification's defaults are below 4.5:1)", () => {
    const warnings = themeContrastWarnings({ primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' });
    expect(warnings.map((w) => w.name)).toEqual(['primary', 'secondary', 'accent']);
    for (const warning of warnings) expect(warning.ratio).toBeLessThan(4.5);
  });

  it("checks the announcement's text colour on its background", () => {
    expect(announcementContrastWarnings({ background_color: '#ffffff', text_color: '#eeeeee' })).toEqual([
      { name: 'announcement', ratio: 1.16 },
    ]);
    expect(announcementContrastWarnings({ background_color: '#1d4ed8', text_color: '#ffffff' })).toEqual([]);
  });
});

describe('ADM-SITE-02 the logo body', () => {
  it('falls back to 150 × 50 and Site Logo', () => {
    expect(siteLogoBodySchema.parse({ url: '/media/uploads/a.png', width: 'abc' })).toEqual({
      url: '/media/uploads/a.png',
      alt: 'Site Logo',
      width: 150,
      height: 50,
    });
  });
});

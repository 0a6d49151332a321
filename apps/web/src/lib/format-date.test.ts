import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate } from './format-date';

describe('formatDate', () => {
  const zone = process.env.TZ;
  // West of Greenwich, midnight UTC is still the day before. (Set before the first formatter is made.)
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('a calendar day (billing date, last box, estimated delivery) is that day in every time zone', () => {
    expect(formatLongDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDate('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
  });

  it('a timestamp is shown in the reader’s own time zone, or in UTC when asked', () => {
    expect(formatLongDate('2026-12-01T03:00:00.000Z', 'en')).toBe('November 30, 2026');
    expect(formatDate('2026-12-01T03:00:00.000Z', 'en-US', { dateStyle: 'medium', utc: true })).toBe('Dec 1, 2026');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatLongDate('soon', 'en')).toBe('soon');
    expect(formatDateTime('soon', 'en-US')).toBe('soon');
  });

  it('adds the time for a moment', () => {
    expect(formatDateTime('2026-11-25T19:05:00Z', 'en-US', { utc: true })).toMatch(/^Nov 25, 2026, 7:05\sPM$/);
  });
});

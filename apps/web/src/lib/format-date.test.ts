import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows a calendar day as that day in every time zone', () => {
    expect(formatDate('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
    expect(formatDate('2026-12-01', 'en-US', { dateStyle: 'long' })).toBe('December 1, 2026');
  });

  it('reads an instant in UTC when asked', () => {
    expect(formatDate('2026-11-25T23:30:00Z', 'en-US', { dateStyle: 'medium', utc: true })).toBe('Nov 25, 2026');
  });

  it('gives back text that is not a date', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDateTime('soon', 'en-US')).toBe('soon');
  });

  it('adds the time for a moment', () => {
    expect(formatDateTime('2026-11-25T19:05:00Z', 'en-US', { utc: true })).toMatch(/^Nov 25, 2026, 7:05\sPM$/);
  });
});

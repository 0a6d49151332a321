import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  const zone = process.env.TZ;
  // West of Greenwich, midnight UTC is still the day before.
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('a calendar day (billing date, last box, estimated delivery) is that day in every time zone', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('December 1, 2026');
  });

  it('a timestamp is shown in the reader’s own time zone', () => {
    expect(formatDay('2026-12-01T03:00:00.000Z', 'en')).toBe('November 30, 2026');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

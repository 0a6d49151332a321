import { describe, expect, it } from 'vitest';
import { adminProductBodySchema } from '@marquee/contracts';
import { emptyProductForm } from './product-form';

describe('issue 13 product form values (ADM-PROD-02)', () => {
  it('the empty form fails on the title only; a typed bad price fails on the price', () => {
    const empty = adminProductBodySchema.safeParse(emptyProductForm);
    expect(empty.success).toBe(false);
    expect(empty.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['title']);
    const badPrice = adminProductBodySchema.safeParse({ ...emptyProductForm, title: 'Mug', priceCents: NaN });
    expect(badPrice.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['priceCents']);
  });

  it('a badge switched on needs its text; the colour defaults to red', () => {
    const result = adminProductBodySchema.safeParse({ ...emptyProductForm, title: 'Mug', badgeEnabled: true });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['badgeText'], message: 'Badge text is required when the badge is on' }),
    ]);
    expect(adminProductBodySchema.parse({ title: 'Mug', priceCents: 1, stockQuantity: 1 }).badgeColor).toBe('red');
  });
});

import type { OrderView } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { previewItems } from './item-preview';

const line = (name: string): OrderView['items'][number] => ({
  productId: 1,
  name,
  imageUrl: null,
  quantity: 1,
  unitPriceCents: 100,
  lineTotal: 100,
});

describe('the order list preview (ACC-17)', () => {
  it('ACC-17 shows the first 2 lines and counts the rest for "+N more items"', () => {
    const { shown, hidden } = previewItems(['Mug', 'Poster', 'Shirt', 'Cap'].map(line));
    expect(shown.map((item) => item.name)).toEqual(['Mug', 'Poster']);
    expect(hidden).toBe(2);
  });

  it('ACC-17 says nothing more for an order of 1 or 2 lines', () => {
    expect(previewItems([line('Mug')]).hidden).toBe(0);
    expect(previewItems([line('Mug'), line('Poster')]).hidden).toBe(0);
  });
});

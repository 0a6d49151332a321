import { beforeAll, describe, expect, it } from 'vitest';
import { storeTranslators, type Translators } from '@/lib/test-translators';
import { buyAgainMessage } from './buy-again-message';

let translators: Translators;
beforeAll(async () => {
  translators = await storeTranslators();
});

describe('the Buy again toast', () => {
  it('names what went into the cart, with quantities above one, and what did not and why', () => {
    const message = buyAgainMessage(
      {
        added: [
          { productId: 1, name: 'Jaws Mug', quantity: 2 },
          { productId: 2, name: 'Alien Poster', quantity: 1 },
        ],
        skipped: [
          { name: 'Old Cap', reason: 'unavailable' },
          { name: 'Dream Box', reason: 'not_a_product' },
        ],
      },
      translators.en,
    );
    expect(message).toEqual({
      ok: true,
      title: 'Added to your cart: Jaws Mug × 2, Alien Poster',
      description: 'Not added: Old Cap (no longer sold), Dream Box (a Dream Box is a subscription)',
    });
  });

  it('says plainly when nothing could be added', () => {
    const message = buyAgainMessage(
      { added: [], skipped: [{ name: 'Rare Vinyl', reason: 'out_of_stock' }] },
      translators.en,
    );
    expect(message.ok).toBe(false);
    expect(message.title).toBe('Nothing could be added to your cart.');
    expect(message.description).toBe('Not added: Rare Vinyl (out of stock)');
  });

  it('speaks Hebrew in Hebrew', () => {
    const message = buyAgainMessage(
      { added: [{ productId: 1, name: 'ספל', quantity: 1 }], skipped: [] },
      translators.he,
    );
    expect(message.title).toBe('נוסף לעגלה: ספל');
    expect(message.description).toBeUndefined();
  });
});

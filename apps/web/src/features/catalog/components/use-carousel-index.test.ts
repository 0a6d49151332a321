import { describe, expect, it } from 'vitest';
import { arrowKeyStep, slideOffset } from './use-carousel-index';

describe('SF-PROD-05 carousel positions', () => {
  it('puts the selected image in the centre and its wrapped neighbours beside it', () => {
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
  });

  it('shows the other of two images on one side only', () => {
    expect(slideOffset(1, 0, 2)).toBe(1);
    expect(slideOffset(0, 1, 2)).toBe(1);
  });

  it('maps arrow keys to steps, mirrored in right-to-left pages', () => {
    expect(arrowKeyStep('ArrowRight', false)).toBe(1);
    expect(arrowKeyStep('ArrowLeft', false)).toBe(-1);
    expect(arrowKeyStep('ArrowRight', true)).toBe(-1);
    expect(arrowKeyStep('ArrowLeft', true)).toBe(1);
    expect(arrowKeyStep('Enter', false)).toBe(0);
  });
});

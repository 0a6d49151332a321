/**
 * A binary heap: built in linear time, and each pop costs log n, so a search that needs the
 * best few of a thousand candidates does not sort them all.
 */
export class MaxHeap<T> {
  private readonly items: T[];

  /** `before(a, b)`: a comes out first. Takes ownership of `items`. */
  constructor(
    items: T[],
    private readonly before: (a: T, b: T) => boolean,
  ) {
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i -= 1) this.sink(i);
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      this.sink(0);
    }
    return top;
  }

  private sink(start: number): void {
    const { items, before } = this;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) return;
      const right = left + 1;
      const child = right < items.length && before(items[right]!, items[left]!) ? right : left;
      if (!before(items[child]!, items[i]!)) return;
      const item = items[i]!;
      items[i] = items[child]!;
      items[child] = item;
      i = child;
    }
  }
}

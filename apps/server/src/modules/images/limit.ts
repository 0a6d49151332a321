/** Runs at most `max` tasks at once; the rest wait in arrival order. */
export function createLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    // A finishing task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * `items` in a fixed pseudo-random order (a linear congruential generator from `seed`): the same
 * on every run, yet neighbours differ (categories, sorts, pages, search terms).
 */
export function shuffled(items, seed = 15) {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

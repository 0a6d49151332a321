// One autocannon run that keeps every answer: its latency (for p50/p95/p99, which autocannon's
// histogram lacks p95 of) and whether it counts as answered.
import autocannon from 'autocannon';

/**
 * A request failed unless it answered 2xx, a redirect other than 304, or 304 where the row sent
 * If-None-Match (`revalidates`); connection errors and timeouts fail too.
 */
export function answered(statusCode, { revalidates = false } = {}) {
  if (statusCode >= 200 && statusCode < 300) return true;
  if (statusCode === 304) return revalidates;
  return statusCode >= 300 && statusCode < 400;
}

/** The `p`th percentile (0–100) of ascending `sorted`, nearest rank; 0 for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Loads `base` for `seconds` at `connections`, rotating over `paths` per request, with
 * `headers` on each. Returns req/s (answered requests only), p50/p95/p99 in ms over answered
 * requests, and `failed` (failed answers + errors + timeouts).
 */
export async function load({ base, paths, seconds, connections, headers = {}, revalidates = false }) {
  let next = 0;
  const latencies = [];
  let failedAnswers = 0;
  const instance = autocannon({
    url: base + paths[0],
    connections,
    pipelining: 1,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (answered(statusCode, { revalidates })) latencies.push(responseTime);
    else failedAnswers += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length,
    failed: failedAnswers + result.errors,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

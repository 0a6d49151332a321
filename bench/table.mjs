// The bench's printed table and the verdict of each row.

/**
 * `met: <target>` or `MISSED: <target>`; a row with any failed request, or with no answered
 * one, is MISSED whatever its latency (a run where everything timed out has no p99 to meet).
 */
export function verdict(stats, ok, target) {
  if (stats.answered === 0) return `MISSED (nothing answered): ${target}`;
  if (stats.failed > 0) return `MISSED (${stats.failed} failed): ${target}`;
  return `${ok ? 'met' : 'MISSED'}: ${target}`;
}

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export function printTable(rows) {
  const header = ['row', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'peak RSS MiB', 'target'];
  const lines = rows.map(({ name, stats, peakMiB, target }) => [
    name,
    stats ? stats.rps.toFixed(0) : '-',
    stats ? ms(stats.p50) : '-',
    stats ? ms(stats.p95) : '-',
    stats ? ms(stats.p99) : '-',
    stats ? String(stats.failed) : '-',
    peakMiB === undefined ? '-' : peakMiB.toFixed(0),
    target,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const text = (i) => i === 0 || i === header.length - 1;
  const format = (cells) => cells.map((c, i) => (text(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line).trimEnd());
}

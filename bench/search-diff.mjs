// Compares two answer files of bench/search-answers.ts: which terms answer differently, group
// by group, and a summary (identical answers, same first product, terms with no product).
import { readFileSync } from 'node:fs';

const [beforeFile, afterFile] = process.argv.slice(2);
if (!afterFile) throw new Error('usage: search-diff.mjs <before.json> <after.json>');
const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
const after = JSON.parse(readFileSync(afterFile, 'utf8'));
const terms = Object.keys(before.answers);
const kinds = [
  ['popular', terms.slice(0, before.popular)],
  ['new', terms.slice(before.popular)],
];
const show = (titles) => (titles.length ? titles.join(' | ') : '(none)');
for (const [kind, list] of kinds) {
  let identical = 0;
  let sameFirst = 0;
  let noneBefore = 0;
  let noneAfter = 0;
  let lost = 0;
  for (const term of list) {
    const b = before.answers[term];
    const a = after.answers[term];
    if (JSON.stringify(a) === JSON.stringify(b)) identical += 1;
    if (b.products[0] === a.products[0]) sameFirst += 1;
    if (b.products.length === 0) noneBefore += 1;
    if (a.products.length === 0) noneAfter += 1;
    if (a.products.length < b.products.length) lost += 1;
    for (const group of Object.keys(b)) {
      if (JSON.stringify(a[group]) === JSON.stringify(b[group])) continue;
      console.log(`${kind} '${term}' ${group}:\n  before ${show(b[group])}\n  after  ${show(a[group])}`);
    }
  }
  console.log(
    `== ${kind} terms: ${list.length}; identical ${identical}; same first product ${sameFirst}; ` +
      `no product: before ${noneBefore}, after ${noneAfter}; fewer products after: ${lost}`,
  );
}

import { shuffled } from './shuffle.mjs';

// What shoppers type into the search box: film names, product kinds, characters and
// descriptions, some with typos (the trigram matching must catch those), a few no-hit terms.
export const SEARCH_TERMS = [
  'nebula',
  'nebla drift',
  'lantern keeper',
  'lanturn',
  'midnight alder',
  'alder street',
  'ember peak',
  'embr',
  'crown of thistles',
  'thistle',
  'saltwater',
  'saltwatr sky',
  'button bramble',
  'bramble',
  'last orbit',
  'orbt',
  'dust thunder',
  'thunder',
  'neon requiem',
  'requiem',
  'whisperwood',
  'whisperwod',
  'glacier nine',
  'glaciar',
  'mug',
  'ceramic mug',
  'hoodie',
  'hoody',
  'tee',
  't-shirt',
  'poster',
  'framed poster',
  'art print',
  'action figure',
  'figure',
  'plush',
  'keychain',
  'key chain',
  'enamel pin',
  'cap',
  'tote bag',
  'phone case',
  'statue',
  'notebook',
  'board game',
  'puzzle',
  'socks',
  'vintage',
  'deluxe',
  'limited edition',
  'glow in the dark',
  'organic cotton',
  'gift idea',
  'collector',
  'retro poster',
  'neon mug',
  'midnight hoodie',
  'kids',
  'sale',
  'zebra unicorn',
];

const KINDS = ['tee', 'hoodie', 'socks', 'scarf', 'mug', 'tumbler', 'cushion', 'poster', 'art print', 'action figure'];
const ADJECTIVES = [
  'vintage',
  'deluxe',
  'classic',
  'retro',
  'limited',
  'midnight',
  'collector',
  'neon',
  'pastel',
  'mini',
];

/** `word` with its `n`th letter (of the longer words) dropped: a typo a shopper makes. */
const typo = (word, n) => (word.length < 5 ? word : word.slice(0, n % word.length) + word.slice((n % word.length) + 1));

/**
 * Terms no search has answered before, so none comes from a cache: film × kind, adjective ×
 * kind, adjective × film × kind, each also with a typo in its first or second word, in a fixed
 * shuffled order: about 4,000 terms with the twelve demo films. The row warms up from the end
 * of the list and measures from its start, so no term is asked twice at this scale.
 */
export function newSearchTerms(filmTitles) {
  const films = filmTitles.map((title) => title.toLowerCase());
  const terms = [];
  for (const kind of KINDS) {
    for (const film of films) terms.push(`${film} ${kind}`);
    for (const adjective of ADJECTIVES) {
      terms.push(`${adjective} ${kind}`);
      for (const film of films) terms.push(`${adjective} ${film} ${kind}`);
    }
  }
  const misspelt = (term, n, at) =>
    term
      .split(' ')
      .map((word, i) => (i === at ? typo(word, n) : word))
      .join(' ');
  const withTypos = terms.flatMap((term, n) => [term, misspelt(term, n, 0), misspelt(term, n, 1)]);
  return [...new Set(shuffled(withTypos, 71))];
}

import { describe, expect, it } from 'vitest';
import { filmTitle, hebrewFilmTitle } from './film-title.js';

describe('film title dictionary', () => {
  it('SF-I18N-06 a film without a Hebrew translation gets its title from the built-in Hebrew dictionary', () => {
    expect(filmTitle({ title: 'Star Wars', translations: {} }, 'he')).toBe('מלחמת הכוכבים');
    expect(filmTitle({ title: 'The Lion King' }, 'he')).toBe('מלך האריות');
    expect(filmTitle({ title: 'Frozen', translations: null }, 'he')).toBe('לשבור את הקרח');
  });

  it('SF-I18N-06 matches case-insensitively, trimmed, with typographic apostrophes and extra spaces', () => {
    expect(hebrewFilmTitle('  toy STORY ')).toBe('צעצוע של סיפור');
    expect(hebrewFilmTitle('Harry Potter and the Philosopher’s Stone')).toBe('הארי פוטר ואבן החכמים');
    expect(hebrewFilmTitle('Jurassic   Park')).toBe('פארק היורה');
    expect(hebrewFilmTitle('Nebula Drift')).toBeUndefined();
  });

  it('SF-I18N-06 the film’s own Hebrew translation wins over the dictionary, and beats blank or JSON-string forms', () => {
    expect(filmTitle({ title: 'Star Wars', translations: { he: { title: 'כותרת משלו' } } }, 'he')).toBe('כותרת משלו');
    expect(filmTitle({ title: 'Star Wars', translations: '{"he":{"title":"מהמחרוזת"}}' }, 'he')).toBe('מהמחרוזת');
    expect(filmTitle({ title: 'Star Wars', translations: { he: { title: '  ' } } }, 'he')).toBe('מלחמת הכוכבים');
  });

  it('SF-I18N-06 for Hebrew the dictionary comes before an English translation; unknown films fall back as before', () => {
    expect(filmTitle({ title: 'Back to the Future', translations: { en: { title: 'BTTF' } } }, 'he')).toBe(
      'בחזרה לעתיד',
    );
    expect(filmTitle({ title: 'Nebula Drift', translations: { en: { title: 'Nebula Drift (EN)' } } }, 'he')).toBe(
      'Nebula Drift (EN)',
    );
    expect(filmTitle({ title: 'Nebula Drift' }, 'he')).toBe('Nebula Drift');
  });

  it('SF-I18N-06 other languages never use the Hebrew dictionary', () => {
    expect(filmTitle({ title: 'Star Wars' }, 'en')).toBe('Star Wars');
    expect(filmTitle({ title: 'Star Wars', translations: { en: { title: 'Star Wars: Episode IV' } } }, 'fr')).toBe(
      'Star Wars: Episode IV',
    );
  });
});

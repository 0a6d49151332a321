import { describe, expect, it } from 'vitest';
import {
  errorPaths,
  fieldError,
  firstTabOf,
  hebrewFormTexts,
  languageInputProps,
  tabOfField,
  translatedFieldOf,
  translatedName,
} from './translated-fields';

const spec = { english: ['title', 'description'] };

describe('texts edited in English and Hebrew side by side (issue 29)', () => {
  it('names the field of each language: the English field itself, the Hebrew one under translations.he', () => {
    expect(translatedName('en', 'title')).toBe('title');
    expect(translatedName('he', 'title')).toBe('translations.he.title');
    expect(languageInputProps('he')).toEqual({ dir: 'rtl', lang: 'he' });
    expect(languageInputProps('en')).toEqual({ dir: 'ltr', lang: 'en' });
  });

  it('fills every Hebrew field, blank when the item has none (a new item, or a public answer with only the filled ones)', () => {
    expect(hebrewFormTexts(['title', 'description'])).toEqual({ title: '', description: '' });
    expect(hebrewFormTexts(['title', 'description'], { he: { title: 'כותרת' } })).toEqual({
      title: 'כותרת',
      description: '',
    });
    expect(hebrewFormTexts(['message'], {})).toEqual({ message: '' });
  });

  it('finds the tab of a field the form or the API names, so a failed save opens the tab with the error', () => {
    expect(tabOfField('title', spec)).toBe('en');
    expect(tabOfField('translations.he.title', spec)).toBe('he');
    expect(tabOfField('sectionOrder', spec)).toBeUndefined();
    // The hero slides keep their texts in `en` and `he` groups.
    expect(tabOfField('he.button1_url', { english: ['en'], hebrew: 'he' })).toBe('he');
    expect(firstTabOf(['sectionOrder', 'translations.he.description'], spec)).toBe('he');
    // English first when both tabs hold errors.
    expect(firstTabOf(['translations.he.title', 'title'], spec)).toBe('en');
    expect(firstTabOf(['products'], spec)).toBeUndefined();
  });

  it('reads the paths and messages of a react-hook-form errors object', () => {
    const errors = {
      title: { type: 'too_big', message: 'Title must have at most 120 characters', ref: { name: 'title' } },
      translations: { he: { description: { type: 'server', message: 'Too long' } } },
    };
    expect(errorPaths(errors)).toEqual(['title', 'translations.he.description']);
    expect(fieldError(errors, 'translations.he.description')).toBe('Too long');
    expect(fieldError(errors, 'translations.he.title')).toBeUndefined();
  });

  it('places the API’s message about a translated field on that field (a block’s on its language’s box)', () => {
    expect(translatedFieldOf('translations.he.title')).toBe('translations.he.title');
    expect(translatedFieldOf('translations.he.content.2.src')).toBe('translations.he.content');
    expect(translatedFieldOf('title')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { mailIn } from './mail-language.js';
import { listUnsubscribeHeaders, unsubscribeFooter } from './marketing.js';

const english = mailIn('en');

const page = 'https://shop.example/newsletter/unsubscribe?token=12.abc';

describe('issue 29 the marketing mark', () => {
  it('a text ending with the unsubscribe footer gets the one-click headers for the same token', () => {
    expect(listUnsubscribeHeaders(`Hello${unsubscribeFooter(english, page).text}`)).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe?token=12.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('nothing else is marked: the link elsewhere than the last line, another page, no token, not a URL', () => {
    for (const text of [
      `Unsubscribe: ${page}\n\nThanks for your order.`,
      'Unsubscribe: https://shop.example/newsletter/confirm?token=12.abc',
      'Unsubscribe: https://shop.example/newsletter/unsubscribe',
      'Unsubscribe: not a url',
      'Set a new password: https://shop.example/reset-password?token=x',
    ]) {
      expect(listUnsubscribeHeaders(text), text).toBeUndefined();
    }
  });

  it('the HTML footer links the same page, escaped', () => {
    expect(unsubscribeFooter(english, page).html).toContain(
      'href="https://shop.example/newsletter/unsubscribe?token=12.abc"',
    );
    expect(unsubscribeFooter(english, 'https://x.example/?a=1&b="2"').html).toContain(
      'href="https://x.example/?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('issue 29: a Hebrew footer, linking the Hebrew page, is the mark too; its label alone is not', () => {
    const hebrewPage = 'https://shop.example/he/newsletter/unsubscribe?token=12.abc';
    const footer = unsubscribeFooter(mailIn('he'), hebrewPage);
    expect(footer.text).toContain(`הסרה מהרשימה: ${hebrewPage}`);
    expect(listUnsubscribeHeaders(`שלום${footer.text}`)).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe?token=12.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(listUnsubscribeHeaders(`Visit the store: ${hebrewPage}`)).toBeUndefined();
  });
});

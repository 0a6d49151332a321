import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';

const store = testStoreForFile();

describe('social links setting', () => {
  it('SF-FTR-03 keeps links of any platform type, lower-cased and trimmed; drops blank types and bad URLs', async () => {
    await store.database.db.insert(siteSettings).values({
      settingKey: 'social_links',
      settingValue: [
        { type: 'facebook', url: 'https://facebook.com/marquee' },
        { type: 'myspace', url: 'https://myspace.com/marquee' },
        { type: ' Mastodon ', url: 'https://mastodon.social/@marquee' },
        { type: '  ', url: 'https://example.com/blank' },
        { type: 'bluesky', url: 'not a url' },
      ],
    });
    const settings = (await store.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.socialLinks).toEqual([
      { type: 'facebook', url: 'https://facebook.com/marquee' },
      { type: 'myspace', url: 'https://myspace.com/marquee' },
      { type: 'mastodon', url: 'https://mastodon.social/@marquee' },
    ]);
  });
});

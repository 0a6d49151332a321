import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import adminEn from '@/locales/admin/en.json';
import { MediaUpload, type MediaUploadItem, type MediaUploadProps } from './media-upload';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['admin'], resources: { en: { admin: adminEn } } });
});

function render(props: Partial<MediaUploadProps>) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MediaUpload label="Product media" value={[]} onChange={() => undefined} {...props} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const item = (n: number, overrides: Partial<MediaUploadItem> = {}): MediaUploadItem => ({
  id: String(n),
  url: `/media/uploads/20260101T000000Z-000000000000000${n % 10}.png`,
  type: 'image',
  name: `photo-${n}.png`,
  alt: '',
  ...overrides,
});

/** The Add Media button's markup. */
const addMedia = (html: string) => /<button[^>]*>(?:(?!<\/button>).)*Add Media<\/button>/s.exec(html)?.[0] ?? '';

describe('the media upload control (ADM-MEDIA)', () => {
  it('ADM-MEDIA-03 Add Media is disabled at the limit: 10 by default, 1 for a banner', () => {
    expect(addMedia(render({ value: [] }))).not.toContain('disabled=""');
    expect(addMedia(render({ value: Array.from({ length: 9 }, (_, i) => item(i)) }))).not.toContain('disabled=""');
    expect(addMedia(render({ value: Array.from({ length: 10 }, (_, i) => item(i)) }))).toContain('disabled=""');
    expect(addMedia(render({ value: [], maxFiles: 1 }))).not.toContain('disabled=""');
    expect(addMedia(render({ value: [item(1)], maxFiles: 1 }))).toContain('disabled=""');
    expect(render({ value: [item(1)], maxFiles: 1 })).toContain('1 of 1');
  });

  it('ADM-MEDIA-01 accepts images and videos by default, images only for a banner, one file at a time for a banner', () => {
    expect(render({})).toMatch(/<input[^>]*type="file"[^>]*multiple=""[^>]*accept="image\/\*,video\/\*"/);
    const banner = render({ maxFiles: 1, accept: 'image' });
    expect(banner).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"/);
    expect(banner).not.toContain('multiple');
  });

  it('ADM-MEDIA-02 shows each item with its 160 px copy, a labelled alt text for images, and labelled move and remove buttons', () => {
    const html = render({
      value: [
        item(1, { alt: 'The front' }),
        item(2, { url: '/media/uploads/20260101T000000Z-0000000000000002.gif', name: 'loop.gif' }),
        item(3, { type: 'video', url: '/media/uploads/20260101T000000Z-0000000000000003.mp4', name: 'clip.mp4' }),
      ],
    });
    expect(html).toContain('src="/img/160/webp/uploads/20260101T000000Z-0000000000000001.png"');
    expect(html).toContain('alt="The front"');
    // GIFs keep their animation: shown as they are.
    expect(html).toContain('src="/media/uploads/20260101T000000Z-0000000000000002.gif"');
    expect(html).toMatch(/<video[^>]*src="\/media\/uploads\/20260101T000000Z-0000000000000003\.mp4"/);
    expect(html).toContain('Alt text for photo-1.png');
    expect(html).toContain('Alt text for loop.gif');
    expect(html).not.toContain('Alt text for clip.mp4');
    expect(html).toContain('aria-label="Remove clip.mp4"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move photo-1.png up"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move clip.mp4 down"/);
    expect(html).toContain('Main');
    // Screen readers hear progress and results here.
    expect(html).toContain('aria-live="polite"');
  });
});

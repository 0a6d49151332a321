import { mkdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { customPages, pageSections } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { solidPng } from '../../test/uploads.js';

const store = testStoreForFile();
let bannerFile: string;

const png = (width: number, height: number) => solidPng(width, height, '#336699');

beforeAll(async () => {
  bannerFile = path.join(store.config.mediaDir, 'pages', 'wide.png');
  mkdirSync(path.dirname(bannerFile), { recursive: true });
  await sharp(await png(800, 300)).toFile(bannerFile);

  const [page] = await store.database.db
    .insert(customPages)
    .values({
      slug: 'with-sections',
      title: 'With sections',
      isPublished: true,
      content: [
        { type: 'image', src: '/media/pages/wide.png', alt: 'Wide' },
        { type: 'image', src: 'https://cdn.example.com/x.png', alt: 'Remote' },
        { type: 'image', src: '/media/pages/missing.png', alt: 'Missing' },
        { type: 'image', src: '/media/../../etc/passwd', alt: 'Escape' },
      ],
    })
    .returning();
  const [other] = await store.database.db
    .insert(customPages)
    .values({ slug: 'other-page', title: 'Other', isPublished: true })
    .returning();
  if (!page || !other) throw new Error('pages not created');
  await store.database.db.insert(pageSections).values([
    {
      customPageId: page.id,
      sectionType: 'cta',
      layoutStyle: 'boxed',
      sortOrder: 2,
      content: { heading: 'Join us', body: 'Every month', buttonText: 'Start', buttonUrl: '/films' },
    },
    {
      customPageId: page.id,
      sectionType: ' Text ',
      layoutStyle: 'Centered',
      sortOrder: 1,
      content: { heading: '  Our story ', body: 'It began', imageUrl: 'javascript:alert(1)' },
    },
    {
      customPageId: page.id,
      sectionType: 'image',
      sortOrder: 1,
      content: {
        imageUrl: '/media/pages/wide.png',
        imageAlt: 'A wide picture',
        buttonText: 'Go',
        buttonUrl: 'javascript:x',
      },
    },
    { customPageId: page.id, sectionType: 'carousel', sortOrder: 3, content: { heading: 7 } },
    { customPageId: other.id, sectionType: 'text', content: { heading: 'Not this page' } },
  ]);
});

const getPage = async (url: string) => {
  const response = await store.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('custom page sections', () => {
  it('CP-13 returns the page’s own sections in sort_order (then creation order), normalised', async () => {
    const page = await getPage('/api/custom-pages/with-sections');
    expect(page.sections).toEqual([
      {
        id: expect.any(Number),
        sectionType: 'text',
        layoutStyle: 'centered',
        heading: 'Our story',
        body: 'It began',
        // A javascript: URL is never handed to the page.
        image: null,
        button: null,
        translations: {},
      },
      {
        id: expect.any(Number),
        sectionType: 'image',
        layoutStyle: '',
        heading: '',
        body: '',
        image: { src: '/media/pages/wide.png', alt: 'A wide picture' },
        button: null,
        translations: {},
      },
      {
        id: expect.any(Number),
        sectionType: 'cta',
        layoutStyle: 'boxed',
        heading: 'Join us',
        body: 'Every month',
        image: null,
        button: { text: 'Start', url: '/films' },
        translations: {},
      },
      // Unknown types are still sent; the web decides what it can draw.
      {
        id: expect.any(Number),
        sectionType: 'carousel',
        layoutStyle: '',
        heading: '',
        body: '',
        image: null,
        button: null,
        translations: {},
      },
    ]);
    expect((await getPage('/api/custom-pages/other-page')).sections).toEqual([
      expect.objectContaining({ heading: 'Not this page' }),
    ]);
  });

  it('CP-13 the /page/{slug} fallback carries the sections too', async () => {
    const page = await getPage('/api/pages/with-sections');
    expect(page.kind).toBe('custom');
    expect(page.sections).toHaveLength(4);
  });

  it('gives local /media block images their pixel size, and re-reads a replaced file', async () => {
    const page = await getPage('/api/custom-pages/with-sections');
    expect(page.blocks).toEqual([
      { type: 'image', src: '/media/pages/wide.png', alt: 'Wide', width: 800, height: 300 },
      { type: 'image', src: 'https://cdn.example.com/x.png', alt: 'Remote' },
      { type: 'image', src: '/media/pages/missing.png', alt: 'Missing' },
      { type: 'image', src: '/media/../../etc/passwd', alt: 'Escape' },
    ]);
    await sharp(await png(600, 400)).toFile(bannerFile);
    const later = new Date(Date.now() + 5_000);
    utimesSync(bannerFile, later, later);
    const again = await getPage('/api/custom-pages/with-sections');
    expect(again.blocks[0]).toMatchObject({ width: 600, height: 400 });
  });
});

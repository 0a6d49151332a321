import { apiPaths, type MediaItem } from '@marquee/contracts';
import type { Page } from '@playwright/test';
import { admin, expect, test } from './fixtures';

/** The admin signed in through the admin sign-in, on the dashboard. */
async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

interface UploadAnswer {
  status: number;
  body: { items?: MediaItem[]; error?: { code: string; message: string; fields?: Record<string, string> } };
}

/**
 * Uploads from the page itself, as the upload control does: a FormData body sent with the
 * admin's cookie and the page's Origin. `files` are drawn on a canvas (PNG) or given as text.
 */
function uploadFromPage(
  page: Page,
  files: Array<{ name: string; colour?: string; text?: string; noise?: { width: number; height: number } }>,
) {
  return page.evaluate(
    async ({ url, files }) => {
      const form = new FormData();
      for (const file of files) {
        let blob: Blob;
        if (file.text !== undefined) blob = new Blob([file.text], { type: 'image/png' });
        else if (file.noise) {
          // Random pixels do not compress: a real PNG of about width x height x 4 bytes.
          const canvas = new OffscreenCanvas(file.noise.width, file.noise.height);
          const context = canvas.getContext('2d')!;
          const pixels = context.createImageData(file.noise.width, file.noise.height);
          for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = Math.floor(Math.random() * 256);
          context.putImageData(pixels, 0, 0);
          blob = await canvas.convertToBlob({ type: 'image/png' });
        } else {
          const canvas = new OffscreenCanvas(96, 64);
          const context = canvas.getContext('2d')!;
          context.fillStyle = file.colour ?? '#7c3aed';
          context.fillRect(0, 0, 96, 64);
          blob = await canvas.convertToBlob({ type: 'image/png' });
        }
        form.append('files', blob, file.name);
      }
      const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
      return { status: response.status, body: (await response.json()) as unknown } as UploadAnswer;
    },
    { url: apiPaths.admin.media.href(), files },
  );
}

const deleteFromPage = (page: Page, id: string) =>
  page.evaluate(
    async (url) => (await fetch(url, { method: 'DELETE', credentials: 'same-origin' })).status,
    apiPaths.admin.mediaItem.href(id),
  );

test.describe('Admin media uploads (issue 13, ADM-MEDIA, R-30)', () => {
  test('ADM-MEDIA-04 ADM-MEDIA-06 two images uploaded from the browser are stored under generated names and served with their variants', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'uploads are admin writes: desktop only');
    await signInAdmin(page);
    const answer = await uploadFromPage(page, [
      { name: 'e2e front.png', colour: '#7c3aed' },
      { name: 'e2e back.png', colour: '#0891b2' },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const items = answer.body.items!;
    expect(items.map((item) => [item.type, item.name])).toEqual([
      ['image', 'e2e front.png'],
      ['image', 'e2e back.png'],
    ]);
    try {
      for (const item of items) {
        expect(item.url).toMatch(/^\/media\/uploads\/\d{8}T\d{6}Z-[0-9a-f]{16}\.png$/);
        const original = await page.request.get(item.url);
        expect(original.status()).toBe(200);
        expect(original.headers()['content-type']).toBe('image/png');
        const variant = await page.request.get(item.url.replace('/media/', '/img/320/webp/'));
        expect(variant.status()).toBe(200);
        expect(variant.headers()['content-type']).toBe('image/webp');
      }
    } finally {
      // Nothing uses them: the admin can delete them, and the files are gone.
      for (const item of items) expect(await deleteFromPage(page, item.id)).toBe(200);
    }
    for (const item of items) expect((await page.request.get(item.url)).status()).toBe(404);
  });

  test('R-30 a script named photo.png is refused (415), the answer naming the file', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'uploads are admin writes: desktop only');
    await signInAdmin(page);
    const answer = await uploadFromPage(page, [
      { name: 'e2e good.png' },
      { name: 'photo.png', text: '#!/bin/sh\necho owned\n' },
    ]);
    expect(answer.status).toBe(415);
    expect(answer.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(answer.body.error?.fields?.files).toMatch(/^photo\.png: not an image or video/);
  });

  test('R-30 an image over 5 MB is refused (413) and the browser gets the reason', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'uploads are admin writes: desktop only');
    await signInAdmin(page);
    const answer = await uploadFromPage(page, [{ name: 'e2e huge.png', noise: { width: 1400, height: 1200 } }]);
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('FILE_TOO_LARGE');
    expect(answer.body.error?.fields?.files).toBe('e2e huge.png: the image is larger than 5MB');
  });

  test('R-03 a shopper cannot upload', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'uploads are admin writes: desktop only');
    await page.goto('/');
    const answer = await uploadFromPage(page, [{ name: 'e2e shopper.png' }]);
    expect(answer.status).toBe(401);
  });
});

import { apiPaths, type AdminCustomPageList } from '@marquee/contracts';
import type { Page } from '@playwright/test';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

/** An 8 x 8 purple PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOosXqLFTEMLQkA0eBowXCXrMoAAAAASUVORK5CYII=',
  'base64',
);
/** A seeded picture every store has (the demo artwork). */
const BLOCK_IMAGE = '/media/demo/films/nebula-drift/poster.svg';

async function openCustomPages(page: Page) {
  await page.goto('/admin/pages/custom');
  await expect(page.getByRole('heading', { name: 'Custom Pages', level: 2, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** Deletes every page whose title holds `marker`, through the admin API (the test's clean-up). */
async function deletePages(page: Page, marker: string) {
  await page.evaluate(
    async ({ listUrl, marker: q }) => {
      const response = await fetch(`${listUrl}?q=${encodeURIComponent(q)}`);
      if (!response.ok) return;
      const list = (await response.json()) as AdminCustomPageList;
      for (const item of list.items) await fetch(`${listUrl}/${item.id}`, { method: 'DELETE' });
    },
    { listUrl: apiPaths.admin.customPages.href(), marker },
  );
}

test.describe('Admin Custom Pages (issue 14)', () => {
  test('ADM-CPAGE-01 the list is usable and accessible at this width @phone', async ({ page, browser }, testInfo) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openCustomPages(adminPage);
    await expect(adminPage.getByRole('button', { name: 'New Page' })).toBeVisible();
    await expect(adminPage.getByRole('table', { name: 'Custom Pages' })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('custom-pages.png'), fullPage: true });
    await adminPage.context().close();
  });

  test('ADM-CPAGE-02..08 R-37 CP-05..14 a page with a banner and three block types is published, opened, drafted and deleted', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin writes run once, on desktop');
    const marker = `E2E Page ${Date.now().toString(36)}`;
    const title = `${marker} Premiere`;
    const seoTitle = `${marker} | Official premiere goods`;
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    try {
      await openCustomPages(adminPage);
      await adminPage.getByRole('button', { name: 'New Page' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'New custom page' });
      await expect(dialog).toBeVisible();
      const save = dialog.getByRole('button', { name: 'Save Page' });
      // ADM-CPAGE-06: no title, no save.
      await expect(save).toBeDisabled();
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await expect(save).toBeEnabled();
      // ADM-CPAGE-07: the slug the title makes is the placeholder.
      const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      await expect(dialog.getByLabel('Slug', { exact: true })).toHaveAttribute('placeholder', slug);

      // ADM-MEDIA-01/03: one banner through the upload control; then Add Media is disabled.
      const banner = dialog.getByRole('group', { name: 'Banner image' });
      await banner
        .locator('input[type=file]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await expect(banner.getByTestId('media-item')).toHaveCount(1);
      await expect(banner.getByRole('button', { name: 'Add Media' })).toBeDisabled();
      await expect(dialog.getByLabel(/^Banner address/)).toHaveValue(/^\/media\/uploads\/.+\.png$/);

      await dialog.getByLabel('Description', { exact: true }).fill('Red carpet merchandise for opening night.');
      await dialog.getByLabel('SEO title', { exact: true }).fill(seoTitle);
      await dialog.getByLabel('SEO description').fill('Posters and shirts from the premiere.');
      await dialog.getByLabel('SEO keywords').fill('premiere, posters');

      // ADM-CPAGE-08: invalid JSON is not taken, and the box says so.
      const json = dialog.getByLabel('Content (JSON)');
      await json.fill('[{"type": "heading", "content": "Opening night"');
      await expect(dialog.getByText(/Not valid JSON, so it was not taken/)).toBeVisible();
      // Known blocks are checked against their schema.
      await json.fill('[{"type": "image", "src": "javascript:alert(1)", "alt": ""}]');
      await expect(dialog.getByText(/Block 1 \(image\), src:/)).toBeVisible();
      const blocks = [
        { type: 'heading', content: 'Opening night', level: 2 },
        { type: 'text', content: 'Everything from the red carpet, while it lasts.' },
        { type: 'image', src: BLOCK_IMAGE, alt: 'The premiere poster', caption: 'The official poster' },
      ];
      await json.fill(JSON.stringify(blocks, null, 2));
      await expect(dialog.getByText('3 blocks')).toBeVisible();
      // The preview draws the blocks as the storefront will.
      await dialog.getByRole('tab', { name: 'Preview' }).click();
      await expect(dialog.getByRole('heading', { name: 'Opening night' })).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'The premiere poster' })).toBeVisible();
      await dialog.getByRole('tab', { name: 'JSON' }).click();

      await dialog.getByRole('switch', { name: 'Published' }).click();
      await expectAccessible(adminPage);
      await save.click();
      await expect(adminPage.getByText('Page created')).toBeVisible();
      await expect(dialog).toBeHidden();

      // ADM-CPAGE-01: newest first, with its badge, slug and section count.
      const row = adminPage.getByRole('row').filter({ hasText: title });
      await expect(adminPage.getByRole('row').nth(1)).toContainText(title);
      await expect(row.getByText('Published', { exact: true })).toBeVisible();
      await expect(row.getByText(slug, { exact: true })).toBeVisible();
      await expect(row.getByText('0 sections')).toBeVisible();

      // the list opens the page's real address in a new tab.
      const open = row.getByRole('link', { name: `Open ${title} in a new tab` });
      await expect(open).toHaveAttribute('href', `/custom/${slug}`);
      const [storefront] = await Promise.all([adminPage.context().waitForEvent('page'), open.click()]);
      // The tab's live connection (it opens once the page has settled, decision 063).
      const liveConnection = storefront.waitForRequest((request) => request.url().includes(apiPaths.events.href()));
      await storefront.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await expect(storefront).toHaveURL(new RegExp(`/custom/${slug}$`));
      await expect(storefront.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(storefront.locator('article img').first()).toHaveAttribute('src', /\/media\/uploads\//);
      await expect(storefront.getByText('Red carpet merchandise for opening night.')).toBeVisible();
      await expect(storefront.getByRole('heading', { name: 'Opening night', level: 3 })).toBeVisible();
      await expect(storefront.getByText('Everything from the red carpet, while it lasts.')).toBeVisible();
      await expect(storefront.getByRole('img', { name: 'The premiere poster' })).toBeVisible();
      await expect(storefront.getByText('The official poster')).toBeVisible();
      // CP-12: the SEO title is the document's title.
      await expect(storefront).toHaveTitle(seoTitle);
      await expect(storefront.locator('meta[name="keywords"]')).toHaveAttribute('content', 'premiere, posters');

      // CP-14: Draft takes it away at once, in the open tab too (live event, within 2 s) and on reload.
      await liveConnection;
      const drafted = Date.now();
      await row.getByRole('button', { name: `Move ${title} to Draft` }).click();
      await expect(storefront.getByText('Page not found')).toBeVisible({ timeout: 5_000 });
      const seconds = (Date.now() - drafted) / 1000;
      testInfo.annotations.push({ type: 'draft reached the open tab', description: `${seconds.toFixed(2)} s` });
      console.log(`CP-14: the open tab showed the not-found state ${seconds.toFixed(2)} s after the click`);
      await expect(adminPage.getByText('Page moved to Draft')).toBeVisible();
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: `Open ${title} in a new tab` })).toHaveCount(0);
      await storefront.reload();
      await expect(storefront.getByText('404', { exact: true })).toBeVisible();
      await expect(storefront.getByText('Page not found')).toBeVisible();
      await storefront.close();

      // ADM-CPAGE-03 / MSG-CONF-01: delete after the question.
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = adminPage.getByRole('alertdialog');
      await expect(confirm.getByText('Are you sure you want to delete this page?')).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(adminPage.getByText('Page deleted')).toBeVisible();
      await expect(adminPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    } finally {
      await deletePages(adminPage, marker);
      await adminPage.context().close();
    }
  });
});

import type { Page } from '@playwright/test';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

/** The Films tab (/admin/films) or its Homepage Films sub-tab (/admin/films/homepage), through the tab links. */
async function openFilmsTab(page: Page, section: 'Films' | 'Homepage Films') {
  await page.getByRole('link', { name: 'Films', exact: true }).first().click();
  if (section === 'Homepage Films') await page.getByRole('link', { name: 'Homepage Films', exact: true }).click();
  await expect(page).toHaveURL(section === 'Films' ? /\/admin\/films(\?.*)?$/ : /\/admin\/films\/homepage(\?.*)?$/);
  await expect(page.getByRole('heading', { name: section, level: 2, exact: true })).toBeVisible();
}

/** The titles in the home page's Shop By Film carousel, in order. */
async function carouselTitles(page: Page) {
  await page.goto('/');
  const links = page.locator('main').getByRole('region', { name: 'Shop By Film' }).locator('a[href^="/film/"]');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

test.describe('Admin Films tab (issue 13)', () => {
  test('ADM-FILM-01 ADM-FILM-02 ADM-HFILM-01 ADM-HFILM-03 the film list and the Homepage Films list are usable and accessible @phone', async ({
    page,
    browser,
  }, testInfo) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openFilmsTab(adminPage, 'Films');
    const list = adminPage
      .getByRole('list')
      .filter({ has: adminPage.getByRole('button', { name: 'Hero Editor for Nebula Drift' }) });
    await expect(list.getByRole('heading', { name: 'Nebula Drift' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Create Film' })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('films.png'), fullPage: true });

    await openFilmsTab(adminPage, 'Homepage Films');
    await expect(adminPage.getByText(/^\d+ films showing on homepage$/)).toBeVisible();
    await expect(adminPage.getByRole('switch', { name: 'Nebula Drift: Show on Homepage' })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('homepage-films.png'), fullPage: true });
    await adminPage.context().close();
  });

  test('ADM-FILM-03..11 ADM-HFILM-04 ADM-HFILM-05 a new film with a hero, first in the home carousel at order 1, then deleted', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin writes run once, on desktop');
    const before = await carouselTitles(page);
    const title = `Aurora E2E ${Date.now().toString(36)}`;
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openFilmsTab(adminPage, 'Films');

    // ADM-FILM-05: the title is required.
    await adminPage.getByRole('button', { name: 'Create Film' }).click();
    await expect(adminPage.getByText('Film title is required')).toBeVisible();

    const form = adminPage.getByRole('form', { name: 'Add a film' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill('A film made by the end-to-end test.');
    // The seeded poster by address (the upload control is not wired into this screen yet).
    await form.getByRole('textbox', { name: /^Poster/ }).fill('/media/demo/films/nebula-drift/poster.svg');
    await form.getByLabel('Category 1', { exact: true }).fill('E2E Posters');
    // ADM-FILM-04: no remove button while one row exists.
    await expect(form.getByRole('button', { name: 'Remove category 1' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByLabel('Category 2', { exact: true }).fill('E2E Mugs');
    await form.getByRole('button', { name: 'Add category' }).click();
    await expect(form.getByLabel('Category 3', { exact: true })).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Remove category 1' })).toBeVisible();
    // ADM-FILM-07: active, not on the homepage, orders 0.
    await expect(form.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'false');
    await expect(form.getByLabel('Display order')).toHaveValue('0');
    await form.getByRole('button', { name: 'Create Film' }).click();
    await expect(adminPage.getByText('Film created successfully')).toBeVisible();

    const row = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: title }) });
    await expect(row).toBeVisible();
    // The blank third row was dropped.
    await expect(row.getByText('E2E Posters, E2E Mugs', { exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // ADM-FILM-08..10: the Hero Editor, inline under the film.
    await row.getByRole('button', { name: `Hero Editor for ${title}` }).click();
    const hero = row.getByRole('region', { name: `Hero section: ${title}` });
    await expect(hero).toBeVisible();
    await hero.getByRole('button', { name: 'Preview' }).click();
    await expect(hero.getByText('No hero image set')).toBeVisible();
    await hero.getByRole('button', { name: 'Edit' }).click();
    await hero.getByRole('textbox', { name: /^Hero image/ }).fill('/media/demo/films/nebula-drift/hero.svg');
    await hero.getByLabel('Primary button text').fill('Shop E2E');
    await hero.getByLabel('Primary button URL').fill('/products');
    await hero.getByLabel('Secondary button text').fill('Watch E2E');
    await hero.getByLabel('Secondary button URL').fill('https://example.com/watch');
    await hero.getByRole('button', { name: 'Preview' }).click();
    await expect(hero.getByRole('img', { name: `Hero image of ${title}` })).toBeVisible();
    await expect(hero.getByText('Shop E2E')).toHaveClass(/bg-red-600/);
    await expect(hero.getByText('Watch E2E')).toHaveClass(/bg-blue-600/);
    await expectAccessible(adminPage);
    await hero.getByRole('button', { name: 'Save Hero Section' }).click();
    await expect(adminPage.getByText('Hero section updated successfully')).toBeVisible();
    await adminPage.screenshot({ path: testInfo.outputPath('film-hero.png'), fullPage: true });

    // ADM-HFILM-02/04: on the homepage at order 1.
    await openFilmsTab(adminPage, 'Homepage Films');
    const onHome = adminPage.getByRole('switch', { name: `${title}: Show on Homepage` });
    await expect(onHome).toHaveAttribute('aria-checked', 'false');
    await expect(adminPage.getByLabel(`Homepage Order of ${title}`)).toHaveCount(0);
    await onHome.click();
    await expect(adminPage.getByText('Film homepage setting updated!')).toBeVisible();
    const order = adminPage.getByLabel(`Homepage Order of ${title}`);
    await order.fill('1');
    await order.press('Enter');
    await expect(adminPage.getByText('Film order updated!')).toBeVisible();
    const changedAt = Date.now();

    // ADM-HFILM-05: the home page opened within 2 s of the change (one load, no reload) has it first.
    expect(Date.now() - changedAt).toBeLessThan(2_000);
    const after = await carouselTitles(page);
    console.log(`home page loaded with the new film first ${Date.now() - changedAt} ms after the order was saved`);
    expect(after[0]).toBe(title);
    await page.getByRole('region', { name: 'Shop By Film' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('link', { name: 'Shop E2E' })).toBeVisible();

    // Delete (ADM-FILM-11): the carousel is as before.
    await openFilmsTab(adminPage, 'Films');
    await adminPage.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: `Delete ${title}?` });
    await expect(confirm.getByText('Are you sure you want to delete this film?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText('Film deleted successfully')).toBeVisible();
    await expect(adminPage.getByRole('heading', { name: title })).toHaveCount(0);
    expect(await carouselTitles(page)).toEqual(before);
    await adminPage.context().close();
  });
});

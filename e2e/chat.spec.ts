import { apiPaths } from '@marquee/contracts';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('Live chat (issue 14)', () => {
  test('LC-01..05 ADM-CHAT-01..08 a visitor writes, the admin sees it arrive unread, replies with Enter, and the open panel shows the reply', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'The write flow runs once, on the desktop.');
    // Chat rows have no delete route: a unique name and e-mail keep other specs unaffected.
    const id = unique();
    const name = `Chat Visitor ${id}`;
    const email = `chat-${id}@example.com`;
    const text = `Do you ship posters to Canada? ${id}`;

    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    try {
      await adminPage.getByRole('link', { name: 'Chat', exact: true }).click();
      await expect(adminPage.getByRole('heading', { name: 'Live Chat', level: 2 })).toBeVisible();
      await expect(adminPage.getByTestId('chat-unread-counter')).toHaveText(/^\d+ unread$/);
      // The panel is 600 px high; the list scrolls at 500 px (ADM-CHAT-07).
      const panel = adminPage.locator('section[aria-labelledby="admin-chat-title"] > div.grid').last();
      expect((await panel.boundingBox())!.height).toBe(600);
      await expectAccessible(adminPage);

      // The visitor opens the panel and writes.
      await page.goto('/');
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await launcher.click();
      const dialog = page.getByRole('dialog', { name: 'Chat with us' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expect(dialog.getByText('Message is required')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Message').fill(text);
      await dialog.getByRole('button', { name: 'Send' }).click();
      const thread = dialog.getByRole('list', { name: 'Your conversation' });
      await expect(thread.getByText(text)).toBeVisible();
      await expect(dialog.getByLabel('Message')).toHaveValue('');
      await expect(dialog.getByLabel('Name')).toHaveValue(name);

      // The admin's list shows it without a reload, unread (red).
      const row = adminPage.getByRole('button', { name: new RegExp(name) });
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(row.getByText('Unread', { exact: true })).toBeVisible();
      await expect(row.locator('[data-status="unread"]')).toHaveClass(/bg-red-100/);

      // Opening it marks it read (yellow) and shows the customer.
      await row.click();
      const detail = adminPage.getByRole('list', { name: `Messages from ${name}` });
      await expect(detail.getByText(text)).toBeVisible();
      await expect(adminPage.getByRole('link', { name: email })).toBeVisible();
      await expect(row.getByText('Read', { exact: true })).toBeVisible();
      await expect(row.locator('[data-status="read"]')).toHaveClass(/bg-amber-100/);
      await expectAccessible(adminPage);

      // Send is disabled while the reply is blank; Enter sends.
      const reply = adminPage.getByLabel('Reply', { exact: true });
      const send = adminPage.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await reply.fill('   ');
      await expect(send).toBeDisabled();
      await reply.fill(`Yes, we ship worldwide. ${id}`);
      await expect(send).toBeEnabled();
      await reply.press('Enter');
      await expect(adminPage.getByText('Reply sent', { exact: true })).toBeVisible();
      await expect(adminPage.getByText('Your reply has been sent successfully!')).toBeVisible();
      // Replied (green); the reply box is gone.
      await expect(row.getByText('Replied', { exact: true })).toBeVisible();
      await expect(row.locator('[data-status="replied"]')).toHaveClass(/bg-emerald-100/);
      await expect(reply).toHaveCount(0);
      await expect(detail.getByText(`Yes, we ship worldwide. ${id}`)).toBeVisible();

      // The visitor's open panel shows the reply without a reload.
      await expect(thread.getByText(`Yes, we ship worldwide. ${id}`)).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: testInfo.outputPath('visitor-reply.png') });
      await adminPage.screenshot({ path: testInfo.outputPath('admin-chat.png'), fullPage: true });

      // Escape closes the panel and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();

      // After a reload the thread is still there, and the form remembers who wrote.
      await page.reload();
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(thread.getByText(text)).toBeVisible();
      await expect(thread.getByText(`Yes, we ship worldwide. ${id}`)).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
    } finally {
      await adminPage.context().close();
    }
  });

  test('LC-01 the chat panel opens and is usable and accessible at every width (390 px too), and leaves the cart button free @phone', async ({
    page,
  }, testInfo) => {
    await page.goto('/product/1');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    // The round button never sits over Add to Cart, wherever the page is scrolled to show it.
    const addToCart = page.getByRole('button', { name: /^Add to Cart/ }).first();
    await addToCart.scrollIntoViewIfNeeded();
    const cart = (await addToCart.boundingBox())!;
    const chat = (await launcher.boundingBox())!;
    const overlaps =
      cart.x < chat.x + chat.width &&
      chat.x < cart.x + cart.width &&
      cart.y < chat.y + chat.height &&
      chat.y < cart.y + cart.height;
    expect(overlaps).toBe(false);

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    // Usable: the fields take input and the form says what is missing (nothing is sent).
    await dialog.getByLabel('Name').fill('Phone Visitor');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('chat-panel.png') });
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('ADM-CHAT-01 ADM-CHAT-07 the Chat tab is accessible at every width; at 390 px the list stacks above the thread @phone', async ({
    page,
    browser,
  }) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    try {
      await adminPage.getByRole('link', { name: 'Chat', exact: true }).click();
      await expect(adminPage.getByRole('heading', { name: 'Live Chat', level: 2 })).toBeVisible();
      await expect(adminPage.getByTestId('chat-unread-counter')).toBeVisible();
      await expect(adminPage.getByText('Select a conversation to read it.')).toBeVisible();
      const list = adminPage.locator('section[aria-labelledby="admin-chat-title"] > div.grid > div').first();
      const detail = adminPage.locator('section[aria-labelledby="admin-chat-title"] > div.grid > div').last();
      const [listBox, detailBox] = [(await list.boundingBox())!, (await detail.boundingBox())!];
      if (page.viewportSize()!.width < 768) expect(detailBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height - 1);
      else expect(detailBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width - 1);
      await expectAccessible(adminPage);
    } finally {
      await adminPage.context().close();
    }
  });

  test('the chat button is left out of the checkout, and the API keeps conversations apart', async ({
    page,
    request,
  }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    // A visitor without a conversation reads an empty one; the admin's list is refused.
    const own = await request.get(apiPaths.chat.messages.href());
    expect(own.status()).toBe(200);
    expect((await own.json()) as unknown).toEqual({ messages: [], defaults: { name: '', email: '' } });
    expect((await request.get(apiPaths.admin.chatConversations.href())).status()).toBe(401);
  });
});

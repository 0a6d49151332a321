import { apiPaths } from '@marquee/contracts';
import { expect, expectAccessible, test } from './fixtures';

test.describe('issue 27 point 5: chat replies are e-mailed once the address is confirmed', () => {
  test('the panel says replies come by e-mail once confirmed; a used or unknown link opens it with a message', async ({
    page,
  }) => {
    // The e-mailed link goes through the server, which lands on the home page with the outcome.
    await page.goto(`${apiPaths.chat.confirmEmail.href()}?token=not-a-live-token`);
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('This confirmation link has expired or was already used.')).toBeVisible();
    // The outcome leaves the address bar, so a reload or a shared address does not repeat it.
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(dialog.getByText(/our reply comes by e-mail once your address is confirmed/)).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/?chat-email=confirmed');
    await expect(dialog.getByRole('status')).toHaveText(/your address is confirmed/);
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    // Once closed, a reload does not say it again.
    await page.reload();
    await expect(dialog).toBeHidden();
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@marquee/contracts';
import { simpleParser } from 'mailparser';
import { expect, newShopper, test } from './fixtures';

/**
 * The unlock link of the lock e-mail to `to`. The e2e server has no SMTP: each mail is a file
 * under DATA_DIR/mail (modules/email/transport.ts).
 */
async function unlockLink(to: string): Promise<URL> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set: run the suite with npm run test:e2e');
  const dir = path.join(dataDir, 'mail');
  const suffix = `-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(suffix));
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          link = /Let this browser sign in: (\S+)/.exec(mail.text ?? '')?.[1] ?? link;
        }
        return link !== undefined;
      },
      { message: `the lock e-mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link!);
}

test.describe("issue 27 point 3: a lock attackers can't use", () => {
  test('the unlock link lets this browser sign in during the lock, says so, and leaves no token in the address; used again it says it is invalid', async ({
    page,
    request,
  }) => {
    const shopper = newShopper();
    expect((await request.post(apiPaths.auth.signUp.href(), { data: shopper })).status()).toBe(201);
    // An attacker's five wrong passwords (the API client is another browser than the page).
    for (let i = 0; i < 5; i++)
      await request.post(apiPaths.auth.signIn.href(), { data: { email: shopper.email, password: `guess ${i}` } });

    const link = await unlockLink(shopper.email);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'This browser can now sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  });
});

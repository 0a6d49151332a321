import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { emailOutbox, profiles, signInFailures, user, verification } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { upsertAdmin } from './admin-accounts.js';

const store = testStoreForFile();

const signInPath = apiPaths.auth.signIn.href();
const adminSignInPath = apiPaths.auth.adminSignIn.href();

/** Five wrong passwords, each from a new address without cookies, as an attacker rotating addresses. */
async function lockOut(email: string, path = signInPath) {
  const answers = [];
  for (let i = 0; i < 5; i++)
    answers.push((await new TestClient(store.app).post(path, { email, password: 'attacker guess' })).statusCode);
  expect(answers).toEqual([401, 401, 401, 401, 429]);
}

/** An account whose owner signed up (and so signed in) in `ownerBrowser`, then signed out. */
async function accountIn(ownerBrowser: TestClient) {
  const account = await signUp(ownerBrowser);
  await ownerBrowser.post(apiPaths.auth.signOut.href());
  return account;
}

/** The unlock link in the newest lock e-mail to `email`, read from the outbox. */
async function unlockLinkFor(email: string): Promise<URL> {
  const [mail] = await store.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  expect(mail?.subject).toBe('Your Marquee account is locked for a while');
  const link = /Let this browser sign in: (\S+)/.exec(mail!.textBody)?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
}

const openLink = (browser: TestClient, link: URL) => browser.get(`${link.pathname}${link.search}`);

describe("issue 27 point 3: a lock attackers can't use", () => {
  it('after five wrong passwords from an attacker, the owner signs in from a browser that signed in before; a new browser gets the lock', async () => {
    const ownerBrowser = new TestClient(store.app);
    const { email, password } = await accountIn(ownerBrowser);
    await lockOut(email);

    const fromNewBrowser = await new TestClient(store.app).post(signInPath, { email, password });
    expect(fromNewBrowser.statusCode).toBe(429);
    expect(fromNewBrowser.json().error.code).toBe('ACCOUNT_LOCKED');

    const fromOwnerBrowser = await ownerBrowser.post(signInPath, { email, password });
    expect(fromOwnerBrowser.statusCode).toBe(200);
    expect(fromOwnerBrowser.json().user.email).toBe(email);

    // The owner signing in does not lift the lock for the attacker.
    expect((await new TestClient(store.app).post(signInPath, { email, password })).statusCode).toBe(429);
  });

  it("a known browser's wrong passwords during a lock are answered as wrong and counted: after five, it waits too", async () => {
    const ownerBrowser = new TestClient(store.app);
    const { email, password } = await accountIn(ownerBrowser);
    await lockOut(email);

    const wrong = [];
    for (let i = 0; i < 5; i++)
      wrong.push((await ownerBrowser.post(signInPath, { email, password: 'typo' })).statusCode);
    expect(wrong).toEqual([401, 401, 401, 401, 429]);
    const right = await ownerBrowser.post(signInPath, { email, password });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('ACCOUNT_LOCKED');

    // When the lock ends (the clock moved by moving it back), counting starts afresh.
    await store.database.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.email, email));
    expect((await new TestClient(store.app).post(signInPath, { email, password: 'typo' })).statusCode).toBe(401);
    expect((await new TestClient(store.app).post(signInPath, { email, password })).statusCode).toBe(200);
  });

  it("the owner's own five wrong passwords start the lock for everyone else, and their browser still signs in", async () => {
    const ownerBrowser = new TestClient(store.app);
    const { email, password } = await accountIn(ownerBrowser);
    const wrong = [];
    for (let i = 0; i < 5; i++)
      wrong.push((await ownerBrowser.post(signInPath, { email, password: 'typo' })).statusCode);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    expect((await new TestClient(store.app).post(signInPath, { email, password })).statusCode).toBe(429);
    expect((await ownerBrowser.post(signInPath, { email, password })).statusCode).toBe(200);
    expect((await unlockLinkFor(email)).pathname).toBe(apiPaths.auth.unlock.href());
  });

  it("a cookie naming the account that the store did not sign, or a stranger's cookie, does not get past the lock", async () => {
    const ownerBrowser = new TestClient(store.app);
    const { email, password } = await accountIn(ownerBrowser);
    const strangerBrowser = new TestClient(store.app);
    await accountIn(strangerBrowser);
    await lockOut(email);

    const known = ownerBrowser.cookie('marquee_known')!;
    const [tags] = known.split('.');
    const forged = await store.app.inject({
      method: 'POST',
      url: signInPath,
      headers: { origin: 'http://localhost:3000', cookie: `marquee_known=${tags}.bad-signature` },
      payload: { email, password },
    });
    expect(forged.statusCode).toBe(429);
    expect((await strangerBrowser.post(signInPath, { email, password })).statusCode).toBe(429);
  });

  it('the unlock link in the lock e-mail lets a new browser sign in during the lock, once; the address it lands on holds no token', async () => {
    const { email, password } = await accountIn(new TestClient(store.app));
    await lockOut(email);
    const link = await unlockLinkFor(email);
    expect(link.pathname).toBe(apiPaths.auth.unlock.href());

    const newBrowser = new TestClient(store.app);
    const opened = await openLink(newBrowser, link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/login?unlock=done');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect((await newBrowser.post(signInPath, { email, password })).statusCode).toBe(200);

    // Used: refused, and that browser stays locked out.
    const otherBrowser = new TestClient(store.app);
    const again = await openLink(otherBrowser, link);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/login?unlock=invalid');
    expect((await otherBrowser.post(signInPath, { email, password })).statusCode).toBe(429);
  });

  it('issue 29: a Hebrew owner is mailed in Hebrew, and the links land on the Hebrew sign-in page', async () => {
    const { email, password } = await accountIn(new TestClient(store.app));
    const [owner] = await store.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await store.database.db.update(profiles).set({ language: 'he' }).where(eq(profiles.userId, owner!.id));
    await lockOut(email);
    const [mail] = await store.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail!.htmlBody).toContain('dir="rtl"');
    const links = mail!.textBody.match(/https?:\/\/\S+/g)!.map((link) => new URL(link));
    expect(links.map((link) => link.pathname)).toEqual(
      expect.arrayContaining(['/he/login', apiPaths.auth.unlock.href()]),
    );
    const unlock = links.find((link) => link.pathname === apiPaths.auth.unlock.href())!;
    expect(unlock.searchParams.get('lang')).toBe('he');

    const newBrowser = new TestClient(store.app);
    const opened = await openLink(newBrowser, unlock);
    expect(opened.headers.location).toBe('/he/login?unlock=done');
    expect((await newBrowser.post(signInPath, { email, password })).statusCode).toBe(200);
    // Used, in Hebrew too: the notice is on the Hebrew page.
    expect((await openLink(new TestClient(store.app), unlock)).headers.location).toBe('/he/login?unlock=invalid');
  });

  it('an unlock link that is made up, missing or past its lock is refused with a notice', async () => {
    const browser = new TestClient(store.app);
    for (const url of [`${apiPaths.auth.unlock.href()}?token=made-up`, apiPaths.auth.unlock.href()]) {
      const answer = await browser.get(url);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/login?unlock=invalid');
    }

    const { email } = await accountIn(new TestClient(store.app));
    await lockOut(email);
    const link = await unlockLinkFor(email);
    // The lock (and its link) ended: the clock moved by moving the stored expiry back.
    await store.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await openLink(browser, link)).headers.location).toBe('/login?unlock=invalid');
  });

  it('admins too: a known browser and the unlock link get through the admin sign-in during a lock, which lands on /admin/login', async () => {
    const email = `unlock-admin-${Date.now()}@example.com`;
    const password = 'admin password 27';
    await upsertAdmin(store.database.db, store.app.auth, email, password);
    const staffBrowser = new TestClient(store.app);
    expect((await staffBrowser.post(adminSignInPath, { email, password })).statusCode).toBe(200);
    await staffBrowser.post(apiPaths.auth.signOut.href());

    await lockOut(email, adminSignInPath);
    expect((await new TestClient(store.app).post(adminSignInPath, { email, password })).statusCode).toBe(429);
    expect((await staffBrowser.post(adminSignInPath, { email, password })).statusCode).toBe(200);

    const link = await unlockLinkFor(email);
    const mail = await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail[0]!.textBody).toContain('Sign in: http://localhost:3000/admin/login');
    const newBrowser = new TestClient(store.app);
    const opened = await openLink(newBrowser, link);
    expect(opened.headers.location).toBe('/admin/login?unlock=done');
    expect((await newBrowser.post(adminSignInPath, { email, password })).statusCode).toBe(200);
    expect((await openLink(new TestClient(store.app), link)).headers.location).toBe('/login?unlock=invalid');
  });
});

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, paths, splitLanguagePath } from '@marquee/contracts';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { ORIGIN, testStoreForFile, TestClient } from '../../test/app.js';
import type { ReceivedMail } from '../../test/smtp.js';
import { unsubscribeToken } from './tokens.js';

let now = new Date();
const store = testStoreForFile({ clock: () => now });
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let addressNumber = 0;
const newAddress = (name = 'fan') => `${name}${++addressNumber}-${Math.random().toString(36).slice(2, 7)}@example.com`;

// Each in English and in Hebrew (issue 29: a sign-up's mails are in its language).
const CONFIRMATION = ['Confirm your Marquee newsletter subscription', 'אישור ההרשמה לניוזלטר של Marquee'];
const WELCOME = ['Welcome to the Marquee newsletter', 'ברוכים הבאים לניוזלטר של Marquee'];

async function mailsTo(email: string, subjects: string[]): Promise<ReceivedMail[]> {
  return (await store.deliverMail()).filter((mail) => mail.to === email && subjects.includes(mail.subject));
}

/** The link of a mail's text that leads to `page`, as the reader would open it. */
function linkIn(mail: ReceivedMail | undefined, page: string): URL {
  const found = mail?.text
    .match(/https?:\/\/\S+/g)
    ?.map((link) => new URL(link))
    .find((url) => splitLanguagePath(url.pathname).url === page);
  if (!found) throw new Error(`no ${page} link in ${mail?.text}`);
  return found;
}

async function subscriptionOf(email: string) {
  const [row] = await store.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  new TestClient(store.app).post(apiPaths.newsletter.href(), { email, ...extra });
const confirm = (token: unknown) => new TestClient(store.app).post(apiPaths.newsletterConfirm.href(), { token });

/** Signs up and follows the mailed link; returns the welcome e-mail. */
async function confirmedSubscriber(email = newAddress()) {
  expect((await signUp(email)).statusCode).toBe(201);
  const [confirmation] = await mailsTo(email, CONFIRMATION);
  const token = linkIn(confirmation, paths.newsletterConfirm.path).searchParams.get('token');
  expect((await confirm(token)).statusCode).toBe(200);
  const [welcome] = await mailsTo(email, WELCOME);
  return { email, welcome: welcome! };
}

/** RFC 8058's one-click request as a mail provider sends it: no cookie, no Origin of ours. */
const oneClick = (url: string, headers: Record<string, string> = {}) =>
  store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('issue 29 newsletter double opt-in', () => {
  it('SF-HOME-10 a new address is stored unconfirmed (trimmed, lower-cased, its language) and mailed one working confirmation link', async () => {
    const email = newAddress('new');
    const response = await signUp(`  ${email.toUpperCase()} `, { language: 'he' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const row = await subscriptionOf(email);
    expect(row).toMatchObject({ email, confirmedAt: null, language: 'he' });
    expect(row!.confirmationSentAt).toEqual(now);

    const mails = await mailsTo(email, CONFIRMATION);
    expect(mails).toHaveLength(1);
    // Issue 29: written in the sign-up's language, linking the page in it.
    expect(mails[0]!.subject).toBe('אישור ההרשמה לניוזלטר של Marquee');
    expect(mails[0]!.html).toContain('dir="rtl"');
    const link = linkIn(mails[0], paths.newsletterConfirm.path);
    expect(link.origin).toBe(store.config.publicUrl);
    expect(link.pathname).toBe(`/he${paths.newsletterConfirm.path}`);
    const token = link.searchParams.get('token')!;
    // Only the token's hash is kept: the table cannot be turned into working links.
    expect(row!.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // The confirmation is not marketing: it goes to an address that has not subscribed yet.
    expect(mails[0]!.headers['list-unsubscribe']).toBeUndefined();
    expect(mails[0]!.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

    expect((await confirm(token)).statusCode).toBe(200);
    expect(await subscriptionOf(email)).toMatchObject({ confirmedAt: now, confirmTokenHash: null });
  });

  it('a GET of the link (what a link scanner does) confirms nothing; the POST from the page does', async () => {
    const email = newAddress('scanned');
    await signUp(email);
    const link = linkIn((await mailsTo(email, CONFIRMATION))[0], paths.newsletterConfirm.path);
    const scanner = new TestClient(store.app);
    for (const url of [
      `${link.pathname}${link.search}`,
      `${apiPaths.newsletterConfirm.href()}${link.search}`,
      apiPaths.newsletterConfirm.href(),
    ]) {
      expect((await scanner.get(url)).statusCode, url).toBe(404);
    }
    expect((await subscriptionOf(email))!.confirmedAt).toBeNull();
    expect(await mailsTo(email, WELCOME)).toHaveLength(0);

    expect((await confirm(link.searchParams.get('token'))).statusCode).toBe(200);
    expect((await subscriptionOf(email))!.confirmedAt).not.toBeNull();
  });

  it('an unknown, used, replaced or expired confirmation link is refused with a message, never a 500', async () => {
    const refused = {
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is unknown, was already used or has expired.',
    };
    const unknown = await confirm('not-a-token-we-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual(refused);

    const email = newAddress('twice');
    await signUp(email);
    const token = linkIn((await mailsTo(email, CONFIRMATION))[0], paths.newsletterConfirm.path).searchParams.get(
      'token',
    );
    expect((await confirm(token)).statusCode).toBe(200);
    const used = await confirm(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual(refused);
    // The second click sends no second welcome.
    expect(await mailsTo(email, WELCOME)).toHaveLength(1);

    const late = newAddress('late');
    await signUp(late);
    const lateToken = linkIn((await mailsTo(late, CONFIRMATION))[0], paths.newsletterConfirm.path).searchParams.get(
      'token',
    );
    minutesLater(7 * 24 * 60 + 1);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual(refused);
    expect((await subscriptionOf(late))!.confirmedAt).toBeNull();
  });

  it('SF-HOME-11 MSG-NEWS-01 a confirmed address, whatever its case, is refused with 409 ALREADY_SUBSCRIBED and no mail', async () => {
    const { email } = await confirmedSubscriber(newAddress('member'));
    const again = await signUp(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(await mailsTo(email, CONFIRMATION)).toHaveLength(1);
  });

  it('a pending address signing up again gets a new link, but not twice within 10 minutes (no inbox flooding)', async () => {
    const email = newAddress('pending');
    expect((await signUp(email)).statusCode).toBe(201);
    const first = linkIn((await mailsTo(email, CONFIRMATION))[0], paths.newsletterConfirm.path).searchParams.get(
      'token',
    );

    minutesLater(9);
    for (let i = 0; i < 3; i += 1) {
      const quiet = await signUp(email, { language: 'he' });
      // The same answer as a sending one: the form says a link is on its way, which it is.
      expect(quiet.statusCode).toBe(201);
    }
    expect(await mailsTo(email, CONFIRMATION)).toHaveLength(1);
    expect((await subscriptionOf(email))!.language).toBe('en');

    minutesLater(2);
    expect((await signUp(email, { language: 'he' })).statusCode).toBe(201);
    const mails = await mailsTo(email, CONFIRMATION);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1], paths.newsletterConfirm.path).searchParams.get('token');
    expect(second).not.toBe(first);
    expect(await subscriptionOf(email)).toMatchObject({ confirmationSentAt: now, language: 'he', confirmedAt: null });
    // The newer link replaces the older one.
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('SF-HOME-09 refuses a missing, blank or malformed address, an unknown language or a missing token with 400 naming the field', async () => {
    const client = new TestClient(store.app);
    for (const body of [{}, { email: '   ' }, { email: 'not-an-email' }]) {
      const response = await client.post(apiPaths.newsletter.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('email');
    }
    const language = await client.post(apiPaths.newsletter.href(), { email: newAddress(), language: 'fr' });
    expect(language.statusCode).toBe(400);
    expect(language.json().error.fields).toHaveProperty('language');
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 42 }]) {
      const response = await client.post(apiPaths.newsletterConfirm.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('token');
    }
    for (const method of ['POST', 'GET'] as const) {
      const response = await client.request(method, apiPaths.newsletterUnsubscribe.href());
      expect(response.statusCode, method).toBe(400);
      expect(response.json().error.fields).toHaveProperty('token');
    }
  });

  it('R-39 never exposes the subscriber list', async () => {
    await confirmedSubscriber();
    const client = new TestClient(store.app);
    for (const url of ['/api/newsletter', '/api/newsletter/subscriptions', '/api/newsletter_subscriptions']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('@example.com');
    }
  });
});

describe('issue 29 welcome e-mail and one-click unsubscribe (RFC 8058)', () => {
  it('the welcome, the first marketing e-mail, carries List-Unsubscribe, List-Unsubscribe-Post and a visible unsubscribe link', async () => {
    const { email, welcome } = await confirmedSubscriber(newAddress('welcome'));
    const row = (await subscriptionOf(email))!;
    const token = unsubscribeToken(store.config.sessionSecret, row.id);

    const page = linkIn(welcome, paths.newsletterUnsubscribe.path);
    expect(page.href).toBe(`${store.config.publicUrl}${paths.newsletterUnsubscribe.href({ token })}`);
    expect(welcome.text.trimEnd().split('\n').at(-1)).toBe(`Unsubscribe: ${page.href}`);
    expect(welcome.html).toContain(`href="${page.href}"`);
    expect(welcome.headers['list-unsubscribe']).toBe(
      `<${store.config.publicUrl}${apiPaths.newsletterUnsubscribe.href({ token })}>`,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The FAQ's promise of subscriber-only codes is kept by the newsletters; the welcome invents none.
    expect(welcome.text).toContain('subscriber-only discount codes');
  });

  it("a mail provider's one-click POST to the List-Unsubscribe address deletes the subscription, with no cookie and from any site", async () => {
    for (const headers of [{}, { origin: 'https://mail.example.net' }] as Record<string, string>[]) {
      const { email, welcome } = await confirmedSubscriber();
      const url = new URL(welcome.headers['list-unsubscribe']!.slice(1, -1));
      const response = await oneClick(`${url.pathname}${url.search}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await subscriptionOf(email)).toBeUndefined();
      // Clicked twice (or by a second provider): still unsubscribed, not an error.
      expect((await oneClick(`${url.pathname}${url.search}`, headers)).statusCode).toBe(200);
    }

    const { email, welcome } = await confirmedSubscriber();
    const url = new URL(welcome.headers['list-unsubscribe']!.slice(1, -1));
    const boundary = 'marquee-test-boundary';
    const multipart = await store.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await subscriptionOf(email)).toBeUndefined();
  });

  it("the unsubscribe page's button (a POST from the store) unsubscribes; a GET of the address only leads to the page", async () => {
    const { email, welcome } = await confirmedSubscriber();
    const page = linkIn(welcome, paths.newsletterUnsubscribe.path);
    const token = page.searchParams.get('token')!;

    const visit = await new TestClient(store.app).get(apiPaths.newsletterUnsubscribe.href({ token }));
    expect(visit.statusCode).toBe(303);
    expect(visit.headers.location).toBe(paths.newsletterUnsubscribe.href({ token }));
    expect(await subscriptionOf(email)).toBeDefined();

    const button = await new TestClient(store.app).post(apiPaths.newsletterUnsubscribe.href({ token }));
    expect(button.statusCode).toBe(200);
    expect(button.json()).toEqual({ ok: true });
    expect(await subscriptionOf(email)).toBeUndefined();
    // Signing up again starts a new double opt-in; the old link does not reach the new row.
    expect((await signUp(email)).statusCode).toBe(201);
    expect((await new TestClient(store.app).post(apiPaths.newsletterUnsubscribe.href({ token }))).statusCode).toBe(200);
    expect((await subscriptionOf(email))!.confirmedAt).toBeNull();
  });

  it('a forged, altered or foreign-signed unsubscribe token is refused with a message and unsubscribes nobody', async () => {
    const { email } = await confirmedSubscriber();
    const { id } = (await subscriptionOf(email))!;
    const genuine = unsubscribeToken(store.config.sessionSecret, id);
    const mac = genuine.split('.')[1]!;
    // One character changed (to another one: the last may already be an A).
    const altered = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      unsubscribeToken('another store secret, at least 32 characters', id),
      `${id + 1}.${mac}`,
      altered,
      `${id}`,
      `99999999999999.${mac}`,
      'garbage',
    ];
    for (const token of forged) {
      const response = await oneClick(apiPaths.newsletterUnsubscribe.href({ token }), { origin: ORIGIN });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error).toEqual({ code: 'INVALID_TOKEN', message: 'This unsubscribe link is not valid.' });
    }
    expect(await subscriptionOf(email)).toBeDefined();
  });

  it('is rate limited per client address', async () => {
    const client = new TestClient(store.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await client.post(apiPaths.newsletter.href(), { email: `burst${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

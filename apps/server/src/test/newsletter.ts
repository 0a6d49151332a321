import { apiPaths, paths } from '@marquee/contracts';
import { TestClient, type TestStore } from './app.js';

/** Subscribes `email` to the newsletter as a person does: the sign-up, then the mailed link's POST. */
export async function subscribeToNewsletter(store: TestStore, email: string): Promise<void> {
  const client = new TestClient(store.app);
  const signedUp = await client.post(apiPaths.newsletter.href(), { email });
  if (signedUp.statusCode !== 201) throw new Error(`newsletter sign-up failed: ${signedUp.body}`);
  const link = (await store.deliverMail())
    .filter((mail) => mail.to === email.toLowerCase())
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((href) => new URL(href))
    .findLast((url) => url.pathname === paths.newsletterConfirm.path);
  const confirmed = await client.post(apiPaths.newsletterConfirm.href(), { token: link?.searchParams.get('token') });
  if (confirmed.statusCode !== 200) throw new Error(`newsletter confirmation failed: ${confirmed.body}`);
}

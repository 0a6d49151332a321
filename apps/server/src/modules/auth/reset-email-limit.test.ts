import { describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';

const store = testStoreForFile();
const isResetTo = (to: string) => (mail: { to: string; subject: string }) =>
  mail.to.includes(to) && mail.subject === 'Reset your Marquee password';

describe('issue 27 point 5: reset e-mails are limited per recipient', () => {
  it('10 reset requests for one customer from 10 addresses all answer 200, and send 3 e-mails in the hour', async () => {
    const { email } = await signUp(new TestClient(store.app));
    const before = (await store.deliverMail()).length;
    for (let i = 0; i < 10; i += 1) {
      // Each from its own address, so no per-address limit is what stops them.
      const answer = await new TestClient(store.app).post(apiPaths.auth.requestPasswordReset.href(), { email });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
    }
    const resets = (await store.deliverMail()).slice(before).filter(isResetTo(email));
    expect(resets).toHaveLength(3);

    // Another customer's inbox is not held back by this one's limit.
    const other = await signUp(new TestClient(store.app));
    expect(
      (await new TestClient(store.app).post(apiPaths.auth.requestPasswordReset.href(), { email: other.email }))
        .statusCode,
    ).toBe(200);
    expect((await store.deliverMail()).filter(isResetTo(other.email))).toHaveLength(1);
  });
});

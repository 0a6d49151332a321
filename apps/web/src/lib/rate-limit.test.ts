import { beforeAll, describe, expect, it } from 'vitest';
import { storeTranslators, type Translators } from './test-translators';
import { api, ApiError, setFetchSource } from './api-client';
import { rateLimitMessage } from './rate-limit';

let translators: Translators;
beforeAll(async () => {
  translators = await storeTranslators();
});

const limited = (seconds?: number, code = 'RATE_LIMITED') =>
  new ApiError(429, code, 'Too many requests.', undefined, seconds);

describe('issue 10: the message for a 429', () => {
  it('issue 10: says how long to wait, rounded up, in English and Hebrew', () => {
    const { en: t } = translators;
    expect(rateLimitMessage(limited(90), t)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitMessage(limited(60), t)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitMessage(limited(42), t)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(rateLimitMessage(limited(1), t)).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitMessage(limited(2 * 3600), t)).toBe('Too many attempts. Please try again in 2 hours.');
    expect(rateLimitMessage(limited(undefined), t)).toBe('Too many attempts. Please try again later.');
    expect(rateLimitMessage(limited(900, 'ACCOUNT_LOCKED'), t)).toBe(
      'Too many failed sign-in attempts. This account is locked for 15 minutes.',
    );
    expect(rateLimitMessage(limited(120), translators.he)).toBe('יותר מדי ניסיונות. נסו שוב בעוד שתי דקות.');
    expect(rateLimitMessage(limited(900, 'ACCOUNT_LOCKED'), translators.he)).toBe(
      'יותר מדי ניסיונות כניסה שגויים. החשבון נעול למשך 15 דקות.',
    );
  });

  it('issue 10: is null for anything but a 429', () => {
    const { en: t } = translators;
    expect(rateLimitMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials'), t)).toBeNull();
    expect(rateLimitMessage(new Error('boom'), t)).toBeNull();
    expect(rateLimitMessage(null, t)).toBeNull();
  });
});

describe('issue 10: ApiError carries the wait of a 429', () => {
  const answer = (body: unknown, headers: Record<string, string>) => {
    setFetchSource(() => async () => new Response(JSON.stringify(body), { status: 429, headers }));
    return api.post('/api/newsletter', {}).then(
      () => expect.fail('a 429 must throw'),
      (error: unknown) => error as ApiError,
    );
  };

  it("issue 10: from the body's retryAfterSeconds, else from the Retry-After header", async () => {
    const fromBody = await answer(
      { error: { code: 'RATE_LIMITED', message: 'Too many requests.', retryAfterSeconds: 42 } },
      { 'retry-after': '42' },
    );
    expect(fromBody).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
    const fromHeader = await answer(
      { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
      { 'retry-after': '7' },
    );
    expect(fromHeader.retryAfterSeconds).toBe(7);
    const none = await answer({}, {});
    expect(none.retryAfterSeconds).toBeUndefined();
    setFetchSource(() => fetch);
  });
});

import * as contracts from '@marquee/contracts';
import { chatMessageBodySchema, shippingAddressSchema, signUpBodySchema } from '@marquee/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminEn from '@/locales/admin/en.json';
import adminHe from '@/locales/admin/he.json';
import en from '@/locales/en.json';
import he from '@/locales/he.json';
import { api, setFetchSource } from './api-client';
import { translateValidationMessage } from './validation-messages';
import { zodResolver } from './zod-resolver';

const resources = { en: { translation: en, admin: adminEn }, he: { translation: he, admin: adminHe } };

async function instance(lng: 'en' | 'he'): Promise<I18n> {
  const created = i18next.createInstance();
  await created.init({ lng, fallbackLng: 'en', ns: ['translation', 'admin'], resources });
  return created;
}

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const HEBREW = /[\u0590-\u05FF]/;

describe('validation messages in the page language (decision 098)', () => {
  it("shows a sign-up form's schema errors in Hebrew, field names translated", async () => {
    const hebrew = await instance('he');
    const result = signUpBodySchema.safeParse({
      email: 'not an address',
      password: 'short',
      firstName: '',
      lastName: 'x'.repeat(81),
    });
    expect(messagesOf(result).map((message) => translateValidationMessage(message, hebrew))).toEqual([
      'יש להזין כתובת דוא״ל תקינה',
      'הסיסמה צריכה להכיל לפחות 8 תווים',
      'שם פרטי: שדה חובה',
      'שם משפחה: הטקסט ארוך מדי',
    ]);
  });

  it('fills numbers into Hebrew templates (chat, checkout address)', async () => {
    const hebrew = await instance('he');
    const chat = chatMessageBodySchema.safeParse({ name: 'n'.repeat(101), email: 'a@b.co', message: '' });
    expect(messagesOf(chat).map((message) => translateValidationMessage(message, hebrew))).toEqual([
      'שם: עד 100 תווים',
      'הודעה: שדה חובה',
    ]);
    const address = shippingAddressSchema.safeParse({
      name: 'A',
      line1: '',
      city: 'Haifa',
      postalCode: '1',
      country: 'Israel',
    });
    expect(messagesOf(address).map((message) => translateValidationMessage(message, hebrew))).toEqual([
      'כתובת: שדה חובה',
      'יש לבחור מדינה',
    ]);
  });

  it('keeps English in English, and a message nobody translated as it came', async () => {
    const english = await instance('en');
    const hebrew = await instance('he');
    expect(translateValidationMessage('Email is required', english)).toBe('Email is required');
    expect(translateValidationMessage('Something new is wrong', hebrew)).toBe('Something new is wrong');
    // A known rule about a field nobody named in Hebrew stays whole, never half English.
    expect(translateValidationMessage('Gizmo is required', hebrew)).toBe('Gizmo is required');
  });

  it("translates the API's 400 summary after the field's name", async () => {
    const hebrew = await instance('he');
    expect(translateValidationMessage('email: Enter a valid email address', hebrew)).toBe(
      'email: יש להזין כתובת דוא״ל תקינה',
    );
  });

  it('has Hebrew for every message the shared schemas can show', async () => {
    const hebrew = await instance('he');
    const untranslated = schemaMessages().filter(
      (message) => !HEBREW.test(translateValidationMessage(message, hebrew)),
    );
    expect(untranslated, 'add these to the `validation` blocks of the language files').toEqual([]);
    expect(schemaMessages().length).toBeGreaterThan(300);
  });
});

describe('the shared path: forms and API errors', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'he', fallbackLng: 'en', ns: ['translation', 'admin'], resources });
  });
  afterAll(() => setFetchSource(() => fetch));

  it("a form's zodResolver answers in the page's language", async () => {
    const resolve = zodResolver(signUpBodySchema.pick({ email: true }));
    const result = await resolve({ email: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.email?.message).toBe('יש להזין כתובת דוא״ל');
  });

  it("a 400's field messages reach the form in the page's language; the body's code stays", async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'shippingAddress.city: City is required',
        fields: { 'shippingAddress.city': 'City is required', email: 'Enter a valid email address' },
      },
    };
    setFetchSource(() => async () => new Response(JSON.stringify(body), { status: 400 }));
    const error = await api.get('/anything').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'shippingAddress.city: עיר: שדה חובה',
      fields: { 'shippingAddress.city': 'עיר: שדה חובה', email: 'יש להזין כתובת דוא״ל תקינה' },
    });
  });
});

/**
 * Every message the exported schemas carry: each schema's and each check's `error`, read
 * through zod's definitions (nested objects, arrays, optionals, pipes and unions included).
 */
function schemaMessages(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const read = (definition: { error?: unknown } | undefined) => {
    if (typeof definition?.error !== 'function') return;
    const message: unknown = definition.error({ code: 'custom', input: undefined, path: [] });
    const text = typeof message === 'string' ? message : (message as { message?: unknown } | undefined)?.message;
    if (typeof text === 'string' && text) found.add(text);
  };
  const walk = (schema: unknown) => {
    const zod = (schema as { _zod?: { def: Record<string, unknown> } } | null)?._zod;
    if (!zod || seen.has(schema)) return;
    seen.add(schema);
    const definition = zod.def;
    read(definition);
    for (const check of (definition.checks as { _zod?: { def: { error?: unknown } } }[] | undefined) ?? []) {
      read(check._zod?.def);
    }
    for (const child of Object.values((definition.shape as Record<string, unknown> | undefined) ?? {})) walk(child);
    for (const key of ['element', 'innerType', 'in', 'out', 'keyType', 'valueType', 'left', 'right', 'catchall']) {
      walk(definition[key]);
    }
    for (const option of (definition.options as unknown[] | undefined) ?? []) walk(option);
  };
  for (const value of Object.values(contracts)) walk(value);
  return [...found].sort();
}

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { profiles, user } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';

const store = testStoreForFile();

const profilePath = apiPaths.account.profile.href();

describe('account profile (ACC-06)', () => {
  it('ACC-06 shows the e-mail, the names from sign-up and when the account was made', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client, { firstName: 'Grace', lastName: 'Hopper' });
    const response = await client.get(profilePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = response.json();
    expect(profile).toMatchObject({
      email,
      emailVerified: false,
      firstName: 'Grace',
      lastName: 'Hopper',
      birthdate: null,
      country: null,
    });
    expect(Date.now() - Date.parse(profile.createdAt)).toBeLessThan(60_000);
  });

  it('ACC-06 saves the names, birthdate and country, and the signed-in name follows', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client);
    const saved = await client.put(profilePath, {
      firstName: '  Katherine ',
      lastName: 'Johnson',
      birthdate: '1918-08-26',
      country: 'us',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email,
      firstName: 'Katherine',
      lastName: 'Johnson',
      birthdate: '1918-08-26',
      country: 'US',
    });
    expect((await client.get(profilePath)).json()).toMatchObject({ birthdate: '1918-08-26', country: 'US' });
    expect((await client.get(apiPaths.auth.session.href())).json().user).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    const [row] = await store.database.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe('Katherine Johnson');
  });

  it('ACC-06 empty birthdate and country clear them', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    await client.put(profilePath, { firstName: 'A', lastName: 'B', birthdate: '1990-01-31', country: 'DE' });
    const cleared = await client.put(profilePath, { firstName: 'A', lastName: 'B', birthdate: '', country: '' });
    expect(cleared.json()).toMatchObject({ birthdate: null, country: null });
  });

  it('ACC-06 the e-mail cannot be changed here: an e-mail in the body is refused and nothing is saved', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client, { firstName: 'Ada' });
    const response = await client.put(profilePath, { firstName: 'Eve', lastName: 'B', email: 'eve@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Unknown field "email"');
    expect((await client.get(profilePath)).json()).toMatchObject({ email, firstName: 'Ada' });
  });

  it('ACC-06 refuses bad fields with 400 naming each one', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    const response = await client.put(profilePath, {
      firstName: ' ',
      lastName: 'x'.repeat(81),
      birthdate: '2001-02-30',
      country: 'XX',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is too long',
      birthdate: 'Birthdate is not a real date',
      country: 'Choose a country from the list',
    });
    const future = await client.put(profilePath, { firstName: 'A', lastName: 'B', birthdate: '2999-01-01' });
    expect(future.json().error.fields.birthdate).toBe('Birthdate cannot be in the future');
  });

  it('R-34 ACC-05 a guest gets 401; each customer reads and writes only their own profile', async () => {
    const guest = new TestClient(store.app);
    expect((await guest.get(profilePath)).statusCode).toBe(401);
    expect((await guest.put(profilePath, { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);

    const first = new TestClient(store.app);
    const second = new TestClient(store.app);
    const one = await signUp(first, { firstName: 'One' });
    const two = await signUp(second, { firstName: 'Two' });
    await second.put(profilePath, { firstName: 'Changed', lastName: 'Two', country: 'FR' });
    expect((await first.get(profilePath)).json()).toMatchObject({ email: one.email, firstName: 'One', country: null });
    expect((await second.get(profilePath)).json()).toMatchObject({ email: two.email, firstName: 'Changed' });
    const rows = await store.database.db.select().from(profiles);
    expect(rows.filter((row) => row.firstName === 'Changed')).toHaveLength(1);
  });
});

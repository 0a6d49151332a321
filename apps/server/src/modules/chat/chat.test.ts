import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminChatConversationList, type AdminChatThread, type VisitorChat } from '@marquee/contracts';
import { adminAuditLog, chatMessages, emailOutbox, user } from '../../db/schema/index.js';
import { GUEST_COOKIE } from '../../lib/owner.js';
import { guestIdOf } from '../../test/guest-cookie.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { chatConfirmationLink } from '../../test/chat.js';
import { listenLocally, readUntil } from '../../test/streams.js';
import { deleteAccount } from '../account/deletion.js';
import { mailChatReplies } from './reply-mailer.js';

const store = testStoreForFile({ rateLimits: { chat: 5, chatPerOwnerHourly: 8 } });
let admin: TestClient;
let baseUrl: string;
beforeAll(async () => {
  admin = await signInAdmin(store);
  baseUrl = await listenLocally(store.app);
});

const json = <T>(response: { json: () => unknown }) => response.json() as T;
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;

async function send(client: TestClient, message = `Hello ${unique()}`, name = 'Ada Guest', email = 'Ada@Example.com') {
  const response = await client.post(apiPaths.chat.messages.href(), { name, email, message });
  expect(response.statusCode, response.body).toBe(201);
  return json<VisitorChat>(response);
}

async function conversationOf(message: string) {
  const list = json<AdminChatConversationList>(await admin.get(apiPaths.admin.chatConversations.href()));
  const item = list.items.find((c) => c.lastMessage === message);
  expect(item, `conversation with "${message}"`).toBeDefined();
  return { list, item: item! };
}

const auditRows = async () => (await store.database.db.select({ n: count() }).from(adminAuditLog))[0]!.n;

/** The browser's cookie header of a test client (its guest id or its session). */
function cookieHeader(client: TestClient) {
  const names = [GUEST_COOKIE, 'marquee.session_token'];
  return names
    .map((name) => (client.cookie(name) ? `${name}=${client.cookie(name)}` : null))
    .filter(Boolean)
    .join('; ');
}

async function openStream(path: string, client: TestClient) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie: cookieHeader(client) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  // Once listening the stream says `ready` (the page refetches then: nothing before it is missed).
  expect(await readUntil(response.body!, (t) => t.includes('event: ready\ndata: {}\n\n'))).toContain(': connected');
  return { body: response.body!, close: () => controller.abort() };
}

describe('LC-01 R-40 a visitor sends a chat message', () => {
  it('LC-01 LC-02 stores it unread with name, lower-cased e-mail and message, trimmed, and shows it in the own thread', async () => {
    const guest = new TestClient(store.app);
    const text = `  Do you ship to Canada? ${unique()}  `;
    const chat = await send(guest, text, '  Ada  ', ' ADA@Example.COM ');
    expect(chat.messages).toEqual([expect.objectContaining({ message: text.trim(), reply: null })]);
    expect(chat.defaults).toEqual({ name: 'Ada', email: 'ada@example.com' });
    const [row] = await store.database.db.select().from(chatMessages).where(eq(chatMessages.id, chat.messages[0]!.id));
    expect(row).toMatchObject({
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      message: text.trim(),
      status: 'unread',
      userId: null,
      guestId: guestIdOf(guest),
    });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('R-40 answers 400 naming each bad field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', email: 'a@example.com', message: 'Hi' }, 'name'],
      [{ name: 'x'.repeat(101), email: 'a@example.com', message: 'Hi' }, 'name'],
      [{ name: 'Ada', email: 'not-an-email', message: 'Hi' }, 'email'],
      [{ name: 'Ada', email: 'a@example.com', message: '   ' }, 'message'],
      [{ name: 'Ada', email: 'a@example.com', message: 'x'.repeat(2001) }, 'message'],
      [{ name: 'Ada', email: 'a@example.com' }, 'message'],
    ];
    for (const [body, field] of cases) {
      // Each from its own address: failed sends count towards the per-address limit too.
      const response = await new TestClient(store.app).post(apiPaths.chat.messages.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toHaveProperty(field);
    }
    const extra = { name: 'A', email: 'a@b.co', message: 'x', status: 'read' };
    expect(await new TestClient(store.app).post(apiPaths.chat.messages.href(), extra)).toMatchObject({
      statusCode: 400,
    });
  });

  it('stores markup as plain text, returned as it was typed', async () => {
    const guest = new TestClient(store.app);
    const text = `<img src=x onerror=alert(1)> ${unique()}`;
    const chat = await send(guest, text);
    expect(chat.messages[0]!.message).toBe(text);
  });

  it('R-40 is rate-limited per address (429 with Retry-After) and per visitor in the database', async () => {
    // The store allows 5 a minute per address (chat) and 8 an hour per visitor (set above).
    const guest = new TestClient(store.app);
    for (let i = 0; i < 5; i += 1) await send(guest);
    const refused = await guest.post(apiPaths.chat.messages.href(), { name: 'A', email: 'a@b.co', message: 'again' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ error: { message: string } }>(refused).error.message).toMatch(/Too many requests/);

    // Another visitor from the same address is refused too; the same visitor from other addresses
    // is stopped by the hourly count per visitor.
    const traveller = new TestClient(store.app);
    await send(traveller);
    const guestId = traveller.cookie(GUEST_COOKIE)!;
    let last;
    for (let i = 0; i < 8; i += 1) {
      last = await store.app.inject({
        method: 'POST',
        url: apiPaths.chat.messages.href(),
        remoteAddress: `10.99.${i}.1`,
        headers: { origin: 'http://localhost:3000', cookie: `${GUEST_COOKIE}=${guestId}` },
        payload: { name: 'A', email: 'a@b.co', message: `hop ${i}` },
      });
      if (last.statusCode !== 201) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(3000);
    expect(json<{ error: { message: string } }>(last!).error.message).toMatch(/too many messages/);
    const [stored] = await store.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.guestId, guestIdOf(traveller)!));
    expect(stored!.n).toBe(8);
  });
});

describe('LC-04 R-04 R-40 a visitor reads only their own conversation', () => {
  it('two guests and a customer each see their own messages; a swapped cookie shows the other one', async () => {
    const [a, b, customer] = [new TestClient(store.app), new TestClient(store.app), new TestClient(store.app)];
    await signUp(customer, { firstName: 'Grace', lastName: 'Hopper' });
    const textA = `from A ${unique()}`;
    const textB = `from B ${unique()}`;
    const textC = `from C ${unique()}`;
    await send(a, textA);
    await send(b, textB);
    await send(customer, textC);
    const read = async (client: TestClient) =>
      json<VisitorChat>(await client.get(apiPaths.chat.messages.href())).messages.map((m) => m.message);
    expect(await read(a)).toEqual([textA]);
    expect(await read(b)).toEqual([textB]);
    expect(await read(customer)).toEqual([textC]);

    // Only the cookie decides: A's cookie in another browser reads A's, nothing else.
    const response = await store.app.inject({
      method: 'GET',
      url: apiPaths.chat.messages.href(),
      headers: { cookie: `${GUEST_COOKIE}=${a.cookie(GUEST_COOKIE)}` },
    });
    expect(json<VisitorChat>(response).messages.map((m) => m.message)).toEqual([textA]);
  });

  it('a visitor without a conversation gets an empty one and no guest cookie', async () => {
    const stranger = new TestClient(store.app);
    const response = await stranger.get(apiPaths.chat.messages.href());
    expect(response.statusCode).toBe(200);
    expect(json<VisitorChat>(response)).toEqual({ messages: [], defaults: { name: '', email: '' } });
    expect(stranger.cookie(GUEST_COOKIE)).toBeUndefined();
  });

  it('AUTH-04 a guest who signs up keeps their conversation, and the next guest on that browser starts afresh', async () => {
    const visitor = new TestClient(store.app);
    const text = `Is the poster framed? ${unique()}`;
    await send(visitor, text);
    await signUp(visitor);
    const chat = json<VisitorChat>(await visitor.get(apiPaths.chat.messages.href()));
    expect(chat.messages.map((m) => m.message)).toEqual([text]);
    const [row] = await store.database.db.select().from(chatMessages).where(eq(chatMessages.message, text));
    expect(row).toMatchObject({ guestId: null });
    expect(row!.userId).not.toBeNull();
  });

  it("a signed-in customer's form starts with their profile's name and e-mail", async () => {
    const customer = new TestClient(store.app);
    const account = await signUp(customer, { firstName: 'Grace', lastName: 'Hopper' });
    const chat = json<VisitorChat>(await customer.get(apiPaths.chat.messages.href()));
    expect(chat.defaults).toEqual({ name: 'Grace Hopper', email: account.email });
  });

  it('guests get 401 and customers 403 on every admin chat route', async () => {
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const { items } = json<AdminChatConversationList>(await admin.get(apiPaths.admin.chatConversations.href()));
    const id = items[0]!.id;
    const requests = [
      ['GET', apiPaths.admin.chatConversations.href()],
      ['GET', apiPaths.admin.chatConversation.href(id)],
      ['PATCH', apiPaths.admin.chatConversation.href(id), { status: 'read' }],
      ['POST', apiPaths.admin.chatReply.href(id), { reply: 'hi' }],
      ['GET', apiPaths.admin.chatStream.href()],
    ] as const;
    for (const [method, url, body] of requests) {
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('ADM-CHAT LC-03 the admin answers conversations', () => {
  it('ADM-CHAT-01 lists one conversation per visitor, newest activity first, with unread counts', async () => {
    const guest = new TestClient(store.app);
    const first = `first ${unique()}`;
    const second = `second ${unique()}`;
    const chat = await send(guest, first, 'Ada Guest', 'ada@example.com');
    await send(guest, second, 'Ada G.', 'ada@example.com');
    const { list, item } = await conversationOf(second);
    expect(list.items[0]!.id).toBe(item.id);
    expect(item).toMatchObject({
      id: chat.messages[0]!.id,
      customerName: 'Ada G.',
      customerEmail: 'ada@example.com',
      status: 'unread',
      unreadCount: 2,
      messageCount: 2,
    });
    expect(list.unreadTotal).toBeGreaterThanOrEqual(2);
    expect(list.items.filter((c) => c.lastMessage === first)).toEqual([]);
  });

  it('LC-03 ADM-CHAT-03..06 unread, then read when opened (PATCH), then replied with a timestamp; GET changes nothing', async () => {
    const guest = new TestClient(store.app);
    const text = `lifecycle ${unique()}`;
    await send(guest, text);
    const { item } = await conversationOf(text);

    const opened = json<AdminChatThread>(await admin.get(apiPaths.admin.chatConversation.href(item.id)));
    expect(opened).toMatchObject({ id: item.id, status: 'unread', customerName: 'Ada Guest' });
    expect(opened.messages).toEqual([expect.objectContaining({ message: text, status: 'unread', adminReply: null })]);

    const audits = await auditRows();
    const read = await admin.request('PATCH', apiPaths.admin.chatConversation.href(item.id), { status: 'read' });
    expect(read.statusCode).toBe(200);
    expect(json<AdminChatThread>(read).status).toBe('read');
    expect(await auditRows()).toBe(audits + 1);
    const [audit] = await store.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ resource: 'chat', action: 'update', resourceId: String(item.id) });
    // Marking read again changes nothing and records nothing.
    await admin.request('PATCH', apiPaths.admin.chatConversation.href(item.id), { status: 'read' });
    expect(await auditRows()).toBe(audits + 1);

    const replied = await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: '  Yes, we do!  ' });
    expect(replied.statusCode).toBe(200);
    const thread = json<AdminChatThread>(replied);
    expect(thread.status).toBe('replied');
    expect(thread.messages[0]).toMatchObject({ status: 'replied', adminReply: 'Yes, we do!' });
    expect(Date.parse(thread.messages[0]!.replyTimestamp!)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(audit)).not.toContain('ada@example.com');

    // The visitor sees the reply in their own thread.
    const own = json<VisitorChat>(await guest.get(apiPaths.chat.messages.href()));
    expect(own.messages[0]).toMatchObject({ message: text, reply: 'Yes, we do!' });

    // A new message from the visitor makes the conversation unread again.
    await send(guest, `follow-up ${unique()}`);
    const again = json<AdminChatThread>(await admin.get(apiPaths.admin.chatConversation.href(item.id)));
    expect(again.status).toBe('unread');
  });

  it('ADM-CHAT-06 a reply answers the newest message and closes the earlier unanswered ones', async () => {
    const guest = new TestClient(store.app);
    const older = `older ${unique()}`;
    const newer = `newer ${unique()}`;
    await send(guest, older);
    await send(guest, newer);
    const { item } = await conversationOf(newer);
    const thread = json<AdminChatThread>(
      await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: 'Both answered' }),
    );
    expect(thread.messages.map((m) => [m.message, m.status, m.adminReply])).toEqual([
      [older, 'replied', null],
      [newer, 'replied', 'Both answered'],
    ]);
  });

  it('ADM-CHAT-05 exactly one of 5 concurrent replies is stored; the others get 409', async () => {
    const guest = new TestClient(store.app);
    const text = `race ${unique()}`;
    await send(guest, text);
    const { item } = await conversationOf(text);
    const audits = await auditRows();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => admin.post(apiPaths.admin.chatReply.href(item.id), { reply: `Reply ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(json<{ error: { message: string } }>(answers.find((a) => a.statusCode === 409)!).error.message).toMatch(
      /already been replied/,
    );
    const rows = await store.database.db.select().from(chatMessages).where(eq(chatMessages.message, text));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.adminReply).toMatch(/^Reply \d$/);
    expect(await auditRows()).toBe(audits + 1);
  });

  it('answers 400 for a blank reply or another status, and 404 for a missing conversation', async () => {
    const guest = new TestClient(store.app);
    const text = `bad input ${unique()}`;
    await send(guest, text);
    const { item } = await conversationOf(text);
    const blank = await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(blank).error.fields).toHaveProperty('reply');
    const status = await admin.request('PATCH', apiPaths.admin.chatConversation.href(item.id), { status: 'replied' });
    expect(status.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(status).error.fields).toHaveProperty('status');
    expect((await admin.get(apiPaths.admin.chatConversation.href(999_999))).statusCode).toBe(404);
    expect((await admin.post(apiPaths.admin.chatReply.href(999_999), { reply: 'x' })).statusCode).toBe(404);
  });
});

describe('LC-05 R-40 the reply reaches the visitor', () => {
  it("the visitor's stream gets its own conversation's reply, not another's; the admin stream gets every message @timing", async () => {
    const [visitor, other] = [new TestClient(store.app), new TestClient(store.app)];
    const text = `live ${unique()}`;
    const otherText = `other ${unique()}`;
    await send(visitor, text);
    await send(other, otherText);
    const own = await openStream(apiPaths.chat.stream.href(), visitor);
    const adminStream = await openStream(apiPaths.admin.chatStream.href(), admin);
    try {
      const { item: otherConversation } = await conversationOf(otherText);
      await admin.post(apiPaths.admin.chatReply.href(otherConversation.id), { reply: 'Not for you' });
      const { item } = await conversationOf(text);
      const started = Date.now();
      await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: 'For you' });
      const received = await readUntil(own.body, (t) => t.includes('"kind":"reply"'));
      expect(Date.now() - started).toBeLessThan(2_000);
      // The change events (unnamed), after the stream's `ready`.
      const events = [...received.matchAll(/(?:^|\n\n)data: (.*)\n\n/g)].map(
        (m) => JSON.parse(m[1]!) as { messageId: number },
      );
      // Only the own reply: the other conversation's came first and was left out.
      expect(events).toHaveLength(1);
      const [ownRow] = await store.database.db.select().from(chatMessages).where(eq(chatMessages.message, text));
      expect(events[0]).toMatchObject({ kind: 'reply', messageId: ownRow!.id });

      const third = `third ${unique()}`;
      await send(new TestClient(store.app), third);
      const adminText = await readUntil(adminStream.body, (t) => (t.match(/"kind":"message"/g) ?? []).length >= 1);
      expect(adminText).toMatch(/"kind":"reply"/);
      expect(adminText).toMatch(/"kind":"message"/);
      expect(adminText).not.toContain(other.cookie(GUEST_COOKIE)!);
    } finally {
      own.close();
      adminStream.close();
    }
  });

  it('a reply the visitor has not seen is e-mailed once, after the delay, to the confirmed address; a seen one is not', async () => {
    const [away, present] = [new TestClient(store.app), new TestClient(store.app)];
    const awayText = `away <b>${unique()}</b>`;
    const presentText = `present ${unique()}`;
    await send(away, awayText, 'Away <Visitor>', 'away@example.com');
    await send(present, presentText, 'Present', 'present@example.com');
    // Both guests confirm their addresses (issue 27 point 5: nothing is mailed before).
    for (const email of ['away@example.com', 'present@example.com'])
      expect(
        (await new TestClient(store.app).get(await chatConfirmationLink(store.database.db, email))).statusCode,
      ).toBe(303);
    for (const text of [awayText, presentText]) {
      const { item } = await conversationOf(text);
      await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: 'Thanks & <welcome>' });
    }
    // The present visitor's open panel showed the reply.
    expect((await present.post(apiPaths.chat.seen.href())).statusCode).toBe(200);

    const mailsTo = async (to: string) =>
      store.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, 'Marquee replied to your message')));
    const storeUrl = store.config.publicUrl;
    // Within the delay nothing is sent.
    await mailChatReplies(store.database.db, { delaySeconds: 120, storeUrl });
    expect(await mailsTo('away@example.com')).toHaveLength(0);

    await mailChatReplies(store.database.db, { delaySeconds: 0, storeUrl });
    await mailChatReplies(store.database.db, { delaySeconds: 0, storeUrl });
    const mails = await mailsTo('away@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Thanks & <welcome>');
    expect(mails[0]!.htmlBody).toContain('Thanks &amp; &lt;welcome&gt;');
    // Nothing the visitor typed is repeated (issue 27 point 5).
    expect(mails[0]!.textBody).not.toContain(awayText);
    expect(mails[0]!.htmlBody).not.toContain('Away');
    expect(await mailsTo('present@example.com')).toHaveLength(0);
  });

  it('account deletion removes the customer’s chat messages', async () => {
    const customer = new TestClient(store.app);
    await signUp(customer);
    const text = `delete me ${unique()}`;
    await send(customer, text);
    const [row] = await store.database.db.select().from(chatMessages).where(eq(chatMessages.message, text));
    expect(row!.userId).not.toBeNull();
    await deleteAccount(store.app.orderDeps, row!.userId!, new Date());
    expect(await store.database.db.select().from(user).where(eq(user.id, row!.userId!))).toEqual([]);
    expect(await store.database.db.select().from(chatMessages).where(eq(chatMessages.message, text))).toEqual([]);
  });
});

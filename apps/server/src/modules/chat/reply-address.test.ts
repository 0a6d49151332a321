import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminChatConversationList } from '@marquee/contracts';
import { emailOutbox, user } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';
import { CHAT_CONFIRMATION_SUBJECT, chatConfirmationLink } from '../../test/chat.js';
import { mailChatReplies } from './reply-mailer.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;
const REPLY_SUBJECT = 'Marquee replied to your message';

async function send(client: TestClient, email: string, message: string, name = 'Visitor') {
  const response = await client.post(apiPaths.chat.messages.href(), { name, email, message });
  expect(response.statusCode, response.body).toBe(201);
}

async function reply(message: string, text = `Our answer ${unique()}`) {
  const list = (await admin.get(apiPaths.admin.chatConversations.href())).json() as AdminChatConversationList;
  const item = list.items.find((c) => c.lastMessage === message)!;
  expect((await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: text })).statusCode).toBe(200);
  return text;
}

const mailsTo = (to: string, subject: string) =>
  store.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.subject, subject)));
const runMailer = () => mailChatReplies(store.database.db, { delaySeconds: 0, storeUrl: store.config.publicUrl });

describe('issue 27 point 5: chat replies are mailed only to an address that proved its owner', () => {
  it("a guest's reply is not mailed before the address is confirmed, and is after; neither e-mail quotes the visitor", async () => {
    const guest = new TestClient(store.app);
    const email = `guest-${unique()}@example.com`;
    const typed = `Buy cheap pills at spam.example <a href="x">${unique()}</a>`;
    const typedName = `Spammer ${unique()}`;
    await send(guest, email, typed, typedName);
    const second = `again ${unique()}`;
    await send(guest, email, second, typedName);

    // One confirmation link for the conversation, however many messages; it repeats nothing typed.
    const confirmations = await mailsTo(email, CHAT_CONFIRMATION_SUBJECT);
    expect(confirmations).toHaveLength(1);
    for (const body of [confirmations[0]!.textBody, confirmations[0]!.htmlBody ?? '']) {
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain(typedName);
    }

    const answer = await reply(second);
    expect(await runMailer()).toBe(0);
    expect(await mailsTo(email, REPLY_SUBJECT)).toHaveLength(0);

    const link = await chatConfirmationLink(store.database.db, email);
    const followed = await new TestClient(store.app).get(link);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/?chat-email=confirmed');
    // Single use.
    expect((await new TestClient(store.app).get(link)).headers.location).toBe('/?chat-email=invalid');

    expect(await runMailer()).toBe(1);
    const [mail] = await mailsTo(email, REPLY_SUBJECT);
    expect(mail!.textBody).toContain(answer);
    for (const body of [mail!.textBody, mail!.htmlBody ?? '']) {
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain(typedName);
    }
  });

  it('a signed-in customer whose address is not verified gets no reply e-mail; once verified, they do', async () => {
    const customer = new TestClient(store.app);
    const { email } = await signUp(customer);
    const text = `customer question ${unique()}`;
    // What the customer types as their address is not where replies go: the account's is.
    await send(customer, 'someone-else@example.com', text);
    expect(await mailsTo('someone-else@example.com', CHAT_CONFIRMATION_SUBJECT)).toHaveLength(0);
    const answer = await reply(text);
    expect(await runMailer()).toBe(0);
    expect(await mailsTo(email, REPLY_SUBJECT)).toHaveLength(0);

    await store.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    expect(await runMailer()).toBe(1);
    const [mail] = await mailsTo(email, REPLY_SUBJECT);
    expect(mail!.textBody).toContain(answer);
    expect(mail!.textBody).not.toContain(text);
    expect(await mailsTo('someone-else@example.com', REPLY_SUBJECT)).toHaveLength(0);
  });

  it('a confirmation link that is unknown does nothing; a missing token is a 400 naming it', async () => {
    const client = new TestClient(store.app);
    const unknown = await client.get(`${apiPaths.chat.confirmEmail.href()}?token=not-a-token`);
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/?chat-email=invalid');
    const missing = await client.get(apiPaths.chat.confirmEmail.href());
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('token');
  });

  it('strangers typing one address into many conversations send it at most 3 confirmation e-mails an hour', async () => {
    const victim = `chat-victim-${unique()}@example.com`;
    for (let i = 0; i < 6; i += 1) await send(new TestClient(store.app), victim, `hello ${unique()}`);
    expect(await mailsTo(victim, CHAT_CONFIRMATION_SUBJECT)).toHaveLength(3);
  });
});

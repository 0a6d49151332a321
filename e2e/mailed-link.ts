import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures';

/**
 * What `find` picks out of the newest mail to `to` that has it (waiting for the mail to come).
 * The e2e server has no SMTP: each mail is a file under DATA_DIR/mail (modules/email/transport.ts).
 */
export async function mailedMatch(to: string, find: (text: string) => string | undefined, what: string) {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set: run the suite with node scripts/e2e.mjs');
  const dir = path.join(dataDir, 'mail');
  const suffix = `-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(suffix)).sort();
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          found = find(mail.text ?? '') ?? found;
        }
        return found !== undefined;
      },
      { message: `${what} mailed to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The order-page link (path and query, with its token) of the order confirmation mailed to `to`. */
export async function mailedOrderLink(to: string, orderNumber: string): Promise<string> {
  return mailedMatch(
    to,
    (text) => {
      const link = /https?:\/\/\S+\/order-confirmation\?\S+/.exec(text)?.[0];
      if (!link || new URL(link).searchParams.get('order') !== orderNumber) return undefined;
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    },
    `the confirmation of ${orderNumber}`,
  );
}

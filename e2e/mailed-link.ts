import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures';

/**
 * The order-page link (path and query, with its token) of the order confirmation mailed to `to`.
 * The e2e server has no SMTP: each mail is a file under DATA_DIR/mail (modules/email/transport.ts).
 */
export async function mailedOrderLink(to: string, orderNumber: string): Promise<string> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set: run the suite with node scripts/e2e.mjs');
  const dir = path.join(dataDir, 'mail');
  const suffix = `-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith(suffix))) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          const found = /https?:\/\/\S+\/order-confirmation\?\S+/.exec(mail.text ?? '')?.[0];
          if (found && new URL(found).searchParams.get('order') === orderNumber) {
            const url = new URL(found);
            link = `${url.pathname}${url.search}`;
            return true;
          }
        }
        return false;
      },
      { message: `the confirmation of ${orderNumber} mailed to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

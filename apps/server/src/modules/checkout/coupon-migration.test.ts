import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.js';

const sqlOf = (tag: string) =>
  readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').replaceAll('--> statement-breakpoint', '');

/** Migrations 0000 and 0001 by hand, then coupons as the seed stored them, then 0002. */
const pg = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await pg.close();
});

describe('issue 11 migration 0002 (coupon rules)', () => {
  it('SF-CPN-02 R-14 keeps coupons stored before it at their values: SAVE10 10%, WELCOME20 20%, FREESHIP 15% percent', async () => {
    await pg.exec(sqlOf('0000_init'));
    await pg.exec(sqlOf('0001_sign_in_failures'));
    await pg.exec(`insert into coupons (code, percent_off) values ('SAVE10', 10), ('WELCOME20', 20), ('FREESHIP', 15)`);
    await pg.exec(sqlOf('0002_coupon_rules'));
    const { rows } = await pg.query(
      `select code, kind, percent_off, amount_off_cents, min_subtotal_cents, usage_limit, per_customer_limit, times_used, is_active
       from coupons order by code`,
    );
    const base = {
      kind: 'percent',
      amount_off_cents: null,
      min_subtotal_cents: 0,
      usage_limit: null,
      per_customer_limit: null,
      times_used: 0,
      is_active: true,
    };
    expect(rows).toEqual([
      { code: 'FREESHIP', percent_off: 15, ...base },
      { code: 'SAVE10', percent_off: 10, ...base },
      { code: 'WELCOME20', percent_off: 20, ...base },
    ]);
  });
});

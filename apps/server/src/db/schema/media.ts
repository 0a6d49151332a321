/** Uploaded media (product images and videos, banners), stored behind the Storage interface. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, inList } from './columns.js';

export const mediaKinds = ['image', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: identityId(),
    /** The generated unique name in storage (time, random part, extension). */
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    kind: text().$type<MediaKind>().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_assets_kind_check', inList(t.kind, mediaKinds)),
    check('media_assets_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

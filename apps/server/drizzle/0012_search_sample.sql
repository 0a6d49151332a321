SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- The search sample (decision 071): 1 product in 32 by hash of its id, with partial copies of
-- the search indexes, so a common term's bitmap is a 32nd of its full size. The predicate must
-- stay identical to fulltext-search.ts's `inSample` and liveProduct.
CREATE INDEX "products_title_en_fts_sample" ON "products" USING gin (to_tsvector('english'::regconfig, "title")) WHERE "archived_at" IS NULL AND (hashint4("id") & 31) = 0;--> statement-breakpoint
CREATE INDEX "products_title_he_fts_sample" ON "products" USING gin (to_tsvector('simple'::regconfig, coalesce("translations"->'he'->>'title', ''))) WHERE "archived_at" IS NULL AND (hashint4("id") & 31) = 0;--> statement-breakpoint
CREATE INDEX "products_description_trgm_sample" ON "products" USING gin ("description" gin_trgm_ops) WHERE "archived_at" IS NULL AND (hashint4("id") & 31) = 0;--> statement-breakpoint
CREATE INDEX "products_description_he_fts_sample" ON "products" USING gin (to_tsvector('simple'::regconfig, coalesce("translations"->'he'->>'description', ''))) WHERE "archived_at" IS NULL AND (hashint4("id") & 31) = 0;

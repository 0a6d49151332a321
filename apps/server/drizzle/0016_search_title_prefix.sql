SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Titles starting with the shopper's term (decision 090): the search's first rank, read in this
-- index's order so the read stops after a hundred wherever they are in the catalogue. Lowercase
-- with text_pattern_ops, so `lower(title) LIKE 'term%'` is a range of it whatever the database's
-- collation. The expression and predicate must stay identical to fulltext-tiers.ts's
-- titleStartsTier and liveProduct. About 60 MB and a few seconds to build at 1,000,000 products.
CREATE INDEX "products_title_prefix" ON "products" USING btree (lower("title") text_pattern_ops) WHERE "archived_at" IS NULL;

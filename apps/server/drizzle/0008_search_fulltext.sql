-- drizzle applies every pending migration in one transaction; at 1,000,000 products the index
-- builds below take minutes, beyond the pool's statement limit (decision 057).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Full-text search for large catalogues (decision 071). Expression indexes rather than stored
-- generated columns: adding a stored column rewrites products and rebuilds all of its indexes
-- (the trigram ones included), while an expression index only reads the table once. English
-- descriptions keep their trigram index (substring matches, as the small-store search): a
-- text-search index of them took 3 min 41 s to build at 1,000,000 products.
-- The expressions are repeated verbatim by modules/search/fulltext-vectors.ts: the planner uses
-- an expression index only for the identical expression.
CREATE INDEX "products_title_en_fts" ON "products" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "products_title_he_fts" ON "products" USING gin (to_tsvector('simple'::regconfig, coalesce("translations"->'he'->>'title', '')));--> statement-breakpoint
CREATE INDEX "products_description_he_fts" ON "products" USING gin (to_tsvector('simple'::regconfig, coalesce("translations"->'he'->>'description', '')));--> statement-breakpoint
-- The words of every product title as written (lower case, not stemmed: 'zefyrine' is closer to
-- 'zephyrine' than to its stem 'zephyrin'), English and Hebrew, for typo correction: a
-- query word without hits is replaced by its trigram-similar lexemes (pg_trgm documentation,
-- "Text Search Integration"). Numbers and one- or two-letter words are left out: every bench
-- title carries its own number, and such words have no useful neighbours.
CREATE TABLE "search_lexemes" ("lexeme" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_lexemes_trgm" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "search_title_lexemes"(title text, translations jsonb) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT v.lexeme
    FROM unnest(to_tsvector('simple'::regconfig, title)
                || to_tsvector('simple'::regconfig, coalesce(translations->'he'->>'title', ''))) AS v
    WHERE length(v.lexeme) >= 3 AND v.lexeme !~ '^[0-9]+$'
  $$;--> statement-breakpoint
-- ts_stat gathers the distinct words in one pass (55 s with unnest and DISTINCT at 1,000,000).
INSERT INTO "search_lexemes" ("lexeme")
  SELECT word FROM ts_stat($$SELECT to_tsvector('simple'::regconfig, title)
    || to_tsvector('simple'::regconfig, coalesce(translations->'he'->>'title', '')) FROM products$$)
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Inserts per statement (a bulk seed adds its rows in one pass); updates per row and only when
-- a title changed, so stock and price updates cost nothing. Lexemes of renamed titles stay: a
-- stale correction finds no product, which is harmless.
CREATE FUNCTION "search_lexemes_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexemes" ("lexeme")
    SELECT DISTINCT l FROM inserted p, "search_title_lexemes"(p."title", p."translations") AS l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_lexemes_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexemes" ("lexeme")
    SELECT DISTINCT l FROM "search_title_lexemes"(NEW."title", NEW."translations") AS l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_lexemes_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_after_insert"();--> statement-breakpoint
CREATE TRIGGER "products_search_lexemes_update" AFTER UPDATE OF "title", "translations" ON "products"
  FOR EACH ROW
  WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."translations" IS DISTINCT FROM NEW."translations")
  EXECUTE FUNCTION "search_lexemes_after_update"();

-- The backfill and index builds here take minutes at 1,000,000 products, beyond the pool's statement
-- limit (decision 057): lifted for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Issue 15 (decision 080): a listing filtered by one tag as one index range.
--
-- listing_tag_memberships: one row per listing membership (listing_memberships, decision 072)
-- per tag its product carries, with the same copied sort keys. A page of listing L with tag t
-- is an ordered range of (L, t) in one of the sort indexes: no per-row probe of the product's
-- tags, and the scan stops after the page however rare the tag is in the listing.
-- It follows listing_memberships (so every product, category and archive change that moves a
-- membership moves these rows) and product_tag_assignments, through statement-level triggers.
-- No foreign key to products: a product's rows go with its memberships (whose own foreign key
-- and delete trigger remove them), and a check per row would double the cost of bulk loads.
CREATE TABLE "listing_tag_memberships" (
	"category_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
-- A statement can change both sides at once (a data-modifying WITH inserting a product and its
-- tags): each side's trigger then sees the other's rows and adds the same row, hence DO NOTHING.
CREATE FUNCTION listing_tag_memberships_follow_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM listing_tag_memberships l
		USING old_rows o
		WHERE l.product_id = o.product_id AND l.category_id = o.category_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO listing_tag_memberships (category_id, tag_id, product_id, created_at, title, price_cents)
		SELECT n.category_id, t.tag_id, n.product_id, n.created_at, n.title, n.price_cents
		FROM new_rows n JOIN product_tag_assignments t ON t.product_id = n.product_id
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_tag_memberships_follow_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM listing_tag_memberships l
		USING old_rows o
		WHERE l.product_id = o.product_id AND l.tag_id = o.tag_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO listing_tag_memberships (category_id, tag_id, product_id, created_at, title, price_cents)
		SELECT m.category_id, n.tag_id, m.product_id, m.created_at, m.title, m.price_cents
		FROM new_rows n JOIN listing_memberships m ON m.product_id = n.product_id
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The store's current rows in one statement, indexed afterwards: building each index once from
-- sorted input is several times cheaper than inserting ~7 rows per product into four indexes.
INSERT INTO listing_tag_memberships (category_id, tag_id, product_id, created_at, title, price_cents)
SELECT m.category_id, t.tag_id, m.product_id, m.created_at, m.title, m.price_cents
FROM listing_memberships m JOIN product_tag_assignments t ON t.product_id = m.product_id;
--> statement-breakpoint
-- Finds a product's rows for the triggers (a retitled product, a removed tag or membership).
ALTER TABLE "listing_tag_memberships" ADD PRIMARY KEY ("product_id", "category_id", "tag_id");
--> statement-breakpoint
-- One per sort, as listing_memberships' (read backwards for name_desc and price_desc), led by the
-- listing and the tag.
CREATE INDEX "listing_tag_memberships_newest_idx" ON "listing_tag_memberships" ("category_id", "tag_id", "created_at" DESC, "product_id" DESC);
--> statement-breakpoint
CREATE INDEX "listing_tag_memberships_name_idx" ON "listing_tag_memberships" ("category_id", "tag_id", "title", "product_id");
--> statement-breakpoint
CREATE INDEX "listing_tag_memberships_price_idx" ON "listing_tag_memberships" ("category_id", "tag_id", "price_cents", "product_id");
--> statement-breakpoint
CREATE TRIGGER listing_tag_memberships_inserted AFTER INSERT ON listing_memberships
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_memberships();
--> statement-breakpoint
-- listing_sync's upsert refreshes a retitled or repriced product's sort keys here.
CREATE TRIGGER listing_tag_memberships_updated AFTER UPDATE ON listing_memberships
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_tag_memberships_deleted AFTER DELETE ON listing_memberships
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_tag_memberships_tags_inserted AFTER INSERT ON product_tag_assignments
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_tags();
--> statement-breakpoint
CREATE TRIGGER listing_tag_memberships_tags_updated AFTER UPDATE ON product_tag_assignments
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_tags();
--> statement-breakpoint
CREATE TRIGGER listing_tag_memberships_tags_deleted AFTER DELETE ON product_tag_assignments
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tag_memberships_follow_tags();
--> statement-breakpoint
ANALYZE "listing_tag_memberships";

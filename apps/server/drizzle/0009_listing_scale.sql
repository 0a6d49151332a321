-- Index builds and backfills here take minutes at 1,000,000 products, beyond the pool's statement
-- limit (decision 057): lifted for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Issue 15 (decision 072): storefront listings and facets at 1,000,000 products.
--
-- listing_memberships: one row per live product per listing it appears in: category 0 is the
-- all-products listing, then its primary category and every extra category. It copies the
-- sort keys, so each sort of each listing is one ordered index range (LIMIT stops the scan).
-- listing_tag_counts: per listing, how many live products carry each tag (tag 0: all of them),
-- the facet counts and listing totals without a selection.
-- Both are kept right by statement-level triggers, so every writer (admin, seeds, checkout,
-- cascades) is covered without app changes.
CREATE TABLE "listing_memberships" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	-- A hash of the product id in 0..1023: rows with sample_key < k are an unbiased k/1024 sample.
	"sample_key" smallint NOT NULL,
	PRIMARY KEY ("category_id", "sample_key", "product_id")
);
--> statement-breakpoint
CREATE TABLE "listing_tag_counts" (
	"category_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"product_count" integer NOT NULL,
	PRIMARY KEY ("category_id", "tag_id")
);
--> statement-breakpoint
CREATE FUNCTION listing_wanted(ids integer[])
RETURNS TABLE (category_id integer, product_id integer, created_at timestamptz, title text, price_cents integer, sample_key smallint)
LANGUAGE sql STABLE AS $$
	SELECT c.category_id, p.id, p.created_at, p.title, p.price_cents, (hashint4(p.id) & 1023)::smallint
	FROM products p
	CROSS JOIN LATERAL (
		SELECT 0
		UNION SELECT p.category_id WHERE p.category_id IS NOT NULL
		UNION SELECT a.category_id FROM product_category_assignments a WHERE a.product_id = p.id
	) AS c(category_id)
	WHERE p.id = ANY(ids) AND p.archived_at IS NULL
$$;
--> statement-breakpoint
-- Makes the memberships of these products what listing_wanted says: drops the stale ones,
-- adds the missing ones, refreshes copied sort keys.
CREATE FUNCTION listing_sync(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(ids), 0) = 0 THEN
		RETURN;
	END IF;
	DELETE FROM listing_memberships m
	WHERE m.product_id = ANY(ids)
		AND NOT EXISTS (
			SELECT 1 FROM listing_wanted(ids) w WHERE w.category_id = m.category_id AND w.product_id = m.product_id
		);
	INSERT INTO listing_memberships AS m (category_id, product_id, created_at, title, price_cents, sample_key)
	SELECT * FROM listing_wanted(ids)
	ON CONFLICT (category_id, sample_key, product_id) DO UPDATE
		SET created_at = excluded.created_at, title = excluded.title, price_cents = excluded.price_cents
		WHERE (m.created_at, m.title, m.price_cents) IS DISTINCT FROM (excluded.created_at, excluded.title, excluded.price_cents);
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM listing_sync(ARRAY(SELECT id FROM new_rows));
	ELSE
		-- Stock, badge and other edits leave the listings alone.
		PERFORM listing_sync(ARRAY(
			SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE (n.category_id, n.archived_at, n.created_at, n.title, n.price_cents)
				IS DISTINCT FROM (o.category_id, o.archived_at, o.created_at, o.title, o.price_cents)
		));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_category_assignments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM listing_sync(ARRAY(SELECT DISTINCT product_id FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM listing_sync(ARRAY(SELECT DISTINCT product_id FROM old_rows));
	ELSE
		PERFORM listing_sync(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted product's rows go before its foreign keys' cascades run: those remove its tags
-- too, and run their triggers only at the end of the whole statement, when neither its tags
-- nor its memberships would be left to say which counts to lower.
CREATE FUNCTION listing_product_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM listing_memberships WHERE product_id = OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
-- Rows are added in key order, so two writers never wait on each other's rows in a cycle.
CREATE FUNCTION listing_count_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT x.category_id, x.tag_id, count(*) FROM (
			SELECT n.category_id, 0 AS tag_id FROM new_rows n
			UNION ALL
			SELECT n.category_id, t.tag_id FROM new_rows n JOIN product_tag_assignments t ON t.product_id = n.product_id
		) x GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	ELSE
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT x.category_id, x.tag_id, -count(*) FROM (
			SELECT o.category_id, 0 AS tag_id FROM old_rows o
			UNION ALL
			SELECT o.category_id, t.tag_id FROM old_rows o JOIN product_tag_assignments t ON t.product_id = o.product_id
		) x GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_count_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT m.category_id, o.tag_id, -count(*)
		FROM old_rows o JOIN listing_memberships m ON m.product_id = o.product_id
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT m.category_id, n.tag_id, count(*)
		FROM new_rows n JOIN listing_memberships m ON m.product_id = n.product_id
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The store's current products, set-based (a product's primary category may also be listed
-- as an extra one: it is counted once).
INSERT INTO listing_memberships (category_id, product_id, created_at, title, price_cents, sample_key)
SELECT 0, p.id, p.created_at, p.title, p.price_cents, (hashint4(p.id) & 1023)::smallint
FROM products p WHERE p.archived_at IS NULL
UNION ALL
SELECT p.category_id, p.id, p.created_at, p.title, p.price_cents, (hashint4(p.id) & 1023)::smallint
FROM products p WHERE p.archived_at IS NULL AND p.category_id IS NOT NULL
UNION ALL
SELECT a.category_id, p.id, p.created_at, p.title, p.price_cents, (hashint4(p.id) & 1023)::smallint
FROM product_category_assignments a JOIN products p ON p.id = a.product_id
WHERE p.archived_at IS NULL AND a.category_id IS DISTINCT FROM p.category_id;
--> statement-breakpoint
INSERT INTO listing_tag_counts (category_id, tag_id, product_count)
SELECT category_id, 0, count(*) FROM listing_memberships GROUP BY 1
UNION ALL
SELECT m.category_id, t.tag_id, count(*)
FROM listing_memberships m JOIN product_tag_assignments t ON t.product_id = m.product_id
GROUP BY 1, 2;
--> statement-breakpoint
-- One per sort (read backwards for name_desc and price_desc), each ending in the id tie-break.
CREATE INDEX "listing_memberships_newest_idx" ON "listing_memberships" ("category_id", "created_at" DESC, "product_id" DESC);
--> statement-breakpoint
CREATE INDEX "listing_memberships_name_idx" ON "listing_memberships" ("category_id", "title", "product_id");
--> statement-breakpoint
CREATE INDEX "listing_memberships_price_idx" ON "listing_memberships" ("category_id", "price_cents", "product_id");
--> statement-breakpoint
CREATE INDEX "listing_memberships_product_id_idx" ON "listing_memberships" ("product_id");
--> statement-breakpoint
CREATE TRIGGER listing_products_inserted AFTER INSERT ON products
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_products_changed();
--> statement-breakpoint
CREATE TRIGGER listing_products_updated AFTER UPDATE ON products
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_products_changed();
--> statement-breakpoint
CREATE TRIGGER listing_product_deleting BEFORE DELETE ON products
	FOR EACH ROW EXECUTE FUNCTION listing_product_deleting();
--> statement-breakpoint
CREATE TRIGGER listing_category_assignments_inserted AFTER INSERT ON product_category_assignments
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_category_assignments_changed();
--> statement-breakpoint
CREATE TRIGGER listing_category_assignments_updated AFTER UPDATE ON product_category_assignments
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_category_assignments_changed();
--> statement-breakpoint
CREATE TRIGGER listing_category_assignments_deleted AFTER DELETE ON product_category_assignments
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_category_assignments_changed();
--> statement-breakpoint
CREATE TRIGGER listing_memberships_inserted AFTER INSERT ON listing_memberships
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_memberships_deleted AFTER DELETE ON listing_memberships
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_tags_inserted AFTER INSERT ON product_tag_assignments
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tags();
--> statement-breakpoint
CREATE TRIGGER listing_tags_updated AFTER UPDATE ON product_tag_assignments
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tags();
--> statement-breakpoint
CREATE TRIGGER listing_tags_deleted AFTER DELETE ON product_tag_assignments
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tags();
--> statement-breakpoint
ANALYZE "listing_memberships";
--> statement-breakpoint
ANALYZE "listing_tag_counts";

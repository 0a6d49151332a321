-- The repair below reads every listing row: minutes at 1,000,000 products on a busy machine, beyond
-- the pool's statement limit (decision 057). Lifted for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Issue 15 (decision 081): listing_tag_counts can no longer count a tag twice.
--
-- Before, two triggers added to a (listing, tag) count: one on listing_memberships (joining the
-- product's tags) and one on product_tag_assignments (joining the product's memberships). A
-- statement that writes both sides (a data-modifying WITH: a product with its tags, or tags with
-- an extra category) fires both at its end, each seeing the other's rows: the tag was counted
-- twice. One that removes both sides (tags and an archive, or tags and a category) lowered it
-- never: each trigger found the other side already gone.
-- Now the tag counts follow listing_tag_memberships (decision 080), a set with a primary key whose
-- inserts are ON CONFLICT DO NOTHING: however many triggers try to add a row, it is inserted once,
-- and only the rows a statement really inserted or deleted are in its transition tables. Tag 0
-- (all of a listing) follows listing_memberships, a set too, as before.
--
-- Writers wait for this migration rather than write deltas against counts being rebuilt.
LOCK TABLE listing_memberships, listing_tag_memberships, product_tag_assignments, listing_tag_counts IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- listing_tag_memberships made exactly listing_memberships × product_tag_assignments again, in
-- case a store's copy drifted (two transactions adding a product's tag and a listing of it at
-- the same time each miss the other's row), so that counting its rows from now on is right.
DELETE FROM listing_tag_memberships l
WHERE NOT EXISTS (
	SELECT 1 FROM listing_memberships m JOIN product_tag_assignments t ON t.product_id = m.product_id
	WHERE m.product_id = l.product_id AND m.category_id = l.category_id AND t.tag_id = l.tag_id
);--> statement-breakpoint
INSERT INTO listing_tag_memberships (category_id, tag_id, product_id, created_at, title, price_cents)
SELECT m.category_id, t.tag_id, m.product_id, m.created_at, m.title, m.price_cents
FROM listing_memberships m JOIN product_tag_assignments t ON t.product_id = m.product_id
WHERE NOT EXISTS (
	SELECT 1 FROM listing_tag_memberships l
	WHERE l.product_id = m.product_id AND l.category_id = m.category_id AND l.tag_id = t.tag_id
);--> statement-breakpoint
-- Tag 0 only: a listing's number of live products. Rows are added in key order, so two writers
-- never wait on each other's rows in a cycle.
CREATE OR REPLACE FUNCTION listing_count_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT n.category_id, 0, count(*) FROM new_rows n GROUP BY 1 ORDER BY 1
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	ELSE
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT o.category_id, 0, -count(*) FROM old_rows o GROUP BY 1 ORDER BY 1
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER listing_tags_inserted ON product_tag_assignments;--> statement-breakpoint
DROP TRIGGER listing_tags_updated ON product_tag_assignments;--> statement-breakpoint
DROP TRIGGER listing_tags_deleted ON product_tag_assignments;--> statement-breakpoint
DROP FUNCTION listing_count_tags();--> statement-breakpoint
-- One grouped upsert per statement, from the rows it really inserted or deleted. An update (no
-- writer does one today: a retitled product's rows are deleted and inserted again) nets its old
-- and new rows, so an update of sort keys alone writes no count.
CREATE FUNCTION listing_count_tag_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT n.category_id, n.tag_id, count(*) FROM new_rows n GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT o.category_id, o.tag_id, -count(*) FROM old_rows o GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	ELSE
		INSERT INTO listing_tag_counts AS c (category_id, tag_id, product_count)
		SELECT x.category_id, x.tag_id, sum(x.delta) FROM (
			SELECT o.category_id, o.tag_id, -1 AS delta FROM old_rows o
			UNION ALL
			SELECT n.category_id, n.tag_id, 1 FROM new_rows n
		) x GROUP BY 1, 2 HAVING sum(x.delta) <> 0 ORDER BY 1, 2
		ON CONFLICT (category_id, tag_id) DO UPDATE SET product_count = c.product_count + excluded.product_count;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_tag_counts_inserted AFTER INSERT ON listing_tag_memberships
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tag_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_tag_counts_updated AFTER UPDATE ON listing_tag_memberships
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tag_memberships();
--> statement-breakpoint
CREATE TRIGGER listing_tag_counts_deleted AFTER DELETE ON listing_tag_memberships
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_count_tag_memberships();
--> statement-breakpoint
-- Every store's counts, once, from the source: the drift the old triggers left is gone.
DELETE FROM listing_tag_counts;--> statement-breakpoint
INSERT INTO listing_tag_counts (category_id, tag_id, product_count)
SELECT category_id, 0, count(*) FROM listing_memberships GROUP BY 1
UNION ALL
SELECT m.category_id, t.tag_id, count(*)
FROM listing_memberships m JOIN product_tag_assignments t ON t.product_id = m.product_id
GROUP BY 1, 2;--> statement-breakpoint
ANALYZE "listing_tag_counts";

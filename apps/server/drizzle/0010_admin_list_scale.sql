-- Index builds and backfills here take minutes at 1,000,000 products, beyond the pool's statement
-- limit (decision 057): lifted for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
-- Issue 15: the admin lists at 1,000,000 products (decision 073). Every list shape reads an
-- index in its own order and stops at the page (or at the count cap), instead of sorting or
-- counting the whole table.
-- The default list (live products, newest first) and its count, read from the index alone.
CREATE INDEX IF NOT EXISTS "products_admin_live_created_idx" ON "products" USING btree ("created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The stock sort (both directions), the low and out of stock filters, and the Overview's low stock;
-- archived_at is included so a count of live products in a stock range never visits the table.
CREATE INDEX IF NOT EXISTS "products_admin_stock_idx" ON "products" USING btree ("stock_quantity", "id") INCLUDE ("archived_at");--> statement-breakpoint
-- The price sort with its id tie-break: prices repeat (thousands of products share one), so the
-- single-column index left an incremental sort of every tie group on the page.
CREATE INDEX IF NOT EXISTS "products_admin_price_idx" ON "products" USING btree ("price_cents", "id");--> statement-breakpoint
-- A category's products newest first, the list's default sort with the category filter (and its
-- count, index-only).
CREATE INDEX IF NOT EXISTS "products_admin_category_created_idx" ON "products" USING btree ("category_id", "created_at" DESC, "id" DESC) INCLUDE ("archived_at");--> statement-breakpoint
-- The archived products newest first: few, so a partial index holds them all.
CREATE INDEX IF NOT EXISTS "products_admin_archived_idx" ON "products" USING btree ("created_at" DESC, "id" DESC) WHERE "archived_at" IS NOT NULL;--> statement-breakpoint
-- Customers newest or oldest first, with the id tie-break (users_created_at_idx is DESC NULLS LAST,
-- which an ORDER BY created_at DESC, NULLS FIRST by default, cannot use).
-- Partial: the list shows customers only, and its count reads this index alone.
CREATE INDEX IF NOT EXISTS "users_customers_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC) WHERE "role" = 'customer';--> statement-breakpoint
-- Customers by name: users.name is "first last", written by the sign-up and by every profile save.
CREATE INDEX IF NOT EXISTS "users_customers_name_idx" ON "users" USING btree (lower("name"), "email", "id") WHERE "role" = 'customer';--> statement-breakpoint
-- The Customers search: any part of the name or e-mail.
CREATE INDEX IF NOT EXISTS "users_customers_search_trgm" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops) WHERE "role" = 'customer';--> statement-breakpoint
-- Each customer's paid orders and spend, kept by a trigger on orders, so the "most spent" and "most
-- orders" sorts read an index instead of summing every order of every customer.
CREATE TABLE IF NOT EXISTS "customer_paid_totals" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_paid_totals_spent_idx" ON "customer_paid_totals" USING btree ("spent_cents" DESC, "paid_orders" DESC, "user_id" DESC) WHERE "paid_orders" > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_paid_totals_orders_idx" ON "customer_paid_totals" USING btree ("paid_orders" DESC, "spent_cents" DESC, "user_id" DESC) WHERE "paid_orders" > 0;--> statement-breakpoint
-- Paid = processing, shipping, delivered (customers-admin/list.ts, paidOrderStatuses).
CREATE OR REPLACE FUNCTION "customer_paid_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL AND OLD.status IN ('processing', 'shipping', 'delivered') THEN
    UPDATE customer_paid_totals
      SET paid_orders = paid_orders - 1, spent_cents = spent_cents - OLD.total_cents
      WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND NEW.status IN ('processing', 'shipping', 'delivered') THEN
    INSERT INTO customer_paid_totals AS t (user_id, paid_orders, spent_cents) VALUES (NEW.user_id, 1, NEW.total_cents)
      ON CONFLICT (user_id) DO UPDATE
      SET paid_orders = t.paid_orders + 1, spent_cents = t.spent_cents + excluded.spent_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_customer_paid_totals" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_customer_paid_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "user_id", "total_cents" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "customer_paid_totals_apply"();--> statement-breakpoint
INSERT INTO "customer_paid_totals" ("user_id", "paid_orders", "spent_cents")
	SELECT "user_id", count(*), sum("total_cents") FROM "orders"
	WHERE "user_id" IS NOT NULL AND "status" IN ('processing', 'shipping', 'delivered')
	GROUP BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE SET "paid_orders" = excluded."paid_orders", "spent_cents" = excluded."spent_cents";--> statement-breakpoint
-- The Orders search by any part of the shipping name.
CREATE INDEX IF NOT EXISTS "orders_shipping_name_trgm" ON "orders" USING gin (("shipping_address" ->> 'name') gin_trgm_ops);--> statement-breakpoint
-- The Overview reads the 30 days' paid orders and their lines from these indexes alone (index-only
-- scans, no visit to the table's rows).
CREATE INDEX IF NOT EXISTS "orders_overview_idx" ON "orders" USING btree ("created_at", "status") INCLUDE ("total_cents", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_overview_idx" ON "order_items" USING btree ("order_id") INCLUDE ("product_id", "quantity", "unit_price_cents");

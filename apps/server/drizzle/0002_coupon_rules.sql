ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percent_off_check";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'fixed', 'free_shipping'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_amount_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."amount_off_cents" is null)
        or ("coupons"."kind" = 'fixed' and "coupons"."amount_off_cents" > 0 and "coupons"."percent_off" is null)
        or ("coupons"."kind" = 'free_shipping' and "coupons"."percent_off" is null and "coupons"."amount_off_cents" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_subtotal_check" CHECK ("coupons"."min_subtotal_cents" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_dates_check" CHECK ("coupons"."ends_at" > "coupons"."starts_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limit_check" CHECK ("coupons"."usage_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_check" CHECK ("coupons"."per_customer_limit" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_times_used_check" CHECK ("coupons"."times_used" >= 0);
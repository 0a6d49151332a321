ALTER TABLE "password_reset_attempts" ADD COLUMN "verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dream_box_subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dream_box_subscriptions" ADD COLUMN "ends_on" date;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);
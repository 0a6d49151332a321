CREATE TABLE "chat_reply_addresses" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_count_check" CHECK ("rate_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_facts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reauthentications" (
	"session_id" text PRIMARY KEY NOT NULL,
	"reauthenticated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_reauthentications" ADD CONSTRAINT "session_reauthentications_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reply_addresses_token_hash_idx" ON "chat_reply_addresses" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rate_counters_reset_at_idx" ON "rate_counters" USING btree ("reset_at");
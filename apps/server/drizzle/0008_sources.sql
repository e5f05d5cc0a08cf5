CREATE TABLE "source_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"source" text NOT NULL,
	"credentials" text,
	"base_url" text,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "platform_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "platform_url" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "sync_interval_minutes" integer;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "sync_cursor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "last_full_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "last_counts" jsonb;--> statement-breakpoint
ALTER TABLE "source_connections" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "source_accounts" ADD CONSTRAINT "source_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_accounts_restaurant_source_idx" ON "source_accounts" USING btree ("restaurant_id","source");--> statement-breakpoint
CREATE INDEX "source_connections_due_idx" ON "source_connections" USING btree ("status","next_sync_at");--> statement-breakpoint
-- hand-written: row-level security for the new tenant table, as migration 0005 does for the others.
ALTER TABLE "source_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "source_accounts" USING ("restaurant_id" = app_tenant());

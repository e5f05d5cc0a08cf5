CREATE TABLE "alert_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_hint" text NOT NULL,
	"signing_secret" text,
	"alert_types" text[] NOT NULL,
	"location_ids" uuid[],
	"language" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"review_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status" smallint,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channels_restaurant_idx" ON "alert_channels" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_event_idx" ON "alert_deliveries" USING btree ("channel_id","event_key");--> statement-breakpoint
CREATE INDEX "alert_deliveries_channel_idx" ON "alert_deliveries" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_deliveries_queued_idx" ON "alert_deliveries" USING btree ("updated_at") WHERE "alert_deliveries"."status" in ('queued', 'sending');--> statement-breakpoint
-- hand-written: row-level security for both tenant tables, and the request role's rights
-- (migration 0020 closes new tables to it; docs/decisions/0012-least-privilege-role.md). A
-- channel's URL and signing secret are sealed secrets like those of migration 0019: the request
-- role never reaches them, so channels are created and their URL changed as system work after
-- the restaurant check (features/alert-channels/sealed.ts).
ALTER TABLE "alert_channels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "alert_channels" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "alert_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "alert_deliveries" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ("id", "restaurant_id", "kind", "name", "url_hint", "alert_types", "location_ids",
      "language", "enabled", "created_at", "updated_at"),
      UPDATE ("name", "alert_types", "location_ids", "language", "enabled", "updated_at"),
      DELETE ON "alert_channels" TO tableside_app;
    GRANT SELECT, INSERT, UPDATE ON "alert_deliveries" TO tableside_app;
  END IF;
END $$;

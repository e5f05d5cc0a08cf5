CREATE TABLE "review_request_guests" (
	"restaurant_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	CONSTRAINT "review_request_guests_restaurant_id_email_hash_pk" PRIMARY KEY("restaurant_id","email_hash")
);
--> statement-breakpoint
CREATE TABLE "review_request_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_hours" smallint DEFAULT 24 NOT NULL,
	"quiet_start_hour" smallint DEFAULT 21 NOT NULL,
	"quiet_end_hour" smallint DEFAULT 9 NOT NULL,
	"period_days" smallint DEFAULT 90 NOT NULL,
	"sender_name" text,
	"reply_to" text,
	"templates" jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"source" text NOT NULL,
	"visit_key" text NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"skip_reason" text,
	"token_hash" text,
	"links" jsonb,
	"sent_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"converted_review_id" uuid,
	"converted_at" timestamp with time zone,
	"guest_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "review_request_guests" ADD CONSTRAINT "review_request_guests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request_settings" ADD CONSTRAINT "review_request_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_converted_review_id_reviews_id_fk" FOREIGN KEY ("converted_review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_visit_idx" ON "review_requests" USING btree ("restaurant_id","visit_key");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_idx" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("status","send_after") WHERE "review_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "review_requests_sent_idx" ON "review_requests" USING btree ("restaurant_id","sent_at");--> statement-breakpoint
-- hand-written: row-level security for the tenant tables, and the request role's rights
-- (migration 0020 closes new tables to it; docs/decisions/0012-least-privilege-role.md).
ALTER TABLE "review_request_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_request_settings" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_requests" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_request_guests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_request_guests" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "review_request_settings", "review_requests", "review_request_guests" TO tableside_app;
  END IF;
END $$;

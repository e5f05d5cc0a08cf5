CREATE TABLE "ai_usage" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"purpose" text NOT NULL,
	"model" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_restaurant_id_day_purpose_model_pk" PRIMARY KEY("restaurant_id","day","purpose","model")
);
--> statement-breakpoint
CREATE TABLE "alias_decisions" (
	"restaurant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phrase" text NOT NULL,
	"decision" text NOT NULL,
	"entry_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alias_decisions_restaurant_id_kind_phrase_pk" PRIMARY KEY("restaurant_id","kind","phrase")
);
--> statement-breakpoint
CREATE TABLE "catalogue_sightings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"phrase" text NOT NULL,
	"candidate_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mention_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"polarity" text NOT NULL,
	"snippet" text NOT NULL,
	"action" text NOT NULL,
	"corrected_entry_id" uuid,
	"corrected_polarity" text,
	"corrected_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alias_decisions" ADD CONSTRAINT "alias_decisions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alias_decisions" ADD CONSTRAINT "alias_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sightings" ADD CONSTRAINT "catalogue_sightings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sightings" ADD CONSTRAINT "catalogue_sightings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sightings" ADD CONSTRAINT "catalogue_sightings_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_corrections" ADD CONSTRAINT "mention_corrections_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_corrections" ADD CONSTRAINT "mention_corrections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_corrections" ADD CONSTRAINT "mention_corrections_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_corrections" ADD CONSTRAINT "mention_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_sightings_review_idx" ON "catalogue_sightings" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "catalogue_sightings_phrase_idx" ON "catalogue_sightings" USING btree ("restaurant_id","kind","phrase");--> statement-breakpoint
CREATE UNIQUE INDEX "mention_corrections_mention_idx" ON "mention_corrections" USING btree ("review_id","kind","entry_id");--> statement-breakpoint
CREATE INDEX "mention_corrections_restaurant_idx" ON "mention_corrections" USING btree ("restaurant_id","created_at");--> statement-breakpoint
-- hand-written: row-level security for the four tenant tables, and the request role's rights
-- (migration 0020 closes new tables to it; docs/decisions/0012-least-privilege-role.md).
ALTER TABLE "ai_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "ai_usage" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "alias_decisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "alias_decisions" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "catalogue_sightings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "catalogue_sightings" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "mention_corrections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "mention_corrections" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "ai_usage", "alias_decisions", "catalogue_sightings",
      "mention_corrections" TO tableside_app;
  END IF;
END $$;

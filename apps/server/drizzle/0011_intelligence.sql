CREATE TABLE "analysis_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"review_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"polarity" text NOT NULL,
	"snippet" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_analyses" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"sentiment_label" text NOT NULL,
	"sentiment_score" real NOT NULL,
	"skipped_reason" text,
	"engine" text NOT NULL,
	"model_version" text NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_aspects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"term" text NOT NULL,
	"category" text NOT NULL,
	"polarity" text NOT NULL,
	"snippet" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"semeval_category" text NOT NULL,
	"polarity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"keyword" text NOT NULL,
	"category" text NOT NULL,
	"snippet" text NOT NULL,
	"sentiment" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"polarity" text NOT NULL,
	"snippet" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_mentions" ADD CONSTRAINT "menu_mentions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_mentions" ADD CONSTRAINT "menu_mentions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_mentions" ADD CONSTRAINT "menu_mentions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_mentions" ADD CONSTRAINT "menu_mentions_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_aspects" ADD CONSTRAINT "review_aspects_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_aspects" ADD CONSTRAINT "review_aspects_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_aspects" ADD CONSTRAINT "review_aspects_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_categories" ADD CONSTRAINT "review_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mentions" ADD CONSTRAINT "staff_mentions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mentions" ADD CONSTRAINT "staff_mentions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mentions" ADD CONSTRAINT "staff_mentions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mentions" ADD CONSTRAINT "staff_mentions_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_runs_restaurant_idx" ON "analysis_runs" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_mentions_review_idx" ON "menu_mentions" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "menu_mentions_location_date_idx" ON "menu_mentions" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "menu_mentions_item_idx" ON "menu_mentions" USING btree ("menu_item_id","review_date");--> statement-breakpoint
CREATE INDEX "review_analyses_location_date_idx" ON "review_analyses" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "review_analyses_restaurant_date_idx" ON "review_analyses" USING btree ("restaurant_id","review_date");--> statement-breakpoint
CREATE INDEX "review_aspects_review_idx" ON "review_aspects" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_aspects_location_date_idx" ON "review_aspects" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "review_categories_review_idx" ON "review_categories" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_categories_location_date_idx" ON "review_categories" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "review_keywords_review_idx" ON "review_keywords" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_keywords_location_date_idx" ON "review_keywords" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "review_keywords_restaurant_keyword_idx" ON "review_keywords" USING btree ("restaurant_id","keyword");--> statement-breakpoint
CREATE INDEX "staff_mentions_review_idx" ON "staff_mentions" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "staff_mentions_location_date_idx" ON "staff_mentions" USING btree ("location_id","review_date");--> statement-breakpoint
CREATE INDEX "staff_mentions_member_idx" ON "staff_mentions" USING btree ("staff_member_id","review_date");--> statement-breakpoint
-- hand-written: row-level security for the review-intelligence tables, as migration 0005 does for the others.
ALTER TABLE "review_analyses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_analyses" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_categories" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_aspects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_aspects" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_keywords" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_keywords" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "menu_mentions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "menu_mentions" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "staff_mentions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "staff_mentions" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "analysis_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "analysis_runs" USING ("restaurant_id" = app_tenant());
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "review_analyses", "review_categories", "review_aspects",
      "review_keywords", "menu_mentions", "staff_mentions", "analysis_runs" TO tableside_app;
  END IF;
END $$;

CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"party_size" smallint NOT NULL,
	"status" text NOT NULL,
	"venue_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"post_id" text NOT NULL,
	"post_caption" text,
	"post_url" text,
	"author_name" text,
	"text" text DEFAULT '' NOT NULL,
	"commented_at" timestamp with time zone NOT NULL,
	"response" text,
	"status" text DEFAULT 'new' NOT NULL,
	"response_approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"posted_at" timestamp with time zone,
	"posted_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reply_posts" ALTER COLUMN "review_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_posts" ADD COLUMN "social_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_restaurant_source_external_idx" ON "bookings" USING btree ("restaurant_id","source","external_id");--> statement-breakpoint
CREATE INDEX "bookings_restaurant_starts_idx" ON "bookings" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_comments_external_idx" ON "social_comments" USING btree ("location_id","platform","external_id");--> statement-breakpoint
CREATE INDEX "social_comments_restaurant_date_idx" ON "social_comments" USING btree ("restaurant_id","commented_at");--> statement-breakpoint
ALTER TABLE "reply_posts" ADD CONSTRAINT "reply_posts_social_comment_id_social_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_posts_comment_idx" ON "reply_posts" USING btree ("social_comment_id");--> statement-breakpoint
ALTER TABLE "reply_posts" ADD CONSTRAINT "reply_posts_one_target" CHECK (num_nonnulls("reply_posts"."review_id", "reply_posts"."social_comment_id") = 1);--> statement-breakpoint
-- hand-written: row-level security for bookings and social comments, as migration 0005 does for the others.
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "bookings" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "social_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "social_comments" USING ("restaurant_id" = app_tenant());

CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"type" text DEFAULT 'bad_review' NOT NULL,
	"seen_at" timestamp with time zone,
	"email_state" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_review_idx" ON "alerts" USING btree ("user_id","review_id");--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_user_unseen_idx" ON "alerts" USING btree ("user_id") WHERE "alerts"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_review_idx" ON "alerts" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "alerts_email_pending_idx" ON "alerts" USING btree ("user_id","created_at") WHERE "alerts"."email_state" = 'pending';--> statement-breakpoint
-- hand-written: row-level security on alerts, as on every table holding a restaurant's rows (0005)
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "alerts" TO tableside_app;
    GRANT USAGE, SELECT ON SEQUENCE "alerts_id_seq" TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "alerts" USING ("restaurant_id" = app_tenant());

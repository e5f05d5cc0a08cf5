CREATE TABLE "review_escalations" (
	"review_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_escalations_review_id_step_pk" PRIMARY KEY("review_id","step")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "first_replied_by" uuid;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD COLUMN "rating_class" text;--> statement-breakpoint
ALTER TABLE "review_escalations" ADD CONSTRAINT "review_escalations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_escalations" ADD CONSTRAINT "review_escalations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_first_replied_by_users_id_fk" FOREIGN KEY ("first_replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_awaiting_reply_idx" ON "reviews" USING btree ("review_date") WHERE "reviews"."status" <> 'posted' and "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_first_reply_idx" ON "reviews" USING btree ("restaurant_id","review_date","location_id","rating","created_at","first_replied_at","first_replied_by");--> statement-breakpoint
-- hand-written: a review's first reply is recorded once, by every writer (the reply steps, the
-- posting worker, a sync that finds a platform's reply, the seed), when it first reaches
-- `posted`: who posted it, else who approved it (docs/product/analytics.md#time-to-first-reply).
CREATE OR REPLACE FUNCTION reviews_first_reply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.first_replied_at := coalesce(NEW.posted_at, now());
  NEW.first_replied_by := coalesce(NEW.posted_by, NEW.approved_by);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_first_reply BEFORE INSERT OR UPDATE ON "reviews" FOR EACH ROW
  WHEN (NEW.status = 'posted' AND NEW.first_replied_at IS NULL)
  EXECUTE FUNCTION reviews_first_reply();--> statement-breakpoint
-- The replies already posted: their posting time is the best record of the first one.
UPDATE "reviews" SET "first_replied_at" = "posted_at", "first_replied_by" = coalesce("posted_by", "approved_by")
  WHERE "status" = 'posted' AND "posted_at" IS NOT NULL;--> statement-breakpoint
-- hand-written: row-level security for the tenant table, and the request role's rights
-- (migration 0020 closes new tables to it; docs/decisions/0012-least-privilege-role.md).
ALTER TABLE "review_escalations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_escalations" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ON "review_escalations" TO tableside_app;
  END IF;
END $$;

CREATE TABLE "first_reply_month_counts" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"location_id" uuid NOT NULL,
	"responder" uuid,
	"reviews" integer NOT NULL,
	"answered" integer NOT NULL,
	"due" integer NOT NULL,
	"answered_due" integer NOT NULL,
	"within" integer NOT NULL,
	"delays" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_reply_month_delays" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"responder" uuid,
	"bucket" integer NOT NULL,
	"reviews" integer NOT NULL,
	"low" double precision NOT NULL,
	"high" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_reply_months" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"built_version" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"timezone" text,
	"hours_negative" smallint,
	"hours_neutral" smallint,
	"hours_positive" smallint,
	"built_at" timestamp with time zone,
	CONSTRAINT "first_reply_months_restaurant_id_month_pk" PRIMARY KEY("restaurant_id","month")
);
--> statement-breakpoint
ALTER TABLE "first_reply_month_counts" ADD CONSTRAINT "first_reply_month_counts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_reply_month_delays" ADD CONSTRAINT "first_reply_month_delays_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_reply_months" ADD CONSTRAINT "first_reply_months_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_reply_month_counts_month_idx" ON "first_reply_month_counts" USING btree ("restaurant_id","month");--> statement-breakpoint
CREATE INDEX "first_reply_month_counts_location_idx" ON "first_reply_month_counts" USING btree ("location_id","month");--> statement-breakpoint
CREATE INDEX "first_reply_month_delays_month_idx" ON "first_reply_month_delays" USING btree ("restaurant_id","month");--> statement-breakpoint
-- hand-written: row-level security for the tenant tables, and the request role's rights
-- (migration 0020 closes new tables to it; docs/decisions/0012-least-privilege-role.md).
ALTER TABLE "first_reply_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "first_reply_months" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "first_reply_month_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "first_reply_month_counts" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "first_reply_month_delays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "first_reply_month_delays" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ON "first_reply_months", "first_reply_month_counts", "first_reply_month_delays"
      TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
-- A review written in a closed month (its restaurant's calendar month, ended longer ago than the
-- longest target) bumps the month's version, so reads stop using its summary until the
-- `analytics.first-reply-months` job rebuilds it. A write in an open month, nearly every write,
-- costs one restaurant lookup. The bump commits with the write, so a build that did not see the
-- write read an older version (features/analytics/first-reply-months.ts).
CREATE OR REPLACE FUNCTION first_reply_month_touch(p_restaurant uuid, p_date timestamptz)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  tz text;
  longest integer;
  m date;
BEGIN
  SELECT r.timezone, greatest(r.response_hours_negative, r.response_hours_neutral,
      r.response_hours_positive)
    INTO tz, longest FROM restaurants r WHERE r.id = p_restaurant;
  IF NOT FOUND THEN RETURN; END IF;
  m := date_trunc('month', p_date AT TIME ZONE tz)::date;
  IF ((m + interval '1 month')::timestamp AT TIME ZONE tz) + longest * interval '1 hour' > now() THEN
    RETURN;
  END IF;
  INSERT INTO first_reply_months AS f (restaurant_id, month, version) VALUES (p_restaurant, m, 1)
    ON CONFLICT (restaurant_id, month) DO UPDATE SET version = f.version + 1;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_first_reply_months() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM first_reply_month_touch(OLD.restaurant_id, OLD.review_date); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM first_reply_month_touch(NEW.restaurant_id, NEW.review_date); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_first_reply_months AFTER INSERT OR DELETE ON reviews FOR EACH ROW
  EXECUTE FUNCTION reviews_first_reply_months();
--> statement-breakpoint
-- Only what the figures read: an edited reply's text or a status change leaves them alone.
CREATE TRIGGER reviews_first_reply_months_update AFTER UPDATE ON reviews FOR EACH ROW
  WHEN ((OLD.restaurant_id, OLD.location_id, OLD.review_date, OLD.rating, OLD.created_at,
      OLD.first_replied_at, OLD.first_replied_by)
    IS DISTINCT FROM (NEW.restaurant_id, NEW.location_id, NEW.review_date, NEW.rating,
      NEW.created_at, NEW.first_replied_at, NEW.first_replied_by))
  EXECUTE FUNCTION reviews_first_reply_months();
--> statement-breakpoint
-- A new time zone or target changes which reviews a month holds or what is due: its summaries
-- go, and the job builds them again with the new ones.
CREATE OR REPLACE FUNCTION first_reply_months_forget() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM first_reply_month_counts WHERE restaurant_id = NEW.id;
  DELETE FROM first_reply_month_delays WHERE restaurant_id = NEW.id;
  DELETE FROM first_reply_months WHERE restaurant_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER restaurants_first_reply_months AFTER UPDATE ON restaurants FOR EACH ROW
  WHEN ((OLD.timezone, OLD.response_hours_negative, OLD.response_hours_neutral,
      OLD.response_hours_positive)
    IS DISTINCT FROM (NEW.timezone, NEW.response_hours_negative, NEW.response_hours_neutral,
      NEW.response_hours_positive))
  EXECUTE FUNCTION first_reply_months_forget();

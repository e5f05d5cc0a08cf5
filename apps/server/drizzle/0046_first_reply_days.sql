ALTER TABLE "first_reply_month_counts" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_month_delays" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_months" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_months" DROP CONSTRAINT "first_reply_months_restaurant_id_month_pk";--> statement-breakpoint
ALTER TABLE "first_reply_months" ADD CONSTRAINT "first_reply_months_restaurant_id_grain_month_pk" PRIMARY KEY("restaurant_id","grain","month");--> statement-breakpoint
CREATE TABLE "first_reply_month_responders" (
	"restaurant_id" uuid NOT NULL,
	"grain" text DEFAULT 'month' NOT NULL,
	"month" date NOT NULL,
	"responder" uuid,
	"reviews" integer NOT NULL,
	"answered" integer NOT NULL,
	"due" integer NOT NULL,
	"answered_due" integer NOT NULL,
	"within" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_reply_month_responders" ADD CONSTRAINT "first_reply_month_responders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_reply_month_responders_month_idx" ON "first_reply_month_responders" USING btree ("restaurant_id","month");--> statement-breakpoint
-- hand-written: row-level security for the new tenant table, and the request role's rights
-- (docs/decisions/0012-least-privilege-role.md), as for the tables of migration 0040.
ALTER TABLE "first_reply_month_responders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "first_reply_month_responders" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ON "first_reply_month_responders" TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
-- A new time zone or target changes which reviews a period holds or what is due: its summaries
-- go, and the job builds them again with the new ones.
CREATE OR REPLACE FUNCTION first_reply_months_forget() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM first_reply_month_counts WHERE restaurant_id = NEW.id;
  DELETE FROM first_reply_month_responders WHERE restaurant_id = NEW.id;
  DELETE FROM first_reply_month_delays WHERE restaurant_id = NEW.id;
  DELETE FROM first_reply_months WHERE restaurant_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- hand-written: closed days are summarised too (grain 'day'), so a range reads its whole months
-- and its other days from the summaries, and the reviews of its last day or two only
-- (features/analytics/first-reply-months.ts). A write in a closed day bumps the day's version,
-- and its month's when the month is closed too. A write in a day still open, nearly every
-- write, costs one restaurant lookup as before.
CREATE OR REPLACE FUNCTION first_reply_month_touch(p_restaurant uuid, p_date timestamptz)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  tz text;
  longest integer;
  d date;
  m date;
BEGIN
  SELECT r.timezone, greatest(r.response_hours_negative, r.response_hours_neutral,
      r.response_hours_positive)
    INTO tz, longest FROM restaurants r WHERE r.id = p_restaurant;
  IF NOT FOUND THEN RETURN; END IF;
  d := (p_date AT TIME ZONE tz)::date;
  IF ((d + 1)::timestamp AT TIME ZONE tz) + longest * interval '1 hour' > now() THEN
    RETURN;
  END IF;
  INSERT INTO first_reply_months AS f (restaurant_id, grain, month, version)
    VALUES (p_restaurant, 'day', d, 1)
    ON CONFLICT (restaurant_id, grain, month) DO UPDATE SET version = f.version + 1;
  m := date_trunc('month', d)::date;
  IF ((m + interval '1 month')::timestamp AT TIME ZONE tz) + longest * interval '1 hour' <= now() THEN
    INSERT INTO first_reply_months AS f (restaurant_id, grain, month, version)
      VALUES (p_restaurant, 'month', m, 1)
      ON CONFLICT (restaurant_id, grain, month) DO UPDATE SET version = f.version + 1;
  END IF;
END $$;

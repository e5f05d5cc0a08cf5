ALTER TABLE "first_reply_month_counts" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_month_delays" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_months" ADD COLUMN "grain" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_reply_months" DROP CONSTRAINT "first_reply_months_restaurant_id_month_pk";--> statement-breakpoint
ALTER TABLE "first_reply_months" ADD CONSTRAINT "first_reply_months_restaurant_id_grain_month_pk" PRIMARY KEY("restaurant_id","grain","month");--> statement-breakpoint
-- hand-written: the closed days of a month not yet closed are summarised too (grain 'day'), so a
-- year's time to first reply reads the reviews of the last day or two, not of the open months
-- (features/analytics/first-reply-months.ts). A write in a closed day of an open month bumps
-- the day's version; a write in a closed month bumps the month's, and the day's when it was
-- summarised before its month was built. A write in a day still open, nearly every write, costs
-- one restaurant lookup as before.
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
  m := date_trunc('month', d)::date;
  IF ((m + interval '1 month')::timestamp AT TIME ZONE tz) + longest * interval '1 hour' > now() THEN
    INSERT INTO first_reply_months AS f (restaurant_id, grain, month, version)
      VALUES (p_restaurant, 'day', d, 1)
      ON CONFLICT (restaurant_id, grain, month) DO UPDATE SET version = f.version + 1;
    RETURN;
  END IF;
  INSERT INTO first_reply_months AS f (restaurant_id, grain, month, version)
    VALUES (p_restaurant, 'month', m, 1)
    ON CONFLICT (restaurant_id, grain, month) DO UPDATE SET version = f.version + 1;
  UPDATE first_reply_months SET version = version + 1
    WHERE restaurant_id = p_restaurant AND grain = 'day' AND month = d;
END $$;

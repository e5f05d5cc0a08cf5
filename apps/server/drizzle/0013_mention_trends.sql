CREATE TABLE "mention_daily_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"conflict" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mention_daily_stats_location_id_kind_day_subject_pk" PRIMARY KEY("location_id","kind","day","subject")
);
--> statement-breakpoint
CREATE TABLE "mention_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"conflict" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mention_monthly_stats_location_id_kind_month_subject_pk" PRIMARY KEY("location_id","kind","month","subject")
);
--> statement-breakpoint
ALTER TABLE "mention_daily_stats" ADD CONSTRAINT "mention_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_daily_stats" ADD CONSTRAINT "mention_daily_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_monthly_stats" ADD CONSTRAINT "mention_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_monthly_stats" ADD CONSTRAINT "mention_monthly_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mention_daily_stats_restaurant_idx" ON "mention_daily_stats" USING btree ("restaurant_id","kind","day");--> statement-breakpoint
CREATE INDEX "mention_monthly_stats_restaurant_idx" ON "mention_monthly_stats" USING btree ("restaurant_id","kind","month");--> statement-breakpoint
-- hand-written: row-level security of the mention rollups (as in migration 0005); the rollups
-- kept current by statement-level triggers on the four analysis tables (one aggregate per
-- statement, whatever wrote the rows), and rebuilt when a restaurant's time zone moves its
-- mentions to other calendar days.
ALTER TABLE "mention_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "mention_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "mention_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "mention_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
CREATE TYPE mention_fact AS (restaurant_id uuid, location_id uuid, review_date timestamptz,
  subject text, polarity text);
--> statement-breakpoint
-- The counts of a set of findings per location, calendar day (or month: its first day) and subject.
CREATE OR REPLACE FUNCTION mention_stats_delta(p_rows mention_fact[], p_month boolean)
RETURNS TABLE (restaurant_id uuid, location_id uuid, k date, subject text, mentions integer,
  positive integer, negative integer, neutral integer, conflict integer)
LANGUAGE sql STABLE AS $$
  SELECT f.restaurant_id, f.location_id,
    CASE WHEN p_month THEN date_trunc('month', f.review_date AT TIME ZONE r.timezone)::date
      ELSE (f.review_date AT TIME ZONE r.timezone)::date END,
    f.subject, count(*)::int, (count(*) FILTER (WHERE f.polarity = 'positive'))::int,
    (count(*) FILTER (WHERE f.polarity = 'negative'))::int,
    (count(*) FILTER (WHERE f.polarity = 'neutral'))::int,
    (count(*) FILTER (WHERE f.polarity = 'conflict'))::int
  FROM unnest(p_rows) f JOIN restaurants r ON r.id = f.restaurant_id
  GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
-- Runs as its owner: the rollups are derived data that the system keeps, whichever role (and
-- restaurant, under row-level security) wrote the findings.
CREATE OR REPLACE FUNCTION mention_stats_apply(p_kind text, p_rows mention_fact[], p_sign integer)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF coalesce(array_length(p_rows, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    INSERT INTO mention_daily_stats AS s (restaurant_id, location_id, kind, day, subject,
      mentions, positive, negative, neutral, conflict)
    SELECT d.restaurant_id, d.location_id, p_kind, d.k, d.subject, d.mentions, d.positive,
      d.negative, d.neutral, d.conflict
    FROM mention_stats_delta(p_rows, false) d
    ON CONFLICT (location_id, kind, day, subject) DO UPDATE SET
      mentions = s.mentions + excluded.mentions, positive = s.positive + excluded.positive,
      negative = s.negative + excluded.negative, neutral = s.neutral + excluded.neutral,
      conflict = s.conflict + excluded.conflict;
    INSERT INTO mention_monthly_stats AS s (restaurant_id, location_id, kind, month, subject,
      mentions, positive, negative, neutral, conflict)
    SELECT d.restaurant_id, d.location_id, p_kind, d.k, d.subject, d.mentions, d.positive,
      d.negative, d.neutral, d.conflict
    FROM mention_stats_delta(p_rows, true) d
    ON CONFLICT (location_id, kind, month, subject) DO UPDATE SET
      mentions = s.mentions + excluded.mentions, positive = s.positive + excluded.positive,
      negative = s.negative + excluded.negative, neutral = s.neutral + excluded.neutral,
      conflict = s.conflict + excluded.conflict;
  ELSE
    -- Subtract only: the rows of a location being deleted may already be gone with it.
    UPDATE mention_daily_stats s SET
      mentions = s.mentions - d.mentions, positive = s.positive - d.positive,
      negative = s.negative - d.negative, neutral = s.neutral - d.neutral,
      conflict = s.conflict - d.conflict
    FROM mention_stats_delta(p_rows, false) d
    WHERE s.location_id = d.location_id AND s.kind = p_kind AND s.day = d.k
      AND s.subject = d.subject;
    UPDATE mention_monthly_stats s SET
      mentions = s.mentions - d.mentions, positive = s.positive - d.positive,
      negative = s.negative - d.negative, neutral = s.neutral - d.neutral,
      conflict = s.conflict - d.conflict
    FROM mention_stats_delta(p_rows, true) d
    WHERE s.location_id = d.location_id AND s.kind = p_kind AND s.month = d.k
      AND s.subject = d.subject;
  END IF;
END $$;
--> statement-breakpoint
-- One trigger function per analysis table: each names its subject and polarity columns.
CREATE OR REPLACE FUNCTION review_categories_mention_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM mention_stats_apply('categories', ARRAY(SELECT ROW(o.restaurant_id, o.location_id,
      o.review_date, o.category, o.polarity)::mention_fact FROM old_rows o), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM mention_stats_apply('categories', ARRAY(SELECT ROW(n.restaurant_id, n.location_id,
      n.review_date, n.category, n.polarity)::mention_fact FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_keywords_mention_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM mention_stats_apply('keywords', ARRAY(SELECT ROW(o.restaurant_id, o.location_id,
      o.review_date, o.keyword, o.sentiment)::mention_fact FROM old_rows o), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM mention_stats_apply('keywords', ARRAY(SELECT ROW(n.restaurant_id, n.location_id,
      n.review_date, n.keyword, n.sentiment)::mention_fact FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION menu_mentions_mention_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM mention_stats_apply('menu', ARRAY(SELECT ROW(o.restaurant_id, o.location_id,
      o.review_date, o.menu_item_id::text, o.polarity)::mention_fact FROM old_rows o), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM mention_stats_apply('menu', ARRAY(SELECT ROW(n.restaurant_id, n.location_id,
      n.review_date, n.menu_item_id::text, n.polarity)::mention_fact FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_mentions_mention_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM mention_stats_apply('staff', ARRAY(SELECT ROW(o.restaurant_id, o.location_id,
      o.review_date, o.staff_member_id::text, o.polarity)::mention_fact FROM old_rows o), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM mention_stats_apply('staff', ARRAY(SELECT ROW(n.restaurant_id, n.location_id,
      n.review_date, n.staff_member_id::text, n.polarity)::mention_fact FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['review_categories', 'review_keywords', 'menu_mentions', 'staff_mentions'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_stats_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s_mention_stats()', t);
    EXECUTE format('CREATE TRIGGER %1$s_stats_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s_mention_stats()', t);
    EXECUTE format('CREATE TRIGGER %1$s_stats_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s_mention_stats()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Recomputes the mention counts of one restaurant (NULL: all) from the analysis tables. Bulk
-- loads that bypass triggers call it afterwards.
CREATE OR REPLACE FUNCTION mention_stats_rebuild(p_restaurant uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM mention_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM mention_monthly_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  INSERT INTO mention_daily_stats (restaurant_id, location_id, kind, day, subject, mentions,
    positive, negative, neutral, conflict)
  SELECT m.restaurant_id, m.location_id, m.kind, (m.review_date AT TIME ZONE r.timezone)::date,
    m.subject, count(*), count(*) FILTER (WHERE m.polarity = 'positive'),
    count(*) FILTER (WHERE m.polarity = 'negative'),
    count(*) FILTER (WHERE m.polarity = 'neutral'),
    count(*) FILTER (WHERE m.polarity = 'conflict')
  FROM (
    SELECT restaurant_id, location_id, review_date, 'categories' AS kind, category AS subject,
      polarity FROM review_categories
    UNION ALL
    SELECT restaurant_id, location_id, review_date, 'keywords', keyword, sentiment
    FROM review_keywords
    UNION ALL
    SELECT restaurant_id, location_id, review_date, 'menu', menu_item_id::text, polarity
    FROM menu_mentions
    UNION ALL
    SELECT restaurant_id, location_id, review_date, 'staff', staff_member_id::text, polarity
    FROM staff_mentions
  ) m JOIN restaurants r ON r.id = m.restaurant_id
  WHERE p_restaurant IS NULL OR m.restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO mention_monthly_stats (restaurant_id, location_id, kind, month, subject, mentions,
    positive, negative, neutral, conflict)
  SELECT restaurant_id, location_id, kind, date_trunc('month', day)::date, subject,
    sum(mentions), sum(positive), sum(negative), sum(neutral), sum(conflict)
  FROM mention_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mention_stats_on_timezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mention_stats_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER restaurants_timezone_mention_stats AFTER UPDATE OF timezone ON restaurants
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION mention_stats_on_timezone();
--> statement-breakpoint
SELECT mention_stats_rebuild(NULL);

CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"scope_location_ids" uuid[],
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_daily_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"r1" integer DEFAULT 0 NOT NULL,
	"r2" integer DEFAULT 0 NOT NULL,
	"r3" integer DEFAULT 0 NOT NULL,
	"r4" integer DEFAULT 0 NOT NULL,
	"r5" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"status_new" integer DEFAULT 0 NOT NULL,
	"status_draft" integer DEFAULT 0 NOT NULL,
	"status_edited" integer DEFAULT 0 NOT NULL,
	"status_regenerated" integer DEFAULT 0 NOT NULL,
	"status_approved" integer DEFAULT 0 NOT NULL,
	"status_posted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_daily_stats_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"r1" integer DEFAULT 0 NOT NULL,
	"r2" integer DEFAULT 0 NOT NULL,
	"r3" integer DEFAULT 0 NOT NULL,
	"r4" integer DEFAULT 0 NOT NULL,
	"r5" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"status_new" integer DEFAULT 0 NOT NULL,
	"status_draft" integer DEFAULT 0 NOT NULL,
	"status_edited" integer DEFAULT 0 NOT NULL,
	"status_regenerated" integer DEFAULT 0 NOT NULL,
	"status_approved" integer DEFAULT 0 NOT NULL,
	"status_posted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_monthly_stats_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "review_source_daily_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_source_daily_stats_location_id_day_source_pk" PRIMARY KEY("location_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "review_source_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_source_monthly_stats_location_id_month_source_pk" PRIMARY KEY("location_id","month","source")
);
--> statement-breakpoint
CREATE TABLE "weekly_report_optouts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD CONSTRAINT "review_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_daily_stats" ADD CONSTRAINT "review_daily_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD CONSTRAINT "review_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ADD CONSTRAINT "review_monthly_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_daily_stats" ADD CONSTRAINT "review_source_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_daily_stats" ADD CONSTRAINT "review_source_daily_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_monthly_stats" ADD CONSTRAINT "review_source_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_monthly_stats" ADD CONSTRAINT "review_source_monthly_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_optouts" ADD CONSTRAINT "weekly_report_optouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_restaurant_created_idx" ON "reports" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "review_daily_stats_restaurant_day_idx" ON "review_daily_stats" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "review_monthly_stats_restaurant_month_idx" ON "review_monthly_stats" USING btree ("restaurant_id","month");--> statement-breakpoint
CREATE INDEX "review_source_daily_stats_restaurant_day_idx" ON "review_source_daily_stats" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "review_source_monthly_stats_restaurant_month_idx" ON "review_source_monthly_stats" USING btree ("restaurant_id","month");--> statement-breakpoint
-- hand-written: row-level security of the new tables (as in migration 0005); then the
-- review_*_stats rollups (per day and per month), kept current by statement-level triggers on
-- reviews (one aggregate per statement, whatever wrote the rows) and rebuilt when a
-- restaurant's time zone moves its reviews to other calendar days.
ALTER TABLE "review_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_source_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_source_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_source_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_source_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "reports" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "weekly_report_optouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "weekly_report_optouts"
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "weekly_report_optouts"."user_id"
    AND u."restaurant_id" = app_tenant()));--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_delta(p_rows reviews[])
RETURNS TABLE (restaurant_id uuid, location_id uuid, day date, source text, rating smallint,
  replied boolean, status text)
LANGUAGE sql STABLE AS $$
  SELECT n.restaurant_id, n.location_id, (n.review_date AT TIME ZONE r.timezone)::date, n.source,
    n.rating, n.response IS NOT NULL, n.status
  FROM unnest(p_rows) n JOIN restaurants r ON r.id = n.restaurant_id
$$;
--> statement-breakpoint
-- One body for both grains: per calendar day, and per month (the first day of the month), so
-- long ranges read whole months and only their edge days.
-- Runs as its owner: the rollups are derived data that the system keeps, whichever role (and
-- restaurant, under row-level security) wrote the reviews.
CREATE OR REPLACE FUNCTION review_stats_apply(p_rows reviews[], p_sign integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  g record;
BEGIN
  IF coalesce(array_length(p_rows, 1), 0) = 0 THEN
    RETURN;
  END IF;
  FOR g IN SELECT * FROM (VALUES
    ('review_daily_stats', 'review_source_daily_stats', 'day', 'day'),
    ('review_monthly_stats', 'review_source_monthly_stats', 'month', 'date_trunc(''month'', day)::date')
  ) AS v(stats, sources, col, expr) LOOP
    IF p_sign > 0 THEN
      EXECUTE format($q$
        INSERT INTO %1$I AS s (restaurant_id, location_id, %2$I,
          reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
          status_edited, status_regenerated, status_approved, status_posted)
        SELECT restaurant_id, location_id, %3$s,
          count(*), sum(rating), count(*) FILTER (WHERE rating = 1),
          count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
          count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
          count(*) FILTER (WHERE replied), count(*) FILTER (WHERE status = 'new'),
          count(*) FILTER (WHERE status = 'draft'),
          count(*) FILTER (WHERE status = 'edited'),
          count(*) FILTER (WHERE status = 'regenerated'),
          count(*) FILTER (WHERE status = 'approved'),
          count(*) FILTER (WHERE status = 'posted')
        FROM review_stats_delta($1) GROUP BY 1, 2, 3
        ON CONFLICT (location_id, %2$I) DO UPDATE SET
          reviews = s.reviews + excluded.reviews,
          rating_sum = s.rating_sum + excluded.rating_sum, r1 = s.r1 + excluded.r1,
          r2 = s.r2 + excluded.r2, r3 = s.r3 + excluded.r3, r4 = s.r4 + excluded.r4,
          r5 = s.r5 + excluded.r5, replied = s.replied + excluded.replied,
          status_new = s.status_new + excluded.status_new,
          status_draft = s.status_draft + excluded.status_draft,
          status_edited = s.status_edited + excluded.status_edited,
          status_regenerated = s.status_regenerated + excluded.status_regenerated,
          status_approved = s.status_approved + excluded.status_approved,
          status_posted = s.status_posted + excluded.status_posted
      $q$, g.stats, g.col, g.expr) USING p_rows;
      EXECUTE format($q$
        INSERT INTO %1$I AS s (restaurant_id, location_id, %2$I, source, reviews, rating_sum)
        SELECT restaurant_id, location_id, %3$s, source, count(*), sum(rating)
        FROM review_stats_delta($1) GROUP BY 1, 2, 3, 4
        ON CONFLICT (location_id, %2$I, source) DO UPDATE SET
          reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum
      $q$, g.sources, g.col, g.expr) USING p_rows;
    ELSE
      -- Subtract only: the rows of a location being deleted may already be gone with it.
      EXECUTE format($q$
        UPDATE %1$I s SET
          reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum,
          r1 = s.r1 - d.r1, r2 = s.r2 - d.r2, r3 = s.r3 - d.r3, r4 = s.r4 - d.r4,
          r5 = s.r5 - d.r5, replied = s.replied - d.replied,
          status_new = s.status_new - d.status_new,
          status_draft = s.status_draft - d.status_draft,
          status_edited = s.status_edited - d.status_edited,
          status_regenerated = s.status_regenerated - d.status_regenerated,
          status_approved = s.status_approved - d.status_approved,
          status_posted = s.status_posted - d.status_posted
        FROM (
          SELECT location_id, %3$s AS k,
          count(*) AS reviews, sum(rating) AS rating_sum,
          count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
          count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
          count(*) FILTER (WHERE rating = 5) AS r5, count(*) FILTER (WHERE replied) AS replied,
          count(*) FILTER (WHERE status = 'new') AS status_new,
          count(*) FILTER (WHERE status = 'draft') AS status_draft,
          count(*) FILTER (WHERE status = 'edited') AS status_edited,
          count(*) FILTER (WHERE status = 'regenerated') AS status_regenerated,
          count(*) FILTER (WHERE status = 'approved') AS status_approved,
          count(*) FILTER (WHERE status = 'posted') AS status_posted
          FROM review_stats_delta($1) GROUP BY 1, 2
        ) d
        WHERE s.location_id = d.location_id AND s.%2$I = d.k
      $q$, g.stats, g.col, g.expr) USING p_rows;
      EXECUTE format($q$
        UPDATE %1$I s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum
        FROM (
          SELECT location_id, %3$s AS k, source, count(*) AS reviews, sum(rating) AS rating_sum
          FROM review_stats_delta($1) GROUP BY 1, 2, 3
        ) d
        WHERE s.location_id = d.location_id AND s.%2$I = d.k AND s.source = d.source
      $q$, g.sources, g.col, g.expr) USING p_rows;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_stats_apply(ARRAY(SELECT n::reviews FROM new_rows n), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_stats_apply(ARRAY(SELECT o::reviews FROM old_rows o), -1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counted facts changed are moved: editing a reply's text costs nothing here.
CREATE OR REPLACE FUNCTION review_stats_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_stats_apply(ARRAY(
    SELECT o::reviews FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.location_id, o.source, o.rating, o.review_date, o.status, o.response IS NULL)
      IS DISTINCT FROM (n.location_id, n.source, n.rating, n.review_date, n.status, n.response IS NULL)
  ), -1);
  PERFORM review_stats_apply(ARRAY(
    SELECT n::reviews FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.location_id, o.source, o.rating, o.review_date, o.status, o.response IS NULL)
      IS DISTINCT FROM (n.location_id, n.source, n.rating, n.review_date, n.status, n.response IS NULL)
  ), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_stats_on_insert();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_stats_on_delete();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_stats_on_update();
--> statement-breakpoint
-- Recomputes the counts of one restaurant (NULL: all) from its reviews, a location at a time so
-- memory stays bounded. Bulk loads that bypass triggers call it afterwards.
CREATE OR REPLACE FUNCTION review_stats_rebuild(p_restaurant uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  loc uuid;
BEGIN
  DELETE FROM review_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_source_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_monthly_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_source_monthly_stats
    WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  FOR loc IN SELECT id FROM locations WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant LOOP
    PERFORM review_stats_apply(ARRAY(SELECT r FROM reviews r WHERE r.location_id = loc), 1);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_stats_on_timezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM review_stats_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER restaurants_timezone_stats AFTER UPDATE OF timezone ON restaurants FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION review_stats_on_timezone();
--> statement-breakpoint
SELECT review_stats_rebuild(NULL);

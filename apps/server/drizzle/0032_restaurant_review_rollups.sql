CREATE TABLE "review_restaurant_daily_stats" (
	"restaurant_id" uuid NOT NULL,
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
	CONSTRAINT "review_restaurant_daily_stats_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_restaurant_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
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
	CONSTRAINT "review_restaurant_monthly_stats_restaurant_id_month_pk" PRIMARY KEY("restaurant_id","month")
);
--> statement-breakpoint
CREATE TABLE "review_source_restaurant_daily_stats" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_source_restaurant_daily_stats_restaurant_id_day_source_pk" PRIMARY KEY("restaurant_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "review_source_restaurant_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_source_restaurant_monthly_stats_restaurant_id_month_source_pk" PRIMARY KEY("restaurant_id","month","source")
);
--> statement-breakpoint
ALTER TABLE "review_restaurant_daily_stats" ADD CONSTRAINT "review_restaurant_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_restaurant_monthly_stats" ADD CONSTRAINT "review_restaurant_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_restaurant_daily_stats" ADD CONSTRAINT "review_source_restaurant_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_source_restaurant_monthly_stats" ADD CONSTRAINT "review_source_restaurant_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: row-level security and read rights of the restaurant-wide review rollups (only
-- the triggers' SECURITY DEFINER functions write them); the triggers' function and the rebuild
-- keep them beside the per-location ones; then they are filled from the per-location ones.
ALTER TABLE "review_restaurant_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_restaurant_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_restaurant_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_restaurant_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_source_restaurant_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_source_restaurant_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_source_restaurant_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_source_restaurant_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ON "review_restaurant_daily_stats", "review_restaurant_monthly_stats",
      "review_source_restaurant_daily_stats", "review_source_restaurant_monthly_stats"
      TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
-- One statement for all four grains (per location and per restaurant, each per calendar day and
-- per month): the delta is computed once, and the statement is static, so a session plans it
-- once instead of planning four dynamic statements on every write (each review a webhook stored
-- by itself paid them all). Rows are written in key order, so concurrent writers of one
-- restaurant lock them in the same order. Subtract only: the rows of a location being deleted
-- may already be gone with it.
CREATE OR REPLACE FUNCTION review_stats_apply(p_rows reviews[], p_sign integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  written bigint;
BEGIN
  IF coalesce(array_length(p_rows, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    WITH d AS MATERIALIZED (SELECT * FROM review_stats_delta(p_rows)),
  c0 AS (
      INSERT INTO review_daily_stats AS s (restaurant_id, location_id, day,
        reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
        status_edited, status_regenerated, status_approved, status_posted)
      SELECT restaurant_id, location_id, day, count(*), sum(rating), count(*) FILTER (WHERE rating = 1),
        count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
        count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
        count(*) FILTER (WHERE replied), count(*) FILTER (WHERE status = 'new'),
        count(*) FILTER (WHERE status = 'draft'), count(*) FILTER (WHERE status = 'edited'),
        count(*) FILTER (WHERE status = 'regenerated'),
        count(*) FILTER (WHERE status = 'approved'), count(*) FILTER (WHERE status = 'posted')
      FROM d GROUP BY restaurant_id, location_id, day ORDER BY restaurant_id, location_id, day
      ON CONFLICT (location_id, day) DO UPDATE SET reviews = s.reviews + excluded.reviews,
        rating_sum = s.rating_sum + excluded.rating_sum, r1 = s.r1 + excluded.r1,
        r2 = s.r2 + excluded.r2, r3 = s.r3 + excluded.r3, r4 = s.r4 + excluded.r4,
        r5 = s.r5 + excluded.r5, replied = s.replied + excluded.replied,
        status_new = s.status_new + excluded.status_new,
        status_draft = s.status_draft + excluded.status_draft,
        status_edited = s.status_edited + excluded.status_edited,
        status_regenerated = s.status_regenerated + excluded.status_regenerated,
        status_approved = s.status_approved + excluded.status_approved,
        status_posted = s.status_posted + excluded.status_posted
      RETURNING 1),
  s0 AS (
      INSERT INTO review_source_daily_stats AS s (restaurant_id, location_id, day, source, reviews, rating_sum)
      SELECT restaurant_id, location_id, day, source, count(*), sum(rating)
      FROM d GROUP BY restaurant_id, location_id, day, source ORDER BY restaurant_id, location_id, day, source
      ON CONFLICT (location_id, day, source) DO UPDATE SET
        reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum
      RETURNING 1),
  c1 AS (
      INSERT INTO review_monthly_stats AS s (restaurant_id, location_id, month,
        reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
        status_edited, status_regenerated, status_approved, status_posted)
      SELECT restaurant_id, location_id, date_trunc('month', day)::date, count(*), sum(rating), count(*) FILTER (WHERE rating = 1),
        count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
        count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
        count(*) FILTER (WHERE replied), count(*) FILTER (WHERE status = 'new'),
        count(*) FILTER (WHERE status = 'draft'), count(*) FILTER (WHERE status = 'edited'),
        count(*) FILTER (WHERE status = 'regenerated'),
        count(*) FILTER (WHERE status = 'approved'), count(*) FILTER (WHERE status = 'posted')
      FROM d GROUP BY restaurant_id, location_id, date_trunc('month', day)::date ORDER BY restaurant_id, location_id, date_trunc('month', day)::date
      ON CONFLICT (location_id, month) DO UPDATE SET reviews = s.reviews + excluded.reviews,
        rating_sum = s.rating_sum + excluded.rating_sum, r1 = s.r1 + excluded.r1,
        r2 = s.r2 + excluded.r2, r3 = s.r3 + excluded.r3, r4 = s.r4 + excluded.r4,
        r5 = s.r5 + excluded.r5, replied = s.replied + excluded.replied,
        status_new = s.status_new + excluded.status_new,
        status_draft = s.status_draft + excluded.status_draft,
        status_edited = s.status_edited + excluded.status_edited,
        status_regenerated = s.status_regenerated + excluded.status_regenerated,
        status_approved = s.status_approved + excluded.status_approved,
        status_posted = s.status_posted + excluded.status_posted
      RETURNING 1),
  s1 AS (
      INSERT INTO review_source_monthly_stats AS s (restaurant_id, location_id, month, source, reviews, rating_sum)
      SELECT restaurant_id, location_id, date_trunc('month', day)::date, source, count(*), sum(rating)
      FROM d GROUP BY restaurant_id, location_id, date_trunc('month', day)::date, source ORDER BY restaurant_id, location_id, date_trunc('month', day)::date, source
      ON CONFLICT (location_id, month, source) DO UPDATE SET
        reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum
      RETURNING 1),
  c2 AS (
      INSERT INTO review_restaurant_daily_stats AS s (restaurant_id, day,
        reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
        status_edited, status_regenerated, status_approved, status_posted)
      SELECT restaurant_id, day, count(*), sum(rating), count(*) FILTER (WHERE rating = 1),
        count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
        count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
        count(*) FILTER (WHERE replied), count(*) FILTER (WHERE status = 'new'),
        count(*) FILTER (WHERE status = 'draft'), count(*) FILTER (WHERE status = 'edited'),
        count(*) FILTER (WHERE status = 'regenerated'),
        count(*) FILTER (WHERE status = 'approved'), count(*) FILTER (WHERE status = 'posted')
      FROM d GROUP BY restaurant_id, day ORDER BY restaurant_id, day
      ON CONFLICT (restaurant_id, day) DO UPDATE SET reviews = s.reviews + excluded.reviews,
        rating_sum = s.rating_sum + excluded.rating_sum, r1 = s.r1 + excluded.r1,
        r2 = s.r2 + excluded.r2, r3 = s.r3 + excluded.r3, r4 = s.r4 + excluded.r4,
        r5 = s.r5 + excluded.r5, replied = s.replied + excluded.replied,
        status_new = s.status_new + excluded.status_new,
        status_draft = s.status_draft + excluded.status_draft,
        status_edited = s.status_edited + excluded.status_edited,
        status_regenerated = s.status_regenerated + excluded.status_regenerated,
        status_approved = s.status_approved + excluded.status_approved,
        status_posted = s.status_posted + excluded.status_posted
      RETURNING 1),
  s2 AS (
      INSERT INTO review_source_restaurant_daily_stats AS s (restaurant_id, day, source, reviews, rating_sum)
      SELECT restaurant_id, day, source, count(*), sum(rating)
      FROM d GROUP BY restaurant_id, day, source ORDER BY restaurant_id, day, source
      ON CONFLICT (restaurant_id, day, source) DO UPDATE SET
        reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum
      RETURNING 1),
  c3 AS (
      INSERT INTO review_restaurant_monthly_stats AS s (restaurant_id, month,
        reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
        status_edited, status_regenerated, status_approved, status_posted)
      SELECT restaurant_id, date_trunc('month', day)::date, count(*), sum(rating), count(*) FILTER (WHERE rating = 1),
        count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
        count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
        count(*) FILTER (WHERE replied), count(*) FILTER (WHERE status = 'new'),
        count(*) FILTER (WHERE status = 'draft'), count(*) FILTER (WHERE status = 'edited'),
        count(*) FILTER (WHERE status = 'regenerated'),
        count(*) FILTER (WHERE status = 'approved'), count(*) FILTER (WHERE status = 'posted')
      FROM d GROUP BY restaurant_id, date_trunc('month', day)::date ORDER BY restaurant_id, date_trunc('month', day)::date
      ON CONFLICT (restaurant_id, month) DO UPDATE SET reviews = s.reviews + excluded.reviews,
        rating_sum = s.rating_sum + excluded.rating_sum, r1 = s.r1 + excluded.r1,
        r2 = s.r2 + excluded.r2, r3 = s.r3 + excluded.r3, r4 = s.r4 + excluded.r4,
        r5 = s.r5 + excluded.r5, replied = s.replied + excluded.replied,
        status_new = s.status_new + excluded.status_new,
        status_draft = s.status_draft + excluded.status_draft,
        status_edited = s.status_edited + excluded.status_edited,
        status_regenerated = s.status_regenerated + excluded.status_regenerated,
        status_approved = s.status_approved + excluded.status_approved,
        status_posted = s.status_posted + excluded.status_posted
      RETURNING 1),
  s3 AS (
      INSERT INTO review_source_restaurant_monthly_stats AS s (restaurant_id, month, source, reviews, rating_sum)
      SELECT restaurant_id, date_trunc('month', day)::date, source, count(*), sum(rating)
      FROM d GROUP BY restaurant_id, date_trunc('month', day)::date, source ORDER BY restaurant_id, date_trunc('month', day)::date, source
      ON CONFLICT (restaurant_id, month, source) DO UPDATE SET
        reviews = s.reviews + excluded.reviews, rating_sum = s.rating_sum + excluded.rating_sum
      RETURNING 1)
    SELECT (SELECT count(*) FROM c0) + (SELECT count(*) FROM s0) + (SELECT count(*) FROM c1) + (SELECT count(*) FROM s1) + (SELECT count(*) FROM c2) + (SELECT count(*) FROM s2) + (SELECT count(*) FROM c3) + (SELECT count(*) FROM s3) INTO written;
  ELSE
    WITH d AS MATERIALIZED (SELECT * FROM review_stats_delta(p_rows)),
  c0 AS (
      UPDATE review_daily_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum,
        r1 = s.r1 - d.r1, r2 = s.r2 - d.r2, r3 = s.r3 - d.r3, r4 = s.r4 - d.r4,
        r5 = s.r5 - d.r5, replied = s.replied - d.replied,
        status_new = s.status_new - d.status_new, status_draft = s.status_draft - d.status_draft,
        status_edited = s.status_edited - d.status_edited,
        status_regenerated = s.status_regenerated - d.status_regenerated,
        status_approved = s.status_approved - d.status_approved,
        status_posted = s.status_posted - d.status_posted
      FROM (SELECT location_id AS per, day AS k, count(*) AS reviews, sum(rating) AS rating_sum,
        count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
        count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
        count(*) FILTER (WHERE rating = 5) AS r5, count(*) FILTER (WHERE replied) AS replied,
        count(*) FILTER (WHERE status = 'new') AS status_new,
        count(*) FILTER (WHERE status = 'draft') AS status_draft,
        count(*) FILTER (WHERE status = 'edited') AS status_edited,
        count(*) FILTER (WHERE status = 'regenerated') AS status_regenerated,
        count(*) FILTER (WHERE status = 'approved') AS status_approved,
        count(*) FILTER (WHERE status = 'posted') AS status_posted
        FROM d GROUP BY 1, 2 ORDER BY 1, 2) d
      WHERE s.location_id = d.per AND s.day = d.k
      RETURNING 1),
  s0 AS (
      UPDATE review_source_daily_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum
      FROM (SELECT location_id AS per, day AS k, source, count(*) AS reviews,
          sum(rating) AS rating_sum
        FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
      WHERE s.location_id = d.per AND s.day = d.k AND s.source = d.source
      RETURNING 1),
  c1 AS (
      UPDATE review_monthly_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum,
        r1 = s.r1 - d.r1, r2 = s.r2 - d.r2, r3 = s.r3 - d.r3, r4 = s.r4 - d.r4,
        r5 = s.r5 - d.r5, replied = s.replied - d.replied,
        status_new = s.status_new - d.status_new, status_draft = s.status_draft - d.status_draft,
        status_edited = s.status_edited - d.status_edited,
        status_regenerated = s.status_regenerated - d.status_regenerated,
        status_approved = s.status_approved - d.status_approved,
        status_posted = s.status_posted - d.status_posted
      FROM (SELECT location_id AS per, date_trunc('month', day)::date AS k, count(*) AS reviews, sum(rating) AS rating_sum,
        count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
        count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
        count(*) FILTER (WHERE rating = 5) AS r5, count(*) FILTER (WHERE replied) AS replied,
        count(*) FILTER (WHERE status = 'new') AS status_new,
        count(*) FILTER (WHERE status = 'draft') AS status_draft,
        count(*) FILTER (WHERE status = 'edited') AS status_edited,
        count(*) FILTER (WHERE status = 'regenerated') AS status_regenerated,
        count(*) FILTER (WHERE status = 'approved') AS status_approved,
        count(*) FILTER (WHERE status = 'posted') AS status_posted
        FROM d GROUP BY 1, 2 ORDER BY 1, 2) d
      WHERE s.location_id = d.per AND s.month = d.k
      RETURNING 1),
  s1 AS (
      UPDATE review_source_monthly_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum
      FROM (SELECT location_id AS per, date_trunc('month', day)::date AS k, source, count(*) AS reviews,
          sum(rating) AS rating_sum
        FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
      WHERE s.location_id = d.per AND s.month = d.k AND s.source = d.source
      RETURNING 1),
  c2 AS (
      UPDATE review_restaurant_daily_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum,
        r1 = s.r1 - d.r1, r2 = s.r2 - d.r2, r3 = s.r3 - d.r3, r4 = s.r4 - d.r4,
        r5 = s.r5 - d.r5, replied = s.replied - d.replied,
        status_new = s.status_new - d.status_new, status_draft = s.status_draft - d.status_draft,
        status_edited = s.status_edited - d.status_edited,
        status_regenerated = s.status_regenerated - d.status_regenerated,
        status_approved = s.status_approved - d.status_approved,
        status_posted = s.status_posted - d.status_posted
      FROM (SELECT restaurant_id AS per, day AS k, count(*) AS reviews, sum(rating) AS rating_sum,
        count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
        count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
        count(*) FILTER (WHERE rating = 5) AS r5, count(*) FILTER (WHERE replied) AS replied,
        count(*) FILTER (WHERE status = 'new') AS status_new,
        count(*) FILTER (WHERE status = 'draft') AS status_draft,
        count(*) FILTER (WHERE status = 'edited') AS status_edited,
        count(*) FILTER (WHERE status = 'regenerated') AS status_regenerated,
        count(*) FILTER (WHERE status = 'approved') AS status_approved,
        count(*) FILTER (WHERE status = 'posted') AS status_posted
        FROM d GROUP BY 1, 2 ORDER BY 1, 2) d
      WHERE s.restaurant_id = d.per AND s.day = d.k
      RETURNING 1),
  s2 AS (
      UPDATE review_source_restaurant_daily_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum
      FROM (SELECT restaurant_id AS per, day AS k, source, count(*) AS reviews,
          sum(rating) AS rating_sum
        FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
      WHERE s.restaurant_id = d.per AND s.day = d.k AND s.source = d.source
      RETURNING 1),
  c3 AS (
      UPDATE review_restaurant_monthly_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum,
        r1 = s.r1 - d.r1, r2 = s.r2 - d.r2, r3 = s.r3 - d.r3, r4 = s.r4 - d.r4,
        r5 = s.r5 - d.r5, replied = s.replied - d.replied,
        status_new = s.status_new - d.status_new, status_draft = s.status_draft - d.status_draft,
        status_edited = s.status_edited - d.status_edited,
        status_regenerated = s.status_regenerated - d.status_regenerated,
        status_approved = s.status_approved - d.status_approved,
        status_posted = s.status_posted - d.status_posted
      FROM (SELECT restaurant_id AS per, date_trunc('month', day)::date AS k, count(*) AS reviews, sum(rating) AS rating_sum,
        count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
        count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
        count(*) FILTER (WHERE rating = 5) AS r5, count(*) FILTER (WHERE replied) AS replied,
        count(*) FILTER (WHERE status = 'new') AS status_new,
        count(*) FILTER (WHERE status = 'draft') AS status_draft,
        count(*) FILTER (WHERE status = 'edited') AS status_edited,
        count(*) FILTER (WHERE status = 'regenerated') AS status_regenerated,
        count(*) FILTER (WHERE status = 'approved') AS status_approved,
        count(*) FILTER (WHERE status = 'posted') AS status_posted
        FROM d GROUP BY 1, 2 ORDER BY 1, 2) d
      WHERE s.restaurant_id = d.per AND s.month = d.k
      RETURNING 1),
  s3 AS (
      UPDATE review_source_restaurant_monthly_stats s SET reviews = s.reviews - d.reviews, rating_sum = s.rating_sum - d.rating_sum
      FROM (SELECT restaurant_id AS per, date_trunc('month', day)::date AS k, source, count(*) AS reviews,
          sum(rating) AS rating_sum
        FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
      WHERE s.restaurant_id = d.per AND s.month = d.k AND s.source = d.source
      RETURNING 1)
    SELECT (SELECT count(*) FROM c0) + (SELECT count(*) FROM s0) + (SELECT count(*) FROM c1) + (SELECT count(*) FROM s1) + (SELECT count(*) FROM c2) + (SELECT count(*) FROM s2) + (SELECT count(*) FROM c3) + (SELECT count(*) FROM s3) INTO written;
  END IF;
END $$;
--> statement-breakpoint
-- Recomputes the counts of one restaurant (NULL: all) from its reviews: the days in two passes
-- over the reviews (one for the counts, one per source), the months from the days, then the
-- restaurant-wide rows from the per-location ones. Set-based: the aggregates spill to disk
-- beyond work_mem, so memory stays bounded, and 10 million reviews take two scans instead of a
-- thousand array builds of a location's reviews. Bulk loads that bypass triggers call it.
CREATE OR REPLACE FUNCTION review_stats_rebuild(p_restaurant uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM review_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_source_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_monthly_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM review_source_monthly_stats
    WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  INSERT INTO review_daily_stats (restaurant_id, location_id, day, reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
    status_edited, status_regenerated, status_approved, status_posted)
  SELECT n.restaurant_id, n.location_id, (n.review_date AT TIME ZONE r.timezone)::date,
    count(*), sum(n.rating), count(*) FILTER (WHERE n.rating = 1),
    count(*) FILTER (WHERE n.rating = 2), count(*) FILTER (WHERE n.rating = 3),
    count(*) FILTER (WHERE n.rating = 4), count(*) FILTER (WHERE n.rating = 5),
    count(*) FILTER (WHERE n.response IS NOT NULL), count(*) FILTER (WHERE n.status = 'new'),
    count(*) FILTER (WHERE n.status = 'draft'), count(*) FILTER (WHERE n.status = 'edited'),
    count(*) FILTER (WHERE n.status = 'regenerated'),
    count(*) FILTER (WHERE n.status = 'approved'), count(*) FILTER (WHERE n.status = 'posted')
  FROM reviews n JOIN restaurants r ON r.id = n.restaurant_id
  WHERE p_restaurant IS NULL OR n.restaurant_id = p_restaurant
  GROUP BY 1, 2, 3;
  INSERT INTO review_source_daily_stats (restaurant_id, location_id, day, source, reviews,
    rating_sum)
  SELECT n.restaurant_id, n.location_id, (n.review_date AT TIME ZONE r.timezone)::date, n.source,
    count(*), sum(n.rating)
  FROM reviews n JOIN restaurants r ON r.id = n.restaurant_id
  WHERE p_restaurant IS NULL OR n.restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4;
  INSERT INTO review_monthly_stats (restaurant_id, location_id, month, reviews, rating_sum, r1, r2, r3, r4, r5, replied, status_new, status_draft,
    status_edited, status_regenerated, status_approved, status_posted)
  SELECT restaurant_id, location_id, date_trunc('month', day)::date, sum(reviews), sum(rating_sum), sum(r1), sum(r2), sum(r3), sum(r4), sum(r5),
    sum(replied), sum(status_new), sum(status_draft), sum(status_edited),
    sum(status_regenerated), sum(status_approved), sum(status_posted)
  FROM review_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant
  GROUP BY 1, 2, 3;
  INSERT INTO review_source_monthly_stats (restaurant_id, location_id, month, source, reviews,
    rating_sum)
  SELECT restaurant_id, location_id, date_trunc('month', day)::date, source, sum(reviews),
    sum(rating_sum)
  FROM review_source_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4;
  PERFORM review_stats_sum_restaurants(p_restaurant);
END $$;
--> statement-breakpoint
-- The restaurant-wide rollups as sums of the per-location ones (the rebuild's last step).
CREATE OR REPLACE FUNCTION review_stats_sum_restaurants(p_restaurant uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT * FROM (VALUES
    ('review_restaurant_daily_stats', 'review_daily_stats', 'day'),
    ('review_restaurant_monthly_stats', 'review_monthly_stats', 'month')
  ) AS v(target, per_location, col) LOOP
    EXECUTE format('DELETE FROM %I WHERE $1 IS NULL OR restaurant_id = $1', g.target)
      USING p_restaurant;
    EXECUTE format($q$
      INSERT INTO %1$I (restaurant_id, %3$I, reviews, rating_sum, r1, r2, r3, r4, r5, replied,
        status_new, status_draft, status_edited, status_regenerated, status_approved,
        status_posted)
      SELECT restaurant_id, %3$I, sum(reviews), sum(rating_sum), sum(r1), sum(r2), sum(r3),
        sum(r4), sum(r5), sum(replied), sum(status_new), sum(status_draft), sum(status_edited),
        sum(status_regenerated), sum(status_approved), sum(status_posted)
      FROM %2$I WHERE $1 IS NULL OR restaurant_id = $1 GROUP BY 1, 2
    $q$, g.target, g.per_location, g.col) USING p_restaurant;
  END LOOP;
  FOR g IN SELECT * FROM (VALUES
    ('review_source_restaurant_daily_stats', 'review_source_daily_stats', 'day'),
    ('review_source_restaurant_monthly_stats', 'review_source_monthly_stats', 'month')
  ) AS v(target, per_location, col) LOOP
    EXECUTE format('DELETE FROM %I WHERE $1 IS NULL OR restaurant_id = $1', g.target)
      USING p_restaurant;
    EXECUTE format($q$
      INSERT INTO %1$I (restaurant_id, %3$I, source, reviews, rating_sum)
      SELECT restaurant_id, %3$I, source, sum(reviews), sum(rating_sum)
      FROM %2$I WHERE $1 IS NULL OR restaurant_id = $1 GROUP BY 1, 2, 3
    $q$, g.target, g.per_location, g.col) USING p_restaurant;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT review_stats_sum_restaurants(NULL);

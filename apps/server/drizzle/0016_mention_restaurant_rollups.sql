CREATE TABLE "mention_restaurant_daily_stats" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"conflict" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mention_restaurant_daily_stats_restaurant_id_kind_day_subject_pk" PRIMARY KEY("restaurant_id","kind","day","subject")
);
--> statement-breakpoint
CREATE TABLE "mention_restaurant_monthly_stats" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"positive" integer DEFAULT 0 NOT NULL,
	"negative" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"conflict" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mention_restaurant_monthly_stats_restaurant_id_kind_month_subject_pk" PRIMARY KEY("restaurant_id","kind","month","subject")
);
--> statement-breakpoint
ALTER TABLE "mention_restaurant_daily_stats" ADD CONSTRAINT "mention_restaurant_daily_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_restaurant_monthly_stats" ADD CONSTRAINT "mention_restaurant_monthly_stats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- hand-written: row-level security, and the triggers' function and the rebuild also keep the
-- restaurant-wide rollups; then they are filled from the per-location ones.
ALTER TABLE "mention_restaurant_daily_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "mention_restaurant_daily_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "mention_restaurant_monthly_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "mention_restaurant_monthly_stats" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
-- Rows are added in key order so concurrent analysis jobs of one restaurant lock them in the
-- same order.
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
    INSERT INTO mention_restaurant_daily_stats AS s (restaurant_id, kind, day, subject, mentions, positive, negative, neutral, conflict)
    SELECT d.restaurant_id, p_kind, d.k, d.subject, sum(d.mentions), sum(d.positive),
      sum(d.negative), sum(d.neutral), sum(d.conflict)
    FROM mention_stats_delta(p_rows, false) d GROUP BY 1, 3, 4 ORDER BY 1, 3, 4
    ON CONFLICT (restaurant_id, kind, day, subject) DO UPDATE SET
      mentions = s.mentions + excluded.mentions, positive = s.positive + excluded.positive,
      negative = s.negative + excluded.negative, neutral = s.neutral + excluded.neutral,
      conflict = s.conflict + excluded.conflict;
    INSERT INTO mention_restaurant_monthly_stats AS s (restaurant_id, kind, month, subject, mentions, positive, negative, neutral, conflict)
    SELECT d.restaurant_id, p_kind, d.k, d.subject, sum(d.mentions), sum(d.positive),
      sum(d.negative), sum(d.neutral), sum(d.conflict)
    FROM mention_stats_delta(p_rows, true) d GROUP BY 1, 3, 4 ORDER BY 1, 3, 4
    ON CONFLICT (restaurant_id, kind, month, subject) DO UPDATE SET
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
    UPDATE mention_restaurant_daily_stats s SET
      mentions = s.mentions - d.mentions, positive = s.positive - d.positive,
      negative = s.negative - d.negative, neutral = s.neutral - d.neutral,
      conflict = s.conflict - d.conflict
    FROM (SELECT restaurant_id, k, subject, sum(mentions) AS mentions, sum(positive) AS positive,
        sum(negative) AS negative, sum(neutral) AS neutral, sum(conflict) AS conflict
      FROM mention_stats_delta(p_rows, false) GROUP BY 1, 2, 3) d
    WHERE s.restaurant_id = d.restaurant_id AND s.kind = p_kind AND s.day = d.k
      AND s.subject = d.subject;
    UPDATE mention_restaurant_monthly_stats s SET
      mentions = s.mentions - d.mentions, positive = s.positive - d.positive,
      negative = s.negative - d.negative, neutral = s.neutral - d.neutral,
      conflict = s.conflict - d.conflict
    FROM (SELECT restaurant_id, k, subject, sum(mentions) AS mentions, sum(positive) AS positive,
        sum(negative) AS negative, sum(neutral) AS neutral, sum(conflict) AS conflict
      FROM mention_stats_delta(p_rows, true) GROUP BY 1, 2, 3) d
    WHERE s.restaurant_id = d.restaurant_id AND s.kind = p_kind AND s.month = d.k
      AND s.subject = d.subject;
  END IF;
END $$;
--> statement-breakpoint
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
  DELETE FROM mention_restaurant_daily_stats
  WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  DELETE FROM mention_restaurant_monthly_stats
  WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant;
  INSERT INTO mention_restaurant_daily_stats (restaurant_id, kind, day, subject, mentions,
    positive, negative, neutral, conflict)
  SELECT restaurant_id, kind, day, subject, sum(mentions), sum(positive), sum(negative),
    sum(neutral), sum(conflict)
  FROM mention_daily_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4;
  INSERT INTO mention_restaurant_monthly_stats (restaurant_id, kind, month, subject, mentions,
    positive, negative, neutral, conflict)
  SELECT restaurant_id, kind, month, subject, sum(mentions), sum(positive), sum(negative),
    sum(neutral), sum(conflict)
  FROM mention_monthly_stats WHERE p_restaurant IS NULL OR restaurant_id = p_restaurant
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
INSERT INTO mention_restaurant_daily_stats (restaurant_id, kind, day, subject, mentions,
  positive, negative, neutral, conflict)
SELECT restaurant_id, kind, day, subject, sum(mentions), sum(positive), sum(negative),
  sum(neutral), sum(conflict)
FROM mention_daily_stats GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO mention_restaurant_monthly_stats (restaurant_id, kind, month, subject, mentions,
  positive, negative, neutral, conflict)
SELECT restaurant_id, kind, month, subject, sum(mentions), sum(positive), sum(negative),
  sum(neutral), sum(conflict)
FROM mention_monthly_stats GROUP BY 1, 2, 3, 4;

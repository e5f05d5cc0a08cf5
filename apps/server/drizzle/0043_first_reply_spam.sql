-- hand-written: a review read as spam has no reply due (`hasResponseDue` in
-- packages/domain/src/response-targets.ts), so the time to first reply leaves it out of what was
-- due. An analysis that makes a review spam, or stops it being spam, after its month closed
-- touches the month as a late reply does (migration 0040_first_reply_months); an analysis of a
-- review that is not spam changes nothing and costs nothing.
CREATE TRIGGER review_analyses_first_reply_months AFTER INSERT ON review_analyses FOR EACH ROW
  WHEN ((NEW.signals ->> 'spam') IS NOT NULL)
  EXECUTE FUNCTION reviews_first_reply_months();
--> statement-breakpoint
CREATE TRIGGER review_analyses_first_reply_months_delete AFTER DELETE ON review_analyses
  FOR EACH ROW WHEN ((OLD.signals ->> 'spam') IS NOT NULL)
  EXECUTE FUNCTION reviews_first_reply_months();
--> statement-breakpoint
CREATE TRIGGER review_analyses_first_reply_months_update AFTER UPDATE ON review_analyses
  FOR EACH ROW WHEN (((OLD.signals ->> 'spam') IS NOT NULL)
    IS DISTINCT FROM ((NEW.signals ->> 'spam') IS NOT NULL))
  EXECUTE FUNCTION reviews_first_reply_months();
--> statement-breakpoint
-- The summaries built so far counted spam as due: they go, and the hourly
-- `analytics.first-reply-months` job builds every closed month again (the months it lists come
-- from the monthly review counts); until then reads take those months from the reviews.
DELETE FROM first_reply_month_counts;
--> statement-breakpoint
DELETE FROM first_reply_month_delays;
--> statement-breakpoint
DELETE FROM first_reply_months;

DROP INDEX "reviews_first_reply_idx";--> statement-breakpoint
CREATE INDEX "reviews_first_reply_idx" ON "reviews" USING btree ("restaurant_id","review_date","location_id","rating","created_at","first_replied_at","first_replied_by","id");--> statement-breakpoint
-- hand-written: how few analyses read a review as spam, for the planner. Without it PostgreSQL
-- guesses nearly all of them for `signals->>'spam' is not null` and joins the time to first
-- reply's reviews to the whole table instead of hashing the few spam ones from
-- review_analyses_spam_idx (db/response-due-sql.ts, `spamSignalSql`).
CREATE STATISTICS "review_analyses_spam_stats" ON ((signals ->> 'spam')) FROM "review_analyses";
--> statement-breakpoint
-- Statistics are empty until the next ANALYZE: gather them now (a sample, seconds at 10M).
ANALYZE "review_analyses";

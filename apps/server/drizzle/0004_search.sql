-- Free-text search of the inbox (`ilike '%…%'` on text and author) uses trigram indexes
-- instead of reading every review of the restaurant.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_text_trgm_idx" ON "reviews" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_author_trgm_idx" ON "reviews" USING gin ("author_name" gin_trgm_ops);

-- hand-written note: the request role's rights on these tables are table-wide (migration 0011),
-- so it reads and writes the new column with no grant of its own. Rows analysed before this
-- migration keep 0 and are read in id order until their review is analysed again.
ALTER TABLE "menu_mentions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_aspects" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_mentions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;

ALTER TABLE "restaurants" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "draft_checks" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD COLUMN "signals" jsonb DEFAULT '{"questions":[],"incidents":[],"spam":null,"sarcasm":false}'::jsonb NOT NULL;--> statement-breakpoint
-- Migration 0019 turned the request role's rights on `restaurants` into column grants, so a new
-- column of that table is closed to requests until granted here
-- (docs/decisions/0012-least-privilege-role.md).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT (facts), INSERT (facts), UPDATE (facts) ON restaurants TO tableside_app;
  END IF;
END $$;

ALTER TABLE "restaurants" ADD COLUMN "response_hours_negative" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "response_hours_neutral" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "response_hours_positive" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
-- hand-written: migration 0019 turned the request role's rights on `restaurants` into column
-- grants, so the targets are closed to requests until granted here
-- (docs/decisions/0012-least-privilege-role.md).
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT (response_hours_negative, response_hours_neutral, response_hours_positive),
      INSERT (response_hours_negative, response_hours_neutral, response_hours_positive),
      UPDATE (response_hours_negative, response_hours_neutral, response_hours_positive)
      ON restaurants TO tableside_app;
  END IF;
END $$;

-- hand-written: least privilege for the role scoped requests run as (`tableside_app`).
-- Migration 0005 granted it every table; a request only needs its restaurant's rows. Tables that
-- only system code touches (sign-in, the guard, jobs, the SuperAdmin console, which all run as
-- the owner) are closed to it, the reference tables are read-only, and it can neither read nor
-- write a password hash. docs/decisions/0012-least-privilege-role.md explains the choices.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    REVOKE ALL ON "sessions", "refresh_tokens", "password_tokens", "rate_limits", "leads",
      "onboarding_submissions" FROM tableside_app;
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON "roles", "subscription_tiers"
      FROM tableside_app;
    REVOKE ALL ON "users" FROM tableside_app;
    GRANT SELECT ("id", "restaurant_id", "location_id", "username", "email", "firstname",
      "lastname", "enabled", "language", "external_subject", "last_login_at", "created_at",
      "updated_at") ON "users" TO tableside_app;
    -- Drizzle names every column in an INSERT (DEFAULT for those not given), so INSERT is
    -- granted whole; the trigger below refuses a password hash from a request.
    GRANT INSERT ON "users" TO tableside_app;
    GRANT UPDATE ("restaurant_id", "location_id", "username", "email", "firstname", "lastname",
      "enabled", "language", "updated_at") ON "users" TO tableside_app;
    GRANT DELETE ON "users" TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
-- A SuperAdmin belongs to no restaurant, so a restaurant's requests do not see that row at all
-- (0005 showed it for the names in a restaurant's history; those now read null).
DROP POLICY "tenant" ON "users";
--> statement-breakpoint
CREATE POLICY "tenant" ON "users" USING ("restaurant_id" = app_tenant());
--> statement-breakpoint
-- A user created by a request gets a password only through their invitation link.
CREATE OR REPLACE FUNCTION users_refuse_request_password() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS NOT NULL AND current_user = 'tableside_app' THEN
    RAISE EXCEPTION 'a request may not set a password hash' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refuse_request_password BEFORE INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_refuse_request_password();

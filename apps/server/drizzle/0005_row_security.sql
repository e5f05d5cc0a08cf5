-- Row-level security, as defence in depth behind every query's own `where restaurant_id`.
-- Requests run as `tableside_app` with `app.tenant` set to their restaurant
-- (apps/server/src/db/row-security.ts); migrations, jobs, sign-in and the super-admin console run
-- as the tables' owner, which these policies do not restrict (ENABLE, not FORCE).
--
-- The role is shared by every database of the server and several may migrate at once, so its
-- creation tolerates a concurrent twin; without the privilege to create it, the server logs that
-- requests run without row-level security (Database.rowSecurity is false).
DO $$
BEGIN
  BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
      CREATE ROLE tableside_app NOLOGIN;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    EXECUTE format('GRANT tableside_app TO %I', current_user);
  EXCEPTION WHEN OTHERS THEN NULL;
  END;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'tableside_app role not created: requests run without row-level security';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT USAGE ON SCHEMA public TO tableside_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tableside_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tableside_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tableside_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_tenant() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE "restaurants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "restaurants" USING ("id" = app_tenant());--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "locations" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "reviews" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "reply_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "reply_history" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "reply_posts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "reply_posts" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "source_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "source_connections" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "menu_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "menu_items" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "staff_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "staff_members" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "alert_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "alert_settings" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "audit_log" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "email_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "email_outbox" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
-- Platform operators (SuperAdmins) belong to no restaurant: their names show in a restaurant's
-- history, but a restaurant can only write its own users.
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "users" USING ("restaurant_id" = app_tenant() OR "restaurant_id" IS NULL)
  WITH CHECK ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "user_roles"
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_roles"."user_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_roles"."user_id"
    AND u."restaurant_id" = app_tenant()));--> statement-breakpoint
ALTER TABLE "user_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "user_locations"
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_locations"."user_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_locations"."user_id"
    AND u."restaurant_id" = app_tenant())
    AND EXISTS (SELECT 1 FROM "locations" l WHERE l."id" = "user_locations"."location_id"));

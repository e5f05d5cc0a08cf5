-- Tells every Tableside process that an actor may have changed, so that each one empties its
-- cache of signed-in actors (apps/server/src/auth/actor-cache.ts) at once: sessions revoked or
-- deleted, users disabled or changed (password, restaurant, location), their roles and
-- locations, a restaurant's time zone or plan, a plan's level. Statement-level: one
-- notification per statement, and PostgreSQL folds identical ones within a transaction.
CREATE OR REPLACE FUNCTION actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tableside_actor_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER INSERT OR UPDATE OR DELETE ON "user_locations"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER UPDATE OR DELETE ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();
--> statement-breakpoint
CREATE TRIGGER actor_changed AFTER UPDATE OR DELETE ON "subscription_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION actor_changed();

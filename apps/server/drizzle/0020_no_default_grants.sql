-- hand-written: a table created from now on is closed to the request role (`tableside_app`) until
-- its migration grants what requests need. Migration 0005 granted every future table by default,
-- so a new system table (tokens, secrets, queues) was readable by requests unless someone
-- remembered to revoke it. docs/decisions/0012-least-privilege-role.md.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      REVOKE SELECT, INSERT, UPDATE, DELETE ON TABLES FROM tableside_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE USAGE, SELECT ON SEQUENCES FROM tableside_app;
  END IF;
END $$;

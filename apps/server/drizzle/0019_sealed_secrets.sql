-- hand-written: the sealed secrets are closed to the request role (`tableside_app`).
-- Platform credentials, the approval webhook's signing secret and the ingestion secret are
-- encrypted at rest; a request should not even reach the ciphertext. The role keeps every other
-- column of those tables; the few paths that need a secret read or write it as system work
-- (`asSystem`) after checking the request's restaurant. docs/decisions/0012-least-privilege-role.md.
DO $$
DECLARE
  closed constant text[][] := ARRAY[
    ARRAY['restaurants', 'webhook_secret'],
    ARRAY['restaurants', 'ingest_secret'],
    ARRAY['source_accounts', 'credentials'],
    ARRAY['source_connections', 'credentials']
  ];
  tbl text;
  open_columns text;
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    RETURN;
  END IF;
  FOREACH tbl IN ARRAY ARRAY['restaurants', 'source_accounts', 'source_connections'] LOOP
    SELECT string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position)
      INTO open_columns
      FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.table_name = tbl
        AND NOT EXISTS (
          SELECT FROM generate_subscripts(closed, 1) i
          WHERE closed[i][1] = tbl AND closed[i][2] = c.column_name
        );
    -- Table-wide SELECT, INSERT and UPDATE would cover every column, so they become column grants.
    EXECUTE format('REVOKE SELECT, INSERT, UPDATE, REFERENCES ON %I FROM tableside_app', tbl);
    EXECUTE format('GRANT SELECT (%1$s), INSERT (%1$s), UPDATE (%1$s) ON %2$I TO tableside_app',
      open_columns, tbl);
  END LOOP;
END $$;

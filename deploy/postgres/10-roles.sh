#!/bin/sh
# Two roles for the shop (docs/decisions.md#tamper-evidence), run by the postgres image on a fresh data
# volume (/docker-entrypoint-initdb.d) as the bootstrap superuser. Safe to run again on a volume made
# before it: docker compose exec db sh /docker-entrypoint-initdb.d/10-roles.sh
#   jhatpat_owner owns the database and every table, and migrates (the APIs' DATABASE_OWNER_URL);
#   jhatpat_app is what the APIs serve as (DATABASE_URL): on start, the owner grants it SELECT and
#   INSERT on the event log and full DML on the read models, and nothing that could rewrite the log.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner_password="${JHATPAT_OWNER_PASSWORD:?set JHATPAT_OWNER_PASSWORD}" \
  -v app_password="${JHATPAT_APP_PASSWORD:?set JHATPAT_APP_PASSWORD}" \
  -v db="$POSTGRES_DB" <<'SQL'
SELECT 'CREATE ROLE jhatpat_owner LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'jhatpat_owner') \gexec
SELECT 'CREATE ROLE jhatpat_app LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'jhatpat_app') \gexec
ALTER ROLE jhatpat_owner PASSWORD :'owner_password';
ALTER ROLE jhatpat_app PASSWORD :'app_password';
ALTER DATABASE :"db" OWNER TO jhatpat_owner;
ALTER SCHEMA public OWNER TO jhatpat_owner;
-- A volume the shop already wrote as the bootstrap role: hand its tables, sequences and functions over.
SELECT format('ALTER TABLE public.%I OWNER TO jhatpat_owner', tablename) FROM pg_tables WHERE schemaname = 'public' AND tableowner <> 'jhatpat_owner' \gexec
SELECT format('ALTER SEQUENCE public.%I OWNER TO jhatpat_owner', sequencename) FROM pg_sequences WHERE schemaname = 'public' AND sequenceowner <> 'jhatpat_owner' \gexec
SELECT format('ALTER FUNCTION public.%I() OWNER TO jhatpat_owner', p.proname) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.pronargs = 0 \gexec
SQL

#!/usr/bin/env bash
# The container image's build and start steps (Dockerfile), performed without Docker so that a
# machine with no container engine (CI here) proves them: a clean copy of the repository,
# `npm ci` and `npm run build` (build stage), then a runtime folder with the built files and
# production dependencies only (runtime stage), started with `node` as a non-root user on
# PostgreSQL. Checks /readyz, a sign-in of the bootstrap super-admin, and that SIGTERM stops the
# server within 10 seconds. What it does not check: the base image, Docker's own HEALTHCHECK
# and the compose file's proxy and replicas (no engine here to run them).
#
# Usage: scripts/check-production-build.sh [--built]   (DATABASE_URL: a PostgreSQL server whose
# user may create databases; default postgres://postgres@127.0.0.1:5432/postgres)
# --built: the repository is itself a clean checkout on which `npm ci` and `npm run build` have
# just run (CI's fresh clone, after `npm test` built it): its build is the build stage, so the
# check makes only the runtime stage instead of installing and building a second time.
set -euo pipefail
built=false
[ "${1:-}" = --built ] && built=true
repo=$(cd "$(dirname "$0")/.." && pwd)
admin_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
work=$(mktemp -d /tmp/tableside-prod.XXXXXX)
chmod 755 "$work"
db="tableside_prodcheck_$$"
server_pid=""
say() { echo "production-build: $*"; }
cleanup() {
  [ -n "$server_pid" ] && kill -KILL "$server_pid" 2>/dev/null || true
  psql "$admin_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if $built; then
  build="$repo"
  say "build stage: the repository's own build"
else
  build="$work/build"
  say "build stage in $build"
  mkdir "$build"
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) |
    tar -xf - -C "$build"
  (cd "$build" && npm ci --no-audit --no-fund --loglevel=error && npm run build >/dev/null)
fi

say "runtime stage: built files and production dependencies only"
rt="$work/runtime"
for f in package.json package-lock.json apps/server/package.json apps/web/package.json \
  packages/domain/package.json; do
  install -D -m 644 "$build/$f" "$rt/$f"
done
(cd "$rt" && npm ci --omit=dev --no-audit --no-fund --loglevel=error -w apps/server -w packages/domain)
for d in packages/domain/dist apps/server/dist apps/server/drizzle apps/web/dist apps/web/dist-ssr; do
  [ -e "$build/$d" ] || { say "$d is missing: run npm run build first"; exit 1; }
  mkdir -p "$rt/$(dirname "$d")" && cp -r "$build/$d" "$rt/$d"
done
if [ -e "$rt/node_modules/tsx" ]; then say "tsx is in the runtime folder"; exit 1; fi

run_as=()
if [ "$(id -u)" = 0 ]; then
  id tableside >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin tableside
  chown -R tableside "$rt"
  run_as=(setpriv --reuid=tableside --regid="$(id -g tableside)" --init-groups)
  say "starting as the non-root user tableside"
else
  say "not root: starting as $(id -un) (the image's user switch is not checked)"
fi

psql "$admin_url" -qc "create database $db" >/dev/null
db_url=$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.href)' "$admin_url" "$db")
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
(
  cd "$rt"
  exec env -i PATH="$PATH" NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATABASE_URL="$db_url" \
    PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$rt/data" LOG_LEVEL=warn \
    JWT_SECRET="$(openssl rand -hex 32)" ENCRYPTION_KEY="$(openssl rand -hex 32)" \
    BOOTSTRAP_ADMIN_EMAIL=first@tableside.example BOOTSTRAP_ADMIN_PASSWORD=production-check-pass \
    "${run_as[@]}" node apps/server/dist/main.js
) >"$work/server.log" 2>&1 &
server_pid=$!

started=$(date +%s)
until curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $(($(date +%s) - started)) -gt 120 ]; then
    say "the server did not become ready"; cat "$work/server.log"; exit 1
  fi
  sleep 0.5
done
say "ready in $(($(date +%s) - started)) s on PostgreSQL"
login=$(curl -s -w '\n%{http_code}' -H 'content-type: application/json' \
  -d '{"username":"first@tableside.example","password":"production-check-pass"}' \
  "http://127.0.0.1:$port/v1/auth/login")
status=${login##*$'\n'}
[ "$status" = 200 ] || { say "bootstrap sign-in answered $status"; cat "$work/server.log"; exit 1; }
token=$(node -e 'console.log(JSON.parse(process.argv[1]).access_token)' "${login%$'\n'*}")
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' || { say "the web app is not served"; exit 1; }
# A price changed in the console reaches the prerendered pricing page: the pages' server entry
# (apps/web/dist-ssr) runs without the web app's packages.
growth=$(curl -fsS -H "authorization: Bearer $token" "http://127.0.0.1:$port/v1/console/subscription-tier" |
  node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).data.find((t)=>t.name==="Growth").id))')
curl -fsS -o /dev/null -X PUT -H "authorization: Bearer $token" -H 'content-type: application/json' \
  -d '{"price_monthly":84}' "http://127.0.0.1:$port/v1/subscription-tier/$growth"
curl -fsS "http://127.0.0.1:$port/en/pricing" | grep -q 'data-tier-price="monthly">\$84<' ||
  { say "the pricing page does not show the changed price"; cat "$work/server.log"; exit 1; }
# The build's brotli copies made it into the runtime folder and are sent (decision 0019).
entry=$(grep -o '/assets/index-[^"]*\.js' "$rt/apps/web/dist/index.html" | head -1)
curl -fsS -o /dev/null -D - -H 'accept-encoding: br' "http://127.0.0.1:$port$entry" |
  grep -qi '^content-encoding: br' || { say "$entry is not sent compressed"; exit 1; }

kill -TERM "$server_pid"
stopped=$(date +%s)
while kill -0 "$server_pid" 2>/dev/null; do
  if [ $(($(date +%s) - stopped)) -gt 10 ]; then say "still running 10 s after SIGTERM"; exit 1; fi
  sleep 0.2
done
wait "$server_pid" && code=0 || code=$?
server_pid=""
[ "$code" = 0 ] || { say "exited with $code after SIGTERM"; cat "$work/server.log"; exit 1; }
grep -q 'SIGTERM: shutting down' "$work/server.log" || { say "no drain logged"; exit 1; }
say "passed: stopped $(($(date +%s) - stopped)) s after SIGTERM, exit code 0"

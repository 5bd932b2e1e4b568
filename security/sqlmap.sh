#!/usr/bin/env bash
# sqlmap (Debian package `sqlmap`) against every id and query parameter of the API, signed in
# with a verified parent's session cookie and XSRF token (issue 14). Not part of `npm test`.
#
#   security/sqlmap.sh                 # embedded database (PGlite) in a scratch DATA_DIR
#   DATABASE_URL=postgres://… security/sqlmap.sh   # a scratch PostgreSQL database
#
# Writes sqlmap's output under security/sqlmap-output/ and a summary line per target; exits 1
# when sqlmap reports any parameter injectable. The last result is recorded in docs/security.md.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install sqlmap)"; exit 2; }
PORT="${PORT:-3917}"
DATA_DIR="$(mktemp -d)"
OUT="security/sqlmap-output"
rm -rf "$OUT" && mkdir -p "$OUT"
BASE="http://127.0.0.1:$PORT"

export NODE_ENV=test HOST=127.0.0.1 PORT DATA_DIR APP_URL="$BASE" LOG_LEVEL=warn \
  RATE_LIMIT_AUTH_PER_MINUTE=100000 RATE_LIMIT_GLOBAL_PER_MINUTE=1000000 \
  REMINDER_INTERVAL_SECONDS=0 WEB_DIST_DIR="$DATA_DIR/no-web"
unset REDIS_URL SMTP_URL
(cd apps/server && exec node --import tsx src/server.ts) >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -rf "$DATA_DIR"' EXIT
for _ in $(seq 1 120); do
  curl -fs "$BASE/api/health/live" >/dev/null 2>&1 && break
  sleep 0.5
done

eval "$(node security/sqlmap-session.mjs "$BASE" "$DATA_DIR")"

# Each target: a URL (GET) or "METHOD URL JSON-BODY"; a * marks where sqlmap injects in a path.
GETS=(
  "/api/kids/${KID_ID}*"
  "/api/schedules/${KID_ID}*?from=2026-01-01&to=2026-12-31"
  "/api/schedules?from=2026-01-01&to=2026-12-31"
  "/api/milestones?kidId=${KID_ID}&q=first&status=all&sort=desc&page=1&pageSize=5"
  "/api/kids/public?interests=drawing&gender=Female&age=7&skillLevel=Beginner&forKid=${KID_ID}&page=1&pageSize=12"
  "/api/health?kidId=${KID_ID}&from=2026-01-01&to=2026-12-31&limit=10&offset=0"
  "/api/health/export?kidId=${KID_ID}&format=csv"
  "/api/certificates?kidId=${KID_ID}"
  "/api/notifications/me?page=1&pageSize=10"
  "/api/files/1*?variant=thumb"
  "/api/parents/verify?token=abc"
  "${FEED_PATH}*"
)
BODIES=(
  "POST /api/auth/login {\"email\":\"${EMAIL}\",\"password\":\"Wrong-pass1\"}"
  "POST /api/milestones {\"kidId\":${KID_ID},\"title\":\"Rides a bike\",\"date\":\"2024-05-01\"}"
  "PATCH /api/milestones/${MILESTONE_ID} {\"title\":\"First steps!\"}"
  "POST /api/friends/send {\"kidId\":${KID_ID},\"type\":\"friend\"}"
  "POST /api/blocks {\"parentId\":1}"
)
COMMON=(--batch --disable-coloring --level 1 --risk 1 --dbms PostgreSQL
  --technique BEUST --time-sec 1 --threads 4 --output-dir "$OUT"
  --cookie "$COOKIE" --headers "X-XSRF-TOKEN: $XSRF" --ignore-code 400,401,403,404,409,415,429)

found=0
run() {
  local label="$1"; shift
  local log="$OUT/$(echo "$label" | tr -c 'A-Za-z0-9' '_').log"
  sqlmap "$@" "${COMMON[@]}" >"$log" 2>&1 || true
  if grep -qE "is vulnerable|sqlmap identified the following injection point" "$log"; then
    echo "INJECTABLE  $label"; found=1
  else
    echo "not injectable  $label  ($(grep -cE "testing '" "$log") tests)"
  fi
}
for url in "${GETS[@]}"; do run "GET $url" -u "$BASE$url"; done
for target in "${BODIES[@]}"; do
  read -r method path body <<<"$target"
  run "$method $path" -u "$BASE$path" --method "$method" --data "$body" \
    --headers "X-XSRF-TOKEN: $XSRF
Content-Type: application/json"
done
exit $found

#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every test.
#   - Debian packages: Chromium (browser tests), PostgreSQL (the second database) and nginx (the cluster
#     script's test), if missing
#   - npm packages (npm install: the registry mirror lacks some platform builds `npm ci` insists on), the production build (browser tests run against it)
#   - unit, import and API tests on SQLite and on a throwaway PostgreSQL server, then browser tests
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
# The cluster script's test puts nginx in front of its web processes.
[ -x /usr/sbin/nginx ] || missing+=(nginx)
# Japanese pages need a CJK font to render in the browser tests' screenshots.
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-all: installing ${missing[*]} from Debian"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

echo "test-all: installing npm packages"
npm install --no-audit --no-fund --loglevel=error

echo "test-all: type check and lint"
npm run --silent typecheck
npm run --silent lint

echo "test-all: building the site"
npm run --silent build

echo "test-all: unit, import and API tests (SQLite and PostgreSQL)"
REQUIRE_POSTGRES=1 npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json

echo "test-all: browser tests (Chromium)"
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json

node scripts/summarize-test-results.mjs test-results/unit.json test-results/e2e.json

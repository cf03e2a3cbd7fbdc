#!/bin/sh
# One-shot job before the app replicas start (compose.yaml `init`): apply the migrations, then
# load demo data into an empty database only. Safe to run on every `docker compose up`.
set -eu
cli() { node --enable-source-maps dist/bin/cli.js "$@"; }

cli migrate
if out=$(cli seed --adverts "${SEED_ADVERTS:-2000}" 2>&1); then
  echo "$out"
elif echo "$out" | grep -q 'already has adverts'; then
  echo 'demo data: the database already has adverts; left as it is'
else
  echo "$out" >&2
  exit 1
fi

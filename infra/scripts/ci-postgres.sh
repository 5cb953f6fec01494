#!/usr/bin/env bash
# Starts a disposable PostgreSQL cluster on 127.0.0.1 for the API tests and exports DATABASE_URL.
# PostgreSQL refuses to run as root, so the cluster belongs to the `postgres` system user.
PG_BIN=$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")
PG_DIR=/tmp/portal-ci-pg
PG_PORT=${CI_PG_PORT:-55432}

start_ci_postgres() {
  if ! id postgres >/dev/null 2>&1; then echo "no postgres user: skipping PostgreSQL run"; return 0; fi
  rm -rf "$PG_DIR" && mkdir -p "$PG_DIR" && chown postgres "$PG_DIR"
  runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U portal >/dev/null
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR" start >/dev/null
  export DATABASE_URL="postgres://portal@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL for tests at 127.0.0.1:$PG_PORT"
}

stop_ci_postgres() {
  [ -d "$PG_DIR/data" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
}

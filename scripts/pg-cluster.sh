#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the API tests (issue 6): Debian's postgresql, a fresh
# cluster in a temporary folder, listening on 127.0.0.1 on a free port only, a login role and a
# database owned by it. Test-only settings (fsync off): never point it at data you keep.
#
#   scripts/pg-cluster.sh run -- CMD ARGS…   start, run CMD with DATABASE_URL set, always stop;
#                                            exits with CMD's status
#   scripts/pg-cluster.sh start              start and print  DATABASE_URL=…, PG_CLUSTER_DIR=… (the
#                                            data directory is DIR/data) and PG_BIN_DIR=…
#   scripts/pg-cluster.sh stop DIR           stop the cluster started in DIR and remove DIR
#   scripts/pg-cluster.sh restart DIR        pg_ctl -m fast restart of that cluster (the chaos tests:
#                                            sessions cut, the same port and settings)
#
# The role may create databases (tests make one per test file and drop it; see
# tests/setup/test-app.ts) and is in pg_signal_backend: DROP DATABASE … WITH (FORCE) must also end an
# autovacuum worker on that database, which PostgreSQL 15 refuses to other roles ("must be a member of
# the role whose process is being terminated", seen in CI after a large test catalogue). Installs Debian's postgresql with apt-get when initdb is missing
# (needs root, as on CI). initdb refuses to run as root: as root the cluster runs as the
# 'postgres' system user that the package creates.
set -euo pipefail
# shellcheck source=scripts/lib/throwaway-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/throwaway-server.sh"

log() { echo "pg-cluster: $*" >&2; }

find_bin() {
  # Newest installed major version first.
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

ensure_installed() {
  if PGBIN=$(find_bin); then return 0; fi
  apt_install postgresql PostgreSQL
  PGBIN=$(find_bin) || { log "postgresql installed but no initdb found under /usr/lib/postgresql"; exit 1; }
}

# Run a command as the cluster's owner: 'postgres' when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

start() {
  ensure_installed
  local dir port
  dir=$(mktemp -d "${TMPDIR:-/tmp}/jecheol-pg.XXXXXX")
  chmod 755 "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
  as_owner "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # The port can be taken between the probe and the start: try a few.
  local tries=0
  while :; do
    port=$(free_port)
    if as_owner "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null; then
      break
    fi
    tries=$((tries + 1))
    if [ "$tries" -ge 3 ]; then tail -n 30 "$dir/server.log" >&2 || true; exit 1; fi
  done
  as_owner "$PGBIN/psql" -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
    -c "CREATE ROLE jecheol LOGIN PASSWORD 'jecheol' CREATEDB" \
    -c "GRANT pg_signal_backend TO jecheol" \
    -c "CREATE DATABASE jecheol OWNER jecheol" >&2
  log "PostgreSQL $("$PGBIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port (cluster in $dir)"
  echo "DATABASE_URL=postgres://jecheol:jecheol@127.0.0.1:$port/jecheol"
  echo "PG_CLUSTER_DIR=$dir"
  echo "PG_BIN_DIR=$PGBIN"
}

restart() {
  local dir=$1
  [ -d "$dir/data" ] || { log "no cluster in '$dir'"; exit 1; }
  PGBIN=$(find_bin)
  # The same options as the first start (pg_ctl keeps them in postmaster.opts); -l so the server's
  # output never holds our stdout open.
  as_owner "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m fast -w -t 60 restart >/dev/null
  log "restarted the cluster in $dir (fast)"
}

stop() {
  local dir=$1
  [ -d "$dir/data" ] || { log "no cluster in '$dir'"; return 0; }
  PGBIN=$(find_bin)
  as_owner "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  log "stopped and removed $dir"
}

if [ "${1:-}" = restart ]; then restart "${2:?usage: pg-cluster.sh restart DIR}"; exit 0; fi
server_main DATABASE_URL PG_CLUSTER_DIR "$@"

#!/usr/bin/env bash
# A throwaway Redis for the shared rate limits (issue 18), modelled on scripts/pg-cluster.sh:
# Debian's redis-server on 127.0.0.1 on a free port only, no persistence (--save '' --appendonly
# no), its files in a temporary folder. Test and local-cluster use only: never point it at data you keep.
#
#   scripts/redis-server.sh run -- CMD ARGS…   start, run CMD with REDIS_URL set, always stop;
#                                              exits with CMD's status
#   scripts/redis-server.sh start              start and print  REDIS_URL=…  and  REDIS_DIR=…
#   scripts/redis-server.sh stop DIR           stop the server started in DIR and remove DIR
#   scripts/redis-server.sh install            only install Debian's redis-server when missing
#                                              (npm test: the Redis tests start their own)
#
# REDIS_PORT picks the port instead of a free one. Installs Debian's redis-server with apt-get when
# it is missing (needs root, as on CI).
set -euo pipefail
# shellcheck source=scripts/lib/throwaway-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/throwaway-server.sh"

log() { echo "redis-server: $*" >&2; }

ensure_installed() {
  if command -v redis-server >/dev/null && command -v redis-cli >/dev/null; then return 0; fi
  apt_install redis-server redis-server
}

start() {
  ensure_installed
  local dir port tries=0
  dir=$(mktemp -d "${TMPDIR:-/tmp}/jecheol-redis.XXXXXX")
  # The port can be taken between the probe and the start: try a few.
  while :; do
    port=${REDIS_PORT:-$(free_port)}
    if redis-server --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no \
      --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >/dev/null; then
      local waited=0
      until redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; do
        sleep 0.1
        waited=$((waited + 1))
        [ "$waited" -lt 50 ] || break
      done
      if [ "$waited" -lt 50 ] && [ -s "$dir/redis.pid" ]; then break; fi
      [ -s "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    fi
    tries=$((tries + 1))
    if [ "$tries" -ge 3 ] || [ -n "${REDIS_PORT:-}" ]; then tail -n 30 "$dir/redis.log" >&2 || true; rm -rf "$dir"; exit 1; fi
  done
  echo "$port" >"$dir/port"
  log "Redis $(redis-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') on 127.0.0.1:$port (files in $dir)"
  echo "REDIS_URL=redis://127.0.0.1:$port"
  echo "REDIS_DIR=$dir"
}

stop() {
  local dir=$1 pid
  [ -f "$dir/redis.pid" ] || { log "no server in '$dir'"; return 0; }
  pid=$(cat "$dir/redis.pid")
  # SHUTDOWN NOSAVE first (clean), then the pid if it still runs.
  redis-cli -h 127.0.0.1 -p "$(cat "$dir/port" 2>/dev/null || echo 0)" shutdown nosave >/dev/null 2>&1 || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then kill -9 "$pid" 2>/dev/null || true; fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

if [ "${1:-}" = install ]; then ensure_installed; exit 0; fi
server_main REDIS_URL REDIS_DIR "$@"

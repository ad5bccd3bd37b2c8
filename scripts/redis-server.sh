#!/usr/bin/env bash
# A throwaway Redis for the shared rate limits (issue 18), modelled on scripts/pg-cluster.sh:
# Debian's redis-server on 127.0.0.1 on a free port only, no persistence (--save '' --appendonly
# no), its files in a temporary folder. Test and local-cluster use only: never point it at data you keep.
#
#   scripts/redis-server.sh run -- CMD ARGS…   start, run CMD with REDIS_URL set, always stop;
#                                              exits with CMD's status
#   scripts/redis-server.sh start              start and print  REDIS_URL=…  and  REDIS_DIR=…
#   scripts/redis-server.sh stop DIR           stop the server(s) started in DIR and remove DIR
#   scripts/redis-server.sh relaunch DIR       start the server of DIR again on its port (after the
#                                              chaos tests stopped it)
#   scripts/redis-server.sh start-cluster [N]  a Redis Cluster of N masters (default 3, no replicas):
#                                              prints  REDIS_URL=redis-cluster://h:p1,h:p2,…  and  REDIS_DIR=…
#   scripts/redis-server.sh install            only install Debian's redis-server when missing
#
# REDIS_PORT picks the port of `start` instead of a free one. Installs Debian's redis-server with
# apt-get when it is missing (needs root, as on CI).
set -euo pipefail
# shellcheck source=scripts/lib/throwaway-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/throwaway-server.sh"

log() { echo "redis-server: $*" >&2; }

ensure_installed() {
  if command -v redis-server >/dev/null && command -v redis-cli >/dev/null; then return 0; fi
  apt_install redis-server redis-server
}

# launch DIR PORT [ARGS…]: a daemonized redis-server with its files in DIR; 0 when it answers PING.
launch() {
  local dir=$1 port=$2 waited=0
  shift 2
  redis-server --port "$port" --bind 127.0.0.1 --protected-mode yes --save '' --appendonly no \
    --dir "$dir" --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" "$@" >/dev/null || return 1
  until redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; do
    sleep 0.1
    waited=$((waited + 1))
    if [ "$waited" -ge 50 ]; then
      [ -s "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
      return 1
    fi
  done
  [ -s "$dir/redis.pid" ]
}

# launch_on_free_port DIR [ARGS…]: launch on a free port (the port can be taken between the probe
# and the start: a few tries); prints the port.
launch_on_free_port() {
  local dir=$1 port tries=0
  shift
  while :; do
    port=${REDIS_PORT:-$(free_port)}
    if launch "$dir" "$port" "$@"; then break; fi
    tries=$((tries + 1))
    if [ "$tries" -ge 3 ] || [ -n "${REDIS_PORT:-}" ]; then tail -n 30 "$dir/redis.log" >&2 || true; return 1; fi
  done
  echo "$port" >"$dir/port"
  echo "$port"
}

start() {
  ensure_installed
  local dir port
  dir=$(mktemp -d "${TMPDIR:-/tmp}/jecheol-redis.XXXXXX")
  port=$(launch_on_free_port "$dir") || { rm -rf "$dir"; exit 1; }
  log "Redis $(redis-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p') on 127.0.0.1:$port (files in $dir)"
  echo "REDIS_URL=redis://127.0.0.1:$port"
  echo "REDIS_DIR=$dir"
}

relaunch() {
  local dir=$1
  [ -f "$dir/port" ] || { log "no server in '$dir'"; exit 1; }
  launch "$dir" "$(cat "$dir/port")" || { tail -n 30 "$dir/redis.log" >&2 || true; exit 1; }
  log "relaunched on 127.0.0.1:$(cat "$dir/port")"
}

start_cluster() {
  ensure_installed
  local n=${1:-3} dir i node port nodes=() hosts=() waited=0
  dir=$(mktemp -d "${TMPDIR:-/tmp}/jecheol-redis.XXXXXX")
  for i in $(seq 1 "$n"); do
    node="$dir/node-$i"
    mkdir -p "$node"
    port=$(launch_on_free_port "$node" --cluster-enabled yes --cluster-config-file "$node/nodes.conf" --cluster-node-timeout 2000) ||
      { stop "$dir"; exit 1; }
    nodes+=("127.0.0.1:$port")
  done
  redis-cli --cluster create "${nodes[@]}" --cluster-replicas 0 --cluster-yes >"$dir/create.log" 2>&1 ||
    { cat "$dir/create.log" >&2; stop "$dir"; exit 1; }
  port=$(cat "$dir/node-1/port")
  until redis-cli -h 127.0.0.1 -p "$port" cluster info 2>/dev/null | grep -q 'cluster_state:ok'; do
    sleep 0.1
    waited=$((waited + 1))
    [ "$waited" -lt 100 ] || { log "the cluster did not reach cluster_state:ok"; stop "$dir"; exit 1; }
  done
  hosts=$(IFS=,; echo "${nodes[*]}")
  log "Redis Cluster of $n masters on $hosts (files in $dir)"
  echo "REDIS_URL=redis-cluster://$hosts"
  echo "REDIS_DIR=$dir"
}

# stop_one DIR: the server whose files are in DIR (SHUTDOWN NOSAVE first, then its pid).
stop_one() {
  local dir=$1 pid
  [ -f "$dir/redis.pid" ] || return 0
  pid=$(cat "$dir/redis.pid")
  kill -CONT "$pid" 2>/dev/null || true # a hung (SIGSTOP) server of the chaos tests
  timeout 5 redis-cli -h 127.0.0.1 -p "$(cat "$dir/port" 2>/dev/null || echo 0)" shutdown nosave >/dev/null 2>&1 || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then kill -9 "$pid" 2>/dev/null || true; fi
}

stop() {
  local dir=$1 node
  [ -d "$dir" ] || { log "no server in '$dir'"; return 0; }
  stop_one "$dir"
  for node in "$dir"/node-*; do [ -d "$node" ] && stop_one "$node"; done
  rm -rf "$dir"
  log "stopped and removed $dir"
}

case "${1:-}" in
  install) ensure_installed; exit 0 ;;
  relaunch) relaunch "${2:?usage: redis-server.sh relaunch DIR}"; exit 0 ;;
  start-cluster) start_cluster "${2:-3}"; exit 0 ;;
esac
server_main REDIS_URL REDIS_DIR "$@"

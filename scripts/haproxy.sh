#!/usr/bin/env bash
# Debian's HAProxy for the local cluster's load balancer (issue 28; scripts/lib/haproxy.ts writes its
# configuration and runs it in the foreground as a child of the cluster process, so it stops with it).
#
#   scripts/haproxy.sh install   install Debian's haproxy with apt-get when it is missing (needs root,
#                                as on CI) and print  HAPROXY=<path>  and  HAPROXY_VERSION=<x.y.z>
#
# Only Debian's package: nothing is downloaded from anywhere else. The package's own service is not
# used (a container's policy-rc.d keeps it from starting; on a full system it serves
# /etc/haproxy/haproxy.cfg, which we never touch).
set -euo pipefail
# shellcheck source=scripts/lib/throwaway-server.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/throwaway-server.sh"

log() { echo "haproxy: $*" >&2; }

find_bin() {
  local bin
  for bin in "$(command -v haproxy 2>/dev/null || true)" /usr/sbin/haproxy; do
    if [ -n "$bin" ] && [ -x "$bin" ]; then echo "$bin"; return 0; fi
  done
  return 1
}

case "${1:-}" in
  install)
    if ! bin=$(find_bin); then
      apt_install haproxy HAProxy
      bin=$(find_bin) || { log "haproxy installed but not found"; exit 1; }
    fi
    echo "HAPROXY=$bin"
    echo "HAPROXY_VERSION=$("$bin" -v | sed -n 's/^HAProxy version \([^ ]*\).*/\1/p')"
    ;;
  *)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac

# shellcheck shell=bash
# Sourced by the throwaway-server scripts (scripts/pg-cluster.sh, scripts/redis-server.sh): the
# pieces they share. The sourcing script defines log MESSAGE (to stderr), start (starts a server,
# prints URL_VAR=… and DIR_VAR=…) and stop DIR (stops it and removes DIR), then calls server_main.

# A free TCP port on 127.0.0.1 (it can be taken again before the server binds it: callers retry).
free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# apt_install PACKAGE LABEL: install Debian's PACKAGE with apt-get; exits 1 with a hint when not root.
apt_install() {
  if [ "$(id -u)" != 0 ]; then log "$2 is not installed and this is not root: apt-get install $1 first"; exit 1; fi
  log "installing Debian's $1"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "$1" >&2
}

# server_main URL_VAR DIR_VAR ARGS…: the commands every such script has.
#   start               start and print  URL_VAR=…  and  DIR_VAR=…
#   stop DIR            stop the server started in DIR and remove DIR
#   run -- CMD ARGS…    start, run CMD with URL_VAR exported, always stop; exits with CMD's status
#   anything else       print the script's header comment (lines 2-15) and exit 2
server_main() {
  local url_var=$1 dir_var=$2 me out status
  me=$(basename "$0")
  shift 2
  case "${1:-}" in
    start)
      start
      ;;
    stop)
      stop "${2:?usage: $me stop DIR}"
      ;;
    run)
      shift
      [ "${1:-}" = "--" ] && shift
      [ $# -gt 0 ] || { echo "usage: $me run -- CMD ARGS…" >&2; exit 2; }
      out=$(start)
      SERVER_DIR=$(sed -n "s/^$dir_var=//p" <<<"$out")
      export "$url_var=$(sed -n "s/^$url_var=//p" <<<"$out")"
      trap 'stop "$SERVER_DIR"' EXIT
      trap 'exit 130' INT TERM
      set +e
      "$@"
      status=$?
      set -e
      exit "$status"
      ;;
    *)
      sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
      exit 2
      ;;
  esac
}

#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests.
#
#   scripts/pg-test-server.sh start        initdb in a new temp dir, start on a free 127.0.0.1 port;
#                                          prints   DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres
#                                                   PG_TEST_DIR=/tmp/pg-test.XXXX
#   scripts/pg-test-server.sh stop DIR     stops that cluster and removes DIR
#
# Needs the PostgreSQL server binaries (Debian: apt-get install -y postgresql, which brings
# postgresql-15 on bookworm). When run as root the cluster runs as the `postgres` user (initdb
# refuses root). Trust authentication, loopback only, fsync off: for tests, never for data.
# Exit codes: 0 ok, 2 PostgreSQL not installed, 1 other failure.
set -euo pipefail

bin_dir() {
  local d best=""
  # The highest installed version (Debian keeps server binaries off PATH), else PATH.
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V); do
    [[ -x "$d/initdb" && -x "$d/pg_ctl" ]] && best=$d
  done
  if [[ -z "$best" ]] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    best=$(dirname "$(command -v initdb)")
  fi
  if [[ -z "$best" ]]; then
    echo "pg-test-server: PostgreSQL server binaries (initdb, pg_ctl) not found; install them with: apt-get install -y postgresql" >&2
    exit 2
  fi
  echo "$best"
}

# Runs a command as the cluster owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
      echo "pg-test-server: running as root but there is no 'postgres' user to own the cluster" >&2
      exit 1
    fi
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su -s /bin/sh postgres -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

start() {
  local bin dir port
  bin=$(bin_dir)
  dir=$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")
  chmod 755 "$dir"
  if [[ $(id -u) -eq 0 ]]; then chown postgres: "$dir" 2>/dev/null || { echo "pg-test-server: no postgres user" >&2; rm -rf "$dir"; exit 1; }; fi
  if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
    # Older systems may lack the C.UTF-8 locale.
    rm -rf "$dir/data"
    if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1; then
      cat "$dir/initdb.log" >&2
      rm -rf "$dir"
      exit 1
    fi
  fi
  local tries=0
  while :; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null 2>&1; then
      break
    fi
    tries=$((tries + 1))
    if ((tries >= 3)); then
      cat "$dir/server.log" >&2 || true
      rm -rf "$dir"
      exit 1
    fi
  done
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
  echo "PG_TEST_DIR=$dir"
}

stop() {
  local dir=${1:?usage: pg-test-server.sh stop DIR}
  local bin
  bin=$(bin_dir)
  [[ -f "$dir/data/postmaster.pid" ]] && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  case "$dir" in
    "${TMPDIR:-/tmp}"/pg-test.*) rm -rf "$dir" ;;
    *) echo "pg-test-server: refusing to remove $dir (not a pg-test dir)" >&2 ;;
  esac
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 64
    ;;
esac

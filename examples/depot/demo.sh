#!/usr/bin/env bash
# The recovery ladder, end to end: depot fails in each class of failure, and errgen recover,
# following the guide's four lines and nothing more, takes the right next action each time.
# Needs errgen and depot on PATH (make run puts .venv/bin there).
set -u
here=$(cd "$(dirname "$0")" && pwd)
DEPOT_HOME=$(mktemp -d)
export DEPOT_HOME
trap 'rm -rf "$DEPOT_HOME"' EXIT

scenario() { printf '\n== %s\n' "$1"; }
recover() {
  printf '$ errgen recover --catalog errors.yaml -- depot %s\n' "$*"
  errgen recover --catalog "$here/errors.yaml" -- depot "$@"
  printf '(exit %s)\n' "$?"
}

scenario "correctable with a fix command: a fresh store has no access token"
recover put greeting hello

scenario "transient: another process holds the store's lock for the next call"
depot simulate lock --calls 1 >/dev/null
recover get greeting

scenario "correctable with a specialised reauth_command: an administrator revoked the session"
depot simulate revoked-session >/dev/null
recover get greeting

scenario "correctable without a command: the caller must choose a key that exists"
recover get no-such-key

scenario "terminal: keys under sys/ are read-only"
recover put sys/config x

scenario "a misspelt command: the usage error and exit 2 on stdout, the usage and what to do on stderr"
printf '$ depot gett greeting\n'
depot gett greeting 2>&1
printf '(exit %s)\n' "$?"

scenario "an answer that is no failure: diff found a difference (exit DIFFERENT, of class result) and a warning"
printf '$ depot diff no-such-key value\n'
depot diff no-such-key value 2>&1
printf '(exit %s)\n' "$?"

#!/usr/bin/env bash
# Runs the whole test suite (the README's test command) N times on a fresh clone of HEAD, to find tests that
# depend on timing. With --busy, two CPU burners run beside the suite for the whole time (on a 2-core machine
# that halves the CPU the suite gets), as a parallel build would.
#
#   docs/repeat-suite.sh [N] [--busy]        (default N=5; results in ./target/repeat-suite/summary.txt)
set -euo pipefail
runs=5
busy=false
for a in "$@"; do
  case "$a" in
    --busy) busy=true ;;
    *[!0-9]*|'') echo "usage: $0 [N] [--busy]" >&2; exit 2 ;;
    *) runs=$a ;;
  esac
done
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
out="$repo/target/repeat-suite"
clone=$(mktemp -d /tmp/voddesk-repeat.XXXXXX)
burners=()
cleanup() {
  for p in "${burners[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$clone"
}
trap cleanup EXIT
mkdir -p "$out"
git clone -q "$repo" "$clone/voddesk"
echo "commit $(git -C "$clone/voddesk" rev-parse --short HEAD), $runs runs, busy=$busy, $(nproc) cores" | tee "$out/summary.txt"
if $busy; then
  for _ in 1 2; do (while :; do :; done) & burners+=($!); done
fi
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  rc=0
  (cd "$clone/voddesk" && mvn -B verify) > "$out/run$i.log" 2>&1 || rc=$?
  tests=$(grep -E '^\[(INFO|ERROR|WARNING)\] Tests run:' "$out/run$i.log" | tail -1 | sed 's/^\[[A-Z]*\] //')
  echo "run $i: exit $rc, $(( $(date +%s) - start )) s, load $(cut -d' ' -f1 /proc/loadavg); $tests" | tee -a "$out/summary.txt"
  grep -E '<<< (FAILURE|ERROR)!' "$out/run$i.log" | sed 's/^/    /' | tee -a "$out/summary.txt" || true
done

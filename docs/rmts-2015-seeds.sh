#!/usr/bin/env bash
# Issue 5 robustness check: rmts-2015 sparse placement, loads 36..44, for seeds 1..N (default 10), 5 runs each,
# with rem, rmts and our rmts-on-block; then one line per (seed, load) saying whether each of rmts and
# rmts-on-block meets the target against rem (accepted >= rem's, fewer migrations, no more delay), with the
# accepted-count difference. Needs `mvn -q -B package -DskipTests` first.
# Usage: docs/rmts-2015-seeds.sh [N] [OUTDIR] [PLACEMENT]
set -euo pipefail
n=${1:-10}
out=${2:-target/rmts-seeds}
placement=${3:-sparse}
mkdir -p "$out"
for s in $(seq 1 "$n"); do
  java -jar target/voddesk.jar simulate --scenario rmts-2015 --policy rem,rmts,rmts-on-block \
    --load 36,38,40,42,44 --runs 5 --placement "$placement" --seed "$s" --csv "$out/seed-$s.csv" > /dev/null
done
# CSV columns: 2 policy, 3 load, 6 accepted, 12 migrations, 14 mean_delay (13 is plans, empty here)
awk -F, 'FNR > 1 { split(FILENAME, a, /seed-|\.csv/); k = a[2] " " $3; acc[k "," $2] = $6; mig[k "," $2] = $12
  del[k "," $2] = $14; keys[k] = 1 }
function verdict(k, p) {
  return (acc[k "," p] >= acc[k ",rem"] && mig[k "," p] < mig[k ",rem"] && del[k "," p] <= del[k ",rem"]) \
    ? "meets" : "MISSES"
}
END {
  for (k in keys) {
    printf "seed %s/min: rmts %s (accepted %+.1f, migrations %+.1f); rmts-on-block %s (accepted %+.1f, migrations %+.1f)\n",
      k, verdict(k, "rmts"), acc[k ",rmts"] - acc[k ",rem"], mig[k ",rmts"] - mig[k ",rem"],
      verdict(k, "rmts-on-block"), acc[k ",rmts-on-block"] - acc[k ",rem"], mig[k ",rmts-on-block"] - mig[k ",rem"]
  }
}' "$out"/seed-*.csv | sort -t' ' -k2,2n -k3,3n

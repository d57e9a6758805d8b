#!/usr/bin/env bash
# Issue 13 check: li-chen-2014 at 300/500/600 streams for seeds 1..N (default 10), 5 runs each: the anchors
# (least-load, bounded-hash) and the console's default pair at the console's planning interval; then one line per
# (seed, load): our latency and lambda against the better anchor, our moves and plans, and a verdict on the
# issue's targets (lower latency and lambda than both anchors; at 500 streams at most 120 moves and 40 plans).
# Needs `mvn -q -B package -DskipTests` first. An anchors file already in OUTDIR is reused (the anchors have no
# planner, so --plan-every does not change them).
# Usage: docs/plans-seeds.sh [N] [OUTDIR] [POLICY] [PLAN_EVERY_SECONDS]
set -euo pipefail
n=${1:-10}
out=${2:-target/plans-seeds}
ours=${3:-$(sed -n 's/^default policy: //p' docs/benchmarks.md)}
every=${4:-30}
mkdir -p "$out"
for s in $(seq 1 "$n"); do
  [ -s "$out/anchors-$s.csv" ] || java -jar target/voddesk.jar simulate --scenario li-chen-2014 \
    --policy least-load,bounded-hash --load 300,500,600 --runs 5 --seed "$s" --csv "$out/anchors-$s.csv" > /dev/null
  java -jar target/voddesk.jar simulate --scenario li-chen-2014 --policy "$ours" --plan-every "$every" \
    --load 300,500,600 --runs 5 --seed "$s" --csv "$out/ours-$s.csv" > /dev/null
done
# Columns are found by their header names, so files with and without the plans column mix.
awk -F, -v o="$ours" '
FNR == 1 { delete col; for (i = 1; i <= NF; i++) col[$i] = i; next }
{ split(FILENAME, a, /-|\.csv/); k = a[length(a) - 1] " " $col["load"]; p = $col["policy"]
  lat[k "," p] = $col["mean_latency_ms"]; var[k "," p] = $col["load_variance"]; keys[k] = 1
  if (p == o) { mig[k] = $col["migrations"]; pl[k] = $col["plans"] } }
END {
  for (k in keys) {
    bl = lat[k ",least-load"] < lat[k ",bounded-hash"] ? lat[k ",least-load"] : lat[k ",bounded-hash"]
    bv = var[k ",least-load"] < var[k ",bounded-hash"] ? var[k ",least-load"] : var[k ",bounded-hash"]
    split(k, sk, " ")
    wins = lat[k "," o] < bl && var[k "," o] < bv
    pace = sk[2] != 500 || (mig[k] <= 120 && pl[k] <= 40)
    printf "seed %s streams: ours %.2f ms / lambda %.3f; best anchor %.2f ms / lambda %.3f; moves %.1f, plans %.1f; %s%s\n",
      k, lat[k "," o], var[k "," o], bl, bv, mig[k], pl[k], wins ? "wins both" : "NOT BOTH",
      sk[2] == 500 ? (pace ? "; pace met" : "; PACE MISSED") : ""
  }
}' "$out"/anchors-*.csv "$out"/ours-*.csv | sort -t' ' -k2,2n -k3,3n

#!/usr/bin/env bash
# Issue 4 robustness check: li-chen-2014 at 300/500/600 streams for seeds 1..N (default 10), 5 runs each, with
# least-load, bounded-hash, similarity-rem and our prefix-affinity-balance; then one line per (seed, load): our
# figures against the better of least-load and bounded-hash, and similarity-rem against least-load (the paper's
# pair). Needs `mvn -q -B package -DskipTests` first. Usage: docs/li-chen-2014-seeds.sh [N] [OUTDIR]
set -euo pipefail
n=${1:-10}
out=${2:-target/seeds}
mkdir -p "$out"
for s in $(seq 1 "$n"); do
  java -jar target/voddesk.jar simulate --scenario li-chen-2014 \
    --policy least-load,bounded-hash,similarity-rem,prefix-affinity-balance --load 300,500,600 --runs 5 \
    --seed "$s" --csv "$out/seed-$s.csv" > /dev/null
done
awk -F, 'FNR > 1 { split(FILENAME, a, /seed-|\.csv/); k = a[2] " " $3; lat[k "," $2] = $8; var[k "," $2] = $11; keys[k] = 1 }
END {
  for (k in keys) {
    o = "prefix-affinity-balance"
    bl = lat[k ",least-load"] < lat[k ",bounded-hash"] ? lat[k ",least-load"] : lat[k ",bounded-hash"]
    bv = var[k ",least-load"] < var[k ",bounded-hash"] ? var[k ",least-load"] : var[k ",bounded-hash"]
    printf "seed %s streams: ours %.2f ms / lambda %.3f; best baseline %.2f ms / lambda %.3f; %s; paper pair: latency %+.1f%%, lambda %+.1f%%\n",
      k, lat[k "," o], var[k "," o], bl, bv, (lat[k "," o] < bl && var[k "," o] < bv) ? "ours wins both" : "NOT BOTH",
      100 * (lat[k ",similarity-rem"] / lat[k ",least-load"] - 1), 100 * (var[k ",similarity-rem"] / var[k ",least-load"] - 1)
  }
}' "$out"/seed-*.csv | sort -t' ' -k3,3n -k2,2n

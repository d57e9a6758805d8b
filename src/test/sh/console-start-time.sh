#!/bin/bash
# Starts `console --demo` under Xvfb (a real window, 1600x1000) on a fresh database in DIR and prints the seconds to
# the window being mapped and to the login form being drawn (docs/benchmarks.md, "Start to a usable window"), with
# the load average before and after. The console keeps running; DIR/env holds its DISPLAY and XAUTHORITY for
# console-screenshots.sh and CONSOLE_PID, the console's process (kill it by that id to end the run).
# The console logs at INFO into DIR/app.log ("console ready: login shown N ms after the JVM started").
# Usage: src/test/sh/console-start-time.sh DIR   (after mvn -B -q -o package -DskipTests)
#   JAVA_OPTS="..." adds JVM options (e.g. -Xlog:class+load:file=cl.txt:uptime)
#   LAUNCHER=target/jpackage/VodDesk/bin/VodDesk starts the app image's launcher instead of `java -jar` (the
#     installed product; JVM options then go through JAVA_TOOL_OPTIONS)
#   DROP_CACHES=1 drops the page cache first (root: sync; echo 3 > /proc/sys/vm/drop_caches), a cold start
set -u
JAR=$(cd "$(dirname "$0")/../../.." && pwd)/target/voddesk.jar
LAUNCHER=${LAUNCHER:+$(readlink -f "$LAUNCHER")}
DIR=${1:?usage: console-start-time.sh DIR}
mkdir -p "$DIR" && cd "$DIR" && rm -f demo.db* app.log env
LOAD0=$(uptime | sed 's/.*load average: //')
BEFORE=$(ls -d /tmp/xvfb-run.* 2>/dev/null | sort)
if [ -n "$LAUNCHER" ]; then
  export JAVA_TOOL_OPTIONS="${JAVA_OPTS:-} -Dvoddesk.log=INFO"
  START=("$LAUNCHER")
else
  START=(java ${JAVA_OPTS:-} -Dvoddesk.log=INFO -jar "$JAR")
fi
[ "${DROP_CACHES:-0}" = 1 ] && { sync; echo 3 > /proc/sys/vm/drop_caches || exit 1; }
T0=$(date +%s.%N); UP0=$(cut -d" " -f1 /proc/uptime)
xvfb-run -a -s "-screen 0 1600x1000x24" "${START[@]}" console --demo --db "$DIR/demo.db" > app.log 2>&1 &
RUNNER=$!
# this run's X server: the xvfb-run directory that did not exist before the launch (never an older run's)
X=""
for i in $(seq 1 300); do
  NEW=$(comm -13 <(echo "$BEFORE") <(ls -d /tmp/xvfb-run.* 2>/dev/null | sort) | head -1)
  [ -n "$NEW" ] && X=$(ps -eo args | grep "^Xvfb :[0-9]* .*-auth $NEW/Xauthority" | head -1)
  [ -n "$X" ] && break; sleep 0.05
done
[ -n "$X" ] || { echo "no X server came up for this run"; exit 1; }
export DISPLAY=$(echo "$X" | awk '{print $2}') XAUTHORITY=$(echo "$X" | awk '{print $NF}')
for i in $(seq 1 1200); do
  W=$(xdotool search --onlyvisible --name VodDesk 2>/dev/null | head -1); [ -n "$W" ] && break; sleep 0.1
done
T1=$(date +%s.%N)
# the login's "Log in" button is blue (AtlantaFX accent): its blue channel at (800,507) rises above 150
for i in $(seq 1 1200); do
  P=$(import -window root -crop 1x1+800+507 txt:- 2>/dev/null | tail -1 | grep -o 'srgb([0-9,]*)' | tr -d 'srgb()' | cut -d, -f3)
  [ -n "$P" ] && [ "$P" -gt 150 ] && break; sleep 0.1
done
T2=$(date +%s.%N)
# the console's process, the runner's java (or VodDesk) child (after a dropped page cache it started 11 s after the
# launch once)
CONSOLE_PID=""
for i in $(seq 1 600); do CONSOLE_PID=$(pgrep -P "$RUNNER" -x 'java|VodDesk'); [ -n "$CONSOLE_PID" ] && break; sleep 0.1; done
printf 'DISPLAY=%s\nXAUTHORITY=%s\nCONSOLE_PID=%s\n' "$DISPLAY" "$XAUTHORITY" "$CONSOLE_PID" > env
# what the console's processes had used once the form was drawn (the session keeps opening meanwhile): CPU time,
# their own and that of the children they waited for (jpackage's launcher: its rpm and dpkg queries), and the
# bytes they caused to be read from the disk (/proc/PID/io read_bytes: 0 with a warm page cache); the processes are
# CONSOLE_PID and its descendants: `java -jar` on a jar with its class-data archive starts the console in a child
# JVM (cli.Relaunch), and killing CONSOLE_PID ends both
tree() { echo "$1"; for c in $(pgrep -P "$1"); do tree "$c"; done; }
PIDS=$(tree "$CONSOLE_PID")
CPU=$(for p in $PIDS; do cat "/proc/$p/stat" 2>/dev/null; done \
  | awk -v hz="$(getconf CLK_TCK)" '{s += $14 + $15 + $16 + $17} END {if (NR) printf "%.2f", s / hz}')
READ=$(for p in $PIDS; do cat "/proc/$p/io" 2>/dev/null; done | awk '/^read_bytes/ {s += $2} END {if (NR) printf "%.0f", s / 1048576}')
JVMS=$(echo "$PIDS" | wc -w)
# when each of them started, in seconds after the launch (/proc/PID/stat starttime against /proc/uptime)
UP=$(for p in $PIDS; do awk -v hz="$(getconf CLK_TCK)" -v up0="$UP0" '{printf "%.1f ", $22 / hz - up0}' "/proc/$p/stat" 2>/dev/null; done)
echo "window mapped after $(echo "$T1 - $T0" | bc) s; login form after $(echo "$T2 - $T0" | bc) s;" \
  "processes ($JVMS, up after ${UP% } s) at the form: CPU ${CPU:-?} s, read ${READ:-?} MB from disk;" \
  "load average before: $LOAD0; after: $(uptime | sed 's/.*load average: //')"

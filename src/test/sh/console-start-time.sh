#!/bin/bash
# Starts `console --demo` under Xvfb (a real window, 1600x1000) on a fresh database in DIR and prints the seconds to
# the window being mapped and to the login form being drawn (docs/benchmarks.md, "Start to a usable window"). The
# console keeps running; DIR/env holds its DISPLAY and XAUTHORITY for console-screenshots.sh.
# Usage: src/test/sh/console-start-time.sh DIR   (after mvn -B -q -o package -DskipTests)
set -u
JAR=$(cd "$(dirname "$0")/../../.." && pwd)/target/voddesk.jar
DIR=${1:?usage: console-start-time.sh DIR}
mkdir -p "$DIR" && cd "$DIR" && rm -f demo.db* app.log
T0=$(date +%s.%N)
xvfb-run -a -s "-screen 0 1600x1000x24" java -jar "$JAR" console --demo --db "$DIR/demo.db" > app.log 2>&1 &
for i in $(seq 1 200); do
  X=$(ps aux | grep -v grep | grep -o 'Xvfb :[0-9]* .*-auth [^ ]*' | grep "$(ls -td /tmp/xvfb-run.* 2>/dev/null | head -1)" | head -1)
  [ -n "$X" ] && break; sleep 0.1
done
export DISPLAY=$(echo "$X" | awk '{print $2}') XAUTHORITY=$(echo "$X" | awk '{print $NF}')
echo "DISPLAY=$DISPLAY XAUTHORITY=$XAUTHORITY" > env
for i in $(seq 1 600); do
  W=$(xdotool search --onlyvisible --name VodDesk 2>/dev/null | head -1); [ -n "$W" ] && break; sleep 0.1
done
T1=$(date +%s.%N)
# the login's "Log in" button is blue (AtlantaFX accent): its blue channel at (800,507) rises above 150
for i in $(seq 1 600); do
  P=$(import -window root -crop 1x1+800+507 txt:- 2>/dev/null | tail -1 | grep -o 'srgb([0-9,]*)' | tr -d 'srgb()' | cut -d, -f3)
  [ -n "$P" ] && [ "$P" -gt 150 ] && break; sleep 0.1
done
T2=$(date +%s.%N)
echo "window mapped after $(echo "$T1 - $T0" | bc) s; login form after $(echo "$T2 - $T0" | bc) s; $(uptime)"

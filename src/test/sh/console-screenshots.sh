#!/bin/bash
# Screenshots of every screen in both themes from a console started by console-start-time.sh DIR (the login form
# showing): logs in with "Use supervisor", Ctrl+1..8, on Cameras searches "harbour", picks the first camera and
# requests playback (Ctrl+Enter), on Reports loads today (the demo database holds no earlier day), then toggles the
# theme and does it again. Writes DIR/shots/<screen>-<theme>.png.
# Usage: src/test/sh/console-screenshots.sh DIR
DIR=${1:?usage: console-screenshots.sh DIR}
cd "$DIR" && source <(sed 's/^/export /' env); rm -rf shots; mkdir -p shots
import -window root shots/login-dark.png
xdotool mousemove 805 665 click 1; sleep 1; xdotool mousemove 800 507 click 1; sleep 10
shot() { xdotool mousemove 1500 980; xdotool key ctrl+$1; sleep ${3:-5}; import -window root shots/$2.png; }
all() {
 shot 1 cluster-$1 4
 shot 2 cameras-$1 2
 xdotool key ctrl+f; xdotool key ctrl+a; xdotool type --delay 50 harbour; sleep 2
 xdotool mousemove 257 139 click 1; sleep 3; xdotool key ctrl+Return; sleep 6; import -window root shots/cameras-$1.png
 shot 3 sessions-$1
 shot 4 migrations-$1
 shot 5 alarms-$1
 shot 6 reports-$1 5
 xdotool mousemove 230 104 click 1; xdotool key ctrl+a; xdotool type --delay 50 "$(date +%F)"; xdotool key Return
 sleep 6; import -window root shots/reports-$1.png
 shot 7 settings-$1
 xdotool mousemove 295 66 click 1; sleep 2; import -window root shots/settings-policy-$1.png
 xdotool mousemove 480 66 click 1; sleep 2; import -window root shots/settings-users-$1.png
 xdotool mousemove 150 66 click 1
 shot 8 audit-$1
}
xdotool mousemove 1500 980 click 1
all dark
xdotool mousemove 1211 23 click 1; sleep 2
all light

#!/bin/sh
# Writes a few seconds of real test recordings (ffmpeg's test source) laid out as the node agent vodnode expects:
#   <root>/<camera>/<start>_<end>.mp4      start and end in UTC, ISO basic form (20261128T080000Z)
# so that a VOD server (or a test machine) can try the ffmpeg-hls streamer without real camera footage.
#
# usage: make-recordings.sh ROOT [CAMERAS [SEGMENTS [SECONDS [START]]]]
#   ROOT      the recordings root (vodnode.conf: recordings=ROOT); created if missing
#   CAMERAS   how many cameras, cam-001 .. (default 3)
#   SEGMENTS  recordings per camera, one after the other (default 2)
#   SECONDS   length of each recording (default 10)
#   START     UTC start of the first recording, YYYYMMDDTHHMMSSZ (default: the current hour, UTC)
# Each file is H.264 in MP4, 640x360 at 25 fps, with the camera's name and the time burnt in; about 100 KB a
# second. Existing files are kept (the script is idempotent); it needs ffmpeg and GNU date.
set -eu

usage() { echo "usage: $0 ROOT [CAMERAS [SEGMENTS [SECONDS [START]]]]" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 5 ] || usage
root=$1
cameras=${2:-3}
segments=${3:-2}
seconds=${4:-10}
start=${5:-$(date -u +%Y%m%dT%H0000Z)}
for n in "$cameras" "$segments" "$seconds"; do
    case $n in '' | *[!0-9]*) echo "$0: CAMERAS, SEGMENTS and SECONDS are whole numbers, got '$n'" >&2; exit 2 ;; esac
done
[ "$cameras" -ge 1 ] && [ "$cameras" -le 999 ] || { echo "$0: CAMERAS must be 1..999" >&2; exit 2; }
[ "$seconds" -ge 1 ] && [ "$seconds" -le 3600 ] || { echo "$0: SECONDS must be 1..3600" >&2; exit 2; }
case $start in
    [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z) ;;
    *) echo "$0: START must be YYYYMMDDTHHMMSSZ (UTC), got '$start'" >&2; exit 2 ;;
esac
command -v ffmpeg >/dev/null 2>&1 || { echo "$0: ffmpeg is not installed (apt-get install ffmpeg)" >&2; exit 1; }

# seconds since the epoch of a YYYYMMDDTHHMMSSZ time, and back
epoch() { date -u -d "$(echo "$1" | sed 's/^\(....\)\(..\)\(..\)T\(..\)\(..\)\(..\)Z$/\1-\2-\3 \4:\5:\6/')" +%s; }
basic() { date -u -d "@$1" +%Y%m%dT%H%M%SZ; }

t0=$(epoch "$start")
mkdir -p "$root"
c=1
while [ "$c" -le "$cameras" ]; do
    camera=$(printf 'cam-%03d' "$c")
    mkdir -p "$root/$camera"
    k=0
    while [ "$k" -lt "$segments" ]; do
        s=$((t0 + k * seconds))
        e=$((s + seconds))
        file="$root/$camera/$(basic "$s")_$(basic "$e").mp4"
        if [ ! -s "$file" ]; then
            ffmpeg -loglevel error -nostdin -y -f lavfi -i "testsrc2=size=640x360:rate=25:duration=$seconds" \
                -vf "drawtext=text='$camera %{pts\\:gmtime\\:$s}':x=20:y=20:fontsize=28:fontcolor=white:box=1:boxcolor=black" \
                -c:v libx264 -preset veryfast -pix_fmt yuv420p -movflags +faststart -f mp4 "$file.part" 2>/dev/null \
            || ffmpeg -loglevel error -nostdin -y -f lavfi -i "testsrc2=size=640x360:rate=25:duration=$seconds" \
                -c:v libx264 -preset veryfast -pix_fmt yuv420p -movflags +faststart -f mp4 "$file.part"
            mv "$file.part" "$file"
        fi
        echo "$file"
        k=$((k + 1))
    done
    c=$((c + 1))
done

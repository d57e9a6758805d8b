#!/bin/sh
# Makes the demo cluster's video: one minute of picture cut into sixty 1-second MPEG-TS segments of H.264, in two
# renditions, which the demo nodes serve as HLS (org.voddesk.demo.DemoVideo). Segment NN.ts shows second NN of a
# minute in large figures, with a bar that crosses the picture every 10 s; a session's playlist picks the segment
# of each second of its recorded time, so the figures in the picture are the recorded time's seconds.
#   main  1280x720, sub  640x360; 10 frames per second, each segment one GOP starting with a key frame.
# Run once by hand; the output is committed (resources/demo-video, about 750 KB), so the demo needs no ffmpeg.
#
# usage: make-demo-video.sh [OUT]        OUT defaults to resources/demo-video beside this script's folder
# Needs ffmpeg with libx264 and drawtext (Debian: apt-get install ffmpeg) and the DejaVu fonts (fonts-dejavu-core).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../resources/demo-video}
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
command -v ffmpeg >/dev/null 2>&1 || { echo "$0: ffmpeg is not installed (apt-get install ffmpeg)" >&2; exit 1; }
[ -r "$font" ] || { echo "$0: $font is missing (apt-get install fonts-dejavu-core)" >&2; exit 1; }

for rendition in main:1280:720 sub:640:360; do
    name=${rendition%%:*}
    size=${rendition#*:}
    w=${size%%:*}
    h=${size#*:}
    mkdir -p "$out/$name"
    rm -f "$out/$name"/*.ts "$out/$name"/index.m3u8
    ffmpeg -nostdin -hide_banner -loglevel error -f lavfi -i "color=c=0x1d2b3a:s=${w}x${h}:r=10:d=60" \
        -vf "drawbox=x='mod(t*$w/10\\,$w)':y=ih*0.8:w=iw/16:h=ih/20:color=0x4fa3d1:t=fill,\
drawtext=fontfile=$font:fontsize=$((h / 24)):fontcolor=0xb0bec5:x=(w-tw)/2:y=h*0.2:text='VodDesk demo - recorded second',\
drawtext=fontfile=$font:fontsize=$((h / 4)):fontcolor=white:x=(w-tw)/2:y=(h-th)/2:text='\\:%{eif\\:mod(t\\,60)\\:d\\:2}'" \
        -c:v libx264 -threads 1 -profile:v main -pix_fmt yuv420p -preset veryslow -crf 30 \
        -g 10 -keyint_min 10 -sc_threshold 0 -bf 0 \
        -f hls -hls_time 1 -hls_list_size 0 -hls_segment_filename "$out/$name/%02d.ts" "$out/$name/index.m3u8"
    rm -f "$out/$name/index.m3u8"
done
du -sb "$out"/main "$out"/sub

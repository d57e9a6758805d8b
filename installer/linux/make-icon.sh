#!/bin/sh
# Renders voddesk.png from the same shapes as voddesk.svg with ImageMagick's draw primitives (ImageMagick
# builds without an SVG reader are common). Run it after changing voddesk.svg; both files are committed.
set -eu
cd "$(dirname "$0")"
convert -size 256x256 xc:none \
    -fill '#1f3b5c' -draw 'roundrectangle 8,8 247,247 44,44' \
    -fill '#e8eef5' -draw 'roundrectangle 40,56 215,175 14,14' \
    -fill '#1f3b5c' -draw 'polygon 108,84 108,148 160,116' \
    -fill '#e8eef5' -draw 'rectangle 88,176 167,189' \
    -fill '#e8eef5' -draw 'roundrectangle 64,190 191,201 6,6' \
    -fill '#4cc38a' -draw 'roundrectangle 40,214 99,223 5,5' \
    -fill '#4cc38a' -draw 'roundrectangle 106,214 165,223 5,5' \
    -fill '#f2b84b' -draw 'roundrectangle 172,214 215,223 5,5' \
    -strip voddesk.png

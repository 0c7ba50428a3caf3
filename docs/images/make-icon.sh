#!/bin/sh
# Draws docs/images/icon.png (128×128): white braces and a lime check on a teal rounded square, which reads on
# light and dark backgrounds alike. Needs ImageMagick 6 (Debian: apt-get install imagemagick).
set -e
out="${1:-$(dirname "$0")/icon.png}"
/usr/bin/convert -size 128x128 xc:none \
  -fill '#0e7490' -draw 'roundrectangle 4,4 123,123 24,24' \
  -font DejaVu-Sans-Mono-Bold -pointsize 66 -fill white -gravity center -annotate +0-2 '{ }' \
  -stroke '#bef264' -strokewidth 10 -fill none -draw 'polyline 48,65 59,77 80,50' \
  -depth 8 -strip "$out"

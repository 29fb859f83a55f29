#!/bin/sh
# The HLS streams the browser stories play, made by Debian's ffmpeg, small enough to commit; the
# same ffmpeg makes the same bytes (bit-exact, one thread). H.264 baseline + AAC in MPEG-TS
# segments of 4 seconds, under one master playlist, of a test pattern and a tone.
# - short (tests/fixtures/hls, tests/e2e/streams.test.ts): 12 seconds in two qualities, 320x180
#   and 160x90; its subtitles.vtt is kept by hand.
# - long (tests/fixtures/hls-long, tests/e2e/watch-together.test.ts): 48 seconds in one quality,
#   160x90, so a room can pause at 12 s and seek to 40 s; beside it the same stream remuxed into one
#   MP4 (clip.mp4), which the YouTube stand-in plays (tests/e2e/youtube-stand-in.ts), so the tests
#   need no ffmpeg of their own.
# Usage: sh scripts/make-hls-fixture.sh [short|long]   (short when left out)
set -eu
kind="${1:-short}"
case "$kind" in
  short) seconds=12 folder=hls ;;
  long) seconds=48 folder=hls-long ;;
  *) echo "usage: $0 [short|long]" >&2; exit 2 ;;
esac
out="$(dirname "$0")/../tests/fixtures/$folder"
mkdir -p "$out"
rm -f "$out"/*.m3u8 "$out"/*.ts

if [ "$kind" = short ]; then
  set -- -filter_complex "[0:v]split=2[high][low0];[low0]scale=160:90[low]" \
    -map "[high]" -map 1:a -map "[low]" -map 1:a \
    -b:v:0 50k -maxrate:v:0 70k -bufsize:v:0 100k \
    -b:v:1 20k -maxrate:v:1 30k -bufsize:v:1 40k \
    -var_stream_map "v:0,a:0,name:180p v:1,a:1,name:90p"
else
  set -- -filter_complex "[0:v]scale=160:90[low]" -map "[low]" -map 1:a \
    -b:v:0 20k -maxrate:v:0 30k -bufsize:v:0 40k \
    -var_stream_map "v:0,a:0,name:90p"
fi

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=$seconds" \
  -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=$seconds" \
  "$@" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryfast -threads 1 \
  -g 60 -keyint_min 60 -sc_threshold 0 \
  -c:a aac -ac 1 -b:a 16k \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type mpegts \
  -hls_segment_filename "$out/%v_%d.ts" \
  -master_pl_name master.m3u8 \
  "$out/%v.m3u8"

if [ "$kind" = long ]; then
  rm -f "$out/clip.mp4"
  ffmpeg -hide_banner -loglevel error -i "$out/90p.m3u8" -c copy -movflags +faststart \
    -fflags +bitexact -map_metadata -1 "$out/clip.mp4"
fi

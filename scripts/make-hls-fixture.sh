#!/bin/sh
# The HLS stream the browser story plays (tests/e2e/streams.test.ts): 12 seconds of a test
# pattern and a tone in two qualities, 320x180 and 160x90, H.264 baseline + AAC in MPEG-TS
# segments of 4 seconds, under one master playlist. Small enough to commit; the same ffmpeg makes
# the same bytes (bit-exact, one thread).
# Usage: sh scripts/make-hls-fixture.sh   (writes tests/fixtures/hls/; subtitles.vtt is kept by hand)
set -eu
out="$(dirname "$0")/../tests/fixtures/hls"
mkdir -p "$out"
rm -f "$out"/*.m3u8 "$out"/*.ts

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=12" \
  -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=12" \
  -filter_complex "[0:v]split=2[high][low0];[low0]scale=160:90[low]" \
  -map "[high]" -map 1:a -map "[low]" -map 1:a \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryfast -threads 1 \
  -b:v:0 50k -maxrate:v:0 70k -bufsize:v:0 100k \
  -b:v:1 20k -maxrate:v:1 30k -bufsize:v:1 40k \
  -g 60 -keyint_min 60 -sc_threshold 0 \
  -c:a aac -ac 1 -b:a 16k \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type mpegts \
  -hls_segment_filename "$out/%v_%d.ts" \
  -master_pl_name master.m3u8 \
  -var_stream_map "v:0,a:0,name:180p v:1,a:1,name:90p" \
  "$out/%v.m3u8"

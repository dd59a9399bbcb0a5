#!/bin/sh
# Makes the fifteen backgrounds in public/backgrounds from ffmpeg's procedural sources, so
# the project ships pictures and videos it generated itself. The outputs are committed:
# nothing is generated or downloaded when the app starts, and CI needs no ffmpeg.
# Run after changing this script: sh apps/web/scripts/make-backgrounds.sh
# The server's list (apps/server/src/routes/backgrounds.ts) names these files.
set -eu

out="$(cd "$(dirname "$0")/.." && pwd)/public/backgrounds"
mkdir -p "$out"
ff="ffmpeg -hide_banner -loglevel error -y"

# Picture: a branching corner of the Mandelbrot set, 480x480; every region looks different,
# so each piece is easy to place. WebP keeps it small.
$ff -f lavfi -i "mandelbrot=size=480x480:start_scale=0.02:start_x=-0.10109636:start_y=0.95628651:outer=normalized_iteration_count:inner=mincol" \
  -frames:v 1 -c:v libwebp -quality 82 "$out/mandelbrot.webp"

# Video: 8 s of Conway's Game of Life (seeded, so re-runs give the same film) on a 96x96
# grid drawn with 5px cells, over a slowly drifting colour field so that every piece,
# even an empty patch, visibly moves. The first 3 s (still mostly random noise) are cut.
# VP9 in WebM plays in every current browser.
$ff -f lavfi -i "life=size=96x96:rate=12:seed=2026:ratio=0.3:mold=10:life_color=0xffd23f:death_color=0x000000:mold_color=0x3d1a6e" \
  -f lavfi -i "gradients=size=480x480:rate=24:speed=0.02:c0=0x14213d:c1=0x3a0ca3:c2=0x0b6e4f:c3=0x7a1f3d:nb_colors=4:seed=7" \
  -filter_complex "[0:v]trim=start=3,setpts=PTS-STARTPTS,scale=480:480:flags=neighbor,fps=24,format=gbrp[cells];[1:v]format=gbrp[field];[field][cells]blend=all_mode=screen,format=yuv420p" \
  -t 8 -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 -g 48 "$out/life.webm"

ls -l "$out"

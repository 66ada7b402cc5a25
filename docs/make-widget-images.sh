#!/bin/sh
# Makes the screenshots of real widget windows in docs/images: each `composer-widgets` sample
# opened on a private Xvfb display and captured with ImageMagick's `import`.
# Needs: swift, libgtk-4-dev, xvfb, imagemagick, x11-utils. Run from the package root.
set -eu
swift build --product composer-widgets
widgets=.build/debug/composer-widgets
out=docs/images
mkdir -p "$out"

display=:96
Xvfb "$display" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null' EXIT
tries=0
until DISPLAY="$display" xwininfo -root >/dev/null 2>&1; do
  tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "Xvfb did not start" >&2; exit 1; }
  sleep 0.1
done
export DISPLAY="$display" GDK_BACKEND=x11 GTK_A11Y=none

# shot NAME SAMPLE WxH [VAR=VALUE…]: opens the sample at that size, waits for its first frame
# (the `allocations` line of --trace), and saves the window (at the screen's top-left corner:
# Xvfb has no window manager) as $out/NAME.png.
shot() {
  name=$1 sample=$2 size=$3
  shift 3
  trace=$(mktemp)
  env "$@" "$widgets" "$sample" --size "$size" --trace >"$trace" 2>/dev/null &
  app=$!
  tries=0
  until grep -q '^allocations' "$trace"; do
    tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "$sample did not draw" >&2; exit 1; }
    sleep 0.1
  done
  sleep 0.3  # the frame after the first: entries have their cursor, pictures are decoded
  import -window root -crop "$size+0+0" +repage "$out/$name.png"
  kill "$app"
  wait "$app" 2>/dev/null || true
  rm -f "$trace"
}

shot widgets-profile profile 375x240
shot widgets-profile-frames profile 375x240 LAYOUTCOMPOSER_SHOW_FRAMES=1
for sample in login chat yoga; do
  shot "widgets-$sample" "$sample" 375x667
done
shot widgets-login-frames login 375x667 LAYOUTCOMPOSER_SHOW_FRAMES=1
shot widgets-chat-desktop chat 1280x800
shot widgets-settings settings 375x667
shot widgets-settings-frames settings 375x667 LAYOUTCOMPOSER_SHOW_FRAMES=1
shot widgets-preferences preferences 375x667
shot widgets-preferences-desktop preferences 1280x800

#!/bin/sh
# Makes the previewer's pictures in docs/images: samples rendered headless with
# `composer-preview --render`, and screenshots of the window taken on a private Xvfb display.
# Needs: swift, libgtk-4-dev, xvfb, imagemagick, x11-utils, xdotool. Run from the package root.
set -eu
swift build --product composer-preview
preview=.build/debug/composer-preview
out=docs/images
mkdir -p "$out"

# Headless pictures: no display needed.
for sample in profile yoga-flexandchill vbox-flex margins-2 hbox relative yoga-tryout-centered \
  swiftui-trip-card swiftui-wide-card swiftui-wide-card-compact stevia-login \
  flooid-thumbnail-row flooid-sizes profile-rtl; do
  "$preview" --render "$sample" --out "$out/sample-$sample.png"
done
# The shared baseline shows for a selected component of an HBox aligned on baselines.
"$preview" --render swiftui-section-header-baseline --select showAll --zoom 2 \
  --out "$out/sample-swiftui-section-header-baseline.png"
# The wrapping and grid samples of issue 17; the dashboard at the widths where it has two and
# one columns too.
for sample in grid-dashboard wrap-tags grid-settings-form grid-settings-form-rtl grid-photos; do
  "$preview" --render "$sample" --out "$out/sample-$sample.png"
done
"$preview" --render grid-dashboard --size 836x472 --out "$out/sample-grid-dashboard-836.png"
"$preview" --render grid-dashboard --size 360x924 --out "$out/sample-grid-dashboard-360.png"
"$preview" --render profile --exploded --zoom 1.5 --out "$out/sample-profile-exploded.png"
"$preview" --render profile --borders-only --out "$out/sample-profile-borders.png"
"$preview" --render yoga-flexandchill --size 375x667 --out "$out/sample-yoga-flexandchill.svg"

# Window screenshots on a display of our own: the first free number from 97 on.
number=97
while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do
  number=$((number + 1))
done
display=:$number
Xvfb "$display" -screen 0 1200x860x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null' EXIT
tries=0
until DISPLAY="$display" xwininfo -root >/dev/null 2>&1; do
  tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "Xvfb did not start" >&2; exit 1; }
  sleep 0.1
done
export DISPLAY="$display" GDK_BACKEND=x11
# Settings of our own: a measurer chosen in the user's View menu must not change the pictures.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$XDG_CONFIG_HOME"' EXIT

# Waits (up to 10 s) until the trace file has a line matching $2.
wait_for() {
  tries=0
  until grep -q "$2" "$1"; do
    tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "timed out waiting for $2" >&2; exit 1; }
    sleep 0.1
  done
}

# Runs the previewer with commands from a here-document-fed pipe; $1 = trace file.
shot() {
  name=$1; shift
  trace=$(mktemp)
  fifo=$(mktemp -u); mkfifo "$fifo"
  "$preview" --trace --control "$@" <"$fifo" >"$trace" 2>/dev/null &
  app=$!
  exec 3>"$fifo"
  wait_for "$trace" '^ready'
  echo "resize 1200 860" >&3
  # The pointer goes to the status line's corner: no component is hovered in the pictures.
  xdotool mousemove 1199 859 2>/dev/null || true
  echo "hover -1 -1" >&3
  while read -r command; do
    case "$command" in
      wait\ *) wait_for "$trace" "${command#wait }" ;;
      run\ *) eval "${command#run }" ;;
      *) echo "$command" >&3 ;;
    esac
  done
  # Two frames on the display after the last command: the first draws the canvas, the second
  # the status line that the first one's timing updates.
  echo "frame" >&3
  wait_for "$trace" '^drawn'
  echo "frame" >&3
  tries=0
  until [ "$(grep -c '^drawn' "$trace")" -ge 2 ]; do
    tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "timed out waiting for a frame" >&2; exit 1; }
    sleep 0.1
  done
  import -window root "$out/$name.png"
  echo quit >&3
  exec 3>&-
  wait "$app" || true
  rm -f "$fifo" "$trace"
}

shot previewer --sample profile --preset phone --light <<'COMMANDS'
select nameLabel
wait ^select nameLabel
COMMANDS

shot previewer-dark --sample yoga-flexandchill --dark <<'COMMANDS'
select castLabel
wait ^select castLabel
COMMANDS

# The variants view: FlexAndChill at every preset and the window's size, one selection.
shot previewer-variants --sample yoga-flexandchill --light --variants <<'COMMANDS'
sidebar
wait ^sidebar hidden
wait ^variant window
select showsTableView
wait ^select showsTableView
COMMANDS

# An overlay selected: the inspector names its role.
shot previewer-overlay --sample swiftui-trip-card --preset phone --light <<'COMMANDS'
select caliActivityCount
wait ^select caliActivityCount
COMMANDS

# A FirstThatFits: its Items list the hidden alternative greyed (the inspector scrolled down).
shot previewer-alternatives --sample swiftui-wide-card-compact --preset phone --light <<'COMMANDS'
select bottomRow
wait ^select bottomRow
run xdotool mousemove 1000 600 click --repeat 20 --delay 20 5
COMMANDS

# A right-to-left sample in its own direction, its mirrored x explained.
shot previewer-rtl --sample profile-rtl --preset phone --light <<'COMMANDS'
select icon
wait ^select icon
COMMANDS

layouts=$(mktemp -d)
cat >"$layouts/good.json" <<'JSON'
{"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox", "defaultMargins": [8, 8, 0, 8]}, "items": [
  {"name": "header", "height": 120},
  {"name": "body", "flex": 1},
  {"name": "footer", "height": 60, "marginBottom": 8}
]}}
JSON
cat >"$layouts/bad.json" <<'JSON'
{"version": 1, "size": [320, 480], "root": {"layout": {"type": "VBox", "pack": "middle"}, "items": [
  {"name": "header", "heigth": 120},
  {"name": "body", "flex": -1}
]}}
JSON
cp "$layouts/good.json" "$layouts/screen.json"
shot previewer-banner "$layouts/screen.json" --light <<COMMANDS
run cp "$layouts/bad.json" "$layouts/screen.json"
wait ^banner
COMMANDS
rm -r "$layouts"
echo "pictures written to $out"

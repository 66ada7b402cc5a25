"""Tree families: what `--family` draws, which engines check it, and how it is mapped.

`base` is the original subset (docs/differential-testing.md, "What a tree holds"); each other
family adds one part of our rules to it, or draws its own trees, and keeps out what does not
map (the same page, "Families"). A family's trees are drawn from `random.Random("NAME:SEED:
INDEX")` (`base`: "SEED:INDEX", as before families existed), so one tree can be rebuilt alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional

from . import trees
from .flexbox import (
    Mapping,
    _track,
    adaptive_share,
    known_widths,
    ratio_axes_known,
    static_min_width,
)
from .trees import SIDES, Component, Draw, Percent, flexes, points, role


@dataclass
class Family:
    name: str
    about: str
    draw: Callable[[random.Random], tuple[Component, tuple[float, float]]]
    sanitize: Callable[[Component], None]
    engines: tuple = ("yoga", "taffy")  # checked against by default
    direction: str = "ltr"
    # A layout-file feature our engine may not read yet ("wrap", "grid"): without it the
    # family compares Yoga and Taffy with each other only.
    feature: Optional[str] = None

    def tree(self, seed: int, index: int):
        key = f"{seed}:{index}" if self.name == "base" else f"{self.name}:{seed}:{index}"
        return self.draw(random.Random(key))


def mapping_for(root: Component, direction: str) -> Mapping:
    """The mapping options a tree needs, read off the tree (so that `--file` maps a file as
    its family does): rule S where it holds text or priorities, and then Relatives mapped
    as columns (a text's width is asked at the room it has)."""
    shrinking = any(c.text is not None or c.layout_priority is not None for c in root.walk())
    return Mapping(
        direction=direction,
        shrink=shrinking,
        relative_main="column" if shrinking else "row",
    )


def family_of(root: Component, direction: str) -> "Family":
    """The family whose rules a layout file's tree needs (for `--file` without `--family`)."""
    components = list(root.walk())
    if any(c.layout == "Grid" for c in components):
        return FAMILIES["grid"]
    if any(c.wrap for c in components):
        return FAMILIES["wrap"]
    if any(c.text is not None or c.layout_priority is not None for c in components):
        return FAMILIES["text"]
    if direction == "rtl":
        return FAMILIES["rtl"]
    return FAMILIES["base"]


# --- base ------------------------------------------------------------------------------------


def _base(rng: random.Random):
    return trees.generate(rng)


# --- right-to-left ---------------------------------------------------------------------------


def _rtl(rng: random.Random):
    """Base trees, laid out right to left, with leading/trailing margins and alignments."""
    root, area = trees.generate(rng)
    draw = Draw(rng)
    for component in root.walk():
        if draw.chance(0.12):
            component.margin_leading = draw.small()
        if draw.chance(0.12):
            component.margin_trailing = draw.small()
        if component.layout == "Relative":
            for item in component.items:
                if item.halign in ("left", "right") and draw.chance(0.5):
                    item.halign = "leading" if item.halign == "left" else "trailing"
    return root, area


# --- percentages -----------------------------------------------------------------------------

_SIZE_FIELDS = (
    ("w", "width"), ("w", "min_width"), ("w", "max_width"),
    ("h", "height"), ("h", "min_height"), ("h", "max_height"),
)  # fmt: skip


def _percentages(rng: random.Random):
    """Base trees in which sizes, bounds and left/right margins are now and then percentages
    of the parent's content box."""
    root, area = trees.generate(rng)
    draw = Draw(rng)
    for component in root.walk():
        overlapping = component.layout in ("Relative", "Fit") and len(component.items) > 1
        for _axis, name in _SIZE_FIELDS:
            if overlapping and name in ("width", "height"):
                draw.chance(0.15)  # the same draws as elsewhere: only the size stays in points
                continue
            if draw.chance(0.15):
                setattr(component, name, Percent(draw.rng.choice((10, 25, 33, 50, 75, 100, 120))))
        for side in ("left", "right"):
            if draw.chance(0.1):
                component.side_margins[side] = Percent(draw.rng.choice((0, 5, 10, 20)))
    _sanitize_percentages(root)
    return root, area


def _sanitize_percentages(root: Component) -> None:
    """Keeps percentages where their meaning is CSS's (docs/differential-testing.md,
    "Percentages"): a percentage margin only under a parent without a default margin on
    that side, and not on the child of a Relative or Fit sized by its content across (its
    room is the content it was measured with, the mapping gives it no flex-grow there), no
    percentage top or bottom margins, a Relative or Fit with several children keeps point
    sizes (the overlap mapping needs them known), and on an axis with a percentage at most
    one of size, minimum and maximum (min/max conflicts and a size outside its bounds are
    kept out of every family; with percentages they cannot be told before layout)."""
    trees.annotate(root)
    parents = {id(item): component for component in root.walk() for item in component.items}
    for component in root.walk():
        parent = parents.get(id(component))
        defaults = (parent.default_margins if parent else None) or (0, 0, 0, 0)
        hugging = parent is not None and parent.layout in ("Relative", "Fit")
        hugging = hugging and "w" in parent.content_axes
        for index, side in enumerate(SIDES):
            value = component.side_margins.get(side)
            if isinstance(value, Percent) and (
                side in ("top", "bottom") or defaults[index] or hugging
            ):
                del component.side_margins[side]
        for axis in ("w", "h"):
            low, high = component.bounds(axis)
            size = component.explicit(axis)
            values = [v for v in (size, low, high) if v is not None]
            if not any(isinstance(v, Percent) for v in values) or len(values) <= 1:
                continue
            if size is not None:
                component.set_bounds(axis, None, None)
            else:
                component.set_bounds(axis, low, None)
    trees.sanitize(root)


# --- aspect ratio ----------------------------------------------------------------------------


def _aspect_ratio(rng: random.Random):
    """Base trees with `aspectRatio` on placeholders, string leaves and containers."""
    root, area = trees.generate(rng)
    draw = Draw(rng)
    for component in root.walk():
        chance = 0.3 if component.layout is None else 0.1
        if draw.chance(chance):
            component.aspect_ratio = draw.pick(0.5, 1.0, 1.5, 2.0, 3.0)
    _sanitize_ratios(root)
    return root, area


def _sanitize_ratios(root: Component) -> None:
    """Keeps aspect ratios where flexbox's rule is ours (docs/differential-testing.md,
    "Aspect ratio"): on a container only with exactly one axis known (with neither, our
    "width from content, height from the ratio" has no flexbox counterpart); on a leaf not
    with one axis explicit and the other stretched or filled (ours: both known, the ratio
    has no effect; Yoga, and Taffy in a row, let the ratio win); not on a `pack: .fit`
    stack (which of the two decides its main axis is not written down); and a component
    with a ratio gets no min/max and no padding above an explicit size on that axis (where
    the ratio meets those bounds is a fine point we do not share with flexbox); nor where
    a stretch or fill inside a container measured by its content feeds the ratio (the fine
    point of semantics.md: the content is measured first, the stretch applied after)."""
    trees.sanitize(root)
    parents = {id(item): component for component in root.walk() for item in component.items}
    for component in root.walk():
        if component.aspect_ratio is None:
            continue
        component.min_width = component.max_width = None
        component.min_height = component.max_height = None
        top, left, bottom, right = component.padding or (0, 0, 0, 0)
        if component.width is not None and component.width < left + right:
            component.padding = (top, 0, bottom, 0)
            top, left, bottom, right = component.padding
        if component.height is not None and component.height < top + bottom:
            component.padding = (0, left, 0, right)
        parent = parents.get(id(component))
        known = ratio_axes_known(component, parent)
        explicit = [axis for axis in ("w", "h") if component.explicit(axis) is not None]
        feedback = parent is not None and any(
            role(component, axis, parent) == "imposed" and axis in parent.open_axes
            for axis in ("w", "h")
        )
        if (
            feedback
            or (component.layout is not None and len(known) != 1)
            or (len(known) == 2 and len(explicit) == 1)
            or (component.is_stack and component.pack == "fit")
        ):
            component.aspect_ratio = None
    trees.sanitize(root)


# --- baselines -------------------------------------------------------------------------------


def _baselines(rng: random.Random):
    """HBoxes aligned on baselines and VBoxes, with placeholders that have baselines."""
    draw = Draw(rng)
    area = (draw.size(60, 480), draw.size(60, 480))
    root = _baseline_container(draw, 0)
    trees._bounds(draw, root)
    sanitize_baselines(root)
    return root, area


def _baseline_container(draw: Draw, depth: int) -> Component:
    component = Component(layout=draw.pick("HBox", "HBox", "HBox", "VBox", "VBox"))
    if draw.chance(0.3):
        component.padding = draw.insets()
    if draw.chance(0.2):
        component.default_margins = draw.insets()
    if component.layout == "HBox":
        component.stack_align = draw.pick(
            "firstBaseline", "firstBaseline", "firstBaseline", "lastBaseline", "center",
            "start", "stretch",
        )  # fmt: skip
    elif draw.chance(0.5):
        component.stack_align = draw.pick("stretch", "start", "center", "end", "firstBaseline")
    if draw.chance(0.5):
        component.pack = draw.pick("start", "center", "end", "fit", "spaceBetween")
    if draw.chance(0.4):
        component.spacing = draw.small()
    for _ in range(draw.rng.randint(0, 4)):
        if depth < 3 and draw.chance(0.4):
            child = _baseline_container(draw, depth + 1)
        else:
            child = _baseline_leaf(draw)
        if draw.chance(0.3):
            child.align = draw.pick(
                "firstBaseline", "lastBaseline", "start", "center", "end", "stretch"
            )
        if draw.chance(0.2):
            child.flex = draw.pick(1.0, 2.0)
        if draw.chance(0.15):
            child.width = draw.size(0, 150)
        if draw.chance(0.15):
            child.height = draw.size(0, 100)
        if draw.chance(0.3):
            child.margins = draw.insets()
        if draw.chance(0.15):
            child.side_margins["top"] = draw.small()
        trees._bounds(draw, child)
        component.items.append(child)
    return component


def _baseline_leaf(draw: Draw) -> Component:
    if draw.chance(0.75):
        width, height = draw.size(0, 100), draw.size(0, 60)
        leaf = Component(intrinsic=(width, height))
        if draw.chance(0.8):
            # At most the height: below it the mapping needs a negative margin, which
            # Taffy's baseline sizing gets wrong (docs/differential-testing.md).
            leaf.baseline = float(draw.rng.randint(0, int(height)))
    elif draw.chance(0.6):
        leaf = Component(name=draw.pick("spacer", "gap"))
    else:
        leaf = Component()
    if draw.chance(0.15):
        leaf.padding = draw.insets()
    return leaf


def sanitize_baselines(root: Component) -> None:
    """Keeps baselines where flexbox's equal ours (docs/differential-testing.md,
    "Baselines"): an HBox's baseline is its first baseline-aligned child's in ours and its
    first child's in flexbox when none is aligned so, so every HBox has one (its first child
    becomes first-baseline aligned); flexbox has first baselines only, so a last baseline
    stays only on a leaf (whose first and last baselines are one) in an HBox that has no
    first-baseline children."""
    for component in root.walk():
        if component.layout != "HBox" or not component.items:
            continue
        aligned = [item.align or component.stack_align for item in component.items]
        if not any(a in ("firstBaseline", "lastBaseline") for a in aligned):
            component.items[0].align = "firstBaseline"
            aligned[0] = "firstBaseline"
        mixed = "firstBaseline" in aligned and "lastBaseline" in aligned
        lasts_on_containers = any(
            a == "lastBaseline" and item.layout is not None
            for a, item in zip(aligned, component.items)
        )
        if mixed or lasts_on_containers:
            if component.stack_align == "lastBaseline":
                component.stack_align = "firstBaseline"
            for item in component.items:
                if item.align == "lastBaseline":
                    item.align = "firstBaseline"
    trees.sanitize(root)


# --- text ------------------------------------------------------------------------------------

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _text(rng: random.Random):
    """Stacks, Relatives and Fits of text leaves (fixed-advance) and placeholders, with
    `layoutPriority` on some stack children: wrapping, rule S and rule M."""
    draw = Draw(rng)
    area = (draw.size(40, 400), draw.size(40, 400))
    root = _text_container(draw, 0)
    sanitize_text(root)
    return root, area


def _text_container(draw: Draw, depth: int) -> Component:
    component = Component(layout=draw.pick("VBox", "HBox", "HBox", "Relative", "Fit"))
    if draw.chance(0.2):
        component.padding = draw.insets()
    if component.is_stack:
        if draw.chance(0.6):
            component.stack_align = draw.pick("stretch", "start", "center", "end")
        if draw.chance(0.4):
            component.pack = draw.pick("start", "center", "end", "fit", "spaceBetween")
        if draw.chance(0.4):
            component.spacing = draw.small()
        count = draw.rng.randint(0, 4)
    else:
        count = 1
    for _ in range(count):
        if depth < 3 and draw.chance(0.35):
            child = _text_container(draw, depth + 1)
        else:
            child = _text_leaf(draw)
        if component.is_stack:
            if draw.chance(0.25):
                child.flex = draw.pick(1.0, 1.0, 2.0)
            if draw.chance(0.25):
                child.align = draw.pick("stretch", "start", "center", "end")
            if draw.chance(0.2):
                child.layout_priority = draw.pick(-1.0, 0.0, 1.0, 2.0)
        elif component.layout == "Relative":
            _edges(draw, child, 0.5)
        _sizes_and_margins(draw, child, 0.12, (150, 100))
        component.items.append(child)
    return component


def _edges(draw: Draw, child: Component, chance: float) -> None:
    """`halign` and `valign`, each with `chance` (a Relative child, a grid item)."""
    if draw.chance(chance):
        child.halign = draw.pick("left", "center", "right")
    if draw.chance(chance):
        child.valign = draw.pick("top", "center", "bottom")


def _sizes_and_margins(draw: Draw, child: Component, chance: float, largest) -> None:
    """An explicit width and height, each with `chance`, up to `largest`, and margins."""
    if draw.chance(chance):
        child.width = draw.size(0, largest[0])
    if draw.chance(chance):
        child.height = draw.size(0, largest[1])
    if draw.chance(0.2):
        child.margins = draw.insets()


def _text_leaf(draw: Draw) -> Component:
    if draw.chance(0.65):
        words = [
            "".join(draw.rng.choice(_LETTERS) for _ in range(draw.rng.randint(1, 8)))
            for _ in range(draw.rng.randint(1, 5))
        ]
        leaf = Component(text=" ".join(words))
        if draw.chance(0.2):
            leaf.font_size = draw.pick(12.0, 20.0)
    elif draw.chance(0.8):
        leaf = Component(intrinsic=(draw.size(0, 100), draw.size(0, 60)))
    else:
        leaf = Component(name="gap")
    if draw.chance(0.1):
        leaf.padding = draw.insets()
    return leaf


def sanitize_text(root: Component) -> None:
    """Keeps rule S where `flex-shrink: 1` with the automatic minimum means the same
    (docs/differential-testing.md, "Text"): no min/max (an explicit minimum replaces CSS's
    automatic one where ours clamps the content minimum, a maximum on a text makes ours hug
    the wrapped lines where CSS keeps the maximum, and Taffy, the one engine here, ignores
    maxima in content sizes), and a child that shrinks has no padding along the stack (CSS
    weights shrinking by the content box, ours by the whole size)."""
    for component in root.walk():
        component.min_width = component.max_width = None
        component.min_height = component.max_height = None
    trees.sanitize(root)
    for component in root.walk():
        if not component.is_stack:
            continue
        main = component.main_axis()
        for item in component.items:
            if flexes(item, component) or role(item, main, component) != "content":
                continue
            if item.padding is not None:
                top, left, bottom, right = item.padding
                item.padding = (top, 0, bottom, 0) if main == "w" else (0, left, 0, right)
    trees.sanitize(root)


# --- wrapping stacks (issue 17) ---------------------------------------------------------------


def _wrap(rng: random.Random):
    """Wrapping HBoxes and VBoxes (`wrap`, `lineSpacing`, `alignLines`) of placeholders, flex
    children and plain stacks, in the file format of issue 17."""
    draw = Draw(rng)
    area = (draw.size(60, 480), draw.size(60, 480))
    root = _wrap_container(draw, 0, wrapping=True)
    sanitize_wrap(root)
    return root, area


def _wrap_container(draw: Draw, depth: int, wrapping: bool) -> Component:
    component = Component(layout=draw.pick("HBox", "HBox", "VBox"))
    if wrapping:
        component.wrap = True
        if draw.chance(0.6):
            component.line_spacing = draw.small()
        if draw.chance(0.7):
            # spaceEvenly is kept out: pyyoga 0.1.0's Align has no SpaceEvenly.
            component.align_lines = draw.pick(
                "start", "center", "end", "stretch", "spaceBetween", "spaceAround"
            )
    if draw.chance(0.25):
        component.padding = draw.insets()
    if draw.chance(0.5):
        component.stack_align = draw.pick("stretch", "start", "center", "end")
    if draw.chance(0.5):
        component.pack = draw.pick("start", "center", "end", "spaceBetween", "spaceAround")
    if draw.chance(0.5):
        component.spacing = draw.small()
    for _ in range(draw.rng.randint(0, 7)):
        if depth < 2 and draw.chance(0.2):
            child = _wrap_container(draw, depth + 1, wrapping=draw.chance(0.4))
        else:
            child = Component(intrinsic=(draw.size(0, 120), draw.size(0, 60)))
        if draw.chance(0.2):
            child.flex = draw.pick(1.0, 1.0, 2.0)
        if draw.chance(0.25):
            child.align = draw.pick("stretch", "start", "center", "end")
        if draw.chance(0.15):
            child.width = draw.size(0, 150)
        if draw.chance(0.15):
            child.height = draw.size(0, 80)
        if draw.chance(0.2):
            child.margins = draw.insets()
        component.items.append(child)
    if depth == 0 and draw.chance(0.3):
        component.width = draw.size(40, 400)
    return component


def sanitize_wrap(root: Component) -> None:
    """No min/max (kept out of this first cut: they decide where a line breaks, and the
    engines' deviations with them are the base family's); a flex child measured by its
    content gets an explicit basis, as in every family (`trees.sanitize`; a child stretched
    across a wrapping stack is measured by its content there, `trees.annotate`); and a
    wrapping stack measured by its content along its main axis gets an explicit size there:
    ours wraps it at the space it is offered and hugs its widest line (issue 17), CSS gives
    it its max-content size, or the space offered when that is smaller, never the widest
    line (docs/differential-testing.md, "Wrapping stacks")."""
    for component in root.walk():
        component.min_width = component.max_width = None
        component.min_height = component.max_height = None
    trees.annotate(root)
    for index, component in enumerate(root.walk()):
        main = component.main_axis()
        if component.wrap and main in component.open_axes and component.explicit(main) is None:
            size = 40.0 + 20.0 * (index % 8)
            if main == "w":
                component.width = size
            else:
                component.height = size
            trees.annotate(root)
    trees.sanitize(root)


# --- grids (issue 17) ------------------------------------------------------------------------


def _grid(rng: random.Random):
    """Grids with point, fraction, content and adaptive columns, point and content rows,
    items placed by cell or auto-placed, with spans; in the file format of issue 17."""
    draw = Draw(rng)
    area = (draw.size(60, 600), draw.size(60, 480))
    grid = _grid_container(draw)
    if draw.chance(0.5):
        root = Component(layout="VBox", items=[grid])
        if draw.chance(0.5):
            root.spacing = draw.small()
            root.items.append(Component(intrinsic=(draw.size(0, 100), draw.size(0, 40))))
    else:
        root = grid
    # Drawn last, so that the trees drawn before the grid's align and pack were are the same.
    if draw.chance(0.3):
        grid.stack_align = draw.pick("start", "center", "end", "stretch")
    if draw.chance(0.3):
        grid.pack = draw.pick(
            "start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"
        )
    if not grid.items:
        # Taffy gives an empty grid in a VBox no height, ignoring its rows and row spacing
        # (docs/differential-testing.md, "Grids"); without Yoga to outvote it, that would
        # fail the tree: an empty grid has no rows.
        grid.rows = None
        grid.row_spacing = None
    trees.sanitize(root)
    return root, area


def with_spanning_items_needing_nothing(root: Component) -> Optional[Component]:
    """A copy in which every grid item spanning several columns (rows) is 0 wide (high),
    without margins on that axis, and placed at the left (top) of its cell area: it then
    needs nothing of the tracks it spans, and how that need is shared (rule G4) no longer
    matters. None when no item spans. Used to tell the class `span-sharing`."""
    copy = root.copy()
    changed = False
    for component in copy.walk():
        if component.layout != "Grid":
            continue
        for item in component.items:
            if (item.column_span or 1) > 1:
                item.width, item.halign = 0.0, "left"
                _zero_margins(item, component, ("left", "right"))
                changed = True
            if (item.row_span or 1) > 1:
                item.height, item.valign = 0.0, "top"
                _zero_margins(item, component, ("top", "bottom"))
                changed = True
    return copy if changed else None


def with_spanning_minimums_written_out(root: Component) -> Optional[Component]:
    """A copy in which every grid item that spans several tracks, none of them a fraction,
    in a grid that has a fraction track on that axis, gets its content's minimum as an
    explicit `minWidth` (`minHeight`). Taffy (stretchable 1.1.8, and Taffy's main branch
    still) gives such an item no automatic minimum, because it asks whether any track of the
    grid is flexible where CSS Grid (6.6) asks about the tracks the item spans; ours keeps
    the content's minimum, as CSS does. Written out, the minimum is the same for both. None
    when no item is such (or its place or minimum is not known before layout). Used to tell
    the passing class `taffy-span-minimum`."""
    copy = root.copy()
    changed = False
    for component in copy.walk():
        if component.layout != "Grid":
            continue
        columns = [_track(t) for t in component.columns or []]
        rows = [_track(t) for t in component.rows or []]
        fraction_columns = {i for i, t in enumerate(columns) if t[0] in ("fr", "adaptive")}
        fraction_rows = {i for i, t in enumerate(rows) if t[0] == "fr"}
        for item in component.items:
            if item.column is None:
                continue
            columns_span = range(item.column, item.column + (item.column_span or 1))
            if _spans_only_others(columns_span, fraction_columns) and item.width is None:
                if item.min_width is None and (minimum := static_min_width(item)) is not None:
                    item.min_width = minimum
                    changed = True
            rows_span = range(item.row, item.row + (item.row_span or 1))
            leaf = item.layout is None and item.text is None
            if _spans_only_others(rows_span, fraction_rows) and item.height is None and leaf:
                if item.min_height is None:
                    top, _, bottom, _ = item.padding or (0, 0, 0, 0)
                    item.min_height = (item.intrinsic or (0, 0))[1] + top + bottom
                    changed = True
    return copy if changed else None


def needs_beyond_growth_limits(root: Component) -> bool:
    """Whether some grid item spanning several tracks (none of them a fraction) needs more
    than its tracks' growth limits: the points tracks' sizes, each `auto` track's largest
    single-span item, and the spacing between them. CSS then distributes the rest beyond the
    limits, to the `auto` tracks; Taffy (stretchable 1.1.8) stops at the limits (fixed on
    Taffy's main branch, PR #1022). Known only for grids whose places and sizes follow from
    the tree alone (placeholders with explicit places or single-cell auto placement, no
    adaptive columns); False otherwise. Used to tell the passing class
    `taffy-beyond-limits`."""
    for grid in root.walk():
        if grid.layout != "Grid":
            continue
        found = _beyond_limits_in(grid)
        if found:
            return True
    return False


def _beyond_limits_in(grid: Component) -> bool:
    columns = [_track(t) for t in grid.columns or []]
    if not columns or any(t[0] == "adaptive" for t in columns):
        return False
    places = _static_places(grid, len(columns))
    if places is None:
        return False
    rows = [_track(t) for t in grid.rows or []]
    height = max((r + rs for (_, r, _, rs) in places.values()), default=0)
    rows += [("auto",)] * max(0, height - len(rows))

    def outer(item, axis):
        """The item's size with its margins on the axis, where the tree alone says it: an
        explicit size, a placeholder's, or (widths) a stack of such."""
        top, left, bottom, right = item.resolved_margins(grid)
        if any(isinstance(m, Percent) for m in (top, left, bottom, right)):
            return None
        if axis == 0:
            size = static_min_width(item) if item.text is None else None
            return None if size is None else size + left + right
        size = points(item.height)
        if size is None:
            if item.layout is not None or item.text is not None:
                return None
            pad_top, _, pad_bottom, _ = item.padding or (0, 0, 0, 0)
            size = (item.intrinsic or (0, 0))[1] + pad_top + pad_bottom
        return size + top + bottom

    for axis, tracks, spacing in ((0, columns, grid.column_spacing), (1, rows, grid.row_spacing)):
        limits = [t[1] if t[0] == "points" else None for t in tracks]
        sized = [False] * len(tracks)
        for index, (column, row, column_span, row_span) in places.items():
            start, span = (column, column_span) if axis == 0 else (row, row_span)
            if span == 1 and tracks[start][0] == "auto":
                need = outer(grid.items[index], axis)
                if need is None:
                    return False
                limits[start] = max(limits[start] or 0.0, need)
                sized[start] = True
        for index, (column, row, column_span, row_span) in places.items():
            start, span = (column, column_span) if axis == 0 else (row, row_span)
            spanned = range(start, start + span)
            if span == 1 or any(tracks[t][0] == "fr" for t in spanned):
                continue
            if any(tracks[t][0] == "auto" and not sized[t] for t in spanned):
                continue  # an unsized auto track takes the need first, within its limit
            need = outer(grid.items[index], axis)
            if need is None:
                return False
            room = sum(limits[t] or 0.0 for t in spanned) + (spacing or 0.0) * (span - 1)
            if need > room + 1e-6 and any(tracks[t][0] == "auto" for t in spanned):
                return True
    return False


def _static_places(grid: Component, count: int):
    """Each item's (column, row, columnSpan, rowSpan) by index: placed items where they say,
    the others (single cells only) into the next free cell row by row from a cursor that never
    goes back (rule G1); None where that is not known from the tree alone."""
    taken = set()
    places = {}
    for index, item in enumerate(grid.items):
        if (item.column is None) != (item.row is None):
            return None
        if item.column is None:
            continue
        column_span, row_span = item.column_span or 1, item.row_span or 1
        if item.column + column_span > count:
            return None
        places[index] = (item.column, item.row, column_span, row_span)
        for c in range(item.column, item.column + column_span):
            for r in range(item.row, item.row + row_span):
                taken.add((c, r))
    cursor = 0
    for index, item in enumerate(grid.items):
        if item.column is not None:
            continue
        if (item.column_span or 1) > 1 or (item.row_span or 1) > 1:
            return None
        while (cursor % count, cursor // count) in taken:
            cursor += 1
        places[index] = (cursor % count, cursor // count, 1, 1)
        taken.add((cursor % count, cursor // count))
        cursor += 1
    return places


def _spans_only_others(span: range, fractions: set) -> bool:
    """Whether an item spans several tracks, none of them a fraction, in a grid that has a
    fraction track on that axis (where Taffy drops its automatic minimum)."""
    return len(span) > 1 and bool(fractions) and not fractions & set(span)


def _zero_margins(item: Component, parent: Component, sides) -> None:
    margins = list(item.resolved_margins(parent))
    for side in sides:
        margins[SIDES.index(side)] = 0.0
        item.side_margins.pop(side, None)
    item.margins = tuple(margins)


def with_items_fitting_adaptive_columns(root: Component, area) -> Optional[Component]:
    """A copy in which every item of a grid with adaptive columns fits the columns CSS gives
    it: an item is given an explicit width of at most the column's share (its content's
    minimum then does not widen the column), halign and valign as they were (an explicit
    size is centred where it filled). None when the tree has no adaptive grid of known
    width. Used to tell the class `adaptive-minimum` (ours widens an adaptive column to its
    cells' minimums) from other differences."""
    copy = root.copy()
    widths = known_widths(copy, area)
    changed = False
    for component in copy.walk():
        if component.layout != "Grid":
            continue
        share = adaptive_share(component, widths.get(id(component)))
        if share is None:
            continue
        for item in component.items:
            _, left, _, right = item.resolved_margins(component)
            if left + right > share:
                _zero_margins(item, component, ("left", "right"))
                left = right = 0.0
            width = max(0.0, share - left - right)
            if item.width is None or item.width > width:
                item.width = width
                changed = True
    return copy if changed else None


def _grid_container(draw: Draw) -> Component:
    grid = Component(layout="Grid")
    # Six in ten grids stay where Yoga can check them as rows of flexbox cells: point and
    # fraction columns, no spans, no adaptive column.
    simple = draw.chance(0.6)
    kinds = [
        draw.pick("points", "fr", "fr") if simple else draw.pick("points", "fr", "auto")
        for _ in range(draw.rng.randint(1, 4))
    ]
    adaptive = not simple and draw.chance(0.3)
    if adaptive:
        # An auto-fill repeat may stand only beside fixed-size tracks (CSS grid).
        kinds = [k for k in kinds if k == "points"][:2]
    columns: list = []
    for kind in kinds:
        if kind == "points":
            columns.append(draw.size(20, 150))
        elif kind == "fr":
            columns.append(draw.pick("1fr", "1fr", "2fr"))
        else:
            columns.append("auto")
    if adaptive:
        columns.insert(draw.rng.randint(0, len(columns)), {"adaptive": draw.size(40, 200)})
    grid.columns = columns
    if draw.chance(0.5):
        grid.rows = [
            draw.pick("auto", "auto", draw.size(10, 80)) for _ in range(draw.rng.randint(1, 3))
        ]
    if draw.chance(0.6):
        grid.column_spacing = draw.small()
    if draw.chance(0.6):
        grid.row_spacing = draw.small()
    if draw.chance(0.3):
        grid.padding = draw.insets()
    count = len(columns)
    taken = set()
    for _ in range(draw.rng.randint(0, 8)):
        item = Component(intrinsic=(draw.size(0, 120), draw.size(0, 60)))
        if draw.chance(0.15):
            item = Component(
                layout="VBox",
                items=[
                    Component(intrinsic=(draw.size(0, 80), draw.size(0, 30)))
                    for _ in range(draw.rng.randint(1, 2))
                ],
            )
        if not adaptive and draw.chance(0.5):
            column, row = draw.rng.randrange(count), draw.rng.randrange(3)
            span = draw.pick(1, 1, 2) if column + 1 < count and not simple else 1
            row_span = 1 if simple else draw.pick(1, 1, 2)
            cells = {(column + dx, row + dy) for dx in range(span) for dy in range(row_span)}
            if not cells & taken:
                taken |= cells
                item.column, item.row = column, row
                if span > 1:
                    item.column_span = span
                if row_span > 1:
                    item.row_span = row_span
        _edges(draw, item, 0.3)
        _sizes_and_margins(draw, item, 0.1, (100, 60))
        grid.items.append(item)
    return grid


FAMILIES = {
    family.name: family
    for family in (
        Family("base", "the original subset: stacks, Relative, Fit, placeholders", _base,
               trees.sanitize),
        Family("rtl", "base trees right to left, with leading/trailing margins and halign",
               _rtl, trees.sanitize, direction="rtl"),
        Family("percentages", "base trees with percentage sizes, bounds and side margins",
               _percentages, _sanitize_percentages),
        Family("baselines", "HBoxes aligned on first (and last) baselines, placeholders with "
               "baselines", _baselines, sanitize_baselines),
        Family("aspect-ratio", "base trees with aspectRatio", _aspect_ratio, _sanitize_ratios),
        Family("text", "text leaves (fixed advance), rule S shrinking, layoutPriority", _text,
               sanitize_text),
        Family("wrap", "wrapping stacks (issue 17): wrap, lineSpacing, alignLines", _wrap,
               sanitize_wrap, feature="wrap"),
        Family("grid", "grids (issue 17): point, fraction, content, adaptive columns; spans",
               _grid, trees.sanitize, feature="grid"),
    )
}  # fmt: skip

"""The mapping from our components to flexbox (and CSS grid) nodes, written once for both
engines.

`map_tree` turns a component tree into `FlexNode`s that say, in CSS terms, what Yoga and
Taffy should be given; `frames` turns the engines' answers back into our frames. The rules
and the reasons for each are in docs/differential-testing.md, "The mapping"; the options of
a family (`Mapping`) switch on the parts of it that only some families use.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Optional

from .trees import Component, Percent, flexes, points, role

JUSTIFY = {
    "start": "flex-start",
    "fit": "flex-start",
    "center": "center",
    "end": "flex-end",
    "spaceBetween": "space-between",
    "spaceAround": "space-around",
    "spaceEvenly": "space-evenly",
}
ALIGN = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "stretch": "stretch",
    "baseline": "baseline",
}
ALIGN_LINES = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "stretch": "stretch",
    "spaceBetween": "space-between",
    "spaceAround": "space-around",
    "spaceEvenly": "space-evenly",
}
V_EDGE = {"top": "flex-start", "center": "center", "bottom": "flex-end"}
# A grid's align places its rows (CSS align-content); baselines count as start (issue 17).
GRID_ALIGN = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "stretch": "stretch",
    "firstBaseline": "flex-start",
    "lastBaseline": "flex-start",
}


@dataclass
class Mapping:
    """What a family switches on. `direction` "rtl" lays out right to left; `shrink` maps
    rule S (text and containers sized by their content give way, weighted by size, down to
    their minimum) to `flex-shrink: 1` with the automatic minimum; `relative_main` is the
    flexbox direction a Relative or Fit (and the root) is mapped to: "row" puts halign on
    justify-content, "column" puts it on align-self, so that a text's width comes from the
    engine asking its measure function at the room it has (height-for-width)."""

    direction: str = "ltr"
    shrink: bool = False
    relative_main: str = "row"
    grid_as_rows: bool = False  # for Yoga, which has no grid: rows of flexbox cells


class Unmappable(Exception):
    """The tree holds something this mapping cannot express (a grid outside the part that
    rows of flexbox cells can lay out)."""


@dataclass
class FlexNode:
    """One flexbox node. Sizes are points or `Percent`s; None is `auto` (or "not set" for
    min/max)."""

    direction: str = "column"  # "row" or "column"
    justify: str = "flex-start"
    align_items: str = "stretch"
    align_self: Optional[str] = None  # None: the parent's align-items
    grow: float = 0.0
    shrink: float = 0.0
    basis: Optional[float] = None
    width: Optional[float] = None
    height: Optional[float] = None
    min_width: Optional[float] = None
    max_width: Optional[float] = None
    min_height: Optional[float] = None
    max_height: Optional[float] = None
    # Axes ("w", "h") whose minimum is CSS's automatic one (min-content; Taffy only).
    auto_min: tuple = ()
    aspect_ratio: Optional[float] = None
    margin: tuple = (0, 0, 0, 0)  # top, left, bottom, right (points or Percents)
    margin_start: Optional[float] = None  # logical: the leading side (Yoga's Edge.Start)
    margin_end: Optional[float] = None
    padding: tuple[float, float, float, float] = (0, 0, 0, 0)
    gap: float = 0.0  # between neighbours on the main axis
    cross_gap: float = 0.0  # between lines (flex-wrap)
    wrap: bool = False
    align_content: Optional[str] = None
    measure: Optional[tuple[float, float]] = None  # fixed content size of a placeholder
    text: Optional[tuple[str, float]] = None  # a text leaf: (string, font size)
    absolute: bool = False
    inset: Optional[tuple[float, float, float, float]] = None  # top, left, bottom, right
    # CSS grid (Taffy): tracks as ("points", v), ("fr", v), ("auto",), ("adaptive", v).
    grid_columns: Optional[list] = None
    grid_rows: Optional[list] = None
    grid_column: Optional[tuple[int, int]] = None  # (first line, 1-based; span)
    grid_row: Optional[tuple[int, int]] = None
    justify_self: Optional[str] = None  # grid items: horizontal placement in the cell area
    rtl: bool = False  # the viewport of a right-to-left layout
    source: Optional[int] = None  # pre-order index of our component; None for a wrapper
    children: list["FlexNode"] = field(default_factory=list)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


def map_tree(root: Component, area: tuple[float, float], mapping: Mapping = Mapping()) -> FlexNode:
    """The flexbox tree for laying `root` out in `area`. The root is placed like a Fit
    child (semantics.md, "The root"), so it goes in a container of the area's size."""
    return _Mapper(mapping).map(root, area)


class _Mapper:
    def __init__(self, mapping: Mapping):
        self.mapping = mapping
        self.counter = itertools.count()

    def map(self, root: Component, area) -> FlexNode:
        self.widths = known_widths(root, area)
        viewport = FlexNode(
            direction=self.mapping.relative_main,
            width=area[0],
            height=area[1],
            rtl=self.mapping.direction == "rtl",
        )
        self._place_in_relative(viewport, root, None)
        return viewport

    def _own_node(self, component: Component, index: int) -> FlexNode:
        """The options a component carries whatever its parent: sizes, bounds, padding, and
        what it does with its own children."""
        node = FlexNode(source=index)
        node.width = component.width
        node.height = component.height
        node.min_width = component.min_width
        node.max_width = component.max_width
        node.min_height = component.min_height
        node.max_height = component.max_height
        node.aspect_ratio = component.aspect_ratio
        if component.padding is not None:
            node.padding = component.padding
        if component.intrinsic is not None:
            if component.baseline is not None:
                _carry_baseline(node, component)
            else:
                node.measure = component.intrinsic
        if component.text is not None:
            node.text = (component.text, component.font_size or 16.0)
        if component.is_stack:
            node.direction = "column" if component.layout == "VBox" else "row"
            node.gap = component.spacing or 0.0
            node.align_items = ALIGN[self._alignment(component.stack_align or "stretch", node)]
            flexing = any(flexes(item, component) for item in component.items)
            # With flex children pack has no effect (rule 5), also when min/max leave space over.
            # A wrapping stack packs each line (issue 17): CSS's justify-content is per line
            # too, and a line whose flex children take its free space has none left.
            pack = JUSTIFY[component.pack or "start"]
            node.justify = "flex-start" if flexing and not component.wrap else pack
            if component.wrap:
                node.wrap = True
                node.cross_gap = component.line_spacing or 0.0
                node.align_content = ALIGN_LINES[component.align_lines or "start"]
        elif component.layout in ("Relative", "Fit"):
            node.direction = self.mapping.relative_main
        return node

    @staticmethod
    def _alignment(alignment: str, node: FlexNode) -> str:
        """Rule B: baselines line up in an HBox; in a VBox they count as `.start`. Only first
        baselines exist in flexbox: a last baseline is mapped where it equals the first
        (`trees.sanitize_baselines` keeps the others out)."""
        if alignment in ("firstBaseline", "lastBaseline"):
            return "baseline" if node.direction == "row" else "start"
        return alignment

    def _map_component(
        self, component: Component, parent_node: FlexNode, parent: Optional[Component]
    ) -> FlexNode:
        node = self._own_node(component, next(self.counter))
        parent_node.children.append(node)
        leaf = component.layout is None and component.text is None
        if component.aspect_ratio is not None and leaf and component.baseline is None:
            if not ratio_axes_known(component, parent):
                # Neither axis known: our width from content, height from the ratio, which
                # neither engine does (docs/differential-testing.md, "Aspect ratio"). The
                # placeholder's content width is its own: the mapping gives the size.
                node.measure = None
                node.aspect_ratio = None
                top, left, bottom, right = component.padding or (0, 0, 0, 0)
                width = (component.intrinsic or (0, 0))[0] + left + right
                node.width = width
                node.height = width / component.aspect_ratio
        if component.is_stack:
            self._map_stack_children(component, node)
        elif component.layout == "Grid" and self.mapping.grid_as_rows:
            self._map_grid_as_rows(component, node)
        elif component.layout == "Grid":
            self._map_grid(component, node)
        elif component.layout in ("Relative", "Fit"):
            if len(component.items) <= 1:
                for item in component.items:
                    self._place_in_relative(node, item, component)
            else:
                # Several children overlap: each goes in an absolute wrapper that covers the
                # content box (the container has an explicit size on both axes, so no child
                # needs to count towards its size).
                inset = component.padding or (0, 0, 0, 0)
                for item in component.items:
                    wrapper = FlexNode(
                        direction=self.mapping.relative_main, absolute=True, inset=inset
                    )
                    node.children.append(wrapper)
                    self._place_in_relative(wrapper, item, component)
        return node

    def _margins(self, child: FlexNode, item: Component, parent: Optional[Component]) -> None:
        child.margin = item.resolved_margins(parent)
        child.margin_start = item.margin_leading
        child.margin_end = item.margin_trailing
        if self.mapping.direction == "rtl" and (
            item.margin_leading is not None or item.margin_trailing is not None
        ):
            # Right to left, Yoga changes an explicit width when a logical margin and a
            # physical one share an axis (docs/differential-testing.md, "Right to left"):
            # the physical sides are handed over as the logical ones they are (CSS: in
            # right-to-left margin-right is the inline-start margin), ours winning.
            top, left, bottom, right = child.margin
            child.margin_start = right if item.margin_leading is None else item.margin_leading
            child.margin_end = left if item.margin_trailing is None else item.margin_trailing
            child.margin = (top, 0, bottom, 0)

    def _map_stack_children(self, stack: Component, node: FlexNode) -> None:
        main = stack.main_axis()
        cross = "h" if main == "w" else "w"
        flex_scale = _flex_scale(stack)
        shrink_factors = _shrink_factors(stack) if self.mapping.shrink else {}
        for position, item in enumerate(stack.items):
            child = self._map_component(item, node, stack)
            self._margins(child, item, stack)
            if flexes(item, stack):
                child.grow = item.flex * flex_scale
                child.basis = item.explicit(main) or 0.0
            elif position in shrink_factors:
                # Rule S: gives way weighted by its size, down to its minimum (CSS's
                # automatic minimum: min-content, clamped by its maximum).
                child.shrink = shrink_factors[position]
                child.auto_min = (main,)
            alignment = item.align or stack.stack_align or "stretch"
            if alignment == "stretch" and item.explicit(cross) is not None:
                alignment = "center"  # LayoutComposer centres a stretch child with a size
            elif alignment == "stretch" and item.fits_content(cross):
                alignment = "start"  # pack: .fit keeps its content size, at the start
            child.align_self = ALIGN[self._alignment(alignment, node)]

    def _map_grid(self, grid: Component, node: FlexNode) -> None:
        """A Grid (issue 17) as a CSS grid: tracks as given, 0-based cells as 1-based lines,
        children without a place auto-placed row by row, each child placed in its cell area
        like a Relative child (halign/valign, default fill; an explicit size is centred)."""
        node.direction = "row"
        node.grid_columns = [_track(t) for t in grid.columns or []]
        room = _adaptive_room(grid, self.widths.get(id(grid)))
        if room is not None:
            # With the grid's width known, an adaptive column is written out as its
            # repetitions, counted as CSS counts auto-fill (as many of the minimum as fit
            # beside the other columns, with the spacing; at least one), each
            # `minmax(n, 1fr)`: Taffy 0.7 counts without the other columns. Where not even
            # one fits, the one column takes the room there is (issue 17's decision, CSS
            # `minmax(min(n, 100%), 1fr)` with the room beside the fixed columns).
            spacing = grid.column_spacing or 0.0
            columns = []
            for track in node.grid_columns:
                if track[0] != "adaptive":
                    columns.append(track)
                    continue
                minimum = track[1]
                step = minimum + spacing
                count = max(1, int((room + spacing) // step)) if step > 0 else 1
                columns += [("fr-from", min(minimum, max(0.0, room)), 1.0)] * count
            node.grid_columns = columns
        node.grid_rows = [_track(t) for t in grid.rows or []]
        node.gap = grid.column_spacing or 0.0
        node.cross_gap = grid.row_spacing or 0.0
        node.justify = JUSTIFY[grid.pack or "start"]
        node.align_content = GRID_ALIGN[grid.stack_align or "start"]
        for item in grid.items:
            child = self._map_component(item, node, grid)
            self._margins(child, item, grid)
            # CSS's automatic minimum (the content's) for grid items: our tracks never go
            # below their cells' minimums (rule M), as `auto` and `Nfr` tracks in CSS do not.
            child.auto_min = ("w", "h")
            if item.column is not None:
                child.grid_column = (item.column + 1, item.column_span or 1)
                child.grid_row = (item.row + 1, item.row_span or 1)
            elif item.column_span or item.row_span:
                child.grid_column = (0, item.column_span or 1)
                child.grid_row = (0, item.row_span or 1)
            child.justify_self = _cell_place(item.halign, item.width, H_EDGE_LTR)
            child.align_self = _cell_place(item.valign, item.height, V_EDGE)

    def _map_grid_as_rows(self, grid: Component, node: FlexNode) -> None:
        """A grid as a column of rows, each a row of one cell per column: point columns are
        cells of that width, fraction columns cells with flex-grow (basis 0, no minimum),
        point rows rows of that height, content rows rows as high as their highest cell.
        That is a grid only without spans, content or adaptive columns, and with a width
        known before its content is asked (else fractions come from content)."""
        columns = grid.columns or []
        if (
            any(isinstance(c, dict) or c == "auto" for c in columns)
            or any(r not in ("auto",) and not isinstance(r, float) for r in grid.rows or [])
            or any(item.column_span or item.row_span for item in grid.items)
            or "w" in grid.open_axes
            or not columns
        ):
            raise Unmappable("outside the grids that rows of flexbox cells lay out")
        places = grid_places(grid)
        rows = max([len(grid.rows or [])] + [row + 1 for _, row in places.values()])
        node.direction = "column"
        node.align_items = "stretch"
        node.gap = grid.row_spacing or 0.0
        # align places the rows (stretch: the auto rows share the height left, as flex-grow
        # from their content height), pack the cells of each row.
        align = GRID_ALIGN[grid.stack_align or "start"]
        node.justify = "flex-start" if align == "stretch" else align
        cells = {}
        for row in range(rows):
            height = (grid.rows or [])[row] if row < len(grid.rows or []) else "auto"
            line = FlexNode(
                direction="row",
                align_items="stretch",
                gap=grid.column_spacing or 0.0,
                justify=JUSTIFY[grid.pack or "start"],
            )
            line.min_width = line.min_height = 0
            if height != "auto":
                line.height = height
            elif align == "stretch":
                line.grow = 1.0
            node.children.append(line)
            for column, track in enumerate(columns):
                cell = FlexNode(direction="row", min_width=0, min_height=0)
                if isinstance(track, float):
                    cell.width = track
                else:
                    cell.grow, cell.basis = float(track[:-2]), 0.0
                line.children.append(cell)
                cells[(column, row)] = cell
        # A fraction column is never narrower than its cells' minimums (as CSS's `1fr`,
        # minmax(auto, 1fr)): where an item's minimum is more than its column's share, the
        # column's cells get it as their min-width, so that Yoga freezes the column there as
        # CSS and ours do. (Only there: Yoga takes a min-width into the free space even when
        # it does not bind, a known deviation of its basis-0 items.)
        minimums = [0.0] * len(columns)
        for index, item in enumerate(grid.items):
            minimum = static_min_width(item)
            if minimum is None:
                raise Unmappable("an item whose minimum width is not known before layout")
            _, left, _, right = item.resolved_margins(grid)
            column = places[index][0]
            minimums[column] = max(minimums[column], minimum + left + right)
        binding = _binding_minimums(grid, columns, minimums, self.widths.get(id(grid)))
        for column, minimum in binding.items():
            for row in range(rows):
                cells[(column, row)].min_width = minimum
        # Components in pre-order: map each item in its turn, into its cell.
        for index, item in enumerate(grid.items):
            cell = cells[places[index]]
            child = self._map_component(item, cell, grid)
            self._margins(child, item, grid)
            horizontal = self._place_on_axis(
                child, item, grid, "w", H_EDGE_LTR[item.halign] if item.halign else None, True
            )
            vertical = self._place_on_axis(
                child, item, grid, "h", V_EDGE[item.valign] if item.valign else None, False
            )
            cell.justify, child.align_self = horizontal, vertical

    def _h_edge(self, halign: str) -> str:
        """`halign` as justify-content of a row (or align-self in a column): `left`/`right`
        are physical, `leading`/`trailing` follow the direction (semantics.md,
        "Right-to-left"); flexbox's flex-start is the right edge in right-to-left."""
        rtl = self.mapping.direction == "rtl"
        return {
            "left": "flex-end" if rtl else "flex-start",
            "right": "flex-start" if rtl else "flex-end",
            "center": "center",
            "leading": "flex-start",
            "trailing": "flex-end",
        }[halign]

    def _place_in_relative(
        self, container: FlexNode, item: Component, relative: Optional[Component]
    ) -> None:
        """A child of a Relative or Fit (`relative`), or the root (`relative` None, placed
        as a Fit child), in a container of its own whose main axis is `relative_main`: on
        that axis the child's place is justify-content and filling is flex-grow; on the
        other, both are align-self."""
        child = self._map_component(item, container, relative)
        self._margins(child, item, relative)
        aligned = relative is not None and relative.layout == "Relative"
        halign = item.halign if aligned else None
        valign = item.valign if aligned else None
        row = self.mapping.relative_main == "row"
        horizontal = self._place_on_axis(
            child, item, relative, "w", self._h_edge(halign) if halign else None, main=row
        )
        vertical = self._place_on_axis(
            child, item, relative, "h", V_EDGE[valign] if valign else None, main=not row
        )
        container.justify = horizontal if row else vertical
        child.align_self = vertical if row else horizontal

    @staticmethod
    def _place_on_axis(child, item, relative, axis, edge, main: bool) -> str:
        """Where the child goes on one axis of its Relative, as a justify-content (main) or
        align-self (cross) value; a filling child grows on the main axis."""
        if edge is not None:
            return edge
        if role(item, axis, relative) == "imposed":
            if not main:
                return "stretch"
            # Fills the room: grows and shrinks from its content size to the whole room. (A
            # basis of 0 would do the same in a container of known size, but Yoga measures
            # such a child as 0 wide while its container is sized by content.) In a
            # container sized by its content the room is the child's content size: no
            # flex-grow there, which Taffy gets wrong with padding
            # (docs/differential-testing.md).
            if relative is None or axis not in relative.content_axes:
                child.grow = 1.0
                child.shrink = 1.0
            return "flex-start"
        if item.explicit(axis) is not None:
            return "center"
        return "flex-start"  # pack: .fit on a stack along this axis


def ratio_axes_known(component: Component, parent: Optional[Component]) -> tuple:
    """The axes on which a component's size is known before its content is asked
    (explicit, or stretched, filled or flexed in a parent that is not measuring its own
    content on that axis): with one, aspectRatio gives the other."""
    known = []
    for axis in ("w", "h"):
        kind = role(component, axis, parent)
        if kind == "explicit":
            known.append(axis)
        elif kind == "imposed" and (parent is None or axis not in parent.open_axes):
            known.append(axis)
    return tuple(known)


H_EDGE_LTR = {"left": "flex-start", "center": "center", "right": "flex-end"}


def _binding_minimums(grid: Component, columns, minimums, width: Optional[float]) -> dict:
    """The fraction columns held at their cells' minimum, and that minimum: CSS's "find the
    size of an fr" (and rule G5), where a column whose minimum is more than its share stops
    there and the others share the rest again. Without the grid's width, every fraction
    column with a minimum."""
    flexible = {k: float(t[:-2]) for k, t in enumerate(columns) if not isinstance(t, float)}
    if width is None:
        return {k: minimums[k] for k in flexible if minimums[k] > 0}
    top, left, bottom, right = grid.padding or (0, 0, 0, 0)
    room = width - left - right - (grid.column_spacing or 0.0) * (len(columns) - 1)
    room -= sum(t for t in columns if isinstance(t, float))
    held: dict = {}
    while True:
        factors = sum(f for k, f in flexible.items() if k not in held)
        fr = max(0.0, room - sum(held.values())) / factors if factors else 0.0
        stopped = {
            k: minimums[k]
            for k, f in flexible.items()
            if k not in held and minimums[k] > f * fr + 0.01
        }
        if not stopped:
            return held
        held.update(stopped)


def static_min_width(component: Component) -> Optional[float]:
    """The least border-box width of a component (rule M) where it follows from the tree
    alone: an explicit width, a placeholder's, or a stack of such; None otherwise."""
    if component.width is not None:
        return points(component.width)
    top, left, bottom, right = component.padding or (0, 0, 0, 0)
    if component.layout is None and component.text is None:
        return (component.intrinsic or (0, 0))[0] + left + right
    if not component.is_stack:
        return None
    outer = []
    for item in component.items:
        inner = static_min_width(item)
        if inner is None:
            return None
        _, m_left, _, m_right = item.resolved_margins(component)
        outer.append(inner + m_left + m_right)
    if component.layout == "VBox":
        content = max(outer, default=0.0)
    else:
        content = sum(outer) + (component.spacing or 0.0) * max(0, len(outer) - 1)
    return content + left + right


def known_widths(root: Component, area) -> dict[int, float]:
    """The border-box widths known before layout, by `id` of the component: an explicit
    width, the root's (the area's, inside its margins), and a stack child stretched across
    a VBox whose width is known. Enough for the grids of the grid family (the root, or a
    child of a root VBox)."""
    widths: dict[int, float] = {}

    def length(value, outer: Optional[float]) -> Optional[float]:
        if isinstance(value, Percent):
            return None if outer is None else outer * float(value) / 100
        return value

    def visit(component: Component, parent: Optional[Component], outer: Optional[float]):
        width = length(component.width, outer)
        if component.width is None and outer is not None:
            _, left, _, right = component.resolved_margins(parent)
            left, right = length(left, outer), length(right, outer)
            alignment = component.align or (parent.stack_align if parent else None) or "stretch"
            stretched = parent is None or (parent.layout == "VBox" and alignment == "stretch")
            if stretched and left is not None and right is not None:
                width = max(0.0, outer - left - right)
        if width is None:
            return
        widths[id(component)] = width
        top, left, bottom, right = component.padding or (0, 0, 0, 0)
        for item in component.items:
            visit(item, component, max(0.0, width - left - right))

    visit(root, None, float(area[0]))
    return widths


def adaptive_share(grid: Component, width: Optional[float]) -> Optional[float]:
    """The narrowest column a grid with adaptive columns has in CSS: the share of an
    adaptive repetition, or the narrowest point column; None without adaptive columns or
    with other kinds of column beside them, or when its width is not known."""
    columns = grid.columns or []
    room = _adaptive_room(grid, width)
    if room is None or not any(isinstance(t, dict) for t in columns):
        return None
    if any(isinstance(t, str) for t in columns):
        return None
    spacing = grid.column_spacing or 0.0
    shares = [float(t) for t in columns if isinstance(t, (int, float))]
    for track in columns:
        if isinstance(track, dict):
            minimum = float(track["adaptive"])
            step = minimum + spacing
            count = max(1, int((room + spacing) // step)) if step > 0 else 1
            shares.append(max(0.0, (room - spacing * (count - 1)) / count))
    return min(shares)


def _adaptive_room(grid: Component, width: Optional[float]) -> Optional[float]:
    """The width an adaptive column of a grid `width` wide (border box) shares with its
    repetitions: the content box less the point columns and the spacing between the
    declared columns (issue 17, rule G2), or None when the width is not known."""
    if width is None:
        return None
    top, left, bottom, right = grid.padding or (0, 0, 0, 0)
    columns = grid.columns or []
    fixed = sum(float(t) for t in columns if isinstance(t, (int, float)))
    return width - left - right - fixed - (grid.column_spacing or 0.0) * (len(columns) - 1)


def _cell_place(edge: Optional[str], size, edges) -> str:
    if edge is not None:
        return edges[edge]
    return "center" if size is not None else "stretch"


def _track(track):
    if isinstance(track, (int, float)):
        return ("points", float(track))
    if isinstance(track, dict):
        return ("adaptive", float(track["adaptive"]))
    if track == "auto":
        return ("auto",)
    return ("fr", float(track[:-2]))


def grid_places(grid: Component) -> dict[int, tuple[int, int]]:
    """Each item's (column, row), by its index: placed items where they say, then the others
    in order into the next free cell, row by row, never going back (CSS's sparse
    `grid-auto-flow: row` for items that span one cell)."""
    count = len(grid.columns or [])
    places = {}
    taken = set()
    for index, item in enumerate(grid.items):
        if item.column is not None:
            places[index] = (item.column, item.row)
            taken.add((item.column, item.row))
    cursor = 0
    for index, item in enumerate(grid.items):
        if item.column is not None:
            continue
        while (cursor % count, cursor // count) in taken:
            cursor += 1
        places[index] = (cursor % count, cursor // count)
        taken.add(places[index])
        cursor += 1
    return places


def _carry_baseline(node: FlexNode, component: Component) -> None:
    """A placeholder with a baseline: flexbox takes a box's baseline from its first child, so
    its content is a first child `baseline` high (the baseline of a box without children is
    its bottom edge) and as wide as the placeholder, whose bottom margin makes up the
    placeholder's height (negative when the baseline is below it)."""
    width, height = component.intrinsic
    node.direction = "column"
    node.align_items = "flex-start"
    node.children.append(
        FlexNode(
            width=width,
            height=component.baseline,
            min_width=0,
            min_height=0,
            margin=(0, 0, height - component.baseline, 0),
        )
    )


def _flex_scale(stack: Component) -> float:
    """Flex values are ratios; CSS hands out only part of the free space when the flex
    factors sum to less than 1. Scaling so the smallest is 1 keeps the ratios."""
    values = [item.flex for item in stack.items if flexes(item, stack)]
    return 1.0 / min(values) if values and min(values) < 1 else 1.0


PRIORITY_STEP = 1e5


def _shrink_factors(stack: Component) -> dict[int, float]:
    """The children that rule S shrinks (no flex, main size from their content, not rigid),
    with their flex-shrink factors. `layoutPriority` orders them: each priority gives way
    only once every lower one is at its minimum. CSS weights shrinking instead; factors that
    differ by 1e5 from one priority to the next make the lower priorities give all but a
    1e-5 part first, and the highest priority has factor 1 (CSS hands out only part of the
    space when the factors left sum to less than 1)."""
    main = stack.main_axis()
    shrinking = {
        position: item.layout_priority or 0.0
        for position, item in enumerate(stack.items)
        if not flexes(item, stack) and role(item, main, stack) == "content" and not _rigid(item)
    }
    levels = sorted(set(shrinking.values()), reverse=True)
    return {
        position: PRIORITY_STEP ** levels.index(priority)
        for position, priority in shrinking.items()
    }


def _rigid(item: Component) -> bool:
    """A placeholder's minimum is its size, as is a string leaf's and `$(nil)`'s (0)."""
    return item.layout is None and item.text is None


def frames(root: FlexNode, positions: dict[int, tuple[float, float, float, float]], count: int):
    """Our frames (pre-order, relative to the parent component) from the engine's frames
    (`positions[id(node)]`, relative to the flexbox parent). A wrapper's offset is added to
    the frames of the components inside it."""
    result: list = [None] * count

    def visit(node: FlexNode, offset: tuple[float, float]) -> None:
        x, y, w, h = positions[id(node)]
        if node.source is None:
            inner = (offset[0] + x, offset[1] + y)
            for child in node.children:
                visit(child, inner)
            return
        result[node.source] = (offset[0] + x, offset[1] + y, w, h)
        for child in node.children:
            visit(child, (0.0, 0.0))

    visit(root, (0.0, 0.0))
    return result


def mirror_image(root: FlexNode) -> tuple[FlexNode, dict[int, FlexNode]]:
    """The left-to-right mirror image of a right-to-left tree, for an engine without
    `direction` (Taffy): the physical left and right of margins, padding and insets swap, and
    the leading side (`margin_start`, flex-start of a row, the start of a column's cross
    axis) becomes the left. Also returns each copy's original, by the copy's id."""
    originals: dict[int, FlexNode] = {}

    def copy(node: FlexNode) -> FlexNode:
        top, left, bottom, right = node.margin
        p_top, p_left, p_bottom, p_right = node.padding
        clone = replace(
            node,
            margin=(top, right, bottom, left),
            padding=(p_top, p_right, p_bottom, p_left),
            rtl=False,
            children=[copy(child) for child in node.children],
        )
        if node.inset is not None:
            i_top, i_left, i_bottom, i_right = node.inset
            clone.inset = (i_top, i_right, i_bottom, i_left)
        originals[id(clone)] = node
        return clone

    return copy(root), originals


def mirrored_layout(layout, root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    """`layout` (an engine) run on the mirror image of `root`, with its frames mirrored back
    (x = parent's width − x − width) and keyed by the original nodes."""
    image, originals = mirror_image(root)
    positions = layout(image)
    result = {}
    stack = [(image, None)]
    while stack:
        node, parent_width = stack.pop()
        x, y, w, h = positions[id(node)]
        if parent_width is not None:
            x = parent_width - x - w
        result[id(originals[id(node)])] = (x, y, w, h)
        stack.extend((child, w) for child in node.children)
    return result

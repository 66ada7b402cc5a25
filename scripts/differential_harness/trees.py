"""Component trees in the subset where our rules and flexbox must agree, and their layout files.

A tree is made of `Component`s that mirror the keys of a layout file (docs/layout-files.md).
`generate` draws one at random from a seeded `random.Random`; `to_document` writes it in the
layout-file format. What is drawn, and what is kept out, is explained in
docs/differential-testing.md.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional

STACKS = ("VBox", "HBox")
CONTAINERS = ("VBox", "HBox", "Relative", "Fit", "Grid")
SIDES = ("top", "left", "bottom", "right")
MARGIN_KEYS = {
    "top": "marginTop",
    "left": "marginLeft",
    "bottom": "marginBottom",
    "right": "marginRight",
}


class Percent(float):
    """A percentage of the parent's content box on that axis (`"50%"` in a layout file)."""

    def __repr__(self) -> str:
        return f"{float(self):g}%"


def points(value) -> Optional[float]:
    """A length in points, or None for a percentage or no value: what a static rule of the
    generator may compare (a percentage is only known once the parent is laid out)."""
    return None if value is None or isinstance(value, Percent) else value


@dataclass
class Component:
    """One component: a container (`layout` set) or a leaf (placeholder or empty)."""

    layout: Optional[str] = None  # "VBox", "HBox", "Relative", "Fit" or None for a leaf
    intrinsic: Optional[tuple[float, float]] = None  # placeholder content size
    baseline: Optional[float] = None  # a placeholder's baseline from its top
    text: Optional[str] = None  # a text leaf (fixed-advance measurer)
    font_size: Optional[float] = None
    name: Optional[str] = None
    # Options of the component in its parent.
    width: Optional[float] = None
    height: Optional[float] = None
    flex: Optional[float] = None
    align: Optional[str] = None
    halign: Optional[str] = None
    valign: Optional[str] = None
    margins: Optional[tuple[float, float, float, float]] = None
    side_margins: dict[str, float] = field(default_factory=dict)  # side -> value
    padding: Optional[tuple[float, float, float, float]] = None
    min_width: Optional[float] = None
    max_width: Optional[float] = None
    min_height: Optional[float] = None
    max_height: Optional[float] = None
    aspect_ratio: Optional[float] = None
    layout_priority: Optional[float] = None
    margin_leading: Optional[float] = None  # wins over the physical side it stands for
    margin_trailing: Optional[float] = None
    # Place in a Grid (issue 17): 0-based cell indices and spans.
    column: Optional[int] = None
    row: Optional[int] = None
    column_span: Optional[int] = None
    row_span: Optional[int] = None
    # Options of the layout (containers only).
    stack_align: Optional[str] = None
    pack: Optional[str] = None
    spacing: Optional[float] = None
    default_margins: Optional[tuple[float, float, float, float]] = None
    # Wrapping stacks (issue 17).
    wrap: Optional[bool] = None
    line_spacing: Optional[float] = None
    align_lines: Optional[str] = None
    # Grid (issue 17): tracks are points, "1fr"-style strings, "auto" or {"adaptive": n}.
    columns: Optional[list] = None
    rows: Optional[list] = None
    column_spacing: Optional[float] = None
    row_spacing: Optional[float] = None
    items: list["Component"] = field(default_factory=list)
    # Set by `annotate`: the axes ("w", "h") on which the component is sized by its content,
    # and those on which it is measured by its content at some point (rule H: sized by its
    # content, or stretched, filled or flexed inside a component measured so).
    content_axes: tuple = ()
    open_axes: tuple = ()

    @property
    def main_from_content(self) -> bool:
        """A stack whose main axis is sized by its content: flex has no effect in it."""
        return self.is_stack and self.main_axis() in self.content_axes

    @property
    def is_stack(self) -> bool:
        return self.layout in STACKS

    def main_axis(self) -> Optional[str]:
        """ "w" for an HBox, "h" for a VBox, None otherwise."""
        return {"VBox": "h", "HBox": "w"}.get(self.layout)

    def explicit(self, axis: str) -> Optional[float]:
        return self.width if axis == "w" else self.height

    def fits_content(self, axis: str) -> bool:
        """`pack: .fit` makes a stack's own main axis its content size (semantics.md)."""
        return self.is_stack and self.pack == "fit" and self.main_axis() == axis

    def bounds(self, axis: str) -> tuple[Optional[float], Optional[float]]:
        if axis == "w":
            return self.min_width, self.max_width
        return self.min_height, self.max_height

    def set_bounds(self, axis: str, low: Optional[float], high: Optional[float]) -> None:
        if axis == "w":
            self.min_width, self.max_width = low, high
        else:
            self.min_height, self.max_height = low, high

    def resolved_margins(self, parent: Optional["Component"]) -> tuple[float, float, float, float]:
        """Own side, else own tuple, else the parent layout's defaultMargins (semantics.md)."""
        defaults = (parent.default_margins if parent else None) or (0, 0, 0, 0)
        result = []
        for index, side in enumerate(SIDES):
            if side in self.side_margins:
                result.append(self.side_margins[side])
            elif self.margins is not None:
                result.append(self.margins[index])
            else:
                result.append(defaults[index])
        return tuple(result)

    def walk(self):
        """Pre-order, as the frame tree lists the components."""
        yield self
        for item in self.items:
            yield from item.walk()

    def copy(self) -> "Component":
        clone = Component(
            **{k: v for k, v in self.__dict__.items() if k not in ("items", "side_margins")}
        )
        clone.side_margins = dict(self.side_margins)
        clone.items = [item.copy() for item in self.items]
        return clone


def role(component: Component, axis: str, parent: Optional[Component]) -> str:
    """How the component's size on `axis` is decided: "explicit", "imposed" (stretch, fill,
    flex, or the root filling the area), "content" ("explicit ?? intrinsic" without an
    explicit size) or "ratio" (from the other axis by aspectRatio, where that one is
    explicit or imposed). Static: min/max are left aside (see `sanitize`)."""
    kind = _role(component, axis, parent)
    if kind == "content" and component.aspect_ratio is not None:
        other = "h" if axis == "w" else "w"
        if not component.fits_content(axis) and _role(component, other, parent) in (
            "explicit",
            "imposed",
        ):
            return "ratio"
    return kind


def _role(component: Component, axis: str, parent: Optional[Component]) -> str:
    if component.explicit(axis) is not None:
        return "explicit"
    if component.fits_content(axis):
        return "content"
    if parent is None or parent.layout == "Fit":
        return "imposed"
    if parent.layout in ("Relative", "Grid"):
        aligned = component.halign if axis == "w" else component.valign
        return "content" if aligned is not None else "imposed"
    if axis == parent.main_axis():
        flexes = (component.flex or 0) > 0
        return "imposed" if flexes and not parent.main_from_content else "content"
    alignment = component.align or parent.stack_align or "stretch"
    return "imposed" if alignment == "stretch" else "content"


def annotate(root: Component) -> None:
    """Sets `content_axes` and `open_axes` on every component, top-down (a stack sized by its
    content on its main axis changes the role of its flex children). A child of a wrapping
    stack that stretches across is measured by its content there: a line is as thick as its
    children (issue 17, rule W2; CSS: a multi-line container's lines), and only then is the
    child stretched to it."""

    def measured_across(axis: str, parent: Optional[Component]) -> bool:
        return parent is not None and bool(parent.wrap) and axis != parent.main_axis()

    def visit(component: Component, parent: Optional[Component]) -> None:
        roles = {axis: role(component, axis, parent) for axis in ("w", "h")}
        component.content_axes = tuple(axis for axis in roles if roles[axis] == "content")
        component.open_axes = tuple(
            axis
            for axis in roles
            if roles[axis] == "content"
            or (
                roles[axis] == "imposed"
                and parent is not None
                and (axis in parent.open_axes or measured_across(axis, parent))
            )
        )
        for item in component.items:
            visit(item, component)

    visit(root, None)


def sanitize(root: Component) -> None:
    """Keeps the trees inside the agreed subset where a random draw could leave it
    (docs/differential-testing.md, "Kept out, and why").

    A stack whose main axis is sized by its content ignores flex, but min/max on that axis
    can make the size differ from the content, and then flex applies again: which case holds
    depends on the numbers, so such a stack with flex children gets no min/max there.
    """
    annotate(root)
    for index, component in enumerate(root.walk()):
        if not (component.is_stack and component.main_axis() in component.open_axes):
            continue
        main = component.main_axis()
        for position, item in enumerate(component.items):
            if (item.flex or 0) > 0 and item.explicit(main) is None and not item.fits_content(main):
                # A flex child measured by its content (rule H) counts its content size,
                # where flexbox counts its basis; and a stack sized by its content whose
                # content exceeds the most it is offered is laid out at that bound (rule H),
                # squeezing its flex children below their content, where flexbox overflows.
                # With an explicit basis the two agree: such flex children get one.
                basis = 10.0 * (1 + (index + position) % 5)
                if main == "w":
                    item.width = basis
                else:
                    item.height = basis
                low, high = item.bounds(main)
                item.set_bounds(
                    main,
                    low if low is None or (points(low) is not None and low <= basis) else None,
                    high if high is None or (points(high) is not None and high >= basis) else None,
                )
    annotate(root)
    for component in root.walk():
        if component.is_stack and component.main_from_content:
            if any((item.flex or 0) > 0 for item in component.items):
                component.set_bounds(component.main_axis(), None, None)
        if component.layout in ("Relative", "Fit"):
            # Likewise a Relative or Fit sized by its content with a child that fills on that
            # axis: the child's size is the content size unless min/max change it, and only
            # then does it fill (the mapping gives it no flex-grow there).
            for axis in component.content_axes:
                if any(role(item, axis, component) == "imposed" for item in component.items):
                    component.set_bounds(axis, None, None)
    for component in root.walk():
        flexing = [item for item in component.items if flexes(item, component)]
        if len(flexing) < 2:
            continue
        main = component.main_axis()
        for item in flexing:
            # CSS never lets a flex base size go below the padding; our basis is the
            # explicit size or 0 and the padding only bounds the result. With one flex child
            # both give the whole room; with several they share differently: kept out.
            top, left, bottom, right = item.padding or (0, 0, 0, 0)
            padding = left + right if main == "w" else top + bottom
            if padding > (points(item.explicit(main)) or 0):
                item.padding = (top, 0, bottom, 0) if main == "w" else (0, left, 0, right)


def flexes(item: Component, stack: Component) -> bool:
    """Whether a stack child takes part in the flex distribution (rule 4)."""
    if not stack.is_stack:
        return False
    main = stack.main_axis()
    return (item.flex or 0) > 0 and not stack.main_from_content and not item.fits_content(main)


# --- Drawing random trees ------------------------------------------------------------------


class Draw:
    """The random choices, with the probabilities in one place."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, *options):
        return self.rng.choice(options)

    def size(self, low: int = 0, high: int = 120) -> float:
        return float(self.rng.randint(low, high))

    def small(self) -> float:
        return float(self.pick(0, 2, 4, 5, 8, 10, 12, 16))

    def insets(self) -> tuple[float, float, float, float]:
        return tuple(self.small() for _ in range(4))


def generate(
    rng: random.Random, max_depth: int = 4, max_children: int = 4
) -> tuple[Component, tuple[float, float]]:
    """A random tree and the size to lay it out in."""
    draw = Draw(rng)
    area = (draw.size(60, 480), draw.size(60, 480))
    root = _container(draw, depth=0, max_depth=max_depth, max_children=max_children)
    if draw.chance(0.15):
        root.margins = draw.insets()
    if draw.chance(0.1):
        root.width = draw.size(20, 500)
    if draw.chance(0.1):
        root.height = draw.size(20, 500)
    _bounds(draw, root)
    sanitize(root)
    return root, area


def _container(draw: Draw, depth: int, max_depth: int, max_children: int) -> Component:
    layout = draw.pick("VBox", "VBox", "HBox", "HBox", "Relative", "Fit")
    component = Component(layout=layout)
    if draw.chance(0.3):
        component.padding = draw.insets()
    if draw.chance(0.2):
        component.default_margins = draw.insets()
    if component.is_stack:
        if draw.chance(0.6):
            component.stack_align = draw.pick("stretch", "start", "center", "end")
        if draw.chance(0.6):
            component.pack = draw.pick(
                "start", "center", "end", "fit", "spaceBetween", "spaceAround", "spaceEvenly"
            )
        if draw.chance(0.4):
            component.spacing = draw.small()
        count = draw.rng.randint(0, max_children)
    else:
        # Several children only where the container has an explicit size on both axes
        # (docs/differential-testing.md, "Relative and Fit").
        count = 1
        if draw.chance(0.3):
            component.width = draw.size(20, 300)
            component.height = draw.size(20, 300)
            count = draw.rng.randint(0, max_children)
    for _ in range(count):
        if depth + 1 < max_depth and draw.chance(0.4):
            child = _container(draw, depth + 1, max_depth, max_children)
        else:
            child = _leaf(draw)
        _child_options(draw, child, component)
        component.items.append(child)
    return component


def _leaf(draw: Draw) -> Component:
    if draw.chance(0.85):
        leaf = Component(intrinsic=(draw.size(0, 100), draw.size(0, 60)))
    elif draw.chance(0.7):
        leaf = Component(name=draw.pick("spacer", "gap"))  # a string item: 0 × 0
    else:
        leaf = Component()  # `$(nil)`: 0 × 0
    if draw.chance(0.15):
        leaf.padding = draw.insets()
    return leaf


def _child_options(draw: Draw, child: Component, parent: Component) -> None:
    """Options of a child in its parent, and its own size options."""
    if parent.is_stack:
        if draw.chance(0.35):
            child.flex = draw.pick(1.0, 1.0, 2.0, 3.0, 0.5, 0.0)
        if draw.chance(0.3):
            child.align = draw.pick("stretch", "start", "center", "end")
        if draw.chance(0.03):
            child.halign = "center"  # does not apply in a stack: ignored
    else:
        if parent.layout == "Relative":
            if draw.chance(0.5):
                child.halign = draw.pick("left", "center", "right")
            if draw.chance(0.5):
                child.valign = draw.pick("top", "center", "bottom")
        elif draw.chance(0.05):
            child.halign = "right"  # does not apply in a Fit: ignored
        if draw.chance(0.03):
            child.flex = 1.0  # does not apply in a Relative or Fit: ignored
        if draw.chance(0.03):
            child.align = "center"  # does not apply in a Relative or Fit: ignored
    if child.width is None and draw.chance(0.2):
        child.width = draw.size(0, 150)
    if child.height is None and draw.chance(0.2):
        child.height = draw.size(0, 100)
    if draw.chance(0.25):
        child.margins = draw.insets()
    if draw.chance(0.15):
        for side in SIDES:
            if draw.chance(0.4):
                child.side_margins[side] = draw.small()
    _bounds(draw, child)


def _bounds(draw: Draw, component: Component) -> None:
    for axis in ("w", "h"):
        low = draw.size(0, 120) if draw.chance(0.12) else None
        high = draw.size(0, 200) if draw.chance(0.12) else None
        if low is not None and high is not None and low > high:
            low, high = high, low  # min above max: kept out (docs/differential-testing.md)
        top, left, bottom, right = component.padding or (0, 0, 0, 0)
        if high is not None and high < (left + right if axis == "w" else top + bottom):
            high = None  # a maximum below the padding: kept out (docs/differential-testing.md)
        size = component.explicit(axis)
        if size is not None:
            # An explicit size outside min/max: kept out (docs/differential-testing.md).
            low = low if low is None or low <= size else None
            high = high if high is None or high >= size else None
        component.set_bounds(axis, low, high)


# --- Layout files ---------------------------------------------------------------------------


def to_document(root: Component, area: tuple[float, float], direction: str = "ltr") -> dict:
    """The layout file (docs/layout-files.md) for a tree and an area."""
    document = {"version": 1, "size": [_number(area[0]), _number(area[1])]}
    if direction != "ltr":
        document["direction"] = direction
    document["root"] = _component_json(root)
    return document


def _number(value):
    if isinstance(value, Percent):
        return f"{_number(float(value))}%"
    return int(value) if float(value).is_integer() else value


# Component keys of the layout file and the attributes they set, in the order files list them.
SCALAR_KEYS = (
    ("name", "name"), ("width", "width"), ("height", "height"), ("flex", "flex"),
    ("align", "align"), ("halign", "halign"), ("valign", "valign"), ("minWidth", "min_width"),
    ("maxWidth", "max_width"), ("minHeight", "min_height"), ("maxHeight", "max_height"),
    ("aspectRatio", "aspect_ratio"), ("layoutPriority", "layout_priority"),
    ("marginLeading", "margin_leading"), ("marginTrailing", "margin_trailing"),
    ("column", "column"), ("row", "row"), ("columnSpan", "column_span"),
    ("rowSpan", "row_span"), ("text", "text"), ("fontSize", "font_size"),
)  # fmt: skip
# Keys of the layout object.
LAYOUT_KEYS = (
    ("align", "stack_align"), ("pack", "pack"), ("spacing", "spacing"), ("wrap", "wrap"),
    ("lineSpacing", "line_spacing"), ("alignLines", "align_lines"), ("columns", "columns"),
    ("rows", "rows"), ("columnSpacing", "column_spacing"), ("rowSpacing", "row_spacing"),
)  # fmt: skip


def _value_json(value):
    if isinstance(value, bool) or isinstance(value, str) or isinstance(value, int):
        return value
    if isinstance(value, float):
        return _number(value)
    if isinstance(value, list):
        return [_value_json(v) for v in value]
    return value


def _component_json(component: Component) -> dict:
    out: dict = {}
    for key, attribute in SCALAR_KEYS:
        value = getattr(component, attribute)
        if value is not None:
            out[key] = _value_json(value)
    if component.margins is not None:
        out["margins"] = [_number(v) for v in component.margins]
    for side, value in component.side_margins.items():
        out[MARGIN_KEYS[side]] = _number(value)
    if component.padding is not None:
        out["padding"] = [_number(v) for v in component.padding]
    if component.intrinsic is not None:
        out["intrinsic"] = [_number(v) for v in component.intrinsic]
    if component.baseline is not None:
        out["baseline"] = _number(component.baseline)
    if component.layout is not None:
        layout: dict = {"type": component.layout}
        for key, attribute in LAYOUT_KEYS:
            value = getattr(component, attribute)
            if value is not None:
                layout[key] = _value_json(value)
        if component.default_margins is not None:
            layout["defaultMargins"] = [_number(v) for v in component.default_margins]
        out["layout"] = layout
        out["items"] = [_component_json(item) for item in component.items]
    return out


def paths(root: Component) -> list[str]:
    """Each component's path in pre-order, in the form layout-file problems use."""
    result = []

    def visit(component: Component, path: str) -> None:
        result.append(path)
        for index, item in enumerate(component.items):
            visit(item, f"{path}.items[{index}]")

    visit(root, "root")
    return result


def without_filling_in_content(root: Component) -> Component:
    """A copy in which no child stretches or fills on an axis where its parent is sized by
    its content: such children are aligned to the start instead (`align: .start`, `halign:
    .left`, `valign: .top`; a Fit becomes a Relative). Box math v1 and v2 differ only in how
    they measure such children (issue 8), so if a tree differs from flexbox and this copy
    does not, the difference is the hugging rule."""
    copy = root.copy()
    changed = True
    while changed:
        changed = False
        annotate(copy)
        for component in copy.walk():
            for axis in component.content_axes:
                for item in component.items:
                    if role(item, axis, component) != "imposed":
                        continue
                    if component.is_stack and axis == component.main_axis():
                        continue  # flex is off in a stack sized by its content
                    changed = True
                    if component.is_stack:
                        item.align = "start"
                    else:
                        if component.layout == "Fit":
                            component.layout = "Relative"  # the same rules without alignments
                            for other in component.items:
                                other.halign = other.valign = None
                        if axis == "w":
                            item.halign = "left"
                        else:
                            item.valign = "top"
    return copy


def from_document(document: dict) -> tuple[Component, tuple[float, float], str]:
    """The tree, area and direction of a layout file written by `to_document` (or by hand
    with the same keys), so that a reported or reduced file can be checked again (--file)."""
    inverse = {key: side for side, key in MARGIN_KEYS.items()}
    known = {key for key, _ in SCALAR_KEYS} | {
        "margins", "padding", "intrinsic", "baseline", "layout", "items", "comment", *inverse,
    }  # fmt: skip

    def length(value):
        if isinstance(value, str) and value.endswith("%"):
            return Percent(float(value[:-1]))
        return float(value)

    def read(data: dict) -> Component:
        component = Component()
        for key, attribute in SCALAR_KEYS:
            if key not in data:
                continue
            value = data[key]
            if attribute in ("name", "align", "halign", "valign", "text"):
                setattr(component, attribute, value)
            elif attribute in ("column", "row", "column_span", "row_span"):
                setattr(component, attribute, int(value))
            else:
                setattr(component, attribute, length(value))
        if "margins" in data:
            component.margins = tuple(float(v) for v in data["margins"])
        for key, side in inverse.items():
            if key in data:
                component.side_margins[side] = length(data[key])
        if "padding" in data:
            component.padding = tuple(float(v) for v in data["padding"])
        if "intrinsic" in data:
            component.intrinsic = tuple(float(v) for v in data["intrinsic"])
        if "baseline" in data:
            component.baseline = float(data["baseline"])
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"keys outside the differential subset: {', '.join(sorted(unknown))}")
        layout = data.get("layout")
        if layout is not None:
            component.layout = layout["type"]
            for key, attribute in LAYOUT_KEYS:
                if key not in layout:
                    continue
                value = layout[key]
                if key in ("spacing", "lineSpacing", "columnSpacing", "rowSpacing"):
                    value = float(value)
                elif key in ("columns", "rows"):
                    value = [float(v) if isinstance(v, (int, float)) else v for v in value]
                setattr(component, attribute, value)
            if "defaultMargins" in layout:
                component.default_margins = tuple(float(v) for v in layout["defaultMargins"])
            component.items = [read(item) for item in data.get("items", [])]
        return component

    root = read(document["root"])
    annotate(root)
    width, height = document["size"]
    return root, (float(width), float(height)), document.get("direction", "ltr")

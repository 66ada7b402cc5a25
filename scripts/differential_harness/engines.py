"""Laying a `FlexNode` tree out with Yoga (pyyoga) and with Taffy (stretchable).

Each function returns `{id(flex_node): (x, y, width, height)}`, x and y relative to the
flexbox parent. Both engines get the same tree; nothing here decides layout. Where an engine
lacks a feature the tree needs, it raises `Unsupported` (the caller leaves that engine out).
"""

from __future__ import annotations

import math

import pyyoga
from stretchable import taffylib
from stretchable.style import (
    AlignContent,
    AlignItems,
    AlignSelf,
    Display,
    FlexDirection,
    FlexWrap,
    JustifyContent,
    JustifySelf,
    Position,
    Style,
)

from . import text as text_measurer
from .flexbox import FlexNode
from .trees import Percent


class Unsupported(Exception):
    """The engine has no counterpart for something in the tree (Yoga: CSS grid)."""


# --- Yoga -----------------------------------------------------------------------------------

_YOGA_CONFIG = pyyoga.Config()
_YOGA_CONFIG.point_scale_factor = 0  # no rounding to a pixel grid: we compare exact values

_YOGA_JUSTIFY = {
    "flex-start": pyyoga.Justify.FlexStart,
    "center": pyyoga.Justify.Center,
    "flex-end": pyyoga.Justify.FlexEnd,
    "space-between": pyyoga.Justify.SpaceBetween,
    "space-around": pyyoga.Justify.SpaceAround,
    "space-evenly": pyyoga.Justify.SpaceEvenly,
}
_YOGA_ALIGN = {
    "flex-start": pyyoga.Align.FlexStart,
    "center": pyyoga.Align.Center,
    "flex-end": pyyoga.Align.FlexEnd,
    "stretch": pyyoga.Align.Stretch,
    "baseline": pyyoga.Align.Baseline,
    "space-between": pyyoga.Align.SpaceBetween,
    "space-around": pyyoga.Align.SpaceAround,
    # pyyoga 0.1.0's Align has no SpaceEvenly: align-content space-evenly is Taffy's only.
}
_YOGA_EDGES = (pyyoga.Edge.Top, pyyoga.Edge.Left, pyyoga.Edge.Bottom, pyyoga.Edge.Right)
_UNDEFINED_MODE = pyyoga.MeasureMode.Undefined
_EXACTLY_MODE = pyyoga.MeasureMode.Exactly


def yoga_version() -> str:
    return "Yoga (pyyoga " + _distribution_version("pyyoga") + ")"


def _yoga_set(raw, name: str, value) -> None:
    """A length setter of Yoga's for points or a percentage."""
    if isinstance(value, Percent):
        getattr(raw, f"set_{name}_percent")(float(value))
    else:
        getattr(raw, "set_" + name)(value)


def _yoga_margin(raw, edge, value) -> None:
    if isinstance(value, Percent):
        raw.set_margin_percent(edge, float(value))
    else:
        raw.set_margin(edge, value)


def _yoga_text_measure(content: str, font_size: float):
    def measure(width, width_mode, _height, _height_mode):
        if width_mode == _UNDEFINED_MODE or math.isnan(width):
            return text_measurer.measure(content, font_size, None)
        if width_mode == _EXACTLY_MODE:
            return width, text_measurer.measure(content, font_size, width)[1]
        return text_measurer.fit(content, font_size, width)

    return measure


def _yoga_node(spec: FlexNode, made: list) -> pyyoga.Node:
    if spec.grid_columns is not None:
        raise Unsupported("Yoga (pyyoga 0.1.0) has no CSS grid")
    node = pyyoga.Node(_YOGA_CONFIG)
    made.append((spec, node))
    raw = node._node
    row = spec.direction == "row"
    raw.set_flex_direction(pyyoga.FlexDirection.Row if row else pyyoga.FlexDirection.Column)
    raw.set_justify_content(_YOGA_JUSTIFY[spec.justify])
    raw.set_align_items(_YOGA_ALIGN[spec.align_items])
    if spec.align_self is not None:
        raw.set_align_self(_YOGA_ALIGN[spec.align_self])
    raw.set_flex_grow(spec.grow)
    raw.set_flex_shrink(spec.shrink)
    if spec.basis is None:
        raw.set_flex_basis_auto()
    elif isinstance(spec.basis, Percent):
        raw.set_flex_basis_percent(float(spec.basis))
    else:
        raw.set_flex_basis(spec.basis)
    for name in ("width", "height", "min_width", "max_width", "min_height", "max_height"):
        value = getattr(spec, name)
        if value is not None:
            _yoga_set(raw, name, value)
    if spec.aspect_ratio is not None:
        raw.set_aspect_ratio(spec.aspect_ratio)
    for edge, value in zip(_YOGA_EDGES, spec.margin):
        _yoga_margin(raw, edge, value)
    if spec.margin_start is not None:
        _yoga_margin(raw, pyyoga.Edge.Start, spec.margin_start)
    if spec.margin_end is not None:
        _yoga_margin(raw, pyyoga.Edge.End, spec.margin_end)
    for edge, value in zip(_YOGA_EDGES, spec.padding):
        raw.set_padding(edge, value)
    if spec.gap:
        raw.set_gap(pyyoga.Gutter.Column if row else pyyoga.Gutter.Row, spec.gap)
    if spec.cross_gap:
        raw.set_gap(pyyoga.Gutter.Row if row else pyyoga.Gutter.Column, spec.cross_gap)
    if spec.wrap:
        raw.set_flex_wrap(pyyoga.Wrap.Wrap)
        if spec.align_content not in _YOGA_ALIGN:
            raise Unsupported(f"Yoga (pyyoga 0.1.0) has no align-content {spec.align_content}")
        raw.set_align_content(_YOGA_ALIGN[spec.align_content])
    if spec.absolute:
        raw.set_position_type(pyyoga.PositionType.Absolute)
        for edge, value in zip(_YOGA_EDGES, spec.inset):
            raw.set_position(edge, value)
    if spec.measure is not None:
        w, h = spec.measure
        node.set_measure_func(lambda *_: (w, h))
    elif spec.text is not None:
        node.set_measure_func(_yoga_text_measure(*spec.text))
    for child in spec.children:
        node.add_child(_yoga_node(child, made))
    return node


def layout_yoga(root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    made: list = []
    try:
        node = _yoga_node(root, made)
    except Unsupported:
        for _, n in made:
            n.set_measure_func(None)
        raise
    direction = pyyoga.Direction.RTL if root.rtl else pyyoga.Direction.LTR
    node.calculate_layout(root.width, root.height, direction)
    result = {
        id(spec): (n.layout_left, n.layout_top, n.layout_width, n.layout_height) for spec, n in made
    }
    # pyyoga crashes at exit if a freed node still holds a Python measure function.
    for spec, n in made:
        if spec.measure is not None or spec.text is not None:
            n.set_measure_func(None)
    node.free_recursive()
    return result


# --- Taffy ----------------------------------------------------------------------------------
# stretchable's Node and Style classes build each style through slow Python validation; the
# harness hands taffylib (its Rust extension) the same style dictionaries directly. The
# dictionary's shape is `stretchable.style.Style.to_dict()`'s, so the defaults come from it.

_TAFFY = taffylib.init()
taffylib.disable_rounding(_TAFFY)
_TAFFY_DEFAULTS = Style().to_dict()
_TAFFY_JUSTIFY = {
    "flex-start": JustifyContent.FLEX_START,
    "center": JustifyContent.CENTER,
    "flex-end": JustifyContent.FLEX_END,
    "space-between": JustifyContent.SPACE_BETWEEN,
    "space-around": JustifyContent.SPACE_AROUND,
    "space-evenly": JustifyContent.SPACE_EVENLY,
}
_TAFFY_ALIGN_ITEMS = {
    "flex-start": AlignItems.FLEX_START,
    "center": AlignItems.CENTER,
    "flex-end": AlignItems.FLEX_END,
    "stretch": AlignItems.STRETCH,
    "baseline": AlignItems.BASELINE,
}
_TAFFY_ALIGN_SELF = {
    "flex-start": AlignSelf.FLEX_START,
    "center": AlignSelf.CENTER,
    "flex-end": AlignSelf.FLEX_END,
    "stretch": AlignSelf.STRETCH,
    "baseline": AlignSelf.BASELINE,
}
_TAFFY_JUSTIFY_SELF = {
    "flex-start": JustifySelf.START,
    "center": JustifySelf.CENTER,
    "flex-end": JustifySelf.END,
    "stretch": JustifySelf.STRETCH,
}
_TAFFY_ALIGN_CONTENT = {
    "flex-start": AlignContent.FLEX_START,
    "center": AlignContent.CENTER,
    "flex-end": AlignContent.FLEX_END,
    "stretch": AlignContent.STRETCH,
    "space-between": AlignContent.SPACE_BETWEEN,
    "space-around": AlignContent.SPACE_AROUND,
    "space-evenly": AlignContent.SPACE_EVENLY,
}
_TAFFY_GRID_JUSTIFY = {
    "flex-start": JustifyContent.START,
    "center": JustifyContent.CENTER,
    "flex-end": JustifyContent.END,
    "space-between": JustifyContent.SPACE_BETWEEN,
    "space-around": JustifyContent.SPACE_AROUND,
    "space-evenly": JustifyContent.SPACE_EVENLY,
}
_TAFFY_GRID_ALIGN = {
    "flex-start": AlignContent.START,
    "center": AlignContent.CENTER,
    "flex-end": AlignContent.END,
    "stretch": AlignContent.STRETCH,
}
_AUTO = {"dim": 0, "value": math.nan}  # stretchable's encoding of `auto`
_SINGLE, _AUTO_FILL = -2, 0  # GridTrackRepetition


def taffy_version() -> str:
    return "Taffy (stretchable " + _distribution_version("stretchable") + ")"


def _length(value):
    if value is None:
        return _AUTO
    if isinstance(value, Percent):
        return {"dim": 2, "value": float(value) / 100}
    return {"dim": 1, "value": float(value)}


def _rect(top, left, bottom, right):
    return {
        "top": _length(top),
        "left": _length(left),
        "bottom": _length(bottom),
        "right": _length(right),
    }


def _minimum(value, axis: str, spec: FlexNode):
    # CSS gives flex items an automatic minimum (their min-content size); our rules have
    # none except where rule S shrinks a child, so every other minimum is explicit, 0 when
    # the component sets none.
    if value is None and axis in spec.auto_min:
        return _AUTO
    return _length(value or 0)


def _track_size(track) -> dict:
    kind = track[0]
    if kind == "points":
        return {"min_size": _length(track[1]), "max_size": _length(track[1])}
    if kind == "fr":  # Nfr, that is minmax(auto, Nfr): never below its cells' minimums
        return {"min_size": _AUTO, "max_size": {"dim": 7, "value": track[1]}}
    if kind == "auto":
        return {"min_size": _AUTO, "max_size": _AUTO}
    if kind == "fr-from":  # minmax(n, Nfr): an adaptive column written out
        return {"min_size": _length(track[1]), "max_size": {"dim": 7, "value": track[2]}}
    raise ValueError(track)


def _template(tracks) -> list:
    result = []
    for track in tracks:
        if track[0] == "adaptive":  # repeat(auto-fill, minmax(n, 1fr)), n as mapped
            size = {"min_size": _length(track[1]), "max_size": {"dim": 7, "value": 1.0}}
            result.append({"repetition": _AUTO_FILL, "single": None, "repeat": [size]})
        else:
            result.append({"repetition": _SINGLE, "single": _track_size(track), "repeat": []})
    return result


def _placement(place) -> dict:
    if place is None:
        return {"start": {"kind": 0, "value": 0}, "end": {"kind": 0, "value": 0}}
    line, span = place
    start = {"kind": 1, "value": line} if line else {"kind": 0, "value": 0}
    return {"start": start, "end": {"kind": 2, "value": span}}


def _taffy_style(spec: FlexNode) -> dict:
    style = dict(_TAFFY_DEFAULTS)
    row = spec.direction == "row"
    top, left, bottom, right = spec.margin
    if spec.margin_start is not None:
        left = spec.margin_start  # Taffy has no direction: the leading side is the left
    if spec.margin_end is not None:
        right = spec.margin_end
    style.update(
        flex_direction=FlexDirection.ROW if row else FlexDirection.COLUMN,
        justify_content=_TAFFY_JUSTIFY[spec.justify],
        align_items=_TAFFY_ALIGN_ITEMS[spec.align_items],
        align_self=_TAFFY_ALIGN_SELF[spec.align_self] if spec.align_self else None,
        flex_grow=float(spec.grow),
        flex_shrink=float(spec.shrink),
        flex_basis=_length(spec.basis),
        size={"width": _length(spec.width), "height": _length(spec.height)},
        min_size={
            "width": _minimum(spec.min_width, "w", spec),
            "height": _minimum(spec.min_height, "h", spec),
        },
        max_size={"width": _length(spec.max_width), "height": _length(spec.max_height)},
        margin=_rect(top, left, bottom, right),
        padding=_rect(*spec.padding),
        gap={
            "width": _length(spec.gap if row else spec.cross_gap),
            "height": _length(spec.cross_gap if row else spec.gap),
        },
    )
    if spec.aspect_ratio is not None:
        style["aspect_ratio"] = float(spec.aspect_ratio)
    if spec.wrap:
        style["flex_wrap"] = FlexWrap.WRAP
        style["align_content"] = _TAFFY_ALIGN_CONTENT[spec.align_content]
    if spec.grid_columns is not None:
        style["display"] = Display.GRID
        style["grid_template_columns"] = _template(spec.grid_columns)
        style["grid_template_rows"] = _template(spec.grid_rows)
        # The track set placed by the grid's pack (columns) and align (rows): start unless
        # the grid says otherwise, where CSS's `normal` would stretch `auto` tracks.
        style["justify_content"] = _TAFFY_GRID_JUSTIFY[spec.justify]
        style["align_content"] = _TAFFY_GRID_ALIGN[spec.align_content or "flex-start"]
    if spec.grid_row is not None or spec.grid_column is not None:
        style["grid_row"] = _placement(spec.grid_row)
        style["grid_column"] = _placement(spec.grid_column)
    if spec.justify_self is not None:
        style["justify_self"] = _TAFFY_JUSTIFY_SELF[spec.justify_self]
    if spec.absolute:
        style["position"] = Position.ABSOLUTE
        style["inset"] = _rect(*spec.inset)
    return style


def _available(space) -> float | None:
    """A width Taffy offers a measure function: a number, 0 for min-content (the text at its
    longest word), None for max-content (no wrapping)."""
    if space["dim"] == 1:
        return space["value"]
    return 0.0 if space["dim"] == 3 else None


def layout_taffy(root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    made = []
    measures = {}
    if root.rtl:
        raise Unsupported("Taffy (stretchable 1.1.8) has no direction")

    def build(spec: FlexNode) -> int:
        node = taffylib.node_create(_TAFFY, _taffy_style(spec))
        made.append((spec, node))
        if spec.measure is not None or spec.text is not None:
            taffylib.node_set_measure(_TAFFY, node, True)
            measures[node] = spec
        for child in spec.children:
            taffylib.node_add_child(_TAFFY, node, build(child))
        return node

    def measure(known_width, known_height, available_width, _available_height, node):
        # Taffy (stretchable 1.1.8) hands a measure function the known size of the border
        # box, the available space of the content box, and takes back the content size.
        spec = measures[node]
        if spec.measure is not None:
            width, height = spec.measure
        elif not math.isnan(known_width):
            content = known_width - spec.padding[1] - spec.padding[3]
            width, height = content, text_measurer.measure(spec.text[0], spec.text[1], content)[1]
        else:
            offered = _available(available_width)
            width, height = text_measurer.fit(spec.text[0], spec.text[1], offered)
        return (
            width if math.isnan(known_width) else known_width,
            height if math.isnan(known_height) else known_height,
        )

    try:
        top = build(root)
        space = {"width": _length(root.width), "height": _length(root.height)}
        taffylib.node_compute_layout_with_measure(_TAFFY, top, space, measure)
        result = {}
        layout = taffylib.PyLayout()
        for spec, node in made:
            taffylib.node_get_layout(_TAFFY, node, layout)
            result[id(spec)] = (layout.x, layout.y, layout.width, layout.height)
        return result
    finally:
        taffylib.node_drop_all(_TAFFY)


def _distribution_version(name: str) -> str:
    from importlib.metadata import version

    return version(name)

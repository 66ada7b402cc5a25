"""Laying a `FlexNode` tree out with Yoga (pyyoga) and with Taffy (stretchable).

Each function returns `{id(flex_node): (x, y, width, height)}`, x and y relative to the
flexbox parent. Both engines get the same tree; nothing here decides layout.
"""

from __future__ import annotations

import math

import pyyoga
from stretchable import taffylib
from stretchable.style import (
    AlignItems,
    AlignSelf,
    FlexDirection,
    JustifyContent,
    Position,
    Style,
)

from .flexbox import FlexNode

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
}
_YOGA_EDGES = (pyyoga.Edge.Top, pyyoga.Edge.Left, pyyoga.Edge.Bottom, pyyoga.Edge.Right)


def yoga_version() -> str:
    return "Yoga (pyyoga " + _distribution_version("pyyoga") + ")"


def _yoga_node(spec: FlexNode, made: list) -> pyyoga.Node:
    node = pyyoga.Node(_YOGA_CONFIG)
    made.append((spec, node))
    raw = node._node
    raw.set_flex_direction(
        pyyoga.FlexDirection.Row if spec.direction == "row" else pyyoga.FlexDirection.Column
    )
    raw.set_justify_content(_YOGA_JUSTIFY[spec.justify])
    raw.set_align_items(_YOGA_ALIGN[spec.align_items])
    if spec.align_self is not None:
        raw.set_align_self(_YOGA_ALIGN[spec.align_self])
    raw.set_flex_grow(spec.grow)
    raw.set_flex_shrink(spec.shrink)
    if spec.basis is None:
        raw.set_flex_basis_auto()
    else:
        raw.set_flex_basis(spec.basis)
    for name in ("width", "height", "min_width", "max_width", "min_height", "max_height"):
        value = getattr(spec, name)
        if value is not None:
            getattr(raw, "set_" + name)(value)
    for edge, value in zip(_YOGA_EDGES, spec.margin):
        raw.set_margin(edge, value)
    for edge, value in zip(_YOGA_EDGES, spec.padding):
        raw.set_padding(edge, value)
    if spec.gap:
        raw.set_gap(pyyoga.Gutter.All, spec.gap)
    if spec.absolute:
        raw.set_position_type(pyyoga.PositionType.Absolute)
        for edge, value in zip(_YOGA_EDGES, spec.inset):
            raw.set_position(edge, value)
    if spec.measure is not None:
        w, h = spec.measure
        node.set_measure_func(lambda *_: (w, h))
    for child in spec.children:
        node.add_child(_yoga_node(child, made))
    return node


def layout_yoga(root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    made: list = []
    node = _yoga_node(root, made)
    node.calculate_layout(root.width, root.height)
    result = {
        id(spec): (n.layout_left, n.layout_top, n.layout_width, n.layout_height) for spec, n in made
    }
    # pyyoga crashes at exit if a freed node still holds a Python measure function.
    for spec, n in made:
        if spec.measure is not None:
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
}
_TAFFY_ALIGN_SELF = {
    "flex-start": AlignSelf.FLEX_START,
    "center": AlignSelf.CENTER,
    "flex-end": AlignSelf.FLEX_END,
    "stretch": AlignSelf.STRETCH,
}
_AUTO = {"dim": 0, "value": math.nan}  # stretchable's encoding of `auto`


def taffy_version() -> str:
    return "Taffy (stretchable " + _distribution_version("stretchable") + ")"


def _length(value):
    return _AUTO if value is None else {"dim": 1, "value": float(value)}


def _rect(top, left, bottom, right):
    return {
        "top": _length(top),
        "left": _length(left),
        "bottom": _length(bottom),
        "right": _length(right),
    }


def _taffy_style(spec: FlexNode) -> dict:
    style = dict(_TAFFY_DEFAULTS)
    style.update(
        flex_direction=FlexDirection.ROW if spec.direction == "row" else FlexDirection.COLUMN,
        justify_content=_TAFFY_JUSTIFY[spec.justify],
        align_items=_TAFFY_ALIGN_ITEMS[spec.align_items],
        align_self=_TAFFY_ALIGN_SELF[spec.align_self] if spec.align_self else None,
        flex_grow=float(spec.grow),
        flex_shrink=float(spec.shrink),
        flex_basis=_length(spec.basis),
        size={"width": _length(spec.width), "height": _length(spec.height)},
        # CSS gives flex items an automatic minimum (their content size); our rules have
        # none, so every minimum is explicit, 0 when the component sets none.
        min_size={"width": _length(spec.min_width or 0), "height": _length(spec.min_height or 0)},
        max_size={"width": _length(spec.max_width), "height": _length(spec.max_height)},
        margin=_rect(*spec.margin),
        padding=_rect(*spec.padding),
        gap={"width": _length(spec.gap), "height": _length(spec.gap)},
    )
    if spec.absolute:
        style["position"] = Position.ABSOLUTE
        style["inset"] = _rect(*spec.inset)
    return style


def layout_taffy(root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    made = []
    measures = {}

    def build(spec: FlexNode) -> int:
        node = taffylib.node_create(_TAFFY, _taffy_style(spec))
        made.append((spec, node))
        if spec.measure is not None:
            taffylib.node_set_measure(_TAFFY, node, True)
            measures[node] = spec.measure
        for child in spec.children:
            taffylib.node_add_child(_TAFFY, node, build(child))
        return node

    def measure(known_width, known_height, _available_width, _available_height, node):
        width, height = measures[node]
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

"""Laying a `FlexNode` tree out with Yoga (pyyoga) and with Taffy (stretchable).

Each function returns `{id(flex_node): (x, y, width, height)}`, x and y relative to the
flexbox parent. Both engines get the same tree; nothing here decides layout.
"""

from __future__ import annotations

import math

import pyyoga
import stretchable
from stretchable import taffylib
from stretchable.context import taffy as taffy_context
from stretchable.node import _node_refs
from stretchable.style import (
    AUTO,
    PT,
    AlignItems,
    AlignSelf,
    FlexDirection,
    JustifyContent,
    Position,
)
from stretchable.style.geometry.size import SizePoints

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


def taffy_version() -> str:
    return "Taffy (stretchable " + _distribution_version("stretchable") + ")"


def _points(value):
    return AUTO if value is None else value * PT


def _taffy_node(spec: FlexNode, made: list) -> stretchable.Node:
    top, left, bottom, right = spec.margin
    ptop, pleft, pbottom, pright = spec.padding
    style = dict(
        flex_direction=FlexDirection.ROW if spec.direction == "row" else FlexDirection.COLUMN,
        justify_content=_TAFFY_JUSTIFY[spec.justify],
        align_items=_TAFFY_ALIGN_ITEMS[spec.align_items],
        flex_grow=spec.grow,
        flex_shrink=spec.shrink,
        flex_basis=_points(spec.basis),
        size=(_points(spec.width), _points(spec.height)),
        # CSS gives flex items an automatic minimum (their content size); our rules have
        # none, so every minimum is explicit, 0 when the component sets none.
        min_size=((spec.min_width or 0) * PT, (spec.min_height or 0) * PT),
        max_size=(_points(spec.max_width), _points(spec.max_height)),
        # stretchable's Rect order is top, right, bottom, left (as CSS).
        margin=(top * PT, right * PT, bottom * PT, left * PT),
        padding=(ptop * PT, pright * PT, pbottom * PT, pleft * PT),
        gap=(spec.gap * PT, spec.gap * PT),
    )
    if spec.align_self is not None:
        style["align_self"] = _TAFFY_ALIGN_SELF[spec.align_self]
    if spec.absolute:
        itop, ileft, ibottom, iright = spec.inset
        style["position"] = Position.ABSOLUTE
        style["inset"] = (itop * PT, iright * PT, ibottom * PT, ileft * PT)
    measure = None
    if spec.measure is not None:
        w, h = spec.measure

        def measure(_node, known, _available):
            width = known.width.value
            height = known.height.value
            width = w if width is None or math.isnan(width) else width
            height = h if height is None or math.isnan(height) else height
            return SizePoints(width, height)

    node = stretchable.Node(measure=measure, **style)
    made.append((spec, node))
    for child in spec.children:
        node.append(_taffy_node(child, made))
    return node


def layout_taffy(root: FlexNode) -> dict[int, tuple[float, float, float, float]]:
    made: list = []
    try:
        node = _taffy_node(root, made)
        node.compute_layout((root.width, root.height))
        # Read every node's layout directly: stretchable's own boxes skip the children of
        # nodes it considers invisible (empty, or outside the canvas).
        result = {}
        layout = taffylib.PyLayout()
        for spec, n in made:
            taffylib.node_get_layout(taffy_context._ptr, n._node_id, layout)
            result[id(spec)] = (layout.x, layout.y, layout.width, layout.height)
        return result
    finally:
        # stretchable never frees its nodes; drop this tree's so thousands of trees stay cheap.
        taffylib.node_drop_all(taffy_context._ptr)
        _node_refs.clear()


def _distribution_version(name: str) -> str:
    from importlib.metadata import version

    return version(name)

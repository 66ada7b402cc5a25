"""The mapping from our components to flexbox nodes, written once for both engines.

`map_tree` turns a component tree into `FlexNode`s that say, in CSS terms, what Yoga and
Taffy should be given; `frames` turns the engines' answers back into our frames. The rules
and the reasons for each are in docs/differential-testing.md, "The mapping".
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Optional

from .trees import Component, flexes, role

JUSTIFY = {
    "start": "flex-start",
    "fit": "flex-start",
    "center": "center",
    "end": "flex-end",
    "spaceBetween": "space-between",
    "spaceAround": "space-around",
    "spaceEvenly": "space-evenly",
}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch"}
H_EDGE = {"left": "flex-start", "center": "center", "right": "flex-end"}
V_EDGE = {"top": "flex-start", "center": "center", "bottom": "flex-end"}


@dataclass
class FlexNode:
    """One flexbox node. Sizes are points; None is `auto` (or "not set" for min/max)."""

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
    margin: tuple[float, float, float, float] = (0, 0, 0, 0)  # top, left, bottom, right
    padding: tuple[float, float, float, float] = (0, 0, 0, 0)
    gap: float = 0.0
    measure: Optional[tuple[float, float]] = None  # fixed content size of a placeholder
    absolute: bool = False
    inset: Optional[tuple[float, float, float, float]] = None  # top, left, bottom, right
    source: Optional[int] = None  # pre-order index of our component; None for a wrapper
    children: list["FlexNode"] = field(default_factory=list)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


def map_tree(root: Component, area: tuple[float, float]) -> FlexNode:
    """The flexbox tree for laying `root` out in `area`. The root is placed like a Fit
    child (semantics.md, "The root"), so it goes in a row container of the area's size."""
    counter = itertools.count()
    viewport = FlexNode(direction="row", width=area[0], height=area[1])
    _place_in_relative(viewport, root, None, counter)
    return viewport


def _own_node(component: Component, index: int) -> FlexNode:
    """The options a component carries whatever its parent: sizes, bounds, padding, and
    what it does with its own children."""
    node = FlexNode(source=index)
    node.width = component.width
    node.height = component.height
    node.min_width = component.min_width
    node.max_width = component.max_width
    node.min_height = component.min_height
    node.max_height = component.max_height
    if component.padding is not None:
        node.padding = component.padding
    if component.intrinsic is not None:
        node.measure = component.intrinsic
    if component.is_stack:
        node.direction = "column" if component.layout == "VBox" else "row"
        node.gap = component.spacing or 0.0
        node.align_items = ALIGN[component.stack_align or "stretch"]
        flexing = any(flexes(item, component) for item in component.items)
        # With flex children pack has no effect (rule 5), also when min/max leave space over.
        node.justify = "flex-start" if flexing else JUSTIFY[component.pack or "start"]
    elif component.layout in ("Relative", "Fit"):
        node.direction = "row"
    return node


def _map_component(component: Component, counter, parent_node: FlexNode) -> FlexNode:
    node = _own_node(component, next(counter))
    parent_node.children.append(node)
    if component.is_stack:
        _map_stack_children(component, node, counter)
    elif component.layout in ("Relative", "Fit"):
        if len(component.items) <= 1:
            for item in component.items:
                _place_in_relative(node, item, component, counter)
        else:
            # Several children overlap: each goes in an absolute wrapper that covers the
            # content box (the container has an explicit size on both axes, so no child
            # needs to count towards its size).
            inset = component.padding or (0, 0, 0, 0)
            for item in component.items:
                wrapper = FlexNode(direction="row", absolute=True, inset=inset)
                node.children.append(wrapper)
                _place_in_relative(wrapper, item, component, counter)
    return node


def _map_stack_children(stack: Component, node: FlexNode, counter) -> None:
    main = stack.main_axis()
    cross = "h" if main == "w" else "w"
    flex_scale = _flex_scale(stack)
    for item in stack.items:
        child = _map_component(item, counter, node)
        child.margin = item.resolved_margins(stack)
        if flexes(item, stack):
            child.grow = item.flex * flex_scale
            child.basis = item.explicit(main) or 0.0
        alignment = item.align or stack.stack_align or "stretch"
        if alignment == "stretch" and item.explicit(cross) is not None:
            alignment = "center"  # LayoutComposer centres a stretch child with a size
        elif alignment == "stretch" and item.fits_content(cross):
            alignment = "start"  # pack: .fit keeps its content size, at the start
        child.align_self = ALIGN[alignment]


def _flex_scale(stack: Component) -> float:
    """Flex values are ratios; CSS hands out only part of the free space when the flex
    factors sum to less than 1. Scaling so the smallest is 1 keeps the ratios."""
    values = [item.flex for item in stack.items if flexes(item, stack)]
    return 1.0 / min(values) if values and min(values) < 1 else 1.0


def _place_in_relative(
    container: FlexNode, item: Component, relative: Optional[Component], counter
) -> None:
    """A child of a Relative or Fit (`relative`), or the root (`relative` None, placed as a
    Fit child), in a row container of its own: the main axis is horizontal, so halign is
    justify-content and valign is align-self."""
    child = _map_component(item, counter, container)
    child.margin = item.resolved_margins(relative)
    aligned = relative is not None and relative.layout == "Relative"
    halign = item.halign if aligned else None
    valign = item.valign if aligned else None
    if halign is not None:
        container.justify = H_EDGE[halign]
    elif role(item, "w", relative) == "imposed":
        # Fills the room: grows and shrinks from its content size to the whole room. (A basis
        # of 0 would do the same in a container of known size, but Yoga measures such a child
        # as 0 wide while its container is sized by content.) In a container sized by its
        # content the room is the child's content size: no flex-grow there, which Taffy gets
        # wrong with padding (docs/differential-testing.md).
        if relative is None or "w" not in relative.content_axes:
            child.grow = 1.0
            child.shrink = 1.0
        container.justify = "flex-start"
    elif item.width is not None:
        container.justify = "center"
    else:
        container.justify = "flex-start"  # pack: .fit on a horizontal stack
    if valign is not None:
        child.align_self = V_EDGE[valign]
    elif role(item, "h", relative) == "imposed":
        child.align_self = "stretch"
    elif item.height is not None:
        child.align_self = "center"
    else:
        child.align_self = "flex-start"


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

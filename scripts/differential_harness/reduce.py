"""Shrinking a differing tree to a small reproducer (greedy, one simplification at a time)."""

from __future__ import annotations

from .trees import Component, sanitize as sanitize_base

OPTIONS = (
    "width", "height", "flex", "align", "halign", "valign", "margins", "padding",
    "min_width", "max_width", "min_height", "max_height",
    "stack_align", "pack", "spacing", "default_margins",
    "aspect_ratio", "layout_priority", "margin_leading", "margin_trailing", "baseline",
    "font_size", "line_spacing", "align_lines", "column_spacing", "row_spacing",
    "column_span", "row_span",
)  # fmt: skip


def in_subset(root: Component) -> bool:
    """Relative and Fit hold several children only with an explicit size on both axes."""
    return all(
        len(c.items) <= 1 or c.is_stack or (c.width is not None and c.height is not None)
        for c in root.walk()
    )


def reduce(root: Component, area, still_differs, budget: int = 600, sanitize=sanitize_base):
    """The smallest tree found for which `still_differs(root, area)` holds; each candidate
    is kept in its family's subset by `sanitize`."""
    current = root.copy()
    progress = True
    while progress and budget > 0:
        progress = False
        for candidate in _candidates(current, area):
            candidate, candidate_area = candidate
            sanitize(candidate)
            if not in_subset(candidate):
                continue
            budget -= 1
            if still_differs(candidate, candidate_area):
                current, area = candidate, candidate_area
                progress = True
                break
            if budget <= 0:
                break
    return current, area


def _candidates(root: Component, area):
    for candidate in _tree_candidates(root):
        yield candidate, area
    # A rounder area.
    for rounder in ((100.0, area[1]), (area[0], 100.0)):
        if rounder != tuple(area):
            yield root.copy(), rounder


def _tree_candidates(root: Component):
    count = sum(1 for _ in root.walk())
    # Drop a whole subtree.
    for index in range(1, count):
        copy = root.copy()
        parent, position = _parent_of(copy, index)
        del parent.items[position]
        yield copy
    # Put a container's child in its place.
    for index in range(count):
        node = list(root.walk())[index]
        for child_position in range(len(node.items)):
            copy = root.copy()
            target = list(copy.walk())[index]
            child = target.items[child_position]
            if index == 0:
                yield child
            else:
                parent, position = _parent_of(copy, index)
                parent.items[position] = child
                yield copy
    # Drop one option.
    for index in range(count):
        node = list(root.walk())[index]
        for name in OPTIONS:
            if getattr(node, name) is not None:
                copy = root.copy()
                setattr(list(copy.walk())[index], name, None)
                yield copy
        for side in list(node.side_margins):
            copy = root.copy()
            del list(copy.walk())[index].side_margins[side]
            yield copy
        if node.text is not None and " " in node.text:
            for drop in range(len(node.text.split(" "))):
                words = node.text.split(" ")
                del words[drop]
                copy = root.copy()
                list(copy.walk())[index].text = " ".join(words)
                yield copy
        if node.text is not None and len(set(node.text) - {" ", "x"}) > 0:
            copy = root.copy()
            list(copy.walk())[index].text = "".join(c if c == " " else "x" for c in node.text)
            yield copy
        if node.name is not None:
            copy = root.copy()
            list(copy.walk())[index].name = None
            yield copy
        if node.intrinsic is not None and node.intrinsic != (0.0, 0.0):
            for smaller in ((0.0, node.intrinsic[1]), (node.intrinsic[0], 0.0)):
                copy = root.copy()
                list(copy.walk())[index].intrinsic = smaller
                yield copy


def _parent_of(root: Component, index: int):
    counter = 0
    stack = [(root, None, None)]
    while stack:
        node, parent, position = stack.pop()
        if counter == index:
            return parent, position
        counter += 1
        for child_position in reversed(range(len(node.items))):
            stack.append((node.items[child_position], node, child_position))
    raise IndexError(index)

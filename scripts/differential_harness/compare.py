"""Comparing our frames with Yoga's and Taffy's, and sorting a tree into a class.

Classes of a tree (`TreeResult.kind`):
- None: ours, Yoga and Taffy give the same frames.
- "differs": ours differs from both engines at a node where they agree with each other. The
  command then tells "hugging" from "other" (see `__main__.classify`).
- "unsettled": ours matches neither engine, but only at nodes where the engines disagree
  with each other too (two of their known deviations meet, and the numbers that depend on
  both match neither).
- "yoga-differs" / "taffy-differs": the engines disagree (a known deviation of one of them,
  docs/differential-testing.md) and ours gives exactly the other one's frames.
- "engines-differ": the engines disagree, and each number of ours matches one of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

TOLERANCE = 0.01  # Yoga and Taffy compute in 32-bit floats, we in Doubles
FIELDS = ("x", "y", "width", "height")


def same(a, b) -> bool:
    return all(abs(p - q) <= TOLERANCE for p, q in zip(a, b))


def differing_fields(ours, engines) -> tuple[str, ...]:
    """The fields of our frame that match no engine's. Each is judged on its own: the
    engines' known deviations are independent (one may be off in a node's width where the
    other is off in a sibling's, which moves the node)."""
    return tuple(
        name
        for k, name in enumerate(FIELDS)
        if not any(abs(ours[k] - frame[k]) <= TOLERANCE for frame in engines)
    )


@dataclass
class NodeDifference:
    index: int  # pre-order
    path: str
    ours: tuple
    yoga: Optional[tuple]
    taffy: Optional[tuple]
    fields: tuple = ()  # where ours matches no engine


@dataclass
class TreeResult:
    differences: list[NodeDifference]  # nodes where ours matches no engine
    engine_differences: list[NodeDifference]  # nodes where Yoga and Taffy disagree
    kind: Optional[str]


def compare(
    paths: list[str], ours: list, yoga: Optional[list], taffy: Optional[list]
) -> TreeResult:
    """Where the engines disagree with each other, matching either one is agreement."""
    engines = [frames for frames in (yoga, taffy) if frames is not None]
    differences = []
    engine_differences = []
    for index, path in enumerate(paths):
        fields = differing_fields(ours[index], [frames[index] for frames in engines])
        if fields:
            differences.append(
                NodeDifference(
                    index, path, ours[index], _at(yoga, index), _at(taffy, index), fields
                )
            )
        if len(engines) == 2 and not same(yoga[index], taffy[index]):
            engine_differences.append(
                NodeDifference(index, path, ours[index], yoga[index], taffy[index])
            )
    disputed = {d.index for d in engine_differences}
    if any(d.index not in disputed for d in differences):
        kind = "differs"
    elif differences:
        kind = "unsettled"
    elif not engine_differences:
        kind = None
    elif all(same(ours[d.index], d.taffy) for d in engine_differences):
        kind = "yoga-differs"
    elif all(same(ours[d.index], d.yoga) for d in engine_differences):
        kind = "taffy-differs"
    else:
        kind = "engines-differ"
    return TreeResult(differences, engine_differences, kind)


def _at(frames, index):
    return None if frames is None else frames[index]


def compare_engines(paths: list[str], yoga: Optional[list], taffy: Optional[list]) -> TreeResult:
    """Yoga against Taffy, for a family our engine cannot lay out yet: "engines-differ"
    where they disagree at some node, else None."""
    engine_differences = []
    if yoga is not None and taffy is not None:
        for index, path in enumerate(paths):
            if not same(yoga[index], taffy[index]):
                engine_differences.append(
                    NodeDifference(index, path, yoga[index], yoga[index], taffy[index])
                )
    return TreeResult([], engine_differences, "engines-differ" if engine_differences else None)

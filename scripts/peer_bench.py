"""Times Yoga (pyyoga) and Taffy (stretchable) on the shapes of composer-bench's `wrap-10k`
and `grid-100x100` (Benchmarks/composer-bench/WrapGridScenarios.swift): each repetition
builds a fresh tree (not timed) and times its first full layout, as composer-bench times a
full pass of a tree whose caches were cleared. Prints one JSON object per engine and shape.
"""

from __future__ import annotations

import json
import statistics
import sys
import time

import pyyoga
from stretchable import taffylib

from differential_harness import engines
from differential_harness.flexbox import FlexNode


def chip_width(index: int) -> float:
    return float(10 + (index * 37) % 51)


def wrap_tree(count: int) -> FlexNode:
    root = FlexNode(
        direction="row", wrap=True, gap=4, cross_gap=4, align_items="flex-start",
        align_content="flex-start", width=1000.0, height=1000.0,
    )
    root.children = [FlexNode(width=chip_width(i), height=20.0) for i in range(count)]
    return root


def grid_tree(columns: int, rows: int) -> FlexNode:
    root = FlexNode(
        direction="row", width=1000.0, height=1000.0,
        grid_columns=[("fr", 1.0)] * columns, grid_rows=[],
    )
    root.children = [FlexNode(height=20.0) for _ in range(columns * rows)]
    return root


def time_yoga(build, repetitions: int) -> list[float]:
    samples = []
    for _ in range(repetitions):
        made: list = []
        node = engines._yoga_node(build(), made)
        start = time.perf_counter_ns()
        node.calculate_layout(1000.0, 1000.0, pyyoga.Direction.LTR)
        samples.append((time.perf_counter_ns() - start) / 1e6)
        node.free_recursive()
    return samples


def time_taffy(build, repetitions: int) -> list[float]:
    samples = []
    handle = engines._TAFFY
    for _ in range(repetitions):
        spec = build()

        def make(s: FlexNode) -> int:
            node = taffylib.node_create(handle, engines._taffy_style(s))
            for child in s.children:
                taffylib.node_add_child(handle, node, make(child))
            return node

        top = make(spec)
        space = {"width": engines._length(1000.0), "height": engines._length(1000.0)}
        start = time.perf_counter_ns()
        taffylib.node_compute_layout(handle, top, space)
        samples.append((time.perf_counter_ns() - start) / 1e6)
        taffylib.node_drop_all(handle)
    return samples


def main() -> None:
    repetitions = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    shapes = [
        ("wrap-10k", lambda: wrap_tree(10_000), 10_001, ("yoga", "taffy")),
        ("grid-100x100", lambda: grid_tree(100, 100), 10_001, ("taffy",)),
    ]
    for name, build, nodes, peers in shapes:
        for peer in peers:
            samples = (time_yoga if peer == "yoga" else time_taffy)(build, repetitions)
            median = statistics.median(samples)
            print(json.dumps({
                "scenario": name, "engine": peer, "nodes": nodes, "median_ms": median,
                "min_ms": min(samples), "max_ms": max(samples),
                "ns_per_node": median * 1e6 / nodes,
            }))


if __name__ == "__main__":
    main()

"""Laying a layout file out with our engine: `composer-layout` and its JSON frame tree."""

from __future__ import annotations

import json
import subprocess


class OursFailed(Exception):
    """composer-layout refused a file or crashed: always a finding."""


def layout_ours(binary: str, document: dict) -> list[tuple[float, float, float, float]]:
    """The frames of every component in pre-order, each relative to its parent's frame.
    The document goes through standard input; warnings on stderr are allowed."""
    process = subprocess.run(
        [binary, "-"], input=json.dumps(document).encode(), capture_output=True, timeout=60
    )
    if process.returncode != 0:
        raise OursFailed(
            f"composer-layout exited {process.returncode}: {process.stderr.decode().strip()}"
        )
    tree = json.loads(process.stdout)
    frames = []
    stack = [tree]
    while stack:
        node = stack.pop()
        frames.append(tuple(float(v) for v in node["frame"]))
        stack.extend(reversed(node["children"]))
    return frames


# The smallest file that needs each feature a family may depend on.
_PROBES = {
    "wrap": {"type": "HBox", "wrap": True},
    "grid": {"type": "Grid", "columns": ["1fr"]},
}
_available: dict = {}


def available(binary: str, feature) -> bool:
    """Whether composer-layout reads `feature` (None: always): it is asked once, with the
    smallest file that uses it; a refusal means the family compares Yoga and Taffy only."""
    if feature is None:
        return True
    if (binary, feature) not in _available:
        document = {"version": 1, "size": [10, 10], "root": {"layout": _PROBES[feature]}}
        process = subprocess.run(
            [binary, "-"], input=json.dumps(document).encode(), capture_output=True, timeout=60
        )
        _available[(binary, feature)] = process.returncode == 0
    return _available[(binary, feature)]

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

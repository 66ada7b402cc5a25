"""A fixed-advance text measurer of the harness's own, written from the rule in
docs/layout-files.md ("Text leaves"), not from the engine's code:

- every character is fontSize / 2 wide and every line fontSize × 1.25 high (16: 8 × 20);
- lines break greedily at spaces when the next word would pass the width; a word longer
  than the width stands alone on its line and overflows; `\\n` starts a new line.

The trees only hold words of letters separated by single spaces, so the fine points of
repeated or trailing spaces never come up. A line fits a width up to 0.01 over it (the
tolerance frames are compared with): Yoga and Taffy hand widths over in 32-bit floats (a 40
may come as 40.000004), and the layoutPriority mapping leaves a 1e-5 part of the shrinking
to the higher priorities (flexbox.PRIORITY_STEP).
"""

from __future__ import annotations

from typing import Optional

SLACK = 0.01


def lines(text: str, font_size: float, width: Optional[float]) -> list[str]:
    """The lines of `text` wrapped at `width` (None: no wrapping)."""
    advance = font_size / 2
    result = []
    for paragraph in text.split("\n"):
        line = None
        for word in paragraph.split(" "):
            if line is None:
                line = word
            elif width is not None and (len(line) + 1 + len(word)) * advance > width + SLACK:
                result.append(line)
                line = word
            else:
                line = line + " " + word
        result.append(line or "")
    return result


def measure(text: str, font_size: float, width: Optional[float]) -> tuple[float, float]:
    """Width of the widest line and height of all lines, wrapped at `width`."""
    wrapped = lines(text, font_size, width)
    widest = max(len(line) for line in wrapped)
    return widest * font_size / 2, len(wrapped) * font_size * 1.25


def longest_word(text: str, font_size: float) -> float:
    """The text's minimum width (rule M; CSS's min-content): its longest word."""
    return max(len(word) for word in text.replace("\n", " ").split(" ")) * font_size / 2


def fit(text: str, font_size: float, width: Optional[float]) -> tuple[float, float]:
    """The text in a box that shrinks to fit `width` (CSS's fit-content; ours: a text's
    size for a proposal, then its height at the width it gets): as wide as its widest line
    wrapped at `width`, and as high as its lines at that width. The two differ only when a
    word is longer than `width`: the box is then that word wide, and the other lines wrap at
    the word's width."""
    widest, _ = measure(text, font_size, width)
    return widest, measure(text, font_size, widest if width is not None else None)[1]

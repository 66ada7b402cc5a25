"""Command line of the differential test; `scripts/differential --help` shows the options."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
import os
import random
import sys
import time

from . import engines, families, flexbox, ours, trees
from . import text as text_measurer
from .compare import compare, compare_engines
from .families import FAMILIES, family_of, mapping_for
from .reduce import reduce
from .trees import flexes

FAILING = ("other", "hugging", "text-too-short", "adaptive-minimum", "span-sharing")
PASSING = (
    "at-the-bound",
    "flex-line-overflow",
    "unsettled",
    "yoga-differs",
    "taffy-differs",
    "engines-differ",
    "yoga-asymmetric",
    "one-engine",
    "taffy-span-minimum",
    "taffy-beyond-limits",
)
ABOUT = {
    "other": "ours differs from the engines where they agree: a bug in our engine or in the "
    "mapping",
    "hugging": "ours differs only through containers sized by content that hold stretching or "
    "filling children (issue 8's hugging rule: the same tree without them agrees)",
    "at-the-bound": "ours lays a stack sized by its content out at the most it is offered and "
    "shrinks its children (rule H, CSS's fit-content), where the engines overflow at its "
    "max-content size",
    "text-too-short": "a text sized by its content is shorter than its lines at its own width "
    "(checked without the engines; rule M)",
    "adaptive-minimum": "ours widens an adaptive column to its cells' minimums, where CSS's "
    "minmax(n, 1fr) keeps the columns equal and lets the cell overflow (the same tree with "
    "every item of an adaptive grid fitting its column agrees; docs/differential-testing.md, "
    "\"Grids\")",
    "span-sharing": "ours shares what a spanning item needs beyond its tracks equally among "
    "the content tracks it spans, where CSS gives it first to those below their growth limit "
    "(the same tree with spanning items that need nothing agrees; docs/differential-testing.md, "
    "\"Grids\")",
    "taffy-span-minimum": "Taffy gives an item spanning several tracks, none of them a "
    "fraction, no automatic minimum when another track of the grid is a fraction (it reads "
    "the grid's tracks where CSS Grid 6.6 reads the item's); the same tree with those items' "
    "minimums written out agrees (docs/differential-testing.md, \"Grids\")",
    "taffy-beyond-limits": "a spanning item needs more than its tracks' growth limits: CSS "
    "gives the rest to its auto tracks beyond their limits, Taffy (stretchable 1.1.8) stops at "
    "the limits (fixed on Taffy's main branch, PR #1022); the same tree with spanning items "
    "that need nothing agrees (docs/differential-testing.md, \"Grids\")",
    "flex-line-overflow": "a flex child alone on a wrapping stack's line, wider than the line: "
    "ours does not pack a line with flex children (rule 5 per line), CSS justifies it",
    "unsettled": "ours matches neither engine, only where they disagree with each other",
    "yoga-differs": "Yoga alone differs (a known Yoga deviation)",
    "taffy-differs": "Taffy alone differs (a known Taffy deviation)",
    "engines-differ": "Yoga and Taffy differ from each other; each number of ours matches one",
    "one-engine": "ours not available and only one engine can lay the tree out (Yoga: a grid "
    "that rows of flexbox cells cannot express): not compared",
    "yoga-asymmetric": "Yoga right to left is not the mirror image of Yoga on the mirrored "
    "tree (ours matches an engine at every field)",
}
PRINTED_IN_FULL = ("other", "unsettled", "yoga-asymmetric", "text-too-short")


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="scripts/differential",
        description="Lays out seeded random trees with our engine (composer-layout), Yoga and "
        "Taffy, and reports every frame that differs (docs/differential-testing.md).",
    )
    parser.add_argument("--trees", type=int, default=300, help="how many trees (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the run (default 1)")
    parser.add_argument("--index", type=int, help="only this tree of the run (as reported)")
    parser.add_argument(
        "--file", help="check this layout file instead (a reported or reduced tree, or one by hand)"
    )
    parser.add_argument("--binary", required=True, help="the composer-layout executable")
    parser.add_argument(
        "--family",
        default="base",
        help="which trees: " + ", ".join(FAMILIES) + ", or all (default base; "
        "docs/differential-testing.md, \"Families\")",
    )
    parser.add_argument(
        "--engines",
        help="compare with yoga, taffy or both (default: the family's; base: both)",
    )
    parser.add_argument("--out", help="write each differing tree's layout file to this folder")
    parser.add_argument(
        "--minimize", action="store_true", help="shrink each failing tree to a small reproducer"
    )
    parser.add_argument(
        "--allow",
        default="",
        help="failing classes to report without failing, comma-separated: "
        + ", ".join(FAILING),
    )
    parser.add_argument(
        "--show", type=int, default=3, help="hugging trees to print in full (default 3)"
    )
    return parser.parse_args(argv)


class Runner:
    def __init__(self, binary: str, family, chosen: set, direction: str):
        self.binary = binary
        self.family = family
        self.use_yoga = "yoga" in chosen
        self.use_taffy = "taffy" in chosen
        self.direction = direction
        self.ours = ours.available(binary, family.feature)

    def check(self, root, area):
        """Lays the tree out three ways; returns the comparison and the layout file."""
        document = trees.to_document(root, area, self.direction)
        count = sum(1 for _ in root.walk())
        mapping = mapping_for(root, self.direction)
        flex = flexbox.map_tree(root, area, mapping)
        yoga = taffy = None
        if self.use_yoga:
            try:
                # Yoga has no grid: a grid goes to it as rows of flexbox cells, where it can.
                yoga_flex = flex
                if any(c.layout == "Grid" for c in root.walk()):
                    yoga_flex = flexbox.map_tree(root, area, replace(mapping, grid_as_rows=True))
                yoga = self._engine(engines.layout_yoga, yoga_flex, count)
            except (flexbox.Unmappable, engines.Unsupported):
                yoga = None
        if self.use_taffy:
            taffy = self._engine(engines.layout_taffy, flex, count)
        paths = trees.paths(root)
        if not self.ours:
            result = compare_engines(paths, yoga, taffy)
            if result.kind is None and (yoga is None or taffy is None):
                result.kind = "one-engine"
            return result, document
        mine = ours.layout_ours(self.binary, document)
        if len(mine) != count:
            raise ours.OursFailed(f"composer-layout gave {len(mine)} frames for {count} components")
        result = compare(paths, mine, yoga, taffy)
        result.short_texts = short_texts(root, mine, paths)
        result.frames = (mine, yoga, taffy)
        if yoga is not None and self.direction == "rtl" and result.kind not in FAILING_KINDS:
            # Taffy has no direction and lays out the mirror image; Yoga checks right to
            # left itself. Where Yoga is not its own mirror image, say so.
            mirror = self._engine(engines.layout_yoga, flex, count, mirrored=True)
            if any(not_same(a, b) for a, b in zip(yoga, mirror)):
                result.kind = "yoga-asymmetric"
        return result, document

    def _engine(self, layout, flex, count, mirrored=False):
        if self.direction == "rtl" and (mirrored or layout is engines.layout_taffy):
            return flexbox.frames(flex, flexbox.mirrored_layout(layout, flex), count)
        return flexbox.frames(flex, layout(flex), count)

    def classify(self, root, area):
        """The tree's class, its comparison and layout file, and for "other" the variant
        without filling children (which then differs too; often the clearer case). A tree
        that differs where the engines agree only while it has such children is "hugging"."""
        result, document = self.check(root, area)
        if getattr(result, "short_texts", None):
            return "text-too-short", result, document, None
        shrinking = mapping_for(root, self.direction).shrink
        if result.kind in ("differs", "unsettled") and shrinking:
            if at_the_bound(root, *result.frames):
                return "at-the-bound", result, document, None
        if result.kind != "differs":
            return result.kind, result, document, None
        if flex_line_overflow(root, result):
            return "flex-line-overflow", result, document, None
        fitting = families.with_items_fitting_adaptive_columns(root, area)
        if fitting is not None and self.check(fitting, area)[0].kind in (None, *PASSING):
            return "adaptive-minimum", result, document, None
        written_out = families.with_spanning_minimums_written_out(root)
        if written_out is not None and self.check(written_out, area)[0].kind in (None, *PASSING):
            return "taffy-span-minimum", result, document, None
        needing_nothing = families.with_spanning_items_needing_nothing(root)
        if needing_nothing is not None:
            if self.check(needing_nothing, area)[0].kind in (None, *PASSING):
                if families.needs_beyond_growth_limits(root):
                    return "taffy-beyond-limits", result, document, None
                return "span-sharing", result, document, None
        variant = trees.without_filling_in_content(root)
        variant_result, variant_document = self.check(variant, area)
        if variant_result.kind != "differs":
            return "hugging", result, document, None
        return "other", result, document, (variant_result, variant_document)

    def same_class(self, kind):
        def predicate(root, area) -> bool:
            try:
                return self.classify(root, area)[0] == kind
            except (ours.OursFailed, engines.Unsupported):
                return False

        return predicate


FAILING_KINDS = ("differs",)


def flex_line_overflow(root, result) -> bool:
    """Whether every node where ours differs is a flex child of a wrapping stack that packs
    its lines (center, end, spaceAround, spaceEvenly), off only in its place along the
    stack, and wider (higher) than the stack's content box in ours: it is alone on a line it
    overflows. Ours does not pack a line with flex children (rule 5, per line: W2); CSS
    justifies every line, and moves such an item before the start."""
    components = list(root.walk())
    parents = {id(item): component for component in components for item in component.items}
    if not result.differences:
        return False
    mine = result.frames[0]
    index_of = {id(c): k for k, c in enumerate(components)}
    for difference in result.differences:
        component = components[difference.index]
        stack = parents.get(id(component))
        if stack is None or not stack.wrap or not flexes(component, stack):
            return False
        if stack.pack not in ("center", "end", "spaceAround", "spaceEvenly"):
            return False
        main = stack.main_axis()
        position, size = ("x", 2) if main == "w" else ("y", 3)
        if difference.fields != (position,):
            return False
        top, left, bottom, right = stack.padding or (0, 0, 0, 0)
        inner = mine[index_of[id(stack)]][size] - (left + right if main == "w" else top + bottom)
        m_top, m_left, m_bottom, m_right = component.resolved_margins(stack)
        margins = m_left + m_right if main == "w" else m_top + m_bottom
        if mine[difference.index][size] + margins <= inner + 0.01:
            return False
    return True


def at_the_bound(root, mine, yoga, taffy) -> bool:
    """Whether some stack measured by its content on its main axis is smaller there in ours
    than in Taffy (else Yoga): ours laid it out at the most it was offered (rule H) and
    shrank its children, Taffy kept its max-content size and overflowed (Yoga may instead
    hug its text wrapped at the bound, smaller than ours)."""
    reference = taffy if taffy is not None else yoga
    for index, component in enumerate(root.walk()):
        if not (component.is_stack and component.main_axis() in component.open_axes):
            continue
        k = 2 if component.main_axis() == "w" else 3
        if mine[index][k] < reference[index][k] - 0.01:
            return True
    return False


def short_texts(root, frames, paths) -> list[str]:
    """Text leaves whose height comes from their content (not explicit, nor stretched,
    filled or flexed by a parent of known height) but is less than their lines at the width
    they have: rule M says a text is never shorter than that, whatever the engines do
    (issue 19)."""
    found = []
    parents = {id(item): component for component in root.walk() for item in component.items}
    for index, component in enumerate(root.walk()):
        if component.text is None:
            continue
        parent = parents.get(id(component))
        kind = trees.role(component, "h", parent)
        # Sized by its content, or stretched or filled in a parent that hugs its content
        # on that axis (the parent is then as high as what it holds).
        if kind != "content" and not (kind == "imposed" and parent and "h" in parent.open_axes):
            continue
        top, left, bottom, right = component.padding or (0, 0, 0, 0)
        width, height = frames[index][2], frames[index][3]
        font_size = component.font_size or 16.0
        needed = text_measurer.measure(component.text, font_size, width - left - right)[1]
        needed += top + bottom
        if height + 0.01 < needed:
            found.append(
                f"{paths[index]}: {height:g} high, its lines {needed:g} at width {width:g}"
            )
    return found


def not_same(a, b) -> bool:
    return any(abs(p - q) > 0.01 for p, q in zip(a, b))


def describe(result, document, heading):
    lines = [heading, "  layout file: " + json.dumps(document, separators=(",", ":"))]
    for short in getattr(result, "short_texts", None) or []:
        lines.append("  " + short)
    for d in result.differences[:16]:
        lines.append(
            f"  {d.path}: ours {_frame(d.ours)}  yoga {_frame(d.yoga)}  taffy {_frame(d.taffy)}"
            f"  ({', '.join(d.fields)})"
        )
    if len(result.differences) > 16:
        lines.append(f"  … and {len(result.differences) - 16} more nodes")
    return "\n".join(lines)


def _frame(frame):
    if frame is None:
        return "-"
    return "{" + ", ".join(f"{round(v, 3):g}" for v in frame) + "}"


def main(argv=None) -> int:
    args = parse_arguments(argv)
    allowed = {name for name in args.allow.split(",") if name}
    names = list(FAMILIES) if args.family == "all" else [args.family]
    chosen = {name for name in (args.engines or "").split(",") if name}
    if (
        allowed - set(FAILING)
        or chosen - {"yoga", "taffy"}
        or (args.engines is not None and not chosen)
        or any(name not in FAMILIES for name in names)
    ):
        print(
            "differential: --allow takes "
            + ", ".join(FAILING)
            + "; --engines yoga, taffy; --family "
            + ", ".join(FAMILIES)
            + " or all",
            file=sys.stderr,
        )
        return 2
    if not os.access(args.binary, os.X_OK):
        print(f"differential: {args.binary} is not an executable composer-layout", file=sys.stderr)
        return 2
    if args.file:
        return check_file(args, chosen)
    status = 0
    for name in names:
        family = FAMILIES[name]
        runner = Runner(args.binary, family, chosen or set(family.engines), family.direction)
        status = max(status, run_family(args, runner, allowed))
    return status


def run_family(args, runner, allowed) -> int:
    family = runner.family
    indices = [args.index] if args.index is not None else range(args.trees)
    started = time.monotonic()
    found = {name: [] for name in FAILING + PASSING}
    crashes = []
    compared = 0
    components = 0
    for index in indices:
        root, area = family.tree(args.seed, index)
        option = "" if family.name == "base" else f" --family {family.name}"
        rebuild = f"scripts/differential{option} --seed {args.seed} --index {index}"
        where = f"seed {args.seed}, tree {index} ({rebuild})"
        try:
            kind, result, document, variant = runner.classify(root, area)
        except ours.OursFailed as error:
            crashes.append(f"{where}: {error}")
            continue
        compared += 1
        components += sum(1 for _ in root.walk())
        if kind is None:
            continue
        found[kind].append(index)
        if kind in PRINTED_IN_FULL or (kind == "hugging" and len(found[kind]) <= args.show):
            print(describe(result, document, f"{kind}: {where}"))
            if variant is not None:
                print(describe(*variant, "  the same tree without filling children differs too:"))
        if not runner.ours and len(found[kind]) <= args.show:
            print(describe_engines(result, document, f"{kind}: {where}"))
        if args.out and (kind in FAILING + ("unsettled",) or not runner.ours):
            os.makedirs(args.out, exist_ok=True)
            name = f"{kind}-{family.name}-seed{args.seed}-tree{index}.layout.json"
            with open(os.path.join(args.out, name), "w") as file:
                json.dump(document, file)
        if args.minimize and (kind == "other" or not runner.ours):
            small_root, small_area = reduce(
                root, area, runner.same_class(kind), sanitize=family.sanitize
            )
            _, small_result, small_document, _ = runner.classify(small_root, small_area)
            if runner.ours:
                print(describe(small_result, small_document, "  reduced:"))
            else:
                print(describe_engines(small_result, small_document, "  reduced:"))
    elapsed = time.monotonic() - started
    return report(args, runner, found, crashes, compared, components, elapsed, allowed)


def describe_engines(result, document, heading):
    lines = [heading, "  layout file: " + json.dumps(document, separators=(",", ":"))]
    for d in result.engine_differences[:16]:
        lines.append(f"  {d.path}: yoga {_frame(d.yoga)}  taffy {_frame(d.taffy)}")
    return "\n".join(lines)


def check_file(args, chosen) -> int:
    """One layout file, as given: no sanitizing, so it shows what the engines do with it.
    The family (for the engines it is checked against) is `--family`, else read off the
    file."""
    with open(args.file) as file:
        root, area, direction = trees.from_document(json.load(file))
    family = FAMILIES[args.family] if args.family != "base" else family_of(root, direction)
    runner = Runner(args.binary, family, chosen or set(family.engines), direction)
    kind, result, document, variant = runner.classify(root, area)
    if not runner.ours:
        print(describe_engines(result, document, f"{args.file}: {kind or 'Yoga and Taffy agree'}"))
        print(f"  (ours cannot read {family.feature} yet: Yoga and Taffy compared)")
        return 0
    print(describe(result, document, f"{args.file}: {kind or 'all three agree'}"))
    for d in result.engine_differences:
        frames = f"ours {_frame(d.ours)}  yoga {_frame(d.yoga)}  taffy {_frame(d.taffy)}"
        print(f"  engines differ at {d.path}: {frames}")
    if variant is not None:
        print(describe(*variant, "  the same tree without filling children differs too:"))
    return 1 if kind in FAILING else 0


def report(args, runner, found, crashes, compared, components, elapsed, allowed) -> int:
    for crash in crashes:
        print("composer-layout failed: " + crash)
    names = [engines.yoga_version()] * runner.use_yoga + [
        engines.taffy_version()
    ] * runner.use_taffy
    family = "" if runner.family.name == "base" else f" (family {runner.family.name})"
    speed = f", {compared / elapsed:.0f} trees/s" if elapsed > 0 and family else ""
    who = "ours and " if runner.ours else ""
    print(
        f"differential: compared {compared} trees ({components} components) of seed {args.seed}"
        f"{family} with {who}{' and '.join(names)} in {elapsed:.1f} s{speed}"
    )
    if not runner.ours:
        print(
            f"  ours is not available for this family (composer-layout does not read "
            f"{runner.family.feature} yet): Yoga and Taffy compared with each other"
        )
    failed = bool(crashes)
    for name in FAILING + PASSING:
        indices = found[name]
        if not indices:
            continue
        if name in PASSING:
            verdict = "pass"
        elif name in allowed:
            verdict = "allowed"
        else:
            verdict = "FAIL"
            failed = True
        listed = ", ".join(str(i) for i in indices[:40]) + (" …" if len(indices) > 40 else "")
        about = ABOUT[name]
        if name == "engines-differ" and not runner.ours:
            about = "Yoga and Taffy differ from each other"
        print(f"  {name}: {len(indices)} trees ({verdict}): {about}: {listed}")
    differing = sum(len(found[name]) for name in FAILING)
    if runner.ours:
        print(f"  {differing} trees differ, {compared - differing} agree")
    else:
        engines_differ = len(found["engines-differ"])
        alone = len(found["one-engine"])
        print(
            f"  Yoga and Taffy differ on {engines_differ} trees, agree on "
            f"{compared - engines_differ - alone}, {alone} laid out by one engine only"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

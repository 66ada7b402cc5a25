"""Command line of the differential test; `scripts/differential --help` shows the options."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

from . import engines, flexbox, ours, trees
from .compare import compare
from .reduce import reduce

FAILING = ("other", "hugging")
PASSING = ("unsettled", "yoga-differs", "taffy-differs", "engines-differ")
ABOUT = {
    "other": "ours differs from the engines where they agree: a bug in our engine or in the mapping",
    "hugging": "ours differs only through containers sized by content that hold stretching or "
    "filling children (issue 8's hugging rule: the same tree without them agrees)",
    "unsettled": "ours matches neither engine, only where they disagree with each other",
    "yoga-differs": "Yoga alone differs (a known Yoga deviation)",
    "taffy-differs": "Taffy alone differs (a known Taffy deviation)",
    "engines-differ": "Yoga and Taffy differ from each other; each number of ours matches one",
}
PRINTED_IN_FULL = ("other", "unsettled")


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
        "--engines", default="yoga,taffy", help="compare with yoga, taffy or both (default)"
    )
    parser.add_argument("--out", help="write each differing tree's layout file to this folder")
    parser.add_argument(
        "--minimize", action="store_true", help="shrink each failing tree to a small reproducer"
    )
    parser.add_argument(
        "--allow",
        default="",
        help="classes to report without failing: hugging (until box math v2 is on main)",
    )
    parser.add_argument(
        "--show", type=int, default=3, help="hugging trees to print in full (default 3)"
    )
    return parser.parse_args(argv)


def tree_for(seed: int, index: int):
    """Tree `index` of the run with `seed`: each tree has a generator of its own, so one
    tree can be rebuilt alone (--seed S --index I)."""
    return trees.generate(random.Random(f"{seed}:{index}"))


class Runner:
    def __init__(self, binary: str, use_yoga: bool, use_taffy: bool):
        self.binary = binary
        self.use_yoga = use_yoga
        self.use_taffy = use_taffy

    def check(self, root, area):
        """Lays the tree out three ways; returns the comparison and the layout file."""
        document = trees.to_document(root, area)
        count = sum(1 for _ in root.walk())
        flex = flexbox.map_tree(root, area)
        yoga = flexbox.frames(flex, engines.layout_yoga(flex), count) if self.use_yoga else None
        taffy = flexbox.frames(flex, engines.layout_taffy(flex), count) if self.use_taffy else None
        mine = ours.layout_ours(self.binary, document)
        if len(mine) != count:
            raise ours.OursFailed(f"composer-layout gave {len(mine)} frames for {count} components")
        return compare(trees.paths(root), mine, yoga, taffy), document

    def classify(self, root, area):
        """The tree's class, its comparison and layout file, and for "other" the variant
        without filling children (which then differs too; often the clearer case). A tree
        that differs where the engines agree only while it has such children is "hugging"."""
        result, document = self.check(root, area)
        if result.kind != "differs":
            return result.kind, result, document, None
        variant = trees.without_filling_in_content(root)
        variant_result, variant_document = self.check(variant, area)
        if variant_result.kind != "differs":
            return "hugging", result, document, None
        return "other", result, document, (variant_result, variant_document)

    def same_class(self, kind):
        def predicate(root, area) -> bool:
            try:
                return self.classify(root, area)[0] == kind
            except ours.OursFailed:
                return False

        return predicate


def describe(result, document, heading):
    lines = [heading, "  layout file: " + json.dumps(document, separators=(",", ":"))]
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
    chosen = {name for name in args.engines.split(",") if name}
    if allowed - set(FAILING) or not chosen or chosen - {"yoga", "taffy"}:
        print(
            "differential: --allow takes hugging or other; --engines yoga, taffy", file=sys.stderr
        )
        return 2
    if not os.access(args.binary, os.X_OK):
        print(f"differential: {args.binary} is not an executable composer-layout", file=sys.stderr)
        return 2
    runner = Runner(args.binary, "yoga" in chosen, "taffy" in chosen)
    if args.file:
        return check_file(args, runner)
    indices = [args.index] if args.index is not None else range(args.trees)
    started = time.monotonic()
    found = {name: [] for name in FAILING + PASSING}
    crashes = []
    compared = 0
    components = 0
    for index in indices:
        root, area = tree_for(args.seed, index)
        rebuild = f"scripts/differential --seed {args.seed} --index {index}"
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
        if args.out and kind in FAILING + ("unsettled",):
            os.makedirs(args.out, exist_ok=True)
            name = f"{kind}-seed{args.seed}-tree{index}.layout.json"
            with open(os.path.join(args.out, name), "w") as file:
                json.dump(document, file)
        if args.minimize and kind == "other":
            small_root, small_area = reduce(root, area, runner.same_class(kind))
            _, small_result, small_document, _ = runner.classify(small_root, small_area)
            print(describe(small_result, small_document, "  reduced:"))
    elapsed = time.monotonic() - started
    return report(args, runner, found, crashes, compared, components, elapsed, allowed)


def check_file(args, runner) -> int:
    """One layout file, as given: no sanitizing, so it shows what the engines do with it."""
    with open(args.file) as file:
        root, area = trees.from_document(json.load(file))
    kind, result, document, variant = runner.classify(root, area)
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
    print(
        f"differential: compared {compared} trees ({components} components) of seed {args.seed} "
        f"with ours and {' and '.join(names)} in {elapsed:.1f} s"
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
        print(f"  {name}: {len(indices)} trees ({verdict}): {ABOUT[name]}: {listed}")
    differing = sum(len(found[name]) for name in FAILING)
    print(f"  {differing} trees differ, {compared - differing} agree")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

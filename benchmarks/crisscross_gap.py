"""How far the criss-cross generator's layouts are from the best possible: the gap to the proven
optimum on short lists, and the gap to a sound lower bound on long ones.

Table (a), optimum gap: random lists of 12, 13 and 14 words (``wordlists.draw(size, seed)``, list
seeds 7000-7029 by default: 7000-7009 for 12 words, 7010-7019 for 13, 7020-7029 for 14; never used
for tuning). Each list is run as a user runs ``gridcraft generate --time-limit T``: one process of
``crisscross_scale.py --driver`` under a command's budget of 1 s and of 10 s (this tree's ``src``).
Then the exact search (``ExactSearch``, in C, two threads) proves the optimum: it is given the
smaller of the two areas ``U`` as an incumbent that no layout of area ``U`` can beat (``(U, -2**30,
0)``), so it looks only for layouts of a smaller area; when it exhausts its search space the optimum
is ``U`` (a layout of area ``U`` exists: the generator's, checked). If it finds a smaller one, that
area becomes ``U`` and the search starts again. A list not proven within ``--prove-limit`` seconds
(default 300, in all) is reported as unproven with the best area known, never dropped.

Table (b), lower-bound gap: random lists of 40 to 400 words (list seeds 7100-7104 by default), run
under 10 s the same way, against :func:`gridcraft.crisscross.search.bound.area_lower_bound` (its
docstring gives the argument). On the lists of (a) the bound is checked against the proven optimum
(the script stops with an error if it ever exceeds it) and its tightness is reported.

    python benchmarks/crisscross_gap.py [--part a|b|ab] [--save benchmarks/results/crisscross-gap.json]
    python benchmarks/crisscross_gap.py --reuse benchmarks/results/crisscross-gap.json   # tables again
    python benchmarks/crisscross_gap.py --reuse FILE --reprove --prove-limit 600   # finish proofs
    python benchmarks/crisscross_gap.py --reuse FILE --reprove --only 7021,7024 --threads 1 --records OUT

``--reuse FILE`` reads the searches' results (the records) of an earlier run, from its results file
or from the records file every run writes (``--records``, default
``benchmarks/out/crisscross-gap-records.json``), and only renders the tables again, with the bound
as the code now computes it. ``--reprove`` takes the unfinished proofs up again (``--only`` some
list seeds, ``--threads`` per search, so that two processes can share the cores); a proof that
runs out of time keeps a checkpoint (the items of its split search already searched, see
:func:`prove`), which the next ``--reprove`` skips. Each table's note gives the load average
(1 / 5 / 15 min) at its start and end: the machine has 2 cores and was shared.

This file is a script, not a test module.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT / "src"))

import crisscross_scale
import results
import wordlists

from gridcraft.crisscross.layout import ACROSS, DOWN, Layout, Placement
from gridcraft.crisscross.search.board import cell_rc
from gridcraft.crisscross.search.bound import area_lower_bound
from gridcraft.crisscross.search.exact import ExactSearch
from gridcraft.crisscross.search.shape import Shape

ASPECT = 2.0  # the generator's default --max-aspect
LIMITS_A = (1.0, 10.0)
LIMIT_B = 10.0
BIG = 1 << 30


def load_text() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.1f} / {five:.1f} / {fifteen:.1f}"


def generate(size: int, seed: int, limit: float) -> dict[str, Any]:
    """One run of the generator on list (size, seed) as a command of ``limit`` seconds."""
    path = BENCH / "out" / "lists" / f"{wordlists.list_name(size, seed)}.txt"
    wordlists.write_list(path, size, seed, wordlists.draw(size, seed))
    rec = crisscross_scale.run(ROOT / "src", path, limit)
    final = rec.get("final")
    return {"limit": limit, "area": final[1] if final else None, "seconds": rec.get("seconds"), "raw": rec}


class _Smaller(Exception):
    """Raised from the search's progress call once it holds a layout of a smaller area."""


def checked_area(words: list[str], moves: list[tuple[int, int, int]]) -> int:
    """The area of the exact search's layout ``moves``, after the layout checker passes it (every
    rule, every word once): the proof's layouts are checked as the generator's are."""
    placed = []
    for w, d, pos in moves:
        r, c = cell_rc(pos)
        placed.append(Placement(words[w], r, c, ACROSS if d == 0 else DOWN))
    layout = Layout.from_placements(placed)
    faults = layout.check(words)
    if faults:
        raise SystemExit(f"the exact search gave an invalid layout: {faults[0]}")
    return layout.width * layout.height


def prove(
    words: list[str], upper: int, seconds: float, threads: int = 2, checkpoint: dict[str, int] | None = None
) -> dict[str, Any]:
    """The optimum area of ``words`` under the default shape, given a layout of area ``upper``
    (the exact search on ``threads`` threads, split into items that a later proof can skip).

    Each round searches only for an area below the best known (incumbent ``(best, -2**30, 0)``).
    A round that finds a smaller area is stopped at its next progress call (every 65,536 nodes)
    and the next round starts below that area, so no time goes on more crossings at an area that
    is not yet proven; a round that exhausts its search space proves the best known area optimal.
    A round that runs out of time leaves a checkpoint ``{"below": area, "items": n, "done": k}``:
    the first ``k`` of the search's ``n`` items hold no layout below ``area``; given back as
    ``checkpoint``, the round below the same area skips them (``ExactSearch(resume=k)``).

    Returns ``{"optimum": A or None, "best": smallest area known, "nodes", "seconds", "rounds",
    "checkpoint"}``; ``optimum`` is None when the search did not finish within ``seconds`` in all.
    """
    start = time.monotonic()
    best, nodes, rounds = upper, 0, 0

    def stop_when_smaller(_nodes: int, area: float) -> None:
        if area < best:
            raise _Smaller

    while True:
        rounds += 1
        left = seconds - (time.monotonic() - start)
        if left <= 0:
            return {
                "optimum": None,
                "best": best,
                "nodes": nodes,
                "seconds": round(seconds, 1),
                "rounds": rounds,
                "checkpoint": checkpoint,
            }
        resume = checkpoint["done"] if checkpoint and checkpoint["below"] == best else 0
        search = ExactSearch(
            words,
            Shape(ASPECT, None, None),
            time.monotonic() + left,
            incumbent=(best, -BIG, 0),
            progress=stop_when_smaller,
            threads=threads,
            resume=resume,
        )
        try:
            done = search.run(True)
        except _Smaller:
            done = False
        except ValueError as error:  # a checkpoint past the search's last item: not this search's
            raise SystemExit(f"the checkpoint {checkpoint} does not fit this search: {error}") from None
        nodes += search.nodes
        if resume and search.items is not None and checkpoint and search.items != checkpoint["items"]:
            raise SystemExit(
                f"the checkpoint's search had {checkpoint['items']} items, this one {search.items}"
            )
        if search.best_moves is not None:  # a smaller area, checked
            best = checked_area(words, search.best_moves)
            if best != int(search.best[0]):
                raise SystemExit(f"the exact search's area {search.best[0]} is not its layout's {best}")
            checkpoint = None
        if not done and search.best_moves is not None:
            continue  # stopped at the smaller area: prove again below it
        if not done and search.items_done is not None and search.items_done >= 0 and search.items is not None:
            checkpoint = {"below": best, "items": search.items, "done": search.items_done}
        spent = round(time.monotonic() - start, 1)
        return {
            "optimum": best if done else None,
            "best": best,
            "nodes": nodes,
            "seconds": spent,
            "rounds": rounds,
            "checkpoint": None if done else checkpoint,
        }


def run_a(
    seeds: list[int], sizes: list[int], prove_limit: float, out: list[dict[str, Any]]
) -> dict[str, Any]:
    meta = {"load_start": load_text()}
    per = len(seeds) // len(sizes)
    for k, size in enumerate(sizes):
        for seed in seeds[k * per : (k + 1) * per]:
            words = wordlists.draw(size, seed)
            runs = [generate(size, seed, t) for t in LIMITS_A]
            areas = [r["area"] for r in runs if r["area"] is not None]
            proof = prove(words, min(areas), prove_limit) if areas else {"optimum": None, "best": None}
            rec = {"part": "a", "size": size, "seed": seed, "words": words, "runs": runs, "proof": proof}
            rec["load"] = os.getloadavg()[0]
            out.append(rec)
            print(f"a {size} {seed}: {[r['area'] for r in runs]} proof {proof}", file=sys.stderr, flush=True)
    meta["load_end"] = load_text()
    return meta


def reprove(
    records: list[dict[str, Any]], prove_limit: float, only: set[int] | None = None, threads: int = 2
) -> dict[str, Any]:
    """Take up again the proofs an earlier run left unfinished, below its best area ``B``: the layout
    of area ``B`` was checked by the layout checker (:func:`checked_area`) in the run that found it,
    so the search looks only for areas below ``B`` and goes on as :func:`prove`; the time of the
    earlier attempt is added to the proof's ``seconds``, its nodes are not; the items its
    checkpoint names as searched are skipped. ``only``: the list seeds to take up (None: every
    unfinished one)."""
    meta = {
        "load_start": load_text(),
        "prove_limit": prove_limit,
        "threads": threads,
        "only": sorted(only) if only is not None else None,
    }
    for rec in records:
        if rec["part"] != "a" or rec["proof"]["optimum"] is not None or rec["proof"]["best"] is None:
            continue
        if only is not None and rec["seed"] not in only:
            continue
        earlier = rec["proof"]
        proof = prove(rec["words"], earlier["best"], prove_limit, threads, earlier.get("checkpoint"))
        proof["earlier"] = earlier
        proof["seconds"] = round(proof["seconds"] + earlier["seconds"], 1)
        if proof["best"] > earlier["best"]:  # not found again in time: the earlier best stands
            proof["best"] = earlier["best"]
        rec["proof"] = proof
        print(f"a {rec['size']} {rec['seed']}: proof taken up again {proof}", file=sys.stderr, flush=True)
    meta["load_end"] = load_text()
    return meta


def run_b(seeds: list[int], sizes: list[int], out: list[dict[str, Any]]) -> dict[str, Any]:
    meta = {"load_start": load_text()}
    for size in sizes:
        for seed in seeds:
            words = wordlists.draw(size, seed)
            run = generate(size, seed, LIMIT_B)
            rec = {"part": "b", "size": size, "seed": seed, "words": words, "runs": [run]}
            rec["load"] = os.getloadavg()[0]
            out.append(rec)
            print(f"b {size} {seed}: {run['area']}", file=sys.stderr, flush=True)
    meta["load_end"] = load_text()
    return meta


def pct(over: float, base: float) -> str:
    return f"{100 * over / base:.1f}%"


def table_a(recs: list[dict[str, Any]]) -> list[str]:
    """Per list and per size: area above the proven optimum at 1 s and 10 s; the bound there."""
    lines = [
        "| list | optimum | 1 s area | above (1 s) | 10 s area | above (10 s) | lower bound | bound / optimum | proof s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    summary = [
        (
            "| words | lists proven | at optimum 1 s | median above 1 s | worst above 1 s | at optimum 10 s | "
            "median above 10 s | worst above 10 s | bound / optimum (median, min..max) | "
            "all lists: median above the best known, 1 s / 10 s |"
        ),
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for size in sorted({r["size"] for r in recs}):
        group = [r for r in recs if r["size"] == size]
        gaps: dict[float, list[float]] = {t: [] for t in LIMITS_A}
        known_gaps: dict[float, list[float]] = {t: [] for t in LIMITS_A}
        tight: list[float] = []
        for r in group:
            opt = r["proof"]["optimum"]
            bound = area_lower_bound(r["words"], Shape(ASPECT, None, None))
            known = r["proof"]["best"]
            if bound > known:
                raise SystemExit(f"unsound: bound {bound} above a layout of area {known} ({r['seed']})")
            cells = []
            for run in r["runs"]:
                area = run["area"]
                if area is not None:  # at least this far above the optimum (proven or not)
                    known_gaps[run["limit"]].append((area - known) / known)
                if area is None:
                    cells += ["-", "-"]
                elif opt is None:  # the optimum is at most the best area known: the gap at least this
                    cells += [str(area), f">= {area - known} ({pct(area - known, known)})"]
                else:
                    gaps[run["limit"]].append((area - opt) / opt)
                    cells += [str(area), f"{area - opt} ({pct(area - opt, opt)})"]
            if opt is not None:
                tight.append(bound / opt)
            opt_text = str(opt) if opt is not None else f"unproven (<= {known})"
            ratio = f"{bound / opt:.2f}" if opt is not None else f"<= {bound / known:.2f}"
            lines.append(
                f"| {wordlists.list_name(size, r['seed'])} | {opt_text} | {' | '.join(cells)} | {bound} | "
                f"{ratio} | {r['proof']['seconds']} |"
            )
        proven = len(tight)
        row = [f"{size}", f"{proven}/{len(group)}"]
        for t in LIMITS_A:
            g = gaps[t]
            at = sum(1 for x in g if x == 0)
            row += (
                [f"{at}/{len(g)}", f"{100 * statistics.median(g):.1f}%", f"{100 * max(g):.1f}%"]
                if g
                else ["-"] * 3
            )
        row.append(f"{statistics.median(tight):.2f} ({min(tight):.2f}..{max(tight):.2f})" if tight else "-")
        row.append(" / ".join(f"{100 * statistics.median(known_gaps[t]):.1f}%" for t in LIMITS_A))
        summary.append("| " + " | ".join(row) + " |")
    return lines + [""] + summary


def table_b(recs: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| list | letters | 10 s area | 10 s box | lower bound | area / bound | load |",
        "|---|---|---|---|---|---|---|",
    ]
    summary = ["| words | median area / bound | min | max |", "|---|---|---|---|"]
    for size in sorted({r["size"] for r in recs}):
        ratios = []
        for r in (x for x in recs if x["size"] == size):
            bound = area_lower_bound(r["words"], Shape(ASPECT, None, None))
            run = r["runs"][0]
            final = run["raw"].get("final")
            area = run["area"]
            if area is not None and bound > area:
                raise SystemExit(f"unsound: bound {bound} above a layout of area {area} ({r['seed']})")
            box = f"{final[2]} x {final[3]}" if final else "-"
            ratio = f"{area / bound:.2f}" if area else "-"
            if area:
                ratios.append(area / bound)
            letters = sum(len(w) for w in r["words"])
            lines.append(
                f"| {wordlists.list_name(size, r['seed'])} | {letters} | {area or '-'} | {box} | {bound} | "
                f"{ratio} | {r['load']:.1f} |"
            )
        if ratios:
            summary.append(
                f"| {size} | {statistics.median(ratios):.2f} | {min(ratios):.2f} | {max(ratios):.2f} |"
            )
    return lines + [""] + summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", default="ab", choices=("a", "b", "ab"))
    parser.add_argument(
        "--seeds-a", default="7000-7029", help="list seeds of (a), split evenly over 12, 13, 14 words"
    )
    parser.add_argument("--sizes-b", default="40,80,200,400")
    parser.add_argument("--seeds-b", default="7100-7104")
    parser.add_argument("--prove-limit", type=float, default=300.0, help="seconds per proof (default 300)")
    parser.add_argument(
        "--reuse", type=Path, default=None, help="render the tables from an earlier run's records"
    )
    parser.add_argument(
        "--reprove",
        action="store_true",
        help="with --reuse: take up the unfinished proofs again, --prove-limit seconds more each",
    )
    parser.add_argument(
        "--only", default=None, help="with --reprove: only these list seeds, such as 7021,7023"
    )
    parser.add_argument("--threads", type=int, default=2, help="the exact search's threads (default 2)")
    parser.add_argument("--records", type=Path, default=BENCH / "out" / "crisscross-gap-records.json")
    parser.add_argument("--save", type=Path, default=None, help="also write a results file")
    args = parser.parse_args(argv)
    records: list[dict[str, Any]] = []
    meta: dict[str, Any] = {}
    if args.reuse:
        doc = results.load(args.reuse)  # a results file, or the records file a run writes
        doc = doc.get("records", doc)
        records, meta = doc["lists"], doc["meta"]
        meta.setdefault("rendered_from", str(args.reuse))
        if args.reprove:
            only = set(wordlists.int_ranges(args.only, "seed")) if args.only else None
            earlier = meta.get("reproved", [])  # the passes before this one (one: a dict)
            meta["reproved"] = [*([earlier] if isinstance(earlier, dict) else earlier)]
            meta["reproved"].append(reprove(records, args.prove_limit, only, args.threads))
            args.records.parent.mkdir(parents=True, exist_ok=True)
            args.records.write_text(json.dumps({"lists": records, "meta": meta}), encoding="utf-8")
    else:
        if "a" in args.part:
            meta["a"] = run_a(
                wordlists.int_ranges(args.seeds_a, "seed"), [12, 13, 14], args.prove_limit, records
            )
            args.records.parent.mkdir(parents=True, exist_ok=True)
            args.records.write_text(json.dumps({"lists": records, "meta": meta}), encoding="utf-8")
        if "b" in args.part:
            sizes = wordlists.int_ranges(args.sizes_b, "size")
            meta["b"] = run_b(wordlists.int_ranges(args.seeds_b, "seed"), sizes, records)
            args.records.write_text(json.dumps({"lists": records, "meta": meta}), encoding="utf-8")
    printed: list[str] = []
    notes: list[str] = []
    names: list[str] = []
    a_recs = [r for r in records if r["part"] == "a"]
    b_recs = [r for r in records if r["part"] == "b"]
    if a_recs:
        printed += table_a(a_recs) + [""]
        names += ["(a) per list", "(a) per size"]
        notes.append(f"(a) load average at start {meta['a']['load_start']}, at end {meta['a']['load_end']}")
    if b_recs:
        printed += table_b(b_recs) + [""]
        names += ["(b) per list", "(b) per size"]
        notes.append(f"(b) load average at start {meta['b']['load_start']}, at end {meta['b']['load_end']}")
    if "rendered_from" in meta:
        notes.append(f"searches run earlier (records {meta['rendered_from']}); tables rendered from them")
    passes = meta.get("reproved", [])
    for again in [passes] if isinstance(passes, dict) else passes:
        only = again.get("only") or []
        which = f" of list{'s' if len(only) > 1 else ''} {', '.join(map(str, only))}" if only else ""
        notes.append(
            f"unfinished proofs{which} taken up again for {again['prove_limit']:g} s more each on "
            f"{again.get('threads', 2)} thread(s) (--reprove; load average at start {again['load_start']}, "
            f"at end {again['load_end']})"
        )
    if passes:
        notes.append(
            "a proof taken up again skips what its checkpoint names as searched; its proof s is the sum"
        )
    for r in a_recs:
        point = r["proof"].get("checkpoint")
        if r["proof"].get("optimum") is None and point:
            notes.append(
                f"{wordlists.list_name(r['size'], r['seed'])}: unproven; below {point['below']}, "
                f"{point['done']:,} of {point['items']:,} items searched (the checkpoint)"
            )
    text = "\n".join(printed)
    print(text)
    print("\n".join(notes))
    if args.save:
        results.save(
            args.save,
            benchmark="crisscross_gap.py",
            printed=text,
            notes=notes,
            records={"lists": records, "meta": meta},
            names=names,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

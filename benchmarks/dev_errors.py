"""Error analysis on the development notes: dump what a configuration finds, compare two dumps, list misses.

    python benchmarks/dev_errors.py dump --lang en --out /tmp/base_en.json [--sets t0y,t0z]
    python benchmarks/dev_errors.py score /tmp/base_en.json
    python benchmarks/dev_errors.py diff /tmp/base_en.json /tmp/new_en.json
    python benchmarks/dev_errors.py compare /tmp/base_en.json,/tmp/first_en.json /tmp/new_en.json --held-back
    python benchmarks/dev_errors.py floors /tmp/all_en.json /tmp/all_nl.json
    python benchmarks/dev_errors.py misses /tmp/base_en.json --label PROFESSION [--false]
    python benchmarks/dev_errors.py regex /tmp/base_en.json '\\bfile (\\d+)' --group 1
    python benchmarks/dev_errors.py try --lang nl "Gezien door dr. Bakker op 3 okt. 2004."

Counts characters as ``tests/test_dev_notes.py`` and ``measure_dev.py`` do: letters and digits, a gold
character is hidden when any detected span covers it. A dump is JSON, one record per note (set, file name,
text, gold and detected spans with their half-open offsets), so a rule's effect can be read note by note.

The sets listed in ``dev_notes/held_back.txt`` are still held back: their misses have not been read. ``diff``,
``misses`` and ``regex`` count them but never print their text, so a rule is not written from them by accident.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
NOTES = REPO / "benchmarks" / "dev_notes"
CONFIG = {"en": "configuration.cnf", "nl": "configuration_nl.cnf"}
KEY = b"measure-dev-key-not-secret"


def held_back() -> set[str]:
    path = NOTES / "held_back.txt"
    if not path.exists():
        return set()
    return {line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines()} - {""}


def all_sets() -> list[str]:
    return sorted(p.name for p in NOTES.iterdir() if (p / "en" / "input").is_dir())


def dump(language: str, sets: list[str], out: Path) -> None:
    from mask_framework.evaluation.readers import read_brat
    from mask_framework.pipeline import Pipeline

    pipeline = Pipeline.from_config(REPO / CONFIG[language], key=KEY)
    records = []
    for note_set in sets:
        folder = NOTES / note_set / language
        paths = sorted((folder / "input").glob("*.txt"))
        texts = [path.read_text(encoding="utf-8") for path in paths]
        for path, text, spans in zip(paths, texts, pipeline.detect(texts)):
            gold = read_brat(folder / "gold" / (path.stem + ".ann"), text)
            records.append({
                "set": note_set, "name": path.stem, "text": text,
                "gold": [[s.start, s.end, s.entity] for s in gold],
                "pred": [[s.start, s.end, s.entity, list(s.sources)] for s in spans],
            })
        print(f"{note_set} {language}: {len(paths)} notes", file=sys.stderr)
    out.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")


def load(path: Path) -> list[dict]:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def load_many(paths: str) -> list[dict]:
    """Comma-separated dumps read as one (a later dump's record of the same note wins): the first looks
    at new sets and a dump of the older ones together make one base."""
    merged = {}
    for path in paths.split(","):
        merged.update({(record["set"], record["name"]): record for record in load(Path(path))})
    return list(merged.values())


def marks(record: dict) -> tuple[dict[int, str], dict[int, str]]:
    """Letter and digit positions of gold and of detected spans, each with its label (the last listed wins)."""
    text = record["text"]
    gold, found = {}, {}
    for start, end, label, *_ in record["gold"]:
        gold.update({k: label for k in range(start, end) if text[k].isalnum()})
    for start, end, label, *_ in record["pred"]:
        found.update({k: label for k in range(start, end) if text[k].isalnum()})
    return gold, found


def tally(records: list[dict]) -> dict[str, Counter]:
    """Per set: gold, hidden, masked and correct characters; missed characters by gold label; false by label."""
    per_set: dict[str, Counter] = defaultdict(Counter)
    for record in records:
        counts = per_set[record["set"]]
        gold, found = marks(record)
        counts["gold"] += len(gold)
        counts["hidden"] += len(gold.keys() & found.keys())
        counts["masked"] += len(found)
        for k, label in gold.items():
            if k not in found:
                counts["miss:" + label] += 1
        for k, label in found.items():
            if k not in gold:
                counts["false:" + label] += 1
    return per_set


def ratio(part: int, whole: int) -> float:
    return part / whole if whole else 1.0


def score(records: list[dict]) -> None:
    per_set = tally(records)
    total = Counter()
    for note_set, counts in sorted(per_set.items()):
        total.update(counts)
        print(f"{note_set:5} R {ratio(counts['hidden'], counts['gold']):.3f}  "
              f"P {ratio(counts['hidden'], counts['masked']):.3f}  gold {counts['gold']}")
    print(f"all   R {ratio(total['hidden'], total['gold']):.4f}  P {ratio(total['hidden'], total['masked']):.4f}  "
          f"gold {total['gold']}  masked {total['masked']}")
    for kind in ("miss", "false"):
        labels = sorted(((n, key.split(":")[1]) for key, n in total.items() if key.startswith(kind + ":")), reverse=True)
        print(f"{kind}: " + ", ".join(f"{label} {n}" for n, label in labels))


def context(text: str, start: int, end: int, width: int = 45) -> str:
    left = text[max(0, start - width):start].replace("\n", "⏎")
    right = text[end:end + width].replace("\n", "⏎")
    return f"{left}[[{text[start:end]}]]{right}"


def diff(base: list[dict], new: list[dict]) -> None:
    hidden_sets = held_back()
    by_key = {(r["set"], r["name"]): r for r in base}
    gained = lost = false_added = false_removed = unmatched = 0
    for record in new:
        before = by_key.get((record["set"], record["name"]))
        if before is None:
            unmatched += 1  # a note added since the base dump: nothing to compare it with
            continue
        gold, found_new = marks(record)
        _, found_old = marks(before)
        gain = sum(1 for k in gold if k in found_new and k not in found_old)
        loss = sum(1 for k in gold if k in found_old and k not in found_new)
        f_add = sum(1 for k in found_new if k not in gold and k not in found_old)
        f_rem = sum(1 for k in found_old if k not in gold and k not in found_new)
        gained, lost, false_added, false_removed = gained + gain, lost + loss, false_added + f_add, false_removed + f_rem
        if not (gain or loss or f_add or f_rem) or record["set"] in hidden_sets:
            continue
        old_spans = {tuple(p[:3]) for p in before["pred"]}
        new_spans = {tuple(p[:3]) for p in record["pred"]}
        print(f"== {record['set']}/{record['name']}: gold +{gain} -{loss}, false +{f_add} -{f_rem}")
        for sign, spans in (("+", new_spans - old_spans), ("-", old_spans - new_spans)):
            for start, end, label in sorted(spans):
                print(f"  {sign} {label:12} {context(record['text'], start, end)}")
    print(f"gold characters +{gained} -{lost}; false characters +{false_added} -{false_removed} "
          f"(held-back sets counted, not shown)" + (f"; {unmatched} notes not in the base dump" if unmatched else ""))


def compare(base: list[dict], new: list[dict], sets: set[str] | None) -> None:
    """Recall and precision per set in two dumps, over the notes both hold; how many sets rose and fell."""
    keys = {(r["set"], r["name"]) for r in base} & {(r["set"], r["name"]) for r in new}
    if sets is not None:
        keys = {key for key in keys if key[0] in sets}
    before, after = (tally([r for r in records if (r["set"], r["name"]) in keys]) for records in (base, new))
    totals, up, down = (Counter(), Counter()), 0, 0
    for note_set in sorted(before):
        old, now = before[note_set], after[note_set]
        totals[0].update(old)
        totals[1].update(now)
        recall_old, recall_new = ratio(old["hidden"], old["gold"]), ratio(now["hidden"], now["gold"])
        up, down = up + (now["hidden"] > old["hidden"]), down + (now["hidden"] < old["hidden"])
        print(f"{note_set:5} R {recall_old:.4f} -> {recall_new:.4f}  "
              f"P {ratio(old['hidden'], old['masked']):.4f} -> {ratio(now['hidden'], now['masked']):.4f}")
    old, now = totals
    print(f"all   R {ratio(old['hidden'], old['gold']):.4f} -> {ratio(now['hidden'], now['gold']):.4f}  "
          f"P {ratio(old['hidden'], old['masked']):.4f} -> {ratio(now['hidden'], now['masked']):.4f}  "
          f"recall up in {up} sets, down in {down}, of {len(before)}")


FLOORS_TEST = REPO / "tests" / "test_dev_notes.py"


def floors(english: list[dict], dutch: list[dict], test: Path = FLOORS_TEST) -> None:
    """Rewrite ``MEASURED`` in ``tests/test_dev_notes.py``: each set's recall and precision in full dumps of
    both languages (the test's floors sit 0.01 under them)."""
    measured = {}
    for language, records in (("en", english), ("nl", dutch)):
        for note_set, counts in tally(records).items():
            measured[note_set, language] = (ratio(counts["hidden"], counts["gold"]),
                                            ratio(counts["hidden"], counts["masked"]))
    lines = []
    for note_set in sorted({note_set for note_set, _ in measured}):
        pairs = [f'("{note_set}", "{language}"): ({measured[note_set, language][0]:.3f}, '
                 f'{measured[note_set, language][1]:.3f})' for language in ("en", "nl") if (note_set, language) in measured]
        lines.append("    " + ", ".join(pairs) + ",")
    source = test.read_text(encoding="utf-8")
    start = source.index("MEASURED = {\n") + len("MEASURED = {\n")
    end = source.index("\n}\n", start)
    test.write_text(source[:start] + "\n".join(lines) + source[end:], encoding="utf-8")
    for language in ("en", "nl"):
        recalls = [r for (_, lang), (r, _) in measured.items() if lang == language]
        precisions = [p for (_, lang), (_, p) in measured.items() if lang == language]
        if recalls:
            print(f"{language}: {len(recalls)} sets, R {min(recalls):.3f}-{max(recalls):.3f}, "
                  f"P {min(precisions):.3f}-{max(precisions):.3f}")


def misses(records: list[dict], label: str | None, false: bool, show_all: bool) -> None:
    hidden_sets = held_back()
    surfaces = Counter()
    for record in records:
        if record["set"] in hidden_sets:
            continue
        gold, found = marks(record)
        text = record["text"]
        spans, other = (record["pred"], gold) if false else (record["gold"], found)
        for start, end, span_label, *_ in spans:
            if label and span_label != label:
                continue
            if any(text[k].isalnum() and k not in other for k in range(start, end)):
                surfaces[text[start:end]] += 1
                if show_all or surfaces[text[start:end]] == 1:
                    print(f"{record['set']}/{record['name'][:18]:18} {span_label:12} {context(text, start, end)}")
    print(f"{sum(surfaces.values())} spans, {len(surfaces)} surfaces")


def regex(records: list[dict], pattern: str, group: int, flags: int) -> None:
    """What a candidate rule would add: gold characters not yet hidden, false characters not yet masked."""
    compiled = re.compile(pattern, flags)
    hidden_sets = held_back()
    new_gold = new_false = 0
    for record in records:
        gold, found = marks(record)
        text = record["text"]
        for match in compiled.finditer(text):
            start, end = match.span(group)
            positions = [k for k in range(start, end) if text[k].isalnum() and k not in found]
            plus = sum(1 for k in positions if k in gold)
            minus = len(positions) - plus
            new_gold, new_false = new_gold + plus, new_false + minus
            if (plus or minus) and record["set"] not in hidden_sets:
                print(f"{'+' if plus else 'x'} {record['set']}/{record['name'][:18]:18} {context(text, start, end)}")
    print(f"new gold characters {new_gold}, new false characters {new_false}")


def try_text(language: str, texts: list[str]) -> None:
    from mask_framework.pipeline import Pipeline

    pipeline = Pipeline.from_config(REPO / CONFIG[language], key=KEY)
    for text, spans in zip(texts, pipeline.detect(texts)):
        print(text)
        for span in spans:
            print(f"  {span.entity:12} {text[span.start:span.end]!r} {','.join(span.sources)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p_dump = commands.add_parser("dump", help="run a shipped configuration over dev sets and write a JSON dump")
    p_dump.add_argument("--lang", choices=sorted(CONFIG), required=True)
    p_dump.add_argument("--sets", help="comma-separated set names (default: all)")
    p_dump.add_argument("--out", type=Path, required=True)
    p_score = commands.add_parser("score", help="recall and precision per set, misses and false characters by label")
    p_score.add_argument("dump", type=Path)
    p_score.add_argument("--sets", help="only these sets (comma-separated)")
    p_diff = commands.add_parser("diff", help="what changed between two dumps of the same sets")
    p_diff.add_argument("base", type=Path)
    p_diff.add_argument("new", type=Path)
    p_cmp = commands.add_parser("compare", help="recall and precision per set in two dumps (comma-separated files)")
    p_cmp.add_argument("base")
    p_cmp.add_argument("new")
    p_cmp.add_argument("--sets", help="only these sets (comma-separated)")
    p_cmp.add_argument("--held-back", action="store_true", help="only the sets listed in held_back.txt")
    p_floor = commands.add_parser("floors", help="rewrite the floors of tests/test_dev_notes.py from full dumps")
    p_floor.add_argument("english", type=Path)
    p_floor.add_argument("dutch", type=Path)
    p_miss = commands.add_parser("misses", help="gold spans left partly in clear (or, with --false, false spans)")
    p_miss.add_argument("dump", type=Path)
    p_miss.add_argument("--label")
    p_miss.add_argument("--false", action="store_true")
    p_miss.add_argument("--all", action="store_true", help="repeat a surface each time it occurs")
    p_miss.add_argument("--sets", help="only these sets (comma-separated)")
    p_rx = commands.add_parser("regex", help="gold and false characters a candidate pattern would add")
    p_rx.add_argument("dump", type=Path)
    p_rx.add_argument("pattern")
    p_rx.add_argument("--group", type=int, default=0)
    p_rx.add_argument("--ignore-case", action="store_true")
    p_try = commands.add_parser("try", help="print the spans a configuration finds in the given texts")
    p_try.add_argument("--lang", choices=sorted(CONFIG), required=True)
    p_try.add_argument("texts", nargs="+")
    args = parser.parse_args(argv)

    wanted = set(args.sets.split(",")) if getattr(args, "sets", None) else None
    if args.command == "dump":
        dump(args.lang, sorted(wanted) if wanted else all_sets(), args.out)
    elif args.command == "try":
        try_text(args.lang, args.texts)
    elif args.command == "diff":
        diff(load(args.base), load(args.new))
    elif args.command == "compare":
        compare(load_many(args.base), load_many(args.new), held_back() if args.held_back else wanted)
    elif args.command == "floors":
        floors(load(args.english), load(args.dutch))
    else:
        records = [r for r in load(args.dump) if wanted is None or r["set"] in wanted]
        if args.command == "score":
            score(records)
        elif args.command == "misses":
            misses(records, args.label, args.false, args.all)
        else:
            regex(records, args.pattern, args.group, re.IGNORECASE if args.ignore_case else 0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

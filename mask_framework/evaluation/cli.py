"""``mask evaluate chars|spans|precision``: the built-in evaluator.

Exit status: 0 scored everything, 1 some input could not be used (the rest is
still scored and reported), 2 usage error (missing folder, bad class file, ...).
Messages name files and lines, never document text; only ``--errors`` and
``--html`` files contain text.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from mask_framework.evaluation import render
from mask_framework.evaluation.chars import CharCounts, ClassConfig
from mask_framework.evaluation.corpus import detect_format, load_pair, pair_annotation_folders
from mask_framework.evaluation.errors import error_rows, write_tsv
from mask_framework.evaluation.generalization import evaluate_precision
from mask_framework.evaluation.html_report import write_html
from mask_framework.evaluation.sources import InputProblems, brat_documents, column_documents, i2b2_documents
from mask_framework.evaluation.spanscore import evaluate


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "evaluate", help="score annotations against gold (leakage, spans, generalization)",
        description="Evaluate de-identification output. 'chars': character leakage (censor-check); 'spans': CLUEval "
                    "span matching with error tables; 'precision': information kept by generalization (PETWorks).")
    commands = parser.add_subparsers(dest="evaluation", metavar="MEASURE")
    parser.set_defaults(func=lambda args: (parser.print_help(sys.stderr), 2)[1])

    chars = commands.add_parser("chars", help="character-level recall/precision (leakage) of brat annotations",
                                description="Pairs <name>.ann in --gold and --pred with <name>.txt in --text "
                                            "(a missing prediction counts as nothing found).")
    chars.add_argument("--gold", type=Path, required=True, help="folder of gold .ann files")
    chars.add_argument("--pred", type=Path, required=True, help="folder of predicted .ann files")
    chars.add_argument("--text", type=Path, required=True, help="folder of the original .txt files")
    chars.add_argument("--classes", type=Path, help="'CATEGORY allow=REGEX' lines (ALL, NONE are special)")
    chars.add_argument("--graphemes", action="store_true", help="count grapheme clusters instead of code points")
    chars.add_argument("--json", action="store_true", help="print JSON instead of a table")
    chars.set_defaults(func=chars_command)

    spans = commands.add_parser("spans", help="CLUEval span matching: precision, recall, F1, F2, error tables",
                                description="Levels: 0 exact, 1 +contained, 2 +tiled, 3 +covered.")
    spans.add_argument("--gold", type=Path, required=True, help="gold file or folder")
    spans.add_argument("--pred", type=Path, required=True, help="predicted file or folder")
    spans.add_argument("--format", choices=["brat", "bio", "conll", "i2b2"], help="default: detected from --gold")
    spans.add_argument("--tag-column", type=int, action="append",
                       help="column of the BIO tags (repeat to merge layers; default: last column)")
    spans.add_argument("--pred-tag-column", type=int, action="append",
                       help="tag column(s) of the prediction file (default: as --tag-column)")
    spans.add_argument("--merge-labels", choices=["layers", "majority"], default="layers",
                       help="merged label per layer joined by '|', or one majority over all layers")
    spans.add_argument("--text", type=Path, help="brat: folder of .txt files (default: the gold folder)")
    spans.add_argument("--level", type=int, choices=[0, 1, 2, 3], default=0)
    spans.add_argument("--labelled", action="store_true", help="also require the label")
    spans.add_argument("--json", action="store_true", help="print JSON instead of a table")
    spans.add_argument("--errors", type=Path, help="write the error table as TSV (contains text)")
    spans.add_argument("--html", type=Path, help="write the error table as HTML (contains text)")
    spans.set_defaults(func=spans_command)

    precision = commands.add_parser("precision", help="precision of a generalized table (Sweeney / PETWorks)")
    precision.add_argument("--original", type=Path, required=True, help="';'-separated CSV with a header")
    precision.add_argument("--anonymized", type=Path, required=True, help="';'-separated CSV with a header")
    precision.add_argument("--hierarchy", type=Path, required=True, help="folder of *hierarchy_<attribute>.csv")
    precision.add_argument("--attributes", type=Path, help="PETWorks attribute-type YAML (default: next to the data)")
    precision.add_argument("--json", action="store_true", help="print JSON instead of a table")
    precision.set_defaults(func=precision_command)


def _fail(message: str) -> int:
    print(f"mask evaluate: {message}", file=sys.stderr)
    return 2


def _report_problems(problems: list[str]) -> int:
    for problem in problems:
        print(f"mask evaluate: skipped {problem}", file=sys.stderr)
    return 1 if problems else 0


def chars_command(args) -> int:
    try:
        classes = ClassConfig.load(args.classes) if args.classes else None
        pairs = pair_annotation_folders(args.gold, args.pred, args.text)
    except (ValueError, OSError) as exc:
        return _fail(str(exc))
    counts, problems = CharCounts(), []
    for pair in pairs:
        if pair.gold_path is None:
            print(f"mask evaluate: {pair.name}: no gold file, every prediction there counts as a false positive",
                  file=sys.stderr)
        try:
            text, gold, pred = load_pair(pair)
            counts.add_document(text, gold, pred, classes, args.graphemes)
        except (ValueError, OSError) as exc:
            problems.append(str(exc) if isinstance(exc, ValueError) else f"{pair.name}: {type(exc).__name__}")
    report = counts.report()
    unit = "graphemes" if args.graphemes else "code points"
    print(json.dumps({"unit": unit, **report}, indent=2) if args.json else render.render_char_report(report, unit))
    return _report_problems(problems)


def _span_documents(args, problems: InputProblems):
    fmt = args.format or detect_format(args.gold)
    if fmt in ("bio", "conll"):
        columns = args.tag_column or [-1]
        return column_documents(args.gold, args.pred, columns, args.pred_tag_column, args.merge_labels)
    if fmt == "brat":
        return brat_documents(args.gold, args.pred, args.text, problems)
    return i2b2_documents(args.gold, args.pred, problems)


def spans_command(args) -> int:
    for path in (args.gold, args.pred):
        if not path.exists():
            return _fail(f"{path} does not exist")
    problems = InputProblems()
    keep = bool(args.errors or args.html)
    try:
        counts, results = evaluate(_span_documents(args, problems), args.level, args.labelled, keep_results=keep)
    except (ValueError, OSError) as exc:
        return _fail(str(exc))
    report = counts.report(args.level, args.labelled)
    if keep:
        rows = [row for result in results for row in error_rows(result)]
        if args.errors:
            write_tsv(args.errors, rows)
        if args.html:
            summary = {"level": args.level, "labelled": args.labelled,
                       **{k: report["overall"][k] for k in ("precision", "recall", "f1", "f2")}}
            write_html(args.html, rows, summary=summary)
    print(json.dumps(report, indent=2) if args.json else render.render_span_report(report))
    return _report_problems(problems)


def precision_command(args) -> int:
    try:
        report = evaluate_precision(args.original, args.anonymized, args.hierarchy, args.attributes)
    except (ValueError, OSError) as exc:
        return _fail(str(exc))
    print(json.dumps(report, indent=2) if args.json else render.render_precision(report))
    return 0

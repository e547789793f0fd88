"""``mask run``: de-identify every file of a dataset folder."""
from __future__ import annotations

import json
import logging
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from mask_framework.config import check_input_folder, load_config
from mask_framework.dataset import check_folders, iter_input_files, remove_stale_temporaries
from mask_framework.documents import atomic_write
from mask_framework.engines import ENGINE_NAMES, EngineError, make_engine
from mask_framework.errors import ConfigError, MaskError
from mask_framework.keys import resolve_key
from mask_framework.pipeline import Pipeline, plugin_dirs_for
from mask_framework.plugins import PluginRegistry
from mask_framework.output_writer import OutputError
from mask_framework.runner import RunOptions, RunTally

SUMMARY_NAME = "run_summary.json"
LOG_NAME = "mask_run.log"
REPORT_NAME = "evaluation_report.html"
log = logging.getLogger("mask")


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "run", help="de-identify a dataset folder",
        description="De-identify every input file (default *.txt, recursively) of the dataset folder named in the "
                    "configuration. For each input it writes, at the same relative path under the output folder, the "
                    "masked text and a brat .ann file of the detected spans (original offsets; these CONTAIN the "
                    f"original PII -- keep them with the originals). It also writes {SUMMARY_NAME} and {LOG_NAME} "
                    "(no PII). Exit status: 0 all files done, 1 some file failed, 2 usage or configuration error.")
    parser.add_argument("config", nargs="?", default="configuration.cnf", help="XML configuration (default: %(default)s)")
    parser.add_argument("--input", type=Path, help="input folder (overrides <dataset_location>)")
    parser.add_argument("--output", type=Path, help="output folder (overrides <data_output>)")
    parser.add_argument("--workers", type=int, default=1,
                        help="worker processes (default: %(default)s); with --engine dask and no --scheduler, "
                             "the workers of the LocalCluster it starts")
    parser.add_argument("--engine", choices=ENGINE_NAMES, default="local",
                        help="local: this machine's processes; dask: a dask.distributed cluster "
                             "(needs pip install 'mask-framework[dask]') (default: %(default)s)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="with --engine dask: the scheduler to use (tcp://host:8786); configuration, plugin, "
                             "input and output folders must be at the same paths on every worker (shared "
                             "filesystem). Without it a LocalCluster of --workers processes is started")
    parser.add_argument("--batch-size", type=int, default=16, help="documents per NER batch (default: %(default)s)")
    parser.add_argument("--resume", action="store_true", help="skip inputs whose outputs are already complete")
    parser.add_argument("--plugins-dir", type=Path, action="append", default=[],
                        help="another folder of drop-in NER_*.py / Mask_*.py plugins (repeatable)")
    parser.add_argument("--key-file", type=Path,
                        help="file holding the pseudonymization key (else $MASK_KEY; else a random key, said so)")
    parser.add_argument("--replacement-table", type=Path,
                        help="write an audit table original -> replacement (CONTAINS PII; owner-only permissions)")
    parser.add_argument("--gold", type=Path,
                        help="gold .ann folder to score the run against (default: <gold_location>, else a 'gold' "
                             "folder beside the input folder, when it exists)")
    parser.add_argument("--no-evaluate", action="store_true", help="do not score the run even when gold exists")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar even on a terminal")
    parser.set_defaults(func=run_command)


def _setup_log(output_dir: Path) -> logging.Handler:
    output_dir.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(output_dir / LOG_NAME, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return handler


def _count(input_dir: Path, file_types) -> int:
    return sum(1 for _ in iter_input_files(input_dir, file_types))


def prepare(args):
    """Everything that can fail before any data is read."""
    config = load_config(args.config)
    input_dir = (args.input or config.input_dir)
    output_dir = (args.output or config.output_dir)
    if input_dir is None or output_dir is None:
        raise ConfigError("no input or output folder: give <dataset> in the configuration or --input/--output", config.path)
    if args.input is None:
        check_input_folder(config)
    check_folders(input_dir, output_dir)
    if args.workers < 1 or args.batch_size < 1:
        raise ConfigError("--workers and --batch-size must be at least 1")
    key, key_source = resolve_key(args.key_file)
    registry = PluginRegistry(plugin_dirs_for(config, args.plugins_dir))
    pipeline = Pipeline(config, registry, key, key_source)
    options = RunOptions(input_dir, output_dir, args.workers, args.batch_size, args.resume,
                         want_replacements=args.replacement_table is not None)
    engine = make_engine(getattr(args, "engine", "local"), pipeline, options, list(args.plugins_dir),
                         getattr(args, "scheduler", None))
    return pipeline, options, engine


def run_command(args) -> int:
    try:
        pipeline, options, engine = prepare(args)
    except MaskError as exc:
        print(f"mask: {exc}", file=sys.stderr)
        return 2
    handler = _setup_log(options.output_dir)
    if pipeline.key_source == "random":
        print("mask: no MASK_KEY or --key-file: using a fresh random key; surrogates will differ from other runs",
              file=sys.stderr)
    if args.replacement_table:
        print(f"mask: WARNING: {args.replacement_table} will contain the original PII; keep it secured", file=sys.stderr)
    try:
        with engine:
            return _run(pipeline, options, engine, args)
    except EngineError as exc:  # the engine could not start: nothing was read
        print(f"mask: {exc}", file=sys.stderr)
        log.error("engine %s could not start: %s", engine.name, exc)
        return 2
    finally:
        log.removeHandler(handler)
        handler.close()


def _run(pipeline: Pipeline, options: RunOptions, engine, args) -> int:
    from tqdm import tqdm

    started = datetime.now(timezone.utc)
    clock = time.perf_counter()
    tally = RunTally()
    status, fatal = "completed", None
    table_rows: list[str] = []
    show = sys.stderr.isatty() and not args.no_progress
    # counting walks the whole input tree once more before the work starts: on millions
    # of files that is worth it only for a progress bar someone watches
    total = _count(options.input_dir, pipeline.config.file_types) if show else None
    if removed := remove_stale_temporaries(options.output_dir):
        log.info("removed %d temporary file(s) left by an interrupted run", removed)
    log.info("run started: %s input files, engine %s, %d worker(s), key from %s",
             "uncounted (no progress bar)" if total is None else total,
             engine.name, engine.workers, pipeline.key_source)
    progress = tqdm(total=total, unit="file", disable=not show, file=sys.stderr)
    try:
        for result in engine.run_files():
            tally.add(result)
            progress.update(1)
            for entity, start, end, original, replacement in result.replacements:
                table_rows.append("\t".join([result.relpath, entity, str(start), str(end),
                                             _cell(original), _cell(replacement)]))
    except (OutputError, EngineError) as exc:
        status, fatal = "stopped", str(exc)
        log.error("run stopped: %s", exc)
    except KeyboardInterrupt:
        status = "interrupted"
        log.error("run interrupted")
    finally:
        progress.close()
    summary = {
        "status": status,
        "error": fatal,
        "started": started.isoformat(timespec="seconds"),
        "seconds": round(time.perf_counter() - clock, 3),
        "configuration": str(pipeline.config.path),
        "input": str(options.input_dir),
        "output": str(options.output_dir),
        "engine": engine.name,
        "workers": engine.workers,
        "key_source": pipeline.key_source,
        **tally.as_dict(),
    }
    if args.replacement_table and status == "completed":
        atomic_write(args.replacement_table, "file\tentity\tstart\tend\toriginal\treplacement\n"
                     + "".join(row + "\n" for row in table_rows), mode=0o600)
    gold_dir = None if args.no_evaluate or status != "completed" else _gold_dir(pipeline, options, args)
    if gold_dir is not None:
        summary["evaluation"] = _evaluate(options, gold_dir, tally)
    _write_summary(options.output_dir, summary)
    _report(summary)
    if status == "interrupted":
        return 130
    if status != "completed" or tally.counts["failed"]:
        return 1
    return 0


def _gold_dir(pipeline: Pipeline, options: RunOptions, args) -> Path | None:
    if args.gold is not None:
        return args.gold
    config = pipeline.config
    if config.gold_dir is not None and args.input is None:
        return config.gold_dir if config.gold_dir.is_dir() else None
    beside = options.input_dir.parent / "gold"
    return beside if beside.is_dir() else None


def _evaluate(options: RunOptions, gold_dir: Path, tally: RunTally) -> dict:
    """Score the run's .ann files against gold; print the scorecard; write the HTML report."""
    from mask_framework.evaluation.scorecard import render_scorecard, score_run, write_html_report

    card = score_run(options.input_dir, gold_dir, options.output_dir)
    card.generalization_precision = tally.generalization_precision()
    card.generalizations = sum(tally.generalized.values())
    report = options.output_dir / REPORT_NAME
    errors = write_html_report(report, options.input_dir, gold_dir, options.output_dir)
    print(render_scorecard(card))
    print(f"error report ({errors} rows; shows original text, keep it with the originals): {report}")
    log.info("evaluated against %s: %d documents", gold_dir, card.documents)
    return card.to_dict()


def _cell(value: str) -> str:
    return value.replace("\t", " ").replace("\r", " ").replace("\n", " ")


def _write_summary(output_dir: Path, summary: dict) -> None:
    try:
        atomic_write(output_dir / SUMMARY_NAME, json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        print(f"mask: cannot write the run summary: {exc.strerror}", file=sys.stderr)


def _report(summary: dict) -> None:
    files = summary["files"]
    print(f"mask: {files['succeeded']} file(s) de-identified, {files['failed']} failed, "
          f"{files['skipped']} skipped, {files['already_complete']} already complete "
          f"in {summary['seconds']:.1f}s -> {summary['output']}", file=sys.stderr)
    for failure in summary["failures"]:
        print(f"mask: FAILED {failure['file']}: {failure['reason']}", file=sys.stderr)
    for skipped in summary["skipped"]:
        print(f"mask: skipped {skipped['file']}: {skipped['reason']}", file=sys.stderr)
    if summary["error"]:
        print(f"mask: run stopped: {summary['error']}", file=sys.stderr)

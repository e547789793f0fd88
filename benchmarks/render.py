"""The Markdown of the End to end and Profile sections, from the measured figures."""
from __future__ import annotations

from report import GIB, mib, verdict


def _wps(run: dict, words: int) -> float | None:
    return words / run["wall_s"] if run and "wall_s" in run else None


def _ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}x" if a and b else "n/a"


def render_end_to_end(results: dict, args, others: dict) -> str:
    lines = [
        "`make bench` = `OMP_NUM_THREADS=1 .venv/bin/python benchmarks/run_benchmarks.py` "
        f"(corpus: `mask generate --n {args.notes} --seed {args.seed}` per language; "
        f"{results['cores']} cores shared with other jobs, load average "
        f"{results['load_before'][0]:.1f} before and {results['load_after'][0]:.1f} after the run). "
        "Every run is a fresh process timed from launch to exit (imports, model loading, reading, and for MASK "
        "writing every output), so throughput includes the cold start on both sides of each ratio. "
        "Cold start: launch to the first masked document. Peak RSS: largest sum over the process tree "
        "(main process + workers), sampled every 50 ms. Absolute figures move with the machine's load; "
        "the ratios are measured in the same run on the same notes.",
        "",
        "| run | notes / words | wall | words/s | cold start | peak RSS |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    rows = [("mask-en-w1", "en", "MASK English, 1 worker"), ("mask-en-w2", "en", "MASK English, 2 workers"),
            ("mask-en-dask2", "en", "MASK English, --engine dask (LocalCluster, 2 workers)"),
            ("spacy-en", "en", "bare spaCy en_core_web_sm, NER only"),
            ("presidio-en", "en", "Presidio analyzer + anonymizer (same spaCy model)"),
            ("mask-nl-w1", "nl", "MASK Dutch, 1 worker"), ("mask-nl-w2", "nl", "MASK Dutch, 2 workers"),
            ("spacy-nl", "nl", "bare spaCy, MASK's shipped Dutch model, NER only"),
            ("deduce-nl", "nl", "DEDUCE")]
    for key, lang, label in rows:
        run = results.get(key)
        if run is None or lang not in results["corpus"]:
            continue
        notes, words = results["corpus"][lang]
        if "error" in run:
            lines.append(f"| {label} | {notes} / {words:,} | failed: {run['error'][:200]} | | | |")
            continue
        cold = f"{run['cold_s']:.2f} s" if run.get("cold_s") is not None else "n/a"
        lines.append(f"| {label} | {notes} / {words:,} | {run['wall_s']:.1f} s | {words / run['wall_s']:,.0f} | "
                     f"{cold} | {mib(run['peak_rss'])} |")
    dask = results.get("mask-en-dask2", {})
    if "identical" in dask:
        lines += ["", f"Dask outputs byte-identical to the local runner's (all {2 * results['corpus']['en'][0]} files): "
                      f"**{'yes' if dask['identical'] else 'NO'}**."]
    lines += ["", *render_targets(results), "", *render_reading(results)]
    env = results["reference_env"]
    versions = ", ".join(f"{k} {v}" for k, v in env["versions"].items())
    lines += ["", f"Versions: {versions}. References run in `benchmarks/.venv-ref` "
                  "(created by the command; gitignored)." + (f" Reference environment: {env['problem']}" if env["problem"] else "")]
    if others:
        lines += ["", "Other benchmarks run by the same command (full output in `benchmarks/out/`; their owners' "
                      "sections above interpret them):"]
        for name, other in others.items():
            lines.append(f"- `{name}`: exit {other['exit']}, {other['seconds']:.0f} s")
        evaluation = others.get("bench_evaluation.py")
        if evaluation:
            lines += ["", "Evaluator against seqeval and nervaluate (`benchmarks/bench_evaluation.py`, this run):", "",
                      "```", evaluation["output"], "```"]
    return "\n".join(lines)


def render_targets(results: dict) -> list[str]:
    rows = ["| target | measured | |", "| --- | --- | --- |"]
    corpus = results["corpus"]

    def wps(key: str, lang: str) -> float | None:
        run = results.get(key)
        return _wps(run, corpus[lang][1]) if run and "error" not in run and lang in corpus else None

    def add(label: str, value: float | None, text: str, ok) -> None:
        rows.append(f"| {label} | {text if value is not None else 'not measured'} | "
                    f"{verdict(ok(value)) if value is not None else ''} |")

    if "en" in corpus:
        for workers in (1, 2):
            mask = wps(f"mask-en-w{workers}", "en")
            spacy, presidio = wps("spacy-en", "en"), wps("presidio-en", "en")
            ratio = mask / spacy if mask and spacy else None
            add(f"English, {workers} worker(s): >= 0.8x bare spaCy NER", ratio, _ratio(mask, spacy), lambda v: v >= 0.8)
            ratio = mask / presidio if mask and presidio else None
            add(f"English, {workers} worker(s): >= 5x Presidio", ratio, _ratio(mask, presidio), lambda v: v >= 5)
    if "nl" in corpus:
        for workers in (1, 2):
            mask, deduce = wps(f"mask-nl-w{workers}", "nl"), wps("deduce-nl", "nl")
            ratio = mask / deduce if mask and deduce else None
            add(f"Dutch, {workers} worker(s): >= 2x DEDUCE", ratio, _ratio(mask, deduce), lambda v: v >= 2)
        cold = results.get("mask-nl-w1", {}).get("cold_s")
        deduce_cold = results.get("deduce-nl", {}).get("cold_s")
        add("Dutch cold start <= 3 s", cold, f"{cold:.2f} s" + (f" (DEDUCE {deduce_cold:.1f} s)" if deduce_cold else "")
            if cold is not None else "", lambda v: v <= 3)
    peaks = [results[k]["peak_rss"] for k in ("mask-en-w2", "mask-nl-w2") if "peak_rss" in results.get(k, {})]
    peak = max(peaks) if peaks else None
    add("peak RSS <= 1.5 GiB with 2 workers", peak, f"{peak / GIB:.2f} GiB" if peak else "", lambda v: v <= 1.5 * GIB)
    sizes = sorted(int(k.split("-")[1]) for k in results if k.startswith("rss-") and "peak_rss" in results[k])
    if len(sizes) == 2:
        small, large = (results[f"rss-{n}"]["peak_rss"] for n in sizes)
        growth = large / small - 1
        add(f"RSS growth {sizes[0]:,} -> {sizes[1]:,} notes <= 10 %", growth,
            f"{mib(small)} -> {mib(large)} ({growth * 100:+.1f} %)", lambda v: v <= 0.10)
    return rows


def render_profile(profile: dict, args) -> str:
    lines = [f"In one process (`benchmarks/profile_pipeline.py`), models loaded first, {args.profile_notes} notes "
             "in chunks of 16 as the runner does. Stages are timed separately; 'hottest functions' is "
             "pyinstrument's self time over the runner's `process_chunk` loop.", ""]
    for key in sorted(k for k in profile if k.startswith("stages-")):
        lang, stages = key.split("-")[1], profile[key]
        if "error" in stages:
            lines += [f"{lang}: profile failed: {stages['error']}", ""]
            continue
        total = sum(v for k, v in stages["stages"].items() if "(before)" not in k)
        lines += [f"**{lang}** ({stages['notes']} notes, {stages['words']:,} words; pipeline load "
                  f"{stages['load_s']:.2f} s)", "", "| stage | seconds | share |", "| --- | --- | --- |"]
        for name, seconds in sorted(stages["stages"].items(), key=lambda item: -item[1]):
            share = "(not in total)" if "(before)" in name else f"{seconds / total * 100:.1f} %"
            lines.append(f"| {name} | {seconds:.3f} | {share} |")
        own = sum(v for k, v in stages["stages"].items() if not k.startswith("NER: ") and "(before)" not in k)
        lines += ["", f"The framework's own stages (span resolution, masking, writing) take {own / total * 100:.0f} % "
                      f"of this time; the NER plugins the configuration runs take the other "
                      f"{100 - own / total * 100:.0f} %."]
        hot = profile.get(f"hot-{lang}")
        if hot and "error" not in hot:
            duration, rows = hot
            lines += ["", f"Hottest functions ({lang}, self time, of {duration:.2f} s):", "",
                      "| self s | function |", "| --- | --- |"]
            lines += [f"| {seconds:.3f} | {name} |" for seconds, name in rows]
        lines.append("")
    return "\n".join(lines)


def render_reading(results: dict) -> list[str]:
    """What the figures mean, from the figures: reference load vs processing, the framework's share."""
    notes = ["How to read them:", ""]
    for key, name in (("spacy-en", "bare spaCy (en)"), ("presidio-en", "Presidio"), ("spacy-nl", "bare spaCy (nl)"),
                      ("deduce-nl", "DEDUCE")):
        run = results.get(key)
        if run and "error" not in run:
            notes.append(f"- {name}: {run['load_s']:.1f} s imports and models, then {run['process_s']:.1f} s for "
                         f"{run['notes']} notes ({run['words'] / run['process_s']:,.0f} words/s once loaded).")
    if "presidio-en" in results and "error" not in results["presidio-en"]:
        notes.append("- Presidio's `BatchAnalyzerEngine` returns when the whole batch is analysed, so its first "
                     "document arrives only at the end: its cold start column is its whole run.")
    for size in ("1000", "10000"):
        run = results.get(f"rss-{size}")
        if run and "error" not in run:
            notes.append(f"- Memory run, {int(size):,} English notes, 2 workers: {run['wall_s']:.1f} s, "
                         f"peak {run['peak_rss'] / 2 ** 20:,.0f} MiB.")
    return notes

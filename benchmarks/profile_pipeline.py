"""Where a run's time goes, in one process: per stage of the pipeline, and pyinstrument's hottest functions.

Stages on the same notes, chunk by chunk as the runner does: each NER plugin's
``perform_NER_batch``, span resolution, masking, and writing the outputs (the
chunk-level flush the runner uses, and for comparison an fsync per file as it
did before). Then the whole ``process_chunk`` loop under pyinstrument.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path


def stage_times(config: Path, corpus: Path, notes: int, batch: int = 16) -> dict:
    from mask_framework.documents import atomic_write, brat_annotations
    from mask_framework.pipeline import Pipeline
    from mask_framework.output_writer import write_chunk_outputs

    os.environ.setdefault("MASK_KEY", "benchmark-key-not-secret-0123456789")
    clock = time.perf_counter()
    pipeline = Pipeline.from_config(config)
    pipeline.initialize()
    load = time.perf_counter() - clock
    paths = sorted(corpus.glob("*.txt"))[:notes]
    texts = [p.read_text(encoding="utf-8") for p in paths]
    times: dict[str, float] = defaultdict(float)
    scratch = Path(tempfile.mkdtemp(dir=corpus.parent))
    try:
        for i in range(0, len(texts), batch):
            chunk = texts[i:i + batch]
            raw = [{} for _ in chunk]
            for key, plugin in pipeline._ner.items():
                clock = time.perf_counter()
                found = plugin.perform_NER_batch(chunk)
                times[f"NER: {key[0]}"] += time.perf_counter() - clock
                from mask_framework.spans import check_offsets
                for r, text, spans in zip(raw, chunk, found):
                    r[key] = check_offsets(spans, len(text), key[0])
            clock = time.perf_counter()
            resolved = pipeline._resolved(chunk, raw)
            times["span resolution and propagation"] += time.perf_counter() - clock
            clock = time.perf_counter()
            masked = [pipeline._mask_one(str(j), text, spans) for j, (text, spans) in enumerate(zip(chunk, resolved))]
            times["masking"] += time.perf_counter() - clock
            named = [(f"n{i + j:05d}.txt", m) for j, m in enumerate(masked)]
            clock = time.perf_counter()
            write_chunk_outputs(scratch / "chunked", named)
            times["writing, one flush per chunk (now)"] += time.perf_counter() - clock
            clock = time.perf_counter()
            for name, m in named:
                atomic_write(scratch / "per_file" / name.replace(".txt", ".ann"),
                             brat_annotations(m.text, (s.span for s in m.spans)))
                atomic_write(scratch / "per_file" / name, m.masked_text)
            times["writing, fsync per file (before)"] += time.perf_counter() - clock
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return {"load_s": load, "notes": len(texts), "words": sum(len(t.split()) for t in texts), "stages": dict(times)}


def hottest_functions(config: Path, corpus: Path, notes: int, top: int = 12) -> tuple[float, list[tuple[float, str]]]:
    """Self time per function under pyinstrument over ``process_chunk`` (models already loaded)."""
    from pyinstrument import Profiler

    from mask_framework.pipeline import Pipeline
    from mask_framework.runner import RunOptions, process_chunk

    pipeline = Pipeline.from_config(config)
    pipeline.initialize()
    relpaths = [p.name for p in sorted(corpus.glob("*.txt"))[:notes]]
    output = Path(tempfile.mkdtemp(dir=corpus.parent))
    options = RunOptions(corpus, output)
    profiler = Profiler(interval=0.002)
    try:
        profiler.start()
        for i in range(0, len(relpaths), 16):
            process_chunk(pipeline, options, relpaths[i:i + 16])
        profiler.stop()
    finally:
        shutil.rmtree(output, ignore_errors=True)
    totals: Counter = Counter()
    todo = [profiler.last_session.root_frame()]
    while todo:
        frame = todo.pop()
        if frame is None:
            continue
        children = list(frame.children)
        # pyinstrument's synthetic "[self]" children hold the frame's own time: count them with it
        own = frame.time - sum(child.time for child in children if not child.is_synthetic)
        if own > 0 and frame.function and not frame.is_synthetic:
            where = (frame.file_path_short or "").replace(str(Path.cwd()) + "/", "")
            totals[f"`{frame.function}` {where}:{frame.line_no}"] += own
        todo.extend(children)
    total = profiler.last_session.duration
    return total, [(seconds, name) for name, seconds in totals.most_common(top)]

"""One reference de-identifier over a folder of notes, in a fresh process; prints JSON timings.

    python ref_tools.py spacy MODEL FOLDER      # bare nlp.pipe, only the entity components enabled
    python ref_tools.py presidio MODEL FOLDER   # presidio-analyzer (BatchAnalyzerEngine) + presidio-anonymizer
    python ref_tools.py deduce - FOLDER         # deduce.Deduce().deidentify per note

Runs in the product venv (spacy) or benchmarks/.venv-ref (presidio, deduce). It prints
``first`` as soon as the first note is done (the harness times the cold start from
its launch), then one JSON line: load seconds (imports + models), process seconds,
notes and words. Texts are read before the clock for processing starts.
"""
from __future__ import annotations

import json
import sys
import time

STARTED = time.perf_counter()


def read_notes(folder: str) -> list[str]:
    from pathlib import Path

    return [p.read_text(encoding="utf-8") for p in sorted(Path(folder).glob("*.txt"))]


def entity_components(nlp) -> list[str]:
    """The entity recognizer(s) and the embedding layers they listen to (as NER_spaCy enables)."""
    needed = [n for n in nlp.pipe_names if nlp.get_pipe_meta(n).factory in ("ner", "beam_ner", "entity_ruler")]
    for name in nlp.pipe_names:
        if any(listener in needed for listener in getattr(nlp.get_pipe(name), "listening_components", None) or []):
            needed.append(name)
    return [n for n in nlp.pipe_names if n in needed]


def spacy_tool(model: str):
    import spacy
    from pathlib import Path

    nlp = spacy.load(Path(model) if Path(model).is_dir() else model)
    nlp.select_pipes(enable=entity_components(nlp))

    def run(texts):
        for doc in nlp.pipe(texts):
            yield [(ent.label_, ent.start_char, ent.end_char) for ent in doc.ents]
    return run


def presidio_tool(model: str):
    from presidio_analyzer import AnalyzerEngine, BatchAnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_anonymizer import AnonymizerEngine

    provider = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": model}]})
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    batch, anonymizer = BatchAnalyzerEngine(analyzer_engine=analyzer), AnonymizerEngine()

    def run(texts):
        for text, results in zip(texts, batch.analyze_iterator(texts, language="en", batch_size=32)):
            yield anonymizer.anonymize(text=text, analyzer_results=results).text
    return run


def deduce_tool(_model: str):
    from deduce import Deduce

    deduce = Deduce()

    def run(texts):
        for text in texts:
            yield deduce.deidentify(text).deidentified_text
    return run


TOOLS = {"spacy": spacy_tool, "presidio": presidio_tool, "deduce": deduce_tool}


def main() -> int:
    tool, model, folder = sys.argv[1:4]
    run = TOOLS[tool](model)
    loaded = time.perf_counter()
    texts = read_notes(folder)
    clock, done = time.perf_counter(), 0
    for _ in run(texts):
        done += 1
        if done == 1:
            print("first", flush=True)
    finished = time.perf_counter()
    print(json.dumps({"tool": tool, "load_s": loaded - STARTED, "process_s": finished - clock, "notes": done,
                      "words": sum(len(t.split()) for t in texts)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

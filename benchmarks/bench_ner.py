"""NER speed: the CRF plugin's tokens/s and the spaCy plugin's overhead over bare nlp.pipe.

    python benchmarks/bench_ner.py [--notes 300] [--repeat 3]

Texts are clinical-style notes built from templates and Faker (seeded, so every run
sees the same text; no corpus needed). Each measurement is the best of ``--repeat``
runs, alternating the two sides of a ratio, because the machine is shared: the best
run is the one least disturbed by other processes.

* CRF: tokens/s of ``NER_CRF.perform_NER_batch`` (tokenizing, sentence splitting,
  feature extraction and tagging), on a fresh plugin (cold feature cache) and again
  (warm), and its ratio to bare spaCy NER on the same texts in the same run;
* spaCy: time of ``NER_spaCy.perform_NER_batch`` over time of ``nlp.pipe`` of the
  same pipeline with the same components enabled (NER only) and batch size,
  reading ``doc.ents`` -- target overhead <= 10 %.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from faker import Faker  # noqa: E402

TEMPLATES = {
    "nl": [
        "Mevrouw {name} ({age} jaar), wonend aan de {street} te {city}, werd op {date} gezien op de polikliniek.",
        "Verwezen door huisarts dr. {name2} uit {city2} wegens toenemende dyspnoe en oedeem.",
        "Voorgeschiedenis: hypertensie, diabetes mellitus type 2, status na CABG in het {company}.",
        "Beleid: start furosemide 40 mg, controle over twee weken bij {name2}.",
        "Patiënt werkt als {job} en rookt niet; partner {name3} is aanwezig bij het gesprek.",
    ],
    "en": [
        "Mrs. {name}, a {age}-year-old {job} living at {street}, {city}, was seen on {date}.",
        "She was referred by Dr. {name2} of {company} for worsening shortness of breath.",
        "History of hypertension, type 2 diabetes and CABG at {city2} General Hospital.",
        "Plan: start furosemide 40 mg daily and follow up with {name2} in two weeks.",
        "Her husband {name3} accompanied her; contact him at the number on file.",
    ],
}


def make_notes(lang: str, count: int, seed: int = 7) -> list[str]:
    fake = Faker("nl_NL" if lang == "nl" else "en_US")
    fake.seed_instance(seed)
    rng = random.Random(seed)
    notes = []
    for _ in range(count):
        values = dict(name=fake.name(), name2=fake.last_name(), name3=fake.first_name(), age=rng.randint(18, 95),
                      street=fake.street_address(), city=fake.city(), city2=fake.city(), company=fake.company(),
                      job=fake.job().lower(), date=fake.date(pattern="%d-%m-%Y"))
        lines = [template.format(**values) for template in TEMPLATES[lang]]
        notes.append("\r\n".join(lines) if rng.random() < 0.3 else "\n".join(lines))
    return notes


def best_time(function, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - started)
    return best


def bench_crf(lang: str, notes: list[str], nlp, repeat: int) -> dict:
    from mask_framework.training.tokenizer import tokenize
    from ner_plugins.NER_CRF import NER_CRF

    tokens = sum(len(tokenize(note)) for note in notes)
    cold_plugin = NER_CRF(language=lang)
    cold_plugin.initialize()
    started = time.perf_counter()
    cold_plugin.perform_NER_batch(notes)
    cold = time.perf_counter() - started
    warm = best_time(lambda: cold_plugin.perform_NER_batch(notes), repeat)
    spacy_time = best_time(lambda: [doc.ents for doc in nlp.pipe(notes, batch_size=32)], repeat)
    return {"tokens": tokens, "cold_tok_s": tokens / cold, "warm_tok_s": tokens / warm,
            "ratio_to_spacy_ner": spacy_time / warm}


def bench_spacy(plugin, notes: list[str], repeat: int) -> dict:
    nlp = plugin.nlp

    def bare():
        for doc in nlp.pipe(notes, batch_size=plugin.batch_size):
            doc.ents

    bare_best = plugin_best = float("inf")
    for _ in range(repeat):  # alternate, so both sides see the same machine load
        bare_best = min(bare_best, best_time(bare, 1))
        plugin_best = min(plugin_best, best_time(lambda: plugin.perform_NER_batch(notes), 1))
    return {"pipes": ",".join(nlp.pipe_names), "bare_s": bare_best, "plugin_s": plugin_best,
            "overhead": plugin_best / bare_best - 1}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from ner_plugins.NER_spaCy import NER_spaCy

    print("| lang | measure | value |\n| --- | --- | --- |")
    for lang in ("nl", "en"):
        notes = make_notes(lang, args.notes)
        spacy_plugin = NER_spaCy(language=lang)
        spacy_plugin.initialize()
        crf = bench_crf(lang, notes, spacy_plugin.nlp, args.repeat)
        spacy = bench_spacy(spacy_plugin, notes, args.repeat)
        print(f"| {lang} | CRF plugin, cold cache ({crf['tokens']} tokens) | {crf['cold_tok_s']:,.0f} tokens/s |")
        print(f"| {lang} | CRF plugin, warm cache | {crf['warm_tok_s']:,.0f} tokens/s |")
        print(f"| {lang} | CRF plugin speed / bare spaCy NER speed | {crf['ratio_to_spacy_ner']:.2f}x |")
        print(f"| {lang} | spaCy plugin over bare nlp.pipe ({spacy['pipes']}) | "
              f"{spacy['overhead'] * 100:+.1f} % ({spacy['plugin_s']:.3f} s vs {spacy['bare_s']:.3f} s) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

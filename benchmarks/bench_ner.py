"""NER speed: the CRF plugin's tokens/s and the spaCy plugin's overhead over bare nlp.pipe.

    python benchmarks/bench_ner.py [--notes 300] [--repeat 3]

Texts are clinical-style notes built from templates and Faker (seeded, so every run
sees the same text; no corpus needed). Times are CPU seconds of this process
(``time.process_time``): run with ``OMP_NUM_THREADS=1``, they count the work done, not
the turns the shared machine's other processes take, which made wall-clock ratios swing
by +-20 % between runs.

* CRF: tokens/s of ``NER_CRF.perform_NER_batch`` (tokenizing, sentence splitting,
  feature extraction and tagging) on a fresh plugin (its first batch also pages the
  lexicons into memory), then on other notes of the same kind (a running plugin on text
  it has not seen: what a long run over a corpus sees), then again on those (warm
  feature cache, best of ``--repeat``); and its ratio to bare spaCy NER on the same texts.
  Since session 25 with the loaded objects frozen out of the garbage collector's walks, as
  ``runner.run_files`` does (``mask_framework/heap.py``);
* spaCy: ``NER_spaCy.perform_NER_batch`` against ``nlp.pipe`` of the same pipeline with
  the same components enabled and batch size, reading ``doc.ents``, alternated
  ``--repeat`` times: the median of the paired ratios (target overhead <= 10 %). The
  plugin's own work (reading the entities and cleaning them up,
  ``NER_spaCy.spans_from_docs``) is also timed alone on the docs of one pipe run, as
  a share of that run: the overhead without the noise of two separate pipe runs.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

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


def cpu_time(function) -> float:
    started = time.process_time()
    function()
    return time.process_time() - started


def best_time(function, repeat: int) -> float:
    return min(cpu_time(function) for _ in range(repeat))


def shipped_crf_params(lang: str) -> dict[str, str]:
    """The shipped configuration's parameters for NER_CRF (its model, its labels, its
    ``min_entity_probability``): the CRF is timed as users run it. (Before session 22
    the Dutch figures were of the default model, ``crf_nl``, with the best path only.)"""
    from mask_framework.config import load_config

    config = load_config(ROOT / {"en": "configuration.cnf", "nl": "configuration_nl.cnf"}[lang])
    for entity in config.entities:
        for plugin in entity.algorithms:
            if plugin.name == "NER_CRF":
                return {**plugin.param_dict, "config_dir": str(config.base_dir)}
    return {}


def bench_crf(lang: str, notes: list[str], new_notes: list[str], nlp, repeat: int) -> dict:
    from mask_framework.heap import loaded_objects_frozen
    from mask_framework.training.tokenizer import tokenize
    from ner_plugins.NER_CRF import NER_CRF

    def count(texts):
        return sum(len(tokenize(text)) for text in texts)

    tokens, new_tokens = count(notes), count(new_notes)
    plugin = NER_CRF(language=lang, **shipped_crf_params(lang))
    plugin.initialize()
    # as in a run (runner.run_files): what is loaded is frozen out of the collector's walks
    with loaded_objects_frozen():
        cold = cpu_time(lambda: plugin.perform_NER_batch(notes))
        unseen = cpu_time(lambda: plugin.perform_NER_batch(new_notes))
        warm = best_time(lambda: plugin.perform_NER_batch(new_notes), repeat)
    spacy_time = best_time(lambda: [doc.ents for doc in nlp.pipe(new_notes, batch_size=32)], repeat)
    return {"tokens": tokens, "cold_tok_s": tokens / cold, "new_text_tok_s": new_tokens / unseen,
            "warm_tok_s": new_tokens / warm, "ratio_to_spacy_ner": spacy_time / warm}


def bench_spacy(plugin, notes: list[str], repeat: int) -> dict:
    nlp = plugin.nlp

    def bare():
        for doc in nlp.pipe(notes, batch_size=plugin.batch_size):
            doc.ents

    ratios = []
    for _ in range(repeat):  # alternate, so both sides see the same machine
        bare_s = cpu_time(bare)
        plugin_s = cpu_time(lambda: plugin.perform_NER_batch(notes))
        ratios.append(plugin_s / bare_s)
    started = time.process_time()
    docs = list(nlp.pipe(notes, batch_size=plugin.batch_size))
    pipe_s = time.process_time() - started
    own_s = best_time(lambda: plugin.spans_from_docs(notes, docs), repeat)
    return {"pipes": ",".join(nlp.pipe_names), "overhead": statistics.median(ratios) - 1,
            "low": min(ratios) - 1, "high": max(ratios) - 1, "own_share": own_s / pipe_s, "pipe_s": pipe_s}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from ner_plugins.NER_spaCy import NER_spaCy

    print("| lang | measure | value |\n| --- | --- | --- |")
    for lang in ("nl", "en"):
        notes = make_notes(lang, args.notes)
        new_notes = make_notes(lang, args.notes, seed=8)
        spacy_plugin = NER_spaCy(language=lang)
        spacy_plugin.initialize()
        crf = bench_crf(lang, notes, new_notes, spacy_plugin.nlp, args.repeat)
        spacy = bench_spacy(spacy_plugin, notes, args.repeat)
        print(f"| {lang} | CRF plugin, first batch of a fresh plugin ({crf['tokens']} tokens) | {crf['cold_tok_s']:,.0f} tokens/s |")
        print(f"| {lang} | CRF plugin, then new notes | {crf['new_text_tok_s']:,.0f} tokens/s |")
        print(f"| {lang} | CRF plugin, the same notes again (warm cache) | {crf['warm_tok_s']:,.0f} tokens/s |")
        print(f"| {lang} | CRF plugin speed / bare spaCy NER speed | {crf['ratio_to_spacy_ner']:.2f}x |")
        print(f"| {lang} | spaCy plugin over bare nlp.pipe ({spacy['pipes']}), median of {args.repeat} pairs | "
              f"{spacy['overhead'] * 100:+.1f} % (pairs {spacy['low'] * 100:+.1f} to {spacy['high'] * 100:+.1f} %) |")
        print(f"| {lang} | spaCy plugin's own work (entities + clean-up) / its nlp.pipe run | "
              f"{spacy['own_share'] * 100:.1f} % of {spacy['pipe_s']:.2f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

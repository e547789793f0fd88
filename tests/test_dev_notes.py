"""The shipped configurations on the development notes shipped in ``benchmarks/dev_notes``.

Character level, letters and digits, as ``benchmarks/measure_dev.py`` counts: a gold
character is hidden when any detected span covers it; precision is the share of
masked characters that gold marks. The floors sit 0.01 under the figures measured
when the rules were last changed (README, "Measured"), so a regression shows
while a one-character wobble does not. These notes were used for tuning (see
``benchmarks/dev_notes/README.md``): they guard the rules, they do not estimate
recall on new text.
"""
from pathlib import Path

import pytest

from mask_framework.evaluation.readers import read_brat
from mask_framework.pipeline import Pipeline

REPO = Path(__file__).resolve().parents[1]
NOTES = REPO / "benchmarks" / "dev_notes"
CONFIG = {"en": "configuration.cnf", "nl": "configuration_nl.cnf"}
#: (set, language) -> (recall, precision) measured with the shipped configurations
MEASURED = {
    ("s3", "en"): (0.974, 0.891), ("s3", "nl"): (0.988, 0.921),
    ("s3b", "en"): (0.992, 0.934), ("s3b", "nl"): (0.984, 0.944),
    ("s3c", "en"): (0.999, 0.947), ("s3c", "nl"): (0.996, 0.948),
    ("s3d", "en"): (0.998, 0.924), ("s3d", "nl"): (1.000, 0.956),
    ("s3e", "en"): (0.989, 0.914), ("s3e", "nl"): (0.999, 0.943),
    ("s3f", "en"): (0.989, 0.907), ("s3f", "nl"): (0.992, 0.919),
    ("s3g", "en"): (0.995, 0.925), ("s3g", "nl"): (0.994, 0.937),
    ("s3h", "en"): (0.994, 0.909), ("s3h", "nl"): (0.992, 0.942),
    ("s3i", "en"): (0.993, 0.904), ("s3i", "nl"): (0.998, 0.911),
    ("s3j", "en"): (0.996, 0.912), ("s3j", "nl"): (0.995, 0.916),
    ("s3k", "en"): (0.995, 0.913), ("s3k", "nl"): (0.996, 0.939),
    ("s3l", "en"): (0.995, 0.922), ("s3l", "nl"): (0.995, 0.942),
    ("s3m", "en"): (0.973, 0.898), ("s3m", "nl"): (0.995, 0.943),
    ("s3n", "en"): (0.992, 0.898), ("s3n", "nl"): (0.995, 0.925),
    ("s3o", "en"): (0.991, 0.936), ("s3o", "nl"): (0.987, 0.955),
    ("s3p", "en"): (0.990, 0.915), ("s3p", "nl"): (0.992, 0.944),
    ("s3q", "en"): (0.990, 0.903), ("s3q", "nl"): (0.994, 0.949),
    ("s3r", "en"): (0.992, 0.902), ("s3r", "nl"): (0.984, 0.953),
    ("s3s", "en"): (0.987, 0.904), ("s3s", "nl"): (0.993, 0.935),
    ("s3t", "en"): (0.980, 0.898), ("s3t", "nl"): (0.989, 0.929),
    ("s3u", "en"): (0.999, 0.908), ("s3u", "nl"): (0.995, 0.957),
    ("s3v", "en"): (0.994, 0.908), ("s3v", "nl"): (0.989, 0.922),
    ("s3w", "en"): (0.990, 0.894), ("s3w", "nl"): (0.989, 0.952),
    ("s3x", "en"): (0.991, 0.913), ("s3x", "nl"): (0.986, 0.937),
    ("s3y", "en"): (0.985, 0.870), ("s3y", "nl"): (0.998, 0.945),
    ("s3z", "en"): (0.989, 0.910), ("s3z", "nl"): (0.999, 0.944),
    ("s4a", "en"): (0.994, 0.917), ("s4a", "nl"): (0.994, 0.939),
    ("s4b", "en"): (0.992, 0.880), ("s4b", "nl"): (0.994, 0.950),
    ("s4c", "en"): (0.995, 0.937), ("s4c", "nl"): (0.974, 0.934),
    ("s4d", "en"): (0.984, 0.901), ("s4d", "nl"): (0.990, 0.929),
    ("s4e", "en"): (0.993, 0.896), ("s4e", "nl"): (0.994, 0.934),
    ("s4f", "en"): (0.984, 0.914), ("s4f", "nl"): (0.993, 0.942),
    ("s4g", "en"): (0.993, 0.923), ("s4g", "nl"): (0.996, 0.931),
    ("s4h", "en"): (0.991, 0.907), ("s4h", "nl"): (0.991, 0.934),
    ("s4i", "en"): (0.994, 0.887), ("s4i", "nl"): (1.000, 0.939),
    ("s4j", "en"): (0.970, 0.886), ("s4j", "nl"): (0.976, 0.945),
    ("s4k", "en"): (0.992, 0.881), ("s4k", "nl"): (0.986, 0.925),
    ("s4l", "en"): (0.982, 0.877), ("s4l", "nl"): (0.992, 0.953),
    ("s4m", "en"): (0.990, 0.949), ("s4m", "nl"): (0.998, 0.935),
    ("s4n", "en"): (0.984, 0.917), ("s4n", "nl"): (0.987, 0.944),
    ("s4o", "en"): (0.976, 0.900), ("s4o", "nl"): (0.992, 0.952),
    ("s4p", "en"): (0.986, 0.879), ("s4p", "nl"): (0.990, 0.936),
    ("s4q", "en"): (0.987, 0.904), ("s4q", "nl"): (0.992, 0.938),
    ("s4r", "en"): (0.982, 0.909), ("s4r", "nl"): (0.992, 0.932),
    ("s4s", "en"): (0.980, 0.885), ("s4s", "nl"): (0.997, 0.943),
    ("s4t", "en"): (0.970, 0.901), ("s4t", "nl"): (0.985, 0.946),
    ("s4u", "en"): (0.992, 0.934), ("s4u", "nl"): (0.988, 0.917),
    ("s4v", "en"): (0.992, 0.880), ("s4v", "nl"): (0.986, 0.906),
    ("s4w", "en"): (0.992, 0.913), ("s4w", "nl"): (0.984, 0.931),
    ("s4x", "en"): (0.989, 0.908), ("s4x", "nl"): (0.988, 0.943),
    ("s4y", "en"): (0.983, 0.875), ("s4y", "nl"): (0.996, 0.937),
    ("s4z", "en"): (0.981, 0.903), ("s4z", "nl"): (0.996, 0.965),
    ("s5a", "en"): (0.990, 0.895), ("s5a", "nl"): (0.996, 0.908),
    ("s5b", "en"): (0.995, 0.923), ("s5b", "nl"): (0.987, 0.922),
    ("s5c", "en"): (0.996, 0.911), ("s5c", "nl"): (0.993, 0.924),
    ("s5d", "en"): (0.984, 0.915), ("s5d", "nl"): (0.987, 0.932),
    ("s5e", "en"): (0.995, 0.931), ("s5e", "nl"): (0.996, 0.938),
    ("s5f", "en"): (0.986, 0.910), ("s5f", "nl"): (0.985, 0.929),
    ("s5g", "en"): (0.987, 0.898), ("s5g", "nl"): (0.985, 0.918),
    ("s5h", "en"): (0.999, 0.926), ("s5h", "nl"): (0.995, 0.948),
    ("s5i", "en"): (0.988, 0.921), ("s5i", "nl"): (0.987, 0.940),
    ("s5j", "en"): (0.994, 0.909), ("s5j", "nl"): (0.993, 0.932),
    ("s5k", "en"): (0.992, 0.913), ("s5k", "nl"): (0.998, 0.951),
    ("s5l", "en"): (0.988, 0.887), ("s5l", "nl"): (0.998, 0.946),
    ("s5m", "en"): (0.988, 0.888), ("s5m", "nl"): (0.990, 0.926),
    ("s5n", "en"): (0.990, 0.913), ("s5n", "nl"): (0.994, 0.929),
    ("s5o", "en"): (0.974, 0.934), ("s5o", "nl"): (0.984, 0.951),
    ("s5p", "en"): (0.986, 0.926), ("s5p", "nl"): (0.985, 0.937),
    ("s5q", "en"): (0.993, 0.911), ("s5q", "nl"): (0.992, 0.936),
    ("s5r", "en"): (0.992, 0.919), ("s5r", "nl"): (0.988, 0.915),
    ("s5s", "en"): (0.989, 0.920), ("s5s", "nl"): (0.997, 0.951),
    ("s5t", "en"): (0.994, 0.919), ("s5t", "nl"): (0.996, 0.947),
    ("s5u", "en"): (0.985, 0.884), ("s5u", "nl"): (0.985, 0.941),
    ("s5v", "en"): (0.977, 0.902), ("s5v", "nl"): (0.989, 0.959),
    ("s5w", "en"): (0.996, 0.902), ("s5w", "nl"): (0.993, 0.951),
    ("s5x", "en"): (0.985, 0.909), ("s5x", "nl"): (0.983, 0.940),
    ("s5y", "en"): (0.983, 0.896), ("s5y", "nl"): (0.988, 0.936),
    ("s5z", "en"): (0.989, 0.912), ("s5z", "nl"): (0.995, 0.926),
    ("s6a", "en"): (0.982, 0.869), ("s6a", "nl"): (0.996, 0.925),
    ("s6b", "en"): (0.985, 0.901), ("s6b", "nl"): (0.991, 0.940),
    ("s6c", "en"): (0.984, 0.845), ("s6c", "nl"): (0.980, 0.913),
    ("s6d", "en"): (0.985, 0.872), ("s6d", "nl"): (0.984, 0.922),
    ("s6e", "en"): (0.984, 0.868), ("s6e", "nl"): (0.995, 0.919),
    ("s6f", "en"): (0.987, 0.913), ("s6f", "nl"): (0.986, 0.921),
    ("s6g", "en"): (0.989, 0.887), ("s6g", "nl"): (0.979, 0.935),
    ("s6h", "en"): (0.986, 0.879), ("s6h", "nl"): (0.982, 0.932),
    ("s6i", "en"): (0.995, 0.874), ("s6i", "nl"): (0.997, 0.924),
    ("s6j", "en"): (0.974, 0.882), ("s6j", "nl"): (0.994, 0.946),
    ("s6k", "en"): (0.969, 0.899), ("s6k", "nl"): (0.983, 0.945),
    ("s6l", "en"): (0.980, 0.897), ("s6l", "nl"): (0.969, 0.915),
    ("s6m", "en"): (0.986, 0.861), ("s6m", "nl"): (0.983, 0.923),
    ("s6n", "en"): (0.994, 0.880), ("s6n", "nl"): (0.977, 0.935),
    ("s6o", "en"): (0.979, 0.890), ("s6o", "nl"): (0.980, 0.928),
    ("s6p", "en"): (0.987, 0.900), ("s6p", "nl"): (0.988, 0.949),
    ("s6q", "en"): (0.970, 0.853), ("s6q", "nl"): (0.980, 0.922),
    ("s6r", "en"): (0.985, 0.883), ("s6r", "nl"): (0.985, 0.928),
    ("s6s", "en"): (0.972, 0.880), ("s6s", "nl"): (0.984, 0.932),
    ("s6t", "en"): (0.988, 0.890), ("s6t", "nl"): (0.994, 0.933),
    ("s6u", "en"): (0.982, 0.885), ("s6u", "nl"): (0.989, 0.933),
    ("s6v", "en"): (0.985, 0.884), ("s6v", "nl"): (0.976, 0.927),
    ("s6w", "en"): (0.974, 0.895), ("s6w", "nl"): (0.980, 0.932),
    ("s6x", "en"): (0.981, 0.918), ("s6x", "nl"): (0.989, 0.946),
    ("s6y", "en"): (0.994, 0.916), ("s6y", "nl"): (0.989, 0.937),
    ("s6z", "en"): (0.988, 0.884), ("s6z", "nl"): (0.989, 0.919),
    ("s7a", "en"): (0.985, 0.884), ("s7a", "nl"): (0.985, 0.926),
    ("s7b", "en"): (0.943, 0.915), ("s7b", "nl"): (0.974, 0.922),
    ("s7c", "en"): (0.987, 0.901), ("s7c", "nl"): (0.975, 0.932),
    ("s7d", "en"): (0.986, 0.915), ("s7d", "nl"): (0.990, 0.906),
    ("s7e", "en"): (0.975, 0.879), ("s7e", "nl"): (0.986, 0.932),
    ("s7f", "en"): (0.986, 0.899), ("s7f", "nl"): (0.991, 0.941),
    ("s7g", "en"): (0.983, 0.899), ("s7g", "nl"): (0.988, 0.934),
    ("s7h", "en"): (0.983, 0.886), ("s7h", "nl"): (0.989, 0.938),
    ("s7i", "en"): (0.972, 0.904), ("s7i", "nl"): (0.977, 0.956),
    ("s7j", "en"): (0.982, 0.906), ("s7j", "nl"): (0.985, 0.924),
    ("s7k", "en"): (0.984, 0.899), ("s7k", "nl"): (0.981, 0.938),
    ("s7l", "en"): (0.993, 0.911), ("s7l", "nl"): (0.998, 0.941),
    ("s7m", "en"): (0.979, 0.911), ("s7m", "nl"): (0.992, 0.938),
    ("s7n", "en"): (0.984, 0.908), ("s7n", "nl"): (0.981, 0.948),
    ("s7o", "en"): (0.989, 0.904), ("s7o", "nl"): (0.988, 0.948),
    ("s7p", "en"): (0.991, 0.919), ("s7p", "nl"): (0.991, 0.964),
    ("s7q", "en"): (0.994, 0.911), ("s7q", "nl"): (0.988, 0.940),
    ("s7r", "en"): (0.987, 0.899), ("s7r", "nl"): (0.991, 0.945),
    ("s7s", "en"): (0.995, 0.908), ("s7s", "nl"): (0.990, 0.941),
    ("s7t", "en"): (0.987, 0.930), ("s7t", "nl"): (0.983, 0.927),
    ("s7u", "en"): (0.982, 0.922), ("s7u", "nl"): (0.989, 0.951),
    ("s7v", "en"): (0.989, 0.914), ("s7v", "nl"): (0.995, 0.945),
    ("s7w", "en"): (0.990, 0.940), ("s7w", "nl"): (0.992, 0.925),
    ("s7x", "en"): (0.978, 0.919), ("s7x", "nl"): (0.995, 0.941),
    ("s7y", "en"): (0.995, 0.927), ("s7y", "nl"): (0.995, 0.945),
    ("s7z", "en"): (0.984, 0.907), ("s7z", "nl"): (0.980, 0.940),
    ("s8a", "en"): (0.986, 0.910), ("s8a", "nl"): (0.987, 0.941),
    ("s8b", "en"): (0.979, 0.898), ("s8b", "nl"): (0.997, 0.951),
    ("s8c", "en"): (0.994, 0.927), ("s8c", "nl"): (0.991, 0.949),
    ("s8d", "en"): (0.966, 0.912), ("s8d", "nl"): (0.988, 0.942),
    ("s8e", "en"): (0.991, 0.933), ("s8e", "nl"): (0.989, 0.945),
    ("s8f", "en"): (0.978, 0.905), ("s8f", "nl"): (0.983, 0.947),
    ("s8g", "en"): (0.976, 0.899), ("s8g", "nl"): (0.986, 0.932),
    ("s8h", "en"): (0.989, 0.905), ("s8h", "nl"): (0.993, 0.941),
    ("s8i", "en"): (0.988, 0.887), ("s8i", "nl"): (0.995, 0.922),
    ("s8j", "en"): (0.992, 0.903), ("s8j", "nl"): (0.994, 0.938),
    ("s8k", "en"): (0.980, 0.920), ("s8k", "nl"): (0.989, 0.933),
    ("s8l", "en"): (0.994, 0.913), ("s8l", "nl"): (0.992, 0.938),
    ("s8m", "en"): (0.989, 0.925), ("s8m", "nl"): (0.985, 0.936),
    ("s8n", "en"): (0.989, 0.909), ("s8n", "nl"): (0.985, 0.927),
    ("s8o", "en"): (0.957, 0.919), ("s8o", "nl"): (0.972, 0.912),
    ("s8p", "en"): (0.927, 0.912), ("s8p", "nl"): (0.958, 0.950),
    ("s8q", "en"): (0.984, 0.901), ("s8q", "nl"): (0.991, 0.917),
    ("s8r", "en"): (0.971, 0.898), ("s8r", "nl"): (0.967, 0.932),
    ("s8s", "en"): (0.976, 0.911), ("s8s", "nl"): (0.979, 0.931),
    ("s8t", "en"): (0.982, 0.913), ("s8t", "nl"): (0.984, 0.923),
    ("s8u", "en"): (0.970, 0.887), ("s8u", "nl"): (0.980, 0.925),
    ("s8v", "en"): (0.990, 0.908), ("s8v", "nl"): (0.983, 0.927),
    ("s8w", "en"): (0.989, 0.885), ("s8w", "nl"): (0.985, 0.925),
    ("s8x", "en"): (0.981, 0.919), ("s8x", "nl"): (0.996, 0.922),
    ("s8y", "en"): (0.977, 0.884), ("s8y", "nl"): (0.982, 0.914),
    ("s8z", "en"): (0.977, 0.932), ("s8z", "nl"): (0.985, 0.943),
    ("s9a", "en"): (0.964, 0.931), ("s9a", "nl"): (0.955, 0.945),
    ("s9b", "en"): (0.966, 0.892), ("s9b", "nl"): (0.987, 0.935),
    ("s9c", "en"): (0.987, 0.896), ("s9c", "nl"): (0.995, 0.903),
    ("s9d", "en"): (0.969, 0.929), ("s9d", "nl"): (0.976, 0.933),
    ("s9e", "en"): (0.994, 0.907), ("s9e", "nl"): (0.991, 0.937),
    ("s9f", "en"): (0.973, 0.894), ("s9f", "nl"): (0.972, 0.907),
    ("s9g", "en"): (0.983, 0.920), ("s9g", "nl"): (0.994, 0.922),
    ("s9h", "en"): (0.984, 0.919), ("s9h", "nl"): (0.972, 0.915),
}
_pipelines: dict = {}


def _pipeline(language: str) -> Pipeline:
    if language not in _pipelines:
        _pipelines[language] = Pipeline.from_config(REPO / CONFIG[language], key=b"dev-measurement-key-0123456789")
    return _pipelines[language]


def _characters(note_set: str, language: str) -> tuple[int, int, int, int]:
    folder = NOTES / note_set / language
    texts = sorted((folder / "input").glob("*.txt"))
    documents = [(path.read_text(encoding="utf-8"), folder / "gold" / (path.stem + ".ann")) for path in texts]
    gold_chars = hidden = masked = correct = 0
    for (text, ann), spans in zip(documents, _pipeline(language).detect([text for text, _ in documents])):
        gold = {k for s in read_brat(ann, text) for k in range(s.start, s.end) if text[k].isalnum()}
        found = {k for s in spans for k in range(s.start, s.end) if text[k].isalnum()}
        gold_chars += len(gold)
        hidden += len(gold & found)
        masked += len(found)
        correct += len(found & gold)
    return gold_chars, hidden, masked, correct


def _cases() -> list:
    """Every set; of the 101 oldest (``s3``-``s6w``) one in four runs by default and the rest with
    ``-m slow``, which keeps the default suite well under ten minutes. The newer sets all run: the
    latest rules were written from or measured on them. (Both CRFs learned from ``s3``-``s8l`` in
    session 25; ``s8m`` and later are in no CRF's training data.)"""
    older = sorted({note_set for note_set, _ in MEASURED if note_set < "s6x"})
    sampled = set(older[::4])
    return [pytest.param(note_set, language, marks=() if note_set in sampled or note_set not in older
                         else pytest.mark.slow)
            for note_set, language in sorted(MEASURED)]


@pytest.mark.parametrize("note_set, language", _cases())
def test_shipped_configuration_keeps_its_recall_and_precision(note_set, language):
    gold_chars, hidden, masked, correct = _characters(note_set, language)
    recall, precision = MEASURED[(note_set, language)]
    assert gold_chars > 1500  # the whole set was read
    assert hidden / gold_chars >= recall - 0.01
    assert correct / masked >= precision - 0.01

"""Fixtures for the core tests: a small project in a temporary folder.

The NER plugins used here are real drop-in plugin files written to disk and
discovered the way a user's would be; they keep the tests independent of the
statistical models, which have their own tests.
"""
from __future__ import annotations

from pathlib import Path

import pytest


KEYWORD_PLUGIN = '''
import re
from ner_plugins.NER_abstract import NER_abstract


class NER_keywords(NER_abstract):
    """Finds the comma-separated `words` parameter, labelled with `label`."""

    def __init__(self, **params):
        super().__init__(**params)
        if not self.params.get("words"):
            raise ValueError("parameter 'words' is required")
        self.label = self.params.get("label", "NAME")

    def initialize(self):
        words = [w for w in self.params["words"].split(",") if w]
        self.pattern = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))

    def perform_NER(self, text):
        if "EXPLODE" in text:
            raise RuntimeError("this plugin refuses to read " + text)
        return [(self.label, m.start(), m.end()) for m in self.pattern.finditer(text)]
'''


def config_xml(entities: str, dataset: str = "", extra: str = "") -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<project>\n  <project_name>test</project_name>\n'
            f"{extra}  <algorithms>\n{entities}\n  </algorithms>\n{dataset}</project>\n")


DEFAULT_ENTITIES = """\
    <entity>
      <entity_name>NAME</entity_name>
      <algorithm name="NER_keywords"><param name="words">Jan Jansen,Jansen,Piet</param></algorithm>
      <masking_type>Redact</masking_type>
    </entity>
    <entity>
      <entity_name>DATE</entity_name>
      <original_name>DAY</original_name>
      <algorithm name="NER_keywords"><param name="words">3 okt. 2004,maandag</param><param name="label">DAY</param></algorithm>
      <masking_type>Mask</masking_type>
      <masking_class>Mask_date_simple</masking_class>
    </entity>"""

DEFAULT_DATASET = """\
  <dataset>
    <dataset_location>input</dataset_location>
    <data_output>output</data_output>
  </dataset>
"""


@pytest.fixture
def project(tmp_path: Path):
    """A project folder with a drop-in plugin, a configuration and an input folder."""

    def make(entities: str = DEFAULT_ENTITIES, dataset: str = DEFAULT_DATASET, files: dict | None = None) -> Path:
        (tmp_path / "ner_plugins").mkdir(exist_ok=True)
        (tmp_path / "ner_plugins" / "NER_keywords.py").write_text(KEYWORD_PLUGIN)
        (tmp_path / "input").mkdir(exist_ok=True)
        for name, content in (files or {}).items():
            path = tmp_path / "input" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
        config = tmp_path / "configuration.cnf"
        config.write_text(config_xml(entities, dataset))
        return config

    return make


@pytest.fixture(scope="module")
def shipped_english():
    """The shipped English configuration, loaded once per test module."""
    from mask_framework.pipeline import Pipeline

    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    pipeline.initialize()
    return pipeline


@pytest.fixture
def covered_when():
    """The characters a pipeline hides in a text with some readings of the configuration set
    (``recase=False``, ``unwrap=True``); the configuration is restored afterwards."""
    def covered(pipeline, text: str, **readings: bool) -> set[int]:
        saved = {name: getattr(pipeline.config, name) for name in readings}
        for name, value in readings.items():
            setattr(pipeline.config, name, value)
        try:
            spans = pipeline.detect([text])[0]
        finally:
            for name, value in saved.items():
                setattr(pipeline.config, name, value)
        return {k for span in spans for k in range(span.start, span.end)}
    return covered

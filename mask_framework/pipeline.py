"""De-identify documents: run NER plugins, resolve spans, mask, splice.

Every NER plugin sees the ORIGINAL text (MASK ran each one on text already
masked by the previous, which shifted offsets). Each distinct plugin
configuration is constructed and initialized once per process and runs once
per document, even when several entities use it.
"""
from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from mask_framework.config import Configuration, EntityConfig, PluginRef, load_config
from mask_framework.csv_rows import csv_view
from mask_framework.errors import ConfigError, PluginError
from mask_framework.keys import resolve_key
from mask_framework.plugins import PluginRegistry
from mask_framework.resolve import resolve_overlaps
from mask_framework.spans import Span, check_offsets
from mask_framework.spaces import plain_spaces
from mask_framework.splice import splice
from masking_plugins.Mask_abstract import MaskContext


class DocumentError(Exception):
    """One document could not be processed; the message never quotes its text."""


@dataclass
class MaskedSpan:
    span: Span
    replacement: str | None  # None: annotated only (masking type Nothing)


@dataclass
class MaskedDocument:
    document_id: str
    text: str
    masked_text: str
    spans: list[MaskedSpan]
    records: list[dict] = field(default_factory=list)


def describe_exception(exc: BaseException, plugin: str) -> str:
    """Name the exception and where it was raised -- not its message, which may quote the text."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"{plugin} raised {type(exc).__name__}{where}"


def plugin_dirs_for(config: Configuration, extra: Iterable[Path] = ()) -> list[Path]:
    return [*config.plugin_dirs, *map(Path, extra),
            config.base_dir / "ner_plugins", config.base_dir / "masking_plugins"]


def plugin_params(ref: PluginRef, config: Configuration) -> dict[str, str]:
    """A plugin's parameters: its own, over the project's ``language`` and ``config_dir``."""
    params = {"language": config.language, "config_dir": str(config.base_dir)}
    params.update(ref.param_dict)
    return params


def check_config(config: Configuration, registry: PluginRegistry) -> None:
    """Check every plugin name and parameter; raise ConfigError with the line."""
    for entity in config.entities:
        refs = [("ner", ref) for ref in entity.algorithms]
        if entity.masking is not None:
            refs.append(("masking", entity.masking))
        for kind, ref in refs:
            try:
                cls = registry.get(kind, ref.name).load()
                cls(**plugin_params(ref, config))  # constructors validate parameters; no models load
            except PluginError as exc:
                raise ConfigError(str(exc), config.path, ref.line) from None
            except (TypeError, ValueError) as exc:
                raise ConfigError(f"bad parameters for {ref.name}: {exc}", config.path, ref.line) from None


class Pipeline:
    """A configured de-identification pipeline. Models load on first use."""

    def __init__(self, config: Configuration, registry: PluginRegistry | None = None, key: bytes | None = None,
                 key_source: str = "given"):
        self.config = config
        self.registry = registry or PluginRegistry(plugin_dirs_for(config))
        check_config(config, self.registry)
        self.key, self.key_source = (key, key_source) if key is not None else resolve_key()
        self._ner: dict[tuple, object] = {}
        self._maskers: dict[tuple, object] = {}
        self._initialized = False
        self._searchable = None  # the word, initials and title filters of <propagate>, built on first use
        order = {entity.name: i for i, entity in enumerate(config.entities)}
        self.priority = {e.name: (0 if e.masking_type == "Nothing" else 1, order[e.name]) for e in config.entities}
        self.entities = {e.name: e for e in config.entities}
        # plugin-instance keys, computed once: (name, parameters) identifies one instance
        self._ner_keys = {e.name: [self._ref_key(ref) for ref in e.algorithms] for e in config.entities}
        self._mask_keys = {e.name: self._ref_key(e.masking) for e in config.entities if e.masking is not None}

    @classmethod
    def from_config(cls, path: str | Path, plugins_dirs: Iterable[Path] = (), key: bytes | None = None) -> "Pipeline":
        config = load_config(path)
        registry = PluginRegistry(plugin_dirs_for(config, plugins_dirs))
        return cls(config, registry, key)

    def _ref_key(self, ref: PluginRef) -> tuple:
        return (ref.name, tuple(sorted(plugin_params(ref, self.config).items())))

    def initialize(self) -> None:
        """Construct and initialize each distinct plugin configuration once."""
        if self._initialized:
            return
        for entity in self.config.entities:
            for ref, key in zip(entity.algorithms, self._ner_keys[entity.name]):
                if key not in self._ner:
                    plugin = self.registry.get("ner", ref.name).load()(**plugin_params(ref, self.config))
                    plugin.initialize()
                    self._ner[key] = plugin
            if entity.masking is not None:
                key = self._mask_keys[entity.name]
                if key not in self._maskers:
                    masker = self.registry.get("masking", entity.masking.name).load()(**plugin_params(entity.masking, self.config))
                    masker.initialize()
                    self._maskers[key] = masker
        self._initialized = True

    # -- detection ---------------------------------------------------------
    def _raw_spans(self, texts: Sequence[str]) -> list[dict[tuple, list[Span]]]:
        """Each plugin's spans per text. A text with words OCR garbled ('Char1es Hospita1') is read a second
        time with them mended (``ocr_letters.py``); with ``<recase>``, a note in capitals or in lower case is
        read a second time recased (``recase.py``). Views keep every offset, and all readings' spans are kept."""
        from mask_framework.ocr_letters import ocr_letter_view

        per_text = self._plugin_spans(texts)
        views = {i: view for i, text in enumerate(texts) if (view := ocr_letter_view(text)) is not text}
        self._add_reading(per_text, views)
        if self.config.recase:
            from mask_framework.recase import needs_recasing, recased_view

            # united, not one preferred: capitals lead spaCy to organisations the recased reading misses
            # ('GREAT LEVER HEALTH CENTRE'); preferring either reading's span gave back most of the gain
            self._add_reading(per_text, {i: recased_view(text, self.config.language)
                                         for i, text in enumerate(texts) if needs_recasing(text)})
        return per_text

    def _add_reading(self, per_text: list[dict[tuple, list[Span]]], views: dict[int, str]) -> None:
        """Adds to ``per_text[i]`` the spans each plugin finds in ``views[i]``, a text of the same length."""
        if not views:
            return
        for i, found in zip(views, self._plugin_spans(list(views.values()))):
            for key, spans in found.items():
                per_text[i][key] = per_text[i][key] + spans

    def _plugin_spans(self, texts: Sequence[str]) -> list[dict[tuple, list[Span]]]:
        per_text: list[dict[tuple, list[Span]]] = [{} for _ in texts]
        for key, plugin in self._ner.items():
            name = key[0]
            try:
                batches = plugin.perform_NER_batch(list(texts))
            except Exception as exc:
                raise DocumentError(describe_exception(exc, name)) from exc
            if len(batches) != len(texts):
                raise DocumentError(f"{name} returned {len(batches)} results for {len(texts)} texts")
            for i, (text, found) in enumerate(zip(texts, batches)):
                try:
                    per_text[i][key] = check_offsets(found, len(text), name)
                except ValueError as exc:
                    raise DocumentError(str(exc)) from None
        return per_text

    def _entity_spans(self, raw: dict[tuple, list[Span]]) -> list[Span]:
        spans = []
        for entity in self.config.entities:
            for key in self._ner_keys[entity.name]:
                for span in raw[key]:
                    if entity.accepts(span.entity):
                        spans.append(Span(span.start, span.end, entity.name, span.sources))
        return resolve_overlaps(spans, self.priority)

    def detect(self, texts: Sequence[str]) -> list[list[Span]]:
        """Resolved, non-overlapping spans for each text (with every mention of the entities
        configured with ``<propagate>``)."""
        self.initialize()
        return self._document_spans(texts)

    def _document_spans(self, texts: Sequence[str]) -> list[list[Span]]:
        # the detectors read no-break spaces, Windows line ends, curly apostrophes, Markdown's bold, HTML's tags
        # and escaped line ends as plain text (spaces.py); one character for one, so the offsets are the original's
        views = [plain_spaces(text) for text in texts]
        # an export's comma-separated rows are read as a table drawn with bars (csv_rows.py), one for one too
        views = [csv_view(view) for view in views]
        if self.config.unwrap:
            # a hard-wrapped note is read with its wrapped lines joined (unwrap.py), again one character for one
            from mask_framework.unwrap import unwrapped_view

            views = [unwrapped_view(view) for view in views]
        return self._resolved(views, self._raw_spans(views))

    def _resolved(self, texts: Sequence[str], raws: list[dict[tuple, list[Span]]]) -> list[list[Span]]:
        """Each text's plugin spans resolved, then the acronyms of the ``<acronyms>`` entities,
        every mention of the ``<propagate>`` entities and the ages after names (``<ages_after>``)."""
        resolved = self._with_mentions(texts, [self._entity_spans(raw) for raw in raws])
        from mask_framework.bracket_ages import bracket_ages

        for entity in self.config.entities:
            if entity.ages_after is not None:
                resolved = [bracket_ages(text, spans, entity.ages_after, entity.name)
                            for text, spans in zip(texts, resolved)]
        return resolved

    def _with_mentions(self, texts: Sequence[str], resolved: list[list[Span]]) -> list[list[Span]]:
        """The acronyms of the ``<acronyms>`` entities and every mention of the ``<propagate>`` ones."""
        defining = {entity.name for entity in self.config.entities if entity.acronyms}
        if defining:
            from mask_framework.acronyms import mask_acronyms
            from mask_framework.span_cleanup import CLEANUP_LANGUAGES, load_word_sets

            language = self.config.language
            known = load_word_sets(language) if language in CLEANUP_LANGUAGES else None
            resolved = [mask_acronyms(text, spans, defining, known) for text, spans in zip(texts, resolved)]
        propagated = {entity.name for entity in self.config.entities if entity.propagate}
        if not propagated:
            return resolved
        from mask_framework.propagate import (initials_filter, nationality_words, propagate_mentions, title_filter,
                                              word_filter, word_name_filter)

        if self._searchable is None:
            language = self.config.language
            self._searchable = (word_filter(language), initials_filter(language), title_filter(language),
                                nationality_words(language), word_name_filter(language))
        searchable, initials, titles, nationalities, name_words = self._searchable
        # <propagate_finders>: how many plugins must have found a word before it is spread (propagate.py)
        finders_needed = {entity.name: entity.propagate_finders for entity in self.config.entities}
        return [propagate_mentions(text, spans, propagated, searchable, initials, titles, nationalities, name_words,
                                   finders_needed) for text, spans in zip(texts, resolved)]

    # -- masking -----------------------------------------------------------
    def _mask_one(self, document_id: str, text: str, spans: list[Span]) -> MaskedDocument:
        language = self.config.language
        states: dict[tuple, dict] = {}
        records: list[dict] = []
        masked: list[MaskedSpan] = []
        all_spans = tuple(spans)  # once per document: building it per span is quadratic
        for span in spans:
            entity: EntityConfig = self.entities[span.entity]
            if entity.masking is None:
                masked.append(MaskedSpan(span, None))
                continue
            key = self._mask_keys[span.entity]
            context = MaskContext(
                text=text, start=span.start, end=span.end, entity=span.entity, document_id=document_id,
                language=language, key=self.key, spans=all_spans,
                document_state=states.setdefault(key, {}), records=records)
            try:
                replacement = self._maskers[key].mask(span.surface(text), span.entity, context)
            except Exception as exc:
                raise DocumentError(describe_exception(exc, entity.masking.name)) from exc
            if not isinstance(replacement, str):
                raise DocumentError(f"{entity.masking.name} returned {type(replacement).__name__}, not a string")
            masked.append(MaskedSpan(span, replacement))
        masked_text = splice(text, ((m.span.start, m.span.end, m.replacement) for m in masked if m.replacement is not None))
        return MaskedDocument(document_id, text, masked_text, masked, records)

    def mask_documents(self, documents: Sequence[tuple[str, str]]) -> list[MaskedDocument | DocumentError]:
        """Mask ``(document_id, text)`` pairs; a failing document yields its DocumentError.

        Texts are tagged as one batch; if the batch fails, each document is retried
        alone so that one bad document fails alone.
        """
        self.initialize()
        texts = [text for _, text in documents]
        try:
            all_spans = self._document_spans(texts)
        except DocumentError:
            if len(documents) == 1:
                raise
            return [self._mask_single(doc_id, text) for doc_id, text in documents]
        results: list[MaskedDocument | DocumentError] = []
        for (doc_id, text), spans in zip(documents, all_spans):
            try:
                results.append(self._mask_one(doc_id, text, spans))
            except DocumentError as exc:
                results.append(exc)
        return results

    def _mask_single(self, doc_id: str, text: str) -> MaskedDocument | DocumentError:
        try:
            return self.mask_documents([(doc_id, text)])[0]
        except DocumentError as exc:
            return exc

    def mask_text(self, text: str, document_id: str = "") -> str:
        """De-identify one text and return it."""
        result = self.mask_documents([(document_id, text)])[0]
        if isinstance(result, DocumentError):
            raise result
        return result.masked_text

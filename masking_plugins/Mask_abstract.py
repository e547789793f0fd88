"""The contract every masking plugin fulfils (after MASK's ``Mask_abstract``)."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from mask_framework.describe import describe_plugin


@dataclass
class MaskContext:
    """Everything a masking plugin may need to replace one span.

    ``text`` is the whole original document; ``start``/``end`` are the span's
    half-open code-point offsets into it. ``spans`` holds every resolved span of
    the document (``mask_framework.spans.Span``), in order, so a plugin can look
    around (e.g. for a patient ID). ``document_state`` is a dict private to this
    plugin instance and this document: use it for per-document numbering.
    ``key`` is the secret pseudonymization key (bytes); never write it anywhere.
    Append to ``records`` to report what a generalizing plugin did
    (dicts with at least ``entity``, ``level``, ``height``).
    """

    text: str
    start: int
    end: int
    entity: str
    document_id: str = ""
    language: str = "en"
    key: bytes = b""
    spans: tuple = ()
    document_state: dict[str, Any] = field(default_factory=dict)
    records: list[dict[str, Any]] = field(default_factory=list)

    @property
    def span_text(self) -> str:
        return self.text[self.start : self.end]


class Mask_abstract(ABC):
    """Base class of all masking plugins.

    Parameters from the configuration arrive as keyword arguments (strings) and
    are kept in ``self.params``; ``language`` and ``config_dir`` (the
    configuration's folder, for resolving relative paths) are always present. Override
    ``initialize()`` to load resources once per process.
    """

    description: str = ""

    def __init__(self, **params: str) -> None:
        self.params = dict(params)
        self.language = self.params.get("language", "en")

    def initialize(self) -> None:
        """Load surrogate lists or other resources. Called once per process."""

    @abstractmethod
    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        """Return the replacement string for one span's text."""

    @classmethod
    def describe(cls) -> str:
        return describe_plugin(cls)

"""The contract every NER plugin fulfils (after MASK's ``NER_abstract``).

A plugin is one class in one file, ``NER_<Name>.py`` holding ``class NER_<Name>``.
It is constructed once per process with the parameters given in the
configuration, ``initialize()`` is called once to load its models, and then
``perform_NER`` (or ``perform_NER_batch``) is called for every document.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Iterable, Sequence

from mask_framework.describe import describe_plugin


class NER_abstract(ABC):
    """Base class of all NER plugins.

    Parameters from the configuration arrive as keyword arguments, all strings,
    and are kept in ``self.params``. ``language`` (``"en"``, ``"nl"``, ...) is
    always present: it comes from the plugin's own parameters or the project's
    ``<language>``; so is ``config_dir``, the configuration's folder, against
    which a plugin resolves relative file paths among its parameters. A subclass that overrides ``__init__`` must accept
    ``**params`` and call ``super().__init__(**params)``.

    Do not load models in ``__init__`` or at import time: ``mask plugins`` and
    ``mask validate`` construct nothing, and ``initialize()`` runs once per worker.
    """

    #: one line shown by ``mask plugins``; defaults to the docstring's first line
    description: str = ""

    def __init__(self, **params: str) -> None:
        self.params = dict(params)
        self.language = self.params.get("language", "en")

    @abstractmethod
    def initialize(self) -> None:
        """Load models, dictionaries and compiled patterns. Called once."""

    @abstractmethod
    def perform_NER(self, text: str) -> list[tuple[str, int, int]]:
        """Return ``(entity_class, start, end)`` tuples for ``text``.

        Offsets are half-open ``[start, end)`` code-point offsets into ``text``
        exactly as given (see ``mask_framework.spans``). Spans may overlap; the
        pipeline resolves overlaps.
        """

    def perform_NER_batch(self, texts: Sequence[str]) -> list[list[tuple[str, int, int]]]:
        """Tag several texts at once. Override when the model batches (``nlp.pipe``)."""
        return [self.perform_NER(text) for text in texts]

    @classmethod
    def describe(cls) -> str:
        return describe_plugin(cls)


def iter_param_list(value: str | None) -> Iterable[str]:
    """Split a comma-separated plugin parameter into its non-empty items."""
    if not value:
        return []
    return [item.strip() for item in value.split(",") if item.strip()]

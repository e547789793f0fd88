"""Rule-based recognisers for structured PII, declared as data by family.

``PatternRecognizer(language).find(text)`` runs every pattern for a language and
returns non-overlapping ``(entity, start, end)`` tuples with canonical entity labels.
Patterns compile (and lexicons load) when the recogniser is built, never at import.
"""
from __future__ import annotations

from mask_framework.patterns.registry import FAMILIES, PatternRecognizer, pattern_specs
from mask_framework.patterns.spec import CompiledPattern, PatternSpec, resolve_overlaps

__all__ = ["FAMILIES", "CompiledPattern", "PatternRecognizer", "PatternSpec", "pattern_specs", "resolve_overlaps"]

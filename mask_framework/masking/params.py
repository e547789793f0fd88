"""Parsing of masking-plugin parameters (they arrive as strings from the XML)."""
from __future__ import annotations


def parse_dayfirst(value: str) -> bool | None:
    """``true``/``false``, or ``auto`` (None): day first unless the language is English."""
    lowered = value.strip().lower()
    if lowered in ("auto", ""):
        return None
    if lowered in ("true", "yes", "1"):
        return True
    if lowered in ("false", "no", "0"):
        return False
    raise ValueError("parameter 'dayfirst' must be true, false or auto")


def parse_int(params: dict, name: str, default: int, low: int, high: int) -> int:
    raw = params.get(name)
    if raw is None:
        return default
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise ValueError(f"parameter '{name}' must be a whole number") from None
    if not low <= value <= high:
        raise ValueError(f"parameter '{name}' must be between {low} and {high}")
    return value

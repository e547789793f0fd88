"""A person's title, English or Dutch ('dr.', 'Mrs', 'mevrouw'): before a span ('dr. Parkinson') or opening it
('Mevr. Asaflow 80 mg'), it says the span is a person, not an eponym or a drug."""
from __future__ import annotations

import re

_TITLES = r"(?i:dr|drs|mr|mrs|ms|miss|prof|dhr|mevr|mw|mevrouw|meneer|heer)"
_TITLE_BEFORE = re.compile(rf"\b{_TITLES}\.?[ \t]+\Z")
TITLE_OPENING = re.compile(rf"{_TITLES}\.?[ \t]")


def title_before(text: str, start: int) -> bool:
    """Whether a person's title stands right before ``start`` ('dr. |Parkinson', 'mevrouw |Bakker')."""
    return _TITLE_BEFORE.search(text, max(0, start - 12), start) is not None

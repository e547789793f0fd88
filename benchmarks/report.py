"""Render the end-to-end figures as Markdown and put them into BENCHMARKS.md.

Only the "## End to end" and "## Profile" sections are replaced (or appended);
every other section belongs to another benchmark and is kept as it is.
"""
from __future__ import annotations

import re
from pathlib import Path

GIB = 1024 ** 3
MIB = 1024 ** 2


def replace_section(document: str, title: str, body: str) -> str:
    """Replace ``## title`` up to the next ``## `` heading, or append it."""
    section = f"## {title}\n\n{body.strip()}\n"
    pattern = re.compile(rf"^## {re.escape(title)}\n.*?(?=^## |\Z)", re.M | re.S)
    if pattern.search(document):
        return pattern.sub(lambda _: section + "\n", document, count=1).rstrip() + "\n"
    return (document.rstrip() + "\n\n" if document.strip() else "") + section


def write_sections(path: Path, sections: dict[str, str]) -> None:
    document = path.read_text(encoding="utf-8") if path.exists() else ""
    for title, body in sections.items():
        document = replace_section(document, title, body)
    path.write_text(document, encoding="utf-8")


def words_per_s(words: int, seconds: float) -> str:
    return f"{words / seconds:,.0f}"


def mib(value: int) -> str:
    return f"{value / MIB:,.0f} MiB"


def verdict(ok: bool) -> str:
    return "met" if ok else "**missed**"

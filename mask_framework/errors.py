"""Errors that stop a run before any data is read, and plugin failures.

Messages name files, lines and plugins -- never the text of a document.
"""
from __future__ import annotations

from pathlib import Path


class MaskError(Exception):
    """Base class of MASK's own errors."""


class ConfigError(MaskError):
    """A configuration that cannot be run. Carries the file, line and column."""

    def __init__(self, message: str, path: Path | str | None = None, line: int | None = None, column: int | None = None):
        self.message = message
        self.path = Path(path) if path else None
        self.line = line
        self.column = column
        super().__init__(str(self))

    def __str__(self) -> str:
        where = str(self.path) if self.path else "configuration"
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        return f"{where}: {self.message}"


class PluginError(MaskError):
    """A plugin that cannot be found, loaded or registered."""

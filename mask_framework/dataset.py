"""Finding the input files of a dataset folder and where their outputs go."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from mask_framework.errors import ConfigError


@dataclass(frozen=True)
class InputFile:
    relpath: str           # POSIX-style path relative to the input folder
    skip_reason: str = ""  # set for entries that are reported but not processed


def check_folders(input_dir: Path, output_dir: Path) -> None:
    """Refuse a missing input folder and an output folder inside the input."""
    if not input_dir.is_dir():
        raise ConfigError(f"input folder {input_dir} does not exist")
    inp, out = input_dir.resolve(), output_dir.resolve()
    if out == inp or inp in out.parents:
        raise ConfigError(f"output folder {output_dir} equals or lies inside the input folder {input_dir}; "
                          "outputs must never mix with inputs")


def iter_input_files(input_dir: Path, file_types: tuple[str, ...]) -> Iterator[InputFile]:
    """Yield input files in a stable (sorted) order, recursively.

    Symbolic links are followed only when they stay inside the input folder; one
    that points outside is reported as skipped, never read.
    """
    root = input_dir.resolve()
    for folder, dirs, files in os.walk(root, followlinks=False):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(file_types) or name.startswith("."):
                continue
            path = Path(folder, name)
            rel = path.relative_to(root).as_posix()
            if path.is_symlink():
                target = path.resolve()
                if root not in target.parents:
                    yield InputFile(rel, "symbolic link pointing outside the input folder (not followed)")
                    continue
            if path.exists() and not path.is_file():
                # a FIFO or device would block or never end
                yield InputFile(rel, "not a regular file")
                continue
            yield InputFile(rel)


def output_paths(output_dir: Path, relpath: str) -> tuple[Path, Path]:
    """Where the masked text and its brat annotations go (same relative path)."""
    text_path = output_dir / relpath
    if text_path.suffix == ".txt":
        return text_path, text_path.with_suffix(".ann")
    return text_path, text_path.with_name(text_path.name + ".ann")


def is_complete(output_dir: Path, relpath: str) -> bool:
    """Both outputs exist. They are written atomically, annotations first, text last."""
    text_path, ann_path = output_paths(output_dir, relpath)
    return ann_path.is_file() and text_path.is_file()


def remove_stale_temporaries(output_dir: Path) -> int:
    """Delete temporary files a killed run left behind (never a finished output)."""
    removed = 0
    if output_dir.is_dir():
        for stale in output_dir.rglob(".*.mask-tmp"):
            stale.unlink(missing_ok=True)
            removed += 1
    return removed

"""Precision kept by generalization (Sweeney 2002, as PETWorks reports it).

A generalized cell's *distortion* is ``level / (height - 1)``: how many steps up its
hierarchy the value went, out of the most it could. Precision is one minus the
mean distortion over all quasi-identifier cells. For tables:

* CSVs are ``;``-separated with a header; values are trimmed;
* hierarchy files are named ``*hierarchy_<attribute>.csv``, one row per leaf, one
  column per level (the leaf first), so ``height`` is the number of columns;
* a cell's level is the lowest level at which its value appears in the hierarchy;
  a value absent from it, and every cell of a suppressed row (all quasi-identifiers
  ``*``), count as fully generalized;
* the quasi-identifiers are those of a PETWorks attribute-type YAML, else every
  attribute that has a hierarchy.

For masked text, ``Mask_generalize`` records ``{"entity", "level", "height"}`` per
replacement and ``precision_from_records`` applies the same formula.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from mask_framework.evaluation.metrics import distortion, generalization_precision

SUPPRESSED = "*"


def precision_from_records(records) -> float:
    """1 - mean distortion of the recorded generalizations (1.0 when there are none)."""
    total, count = 0.0, 0
    for record in records:
        total += distortion(int(record["level"]), int(record["height"]))
        count += 1
    return generalization_precision(total, count)


def read_table(path) -> tuple[list[str], list[list[str]]]:
    """Header and rows of a ``;``-separated CSV, every value trimmed."""
    with Path(path).open(encoding="utf-8-sig", newline="") as handle:
        rows = [[value.strip() for value in row] for row in csv.reader(handle, delimiter=";") if row]
    if not rows:
        raise ValueError(f"{path}: empty table (a header line is required)")
    header, body = rows[0], rows[1:]
    for number, row in enumerate(body, start=2):
        if len(row) != len(header):
            raise ValueError(f"{path}:{number}: {len(row)} values for {len(header)} columns")
    return header, body


@dataclass
class Hierarchy:
    height: int
    lowest_level: dict[str, int]  # value -> lowest level where it appears

    @classmethod
    def load(cls, path) -> "Hierarchy":
        with Path(path).open(encoding="utf-8-sig", newline="") as handle:
            rows = [[value.strip() for value in row] for row in csv.reader(handle, delimiter=";") if row]
        if not rows:
            raise ValueError(f"{path}: empty hierarchy")
        height = max(len(row) for row in rows)
        lowest: dict[str, int] = {}
        for row in rows:
            for level, value in enumerate(row):
                if value not in lowest or level < lowest[value]:
                    lowest[value] = level
        return cls(height, lowest)

    def distortion(self, value: str) -> float:
        level = self.lowest_level.get(value)
        return 1.0 if level is None else distortion(level, self.height)


def load_hierarchies(folder) -> dict[str, Hierarchy]:
    """``{attribute: Hierarchy}`` from the ``*hierarchy_<attribute>.csv`` files in ``folder``."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ValueError(f"{folder} is not a folder")
    found = {}
    for path in sorted(folder.glob("*hierarchy_*.csv")):
        attribute = path.stem.rsplit("hierarchy_", 1)[1]
        found[attribute] = Hierarchy.load(path)
    if not found:
        raise ValueError(f"{folder}: no *hierarchy_<attribute>.csv files")
    return found


def attribute_file_for(*data_paths) -> Path | None:
    """A PETWorks attribute YAML next to the data: ``<stem>.yaml`` or ``<stem>.yml``."""
    for data in data_paths:
        for suffix in (".yaml", ".yml"):
            candidate = Path(data).with_suffix(suffix)
            if candidate.is_file():
                return candidate
    return None


def quasi_identifiers_from_yaml(path) -> list[str]:
    import yaml  # local import: only the precision command reads YAML

    try:
        with Path(path).open(encoding="utf-8") as handle:
            content = yaml.safe_load(handle)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ValueError(f"{path}:{mark.line + 1 if mark else 0}: not valid YAML") from None
    try:
        names = content["DATASET"]["ATTRIBUTE_TYPE"]["QUASI_IDENTIFIER"]
    except (KeyError, TypeError):
        raise ValueError(f"{path}: no DATASET: ATTRIBUTE_TYPE: QUASI_IDENTIFIER list") from None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ValueError(f"{path}: QUASI_IDENTIFIER must be a list of attribute names")
    return names


def table_distortion(header: list[str], rows: list[list[str]], hierarchies: dict[str, Hierarchy],
                     quasi_identifiers: list[str]) -> tuple[float, int, dict[str, float]]:
    """Sum of distortions, number of cells, and the per-attribute precision."""
    columns = {}
    for name in quasi_identifiers:
        if name not in header:
            raise ValueError(f"quasi-identifier {name!r} is not a column of the anonymized table")
        if name not in hierarchies:
            raise ValueError(f"no hierarchy file for quasi-identifier {name!r}")
        columns[name] = header.index(name)
    per_attribute = {name: 0.0 for name in columns}
    for row in rows:
        suppressed = all(row[index] == SUPPRESSED for index in columns.values())
        for name, index in columns.items():
            per_attribute[name] += 1.0 if suppressed else hierarchies[name].distortion(row[index])
    cells = len(rows) * len(columns)
    precisions = {name: generalization_precision(total, len(rows)) for name, total in per_attribute.items()}
    return sum(per_attribute.values()), cells, precisions


def evaluate_precision(original, anonymized, hierarchy_dir, attributes=None) -> dict:
    """Precision of an anonymized table against its original (PETWorks' "Precision")."""
    original_header, original_rows = read_table(original)
    header, rows = read_table(anonymized)
    if original_header != header:
        raise ValueError(f"{anonymized}: columns differ from those of {original}")
    if len(original_rows) != len(rows):
        raise ValueError(f"{anonymized}: {len(rows)} rows, but the original has {len(original_rows)}")
    hierarchies = load_hierarchies(hierarchy_dir)
    attribute_file = Path(attributes) if attributes else attribute_file_for(anonymized, original)
    if attribute_file is not None:
        quasi_identifiers = quasi_identifiers_from_yaml(attribute_file)
    else:
        quasi_identifiers = [name for name in header if name in hierarchies]
    total, cells, per_attribute = table_distortion(header, rows, hierarchies, quasi_identifiers)
    return {"precision": generalization_precision(total, cells), "cells": cells,
            "quasi_identifiers": quasi_identifiers, "per_attribute": per_attribute,
            "attribute_file": str(attribute_file) if attribute_file else None}

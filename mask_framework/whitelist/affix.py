"""Read Hunspell ``.aff``/``.dic`` files and expand dictionary entries to word forms.

Debian's ``unmunch`` mishandles the two-character flags (``FLAG long``) of the
OpenTaal ``nl.aff``, so the expansion is done here. Only what word-form
generation needs is modelled: flag syntax, ``PFX``/``SFX`` rules with their
conditions and continuation flags (two-level suffixes, cross products), and the
flags that make a form invalid on its own (``ONLYINCOMPOUND``,
``FORBIDDENWORD``, ``NEEDAFFIX``). Compounding is left to Hunspell itself at
match time (see ``compounds.py``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class AffixRule:
    strip: str
    add: str
    condition: re.Pattern | None
    continuation: frozenset[str]


@dataclass
class AffixClass:
    kind: str  # "PFX" or "SFX"
    flag: str
    cross_product: bool
    rules: list[AffixRule] = field(default_factory=list)


@dataclass
class AffixFile:
    flag_mode: str = "char"
    prefixes: dict[str, AffixClass] = field(default_factory=dict)
    suffixes: dict[str, AffixClass] = field(default_factory=dict)
    onlyincompound: str | None = None
    forbidden: str | None = None
    needaffix: str | None = None
    iconv: list[tuple[str, str]] = field(default_factory=list)

    def parse_flags(self, text: str) -> list[str]:
        if not text:
            return []
        if self.flag_mode == "long":
            return [text[i : i + 2] for i in range(0, len(text) - 1, 2)]
        if self.flag_mode == "num":
            return [item for item in text.split(",") if item]
        return list(text)

    def blocked_flags(self) -> set[str]:
        return {flag for flag in (self.onlyincompound, self.forbidden) if flag}


def _condition(kind: str, text: str) -> re.Pattern | None:
    if text == ".":
        return None
    # Hunspell conditions are a tiny regex subset: literals, '.', [set], [^set].
    body = text.replace("\\", "\\\\")
    return re.compile(body + "$") if kind == "SFX" else re.compile("^" + body)


def parse_aff(path: Path) -> AffixFile:
    aff = AffixFile()
    lines = path.read_text(encoding="utf-8").splitlines()
    headers: dict[tuple[str, str], AffixClass] = {}
    for raw in lines:
        if raw.lstrip().startswith("#"):
            continue
        parts = raw.split()
        if not parts:
            continue
        key = parts[0]
        if key == "FLAG" and len(parts) > 1:
            aff.flag_mode = parts[1]
        elif key == "ONLYINCOMPOUND" and len(parts) > 1:
            aff.onlyincompound = parts[1]
        elif key == "FORBIDDENWORD" and len(parts) > 1:
            aff.forbidden = parts[1]
        elif key == "NEEDAFFIX" and len(parts) > 1:
            aff.needaffix = parts[1]
        elif key == "ICONV" and len(parts) == 3:
            aff.iconv.append((parts[1], parts[2]))
        elif key in ("PFX", "SFX") and len(parts) >= 4 and (key, parts[1]) not in headers and parts[3].isdigit():
            cls = AffixClass(key, parts[1], parts[2] == "Y")
            headers[(key, parts[1])] = cls
            (aff.prefixes if key == "PFX" else aff.suffixes)[parts[1]] = cls
        elif key in ("PFX", "SFX") and len(parts) >= 5 and (key, parts[1]) in headers:
            strip = "" if parts[2] == "0" else parts[2]
            add, _, cont = parts[3].partition("/")
            add = "" if add == "0" else add
            rule = AffixRule(strip, add, _condition(key, parts[4]), frozenset(aff.parse_flags(cont)))
            headers[(key, parts[1])].rules.append(rule)
    return aff


def parse_dic_line(aff: AffixFile, line: str) -> tuple[str, list[str]] | None:
    """Split one ``.dic`` line into (word, flags); ``None`` for the count line or blanks."""
    entry = line.split("\t", 1)[0].strip()
    if not entry:
        return None
    # A morphological field may follow after a space ("word/AB po:noun").
    entry = entry.split(" ", 1)[0]
    # "/" escaped as "\/" belongs to the word (km\/h).
    match = re.match(r"^((?:\\/|[^/])+)(?:/(.*))?$", entry)
    if not match:
        return None
    word = match.group(1).replace("\\/", "/")
    return word, aff.parse_flags(match.group(2) or "")


def _apply_suffix(word: str, rule: AffixRule) -> str | None:
    if rule.condition is not None and not rule.condition.search(word):
        return None
    if rule.strip:
        if not word.endswith(rule.strip):
            return None
        word = word[: -len(rule.strip)]
    return word + rule.add


def _apply_prefix(word: str, rule: AffixRule) -> str | None:
    if rule.condition is not None and not rule.condition.search(word):
        return None
    if rule.strip:
        if not word.startswith(rule.strip):
            return None
        word = word[len(rule.strip) :]
    return rule.add + word


def expand_entry(aff: AffixFile, word: str, flags: list[str]) -> set[str]:
    """All stand-alone word forms of one dictionary entry."""
    blocked = aff.blocked_flags()
    flag_set = set(flags)
    if flag_set & blocked:
        return set()
    forms: set[str] = set()
    if not (aff.needaffix and aff.needaffix in flag_set):
        forms.add(word)
    # (form, may still take a cross-product prefix)
    suffixed: list[str] = []
    for flag in flags:
        cls = aff.suffixes.get(flag)
        if cls is None:
            continue
        for rule in cls.rules:
            form = _apply_suffix(word, rule)
            if form is None:
                continue
            usable = not (rule.continuation & blocked) and not (aff.needaffix in rule.continuation if aff.needaffix else False)
            if usable:
                forms.add(form)
                if cls.cross_product:
                    suffixed.append(form)
            # Two-level suffixes: the rule's continuation flags name further suffixes.
            for flag2 in rule.continuation:
                cls2 = aff.suffixes.get(flag2)
                if cls2 is None:
                    continue
                for rule2 in cls2.rules:
                    form2 = _apply_suffix(form, rule2)
                    if form2 is not None and not (rule2.continuation & blocked):
                        forms.add(form2)
    for flag in flags:
        cls = aff.prefixes.get(flag)
        if cls is None:
            continue
        for rule in cls.rules:
            if rule.continuation & blocked:
                continue
            form = _apply_prefix(word, rule)
            if form is not None:
                forms.add(form)
            if cls.cross_product:
                for base in suffixed:
                    form = _apply_prefix(base, rule)
                    if form is not None:
                        forms.add(form)
    return forms

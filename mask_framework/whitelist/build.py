"""Regenerate the shipped whitelist resources from the shipped sources.

    python -m mask_framework.whitelist.build [--language nl|en|all]

Per language it reads ``<lang>/<dict>.aff|.dic`` (Hunspell), the curated medical
list and, for Dutch, the DEDUCE lists under ``deduce/``, and writes:

* ``words.txt.gz``  -- every stand-alone form of every dictionary entry that is
  not a proper name (``PN`` flag or capitalised), as lookup keys;
* ``noname.aff``/``noname.dic`` -- the same dictionary without proper names, for
  the Hunspell compound check (so the spellchecker never vouches for a name);
* ``names.txt.gz`` -- the removed proper names plus the DEDUCE first names and
  surnames: used to mask capitalised dictionary words that are also names;
* ``common.txt.gz`` -- words never treated as names on capitalisation alone;
* ``medical.txt.gz`` -- the clinical whitelist with name conflicts removed, and
  ``medical_name_conflicts.txt`` -- those conflicts plus eponyms, whitelisted only
  in a medical context.
"""
from __future__ import annotations

import argparse
import gzip
import shutil
import sys
from pathlib import Path

from mask_framework.whitelist.affix import expand_entry, parse_aff, parse_dic_line
from mask_framework.whitelist.keys import word_key

RESOURCE_DIR = Path(__file__).resolve().parent.parent / "resources" / "whitelist"
DICTIONARIES = {"nl": "nl", "en": "en_US"}
PROPER_NAME_FLAG = "PN"


def is_proper_name(word: str, flags: list[str]) -> bool:
    return PROPER_NAME_FLAG in flags or word[:1].isupper()


def read_list(path: Path) -> list[str]:
    """Whitespace-separated entries; '#' starts a comment."""
    if not path.is_file():
        return []
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        entries.extend(line.split("#", 1)[0].split())
    return entries


def read_lines(path: Path) -> list[str]:
    """One entry per line (names may contain spaces)."""
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_keys(path: Path, keys: set[str]) -> None:
    # mtime=0 keeps the output byte-identical across rebuilds.
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle:
        handle.write("\n".join(sorted(keys)).encode("utf-8"))


def expand_dictionary(lang_dir: Path, stem: str) -> tuple[set[str], set[str], list[str]]:
    """(word-form keys, proper-name keys, .dic lines without proper names)."""
    aff = parse_aff(lang_dir / f"{stem}.aff")
    words: set[str] = set()
    names: set[str] = set()
    kept_lines: list[str] = []
    with (lang_dir / f"{stem}.dic").open(encoding="utf-8") as handle:
        handle.readline()  # the entry count
        lines = handle.read().splitlines()
    for line in lines:
        parsed = parse_dic_line(aff, line)
        if parsed is None:
            continue
        word, flags = parsed
        if is_proper_name(word, flags):
            # All-caps entries are acronyms (ADHD, KPN): dropped, but no name.
            if not word.isupper():
                names.add(word_key(word))
            continue
        kept_lines.append(line)
        for form in expand_entry(aff, word, flags):
            if form and not form.endswith("-"):
                words.add(word_key(form))
    return words, names, kept_lines


def deduce_names(deduce_dir: Path) -> set[str]:
    names: set[str] = set()
    for kind in ("first_names", "surnames"):
        exceptions = set(read_lines(deduce_dir / f"{kind}_exceptions.txt"))
        names |= {word_key(n) for n in read_lines(deduce_dir / f"{kind}.txt") if n not in exceptions}
    # "van der Sluis" -> the surname proper; interfixes are handled by rules.
    for item in read_lines(deduce_dir / "interfix_surnames.txt"):
        names.add(word_key(item.split()[-1]))
    return {n for n in names if " " not in n}


def deduce_eponyms(deduce_dir: Path) -> set[str]:
    eponyms = set()
    for item in read_lines(deduce_dir / "eponymous_single.txt"):
        name = item.rsplit(" ", 1)[0] if item.endswith(" ziekte") else item
        eponyms.update(word_key(part) for part in name.replace("-", " ").split() if part[:1].isupper())
    return eponyms


def build_language(lang: str, out=sys.stdout) -> dict[str, int]:
    lang_dir = RESOURCE_DIR / lang
    stem = DICTIONARIES[lang]
    words, names, kept_lines = expand_dictionary(lang_dir, stem)
    shutil.copyfile(lang_dir / f"{stem}.aff", lang_dir / "noname.aff")
    (lang_dir / "noname.dic").write_text(f"{len(kept_lines)}\n" + "\n".join(kept_lines) + "\n", encoding="utf-8")

    deduce_dir = RESOURCE_DIR / "deduce"
    medical = {word_key(e) for e in read_list(RESOURCE_DIR / "curated" / f"medical_{lang}.txt")}
    common: set[str] = set()
    eponyms: set[str] = set()
    if lang == "nl":
        names |= deduce_names(deduce_dir)
        medical |= {word_key(e) for e in read_lines(deduce_dir / "medical_terms.txt") if " " not in e}
        common_exceptions = set(read_lines(deduce_dir / "common_words_exceptions.txt"))
        common = {word_key(e) for e in read_lines(deduce_dir / "common_words.txt") if e not in common_exceptions}
        common |= {word_key(e) for e in read_lines(deduce_dir / "stop_words.txt")}
        eponyms = deduce_eponyms(deduce_dir)
    # A clinical entry that is also a name would leak that name everywhere:
    # keep it only as a flagged term, whitelisted in a medical context.
    conflicts = {m for m in medical if m in names and m not in words and m not in common}
    medical -= conflicts
    flagged = conflicts | (eponyms - words)

    write_keys(lang_dir / "words.txt.gz", words)
    write_keys(lang_dir / "names.txt.gz", names)
    write_keys(lang_dir / "common.txt.gz", common)
    write_keys(lang_dir / "medical.txt.gz", medical)
    header = (
        "# Clinical entries that are also names (and eponyms): whitelisted only in a\n"
        "# medical context. Generated by python -m mask_framework.whitelist.build.\n"
    )
    (lang_dir / "medical_name_conflicts.txt").write_text(header + "\n".join(sorted(flagged)) + "\n", encoding="utf-8")
    counts = {"words": len(words), "names": len(names), "common": len(common), "medical": len(medical), "flagged": len(flagged)}
    print(f"{lang}: " + ", ".join(f"{k}={v}" for k, v in counts.items()), file=out)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mask_framework.whitelist.build", description=__doc__.splitlines()[0])
    parser.add_argument("--language", choices=[*DICTIONARIES, "all"], default="all")
    args = parser.parse_args(argv)
    for lang in DICTIONARIES if args.language == "all" else [args.language]:
        build_language(lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

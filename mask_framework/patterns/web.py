"""E-mail addresses (EMAIL) and URLs, bare domains and IP addresses (URL).

A bare domain needs a known top-level domain, so abbreviations such as 'i.v.m.' or
'e.coli' are not domains. The domain inside an e-mail address is not reported
again as a URL.
"""
from __future__ import annotations

import re

from mask_framework.patterns.spec import PatternSpec
from mask_framework.patterns.validators import ipv4_valid

#: TLDs of a hospital's intranet hosts ('spoedbord.azleiedal.local', 'pacs.harrishealth.local'), which count only
#: with a host and a domain before them: 'GA.local' is an anaesthetic
_INTRANET_TLDS = ("local", "lan", "internal", "intranet", "corp")
#: generic, infrastructure and the country codes of the regions MASK serves (longest first in the regex)
TOP_LEVEL_DOMAINS = (
    "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "io", "ai", "app", "dev", "eu", "health",
    "nl", "be", "de", "fr", "uk", "lu", "ch", "at", "es", "it", "pt", "dk", "se", "no", "fi", "ie", "pl", "cz",
    "us", "ca", "au", "nz", "tr", "ma", "sr", "cw", "aw", "co", "me", "tv", "online", "nu", "care", "clinic",
    "amsterdam", "frl", "brussels", "vlaanderen", "gent",
    *_INTRANET_TLDS,
)
_TLD = "|".join(sorted(TOP_LEVEL_DOMAINS, key=len, reverse=True))
_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_PATH = r"(?:[/?#][^\s<>\"'()\[\]{}]*[^\s<>\"'()\[\]{}.,;:!?])?"


#: TLDs that are also Dutch/English words ('mevr.de Vries', 'nu', 'it'): only accepted at a phrase end or with a path
_WORD_TLDS = {"de", "nu", "me", "it", "at", "no", "es", "co", "in"}
#: titles and abbreviations that precede a word without a space in hurried notes ('dhr.de', 'zgn.nl')
_ABBREVIATIONS = {"dhr", "mevr", "mw", "dr", "drs", "prof", "mr", "ir", "ing", "ds", "st", "mej", "mrs", "ms", "zgn", "evt"}
_WORD_AFTER = re.compile(r"\s+\w")


def domain_valid(match: re.Match) -> bool:
    domain = match.group(0)
    labels = domain.split("/")[0].split(".")
    if len(labels[0]) < 2 or not any(char.isalpha() for char in labels[0]) or labels[0].lower() in _ABBREVIATIONS:
        return False
    if labels[-1].lower() in _WORD_TLDS and "/" not in domain and _WORD_AFTER.match(match.string, match.end()):
        return False
    return labels[-1].lower() not in _INTRANET_TLDS or len(labels) >= 3


def ip_valid(match: re.Match) -> bool:
    return ipv4_valid(match.group(0))


PATTERNS = (
    PatternSpec(
        name="email",
        entity="EMAIL",
        regex=rf"(?<![\w.+-])[\w.+-]*\w@(?:{_LABEL}\.)+[a-z]{{2,24}}(?![\w-])",
        priority=90,
    ),
    PatternSpec(
        name="url_with_scheme",
        entity="URL",
        regex=rf"\b(?:https?|ftp)://[^\s<>\"'()\[\]{{}}]+[^\s<>\"'()\[\]{{}}.,;:!?]",
        priority=85,
    ),
    PatternSpec(
        name="url_www",
        entity="URL",
        regex=rf"(?<![\w@./-])www\.(?:{_LABEL}\.)+[a-z]{{2,24}}(?![\w-]){_PATH}",
        priority=85,
    ),
    PatternSpec(
        name="domain",
        entity="URL",
        regex=rf"(?<![\w@./-])(?:{_LABEL}\.)+(?:{_TLD})(?![\w-]|\.\w){_PATH}",
        validator=domain_valid,
        priority=80,
    ),
    PatternSpec(
        name="ipv4",
        entity="URL",
        regex=r"(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w]|\.\d)",
        validator=ip_valid,
        priority=80,
    ),
    PatternSpec(
        name="ipv6",
        entity="URL",
        regex=r"(?<![\w:])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])|(?<![\w:])(?:[0-9a-f]{1,4}:){1,6}:[0-9a-f]{1,4}(?![\w:])",
        validator=lambda match: any(char.isdigit() for char in match.group(0)) and match.group(0).count(":") >= 3,
        priority=80,
    ),
)

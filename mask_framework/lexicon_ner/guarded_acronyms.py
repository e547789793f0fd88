"""Organisations whose acronym is also a clinical abbreviation, found only where the words around
them name the body: 'ACC claim 10047832915' (New Zealand's Accident Compensation Corporation, not an
accession number or adenoid cystic carcinoma), 'attends AA in Ely' (Alcoholics Anonymous, not
'amino acid').

Each entry is declarative: the acronym as written, and what may stand right before or right after
it. Either context suffices. The acronyms stay out of ``*_organisation_abbr`` because there they
would be found everywhere.
"""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class GuardedAcronym:
    acronym: str
    before: str = ""  # a regex that must end right before the acronym (with the gap)
    after: str = ""  # a regex that must start right after it


_SERVICE_VERBS = r"(?i:via|by|to|with|from|referred|referral|lodged\s+with|notified|informed|contacted|through)"

GUARDED_ACRONYMS = (
    # New Zealand: 'ACC claim', 'ACC45 lodged', '(ACC funded)', 'referred ACC Concussion Service';
    # 'ACC# 24R-0318877' and 'ACC 24-MHW-55190' are accession numbers
    GuardedAcronym("ACC", before=_SERVICE_VERBS + r"[ \t]+",
                   after=r"[ \t]*(?:claim|cover|case[ \t]?manager|funded|weekly|compensation|Concussion|concussion"
                         r"|medical[ \t]+cert|first-week|review|form|-[ \t]|:[ \t])"),
    # Alcoholics Anonymous: 'attends AA in Mallow', 'info on AA', 'AA groep Wondelgem', 'AA Vlaanderen'
    GuardedAcronym("AA", before=r"(?i:attends|attending|attended|info[ \t]+on|info|goes[ \t]+to|naar[ \t]+een|bij[ \t]+de)[ \t]+",
                   after=r"[ \t]*(?:(?i:meetings?|sponsor|groep|Vlaanderen|Nederland)\b)"),
    # South Africa's Road Accident Fund: 'RAF claim', 'RAF form RAF1'
    GuardedAcronym("RAF", after=r"[ \t]+(?:claim|form)\b"),
    # Divers Alert Network, a divers' insurer and hotline: 'DAN Europe', 'discussed with DAN medical line',
    # 'DAN-verzekering' (not a name in capitals: 'DAN SMITH')
    GuardedAcronym("DAN", before=_SERVICE_VERBS + r"[ \t]+|(?i:call|contact)[ \t]+",  # the verbs hold 'with', 'to'
                   after=r"[ \t]*(?:Europe|AP\b|(?i:medical[ \t]+line|hotline|member|insurance|policy|case|dossier|"
                         r"lid|polis|GOP)|-(?:hotline|verzekering|insurance|lid))"),
    # Settlement Services International, Supplemental Security Income: 'SSI case worker', 'SSI benefits'
    GuardedAcronym("SSI", after=r"[ \t]+(?:case[ \t]?worker|benefits?|payments?|application)\b"),
)


# a hyphen and a lower-case word may follow ('DAN-hotline'); a hyphen and a capital or digit make a code
_PATTERNS = tuple((re.compile(rf"(?<![\w#/-]){re.escape(entry.acronym)}(?![\w#/]|-[A-Z0-9])"),
                   re.compile(rf"(?:{entry.before})$") if entry.before else None,
                   re.compile(entry.after) if entry.after else None) for entry in GUARDED_ACRONYMS)


def guarded_acronyms(text: str) -> list[tuple[str, int, int]]:
    """The listed acronyms of ``text`` whose context names the organisation."""
    found = []
    for pattern, before, after in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            named_before = before is not None and before.search(text, max(0, start - 40), start) is not None
            named_after = after is not None and after.match(text, end) is not None
            if named_before or named_after:
                found.append(("ORGANIZATION", start, end))
    return found

"""Role and rank abbreviations, and record labels, that stand beside a name without being part of it.

They are one list for every rule that must not read them as initials or as a name: the lexicon's initials
(``names.py``), the clean-up of model spans (``span_cleanup.py``), the context rules and the signed-by columns of
bar tables (``initials_columns.py``). A module of their own keeps those importers free of each other.
"""
from __future__ import annotations

#: role and rank abbreviations written in capitals before a name ('SN Jennifer Ocampo', 'PHN Mary Walsh', 'PC John
#: Smith', 'INP Bart Janssens'): the shape of two or three initials ('JC Schoutelaan'), but no part of the name (dev
#: notes: 333 name spans opened with such capitals, none gold). Not the capitals that are also surnames ('DO', 'TA')
#: or a signing nurse's initials as often as a role ('MW')
ROLES_BEFORE = frozenset({
    "RN", "SN", "EN", "RGN", "HCA", "CA", "SW", "MSW", "SSW", "PHN", "CNS", "DSN", "CNM", "CPN", "ANP", "NP", "OT", "PT",
    "SLT", "PA", "DN", "HV", "RM", "BHW", "CHW", "RAN", "PCP", "ACP", "EMT", "LPN", "CNA", "RD", "SHO", "SPR",
    "ODP", "NIC", "NUM", "DNE", "PC", "DC", "DS", "PS", "PO", "CO",
    "INP", "HINP", "EVV", "POH", "VPK"})
#: Dutch only: 'HA Pieters' is the GP; in English 'HA' may be a Vietnamese surname
ROLES_BEFORE_NL = frozenset({"HA"})
#: role abbreviations written after a name ('Bianca RN'); matched case-sensitively
ROLES_AFTER = frozenset({"RN", "LPN", "NP", "CNA", "PA-C", "MD", "LICSW", "LCSW", "PMHNP-BC", "PMHNP", "DO", "PhD",
                         "vpk", "VPK", "MSW", "CNM", "DNP", "FNP", "LPC", "LMFT", "PsyD", "DPT", "OT", "PT",
                         "MBBS", "FRCP", "MRCP", "RD", "PharmD", "CRNA"})
#: labels of a patient's record written after the name on its line, in this case ('Raewyn Harper URN 1983320',
#: 'Priya Kelly   UR: 4478123', 'Mrs Kirsty Haigh Tel 0113 ...'): a model or a listed surname ('Ur') had taken
#: the label into the name (dev notes: 15 such name spans, the label never gold)
RECORD_LABELS_AFTER = frozenset({"UR", "URN", "MRN", "DOB", "NHS", "NHI", "CHI", "BSN", "PID", "ID", "Tel", "Ph", "Mob",
                                 "Fax"})

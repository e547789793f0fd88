"""Names their surroundings give away: a clinician's signature, initials and a surname before a credential
('G. Wellington, MD, FRCSC', 'F. Hope EN', 'R. Tan  OT'), and a maiden name after 'née' ('Lisa Hargreaves (née
Parkinson)', 'Mrs Nkosi (née van Wyk)').

The name models and lists miss such a surname when it is also a place or a word ('Wellington', 'Hope', 'Towers');
the credential after it says it is a person. Initials are required: a bare word before a credential is a role
far more often ('Family MD', 'Charge RN', 'Triage RN'; 1,077 such characters in the English dev notes, none
gold). English only: Dutch notes sign with a role word ('J. Peeters, verpleegkundige'), which the lists read.
'née' says the same of a surname that is a disease or a place; Dutch 'geb.' and 'geboren' also open a birth date or
place, so they are not read here.
"""
from __future__ import annotations

from mask_framework.credentials import CREDENTIALS
from mask_framework.patterns.spec import PatternSpec, word_alternation

#: one to three initials, then a capitalised surname, double-barrelled or Irish or Scottish ('K. Osei-Bonsu',
#: "J.P. O'Neill", 'A. McLeod')
_SURNAME = r"(?:O['’]|Ma?c)?[A-Z][a-z]+"
_INITIALS_AND_SURNAME = rf"(?:[A-Z]\.[ \t]?){{1,3}}{_SURNAME}(?:-{_SURNAME})?"
#: the credential after it, behind a comma, spaces or a bracket, and no longer word ('MD', not 'MDT')
_CREDENTIAL_AFTER = rf"(?=,?[ \t]+\(?(?:{word_alternation(CREDENTIALS)})(?![\w-]))"

#: a surname's particles in either language ('van Wyk', 'de la Cruz', 'van der Berg')
_PARTICLES = r"(?:(?:van|von|de|der|den|la|le|du|da|di|ter|ten|Van|De|Du|Da|Di)[ \t]+){0,2}"

PATTERNS: tuple[PatternSpec, ...] = (
    PatternSpec("name_signed_with_credential", "NAME", rf"(?<![\w.]){_INITIALS_AND_SURNAME}{_CREDENTIAL_AFTER}",
                languages=("en",), flags=0),
    # 'née' in either language, its accent composed or combining; 'nee' in English only (in Dutch it is 'no':
    # 'Hoest? nee  Nachtzweten? ja')
    PatternSpec("maiden_name_after_nee", "NAME",
                rf"(?<!\w)n(?:é|e\u0301)e[ ](?P<name>{_PARTICLES}{_SURNAME}(?:-{_SURNAME})?)", group="name", flags=0),
    PatternSpec("maiden_name_after_nee_unaccented", "NAME",
                rf"(?<!\w)nee[ ](?P<name>{_PARTICLES}{_SURNAME}(?:-{_SURNAME})?)", languages=("en",), group="name",
                flags=0),
)

"""Which digits may stay, and which character ranges must always go.

Digits are masked by default. A number survives only inside a measurement
pattern: a value with a unit, a dose, a score, a clock time (plus a value right
after a measurement cue, see ``matcher``). Dates, postcodes, e-mail addresses
and URLs are *forced*: masked whatever the word lists say (deperson whitelisted
``12-03-1985`` and kept the ``AB`` of ``1234 AB``).
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

_VALUE = r"\d+(?:[.,]\d+)?"
_RANGE = rf"{_VALUE}(?:\s?(?:-|–|tot|to)\s?{_VALUE}){{0,4}}"

_UNITS = r"""
    (?:l|ml|g|mg|mmol)/24\s?(?:uur|u|h) |
    mmol/l | µmol/l | μmol/l | umol/l | nmol/l | pmol/l | mmol | µmol | μmol | nmol | pmol | meq/l | mosm/kg
  | mg/dl | g/dl | g/l | mg/l | ng/ml | pg/ml | µg/l | μg/l | ug/l | u/l | e/l | ie/l | mu/l | miu/l
  | ml/min(?:/1[.,]73\s?m[2²])? | ml/uur | ml/u | ml/h | ml/kg | mg/kg | mg/dag | mg/d | l/min | /min | x/min
  | mcg | µg | μg | ug | mg | kg/m[2²] | kg | g | ml | cl | dl | l | ie | iu | eh | eenheden | units? | e
  | mmhg | kpa | cmh2o | % | °c | °f | ° | graden | bpm | slagen/min | per\s?min(?:uut)?
  | cm | mm | mm3 | mm³ | m[2²]? | fl | pg
  | tabletten | tablet | tabl\.? | tab\.? | capsules? | caps\.? | pufjes | puffs? | inh\.? | druppels | gtt | ampullen? | zakjes? | sachets?
  | dd | x\s?(?:daags|per\s?dag|per\s?week|/dag|/week|/wk|dgs) | keer\s?(?:per\s?dag|daags|per\s?week)
  | uur | u | min | minuten | minutes? | sec | seconden | seconds? | dagen | dag | days? | weken | week | wk | weeks?
  | maanden | mnd | months? | hours? | hrs? | h
  | x\s?10\^?\d{1,2}\s?/\s?l | mmol/mol | ml/min/1[.,]73\s?m[2²] | µg/kg/min | μg/kg/min | mcg/kg/min | ug/kg/min
  | mm/u | mm/h | mm/uur | cc | lpm | pakjaren | packyears | pack-years | py
"""

# A value (or range, or ratio) followed by a unit: "5 mg", "2-3 dagen", "120/80 mmHg", "37,8 °C".
VALUE_WITH_UNIT = re.compile(
    rf"(?<![\w.,/-]){_RANGE}(?:\s?/\s?{_VALUE})?\s?(?:{_UNITS})(?![^\W_])",
    re.IGNORECASE | re.VERBOSE,
)
# Doses: "2dd1", "3 dd 500 mg", "1-2 x daags", "1x/dag".
DOSE = re.compile(rf"(?<![\w.,/-])\d+\s?(?:dd|x)\s?{_VALUE}(?![^\W_])", re.IGNORECASE)
# Clock times: "14:30", "14.30 uur", "9u30".
CLOCK_TIME = re.compile(r"(?<![\w.,/:-])(?:[01]?\d|2[0-3])(?::[0-5]\d(?!\d)(?:\s?(?:uur|u|h))?|[.u][0-5]\d\s?(?:uur|u|h)(?![^\W_]))", re.IGNORECASE)
# Glasgow coma scale written as E4M6V5.
EMV = re.compile(r"(?<![^\W_])E[1-4]\s?M[1-6]\s?V[1-5T](?![^\W_])")

_MONTHS = (
    r"jan(?:uari|uary)?|feb(?:ruari|ruary)?|maart|march|mrt|mar|apr(?:il)?|mei|may|juni?|june?|juli?|july?"
    r"|aug(?:ustus|ust)?|sep(?:t(?:ember)?)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
FORCED_PATTERNS = (
    # 12-03-1985, 12/3/85, 12.03.1985, 1985-03-12
    re.compile(r"(?<![\w.,/-])\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|['’]?\d{2})(?![\w/-]|[.,]\d)"),
    re.compile(r"(?<![\w.,/-])\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?![\w/-]|[.,]\d)"),
    # 12 maart 1985, 12 mrt., maart 1985
    re.compile(rf"(?<![\w.,/-])\d{{1,2}}\s?(?:{_MONTHS})\.?(?:\s\d{{2,4}})?(?![^\W_])", re.IGNORECASE),
    re.compile(rf"(?<![^\W_])(?:{_MONTHS})\.?\s\d{{4}}(?![^\W_])", re.IGNORECASE),
    # Dutch postcode: 1234 AB, 1234AB
    re.compile(r"(?<![\w.,/-])[1-9]\d{3}\s?[A-Z]{2}(?![^\W_])"),
    # e-mail addresses and URLs
    re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    re.compile(r"(?:https?://|www\.)\S+", re.IGNORECASE),
)
SAFE_PATTERNS = (VALUE_WITH_UNIT, DOSE, CLOCK_TIME, EMV)
# Walking back over sorted ranges stops once ranges start this far before the
# token: no single measurement, date or e-mail address is longer.
_LONGEST_RANGE = 200


def find_ranges(patterns, text: str) -> list[tuple[int, int]]:
    ranges = [match.span() for pattern in patterns for match in pattern.finditer(text)]
    return sorted(ranges)


def covered(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    """Is ``[start, end)`` inside one of the sorted ``ranges``?"""
    # Only ranges starting at or before ``start`` can contain it; ranges are few
    # and short, so walking back from the insertion point stops almost at once.
    i = bisect_right(ranges, (start, float("inf")))
    while i > 0:
        i -= 1
        lo, hi = ranges[i]
        if end <= hi:
            return True
        if start - lo > _LONGEST_RANGE:
            return False
    return False


def overlapping(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    i = bisect_left(ranges, (end, -1))
    while i > 0:
        i -= 1
        lo, hi = ranges[i]
        if hi > start:
            return True
        if start - lo > _LONGEST_RANGE:
            return False
    return False

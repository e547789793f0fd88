"""Written dates in the other languages a note quotes or is written beside: a bilingual letterhead's date
('Dáta / Date: 12 Meán Fómhair 2024', 'Rā / Date: 14 Here-turi-kōkā 2024'), a French discharge summary in a
Dutch or Canadian hospital ('le 28 octobre'), a family's Spanish ('me voy el 15 de diciembre'), a German
attachment ('am 3. März 2024').

Only a day written in digits before the month counts (and a year after it, if any): the month names are words
in other contexts ('mars', 'Mai', 'Samhain', 'Medi'), a day number before them is not.
"""
from __future__ import annotations

from mask_framework.patterns.spec import PatternSpec

#: month names of French, German, Spanish, Portuguese, Italian, Afrikaans, Welsh, Irish and te reo Māori
#: (Turkish, Polish and Romanian for the seasonal workers' and families' documents a Dutch note quotes)
OTHER_MONTHS = (
    # French
    "janvier", "février", "fevrier", "mars", "avril", "mai", "juin", "juillet", "août", "aout", "septembre",
    "octobre", "novembre", "décembre", "decembre",
    # German
    "Januar", "Jänner", "Februar", "März", "Maerz", "Juni", "Juli", "Oktober", "Dezember",
    # Spanish, Portuguese, Italian
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre",
    "noviembre", "diciembre", "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro",
    "dezembro", "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
    # Afrikaans
    "Januarie", "Februarie", "Junie", "Julie", "Desember",
    # Welsh
    "Ionawr", "Chwefror", "Mawrth", "Ebrill", "Mehefin", "Gorffennaf", "Awst", "Medi", "Hydref", "Tachwedd",
    "Rhagfyr",
    # Irish
    "Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair",
    "Deireadh Fómhair", "Samhain", "Nollaig",
    # te reo Māori
    "Kohi-tātea", "Hui-tanguru", "Poutū-te-rangi", "Paenga-whāwhā", "Haratua", "Pipiri", "Hōngongoi",
    "Here-turi-kōkā", "Mahuru", "Whiringa-ā-nuku", "Whiringa-ā-rangi", "Hakihea",
    # Turkish, Polish, Romanian
    "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık",
    "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
    "listopada", "grudnia", "ianuarie", "februarie", "martie", "aprilie", "iunie", "iulie", "august", "septembrie",
    "octombrie", "noiembrie", "decembrie",
)
_MONTH = "|".join(sorted({month for month in OTHER_MONTHS}, key=len, reverse=True))

PATTERNS = (
    # '12 Meán Fómhair 2024', 'le 28 octobre', '15 de diciembre de 2024', 'am 3. März 2024', '17 Hydref'
    PatternSpec("date_written_other_language", "DATE",
                rf"(?<![\w.,/-])(?:[1-9]|[12]\d|3[01])\.?[ \t]+(?:(?i:de)[ \t]+)?(?i:{_MONTH})"
                r"(?:,?[ \t]+(?:(?i:de)[ \t]+)?(?:19|20)\d{2})?(?![\w-])",
                flags=0, priority=70),
)

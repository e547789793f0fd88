"""Replace each value with a realistic surrogate of its kind, the same one everywhere for the same key."""
import re

from masking_plugins.Mask_abstract import Mask_abstract, MaskContext
from mask_framework.masking import dates
from mask_framework.masking.entities import canonical_entity
from mask_framework.masking.formats import (email_surrogate, phone_surrogate, replace_number,
                                            substitute_characters, url_surrogate)
from mask_framework.masking.identifiers import identifier_surrogate
from mask_framework.masking.keyed import keyed_int, normalize_value
from mask_framework.masking.names import NameMapper, split_name
from mask_framework.masking.params import parse_dayfirst
from mask_framework.masking.surrogates import SurrogatePools, copy_case, fallback_token, pick, reveals

_POSTCODE = re.compile(r"[1-9]\d{3}\s?[A-Za-z]{2}")
_STREET = re.compile(r"(?P<street>\D+?)\s+(?P<number>\d+(?:\s?[A-Za-z])?(?:[-/]\d+)?)")
_CARE = re.compile(r"ziekenhuis|hospital|clinic|kliniek|medisch|medical|umc|\bmc\b|zorg|gasthuis|health", re.I)


class Mask_map(Mask_abstract):
    """Replace values with consistent, realistic surrogates (keyed by MASK_KEY); IDs keep their checksum."""

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.dayfirst = parse_dayfirst(self.params.get("dayfirst", "auto"))
        self.pools: SurrogatePools | None = None
        self.names: NameMapper | None = None

    def initialize(self) -> None:
        self.pools = SurrogatePools(self.language)
        self.names = NameMapper(self.pools)

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        if self.pools is None:
            self.initialize()
        key = context.key
        handler = {"NAME": self._name, "DATE": self._date, "AGE": self._age, "PROFESSION": self._profession,
                   "LOCATION": self._location, "ORGANIZATION": self._organization, "PHONE": self._phone,
                   "EMAIL": self._email, "URL": self._url, "ID": self._id}.get(canonical_entity(entity) or "")
        result = handler(key, text_to_mask, context) if handler and text_to_mask.strip() else None
        # a detected value never maps to itself, not even one without letters or digits
        if result is None or reveals(result, text_to_mask) or (result == text_to_mask and text_to_mask.strip()):
            label = re.sub(r"[^A-Z0-9_]", "", entity.upper()) or "VALUE"
            result = fallback_token(key, label, text_to_mask)
        return result

    # -- one method per kind; None means "no realistic surrogate": the caller writes a keyed token
    def _name(self, key: bytes, text: str, context: MaskContext) -> str:
        return self.names.map_name(key, text, self._document_surname(text, context))

    def _document_surname(self, text: str, context: MaskContext) -> str:
        """For ``Jan`` or ``J.`` alone: the surname the same person has elsewhere in this document."""
        parts = split_name(text, self.pools.gender)
        if parts.surname is not None or not (parts.given or parts.initials):
            return ""
        first = parts.tokens[min(parts.given[:1] + parts.initials[:1])].group()
        cache = context.document_state.setdefault("full_names", None)
        if cache is None:
            cache = context.document_state["full_names"] = []
            for span in context.spans:
                if canonical_entity(span.entity) == "NAME":
                    other = split_name(context.text[span.start:span.end], self.pools.gender)
                    if other.surname is not None and (other.given or other.initials):
                        lead = other.tokens[min(other.given[:1] + other.initials[:1])].group()
                        cache.append((normalize_value(lead), other.surname_text()))
        wanted = normalize_value(first)
        for lead, surname in cache:  # the same given name first, then the same initial
            if lead == wanted:
                return surname
        for lead, surname in cache:
            if lead[:1] == wanted[:1] and (len(wanted.rstrip(".")) == 1 or len(lead.rstrip(".")) == 1):
                return surname
        return ""

    def _date(self, key: bytes, text: str, context: MaskContext) -> str | None:
        parsed = dates.parse_date(text, context.language or self.language, self.dayfirst)
        if parsed is None:
            return None
        magnitude = 1 + keyed_int(key, "map-date", normalize_value(text), 364)
        days = magnitude if keyed_int(key, "map-date-sign", normalize_value(text), 2) else -magnitude
        try:
            return dates.render(parsed, *dates.shift(parsed, days))
        except (OverflowError, ValueError):
            return None

    def _age(self, key: bytes, text: str, context: MaskContext) -> str | None:
        def other_age(age: int) -> int:
            low, high = (90, 105) if age > 89 else (max(0, age - 5), age + 5)
            options = [a for a in range(low, high + 1) if a != age and str(age) not in str(a)]
            return options[keyed_int(key, "age", normalize_value(text), len(options))]
        return replace_number(text, other_age)

    def _profession(self, key: bytes, text: str, context: MaskContext) -> str:
        return copy_case(text, pick(key, "profession", text, self.pools.professions, text), capitalize_lower_start=text[:1].isupper())

    def _location(self, key: bytes, text: str, context: MaskContext) -> str:
        if _POSTCODE.fullmatch(text.strip()):
            return substitute_characters(key, "postcode", text, first_digit_nonzero=True)
        street = _STREET.fullmatch(text.strip())
        if street:
            name = pick(key, "street", street.group("street"), self.pools.streets, street.group("street"))
            number = substitute_characters(key, "house-number", street.group("number"), first_digit_nonzero=True)
            return copy_case(street.group("street"), name) + " " + number
        if normalize_value(text) in {normalize_value(s) for s in self.pools.states}:
            return copy_case(text, pick(key, "state", text, self.pools.states, text))
        return copy_case(text, pick(key, "city", text, self.pools.cities, text), capitalize_lower_start=True)

    def _organization(self, key: bytes, text: str, context: MaskContext) -> str:
        pool = self.pools.hospitals if _CARE.search(text) else self.pools.companies
        return copy_case(text, pick(key, "organization", text, pool, text))

    def _phone(self, key: bytes, text: str, context: MaskContext) -> str | None:
        return phone_surrogate(key, text) if any(ch.isdigit() for ch in text) else None

    def _email(self, key: bytes, text: str, context: MaskContext) -> str | None:
        return email_surrogate(key, text, self.pools.words)

    def _url(self, key: bytes, text: str, context: MaskContext) -> str | None:
        return url_surrogate(key, text, self.pools.words)

    def _id(self, key: bytes, text: str, context: MaskContext) -> str | None:
        return identifier_surrogate(key, text) if any(ch.isalnum() for ch in text) else None

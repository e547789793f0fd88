"""Shift every date of one patient by the same keyed offset, written in the date's own format."""
import posixpath

from masking_plugins.Mask_abstract import Mask_abstract, MaskContext
from mask_framework.masking import dates
from mask_framework.masking.entities import canonical_entity
from mask_framework.masking.keyed import keyed_int, normalize_value
from mask_framework.masking.params import parse_dayfirst, parse_int
from mask_framework.masking.surrogates import reveals

PATIENT_KEYS = ("file", "folder", "id")
MAX_SHIFT_DAYS = 36500


def allowed_magnitudes(max_days: int) -> list[int]:
    """1..max_days without whole years (365, 366, 730, ...), which would leave a year-less date unchanged."""
    return [days for days in range(1, max_days + 1) if days % 365 and days % 366]


def patient_offset(key: bytes, patient: str, max_days: int) -> int:
    """The keyed shift in days for ``patient``: never 0, at most ``max_days`` either way."""
    magnitudes = allowed_magnitudes(max_days)
    index = keyed_int(key, "date-shift", patient, 2 * len(magnitudes))
    return magnitudes[index // 2] * (1 if index % 2 else -1)


class Mask_date_shift(Mask_abstract):
    """Shift dates by a per-patient keyed offset (intervals survive); unreadable dates are redacted."""

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.patient_key = self.params.get("patient_key", "file")
        if self.patient_key not in PATIENT_KEYS:
            raise ValueError(f"parameter 'patient_key' must be one of {', '.join(PATIENT_KEYS)}")
        self.max_days = parse_int(self.params, "max_days", 365, 2, MAX_SHIFT_DAYS)
        self.dayfirst = parse_dayfirst(self.params.get("dayfirst", "auto"))
        self.token = self.params.get("token", "DATE")
        if not self.token:
            raise ValueError("parameter 'token' must not be empty")

    def patient(self, context: MaskContext) -> str:
        """Who the document is about: its file, its folder, or the first ID in it (else its file)."""
        document = context.document_id.replace("\\", "/")
        if self.patient_key == "folder":
            return "folder:" + posixpath.dirname(document)
        if self.patient_key == "id":
            for span in context.spans:
                if canonical_entity(span.entity) == "ID":
                    value = "".join(ch for ch in context.text[span.start:span.end] if ch.isalnum())
                    if value:
                        return "id:" + normalize_value(value)
        return "file:" + document

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        offset = context.document_state.get("offset")
        if offset is None:
            offset = context.document_state["offset"] = patient_offset(context.key, self.patient(context), self.max_days)
        parsed = dates.parse_date(text_to_mask, context.language or self.language, self.dayfirst)
        result = None
        if parsed is not None:
            try:
                result = dates.render(parsed, *dates.shift(parsed, offset))
            except (OverflowError, ValueError):
                result = None  # shifted out of years 1..9999
        if result is None or reveals(result, text_to_mask):
            result = self.token if not reveals(self.token, text_to_mask) else "***"
        return result

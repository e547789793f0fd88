"""MASK's simple date masking: every date becomes ``DATE``."""
from masking_plugins.Mask_abstract import Mask_abstract, MaskContext
from mask_framework.masking.surrogates import reveals


class Mask_date_simple(Mask_abstract):
    """Replace a date with the word DATE (MASK's behaviour)."""

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        # A span reading "date" itself would come out unchanged; write a neutral token instead.
        return "DATE" if not reveals("DATE", text_to_mask) else "***"

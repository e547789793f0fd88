"""Replace a span with a fixed token (MASK's ``XXX`` by default)."""
from masking_plugins.Mask_abstract import Mask_abstract, MaskContext


class Mask_redact(Mask_abstract):
    """Redact a span with a fixed token (default MASK's XXX)."""

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.token = self.params.get("token", "XXX")

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        return self.token

"""Redact a span: a fixed token (MASK's ``XXX``), ``[ENTITY]``, numbered ``[NAME-1]`` tags, or a fill character."""
from masking_plugins.Mask_abstract import Mask_abstract, MaskContext
from mask_framework.masking.entities import canonical_entity
from mask_framework.masking.mentions import MentionNumbering
from mask_framework.masking.surrogates import reveals

STYLES = ("token", "entity", "numbered", "fill")
SAFE_TOKEN = "***"  # used when the configured token happens to contain the value itself


class Mask_redact(Mask_abstract):
    """Redact a span with a fixed token (default MASK's XXX), its entity, a numbered tag or a fill character."""

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.style = self.params.get("style", "token")
        if self.style not in STYLES:
            raise ValueError(f"parameter 'style' must be one of {', '.join(STYLES)}")
        self.token = self.params.get("token", "XXX")
        if not self.token:
            raise ValueError("parameter 'token' must not be empty")
        self.fill_char = self.params.get("fill_char", "X")
        if len(self.fill_char) != 1:
            raise ValueError("parameter 'fill_char' must be exactly one character")
        self.numbering: MentionNumbering | None = None

    def initialize(self) -> None:
        if self.style == "numbered":
            self.numbering = MentionNumbering(self.language)

    def mask(self, text_to_mask: str, entity: str, context: MaskContext) -> str:
        if self.style == "fill":
            filled = self.fill_char * len(text_to_mask)
            return filled if not reveals(filled, text_to_mask) else "*" * len(text_to_mask)
        if self.style == "token":
            replacement = self.token
        elif self.style == "entity":
            replacement = f"[{entity}]"
        else:
            if self.numbering is None:
                self.initialize()
            people = context.document_state.setdefault("mentions", {})
            kind = canonical_entity(entity)
            number = self.numbering.number(people.setdefault(entity, []), text_to_mask, is_name=kind == "NAME")
            replacement = f"[{entity}-{number}]"
        return replacement if not reveals(replacement, text_to_mask) else SAFE_TOKEN

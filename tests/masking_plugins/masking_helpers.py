"""Build MaskContexts for masking-plugin tests (imported by the test files next to it)."""
from mask_framework.spans import Span
from masking_plugins.Mask_abstract import MaskContext

KEY = b"0123456789abcdef0123456789abcdef"
OTHER_KEY = b"fedcba9876543210fedcba9876543210"


def mask_document(plugin, text, spans, document_id="doc.txt", key=KEY, language=None, records=None):
    """Mask each ``(start, end, entity)`` span of ``text`` in order, as the pipeline does; return replacements."""
    span_objects = tuple(Span(s, e, ent) for s, e, ent in spans)
    state, out = {}, []
    records = [] if records is None else records
    for span in span_objects:
        context = MaskContext(text=text, start=span.start, end=span.end, entity=span.entity, document_id=document_id,
                              language=language or plugin.language, key=key, spans=span_objects,
                              document_state=state, records=records)
        out.append(plugin.mask(text[span.start:span.end], span.entity, context))
    return out


def mask_one(plugin, value, entity, **kwargs):
    return mask_document(plugin, value, [(0, len(value), entity)], **kwargs)[0]


def spans_of(text, entity, *values):
    """``(start, end, entity)`` for the first occurrence of each value (searching on after the previous one)."""
    spans, cursor = [], 0
    for value in values:
        start = text.index(value, cursor)
        spans.append((start, start + len(value), entity))
        cursor = start + len(value)
    return spans

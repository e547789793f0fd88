"""MASK: de-identification of clinical free text with pluggable NER and masking.

Nothing heavy is imported here: models load in plugins' ``initialize()``.
"""
__version__ = "0.1.0"


def __getattr__(name):  # lazy, so `import mask_framework` stays cheap
    if name == "Pipeline":
        from mask_framework.pipeline import Pipeline

        return Pipeline
    raise AttributeError(name)

"""Synthetic clinical notes with gold brat annotations (``mask generate``).

Notes are composed from templates (admission notes, discharge and referral letters,
nursing notes, lab summaries) filled with Faker and lexicon surrogates plus PII-free
clinical content, deterministically for a given seed.
"""
from mask_framework.generate.corpus import brat_lines, generate_corpus

__all__ = ["brat_lines", "generate_corpus"]

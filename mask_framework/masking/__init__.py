"""Helpers shared by the masking plugins: keyed hashing, checksums, dates, hierarchies, surrogate pools.

Nothing here loads data at import time; pools are built by the plugins' ``initialize()``.
"""

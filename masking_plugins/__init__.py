"""Masking plugins: one file per plugin, ``Mask_<name>.py`` holding class ``Mask_<name>``."""

"""Where the pseudonymization key comes from: the environment or a key file.

Never from the XML configuration, and never printed: callers get the key bytes
and a description of its source ("MASK_KEY", "key file", "random").
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path

from mask_framework.errors import ConfigError

KEY_ENV = "MASK_KEY"
MIN_KEY_BYTES = 16


def resolve_key(key_file: str | Path | None = None, env: dict | None = None) -> tuple[bytes, str]:
    """Return ``(key, source)``. A key file beats ``MASK_KEY``; with neither, a fresh random key."""
    env = os.environ if env is None else env
    if key_file is not None:
        path = Path(key_file)
        try:
            key = path.read_bytes().strip()
        except OSError as exc:
            raise ConfigError(f"cannot read the key file ({exc.strerror})", path) from None
        source = "key file"
    elif env.get(KEY_ENV):
        key, source = env[KEY_ENV].encode("utf-8"), KEY_ENV
    else:
        return secrets.token_bytes(32), "random"
    if len(key) < MIN_KEY_BYTES:
        raise ConfigError(f"the key from {source} is shorter than {MIN_KEY_BYTES} bytes; use a long random key",
                          path if key_file is not None else None)
    return key, source

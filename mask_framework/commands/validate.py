"""``mask validate``: check a configuration without reading any data."""
from __future__ import annotations

import sys
from pathlib import Path

from mask_framework.config import check_input_folder, load_config
from mask_framework.errors import MaskError
from mask_framework.pipeline import check_config, plugin_dirs_for
from mask_framework.plugins import PluginRegistry


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "validate", help="check a configuration without running it",
        description="Parse the XML configuration, validate it against the schema, and check that every plugin "
                    "exists and accepts its parameters and that the input folder exists. Loads no model, reads no data.")
    parser.add_argument("config", nargs="?", default="configuration.cnf")
    parser.add_argument("--plugins-dir", type=Path, action="append", default=[],
                        help="another folder of drop-in plugins (repeatable)")
    parser.set_defaults(func=validate_command)


def validate_command(args) -> int:
    try:
        config = load_config(args.config)
        check_config(config, PluginRegistry(plugin_dirs_for(config, args.plugins_dir)))
        check_input_folder(config)
    except MaskError as exc:
        print(f"mask: {exc}", file=sys.stderr)
        return 2
    entities = ", ".join(f"{e.name} ({'+'.join(a.name for a in e.algorithms)} -> "
                         f"{e.masking.name if e.masking else 'Nothing'})" for e in config.entities)
    print(f"{config.path}: OK: {entities}")
    return 0

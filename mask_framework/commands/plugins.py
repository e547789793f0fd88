"""``mask plugins``: list every plugin with its source and description."""
from __future__ import annotations

from pathlib import Path

from mask_framework.errors import MaskError
from mask_framework.plugins import PluginRegistry


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "plugins", help="list NER and masking plugins",
        description="List every NER and masking plugin MASK can use here: built-ins, installed packages "
                    "(entry-point group 'mask_framework') and drop-in folders, with source and description.")
    parser.add_argument("--plugins-dir", type=Path, action="append", default=[],
                        help="also list the drop-in plugins of this folder (repeatable)")
    parser.set_defaults(func=plugins_command)


def plugins_command(args) -> int:
    try:
        registry = PluginRegistry(args.plugins_dir)
    except MaskError as exc:
        import sys

        print(f"mask: {exc}", file=sys.stderr)
        return 2
    for kind, title in (("ner", "NER plugins"), ("masking", "Masking plugins")):
        print(f"{title}:")
        for name in registry.names(kind):
            info = registry.plugins[kind][name]
            print(f"  {name:<24} {info.describe()}")
            print(f"  {'':<24} from {info.source}")
    return 0

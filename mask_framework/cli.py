"""The ``mask`` command line.

Each subcommand lives in its own module, which exposes ``register(subparsers)``:
it adds its parser and sets ``func`` (called with the parsed args, returning an
exit code). Exit codes: 0 success, 1 some input failed, 2 usage or configuration
error.
"""
from __future__ import annotations

import argparse
import importlib
import signal
import sys

SUBCOMMAND_MODULES = [
    "mask_framework.commands.run",
    "mask_framework.commands.validate",
    "mask_framework.commands.plugins",
    "mask_framework.generate.command",
    "mask_framework.training.command",
    "mask_framework.evaluation.cli",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mask",
        description=(
            "De-identify clinical free text. A configuration (XML, see configuration.cnf) "
            "names, per PII entity, the NER plugins that find it and the masking plugin "
            "that replaces it."
        ),
        epilog="Run 'mask COMMAND --help' for a command's options.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in SUBCOMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    if argv is None and hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `mask plugins | head` ends quietly, as Unix tools do
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())

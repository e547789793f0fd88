"""``mask generate``: write synthetic clinical notes with gold brat annotations."""
from __future__ import annotations

import sys
from pathlib import Path


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "generate", help="write synthetic clinical notes with gold .ann files",
        description="Write N synthetic clinical notes (note_00001.txt) with gold brat annotations "
                    "(note_00001.ann, canonical entities) for training, benchmarks and testing a configuration. "
                    "The same --seed gives identical files.")
    parser.add_argument("--lang", choices=("en", "nl"), required=True, help="language of the notes")
    parser.add_argument("--n", type=int, required=True, help="number of notes")
    parser.add_argument("--out", type=Path, required=True, help="output folder (created if missing)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.set_defaults(func=generate_command)


def generate_command(args) -> int:
    from mask_framework.generate.corpus import generate_corpus

    if args.n < 0:
        print("mask generate: --n must not be negative", file=sys.stderr)
        return 2
    try:
        written = generate_corpus(args.lang, args.n, args.out, args.seed)
    except OSError as error:
        print(f"mask generate: cannot write to {args.out}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"wrote {len(written)} notes with .ann files to {args.out}")
    return 0

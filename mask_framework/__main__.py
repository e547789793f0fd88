"""`python -m mask_framework` is the `mask` command."""
import sys

from mask_framework.cli import main

sys.exit(main())

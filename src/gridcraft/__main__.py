"""``python -m gridcraft`` runs the command line."""

from gridcraft.cli import main

raise SystemExit(main())

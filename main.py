"""Gemtable entry point for running from source: ``python main.py [options]``."""

from game.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())

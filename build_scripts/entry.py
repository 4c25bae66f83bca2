"""PyInstaller entry point: the same CLI as ``python main.py``."""

from game.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())

"""Command line: start the app, or run a headless mode (content check, smoke test)."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from pathlib import Path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gemtable", description="Gemtable: five tabletop games.")
    parser.add_argument(
        "--check-content",
        action="store_true",
        help="validate all content and exit (0 ok, 2 errors)",
    )
    parser.add_argument(
        "--content-root", type=Path, default=None, help="read content from this folder"
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="headless self-test: load content, play one AI game of each game",
    )
    parser.add_argument("--game", default=None, help="game id to open directly")
    parser.add_argument("--seats", default=None, help="comma list of seats, e.g. human,ai:hard")
    parser.add_argument("--seed", type=int, default=None, help="seed for a new game")
    parser.add_argument(
        "--screenshot", type=Path, default=None, help="render a scene to this PNG and exit"
    )
    parser.add_argument("--scene", default="title", help="scene for --screenshot")
    parser.add_argument(
        "--replay", type=Path, default=None, help="watch a finished game (a replay or save file)"
    )
    parser.add_argument("--moves", type=int, default=0, help="AI moves to play before --screenshot")
    parser.add_argument(
        "--windowed", action="store_true", help="start in a window even if fullscreen is set"
    )
    return parser


def check_content(content_root: Path | None, game_id: str | None = None) -> int:
    from game.core.content import check_all_content
    from game.core.registry import available_ids

    ids = [game_id] if game_id else None
    try:
        errors = check_all_content(content_root, ids)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    if errors:
        for error in errors:
            print(error, file=sys.stderr)
        print(f"{len(errors)} content error(s)", file=sys.stderr)
        return 2
    print(f"content ok: {', '.join(ids or available_ids()) or 'no games registered'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    # A frozen build whose AI worker is spawned (Windows, macOS) starts this same program
    # for the worker: this turns that start into the worker instead of a second window.
    multiprocessing.freeze_support()
    args = build_parser().parse_args(argv)
    if args.check_content:
        return check_content(args.content_root, args.game)
    if args.smoke:
        from game.smoke import run_smoke

        return run_smoke(args.content_root)
    if args.replay is not None and args.scene == "title":
        args.scene = "replay"
    from game.ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    raise SystemExit(main())

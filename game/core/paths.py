"""Where files live: bundled resources (source tree or frozen build) and per-user dirs."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import cast

APP_NAME = "Gemtable"


def resource_root() -> Path:
    """The folder holding ``content/`` and ``art/``: the PyInstaller bundle when frozen,
    else the source checkout (or an installed copy pointed to by GEMTABLE_RESOURCES)."""
    override = os.environ.get("GEMTABLE_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def content_root() -> Path:
    return resource_path("content")


def art_root() -> Path:
    return resource_path("art")


def _user_dir(kind: str) -> Path:
    """Per-user directories; GEMTABLE_HOME redirects all of them (tests, portable use)."""
    home = os.environ.get("GEMTABLE_HOME")
    if home:
        path = Path(home) / kind
    else:
        import platformdirs

        # The three getters' signatures differ, so mypy joins them to a bare "function".
        getter = cast(
            "Callable[..., str]",
            {
                "data": platformdirs.user_data_dir,
                "config": platformdirs.user_config_dir,
                "logs": platformdirs.user_log_dir,
            }[kind],
        )
        path = Path(getter(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    return _user_dir("data")


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def log_dir() -> Path:
    return _user_dir("logs")

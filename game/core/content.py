"""Loading a game's content folder: strict YAML, typed schemas, cross-checks, a hash.

An engine describes its content with a :class:`ContentSpec` (which YAML files, the
dataclass each one's document must match, its vocabulary and its cross-checks);
:func:`load_content` returns a :class:`ContentBundle` or raises
:class:`~game.core.errors.ContentErrors` listing every problem found.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.core.errors import ContentError, ContentErrors
from game.core.schema import INVALID, LoadContext, Position, load_value
from game.core.vocabulary import Vocabulary

try:  # libyaml's safe loader: fast, and never constructs arbitrary Python objects.
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML wheels ship libyaml on all our platforms
    _Loader = yaml.SafeLoader


class Reporter:
    """Handed to cross-checks: reports a problem at an entity's file and line."""

    def __init__(self, bundle: ContentBundle, errors: list[ContentError]):
        self._bundle = bundle
        self._errors = errors

    def error(self, obj: Any, path: str, message: str, *, file: str | None = None) -> None:
        pos = self._bundle.where(obj)
        if pos is None:
            self._errors.append(ContentError(file or self._bundle.root_label, None, path, message))
        else:
            full = pos.path if not path else (f"{pos.path}.{path}" if pos.path else path)
            self._errors.append(ContentError(pos.file, pos.line, full, message))


CrossCheck = Callable[["ContentBundle", Reporter], None]


@dataclass
class ContentSpec:
    """What a game's content folder holds and how to check it."""

    game_id: str
    files: dict[str, type]
    vocabulary: Vocabulary | None = None
    cross_checks: list[CrossCheck] = field(default_factory=list)
    optional_files: frozenset[str] = frozenset()
    # (file, top-level key) -> the player counts at which the engine reads that key: a
    # change to it cannot change a game at any other count, so records of those games
    # carry across it (``game.ai.rehash``).
    seated_keys: dict[tuple[str, str], frozenset[int]] = field(default_factory=dict)
    # (file, top-level key) of a list whose entries reach a game only when its deal seats
    # them (Storm the Bridge's leaders) -> the field of an entry that the game's
    # ``seat_tags`` name it by: a change to one entry cannot change a game that did not
    # deal it, so such games carry across it (``game.ai.undealt``).
    dealt_keys: dict[tuple[str, str], str] = field(default_factory=dict)


@dataclass
class ContentBundle:
    """Validated content of one game."""

    game_id: str
    root: Path
    data: dict[str, Any]
    entities: dict[str, dict[str, Any]]
    positions: dict[int, Position]
    hash: str
    vocabulary: Vocabulary | None = None

    @property
    def root_label(self) -> str:
        return display_path(self.root)

    def where(self, obj: Any) -> Position | None:
        return self.positions.get(id(obj))

    def get(self, kind: str, entity_id: str) -> Any:
        return self.entities[kind][entity_id]

    def all(self, kind: str) -> dict[str, Any]:
        return self.entities.get(kind, {})

    def __getitem__(self, file: str) -> Any:
        return self.data[file]


def display_path(path: Path) -> str:
    """A path as the player should read it in a message: relative when that is shorter."""
    try:
        return os.path.relpath(path)
    except ValueError:  # another drive on Windows
        return str(path)


def content_hash(game_dir: Path, files: list[str]) -> str:
    """A digest of the YAML a game loads, stored in saves to detect other content."""
    return hash_of_files(
        {name: (game_dir / name).read_bytes() for name in files if (game_dir / name).exists()}
    )


def hash_of_files(files: Mapping[str, bytes]) -> str:
    """:func:`content_hash` of files given by name and bytes (a version read from git)."""
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + files[name] + b"\0")
    return h.hexdigest()[:16]


def parse_yaml(ctx: LoadContext, text: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "malformed YAML"
        ctx.errors.append(ContentError(ctx.file, line, "", f"YAML syntax error: {problem}"))
    except yaml.YAMLError as exc:
        ctx.errors.append(ContentError(ctx.file, None, "", f"YAML error: {exc}"))
    return None


def load_content(spec: ContentSpec, game_dir: Path) -> ContentBundle:
    """Load and validate every file of ``spec`` from ``game_dir``; raise on any problem."""
    ctx = LoadContext(vocabulary=spec.vocabulary)
    data: dict[str, Any] = {}
    if not game_dir.is_dir():
        raise ContentErrors(
            [ContentError(display_path(game_dir), None, "", "content folder is missing")]
        )
    expected = set(spec.files)
    for path in sorted(game_dir.glob("*.yaml")) + sorted(game_dir.glob("*.yml")):
        if path.name not in expected:
            ctx.errors.append(
                ContentError(
                    display_path(path),
                    None,
                    "",
                    f"unexpected content file (this game reads: {', '.join(sorted(expected))})",
                )
            )
    for name, root_type in spec.files.items():
        path = game_dir / name
        ctx.file = display_path(path)
        if not path.exists():
            if name not in spec.optional_files:
                ctx.errors.append(ContentError(ctx.file, None, "", "file is missing"))
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            ctx.errors.append(ContentError(ctx.file, None, "", f"cannot read: {exc}"))
            continue
        node = parse_yaml(ctx, text)
        if node is None:
            if not any(e.file == ctx.file for e in ctx.errors):
                ctx.errors.append(ContentError(ctx.file, None, "", "file is empty"))
            continue
        try:
            value = load_value(ctx, node, root_type, "")
        except yaml.MarkedYAMLError as exc:  # a value YAML itself cannot build (a "!tag")
            mark = exc.problem_mark or exc.context_mark
            line = mark.line + 1 if mark is not None else None
            problem = exc.problem or exc.context or "malformed YAML"
            ctx.errors.append(ContentError(ctx.file, line, "", f"YAML error: {problem}"))
            continue
        if value is not INVALID:
            data[name] = value

    for ref in ctx.refs:
        if ref.value not in ctx.ids.get(ref.kind, {}):
            known = sorted(ctx.ids.get(ref.kind, {}))
            hint = (
                f" (known: {', '.join(known[:12])}{', ...' if len(known) > 12 else ''})"
                if known
                else ""
            )
            ctx.errors.append(
                ContentError(
                    ref.where.file,
                    ref.where.line,
                    ref.where.path,
                    f'unknown {ref.kind} "{ref.value}"{hint}',
                )
            )

    bundle = ContentBundle(
        game_id=spec.game_id,
        root=game_dir,
        data=data,
        entities=ctx.entities,
        positions=ctx.positions,
        hash=content_hash(game_dir, list(spec.files)),
        vocabulary=spec.vocabulary,
    )
    if not ctx.errors:
        reporter = Reporter(bundle, ctx.errors)
        for check in spec.cross_checks:
            check(bundle, reporter)
    if ctx.errors:
        raise ContentErrors(ctx.errors)
    return bundle


def check_all_content(
    content_root: Path | None = None, game_ids: list[str] | None = None
) -> list[ContentError]:
    """Load every available game's content (or just ``game_ids``); the problems found."""
    from game.core import registry

    errors: list[ContentError] = []
    for game_id in game_ids if game_ids is not None else registry.available_ids():
        try:
            registry.load_game(game_id, content_root)
        except ContentErrors as exc:
            errors.extend(exc.errors)
    return errors

"""Typed schemas for content, derived from dataclasses, checked against YAML node trees.

Why our own small checker rather than msgspec or pydantic: content errors must name the
file, the *line* and the key path, and the only place line numbers survive is PyYAML's
composed node tree. Walking that tree against dataclass type hints keeps every position,
collects every error in one pass (not just the first), and adds no dependency.

Constraints ride on ``typing.Annotated``: ``Annotated[int, Range(0, 3)]``,
``Annotated[str, Id("card")]`` (this field is a unique id of kind "card"),
``Annotated[str, Ref("card")]`` (must name an existing "card"), ``Length(1, 4)``,
``Pattern(r"...")``. A dataclass field whose name ends with ``_`` is read from the key
without it (``from_`` reads ``from``).
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import yaml

from game.core.errors import ContentError

# Where a value comes from: a rulebook fact, a fact in part (a public card with our
# numbers), or the research's proposal, which self-play may change (rules.md says so).
Provenance = Literal["fact", "partial_fact", "proposal"]


@dataclass(frozen=True)
class Knob:
    """A set-up number with its provenance: the values a balance change turns."""

    value: int
    provenance: Provenance


@dataclass(frozen=True)
class Range:
    lo: float | None = None
    hi: float | None = None


@dataclass(frozen=True)
class Length:
    lo: int | None = None
    hi: int | None = None


@dataclass(frozen=True)
class Pattern:
    regex: str


@dataclass(frozen=True)
class Id:
    kind: str


@dataclass(frozen=True)
class Ref:
    kind: str


INVALID: Any = object()
"""Returned for a value that failed validation; its error is already recorded."""

_TAG = "tag:yaml.org,2002:"


@dataclass
class Position:
    file: str
    line: int | None
    path: str


@dataclass
class PendingRef:
    kind: str
    value: str
    where: Position


@dataclass
class LoadContext:
    """What one content load accumulates: errors, ids, references and positions."""

    vocabulary: Any = None  # game.core.vocabulary.Vocabulary
    errors: list[ContentError] = field(default_factory=list)
    ids: dict[str, dict[str, Position]] = field(default_factory=dict)
    entities: dict[str, dict[str, Any]] = field(default_factory=dict)
    refs: list[PendingRef] = field(default_factory=list)
    positions: dict[int, Position] = field(default_factory=dict)
    file: str = ""

    def error(self, node: yaml.Node | None, path: str, message: str) -> None:
        line = node.start_mark.line + 1 if node is not None else None
        self.errors.append(ContentError(self.file, line, path, message))

    def where(self, node: yaml.Node | None, path: str) -> Position:
        return Position(self.file, node.start_mark.line + 1 if node is not None else None, path)


def describe_node(node: yaml.Node) -> str:
    """How a wrong value is shown in a message: its text for scalars, its shape otherwise."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _TAG + "null":
        return "nothing (null)"
    if node.tag == _TAG + "str":
        return f'"{node.value}"'
    return str(node.value)


def join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


_constructor = yaml.constructor.SafeConstructor()


def construct_plain(node: yaml.Node) -> Any:
    """Turn a node into plain Python data (used for ``Any`` fields)."""
    return _constructor.construct_object(node, deep=True)


def mapping_items(
    ctx: LoadContext, node: yaml.MappingNode, path: str
) -> list[tuple[str, yaml.Node, yaml.Node]]:
    """Keys and values of a mapping, refusing duplicate and non-string keys."""
    seen: set[str] = set()
    items: list[tuple[str, yaml.Node, yaml.Node]] = []
    for knode, vnode in node.value:
        if not isinstance(knode, yaml.ScalarNode) or knode.tag != _TAG + "str":
            ctx.error(knode, path, f"keys must be text, got {describe_node(knode)}")
            continue
        key = knode.value
        if key in seen:
            ctx.error(knode, join(path, key), "duplicate key")
            continue
        seen.add(key)
        items.append((key, knode, vnode))
    return items


def _type_name(tp: Any) -> str:
    base, _ = _strip_annotated(tp)
    origin = get_origin(base)
    if base is int:
        return "int"
    if base is float:
        return "number"
    if base is str:
        return "text"
    if base is bool:
        return "true/false"
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(base))
    if origin in (list, tuple):
        return "a list"
    if origin is dict:
        return "a mapping"
    if dataclasses.is_dataclass(base):
        return "a mapping"
    return getattr(base, "__name__", str(base))


def _strip_annotated(tp: Any) -> tuple[Any, tuple[Any, ...]]:
    if get_origin(tp) is Annotated:
        args = get_args(tp)
        return args[0], tuple(args[1:])
    return tp, ()


_hints_cache: dict[type, dict[str, Any]] = {}


def type_hints(cls: type) -> dict[str, Any]:
    hints = _hints_cache.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        _hints_cache[cls] = hints
    return hints


def yaml_key(f: dataclasses.Field[Any]) -> str:
    return f.metadata.get("yaml", f.name.rstrip("_")) if f.metadata else f.name.rstrip("_")


def load_value(ctx: LoadContext, node: yaml.Node, tp: Any, path: str) -> Any:
    """Check ``node`` against type ``tp`` and build the value, or record errors."""
    base, extras = _strip_annotated(tp)
    origin = get_origin(base)

    if base is Any:
        return construct_plain(node)

    # Optional / unions
    if origin in (Union, types.UnionType):
        members = get_args(base)
        if type(None) in members:
            if isinstance(node, yaml.ScalarNode) and node.tag == _TAG + "null":
                return None
            rest = [m for m in members if m is not type(None)]
            if len(rest) == 1:
                return load_value(
                    ctx, node, Annotated[(rest[0], *extras)] if extras else rest[0], path
                )
            members = tuple(rest)
        return _load_union(ctx, node, members, path)

    from game.core.vocabulary import Term

    if isinstance(base, type) and issubclass(base, Term):
        if ctx.vocabulary is None:
            ctx.error(node, path, "no effect vocabulary is registered for this content")
            return INVALID
        return ctx.vocabulary.parse(ctx, node, base, path)

    if dataclasses.is_dataclass(base) and isinstance(base, type):
        return load_dataclass(ctx, node, base, path)

    if origin in (list, tuple):
        return _load_list(ctx, node, base, extras, path)

    if origin is dict:
        return _load_dict(ctx, node, base, path)

    if origin is Literal:
        choices = get_args(base)
        if not isinstance(node, yaml.ScalarNode):
            ctx.error(node, path, f"expected {_type_name(base)}, got {describe_node(node)}")
            return INVALID
        value = construct_plain(node)
        if value not in choices:
            ctx.error(node, path, f"expected {_type_name(base)}, got {describe_node(node)}")
            return INVALID
        return value

    return _load_scalar(ctx, node, base, extras, path)


def _load_union(ctx: LoadContext, node: yaml.Node, members: tuple[Any, ...], path: str) -> Any:
    for member in members:
        trial = LoadContext(
            vocabulary=ctx.vocabulary, file=ctx.file, ids={}, entities={}, refs=[], positions={}
        )
        load_value(trial, node, member, path)
        if not trial.errors:
            return load_value(ctx, node, member, path)
    names = " or ".join(_type_name(m) for m in members)
    ctx.error(node, path, f"expected {names}, got {describe_node(node)}")
    return INVALID


def _load_scalar(
    ctx: LoadContext, node: yaml.Node, base: Any, extras: tuple[Any, ...], path: str
) -> Any:
    def fail() -> Any:
        ctx.error(
            node, path, f"expected {_describe_expected(base, extras)}, got {describe_node(node)}"
        )
        return INVALID

    if not isinstance(node, yaml.ScalarNode):
        return fail()
    tag = node.tag
    if base is bool:
        if tag != _TAG + "bool":
            return fail()
        return construct_plain(node)
    if base is int:
        if tag != _TAG + "int":
            return fail()
        value = construct_plain(node)
    elif base is float:
        if tag not in (_TAG + "int", _TAG + "float"):
            return fail()
        value = float(construct_plain(node))
    elif base is str:
        if tag != _TAG + "str":
            return fail()
        value = node.value
    else:
        ctx.error(node, path, f"internal: unsupported schema type {base!r}")
        return INVALID

    for extra in extras:
        if isinstance(extra, Range):
            if (extra.lo is not None and value < extra.lo) or (
                extra.hi is not None and value > extra.hi
            ):
                return fail()
        elif isinstance(extra, Length):
            if (extra.lo is not None and len(value) < extra.lo) or (
                extra.hi is not None and len(value) > extra.hi
            ):
                return fail()
        elif isinstance(extra, Pattern):
            if not re.fullmatch(extra.regex, value):
                return fail()
        elif isinstance(extra, Id):
            known = ctx.ids.setdefault(extra.kind, {})
            if value in known:
                first = known[value]
                ctx.error(
                    node,
                    path,
                    f'duplicate {extra.kind} id "{value}" (first defined at '
                    f"{first.file}:{first.line})",
                )
                return INVALID
            known[value] = ctx.where(node, path)
        elif isinstance(extra, Ref):
            ctx.refs.append(PendingRef(extra.kind, value, ctx.where(node, path)))
    return value


def _describe_expected(base: Any, extras: tuple[Any, ...]) -> str:
    name = _type_name(base)
    for extra in extras:
        if isinstance(extra, Range):
            lo = "" if extra.lo is None else f"{extra.lo:g}"
            hi = "" if extra.hi is None else f"{extra.hi:g}"
            if extra.lo is not None and extra.hi is not None:
                name += f" {lo}-{hi}"
            elif extra.lo is not None:
                name += f" >= {lo}"
            else:
                name += f" <= {hi}"
        elif isinstance(extra, Length):
            name += f" of length {extra.lo or 0}-{extra.hi if extra.hi is not None else 'any'}"
        elif isinstance(extra, Pattern):
            name += f" matching {extra.regex}"
    return name


def _load_list(
    ctx: LoadContext, node: yaml.Node, base: Any, extras: tuple[Any, ...], path: str
) -> Any:
    if not isinstance(node, yaml.SequenceNode):
        ctx.error(node, path, f"expected a list, got {describe_node(node)}")
        return INVALID
    args = get_args(base)
    item_tp = args[0] if args else Any
    out = []
    ok = True
    for i, child in enumerate(node.value):
        value = load_value(ctx, child, item_tp, join(path, i))
        if value is INVALID:
            ok = False
        out.append(value)
    for extra in extras:
        if isinstance(extra, Length) and (
            (extra.lo is not None and len(out) < extra.lo)
            or (extra.hi is not None and len(out) > extra.hi)
        ):
            ctx.error(
                node, path, f"expected {_describe_expected(base, (extra,))} items, got {len(out)}"
            )
            ok = False
    if not ok:
        return INVALID
    return tuple(out) if get_origin(base) is tuple else out


def _load_dict(ctx: LoadContext, node: yaml.Node, base: Any, path: str) -> Any:
    if not isinstance(node, yaml.MappingNode):
        ctx.error(node, path, f"expected a mapping, got {describe_node(node)}")
        return INVALID
    args = get_args(base)
    key_tp, val_tp = (args[0], args[1]) if args else (str, Any)
    out: dict[Any, Any] = {}
    ok = True
    for key, knode, vnode in mapping_items(ctx, node, path):
        k = load_value(ctx, knode, key_tp, join(path, key))
        v = load_value(ctx, vnode, val_tp, join(path, key))
        if k is INVALID or v is INVALID:
            ok = False
        out[k] = v
    return out if ok else INVALID


def load_dataclass(ctx: LoadContext, node: yaml.Node, cls: type, path: str) -> Any:
    """Build dataclass ``cls`` from a mapping node: every key known, every required key present."""
    if not isinstance(node, yaml.MappingNode):
        ctx.error(node, path, f"expected a mapping ({cls.__name__}), got {describe_node(node)}")
        return INVALID
    hints = type_hints(cls)
    fields = {yaml_key(f): f for f in dataclasses.fields(cls) if f.init}
    values: dict[str, Any] = {}
    ok = True
    present: set[str] = set()
    for key, knode, vnode in mapping_items(ctx, node, path):
        f = fields.get(key)
        if f is None:
            expected = ", ".join(sorted(fields))
            ctx.error(knode, join(path, key), f"unknown key (expected one of: {expected})")
            ok = False
            continue
        present.add(key)
        value = load_value(ctx, vnode, hints[f.name], join(path, key))
        if value is INVALID:
            ok = False
        values[f.name] = value
    for key, f in fields.items():
        if key in present:
            continue
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            ctx.error(node, join(path, key), f"missing required key ({_type_name(hints[f.name])})")
            ok = False
    if not ok:
        return INVALID
    try:
        obj = cls(**values)
    except (TypeError, ValueError) as exc:
        ctx.error(node, path, str(exc))
        return INVALID
    ctx.positions[id(obj)] = ctx.where(node, path)
    for f in dataclasses.fields(cls):
        _, extras = _strip_annotated(hints[f.name])
        for extra in extras:
            if isinstance(extra, Id) and f.name in values:
                ctx.entities.setdefault(extra.kind, {})[values[f.name]] = obj
    return obj

"""Effect vocabularies: the typed words a game's content composes effects from.

Each engine fills a :class:`Vocabulary` with its primitives (``move``, ``deal_damage``),
selectors (``self``, ``adjacent_to``), conditions and triggers, each with a dataclass
of typed parameters. The loader parses content terms against it, so an unknown effect
or a wrong parameter is a content error with file, line and key path, and the engine
receives ready-typed parameter objects it can interpret.

A term is written in YAML as ``name`` (no parameters), ``{name: value}`` (the term's
single ``shorthand`` parameter) or ``{name: {param: value, ...}}``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar, cast

import yaml

from game.core.schema import (
    _TAG,
    INVALID,
    LoadContext,
    describe_node,
    join,
    load_dataclass,
    load_value,
    mapping_items,
    type_hints,
    yaml_key,
)


@dataclass(frozen=True, slots=True)
class Term:
    """One parsed word of a vocabulary with its typed parameters."""

    category: ClassVar[str] = "term"
    name: str
    params: Any
    file: str = dataclasses.field(default="", compare=False)
    line: int | None = dataclasses.field(default=None, compare=False)

    def __getattr__(self, item: str) -> Any:
        # Lets engines write ``step.amount`` for ``step.params.amount``.
        try:
            return getattr(object.__getattribute__(self, "params"), item)
        except AttributeError:
            raise AttributeError(item) from None


@dataclass(frozen=True, slots=True)
class Step(Term):
    """A primitive or a choice inside an effect list."""

    category: ClassVar[str] = "step"


@dataclass(frozen=True, slots=True)
class Selector(Term):
    """A noun that resolves to ordered entities (``self``, ``opponent``, ``all: {...}``)."""

    category: ClassVar[str] = "selector"


@dataclass(frozen=True, slots=True)
class Condition(Term):
    """A test checked before play (``requires``) or at resolution (``if``)."""

    category: ClassVar[str] = "condition"


@dataclass(frozen=True, slots=True)
class Trigger(Term):
    """An event filter that makes an ability fire (``on: {...}``)."""

    category: ClassVar[str] = "trigger"


@dataclass(frozen=True)
class NoParams:
    """The parameter type of a word that takes none."""


@dataclass(frozen=True)
class TermSpec:
    category: str
    name: str
    params: type
    shorthand: str | None
    doc: str


P = TypeVar("P")


class Vocabulary:
    """The registry of one game's terms, per category."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.specs: dict[str, dict[str, TermSpec]] = {
            "step": {},
            "selector": {},
            "condition": {},
            "trigger": {},
        }

    # --- registration ------------------------------------------------------------------
    def register(
        self,
        category: str,
        name: str,
        params: type = NoParams,
        *,
        shorthand: str | None = None,
        doc: str = "",
    ) -> None:
        if name in self.specs[category]:
            raise ValueError(f"{self.game_id}: {category} {name!r} registered twice")
        if not dataclasses.is_dataclass(params):
            raise TypeError(f"{category} {name!r}: params must be a dataclass")
        if shorthand is not None and shorthand not in {
            yaml_key(f) for f in dataclasses.fields(params)
        }:
            raise ValueError(f"{category} {name!r}: shorthand {shorthand!r} is not a parameter")
        self.specs[category][name] = TermSpec(category, name, params, shorthand, doc)

    def _decorator(
        self, category: str, name: str, shorthand: str | None, doc: str
    ) -> Callable[[type[P]], type[P]]:
        def wrap(cls: type[P]) -> type[P]:
            self.register(category, name, cls, shorthand=shorthand, doc=doc or (cls.__doc__ or ""))
            return cls

        return wrap

    def step(
        self, name: str, *, shorthand: str | None = None, doc: str = ""
    ) -> Callable[[type[P]], type[P]]:
        return self._decorator("step", name, shorthand, doc)

    def selector(
        self, name: str, *, shorthand: str | None = None, doc: str = ""
    ) -> Callable[[type[P]], type[P]]:
        return self._decorator("selector", name, shorthand, doc)

    def condition(
        self, name: str, *, shorthand: str | None = None, doc: str = ""
    ) -> Callable[[type[P]], type[P]]:
        return self._decorator("condition", name, shorthand, doc)

    def trigger(
        self, name: str, *, shorthand: str | None = None, doc: str = ""
    ) -> Callable[[type[P]], type[P]]:
        return self._decorator("trigger", name, shorthand, doc)

    def names(self, category: str) -> list[str]:
        return sorted(self.specs[category])

    # --- parsing -------------------------------------------------------------------------
    def parse(self, ctx: LoadContext, node: yaml.Node, cls: type[Term], path: str) -> Any:
        category = cls.category
        specs = self.specs[category]
        known = ", ".join(sorted(specs)) or "none registered"
        if isinstance(node, yaml.ScalarNode) and node.tag == _TAG + "str":
            spec = specs.get(node.value)
            if spec is None:
                ctx.error(node, path, f'unknown {category} "{node.value}" (known: {known})')
                return INVALID
            return self._build(ctx, node, None, spec, cls, path)
        if isinstance(node, yaml.MappingNode):
            items = mapping_items(ctx, node, path)
            if len(items) != 1:
                ctx.error(
                    node,
                    path,
                    f"a {category} is written as one key, its name; got {len(items)} keys",
                )
                return INVALID
            name, knode, vnode = items[0]
            spec = specs.get(name)
            if spec is None:
                ctx.error(knode, join(path, name), f'unknown {category} "{name}" (known: {known})')
                return INVALID
            return self._build(ctx, knode, vnode, spec, cls, join(path, name))
        ctx.error(node, path, f"expected a {category}, got {describe_node(node)}")
        return INVALID

    def _build(
        self,
        ctx: LoadContext,
        knode: yaml.Node,
        vnode: yaml.Node | None,
        spec: TermSpec,
        cls: type[Term],
        path: str,
    ) -> Any:
        if vnode is None or (isinstance(vnode, yaml.ScalarNode) and vnode.tag == _TAG + "null"):
            params = self._from_empty(ctx, knode, spec, path)
        elif (isinstance(vnode, yaml.MappingNode) and spec.shorthand is None) or (
            isinstance(vnode, yaml.MappingNode) and not self._shorthand_takes_mapping(spec)
        ):
            params = load_dataclass(ctx, vnode, spec.params, path)
        elif spec.shorthand is not None:
            params = self._from_shorthand(ctx, vnode, spec, path)
        else:
            ctx.error(
                vnode,
                path,
                f"{spec.category} {spec.name!r} takes a mapping of parameters, got "
                f"{describe_node(vnode)}",
            )
            return INVALID
        if params is INVALID:
            return INVALID
        return cls(spec.name, params, ctx.file, knode.start_mark.line + 1)

    def _shorthand_takes_mapping(self, spec: TermSpec) -> bool:
        field = next(f for f in dataclasses.fields(spec.params) if yaml_key(f) == spec.shorthand)
        hint = type_hints(spec.params)[field.name]
        return dataclasses.is_dataclass(hint) or getattr(hint, "__origin__", None) is dict

    def _from_empty(self, ctx: LoadContext, node: yaml.Node, spec: TermSpec, path: str) -> Any:
        missing = [
            yaml_key(f)
            for f in dataclasses.fields(spec.params)
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        ]
        if missing:
            ctx.error(
                node,
                path,
                f"{spec.category} {spec.name!r} needs parameter(s): {', '.join(missing)}",
            )
            return INVALID
        return spec.params()

    def _from_shorthand(self, ctx: LoadContext, node: yaml.Node, spec: TermSpec, path: str) -> Any:
        fields = dataclasses.fields(spec.params)
        target = next(f for f in fields if yaml_key(f) == spec.shorthand)
        missing = [
            yaml_key(f)
            for f in fields
            if f is not target
            and f.default is dataclasses.MISSING
            and f.default_factory is dataclasses.MISSING
        ]
        if missing:
            ctx.error(node, path, f"{spec.name!r} also needs: {', '.join(missing)}")
            return INVALID
        value = load_value(
            ctx, node, type_hints(spec.params)[target.name], join(path, cast(str, spec.shorthand))
        )
        if value is INVALID:
            return INVALID
        return spec.params(**{target.name: value})

"""The Sparks engine: rules, content schema and vocabulary of the tiny test game."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, cast

from game.core.actions import Action
from game.core.content import ContentBundle, ContentSpec, Reporter, load_content
from game.core.decisions import Decision, DecisionStack
from game.core.events import Event
from game.core.game import Game, OptionSpec
from game.core.schema import Id, Length, Range, Ref
from game.core.state import State, copy_rng, fresh_rng, view_rng
from game.core.vocabulary import Step, Vocabulary

CONTENT_DIR = Path(__file__).parent / "content" / "sparks"

VOCAB = Vocabulary("sparks")


@VOCAB.step("damage", shorthand="amount")
@dataclass(frozen=True)
class Damage:
    amount: Annotated[int, Range(1, 9)]


@VOCAB.step("heal", shorthand="amount")
@dataclass(frozen=True)
class Heal:
    amount: Annotated[int, Range(1, 9)]


@VOCAB.step("draw", shorthand="count")
@dataclass(frozen=True)
class Draw:
    count: Annotated[int, Range(1, 5)]


@dataclass(frozen=True)
class Branch:
    label: str
    steps: list[Step]


@VOCAB.step("choose_one", shorthand="options")
@dataclass(frozen=True)
class ChooseOne:
    options: Annotated[list[Branch], Length(2, 4)]


@dataclass(frozen=True)
class Card:
    id: Annotated[str, Id("card")]
    name: str
    count: Annotated[int, Range(1, 20)]
    effect: list[Step]
    counterable: bool = False
    reaction: bool = False
    targets: Literal["none", "opponent"] = "none"


@dataclass(frozen=True)
class CardsFile:
    deck_size: Annotated[int, Range(1, 200)]
    cards: list[Card]


@dataclass(frozen=True)
class SetupFile:
    hp: Annotated[int, Range(1, 99)]
    hand_size: Annotated[int, Range(1, 10)]
    counter_card: Annotated[str, Ref("card")]


def _check_deck_size(bundle: ContentBundle, report: Reporter) -> None:
    cards_file: CardsFile = bundle["cards.yaml"]
    total = sum(c.count for c in cards_file.cards)
    if total != cards_file.deck_size:
        report.error(
            cards_file, "deck_size", f"card counts add up to {total}, not {cards_file.deck_size}"
        )


SPEC = ContentSpec(
    "sparks",
    {"cards.yaml": CardsFile, "setup.yaml": SetupFile},
    VOCAB,
    [_check_deck_size],
)

HIDDEN = None


class SparksGame(Game):
    id = "sparks"
    name = "Sparks (test game)"
    min_players = 2
    max_players = 4
    options = (OptionSpec("long", "Long game (15 HP)", False),)

    def __init__(self, content: ContentBundle):
        super().__init__(content)
        self.cards: dict[str, Card] = content.all("card")
        self.setup: SetupFile = content["setup.yaml"]
        self.deck_list = [c.id for c in content["cards.yaml"].cards for _ in range(c.count)]

    def new_state(
        self, num_players: int, seed: int, options: dict[str, Any] | None = None
    ) -> SparksState:
        self.check_players(num_players)
        opts = self.resolve_options(options)
        return SparksState.initial(self, num_players, seed, opts)

    def evaluate(self, state: State, seat: int) -> float:
        """HP lead, plus a card in hand worth about 1.5 HP (cards are future damage)."""
        assert isinstance(state, SparksState)
        if state.is_over:
            return state.returns()[seat]

        def worth(s: int) -> float:
            return state.hp[s] + 1.5 * len(state.hands[s])

        mine = worth(seat)
        best_other = max(worth(s) for s in range(state.num_players) if s != seat)
        return max(0.0, min(1.0, 0.5 + (mine - best_other) / 24.0))

    def rollout_action(self, state: State, rng: random.Random) -> Action | None:
        legal = state.legal_actions()
        strong = [a for a in legal if a.kind == "play" and a.args[0] in ("blast", "strike")]
        return rng.choice(strong) if strong else None

    def action_tags(self, state: State, action: Action) -> tuple[str, ...]:
        return (str(action.args[0]),) if action.kind in ("play", "counter") else ()

    def end_tags(self, state: State) -> tuple[str, ...]:
        assert isinstance(state, SparksState)
        knocked_out = any(hp <= 0 for hp in state.hp)
        return ("knock-out",) if knocked_out else ("time",)


class SparksState(State):
    __slots__ = (
        "_over",
        "deck",
        "discard",
        "game",
        "hands",
        "hp",
        "num_players",
        "options",
        "pending",
        "queue",
        "rng",
        "stack",
        "turn_player",
        "turns",
        "viewer",
    )

    game: SparksGame
    options: dict[str, Any]
    hp: list[int]
    deck: list[str | None]  # HIDDEN (None) entries in a view
    hands: list[list[str | None]]
    discard: list[str]
    turn_player: int
    turns: int
    stack: DecisionStack
    pending: Any  # {"card", "actor", "target"} while a card resolves, else None
    queue: list[Step]
    _over: bool

    @classmethod
    def initial(cls, game: SparksGame, n: int, seed: int, options: dict[str, Any]) -> SparksState:
        s = cls.__new__(cls)
        s.game = game
        s.num_players = n
        s.options = options
        s.rng = random.Random(seed)
        s.viewer = None
        hp = 15 if options["long"] else game.setup.hp
        s.hp = [hp] * n
        s.deck = list(game.deck_list)
        s.rng.shuffle(s.deck)
        s.hands = [[] for _ in range(n)]
        for _ in range(game.setup.hand_size):
            for seat in range(n):
                s.hands[seat].append(s.deck.pop())
        s.discard = []
        s.turn_player = 0
        s.turns = 1
        s.stack = DecisionStack()
        s.pending = None  # {"card", "actor", "target"} while a card resolves
        s.queue = []
        s._over = False
        s._start_turn([])
        return s

    # --- protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        top = self.stack.top
        return top.seat if top else None

    @property
    def active_player(self) -> int | None:
        return None if self._over else self.turn_player

    @property
    def turn(self) -> int:
        return self.turns

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def winners(self) -> list[int]:
        if not self._over:
            return []
        best = max(self.hp)
        return [s for s, h in enumerate(self.hp) if h == best]

    @property
    def scores(self) -> list[float]:
        return [float(h) for h in self.hp]

    def legal_actions(self) -> list[Action]:
        top = self.stack.top
        if self._over or top is None:
            return []
        hand = self.hands[top.seat]
        if top.kind == "main":
            seen: list[str] = []
            for cid in hand:
                if cid is not None and cid not in seen:
                    seen.append(cid)
            acts = [
                Action("play", (cid,), f"Play {self.game.cards[cid].name}") for cid in sorted(seen)
            ]
            return acts or [Action("pass", (), "Pass (empty hand)")]
        if top.kind == "target":
            return [Action("target", (t,), f"Target player {t + 1}") for t in top.data["choices"]]
        if top.kind == "choose":
            return [Action("option", (i,), label) for i, label in enumerate(top.data["labels"])]
        if top.kind == "respond":
            acts = [Action("pass", (), "Let it resolve")]
            counter = self.game.setup.counter_card
            if counter in hand:
                acts.insert(0, Action("counter", (counter,), "Counter it"))
            return acts
        raise AssertionError(top.kind)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        frame = self.stack.pop()
        seat = frame.seat
        if frame.kind == "main":
            if action.kind == "pass":
                events.append(Event("pass", f"Player {seat + 1} passes", seat=seat))
                self._end_turn(events)
                return events
            cid = str(action.args[0])
            self.hands[seat].remove(cid)
            card = self.game.cards[cid]
            events.append(
                Event("play", f"Player {seat + 1} plays {card.name}", {"card": cid}, seat=seat)
            )
            self.pending = {"card": cid, "actor": seat, "target": None}
            others = [t for t in range(self.num_players) if t != seat]
            if card.targets == "opponent":
                if len(others) == 1:
                    self.pending["target"] = others[0]
                else:
                    self.stack.push(Decision(seat, "target", {"choices": others}))
                    return events
            self._after_target(events)
        elif frame.kind == "target":
            self.pending["target"] = int(cast(int, action.args[0]))
            self._after_target(events)
        elif frame.kind == "respond":
            if action.kind == "counter":
                self.hands[seat].remove(str(action.args[0]))
                self.discard.append(str(action.args[0]))
                self.stack.close_response_window("respond")
                events.append(Event("counter", f"Player {seat + 1} counters!", seat=seat))
                self._finish_card(events)
            elif not self.stack or cast(Decision, self.stack.top).kind != "respond":
                self._resolve(events)
        elif frame.kind == "choose":
            branch = frame.data["branches"][int(cast(int, action.args[0]))]
            events.append(
                Event(
                    "choose",
                    f"Player {seat + 1} chooses {action.label or action.args[0]}",
                    seat=seat,
                )
            )
            self.queue[:0] = list(branch)
            self._run_queue(events)
        return events

    # --- resolution ----------------------------------------------------------------
    def _after_target(self, events: list[Event]) -> None:
        card = self.game.cards[self.pending["card"]]
        if card.counterable:
            self.stack.open_response_window("respond", self.pending["actor"], self.num_players)
        else:
            self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        card = self.game.cards[self.pending["card"]]
        self.queue = list(card.effect)
        self._run_queue(events)

    def _run_queue(self, events: list[Event]) -> None:
        actor = self.pending["actor"]
        while self.queue:
            step = self.queue.pop(0)
            if step.name == "damage":
                target = self.pending["target"]
                self.hp[target] = max(0, self.hp[target] - step.amount)
                events.append(
                    Event("damage", f"Player {target + 1} takes {step.amount}", seat=target)
                )
            elif step.name == "heal":
                self.hp[actor] += step.amount
                events.append(Event("heal", f"Player {actor + 1} heals {step.amount}", seat=actor))
            elif step.name == "draw":
                for _ in range(step.count):
                    self._draw(actor, events)
            elif step.name == "choose_one":
                self.stack.push(
                    Decision(
                        actor,
                        "choose",
                        {
                            "labels": [b.label for b in step.options],
                            "branches": [b.steps for b in step.options],
                        },
                    )
                )
                return
            else:  # pragma: no cover - the loader refuses unknown steps
                raise AssertionError(step.name)
        self._finish_card(events)

    def _finish_card(self, events: list[Event]) -> None:
        self.discard.append(self.pending["card"])
        self.pending = None
        if min(self.hp) == 0:
            self._over = True
            self.stack = DecisionStack()
            events.append(Event("game_over", "The game is over"))
            return
        self._end_turn(events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        if not self.deck:
            return
        cid = self.deck.pop()
        self.hands[seat].append(cid)
        name = self.game.cards[cid].name if cid is not None else "a card"
        events.append(
            Event(
                "draw",
                f"Player {seat + 1} draws {name}",
                seat=seat,
                visible_to=frozenset({seat}),
                redacted=Event("draw", f"Player {seat + 1} draws a card", seat=seat),
                irreversible=True,
            )
        )

    def _end_turn(self, events: list[Event]) -> None:
        if not self.deck and not any(self.hands):
            self._over = True
            events.append(Event("game_over", "The cards are spent"))
            return
        self.turn_player = (self.turn_player + 1) % self.num_players
        self.turns += 1
        self._start_turn(events)

    def _start_turn(self, events: list[Event]) -> None:
        self._draw(self.turn_player, events)
        self.stack.push(Decision(self.turn_player, "main"))

    # --- copies and hidden information ------------------------------------------------
    def clone(self) -> SparksState:
        s = SparksState.__new__(SparksState)
        s.game = self.game
        s.num_players = self.num_players
        s.options = self.options
        s.rng = copy_rng(self.rng)
        s.viewer = self.viewer
        s.hp = list(self.hp)
        s.deck = list(self.deck)
        s.hands = [list(h) for h in self.hands]
        s.discard = list(self.discard)
        s.turn_player = self.turn_player
        s.turns = self.turns
        s.stack = self.stack.copy()
        s.pending = dict(self.pending) if self.pending else None
        s.queue = list(self.queue)
        s._over = self._over
        return s

    def view(self, seat: int) -> SparksState:
        s = self.clone()
        s.viewer = seat
        s.rng = view_rng(self.rng) if self.viewer is None else s.rng
        s.deck = [HIDDEN] * len(self.deck)
        s.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(self.hands)]
        return s

    def determinize(self, seat: int, rng: random.Random) -> SparksState:
        s = self.clone()
        s.viewer = None
        s.rng = fresh_rng(rng)
        unseen: list[str | None] = list(self.game.deck_list)
        for cid in [*self.hands[seat], *self.discard]:
            unseen.remove(cid)
        if self.pending is not None:
            unseen.remove(self.pending["card"])
        rng.shuffle(unseen)
        for i in range(self.num_players):
            if i != seat:
                s.hands[i] = [unseen.pop() for _ in self.hands[i]]
        s.deck = [unseen.pop() for _ in self.deck]
        assert not unseen
        return s

    def snapshot(self) -> Any:
        return {
            "viewer": self.viewer,
            "hp": self.hp,
            "deck": self.deck,
            "hands": self.hands,
            "discard": self.discard,
            "turn_player": self.turn_player,
            "turns": self.turns,
            "stack": [
                [f.seat, f.kind, {k: v for k, v in f.data.items() if k != "branches"}]
                for f in self.stack.frames
            ],
            "pending": self.pending,
            "queue": [[st.name, repr(st.params)] for st in self.queue],
            "over": self._over,
        }


def create_game(content_root: Path | None = None) -> SparksGame:
    folder = (content_root / "sparks") if content_root is not None else CONTENT_DIR
    return SparksGame(load_content(SPEC, folder))

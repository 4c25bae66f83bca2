"""The application shell: one window, one 60 FPS loop, a stack of scenes.

Everything is drawn on a 1280x720 logical surface that pygame scales to the window
(``SCALED | RESIZABLE``), so mouse positions in events are logical coordinates and the
scripted-input tests can post clicks exactly where the buttons are.
"""

from __future__ import annotations

import argparse
import datetime
import logging
import sys
import traceback
import warnings
from pathlib import Path

import pygame

from game.core.paths import log_dir
from game.ui import theme
from game.ui.audio import Audio
from game.ui.scene import Scene
from game.ui.settings import Settings, load_settings, save_settings

log = logging.getLogger(__name__)

FPS = 60
FADE_SECONDS = 0.18
# A settled screen the player has left alone for IDLE_AFTER seconds is drawn at IDLE_FPS:
# a waiting table then costs a few percent of a core, not a third (slow glows still
# glow). Any input brings the full rate back within the frame.
IDLE_FPS = 15
IDLE_AFTER = 1.5


class NoDisplayError(RuntimeError):
    """No video device: the app cannot open a window."""


def offscreen_app(animation_speed: str | None = None, **args: object) -> App:
    """An app for what draws without a player at the window (screenshot scripts, tests):
    the command line's defaults, windowed, with ``args`` set over them."""
    from game.__main__ import build_parser

    namespace = build_parser().parse_args(["--windowed"])
    for key, value in args.items():
        setattr(namespace, key, value)
    app = App(namespace)
    if animation_speed is not None:
        app.settings.animation_speed = animation_speed
    return app


class App:
    def __init__(self, args: argparse.Namespace | None = None, *, settings: Settings | None = None):
        self.args = args or argparse.Namespace()
        try:
            pygame.display.init()
        except pygame.error as exc:
            raise NoDisplayError(str(exc)) from exc
        pygame.font.init()
        self.settings = settings or load_settings()
        theme.set_palette(self.settings.colourblind)
        theme.set_ui_scale(self.settings.ui_scale)
        pygame.display.set_caption("Gemtable")
        try:
            with warnings.catch_warnings():  # the dummy driver has no GPU renderer: fine
                warnings.filterwarnings("ignore", "no fast renderer")
                self.screen = pygame.display.set_mode(
                    theme.LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE
                )
        except pygame.error as exc:
            raise NoDisplayError(str(exc)) from exc
        self._set_icon()
        self.content_root: Path | None = getattr(self.args, "content_root", None)
        self.audio = Audio()
        self.audio.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.scenes: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self.fade = 0.0
        self.quiet_for = 0.0  # seconds since the last input event (frame_rate)
        self._veil: pygame.Surface | None = None
        self.frame_times: list[float] = []
        self.last_crash_log: Path | None = None
        pygame.key.start_text_input()
        if self.settings.fullscreen and not getattr(self.args, "windowed", False):
            self.toggle_fullscreen(save=False)

    def _set_icon(self) -> None:
        from game.ui import assets

        icon = assets.icon("gem", 64)
        if icon is not None:
            pygame.display.set_icon(icon)

    # --- the scene stack --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self._start_fade(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.top is not None:
            self._start_fade(scene)
            self.top.on_enter()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack (leaving a game, crash recovery) and show ``scene``."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def find(self, kind: type[Scene]) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def _start_fade(self, scene: Scene) -> None:
        # Overlays (pause, hand-off veil) appear at once; whole-screen changes fade in.
        if scene.opaque and self.settings.speed_factor > 0:
            self.fade = 1.0

    # --- settings effects ---------------------------------------------------------------
    def apply_settings(self) -> None:
        style = theme.style_generation()
        theme.set_palette(self.settings.colourblind)
        theme.set_ui_scale(self.settings.ui_scale)
        if theme.style_generation() != style:
            for scene in self.scenes:
                scene.restyle()
        self.audio.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.error("cannot save settings: %s", exc)

    def toggle_fullscreen(self, *, save: bool = True) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:
            log.info("fullscreen toggle refused: %s", exc)
        if save:
            self.settings.fullscreen = not self.settings.fullscreen
            self.apply_settings()

    # --- one frame ---------------------------------------------------------------------
    def step(self, dt: float) -> None:
        """Handle pending input, advance ``dt`` seconds and draw one frame."""
        try:
            events = pygame.event.get()
            self.quiet_for = 0.0 if events else self.quiet_for + dt
            for event in events:
                self.dispatch(event)
            if self.top is not None:
                self.top.update(dt)
            self.fade = max(0.0, self.fade - dt / FADE_SECONDS)
            self.draw()
        except Exception as exc:  # a scene bug must not lose the game or kill the app
            self.crash(exc)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.top
        if top is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not top.on_escape():
                from game.ui.scenes.pause import PauseScene

                if not isinstance(top, PauseScene):
                    self.push(PauseScene(self))
            return
        top.handle_event(event)

    def draw(self) -> None:
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        if not self.scenes:
            self.screen.fill(theme.palette().table)
        for scene in self.scenes[first:]:
            scene.draw(self.screen)
        if self.fade > 0:
            if self._veil is None:
                self._veil = pygame.Surface(theme.LOGICAL_SIZE).convert()
            self._veil.set_alpha(round(255 * self.fade))
            self.screen.blit(self._veil, (0, 0))

    def quit(self) -> None:
        for scene in self.scenes:
            autosave = getattr(scene, "autosave", None)
            if autosave is not None:
                try:
                    autosave()
                except Exception as exc:
                    log.error("autosave on quit failed: %s", exc)
        self.running = False

    # --- failing well ---------------------------------------------------------------------
    def crash(self, exc: BaseException) -> None:
        """Autosave the running game, write a crash log, and show the error screen."""
        from game.ui.scenes.error import ErrorScene

        saved: Path | None = None
        for scene in self.scenes:
            autosave = getattr(scene, "autosave", None)
            if autosave is not None:
                try:
                    saved = autosave()
                except Exception as save_exc:
                    log.error("autosave after crash failed: %s", save_exc)
        path = write_crash_log(exc)
        self.last_crash_log = path
        if isinstance(self.top, ErrorScene):  # the error screen itself failed: give up
            self.running = False
            raise exc
        self.reset(ErrorScene(self, f"{type(exc).__name__}: {exc}", path, saved))

    # --- loop ----------------------------------------------------------------------------
    def run(self) -> int:
        if self.audio.enabled:
            self.audio.start_music()
        while self.running:
            dt = self.clock.tick(self.frame_rate()) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
        return 0

    def frame_rate(self) -> int:
        """Full speed while anything moves or the player is at the controls; fewer frames
        on a settled screen nobody has touched for a moment."""
        top = self.top
        if self.quiet_for < IDLE_AFTER or self.fade > 0 or top is None or not top.settled:
            return FPS
        return IDLE_FPS


def write_crash_log(exc: BaseException) -> Path | None:
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        path = log_dir() / f"crash-{stamp}.log"
        path.write_text(text, encoding="utf-8")
    except OSError as log_exc:
        log.error("cannot write crash log: %s", log_exc)
        return None
    log.error("crash: %s (log %s)", exc, path)
    return path


def _setup_logging() -> None:
    root = logging.getLogger()
    if root.handlers:
        return
    try:
        handler: logging.Handler = logging.FileHandler(log_dir() / "gemtable.log", encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def run_app(args: argparse.Namespace) -> int:
    """Open the table (or render one scene to a PNG with ``--screenshot``)."""
    _setup_logging()
    try:
        app = App(args)
    except NoDisplayError as exc:
        print(
            f"gemtable: no display available ({exc}); set DISPLAY or run on a desktop",
            file=sys.stderr,
        )
        return 3
    from game.ui.scenes import build_scene

    try:
        first = build_scene(app, getattr(args, "scene", "title") or "title", args)
    except (KeyError, ValueError) as exc:
        print(f"gemtable: {exc}", file=sys.stderr)
        return 2
    app.push(first)
    if getattr(args, "screenshot", None):
        return screenshot(app, Path(args.screenshot))
    return app.run()


def screenshot(app: App, path: Path, frames: int = 40) -> int:
    """Let the scene settle (fades, tweens) and save the logical surface as a PNG."""
    for _ in range(frames):
        app.step(1 / FPS)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(path))
    except (pygame.error, OSError) as exc:
        print(f"gemtable: cannot write {path}: {exc}", file=sys.stderr)
        return 2
    print(f"screenshot written: {path}")
    return 0

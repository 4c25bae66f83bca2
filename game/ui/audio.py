"""Sound effects and music that fail soft: no audio device means silence, never a crash."""

from __future__ import annotations

import contextlib
import logging

import pygame

from game.core.paths import art_root

log = logging.getLogger(__name__)

EFFECTS = ("card", "move", "hit", "win", "click")


class Audio:
    def __init__(self) -> None:
        self.enabled = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.effects_volume = 0.8
        self.music_volume = 0.5
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.enabled = True
        except pygame.error as exc:
            log.info("audio unavailable, playing silently: %s", exc)
            return
        for name in EFFECTS:
            path = art_root() / "sounds" / f"{name}.wav"
            try:
                self.sounds[name] = pygame.mixer.Sound(path)
            except (pygame.error, FileNotFoundError, OSError) as exc:
                log.warning("sound %s unavailable: %s", name, exc)

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume = effects
        self.music_volume = music
        if self.enabled:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.set_volume(music)

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.effects_volume <= 0:
            return
        try:
            sound.set_volume(self.effects_volume)
            sound.play()
        except pygame.error as exc:
            log.debug("sound %s failed: %s", name, exc)

    def start_music(self) -> None:
        if not self.enabled:
            return
        path = art_root() / "sounds" / "ambient.wav"
        if not path.exists():
            return
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=1500)
        except pygame.error as exc:
            log.info("music unavailable: %s", exc)

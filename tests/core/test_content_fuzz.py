"""Whatever is in a content file, loading either succeeds or reports ContentErrors."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.content import load_content
from game.core.errors import ContentErrors
from tests.tinygame.game import SPEC

SPARKS = Path(__file__).parents[1] / "tinygame" / "content" / "sparks"
ORIGINAL = (SPARKS / "cards.yaml").read_text()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cut=st.integers(0, len(ORIGINAL)),
    insert=st.text(alphabet=" -:[]{}\n\t'\"!&*#%@|>0123456789abcxyz", max_size=12),
)
def test_mangled_content_never_crashes_the_loader(cut: int, insert: str) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gemtable-fuzz-"))
    try:
        shutil.copy(SPARKS / "setup.yaml", folder / "setup.yaml")
        (folder / "cards.yaml").write_text(ORIGINAL[:cut] + insert + ORIGINAL[cut:])
        try:
            load_content(SPEC, folder)
        except ContentErrors as exc:
            assert exc.errors
            for error in exc.errors:
                assert error.file.endswith(".yaml") and error.message
    finally:
        shutil.rmtree(folder)


def test_a_yaml_tag_in_content_is_a_content_error_with_its_line() -> None:
    """Found by the fuzz above: a "!" before a value made YAML look for a constructor for
    the tag "!opponent" and the loader raised YAML's own error instead of a ContentError."""
    folder = Path(tempfile.mkdtemp(prefix="gemtable-fuzz-"))
    try:
        shutil.copy(SPARKS / "setup.yaml", folder / "setup.yaml")
        cut = 180
        (folder / "cards.yaml").write_text(ORIGINAL[:cut] + "!" + ORIGINAL[cut:])
        try:
            load_content(SPEC, folder)
        except ContentErrors as exc:
            (error,) = [e for e in exc.errors if "tag" in e.message]
            assert error.file.endswith("cards.yaml") and error.line is not None
        else:
            raise AssertionError("the tagged value was accepted")
    finally:
        shutil.rmtree(folder)


@settings(max_examples=100, deadline=None)
@given(
    data=st.recursive(
        st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5)),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
        ),
        max_leaves=10,
    )
)
def test_any_yaml_document_is_checked_not_crashed(data: object) -> None:
    import yaml

    folder = Path(tempfile.mkdtemp(prefix="gemtable-fuzz-"))
    try:
        shutil.copy(SPARKS / "cards.yaml", folder / "cards.yaml")
        (folder / "setup.yaml").write_text(yaml.safe_dump(data))
        try:
            load_content(SPEC, folder)
        except ContentErrors as exc:
            assert all("setup.yaml" in e.file for e in exc.errors)
    finally:
        shutil.rmtree(folder)

"""Build the one-folder executable for this OS, archive it, and run its smoke test.

Why a separate virtual environment: PyInstaller must see Gemtable as a normal installed
package (not an editable one pointing into the checkout), so we install it fresh into
build/venv and run PyInstaller from there.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
DIST = ROOT / "dist"


def run(cmd: list[str], **kw: object) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload]


def venv_python(env_dir: Path) -> Path:
    return env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-smoke", action="store_true", help="skip running the built app")
    args = parser.parse_args()

    env_dir = BUILD / "venv"
    if not venv_python(env_dir).exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    py = str(venv_python(env_dir))
    run([py, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    # A normal, non-editable install of Gemtable plus PyInstaller.
    run([py, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", str(ROOT)])
    run([py, "-m", "pip", "install", "--quiet", str(ROOT), "pyinstaller>=6.6"])

    shutil.rmtree(DIST / "gemtable", ignore_errors=True)
    run(
        [
            py,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(DIST),
            "--workpath",
            str(BUILD / "pyinstaller"),
            str(ROOT / "build_scripts" / "gemtable.spec"),
        ],
        cwd=str(BUILD),
    )
    exe = DIST / "gemtable" / ("gemtable.exe" if os.name == "nt" else "gemtable")
    if not args.no_smoke:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env.pop("GEMTABLE_RESOURCES", None)
        run([str(exe), "--smoke"], env=env, cwd=str(BUILD))

    from game import __version__

    system = {"Darwin": "macos", "Windows": "windows"}.get(platform.system(), "linux")
    base = DIST / f"gemtable-{__version__}-{system}-{platform.machine().lower()}"
    fmt = "zip" if system == "windows" else "gztar"
    archive = shutil.make_archive(str(base), fmt, root_dir=DIST, base_dir="gemtable")
    print(f"built {exe}\narchive {archive}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())

"""Build hook: compile the optional move-generator core ``src/lexitile/games/crossword/engine/_accel.c``.

Run by hatchling for the wheel (``pip install .``) and the editable install
(``pip install -e .``). The extension is compiled with the C compiler Python itself was
built with (``sysconfig``: ``CC``, ``CFLAGS``, ``CCSHARED``, ``LDSHARED``), or ``$CC``
when set, as distutils does. When there is no working compiler (``CC=false``, none
installed, Windows without the Unix toolchain variables) or ``LEXITILE_PURE=1`` is set,
the hook says so and the install goes on as pure Python: the package then runs its
pure-Python generator, which gives the same moves.

* wheel: the library is built in a temporary folder and added to the wheel, which is
  then tagged for this interpreter and platform;
* editable: the library is built next to the source (``src/lexitile/games/crossword/engine/``), where
  the editable install imports it from.

``_accel.c`` includes ``_accel_core.h`` (the generator), ``_accel_playout.h`` (the
simulation's best reply and the ranking by equity), ``_accel_build.h`` and
``_accel_keys.h`` (the automaton builder): one translation unit, compiled afresh on every install, so after
changing any of them ``pip install -e .`` builds the new library. (A library compiled
before the builder existed still imports; ``Automaton.build`` then runs in Python.)
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

if TYPE_CHECKING:  # generic for type checkers; older hatchling is not subscriptable at run time
    from hatchling.builders.config import BuilderConfig

    _Hook = BuildHookInterface[BuilderConfig]
else:
    _Hook = BuildHookInterface

SOURCE = Path("src/lexitile/games/crossword/engine/_accel.c")
MODULE = "lexitile/games/crossword/engine/_accel"


def _commands(source: Path, target: Path, obj: Path) -> tuple[list[str], list[str]] | None:
    """The compile and link commands, or ``None`` when this Python gives no Unix toolchain."""
    cc = sysconfig.get_config_var("CC")
    ldshared = sysconfig.get_config_var("LDSHARED")
    if not cc or not ldshared:
        return None
    env_cc = os.environ.get("CC")
    if env_cc:
        if "LDSHARED" not in os.environ and ldshared.startswith(cc):
            ldshared = env_cc + ldshared[len(cc) :]
        cc = env_cc
    if "LDSHARED" in os.environ:
        ldshared = os.environ["LDSHARED"]
    cflags = sysconfig.get_config_var("CFLAGS") or ""
    ccshared = sysconfig.get_config_var("CCSHARED") or ""
    extra = os.environ.get("CFLAGS", "")
    include = sysconfig.get_paths()["include"]
    compile_cmd = [
        *shlex.split(cc),
        *shlex.split(cflags),
        *shlex.split(ccshared),
        *shlex.split(extra),
        "-std=c11",
        "-I",
        include,
        "-c",
        str(source),
        "-o",
        str(obj),
    ]
    link_cmd = [*shlex.split(ldshared), *shlex.split(os.environ.get("LDFLAGS", "")), str(obj), "-o", str(target)]
    return compile_cmd, link_cmd


def build_extension(root: Path, folder: Path) -> Path | None:
    """Compile the core into ``folder``; the library's path, or ``None`` (with a message
    on standard error) when it cannot be built."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    target = folder / f"_accel{suffix}"
    if os.environ.get("LEXITILE_PURE") == "1":
        print("lexitile: LEXITILE_PURE=1: installing the pure-Python move generator only", file=sys.stderr)
        return None
    with tempfile.TemporaryDirectory() as tmp:
        built = Path(tmp) / target.name
        commands = _commands(root / SOURCE, built, Path(tmp) / "_accel.o")
        if commands is None:
            print("lexitile: no C toolchain known to this Python: pure-Python move generator", file=sys.stderr)
            return None
        for cmd in commands:
            try:
                done = subprocess.run(cmd, capture_output=True, text=True, check=False)
            except OSError as exc:
                print(f"lexitile: cannot run {cmd[0]} ({exc}): pure-Python move generator", file=sys.stderr)
                return None
            if done.returncode != 0:
                print(
                    f"lexitile: {shlex.join(cmd[:1])} failed (exit {done.returncode}): pure-Python move generator\n"
                    f"{done.stdout}{done.stderr}",
                    file=sys.stderr,
                )
                return None
        # into place by rename: a running program that has the old library loaded keeps it
        partial = folder / f".{target.name}.partial"
        shutil.copyfile(built, partial)
        os.replace(partial, target)
    return target


class AccelBuildHook(_Hook):
    """Hatchling build hook adding the compiled core when a compiler works."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        if version == "editable":
            built = build_extension(root, root / SOURCE.parent)
            if built is not None:
                build_data["pure_python"] = False
                build_data["infer_tag"] = True
            return
        self._tmp = tempfile.mkdtemp(prefix="lexitile-accel-")
        built = build_extension(root, Path(self._tmp))
        if built is None:
            return
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        build_data["force_include"][str(built)] = f"{MODULE}{built.name[len('_accel') :]}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)

"""Configuration: `[tool.errgen]` of pyproject.toml, or errgen.toml, merged with the command line."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import errgen.generated.errors as errors
import errgen.names as names
from errgen.catalogue.files import foreign_hand
from errgen.names.registry import legacy_options
from errgen.text import escaped, nearest

DEFAULT_CATALOG = "errors.yaml"
KEYS = frozenset(("catalog", "out", "targets", "base_class", "outputs", "templates"))


class ConfigProblem(Exception):
    """The configuration cannot be used; the message says why. `path` is the file at fault, or
    None when the command line is (an unknown --target, a --templates folder that is not one)."""

    def __init__(self, path: Path | None, problem: str) -> None:
        super().__init__(problem)
        self.path = path
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Config:
    """What a build reads and writes, with every path absolute."""

    catalog: Path
    out: Path
    targets: tuple[str, ...]
    base_class: str | None
    source: Path | None  # the file the settings came from, if any
    outputs: tuple[tuple[str, Path], ...] = ()  # target -> file, where not out/default name
    templates: Path | None = None  # a folder of templates that override errgen's by name
    catalog_given: str | None = None  # the catalogue as the command line wrote it, if it did
    # target -> its options, from [tool.errgen.<target>] (errgen.toml: [<target>])
    options: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()

    def options_for(self, target: str) -> dict[str, str]:
        """The options set for `target`."""
        return dict(dict(self.options).get(target, ()))


def find_config_file(start: Path) -> tuple[Path, dict[str, Any]] | None:
    """The nearest errgen.toml, or pyproject.toml with [tool.errgen], from `start` upwards,
    stopping at a repository's root and at the user's home (as git stops at a repository's,
    and asks whose a configuration is before it uses one: safe.directory). A configuration
    decides where files are written and which templates render them, so one that another user
    owns or may write is refused; a parent's pyproject.toml that cannot be read is passed over,
    since it cannot be told to be errgen's."""
    home = _home()
    for folder in (start, *start.parents):
        own = folder / "errgen.toml"
        if own.is_file():
            _owned(own)
            if _configures_errgen(folder / "pyproject.toml"):
                raise ConfigProblem(
                    own,
                    "and pyproject.toml's [tool.errgen] both configure errgen in this folder; "
                    "keep one of the two",
                )
            return own, _read_toml(own)
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            try:
                table = _read_toml(pyproject).get("tool", {}).get("errgen")
            except ConfigProblem:
                if folder == start:
                    raise
                table = None  # a parent's file that is not readable TOML says nothing of errgen
            if table is not None:
                if not isinstance(table, dict):
                    raise ConfigProblem(pyproject, "[tool.errgen] is not a table")
                _owned(pyproject)
                return pyproject, table
        if (folder / ".git").exists() or folder == home:
            break
    return None


def _configures_errgen(pyproject: Path) -> bool:
    try:
        return "errgen" in _read_toml(pyproject).get("tool", {}) if pyproject.is_file() else False
    except ConfigProblem:
        return False


def _home() -> Path | None:
    try:
        return Path.home().absolute()
    except (KeyError, RuntimeError):  # no home directory for this user
        return None


def _owned(path: Path) -> None:
    """Refuse a configuration file that is not the user's (or root's), or that another user may
    write."""
    why = foreign_hand(path)
    if why is None:
        return
    if why.startswith("is owned"):
        advice = "errgen uses only a configuration you (or root) own; change its owner"
    else:
        advice = "errgen uses only a configuration no one else can change; chmod go-w it"
    raise ConfigProblem(path, f"{why}: {advice}, or pass the settings on the command line")


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigProblem(path, f"cannot be read ({exc.__class__.__name__})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigProblem(path, f"is not valid TOML: {exc}") from None
    return data


def _check_base_class(base_class: str | None, at: Path) -> None:
    """The configured base class: an identifier the generated code can use as it is."""
    if base_class is not None and (not _is_name(base_class) or len(base_class) > 29):
        raise ConfigProblem(
            at, f"base_class {base_class!r} is not a Python identifier of at most 29 characters"
        )
    if base_class is not None and (taken := _taken(base_class)):
        raise ConfigProblem(at, f"base_class {base_class!r} is {taken}")


def _taken(base_class: str) -> str | None:
    """Whose own name `base_class` is, when a target's output defines or refuses it."""
    from errgen.targets import TARGETS

    for target in TARGETS.values():
        why = target.reserves(base_class)
        if why is not None:
            return why
    return None


def _options(table: dict[str, Any], known: tuple[str, ...], at: Path) -> tuple[Any, ...]:
    """Each target's options: its own table, `[tool.errgen.<target>]`, holding only the
    options the target declares, each a string the target can use."""
    found: dict[str, dict[str, str]] = {}
    for key, (target, option) in legacy_options().items():
        if key in table:
            found.setdefault(target, {})[option] = table[key]
    for target in known:
        if target not in table:
            continue
        own = table[target]
        if not isinstance(own, dict):
            raise ConfigProblem(at, f"[{target}] must be a table of the {target} target's options")
        found.setdefault(target, {}).update(own)
    if not found:
        return ()
    from errgen.targets import TARGETS

    for target, values in found.items():
        declared = TARGETS[target].options
        for option, value in values.items():
            if option not in declared:
                known_ones = ", ".join(sorted(declared)) or "none"
                raise ConfigProblem(
                    at,
                    f"unknown option {escaped(repr(option))} of target {target}; "
                    f"{nearest(option, declared)}its options: {known_ones}",
                )
            if not isinstance(value, str) or not declared[option].valid(value):
                shown = escaped(repr(value))
                raise ConfigProblem(
                    at, f"{target} option {option} = {shown}: {declared[option].summary}"
                )
    return tuple(sorted((t, tuple(sorted(v.items()))) for t, v in found.items()))


def load_config(
    cwd: Path,
    *,
    catalog: Path | None,
    out: Path | None,
    targets: tuple[str, ...],
    templates: Path | None = None,
) -> Config:
    """Settings from the command line, else the configuration file, else the defaults; the
    configuration is the one nearest the catalogue given (as black and ruff find theirs from
    the files they are given), else the working folder's."""
    from errgen.targets import DEFAULT_TARGETS, TARGETS

    known_targets = tuple(TARGETS)
    for target in targets:
        _known(target, known_targets, None, "--target")
    found = find_config_file((cwd / catalog).absolute().parent if catalog else cwd)
    source, table = found if found else (None, {})
    base = source.parent if source else cwd
    _known_keys(table, source, known_targets)
    for key in ("catalog", "out", "base_class", "templates", *legacy_options()):
        if key in table and not isinstance(table[key], str):
            raise ConfigProblem(source or cwd, f"{key} must be a string")
        if key in table and "\x00" in table[key]:
            raise ConfigProblem(source or cwd, f"{key} has a NUL character")
    configured = table.get("targets", list(DEFAULT_TARGETS))
    if not isinstance(configured, list) or not all(isinstance(t, str) for t in configured):
        raise ConfigProblem(source or cwd, "targets must be a list of target names")
    chosen = targets or tuple(configured)
    for target in chosen:
        _known(target, known_targets, source or cwd, "targets")
    outputs = table.get("outputs", {})
    if not isinstance(outputs, dict) or not all(isinstance(v, str) for v in outputs.values()):
        raise ConfigProblem(source or cwd, "outputs must be a table of target = path")
    for target in outputs:
        _known(target, known_targets, source or cwd, "outputs")
        if "\x00" in outputs[target]:
            raise ConfigProblem(source or cwd, f"outputs.{target} has a NUL character")
    base_class = table.get("base_class")
    _check_base_class(base_class, source or cwd)
    if source is not None:  # what a file may name: only places inside its own folder
        given = {"out": out, "templates": templates}
        for key in ("out", "templates"):
            if key in table and given[key] is None:
                _inside(base, table[key], key, source)
        if out is None:
            for target, path in outputs.items():
                _inside(base, path, f"outputs.{target}", source)
    return Config(
        catalog=(catalog if catalog else base / table.get("catalog", DEFAULT_CATALOG)).absolute(),
        out=(out if out else base / table.get("out", ".")).absolute(),
        targets=tuple(dict.fromkeys(chosen)),
        base_class=base_class,
        source=source,
        # an explicit --out puts every target there
        outputs=(
            () if out else tuple(sorted((t, (base / p).absolute()) for t, p in outputs.items()))
        ),
        templates=_templates(templates, table, base, source or cwd),
        catalog_given=str(catalog) if catalog else None,
        options=_options(table, known_targets, source or cwd),
    )


def _inside(base: Path, value: str, key: str, source: Path) -> None:
    """Refuse a configured path outside the configuration's own folder: writing (or reading
    templates) elsewhere takes the command line (--out, --templates)."""
    # resolved, links and all: a link inside the folder that points out of it leads out of it
    folder = base.resolve()
    if not (folder / value).resolve().is_relative_to(folder):
        flag = "--templates" if key == "templates" else "--out"
        raise ConfigProblem(
            source,
            f"{key} = {escaped(repr(value))} is outside the configuration's folder; "
            f"to use it, give it on the command line ({flag})",
        )


def _known_keys(table: dict[str, Any], source: Path | None, targets: tuple[str, ...]) -> None:
    """Refuse a key errgen does not read, with the nearest one it does."""
    keys = sorted(KEYS | set(legacy_options()) | set(targets))
    unknown = sorted(set(table) - set(keys))
    if unknown and source:
        key = escaped(repr(unknown[0]))
        raise ConfigProblem(
            source, f"unknown key {key}; {nearest(unknown[0], keys)}known: {', '.join(keys)}"
        )


def _known(target: str, known: tuple[str, ...], source: Path | None, where: str) -> None:
    """Refuse a target errgen does not build, with the nearest name it does."""
    if target in known:
        return
    raise ConfigProblem(
        source,
        f"unknown target {escaped(repr(target))} in {where}; "
        f"{nearest(target, known)}known: {', '.join(known)}",
    )


def _templates(given: Path | None, table: dict[str, Any], base: Path, source: Path) -> Path | None:
    """The folder of custom templates: from the command line, else the configuration; like the
    configuration, a folder another user owns or may write is refused (its templates become
    code the user runs)."""
    if given is not None:
        if not given.is_dir():
            raise ConfigProblem(None, f"--templates {escaped(str(given))!r} is not a folder")
        folder: Path | None = given.absolute()
    elif "templates" in table:
        folder = (base / table["templates"]).absolute()
    else:
        folder = None
    if folder is None:
        return None
    if not folder.is_dir():
        raise ConfigProblem(source, f"templates folder {escaped(str(folder))!r} does not exist")
    why = foreign_hand(folder)
    if why is not None:
        raise ConfigProblem(
            None if given is not None else source,
            f"templates folder {escaped(str(folder))!r} {why}: errgen renders only templates "
            "no one else can change; chmod go-w it (or change its owner)",
        )
    return folder


def _is_name(value: str) -> bool:
    try:
        names.identifier(value)
    except ValueError:
        return False
    return True


def config_for(
    cwd: Path,
    *,
    catalog: Path | None = None,
    out: Path | None = None,
    targets: tuple[str, ...] = (),
    templates: Path | None = None,
) -> Config:
    """The configuration with the command line's settings: a bad configuration file is
    CONFIG_INVALID, a bad argument USAGE_INVALID."""
    try:
        return load_config(
            cwd,
            catalog=catalog,
            out=out,
            targets=targets,
            templates=templates,
        )
    except ConfigProblem as problem:
        if problem.path is None:
            raise errors.UsageInvalidError(problem=problem.problem) from None
        shown = _display(problem.path, cwd)
        raise errors.ConfigInvalidError(path=shown, problem=problem.problem) from None
    except OSError as exc:  # a path given that the system refuses to look at (too long, ...)
        name = escaped(os.fsdecode(exc.filename)) if exc.filename is not None else "a path"
        reason = exc.strerror or exc.__class__.__name__
        raise errors.UsageInvalidError(problem=f"{name}: {reason}") from None


def _display(path: Path, cwd: Path) -> str:
    """`path` relative to the working folder when inside it (as errgen shows every path)."""
    try:
        return str(path.relative_to(cwd))
    except ValueError:
        return str(path)

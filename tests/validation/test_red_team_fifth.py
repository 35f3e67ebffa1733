"""Red team of the lint's fifth pass (branch lint5, issue 33): real command lines, each read from
its program's documentation, that the fifth pass gets wrong. Every test here FAILS on lint5 (at
f7b6c14) by design; the lead's fixes make them pass. judge() calls only, like
tests/validation/test_starting_programs.py.

Part 1, false negatives: a line that destroys data, changes state or starts another program
passes labelled idempotent or read-only, and the comment of each class names the exemption the
fifth pass added that lets it through (on main most of these were caught, some for the wrong
reason; the exemption removed the only signal). Part 2, false positives: truthful lines that a
rule of the fifth pass now flags, or that sit in a class one of its exemptions set out to cover.
Part 3, seen on the way: dangerous lines outside the brief's exemptions, in a class issue 33
names (configuration keys whose value is a command)."""

from __future__ import annotations

import pytest
from errgen.validation.commands import judge

# the rules whose id says the line starts another program, as test_command_corpus.STARTS
STARTS = frozenset(("command-runs-program", "command-option-runs-program", "program-unsafe"))
# any rule that says what the line does is more than its safe label owns up to
EFFECT = STARTS | {"command-effect-contradicted", "command-effect-understated"}
DESTROYS = frozenset(("command-effect-contradicted", "program-unsafe"))


def rules(line: str, effect: str = "idempotent", tool: str | None = None) -> set[str]:
    """The rules the line breaks, registered with `effect`, its program declared a companion
    (or, with `tool`, the catalogue's own tool)."""
    programs = frozenset([line.split(" ")[0]])
    found = judge(line, programs, effect, tool=tool) if tool else judge(line, programs, effect)
    return {rule for rule, _, _ in found}


# ============================================================================================
# Part 1: false negatives, by the exemption that lets each through
# ============================================================================================

# --- a refused program's "quiet" forms (hazards.runs_nothing) ---------------------------------
# runs_nothing() reads one word and ignores the rest of the line, and `-h`/`-V`/`--version`
# alone are taken as "prints and exits" for every refused program; when it says quiet, the
# judgement also drops what errgen.validation.knowledge itself says (`known = None if quiet`),
# so `ruby -v fix.rb`, which classify() reads as runs-program, passes with no finding at all.
QUIET_FORMS = [
    # HIGH, outage. shutdown(8) (systemd): "-h The same as --poweroff"; "If no time argument is
    # specified, "+1" is implied": the machine powers off a minute later.
    # https://www.freedesktop.org/software/systemd/man/latest/shutdown.html
    pytest.param("shutdown -h", id="shutdown -h powers off"),
    # HIGH, outage. sysvinit halt(8): "-h Put all harddrives on the system in standby mode just
    # before halt or poweroff" -- and halt.  https://manpages.debian.org/sysvinit-core/halt.8
    pytest.param("halt -h", id="halt -h halts"),
    # HIGH, runs code. Node's CLI docs, -c/--check: "The --require option is now supported when
    # checking a file" (nodejs/node#19600, https://github.com/nodejs/node/pull/19600); -r and
    # --import preload a module at startup (https://nodejs.org/api/cli.html). Reproduced with
    # node 20: the preloaded file runs, then the syntax check.
    pytest.param("node --check -r ./fix.js app.js", id="node --check -r runs the preload"),
    pytest.param("node -c --import=./fix.mjs app.js", id="node -c --import runs the preload"),
    # HIGH, runs code. ruby(1): "-v Enables verbose mode. Ruby will print its version at the
    # beginning ... If this switch is given, and no other switches are present, Ruby quits after
    # printing its version" -- with a script, the script runs.
    # https://bugs.ruby-lang.org/issues/14633 (quoting ruby(1))
    pytest.param("ruby -v fix.rb", id="ruby -v runs the script"),
    # MEDIUM, starts an interpreter that runs standard input. tclsh(1): with no script file it
    # "reads Tcl commands from its standard input"; tclMain.c takes the first argument as the
    # script only when it does not start with '-', so --version is no script and nothing
    # prints a version: tclsh 8.6 runs what stdin holds (reproduced).
    # https://www.tcl.tk/man/tcl8.6/UserCmd/tclsh.htm
    pytest.param("tclsh --version", id="tclsh --version is a REPL"),
    pytest.param("wish --version", id="wish --version is a REPL"),
    # MEDIUM, starts a shell. Bash manual, Invoking Bash: "All of the single-character options
    # used with the set builtin can be used as options when the shell is invoked"; set -h is
    # hashall, so `bash -h` is a shell that runs its standard input (reproduced).
    # https://www.gnu.org/software/bash/manual/bash.html#Invoking-Bash
    pytest.param("bash -h", id="bash -h is a shell"),
    # tcsh(1): "-V Causes the verbose shell variable to be set even before ~/.tcshrc is
    # executed" -- then the shell runs. https://man.archlinux.org/man/tcsh.1.en
    pytest.param("tcsh -V", id="tcsh -V is a shell"),
    # MEDIUM, starts the editor. vim(1): "-V[N] Verbose"; vim then starts and, its input not a
    # terminal, executes what it reads as typed keys (`:!cmd` included; reproduced).
    # https://vimhelp.org/starting.txt.html#-V
    pytest.param("vim -V", id="vim -V opens the editor"),
    pytest.param("ex -V", id="ex -V opens the editor"),
    # HIGH, runs the project. nodemon --help: "-V, --verbose show detail on what is causing
    # restarts"; "if the script is omitted, nodemon will try to read "main" from package.json"
    # and runs it, restarting it on every change. https://github.com/remy/nodemon/wiki
    pytest.param("nodemon -V", id="nodemon -V runs package.json main"),
    # MEDIUM, loads native code. php.net, command line options: "-d foo[=bar] Set a custom value
    # for any of the configuration directives allowed in php.ini"; the `extension` directive
    # loads a shared object "when PHP starts up", which -l's lint does.
    # https://www.php.net/manual/en/features.commandline.options.php
    pytest.param("php -l -d extension=./fix.so app.php", id="php -l -d extension loads code"),
]


@pytest.mark.parametrize("line", QUIET_FORMS)
def test_a_refused_programs_form_is_quiet_only_when_nothing_else_on_the_line_runs(
    line: str,
) -> None:
    assert "program-unsafe" in rules(line), rules(line)


# --- `-f` before a configuration file (hazards._names_a_file) ----------------------------------
# The exemption is right that `-f compose.yaml` names a file, but the verb reading stops at the
# first option (general.verb_effect) and the table matches positional words with the file name
# among them, so `-f FILE` before the subcommand hides the subcommand; on main the misread `-f`
# was the only signal, and it is gone. Fix: skip an option's value when reading the path.
OPTION_FIRST = [
    # HIGH, destroys data. docker compose down: "-v, --volumes Remove named volumes declared in
    # the "volumes" section of the Compose file and anonymous volumes attached to containers".
    # https://docs.docker.com/reference/cli/docker/compose/down/
    pytest.param("docker compose -f compose.yaml down -v", DESTROYS, id="compose -f down -v"),
    pytest.param(
        "docker-compose -f docker-compose.yml down --volumes", DESTROYS, id="compose v1 down"
    ),
    # HIGH, starts containers and a shell. errgen's own table: docker "compose up" and "exec"
    # are runs-program; with -f first neither is read.
    # https://docs.docker.com/reference/cli/docker/compose/up/
    pytest.param("docker compose -f compose.yaml up -d", STARTS, id="compose -f up"),
    pytest.param("docker compose -f compose.yaml exec web sh", STARTS, id="compose -f exec sh"),
    pytest.param(
        "docker compose -f compose.yaml run --rm web ./manage.py migrate",
        STARTS,
        id="compose -f run",
    ),
    # HIGH, runs hooks. helmfile: "Once events are triggered, associated hooks are executed, by
    # running the command with args" (prepare, presync ...); apply and sync run helm and them.
    # https://helmfile.readthedocs.io/en/latest/#hooks
    pytest.param("helmfile -f helmfile.yaml apply", STARTS, id="helmfile -f apply"),
    pytest.param("helmfile -f helmfile.yaml sync", STARTS, id="helmfile -f sync"),
    # HIGH, runs code. An environment file's `pip:` section is installed with pip (conda's
    # "Using pip in an environment"), which builds sdists and runs their setup.py.
    # https://docs.conda.io/projects/conda/en/latest/user-guide/tasks/manage-environments.html
    pytest.param("conda env create -f environment.yml", STARTS, id="conda env create -f"),
    # buildx bake builds the file's targets: the Dockerfiles' RUN steps run (as docker build,
    # runs-program in errgen's table). https://docs.docker.com/build/bake/
    pytest.param("docker buildx bake -f docker-bake.hcl", STARTS, id="buildx bake -f"),
    # kubectl create -f job.yaml starts the Job's containers, as `kubectl run` (runs-program in
    # the table). https://kubernetes.io/docs/reference/kubectl/generated/kubectl_create/
    pytest.param(
        "kubectl create -f job.yaml",
        STARTS,
        id="kubectl create -f",
        marks=pytest.mark.xfail(
            strict=True,
            reason="the lead's call: the manifest's kind decides what runs, and in the cluster;"
            " errgen's table reads create and apply -f as changing state (not-idempotent and"
            " idempotent), as it reads kubectl apply",
        ),
    ),
]


@pytest.mark.parametrize(("line", "expected"), OPTION_FIRST)
def test_an_option_given_a_file_does_not_hide_the_subcommand_after_it(
    line: str, expected: frozenset[str]
) -> None:
    assert rules(line) & expected, rules(line)


# --- `-D` before a path (hazards._names_a_file) -------------------------------------------------
# -D names a data directory, and the subcommand after it is no longer read (as above).
DATA_DIRECTORY = [
    # HIGH, destroys data. pg_resetwal: "clears the write-ahead log"; "the database might
    # contain inconsistent data due to partially-committed transactions"; -f is needed only when
    # pg_control is unreadable, so on a cleanly stopped cluster this runs as written.
    # https://www.postgresql.org/docs/current/app-pgresetwal.html
    pytest.param("pg_resetwal -D /var/lib/postgresql/data", DESTROYS, id="pg_resetwal -D"),
    # HIGH, irreversible failover. pg_ctl: "In promote mode, the standby server that is running
    # in the specified data directory is commanded to exit recovery and begin read-write
    # operations." https://www.postgresql.org/docs/current/app-pg-ctl.html
    pytest.param("pg_ctl -D /var/lib/postgresql/data promote", EFFECT, id="pg_ctl -D promote"),
    # MEDIUM, outage: stop, and "immediate" mode aborts without a clean shutdown (same page).
    pytest.param(
        "pg_ctl -D /var/lib/postgresql/data stop -m immediate", EFFECT, id="pg_ctl -D stop"
    ),
]


@pytest.mark.parametrize(("line", "expected"), DATA_DIRECTORY)
def test_a_data_directory_does_not_hide_the_subcommand_after_it(
    line: str, expected: frozenset[str]
) -> None:
    assert rules(line) & expected, rules(line)


# --- a short-option cluster ending in f before a file (hazards._names_a_file) ------------------
# The cluster rule reads any -Xf before a word with a dot as "f takes a file" (tar -xzf), but in
# -rf the f is force, and user and volume names carry dots.
CLUSTER_F = [
    # HIGH, destroys data. userdel(8): "-r, --remove Files in the user's home directory will be
    # removed along with the home directory itself and the user's mail spool"; "-f, --force".
    # first.last user names are common. https://man7.org/linux/man-pages/man8/userdel.8.html
    pytest.param("userdel -rf john.doe", DESTROYS, id="userdel -rf first.last"),
    # MEDIUM, overwrites. GNU tar extracts over existing files; -P (--absolute-names) keeps the
    # leading / so members land on their absolute paths (/etc/...).
    # https://www.gnu.org/software/tar/manual/html_node/absolute.html
    pytest.param("tar -xPf backup.tar", EFFECT, id="tar -xPf absolute names"),
]


@pytest.mark.parametrize(("line", "expected"), CLUSTER_F)
def test_a_cluster_ending_in_f_is_force_when_its_letters_say_so(
    line: str, expected: frozenset[str]
) -> None:
    assert rules(line) & expected, rules(line)


# --- a declared-configuration verb counted only first on the path (general.verb_effect) -------
# `if lowered in vocabulary.DECLARED and index > 0: continue` was written for `loginctl
# enable-linger deploy` (a user named deploy), but every cloud CLI puts deploy second. On main
# each was at least not-idempotent; now none is anything.
DEPLOY_SECOND = [
    # HIGH. docker stack deploy: "Deploy a new stack or update an existing stack" -- starts the
    # stack's services. https://docs.docker.com/reference/cli/docker/stack/deploy/
    pytest.param("docker stack deploy -c docker-stack.yml web", id="docker stack deploy"),
    # HIGH. gcloud app deploy builds (Cloud Build runs the project's build) and serves a new
    # version. https://cloud.google.com/sdk/gcloud/reference/app/deploy
    pytest.param("gcloud app deploy", id="gcloud app deploy"),
    pytest.param("gcloud functions deploy fix --source=.", id="gcloud functions deploy"),
    # HIGH. aws cloudformation deploy creates and executes a change set: resources created,
    # replaced or deleted, custom resources' Lambda code run.
    # https://docs.aws.amazon.com/cli/latest/reference/cloudformation/deploy/
    pytest.param(
        "aws cloudformation deploy --template-file stack.yaml --stack-name web",
        id="aws cloudformation deploy",
    ),
    # az webapp deploy: "Deploys a provided artifact to Azure Web Apps."
    # https://learn.microsoft.com/cli/azure/webapp#az-webapp-deploy
    pytest.param("az webapp deploy --src-path app.zip", id="az webapp deploy"),
    # AWS Copilot: "svc deploy Deploys a service to an environment" (builds the image).
    # https://aws.github.io/copilot-cli/docs/commands/svc-deploy/
    pytest.param("copilot svc deploy", id="copilot svc deploy"),
]


@pytest.mark.parametrize("line", DEPLOY_SECOND)
def test_a_deploy_verb_second_on_the_path_still_deploys(line: str) -> None:
    assert rules(line) & EFFECT, rules(line)


# --- the tool's own apply (general.effect_of, own=True) ---------------------------------------
# For the tool's own line the most severe verb of the path is replaced by OWN_MEANING, and
# apply/provision/converge have none: the verb becomes None and every other verb of the path is
# dropped with it. The tool's own lines are never noticed, so these are silent. LOW-MEDIUM.
OWN_APPLY = [
    # kubectl's own `apply edit-last-applied` "Edit the latest last-applied-configuration
    # annotations of resources from the default editor" -- a tool modelled on it does the same.
    # https://kubernetes.io/docs/reference/kubectl/generated/kubectl_apply/kubectl_apply_edit-last-applied/
    pytest.param(
        "acme apply edit-last-applied web",
        STARTS,
        id="own apply edit-last-applied",
        marks=pytest.mark.xfail(
            strict=True,
            reason="the lead's call: a compound's run verb is read only where it runs (exec-env),"
            " as edit-description or build-cache name a thing; the tool's own line is its"
            " contract's to prove",
        ),
    ),
    pytest.param("acme apply rollback", EFFECT, id="own apply rollback"),
]


@pytest.mark.parametrize(("line", "expected"), OWN_APPLY)
def test_the_tools_own_apply_does_not_erase_the_rest_of_its_path(
    line: str, expected: frozenset[str]
) -> None:
    found = rules(line, tool="acme")
    assert found & expected, found


# --- `--preview` bare as a dry run (general._SAFE_OPTIONS) -------------------------------------
# HIGH, destroys a repository, silently (gh is a table program: "judged"). gh api: "-p,
# --preview <names> GitHub API preview names to request" takes its value in the next word, so
# `--preview nebula` is read as a bare dry-run flag and looks_only() wins over the DELETE.
# https://cli.github.com/manual/gh_api ; DELETE /repos/{owner}/{repo} deletes the repository:
# https://docs.github.com/en/rest/repos/repos#delete-a-repository
def test_a_preview_option_given_a_value_is_no_dry_run() -> None:
    line = "gh api --method DELETE repos/acme/app --preview nebula"
    assert rules(line) & DESTROYS, rules(line)


# --- `delete --cache-only` (general._clears_a_cache) -------------------------------------------
# Any option containing cache/store/tmp/metadata/builder/stale turns delete and remove into
# "clears a cache". Both lines are silent ("judged": helm and aws are table programs).
CACHE_OPTION = [
    # HIGH. helm uninstall's aliases are "uninstall, del, delete, un" (helm's table knows only
    # uninstall); --repository-cache is helm's global "path to the directory containing cached
    # repository indexes". The release and its resources are removed.
    # https://helm.sh/docs/helm/helm_uninstall/ , https://helm.sh/docs/helm/helm/
    pytest.param("helm delete web --repository-cache=/tmp/helm", id="helm delete + cache dir"),
    # HIGH. ElastiCache DeleteCacheCluster "deletes all associated cache nodes, node endpoints
    # and the cluster itself ... you cannot cancel or revert this operation" -- a Redis or
    # Valkey cluster and its data; every ElastiCache option is named --cache-*.
    # https://docs.aws.amazon.com/cli/latest/reference/elasticache/delete-cache-cluster.html
    pytest.param(
        "aws elasticache delete-cache-cluster --cache-cluster-id sessions",
        id="elasticache delete-cache-cluster",
    ),
]


@pytest.mark.parametrize("line", CACHE_OPTION)
def test_an_option_that_names_a_cache_does_not_make_a_deletion_a_cache_clear(line: str) -> None:
    assert rules(line) & DESTROYS, rules(line)


# --- a bare `process` config word (general._KEY_ENDS lost "process") ---------------------------
# HIGH, runs a program on every later checkout and add, silently (git config is "judged").
# gitattributes(5), Long Running Filter Process: "If the filter command (a string value) is
# defined via filter.<driver>.process then Git can process all blobs with a single filter
# invocation" -- the value is a command. Only *.credential_process was meant to stay.
# https://git-scm.com/docs/gitattributes#_long_running_filter_process
def test_a_filter_process_key_is_a_command() -> None:
    line = "git config --global filter.lfs.process ./fix"
    assert rules(line) & STARTS, rules(line)


# --- capitals of a standard's vocabulary are no placeholders (knowledge._LITERAL_CAPITALS) -----
# The vocabulary is exempt for every program, not for the programs whose standard it is.
# MEDIUM, exposure: iptables(8): "-P, --policy chain target Set the policy for the built-in
# (non-user-defined) chain to the given target"; "-F, --flush [chain] Flush the selected chain
# (all the chains in the table if none is given). This is equivalent to deleting all the rules
# one by one." ACCEPT as INPUT's policy, or an empty INPUT chain, lets every packet in. On main
# the capitals were the only signal. https://man7.org/linux/man-pages/man8/iptables.8.html
CAPITALS = [
    pytest.param("iptables -P INPUT ACCEPT", EFFECT, id="iptables INPUT policy ACCEPT"),
    pytest.param("iptables -F INPUT", EFFECT, id="iptables flush INPUT"),
    # LOW: INPUT and OUTPUT are the most common placeholders of a synopsis (pandoc's own manual
    # writes `pandoc [options] [input-file]...`); outside netfilter they stand for a value.
    # https://pandoc.org/MANUAL.html
    pytest.param("pandoc INPUT -o OUTPUT", frozenset(("command-placeholder-word",)), id="INPUT"),
]


@pytest.mark.parametrize(("line", "expected"), CAPITALS)
def test_a_standards_capitals_are_literal_only_for_its_programs(
    line: str, expected: frozenset[str]
) -> None:
    assert rules(line) & expected, rules(line)


# --- a runner's dry runs and listings (families.runs_the_project) ------------------------------
# Any word of the line in _RUNNER_LOOKS or _RUNNER_DRY_RUNS, anywhere, exempts the whole line;
# but -n, -l, -N, -T mean other things to pytest and Maven, a test filter can be `status`, and
# a runner whose build files are code loads them for its listings and dry runs too (the lead's
# own _CODE_DECLARED class: nox, rake). HIGH: the project's code runs (a pull request's build
# script, an agent running blindly in its checkout).
RUNNER_LOOKS = [
    # Gradle, Build Lifecycle: "Configuration: Evaluates the build scripts of every project
    # participating in the build" -- for every invocation, `tasks` and --dry-run included.
    # https://docs.gradle.org/current/userguide/build_lifecycle.html
    pytest.param("gradle tasks", id="gradle tasks"),
    pytest.param("./gradlew tasks", id="gradlew tasks"),
    pytest.param("gradle build --dry-run", id="gradle --dry-run"),
    # sbt loads (compiles and runs) the build definition, build.sbt and project/*.scala, before
    # any command. https://www.scala-sbt.org/1.x/docs/Basic-Def.html
    pytest.param("sbt tasks", id="sbt tasks"),
    # SCons: "the SConstruct file is actually a Python script"; -n "No execute. Print the
    # commands that would be executed" -- the script still runs.
    # https://scons.org/doc/production/HTML/scons-man.html
    pytest.param("scons -n", id="scons -n"),
    # cdk list: "List all AWS CDK stacks and their dependencies from a CDK app" -- the app is
    # run to synthesise them (`cdk list --app='node bin/main.js'`).
    # https://docs.aws.amazon.com/cdk/v2/guide/ref-cli-cmd-list.html
    pytest.param("cdk ls", id="cdk ls"),
    # vitest list collects the test files (imports them): vitest-dev/vitest#4240.
    # https://vitest.dev/guide/cli#vitest-list
    pytest.param("vitest list", id="vitest list"),
    # rspec --dry-run still loads spec_helper's configure blocks and the spec files
    # (rspec/rspec-core#2971, #3008); cucumber --dry-run loads env.rb and "any code not inside a
    # step or method would still get executed" (cucumber/cucumber-ruby#1324).
    pytest.param("rspec --dry-run", id="rspec --dry-run"),
    pytest.param("cucumber --dry-run", id="cucumber --dry-run"),
    # pytest --help lists conftest.py's options, so it imports the rootdir's conftest.py
    # (reproduced: a conftest.py that writes a file, written by `pytest --help`).
    # https://docs.pytest.org/en/stable/how-to/writing_plugins.html#conftest-py-plugins
    pytest.param("pytest --help", id="pytest --help"),
    # pytest-xdist: `pytest -n auto` runs the tests in workers; pytest's -l is --showlocals; -k
    # is the test filter. https://pytest-xdist.readthedocs.io/ ,
    # https://docs.pytest.org/en/stable/reference/reference.html#command-line-flags
    pytest.param("pytest -n auto", id="pytest -n workers"),
    pytest.param("pytest -l", id="pytest -l showlocals"),
    pytest.param("pytest -k status", id="pytest -k status"),
    # Maven: "-N,--non-recursive Do not recurse into sub-projects", "-T,--threads <arg> Thread
    # count". https://maven.apache.org/ref/current/maven-embedder/cli.html
    pytest.param("mvn -N install", id="mvn -N install"),
    pytest.param("mvn -T 4 install", id="mvn -T install"),
]


@pytest.mark.parametrize("line", RUNNER_LOOKS)
def test_a_runners_listing_or_dry_run_that_loads_the_project_runs_it(line: str) -> None:
    assert rules(line) & STARTS, rules(line)


# ============================================================================================
# Part 2: false positives -- truthful lines flagged
# ============================================================================================

# --- new in the fifth pass: a wrapper's first argument (starting._wraps) ----------------------
# Any first argument starting with ./ or naming an interpreter makes any program a wrapper, so
# the most common read-only lines are refused as starting a program (an error at once).
WRAPPER_FP = [
    ("cat ./README.md", "read-only"),  # cat(1)
    ("ls ./dist", "read-only"),  # ls(1)
    ("sha256sum ./dist/app.tar.gz", "read-only"),  # sha256sum(1)
    ("realpath ./fix.sh", "read-only"),  # realpath(1)
    ("file /usr/bin/python3", "read-only"),  # file(1)
    ("pgrep python3", "read-only"),  # pgrep(1): "look up ... processes based on name"
]

# --- new in the fifth pass: runners of the project's code (families._RUNNERS) -----------------
RUNNER_FP = [
    # Gradle CLI: "--stop Stops all Daemons of the same version" (its own servers, as bazel
    # shutdown, which the fifth pass lets through)
    # https://docs.gradle.org/current/userguide/command_line_interface.html
    ("gradle --stop", "idempotent"),
    # pulumi stack output: "Show a stack's output properties" (read from the backend);
    # pulumi stack select: "Switch the current workspace to the given stack"
    # https://www.pulumi.com/docs/iac/cli/commands/pulumi_stack_output/
    ("pulumi stack output url", "read-only"),
    ("pulumi stack select prod", "idempotent"),
    # cdk doctor: "Inspect and display useful information about your local AWS CDK project and
    # development environment" https://docs.aws.amazon.com/cdk/v2/guide/ref-cli-cmd-doctor.html
    ("cdk doctor", "read-only"),
    # just manual: "--dump Print justfile" https://just.systems/man/en/
    ("just --dump", "read-only"),
    # ctest(1): "-N,--show-only[=<format>] Disable actual execution of tests"
    # https://cmake.org/cmake/help/latest/manual/ctest.1.html
    ("ctest --show-only", "read-only"),
]

# --- new in the fifth pass: declared-configuration verbs and --preview=VALUE -------------------
DECLARED_FP = [
    # gh release create publishes a release; it runs nothing (main passed it)
    # https://cli.github.com/manual/gh_release_create
    ("gh release create v1.2.3 --notes fixed", "not-idempotent"),
    # gh release download "--skip-existing Skip downloading when files of the same name exist"
    # https://cli.github.com/manual/gh_release_download
    ("gh release download v1.2.3 --skip-existing", "idempotent"),
    # `deploy` is a service's namespace: AWS CodeDeploy (`aws deploy`), Google Cloud Deploy
    # (`gcloud deploy`). https://docs.aws.amazon.com/cli/latest/reference/deploy/list-applications.html
    # https://cloud.google.com/sdk/gcloud/reference/deploy/releases/list
    ("aws deploy list-applications", "read-only"),
    ("gcloud deploy releases list --delivery-pipeline=web", "read-only"),
    # tailscale serve shares a local port in the tailnet; it starts no program
    # https://tailscale.com/kb/1242/tailscale-serve
    ("tailscale serve --bg 3000", "idempotent"),
    # gh api: "-p, --preview <names> GitHub API preview names to request" -- a name, not a
    # command (starting._PREVIEWS reads it as fzf's --preview=CMD)
    ("gh api repos/acme/app --preview=nebula", "read-only"),
]

# --- in the class of the fifth pass's capitals exemption (seen on main too) --------------------
CAPITALS_FP = [
    # DNS record types the list lacks: TLSA (RFC 6698), HTTPS (RFC 9460), RRSIG (RFC 4034)
    ("dig example.com TLSA", "read-only"),
    ("dig example.com HTTPS", "read-only"),
    ("dig example.com RRSIG", "read-only"),
    # signals as docker writes them: "docker kill --signal=SIGHUP my_container"
    # https://docs.docker.com/reference/cli/docker/container/kill/
    ("docker kill --signal=SIGHUP web", "not-idempotent"),
    # netfilter chains Docker creates: "DOCKER-USER"
    # https://docs.docker.com/engine/network/packet-filtering-firewalls/
    ("iptables -L DOCKER-USER -n", "read-only"),
    # the tz database's UTC; timedatectl(1) "set-timezone [TIMEZONE]"
    ("timedatectl set-timezone UTC", "idempotent"),
    # a charset's registered name (IANA: UTF-8); locale-gen(8)
    ("locale-gen en_US.UTF-8", "idempotent"),
    # an environment variable's name asked of a program (issue 33's own example, go env):
    # printenv(1) "printenv [OPTION]... [VARIABLE]..."; getconf(1p) system variables
    ("printenv PATH", "read-only"),
    ("getconf ARG_MAX", "read-only"),
    # gitrevisions(7): FETCH_HEAD, ORIG_HEAD, MERGE_HEAD ... (the table exempts HEAD only)
    ("git log --oneline HEAD..FETCH_HEAD", "read-only"),
    # go env's variables the table's list lacks (https://pkg.go.dev/cmd/go#hdr-Environment_variables)
    ("go env GOHOSTARCH", "read-only"),
]

# --- in classes the fifth pass worked on (seen on main too) -----------------------------------
OLDER_FP = [
    # a run verb followed by a verb that only looks names a group: gh's `run` is workflow runs
    # (gh run watch: "Watch a run until it completes"; gh run download), gcloud's is Cloud Run
    # https://cli.github.com/manual/gh_run_watch ; https://cloud.google.com/sdk/gcloud/reference/run/services/list
    ("gh run watch 123", "read-only"),
    ("gh run download 123 --dir=logs", "idempotent"),
    ("gcloud run services list", "read-only"),
    # a dump's output file (the fifth pass exempts pg_dump): pg_restore "-f filename Specify
    # output file for generated script"; mysqlbinlog "--result-file=name Direct output to the
    # named file" https://www.postgresql.org/docs/current/app-pgrestore.html
    # https://dev.mysql.com/doc/refman/8.4/en/mysqlbinlog.html
    ("pg_restore -f schema.sql --schema-only app.dump", "idempotent"),
    ("mysqlbinlog --result-file=binlog.sql binlog.000042", "idempotent"),
    # an option followed by a script file is not that option's value: wc(1) -l counts lines,
    # black --check "Don't write the files back", prettier --check
    ("wc -l app.js", "read-only"),
    ("black --check fix.py", "read-only"),
    ("prettier --check app.js", "read-only"),
    # -c given a word is a count or a name: grep(1) -c "print a count of matching lines",
    # lsof(8) "-c c selects the listing of files for processes executing the command that
    # begins with the characters of c", pgrep(1) -c "Suppress normal output; instead print a
    # count of matching processes"
    ("grep -c error app.log", "read-only"),
    ("lsof -c nginx", "read-only"),
    ("pgrep -c nginx", "read-only"),
    # --engine names a database engine: aws rds describe-db-engine-versions --engine postgres
    # https://docs.aws.amazon.com/cli/latest/reference/rds/describe-db-engine-versions.html
    ("aws rds describe-db-engine-versions --engine postgres", "read-only"),
]


def _ids(cases: list[tuple[str, str]]) -> list[str]:
    return [line for line, _ in cases]


@pytest.mark.parametrize(("line", "effect"), WRAPPER_FP, ids=_ids(WRAPPER_FP))
def test_a_read_only_programs_path_argument_is_no_wrapped_program(line: str, effect: str) -> None:
    assert not rules(line, effect), rules(line, effect)


@pytest.mark.parametrize(("line", "effect"), RUNNER_FP, ids=_ids(RUNNER_FP))
def test_a_runners_commands_that_load_nothing_of_the_project_are_not_flagged(
    line: str, effect: str
) -> None:
    assert not rules(line, effect), rules(line, effect)


@pytest.mark.parametrize(("line", "effect"), DECLARED_FP, ids=_ids(DECLARED_FP))
def test_a_declaration_verb_or_preview_that_runs_nothing_is_not_flagged(
    line: str, effect: str
) -> None:
    assert not rules(line, effect), rules(line, effect)


@pytest.mark.parametrize(("line", "effect"), CAPITALS_FP, ids=_ids(CAPITALS_FP))
def test_a_standards_or_programs_capitals_are_no_placeholder(line: str, effect: str) -> None:
    assert not rules(line, effect), rules(line, effect)


@pytest.mark.parametrize(("line", "effect"), OLDER_FP, ids=_ids(OLDER_FP))
def test_older_classes_the_fifth_pass_worked_on_flag_no_truthful_line(
    line: str, effect: str
) -> None:
    assert not rules(line, effect), rules(line, effect)


# ============================================================================================
# Part 3: seen on the way -- outside the brief's exemptions, in issue 33's class "config keys
# whose value is a command"; each passes silently labelled idempotent (git, npm: "judged") and
# the program it names runs on every later use. HIGH.
# ============================================================================================
CONFIG_COMMANDS = [
    # git-config(1): "diff.external If this config variable is set, diff generation is not
    # performed using the internal diff machinery, but using the given command."
    pytest.param("git config --global diff.external ./fix", id="git diff.external"),
    # git-config(1) "merge.<driver>.driver Defines the command that implements a custom
    # low-level merge driver" (gitattributes(5), Defining a custom merge driver)
    pytest.param("git config --global merge.ours.driver ./fix", id="git merge driver"),
    # git-config(1) Includes: include.path pulls in a file whose core.sshCommand, etc. apply
    pytest.param("git config --global include.path /tmp/fix.gitconfig", id="git include.path"),
    # gitcredentials(7): credential.<url>.helper -- the URL in the key fails general._KEY, so
    # the key is skipped; the helper "/tmp/fix" runs on every fetch or push to that host
    pytest.param(
        "git config --global credential.https://github.com.helper /tmp/fix",
        id="git credential.<url>.helper",
    ),
    # npm config: "git ... The command to use for git commands"
    # https://docs.npmjs.com/cli/using-npm/config#git
    pytest.param("npm config set git ./fix", id="npm git"),
    # Yarn's .yarnrc.yml reference: yarnPath is the path of a Yarn binary executed instead of
    # any other for every command run in the project
    # https://yarnpkg.com/configuration/yarnrc#yarnPath
    pytest.param("yarn config set yarnPath ./fix.cjs", id="yarn yarnPath"),
]


@pytest.mark.parametrize("line", CONFIG_COMMANDS)
def test_a_configuration_key_whose_value_is_a_command_runs_it(line: str) -> None:
    assert rules(line) & STARTS, rules(line)


# oc apply is kubectl apply (errgen's table: idempotent); OpenShift CLI reference
# https://docs.redhat.com/en/documentation/openshift_container_platform/4.16/html/cli_tools/openshift-cli-oc
@pytest.mark.xfail(
    strict=True,
    reason="the lead's call: oc is not in errgen's table, and a companion's apply is read as"
    " making a declaration real (terraform's providers, helmfile's hooks); oc needs its own"
    " entry (kubectl's built-ins plus OpenShift's: login, new-app, new-project)",
)
def test_oc_apply_is_kubectl_apply() -> None:
    assert not rules("oc apply -f deploy.yaml") & EFFECT

"""The words nearly every command-line program gives one meaning: the effects a command may
have, most severe first, the verbs that have them, and the verbs that only look. Data only,
read by errgen.validation.general (verbs and options), .starting (words that start a program)
and .families (families of programs)."""

from __future__ import annotations

# Most severe first: what a command may do that its registry label must own up to (the
# program table's knowledge, errgen.validation.knowledge, judges with the same scale).
EFFECTS = (
    "runs-program",
    "destructive",
    "exposure",
    "outage",
    "interactive",
    "not-idempotent",
    "idempotent",
    "read-only",
)

# Verbs that make real what a project declares (below): read so for a companion program; for
# the tool's own line they keep the meaning they have when nothing is declared (the team's
# own `tool apply` changes what the tool keeps; its contract file proves the line).
DECLARED = ("apply", "deploy", "provision", "converge", "release")
OWN_MEANING = {"deploy": "not-idempotent", "release": "not-idempotent"}

# Verbs that change state beyond what their words were checked for (destructive ones are
# hazards.DESTRUCTIVEVERBS), by what they do.
VERBS: dict[str, str] = {
    **dict.fromkeys(
        "flush flushall flushdb revoke teardown unregister deregister".split(),
        "destructive",
    ),
    **dict.fromkeys("stop pause suspend disable down shutdown halt cordon".split(), "outage"),
    # rebuilds in place (VACUUM, a compaction): state changes, the same again each run
    "vacuum": "idempotent",
    **dict.fromkeys(
        "restart revert undo rollback increment incr bump rotate keygen create-key rename move"
        " promote demote"
        " mv reset publish push upload".split(),
        "not-idempotent",
    ),
    # verbs that start a program chosen by data: a package's hooks and build scripts, a
    # project's tests, a playbook, a shell, an editor
    **dict.fromkeys(
        "run exec execute shell rsh ssh attach debug eval install build test restore bundle"
        " playbook plugin".split(),
        "runs-program",
    ),
    # the project's own code, run by the verb's documented meaning: migrations are modules or
    # scripts of the project (flyway, alembic, Django, Rails, Ecto), in either direction
    # (alembic upgrade and downgrade), and so are seeds (rails db:seed, knex seed:run, prisma db
    # seed); generators are programs a configuration names (go generate, rails generate, prisma
    # generate), benchmarks are built and run like tests (cargo bench), a compile runs the build
    # definition and its plugins or macros (mvn compile, sbt compile, mix compile), and a
    # bootstrap runs the set-up program a project declares (yadm bootstrap, lerna bootstrap)
    **dict.fromkeys(
        "migrate upgrade downgrade seed generate bench compile bootstrap".split(), "runs-program"
    ),
    # installing again or anew runs a package's hooks and build scripts as install does
    # (apt-get reinstall, brew reinstall, pipx reinstall)
    "reinstall": "runs-program",
    # verbs that make real what a project declares, which runs the programs the declaration
    # names: an infrastructure tool's providers and the app it synthesises (terraform and tofu
    # apply, cdk deploy, sqitch deploy), a release tool's hooks (helmfile apply, firebase
    # deploy's predeploy), a dotfile manager's scripts (chezmoi apply), a configuration
    # manager's resources (puppet apply, salt's state.apply), a release's build and hooks
    # (goreleaser release builds and runs the before hooks; semantic-release its plugins).
    # errgen's table reads the programs whose apply only changes state (kubectl apply, git
    # apply) and whose release only publishes (gh release create).
    **dict.fromkeys(DECLARED, "runs-program"),
    # enters the development shell a project declares (nix develop, devbox shell)
    "develop": "runs-program",
    # runs the project's tasks as they arrive or fall due (celery worker, rq worker, airflow
    # scheduler, sidekiq's worker processes)
    **dict.fromkeys(("worker", "scheduler"), "runs-program"),
    # serves the project from its own code, locally (wrangler dev, vite dev, next dev); not
    # serve, which as often serves files or a port (tailscale serve)
    "dev": "runs-program",
    # runs the command a project declares under that task's name (deno task build, pixi task
    # run); with no name it lists them
    "task": "runs-program",
    # verbs whose documented meaning is to start a shell, a REPL or a process in a context
    # (rails console, lein repl, cabal repl, distrobox enter, npm explore, rails runner, sam
    # local invoke), to open a file in the editor $VISUAL or $EDITOR names (virsh edit,
    # ansible-vault edit), or to bring up what a project declares, starting its containers,
    # machines or program (docker compose up in errgen's table; vagrant up, pulumi up).
    # `apply` and `deploy` are not here: errgen's table has apply read three ways (terraform
    # runs providers, kubectl and git only change state), and a tool's own `apply` is common.
    **dict.fromkeys(
        "console repl enter explore sandbox runner invoke edit up".split(),
        "runs-program",
    ),
    # a registry's verbs that change what everyone else installs: a version removed for all
    # (npm unpublish), withdrawn from new resolution (cargo yank, nuget unlist) or marked for
    # every user who installs it (npm deprecate)
    "unpublish": "destructive",
    **dict.fromkeys("yank unlist".split(), "outage"),
    "deprecate": "exposure",
}

# Verbs that only look: after a run verb they make it name a group of commands (wp plugin
# list, prisma migrate status); as a runner's first word, a listing.
LOOKS = frozenset(
    "list ls get show view status describe info inspect search outdated history logs plan"
    " validate introspect lint".split()
)
# A verb that runs is first or second on the line (`dotnet tool run`, `gh workflow run`).
RUN_VERB_DEPTH = 2

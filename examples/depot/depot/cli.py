"""depot's command line: every outcome is a response envelope on stdout and an exit code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Annotated, Any

import typer

from depot import errors, store

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False)
auth = typer.Typer(help="Credentials and sessions.")
simulate = typer.Typer(help="Put the store in a failing state, for demonstrations and tests.")
app.add_typer(auth, name="auth")
app.add_typer(simulate, name="simulate")


@app.command()
def get(key: str) -> dict[str, str]:
    """Print the value of KEY."""
    return {"key": key, "value": store.get(key)}


@app.command()
def put(key: str, value: str) -> dict[str, str]:
    """Set KEY to VALUE."""
    store.put(key, value)
    return {"key": key, "value": value}


@app.command()
def diff(key: str, value: str) -> errors.Result:
    """Compare KEY's value in the store with VALUE: the answer DIFFERENT (exit 10) when they
    differ."""
    store.check_session()
    warnings: list[errors.DepotError] = []
    try:
        stored: str | None = store.get(key)
    except errors.KeyNotFoundError as missing:  # not a failure here: the answer is "different"
        stored, warnings = None, [missing]
    same = stored == value
    answer = None if same else errors.ANSWER_DIFF_DIFFERENT
    data = {"given": value, "key": key, "same": same, "stored": stored}
    return errors.Result(data, answer=answer, warnings=warnings)


@app.command()
def doctor() -> dict[str, Any]:
    """Report the state of the store and the session (read-only)."""
    return store.state()


@app.command()
def reset(
    hard: Annotated[bool, typer.Option("--hard", help="Really delete every key.")] = False,
) -> dict[str, int]:
    """Delete every key (destructive: never a fix command)."""
    if not hard:
        raise errors.BadUsageError(problem="reset deletes every key; pass --hard to mean it")
    return {"deleted": store.reset()}


@app.command(context_settings={"allow_interspersed_args": False})
def run(key: str, program: str, args: Annotated[list[str] | None, typer.Argument()] = None) -> None:
    """Run PROGRAM with KEY's value in DEPOT_VALUE, and exit with its exit status."""
    try:
        value = store.get(key)
    except errors.DepotError as error:  # exits as the catalogue says `depot run` exits
        sys.stdout.write(json.dumps(error.to_envelope()) + "\n")
        exit_code = errors.OPERATION_EXITS["depot run"].get(error.code, error.exit_code)
        raise SystemExit(exit_code) from None
    done = subprocess.run([program, *(args or [])], env=os.environ | {"DEPOT_VALUE": value})
    raise SystemExit(done.returncode)


@app.command("errors")
def errors_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print it as JSON.")] = False,
) -> None:
    """Print depot's error contract (every code, its recovery, its fix command) as JSON."""
    if not as_json:
        raise errors.BadUsageError(problem="depot errors prints JSON only: pass --json")
    sys.stdout.write(errors.describe_errors() + "\n")  # catalog.json's format, not an envelope
    raise SystemExit(0)


@auth.command("refresh")
def auth_refresh() -> dict[str, Any]:
    """Renew the access token from the stored service key (idempotent)."""
    return store.refresh_token()


@auth.command("reauth")
def auth_reauth() -> dict[str, Any]:
    """Open a new session from the stored service key (idempotent)."""
    return store.reauthenticate()


@auth.command("login")
def auth_login() -> dict[str, Any]:
    """Ask a person for a token (interactive: never a fix command)."""
    typer.prompt("Token", hide_input=True, err=True)
    return store.reauthenticate()


@simulate.command("expired-token")
def simulate_expired_token() -> None:
    store.expire_token()


@simulate.command("revoked-session")
def simulate_revoked_session() -> None:
    store.revoke_session()


@simulate.command("lock")
def simulate_lock(
    calls: Annotated[
        int, typer.Option(min=1, help="How many calls that touch the store meet the lock.")
    ] = 1,
) -> dict[str, int]:
    """Hold the store's lock for the next CALLS calls of get, put, diff or run (each fails with
    STORE_LOCKED), then let it go."""
    return {"calls": calls, "holder": store.hold_lock_for(calls)}


def dispatch() -> Any:
    result = errors.click_main(app)  # a misspelt command or option: the usage error, exit 2
    return None if isinstance(result, int) else result  # --help: click's own exit 0


def main() -> None:
    errors.run(dispatch)

"""depot's state on disk: a store, a token, a session and a lock, under DEPOT_HOME."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from depot import errors

TOKEN_SECONDS = 3600
READ_ONLY_PREFIX = "sys/"


def home() -> Path:
    folder = Path(os.environ.get("DEPOT_HOME", Path.home() / ".depot"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _read(name: str, default: Any) -> Any:
    try:
        return json.loads((home() / name).read_text("utf-8"))
    except FileNotFoundError:
        return default


def _write(name: str, value: Any) -> None:
    fd, temp = tempfile.mkstemp(dir=home(), prefix=f".{name}.")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(value, handle, sort_keys=True)
    os.replace(temp, home() / name)


# --- the session ------------------------------------------------------------------------------


def check_session() -> None:
    if (home() / "revoked").exists():
        raise errors.SessionRevokedError()
    token = _read("token.json", {"expires_at": 0})
    if token["expires_at"] <= time.time():
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(token["expires_at"]))
        raise errors.CredentialsExpiredError(expired_at=stamp)


def refresh_token() -> dict[str, Any]:
    """Idempotent: a token with more than half its life left is kept as it is (a second run
    changes nothing), else a fresh one from the stored service key; a revoked session stays
    revoked."""
    token: dict[str, Any] = _read("token.json", {"expires_at": 0})
    if token["expires_at"] - time.time() > TOKEN_SECONDS / 2:
        return token
    token = {"expires_at": int(time.time()) + TOKEN_SECONDS}
    _write("token.json", token)
    return token


def reauthenticate() -> dict[str, Any]:
    """Idempotent: a new session (and token) from the stored service key."""
    with contextlib.suppress(FileNotFoundError):
        (home() / "revoked").unlink()
    return refresh_token()


def expire_token() -> None:
    _write("token.json", {"expires_at": int(time.time()) - 60})


def revoke_session() -> None:
    (home() / "revoked").write_text("revoked by an administrator\n")


# --- the lock ---------------------------------------------------------------------------------


@contextlib.contextmanager
def locked(exclusive: bool) -> Iterator[None]:
    """Hold the store's lock, or fail at once with STORE_LOCKED naming its holder: the process
    of `depot simulate lock` while its count of calls lasts (this call counted), else the
    process that holds the lock file."""
    simulated = _simulated_holder()
    if simulated is not None:
        raise errors.StoreLockedError(pid=simulated)
    path = home() / "lock"
    with path.open("a+") as handle:
        try:
            fcntl.flock(handle, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip()
            raise errors.StoreLockedError(pid=int(holder) if holder.isdigit() else 0) from None
        try:
            if exclusive:  # the writer names itself, for a call that meets its lock
                handle.seek(0)
                handle.truncate()
                handle.write(str(os.getpid()))
                handle.flush()
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def hold_lock_for(calls: int) -> int:
    """Another process holds the lock for the next `calls` calls that touch the store (each
    fails with STORE_LOCKED), then lets it go: a count, never a time, so that a scenario meets
    the lock and its retry does not however fast or loaded the machine is. The holder named is
    this process."""
    _write("lock.json", {"calls": calls, "pid": os.getpid()})
    return os.getpid()


def _simulated_holder() -> int | None:
    """The pid `hold_lock_for` named while its count lasts, one call used up; else None."""
    lock = _read("lock.json", {"calls": 0})
    if lock["calls"] <= 0:
        return None
    if lock["calls"] == 1:
        (home() / "lock.json").unlink()
    else:
        _write("lock.json", {**lock, "calls": lock["calls"] - 1})
    pid: int = lock["pid"]
    return pid


# --- the store --------------------------------------------------------------------------------


def get(key: str) -> str:
    check_session()
    with locked(exclusive=False):
        store = _read("store.json", {})
    if key not in store:
        raise errors.KeyNotFoundError(key=key)
    value: str = store[key]
    return value


def put(key: str, value: str) -> None:
    check_session()
    with locked(exclusive=True):  # the lock first, as the Go, TypeScript and Rust depots
        if key.startswith(READ_ONLY_PREFIX):
            raise errors.PermissionDeniedError(prefix=READ_ONLY_PREFIX)
        store = _read("store.json", {})
        store[key] = value
        _write("store.json", store)


def reset() -> int:
    with locked(exclusive=True):
        count = len(_read("store.json", {}))
        _write("store.json", {})
    return count


def state() -> dict[str, Any]:
    token = _read("token.json", {"expires_at": 0})
    return {
        "home": str(home()),
        "keys": len(_read("store.json", {})),
        "token_valid": token["expires_at"] > time.time(),
        "session_revoked": (home() / "revoked").exists(),
    }

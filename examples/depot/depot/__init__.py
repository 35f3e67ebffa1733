"""depot: errgen's example tool, a local key-value store whose every failure is recoverable."""

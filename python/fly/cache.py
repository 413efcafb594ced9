"""The compile cache (docs/runtime.md): every :func:`fly.compile` and :func:`fly.kernels.compile`
is looked up in it (``cache=False`` skips it), in memory per process and in a directory shared by
every process that uses it.

The directory is ``$FLY_CACHE_DIR``, else ``$XDG_CACHE_HOME/fly``, else ``~/.cache/fly``;
``FLY_ENABLE_CACHE=0`` turns caching off and ``FLY_CACHE_MAX_SIZE`` caps the directory (bytes, or
with a K/M/G suffix; default 1 GiB). They are read when the process first compiles: set them in
the environment (or ``os.environ``) before that.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from . import _fly

__all__ = ["CacheInfo", "directory", "info"]


@dataclass(frozen=True)
class CacheInfo:
    """The process's compile cache and what it counted so far."""

    enabled: bool
    directory: Optional[Path]
    """``None``: memory only."""
    max_disk_bytes: int
    memory_hits: int
    disk_hits: int
    misses: int
    corrupt_entries: int
    disk_evictions: int


def info() -> CacheInfo:
    """The cache's configuration and this process's hits and misses."""
    d = json.loads(_fly.cache_info())
    d["directory"] = Path(d["directory"]) if d["directory"] else None
    return CacheInfo(**d)


def directory() -> Optional[Path]:
    """The cache directory (``None``: memory only)."""
    return info().directory

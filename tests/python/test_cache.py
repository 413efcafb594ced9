"""The compile cache from Python: its directory (FLY_CACHE_DIR, set by conftest before anything
compiled), hits in memory, on disk across processes, and cache=False."""

from __future__ import annotations

import os
import subprocess
import sys

import fly
from conftest import EXAMPLES

# A text no other test compiles (the key hashes the canonical text: a comment does not make a new
# key, so the kernel's name is changed).
TEXT = (EXAMPLES / "vector_add.fly").read_text().replace("@vector_add", "@vector_add_cache_test")


def test_directory_is_fly_cache_dir(cache_dir):
    assert fly.cache.directory() == cache_dir
    info = fly.cache.info()
    assert info.enabled and info.max_disk_bytes > 0


def test_hits_and_misses(cache_dir):
    before = fly.cache.info()
    first = fly.compile(TEXT, arch="gfx1250")
    assert first.cache == "compiled, stored in the cache"
    assert first.timings
    second = fly.compile(TEXT, arch="gfx1250")
    assert second.cache == "cache hit (memory)"
    assert second.timings == [] and second.compile_seconds == 0
    assert second.hsaco == first.hsaco
    after = fly.cache.info()
    assert after.misses == before.misses + 1
    assert after.memory_hits == before.memory_hits + 1
    assert any(cache_dir.iterdir())
    off = fly.compile(TEXT, arch="gfx1250", cache=False)
    assert off.cache == "compiled (cache off)"
    assert off.hsaco == first.hsaco
    assert fly.cache.info().misses == after.misses
    # Other emit kinds are entries of their own.
    assert "s_endpgm" in second.asm


def test_another_process_hits_the_disk(cache_dir):
    fly.compile(TEXT, arch="gfx1100")
    program = ("import fly, sys; k = fly.compile(sys.argv[1], arch='gfx1100'); "
               "print(k.cache); print(fly.cache.directory())")
    env = dict(os.environ, FLY_CACHE_DIR=str(cache_dir))
    out = subprocess.run([sys.executable, "-c", program, TEXT], env=env, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out == ["cache hit (disk)", str(cache_dir)]


def test_registry_kernels_are_cached():
    a = fly.kernels.compile("vector_add", "gfx1151", params={"dtype": "bf16"}, opt_level=1)
    b = fly.kernels.compile("vector_add", "gfx1151", params={"dtype": "bf16"}, opt_level=1)
    assert a.cache.startswith("compiled") and b.cache == "cache hit (memory)"
    assert a.hsaco == b.hsaco

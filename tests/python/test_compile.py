"""fly.compile on .fly files and text, for every arch; the compiled object's parts; runs on the
emulator against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import fly
from conftest import ARCHS, EXAMPLES


def test_every_arch_fly_knows_is_tested():
    # The archs of lib/target; a new one should be added to the package's docs too.
    assert set(ARCHS) >= {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"}


@pytest.mark.parametrize("arch", ARCHS)
def test_compile_fly_file_and_run_on_the_emulator(arch, rng):
    k = fly.compile(EXAMPLES / "vector_add.fly", arch=arch)
    assert k.hsaco[:4] == b"\x7fELF"
    assert k.arch == arch
    assert k.kernels == ["vector_add"]
    r = k.resources["vector_add"]
    assert r.vgprs > 0 and r.sgprs > 0
    assert r.vgpr_spills == 0 and r.scratch_bytes == 0
    assert 1 <= r.occupancy <= r.max_occupancy
    assert r.wavefront_size in (32, 64)
    assert [a.name for a in r.args] == ["a", "b", "c", "n"]
    assert [a.is_pointer for a in r.args] == [True, True, True, False]
    # Ragged sizes: the kernel's 4-element vector path and its scalar tail.
    for n in (1, 1000, 4099):
        a = rng.standard_normal(n).astype(np.float32)
        b = rng.standard_normal(n).astype(np.float32)
        c = np.full(n, np.nan, np.float32)
        result = fly.emu.run(k, "vector_add", (a, b, c, n), grid=(n + 1023) // 1024, block=256)
        np.testing.assert_array_equal(c, a + b)
        assert result.outputs[2] is c
        assert result.outputs[3] is None
        assert result.instructions and result.instructions > 0


def test_text_asm_llvm_ir_and_timings():
    text = (EXAMPLES / "vector_add.fly").read_text()
    k = fly.compile(text, arch="gfx942", opt_level=2, cache=False)
    assert k.cache == "compiled (cache off)"
    owners = {t.owner for t in k.timings}
    assert owners == {"fly", "llvm"}
    assert k.compile_seconds > 0
    assert set(k.seconds_by_owner()) == {"fly", "llvm"}
    assert "vector_add:" in k.asm and "s_endpgm" in k.asm
    assert "buffer_load_dwordx4" in k.asm
    assert "define amdgpu_kernel void @vector_add" in k.llvm_ir
    # gfx12 spells the same load differently: the text is the arch's.
    k12 = fly.compile(text, arch="gfx1201")
    assert "buffer_load_b128" in k12.asm


def test_options_change_the_code():
    path = EXAMPLES / "block_reduce.fly"
    small = fly.compile(path, arch="gfx942", maxnreg=24)
    assert small.resources["block_reduce"].vgprs <= 24
    o0 = fly.compile(path, arch="gfx942", opt_level=0)
    assert o0.hsaco != fly.compile(path, arch="gfx942", opt_level=3).hsaco


def test_block_reduce_with_lds_against_numpy(rng):
    k = fly.compile(str(EXAMPLES / "block_reduce.fly"), arch="gfx1201")
    for n in (256, 1000, 3 * 256 + 1):
        x = rng.uniform(-1, 1, n).astype(np.float32)
        blocks = (n + 255) // 256
        out = np.zeros(blocks, np.float32)
        fly.emu.run(k, args=(x, out, n), grid=blocks, block=256, check_races=True)
        want = np.add.reduceat(x.astype(np.float64), np.arange(0, n, 256))
        np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5)


def test_profile():
    k = fly.compile(EXAMPLES / "vector_add.fly", arch="gfx950")
    n = 1 << 16
    a = np.ones(n, np.float32)
    r = fly.emu.run(k, args=(a, a, np.zeros(n, np.float32), n), grid=n // 1024, block=256, profile=True)
    p = r.profile
    assert p is not None
    assert p.cycles > 0 and p.seconds > 0
    assert p.bound in ("compute", "LDS", "memory")
    assert p.dram_bytes >= 3 * 4 * n * 0.9
    assert "cycles" in str(p)
    assert fly.emu.run(k, args=(a, a, np.zeros(n, np.float32), n), grid=n // 1024, block=256).profile is None


def test_read_only_and_strided_arrays(rng):
    k = fly.compile(EXAMPLES / "vector_add.fly", arch="gfx942")
    n = 300
    big = rng.standard_normal(2 * n).astype(np.float32)
    a = big[::2]  # not contiguous: copied in
    b = np.arange(n, dtype=np.float32)
    b.flags.writeable = False
    c = np.zeros(2 * n, np.float32)[::2]  # not contiguous: written back into it
    r = fly.emu.run(k, args=(a, b, c, n), grid=1, block=256)
    np.testing.assert_array_equal(c, a + b)
    np.testing.assert_array_equal(r.outputs[2], a + b)
    np.testing.assert_array_equal(b, np.arange(n, dtype=np.float32))


def test_version():
    assert fly.__version__ and fly.version().startswith(fly.__version__)
    assert "LLVM 22" in fly.version()

"""Errors come back as Python exceptions: Fly's located messages as fly.FlyError, misuse of the
Python API as TypeError / ValueError naming what was expected."""

from __future__ import annotations

import numpy as np
import pytest

import fly
from conftest import EXAMPLES

BAD_IR = "gpu.module @m {\n  gpu.func @k() kernel {\n    %x = arith.bogus\n  }\n}\n"


def test_bad_ir_is_a_located_error():
    with pytest.raises(fly.FlyError, match=r"^bad\.fly:3:\d+: error: "):
        fly.compile(BAD_IR, arch="gfx942", file_name="bad.fly")
    with pytest.raises(fly.FlyError, match=r"<input>:3:"):
        fly.compile(BAD_IR, arch="gfx942")
    assert issubclass(fly.FlyError, RuntimeError)


def test_bad_ir_in_a_file_names_the_file(tmp_path):
    path = tmp_path / "k.fly"
    path.write_text(BAD_IR)
    with pytest.raises(fly.FlyError, match=r"k\.fly:3:"):
        fly.compile(path, arch="gfx1201")


def test_bad_options():
    with pytest.raises(fly.FlyError, match=r"unsupported target 'gfx90a' \(supported: gfx942"):
        fly.compile(EXAMPLES / "vector_add.fly", arch="gfx90a")
    with pytest.raises(fly.FlyError, match="invalid optimization level 7"):
        fly.compile(EXAMPLES / "vector_add.fly", arch="gfx942", opt_level=7)
    with pytest.raises(FileNotFoundError, match="no_such.fly"):
        fly.compile("no_such.fly", arch="gfx942")
    with pytest.raises(TypeError):
        fly.compile(42, arch="gfx942")


def test_registry_errors():
    with pytest.raises(fly.FlyError, match=r"unknown kernel 'no_such' \(kernels: vector_add"):
        fly.kernels.compile("no_such", "gfx942")
    with pytest.raises(fly.FlyError, match="f64"):
        fly.kernels.compile("vector_add", "gfx942", params={"dtype": "f64"})
    with pytest.raises(fly.FlyError, match="colour"):
        fly.kernels.plan("vector_add", "gfx942", params={"colour": "red"})
    with pytest.raises(fly.FlyError, match="takes 2 problem sizes"):
        fly.kernels.plan("vector_add", "gfx942", problem=(5,))
    with pytest.raises(fly.FlyError, match="not in 1..2147483647"):
        fly.kernels.plan("vector_add", "gfx942", problem=(5, 0))


@pytest.fixture(scope="module")
def vector_add():
    return fly.compile(EXAMPLES / "vector_add.fly", arch="gfx942")


def test_wrong_argument_count(vector_add):
    a = np.zeros(16, np.float32)
    with pytest.raises(TypeError, match=r"kernel 'vector_add' takes 4 arguments: a \(pointer\), b \(pointer\), "
                                        r"c \(pointer\), n \(4-byte value\); 3 given"):
        fly.emu.run(vector_add, args=(a, a, a), grid=1, block=256)


def test_wrong_argument_kinds(vector_add):
    a = np.zeros(16, np.float32)
    with pytest.raises(TypeError, match="argument 3 .* is a 4-byte value, not an array"):
        fly.emu.run(vector_add, args=(a, a, a, a), grid=1, block=256)
    with pytest.raises(TypeError, match="argument 0 .* is a pointer: pass a NumPy array or None, not int"):
        fly.emu.run(vector_add, args=(1, a, a, 16), grid=1, block=256)
    with pytest.raises(OverflowError, match="does not fit in i32"):
        fly.emu.run(vector_add, args=(a, a, a, 1 << 40), grid=1, block=256)
    with pytest.raises(KeyError, match="no kernel 'other'"):
        fly.emu.run(vector_add, "other", (a, a, a, 16), grid=1, block=256)
    with pytest.raises(ValueError, match="grid must be 1 to 3 positive sizes"):
        fly.emu.run(vector_add, args=(a, a, a, 16), grid=(1, 1, 1, 1), block=256)


def test_out_of_bounds_access_is_located(vector_add):
    # n larger than the arrays: the kernel reads past them.
    a = np.zeros(1000, np.float32)
    with pytest.raises(fly.FlyError, match="out-of-bounds global (read|write)"):
        fly.emu.run(vector_add, args=(a, a, np.zeros(1000, np.float32), 4096), grid=4, block=256)


def test_wrong_input_shape_and_dtype():
    with pytest.raises(ValueError, match=r"input 'a' has shape \(4, 63\), the problem needs \(4, 64\)"):
        fly.kernels.run("vector_add", "gfx942", {"a": np.zeros((4, 63), np.float32)}, problem=(4, 64))
    with pytest.raises(ValueError, match="input 'a' is float64, the kernel takes f32"):
        fly.kernels.run("vector_add", "gfx942", {"a": np.zeros((4, 64))}, problem=(4, 64))
    with pytest.raises(ValueError, match=r"has no input 'c' \(its inputs: a, b\)"):
        fly.kernels.run("vector_add", "gfx942", {"c": np.zeros((4, 64), np.float32)}, problem=(4, 64))


def test_lds_race_is_an_error_when_checked():
    # block_reduce without its barrier: the first 8 lanes read partial sums other waves write.
    racy = (EXAMPLES / "block_reduce.fly").read_text().replace("    gpu.barrier\n", "", 1)
    k = fly.compile(racy, arch="gfx942")
    x = np.ones(512, np.float32)
    out = np.zeros(2, np.float32)
    with pytest.raises(fly.FlyError, match="race"):
        fly.emu.run(k, args=(x, out, 512), grid=2, block=256, check_races=True)
    fly.emu.run(k, args=(x, out, 512), grid=2, block=256)  # unchecked, it runs


def test_code_object_for_another_tool_is_refused():
    with pytest.raises(fly.FlyError, match="ELF"):
        fly.emu.run(b"not a code object", args=())

"""fly.kernels: the registry listed, described, planned, compiled and run against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import fly
from conftest import ARCHS


def test_names_and_info():
    names = fly.kernels.names()
    assert "vector_add" in names and "softmax" in names
    assert fly.kernels.summaries()["softmax"].startswith("softmax")
    info = fly.kernels.info("softmax")
    assert info.problem_dims == ("M", "N")
    dtype = {p.name: p for p in info.params}["dtype"]
    assert dtype.default == "f32"
    assert set(dtype.allowed) == {"f32", "f16", "bf16"}


def test_plan():
    p = fly.kernels.plan("vector_add", "gfx1201", problem=(37, 101), params={"dtype": "f16"})
    assert [a.name for a in p.arguments] == ["a", "b", "c", "M", "N"]
    assert [a.role for a in p.arguments] == ["input", "input", "output", "scalar", "scalar"]
    assert p.arguments[0].shape == (37, 101) and p.arguments[0].dtype is np.float16
    assert p.arguments[3].value == 37
    assert p.block == (64, 4, 1)
    assert p.grid == (1, 10, 1)  # 8 f16 a thread: 512 columns a work-group


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_vector_add_against_numpy(arch, dtype, rng):
    k = fly.kernels.compile("vector_add", arch, params={"dtype": dtype})
    assert k.kernels == ["vector_add"]
    np_dtype = np.float32 if dtype == "f32" else np.float16
    for shape in ((37, 101), (4, 64), (1, 1)):
        a = rng.standard_normal(shape).astype(np_dtype)
        b = rng.standard_normal(shape).astype(np_dtype)
        arrays, result = fly.kernels.run("vector_add", arch, {"a": a, "b": b}, problem=shape,
                                         params={"dtype": dtype}, code=k)
        np.testing.assert_array_equal(arrays["c"], (a + b).astype(np_dtype))
        assert result.instructions > 0


@pytest.mark.parametrize("arch", ARCHS)
def test_softmax_against_numpy(arch, rng):
    for shape in ((3, 1000), (5, 37)):
        x = rng.uniform(-4, 4, shape).astype(np.float32)
        arrays, _ = fly.kernels.run("softmax", arch, {"in": x}, problem=shape)
        e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
        np.testing.assert_allclose(arrays["out"], e / e.sum(axis=1, keepdims=True), rtol=2e-5, atol=1e-9)


def test_bf16_softmax(rng):
    x = rng.uniform(-4, 4, (2, 300)).astype(np.float32)
    bits = fly.emu.float32_to_bf16(x)
    arrays, _ = fly.kernels.run("softmax", "gfx950", {"in": bits}, problem=(2, 300), params={"dtype": "bf16"})
    xr = fly.emu.bf16_to_float32(bits).astype(np.float64)
    e = np.exp(xr - xr.max(axis=1, keepdims=True))
    np.testing.assert_allclose(fly.emu.bf16_to_float32(arrays["out"]), e / e.sum(axis=1, keepdims=True),
                               rtol=2 ** -7, atol=1e-6)


def test_random_inputs_are_seeded():
    a1, _ = fly.kernels.run("vector_add", "gfx942", problem=(4, 64), seed=5)
    a2, _ = fly.kernels.run("vector_add", "gfx942", problem=(4, 64), seed=5)
    np.testing.assert_array_equal(a1["a"], a2["a"])
    np.testing.assert_array_equal(a1["c"], a1["a"] + a1["b"])

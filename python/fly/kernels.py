"""The kernel registry: the kernels Fly ships (``fly-llc --list-kernels``), their parameters, and
how a launch of one looks for a problem size.

>>> fly.kernels.names()[:3]
>>> fly.kernels.info("softmax").params
>>> k = fly.kernels.compile("vector_add", "gfx942", params={"dtype": "f16"})
>>> p = fly.kernels.plan("vector_add", "gfx942", problem=(37, 101), params={"dtype": "f16"})
>>> outputs = fly.kernels.run("vector_add", "gfx942", {"a": a, "b": b}, problem=(37, 101))
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

import numpy as np

from . import _fly
from ._compiler import Compiled, _compile_kernel, _params_list
from .emu import RunResult
from .emu import run as _run

__all__ = ["Argument", "KernelInfo", "Param", "Plan", "compile", "info", "names", "plan", "run", "summaries"]

#: NumPy dtypes of Fly's element types (bf16 travels as its uint16 bit pattern:
#: :func:`fly.emu.float32_to_bf16`).
DTYPES: dict[str, Any] = {
    "f32": np.float32, "f16": np.float16, "bf16": np.uint16, "f64": np.float64,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
}


@dataclass(frozen=True)
class Param:
    """A kernel parameter (``-p KEY=VALUE`` of the tools)."""

    name: str
    default: str
    allowed: tuple[str, ...]
    """The values it takes; empty: any positive integer."""
    help: str
    tunable: bool
    """Changes speed only (autotune searches it)."""


@dataclass(frozen=True)
class KernelInfo:
    """A registry kernel."""

    name: str
    summary: str
    params: tuple[Param, ...]
    archs: tuple[str, ...]
    """The archs it runs on; empty: every arch."""
    problem_dims: tuple[str, ...]
    """The problem sizes' names, e.g. ``("M", "N")``."""
    default_problem: tuple[int, ...]
    grid_rule: str
    tolerance: str


@dataclass(frozen=True)
class Argument:
    """One argument of a launch plan."""

    name: str
    role: str
    """``"input"``, ``"output"`` or ``"scalar"``."""
    type: str
    """Element type (tensors) or value type (scalars): ``f32``, ``f16``, ``bf16``, ``i32``, ..."""
    shape: tuple[int, ...]
    """Tensors, row-major."""
    layout: str
    """Non-empty: the tensor travels as ``!fly.memref`` (its pointer, then one i32 per dynamic leaf)."""
    help: str
    value: Optional[float] = None
    """A scalar's value."""

    @property
    def dtype(self) -> Any:
        return DTYPES[self.type]


@dataclass(frozen=True)
class Plan:
    """The arguments and launch of a registry kernel for one problem size."""

    arguments: tuple[Argument, ...]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_lds_bytes: int


def summaries() -> dict[str, str]:
    """Every registry kernel's one-line summary, by name."""
    out: dict[str, str] = {}
    for line in _fly.list_kernels().splitlines():
        name, _, summary = line.partition("\t")
        out[name] = summary
    return out


def names() -> list[str]:
    """The registry's kernel names."""
    return list(summaries())


def info(name: str) -> KernelInfo:
    """The kernel ``name``'s parameters, problem dimensions and launch rule.

    Raises:
        FlyError: an unknown kernel (the message lists the kernels).
    """
    d = json.loads(_fly.kernel_info(name))
    params = tuple(Param(name=p["name"], default=p["default"], allowed=tuple(p["allowed"]), help=p["help"],
                         tunable=p["tunable"]) for p in d["params"])
    return KernelInfo(name=d["name"], summary=d["summary"], params=params, archs=tuple(d["archs"]),
                      problem_dims=tuple(d["problem_dims"]), default_problem=tuple(d["default_problem"]),
                      grid_rule=d["grid_rule"], tolerance=d["tolerance"])


def compile(name: str, arch: str, params: Optional[Mapping[str, Any]] = None, opt_level: int = 3, *,
            waves_per_eu: Optional[int] = None, maxnreg: Optional[int] = None, cache: bool = True) -> Compiled:
    """Compiles the registry kernel ``name`` for ``arch`` with ``params`` (the others take their
    defaults). The code object's kernel is named ``name``.

    Raises:
        FlyError: an unknown kernel, parameter or value (naming the choices), or what the kernel
            refuses on ``arch``.
    """
    return _compile_kernel(name, arch, dict(params or {}), opt_level, waves_per_eu, maxnreg, cache)


def plan(name: str, arch: str, problem: Optional[Sequence[int]] = None,
         params: Optional[Mapping[str, Any]] = None) -> Plan:
    """The arguments (names, roles, types, shapes, scalar values) and the grid and block of a
    launch of ``name`` for ``problem`` (one size per :attr:`KernelInfo.problem_dims`; ``None``:
    the kernel's default problem).

    Raises:
        FlyError: an unknown kernel or parameter, the wrong number of sizes, a size out of range.
    """
    sizes = [int(s) for s in problem] if problem is not None else []
    d = json.loads(_fly.kernel_plan(name, _params_list(dict(params or {})), arch, sizes))
    arguments = tuple(Argument(name=a["name"], role=a["role"], type=a["type"], shape=tuple(a["shape"]),
                               layout=a["layout"], help=a["help"], value=a.get("value"))
                      for a in d["arguments"])
    return Plan(arguments=arguments, grid=tuple(d["grid"]), block=tuple(d["block"]),  # type: ignore[arg-type]
                dynamic_lds_bytes=d["dynamic_lds_bytes"])


def run(name: str, arch: str, inputs: Optional[Mapping[str, np.ndarray]] = None,
        problem: Optional[Sequence[int]] = None, params: Optional[Mapping[str, Any]] = None, *,
        seed: int = 0, opt_level: int = 3, profile: bool = False, check_races: bool = False,
        code: Optional[Compiled] = None) -> tuple[dict[str, np.ndarray], RunResult]:
    """Compiles (through the cache) and runs the registry kernel ``name`` on the emulator.

    Args:
        inputs: arrays by input name, each of the plan's shape and dtype; inputs not given are
            random (uniform in [-1, 1), from ``seed``).
        problem, params: as :func:`plan`.
        code: an already compiled code object of the kernel (else it is compiled).

    Returns:
        ``(arrays, result)``: every tensor argument by name after the launch (inputs and
        outputs), and the :class:`fly.emu.RunResult`.

    Raises:
        ValueError: an input of the wrong shape or dtype, or a name that is not an input.
        FlyError: as :func:`plan`, :func:`compile` and :func:`fly.emu.run`.
    """
    p = plan(name, arch, problem, params)
    given = dict(inputs or {})
    input_names = [a.name for a in p.arguments if a.role == "input"]
    for key in given:
        if key not in input_names:
            raise ValueError(f"kernel '{name}' has no input '{key}' (its inputs: {', '.join(input_names)})")
    rng = np.random.default_rng(seed)
    arrays: dict[str, np.ndarray] = {}
    args: list[Any] = []
    for a in p.arguments:
        if a.role == "scalar":
            args.append(float(a.value) if a.type in ("f32", "f64") else int(a.value or 0))
            continue
        if a.layout:
            raise NotImplementedError(f"kernel '{name}': argument '{a.name}' is a !fly.memref tensor; run it with "
                                      "fly.emu.run, passing its pointer and dynamic leaves")
        dtype = np.dtype(a.dtype)
        if a.name in given:
            array = np.asarray(given[a.name])
            if array.shape != a.shape:
                raise ValueError(f"kernel '{name}': input '{a.name}' has shape {array.shape}, the problem needs "
                                 f"{a.shape}")
            if array.dtype != dtype:
                raise ValueError(f"kernel '{name}': input '{a.name}' is {array.dtype}, the kernel takes {a.type} "
                                 f"({dtype})")
            array = np.array(array, copy=True)
        elif a.role == "input":
            values = rng.uniform(-1.0, 1.0, size=a.shape).astype(np.float32)
            if a.type == "bf16":
                from .emu import float32_to_bf16

                array = float32_to_bf16(values)
            elif dtype.kind in "iu":
                array = rng.integers(-8 if dtype.kind == "i" else 0, 8, size=a.shape).astype(dtype)
            else:
                array = values.astype(dtype)
        else:
            array = np.zeros(a.shape, dtype)
        arrays[a.name] = array
        args.append(array)
    compiled = code if code is not None else compile(name, arch, params, opt_level)
    result = _run(compiled, name, args, grid=p.grid, block=p.block, dynamic_lds=p.dynamic_lds_bytes,
                  profile=profile, check_races=check_races)
    return arrays, result

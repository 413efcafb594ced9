"""Run AMD code objects on Fly's CPU emulator with NumPy arrays.

>>> out = np.zeros(n, np.float32)
>>> r = fly.emu.run(code, "vector_add", (a, b, out, n), grid=(n + 1023) // 1024, block=256)

Arguments follow the kernel's explicit arguments in order (``fly.Compiled.resources[k].args``):
a NumPy array for each pointer (copied to the device before the launch and back into the same
array after it, so outputs are filled in place; ``None`` passes a null pointer), a number for each
scalar (its size and kind from the code object: ``i32``, ``i64``, ``f32``, ``f64``). Global memory
accesses outside an argument's array, and LDS accesses outside the work-group's LDS, are errors
naming the instruction and lane; ``check_races`` also makes LDS races between waves errors.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional, Sequence, Union

import numpy as np

from . import _fly
from ._compiler import Compiled, _as_sequence, _parse_resources

__all__ = ["Profile", "RunResult", "run", "bf16_to_float32", "float32_to_bf16"]


@dataclass(frozen=True)
class Profile:
    """The emulator's performance model of a launch (``fly-emu run --profile``; docs/emulator.md).

    It ranks code for the same job; it does not predict a GPU's time to the percent.
    """

    cycles: float
    """Modelled cycles of the launch (the largest of the SIMD, LDS and memory times)."""
    seconds: float
    """``cycles`` at the arch's clock."""
    clock_ghz: float
    bound: str
    """``"compute"``, ``"LDS"`` or ``"memory"``."""
    waves_per_simd: int
    occupancy_limit: str
    active_simds: int
    active_cus: int
    simd_cycles: float
    stall_cycles: float
    lds_cycles: float
    memory_cycles: float
    memory_level: str
    matrix_flops: float
    dram_bytes: float
    l2_bytes: float
    mall_bytes: float
    text: str
    """The report as ``fly-emu --profile`` prints it (with the hot instructions)."""

    def __str__(self) -> str:
        return self.text


@dataclass
class RunResult:
    """What :func:`run` returns."""

    outputs: list[Optional[np.ndarray]]
    """Per argument: the array's contents after the launch (the array itself when it was
    writable and contiguous, else a new one), ``None`` for scalars and null pointers."""
    instructions: Optional[int]
    """Wave instructions the launch executed."""
    stats: str
    """The emulator's counters (``fly-emu run --stats``)."""
    profile: Optional[Profile]
    """With ``run(..., profile=True)``."""


def _scalar(value: Any, arg: Any, index: int, kernel: str) -> tuple[int, Union[int, float]]:
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if not isinstance(value, (int, float, np.integer, np.floating, bool, np.bool_)):
        raise TypeError(f"kernel '{kernel}': argument {index} ({arg.name or arg.type_name or 'scalar'}) is a "
                        f"{arg.size}-byte value, not {type(value).__name__}")
    is_float = isinstance(value, (float, np.floating))
    if arg.size == 4:
        return (_fly.ARG_F32, float(value)) if is_float else (_fly.ARG_I32, _wrap(int(value), 32, index, kernel))
    if arg.size == 8:
        return (_fly.ARG_F64, float(value)) if is_float else (_fly.ARG_I64, _wrap(int(value), 64, index, kernel))
    raise TypeError(f"kernel '{kernel}': argument {index} is a {arg.size}-byte value: only 4- and 8-byte scalars "
                    "can be passed")


def _wrap(value: int, bits: int, index: int, kernel: str) -> int:
    # As in the IR: an N-bit value, given signed or unsigned.
    if not -(1 << (bits - 1)) <= value < (1 << bits):
        raise OverflowError(f"kernel '{kernel}': argument {index} = {value} does not fit in i{bits}")
    return value - (1 << bits) if value >= (1 << (bits - 1)) else value


def run(code: Union[Compiled, bytes], kernel: Optional[str] = None, args: Sequence[Any] = (), *,
        grid: Union[int, Sequence[int]] = 1, block: Union[int, Sequence[int]] = 1, dynamic_lds: int = 0,
        profile: bool = False, check_races: bool = False) -> RunResult:
    """Runs ``kernel`` of a code object once on the emulator of the code object's arch.

    Args:
        code: a :class:`fly.Compiled` or code-object bytes (any AMD code object the emulator runs:
            Fly's, hipcc's, Triton's, FlyDSL's).
        kernel: the kernel's name; ``None`` when the code object has one kernel.
        args: the explicit arguments in order: NumPy arrays (pointers; filled in place after the
            launch), ``None`` (a null pointer), numbers (scalars).
        grid: work-groups per dimension (an int or up to three).
        block: work-items per work-group.
        dynamic_lds: bytes of dynamic LDS per work-group.
        profile: model the launch (:attr:`RunResult.profile`; slower: counts per instruction).
        check_races: LDS races between a work-group's waves are errors.

    Raises:
        TypeError: the wrong number or kind of arguments (naming the kernel's arguments).
        FlyError: the emulator's errors (an out-of-bounds access, a race, a hang), located at the
            instruction and lane.
    """
    hsaco = code.hsaco if isinstance(code, Compiled) else bytes(code)
    arch, kernels = _parse_resources(hsaco)
    if kernel is None:
        if len(kernels) != 1:
            raise TypeError(f"the code object has {len(kernels)} kernels ({', '.join(kernels)}): name one")
        kernel = next(iter(kernels))
    if kernel not in kernels:
        raise KeyError(f"no kernel '{kernel}' in the code object (kernels: {', '.join(kernels)})")
    declared = kernels[kernel].args
    if len(args) != len(declared):
        names = ", ".join(f"{a.name or a.value_kind} ({'pointer' if a.is_pointer else f'{a.size}-byte value'})"
                          for a in declared)
        raise TypeError(f"kernel '{kernel}' takes {len(declared)} arguments: {names}; {len(args)} given")
    gx = _as_sequence(grid, "grid")
    bx = _as_sequence(block, "block")
    flags = (_fly.EMU_PROFILE if profile else 0) | (_fly.EMU_CHECK_RACES if check_races else 0)
    device = _fly.Device(arch, flags)
    launch_args: list[tuple[int, Any]] = []
    buffers: list[Optional[tuple[int, np.ndarray, np.ndarray]]] = []  # (address, given, contiguous copy)
    for i, (value, arg) in enumerate(zip(args, declared)):
        if arg.is_pointer:
            if value is None:
                launch_args.append((_fly.ARG_POINTER, 0))
                buffers.append(None)
                continue
            if not isinstance(value, np.ndarray):
                raise TypeError(f"kernel '{kernel}': argument {i} ({arg.name or 'pointer'}) is a pointer: pass a "
                                f"NumPy array or None, not {type(value).__name__}")
            host = np.ascontiguousarray(value)
            address = device.alloc(max(host.nbytes, 1))
            device.copy_to(address, host.reshape(-1).view(np.uint8))
            launch_args.append((_fly.ARG_POINTER, address))
            buffers.append((address, value, host))
        else:
            if value is None or isinstance(value, np.ndarray) and value.ndim > 0:
                raise TypeError(f"kernel '{kernel}': argument {i} ({arg.name or 'scalar'}) is a {arg.size}-byte "
                                f"value, not {'None' if value is None else 'an array'}")
            launch_args.append(_scalar(value, arg, i, kernel))
            buffers.append(None)
    module = device.load(hsaco)
    device.launch(module, kernel, gx, bx, int(dynamic_lds), launch_args)
    outputs: list[Optional[np.ndarray]] = []
    for entry in buffers:
        if entry is None:
            outputs.append(None)
            continue
        address, given, host = entry
        if host is given and not given.flags.writeable:
            host = host.copy()
        device.copy_from(host.reshape(-1).view(np.uint8), address)
        if host is not given and given.flags.writeable:
            np.copyto(given, host)
            host = given
        outputs.append(host)
    report = json.loads(device.last_launch())
    prof = report.get("profile")
    return RunResult(outputs=outputs, instructions=report.get("instructions"), stats=report.get("stats", ""),
                     profile=Profile(**prof) if prof else None)


def float32_to_bf16(x: np.ndarray) -> np.ndarray:
    """bf16 values (round to nearest even) as their ``uint16`` bit patterns (NumPy has no bf16)."""
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    rounded = bits + 0x7FFF + ((bits >> 16) & 1)
    out = (rounded >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, dtype=np.float32))
    out[nan] = 0x7FC0
    return out


def bf16_to_float32(bits: np.ndarray) -> np.ndarray:
    """``uint16`` bf16 bit patterns to ``float32``."""
    return (np.ascontiguousarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)

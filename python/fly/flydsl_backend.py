"""Fly as FlyDSL's compile backend: ``FLYDSL_COMPILE_BACKEND=fly``.

FlyDSL (``pip install flydsl``) traces ``@flyc.kernel`` / ``@flyc.jit`` programs into an MLIR
module: a ``gpu.module`` of kernels in its ``fly`` dialect and a host function that launches them
(``gpu.launch_func``). Its compile backends (``flydsl.compiler.backends``) say how that module is
lowered. This backend hands the ``gpu.module`` to Fly, in this process through Fly's bindings, and
puts Fly's code object in its place as a ``gpu.binary`` -- the form FlyDSL's own pipeline gives it
after ``gpu-module-to-binary`` -- so FlyDSL's host side (its ROCm pipeline for the launch function,
its runtime) loads and launches Fly's code object unchanged.

The kernels are compiled in FlyDSL's kernel ABI (``fly.kernel_abi = "flydsl"``, docs/abi.md): a
tensor with a dynamic layout is its pointer and one by-value packed struct of its dynamic leaves,
as FlyDSL's ``fly-rewrite-func-signature`` makes FlyDSL's host pass it.

Selecting it::

    FLYDSL_COMPILE_BACKEND=fly python my_flydsl_program.py

An installed ``fly-amdgpu`` registers the backend through the ``flydsl.backends`` entry point (the
development build's ``build/python`` carries the same entry point); ``import fly.flydsl_backend``
(or :func:`register`) registers it explicitly.

What FlyDSL's compile hints become: ``waves_per_eu`` is Fly's ``waves_per_eu`` option (a minimum;
a ``(min, max)`` pair keeps its minimum), ``maxnreg`` Fly's ``maxnreg``. ``fast_fp_math``,
``unsafe_fp_math`` (permissions to approximate) and ``llvm_options`` (FlyDSL's LLVM's command-line
tuning, e.g. the preshuffle GEMM's ``enable-post-misched=false``) have no Fly option: they are not
applied, with a warning. When Fly refuses a module, its error names a file in the temporary
directory (``fly-flydsl-KERNEL-ARCH-HASH.mlir``) holding the module as Fly read it.

Every compile is recorded in :data:`compiles` (kernel names, arch, seconds, Fly's code object), the
way tests check that the code object FlyDSL launches is Fly's.
"""

from __future__ import annotations

import functools
import hashlib
import os
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from typing import List, Optional

from flydsl.compiler.backends import register_backend
from flydsl.compiler.backends.rocm import RocmBackend

import fly

__all__ = ["FlyBackend", "FlyCompile", "compiles", "register"]


@dataclass
class FlyCompile:
    """One gpu.module FlyDSL handed to Fly."""

    module: str  #: the gpu.module's symbol (FlyDSL's ``kernels``)
    kernels: List[str]  #: the kernels in it
    arch: str
    seconds: float  #: wall time of Fly's compile (printing the module and building the gpu.binary excluded)
    cpu_seconds: float  #: this process's CPU time during it
    hsaco: bytes  #: Fly's code object, as put into the gpu.binary
    source: str = field(repr=False)  #: the gpu.module's text as Fly read it
    compiled: Optional[fly.Compiled] = field(default=None, repr=False)


#: The compiles of this process, oldest first.
compiles: List[FlyCompile] = []


def _mlir_string(data: bytes) -> str:
    """``data`` as an MLIR string literal's body: printable ASCII as is, other bytes ``\\HH``."""
    out = []
    for b in data:
        if 0x20 <= b < 0x7F and b not in (0x22, 0x5C):
            out.append(chr(b))
        else:
            out.append("\\%02X" % b)
    return "".join(out)


def _waves_per_eu(value) -> Optional[int]:
    if value is None:
        return None
    if isinstance(value, bool):
        raise TypeError(f"waves_per_eu must be an int, (int, int) or str, got {value!r}")
    if isinstance(value, (tuple, list)):
        value = value[0]
    if isinstance(value, str):
        value = int(value.split(",")[0])
    return int(value) or None


@functools.lru_cache(maxsize=1)
def _fly_fingerprint() -> str:
    h = hashlib.sha256()
    with open(fly._fly.__file__, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()[:16]


def _kernel_funcs(gpu_module):
    for op in gpu_module.regions[0].blocks[0].operations:
        if op.operation.name == "gpu.func" and ("kernel" in op.attributes or "gpu.kernel" in op.attributes):
            yield op


class FlyBackend(RocmBackend):
    """FlyDSL's ROCm backend with Fly compiling the device code (module docstring)."""

    def hash(self) -> str:
        # Part of FlyDSL's JIT cache key: Fly's code objects are not the ROCm backend's, and a
        # rebuilt Fly (its extension module's bytes) makes new ones.
        return f"fly:{fly.version()}:{_fly_fingerprint()}:{self.target}"

    def lower_compile_hints(self, module, *, compile_hints: dict) -> None:
        """Compiles the module's gpu.module with Fly and replaces it with a gpu.binary.

        FlyDSL calls this on the traced module before its pass pipeline; what is left for the
        pipeline is the host side (the device passes find no gpu.module).
        """
        for hint in ("fast_fp_math", "unsafe_fp_math", "llvm_options"):
            if compile_hints.get(hint):
                warnings.warn(f"FLYDSL_COMPILE_BACKEND=fly: compile hint {hint}={compile_hints[hint]!r} not applied "
                              f"(Fly has no such option)", stacklevel=2)
        from flydsl._mlir import ir

        arch = self.target.arch.split("-", 1)[0]
        if arch not in fly.ARCHS:
            raise ValueError(f"FLYDSL_COMPILE_BACKEND=fly: Fly does not compile for {self.target.arch} "
                             f"(it compiles for {', '.join(fly.ARCHS)})")
        gpu_modules = [op.operation for op in module.body.operations if op.operation.name == "gpu.module"]
        with module.context:
            for gpu_module in gpu_modules:
                name = ir.StringAttr(gpu_module.attributes["sym_name"]).value
                kernels = []
                for func in _kernel_funcs(gpu_module):
                    func.attributes["fly.kernel_abi"] = ir.StringAttr.get("flydsl")
                    kernels.append(ir.StringAttr(func.attributes["sym_name"]).value)
                source = gpu_module.get_asm(enable_debug_info=False)
                # Fly's errors name this file: it is written when Fly refuses the module.
                path = os.path.join(tempfile.gettempdir(), "fly-flydsl-%s-%s-%s.mlir" % (
                    "-".join(kernels) or name, arch, hashlib.sha256(source.encode()).hexdigest()[:12]))
                start, cpu = time.perf_counter(), time.process_time()
                try:
                    compiled = fly.compile(source, arch=arch, file_name=path,
                                           waves_per_eu=_waves_per_eu(compile_hints.get("waves_per_eu")),
                                           maxnreg=compile_hints.get("maxnreg"))
                except fly.FlyError:
                    with open(path, "w") as f:
                        f.write(source)
                    raise
                seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
                hsaco = compiled.hsaco
                binary = ir.Module.parse(
                    f'gpu.binary @{name} [#gpu.object<#rocdl.target<chip = "{arch}">, bin = "{_mlir_string(hsaco)}">]')
                ir.InsertionPoint(gpu_module).insert(binary.body.operations[0].operation.clone())
                gpu_module.erase()
                compiles.append(FlyCompile(name, kernels, arch, seconds, cpu, hsaco, source, compiled))


def register() -> None:
    """Registers the backend as ``fly`` with FlyDSL (and FlyDSL's ROCm runtime as its runtime)."""
    from flydsl.compiler import backends

    if backends._registry.get("fly") is not FlyBackend:
        register_backend("fly", FlyBackend, force=True)
    from flydsl.runtime.device_runtime import register_compile_runtime_mapping

    register_compile_runtime_mapping("fly", "rocm")


register()

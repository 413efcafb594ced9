"""fly.compile and the compiled object it returns."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, Union

from . import _fly

if TYPE_CHECKING:
    from .emu import RunResult

__all__ = ["Compiled", "KernelArg", "KernelResources", "Stage", "compile"]

PathLike = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class Stage:
    """One compilation stage and its wall-clock time."""

    stage: str
    """e.g. ``"fly-parse"``, ``"fly pass canonicalize"``, ``"llvm-optimize"``, ``"lld-link"``."""
    owner: str
    """``"fly"`` (Fly's own stages) or ``"llvm"`` (optimization, code generation, link)."""
    seconds: float


@dataclass(frozen=True)
class KernelArg:
    """An explicit kernel argument as the code object's metadata declares it."""

    name: str
    type_name: str
    offset: int
    """Byte offset in the kernel-argument segment."""
    size: int
    """Bytes."""
    value_kind: str
    """``"global_buffer"`` (a pointer) or ``"by_value"`` (a scalar)."""
    address_space: str

    @property
    def is_pointer(self) -> bool:
        return self.value_kind == "global_buffer" or bool(self.address_space)


@dataclass(frozen=True)
class KernelResources:
    """What one kernel of a code object uses (``fly-llc --report``)."""

    name: str
    vgprs: int
    """Architectural VGPRs per lane."""
    agprs: int
    """Accumulation VGPRs per lane (gfx9 matrix cores)."""
    sgprs: int
    lds_bytes: int
    """Static LDS per work-group (dynamic LDS is given at launch)."""
    scratch_bytes: int
    """Scratch (private) memory per work-item."""
    vgpr_spills: int
    sgpr_spills: int
    occupancy: int
    """Waves per SIMD the kernel's registers and LDS allow."""
    max_occupancy: int
    """The arch's wave slots per SIMD."""
    occupancy_limited_by: str
    """``"waves"``, ``"vgpr"``, ``"sgpr"`` or ``"lds"``."""
    wavefront_size: int
    max_workgroup_size: int
    kernarg_bytes: int
    args: tuple[KernelArg, ...] = field(default_factory=tuple)


def _parse_resources(code: bytes) -> tuple[str, dict[str, KernelResources]]:
    doc = json.loads(_fly.code_object_info(code))
    kernels: dict[str, KernelResources] = {}
    for k in doc["kernels"]:
        args = tuple(KernelArg(**a) for a in k.pop("args"))
        kernels[k["name"]] = KernelResources(args=args, **k)
    return doc["arch"], kernels


def _options(arch: str, opt_level: int, pipeline: Optional[str], waves_per_eu: Optional[int],
             maxnreg: Optional[int], cache: bool, emit: int = _fly.EMIT_CODE_OBJECT) -> Any:
    if not isinstance(arch, str) or not arch:
        raise TypeError(f"arch must be an arch name such as 'gfx942', not {arch!r}")
    o = _fly.Options()
    o.arch = arch
    o.opt_level = int(opt_level)
    o.pipeline = pipeline
    o.waves_per_eu = int(waves_per_eu or 0)
    o.maxnreg = int(maxnreg or 0)
    o.use_cache = bool(cache)
    o.emit = emit
    return o


class Compiled:
    """A compiled code object and what Fly knows about it.

    Returned by :func:`fly.compile` and :func:`fly.kernels.compile`. ``hsaco`` is the code object
    (loadable by HIP's ``hipModuleLoadData`` or :func:`fly.emu.run`); ``asm`` and ``llvm_ir`` are
    compiled on first use, with the same options, through the compile cache.
    """

    def __init__(self, hsaco: bytes, info: str, recompile: Callable[[int], bytes], *, name: str,
                 opt_level: int):
        self.hsaco: bytes = hsaco
        """The code object (ELF) bytes."""
        description = json.loads(info)
        self.cache: str = description["cache"]
        """Where the bytes came from: ``"compiled, stored in the cache"``, ``"cache hit (memory)"``,
        ``"cache hit (disk)"``, ``"compiled (cache off)"``, ..."""
        self.timings: list[Stage] = [Stage(**t) for t in description["timings"]]
        """The stages in the order they ran; empty when the bytes came from the cache."""
        self.name: str = name
        """The file name, or the registry kernel's name."""
        self.opt_level: int = opt_level
        self.arch: str
        self.resources: dict[str, KernelResources]
        """Per kernel name."""
        self.arch, self.resources = _parse_resources(hsaco)
        self._recompile = recompile
        self._asm: Optional[str] = None
        self._llvm_ir: Optional[str] = None

    @property
    def kernels(self) -> list[str]:
        """The names of the code object's kernels."""
        return list(self.resources)

    @property
    def asm(self) -> str:
        """AMDGPU assembly text."""
        if self._asm is None:
            self._asm = self._recompile(_fly.EMIT_ASSEMBLY).decode()
        return self._asm

    @property
    def llvm_ir(self) -> str:
        """LLVM IR after optimization."""
        if self._llvm_ir is None:
            self._llvm_ir = self._recompile(_fly.EMIT_LLVM_IR).decode()
        return self._llvm_ir

    @property
    def compile_seconds(self) -> float:
        """The sum of the stage timings (0 for a cache hit)."""
        return sum(t.seconds for t in self.timings)

    def seconds_by_owner(self) -> dict[str, float]:
        """Compile time split into Fly's stages and LLVM's: ``{"fly": ..., "llvm": ...}``."""
        out: dict[str, float] = {}
        for t in self.timings:
            out[t.owner] = out.get(t.owner, 0.0) + t.seconds
        return out

    def run(self, *args: Any, **kwargs: Any) -> "RunResult":
        """:func:`fly.emu.run` with this code object."""
        from . import emu

        return emu.run(self, *args, **kwargs)

    def save(self, path: PathLike) -> None:
        """Writes the code object to ``path`` (``.hsaco``)."""
        Path(path).write_bytes(self.hsaco)

    def __repr__(self) -> str:
        return f"<fly.Compiled {self.name} for {self.arch}: kernels {', '.join(self.resources)}>"


def _read_source(source_or_path: Union[str, bytes, "os.PathLike[str]"]) -> tuple[bytes, str]:
    if isinstance(source_or_path, bytes):
        return source_or_path, "<input>"
    if isinstance(source_or_path, os.PathLike):
        path = Path(source_or_path)
        return path.read_bytes(), str(path)
    if not isinstance(source_or_path, str):
        raise TypeError(f"expected Fly IR text or a path, not {type(source_or_path).__name__}")
    # Text has a newline or braces; a path has neither (and must exist).
    if "\n" in source_or_path or "{" in source_or_path:
        return source_or_path.encode(), "<input>"
    path = Path(source_or_path)
    if not path.is_file():
        raise FileNotFoundError(f"no such .fly file: '{source_or_path}' (to compile text, pass the IR itself)")
    return path.read_bytes(), str(path)


def compile(source_or_path: Union[str, bytes, "os.PathLike[str]"], arch: str, opt_level: int = 3, *,
            pipeline: Optional[str] = None, waves_per_eu: Optional[int] = None, maxnreg: Optional[int] = None,
            cache: bool = True, file_name: Optional[str] = None) -> Compiled:
    """Compiles Fly IR to an AMD code object.

    Args:
        source_or_path: Fly text IR (a ``str`` with the module, or ``bytes``), or the path of a
            ``.fly`` file (a ``str`` without newlines, or a :class:`os.PathLike`).
        arch: the target, one of :data:`fly.ARCHS` (``"gfx942"``, ``"gfx950"``, ``"gfx1201"``,
            ``"gfx1250"``, ``"gfx1100"``, ``"gfx1151"``).
        opt_level: 0..3 (LLVM's optimization level).
        pipeline: Fly passes, comma separated (``fly-opt``'s names); ``None``: the default lowering.
        waves_per_eu: the occupancy LLVM should aim for (``amdgpu-waves-per-eu``).
        maxnreg: VGPRs per lane every kernel may use.
        cache: look the result up in, and store it to, the compile cache (:mod:`fly.cache`).
        file_name: the name diagnostics give the text (default: the path, or ``<input>``).

    Returns:
        A :class:`Compiled` with ``.hsaco``, ``.asm``, ``.llvm_ir``, ``.timings`` and ``.resources``.

    Raises:
        FlyError: the compiler's diagnostics, located (``k.fly:3:7: error: ...``), or a bad option.
        FileNotFoundError: a path that names no file.
    """
    text, name = _read_source(source_or_path)
    name = file_name or name

    def build(emit: int) -> tuple[bytes, str]:
        return _fly.compile(text, name, _options(arch, opt_level, pipeline, waves_per_eu, maxnreg, cache, emit))

    code, info = build(_fly.EMIT_CODE_OBJECT)
    return Compiled(code, info, lambda emit: build(emit)[0], name=name, opt_level=opt_level)


def _params_list(params: Optional[dict[str, Any]]) -> list[str]:
    out = []
    for key, value in (params or {}).items():
        out.append(f"{key}={value}")
    return out


def _compile_kernel(name: str, arch: str, params: Optional[dict[str, Any]], opt_level: int,
                    waves_per_eu: Optional[int], maxnreg: Optional[int], cache: bool) -> Compiled:
    given = _params_list(params)

    def build(emit: int) -> tuple[bytes, str]:
        return _fly.compile_kernel(name, given, _options(arch, opt_level, None, waves_per_eu, maxnreg, cache, emit))

    code, info = build(_fly.EMIT_CODE_OBJECT)
    return Compiled(code, info, lambda emit: build(emit)[0], name=name, opt_level=opt_level)


def _as_sequence(value: Union[int, Sequence[int]], what: str) -> tuple[int, int, int]:
    dims = [int(value)] if isinstance(value, int) else [int(v) for v in value]
    if not 1 <= len(dims) <= 3 or any(d < 1 or d > 0xFFFFFFFF for d in dims):
        raise ValueError(f"{what} must be 1 to 3 positive sizes, not {value!r}")
    dims += [1] * (3 - len(dims))
    return dims[0], dims[1], dims[2]

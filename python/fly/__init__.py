"""Fly from Python: compile Fly IR and registry kernels for AMD GPUs, and run code objects on
Fly's CPU emulator with NumPy arrays.

>>> import fly, numpy as np
>>> k = fly.compile("examples/vector_add.fly", arch="gfx942")
>>> k.resources["vector_add"].vgprs
>>> a, b = np.random.rand(1000).astype(np.float32), np.random.rand(1000).astype(np.float32)
>>> c = np.zeros_like(a)
>>> fly.emu.run(k, args=(a, b, c, 1000), grid=1, block=256)
>>> np.testing.assert_array_equal(c, a + b)

Modules: :mod:`fly.kernels` (the kernel registry), :mod:`fly.emu` (the emulator),
:mod:`fly.cache` (the compile cache). Errors Fly reports are :class:`FlyError`, whose message is
Fly's own located text (``k.fly:3:7: error: ...``). docs/python.md has the guide.
"""

from __future__ import annotations

from . import _fly
from ._compiler import Compiled, KernelArg, KernelResources, Stage, compile
from ._fly import FlyError

__all__ = [
    "ARCHS",
    "__version__",
    "Compiled",
    "FlyError",
    "KernelArg",
    "KernelResources",
    "Stage",
    "cache",
    "compile",
    "emu",
    "kernels",
    "version",
]

#: Fly's version, e.g. ``"0.1.0"``.
__version__: str = _fly.version().split()[0]

#: The archs Fly compiles for (``gfx942``, ``gfx950``, ``gfx1201``, ``gfx1250``, ``gfx1100``, ...).
ARCHS: tuple[str, ...] = tuple(a.strip() for a in _fly.supported_archs().split(","))


def version() -> str:
    """Fly's version and the LLVM it was built with, e.g. ``"0.1.0 (LLVM 22.1.8)"``."""
    return _fly.version()


from . import cache, emu, kernels  # noqa: E402  (they import the names above)

"""The jobs of scripts/flydsl_library.py, one module per kernel family. Importing the package
fills common.JOBS and common.REGISTRY_JOBS in this order (the table's order)."""
from . import norm, moe, more, attention, wmma, gemm, conv_rope, moe_gemm, moe_mix, more_family, examples, mega_moe, registry  # noqa: F401
from .common import Job, JOBS, REGISTRY_JOBS, CDNA, TORCH_DT, REL  # noqa: F401

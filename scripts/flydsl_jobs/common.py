"""What every job family of scripts/flydsl_library.py shares: the Job record, the two job lists
(JOBS: the library table's; REGISTRY_JOBS: FlyDSL at the registry kernels' configurations) and
the dtype names and tolerances the families use."""

CDNA = ("gfx942", "gfx950")
# The WMMA archs: wave32 RDNA3 (gfx1100, gfx1151), RDNA4 (gfx1201) and gfx1250.
WMMA = ("gfx1100", "gfx1201", "gfx1250")
SMEM_CHECK = (("from flydsl.utils.smem_allocator import check_smem_capacity",
               "check_smem_capacity = lambda *args: None  # not in the 0.4.2 wheel"),)
FP8_GEN = "fp8"  # random finite fp8 (e4m3, fn and fnuz alike): check.py's generator


class Job:
    """One kernel variant: `build` (Python run in the child with FlyDSL's sources on sys.path,
    `torch` imported, `arch` the target) defines `launch`; `tensors` name -> (dtype, shape, gen)
    are made as torch tensors (zeros) for the trace; `call` calls FlyDSL's launcher once. `run`
    (optional) says how the kernel is launched on the emulator: kernel -> (grid, kernel
    arguments: tensor names, ("i32", value), or ("ptrs", [tensor names]): a table of those tensors'
    addresses; output tensor names, tolerances)."""

    def __init__(self, name, src, build, call, tensors=None, archs=CDNA, run=None, commit=False, note="",
                 lds_out_of_range=False, probe=None, src_at=None, adapt=(), dynamic_lds=0, reference=None,
                 check_races=False):
        # reference: (name, params) of a CPU reference in scripts/flydsl_references.py: each side's
        # outputs are compared with it too; when the two code objects disagree the table says which
        # is right (or neither), when they agree whether they match it. check_races: both code objects also run under fly-emu --check-races.
        self.reference, self.check_races = reference, check_races
        self.dynamic_lds = dynamic_lds  # the launch's dynamic LDS bytes (FlyDSL's SharedAllocator(static=False))
        # src_at: FlyDSL's commit to take the job's source file (`src`) from instead of the tree's
        # (a kernel whose current source is newer than the wheel); adapt: (old, new) spellings
        # replaced in that file for the wheel. Both are recorded in the trace's status.json and the
        # table's variant column.
        self.src_at, self.adapt = src_at, tuple(adapt)
        # probe: a Python expression evaluated in the child after the build, a dict of numbers
        # (e.g. a kernel's tokens per block) that a run spec's grid, given as a string, may use.
        self.probe = probe
        self.name, self.src, self.build, self.call = name, src, build, call
        self.lds_out_of_range = lds_out_of_range
        # commit: True (every arch's module goes to tests/flydsl/library), or the archs whose do.
        self.tensors, self.archs, self.run, self.commit, self.note = tensors or {}, archs, run or {}, commit, note


JOBS = []
# FlyDSL's kernels at the configurations of Fly's registry kernels that docs/kernels.md sets beside
# them (scripts/kernel_report.py): the same compile-time shape, tile and dtype as the registry
# entry's defaults, a problem big enough to fill the launch. Traced and compared only with
# --registry, which copies them to tests/flydsl/registry/ (not the library table: these are the
# registry's problems, not FlyDSL's conformance).
REGISTRY_JOBS = []

TORCH_DT = {"f32": "torch.float32", "bf16": "torch.bfloat16", "f16": "torch.float16", "i32": "torch.int32",
            "i64": "torch.int64", "u8": "torch.uint8", "i8": "torch.int8", "fp8e4m3": "torch.float8_e4m3fn",
            "fp8e4m3fnuz": "torch.float8_e4m3fnuz"}
REL = {"f32": (1e-5, 1e-6), "bf16": (0.0079, 1e-3), "f16": (0.001, 1e-4)}  # about one ulp (bf16/f16)

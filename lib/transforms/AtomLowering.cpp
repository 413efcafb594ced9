// atom-lowering: copy atoms become target operations for the module's arch.
//
// Tensors (memrefs) are resolved to views: a base pointer, an element offset (a SymExpr over SSA
// values) and a static layout. Views come from fly.make_view, fly.memref.alloca (registers) and the
// tiled-copy partitions (fly.tiled_copy.partition_src/dst, retile), which are layout algebra
// (fly/algebra/TiledCopy.h) on the view's layout with the thread index as a symbolic value.
//
// fly.copy_atom_call(atom, src, dst) and fly.copy(atom or tiled copy, src, dst[, pred]) move size(src) values
// in calls of the atom's payload (BITS / VALBITS values, consecutive in the tensors' colexicographic
// order): each call is one access on each memory side (which must be contiguous there) and element
// or vector accesses on the register side (all under `scf.if %pred` when an i1 predicate is given).
// What a call becomes is read from the atom's description
// in lib/target (CopyAtom.h): a plain load/store (global, LDS, registers), an atomic read-modify-write
// of one value (atomic atoms: fly.ptr.store {atomic = "add"|"max"|...}, through a buffer tensor's
// pointer for buffer atomics), or a load/store through a
// buffer tensor's pointer (#fly_rocdl.buffer_desc; codegen makes it a raw buffer access) carrying the
// atom's cache policy and soffset (fly.atom.set_value(%atom, "soffset", %v)). An atom the arch lacks, a payload the atom does not
// move, a misaligned or non-contiguous access: located errors.
//
// fly.copy_atom_call_ssa is one call on SSA values: a load returning the values, a store, or an atomic
// atom's fetch form (fly.ptr.store {atomic} with a result: the value the read-modify-write replaced).
//
// Register storage stays pointer-based here (fly.ptr.load/store on fly.get_iter of the alloca);
// regmem-promotion turns it into SSA vectors.
//
// This unit is the pass and FunctionLowering's driver (run); the rest of FunctionLowering is split by
// seam into the units AtomLoweringImpl.h lists (views, tiled MMAs, copies, atom calls, tensor tiles).
#include "AtomLoweringImpl.h"

namespace fly::transforms {

using namespace ir;

namespace atom_lowering {

bool isPowerOfTwo(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

// How many tensor elements make one of the atom's values. A copy atom may be wider than the
// tensor's element (FlyDSL's `!fly.copy_atom<!fly.universal_copy<32>, 32>` on an i8 LDS tensor: one
// 32-bit value is 4 bytes): its values are recast, each r = valBits / elemBits contiguous elements.
// Atomic and multi-lane atoms move values of their own type only.
Result<int64_t> elementsPerValue(const target::CopyOpSpec &spec, unsigned valBits, Type elem) {
  unsigned eb = elem.bitWidth();
  if (eb == valBits)
    return int64_t(1);
  if (eb == 0 || eb > valBits || valBits % eb != 0 || spec.atomic || spec.desc->threads > 1)
    return Error("the atom moves " + std::to_string(valBits) + "-bit values but the tensor holds " + elem.str() +
                 (spec.atomic || spec.desc->threads > 1 || eb > valBits
                      ? std::string()
                      : std::string(" (a wider atom value must be a whole number of elements)")));
  return int64_t(valBits / eb);
}

// A partition in atom values seen in tensor elements: each value becomes r contiguous elements
// (CuTe's recast of the thread's part back to the element type): mode 0 gains an inner (r):(1),
// every stride scales by r.
Layout valuesAsElements(const Layout &l, int64_t r) {
  std::function<IntTuple(const IntTuple &)> scale = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf())
      return IntTuple(t.leaf() * Int(r));
    std::vector<IntTuple> els;
    for (const IntTuple &e : t.elements())
      els.push_back(scale(e));
    return IntTuple(std::move(els));
  };
  std::vector<IntTuple> shape, stride;
  for (size_t i = 0; i < rank(l); ++i) {
    Layout m = l[i];
    if (i == 0) {
      shape.push_back(IntTuple::of(IntTuple(Int(r)), m.shape()));
      stride.push_back(IntTuple::of(IntTuple(Int(1)), scale(m.stride())));
    } else {
      shape.push_back(m.shape());
      stride.push_back(scale(m.stride()));
    }
  }
  return Layout(IntTuple(std::move(shape)), IntTuple(std::move(stride)));
}

bool FunctionLowering::run() {
  if (!lowerTiledCopiesForMma()) return false;
  std::vector<Operation *> copies;
  func_->walk([&](Operation *op) {
    if (op->is(OpCode::FlyCopyAtomCall) || op->is(OpCode::FlyCopyAtomCallSSA) || op->is(OpCode::FlyCopy) ||
        isMemoryElementAccess(op) || isMemoryVectorAccess(op) || isTensorIterator(op) ||
        op->is(OpCode::FlyMmaAtomCall) || op->is(OpCode::FlyGemm) || op->is(OpCode::FlyTiledMmaPartitionShape))
      copies.push_back(op);
  }, WalkOrder::PreOrder);
  bool ok = true;
  for (Operation *op : copies) {
    errorAt_ = nullptr;
    auto r = isMemoryElementAccess(op)                                     ? lowerElementAccess(op)
             : isMemoryVectorAccess(op)                                    ? lowerVectorAccess(op)
             : isTensorIterator(op)                                        ? lowerTensorIterator(op)
             : op->is(OpCode::FlyMmaAtomCall) || op->is(OpCode::FlyGemm) ? lowerGemm(op)
             : op->is(OpCode::FlyTiledMmaPartitionShape)                 ? foldPartitionShape(op)
             : op->is(OpCode::FlyCopyAtomCallSSA)                        ? lowerCopySsa(op)
                                                                         : lowerCopy(op);
    if (!r.ok()) {
      // An error found while resolving a tensor is reported at the op that made it.
      Operation *at = errorAt_ ? errorAt_ : op;
      diags_.push_back(at->emitError(std::string(at->name()) + ": " + r.error().message));
      ok = false;
      continue;
    }
    op->erase();
  }
  // Views, partitions and atoms whose copies are gone go away with everything else left unused.
  if (ok && !copies.empty())
    eraseDeadOps(func_);
  return ok;
}

// Continues building inside a new `scf.if %cond` (no results) at the insertion point.
void FunctionLowering::enterIf(Value *cond) {
  Operation *guard = b_.createIf(cond, {}, false);
  Block *then = guard->region(0).front();
  b_.setInsertionPointToEnd(then);
  b_.yield();
  b_.setInsertionPoint(then->terminator());
}

Value *FunctionLowering::intTuple(Value *x) {
  return b_.create(OpCode::FlyMakeIntTuple, {x}, {IntTupleType::get(ctx_, IntTuple(Int::dynamic(1)))})->result(0);
}

} // namespace atom_lowering

namespace {

using atom_lowering::FunctionLowering;

class AtomLoweringPass : public Pass {
public:
  std::string_view name() const override { return "atom-lowering"; }
  std::string_view description() const override {
    return "lower copy atoms (fly.copy, fly.copy_atom_call, tiled-copy partitions) to loads, stores and buffer "
           "intrinsics, and MMA atom calls to MFMA/WMMA intrinsics, for the target arch";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    // --mcpu, else the module's #rocdl.target, else the atoms' family (ModuleArch.h).
    auto arch = moduleArch(module, this->arch());
    if (!arch.ok()) {
      diags.push_back(Diagnostic{Severity::Error, module->loc(), "atom-lowering: " + arch.error().message, {}});
      return false;
    }
    bool ok = true;
    module->walk([&](Operation *op) {
      if (op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc))
        ok &= FunctionLowering(op, *arch, diags).run();
    });
    // The MMA half (lib/transforms/MmaLowering.cpp).
    return lowerMmaAtomCalls(module, *arch, diags) && ok;
  }
};

} // namespace

std::unique_ptr<Pass> createAtomLoweringPass() { return std::make_unique<AtomLoweringPass>(); }

} // namespace fly::transforms

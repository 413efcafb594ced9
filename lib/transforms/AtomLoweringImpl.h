// atom-lowering's per-function state and routines, shared by its units (the pass: AtomLowering.cpp):
// AtomLowering.cpp (the driver, run(), shared helpers), AtomLoweringViews.cpp (atoms and views),
// AtomLoweringMma.cpp (tiled copies for MMAs, tiled MMAs, gemm), AtomLoweringCopy.cpp (copies, element
// and vector accesses), AtomLoweringCall.cpp (one atom call: accesses, lane groups, LDS DMA) and
// AtomLoweringTensorTile.cpp (tensor tiles). Private to lib/transforms.
#pragma once

#include "fly/algebra/TiledCopy.h"
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/ir/SubByte.h"
#include "fly/ir/TypeInference.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"
#include "fly/target/TensorDescriptor.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/CopyPredicate.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/Folding.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/MmaLowering.h"
#include "fly/transforms/ModuleArch.h"
#include "fly/transforms/PassRegistry.h"
#include "fly/transforms/TensorTile.h"
#include "fly/transforms/TiledCopyOf.h"

#include <array>
#include <bit>
#include <functional>
#include <optional>
#include <numeric>
#include <unordered_map>

namespace fly::transforms::atom_lowering {

using namespace ir;

struct View {
  Value *base = nullptr; // pointer value (global, shared, register) at the root view's start
  Operation *root = nullptr; // the op that made the root view (make_view, memref.alloca)
  SymExpr offset;        // elements from base
  Layout layout;         // static
  AddressSpace space = AddressSpace::Global;
  Type elem;
  // A view through a composed layout (CuTe's swizzled smem layouts `S o 0 o L`, FlyDSL's
  // coordinate swizzles `L o 0 o [CS o (0,0) o B]`): `layout` (and every slice/divide after) works
  // on its domain layout, and the element at offset o is at through(o), the functions after the
  // domain (applyAfterDomain). A domain with basis strides (its values coordinates) is seen over
  // coordinate numbers (linearize_coordinates): o becomes the coordinate idx2crd(o, coordExtents).
  std::optional<ComposedLayout> through;
  std::optional<IntTuple> coordExtents;
  // A tiled-copy partition's thread index (the partition op's coordinate), null for other views.
  SymExpr thread;
};

struct AtomInfo {
  target::CopyOpSpec spec;
  unsigned valBits = 0;
  Value *soffset = nullptr; // set_value(..., "soffset", v)
  Value *immOffset = nullptr; // set_value(..., "imm_offset", c): LDS DMA atoms that have one
  CopyAtomLayouts layouts;
  // Tensor-tile (TDM) atoms: the state set with fly.atom.set_value (extent_D, stride_D, imm_offset,
  // workgroup_mask; TensorTile.h).
  TensorTileState tile;
};

// Defined in AtomLowering.cpp.
bool isPowerOfTwo(int64_t x);
Result<int64_t> elementsPerValue(const target::CopyOpSpec &spec, unsigned valBits, Type elem);
Layout valuesAsElements(const Layout &l, int64_t r);

class FunctionLowering {
public:
  FunctionLowering(Operation *func, const target::Arch *arch, std::vector<Diagnostic> &diags)
      : func_(func), ctx_(func->context()), arch_(arch), syms_(launchBoundsOf(func)), b_(ctx_),
        emitter_(b_, [this](uint32_t id) { return syms_.valueOf(id); }), diags_(diags) {}
  bool run();

private:
  // ==== AtomLoweringMma.cpp ====
  static bool isTiledCopyForMma(const Operation *op);
  bool lowerTiledCopiesForMma();
  Result<bool> lowerTiledCopyForMma(Operation *op);

  // ==== AtomLoweringViews.cpp ====

  // ---- atoms -------------------------------------------------------------------------------
  Result<AtomInfo> atomOf(Value *v);

  // ---- views -------------------------------------------------------------------------------
  Result<IntTuple> symTuple(Value *v);
  Result<Layout> symLayout(Value *v);
  Result<ComposedLayout> symComposed(Value *v);
  static Result<SymExpr> physical(const View &v, SymExpr o);
  Result<Layout> layoutLike(Value *like);
  View registerRoot(Operation *def, Value *v, View view, const Layout &l);
  Result<View> viewOf(Value *v);
  Result<View> computeView(Value *v);
  Result<Tiler> tilerOf(Value *v);
  static std::string layoutBodyText(Type t);
  static bool typeLevelEqual(const Layout &declared, const Layout &computed, bool unitModesFree = false);

  // ==== AtomLoweringMma.cpp ====

  // ---- tiled MMAs --------------------------------------------------------------------------
  static const char *operandName(MmaOperand o) { return o == MmaOperand::A ? "A" : o == MmaOperand::B ? "B" : "C"; }
  static Result<MmaOperand> mmaOperandOf(Operation *op);
  Result<const target::MmaAtom *> mmaAtomOf(Type t);
  Result<TiledMma> tiledMmaOf(Value *v, Operation *user, int operandIndex = 0);
  Result<bool> foldPartitionShape(Operation *op);
  Result<bool> lowerGemm(Operation *op);
  Value *bitcastValues(Value *x, Type elem, int64_t count);

  // ==== AtomLoweringCopy.cpp ====

  // ---- copies ------------------------------------------------------------------------------
  Result<bool> lowerCopy(Operation *op);
  static bool unitFirstMode(const View &v);
  static bool firstModeIs(const View &v, int64_t count);
  static void widenFirstMode(View &v, int64_t count);
  Result<bool> lowerCopySsa(Operation *op);
  static void addressOnly(View &v, int64_t perCall);
  void recastAddressOnly(Operation *op, View &mem, Type regElem, int bits);
  static int64_t totalBits(Type t);
  Value *bitcast(Value *x, Type to);
  static Result<bool> atomicElementMatches(const AtomInfo &atom, Type elem, const char *holder);
  static bool isMemoryElementAccess(Operation *op);
  static bool isMemoryVectorAccess(Operation *op);
  static bool isTensorIterator(Operation *op);
  Result<bool> lowerTensorIterator(Operation *op);
  Result<View> throughView(View view, const ComposedLayout &c);
  Result<bool> typeFindsElements(const View &view, Type type);
  Result<bool> lowerElementAccess(Operation *op);
  Result<bool> lowerVectorAccess(Operation *op);

  // ==== AtomLoweringCall.cpp ====
  static uint8_t spaceBit(AddressSpace s);
  static std::string spaceName(AddressSpace s);
  Result<bool> checkSpaces(const AtomInfo &atom, const View &src, const View &dst);
  Result<std::vector<SymExpr>> offsets(const View &v, int64_t first, int64_t count);
  static bool contiguous(const std::vector<SymExpr> &offs);
  Type accessType(Type elem, int64_t count) { return count == 1 ? elem : ctx_.vectorType(count, elem); }
  Value *offsetTuple(SymExpr e);
  Value *pointerAt(const View &v, SymExpr off);
  Result<int64_t> alignment(const View &v, SymExpr off, int64_t bytes);
  int64_t pointerAlignment(Value *p, int depth = 0);
  Value *soffsetBytes(const AtomInfo &atom, Type elem, Operation *access);
  Value *scaledSoffset(const AtomInfo &atom, Type elem);
  void bufferModifiers(const AtomInfo &atom, const View &v, Operation *access);
  Result<Value *> memoryLoad(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs);
  Result<Operation *> memoryStore(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs, Value *value,
                                  bool fetch = false);
  Result<Value *> registerLoad(const View &v, const std::vector<SymExpr> &offs);
  Result<bool> registerStore(const View &v, const std::vector<SymExpr> &offs, Value *value);
  Result<bool> emitCall(const AtomInfo &atom, const View &src, const View &dst, int64_t first, int64_t count);

  // ---- atoms of several lanes ----------------------------------------------------------------
  Result<bool> checkLaneGroups(const AtomInfo &atom, const View &src, bool predicated, bool oneCall);

  // ---- LDS DMA -----------------------------------------------------------------------------
  SymExpr threadIdVar(SymExpr e);
  Result<bool> emitLdsDma(const AtomInfo &atom, const View &src, const View &dst, SymExpr srcOff, SymExpr dstOff);

  // ==== AtomLoweringTensorTile.cpp ====

  // ---- tensor tiles (gfx1250's tensor data mover, docs/tdm.md; state, descriptor: TensorTile.h) ----
  Result<AtomInfo> tensorTileAtom(Value *v, AtomInfo info);
  Result<bool> lowerTensorTile(Operation *op, const AtomInfo &atom, Value *pred);
  Result<Value *> tileWaveId(int W);

  // ==== AtomLowering.cpp ====
  void enterIf(Value *cond);
  Value *intTuple(Value *x);

  Operation *func_;
  Context &ctx_;
  const target::Arch *arch_;
  IRSymbols syms_;
  OpBuilder b_;
  ArithEmitter emitter_;
  std::vector<Diagnostic> &diags_;
  std::unordered_map<Value *, View> views_;
  Operation *errorAt_ = nullptr;
};

} // namespace fly::transforms::atom_lowering

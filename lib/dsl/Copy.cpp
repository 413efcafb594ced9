// Copy atoms and tiled copies of fly::fx: the atom's description comes from lib/target, the
// partitions' result types from the tiled-copy algebra, the ops are the IR's (docs/copies.md).
#include "fly/dsl/Copy.h"
#include "fly/dsl/Mma.h"

#include "fly/ir/Operation.h"
#include "fly/ir/Parser.h"
#include "fly/ir/SubByte.h"
#include "fly/target/CopyAtom.h"

#include <functional>

namespace fly::fx {

std::string UniversalCopy(int bits) { return "!fly.universal_copy<" + std::to_string(bits) + ">"; }

namespace rocdl {
std::string BufferCopy(int bits, int cache) {
  std::string text = "!fly_rocdl.cdna3.buffer_copy<" + std::to_string(bits);
  if (cache) text += ", cache = " + std::to_string(cache);
  return text + ">";
}
std::string TensorDataMover(int rank, int warps, int padInterval, int padAmount, int cache) {
  return "!fly_rocdl.gfx1250.tdm<rank = " + std::to_string(rank) + ", warps = " + std::to_string(warps) +
         ", pad = " + std::to_string(padInterval) + ", " + std::to_string(padAmount) + ", cache = " +
         std::to_string(cache) + ", barrier = false, timeout = false>";
}
void wait_tensorcnt(int count, SourceLoc loc) {
  BuildState &s = state(loc);
  s.create(ir::OpCode::RocdlSWaitTensorcnt, {}, {}, {{"count", s.context().i32Attr(count)}}, loc);
}
void sched_barrier(int mask, SourceLoc loc) {
  BuildState &s = state(loc);
  s.create(ir::OpCode::RocdlSchedBarrier, {}, {}, {{"mask", s.context().i32Attr(mask)}}, loc);
}
} // namespace rocdl

namespace {
ir::Value *one(ir::Operation *op) { return op->result(0); }

ir::Value *staticValue(ir::Type t, const SourceLoc &loc) {
  return one(state(loc).create(ir::OpCode::FlyStatic, {}, {t}, {}, loc));
}

// The tile's shape (its modes' sizes).
IntTuple tileShape(ir::Value *tile, const SourceLoc &loc) {
  auto *t = tile->type().dyn_cast<ir::TileType>();
  std::vector<IntTuple> sizes;
  if (t)
    for (const ir::TileType::Mode &m : t->modes()) {
      if (!m.layout) {
        state(loc).error(loc, "a tiled copy's tile needs a size in every mode, got " + tile->type().str());
        return IntTuple(Int(1));
      }
      sizes.push_back(IntTuple(size(*m.layout)));
    }
  if (!t || sizes.empty()) state(loc).error(loc, "expected a tile (fx::make_tile), got '" + tile->type().str() + "'");
  return sizes.size() == 1 ? sizes[0] : IntTuple(std::move(sizes));
}

TiledCopy buildTiledCopy(const CopyAtom &atom, const fly::TiledCopy &tc, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Context &c = s.context();
  ir::Value *tv = staticValue(ir::LayoutType::get(c, tc.layoutTV), loc);
  std::vector<ir::TileType::Mode> modes;
  const IntTuple &shape = tc.tile;
  auto addMode = [&](const IntTuple &n) {
    ir::TileType::Mode m;
    m.layout = make_layout(n);
    m.sizeOnly = true;
    modes.push_back(m);
  };
  if (shape.isLeaf()) addMode(shape);
  else
    for (const IntTuple &e : shape.elements()) addMode(e);
  ir::Value *tile = staticValue(ir::TileType::get(c, std::move(modes)), loc);
  return TiledCopy(detail::algebraOp(ir::OpCode::FlyMakeTiledCopy, {detail::use(atom.ir(), loc), tv, tile}, loc), tc);
}

ir::Value *threadTuple(ir::Value *thread, const SourceLoc &loc) {
  return detail::makeTuple(ir::OpCode::FlyMakeIntTuple, TupleSpec(Int32(thread)), loc);
}
} // namespace

CopyAtom make_copy_atom_bits(const std::string &op, int valueBits, SourceLoc loc) {
  BuildState &s = state(loc);
  ir::Context &c = s.context();
  Result<target::CopyOpSpec> spec = target::parseCopyOp(op);
  Result<ir::Type> opType = ir::parseType(c, op);
  CopyAtomLayouts layouts;
  if (!spec.ok()) s.error(loc, "make_copy_atom: " + spec.error().message);
  else if (!opType.ok()) s.error(loc, "make_copy_atom: " + opType.error().message);
  else if (spec->desc->tensorTile) {
    // A whole-tile atom has no thread-value layouts: atom-lowering builds its descriptor.
  } else if (valueBits <= 0 || spec->bits % valueBits != 0)
    s.error(loc, "make_copy_atom: a " + std::to_string(spec->bits) + "-bit copy cannot move whole " +
                     std::to_string(valueBits) + "-bit values");
  else if (auto l = spec->valueLayouts(valueBits); !l.ok())
    s.error(loc, "make_copy_atom: " + l.error().message);
  else
    layouts = *l;
  ir::Type type = opType.ok() ? ir::CopyAtomType::get(c, *opType, unsigned(valueBits)) : c.i32();
  ir::Value *v = one(s.create(ir::OpCode::FlyMakeCopyAtom, {}, {type}, {{"valBits", c.i32Attr(valueBits)}}, loc));
  return CopyAtom(v, layouts);
}

CopyAtom make_copy_atom(const std::string &op, Elem valueType, SourceLoc loc) {
  return make_copy_atom_bits(op, int(elemBits(valueType)), loc);
}

CopyAtom CopyAtom::set_value(std::string_view field, Operand<Elem::I32, 0> value) const {
  BuildState &s = state(value.loc);
  ir::Value *a = detail::use(v_, value.loc);
  ir::Value *v = one(s.create(ir::OpCode::FlyAtomSetValue, {a, value.value}, {a->type()},
                              {{"field", s.context().stringAttr(field)}}, value.loc));
  return CopyAtom(v, layouts_);
}

TiledCopy make_tiled_copy(const CopyAtom &atom, const Layout &layoutTV, const Tile &tile, SourceLoc loc) {
  BuildState &s = state(loc);
  fly::Layout tv = layoutTV.value();
  if (!tv.isStatic()) s.error(loc, "make_tiled_copy needs a static TV layout, got " + tv.str());
  IntTuple shape = tileShape(detail::use(tile.ir(), loc), loc);
  Result<fly::TiledCopy> tc = fly::make_tiled_copy(atom.layouts(), tv, shape);
  if (!tc.ok()) {
    s.error(loc, "make_tiled_copy: " + tc.error().message);
    return TiledCopy(detail::use(atom.ir(), loc), fly::TiledCopy{});
  }
  return buildTiledCopy(atom, *tc, loc);
}

namespace {
TiledCopy tiledCopyForMma(MmaOperand operand, const CopyAtom &atom, const TiledMma &mma, const SourceLoc &loc) {
  Result<fly::TiledCopy> tc = fly::make_tiled_copy_for(operand, atom.layouts(), mma.algebra());
  if (!tc.ok()) {
    state(loc).error(loc, "make_tiled_copy_" + std::string(1, "ABC"[int(operand)]) + ": " + tc.error().message);
    return TiledCopy(detail::use(atom.ir(), loc), fly::TiledCopy{});
  }
  return buildTiledCopy(atom, *tc, loc);
}
} // namespace

TiledCopy make_tiled_copy_A(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc) {
  return tiledCopyForMma(MmaOperand::A, atom, mma, loc);
}
TiledCopy make_tiled_copy_B(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc) {
  return tiledCopyForMma(MmaOperand::B, atom, mma, loc);
}
TiledCopy make_tiled_copy_C(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc) {
  return tiledCopyForMma(MmaOperand::C, atom, mma, loc);
}

TiledCopy make_tiled_copy_tv(const CopyAtom &atom, const Layout &thr, const Layout &val, SourceLoc loc) {
  BuildState &s = state(loc);
  fly::Layout t = thr.value(), v = val.value();
  if (!t.isStatic() || !v.isStatic())
    s.error(loc, "make_tiled_copy_tv needs static thread and value layouts, got " + t.str() + " and " + v.str());
  Result<fly::TiledCopy> tc = fly::make_tiled_copy_tv(atom.layouts(), t, v);
  if (!tc.ok()) {
    s.error(loc, "make_tiled_copy_tv: " + tc.error().message);
    return TiledCopy(detail::use(atom.ir(), loc), fly::TiledCopy{});
  }
  return buildTiledCopy(atom, *tc, loc);
}

ThrCopy TiledCopy::get_slice(const Index &thread, SourceLoc loc) const {
  return ThrCopy(*this, thread.to<Int32>(loc).ir());
}
ThrCopy TiledCopy::get_slice(const Int32 &thread, SourceLoc loc) const {
  return ThrCopy(*this, detail::use(thread.ir(), loc));
}

ir::Value *TiledCopy::retileValue(ir::Value *fragment, const SourceLoc &loc) const {
  BuildState &s = state(loc);
  const ir::MemRefType &m = detail::memrefOf(fragment, loc);
  auto *l = m.layout().dyn_cast<ir::LayoutType>();
  Result<fly::Layout> r = l ? fly::retile(tc_, l->value()) : Result<fly::Layout>(Error("a swizzled fragment"));
  if (!r.ok()) {
    s.error(loc, "retile: " + r.error().message);
    return fragment;
  }
  ir::Type type = ir::MemRefType::get(s.context(), m.elementType(), m.addressSpace(), ir::LayoutType::get(s.context(), *r));
  return one(s.create(ir::OpCode::FlyTiledCopyRetile, {detail::use(v_, loc), fragment}, {type}, {}, loc));
}

ir::Value *ThrCopy::partition(bool src, ir::Value *tensor, const SourceLoc &loc) const {
  BuildState &s = state(loc);
  ir::Context &c = s.context();
  const ir::MemRefType &m = detail::memrefOf(tensor, loc);
  fly::Layout layout;
  const ComposedLayout *composed = nullptr;
  if (auto *cl = m.layout().dyn_cast<ir::ComposedLayoutType>()) {
    composed = &cl->value();
    layout = composed->outer();
  } else {
    layout = m.layout().cast<ir::LayoutType>().value();
  }
  Result<ThreadPartition> p = src ? fly::partition_S(tc_.value(), layout, Int::dynamic())
                                  : fly::partition_D(tc_.value(), layout, Int::dynamic());
  if (!p.ok()) {
    s.error(loc, std::string(src ? "partition_S" : "partition_D") + " of " + m.layout().str() + ": " + p.error().message);
    return tensor;
  }
  ir::Type lt = composed ? ir::ComposedLayoutType::get(c, composed->withDomain(p->layout))
                         : ir::LayoutType::get(c, p->layout);
  ir::Type type = ir::MemRefType::get(c, m.elementType(), m.addressSpace(), lt);
  ir::OpCode code = src ? ir::OpCode::FlyTiledCopyPartitionSrc : ir::OpCode::FlyTiledCopyPartitionDst;
  return one(s.create(code, {detail::use(tc_.ir(), loc), tensor, threadTuple(thread_, loc)}, {type}, {}, loc));
}

namespace {
// A basis-stride layout as an integer layout into the compact column-major index space of its
// coordinates' extents (the algebra's linearize_coordinates); the extents are returned in `extents`
// (one integer for a one-dimensional coordinate).
Result<fly::Layout> toIndexSpace(const fly::Layout &basis, size_t dims, IntTuple &extents) {
  FLY_TRY(lin, linearize_coordinates(basis, dims));
  extents = dims == 1 ? lin.extents[0] : lin.extents;
  return lin.layout;
}
} // namespace

CoordTensor ThrCopy::partitionCoords(bool src, const CoordTensor &t, const SourceLoc &loc) const {
  BuildState &s = state(loc);
  const char *what = src ? "partition_S" : "partition_D";
  if (t.indexShape()) {
    s.error(loc, std::string(what) + " of a coordinate tensor that is already a thread's partition");
    return t;
  }
  fly::Layout layout = t.layout().value();
  auto *bt = t.base().ir() ? t.base().ir()->type().dyn_cast<ir::IntTupleType>() : nullptr;
  size_t dims = !bt || bt->value().isLeaf() ? 1 : bt->value().rank();
  IntTuple extents;
  Result<fly::Layout> index = layout.shape().isStatic()
                                  ? toIndexSpace(layout, dims, extents)
                                  : Result<fly::Layout>(Error("the coordinate tensor's layout " + layout.str() +
                                                              " is not static (tile it first)"));
  // The thread's coordinates: tidfrg gives (thread, value, rest); this thread's values start at
  // crd2idx(thread, thread mode) in the index space and follow (value, rest...).
  Result<fly::Layout> frg = !index.ok() ? index
                            : src       ? tidfrg_S(tc_.value(), *index)
                                        : tidfrg_D(tc_.value(), *index);
  if (!frg.ok()) {
    s.error(loc, std::string(what) + " of a coordinate tensor: " + frg.error().message);
    return t;
  }
  fly::Layout value = (*frg)[1], rest = (*frg)[2];
  std::vector<IntTuple> shape{value.shape()}, stride{value.stride()};
  if (rest.shape().isLeaf()) {
    shape.push_back(rest.shape());
    stride.push_back(rest.stride());
  } else {
    for (size_t i = 0; i < rest.shape().rank(); ++i) {
      shape.push_back(rest.shape()[i]);
      stride.push_back(rest.stride()[i]);
    }
  }
  fly::Layout values(IntTuple(std::move(shape)), IntTuple(std::move(stride)));
  ir::Context &c = s.context();
  Layout threadMode(staticValue(ir::LayoutType::get(c, (*frg)[0]), loc));
  Index offset = crd2idx(IntTupleValue(threadTuple(thread_, loc)), threadMode, loc);
  return CoordTensor(t.base(), Layout(staticValue(ir::LayoutType::get(c, values), loc)), extents, offset);
}

namespace detail {
void copy(ir::Value *atomOrTiledCopy, ir::Value *src, ir::Value *dst, ir::Value *pred, const SourceLoc &loc) {
  BuildState &s = state(loc);
  use(atomOrTiledCopy, loc);
  const ir::MemRefType &a = memrefOf(src, loc), &b = memrefOf(dst, loc);
  if (a.elementType() != b.elementType())
    s.error(loc, "copy from " + a.elementType().str() + " to " + b.elementType().str() + ": the element types differ");
  std::vector<ir::Value *> operands{atomOrTiledCopy, src, dst};
  if (pred) operands.push_back(pred);
  s.create(ir::OpCode::FlyCopy, operands, {}, {}, loc);
}

ir::Value *makeBufferTensor(ir::Value *tensor, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Context &c = s.context();
  const ir::MemRefType &m = memrefOf(tensor, loc);
  if (m.addressSpace() != ir::AddressSpace::Global)
    s.error(loc, "make_buffer_tensor needs a global tensor, got '" + tensor->type().str() + "'");
  ir::Value *iter = algebraOp(ir::OpCode::FlyGetIter, {tensor}, loc);
  ir::Value *layout = algebraOp(ir::OpCode::FlyGetLayout, {tensor}, loc);
  ir::Value *cos = algebraOp(ir::OpCode::FlyCosize, {layout}, loc);
  ir::Value *elems = one(s.create(ir::OpCode::FlyGetScalar, {cos}, {c.integerType(64)}, {}, loc));
  ir::Value *bytes;
  if (isSubByte(m.elementType())) { // bit-packed: ceil(elements * bits / 8)
    ir::Value *bits = binary(BinOp::Mul, Elem::I64, elems, constantInt(Elem::I64, 0, m.elementType().bitWidth(), loc), loc);
    bits = binary(BinOp::Add, Elem::I64, bits, constantInt(Elem::I64, 0, 7, loc), loc);
    bytes = binary(BinOp::Shr, Elem::I64, bits, constantInt(Elem::I64, 0, 3, loc), loc);
  } else {
    int64_t elemBytes = std::max<int64_t>(1, m.elementType().bitWidth() / 8);
    bytes = binary(BinOp::Mul, Elem::I64, elems, constantInt(Elem::I64, 0, elemBytes, loc), loc);
  }
  ir::Type ptr = ir::PointerType::get(c, m.elementType(), ir::AddressSpace::BufferDesc);
  ir::Value *buffer = one(s.create(ir::OpCode::FlyMakePtr, {iter, bytes}, {ptr}, {}, loc));
  return makeView(buffer, layout, loc);
}
} // namespace detail

} // namespace fly::fx

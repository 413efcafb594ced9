// Tensors of fly::fx: views (fly.make_view, fly.memref.alloca, fly.make_fragment_like), their
// algebra (slice, divides, local_tile) and element access (fly.memref.load/store[_vec]).
#include "fly/dsl/Tensor.h"

#include "fly/algebra/TiledCopy.h"
#include "fly/dsl/Gpu.h"

#include "fly/ir/Operation.h"
#include "fly/ir/Parser.h"
#include "fly/ir/SubByte.h"
#include "fly/ir/TypeInference.h"

#include <functional>

#include <stdexcept>

namespace fly::fx {
namespace detail {
namespace {
ir::Value *one(ir::Operation *op) { return op->result(0); }

std::string where(const SourceLoc &loc) {
  return std::string(loc.file_name()) + ":" + std::to_string(loc.line()) + ":" + std::to_string(loc.column());
}

// The tuple `spec` as an int tuple value (a coordinate).
ir::Value *coordValue(const TupleSpec &spec, const SourceLoc &loc) {
  return makeTuple(ir::OpCode::FlyMakeCoord, spec, loc);
}

unsigned tileRank(ir::Value *tile, const SourceLoc &loc) {
  if (auto *t = tile->type().dyn_cast<ir::TileType>()) return unsigned(t->modes().size());
  state(loc).error(loc, "local_tile needs a !fly.tile (fx::make_tile), got '" + tile->type().str() + "'");
  return 1;
}

// ((_, ..., _), coord) for a tile of `rank` modes: local_tile's slice of a zipped_divide.
TupleSpec localTileCoord(unsigned rank, const TupleSpec &coord) {
  switch (rank) {
  case 1: return TupleSpec{TupleSpec(_), coord};
  case 2: return TupleSpec{TupleSpec{_, _}, coord};
  case 3: return TupleSpec{TupleSpec{_, _, _}, coord};
  default: return TupleSpec{TupleSpec{_, _, _, _}, coord};
  }
}
} // namespace

const ir::MemRefType &memrefOf(ir::Value *tensor, const SourceLoc &loc) {
  use(tensor, loc);
  auto *m = tensor->type().dyn_cast<ir::MemRefType>();
  if (!m) throw std::logic_error(where(loc) + ": expected a tensor (!fly.memref), got '" + tensor->type().str() + "'");
  return *m;
}

void checkElement(ir::Value *tensor, Elem e, const SourceLoc &loc) {
  const ir::MemRefType &m = memrefOf(tensor, loc);
  ir::Type want = elemType(state(loc).context(), e);
  if (m.elementType() != want)
    state(loc).error(loc, "the tensor holds " + m.elementType().str() + ", not " + want.str());
}

ir::Type tensorType(ir::Context &ctx, ir::Type element, ir::AddressSpace space, std::string_view layout,
                    std::string_view what) {
  std::string text = "!fly.memref<" + element.str() + ", " + ir::addressSpaceName(space) + ", " + std::string(layout) + ">";
  Result<ir::Type> t = ir::parseType(ctx, text);
  if (!t.ok())
    throw std::logic_error(std::string(what) + "<..., \"" + std::string(layout) + "\">: " + t.error().message);
  return *t;
}

ir::Value *tensorCoordOp(ir::OpCode code, ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc) {
  use(tensor, loc);
  return algebraOp(code, {tensor, coordValue(coord, loc)}, loc);
}

ir::Value *localTile(ir::Value *tensor, ir::Value *tile, const TupleSpec &coord, const SourceLoc &loc) {
  unsigned rank = tileRank(tile, loc);
  if (rank > 4) state(loc).error(loc, "local_tile supports tiles of up to 4 modes, got " + std::to_string(rank));
  ir::Value *divided = algebraOp(ir::OpCode::FlyZippedDivide, {tensor, tile}, loc);
  return tensorCoordOp(ir::OpCode::FlySlice, divided, localTileCoord(rank, coord), loc);
}

ir::Value *makeView(ir::Value *iter, ir::Value *layout, const SourceLoc &loc) {
  return algebraOp(ir::OpCode::FlyMakeView, {iter, layout}, loc);
}

ir::Value *makeFragment(ir::Type element, ir::Value *layoutOrTensor, bool like, const SourceLoc &loc) {
  BuildState &s = state(loc);
  fly::Layout source;
  if (auto *m = layoutOrTensor->type().dyn_cast<ir::MemRefType>()) {
    if (auto *l = m->layout().dyn_cast<ir::LayoutType>()) source = l->value();
    else s.error(loc, "make_fragment_like of a swizzled tensor: use its outer layout");
  } else if (auto *l = layoutOrTensor->type().dyn_cast<ir::LayoutType>()) {
    source = l->value();
  } else {
    s.error(loc, "expected a layout or a tensor, got '" + layoutOrTensor->type().str() + "'");
  }
  fly::Layout layout = source;
  if (like) {
    Result<fly::Layout> f = fly::make_fragment_like(source);
    if (!f.ok()) s.error(loc, "make_fragment_like: " + f.error().message);
    else layout = *f;
  }
  if (!layout.isStatic()) s.error(loc, "a register tensor needs a static layout, got " + layout.str());
  ir::Type type = ir::MemRefType::get(s.context(), element, ir::AddressSpace::Register, ir::LayoutType::get(s.context(), layout));
  if (like) return one(s.create(ir::OpCode::FlyMakeFragmentLike, {layoutOrTensor}, {type}, {}, loc));
  return one(s.create(ir::OpCode::FlyMemRefAlloca, {layoutOrTensor}, {type}, {}, loc));
}

ir::Value *makeLdsTensor(ir::Type element, ir::Value *layout, const std::optional<Swizzle> &swizzle, int64_t align,
                         const SourceLoc &loc) {
  BuildState &s = state(loc);
  auto *lt = layout->type().dyn_cast<ir::LayoutType>();
  if (!lt || !lt->value().isStatic()) {
    s.error(loc, "an LDS tensor needs a static layout, got '" + layout->type().str() + "'");
    return layout;
  }
  int64_t count = cosize(lt->value()).value();
  if (swizzle) count = std::max(count, swizzle->cosize(count));
  // Sub-byte elements are bit-packed (element i at bit i * bits).
  int64_t bytes = isSubByte(element) ? (count * element.bitWidth() + 7) / 8 : count * std::max<int64_t>(1, element.bitWidth() / 8);
  ir::Value *ptr = ldsAlloc(ir::PointerType::get(s.context(), element, ir::AddressSpace::Shared), bytes, align, loc);
  if (swizzle) { // the view's layout is S o 0 o layout
    ir::Context &c = s.context();
    ir::Value *sw = one(s.create(ir::OpCode::FlyStatic, {}, {ir::SwizzleType::get(c, *swizzle)}, {}, loc));
    ir::Value *zero = one(s.create(ir::OpCode::FlyStatic, {}, {ir::IntTupleType::get(c, IntTuple(Int(0)))}, {}, loc));
    layout = algebraOp(ir::OpCode::FlyMakeComposedLayout, {sw, zero, layout}, loc);
  }
  return makeView(ptr, layout, loc);
}

ir::Value *makeTileOf(std::span<const TupleSpec> modes, const SourceLoc &loc) {
  BuildState &s = state(loc);
  std::vector<ir::TileType::Mode> out;
  for (const TupleSpec &m : modes) {
    std::vector<ir::Value *> dynamic;
    IntTuple t = m.type(dynamic, loc);
    ir::TileType::Mode mode;
    if (t.isLeaf() && t.leaf().isUnderscore()) {
      out.push_back(mode);
      continue;
    }
    if (!dynamic.empty() || !t.isStatic()) {
      s.error(loc, "make_tile sizes must be static, got " + t.str());
      continue;
    }
    mode.layout = make_layout(t);
    mode.sizeOnly = true;
    out.push_back(mode);
  }
  return one(s.create(ir::OpCode::FlyStatic, {}, {ir::TileType::get(s.context(), std::move(out))}, {}, loc));
}

ir::Value *makeTileOfLayouts(std::span<ir::Value *const> modes, const SourceLoc &loc) {
  BuildState &s = state(loc);
  for (ir::Value *v : modes) use(v, loc);
  // Created with a placeholder type, then given the one the IR's rule infers.
  ir::Type placeholder = s.context().i32();
  ir::Operation *op = s.create(ir::OpCode::FlyMakeTile, modes, std::span<const ir::Type>(&placeholder, 1), {}, loc);
  Result<ir::Type> type = ir::inferResultType(op);
  if (!type.ok()) s.error(loc, "make_tile: " + type.error().message);
  else op->result(0)->setType(*type);
  return op->result(0);
}

ir::Value *tensorLoad(ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc) {
  BuildState &s = state(loc);
  const ir::MemRefType &m = memrefOf(tensor, loc);
  return one(s.create(ir::OpCode::FlyMemRefLoad, {tensor, coordValue(coord, loc)}, {m.elementType()}, {}, loc));
}

void tensorStore(ir::Value *value, ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc) {
  memrefOf(tensor, loc);
  state(loc).create(ir::OpCode::FlyMemRefStore, {value, tensor, coordValue(coord, loc)}, {}, {}, loc);
}

ir::Value *tensorLoadVec(ir::Value *tensor, int lanes, const SourceLoc &loc) {
  BuildState &s = state(loc);
  const ir::MemRefType &m = memrefOf(tensor, loc);
  return one(s.create(ir::OpCode::FlyMemRefLoadVec, {tensor}, {s.context().vectorType(lanes, m.elementType())}, {}, loc));
}

void tensorStoreVec(ir::Value *value, ir::Value *tensor, const SourceLoc &loc) {
  memrefOf(tensor, loc);
  state(loc).create(ir::OpCode::FlyMemRefStoreVec, {value, tensor}, {}, {}, loc);
}

} // namespace detail

// ---- coordinate tensors ----
CoordTensor make_identity_tensor(const IntTupleValue &shape, SourceLoc loc) {
  Layout id(detail::algebraOp(ir::OpCode::FlyMakeIdentityLayout, {detail::use(shape.ir(), loc)}, loc));
  // The base: zeros congruent to the shape.
  BuildState &s = state(loc);
  std::function<IntTuple(const IntTuple &)> zeros = [&](const IntTuple &t) {
    if (t.isLeaf()) return IntTuple(Int(0));
    std::vector<IntTuple> els;
    for (const IntTuple &e : t.elements()) els.push_back(zeros(e));
    return IntTuple(std::move(els));
  };
  auto *st = shape.ir()->type().dyn_cast<ir::IntTupleType>();
  IntTuple base = st ? zeros(st->value()) : IntTuple(Int(0));
  ir::Value *b = s.create(ir::OpCode::FlyStatic, {}, {ir::IntTupleType::get(s.context(), base)}, {}, loc)->result(0);
  return CoordTensor(IntTupleValue(b), id);
}

CoordTensor CoordTensor::sliced(const TupleSpec &coord, const SourceLoc &loc) const {
  ir::Value *c = detail::makeTuple(ir::OpCode::FlyMakeCoord, coord, loc);
  Layout l(detail::algebraOp(ir::OpCode::FlySlice, {detail::use(layout_.ir(), loc), c}, loc));
  if (indexShape_) {
    ir::Value *z = detail::makeTuple(ir::OpCode::FlyMakeCoord, coord.underscoresAsZero(), loc);
    Index start = indexOffset_ + crd2idx(IntTupleValue(z), layout_, loc);
    return CoordTensor(base_, l, *indexShape_, start);
  }
  IntTupleValue start = get(coord.underscoresAsZero(), loc);
  return CoordTensor(start, l);
}

IntTupleValue CoordTensor::get(const TupleSpec &coord, SourceLoc loc) const {
  ir::Value *c = detail::makeTuple(ir::OpCode::FlyMakeCoord, coord, loc);
  ir::Value *offset;
  if (indexShape_) {
    BuildState &s = state(loc);
    Index idx = indexOffset_ + crd2idx(IntTupleValue(c), layout_, loc);
    // The index space's shape (an int_tuple): idx2crd of a shape is the natural coordinate (of a
    // layout it would be FlyDSL's per-mode (index / stride) % shape).
    ir::Value *space = s.create(ir::OpCode::FlyStatic, {}, {ir::IntTupleType::get(s.context(), *indexShape_)}, {}, loc)
                           ->result(0);
    ir::Value *i = detail::makeTuple(ir::OpCode::FlyMakeIntTuple, TupleSpec(idx), loc);
    offset = detail::algebraOp(ir::OpCode::FlyIdx2Crd, {i, space}, loc);
  } else {
    offset = detail::algebraOp(ir::OpCode::FlyCrd2Idx, {c, detail::use(layout_.ir(), loc)}, loc);
  }
  return IntTupleValue(detail::algebraOp(ir::OpCode::FlyIntTupleAdd, {detail::use(base_.ir(), loc), offset}, loc));
}

CoordTensor local_tile(const CoordTensor &t, const Tile &tile, const TupleSpec &coord, SourceLoc loc) {
  unsigned rank = detail::tileRank(detail::use(tile.ir(), loc), loc);
  CoordTensor divided(t.base(), Layout(detail::algebraOp(ir::OpCode::FlyZippedDivide, {t.layout().ir(), tile.ir()}, loc)));
  return divided.sliced(detail::localTileCoord(rank, coord), loc);
}

Boolean elem_less(const IntTupleValue &a, const IntTupleValue &b, SourceLoc loc) {
  BuildState &s = state(loc);
  ir::Value *r = detail::algebraOp(ir::OpCode::FlyElemLess, {detail::use(a.ir(), loc), detail::use(b.ir(), loc)}, loc);
  return Boolean(s.create(ir::OpCode::FlyGetScalar, {r}, {s.context().i1()}, {}, loc)->result(0));
}

} // namespace fly::fx

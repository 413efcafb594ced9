#include "fly/dsl/Mma.h"

#include "fly/dsl/Control.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Operation.h"
#include "fly/ir/Parser.h"
#include "fly/target/MmaAtom.h"

#include <numeric>

namespace fly::fx {

namespace {

std::optional<Elem> elemNamed(std::string_view name) {
  for (int e = int(Elem::Bool); e <= int(Elem::F4E2M1FN); ++e)
    if (name == elemName(Elem(e))) return Elem(e);
  return std::nullopt;
}

std::string shapeText(int m, int n, int k) {
  return std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
}

std::string atomText(std::string_view kind, int m, int n, int k, Elem ab, Elem acc) {
  return "!fly_rocdl." + std::string(kind) + "<" + shapeText(m, n, k) + ", (" + elemName(ab) + ", " + elemName(ab) +
         ") -> " + elemName(acc) + ">";
}

// The atom every failed construction falls back to, so building can go on and check() reports.
const target::MmaAtom *fallbackAtom() { return *target::parseMmaAtomType("!fly.universal_fma<f32>", nullptr); }

std::string fmtLayout(const fly::Layout &l) { return l.str(); }

// Why `tensor` cannot be partitioned by `mma` for `operand` ("" if it can): it must be static,
// rank 2, and each extent a multiple of the tiled MMA's tile ((M, K), (N, K) or (M, N)).
std::string tileMismatch(const fly::TiledMma &mma, MmaOperand operand, const fly::Layout &tensor) {
  if (!tensor.isStatic()) return "the tensor's layout must be static";
  if (tensor.rank() != 2) return "expected a rank-2 tensor";
  IntTuple tile = mma.tileShape(operand);
  for (unsigned i = 0; i < 2; ++i) {
    int64_t extent = fly::size(tensor[i]).value(), step = fly::size(tile[i]).value();
    if (extent % step != 0)
      return "mode " + std::to_string(i) + " has " + std::to_string(extent) + " elements, not a multiple of the " +
             "tiled MMA's tile " + tile.str();
  }
  return "";
}

} // namespace

ir::Value *detail::tensorIter(ir::Value *tensor, const SourceLoc &loc) {
  BuildState &s = state(loc);
  const ir::MemRefType &m = memrefOf(tensor, loc);
  ir::Type results[] = {ir::PointerType::get(s.context(), m.elementType(), m.addressSpace())};
  ir::Value *operands[] = {tensor};
  return s.create(ir::OpCode::FlyGetIter, operands, results, {}, loc)->result(0);
}

std::string rocdl::MFMA(int m, int n, int k, Elem ab, Elem acc) { return atomText("cdna3.mfma", m, n, k, ab, acc); }

std::string rocdl::WMMA(int m, int n, int k, Elem ab, Elem acc) {
  std::string gfx12 = atomText("gfx120x.wmma", m, n, k, ab, acc);
  if (target::parseMmaAtomType(gfx12, nullptr).ok()) return gfx12;
  return atomText("gfx1250.wmma", m, n, k, ab, acc);
}

std::string UniversalFMA(Elem acc) { return "!fly.universal_fma<" + std::string(elemName(acc)) + ">"; }

// ---- MmaAtom ----
MmaAtomLayouts MmaAtom::layouts() const {
  return MmaAtomLayouts{Int(d_->m), Int(d_->n), Int(d_->k), d_->thrIdLayout(), d_->aTV(), d_->bTV(), d_->cTV()};
}
std::array<int, 3> MmaAtom::shape_mnk() const { return {d_->m, d_->n, d_->k}; }
int MmaAtom::threads() const { return d_->threads(); }
Elem MmaAtom::elemA() const { return elemNamed(d_->aType).value_or(Elem::F32); }
Elem MmaAtom::elemB() const { return elemNamed(d_->bType).value_or(Elem::F32); }
Elem MmaAtom::elemC() const { return elemNamed(d_->cType).value_or(Elem::F32); }

MmaAtom make_mma_atom(std::string_view typeText, SourceLoc loc) {
  BuildState &s = state(loc);
  auto found = target::parseMmaAtomType(typeText, nullptr);
  const target::MmaAtom *atom = found.ok() ? *found : fallbackAtom();
  if (!found.ok()) s.error(loc, "make_mma_atom: " + found.error().message);
  else {
    for (std::string_view t : {atom->aType, atom->bType, atom->cType})
      if (!elemNamed(t)) s.error(loc, "make_mma_atom: fx has no element type '" + std::string(t) + "' yet");
  }
  auto type = ir::parseType(s.context(), "!fly.mma_atom<" + atom->innerTypeText() + ">");
  if (!type.ok()) {
    s.error(loc, "make_mma_atom: " + type.error().message);
    type = ir::parseType(s.context(), "!fly.mma_atom<" + fallbackAtom()->innerTypeText() + ">");
  }
  ir::Type results[] = {*type};
  return MmaAtom(s.create(ir::OpCode::FlyMakeMmaAtom, {}, results, {}, loc)->result(0), atom);
}

MmaAtom MmaAtom::set_value(std::string_view field, Operand<Elem::I32, 0> value) const {
  BuildState &s = state(value.loc);
  ir::Value *a = detail::use(v_, value.loc);
  ir::Value *v = s.create(ir::OpCode::FlyAtomSetValue, {a, value.value}, {a->type()},
                          {{"field", s.context().stringAttr(field)}}, value.loc)
                     ->result(0);
  return MmaAtom(v, d_);
}

// ---- TiledMma ----
TiledMma make_tiled_mma(const MmaAtom &atom, const fly::Layout &atomLayout,
                        std::vector<std::optional<fly::Layout>> permutation, SourceLoc loc) {
  BuildState &s = state(loc);
  auto made = fly::TiledMma::make(atom.layouts(), atomLayout, std::move(permutation));
  if (made.ok()) return TiledMma(atom, *made);
  s.error(loc, "make_tiled_mma: " + made.error().message);
  return TiledMma(atom, *fly::TiledMma::make(atom.layouts(), fly::Layout(IntTuple(Int(1)), IntTuple(Int(0)))));
}

int TiledMma::size() const { return int(algebra_.size().value()); }
int TiledMma::tile_size(unsigned mode) const { return int(algebra_.tileSize(mode).value()); }

// ---- partitions ----
int MmaPartition::frgV() const { return int(fly::size(values[0]).value()); }
int MmaPartition::restRow() const { return int(fly::size(values[1][0]).value()); }
int MmaPartition::restCol() const { return int(fly::size(values[1][1]).value()); }
int64_t MmaPartition::valueOffset(int v, int r, int c) const {
  return crd2idx(IntTuple::of(Int(v), IntTuple::of(Int(r), Int(c))), values)->value();
}

MmaPartition ThrMma::partition(MmaOperand operand, const fly::Layout &tensor, const SourceLoc &loc) const {
  BuildState &s = state(loc);
  const char *names[] = {"partition_A", "partition_B", "partition_C"};
  std::string why = tileMismatch(mma_->algebra(), operand, tensor);
  auto tv = mma_->algebra().threadValueLayout(operand, tensor);
  if (why.empty() && !tv.ok()) why = tv.error().message;
  if (why.empty() && !(tv->rank() == 2 && (*tv)[1].rank() == 2 && (*tv)[1][1].rank() == 2))
    why = "the partition is not (thread, (FrgV, (RestRow, RestCol)))";
  if (!why.empty()) {
    s.error(loc, std::string(names[int(operand)]) + " of a tensor " + fmtLayout(tensor) + ": " + why);
    return MmaPartition{Index(int64_t(0), loc), fly::Layout(IntTuple::of(Int(1), IntTuple::of(Int(1), Int(1))),
                                                            IntTuple::of(Int(0), IntTuple::of(Int(0), Int(0))))};
  }
  // The thread's offset: crd2idx of the thread index on the static thread mode.
  fly::Layout threadMode = (*tv)[0];
  Layout l = make_layout(threadMode, loc);
  Int32 t = tid_.to<Int32>(loc);
  Index offset = crd2idx(IntTupleValue(detail::makeTuple(ir::OpCode::FlyMakeCoord, TupleSpec{t}, loc)), l, loc);
  return MmaPartition{offset, (*tv)[1]};
}

MmaPartition ThrMma::partition_A(const fly::Layout &t, SourceLoc loc) const { return partition(MmaOperand::A, t, loc); }
MmaPartition ThrMma::partition_B(const fly::Layout &t, SourceLoc loc) const { return partition(MmaOperand::B, t, loc); }
MmaPartition ThrMma::partition_C(const fly::Layout &t, SourceLoc loc) const { return partition(MmaOperand::C, t, loc); }

Fragment ThrMma::make_fragment_A(const MmaPartition &p) const {
  return Fragment(mma_->atom().elemA(), p.frgV(), p.restRow(), p.restCol());
}
Fragment ThrMma::make_fragment_B(const MmaPartition &p) const {
  return Fragment(mma_->atom().elemB(), p.frgV(), p.restRow(), p.restCol());
}
Fragment ThrMma::make_fragment_C(const MmaPartition &p) const {
  return Fragment(mma_->atom().elemC(), p.frgV(), p.restRow(), p.restCol());
}

Fragment ThrMma::fragment(MmaOperand operand, const fly::Layout &tensor, const SourceLoc &loc) const {
  std::string why = tileMismatch(mma_->algebra(), operand, tensor);
  auto tv = mma_->algebra().threadValueLayout(operand, tensor);
  const MmaAtom &atom = mma_->atom();
  Elem e = operand == MmaOperand::A ? atom.elemA() : operand == MmaOperand::B ? atom.elemB() : atom.elemC();
  if (why.empty() && !tv.ok()) why = tv.error().message;
  if (why.empty() && !(tv->rank() == 2 && (*tv)[1].rank() == 2 && (*tv)[1][1].rank() == 2))
    why = "the partition is not (thread, (FrgV, (RestRow, RestCol)))";
  if (!why.empty()) {
    state(loc).error(loc, "partition_fragment of a tensor " + fmtLayout(tensor) + ": " + why);
    return Fragment(e, 1, 1, 1);
  }
  fly::Layout v = (*tv)[1];
  return Fragment(e, int(fly::size(v[0]).value()), int(fly::size(v[1][0]).value()), int(fly::size(v[1][1]).value()));
}
Fragment ThrMma::partition_fragment_A(const fly::Layout &t, SourceLoc loc) const { return fragment(MmaOperand::A, t, loc); }
Fragment ThrMma::partition_fragment_B(const fly::Layout &t, SourceLoc loc) const { return fragment(MmaOperand::B, t, loc); }
Fragment ThrMma::partition_fragment_C(const fly::Layout &t, SourceLoc loc) const { return fragment(MmaOperand::C, t, loc); }

// ---- fragments ----
ir::Type Fragment::tileType(ir::Context &ctx) const { return valueType(ctx, elem_, frgV_ == 1 ? 0 : frgV_); }

Fragment Fragment::filled(double x, SourceLoc loc) const {
  Fragment f = *this;
  ir::Value *v = isFloat(elem_) ? detail::constantFloat(elem_, frgV_ == 1 ? 0 : frgV_, x, loc)
                                : detail::constantInt(elem_, frgV_ == 1 ? 0 : frgV_, int64_t(x), loc);
  for (ir::Value *&t : f.tiles_) t = v;
  return f;
}

ir::Value *Fragment::element(int v, int r, int c, SourceLoc loc) const {
  BuildState &s = state(loc);
  if (v < 0 || v >= frgV_ || r < 0 || r >= restRow_ || c < 0 || c >= restCol_) {
    s.error(loc, "fragment element (" + std::to_string(v) + ", " + std::to_string(r) + ", " + std::to_string(c) +
                     ") outside (" + std::to_string(frgV_) + ", " + std::to_string(restRow_) + ", " +
                     std::to_string(restCol_) + ")");
    return detail::constantInt(Elem::I32, 0, 0, loc);
  }
  ir::Value *t = detail::use(tile(r, c), loc);
  return frgV_ == 1 ? t : detail::extract(elem_, t, v, loc);
}

bool Fragment::checkShape(const MmaPartition &part, const SourceLoc &loc) const {
  if (part.frgV() == frgV_ && part.restRow() == restRow_ && part.restCol() == restCol_) return true;
  state(loc).error(loc, "a fragment of (" + std::to_string(frgV_) + ", " + std::to_string(restRow_) + ", " +
                            std::to_string(restCol_) + ") values does not fit the partition " +
                            fmtLayout(part.values));
  return false;
}

namespace {
// The tile's values are consecutive in memory when their offsets are off0, off0 + 1, ...
bool consecutive(const MmaPartition &part, int frgV, int r, int c) {
  int64_t first = part.valueOffset(0, r, c);
  for (int v = 1; v < frgV; ++v)
    if (part.valueOffset(v, r, c) != first + v) return false;
  return true;
}
} // namespace

void Fragment::loadFrom(ir::Value *base, Elem memElem, const MmaPartition &part, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (memElem != elem_)
    s.error(loc, std::string("loading a fragment of ") + elemName(elem_) + " from memory of " + elemName(memElem));
  if (!checkShape(part, loc)) return;
  ir::Value *thread = detail::addOffset(base, part.offset.ir(), loc);
  ir::Context &ctx = s.context();
  for (int c = 0; c < restCol_; ++c)
    for (int r = 0; r < restRow_; ++r) {
      if (consecutive(part, frgV_, r, c)) {
        ir::Value *p = detail::addOffset(thread, Index(part.valueOffset(0, r, c), loc).ir(), loc);
        setTile(r, c, detail::load(p, tileType(ctx), loc));
        continue;
      }
      std::vector<ir::Value *> values;
      for (int v = 0; v < frgV_; ++v) {
        ir::Value *p = detail::addOffset(thread, Index(part.valueOffset(v, r, c), loc).ir(), loc);
        values.push_back(detail::load(p, elemType(ctx, elem_), loc));
      }
      setTile(r, c, frgV_ == 1 ? values[0] : detail::fromElements(elem_, values, loc));
    }
}

void Fragment::storeTo(ir::Value *base, Elem memElem, const MmaPartition &part, const SourceLoc &loc) const {
  BuildState &s = state(loc);
  if (memElem != elem_)
    s.error(loc, std::string("storing a fragment of ") + elemName(elem_) + " to memory of " + elemName(memElem));
  if (!checkShape(part, loc)) return;
  ir::Value *thread = detail::addOffset(base, part.offset.ir(), loc);
  for (int c = 0; c < restCol_; ++c)
    for (int r = 0; r < restRow_; ++r) {
      ir::Value *t = detail::use(tile(r, c), loc);
      if (consecutive(part, frgV_, r, c)) {
        detail::store(t, detail::addOffset(thread, Index(part.valueOffset(0, r, c), loc).ir(), loc), loc);
        continue;
      }
      for (int v = 0; v < frgV_; ++v)
        detail::store(element(v, r, c, loc),
                      detail::addOffset(thread, Index(part.valueOffset(v, r, c), loc).ir(), loc), loc);
    }
}

// ---- gemm ----
void gemm(const TiledMma &mma, Fragment &d, const Fragment &a, const Fragment &b, const Fragment &c, SourceLoc loc) {
  BuildState &s = state(loc);
  const MmaAtom &atom = mma.atom();
  const target::MmaAtom &row = atom.description();
  auto bad = [&](const std::string &why) { s.error(loc, "gemm with atom '" + row.innerTypeText() + "': " + why); };
  auto dims = [](const Fragment &f) {
    return "(" + std::to_string(f.frgV()) + ", " + std::to_string(f.restRow()) + ", " + std::to_string(f.restCol()) + ")";
  };
  if (a.frgV() != row.valuesA() || b.frgV() != row.valuesB() || c.frgV() != row.valuesC())
    return bad("fragments of " + dims(a) + ", " + dims(b) + ", " + dims(c) + " values; the atom takes " +
               std::to_string(row.valuesA()) + ", " + std::to_string(row.valuesB()) + " and " +
               std::to_string(row.valuesC()) + " values per atom");
  if (a.restRow() != c.restRow() || b.restRow() != c.restCol() || a.restCol() != b.restCol())
    return bad("A " + dims(a) + ", B " + dims(b) + " and C " + dims(c) + " do not agree on (M, N, K) tiles");
  if (a.elem() != atom.elemA() || b.elem() != atom.elemB() || c.elem() != atom.elemC())
    return bad(std::string("fragments of ") + elemName(a.elem()) + ", " + elemName(b.elem()) + ", " +
               elemName(c.elem()) + " elements");
  ir::Context &ctx = s.context();
  ir::Type tc = c.tileType(ctx);
  Fragment out = c;
  for (int k = 0; k < a.restCol(); ++k)
    for (int m = 0; m < c.restRow(); ++m)
      for (int n0 = 0; n0 < c.restCol(); ++n0) {
        int n = (m & 1) ? c.restCol() - 1 - n0 : n0; // serpentine, as CuTe's gemm
        ir::Value *operands[] = {atom.ir(), detail::use(a.tile(m, k), loc), detail::use(b.tile(n, k), loc),
                                 detail::use(out.tile(m, n), loc)};
        ir::Type results[] = {tc};
        out.setTile(m, n, s.create(ir::OpCode::FlyMmaAtomCallSSA, operands, results, {}, loc)->result(0));
      }
  d = out;
}

Fragment range(Operand<Elem::Index, 0> lb, Operand<Elem::Index, 0> ub, Operand<Elem::Index, 0> step,
               const Fragment &init, const std::function<Fragment(Index, Fragment)> &body) {
  std::vector<ir::Value *> initValues;
  for (ir::Value *v : init.tiles()) initValues.push_back(detail::use(v, lb.loc));
  ir::Operation *loop = detail::beginFor(lb.value, ub.value, step.value, initValues, lb.loc);
  ir::Block *block = detail::forBody(loop);
  detail::buildYieldingBlock(block, [&] {
    Fragment carried = init;
    for (size_t i = 0; i < carried.tiles().size(); ++i) carried.tiles()[i] = block->argument(unsigned(i + 1));
    Fragment next = body(Index(block->argument(0)), carried);
    if (next.tiles().size() != init.tiles().size()) {
      state(lb.loc).error(lb.loc, "the loop body must return a fragment of the shape it was given");
      return initValues;
    }
    std::vector<ir::Value *> values;
    for (ir::Value *v : next.tiles()) values.push_back(detail::use(v, lb.loc));
    return values;
  }, lb.loc);
  Fragment out = init;
  for (size_t i = 0; i < out.tiles().size(); ++i) out.tiles()[i] = loop->result(unsigned(i));
  return out;
}

Fragment if_(const Boolean &cond, const Fragment &init, const std::function<Fragment()> &then,
             const std::function<Fragment()> &otherwise, SourceLoc loc) {
  ir::Context &ctx = state(loc).context();
  std::vector<ir::Type> types(init.tiles().size(), init.tileType(ctx));
  ir::Operation *op = detail::beginIf(detail::use(cond.ir(), loc), types, true, loc);
  auto branch = [&](const std::function<Fragment()> &body) {
    return [&]() -> std::vector<ir::Value *> {
      Fragment f = body();
      if (f.tiles().size() != init.tiles().size()) {
        state(loc).error(loc, "both branches of fx::if_ must return a fragment of the shape it was given");
        return std::vector<ir::Value *>(init.tiles().size(), nullptr);
      }
      std::vector<ir::Value *> values;
      for (ir::Value *v : f.tiles()) values.push_back(detail::use(v, loc));
      return values;
    };
  };
  detail::buildYieldingBlock(op->region(0).front(), branch(then), loc);
  detail::buildYieldingBlock(op->region(1).front(), branch(otherwise), loc);
  Fragment out = init;
  for (size_t i = 0; i < out.tiles().size(); ++i) out.tiles()[i] = op->result(unsigned(i));
  return out;
}

} // namespace fly::fx

#include "fly/dsl/Value.h"

#include "fly/ir/Operation.h"

#include <stdexcept>

namespace fly::fx {

using ir::OpCode;

const char *elemName(Elem e) {
  switch (e) {
  case Elem::Bool: return "i1";
  case Elem::I8: return "i8";
  case Elem::I16: return "i16";
  case Elem::I32: return "i32";
  case Elem::I64: return "i64";
  case Elem::Index: return "index";
  case Elem::F16: return "f16";
  case Elem::BF16: return "bf16";
  case Elem::F32: return "f32";
  case Elem::F64: return "f64";
  case Elem::F8E4M3FN: return "f8E4M3FN";
  case Elem::F8E4M3FNUZ: return "f8E4M3FNUZ";
  case Elem::F8E5M2: return "f8E5M2";
  case Elem::F8E5M2FNUZ: return "f8E5M2FNUZ";
  case Elem::F4E2M1FN: return "f4E2M1FN";
  }
  return "?";
}

ir::Type elemType(ir::Context &ctx, Elem e) {
  switch (e) {
  case Elem::Bool: return ctx.i1();
  case Elem::I8: return ctx.i8();
  case Elem::I16: return ctx.i16();
  case Elem::I32: return ctx.i32();
  case Elem::I64: return ctx.i64();
  case Elem::Index: return ctx.indexType();
  case Elem::F16: return ctx.f16();
  case Elem::BF16: return ctx.bf16();
  case Elem::F32: return ctx.f32();
  case Elem::F64: return ctx.f64();
  case Elem::F8E4M3FN: return ctx.floatType(ir::FloatKind::F8E4M3FN);
  case Elem::F8E4M3FNUZ: return ctx.floatType(ir::FloatKind::F8E4M3FNUZ);
  case Elem::F8E5M2: return ctx.floatType(ir::FloatKind::F8E5M2);
  case Elem::F8E5M2FNUZ: return ctx.floatType(ir::FloatKind::F8E5M2FNUZ);
  case Elem::F4E2M1FN: return ctx.floatType(ir::FloatKind::F4E2M1FN);
  }
  return {};
}

ir::Type valueType(ir::Context &ctx, Elem e, int lanes) {
  ir::Type t = elemType(ctx, e);
  return lanes > 0 ? ctx.vectorType(lanes, t) : t;
}

namespace detail {
namespace {

ir::Value *one(ir::Operation *op) { return op->result(0); }

ir::Type typeOf(Elem e, int lanes, const SourceLoc &loc) { return valueType(state(loc).context(), e, lanes); }

int lanesOf(ir::Value *v) {
  if (auto *vt = v->type().dyn_cast<ir::VectorType>()) return int(vt->numElements());
  return 0;
}

ir::Value *constant(ir::Attribute scalar, ir::Type type, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Attribute value = scalar;
  if (type.isVector()) {
    ir::Attribute elems[] = {scalar};
    value = s.context().denseElementsAttr(elems, type);
  }
  return one(s.create(OpCode::ArithConstant, {}, {type}, {{"value", value}}, loc));
}

} // namespace

ir::Value *use(ir::Value *v, const SourceLoc &loc) {
  if (!v)
    throw std::logic_error(std::string(loc.file_name()) + ":" + std::to_string(loc.line()) + ":" +
                           std::to_string(loc.column()) + ": error: use of an fx value that was never assigned");
  return v;
}

ir::Value *constantInt(Elem e, int lanes, int64_t v, const SourceLoc &loc) {
  ir::Context &ctx = state(loc).context();
  ir::Type element = elemType(ctx, e);
  ir::Attribute a = e == Elem::Bool ? ctx.boolAttr(v != 0) : ctx.integerAttr(v, element);
  return constant(a, valueType(ctx, e, lanes), loc);
}

ir::Value *constantFloat(Elem e, int lanes, double v, const SourceLoc &loc) {
  ir::Context &ctx = state(loc).context();
  return constant(ctx.floatAttr(v, elemType(ctx, e)), valueType(ctx, e, lanes), loc);
}

ir::Value *binary(BinOp op, Elem e, ir::Value *a, ir::Value *b, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (a->type() != b->type()) {
    s.error(loc, "operands of different types '" + a->type().str() + "' and '" + b->type().str() + "'");
  }
  bool f = isFloat(e);
  OpCode code{};
  const char *bad = nullptr;
  switch (op) {
  case BinOp::Add: code = f ? OpCode::ArithAddF : OpCode::ArithAddI; break;
  case BinOp::Sub: code = f ? OpCode::ArithSubF : OpCode::ArithSubI; break;
  case BinOp::Mul: code = f ? OpCode::ArithMulF : OpCode::ArithMulI; break;
  case BinOp::Div: code = f ? OpCode::ArithDivF : OpCode::ArithDivSI; break;
  case BinOp::Rem: code = f ? OpCode::ArithRemF : OpCode::ArithRemSI; break;
  case BinOp::Min: code = f ? OpCode::ArithMinNumF : OpCode::ArithMinSI; break;
  case BinOp::Max: code = f ? OpCode::ArithMaxNumF : OpCode::ArithMaxSI; break;
  case BinOp::MinimumF: code = OpCode::ArithMinimumF; break;
  case BinOp::MaximumF: code = OpCode::ArithMaximumF; break;
  case BinOp::And: code = OpCode::ArithAndI; bad = f ? "&" : nullptr; break;
  case BinOp::Or: code = OpCode::ArithOrI; bad = f ? "|" : nullptr; break;
  case BinOp::Xor: code = OpCode::ArithXOrI; bad = f ? "^" : nullptr; break;
  case BinOp::Shl: code = OpCode::ArithShLI; bad = f ? "<<" : nullptr; break;
  case BinOp::Shr: code = OpCode::ArithShRSI; bad = f ? ">>" : nullptr; break;
  }
  if (bad) s.error(loc, std::string("operator ") + bad + " needs integers, got '" + a->type().str() + "'");
  if (e == Elem::Bool && (op == BinOp::Add || op == BinOp::Sub || op == BinOp::Mul || op == BinOp::Div ||
                          op == BinOp::Rem || op == BinOp::Shl || op == BinOp::Shr))
    s.error(loc, "arithmetic on Boolean values (use &&, ||, !, ^ or .to<Int32>())");
  return one(s.create(code, {a, b}, {a->type()}, {}, loc));
}

ir::Value *compare(CmpOp op, Elem e, ir::Value *a, ir::Value *b, const SourceLoc &loc) {
  BuildState &s = state(loc);
  static const char *intPredicates[] = {"eq", "ne", "slt", "sle", "sgt", "sge"};
  static const char *floatPredicates[] = {"oeq", "une", "olt", "ole", "ogt", "oge"};
  bool f = isFloat(e);
  const char *pred = (f ? floatPredicates : intPredicates)[int(op)];
  if (e == Elem::Bool && op != CmpOp::Eq && op != CmpOp::Ne) pred = intPredicates[int(op)] + 1; // ult, ...
  ir::Type result = typeOf(Elem::Bool, lanesOf(a), loc);
  return one(s.create(f ? OpCode::ArithCmpF : OpCode::ArithCmpI, {a, b}, {result},
                      {{"predicate", s.context().stringAttr(pred)}}, loc));
}

ir::Value *negate(Elem e, ir::Value *a, const SourceLoc &loc) {
  if (isFloat(e)) return one(state(loc).create(OpCode::ArithNegF, {a}, {a->type()}, {}, loc));
  ir::Value *zero = constantInt(e, lanesOf(a), 0, loc);
  return one(state(loc).create(OpCode::ArithSubI, {zero, a}, {a->type()}, {}, loc));
}

ir::Value *convert(Elem from, Elem to, int lanes, ir::Value *a, const SourceLoc &loc) {
  if (from == to) return a;
  BuildState &s = state(loc);
  ir::Type result = typeOf(to, lanes, loc);
  auto cast = [&](OpCode code, ir::Value *x, ir::Type t) { return one(s.create(code, {x}, {t}, {}, loc)); };
  unsigned fb = elemBits(from), tb = elemBits(to);
  if (from == Elem::Index || to == Elem::Index) {
    if (isFloat(from)) return cast(OpCode::ArithIndexCast, cast(OpCode::ArithFPToSI, a, typeOf(Elem::I64, lanes, loc)), result);
    if (isFloat(to)) return cast(OpCode::ArithSIToFP, cast(OpCode::ArithIndexCast, a, typeOf(Elem::I64, lanes, loc)), result);
    return cast(from == Elem::Bool ? OpCode::ArithIndexCastUI : OpCode::ArithIndexCast, a, result);
  }
  bool fi = !isFloat(from), ti = !isFloat(to);
  if (fi && ti) {
    if (tb > fb) return cast(from == Elem::Bool ? OpCode::ArithExtUI : OpCode::ArithExtSI, a, result);
    return cast(OpCode::ArithTruncI, a, result);
  }
  if (fi) return cast(from == Elem::Bool ? OpCode::ArithUIToFP : OpCode::ArithSIToFP, a, result);
  if (ti) {
    if (to == Elem::Bool) {
      ir::Value *zero = constantFloat(from, lanes, 0.0, loc);
      return one(s.create(OpCode::ArithCmpF, {a, zero}, {result}, {{"predicate", s.context().stringAttr("une")}}, loc));
    }
    return cast(OpCode::ArithFPToSI, a, result);
  }
  // float to float: same width (f16 <-> bf16) goes through f32.
  if (fb == tb) return convert(Elem::F32, to, lanes, convert(from, Elem::F32, lanes, a, loc), loc);
  return cast(tb > fb ? OpCode::ArithExtF : OpCode::ArithTruncF, a, result);
}

ir::Value *bitcast(ir::Value *a, ir::Type to, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Type from = a->type();
  if (!from.isVector() && !to.isVector()) return one(s.create(OpCode::ArithBitcast, {a}, {to}, {}, loc));
  // vector.bitcast works on vectors only: a scalar side travels as a one-element vector.
  if (!from.isVector()) {
    ir::Value *elements[] = {a};
    ir::Type one1[] = {s.context().vectorType(1, from)};
    a = one(s.create(OpCode::VectorFromElements, elements, one1, {}, loc));
  }
  if (!to.isVector()) {
    ir::Value *v = one(s.create(OpCode::VectorBitcast, {a}, {s.context().vectorType(1, to)}, {}, loc));
    int64_t pos[] = {0};
    return one(s.create(OpCode::VectorExtract, {v}, {to}, {{"static_position", s.context().denseArrayAttr(pos, 64)}}, loc));
  }
  return one(s.create(OpCode::VectorBitcast, {a}, {to}, {}, loc));
}

ir::Value *unaryMath(OpCode code, ir::Value *a, const SourceLoc &loc, std::string_view fastmath) {
  auto &s = state(loc);
  if (fastmath.empty()) return one(s.create(code, {a}, {a->type()}, {}, loc));
  return one(s.create(code, {a}, {a->type()}, {{"fastmath", s.context().stringAttr(fastmath)}}, loc));
}

ir::Value *fma(ir::Value *a, ir::Value *b, ir::Value *c, const SourceLoc &loc) {
  return one(state(loc).create(a->type().isVector() ? OpCode::VectorFma : OpCode::MathFma, {a, b, c}, {a->type()}, {},
                               loc));
}

ir::Value *select(ir::Value *cond, ir::Value *a, ir::Value *b, const SourceLoc &loc) {
  return one(state(loc).create(OpCode::ArithSelect, {cond, a, b}, {a->type()}, {}, loc));
}

ir::Value *broadcast(Elem e, int lanes, ir::Value *scalar, const SourceLoc &loc) {
  return one(state(loc).create(OpCode::VectorBroadcast, {scalar}, {typeOf(e, lanes, loc)}, {}, loc));
}

ir::Value *fromElements(Elem e, std::span<ir::Value *const> elements, const SourceLoc &loc) {
  ir::Type t = typeOf(e, int(elements.size()), loc);
  ir::Type ts[] = {t};
  return one(state(loc).create(OpCode::VectorFromElements, elements, ts, {}, loc));
}

ir::Value *extract(Elem e, ir::Value *vector, int64_t position, const SourceLoc &loc) {
  BuildState &s = state(loc);
  int n = lanesOf(vector);
  if (position < 0 || position >= n)
    s.error(loc, "element " + std::to_string(position) + " of a " + std::to_string(n) + "-element vector");
  int64_t pos[] = {position};
  return one(s.create(OpCode::VectorExtract, {vector}, {typeOf(e, 0, loc)},
                      {{"static_position", s.context().denseArrayAttr(pos, 64)}}, loc));
}

ir::Value *insert(ir::Value *vector, ir::Value *scalar, int64_t position, const SourceLoc &loc) {
  BuildState &s = state(loc);
  int n = lanesOf(vector);
  if (position < 0 || position >= n)
    s.error(loc, "element " + std::to_string(position) + " of a " + std::to_string(n) + "-element vector");
  int64_t pos[] = {position};
  return one(s.create(OpCode::VectorInsert, {scalar, vector}, {vector->type()},
                      {{"static_position", s.context().denseArrayAttr(pos, 64)}}, loc));
}

ir::Value *slice(Elem e, ir::Value *vector, int64_t offset, int64_t size, const SourceLoc &loc) {
  BuildState &s = state(loc);
  int64_t offsets[] = {offset}, sizes[] = {size}, strides[] = {1};
  return one(s.create(OpCode::VectorExtractStridedSlice, {vector}, {typeOf(e, int(size), loc)},
                      {{"offsets", s.context().denseArrayAttr(offsets, 64)},
                       {"sizes", s.context().denseArrayAttr(sizes, 64)},
                       {"strides", s.context().denseArrayAttr(strides, 64)}},
                      loc));
}

ir::Value *reduce(Reduction kind, Elem e, ir::Value *vector, const SourceLoc &loc) {
  BuildState &s = state(loc);
  bool f = isFloat(e);
  const char *name = kind == Reduction::Add   ? "add"
                     : kind == Reduction::Mul ? "mul"
                     : kind == Reduction::Max ? (f ? "maxnumf" : "maxsi")
                                              : (f ? "minnumf" : "minsi");
  return one(s.create(OpCode::VectorReduction, {vector}, {typeOf(e, 0, loc)}, {{"kind", s.context().stringAttr(name)}},
                      loc));
}

} // namespace detail
} // namespace fly::fx

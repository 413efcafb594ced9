#include "fly/transforms/Folding.h"

#include "fly/ir/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/TypeInference.h"

#include <cmath>
#include <limits>

namespace fly::transforms {

using namespace ir;

std::optional<int64_t> constantIntValue(Value *v) {
  Operation *def = v ? v->definingOp() : nullptr;
  if (!def || !def->is(OpCode::ArithConstant))
    return std::nullopt;
  Attribute a = def->attr("value");
  if (a && (a.is(AttrKind::Integer) || a.is(AttrKind::Bool)))
    return a.intValue();
  return std::nullopt;
}

std::optional<double> constantFloatValue(Value *v) {
  Operation *def = v ? v->definingOp() : nullptr;
  if (!def || !def->is(OpCode::ArithConstant))
    return std::nullopt;
  Attribute a = def->attr("value");
  if (a && a.is(AttrKind::Float))
    return a.floatValue();
  return std::nullopt;
}

namespace {

// Two's-complement wrap of v to `width` bits, sign-extended back to int64.
int64_t wrapSigned(int64_t v, unsigned width) {
  if (width >= 64)
    return v;
  uint64_t mask = (uint64_t(1) << width) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
  if (width > 0 && (u >> (width - 1)) & 1)
    u |= ~mask;
  return static_cast<int64_t>(u);
}

uint64_t asUnsigned(int64_t v, unsigned width) {
  if (width >= 64)
    return static_cast<uint64_t>(v);
  return static_cast<uint64_t>(v) & ((uint64_t(1) << width) - 1);
}

} // namespace

bool isStaticLayoutType(Type t) {
  if (auto *it = t.dyn_cast<IntTupleType>())
    return it->isStatic();
  if (auto *l = t.dyn_cast<LayoutType>())
    return l->isStatic();
  if (auto *c = t.dyn_cast<ComposedLayoutType>())
    return c->isStatic();
  return t.isa<SwizzleType>() || t.isa<TileType>();
}

namespace {

void replaceWith(Operation *op, Value *v) { op->result(0)->replaceAllUsesWith(v); }

Value *constantLike(OpBuilder &b, Type t, int64_t v) {
  if (t.isInteger(1))
    return b.constantInt(v & 1, t);
  return b.constantInt(wrapSigned(v, t.bitWidth()), t);
}

std::optional<int64_t> foldIntBinary(OpCode code, int64_t a, int64_t b, unsigned w) {
  uint64_t ua = asUnsigned(a, w), ub = asUnsigned(b, w);
  int64_t minSigned = w >= 64 ? std::numeric_limits<int64_t>::min() : -(int64_t(1) << (w - 1));
  switch (code) {
  case OpCode::ArithAddI: return static_cast<int64_t>(ua + ub);
  case OpCode::ArithSubI: return static_cast<int64_t>(ua - ub);
  case OpCode::ArithMulI: return static_cast<int64_t>(ua * ub);
  case OpCode::ArithAndI: return a & b;
  case OpCode::ArithOrI: return a | b;
  case OpCode::ArithXOrI: return a ^ b;
  case OpCode::ArithDivSI:
    if (b == 0 || (a == minSigned && b == -1))
      return std::nullopt;
    return a / b;
  case OpCode::ArithRemSI:
    if (b == 0 || (a == minSigned && b == -1))
      return std::nullopt;
    return a % b;
  case OpCode::ArithDivUI:
    if (ub == 0)
      return std::nullopt;
    return static_cast<int64_t>(ua / ub);
  case OpCode::ArithRemUI:
    if (ub == 0)
      return std::nullopt;
    return static_cast<int64_t>(ua % ub);
  case OpCode::ArithCeilDivSI:
  case OpCode::ArithFloorDivSI: {
    if (b == 0 || (a == minSigned && b == -1))
      return std::nullopt;
    int64_t q = a / b, r = a % b;
    bool inexact = r != 0;
    if (code == OpCode::ArithFloorDivSI && inexact && ((r < 0) != (b < 0)))
      --q;
    if (code == OpCode::ArithCeilDivSI && inexact && ((r < 0) == (b < 0)))
      ++q;
    return q;
  }
  case OpCode::ArithCeilDivUI:
    if (ub == 0)
      return std::nullopt;
    return static_cast<int64_t>(ua / ub + (ua % ub != 0));
  case OpCode::ArithShLI:
    if (ub >= w)
      return std::nullopt;
    return static_cast<int64_t>(ua << ub);
  case OpCode::ArithShRUI:
    if (ub >= w)
      return std::nullopt;
    return static_cast<int64_t>(ua >> ub);
  case OpCode::ArithShRSI:
    if (ub >= w)
      return std::nullopt;
    return a >> ub;
  case OpCode::ArithMaxSI: return std::max(a, b);
  case OpCode::ArithMinSI: return std::min(a, b);
  case OpCode::ArithMaxUI: return static_cast<int64_t>(std::max(ua, ub));
  case OpCode::ArithMinUI: return static_cast<int64_t>(std::min(ua, ub));
  default: return std::nullopt;
  }
}

std::optional<bool> foldCmpI(std::string_view p, int64_t a, int64_t b, unsigned w) {
  uint64_t ua = asUnsigned(a, w), ub = asUnsigned(b, w);
  if (p == "eq") return a == b;
  if (p == "ne") return a != b;
  if (p == "slt") return a < b;
  if (p == "sle") return a <= b;
  if (p == "sgt") return a > b;
  if (p == "sge") return a >= b;
  if (p == "ult") return ua < ub;
  if (p == "ule") return ua <= ub;
  if (p == "ugt") return ua > ub;
  if (p == "uge") return ua >= ub;
  return std::nullopt;
}

std::optional<bool> foldCmpF(std::string_view p, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  if (p == "false") return false;
  if (p == "true") return true;
  if (p == "ord") return !unordered;
  if (p == "uno") return unordered;
  bool o = !unordered;
  if (p == "oeq") return o && a == b;
  if (p == "ogt") return o && a > b;
  if (p == "oge") return o && a >= b;
  if (p == "olt") return o && a < b;
  if (p == "ole") return o && a <= b;
  if (p == "one") return o && a != b;
  if (p == "ueq") return unordered || a == b;
  if (p == "ugt") return unordered || a > b;
  if (p == "uge") return unordered || a >= b;
  if (p == "ult") return unordered || a < b;
  if (p == "ule") return unordered || a <= b;
  if (p == "une") return unordered || a != b;
  return std::nullopt;
}

// Folding floats only where the host computes the exact result: f32 and f64.
std::optional<double> foldFloatBinary(OpCode code, double a, double b, unsigned w) {
  if (w != 32 && w != 64)
    return std::nullopt;
  double r;
  switch (code) {
  case OpCode::ArithAddF: r = w == 32 ? double(float(a) + float(b)) : a + b; break;
  case OpCode::ArithSubF: r = w == 32 ? double(float(a) - float(b)) : a - b; break;
  case OpCode::ArithMulF: r = w == 32 ? double(float(a) * float(b)) : a * b; break;
  case OpCode::ArithDivF: r = w == 32 ? double(float(a) / float(b)) : a / b; break;
  default: return std::nullopt;
  }
  return r;
}

bool foldLayout(Operation *op) {
  Context &ctx = op->context();
  if (op->is(OpCode::FlyStatic) || op->numResults() != 1)
    return false;
  Type rt = op->result(0)->type();
  OpBuilder b(ctx);
  b.setInsertionPoint(op);
  b.setLoc(op->loc());
  if (op->is(OpCode::FlyGetScalar)) {
    auto *t = op->operand(0)->type().dyn_cast<IntTupleType>();
    if (t && t->isStatic() && unwrap_singletons(t->value()).isLeaf() && rt.isIntOrIndex()) {
      replaceWith(op, constantLike(b, rt, unwrap_singletons(t->value()).leaf().value()));
      return true;
    }
    return false;
  }
  // make_identity_tensor(shape) is the view of a zero base through make_identity_layout(shape).
  if (op->is(OpCode::FlyMakeIdentityTensor)) {
    auto *ct = rt.dyn_cast<CoordTensorType>();
    if (!ct)
      return false;
    Value *base = b.flyStatic(IntTupleType::get(ctx, ct->base()));
    Value *layout =
        b.create(OpCode::FlyMakeIdentityLayout, {op->operand(0)}, {LayoutType::get(ctx, ct->layout())})->result(0);
    replaceWith(op, b.create(OpCode::FlyMakeView, {base, layout}, {rt})->result(0));
    return true;
  }
  // fly.extract_aligned_pointer_as_index of a tensor takes its iterator: the op keeps its result, an
  // !llvm.ptr<N> that codegen casts the fly.ptr to (FlyDSL: the converted pointer, addrspacecast to N).
  if (op->is(OpCode::FlyExtractAlignedPointerAsIndex)) {
    auto *mt = op->operand(0)->type().dyn_cast<MemRefType>();
    if (!mt || mt->addressSpace() == AddressSpace::BufferDesc)
      return false;
    Type pt = PointerType::get(ctx, mt->elementType(), mt->addressSpace(), mt->alignment(), mt->swizzle());
    op->setOperand(0, b.create(OpCode::FlyGetIter, {op->operand(0)}, {pt})->result(0));
    return true;
  }
  // A view's iterator and layout are the ones it was made of.
  if (op->is(OpCode::FlyGetIter) || op->is(OpCode::FlyGetLayout)) {
    Operation *view = op->operand(0)->definingOp();
    if (view && view->is(OpCode::FlyMakeView)) {
      Value *part = view->operand(op->is(OpCode::FlyGetIter) ? 0 : 1);
      if (part->type() == rt) {
        replaceWith(op, part);
        return true;
      }
    }
  }
  // elem_less / equal typed i1 (FlyDSL's newer spelling): a static answer is a constant.
  if ((op->is(OpCode::FlyElemLess) || op->is(OpCode::FlyEqual)) && rt.isInteger(1)) {
    Result<Type> leaf = inferResultType(op);
    auto *t = leaf.ok() ? leaf->dyn_cast<IntTupleType>() : nullptr;
    if (!t || !t->isStatic())
      return false;
    replaceWith(op, constantLike(b, rt, t->value().leaf().value()));
    return true;
  }
  // make_int_tuple & co. with operands keep their (dynamic) type even when the
  // operands are constants: a static type would not match the uses' types.
  // Their static counterparts (no operands) fold through the rule below.
  if (!op->hasTrait(OpTrait::Layout) || !op->hasTrait(OpTrait::Pure) || !isStaticLayoutType(rt))
    return false;
  replaceWith(op, b.flyStatic(rt));
  return true;
}

} // namespace

bool foldOp(Operation *op) {
  if (op->numResults() == 0 || op->useEmpty())
    return false;
  if (op->name().substr(0, 4) == "fly.")
    return foldLayout(op);
  Context &ctx = op->context();
  OpBuilder b(ctx);
  b.setInsertionPoint(op);
  b.setLoc(op->loc());
  Type rt = op->result(0)->type();
  const OpInfo &info = op->info();
  if (info.syntax == Syntax::Binary && rt.isIntOrIndex()) {
    Value *x = op->operand(0), *y = op->operand(1);
    auto cx = constantIntValue(x), cy = constantIntValue(y);
    unsigned w = rt.bitWidth();
    if (cx)
      cx = wrapSigned(*cx, w);
    if (cy)
      cy = wrapSigned(*cy, w);
    if (cx && cy) {
      if (auto r = foldIntBinary(op->code(), *cx, *cy, w)) {
        replaceWith(op, constantLike(b, rt, *r));
        return true;
      }
      return false;
    }
    OpCode c = op->code();
    auto isC = [&](const std::optional<int64_t> &v, int64_t k) { return v && wrapSigned(*v, w) == wrapSigned(k, w); };
    // x op neutral -> x
    if ((isC(cy, 0) && (c == OpCode::ArithAddI || c == OpCode::ArithSubI || c == OpCode::ArithOrI ||
                        c == OpCode::ArithXOrI || c == OpCode::ArithShLI || c == OpCode::ArithShRSI ||
                        c == OpCode::ArithShRUI)) ||
        (isC(cy, 1) && (c == OpCode::ArithMulI || c == OpCode::ArithDivSI || c == OpCode::ArithDivUI ||
                        c == OpCode::ArithCeilDivSI || c == OpCode::ArithCeilDivUI || c == OpCode::ArithFloorDivSI))) {
      replaceWith(op, x);
      return true;
    }
    if ((isC(cx, 0) && (c == OpCode::ArithAddI || c == OpCode::ArithOrI || c == OpCode::ArithXOrI)) ||
        (isC(cx, 1) && c == OpCode::ArithMulI)) {
      replaceWith(op, y);
      return true;
    }
    if (((isC(cy, 0) || isC(cx, 0)) && (c == OpCode::ArithMulI || c == OpCode::ArithAndI)) ||
        (isC(cy, 1) && (c == OpCode::ArithRemSI || c == OpCode::ArithRemUI))) {
      replaceWith(op, constantLike(b, rt, 0));
      return true;
    }
    if (x == y) {
      if (c == OpCode::ArithSubI || c == OpCode::ArithXOrI) {
        replaceWith(op, constantLike(b, rt, 0));
        return true;
      }
      if (c == OpCode::ArithAndI || c == OpCode::ArithOrI || c == OpCode::ArithMaxSI || c == OpCode::ArithMinSI ||
          c == OpCode::ArithMaxUI || c == OpCode::ArithMinUI) {
        replaceWith(op, x);
        return true;
      }
    }
    return false;
  }
  if (info.syntax == Syntax::Binary && rt.isFloat()) {
    auto cx = constantFloatValue(op->operand(0)), cy = constantFloatValue(op->operand(1));
    if (cx && cy) {
      if (auto r = foldFloatBinary(op->code(), *cx, *cy, rt.bitWidth())) {
        replaceWith(op, b.constantFloat(*r, rt));
        return true;
      }
      return false;
    }
    // x * 1.0 == x and x + (-0.0) == x hold exactly (NaN and -0 included).
    if (cy && ((op->is(OpCode::ArithMulF) && *cy == 1.0) ||
               (op->is(OpCode::ArithAddF) && *cy == 0.0 && std::signbit(*cy)))) {
      replaceWith(op, op->operand(0));
      return true;
    }
    return false;
  }
  switch (op->code()) {
  case OpCode::ArithNegF: {
    auto cx = constantFloatValue(op->operand(0));
    if (cx && (rt.bitWidth() == 32 || rt.bitWidth() == 64)) {
      replaceWith(op, b.constantFloat(-*cx, rt));
      return true;
    }
    return false;
  }
  case OpCode::ArithCmpI: {
    Value *x = op->operand(0), *y = op->operand(1);
    std::string_view p = op->strAttr("predicate");
    auto cx = constantIntValue(x), cy = constantIntValue(y);
    std::optional<bool> r;
    unsigned w = x->type().bitWidth();
    if (cx && cy)
      r = foldCmpI(p, wrapSigned(*cx, w), wrapSigned(*cy, w), w);
    else if (x == y && x->type().isIntOrIndex())
      r = p == "eq" || p == "sle" || p == "sge" || p == "ule" || p == "uge";
    if (r && rt.isInteger(1)) {
      replaceWith(op, b.constantInt(*r, rt));
      return true;
    }
    return false;
  }
  case OpCode::ArithCmpF: {
    auto cx = constantFloatValue(op->operand(0)), cy = constantFloatValue(op->operand(1));
    if (cx && cy && rt.isInteger(1))
      if (auto r = foldCmpF(op->strAttr("predicate"), *cx, *cy)) {
        replaceWith(op, b.constantInt(*r, rt));
        return true;
      }
    return false;
  }
  case OpCode::ArithSelect: {
    if (op->operand(1) == op->operand(2)) {
      replaceWith(op, op->operand(1));
      return true;
    }
    if (auto c = constantIntValue(op->operand(0))) {
      replaceWith(op, op->operand(*c ? 1 : 2));
      return true;
    }
    return false;
  }
  case OpCode::ArithExtSI:
  case OpCode::ArithExtUI:
  case OpCode::ArithTruncI:
  case OpCode::ArithIndexCast:
  case OpCode::ArithIndexCastUI: {
    // trunci(ext(x)) back to x's own type is x.
    if (op->is(OpCode::ArithTruncI)) {
      Operation *ext = op->operand(0)->definingOp();
      if (ext && (ext->is(OpCode::ArithExtUI) || ext->is(OpCode::ArithExtSI)) && ext->operand(0)->type() == rt) {
        replaceWith(op, ext->operand(0));
        return true;
      }
    }
    auto c = constantIntValue(op->operand(0));
    if (!c || !rt.isIntOrIndex())
      return false;
    unsigned fw = op->operand(0)->type().bitWidth();
    int64_t v = *c;
    if (fw == 1)
      v = v & 1; // i1 constants are 0/1
    if (op->is(OpCode::ArithExtUI) || op->is(OpCode::ArithIndexCastUI))
      v = static_cast<int64_t>(asUnsigned(v, fw));
    else if (fw == 1 && v)
      v = op->is(OpCode::ArithExtSI) ? -1 : 1;
    replaceWith(op, constantLike(b, rt, v));
    return true;
  }
  case OpCode::ArithSIToFP:
  case OpCode::ArithUIToFP: {
    auto c = constantIntValue(op->operand(0));
    unsigned w = rt.bitWidth();
    if (!c || (w != 32 && w != 64))
      return false;
    unsigned fw = op->operand(0)->type().bitWidth();
    double d = op->is(OpCode::ArithUIToFP) ? static_cast<double>(asUnsigned(*c, fw)) : static_cast<double>(*c);
    if (w == 32)
      d = static_cast<float>(op->is(OpCode::ArithUIToFP) ? static_cast<float>(asUnsigned(*c, fw)) : static_cast<float>(*c));
    replaceWith(op, b.constantFloat(d, rt));
    return true;
  }
  case OpCode::ArithExtF: {
    auto c = constantFloatValue(op->operand(0));
    if (!c || rt.bitWidth() != 64)
      return false;
    replaceWith(op, b.constantFloat(*c, rt));
    return true;
  }
  case OpCode::ArithTruncF: {
    auto c = constantFloatValue(op->operand(0));
    if (!c || rt.bitWidth() != 32 || op->operand(0)->type().bitWidth() != 64)
      return false;
    replaceWith(op, b.constantFloat(static_cast<float>(*c), rt));
    return true;
  }
  default: return false;
  }
}

} // namespace fly::transforms

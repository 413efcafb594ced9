#include "fly/transforms/ArithEvaluator.h"

#include "fly/ir/FlyTypes.h"
#include "fly/transforms/Folding.h"

namespace fly::transforms {

using namespace ir;

namespace {

unsigned widthOf(Type t) { return t.isIndex() ? 64 : t.bitWidth(); }

int64_t wrap(uint64_t v, unsigned w) {
  if (w >= 64)
    return static_cast<int64_t>(v);
  uint64_t m = (uint64_t(1) << w) - 1;
  v &= m;
  if (w > 0 && (v >> (w - 1)) & 1)
    v |= ~m;
  return static_cast<int64_t>(v);
}

uint64_t asUnsigned(int64_t v, unsigned w) {
  if (w >= 64)
    return static_cast<uint64_t>(v);
  return static_cast<uint64_t>(v) & ((uint64_t(1) << w) - 1);
}

} // namespace

void ArithEvaluator::set(Value *v, int64_t value) {
  given_[v] = wrap(static_cast<uint64_t>(value), v->type().isIntOrIndex() ? widthOf(v->type()) : 64);
}

void ArithEvaluator::clearComputed() { computed_.clear(); }

Result<int64_t> ArithEvaluator::evaluate(Value *v) {
  if (auto it = given_.find(v); it != given_.end())
    return it->second;
  if (auto it = computed_.find(v); it != computed_.end())
    return it->second;
  Operation *op = v->definingOp();
  if (!op)
    return Error("evaluate: no value given for a block argument");
  Type t = v->type();
  unsigned w = t.isIntOrIndex() ? widthOf(t) : 64;
  if (op->is(OpCode::ArithConstant)) {
    auto c = constantIntValue(v);
    if (!c)
      return Error("evaluate: non-integer constant");
    return computed_[v] = wrap(static_cast<uint64_t>(*c), w);
  }
  if (op->is(OpCode::FlyGetScalar)) {
    Operation *def = op->operand(0)->definingOp();
    if (def && def->numOperands() == 1 &&
        (def->is(OpCode::FlyMakeIntTuple) || def->is(OpCode::FlyMakeCoord) ||
         def->is(OpCode::FlyMakeShape) || def->is(OpCode::FlyMakeStride))) {
      FLY_TRY(x, evaluate(def->operand(0)));
      return computed_[v] = wrap(static_cast<uint64_t>(x), w);
    }
    auto *tt = op->operand(0)->type().dyn_cast<IntTupleType>();
    if (tt && tt->value().isLeaf() && tt->value().leaf().isStatic())
      return computed_[v] = wrap(static_cast<uint64_t>(tt->value().leaf().value()), w);
    return Error("evaluate: fly.get_scalar of something other than fly.make_int_tuple");
  }
  std::vector<int64_t> in;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    FLY_TRY(x, evaluate(op->operand(i)));
    in.push_back(x);
  }
  unsigned iw = op->numOperands() ? (op->operand(0)->type().isIntOrIndex() ? widthOf(op->operand(0)->type()) : 64) : w;
  auto U = [&](int i) { return asUnsigned(in[i], iw); };
  int64_t r = 0;
  switch (op->code()) {
  case OpCode::ArithAddI: r = wrap(U(0) + U(1), w); break;
  case OpCode::ArithSubI: r = wrap(U(0) - U(1), w); break;
  case OpCode::ArithMulI: r = wrap(U(0) * U(1), w); break;
  case OpCode::ArithAndI: r = wrap(U(0) & U(1), w); break;
  case OpCode::ArithOrI: r = wrap(U(0) | U(1), w); break;
  case OpCode::ArithXOrI: r = wrap(U(0) ^ U(1), w); break;
  case OpCode::ArithShLI:
    if (U(1) >= w)
      return Error("evaluate: shift amount out of range (poison)");
    r = wrap(U(0) << U(1), w);
    break;
  case OpCode::ArithShRUI:
    if (U(1) >= w)
      return Error("evaluate: shift amount out of range (poison)");
    r = wrap(U(0) >> U(1), w);
    break;
  case OpCode::ArithShRSI:
    if (U(1) >= w)
      return Error("evaluate: shift amount out of range (poison)");
    r = in[0] >> U(1);
    break;
  case OpCode::ArithDivUI:
  case OpCode::ArithRemUI:
    if (U(1) == 0)
      return Error("evaluate: division by zero");
    r = wrap(op->is(OpCode::ArithDivUI) ? U(0) / U(1) : U(0) % U(1), w);
    break;
  case OpCode::ArithDivSI:
  case OpCode::ArithRemSI:
  case OpCode::ArithFloorDivSI: {
    if (in[1] == 0)
      return Error("evaluate: division by zero");
    if (in[1] == -1 && in[0] == wrap(uint64_t(1) << (iw - 1), iw))
      return Error("evaluate: signed division overflow");
    int64_t q = in[0] / in[1], m = in[0] % in[1];
    if (op->is(OpCode::ArithRemSI))
      r = m;
    else if (op->is(OpCode::ArithDivSI))
      r = q;
    else
      r = (m != 0 && ((m < 0) != (in[1] < 0))) ? q - 1 : q;
    break;
  }
  case OpCode::ArithMaxSI: r = std::max(in[0], in[1]); break;
  case OpCode::ArithMinSI: r = std::min(in[0], in[1]); break;
  case OpCode::ArithCmpI: {
    std::string_view p = op->strAttr("predicate");
    uint64_t a = U(0), b = U(1);
    bool c = p == "eq" ? in[0] == in[1] : p == "ne" ? in[0] != in[1] : p == "slt" ? in[0] < in[1]
           : p == "sle" ? in[0] <= in[1] : p == "sgt" ? in[0] > in[1] : p == "sge" ? in[0] >= in[1]
           : p == "ult" ? a < b : p == "ule" ? a <= b : p == "ugt" ? a > b : p == "uge" ? a >= b : false;
    r = c ? -1 : 0; // i1 true is all ones (sign-extended 1-bit value)
    break;
  }
  case OpCode::ArithSelect: r = (in[0] & 1) ? in[1] : in[2]; break;
  case OpCode::ArithExtSI:
  case OpCode::ArithIndexCast: r = wrap(static_cast<uint64_t>(in[0]), w); break;
  case OpCode::ArithExtUI:
  case OpCode::ArithIndexCastUI: r = wrap(U(0), w); break;
  case OpCode::ArithTruncI: r = wrap(static_cast<uint64_t>(in[0]), w); break;
  default: return Error("evaluate: cannot interpret '" + std::string(op->name()) + "'");
  }
  return computed_[v] = r;
}

} // namespace fly::transforms

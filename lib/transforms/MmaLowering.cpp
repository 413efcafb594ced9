// MMA atom calls -> rocdl matrix ops (see MmaLowering.h). What each call becomes is read from the
// atom's row in lib/target (MmaAtom.h): intrinsic, operand form, register types, modifiers.
#include "fly/transforms/MmaLowering.h"

#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/target/MmaAtom.h"

#include <string>

namespace fly::transforms {

using namespace ir;

namespace {

class MmaCallLowering {
public:
  MmaCallLowering(Context &ctx, const target::Arch *arch) : ctx_(ctx), arch_(arch), b_(ctx) {}

  // Lowers one fly.mma_atom_call_ssa; an error message (the caller locates it at the op) or "".
  std::string lower(Operation *op) {
    if (!arch_) return "needs a target arch (--mcpu) to choose the matrix instruction";
    if (op->numOperands() != 4 || op->numResults() != 1)
      return "expected (atom, A, B, C) -> D, got " + std::to_string(op->numOperands()) + " operands and " +
             std::to_string(op->numResults()) + " results";
    auto *atomType = op->operand(0)->type().dyn_cast<MmaAtomType>();
    if (!atomType) return "operand 0 must be an !fly.mma_atom, got " + op->operand(0)->type().str();
    std::string text = atomType->inner().str();
    auto found = target::parseMmaAtomType(text, arch_);
    if (!found.ok()) return found.error().message;
    const target::MmaAtom &atom = **found;
    auto where = [&] { return "mma atom '" + text + "' on " + std::string(arch_->name); };

    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    Value *operands[3];
    const char *names[3] = {"A", "B", "C"};
    std::string_view elems[3] = {atom.aType, atom.bType, atom.cType};
    std::string_view regs[3] = {atom.aReg, atom.bReg, atom.cReg};
    int counts[3] = {atom.valuesA(), atom.valuesB(), atom.valuesC()};
    Type regTypes[3];
    for (int i = 0; i < 3; ++i) {
      auto reg = parseType(ctx_, regs[i]);
      auto elem = parseType(ctx_, elems[i]);
      if (!reg.ok() || !elem.ok()) return where() + ": the atom's row names a type Fly cannot parse";
      regTypes[i] = *reg;
      Type values = counts[i] == 1 ? *elem : ctx_.vectorType(counts[i], *elem);
      Type given = op->operand(unsigned(i + 1))->type();
      // FlyDSL's spelling of float A/B values by their bits: fp8 as vector<8xi8>, bf16 as vector<4xi16>.
      Type bits = elem->isFloat() ? (counts[i] == 1 ? ctx_.integerType(elem->bitWidth())
                                                     : ctx_.vectorType(counts[i], ctx_.integerType(elem->bitWidth())))
                                  : Type();
      if (given != values && given != *reg && !(i < 2 && bits && given == bits))
        return "operand " + std::string(names[i]) + " of " + where() + ": expected " + values.str() +
               (values != *reg ? " (or its registers " + reg->str() + ")" : "") +
               (i < 2 && bits && bits != *reg ? " (or its bits " + bits.str() + ")" : "") + ", got " + given.str();
      operands[i] = i == 2 && atom.cRegisterStride() == 2
                        ? toLowHalves(pack(op->operand(3), halvedType(*reg)))
                        : pack(op->operand(unsigned(i + 1)), *reg);
    }
    Type resultType = op->result(0)->type();
    if (resultType != op->operand(3)->type())
      return "the result of " + where() + " must have C's type " + op->operand(3)->type().str() + ", got " +
             resultType.str();

    // A scaled atom's state: the scale operands set on the atom (fly.atom.set_value(%atom, "scale_a",
    // %v)) and the op-selects of its type. Unset scales are the unscaled product: 0 on MFMA (LLVM then
    // selects the plain f8f6f4 instruction), E8M0 1.0 in every byte (0x7f7f7f7f) on WMMA.
    Value *scales[2] = {nullptr, nullptr};
    int opsel[2] = {0, 0};
    if (atom.scaled()) {
      auto os = target::parseMmaAtomOpsel(text);
      if (!os.ok()) return os.error().message;
      opsel[0] = os->first;
      opsel[1] = os->second;
      for (Operation *def = op->operand(0)->definingOp(); def && def->is(OpCode::FlyAtomSetValue);
           def = def->operand(0)->definingOp()) {
        std::string_view field = def->strAttr("field");
        int which = field == "scale_a" ? 0 : field == "scale_b" ? 1 : -1;
        if (which < 0) return where() + ": the atom has no field '" + std::string(field) + "' (scale_a, scale_b)";
        Value *v = def->operand(1);
        auto *vt = v->type().dyn_cast<VectorType>();
        const int bits = atom.scaleBits();
        if (!v->type().isInteger(unsigned(bits)) && !(vt && vt->numElements() * vt->elementType().bitWidth() == bits))
          return where() + ": " + std::string(field) + " must be " + std::to_string(bits) + " bits (" +
                 std::to_string(bits / 8) + " E8M0 exponents), got " + v->type().str();
        if (!scales[which]) scales[which] = v->type().isInteger(unsigned(bits)) ? v : pack(v, ctx_.integerType(unsigned(bits)));
      }
    } else if (Operation *def = op->operand(0)->definingOp(); def && def->is(OpCode::FlyAtomSetValue)) {
      return where() + ": the atom has no state to set (field '" + std::string(def->strAttr("field")) + "')";
    }
    scaleBits_ = atom.scaleBits();
    auto signs = target::parseMmaAtomSigns(text);
    if (!signs.ok()) return signs.error().message;
    signs_ = *signs;
    Value *d = emit(atom, operands, regTypes[2], scales, opsel);
    if (atom.cRegisterStride() == 2) d = fromLowHalves(d);
    op->result(0)->replaceAllUsesWith(pack(d, resultType));
    op->erase();
    return "";
  }

private:
  // A value of `to`'s total width from `v` (vector/scalar bitcasts through one-element vectors).
  Value *pack(Value *v, Type to) {
    Type from = v->type();
    if (from == to) return v;
    auto asVector = [&](Value *x) -> Value * {
      if (x->type().isVector()) return x;
      return b_.cast(OpCode::VectorBroadcast, x, ctx_.vectorType(1, x->type()));
    };
    Value *vec = asVector(v);
    if (to.isVector()) return vec->type() == to ? vec : b_.cast(OpCode::VectorBitcast, vec, to);
    Value *one = b_.cast(OpCode::VectorBitcast, vec, ctx_.vectorType(1, to));
    Attribute position = ctx_.denseArrayAttr(std::vector<int64_t>{0}, 64);
    NamedAttribute attrs[] = {{"static_position", position}};
    Value *ops[] = {one};
    Type ts[] = {to};
    return b_.create(OpCode::VectorExtract, ops, ts, attrs)->result(0);
  }

  // gfx11's 16-bit accumulators: value v lives in register element 2v (the low half, op_sel = 0).
  Type halvedType(Type reg) {
    auto *v = reg.dyn_cast<VectorType>();
    return ctx_.vectorType(v->numElements() / 2, v->elementType());
  }
  Value *shuffle(Value *v, std::vector<int64_t> mask, Type to) {
    Value *ops[] = {v, v};
    Type ts[] = {to};
    NamedAttribute attrs[] = {{"mask", ctx_.denseArrayAttr(mask, 64)}};
    return b_.create(OpCode::VectorShuffle, ops, ts, attrs)->result(0);
  }
  Value *toLowHalves(Value *values) {
    auto *v = values->type().dyn_cast<VectorType>();
    int64_t n = v->numElements();
    std::vector<int64_t> mask;
    for (int64_t i = 0; i < n; ++i) mask.insert(mask.end(), {i, i}); // the high halves are not read
    return shuffle(values, mask, ctx_.vectorType(2 * n, v->elementType()));
  }
  Value *fromLowHalves(Value *regs) {
    auto *v = regs->type().dyn_cast<VectorType>();
    std::vector<int64_t> mask;
    for (int64_t i = 0; i < v->numElements(); i += 2) mask.push_back(i);
    return shuffle(regs, mask, ctx_.vectorType(v->numElements() / 2, v->elementType()));
  }

  Value *i32(int64_t v) { return b_.constantInt(v, ctx_.i32()); }
  Value *i16(int64_t v) { return b_.constantInt(v, ctx_.integerType(16)); }
  Value *i1(bool v) { return b_.constantInt(v ? 1 : 0, ctx_.i1()); }
  // An unset WMMA scale: E8M0 1.0 (127) in every byte (of 32 or, scale16, 64 bits).
  Value *scaleOr1(Value *scale) {
    if (scale) return scale;
    return scaleBits_ == 64 ? b_.constantInt(0x7f7f7f7f7f7f7f7fll, ctx_.integerType(64)) : i32(0x7f7f7f7f);
  }

  Value *emit(const target::MmaAtom &atom, Value *const (&in)[3], Type dType, Value *const (&scales)[2],
              const int (&opsel)[2]) {
    Value *a = in[0], *b = in[1], *c = in[2];
    using F = target::MmaOperandForm;
    std::vector<Value *> args;
    switch (atom.form) {
    case F::Fma: {
      if (dType.isFloat()) {
        Value *ops[] = {a, b, c};
        Type ts[] = {dType};
        return b_.create(OpCode::MathFma, ops, ts)->result(0);
      }
      return b_.binary(OpCode::ArithAddI, b_.binary(OpCode::ArithMulI, a, b), c);
    }
    case F::MfmaCbszAbidBlgp: args = {a, b, c, i32(atom.cbsz), i32(atom.abid), i32(atom.blgp)}; break;
    // Unset scales are 0 (LLVM then selects the plain f8f6f4 instruction).
    case F::MfmaScale:
      args = {a, b, c, i32(atom.cbsz), i32(atom.blgp), i32(opsel[0]), scales[0] ? scales[0] : i32(0), i32(opsel[1]),
              scales[1] ? scales[1] : i32(0)};
      break;
    case F::WmmaABC: args = {a, b, c}; break;
    case F::WmmaABCOpsel:
    case F::WmmaABCOpselHalves: args = {a, b, c, i1(false)}; break;
    // iu8/iu4: A and B signed or not and the accumulator clamped or not as the atom type says
    // (FlyDSL's signA/signB/clamp; Fly's spelling without them: signed, no clamp).
    case F::WmmaSignedIU: args = {i1(signs_.signA), a, i1(signs_.signB), b, c, i1(signs_.clamp)}; break;
    // gfx1250: C as the atom's modC says (FlyDSL's modC: 0 C, 1 -C, 2 |C|, 3 -|C|).
    case F::WmmaNegMods: args = {i1(false), a, i1(false), b, i16(signs_.modC), c, i1(false), i1(false)}; break;
    case F::WmmaCmod: args = {a, b, i16(signs_.modC), c, i1(false), i1(false)}; break;
    case F::WmmaSignedIUReuse:
      args = {i1(signs_.signA), a, i1(signs_.signB), b, c, i1(signs_.clamp), i1(false), i1(false)};
      break;
    case F::WmmaFormats: args = {i32(atom.fmtA), a, i32(atom.fmtB), b, i16(signs_.modC), c}; break;
    case F::WmmaScale:
      args = {i32(atom.fmtA), a, i32(atom.fmtB), b, i16(signs_.modC), c, i32(opsel[0]), i32(0), scaleOr1(scales[0]), i32(opsel[1]),
              i32(0), scaleOr1(scales[1]), i1(false), i1(false)};
      break;
    case F::WmmaF4: args = {a, b, i16(signs_.modC), c}; break;
    case F::WmmaScaleF4:
      args = {a, b, i16(signs_.modC), c, i32(opsel[0]), i32(0), scaleOr1(scales[0]), i32(opsel[1]), i32(0), scaleOr1(scales[1]),
              i1(false), i1(false)};
      break;
    }
    std::string_view intrinsic = atom.intrinsic;
    bool mfma = intrinsic.starts_with("llvm.amdgcn.mfma.");
    std::string_view suffix = intrinsic.substr(std::string_view(mfma ? "llvm.amdgcn.mfma." : "llvm.amdgcn.wmma.").size());
    NamedAttribute attrs[] = {{"intrin", ctx_.stringAttr(suffix)}};
    Type ts[] = {dType};
    return b_.create(mfma ? OpCode::RocdlMfma : OpCode::RocdlWmma, args, ts, attrs)->result(0);
  }

  Context &ctx_;
  const target::Arch *arch_;
  OpBuilder b_;
  int scaleBits_ = 32; // of the atom being lowered
  target::MmaAtomSigns signs_; // of the atom being lowered
};

} // namespace

bool lowerMmaAtomCalls(Operation *root, const target::Arch *arch, std::vector<Diagnostic> &diags) {
  std::vector<Operation *> calls;
  root->walk([&](Operation *op) {
    if (op->is(OpCode::FlyMmaAtomCallSSA)) calls.push_back(op);
  }, WalkOrder::PreOrder);
  MmaCallLowering lowering(root->context(), arch);
  bool ok = true;
  for (Operation *op : calls) {
    std::string error = lowering.lower(op);
    if (!error.empty()) {
      diags.push_back(op->emitError(std::string(op->name()) + ": " + error));
      ok = false;
    }
  }
  if (!ok) return false;
  // Atoms are compile-time values: once their calls are gone, nothing may use them.
  std::vector<Operation *> atoms;
  root->walk([&](Operation *op) {
    if (op->is(OpCode::FlyMakeMmaAtom)) atoms.push_back(op);
  }, WalkOrder::PreOrder);
  // Atom state (fly.atom.set_value) dies with the calls too, innermost first.
  std::vector<Operation *> states;
  root->walk([&](Operation *op) {
    if (op->is(OpCode::FlyAtomSetValue) && op->result(0)->type().isa<MmaAtomType>()) states.push_back(op);
  }, WalkOrder::PreOrder);
  for (auto it = states.rbegin(); it != states.rend(); ++it)
    if ((*it)->result(0)->numUses() == 0) (*it)->erase();
  for (Operation *op : atoms) {
    if (op->result(0)->numUses() == 0) op->erase();
  }
  return true;
}

} // namespace fly::transforms

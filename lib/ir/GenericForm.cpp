#include "GenericForm.h"

#include "fly/ir/Context.h"
#include "fly/ir/Operation.h"
#include "fly/ir/Printer.h"

#include <span>

namespace fly::ir {

std::span<const char *const> cmpPredicateNames(bool isFloat) {
  // arith's CmpIPredicate / CmpFPredicate, in enum order (the generic form writes the number).
  static const char *const intPreds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  static const char *const floatPreds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                           "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  if (isFloat)
    return floatPreds;
  return intPreds;
}

namespace {

// An attribute Fly keeps as a bare keyword string that MLIR writes as a dialect attribute:
// `#prefix` + keyword + `>`.
struct KeywordAttr {
  std::string_view name;
  std::string_view prefix;
  bool (*applies)(OpCode);
};

bool anyOp(OpCode) { return true; }
bool gpuDimOp(OpCode c) { return opInfo(c).syntax == Syntax::GpuDim; }
bool shuffleOp(OpCode c) { return c == OpCode::GpuShuffle; }
bool reductionOp(OpCode c) { return c == OpCode::VectorReduction; }

constexpr KeywordAttr kKeywordAttrs[] = {
    {"fastmath", "#arith.fastmath<", anyOp},
    {"overflowFlags", "#arith.overflow<", anyOp},
    {"dimension", "#gpu<dim ", gpuDimOp},
    {"mode", "#gpu<shuffle_mode ", shuffleOp},
    {"kind", "#vector.kind<", reductionOp},
};

bool isCompare(OpCode c) { return opInfo(c).syntax == Syntax::Compare; }

} // namespace

bool isInherentAttrName(std::string_view name) { return name.find('.') == std::string_view::npos; }

unsigned regionCount(OpCode code) {
  switch (opInfo(code).syntax) {
  case Syntax::Module:
  case Syntax::GpuModule:
  case Syntax::Func:
  case Syntax::ScfFor: return 1;
  case Syntax::ScfIf: return 2;
  case Syntax::ScfWhile: return 2;
  default: return 0;
  }
}

Result<bool> attrsFromGeneric(Context &ctx, OpCode code, std::vector<NamedAttribute> &attrs) {
  for (NamedAttribute &na : attrs) {
    if (isCompare(code) && na.name == "predicate") {
      if (!na.value.is(AttrKind::Integer))
        return Error("'predicate' must be an integer (arith's predicate number)");
      auto names = cmpPredicateNames(code == OpCode::ArithCmpF);
      int64_t v = na.value.intValue();
      if (v < 0 || v >= static_cast<int64_t>(names.size()))
        return Error("predicate number " + std::to_string(v) + " out of range");
      na.value = ctx.stringAttr(names[v]);
      continue;
    }
    if (opInfo(code).syntax == Syntax::GpuModule && na.name == "targets") {
      // Fly keeps the targets list as its text.
      if (!na.value.is(AttrKind::Array))
        return Error("'targets' must be an array of target attributes");
      std::string text;
      printAttribute(na.value, text);
      na.value = ctx.stringAttr(text);
      continue;
    }
    for (const KeywordAttr &k : kKeywordAttrs) {
      if (na.name != k.name || !k.applies(code))
        continue;
      std::string_view s = na.value.is(AttrKind::Opaque) ? na.value.str() : std::string_view();
      if (s.size() <= k.prefix.size() || s.substr(0, k.prefix.size()) != k.prefix || s.back() != '>')
        return Error("'" + std::string(k.name) + "' must be written '" + std::string(k.prefix) + "...>'");
      std::string_view word = s.substr(k.prefix.size(), s.size() - k.prefix.size() - 1);
      while (!word.empty() && word.front() == ' ')
        word.remove_prefix(1);
      while (!word.empty() && word.back() == ' ')
        word.remove_suffix(1);
      na.value = ctx.stringAttr(word);
    }
  }
  if (opInfo(code).syntax == Syntax::Func) {
    std::vector<NamedAttribute> kept;
    for (const NamedAttribute &na : attrs) {
      if (na.name == "workgroup_attributions" || na.name == "private_attributions") {
        if (!na.value.is(AttrKind::Integer) || na.value.intValue() != 0)
          return Error("'" + std::string(na.name) + "' other than 0 is not supported");
        continue;
      }
      if (na.name == "arg_attrs" || na.name == "res_attrs")
        return Error("argument attributes are not supported");
      kept.push_back(na);
    }
    attrs = std::move(kept);
  }
  return true;
}

std::vector<NamedAttribute> attrsToGeneric(Context &ctx, const Operation *op) {
  std::vector<NamedAttribute> out;
  OpCode code = op->code();
  for (const NamedAttribute &na : op->attrs()) {
    if (opInfo(code).syntax == Syntax::Func && (na.name == "res_types" || na.name == "arg_types"))
      continue;
    if (opInfo(code).syntax == Syntax::RocdlFamily && na.name == "intrin")
      continue;
    NamedAttribute g = na;
    if (isCompare(code) && na.name == "predicate" && na.value.is(AttrKind::String)) {
      auto names = cmpPredicateNames(code == OpCode::ArithCmpF);
      for (size_t i = 0; i < names.size(); ++i)
        if (na.value.str() == names[i])
          g.value = ctx.integerAttr(static_cast<int64_t>(i), ctx.i64());
    } else if (opInfo(code).syntax == Syntax::GpuModule && na.name == "targets" && na.value.is(AttrKind::String)) {
      g.value = ctx.opaqueAttr(na.value.str()); // the list's own text
    } else if (na.value.is(AttrKind::String)) {
      for (const KeywordAttr &k : kKeywordAttrs)
        if (na.name == k.name && k.applies(code))
          g.value = ctx.opaqueAttr(std::string(k.prefix) + std::string(na.value.str()) + ">");
    }
    out.push_back(g);
  }
  return out;
}

} // namespace fly::ir

// The LLVM dialect's op syntax (the subset Fly reads): getelementptr, load, store, alloca.
#include "ParserImpl.h"

#include "OpSyntax.h"

#include <algorithm>
#include <climits>
#include <span>

namespace fly::ir::detail {

// llvm.getelementptr [inbounds] %p[%i, 4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// llvm.load [volatile] %p [invariant] : !llvm.ptr<1> -> f32
// llvm.store [volatile] %v, %p : f32, !llvm.ptr<1>
// llvm.alloca %n x f32 : (i64) -> !llvm.ptr<5>
Operation *Parser::parseLlvm(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  std::vector<Type> results;
  Syntax syntax = opInfo(code).syntax;
  if (syntax == Syntax::LlvmGep && consumeKeyword("inbounds"))
    attrs.push_back({"inbounds", ctx_.unitAttr()});
  if ((syntax == Syntax::LlvmLoad || syntax == Syntax::LlvmStore) && consumeKeyword("volatile"))
    attrs.push_back({"volatile_", ctx_.unitAttr()});
  Value *first;
  if (!parseValueUse(first))
    return nullptr;
  operands.push_back(first);
  if (syntax == Syntax::LlvmStore) {
    Value *ptr;
    if (!expect(Tok::Comma, "','") || !parseValueUse(ptr))
      return nullptr;
    operands.push_back(ptr);
  }
  if ((syntax == Syntax::LlvmLoad || syntax == Syntax::LlvmStore) && isKeyword("atomic")) {
    fail("atomic llvm.load and llvm.store are not supported");
    return nullptr;
  }
  // MLIR's `invariant` load (the memory does not change while the kernel runs: !invariant.load),
  // before the attribute dictionary.
  if (syntax == Syntax::LlvmLoad && consumeKeyword("invariant"))
    attrs.push_back({"invariant", ctx_.unitAttr()});
  Type elemType;
  if (syntax == Syntax::LlvmGep) {
    std::vector<int64_t> raw;
    if (!expect(Tok::LSquare, "'['") || !parseMixedIndices(operands, raw, INT32_MIN, INT32_MIN + 1, INT32_MAX) ||
        !expect(Tok::RSquare, "']'"))
      return nullptr;
    attrs.push_back({"rawConstantIndices", ctx_.denseArrayAttr(raw, 32)});
  }
  if (syntax == Syntax::LlvmAlloca && (!expectKeyword("x") || !parseType(elemType)))
    return nullptr;
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  std::vector<Type> types;
  switch (syntax) {
  case Syntax::LlvmGep: {
    Type result;
    if (!parseParenTypes(types, false) || !expect(Tok::Arrow, "'->'") || !parseType(result) ||
        !expect(Tok::Comma, "',' and the element type") || !parseType(elemType) ||
        !checkOperandTypes(operands, types, tl))
      return nullptr;
    results.push_back(result);
    attrs.push_back({"elem_type", ctx_.typeAttr(elemType)});
    break;
  }
  case Syntax::LlvmLoad: {
    Type ptr, result;
    if (!parseType(ptr) || !expect(Tok::Arrow, "'->'") || !parseType(result) || !checkOperandTypes(operands, {ptr}, tl))
      return nullptr;
    results.push_back(result);
    break;
  }
  case Syntax::LlvmStore:
    if (!parseTypeList(types) || !checkOperandTypes(operands, types, tl))
      return nullptr;
    break;
  default: { // alloca
    Type result;
    if (!parseParenTypes(types, false) || !expect(Tok::Arrow, "'->'") || !parseType(result) ||
        !checkOperandTypes(operands, types, tl))
      return nullptr;
    results.push_back(result);
    attrs.push_back({"elem_type", ctx_.typeAttr(elemType)});
    break;
  }
  }
  return build(code, at, operands, results, attrs);
}

} // namespace fly::ir::detail

namespace fly::ir::detail {

namespace {
// The LLVM dialect's integer and float ops, read as the arith ops of the same meaning (LLVMOps.td's
// formats: `llvm.add %a, %b overflow<nsw> : i32`, `llvm.udiv exact %a, %b : i32`, `llvm.zext nneg %a :
// i32 to i64`, `llvm.icmp "slt" %a, %b : i32`, `llvm.select %c, %a, %b : i1, f32`,
// `llvm.mlir.constant(1.0 : f32) : f32`). `word` is the flag that may lead the operands (exact,
// disjoint, nneg): it only promises what the operands already are, so dropping it changes no result.
struct LlvmAlias {
  std::string_view name;
  OpCode code;
  std::string_view word;
};
constexpr LlvmAlias kLlvmAliases[] = {
    {"llvm.add", OpCode::ArithAddI, ""},        {"llvm.sub", OpCode::ArithSubI, ""},
    {"llvm.mul", OpCode::ArithMulI, ""},        {"llvm.udiv", OpCode::ArithDivUI, "exact"},
    {"llvm.sdiv", OpCode::ArithDivSI, "exact"}, {"llvm.urem", OpCode::ArithRemUI, ""},
    {"llvm.srem", OpCode::ArithRemSI, ""},      {"llvm.and", OpCode::ArithAndI, ""},
    {"llvm.or", OpCode::ArithOrI, "disjoint"},  {"llvm.xor", OpCode::ArithXOrI, ""},
    {"llvm.shl", OpCode::ArithShLI, ""},        {"llvm.lshr", OpCode::ArithShRUI, "exact"},
    {"llvm.ashr", OpCode::ArithShRSI, "exact"}, {"llvm.fadd", OpCode::ArithAddF, ""},
    {"llvm.fsub", OpCode::ArithSubF, ""},       {"llvm.fmul", OpCode::ArithMulF, ""},
    {"llvm.fdiv", OpCode::ArithDivF, ""},       {"llvm.frem", OpCode::ArithRemF, ""},
    {"llvm.fneg", OpCode::ArithNegF, ""},       {"llvm.sext", OpCode::ArithExtSI, ""},
    {"llvm.zext", OpCode::ArithExtUI, "nneg"},  {"llvm.trunc", OpCode::ArithTruncI, ""},
    {"llvm.fpext", OpCode::ArithExtF, ""},      {"llvm.fptrunc", OpCode::ArithTruncF, ""},
    {"llvm.sitofp", OpCode::ArithSIToFP, ""},   {"llvm.uitofp", OpCode::ArithUIToFP, "nneg"},
    {"llvm.fptosi", OpCode::ArithFPToSI, ""},   {"llvm.fptoui", OpCode::ArithFPToUI, ""},
    {"llvm.icmp", OpCode::ArithCmpI, ""},       {"llvm.fcmp", OpCode::ArithCmpF, ""},
    {"llvm.select", OpCode::ArithSelect, ""},   {"llvm.mlir.constant", OpCode::ArithConstant, ""},
    {"llvm.br", OpCode::CfBr, ""},              {"llvm.cond_br", OpCode::CfCondBr, ""},
};

const LlvmAlias *llvmAlias(std::string_view name) {
  for (const LlvmAlias &a : kLlvmAliases)
    if (a.name == name)
      return &a;
  return nullptr;
}

constexpr std::string_view kICmpPredicates[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
constexpr std::string_view kFCmpPredicates[] = {"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                                "ueq",    "ugt", "uge", "ult", "ule", "une", "uno", "_true"};
} // namespace

std::optional<OpCode> Parser::llvmAliasCode(std::string_view name) {
  const LlvmAlias *a = llvmAlias(name);
  return a ? std::optional<OpCode>(a->code) : std::nullopt;
}

bool Parser::isLlvmAlias(std::string_view name) { return llvmAlias(name) != nullptr; }

Operation *Parser::parseLlvmAlias(std::string_view name, Location at) {
  const LlvmAlias &alias = *llvmAlias(name);
  OpCode code = alias.code;
  if (!alias.word.empty() && isKeyword(alias.word))
    advance();
  if (code == OpCode::ArithConstant) {
    // llvm.mlir.constant(VALUE) attr-dict : T
    std::vector<NamedAttribute> attrs;
    Attribute value;
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    Location vl = loc();
    if (!parseAttributeValue(value) || !expect(Tok::RParen, "')'") || !parseOptionalAttrDict(attrs) ||
        !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    Type t;
    if (!parseType(t))
      return nullptr;
    if (value.is(AttrKind::Bool) && t.isInteger(1)) {
      value = ctx_.integerAttr(value.intValue(), t);
    } else if (value.is(AttrKind::Integer) && t.isIntOrIndex()) {
      value = ctx_.integerAttr(value.intValue(), t); // MLIR lets `(0 : index) : i64` name the result's width
    } else if (value.is(AttrKind::Float) && t.isFloat()) {
      if (value.type() != t) {
        fail(tl, "the constant's type '" + value.type().str() + "' is not the result type '" + t.str() + "'");
        return nullptr;
      }
    } else if (!(value.is(AttrKind::DenseElements) && value.type() == t)) {
      fail(vl, "llvm.mlir.constant: Fly reads integer, float and dense constants of the result's type '" + t.str() +
                   "'");
      return nullptr;
    }
    attrs.push_back({"value", value});
    return build(code, at, {}, {t}, attrs);
  }
  if (code == OpCode::ArithCmpI || code == OpCode::ArithCmpF) {
    // llvm.icmp "slt" %a, %b attr-dict : T  (fcmp: "_false" and "_true" are arith's false and true)
    bool icmp = code == OpCode::ArithCmpI;
    Location pl = loc();
    std::string pred = is(Tok::String) ? unescapeString(tok_.text) : std::string();
    auto preds = icmp ? std::span<const std::string_view>(kICmpPredicates) : std::span<const std::string_view>(kFCmpPredicates);
    if (std::find(preds.begin(), preds.end(), pred) == preds.end()) {
      fail(pl, std::string("expected a quoted ") + (icmp ? "icmp" : "fcmp") + " predicate (e.g. \"" +
                   (icmp ? "slt" : "olt") + "\")");
      return nullptr;
    }
    advance();
    if (pred[0] == '_')
      pred = pred.substr(1);
    SimpleForm form = *simpleForm(Syntax::Compare);
    form.wordAttr = "";
    form.commaAfterWord = false;
    Operation *op = parseSimple(code, form, at);
    if (op)
      op->setAttr("predicate", ctx_.stringAttr(pred));
    return op;
  }
  if (code == OpCode::ArithSelect || code == OpCode::CfBr || code == OpCode::CfCondBr)
    return parseOpBody(code, opInfo(code).name, at);
  return parseSimple(code, *simpleForm(opInfo(code).syntax), at);
}

// llvm.inline_asm [has_side_effects] [is_align_stack] [asm_dialect = att] attr-dict "asm", "constraints"
//   operands : (T...) -> R
Operation *Parser::parseLlvmInlineAsm(Location at) {
  std::vector<NamedAttribute> attrs;
  for (;;) {
    if (consumeKeyword("has_side_effects")) {
      attrs.push_back({"has_side_effects", ctx_.unitAttr()});
    } else if (consumeKeyword("is_align_stack")) {
      attrs.push_back({"is_align_stack", ctx_.unitAttr()});
    } else if (isKeyword("asm_dialect")) {
      advance();
      Location dl = loc();
      if (!expect(Tok::Equal, "'='"))
        return nullptr;
      if (!isKeyword("att")) {
        fail(dl, "only asm_dialect = att: the AMDGPU assembler has no Intel syntax");
        return nullptr;
      }
      advance();
    } else if (isKeyword("tail_call_kind") || isKeyword("operand_attrs")) {
      fail(std::string("llvm.inline_asm's ") + std::string(tok_.text) + " is not supported");
      return nullptr;
    } else {
      break;
    }
  }
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  for (const char *key : {"asm_string", "constraints"}) {
    if (std::string_view(key) == "constraints" && !expect(Tok::Comma, "','"))
      return nullptr;
    if (!is(Tok::String)) {
      fail(std::string("expected the ") + (key[0] == 'a' ? "assembly string" : "constraint string"));
      return nullptr;
    }
    attrs.push_back({key, ctx_.stringAttr(unescapeString(tok_.text))});
    advance();
  }
  std::vector<Value *> operands;
  if (!parseValueList(operands) || !expect(Tok::Colon, "':'"))
    return nullptr;
  std::vector<Type> rts;
  if (!parseFunctionalTypeOf(operands, rts))
    return nullptr;
  return build(OpCode::LlvmInlineAsm, at, operands, rts, attrs);
}

// llvm.call_intrinsic "llvm.amdgcn.s.getpc"(%args) : (T...) -> R attr-dict
Operation *Parser::parseLlvmCallIntrinsic(Location at) {
  std::vector<NamedAttribute> attrs;
  if (!is(Tok::String)) {
    fail("expected the intrinsic's name as a string");
    return nullptr;
  }
  attrs.push_back({"intrin", ctx_.stringAttr(unescapeString(tok_.text))});
  advance();
  std::vector<Value *> operands;
  if (!expect(Tok::LParen, "'('") || !parseValueList(operands) || !expect(Tok::RParen, "')'") ||
      !expect(Tok::Colon, "':'"))
    return nullptr;
  std::vector<Type> rts;
  if (!parseFunctionalTypeOf(operands, rts))
    return nullptr;
  if (is(Tok::LSquare)) {
    fail("llvm.call_intrinsic's operand bundles are not supported");
    return nullptr;
  }
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  return build(OpCode::LlvmCallIntrinsic, at, operands, rts, attrs);
}

// llvm.atomicrmw [volatile] OP %p, %v [syncscope("agent")] ORDERING attr-dict : !llvm.ptr<1>, T
Operation *Parser::parseLlvmAtomicRmw(Location at) {
  static constexpr std::string_view kOps[] = {"xchg", "add",  "sub",  "and",  "nand", "or",   "xor",
                                              "max",  "min",  "umax", "umin", "fadd", "fsub", "fmax",
                                              "fmin", "uinc_wrap", "udec_wrap"};
  static constexpr std::string_view kOrderings[] = {"monotonic", "acquire", "release", "acq_rel", "seq_cst"};
  std::vector<NamedAttribute> attrs;
  if (consumeKeyword("volatile"))
    attrs.push_back({"volatile_", ctx_.unitAttr()});
  if (!is(Tok::BareId) || std::find(std::begin(kOps), std::end(kOps), tok_.text) == std::end(kOps)) {
    fail("expected an atomicrmw operation (xchg, add, sub, and, nand, or, xor, max, min, umax, umin, fadd, fsub, "
         "fmax, fmin, uinc_wrap, udec_wrap)");
    return nullptr;
  }
  attrs.push_back({"bin_op", ctx_.stringAttr(tok_.text)});
  advance();
  Value *p, *v;
  if (!parseValueUse(p) || !expect(Tok::Comma, "','") || !parseValueUse(v))
    return nullptr;
  if (consumeKeyword("syncscope")) {
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    if (!is(Tok::String)) {
      fail("expected the sync scope as a string");
      return nullptr;
    }
    attrs.push_back({"syncscope", ctx_.stringAttr(unescapeString(tok_.text))});
    advance();
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  }
  if (!is(Tok::BareId) || std::find(std::begin(kOrderings), std::end(kOrderings), tok_.text) == std::end(kOrderings)) {
    fail("expected an atomic ordering (monotonic, acquire, release, acq_rel, seq_cst)");
    return nullptr;
  }
  attrs.push_back({"ordering", ctx_.stringAttr(tok_.text)});
  advance();
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  std::vector<Type> ts;
  if (!parseTypeList(ts) || !checkOperandTypes({p, v}, ts, tl))
    return nullptr;
  return build(OpCode::LlvmAtomicRmw, at, {p, v}, {v->type()}, attrs);
}

// llvm.extractvalue %s[0, 1] attr-dict : !llvm.struct<...>    llvm.insertvalue %v, %s[0] attr-dict : !llvm.struct<...>
// llvm.mlir.undef attr-dict : T (poison, zero alike)
Operation *Parser::parseLlvmAggregate(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  if (code == OpCode::LlvmUndef || code == OpCode::LlvmPoison || code == OpCode::LlvmZero) {
    Type t;
    if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'") || !parseType(t))
      return nullptr;
    return build(code, at, {}, {t}, attrs);
  }
  bool insert = code == OpCode::LlvmInsertValue;
  Value *v = nullptr, *agg;
  if (insert && (!parseValueUse(v) || !expect(Tok::Comma, "','")))
    return nullptr;
  if (!parseValueUse(agg) || !expect(Tok::LSquare, "'['"))
    return nullptr;
  std::vector<int64_t> pos;
  do {
    int64_t i;
    if (!parseInteger(i, false))
      return nullptr;
    pos.push_back(i);
  } while (consumeIf(Tok::Comma));
  if (!expect(Tok::RSquare, "']'") || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  Type t;
  if (!parseType(t) || !checkOperandTypes({agg}, {t}, tl))
    return nullptr;
  // The element at the position: the extracted value's type, the inserted value's.
  Type e = t;
  for (int64_t i : pos) {
    auto *a = e.dyn_cast<LLVMAggregateType>();
    if (!a || i >= a->numElements()) {
      fail(tl, "position " + std::to_string(i) + " is not inside '" + e.str() + "'");
      return nullptr;
    }
    e = a->element(i);
  }
  attrs.push_back({"position", ctx_.denseArrayAttr(pos, 64)});
  if (insert) {
    if (v->type() != e) {
      fail(tl, "the inserted value has type '" + v->type().str() + "' but the position holds '" + e.str() + "'");
      return nullptr;
    }
    return build(code, at, {v, agg}, {t}, attrs);
  }
  return build(code, at, {agg}, {e}, attrs);
}

} // namespace fly::ir::detail

namespace fly::ir::detail {

// `#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "...">` before the
// module: later uses of `#alias_scope_domain` are its value (MLIR's attribute aliases).
// An opaque attribute's text with the aliases it names (`domain = #alias_scope_domain`) written out, so
// that it means the same once printed without the alias definitions.
std::string Parser::expandAttrAliases(std::string_view text) const {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '#' && i > 0) {
      size_t j = i + 1;
      while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_' || text[j] == '$'))
        ++j;
      bool dotted = j < text.size() && (text[j] == '.' || text[j] == '<');
      auto alias = dotted ? attrAliases_.end() : attrAliases_.find(std::string(text.substr(i, j - i)));
      if (alias != attrAliases_.end() && alias->second.is(AttrKind::Opaque)) {
        out += alias->second.str();
        i = j;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

bool Parser::parseAttributeAlias() {
  Location at = loc();
  std::string name(tok_.text);
  if (name.find_first_of(".<") != std::string::npos)
    return fail(at, "expected an attribute alias '#name = ...' before the module, got '" + name + "'");
  advance();
  if (!expect(Tok::Equal, "'=' (an attribute alias)"))
    return false;
  Attribute value;
  if (!parseAttributeValue(value))
    return false;
  if (!attrAliases_.emplace(name, value).second)
    return fail(at, "attribute alias '" + name + "' is defined twice");
  return true;
}

} // namespace fly::ir::detail

// The LLVM dialect's op syntax (the subset Fly reads): getelementptr, load, store, alloca.
#include "ParserImpl.h"

#include <climits>

namespace fly::ir::detail {

// llvm.getelementptr [inbounds] %p[%i, 4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// llvm.load [volatile] %p : !llvm.ptr<1> -> f32      llvm.store [volatile] %v, %p : f32, !llvm.ptr<1>
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

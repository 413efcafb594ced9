// The fly dialect's op syntax: `fly.op(%a, %b) : (A, B) -> R` (and `: R`), with the keyword
// operands FlyDSL's tracer writes, and the nullary `fly.op : T` forms.
#include "ParserImpl.h"

namespace fly::ir::detail {

Operation *Parser::parseFlyCall(OpCode code, Location at) {
  const OpInfo &info = opInfo(code);
  std::vector<NamedAttribute> attrs;
  if ((code == OpCode::FlyAppend || code == OpCode::FlyPrepend) && consumeIf(Tok::Less)) {
    int64_t n;
    if (!parseInteger(n) || !expect(Tok::Greater, "'>'"))
      return nullptr;
    attrs.push_back({"n", ctx_.i32Attr(static_cast<int32_t>(n))});
  }
  std::vector<Value *> operands;
  if (code == OpCode::FlyAtomSetValue) {
    // fly.atom.set_value(%atom, "field", %value): the field name is an attribute.
    Value *atom, *value;
    if (!expect(Tok::LParen, "'('") || !parseValueUse(atom) || !expect(Tok::Comma, "','"))
      return nullptr;
    if (!is(Tok::String)) {
      fail("expected the field name as a string, e.g. \"soffset\"");
      return nullptr;
    }
    attrs.push_back({"field", ctx_.stringAttr(unescapeString(tok_.text))});
    advance();
    if (!expect(Tok::Comma, "','") || !parseValueUse(value) || !expect(Tok::RParen, "')'"))
      return nullptr;
    operands = {atom, value};
  } else if (code == OpCode::FlyMmaMakeTileFragment) {
    // fly.mma.make_fragment(a|b|c, %tiled_mma, %tile[, stages = N]): the operand is a keyword (the
    // operand_id attribute), the stage count an i32 attribute.
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    Location kw = loc();
    std::string_view which = is(Tok::BareId) ? tok_.text : std::string_view();
    if (which != "a" && which != "b" && which != "c" && which != "d") {
      fail(kw, "expected the MMA operand a, b, c or d");
      return nullptr;
    }
    attrs.push_back({"operand_id", ctx_.opaqueAttr("#fly<mma_operand " + std::string(which) + ">")});
    advance();
    Value *tm, *tile;
    if (!expect(Tok::Comma, "','") || !parseValueUse(tm) || !expect(Tok::Comma, "','") || !parseValueUse(tile))
      return nullptr;
    operands = {tm, tile};
    if (consumeIf(Tok::Comma)) {
      Location st = loc();
      if (!isKeyword("stages")) {
        fail(st, "expected 'stages = N'");
        return nullptr;
      }
      advance();
      int64_t n;
      if (!expect(Tok::Equal, "'='") || !parseInteger(n))
        return nullptr;
      if (n < 1 || n > 1024) {
        fail(st, "stages must be in [1, 1024], got " + std::to_string(n));
        return nullptr;
      }
      attrs.push_back({"stages", ctx_.i32Attr(static_cast<int32_t>(n))});
    }
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  } else if (code == OpCode::FlyMakeFragmentLike) {
    // fly.make_fragment_like(%src[, ELEMENT_TYPE]): FlyDSL 0.4.2 writes a register fragment of a
    // layout with its element type as a trailing type (`fly.make_fragment_like(%l, bf16)`), the
    // dtype attribute; the result type carries it too.
    Value *src;
    if (!expect(Tok::LParen, "'('") || !parseValueUse(src))
      return nullptr;
    operands = {src};
    if (consumeIf(Tok::Comma)) {
      Type dtype;
      if (!parseType(dtype))
        return nullptr;
      attrs.push_back({"dtype", ctx_.typeAttr(dtype)});
    }
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  } else if ((code == OpCode::FlyTiledMmaPartition || code == OpCode::FlyTiledMmaPartitionShape) &&
             is(Tok::LParen) && peekIsBareIdAfterParen()) {
    // FlyDSL 0.4.2's tracer writes the operand as a leading keyword, `fly.tiled_mma.partition(a,
    // %tiled_mma, %tile, %thread)`: the operand_id attribute, as fly.mma.make_fragment spells it.
    advance();
    Location kw = loc();
    std::string_view which = tok_.text;
    if (which != "a" && which != "b" && which != "c" && which != "d") {
      fail(kw, "expected the MMA operand a, b, c or d");
      return nullptr;
    }
    attrs.push_back({"operand_id", ctx_.opaqueAttr("#fly<mma_operand " + std::string(which) + ">")});
    advance();
    if (!expect(Tok::Comma, "','") || !parseValueList(operands) || !expect(Tok::RParen, "')'"))
      return nullptr;
  } else if (!expect(Tok::LParen, "'('") || !parseValueList(operands) || !expect(Tok::RParen, "')'"))
    return nullptr;
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location typeLoc = loc();
  std::vector<Type> operandTypes, resultTypes;
  Location resultLoc = typeLoc;
  if (info.syntax == Syntax::FlyCallResult && !is(Tok::LParen)) {
    Type t;
    if (!parseType(t))
      return nullptr;
    resultTypes.push_back(t);
  } else {
    if (!parseParenTypes(operandTypes, false) || !expect(Tok::Arrow, "'->'"))
      return nullptr;
    resultLoc = loc();
    if (!parseParenTypes(resultTypes, true))
      return nullptr;
  }
  if (!checkOperandTypes(operands, operandTypes, typeLoc))
    return nullptr;
  Operation *op = build(code, at, operands, resultTypes, attrs);
  if (!checkInferredType(op, at, resultLoc))
    return nullptr;
  return op;
}

Operation *Parser::parseFlyNullary(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  if (consumeIf(Tok::LParen)) {
    if (!expect(Tok::RParen, "')'") || !expect(Tok::Arrow, "'->'"))
      return nullptr;
  }
  Type t;
  if (!parseType(t))
    return nullptr;
  return build(code, at, {}, {t}, attrs);
}

} // namespace fly::ir::detail

// The memref and vector dialects' op syntax: MLIR's custom forms of memref.global /
// get_global / view / load / store / alloca / extract_aligned_pointer_as_index, vector.load /
// store, and vector.extract / insert / reduction / shuffle.
#include "ParserImpl.h"

#include "fly/ir/FlyTypes.h"

#include <climits>

namespace fly::ir::detail {

constexpr int64_t kDynamicPosition = INT64_MIN;

// MLIR's memref ops (and vector.load/store) in their custom forms; see OpCode.h's Syntax.
Operation *Parser::parseMemRef(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  std::vector<Type> results;
  Syntax syntax = opInfo(code).syntax;
  switch (syntax) {
  case Syntax::MemRefGlobal: {
    // memref.global ["private"] [constant] @name : type [= uninitialized] {attrs}
    if (is(Tok::String)) {
      attrs.push_back({"sym_visibility", ctx_.stringAttr(unescapeString(tok_.text))});
      advance();
    }
    if (consumeKeyword("constant"))
      attrs.push_back({"constant", ctx_.unitAttr()});
    std::string name;
    if (!parseSymbolName(name, "a symbol name"))
      return nullptr;
    attrs.push_back({"sym_name", ctx_.stringAttr(name)});
    Type t;
    if (!expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    if (!parseType(t))
      return nullptr;
    if (!t.isa<BuiltinMemRefType>()) {
      fail(tl, "memref.global needs a memref<...> type, got '" + t.str() + "'");
      return nullptr;
    }
    attrs.push_back({"type", ctx_.typeAttr(t)});
    if (consumeIf(Tok::Equal)) {
      Location il = loc();
      if (!consumeKeyword("uninitialized")) {
        fail(il, "memref.global: only 'uninitialized' initial values are supported (FlyDSL's LDS globals have none)");
        return nullptr;
      }
      attrs.push_back({"initial_value", ctx_.unitAttr()});
    }
    if (!parseOptionalAttrDict(attrs))
      return nullptr;
    return build(code, at, {}, {}, attrs);
  }
  case Syntax::MemRefGetGlobal: {
    std::string name;
    Type t;
    if (!parseSymbolName(name, "a global's symbol name"))
      return nullptr;
    attrs.push_back({"name", ctx_.symbolRefAttr(name)});
    if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'") || !parseType(t))
      return nullptr;
    return build(code, at, {}, {t}, attrs);
  }
  case Syntax::MemRefView: {
    // memref.view %src[%byte_shift][%sizes] : A to B
    Value *src, *shift;
    if (!parseValueUse(src) || !expect(Tok::LSquare, "'['") || !parseValueUse(shift) || !expect(Tok::RSquare, "']'"))
      return nullptr;
    operands = {src, shift};
    if (!parseIndexList(operands) || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    Type from, to;
    if (!parseType(from) || !expectKeyword("to") || !parseType(to) || !checkOperandTypes({src}, {from}, tl))
      return nullptr;
    return build(code, at, operands, {to}, attrs);
  }
  case Syntax::MemRefLoad:
  case Syntax::MemRefStore: {
    // [%value,] %memref[%indices] {attrs} : memref-type[, vector-type]
    bool store = syntax == Syntax::MemRefStore;
    bool vector = code == OpCode::VectorLoad || code == OpCode::VectorStore;
    Value *v = nullptr, *m;
    if (store && (!parseValueUse(v) || !expect(Tok::Comma, "','")))
      return nullptr;
    if (!parseValueUse(m))
      return nullptr;
    if (v)
      operands.push_back(v);
    operands.push_back(m);
    if (!parseIndexList(operands) || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    Type mt, vt;
    if (!parseType(mt) || !checkOperandTypes({m}, {mt}, tl))
      return nullptr;
    if (vector) {
      if (!expect(Tok::Comma, "',' and the vector type"))
        return nullptr;
      Location vl = loc();
      if (!parseType(vt))
        return nullptr;
      if (!vt.isVector()) {
        fail(vl, "expected a vector type, got '" + vt.str() + "'");
        return nullptr;
      }
    } else {
      auto *mm = mt.dyn_cast<BuiltinMemRefType>();
      if (!mm) {
        fail(tl, std::string(opInfo(code).name) + " needs a memref<...> type, got '" + mt.str() + "'");
        return nullptr;
      }
      vt = mm->elementType();
    }
    if (store) {
      if (v->type() != vt) {
        fail(tl, "the stored value has type '" + v->type().str() + "' but the " +
                     (vector ? "vector type is '" : "memref's element type is '") + vt.str() + "'");
        return nullptr;
      }
      return build(code, at, operands, {}, attrs);
    }
    return build(code, at, operands, {vt}, attrs);
  }
  case Syntax::MemRefAlloca: {
    // memref.alloca() {attrs} : memref-type (static shapes only: no size operands)
    Type t;
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    if (!is(Tok::RParen)) {
      fail("memref.alloca with dynamic sizes is not supported (Fly's memref<...> values are static)");
      return nullptr;
    }
    advance();
    if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'") || !parseType(t))
      return nullptr;
    return build(code, at, {}, {t}, attrs);
  }
  default: { // memref.extract_aligned_pointer_as_index %m : A -> index
    Value *m;
    Type from, to;
    if (!parseValueUse(m) || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    if (code == OpCode::FlyExtractAlignedPointerAsIndex && is(Tok::Less)) {
      // FlyDSL's declarative format elides the operand type's dialect prefix: `: <f32, global, ?:1>` is
      // `!fly.memref<f32, global, ?:1>`.
      std::string_view body;
      if (!lex_.scanAngle(tok_.begin, body)) {
        fail("unbalanced '<' in type");
        return nullptr;
      }
      advance();
      auto sub = [&](std::string_view text) -> Result<Type> { return parseSubType(text); };
      Result<Type> r = parseFlyType(ctx_, "memref", body, sub);
      if (!r.ok()) {
        fail(tl, r.error().message);
        return nullptr;
      }
      from = *r;
    } else if (!parseType(from))
      return nullptr;
    if (!expect(Tok::Arrow, "'->'") || !parseType(to) || !checkOperandTypes({m}, {from}, tl))
      return nullptr;
    return build(code, at, {m}, {to}, attrs);
  }
  }
}

Operation *Parser::parseVector(OpCode code, Location at) {
  const OpInfo &info = opInfo(code);
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  switch (info.syntax) {
  case Syntax::VectorExtract:
  case Syntax::VectorInsert: {
    bool insert = info.syntax == Syntax::VectorInsert;
    Value *a, *b = nullptr;
    if (!parseValueUse(a))
      return nullptr;
    if (insert && (!expect(Tok::Comma, "','") || !parseValueUse(b)))
      return nullptr;
    operands.push_back(a);
    if (b)
      operands.push_back(b);
    if (!expect(Tok::LSquare, "'['"))
      return nullptr;
    std::vector<int64_t> pos;
    if (!is(Tok::RSquare) && !parseMixedIndices(operands, pos, kDynamicPosition, INT64_MIN, INT64_MAX))
      return nullptr;
    if (!expect(Tok::RSquare, "']'"))
      return nullptr;
    attrs.push_back({"static_position", ctx_.denseArrayAttr(pos, 64)});
    if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    Type t1, t2;
    if (!parseType(t1) || !expectKeyword(insert ? "into" : "from") || !parseType(t2))
      return nullptr;
    if (insert) {
      if (a->type() != t1 || b->type() != t2) {
        fail(tl, "vector.insert types do not match its operands");
        return nullptr;
      }
      return build(code, at, operands, {t2}, attrs);
    }
    if (a->type() != t2) {
      fail(tl, "vector.extract source has type '" + a->type().str() + "', not '" + t2.str() + "'");
      return nullptr;
    }
    return build(code, at, operands, {t1}, attrs);
  }
  case Syntax::VectorReduction: {
    std::string_view body;
    if (!is(Tok::Less) || !lex_.scanAngle(tok_.begin, body)) {
      fail("expected '<kind>'");
      return nullptr;
    }
    advance();
    attrs.push_back({"kind", ctx_.stringAttr(trim(body))});
    if (!expect(Tok::Comma, "','") || !parseValueList(operands) || !parseFlags(attrs) ||
        !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    Type vt, rt;
    if (!parseType(vt) || !expectKeyword("into") || !parseType(rt))
      return nullptr;
    if (operands.empty() || operands.size() > 2 || operands[0]->type() != vt) {
      fail(tl, "vector.reduction takes a vector of type '" + vt.str() + "' and an optional accumulator");
      return nullptr;
    }
    return build(code, at, operands, {rt}, attrs);
  }
  case Syntax::VectorShuffle: {
    if (!parseValueList(operands) || !expect(Tok::LSquare, "'['"))
      return nullptr;
    std::vector<int64_t> mask;
    if (!is(Tok::RSquare)) {
      do {
        int64_t m;
        if (!parseInteger(m))
          return nullptr;
        mask.push_back(m);
      } while (consumeIf(Tok::Comma));
    }
    if (!expect(Tok::RSquare, "']'"))
      return nullptr;
    attrs.push_back({"mask", ctx_.denseArrayAttr(mask, 64)});
    if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    std::vector<Type> ts;
    if (!parseTypeList(ts) || !checkOperandTypes(operands, ts, tl))
      return nullptr;
    if (ts.empty() || !ts[0].isVector() || mask.empty()) {
      fail(tl, "vector.shuffle needs vector operands and a non-empty mask");
      return nullptr;
    }
    Type rt = ctx_.vectorType(static_cast<int64_t>(mask.size()), ts[0].elementType());
    return build(code, at, operands, {rt}, attrs);
  }
  default: break;
  }
  fail(at, "unhandled syntax");
  return nullptr;
}

} // namespace fly::ir::detail

// The parser's types (builtin, !llvm.ptr, vector<>, memref<>, !fly.*) and attribute values.
#include "ParserImpl.h"

#include "fly/ir/FlyTypes.h"

#include <cerrno>
#include <cstdlib>

namespace fly::ir::detail {

bool Parser::parseType(Type &t) {
  DepthGuard g(*this);
  if (!g.ok)
    return fail("nesting too deep");
  Location at = loc();
  if (is(Tok::BareId)) {
    std::string_view id = tok_.text;
    if (id == "index") {
      advance();
      t = ctx_.indexType();
      return true;
    }
    // iN, and MLIR's signed/unsigned siN/uiN (FlyDSL's WMMA operands `vector<16xui8>`): Fly's integers
    // are signless, as MLIR's arith ops require; an MMA atom's signA/signB say how its bytes are read.
    size_t digits = id.size() > 2 && (id[0] == 's' || id[0] == 'u') && id[1] == 'i' ? 2 : 1;
    if (id.size() > digits && id[digits - 1] == 'i' && (digits == 2 || id[0] == 'i') &&
        id.find_first_not_of("0123456789", digits) == std::string_view::npos) {
      if (id.size() > 4 + digits)
        return fail("integer type too wide");
      int w = std::stoi(std::string(id.substr(digits)));
      if (w < 1 || w > 128)
        return fail("unsupported integer width " + std::to_string(w));
      advance();
      t = ctx_.integerType(static_cast<unsigned>(w));
      return true;
    }
    for (int k = 0; k <= static_cast<int>(kLastFloatKind); ++k)
      if (id == floatKindName(static_cast<FloatKind>(k))) {
        advance();
        t = ctx_.floatType(static_cast<FloatKind>(k));
        return true;
      }
    if (id == "vector" || id == "memref") {
      bool vector = id == "vector";
      advance();
      std::string_view body;
      if (!is(Tok::Less) || !lex_.scanAngle(tok_.begin, body))
        return fail(std::string("expected '<...>' after '") + (vector ? "vector" : "memref") + "'");
      advance();
      return vector ? parseVectorBody(body, at, t) : parseBuiltinMemRefBody(body, at, t);
    }
    return fail("unknown type '" + std::string(id) + "'");
  }
  if (is(Tok::BangId)) {
    std::string_view name = tok_.text;
    const char *after = tok_.begin + name.size();
    advance();
    std::string_view body;
    bool hasBody = false;
    if (is(Tok::Less) && tok_.begin == after) {
      if (!lex_.scanAngle(tok_.begin, body))
        return fail("unbalanced '<' in type");
      hasBody = true;
      advance();
    }
    if (name == "!llvm.ptr") {
      unsigned as = 0;
      if (hasBody) {
        std::string b(trim(body));
        if (b.empty() || b.size() > 4 || b.find_first_not_of("0123456789") != std::string::npos)
          return fail(at, "expected an address space number in '!llvm.ptr<N>'");
        as = static_cast<unsigned>(std::stoul(b));
      }
      t = ctx_.llvmPointerType(as);
      return true;
    }
    if (name == "!llvm.struct" || name == "!llvm.array") {
      if (!hasBody)
        return fail(at, "expected '<...>' after '" + std::string(name) + "'");
      return parseLlvmAggregateBody(name == "!llvm.struct", body, at, t);
    }
    if (name.substr(0, 5) == "!fly.") {
      if (!hasBody)
        return fail(at, "expected '<...>' after '" + std::string(name) + "'");
      auto sub = [&](std::string_view text) -> Result<Type> { return parseSubType(text); };
      Result<Type> r = parseFlyType(ctx_, name.substr(5), body, sub);
      if (!r.ok())
        return fail(at, r.error().message);
      t = *r;
      return true;
    }
    std::string text(name);
    if (hasBody)
      text += "<" + std::string(body) + ">";
    t = ctx_.opaqueType(text);
    return true;
  }
  return fail("expected a type");
}

// `(T, ...)` of a literal struct (not `packed`, not named), `N x T` of an array.
bool Parser::parseLlvmAggregateBody(bool isStruct, std::string_view body, Location at, Type &t) {
  std::string b(trim(body));
  if (isStruct) {
    if (b.size() < 2 || b.front() != '(' || b.back() != ')')
      return fail(at, "Fly reads literal LLVM structs '!llvm.struct<(T, ...)>' (not packed or named ones)");
    std::vector<Type> fields;
    std::string inner = b.substr(1, b.size() - 2);
    if (!trim(inner).empty()) {
      Parser sub(ctx_, inner, fileId_, opts_);
      sub.depth_ = depth_ + 1;
      if (!sub.parseTypeList(fields) || !sub.is(Tok::Eof))
        return fail(at, "bad field list in '!llvm.struct<" + b + ">'" +
                            (sub.error_ ? ": " + sub.error_->message : std::string()));
    }
    t = ctx_.llvmStructType(std::move(fields));
    return true;
  }
  size_t x = b.find(" x ");
  std::string count = x == std::string::npos ? std::string() : std::string(trim(b.substr(0, x)));
  if (count.empty() || count.size() > 9 || count.find_first_not_of("0123456789") != std::string::npos)
    return fail(at, "expected '!llvm.array<N x T>'");
  Result<Type> elem = parseSubType(trim(b.substr(x + 3)));
  if (!elem.ok())
    return fail(at, elem.error().message);
  t = ctx_.llvmArrayType(std::stoll(count), *elem);
  return true;
}

Result<Type> Parser::parseSubType(std::string_view text) {
  if (depth_ > opts_.maxDepth)
    return Error("nesting too deep");
  Parser sub(ctx_, text, fileId_, opts_);
  sub.depth_ = depth_;
  Type t;
  if (!sub.parseTypeOnly(t))
    return Error(sub.error_ ? sub.error_->message : "invalid type");
  return t;
}

bool Parser::parseVectorBody(std::string_view body, Location at, Type &t) {
  std::vector<int64_t> shape;
  size_t pos = 0;
  body = trim(body);
  while (pos < body.size() && std::isdigit(static_cast<unsigned char>(body[pos]))) {
    size_t x = body.find('x', pos);
    if (x == std::string_view::npos)
      return fail(at, "expected 'x' in vector type");
    std::string_view dim = body.substr(pos, x - pos);
    if (dim.empty() || dim.size() > 9 || dim.find_first_not_of("0123456789") != std::string_view::npos)
      return fail(at, "bad vector dimension");
    int64_t d = std::stoll(std::string(dim));
    if (d <= 0)
      return fail(at, "vector dimensions must be positive");
    shape.push_back(d);
    pos = x + 1;
  }
  if (shape.empty())
    return fail(at, "vector type needs a shape");
  Result<Type> elem = parseSubType(body.substr(pos));
  if (!elem.ok())
    return fail(at, elem.error().message);
  if (!(elem->isInteger() || elem->isFloat() || elem->isIndex()))
    return fail(at, "vector element type must be an integer, index or float type");
  t = ctx_.vectorType(shape, *elem);
  return true;
}

// MLIR's `memref<4x8xf32[, memory space]>`, the static, identity-layout memrefs of FlyDSL's
// traced modules; the memory space is `#gpu.address_space<workgroup|global|private>` or an
// address-space number.
bool Parser::parseBuiltinMemRefBody(std::string_view body, Location at, Type &t) {
  body = trim(body);
  std::vector<int64_t> shape;
  size_t pos = 0;
  while (pos < body.size() && (std::isdigit(static_cast<unsigned char>(body[pos])) || body[pos] == '?' || body[pos] == '*')) {
    if (body[pos] == '*')
      return fail(at, "unranked memrefs (memref<*x...>) are not supported");
    size_t x = body.find('x', pos);
    if (x == std::string_view::npos)
      return fail(at, "expected 'x' in memref type");
    std::string_view dim = body.substr(pos, x - pos);
    if (dim == "?")
      return fail(at, "dynamic memref dimensions are not supported: Fly's memref<...> values are static "
                      "(FlyDSL's SmemAllocator buffers and views)");
    if (dim.empty() || dim.size() > 9 || dim.find_first_not_of("0123456789") != std::string_view::npos)
      return fail(at, "bad memref dimension '" + std::string(dim) + "'");
    shape.push_back(std::stoll(std::string(dim)));
    pos = x + 1;
  }
  int64_t elements = 1;
  for (int64_t d : shape)
    if (d && (elements *= d) > (int64_t(1) << 40))
      return fail(at, "memref type has more than 2^40 elements");
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t start = pos;
  for (size_t i = pos; i <= body.size(); ++i) {
    char c = i < body.size() ? body[i] : ',';
    if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == '>' || c == ')' || c == ']' || c == '}')
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(trim(body.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (parts.empty() || parts[0].empty())
    return fail(at, "memref type needs an element type");
  Result<Type> elem = parseSubType(parts[0]);
  if (!elem.ok())
    return fail(at, elem.error().message);
  if (!(elem->isInteger() || elem->isFloat() || elem->isIndex() || elem->isVector()))
    return fail(at, "memref element type must be an integer, index, float or vector type");
  std::string_view space;
  unsigned as = 0;
  for (size_t i = 1; i < parts.size(); ++i) {
    std::string_view p = parts[i];
    if (p.substr(0, 8) == "strided<" || p.substr(0, 11) == "affine_map<" || p.substr(0, 4) == "#map")
      return fail(at, "memref layouts other than the identity are not supported ('" + std::string(p) + "')");
    if (!space.empty())
      return fail(at, "a memref type takes one memory space, got '" + std::string(space) + "' and '" + std::string(p) + "'");
    if (p == "#gpu.address_space<workgroup>")
      as = 3;
    else if (p == "#gpu.address_space<global>")
      as = 1;
    else if (p == "#gpu.address_space<private>")
      as = 5;
    else if (!p.empty() && p.size() <= 3 && p.find_first_not_of("0123456789") == std::string_view::npos)
      as = static_cast<unsigned>(std::stoul(std::string(p)));
    else
      return fail(at, "unknown memref memory space '" + std::string(p) +
                          "' (#gpu.address_space<workgroup|global|private> or an address-space number)");
    space = p;
  }
  t = ctx_.builtinMemRefType(shape, *elem, space, as);
  return true;
}

bool Parser::parseTypeList(std::vector<Type> &ts) {
  do {
    Type t;
    if (!parseType(t))
      return false;
    ts.push_back(t);
  } while (consumeIf(Tok::Comma));
  return true;
}

// `(T, U)` (possibly empty) or, if allowBare, a single type.
bool Parser::parseFunctionalTypeOf(const std::vector<Value *> &operands, std::vector<Type> &results) {
  Location at = loc();
  std::vector<Type> operandTypes;
  return parseParenTypes(operandTypes, false) && expect(Tok::Arrow, "'->'") && parseParenTypes(results, true) &&
         checkOperandTypes(operands, operandTypes, at);
}

bool Parser::parseParenTypes(std::vector<Type> &ts, bool allowBare) {
  if (consumeIf(Tok::LParen)) {
    if (consumeIf(Tok::RParen))
      return true;
    if (!parseTypeList(ts))
      return false;
    return expect(Tok::RParen, "')'");
  }
  if (!allowBare)
    return fail("expected '('");
  Type t;
  if (!parseType(t))
    return false;
  ts.push_back(t);
  return true;
}

bool Parser::parseInteger(int64_t &v, bool allowNeg) {
  bool neg = false;
  if (allowNeg && consumeIf(Tok::Minus))
    neg = true;
  if (!is(Tok::Integer))
    return fail("expected an integer");
  std::string s(tok_.text);
  errno = 0;
  char *end = nullptr;
  if (s.find("0x") != std::string::npos || s.find("0X") != std::string::npos) {
    uint64_t u = std::strtoull(s.c_str() + (s[0] == '-' ? 1 : 0), &end, 16);
    v = static_cast<int64_t>(u);
    if (s[0] == '-')
      v = -v;
  } else {
    v = std::strtoll(s.c_str(), &end, 10);
  }
  if (errno == ERANGE)
    return fail("integer out of range");
  if (neg)
    v = -v;
  advance();
  return true;
}

// A number token, with an optional '-' token before it (`- 5`; `-5` is one token).
bool Parser::parseNumberLiteral(NumberLiteral &lit) {
  bool minus = consumeIf(Tok::Minus);
  if (!is(Tok::Integer) && !is(Tok::Float))
    return fail("expected a number");
  lit = NumberLiteral::fromToken(tok_.text, is(Tok::Float), minus);
  advance();
  return true;
}

// `lit : type` as an attribute, MLIR's rules (NumberLiteral.h); errors point at the literal.
bool Parser::numberAttr(const NumberLiteral &lit, Type type, Location at, Attribute &a) {
  LiteralError err;
  a = numberAttribute(ctx_, lit, type, err);
  if (a)
    return true;
  fail(at, err.message);
  if (!err.note.empty() && error_ && error_->notes.empty())
    error_->attachNote(at, err.note);
  return false;
}

bool Parser::parseAttrDict(std::vector<NamedAttribute> &out, FunctionTypeAttr *fnType) {
  DepthGuard g(*this);
  if (!g.ok)
    return fail("nesting too deep");
  if (!expect(Tok::LBrace, "'{'"))
    return false;
  if (consumeIf(Tok::RBrace))
    return true;
  do {
    std::string name;
    Location at = loc();
    if (is(Tok::BareId))
      name = std::string(tok_.text);
    else if (is(Tok::String))
      name = unescapeString(tok_.text);
    else
      return fail("expected an attribute name");
    advance();
    for (const NamedAttribute &na : out)
      if (na.name == name)
        return fail(at, "duplicate attribute '" + name + "'");
    if (fnType && name == "function_type") {
      if (fnType->seen)
        return fail(at, "duplicate attribute 'function_type'");
      fnType->seen = true;
      if (!expect(Tok::Equal, "'='") || !expect(Tok::LParen, "'('"))
        return false;
      // The inputs one by one, each with its text (Parser::recordLeafWidths).
      if (!consumeIf(Tok::RParen)) {
        do {
          const char *start = tok_.text.data();
          Type t;
          if (!parseType(t))
            return false;
          fnType->inputs.push_back(t);
          fnType->inputTexts.push_back(std::string_view(start, size_t(tok_.text.data() - start)));
        } while (consumeIf(Tok::Comma));
        if (!expect(Tok::RParen, "')'"))
          return false;
      }
      if (!expect(Tok::Arrow, "'->'") || !parseParenTypes(fnType->results, true))
        return false;
      continue;
    }
    Attribute value;
    if (consumeIf(Tok::Equal)) {
      if (!parseAttributeValue(value))
        return false;
    } else {
      value = ctx_.unitAttr();
    }
    out.push_back(NamedAttribute{ctx_.intern(name), value});
  } while (consumeIf(Tok::Comma));
  return expect(Tok::RBrace, "'}'");
}

bool Parser::parseAttributeValue(Attribute &a) {
  DepthGuard g(*this);
  if (!g.ok)
    return fail("nesting too deep");
  if (is(Tok::Integer) || is(Tok::Float) || is(Tok::Minus)) {
    // Number, with an optional `: type` (i64 / f64 by default).
    Location at = loc();
    NumberLiteral lit;
    if (!parseNumberLiteral(lit))
      return false;
    Type t = lit.isFloat ? ctx_.f64() : ctx_.i64();
    if (consumeIf(Tok::Colon) && !parseType(t))
      return false;
    return numberAttr(lit, t, at, a);
  }
  if (isKeyword("true") || isKeyword("false")) {
    a = ctx_.boolAttr(tok_.text == "true");
    advance();
    return true;
  }
  if (isKeyword("unit")) {
    advance();
    a = ctx_.unitAttr();
    return true;
  }
  if (is(Tok::String)) {
    a = ctx_.stringAttr(unescapeString(tok_.text));
    advance();
    return true;
  }
  if (is(Tok::AtId)) {
    std::string_view t = tok_.text;
    std::string name = !t.empty() && t[0] == '"' ? unescapeString(t) : std::string(t);
    advance();
    a = ctx_.symbolRefAttr(name);
    return true;
  }
  if (is(Tok::HashId)) {
    // A dialect attribute (`#gpu<dim x>`, `#rocdl.target<chip = "gfx942">`), kept as written.
    const char *begin = tok_.begin;
    const char *after = tok_.begin + tok_.text.size();
    if (auto alias = attrAliases_.find(std::string(tok_.text)); alias != attrAliases_.end()) {
      advance();
      if (!(is(Tok::Less) && tok_.begin == after)) {
        a = alias->second; // an alias stands for its value
        return true;
      }
      return fail("'" + alias->first + "' is an attribute alias; it takes no '<...>'");
    }
    advance();
    std::string_view text(begin, after - begin);
    if (is(Tok::Less) && tok_.begin == after) {
      std::string_view body;
      if (!lex_.scanAngle(tok_.begin, body))
        return fail("unbalanced '<' in attribute");
      text = std::string_view(begin, body.data() + body.size() + 1 - begin);
      advance();
    }
    a = ctx_.opaqueAttr(attrAliases_.empty() ? std::string(text) : expandAttrAliases(text));
    return true;
  }
  if (is(Tok::LSquare)) {
    advance();
    std::vector<Attribute> els;
    if (!consumeIf(Tok::RSquare)) {
      do {
        Attribute e;
        if (!parseAttributeValue(e))
          return false;
        els.push_back(e);
      } while (consumeIf(Tok::Comma));
      if (!expect(Tok::RSquare, "']'"))
        return false;
    }
    a = ctx_.arrayAttr(els);
    return true;
  }
  if (is(Tok::LBrace)) {
    std::vector<NamedAttribute> entries;
    if (!parseAttrDict(entries))
      return false;
    a = ctx_.dictAttr(entries);
    return true;
  }
  if (isKeyword("array")) {
    advance();
    if (!expect(Tok::Less, "'<'"))
      return false;
    Type et;
    if (!parseType(et))
      return false;
    if (!et.isInteger())
      return fail("array<> needs an integer element type");
    std::vector<int64_t> vals;
    if (consumeIf(Tok::Colon)) {
      do {
        if (isKeyword("true") || isKeyword("false")) {
          vals.push_back(tok_.text == "true");
          advance();
          continue;
        }
        int64_t v;
        if (!parseInteger(v))
          return false;
        vals.push_back(v);
      } while (consumeIf(Tok::Comma));
    }
    if (!expect(Tok::Greater, "'>'"))
      return false;
    a = ctx_.denseArrayAttr(vals, et.bitWidth());
    return true;
  }
  if (isKeyword("dense")) {
    advance();
    if (!expect(Tok::Less, "'<'"))
      return false;
    struct Lit { bool isBool; bool b; NumberLiteral number; Location at; };
    std::vector<Lit> lits;
    auto parseLit = [&]() -> bool {
      Lit l{};
      l.at = loc();
      if (isKeyword("true") || isKeyword("false")) {
        l.isBool = true;
        l.b = tok_.text == "true";
        advance();
      } else if (!parseNumberLiteral(l.number)) {
        return false;
      }
      lits.push_back(l);
      return true;
    };
    if (consumeIf(Tok::LSquare)) {
      do {
        if (!parseLit())
          return false;
      } while (consumeIf(Tok::Comma));
      if (!expect(Tok::RSquare, "']'"))
        return false;
    } else if (!parseLit()) {
      return false;
    }
    if (!expect(Tok::Greater, "'>'") || !expect(Tok::Colon, "':' and a type after dense<...>"))
      return false;
    Type shaped;
    Location at = loc();
    if (!parseType(shaped))
      return false;
    auto *vt = shaped.dyn_cast<VectorType>();
    if (!vt)
      return fail(at, "dense<...> needs a vector type");
    if (lits.size() != 1 && static_cast<int64_t>(lits.size()) != vt->numElements())
      return fail(at, "dense<...> has " + std::to_string(lits.size()) + " elements, the type needs " +
                          std::to_string(vt->numElements()));
    Type et = vt->elementType();
    std::vector<Attribute> els;
    for (const Lit &l : lits) {
      if (l.isBool) {
        if (et.isFloat())
          return fail(l.at, "'true'/'false' in a dense<...> of " + et.str());
        els.push_back(et.isInteger(1) ? ctx_.boolAttr(l.b) : ctx_.integerAttr(l.b, et));
        continue;
      }
      Attribute e;
      if (!numberAttr(l.number, et, l.at, e))
        return false;
      els.push_back(et.isInteger(1) ? ctx_.boolAttr(e.intValue() != 0) : e);
    }
    a = ctx_.denseElementsAttr(els, shaped);
    return true;
  }
  // A type used as an attribute value.
  if (is(Tok::BareId) || is(Tok::BangId)) {
    Type t;
    if (!parseType(t))
      return false;
    a = ctx_.typeAttr(t);
    return true;
  }
  return fail("expected an attribute value");
}

} // namespace fly::ir::detail

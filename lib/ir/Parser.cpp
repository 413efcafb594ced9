#include "fly/ir/Parser.h"

#include "GenericForm.h"
#include "Lexer.h"
#include "OpSyntax.h"
#include "NumberLiteral.h"
#include "fly/ir/Block.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Printer.h"
#include "fly/ir/TypeInference.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <unordered_map>

namespace fly::ir {

namespace {

constexpr int64_t kDynamicPosition = INT64_MIN;

// Thrown nowhere: errors are recorded in `error_` and every routine returns
// false / null up the stack.
class Parser {
public:
  Parser(Context &ctx, std::string_view text, uint32_t fileId, const ParseOptions &opts)
      : ctx_(ctx), lex_(text), fileId_(fileId), opts_(opts) {
    advance();
  }

  Operation *parseTopLevel();
  bool parseTypeOnly(Type &t) {
    if (!parseType(t))
      return false;
    return expectEof();
  }
  bool parseAttrOnly(Attribute &a) {
    if (!parseAttributeValue(a))
      return false;
    return expectEof();
  }
  std::optional<Diagnostic> &error() { return error_; }

private:
  Context &ctx_;
  Lexer lex_;
  uint32_t fileId_;
  ParseOptions opts_;
  Token tok_;
  std::optional<Diagnostic> error_;
  unsigned depth_ = 0;

  // Name scopes: one per region; `isolated` stops lookups.
  struct Scope {
    std::unordered_map<std::string_view, std::vector<Value *>> names;
    bool isolated;
  };
  std::vector<Scope> scopes_;

  // Block names: one table per region being parsed. A block named before its label (a branch
  // forward) is created then and moved into place when its label comes.
  struct BlockRef {
    Block *block;
    bool defined;
    Location firstUse;
  };
  struct BlockScope {
    Region *region;
    std::unordered_map<std::string_view, BlockRef> blocks;
  };
  std::vector<BlockScope> blockScopes_;

  // A `function_type = (A, B) -> R` entry of a generic op's properties.
  struct FunctionTypeAttr {
    bool seen = false;
    std::vector<Type> inputs, results;
  };

  // ---------------- basics ----------------
  // True if the token after the current one is a bare identifier (the lexer is left as it was).
  bool peekIsBareIdAfterParen() {
    const char *resume = lex_.position();
    Token next = lex_.next();
    lex_.resetTo(resume);
    return next.kind == Tok::BareId;
  }
  void advance() {
    tok_ = lex_.next();
  }
  Location locOf(const char *p) {
    Location l;
    l.fileId = fileId_;
    lex_.lineCol(p, l.line, l.col);
    l.line += opts_.firstLine - 1;
    return l;
  }
  Location loc() { return locOf(tok_.begin); }
  bool fail(Location at, std::string msg) {
    if (!error_)
      error_ = Diagnostic{Severity::Error, at, std::move(msg), {}};
    return false;
  }
  bool fail(std::string msg) {
    if (tok_.kind == Tok::Error && !lex_.lastError().empty())
      return fail(loc(), std::string(lex_.lastError()));
    return fail(loc(), std::move(msg));
  }
  bool is(Tok k) const { return tok_.kind == k; }
  bool isKeyword(std::string_view kw) const { return tok_.kind == Tok::BareId && tok_.text == kw; }
  bool consumeIf(Tok k) {
    if (tok_.kind != k)
      return false;
    advance();
    return true;
  }
  bool consumeKeyword(std::string_view kw) {
    if (!isKeyword(kw))
      return false;
    advance();
    return true;
  }
  // Where a missing token is reported (MLIR's rule, so columns match mlir-opt's): when the
  // unexpected token starts its line, the error goes to the end of the last text before it
  // (blank lines and `//` comments skipped), where the missing token belonged.
  Location missingTokenLoc() {
    if (tok_.kind == Tok::Error)
      return loc();
    const char *begin = lex_.bufferBegin(), *p = tok_.begin;
    std::string_view before(begin, static_cast<size_t>(p - begin));
    while (true) {
      while (!before.empty() && (before.back() == ' ' || before.back() == '\t'))
        before.remove_suffix(1);
      if (before.empty())
        return loc();
      if (before.back() != '\n' && before.back() != '\r')
        return locOf(begin + before.size());
      before.remove_suffix(1);
      size_t lineStart = before.find_last_of("\n\r");
      std::string_view line = before.substr(lineStart == std::string_view::npos ? 0 : lineStart);
      size_t comment = line.find("//");
      if (comment != std::string_view::npos)
        before.remove_suffix(line.size() - comment);
    }
  }
  bool expect(Tok k, const char *what) {
    if (consumeIf(k))
      return true;
    if (tok_.kind == Tok::Error && !lex_.lastError().empty())
      return fail(loc(), std::string(lex_.lastError()));
    return fail(missingTokenLoc(), std::string("expected ") + what);
  }
  bool expectKeyword(std::string_view kw) {
    if (consumeKeyword(kw))
      return true;
    return fail(missingTokenLoc(), "expected '" + std::string(kw) + "'");
  }
  bool expectEof() {
    if (is(Tok::Eof))
      return true;
    return fail("unexpected trailing text");
  }
  struct DepthGuard {
    Parser &p;
    bool ok;
    explicit DepthGuard(Parser &parser) : p(parser), ok(++parser.depth_ <= parser.opts_.maxDepth) {}
    ~DepthGuard() { --p.depth_; }
  };

  // ---------------- values ----------------
  bool defineValues(std::string_view name, std::vector<Value *> values, Location at) {
    Scope &s = scopes_.back();
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      if (it->names.count(name))
        return fail(at, "redefinition of SSA value '" + std::string(name) + "'");
      if (it->isolated)
        break;
    }
    s.names.emplace(name, std::move(values));
    return true;
  }

  // Parses `%name` or `%name#N` into a value.
  bool parseValueUse(Value *&v) {
    if (!is(Tok::ValueId))
      return fail("expected an SSA value");
    std::string_view name = tok_.text;
    Location at = loc();
    const char *after = tok_.begin + tok_.text.size();
    int64_t index = -1;
    advance();
    if (is(Tok::HashId) && tok_.begin == after) {
      std::string_view digits = tok_.text.substr(1);
      if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return fail("expected a result number after '#'");
      index = std::stoll(std::string(digits));
      advance();
    }
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto f = it->names.find(name);
      if (f != it->names.end()) {
        const auto &vals = f->second;
        if (index < 0) {
          if (vals.size() != 1)
            return fail(at, "'" + std::string(name) + "' names " + std::to_string(vals.size()) +
                                " results: use '" + std::string(name) + "#N'");
          v = vals[0];
        } else {
          if (static_cast<size_t>(index) >= vals.size())
            return fail(at, "result number " + std::to_string(index) + " out of range for '" + std::string(name) + "'");
          v = vals[index];
        }
        return true;
      }
      if (it->isolated)
        break;
    }
    return fail(at, "use of undefined value '" + std::string(name) + "'");
  }

  // An optional operand list that may be followed by the next op: if the
  // values ahead are that op's result names (`%a = `, `%a, %b = `,
  // `%a:2 = `), the list is empty.
  bool parseOptionalValueList(std::vector<Value *> &vals) {
    if (!is(Tok::ValueId))
      return true;
    // Names of the next op's results may be undefined here: look ahead on the lexer (and come
    // back), never with a second lexer, which would make parsing quadratic.
    const char *resume = lex_.position();
    bool nextOp = false;
    for (Token t = lex_.next();; t = lex_.next()) {
      if (t.kind == Tok::HashId)
        t = lex_.next();
      if (t.kind == Tok::Equal) {
        nextOp = true; // `%a = ...`: the next op
        break;
      }
      if (t.kind == Tok::Colon) {
        nextOp = lex_.next().kind == Tok::Integer; // `%a:2 = ...`
        break;
      }
      if (t.kind != Tok::Comma || lex_.next().kind != Tok::ValueId)
        break;
    }
    lex_.resetTo(resume);
    if (nextOp)
      return true;
    return parseValueList(vals);
  }

  bool parseValueList(std::vector<Value *> &vals) {
    if (!is(Tok::ValueId))
      return true;
    do {
      Value *v;
      if (!parseValueUse(v))
        return false;
      vals.push_back(v);
    } while (consumeIf(Tok::Comma));
    return true;
  }

  // ---------------- types ----------------
  bool parseType(Type &t) {
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
      if (id.size() > 1 && id[0] == 'i' && id.find_first_not_of("0123456789", 1) == std::string_view::npos) {
        if (id.size() > 5)
          return fail("integer type too wide");
        int w = std::stoi(std::string(id.substr(1)));
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

  static std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
      s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
      s.remove_suffix(1);
    return s;
  }

  Result<Type> parseSubType(std::string_view text) {
    if (depth_ > opts_.maxDepth)
      return Error("nesting too deep");
    Parser sub(ctx_, text, fileId_, opts_);
    sub.depth_ = depth_;
    Type t;
    if (!sub.parseTypeOnly(t))
      return Error(sub.error_ ? sub.error_->message : "invalid type");
    return t;
  }

  bool parseVectorBody(std::string_view body, Location at, Type &t) {
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
  bool parseBuiltinMemRefBody(std::string_view body, Location at, Type &t) {
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

  bool parseTypeList(std::vector<Type> &ts) {
    do {
      Type t;
      if (!parseType(t))
        return false;
      ts.push_back(t);
    } while (consumeIf(Tok::Comma));
    return true;
  }

  // `(T, U)` (possibly empty) or, if allowBare, a single type.
  bool parseParenTypes(std::vector<Type> &ts, bool allowBare) {
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

  // ---------------- attributes ----------------
  bool parseInteger(int64_t &v, bool allowNeg = true) {
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
  bool parseNumberLiteral(NumberLiteral &lit) {
    bool minus = consumeIf(Tok::Minus);
    if (!is(Tok::Integer) && !is(Tok::Float))
      return fail("expected a number");
    lit = NumberLiteral::fromToken(tok_.text, is(Tok::Float), minus);
    advance();
    return true;
  }

  // `lit : type` as an attribute, MLIR's rules (NumberLiteral.h); errors point at the literal.
  bool numberAttr(const NumberLiteral &lit, Type type, Location at, Attribute &a) {
    LiteralError err;
    a = numberAttribute(ctx_, lit, type, err);
    if (a)
      return true;
    fail(at, err.message);
    if (!err.note.empty() && error_ && error_->notes.empty())
      error_->attachNote(at, err.note);
    return false;
  }

  bool parseAttrDict(std::vector<NamedAttribute> &out, FunctionTypeAttr *fnType = nullptr) {
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
        if (!expect(Tok::Equal, "'='") || !parseParenTypes(fnType->inputs, false) || !expect(Tok::Arrow, "'->'") ||
            !parseParenTypes(fnType->results, true))
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

  bool parseOptionalAttrDict(std::vector<NamedAttribute> &out) {
    if (!is(Tok::LBrace))
      return true;
    return parseAttrDict(out);
  }

  bool parseAttributeValue(Attribute &a) {
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
      advance();
      std::string_view text(begin, after - begin);
      if (is(Tok::Less) && tok_.begin == after) {
        std::string_view body;
        if (!lex_.scanAngle(tok_.begin, body))
          return fail("unbalanced '<' in attribute");
        text = std::string_view(begin, body.data() + body.size() + 1 - begin);
        advance();
      }
      a = ctx_.opaqueAttr(text);
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

  // ---------------- regions ----------------
  struct ArgDecl {
    std::string_view name;
    Type type;
    Location loc;
  };

  // Parses `{ ops }` into the region: the entry block gets `args` (declared by the op's custom
  // syntax) or, without them, may carry its own label `^bb0(%a: T):`; more blocks follow with
  // labels. `allowEmpty`: `{}` is a region without blocks (the generic form's empty region).
  bool parseRegion(Region &region, const std::vector<ArgDecl> &args, bool isolated, bool allowEmpty = false) {
    DepthGuard g(*this);
    if (!g.ok)
      return fail("nesting too deep");
    if (!expect(Tok::LBrace, "'{'"))
      return false;
    if (allowEmpty && consumeIf(Tok::RBrace))
      return true;
    scopes_.push_back(Scope{{}, isolated});
    blockScopes_.push_back(BlockScope{&region, {}});
    bool ok = true;
    Block *block = nullptr;
    if (is(Tok::CaretId)) {
      if (!args.empty())
        ok = fail("the operation declares the entry block's arguments; the entry block takes no label");
      else
        ok = (block = parseBlockLabel()) != nullptr;
    } else {
      block = region.addBlock();
      for (const ArgDecl &a : args)
        if (!(ok = defineBlockArgument(block, a)))
          break;
    }
    while (ok && !is(Tok::RBrace)) {
      if (is(Tok::Eof)) {
        ok = fail("expected '}' to close the region");
        break;
      }
      if (is(Tok::CaretId)) {
        ok = (block = parseBlockLabel()) != nullptr;
        continue;
      }
      ok = parseOperation(block);
    }
    if (ok)
      for (auto &[name, ref] : blockScopes_.back().blocks)
        if (!ref.defined) {
          ok = fail(ref.firstUse, "use of undefined block '" + std::string(name) + "'");
          break;
        }
    blockScopes_.pop_back();
    scopes_.pop_back();
    if (!ok)
      return false;
    advance(); // '}'
    return true;
  }

  bool defineBlockArgument(Block *block, const ArgDecl &a) {
    BlockArgument *arg = block->addArgument(a.type);
    if (a.name.empty())
      return true;
    arg->setSourceName(ctx_.intern(a.name.substr(a.name.front() == '%' ? 1 : 0)));
    return defineValues(a.name, {arg}, a.loc);
  }

  BlockRef &blockNamed(std::string_view name, Location at) {
    BlockScope &bs = blockScopes_.back();
    auto it = bs.blocks.find(name);
    if (it == bs.blocks.end())
      it = bs.blocks.emplace(name, BlockRef{bs.region->addBlock(), false, at}).first;
    return it->second;
  }

  // `^name` used as a branch target.
  Block *parseBlockRef() {
    if (!is(Tok::CaretId)) {
      fail("expected a block name '^bbN'");
      return nullptr;
    }
    if (blockScopes_.empty()) {
      fail("a block name outside a region");
      return nullptr;
    }
    Block *b = blockNamed(tok_.text, loc()).block;
    advance();
    return b;
  }

  // `^name(%a: T, ...):` starting a block; returns the block.
  Block *parseBlockLabel() {
    Location at = loc();
    std::string_view name = tok_.text;
    advance();
    BlockRef &ref = blockNamed(name, at);
    if (ref.defined) {
      fail(at, "redefinition of block '" + std::string(name) + "'");
      return nullptr;
    }
    ref.defined = true;
    blockScopes_.back().region->moveToEnd(ref.block);
    if (consumeIf(Tok::LParen) && !consumeIf(Tok::RParen)) {
      do {
        ArgDecl a;
        a.loc = loc();
        if (!is(Tok::ValueId)) {
          fail("expected a block argument '%name: type'");
          return nullptr;
        }
        a.name = tok_.text;
        advance();
        if (!expect(Tok::Colon, "':'") || !parseType(a.type) || !defineBlockArgument(ref.block, a))
          return nullptr;
      } while (consumeIf(Tok::Comma));
      if (!expect(Tok::RParen, "')'"))
        return nullptr;
    }
    if (!expect(Tok::Colon, "':' after the block label"))
      return nullptr;
    return ref.block;
  }

  // ---------------- operations ----------------
  struct Pending {
    std::vector<std::pair<std::string_view, unsigned>> groups; // name, count
    Location loc;
  };

  Operation *build(OpCode code, Location at, const std::vector<Value *> &operands, const std::vector<Type> &results,
                   const std::vector<NamedAttribute> &attrs, unsigned numRegions = 0,
                   const std::vector<Block *> &successors = {}) {
    return Operation::create(ctx_, code, at, operands, results, attrs, numRegions, successors);
  }

  bool parseOperation(Block *block);
  Operation *parseOpBody(OpCode code, std::string_view fullName, Location at);

  bool checkOperandTypes(const std::vector<Value *> &vals, const std::vector<Type> &types, Location at) {
    if (vals.size() != types.size())
      return fail(at, std::to_string(vals.size()) + " operands but " + std::to_string(types.size()) + " types");
    for (size_t i = 0; i < vals.size(); ++i)
      if (vals[i]->type() != types[i])
        return fail(at, "operand #" + std::to_string(i) + " has type '" + vals[i]->type().str() +
                            "' but is declared as '" + types[i].str() + "'");
    return true;
  }

  bool parseFlags(std::vector<NamedAttribute> &attrs) {
    for (;;) {
      std::string_view key;
      if (isKeyword("fastmath"))
        key = "fastmath";
      else if (isKeyword("overflow"))
        key = "overflowFlags";
      else
        return true;
      advance();
      std::string_view body;
      if (!is(Tok::Less) || !lex_.scanAngle(tok_.begin, body))
        return fail("expected '<...>'");
      advance();
      attrs.push_back(NamedAttribute{key, ctx_.stringAttr(trim(body))});
    }
  }

  // `} {attrs}` after an op's regions (scf.for, scf.if).
  bool parseTrailingAttrs(Operation *op) {
    std::vector<NamedAttribute> attrs;
    if (!parseOptionalAttrDict(attrs))
      return false;
    for (const NamedAttribute &na : attrs)
      op->setAttr(na.name, na.value);
    return true;
  }

  Operation *parseModuleLike(OpCode code, Location at);
  Operation *parseFunc(OpCode code, Location at);
  Operation *parseScfFor(Location at);
  Operation *parseScfIf(Location at);
  Operation *parseFlyCall(OpCode code, Location at);
  Operation *parseConstant(Location at);
  Operation *parseBranch(OpCode code, Location at);
  Operation *parseSimple(OpCode code, const SimpleForm &form, Location at);
  Operation *parseLlvm(OpCode code, Location at);
  Operation *parseMemRef(OpCode code, Location at);
  bool parseSymbolName(std::string &name, const char *what) {
    if (!is(Tok::AtId))
      return fail(std::string("expected ") + what);
    std::string_view t = tok_.text;
    name = !t.empty() && t[0] == '"' ? unescapeString(t) : std::string(t);
    advance();
    return true;
  }
  // `4, %i, 2` (up to the `]`): SSA values into `operands`, each marked by `dynamicMarker` in
  // `values`; constants into `values`, each within [lo, hi].
  bool parseMixedIndices(std::vector<Value *> &operands, std::vector<int64_t> &values, int64_t dynamicMarker,
                         int64_t lo, int64_t hi) {
    do {
      if (is(Tok::ValueId)) {
        Value *v;
        if (!parseValueUse(v))
          return false;
        operands.push_back(v);
        values.push_back(dynamicMarker);
        continue;
      }
      Location at = loc();
      int64_t c;
      if (!parseInteger(c))
        return false;
      if (c < lo || c > hi)
        return fail(at, hi == INT32_MAX ? "constant index out of the i32 range" : "constant index out of range");
      values.push_back(c);
    } while (consumeIf(Tok::Comma));
    return true;
  }
  // `[%i, %j]` (possibly empty) into `operands`.
  bool parseIndexList(std::vector<Value *> &operands) {
    if (!expect(Tok::LSquare, "'['"))
      return false;
    if (consumeIf(Tok::RSquare))
      return true;
    return parseValueList(operands) && expect(Tok::RSquare, "']'");
  }
  Operation *parseGenericOp(OpCode code, std::string_view fullName, Location at);
  bool parseSchedGroupMask(std::vector<NamedAttribute> &attrs);
  bool checkInferredType(Operation *op, Location at, Location resultLoc);
  std::optional<OpCode> resolveOpName(std::string_view name);

  friend Operation *fly::ir::parseSource(Context &, std::string_view, uint32_t, std::vector<Diagnostic> &,
                                         const ParseOptions &);
};

Operation *Parser::parseTopLevel() {
  Location at = loc();
  Operation *module = nullptr;
  if (isKeyword("module") || isKeyword("builtin.module")) {
    advance();
    module = parseModuleLike(OpCode::Module, at);
    if (!module)
      return nullptr;
    if (!is(Tok::Eof)) {
      fail("unexpected text after the top-level module");
      return nullptr;
    }
    return module;
  }
  module = build(OpCode::Module, Location{fileId_, 0, 0}, {}, {}, {}, 1);
  Block *body = module->region(0).addBlock();
  scopes_.push_back(Scope{{}, true});
  while (!is(Tok::Eof)) {
    if (!parseOperation(body))
      return nullptr;
  }
  scopes_.pop_back();
  // A lone module (the generic form's `"builtin.module"() ({...})`) is the top level itself.
  if (body->front() && body->front() == body->back() && body->front()->is(OpCode::Module)) {
    Operation *inner = body->front();
    inner->remove();
    return inner;
  }
  return module;
}

bool Parser::parseOperation(Block *block) {
  DepthGuard g(*this);
  if (!g.ok)
    return fail("nesting too deep");
  Location opLoc = loc();
  // Results: `%a = `, `%a, %b = `, `%a:2 = `.
  std::vector<std::pair<std::string_view, unsigned>> groups;
  std::vector<Location> groupLocs;
  if (is(Tok::ValueId)) {
    do {
      if (!is(Tok::ValueId))
        return fail("expected a result name");
      std::string_view name = tok_.text;
      groupLocs.push_back(loc());
      advance();
      unsigned count = 1;
      if (consumeIf(Tok::Colon)) {
        int64_t n;
        if (!parseInteger(n, false))
          return false;
        if (n < 1 || n > 1024)
          return fail("bad result count");
        count = static_cast<unsigned>(n);
      }
      groups.emplace_back(name, count);
    } while (consumeIf(Tok::Comma));
    if (!expect(Tok::Equal, "'='"))
      return false;
    opLoc = loc();
  }
  bool generic = is(Tok::String);
  if (!generic && !is(Tok::BareId))
    return fail("expected an operation name");
  std::string genericName = generic ? unescapeString(tok_.text) : std::string();
  std::string_view name = generic ? std::string_view(ctx_.intern(genericName)) : tok_.text;
  // The generic form spells every op with its dialect; the short names are custom syntax.
  std::optional<OpCode> code = resolveOpName(name);
  if (!code || (generic && (name == "module" || name == "return" || name == "call")))
    return fail("unknown operation '" + std::string(name) + "'");
  if (opInfo(*code).syntax == Syntax::RocdlFamily && name.size() <= opInfo(*code).name.size() + 1)
    return fail("'" + std::string(name) + "' needs an intrinsic suffix, e.g. '" + std::string(name) + ".f32.16x16x4f32'");
  advance();
  Operation *op = generic ? parseGenericOp(*code, name, opLoc) : parseOpBody(*code, name, opLoc);
  if (!op)
    return false;
  block->push_back(op);
  // Bind result names.
  unsigned total = 0;
  for (auto &g2 : groups)
    total += g2.second;
  if (!groups.empty() && total != op->numResults())
    return fail(opLoc, "operation defines " + std::to_string(op->numResults()) + " results but " +
                           std::to_string(total) + " names are given");
  unsigned next = 0;
  for (size_t i = 0; i < groups.size(); ++i) {
    std::vector<Value *> vals;
    for (unsigned k = 0; k < groups[i].second; ++k)
      vals.push_back(op->result(next++));
    if (!defineValues(groups[i].first, std::move(vals), groupLocs[i]))
      return false;
  }
  return true;
}

std::optional<OpCode> Parser::resolveOpName(std::string_view name) {
  if (std::optional<OpCode> code = lookupOpCode(name))
    return code;
  if (name == "module")
    return OpCode::Module;
  if (name == "return")
    return OpCode::FuncReturn;
  if (name == "call")
    return OpCode::FuncCall;
  if (name.substr(0, 11) == "rocdl.mfma." && name.size() > 11)
    return OpCode::RocdlMfma;
  if (name.substr(0, 11) == "rocdl.wmma." && name.size() > 11)
    return OpCode::RocdlWmma;
  return std::nullopt;
}

Operation *Parser::parseModuleLike(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  if (is(Tok::AtId)) {
    std::string_view t = tok_.text;
    attrs.push_back({"sym_name", ctx_.stringAttr(!t.empty() && t[0] == '"' ? unescapeString(t) : std::string(t))});
    advance();
  } else if (code == OpCode::GpuModule) {
    fail("expected a symbol name");
    return nullptr;
  }
  if (code == OpCode::GpuModule && is(Tok::LSquare)) {
    std::string_view whole;
    if (!lex_.scanSquare(tok_.begin, whole)) {
      fail("unbalanced '[' in gpu.module targets");
      return nullptr;
    }
    advance();
    attrs.push_back({"targets", ctx_.stringAttr(whole)});
  }
  if (consumeKeyword("attributes") && !parseAttrDict(attrs))
    return nullptr;
  Operation *op = build(code, at, {}, {}, attrs, 1);
  if (!parseRegion(op->region(0), {}, true))
    return nullptr;
  return op;
}

Operation *Parser::parseFunc(OpCode code, Location at) {
  std::vector<NamedAttribute> attrs;
  if (isKeyword("private") || isKeyword("public") || isKeyword("nested")) {
    attrs.push_back({"sym_visibility", ctx_.stringAttr(tok_.text)});
    advance();
  }
  if (!is(Tok::AtId)) {
    fail("expected a function name");
    return nullptr;
  }
  std::string_view t = tok_.text;
  attrs.push_back({"sym_name", ctx_.stringAttr(!t.empty() && t[0] == '"' ? unescapeString(t) : std::string(t))});
  advance();
  if (!expect(Tok::LParen, "'('"))
    return nullptr;
  std::vector<ArgDecl> args;
  if (!consumeIf(Tok::RParen)) {
    do {
      ArgDecl a;
      a.loc = loc();
      if (!is(Tok::ValueId)) {
        fail("function declarations without a body are not supported; expected '%name: type'");
        return nullptr;
      }
      a.name = tok_.text;
      advance();
      if (!expect(Tok::Colon, "':'") || !parseType(a.type))
        return nullptr;
      if (is(Tok::LBrace)) {
        fail("argument attributes are not supported");
        return nullptr;
      }
      args.push_back(a);
    } while (consumeIf(Tok::Comma));
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  }
  std::vector<Type> results;
  if (consumeIf(Tok::Arrow) && !parseParenTypes(results, true))
    return nullptr;
  std::vector<Attribute> resAttrs;
  for (Type r : results)
    resAttrs.push_back(ctx_.typeAttr(r));
  attrs.push_back({"res_types", ctx_.arrayAttr(resAttrs)});
  if (code == OpCode::GpuFunc && consumeKeyword("kernel"))
    attrs.push_back({"gpu.kernel", ctx_.unitAttr()});
  if (consumeKeyword("attributes") && !parseAttrDict(attrs))
    return nullptr;
  if (!is(Tok::LBrace)) {
    fail("expected '{' to start the function body (declarations are not supported)");
    return nullptr;
  }
  Operation *op = build(code, at, {}, {}, attrs, 1);
  if (!parseRegion(op->region(0), args, true))
    return nullptr;
  return op;
}

Operation *Parser::parseScfFor(Location at) {
  ArgDecl iv;
  iv.loc = loc();
  if (!is(Tok::ValueId)) {
    fail("expected the induction variable");
    return nullptr;
  }
  iv.name = tok_.text;
  advance();
  Value *lb, *ub, *step;
  if (!expect(Tok::Equal, "'='") || !parseValueUse(lb) || !expectKeyword("to") || !parseValueUse(ub) ||
      !expectKeyword("step") || !parseValueUse(step))
    return nullptr;
  std::vector<Value *> operands{lb, ub, step};
  std::vector<ArgDecl> iterArgs;
  std::vector<Type> results;
  if (consumeKeyword("iter_args")) {
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    if (!is(Tok::RParen)) {
      do {
        ArgDecl a;
        a.loc = loc();
        if (!is(Tok::ValueId)) {
          fail("expected an iteration argument");
          return nullptr;
        }
        a.name = tok_.text;
        advance();
        Value *init;
        if (!expect(Tok::Equal, "'='") || !parseValueUse(init))
          return nullptr;
        a.type = init->type();
        operands.push_back(init);
        iterArgs.push_back(a);
      } while (consumeIf(Tok::Comma));
    }
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
    Location tl = loc();
    if (!expect(Tok::Arrow, "'->'") || !parseParenTypes(results, true))
      return nullptr;
    if (results.size() != iterArgs.size()) {
      fail(tl, "scf.for has " + std::to_string(iterArgs.size()) + " iter_args but " +
                   std::to_string(results.size()) + " result types");
      return nullptr;
    }
    for (size_t i = 0; i < results.size(); ++i)
      if (results[i] != iterArgs[i].type) {
        fail(tl, "result type '" + results[i].str() + "' does not match iter_arg type '" + iterArgs[i].type.str() + "'");
        return nullptr;
      }
  }
  iv.type = ctx_.indexType();
  if (consumeIf(Tok::Colon) && !parseType(iv.type))
    return nullptr;
  Operation *op = build(OpCode::ScfFor, at, operands, results, {}, 1);
  std::vector<ArgDecl> args{iv};
  args.insert(args.end(), iterArgs.begin(), iterArgs.end());
  if (!parseRegion(op->region(0), args, false))
    return nullptr;
  if (!parseTrailingAttrs(op))
    return nullptr;
  Block *body = op->region(0).front();
  if (!body->terminator())
    body->push_back(build(OpCode::ScfYield, at, {}, {}, {}));
  return op;
}

Operation *Parser::parseScfIf(Location at) {
  Value *cond;
  if (!parseValueUse(cond))
    return nullptr;
  std::vector<Type> results;
  if (consumeIf(Tok::Arrow) && !parseParenTypes(results, true))
    return nullptr;
  Operation *op = build(OpCode::ScfIf, at, {cond}, results, {}, 2);
  if (!parseRegion(op->region(0), {}, false))
    return nullptr;
  if (consumeKeyword("else") && !parseRegion(op->region(1), {}, false))
    return nullptr;
  if (!parseTrailingAttrs(op))
    return nullptr;
  for (unsigned r = 0; r < 2; ++r) {
    Block *b = op->region(r).front();
    if (b && !b->terminator())
      b->push_back(build(OpCode::ScfYield, at, {}, {}, {}));
  }
  return op;
}

Operation *Parser::parseConstant(Location at) {
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  Attribute value;
  Location vl = loc();
  if (!parseAttributeValue(value))
    return nullptr;
  Type type;
  if (value.is(AttrKind::Bool))
    type = ctx_.i1();
  else if (value.is(AttrKind::Integer) || value.is(AttrKind::Float) || value.is(AttrKind::DenseElements))
    type = value.type();
  else {
    fail(vl, "arith.constant needs an integer, float, boolean or dense value");
    return nullptr;
  }
  attrs.push_back({"value", value});
  return build(OpCode::ArithConstant, at, {}, {type}, attrs);
}

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

// A scheduling-group mask as MLIR's ROCDL dialect prints it: named bits joined by `|` (the
// AMDGPU backend's SchedGroupMask, llvm.amdgcn.sched.barrier's documented values), the `mask` i32
// attribute.
bool Parser::parseSchedGroupMask(std::vector<NamedAttribute> &attrs) {
  static const std::pair<std::string_view, uint32_t> kBits[] = {
      {"none", 0x0},        {"non_mem_non_sideeffect", 0x1}, {"valu", 0x2},      {"salu", 0x4},
      {"mfma_wmma", 0x8},   {"all_vmem", 0x10},              {"vmem_read", 0x20}, {"vmem_write", 0x40},
      {"all_ds", 0x80},     {"ds_read", 0x100},              {"ds_write", 0x200}, {"transcendental", 0x400}};
  uint32_t mask = 0;
  do {
    Location where = loc();
    std::string_view name = is(Tok::BareId) ? tok_.text : std::string_view();
    auto bit = std::find_if(std::begin(kBits), std::end(kBits), [&](const auto &b) { return b.first == name; });
    if (bit == std::end(kBits)) {
      fail(where, "expected a scheduling group mask bit (none, non_mem_non_sideeffect, valu, salu, mfma_wmma, "
                  "all_vmem, vmem_read, vmem_write, all_ds, ds_read, ds_write, transcendental)");
      return false;
    }
    mask |= bit->second;
    advance();
  } while (consumeIf(Tok::Pipe));
  attrs.push_back({"mask", ctx_.i32Attr(static_cast<int32_t>(mask))});
  return true;
}

// A layout op's declared result type must be the one Fly computes.
bool Parser::checkInferredType(Operation *op, Location at, Location resultLoc) {
  if (!hasTypeInference(op->code()))
    return true;
  std::string_view name = op->name();
  Result<Type> inferred = inferResultType(op);
  if (!inferred.ok()) {
    fail(at, std::string(name) + ": " + inferred.error().message);
    error_->attachNote(at, "see operation '" + std::string(name) + "'");
    return false;
  }
  auto resultTypes = op->resultTypes();
  if (resultTypes.size() != 1 || !declaredTypeMatches(op, *inferred, resultTypes[0])) {
    fail(resultLoc, "declared result type '" + (resultTypes.size() == 1 ? resultTypes[0].str() : std::string("()")) +
                        "' differs from the inferred type '" + inferred->str() + "'");
    error_->attachNote(at, "see operation '" + std::string(name) + "'");
    return false;
  }
  return true;
}

// The results a simple form implies: from its `: T` part, or from the op alone.
static std::vector<Type> simpleResults(Context &ctx, OpCode code, const SimpleForm &f, Type t) {
  switch (f.types) {
  case SimpleForm::Types::Same:
  case SimpleForm::Types::CastTo:
  case SimpleForm::Types::Result: return {t};
  case SimpleForm::Types::Operand:
    if (code == OpCode::GpuShuffle)
      return {t, ctx.i1()};
    if (auto *vt = t.dyn_cast<VectorType>()) // a comparison: i1, shaped like its operands
      return {ctx.vectorType(vt->shape(), ctx.i1())};
    return {ctx.i1()};
  case SimpleForm::Types::None:
    if (opInfo(code).syntax == Syntax::GpuDim || code == OpCode::GpuLaneId)
      return {ctx.indexType()};
    return {};
  }
  return {};
}

// `[word[,]] [operands] [flags] [attr-dict] [: types]`, as the op's row in OpSyntax.cpp says.
Operation *Parser::parseSimple(OpCode code, const SimpleForm &f, Location at) {
  std::string name(opInfo(code).name);
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  if (!f.wordAttr.empty()) {
    bool known = is(Tok::BareId);
    if (known && !f.words.empty())
      known = std::find(f.words.begin(), f.words.end(), tok_.text) != f.words.end();
    if (!known) {
      fail(std::string(f.wordError));
      return nullptr;
    }
    attrs.push_back({f.wordAttr, ctx_.stringAttr(tok_.text)});
    advance();
    if (f.commaAfterWord && !expect(Tok::Comma, "','"))
      return nullptr;
  }
  if (f.numOperands != 0 && !parseValueList(operands))
    return nullptr;
  if (f.numOperands >= 0 && operands.size() != static_cast<size_t>(f.numOperands)) {
    fail(at, name + " takes " + std::to_string(f.numOperands) + " operand" + (f.numOperands == 1 ? "" : "s"));
    return nullptr;
  }
  if ((f.flags && !parseFlags(attrs)) || !parseOptionalAttrDict(attrs))
    return nullptr;
  Type t;
  if (f.types != SimpleForm::Types::None) {
    if (!expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    if (!parseType(t))
      return nullptr;
    if (f.types == SimpleForm::Types::CastTo) {
      Type from = t;
      if (!expectKeyword("to") || !parseType(t))
        return nullptr;
      if (operands[0]->type() != from) {
        fail(tl, "operand has type '" + operands[0]->type().str() + "' but is declared as '" + from.str() + "'");
        return nullptr;
      }
    } else if (f.types != SimpleForm::Types::Result) {
      size_t typed = f.types == SimpleForm::Types::Same ? operands.size() : static_cast<size_t>(f.typedOperands);
      for (size_t i = 0; i < typed && i < operands.size(); ++i)
        if (operands[i]->type() != t) {
          fail(tl, "operand type '" + operands[i]->type().str() + "' does not match '" + t.str() + "'");
          return nullptr;
        }
    }
  }
  return build(code, at, operands, simpleResults(ctx_, code, f, t), attrs);
}

// cf.br ^bb1(%a, %b : i32, f32)   cf.cond_br %c, ^bb1, ^bb2(%x : i32)
Operation *Parser::parseBranch(OpCode code, Location at) {
  std::vector<Value *> operands;
  std::vector<Block *> succs;
  std::vector<int64_t> segments;
  if (code == OpCode::CfCondBr) {
    Value *cond;
    if (!parseValueUse(cond) || !expect(Tok::Comma, "','"))
      return nullptr;
    operands.push_back(cond);
    segments.push_back(1);
  }
  unsigned want = code == OpCode::CfCondBr ? 2 : 1;
  for (unsigned k = 0; k < want; ++k) {
    if (k && !expect(Tok::Comma, "','"))
      return nullptr;
    Block *dest = parseBlockRef();
    if (!dest)
      return nullptr;
    succs.push_back(dest);
    std::vector<Value *> args;
    if (consumeIf(Tok::LParen)) {
      Location tl;
      std::vector<Type> types;
      if (!parseValueList(args) || !expect(Tok::Colon, "':'"))
        return nullptr;
      tl = loc();
      if (!parseTypeList(types) || !expect(Tok::RParen, "')'") || !checkOperandTypes(args, types, tl))
        return nullptr;
    }
    operands.insert(operands.end(), args.begin(), args.end());
    segments.push_back(static_cast<int64_t>(args.size()));
  }
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  if (code == OpCode::CfCondBr)
    attrs.push_back({"operandSegmentSizes", ctx_.denseArrayAttr(segments, 32)});
  return build(code, at, operands, {}, attrs, 0, succs);
}

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
    if (!parseType(from) || !expect(Tok::Arrow, "'->'") || !parseType(to) || !checkOperandTypes({m}, {from}, tl))
      return nullptr;
    return build(code, at, {m}, {to}, attrs);
  }
  }
}

// "name"(%a, %b) [^succ, ...] <{props}> ({region}, ...) {attrs} : (A, B) -> R
Operation *Parser::parseGenericOp(OpCode code, std::string_view fullName, Location at) {
  const OpInfo &info = opInfo(code);
  std::vector<NamedAttribute> attrs;
  if (info.syntax == Syntax::RocdlFamily)
    attrs.push_back({"intrin", ctx_.stringAttr(fullName.substr(info.name.size() + 1))});
  std::vector<Value *> operands;
  if (!expect(Tok::LParen, "'('") || !parseValueList(operands) || !expect(Tok::RParen, "')'"))
    return nullptr;
  std::vector<Block *> succs;
  if (is(Tok::LSquare)) {
    Location sl = loc();
    advance();
    if (!hasSuccessors(code)) {
      fail(sl, "'" + std::string(info.name) + "' has no successors");
      return nullptr;
    }
    do {
      Block *b = parseBlockRef();
      if (!b)
        return nullptr;
      succs.push_back(b);
    } while (consumeIf(Tok::Comma));
    if (!expect(Tok::RSquare, "']'"))
      return nullptr;
  }
  FunctionTypeAttr fnType;
  if (consumeIf(Tok::Less)) {
    if (!parseAttrDict(attrs, &fnType) || !expect(Tok::Greater, "'>' to close the properties"))
      return nullptr;
  }
  // Regions are parsed before the op can be built (its result types come last): into a holder
  // op of the same kind, then moved.
  unsigned want = regionCount(code);
  Operation *holder = build(code, at, {}, {}, {}, want);
  unsigned got = 0;
  if (is(Tok::LParen)) {
    Location rl = loc();
    advance();
    do {
      if (got == want) {
        fail(rl, "'" + std::string(info.name) + "' takes " + std::to_string(want) + " region(s)");
        return nullptr;
      }
      if (!parseRegion(holder->region(got++), {}, info.traits & OpTrait::Isolated, /*allowEmpty=*/true))
        return nullptr;
    } while (consumeIf(Tok::Comma));
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  }
  if (got != want) {
    fail(at, "'" + std::string(info.name) + "' takes " + std::to_string(want) + " region(s), " +
                 std::to_string(got) + " given");
    return nullptr;
  }
  if (is(Tok::LBrace) && !parseAttrDict(attrs, &fnType))
    return nullptr;
  if (!expect(Tok::Colon, "':'"))
    return nullptr;
  Location typeLoc = loc();
  std::vector<Type> operandTypes, resultTypes;
  if (!parseParenTypes(operandTypes, false) || !expect(Tok::Arrow, "'->'"))
    return nullptr;
  Location resultLoc = loc();
  if (!parseParenTypes(resultTypes, true) || !checkOperandTypes(operands, operandTypes, typeLoc))
    return nullptr;
  Result<bool> mapped = attrsFromGeneric(ctx_, code, attrs);
  if (!mapped.ok()) {
    fail(at, std::string(info.name) + ": " + mapped.error().message);
    return nullptr;
  }
  if (info.syntax == Syntax::Func) {
    if (!fnType.seen) {
      fail(at, std::string(info.name) + " needs a 'function_type' property");
      return nullptr;
    }
    Block *entry = holder->region(0).front();
    if (!entry) {
      fail(at, "function declarations without a body are not supported");
      return nullptr;
    }
    std::vector<Type> argTypes;
    for (BlockArgument *a : entry->arguments())
      argTypes.push_back(a->type());
    if (argTypes != fnType.inputs) {
      fail(at, "the entry block's arguments do not match the function_type's inputs");
      return nullptr;
    }
    std::vector<Attribute> res;
    for (Type r : fnType.results)
      res.push_back(ctx_.typeAttr(r));
    attrs.push_back({"res_types", ctx_.arrayAttr(res)});
  } else if (fnType.seen) {
    fail(at, "'function_type' on an op that is not a function");
    return nullptr;
  }
  Operation *op = build(code, at, operands, resultTypes, attrs, want, succs);
  for (unsigned r = 0; r < want; ++r)
    op->region(r).takeBlocks(holder->region(r));
  if (!checkInferredType(op, at, resultLoc))
    return nullptr;
  return op;
}

Operation *Parser::parseOpBody(OpCode code, std::string_view fullName, Location at) {
  const OpInfo &info = opInfo(code);
  if (const SimpleForm *form = simpleForm(info.syntax))
    return parseSimple(code, *form, at);
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  switch (info.syntax) {
  case Syntax::Module:
  case Syntax::GpuModule: return parseModuleLike(code, at);
  case Syntax::Func: return parseFunc(code, at);
  case Syntax::ScfFor: return parseScfFor(at);
  case Syntax::ScfIf: return parseScfIf(at);
  case Syntax::Constant: return parseConstant(at);
  case Syntax::Branch: return parseBranch(code, at);
  case Syntax::LlvmGep:
  case Syntax::LlvmLoad:
  case Syntax::LlvmStore:
  case Syntax::LlvmAlloca: return parseLlvm(code, at);
  case Syntax::MemRefGlobal:
  case Syntax::MemRefGetGlobal:
  case Syntax::MemRefView:
  case Syntax::MemRefLoad:
  case Syntax::MemRefStore:
  case Syntax::MemRefAlloca:
  case Syntax::MemRefExtractPointer: return parseMemRef(code, at);
  case Syntax::FlyCall:
  case Syntax::FlyCallResult: return parseFlyCall(code, at);
  case Syntax::ReturnLike: {
    if (!parseOptionalValueList(operands) || !parseOptionalAttrDict(attrs))
      return nullptr;
    if (!operands.empty()) {
      Location tl = loc();
      std::vector<Type> types;
      if (!expect(Tok::Colon, "':'") || !parseTypeList(types) || !checkOperandTypes(operands, types, tl))
        return nullptr;
    }
    return build(code, at, operands, {}, attrs);
  }
  case Syntax::Call: {
    if (!is(Tok::AtId)) {
      fail("expected a callee");
      return nullptr;
    }
    std::string_view t = tok_.text;
    attrs.push_back({"callee", ctx_.symbolRefAttr(!t.empty() && t[0] == '"' ? unescapeString(t) : std::string(t))});
    advance();
    if (!expect(Tok::LParen, "'('") || !parseValueList(operands) || !expect(Tok::RParen, "')'") ||
        !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    Location tl = loc();
    std::vector<Type> ots, rts;
    if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true) ||
        !checkOperandTypes(operands, ots, tl))
      return nullptr;
    return build(code, at, operands, rts, attrs);
  }
  case Syntax::Select: {
    if (!parseValueList(operands) || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
      return nullptr;
    if (operands.size() != 3) {
      fail(at, "arith.select takes 3 operands");
      return nullptr;
    }
    std::vector<Type> ts;
    Location tl = loc();
    if (!parseTypeList(ts))
      return nullptr;
    Type rt = ts.back();
    if (ts.size() > 2 || (ts.size() == 2 && operands[0]->type() != ts[0])) {
      fail(tl, "bad type list for arith.select");
      return nullptr;
    }
    if (operands[1]->type() != rt || operands[2]->type() != rt) {
      fail(tl, "arith.select operands must have type '" + rt.str() + "'");
      return nullptr;
    }
    return build(code, at, operands, {rt}, attrs);
  }
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
  case Syntax::FlyNullary: {
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
  case Syntax::Rocdl:
  case Syntax::RocdlFamily: {
    if (info.syntax == Syntax::RocdlFamily)
      attrs.push_back({"intrin", ctx_.stringAttr(fullName.substr(info.name.size() + 1))});
    if ((code == OpCode::RocdlSchedBarrier || code == OpCode::RocdlSchedGroupBarrier) && is(Tok::BareId)) {
      // MLIR's custom form with the mask as its named bits (FlyDSL 0.4.2 writes it):
      // `rocdl.sched.barrier none`, `rocdl.sched.barrier valu|all_vmem`,
      // `rocdl.sched.group.barrier mfma_wmma, 1, 0` (mask, size, group id).
      if (!parseSchedGroupMask(attrs))
        return nullptr;
      if (code == OpCode::RocdlSchedGroupBarrier) {
        int64_t size, group;
        if (!expect(Tok::Comma, "','") || !parseInteger(size) || !expect(Tok::Comma, "','") || !parseInteger(group))
          return nullptr;
        attrs.push_back({"size", ctx_.i32Attr(static_cast<int32_t>(size))});
        attrs.push_back({"groupId", ctx_.i32Attr(static_cast<int32_t>(group))});
      }
      if (!parseOptionalAttrDict(attrs))
        return nullptr;
      return build(code, at, {}, {}, attrs);
    }
    if (!parseOptionalValueList(operands) || !parseOptionalAttrDict(attrs))
      return nullptr;
    std::vector<Type> rts;
    if (consumeIf(Tok::Colon)) {
      Location tl = loc();
      std::vector<Type> ots;
      if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true) ||
          !checkOperandTypes(operands, ots, tl))
        return nullptr;
    } else if (!operands.empty()) {
      fail("expected ':' and the operation's type");
      return nullptr;
    }
    return build(code, at, operands, rts, attrs);
  }
  default: break; // the simple forms: parseSimple
  }
  fail(at, "unhandled syntax");
  return nullptr;
}

} // namespace

Operation *parseSource(Context &ctx, std::string_view text, uint32_t fileId, std::vector<Diagnostic> &diags,
                       const ParseOptions &options) {
  Parser p(ctx, text, fileId, options);
  Operation *m = p.parseTopLevel();
  if (!m || p.error()) {
    if (p.error())
      diags.push_back(*p.error());
    else
      diags.push_back(Diagnostic{Severity::Error, Location{fileId, 1, 1}, "parse failed", {}});
    return nullptr;
  }
  return m;
}

Result<Type> parseType(Context &ctx, std::string_view text) {
  Parser p(ctx, text, 0, ParseOptions{});
  Type t;
  if (!p.parseTypeOnly(t))
    return Error(p.error() ? p.error()->message : "invalid type");
  return t;
}

Result<Attribute> parseAttribute(Context &ctx, std::string_view text) {
  Parser p(ctx, text, 0, ParseOptions{});
  Attribute a;
  if (!p.parseAttrOnly(a))
    return Error(p.error() ? p.error()->message : "invalid attribute");
  return a;
}

} // namespace fly::ir

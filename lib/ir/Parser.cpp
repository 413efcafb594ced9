// The parser's core: tokens, values, regions and blocks, the operation framework, the builtin,
// func, cf and arith custom forms, the generic form, and the public entry points. Each
// dialect's op syntax is in its own unit (ParserImpl.h lists them).
#include "ParserImpl.h"

#include "GenericForm.h"
#include "fly/ir/TypeInference.h"

#include <algorithm>
#include <climits>

namespace fly::ir {
namespace detail {

// Where a missing token is reported (MLIR's rule, so columns match mlir-opt's): when the
// unexpected token starts its line, the error goes to the end of the last text before it
// (blank lines and `//` comments skipped), where the missing token belonged.
Location Parser::missingTokenLoc() {
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

bool Parser::defineValues(std::string_view name, std::vector<Value *> values, Location at) {
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
bool Parser::parseValueUse(Value *&v) {
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
bool Parser::parseOptionalValueList(std::vector<Value *> &vals) {
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

bool Parser::parseValueList(std::vector<Value *> &vals) {
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

// Parses `{ ops }` into the region: the entry block gets `args` (declared by the op's custom
// syntax) or, without them, may carry its own label `^bb0(%a: T):`; more blocks follow with
// labels. `allowEmpty`: `{}` is a region without blocks (the generic form's empty region).
bool Parser::parseRegion(Region &region, const std::vector<ArgDecl> &args, bool isolated, bool allowEmpty) {
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

bool Parser::defineBlockArgument(Block *block, const ArgDecl &a) {
  BlockArgument *arg = block->addArgument(a.type);
  if (a.name.empty())
    return true;
  arg->setSourceName(ctx_.intern(a.name.substr(a.name.front() == '%' ? 1 : 0)));
  return defineValues(a.name, {arg}, a.loc);
}

Parser::BlockRef &Parser::blockNamed(std::string_view name, Location at) {
  BlockScope &bs = blockScopes_.back();
  auto it = bs.blocks.find(name);
  if (it == bs.blocks.end())
    it = bs.blocks.emplace(name, BlockRef{bs.region->addBlock(), false, at}).first;
  return it->second;
}

// `^name` used as a branch target.
Block *Parser::parseBlockRef() {
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
Block *Parser::parseBlockLabel() {
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

bool Parser::parseFlags(std::vector<NamedAttribute> &attrs) {
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
bool Parser::parseTrailingAttrs(Operation *op) {
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs))
    return false;
  for (const NamedAttribute &na : attrs)
    op->setAttr(na.name, na.value);
  return true;
}

// `4, %i, 2` (up to the `]`): SSA values into `operands`, each marked by `dynamicMarker` in
// `values`; constants into `values`, each within [lo, hi].
bool Parser::parseMixedIndices(std::vector<Value *> &operands, std::vector<int64_t> &values, int64_t dynamicMarker,
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

Operation *Parser::parseTopLevel() {
  while (is(Tok::HashId))
    if (!parseAttributeAlias())
      return nullptr;
  // As MLIR reads a file: its top-level ops go into an implicit module, unless the file is one
  // module (then that module is the top level). Several modules in one file are several ops of the
  // implicit one.
  Operation *module = build(OpCode::Module, Location{fileId_, 0, 0}, {}, {}, {}, 1);
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
  size_t preludeMark = prelude_.size();
  resultNames_ = 0;
  for (auto &g1 : groups)
    resultNames_ += g1.second;
  Operation *op = generic            ? parseGenericOp(*code, name, opLoc)
                  : isLlvmAlias(name) ? parseLlvmAlias(name, opLoc)
                                      : parseOpBody(*code, name, opLoc);
  if (!op)
    return false;
  for (size_t i = preludeMark; i < prelude_.size(); ++i)
    block->push_back(prelude_[i]);
  prelude_.resize(preludeMark);
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
  if (std::optional<OpCode> alias = llvmAliasCode(name))
    return alias;
  // A family's name and its intrinsic suffix (`rocdl.mfma.f32.16x16x4f32`, `rocdl.cvt.scalef32.pk.fp8.f32`).
  for (size_t dot = name.find('.'); dot != std::string_view::npos && dot + 1 < name.size(); dot = name.find('.', dot + 1))
    if (std::optional<OpCode> family = lookupOpCode(name.substr(0, dot)); family && opInfo(*family).syntax == Syntax::RocdlFamily)
      return family;
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

// A kernel in FlyDSL's ABI (`fly.kernel_abi = "flydsl"`, docs/abi.md) passes each tensor's dynamic
// leaves at the widths FlyDSL's types declare (`?` i32, `?{i64}` i64), which Fly's int tuples do not
// keep: they are read here from the argument types as written, one array per argument
// (`fly.leaf_bits = [array<i32: 32, 32, 64>, array<i32>, ...]`, shape then stride leaves), for
// expand-kernel-arguments. A module that already carries the attribute (Fly's own output) keeps it.
// Both function forms come here: the custom form's argument list and the generic form's
// `function_type` property.
void Parser::recordLeafWidths(std::vector<NamedAttribute> &attrs, const std::vector<std::string_view> &argTypeTexts) {
  bool flydsl = false, recorded = false;
  for (const NamedAttribute &a : attrs) {
    flydsl |= a.name == "fly.kernel_abi" && a.value.is(AttrKind::String) && a.value.str() == "flydsl";
    recorded |= a.name == "fly.leaf_bits";
  }
  if (!flydsl || recorded)
    return;
  std::vector<Attribute> perArg;
  for (std::string_view t : argTypeTexts) {
    std::vector<int64_t> bits;
    if (t.substr(0, 12) == "!fly.memref<")
      for (size_t i = t.find('?'); i != std::string_view::npos; i = t.find('?', i + 1))
        bits.push_back(t.substr(i + 1, 4) == "{i64" ? 64 : 32);
    perArg.push_back(ctx_.denseArrayAttr(bits, 32));
  }
  attrs.push_back({"fly.leaf_bits", ctx_.arrayAttr(perArg)});
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
  // A declaration (no body) may give its parameters' types alone: `func.func private @f(i32, f32)`.
  bool named = true;
  if (!consumeIf(Tok::RParen)) {
    named = is(Tok::ValueId);
    do {
      ArgDecl a;
      a.loc = loc();
      if (named != is(Tok::ValueId)) {
        fail(named ? "expected '%name: type' (every parameter named, or none)"
                   : "expected a type (a declaration's parameters are types alone, or all named)");
        return nullptr;
      }
      if (named) {
        a.name = tok_.text;
        advance();
        if (!expect(Tok::Colon, "':'"))
          return nullptr;
      }
      const char *typeStart = tok_.text.data();
      if (!parseType(a.type))
        return nullptr;
      if (tok_.text.data() > typeStart)
        a.typeText = std::string_view(typeStart, size_t(tok_.text.data() - typeStart));
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
  std::vector<std::string_view> argTypeTexts;
  for (const ArgDecl &a : args)
    argTypeTexts.push_back(a.typeText);
  recordLeafWidths(attrs, argTypeTexts);
  if (!is(Tok::LBrace)) {
    // A declaration: its parameter types are an attribute (there is no entry block to hold them).
    if (std::any_of(attrs.begin(), attrs.end(), [](const NamedAttribute &a) { return a.name == "gpu.kernel"; })) {
      fail(at, "expected '{' to start the kernel's body (a kernel cannot be only declared)");
      return nullptr;
    }
    std::vector<Attribute> argTypes;
    for (const ArgDecl &a : args)
      argTypes.push_back(ctx_.typeAttr(a.type));
    attrs.push_back({"arg_types", ctx_.arrayAttr(argTypes)});
    return build(code, at, {}, {}, attrs, 1);
  }
  if (!named) {
    fail(at, "a function with a body names its parameters ('%name: type')");
    return nullptr;
  }
  Operation *op = build(code, at, {}, {}, attrs, 1);
  if (!parseRegion(op->region(0), args, true))
    return nullptr;
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

// A layout op's declared result type must be the one Fly computes.
bool Parser::checkInferredType(Operation *op, Location at, Location resultLoc) {
  if (!hasTypeInference(op))
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
    std::vector<Type> argTypes;
    if (!entry) { // a declaration: the function_type's inputs are its parameter types
      std::vector<Attribute> decl;
      for (Type t : fnType.inputs)
        decl.push_back(ctx_.typeAttr(t));
      attrs.push_back({"arg_types", ctx_.arrayAttr(decl)});
      argTypes = fnType.inputs;
    }
    for (BlockArgument *a : entry ? entry->arguments() : std::span<BlockArgument *const>())
      argTypes.push_back(a->type());
    if (argTypes != fnType.inputs) {
      fail(at, "the entry block's arguments do not match the function_type's inputs");
      return nullptr;
    }
    std::vector<Attribute> res;
    for (Type r : fnType.results)
      res.push_back(ctx_.typeAttr(r));
    attrs.push_back({"res_types", ctx_.arrayAttr(res)});
    recordLeafWidths(attrs, fnType.inputTexts);
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
  case Syntax::ScfWhile: return parseScfWhile(at);
  case Syntax::ScfCondition: return parseScfCondition(at);
  case Syntax::Constant: return parseConstant(at);
  case Syntax::Branch: return parseBranch(code, at);
  case Syntax::LlvmGep:
  case Syntax::LlvmLoad:
  case Syntax::LlvmStore:
  case Syntax::LlvmAlloca: return parseLlvm(code, at);
  case Syntax::LlvmInlineAsm: return parseLlvmInlineAsm(at);
  case Syntax::LlvmCallIntrinsic: return parseLlvmCallIntrinsic(at);
  case Syntax::MathClampF: return parseMathClampF(at);
  case Syntax::LlvmAtomicRmw: return parseLlvmAtomicRmw(at);
  case Syntax::LlvmExtractValue:
  case Syntax::LlvmInsertValue:
  case Syntax::LlvmNullary: return parseLlvmAggregate(code, at);
  case Syntax::MemRefGlobal:
  case Syntax::MemRefGetGlobal:
  case Syntax::MemRefView:
  case Syntax::MemRefLoad:
  case Syntax::MemRefStore:
  case Syntax::MemRefAlloca:
  case Syntax::MemRefExtractPointer: return parseMemRef(code, at);
  case Syntax::GpuLaunchFunc: return parseGpuLaunchFunc(at);
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
    std::vector<Type> rts;
    if (!parseFunctionalTypeOf(operands, rts))
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
  case Syntax::VectorInsert:
  case Syntax::VectorReduction:
  case Syntax::VectorShuffle: return parseVector(code, at);
  case Syntax::FlyNullary: return parseFlyNullary(code, at);
  case Syntax::Rocdl:
  case Syntax::RocdlFamily: return parseRocdl(code, fullName, at);
  default: break; // the simple forms: parseSimple
  }
  fail(at, "unhandled syntax");
  return nullptr;
}

} // namespace detail

using detail::Parser;

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

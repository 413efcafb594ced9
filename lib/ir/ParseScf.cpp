// The scf dialect's op syntax, as MLIR prints it:
//   scf.for %i = %lb to %ub step %s [iter_args(%a = %init, ...) -> (T, ...)] [: T] { ... }
//   scf.if %c [-> (T, ...)] { ... } [else { ... }]
//   scf.while [(%a = %init, ...)] : (T, ...) -> (R, ...) { ... scf.condition(%c) %x, ... : R, ... }
//     do { ^bb0(%y: R, ...): ... scf.yield %z, ... : T, ... }
#include "ParserImpl.h"

namespace fly::ir::detail {

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

Operation *Parser::parseScfWhile(Location at) {
  // `(%a = %init, ...)`: the before region's arguments and the initial values; none when absent.
  std::vector<ArgDecl> beforeArgs;
  std::vector<Value *> inits;
  std::vector<Location> initLocs;
  if (consumeIf(Tok::LParen)) {
    if (!is(Tok::RParen)) {
      do {
        ArgDecl a;
        a.loc = loc();
        if (!is(Tok::ValueId)) {
          fail("expected a loop-carried value '%name = %init'");
          return nullptr;
        }
        a.name = tok_.text;
        advance();
        Value *init;
        initLocs.push_back(loc());
        if (!expect(Tok::Equal, "'='") || !parseValueUse(init))
          return nullptr;
        beforeArgs.push_back(a);
        inits.push_back(init);
      } while (consumeIf(Tok::Comma));
    }
    if (!expect(Tok::RParen, "')'"))
      return nullptr;
  }
  // `: (T, ...) -> (R, ...)`: the initial values' types and the results'.
  std::vector<Type> inputs, results;
  Location tl = loc();
  if (!expect(Tok::Colon, "':' and the loop's type '(T, ...) -> (R, ...)'") || !parseParenTypes(inputs, false) ||
      !expect(Tok::Arrow, "'->'") || !parseParenTypes(results, true))
    return nullptr;
  if (inputs.size() != inits.size()) {
    fail(tl, "scf.while has " + std::to_string(inits.size()) + " initial value(s) but its type lists " +
                 std::to_string(inputs.size()));
    return nullptr;
  }
  for (size_t i = 0; i < inits.size(); ++i) {
    if (inits[i]->type() != inputs[i]) {
      fail(initLocs[i], "initial value #" + std::to_string(i) + " has type '" + inits[i]->type().str() +
                            "' but the loop's type says '" + inputs[i].str() + "'");
      return nullptr;
    }
    beforeArgs[i].type = inputs[i];
  }
  Operation *op = build(OpCode::ScfWhile, at, inits, results, {}, 2);
  if (!parseRegion(op->region(0), beforeArgs, false))
    return nullptr;
  if (!expectKeyword("do"))
    return nullptr;
  // The after region declares its arguments in its entry block's label (none: no label).
  if (!parseRegion(op->region(1), {}, false))
    return nullptr;
  if (consumeKeyword("attributes")) {
    if (!is(Tok::LBrace)) {
      fail("expected an attribute dictionary after 'attributes'");
      return nullptr;
    }
  }
  if (!parseTrailingAttrs(op))
    return nullptr;
  return op;
}

Operation *Parser::parseScfCondition(Location at) {
  Value *cond;
  if (!expect(Tok::LParen, "'('") || !parseValueUse(cond) || !expect(Tok::RParen, "')'"))
    return nullptr;
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  std::vector<Value *> operands{cond};
  std::vector<Location> locs;
  if (is(Tok::ValueId)) {
    do {
      Value *v;
      locs.push_back(loc());
      if (!parseValueUse(v))
        return nullptr;
      operands.push_back(v);
    } while (consumeIf(Tok::Comma));
    std::vector<Type> types;
    Location tl = loc();
    if (!expect(Tok::Colon, "':'") || !parseTypeList(types))
      return nullptr;
    if (types.size() != operands.size() - 1) {
      fail(tl, "scf.condition forwards " + std::to_string(operands.size() - 1) + " value(s) but lists " +
                   std::to_string(types.size()) + " type(s)");
      return nullptr;
    }
    for (size_t i = 0; i < types.size(); ++i)
      if (operands[i + 1]->type() != types[i]) {
        fail(locs[i], "value has type '" + operands[i + 1]->type().str() + "', not '" + types[i].str() + "'");
        return nullptr;
      }
  }
  return build(OpCode::ScfCondition, at, operands, {}, attrs);
}

} // namespace fly::ir::detail

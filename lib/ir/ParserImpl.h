// The text parser's state and routines, shared by its units (see docs/ir.md, "Parser"):
// Parser.cpp (tokens, values, regions, operations, the builtin/func/scf/cf/arith forms and the
// generic form), ParseTypes.cpp (types and attribute values), and one unit per dialect's op
// syntax: ParseFly.cpp, ParseRocdl.cpp, ParseLlvm.cpp, ParseMemRefVector.cpp.
// Private to lib/ir.
#pragma once

#include "Lexer.h"
#include "NumberLiteral.h"
#include "OpSyntax.h"
#include "fly/ir/Block.h"
#include "fly/ir/Parser.h"

#include <cctype>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace fly::ir::detail {

struct MlirSyntax; // ParseRocdl.cpp: one row of the ROCDL ops' MLIR assembly formats

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
  std::unordered_map<std::string, Attribute> attrAliases_; // `#name = value` at the top level

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
    std::vector<std::string_view> inputTexts; // the inputs as written (FlyDSL's leaf widths)
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
  Location missingTokenLoc();
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
  bool defineValues(std::string_view name, std::vector<Value *> values, Location at);

  // Parses `%name` or `%name#N` into a value.
  bool parseValueUse(Value *&v);

  // An optional operand list that may be followed by the next op: if the
  // values ahead are that op's result names (`%a = `, `%a, %b = `,
  // `%a:2 = `), the list is empty.
  bool parseOptionalValueList(std::vector<Value *> &vals);

  bool parseValueList(std::vector<Value *> &vals);

  // ---------------- types ----------------
  bool parseType(Type &t);

  static std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
      s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
      s.remove_suffix(1);
    return s;
  }

  Result<Type> parseSubType(std::string_view text);

  bool parseVectorBody(std::string_view body, Location at, Type &t);

  // MLIR's `memref<4x8xf32[, memory space]>`, the static, identity-layout memrefs of FlyDSL's
  // traced modules; the memory space is `#gpu.address_space<workgroup|global|private>` or an
  // address-space number.
  bool parseBuiltinMemRefBody(std::string_view body, Location at, Type &t);

  bool parseTypeList(std::vector<Type> &ts);

  // `(T, U)` (possibly empty) or, if allowBare, a single type.
  bool parseParenTypes(std::vector<Type> &ts, bool allowBare);

  // A functional type `(T...) -> R` or `-> (R...)` after an op's operands, checked against them
  // (their types are `operands`' types, reported at the type's location).
  bool parseFunctionalTypeOf(const std::vector<Value *> &operands, std::vector<Type> &results);

  // ---------------- attributes ----------------
  bool parseInteger(int64_t &v, bool allowNeg = true);

  // A number token, with an optional '-' token before it (`- 5`; `-5` is one token).
  bool parseNumberLiteral(NumberLiteral &lit);

  // `lit : type` as an attribute, MLIR's rules (NumberLiteral.h); errors point at the literal.
  bool numberAttr(const NumberLiteral &lit, Type type, Location at, Attribute &a);

  bool parseAttrDict(std::vector<NamedAttribute> &out, FunctionTypeAttr *fnType = nullptr);

  bool parseOptionalAttrDict(std::vector<NamedAttribute> &out) {
    if (!is(Tok::LBrace))
      return true;
    return parseAttrDict(out);
  }

  bool parseAttributeValue(Attribute &a);

  // ---------------- regions ----------------
  struct ArgDecl {
    std::string_view name;
    Type type;
    Location loc;
    std::string_view typeText; // a function argument's type as written (FlyDSL's leaf widths, parseFunc)
  };

  // Parses `{ ops }` into the region: the entry block gets `args` (declared by the op's custom
  // syntax) or, without them, may carry its own label `^bb0(%a: T):`; more blocks follow with
  // labels. `allowEmpty`: `{}` is a region without blocks (the generic form's empty region).
  bool parseRegion(Region &region, const std::vector<ArgDecl> &args, bool isolated, bool allowEmpty = false);

  bool defineBlockArgument(Block *block, const ArgDecl &a);
  void recordLeafWidths(std::vector<NamedAttribute> &attrs, const std::vector<std::string_view> &argTypeTexts);

  BlockRef &blockNamed(std::string_view name, Location at);

  // `^name` used as a branch target.
  Block *parseBlockRef();

  // `^name(%a: T, ...):` starting a block; returns the block.
  Block *parseBlockLabel();

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

  bool parseFlags(std::vector<NamedAttribute> &attrs);

  // `} {attrs}` after an op's regions (scf.for, scf.if).
  bool parseTrailingAttrs(Operation *op);

  // The builtin, func, scf, cf and arith custom forms and the generic form (Parser.cpp).
  Operation *parseModuleLike(OpCode code, Location at);
  Operation *parseFunc(OpCode code, Location at);
  Operation *parseScfFor(Location at);
  Operation *parseScfIf(Location at);
  Operation *parseScfWhile(Location at);
  Operation *parseScfCondition(Location at);
  Operation *parseConstant(Location at);
  Operation *parseBranch(OpCode code, Location at);
  Operation *parseSimple(OpCode code, const SimpleForm &form, Location at);
  Operation *parseGenericOp(OpCode code, std::string_view fullName, Location at);
  bool checkInferredType(Operation *op, Location at, Location resultLoc);
  std::optional<OpCode> resolveOpName(std::string_view name);
  // One unit per dialect's op syntax.
  Operation *parseFlyCall(OpCode code, Location at);                            // ParseFly.cpp
  Operation *parseFlyNullary(OpCode code, Location at);                         // ParseFly.cpp
  Operation *parseLlvm(OpCode code, Location at);                               // ParseLlvm.cpp
  Operation *parseLlvmInlineAsm(Location at);                                   // ParseLlvm.cpp
  Operation *parseLlvmCallIntrinsic(Location at);                               // ParseLlvm.cpp
  Operation *parseLlvmAtomicRmw(Location at);                                   // ParseLlvm.cpp
  Operation *parseLlvmAggregate(OpCode code, Location at);                      // ParseLlvm.cpp
  Operation *parseMathClampF(Location at);                                      // ParseMath.cpp
  // llvm.add, llvm.icmp, llvm.mlir.constant, ...: the LLVM dialect's arithmetic read as arith ops.
  static std::optional<OpCode> llvmAliasCode(std::string_view name);            // ParseLlvm.cpp
  static bool isLlvmAlias(std::string_view name);                               // ParseLlvm.cpp
  Operation *parseLlvmAlias(std::string_view name, Location at);                // ParseLlvm.cpp
  // `#name = <attribute>` at the top level: MLIR's attribute aliases.
  bool parseAttributeAlias();
  std::string expandAttrAliases(std::string_view text) const;                   // ParseLlvm.cpp
  bool parseLlvmAggregateBody(bool isStruct, std::string_view body, Location at, Type &t); // ParseTypes.cpp                                                   // ParseLlvm.cpp
  Operation *parseMemRef(OpCode code, Location at);                             // ParseMemRefVector.cpp
  Operation *parseGpuLaunchFunc(Location at);                                   // ParseGpu.cpp
  Operation *parseVector(OpCode code, Location at);                             // ParseMemRefVector.cpp
  Operation *parseRocdl(OpCode code, std::string_view fullName, Location at);   // ParseRocdl.cpp
  Operation *parseRocdlLiterals(OpCode code, Location at);
  static bool hasRocdlLiteralForm(OpCode code);
  Operation *parseRocdlCvtPk(OpCode code, Location at, std::vector<Value *> &operands,
                             std::vector<NamedAttribute> &attrs);
  bool parseSchedGroupMask(std::vector<NamedAttribute> &attrs);                 // ParseRocdl.cpp
  Operation *parseRocdlUpdateDpp(Location at, std::vector<Value *> &operands,
                                 std::vector<NamedAttribute> &attrs);           // ParseRocdl.cpp
  Operation *parseRocdlPermlaneSwap(OpCode code, Location at);                  // ParseRocdl.cpp
  Operation *parseRocdlCvtScalef32(std::vector<NamedAttribute> &attrs, Location at); // ParseRocdl.cpp
  bool parseRocdlSelector(std::vector<NamedAttribute> &attrs);                  // ParseRocdl.cpp
  bool parseRocdlMlirTypes(const MlirSyntax &row, const std::vector<Value *> &operands, Location at,
                           std::vector<Type> &rts);                              // ParseRocdl.cpp
  Operation *parseRocdlMatrix(OpCode code, std::string_view intrinsic, std::vector<NamedAttribute> &attrs,
                              Location at);                                     // ParseRocdl.cpp
  bool parseRocdlImmediate(std::string_view intrinsic, int64_t &value);         // ParseRocdl.cpp
  bool parseStrippedLlvmPointer(Type &t);                                       // ParseRocdl.cpp
  // Ops an op's syntax implies, placed before it in its block: MLIR's immediate literals of the ROCDL
  // matrix ops become i32 `arith.constant`s, Fly's operand form of the same intrinsic.
  std::vector<Operation *> prelude_;
  // How many result names the operation being parsed is given (`%a, %b = ...`: 2), for the custom
  // forms whose results MLIR's printer leaves to the names (`rocdl.raw.ptr.buffer.atomic.fadd`).
  unsigned resultNames_ = 0;
  Value *preludeConstant(int64_t v, Type t, Location at) {
    Operation *c = build(OpCode::ArithConstant, at, {}, {t}, {{"value", ctx_.integerAttr(v, t)}});
    prelude_.push_back(c);
    return c->result(0);
  }
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
                         int64_t lo, int64_t hi);
  // `[%i, %j]` (possibly empty) into `operands`.
  bool parseIndexList(std::vector<Value *> &operands) {
    if (!expect(Tok::LSquare, "'['"))
      return false;
    if (consumeIf(Tok::RSquare))
      return true;
    return parseValueList(operands) && expect(Tok::RSquare, "']'");
  }

  friend Operation *fly::ir::parseSource(Context &, std::string_view, uint32_t, std::vector<Diagnostic> &,
                                         const ParseOptions &);
};

} // namespace fly::ir::detail

// The ROCDL dialect's op syntax: `rocdl.op %a, %b : (A, B) -> R`, MLIR's literal forms
// (`rocdl.s.waitcnt 16244`) and single-type forms (`rocdl.readfirstlane %x : i32`), the intrinsic families
// (`rocdl.mfma.<suffix>`, `rocdl.wmma.<suffix>`) and MLIR's scheduling-barrier mask spelling.
#include "ParserImpl.h"

#include <algorithm>
#include <array>
#include <climits>
#include <iterator>
#include <span>

namespace fly::ir::detail {

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

namespace {
// MLIR's ROCDL assembly formats that spell an op's integer attributes as bare literals
// (`rocdl.s.waitcnt 16244`, `rocdl.s.setprio 1`, `rocdl.sched.group.barrier 8, 1, 0`): the
// attributes, in order, with the widths of their ROCDLOps.td definitions.
struct LiteralAttr {
  std::string_view name;
  unsigned bits;
};
struct LiteralForm {
  OpCode code;
  std::array<LiteralAttr, 3> attrs;
  size_t count;
};
constexpr LiteralForm kLiteralForms[] = {
    {OpCode::RocdlSWaitcnt, {{{"bitfield", 32}}}, 1},
    {OpCode::RocdlSSetPrio, {{{"priority", 16}}}, 1},
    {OpCode::RocdlIglpOpt, {{{"variant", 32}}}, 1},
    {OpCode::RocdlSWaitTensorcnt, {{{"count", 32}}}, 1}, // i16 in MLIR; Fly's attribute is i32
    {OpCode::RocdlSchedBarrier, {{{"mask", 32}}}, 1},
    {OpCode::RocdlSWaitDscnt, {{{"count", 16}}}, 1},
    {OpCode::RocdlSWaitLoadcnt, {{{"count", 16}}}, 1},
    {OpCode::RocdlSWaitStorecnt, {{{"count", 16}}}, 1},
    {OpCode::RocdlSWaitExpcnt, {{{"count", 16}}}, 1},
    {OpCode::RocdlSSleep, {{{"count", 32}}}, 1},
    {OpCode::RocdlSNop, {{{"count", 16}}}, 1},
    {OpCode::RocdlSchedGroupBarrier, {{{"mask", 32}, {"size", 32}, {"groupId", 32}}}, 3},
};
} // namespace

// The literal form: `OP N[, N...] [attr-dict]`.
Operation *Parser::parseRocdlLiterals(OpCode code, Location at) {
  const LiteralForm *form = nullptr;
  for (const LiteralForm &f : kLiteralForms)
    if (f.code == code) form = &f;
  std::vector<NamedAttribute> attrs;
  for (size_t i = 0; i < form->count; ++i) {
    if (i && !expect(Tok::Comma, "','"))
      return nullptr;
    Location where = loc();
    int64_t v;
    if (!parseInteger(v))
      return nullptr;
    const LiteralAttr &a = form->attrs[i];
    if (a.bits < 64 && (v < -(int64_t(1) << (a.bits - 1)) || v >= (int64_t(1) << a.bits))) {
      fail(where, "'" + std::string(a.name) + "' = " + std::to_string(v) + " does not fit in i" + std::to_string(a.bits));
      return nullptr;
    }
    attrs.push_back({a.name, ctx_.integerAttr(v, ctx_.integerType(a.bits))}); // names of static storage
  }
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  return build(code, at, {}, {}, attrs);
}

// MLIR's forms of the packed fp8 conversions, after their leading operands:
// `-> %old[false] : i32` (cvt.pk.fp8.f32) and `[false] : vector<2xf32>` (cvt.pk.f32.fp8).
Operation *Parser::parseRocdlCvtPk(OpCode code, Location at, std::vector<Value *> &operands,
                                   std::vector<NamedAttribute> &attrs) {
  if (code == OpCode::RocdlCvtPkFp8F32) {
    advance(); // '->'
    Value *old = nullptr;
    if (!parseValueUse(old))
      return nullptr;
    operands.push_back(old);
  }
  if (!expect(Tok::LSquare, "'['"))
    return nullptr;
  Location where = loc();
  if (!is(Tok::BareId) || (tok_.text != "false" && tok_.text != "true")) {
    fail(where, "expected the word select 'false' or 'true' (MLIR's older `[%value]` form is not read)");
    return nullptr;
  }
  attrs.push_back({"wordSel", ctx_.boolAttr(tok_.text == "true")});
  advance();
  if (!expect(Tok::RSquare, "']'") || !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Type r;
  if (!parseType(r))
    return nullptr;
  return build(code, at, operands, {r}, attrs);
}


// MLIR's form of rocdl.update.dpp after its operands: `with DPPCTRL, ROWMASK, BANKMASK, BOUNDCTRL : T`.
Operation *Parser::parseRocdlUpdateDpp(Location at, std::vector<Value *> &operands, std::vector<NamedAttribute> &attrs) {
  advance(); // 'with'
  static constexpr const char *kNames[] = {"dppCtrl", "rowMask", "bankMask"};
  for (const char *name : kNames) {
    Location where = loc();
    int64_t v;
    if (!parseInteger(v) || !expect(Tok::Comma, "','"))
      return nullptr;
    if (v < 0 || v > (name[0] == 'd' ? 0x1ff : 0xf)) {
      fail(where, std::string(name) + " = " + std::to_string(v) + " is out of range (" +
                      (name[0] == 'd' ? "a 9-bit DPP control" : "a 4-bit mask") + ")");
      return nullptr;
    }
    attrs.push_back({name, ctx_.i32Attr(static_cast<int32_t>(v))});
  }
  if (!isKeyword("true") && !isKeyword("false")) {
    fail("expected the bound control 'true' or 'false'");
    return nullptr;
  }
  attrs.push_back({"boundCtrl", ctx_.boolAttr(tok_.text == "true")});
  advance();
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  Type t;
  if (!parseType(t) || !checkOperandTypes(operands, std::vector<Type>(operands.size(), t), tl))
    return nullptr;
  return build(OpCode::RocdlUpdateDpp, at, operands, {t}, attrs);
}

// MLIR's form of rocdl.permlane16.swap / permlane32.swap: `%old, %src, FI, BOUND_CTRL : (i32, i32) ->
// <(i32, i32)>` (the result's `!llvm.struct` elided); Fly's `%old, %src {fi = .., boundControl = ..} :
// (i32, i32) -> !llvm.struct<(i32, i32)>` too.
Operation *Parser::parseRocdlPermlaneSwap(OpCode code, Location at) {
  std::vector<Value *> operands;
  std::vector<NamedAttribute> attrs;
  Value *v;
  if (!parseValueUse(v))
    return nullptr;
  operands.push_back(v);
  if (!expect(Tok::Comma, "','") || !parseValueUse(v))
    return nullptr;
  operands.push_back(v);
  if (consumeIf(Tok::Comma)) {
    for (const char *name : {"fi", "boundControl"}) {
      if (name[0] == 'b' && !expect(Tok::Comma, "','"))
        return nullptr;
      if (!isKeyword("true") && !isKeyword("false")) {
        fail(std::string("expected '") + name + "' as 'true' or 'false'");
        return nullptr;
      }
      attrs.push_back({name, ctx_.boolAttr(tok_.text == "true")});
      advance();
    }
  }
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  std::vector<Type> ots;
  if (!parseParenTypes(ots, false) || !checkOperandTypes(operands, ots, tl) || !expect(Tok::Arrow, "'->'"))
    return nullptr;
  Type r;
  if (consumeIf(Tok::Less)) {
    std::vector<Type> fields;
    if (!parseParenTypes(fields, false) || !expect(Tok::Greater, "'>'"))
      return nullptr;
    r = ctx_.llvmStructType(std::move(fields));
  } else if (!parseType(r))
    return nullptr;
  return build(code, at, operands, {r}, attrs);
}

// `[N]` or `[true]`/`[false]` after an operand of a cvt.scalef32 op: the intrinsic's selector, {sel}.
bool Parser::parseRocdlSelector(std::vector<NamedAttribute> &attrs) {
  if (!expect(Tok::LSquare, "'['"))
    return false;
  if (isKeyword("true") || isKeyword("false")) {
    attrs.push_back({"sel", ctx_.boolAttr(tok_.text == "true")});
    advance();
  } else {
    Location where = loc();
    int64_t v;
    if (!parseInteger(v))
      return false;
    if (v < 0 || v > 7)
      return fail(where, "selector " + std::to_string(v) + " is out of range (0..7)");
    attrs.push_back({"sel", ctx_.i32Attr(static_cast<int32_t>(v))});
  }
  return expect(Tok::RSquare, "']'");
}

// gfx950's scaled conversions, MLIR's forms: `%a, %b, %scale -> %old[SEL] : T` (to fp8/fp4, into a
// word, byte or nibble of %old), `%src[SEL], %scale : T` (from fp8/fp4), `%src, %scale : T` (pk8/pk16,
// no selector). Fly keeps the operands in the intrinsic's order (%old first) and SEL in {sel}; its own
// form `%old, %a, ... {sel = ..} : (A, ...) -> T` is read too.
Operation *Parser::parseRocdlCvtScalef32(std::vector<NamedAttribute> &attrs, Location at) {
  std::vector<Value *> operands;
  do {
    Value *v;
    if (!parseValueUse(v))
      return nullptr;
    operands.push_back(v);
    if (is(Tok::LSquare) && !parseRocdlSelector(attrs))
      return nullptr;
  } while (consumeIf(Tok::Comma));
  if (consumeIf(Tok::Arrow)) {
    Value *old;
    if (!parseValueUse(old) || !parseRocdlSelector(attrs))
      return nullptr;
    operands.insert(operands.begin(), old);
  }
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  std::vector<Type> rts;
  if (is(Tok::LParen)) {
    std::vector<Type> ots;
    if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true) ||
        !checkOperandTypes(operands, ots, tl))
      return nullptr;
  } else {
    Type r;
    if (!parseType(r))
      return nullptr;
    rts.push_back(r);
  }
  return build(OpCode::RocdlCvtScalef32, at, operands, rts, attrs);
}

bool Parser::hasRocdlLiteralForm(OpCode code) {
  for (const LiteralForm &f : kLiteralForms)
    if (f.code == code) return true;
  return false;
}

// MLIR's ROCDL formats that name one type after ':' but not every operand's (the same-type form,
// `rocdl.readfirstlane %x : i32`, is the default below).
enum class MlirForm : uint8_t {
  ResultType, // `rocdl.raw.ptr.buffer.load %r, %o, %s, %aux : i32`: the result type
  DataType,   // `rocdl.raw.ptr.buffer.store %v, %r, %o, %s, %aux : i32`: operand #0's type, no result
  // `%old = rocdl.raw.ptr.buffer.atomic.fadd %v, %r, %o, %s, 0 : vector<2xbf16>`: operand #0's type; the
  // fetched value of that type when the op is given a name (MLIR's op returns it since the ROCDL
  // dialect FlyDSL 0.4.2 is built with; before, it had no result and is printed without a name).
  AtomicData,
  NoType,     // `rocdl.raw.ptr.buffer.load.lds %r, %l, %n, %v, %s, %o, 0`: no type, no result
  Cast,       // `rocdl.make.buffer.rsrc %p, %s, %n, %f : !llvm.ptr to <8>`: operand #0's type `to` the result's
  Arrow,      // `rocdl.ds.read.tr16.b64 %p : <3> -> vector<4xf16>`: operand #0's type `->` the result's
};

struct MlirSyntax {
  OpCode code;
  MlirForm form;
};

namespace {
constexpr MlirSyntax kMlirSyntax[] = {
    {OpCode::RocdlRawPtrBufferLoad, MlirForm::ResultType},
    {OpCode::RocdlRawPtrBufferStore, MlirForm::DataType},
    {OpCode::RocdlRawPtrBufferAtomicFAdd, MlirForm::AtomicData},
    {OpCode::RocdlMakeBufferRsrc, MlirForm::Cast},
    {OpCode::RocdlBallot, MlirForm::ResultType}, // `rocdl.ballot %pred : i64`
    {OpCode::RocdlRawPtrBufferLoadLds, MlirForm::NoType},
    {OpCode::RocdlDsReadTr4B64, MlirForm::Arrow},
    {OpCode::RocdlDsReadTr8B64, MlirForm::Arrow},
    {OpCode::RocdlDsReadTr6B96, MlirForm::Arrow},
    {OpCode::RocdlDsReadTr16B64, MlirForm::Arrow},
};

const MlirSyntax *mlirSyntax(OpCode code) {
  for (const MlirSyntax &row : kMlirSyntax)
    if (row.code == code)
      return &row;
  return nullptr;
}
} // namespace

// The types after ':' in `row`'s form (the ':' consumed): checks operand #0 and fills the result types.
bool Parser::parseRocdlMlirTypes(const MlirSyntax &row, const std::vector<Value *> &operands, Location at,
                                 std::vector<Type> &rts) {
  Location tl = loc();
  Type t;
  if (!(row.form == MlirForm::Arrow ? parseStrippedLlvmPointer(t) : parseType(t)))
    return false;
  if (operands.empty())
    return fail(at, "expected an operand before ':'");
  if (row.form == MlirForm::ResultType) {
    rts.push_back(t);
    return true;
  }
  if (operands[0]->type() != t)
    return fail(tl, "operand #0 has type '" + operands[0]->type().str() + "' but the op's type is '" + t.str() + "'");
  switch (row.form) {
  case MlirForm::ResultType:
  case MlirForm::NoType:
  case MlirForm::DataType: return true;
  case MlirForm::AtomicData:
    if (resultNames_ > 1)
      return fail(at, "operation defines at most 1 result (the fetched value) but " + std::to_string(resultNames_) +
                          " names are given");
    if (resultNames_ == 1)
      rts.push_back(t);
    return true;
  case MlirForm::Cast: {
    if (!expectKeyword("to"))
      return false;
    Type r;
    if (!parseStrippedLlvmPointer(r))
      return false;
    rts.push_back(r);
    return true;
  }
  case MlirForm::Arrow: {
    Type r;
    if (!expect(Tok::Arrow, "'->'") || !parseType(r))
      return false;
    rts.push_back(r);
    return true;
  }
  }
  return true;
}

// A type where MLIR prints an LLVM pointer type without its dialect prefix (`<8>` for `!llvm.ptr<8>`: an
// op's operand constrained to LLVM pointers prints stripped); any other type as usual.
bool Parser::parseStrippedLlvmPointer(Type &t) {
  Location rl = loc();
  if (!is(Tok::Less))
    return parseType(t);
  advance();
  int64_t as;
  if (!parseInteger(as, false) || !expect(Tok::Greater, "'>'"))
    return false;
  if (as > 0xffffff)
    return fail(rl, "address space " + std::to_string(as) + " is out of range");
  t = ctx_.llvmPointerType(static_cast<unsigned>(as));
  return true;
}

namespace {
// The enums MLIR prints for the MFMA immediates (ROCDLEnums.td): MFMAPermB for blgp, the f64 MFMAs'
// negation bits (gfx94x reads blgp as NEG there), MatrixFormat for the scaled MFMAs' cbsz/blgp.
struct EnumCase {
  std::string_view name;
  int64_t value;
};
constexpr EnumCase kMfmaPermB[] = {{"none", 0},           {"bcast_first_32", 1}, {"bcast_second_32", 2},
                                   {"rotate_16_right", 3}, {"bcast_first_16", 4}, {"bcast_second_16", 5},
                                   {"bcast_third_16", 6},  {"bcast_fourth_16", 7}};
constexpr EnumCase kMfmaNeg[] = {{"none", 0}, {"neg_a", 1}, {"neg_b", 2}, {"neg_c", 4}};
constexpr EnumCase kMatrixFormat[] = {
    {"fp8_e4m3", 0}, {"fp8_e5m2", 1}, {"fp6_e2m3", 2}, {"fp6_e3m2", 3}, {"fp4_e2m1", 4}};
} // namespace

// One immediate of an MFMA in MLIR's form: an integer literal or an enum case (bit cases joined by `|`).
bool Parser::parseRocdlImmediate(std::string_view intrinsic, int64_t &value) {
  if (is(Tok::Integer))
    return parseInteger(value);
  std::span<const EnumCase> cases = intrinsic.starts_with("scale.")  ? std::span<const EnumCase>(kMatrixFormat)
                                    : intrinsic.starts_with("f64.") ? std::span<const EnumCase>(kMfmaNeg)
                                                                     : std::span<const EnumCase>(kMfmaPermB);
  bool bits = cases.data() == kMfmaNeg;
  value = 0;
  do {
    Location where = loc();
    std::string_view name = is(Tok::BareId) ? tok_.text : std::string_view();
    auto c = std::find_if(cases.begin(), cases.end(), [&](const EnumCase &e) { return e.name == name; });
    if (c == cases.end()) {
      std::string names;
      for (const EnumCase &e : cases)
        names += (names.empty() ? "" : ", ") + std::string(e.name);
      return fail(where, "expected an SSA value, an integer or one of " + names + " for 'rocdl.mfma." +
                             std::string(intrinsic) + "'");
    }
    value |= c->value;
    advance();
  } while (bits && consumeIf(Tok::Pipe));
  return true;
}

// The matrix ops in MLIR's form, whose immediates (ROCDLOps.td's I32Attr / enum arguments) stand among
// the operands in the intrinsic's argument order: `%a, %b, %c, CBSZ, ABID, BLGP : (A, B, C) -> R`
// (mfma), `%a, %b, %c, FMT_A, FMT_B, OPSEL_A, %sa, OPSEL_B, %sb : (A, B, C, i32, i32) -> R`
// (mfma.scale), `%a, %b, %c, %idx, CBSZ, ABID : (A, B, C, i32) -> R` (smfmac); the types name the
// values only. Fly's own form passes every argument as a value and names every type. Each immediate
// becomes an i32 constant in its place, so both forms make the same op.
Operation *Parser::parseRocdlMatrix(OpCode code, std::string_view intrinsic, std::vector<NamedAttribute> &attrs,
                                    Location at) {
  std::vector<Value *> operands, values;
  std::vector<std::pair<size_t, Location>> immediates;
  if (!is(Tok::Colon) && !is(Tok::LBrace)) {
    do {
      if (is(Tok::ValueId)) {
        Value *v;
        if (!parseValueUse(v))
          return nullptr;
        operands.push_back(v);
        values.push_back(v);
        continue;
      }
      Location where = loc();
      int64_t imm;
      if (!parseRocdlImmediate(intrinsic, imm))
        return nullptr;
      if (imm < INT32_MIN || imm > UINT32_MAX) {
        fail(where, "immediate " + std::to_string(imm) + " does not fit in i32");
        return nullptr;
      }
      immediates.emplace_back(operands.size(), where);
      operands.push_back(preludeConstant(static_cast<int32_t>(imm), ctx_.i32(), where));
    } while (consumeIf(Tok::Comma));
  }
  if (!parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  std::vector<Type> ots, rts;
  if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true))
    return nullptr;
  if (!checkOperandTypes(ots.size() == operands.size() ? operands : values, ots, tl))
    return nullptr;
  return build(code, at, operands, rts, attrs);
}

Operation *Parser::parseRocdl(OpCode code, std::string_view fullName, Location at) {
  const OpInfo &info = opInfo(code);
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
  if (info.syntax == Syntax::RocdlFamily)
    attrs.push_back({"intrin", ctx_.stringAttr(fullName.substr(info.name.size() + 1))});
  if (code == OpCode::RocdlCvtScalef32)
    return parseRocdlCvtScalef32(attrs, at);
  if (code == OpCode::RocdlMfma)
    return parseRocdlMatrix(code, fullName.substr(info.name.size() + 1), attrs, at);
  if (code == OpCode::RocdlPermlane16Swap || code == OpCode::RocdlPermlane32Swap)
    return parseRocdlPermlaneSwap(code, at);
  if ((code == OpCode::RocdlSBarrierSignal || code == OpCode::RocdlSBarrierWait) && isKeyword("id")) {
    // MLIR's form: `rocdl.s.barrier.signal id = -1` (i32), `rocdl.s.barrier.wait id = -1` (i16).
    advance();
    Location where = loc();
    int64_t id;
    if (!expect(Tok::Equal, "'='") || !parseInteger(id))
      return nullptr;
    unsigned bits = code == OpCode::RocdlSBarrierWait ? 16 : 32;
    if (id < -(int64_t(1) << (bits - 1)) || id >= (int64_t(1) << (bits - 1))) {
      fail(where, "barrier id " + std::to_string(id) + " does not fit in i" + std::to_string(bits));
      return nullptr;
    }
    attrs.push_back({"id", ctx_.integerAttr(id, ctx_.integerType(bits))});
    if (!parseOptionalAttrDict(attrs))
      return nullptr;
    return build(code, at, {}, {}, attrs);
  }
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
  if (is(Tok::Integer) && hasRocdlLiteralForm(code))
    return parseRocdlLiterals(code, at);
  const MlirSyntax *mlir = mlirSyntax(code);
  if (mlir && mlir->form != MlirForm::Cast && is(Tok::ValueId)) {
    // The raw buffer ops' last operand, the cache policy `aux`, is an I32Attr in MLIR's current
    // ROCDLOps.td, printed as a bare literal (`rocdl.raw.ptr.buffer.load %r, %o, %s, 0 : f32`); older
    // MLIR (and Fly's printed form) pass it as an i32 value.
    do {
      if (is(Tok::Integer)) {
        Location where = loc();
        int64_t aux;
        if (!parseInteger(aux))
          return nullptr;
        if (aux < 0 || aux > INT32_MAX) {
          fail(where, "the cache policy (aux) " + std::to_string(aux) + " is not a 31-bit unsigned value");
          return nullptr;
        }
        attrs.push_back({"aux", ctx_.i32Attr(static_cast<int32_t>(aux))});
        break;
      }
      Value *v;
      if (!parseValueUse(v))
        return nullptr;
      operands.push_back(v);
    } while (consumeIf(Tok::Comma));
    if (!parseOptionalAttrDict(attrs))
      return nullptr;
  } else if (!parseOptionalValueList(operands) || !parseOptionalAttrDict(attrs))
    return nullptr;
  if (code == OpCode::RocdlUpdateDpp && isKeyword("with"))
    return parseRocdlUpdateDpp(at, operands, attrs);
  if ((code == OpCode::RocdlCvtPkFp8F32 && is(Tok::Arrow)) || (code == OpCode::RocdlCvtPkF32Fp8 && is(Tok::LSquare)))
    return parseRocdlCvtPk(code, at, operands, attrs);
  if (isRocdlTranscendental(code) && !is(Tok::Colon)) {
    // MLIR's form of the transcendental ops: `rocdl.exp2 %x f32 -> f32`.
    Location tl = loc();
    Type t, r;
    if (!parseType(t) || !expect(Tok::Arrow, "'->'") || !parseType(r))
      return nullptr;
    std::vector<Type> ots(operands.size(), t);
    if (!checkOperandTypes(operands, ots, tl))
      return nullptr;
    return build(code, at, operands, {r}, attrs);
  }
  std::vector<Type> rts;
  if (mlir && mlir->form == MlirForm::NoType && !is(Tok::Colon))
    return build(code, at, operands, {}, attrs);
  if (consumeIf(Tok::Colon)) {
    Location tl = loc();
    std::vector<Type> ots;
    if (mlir && !is(Tok::LParen))
      return parseRocdlMlirTypes(*mlir, operands, at, rts) ? build(code, at, operands, rts, attrs) : nullptr;
    if (!is(Tok::LParen)) {
      // MLIR's short form of a same-type op (`rocdl.readfirstlane %x : i32`, `rocdl.exp2 %x : f32`):
      // one type, every operand's and the result's.
      Type t;
      if (!parseType(t))
        return nullptr;
      ots.assign(operands.size(), t);
      if (!checkOperandTypes(operands, ots, tl))
        return nullptr;
      rts.push_back(t);
      return build(code, at, operands, rts, attrs);
    }
    if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true) ||
        !checkOperandTypes(operands, ots, tl))
      return nullptr;
  } else if (!operands.empty()) {
    fail("expected ':' and the operation's type");
    return nullptr;
  }
  return build(code, at, operands, rts, attrs);
}

} // namespace fly::ir::detail

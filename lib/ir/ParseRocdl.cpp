// The ROCDL dialect's op syntax: `rocdl.op %a, %b : (A, B) -> R`, MLIR's literal forms
// (`rocdl.s.waitcnt 16244`) and single-type forms (`rocdl.readfirstlane %x : i32`), the intrinsic families
// (`rocdl.mfma.<suffix>`, `rocdl.wmma.<suffix>`) and MLIR's scheduling-barrier mask spelling.
#include "ParserImpl.h"

#include <algorithm>
#include <array>
#include <climits>
#include <iterator>

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
  Cast,       // `rocdl.make.buffer.rsrc %p, %s, %n, %f : !llvm.ptr to <8>`: operand #0's type `to` the result's
};

struct MlirSyntax {
  OpCode code;
  MlirForm form;
};

namespace {
constexpr MlirSyntax kMlirSyntax[] = {
    {OpCode::RocdlRawPtrBufferLoad, MlirForm::ResultType},
    {OpCode::RocdlRawPtrBufferStore, MlirForm::DataType},
    {OpCode::RocdlRawPtrBufferAtomicFAdd, MlirForm::DataType},
    {OpCode::RocdlMakeBufferRsrc, MlirForm::Cast},
    {OpCode::RocdlBallot, MlirForm::ResultType}, // `rocdl.ballot %pred : i64`
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
  if (!parseType(t))
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
  case MlirForm::DataType: return true;
  case MlirForm::Cast: {
    if (!expectKeyword("to"))
      return false;
    Location rl = loc();
    if (is(Tok::Less)) {
      // MLIR elides the dialect prefix of `!llvm.ptr<N>` here: `to <8>`.
      advance();
      int64_t as;
      if (!parseInteger(as, false) || !expect(Tok::Greater, "'>'"))
        return false;
      if (as > 0xffffff)
        return fail(rl, "address space " + std::to_string(as) + " is out of range");
      rts.push_back(ctx_.llvmPointerType(static_cast<unsigned>(as)));
      return true;
    }
    Type r;
    if (!parseType(r))
      return false;
    rts.push_back(r);
    return true;
  }
  }
  return true;
}

Operation *Parser::parseRocdl(OpCode code, std::string_view fullName, Location at) {
  const OpInfo &info = opInfo(code);
  std::vector<NamedAttribute> attrs;
  std::vector<Value *> operands;
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

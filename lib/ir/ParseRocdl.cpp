// The ROCDL dialect's op syntax: `rocdl.op %a, %b : (A, B) -> R`, the intrinsic families
// (`rocdl.mfma.<suffix>`, `rocdl.wmma.<suffix>`) and MLIR's scheduling-barrier mask spelling.
#include "ParserImpl.h"

#include <algorithm>
#include <iterator>

namespace fly::ir::detail {

// How MLIR's ROCDLOps.td prints an op whose assembly format is not Fly's `: (A, B) -> R`.
enum class MlirForm : uint8_t {
  Immediate,    // `rocdl.s.waitcnt 16244`: one integer, the op's attribute
  SameType,     // `rocdl.readfirstlane %x : i32`: the type of the operand and of the result
  ResultType,   // `rocdl.raw.ptr.buffer.load %r, %o, %s, %aux : i32`: the result type
  DataType,     // `rocdl.raw.ptr.buffer.store %v, %r, %o, %s, %aux : i32`: the first operand's type, no result
  Cast,         // `rocdl.make.buffer.rsrc %p, %s, %n, %f : !llvm.ptr to <8>`: operand #0's type `to` the result's
};

struct MlirSyntax {
  OpCode code;
  MlirForm form;
  const char *attr; // Immediate: the attribute the integer becomes
};

namespace {

// The table: one row per ROCDL op whose MLIR assembly format differs from Fly's own.
constexpr MlirSyntax kMlirSyntax[] = {
    {OpCode::RocdlSWaitcnt, MlirForm::Immediate, "bitfield"},
    {OpCode::RocdlSSetPrio, MlirForm::Immediate, "priority"},
    {OpCode::RocdlIglpOpt, MlirForm::Immediate, "variant"},
    {OpCode::RocdlReadFirstLane, MlirForm::SameType, nullptr},
    {OpCode::RocdlRawPtrBufferLoad, MlirForm::ResultType, nullptr},
    {OpCode::RocdlRawPtrBufferStore, MlirForm::DataType, nullptr},
    {OpCode::RocdlRawPtrBufferAtomicFAdd, MlirForm::DataType, nullptr},
    {OpCode::RocdlMakeBufferRsrc, MlirForm::Cast, nullptr},
};

const MlirSyntax *mlirSyntax(OpCode code) {
  for (const MlirSyntax &row : kMlirSyntax)
    if (row.code == code)
      return &row;
  return nullptr;
}

} // namespace

// The type list after ':' in MLIR's form of `row` (the ':' is consumed): checks the operands against it and
// fills the result types.
bool Parser::parseRocdlMlirTypes(const MlirSyntax &row, const std::vector<Value *> &operands, Location at,
                                 std::vector<Type> &rts) {
  Location tl = loc();
  Type t;
  if (!parseType(t))
    return false;
  auto operandMustBe = [&](Type want) {
    if (operands.empty())
      return fail(at, "expected an operand before ':'");
    if (operands[0]->type() != want)
      return fail(tl, "operand #0 has type '" + operands[0]->type().str() + "' but the op's type is '" + want.str() +
                          "'");
    return true;
  };
  switch (row.form) {
  case MlirForm::SameType:
    if (operands.size() != 1)
      return fail(at, "expected one operand, got " + std::to_string(operands.size()));
    rts.push_back(t);
    return operandMustBe(t);
  case MlirForm::ResultType: rts.push_back(t); return true;
  case MlirForm::DataType: return operandMustBe(t);
  case MlirForm::Cast: {
    if (!operandMustBe(t) || !expectKeyword("to"))
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
  case MlirForm::Immediate: break;
  }
  return fail(tl, "unexpected type");
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
  const MlirSyntax *mlir = mlirSyntax(code);
  if (mlir && mlir->form == MlirForm::Immediate && (is(Tok::Integer) || is(Tok::LBrace))) {
    // MLIR's `rocdl.s.waitcnt 16244`, `rocdl.s.setprio 1 {attrs}`, `rocdl.iglp.opt {attrs} 0`.
    // Fly prints the attribute in the dictionary (`rocdl.s.waitcnt {bitfield = 0 : i32}`): then no integer.
    if (!parseOptionalAttrDict(attrs))
      return nullptr;
    bool named = std::any_of(attrs.begin(), attrs.end(), [&](const NamedAttribute &a) { return a.name == mlir->attr; });
    if (!named) {
      int64_t value;
      if (!parseInteger(value) || !parseOptionalAttrDict(attrs))
        return nullptr;
      attrs.push_back({mlir->attr, ctx_.i32Attr(static_cast<int32_t>(value))});
    }
    return build(code, at, {}, {}, attrs);
  }
  if (!parseOptionalValueList(operands) || !parseOptionalAttrDict(attrs))
    return nullptr;
  std::vector<Type> rts;
  if (mlir && mlir->form != MlirForm::Immediate && is(Tok::Colon)) {
    advance();
    if (!is(Tok::LParen)) {
      if (!parseRocdlMlirTypes(*mlir, operands, at, rts))
        return nullptr;
      return build(code, at, operands, rts, attrs);
    }
    Location tl = loc();
    std::vector<Type> ots;
    if (!parseParenTypes(ots, false) || !expect(Tok::Arrow, "'->'") || !parseParenTypes(rts, true) ||
        !checkOperandTypes(operands, ots, tl))
      return nullptr;
  } else if (consumeIf(Tok::Colon)) {
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

} // namespace fly::ir::detail

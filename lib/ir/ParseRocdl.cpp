// The ROCDL dialect's op syntax: `rocdl.op %a, %b : (A, B) -> R`, the intrinsic families
// (`rocdl.mfma.<suffix>`, `rocdl.wmma.<suffix>`) and MLIR's scheduling-barrier mask spelling.
#include "ParserImpl.h"

#include <algorithm>
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

} // namespace fly::ir::detail

#include "fly/codegen/LdsAllocator.h"

#include "fly/ir/Attributes.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"

namespace fly::codegen {
namespace {

llvm::Error errorAt(const ir::Operation* op, const std::string& message) {
  std::string text = op->emitError(message).render(op->context());
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return llvm::createStringError(llvm::inconvertibleErrorCode(), text);
}

} // namespace

bool isStaticLdsAllocation(const ir::Operation* op) {
  if (!op->is(ir::OpCode::FlyMakePtr) || op->numOperands() != 0 || op->numResults() != 1) return false;
  auto* p = op->result(0)->type().dyn_cast<ir::PointerType>();
  return p && p->addressSpace() == ir::AddressSpace::Shared && op->attr("dictAttrs");
}

const LdsAllocation* LdsPlan::find(const ir::Operation* op) const {
  for (const LdsAllocation& a : allocations)
    if (a.op == op) return &a;
  return nullptr;
}

llvm::Expected<LdsPlan> planLds(ir::Operation* kernel, const target::Arch& arch) {
  std::vector<ir::Operation*> ops;
  kernel->walk([&](ir::Operation* op) {
    if (isStaticLdsAllocation(op)) ops.push_back(op);
  }, ir::WalkOrder::PreOrder);
  LdsPlan plan;
  for (ir::Operation* op : ops) {
    ir::Attribute dict = op->attr("dictAttrs");
    ir::Attribute bytes = dict.dictGet("allocBytes"), align = dict.dictGet("allocAlign"), name = dict.dictGet("name");
    if (!bytes || !bytes.is(ir::AttrKind::Integer) || bytes.intValue() <= 0)
      return errorAt(op, "static LDS allocation needs a positive allocBytes");
    int64_t alignment = align && align.is(ir::AttrKind::Integer) ? align.intValue() : 16;
    if (alignment <= 0 || (alignment & (alignment - 1)))
      return errorAt(op, "allocAlign must be a power of two, got " + std::to_string(alignment));
    LdsAllocation a;
    a.op = op;
    a.name = name && name.is(ir::AttrKind::String) ? std::string(name.str())
                                                   : "lds" + std::to_string(plan.allocations.size());
    a.bytes = uint64_t(bytes.intValue());
    a.align = uint64_t(alignment);
    a.offset = (plan.totalBytes + a.align - 1) / a.align * a.align;
    plan.totalBytes = a.offset + a.bytes;
    plan.align = std::max(plan.align, a.align);
    plan.allocations.push_back(a);
  }
  if (plan.totalBytes > arch.ldsBytesPerWorkgroup) {
    std::string list;
    for (const LdsAllocation& a : plan.allocations)
      list += (list.empty() ? "" : ", ") + a.name + " " + std::to_string(a.bytes) + " bytes at " +
              std::to_string(a.offset);
    return errorAt(kernel, std::string(kernel->is(ir::OpCode::GpuFunc) && kernel->hasAttr("gpu.kernel") ? "kernel '" : "function '") +
                               std::string(kernel->symName()) + "' needs " +
                               std::to_string(plan.totalBytes) + " bytes of static LDS, more than " +
                               std::string(arch.name) + "'s " + std::to_string(arch.ldsBytesPerWorkgroup) +
                               " bytes per work-group (" + list + ")");
  }
  return plan;
}

} // namespace fly::codegen

// gfx1250's tensor data mover atom (`!fly_rocdl.gfx1250.tdm<...>`) in atom-lowering: the run-time
// state a copy atom carries (set with fly.atom.set_value, FlyDSL's field names) and the builder of
// the descriptor's SGPR groups (lib/target's TdmField table). AtomLoweringTensorTile.cpp lowers the copy.
//
// State fields (FlyDSL's CopyOpGFX1250TDMType, lib/Dialect/FlyROCDL/GFX1250/CopyAtom.cpp):
//   extent_D         elements from the tile's first element to the tensor's edge in tensor dim D
//                    (0 outermost); unset: no clamp (the tile's own extent)
//   stride_D         D < rank-1: the global stride of tensor dim D in elements (i64), in place of
//                    the global tensor's layout stride; -2^31 (FlyDSL's "unset" sentinel) keeps it
//   imm_offset       bytes (i64) added to the tile's global address
//   workgroup_mask   multicast work-groups (the descriptor's low 16 bits of group 1)
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Builder.h"
#include "fly/ir/Operation.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/TensorDescriptor.h"

#include <array>
#include <string_view>
#include <vector>

namespace fly::transforms {

// FlyDSL's value for a stride_D left unset (make_tdm_atom's STRIDE_UNSET).
constexpr int64_t kTdmStrideUnset = -0x80000000LL;

struct TensorTileState {
  std::array<ir::Value *, target::kTdmMaxDims> extents{}; // tensor dim order (0 outermost)
  std::array<ir::Value *, target::kTdmMaxDims> strides{}; // tensor dim order, D < rank-1
  ir::Value *immOffset = nullptr;
  ir::Value *workgroupMask = nullptr;
};

// The state set on atom value `atom` (the fly.atom.set_value chain that makes it; the latest
// set_value of a field wins). `name` is the atom's op name for messages.
Result<TensorTileState> readTensorTileState(ir::Value *atom, const target::TensorTileParams &p,
                                            std::string_view name);

// A descriptor's dwords from field values: static ones into constant bits (target's tdmSet),
// dynamic ones (i32 or i64 SSA values) shifted and masked into each dword they cover.
class TdmDescriptorBuilder {
public:
  TdmDescriptorBuilder(ir::OpBuilder &b, ir::Context &ctx) : b_(b), ctx_(ctx) {}
  Result<bool> set(target::TdmField f, int64_t value);
  void set(target::TdmField f, ir::Value *value);
  // The group's vector<Nxi32>: constant bits OR-ed with the dynamic parts, each dword made
  // wave-uniform (the instruction reads SGPRs; the values are uniform but may not look so to LLVM).
  ir::Value *group(unsigned g);

private:
  ir::OpBuilder &b_;
  ir::Context &ctx_;
  uint32_t bits_[target::kTdmDescriptorDwords] = {};
  std::vector<ir::Value *> parts_[target::kTdmDescriptorDwords];
};

} // namespace fly::transforms

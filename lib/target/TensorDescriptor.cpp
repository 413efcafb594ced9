// The gfx1250 TDM descriptor field table (include/fly/target/TensorDescriptor.h). docs/tdm.md
// explains how each source was read and how the table was checked.
#include "fly/target/TensorDescriptor.h"

#include <array>

namespace fly::target {

namespace {
constexpr std::string_view kTriton = "Triton AMD backend, TDMUtility.cpp (createTDMDescriptor)";
constexpr std::string_view kTritonFill = "Triton AMD backend, TDMUtility.cpp (fillTDMDescriptor)";
constexpr std::string_view kFlyDsl = "FlyDSL, lib/Dialect/FlyROCDL/GFX1250/CopyAtom.cpp (CopyOpGFX1250TDMType)";
constexpr std::string_view kChecked = "Triton AMD backend, TDMUtility.cpp; Triton 3.9 gfx1250 code objects run on fly-emu";

using F = TdmField;
constexpr std::array<TdmFieldDesc, size_t(TdmField::Count)> kFields = {{
    // group 0
    {F::Predicate, "pred", 0, 2, "zero: the instruction moves nothing", kTritonFill},
    {F::IndexSize32, "index_size", 30, 1, "gather/scatter row indices: 0 = 16-bit, 1 = 32-bit", kTriton},
    {F::GatherEnable, "gather_scatter", 31, 1, "rows named by indices in groups 2/3 (not modelled)", kTriton},
    {F::LdsAddress, "lds_addr", 32, 32, "LDS byte address of the tile", kChecked},
    {F::GlobalAddress, "global_addr", 64, 57, "global byte address of the tile's first element", kChecked},
    {F::Type, "type", 126, 2, "descriptor type, 2 = tensor", kChecked},
    // group 1
    {F::MulticastMask, "multicast_mask", 128, 16, "cluster work-groups that receive the data (bit i: work-group i; 0: the issuer)", kTriton},
    {F::DataSize, "data_size", 144, 2, "log2(element bytes)", kChecked},
    {F::BarrierEnable, "barrier_enable", 146, 1, "arrive (count 1) on the LDS barrier at barrier_addr when done", kTriton},
    {F::IterateEnable, "iterate_enable", 147, 1, "group 2 holds increments and a count (not modelled)", kTriton},
    {F::PadEnable, "pad_enable", 148, 1, "pad the tile in LDS", kChecked},
    {F::EarlyTimeout, "early_timeout", 149, 1, "multicast load's early time-out (no effect on the data)", kFlyDsl},
    {F::PadInterval, "pad_interval", 150, 3, "log2(dwords between pads) - 1", kChecked},
    {F::PadAmount, "pad_amount", 153, 7, "dwords of padding - 1", kChecked},
    {F::BarrierAddress, "barrier_addr", 160, 16, "LDS barrier address / 8", kTriton},
    {F::TensorDim0, "tensor_dim0", 176, 32, "elements of dim 0 from the tile start to the tensor's edge", kChecked},
    {F::TensorDim1, "tensor_dim1", 208, 32, "same, dim 1", kChecked},
    {F::TileDim0, "tile_dim0", 240, 16, "tile extent, dim 0 (innermost)", kChecked},
    {F::TileDim1, "tile_dim1", 256, 16, "tile extent, dim 1 (0: no dim 1)", kChecked},
    {F::TileDim2, "tile_dim2", 272, 16, "tile extent, dim 2 (0: no dim 2)", kChecked},
    {F::Stride0, "stride0", 288, 48, "elements between consecutive dim-1 indices", kChecked},
    {F::Stride1, "stride1", 336, 48, "elements between consecutive dim-2 indices", kChecked},
    // group 2
    {F::TensorDim2, "tensor_dim2", 384, 32, "elements of dim 2 from the tile start to the edge", kChecked},
    {F::TensorDim3, "tensor_dim3", 416, 32, "same, dim 3", kTriton},
    {F::Stride2, "stride2", 448, 48, "elements between consecutive dim-3 indices", kTriton},
    {F::TileDim3, "tile_dim3", 496, 16, "tile extent, dim 3 (0: no dim 3)", kTriton},
    // group 3
    {F::Stride3, "stride3", 512, 48, "elements between consecutive dim-4 indices", kTriton},
    {F::TensorDim4, "tensor_dim4", 560, 32, "elements of dim 4 from the tile start to the edge", kTriton},
    {F::TileDim4, "tile_dim4", 592, 16, "tile extent, dim 4 (0: no dim 4)", kTriton},
}};

constexpr bool tableInFieldOrder() {
  for (size_t i = 0; i < kFields.size(); ++i)
    if (size_t(kFields[i].field) != i) return false;
  return true;
}
static_assert(tableInFieldOrder(), "kFields is indexed by TdmField");
} // namespace

std::span<const TdmFieldDesc> tdmDescriptorFields() { return kFields; }

TdmField tdmTensorDim(unsigned k) {
  constexpr TdmField f[] = {F::TensorDim0, F::TensorDim1, F::TensorDim2, F::TensorDim3, F::TensorDim4};
  return f[k];
}
TdmField tdmTileDim(unsigned k) {
  constexpr TdmField f[] = {F::TileDim0, F::TileDim1, F::TileDim2, F::TileDim3, F::TileDim4};
  return f[k];
}
TdmField tdmStride(unsigned k) {
  constexpr TdmField f[] = {F::Stride0, F::Stride0, F::Stride1, F::Stride2, F::Stride3};
  return f[k];
}
const TdmFieldDesc &tdmField(TdmField f) { return kFields[size_t(f)]; }

uint64_t tdmGet(const uint32_t *d, TdmField f) {
  const TdmFieldDesc &x = tdmField(f);
  uint64_t v = 0;
  for (unsigned i = 0; i < x.width; ++i) {
    unsigned b = x.bit + i;
    v |= uint64_t((d[b / 32] >> (b % 32)) & 1) << i;
  }
  return v;
}

bool tdmSet(uint32_t *d, TdmField f, uint64_t value) {
  const TdmFieldDesc &x = tdmField(f);
  for (unsigned i = 0; i < x.width; ++i) {
    unsigned b = x.bit + i;
    d[b / 32] = (d[b / 32] & ~(1u << (b % 32))) | uint32_t((value >> i) & 1) << (b % 32);
  }
  return x.width >= 64 || value >> x.width == 0;
}

std::string tdmDescriptorTable() {
  std::string s = "| field | group | dword | bits | width | meaning | source |\n| --- | --- | --- | --- | --- | --- | --- |\n";
  for (const TdmFieldDesc &x : kFields) {
    unsigned group = x.bit < 128 ? 0 : x.bit < 384 ? 1 : x.bit < 512 ? 2 : 3;
    unsigned inGroup = x.bit - kTdmGroupDword[group] * 32;
    unsigned last = inGroup + x.width - 1;
    std::string dwords = std::to_string(inGroup / 32);
    if (last / 32 != inGroup / 32) dwords += "-" + std::to_string(last / 32);
    s += "| `" + std::string(x.name) + "` | " + std::to_string(group) + " | " + dwords + " | " +
         std::to_string(inGroup) + ".." + std::to_string(last) + " | " + std::to_string(x.width) + " | " +
         std::string(x.meaning) + " | " + std::string(x.source) + " |\n";
  }
  return s;
}

} // namespace fly::target

// gfx1250's tensor data mover (TDM) descriptor (D#) as data: where each field sits in the four
// SGPR groups that `tensor_load_to_lds` / `tensor_store_from_lds` read (group 0: 4 dwords, group 1:
// 8 dwords, groups 2 and 3: 4 dwords each, absent in the two-group `_d2` form). One table serves
// every reader and writer of a descriptor: the emulator decodes with it, atom-lowering encodes with
// it, docs/tdm.md prints it (tdmDescriptorTable) and a test keeps the two equal.
//
// Dimension numbering is the hardware's: dim 0 is the innermost (contiguous) dimension, whose stride
// is 1 element and not stored; "stride k" is the stride, in elements, of dimension k + 1.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace fly::target {

enum class TdmField : uint8_t {
  Predicate,      // non-zero: the operation moves data; zero: it does nothing
  IndexSize32,    // gather/scatter row indices are 32-bit (else 16-bit)
  GatherEnable,   // gather (load) / scatter (store) of rows named in groups 2 and 3
  LdsAddress,     // byte address of the tile in LDS
  GlobalAddress,  // byte address of the tile's first element in global memory
  Type,           // descriptor type; 2 for a tensor
  MulticastMask,  // work-groups of a cluster that receive the data
  DataSize,       // log2 of the element size in bytes (1, 2, 4, 8)
  BarrierEnable,  // arrive on the LDS barrier at BarrierAddress when done
  IterateEnable,  // group 2 holds LDS/global increments and an iteration count
  PadEnable,      // insert padding into LDS
  EarlyTimeout,   // a multicast load's early time-out (GL1; no effect on the data)
  PadInterval,    // log2(dwords between pads) - 1
  PadAmount,      // dwords of padding - 1
  BarrierAddress, // LDS address of the barrier / 8
  // dim 0 is innermost; tensor_dimK: elements from the tile's start to the edge; tile_dimK: tile
  // extent; strideK: elements between consecutive indices of dim K + 1 (table order)
  TensorDim0, TensorDim1, TileDim0, TileDim1, TileDim2, Stride0, Stride1, // group 1
  TensorDim2, TensorDim3, Stride2, TileDim3,                              // group 2
  Stride3, TensorDim4, TileDim4,                                          // group 3
  Count
};

struct TdmFieldDesc {
  TdmField field;
  std::string_view name;
  uint16_t bit;   // first bit in the descriptor, groups concatenated (group 0 at 0, 1 at 128, 2 at 384, 3 at 512)
  uint8_t width;  // bits
  std::string_view meaning;
  std::string_view source; // where the fact comes from
};

constexpr unsigned kTdmDescriptorDwords = 20;   // groups 0..3
constexpr unsigned kTdmGroupDword[4] = {0, 4, 12, 16};
constexpr unsigned kTdmGroupDwords[4] = {4, 8, 4, 4};
constexpr uint64_t kTdmTensorType = 2;
constexpr unsigned kTdmMaxDims = 5;

std::span<const TdmFieldDesc> tdmDescriptorFields();
const TdmFieldDesc &tdmField(TdmField f);

/// The field's value in a descriptor of 20 dwords (groups 0..3 concatenated).
uint64_t tdmGet(const uint32_t *descriptor, TdmField f);
/// Writes the field (the value truncated to its width); returns false when it does not fit.
bool tdmSet(uint32_t *descriptor, TdmField f, uint64_t value);

/// The fields of dimension k (0 innermost .. 4).
TdmField tdmTensorDim(unsigned k);
TdmField tdmTileDim(unsigned k);
/// Stride of dimension k (k >= 1), in elements.
TdmField tdmStride(unsigned k);

/// The markdown table of docs/tdm.md.
std::string tdmDescriptorTable();

} // namespace fly::target

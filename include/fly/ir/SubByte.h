// Sub-byte element types (i4, f4E2M1FN, f6E2M3FN, f6E3M2FN) in memory. They are bit-packed as in CuTe
// (subbyte_iterator) and FlyDSL: layouts count elements, and element i of a tensor lives at bit
// i * bits of its storage (byte base + i * bits / 8, low bits first). i1 is not sub-byte: it is
// stored as a byte. Alignment reasoning (TypeInference, atom-lowering) and codegen go through these.
#pragma once

#include "fly/ir/Types.h"

#include <cstdint>

namespace fly::ir {

// True for the bit-packed element types (bit width 2..7, or any width that is not whole bytes but 1).
bool isSubByte(Type element);

// Bytes of memory an element offset spans: offset * bits / 8, whole for every element type but the
// sub-byte ones. For an offset known to be a multiple of `elementDivisibility` (> 0), the byte
// divisibility of its address, or 0 when such an offset need not fall on a byte boundary (a 4-bit
// tensor's odd offsets).
int64_t byteDivisibility(Type element, int64_t elementDivisibility);

} // namespace fly::ir

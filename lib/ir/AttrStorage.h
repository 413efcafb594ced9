// Private layout of an attribute (arena-allocated, trivially destructible).
#pragma once

#include "fly/ir/Attributes.h"

namespace fly::ir {

struct AttrStorage {
  AttrKind kind = AttrKind::Unit;
  uint8_t width = 0;       // DenseArray element width
  Type type;               // Integer/Float/TypeAttr/DenseElements
  int64_t i = 0;           // Integer, Bool
  double f = 0;            // Float
  std::string_view s;      // String, SymbolRef
  const int64_t *ints = nullptr;          // DenseArray
  const Attribute *elems = nullptr;       // Array, DenseElements
  const NamedAttribute *named = nullptr;  // Dictionary
  uint32_t n = 0;
};

} // namespace fly::ir

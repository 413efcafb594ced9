#include "fly/ir/SubByte.h"

namespace fly::ir {

bool isSubByte(Type element) {
  unsigned b = element.elementType().bitWidth();
  return b > 1 && b % 8 != 0;
}

int64_t byteDivisibility(Type element, int64_t elementDivisibility) {
  int64_t bits = element.elementType().bitWidth();
  if (bits <= 1)
    bits = 8; // i1 is a byte in memory
  int64_t total = elementDivisibility * bits;
  return total % 8 == 0 ? total / 8 : 0;
}

} // namespace fly::ir

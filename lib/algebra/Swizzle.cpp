#include "fly/algebra/Swizzle.h"

#include <algorithm>

namespace fly {

Result<Swizzle> Swizzle::make(int bits, int base, int shift) {
  std::string name = "Sw<" + std::to_string(bits) + "," + std::to_string(base) + "," +
                     std::to_string(shift) + ">";
  if (bits < 0 || base < 0)
    return Error("swizzle " + name + ": B and M must be non-negative");
  if ((shift < 0 ? -shift : shift) < bits)
    return Error("swizzle " + name + ": |S| must be at least B (the read and written bits overlap)");
  if (bits + base + (shift < 0 ? -shift : shift) > 62)
    return Error("swizzle " + name + ": masks exceed 62 bits");
  return Swizzle(bits, base, shift);
}

int64_t Swizzle::yyyMask() const {
  return ((int64_t(1) << bits_) - 1) << (base_ + std::max(0, shift_));
}
int64_t Swizzle::zzzMask() const {
  return ((int64_t(1) << bits_) - 1) << (base_ - std::min(0, shift_));
}

int64_t Swizzle::operator()(int64_t offset) const {
  int64_t sel = offset & yyyMask();
  int64_t moved = shift_ >= 0 ? (sel >> shift_) : (sel << -shift_);
  return offset ^ moved;
}

Int Swizzle::operator()(const Int &offset) const {
  if (offset.isStatic())
    return Int((*this)(offset.value()));
  if (bits_ == 0)
    return offset;
  Int sel = offset & Int(yyyMask());
  Int moved = shift_ >= 0 ? (sel >> Int(shift_)) : (sel << Int(-shift_));
  return offset ^ moved;
}

int64_t Swizzle::cosize(int64_t n) const {
  // The swizzle only flips bits inside zzzMask, so indices stay below the
  // next multiple of 2^(highest written bit + 1) when n reaches into the mask.
  if (bits_ == 0 || n <= 0)
    return n;
  int64_t maxIdx = 0;
  for (int64_t x = 0; x < n && x < (int64_t(1) << 24); ++x)
    maxIdx = std::max(maxIdx, (*this)(x));
  return std::max(n, maxIdx + 1);
}

std::string Swizzle::str() const {
  return "Sw<" + std::to_string(bits_) + "," + std::to_string(base_) + "," + std::to_string(shift_) + ">";
}

} // namespace fly

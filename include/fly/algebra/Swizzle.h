// fly::Swizzle: CuTe's Swizzle<B,M,S>, the XOR function on indices
//   y = x ^ ((x & yyy_mask) >> S)     (a left shift when S < 0)
// with yyy_mask = ((1<<B)-1) << (M + max(0,S)). B bits of the "row" are
// XOR-ed into B bits of the "column" starting at bit M.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "fly/algebra/Int.h"
#include "fly/algebra/Result.h"

namespace fly {

class Swizzle {
public:
  Swizzle() = default; // Sw<0,0,0>: the identity
  // Requires B >= 0, M >= 0, |S| >= B, and the masks within 62 bits.
  static Result<Swizzle> make(int bits, int base, int shift);

  int bits() const { return bits_; }
  int base() const { return base_; }
  int shift() const { return shift_; }
  int64_t yyyMask() const; // the bits read
  int64_t zzzMask() const; // the bits written

  int64_t operator()(int64_t offset) const;
  // On a possibly dynamic value: static in, static out; dynamic gives the
  // expression x ^ ((x & mask) >> S) for the swizzle-simplify pass.
  Int operator()(const Int &offset) const;

  // Indices the swizzle maps [0, n) into: n rounded up to cover the written bits.
  int64_t cosize(int64_t n) const;

  std::string str() const; // `Sw<3,4,3>`

  friend bool operator==(const Swizzle &, const Swizzle &) = default;

private:
  Swizzle(int b, int m, int s) : bits_(b), base_(m), shift_(s) {}
  int bits_ = 0;
  int base_ = 0;
  int shift_ = 0;
};

// Parses `Sw<3,4,3>` (also `S<3,4,3>`).
Result<Swizzle> parseSwizzle(std::string_view text);

} // namespace fly

// fly::Swizzle: CuTe's Swizzle<B,M,S>, the XOR function on indices
//   y = x ^ ((x & yyy_mask) >> S)     (a left shift when S < 0)
// with yyy_mask = ((1<<B)-1) << (M + max(0,S)). B bits of the "row" are
// XOR-ed into B bits of the "column" starting at bit M.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fly/algebra/Int.h"
#include "fly/algebra/IntTuple.h"
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

// FlyDSL's coordinate swizzle CS<mask,baseRow,[row path],baseCol,[col path]> (its CoordSwizzleAttr):
// a function on coordinates, not on offsets. `mask` bits of the coordinate leaf at `row path`,
// read from bit `baseRow`, are xor-ed into the leaf at `col path` from bit `baseCol`:
//   col' = col ^ (((row >> baseRow) & ((1 << mask) - 1)) << baseCol)
// (FlyDSL's intApplyCoordSwizzle); every other leaf is kept. mask = 0 is the identity (its
// paths may then be empty).
class CoordSwizzle {
public:
  CoordSwizzle() = default; // CS<0,0,[],0,[]>: the identity
  // Requires mask, baseRow, baseCol in [0, 31]; non-empty paths when mask > 0.
  static Result<CoordSwizzle> make(int mask, int baseRow, std::vector<int> rowPath, int baseCol,
                                   std::vector<int> colPath);

  int mask() const { return mask_; }
  int baseRow() const { return baseRow_; }
  int baseCol() const { return baseCol_; }
  const std::vector<int> &rowPath() const { return rowPath_; }
  const std::vector<int> &colPath() const { return colPath_; }
  bool isIdentity() const { return mask_ == 0; }

  // The swizzled coordinate; an error if a path does not lead to a leaf of `coord`.
  Result<IntTuple> operator()(const IntTuple &coord) const;
  // On the two leaves themselves (static in, static out; dynamic gives the expression).
  Int apply(const Int &row, const Int &col) const;

  std::string str() const; // `CS<3,0,[1],0,[2]>`, paths printed `[1, 0]` as FlyDSL prints them

  friend bool operator==(const CoordSwizzle &, const CoordSwizzle &) = default;

private:
  int mask_ = 0, baseRow_ = 0, baseCol_ = 0;
  std::vector<int> rowPath_, colPath_;
};

} // namespace fly

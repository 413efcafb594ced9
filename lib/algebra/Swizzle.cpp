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

// ---- CoordSwizzle ----------------------------------------------------------------------

Result<CoordSwizzle> CoordSwizzle::make(int mask, int baseRow, std::vector<int> rowPath, int baseCol,
                                        std::vector<int> colPath) {
  CoordSwizzle s;
  s.mask_ = mask;
  s.baseRow_ = baseRow;
  s.baseCol_ = baseCol;
  s.rowPath_ = std::move(rowPath);
  s.colPath_ = std::move(colPath);
  for (int v : {mask, baseRow, baseCol})
    if (v < 0 || v > 31)
      return Error("coordinate swizzle " + s.str() + ": mask and bases must be in [0, 31]");
  if (mask + baseCol > 62)
    return Error("coordinate swizzle " + s.str() + ": the written bits exceed 62");
  for (const std::vector<int> *p : {&s.rowPath_, &s.colPath_})
    for (int m : *p)
      if (m < 0 || m > 255)
        return Error("coordinate swizzle " + s.str() + ": mode indices must be in [0, 255]");
  if (mask > 0 && (s.rowPath_.empty() || s.colPath_.empty()))
    return Error("coordinate swizzle " + s.str() + ": a non-trivial swizzle needs a row path and a column path");
  return s;
}

Int CoordSwizzle::apply(const Int &row, const Int &col) const {
  if (mask_ == 0)
    return col;
  int64_t bits = (int64_t(1) << mask_) - 1;
  if (row.isStatic() && col.isStatic())
    return Int(col.value() ^ (((row.value() >> baseRow_) & bits) << baseCol_));
  Int moved = row;
  if (baseRow_)
    moved = moved >> Int(baseRow_);
  moved = moved & Int(bits);
  if (baseCol_)
    moved = moved << Int(baseCol_);
  return col ^ moved;
}

namespace {
std::string pathText(const std::vector<int> &p) {
  std::string s = "[";
  for (size_t i = 0; i < p.size(); ++i)
    s += (i ? ", " : "") + std::to_string(p[i]);
  return s + "]";
}

// The leaf of `t` at `path`, or null.
const IntTuple *leafAt(const IntTuple &t, const std::vector<int> &path) {
  const IntTuple *cur = &t;
  for (int m : path) {
    if (cur->isLeaf() || static_cast<size_t>(m) >= cur->rank())
      return nullptr;
    cur = &(*cur)[static_cast<size_t>(m)];
  }
  return cur->isLeaf() ? cur : nullptr;
}

IntTuple replaced(const IntTuple &t, const std::vector<int> &path, size_t depth, const Int &v) {
  if (depth == path.size())
    return IntTuple(v);
  std::vector<IntTuple> els = t.elements();
  els[static_cast<size_t>(path[depth])] = replaced(els[static_cast<size_t>(path[depth])], path, depth + 1, v);
  return IntTuple(std::move(els));
}
} // namespace

Result<IntTuple> CoordSwizzle::operator()(const IntTuple &coord) const {
  if (mask_ == 0)
    return coord;
  const IntTuple *row = leafAt(coord, rowPath_), *col = leafAt(coord, colPath_);
  if (!row || !col)
    return Error("coordinate swizzle " + str() + ": the coordinate " + coord.str() +
                 " has no integer leaf at " + pathText(row ? colPath_ : rowPath_));
  if (row->leaf().isBasis() || col->leaf().isBasis() || row->leaf().isUnderscore() || col->leaf().isUnderscore())
    return Error("coordinate swizzle " + str() + ": the coordinate " + coord.str() + " has a non-integer leaf");
  return replaced(coord, colPath_, 0, apply(row->leaf(), col->leaf()));
}

std::string CoordSwizzle::str() const {
  return "CS<" + std::to_string(mask_) + "," + std::to_string(baseRow_) + "," + pathText(rowPath_) + "," +
         std::to_string(baseCol_) + "," + pathText(colPath_) + ">";
}

} // namespace fly

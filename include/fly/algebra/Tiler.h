// fly::Tiler: the second operand of composition, divides and products when it
// is not a single layout. CuTe accepts a layout, a tuple of tilers (applied
// mode by mode, extra modes of the first operand are kept), `_` (keep the mode)
// or an integer/shape (a compact layout of that shape).
#pragma once

#include <string>
#include <vector>

#include "fly/algebra/Layout.h"

namespace fly {

class Tiler {
public:
  enum class Kind : uint8_t { Layout, Modes, Keep };

  Tiler(Layout layout) : kind_(Kind::Layout), layout_(std::move(layout)) {}
  static Tiler keep() { return Tiler(Kind::Keep); }
  static Tiler modes(std::vector<Tiler> modes) {
    Tiler t(Kind::Modes);
    t.modes_ = std::move(modes);
    return t;
  }
  // A shape as a tiler: a leaf n is the layout n:1, a tuple is by-mode,
  // `*` keeps the mode.
  static Tiler fromShape(const IntTuple &shape);

  Kind kind() const { return kind_; }
  const Layout &layout() const { return layout_; }
  const std::vector<Tiler> &modes() const { return modes_; }

  // `(4,8):(1,4)`, `[2:1, _, (2,2):(1,2)]`.
  std::string str() const;

private:
  explicit Tiler(Kind k) : kind_(k) {}
  Kind kind_;
  Layout layout_;
  std::vector<Tiler> modes_;
};

} // namespace fly

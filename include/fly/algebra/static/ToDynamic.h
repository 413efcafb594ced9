// Converts compile-time layouts (fly::st) to the run-time fly::Layout, to print
// them or hand them to the IR.
#pragma once

#include "fly/algebra/Layout.h"
#include "fly/algebra/static/StaticLayout.h"

namespace fly::st {

// Leaves may be hana constants or run-time integers (e.g. from idx2crd of a
// run-time index).
template <class T>
IntTuple to_int_tuple(T t) {
  if constexpr (is_int_v<T>) {
    return IntTuple(static_cast<int64_t>(T::value));
  } else if constexpr (std::is_integral_v<T>) {
    return IntTuple(static_cast<int64_t>(t));
  } else {
    return hana::unpack(t, [](auto... e) { return IntTuple(std::vector<IntTuple>{to_int_tuple(e)...}); });
  }
}

template <class S, class D>
fly::Layout to_dynamic(Layout<S, D>) {
  return fly::Layout(to_int_tuple(S{}), to_int_tuple(D{}));
}

} // namespace fly::st

// FlyDSL's predicate per atom call of a fly.copy (include/fly/transforms/CopyPredicate.h).
#include "fly/transforms/CopyPredicate.h"

namespace fly::transforms {

namespace {

size_t modes(const IntTuple &t) { return t.isLeaf() ? 1 : rank(t); }
IntTuple mode(const IntTuple &t, size_t i) { return t.isLeaf() ? t : t.elements()[i]; }

int64_t staticSize(const IntTuple &t) {
  Int s = size(t);
  return s.isStatic() ? s.value() : -1;
}

Result<bool> recurse(const IntTuple &src, IntTuple pred, int64_t base, int64_t perCall, std::vector<int64_t> &out) {
  size_t r = modes(src);
  if (r > 1 && modes(pred) == r - 1) { // one rank short: a unit mode in front (FlyDSL's prepend of 1:0)
    std::vector<IntTuple> els{IntTuple(Int(1))};
    for (size_t i = 0; i < modes(pred); ++i)
      els.push_back(mode(pred, i));
    pred = IntTuple(std::move(els));
  }
  if (r == 1) {
    if (!src.isLeaf()) // a rank-1 tuple: its only mode (FlyDSL's get(0))
      return recurse(mode(src, 0), modes(pred) == 1 && !pred.isLeaf() ? mode(pred, 0) : pred, base, perCall, out);
    int64_t n = staticSize(src);
    if (n <= 0 || n % perCall)
      return Error("a last-level mode of " + std::to_string(n) + " values is not whole atom calls of " +
                   std::to_string(perCall));
    if (staticSize(pred) != 1)
      return Error("the predicate left for an atom call has " + std::to_string(staticSize(pred)) + " values, not 1");
    for (int64_t c = 0; c < n / perCall; ++c)
      out.push_back(base);
    return true;
  }
  if (modes(pred) != r)
    return Error("the predicate's rank is not the source's or one less");
  int64_t iters = 1, predRest = 1;
  for (size_t i = 1; i < r; ++i) {
    int64_t s = staticSize(mode(src, i)), p = staticSize(mode(pred, i));
    if (s < 0 || p < 0)
      return Error("dynamic shapes");
    iters *= s;
    predRest *= p;
  }
  if (iters != predRest)
    return Error("the predicate's modes 1.. do not match the source's");
  int64_t pred0 = staticSize(mode(pred, 0));
  if (pred0 < 0)
    return Error("dynamic shapes");
  for (int64_t i = 0; i < iters; ++i) {
    FLY_TRY(ok, recurse(mode(src, 0), mode(pred, 0), base + pred0 * i, perCall, out));
    (void)ok;
  }
  return true;
}

} // namespace

Result<std::vector<int64_t>> flyDslCopyPredicates(const IntTuple &srcShape, const IntTuple &predShape, int64_t perCall) {
  std::vector<int64_t> out;
  FLY_TRY(ok, recurse(srcShape, predShape, 0, perCall, out));
  (void)ok;
  return out;
}

} // namespace fly::transforms

#include "fly/dsl/Layout.h"

#include "fly/ir/FlyTypes.h"
#include "fly/ir/Operation.h"
#include "fly/ir/TypeInference.h"

namespace fly::fx {

IntTuple TupleSpec::type(std::vector<ir::Value *> &dynamic, const SourceLoc &loc) const {
  if (!leaf_) {
    std::vector<IntTuple> elements;
    for (const TupleSpec &c : children_) elements.push_back(c.type(dynamic, loc));
    return IntTuple(std::move(elements));
  }
  if (underscore_) return IntTuple(Int::underscore());
  if (dynamic_) {
    dynamic.push_back(detail::use(dynamic_, loc));
    return IntTuple(Int::dynamic());
  }
  return IntTuple(value_);
}

TupleSpec TupleSpec::underscoresAsZero() const {
  TupleSpec out = *this;
  if (leaf_) {
    if (underscore_) out = TupleSpec(0);
    return out;
  }
  for (TupleSpec &c : out.children_) c = c.underscoresAsZero();
  return out;
}

bool TupleSpec::hasUnderscore() const {
  if (leaf_) return underscore_;
  for (const TupleSpec &c : children_)
    if (c.hasUnderscore()) return true;
  return false;
}

fly::Layout Layout::value() const {
  if (auto *t = v_ ? v_->type().dyn_cast<ir::LayoutType>() : nullptr) return t->value();
  return fly::Layout();
}

namespace detail {

ir::Value *makeTuple(ir::OpCode code, const TupleSpec &spec, const SourceLoc &loc) {
  BuildState &s = state(loc);
  std::vector<ir::Value *> dynamic;
  IntTuple t = spec.type(dynamic, loc);
  // make_shape(4, 8) is written with the top level braced: a single leaf stays a leaf.
  if (!t.isLeaf() && t.rank() == 1 && t[0].isLeaf()) {
    IntTuple inner = t[0];
    t = inner;
  }
  ir::Type type = ir::IntTupleType::get(s.context(), t);
  ir::Type results[] = {type};
  if (dynamic.empty()) return s.create(ir::OpCode::FlyStatic, {}, results, {}, loc)->result(0);
  return s.create(code, dynamic, results, {}, loc)->result(0);
}

ir::Value *staticLayout(const fly::Layout &layout, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (!layout.isStatic()) s.error(loc, "make_layout of a run-time algebra value needs static leaves");
  ir::Type results[] = {ir::LayoutType::get(s.context(), layout)};
  return s.create(ir::OpCode::FlyStatic, {}, results, {}, loc)->result(0);
}

ir::Value *algebraOp(ir::OpCode code, std::initializer_list<ir::Value *> operands, const SourceLoc &loc) {
  BuildState &s = state(loc);
  for (ir::Value *v : operands) use(v, loc);
  // Created with a placeholder type, then given the type the algebra infers.
  ir::Operation *op = s.create(code, operands, {s.context().i32()}, {}, loc);
  Result<ir::Type> type = ir::inferResultType(op);
  if (!type.ok()) {
    s.error(loc, std::string(op->name()) + ": " + type.error().message);
    return op->result(0);
  }
  op->result(0)->setType(*type);
  return op->result(0);
}

} // namespace detail

Index get_scalar(const IntTupleValue &t, SourceLoc loc) {
  BuildState &s = state(loc);
  ir::Value *v = detail::use(t.ir(), loc);
  return Index(s.create(ir::OpCode::FlyGetScalar, {v}, {s.context().indexType()}, {}, loc)->result(0));
}

Index crd2idx(const IntTupleValue &coord, const Layout &layout, SourceLoc loc) {
  return get_scalar(IntTupleValue(detail::algebraOp(ir::OpCode::FlyCrd2Idx, {coord.ir(), layout.ir()}, loc)), loc);
}

} // namespace fly::fx

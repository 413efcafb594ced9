// gfx1250 tensor data mover atoms: their run-time state and the descriptor builder
// (include/fly/transforms/TensorTile.h; the copy is lowered in AtomLoweringTensorTile.cpp, docs/tdm.md).
#include "fly/transforms/TensorTile.h"

#include "fly/ir/Context.h"

#include <algorithm>

namespace fly::transforms {

using namespace ir;

namespace {

// "extent_3" -> 3 (below `limit`), else -1.
int fieldIndex(std::string_view field, std::string_view prefix, int limit) {
  if (field.size() != prefix.size() + 1 || field.substr(0, prefix.size()) != prefix)
    return -1;
  int k = field.back() - '0';
  return k >= 0 && k < limit ? k : -1;
}

} // namespace

Result<TensorTileState> readTensorTileState(Value *atom, const target::TensorTileParams &p, std::string_view name) {
  TensorTileState s;
  const int R = p.rank;
  for (Operation *def = atom->definingOp(); def && def->is(OpCode::FlyAtomSetValue);
       def = def->operand(0)->definingOp()) {
    std::string_view field = def->strAttr("field");
    Value *v = def->operand(1);
    Value **slot = nullptr;
    if (int k = fieldIndex(field, "extent_", R); k >= 0)
      slot = &s.extents[size_t(k)];
    else if (int d = fieldIndex(field, "stride_", R - 1); d >= 0)
      slot = &s.strides[size_t(d)];
    else if (field == "imm_offset")
      slot = &s.immOffset;
    else if (field == "workgroup_mask")
      slot = &s.workgroupMask;
    if (!slot) {
      std::string strides = R > 1 ? ", stride_0 .. stride_" + std::to_string(R - 2) : std::string();
      return Error("copy atom '" + std::string(name) + "' of rank " + std::to_string(R) + " has no field '" +
                   std::string(field) + "' (it has extent_0 .. extent_" + std::to_string(R - 1) + strides +
                   ", imm_offset, workgroup_mask)");
    }
    if (!v->type().isInteger(32) && !v->type().isInteger(64) && !v->type().isIndex())
      return Error("'" + std::string(field) + "' must be an integer, got " + v->type().str());
    if (!*slot) // the chain is walked from the last set_value back: the first seen is the latest
      *slot = v;
  }
  return s;
}

Result<bool> TdmDescriptorBuilder::set(target::TdmField f, int64_t value) {
  if (value < 0 || !target::tdmSet(bits_, f, uint64_t(value)))
    return Error("the tensor data mover's field '" + std::string(target::tdmField(f).name) + "' (" +
                 std::to_string(target::tdmField(f).width) + " bits) cannot hold " + std::to_string(value));
  return true;
}

void TdmDescriptorBuilder::set(target::TdmField f, Value *value) {
  const target::TdmFieldDesc &fd = target::tdmField(f);
  Type vt = value->type();
  unsigned vbits = vt.isInteger(64) ? 64 : 32;
  for (unsigned dw = fd.bit / 32; dw * 32 < unsigned(fd.bit) + fd.width; ++dw) {
    unsigned lo = std::max<unsigned>(fd.bit, dw * 32), hi = std::min<unsigned>(fd.bit + fd.width, dw * 32 + 32);
    unsigned from = lo - fd.bit, at = lo - dw * 32, width = hi - lo;
    if (from >= vbits)
      continue;
    Value *x = value;
    if (from)
      x = b_.binary(OpCode::ArithShRUI, x, b_.constantInt(from, vt));
    if (vbits == 64)
      x = b_.cast(OpCode::ArithTruncI, x, ctx_.i32());
    // Bits above the field's part in this dword would spill into the next field: mask them, unless
    // the shift left pushes them out of the dword anyway.
    if (at + width < 32)
      x = b_.binary(OpCode::ArithAndI, x, b_.constantInt(int64_t((uint64_t(1) << width) - 1), ctx_.i32()));
    if (at)
      x = b_.binary(OpCode::ArithShLI, x, b_.constantInt(at, ctx_.i32()));
    parts_[dw].push_back(x);
  }
}

Value *TdmDescriptorBuilder::group(unsigned g) {
  std::vector<Value *> dwords;
  for (unsigned i = 0; i < target::kTdmGroupDwords[g]; ++i) {
    unsigned dw = target::kTdmGroupDword[g] + i;
    Value *x = b_.constantInt(int64_t(int32_t(bits_[dw])), ctx_.i32());
    for (Value *p : parts_[dw])
      x = b_.binary(OpCode::ArithOrI, x, p);
    if (!parts_[dw].empty())
      x = b_.create(OpCode::RocdlReadFirstLane, {x}, {ctx_.i32()})->result(0);
    dwords.push_back(x);
  }
  Type vt[] = {ctx_.vectorType(int64_t(dwords.size()), ctx_.i32())};
  return b_.create(OpCode::VectorFromElements, dwords, vt)->result(0);
}

} // namespace fly::transforms

#include "IRInterpreter.h"

#include "fly/ir/Block.h"
#include "fly/ir/FlyTypes.h"

#include <cstring>
#include <string>
#include <unordered_map>

namespace fly::difftest {

namespace {

using ir::OpCode;
using ir::Operation;
using ir::Value;

// A pointer: which memory (argument index, or kLds) and a byte offset.
constexpr uint32_t kLds = 0xffff;
uint64_t makePtr(uint32_t space, uint64_t byteOffset) { return uint64_t(space) << 48 | byteOffset; }

struct Thread {
  uint32_t tid = 0, bid = 0;
  std::unordered_map<const Value *, uint64_t> values;
};

class Interpreter {
public:
  Interpreter(uint32_t grid, uint32_t block, std::vector<InterpArg> &args) : grid_(grid), block_(block), args_(args) {}

  Result<bool> run(Operation *kernel) {
    ir::Block *body = kernel->region(0).front();
    for (uint32_t b = 0; b < grid_; ++b) {
      lds_.assign(0, 0);
      std::vector<Thread> threads(block_);
      for (uint32_t t = 0; t < block_; ++t) {
        threads[t].tid = t;
        threads[t].bid = b;
        for (unsigned a = 0; a < body->numArguments(); ++a)
          threads[t].values[body->argument(a)] =
              args_[a].buffer ? makePtr(a, 0) : uint64_t(args_[a].scalar);
      }
      // Statement by statement for the whole group: LDS written before a barrier is seen after it.
      for (Operation *op : *body) {
        if (op->is(OpCode::GpuReturn))
          break;
        for (Thread &t : threads) {
          Result<bool> r = exec(op, t);
          if (!r.ok())
            return r;
        }
      }
    }
    return true;
  }

private:
  uint32_t grid_, block_;
  std::vector<InterpArg> &args_;
  std::vector<uint8_t> lds_;

  static Error fail(Operation *op, const std::string &why) {
    return Error("interpreter: " + std::string(op->name()) + ": " + why);
  }
  static unsigned widthOf(ir::Type t) { return t.isIndex() ? 64 : t.bitWidth(); }
  static uint64_t mask(uint64_t v, unsigned w) { return w >= 64 ? v : v & ((uint64_t{1} << w) - 1); }
  static int64_t sext(uint64_t v, unsigned w) {
    if (w >= 64)
      return int64_t(v);
    uint64_t m = uint64_t{1} << (w - 1);
    v = mask(v, w);
    return int64_t((v ^ m) - m);
  }
  static float asFloat(uint64_t bits) {
    uint32_t b = uint32_t(bits);
    float f;
    std::memcpy(&f, &b, 4);
    return f;
  }
  static uint64_t fromFloat(float f) {
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
  }

  uint64_t get(Thread &t, Value *v) { return t.values[v]; }

  uint8_t *memory(Operation *op, uint64_t ptr, uint64_t bytes, Error &err) {
    uint32_t space = uint32_t(ptr >> 48);
    uint64_t off = ptr & ((uint64_t{1} << 48) - 1);
    std::vector<uint8_t> *mem = space == kLds ? &lds_ : space < args_.size() ? args_[space].buffer : nullptr;
    if (!mem || off + bytes > mem->size()) {
      err = fail(op, "access of " + std::to_string(bytes) + " bytes at offset " + std::to_string(off) +
                         " outside its buffer");
      return nullptr;
    }
    return mem->data() + off;
  }

  Result<bool> execBlock(ir::Block *block, Thread &t, std::vector<uint64_t> &yielded) {
    for (Operation *op : *block) {
      if (op->is(OpCode::ScfYield)) {
        yielded.clear();
        for (unsigned i = 0; i < op->numOperands(); ++i)
          yielded.push_back(get(t, op->operand(i)));
        return true;
      }
      Result<bool> r = exec(op, t);
      if (!r.ok())
        return r;
    }
    yielded.clear();
    return true;
  }

  Result<bool> exec(Operation *op, Thread &t) {
    auto set = [&](uint64_t v) { t.values[op->result(0)] = mask(v, widthOf(op->result(0)->type()) ?: 64); };
    auto opnd = [&](unsigned i) { return get(t, op->operand(i)); };
    unsigned w = op->numResults() ? widthOf(op->result(0)->type()) : 0;
    if (op->numOperands() && op->operand(0)->type().isIntOrIndex())
      w = op->code() == OpCode::ArithCmpI || op->code() == OpCode::ArithIndexCast ? widthOf(op->operand(0)->type()) : w;
    switch (op->code()) {
    case OpCode::ArithConstant: {
      ir::Attribute a = op->attr("value");
      if (a.is(ir::AttrKind::Float))
        set(fromFloat(float(a.floatValue())));
      else
        set(uint64_t(a.intValue()));
      return true;
    }
    case OpCode::ArithAddI: set(opnd(0) + opnd(1)); return true;
    case OpCode::ArithSubI: set(opnd(0) - opnd(1)); return true;
    case OpCode::ArithMulI: set(opnd(0) * opnd(1)); return true;
    case OpCode::ArithAndI: set(opnd(0) & opnd(1)); return true;
    case OpCode::ArithOrI: set(opnd(0) | opnd(1)); return true;
    case OpCode::ArithXOrI: set(opnd(0) ^ opnd(1)); return true;
    case OpCode::ArithMaxSI: set(uint64_t(std::max(sext(opnd(0), w), sext(opnd(1), w)))); return true;
    case OpCode::ArithMinSI: set(uint64_t(std::min(sext(opnd(0), w), sext(opnd(1), w)))); return true;
    case OpCode::ArithMaxUI: set(std::max(mask(opnd(0), w), mask(opnd(1), w))); return true;
    case OpCode::ArithMinUI: set(std::min(mask(opnd(0), w), mask(opnd(1), w))); return true;
    case OpCode::ArithDivUI:
    case OpCode::ArithRemUI: {
      uint64_t a = mask(opnd(0), w), b = mask(opnd(1), w);
      if (b == 0)
        return fail(op, "division by zero");
      set(op->is(OpCode::ArithDivUI) ? a / b : a % b);
      return true;
    }
    case OpCode::ArithShLI:
    case OpCode::ArithShRUI:
    case OpCode::ArithShRSI: {
      uint64_t s = mask(opnd(1), w);
      if (s >= w)
        return fail(op, "shift amount out of range");
      if (op->is(OpCode::ArithShLI))
        set(opnd(0) << s);
      else if (op->is(OpCode::ArithShRUI))
        set(mask(opnd(0), w) >> s);
      else
        set(uint64_t(sext(opnd(0), w) >> s));
      return true;
    }
    case OpCode::ArithCmpI: {
      std::string_view p = op->strAttr("predicate");
      int64_t a = sext(opnd(0), w), b = sext(opnd(1), w);
      uint64_t ua = mask(opnd(0), w), ub = mask(opnd(1), w);
      bool r = p == "eq" ? ua == ub : p == "ne" ? ua != ub : p == "slt" ? a < b : p == "sle" ? a <= b
             : p == "sgt" ? a > b : p == "sge" ? a >= b : p == "ult" ? ua < ub : p == "ule" ? ua <= ub
             : p == "ugt" ? ua > ub : p == "uge" ? ua >= ub : false;
      set(r);
      return true;
    }
    case OpCode::ArithSelect: set(opnd(0) & 1 ? opnd(1) : opnd(2)); return true;
    case OpCode::ArithIndexCast: set(uint64_t(sext(opnd(0), widthOf(op->operand(0)->type())))); return true;
    case OpCode::ArithSIToFP:
      set(fromFloat(float(sext(opnd(0), widthOf(op->operand(0)->type())))));
      return true;
    case OpCode::ArithAddF: set(fromFloat(asFloat(opnd(0)) + asFloat(opnd(1)))); return true;
    case OpCode::ArithSubF: set(fromFloat(asFloat(opnd(0)) - asFloat(opnd(1)))); return true;
    case OpCode::ArithMulF: set(fromFloat(asFloat(opnd(0)) * asFloat(opnd(1)))); return true;
    case OpCode::GpuThreadId: set(t.tid); return true;
    case OpCode::GpuBlockId: set(t.bid); return true;
    case OpCode::GpuBlockDim: set(block_); return true;
    case OpCode::GpuGridDim: set(grid_); return true;
    case OpCode::GpuBarrier: return true; // statement-major execution (see run)
    case OpCode::FlyMakeIntTuple: set(uint64_t(sext(opnd(0), widthOf(op->operand(0)->type())))); return true;
    case OpCode::FlyMakePtr: {
      ir::Attribute d = op->attr("dictAttrs");
      int64_t bytes = d ? d.dictGet("allocBytes").intValue() : 0;
      if (lds_.size() < size_t(bytes))
        lds_.resize(size_t(bytes), 0);
      t.values[op->result(0)] = makePtr(kLds, 0);
      return true;
    }
    case OpCode::FlyAddOffset: {
      auto *pt = op->operand(0)->type().dyn_cast<ir::PointerType>();
      if (!pt)
        return fail(op, "expects a pointer");
      uint64_t elemBytes = (pt->elementType().bitWidth() + 7) / 8;
      t.values[op->result(0)] = opnd(0) + uint64_t(int64_t(opnd(1)) * int64_t(elemBytes));
      return true;
    }
    case OpCode::FlyPtrLoad: {
      unsigned bytes = (op->result(0)->type().bitWidth() + 7) / 8;
      Error err;
      uint8_t *p = memory(op, opnd(0), bytes, err);
      if (!p)
        return err;
      uint64_t v = 0;
      std::memcpy(&v, p, bytes);
      set(v);
      return true;
    }
    case OpCode::FlyPtrStore: {
      unsigned bytes = (op->operand(0)->type().bitWidth() + 7) / 8;
      Error err;
      uint8_t *p = memory(op, opnd(1), bytes, err);
      if (!p)
        return err;
      uint64_t v = opnd(0);
      std::memcpy(p, &v, bytes);
      return true;
    }
    case OpCode::ScfFor: {
      int64_t lb = int64_t(opnd(0)), ub = int64_t(opnd(1)), step = int64_t(opnd(2));
      if (step <= 0)
        return fail(op, "non-positive step");
      ir::Block *body = op->region(0).front();
      std::vector<uint64_t> carried;
      for (unsigned i = 3; i < op->numOperands(); ++i)
        carried.push_back(opnd(i));
      for (int64_t i = lb; i < ub; i += step) {
        t.values[body->argument(0)] = uint64_t(i);
        for (size_t c = 0; c < carried.size(); ++c)
          t.values[body->argument(unsigned(c + 1))] = carried[c];
        std::vector<uint64_t> y;
        Result<bool> r = execBlock(body, t, y);
        if (!r.ok())
          return r;
        if (y.size() != carried.size())
          return fail(op, "yield arity");
        carried = y;
      }
      for (size_t c = 0; c < carried.size(); ++c)
        t.values[op->result(unsigned(c))] = carried[c];
      return true;
    }
    case OpCode::ScfIf: {
      bool c = opnd(0) & 1;
      if (!c && (op->numRegions() < 2 || op->region(1).empty()))
        return true;
      std::vector<uint64_t> y;
      Result<bool> r = execBlock(op->region(c ? 0 : 1).front(), t, y);
      if (!r.ok())
        return r;
      for (size_t i = 0; i < y.size() && i < op->numResults(); ++i)
        t.values[op->result(unsigned(i))] = y[i];
      return true;
    }
    default:
      return fail(op, "not supported by the reference interpreter");
    }
  }
};

} // namespace

Result<bool> interpretKernel(ir::Operation *kernel, uint32_t grid, uint32_t block, std::vector<InterpArg> &args) {
  return Interpreter(grid, block, args).run(kernel);
}

} // namespace fly::difftest

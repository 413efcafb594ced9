#include "KernelGenerator.h"

#include <random>
#include <vector>

namespace fly::difftest {

namespace {

class Generator {
public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  GeneratedKernel run(int statements) {
    GeneratedKernel k;
    static const uint32_t kBlocks[] = {32, 64, 96, 128};
    k.blockSize = kBlocks[pick(4)];
    block_ = k.blockSize;
    line("gpu.module @m {");
    line("  gpu.func @diff(%in: !fly.ptr<i32, global>, %fin: !fly.ptr<f32, global>, %out: !fly.ptr<i32, global>, "
         "%fout: !fly.ptr<f32, global>, %n: i32) kernel {");
    indent_ = "    ";
    line("%tid_x = gpu.thread_id x");
    line("%bid_x = gpu.block_id x");
    line("%bdim_x = gpu.block_dim x");
    line("%base_x = arith.muli %bid_x, %bdim_x : index");
    line("%gid_x = arith.addi %base_x, %tid_x : index");
    line("%gid = arith.index_cast %gid_x : index to i32");
    line("%tid = arith.index_cast %tid_x : index to i32");
    line("%c0_x = arith.constant 0 : index");
    line("%c1_x = arith.constant 1 : index");
    line("%one = arith.constant 1 : i32");
    line("%k31 = arith.constant 31 : i32");
    line("%k255 = arith.constant 255 : i32");
    ints_.push_back({"%gid", "%tid", "%n"});
    floats_.push_back({});
    ints_.back().push_back(load("%in", "%gid", "i32"));
    floats_.back().push_back(load("%fin", "%gid", "f32"));
    int half = statements / 2;
    for (int i = 0; i < half; ++i)
      statement(2);
    ldsExchange();
    for (int i = half; i < statements; ++i)
      statement(2);
    // Results: a combination of the last few integers and floats.
    std::string r = ints_.back().back();
    for (size_t i = 0; i < 3 && i + 1 < ints_.back().size(); ++i)
      r = binary("xori", r, ints_.back()[ints_.back().size() - 2 - i]);
    store(r, "%out", "%gid", "i32");
    std::string f = floats_.back().back();
    store(f, "%fout", "%gid", "f32");
    line("gpu.return");
    indent_ = "  ";
    line("}");
    line("}");
    k.text = out_;
    return k;
  }

private:
  std::mt19937_64 rng_;
  std::string out_, indent_;
  int next_ = 0;
  uint32_t block_ = 64;
  // Visible values per scope (innermost last).
  std::vector<std::vector<std::string>> ints_, floats_;

  int pick(int n) { return int(rng_() % uint64_t(n)); }
  void line(const std::string &s) { out_ += indent_ + s + "\n"; }
  std::string fresh(const char *p) { return "%" + std::string(p) + std::to_string(next_++); }
  std::string anyInt() {
    // Any value of any enclosing scope.
    std::vector<std::string> all;
    for (auto &s : ints_)
      all.insert(all.end(), s.begin(), s.end());
    return all[pick(int(all.size()))];
  }
  std::string anyFloat() {
    std::vector<std::string> all;
    for (auto &s : floats_)
      all.insert(all.end(), s.begin(), s.end());
    if (all.empty()) {
      std::string v = fresh("f");
      line(v + " = arith.sitofp " + binary("andi", anyInt(), "%k255") + " : i32 to f32");
      return v;
    }
    return all[pick(int(all.size()))];
  }
  std::string binary(const char *op, const std::string &a, const std::string &b, const char *type = "i32") {
    std::string v = fresh("v");
    line(v + " = arith." + op + " " + a + ", " + b + " : " + type);
    return v;
  }
  std::string constant() {
    static const int64_t kSpecial[] = {0, 1, -1, 2, 3, 7, 8, 31, 32, 255, 256, 65535, 2147483647, -2147483648LL};
    int64_t c = pick(3) ? kSpecial[pick(14)] : int64_t(int32_t(rng_()));
    std::string v = fresh("c");
    line(v + " = arith.constant " + std::to_string(c) + " : i32");
    return v;
  }
  // base[index mod n] (the index is any value: the remainder keeps it in the buffer).
  std::string load(const char *base, const std::string &index, const char *type) {
    std::string i = binary("remui", index, "%n");
    std::string o = fresh("o"), p = fresh("p"), v = fresh(type[0] == 'f' ? "f" : "v");
    line(o + " = fly.make_int_tuple(" + i + ") : (i32) -> !fly.int_tuple<?>");
    std::string pt = std::string("!fly.ptr<") + type + ", global>";
    line(p + " = fly.add_offset(" + base + ", " + o + ") : (" + pt + ", !fly.int_tuple<?>) -> " + pt);
    line(v + " = fly.ptr.load(" + p + ") : (" + pt + ") -> " + type);
    return v;
  }
  void store(const std::string &v, const char *base, const std::string &index, const char *type) {
    std::string o = fresh("o"), p = fresh("p");
    std::string pt = std::string("!fly.ptr<") + type + ", global>";
    line(o + " = fly.make_int_tuple(" + index + ") : (i32) -> !fly.int_tuple<?>");
    line(p + " = fly.add_offset(" + base + ", " + o + ") : (" + pt + ", !fly.int_tuple<?>) -> " + pt);
    line("fly.ptr.store(" + v + ", " + p + ") : (" + type + ", " + pt + ") -> ()");
  }

  std::string intExpr() {
    static const char *kBin[] = {"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"};
    static const char *kShift[] = {"shli", "shrui", "shrsi"};
    static const char *kDiv[] = {"divui", "remui"};
    static const char *kPred[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
    switch (pick(10)) {
    case 0: return constant();
    case 1: return binary(kShift[pick(3)], anyInt(), binary("andi", anyInt(), "%k31"));
    case 2: return binary(kDiv[pick(2)], anyInt(), binary("ori", anyInt(), "%one"));
    case 3: {
      std::string c = fresh("b");
      line(c + " = arith.cmpi " + kPred[pick(10)] + ", " + anyInt() + ", " + anyInt() + " : i32");
      std::string v = fresh("v");
      line(v + " = arith.select " + c + ", " + anyInt() + ", " + anyInt() + " : i32");
      return v;
    }
    case 4: return load("%in", anyInt(), "i32");
    default: return binary(kBin[pick(10)], anyInt(), anyInt());
    }
  }
  std::string floatExpr() {
    static const char *kOps[] = {"addf", "subf", "mulf"};
    switch (pick(4)) {
    case 0: return load("%fin", anyInt(), "f32");
    case 1: {
      std::string v = fresh("f");
      line(v + " = arith.sitofp " + binary("andi", anyInt(), "%k255") + " : i32 to f32");
      return v;
    }
    default: {
      std::string v = fresh("f");
      line(v + " = arith." + kOps[pick(3)] + " " + anyFloat() + ", " + anyFloat() + " : f32");
      return v;
    }
    }
  }

  void statement(int depth) {
    int kind = pick(10);
    if (kind == 0 && depth > 0) return loop(depth - 1);
    if (kind == 1 && depth > 0) return branch(depth - 1);
    if (kind <= 3) {
      floats_.back().push_back(floatExpr());
      return;
    }
    ints_.back().push_back(intExpr());
  }

  // An scf.for with one i32 and one f32 carried value; 0..4 iterations, static or dynamic.
  void loop(int depth) {
    std::string ub;
    if (pick(2)) {
      ub = fresh("u");
      line(ub + " = arith.constant " + std::to_string(pick(5)) + " : index");
    } else {
      std::string t = binary("andi", anyInt(), binary("andi", "%k255", "%k255"));
      t = binary("remui", t, constFive());
      ub = fresh("u");
      line(ub + " = arith.index_cast " + t + " : i32 to index");
    }
    std::string initI = anyInt(), initF = anyFloat();
    std::string r = fresh("l"), iv = fresh("iv"), acc = fresh("acc"), facc = fresh("facc");
    line(r + ":2 = scf.for " + iv + " = %c0_x to " + ub + " step %c1_x iter_args(" + acc + " = " + initI + ", " +
         facc + " = " + initF + ") -> (i32, f32) {");
    std::string saved = indent_;
    indent_ += "  ";
    ints_.push_back({acc});
    floats_.push_back({facc});
    std::string ivi = fresh("v");
    line(ivi + " = arith.index_cast " + iv + " : index to i32");
    ints_.back().push_back(ivi);
    int n = 1 + pick(4);
    for (int i = 0; i < n; ++i)
      statement(depth);
    ints_.back().push_back(binary("addi", ints_.back().back(), acc));
    line("scf.yield " + ints_.back().back() + ", " + anyFloatIn(floats_.back()) + " : i32, f32");
    ints_.pop_back();
    floats_.pop_back();
    indent_ = saved;
    line("}");
    ints_.back().push_back(r + "#0");
    floats_.back().push_back(r + "#1");
  }

  std::string constFive() {
    std::string v = fresh("c");
    line(v + " = arith.constant 5 : i32");
    return v;
  }
  std::string anyFloatIn(const std::vector<std::string> &scope) { return scope[pick(int(scope.size()))]; }

  // An scf.if yielding an i32 and an f32 from either side.
  void branch(int depth) {
    static const char *kPred[] = {"eq", "ne", "slt", "sgt", "ult", "ugt"};
    std::string c = fresh("b");
    line(c + " = arith.cmpi " + kPred[pick(6)] + ", " + anyInt() + ", " + anyInt() + " : i32");
    std::string r = fresh("r");
    line(r + ":2 = scf.if " + c + " -> (i32, f32) {");
    std::string saved = indent_;
    for (int side = 0; side < 2; ++side) {
      indent_ = saved + "  ";
      ints_.push_back({});
      floats_.push_back({});
      int n = 1 + pick(3);
      for (int i = 0; i < n; ++i)
        statement(depth);
      std::string yi = ints_.back().empty() ? anyInt() : ints_.back().back();
      std::string yf = anyFloat();
      line("scf.yield " + yi + ", " + yf + " : i32, f32");
      ints_.pop_back();
      floats_.pop_back();
      indent_ = saved;
      line(side == 0 ? "} else {" : "}");
    }
    ints_.back().push_back(r + "#0");
    floats_.back().push_back(r + "#1");
  }

  // lds[tid] = x; barrier; y = lds[(tid + k) mod block].
  void ldsExchange() {
    std::string lds = fresh("lds");
    line(lds + " = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " + std::to_string(block_ * 4) +
         " : i64}} : () -> !fly.ptr<i32, shared>");
    std::string pt = "!fly.ptr<i32, shared>";
    std::string o = fresh("o"), p = fresh("p");
    line(o + " = fly.make_int_tuple(%tid) : (i32) -> !fly.int_tuple<?>");
    line(p + " = fly.add_offset(" + lds + ", " + o + ") : (" + pt + ", !fly.int_tuple<?>) -> " + pt);
    line("fly.ptr.store(" + anyInt() + ", " + p + ") : (i32, " + pt + ") -> ()");
    line("gpu.barrier");
    std::string k = fresh("c");
    line(k + " = arith.constant " + std::to_string(1 + pick(int(block_) - 1)) + " : i32");
    std::string b = fresh("c");
    line(b + " = arith.constant " + std::to_string(block_) + " : i32");
    std::string j = binary("remui", binary("addi", "%tid", k), b);
    std::string o2 = fresh("o"), p2 = fresh("p"), v = fresh("v");
    line(o2 + " = fly.make_int_tuple(" + j + ") : (i32) -> !fly.int_tuple<?>");
    line(p2 + " = fly.add_offset(" + lds + ", " + o2 + ") : (" + pt + ", !fly.int_tuple<?>) -> " + pt);
    line(v + " = fly.ptr.load(" + p2 + ") : (" + pt + ") -> i32");
    ints_.back().push_back(v);
  }
};

} // namespace

GeneratedKernel generateKernel(uint64_t seed, int statements) { return Generator(seed).run(statements); }

} // namespace fly::difftest

// IR construction, parsing, printing, verification and canonicalize speed.
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"

#include <benchmark/benchmark.h>

using namespace fly;
using namespace fly::ir;

namespace {

// A function of `n` dependent integer ops: x = x * 3 + 1 ...
Operation *buildChain(Context &ctx, int n) {
  OpBuilder b(ctx);
  Operation *m = b.createModule();
  b.setInsertionPointToEnd(OpBuilder::entryBlock(m));
  Type i32 = ctx.i32();
  Operation *f = b.createFunc("chain", std::span<const Type>(&i32, 1), std::span<const Type>(&i32, 1));
  b.setInsertionPointToEnd(OpBuilder::entryBlock(f));
  Value *x = OpBuilder::entryBlock(f)->argument(0);
  Value *three = b.constantInt(3, i32), *one = b.constantInt(1, i32);
  for (int i = 0; i < n / 2; ++i) {
    x = b.binary(OpCode::ArithMulI, x, three);
    x = b.binary(OpCode::ArithAddI, x, one);
  }
  b.createReturn(std::span<Value *const>(&x, 1));
  return m;
}

void BM_BuildOps(benchmark::State &state) {
  int n = static_cast<int>(state.range(0));
  for (auto _ : state) {
    Context ctx;
    benchmark::DoNotOptimize(buildChain(ctx, n));
  }
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_BuildOps)->Arg(10000);

void BM_Print(benchmark::State &state) {
  Context ctx;
  Operation *m = buildChain(ctx, static_cast<int>(state.range(0)));
  size_t bytes = 0;
  for (auto _ : state) {
    std::string s = printOp(m);
    bytes += s.size();
    benchmark::DoNotOptimize(s);
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Print)->Arg(10000);

void BM_Parse(benchmark::State &state) {
  Context gen;
  std::string text = printOp(buildChain(gen, static_cast<int>(state.range(0))));
  for (auto _ : state) {
    Context ctx;
    std::vector<Diagnostic> diags;
    benchmark::DoNotOptimize(parseSource(ctx, text, ctx.addFile("bench"), diags));
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Parse)->Arg(10000);

// Parsing must be linear in the file size: `n` ops, mostly number literals (integer, float, hex
// float, dense), at 10^3..10^6 ops. Items/s should stay flat across the sizes.
std::string constantsText(int n) {
  std::string text = "func.func @constants(%x: i32) {\n";
  for (int i = 0; i < n; ++i) {
    std::string id = std::to_string(i);
    switch (i % 4) {
    case 0: text += "  %c" + id + " = arith.constant " + id + " : i32\n"; break;
    case 1: text += "  %c" + id + " = arith.constant " + id + ".5 : f32\n"; break;
    case 2: text += "  %c" + id + " = arith.constant 0x3C00 : f16\n"; break;
    default: text += "  %c" + id + " = arith.addi %x, %c" + std::to_string(i - 3) + " : i32\n"; break;
    }
  }
  return text + "  return\n}\n";
}

void BM_ParseConstants(benchmark::State &state) {
  std::string text = constantsText(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    Context ctx;
    std::vector<Diagnostic> diags;
    Operation *m = parseSource(ctx, text, ctx.addFile("bench"), diags);
    if (!m)
      state.SkipWithError("parse failed");
    benchmark::DoNotOptimize(m);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ParseConstants)->RangeMultiplier(10)->Range(1000, 1000000)->Unit(benchmark::kMillisecond);

void BM_Verify(benchmark::State &state) {
  Context ctx;
  Operation *m = buildChain(ctx, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    std::vector<Diagnostic> diags;
    benchmark::DoNotOptimize(verify(m, diags));
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Verify)->Arg(10000);

// Parse + canonicalize of layout-algebra chains (make_layout, composition,
// logical_divide, size) that fold completely.
void BM_CanonicalizeLayouts(benchmark::State &state) {
  std::string text = "func.func @f() {\n";
  int n = static_cast<int>(state.range(0));
  for (int i = 0; i < n; ++i) {
    std::string s = std::to_string(i);
    text += "  %s" + s + " = fly.static : !fly.int_tuple<(4,8)>\n";
    text += "  %d" + s + " = fly.static : !fly.int_tuple<(1,4)>\n";
    text += "  %l" + s + " = fly.make_layout(%s" + s + ", %d" + s +
            ") : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>\n";
    text += "  %t" + s + " = fly.static : !fly.layout<(2,4):(1,2)>\n";
    text += "  %c" + s + " = fly.composition(%l" + s + ", %t" + s +
            ") : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2,4):(1,2)>) -> !fly.layout<(2,4):(1,2)>\n";
    text += "  %v" + s + " = fly.logical_divide(%l" + s + ", %t" + s +
            ") : (!fly.layout<(4,8):(1,4)>, !fly.layout<(2,4):(1,2)>) -> !fly.layout<((2,4),4):((1,2),8)>\n";
  }
  text += "  return\n}\n";
  for (auto _ : state) {
    Context ctx;
    std::vector<Diagnostic> diags;
    Operation *m = parseSource(ctx, text, ctx.addFile("bench"), diags);
    if (!m) {
      state.SkipWithError("benchmark IR does not parse");
      return;
    }
    transforms::PassManager pm;
    (void)pm.addPipeline("canonicalize");
    benchmark::DoNotOptimize(pm.run(m, diags));
  }
  state.SetItemsProcessed(state.iterations() * n * 6);
}
BENCHMARK(BM_CanonicalizeLayouts)->Arg(1000);

} // namespace

BENCHMARK_MAIN();

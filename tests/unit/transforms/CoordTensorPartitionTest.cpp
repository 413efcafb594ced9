// Coordinate tensors through tiled-copy partitions and dice (CuTe's partition_S/D of an identity
// tensor, FlyDSL's !fly.coord_tensor): the IR is lowered by layout-lowering (which reads the atoms'
// layouts from lib/target) and the arithmetic it leaves is evaluated (ArithEvaluator) for every
// thread and value, against coordinates derived by hand from CuTe's rules.
#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/ArithEvaluator.h"
#include "fly/transforms/LayoutLowering.h"
#include "fly/transforms/PassRegistry.h"

#include <gtest/gtest.h>

#include <functional>
#include <utility>

using namespace fly;
using namespace fly::ir;
using namespace fly::transforms;

namespace {

// func @f(%t: i32, %v: i32) -> i32: `body` makes %part, a coordinate tensor; the result is
// 1000 * m + n of its element %v (a 1-D index).
std::string program(const std::string &body, const std::string &partType) {
  return "func.func @f(%t: i32, %v: i32) -> i32 {\n" + body +
         "  %vi = fly.make_int_tuple(%v) : (i32) -> !fly.int_tuple<?>\n"
         "  %c = fly.memref.load(%part, %vi) : (" + partType + ", !fly.int_tuple<?>) -> !fly.int_tuple<(?,?)>\n"
         "  %m = fly.get(%c) {mode = array<i32: 0>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>\n"
         "  %n = fly.get(%c) {mode = array<i32: 1>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>\n"
         "  %mi = fly.get_scalar(%m) : (!fly.int_tuple<?>) -> i32\n"
         "  %ni = fly.get_scalar(%n) : (!fly.int_tuple<?>) -> i32\n"
         "  %k = arith.constant 1000 : i32\n"
         "  %x = arith.muli %mi, %k : i32\n"
         "  %r = arith.addi %x, %ni : i32\n"
         "  func.return %r : i32\n}\n";
}

std::string diagText(const std::vector<Diagnostic> &ds) {
  std::string s;
  for (const Diagnostic &d : ds) s += "\n" + d.message;
  return s;
}

// Lowers `text` and checks f(t, v) == want(t, v) for every thread t < threads and value v < values.
void expectCoordinates(const std::string &text, int threads, int values,
                       const std::function<std::pair<int, int>(int, int)> &want) {
  Context ctx;
  std::vector<Diagnostic> diags;
  Operation *module = parseSource(ctx, text, ctx.addFile("partition.fly"), diags);
  ASSERT_NE(module, nullptr) << text << diagText(diags);
  ASSERT_TRUE(verify(module, diags)) << diagText(diags);
  ASSERT_TRUE(lookupPass("canonicalize")->create()->run(module, diags)) << diagText(diags);
  ASSERT_TRUE(lowerLayouts(module, diags)) << text << diagText(diags);
  Operation *func = nullptr;
  module->walk([&](Operation *op) {
    if (op->is(OpCode::FuncFunc)) func = op;
  });
  ASSERT_NE(func, nullptr);
  bool onlyArith = true;
  func->walk([&](Operation *op) { onlyArith &= op->name().substr(0, 4) != "fly."; });
  ASSERT_TRUE(onlyArith) << printOp(module);
  Block *entry = func->region(0).front();
  Value *result = entry->terminator()->operand(0);
  for (int t = 0; t < threads; ++t)
    for (int v = 0; v < values; ++v) {
      ArithEvaluator ev;
      ev.set(entry->argument(0), t);
      ev.set(entry->argument(1), v);
      auto got = ev.evaluate(result);
      ASSERT_TRUE(got.ok()) << got.error().message;
      auto [m, n] = want(t, v);
      ASSERT_EQ(*got, 1000 * m + n) << "thread " << t << " value " << v << "\n" << printOp(module);
    }
}

const char *kCopy = "!fly.copy_atom<!fly.universal_copy<128>, 32>";
const char *kTc = "!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,16),4):((64,1),16)>, "
                  "!fly.tile<[16|64]>>";

// FlyDSL's tiled-copy example's copy: 16x16 threads, 4 values each, tile 16 x 64, layout_tv
// ((16,16),4):((64,1),16): (t, v) -> tile index 64 (t % 16) + t / 16 + 16 v, i.e. (m, n) =
// (t / 16, 4 (t % 16) + v).
std::string tiledCopy() {
  return std::string("  %atom = fly.make_copy_atom {valBits = 32 : i32} : ") + kCopy +
         "\n  %tv = fly.static : !fly.layout<((16,16),4):((64,1),16)>\n"
         "  %tile = fly.static : !fly.tile<[16|64]>\n"
         "  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (" + kCopy +
         ", !fly.layout<((16,16),4):((64,1),16)>, !fly.tile<[16|64]>) -> " + kTc +
         "\n  %ti = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n";
}

TEST(CoordTensorPartition, PartitionSrcOfOneTile) {
  std::string part = "!fly.coord_tensor<(?,?), ((4,1),1,1):((1E1,0),0,0)>";
  std::string body = "  %s = fly.static : !fly.int_tuple<(16,64)>\n"
                     "  %ct = fly.make_identity_tensor(%s) : (!fly.int_tuple<(16,64)>) -> !fly.coord_tensor<(0,0), (16,64):(1E0,1E1)>\n" +
                     tiledCopy() + "  %part = fly.tiled_copy.partition_src(%tc, %ct, %ti) : (" + kTc +
                     ", !fly.coord_tensor<(0,0), (16,64):(1E0,1E1)>, !fly.int_tuple<?>) -> " + part + "\n";
  expectCoordinates(program(body, part), 256, 4, [](int t, int v) { return std::pair{t / 16, 4 * (t % 16) + v}; });
}

// A 32 x 128 identity tensor is 2 x 2 tiles: value x of the thread's part (colexicographic in
// ((4,1),2,2)) is (v, i, j) = (x % 4, x / 4 % 2, x / 8), at (t / 16 + 16 i, 4 (t % 16) + v + 64 j).
// partition_dst of the same tensor gives the same coordinates (the atom is one thread's).
TEST(CoordTensorPartition, PartitionSrcAndDstWithRestModes) {
  for (const char *which : {"partition_src", "partition_dst"}) {
    std::string part = "!fly.coord_tensor<(?,?), ((4,1),2,2):((1E1,0),16E0,64E1)>";
    std::string body = "  %s = fly.static : !fly.int_tuple<(32,128)>\n"
                       "  %ct = fly.make_identity_tensor(%s) : (!fly.int_tuple<(32,128)>) -> !fly.coord_tensor<(0,0), (32,128):(1E0,1E1)>\n" +
                       tiledCopy() + "  %part = fly.tiled_copy." + which + "(%tc, %ct, %ti) : (" + kTc +
                       ", !fly.coord_tensor<(0,0), (32,128):(1E0,1E1)>, !fly.int_tuple<?>) -> " + part + "\n";
    expectCoordinates(program(body, part), 256, 16, [](int t, int x) {
      int v = x % 4, i = x / 4 % 2, j = x / 8;
      return std::pair{t / 16 + 16 * i, 4 * (t % 16) + v + 64 * j};
    });
  }
}

// The partition of a tile of a bigger identity tensor (zipped_divide + slice at tile (1, 2): base
// (16, 128)) starts at the tile: (16 + t / 16, 128 + 4 (t % 16) + v).
TEST(CoordTensorPartition, PartitionOfASlicedTileKeepsItsBase) {
  std::string part = "!fly.coord_tensor<(?,?), ((4,1),1,1):((1E1,0),0,0)>";
  std::string body =
      "  %s = fly.static : !fly.int_tuple<(48,256)>\n"
      "  %ct = fly.make_identity_tensor(%s) : (!fly.int_tuple<(48,256)>) -> !fly.coord_tensor<(0,0), (48,256):(1E0,1E1)>\n"
      "  %tile0 = fly.static : !fly.tile<[16|64]>\n"
      "  %z = fly.zipped_divide(%ct, %tile0) : (!fly.coord_tensor<(0,0), (48,256):(1E0,1E1)>, !fly.tile<[16|64]>) -> "
      "!fly.coord_tensor<(0,0), ((16,64),(3,4)):((1E0,1E1),(16E0,64E1))>\n"
      "  %bc = fly.static : !fly.int_tuple<((*,*),(1,2))>\n"
      "  %one = fly.slice(%z, %bc) : (!fly.coord_tensor<(0,0), ((16,64),(3,4)):((1E0,1E1),(16E0,64E1))>, "
      "!fly.int_tuple<((*,*),(1,2))>) -> !fly.coord_tensor<(16,128), (16,64):(1E0,1E1)>\n" +
      tiledCopy() + "  %part = fly.tiled_copy.partition_src(%tc, %one, %ti) : (" + kTc +
      ", !fly.coord_tensor<(16,128), (16,64):(1E0,1E1)>, !fly.int_tuple<?>) -> " + part + "\n";
  expectCoordinates(program(body, part), 256, 4,
                    [](int t, int v) { return std::pair{16 + t / 16, 128 + 4 * (t % 16) + v}; });
}

// A 16-thread atom (gfx950's LDS transpose read, b16): 64 threads over a 16 x 16 tile with layout_tv
// ((16,4),4):((1,64),16). Thread t = t0 + 16 t1 receives (m, n) = (t0, 4 t1 + j) (partition_dst: the
// atom's destination layout) and reads the 4 values (4 (t0 % 4) + v, 4 t1 + t0 / 4) (partition_src: the
// atom's source layout; lane t0's 64 bits are positions 4 t0 .. 4 t0 + 3 of the 16 x 4 block).
TEST(CoordTensorPartition, TransposeAtomPartitionsAreItsSourceAndDestination) {
  std::string atom = "!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>";
  std::string tc = "!fly.tiled_copy<" + atom + ", !fly.layout<((16,4),4):((1,64),16)>, !fly.tile<[16|16]>>";
  for (bool src : {true, false}) {
    std::string part = src ? "!fly.coord_tensor<(?,?), ((4,1),1,1):((1E0,0),0,0)>"
                           : "!fly.coord_tensor<(?,?), ((4,1),1,1):((1E1,0),0,0)>";
    std::string body = "  %s = fly.static : !fly.int_tuple<(16,16)>\n"
                       "  %ct = fly.make_identity_tensor(%s) : (!fly.int_tuple<(16,16)>) -> !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>\n"
                       "  %atom = fly.make_copy_atom {valBits = 16 : i32} : " + atom +
                       "\n  %tv = fly.static : !fly.layout<((16,4),4):((1,64),16)>\n"
                       "  %tile = fly.static : !fly.tile<[16|16]>\n"
                       "  %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (" + atom +
                       ", !fly.layout<((16,4),4):((1,64),16)>, !fly.tile<[16|16]>) -> " + tc +
                       "\n  %ti = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n"
                       "  %part = fly.tiled_copy." + std::string(src ? "partition_src" : "partition_dst") + "(%tc, %ct, %ti) : (" +
                       tc + ", !fly.coord_tensor<(0,0), (16,16):(1E0,1E1)>, !fly.int_tuple<?>) -> " + part + "\n";
    expectCoordinates(program(body, part), 64, 4, [src](int t, int v) {
      int t0 = t % 16, t1 = t / 16;
      return src ? std::pair{4 * (t0 % 4) + v, 4 * t1 + t0 / 4} : std::pair{t0, 4 * t1 + v};
    });
  }
}

// dice keeps the modes its coordinate names (CuTe's dice on the layout) and the tensor's base: dice
// ((*,3)) of the (4,8) identity tensor at base (2,5) is the 8 coordinates (2, 5 + j).
TEST(CoordTensorPartition, DiceKeepsTheNamedModesAndTheBase) {
  std::string part = "!fly.coord_tensor<(2,5), 8:1E1>";
  std::string body =
      "  %b = fly.static : !fly.int_tuple<(2,5)>\n"
      "  %s = fly.static : !fly.int_tuple<(4,8)>\n"
      "  %l = fly.make_identity_layout(%s) : (!fly.int_tuple<(4,8)>) -> !fly.layout<(4,8):(1E0,1E1)>\n"
      "  %ct = fly.make_view(%b, %l) : (!fly.int_tuple<(2,5)>, !fly.layout<(4,8):(1E0,1E1)>) -> !fly.coord_tensor<(2,5), (4,8):(1E0,1E1)>\n"
      "  %d = fly.static : !fly.int_tuple<(*,3)>\n"
      "  %part = fly.dice(%ct, %d) : (!fly.coord_tensor<(2,5), (4,8):(1E0,1E1)>, !fly.int_tuple<(*,3)>) -> " + part + "\n";
  expectCoordinates(program(body, part), 1, 8, [](int, int j) { return std::pair{2, 5 + j}; });
}

} // namespace

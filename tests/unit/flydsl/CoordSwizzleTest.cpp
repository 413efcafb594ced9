// FlyDSL's coordinate swizzle applied where it changes addresses: a kernel stores element (r, c) of
// a row-major R x C matrix through the view `(R,C):(C,1) o 0 o [CS<...> o (0,0) o (R,C):(1E0,1E1)]`
// (FlyDSL's way of swizzling a tile: the identity layout's coordinates are swizzled, then laid out
// row-major). Compiled through fly-llc's path for every arch and run on the emulator; the output is
// checked against a CPU reference that swizzles the coordinates with FlyDSL's formula
// col' = col ^ (((row >> baseRow) & (2^mask - 1)) << baseCol), written here independently of Fly.
// Shapes include a ragged one (threads past R*C do nothing), and swizzles of the column by the row
// and of the row by the column.
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <sstream>

using namespace fly;

namespace {

struct SwizzleCase {
  int rows, cols;
  int mask, baseRow, rowMode, baseCol, colMode; // CS<mask,baseRow,[rowMode],baseCol,[colMode]>
};

std::string csText(const SwizzleCase &k) {
  return "CS<" + std::to_string(k.mask) + "," + std::to_string(k.baseRow) + ",[" + std::to_string(k.rowMode) + "]," +
         std::to_string(k.baseCol) + ",[" + std::to_string(k.colMode) + "]>";
}

std::string kernelText(const SwizzleCase &k, int block) {
  std::string rc = "(" + std::to_string(k.rows) + "," + std::to_string(k.cols) + ")";
  std::string rowMajor = rc + ":(" + std::to_string(k.cols) + ",1)";
  std::string cs = csText(k);
  std::string inner = cs + " o (0,0) o " + rc + ":(1E0,1E1)";
  std::string composed = rowMajor + " o 0 o [" + inner + "]";
  std::ostringstream s;
  s << "gpu.module @m {\n"
    << "  gpu.func @swizzle_store(%in: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>) kernel attributes "
    << "{known_block_size = array<i32: " << block << ", 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n"
    << "    %n = arith.constant " << k.rows * k.cols << " : i32\n"
    << "    %live = arith.cmpi ult, %t, %n : i32\n"
    << "    scf.if %live {\n"
    << "      %ncols = arith.constant " << k.cols << " : i32\n"
    << "      %r = arith.divui %t, %ncols : i32\n"
    << "      %c = arith.remui %t, %ncols : i32\n"
    << "      %coord = fly.make_coord(%r, %c) : (i32, i32) -> !fly.int_tuple<(?,?)>\n"
    << "      %rm = fly.static : !fly.layout<" << rowMajor << ">\n"
    << "      %src = fly.make_view(%in, %rm) : (!fly.ptr<f32, global>, !fly.layout<" << rowMajor
    << ">) -> !fly.memref<f32, global, " << rowMajor << ">\n"
    << "      %cs = fly.static : !fly.coord_swizzle<" << cs << ">\n"
    << "      %zz = fly.static : !fly.int_tuple<(0,0)>\n"
    << "      %id = fly.static : !fly.layout<" << rc << ":(1E0,1E1)>\n"
    << "      %cl = fly.make_composed_layout(%cs, %zz, %id) : (!fly.coord_swizzle<" << cs
    << ">, !fly.int_tuple<(0,0)>, !fly.layout<" << rc << ":(1E0,1E1)>) -> !fly.composed_layout<" << inner << ">\n"
    << "      %z = fly.static : !fly.int_tuple<0>\n"
    << "      %sw = fly.make_composed_layout(%rm, %z, %cl) : (!fly.layout<" << rowMajor
    << ">, !fly.int_tuple<0>, !fly.composed_layout<" << inner << ">) -> !fly.composed_layout<" << composed << ">\n"
    << "      %dst = fly.make_view(%out, %sw) : (!fly.ptr<f32, global>, !fly.composed_layout<" << composed
    << ">) -> !fly.memref<f32, global, " << composed << ">\n"
    << "      %x = fly.memref.load(%src, %coord) : (!fly.memref<f32, global, " << rowMajor
    << ">, !fly.int_tuple<(?,?)>) -> f32\n"
    << "      fly.memref.store(%x, %dst, %coord) : (f32, !fly.memref<f32, global, " << composed
    << ">, !fly.int_tuple<(?,?)>) -> ()\n"
    << "    }\n"
    << "    gpu.return\n"
    << "  }\n"
    << "}\n";
  return s.str();
}

// FlyDSL's intApplyCoordSwizzle on a (row, col) pair, the modes chosen by the case.
std::pair<int, int> swizzled(const SwizzleCase &k, int r, int c) {
  int crd[2] = {r, c};
  int bits = (crd[k.rowMode] >> k.baseRow) & ((1 << k.mask) - 1);
  crd[k.colMode] ^= bits << k.baseCol;
  return {crd[0], crd[1]};
}

class CoordSwizzleRun : public testing::TestWithParam<std::string> {};

TEST_P(CoordSwizzleRun, StoresGoToTheSwizzledElements) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  const SwizzleCase cases[] = {
      {8, 16, 2, 0, 0, 2, 1},  // the column's bits 2..3 flipped by the row's bits 0..1
      {16, 32, 3, 1, 0, 2, 1}, // the row's bits 1..3 into the column's bits 2..4
      {32, 8, 2, 0, 1, 1, 0},  // the row swizzled by the column
      {6, 16, 2, 1, 0, 2, 1},  // 96 elements, 128 threads: a ragged launch
  };
  for (const SwizzleCase &k : cases) {
    SCOPED_TRACE(csText(k) + " over " + std::to_string(k.rows) + "x" + std::to_string(k.cols) + " on " + std::string(arch->name));
    int total = k.rows * k.cols;
    int block = ((total + 63) / 64) * 64;
    std::string text = kernelText(k, block);
    codegen::CompileOptions options;
    options.arch = arch;
    auto hsaco = codegen::compileFlySource(text, "coord_swizzle.fly", options);
    ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError()) << "\n" << text;
    auto object = emu::CodeObject::load(
        llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
    ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());

    std::vector<float> in(static_cast<size_t>(total));
    std::mt19937 rng(uint32_t(total + k.mask));
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    for (float &x : in) x = dist(rng);
    // One guard row past the matrix: nothing may be written there.
    std::vector<float> out(size_t(total + k.cols), -7.5f);
    emu::Device device;
    auto din = device.allocate(in.size() * 4);
    auto dout = device.allocate(out.size() * 4);
    ASSERT_TRUE(din && dout);
    ASSERT_FALSE(bool(device.copyIn(*din, in.data(), in.size() * 4)));
    ASSERT_FALSE(bool(device.copyIn(*dout, out.data(), out.size() * 4)));
    auto stats = device.launch(**object, "swizzle_store", emu::Dim3(1), emu::Dim3(uint32_t(block)),
                               {emu::ArgValue::pointer(*din), emu::ArgValue::pointer(*dout)});
    ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dout, out.size() * 4)));

    std::vector<float> want(out.size(), -7.5f);
    for (int r = 0; r < k.rows; ++r)
      for (int c = 0; c < k.cols; ++c) {
        auto [r2, c2] = swizzled(k, r, c);
        ASSERT_TRUE(r2 < k.rows && c2 < k.cols) << "the case's swizzle leaves the tile";
        want[size_t(r2 * k.cols + c2)] = in[size_t(r * k.cols + c)];
      }
    int wrong = 0;
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != want[i] && wrong++ < 5)
        ADD_FAILURE() << "element " << i << " = " << out[i] << ", want " << want[i];
    EXPECT_EQ(wrong, 0);
    // The swizzle moved elements: the identity would have failed.
    bool moved = false;
    for (int i = 0; i < total; ++i) moved |= want[size_t(i)] != in[size_t(i)];
    EXPECT_TRUE(moved);
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, CoordSwizzleRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace

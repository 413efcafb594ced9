// FlyDSL's coordinate swizzle applied where it changes addresses: a kernel stores element (r, c) of
// a row-major R x C matrix through the view `(R,C):(C,1) o 0 o [CS<...> o (0,0) o (R,C):(1E0,1E1)]`
// (FlyDSL's way of swizzling a tile: the identity layout's coordinates are swizzled, then laid out
// row-major). Compiled through fly-llc's path for every arch and run on the emulator; the output is
// checked against a CPU reference that swizzles the coordinates with FlyDSL's formula
// col' = col ^ (((row >> baseRow) & (2^mask - 1)) << baseCol), written here independently of Fly.
// Shapes include a ragged one (threads past R*C do nothing), and swizzles of the column by the row
// and of the row by the column.
#include "EmulatorRun.h"

#include <cstring>
#include <random>
#include <sstream>

using namespace fly;
using namespace fly::testing_support;

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
    auto object = compileForEmulator(kernelText(k, block), "coord_swizzle.fly", arch);
    ASSERT_TRUE(object);
    std::vector<float> in(static_cast<size_t>(total));
    std::mt19937 rng(uint32_t(total + k.mask));
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    for (float &x : in) x = dist(rng);
    // One guard row past the matrix: nothing may be written there.
    std::vector<float> out(size_t(total + k.cols), -7.5f);
    std::vector<float> want(out.size(), -7.5f);
    for (int r = 0; r < k.rows; ++r)
      for (int c = 0; c < k.cols; ++c) {
        auto [r2, c2] = swizzled(k, r, c);
        ASSERT_TRUE(r2 < k.rows && c2 < k.cols) << "the case's swizzle leaves the tile";
        want[size_t(r2 * k.cols + c2)] = in[size_t(r * k.cols + c)];
      }
    EmulatorRun run;
    uint64_t din = run.buffer(in), dout = run.buffer(out);
    ASSERT_TRUE(run.launch(*object, "swizzle_store", uint32_t(block),
                           {emu::ArgValue::pointer(din), emu::ArgValue::pointer(dout)}));
    expectElementsEqual(out, want, "out");
    // The swizzle moved elements: the identity would have failed.
    bool moved = false;
    for (int i = 0; i < total; ++i) moved |= want[size_t(i)] != in[size_t(i)];
    EXPECT_TRUE(moved);
  }
}

// Views whose swizzled layout has dynamic parts: a run-time row pitch (the layout after the
// swizzle), a run-time place of the tile in a larger matrix (the coordinate offset), run-time
// extents (the identity layout's shape), and a nested coordinate (basis paths 1E1E0, 1E1E1: the
// column split in (C1, C2), swizzled at path [1,0]). The kernel takes R, C, the pitch P and the
// tile's place (r0, c0) as arguments; element (r, c) of the R x C input goes to the coordinate
// (r0 + r, c0 + c) swizzled, at row * P + col of the output.
struct DynamicCase {
  const char *what;
  bool dynPitch, dynOffset, dynExtents;
  int c1;                    // > 0: the column is the nested (c % c1, c / c1)
  int R, C, M, N, P, r0, c0; // tile, matrix, pitch, place
  int mask, baseRow, baseCol;
};

std::string dynamicKernelText(const DynamicCase &k, int block) {
  auto i = [](int v) { return std::to_string(v); };
  bool nested = k.c1 > 0;
  std::string cs = "CS<" + i(k.mask) + "," + i(k.baseRow) + ",[0]," + i(k.baseCol) + (nested ? ",[1, 0]>" : ",[1]>");
  std::string coordT = nested ? "(?,(?,?))" : "(?,?)";
  // The layout after the swizzle: row-major with pitch P.
  std::string outShape = k.dynExtents ? "(?,?)" : nested ? "(" + i(k.M) + ",(" + i(k.c1) + "," + i(k.N / k.c1) + "))"
                                                         : "(" + i(k.M) + "," + i(k.N) + ")";
  std::string outStride = nested ? "(" + i(k.P) + ",(1," + i(k.c1) + "))"
                          : k.dynPitch || k.dynExtents ? "(?,1)" : "(" + i(k.P) + ",1)";
  std::string outL = outShape + ":" + outStride;
  std::string idShape = k.dynExtents ? "(?,?)" : nested ? "(" + i(k.R) + ",(" + i(k.c1) + "," + i(k.C / k.c1) + "))"
                                                        : "(" + i(k.R) + "," + i(k.C) + ")";
  std::string idL = idShape + ":" + (nested ? "(1E0,(1E1E0,1E1E1))" : "(1E0,1E1)");
  std::string off = k.dynOffset ? "(?,?)" : nested ? "(0,(0,0))" : "(0,0)";
  std::string inner = cs + " o " + off + " o " + idL;
  std::string composed = outL + " o 0 o [" + inner + "]";
  std::ostringstream s;
  s << "gpu.module @m {\n"
    << "  gpu.func @swizzle_store(%in: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %R: i32, %C: i32, %P: i32, "
       "%r0: i32, %c0: i32) kernel attributes {known_block_size = array<i32: " << block << ", 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n"
    << "    %n = arith.muli %R, %C : i32\n"
    << "    %live = arith.cmpi ult, %t, %n : i32\n"
    << "    scf.if %live {\n"
    << "      %r = arith.divui %t, %C : i32\n"
    << "      %c = arith.remui %t, %C : i32\n"
    << "      %ti = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n"
    << "      %ip = fly.add_offset(%in, %ti) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>\n"
    << "      %x = fly.ptr.load(%ip) : (!fly.ptr<f32, global>) -> f32\n";
  if (nested)
    s << "      %cc1 = arith.constant " << k.c1 << " : i32\n"
      << "      %ca = arith.remui %c, %cc1 : i32\n"
      << "      %cb = arith.divui %c, %cc1 : i32\n"
      << "      %coord = fly.make_coord(%r, %ca, %cb) : (i32, i32, i32) -> !fly.int_tuple<" << coordT << ">\n";
  else
    s << "      %coord = fly.make_coord(%r, %c) : (i32, i32) -> !fly.int_tuple<" << coordT << ">\n";
  // The row-major layout after the swizzle.
  if (k.dynExtents) {
    s << "      %osh = fly.make_shape(%R, %C) : (i32, i32) -> !fly.int_tuple<(?,?)>\n"
      << "      %ost = fly.make_stride(%P) : (i32) -> !fly.int_tuple<(?,1)>\n"
      << "      %rm = fly.make_layout(%osh, %ost) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(?,1)>) -> !fly.layout<" << outL << ">\n";
  } else if (k.dynPitch) {
    s << "      %osh = fly.static : !fly.int_tuple<" << outShape << ">\n"
      << "      %ost = fly.make_stride(%P) : (i32) -> !fly.int_tuple<(?,1)>\n"
      << "      %rm = fly.make_layout(%osh, %ost) : (!fly.int_tuple<" << outShape << ">, !fly.int_tuple<(?,1)>) -> !fly.layout<" << outL << ">\n";
  } else {
    s << "      %rm = fly.static : !fly.layout<" << outL << ">\n";
  }
  if (k.dynExtents)
    s << "      %ids = fly.make_shape(%R, %C) : (i32, i32) -> !fly.int_tuple<(?,?)>\n"
      << "      %id = fly.make_identity_layout(%ids) : (!fly.int_tuple<(?,?)>) -> !fly.layout<" << idL << ">\n";
  else
    s << "      %id = fly.static : !fly.layout<" << idL << ">\n";
  if (k.dynOffset)
    s << "      %off = fly.make_int_tuple(%r0, %c0) : (i32, i32) -> !fly.int_tuple<(?,?)>\n";
  else
    s << "      %off = fly.static : !fly.int_tuple<" << off << ">\n";
  s << "      %cs = fly.static : !fly.coord_swizzle<" << cs << ">\n"
    << "      %cl = fly.make_composed_layout(%cs, %off, %id) : (!fly.coord_swizzle<" << cs << ">, !fly.int_tuple<" << off
    << ">, !fly.layout<" << idL << ">) -> !fly.composed_layout<" << inner << ">\n"
    << "      %z = fly.static : !fly.int_tuple<0>\n"
    << "      %sw = fly.make_composed_layout(%rm, %z, %cl) : (!fly.layout<" << outL << ">, !fly.int_tuple<0>, "
    << "!fly.composed_layout<" << inner << ">) -> !fly.composed_layout<" << composed << ">\n"
    << "      %dst = fly.make_view(%out, %sw) : (!fly.ptr<f32, global>, !fly.composed_layout<" << composed
    << ">) -> !fly.memref<f32, global, " << composed << ">\n"
    << "      fly.memref.store(%x, %dst, %coord) : (f32, !fly.memref<f32, global, " << composed << ">, !fly.int_tuple<"
    << coordT << ">) -> ()\n"
    << "    }\n"
    << "    gpu.return\n"
    << "  }\n"
    << "}\n";
  return s.str();
}

TEST_P(CoordSwizzleRun, DynamicPartsAndNestedCoordinates) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  const DynamicCase cases[] = {
      // what, dynPitch, dynOffset, dynExtents, c1, R, C, M, N, P, r0, c0, mask, baseRow, baseCol
      {"run-time pitch", true, false, false, 0, 8, 16, 8, 16, 21, 0, 0, 2, 0, 2},
      {"run-time place", false, true, false, 0, 8, 16, 16, 64, 64, 8, 32, 2, 0, 2},
      {"run-time place and pitch", true, true, false, 0, 8, 16, 16, 64, 70, 5, 16, 2, 0, 2},
      {"run-time extents, ragged", false, false, true, 0, 6, 16, 6, 16, 16, 0, 0, 2, 1, 2},
      {"run-time extents", false, false, true, 0, 13, 32, 13, 32, 32, 0, 0, 3, 0, 2},
      {"nested column", false, false, false, 16, 8, 32, 8, 32, 32, 0, 0, 2, 0, 2},
  };
  for (const DynamicCase &k : cases) {
    SCOPED_TRACE(std::string(k.what) + " on " + std::string(arch->name));
    int total = k.R * k.C;
    int block = ((total + 63) / 64) * 64 + 64; // a ragged launch: threads past R*C do nothing
    auto object = compileForEmulator(dynamicKernelText(k, block), "coord_swizzle_dynamic.fly", arch);
    ASSERT_TRUE(object);
    std::vector<float> in(static_cast<size_t>(total));
    std::mt19937 rng(uint32_t(total + k.P));
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    for (float &x : in) x = dist(rng);
    std::vector<float> out(size_t(k.M * k.P + k.P), -7.5f); // a guard row past the matrix
    std::vector<float> want = out;
    for (int r = 0; r < k.R; ++r)
      for (int c = 0; c < k.C; ++c) {
        int row = k.r0 + r, col = k.c0 + c, at;
        int bits = ((row >> k.baseRow) & ((1 << k.mask) - 1)) << k.baseCol;
        if (k.c1 > 0) {
          int ca = col % k.c1, cb = col / k.c1;
          ca ^= bits; // the swizzled leaf is the column's first part, path [1, 0]
          ASSERT_LT(ca, k.c1) << "the case's swizzle leaves the column part";
          at = row * k.P + ca + cb * k.c1;
        } else {
          col ^= bits;
          ASSERT_LT(col, k.N) << "the case's swizzle leaves the matrix";
          at = row * k.P + col;
        }
        want[size_t(at)] = in[size_t(r * k.C + c)];
      }
    EmulatorRun run;
    uint64_t din = run.buffer(in), dout = run.buffer(out);
    using emu::ArgValue;
    ASSERT_TRUE(run.launch(*object, "swizzle_store", uint32_t(block),
                           {ArgValue::pointer(din), ArgValue::pointer(dout), ArgValue::i32(k.R), ArgValue::i32(k.C),
                            ArgValue::i32(k.P), ArgValue::i32(k.r0), ArgValue::i32(k.c0)}));
    expectElementsEqual(out, want, "out");
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, CoordSwizzleRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace

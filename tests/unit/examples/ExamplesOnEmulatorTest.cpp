// examples/*.fly compiled by Fly for each arch and run on the emulator, against a CPU reference
// on random data of several sizes, including ragged ones (not a multiple of the block's work).
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/emu/FloatFormats.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

using namespace fly;

namespace {

std::string readSource(const std::string& path) {
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Compiles each (source, arch) once for the whole test program; `example` is relative to the
// source tree.
std::shared_ptr<emu::CodeObject> compiled(const std::string& example, const std::string& arch) {
  static std::map<std::string, std::shared_ptr<emu::CodeObject>> cache;
  std::string key = example + "/" + arch;
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  codegen::CompileOptions options;
  options.arch = target::findArch(arch);
  auto hsaco = codegen::compileFlySource(readSource(example), example, options);
  if (!hsaco) {
    ADD_FAILURE() << example << " for " << arch << ": " << llvm::toString(hsaco.takeError());
    return nullptr;
  }
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(hsaco->data()), hsaco->size()));
  if (!object) {
    ADD_FAILURE() << llvm::toString(object.takeError());
    return nullptr;
  }
  return cache[key] = *object;
}

std::vector<float> randomFloats(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

uint64_t upload(emu::Device& device, const std::vector<float>& data, size_t extraBytes = 0) {
  auto address = device.allocate(data.size() * sizeof(float) + extraBytes);
  EXPECT_TRUE(bool(address));
  if (!address) return 0;
  EXPECT_FALSE(bool(device.copyIn(*address, data.data(), data.size() * sizeof(float))));
  return *address;
}

std::vector<float> download(emu::Device& device, uint64_t address, size_t n) {
  std::vector<float> out(n);
  EXPECT_FALSE(bool(device.copyOut(out.data(), address, n * sizeof(float))));
  return out;
}

class Examples : public ::testing::TestWithParam<const char*> {};

TEST_P(Examples, VectorAddMatchesTheCpu) {
  auto object = compiled("examples/vector_add.fly", GetParam());
  ASSERT_TRUE(object);
  for (size_t n : {size_t(1), size_t(3), size_t(255), size_t(1000), size_t(1024), size_t(1027), size_t(4099)}) {
    std::vector<float> a = randomFloats(n, 1 + n), b = randomFloats(n, 1000 + n);
    emu::Device device;
    // One guard element after c: the kernel must not write past n.
    uint64_t da = upload(device, a), db = upload(device, b);
    std::vector<float> guard(n + 1, 12345.0f);
    uint64_t dc = upload(device, guard);
    uint32_t blocks = uint32_t((n + 1023) / 1024);
    auto stats = device.launch(*object, "vector_add", emu::Dim3(blocks), emu::Dim3(256),
                               {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dc),
                                emu::ArgValue::i32(int32_t(n))});
    ASSERT_TRUE(bool(stats)) << GetParam() << " n=" << n << ": " << llvm::toString(stats.takeError());
    std::vector<float> c = download(device, dc, n + 1);
    for (size_t i = 0; i < n; ++i) ASSERT_EQ(c[i], a[i] + b[i]) << GetParam() << " n=" << n << " i=" << i;
    EXPECT_EQ(c[n], 12345.0f) << "wrote past the end, n=" << n;
  }
}

TEST_P(Examples, BlockReduceMatchesTheCpu) {
  auto object = compiled("examples/block_reduce.fly", GetParam());
  ASSERT_TRUE(object);
  for (size_t n : {size_t(1), size_t(100), size_t(256), size_t(257), size_t(1000), size_t(2048), size_t(3001)}) {
    std::vector<float> in = randomFloats(n, 7 + n);
    size_t blocks = (n + 255) / 256;
    emu::Device device;
    uint64_t din = upload(device, in);
    uint64_t dout = upload(device, std::vector<float>(blocks, -1.0f));
    auto stats = device.launch(*object, "block_reduce", emu::Dim3(uint32_t(blocks)), emu::Dim3(256),
                               {emu::ArgValue::pointer(din), emu::ArgValue::pointer(dout),
                                emu::ArgValue::i32(int32_t(n))});
    ASSERT_TRUE(bool(stats)) << GetParam() << " n=" << n << ": " << llvm::toString(stats.takeError());
    std::vector<float> out = download(device, dout, blocks);
    for (size_t blk = 0; blk < blocks; ++blk) {
      double sum = 0, magnitude = 0;
      for (size_t i = blk * 256; i < std::min(n, (blk + 1) * 256); ++i) {
        sum += in[i];
        magnitude += std::fabs(in[i]);
      }
      // Float adds in a different order than the reference: allow the rounding of 256 terms.
      EXPECT_NEAR(out[blk], sum, 1e-6 * magnitude * 8 + 1e-6) << GetParam() << " n=" << n << " block " << blk;
    }
  }
}

// A loop and a select built from blocks and branches (cf.br / cf.cond_br with block arguments):
// each thread sums its row with f(x) = x > 0 ? x : x/2, in column order like the reference.
TEST_P(Examples, RowSumWithBranchesMatchesTheCpu) {
  auto object = compiled("examples/row_sum_cfg.fly", GetParam());
  ASSERT_TRUE(object);
  struct Shape { int32_t rows, cols; };
  for (Shape s : {Shape{1, 1}, Shape{3, 0}, Shape{5, 7}, Shape{64, 33}, Shape{65, 1}, Shape{200, 17}}) {
    std::vector<float> a = randomFloats(size_t(s.rows) * size_t(s.cols) + 1, 31 + uint32_t(s.rows * s.cols));
    emu::Device device;
    uint64_t da = upload(device, a);
    uint64_t dout = upload(device, std::vector<float>(size_t(s.rows) + 1, 12345.0f));
    uint32_t block = 64;
    auto stats = device.launch(*object, "row_sum_cfg", emu::Dim3((uint32_t(s.rows) + block - 1) / block),
                               emu::Dim3(block),
                               {emu::ArgValue::pointer(da), emu::ArgValue::pointer(dout), emu::ArgValue::i32(s.rows),
                                emu::ArgValue::i32(s.cols)});
    ASSERT_TRUE(bool(stats)) << GetParam() << " " << s.rows << "x" << s.cols << ": " << llvm::toString(stats.takeError());
    std::vector<float> out = download(device, dout, size_t(s.rows) + 1);
    for (int32_t r = 0; r < s.rows; ++r) {
      float sum = 0.0f;
      for (int32_t j = 0; j < s.cols; ++j) {
        float x = a[size_t(r) * size_t(s.cols) + size_t(j)];
        sum += x > 0.0f ? x : x * 0.5f;
      }
      ASSERT_EQ(out[size_t(r)], sum) << GetParam() << " " << s.rows << "x" << s.cols << " row " << r;
    }
    EXPECT_EQ(out[size_t(s.rows)], 12345.0f) << "wrote past the last row, " << s.rows << "x" << s.cols;
  }
}

// Integer rounding/division ops, casts, math intrinsics, scf.for carried values and a vector
// reduction, element by element against C++ on the host.
TEST_P(Examples, ArithAndMathOpsMatchTheCpu) {
  auto object = compiled("tests/unit/examples/ops.fly", GetParam());
  ASSERT_TRUE(object);
  for (size_t n : {size_t(1), size_t(77), size_t(1000)}) {
    std::mt19937 rng{uint32_t(n)};
    std::uniform_int_distribution<int32_t> numerator(-100000, 100000), denominator(1, 60);
    std::uniform_real_distribution<float> value(-9.0f, 9.0f);
    std::vector<int32_t> a(n), b(n);
    std::vector<float> x(n);
    for (size_t i = 0; i < n; ++i) {
      a[i] = numerator(rng);
      b[i] = denominator(rng) * (rng() % 2 ? 1 : -1);
      x[i] = value(rng);
    }
    emu::Device device;
    auto alloc = [&](size_t bytes) {
      auto address = device.allocate(bytes);
      EXPECT_TRUE(bool(address));
      return address ? *address : 0;
    };
    uint64_t da = alloc(n * 4), db = alloc(n * 4), dx = alloc(n * 4), di = alloc(n * 40), df = alloc(n * 24);
    ASSERT_FALSE(bool(device.copyIn(da, a.data(), n * 4)));
    ASSERT_FALSE(bool(device.copyIn(db, b.data(), n * 4)));
    ASSERT_FALSE(bool(device.copyIn(dx, x.data(), n * 4)));
    uint32_t blocks = uint32_t((n + 127) / 128);
    auto stats = device.launch(*object, "ops", emu::Dim3(blocks), emu::Dim3(128),
                               {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dx),
                                emu::ArgValue::pointer(di), emu::ArgValue::pointer(df), emu::ArgValue::i32(int32_t(n))});
    ASSERT_TRUE(bool(stats)) << GetParam() << " n=" << n << ": " << llvm::toString(stats.takeError());
    std::vector<int32_t> ints(n * 10);
    std::vector<float> floats(n * 6);
    ASSERT_FALSE(bool(device.copyOut(ints.data(), di, n * 40)));
    ASSERT_FALSE(bool(device.copyOut(floats.data(), df, n * 24)));
    for (size_t i = 0; i < n; ++i) {
      int32_t p = a[i], q = b[i];
      int32_t quotient = p / q, remainder = p % q;
      bool inexact = remainder != 0, sameSign = (p < 0) == (q < 0);
      int32_t want[10] = {
          quotient + (inexact && sameSign ? 1 : 0),  // ceildivsi
          quotient - (inexact && !sameSign ? 1 : 0), // floordivsi
          remainder,
          int32_t(uint32_t(p) / uint32_t(q)),
          std::max(p, q),
          int32_t(std::min(uint32_t(p), uint32_t(q))),
          p >> 3,
          std::min(p, q),
          int32_t(x[i]),
          8 * p + 28,
      };
      const char* names[10] = {"ceildivsi", "floordivsi", "remsi", "divui", "maxsi",
                               "minui", "shrsi", "select", "fptosi", "scf.for sum"};
      for (int k = 0; k < 10; ++k)
        ASSERT_EQ(ints[i * 10 + k], want[k]) << GetParam() << " " << names[k] << "(" << p << ", " << q << ")";
      float v = x[i];
      float sum4 = ((v + v) + v) + v;
      float wantF[6] = {std::exp(v), std::tanh(v), std::sqrt(std::fabs(v)), 1.0f / std::sqrt(std::fabs(v) + 1.0f),
                        float(p), sum4};
      const char* fnames[6] = {"exp", "tanh", "sqrt", "rsqrt", "sitofp", "reduction add"};
      for (int k = 0; k < 6; ++k)
        EXPECT_NEAR(floats[i * 6 + k], wantF[k], 2e-6f * std::fabs(wantF[k]) + 1e-6f)
            << GetParam() << " " << fnames[k] << "(" << v << ")";
    }
  }
}

// gpu.shuffle up/down/idx/xor against its definition: source lane per mode inside segments of
// `width` lanes, own value and valid = false when the source falls outside the segment.
TEST_P(Examples, ShuffleModesFollowTheirDefinition) {
  auto object = compiled("tests/unit/examples/shuffles.fly", GetParam());
  ASSERT_TRUE(object);
  const uint32_t threads = 128;
  emu::Device device;
  auto values = device.allocate(threads * 32), flags = device.allocate(threads * 32);
  ASSERT_TRUE(values && flags);
  auto stats = device.launch(*object, "shuffles", emu::Dim3(1), emu::Dim3(threads),
                             {emu::ArgValue::pointer(*values), emu::ArgValue::pointer(*flags)});
  ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
  std::vector<float> got(threads * 8);
  std::vector<int32_t> ok(threads * 8);
  ASSERT_FALSE(bool(device.copyOut(got.data(), *values, threads * 32)));
  ASSERT_FALSE(bool(device.copyOut(ok.data(), *flags, threads * 32)));
  for (uint32_t t = 0; t < threads; ++t) {
    struct Expect {
      int64_t source;
      uint32_t width;
    } cases[8] = {{int64_t(t) - 3, 16}, {int64_t(t) + 5, 32}, {int64_t(t / 8 * 8 + 7), 8}, {int64_t(t ^ 9u), 16},
                  {int64_t(t ^ (t & 15u)), 16}, {int64_t(t ^ 16u), 32}, {int64_t(t ^ 1u), 2}, {int64_t(t) + 1, 4}};
    const char* modes[8] = {"up 3 (width 16)", "down 5 (width 32)", "idx 7 (width 8)", "xor 9 (width 16)",
                            "xor lane&15 (width 16)", "xor 16 (width 32)", "xor 1 (width 2)", "down 1 (width 4)"};
    for (int m = 0; m < 8; ++m) {
      int64_t start = t / cases[m].width * cases[m].width;
      bool valid = cases[m].source >= start && cases[m].source < start + cases[m].width;
      EXPECT_EQ(ok[t * 8 + m], valid ? 1 : 0) << GetParam() << " thread " << t << " " << modes[m];
      EXPECT_EQ(got[t * 8 + m], float(valid ? cases[m].source : t)) << GetParam() << " thread " << t << " " << modes[m];
    }
  }
}

// gpu.thread_id/block_id/block_dim/grid_dim in x, y, z and gpu.lane_id on a 3-D launch:
// block_dim and grid_dim come from the hidden kernel arguments the runtime fills.
TEST_P(Examples, WorkItemIdsAndLaunchShape) {
  auto object = compiled("tests/unit/examples/ids.fly", GetParam());
  ASSERT_TRUE(object);
  const uint32_t block[3] = {16, 3, 2}, grid[3] = {3, 2, 2};
  const uint32_t threads = block[0] * block[1] * block[2], blocks = grid[0] * grid[1] * grid[2];
  emu::Device device;
  auto out = device.allocate(uint64_t(threads) * blocks * 13 * 4);
  ASSERT_TRUE(bool(out));
  auto stats = device.launch(*object, "ids", emu::Dim3(grid[0], grid[1], grid[2]), emu::Dim3(block[0], block[1], block[2]),
                             {emu::ArgValue::pointer(*out)});
  ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
  std::vector<int32_t> got(size_t(threads) * blocks * 13);
  ASSERT_FALSE(bool(device.copyOut(got.data(), *out, got.size() * 4)));
  uint32_t waveSize = uint32_t(target::findArch(GetParam())->waveSize);
  for (uint32_t bz = 0; bz < grid[2]; ++bz)
    for (uint32_t by = 0; by < grid[1]; ++by)
      for (uint32_t bx = 0; bx < grid[0]; ++bx)
        for (uint32_t tz = 0; tz < block[2]; ++tz)
          for (uint32_t ty = 0; ty < block[1]; ++ty)
            for (uint32_t tx = 0; tx < block[0]; ++tx) {
              uint32_t thread = (tz * block[1] + ty) * block[0] + tx;
              size_t linear = size_t((bz * grid[1] + by) * grid[0] + bx) * threads + thread;
              int32_t want[13] = {int32_t(tx), int32_t(ty), int32_t(tz), int32_t(bx), int32_t(by), int32_t(bz),
                                  int32_t(block[0]), int32_t(block[1]), int32_t(block[2]),
                                  int32_t(grid[0]), int32_t(grid[1]), int32_t(grid[2]), int32_t(thread % waveSize)};
              for (int k = 0; k < 13; ++k)
                ASSERT_EQ(got[linear * 13 + size_t(k)], want[k]) << GetParam() << " value " << k << " of thread ("
                                                                  << tx << "," << ty << "," << tz << ") block ("
                                                                  << bx << "," << by << "," << bz << ")";
            }
}

// The bits of a half holding `v`, for values exactly representable (small integers here).
uint16_t halfBits(float v) {
  if (v == 0.0f) return 0;
  uint16_t sign = v < 0 ? 0x8000 : 0;
  int exponent;
  float mantissa = std::frexp(std::fabs(v), &exponent); // v = mantissa * 2^exponent, mantissa in [0.5, 1)
  uint16_t bits = uint16_t((exponent - 1 + 15) << 10) | uint16_t((mantissa * 2.0f - 1.0f) * 1024.0f);
  return sign | bits;
}

// One 16x16x16 f16 matrix-core op through Fly (rocdl.mfma on gfx9, rocdl.wmma on gfx12), with the
// operands laid out in the ISA's per-lane fragment order, against a CPU matmul. The values are small
// integers so every product and sum is exact.
TEST_P(Examples, MatrixCoreOpThroughFlyMatchesACpuMatmul) {
  const target::Arch& arch = *target::findArch(GetParam());
  if (!arch.hasMatrixOp("llvm.amdgcn.mfma.f32.16x16x16f16") && !arch.hasMatrixOp("llvm.amdgcn.wmma.f32.16x16x16.f16"))
    GTEST_SKIP() << arch.name << " has no 16x16x16 f16 MFMA/WMMA (gfx1250's f16 WMMA is 16x16x32; not written yet)";
  if (arch.generation == 11)
    GTEST_SKIP() << arch.name << ": gfx11's WMMA fragments differ (whole rows per lane, interleaved D); "
                 << "tests/unit/atoms runs its WMMAs through Fly";
  bool mfma = arch.hasMfma();
  auto object = compiled(mfma ? "tests/unit/examples/mma.fly" : "tests/unit/examples/wmma.fly", GetParam());
  ASSERT_TRUE(object);
  const int lanes = mfma ? 64 : 32, perLane = mfma ? 4 : 8, kGroup = perLane; // k values per lane
  std::mt19937 rng{42};
  float A[16][16], B[16][16];
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      A[i][j] = float(int(rng() % 7) - 3);
      B[i][j] = float(int(rng() % 7) - 3);
    }
  // Lane l holds row (A) / column (B) l % 16 and k = kGroup * (l / 16) + j.
  std::vector<uint16_t> fa(size_t(lanes * perLane)), fb(size_t(lanes * perLane));
  for (int l = 0; l < lanes; ++l)
    for (int j = 0; j < perLane; ++j) {
      int k = kGroup * (l / 16) + j;
      fa[size_t(l * perLane + j)] = halfBits(A[l % 16][k]);
      fb[size_t(l * perLane + j)] = halfBits(B[k][l % 16]);
    }
  emu::Device device;
  auto da = device.allocate(fa.size() * 2), db = device.allocate(fb.size() * 2), dd = device.allocate(size_t(lanes * perLane) * 4);
  ASSERT_TRUE(da && db && dd);
  ASSERT_FALSE(bool(device.copyIn(*da, fa.data(), fa.size() * 2)));
  ASSERT_FALSE(bool(device.copyIn(*db, fb.data(), fb.size() * 2)));
  auto stats = device.launch(*object, mfma ? "mfma_16x16x16_f16" : "wmma_16x16x16_f16", emu::Dim3(1), emu::Dim3(uint32_t(lanes)),
                             {emu::ArgValue::pointer(*da), emu::ArgValue::pointer(*db), emu::ArgValue::pointer(*dd)});
  ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
  EXPECT_EQ(stats->executed[size_t(emu::InstClass::Matrix)], uint64_t(1)) << "one matrix-core instruction per wave";
  std::vector<float> d(size_t(lanes * perLane));
  ASSERT_FALSE(bool(device.copyOut(d.data(), *dd, d.size() * 4)));
  // Lane l, element i holds D[perLane' * (l / 16) + i][l % 16] (4 rows per lane group for MFMA, 8 for WMMA).
  for (int l = 0; l < lanes; ++l)
    for (int i = 0; i < perLane; ++i) {
      int row = perLane * (l / 16) + i, col = l % 16;
      float want = 0;
      for (int k = 0; k < 16; ++k) want += A[row][k] * B[k][col];
      ASSERT_EQ(d[size_t(l * perLane + i)], want) << GetParam() << " D[" << row << "][" << col << "]";
    }
}

// Buffer tensors: B[g] = A[g] + 1 for g < m through range-checked buffer accesses, with m past
// the end of both tensors. Loads past A's end read 0, stores past B's end are dropped; the
// guard elements after B stay untouched and the emulator reports no access outside memory.
TEST_P(Examples, BufferTensorRangeChecksLoadsAndStores) {
  auto object = compiled("examples/buffer_tensor.fly", GetParam());
  ASSERT_TRUE(object);
  for (auto [na, nb, m] : std::vector<std::array<size_t, 3>>{{1, 1, 1}, {100, 150, 300}, {150, 100, 300},
                                                            {257, 257, 1000}, {1000, 3, 1027}}) {
    std::vector<float> a = randomFloats(na, uint32_t(na + 3 * nb));
    emu::Device device;
    uint64_t da = upload(device, a);
    std::vector<float> guarded(nb + 64, 4321.0f);
    uint64_t db = upload(device, guarded);
    auto stats = device.launch(*object, "buffer_add_one", emu::Dim3(uint32_t((m + 255) / 256)), emu::Dim3(256),
                               {emu::ArgValue::pointer(da), emu::ArgValue::i32(int32_t(na)),
                                emu::ArgValue::pointer(db), emu::ArgValue::i32(int32_t(nb)),
                                emu::ArgValue::i32(int32_t(m))});
    ASSERT_TRUE(bool(stats)) << GetParam() << ": " << llvm::toString(stats.takeError());
    std::vector<float> b = download(device, db, nb + 64);
    for (size_t i = 0; i < nb + 64; ++i) {
      float want = i >= nb || i >= m ? 4321.0f : (i < na ? a[i] : 0.0f) + 1.0f;
      ASSERT_EQ(b[i], want) << GetParam() << " na=" << na << " nb=" << nb << " m=" << m << " i=" << i;
    }
  }
}

// FlyDSL's tiled-copy example: M x N tensor arguments (pointer, M, N, row stride each) through
// 16 x 64 tiles of 128-bit buffer copies. M ragged (rows
// past M are outside the buffer: loads read 0, stores are dropped), N ragged against 64 (copy_if);
// every element compared, the rows' padding and the guard after the destination untouched, no
// emulator fault. `kernel`: tiled_copy_2d (predicate from the thread index by hand) or
// tiled_copy_2d_coord (from the tiled copy's partition of an identity tensor).
void runTiledCopy2d(const std::string &arch, const std::string &kernel) {
  auto object = compiled("examples/" + kernel + ".fly", arch);
  ASSERT_TRUE(object);
  for (auto [m, n] : {std::pair<size_t, size_t>{1, 64}, {16, 64}, {17, 128}, {100, 192}, {255, 64}, {33, 320}, {1, 4},
                      {5, 4}, {17, 100}, {33, 260}, {16, 68}}) {
    // Rows padded to ld = n + 8 (a multiple of 4): the padding must stay untouched, so a column tile
    // past N that wrapped into the padding or the next row would be seen.
    size_t ld = n + 8, total = m * ld;
    std::vector<float> src = randomFloats(total, uint32_t(m * 131 + n));
    emu::Device device;
    uint64_t ds = upload(device, src);
    std::vector<float> guard(total + 64, -7.0f);
    uint64_t dd = upload(device, guard);
    auto stats = device.launch(*object, kernel, emu::Dim3(uint32_t((n + 63) / 64), uint32_t((m + 15) / 16)),
                               emu::Dim3(256),
                               {emu::ArgValue::pointer(ds), emu::ArgValue::i32(int32_t(m)), emu::ArgValue::i32(int32_t(n)),
                                emu::ArgValue::i32(int32_t(ld)), emu::ArgValue::pointer(dd), emu::ArgValue::i32(int32_t(m)),
                                emu::ArgValue::i32(int32_t(n)), emu::ArgValue::i32(int32_t(ld))});
    ASSERT_TRUE(bool(stats)) << arch << " " << m << "x" << n << ": " << llvm::toString(stats.takeError());
    std::vector<float> dst = download(device, dd, total + 64);
    for (size_t i = 0; i < total; ++i)
      ASSERT_EQ(dst[i], i % ld < n ? src[i] : -7.0f) << arch << " " << kernel << " " << m << "x" << n << " at " << i;
    for (size_t i = total; i < total + 64; ++i) ASSERT_EQ(dst[i], -7.0f) << "wrote past the tensor at " << i;
  }
}

// examples/tdm_copy_2d.fly: gfx1250's tensor data mover, 32 x 64 tiles split over 4 waves, LDS rows
// padded. M and N ragged against the tile (out-of-bounds elements read 0 into LDS and are not
// written back), rows of A and B padded to ld (the padding of B must stay untouched), every element
// compared; LDS race checks on (a read of LDS before s_wait_tensorcnt would be reported). On an arch
// without the TDM the copy is a located error.
TEST_P(Examples, TdmCopy2dCopiesEveryElement) {
  const std::string arch = GetParam();
  if (arch != "gfx1250") {
    codegen::CompileOptions options;
    options.arch = target::findArch(arch);
    auto hsaco = codegen::compileFlySource(readSource("examples/tdm_copy_2d.fly"), "examples/tdm_copy_2d.fly", options);
    ASSERT_FALSE(bool(hsaco)) << arch;
    std::string msg = llvm::toString(hsaco.takeError());
    EXPECT_NE(msg.find("examples/tdm_copy_2d.fly:"), std::string::npos) << msg;
    EXPECT_NE(msg.find("copy atom 'fly_rocdl.gfx1250.tdm' is not available on " + arch + " (available on: gfx1250)"),
              std::string::npos)
        << msg;
    return;
  }
  auto object = compiled("examples/tdm_copy_2d.fly", arch);
  ASSERT_TRUE(object);
  for (auto [m, n] : {std::pair<size_t, size_t>{32, 64}, {1, 1}, {45, 100}, {64, 128}, {33, 65}, {100, 7}, {7, 200}}) {
    size_t ld = n + 5, total = m * ld;
    std::vector<float> src = randomFloats(total, uint32_t(m * 37 + n));
    emu::Device device;
    uint64_t ds = upload(device, src);
    std::vector<float> guard(total + 64, -7.0f);
    uint64_t dd = upload(device, guard);
    emu::LaunchOptions opts;
    opts.checkLdsRaces = true;
    auto stats = device.launch(*object, "tdm_copy_2d", emu::Dim3(uint32_t((n + 63) / 64), uint32_t((m + 31) / 32)),
                               emu::Dim3(128),
                               {emu::ArgValue::pointer(ds), emu::ArgValue::i32(int32_t(m)), emu::ArgValue::i32(int32_t(n)),
                                emu::ArgValue::i32(int32_t(ld)), emu::ArgValue::pointer(dd), emu::ArgValue::i32(int32_t(m)),
                                emu::ArgValue::i32(int32_t(n)), emu::ArgValue::i32(int32_t(ld))},
                               opts);
    ASSERT_TRUE(bool(stats)) << m << "x" << n << ": " << llvm::toString(stats.takeError());
    std::vector<float> dst = download(device, dd, total + 64);
    for (size_t i = 0; i < total; ++i)
      ASSERT_EQ(dst[i], i % ld < n ? src[i] : -7.0f) << m << "x" << n << " at " << i;
    for (size_t i = total; i < total + 64; ++i) ASSERT_EQ(dst[i], -7.0f) << "wrote past the tensor at " << i;
  }
}

TEST_P(Examples, TiledCopy2dCopiesEveryElement) { runTiledCopy2d(GetParam(), "tiled_copy_2d"); }
TEST_P(Examples, TiledCopy2dWithCoordinateTensorPredicatesCopiesEveryElement) {
  runTiledCopy2d(GetParam(), "tiled_copy_2d_coord");
}

// FlyDSL's tiled-MMA example (03-tiledMma): C = A * B^T + C in 64 x 64 tiles through
// make_tiled_mma partitions, MMA-shaped tiled copies and fly.gemm; A (M x k) and B (N x k)
// row-major (f32, or f16 when `k` is 16), C row-major f32 with a padded row stride whose padding
// must stay untouched. Small integers: every product and sum is exact. `matrixOps`: matrix
// instructions per work-group.
void runTiledMmaExample(const std::string& file, const std::string& kernel, const std::string& arch, uint32_t threads,
                        uint64_t matrixOps, size_t k = 8) {
  auto object = compiled(file, arch);
  ASSERT_TRUE(object);
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> small(-3, 3);
  const bool halves = k == 16;
  // A or B as the kernel reads it: f32, or f16 (small integers are exact in both).
  auto uploadInput = [&](emu::Device& device, const std::vector<float>& x) {
    if (!halves) return upload(device, x);
    std::vector<uint16_t> h(x.size());
    for (size_t i = 0; i < x.size(); ++i) h[i] = uint16_t(emu::encodeFloat(emu::FloatFormat::F16, x[i]));
    auto address = device.allocate(h.size() * 2);
    EXPECT_TRUE(bool(address));
    if (!address) return uint64_t(0);
    EXPECT_FALSE(bool(device.copyIn(*address, h.data(), h.size() * 2)));
    return *address;
  };
  for (auto [m, n] : std::vector<std::pair<size_t, size_t>>{{64, 64}, {128, 64}, {64, 192}, {192, 128}}) {
    const size_t ldc = n + 4;
    std::vector<float> a(m * k), b(n * k), c(m * ldc);
    for (float& x : a) x = float(small(rng));
    for (float& x : b) x = float(small(rng));
    for (float& x : c) x = float(small(rng));
    emu::Device device;
    uint64_t da = uploadInput(device, a), db = uploadInput(device, b), dc = upload(device, c);
    auto stats = device.launch(*object, kernel, emu::Dim3(uint32_t(n / 64), uint32_t(m / 64)), emu::Dim3(threads),
                               {emu::ArgValue::pointer(da), emu::ArgValue::i32(int32_t(m)), emu::ArgValue::pointer(db),
                                emu::ArgValue::i32(int32_t(n)), emu::ArgValue::pointer(dc), emu::ArgValue::i32(int32_t(m)),
                                emu::ArgValue::i32(int32_t(n)), emu::ArgValue::i32(int32_t(ldc))});
    ASSERT_TRUE(bool(stats)) << arch << " " << m << "x" << n << ": " << llvm::toString(stats.takeError());
    EXPECT_EQ(stats->executed[size_t(emu::InstClass::Matrix)], matrixOps * (m / 64) * (n / 64));
    std::vector<float> d = download(device, dc, m * ldc);
    for (size_t i = 0; i < m; ++i)
      for (size_t j = 0; j < ldc; ++j) {
        float want = c[i * ldc + j];
        if (j < n)
          for (size_t kk = 0; kk < k; ++kk) want += a[i * k + kk] * b[j * k + kk];
        ASSERT_EQ(d[i * ldc + j], want) << arch << " " << m << "x" << n << " C[" << i << "][" << j << "]";
      }
  }
}

// examples/tiled_mma.fly (MFMA 16x16x4 f32 on four waves) and examples/tiled_mma_wmma.fly (gfx1250's
// 16x16x4 f32 WMMA): four waves, 2 x 2 x 2 atoms each (RestM x RestN x RestK). The archs without an
// f32 matrix atom run the f16 version: examples/tiled_mma_wmma_f16.fly (gfx1201's 16x16x16 WMMA)
// and examples/tiled_mma_wmma_gfx11.fly (gfx11's, A and B copied into both half-waves), K = 16,
// 2 x 2 x 1 atoms per wave.
TEST_P(Examples, TiledMmaGemmMatchesTheCpu) {
  const target::Arch& arch = *target::findArch(GetParam());
  if (arch.hasMfma())
    runTiledMmaExample("examples/tiled_mma.fly", "tiled_mma", GetParam(), 256, 8 * 4);
  else if (arch.hasMatrixOp("llvm.amdgcn.wmma.f32.16x16x4.f32"))
    runTiledMmaExample("examples/tiled_mma_wmma.fly", "tiled_mma_wmma", GetParam(), 128, 8 * 4);
  else if (arch.name == "gfx1201")
    runTiledMmaExample("examples/tiled_mma_wmma_f16.fly", "tiled_mma_wmma_f16", GetParam(), 128, 4 * 4, 16);
  else if (arch.name == "gfx1100" || arch.name == "gfx1151")
    runTiledMmaExample("examples/tiled_mma_wmma_gfx11.fly", "tiled_mma_wmma_gfx11", GetParam(), 128, 4 * 4, 16);
  else
    FAIL() << arch.name << ": no tiled-MMA example for this arch";
}

// examples/tiled_mma_fma.fly: the same GEMM on the UniversalFMA atom, on every arch (no matrix op).
TEST_P(Examples, TiledMmaOnUniversalFmaMatchesTheCpu) {
  runTiledMmaExample("examples/tiled_mma_fma.fly", "tiled_mma_fma", GetParam(), 256, 0);
}

// A copy through swizzled LDS (examples/swizzled_lds_transpose.fly): B = transpose(A) in 32x32
// tiles staged in a named LDS allocation with the Sw<5,0,5> layout, ragged shapes included; the
// emulator checks for LDS races between barriers, and B's padding must stay untouched.
TEST_P(Examples, SwizzledLdsTransposeMatchesTheCpu) {
  auto object = compiled("examples/swizzled_lds_transpose.fly", GetParam());
  ASSERT_TRUE(object);
  for (auto [m, n] : std::vector<std::pair<size_t, size_t>>{{1, 1}, {32, 32}, {33, 31}, {70, 100}, {5, 129}}) {
    size_t lda = n + 3, ldb = m + 1;
    std::vector<float> a = randomFloats(m * lda, uint32_t(m * 1000 + n));
    emu::Device device;
    uint64_t da = upload(device, a);
    uint64_t db = upload(device, std::vector<float>(n * ldb, -3.0f));
    emu::LaunchOptions options;
    options.checkLdsRaces = true;
    auto stats = device.launch(*object, "transpose_lds", emu::Dim3(uint32_t((n + 31) / 32), uint32_t((m + 31) / 32)),
                               emu::Dim3(256),
                               {emu::ArgValue::pointer(da), emu::ArgValue::i32(int32_t(m)), emu::ArgValue::i32(int32_t(n)),
                                emu::ArgValue::i32(int32_t(lda)), emu::ArgValue::pointer(db),
                                emu::ArgValue::i32(int32_t(n)), emu::ArgValue::i32(int32_t(m)),
                                emu::ArgValue::i32(int32_t(ldb))},
                               options);
    ASSERT_TRUE(bool(stats)) << GetParam() << " " << m << "x" << n << ": " << llvm::toString(stats.takeError());
    EXPECT_GT(stats->ldsBytesWritten, 0u);
    std::vector<float> b = download(device, db, n * ldb);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < ldb; ++j)
        ASSERT_EQ(b[i * ldb + j], j < m ? a[j * lda + i] : -3.0f)
            << GetParam() << " " << m << "x" << n << " at " << i << "," << j;
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, Examples, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"));

} // namespace

// Tensor kernel arguments end to end: a Fly kernel taking `!fly.memref` arguments with dynamic
// extents and strides, compiled by Fly for every arch, launched through the runtime's tensor
// argument packing on the emulator, against the CPU; and every check the packing makes before
// a launch (the launch must not happen: the output stays untouched).
#include "fly/codegen/Compiler.h"
#include "fly/runtime/TensorArguments.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>
#include <tuple>

using namespace fly;
using namespace fly::runtime;

namespace {

std::vector<uint8_t> compileTensorKernel(const std::string &arch,
                                         const std::string &file = "tests/unit/runtime/tensor_args.fly") {
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + file);
  std::stringstream text;
  text << in.rdbuf();
  codegen::CompileOptions options;
  options.arch = target::findArch(arch);
  auto hsaco = codegen::compileFlySource(text.str(), file, options);
  EXPECT_TRUE(bool(hsaco)) << arch << ": " << (hsaco ? "" : llvm::toString(hsaco.takeError()));
  if (!hsaco)
    return {};
  return std::vector<uint8_t>(hsaco->begin(), hsaco->end());
}

struct Loaded {
  std::unique_ptr<Device> device;
  LoadedModule *module = nullptr;
};

Loaded openKernel(const std::string &arch, const std::string &file = "tests/unit/runtime/tensor_args.fly") {
  Loaded s;
  auto device = openDevice("emu:" + arch);
  EXPECT_TRUE(bool(device)) << (device ? "" : llvm::toString(device.takeError()));
  if (!device)
    return s;
  s.device = std::move(*device);
  auto module = s.device->load(compileTensorKernel(arch, file));
  EXPECT_TRUE(bool(module)) << (module ? "" : llvm::toString(module.takeError()));
  s.module = module ? *module : nullptr;
  return s;
}

class TensorArguments : public ::testing::TestWithParam<const char *> {};

// The metadata names every piece, and the tensor's Fly type travels in `.type_name`.
TEST_P(TensorArguments, CodeObjectNamesEveryPiece) {
  Loaded s = openKernel(GetParam());
  ASSERT_TRUE(s.module);
  const codeobject::KernelInfo *k = s.module->codeObject().findKernel("scale");
  ASSERT_TRUE(k);
  std::vector<std::string> names, types;
  for (const codeobject::KernelArg *a : k->explicitArgs()) {
    names.push_back(a->name);
    types.push_back(a->typeName);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"A", "A.shape.0", "A.shape.1", "A.stride.1", "alpha", "B",
                                             "B.shape.0", "B.shape.1", "B.stride.0"}));
  EXPECT_EQ(types[0], "!fly.memref<f32, global, (?,?):(1,?{div=4})>");
  EXPECT_EQ(types[1], "i32");
  EXPECT_EQ(types[4], "f32");
  EXPECT_EQ(types[5], "!fly.memref<f32, global, (?,?):(?,1)>");
}

// B = alpha * A with A column-major (lda >= M, a multiple of 4) and B row-major (ldb >= N),
// ragged extents included; padding must stay untouched.
TEST_P(TensorArguments, DynamicShapeKernelMatchesTheCpu) {
  Loaded s = openKernel(GetParam());
  ASSERT_TRUE(s.module);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-50.f, 50.f);
  for (auto [m, n] : std::vector<std::pair<int64_t, int64_t>>{{1, 1}, {3, 5}, {17, 33}, {64, 64}, {100, 7}, {5, 300}}) {
    int64_t lda = (m + 3) / 4 * 4 + 4, ldb = n + 3;
    std::vector<float> a(size_t(lda * n)), b(size_t(ldb * m), -7.f);
    for (float &x : a)
      x = dist(rng);
    float alpha = dist(rng);
    auto da = s.device->allocate(a.size() * 4), db = s.device->allocate(b.size() * 4);
    ASSERT_TRUE(da && db);
    ASSERT_FALSE(bool(s.device->copyToDevice(*da, a.data(), a.size() * 4)));
    ASSERT_FALSE(bool(s.device->copyToDevice(*db, b.data(), b.size() * 4)));
    LaunchConfig config;
    config.block[0] = 256;
    config.grid[0] = uint32_t((m * n + 255) / 256);
    llvm::Error e = launch(*s.device, *s.module, "scale", config,
                           {TensorDesc{*da, {m, n}, {1, lda}, "f32"}, ArgValue::f32(alpha),
                            TensorDesc{*db, {m, n}, {ldb, 1}, "f32"}});
    ASSERT_FALSE(bool(e)) << GetParam() << " " << m << "x" << n << ": " << llvm::toString(std::move(e));
    std::vector<float> out(b.size());
    ASSERT_FALSE(bool(s.device->copyFromDevice(out.data(), *db, out.size() * 4)));
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < ldb; ++j) {
        float want = j < n ? alpha * a[size_t(i + j * lda)] : -7.f;
        ASSERT_EQ(out[size_t(i * ldb + j)], want) << GetParam() << " " << m << "x" << n << " at " << i << "," << j;
      }
  }
}

// C = A + B over (M, N) row-major tensors with leading dimensions, 16x16 tiles, edge tiles
// masked by identity-layout predicates: examples/vector_add_2d_pred.fly (pointer accesses under
// scf.if) and examples/vector_add_2d_tiled_pred.fly (tiled copies with fly.copy's predicate). Ragged shapes; the
// padding columns and the guard rows after C must stay untouched (a masked thread that stored
// would hit them), and A/B are allocated exactly, so an unmasked load past the last row faults.
void checkVectorAdd2D(const char *arch, const std::string &file, const std::string &kernel) {
  Loaded s = openKernel(arch, file);
  ASSERT_TRUE(s.module);
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-50.f, 50.f);
  for (auto [m, n] : std::vector<std::pair<int64_t, int64_t>>{{1, 1}, {16, 16}, {17, 15}, {33, 70}, {5, 129}, {100, 3}}) {
    int64_t lda = n + 1, ldb = n + 5, ldc = n + 2, guard = 2 * ldc;
    std::vector<float> a(size_t(m * lda)), b(size_t(m * ldb)), c(size_t(m * ldc + guard), -9.f);
    for (float &x : a)
      x = dist(rng);
    for (float &x : b)
      x = dist(rng);
    auto da = s.device->allocate(a.size() * 4), db = s.device->allocate(b.size() * 4),
         dc = s.device->allocate(c.size() * 4);
    ASSERT_TRUE(da && db && dc);
    ASSERT_FALSE(bool(s.device->copyToDevice(*da, a.data(), a.size() * 4)));
    ASSERT_FALSE(bool(s.device->copyToDevice(*db, b.data(), b.size() * 4)));
    ASSERT_FALSE(bool(s.device->copyToDevice(*dc, c.data(), c.size() * 4)));
    LaunchConfig config;
    config.block[0] = 256;
    config.grid[0] = uint32_t((n + 15) / 16);
    config.grid[1] = uint32_t((m + 15) / 16);
    llvm::Error e = launch(*s.device, *s.module, kernel, config,
                           {TensorDesc{*da, {m, n}, {lda, 1}, "f32"}, TensorDesc{*db, {m, n}, {ldb, 1}, "f32"},
                            TensorDesc{*dc, {m, n}, {ldc, 1}, "f32"}});
    ASSERT_FALSE(bool(e)) << arch << " " << m << "x" << n << ": " << llvm::toString(std::move(e));
    std::vector<float> out(c.size());
    ASSERT_FALSE(bool(s.device->copyFromDevice(out.data(), *dc, out.size() * 4)));
    for (size_t k = 0; k < out.size(); ++k) {
      int64_t i = int64_t(k) / ldc, j = int64_t(k) % ldc;
      float want = i < m && j < n ? a[size_t(i * lda + j)] + b[size_t(i * ldb + j)] : -9.f;
      ASSERT_EQ(out[k], want) << arch << " " << m << "x" << n << " at " << i << "," << j;
    }
  }
}

TEST_P(TensorArguments, PredicatedVectorAdd2DMatchesTheCpu) {
  checkVectorAdd2D(GetParam(), "examples/vector_add_2d_pred.fly", "vector_add_2d_pred");
}

TEST_P(TensorArguments, TiledCopyPredicatedVectorAdd2DMatchesTheCpu) {
  checkVectorAdd2D(GetParam(), "examples/vector_add_2d_tiled_pred.fly", "vector_add_2d_tiled_pred");
}

// The same with a coordinate tensor: make_identity_tensor(shape), tiled and sliced like the data,
// its element read with fly.memref.load (examples/vector_add_2d_coord_tensor.fly).
TEST_P(TensorArguments, CoordinateTensorPredicatedVectorAdd2DMatchesTheCpu) {
  checkVectorAdd2D(GetParam(), "examples/vector_add_2d_coord_tensor.fly", "vector_add_2d_coord_tensor");
}

// Element i of a bit-packed buffer of `bits`-bit elements.
uint32_t packedElement(const std::vector<uint8_t> &buf, size_t i, int bits) {
  size_t bit = i * size_t(bits);
  uint32_t v = 0;
  for (int b = 0; b < bits; ++b)
    v |= uint32_t((buf[(bit + size_t(b)) / 8] >> ((bit + size_t(b)) % 8)) & 1u) << b;
  return v;
}

// Sub-byte tensor arguments (tests/unit/runtime/subbyte_args.fly): 4- and 6-bit column-major matrices
// with runtime extents and leading dimensions (ragged: the grid's last block has idle threads, the
// leading dimensions leave rows of padding that must stay untouched), copied run by run, with global
// and (bcopy4) buffer copies.
TEST_P(TensorArguments, SubByteTensorsCopyLikeTheCpu) {
  Loaded s = openKernel(GetParam(), "tests/unit/runtime/subbyte_args.fly");
  ASSERT_TRUE(s.module);
  std::mt19937 rng(11);
  for (auto [kernel, elem, bits] : {std::tuple<const char *, const char *, int>{"copy4", "f4E2M1FN", 4},
                                    {"copy6", "f6E3M2FN", 6}, {"bcopy4", "f4E2M1FN", 4}})
    for (auto [m, n] : std::vector<std::pair<int64_t, int64_t>>{{16, 1}, {32, 3}, {48, 5}, {160, 7}, {16, 33}, {80, 13}}) {
      int64_t lda = m + 16, ldb = m + 32;
      std::vector<uint8_t> a(size_t((lda * n * bits + 7) / 8)), b(size_t((ldb * n * bits + 7) / 8));
      for (uint8_t &x : a)
        x = uint8_t(rng());
      for (uint8_t &x : b)
        x = uint8_t(rng());
      std::vector<uint8_t> before = b;
      auto da = s.device->allocate(a.size()), db = s.device->allocate(b.size());
      ASSERT_TRUE(da && db);
      ASSERT_FALSE(bool(s.device->copyToDevice(*da, a.data(), a.size())));
      ASSERT_FALSE(bool(s.device->copyToDevice(*db, b.data(), b.size())));
      LaunchConfig config;
      config.block[0] = 64;
      config.grid[0] = uint32_t((m / 16 * n + 63) / 64);
      llvm::Error e = launch(*s.device, *s.module, kernel, config,
                             {TensorDesc{*da, {m, n}, {1, lda}, elem}, TensorDesc{*db, {m, n}, {1, ldb}, elem}});
      ASSERT_FALSE(bool(e)) << GetParam() << " " << kernel << " " << m << "x" << n << ": " << llvm::toString(std::move(e));
      std::vector<uint8_t> out(b.size());
      ASSERT_FALSE(bool(s.device->copyFromDevice(out.data(), *db, out.size())));
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < ldb; ++i) {
          size_t at = size_t(i + j * ldb);
          uint32_t want = i < m ? packedElement(a, size_t(i + j * lda), bits) : packedElement(before, at, bits);
          ASSERT_EQ(packedElement(out, at, bits), want)
              << GetParam() << " " << kernel << " " << m << "x" << n << " element (" << i << ", " << j << ")";
        }
    }
}

// FlyDSL's moe_reduce shape (tests/unit/runtime/moe_reduce.fly, issue 25): a buffer copy atom's
// soffset counts elements of the buffer tensor (FlyDSL's computeSoffset), so soffset = k * D moves
// the read to row k. With soffset taken as bytes the kernel summed other elements, silently.
TEST_P(TensorArguments, MoeReduceSoffsetCountsElements) {
  Loaded s = openKernel(GetParam(), "tests/unit/runtime/moe_reduce.fly");
  ASSERT_TRUE(s.module);
  std::mt19937 rng(25);
  std::uniform_int_distribution<int> small(-64, 64);
  for (auto [T, K, D] : std::vector<std::tuple<int, int, int>>{{1, 1, 1}, {3, 4, 128}, {5, 3, 33}, {7, 8, 20}, {2, 6, 100}}) {
    std::vector<float> x(size_t(T * K * D)), y(size_t(T * D), -1.f);
    for (float &v : x)
      v = float(small(rng)) / 4.f; // exact sums in any order
    auto dx = s.device->allocate(x.size() * 4), dy = s.device->allocate(y.size() * 4);
    ASSERT_TRUE(dx && dy);
    ASSERT_FALSE(bool(s.device->copyToDevice(*dx, x.data(), x.size() * 4)));
    ASSERT_FALSE(bool(s.device->copyToDevice(*dy, y.data(), y.size() * 4)));
    LaunchConfig config;
    config.block[0] = 64;
    config.grid[0] = uint32_t((T * D + 63) / 64);
    llvm::Error e = launch(*s.device, *s.module, "moe_reduce", config,
                           {TensorDesc{*dx, {int64_t(T) * K * D}, {1}, "f32"}, TensorDesc{*dy, {int64_t(T) * D}, {1}, "f32"},
                            ArgValue::i32(K), ArgValue::i32(D)});
    ASSERT_FALSE(bool(e)) << GetParam() << ": " << llvm::toString(std::move(e));
    ASSERT_FALSE(bool(s.device->copyFromDevice(y.data(), *dy, y.size() * 4)));
    for (int t = 0; t < T; ++t)
      for (int d = 0; d < D; ++d) {
        float want = 0;
        for (int k = 0; k < K; ++k)
          want += x[size_t((t * K + k) * D + d)];
        ASSERT_EQ(y[size_t(t * D + d)], want) << GetParam() << " T=" << T << " K=" << K << " D=" << D << " at (" << t << ", " << d << ")";
      }
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, TensorArguments, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

// Each bad description: a clear error naming the kernel and the argument; B stays untouched.
TEST(TensorArgumentsChecks, BadDescriptionsAreRejectedBeforeLaunch) {
  Loaded s = openKernel("gfx942");
  ASSERT_TRUE(s.module);
  auto da = s.device->allocate(4096), db = s.device->allocate(4096);
  ASSERT_TRUE(da && db);
  std::vector<float> sentinel(1024, -7.f);
  ASSERT_FALSE(bool(s.device->copyToDevice(*db, sentinel.data(), 4096)));
  LaunchConfig config;
  config.block[0] = 256;
  TensorDesc A{*da, {8, 8}, {1, 8}, "f32"}, B{*db, {8, 8}, {8, 1}, "f32"};
  ArgValue alpha = ArgValue::f32(2.f);
  auto expectError = [&](std::vector<KernelArgument> args, const std::string &message) {
    llvm::Error e = launch(*s.device, *s.module, "scale", config, args);
    ASSERT_TRUE(bool(e)) << "expected: " << message;
    std::string text = llvm::toString(std::move(e));
    EXPECT_NE(text.find(message), std::string::npos) << text;
    EXPECT_NE(text.find("launch of kernel 'scale'"), std::string::npos) << text;
    std::vector<float> out(1024);
    ASSERT_FALSE(bool(s.device->copyFromDevice(out.data(), *db, 4096)));
    EXPECT_EQ(out, sentinel) << "launched despite: " << text;
  };
  auto with = [](TensorDesc d, auto f) {
    f(d);
    return d;
  };
  expectError({with(A, [](TensorDesc &d) { d.shape = {64}; d.strides = {1}; }), alpha, B},
              "argument 'A': the kernel takes a tensor of rank 2");
  expectError({with(A, [](TensorDesc &d) { d.strides = {1, 10}; }), alpha, B},
              "argument 'A': stride 1 is 10, not a multiple of 4");
  expectError({A, alpha, with(B, [](TensorDesc &d) { d.strides = {8, 2}; })},
              "argument 'B': stride 1 is 2, the kernel's type !fly.memref<f32, global, (?,?):(?,1)> fixes it to 1");
  expectError({with(A, [](TensorDesc &d) { d.elementType = "f16"; }), alpha, B},
              "argument 'A': the tensor's element type is 'f16', the kernel takes 'f32'");
  expectError({with(A, [](TensorDesc &d) { d.shape = {0, 8}; }), alpha, B}, "extent 0 is 0; extents must be positive");
  expectError({with(A, [](TensorDesc &d) { d.strides = {1, int64_t(1) << 33}; }), alpha, B},
              "stride 1 is 8589934592, outside i32");
  expectError({ArgValue::pointer(*da), alpha, B}, "argument 'A': the kernel takes a tensor");
  expectError({A, A, B}, "argument 'alpha': the kernel takes a plain value (f32), got a tensor");
  expectError({A, alpha}, "expects 3 arguments, got 2");
}

} // namespace

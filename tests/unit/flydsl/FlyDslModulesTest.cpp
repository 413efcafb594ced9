// FlyDSL's kernels as its tracer writes them (tests/flydsl/*.fly and examples/tiled_mma.fly: a
// gpu.module of fly, arith, scf, math, gpu and memref ops with !fly.memref kernel arguments)
// compiled by Fly for FlyDSL's archs (gfx942, gfx950) and run on the emulator. Each output is
// checked against a double-precision CPU reference and against Fly's own registry kernel for the
// same job, run on the same inputs: several shapes per kernel, ragged ones (N not a multiple of
// the 256 threads) included.
#include "Registry.h"
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <sstream>

using namespace fly;

namespace {

constexpr uint32_t kBlock = 256;
constexpr float kEps = 1e-5f;

std::shared_ptr<emu::CodeObject> loadObject(const std::string &bytes, const std::string &what) {
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
  if (!object) {
    ADD_FAILURE() << what << ": " << llvm::toString(object.takeError());
    return nullptr;
  }
  return *object;
}

// The FlyDSL-style module `file` (relative to the source tree) compiled by fly-llc's path.
std::shared_ptr<emu::CodeObject> flydslModule(const std::string &file, const std::string &arch) {
  static std::map<std::string, std::shared_ptr<emu::CodeObject>> cache;
  std::string key = file + "/" + arch;
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + file);
  std::stringstream text;
  text << in.rdbuf();
  codegen::CompileOptions options;
  options.arch = target::findArch(arch);
  auto hsaco = codegen::compileFlySource(text.str(), file, options);
  if (!hsaco) {
    ADD_FAILURE() << file << " for " << arch << ": " << llvm::toString(hsaco.takeError());
    return nullptr;
  }
  return cache[key] = loadObject(*hsaco, file);
}

// Fly's own registry kernel `name` (element type `dtype`, 256 threads).
std::shared_ptr<emu::CodeObject> registryKernel(const std::string &name, const std::string &arch,
                                                const std::string &dtype) {
  static std::map<std::string, std::shared_ptr<emu::CodeObject>> cache;
  std::string key = name + "/" + arch + "/" + dtype;
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const kernels::Entry *entry = kernels::findKernel(name);
  if (!entry) {
    ADD_FAILURE() << "no registry kernel " << name;
    return nullptr;
  }
  auto params = kernels::resolveParams(*entry, {{"dtype", dtype}, {"block", std::to_string(kBlock)}});
  if (!params) {
    ADD_FAILURE() << llvm::toString(params.takeError());
    return nullptr;
  }
  auto bytes = kernels::compileKernel(*entry, *params, *target::findArch(arch));
  if (!bytes) {
    ADD_FAILURE() << name << " for " << arch << ": " << llvm::toString(bytes.takeError());
    return nullptr;
  }
  return cache[key] = loadObject(*bytes, name);
}

std::vector<float> randomFloats(size_t n, uint32_t seed, float lo, float hi) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float &x : v) x = dist(rng);
  return v;
}

// bf16 by round-to-nearest-even (the inputs here are finite).
uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7FFFu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
float fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// Device buffers of f32 or bf16 elements, filled from and read back to floats.
struct Buffers {
  emu::Device device;
  std::string dtype = "f32";
  size_t elementBytes() const { return dtype == "bf16" ? 2 : 4; }
  // The value an element holds after storing `x` in this element type.
  float representable(float x) const { return dtype == "bf16" ? fromBf16(toBf16(x)) : x; }
  uint64_t upload(const std::vector<float> &data) {
    std::vector<uint8_t> bytes(std::max<size_t>(data.size(), 1) * elementBytes());
    for (size_t i = 0; i < data.size(); ++i) {
      if (dtype == "bf16") {
        uint16_t h = toBf16(data[i]);
        std::memcpy(bytes.data() + 2 * i, &h, 2);
      } else {
        std::memcpy(bytes.data() + 4 * i, &data[i], 4);
      }
    }
    auto address = device.allocate(bytes.size());
    EXPECT_TRUE(bool(address));
    if (!address) return 0;
    EXPECT_FALSE(bool(device.copyIn(*address, bytes.data(), bytes.size())));
    return *address;
  }
  std::vector<float> download(uint64_t address, size_t n) {
    std::vector<uint8_t> bytes(std::max<size_t>(n, 1) * elementBytes());
    EXPECT_FALSE(bool(device.copyOut(bytes.data(), address, bytes.size())));
    std::vector<float> out(n);
    for (size_t i = 0; i < n; ++i) {
      if (dtype == "bf16") {
        uint16_t h;
        std::memcpy(&h, bytes.data() + 2 * i, 2);
        out[i] = fromBf16(h);
      } else {
        std::memcpy(&out[i], bytes.data() + 4 * i, 4);
      }
    }
    return out;
  }
};

// A FlyDSL tensor argument `!fly.memref<f32, global, (?,?):(?,1)>` of a row-major M x N matrix:
// the pointer, then its dynamic leaves (shape M, N; row stride N), as docs/abi.md lays them out.
void matrixArg(std::vector<emu::ArgValue> &args, uint64_t p, int32_t m, int32_t n) {
  args.push_back(emu::ArgValue::pointer(p));
  args.push_back(emu::ArgValue::i32(m));
  args.push_back(emu::ArgValue::i32(n));
  args.push_back(emu::ArgValue::i32(n));
}
// `!fly.memref<f32, global, ?:1>` of N elements.
void vectorArg(std::vector<emu::ArgValue> &args, uint64_t p, int32_t n) {
  args.push_back(emu::ArgValue::pointer(p));
  args.push_back(emu::ArgValue::i32(n));
}

struct Shape {
  int32_t rows, cols;
};
const Shape kShapes[] = {{1, 1}, {3, 17}, {2, 256}, {4, 1000}, {2, 4099}};

// Runs one job both ways and checks them: `launchFlydsl` / `launchFly` launch the two kernels
// on buffers filled by `inputs`, `reference` gives the expected output row by row.
struct Job {
  std::string module, kernel, registry, dtype;
  float lo, hi;
  int numVectors; // gamma (rmsnorm), gamma and beta (layernorm)
  std::function<void(const float *x, const std::vector<const float *> &vectors, int n, double *y)> reference;
  double relative, absolute;
};

void runJob(const Job &job, const std::string &arch) {
  auto flydsl = flydslModule(job.module, arch);
  auto fly = registryKernel(job.registry, arch, job.dtype);
  ASSERT_TRUE(flydsl && fly);
  for (Shape s : kShapes) {
    SCOPED_TRACE(job.kernel + " on " + arch + " " + std::to_string(s.rows) + "x" + std::to_string(s.cols));
    size_t count = size_t(s.rows) * size_t(s.cols);
    Buffers b;
    b.dtype = job.dtype;
    // The inputs as the element type holds them: the reference sees what the kernels see.
    std::vector<float> x = randomFloats(count, uint32_t(11 + count), job.lo, job.hi);
    for (float &v : x) v = b.representable(v);
    std::vector<std::vector<float>> vectors;
    for (int v = 0; v < job.numVectors; ++v) {
      vectors.push_back(randomFloats(size_t(s.cols), uint32_t(97 + v + s.cols), -2.0f, 2.0f));
      for (float &e : vectors.back()) e = b.representable(e);
    }
    uint64_t dx = b.upload(x);
    std::vector<uint64_t> dv;
    for (auto &v : vectors) dv.push_back(b.upload(v));
    // One guard row after each output: neither kernel may write past the matrix.
    std::vector<float> guard(count + size_t(s.cols), 12345.0f);
    uint64_t outFlydsl = b.upload(guard), outFly = b.upload(guard);

    // FlyDSL's argument order: the input tensor, the vectors, the output tensor.
    std::vector<emu::ArgValue> a;
    matrixArg(a, dx, s.rows, s.cols);
    for (uint64_t p : dv) vectorArg(a, p, s.cols);
    matrixArg(a, outFlydsl, s.rows, s.cols);
    auto r1 = b.device.launch(*flydsl, job.kernel, emu::Dim3(uint32_t(s.rows)), emu::Dim3(kBlock), a);
    ASSERT_TRUE(bool(r1)) << llvm::toString(r1.takeError());
    // Fly's registry kernel: in, the vectors, out, N.
    std::vector<emu::ArgValue> f{emu::ArgValue::pointer(dx)};
    for (uint64_t p : dv) f.push_back(emu::ArgValue::pointer(p));
    f.push_back(emu::ArgValue::pointer(outFly));
    f.push_back(emu::ArgValue::i32(s.cols));
    auto r2 = b.device.launch(*fly, job.registry, emu::Dim3(uint32_t(s.rows)), emu::Dim3(kBlock), f);
    ASSERT_TRUE(bool(r2)) << llvm::toString(r2.takeError());

    std::vector<float> gotFlydsl = b.download(outFlydsl, count + size_t(s.cols));
    std::vector<float> gotFly = b.download(outFly, count + size_t(s.cols));
    std::vector<double> want(size_t(s.cols));
    std::vector<const float *> vs;
    for (auto &v : vectors) vs.push_back(v.data());
    for (int32_t r = 0; r < s.rows; ++r) {
      job.reference(x.data() + size_t(r) * size_t(s.cols), vs, s.cols, want.data());
      for (int32_t c = 0; c < s.cols; ++c) {
        size_t i = size_t(r) * size_t(s.cols) + size_t(c);
        double tol = job.relative * std::fabs(want[size_t(c)]) + job.absolute;
        ASSERT_NEAR(gotFlydsl[i], want[size_t(c)], tol) << "FlyDSL-style module, row " << r << " col " << c;
        ASSERT_NEAR(gotFly[i], want[size_t(c)], tol) << "Fly's registry kernel, row " << r << " col " << c;
        ASSERT_NEAR(gotFlydsl[i], gotFly[i], 2 * tol) << "the two kernels disagree, row " << r << " col " << c;
      }
    }
    for (size_t i = count; i < count + size_t(s.cols); ++i) {
      ASSERT_EQ(gotFlydsl[i], b.representable(12345.0f)) << "the FlyDSL-style module wrote past the matrix";
      ASSERT_EQ(gotFly[i], b.representable(12345.0f)) << "Fly's kernel wrote past the matrix";
    }
  }
}

void softmaxReference(const float *x, const std::vector<const float *> &, int n, double *y) {
  double mx = -INFINITY, sum = 0;
  for (int c = 0; c < n; ++c) mx = std::max(mx, double(x[c]));
  for (int c = 0; c < n; ++c) sum += std::exp(double(x[c]) - mx);
  for (int c = 0; c < n; ++c) y[c] = std::exp(double(x[c]) - mx) / sum;
}

void rmsnormReference(const float *x, const std::vector<const float *> &v, int n, double *y) {
  double sq = 0;
  for (int c = 0; c < n; ++c) sq += double(x[c]) * double(x[c]);
  double scale = 1.0 / std::sqrt(sq / n + double(kEps));
  for (int c = 0; c < n; ++c) y[c] = double(x[c]) * scale * double(v[0][c]);
}

void layernormReference(const float *x, const std::vector<const float *> &v, int n, double *y) {
  double mean = 0, var = 0;
  for (int c = 0; c < n; ++c) mean += x[c];
  mean /= n;
  for (int c = 0; c < n; ++c) var += (x[c] - mean) * (x[c] - mean);
  var /= n;
  double scale = 1.0 / std::sqrt(var + double(kEps));
  for (int c = 0; c < n; ++c) y[c] = (double(x[c]) - mean) * scale * double(v[0][c]) + double(v[1][c]);
}

class FlyDslModules : public ::testing::TestWithParam<const char *> {};

TEST_P(FlyDslModules, SoftmaxMatchesFlyAndTheCpu) {
  runJob({"tests/flydsl/softmax_f32.fly", "softmax_kernel", "softmax", "f32", -4.0f, 4.0f, 0, softmaxReference, 2e-5, 1e-9},
         GetParam());
}

// bf16 in and out, f32 math: the result is rounded to bf16 (Fly's registry tolerance, 2^-7 relative).
TEST_P(FlyDslModules, SoftmaxBf16MatchesFlyAndTheCpu) {
  runJob({"tests/flydsl/softmax_bf16.fly", "softmax_kernel", "softmax", "bf16", -4.0f, 4.0f, 0, softmaxReference,
          0x1p-7, 1e-9},
         GetParam());
}

TEST_P(FlyDslModules, RmsnormMatchesFlyAndTheCpu) {
  runJob({"tests/flydsl/rmsnorm_f32.fly", "rmsnorm_kernel", "rmsnorm", "f32", -2.0f, 2.0f, 1, rmsnormReference, 1e-4, 1e-4},
         GetParam());
}

TEST_P(FlyDslModules, LayernormMatchesFlyAndTheCpu) {
  runJob({"tests/flydsl/layernorm_f32.fly", "layernorm_kernel", "layernorm", "f32", -2.0f, 2.0f, 2, layernormReference, 1e-4, 1e-4},
         GetParam());
}

// FlyDSL's tiled-MMA example (03-tiledMma: MFMA 16x16x4 f32 atoms tiled 2 x 2 over four waves,
// buffer tensors, tiled copies made from the tiled MMA, fly.gemm), examples/tiled_mma.fly, against
// Fly's registry tiled_mma_gemm with the same atom and tiling: C = A * B^T, K = 8.
TEST_P(FlyDslModules, TiledMmaGemmMatchesFlyAndTheCpu) {
  const std::string arch = GetParam();
  auto flydsl = flydslModule("examples/tiled_mma.fly", arch);
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"dtype", "f32"}, {"atom", "16x16x4"}, {"tile_m", "64"}, {"tile_n", "64"},
                                                {"tile_k", "8"}, {"warps_m", "2"}, {"warps_n", "2"}});
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  auto bytes = kernels::compileKernel(*entry, *params, *target::findArch(arch));
  ASSERT_TRUE(bool(bytes)) << llvm::toString(bytes.takeError());
  auto fly = loadObject(*bytes, "tiled_mma_gemm");
  ASSERT_TRUE(flydsl && fly);
  constexpr int32_t K = 8;
  for (auto [M, N] : std::vector<std::pair<int32_t, int32_t>>{{64, 64}, {128, 64}, {64, 192}, {192, 128}}) {
    SCOPED_TRACE("tiled_mma on " + arch + " M=" + std::to_string(M) + " N=" + std::to_string(N));
    std::vector<float> a = randomFloats(size_t(M) * K, uint32_t(M + 7), -1.0f, 1.0f);
    std::vector<float> b = randomFloats(size_t(N) * K, uint32_t(N + 9), -1.0f, 1.0f);
    Buffers buf;
    uint64_t da = buf.upload(a), db = buf.upload(b);
    std::vector<float> zeros(size_t(M) * size_t(N), 0.0f);
    uint64_t c1 = buf.upload(zeros), c2 = buf.upload(zeros);
    // FlyDSL's: A (M x 8), B (N x 8), C (M x N, row stride N); grid N/64 x M/64.
    auto r1 = buf.device.launch(*flydsl, "tiled_mma", emu::Dim3(uint32_t(N / 64), uint32_t(M / 64)), emu::Dim3(256),
                                {emu::ArgValue::pointer(da), emu::ArgValue::i32(M), emu::ArgValue::pointer(db),
                                 emu::ArgValue::i32(N), emu::ArgValue::pointer(c1), emu::ArgValue::i32(M),
                                 emu::ArgValue::i32(N), emu::ArgValue::i32(N)});
    ASSERT_TRUE(bool(r1)) << llvm::toString(r1.takeError());
    // Fly's: A, B, C, M, N, K; grid M/64 x N/64.
    auto r2 = buf.device.launch(*fly, "tiled_mma_gemm", emu::Dim3(uint32_t(M / 64), uint32_t(N / 64)), emu::Dim3(256),
                                {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(c2),
                                 emu::ArgValue::i32(M), emu::ArgValue::i32(N), emu::ArgValue::i32(K)});
    ASSERT_TRUE(bool(r2)) << llvm::toString(r2.takeError());
    std::vector<float> got1 = buf.download(c1, zeros.size()), got2 = buf.download(c2, zeros.size());
    for (int32_t i = 0; i < M; ++i)
      for (int32_t j = 0; j < N; ++j) {
        double want = 0, magnitude = 0;
        for (int32_t k = 0; k < K; ++k) {
          want += double(a[size_t(i) * K + size_t(k)]) * double(b[size_t(j) * K + size_t(k)]);
          magnitude += std::fabs(double(a[size_t(i) * K + size_t(k)]) * double(b[size_t(j) * K + size_t(k)]));
        }
        double tol = 1e-6 * magnitude + 1e-7;
        size_t at = size_t(i) * size_t(N) + size_t(j);
        ASSERT_NEAR(got1[at], want, tol) << "FlyDSL's example, C[" << i << "][" << j << "]";
        ASSERT_NEAR(got2[at], want, tol) << "Fly's tiled_mma_gemm, C[" << i << "][" << j << "]";
      }
  }
}

INSTANTIATE_TEST_SUITE_P(FlyDslArchs, FlyDslModules, ::testing::Values("gfx942", "gfx950"));

} // namespace

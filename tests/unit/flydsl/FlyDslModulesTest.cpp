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

// Fly's own registry kernel `name` (element type `dtype`, 256 threads when it has a block size).
std::shared_ptr<emu::CodeObject> registryKernel(const std::string &name, const std::string &arch,
                                                const std::string &dtype, bool hasBlock = true) {
  static std::map<std::string, std::shared_ptr<emu::CodeObject>> cache;
  std::string key = name + "/" + arch + "/" + dtype;
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  const kernels::Entry *entry = kernels::findKernel(name);
  if (!entry) {
    ADD_FAILURE() << "no registry kernel " << name;
    return nullptr;
  }
  std::map<std::string, std::string> given{{"dtype", dtype}};
  if (hasBlock) given["block"] = std::to_string(kBlock);
  auto params = kernels::resolveParams(*entry, given);
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

// ---------------------------------------------------------------------------------------------
// FlyDSL's own tracer output (tests/flydsl/dumps, made by scripts/flydsl_dump.py with flydsl
// 0.4.2): each module compiled by Fly, and FlyDSL's own code object for it, run on the emulator
// on the same inputs against the CPU reference and Fly's registry kernel for the same job.

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string dumpPath(const std::string &dump, const std::string &arch, const std::string &suffix) {
  return std::string(FLY_SOURCE_DIR) + "/tests/flydsl/dumps/" + dump + "." + arch + suffix;
}

// Fly's code object for the dump `dump` (fly-llc's path: the whole lowering pipeline).
std::shared_ptr<emu::CodeObject> flyCompiledDump(const std::string &dump, const std::string &arch) {
  return flydslModule("tests/flydsl/dumps/" + dump + "." + arch + ".mlir", arch);
}

// FlyDSL's own code object for the dump (its LLVM, its ABI).
std::shared_ptr<emu::CodeObject> flydslCompiledDump(const std::string &dump, const std::string &arch) {
  std::string bytes = readFile(dumpPath(dump, arch, ".flydsl.hsaco"));
  if (bytes.empty()) {
    ADD_FAILURE() << "missing " << dumpPath(dump, arch, ".flydsl.hsaco");
    return nullptr;
  }
  return loadObject(bytes, dump + " (FlyDSL's code object)");
}

// A row-major M x N tensor `!fly.memref<T, global, (?,?):(?{i64},1)>` as an argument. Fly's ABI
// (docs/abi.md): pointer, then i32 M, N, row stride. FlyDSL's: pointer, then one packed struct of
// the dynamic leaves at their declared widths (i32 M, i32 N, i64 row stride).
void rowMajorArg(std::vector<emu::ArgValue> &args, bool flydslAbi, uint64_t p, int32_t m, int32_t n) {
  args.push_back(emu::ArgValue::pointer(p));
  if (!flydslAbi) {
    args.push_back(emu::ArgValue::i32(m));
    args.push_back(emu::ArgValue::i32(n));
    args.push_back(emu::ArgValue::i32(n));
    return;
  }
  emu::ArgValue leaves;
  leaves.bytes.resize(16);
  int64_t stride = n;
  std::memcpy(leaves.bytes.data(), &m, 4);
  std::memcpy(leaves.bytes.data() + 4, &n, 4);
  std::memcpy(leaves.bytes.data() + 8, &stride, 8);
  args.push_back(leaves);
}

// One traced row kernel (N fixed at trace time, M the grid), run three ways on the same inputs.
struct DumpJob {
  std::string dump, kernel, registry, dtype;
  int32_t cols;
  float lo, hi;
  int numVectors;
  std::function<void(const float *x, const std::vector<const float *> &vectors, int n, double *y)> reference;
  double relative, absolute;
  // The kernel's arguments for x, the vectors, out, M in Fly's or FlyDSL's ABI.
  std::function<std::vector<emu::ArgValue>(bool flydslAbi, uint64_t x, const std::vector<uint64_t> &vectors,
                                            uint64_t out, int32_t rows, int32_t cols)>
      args;
  uint32_t block = kBlock;
};

void runDumpJob(const DumpJob &job, const std::string &arch) {
  auto fly = flyCompiledDump(job.dump, arch);
  auto flydsl = flydslCompiledDump(job.dump, arch);
  auto registry = registryKernel(job.registry, arch, job.dtype);
  ASSERT_TRUE(fly && flydsl && registry);
  for (int32_t rows : {1, 3, 7}) {
    const int32_t cols = job.cols;
    SCOPED_TRACE(job.dump + " on " + arch + " " + std::to_string(rows) + "x" + std::to_string(cols));
    size_t count = size_t(rows) * size_t(cols);
    Buffers b;
    b.dtype = job.dtype;
    std::vector<float> x = randomFloats(count, uint32_t(5 + count), job.lo, job.hi);
    for (float &v : x) v = b.representable(v);
    std::vector<std::vector<float>> vectors;
    for (int v = 0; v < job.numVectors; ++v) {
      vectors.push_back(randomFloats(size_t(cols), uint32_t(31 + v + cols), -2.0f, 2.0f));
      for (float &e : vectors.back()) e = b.representable(e);
    }
    uint64_t dx = b.upload(x);
    std::vector<uint64_t> dv;
    for (auto &v : vectors) dv.push_back(b.upload(v));
    std::vector<float> guard(count + size_t(cols), 12345.0f);
    uint64_t out[3] = {b.upload(guard), b.upload(guard), b.upload(guard)};
    auto r1 = b.device.launch(*fly, job.kernel, emu::Dim3(uint32_t(rows)), emu::Dim3(job.block),
                              job.args(false, dx, dv, out[0], rows, cols));
    ASSERT_TRUE(bool(r1)) << "Fly's compile of the dump: " << llvm::toString(r1.takeError());
    auto r2 = b.device.launch(*flydsl, job.kernel, emu::Dim3(uint32_t(rows)), emu::Dim3(job.block),
                              job.args(true, dx, dv, out[1], rows, cols));
    ASSERT_TRUE(bool(r2)) << "FlyDSL's code object: " << llvm::toString(r2.takeError());
    std::vector<emu::ArgValue> f{emu::ArgValue::pointer(dx)};
    for (uint64_t p : dv) f.push_back(emu::ArgValue::pointer(p));
    f.push_back(emu::ArgValue::pointer(out[2]));
    f.push_back(emu::ArgValue::i32(cols));
    auto r3 = b.device.launch(*registry, job.registry, emu::Dim3(uint32_t(rows)), emu::Dim3(kBlock), f);
    ASSERT_TRUE(bool(r3)) << llvm::toString(r3.takeError());
    const char *who[3] = {"Fly's compile of FlyDSL's module", "FlyDSL's code object", "Fly's registry kernel"};
    std::vector<float> got[3];
    for (int k = 0; k < 3; ++k) got[k] = b.download(out[k], count + size_t(cols));
    std::vector<double> want(static_cast<size_t>(cols));
    std::vector<const float *> vs;
    for (auto &v : vectors) vs.push_back(v.data());
    for (int32_t r = 0; r < rows; ++r) {
      job.reference(x.data() + size_t(r) * size_t(cols), vs, cols, want.data());
      for (int32_t c = 0; c < cols; ++c) {
        size_t i = size_t(r) * size_t(cols) + size_t(c);
        double tol = job.relative * std::fabs(want[size_t(c)]) + job.absolute;
        for (int k = 0; k < 3; ++k)
          ASSERT_NEAR(got[k][i], want[size_t(c)], tol) << who[k] << ", row " << r << " col " << c;
        ASSERT_NEAR(got[0][i], got[1][i], 2 * tol) << "Fly and FlyDSL disagree on FlyDSL's module, row " << r
                                                   << " col " << c;
      }
    }
    for (size_t i = count; i < count + size_t(cols); ++i)
      for (int k = 0; k < 3; ++k) ASSERT_EQ(got[k][i], b.representable(12345.0f)) << who[k] << " wrote past the matrix";
  }
}

// FlyDSL's softmax_kernel(A, _Pad0, _Pad1, C, MIn): launched with C three times.
std::vector<emu::ArgValue> softmaxArgs(bool flydslAbi, uint64_t x, const std::vector<uint64_t> &, uint64_t out,
                                       int32_t rows, int32_t cols) {
  std::vector<emu::ArgValue> a;
  rowMajorArg(a, flydslAbi, x, rows, cols);
  for (int k = 0; k < 3; ++k) rowMajorArg(a, flydslAbi, out, rows, cols);
  a.push_back(emu::ArgValue::i32(rows));
  return a;
}

class FlyDslDumps : public ::testing::TestWithParam<const char *> {};

// kernels/norm/softmax_kernel.py: N = 1000 takes its generic (scalar, predicated) path, N = 4096
// (f32) and 2048 (bf16) its 128-bit buffer-load path.
TEST_P(FlyDslDumps, SoftmaxF32) {
  for (int32_t n : {1000, 4096})
    runDumpJob({"softmax_f32_n" + std::to_string(n), "softmax_kernel_0", "softmax", "f32", n, -4.0f, 4.0f, 0,
                softmaxReference, 2e-5, 1e-9, softmaxArgs},
               GetParam());
}

TEST_P(FlyDslDumps, SoftmaxBf16) {
  for (int32_t n : {1000, 2048})
    runDumpJob({"softmax_bf16_n" + std::to_string(n), "softmax_kernel_0", "softmax", "bf16", n, -4.0f, 4.0f, 0,
                softmaxReference, 0x1p-7, 1e-9, softmaxArgs},
               GetParam());
}

// examples/01-vectorAdd.py: vectorAddKernel_0(A, B, C) with A made a buffer tensor, 64 threads
// a block, one element each (the example launches ceil(n / 64) blocks and has no bounds check, so
// n is a multiple of 64), and an fx.printf in the kernel. Fly's compile of it against the CPU and
// Fly's registry vector_add (1 x n). FlyDSL's own code object is not run: its printf calls ROCm's
// hostcall services (hidden_hostcall_buffer), which the emulator does not provide.
TEST_P(FlyDslDumps, VectorAdd) {
  const std::string arch = GetParam();
  auto fly = flyCompiledDump("vector_add", arch);
  auto registry = registryKernel("vector_add", arch, "f32", /*hasBlock=*/false);
  ASSERT_TRUE(fly && registry);
  for (int32_t n : {64, 192, 640}) {
    SCOPED_TRACE("vector_add on " + arch + " n=" + std::to_string(n));
    Buffers b;
    std::vector<float> x = randomFloats(size_t(n), uint32_t(n), -8.0f, 8.0f);
    std::vector<float> y = randomFloats(size_t(n), uint32_t(n + 1), -8.0f, 8.0f);
    uint64_t dx = b.upload(x), dy = b.upload(y);
    std::vector<float> guard(size_t(n) + 64, 12345.0f);
    uint64_t c1 = b.upload(guard), c2 = b.upload(guard);
    auto r1 = b.device.launch(*fly, "vectorAddKernel_0", emu::Dim3(uint32_t(n / 64)), emu::Dim3(64),
                              {emu::ArgValue::pointer(dx), emu::ArgValue::i32(n), emu::ArgValue::pointer(dy),
                               emu::ArgValue::i32(n), emu::ArgValue::pointer(c1), emu::ArgValue::i32(n)});
    ASSERT_TRUE(bool(r1)) << llvm::toString(r1.takeError());
    auto r2 = b.device.launch(*registry, "vector_add", emu::Dim3(uint32_t((n + 63) / 64), 1), emu::Dim3(64, 4),
                              {emu::ArgValue::pointer(dx), emu::ArgValue::pointer(dy), emu::ArgValue::pointer(c2),
                               emu::ArgValue::i32(1), emu::ArgValue::i32(n)});
    ASSERT_TRUE(bool(r2)) << llvm::toString(r2.takeError());
    std::vector<float> got1 = b.download(c1, guard.size()), got2 = b.download(c2, guard.size());
    for (int32_t i = 0; i < n; ++i) {
      ASSERT_EQ(got1[size_t(i)], x[size_t(i)] + y[size_t(i)]) << "Fly's compile of FlyDSL's example, element " << i;
      ASSERT_EQ(got2[size_t(i)], got1[size_t(i)]) << "Fly's registry vector_add, element " << i;
    }
    for (size_t i = size_t(n); i < guard.size(); ++i) ASSERT_EQ(got1[i], 12345.0f) << "wrote past C";
  }
}

INSTANTIATE_TEST_SUITE_P(FlyDslArchs, FlyDslDumps, ::testing::Values("gfx942", "gfx950"));



} // namespace

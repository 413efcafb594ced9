// FlyDSL's kernels as its tracer writes them (tests/flydsl/*.fly and examples/tiled_mma.fly: a
// gpu.module of fly, arith, scf, math, gpu and memref ops with !fly.memref kernel arguments)
// compiled by Fly for FlyDSL's archs (gfx942, gfx950) and run on the emulator. Each output is
// checked against a double-precision CPU reference and against Fly's own registry kernel for the
// same job, run on the same inputs: several shapes per kernel, ragged ones (N not a multiple of
// the 256 threads) included.
#include "Preshuffle.h"
#include "Registry.h"
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/emu/Profile.h"

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

// Fly's registry tiled_mma_gemm with FlyDSL's tiled-MMA example's atom and tiling: MFMA 16x16x4
// f32, 64 x 64 x 8 tiles, 2 x 2 waves.
std::shared_ptr<emu::CodeObject> tiledMmaGemm(const std::string &arch) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  if (!entry) {
    ADD_FAILURE() << "no registry kernel tiled_mma_gemm";
    return nullptr;
  }
  auto params = kernels::resolveParams(*entry, {{"dtype", "f32"}, {"atom", "16x16x4"}, {"tile_m", "64"}, {"tile_n", "64"},
                                                {"tile_k", "8"}, {"warps_m", "2"}, {"warps_n", "2"}});
  if (!params) {
    ADD_FAILURE() << llvm::toString(params.takeError());
    return nullptr;
  }
  auto bytes = kernels::compileKernel(*entry, *params, *target::findArch(arch));
  if (!bytes) {
    ADD_FAILURE() << llvm::toString(bytes.takeError());
    return nullptr;
  }
  return loadObject(*bytes, "tiled_mma_gemm");
}

std::vector<float> randomFloats(size_t n, uint32_t seed, float lo, float hi) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float &x : v) x = dist(rng);
  return v;
}

// Row i of A (M x K) times row j of B (N x K), in double, and the sum of the products' magnitudes.
std::pair<double, double> dotAndMagnitude(const std::vector<float> &a, const std::vector<float> &b, int32_t i,
                                          int32_t j, int32_t K) {
  double dot = 0, magnitude = 0;
  for (int32_t k = 0; k < K; ++k) {
    double p = double(a[size_t(i) * size_t(K) + size_t(k)]) * double(b[size_t(j) * size_t(K) + size_t(k)]);
    dot += p;
    magnitude += std::fabs(p);
  }
  return {dot, magnitude};
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

// Device buffers of f32, bf16 or f16 elements, filled from and read back to floats.
struct Buffers {
  emu::Device device;
  std::string dtype = "f32";
  size_t elementBytes() const { return dtype == "f32" ? 4 : 2; }
  uint16_t encode16(float x) const {
    if (dtype == "bf16") return toBf16(x);
    _Float16 h = _Float16(x);
    uint16_t u;
    std::memcpy(&u, &h, 2);
    return u;
  }
  float decode16(uint16_t u) const {
    if (dtype == "bf16") return fromBf16(u);
    _Float16 h;
    std::memcpy(&h, &u, 2);
    return float(h);
  }
  // The value an element holds after storing `x` in this element type.
  float representable(float x) const { return dtype == "f32" ? x : decode16(encode16(x)); }
  uint64_t upload(const std::vector<float> &data) {
    std::vector<uint8_t> bytes(std::max<size_t>(data.size(), 1) * elementBytes());
    for (size_t i = 0; i < data.size(); ++i) {
      if (dtype != "f32") {
        uint16_t h = encode16(data[i]);
        std::memcpy(bytes.data() + 2 * i, &h, 2);
      } else {
        std::memcpy(bytes.data() + 4 * i, &data[i], 4);
      }
    }
    return uploadBytes(bytes);
  }
  uint64_t uploadBytes(const std::vector<uint8_t> &bytes) {
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
      if (dtype != "f32") {
        uint16_t h;
        std::memcpy(&h, bytes.data() + 2 * i, 2);
        out[i] = decode16(h);
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
  auto fly = tiledMmaGemm(arch);
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
  uint32_t rowsPerBlock = 1; // the grid is ceil(M / rowsPerBlock)
};

void runDumpJob(const DumpJob &job, const std::string &arch) {
  auto fly = flyCompiledDump(job.dump, arch);
  auto flydsl = flydslCompiledDump(job.dump, arch);
  auto registry = registryKernel(job.registry, arch, job.dtype);
  ASSERT_TRUE(fly && flydsl && registry);
  for (int32_t rows : {1, 3, 7, 20}) {
    const int32_t cols = job.cols;
    const emu::Dim3 grid((uint32_t(rows) + job.rowsPerBlock - 1) / job.rowsPerBlock);
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
    auto r1 = b.device.launch(*fly, job.kernel, grid, emu::Dim3(job.block),
                              job.args(false, dx, dv, out[0], rows, cols));
    ASSERT_TRUE(bool(r1)) << "Fly's compile of the dump: " << llvm::toString(r1.takeError());
    auto r2 = b.device.launch(*flydsl, job.kernel, grid, emu::Dim3(job.block),
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

// FlyDSL's rmsnorm kernels (Input, Gamma, Rstd, Output[, MIn]), launched with Gamma as Rstd.
std::vector<emu::ArgValue> rmsnormArgs(bool flydslAbi, uint64_t x, const std::vector<uint64_t> &v, uint64_t out,
                                       int32_t rows, int32_t cols, bool withRows) {
  std::vector<emu::ArgValue> a;
  rowMajorArg(a, flydslAbi, x, rows, cols);
  for (int k = 0; k < 2; ++k) {
    a.push_back(emu::ArgValue::pointer(v[0]));
    a.push_back(emu::ArgValue::i32(cols));
  }
  rowMajorArg(a, flydslAbi, out, rows, cols);
  if (withRows) a.push_back(emu::ArgValue::i32(rows));
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

// kernels/norm/rmsnorm_kernel.py: N <= 2048 is its many-rows kernel (N = 1000: 16 rows of 64
// threads a block, a 1024-thread block), a larger N its one-row kernel, scalar for f32 (N = 4099)
// and 128-bit buffer copies for bf16 with N a multiple of 2048 (N = 4096).
TEST_P(FlyDslDumps, Rmsnorm) {
  for (std::string dtype : {"f32", "bf16"})
    for (int32_t n : {1000, dtype == "f32" ? 4099 : 4096}) {
      bool small = n <= 2048;
      DumpJob job{"rmsnorm_" + dtype + "_n" + std::to_string(n),
                  small ? "rmsnorm_large_m_small_n_kernel_0" : "rmsnorm_kernel_0",
                  "rmsnorm",
                  dtype,
                  n,
                  -2.0f,
                  2.0f,
                  1,
                  rmsnormReference,
                  dtype == "bf16" ? 0x1p-7 : 1e-5,
                  dtype == "bf16" ? 1e-3 : 1e-5,
                  [small](bool flydslAbi, uint64_t x, const std::vector<uint64_t> &v, uint64_t out, int32_t rows,
                          int32_t cols) { return rmsnormArgs(flydslAbi, x, v, out, rows, cols, small); }};
      if (small) {
        job.block = 1024;
        job.rowsPerBlock = 16;
      }
      runDumpJob(job, GetParam());
    }
}

// kernels/norm/layernorm_kernel.py: layernorm_kernel_0(Input, Gamma, Beta, Output), one row a
// block, its scalar path (N = 1000, f32 and bf16) and its 128-bit path (bf16, N = 8192). It
// computes the variance as E[x^2] - mean^2.
TEST_P(FlyDslDumps, Layernorm) {
  for (auto [dtype, n] : std::vector<std::pair<std::string, int32_t>>{{"f32", 1000}, {"bf16", 1000}, {"bf16", 8192}}) {
    bool bf16 = dtype == "bf16";
    runDumpJob({"layernorm_" + dtype + "_n" + std::to_string(n), "layernorm_kernel_0", "layernorm", dtype, n, -2.0f,
                2.0f, 2, layernormReference, bf16 ? 0x1p-7 : 1e-4, bf16 ? 2e-2 : 1e-4,
                [](bool flydslAbi, uint64_t x, const std::vector<uint64_t> &v, uint64_t out, int32_t rows,
                   int32_t cols) {
                  std::vector<emu::ArgValue> a;
                  rowMajorArg(a, flydslAbi, x, rows, cols);
                  for (uint64_t p : v) {
                    a.push_back(emu::ArgValue::pointer(p));
                    a.push_back(emu::ArgValue::i32(cols));
                  }
                  rowMajorArg(a, flydslAbi, out, rows, cols);
                  return a;
                }},
               GetParam());
  }
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

// examples/02-tiledCopy.py: copy_kernel_0(A, B), B = A over 8 x 24 tiles, one tile per block (the
// rest modes of zipped_divide numbered column-major by the block index), 4 threads of 8 values
// each through 128-bit buffer copies and a register fragment. The example has no predication:
// M and N are multiples of the tile.
TEST_P(FlyDslDumps, TiledCopy) {
  const std::string arch = GetParam();
  auto fly = flyCompiledDump("tiled_copy", arch);
  auto flydsl = flydslCompiledDump("tiled_copy", arch);
  ASSERT_TRUE(fly && flydsl);
  for (auto [M, N] : std::vector<std::pair<int32_t, int32_t>>{{8, 24}, {24, 120}, {40, 48}}) {
    SCOPED_TRACE("tiled_copy on " + arch + " " + std::to_string(M) + "x" + std::to_string(N));
    Buffers b;
    std::vector<float> a = randomFloats(size_t(M) * size_t(N), uint32_t(M * N), -100.0f, 100.0f);
    uint64_t da = b.upload(a);
    std::vector<float> guard(a.size() + size_t(N), 12345.0f);
    for (bool flydslAbi : {false, true}) {
      uint64_t db = b.upload(guard);
      std::vector<emu::ArgValue> args;
      rowMajorArg(args, flydslAbi, da, M, N);
      rowMajorArg(args, flydslAbi, db, M, N);
      auto r = b.device.launch(flydslAbi ? *flydsl : *fly, "copy_kernel_0", emu::Dim3(uint32_t((M / 8) * (N / 24))),
                               emu::Dim3(4), args);
      ASSERT_TRUE(bool(r)) << (flydslAbi ? "FlyDSL's code object: " : "Fly's compile: ") << llvm::toString(r.takeError());
      std::vector<float> got = b.download(db, guard.size());
      for (size_t i = 0; i < a.size(); ++i)
        ASSERT_EQ(got[i], a[i]) << (flydslAbi ? "FlyDSL's code object" : "Fly's compile") << ", element " << i;
      for (size_t i = a.size(); i < got.size(); ++i) ASSERT_EQ(got[i], 12345.0f) << "wrote past B";
    }
  }
}

// examples/03-tiledMma.py: gemm_kernel_0(A, B, C), C = A * B^T for one 64 x 64 x 8 tile: MFMA
// 16x16x4 f32 atoms 2 x 2 over four waves, tiled copies made from the tiled MMA (buffer copies),
// fly.mma.make_fragment of the tiles, fly.gemm. Fly's compile and Fly's registry tiled_mma_gemm
// (same atom and tiling) against the CPU. The example never clears its C fragment before
// fly.gemm: Fly makes register tensors zero (regmem-promotion), FlyDSL's code object passes
// `poison` as the first MFMA's accumulator (its 21_llvm_ir.ll), so its result is undefined and it
// is not compared (on the emulator three of the four waves start from stale registers).
TEST_P(FlyDslDumps, TiledMma) {
  const std::string arch = GetParam();
  auto fly = flyCompiledDump("tiled_mma", arch);
  auto flydsl = flydslCompiledDump("tiled_mma", arch);
  auto registry = tiledMmaGemm(arch);
  ASSERT_TRUE(fly && flydsl && registry);
  constexpr int32_t M = 64, N = 64, K = 8;
  auto who = [](int k) {
    return k == 0 ? "Fly's compile of FlyDSL's example" : k == 1 ? "FlyDSL's code object" : "Fly's tiled_mma_gemm";
  };
  for (uint32_t seed : {1u, 2u, 3u}) {
    SCOPED_TRACE("tiled_mma on " + arch + " seed " + std::to_string(seed));
    std::vector<float> a = randomFloats(size_t(M) * K, 17 * seed, -1.0f, 1.0f);
    std::vector<float> bm = randomFloats(size_t(N) * K, 19 * seed, -1.0f, 1.0f);
    Buffers buf;
    uint64_t da = buf.upload(a), db = buf.upload(bm);
    std::vector<float> guard(size_t(M) * N + 64, 12345.0f);
    uint64_t c[3] = {buf.upload(guard), buf.upload(guard), buf.upload(guard)};
    for (int k = 0; k < 2; ++k) {
      std::vector<emu::ArgValue> args;
      rowMajorArg(args, k == 1, da, M, K);
      rowMajorArg(args, k == 1, db, N, K);
      rowMajorArg(args, k == 1, c[k], M, N);
      auto r = buf.device.launch(k == 1 ? *flydsl : *fly, "gemm_kernel_0", emu::Dim3(1), emu::Dim3(256), args);
      ASSERT_TRUE(bool(r)) << who(k) << ": " << llvm::toString(r.takeError());
    }
    auto r3 = buf.device.launch(*registry, "tiled_mma_gemm", emu::Dim3(1, 1), emu::Dim3(256),
                                {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(c[2]),
                                 emu::ArgValue::i32(M), emu::ArgValue::i32(N), emu::ArgValue::i32(K)});
    ASSERT_TRUE(bool(r3)) << llvm::toString(r3.takeError());
    for (int k : {0, 2}) { // FlyDSL's code object (k = 1) runs, its C is undefined (above)
      std::vector<float> got = buf.download(c[k], guard.size());
      int wrong = 0;
      std::string first;
      for (int32_t i = 0; i < M; ++i)
        for (int32_t j = 0; j < N; ++j) {
          auto [want, magnitude] = dotAndMagnitude(a, bm, i, j, K);
          float g = got[size_t(i) * N + size_t(j)];
          if (std::fabs(g - want) > 1e-6 * magnitude + 1e-7 && wrong++ == 0)
            first = "C[" + std::to_string(i) + "][" + std::to_string(j) + "] = " + std::to_string(g) + ", want " +
                    std::to_string(want);
        }
      EXPECT_EQ(wrong, 0) << who(k) << ": " << wrong << " of " << M * N << " elements wrong, first " << first;
      for (size_t i = size_t(M) * N; i < guard.size(); ++i) ASSERT_EQ(got[i], 12345.0f) << who(k) << " wrote past C";
    }
  }
}

// kernels/gemm/preshuffle_gemm.py, its f16/bf16 path: kernel_gemm_0(C, A, B, scale_a, scale_b,
// bias, M, N, tiled_mma, tiled_copy), C = A * B^T with B preshuffled (kernels/Preshuffle.h is the
// same layout), N = 128 and K = 256 fixed at trace time, M a run-time argument (A and C bounded
// to M rows by their buffer descriptors). Tile 16 x 64 x 128, four waves; MFMA 16x16x16 on
// gfx942, 16x16x32 on gfx950. Fly's compile of the dump (its tiled MMA and tiled copy kernel
// arguments, scheduling-group barriers, make_fragment_like with an element type, two B fragments
// alike), FlyDSL's code object and Fly's registry preshuffle_gemm run on the same inputs against
// the CPU; M ragged (37) included, a guard row past C that none of the three may write.
TEST_P(FlyDslDumps, PreshuffleGemm) {
  const std::string arch = GetParam();
  constexpr int32_t N = 128, K = 256;
  for (std::string dtype : {"bf16", "f16"}) {
    const std::string dump = "preshuffle_gemm_" + dtype + "_n128_k256";
    auto fly = flyCompiledDump(dump, arch);
    auto flydsl = flydslCompiledDump(dump, arch);
    const kernels::Entry *entry = kernels::findKernel("preshuffle_gemm");
    ASSERT_TRUE(entry);
    auto params = kernels::resolveParams(*entry, {{"dtype", dtype}, {"tile_m", "32"}, {"tile_n", "64"}});
    ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
    auto registryBytes = kernels::compileKernel(*entry, *params, *target::findArch(arch));
    ASSERT_TRUE(bool(registryBytes)) << llvm::toString(registryBytes.takeError());
    auto registry = loadObject(*registryBytes, "preshuffle_gemm");
    ASSERT_TRUE(fly && flydsl && registry);
    for (int32_t M : {16, 37, 64}) {
      SCOPED_TRACE(dump + " on " + arch + " M=" + std::to_string(M));
      Buffers b;
      b.dtype = dtype;
      std::vector<float> a = randomFloats(size_t(M) * K, uint32_t(M + 3), -1.0f, 1.0f);
      std::vector<float> bm = randomFloats(size_t(N) * K, uint32_t(M + 11), -1.0f, 1.0f);
      for (float &v : a) v = b.representable(v);
      for (float &v : bm) v = b.representable(v);
      std::vector<uint8_t> raw(bm.size() * 2);
      for (size_t i = 0; i < bm.size(); ++i) {
        uint16_t h = b.encode16(bm[i]);
        std::memcpy(raw.data() + 2 * i, &h, 2);
      }
      uint64_t da = b.upload(a), db = b.uploadBytes(kernels::preshuffleB(raw.data(), N, K, 2));
      uint64_t scale = b.upload({1.0f, 1.0f});
      std::vector<float> guard(size_t(M + 1) * N, 12345.0f);
      uint64_t c[3] = {b.upload(guard), b.upload(guard), b.upload(guard)};
      const emu::Dim3 grid(uint32_t((M + 15) / 16), uint32_t(N / 64));
      for (int k = 0; k < 2; ++k) {
        bool flydslAbi = k == 1;
        std::vector<emu::ArgValue> args{emu::ArgValue::pointer(c[k]), emu::ArgValue::pointer(da),
                                        emu::ArgValue::pointer(db)};
        for (int s = 0; s < 2; ++s) {
          args.push_back(emu::ArgValue::pointer(scale));
          args.push_back(emu::ArgValue::i32(1));
        }
        rowMajorArg(args, flydslAbi, c[k], M, N); // bias (unused without an epilogue)
        args.push_back(emu::ArgValue::i32(M));
        args.push_back(emu::ArgValue::i32(N));
        auto r = b.device.launch(flydslAbi ? *flydsl : *fly, "kernel_gemm_0", grid, emu::Dim3(256), args);
        ASSERT_TRUE(bool(r)) << (flydslAbi ? "FlyDSL's code object: " : "Fly's compile: ") << llvm::toString(r.takeError());
      }
      auto r3 = b.device.launch(*registry, "preshuffle_gemm", emu::Dim3(uint32_t((M + 31) / 32), uint32_t(N / 64)),
                                emu::Dim3(256),
                                {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(c[2]),
                                 emu::ArgValue::i32(M), emu::ArgValue::i32(N), emu::ArgValue::i32(K)});
      ASSERT_TRUE(bool(r3)) << llvm::toString(r3.takeError());
      const char *who[3] = {"Fly's compile of FlyDSL's module", "FlyDSL's code object", "Fly's registry preshuffle_gemm"};
      std::vector<float> got[3];
      for (int k = 0; k < 3; ++k) got[k] = b.download(c[k], guard.size());
      int wrong[3] = {0, 0, 0};
      std::string first[3];
      for (int32_t i = 0; i < M; ++i)
        for (int32_t j = 0; j < N; ++j) {
          auto [want, magnitude] = dotAndMagnitude(a, bm, i, j, K);
          // f32 accumulation, then one rounding to the 16-bit output (8 or 11 significant bits).
          double tol = (dtype == "bf16" ? 0x1p-8 : 0x1p-11) * std::fabs(want) + 1e-5 * magnitude + 1e-6;
          size_t at = size_t(i) * N + size_t(j);
          for (int k = 0; k < 3; ++k)
            if (std::fabs(got[k][at] - want) > tol && wrong[k]++ == 0)
              first[k] = "C[" + std::to_string(i) + "][" + std::to_string(j) + "] = " + std::to_string(got[k][at]) +
                         ", want " + std::to_string(want);
        }
      for (int k = 0; k < 3; ++k)
        EXPECT_EQ(wrong[k], 0) << who[k] << ": " << wrong[k] << " of " << M * N << " wrong, first " << first[k];
      for (size_t i = size_t(M) * N; i < guard.size(); ++i)
        for (int k = 0; k < 3; ++k) ASSERT_EQ(got[k][i], b.representable(12345.0f)) << who[k] << " wrote past C";
    }
  }
}

// kernels/attention/flash_attn_generic.py (its code object only: the module is the FlyDSL-library
// issue's to compile): FlyDSL's flash_attn_generic_kernel_0 and Fly's registry flash_attn_fwd on the
// same Q, K, V (B = 1, 4 query heads on 2 KV heads, BSHD), both checked against the registry's
// double-precision reference within its tolerance, a guard row after O neither may write. The
// modelled times (fly-emu's performance model, docs/emulator.md) are printed side by side.
TEST_P(FlyDslDumps, FlashAttention) {
  const std::string arch = GetParam();
  struct Job {
    const char *dump, *dtype;
    int d;
    bool causal;
  };
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  for (Job j : {Job{"flash_attn_f16_d128", "f16", 128, false}, Job{"flash_attn_f16_d128_causal", "f16", 128, true},
                Job{"flash_attn_bf16_d64_causal", "bf16", 64, true}}) {
    auto flydsl = flydslCompiledDump(j.dump, arch);
    auto params = kernels::resolveParams(
        *entry, {{"dtype", j.dtype}, {"head_dim", std::to_string(j.d)}, {"causal", j.causal ? "1" : "0"}});
    ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
    const target::Arch &target = *target::findArch(arch);
    auto registryBytes = kernels::compileKernel(*entry, *params, target);
    ASSERT_TRUE(bool(registryBytes)) << llvm::toString(registryBytes.takeError());
    auto registry = loadObject(*registryBytes, "flash_attn_fwd");
    ASSERT_TRUE(flydsl && registry);
    constexpr int32_t H = 4, HK = 2;
    const int32_t D = j.d;
    // The dense non-causal launcher traced at S = 128 built its variant without the key padding
    // mask, which it takes only for S a multiple of 64; the causal ones mask, so S is ragged.
    for (int32_t S : j.causal ? std::vector<int32_t>{37, 161} : std::vector<int32_t>{64, 192}) {
      SCOPED_TRACE(std::string(j.dump) + " on " + arch + " S=" + std::to_string(S));
      Buffers b;
      b.dtype = j.dtype;
      const size_t qn = size_t(S) * H * D, kvn = size_t(S) * HK * D;
      std::vector<float> q = randomFloats(qn, uint32_t(S + 1), -2.0f, 2.0f), k = randomFloats(kvn, uint32_t(S + 2), -2.0f, 2.0f),
                         v = randomFloats(kvn, uint32_t(S + 3), -2.0f, 2.0f);
      for (auto *t : {&q, &k, &v})
        for (float &x : *t) x = b.representable(x);
      uint64_t dq = b.upload(q), dk = b.upload(k), dv = b.upload(v);
      std::vector<float> guard(qn + size_t(D), 12345.0f);
      uint64_t out[2] = {b.upload(guard), b.upload(guard)};
      // FlyDSL's tensor arguments: the pointer, then a struct of the dynamic leaves (i32 B, S, heads,
      // D; i64 strides of B, S and heads).
      auto tensor = [](std::vector<emu::ArgValue> &a, uint64_t p, int32_t s, int32_t h, int32_t d) {
        a.push_back(emu::ArgValue::pointer(p));
        emu::ArgValue leaves;
        leaves.bytes.resize(40);
        int32_t extents[4] = {1, s, h, d};
        int64_t strides[3] = {int64_t(s) * h * d, int64_t(h) * d, d};
        std::memcpy(leaves.bytes.data(), extents, 16);
        std::memcpy(leaves.bytes.data() + 16, strides, 24);
        a.push_back(leaves);
      };
      std::vector<emu::ArgValue> fa;
      tensor(fa, dq, S, H, D);
      tensor(fa, dk, S, HK, D);
      tensor(fa, dv, S, HK, D);
      tensor(fa, out[0], S, H, D);
      tensor(fa, out[0], S, H, D); // LSE (not written without return_lse)
      fa.push_back(emu::ArgValue::i32(S));
      fa.push_back(emu::ArgValue::i32(S));
      for (int t = 0; t < 3; ++t) tensor(fa, out[0], S, H, D); // cu_seqlens_q/kv, block table: unused (dense)
      fa.push_back(emu::ArgValue::i32(0));
      emu::LaunchOptions counted;
      counted.perPcCounters = true;
      const char *names[2] = {"flash_attn_generic_kernel_0", "flash_attn_fwd"};
      kernels::Plan plan = entry->plan(*params, {1, S, S}, target);
      emu::Dim3 grids[2] = {emu::Dim3(uint32_t((S + 127) / 128 * H)),
                            emu::Dim3(plan.launch.grid[0], plan.launch.grid[1], plan.launch.grid[2])};
      emu::Dim3 blocks[2] = {emu::Dim3(256), emu::Dim3(plan.launch.block[0])};
      std::vector<emu::ArgValue> args[2] = {
          fa,
          {emu::ArgValue::pointer(dq), emu::ArgValue::pointer(dk), emu::ArgValue::pointer(dv),
           emu::ArgValue::pointer(out[1]), emu::ArgValue::i32(1), emu::ArgValue::i32(S), emu::ArgValue::i32(S)}};
      const emu::CodeObject *objects[2] = {flydsl.get(), registry.get()};
      double cycles[2] = {0, 0};
      for (int w = 0; w < 2; ++w) {
        auto stats = b.device.launch(*objects[w], names[w], grids[w], blocks[w], args[w], counted);
        ASSERT_TRUE(bool(stats)) << names[w] << ": " << llvm::toString(stats.takeError());
        const emu::Kernel *kernel = objects[w]->findKernel(names[w]);
        auto profile = emu::modelLaunch(*stats, *kernel, arch, blocks[w].x, kernel->groupSegmentSize);
        ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
        cycles[w] = profile->cycles;
      }
      std::printf("flash attention %s on %s, S=%d: modelled cycles FlyDSL %.0f, Fly %.0f (Fly / FlyDSL %.3f)\n", j.dump,
                  arch.c_str(), S, cycles[0], cycles[1], cycles[1] / cycles[0]);
      std::vector<kernels::HostData> data(plan.arguments.size());
      data[0].values.assign(q.begin(), q.end());
      data[1].values.assign(k.begin(), k.end());
      data[2].values.assign(v.begin(), v.end());
      data[3].values.assign(qn, 0.0);
      entry->reference(*params, {1, S, S}, data);
      const char *who[2] = {"FlyDSL's code object", "Fly's registry flash_attn_fwd"};
      for (int w = 0; w < 2; ++w) {
        std::vector<float> got = b.download(out[w], guard.size());
        int wrong = 0;
        std::string first;
        for (size_t i = 0; i < qn; ++i) {
          double want = data[3].values[i];
          if (std::fabs(got[i] - want) > entry->allowedError(*params, {1, S, S}, j.dtype, want) && wrong++ == 0)
            first = "o[" + std::to_string(i) + "] = " + std::to_string(got[i]) + ", want " + std::to_string(want);
        }
        EXPECT_EQ(wrong, 0) << who[w] << ": " << wrong << " of " << qn << " wrong, first " << first;
        for (size_t i = qn; i < guard.size(); ++i) ASSERT_EQ(got[i], b.representable(12345.0f)) << who[w] << " wrote past O";
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(FlyDslArchs, FlyDslDumps, ::testing::Values("gfx942", "gfx950"));



} // namespace

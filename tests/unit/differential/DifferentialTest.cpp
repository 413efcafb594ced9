// Differential testing of the whole compiler: random valid kernels (KernelGenerator) computed two
// ways, compiled by Fly at -O0 and -O3 for every arch and run on the emulator, and interpreted
// from the IR (IRInterpreter). Any difference is a miscompile or an emulator bug; the failing
// kernel is written to the test's output directory (FLY_DIFF_DUMP, default: the working
// directory) to be minimized by hand and kept as a regression test.
//
// FLY_DIFF_KERNELS (default 40) kernels per arch and opt level; FLY_DIFF_SEED (default 1) the
// first seed; FLY_DIFF_MAX_MISMATCHES (default 3) differences after which a configuration stops (a
// campaign sets it high: one common cause must not hide the seeds after it). Runs before a landing
// use thousands (see tests/fuzz/README.md).
#include "IRInterpreter.h"
#include "KernelGenerator.h"

#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Verifier.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>

using namespace fly;

namespace {

uint64_t envOr(const char *name, uint64_t fallback) {
  const char *v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 0) : fallback;
}

struct Inputs {
  std::vector<int32_t> ints;
  std::vector<float> floats;
};

Inputs randomInputs(uint64_t seed, uint32_t n) {
  std::mt19937_64 rng(seed * 7919 + 1);
  Inputs in;
  for (uint32_t i = 0; i < n; ++i) {
    in.ints.push_back(int32_t(rng() % 4 == 0 ? rng() : rng() % 2001) - (rng() % 4 == 0 ? 0 : 1000));
    in.floats.push_back(float(int(rng() % 20001) - 10000) / 100.0f);
  }
  return in;
}

template <class T> std::vector<uint8_t> bytesOf(const std::vector<T> &v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

// Float results agree when bit-identical or both NaN.
bool sameFloat(uint32_t a, uint32_t b) {
  float fa, fb;
  std::memcpy(&fa, &a, 4);
  std::memcpy(&fb, &b, 4);
  return a == b || (std::isnan(fa) && std::isnan(fb));
}

struct Reference {
  std::vector<uint8_t> out, fout;
};

// The interpreter's answer; false (and a test failure) if the kernel is not valid IR.
bool interpret(const difftest::GeneratedKernel &k, const Inputs &in, uint32_t grid, Reference &ref) {
  ir::Context ctx;
  std::vector<ir::Diagnostic> diags;
  ir::Operation *m = ir::parseSource(ctx, k.text, ctx.addFile("generated.fly"), diags);
  if (!m || !ir::verify(m, diags)) {
    ADD_FAILURE() << "generated kernel is invalid: " << (diags.empty() ? "" : diags[0].render(ctx)) << "\n" << k.text;
    return false;
  }
  ir::Operation *kernel = nullptr;
  m->walk([&](ir::Operation *op) {
    if (op->is(ir::OpCode::GpuFunc)) kernel = op;
  });
  uint32_t n = grid * k.blockSize;
  std::vector<uint8_t> inB = bytesOf(in.ints), finB = bytesOf(in.floats);
  ref.out.assign(n * 4, 0);
  ref.fout.assign(n * 4, 0);
  std::vector<difftest::InterpArg> args(5);
  args[0].buffer = &inB;
  args[1].buffer = &finB;
  args[2].buffer = &ref.out;
  args[3].buffer = &ref.fout;
  args[4].scalar = n;
  auto r = difftest::interpretKernel(kernel, grid, k.blockSize, args);
  if (!r.ok()) {
    ADD_FAILURE() << r.error().message << "\n" << k.text;
    return false;
  }
  return true;
}

void dumpKernel(uint64_t seed, const std::string &what, const std::string &text) {
  std::string dir = std::getenv("FLY_DIFF_DUMP") ? std::getenv("FLY_DIFF_DUMP") : ".";
  std::string path = dir + "/diff-" + std::to_string(seed) + ".fly";
  std::ofstream(path) << "// " << what << "\n" << text;
}

struct Config {
  std::string arch;
  int opt;
};

// Differences found: (seed, arch, opt), each kept in findings/ with its root cause. Open ones
// (not yet resolved) are skipped by the main test so CI stays meaningful for the rest, and run by
// DISABLED_OpenFindingsMatchTheInterpreter; fixed ones run in FixedFindingsMatchTheInterpreter
// (also when the default seed range no longer reaches them).
struct Finding {
  uint64_t seed;
  const char *arch;
  int opt;
};
constexpr std::array<Finding, 0> kOpenFindings{}; // none open today
// seed 17, gfx1250 -O3: an emulator bug. gfx1250 selects uniform loads at base + index * 4 as
// s_load_b32 ... sN offset:0x0 scale_offset, whose SGPR offset counts access-size units; the
// emulator added it in bytes (findings/seed17-gfx1250-O3.fly; minimal: tests/lit/emu/smem-scale-offset.test).
// seed 946, -O0 on every arch: LLVM 22's AMDGPU backend divided 0xffffffff % (tid | 1) through its
// 24-bit float shortcut (it took -1's sign bits for leading zeros); Fly now expands division
// itself (fly/codegen/IntegerDivision.h; findings/seed946-O0.fly; minimal:
// tests/lit/codegen/integer-division.fly; every case: IntegerDivisionTest.cpp).
// seeds 844, 1048, 1475, -O3 on every arch: an emulator bug. LLVM folds tid - min(tid, 31) to
// usub.sat, selected as `v_sub_u32_e64 ... clamp`; the emulator ignored integer clamp and wrapped
// (findings/seed844-O3.fly and the others; minimal: tests/lit/emu/int-clamp.test).
constexpr Finding kFixedFindings[] = {{17, "gfx1250", 3},  {946, "gfx942", 0},   {946, "gfx1201", 0},
                                      {946, "gfx1250", 0}, {844, "gfx942", 3},   {1048, "gfx942", 3},
                                      {1475, "gfx1201", 3}};

bool isOpenFinding(uint64_t seed, const std::string &arch, int opt) {
  for (const Finding &f : kOpenFindings)
    if (f.seed == seed && arch == f.arch && opt == f.opt)
      return true;
  return false;
}

class Differential : public ::testing::TestWithParam<Config> {};

// Compiles and runs seed `seed` for `c`, comparing with the interpreter; false on a difference.
bool checkSeed(const Config &c, uint64_t seed);

TEST_P(Differential, EmulatedCodeMatchesTheInterpreter) {
  const Config &c = GetParam();
  uint64_t first = envOr("FLY_DIFF_SEED", 1), count = envOr("FLY_DIFF_KERNELS", 40);
  uint64_t mismatches = 0, maxMismatches = envOr("FLY_DIFF_MAX_MISMATCHES", 3);
  for (uint64_t seed = first; seed < first + count && mismatches < maxMismatches; ++seed)
    if (!isOpenFinding(seed, c.arch, c.opt) && !checkSeed(c, seed))
      ++mismatches;
}

// Open findings (kOpenFindings): disabled until fixed; run with --gtest_also_run_disabled_tests.
TEST(DifferentialFindings, DISABLED_OpenFindingsMatchTheInterpreter) {
  for (const Finding &f : kOpenFindings)
    EXPECT_TRUE(checkSeed({f.arch, f.opt}, f.seed)) << "seed " << f.seed;
}

TEST(DifferentialFindings, FixedFindingsMatchTheInterpreter) {
  for (const Finding &f : kFixedFindings)
    EXPECT_TRUE(checkSeed({f.arch, f.opt}, f.seed)) << "seed " << f.seed;
}

bool checkSeed(const Config &c, uint64_t seed) {
  const target::Arch *arch = target::findArch(c.arch);
  EXPECT_TRUE(arch);
  if (!arch)
    return false;
  {
    difftest::GeneratedKernel k = difftest::generateKernel(seed);
    uint32_t grid = 1 + uint32_t(seed % 3), n = grid * k.blockSize;
    Inputs in = randomInputs(seed, n);
    Reference ref;
    if (!interpret(k, in, grid, ref)) {
      return false;
    }
    codegen::CompileOptions options;
    options.arch = arch;
    options.optLevel = c.opt;
    auto hsaco = codegen::compileFlySource(k.text, "generated.fly", options);
    if (!hsaco) {
      ADD_FAILURE() << "seed " << seed << ": does not compile: " << llvm::toString(hsaco.takeError()) << "\n" << k.text;
      dumpKernel(seed, "compile error", k.text);
      return false;
    }
    auto co = emu::CodeObject::load(
        llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
    if (!co) {
      ADD_FAILURE() << llvm::toString(co.takeError());
      return false;
    }
    emu::Device dev;
    auto upload = [&](const std::vector<uint8_t> &b) {
      auto a = dev.allocate(b.size());
      EXPECT_TRUE(bool(a));
      EXPECT_FALSE(bool(dev.copyIn(*a, b.data(), b.size())));
      return *a;
    };
    uint64_t dIn = upload(bytesOf(in.ints)), dFin = upload(bytesOf(in.floats));
    uint64_t dOut = upload(std::vector<uint8_t>(n * 4, 0)), dFout = upload(std::vector<uint8_t>(n * 4, 0));
    std::vector<codeobject::ArgValue> args = {codeobject::ArgValue::pointer(dIn), codeobject::ArgValue::pointer(dFin),
                                              codeobject::ArgValue::pointer(dOut), codeobject::ArgValue::pointer(dFout),
                                              codeobject::ArgValue::i32(int32_t(n))};
    emu::LaunchOptions lo;
    lo.maxInstructionsPerWave = 1'000'000;
    auto st = dev.launch(**co, "diff", emu::Dim3(grid), emu::Dim3(k.blockSize), args, lo);
    if (!st) {
      ADD_FAILURE() << "seed " << seed << ": emulator: " << llvm::toString(st.takeError()) << "\n" << k.text;
      dumpKernel(seed, "emulator error", k.text);
      return false;
    }
    std::vector<uint32_t> out(n), fout(n), refOut(n), refFout(n);
    EXPECT_FALSE(bool(dev.copyOut(out.data(), dOut, n * 4)));
    EXPECT_FALSE(bool(dev.copyOut(fout.data(), dFout, n * 4)));
    std::memcpy(refOut.data(), ref.out.data(), n * 4);
    std::memcpy(refFout.data(), ref.fout.data(), n * 4);
    for (uint32_t i = 0; i < n; ++i) {
      if (out[i] != refOut[i] || !sameFloat(fout[i], refFout[i])) {
        ADD_FAILURE() << "seed " << seed << " (" << c.arch << " -O" << c.opt << ", grid " << grid << " x "
                      << k.blockSize << "): work-item " << i << ": out " << int32_t(out[i]) << " vs interpreter "
                      << int32_t(refOut[i]) << ", fout 0x" << std::hex << fout[i] << " vs 0x" << refFout[i]
                      << std::dec << "\n" << k.text;
        dumpKernel(seed, "mismatch on " + c.arch + " -O" + std::to_string(c.opt), k.text);
        return false;
      }
    }
  }
  return true;
}

std::vector<Config> configs() {
  std::vector<Config> v;
  for (const target::Arch &a : target::allArchs())
    for (int opt : {0, 3})
      v.push_back({std::string(a.name), opt});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Archs, Differential, ::testing::ValuesIn(configs()),
                         [](const ::testing::TestParamInfo<Config> &i) {
                           return i.param.arch + "_O" + std::to_string(i.param.opt);
                         });

// The generator's kernels are valid and the interpreter runs all of them (no compile needed).
TEST(DifferentialGenerator, KernelsAreValidAndInterpretable) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    difftest::GeneratedKernel k = difftest::generateKernel(seed);
    Inputs in = randomInputs(seed, 2 * k.blockSize);
    Reference ref;
    ASSERT_TRUE(interpret(k, in, 2, ref)) << "seed " << seed;
  }
}

} // namespace

// fx copy atoms and tiled copies: the IR they build against CuTe's results (docs/copies.md's
// worked example), located errors, and copies through LDS on the emulator of every arch.
#include "fly/dsl/Copy.h"
#include "fly/dsl/fx.h"
#include "DslTestSupport.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <random>

namespace fx = fly::fx;
using namespace fly;

namespace {

// docs/copies.md: an 8 x 32 row-major f16 tile, 8 x 8 threads row-major, 4 values each along a
// row, 64-bit universal copies: TV = ((8,8),4):((32,1),8), tile 8 x 32, each thread's part
// ((4,1),1,1):((1,0),0,0).
TEST(DslCopy, TiledCopyPartitionsAreCuTes) {
  fx::Module m;
  std::vector<std::string> types;
  m.kernel("k", [&](fx::Ptr<fx::Float16> p) {
    auto t = fx::make_tensor(p, fx::make_layout(fx::make_shape(8, 32), fx::make_stride(32, 1)));
    auto atom = fx::make_copy_atom(fx::UniversalCopy(64), fx::Elem::F16);
    types.push_back(atom.ir()->type().str());
    auto tc = fx::make_tiled_copy_tv(atom, fx::make_layout(fx::make_shape(8, 8), fx::make_stride(8, 1)),
                                     fx::make_layout(fx::make_shape(1, 4), fx::make_stride(0, 1)));
    types.push_back(tc.ir()->type().str());
    auto thr = tc.get_slice(fx::thread_idx.x());
    fx::Tensor<fx::Float16> part = thr.partition_S(t);
    types.push_back(part.ir()->type().str());
    auto frag = fx::make_fragment_like(part);
    types.push_back(frag.ir()->type().str());
    fx::copy(atom, part, frag);
    fx::copy(tc, frag, thr.partition_D(t));
    // The coordinates of the thread's values: (row t/8, columns 4*(t%8) + v).
    fx::CoordTensor c = thr.partition_S(fx::make_identity_tensor(fx::make_shape(8, 32)));
    types.push_back(c.layout().ir()->type().str());
  });
  ASSERT_EQ(m.errors(), "") << m.str();
  std::vector<std::string> want = {
      "!fly.copy_atom<!fly.universal_copy<64>, 16>",
      "!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>>",
      "!fly.memref<f16, global, ((4,1),1,1):((1,0),0,0)>",
      "!fly.memref<f16, register, ((4,1),1,1):((1,0),0,0)>",
      "!fly.layout<((4,1),1,1):((8,0),0,0)>", // index space of (8,32): column j at 8 j
  };
  ASSERT_EQ(types.size(), want.size());
  for (size_t k = 0; k < want.size(); ++k) EXPECT_EQ(types[k], want[k]) << "entry " << k;
}

TEST(DslCopy, ErrorsNameTheUsersLine) {
  unsigned line = 0;
  {
    fx::Module m;
    m.kernel("k", [&](fx::Ptr<fx::Float32> p) {
      auto atom = fx::make_copy_atom("!fly.no_such_copy<64>", fx::Elem::F32); line = __LINE__;
      (void)atom;
    });
    std::string e = m.errors();
    EXPECT_NE(e.find("DslCopyTest.cpp:" + std::to_string(line)), std::string::npos) << e;
    EXPECT_NE(e.find("unknown copy operation"), std::string::npos) << e;
  }
  {
    fx::Module m;
    m.kernel("k", [&](fx::Ptr<fx::Float32> p) {
      auto atom = fx::make_copy_atom(fx::UniversalCopy(128), fx::Elem::F32);
      // 2 values per thread do not make whole 128-bit atoms of 4 values.
      line = __LINE__ + 1;
      auto tc = fx::make_tiled_copy_tv(atom, fx::make_layout(fx::make_shape(2, 2), fx::make_stride(2, 1)),
                                       fx::make_layout(fx::make_shape(1, 2), fx::make_stride(0, 1)));
      (void)tc;
    });
    std::string e = m.errors();
    EXPECT_NE(e.find("DslCopyTest.cpp:" + std::to_string(line)), std::string::npos) << e;
    EXPECT_NE(e.find("does not cover whole atoms"), std::string::npos) << e;
  }
}

class DslCopyRun : public testing::TestWithParam<std::string> {};

// Through LDS with two different tiled copies: A's 16 x 32 block goes to an LDS tile with
// 128-bit copies of 16 x 8 threads (4 values along a row each), then each thread reads a column
// strip back (8 x 16 threads, column-major, 2 x 1 values) with 32-bit copies and writes it to B.
TEST_P(DslCopyRun, GlobalToLdsToGlobalWithTwoTiledCopies) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  fx::Module m;
  m.kernel("lds_copy", [&](fx::TensorArg<fx::Float32, "(16,32):(32,1)"> a, fx::TensorArg<fx::Float32, "(16,32):(32,1)"> b) {
    auto smem = fx::make_lds_tensor<fx::Float32>(fx::make_layout(fx::make_shape(16, 32), fx::make_stride(32, 1)));
    auto wide = fx::make_copy_atom(fx::UniversalCopy(128), fx::Elem::F32);
    auto narrow = fx::make_copy_atom(fx::UniversalCopy(32), fx::Elem::F32);
    auto rows = fx::make_tiled_copy_tv(wide, fx::make_layout(fx::make_shape(16, 8), fx::make_stride(8, 1)),
                                       fx::make_layout(fx::make_shape(1, 4), fx::make_stride(0, 1)));
    auto cols = fx::make_tiled_copy_tv(narrow, fx::make_layout(fx::make_shape(8, 16), fx::make_stride(1, 8)),
                                       fx::make_layout(fx::make_shape(2, 1), fx::make_stride(1, 0)));
    fx::Index tid = fx::thread_idx.x();
    auto r = rows.get_slice(tid);
    auto in = r.partition_S(a);
    auto reg = fx::make_fragment_like(in);
    fx::copy(wide, in, reg);
    fx::copy(wide, reg, r.partition_D(smem));
    fx::barrier();
    auto c = cols.get_slice(tid);
    auto back = c.partition_S(smem);
    auto reg2 = fx::make_fragment_like(back);
    fx::copy(narrow, back, reg2);
    fx::copy(narrow, reg2, c.partition_D(b));
  }, {.block = {128, 1, 1}});
  ASSERT_EQ(m.errors(), "");
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");
  std::vector<float> A(16 * 32), B(16 * 32, -1.0f);
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  for (float &x : A) x = dist(rng);
  runtime::HostTensor ta{A.data(), "f32", 4, {16, 32}, {}};
  runtime::HostTensor tb{B.data(), "f32", 4, {16, 32}, {}};
  runtime::LaunchConfig config;
  config.block[0] = 128;
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "lds_copy", config, {&ta, &tb});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  EXPECT_EQ(A, B);
}

// fx::rocdl::sched_barrier: rocdl.sched.barrier in the IR, LLVM's SCHED_BARRIER in the assembly
// with the mask given, and a kernel around it that still computes what it did.
TEST_P(DslCopyRun, SchedBarrierReachesTheBackend) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  auto build = [](fx::Module &m) {
    m.kernel("scaled", [&](fx::Ptr<fx::Float32> in, fx::Ptr<fx::Float32> out) {
      fx::Index tid = fx::thread_idx.x();
      fx::Float32 x = in.load(tid);
      fx::rocdl::sched_barrier(0);
      fx::rocdl::sched_barrier(8);
      out.store(tid, x * 2.0f);
    }, {.block = {64, 1, 1}});
  };
  fx::Module ir;
  build(ir);
  ASSERT_EQ(ir.errors(), "");
  EXPECT_NE(ir.str().find("rocdl.sched.barrier {mask = 8 : i32}"), std::string::npos) << ir.str();
  fx::Module asmModule;
  build(asmModule);
  codegen::CompileOptions options;
  options.arch = arch;
  auto text = runtime::compile(asmModule, options, codegen::EmitKind::Assembly);
  ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
  EXPECT_NE(text->find("sched_barrier mask(0x00000000)"), std::string::npos) << *text;
  EXPECT_NE(text->find("sched_barrier mask(0x00000008)"), std::string::npos) << *text;
  fx::Module m;
  build(m);
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");
  std::vector<float> in(64), out(64, 0.0f);
  for (int i = 0; i < 64; ++i) in[size_t(i)] = float(i) - 20.5f;
  runtime::HostTensor ti{in.data(), "f32", 4, {64}, {}}, to{out.data(), "f32", 4, {64}, {}};
  runtime::LaunchConfig config;
  config.block[0] = 64;
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "scaled", config, {&ti, &to});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  for (int i = 0; i < 64; ++i) EXPECT_EQ(out[size_t(i)], 2.0f * in[size_t(i)]) << i;
}

INSTANTIATE_TEST_SUITE_P(Archs, DslCopyRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace

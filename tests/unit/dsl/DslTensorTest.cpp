// fx tensors: the IR they build (types the algebra computes, CuTe's results) and kernels with
// tensor arguments, identity-tensor predicates, LDS tensors (swizzled) and register fragments
// run on the emulator of every arch against a CPU reference.
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

std::string typeOf(const fx::Tensor<fx::Float32> &t) { return t.ir()->type().str(); }

TEST(DslTensor, ViewsSlicesAndTilesHaveCuTesLayouts) {
  fx::Module m;
  std::vector<std::string> types;
  m.kernel("k", [&](fx::TensorArg<fx::Float32, "(?,?):(?,1)"> a, fx::Int32 i) {
    auto tile = fx::make_tile(16, 64);
    types.push_back(tile.ir()->type().str());
    fx::Tensor<fx::Float32> z = fx::zipped_divide(a, tile);
    types.push_back(typeOf(z));
    fx::Tensor<fx::Float32> blk = fx::local_tile(a, tile, {i, 2});
    types.push_back(typeOf(blk));
    types.push_back(typeOf(blk(3, fx::_)));
    types.push_back(typeOf(blk(fx::_, i)));
    auto st = fx::make_tensor(fx::lds_alloc<fx::Float32>(32), fx::make_layout(fx::make_shape(4, 8), fx::make_stride(8, 1)));
    types.push_back(typeOf(st));
    types.push_back(typeOf(fx::logical_divide(st, fx::make_tile(2, 4))));
    auto frag = fx::make_fragment_like(blk(fx::_, 0));
    types.push_back(typeOf(frag));
    auto sw = fx::make_lds_tensor<fx::Float32>(fx::make_layout(fx::make_shape(8, 8), fx::make_stride(8, 1)),
                                               *Swizzle::make(3, 0, 3));
    types.push_back(typeOf(sw));
  });
  ASSERT_EQ(m.errors(), "") << m.str();
  std::vector<std::string> want = {
      "!fly.tile<[16|64]>",
      "!fly.memref<f32, global, ((16,64),(?,?)):((?,1),(?{div=16},64))>",
      "!fly.memref<f32, global, (16,64):(?,1)>",
      "!fly.memref<f32, global, 64:1>",
      "!fly.memref<f32, global, 16:?>",
      "!fly.memref<f32, shared, (4,8):(8,1)>",
      // CuTe: logical_divide((4,8):(8,1), (2,4)) = ((2,2),(4,2)):((8,16),(1,4))
      "!fly.memref<f32, shared, ((2,2),(4,2)):((8,16),(1,4))>",
      "!fly.memref<f32, register, 16:1>",
      "!fly.memref<f32, shared, S<3,0,3> o 0 o (8,8):(8,1)>",
  };
  ASSERT_EQ(types.size(), want.size());
  for (size_t k = 0; k < want.size(); ++k) EXPECT_EQ(types[k], want[k]) << "entry " << k;
}

TEST(DslTensor, ErrorsNameTheUsersLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::TensorArg<fx::Float32, "(?,8):(8,1)"> a) {
    fx::Int32 x = a.load({0, 0}).to<fx::Int32>(); // fine
    (void)x;
    fx::Tensor<fx::Float32> bad = a(fx::_, 1, 2); line = __LINE__; // a rank-3 coordinate of a rank-2 tensor
    (void)bad;
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("DslTensorTest.cpp:" + std::to_string(line)), std::string::npos) << errors;
  EXPECT_NE(errors.find("fly.slice"), std::string::npos) << errors;

  fx::Module m2;
  m2.kernel("k", [&](fx::TensorArg<fx::Float32, "(?,8):(8,1)"> a) {
    fx::Int32 wrong = fx::Tensor<fx::Int32>(a.ir()).load({0, 0}); line = __LINE__;
    (void)wrong;
  });
  errors = m2.errors();
  EXPECT_NE(errors.find("DslTensorTest.cpp:" + std::to_string(line)), std::string::npos) << errors;
  EXPECT_NE(errors.find("the tensor holds f32, not i32"), std::string::npos) << errors;

  EXPECT_THROW(
      {
        fx::Module m3;
        m3.kernel("k", [&](fx::TensorArg<fx::Float32, "(?,?:(1,?)"> a) { (void)a; });
      },
      std::logic_error);
}

class DslTensorRun : public testing::TestWithParam<std::string> {};

// B = 2 * A^T through LDS: each work-group takes the 16 x 16 block of A at (by, bx) with
// local_tile, writes it into a swizzled LDS tile, and writes the transposed block of B at
// (bx, by). Threads past a ragged edge are predicated with the identity tensor (elem_less).
constexpr int kT = 16;
void buildTranspose(fx::Module &m, bool swizzled) {
  constexpr int T = kT;
  m.kernel("transpose", [&](fx::TensorArg<fx::Float32, "(?,?):(?,1)"> a, fx::TensorArg<fx::Float32, "(?,?):(?,1)"> b) {
    fx::Index tx = fx::thread_idx.x(), ty = fx::thread_idx.y();
    fx::Index bx = fx::block_idx.x(), by = fx::block_idx.y();
    auto tile = fx::make_tile(T, T);
    fx::Tensor<fx::Float32> gA = fx::local_tile(a, tile, {by, bx});
    fx::Tensor<fx::Float32> gB = fx::local_tile(b, tile, {bx, by});
    fx::CoordTensor cA = fx::local_tile(fx::make_identity_tensor(a.shape()), tile, {by, bx});
    fx::CoordTensor cB = fx::local_tile(fx::make_identity_tensor(b.shape()), tile, {bx, by});
    std::optional<Swizzle> sw;
    if (swizzled) sw = *Swizzle::make(2, 0, 4);
    auto sA = fx::make_lds_tensor<fx::Float32>(fx::make_layout(fx::make_shape(T, T), fx::make_stride(T, 1)), sw);
    fx::if_(fx::elem_less(cA.get({ty, tx}), a.shape()), [&] { sA.store({ty, tx}, gA.load({ty, tx}) * 2.0f); });
    fx::barrier();
    fx::if_(fx::elem_less(cB.get({ty, tx}), b.shape()), [&] { gB.store({ty, tx}, sA.load({tx, ty})); });
  }, {.block = {T, T, 1}});
}

// The swizzle reaches the LDS addresses: an xor in the LLVM IR, absent without it.
TEST(DslTensor, SwizzledLdsTensorXorsTheAddress) {
  for (bool swizzled : {false, true}) {
    fx::Module m;
    buildTranspose(m, swizzled);
    codegen::CompileOptions options;
    options.arch = target::findArch("gfx942");
    auto ir = runtime::compile(m, options, codegen::EmitKind::LLVMIR);
    ASSERT_TRUE(bool(ir)) << llvm::toString(ir.takeError());
    EXPECT_EQ(ir->find(" xor ") != std::string::npos, swizzled) << *ir;
  }
}

// B = 2 * A^T through LDS: each work-group takes the 16 x 16 block of A at (by, bx) with
// local_tile, writes it into a swizzled LDS tile, and writes the transposed block of B at
// (bx, by). Threads past a ragged edge are predicated with the identity tensor (elem_less).
TEST_P(DslTensorRun, TransposeThroughSwizzledLdsWithPredicates) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  constexpr int T = kT;
  fx::Module m;
  buildTranspose(m, true);
  ASSERT_EQ(m.errors(), "");
  auto device = runtime::openEmulatorDevice(arch->name);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  auto loaded = dsltest::compileAndLoad(m, **device, *arch);
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-8.0f, 8.0f);
  for (auto [M, N] : {std::pair<int, int>{16, 16}, {37, 50}, {5, 70}}) {
    std::vector<float> A(size_t(M * N)), B(size_t(N * M), -1.0f);
    for (float &x : A) x = dist(rng);
    runtime::HostTensor ta{A.data(), "f32", 4, {M, N}, {}};
    runtime::HostTensor tb{B.data(), "f32", 4, {N, M}, {}};
    runtime::LaunchConfig config;
    config.block[0] = T;
    config.block[1] = T;
    config.grid[0] = uint32_t((N + T - 1) / T);
    config.grid[1] = uint32_t((M + T - 1) / T);
    llvm::Error e = runtime::launchWithHostArgs(**device, **loaded, "transpose", config, {&ta, &tb});
    ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
    int bad = 0;
    for (int r = 0; r < N; ++r)
      for (int c = 0; c < M; ++c)
        if (B[size_t(r * M + c)] != 2.0f * A[size_t(c * N + r)] && bad++ < 5)
          ADD_FAILURE() << M << "x" << N << ": B(" << r << "," << c << ") = " << B[size_t(r * M + c)] << ", want "
                        << 2.0f * A[size_t(c * N + r)];
    EXPECT_EQ(bad, 0) << M << "x" << N;
  }
}

// A register fragment: elements stored one by one with static coordinates, read back as a vector.
TEST_P(DslTensorRun, RegisterFragmentElementsAndVector) {
  const target::Arch *arch = target::findArch(GetParam());
  fx::Module m;
  m.kernel("frag", [&](fx::TensorArg<fx::Float32, "?:1"> in, fx::TensorArg<fx::Float32, "?:1"> out) {
    fx::Index t = fx::thread_idx.x();
    // (2,2):(2,1) in registers: element (i,j) at 2*i + j.
    auto frag = fx::make_fragment<fx::Float32>(fx::make_layout(fx::make_shape(2, 2), fx::make_stride(2, 1)));
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j) frag.store({i, j}, in.load(t * 4 + (2 * j + i)));
    fx::Vector<fx::Float32, 4> v = frag.load_vec<4>();
    for (int k = 0; k < 4; ++k) out.store(t * 4 + k, v[k] + float(k));
  }, {.block = {32, 1, 1}});
  ASSERT_EQ(m.errors(), "");
  auto device = runtime::openEmulatorDevice(arch->name);
  ASSERT_TRUE(bool(device));
  auto loaded = dsltest::compileAndLoad(m, **device, *arch);
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  std::vector<float> in(128), out(128, -1.0f);
  for (size_t k = 0; k < in.size(); ++k) in[k] = float(k) * 0.5f;
  runtime::HostTensor ti{in.data(), "f32", 4, {128}, {}};
  runtime::HostTensor to{out.data(), "f32", 4, {128}, {}};
  runtime::LaunchConfig config;
  config.block[0] = 32;
  llvm::Error e = runtime::launchWithHostArgs(**device, **loaded, "frag", config, {&ti, &to});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  for (int t = 0; t < 32; ++t)
    for (int k = 0; k < 4; ++k) {
      // vector element k is the element at 1-D index k: coordinate (k % 2, k / 2), loaded from input 2*j + i.
      int i = k % 2, j = k / 2;
      EXPECT_EQ(out[size_t(t * 4 + k)], in[size_t(t * 4 + 2 * j + i)] + float(k)) << t << "," << k;
    }
}

INSTANTIATE_TEST_SUITE_P(Archs, DslTensorRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace

// FlyDSL's own code object for pa_decode_tile (tests/flydsl/dumps/pa_decode_tile_fp8_d128_g8: bf16
// query, fp8 e4m3 KV cache with per-tensor scales, 8 query heads on 1 KV head, D = 128, block_size
// 16, the plain value layout, one partition) and Fly's registry pa_decode for the same problem, run
// on the emulator on the same random inputs (ragged context lengths, an empty sequence, block
// tables out of order, other blocks past each sequence's own): both checked against the registry's
// double-precision reference, Fly's within pa_decode's stated tolerance, FlyDSL's within the error
// of its fp8 quantization of Q and P (its MFMA is fp8 x fp8); the modelled cycles, VGPRs and LDS
// bank conflicts of both printed (docs/kernels.md has them).
#include "Registry.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/emu/Profile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

using namespace fly;

namespace {

std::shared_ptr<emu::CodeObject> load(const std::string &bytes, const std::string &what) {
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
  if (!object) {
    ADD_FAILURE() << what << ": " << llvm::toString(object.takeError());
    return nullptr;
  }
  return *object;
}

// e4m3 bits to their value: FNUZ (bias 8, 0x80 NaN) on gfx942, OCP (bias 7, 0x7f/0xff NaN) elsewhere.
double fp8Value(uint8_t b, bool fnuz) {
  const int bias = fnuz ? 8 : 7, e = (b >> 3) & 15, m = b & 7;
  double v = e == 0 ? std::ldexp(double(m), 1 - bias - 3) : std::ldexp(1.0 + m / 8.0, e - bias);
  return (b & 0x80) ? -v : v;
}
// The e4m3 bits nearest x (|x| well inside the range).
uint8_t fp8Nearest(double x, bool fnuz) {
  uint8_t best = 0;
  for (int b = 0; b < 256; ++b) {
    if (fnuz ? b == 0x80 : (b & 0x7f) == 0x7f) continue;
    if (std::fabs(fp8Value(uint8_t(b), fnuz) - x) < std::fabs(fp8Value(best, fnuz) - x)) best = uint8_t(b);
  }
  return best;
}
uint16_t toBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7FFFu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
double fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

struct Outcome {
  double cycles = 0, conflictsPerDs = 0;
  uint32_t vgprs = 0, agprs = 0, scratch = 0;
  std::vector<double> out;
  std::string error; // the launch's, if it failed
};

class PagedAttentionVsFlyDsl : public testing::TestWithParam<const char *> {};

TEST_P(PagedAttentionVsFlyDsl, SameProblemBothCorrect) {
  const std::string arch = GetParam();
  const bool fnuz = arch == "gfx942";
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/tests/flydsl/dumps/pa_decode_tile_fp8_d128_g8." + arch +
                       ".flydsl.hsaco",
                   std::ios::binary);
  ASSERT_TRUE(in) << "FlyDSL's code object for " << arch;
  std::stringstream hsaco;
  hsaco << in.rdbuf();
  auto flydsl = load(hsaco.str(), "FlyDSL's pa_decode_tile");
  const kernels::Entry *entry = kernels::findKernel("pa_decode");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"kv_cache", "fp8"}});
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  ASSERT_EQ(params->at("head_dim"), "128");
  ASSERT_EQ(params->at("q_heads"), "8");
  ASSERT_EQ(params->at("kv_heads"), "1");
  ASSERT_EQ(params->at("block_size"), "16");
  const target::Arch &target = *target::findArch(arch);
  auto ours = kernels::compileKernel(*entry, *params, target);
  ASSERT_TRUE(bool(ours)) << llvm::toString(ours.takeError());
  auto fly = load(*ours, "pa_decode");
  ASSERT_TRUE(flydsl && fly);

  constexpr int32_t QH = 8, KH = 1, D = 128, BS = 16;
  const std::vector<int32_t> lens = {700, 0, 333, 17, 256, 1};
  const int32_t S = int32_t(lens.size()), MB = 700 / BS + 2, NB = S * MB + 3;
  std::mt19937 rng(uint32_t(fnuz ? 42 : 43));
  std::uniform_real_distribution<double> uni(-2.0, 2.0), scales(0.5, 1.5);
  // Inputs: bf16 query, fp8 caches (every element drawn in [-2, 2] and rounded), per-tensor scales,
  // block tables of distinct blocks in random order.
  std::vector<uint16_t> q(size_t(S) * QH * D);
  std::vector<uint8_t> kc(size_t(NB) * KH * D * BS), vc(kc.size());
  std::vector<double> qd(q.size()), kd(kc.size()), vd(vc.size());
  for (size_t i = 0; i < q.size(); ++i) qd[i] = fromBf16(q[i] = toBf16(float(uni(rng))));
  for (size_t i = 0; i < kc.size(); ++i) kd[i] = fp8Value(kc[i] = fp8Nearest(uni(rng), fnuz), fnuz);
  for (size_t i = 0; i < vc.size(); ++i) vd[i] = fp8Value(vc[i] = fp8Nearest(uni(rng), fnuz), fnuz);
  const float ks = float(scales(rng)), vs = float(scales(rng));
  std::vector<int32_t> order(static_cast<size_t>(NB)), table(size_t(S) * MB, -1);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  size_t next = 0;
  // Entries past a sequence's blocks: other blocks of the cache (FlyDSL's kernel loads the pages of a
  // whole 256-token tile before masking, so they must be real blocks; Fly's reads none of them).
  for (int32_t s = 0; s < S; ++s)
    for (int32_t b = 0; b < MB; ++b)
      table[size_t(s * MB + b)] = b < (lens[size_t(s)] + BS - 1) / BS ? order[next++] : int32_t(rng() % uint32_t(NB));

  std::vector<kernels::HostData> data(8);
  data[0].values = qd;
  data[1].values = kd;
  data[2].values = vd;
  data[3].values.assign(table.begin(), table.end());
  data[4].values.assign(lens.begin(), lens.end());
  data[5].values = {double(ks)};
  data[6].values = {double(vs)};
  data[7].values.assign(q.size(), 0.0);
  entry->reference(*params, {S, 700}, data);
  const std::vector<double> &want = data[7].values;

  auto run = [&](bool theirs, bool checkRaces) -> Outcome {
    emu::Device device;
    auto upload = [&](const void *p, size_t n) {
      auto a = device.allocate(std::max<size_t>(n, 4));
      EXPECT_TRUE(bool(a));
      EXPECT_FALSE(bool(device.copyIn(*a, p, n)));
      return *a;
    };
    uint64_t dq = upload(q.data(), q.size() * 2), dk = upload(kc.data(), kc.size()), dv = upload(vc.data(), vc.size()),
             dt = upload(table.data(), table.size() * 4), dl = upload(lens.data(), lens.size() * 4),
             dks = upload(&ks, 4), dvs = upload(&vs, 4);
    std::vector<uint16_t> guard(q.size() + D, 0x4140);
    uint64_t dout = upload(guard.data(), guard.size() * 2);
    float dummy = 0;
    uint64_t dpart = upload(&dummy, 4);
    std::vector<emu::ArgValue> args;
    emu::Dim3 grid(uint32_t(S), KH, 1), block(256);
    if (theirs) {
      // FlyDSL's tensors: the pointer, then a packed struct of the dynamic leaves (i32 extents, then
      // the i64 strides but the last).
      auto tensor = [&](uint64_t p, std::vector<int32_t> shape) {
        args.push_back(emu::ArgValue::pointer(p));
        emu::ArgValue leaves;
        std::vector<int64_t> strides(shape.size(), 1);
        for (size_t i = shape.size() - 1; i-- > 0;) strides[i] = strides[i + 1] * shape[i + 1];
        leaves.bytes.resize(shape.size() * 4 + (shape.size() - 1) * 8);
        std::memcpy(leaves.bytes.data(), shape.data(), shape.size() * 4);
        std::memcpy(leaves.bytes.data() + shape.size() * 4, strides.data(), (shape.size() - 1) * 8);
        args.push_back(leaves);
      };
      tensor(dout, {S, QH, D});
      for (int i = 0; i < 3; ++i) tensor(dpart, {1}); // partials: unused with one partition
      tensor(dq, {S, QH, D});
      tensor(dk, {NB, KH, D / 16, BS, 16});
      tensor(dv, {NB, KH, D, BS});
      tensor(dt, {S, MB});
      tensor(dl, {S});
      tensor(dks, {1});
      tensor(dvs, {1});
      for (int32_t v : {MB, 0, 0, QH * D, D}) args.push_back(emu::ArgValue::i32(v));
    } else {
      for (uint64_t p : {dq, dk, dv, dt, dl, dks, dvs, dout}) args.push_back(emu::ArgValue::pointer(p));
      args.push_back(emu::ArgValue::i32(MB));
      args.push_back(emu::ArgValue::i32(NB));
      block = emu::Dim3(uint32_t(std::stoi(params->at("warps")) * 64));
    }
    const char *name = theirs ? "pa_decode_tile_kernel_0" : "pa_decode";
    const emu::CodeObject &object = theirs ? *flydsl : *fly;
    emu::LaunchOptions options;
    options.perPcCounters = true;
    options.checkLdsRaces = checkRaces;
    Outcome r;
    auto stats = device.launch(object, name, grid, block, args, options);
    if (!stats) {
      r.error = llvm::toString(stats.takeError());
      return r;
    }
    const emu::Kernel *kernel = object.findKernel(name);
    r.vgprs = kernel->vgprCount;
    r.agprs = kernel->agprCount;
    r.scratch = kernel->privateSegmentSize;
    auto profile = emu::modelLaunch(*stats, *kernel, arch, block.x, kernel->groupSegmentSize);
    EXPECT_TRUE(bool(profile));
    if (profile) r.cycles = profile->cycles;
    emu::PcCounters total = stats->totals();
    uint64_t ds = stats->executed[size_t(emu::InstClass::DS)];
    r.conflictsPerDs = ds ? double(total.ldsCycles - total.ldsIdealCycles) / double(ds) : 0;
    std::vector<uint16_t> got(guard.size());
    EXPECT_FALSE(bool(device.copyOut(got.data(), dout, got.size() * 2)));
    for (size_t i = q.size(); i < got.size(); ++i) EXPECT_EQ(got[i], 0x4140) << name << " wrote past the output";
    for (size_t i = 0; i < q.size(); ++i) r.out.push_back(fromBf16(got[i]));
    return r;
  };
  // FlyDSL's code object races on LDS: before its loop every wave reads the V page-index row of
  // the first tile (LDS 7104 + 16 x rgroup), and the loop's first iteration stages the next tile's
  // row there before any barrier; a wave that reaches the loop first overwrites the row another
  // wave has yet to read. The emulator runs a work-group's waves in turn up to each barrier, so
  // the race happens every time here: the race check names it, and without the check the waves
  // of a sequence longer than one 256-token tile take some of the first tile's values from the
  // wrong cache blocks.
  Outcome raced = run(true, true);
  EXPECT_NE(raced.error.find("LDS race: read after write by waves 0 and 1 with no barrier between"), std::string::npos)
      << raced.error;
  Outcome theirs = run(true, false), mine = run(false, true);
  ASSERT_TRUE(theirs.error.empty()) << theirs.error;
  ASSERT_TRUE(mine.error.empty()) << mine.error;
  ASSERT_EQ(theirs.out.size(), want.size());
  ASSERT_EQ(mine.out.size(), want.size());
  double errTheirs = 0, errMine = 0, errTheirsLong = 0;
  int wrongMine = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    double e = std::fabs(theirs.out[i] - want[i]);
    double &worst = lens[i / (QH * D)] <= 256 ? errTheirs : errTheirsLong;
    worst = std::max(worst, e);
    e = std::fabs(mine.out[i] - want[i]);
    errMine = std::max(errMine, e);
    if (e > entry->allowedError(*params, {S, 700}, "bf16", want[i])) ++wrongMine;
  }
  std::printf("pa_decode fp8 D=128 8:1 on %s, contexts 700,0,333,17,256,1: modelled cycles FlyDSL %.0f, Fly %.0f "
              "(Fly / FlyDSL %.3f); LDS conflict cycles per DS instruction FlyDSL %.2f, Fly %.2f; max |error| FlyDSL "
              "%.4f (%.4f past one tile), Fly %.4f; VGPR/AGPR/scratch FlyDSL %u/%u/%u, Fly %u/%u/%u\n",
              arch.c_str(), theirs.cycles, mine.cycles, mine.cycles / theirs.cycles, theirs.conflictsPerDs,
              mine.conflictsPerDs, errTheirs, errTheirsLong, errMine, theirs.vgprs, theirs.agprs, theirs.scratch, mine.vgprs, mine.agprs,
              mine.scratch);
  EXPECT_EQ(wrongMine, 0) << "Fly's pa_decode: max error " << errMine;
  // FlyDSL quantizes Q (per row, to its absmax) and P (to FP8_MAX) to e4m3 for its fp8 MFMA: 3
  // mantissa bits, a relative error of 2^-4 on each product, so its output is only that close
  // (checked on the sequences of one tile, which its race does not reach).
  EXPECT_LT(errTheirs, 0.1) << "FlyDSL's pa_decode_tile";
}

INSTANTIATE_TEST_SUITE_P(FlyDslArchs, PagedAttentionVsFlyDsl, testing::Values("gfx942", "gfx950"));

} // namespace

// Integer division on the emulator against the CPU, on every arch at -O0 and -O3: the operands
// LLVM 22's AMDGPU backend divides wrongly through its float shortcut (found by the differential
// tester, seed 946; fly/codegen/IntegerDivision.h) and the rest of the i32/i64 range. The kernel
// (kernels/division.fly) writes 32 results per work-item; see its header for the slots.
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <limits>
#include <optional>
#include <random>
#include <sstream>

using namespace fly;

namespace {

constexpr uint32_t kSlots = 32, kBlock = 256, kGrid = 8, kItems = kBlock * kGrid;

// Operands: edge values of every width the kernel narrows to, the known bad pairs, and random
// values of random widths (both signs).
void makeOperands(std::vector<uint32_t>& num, std::vector<uint32_t>& den) {
  const uint32_t edges[] = {0xffffffff, 0xfffffffe, 0x80000000, 0x7fffffff, 0xff800000, 0xffffff, 0x800000,
                            0x7fffff,   0xbf2758,   0xbf2759,   0xe3170d,   0xc32,      0xff,     0x80,
                            0x7f,       1,          2,          3,          0xffffff80, 0xfffffffd};
  // llvm-project#201186's pairs, -128 / -1 in 8 bits, and seed 946's 0xffffffff % 3.
  num = {0xbf2758, 0xe3170d, 0xffffff80, 0xffffffff};
  den = {0xbf2759, 0x000c32, 0xffffffff, 3};
  std::mt19937_64 rng(946);
  auto pick = [&]() -> uint32_t {
    switch (rng() % 5) {
    case 0: return edges[rng() % std::size(edges)];
    case 1: return uint32_t(rng());
    case 2: return uint32_t(rng()) & 0xffffff;
    case 3: return uint32_t(int32_t(rng() % 256) - 128);
    default: return uint32_t(rng()) >> (rng() % 32);
    }
  };
  while (num.size() < kItems) {
    num.push_back(pick());
    den.push_back(pick());
  }
}

int32_t sext(uint32_t v, unsigned bits) { return int32_t(v << (32 - bits)) >> (32 - bits); }

// The CPU's answer for slot k, or nothing where the result is undefined (division by zero,
// signed overflow).
std::optional<uint32_t> expected(uint32_t a, uint32_t b, unsigned k) {
  using std::nullopt;
  auto udiv = [](uint32_t x, uint32_t y) -> std::optional<uint32_t> { return y ? std::optional(x / y) : nullopt; };
  auto urem = [](uint32_t x, uint32_t y) -> std::optional<uint32_t> { return y ? std::optional(x % y) : nullopt; };
  auto sdiv = [](int32_t x, int32_t y) -> std::optional<uint32_t> {
    return y && !(x == INT32_MIN && y == -1) ? std::optional(uint32_t(x / y)) : nullopt;
  };
  auto srem = [](int32_t x, int32_t y) -> std::optional<uint32_t> {
    return y && !(x == INT32_MIN && y == -1) ? std::optional(uint32_t(x % y)) : nullopt;
  };
  auto low = [](std::optional<uint64_t> v) { return v ? std::optional(uint32_t(*v)) : nullopt; };
  auto high = [](std::optional<uint64_t> v) { return v ? std::optional(uint32_t(*v >> 32)) : nullopt; };
  auto udiv64 = [](uint64_t x, uint64_t y) -> std::optional<uint64_t> { return y ? std::optional(x / y) : nullopt; };
  auto srem64 = [](int64_t x, int64_t y) -> std::optional<uint64_t> {
    return y && !(x == INT64_MIN && y == -1) ? std::optional(uint64_t(x % y)) : nullopt;
  };
  auto sdiv64 = [](int64_t x, int64_t y) -> std::optional<uint64_t> {
    return y && !(x == INT64_MIN && y == -1) ? std::optional(uint64_t(x / y)) : nullopt;
  };
  int32_t sa = int32_t(a), sb = int32_t(b);
  uint32_t a24 = a & 0xffffff, b24 = b & 0xffffff, bz = b & 0xff;
  int32_t a8 = sext(a, 8), b8 = sext(b, 8);
  uint64_t wide = uint64_t(a) << 32 | b;
  switch (k) {
  case 0: return udiv(a, b);
  case 1: return urem(a, b);
  case 2: return sdiv(sa, sb);
  case 3: return srem(sa, sb);
  case 4: return udiv(a24, b24);
  case 5: return urem(b24, a24);
  case 6: return sdiv(a8, b8);
  case 7: return srem(b8, a8);
  case 8: return sdiv(sext(a, 24), sext(b, 24));
  case 9: return srem(sext(b, 24), sext(a, 24));
  case 10: return udiv(uint32_t(a8), bz);
  case 11: return urem(uint32_t(a8), bz);
  case 12: return b ? std::optional(a / b + (a % b != 0)) : nullopt;
  case 13:
  case 14: {
    auto q = sdiv(sa, sb);
    if (!q) return nullopt;
    bool inexact = sa % sb != 0, sameSign = (sa < 0) == (sb < 0);
    if (inexact && k == 13 && sameSign) return *q + 1;
    if (inexact && k == 14 && !sameSign) return *q - 1;
    return q;
  }
  case 15: return a / 7;
  case 16: return uint32_t(sa % -3);
  case 17: return uint32_t(a8) % 255;
  case 18: return udiv(a, b);
  case 19: return srem(a8, int32_t(bz));
  case 20: return low(udiv64(a, b));
  case 21: return high(udiv64(a, b));
  case 22: return low(sdiv64(a8, b8));
  case 23: return high(sdiv64(a8, b8));
  case 24: return low(udiv64(uint64_t(int64_t(sa)), bz));
  case 25: return high(udiv64(uint64_t(int64_t(sa)), bz));
  case 26: return low(srem64(sa, sb));
  case 27: return high(srem64(sa, sb));
  case 28: return low(udiv64(wide, b));
  case 29: return high(udiv64(wide, b));
  case 30: return low(srem64(int64_t(wide), sa));
  case 31: return high(srem64(int64_t(wide), sa));
  default: return nullopt;
  }
}

struct Config {
  std::string arch;
  int opt;
};

class IntegerDivision : public ::testing::TestWithParam<Config> {};

TEST_P(IntegerDivision, EveryOperandMatchesTheCpu) {
  const Config& c = GetParam();
  std::ifstream file(std::string(FLY_SOURCE_DIR) + "/tests/unit/differential/kernels/division.fly");
  std::stringstream source;
  source << file.rdbuf();
  ASSERT_FALSE(source.str().empty());
  codegen::CompileOptions options;
  options.arch = target::findArch(c.arch);
  options.optLevel = c.opt;
  auto hsaco = codegen::compileFlySource(source.str(), "division.fly", options);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError());
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(hsaco->data()), hsaco->size()));
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());

  std::vector<uint32_t> num, den;
  makeOperands(num, den);
  emu::Device device;
  auto upload = [&](const void* data, size_t bytes) {
    auto address = device.allocate(bytes);
    EXPECT_TRUE(bool(address));
    EXPECT_FALSE(bool(device.copyIn(*address, data, bytes)));
    return *address;
  };
  std::vector<uint32_t> out(kItems * kSlots, 0);
  uint64_t dNum = upload(num.data(), kItems * 4), dDen = upload(den.data(), kItems * 4);
  uint64_t dOut = upload(out.data(), out.size() * 4);
  auto stats = device.launch(**object, "division", emu::Dim3(kGrid), emu::Dim3(kBlock),
                             {codeobject::ArgValue::pointer(dNum), codeobject::ArgValue::pointer(dDen),
                              codeobject::ArgValue::pointer(dOut)});
  ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
  ASSERT_FALSE(bool(device.copyOut(out.data(), dOut, out.size() * 4)));
  int wrong = 0;
  for (uint32_t i = 0; i < kItems && wrong < 10; ++i)
    for (unsigned k = 0; k < kSlots; ++k)
      if (std::optional<uint32_t> want = expected(num[i], den[i], k); want && out[i * kSlots + k] != *want) {
        ADD_FAILURE() << c.arch << " -O" << c.opt << ": slot " << k << " of 0x" << std::hex << num[i] << " and 0x"
                      << den[i] << ": 0x" << out[i * kSlots + k] << ", expected 0x" << *want;
        ++wrong;
      }
}

std::vector<Config> configs() {
  std::vector<Config> v;
  for (const target::Arch& a : target::allArchs())
    for (int opt : {0, 3}) v.push_back({std::string(a.name), opt});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Archs, IntegerDivision, ::testing::ValuesIn(configs()),
                         [](const ::testing::TestParamInfo<Config>& i) {
                           return i.param.arch + "_O" + std::to_string(i.param.opt);
                         });

} // namespace

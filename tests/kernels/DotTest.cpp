// cl/dots.cl: the dot products, gfx1250's packed add-max/min and gfx12's per-lane permlanes and
// ds_bpermute_fi_b32, against references written from the ISA guides' pseudocode: integer dots
// exact (clamp saturates, else the sum wraps), float dots summed as tmp = C; tmp += A[k] * B[k] in
// f32 (products of 16/8-bit floats are exact in f32), 16-bit results rounded to nearest even.
#include "KernelTest.h"

#include <algorithm>
#include <climits>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Dot : public KernelTest {
protected:
  bool archIn(std::initializer_list<const char *> archs) const {
    for (const char *a : archs)
      if (GetParam().arch == a) return true;
    return false;
  }
  // Random normal f16 (or bf16) bits with exponents in [-e, e], either sign; a few zeros.
  std::vector<uint16_t> randomHalves(size_t n, bool bf16, int e) {
    int mant = bf16 ? 7 : 10, bias = bf16 ? 127 : 15;
    auto m = randomInts<uint32_t>(n, 0, (1u << mant) - 1);
    auto x = randomInts<int>(n, -e, e), s = randomInts<int>(n, 0, 1), pick = randomInts<int>(n, 0, 31);
    std::vector<uint16_t> v(n);
    for (size_t i = 0; i < n; ++i) v[i] = pick[i] ? uint16_t(s[i] << 15 | uint32_t(x[i] + bias) << mant | m[i]) : uint16_t(s[i] << 15);
    return v;
  }
};

// bf16 bits of f rounded to nearest even (f finite).
uint16_t bf16Round(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return uint16_t((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
// The two 16-bit halves of word w as floats (f16 or bf16).
float halfOf(uint32_t w, int k, bool bf16) { return float(value16(uint16_t(w >> (16 * k)), bf16)); }

// OCP fp8 (E4M3FN) and bf8 (E5M2) values, written from the OCP 8-bit floating point spec.
double f8Value(uint8_t b, bool bf8) {
  int eb = bf8 ? 5 : 4, mb = bf8 ? 2 : 3, bias = bf8 ? 15 : 7;
  int e = (b >> mb) & ((1 << eb) - 1), m = b & ((1 << mb) - 1);
  double sign = b >> 7 ? -1 : 1;
  if (!bf8 && e == 15 && m == 7) return NAN;
  if (bf8 && e == 31) return m ? NAN : sign * INFINITY;
  return sign * (e ? std::ldexp(1 + m / double(1 << mb), e - bias) : std::ldexp(m / double(1 << mb), 1 - bias));
}

TEST_P(Dot, IntegerDot2) {
  if (!archIn({"gfx942", "gfx950"})) GTEST_SKIP() << "v_dot2_i32_i16/u32_u16 are gfx9 ops";
  int n = 500;
  auto a = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), b = randomInts<int32_t>(n, INT32_MIN, INT32_MAX);
  auto c = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), pick = randomInts<int>(n, 0, 3);
  for (int i = 0; i < n; ++i) // accumulators near the limits, so that clamp and wrapping show
    if (pick[i] == 0) c[i] = INT32_MAX - c[i] % 1000000;
    else if (pick[i] == 1) c[i] = INT32_MIN + std::abs(c[i] % 1000000);
  a[0] = b[0] = int32_t(0x80008000u), c[0] = INT32_MIN; // the most negative products
  a[1] = b[1] = -1, c[1] = -1;                          // 0xffff * 0xffff twice: unsigned overflow
  uint64_t da = upload(a), db = upload(b), dc = upload(c), dout = alloc(n * 16);
  run("int_dots", {uint32_t(n + 63) / 64}, {64}, {ptr(da), ptr(db), ptr(dc), ptr(dout), i32(n)});
  auto o = download<int32_t>(dout, 4 * n);
  for (int i = 0; i < n; ++i) {
    uint32_t x = uint32_t(a[i]), y = uint32_t(b[i]);
    int64_t s = int64_t(int16_t(x)) * int16_t(y) + int64_t(int16_t(x >> 16)) * int16_t(y >> 16) + c[i];
    int64_t u = int64_t(x & 0xffff) * (y & 0xffff) + int64_t(x >> 16) * (y >> 16) + uint32_t(c[i]);
    ASSERT_EQ(o[4 * i], int32_t(uint32_t(s))) << "sdot2 " << i;
    ASSERT_EQ(o[4 * i + 1], int32_t(std::clamp<int64_t>(s, INT32_MIN, INT32_MAX))) << "sdot2 clamp " << i;
    ASSERT_EQ(uint32_t(o[4 * i + 2]), uint32_t(u)) << "udot2 " << i;
    ASSERT_EQ(uint32_t(o[4 * i + 3]), uint32_t(std::min<int64_t>(u, UINT32_MAX))) << "udot2 clamp " << i;
  }
}

TEST_P(Dot, HalfDots) {
  bool f32Dot = archIn({"gfx942", "gfx950", "gfx1100", "gfx1201"}), bf16Dot = archIn({"gfx950", "gfx1100", "gfx1201"});
  bool halfResult = archIn({"gfx1100", "gfx1201"});
  if (!f32Dot) GTEST_SKIP() << "no f16 dot products on " << GetParam().arch;
  int n = 400;
  // Each word holds two f16 values for the f16 dots, read as two bf16 values by the bf16 dots:
  // random bits of both kinds, exponents small enough for every product and sum to stay normal.
  auto ha = randomHalves(2 * n, false, 4), hb = randomHalves(2 * n, false, 4);
  auto ba = randomHalves(2 * n, true, 4), bb = randomHalves(2 * n, true, 4);
  auto pickBf = randomInts<int>(n, 0, 1);
  std::vector<int32_t> a(n), b(n);
  std::vector<float> c = randomReals<float>(n, -20, 20);
  std::vector<uint16_t> ch = randomHalves(n, false, 3);
  for (int i = 0; i < n; ++i) {
    bool bf = pickBf[i];
    a[i] = int32_t(uint32_t(bf ? ba[2 * i] : ha[2 * i]) | uint32_t(bf ? ba[2 * i + 1] : ha[2 * i + 1]) << 16);
    b[i] = int32_t(uint32_t(bf ? bb[2 * i] : hb[2 * i]) | uint32_t(bf ? bb[2 * i + 1] : hb[2 * i + 1]) << 16);
    if (bf) ch[i] = bf16Round(float(value16(ch[i], false))); // a bf16 accumulator of the same value
  }
  uint64_t da = upload(a), db = upload(b), dc = upload(c), dch = upload(ch);
  uint64_t dof = upload(std::vector<float>(4 * n, 0)), doh = upload(std::vector<uint16_t>(4 * n, 0));
  run("half_dots", {uint32_t(n + 63) / 64}, {64}, {ptr(da), ptr(db), ptr(dc), ptr(dch), ptr(dof), ptr(doh), i32(n)});
  auto of = download<float>(dof, 4 * n);
  auto oh = download<uint16_t>(doh, 4 * n);
  auto dot = [](float t, uint32_t x, uint32_t y, bool bf) {
    t += halfOf(x, 0, bf) * halfOf(y, 0, bf);
    t += halfOf(x, 1, bf) * halfOf(y, 1, bf);
    return t;
  };
  for (int i = 0; i < n; ++i) {
    uint32_t x = uint32_t(a[i]), y = uint32_t(b[i]), nx = x ^ 0x80008000u, ny = y ^ 0x80008000u;
    bool bf = pickBf[i];
    if (!bf) {
      ASSERT_EQ(bits(of[4 * i]), bits(dot(c[i], x, y, false))) << "fdot2 " << i;
      ASSERT_EQ(bits(of[4 * i + 2]), bits(dot(-std::fabs(c[i]), nx, y, false))) << "fdot2(-a, b, -|c|) " << i;
    } else if (bf16Dot) {
      ASSERT_EQ(bits(of[4 * i + 1]), bits(dot(c[i], x, y, true))) << "fdot2_f32_bf16 " << i;
      ASSERT_EQ(bits(of[4 * i + 3]), bits(dot(-c[i], x, nx, true))) << "fdot2_f32_bf16(a, -a, -c) " << i;
    }
    if (!halfResult) continue;
    if (!bf) {
      float hc = float(value16(ch[i], false));
      ASSERT_EQ(oh[4 * i], halfBits(dot(hc, x, y, false))) << "fdot2_f16_f16 " << i;
      ASSERT_EQ(oh[4 * i + 2], halfBits(dot(hc, x, ny, false))) << "fdot2_f16_f16(a, -b) " << i;
    } else {
      float bc = float(value16(ch[i], true));
      ASSERT_EQ(oh[4 * i + 1], bf16Round(dot(bc, x, y, true))) << "fdot2_bf16_bf16 " << i;
      ASSERT_EQ(oh[4 * i + 3], bf16Round(dot(bc, nx, y, true))) << "fdot2_bf16_bf16(-a, b) " << i;
    }
  }
}

TEST_P(Dot, Fp8Dot4) {
  if (GetParam().arch != "gfx1201") GTEST_SKIP() << "v_dot4_f32_{fp8,bf8}_{fp8,bf8} are gfx12 (RDNA4) ops";
  int n = 600;
  auto a = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), b = randomInts<int32_t>(n, INT32_MIN, INT32_MAX);
  auto c = randomReals<float>(n, -100, 100);
  uint64_t da = upload(a), db = upload(b), dc = upload(c), dout = alloc(n * 20);
  run("fp8_dots", {uint32_t(n + 63) / 64}, {64}, {ptr(da), ptr(db), ptr(dc), ptr(dout), i32(n)});
  auto o = download<float>(dout, 5 * n);
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < 5; ++k) {
      bool abf = k == 2 || k == 3, bbf = k == 1 || k == 3;
      float t = k == 4 ? -std::fabs(c[i]) : c[i];
      for (int j = 0; j < 4; ++j)
        t += float(f8Value(uint8_t(uint32_t(a[i]) >> (8 * j)), abf)) * float(f8Value(uint8_t(uint32_t(b[i]) >> (8 * j)), bbf));
      float got = o[5 * i + k];
      if (std::isnan(t)) ASSERT_TRUE(std::isnan(got)) << "dot4 " << k << " element " << i;
      else ASSERT_EQ(bits(got), bits(t)) << "dot4 " << k << " element " << i << ": got " << got << " want " << t;
    }
  }
}

TEST_P(Dot, PackedAddMinMax) {
  if (GetParam().arch != "gfx1250") GTEST_SKIP() << "v_pk_add_{max,min}_* are gfx1250 ops";
  int n = 500;
  auto a = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), b = randomInts<int32_t>(n, INT32_MIN, INT32_MAX);
  auto c = randomInts<int32_t>(n, INT32_MIN, INT32_MAX);
  a[0] = 0x7fff7fff, b[0] = 0x00010001, c[0] = 0; // signed overflow in both halves
  a[1] = int32_t(0xffff8000u), b[1] = int32_t(0x0001ffffu), c[1] = 0x00050005;
  uint64_t da = upload(a), db = upload(b), dc = upload(c), dout = alloc(n * 32);
  run("pk_add_minmax", {uint32_t(n + 63) / 64}, {64}, {ptr(da), ptr(db), ptr(dc), ptr(dout), i32(n)});
  auto o = download<uint32_t>(dout, 8 * n);
  auto ref = [](uint16_t x, uint16_t y, uint16_t z, bool sgn, bool max, bool clamp) {
    int64_t p = sgn ? int16_t(x) : x, q = sgn ? int16_t(y) : y, r = sgn ? int16_t(z) : z, s = p + q;
    if (clamp) s = std::clamp<int64_t>(s, sgn ? -32768 : 0, sgn ? 32767 : 65535);
    else s = sgn ? int64_t(int16_t(uint16_t(s))) : int64_t(uint16_t(s));
    return uint16_t(max ? std::max(s, r) : std::min(s, r));
  };
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 8; ++k)
      for (int h = 0; h < 2; ++h) {
        bool sgn = k % 2 == 0, max = k % 4 < 2, clamp = k >= 4;
        uint16_t x = uint16_t(uint32_t(a[i]) >> (16 * h)), y = uint16_t(uint32_t(b[i]) >> (16 * h)), z = uint16_t(uint32_t(c[i]) >> (16 * h));
        ASSERT_EQ(uint16_t(o[8 * i + k] >> (16 * h)), ref(x, y, z, sgn, max, clamp)) << "op " << k << " element " << i << " half " << h;
      }
}

TEST_P(Dot, PermlaneVarAndBpermuteFi) {
  if (!archIn({"gfx1201", "gfx1250"})) GTEST_SKIP() << "v_permlane16_var, ds_bpermute_fi are gfx12 ops";
  int n = 256; // whole wave32s
  auto v = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), sel = randomInts<int32_t>(n, INT32_MIN, INT32_MAX);
  uint64_t dv = upload(v), ds = upload(sel), dout = alloc(n * 12);
  run("permlane_var", {uint32_t(n / 64)}, {64}, {ptr(dv), ptr(ds), ptr(dout)});
  auto o = download<int32_t>(dout, 3 * n);
  for (int i = 0; i < n; ++i) {
    int s = sel[i] & 15, wave = i & ~31, row = (i % 32) / 16;
    ASSERT_EQ(o[3 * i], v[wave + row * 16 + s]) << "permlane16_var " << i;
    ASSERT_EQ(o[3 * i + 1], v[wave + (row ^ 1) * 16 + s]) << "permlanex16_var " << i;
    ASSERT_EQ(o[3 * i + 2], v[wave + (sel[i] & 31)]) << "ds_bpermute_fi_b32 " << i;
  }
}

} // namespace

FLY_KERNEL_VARIANTS(Dot, "dots");

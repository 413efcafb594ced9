// Test helper shared by the MMA atom tests: random small-integer operands (exact in every number
// format), placed into per-lane register images exactly as an atom's thread-value layouts say, and the
// CPU reference D = A * B^T + C read back through the C layout.
#pragma once

#include "fly/emu/FloatFormats.h"
#include "fly/target/MmaAtom.h"

#include <bit>
#include <cstdint>
#include <optional>
#include <random>
#include <string_view>
#include <vector>

namespace fly::target::test_support {

struct ElementCodec {
  unsigned bits = 0;
  bool integer = false;
  emu::FloatFormat format = emu::FloatFormat::F16; // for 16-bit and narrower floats
};

inline std::optional<ElementCodec> codecFor(std::string_view type) {
  using F = emu::FloatFormat;
  if (type == "f64") return ElementCodec{64, false};
  if (type == "f32") return ElementCodec{32, false};
  if (type == "i32") return ElementCodec{32, true};
  if (type == "f16") return ElementCodec{16, false, F::F16};
  if (type == "bf16") return ElementCodec{16, false, F::BF16};
  if (type == "i8") return ElementCodec{8, true};
  if (type == "i4") return ElementCodec{4, true};
  if (type == "f8E4M3FNUZ") return ElementCodec{8, false, F::E4M3Fnuz};
  if (type == "f8E5M2FNUZ") return ElementCodec{8, false, F::E5M2Fnuz};
  if (type == "f8E4M3FN") return ElementCodec{8, false, F::E4M3Fn};
  if (type == "f8E5M2") return ElementCodec{8, false, F::E5M2};
  if (type == "f6E2M3FN") return ElementCodec{6, false, F::E2M3};
  if (type == "f6E3M2FN") return ElementCodec{6, false, F::E3M2};
  if (type == "f4E2M1FN") return ElementCodec{4, false, F::E2M1};
  return std::nullopt;
}

inline uint64_t encode(const ElementCodec &c, int value) {
  if (c.integer) return uint64_t(int64_t(value)) & (c.bits == 64 ? ~0ull : ((1ull << c.bits) - 1));
  if (c.bits == 64) return std::bit_cast<uint64_t>(double(value));
  if (c.bits == 32) return std::bit_cast<uint32_t>(float(value));
  return emu::encodeFloat(c.format, double(value));
}

inline double decode(const ElementCodec &c, uint64_t raw) {
  if (c.integer) return double(int64_t(raw << (64 - c.bits)) >> (64 - c.bits));
  if (c.bits == 64) return std::bit_cast<double>(raw);
  if (c.bits == 32) return double(std::bit_cast<float>(uint32_t(raw)));
  return emu::decodeFloat(c.format, uint32_t(raw));
}

// Element slot `slot` of `bits` bits in a lane's dwords (LSB first, like the hardware).
inline void writeSlot(uint32_t *lane, unsigned slot, unsigned bits, uint64_t value) {
  for (unsigned b = 0; b < bits; ++b) {
    unsigned bit = slot * bits + b;
    uint32_t mask = 1u << (bit % 32);
    lane[bit / 32] = (value >> b) & 1 ? lane[bit / 32] | mask : lane[bit / 32] & ~mask;
  }
}

inline uint64_t readSlot(const uint32_t *lane, unsigned slot, unsigned bits) {
  uint64_t v = 0;
  for (unsigned b = 0; b < bits; ++b) {
    unsigned bit = slot * bits + b;
    v |= uint64_t((lane[bit / 32] >> (bit % 32)) & 1) << b;
  }
  return v;
}

// Layout value at (thread, value), -1 if it does not evaluate to a static integer.
inline int64_t tvAt(const Layout &tv, int thread, int value) {
  auto idx = crd2idx(IntTuple::of(Int(thread), Int(value)), tv);
  return idx.ok() && idx->isStatic() ? idx->value() : -1;
}

// One atom's operands: the matrices (small integers) and their per-lane register images, each lane
// `dwords[operand]` dwords (at least the values' bits; more when the instruction reserves more).
struct AtomOperands {
  std::vector<int> A, B, C;                 // M x K, N x K, M x N, column-major
  std::vector<uint32_t> a, b, c;            // per-lane images
  unsigned aDwords = 0, bDwords = 0, cDwords = 0;
};

inline unsigned valueDwords(int values, unsigned bits) { return unsigned((int64_t(values) * bits + 31) / 32); }

// `cStride`: register slots from one C value to the next (MmaAtom::cRegisterStride for register images,
// 1 for value vectors).
inline AtomOperands placeOperands(const MmaAtom &atom, std::mt19937 &rng, unsigned aDwords = 0, unsigned bDwords = 0,
                                  unsigned cDwords = 0, int cStride = 1) {
  // The bytes are written in the encodings the instruction reads (FlyDSL's FNUZ fp8 atoms on gfx950
  // read OCP bytes: MmaAtom::readsA/readsB).
  auto ca = *codecFor(atom.readsA.empty() ? atom.aType : atom.readsA);
  auto cb = *codecFor(atom.readsB.empty() ? atom.bType : atom.readsB), cc = *codecFor(atom.cType);
  const int M = atom.m, N = atom.n, K = atom.k, T = atom.threads();
  AtomOperands o;
  o.aDwords = aDwords ? aDwords : valueDwords(atom.valuesA(), ca.bits);
  o.bDwords = bDwords ? bDwords : valueDwords(atom.valuesB(), cb.bits);
  o.cDwords = cDwords ? cDwords : valueDwords(atom.valuesC(), cc.bits);
  std::uniform_int_distribution<int> small(-2, 2);
  o.A.resize(size_t(M) * K);
  o.B.resize(size_t(N) * K);
  o.C.resize(size_t(M) * N);
  for (int &x : o.A) x = small(rng);
  for (int &x : o.B) x = small(rng);
  for (int &x : o.C) x = small(rng);
  o.a.assign(size_t(T) * o.aDwords, 0);
  o.b.assign(size_t(T) * o.bDwords, 0);
  o.c.assign(size_t(T) * o.cDwords, 0);
  Layout aTV = atom.aTV(), bTV = atom.bTV(), cTV = atom.cTV();
  for (int t = 0; t < T; ++t) {
    for (int v = 0; v < atom.valuesA(); ++v)
      writeSlot(&o.a[size_t(t) * o.aDwords], unsigned(v), ca.bits, encode(ca, o.A[size_t(tvAt(aTV, t, v))]));
    for (int v = 0; v < atom.valuesB(); ++v)
      writeSlot(&o.b[size_t(t) * o.bDwords], unsigned(v), cb.bits, encode(cb, o.B[size_t(tvAt(bTV, t, v))]));
    for (int v = 0; v < atom.valuesC(); ++v)
      writeSlot(&o.c[size_t(t) * o.cDwords], unsigned(v * cStride), cc.bits,
                encode(cc, o.C[size_t(tvAt(cTV, t, v))]));
  }
  return o;
}

// Element (m, n) of the CPU reference A * B^T + C.
inline int64_t referenceD(const MmaAtom &atom, const AtomOperands &o, int m, int n) {
  int64_t sum = o.C[size_t(m + atom.m * n)];
  for (int k = 0; k < atom.k; ++k) sum += int64_t(o.A[size_t(m + atom.m * k)]) * o.B[size_t(n + atom.n * k)];
  return sum;
}

} // namespace fly::target::test_support

// Every MMA atom on every arch that has it, through the whole compiler: a one-atom GEMM kernel written
// with fly.mma_atom_call_ssa, lowered by atom-lowering (its MMA half) to the atom's intrinsic, compiled for the arch
// and run on the emulator, against a CPU reference computed in the atom's number formats.
//
// Each lane loads its A, B and C registers (placed on the host per the atom's thread-value layouts),
// reinterprets them as the atom's value vectors, calls the atom, and stores D; the host reads D back
// through the C layout. Elements are random small integers, exact in every format (fp8/bf8 FNUZ and
// OCP, fp6, fp4, i4), so the comparison is exact. One module per arch holds every atom's kernel.
#include "../target/MmaAtomPlacement.h"

#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <sstream>

namespace fly::target {
namespace {

using namespace fly::target::test_support;

// `text` compiled for `arch` and loaded as the emulator's code object.
llvm::Expected<std::shared_ptr<emu::CodeObject>> compileForEmulator(const std::string &text, const char *name,
                                                                    const Arch &arch) {
  codegen::CompileOptions options;
  options.arch = &arch;
  auto hsaco = codegen::compileFlySource(text, name, options);
  if (!hsaco) return hsaco.takeError();
  return emu::CodeObject::load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
}

// `data` copied into a new allocation of the emulator device.
uint64_t upload(emu::Device &device, const std::vector<uint32_t> &data) {
  auto address = device.allocate(data.size() * 4);
  EXPECT_TRUE(bool(address));
  EXPECT_FALSE(bool(device.copyIn(*address, data.data(), data.size() * 4)));
  return *address;
}

std::string valueType(int count, std::string_view elem) {
  return count == 1 ? std::string(elem) : "vector<" + std::to_string(count) + "x" + std::string(elem) + ">";
}

// `%name` of the atom's value type `vt` loaded from `ptr` + lane * dwords (as `dwords` x i32).
// A scalar value narrower than a dword is the first lane of a dword-sized vector.
void emitLoad(std::ostringstream &s, const std::string &name, const std::string &ptr, unsigned dwords,
              const std::string &vt, bool scalar, unsigned bits) {
  s << "    %" << name << "c = arith.constant " << dwords << " : i32\n"
    << "    %" << name << "o = arith.muli %t, %" << name << "c : i32\n"
    << "    %" << name << "t = fly.make_int_tuple(%" << name << "o) : (i32) -> !fly.int_tuple<?>\n"
    << "    %" << name << "p = fly.add_offset(%" << ptr << ", %" << name
    << "t) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>\n"
    << "    %" << name << "r = fly.ptr.load(%" << name << "p) {alignment = 4 : i64} : (!fly.ptr<i32, global>) -> vector<"
    << dwords << "xi32>\n";
  if (scalar) {
    std::string wide = "vector<" + std::to_string(dwords * 32 / bits) + "x" + vt + ">";
    s << "    %" << name << "b = vector.bitcast %" << name << "r : vector<" << dwords << "xi32> to " << wide << "\n"
      << "    %" << name << " = vector.extract %" << name << "b[0] : " << vt << " from " << wide << "\n";
  } else {
    s << "    %" << name << " = vector.bitcast %" << name << "r : vector<" << dwords << "xi32> to " << vt << "\n";
  }
}

std::string kernelFor(const MmaAtom &atom, int index) {
  auto ca = *codecFor(atom.aType), cb = *codecFor(atom.bType), cc = *codecFor(atom.cType);
  std::string at = valueType(atom.valuesA(), atom.aType), bt = valueType(atom.valuesB(), atom.bType),
              ct = valueType(atom.valuesC(), atom.cType);
  unsigned ad = valueDwords(atom.valuesA(), ca.bits), bd = valueDwords(atom.valuesB(), cb.bits),
           cd = valueDwords(atom.valuesC(), cc.bits);
  std::string atomType = "!fly.mma_atom<" + atom.innerTypeText() + ">";
  std::ostringstream s;
  s << "  gpu.func @k" << index
    << "(%a: !fly.ptr<i32, global>, %b: !fly.ptr<i32, global>, %c: !fly.ptr<i32, global>, %d: !fly.ptr<i32, global>) kernel {\n"
    << "    %tid = gpu.thread_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n";
  emitLoad(s, "va", "a", ad, at, atom.valuesA() == 1, ca.bits);
  emitLoad(s, "vb", "b", bd, bt, atom.valuesB() == 1, cb.bits);
  emitLoad(s, "vc", "c", cd, ct, atom.valuesC() == 1, cc.bits);
  s << "    %atom = fly.make_mma_atom : " << atomType << "\n"
    << "    %vd = fly.mma_atom_call_ssa(%atom, %va, %vb, %vc) : (" << atomType << ", " << at << ", " << bt << ", " << ct
    << ") -> " << ct << "\n";
  if (atom.valuesC() == 1) {
    std::string wide = "vector<" + std::to_string(cd * 32 / cc.bits) + "x" + ct + ">";
    s << "    %vd1 = vector.broadcast %vd : " << ct << " to " << wide << "\n"
      << "    %dr = vector.bitcast %vd1 : " << wide << " to vector<" << cd << "xi32>\n";
  }
  else
    s << "    %dr = vector.bitcast %vd : " << ct << " to vector<" << cd << "xi32>\n";
  s << "    %dp = fly.add_offset(%d, %vct) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>\n"
    << "    fly.ptr.store(%dr, %dp) {alignment = 4 : i64} : (vector<" << cd << "xi32>, !fly.ptr<i32, global>) -> ()\n"
    << "    gpu.return\n  }\n";
  return s.str();
}

class MmaAtomKernels : public ::testing::TestWithParam<std::string> {};

TEST_P(MmaAtomKernels, OneAtomGemmMatchesTheCpu) {
  const Arch &arch = *findArch(GetParam());
  std::vector<const MmaAtom *> atoms = mmaAtomsFor(arch);
  std::ostringstream module;
  module << "gpu.module @atoms {\n";
  for (size_t i = 0; i < atoms.size(); ++i) module << kernelFor(*atoms[i], int(i));
  module << "}\n";
  auto object = compileForEmulator(module.str(), "atoms.fly", arch);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  emu::Device device;
  std::mt19937 rng(7);
  int ran = 0;
  for (size_t i = 0; i < atoms.size(); ++i) {
    const MmaAtom &atom = *atoms[i];
    SCOPED_TRACE(atom.innerTypeText() + " on " + std::string(arch.name));
    AtomOperands o = placeOperands(atom, rng);
    auto upload = [&](const std::vector<uint32_t> &data) { return fly::target::upload(device, data); };
    uint64_t da = upload(o.a), db = upload(o.b), dc = upload(o.c);
    std::vector<uint32_t> d(o.c.size(), 0xdeadbeef);
    uint64_t dd = upload(d);
    auto stats = device.launch(**object, "k" + std::to_string(i), emu::Dim3(1), emu::Dim3(uint32_t(atom.threads())),
                               {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dc),
                                emu::ArgValue::pointer(dd)});
    ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
    if (atom.kind != MmaKind::UniversalFma)
      EXPECT_EQ(stats->executed[size_t(emu::InstClass::Matrix)], uint64_t(1)) << "one matrix instruction";
    ASSERT_FALSE(bool(device.copyOut(d.data(), dd, d.size() * 4)));
    auto cc = *codecFor(atom.cType);
    Layout cTV = atom.cTV();
    for (int t = 0; t < atom.threads(); ++t)
      for (int v = 0; v < atom.valuesC(); ++v) {
        int64_t idx = tvAt(cTV, t, v);
        int m = int(idx % atom.m), n = int(idx / atom.m);
        double got = decode(cc, readSlot(&d[size_t(t) * o.cDwords], unsigned(v), cc.bits));
        ASSERT_EQ(got, double(referenceD(atom, o, m, n))) << "D(" << m << "," << n << ") thread " << t << " value " << v;
      }
    ++ran;
  }
  EXPECT_GT(ran, 3);
}

// gfx950's scaled MFMAs with non-zero block scales: each lane's scale operands (set on the atom
// with fly.atom.set_value(%atom, "scale_a"/"scale_b", %v)) hold four E8M0 exponents, the atom type's
// opselA/opselB pick the byte; lane l's A (B) values are multiplied by 2^(e - 127). Exponents
// 124..130 and small integers keep every product and sum exact.
std::string scaledAtomType(const MmaAtom &atom, int opselA, int opselB) {
  std::string t = atom.innerTypeText();
  std::string neutral = "opselA = 0, opselB = 0";
  t.replace(t.find(neutral), neutral.size(),
            "opselA = " + std::to_string(opselA) + ", opselB = " + std::to_string(opselB));
  return t;
}

std::string scaledKernelFor(const MmaAtom &atom, int index, int opselA, int opselB) {
  std::string k = kernelFor(atom, index);
  std::string plain = "!fly.mma_atom<" + atom.innerTypeText() + ">";
  std::string scaled = "!fly.mma_atom<" + scaledAtomType(atom, opselA, opselB) + ">";
  for (size_t at = k.find(plain); at != std::string::npos; at = k.find(plain, at + scaled.size()))
    k.replace(at, plain.size(), scaled);
  // A fifth argument: A's and B's scale operands per lane (a dword each, two for scale16); the call
  // takes the atom with both scales set.
  k.replace(k.find(", %d: !fly.ptr<i32, global>)"), std::string(", %d: !fly.ptr<i32, global>)").size(),
            ", %d: !fly.ptr<i32, global>, %s: !fly.ptr<i32, global>)");
  const int sd = atom.scaleBits() / 32;
  const std::string st = "i" + std::to_string(atom.scaleBits()), pair = "vector<2x" + st + ">";
  std::string call = "    %vd = fly.mma_atom_call_ssa(%atom,";
  std::string state = "    %sc = arith.constant " + std::to_string(2 * sd) + " : i32\n"
                      "    %so = arith.muli %t, %sc : i32\n"
                      "    %st = fly.make_int_tuple(%so) : (i32) -> !fly.int_tuple<?>\n"
                      "    %sp = fly.add_offset(%s, %st) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>\n"
                      "    %sw = fly.ptr.load(%sp) {alignment = 8 : i64} : (!fly.ptr<i32, global>) -> vector<" +
                      std::to_string(2 * sd) + "xi32>\n"
                      "    %sv = vector.bitcast %sw : vector<" + std::to_string(2 * sd) + "xi32> to " + pair + "\n"
                      "    %sa = vector.extract %sv[0] : " + st + " from " + pair + "\n"
                      "    %sb = vector.extract %sv[1] : " + st + " from " + pair + "\n"
                      "    %atom1 = fly.atom.set_value(%atom, \"scale_a\", %sa) : (" + scaled + ", " + st + ") -> " + scaled + "\n"
                      "    %atom2 = fly.atom.set_value(%atom1, \"scale_b\", %sb) : (" + scaled + ", " + st + ") -> " + scaled + "\n";
  k.replace(k.find(call), call.size(), state + "    %vd = fly.mma_atom_call_ssa(%atom2,");
  return k;
}

// The scale factor of A's element (m, k) (operand 0) or B's element (n, k) (operand 1) for lane
// scales `scales` (per thread: A's scale operand, then B's; scaleBits / 32 dwords each) and the
// atom type's op-selects.
//  - gfx950 MFMA: the E8M0 byte opsel of the scale of lane row + M * (k / 32) (row + N * (k / 32)
//    for B): K block k / 32 of the row (for fp4 that lane also holds the block's values; 8-bit
//    blocks are spread over two lane groups).
//  - gfx1250 WMMA: byte k / scaleBlock (32, or 16 for scale16) of the scale operand of lane
//    row + 16 * opsel (a 32-row A: lane row).
double scaleFactor(const MmaAtom &atom, const std::vector<uint32_t> &scales, int operand, int outer, int k,
                   int opsel) {
  int outerDim = operand == 0 ? atom.m : atom.n;
  int lane = atom.kind == MmaKind::MfmaScale ? outer + outerDim * (k / 32)
                                             : (operand == 0 && atom.m == 32 ? outer : outer + 16 * opsel);
  int byte = atom.kind == MmaKind::MfmaScale ? opsel : k / atom.scaleBlock;
  size_t sd = size_t(atom.scaleBits() / 32);
  uint32_t word = scales[size_t(lane) * 2 * sd + size_t(operand) * sd + size_t(byte / 4)];
  return std::ldexp(1.0, int((word >> (8 * (byte % 4))) & 0xff) - 127);
}

class ScaledMmaAtomKernels : public ::testing::TestWithParam<std::string> {};

// Scaled atoms with non-zero block scales: gfx950's scaled MFMAs and gfx1250's scaled WMMAs. Each
// lane's scale operands (set on the atom with fly.atom.set_value(%atom, "scale_a"/"scale_b", %v))
// hold four E8M0 exponents; the atom type's opselA/opselB pick the byte (MFMA) or the half-wave
// (WMMA). Exponents 124..130 and small integers keep every product and sum exact.
TEST_P(ScaledMmaAtomKernels, NonZeroScalesMatchTheCpu) {
  const Arch &arch = *findArch(GetParam());
  std::vector<const MmaAtom *> atoms;
  for (const MmaAtom *atom : mmaAtomsFor(arch))
    if (atom->scaled()) atoms.push_back(atom);
  // gfx950: fp8/bf8 pairs, fp6/bf6 pairs and fp4, two shapes; gfx1250: the fp8/bf8 and fp6/bf6
  // pairs and fp4 at 16x16x128 and the 32x16x128 fp4, each with 32- and 16-element scale blocks.
  ASSERT_GE(atoms.size(), arch.name == "gfx950" ? 18u : 20u);
  static constexpr int opsels[][2] = {{0, 0}, {1, 2}, {3, 1}, {1, 1}, {0, 1}};
  auto valid = [](const MmaAtom &atom, int o) { return opsels[o][0] <= atom.maxOpselA() && opsels[o][1] <= atom.maxOpselB(); };
  const int rounds = int(std::size(opsels));
  std::ostringstream module;
  module << "gpu.module @atoms {\n";
  for (size_t i = 0; i < atoms.size(); ++i)
    for (int o = 0; o < rounds; ++o)
      if (valid(*atoms[i], o)) module << scaledKernelFor(*atoms[i], int(i) * rounds + o, opsels[o][0], opsels[o][1]);
  module << "}\n";
  auto object = compileForEmulator(module.str(), "scaled.fly", arch);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  emu::Device device;
  std::mt19937 rng(19);
  std::uniform_int_distribution<int> exponent(124, 130);
  int ran = 0;
  for (size_t i = 0; i < atoms.size(); ++i)
    for (int o = 0; o < rounds; ++o) {
      const MmaAtom &atom = *atoms[i];
      if (!valid(atom, o)) continue;
      SCOPED_TRACE(scaledAtomType(atom, opsels[o][0], opsels[o][1]));
      AtomOperands ops = placeOperands(atom, rng);
      const int T = atom.threads();
      std::vector<uint32_t> scales(size_t(T) * 2 * size_t(atom.scaleBits() / 32));
      for (uint32_t &s : scales)
        s = uint32_t(exponent(rng)) | uint32_t(exponent(rng)) << 8 | uint32_t(exponent(rng)) << 16 |
            uint32_t(exponent(rng)) << 24;
      // 6-bit sources: which k a register slot holds is not established, so the emulator applies
      // only scales equal over a row's (column's) K blocks. MFMA: K block b of row r is lane
      // r + M*b's byte, so lane l repeats lane l % M (l % N); WMMA: it is byte b of lane r's scale,
      // so every byte repeats byte 0.
      if (codecFor(atom.aType)->bits == 6 || codecFor(atom.bType)->bits == 6) {
        const size_t sd = size_t(atom.scaleBits() / 32);
        for (int t = 0; t < T; ++t)
          for (int operand = 0; operand < 2; ++operand) {
            const int outer = operand == 0 ? atom.m : atom.n;
            uint32_t *mine = &scales[size_t(t) * 2 * sd + size_t(operand) * sd];
            if (atom.kind == MmaKind::MfmaScale)
              *mine = scales[size_t(t % outer) * 2 * sd + size_t(operand) * sd];
            else
              for (size_t w = 0; w < sd; ++w) mine[w] = (mine[0] & 0xffu) * 0x01010101u;
          }
      }
      auto upload = [&](const std::vector<uint32_t> &data) { return fly::target::upload(device, data); };
      std::vector<uint32_t> d(ops.c.size(), 0xdeadbeef);
      uint64_t da = upload(ops.a), db = upload(ops.b), dc = upload(ops.c), dd = upload(d), ds = upload(scales);
      auto stats = device.launch(**object, "k" + std::to_string(int(i) * rounds + o), emu::Dim3(1), emu::Dim3(uint32_t(T)),
                                 {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dc),
                                  emu::ArgValue::pointer(dd), emu::ArgValue::pointer(ds)});
      ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
      ASSERT_FALSE(bool(device.copyOut(d.data(), dd, d.size() * 4)));
      const int M = atom.m, N = atom.n, K = atom.k;
      std::vector<double> As(size_t(M) * K), Bs(size_t(N) * K);
      Layout aTV = atom.aTV(), bTV = atom.bTV(), cTV = atom.cTV();
      for (int t = 0; t < T; ++t) {
        for (int v = 0; v < atom.valuesA(); ++v) {
          size_t at = size_t(tvAt(aTV, t, v));
          As[at] = ops.A[at] * scaleFactor(atom, scales, 0, int(at % M), int(at / M), opsels[o][0]);
        }
        for (int v = 0; v < atom.valuesB(); ++v) {
          size_t at = size_t(tvAt(bTV, t, v));
          Bs[at] = ops.B[at] * scaleFactor(atom, scales, 1, int(at % N), int(at / N), opsels[o][1]);
        }
      }
      auto cc = *codecFor(atom.cType);
      for (int t = 0; t < T; ++t)
        for (int v = 0; v < atom.valuesC(); ++v) {
          int64_t idx = tvAt(cTV, t, v);
          int m = int(idx % M), n = int(idx / M);
          double want = ops.C[size_t(idx)];
          for (int kk = 0; kk < K; ++kk) want += As[size_t(m + M * kk)] * Bs[size_t(n + N * kk)];
          ASSERT_EQ(decode(cc, readSlot(&d[size_t(t) * ops.cDwords], unsigned(v), cc.bits)), want)
              << "D(" << m << "," << n << ") thread " << t;
        }
      ++ran;
    }
  EXPECT_GE(ran, arch.name == "gfx950" ? 90 : 40);
}

// gfx1250's iu4 WMMA, which LLVM 22 cannot select: its row lowers it as inline assembly
// (MmaAtom::asmTemplate). Written as the rocdl op with each sign pairing (the instruction's neg_lo
// bits: A/B signed) and random int4 over the whole range (signed -8..7, unsigned 0..15), run on the
// emulator against a CPU matmul in those interpretations.
TEST(MmaAtomInlineAsm, Gfx1250Iu4WmmaSignedAndUnsigned) {
  const Arch &arch = *findArch("gfx1250");
  const MmaAtom *atom = findMmaAtom("gfx1250.wmma", 16, 16, 32, "i4", "i4", "i32", &arch);
  ASSERT_NE(atom, nullptr);
  ASSERT_TRUE(atom->viaInlineAsm());
  std::ostringstream module;
  module << "gpu.module @iu4 {\n";
  for (int signs = 0; signs < 4; ++signs) {
    module << "  gpu.func @k" << signs
           << "(%a: !fly.ptr<i32, global>, %b: !fly.ptr<i32, global>, %c: !fly.ptr<i32, global>, %d: !fly.ptr<i32, global>) kernel {\n"
           << "    %tid = gpu.thread_id x\n"
           << "    %t = arith.index_cast %tid : index to i32\n";
    emitLoad(module, "va", "a", 2, "vector<2xi32>", false, 32);
    emitLoad(module, "vb", "b", 2, "vector<2xi32>", false, 32);
    emitLoad(module, "vc", "c", 8, "vector<8xi32>", false, 32);
    module << "    %sa = arith.constant " << (signs & 1 ? "true" : "false") << "\n"
           << "    %sb = arith.constant " << (signs & 2 ? "true" : "false") << "\n"
           << "    %cl = arith.constant false\n"
           << "    %dr = rocdl.wmma.i32.16x16x32.iu4 %sa, %va, %sb, %vb, %vc, %cl : (i1, vector<2xi32>, i1, vector<2xi32>, "
              "vector<8xi32>, i1) -> vector<8xi32>\n"
           << "    %dp = fly.add_offset(%d, %vct) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>\n"
           << "    fly.ptr.store(%dr, %dp) {alignment = 4 : i64} : (vector<8xi32>, !fly.ptr<i32, global>) -> ()\n"
           << "    gpu.return\n  }\n";
  }
  module << "}\n";
  auto object = compileForEmulator(module.str(), "iu4.fly", arch);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  emu::Device device;
  std::mt19937 rng(41);
  std::uniform_int_distribution<int> nibble(0, 15), acc(-1000, 1000);
  const int M = 16, N = 16, K = 32, T = 32;
  Layout aTV = atom->aTV(), bTV = atom->bTV(), cTV = atom->cTV();
  for (int signs = 0; signs < 4; ++signs) {
    SCOPED_TRACE("signA " + std::to_string(signs & 1) + " signB " + std::to_string(signs >> 1));
    std::vector<int> A(size_t(M) * K), B(size_t(N) * K), C(size_t(M) * N);
    for (int &x : A) x = nibble(rng);
    for (int &x : B) x = nibble(rng);
    for (int &x : C) x = acc(rng);
    std::vector<uint32_t> a(size_t(T) * 2, 0), b(size_t(T) * 2, 0), c(size_t(T) * 8, 0);
    for (int t = 0; t < T; ++t) {
      for (int v = 0; v < atom->valuesA(); ++v) writeSlot(&a[size_t(t) * 2], unsigned(v), 4, uint64_t(A[size_t(tvAt(aTV, t, v))]));
      for (int v = 0; v < atom->valuesB(); ++v) writeSlot(&b[size_t(t) * 2], unsigned(v), 4, uint64_t(B[size_t(tvAt(bTV, t, v))]));
      for (int v = 0; v < atom->valuesC(); ++v) c[size_t(t) * 8 + size_t(v)] = uint32_t(C[size_t(tvAt(cTV, t, v))]);
    }
    auto upload = [&](const std::vector<uint32_t> &data) { return fly::target::upload(device, data); };
    std::vector<uint32_t> d(c.size(), 0xdeadbeef);
    uint64_t da = upload(a), db = upload(b), dc = upload(c), dd = upload(d);
    auto stats = device.launch(**object, "k" + std::to_string(signs), emu::Dim3(1), emu::Dim3(uint32_t(T)),
                               {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dc),
                                emu::ArgValue::pointer(dd)});
    ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
    EXPECT_EQ(stats->executed[size_t(emu::InstClass::Matrix)], uint64_t(1)) << "one matrix instruction";
    ASSERT_FALSE(bool(device.copyOut(d.data(), dd, d.size() * 4)));
    auto value = [](int nib, bool isSigned) { return isSigned && nib >= 8 ? nib - 16 : nib; };
    for (int t = 0; t < T; ++t)
      for (int v = 0; v < atom->valuesC(); ++v) {
        int64_t idx = tvAt(cTV, t, v);
        int m = int(idx % M), n = int(idx / M);
        int64_t want = C[size_t(idx)];
        for (int k = 0; k < K; ++k)
          want += int64_t(value(A[size_t(m + M * k)], signs & 1)) * value(B[size_t(n + N * k)], signs & 2);
        ASSERT_EQ(int32_t(d[size_t(t) * 8 + size_t(v)]), want) << "D(" << m << "," << n << ")";
      }
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, ScaledMmaAtomKernels, ::testing::Values("gfx950", "gfx1250"));

INSTANTIATE_TEST_SUITE_P(Archs, MmaAtomKernels, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"));

} // namespace
} // namespace fly::target

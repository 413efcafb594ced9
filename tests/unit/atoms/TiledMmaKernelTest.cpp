// Tiled-MMA GEMMs on the emulator: several waves, several atoms per wave, per atom family and arch,
// two problem shapes each, against a CPU matmul.
//
// The kernel is generated from fly::TiledMma (CuTe's TiledMMA): each operand's thread-value layout
// over the whole problem (threadValueLayout: thread index -> first element, value -> offset) gives a
// thread's offset as fly.crd2idx of its thread id on the layout's thread mode (lowered by
// layout-lowering) and each value's offset as a constant. The kernel loads its A, B and C values,
// calls the atom once per (k, m, n) atom tile in CuTe's gemm order (k outer, m, then n serpentine),
// and stores D. A is M x K row-major, B is N x K row-major (so A * B^T), C/D are M x N column-major.
// Sub-byte A and B (i4, fp4, fp6: packed from bit 0, element e at bits [e*b, e*b + b)) are read
// through i32 pointers: each fragment's runs of consecutive k are whole dwords.
#include "../target/MmaAtomPlacement.h"

#include "fly/algebra/TiledMma.h"
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <numeric>
#include <sstream>

namespace fly::target {
namespace {

using namespace fly::target::test_support;

struct GemmCase {
  std::string arch;
  std::string atom; // the atom's type text
  std::string atomLayout;
  int M, N, K;
};

std::string valueType(int count, std::string_view elem) {
  return count == 1 ? std::string(elem) : "vector<" + std::to_string(count) + "x" + std::string(elem) + ">";
}

struct OperandPlan {
  Layout threadMode;                // thread index -> offset of the thread's first element
  Layout values;                    // (FrgV, (RestRow, RestCol)) -> offset
  int frgV = 0, restRow = 0, restCol = 0;
};

OperandPlan planFor(const TiledMma &mma, MmaOperand op, const Layout &tensor) {
  auto tv = mma.threadValueLayout(op, tensor);
  EXPECT_TRUE(tv.ok()) << tv.error().message;
  OperandPlan p;
  p.threadMode = (*tv)[0];
  p.values = (*tv)[1];
  p.frgV = int(size(p.values[0]).value());
  p.restRow = int(size(p.values[1][0]).value());
  p.restCol = int(size(p.values[1][1]).value());
  return p;
}

int64_t valueOffset(const OperandPlan &p, int v, int r, int c) {
  return crd2idx(IntTuple::of(Int(v), IntTuple::of(Int(r), Int(c))), p.values)->value();
}

class TiledMmaKernels : public ::testing::TestWithParam<GemmCase> {};

TEST_P(TiledMmaKernels, GemmMatchesTheCpu) {
  const GemmCase &gc = GetParam();
  const Arch &arch = *findArch(gc.arch);
  auto found = parseMmaAtomType(gc.atom, &arch);
  ASSERT_TRUE(found.ok()) << found.error().message;
  const MmaAtom &atom = **found;
  MmaAtomLayouts layouts{Int(atom.m), Int(atom.n), Int(atom.k), atom.thrIdLayout(), atom.aTV(), atom.bTV(), atom.cTV()};
  auto mma = TiledMma::make(layouts, *parseLayout(gc.atomLayout));
  ASSERT_TRUE(mma.ok()) << mma.error().message;
  const int M = gc.M, N = gc.N, K = gc.K, threads = int(mma->size().value());
  Layout aLayout(IntTuple::of(Int(M), Int(K)), IntTuple::of(Int(K), Int(1)));
  Layout bLayout(IntTuple::of(Int(N), Int(K)), IntTuple::of(Int(K), Int(1)));
  Layout cLayout(IntTuple::of(Int(M), Int(N)), IntTuple::of(Int(1), Int(M)));
  OperandPlan pa = planFor(*mma, MmaOperand::A, aLayout), pb = planFor(*mma, MmaOperand::B, bLayout),
              pc = planFor(*mma, MmaOperand::C, cLayout);
  ASSERT_EQ(pa.frgV, atom.valuesA());
  ASSERT_EQ(pc.frgV, atom.valuesC());
  ASSERT_EQ(pa.restRow, pc.restRow); // RestM
  ASSERT_EQ(pb.restRow, pc.restCol); // RestN
  ASSERT_EQ(pa.restCol, pb.restCol); // RestK

  std::string at = std::string(atom.aType), bt = std::string(atom.bType), ct = std::string(atom.cType);
  std::string atomType = "!fly.mma_atom<" + atom.innerTypeText() + ">";
  // Sub-byte A or B (i4, fp4, fp6) is read through an i32 pointer, a fragment's runs as whole dwords.
  const unsigned aBits = codecFor(atom.aType)->bits, bBits = codecFor(atom.bType)->bits;
  const std::string ap = aBits < 8 ? "i32" : at, bp = bBits < 8 ? "i32" : bt;
  std::ostringstream s;
  s << "gpu.module @m {\n  gpu.func @gemm(%a: !fly.ptr<" << ap << ", global>, %b: !fly.ptr<" << bp
    << ", global>, %c: !fly.ptr<" << ct << ", global>, %d: !fly.ptr<" << ct << ", global>) kernel {\n"
    << "    %tid = gpu.thread_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n"
    << "    %tc = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n"
    << "    %atom = fly.make_mma_atom : " << atomType << "\n";
  int id = 0;
  // `bits` < 8: the pointer is an i32 one and the thread's element offset becomes a dword offset
  // (offset * bits / 32; every thread's first element starts a dword, checked on the host).
  auto threadBase = [&](const char *name, const char *ptr, const std::string &elem, const OperandPlan &p,
                        unsigned bits = 32) {
    std::string lt = "!fly.layout<" + p.threadMode.strSpaced() + ">";
    // The offset's type carries its divisibility: the gcd of the thread mode's strides.
    int64_t g = 0;
    for (int64_t i = 1; i < size(p.threadMode).value(); i *= 2) g = std::gcd(g, evaluate(p.threadMode, Int(i)).value());
    std::string it = g > 1 ? "!fly.int_tuple<?{div=" + std::to_string(g) + "}>" : "!fly.int_tuple<?>";
    s << "    %" << name << "l = fly.static : " << lt << "\n"
      << "    %" << name << "o = fly.crd2idx(%tc, %" << name << "l) : (!fly.int_tuple<?>, " << lt << ") -> " << it << "\n";
    std::string off = "%" + std::string(name) + "o", pt = elem;
    if (bits < 8) {
      EXPECT_EQ(g * bits % 32, 0) << "a thread's first " << elem << " must start a dword";
      pt = "i32";
      s << "    %" << name << "s = fly.get_scalar(%" << name << "o) : (" << it << ") -> i32\n"
        << "    %" << name << "k = arith.constant " << bits << " : i32\n"
        << "    %" << name << "b = arith.muli %" << name << "s, %" << name << "k : i32\n"
        << "    %" << name << "w = arith.constant 32 : i32\n"
        << "    %" << name << "d = arith.divui %" << name << "b, %" << name << "w : i32\n"
        << "    %" << name << "x = fly.make_int_tuple(%" << name << "d) : (i32) -> !fly.int_tuple<?>\n";
      off = "%" + std::string(name) + "x";
      it = "!fly.int_tuple<?>";
    }
    s << "    %" << name << "p = fly.add_offset(%" << ptr << ", " << off << ") : (!fly.ptr<" << pt
      << ", global>, " << it << ") -> !fly.ptr<" << pt << ", global>\n";
  };
  threadBase("ta", "a", at, pa, aBits);
  threadBase("tb", "b", bt, pb, bBits);
  threadBase("tc", "c", ct, pc);
  threadBase("td", "d", ct, pc);
  // Loads the values of one atom's operand into one SSA value; returns its name.
  auto load = [&](const char *base, const std::string &elem, const OperandPlan &p, int r, int c) {
    unsigned bits = codecFor(elem)->bits;
    if (bits < 8) {
      // Sub-byte values: runs of consecutive elements, each starting a dword and filling whole
      // dwords (checked), loaded as dwords, joined and reinterpreted.
      std::vector<std::string> words;
      for (int v = 0; v < p.frgV;) {
        int64_t first = valueOffset(p, v, r, c);
        int run = 1;
        while (v + run < p.frgV && valueOffset(p, v + run, r, c) == first + run) ++run;
        EXPECT_EQ(first * bits % 32, 0) << elem << " run at value " << v << " does not start a dword";
        EXPECT_EQ(run * bits % 32, 0u) << elem << " run at value " << v << " does not fill whole dwords";
        int64_t dw = first * bits / 32, n = run * bits / 32;
        std::string w = "%w" + std::to_string(id++);
        s << "    " << w << "o = fly.static : !fly.int_tuple<" << dw << ">\n"
          << "    " << w << "p = fly.add_offset(%" << base << "p, " << w << "o) : (!fly.ptr<i32, global>, !fly.int_tuple<"
          << dw << ">) -> !fly.ptr<i32, global>\n"
          << "    " << w << " = fly.ptr.load(" << w << "p) {alignment = 4 : i64} : (!fly.ptr<i32, global>) -> vector<" << n
          << "xi32>\n";
        for (int64_t i = 0; i < n; ++i) {
          std::string e = "%w" + std::to_string(id++);
          s << "    " << e << " = vector.extract " << w << "[" << i << "] : i32 from vector<" << n << "xi32>\n";
          words.push_back(e);
        }
        v += run;
      }
      std::string all = "%w" + std::to_string(id++), v = "%v" + std::to_string(id++);
      s << "    " << all << " = vector.from_elements ";
      for (size_t i = 0; i < words.size(); ++i) s << (i ? ", " : "") << words[i];
      s << " : vector<" << words.size() << "xi32>\n"
        << "    " << v << " = vector.bitcast " << all << " : vector<" << words.size() << "xi32> to "
        << valueType(p.frgV, elem) << "\n";
      return v;
    }
    std::vector<std::string> parts;
    for (int v = 0; v < p.frgV; ++v) {
      std::string n = "%e" + std::to_string(id++);
      int64_t off = valueOffset(p, v, r, c);
      s << "    " << n << "o = fly.static : !fly.int_tuple<" << off << ">\n"
        << "    " << n << "p = fly.add_offset(%" << base << "p, " << n << "o) : (!fly.ptr<" << elem
        << ", global>, !fly.int_tuple<" << off << ">) -> !fly.ptr<" << elem << ", global>\n"
        << "    " << n << " = fly.ptr.load(" << n << "p) : (!fly.ptr<" << elem << ", global>) -> " << elem << "\n";
      parts.push_back(n);
    }
    if (p.frgV == 1) return parts[0];
    std::string n = "%v" + std::to_string(id++);
    s << "    " << n << " = vector.from_elements ";
    for (size_t i = 0; i < parts.size(); ++i) s << (i ? ", " : "") << parts[i];
    s << " : " << valueType(p.frgV, elem) << "\n";
    return n;
  };
  std::vector<std::string> acc(size_t(pc.restRow) * pc.restCol);
  for (int m = 0; m < pc.restRow; ++m)
    for (int n = 0; n < pc.restCol; ++n) acc[size_t(m * pc.restCol + n)] = load("tc", ct, pc, m, n);
  std::string vt[3] = {valueType(pa.frgV, at), valueType(pb.frgV, bt), valueType(pc.frgV, ct)};
  for (int k = 0; k < pa.restCol; ++k)
    for (int m = 0; m < pc.restRow; ++m)
      for (int n0 = 0; n0 < pc.restCol; ++n0) {
        int n = (m & 1) ? pc.restCol - 1 - n0 : n0; // serpentine, as CuTe's gemm
        std::string va = load("ta", at, pa, m, k), vb = load("tb", bt, pb, n, k);
        std::string &c = acc[size_t(m * pc.restCol + n)];
        std::string d = "%d" + std::to_string(id++);
        s << "    " << d << " = fly.mma_atom_call_ssa(%atom, " << va << ", " << vb << ", " << c << ") : (" << atomType
          << ", " << vt[0] << ", " << vt[1] << ", " << vt[2] << ") -> " << vt[2] << "\n";
        c = d;
      }
  for (int m = 0; m < pc.restRow; ++m)
    for (int n = 0; n < pc.restCol; ++n)
      for (int v = 0; v < pc.frgV; ++v) {
        std::string e = acc[size_t(m * pc.restCol + n)];
        if (pc.frgV > 1) {
          std::string x = "%x" + std::to_string(id++);
          s << "    " << x << " = vector.extract " << e << "[" << v << "] : " << ct << " from " << vt[2] << "\n";
          e = x;
        }
        std::string p = "%s" + std::to_string(id++);
        int64_t off = valueOffset(pc, v, m, n);
        s << "    " << p << "o = fly.static : !fly.int_tuple<" << off << ">\n"
          << "    " << p << " = fly.add_offset(%tdp, " << p << "o) : (!fly.ptr<" << ct << ", global>, !fly.int_tuple<"
          << off << ">) -> !fly.ptr<" << ct << ", global>\n"
          << "    fly.ptr.store(" << e << ", " << p << ") : (" << ct << ", !fly.ptr<" << ct << ", global>) -> ()\n";
      }
  s << "    gpu.return\n  }\n}\n";

  codegen::CompileOptions options;
  options.arch = &arch;
  auto hsaco = codegen::compileFlySource(s.str(), "tiled_gemm.fly", options);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError()) << "\n" << s.str();
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());

  // Random small integers, exact in every format; elements packed as the types' bits.
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> small(-2, 2);
  auto ca = *codecFor(atom.readsA.empty() ? atom.aType : atom.readsA);
  auto cb = *codecFor(atom.readsB.empty() ? atom.bType : atom.readsB), cc = *codecFor(atom.cType);
  std::vector<int> A(size_t(M) * K), B(size_t(N) * K), C(size_t(M) * N);
  for (int &x : A) x = small(rng);
  for (int &x : B) x = small(rng);
  for (int &x : C) x = small(rng);
  auto pack = [](const ElementCodec &codec, const std::vector<int> &values) {
    std::vector<uint32_t> words((values.size() * codec.bits + 31) / 32 + 1, 0);
    for (size_t i = 0; i < values.size(); ++i) writeSlot(words.data(), unsigned(i), codec.bits, encode(codec, values[i]));
    return words;
  };
  std::vector<uint32_t> wa = pack(ca, A), wb = pack(cb, B), wc = pack(cc, C), wd(wc.size(), 0);
  emu::Device device;
  auto upload = [&](const std::vector<uint32_t> &w) {
    auto address = device.allocate(w.size() * 4);
    EXPECT_TRUE(bool(address));
    EXPECT_FALSE(bool(device.copyIn(*address, w.data(), w.size() * 4)));
    return *address;
  };
  uint64_t da = upload(wa), db = upload(wb), dc = upload(wc), dd = upload(wd);
  auto stats = device.launch(**object, "gemm", emu::Dim3(1), emu::Dim3(uint32_t(threads)),
                             {emu::ArgValue::pointer(da), emu::ArgValue::pointer(db), emu::ArgValue::pointer(dc),
                              emu::ArgValue::pointer(dd)});
  ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
  int64_t waves = threads / atom.threads();
  uint64_t calls = uint64_t(waves * pa.restCol * pc.restRow * pc.restCol);
  EXPECT_EQ(stats->executed[size_t(emu::InstClass::Matrix)], atom.kind == MmaKind::UniversalFma ? 0 : calls);
  ASSERT_FALSE(bool(device.copyOut(wd.data(), dd, wd.size() * 4)));
  for (int n = 0; n < N; ++n)
    for (int m = 0; m < M; ++m) {
      int64_t want = C[size_t(m + M * n)];
      for (int k = 0; k < K; ++k) want += int64_t(A[size_t(m * K + k)]) * B[size_t(n * K + k)];
      ASSERT_EQ(decode(cc, readSlot(wd.data(), unsigned(m + M * n), cc.bits)), double(want))
          << "D(" << m << "," << n << ")";
    }
}

std::vector<GemmCase> cases() {
  std::vector<GemmCase> v;
  auto add = [&](std::string arch, std::string atom, std::string layout, int M, int N, int K, int M2, int N2, int K2) {
    v.push_back({arch, atom, layout, M, N, K});
    v.push_back({arch, atom, layout, M2, N2, K2});
  };
  for (std::string arch : {"gfx942", "gfx950"}) {
    add(arch, "!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 48);
    add(arch, "!fly_rocdl.cdna3.mfma<32x32x8, (bf16, bf16) -> f32>", "(1,2,1):(0,1,0)", 32, 64, 16, 64, 64, 8);
    add(arch, "!fly_rocdl.cdna3.mfma<32x32x2, (f32, f32) -> f32>", "(2,1,1):(1,0,0)", 64, 32, 4, 64, 64, 2);
    add(arch, "!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>", "(2,1,1):(1,0,0)", 32, 32, 64, 64, 16, 32);
    add(arch, "!fly_rocdl.cdna3.mfma<4x4x4, (f16, f16) -> f32>", "(2,1,1):(1,0,0)", 8, 64, 8, 16, 128, 4);
    add(arch, "!fly_rocdl.cdna3.mfma<16x16x4, (f64, f64) -> f64>", "(1,2,1):(0,1,0)", 16, 32, 8, 32, 32, 4);
  }
  add("gfx942", "!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E5M2FNUZ) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 64, 64, 32, 32);
  add("gfx942", "!fly_rocdl.cdna3.mfma<16x16x8, (f32, f32) -> f32>", "(2,1,1):(1,0,0)", 32, 16, 16, 64, 32, 8); // xf32
  // gfx950's scaled f8f6f4 MFMAs with their scales unset (the lowering passes 0: the unscaled op),
  // 8-bit lanes holding runs of 16 k; scales: ScaledMmaAtomKernels.
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E5M2) -> f32, opselA = 0, opselB = 0>",
      "(2,2,1):(1,2,0)", 32, 32, 128, 64, 32, 256);
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f8E5M2) -> f32, opselA = 0, opselB = 0>",
      "(1,2,1):(0,1,0)", 32, 64, 64, 64, 64, 128);
  add("gfx950", "!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 64, 64, 32, 32);
  add("gfx950", "!fly_rocdl.cdna3.mfma<16x16x32, (f16, f16) -> f32>", "(2,1,1):(1,0,0)", 32, 16, 64, 64, 32, 32);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 16);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (i8, i8) -> i32>", "(1,2,1):(0,1,0)", 16, 32, 32, 32, 64, 16);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (f16, f16) -> f16>", "(2,1,1):(1,0,0)", 32, 16, 16, 64, 32, 32);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> bf16>", "(1,2,1):(0,1,0)", 16, 32, 32, 32, 64, 16);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (f8E5M2, f8E4M3FN) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 16);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 64);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x4, (f32, f32) -> f32>", "(2,1,1):(1,0,0)", 32, 16, 8, 64, 32, 4);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x64, (f8E4M3FN, f8E5M2) -> f32>", "(1,2,1):(0,1,0)", 16, 32, 64, 32, 32, 128);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x32, (bf16, bf16) -> bf16>", "(2,1,1):(1,0,0)", 32, 16, 32, 64, 32, 64);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x64, (i8, i8) -> i32>", "(2,2,1):(1,2,0)", 32, 32, 64, 64, 32, 128);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x128, (f8E5M2, f8E5M2) -> f16>", "(1,2,1):(0,1,0)", 16, 32, 128, 32, 32, 256);
  // The scaled WMMA with its scales unset (1.0: 0x7f7f7f7f); scales: ScaledMmaAtomKernels.
  add("gfx1250", "!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>",
      "(2,1,1):(1,0,0)", 32, 16, 128, 64, 32, 256);
  for (std::string arch : {"gfx1100", "gfx1151"}) {
    add(arch, "!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 16);
    add(arch, "!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> bf16>", "(2,1,1):(1,0,0)", 32, 16, 16, 64, 32, 32);
    add(arch, "!fly_rocdl.gfx11.wmma<16x16x16, (i8, i8) -> i32>", "(1,2,1):(0,1,0)", 16, 32, 32, 32, 64, 16);
  }
  add("gfx1100", "!fly_rocdl.gfx11.wmma<16x16x16, (f16, f16) -> f16>", "(1,2,1):(0,1,0)", 16, 32, 16, 32, 32, 32);
  // Sub-byte families (A and B read as dwords).
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>",
      "(2,2,1):(1,2,0)", 32, 32, 128, 64, 32, 256);
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<32x32x64, (f6E2M3FN, f6E3M2FN) -> f32, opselA = 0, opselB = 0>",
      "(1,2,1):(0,1,0)", 32, 64, 64, 64, 64, 128);
  // Mixed formats (FlyDSL's mma_atom_stateful.mlir): f4 A with f8 B, and f8 A with f4 B.
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>",
      "(2,1,1):(1,0,0)", 32, 16, 128, 64, 32, 256);
  add("gfx950", "!fly_rocdl.cdna4.mfma_scale<32x32x64, (f8E5M2, f4E2M1FN) -> f32, opselA = 0, opselB = 0>",
      "(1,2,1):(0,1,0)", 32, 64, 64, 64, 64, 128);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x16, (i4, i4) -> i32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 16);
  add("gfx1201", "!fly_rocdl.gfx120x.wmma<16x16x32, (i4, i4) -> i32>", "(1,2,1):(0,1,0)", 16, 32, 64, 32, 64, 32);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x32, (i4, i4) -> i32>", "(2,1,1):(1,0,0)", 32, 16, 32, 64, 32, 64);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32>", "(2,2,1):(1,2,0)", 32, 32, 128, 64, 32, 256);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32>", "(1,2,1):(0,1,0)", 32, 32, 128, 64, 64, 256);
  add("gfx1250", "!fly_rocdl.gfx1250.wmma<16x16x128, (f6E3M2FN, f6E2M3FN) -> f32>", "(2,1,1):(1,0,0)", 32, 16, 128, 64, 32, 256);
  for (std::string arch : {"gfx1100", "gfx1151"})
    add(arch, "!fly_rocdl.gfx11.wmma<16x16x16, (i4, i4) -> i32>", "(2,2,1):(1,2,0)", 32, 32, 32, 64, 32, 16);
  for (std::string arch : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"})
    add(arch, "!fly.universal_fma<f32>", "(8,8,1):(8,1,0)", 8, 8, 3, 16, 24, 2);
  return v;
}

std::string caseName(const ::testing::TestParamInfo<GemmCase> &info) {
  std::string name = info.param.arch + "_" + std::to_string(info.index);
  return name;
}

INSTANTIATE_TEST_SUITE_P(Families, TiledMmaKernels, ::testing::ValuesIn(cases()), caseName);

} // namespace
} // namespace fly::target

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
  codegen::CompileOptions options;
  options.arch = &arch;
  auto hsaco = codegen::compileFlySource(module.str(), "atoms.fly", options);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError());
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  emu::Device device;
  std::mt19937 rng(7);
  int ran = 0;
  for (size_t i = 0; i < atoms.size(); ++i) {
    const MmaAtom &atom = *atoms[i];
    SCOPED_TRACE(atom.innerTypeText() + " on " + std::string(arch.name));
    if (atom.form == MmaOperandForm::WmmaScale) continue; // compiled above; the emulator lacks v_wmma_scale_*
    AtomOperands o = placeOperands(atom, rng);
    auto upload = [&](const std::vector<uint32_t> &data) {
      auto address = device.allocate(data.size() * 4);
      EXPECT_TRUE(bool(address));
      EXPECT_FALSE(bool(device.copyIn(*address, data.data(), data.size() * 4)));
      return *address;
    };
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

INSTANTIATE_TEST_SUITE_P(Archs, MmaAtomKernels, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"));

} // namespace
} // namespace fly::target

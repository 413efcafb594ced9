// Every copy atom, on every arch that has it, at every payload size it moves: a kernel built from the
// atom's description (lib/target/CopyAtom.h, so a new atom is tested without editing this file) moves
// random data on the emulator, compared element by element with the CPU, ragged sizes included.
//   universal copy: global -> registers -> LDS -> (barrier) -> partner thread's registers -> global,
//     predicated (fly.copy's i1 operand) for the ragged end; the LDS race check is on.
//   buffer copy: buffer tensor -> registers -> buffer tensor, not predicated: the calls past the end
//     read 0 and their stores are dropped by the buffer's range check.
//   atomic atoms: k threads read one value each and apply the atom's read-modify-write to slot g % 5
//     of the destination (global memory, and LDS slots copied out after a barrier), integer and float
//     values; the result is order-independent (float values are small integers, so sums are exact).
// Each size is checked with a guard region after the destination, which must stay untouched, and
// the emulator reports any access outside the allocations (the launch fails).
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/CopyAtom.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <sstream>

using namespace fly;

namespace {

struct Case {
  const target::CopyAtomDesc* atom;
  std::string arch;
  int bits;
  int valBits;
};

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
  std::string n = std::string(info.param.atom->opName) + "_" + std::to_string(info.param.bits) + "_v" +
                  std::to_string(info.param.valBits) + "_" + info.param.arch;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

std::vector<Case> allCases() {
  std::vector<Case> cases;
  for (const target::CopyAtomDesc& d : target::allCopyAtoms())
    for (std::string_view arch : d.archs)
      for (int bits : d.bitsOn(arch))
        for (int valBits : {8, 16, 32}) {
          if (!d.rmw.empty()) continue; // atomic atoms: AtomicAtoms below
          // Each payload with 8-bit values and with its widest value width up to 32 bits.
          if (valBits > bits || (valBits != 8 && valBits != std::min(bits, 32))) continue;
          cases.push_back({&d, std::string(arch), bits, valBits});
        }
  return cases;
}

// Thread g (of k, 64 per work-group) owns values [g*V, (g+1)*V).
std::string universalKernel(int bits, int valBits) {
  int V = bits / valBits;
  std::string E = "i" + std::to_string(valBits), v = std::to_string(V);
  std::string atom = "!fly.copy_atom<!fly.universal_copy<" + std::to_string(bits) + ">, " + std::to_string(valBits) + ">";
  std::string blk = "(" + v + ",64):(1," + v + ")", one = v + ":1";
  std::string gptr = "!fly.ptr<" + E + ", global, align<16>>";
  std::string gblk = "!fly.memref<" + E + ", global, " + blk + ", align<16>>";
  std::string gone = "!fly.memref<" + E + ", global, " + one + ", align<16>>";
  std::string sblk = "!fly.memref<" + E + ", shared, " + blk + ">", sone = "!fly.memref<" + E + ", shared, " + one + ">";
  std::string reg = "!fly.memref<" + E + ", register, " + one + ">";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @copy(%src: " << gptr << ", %dst: " << gptr << ", %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n    %bid = gpu.block_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n    %b = arith.index_cast %bid : index to i32\n"
    << "    %c64 = arith.constant 64 : i32\n    %cv = arith.constant " << V << " : i32\n    %c1 = arith.constant 1 : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %active = arith.cmpi slt, %g, %k : i32\n"
    << "    %elem0 = arith.muli %first, %cv : i32\n"
    << "    %o = fly.make_int_tuple(%elem0) : (i32) -> !fly.int_tuple<?>\n"
    << "    %ps = fly.add_offset(%src, %o) : (" << gptr << ", !fly.int_tuple<?>) -> !fly.ptr<" << E << ", global>\n"
    << "    %pd = fly.add_offset(%dst, %o) : (" << gptr << ", !fly.int_tuple<?>) -> !fly.ptr<" << E << ", global>\n"
    << "    %bl = fly.static : !fly.layout<" << blk << ">\n"
    << "    %ol = fly.static : !fly.layout<" << one << ">\n"
    << "    %sv = fly.make_view(%ps, %bl) : (!fly.ptr<" << E << ", global>, !fly.layout<" << blk << ">) -> !fly.memref<" << E << ", global, " << blk << ">\n"
    << "    %dv = fly.make_view(%pd, %bl) : (!fly.ptr<" << E << ", global>, !fly.layout<" << blk << ">) -> !fly.memref<" << E << ", global, " << blk << ">\n"
    << "    %c = fly.make_coord(%t) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %partner_t = arith.xori %t, %c1 : i32\n"
    << "    %pc = fly.make_coord(%partner_t) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %mine = fly.slice(%sv, %c) : (!fly.memref<" << E << ", global, " << blk << ">, !fly.int_tuple<(*,?)>) -> !fly.memref<" << E << ", global, " << one << ">\n"
    << "    %out = fly.slice(%dv, %c) : (!fly.memref<" << E << ", global, " << blk << ">, !fly.int_tuple<(*,?)>) -> !fly.memref<" << E << ", global, " << one << ">\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << 64 * bits / 8 << " : i64, name = \"stage\"}} : () -> !fly.ptr<" << E << ", shared>\n"
    << "    %lv = fly.make_view(%lds, %bl) : (!fly.ptr<" << E << ", shared>, !fly.layout<" << blk << ">) -> " << sblk << "\n"
    << "    %lmine = fly.slice(%lv, %c) : (" << sblk << ", !fly.int_tuple<(*,?)>) -> " << sone << "\n"
    << "    %lpartner = fly.slice(%lv, %pc) : (" << sblk << ", !fly.int_tuple<(*,?)>) -> " << sone << "\n"
    << "    %r = fly.memref.alloca(%ol) : (!fly.layout<" << one << ">) -> " << reg << "\n"
    << "    %r2 = fly.memref.alloca(%ol) : (!fly.layout<" << one << ">) -> " << reg << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << valBits << " : i32} : " << atom << "\n"
    << "    fly.copy(%atom, %mine, %r, %active) : (" << atom << ", !fly.memref<" << E << ", global, " << one << ">, " << reg << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %lmine, %active) : (" << atom << ", " << reg << ", " << sone << ", i1) -> ()\n"
    << "    gpu.barrier\n"
    << "    fly.copy(%atom, %lpartner, %r2, %active) : (" << atom << ", " << sone << ", " << reg << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r2, %out, %active) : (" << atom << ", " << reg << ", !fly.memref<" << E << ", global, " << one << ">, i1) -> ()\n"
    << "    gpu.return\n  }\n}\n";
  (void)gblk;
  (void)gone;
  return k.str();
}

// The tensors are buffer tensors of k*V values: (V, k):(1, V); thread g copies column g.
std::string bufferKernel(const target::CopyAtomDesc& d, int bits, int valBits) {
  int V = bits / valBits;
  std::string E = "i" + std::to_string(valBits), v = std::to_string(V);
  std::string atom = "!fly.copy_atom<!" + std::string(d.opName) + "<" + std::to_string(bits) + ">, " + std::to_string(valBits) + ">";
  std::string all = "(" + v + ",?):(1," + v + ")", one = v + ":1";
  std::string bptr = "!fly.ptr<" + E + ", #fly_rocdl.buffer_desc>";
  std::string ball = "!fly.memref<" + E + ", #fly_rocdl.buffer_desc, " + all + ">";
  std::string bone = "!fly.memref<" + E + ", #fly_rocdl.buffer_desc, " + one + ">";
  std::string reg = "!fly.memref<" + E + ", register, " + one + ">";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @copy(%src: !fly.ptr<" << E << ", global>, %dst: !fly.ptr<" << E << ", global>, %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n    %bid = gpu.block_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n    %b = arith.index_cast %bid : index to i32\n"
    << "    %c64 = arith.constant 64 : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %k64 = arith.extui %k : i32 to i64\n    %cb = arith.constant " << bits / 8 << " : i64\n"
    << "    %bytes = arith.muli %k64, %cb : i64\n"
    << "    %bs = fly.make_ptr(%src, %bytes) : (!fly.ptr<" << E << ", global>, i64) -> " << bptr << "\n"
    << "    %bd = fly.make_ptr(%dst, %bytes) : (!fly.ptr<" << E << ", global>, i64) -> " << bptr << "\n"
    << "    %shape = fly.make_shape(%k) : (i32) -> !fly.int_tuple<(" << v << ",?)>\n"
    << "    %stride = fly.static : !fly.int_tuple<(1," << v << ")>\n"
    << "    %l = fly.make_layout(%shape, %stride) : (!fly.int_tuple<(" << v << ",?)>, !fly.int_tuple<(1," << v << ")>) -> !fly.layout<" << all << ">\n"
    << "    %sv = fly.make_view(%bs, %l) : (" << bptr << ", !fly.layout<" << all << ">) -> " << ball << "\n"
    << "    %dv = fly.make_view(%bd, %l) : (" << bptr << ", !fly.layout<" << all << ">) -> " << ball << "\n"
    << "    %c = fly.make_coord(%g) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %mine = fly.slice(%sv, %c) : (" << ball << ", !fly.int_tuple<(*,?)>) -> " << bone << "\n"
    << "    %out = fly.slice(%dv, %c) : (" << ball << ", !fly.int_tuple<(*,?)>) -> " << bone << "\n"
    << "    %ol = fly.static : !fly.layout<" << one << ">\n"
    << "    %r = fly.memref.alloca(%ol) : (!fly.layout<" << one << ">) -> " << reg << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << valBits << " : i32} : " << atom << "\n"
    << "    fly.copy(%atom, %mine, %r) : (" << atom << ", " << bone << ", " << reg << ") -> ()\n"
    << "    fly.copy(%atom, %r, %out) : (" << atom << ", " << reg << ", " << bone << ") -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

class CopyAtoms : public ::testing::TestWithParam<Case> {};

TEST_P(CopyAtoms, MoveRandomDataLikeTheCpu) {
  const Case& c = GetParam();
  bool universal = std::string_view(c.atom->opName) == "fly.universal_copy";
  std::string source = universal ? universalKernel(c.bits, c.valBits) : bufferKernel(*c.atom, c.bits, c.valBits);
  codegen::CompileOptions options;
  options.arch = target::findArch(c.arch);
  auto hsaco = codegen::compileFlySource(source, "copy_atom.fly", options);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError()) << "\n" << source;
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(hsaco->data()), hsaco->size()));
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  const size_t bytesPerCall = size_t(c.bits / 8), guard = 256;
  // Calls (threads with work): even for the universal kernel's partner exchange; ragged against 64.
  for (size_t k : {size_t(2), size_t(62), size_t(64), size_t(130), size_t(254)}) {
    std::mt19937 rng(uint32_t(k * 977 + c.bits));
    std::vector<uint8_t> src(k * bytesPerCall), init(k * bytesPerCall + guard);
    for (auto& x : src) x = uint8_t(rng());
    for (auto& x : init) x = uint8_t(rng());
    emu::Device device;
    auto ds = device.allocate(src.size()), dd = device.allocate(init.size());
    ASSERT_TRUE(ds && dd);
    ASSERT_FALSE(bool(device.copyIn(*ds, src.data(), src.size())));
    ASSERT_FALSE(bool(device.copyIn(*dd, init.data(), init.size())));
    // One more work-group than needed for the buffer kernel: its calls are all out of range.
    uint32_t groups = uint32_t((k + 63) / 64) + (universal ? 0 : 1);
    emu::LaunchOptions launch;
    launch.checkLdsRaces = true;
    auto stats = device.launch(**object, "copy", emu::Dim3(groups), emu::Dim3(64),
                               {emu::ArgValue::pointer(*ds), emu::ArgValue::pointer(*dd), emu::ArgValue::i32(int32_t(k))},
                               launch);
    ASSERT_TRUE(bool(stats)) << "k=" << k << ": " << llvm::toString(stats.takeError());
    std::vector<uint8_t> out(init.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dd, out.size())));
    for (size_t g = 0; g < k; ++g) {
      size_t from = universal ? (g ^ 1) : g; // the universal kernel reads its partner's LDS slot
      for (size_t i = 0; i < bytesPerCall; ++i)
        ASSERT_EQ(out[g * bytesPerCall + i], src[from * bytesPerCall + i]) << "k=" << k << " call " << g << " byte " << i;
    }
    for (size_t i = k * bytesPerCall; i < out.size(); ++i)
      ASSERT_EQ(out[i], init[i]) << "k=" << k << ": wrote past the tensor at byte " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryAtom, CopyAtoms, ::testing::ValuesIn(allCases()), caseName);

// ---- atomic atoms ----------------------------------------------------------------------------

struct AtomicCase {
  const target::CopyAtomDesc* atom;
  std::string arch;
  int bits;
  bool fp;
};

std::string atomicCaseName(const ::testing::TestParamInfo<AtomicCase>& info) {
  std::string n = std::string(info.param.atom->opName) + (info.param.fp ? "_f" : "_i") + std::to_string(info.param.bits) +
                  "_" + info.param.arch;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

std::vector<AtomicCase> atomicCases() {
  std::vector<AtomicCase> cases;
  for (const target::CopyAtomDesc& d : target::allCopyAtoms())
    if (!d.rmw.empty())
      for (std::string_view arch : d.archs)
        for (int bits : d.bitsOn(arch))
          for (bool fp : {false, true})
            if (!(fp && bits == 64)) cases.push_back({&d, std::string(arch), bits, fp}); // f64: an error for now
  return cases;
}

constexpr int kSlots = 5;

// Threads t < 5 of each work-group first fill LDS slot t from ldsout[group * 5 + t]; barrier; thread
// g < k: r = src[g]; atom(r -> dst[g % 5]); atom(r -> LDS slot g % 5); barrier; threads t < 5 copy LDS
// slot t back to ldsout[group * 5 + t].
std::string atomicKernel(const target::CopyAtomDesc& d, int bits, bool fp) {
  std::string E = (fp ? "f" : "i") + std::to_string(bits), B = std::to_string(bits);
  std::string copy = "!fly.copy_atom<!fly.universal_copy<" + B + ">, " + B + ">";
  std::string atom = "!fly.copy_atom<!" + std::string(d.opName) + "<" + B + ">, " + B + ">";
  std::string gp = "!fly.ptr<" + E + ", global>", sp = "!fly.ptr<" + E + ", shared>";
  std::string one = "(1):(1)", lay = "!fly.layout<(1):(1)>";
  std::string gm = "!fly.memref<" + E + ", global, " + one + ">", sm = "!fly.memref<" + E + ", shared, " + one + ">";
  std::string rm = "!fly.memref<" + E + ", register, " + one + ">";
  auto view = [&](const std::string& name, const std::string& base, const std::string& idx, bool shared) {
    std::string p = shared ? sp : gp, m = shared ? sm : gm;
    return "    %o_" + name + " = fly.make_int_tuple(" + idx + ") : (i32) -> !fly.int_tuple<?>\n"
           "    %p_" + name + " = fly.add_offset(" + base + ", %o_" + name + ") : (" + p + ", !fly.int_tuple<?>) -> " + p + "\n"
           "    %" + name + " = fly.make_view(%p_" + name + ", %ol) : (" + p + ", " + lay + ") -> " + m + "\n";
  };
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @atomic(%src: " << gp << ", %dst: " << gp << ", %ldsout: " << gp << ", %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n    %bid = gpu.block_id x\n"
    << "    %t = arith.index_cast %tid : index to i32\n    %b = arith.index_cast %bid : index to i32\n"
    << "    %c64 = arith.constant 64 : i32\n    %cs = arith.constant " << kSlots << " : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %active = arith.cmpi slt, %g, %k : i32\n    %lead = arith.cmpi slt, %t, %cs : i32\n"
    << "    %slot = arith.remui %g, %cs : i32\n    %gs = arith.muli %b, %cs : i32\n    %gt = arith.addi %gs, %t : i32\n"
    << "    %ol = fly.static : " << lay << "\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << kSlots * bits / 8 << " : i64, name = \"slots\"}} : () -> " << sp << "\n"
    << view("mine", "%src", "%g", false) << view("out", "%dst", "%slot", false)
    << view("lslot", "%lds", "%slot", true) << view("lmine", "%lds", "%t", true) << view("lout", "%ldsout", "%gt", false)
    << "    %r = fly.memref.alloca(%ol) : (" << lay << ") -> " << rm << "\n"
    << "    %copy = fly.make_copy_atom {valBits = " << bits << " : i32} : " << copy << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << bits << " : i32} : " << atom << "\n"
    << "    fly.copy(%copy, %lout, %r, %lead) : (" << copy << ", " << gm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%copy, %r, %lmine, %lead) : (" << copy << ", " << rm << ", " << sm << ", i1) -> ()\n"
    << "    gpu.barrier\n"
    << "    fly.copy(%copy, %mine, %r, %active) : (" << copy << ", " << gm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %out, %active) : (" << atom << ", " << rm << ", " << gm << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %lslot, %active) : (" << atom << ", " << rm << ", " << sm << ", i1) -> ()\n"
    << "    gpu.barrier\n"
    << "    fly.copy(%copy, %lmine, %r, %lead) : (" << copy << ", " << sm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%copy, %r, %lout, %lead) : (" << copy << ", " << rm << ", " << gm << ", i1) -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

// The CPU's read-modify-write (integer add wraps; integer max/min signed).
template <class T> T applyRmw(std::string_view rmw, T old, T v) {
  if (rmw == "add") {
    if constexpr (std::is_integral_v<T>)
      return T(std::make_unsigned_t<T>(old) + std::make_unsigned_t<T>(v));
    else
      return old + v;
  }
  if (rmw == "max") return old < v ? v : old;
  return v < old ? v : old;
}

template <class T> void runAtomicCase(const AtomicCase& c, const emu::CodeObject& object) {
  std::string_view rmw = c.atom->rmw;
  const size_t guard = 16;
  for (size_t k : {size_t(1), size_t(7), size_t(64), size_t(130), size_t(254)}) {
    std::mt19937_64 rng(k * 131 + size_t(c.bits) + (c.fp ? 7 : 0));
    auto value = [&]() -> T {
      // Floats: small integers (exact sums in any order); integers: the full range (add wraps).
      if constexpr (std::is_integral_v<T>) return T(rng());
      else return T(int64_t(rng() % 129) - 64);
    };
    size_t groups = (k + 63) / 64;
    std::vector<T> src(k), init(kSlots + guard), ldsInit(groups * kSlots + guard);
    for (auto& x : src) x = value();
    for (auto& x : init) x = value();
    for (auto& x : ldsInit) x = value();
    emu::Device device;
    auto ds = device.allocate(src.size() * sizeof(T)), dd = device.allocate(init.size() * sizeof(T)),
         dl = device.allocate(ldsInit.size() * sizeof(T));
    ASSERT_TRUE(ds && dd && dl);
    ASSERT_FALSE(bool(device.copyIn(*ds, src.data(), src.size() * sizeof(T))));
    ASSERT_FALSE(bool(device.copyIn(*dd, init.data(), init.size() * sizeof(T))));
    ASSERT_FALSE(bool(device.copyIn(*dl, ldsInit.data(), ldsInit.size() * sizeof(T))));
    auto stats = device.launch(object, "atomic", emu::Dim3(uint32_t(groups)), emu::Dim3(64),
                               {emu::ArgValue::pointer(*ds), emu::ArgValue::pointer(*dd), emu::ArgValue::pointer(*dl),
                                emu::ArgValue::i32(int32_t(k))});
    ASSERT_TRUE(bool(stats)) << "k=" << k << ": " << llvm::toString(stats.takeError());
    std::vector<T> out(init.size()), ldsOut(ldsInit.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dd, out.size() * sizeof(T))));
    ASSERT_FALSE(bool(device.copyOut(ldsOut.data(), *dl, ldsOut.size() * sizeof(T))));
    std::vector<T> want = init, wantLds = ldsInit;
    for (size_t g = 0; g < k; ++g) {
      want[g % kSlots] = applyRmw(rmw, want[g % kSlots], src[g]);
      size_t l = (g / 64) * kSlots + g % kSlots;
      wantLds[l] = applyRmw(rmw, wantLds[l], src[g]);
    }
    for (size_t i = 0; i < out.size(); ++i)
      ASSERT_EQ(out[i], want[i]) << "k=" << k << ": global slot " << i << (i >= kSlots ? " (guard)" : "");
    for (size_t i = 0; i < ldsOut.size(); ++i)
      ASSERT_EQ(ldsOut[i], wantLds[i]) << "k=" << k << ": LDS slot " << i % kSlots << " of work-group " << i / kSlots;
  }
}

class AtomicAtoms : public ::testing::TestWithParam<AtomicCase> {};

TEST_P(AtomicAtoms, ReadModifyWriteLikeTheCpu) {
  const AtomicCase& c = GetParam();
  std::string source = atomicKernel(*c.atom, c.bits, c.fp);
  codegen::CompileOptions options;
  options.arch = target::findArch(c.arch);
  auto hsaco = codegen::compileFlySource(source, "atomic_atom.fly", options);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError()) << "\n" << source;
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(hsaco->data()), hsaco->size()));
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  if (c.fp)
    runAtomicCase<float>(c, **object);
  else
    c.bits == 32 ? runAtomicCase<int32_t>(c, **object) : runAtomicCase<int64_t>(c, **object);
}

INSTANTIATE_TEST_SUITE_P(EveryAtomicAtom, AtomicAtoms, ::testing::ValuesIn(atomicCases()), atomicCaseName);

} // namespace

// Every copy atom, on every arch that has it, at every payload size it moves: a kernel built from the
// atom's description (lib/target/CopyAtom.h, so a new atom is tested without editing this file) moves
// random data on the emulator, compared element by element with the CPU, ragged sizes included.
//   universal copy: global -> registers -> LDS -> (barrier) -> partner thread's registers -> global,
//     predicated (fly.copy's i1 operand) for the ragged end; the LDS race check is on.
//   buffer copy: buffer tensor -> registers -> buffer tensor, not predicated: the calls past the end
//     read 0 and their stores are dropped by the buffer's range check.
//   LDS DMA (buffer/global -> LDS without registers): see ldsDmaKernel.
//   LDS transpose reads (16 lanes per call): see transposeKernel.
//   atomic atoms: every (op, value type) variant on every arch that has it: k threads read one value
//     each and apply the atom's read-modify-write to slot g % 5 of the destination (universal: global
//     memory, and LDS slots copied out after a barrier; buffer: slot g % 7 of a buffer tensor of 5
//     slots, so the calls on slots 5 and 6 are dropped by the range check). The result is
//     order-independent: float values are small integers (exact sums), inc/dec use one limit.
//     Each thread also runs the atom's fetch form (fly.copy_atom_call_ssa with a result) on slots of
//     its own (global and LDS; buffer: its own values of a buffer tensor): the slot must hold
//     `old OP v` and the returned value, written out by a store-form SSA call, its old value.
// Each size is checked with a guard region after the destination, which must stay untouched, and
// the emulator reports any access outside the allocations (the launch fails).
#include "fly/algebra/TiledCopy.h"
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/CopyAtom.h"

#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <numeric>
#include <random>
#include <sstream>

using namespace fly;

namespace {

// Fly text compiled for `arch` and loaded on the emulator (the code object copies the bytes).
llvm::Expected<std::shared_ptr<emu::CodeObject>> compileForEmulator(const std::string& source, const char* file,
                                                                    const std::string& arch) {
  codegen::CompileOptions options;
  options.arch = target::findArch(arch);
  auto hsaco = codegen::compileFlySource(source, file, options);
  if (!hsaco) return hsaco.takeError();
  return emu::CodeObject::load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(hsaco->data()), hsaco->size()));
}

struct Case {
  const target::CopyAtomDesc* atom;
  std::string arch;
  int bits;
  int valBits;
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.atom->opName << "<" << c.bits << "> with " << c.valBits << "-bit values on " << c.arch;
}

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
          if (d.isAtomic()) continue;        // atomic atoms: AtomicAtoms below
          if (d.isTransposeRead()) continue; // LDS transpose reads: TransposeReads below
          // Each payload with 8-bit values and with its widest value width up to 32 bits.
          if (valBits > bits || (valBits != 8 && valBits != std::min(bits, 32))) continue;
          cases.push_back({&d, std::string(arch), bits, valBits});
        }
  return cases;
}

// The lines every generated kernel starts with: %t the thread's and %b the work-group's index (i32).
std::string threadIds() {
  return "    %tid = gpu.thread_id x\n    %bid = gpu.block_id x\n"
         "    %t = arith.index_cast %tid : index to i32\n    %b = arith.index_cast %bid : index to i32\n";
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
    << threadIds()
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
    << threadIds()
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

// LDS DMA atoms (global or buffer -> LDS without registers), 256 threads per work-group: thread t
// DMAs its V values src[g*V ..] to LDS slot t (lane L of a wave at the wave's base + L * BITS/8, as the
// hardware writes them); barrier; thread t reads LDS slot 255 - t (another wave's) through registers and
// writes it to dst[g]. The global form is predicated (g < k); the buffer form is not: its lanes past
// the buffer's end read 0, which the partner then writes out.
std::string ldsDmaKernel(const target::CopyAtomDesc& d, int bits, int valBits) {
  int V = bits / valBits;
  bool buffer = std::string_view(d.opName).find("buffer") != std::string_view::npos;
  std::string E = "i" + std::to_string(valBits), v = std::to_string(V);
  std::string atom = "!fly.copy_atom<!" + std::string(d.opName) + "<" + std::to_string(bits) + ">, " + std::to_string(valBits) + ">";
  std::string copy = "!fly.copy_atom<!fly.universal_copy<" + std::to_string(valBits) + ">, " + std::to_string(valBits) + ">";
  std::string space = buffer ? "#fly_rocdl.buffer_desc" : "global";
  std::string all = "(" + v + ",?):(1," + v + ")", one = v + ":1", lall = "(" + v + ",256):(1," + v + ")";
  // The pointers are 16-byte aligned (the device's allocations are), so the DMA's dwords are aligned.
  std::string sp = "!fly.ptr<" + E + ", " + space + ", align<16>>", gp = "!fly.ptr<" + E + ", global, align<16>>";
  std::string lp = "!fly.ptr<" + E + ", shared>";
  // Thread g's slice starts g * BITS/8 bytes in: it keeps the alignment that survives that offset
  // (gcd(16, BITS/8); none when that is no more than a value's own), as fly.slice infers it.
  int sliceAlign = std::gcd(16, bits / 8);
  std::string oneAlign = sliceAlign > valBits / 8 ? ", align<" + std::to_string(sliceAlign) + ">>" : ">";
  std::string sall = "!fly.memref<" + E + ", " + space + ", " + all + ", align<16>>", sone = "!fly.memref<" + E + ", " + space + ", " + one + oneAlign;
  std::string gall = "!fly.memref<" + E + ", global, " + all + ", align<16>>", gone = "!fly.memref<" + E + ", global, " + one + oneAlign;
  std::string lmall = "!fly.memref<" + E + ", shared, " + lall + ">", lone = "!fly.memref<" + E + ", shared, " + one + ">";
  std::string reg = "!fly.memref<" + E + ", register, " + one + ">";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @copy(%src: " << gp << ", %dst: " << gp << ", %k: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {\n"
    << threadIds()
    << "    %c256 = arith.constant 256 : i32\n    %c255 = arith.constant 255 : i32\n"
    << "    %first = arith.muli %b, %c256 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %p = arith.subi %c255, %t : i32\n    %gp = arith.addi %first, %p : i32\n"
    << "    %active = arith.cmpi slt, %g, %k : i32\n    %pactive = arith.cmpi slt, %gp, %k : i32\n"
    << "    %both = arith.andi %active, %pactive : i1\n"
    << "    %shape = fly.make_shape(%k) : (i32) -> !fly.int_tuple<(" << v << ",?)>\n"
    << "    %stride = fly.static : !fly.int_tuple<(1," << v << ")>\n"
    << "    %l = fly.make_layout(%shape, %stride) : (!fly.int_tuple<(" << v << ",?)>, !fly.int_tuple<(1," << v << ")>) -> !fly.layout<" << all << ">\n";
  if (buffer)
    k << "    %k64 = arith.extui %k : i32 to i64\n    %cb = arith.constant " << bits / 8 << " : i64\n"
      << "    %bytes = arith.muli %k64, %cb : i64\n"
      << "    %bs = fly.make_ptr(%src, %bytes) : (" << gp << ", i64) -> " << sp << "\n";
  k << "    %sv = fly.make_view(" << (buffer ? "%bs" : "%src") << ", %l) : (" << sp << ", !fly.layout<" << all << ">) -> " << sall << "\n"
    << "    %dv = fly.make_view(%dst, %l) : (" << gp << ", !fly.layout<" << all << ">) -> " << gall << "\n"
    << "    %c = fly.make_coord(%g) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %mine = fly.slice(%sv, %c) : (" << sall << ", !fly.int_tuple<(*,?)>) -> " << sone << "\n"
    << "    %out = fly.slice(%dv, %c) : (" << gall << ", !fly.int_tuple<(*,?)>) -> " << gone << "\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << 256 * bits / 8 << " : i64, name = \"stage\"}} : () -> " << lp << "\n"
    << "    %ll = fly.static : !fly.layout<" << lall << ">\n"
    << "    %lv = fly.make_view(%lds, %ll) : (" << lp << ", !fly.layout<" << lall << ">) -> " << lmall << "\n"
    << "    %ct = fly.make_coord(%t) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %cp = fly.make_coord(%p) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %lmine = fly.slice(%lv, %ct) : (" << lmall << ", !fly.int_tuple<(*,?)>) -> " << lone << "\n"
    << "    %lpartner = fly.slice(%lv, %cp) : (" << lmall << ", !fly.int_tuple<(*,?)>) -> " << lone << "\n"
    << "    %ol = fly.static : !fly.layout<" << one << ">\n"
    << "    %r = fly.memref.alloca(%ol) : (!fly.layout<" << one << ">) -> " << reg << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << valBits << " : i32} : " << atom << "\n"
    << "    %copy = fly.make_copy_atom {valBits = " << valBits << " : i32} : " << copy << "\n";
  if (buffer)
    k << "    fly.copy(%atom, %mine, %lmine) : (" << atom << ", " << sone << ", " << lone << ") -> ()\n";
  else
    k << "    fly.copy(%atom, %mine, %lmine, %active) : (" << atom << ", " << sone << ", " << lone << ", i1) -> ()\n";
  k << "    gpu.barrier\n"
    << "    fly.copy(%copy, %lpartner, %r, %active) : (" << copy << ", " << lone << ", " << reg << ", i1) -> ()\n"
    << "    fly.copy(%copy, %r, %out, " << (buffer ? "%active" : "%both") << ") : (" << copy << ", " << reg << ", " << gone << ", i1) -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

class CopyAtoms : public ::testing::TestWithParam<Case> {};

TEST_P(CopyAtoms, MoveRandomDataLikeTheCpu) {
  const Case& c = GetParam();
  bool universal = std::string_view(c.atom->opName) == "fly.universal_copy";
  bool dma = c.atom->ldsDma, dmaBuffer = dma && std::string_view(c.atom->opName).find("buffer") != std::string_view::npos;
  std::string source = dma         ? ldsDmaKernel(*c.atom, c.bits, c.valBits)
                       : universal ? universalKernel(c.bits, c.valBits)
                                   : bufferKernel(*c.atom, c.bits, c.valBits);
  auto object = compileForEmulator(source, "copy_atom.fly", c.arch);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError()) << "\n" << source;
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
    uint32_t groups = dma ? uint32_t((k + 255) / 256) : uint32_t((k + 63) / 64) + (universal ? 0 : 1);
    emu::LaunchOptions launch;
    launch.checkLdsRaces = true;
    auto stats = device.launch(**object, "copy", emu::Dim3(groups), emu::Dim3(dma ? 256 : 64),
                               {emu::ArgValue::pointer(*ds), emu::ArgValue::pointer(*dd), emu::ArgValue::i32(int32_t(k))},
                               launch);
    ASSERT_TRUE(bool(stats)) << "k=" << k << ": " << llvm::toString(stats.takeError());
    std::vector<uint8_t> out(init.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dd, out.size())));
    for (size_t g = 0; g < k; ++g) {
      // The universal kernel reads its partner's LDS slot (g ^ 1), the LDS DMA kernel slot 255 - t.
      size_t from = universal ? (g ^ 1) : dma ? (g / 256) * 256 + 255 - g % 256 : g;
      for (size_t i = 0; i < bytesPerCall; ++i) {
        // LDS DMA: a partner past the end left dst alone (global form) or read zeros (buffer form).
        uint8_t want = from < k ? src[from * bytesPerCall + i] : dmaBuffer ? 0 : init[g * bytesPerCall + i];
        ASSERT_EQ(out[g * bytesPerCall + i], want) << "k=" << k << " call " << g << " byte " << i;
      }
    }
    for (size_t i = k * bytesPerCall; i < out.size(); ++i)
      ASSERT_EQ(out[i], init[i]) << "k=" << k << ": wrote past the tensor at byte " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryAtom, CopyAtoms, ::testing::ValuesIn(allCases()), caseName);

// ---- atomic atoms ----------------------------------------------------------------------------

struct AtomicCase {
  const target::CopyAtomDesc* atom;
  std::string op;   // "add", ...
  std::string type; // "i32", "vector<2xf16>", ...
  std::string arch;
};

void PrintTo(const AtomicCase& c, std::ostream* os) {
  *os << c.atom->opName << "<" << c.op << ", " << c.type << "> on " << c.arch;
}

std::string atomicCaseName(const ::testing::TestParamInfo<AtomicCase>& info) {
  std::string n = std::string(info.param.atom->opName) + "_" + info.param.op + "_" + info.param.type + "_" + info.param.arch;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

// Every variant (op, value type) of every atomic atom, on every arch that has it.
std::vector<AtomicCase> atomicCases() {
  std::vector<AtomicCase> cases;
  for (const target::CopyAtomDesc& d : target::allCopyAtoms())
    for (const target::AtomicVariant& v : d.atomics)
      for (std::string_view t : v.valTypes)
        for (std::string_view arch : v.archs)
          cases.push_back({&d, std::string(v.op), std::string(t), std::string(arch)});
  return cases;
}

constexpr int kSlots = 5;

// The scalar element type of an atomic atom's value type, and values per call.
std::pair<std::string, int> elementOf(const std::string& type) {
  if (type.rfind("vector<", 0) == 0) return {type.substr(type.find('x') + 1, type.size() - type.find('x') - 2), 2};
  return {type, 1};
}

std::string atomType(const AtomicCase& c) {
  auto [E, V] = elementOf(c.type);
  int bits = E == "f16" || E == "bf16" ? 16 : E == "i64" || E == "f64" ? 64 : 32;
  return "!fly.copy_atom<!" + std::string(c.atom->opName) + "<#fly<atomic_op " + c.op + ">, " + c.type + ">, " +
         std::to_string(bits) + ">";
}

// Universal atomics. Threads t < 5 of each work-group first fill LDS slot t from ldsout[group * 5 + t];
// barrier; thread g < k: r = src[g]; atom(r -> dst[g % 5]); atom(r -> LDS slot g % 5); barrier; threads
// t < 5 copy LDS slot t back to ldsout[group * 5 + t].
std::string universalAtomicKernel(const AtomicCase& c) {
  std::string E = c.type, B = E == "i64" || E == "f64" ? "64" : "32";
  std::string copy = "!fly.copy_atom<!fly.universal_copy<" + B + ">, " + B + ">";
  std::string atom = atomType(c);
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
  std::string ssa = " {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (", ssaDst = " {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (";
  std::string v1 = "vector<1x" + E + ">";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @atomic(%src: " << gp << ", %dst: " << gp << ", %ldsout: " << gp << ", %own: " << gp << ", %olds: " << gp
    << ", %lown: " << gp << ", %lolds: " << gp << ", %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << threadIds()
    << "    %c64 = arith.constant 64 : i32\n    %cs = arith.constant " << kSlots << " : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %active = arith.cmpi slt, %g, %k : i32\n    %lead = arith.cmpi slt, %t, %cs : i32\n"
    << "    %slot = arith.remui %g, %cs : i32\n    %gs = arith.muli %b, %cs : i32\n    %gt = arith.addi %gs, %t : i32\n"
    << "    %ol = fly.static : " << lay << "\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << (kSlots + 64) * 8 << " : i64, name = \"slots\"}} : () -> " << sp << "\n"
    << view("mine", "%src", "%g", false) << view("out", "%dst", "%slot", false)
    << view("lslot", "%lds", "%slot", true) << view("lmine", "%lds", "%t", true) << view("lout", "%ldsout", "%gt", false)
    << "    %r = fly.memref.alloca(%ol) : (" << lay << ") -> " << rm << "\n"
    << "    %copy = fly.make_copy_atom {valBits = " << B << " : i32} : " << copy << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << B << " : i32} : " << atom << "\n"
    << "    fly.copy(%copy, %lout, %r, %lead) : (" << copy << ", " << gm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%copy, %r, %lmine, %lead) : (" << copy << ", " << rm << ", " << sm << ", i1) -> ()\n"
    << "    gpu.barrier\n"
    << "    fly.copy(%copy, %mine, %r, %active) : (" << copy << ", " << gm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %out, %active) : (" << atom << ", " << rm << ", " << gm << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %lslot, %active) : (" << atom << ", " << rm << ", " << sm << ", i1) -> ()\n"
    << "    gpu.barrier\n"
    << "    fly.copy(%copy, %lmine, %r, %lead) : (" << copy << ", " << sm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%copy, %r, %lout, %lead) : (" << copy << ", " << rm << ", " << gm << ", i1) -> ()\n"
    // The fetch form on the thread's own slots (global own[g], LDS slot 5 + t filled from lown[g]): the
    // old value comes back and is written to olds[g] / lolds[g]; the LDS slot goes back to lown[g].
    << view("ownv", "%own", "%g", false) << view("oldv", "%olds", "%g", false)
    << view("lownv", "%lown", "%g", false) << view("loldv", "%lolds", "%g", false)
    << "    %c5 = arith.constant " << kSlots << " : i32\n    %t5 = arith.addi %t, %c5 : i32\n"
    << view("lslot2", "%lds", "%t5", true)
    << "    scf.if %active {\n"
    << "      %v = fly.copy_atom_call_ssa(%copy, %mine)" << ssa << copy << ", " << gm << ") -> " << E << "\n"
    << "      %old = fly.copy_atom_call_ssa(%atom, %v, %ownv)" << ssaDst << atom << ", " << E << ", " << gm << ") -> " << E << "\n"
    << "      fly.copy_atom_call_ssa(%copy, %old, %oldv)" << ssaDst << copy << ", " << E << ", " << gm << ") -> ()\n"
    << "      %li = fly.copy_atom_call_ssa(%copy, %lownv)" << ssa << copy << ", " << gm << ") -> " << v1 << "\n"
    << "      fly.copy_atom_call_ssa(%copy, %li, %lslot2)" << ssaDst << copy << ", " << v1 << ", " << sm << ") -> ()\n"
    << "      %v1 = vector.from_elements %v : " << v1 << "\n"
    << "      %lold = fly.copy_atom_call_ssa(%atom, %v1, %lslot2)" << ssaDst << atom << ", " << v1 << ", " << sm << ") -> " << v1 << "\n"
    << "      fly.copy_atom_call_ssa(%copy, %lold, %loldv)" << ssaDst << copy << ", " << v1 << ", " << gm << ") -> ()\n"
    << "      %lnew = fly.copy_atom_call_ssa(%copy, %lslot2)" << ssa << copy << ", " << sm << ") -> " << E << "\n"
    << "      fly.copy_atom_call_ssa(%copy, %lnew, %lownv)" << ssaDst << copy << ", " << E << ", " << gm << ") -> ()\n"
    << "    }\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

// Buffer atomics: thread g < k reads its V values src[g*V .. g*V+V) and applies the atom to slot
// g % 7 of a buffer tensor over dst that holds 5 slots: the calls on slots 5 and 6 lie past the
// buffer's end and are dropped by the hardware's range check (dst has guard slots after the 5).
constexpr int kBufferSlots = 7;
std::string bufferAtomicKernel(const AtomicCase& c) {
  auto [E, V] = elementOf(c.type);
  int eb = E == "f16" || E == "bf16" ? 2 : E == "i64" || E == "f64" ? 8 : 4;
  std::string v = std::to_string(V), vb = std::to_string(eb * 8 * V);
  std::string copy = "!fly.copy_atom<!fly.universal_copy<" + vb + ">, " + std::to_string(eb * 8) + ">";
  std::string atom = atomType(c);
  std::string gp = "!fly.ptr<" + E + ", global>", bp = "!fly.ptr<" + E + ", #fly_rocdl.buffer_desc>";
  std::string one = v + ":1", all = "(" + v + "," + std::to_string(kBufferSlots) + "):(1," + v + ")";
  std::string gm = "!fly.memref<" + E + ", global, " + one + ">", rm = "!fly.memref<" + E + ", register, " + one + ">";
  std::string ball = "!fly.memref<" + E + ", #fly_rocdl.buffer_desc, " + all + ">";
  std::string bone = "!fly.memref<" + E + ", #fly_rocdl.buffer_desc, " + one + ">";
  std::ostringstream k;
  std::string vt = V == 1 ? E : "vector<" + v + "x" + E + ">";
  k << "gpu.module @kernels {\n"
    << "  gpu.func @atomic(%src: " << gp << ", %dst: " << gp << ", %own: " << gp << ", %olds: " << gp
    << ", %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << threadIds()
    << "    %c64 = arith.constant 64 : i32\n    %cs = arith.constant " << kBufferSlots << " : i32\n"
    << "    %cv = arith.constant " << V << " : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %active = arith.cmpi slt, %g, %k : i32\n    %slot = arith.remui %g, %cs : i32\n"
    << "    %e0 = arith.muli %g, %cv : i32\n"
    << "    %o = fly.make_int_tuple(%e0) : (i32) -> !fly.int_tuple<?>\n"
    << "    %ps = fly.add_offset(%src, %o) : (" << gp << ", !fly.int_tuple<?>) -> " << gp << "\n"
    << "    %ol = fly.static : !fly.layout<" << one << ">\n"
    << "    %mine = fly.make_view(%ps, %ol) : (" << gp << ", !fly.layout<" << one << ">) -> " << gm << "\n"
    << "    %bytes = arith.constant " << kSlots * V * eb << " : i64\n"
    << "    %bd = fly.make_ptr(%dst, %bytes) : (" << gp << ", i64) -> " << bp << "\n"
    << "    %al = fly.static : !fly.layout<" << all << ">\n"
    << "    %dv = fly.make_view(%bd, %al) : (" << bp << ", !fly.layout<" << all << ">) -> " << ball << "\n"
    << "    %c = fly.make_coord(%slot) : (i32) -> !fly.int_tuple<(*,?)>\n"
    << "    %out = fly.slice(%dv, %c) : (" << ball << ", !fly.int_tuple<(*,?)>) -> " << bone << "\n"
    << "    %r = fly.memref.alloca(%ol) : (!fly.layout<" << one << ">) -> " << rm << "\n"
    << "    %copy = fly.make_copy_atom {valBits = " << eb * 8 << " : i32} : " << copy << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << eb * 8 << " : i32} : " << atom << "\n"
    << "    fly.copy(%copy, %mine, %r, %active) : (" << copy << ", " << gm << ", " << rm << ", i1) -> ()\n"
    << "    fly.copy(%atom, %r, %out, %active) : (" << atom << ", " << rm << ", " << bone << ", i1) -> ()\n"
    // The fetch form on the thread's own V values of a buffer tensor over own[0, k*V): the old values
    // come back and are written to olds[g*V, g*V+V).
    << "    %ck = arith.muli %k, %cv : i32\n    %ce = arith.constant " << eb << " : i32\n"
    << "    %kb32 = arith.muli %ck, %ce : i32\n    %kb = arith.extui %kb32 : i32 to i64\n"
    << "    %bo = fly.make_ptr(%own, %kb) : (" << gp << ", i64) -> " << bp << "\n"
    << "    %pbo = fly.add_offset(%bo, %o) : (" << bp << ", !fly.int_tuple<?>) -> " << bp << "\n"
    << "    %ownv = fly.make_view(%pbo, %ol) : (" << bp << ", !fly.layout<" << one << ">) -> " << bone << "\n"
    << "    %po = fly.add_offset(%olds, %o) : (" << gp << ", !fly.int_tuple<?>) -> " << gp << "\n"
    << "    %oldv = fly.make_view(%po, %ol) : (" << gp << ", !fly.layout<" << one << ">) -> " << gm << "\n"
    << "    scf.if %active {\n"
    << "      %v = fly.copy_atom_call_ssa(%copy, %mine) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (" << copy << ", " << gm << ") -> " << vt << "\n"
    << "      %old = fly.copy_atom_call_ssa(%atom, %v, %ownv) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (" << atom << ", " << vt << ", " << bone << ") -> " << vt << "\n"
    << "      fly.copy_atom_call_ssa(%copy, %old, %oldv) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (" << copy << ", " << vt << ", " << gm << ") -> ()\n"
    << "    }\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

// 16-bit floats of small integers (exact), the CPU's independent encoding.
uint16_t halfOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  if ((b & 0x7fffffff) == 0) return uint16_t(b >> 16);
  uint32_t e = ((b >> 23) & 0xff) - 127 + 15;
  return uint16_t(((b >> 16) & 0x8000) | (e << 10) | ((b >> 13) & 0x3ff));
}
float floatOfHalf(uint16_t h) {
  if ((h & 0x7fff) == 0) return (h & 0x8000) ? -0.0f : 0.0f;
  uint32_t b = uint32_t(h & 0x8000) << 16 | (((h >> 10) & 0x1f) - 15 + 127) << 23 | uint32_t(h & 0x3ff) << 13;
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint16_t bf16Of(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return uint16_t(b >> 16);
}
float floatOfBf16(uint16_t h) {
  uint32_t b = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

// The CPU's read-modify-write on raw element bits of type `E`.
uint64_t applyRmw(const std::string& op, const std::string& E, uint64_t old, uint64_t v) {
  auto asF = [&](uint64_t x) -> double {
    if (E == "f32") { float f; uint32_t u = uint32_t(x); std::memcpy(&f, &u, 4); return f; }
    if (E == "f64") { double d; std::memcpy(&d, &x, 8); return d; }
    if (E == "f16") return floatOfHalf(uint16_t(x));
    return floatOfBf16(uint16_t(x));
  };
  auto fromF = [&](double d) -> uint64_t {
    if (E == "f32") { float f = float(d); uint32_t u; std::memcpy(&u, &f, 4); return u; }
    if (E == "f64") { uint64_t u; std::memcpy(&u, &d, 8); return u; }
    if (E == "f16") return halfOf(float(d));
    return bf16Of(float(d));
  };
  if (E[0] == 'f' || E == "bf16") {
    double a = asF(old), b = asF(v);
    return fromF(op == "add" ? a + b : op == "max" ? std::max(a, b) : std::min(a, b));
  }
  bool wide = E == "i64";
  uint64_t mask = wide ? ~uint64_t(0) : 0xffffffffull;
  int64_t so = wide ? int64_t(old) : int64_t(int32_t(uint32_t(old))), sv = wide ? int64_t(v) : int64_t(int32_t(uint32_t(v)));
  if (op == "add") return (old + v) & mask;
  if (op == "max") return uint64_t(std::max(so, sv)) & mask;
  if (op == "min") return uint64_t(std::min(so, sv)) & mask;
  if (op == "and") return old & v;
  if (op == "or") return old | v;
  if (op == "umax") return std::max(old, v);
  if (op == "umin") return std::min(old, v);
  if (op == "inc") return old >= v ? 0 : old + 1;
  return (old == 0 || old > v) ? v : old - 1; // dec
}

class AtomicAtoms : public ::testing::TestWithParam<AtomicCase> {};

TEST_P(AtomicAtoms, ReadModifyWriteLikeTheCpu) {
  const AtomicCase& c = GetParam();
  bool buffer = std::string_view(c.atom->opName) == "fly_rocdl.cdna3.buffer_atomic";
  std::string source = buffer ? bufferAtomicKernel(c) : universalAtomicKernel(c);
  auto object = compileForEmulator(source, "atomic_atom.fly", c.arch);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError()) << "\n" << source;
  auto [E, V] = elementOf(c.type);
  size_t eb = E == "f16" || E == "bf16" ? 2 : E == "i64" || E == "f64" ? 8 : 4;
  bool fp = E[0] == 'f' || E == "bf16";
  // Element i of a byte vector.
  auto get = [&](const std::vector<uint8_t>& m, size_t i) { uint64_t x = 0; std::memcpy(&x, &m[i * eb], eb); return x; };
  auto put = [&](std::vector<uint8_t>& m, size_t i, uint64_t x) { std::memcpy(&m[i * eb], &x, eb); };
  const size_t guard = 16;
  for (size_t k : {size_t(1), size_t(7), size_t(64), size_t(130), size_t(254)}) {
    std::mt19937_64 rng(k * 131 + std::hash<std::string>()(c.op + c.type));
    // Floats: small integers (exact sums in any order); inc/dec: one limit for every thread (the
    // result is then the same in any order); other integer ops: the full range (add wraps).
    uint64_t limit = 1 + rng() % 40;
    auto value = [&](bool init) -> uint64_t {
      if (fp) {
        double d = double(int64_t(rng() % 9) - 4);
        if (E == "f32") { float f = float(d); uint32_t u; std::memcpy(&u, &f, 4); return u; }
        if (E == "f64") { uint64_t u; std::memcpy(&u, &d, 8); return u; }
        return E == "f16" ? halfOf(float(d)) : bf16Of(float(d));
      }
      if (c.op == "inc" || c.op == "dec") return init ? rng() % (limit + 1) : limit;
      uint64_t x = rng();
      return eb == 8 ? x : x & 0xffffffffull;
    };
    size_t groups = (k + 63) / 64;
    size_t slots = buffer ? kSlots * size_t(V) : kSlots;
    std::vector<uint8_t> src(k * V * eb), init((slots + guard) * eb), ldsInit((groups * kSlots + guard) * eb);
    for (size_t i = 0; i < k * V; ++i) put(src, i, value(false));
    for (size_t i = 0; i < slots + guard; ++i) put(init, i, value(true));
    for (size_t i = 0; i < groups * kSlots + guard; ++i) put(ldsInit, i, value(true));
    // The fetch form's own slots (global, and LDS through lown) and where the old values go.
    size_t owned = k * V + guard;
    std::vector<uint8_t> own(owned * eb), lown(owned * eb), olds(owned * eb), lolds(owned * eb);
    for (size_t i = 0; i < owned; ++i) {
      put(own, i, value(true));
      put(lown, i, value(true));
      put(olds, i, value(true));
      put(lolds, i, value(true));
    }
    emu::Device device;
    auto ds = device.allocate(src.size()), dd = device.allocate(init.size()), dl = device.allocate(ldsInit.size());
    auto dOwn = device.allocate(own.size()), dOlds = device.allocate(olds.size());
    auto dLown = device.allocate(lown.size()), dLolds = device.allocate(lolds.size());
    ASSERT_TRUE(ds && dd && dl && dOwn && dOlds && dLown && dLolds);
    ASSERT_FALSE(bool(device.copyIn(*ds, src.data(), src.size())));
    ASSERT_FALSE(bool(device.copyIn(*dd, init.data(), init.size())));
    ASSERT_FALSE(bool(device.copyIn(*dl, ldsInit.data(), ldsInit.size())));
    ASSERT_FALSE(bool(device.copyIn(*dOwn, own.data(), own.size())));
    ASSERT_FALSE(bool(device.copyIn(*dOlds, olds.data(), olds.size())));
    ASSERT_FALSE(bool(device.copyIn(*dLown, lown.data(), lown.size())));
    ASSERT_FALSE(bool(device.copyIn(*dLolds, lolds.data(), lolds.size())));
    std::vector<emu::ArgValue> args = {emu::ArgValue::pointer(*ds), emu::ArgValue::pointer(*dd)};
    if (!buffer) args.push_back(emu::ArgValue::pointer(*dl));
    args.push_back(emu::ArgValue::pointer(*dOwn));
    args.push_back(emu::ArgValue::pointer(*dOlds));
    if (!buffer) {
      args.push_back(emu::ArgValue::pointer(*dLown));
      args.push_back(emu::ArgValue::pointer(*dLolds));
    }
    args.push_back(emu::ArgValue::i32(int32_t(k)));
    auto stats = device.launch(**object, "atomic", emu::Dim3(uint32_t(groups)), emu::Dim3(64), args);
    ASSERT_TRUE(bool(stats)) << "k=" << k << ": " << llvm::toString(stats.takeError());
    std::vector<uint8_t> out(init.size()), ldsOut(ldsInit.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dd, out.size())));
    ASSERT_FALSE(bool(device.copyOut(ldsOut.data(), *dl, ldsOut.size())));
    std::vector<uint8_t> want = init, wantLds = ldsInit;
    for (size_t g = 0; g < k; ++g) {
      size_t slot = buffer ? g % kBufferSlots : g % kSlots;
      if (slot < size_t(kSlots)) // buffer slots 5, 6: past the buffer's end, dropped
        for (size_t e = 0; e < size_t(V); ++e)
          put(want, slot * V + e, applyRmw(c.op, E, get(want, slot * V + e), get(src, g * V + e)));
      size_t l = (g / 64) * kSlots + g % kSlots;
      if (!buffer) put(wantLds, l, applyRmw(c.op, E, get(wantLds, l), get(src, g)));
    }
    for (size_t i = 0; i < slots + guard; ++i)
      ASSERT_EQ(get(out, i), get(want, i)) << "k=" << k << ": global element " << i << (i >= slots ? " (guard)" : "");
    for (size_t i = 0; i < groups * kSlots + guard; ++i)
      ASSERT_EQ(get(ldsOut, i), get(wantLds, i)) << "k=" << k << ": LDS slot " << i % kSlots << " of work-group " << i / kSlots;
    // Fetch form: element i < k*V was replaced by op(old, src[i]) and its old value came back.
    std::vector<uint8_t> ownOut(own.size()), oldsOut(olds.size()), lownOut(lown.size()), loldsOut(lolds.size());
    ASSERT_FALSE(bool(device.copyOut(ownOut.data(), *dOwn, ownOut.size())));
    ASSERT_FALSE(bool(device.copyOut(oldsOut.data(), *dOlds, oldsOut.size())));
    ASSERT_FALSE(bool(device.copyOut(lownOut.data(), *dLown, lownOut.size())));
    ASSERT_FALSE(bool(device.copyOut(loldsOut.data(), *dLolds, loldsOut.size())));
    for (size_t i = 0; i < owned; ++i) {
      bool in = i < k * V;
      ASSERT_EQ(get(ownOut, i), in ? applyRmw(c.op, E, get(own, i), get(src, i)) : get(own, i))
          << "k=" << k << ": fetch-form global element " << i << (in ? "" : " (guard)");
      ASSERT_EQ(get(oldsOut, i), in ? get(own, i) : get(olds, i))
          << "k=" << k << ": old value returned for global element " << i << (in ? "" : " (guard)");
      if (buffer) continue;
      ASSERT_EQ(get(lownOut, i), in ? applyRmw(c.op, E, get(lown, i), get(src, i)) : get(lown, i))
          << "k=" << k << ": fetch-form LDS slot of thread " << i << (in ? "" : " (guard)");
      ASSERT_EQ(get(loldsOut, i), in ? get(lown, i) : get(lolds, i))
          << "k=" << k << ": old value returned for the LDS slot of thread " << i << (in ? "" : " (guard)");
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryAtomicAtom, AtomicAtoms, ::testing::ValuesIn(atomicCases()), atomicCaseName);

} // namespace

namespace {

// ---- copy_if: a predicate tensor per group of atom calls (CuTe's copy_if) -------------------------

// Thread g owns values [8g, 8g + 8) of an n-value f32 tensor as (4,2):(1,4): two groups of four, one
// 128-bit call each. pred(j) = 8g + 4j + 4 <= n, so a group that reaches past n is neither read nor
// written: global -> registers and registers -> global through fly.copy with the predicate tensor.
std::string copyIfKernel() {
  std::string gp = "!fly.ptr<f32, global, align<16>>", lay = "(4,2):(1,4)";
  std::string gm = "!fly.memref<f32, global, " + lay + ", align<16>>", rm = "!fly.memref<f32, register, " + lay + ">";
  std::string pm = "!fly.memref<i1, register, 2:1>";
  std::string atom = "!fly.copy_atom<!fly.universal_copy<128>, 32>";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @copy_if(%src: " << gp << ", %dst: " << gp << ", %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << threadIds()
    << "    %c64 = arith.constant 64 : i32\n    %c8 = arith.constant 8 : i32\n    %c4 = arith.constant 4 : i32\n"
    << "    %first = arith.muli %b, %c64 : i32\n    %g = arith.addi %first, %t : i32\n"
    << "    %base = arith.muli %g, %c8 : i32\n    %end0 = arith.addi %base, %c4 : i32\n    %end1 = arith.addi %end0, %c4 : i32\n"
    << "    %p0 = arith.cmpi sle, %end0, %n : i32\n    %p1 = arith.cmpi sle, %end1, %n : i32\n"
    << "    %o = fly.make_int_tuple(%base) : (i32) -> !fly.int_tuple<?{div=8}>\n"
    << "    %ps = fly.add_offset(%src, %o) : (" << gp << ", !fly.int_tuple<?{div=8}>) -> " << gp << "\n"
    << "    %pd = fly.add_offset(%dst, %o) : (" << gp << ", !fly.int_tuple<?{div=8}>) -> " << gp << "\n"
    << "    %l = fly.static : !fly.layout<" << lay << ">\n"
    << "    %s = fly.make_view(%ps, %l) : (" << gp << ", !fly.layout<" << lay << ">) -> " << gm << "\n"
    << "    %d = fly.make_view(%pd, %l) : (" << gp << ", !fly.layout<" << lay << ">) -> " << gm << "\n"
    << "    %r = fly.memref.alloca(%l) : (!fly.layout<" << lay << ">) -> " << rm << "\n"
    << "    %pl = fly.static : !fly.layout<2:1>\n"
    << "    %pred = fly.memref.alloca(%pl) : (!fly.layout<2:1>) -> " << pm << "\n"
    << "    %i0 = fly.static : !fly.int_tuple<0>\n    %i1 = fly.static : !fly.int_tuple<1>\n"
    << "    fly.memref.store(%p0, %pred, %i0) : (i1, " << pm << ", !fly.int_tuple<0>) -> ()\n"
    << "    fly.memref.store(%p1, %pred, %i1) : (i1, " << pm << ", !fly.int_tuple<1>) -> ()\n"
    << "    %atom = fly.make_copy_atom {valBits = 32 : i32} : " << atom << "\n"
    << "    fly.copy(%atom, %s, %r, %pred) : (" << atom << ", " << gm << ", " << rm << ", " << pm << ") -> ()\n"
    << "    fly.copy(%atom, %r, %d, %pred) : (" << atom << ", " << rm << ", " << gm << ", " << pm << ") -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

class CopyIf : public ::testing::TestWithParam<std::string> {};

TEST_P(CopyIf, PredicateTensorMasksGroupsLikeTheCpu) {
  std::string source = copyIfKernel();
  auto object = compileForEmulator(source, "copy_if.fly", GetParam());
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError()) << "\n" << source;
  for (size_t n : {size_t(3), size_t(8), size_t(100), size_t(514), size_t(1030)}) {
    size_t threads = (n + 7) / 8, groups = (threads + 63) / 64, cap = groups * 64 * 8;
    std::mt19937 rng{uint32_t(n)};
    std::vector<float> src(cap), init(cap);
    for (auto& x : src) x = float(rng() % 1000);
    for (auto& x : init) x = -float(rng() % 1000) - 1;
    emu::Device device;
    auto ds = device.allocate(cap * 4), dd = device.allocate(cap * 4);
    ASSERT_TRUE(ds && dd);
    ASSERT_FALSE(bool(device.copyIn(*ds, src.data(), cap * 4)));
    ASSERT_FALSE(bool(device.copyIn(*dd, init.data(), cap * 4)));
    auto stats = device.launch(**object, "copy_if", emu::Dim3(uint32_t(groups)), emu::Dim3(64),
                               {emu::ArgValue::pointer(*ds), emu::ArgValue::pointer(*dd), emu::ArgValue::i32(int32_t(n))});
    ASSERT_TRUE(bool(stats)) << "n=" << n << ": " << llvm::toString(stats.takeError());
    std::vector<float> out(cap);
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dd, cap * 4)));
    for (size_t i = 0; i < cap; ++i) {
      bool copied = (i / 4) * 4 + 4 <= n; // the group of four holding value i ends within n
      ASSERT_EQ(out[i], copied ? src[i] : init[i]) << "n=" << n << " value " << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryArch, CopyIf, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

} // namespace

namespace {

// ---- LDS transpose reads ---------------------------------------------------------------------

struct TransposeCase {
  const target::CopyAtomDesc* atom;
  const target::TransposeRead* read;
  std::string elem; // the tensors' element type ("i16", "f16", "i8")
  std::string arch;
};

void PrintTo(const TransposeCase& c, std::ostream* os) {
  *os << c.atom->opName << "<trans = " << c.read->granularity << "b, " << c.read->bits << "> on " << c.elem << " on "
      << c.arch;
}

std::string transposeCaseName(const ::testing::TestParamInfo<TransposeCase>& info) {
  return "tr" + std::to_string(info.param.read->granularity) + "_b" + std::to_string(info.param.read->bits) + "_" +
         info.param.elem + "_" + info.param.arch;
}

// Element types of each granularity: the 4- and 6-bit ones are bit-packed sub-byte tensors.
constexpr std::pair<const char*, int> kTransposeElems[] = {
    {"i4", 4},  {"f4E2M1FN", 4}, {"f6E2M3FN", 6}, {"f6E3M2FN", 6},
    {"i8", 8},  {"i16", 16},     {"f16", 16},     {"bf16", 16},
};

// Every (granularity, bits) pair of every transpose-read atom, with the element types of its width.
std::vector<TransposeCase> transposeCases() {
  std::vector<TransposeCase> cases;
  for (const target::CopyAtomDesc& d : target::allCopyAtoms())
    for (const target::TransposeRead& r : d.transposeReads)
      for (std::string_view arch : d.archs)
        for (auto [e, bits] : kTransposeElems)
          if (bits == r.granularity) cases.push_back({&d, &r, e, std::string(arch)});
  return cases;
}

struct TransposeShape {
  int waves, repM, repN; // work-group of 64 * waves threads; the LDS tile is repM x repN atom tiles
  int cut = 0;           // the global matrices have cut * E columns fewer than the tile (ragged)
};

// The LDS matrix, M x N with M contiguous: ((16,repM),N):((1,B),B*repM), row block r of column n at
// element B*(r + repM*n). B = 16 (dense, (M,N):(1,M)) except for ds_read_b96_tr_b6, whose lanes need
// 16-byte aligned addresses: a 6-bit column block (16 elements, 12 bytes) then starts every 64
// elements (48 bytes), as rocRoller pads its 6-bit LDS blocks.
Layout transposeLdsLayout(const TransposeCase& c, int M, int N) {
  int B = c.read->alignBytes * 8 > 64 ? 64 : 16, repM = M / 16;
  return *parseLayout("((16," + std::to_string(repM) + ")," + std::to_string(N) + "):((1," + std::to_string(B) + ")," +
                      std::to_string(B * repM) + ")");
}

// One work-group of T = 64W threads. `in` (M*Ng elements, column-major, bit-packed for 4- and 6-bit
// elements; Ng = N - cut * E columns of the tile's N) is copied to the LDS matrix: thread t moves E
// contiguous elements per call (E = BITS / granularity, one column block of 16 rows for b4/b6), the
// calls past the matrix masked by a predicate tensor (copy_if: call r of thread t is chunk t + T r,
// in the matrix if below M*Ng/E). The LDS tensor is read as the M x N matrix
// with M contiguous by a tiled copy of the transpose atom: tile 16 x 4EW, thread t0 + 16 t1 (t0 < 16)
// holding the E values (m, n) = (t0, E t1 + j) of each tile (layout_tv ((16,4W),E):((1,16E),16));
// the registers go to `out` as the row-major (M,Ng):(Ng,1) matrix, E contiguous values per thread and
// tile in one store, masked where the tile reaches past Ng (call (rm, rn) of thread t0 + 16 t1 starts at
// column E t1 + 4EW rn). The transpose itself cannot be masked (it needs every lane): it reads the
// whole tile, columns past Ng included. So out[m*Ng + n] must be in[m + M*n]: the instruction
// transposes, and any
// disagreement between the atom's layouts and the lanes the instruction fills shows up as a wrong
// element. The partition and fragment types the text declares come from Fly's algebra (atom-lowering
// checks them again); the emulator's result is the test.
std::string transposeKernel(const TransposeCase& c, const TransposeShape& s) {
  int G = c.read->granularity, E = c.read->bits / G, W = s.waves, T = 64 * W;
  int M = 16 * s.repM, N = 4 * E * W * s.repN;
  std::string e = c.elem, se = std::to_string(E);
  std::string atom = "!fly.copy_atom<!" + std::string(c.atom->opName) + "<trans = " + std::to_string(G) + "b, " +
                     std::to_string(c.read->bits) + ">, " + std::to_string(G) + ">";
  std::string copy = "!fly.copy_atom<!fly.universal_copy<" + std::to_string(c.read->bits) + ">, " + std::to_string(G) + ">";
  std::string tvText = "((16," + std::to_string(4 * W) + ")," + se + "):((1," + std::to_string(16 * E) + "),16)";
  std::string tileText = "[16|" + std::to_string(4 * E * W) + "]";
  std::string tcType = "!fly.tiled_copy<" + atom + ", !fly.layout<" + tvText + ">, !fly.tile<" + tileText + ">>";
  // Fly's algebra for the declared types.
  auto spec = target::parseCopyOp("!" + std::string(c.atom->opName) + "<trans = " + std::to_string(G) + "b, " +
                                  std::to_string(c.read->bits) + ">");
  auto layouts = spec->valueLayouts(G);
  auto tc = make_tiled_copy(*layouts, *parseLayout(tvText), IntTuple::of(Int(16), Int(4 * E * W)));
  Layout lds = transposeLdsLayout(c, M, N);
  int Ng = N - s.cut * E, reps = s.repM * s.repN;
  Layout outL = *parseLayout("(" + std::to_string(M) + "," + std::to_string(N) + "):(" + std::to_string(Ng) + ",1)");
  std::string ps = partition_S(*tc, lds, Int(0))->layout.str(), pd = partition_D(*tc, outL, Int(0))->layout.str();
  std::string frag = make_fragment_like(*parseLayout(pd))->str();
  int chunk = E * (c.read->alignBytes * 8 > 64 ? 4 : 1); // LDS elements from one chunk to the next
  std::string fill = "(" + se + "," + std::to_string(T) + "," + std::to_string(s.repM * s.repN) + "):(1," + se + "," +
                     std::to_string(T * E) + ")";
  std::string lfill = "(" + se + "," + std::to_string(T) + "," + std::to_string(s.repM * s.repN) + "):(1," +
                      std::to_string(chunk) + "," + std::to_string(T * chunk) + ")";
  std::string mine = "(" + se + "," + std::to_string(s.repM * s.repN) + "):(1," + std::to_string(T * E) + ")";
  std::string lmine = "(" + se + "," + std::to_string(s.repM * s.repN) + "):(1," + std::to_string(T * chunk) + ")";
  std::string regMine = "(" + se + "," + std::to_string(s.repM * s.repN) + "):(1," + se + ")";
  std::string gp = "!fly.ptr<" + e + ", global, align<16>>", sp = "!fly.ptr<" + e + ", shared>";
  auto mem = [&](const std::string& space, const std::string& l) {
    return "!fly.memref<" + e + ", " + space + ", " + l + (space == "global" ? ", align<16>>" : ">");
  };
  // Thread t's global slice starts t * BITS/8 bytes in: it keeps gcd(16, BITS/8), as fly.slice infers.
  std::string gmineType = "!fly.memref<" + e + ", global, " + mine + ", align<" + std::to_string(std::gcd(16, c.read->bits / 8)) + ">>";
  int64_t ldsBytes = (cosize(lds).value() * G + 7) / 8;
  // A register tensor of n i1, element i = (%X + C < limit) for (X, C) = term(i): X is %t (the thread)
  // or %e (E * (thread / 16), the first column the thread's calls store).
  int uid = 0;
  auto predicates = [&](const std::string& name, int n, const std::function<std::pair<std::string, int>(int)>& term,
                        int limit) {
    std::ostringstream p;
    std::string pt = "!fly.memref<i1, register, " + std::to_string(n) + ":1>";
    p << "    %" << name << "l = fly.static : !fly.layout<" << n << ":1>\n"
      << "    %" << name << " = fly.memref.alloca(%" << name << "l) : (!fly.layout<" << n << ":1>) -> " << pt << "\n";
    for (int i = 0; i < n; ++i) {
      auto [x, add] = term(i);
      int k = uid++;
      p << "    %a" << k << " = arith.constant " << add << " : i32\n    %l" << k << " = arith.constant " << limit << " : i32\n"
        << "    %s" << k << " = arith.addi %" << x << ", %a" << k << " : i32\n"
        << "    %q" << k << " = arith.cmpi slt, %s" << k << ", %l" << k << " : i32\n"
        << "    %i" << k << " = fly.static : !fly.int_tuple<" << i << ">\n"
        << "    fly.memref.store(%q" << k << ", %" << name << ", %i" << k << ") : (i1, " << pt << ", !fly.int_tuple<" << i
        << ">) -> ()\n";
    }
    return p.str();
  };
  std::string lmn = lds.str(), omn = outL.str();
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @tr(%in: " << gp << ", %out: " << gp << ") kernel attributes {known_block_size = array<i32: " << T
    << ", 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n    %t = arith.index_cast %tid : index to i32\n"
    << "    %c4 = arith.constant 4 : i32\n    %t1 = arith.shrui %t, %c4 : i32\n    %cE = arith.constant " << E
    << " : i32\n    %e = arith.muli %t1, %cE : i32\n"
    << "    %fl = fly.static : !fly.layout<" << fill << ">\n"
    << "    %lfl = fly.static : !fly.layout<" << lfill << ">\n"
    << "    %gin = fly.make_view(%in, %fl) : (" << gp << ", !fly.layout<" << fill << ">) -> " << mem("global", fill) << "\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << ldsBytes
    << " : i64, name = \"tile\"}} : () -> " << sp << "\n"
    << "    %lin = fly.make_view(%lds, %lfl) : (" << sp << ", !fly.layout<" << lfill << ">) -> " << mem("shared", lfill) << "\n"
    << "    %c = fly.make_coord(%t) : (i32) -> !fly.int_tuple<(*,?,*)>\n"
    << "    %gmine = fly.slice(%gin, %c) : (" << mem("global", fill) << ", !fly.int_tuple<(*,?,*)>) -> " << gmineType << "\n"
    << "    %lmine = fly.slice(%lin, %c) : (" << mem("shared", lfill) << ", !fly.int_tuple<(*,?,*)>) -> " << mem("shared", lmine) << "\n"
    << "    %rl = fly.static : !fly.layout<" << regMine << ">\n"
    << "    %r = fly.memref.alloca(%rl) : (!fly.layout<" << regMine << ">) -> " << mem("register", regMine) << "\n"
    << "    %u = fly.make_copy_atom {valBits = " << G << " : i32} : " << copy << "\n"
    << predicates("pin", reps, [&](int r) { // chunk t + T r lies in the global matrix
         return std::pair<std::string, int>{"t", T * r};
       }, M * Ng / E)
    << "    fly.copy(%u, %gmine, %r, %pin) : (" << copy << ", " << gmineType << ", " << mem("register", regMine)
    << ", !fly.memref<i1, register, " << reps << ":1>) -> ()\n"
    << "    fly.copy(%u, %r, %lmine, %pin) : (" << copy << ", " << mem("register", regMine) << ", " << mem("shared", lmine)
    << ", !fly.memref<i1, register, " << reps << ":1>) -> ()\n"
    << "    gpu.barrier\n"
    << "    %cm = fly.static : !fly.layout<" << lmn << ">\n    %rm = fly.static : !fly.layout<" << omn << ">\n"
    << "    %lt = fly.make_view(%lds, %cm) : (" << sp << ", !fly.layout<" << lmn << ">) -> " << mem("shared", lmn) << "\n"
    << "    %ot = fly.make_view(%out, %rm) : (" << gp << ", !fly.layout<" << omn << ">) -> " << mem("global", omn) << "\n"
    << "    %atom = fly.make_copy_atom {valBits = " << G << " : i32} : " << atom << "\n"
    << "    %tv = fly.static : !fly.layout<" << tvText << ">\n    %tile = fly.static : !fly.tile<" << tileText << ">\n"
    << "    %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (" << atom << ", !fly.layout<" << tvText << ">, !fly.tile<"
    << tileText << ">) -> " << tcType << "\n"
    << "    %ti = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n"
    << "    %ps = fly.tiled_copy.partition_src(%tc, %lt, %ti) : (" << tcType << ", " << mem("shared", lmn)
    << ", !fly.int_tuple<?>) -> " << mem("shared", ps) << "\n"
    << "    %pd = fly.tiled_copy.partition_dst(%tc, %ot, %ti) : (" << tcType << ", " << mem("global", omn)
    << ", !fly.int_tuple<?>) -> " << mem("global", pd) << "\n"
    << "    %frl = fly.static : !fly.layout<" << frag << ">\n"
    << "    %frag = fly.memref.alloca(%frl) : (!fly.layout<" << frag << ">) -> " << mem("register", frag) << "\n"
    << "    fly.copy(%tc, %ps, %frag) : (" << tcType << ", " << mem("shared", ps) << ", " << mem("register", frag) << ") -> ()\n"
    << predicates("pout", reps, [&](int g) { // call (g % repM, g / repM) starts at column E t1 + 4EW rn
         return std::pair<std::string, int>{"e", 4 * E * W * (g / s.repM)};
       }, Ng)
    << "    fly.copy(%u, %frag, %pd, %pout) : (" << copy << ", " << mem("register", frag) << ", " << mem("global", pd)
    << ", !fly.memref<i1, register, " << reps << ":1>) -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

// Element i of a bit-packed buffer of `bits`-bit elements (bits 8 and 16: whole bytes).
uint32_t packedElement(const std::vector<uint8_t>& buf, size_t i, int bits) {
  size_t bit = i * size_t(bits);
  uint32_t v = 0;
  for (int b = 0; b < bits; ++b) v |= uint32_t((buf[(bit + size_t(b)) / 8] >> ((bit + size_t(b)) % 8)) & 1u) << b;
  return v;
}

class TransposeReads : public ::testing::TestWithParam<TransposeCase> {};

TEST_P(TransposeReads, TransposeRandomDataLikeTheCpu) {
  const TransposeCase& c = GetParam();
  int G = c.read->granularity, E = c.read->bits / G;
  for (TransposeShape s : {TransposeShape{1, 1, 1}, TransposeShape{2, 1, 1, 1}, TransposeShape{1, 2, 3, 5},
                           TransposeShape{4, 3, 2, 3}}) {
    std::string source = transposeKernel(c, s);
    auto object = compileForEmulator(source, "lds_transpose.fly", c.arch);
    ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError()) << "\n" << source;
    // N: the global matrices' columns (the LDS tile has s.cut * E more).
    size_t M = size_t(16 * s.repM), N = size_t(4 * E * s.waves * s.repN - s.cut * E), guard = 64;
    size_t bytes = M * N * size_t(G) / 8;
    std::mt19937 rng(uint32_t(M * 131 + N + size_t(G)));
    std::vector<uint8_t> in(bytes), init(bytes + guard);
    for (auto& x : in) x = uint8_t(rng());
    for (auto& x : init) x = uint8_t(rng());
    emu::Device device;
    auto di = device.allocate(in.size()), dout = device.allocate(init.size());
    ASSERT_TRUE(di && dout);
    ASSERT_FALSE(bool(device.copyIn(*di, in.data(), in.size())));
    ASSERT_FALSE(bool(device.copyIn(*dout, init.data(), init.size())));
    emu::LaunchOptions launch;
    launch.checkLdsRaces = true;
    auto stats = device.launch(**object, "tr", emu::Dim3(1), emu::Dim3(uint32_t(64 * s.waves)),
                               {emu::ArgValue::pointer(*di), emu::ArgValue::pointer(*dout)}, launch);
    ASSERT_TRUE(bool(stats)) << M << "x" << N << ": " << llvm::toString(stats.takeError());
    std::vector<uint8_t> out(init.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dout, out.size())));
    for (size_t m = 0; m < M; ++m)
      for (size_t n = 0; n < N; ++n)
        ASSERT_EQ(packedElement(out, m * N + n, G), packedElement(in, m + M * n, G))
            << M << "x" << N << " with " << s.waves << " waves: element (" << m << ", " << n << ")";
    for (size_t i = bytes; i < out.size(); ++i) ASSERT_EQ(out[i], init[i]) << "wrote past the matrix at byte " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryTransposeRead, TransposeReads, ::testing::ValuesIn(transposeCases()), transposeCaseName);

} // namespace

namespace {

// ---- copy atoms wider than the element (recast) -------------------------------------------------

// An i8 matrix of 16R rows x 64C bytes (row-major) moved by a tiled copy whose atom is wider than the
// element: !fly.universal_copy<128> with 32-bit values, so each call is 4 values of 4 bytes. The
// partitions see the i8 tensors in 32-bit values ((16R,16C):(16C,1)), partition them with the tiled
// copy (64 threads, tile 16 x 16 values, layout_tv ((4,16),4):((64,1),16): thread t = t0 + 4 t1 holds
// row t1, values 4 t0 .. 4 t0 + 3) and give the thread's part back in bytes. global -> registers ->
// LDS (same partition), barrier, LDS -> registers -> `out` (the matrix again); and FlyDSL's
// shared_i8 s2r case: thread t reads bytes 4 (t ^ 1) .. + 3 of LDS with one 32-bit SSA load into a
// vector<4xi8> and stores it to `pairs` at 4t with the same atom.
std::string recastKernel(int R, int C, const std::function<std::string(const std::string&, const std::string&, bool)>& partType) {
  std::string M = std::to_string(16 * R), N = std::to_string(64 * C);
  std::string mat = "(" + M + "," + N + "):(" + N + ",1)";
  std::string atom = "!fly.copy_atom<!fly.universal_copy<128>, 32>";
  std::string tc = "!fly.tiled_copy<" + atom + ", !fly.layout<((4,16),4):((64,1),16)>, !fly.tile<[16|16]>>";
  std::string ps = partType("global", mat, true), pd = partType("shared", mat, false);
  std::string frag = partType("register", mat, true);
  auto mem = [&](const std::string& space, const std::string& l) { return "!fly.memref<i8, " + space + ", " + l + ">"; };
  std::string u32 = "!fly.copy_atom<!fly.universal_copy<32>, 32>";
  std::ostringstream k;
  k << "gpu.module @kernels {\n"
    << "  gpu.func @recast(%in: !fly.ptr<i8, global>, %out: !fly.ptr<i8, global>, %pairs: !fly.ptr<i8, global>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {\n"
    << "    %tid = gpu.thread_id x\n    %t = arith.index_cast %tid : index to i32\n"
    << "    %ml = fly.static : !fly.layout<" << mat << ">\n"
    << "    %gi = fly.make_view(%in, %ml) : (!fly.ptr<i8, global>, !fly.layout<" << mat << ">) -> " << mem("global", mat) << "\n"
    << "    %go = fly.make_view(%out, %ml) : (!fly.ptr<i8, global>, !fly.layout<" << mat << ">) -> " << mem("global", mat) << "\n"
    << "    %lds = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = " << 16 * R * 64 * C << " : i64, name = \"tile\"}} : () -> !fly.ptr<i8, shared>\n"
    << "    %li = fly.make_view(%lds, %ml) : (!fly.ptr<i8, shared>, !fly.layout<" << mat << ">) -> " << mem("shared", mat) << "\n"
    << "    %atom = fly.make_copy_atom {valBits = 32 : i32} : " << atom << "\n"
    << "    %tv = fly.static : !fly.layout<((4,16),4):((64,1),16)>\n    %tile = fly.static : !fly.tile<[16|16]>\n"
    << "    %tc = fly.make_tiled_copy(%atom, %tv, %tile) : (" << atom << ", !fly.layout<((4,16),4):((64,1),16)>, !fly.tile<[16|16]>) -> " << tc << "\n"
    << "    %ti = fly.make_int_tuple(%t) : (i32) -> !fly.int_tuple<?>\n"
    << "    %sg = fly.tiled_copy.partition_src(%tc, %gi, %ti) : (" << tc << ", " << mem("global", mat) << ", !fly.int_tuple<?>) -> " << mem("global", ps) << "\n"
    << "    %dl = fly.tiled_copy.partition_dst(%tc, %li, %ti) : (" << tc << ", " << mem("shared", mat) << ", !fly.int_tuple<?>) -> " << mem("shared", pd) << "\n"
    << "    %sl = fly.tiled_copy.partition_src(%tc, %li, %ti) : (" << tc << ", " << mem("shared", mat) << ", !fly.int_tuple<?>) -> " << mem("shared", pd) << "\n"
    << "    %dg = fly.tiled_copy.partition_dst(%tc, %go, %ti) : (" << tc << ", " << mem("global", mat) << ", !fly.int_tuple<?>) -> " << mem("global", ps) << "\n"
    << "    %fl = fly.static : !fly.layout<" << frag << ">\n"
    << "    %r = fly.memref.alloca(%fl) : (!fly.layout<" << frag << ">) -> " << mem("register", frag) << "\n"
    << "    fly.copy(%tc, %sg, %r) : (" << tc << ", " << mem("global", ps) << ", " << mem("register", frag) << ") -> ()\n"
    << "    fly.copy(%tc, %r, %dl) : (" << tc << ", " << mem("register", frag) << ", " << mem("shared", pd) << ") -> ()\n"
    << "    gpu.barrier\n"
    << "    %r2 = fly.memref.alloca(%fl) : (!fly.layout<" << frag << ">) -> " << mem("register", frag) << "\n"
    << "    fly.copy(%tc, %sl, %r2) : (" << tc << ", " << mem("shared", pd) << ", " << mem("register", frag) << ") -> ()\n"
    << "    fly.copy(%tc, %r2, %dg) : (" << tc << ", " << mem("register", frag) << ", " << mem("global", ps) << ") -> ()\n"
    << "    %c1 = arith.constant 1 : i32\n    %c4 = arith.constant 4 : i32\n"
    << "    %p = arith.xori %t, %c1 : i32\n    %pb = arith.muli %p, %c4 : i32\n    %tb = arith.muli %t, %c4 : i32\n"
    << "    %po = fly.make_int_tuple(%pb) : (i32) -> !fly.int_tuple<?{div=4}>\n"
    << "    %to = fly.make_int_tuple(%tb) : (i32) -> !fly.int_tuple<?{div=4}>\n"
    << "    %lp = fly.add_offset(%lds, %po) : (!fly.ptr<i8, shared>, !fly.int_tuple<?{div=4}>) -> !fly.ptr<i8, shared>\n"
    << "    %gp = fly.add_offset(%pairs, %to) : (!fly.ptr<i8, global>, !fly.int_tuple<?{div=4}>) -> !fly.ptr<i8, global>\n"
    << "    %fourl = fly.static : !fly.layout<4:1>\n"
    << "    %lv = fly.make_view(%lp, %fourl) : (!fly.ptr<i8, shared>, !fly.layout<4:1>) -> " << mem("shared", "4:1") << "\n"
    << "    %gv = fly.make_view(%gp, %fourl) : (!fly.ptr<i8, global>, !fly.layout<4:1>) -> " << mem("global", "4:1") << "\n"
    << "    %u = fly.make_copy_atom {valBits = 32 : i32} : " << u32 << "\n"
    << "    %v = fly.copy_atom_call_ssa(%u, %lv) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (" << u32 << ", " << mem("shared", "4:1") << ") -> vector<4xi8>\n"
    << "    fly.copy_atom_call_ssa(%u, %v, %gv) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (" << u32 << ", vector<4xi8>, " << mem("global", "4:1") << ") -> ()\n"
    << "    gpu.return\n  }\n}\n";
  return k.str();
}

class RecastCopies : public ::testing::TestWithParam<std::string> {};

TEST_P(RecastCopies, WiderAtomValuesMoveBytesLikeTheCpu) {
  for (auto [R, C] : {std::pair<int, int>{1, 1}, {2, 3}, {3, 2}}) {
    // The thread's part in bytes, from Fly's algebra (atom-lowering checks the declared type again; the
    // emulator's result is the test): partition in 32-bit values, then each value as 4 bytes.
    auto partType = [&](const std::string&, const std::string& mat, bool src) {
      auto spec = target::parseCopyOp("!fly.universal_copy<128>");
      auto tcopy = make_tiled_copy(*spec->valueLayouts(32), *parseLayout("((4,16),4):((64,1),16)"),
                                   IntTuple::of(Int(16), Int(16)));
      auto values = recast_layout(*parseLayout(mat), 8, 32);
      auto p = src ? partition_S(*tcopy, *values, Int(0)) : partition_D(*tcopy, *values, Int(0));
      Layout l = p->layout;
      std::vector<IntTuple> shape, stride;
      for (size_t i = 0; i < rank(l); ++i) {
        auto scale = [](const IntTuple& t) {
          std::function<IntTuple(const IntTuple&)> f = [&](const IntTuple& x) -> IntTuple {
            if (x.isLeaf()) return IntTuple(x.leaf() * Int(4));
            std::vector<IntTuple> e;
            for (const IntTuple& y : x.elements()) e.push_back(f(y));
            return IntTuple(std::move(e));
          };
          return f(t);
        };
        shape.push_back(i == 0 ? IntTuple::of(IntTuple(Int(4)), l[i].shape()) : l[i].shape());
        stride.push_back(i == 0 ? IntTuple::of(IntTuple(Int(1)), scale(l[i].stride())) : scale(l[i].stride()));
      }
      return Layout(IntTuple(std::move(shape)), IntTuple(std::move(stride))).str();
    };
    auto fragType = [&](const std::string& space, const std::string& mat, bool src) {
      std::string l = partType(space, mat, src);
      return space == "register" ? make_fragment_like(*parseLayout(l))->str() : l;
    };
    std::string source = recastKernel(R, C, fragType);
    auto object = compileForEmulator(source, "recast.fly", GetParam());
    ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError()) << "\n" << source;
    size_t bytes = size_t(16 * R) * size_t(64 * C), guard = 64;
    std::mt19937 rng(uint32_t(R * 31 + C));
    std::vector<uint8_t> in(bytes), init(bytes + guard), pairsInit(256 + guard);
    for (auto& x : in) x = uint8_t(rng());
    for (auto& x : init) x = uint8_t(rng());
    for (auto& x : pairsInit) x = uint8_t(rng());
    emu::Device device;
    auto di = device.allocate(in.size()), dout = device.allocate(init.size()), dp = device.allocate(pairsInit.size());
    ASSERT_TRUE(di && dout && dp);
    ASSERT_FALSE(bool(device.copyIn(*di, in.data(), in.size())));
    ASSERT_FALSE(bool(device.copyIn(*dout, init.data(), init.size())));
    ASSERT_FALSE(bool(device.copyIn(*dp, pairsInit.data(), pairsInit.size())));
    emu::LaunchOptions launch;
    launch.checkLdsRaces = true;
    auto stats = device.launch(**object, "recast", emu::Dim3(1), emu::Dim3(64),
                               {emu::ArgValue::pointer(*di), emu::ArgValue::pointer(*dout), emu::ArgValue::pointer(*dp)},
                               launch);
    ASSERT_TRUE(bool(stats)) << R << "x" << C << ": " << llvm::toString(stats.takeError());
    std::vector<uint8_t> out(init.size()), pairs(pairsInit.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dout, out.size())));
    ASSERT_FALSE(bool(device.copyOut(pairs.data(), *dp, pairs.size())));
    for (size_t i = 0; i < bytes; ++i) ASSERT_EQ(out[i], in[i]) << R << "x" << C << " byte " << i;
    for (size_t i = bytes; i < out.size(); ++i) ASSERT_EQ(out[i], init[i]) << "wrote past the matrix at byte " << i;
    for (size_t t = 0; t < 64; ++t)
      for (size_t b = 0; b < 4; ++b)
        ASSERT_EQ(pairs[4 * t + b], in[4 * (t ^ 1) + b]) << R << "x" << C << ": thread " << t << " byte " << b;
    for (size_t i = 256; i < pairs.size(); ++i) ASSERT_EQ(pairs[i], pairsInit[i]) << "wrote past pairs at " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryArch, RecastCopies,
                         ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"));

} // namespace

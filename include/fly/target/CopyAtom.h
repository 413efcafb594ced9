// Copy atoms as data: one description per copy operation Fly can emit, spelled as FlyDSL spells the
// operation's type (`!fly.universal_copy<64>`, `!fly_rocdl.cdna3.buffer_copy<128>`). A description
// says which payload sizes the atom moves, between which memory spaces, on which archs, through which
// instruction, and how its threads and values cover the bits it moves (CuTe's Copy_Traits: ThrID,
// SrcLayout, DstLayout, RefLayout, in bits). atom-lowering reads these descriptions; docs/copies.md's
// table is generated from them (copyAtomTable), and a test keeps the two equal.
//
// MMA atoms (MmaAtom.h) follow the same pattern: a description per operation type, the archs that
// have it, the intrinsic, the thread-value layouts, looked up by the operation type's text.
#pragma once

#include "fly/algebra/Layout.h"
#include "fly/algebra/TiledCopy.h"
#include "fly/algebra/Result.h"
#include "fly/target/Arch.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace fly::target {

// Memory spaces a copy atom reads from or writes to (a bit set).
enum MemSpace : uint8_t {
  MemGlobal = 1,   // flat/global pointers (!fly.ptr<T, global>)
  MemShared = 2,   // LDS
  MemRegister = 4, // per-thread registers
  MemBuffer = 8,   // a global tensor seen through a buffer resource (hardware range checks)
};
std::string memSpaceList(uint8_t spaces); // "global, shared"

// One read-modify-write an atomic atom does on some value types, the archs that have it and the
// instructions it becomes there. `op` is FlyDSL's atomic_op (`#fly<atomic_op add>`: add, max, min,
// and, or, inc, dec) or one of Fly's unsigned comparisons (umax, umin: Fly's IR has no unsigned
// integer types, so the unsigned forms are named by the op). Integer max/min are signed; inc/dec are
// LLVM's uinc_wrap/udec_wrap (the hardware's wrapping increment and decrement).
struct AtomicVariant {
  std::string_view op;
  std::span<const std::string_view> valTypes; // "i32", "i64", "f32", "f64", "vector<2xf16>", "vector<2xbf16>"
  std::span<const std::string_view> archs;
  std::string_view instrGfx9, instrGfx12;
};
std::string_view atomicOpList(); // "add, max, min, and, or, inc, dec, umax, umin"

// One LDS transpose read (gfx950's ds_read_b64_tr_b*, FlyDSL's CopyOpCDNA4LdsReadTranspose
// `!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>`): each group of 16 consecutive lanes reads BITS
// bits at each lane's address and hands out the transpose of that 16-lane block in elements of
// `granularity` bits. The layouts are CuTe-style (thr, bit) -> bit of the 16 lanes' block: the source
// side (lane t's BITS contiguous bits at its address) and what each lane receives (dst = ref).
struct TransposeRead {
  int granularity;            // element bits the transpose moves (4, 6, 8, 16)
  int bits;                   // payload bits per lane (64, 96)
  int alignBytes;             // the alignment each lane's address needs (8; 16 for ds_read_b96_tr_b6)
  std::string_view intrinsic; // "llvm.amdgcn.ds.read.tr16.b64"
  std::string_view rocdlOp;   // the Fly IR op atom-lowering emits: "rocdl.ds.read.tr16.b64"
  std::string_view instr;     // "ds_read_b64_tr_b16"
  std::string_view srcBits;   // "(16,64):(64,1)"
  std::string_view dstBits;   // "(16,(16,4)):(16,(1,256))"
};

// Payload sizes that differ on one arch from the atom's default list.
struct ArchBits {
  std::string_view arch;
  std::span<const int> bits;
};

struct CopyAtomDesc {
  std::string_view opName;       // the operation type's name: "fly.universal_copy", "fly_rocdl.cdna3.buffer_copy"
  std::string_view summary;      // one line for the docs
  std::span<const int> bits;     // payload sizes per thread and call
  std::span<const ArchBits> archBits; // per-arch exceptions to `bits`
  uint8_t srcSpaces, dstSpaces;  // MemSpace sets; at least one side of a call is Register unless both may be memory
  std::span<const std::string_view> archs; // the archs that have it
  std::string_view intrinsic;    // the LLVM intrinsic ("" for plain loads/stores)
  std::string_view instrGfx9;    // instruction spelling on gfx9 (CDNA) archs, for docs and assembly tests
  std::string_view instrGfx12;   // ... on gfx12 archs (gfx11 spells them alike)
  bool hasCacheModifier;         // `cache = N` parameter
  bool hasSoffset;               // stateful soffset (fly.atom.set_value(%atom, "soffset", %v))
  int threads;                   // threads that cooperate in one call (1: each thread moves its own bits)
  // Atomic atoms (`!OP<#fly<atomic_op X>, T>`): the read-modify-writes a call may do on its memory
  // destination, one value of type T per call. Empty for plain copies.
  std::span<const AtomicVariant> atomics = {};
  // LDS DMA (global or buffer -> LDS without registers): one instruction per wave, lane L's BITS land
  // at the wave's LDS base (M0) + L * BITS/8, so a thread's LDS destination must be that (checked by
  // atom-lowering from the destination's layout).
  bool ldsDma = false;
  // LDS DMA with FlyDSL's `imm_offset` state (fly.atom.set_value(%atom, "imm_offset", %c), a constant
  // number of bytes): the instruction's immediate offset, which moves both the source and the LDS
  // destination by that many bytes.
  bool hasImmOffset = false;
  // Whole-tile atom (gfx1250's tensor data mover): one call moves a tile of up to five dimensions
  // between global memory and LDS, described by a TDM descriptor (TensorDescriptor.h) that
  // atom-lowering builds from the two tensors' layouts; no payload bits, no thread-value layouts.
  bool tensorTile = false;
  // LDS transpose reads: the (granularity, bits) pairs the atom has; the type spells the pair
  // (`<trans = 16b, 64>`), and its thread-value layouts are the pair's, not one thread's.
  std::span<const TransposeRead> transposeReads = {};

  bool isAtomic() const { return !atomics.empty(); }
  bool isTransposeRead() const { return !transposeReads.empty(); }

  bool availableOn(std::string_view arch) const;
  std::span<const int> bitsOn(std::string_view arch) const;
  bool supportsBits(std::string_view arch, int b) const;
  std::string archList() const;  // "gfx942, gfx950"
  std::string bitsList() const;  // "8, 16, 32, 64, 128" (with per-arch exceptions in parentheses)
  // CuTe's Copy_Traits layouts in bits of a one-thread atom moving `bits`: (thr, bit) -> bit.
  // (Transpose reads have their own per (granularity, bits): CopyOpSpec::valueLayouts.)
  Layout thrIdLayout() const;               // thread id within the atom -> thread index
  Layout srcLayoutBits(int bits) const;     // (thr, bit) -> bit of the source
  Layout dstLayoutBits(int bits) const;
  Layout refLayoutBits(int bits) const;
};

// A copy operation type read from its text: `!fly.universal_copy<64>`,
// `!fly_rocdl.cdna3.buffer_copy<128, cache = 2>`, `!fly.universal_atomic<#fly<atomic_op add>, f32>`.
// A tensor-tile atom's parameters, spelled as FlyDSL spells them:
// `!fly_rocdl.gfx1250.tdm<rank = R, warps = W, pad = INTERVAL, AMOUNT, cache = C, barrier = B, timeout = T>`.
struct TensorTileParams {
  int rank = 2;        // tile dimensions, 1..5
  int warps = 1;       // waves that share one tile (each moves a slab of the outermost dimension)
  int padInterval = 0; // LDS padding: AMOUNT elements after every INTERVAL elements (0, 0: none)
  int padAmount = 0;
  bool barrier = false, timeout = false;
};

struct CopyOpSpec {
  const CopyAtomDesc *desc = nullptr;
  TensorTileParams tile; // tensorTile atoms
  int bits = 0;          // payload bits per call (an atomic atom's: its value type's bits)
  int cacheModifier = 0;
  const AtomicVariant *atomic = nullptr; // atomic atoms: the variant of (op, valType)
  const TransposeRead *transpose = nullptr; // transpose reads: the (granularity, bits) pair
  std::string atomicOp;  // "add", ...
  std::string valType;   // the atomic atom's value type: "f32", "vector<2xf16>"

  std::string name() const; // "fly.universal_copy", "fly_rocdl.cdna3.buffer_atomic<max, f32>"
  // An atomic atom's element type: its value type, or the element of a packed vector<2xT>.
  std::string atomicElementType() const;
  bool availableOn(std::string_view arch) const;
  std::string archList() const;
  // The atom's layouts in values of `valBits` (CuTe's Copy_Atom<Op, ValType>).
  Result<CopyAtomLayouts> valueLayouts(int valBits) const;
};
Result<CopyOpSpec> parseCopyOp(std::string_view typeText);

// The transpose read whose Fly IR op is `rocdlOp` ("rocdl.ds.read.tr16.b64") and its atom, or nulls:
// codegen asks it which archs have the instruction before LLVM is asked to select it.
std::pair<const CopyAtomDesc *, const TransposeRead *> findTransposeRead(std::string_view rocdlOp);

// Every copy atom, in a stable order.
std::span<const CopyAtomDesc> allCopyAtoms();
const CopyAtomDesc *findCopyAtom(std::string_view opName);

// The error for an atom requested on an arch that lacks it:
// "copy atom 'fly_rocdl.cdna3.buffer_copy_lds' is not available on gfx1201 (available on: gfx942, gfx950)".
// For an atomic atom the op and value type are named: "copy atom 'fly_rocdl.cdna3.buffer_atomic<max, f32>'
// is not available on gfx942 (available on: gfx1201, gfx1250)".
std::string copyAtomUnavailableMessage(const CopyOpSpec &spec, std::string_view arch);

// The bits an atom's `cache = N` (the intrinsic's cache-policy operand) may set on an arch:
// gfx9 (CDNA3/4) sc0 = 1, nt = 2, sc1 = 16; gfx11 glc = 1, slc = 2, dlc = 4; gfx12 th[2:0] and scope[4:3].
uint32_t cachePolicyMask(const Arch &arch);

// The markdown table of copy atoms (atom, bits, spaces, archs, instruction) for docs/copies.md.
std::string copyAtomTable();

} // namespace fly::target

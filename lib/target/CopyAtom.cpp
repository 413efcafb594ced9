// The copy atoms Fly lowers. Instruction names: AMD's CDNA3/CDNA4 and RDNA4 ISA guides (checked with
// llvm-objdump-22 on Fly's own output, tests/lit/transforms/atom-lowering-asm.fly); intrinsic
// signatures: LLVM 22's IntrinsicsAMDGPU.td. Thread-value layouts: CuTe's Copy_Traits (a one-thread
// atom's src/dst/ref layouts are (1,BITS):(0,1) in bits).
#include "fly/target/CopyAtom.h"

#include <array>
#include <charconv>

namespace fly::target {
namespace {

constexpr int kUniversalBits[] = {8, 16, 32, 64, 128};
constexpr int kBufferBits[] = {8, 16, 32, 64, 128};

constexpr std::string_view kAllArchs[] = {"gfx942", "gfx950", "gfx1201", "gfx1250"};

constexpr int kAtomicBits[] = {32, 64};

constexpr std::array<CopyAtomDesc, 5> kCopyAtoms = {{
    {
        .opName = "fly.universal_copy",
        .summary = "plain load and store of BITS bits per thread",
        .bits = kUniversalBits, .archBits = {},
        .srcSpaces = MemGlobal | MemShared | MemRegister, .dstSpaces = MemGlobal | MemShared | MemRegister,
        .archs = kAllArchs, .intrinsic = "",
        .instrGfx9 = "global_load/store_{ubyte,ushort,dword,dwordx2,dwordx4}, ds_read/ds_write_{u8,u16,b32,b64,b128}",
        .instrGfx12 = "global_load/store_{u8,u16,b32,b64,b128}, ds_load/ds_store_{u8,u16,b32,b64,b128}",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1,
    },
    {
        .opName = "fly_rocdl.cdna3.buffer_copy",
        .summary = "buffer load/store through a buffer tensor's resource (out-of-range loads read 0, stores are dropped)",
        .bits = kBufferBits, .archBits = {},
        .srcSpaces = MemBuffer | MemRegister, .dstSpaces = MemBuffer | MemRegister,
        .archs = kAllArchs,
        .intrinsic = "llvm.amdgcn.raw.ptr.buffer.load/store",
        .instrGfx9 = "buffer_load/store_{ubyte,ushort,dword,dwordx2,dwordx4}",
        .instrGfx12 = "buffer_load/store_{u8,u16,b32,b64,b128}",
        .hasCacheModifier = true, .hasSoffset = true, .threads = 1,
    },
    // Universal atomics: one value per call (BITS = the value's bits), registers -> global or LDS, as an
    // LLVM atomicrmw (monotonic, agent scope). Where the arch has no such instruction for the type
    // (e.g. f64 max on gfx1201) LLVM's AMDGPU backend emits a compare-and-swap loop.
    {
        .opName = "fly.universal_atomic_add",
        .summary = "atomic add of one BITS-bit value per thread into global memory or LDS (integer or float)",
        .bits = kAtomicBits, .archBits = {},
        .srcSpaces = MemRegister, .dstSpaces = MemGlobal | MemShared,
        .archs = kAllArchs, .intrinsic = "atomicrmw add/fadd",
        .instrGfx9 = "global_atomic_add{,_x2,_f32,_f64}, ds_add_{u32,u64,f32}",
        .instrGfx12 = "global_atomic_add_{u32,u64,f32}, ds_add_{u32,u64,f32}; f64: global_atomic_add_f64 on gfx1250, a cmpswap loop on gfx1201",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1, .rmw = "add",
    },
    {
        .opName = "fly.universal_atomic_max",
        .summary = "atomic max of one BITS-bit value per thread into global memory or LDS (signed integer or float)",
        .bits = kAtomicBits, .archBits = {},
        .srcSpaces = MemRegister, .dstSpaces = MemGlobal | MemShared,
        .archs = kAllArchs, .intrinsic = "atomicrmw max/fmax",
        .instrGfx9 = "global_atomic_smax{,_x2}, global_atomic_max_f64, ds_max_{i32,i64,f32}; global f32: a cmpswap loop",
        .instrGfx12 = "global_atomic_max_{i32,i64,num_f32}, ds_max_{i32,i64,num_f32}; f64: global_atomic_max_num_f64 on gfx1250, a cmpswap loop on gfx1201",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1, .rmw = "max",
    },
    {
        .opName = "fly.universal_atomic_min",
        .summary = "atomic min of one BITS-bit value per thread into global memory or LDS (signed integer or float)",
        .bits = kAtomicBits, .archBits = {},
        .srcSpaces = MemRegister, .dstSpaces = MemGlobal | MemShared,
        .archs = kAllArchs, .intrinsic = "atomicrmw min/fmin",
        .instrGfx9 = "global_atomic_smin{,_x2}, global_atomic_min_f64, ds_min_{i32,i64,f32}; global f32: a cmpswap loop",
        .instrGfx12 = "global_atomic_min_{i32,i64,num_f32}, ds_min_{i32,i64,num_f32}; f64: global_atomic_min_num_f64 on gfx1250, a cmpswap loop on gfx1201",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1, .rmw = "min",
    },
}};

std::string joinInts(std::span<const int> xs) {
  std::string s;
  for (int x : xs) s += (s.empty() ? "" : ", ") + std::to_string(x);
  return s;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

std::optional<int> parseInt(std::string_view s) {
  s = trim(s);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

Layout oneThreadBits(int bits) {
  return Layout(IntTuple(std::vector<IntTuple>{IntTuple(1), IntTuple(bits)}),
                IntTuple(std::vector<IntTuple>{IntTuple(0), IntTuple(1)}));
}

} // namespace

std::string memSpaceList(uint8_t spaces) {
  std::string s;
  auto add = [&](uint8_t bit, const char* name) {
    if (spaces & bit) s += (s.empty() ? "" : ", ") + std::string(name);
  };
  add(MemGlobal, "global");
  add(MemShared, "shared");
  add(MemRegister, "register");
  add(MemBuffer, "buffer");
  return s;
}

bool CopyAtomDesc::availableOn(std::string_view arch) const {
  for (std::string_view a : archs)
    if (a == arch) return true;
  return false;
}

std::span<const int> CopyAtomDesc::bitsOn(std::string_view arch) const {
  for (const ArchBits& ab : archBits)
    if (ab.arch == arch) return ab.bits;
  return bits;
}

bool CopyAtomDesc::supportsBits(std::string_view arch, int b) const {
  for (int x : bitsOn(arch))
    if (x == b) return true;
  return false;
}

std::string CopyAtomDesc::archList() const {
  std::string s;
  for (std::string_view a : archs) s += (s.empty() ? "" : ", ") + std::string(a);
  return s;
}

std::string CopyAtomDesc::bitsList() const {
  std::string s = joinInts(bits);
  for (const ArchBits& ab : archBits) s += " (" + std::string(ab.arch) + ": " + joinInts(ab.bits) + ")";
  return s;
}

Layout CopyAtomDesc::thrIdLayout() const { return Layout(IntTuple(threads), IntTuple(1)); }
Layout CopyAtomDesc::srcLayoutBits(int bits) const { return oneThreadBits(bits); }
Layout CopyAtomDesc::dstLayoutBits(int bits) const { return oneThreadBits(bits); }
Layout CopyAtomDesc::refLayoutBits(int bits) const { return oneThreadBits(bits); }

Result<CopyAtomLayouts> CopyAtomDesc::valueLayouts(int bits, int valBits) const {
  return make_copy_atom_layouts(thrIdLayout(), srcLayoutBits(bits), dstLayoutBits(bits), refLayoutBits(bits), valBits);
}

std::span<const CopyAtomDesc> allCopyAtoms() { return kCopyAtoms; }

const CopyAtomDesc* findCopyAtom(std::string_view opName) {
  for (const CopyAtomDesc& d : kCopyAtoms)
    if (d.opName == opName) return &d;
  return nullptr;
}

Result<CopyOpSpec> parseCopyOp(std::string_view text) {
  text = trim(text);
  if (!text.empty() && text.front() == '!') text.remove_prefix(1);
  size_t lt = text.find('<');
  if (lt == std::string_view::npos || text.back() != '>')
    return Error("copy operation '!" + std::string(text) + "' has no '<BITS>' parameters");
  std::string_view name = text.substr(0, lt), body = text.substr(lt + 1, text.size() - lt - 2);
  CopyOpSpec spec;
  spec.desc = findCopyAtom(name);
  if (!spec.desc) {
    std::string known;
    for (const CopyAtomDesc& d : kCopyAtoms) known += (known.empty() ? "" : ", ") + std::string(d.opName);
    return Error("unknown copy operation '!" + std::string(name) + "' (known: " + known + ")");
  }
  size_t comma = body.find(',');
  auto bits = parseInt(body.substr(0, comma));
  if (!bits || *bits <= 0) return Error("copy operation '!" + std::string(text) + "': expected a bit count first");
  spec.bits = *bits;
  while (comma != std::string_view::npos) {
    std::string_view rest = body.substr(comma + 1);
    comma = rest.find(',');
    std::string_view item = trim(rest.substr(0, comma));
    body = rest;
    size_t eq = item.find('=');
    std::string_view key = eq == std::string_view::npos ? item : trim(item.substr(0, eq));
    if (key == "cache" && spec.desc->hasCacheModifier && eq != std::string_view::npos) {
      auto c = parseInt(item.substr(eq + 1));
      if (!c || *c < 0) return Error("copy operation '!" + std::string(text) + "': bad cache modifier");
      spec.cacheModifier = *c;
      continue;
    }
    return Error("copy operation '!" + std::string(text) + "': unexpected parameter '" + std::string(item) + "'");
  }
  return spec;
}

std::string copyAtomUnavailableMessage(const CopyAtomDesc& desc, std::string_view arch) {
  return "copy atom '" + std::string(desc.opName) + "' is not available on " + std::string(arch) +
         " (available on: " + desc.archList() + ")";
}

uint32_t cachePolicyMask(const Arch& arch) { return arch.generation == 9 ? 0x13u : 0x1Fu; }

std::string copyAtomTable() {
  std::string t = "| atom | bits | from | to | archs | instruction | modifiers |\n"
                  "| --- | --- | --- | --- | --- | --- | --- |\n";
  for (const CopyAtomDesc& d : kCopyAtoms) {
    std::string instr;
    if (!d.instrGfx9.empty()) instr += "gfx9: `" + std::string(d.instrGfx9) + "`";
    if (!d.instrGfx12.empty()) instr += std::string(instr.empty() ? "" : "<br>") + "gfx12: `" + std::string(d.instrGfx12) + "`";
    if (!d.intrinsic.empty()) instr += " (`" + std::string(d.intrinsic) + "`)";
    std::string mods;
    if (d.hasCacheModifier) mods += "`cache = N`";
    if (d.hasSoffset) mods += std::string(mods.empty() ? "" : ", ") + "`soffset` (fly.atom.set_value)";
    if (mods.empty()) mods = "-";
    t += "| `!" + std::string(d.opName) + "<BITS>` | " + d.bitsList() + " | " + memSpaceList(d.srcSpaces) + " | " +
         memSpaceList(d.dstSpaces) + " | " + d.archList() + " | " + instr + " | " + mods + " |\n";
  }
  return t;
}

} // namespace fly::target

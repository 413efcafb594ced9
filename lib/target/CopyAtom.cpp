// The copy atoms Fly lowers. Instruction names: AMD's CDNA3/CDNA4 and RDNA4 ISA guides (checked with
// llvm-objdump-22 on Fly's own output, tests/lit/transforms/atom-lowering-asm.fly); intrinsic
// signatures: LLVM 22's IntrinsicsAMDGPU.td. Thread-value layouts: CuTe's Copy_Traits (a one-thread
// atom's src/dst/ref layouts are (1,BITS):(0,1) in bits).
#include "fly/target/CopyAtom.h"

#include <array>
#include <charconv>
#include <vector>

namespace fly::target {
namespace {

// 96 bits: FlyDSL's universal copy takes any width; 96 is the b96 access every arch has (dwordx3), the
// payload of 16 six-bit elements (ds_read_b96_tr_b6's lane).
constexpr int kUniversalBits[] = {8, 16, 32, 64, 96, 128};
constexpr int kBufferBits[] = {8, 16, 32, 64, 128};

constexpr std::string_view kAllArchs[] = {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"};

// The atomic atoms' availability: measured with llc-22 on every arch (atomicrmw and the raw buffer atomic
// intrinsics: what selects, and to which instruction) and run on fly-emu on every arch that claims it.
constexpr std::string_view kAtomicArchs[] = {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"};
// Packed f16 buffer add: not gfx11 (LLVM 22 cannot select buffer_atomic_pk_add_f16 there).
constexpr std::string_view kNotGfx11[] = {"gfx942", "gfx950", "gfx1201", "gfx1250"};
constexpr std::string_view kNotGfx942Gfx11[] = {"gfx950", "gfx1201", "gfx1250"};
constexpr std::string_view kNotGfx1201Gfx11[] = {"gfx942", "gfx950", "gfx1250"};
// Buffer f32 max/min: RDNA3 and gfx12 (buffer_atomic_max_f32 / _max_num_f32), not CDNA3/4.
constexpr std::string_view kRdna[] = {"gfx1201", "gfx1250", "gfx1100", "gfx1151"};

constexpr std::string_view kIntFloat[] = {"i32", "i64", "f32", "f64"};
constexpr std::string_view kInts[] = {"i32", "i64"};
constexpr std::string_view kF32[] = {"f32"};
constexpr std::string_view kF64[] = {"f64"};
constexpr std::string_view kAddScalars[] = {"i32", "i64", "f32"};
constexpr std::string_view kPkF16[] = {"vector<2xf16>"};
constexpr std::string_view kPkBf16[] = {"vector<2xbf16>"};

// Universal atomics: LLVM atomicrmw (monotonic, agent scope) on a global or LDS pointer. Where the
// arch has no instruction for the type the AMDGPU backend emits a compare-and-swap loop: global f32
// max/min on gfx9, global and LDS f64 add and global f64 max/min on gfx1201, gfx11's global atomics
// other than integer add (LLVM 22 at agent scope), and LDS f64 add on gfx11.
constexpr AtomicVariant kUniversalAtomics[] = {
    {"add", kIntFloat, kAtomicArchs, "global_atomic_add{,_x2,_f32,_f64}, ds_add_{u32,u64,f32,f64}",
     "global_atomic_add_{u32,u64,f32,f64}, ds_add_{u32,u64,f32,f64}; gfx1201 f64: a cmpswap loop"},
    {"max", kIntFloat, kAtomicArchs,
     "global_atomic_smax{,_x2}, global_atomic_max_f64, ds_max_{i32,i64,f32,f64}; global f32: a cmpswap loop",
     "global_atomic_max_{i32,i64,num_f32,num_f64}, ds_max_{i32,i64,num_f32,num_f64}; gfx1201 global f64: a cmpswap loop"},
    {"min", kIntFloat, kAtomicArchs,
     "global_atomic_smin{,_x2}, global_atomic_min_f64, ds_min_{i32,i64,f32,f64}; global f32: a cmpswap loop",
     "global_atomic_min_{i32,i64,num_f32,num_f64}, ds_min_{i32,i64,num_f32,num_f64}; gfx1201 global f64: a cmpswap loop"},
    {"and", kInts, kAtomicArchs, "global_atomic_and{,_x2}, ds_and_{b32,b64}", "global_atomic_and_{b32,b64}, ds_and_{b32,b64}"},
    {"or", kInts, kAtomicArchs, "global_atomic_or{,_x2}, ds_or_{b32,b64}", "global_atomic_or_{b32,b64}, ds_or_{b32,b64}"},
    {"inc", kInts, kAtomicArchs, "global_atomic_inc{,_x2}, ds_inc_{u32,u64}", "global_atomic_inc_{u32,u64}, ds_inc_{u32,u64}"},
    {"dec", kInts, kAtomicArchs, "global_atomic_dec{,_x2}, ds_dec_{u32,u64}", "global_atomic_dec_{u32,u64}, ds_dec_{u32,u64}"},
    {"umax", kInts, kAtomicArchs, "global_atomic_umax{,_x2}, ds_max_{u32,u64}", "global_atomic_max_{u32,u64}, ds_max_{u32,u64}"},
    {"umin", kInts, kAtomicArchs, "global_atomic_umin{,_x2}, ds_min_{u32,u64}", "global_atomic_min_{u32,u64}, ds_min_{u32,u64}"},
};

// Buffer atomics: llvm.amdgcn.raw.ptr.buffer.atomic.* through a buffer tensor's resource (an access
// past the buffer's end is dropped). Availability measured with llc-22 on each arch.
constexpr AtomicVariant kBufferAtomics[] = {
    {"add", kAddScalars, kAtomicArchs, "buffer_atomic_{add,add_x2,add_f32}", "buffer_atomic_{add_u32,add_u64,add_f32}"},
    {"add", kPkF16, kNotGfx11, "buffer_atomic_pk_add_f16", "buffer_atomic_pk_add_f16"},
    {"add", kPkBf16, kNotGfx942Gfx11, "buffer_atomic_pk_add_bf16", "buffer_atomic_pk_add_bf16"},
    {"add", kF64, kNotGfx1201Gfx11, "buffer_atomic_add_f64", "buffer_atomic_add_f64"},
    {"max", kInts, kAtomicArchs, "buffer_atomic_smax{,_x2}", "buffer_atomic_max_{i32,i64}"},
    {"max", kF32, kRdna, "", "buffer_atomic_max_num_f32 (gfx11: buffer_atomic_max_f32)"},
    {"max", kF64, kNotGfx1201Gfx11, "buffer_atomic_max_f64", "buffer_atomic_max_num_f64"},
    {"min", kInts, kAtomicArchs, "buffer_atomic_smin{,_x2}", "buffer_atomic_min_{i32,i64}"},
    {"min", kF32, kRdna, "", "buffer_atomic_min_num_f32 (gfx11: buffer_atomic_min_f32)"},
    {"min", kF64, kNotGfx1201Gfx11, "buffer_atomic_min_f64", "buffer_atomic_min_num_f64"},
    {"and", kInts, kAtomicArchs, "buffer_atomic_and{,_x2}", "buffer_atomic_and_{b32,b64}"},
    {"or", kInts, kAtomicArchs, "buffer_atomic_or{,_x2}", "buffer_atomic_or_{b32,b64}"},
    {"inc", kInts, kAtomicArchs, "buffer_atomic_inc{,_x2}", "buffer_atomic_inc_{u32,u64}"},
    {"dec", kInts, kAtomicArchs, "buffer_atomic_dec{,_x2}", "buffer_atomic_dec_{u32,u64}"},
    {"umax", kInts, kAtomicArchs, "buffer_atomic_umax{,_x2}", "buffer_atomic_max_{u32,u64}"},
    {"umin", kInts, kAtomicArchs, "buffer_atomic_umin{,_x2}", "buffer_atomic_min_{u32,u64}"},
};
constexpr int kAtomicBits[] = {32, 64};

// LDS DMA: dword everywhere on gfx9, dwordx3/x4 on gfx950 (LLVM 22: hasLDSLoadB96_B128). The 8- and
// 16-bit forms are left out: how their lanes are laid out in LDS is not documented where we could check.
constexpr int kDmaBits[] = {32, 96, 128};
constexpr int kDma32[] = {32};
constexpr ArchBits kDmaArchBits[] = {{"gfx942", kDma32}};
constexpr std::string_view kGfx9Archs[] = {"gfx942", "gfx950"};

constexpr std::string_view kGfx1250Only[] = {"gfx1250"};
// gfx950 LDS transpose reads (LLVM 22: llvm.amdgcn.ds.read.tr*, selected on gfx950 only). The layouts
// are FlyDSL's CopyOpCDNA4LdsReadTranspose Copy_Traits: lane t of a 16-lane group gives the address
// of its 64 (96) contiguous bits (source element 4t.. for b16), and receives the elements at positions
// t, t + 16, t + 32, ... of the group's block, i.e. its element j is element t % E of lane
// j * (16 / E) + t / E's data (E = BITS / granularity elements per lane; for b4 and b6 E = 16, a
// 16x16 transpose). That is the mapping fly-emu runs (lib/emu/LdsOps.cpp, from rocRoller's gfx950
// hardware test, checked against Triton's gfx950 code objects). The 4- and 6-bit forms read
// sub-byte tensors (element e at bit e * granularity, docs/copies.md). Lane addresses: 8-byte
// aligned, 16-byte for ds_read_b96_tr_b6 (rocRoller pads its LDS blocks for that "128b alignment
// requirement of 6-bit transpose loads").
constexpr int kTransposeBits[] = {64, 96};
constexpr std::string_view kGfx950[] = {"gfx950"};
constexpr TransposeRead kTransposeReads[] = {
    {4, 64, 8, "llvm.amdgcn.ds.read.tr4.b64", "rocdl.ds.read.tr4.b64", "ds_read_b64_tr_b4", "(16,64):(64,1)",
     "(16,(4,16)):(4,(1,64))"},
    {6, 96, 16, "llvm.amdgcn.ds.read.tr6.b96", "rocdl.ds.read.tr6.b96", "ds_read_b96_tr_b6", "(16,96):(96,1)",
     "(16,(6,16)):(6,(1,96))"},
    {8, 64, 8, "llvm.amdgcn.ds.read.tr8.b64", "rocdl.ds.read.tr8.b64", "ds_read_b64_tr_b8", "(16,64):(64,1)",
     "(16,(8,8)):(8,(1,128))"},
    {16, 64, 8, "llvm.amdgcn.ds.read.tr16.b64", "rocdl.ds.read.tr16.b64", "ds_read_b64_tr_b16", "(16,64):(64,1)",
     "(16,(16,4)):(16,(1,256))"},
};

constexpr std::array<CopyAtomDesc, 9> kCopyAtoms = {{
    {
        .opName = "fly.universal_copy",
        .summary = "plain load and store of BITS bits per thread",
        .bits = kUniversalBits, .archBits = {},
        .srcSpaces = MemGlobal | MemShared | MemRegister, .dstSpaces = MemGlobal | MemShared | MemRegister,
        .archs = kAllArchs, .intrinsic = "",
        .instrGfx9 = "global_load/store_{ubyte,ushort,dword,dwordx2,dwordx3,dwordx4}, ds_read/ds_write_{u8,u16,b32,b64,b96,b128}",
        .instrGfx12 = "global_load/store_{u8,u16,b32,b64,b96,b128}, ds_load/ds_store_{u8,u16,b32,b64,b96,b128}",
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
    // LDS DMA atoms (FlyDSL's BufferCopyLDS / CDNA4 GlobalLoadAsyncLDS). Fly lowers both with the
    // intrinsics whose completion LLVM waits for (vmcnt) before the LDS is read.
    {
        .opName = "fly_rocdl.cdna3.buffer_copy_lds",
        .summary = "buffer tensor -> LDS without registers (LDS DMA, M0 = the wave's LDS base)",
        .bits = kDmaBits, .archBits = kDmaArchBits,
        .srcSpaces = MemBuffer, .dstSpaces = MemShared,
        .archs = kGfx9Archs, .intrinsic = "llvm.amdgcn.raw.ptr.buffer.load.lds",
        .instrGfx9 = "buffer_load_{dword,dwordx3,dwordx4} ... lds [offset:N]", .instrGfx12 = "",
        .hasCacheModifier = false, .hasSoffset = true, .threads = 1, .ldsDma = true, .hasImmOffset = true,
    },
    // FlyDSL's CDNA4 BufferLoadAsyncLDS: buffer_copy_lds on gfx950 (its state too: soffset, imm_offset).
    // FlyDSL emits the async intrinsic (the kernel then waits with asyncmark); Fly emits the one
    // LLVM waits for, the same instruction.
    {
        .opName = "fly_rocdl.cdna4.buffer_load_async_lds",
        .summary = "buffer tensor -> LDS without registers (LDS DMA, M0 = the wave's LDS base), with an immediate offset",
        .bits = kDmaBits, .archBits = {},
        .srcSpaces = MemBuffer, .dstSpaces = MemShared,
        .archs = kGfx950, .intrinsic = "llvm.amdgcn.raw.ptr.buffer.load.lds",
        .instrGfx9 = "buffer_load_{dword,dwordx3,dwordx4} ... lds offset:N", .instrGfx12 = "",
        .hasCacheModifier = false, .hasSoffset = true, .threads = 1, .ldsDma = true, .hasImmOffset = true,
    },
    {
        .opName = "fly_rocdl.cdna4.global_load_async_lds",
        .summary = "global tensor -> LDS without registers (LDS DMA, M0 = the wave's LDS base)",
        .bits = kDmaBits, .archBits = kDmaArchBits,
        .srcSpaces = MemGlobal, .dstSpaces = MemShared,
        .archs = kGfx9Archs, .intrinsic = "llvm.amdgcn.global.load.lds",
        .instrGfx9 = "global_load_lds_{dword,dwordx3,dwordx4}", .instrGfx12 = "",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1, .ldsDma = true,
    },
    // LDS transpose reads: 16 lanes cooperate in one call (the instruction needs EXEC all ones).
    {
        .opName = "fly_rocdl.cdna4.lds_read_trans",
        .summary = "LDS -> registers, transposed across each group of 16 lanes (ds_read_b64_tr_b*, ds_read_b96_tr_b6)",
        .bits = kTransposeBits, .archBits = {},
        .srcSpaces = MemShared, .dstSpaces = MemRegister,
        .archs = kGfx950, .intrinsic = "llvm.amdgcn.ds.read.tr{4,8,16}.b64, llvm.amdgcn.ds.read.tr6.b96",
        .instrGfx9 = "ds_read_b64_tr_b4, ds_read_b96_tr_b6, ds_read_b64_tr_b8, ds_read_b64_tr_b16", .instrGfx12 = "",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 16, .transposeReads = kTransposeReads,
    },
    // Atomic atoms: one value per call, registers -> memory, `dst = dst OP value`, nothing returned.
    {
        .opName = "fly.universal_atomic",
        .summary = "atomic read-modify-write of one value per thread into global memory or LDS",
        .bits = kAtomicBits, .archBits = {},
        .srcSpaces = MemRegister, .dstSpaces = MemGlobal | MemShared,
        .archs = kAtomicArchs, .intrinsic = "atomicrmw",
        .instrGfx9 = "global_atomic_*, ds_* (below)", .instrGfx12 = "global_atomic_*, ds_* (below)",
        .hasCacheModifier = false, .hasSoffset = false, .threads = 1, .atomics = kUniversalAtomics,
    },
    {
        .opName = "fly_rocdl.cdna3.buffer_atomic",
        .summary = "atomic read-modify-write of one value per thread through a buffer tensor's resource",
        .bits = kAtomicBits, .archBits = {},
        .srcSpaces = MemRegister, .dstSpaces = MemBuffer,
        .archs = kAtomicArchs, .intrinsic = "llvm.amdgcn.raw.ptr.buffer.atomic.*",
        .instrGfx9 = "buffer_atomic_* (below)", .instrGfx12 = "buffer_atomic_* (below)",
        .hasCacheModifier = false, .hasSoffset = true, .threads = 1, .atomics = kBufferAtomics,
    },
    // gfx1250's tensor data mover (docs/tdm.md): whole tiles, one instruction per wave.
    {
        .opName = "fly_rocdl.gfx1250.tdm",
        .summary = "a whole tile (rank 1..5) between global memory and LDS through a TDM descriptor; "
                   "asynchronous: rocdl.s.wait.tensorcnt before the data is used",
        .bits = {}, .archBits = {},
        .srcSpaces = MemGlobal | MemShared, .dstSpaces = MemGlobal | MemShared,
        .archs = kGfx1250Only, .intrinsic = "llvm.amdgcn.tensor.load.to.lds / tensor.store.from.lds",
        .instrGfx9 = "", .instrGfx12 = "tensor_load_to_lds, tensor_store_from_lds",
        .hasCacheModifier = true, .hasSoffset = false, .threads = 1, .tensorTile = true,
    },
}};

constexpr std::string_view kAtomicOps[] = {"add", "max", "min", "and", "or", "inc", "dec", "umax", "umin"};

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


std::span<const CopyAtomDesc> allCopyAtoms() { return kCopyAtoms; }

const CopyAtomDesc* findCopyAtom(std::string_view opName) {
  for (const CopyAtomDesc& d : kCopyAtoms)
    if (d.opName == opName) return &d;
  return nullptr;
}

namespace {

// The bits of an atomic atom's value type ("i32", "f64", "vector<2xf16>"), 0 if it is not one.
int valueTypeBits(std::string_view t) {
  if (t.substr(0, 7) == "vector<" && t.back() == '>') {
    std::string_view body = t.substr(7, t.size() - 8);
    size_t x = body.find('x');
    auto n = parseInt(body.substr(0, x));
    int e = x == std::string_view::npos ? 0 : valueTypeBits(body.substr(x + 1));
    return n && *n > 0 && e ? *n * e : 0;
  }
  if (t == "i8") return 8;
  if (t == "i16" || t == "f16" || t == "bf16") return 16;
  if (t == "i32" || t == "f32") return 32;
  if (t == "i64" || t == "f64") return 64;
  return 0;
}

// Splits `a, b<c, d>, e` at the commas outside angle brackets.
std::vector<std::string_view> splitParams(std::string_view body) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '<') ++depth;
    else if (body[i] == '>') --depth;
    else if (body[i] == ',' && depth == 0) {
      out.push_back(trim(body.substr(start, i - start)));
      start = i + 1;
    }
  }
  out.push_back(trim(body.substr(start)));
  return out;
}

std::string joinViews(std::span<const std::string_view> xs) {
  std::string s;
  for (std::string_view x : xs) s += (s.empty() ? "" : ", ") + std::string(x);
  return s;
}

// `#fly<atomic_op add>, f32`: FlyDSL's CopyOpUniversalAtomic / CopyOpCDNA3BufferAtomic parameters.
Result<CopyOpSpec> parseAtomicParams(CopyOpSpec spec, std::string_view text, std::string_view body) {
  std::vector<std::string_view> params = splitParams(body);
  std::string usage = "expected '!" + std::string(spec.desc->opName) + "<#fly<atomic_op OP>, TYPE>'";
  if (params.size() != 2) return Error("copy operation '!" + std::string(text) + "': " + usage);
  std::string_view op = params[0];
  constexpr std::string_view kPrefix = "#fly<atomic_op";
  if (op.substr(0, kPrefix.size()) != kPrefix || op.back() != '>')
    return Error("copy operation '!" + std::string(text) + "': " + usage);
  op = trim(op.substr(kPrefix.size(), op.size() - kPrefix.size() - 1));
  bool known = false;
  for (std::string_view k : kAtomicOps) known |= k == op;
  if (!known)
    return Error("copy operation '!" + std::string(text) + "': unknown atomic_op '" + std::string(op) + "' (known: " +
                 std::string(atomicOpList()) + ")");
  std::string_view type = params[1];
  spec.atomicOp = std::string(op);
  spec.valType = std::string(type);
  std::string has;
  for (const AtomicVariant& v : spec.desc->atomics) {
    if (v.op != op) continue;
    for (std::string_view t : v.valTypes) {
      if (t == type) {
        spec.atomic = &v;
        spec.bits = valueTypeBits(type);
        return spec;
      }
      has += (has.empty() ? "" : ", ") + std::string(t);
    }
  }
  return Error("atomic atom '" + std::string(spec.desc->opName) + "' has no '" + std::string(op) + "' on " +
               std::string(type) + (has.empty() ? std::string() : " (it has '" + std::string(op) + "' on " + has + ")"));
}

// `rank = R, warps = W, pad = INTERVAL, AMOUNT, cache = C, barrier = B, timeout = T` (FlyDSL's order;
// every key optional here, each at most once).
Result<CopyOpSpec> parseTensorTileParams(CopyOpSpec spec, std::string_view text, std::string_view body) {
  std::vector<std::string_view> items = splitParams(body);
  auto bad = [&](const std::string& why) {
    return Error("copy operation '!" + std::string(text) + "': " + why +
                 " (expected 'rank = R, warps = W, pad = INTERVAL, AMOUNT, cache = C, barrier = B, timeout = T')");
  };
  auto boolean = [](std::string_view v) -> std::optional<bool> {
    if (v == "true") return true;
    if (v == "false") return false;
    return std::nullopt;
  };
  std::vector<std::string_view> seen;
  TensorTileParams& p = spec.tile;
  for (size_t i = 0; i < items.size(); ++i) {
    std::string_view item = items[i];
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) return bad("unexpected '" + std::string(item) + "'");
    std::string_view key = trim(item.substr(0, eq)), val = trim(item.substr(eq + 1));
    for (std::string_view k : seen)
      if (k == key) return bad("'" + std::string(key) + "' given twice");
    seen.push_back(key);
    if (key == "barrier" || key == "timeout") {
      auto b = boolean(val);
      if (!b) return bad("'" + std::string(key) + "' must be true or false");
      (key == "barrier" ? p.barrier : p.timeout) = *b;
      continue;
    }
    auto n = parseInt(val);
    if (!n || *n < 0) return bad("'" + std::string(key) + "' must be a non-negative integer");
    if (key == "rank") {
      if (*n < 1 || *n > 5) return bad("rank must be 1..5, got " + std::to_string(*n));
      p.rank = *n;
    } else if (key == "warps") {
      if (*n < 1 || (*n & (*n - 1))) return bad("numWarps must be a positive power of two, got " + std::to_string(*n));
      p.warps = *n;
    } else if (key == "pad") {
      if (i + 1 >= items.size()) return bad("'pad' takes INTERVAL, AMOUNT");
      auto amount = parseInt(items[++i]);
      if (!amount || *amount < 0) return bad("the pad amount must be a non-negative integer");
      if ((*n == 0) != (*amount == 0)) return bad("padInterval and padAmount must both be zero or both non-zero");
      if (*n && (*n & (*n - 1))) return bad("padInterval must be a power of two (in elements), got " + std::to_string(*n));
      p.padInterval = *n;
      p.padAmount = *amount;
    } else if (key == "cache") {
      spec.cacheModifier = *n;
    } else {
      return bad("unknown parameter '" + std::string(key) + "'");
    }
  }
  return spec;
}

// `trans = 16b, 64`: FlyDSL's CopyOpCDNA4LdsReadTranspose parameters (granularity, then bits).
Result<CopyOpSpec> parseTransposeParams(CopyOpSpec spec, std::string_view text, std::string_view body) {
  std::vector<std::string_view> params = splitParams(body);
  std::string pairs;
  for (const TransposeRead& t : spec.desc->transposeReads)
    pairs += (pairs.empty() ? "" : ", ") + std::string("<trans = ") + std::to_string(t.granularity) + "b, " +
             std::to_string(t.bits) + ">";
  std::string usage = "expected '!" + std::string(spec.desc->opName) + "<trans = Nb, BITS>' (one of " + pairs + ")";
  if (params.size() != 2) return Error("copy operation '!" + std::string(text) + "': " + usage);
  std::string_view g = params[0];
  size_t eq = g.find('=');
  if (eq == std::string_view::npos || trim(g.substr(0, eq)) != "trans")
    return Error("copy operation '!" + std::string(text) + "': " + usage);
  g = trim(g.substr(eq + 1));
  if (g.empty() || g.back() != 'b') return Error("copy operation '!" + std::string(text) + "': " + usage);
  auto granularity = parseInt(g.substr(0, g.size() - 1));
  auto bits = parseInt(params[1]);
  if (!granularity || !bits) return Error("copy operation '!" + std::string(text) + "': " + usage);
  for (const TransposeRead& t : spec.desc->transposeReads)
    if (t.granularity == *granularity && t.bits == *bits) {
      spec.transpose = &t;
      spec.bits = t.bits;
      return spec;
    }
  return Error("copy operation '!" + std::string(text) + "': no transpose read of " + std::to_string(*granularity) +
               "-bit elements in " + std::to_string(*bits) + " bits (it has " + pairs + ")");
}

} // namespace

std::string_view atomicOpList() { return "add, max, min, and, or, inc, dec, umax, umin"; }

std::string CopyOpSpec::name() const {
  if (!desc) return "";
  if (!atomic) return std::string(desc->opName);
  return std::string(desc->opName) + "<" + atomicOp + ", " + valType + ">";
}

std::string CopyOpSpec::atomicElementType() const {
  std::string_view vt = valType;
  if (vt.substr(0, 7) != "vector<")
    return std::string(vt);
  size_t x = vt.find('x');
  return std::string(vt.substr(x + 1, vt.size() - x - 2));
}

bool CopyOpSpec::availableOn(std::string_view arch) const {
  if (!atomic) return desc->availableOn(arch);
  for (std::string_view a : atomic->archs)
    if (a == arch) return true;
  return false;
}

std::string CopyOpSpec::archList() const { return atomic ? joinViews(atomic->archs) : desc->archList(); }

Result<CopyAtomLayouts> CopyOpSpec::valueLayouts(int valBits) const {
  if (!transpose)
    return make_copy_atom_layouts(desc->thrIdLayout(), desc->srcLayoutBits(bits), desc->dstLayoutBits(bits),
                                  desc->refLayoutBits(bits), valBits);
  FLY_TRY(src, parseLayout(transpose->srcBits));
  FLY_TRY(dst, parseLayout(transpose->dstBits));
  return make_copy_atom_layouts(desc->thrIdLayout(), src, dst, dst, valBits);
}

std::pair<const CopyAtomDesc*, const TransposeRead*> findTransposeRead(std::string_view rocdlOp) {
  for (const CopyAtomDesc& d : kCopyAtoms)
    for (const TransposeRead& t : d.transposeReads)
      if (t.rocdlOp == rocdlOp) return {&d, &t};
  return {nullptr, nullptr};
}

Result<CopyOpSpec> parseCopyOp(std::string_view text) {
  text = trim(text);
  if (!text.empty() && text.front() == '!') text.remove_prefix(1);
  size_t lt = text.find('<');
  if (lt == std::string_view::npos || text.back() != '>')
    return Error("copy operation '!" + std::string(text) + "' has no '<...>' parameters");
  std::string_view name = text.substr(0, lt), body = text.substr(lt + 1, text.size() - lt - 2);
  CopyOpSpec spec;
  spec.desc = findCopyAtom(name);
  if (!spec.desc) {
    std::string known;
    for (const CopyAtomDesc& d : kCopyAtoms) known += (known.empty() ? "" : ", ") + std::string(d.opName);
    return Error("unknown copy operation '!" + std::string(name) + "' (known: " + known + ")");
  }
  if (spec.desc->isAtomic()) return parseAtomicParams(std::move(spec), text, body);
  if (spec.desc->tensorTile) return parseTensorTileParams(std::move(spec), text, body);
  if (spec.desc->isTransposeRead()) return parseTransposeParams(std::move(spec), text, body);
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

std::string copyAtomUnavailableMessage(const CopyOpSpec& spec, std::string_view arch) {
  return "copy atom '" + spec.name() + "' is not available on " + std::string(arch) + " (available on: " +
         spec.archList() + ")";
}

uint32_t cachePolicyMask(const Arch& arch) {
  switch (arch.generation) {
  case 9: return 0x13u;
  case 11: return 0x07u;
  default: return 0x1Fu;
  }
}

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
    if (d.hasImmOffset) mods += ", `imm_offset` (a constant, bytes)";
    if (d.tensorTile) mods += std::string(mods.empty() ? "" : ", ") + "`extent_K` (fly.atom.set_value)";
    if (mods.empty()) mods = "-";
    std::string params = d.isAtomic()          ? "#fly<atomic_op OP>, T"
                         : d.tensorTile      ? "rank = R, warps = W, pad = I, A, cache = C, barrier = false, timeout = false"
                         : d.isTransposeRead() ? "trans = Nb, BITS"
                                             : "BITS";
    std::string bits = d.isAtomic() ? "bits of T" : d.tensorTile ? "a tile" : d.bitsList();
    if (d.isTransposeRead()) {
      bits.clear();
      for (const TransposeRead& r : d.transposeReads)
        bits += (bits.empty() ? "" : "; ") + std::string("trans = ") + std::to_string(r.granularity) + "b, " +
                std::to_string(r.bits);
      mods = "16 lanes per call, EXEC all ones";
    }
    t += "| `!" + std::string(d.opName) + "<" + params + ">` | " + bits + " | " + memSpaceList(d.srcSpaces) + " | " +
         memSpaceList(d.dstSpaces) + " | " + d.archList() + " | " + instr + " | " + mods + " |\n";
  }
  t += "\nAtomic atoms, per read-modify-write (`OP`) and value type (`T`):\n\n"
       "| atom | OP | T | archs | gfx9 instruction | gfx12 instruction |\n"
       "| --- | --- | --- | --- | --- | --- |\n";
  auto code = [](std::string_view s) { return s.empty() ? std::string("-") : "`" + std::string(s) + "`"; };
  for (const CopyAtomDesc& d : kCopyAtoms)
    for (const AtomicVariant& v : d.atomics)
      t += "| `!" + std::string(d.opName) + "` | " + std::string(v.op) + " | " + joinViews(v.valTypes) + " | " +
           joinViews(v.archs) + " | " + code(v.instrGfx9) + " | " + code(v.instrGfx12) + " |\n";
  return t;
}

} // namespace fly::target

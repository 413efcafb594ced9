#include "Program.h"

#include "fly/emu/MatrixCore.h"
#include "fly/target/Arch.h"

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdio>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUDisassembler();
}

using namespace llvm;

namespace fly::emu {

static Error fail(const Twine &msg) { return createStringError(inconvertibleErrorCode(), msg); }

class Disassembler {
public:
  Triple triple{"amdgcn-amd-amdhsa"};
  std::unique_ptr<MCRegisterInfo> mri;
  std::unique_ptr<MCAsmInfo> mai;
  std::unique_ptr<MCSubtargetInfo> sti;
  std::unique_ptr<MCInstrInfo> mii;
  std::unique_ptr<MCContext> ctx;
  std::unique_ptr<MCDisassembler> dis;
  std::unique_ptr<MCInstPrinter> printer;
  // Tracks s_set_vgpr_msb (gfx1250) for the printer, which then names the VGPR each operand
  // reaches (`v1 /*v257*/`): LLVM's own tables say which operand takes which MSB field.
  std::unique_ptr<MCInstrAnalysis> analysis;
  MCTargetOptions options;

  Error init(StringRef cpu, bool wave32) {
    static std::once_flag once;
    std::call_once(once, [] {
      LLVMInitializeAMDGPUTargetInfo();
      LLVMInitializeAMDGPUTargetMC();
      LLVMInitializeAMDGPUDisassembler();
    });
    std::string err;
    const Target *target = TargetRegistry::lookupTarget(triple, err);
    if (!target) return fail("AMDGPU target unavailable in this LLVM: " + err);
    mri.reset(target->createMCRegInfo(triple));
    mai.reset(target->createMCAsmInfo(*mri, triple, options));
    sti.reset(target->createMCSubtargetInfo(triple, cpu, decodeFeatures(cpu, wave32)));
    if (!sti || !sti->isCPUStringValid(cpu)) return fail("LLVM does not know processor '" + cpu + "'");
    mii.reset(target->createMCInstrInfo());
    ctx = std::make_unique<MCContext>(triple, mai.get(), mri.get(), sti.get());
    dis.reset(target->createMCDisassembler(*sti, *ctx));
    printer.reset(target->createMCInstPrinter(triple, 0, *mai, *mii, *mri));
    if (!mri || !mai || !mii || !dis || !printer) return fail("cannot create the AMDGPU MC disassembler");
    analysis.reset(target->createMCInstrAnalysis(mii.get()));
    if (analysis) printer->setMCInstrAnalysis(analysis.get());
    return Error::success();
  }

  // Prints `mc` as it reads under the VGPR MSB mode `msb` (s_set_vgpr_msb's low byte), each
  // VGPR operand named by the register it reaches (v0-v1023). The caller holds the decode lock.
  Expected<std::string> print(const MCInst &mc, uint64_t pc, uint8_t msb) {
    if (msb) {
      if (!analysis) return fail("this LLVM has no AMDGPU instruction analysis to read s_set_vgpr_msb with");
      const uint8_t setMsb[4] = {msb, 0x00, 0x86, 0xbf}; // s_set_vgpr_msb msb (SOPP)
      MCInst set;
      uint64_t size = 0;
      if (dis->getInstruction(set, size, ArrayRef<uint8_t>(setMsb, 4), 0, nulls()) != MCDisassembler::Success)
        return fail("s_set_vgpr_msb does not decode on this processor");
      analysis->resetState();
      analysis->updateState(set, 0);
    }
    std::string text;
    raw_string_ostream os(text);
    printer->printInst(&mc, pc, "", *sti, os);
    os.flush();
    if (msb) analysis->resetState();
    return msb ? substituteHighVgprs(text) : text;
  }

  // "v1 /*v257*/" -> "v257", "v[2:3] /*v[258:259]*/" -> "v[258:259]": the printer names a VGPR
  // above v255 by its encoded low register with the one it reaches in a comment.
  static std::string substituteHighVgprs(const std::string &text) {
    std::string out;
    size_t i = 0;
    while (i < text.size()) {
      size_t open = text.find(" /*v", i);
      if (open == std::string::npos) break;
      size_t close = text.find("*/", open);
      if (close == std::string::npos) break;
      out.append(text, i, open - i);
      // Drop the encoded register just copied ("v1", "v[2:3]", "v1.l": from its 'v'), keep the
      // comment's; modifiers around it (-, |, neg(...)) stay.
      size_t start = out.rfind('v');
      if (start != std::string::npos) out.erase(start);
      out.append(text, open + 3, close - (open + 3));
      i = close + 2;
    }
    out.append(text, i, std::string::npos);
    return out;
  }
};

std::string decodeFeatures(std::string_view cpu, bool wave32) {
  if (!cpu.starts_with("gfx1")) return "";
  std::string features = wave32 ? "+wavefrontsize32" : "+wavefrontsize64";
  if (const target::Arch *arch = target::findArch(cpu)) {
    std::string_view rest = arch->features;
    while (!rest.empty()) {
      size_t comma = rest.find(',');
      std::string_view f = rest.substr(0, comma);
      if (!f.empty() && f.find("wavefrontsize") == std::string_view::npos && f.find("real-true16") == std::string_view::npos)
        features += "," + std::string(f);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  }
  // gfx11+: decode as real-true16. The hardware reads bit 7 of a 16-bit operand's VGPR field in the
  // e32/DPP encodings as the half (`v1.h`); compilers in "fake16" mode keep those operands in
  // v0-v127 low halves, so both modes' code reads the same under this decoding, while the fake16
  // printer shows high halves as v128+ (or fails). The parser maps `.h` to op_sel bits.
  features += ",+real-true16";
  return features;
}

Program::Program(const CodeObject &co) : co_(co) {}
Program::~Program() = default;

Expected<Program *> Program::get(const CodeObject &co, bool wave32) {
  std::lock_guard<std::mutex> lock(co.programMutex_);
  std::shared_ptr<Program> &slot = co.program_[wave32 ? 1 : 0];
  if (!slot) {
    std::shared_ptr<Program> p(new Program(co));
    p->dis_ = std::make_unique<Disassembler>();
    if (Error e = p->dis_->init(co.arch(), wave32)) return std::move(e);
    p->base_ = co.textBegin();
    size_t n = size_t((co.textEnd() - co.textBegin() + 3) / 4);
    p->slots_storage_.reset(new std::atomic<const Inst *>[n]);
    for (size_t i = 0; i < n; ++i) p->slots_storage_[i].store(nullptr, std::memory_order_relaxed);
    p->slots_ = std::span<std::atomic<const Inst *>>(p->slots_storage_.get(), n);
    slot = p;
  }
  return slot.get();
}

static std::string hexBytes(ArrayRef<uint8_t> b) {
  std::string s;
  char buf[4];
  for (size_t i = 0; i < b.size(); ++i) {
    std::snprintf(buf, sizeof buf, "%02x", b[i]);
    if (i && i % 4 == 0) s += ' ';
    s += buf;
  }
  return s;
}

const Inst *Program::decode(uint64_t pc, std::string &error, uint8_t msb) {
  std::lock_guard<std::mutex> lock(mutex_);
  char where[64];
  std::snprintf(where, sizeof where, "0x%llx", (unsigned long long)pc);
  std::string sym = co_.symbolAt(pc);
  std::string at = std::string(where) + (sym.empty() ? "" : " (in " + sym + ")");
  if (pc & 3) {
    error = "misaligned program counter " + at;
    return nullptr;
  }
  uint64_t slot = (pc - base_) >> 2;
  if (pc < base_ || slot >= slots_.size()) {
    error = "program counter " + at + " outside the code object";
    return nullptr;
  }
  if (msb == 0) {
    if (const Inst *in = slots_[slot].load(std::memory_order_acquire)) return in;
  } else if (auto it = underMsb_.find({pc, msb}); it != underMsb_.end()) {
    return it->second;
  }
  ArrayRef<uint8_t> bytes = co_.codeAt(pc);
  MCInst mc;
  uint64_t size = 0;
  auto status = dis_->dis->getInstruction(mc, size, bytes, pc, nulls());
  // gfx1250's scaled WMMA is a v_wmma_ld_scale(16)_paired half plus the WMMA. LLVM 22 writes (and its
  // disassembler requires) v0 in the unused third scale-source field (bits 58:50 = 0x100); other
  // producers (Triton's LLVM) write 0 there. The field is a dummy: decode those with it normalized.
  uint8_t patched[16];
  if (status != MCDisassembler::Success && bytes.size() >= 16 && bytes[3] == 0xcc && (bytes[2] == 0x35 || bytes[2] == 0x3a) &&
      co_.arch() == "gfx1250") {
    std::copy(bytes.begin(), bytes.begin() + 16, patched);
    patched[6] &= 0x03;
    patched[7] = uint8_t((patched[7] & ~0x07) | 0x04);
    status = dis_->dis->getInstruction(mc, size, ArrayRef<uint8_t>(patched, 16), pc, nulls());
  }
  if (status != MCDisassembler::Success || size == 0 || size > 16) {
    error = "cannot decode instruction at " + at + ", bytes " + hexBytes(bytes.take_front(8));
    return nullptr;
  }
  auto printed = dis_->print(mc, pc, msb);
  if (!printed) {
    error = toString(printed.takeError()) + " at " + at;
    return nullptr;
  }
  const std::string &text = *printed;
  auto inst = std::make_unique<Inst>();
  inst->pc = pc;
  inst->size = uint8_t(size);
  inst->bytes.assign(bytes.begin(), bytes.begin() + size);
  std::string perr;
  if (!parseInstText(text, *inst, perr)) {
    error = perr + " at " + at + " (encoding " + hexBytes(inst->bytes) + ")";
    return nullptr;
  }
  if (inst->cls == InstClass::Matrix) {
    inst->matrix = findMatrixOp(inst->base, co_.arch());
    if (!inst->matrix) {
      error = "matrix instruction '" + inst->mnemonic + "' is not supported on " + co_.arch().str() + " at " + at +
              " (encoding " + hexBytes(inst->bytes) + ")";
      return nullptr;
    }
  }
  const Inst *result = inst.get();
  owned_.push_back(std::move(inst));
  if (msb) underMsb_[{pc, msb}] = result;
  else slots_[slot].store(result, std::memory_order_release);
  return result;
}

static bool isGlobalAtomic(const std::string &mnemonic) {
  if (mnemonic.find("_atomic") == std::string::npos) return false;
  return mnemonic.rfind("global_", 0) == 0 || mnemonic.rfind("flat_", 0) == 0 || mnemonic.rfind("buffer_", 0) == 0;
}

const Inst *Program::decodeForScan(uint64_t pc, uint64_t &size, std::string &text, bool cache) {
  // With `cache`, the instruction is decoded for execution (and kept: the walk from a kernel's
  // entry reaches only code the kernel may run). Without, one already decoded is reused and
  // anything else decoded here and dropped, so a sweep of a large image keeps nothing per word.
  std::string error;
  const Inst *known = nullptr;
  if (cache) known = at(pc, error);
  else if (pc >= base_ && ((pc - base_) >> 2) < slots_.size() && !((pc - base_) & 3))
    known = slots_[(pc - base_) >> 2].load(std::memory_order_acquire);
  if (known) {
    size = known->size;
    text = known->base;
    return known;
  }
  ArrayRef<uint8_t> bytes = co_.codeAt(pc);
  MCInst mc;
  size = 0;
  text.clear();
  std::lock_guard<std::mutex> lock(mutex_);
  if (dis_->dis->getInstruction(mc, size, bytes, pc, nulls()) == MCDisassembler::Success) {
    raw_string_ostream os(text);
    dis_->printer->printInst(&mc, pc, "", *dis_->sti, os);
    os.flush();
    size_t start = text.find_first_not_of(" \t");
    text = start == std::string::npos ? "" : text.substr(start);
  } else {
    size = 0;
  }
  return nullptr;
}

bool Program::textHasGlobalAtomics() {
  std::call_once(swept_, [&] {
    // Only executable segments hold code (data segments, however large or far away, do not), and
    // the first word that does not decode ends the sweep: it could hide an atomic, so the answer
    // is the conservative one. Nothing scanned is cached (decodeForScan only reads the cache).
    for (const codeobject::Segment &seg : co_.metadata().segments) {
      if (!seg.executable || textHasGlobalAtomics_) continue;
      uint64_t end = seg.virtualAddress + std::min<uint64_t>(seg.memorySize, seg.fileBytes.size());
      // A sweep decodes every word: past 4 MiB of code (no kernel is near it) the answer is the
      // conservative one rather than minutes of decoding.
      if (end - seg.virtualAddress > (uint64_t(4) << 20)) {
        textHasGlobalAtomics_ = true;
        continue;
      }
      for (uint64_t pc = seg.virtualAddress; pc < end && !textHasGlobalAtomics_;) {
        uint64_t size;
        std::string text;
        decodeForScan(pc, size, text, /*cache=*/false);
        if (size == 0 || isGlobalAtomic(text)) textHasGlobalAtomics_ = true;
        pc += size;
      }
    }
  });
  return textHasGlobalAtomics_;
}

bool Program::hasGlobalAtomics(uint64_t entry) {
  {
    std::lock_guard<std::mutex> lock(atomicsMutex_);
    if (auto it = kernelHasGlobalAtomics_.find(entry); it != kernelHasGlobalAtomics_.end()) return it->second;
  }
  bool found = false, indirect = false;
  std::vector<bool> seen(slots_.size(), false);
  std::vector<uint64_t> work{entry};
  // The walk caches what it decodes (the kernel will run it), so it is bounded: a corrupted image
  // whose executable segment is a gigabyte of decodable words made it cache an instruction per
  // word until memory ran out (found by the structure-aware emulator fuzzer). Past the bound the
  // answer is the conservative one, without sweeping the text.
  constexpr uint64_t kMaxWalk = uint64_t(1) << 18; // 1 MiB of code and more: no kernel is near it
  uint64_t walked = 0;
  auto target = [](const Inst &in, const Operand &o) {
    return uint64_t(int64_t(in.pc) + 4 + int64_t(int16_t(uint16_t(o.imm32))) * 4);
  };
  while (!work.empty() && !found && !indirect) {
    uint64_t pc = work.back();
    work.pop_back();
    while (pc >= base_ && pc < co_.textEnd() && !seen[(pc - base_) >> 2]) {
      if (++walked > kMaxWalk) {
        found = true;
        break;
      }
      seen[(pc - base_) >> 2] = true;
      uint64_t size;
      std::string text;
      const Inst *in = decodeForScan(pc, size, text, /*cache=*/true);
      if (size == 0) {
        indirect = true; // not decodable: cannot tell what follows
        break;
      }
      if (isGlobalAtomic(text)) {
        found = true;
        break;
      }
      std::string_view b = text;
      if (b.starts_with("s_endpgm")) break;
      if (b.starts_with("s_setpc") || b.starts_with("s_swappc") || b.starts_with("s_set_pc") ||
          b.starts_with("s_swap_pc") || !in) {
        indirect = true;
        break;
      }
      if (b.starts_with("s_branch")) {
        pc = target(*in, in->ops[0]);
        continue;
      }
      if (b.starts_with("s_cbranch")) work.push_back(target(*in, in->ops[0]));
      else if (b.starts_with("s_call")) work.push_back(target(*in, in->ops[1]));
      pc += size;
    }
  }
  if (!found && indirect) found = textHasGlobalAtomics();
  std::lock_guard<std::mutex> lock(atomicsMutex_);
  kernelHasGlobalAtomics_[entry] = found;
  return found;
}

} // namespace fly::emu

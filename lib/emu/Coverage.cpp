// Instruction coverage per arch, from LLVM's tables: every non-pseudo opcode of MCInstrInfo gives
// its mnemonic (MCInstPrinter::getMnemonic); the assembler, run once over all of them for the
// processor, says which it accepts ("instruction not supported on this GPU", "invalid
// instruction" and "... variant ... not supported" mean it does not; operand errors mean it
// does). A mnemonic is implemented when the opcode table has its normalized name.
#include "fly/emu/Coverage.h"

#include "Inst.h"
#include "Program.h"
#include "fly/emu/MatrixCore.h"

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <array>
#include <optional>
#include <cstdio>
#include <mutex>
#include <set>

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUAsmParser();
}

using namespace llvm;

namespace fly::emu {

const char *coverageGroupName(CoverageGroup g) {
  switch (g) {
  case CoverageGroup::SALU: return "SALU";
  case CoverageGroup::VALU: return "VALU";
  case CoverageGroup::VOP3P: return "VOP3P (packed, dot, mix)";
  case CoverageGroup::DppSdwaVopd: return "DPP/SDWA/VOPD forms";
  case CoverageGroup::CrossLane: return "cross-lane";
  case CoverageGroup::SMEM: return "SMEM";
  case CoverageGroup::Global: return "VMEM global";
  case CoverageGroup::Buffer: return "VMEM buffer";
  case CoverageGroup::Flat: return "VMEM flat";
  case CoverageGroup::Scratch: return "VMEM scratch";
  case CoverageGroup::DS: return "DS";
  case CoverageGroup::Matrix: return "MFMA/WMMA";
  case CoverageGroup::Control: return "control";
  case CoverageGroup::Other: return "other (image, export, interp, ...)";
  default: return "?";
  }
}

namespace {

bool starts(StringRef s, StringRef p) { return s.starts_with(p); }

CoverageGroup groupOf(StringRef m, StringRef base) {
  if (starts(m, "v_dual_") || m.contains("_dpp") || m.ends_with("_sdwa")) return CoverageGroup::DppSdwaVopd;
  if (starts(m, "v_mfma") || starts(m, "v_smfmac") || starts(m, "v_wmma") || starts(m, "v_swmmac"))
    return CoverageGroup::Matrix;
  if (starts(m, "v_permlane") || starts(m, "v_readlane") || starts(m, "v_readfirstlane") ||
      starts(m, "v_writelane") || starts(m, "ds_bpermute") || starts(m, "ds_permute") || starts(m, "ds_swizzle") ||
      starts(m, "v_mbcnt"))
    return CoverageGroup::CrossLane;
  if (starts(m, "v_pk_") || starts(m, "v_dot") || starts(m, "v_fma_mix") || starts(m, "v_mad_mix"))
    return CoverageGroup::VOP3P;
  if (starts(m, "ds_")) return CoverageGroup::DS;
  if (starts(m, "global_")) return CoverageGroup::Global;
  if (starts(m, "buffer_") || starts(m, "tbuffer_")) return CoverageGroup::Buffer;
  if (starts(m, "flat_")) return CoverageGroup::Flat;
  if (starts(m, "scratch_")) return CoverageGroup::Scratch;
  if (starts(m, "s_load") || starts(m, "s_buffer_") || starts(m, "s_store") || starts(m, "s_scratch_") ||
      starts(m, "s_dcache") || starts(m, "s_atomic") || starts(m, "s_atc_probe") || starts(m, "s_prefetch") ||
      starts(m, "s_memtime") || starts(m, "s_memrealtime"))
    return CoverageGroup::SMEM;
  static const char *const control[] = {
      "s_branch", "s_cbranch", "s_endpgm", "s_barrier", "s_waitcnt", "s_wait_", "s_nop", "s_sleep", "s_trap",
      "s_sendmsg", "s_setpc", "s_getpc", "s_swappc", "s_call", "s_rfe", "s_setprio", "s_delay_alu", "s_clause",
      "s_icache", "s_ttrace", "s_code_end", "s_set_inst_prefetch", "s_inst_prefetch", "s_setkill", "s_incperflevel",
      "s_decperflevel", "s_wakeup", "s_get_pc", "s_set_pc", "s_swap_pc", "s_rfe_", "s_version", "s_monitor_sleep",
      "s_singleuse", "s_alloc_vgpr", "s_sethalt", "s_cbranch_", "s_subvector_loop", "s_round_mode",
      "s_denorm_mode", "s_setreg", "s_getreg", "s_set_gpr_idx", "s_set_vgpr_msb", "s_wait", "s_sleep_var", "s_dcache_wb"};
  for (const char *c : control)
    if (starts(m, c)) return CoverageGroup::Control;
  if (starts(m, "s_")) return CoverageGroup::SALU;
  if (starts(m, "v_interp") || starts(m, "image_") || starts(m, "exp") || starts(m, "lds_"))
    return CoverageGroup::Other;
  if (starts(m, "v_")) return CoverageGroup::VALU;
  (void)base;
  return CoverageGroup::Other;
}

struct Tables {
  Triple triple{"amdgcn-amd-amdhsa"};
  const Target *target = nullptr;
  std::unique_ptr<MCRegisterInfo> mri;
  std::unique_ptr<MCAsmInfo> mai;
  std::unique_ptr<MCInstrInfo> mii;
};

// A streamer that keeps the opcode of the instruction the assembler emits.
class OpcodeRecorder : public MCStreamer {
public:
  explicit OpcodeRecorder(MCContext &ctx) : MCStreamer(ctx) {}
  std::optional<unsigned> opcode;
  void emitInstruction(const MCInst &inst, const MCSubtargetInfo &) override { opcode = inst.getOpcode(); }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
  void emitZerofill(MCSection *, MCSymbol *, uint64_t, Align, SMLoc) override {}
};

// The opcode LLVM's assembler turns one line of text into for the processor (none on an error).
std::optional<unsigned> assembledOpcode(const Tables &t, const MCSubtargetInfo &sti, const std::string &line) {
  SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(line + "\n", "alias.s"), SMLoc());
  bool failed = false;
  srcMgr.setDiagHandler([](const SMDiagnostic &d, void *p) {
    if (d.getKind() == SourceMgr::DK_Error) *static_cast<bool *>(p) = true;
  }, &failed);
  MCTargetOptions options;
  MCContext ctx(t.triple, t.mai.get(), t.mri.get(), &sti, &srcMgr);
  std::unique_ptr<MCObjectFileInfo> mofi(t.target->createMCObjectFileInfo(ctx, false));
  ctx.setObjectFileInfo(mofi.get());
  OpcodeRecorder rec(ctx);
  std::unique_ptr<MCAsmParser> parser(createMCAsmParser(srcMgr, ctx, rec, *t.mai));
  std::unique_ptr<MCTargetAsmParser> tap(t.target->createMCAsmParser(sti, *parser, *t.mii, options));
  if (!tap) return std::nullopt;
  parser->setTargetParser(*tap);
  if (parser->Run(/*NoInitialTextSection=*/false) || failed) return std::nullopt;
  return rec.opcode;
}

// The assembler still accepts older MFMA spellings ("v_mfma_f32_16x16x1f32",
// "v_mfma_f32_32x32x4bf16_1k", "v_mfma_f64_4x4x4f64") and turns them into the arch's own ops, which
// the disassembler, and so the emulator, spell "v_mfma_f32_16x16x1_4b_f32", ... Which op a spelling
// is comes from LLVM itself: the mnemonic is assembled with the register-tuple widths of each matrix
// op of the arch until one is accepted, and the printer names the opcode it became. Empty when no
// width is accepted.
std::string assembledMatrixName(const Tables &t, const MCSubtargetInfo &sti, MCInstPrinter &printer,
                                StringRef arch, const std::string &mnemonic) {
  auto tuple = [](unsigned first, unsigned n) {
    return n == 1 ? "v" + std::to_string(first)
                  : "v[" + std::to_string(first) + ":" + std::to_string(first + n - 1) + "]";
  };
  std::set<std::array<unsigned, 3>> tried;
  for (const MatrixOpInfo &op : allMatrixOps()) {
    if (op.arch != arch.str() || op.scaled() || !tried.insert({op.aDwords, op.bDwords, op.cDwords}).second) continue;
    std::string line = mnemonic + " " + tuple(0, op.cDwords) + ", " + tuple(64, op.aDwords) + ", " +
                       tuple(96, op.bDwords) + ", " + tuple(0, op.cDwords);
    if (auto opcode = assembledOpcode(t, sti, line)) {
      MCInst mc;
      mc.setOpcode(*opcode);
      auto [name, bits] = printer.getMnemonic(mc);
      return name ? StringRef(name).trim().str() : std::string();
    }
  }
  return {};
}

} // namespace

unsigned CoverageReport::total(CoverageGroup g) const {
  return unsigned(std::count_if(entries.begin(), entries.end(), [&](const CoverageEntry &e) { return e.group == g; }));
}
unsigned CoverageReport::implemented(CoverageGroup g) const {
  return unsigned(std::count_if(entries.begin(), entries.end(),
                                [&](const CoverageEntry &e) { return e.group == g && e.implemented; }));
}

std::string CoverageReport::format(bool listMissing) const {
  std::string s;
  char buf[200];
  std::snprintf(buf, sizeof buf, "fly-emu coverage of %s (mnemonics LLVM 22 accepts for it)\n", arch.c_str());
  s += buf;
  std::snprintf(buf, sizeof buf, "%-36s %11s %7s %6s\n", "group", "implemented", "total", "%");
  s += buf;
  unsigned ti = 0, tt = 0;
  for (unsigned g = 0; g < unsigned(CoverageGroup::Count); ++g) {
    unsigned t = total(CoverageGroup(g)), i = implemented(CoverageGroup(g));
    if (!t) continue;
    ti += i;
    tt += t;
    std::snprintf(buf, sizeof buf, "%-36s %11u %7u %5.1f%%\n", coverageGroupName(CoverageGroup(g)), i, t, 100.0 * i / t);
    s += buf;
  }
  std::snprintf(buf, sizeof buf, "%-36s %11u %7u %5.1f%%\n", "all", ti, tt, tt ? 100.0 * ti / tt : 0.0);
  s += buf;
  if (listMissing) {
    for (unsigned g = 0; g < unsigned(CoverageGroup::Count); ++g) {
      std::string line;
      for (const CoverageEntry &e : entries)
        if (e.group == CoverageGroup(g) && !e.implemented) line += " " + e.mnemonic;
      if (!line.empty()) s += std::string("missing ") + coverageGroupName(CoverageGroup(g)) + ":" + line + "\n";
    }
  }
  return s;
}

Expected<CoverageReport> instructionCoverage(StringRef arch) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmParser();
  });
  Tables t;
  std::string err;
  t.target = TargetRegistry::lookupTarget(t.triple, err);
  if (!t.target) return createStringError(inconvertibleErrorCode(), "AMDGPU target unavailable: " + err);
  MCTargetOptions options;
  t.mri.reset(t.target->createMCRegInfo(t.triple));
  t.mai.reset(t.target->createMCAsmInfo(*t.mri, t.triple, options));
  t.mii.reset(t.target->createMCInstrInfo());
  std::unique_ptr<MCSubtargetInfo> sti(t.target->createMCSubtargetInfo(t.triple, arch, decodeFeatures(arch, true)));
  if (!sti || !sti->isCPUStringValid(arch))
    return createStringError(inconvertibleErrorCode(), "LLVM does not know processor '" + arch + "'");
  std::unique_ptr<MCInstPrinter> printer(t.target->createMCInstPrinter(t.triple, 0, *t.mai, *t.mii, *t.mri));

  // Every mnemonic of a real (non-pseudo) opcode.
  std::set<std::string> mnemonics;
  for (unsigned op = 0; op < t.mii->getNumOpcodes(); ++op) {
    const MCInstrDesc &d = t.mii->get(op);
    if (d.isPseudo()) continue;
    MCInst mc;
    mc.setOpcode(op);
    auto [m, bits] = printer->getMnemonic(mc);
    if (!m) continue;
    std::string s = StringRef(m).trim().str();
    if (s.empty() || s.find_first_of(" \t.") != std::string::npos) continue;
    if (!std::all_of(s.begin(), s.end(), [](char c) { return std::islower((unsigned char)c) || std::isdigit((unsigned char)c) || c == '_'; }))
      continue;
    mnemonics.insert(s);
  }

  // Assemble them all once for the processor; the diagnostics say which it rejects.
  std::vector<std::string> list(mnemonics.begin(), mnemonics.end());
  std::string text;
  for (const std::string &m : list) text += m + "\n";
  SourceMgr srcMgr;
  srcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(text, "coverage.s"), SMLoc());
  std::vector<bool> rejected(list.size(), false);
  struct DiagCtx {
    SourceMgr *sm;
    std::vector<bool> *rejected;
  } dctx{&srcMgr, &rejected};
  srcMgr.setDiagHandler(
      [](const SMDiagnostic &d, void *p) {
        auto *c = static_cast<DiagCtx *>(p);
        StringRef msg = d.getMessage();
        int line = d.getLineNo();
        if (line >= 1 && size_t(line) <= c->rejected->size() &&
            (msg.contains("not supported") || msg.contains("invalid instruction")))
          (*c->rejected)[size_t(line - 1)] = true;
      },
      &dctx);
  MCContext ctx(t.triple, t.mai.get(), t.mri.get(), sti.get(), &srcMgr);
  std::unique_ptr<MCObjectFileInfo> mofi(t.target->createMCObjectFileInfo(ctx, false));
  ctx.setObjectFileInfo(mofi.get());
  std::unique_ptr<MCStreamer> streamer(createNullStreamer(ctx));
  std::unique_ptr<MCAsmParser> parser(createMCAsmParser(srcMgr, ctx, *streamer, *t.mai));
  std::unique_ptr<MCTargetAsmParser> tap(t.target->createMCAsmParser(*sti, *parser, *t.mii, options));
  if (!tap) return createStringError(inconvertibleErrorCode(), "cannot create the AMDGPU assembler");
  parser->setTargetParser(*tap);
  (void)parser->Run(/*NoInitialTextSection=*/false);

  CoverageReport r;
  r.arch = arch.str();
  for (size_t i = 0; i < list.size(); ++i) {
    if (rejected[i]) continue;
    const std::string &m = list[i];
    bool isDpp, isSdwa;
    std::string base = normalizeMnemonic(m.rfind("v_dual_", 0) == 0 ? "v_" + m.substr(7) : m, isDpp, isSdwa);
    if (base.rfind("v_mfma", 0) == 0 && !findMatrixOp(base, arch)) {
      std::string assembled = assembledMatrixName(t, *sti, *printer, arch, base);
      if (!assembled.empty()) base = assembled;
    }
    const OpInfo *info = lookupOp(base);
    bool implemented = info != nullptr;
    if (info && info->cls == InstClass::Matrix) implemented = findMatrixOp(base, arch) != nullptr;
    r.entries.push_back({m, groupOf(m, base), implemented});
  }
  return r;
}

} // namespace fly::emu

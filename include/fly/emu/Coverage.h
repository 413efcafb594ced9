// Which instructions of an arch fly-emu runs: the instruction list comes from LLVM's own tables
// (every real MC opcode's mnemonic that LLVM's assembler accepts for the processor), grouped by
// kind; each mnemonic is implemented when the emulator's opcode table (or its matrix-op table for
// the arch) has it. `fly-emu coverage ARCH` prints the table.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace fly::emu {

enum class CoverageGroup : uint8_t {
  SALU, VALU, VOP3P, DppSdwaVopd, CrossLane, SMEM, Global, Buffer, Flat, Scratch, DS, Matrix, Control, Other, Count
};
const char *coverageGroupName(CoverageGroup g);

struct CoverageEntry {
  std::string mnemonic; // as LLVM prints it, e.g. "v_add_f32_e32"
  CoverageGroup group;
  bool implemented;
};

struct CoverageReport {
  std::string arch;
  std::vector<CoverageEntry> entries; // sorted by mnemonic
  unsigned total(CoverageGroup g) const;
  unsigned implemented(CoverageGroup g) const;
  std::string format(bool listMissing = false) const; // the table (and the missing mnemonics)
};

/// The coverage of `arch` ("gfx942"); an error if LLVM does not know the processor.
llvm::Expected<CoverageReport> instructionCoverage(llvm::StringRef arch);

} // namespace fly::emu

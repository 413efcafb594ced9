// Occupancy (waves per SIMD) of a compiled kernel, from its register and LDS use as the code
// object reports them (fly_codeobject) and the arch's budgets (fly_target); and the per-kernel
// resource report of `fly-llc --report`.
#pragma once

#include "fly/codeobject/CodeObject.h"
#include "fly/target/Arch.h"

#include <ostream>
#include <string>

namespace fly::codegen {

struct Occupancy {
  int wavesPerSimd = 0;
  std::string limitedBy; // "waves", "vgpr", "sgpr" or "lds"
};

Occupancy computeOccupancy(const codeobject::KernelInfo& kernel, const target::Arch& arch);

// Architectural VGPRs: on unified-register-file archs (gfx90a+) the metadata's vgpr_count also
// counts the AGPRs.
uint32_t archVgprCount(const codeobject::KernelInfo& kernel, const target::Arch& arch);

// One line per kernel: VGPR, AGPR, SGPR, LDS, scratch, spills, occupancy.
void printReport(std::ostream& os, const codeobject::CodeObject& object, const target::Arch& arch);

} // namespace fly::codegen

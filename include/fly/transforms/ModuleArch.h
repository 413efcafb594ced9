// The arch a module's atoms are lowered for when the command line names none.
#pragma once

#include "fly/ir/Operation.h"
#include "fly/algebra/Result.h"
#include "fly/target/Arch.h"

#include <string>

namespace fly::transforms {

// The arch to lower `module`'s atoms for: `given` (--mcpu) if set; else the chip of the first
// `gpu.module` target (`#rocdl.target<chip = "gfx942">`); else the first supported arch
// (target::allArchs() order) with the most of the copy and MMA atoms the module names -- FlyDSL's
// atom types name their family (`!fly_rocdl.cdna3.mfma`, `!fly_rocdl.gfx1250.tdm`), and a module of
// universal atoms only lowers to the same loads and stores on every arch. An atom the chosen arch
// lacks is refused where it is used. An error if a target's chip is not supported.
// `how`, if given, says which rule chose the arch.
Result<const target::Arch *> moduleArch(ir::Operation *module, const target::Arch *given, std::string *how = nullptr);

} // namespace fly::transforms

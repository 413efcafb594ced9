#include "fly/transforms/ModuleArch.h"

#include "fly/ir/FlyTypes.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"

#include <set>

namespace fly::transforms {

using namespace fly::ir;

namespace {

// The chip named in a gpu.module's targets (`[#rocdl.target<chip = "gfx942", abi = "500">]`).
std::string_view targetChip(std::string_view targets) {
  size_t at = targets.find("chip");
  if (at == std::string_view::npos)
    return {};
  size_t q = targets.find('"', at);
  if (q == std::string_view::npos)
    return {};
  size_t e = targets.find('"', q + 1);
  return e == std::string_view::npos ? std::string_view{} : targets.substr(q + 1, e - q - 1);
}

struct Atoms {
  std::set<std::string> copyOps; // the copy operation's type text
  std::set<std::string> mmaOps;  // what `!fly.mma_atom<...>` wraps
};

void collect(Type t, Atoms &atoms) {
  if (!t)
    return;
  if (auto *tc = t.dyn_cast<TiledCopyType>())
    t = tc->atom();
  if (auto *tm = t.dyn_cast<TiledMmaType>())
    t = tm->atom();
  if (auto *ca = t.dyn_cast<CopyAtomType>())
    atoms.copyOps.insert(ca->copyOp().str());
  else if (auto *ma = t.dyn_cast<MmaAtomType>())
    atoms.mmaOps.insert(ma->inner().str());
}

// How many of the module's atoms `arch` has.
size_t atomsOn(const target::Arch &arch, const Atoms &atoms) {
  size_t n = 0;
  for (const std::string &c : atoms.copyOps) {
    auto spec = target::parseCopyOp(c);
    n += spec.ok() && spec->availableOn(arch.name);
  }
  for (const std::string &m : atoms.mmaOps)
    n += target::parseMmaAtomType(m, &arch).ok();
  return n;
}

} // namespace

Result<const target::Arch *> moduleArch(Operation *module, const target::Arch *given, std::string *how) {
  if (given) {
    if (how)
      *how = "--mcpu";
    return given;
  }
  std::string_view chip;
  Atoms atoms;
  module->walk(
      [&](Operation *op) {
        if (op->is(OpCode::GpuModule) && chip.empty())
          chip = targetChip(op->strAttr("targets"));
        for (Type t : op->operandTypes())
          collect(t, atoms);
        for (Type t : op->resultTypes())
          collect(t, atoms);
      },
      WalkOrder::PreOrder);
  if (!chip.empty()) {
    const target::Arch *arch = target::findArch(chip);
    if (!arch)
      return Error("the gpu.module's target chip: " + target::unsupportedArchMessage(chip));
    if (how)
      *how = "the gpu.module's #rocdl.target";
    return arch;
  }
  // The first arch with the most of the module's atoms: an atom no arch has (or one the chosen arch
  // lacks) is then refused where it is used, with the archs that have it named.
  const target::Arch *best = nullptr;
  size_t bestCount = 0;
  for (const target::Arch &arch : target::allArchs()) {
    size_t n = atomsOn(arch, atoms);
    if (!best || n > bestCount) {
      best = &arch;
      bestCount = n;
    }
  }
  if (how)
    *how = atoms.copyOps.empty() && atoms.mmaOps.empty() ? "no atom names an arch" : "the atoms' family";
  return best;
}

} // namespace fly::transforms

// The atom types' meaning, checked where they are written (ir::setTypeCheck): an MMA atom type must
// name one of lib/target's MMA atoms (with valid keys), a copy atom type one of its copy
// operations with a positive value width (0 for a whole-tile TDM atom, as FlyDSL writes it); tiled
// copies and tiled MMAs by their atoms. FlyDSL's
// type verifiers refuse such types when they are parsed; Fly did so only where an atom was used,
// so an atom that was written but never lowered went through. Results are kept per type text
// (each distinct text is checked once per process).
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Verifier.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"

#include <mutex>
#include <string>
#include <unordered_map>

namespace fly::transforms {

namespace {

std::string checkUncached(ir::Type t) {
  if (auto *m = t.dyn_cast<ir::MmaAtomType>()) {
    auto atom = target::parseMmaAtomType(m->inner().str(), nullptr);
    return atom.ok() ? "" : atom.error().message;
  }
  if (auto *c = t.dyn_cast<ir::CopyAtomType>()) {
    auto spec = target::parseCopyOp(c->copyOp().str());
    if (!spec.ok()) return spec.error().message;
    // FlyDSL writes 0 for its whole-tile TDM atom (the tensors' element width is used).
    if (c->valBits() == 0 && !spec->desc->tensorTile) return "the value width of a copy atom must be positive";
    return "";
  }
  return "";
}

std::string checkAtomType(ir::Type t) {
  if (auto *tc = t.dyn_cast<ir::TiledCopyType>()) return checkAtomType(tc->atom());
  if (auto *tm = t.dyn_cast<ir::TiledMmaType>()) return checkAtomType(tm->atom());
  if (!t.isa<ir::MmaAtomType>() && !t.isa<ir::CopyAtomType>()) return "";
  // Keyed by the type's text, not its storage: types are interned per context, and a storage
  // address freed with one context is reused by another's (different) type.
  static std::mutex mutex;
  static std::unordered_map<std::string, std::string> known;
  std::string key = t.str();
  std::lock_guard<std::mutex> lock(mutex);
  auto it = known.find(key);
  if (it == known.end()) it = known.emplace(key, checkUncached(t)).first;
  return it->second;
}

} // namespace

// Registered when the transforms library is linked in (PassRegistry.cpp calls it).
void registerAtomTypeCheck() { ir::setTypeCheck(&checkAtomType); }

} // namespace fly::transforms

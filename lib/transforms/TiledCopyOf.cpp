#include "fly/transforms/TiledCopyOf.h"

#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"

namespace fly::transforms {

Result<TiledCopy> tiledCopyOf(const ir::TiledCopyType &t) {
  auto *at = t.atom().dyn_cast<ir::CopyAtomType>();
  if (!at)
    return Error("the atom of a tiled copy must be a !fly.copy_atom, got " + t.atom().str());
  FLY_TRY(spec, target::parseCopyOp(at->copyOp().str()));
  FLY_TRY(layouts, spec.valueLayouts(int(at->valBits())));
  std::vector<IntTuple> tile;
  for (const ir::TileType::Mode &m : t.tile().cast<ir::TileType>().modes()) {
    if (!m.layout || !m.layout->isStatic())
      return Error("the tile of a tiled copy must have static sizes, got " + t.tile().str());
    tile.push_back(IntTuple(size(*m.layout)));
  }
  return make_tiled_copy(layouts, t.layoutTV(), tile.size() == 1 ? tile[0] : IntTuple(tile));
}

Result<TiledMma> tiledMmaOf(const ir::TiledMmaType &t) {
  auto *at = t.atom().dyn_cast<ir::MmaAtomType>();
  if (!at)
    return Error("the atom of a tiled MMA must be a !fly.mma_atom, got " + t.atom().str());
  FLY_TRY(atom, target::parseMmaAtomType(at->inner().str(), nullptr));
  std::vector<std::optional<Layout>> perm;
  for (const ir::TileType::Mode &m : t.permutation().cast<ir::TileType>().modes())
    perm.push_back(m.layout);
  return TiledMma::make(atom->layouts(), t.atomLayout(), perm);
}

} // namespace fly::transforms

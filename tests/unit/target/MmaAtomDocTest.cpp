// docs/atoms.md embeds the MMA-atom table generated from the rows: it cannot drift from them.
#include "GeneratedDocs.h"

#include "fly/target/MmaAtom.h"

namespace fly::target {
namespace {

TEST(MmaAtoms, DocsTableIsTheGeneratedOne) {
  test_support::expectGeneratedSection("docs/atoms.md", "mma-atoms", renderMmaAtomTable(), "build/bin/fly-atoms --mma");
}

} // namespace
} // namespace fly::target

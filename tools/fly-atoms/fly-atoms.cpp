// fly-atoms: prints the tables of atoms Fly lowers, generated from their descriptions in lib/target
// (docs/copies.md embeds the copy-atom table; a test keeps the two equal).
//   fly-atoms --copy   the copy atoms (markdown)
//   fly-atoms --mma    the MMA atoms (markdown; docs/atoms.md embeds it)
//   fly-atoms --tdm    gfx1250's tensor data mover descriptor fields (markdown; docs/tdm.md embeds it)
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"
#include "fly/target/TensorDescriptor.h"

#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  if (argc == 2 && std::strcmp(argv[1], "--copy") == 0) {
    std::fputs(fly::target::copyAtomTable().c_str(), stdout);
    return 0;
  }
  if (argc == 2 && std::strcmp(argv[1], "--mma") == 0) {
    std::fputs(fly::target::renderMmaAtomTable().c_str(), stdout);
    return 0;
  }
  if (argc == 2 && std::strcmp(argv[1], "--tdm") == 0) {
    std::fputs(fly::target::tdmDescriptorTable().c_str(), stdout);
    return 0;
  }
  std::fprintf(stderr, "usage: fly-atoms --copy | --mma | --tdm   (print the copy-atom table of docs/copies.md, the "
                       "MMA-atom table of docs/atoms.md or the TDM descriptor table of docs/tdm.md)\n");
  return 2;
}

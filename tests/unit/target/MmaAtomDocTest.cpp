// docs/atoms.md's MMA table is generated from the atom rows; this test fails when they differ.
// Regenerate with: FLY_UPDATE_DOCS=1 build/bin/fly-target-tests --gtest_filter=AtomDocs.*
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace fly::target {
namespace {

constexpr std::string_view kBegin = "<!-- BEGIN GENERATED MMA ATOMS -->\n";
constexpr std::string_view kEnd = "<!-- END GENERATED MMA ATOMS -->";

TEST(AtomDocs, MmaTableMatchesTheDescriptions) {
  std::string path = std::string(FLY_SOURCE_DIR) + "/docs/atoms.md";
  std::ifstream in(path);
  ASSERT_TRUE(in) << "cannot read " << path;
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string doc = buffer.str();
  size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  ASSERT_NE(begin, std::string::npos) << path << " lacks the generated-table markers";
  ASSERT_NE(end, std::string::npos);
  begin += kBegin.size();
  std::string generated = renderMmaAtomTable();
  if (std::getenv("FLY_UPDATE_DOCS")) {
    doc.replace(begin, end - begin, generated);
    std::ofstream(path) << doc;
    return;
  }
  EXPECT_EQ(doc.substr(begin, end - begin), generated)
      << "docs/atoms.md is stale: FLY_UPDATE_DOCS=1 build/bin/fly-target-tests --gtest_filter=AtomDocs.*";
}

} // namespace
} // namespace fly::target

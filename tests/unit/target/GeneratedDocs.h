// Docs that embed a table generated from lib/target's atom descriptions keep it between
// `<!-- NAME:begin -->` and `<!-- NAME:end -->`; this check fails when the two differ, so the docs
// cannot drift (regenerate with build/bin/fly-atoms).
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace fly::target::test_support {

inline void expectGeneratedSection(const std::string &doc, const std::string &name, const std::string &generated,
                                   const std::string &regenerate) {
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + doc);
  ASSERT_TRUE(in) << doc << " missing";
  std::stringstream text;
  text << in.rdbuf();
  std::string body = text.str();
  std::string begin = "<!-- " + name + ":begin -->\n", end = "<!-- " + name + ":end -->";
  size_t b = body.find(begin), e = body.find(end);
  ASSERT_NE(b, std::string::npos) << doc << " lacks " << begin;
  ASSERT_NE(e, std::string::npos) << doc << " lacks " << end;
  EXPECT_EQ(body.substr(b + begin.size(), e - b - begin.size()), generated)
      << doc << " is stale: regenerate with " << regenerate;
}

} // namespace fly::target::test_support

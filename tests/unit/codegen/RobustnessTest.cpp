// Bad input is an error, never a crash: mutants of valid kernels (lines dropped, duplicated or
// swapped, tokens replaced) go through the whole compiler in-process. Each must either compile
// or come back as an error; a crash or abort fails the whole test program.
#include "fly/codegen/Compiler.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

using namespace fly;
using namespace fly::codegen;

namespace {

std::vector<std::string> lines(const std::string& path) {
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& l : v) s += l + "\n";
  return s;
}

// Replaces one whitespace-separated token of a random line with another token of the file.
void swapToken(std::vector<std::string>& text, std::mt19937& rng) {
  std::vector<std::string> tokens;
  for (const std::string& l : text) {
    std::istringstream in(l);
    for (std::string t; in >> t;) tokens.push_back(t);
  }
  std::string& line = text[rng() % text.size()];
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string t; in >> t;) words.push_back(t);
  if (words.empty() || tokens.empty()) return;
  words[rng() % words.size()] = tokens[rng() % tokens.size()];
  line.clear();
  for (const std::string& w : words) line += w + " ";
}

TEST(Robustness, MutatedKernelsCompileOrFailCleanly) {
  const char* sources[] = {"examples/vector_add.fly", "examples/block_reduce.fly", "tests/unit/examples/ops.fly",
                           "tests/unit/examples/shuffles.fly"};
  std::mt19937 rng(20261122);
  int compiled = 0, rejected = 0;
  for (int round = 0; round < 1500; ++round) {
    std::vector<std::string> text = lines(sources[round % 4]);
    ASSERT_FALSE(text.empty());
    int edits = 1 + int(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      size_t i = rng() % text.size(), j = rng() % text.size();
      switch (rng() % 4) {
      case 0: text.erase(text.begin() + long(i)); break;
      case 1: text.insert(text.begin() + long(i), text[j]); break;
      case 2: std::swap(text[i], text[j]); break;
      default: swapToken(text, rng); break;
      }
      if (text.empty()) text.push_back("");
    }
    CompileOptions options;
    options.arch = &target::allArchs()[round % 4];
    options.optLevel = int(rng() % 4);
    auto out = compileFlySource(join(text), "mutant.fly", options);
    if (out) {
      ++compiled;
    } else {
      std::string message = llvm::toString(out.takeError());
      EXPECT_FALSE(message.empty());
      ++rejected;
    }
  }
  // Both outcomes must occur, or the mutations test nothing.
  EXPECT_GT(compiled, 0);
  EXPECT_GT(rejected, 0);
  std::printf("mutants: %d compiled, %d rejected with a diagnostic\n", compiled, rejected);
}

} // namespace

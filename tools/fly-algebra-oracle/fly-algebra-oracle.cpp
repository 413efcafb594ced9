// fly-algebra-oracle: checks Fly's layout algebra against a corpus of cases
// computed by CuTe (format: tests/data/layout_cases_README.md). Prints every
// failing case with the expected and computed result, then "N passed, M failed".
// Layouts and tuples compare in FlyDSL's canonical form (canonical_form).
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  size_t e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<std::string> splitFields(const std::string &line) {
  std::vector<std::string> out;
  size_t start = 0;
  while (true) {
    size_t p = line.find(" | ", start);
    if (p == std::string::npos) {
      out.push_back(trim(line.substr(start)));
      break;
    }
    out.push_back(trim(line.substr(start, p - start)));
    start = p + 3;
  }
  return out;
}

template <class T>
std::string show(const Result<T> &r) {
  if (!r)
    return "error: " + r.error().message;
  return r->str();
}

// Computes one case; the result is printed the way the corpus prints it.
std::string compute(const std::string &op, const std::string &in1, const std::string &in2) {
  if (op == "idx2crd") {
    auto shape = parseIntTuple(in1);
    if (!shape)
      return "error: " + shape.error().message;
    auto idx = parseIntTuple(in2);
    if (!idx)
      return "error: " + idx.error().message;
    auto r = idx2crd(*idx, *shape);
    return show(r);
  }
  auto a = parseLayout(in1);
  if (!a)
    return "error: " + a.error().message;
  if (op == "size")
    return size(*a).str();
  if (op == "cosize")
    return cosize(*a).str();
  if (op == "coalesce")
    return coalesce(*a).str();
  if (op == "right_inverse")
    return show(right_inverse(*a));
  if (op == "left_inverse")
    return show(left_inverse(*a));
  if (op == "crd2idx" || op == "complement") {
    auto t = parseIntTuple(in2);
    if (!t)
      return "error: " + t.error().message;
    if (op == "crd2idx")
      return show(crd2idx(*t, *a));
    return show(complement(*a, *t));
  }
  auto b = parseLayout(in2);
  if (!b)
    return "error: " + b.error().message;
  if (op == "composition")
    return show(composition(*a, *b));
  if (op == "logical_divide")
    return show(logical_divide(*a, *b));
  if (op == "zipped_divide")
    return show(zipped_divide(*a, *b));
  if (op == "tiled_divide")
    return show(tiled_divide(*a, *b));
  if (op == "flat_divide")
    return show(flat_divide(*a, *b));
  if (op == "logical_product")
    return show(logical_product(*a, *b));
  if (op == "zipped_product")
    return show(zipped_product(*a, *b));
  if (op == "tiled_product")
    return show(tiled_product(*a, *b));
  if (op == "flat_product")
    return show(flat_product(*a, *b));
  if (op == "blocked_product")
    return show(blocked_product(*a, *b));
  if (op == "raked_product")
    return show(raked_product(*a, *b));
  return "error: unknown op '" + op + "'";
}

// CuTe and Fly (which follows FlyDSL) write the same function in different
// forms: CuTe keeps rank-1 tuples and size-1 modes' strides, FlyDSL's algebra
// returns them canonical (docs/algebra.md). Results compare in canonical form.
std::string canonicalText(const std::string &text) {
  if (text.rfind("error", 0) == 0)
    return text;
  if (text.find(':') != std::string::npos) {
    if (auto l = parseLayout(text))
      return canonical_form(*l).str();
    return text;
  }
  if (auto t = parseIntTuple(text))
    return unwrap_singletons(*t).str();
  return text;
}

} // namespace

int main(int argc, char **argv) {
  std::string cases = FLY_DEFAULT_CASES;
  bool quiet = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--cases") && i + 1 < argc) {
      cases = argv[++i];
    } else if (!std::strncmp(argv[i], "--cases=", 8)) {
      cases = argv[i] + 8;
    } else if (!std::strcmp(argv[i], "--quiet")) {
      quiet = true;
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf("usage: fly-algebra-oracle [--cases FILE] [--quiet]\n"
                  "Checks every 'op | input1 | input2 | expected' line of FILE\n"
                  "(default %s).\n",
                  FLY_DEFAULT_CASES);
      return 0;
    } else {
      std::fprintf(stderr, "fly-algebra-oracle: error: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  std::ifstream in(cases);
  if (!in) {
    std::fprintf(stderr, "fly-algebra-oracle: error: cannot open '%s'\n", cases.c_str());
    return 2;
  }
  size_t passed = 0, failed = 0, lineNo = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++lineNo;
    std::string t = trim(line);
    if (t.empty() || t[0] == '#')
      continue;
    auto f = splitFields(t);
    if (f.size() != 4) {
      std::printf("%s:%zu: error: expected 4 fields separated by ' | ', got %zu\n", cases.c_str(), lineNo,
                  f.size());
      ++failed;
      continue;
    }
    std::string got = compute(f[0], f[1], f[2]);
    if (got == f[3] || canonicalText(got) == canonicalText(f[3])) {
      ++passed;
    } else {
      ++failed;
      if (!quiet)
        std::printf("%s:%zu: FAIL %s(%s%s%s)\n  expected: %s\n  computed: %s\n", cases.c_str(), lineNo,
                    f[0].c_str(), f[1].c_str(), f[2] == "-" ? "" : ", ", f[2] == "-" ? "" : f[2].c_str(),
                    f[3].c_str(), got.c_str());
    }
  }
  std::printf("%zu passed, %zu failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}

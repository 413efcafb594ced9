// Every case of the CuTe oracle corpus (tests/data/layout_cases_dev.txt),
// written as Fly IR in the fly dialect's test style: static operands, the
// layout op with the oracle's answer as its declared result type. Parsing
// checks the inferred type against the oracle (in FlyDSL's canonical form for
// composition, the divides and the products: the type Fly infers, like
// FlyDSL); canonicalize must then fold the op to `fly.static` of that type.
#include "fly/algebra/Algebra.h"
#include "fly/ir/Block.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

using namespace fly;
using namespace fly::ir;

namespace {

struct Case {
  int line;
  std::string op, in1, in2, expected;
};

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r");
  size_t e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<Case> loadCases() {
  std::ifstream in(FLY_TEST_DATA_DIR "/layout_cases_dev.txt");
  std::vector<Case> cases;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (trim(line).empty() || line[0] == '#')
      continue;
    std::vector<std::string> f;
    size_t pos = 0;
    for (;;) {
      size_t bar = line.find(" | ", pos);
      f.push_back(trim(line.substr(pos, bar == std::string::npos ? std::string::npos : bar - pos)));
      if (bar == std::string::npos)
        break;
      pos = bar + 3;
    }
    if (f.size() != 4)
      continue;
    // FlyDSL's algebra returns these in canonical form; the oracle holds CuTe's.
    bool canonical = f[0] == "composition" || f[0].find("_divide") != std::string::npos ||
                     f[0].find("_product") != std::string::npos;
    if (canonical)
      if (auto l = parseLayout(f[3]))
        f[3] = canonical_form(*l).str();
    cases.push_back({n, f[0], f[1], f[2], f[3]});
  }
  return cases;
}

bool isLayoutText(const std::string &s) { return s.find(':') != std::string::npos; }
std::string typeOf(const std::string &s) {
  return isLayoutText(s) ? "!fly.layout<" + s + ">" : "!fly.int_tuple<" + s + ">";
}

// The IR for one case, or "" if the case's op has no IR spelling.
std::string caseIR(const Case &c) {
  std::string a = typeOf(c.in1), r = typeOf(c.expected);
  std::string body;
  if (c.in2 == "-") {
    body = "  %a = fly.static : " + a + "\n  %r = fly." + c.op + "(%a) : (" + a + ") -> " + r + "\n";
  } else {
    std::string b = typeOf(c.in2);
    if (c.op == "idx2crd") // (index, shape)
      body = "  %a = fly.static : " + b + "\n  %b = fly.static : " + a + "\n  %r = fly.idx2crd(%a, %b) : (" + b + ", " +
             a + ") -> " + r + "\n";
    else if (c.op == "crd2idx") // (coord, layout)
      body = "  %a = fly.static : " + a + "\n  %b = fly.static : " + b + "\n  %r = fly.crd2idx(%b, %a) : (" + b + ", " +
             a + ") -> " + r + "\n";
    else
      body = "  %a = fly.static : " + a + "\n  %b = fly.static : " + b + "\n  %r = fly." + c.op + "(%a, %b) : (" + a +
             ", " + b + ") -> " + r + "\n";
  }
  return "func.func @case() -> " + r + " {\n" + body + "  return %r : " + r + "\n}\n";
}

TEST(OracleFold, EveryCaseInfersAndFolds) {
  std::vector<Case> cases = loadCases();
  ASSERT_GT(cases.size(), 2000u) << "oracle corpus not found at " FLY_TEST_DATA_DIR;
  std::map<std::string, int> passed, total;
  int failures = 0;
  for (const Case &c : cases) {
    ++total[c.op];
    std::string text = caseIR(c);
    Context ctx;
    std::vector<Diagnostic> diags;
    Operation *m = parseSource(ctx, text, ctx.addFile("case"), diags);
    if (!m || !verify(m, diags)) {
      if (++failures <= 20)
        ADD_FAILURE() << "line " << c.line << " (" << c.op << "): " << (diags.empty() ? "?" : diags[0].render(ctx))
                      << text;
      continue;
    }
    transforms::PassManager pm;
    ASSERT_TRUE(pm.addPipeline("canonicalize").ok());
    if (!pm.run(m, diags)) {
      if (++failures <= 20)
        ADD_FAILURE() << "line " << c.line << ": canonicalize failed";
      continue;
    }
    // Expect: the function body is exactly `fly.static : expected` and return.
    Operation *fn = m->region(0).front()->front();
    Block *body = fn->region(0).front();
    Operation *first = body->front();
    Type expected = *parseType(ctx, typeOf(c.expected));
    bool folded = body->size() == 2 && first->is(OpCode::FlyStatic) && first->result(0)->type() == expected;
    if (!folded) {
      if (++failures <= 20)
        ADD_FAILURE() << "line " << c.line << ": not folded to fly.static\n" << printOp(m);
      continue;
    }
    ++passed[c.op];
  }
  for (auto &[op, n] : total)
    EXPECT_EQ(passed[op], n) << op;
  EXPECT_EQ(failures, 0);
}

} // namespace

// Fuzzes the text parser. Beyond "no crash, no hang, no leak", every input
// that parses must verify-or-fail cleanly, print, parse back to identical
// text, and survive canonicalize (whose output must verify and round-trip).
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace fly;

static void check(bool cond, const char *what, const std::string &a, const std::string &b = "") {
  if (cond)
    return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n--- first\n%s\n--- second\n%s\n", what, a.c_str(), b.c_str());
  std::abort();
}

static std::string roundTrip(const std::string &text, const char *stage) {
  ir::Context ctx;
  std::vector<ir::Diagnostic> diags;
  ir::Operation *m = ir::parseSource(ctx, text, ctx.addFile("printed"), diags);
  check(m != nullptr, stage, text, diags.empty() ? "" : diags[0].render(ctx));
  std::string again = ir::printOp(m);
  check(again == text, "print(parse(print(x))) != print(x)", text, again);
  return again;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  ir::Context ctx;
  std::vector<ir::Diagnostic> diags;
  ir::Operation *m = ir::parseSource(ctx, text, ctx.addFile("input"), diags);
  if (!m) {
    check(!diags.empty(), "parse failed without a diagnostic", text);
    (void)diags[0].render(ctx);
    return 0;
  }
  std::string printed = ir::printOp(m);
  if (!ir::verify(m, diags))
    return 0;
  roundTrip(printed, "printed IR does not parse");
  transforms::PassManager pm;
  if (!pm.addPipeline("canonicalize").ok())
    std::abort();
  std::vector<ir::Diagnostic> passDiags;
  bool ok = pm.run(m, passDiags);
  std::string after = ir::printOp(m);
  check(ok, "canonicalize broke valid IR", printed, passDiags.empty() ? after : passDiags[0].render(ctx) + after);
  roundTrip(after, "canonicalized IR does not parse");
  return 0;
}

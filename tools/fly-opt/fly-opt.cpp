// fly-opt: reads Fly IR, runs a pass pipeline, prints the result.
#include "Files.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"
#include "fly/transforms/PassRegistry.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace fly;

namespace {

void printHelp() {
  std::string s =
      "USAGE: fly-opt [options] <input file or '-'>\n\n"
      "Reads Fly IR (MLIR syntax, fly dialect spellings), verifies it, runs passes, prints the IR.\n\n"
      "OPTIONS:\n"
      "  -o FILE                   write the output to FILE (default: stdout)\n"
      "  --pass-pipeline=PIPELINE  passes to run, comma separated (e.g. 'canonicalize,cse')\n"
      "  --<pass>                  append one pass (same names as in pipelines, see below)\n"
      "  --mcpu=ARCH               the target arch for passes that choose target operations (atom-lowering)\n"
      "  --split-input-file        process each '// -----' separated chunk on its own\n"
      "  --verify-each=0|1         verify after parsing and after every pass (default 1)\n"
      "  --print-ir-after-all      print the IR after every pass (to stderr)\n"
      "  --print-ir-before=NAMES   print the IR before the named passes (comma separated)\n"
      "  --print-ir-after=NAMES    print the IR after the named passes (comma separated)\n"
      "  --time-passes             print a table of wall time per pass (to stderr)\n"
      "  --mlir-print-op-generic   print every op in MLIR's generic form (\"name\"(...) <{...}> : type)\n"
      "  --help                    print this help\n\n"
      "PASSES:\n";
  for (const auto &p : transforms::registeredPasses()) {
    std::string name(p.name);
    s += "  --" + name + std::string(name.size() < 24 ? 24 - name.size() : 1, ' ') + std::string(p.description) + "\n";
  }
  s += "\nFlyDSL'S PASS NAMES (same passes; --pass-pipeline also takes builtin.module(...) / gpu.module(...) nesting):\n";
  for (const auto &[alias, real] : transforms::passAliases())
    s += "  --" + std::string(alias) + " = --" + std::string(real) + "\n";
  s += "  --convert-fly-to-rocdl = Fly's lowering to its lowest IR level, " + std::string(transforms::loweringPipeline()) +
       "\n    (atoms for --mcpu, else the gpu.module's #rocdl.target, else the atoms' family)\n"
       "  --convert-arith-to-llvm = nothing (MLIR's arith -> llvm dialect conversion: Fly keeps arith ops\n"
       "    to its LLVM IR emission, which makes them LLVM instructions)\n";
  std::fputs(s.c_str(), stdout);
}

bool startsWith(const std::string &s, const char *p) { return s.rfind(p, 0) == 0; }

// `fly-opt: error: MESSAGE`; returns `code` for `return fail(...)`.
int fail(const std::string &message, int code = 1) {
  std::fprintf(stderr, "fly-opt: error: %s\n", message.c_str());
  return code;
}

bool readInput(const std::string &path, std::string &text, std::string &error) {
  return fly::tools::readInputFile(path, text, error);
}

bool writeOutput(const std::string &path, const std::string &data, std::string &error) {
  return fly::tools::writeOutputFile(path, data.data(), data.size(), error);
}

void splitNames(const std::string &list, std::set<std::string, std::less<>> &out) {
  std::stringstream ss(list);
  std::string item;
  while (std::getline(ss, item, ','))
    if (!item.empty())
      out.insert(item);
}

struct Chunk {
  std::string text;
  uint32_t firstLine;
};

std::vector<Chunk> splitInput(const std::string &text) {
  std::vector<Chunk> chunks;
  std::string cur;
  uint32_t line = 1, start = 1;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    std::string l = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    std::string trimmed = l;
    while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\r' || trimmed.back() == '\t'))
      trimmed.pop_back();
    size_t b = trimmed.find_first_not_of(" \t");
    if (b != std::string::npos && trimmed.substr(b) == "// -----") {
      chunks.push_back({cur, start});
      cur.clear();
      start = line + 1;
    } else {
      cur += l;
      if (nl != std::string::npos)
        cur += "\n";
    }
    if (nl == std::string::npos)
      break;
    pos = nl + 1;
    ++line;
  }
  chunks.push_back({cur, start});
  return chunks;
}

} // namespace

int main(int argc, char **argv) {
  std::string input, output = "-", pipeline;
  bool split = false;
  ir::PrintOptions printOptions;
  transforms::PassManagerOptions pmOptions;
  std::vector<std::string> passFlags; // in command-line order
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-help" || a == "-h") {
      printHelp();
      return 0;
    }
    if (a == "-o") {
      if (i + 1 >= argc) {
        return fail("-o needs a file name", 2);
      }
      output = argv[++i];
    } else if (startsWith(a, "-o") && a.size() > 2 && a[2] != '-') {
      output = a.substr(2);
    } else if (startsWith(a, "--pass-pipeline=")) {
      if (!pipeline.empty())
        pipeline += ",";
      pipeline += a.substr(16);
      passFlags.push_back("\x01" + a.substr(16));
    } else if (startsWith(a, "--mcpu=")) {
      pmOptions.arch = target::findArch(a.substr(7));
      if (!pmOptions.arch) {
        std::fprintf(stderr, "fly-opt: %s\n", target::unsupportedArchMessage(a.substr(7)).c_str());
        return 2;
      }
    } else if (a == "--split-input-file") {
      split = true;
    } else if (startsWith(a, "--verify-each")) {
      std::string v = a.size() > 14 ? a.substr(14) : "1";
      if (v != "0" && v != "1" && v != "true" && v != "false") {
        return fail("--verify-each takes 0 or 1", 2);
      }
      pmOptions.verifyEach = v == "1" || v == "true";
    } else if (a == "--print-ir-after-all") {
      pmOptions.printIRAfterAll = true;
    } else if (startsWith(a, "--print-ir-before=")) {
      splitNames(a.substr(18), pmOptions.printIRBefore);
    } else if (startsWith(a, "--print-ir-after=")) {
      splitNames(a.substr(17), pmOptions.printIRAfter);
    } else if (a == "--mlir-print-op-generic") {
      printOptions.generic = true;
    } else if (a == "--time-passes") {
      pmOptions.timePasses = true;
    } else if (startsWith(a, "--") &&
               (transforms::lookupPass(a.substr(2)) || transforms::pipelineAlias(a.substr(2)))) {
      passFlags.push_back(a.substr(2));
    } else if (a == "-" || !startsWith(a, "-")) {
      if (!input.empty()) {
        return fail("more than one input file given", 2);
      }
      input = a;
    } else {
      return fail("unknown option '" + a + "' (see --help)", 2);
    }
  }
  if (input.empty())
    input = "-";
  for (const std::string &n : pmOptions.printIRBefore)
    if (!transforms::lookupPass(n)) {
      return fail("--print-ir-before: unknown pass '" + n + "'", 2);
    }
  for (const std::string &n : pmOptions.printIRAfter)
    if (!transforms::lookupPass(n)) {
      return fail("--print-ir-after: unknown pass '" + n + "'", 2);
    }

  std::string text, ioError;
  std::string fileName = input == "-" ? "<stdin>" : input;
  if (!readInput(input, text, ioError))
    return fail(ioError);

  std::vector<Chunk> chunks = split ? splitInput(text) : std::vector<Chunk>{{text, 1}};
  std::string out;
  bool failed = false;
  for (size_t c = 0; c < chunks.size(); ++c) {
    ir::Context ctx;
    uint32_t fileId = ctx.addFile(fileName);
    std::vector<ir::Diagnostic> diags;
    ir::ParseOptions po;
    po.firstLine = chunks[c].firstLine;
    ir::Operation *module = ir::parseSource(ctx, chunks[c].text, fileId, diags, po);
    bool ok = module != nullptr;
    if (ok && pmOptions.verifyEach)
      ok = ir::verify(module, diags);
    if (ok) {
      transforms::PassManager pm(pmOptions);
      for (const std::string &f : passFlags) {
        Result<bool> r = f[0] == '\x01' ? pm.addPipeline(f.substr(1)) : pm.addPipeline(f);
        if (!r.ok()) {
          return fail(r.error().message, 2);
        }
      }
      ok = pm.run(module, diags);
    }
    for (const ir::Diagnostic &d : diags)
      std::fputs(d.render(ctx).c_str(), stderr);
    if (!ok) {
      failed = true;
      continue;
    }
    if (c > 0 && !out.empty())
      out += "// -----\n";
    out += ir::printOp(module, printOptions);
  }
  if (failed)
    return 1;
  if (!writeOutput(output, out, ioError))
    return fail(ioError);
  return 0;
}

// fly-emu: run AMD code objects on the CPU.
//
//   fly-emu info K.hsaco
//   fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats]
//                [--check-races]
//
// Each --arg, in the kernel's explicit argument order: in=FILE, out=FILE:BYTES, inout=FILE,
// i32=N, i64=N, f32=X, null.
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace fly::emu;

static int usage() {
  std::fprintf(stderr,
               "usage: fly-emu info K.hsaco\n"
               "       fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats] [--check-races]\n"
               "               [--max-instructions N]\n"
               "  --arg, in the kernel's explicit argument order: in=FILE out=FILE:BYTES inout=FILE i32=N i64=N f32=X null\n");
  return 2;
}

static int error(const std::string &msg) {
  std::fprintf(stderr, "fly-emu: error: %s\n", msg.c_str());
  return 1;
}

static bool parseDim(const std::string &s, Dim3 &d) {
  uint32_t v[3] = {1, 1, 1};
  size_t pos = 0;
  for (int i = 0; i < 3; ++i) {
    size_t comma = s.find(',', pos);
    std::string part = s.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    char *end = nullptr;
    unsigned long x = std::strtoul(part.c_str(), &end, 10);
    if (part.empty() || *end || x == 0 || x > 0xffffffffu) return false;
    v[i] = uint32_t(x);
    if (comma == std::string::npos) {
      d = Dim3(v[0], v[1], v[2]);
      return true;
    }
    pos = comma + 1;
  }
  return false;
}

static bool readFile(const std::string &path, std::vector<uint8_t> &out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  out.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  return true;
}

static int info(const std::string &path) {
  auto co = CodeObject::loadFile(path);
  if (!co) return error(llvm::toString(co.takeError()));
  std::printf("arch %s\n", std::string((*co)->arch()).c_str());
  for (const Kernel &k : (*co)->kernels()) {
    std::printf("kernel %s\n", k.name.c_str());
    std::printf("  wavefront %u, sgprs %u, vgprs %u, agprs %u, lds %u bytes, scratch %u bytes/lane, kernarg %u bytes, "
                "max work-group %u\n",
                k.wavefrontSize, k.sgprCount, k.vgprCount, k.agprCount, k.groupSegmentSize, k.privateSegmentSize,
                k.kernargSize, k.maxFlatWorkgroupSize);
    int i = 0;
    for (const KernelArg &a : k.args) {
      if (a.isHidden()) std::printf("  hidden  @%-4u %2u bytes %s\n", a.offset, a.size, a.valueKind.c_str());
      else
        std::printf("  arg %-3d @%-4u %2u bytes %s%s%s\n", i++, a.offset, a.size, a.valueKind.c_str(),
                    a.name.empty() ? "" : " ", a.name.c_str());
    }
  }
  return 0;
}

namespace {
struct Output {
  std::string path;
  uint64_t address, bytes;
};
} // namespace

static int run(int argc, char **argv) {
  std::string path, kernel;
  Dim3 grid, block;
  bool haveGrid = false, haveBlock = false, stats = false, checkRaces = false;
  std::vector<std::string> argSpecs;
  uint32_t lds = 0;
  uint64_t maxInstructions = 0;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&](std::string &out) {
      if (i + 1 >= argc) return false;
      out = argv[++i];
      return true;
    };
    std::string v;
    if (a == "--kernel") { if (!next(kernel)) return usage(); }
    else if (a == "--grid") { if (!next(v) || !parseDim(v, grid)) return error("bad --grid '" + v + "'"); haveGrid = true; }
    else if (a == "--block") { if (!next(v) || !parseDim(v, block)) return error("bad --block '" + v + "'"); haveBlock = true; }
    else if (a == "--arg") { if (!next(v)) return usage(); argSpecs.push_back(v); }
    else if (a == "--lds") { if (!next(v)) return usage(); lds = uint32_t(std::strtoul(v.c_str(), nullptr, 0)); }
    else if (a == "--stats") stats = true;
    else if (a == "--check-races") checkRaces = true;
    else if (a == "--max-instructions") {
      if (!next(v)) return usage();
      char *end = nullptr;
      maxInstructions = std::strtoull(v.c_str(), &end, 0);
      if (v.empty() || *end || !maxInstructions) return error("bad --max-instructions '" + v + "'");
    }
    else if (!a.empty() && a[0] != '-' && path.empty()) path = a;
    else return error("unknown option '" + a + "'");
  }
  if (path.empty() || kernel.empty() || !haveGrid || !haveBlock) return usage();
  auto coOr = CodeObject::loadFile(path);
  if (!coOr) return error(llvm::toString(coOr.takeError()));
  const CodeObject &co = **coOr;
  const Kernel *k = co.findKernel(kernel);
  if (!k) return error("no kernel '" + kernel + "' in " + path);
  auto explicitArgs = k->explicitArgs();
  if (argSpecs.size() != explicitArgs.size()) {
    std::string want;
    for (const KernelArg *a : explicitArgs)
      want += " " + (a->name.empty() ? a->valueKind : a->name) + "(" + std::to_string(a->size) + "B)";
    return error("kernel '" + kernel + "' takes " + std::to_string(explicitArgs.size()) + " explicit arguments," +
                 want + "; " + std::to_string(argSpecs.size()) + " --arg given");
  }
  Device dev;
  std::vector<ArgValue> args;
  std::vector<Output> outputs;
  for (size_t i = 0; i < argSpecs.size(); ++i) {
    const std::string &s = argSpecs[i];
    const KernelArg &ka = *explicitArgs[i];
    size_t eq = s.find('=');
    std::string kind = s.substr(0, eq), val = eq == std::string::npos ? "" : s.substr(eq + 1);
    auto bad = [&](const std::string &why) {
      return error("--arg " + std::to_string(i) + " '" + s + "': " + why);
    };
    if (kind == "in" || kind == "inout") {
      std::vector<uint8_t> data;
      if (!readFile(val, data)) return bad("cannot read '" + val + "'");
      auto addr = dev.allocate(data.size());
      if (!addr) return bad(llvm::toString(addr.takeError()));
      if (auto e = dev.copyIn(*addr, data.data(), data.size())) return bad(llvm::toString(std::move(e)));
      if (kind == "inout") outputs.push_back({val, *addr, data.size()});
      args.push_back(ArgValue::pointer(*addr));
    } else if (kind == "out") {
      size_t colon = val.rfind(':');
      if (colon == std::string::npos) return bad("expected out=FILE:BYTES");
      char *end = nullptr;
      uint64_t bytes = std::strtoull(val.c_str() + colon + 1, &end, 0);
      if (*end || colon + 1 == val.size()) return bad("bad byte count");
      auto addr = dev.allocate(bytes);
      if (!addr) return bad(llvm::toString(addr.takeError()));
      outputs.push_back({val.substr(0, colon), *addr, bytes});
      args.push_back(ArgValue::pointer(*addr));
    } else if (kind == "null") {
      args.push_back(ArgValue::pointer(0));
    } else if (kind == "i32" || kind == "i64" || kind == "f32") {
      char *end = nullptr;
      if (kind == "f32") {
        float f = std::strtof(val.c_str(), &end);
        if (val.empty() || *end) return bad("not a number");
        args.push_back(ArgValue::f32(f));
      } else {
        long long n = std::strtoll(val.c_str(), &end, 0);
        if (val.empty() || *end) return bad("not an integer");
        args.push_back(kind == "i32" ? ArgValue::i32(int32_t(n)) : ArgValue::i64(n));
      }
    } else {
      return bad("unknown kind '" + kind + "' (in, out, inout, i32, i64, f32, null)");
    }
    if (args.back().bytes.size() != ka.size)
      return bad("the kernel's argument " + std::to_string(i) + " is " + std::to_string(ka.size) + " bytes (" +
                 ka.valueKind + "), '" + kind + "' gives " + std::to_string(args.back().bytes.size()));
  }
  LaunchOptions opts;
  opts.dynamicLdsBytes = lds;
  opts.checkLdsRaces = checkRaces;
  if (maxInstructions) opts.maxInstructionsPerWave = maxInstructions;
  auto st = dev.launch(co, kernel, grid, block, args, opts);
  if (!st) return error(llvm::toString(st.takeError()));
  for (const Output &o : outputs) {
    std::vector<uint8_t> data(o.bytes);
    if (auto e = dev.copyOut(data.data(), o.address, o.bytes)) return error(llvm::toString(std::move(e)));
    std::ofstream f(o.path, std::ios::binary);
    f.write(reinterpret_cast<const char *>(data.data()), std::streamsize(data.size()));
    if (!f) return error("cannot write '" + o.path + "'");
  }
  if (stats) std::printf("%s", st->format().c_str());
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) return usage();
  std::string cmd = argv[1];
  if (cmd == "info") return argc == 3 ? info(argv[2]) : usage();
  if (cmd == "run") return run(argc, argv);
  return usage();
}

// fly-emu: run AMD code objects on the CPU.
//
//   fly-emu info K.hsaco
//   fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats]
//                [--check-races]
//
// Each --arg, in the kernel's explicit argument order: in=FILE, out=FILE:BYTES, inout=FILE,
// i32=N, i64=N, f32=X, null.
#include "fly/emu/CodeObject.h"
#include "fly/emu/Coverage.h"
#include "fly/emu/Device.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace fly::emu;

static int usage() {
  std::fprintf(stderr,
               "usage: fly-emu info K.hsaco\n"
               "       fly-emu coverage ARCH [--missing]\n"
               "       fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats] [--check-races]\n"
               "               [--max-instructions N] [--max-total-instructions N] [--progress SECONDS]\n"
               "               [--threads N]\n"
               "  --max-instructions N        instructions one wave may execute (default 2^32)\n"
               "  --max-total-instructions N  wave instructions the whole launch may execute (default 2^30)\n"
               "  --progress SECONDS          report progress on stderr this often (default 5)\n"
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

// Reads a whole file; a directory or an unreadable file is an error message, never an exception.
static bool readFile(const std::string &path, std::vector<uint8_t> &out, std::string &why) {
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buf) {
    why = "cannot read '" + path + "': " + buf.getError().message();
    return false;
  }
  out.assign((*buf)->getBufferStart(), (*buf)->getBufferEnd());
  return true;
}

// Writes a whole file; any failure (a full disk, /dev/full, a directory) is an error message.
static bool writeFile(const std::string &path, const std::vector<uint8_t> &data, std::string &why) {
  std::error_code ec;
  llvm::raw_fd_ostream f(path, ec);
  if (!ec) {
    f.write(reinterpret_cast<const char *>(data.data()), data.size());
    f.close();
    if (f.has_error()) {
      ec = f.error();
      f.clear_error();
    }
  }
  if (ec) why = "cannot write '" + path + "': " + ec.message();
  return !ec;
}

// A whole decimal or 0x-hex number in [lo, hi] (as signed or, for hi > INT64_MAX, unsigned).
static bool parseInt(const std::string &s, long double lo, long double hi, int64_t &out) {
  if (s.empty() || std::isspace(static_cast<unsigned char>(s[0]))) return false;
  errno = 0;
  char *end = nullptr;
  if (s[0] == '-') {
    long long v = std::strtoll(s.c_str(), &end, 0);
    if (errno == ERANGE || *end || (long double)v < lo) return false;
    out = v;
  } else {
    unsigned long long v = std::strtoull(s.c_str(), &end, 0);
    if (errno == ERANGE || *end || (long double)v > hi || (long double)v < lo) return false;
    out = int64_t(v);
  }
  return true;
}

// stdout must have reached its file: `fly-emu info K > /dev/full` is an error.
static int flushStdout(int status) {
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "fly-emu: error: cannot write <stdout>: %s\n", std::strerror(errno));
    return 1;
  }
  return status;
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
  // Requests beyond the arch's limits: reported after the listing, and the exit status says so.
  int status = 0;
  for (const Kernel &k : (*co)->kernels())
    if (auto e = (*co)->checkLimits(k)) status = error(llvm::toString(std::move(e)));
  return flushStdout(status);
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
  uint64_t maxInstructions = 0, maxTotalInstructions = 0;
  double progressSeconds = 5;
  unsigned threads = 0;
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
    else if (a == "--lds") {
      int64_t n;
      if (!next(v)) return usage();
      if (!parseInt(v, 0, UINT32_MAX, n)) return error("bad --lds '" + v + "' (a byte count, at most 4294967295)");
      lds = uint32_t(n);
    }
    else if (a == "--stats") stats = true;
    else if (a == "--threads") {
      if (!next(v)) return usage();
      char *end = nullptr;
      unsigned long t = std::strtoul(v.c_str(), &end, 10);
      if (v.empty() || *end || t == 0 || t > 1024) return error("bad --threads '" + v + "' (1..1024)");
      threads = unsigned(t);
    }
    else if (a == "--check-races") checkRaces = true;
    else if (a == "--max-instructions") {
      if (!next(v)) return usage();
      char *end = nullptr;
      maxInstructions = std::strtoull(v.c_str(), &end, 0);
      if (v.empty() || *end || !maxInstructions) return error("bad --max-instructions '" + v + "'");
    }
    else if (a == "--progress") {
      if (!next(v)) return usage();
      char *end = nullptr;
      progressSeconds = std::strtod(v.c_str(), &end);
      if (v.empty() || *end || !(progressSeconds >= 0)) return error("bad --progress '" + v + "' (seconds)");
    }
    else if (a == "--max-total-instructions") {
      int64_t n;
      if (!next(v)) return usage();
      if (!parseInt(v, 1, INT64_MAX, n)) return error("bad --max-total-instructions '" + v + "'");
      maxTotalInstructions = uint64_t(n);
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
      std::string why;
      if (!readFile(val, data, why)) return bad(why);
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
        // As in the IR: a value of N bits, read as signed or unsigned.
        int64_t n;
        bool i32 = kind == "i32";
        if (!parseInt(val, i32 ? INT32_MIN : (long double)INT64_MIN, i32 ? UINT32_MAX : (long double)UINT64_MAX, n))
          return bad(std::string("not an integer in the range of ") + (i32 ? "i32 (-2147483648..4294967295)"
                                                                           : "i64 (-2^63..2^64-1)"));
        args.push_back(i32 ? ArgValue::i32(int32_t(uint32_t(n))) : ArgValue::i64(n));
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
  opts.threads = threads;
  opts.perPcCounters = stats;
  if (maxInstructions) opts.maxInstructionsPerWave = maxInstructions;
  if (maxTotalInstructions) opts.maxInstructions = maxTotalInstructions;
  opts.progressIntervalSeconds = progressSeconds;
  opts.progress = [](const LaunchProgress &p) {
    std::fprintf(stderr, "fly-emu: %.0f s: %llu of %llu work-groups, %llu wave instructions\n", p.seconds,
                 (unsigned long long)p.workgroupsDone, (unsigned long long)p.workgroups,
                 (unsigned long long)p.instructions);
  };
  auto st = dev.launch(co, kernel, grid, block, args, opts);
  if (!st) return error(llvm::toString(st.takeError()));
  for (const Output &o : outputs) {
    std::vector<uint8_t> data(o.bytes);
    if (auto e = dev.copyOut(data.data(), o.address, o.bytes)) return error(llvm::toString(std::move(e)));
    std::string why;
    if (!writeFile(o.path, data, why)) return error(why);
  }
  if (stats) std::printf("%s", st->format().c_str());
  return flushStdout(0);
}

// fly-emu coverage ARCH [--missing]: implemented / total mnemonics per group (LLVM's list).
static int coverage(int argc, char **argv) {
  bool missing = argc == 4 && std::string(argv[3]) == "--missing";
  if (argc != 3 && !missing) return usage();
  auto r = instructionCoverage(argv[2]);
  if (!r) return error(llvm::toString(r.takeError()));
  std::printf("%s", r->format(missing).c_str());
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) return usage();
  std::string cmd = argv[1];
  if (cmd == "coverage") return coverage(argc, argv);
  if (cmd == "info") return argc == 3 ? info(argv[2]) : usage();
  if (cmd == "run") return run(argc, argv);
  return usage();
}

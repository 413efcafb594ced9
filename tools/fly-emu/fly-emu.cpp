// fly-emu: run AMD code objects on the CPU.
//
//   fly-emu info K.hsaco
//   fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats]
//                [--check-races] [--profile]
//   fly-emu compare A.hsaco B.hsaco --kernel NAME ... (same launch on both; outputs and profiles)
//
// Each --arg, in the kernel's explicit argument order: in=FILE, out=FILE:BYTES, inout=FILE,
// i8=N (i1 too), i16=N, i32=N, i64=N, f32=X, bytes=HEX, null, ptrs=B,B,... (a table of buffer
// addresses, each B in:FILE, inout:FILE or out:FILE:BYTES).
#include "Files.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Coverage.h"
#include "fly/emu/Device.h"
#include "fly/emu/FloatFormats.h"
#include "fly/emu/Profile.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

using namespace fly::emu;

static int usage() {
  std::fprintf(stderr,
               "usage: fly-emu info K.hsaco\n"
               "       fly-emu coverage ARCH [--missing]\n"
               "       fly-emu run K.hsaco --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg A]... [--lds BYTES] [--stats] [--check-races]\n"
               "               [--max-instructions N] [--max-total-instructions N] [--progress SECONDS]\n"
               "               [--threads N] [--profile] [--lds-out-of-range-zero]\n"
               "       fly-emu compare A.hsaco B.hsaco --kernel NAME [--kernel-b NAME] --grid ... --block ... [--arg A]...\n"
               "               [--type bytes|i32|f32|f64|f16|bf16] [--rtol X] [--atol X] (and run's options)\n"
               "  --profile                   modelled cycles, roofline and hot instructions (docs/emulator.md)\n"
               "  --max-instructions N        instructions one wave may execute (default 2^32)\n"
               "  --max-total-instructions N  wave instructions the whole launch may execute (default 2^30)\n"
               "  --progress SECONDS          report progress on stderr this often (default 5)\n"
               "  --lds-out-of-range-zero     an LDS access outside the allocation reads 0 and writes nothing, as the\n"
               "                              hardware does (default: an error naming the access)\n"
               "  --arg, in the kernel's explicit argument order: in=FILE out=FILE:BYTES inout=FILE i8=N (also i1) i16=N i32=N i64=N f32=X bytes=HEX null\n"
               "         ptrs=B,B,... (a buffer of 8-byte addresses of buffers B: in:FILE inout:FILE out:FILE:BYTES)\n");
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

// Reads a whole argument file (a regular file of at most 1 GiB: tools/common/Files.h).
static bool readFile(const std::string &path, std::vector<uint8_t> &out, std::string &why) {
  std::string text;
  if (path == "-") {
    why = "cannot read '-': an argument file must be a regular file";
    return false;
  }
  if (!fly::tools::readInputFile(path, text, why)) return false;
  out.assign(text.begin(), text.end());
  return true;
}

// Writes a whole file; any failure (a full disk, /dev/full, a directory) is an error message, and
// the partly written file is removed.
static bool writeFile(const std::string &path, const std::vector<uint8_t> &data, std::string &why) {
  return fly::tools::writeOutputFile(path, data.data(), data.size(), why);
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
  std::vector<uint8_t> data; // after the run
};

// What `run` and `compare` share: the launch and its arguments.
struct RunOptions {
  std::vector<std::string> paths;
  std::string kernel, kernelB;
  Dim3 grid, block;
  bool haveGrid = false, haveBlock = false, stats = false, profile = false, checkRaces = false;
  bool ldsOutOfRangeZero = false;
  std::vector<std::string> argSpecs;
  uint32_t lds = 0;
  uint64_t maxInstructions = 0, maxTotalInstructions = 0;
  double progressSeconds = 5;
  unsigned threads = 0;
  // compare
  std::string type = "bytes";
  double rtol = 0, atol = 0;
};

struct RunResult {
  Stats stats;
  std::vector<Output> outputs;
  std::optional<Profile> profile;
};
} // namespace

// Parses the options after the subcommand; returns -1 when they are fine, else the exit status.
static int parseRunOptions(int argc, char **argv, RunOptions &o, bool compare) {
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&](std::string &out) {
      if (i + 1 >= argc) return false;
      out = argv[++i];
      return true;
    };
    std::string v;
    if (a == "--kernel") { if (!next(o.kernel)) return usage(); }
    else if (compare && a == "--kernel-b") { if (!next(o.kernelB)) return usage(); }
    else if (a == "--grid") { if (!next(v) || !parseDim(v, o.grid)) return error("bad --grid '" + v + "'"); o.haveGrid = true; }
    else if (a == "--block") { if (!next(v) || !parseDim(v, o.block)) return error("bad --block '" + v + "'"); o.haveBlock = true; }
    else if (a == "--arg") { if (!next(v)) return usage(); o.argSpecs.push_back(v); }
    else if (a == "--lds") {
      int64_t n;
      if (!next(v)) return usage();
      if (!parseInt(v, 0, UINT32_MAX, n)) return error("bad --lds '" + v + "' (a byte count, at most 4294967295)");
      o.lds = uint32_t(n);
    }
    else if (a == "--stats") o.stats = true;
    else if (a == "--profile") o.profile = true;
    else if (a == "--threads") {
      if (!next(v)) return usage();
      char *end = nullptr;
      unsigned long t = std::strtoul(v.c_str(), &end, 10);
      if (v.empty() || *end || t == 0 || t > 1024) return error("bad --threads '" + v + "' (1..1024)");
      o.threads = unsigned(t);
    }
    else if (a == "--check-races") o.checkRaces = true;
    else if (a == "--lds-out-of-range-zero") o.ldsOutOfRangeZero = true;
    else if (a == "--max-instructions") {
      if (!next(v)) return usage();
      char *end = nullptr;
      o.maxInstructions = std::strtoull(v.c_str(), &end, 0);
      if (v.empty() || *end || !o.maxInstructions) return error("bad --max-instructions '" + v + "'");
    }
    else if (a == "--progress") {
      if (!next(v)) return usage();
      char *end = nullptr;
      o.progressSeconds = std::strtod(v.c_str(), &end);
      if (v.empty() || *end || !(o.progressSeconds >= 0)) return error("bad --progress '" + v + "' (seconds)");
    }
    else if (a == "--max-total-instructions") {
      int64_t n;
      if (!next(v)) return usage();
      if (!parseInt(v, 1, INT64_MAX, n)) return error("bad --max-total-instructions '" + v + "'");
      o.maxTotalInstructions = uint64_t(n);
    }
    else if (compare && a == "--type") {
      if (!next(o.type)) return usage();
      if (o.type != "bytes" && o.type != "f32" && o.type != "f16" && o.type != "bf16" && o.type != "i32" &&
          o.type != "f64")
        return error("bad --type '" + o.type + "' (bytes, i32, f32, f64, f16, bf16)");
    }
    else if (compare && (a == "--rtol" || a == "--atol")) {
      char *end = nullptr;
      if (!next(v)) return usage();
      double x = std::strtod(v.c_str(), &end);
      if (v.empty() || *end || !(x >= 0)) return error("bad " + a + " '" + v + "' (a number >= 0)");
      (a == "--rtol" ? o.rtol : o.atol) = x;
    }
    else if (!a.empty() && a[0] != '-' && o.paths.size() < (compare ? 2u : 1u)) o.paths.push_back(a);
    else return error("unknown option '" + a + "'");
  }
  if (o.paths.size() != (compare ? 2u : 1u) || o.kernel.empty() || !o.haveGrid || !o.haveBlock) return usage();
  return -1;
}

// Loads `path`, sets up the arguments on a fresh device, runs, and reads the outputs back.
static int launchOne(const std::string &path, const std::string &kernel, const RunOptions &o, RunResult &r) {
  auto coOr = CodeObject::loadFile(path);
  if (!coOr) return error(llvm::toString(coOr.takeError()));
  const CodeObject &co = **coOr;
  const Kernel *k = co.findKernel(kernel);
  if (!k) return error("no kernel '" + kernel + "' in " + path);
  auto explicitArgs = k->explicitArgs();
  if (o.argSpecs.size() != explicitArgs.size()) {
    std::string want;
    for (const KernelArg *a : explicitArgs)
      want += " " + (a->name.empty() ? a->valueKind : a->name) + "(" + std::to_string(a->size) + "B)";
    return error("kernel '" + kernel + "' takes " + std::to_string(explicitArgs.size()) + " explicit arguments," +
                 want + "; " + std::to_string(o.argSpecs.size()) + " --arg given");
  }
  Device dev;
  std::vector<ArgValue> args;
  // One buffer of an `in`, `inout` or `out` argument (or of a `ptrs` table's entry): allocated,
  // filled from FILE (in, inout) or zeroed (out: FILE:BYTES), read back after the run (inout, out).
  auto buffer = [&](const std::string &kind, const std::string &val, uint64_t &address, std::string &why) {
    std::string path = val;
    std::vector<uint8_t> data;
    uint64_t bytes = 0;
    if (kind == "out") {
      size_t colon = val.rfind(':');
      char *end = nullptr;
      if (colon != std::string::npos) bytes = std::strtoull(val.c_str() + colon + 1, &end, 0);
      if (colon == std::string::npos || *end || colon + 1 == val.size()) {
        why = colon == std::string::npos ? "expected out=FILE:BYTES" : "bad byte count";
        return false;
      }
      path = val.substr(0, colon);
    } else {
      if (!readFile(val, data, why)) return false;
      bytes = data.size();
    }
    auto addr = dev.allocate(bytes);
    if (!addr) {
      why = llvm::toString(addr.takeError());
      return false;
    }
    if (kind != "out") {
      if (auto e = dev.copyIn(*addr, data.data(), data.size())) {
        why = llvm::toString(std::move(e));
        return false;
      }
    }
    if (kind != "in") r.outputs.push_back({path, *addr, bytes, {}});
    address = *addr;
    return true;
  };
  for (size_t i = 0; i < o.argSpecs.size(); ++i) {
    const std::string &s = o.argSpecs[i];
    const KernelArg &ka = *explicitArgs[i];
    size_t eq = s.find('=');
    std::string kind = s.substr(0, eq), val = eq == std::string::npos ? "" : s.substr(eq + 1);
    auto bad = [&](const std::string &why) {
      return error("--arg " + std::to_string(i) + " '" + s + "': " + why);
    };
    if (kind == "in" || kind == "inout" || kind == "out") {
      uint64_t address;
      std::string why;
      if (!buffer(kind, val, address, why)) return bad(why);
      args.push_back(ArgValue::pointer(address));
    } else if (kind == "ptrs") {
      // A table of device addresses (an array of pointers: FlyDSL's MegaMoE stage 2 reads its
      // ranks' combine buffers from one): each entry a buffer of its own, the table a buffer of
      // their 8-byte addresses in order, passed by its address.
      std::vector<uint8_t> table;
      size_t start = 0;
      while (start <= val.size()) {
        size_t comma = val.find(',', start);
        std::string item = val.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        size_t colon = item.find(':');
        std::string ek = item.substr(0, colon), ev = colon == std::string::npos ? "" : item.substr(colon + 1);
        if (ek != "in" && ek != "inout" && ek != "out")
          return bad("table entry '" + item + "': expected in:FILE, inout:FILE or out:FILE:BYTES");
        uint64_t address;
        std::string why;
        if (!buffer(ek, ev, address, why)) return bad("table entry '" + item + "': " + why);
        for (int b = 0; b < 8; ++b) table.push_back(uint8_t(address >> (8 * b)));
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
      auto addr = dev.allocate(table.size());
      if (!addr) return bad(llvm::toString(addr.takeError()));
      if (auto e = dev.copyIn(*addr, table.data(), table.size())) return bad(llvm::toString(std::move(e)));
      args.push_back(ArgValue::pointer(*addr));
    } else if (kind == "null") {
      args.push_back(ArgValue::pointer(0));
    } else if (kind == "i8" || kind == "i16") {
      // One- and two-byte by-value arguments (i1 travels as a byte), signed or unsigned.
      int64_t n;
      const bool i8 = kind == "i8";
      if (!parseInt(val, i8 ? INT8_MIN : INT16_MIN, i8 ? UINT8_MAX : UINT16_MAX, n))
        return bad(std::string("not an integer in the range of ") + (i8 ? "i8 (-128..255)" : "i16 (-32768..65535)"));
      args.push_back(i8 ? ArgValue::i8(int8_t(uint8_t(n))) : ArgValue::i16(int16_t(uint16_t(n))));
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
    } else if (kind == "bytes") {
      // A by-value argument of any size (a struct, e.g. a tensor's layout leaves) as its bytes in
      // memory order, two hex digits each.
      ArgValue raw;
      if (val.empty() || val.size() % 2) return bad("expected an even number of hex digits (bytes in memory order)");
      for (size_t j = 0; j < val.size(); j += 2) {
        int hi = std::isxdigit(static_cast<unsigned char>(val[j])) ? std::stoi(val.substr(j, 1), nullptr, 16) : -1;
        int lo = std::isxdigit(static_cast<unsigned char>(val[j + 1])) ? std::stoi(val.substr(j + 1, 1), nullptr, 16) : -1;
        if (hi < 0 || lo < 0) return bad("'" + val.substr(j, 2) + "' is not a hex byte");
        raw.bytes.push_back(uint8_t(hi * 16 + lo));
      }
      args.push_back(std::move(raw));
    } else {
      return bad("unknown kind '" + kind + "' (in, out, inout, i8, i16, i32, i64, f32, bytes, null, ptrs)");
    }
    if (args.back().bytes.size() != ka.size)
      return bad("the kernel's argument " + std::to_string(i) + " is " + std::to_string(ka.size) + " bytes (" +
                 ka.valueKind + "), '" + kind + "' gives " + std::to_string(args.back().bytes.size()));
  }
  LaunchOptions opts;
  opts.dynamicLdsBytes = o.lds;
  opts.checkLdsRaces = o.checkRaces;
  opts.ldsOutOfRangeAsHardware = o.ldsOutOfRangeZero;
  opts.threads = o.threads;
  opts.perPcCounters = o.stats || o.profile;
  if (o.maxInstructions) opts.maxInstructionsPerWave = o.maxInstructions;
  if (o.maxTotalInstructions) opts.maxInstructions = o.maxTotalInstructions;
  opts.progressIntervalSeconds = o.progressSeconds;
  opts.progress = [](const LaunchProgress &p) {
    std::fprintf(stderr, "fly-emu: %.0f s: %llu of %llu work-groups, %llu wave instructions\n", p.seconds,
                 (unsigned long long)p.workgroupsDone, (unsigned long long)p.workgroups,
                 (unsigned long long)p.instructions);
  };
  auto st = dev.launch(co, kernel, o.grid, o.block, args, opts);
  if (!st) return error(llvm::toString(st.takeError()));
  r.stats = std::move(*st);
  for (Output &out : r.outputs) {
    out.data.resize(out.bytes);
    if (auto e = dev.copyOut(out.data.data(), out.address, out.bytes)) return error(llvm::toString(std::move(e)));
  }
  if (o.profile) {
    auto p = modelLaunch(r.stats, *k, std::string(co.arch()), o.block.x * o.block.y * o.block.z,
                         k->groupSegmentSize + o.lds);
    if (!p) return error(llvm::toString(p.takeError()));
    r.profile = std::move(*p);
  }
  return -1;
}

static int run(int argc, char **argv) {
  RunOptions o;
  if (int status = parseRunOptions(argc, argv, o, false); status >= 0) return status;
  RunResult r;
  if (int status = launchOne(o.paths[0], o.kernel, o, r); status >= 0) return status;
  for (const Output &out : r.outputs) {
    std::string why;
    if (!writeFile(out.path, out.data, why)) return error(why);
  }
  if (o.stats) std::printf("%s", r.stats.format().c_str());
  if (r.profile) std::printf("%s", r.profile->format().c_str());
  return flushStdout(0);
}

// Element i of an output as a double (for --type other than bytes).
static double element(const std::vector<uint8_t> &d, size_t i, const std::string &type) {
  auto get = [&](auto v) {
    std::memcpy(&v, d.data() + i * sizeof(v), sizeof(v));
    return v;
  };
  if (type == "f32") return get(float());
  if (type == "f64") return get(double());
  if (type == "i32") return get(int32_t());
  if (type == "f16") return halfToFloat(get(uint16_t()));
  if (type == "bf16") return bf16ToFloat(get(uint16_t()));
  return get(uint8_t());
}

// fly-emu compare A.hsaco B.hsaco: the same launch and inputs on both, outputs compared, the two
// profiles side by side. Exit status 0 when every output matches (within --rtol/--atol).
static int compare(int argc, char **argv) {
  RunOptions o;
  if (int status = parseRunOptions(argc, argv, o, true); status >= 0) return status;
  o.profile = true;
  RunResult ra, rb;
  if (int status = launchOne(o.paths[0], o.kernel, o, ra); status >= 0) return status;
  if (int status = launchOne(o.paths[1], o.kernelB.empty() ? o.kernel : o.kernelB, o, rb); status >= 0) return status;
  size_t width = o.type == "f64" ? 8 : o.type == "f32" || o.type == "i32" ? 4 : o.type == "bytes" ? 1 : 2;
  bool same = true;
  for (size_t j = 0; j < ra.outputs.size(); ++j) {
    const Output &a = ra.outputs[j], &b = rb.outputs[j];
    size_t n = a.data.size() / width, bad = 0, first = 0;
    double worst = 0;
    for (size_t i = 0; i < n; ++i) {
      double x = element(a.data, i, o.type), y = element(b.data, i, o.type);
      bool eq = o.type == "bytes" || o.type == "i32" ? x == y
                                                      : (std::isnan(x) && std::isnan(y)) ||
                                                            std::fabs(x - y) <= o.atol + o.rtol * std::fabs(x);
      if (!eq) {
        if (!bad++) first = i;
        if (!std::isnan(x - y)) worst = std::max(worst, std::fabs(x - y));
      }
    }
    if (bad) {
      same = false;
      std::printf("output %zu (%s): %zu of %zu %s elements differ (first at %zu: %.9g vs %.9g; largest difference %.9g)\n",
                  j, a.path.c_str(), bad, n, o.type.c_str(), first, element(a.data, first, o.type),
                  element(b.data, first, o.type), worst);
    } else {
      std::printf("output %zu (%s): %zu %s elements match\n", j, a.path.c_str(), n, o.type.c_str());
    }
  }
  std::printf("wave-instructions: %llu vs %llu\n", (unsigned long long)ra.stats.instructions(),
              (unsigned long long)rb.stats.instructions());
  std::printf("profiles:\n%s", formatSideBySide(*ra.profile, *rb.profile, "A " + o.paths[0], "B " + o.paths[1]).c_str());
  return flushStdout(same ? 0 : 1);
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
  if (cmd == "compare") return compare(argc, argv);
  return usage();
}

// fly-run's command as a function (tools/fly-run/FlyRunMain.cpp): what the tool and the fly-run
// fuzzer rely on. Options are reset between calls in one process, the memory limit a caller sets
// is the one enforced and named, and a caller can refuse --autotune.
#include "FlyRunMain.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Outcome {
  int status;
  std::string out, err;
};

Outcome run(std::vector<std::string> args, const fly::tools::FlyRunLimits &limits = {}) {
  args.insert(args.begin(), "fly-run");
  args.push_back("--no-cache");
  std::vector<const char *> argv;
  for (const std::string &a : args) argv.push_back(a.c_str());
  argv.push_back(nullptr);
  Outcome o;
  llvm::raw_string_ostream out(o.out), err(o.err);
  o.status = fly::tools::flyRunMain(int(args.size()), argv.data(), out, err, limits);
  out.flush();
  err.flush();
  return o;
}

TEST(FlyRunMain, OptionsDoNotCarryOverBetweenCalls) {
  Outcome first = run({"softmax", "-p", "dtype=f16", "--size=3,37", "-O1"});
  ASSERT_EQ(first.status, 0) << first.err;
  EXPECT_NE(first.out.find("dtype=f16"), std::string::npos) << first.out;
  EXPECT_NE(first.out.find("N=37"), std::string::npos) << first.out;
  // No -p, no --size: the defaults again, not the previous call's values.
  Outcome second = run({"softmax"});
  ASSERT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.out.find("dtype=f32"), std::string::npos) << second.out;
  EXPECT_EQ(second.out.find("N=37"), std::string::npos) << second.out;
  EXPECT_NE(second.out.find("PASS"), std::string::npos);
}

TEST(FlyRunMain, ErrorsAreStatusTwoWithAMessage) {
  Outcome bad = run({"softmax", "-O10"});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("invalid optimization level -O10"), std::string::npos) << bad.err;
  // A command-line error does not end the process (the tool's main returns the status).
  Outcome unknown = run({"softmax", "--no-such-option"});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("no-such-option"), std::string::npos) << unknown.err;
  EXPECT_EQ(run({"softmax", "--size=2,5"}).status, 0); // and the next call is clean
}

TEST(FlyRunMain, TheCallersMemoryLimitIsEnforcedAndNamed) {
  fly::tools::FlyRunLimits limits;
  limits.maxBytes = 64 << 10;
  Outcome small = run({"softmax", "--size=2,64"}, limits);
  EXPECT_EQ(small.status, 0) << small.err;
  Outcome big = run({"softmax", "--size=64,1024"}, limits);
  EXPECT_EQ(big.status, 2);
  EXPECT_NE(big.err.find("needs more than 64 KiB"), std::string::npos) << big.err;
  // Never above the tool's own limit, whatever a caller asks.
  limits.maxBytes = ~uint64_t(0);
  Outcome huge = run({"softmax", "--size=100000,100000"}, limits);
  EXPECT_EQ(huge.status, 2);
  EXPECT_NE(huge.err.find("needs more than 4096 MiB"), std::string::npos) << huge.err;
}

TEST(FlyRunMain, ACallerCanRefuseAutotune) {
  fly::tools::FlyRunLimits limits;
  limits.allowAutotune = false;
  Outcome o = run({"softmax", "--autotune"}, limits);
  EXPECT_EQ(o.status, 2);
  EXPECT_NE(o.err.find("--autotune is not available"), std::string::npos) << o.err;
}

} // namespace

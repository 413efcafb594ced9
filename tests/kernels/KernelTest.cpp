#include "KernelTest.h"

namespace fly::emu::test {

namespace {
const Variant kManifest[] = {
#include "KernelManifest.inc"
};
} // namespace

std::vector<Variant> variants(const std::string &file) {
  std::vector<Variant> out;
  for (const Variant &v : kManifest)
    if (v.file == file) out.push_back(v);
  return out;
}

std::string variantName(const testing::TestParamInfo<Variant> &info) {
  return info.param.arch + "_" + info.param.opt;
}

void KernelTest::SetUp() {
  auto c = CodeObject::loadFile(GetParam().path);
  ASSERT_TRUE(bool(c)) << llvm::toString(c.takeError());
  co = *c;
  ASSERT_EQ(co->arch(), GetParam().arch);
}

unsigned KernelTest::waveSize() const { return co->kernels().empty() ? 64 : co->kernels()[0].wavefrontSize; }

Stats KernelTest::run(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<ArgValue> &args,
                      uint32_t dynamicLds) {
  LaunchOptions opts;
  opts.dynamicLdsBytes = dynamicLds;
  opts.maxInstructionsPerWave = 50'000'000;
  opts.checkLdsRaces = true; // every validation kernel must also be free of LDS races
  auto st = dev.launch(*co, kernel, grid, block, args, opts);
  EXPECT_TRUE(bool(st)) << llvm::toString(st.takeError());
  return st ? *st : Stats();
}

} // namespace fly::emu::test

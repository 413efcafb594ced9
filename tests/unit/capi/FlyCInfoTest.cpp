// Version 3 of the C API: descriptions as JSON (compile info, code-object resources, registry
// kernels and their launch plans, the cache, the last launch) and the emulator's options. Each
// document is parsed back and checked against what the C++ layers say.
#include "fly/fly-c.h"

#include "fly/codegen/Occupancy.h"
#include "fly/codeobject/CodeObject.h"
#include "fly/target/Arch.h"
#include "Registry.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

std::string readExample(const char* name) {
  auto buffer = llvm::MemoryBuffer::getFile(std::string(FLY_SOURCE_DIR "/examples/") + name);
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

std::string take(char* text) {
  std::string copy = text ? text : "";
  fly_free(text);
  return copy;
}

// Parses a document the API handed out (and frees it).
llvm::json::Value parse(char* text) {
  std::string copy = take(text);
  auto value = llvm::json::parse(copy);
  EXPECT_TRUE(static_cast<bool>(value)) << copy;
  if (!value) {
    llvm::consumeError(value.takeError());
    return nullptr;
  }
  return std::move(*value);
}

fly_compile_options optionsFor(const char* arch) {
  fly_compile_options options;
  fly_compile_options_init(&options);
  options.arch = arch;
  return options;
}

class FlyCInfo : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-capi-info-cache", cacheDir));
    setenv("FLY_CACHE_DIR", cacheDir.c_str(), 1);
  }
  void TearDown() override {
    unsetenv("FLY_CACHE_DIR");
    llvm::sys::fs::remove_directories(cacheDir);
  }
  llvm::SmallString<128> cacheDir;
};

TEST_F(FlyCInfo, CompileInfoHasTimingsOnlyWhenItCompiled) {
  // A text of its own (a comment makes another file name irrelevant: the key hashes canonical
  // text), so the first call misses even if another test compiled vector_add in this process.
  std::string text = readExample("vector_add.fly") + "\n// FlyCInfo.CompileInfo " + cacheDir.str().str() + "\n";
  fly_compile_options options = optionsFor("gfx950");
  options.opt_level = 1; // a key no other test uses
  void* code = nullptr;
  size_t size = 0;
  char *info = nullptr, *error = nullptr;
  ASSERT_EQ(fly_compile_with_info(text.data(), text.size(), "v.fly", &options, &code, &size, &info, &error), FLY_SUCCESS)
      << take(error);
  llvm::json::Value first = parse(info);
  const llvm::json::Object* o = first.getAsObject();
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->getString("cache").value_or(""), "compiled, stored in the cache");
  const llvm::json::Array* timings = o->getArray("timings");
  ASSERT_NE(timings, nullptr);
  bool sawFly = false, sawLlvm = false;
  double total = 0;
  for (const llvm::json::Value& t : *timings) {
    const llvm::json::Object* stage = t.getAsObject();
    ASSERT_NE(stage, nullptr);
    EXPECT_FALSE(stage->getString("stage").value_or("").empty());
    sawFly |= stage->getString("owner") == "fly";
    sawLlvm |= stage->getString("owner") == "llvm";
    total += stage->getNumber("seconds").value_or(-1);
  }
  EXPECT_TRUE(sawFly && sawLlvm);
  EXPECT_GT(total, 0);
  fly_free(code);

  ASSERT_EQ(fly_compile_with_info(text.data(), text.size(), "v.fly", &options, &code, &size, &info, &error), FLY_SUCCESS);
  llvm::json::Value second = parse(info);
  EXPECT_EQ(second.getAsObject()->getString("cache").value_or(""), "cache hit (memory)");
  EXPECT_TRUE(second.getAsObject()->getArray("timings")->empty());
  fly_free(code);

  const char* params[] = {"dtype=f16"};
  options.use_cache = 0;
  ASSERT_EQ(fly_compile_kernel_with_info("vector_add", params, 1, &options, &code, &size, &info, &error), FLY_SUCCESS)
      << take(error);
  llvm::json::Value kernel = parse(info);
  EXPECT_EQ(kernel.getAsObject()->getString("cache").value_or(""), "compiled (cache off)");
  EXPECT_FALSE(kernel.getAsObject()->getArray("timings")->empty());
  fly_free(code);

  // Errors are the compiler's, info stays NULL.
  std::string bad = "gpu.module @m {\n  gpu.func @k() kernel {\n    %x = arith.bogus\n  }\n}\n";
  info = reinterpret_cast<char*>(1);
  EXPECT_EQ(fly_compile_with_info(bad.data(), bad.size(), "bad.fly", &options, &code, &size, &info, &error), FLY_ERROR);
  EXPECT_EQ(info, nullptr);
  EXPECT_NE(take(error).find("bad.fly:3:"), std::string::npos);
}

TEST_F(FlyCInfo, CodeObjectInfoIsTheResourceReport) {
  for (const char* arch : {"gfx942", "gfx1201"}) {
    fly_compile_options options = optionsFor(arch);
    void* code = nullptr;
    size_t size = 0;
    char *json = nullptr, *error = nullptr;
    ASSERT_EQ(fly_compile_kernel("tiled_mma_gemm", nullptr, 0, &options, &code, &size, &error), FLY_SUCCESS)
        << take(error);
    ASSERT_EQ(fly_code_object_info(code, size, &json, &error), FLY_SUCCESS) << take(error);
    llvm::json::Value doc = parse(json);
    auto object = fly::codeobject::CodeObject::parse(llvm::ArrayRef<uint8_t>(static_cast<uint8_t*>(code), size));
    ASSERT_TRUE(static_cast<bool>(object));
    const fly::target::Arch& target = *fly::target::findArch(arch);
    const llvm::json::Object* o = doc.getAsObject();
    EXPECT_EQ(o->getString("arch").value_or(""), arch);
    const llvm::json::Array* kernels = o->getArray("kernels");
    ASSERT_EQ(kernels->size(), object->kernels.size());
    const llvm::json::Object* k = (*kernels)[0].getAsObject();
    const fly::codeobject::KernelInfo& info = object->kernels[0];
    EXPECT_EQ(k->getString("name").value_or(""), info.name);
    EXPECT_EQ(k->getInteger("vgprs"), int64_t(fly::codegen::archVgprCount(info, target)));
    EXPECT_EQ(k->getInteger("sgprs"), int64_t(info.sgprCount));
    EXPECT_EQ(k->getInteger("lds_bytes"), int64_t(info.groupSegmentFixedSize));
    EXPECT_GT(*k->getInteger("lds_bytes"), 0); // the GEMM stages its tiles in LDS
    EXPECT_EQ(k->getInteger("occupancy"), int64_t(fly::codegen::computeOccupancy(info, target).wavesPerSimd));
    EXPECT_EQ(k->getInteger("wavefront_size"), int64_t(target.waveSize));
    EXPECT_EQ(k->getArray("args")->size(), info.explicitArgs().size());
    fly_free(code);
  }
  char *json = nullptr, *error = nullptr;
  const char junk[] = "not an ELF file at all";
  EXPECT_EQ(fly_code_object_info(junk, sizeof junk, &json, &error), FLY_ERROR);
  EXPECT_EQ(json, nullptr);
  EXPECT_NE(take(error).find("ELF"), std::string::npos);
}

TEST_F(FlyCInfo, RegistryKernelsAndTheirPlans) {
  char *json = nullptr, *error = nullptr;
  ASSERT_EQ(fly_kernel_info("vector_add", &json, &error), FLY_SUCCESS) << take(error);
  llvm::json::Value doc = parse(json);
  const fly::kernels::Entry& entry = *fly::kernels::findKernel("vector_add");
  const llvm::json::Object* o = doc.getAsObject();
  EXPECT_EQ(o->getString("summary").value_or(""), entry.summary);
  ASSERT_EQ(o->getArray("params")->size(), entry.params.size());
  const llvm::json::Object* dtype = (*o->getArray("params"))[0].getAsObject();
  EXPECT_EQ(dtype->getString("name").value_or(""), entry.params[0].name);
  EXPECT_EQ(dtype->getString("default").value_or(""), entry.params[0].defaultValue);
  EXPECT_EQ(dtype->getArray("allowed")->size(), entry.params[0].allowed.size());
  EXPECT_EQ(o->getArray("problem_dims")->size(), entry.problemDims.size());

  EXPECT_EQ(fly_kernel_info("no_such", &json, &error), FLY_ERROR);
  EXPECT_EQ(take(error).rfind("unknown kernel 'no_such' (kernels: ", 0), 0u);

  const char* params[] = {"dtype=f16"};
  const int64_t problem[] = {37, 101};
  ASSERT_EQ(fly_kernel_plan("vector_add", params, 1, "gfx1201", problem, 2, &json, &error), FLY_SUCCESS) << take(error);
  llvm::json::Value plan = parse(json);
  fly::kernels::Plan want = entry.plan({{"dtype", "f16"}}, {37, 101}, *fly::target::findArch("gfx1201"));
  const llvm::json::Array* arguments = plan.getAsObject()->getArray("arguments");
  ASSERT_EQ(arguments->size(), want.arguments.size());
  for (size_t i = 0; i < want.arguments.size(); ++i) {
    const llvm::json::Object* a = (*arguments)[i].getAsObject();
    EXPECT_EQ(a->getString("name").value_or(""), want.arguments[i].name);
    EXPECT_EQ(a->getString("type").value_or(""), want.arguments[i].type);
    EXPECT_EQ(a->getArray("shape")->size(), want.arguments[i].shape.size());
    if (want.arguments[i].role == fly::kernels::Argument::Role::Scalar)
      EXPECT_EQ(a->getInteger("value"), want.arguments[i].scalar);
  }
  const llvm::json::Array* grid = plan.getAsObject()->getArray("grid");
  for (int d = 0; d < 3; ++d) EXPECT_EQ((*grid)[d].getAsInteger(), int64_t(want.launch.grid[d]));

  const int64_t wrongRank[] = {37};
  EXPECT_EQ(fly_kernel_plan("vector_add", nullptr, 0, "gfx942", wrongRank, 1, &json, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("takes 2 problem sizes"), std::string::npos);
  const int64_t negative[] = {37, -1};
  EXPECT_EQ(fly_kernel_plan("vector_add", nullptr, 0, "gfx942", negative, 2, &json, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("is not in 1..2147483647"), std::string::npos);
  EXPECT_EQ(fly_kernel_plan("vector_add", nullptr, 0, "gfx90a", nullptr, 0, &json, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("unsupported target 'gfx90a'"), std::string::npos);
}

TEST_F(FlyCInfo, CacheInfoCountsThisProcess) {
  llvm::json::Value before = parse(fly_cache_info());
  const llvm::json::Object* o = before.getAsObject();
  ASSERT_NE(o, nullptr);
  EXPECT_TRUE(o->getString("directory").has_value());
  EXPECT_TRUE(o->getBoolean("enabled").has_value());
  int64_t misses = o->getInteger("misses").value_or(-1);
  ASSERT_GE(misses, 0);
  std::string text = readExample("vector_add.fly") + "\n// FlyCInfo.CacheInfo " + cacheDir.str().str() + "\n";
  fly_compile_options options = optionsFor("gfx942");
  options.opt_level = 2;
  void* code = nullptr;
  size_t size = 0;
  char* error = nullptr;
  ASSERT_EQ(fly_compile(text.data(), text.size(), nullptr, &options, &code, &size, &error), FLY_SUCCESS) << take(error);
  fly_free(code);
  llvm::json::Value after = parse(fly_cache_info());
  EXPECT_EQ(after.getAsObject()->getInteger("misses").value_or(-1), misses + 1);
}

// block_reduce's lanes write partial sums to LDS, then (after the barrier) read them: without the
// barrier the reads race the writes of other waves.
TEST_F(FlyCInfo, EmulatorOptionsProfileAndRaces) {
  std::string text = readExample("block_reduce.fly");
  std::string racy = text;
  size_t barrier = racy.find("    gpu.barrier\n");
  ASSERT_NE(barrier, std::string::npos);
  racy.erase(barrier, std::string("    gpu.barrier\n").size());
  fly_compile_options options = optionsFor("gfx942");
  const int n = 1000;
  std::vector<float> in(n, 1.0f), out(4, 0.f);
  for (bool race : {false, true}) {
    const std::string& source = race ? racy : text;
    void* code = nullptr;
    size_t size = 0;
    char *error = nullptr, *json = nullptr;
    ASSERT_EQ(fly_compile(source.data(), source.size(), "block_reduce.fly", &options, &code, &size, &error), FLY_SUCCESS)
        << take(error);
    fly_device* device = nullptr;
    ASSERT_EQ(fly_device_open_emulator("gfx942", FLY_EMU_PROFILE | FLY_EMU_CHECK_RACES, &device, &error), FLY_SUCCESS)
        << take(error);
    fly_module* module = nullptr;
    ASSERT_EQ(fly_module_load(device, code, size, &module, &error), FLY_SUCCESS) << take(error);
    fly_free(code);
    uint64_t din, dout;
    ASSERT_EQ(fly_device_alloc(device, n * 4, &din, &error), FLY_SUCCESS);
    ASSERT_EQ(fly_device_alloc(device, out.size() * 4, &dout, &error), FLY_SUCCESS);
    ASSERT_EQ(fly_copy_to_device(device, din, in.data(), n * 4, &error), FLY_SUCCESS);
    fly_arg args[3] = {};
    args[0].kind = args[1].kind = FLY_ARG_POINTER;
    args[0].value.pointer = din;
    args[1].value.pointer = dout;
    args[2].kind = FLY_ARG_I32;
    args[2].value.i32 = n;
    fly_launch_config config = {{4, 1, 1}, {256, 1, 1}, 0};
    fly_status status = fly_launch(device, module, "block_reduce", &config, args, 3, &error);
    if (race) {
      EXPECT_EQ(status, FLY_ERROR);
      EXPECT_NE(take(error).find("race"), std::string::npos);
    } else {
      ASSERT_EQ(status, FLY_SUCCESS) << take(error);
      ASSERT_EQ(fly_copy_from_device(device, out.data(), dout, out.size() * 4, &error), FLY_SUCCESS);
      EXPECT_EQ(out[0], 256.f);
      EXPECT_EQ(out[3], float(n - 3 * 256));
      ASSERT_EQ(fly_device_last_launch(device, &json, &error), FLY_SUCCESS) << take(error);
      llvm::json::Value doc = parse(json);
      const llvm::json::Object* o = doc.getAsObject();
      EXPECT_GT(o->getInteger("instructions").value_or(0), 0);
      const llvm::json::Object* profile = o->getObject("profile");
      ASSERT_NE(profile, nullptr);
      EXPECT_GT(profile->getNumber("cycles").value_or(0), 0);
      EXPECT_FALSE(profile->getString("bound").value_or("").empty());
      EXPECT_NE(profile->getString("text").value_or("").find("cycles"), std::string::npos);
    }
    fly_device_close(device);
  }
  // Without the check, the racy kernel runs; without FLY_EMU_PROFILE there is no profile.
  fly_device* device = nullptr;
  char *error = nullptr, *json = nullptr;
  ASSERT_EQ(fly_device_open_emulator("gfx942", 0, &device, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_device_last_launch(device, &json, &error), FLY_SUCCESS);
  EXPECT_EQ(parse(json).getAsObject()->getObject("profile"), nullptr);
  fly_device_close(device);
  EXPECT_EQ(fly_device_open_emulator("gfx942", 4, &device, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("unknown flags 4"), std::string::npos);
  EXPECT_EQ(fly_device_open_emulator("gfx90a", 0, &device, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("unsupported target 'gfx90a'"), std::string::npos);
}

} // namespace

TEST(FlyCArchs, SupportedArchsAreTheTargetsList) {
  EXPECT_EQ(std::string(fly_supported_archs()), fly::target::supportedArchList());
  EXPECT_NE(std::string(fly_supported_archs()).find("gfx1250"), std::string::npos);
}

// The C API's contract: errors come back as Fly's own messages (located for source errors),
// bytes equal what the C++ compiler produces, bad arguments are errors, never crashes.
#include "fly/fly-c.h"

#include "fly/codegen/Compiler.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <string>

namespace {

std::string vectorAdd() {
  auto buffer = llvm::MemoryBuffer::getFile(FLY_SOURCE_DIR "/examples/vector_add.fly");
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

std::string take(char* error) {
  std::string text = error ? error : "";
  fly_free(error);
  return text;
}

fly_compile_options optionsFor(const char* arch) {
  fly_compile_options options;
  fly_compile_options_init(&options);
  options.arch = arch;
  options.use_cache = 0;
  return options;
}

TEST(FlyC, CompileMatchesTheCompilerAndReportsLocatedErrors) {
  std::string text = vectorAdd();
  fly_compile_options options = optionsFor("gfx942");
  void* code = nullptr;
  size_t size = 0;
  char* error = reinterpret_cast<char*>(1); // overwritten on success
  ASSERT_EQ(fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error), FLY_SUCCESS)
      << take(error);
  EXPECT_EQ(error, nullptr);
  fly::codegen::CompileOptions cpp;
  cpp.arch = fly::target::findArch("gfx942");
  auto expected = fly::codegen::compileFlySource(text, "vector_add.fly", cpp);
  ASSERT_TRUE(static_cast<bool>(expected));
  EXPECT_EQ(std::string(static_cast<const char*>(code), size), *expected);
  fly_free(code);

  options.emit = FLY_EMIT_ASSEMBLY;
  ASSERT_EQ(fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error), FLY_SUCCESS);
  EXPECT_NE(std::string(static_cast<const char*>(code), size).find("s_endpgm"), std::string::npos);
  fly_free(code);

  std::string bad = "gpu.module @m {\n  gpu.func @k() kernel {\n    %x = arith.bogus\n  }\n}\n";
  EXPECT_EQ(fly_compile(bad.data(), bad.size(), "bad.fly", &options, &code, &size, &error), FLY_ERROR);
  EXPECT_EQ(code, nullptr);
  EXPECT_NE(take(error).find("bad.fly:3:"), std::string::npos);

  options = optionsFor("gfx90a");
  EXPECT_EQ(fly_compile(text.data(), text.size(), nullptr, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_EQ(take(error), "unsupported target 'gfx90a' (supported: gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151)");
  options = optionsFor(nullptr);
  EXPECT_EQ(fly_compile(text.data(), text.size(), nullptr, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("no target arch"), std::string::npos);
  options = optionsFor("gfx942");
  options.opt_level = 7;
  EXPECT_EQ(fly_compile(text.data(), text.size(), nullptr, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_EQ(take(error), "invalid optimization level 7 (expected 0..3)");
  // A NULL error pointer is allowed.
  EXPECT_EQ(fly_compile(text.data(), text.size(), nullptr, &options, &code, &size, nullptr), FLY_ERROR);
  EXPECT_EQ(fly_compile(nullptr, 0, nullptr, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("must not be NULL"), std::string::npos);
}

// FLY_DUMP_IR applies to the C API as to every path into the compiler.
TEST(FlyC, DumpsStagesWhenAsked) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-capi-dump", dir));
  ::setenv("FLY_DUMP_IR", "1", 1);
  ::setenv("FLY_DUMP_DIR", dir.c_str(), 1);
  std::string text = vectorAdd();
  fly_compile_options options = optionsFor("gfx1201");
  void* code;
  size_t size;
  char* error;
  fly_status status = fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error);
  ::unsetenv("FLY_DUMP_IR");
  ::unsetenv("FLY_DUMP_DIR");
  ASSERT_EQ(status, FLY_SUCCESS) << take(error);
  fly_free(code);
  std::string stages = std::string(dir) + "/vector_add.gfx1201";
  EXPECT_TRUE(llvm::sys::fs::exists(stages + "/00-input.fly"));
  std::string firstPass = fly::codegen::defaultPipeline();
  firstPass = firstPass.substr(0, firstPass.find(','));
  EXPECT_TRUE(llvm::sys::fs::exists(stages + "/01-" + firstPass + ".fly")) << firstPass;
  llvm::sys::fs::remove_directories(dir);
}

TEST(FlyC, DeviceErrorsAreMessages) {
  char* error = nullptr;
  fly_device* device = nullptr;
  EXPECT_EQ(fly_device_open("cuda", &device, &error), FLY_ERROR);
  EXPECT_EQ(take(error), "unknown device 'cuda' (expected hip, hip:N or emu:ARCH)");
  EXPECT_EQ(device, nullptr);

  ASSERT_EQ(fly_device_open("emu:gfx950", &device, &error), FLY_SUCCESS) << take(error);
  EXPECT_STREQ(fly_device_arch(device), "gfx950");
  EXPECT_STREQ(fly_device_name(device), "emulator (gfx950)");

  std::string text = vectorAdd();
  fly_compile_options options = optionsFor("gfx942");
  void* code;
  size_t size;
  ASSERT_EQ(fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error), FLY_SUCCESS);
  fly_module* module = nullptr;
  EXPECT_EQ(fly_module_load(device, code, size, &module, &error), FLY_ERROR);
  EXPECT_EQ(take(error), "code object is for gfx942, the device is gfx950");
  fly_free(code);
  EXPECT_EQ(fly_module_load(device, "garbage", 7, &module, &error), FLY_ERROR);
  EXPECT_FALSE(take(error).empty());

  options = optionsFor("gfx950");
  ASSERT_EQ(fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_module_load(device, code, size, &module, &error), FLY_SUCCESS) << take(error);
  fly_free(code);
  fly_launch_config config = {{1, 1, 1}, {256, 1, 1}, 0};
  fly_arg args[2] = {};
  args[0].kind = FLY_ARG_POINTER;
  args[1].kind = FLY_ARG_I32;
  EXPECT_EQ(fly_launch(device, module, "vector_add", &config, args, 2, &error), FLY_ERROR);
  std::string message = take(error);
  EXPECT_NE(message.find("vector_add"), std::string::npos) << message;
  EXPECT_EQ(fly_launch(device, module, "no_such_kernel", &config, args, 0, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("no_such_kernel"), std::string::npos);
  args[0].kind = static_cast<fly_arg_kind>(42);
  EXPECT_EQ(fly_launch(device, module, "vector_add", &config, args, 1, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("invalid kind 42"), std::string::npos);
  fly_device_close(device);
  fly_device_close(nullptr);
}

} // namespace

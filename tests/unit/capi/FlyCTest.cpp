// The C API's contract: errors come back as Fly's own messages (located for source errors),
// bytes equal what the C++ compiler produces, bad arguments are errors, never crashes.
#include "fly/fly-c.h"

#include "fly/codegen/Compiler.h"
#include "fly/target/Arch.h"
#include "Registry.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

// What the C++ compiler makes of `text` for `arch` with default options: the C API's bytes must
// be these.
std::string compiledByCpp(const std::string& text, const char* arch) {
  fly::codegen::CompileOptions cpp;
  cpp.arch = fly::target::findArch(arch);
  auto bytes = fly::codegen::compileFlySource(text, "vector_add.fly", cpp);
  EXPECT_TRUE(static_cast<bool>(bytes)) << llvm::toString(bytes.takeError());
  return bytes ? *bytes : std::string();
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
  EXPECT_EQ(std::string(static_cast<const char*>(code), size), compiledByCpp(text, "gfx942"));
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

// A registry kernel through the C API: compiled (with and without the cache: the same bytes),
// loaded and run on the emulator on a ragged shape against the CPU; bad names, parameters and
// values are messages naming the choices.
TEST(FlyC, CompilesAndRunsRegistryKernels) {
  char* list = fly_list_kernels();
  ASSERT_NE(list, nullptr);
  EXPECT_NE(std::string(list).find("vector_add\t"), std::string::npos);
  fly_free(list);

  llvm::SmallString<128> cacheDir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-capi-kernel-cache", cacheDir));
  setenv("FLY_CACHE_DIR", cacheDir.c_str(), 1);
  char* error = nullptr;
  const char* params[] = {"dtype=f32"};
  fly_compile_options options = optionsFor("gfx1201");
  void *code = nullptr, *cached = nullptr, *again = nullptr;
  size_t size = 0, cachedSize = 0, againSize = 0;
  ASSERT_EQ(fly_compile_kernel("vector_add", params, 1, &options, &code, &size, &error), FLY_SUCCESS) << take(error);
  options.use_cache = 1;
  ASSERT_EQ(fly_compile_kernel("vector_add", params, 1, &options, &cached, &cachedSize, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_compile_kernel("vector_add", nullptr, 0, &options, &again, &againSize, &error), FLY_SUCCESS);
  ASSERT_EQ(size, cachedSize);
  EXPECT_EQ(std::memcmp(code, cached, size), 0);
  ASSERT_EQ(size, againSize); // dtype=f32 is the default: the same kernel
  EXPECT_EQ(std::memcmp(code, again, size), 0);
  fly_free(cached);
  fly_free(again);

  fly_device* device = nullptr;
  ASSERT_EQ(fly_device_open("emu:gfx1201", &device, &error), FLY_SUCCESS) << take(error);
  fly_module* module = nullptr;
  ASSERT_EQ(fly_module_load(device, code, size, &module, &error), FLY_SUCCESS) << take(error);
  fly_free(code);
  const int M = 37, N = 101;
  std::vector<float> a(M * N), b(M * N), c(M * N, -1.f);
  for (int i = 0; i < M * N; ++i) {
    a[i] = float((i * 37) % 1000) / 7.f - 50.f;
    b[i] = float((i * 91) % 777) / 3.f;
  }
  uint64_t da, db, dc;
  ASSERT_EQ(fly_device_alloc(device, a.size() * 4, &da, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_device_alloc(device, b.size() * 4, &db, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_device_alloc(device, c.size() * 4, &dc, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_copy_to_device(device, da, a.data(), a.size() * 4, &error), FLY_SUCCESS);
  ASSERT_EQ(fly_copy_to_device(device, db, b.data(), b.size() * 4, &error), FLY_SUCCESS);
  fly_arg args[5] = {};
  args[0].kind = args[1].kind = args[2].kind = FLY_ARG_POINTER;
  args[0].value.pointer = da;
  args[1].value.pointer = db;
  args[2].value.pointer = dc;
  args[3].kind = args[4].kind = FLY_ARG_I32;
  args[3].value.i32 = M;
  args[4].value.i32 = N;
  fly_launch_config config = {{(N + 63) / 64, (M + 3) / 4, 1}, {64, 4, 1}, 0};
  ASSERT_EQ(fly_launch(device, module, "vector_add", &config, args, 5, &error), FLY_SUCCESS) << take(error);
  ASSERT_EQ(fly_copy_from_device(device, c.data(), dc, c.size() * 4, &error), FLY_SUCCESS);
  for (int i = 0; i < M * N; ++i) ASSERT_EQ(c[i], a[i] + b[i]) << i;
  // The module belongs to the device it was loaded on: launching it on another one (of the same
  // arch, or of another: gfx942) is refused, as streams and events of another device are.
  for (const char* other : {"emu:gfx1201", "emu:gfx942"}) {
    fly_device* second = nullptr;
    ASSERT_EQ(fly_device_open(other, &second, &error), FLY_SUCCESS) << take(error);
    EXPECT_EQ(fly_launch(second, module, "vector_add", &config, args, 5, &error), FLY_ERROR) << other;
    EXPECT_EQ(take(error), "the module was loaded on another device") << other;
    fly_device_close(second);
  }
  fly_device_close(device);

  EXPECT_EQ(fly_compile_kernel("no_such", nullptr, 0, &options, &code, &size, &error), FLY_ERROR);
  std::string message = take(error);
  EXPECT_EQ(message.rfind("unknown kernel 'no_such' (kernels: vector_add", 0), 0u) << message;
  const char* badValue[] = {"dtype=f64"};
  EXPECT_EQ(fly_compile_kernel("vector_add", badValue, 1, &options, &code, &size, &error), FLY_ERROR);
  message = take(error);
  EXPECT_NE(message.find("f64"), std::string::npos) << message;
  EXPECT_NE(message.find("bf16"), std::string::npos) << message;
  const char* badKey[] = {"colour=red"};
  EXPECT_EQ(fly_compile_kernel("vector_add", badKey, 1, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_NE(take(error).find("colour"), std::string::npos);
  const char* noEquals[] = {"dtype"};
  EXPECT_EQ(fly_compile_kernel("vector_add", noEquals, 1, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_FALSE(take(error).empty());
  EXPECT_EQ(fly_compile_kernel("vector_add", nullptr, 1, &options, &code, &size, &error), FLY_ERROR);
  EXPECT_FALSE(take(error).empty());
  unsetenv("FLY_CACHE_DIR");
  llvm::sys::fs::remove_directories(cacheDir);
}

// maxnreg (version 2 of the options): the VGPR budget of fly-llc --maxnreg. The C API's bytes
// are the C++ compiler's with the same budget (on gfx1201 a cap of 32 makes tiled_mma_gemm spill:
// Autotune.MaxnregCapsRegistersAndSpillsCost checks those bytes), and a budget beyond the arch's
// registers is Fly's located range error.
TEST(FlyC, MaxnregCapsTheKernelsRegisters) {
  const fly::kernels::Entry* gemm = fly::kernels::findKernel("tiled_mma_gemm");
  ASSERT_NE(gemm, nullptr);
  // tile_k = 32 with one stage, unpipelined: at the default 64, or pipelined, the kernel needs more
  // registers than a cap of 32 could force.
  auto params = fly::kernels::resolveParams(*gemm, {{"tile_k", "32"}, {"stages", "1"}, {"prefetch", "0"}});
  ASSERT_TRUE(static_cast<bool>(params));
  const char* const tileK32[] = {"tile_k=32", "stages=1", "prefetch=0"};
  std::string uncapped, capped;
  for (unsigned budget : {0u, 32u}) {
    fly_compile_options options = optionsFor("gfx1201");
    EXPECT_EQ(options.maxnreg, 0u); // fly_compile_options_init's default
    options.maxnreg = budget;
    void* code = nullptr;
    size_t size = 0;
    char* error = nullptr;
    ASSERT_EQ(fly_compile_kernel("tiled_mma_gemm", tileK32, 3, &options, &code, &size, &error), FLY_SUCCESS)
        << take(error);
    std::string bytes(static_cast<const char*>(code), size);
    fly_free(code);
    fly::codegen::CompileOptions cpp;
    cpp.arch = fly::target::findArch("gfx1201");
    if (budget) cpp.maxnreg = budget;
    auto expected = fly::kernels::compileKernel(*gemm, *params, cpp);
    ASSERT_TRUE(static_cast<bool>(expected)) << llvm::toString(expected.takeError());
    EXPECT_EQ(bytes, *expected) << "maxnreg " << budget;
    (budget ? capped : uncapped) = bytes;
  }
  EXPECT_NE(capped, uncapped) << "maxnreg 32 changed nothing";
  std::string text = vectorAdd();
  fly_compile_options options = optionsFor("gfx942");
  options.maxnreg = 1000;
  void* code = nullptr;
  size_t size = 0;
  char* error = nullptr;
  EXPECT_EQ(fly_compile(text.data(), text.size(), "vector_add.fly", &options, &code, &size, &error), FLY_ERROR);
  std::string message = take(error);
  EXPECT_NE(message.find("maxnreg 1000 (compile option)"), std::string::npos) << message;
  EXPECT_NE(message.find("vector_add.fly:"), std::string::npos) << message;
}

// Version 1 of fly_compile_options ended at use_cache, and its programs call the unsuffixed
// functions: those read and write nothing beyond it (here the bytes after it are garbage, which
// as a maxnreg would be out of range). A newer header's larger options are accepted while the
// fields this library does not know are 0, refused with a message otherwise.
TEST(FlyC, OptionsOfOtherHeaderVersions) {
  constexpr size_t v1Size = offsetof(fly_compile_options, use_cache) + sizeof(int);
  alignas(fly_compile_options) unsigned char buffer[sizeof(fly_compile_options) + 16];
  std::memset(buffer, 0xA5, sizeof buffer);
  auto* v1 = reinterpret_cast<fly_compile_options*>(buffer);
  (fly_compile_options_init)(v1);
  for (size_t i = v1Size; i < sizeof buffer; ++i) ASSERT_EQ(buffer[i], 0xA5) << "byte " << i << " written";
  EXPECT_EQ(v1->opt_level, 3);
  EXPECT_EQ(v1->use_cache, 1);
  v1->arch = "gfx942";
  v1->use_cache = 0;
  std::string text = vectorAdd();
  void* code = nullptr;
  size_t size = 0;
  char* error = nullptr;
  ASSERT_EQ((fly_compile)(text.data(), text.size(), "vector_add.fly", v1, &code, &size, &error), FLY_SUCCESS)
      << take(error);
  const std::string expected = compiledByCpp(text, "gfx942");
  EXPECT_EQ(std::string(static_cast<const char*>(code), size), expected);
  fly_free(code);
  ASSERT_EQ((fly_compile_kernel)("vector_add", nullptr, 0, v1, &code, &size, &error), FLY_SUCCESS) << take(error);
  fly_free(code);

  // A header with 16 bytes more: initialised to 0 there, and accepted as long as they stay 0.
  const size_t newer = FLY_COMPILE_OPTIONS_SIZE + 16;
  alignas(fly_compile_options) unsigned char larger[FLY_COMPILE_OPTIONS_SIZE + 16];
  std::memset(larger, 0xA5, sizeof larger);
  auto* options = reinterpret_cast<fly_compile_options*>(larger);
  fly_compile_options_init_sized(options, newer);
  for (size_t i = FLY_COMPILE_OPTIONS_SIZE; i < newer; ++i) ASSERT_EQ(larger[i], 0) << "byte " << i;
  options->arch = "gfx942";
  options->use_cache = 0;
  ASSERT_EQ(fly_compile_sized(text.data(), text.size(), "vector_add.fly", options, newer, &code, &size, &error),
            FLY_SUCCESS)
      << take(error);
  EXPECT_EQ(std::string(static_cast<const char*>(code), size), expected);
  fly_free(code);
  larger[newer - 1] = 1;
  EXPECT_EQ(fly_compile_sized(text.data(), text.size(), "vector_add.fly", options, newer, &code, &size, &error),
            FLY_ERROR);
  std::string message = take(error);
  EXPECT_NE(message.find("does not know: built against a newer fly-c.h?"), std::string::npos) << message;
  EXPECT_EQ(fly_compile_kernel_sized("vector_add", nullptr, 0, options, 8, &code, &size, &error), FLY_ERROR);
  message = take(error);
  EXPECT_NE(message.find("fewer than any fly-c.h declares"), std::string::npos) << message;
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

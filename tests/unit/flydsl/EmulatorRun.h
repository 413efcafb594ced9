// Running a Fly kernel written in a test on the emulator: compile the text through fly-llc's path,
// give it f32 buffers, launch one work-group, read the buffers back, compare with a reference.
#pragma once

#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace fly::testing_support {

// The code object of `text` (Fly IR) for `arch`, or null after a test failure naming the error.
inline std::shared_ptr<emu::CodeObject> compileForEmulator(const std::string &text, const std::string &file,
                                                           const target::Arch *arch) {
  codegen::CompileOptions options;
  options.arch = arch;
  auto hsaco = codegen::compileFlySource(text, file, options);
  if (!hsaco) {
    ADD_FAILURE() << file << " for " << arch->name << ": " << llvm::toString(hsaco.takeError()) << "\n" << text;
    return nullptr;
  }
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
  if (!object) {
    ADD_FAILURE() << file << ": " << llvm::toString(object.takeError());
    return nullptr;
  }
  return *object;
}

// f32 buffers on one emulated device: buffer() copies a host vector in and gives its address;
// launch() runs one work-group and copies every buffer back into its host vector.
class EmulatorRun {
public:
  uint64_t buffer(std::vector<float> &host) {
    auto a = device_.allocate(host.size() * 4);
    if (!a) {
      ADD_FAILURE() << llvm::toString(a.takeError());
      return 0;
    }
    if (llvm::Error e = device_.copyIn(*a, host.data(), host.size() * 4))
      ADD_FAILURE() << llvm::toString(std::move(e));
    buffers_.push_back({&host, *a});
    return *a;
  }

  bool launch(emu::CodeObject &object, const std::string &kernel, uint32_t block, llvm::ArrayRef<emu::ArgValue> args) {
    auto stats = device_.launch(object, kernel, emu::Dim3(1), emu::Dim3(block), args);
    if (!stats) {
      ADD_FAILURE() << kernel << ": " << llvm::toString(stats.takeError());
      return false;
    }
    for (auto &[host, address] : buffers_)
      if (llvm::Error e = device_.copyOut(host->data(), address, host->size() * 4)) {
        ADD_FAILURE() << llvm::toString(std::move(e));
        return false;
      }
    return true;
  }

private:
  emu::Device device_;
  std::vector<std::pair<std::vector<float> *, uint64_t>> buffers_;
};

// Every element equal (bit for bit: these kernels only move values); the first few differences
// are reported as failures.
inline void expectElementsEqual(const std::vector<float> &got, const std::vector<float> &want, const char *what) {
  ASSERT_EQ(got.size(), want.size());
  int wrong = 0;
  for (size_t i = 0; i < got.size(); ++i)
    if (got[i] != want[i] && wrong++ < 5)
      ADD_FAILURE() << what << " element " << i << " = " << got[i] << ", want " << want[i];
  EXPECT_EQ(wrong, 0) << what;
}

} // namespace fly::testing_support

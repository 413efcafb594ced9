// The decoded code of one code object for one wave size: instructions decoded by LLVM's MC
// disassembler on first execution and cached by address.
#pragma once

#include "Inst.h"
#include "fly/emu/CodeObject.h"

#include "llvm/Support/Error.h"

#include <atomic>
#include <map>
#include <memory>
#include <span>
#include <mutex>
#include <string>
#include <vector>

namespace fly::emu {

class Disassembler;

class Program {
public:
  /// The program of `co` for the given wave size (created once, then shared).
  static llvm::Expected<Program *> get(const CodeObject &co, bool wave32);
  ~Program();

  /// The instruction at `pc`; null with `error` set if it cannot be decoded or is not implemented.
  /// Safe to call from several threads at once.
  const Inst *at(uint64_t pc, std::string &error) {
    if (const Inst *in = cached(pc)) return in;
    return decode(pc, error);
  }
  /// The instruction at `pc` if it has been decoded already.
  const Inst *cached(uint64_t pc) const {
    uint64_t slot = (pc - base_) >> 2;
    return pc >= base_ && slot < slots_.size() ? slots_[slot].load(std::memory_order_acquire) : nullptr;
  }

  /// Whether the code reachable from the kernel entry `entry` contains an atomic on global memory
  /// (global_/flat_/buffer_atomic_*): found by following branches and direct calls from the
  /// entry; an indirect call or jump makes the whole text count (a linear sweep of it).
  bool hasGlobalAtomics(uint64_t entry);

  const CodeObject &codeObject() const { return co_; }

private:
  explicit Program(const CodeObject &co);
  const Inst *decode(uint64_t pc, std::string &error);

  const CodeObject &co_;
  std::unique_ptr<Disassembler> dis_;
  uint64_t base_ = 0;
  std::unique_ptr<std::atomic<const Inst *>[]> slots_storage_;
  std::span<std::atomic<const Inst *>> slots_;
  std::vector<std::unique_ptr<Inst>> owned_;
  std::mutex mutex_;
  std::once_flag swept_;
  bool textHasGlobalAtomics_ = false;
  std::mutex atomicsMutex_;
  std::map<uint64_t, bool> kernelHasGlobalAtomics_;
  bool textHasGlobalAtomics();
  /// The instruction at pc, or its MC size and printed text when the emulator cannot run it.
  const Inst *decodeForScan(uint64_t pc, uint64_t &size, std::string &text, bool cache);
};

/// The opcode-table name of a printed mnemonic: encoding suffix (_e32, _e64, _dpp, _sdwa, ...)
/// dropped, gfx10+ spellings mapped to the gfx9 ones.
std::string normalizeMnemonic(const std::string &mnemonic, bool &isDpp, bool &isSdwa);

// The MC subtarget features to decode `cpu`'s code with: the wave size, plus the code-generation
// features Fly compiles that arch with (target::Arch::features; gfx11: -real-true16), so that the
// disassembler reads registers as the compiler wrote them.
std::string decodeFeatures(std::string_view cpu, bool wave32);

/// Parses the printed form of one instruction into `inst` (mnemonic, operands, modifiers).
/// Exposed for unit tests. `wave32` decides how lane-mask operands are read.
bool parseInstText(const std::string &text, Inst &inst, std::string &error);

} // namespace fly::emu

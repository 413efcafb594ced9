// The decoded code of one code object for one wave size: instructions decoded by LLVM's MC
// disassembler on first execution and cached by address.
#pragma once

#include "Inst.h"
#include "fly/emu/CodeObject.h"

#include "llvm/Support/Error.h"

#include <memory>
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
  const Inst *at(uint64_t pc, std::string &error) {
    if (const Inst *in = cached(pc)) return in;
    return decode(pc, error);
  }
  /// The instruction at `pc` if it has been decoded already.
  const Inst *cached(uint64_t pc) const {
    uint64_t slot = (pc - base_) >> 2;
    return pc >= base_ && slot < cache_.size() ? cache_[slot].get() : nullptr;
  }

  const CodeObject &codeObject() const { return co_; }

private:
  explicit Program(const CodeObject &co);
  const Inst *decode(uint64_t pc, std::string &error);

  const CodeObject &co_;
  std::unique_ptr<Disassembler> dis_;
  uint64_t base_ = 0;
  std::vector<std::unique_ptr<Inst>> cache_;
  std::mutex mutex_;
};

/// Parses the printed form of one instruction into `inst` (mnemonic, operands, modifiers).
/// Exposed for unit tests. `wave32` decides how lane-mask operands are read.
bool parseInstText(const std::string &text, Inst &inst, std::string &error);

} // namespace fly::emu

#include "Inst.h"

#include <unordered_map>

namespace fly::emu {

namespace {
std::unordered_map<std::string, OpInfo> &table() {
  static std::unordered_map<std::string, OpInfo> t;
  return t;
}
} // namespace

void OpTableBuilder::add(const char *mnemonic, InstClass cls, Handler h, int numDst, uint32_t aux) {
  OpInfo info;
  info.handler = h;
  info.cls = cls;
  info.numDst = int8_t(numDst);
  info.aux = aux;
  table()[mnemonic] = info;
}

const OpInfo *lookupOp(const std::string &mnemonic) {
  static const bool built = [] {
    OpTableBuilder b;
    registerSaluOps(b);
    registerValuOps(b);
    registerMemoryOps(b);
    registerLdsOps(b);
    registerControlOps(b);
    registerMatrixOps(b);
    registerConvertOps(b);
    registerTensorOps(b);
    return true;
  }();
  (void)built;
  auto it = table().find(mnemonic);
  return it == table().end() ? nullptr : &it->second;
}

} // namespace fly::emu

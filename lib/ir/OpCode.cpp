#include "fly/ir/OpCode.h"

#include <string_view>
#include <unordered_map>

namespace fly::ir {

namespace {
using namespace OpTrait;
constexpr uint32_t Layout = OpTrait::Layout;

const OpInfo kInfos[] = {
#define FLY_OP(Id, Name, Syn, Traits) {OpCode::Id, Name, Syntax::Syn, static_cast<uint32_t>(Traits)},
#include "fly/ir/Ops.def"
#undef FLY_OP
};

const std::unordered_map<std::string_view, OpCode> &nameTable() {
  static const auto *table = [] {
    auto *m = new std::unordered_map<std::string_view, OpCode>();
    for (const OpInfo &info : kInfos)
      m->emplace(info.name, info.code);
    return m;
  }();
  return *table;
}
} // namespace

const OpInfo &opInfo(OpCode code) { return kInfos[static_cast<size_t>(code)]; }

std::optional<OpCode> lookupOpCode(std::string_view name) {
  const auto &t = nameTable();
  auto it = t.find(name);
  if (it == t.end())
    return std::nullopt;
  return it->second;
}

} // namespace fly::ir

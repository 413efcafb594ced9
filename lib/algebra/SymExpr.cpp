// Interning, facts, evaluation and printing of SymExpr nodes. The rewriting
// rules live in Simplify.cpp.
#include "fly/algebra/SymExpr.h"

#include <deque>
#include <mutex>
#include <unordered_map>

#include "SymNode.h"

namespace fly {

namespace {

struct NodeKeyHash {
  size_t operator()(const SymNode *n) const noexcept {
    size_t h = static_cast<size_t>(n->kind) * 0x9E3779B97F4A7C15ull;
    auto mix = [&](uint64_t v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); };
    mix(static_cast<uint64_t>(n->value));
    mix(static_cast<uint64_t>(n->divisibility));
    mix(n->hasRange ? static_cast<uint64_t>(n->range.lo) * 31 + static_cast<uint64_t>(n->range.hi) : 7);
    mix(reinterpret_cast<uintptr_t>(n->lhs));
    mix(reinterpret_cast<uintptr_t>(n->rhs));
    return h;
  }
};
struct NodeKeyEq {
  bool operator()(const SymNode *a, const SymNode *b) const { return a->sameContent(*b); }
};

struct SymTable {
  std::mutex mutex;
  std::deque<SymNode> storage; // stable addresses, never freed
  std::unordered_map<const SymNode *, const SymNode *, NodeKeyHash, NodeKeyEq> index;
};

SymTable &table() {
  static SymTable *t = new SymTable(); // intentionally immortal: nodes outlive statics
  return *t;
}

int64_t absSat(int64_t v) { return v == INT64_MIN ? INT64_MAX : (v < 0 ? -v : v); }

} // namespace

SymExpr internSymNode(const SymNode &given) {
  SymNode node = given;
  uint64_t h = static_cast<uint64_t>(node.kind) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  auto mix = [&](uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  };
  mix(static_cast<uint64_t>(node.value));
  mix(static_cast<uint64_t>(node.divisibility));
  mix(node.hasRange ? static_cast<uint64_t>(node.range.lo) * 31 + static_cast<uint64_t>(node.range.hi) : 7);
  mix(node.lhs ? node.lhs->structuralHash : 1);
  mix(node.rhs ? node.rhs->structuralHash : 2);
  node.structuralHash = h;
  SymTable &t = table();
  std::lock_guard<std::mutex> lock(t.mutex);
  auto it = t.index.find(&node);
  if (it != t.index.end())
    return SymExpr(it->second);
  t.storage.push_back(node);
  const SymNode *stored = &t.storage.back();
  t.index.emplace(stored, stored);
  return SymExpr(stored);
}

const char *symKindName(SymKind kind) {
  switch (kind) {
  case SymKind::Const: return "const";
  case SymKind::Var: return "var";
  case SymKind::Add: return "add";
  case SymKind::Mul: return "mul";
  case SymKind::FloorDiv: return "floordiv";
  case SymKind::Mod: return "mod";
  case SymKind::Xor: return "xor";
  case SymKind::And: return "and";
  case SymKind::Shl: return "shl";
  case SymKind::Shr: return "shr";
  }
  return "?";
}

SymExpr SymExpr::constant(int64_t value) {
  SymNode n;
  n.kind = SymKind::Const;
  n.value = value;
  n.divisibility = absSat(value);
  n.hasRange = value < INT64_MAX;
  n.range = {value, value + (value < INT64_MAX ? 1 : 0)};
  return internSymNode(n);
}

SymExpr SymExpr::var(uint32_t id, int64_t divisibility, std::optional<SymRange> range) {
  SymNode n;
  n.kind = SymKind::Var;
  n.value = id;
  n.divisibility = divisibility <= 0 ? 1 : divisibility;
  if (range) {
    n.hasRange = true;
    n.range = *range;
  }
  return internSymNode(n);
}

SymKind SymExpr::kind() const { return node_->kind; }
int64_t SymExpr::constValue() const { return node_->value; }
uint32_t SymExpr::varId() const { return static_cast<uint32_t>(node_->value); }
SymExpr SymExpr::lhs() const { return SymExpr(node_->lhs); }
SymExpr SymExpr::rhs() const { return SymExpr(node_->rhs); }
int64_t SymExpr::divisibility() const { return node_ ? node_->divisibility : 1; }
std::optional<SymRange> SymExpr::range() const {
  if (!node_ || !node_->hasRange)
    return std::nullopt;
  return node_->range;
}

namespace {

int64_t floorDiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}
int64_t floorMod64(int64_t a, int64_t b) { return a - floorDiv64(a, b) * b; }

Result<int64_t> evalNode(const SymNode *n,
                         const std::function<std::optional<int64_t>(uint32_t)> &env,
                         std::unordered_map<const SymNode *, int64_t> &memo) {
  if (n->kind == SymKind::Const)
    return n->value;
  if (n->kind == SymKind::Var) {
    auto v = env(static_cast<uint32_t>(n->value));
    if (!v)
      return Error("evaluate: no value for variable v" + std::to_string(n->value));
    return *v;
  }
  if (auto it = memo.find(n); it != memo.end())
    return it->second;
  auto a = evalNode(n->lhs, env, memo);
  if (!a)
    return a;
  auto b = evalNode(n->rhs, env, memo);
  if (!b)
    return b;
  int64_t x = *a, y = *b, r = 0;
  switch (n->kind) {
  case SymKind::Add: r = static_cast<int64_t>(static_cast<uint64_t>(x) + static_cast<uint64_t>(y)); break;
  case SymKind::Mul: r = static_cast<int64_t>(static_cast<uint64_t>(x) * static_cast<uint64_t>(y)); break;
  case SymKind::FloorDiv:
    if (y == 0)
      return Error("evaluate: division by zero");
    r = floorDiv64(x, y);
    break;
  case SymKind::Mod:
    if (y == 0)
      return Error("evaluate: modulo by zero");
    r = floorMod64(x, y);
    break;
  case SymKind::Xor: r = x ^ y; break;
  case SymKind::And: r = x & y; break;
  case SymKind::Shl: r = (y >= 0 && y < 64) ? static_cast<int64_t>(static_cast<uint64_t>(x) << y) : 0; break;
  case SymKind::Shr: r = (y >= 0 && y < 64) ? (x >> y) : (x < 0 ? -1 : 0); break;
  default: break;
  }
  memo.emplace(n, r);
  return r;
}

} // namespace

Result<int64_t> SymExpr::evaluate(const std::function<std::optional<int64_t>(uint32_t)> &env) const {
  if (!node_)
    return Error("evaluate: null expression");
  std::unordered_map<const SymNode *, int64_t> memo;
  return evalNode(node_, env, memo);
}

Result<int64_t> SymExpr::evaluate(const std::unordered_map<uint32_t, int64_t> &env) const {
  return evaluate([&](uint32_t id) -> std::optional<int64_t> {
    auto it = env.find(id);
    if (it == env.end())
      return std::nullopt;
    return it->second;
  });
}

namespace {
SymExpr rebuild(SymKind kind, SymExpr a, SymExpr b) {
  switch (kind) {
  case SymKind::Add: return a + b;
  case SymKind::Mul: return a * b;
  case SymKind::FloorDiv: return floorDiv(a, b);
  case SymKind::Mod: return mod(a, b);
  case SymKind::Xor: return a ^ b;
  case SymKind::And: return a & b;
  case SymKind::Shl: return a << b;
  case SymKind::Shr: return a >> b;
  default: return a;
  }
}

SymExpr substituteRec(SymExpr e, const std::unordered_map<uint32_t, SymExpr> &repl,
                      std::unordered_map<const SymNode *, SymExpr> &memo) {
  if (e.isConst())
    return e;
  if (e.isVar()) {
    auto it = repl.find(e.varId());
    return it == repl.end() ? e : it->second;
  }
  if (auto it = memo.find(e.node()); it != memo.end())
    return it->second;
  SymExpr r = rebuild(e.kind(), substituteRec(e.lhs(), repl, memo), substituteRec(e.rhs(), repl, memo));
  memo.emplace(e.node(), r);
  return r;
}

void printRec(SymExpr e, std::string &out, bool top) {
  if (e.isConst()) {
    out += std::to_string(e.constValue());
    return;
  }
  if (e.isVar()) {
    out += "v" + std::to_string(e.varId());
    return;
  }
  const char *op = "?";
  switch (e.kind()) {
  case SymKind::Add: op = " + "; break;
  case SymKind::Mul: op = " * "; break;
  case SymKind::FloorDiv: op = " floordiv "; break;
  case SymKind::Mod: op = " mod "; break;
  case SymKind::Xor: op = " ^ "; break;
  case SymKind::And: op = " & "; break;
  case SymKind::Shl: op = " << "; break;
  case SymKind::Shr: op = " >> "; break;
  default: break;
  }
  if (!top)
    out += '(';
  printRec(e.lhs(), out, false);
  out += op;
  printRec(e.rhs(), out, false);
  if (!top)
    out += ')';
}
} // namespace

SymExpr SymExpr::substitute(const std::unordered_map<uint32_t, SymExpr> &replacement) const {
  if (!node_)
    return *this;
  std::unordered_map<const SymNode *, SymExpr> memo;
  return substituteRec(*this, replacement, memo);
}

std::string SymExpr::str() const {
  if (!node_)
    return "<null>";
  std::string out;
  printRec(*this, out, true);
  return out;
}

SymExpr makeRawSymExpr(SymKind kind, SymExpr lhs, SymExpr rhs) { return makeBinary(kind, lhs, rhs); }

} // namespace fly

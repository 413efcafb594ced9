// fly::SymExpr: an immutable, hash-consed integer expression DAG.
//
// Dynamic leaves of the layout algebra carry a SymExpr so that the algebra can
// run on values only known when the kernel runs: the layout-lowering pass maps
// SSA values to variables, runs e.g. crd2idx, and emits integer arithmetic from
// the resulting expression. Nodes are interned in a process-wide table (guarded
// by a mutex) and never freed, so equal expressions are the same pointer and a
// SymExpr is one pointer wide.
//
// Building an expression through the functions below always simplifies it
// (Simplify.cpp): constant folding, neutral elements, divisibility facts.
// Semantics are those of 64-bit signed integers with floor division and a
// modulo whose sign follows the divisor (as CuTe's algebra on non-negative
// values needs; for non-negative operands they coincide with C's / and %).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

#include "fly/algebra/Result.h"

namespace fly {

enum class SymKind : uint8_t {
  Const,
  Var,
  Add,
  Mul,
  FloorDiv,
  Mod,
  Xor,
  And,
  Shl,
  Shr,
};

const char *symKindName(SymKind kind);

// A half-open value range [lo, hi).
struct SymRange {
  int64_t lo = 0;
  int64_t hi = 0;
  bool operator==(const SymRange &) const = default;
};

struct SymNode; // defined in lib/algebra

class SymExpr {
public:
  SymExpr() = default; // the null expression: "no expression known"

  static SymExpr constant(int64_t value);
  // A variable: an external value (e.g. an SSA value), with what is known about
  // it. Create a given id once with its facts: the same id with different facts
  // is a different node.
  static SymExpr var(uint32_t id, int64_t divisibility = 1,
                     std::optional<SymRange> range = std::nullopt);

  bool isNull() const { return node_ == nullptr; }
  explicit operator bool() const { return node_ != nullptr; }

  SymKind kind() const;
  bool isConst() const { return node_ && kind() == SymKind::Const; }
  bool isVar() const { return node_ && kind() == SymKind::Var; }
  int64_t constValue() const; // precondition: isConst()
  uint32_t varId() const;     // precondition: isVar()
  // Operands of a binary node (null for Const/Var).
  SymExpr lhs() const;
  SymExpr rhs() const;

  // Largest d known to divide the value (a constant c gives |c|; 0 gives 0,
  // "divisible by everything").
  int64_t divisibility() const;
  // Known range of values, if any.
  std::optional<SymRange> range() const;

  // Value under an assignment of variables; an error for a missing variable or
  // a division by zero.
  Result<int64_t> evaluate(const std::function<std::optional<int64_t>(uint32_t)> &env) const;
  Result<int64_t> evaluate(const std::unordered_map<uint32_t, int64_t> &env) const;
  // Replaces variables (by id) and re-simplifies.
  SymExpr substitute(const std::unordered_map<uint32_t, SymExpr> &replacement) const;

  // Infix form, fully parenthesized below the top: "((v0 * 4) + v1)". Variables
  // print as v<id>.
  std::string str() const;

  const SymNode *node() const { return node_; }
  friend bool operator==(SymExpr a, SymExpr b) { return a.node_ == b.node_; }
  friend bool operator!=(SymExpr a, SymExpr b) { return a.node_ != b.node_; }

private:
  explicit SymExpr(const SymNode *node) : node_(node) {}
  friend SymExpr internSymNode(const SymNode &);
  const SymNode *node_ = nullptr;
};

// Simplifying constructors. Operands must be non-null.
SymExpr operator+(SymExpr a, SymExpr b);
SymExpr operator-(SymExpr a, SymExpr b);
SymExpr operator*(SymExpr a, SymExpr b);
SymExpr floorDiv(SymExpr a, SymExpr b);
SymExpr mod(SymExpr a, SymExpr b);
SymExpr operator^(SymExpr a, SymExpr b);
SymExpr operator&(SymExpr a, SymExpr b);
SymExpr operator<<(SymExpr a, SymExpr b);
SymExpr operator>>(SymExpr a, SymExpr b);

// Builds a node exactly as given, without simplification (for tests and for
// the simplifier itself).
SymExpr makeRawSymExpr(SymKind kind, SymExpr lhs, SymExpr rhs);

} // namespace fly

template <>
struct std::hash<fly::SymExpr> {
  size_t operator()(fly::SymExpr e) const noexcept {
    return std::hash<const void *>()(e.node());
  }
};

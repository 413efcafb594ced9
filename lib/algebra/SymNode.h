// The node behind a SymExpr (private to lib/algebra).
#pragma once

#include <cstdint>
#include <optional>

#include "fly/algebra/SymExpr.h"

namespace fly {

struct SymNode {
  SymKind kind = SymKind::Const;
  int64_t value = 0; // Const: the value; Var: the id
  int64_t divisibility = 1;
  bool hasRange = false;
  SymRange range;
  const SymNode *lhs = nullptr;
  const SymNode *rhs = nullptr;
  // A hash of the structure (kinds, constants, variable ids, facts), not of
  // addresses: the simplifier orders commutative operands by it, so a given
  // expression is built the same way in every run.
  uint64_t structuralHash = 0;

  bool sameContent(const SymNode &o) const {
    return kind == o.kind && value == o.value && divisibility == o.divisibility &&
           hasRange == o.hasRange && (!hasRange || range == o.range) && lhs == o.lhs &&
           rhs == o.rhs;
  }
};

// Interns a node (its facts must already be computed); equal content gives
// the same SymExpr.
SymExpr internSymNode(const SymNode &node);

// Builds a binary node with its facts derived from the operands, no rewriting.
SymExpr makeBinary(SymKind kind, SymExpr lhs, SymExpr rhs);

} // namespace fly

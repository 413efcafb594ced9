// Op attributes: immutable values allocated in the Context's arena. An
// Attribute is a cheap handle; attributes are compared structurally (equals).
#pragma once

#include "fly/ir/Types.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fly::ir {

enum class AttrKind : uint8_t {
  Integer,     // 4 : i32   (type may be index / iN)
  Float,       // 1.000000e+00 : f32
  Bool,        // true / false
  Unit,        // present without a value (`{kernel}`)
  String,      // "text"
  TypeAttr,    // a type as a value (`dtype = f16`)
  DenseArray,  // array<i32: 1, 2>
  Array,       // [a, b]
  Dictionary,  // {a = 1 : i64, b}
  SymbolRef,   // @name
  DenseElements, // dense<1.0> : vector<4xf32> (one element = splat)
  Dialect,     // #fly<mma_operand a>: a dialect attribute kept as its text
};

struct AttrStorage;
struct NamedAttribute;

class Attribute {
public:
  Attribute() = default;
  explicit Attribute(const AttrStorage *s) : impl_(s) {}
  explicit operator bool() const { return impl_ != nullptr; }

  AttrKind kind() const;
  bool is(AttrKind k) const { return impl_ && kind() == k; }

  // Accessors; each has the precondition that the kind matches.
  int64_t intValue() const;        // Integer, Bool (0/1)
  double floatValue() const;       // Float
  Type type() const;               // Integer/Float: its type; TypeAttr: the value; DenseElements: shaped type
  std::string_view str() const;    // String, SymbolRef, Dialect (its whole text)
  std::span<const int64_t> denseArray() const; // DenseArray
  unsigned denseArrayWidth() const;            // DenseArray element width (32 or 64; 1 for i1)
  std::span<const Attribute> elements() const; // Array, DenseElements
  std::span<const NamedAttribute> dict() const; // Dictionary
  Attribute dictGet(std::string_view name) const;

  bool equals(const Attribute &o) const;
  size_t hash() const;
  const AttrStorage *impl() const { return impl_; }

private:
  const AttrStorage *impl_ = nullptr;
};

struct NamedAttribute {
  std::string_view name; // interned in the Context
  Attribute value;
};

} // namespace fly::ir

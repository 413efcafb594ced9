#include "fly/ir/Attributes.h"

#include "AttrStorage.h"

#include <cstring>
#include <functional>

namespace fly::ir {

AttrKind Attribute::kind() const { return impl_->kind; }
int64_t Attribute::intValue() const { return impl_->i; }
double Attribute::floatValue() const { return impl_->f; }
Type Attribute::type() const { return impl_->type; }
std::string_view Attribute::str() const { return impl_->s; }
std::span<const int64_t> Attribute::denseArray() const { return {impl_->ints, impl_->n}; }
unsigned Attribute::denseArrayWidth() const { return impl_->width; }
std::span<const Attribute> Attribute::elements() const { return {impl_->elems, impl_->n}; }
std::span<const NamedAttribute> Attribute::dict() const { return {impl_->named, impl_->n}; }

Attribute Attribute::dictGet(std::string_view name) const {
  for (const NamedAttribute &na : dict())
    if (na.name == name)
      return na.value;
  return Attribute();
}

bool Attribute::equals(const Attribute &o) const {
  if (impl_ == o.impl_)
    return true;
  if (!impl_ || !o.impl_)
    return false;
  const AttrStorage &a = *impl_, &b = *o.impl_;
  if (a.kind != b.kind || a.type != b.type || a.n != b.n)
    return false;
  switch (a.kind) {
  case AttrKind::Integer:
  case AttrKind::Bool: return a.i == b.i;
  case AttrKind::Float: return std::memcmp(&a.f, &b.f, sizeof(double)) == 0;
  case AttrKind::Unit:
  case AttrKind::TypeAttr: return true;
  case AttrKind::String:
  case AttrKind::SymbolRef:
  case AttrKind::Dialect: return a.s == b.s;
  case AttrKind::DenseArray:
    return a.width == b.width && std::equal(a.ints, a.ints + a.n, b.ints);
  case AttrKind::Array:
  case AttrKind::DenseElements:
    for (uint32_t i = 0; i < a.n; ++i)
      if (!a.elems[i].equals(b.elems[i]))
        return false;
    return true;
  case AttrKind::Dictionary:
    for (uint32_t i = 0; i < a.n; ++i)
      if (a.named[i].name != b.named[i].name || !a.named[i].value.equals(b.named[i].value))
        return false;
    return true;
  }
  return false;
}

size_t Attribute::hash() const {
  if (!impl_)
    return 0;
  const AttrStorage &a = *impl_;
  size_t h = std::hash<int>()(static_cast<int>(a.kind)) * 31 + std::hash<Type>()(a.type);
  auto mix = [&](size_t v) { h = h * 1000003u ^ v; };
  switch (a.kind) {
  case AttrKind::Integer:
  case AttrKind::Bool: mix(std::hash<int64_t>()(a.i)); break;
  case AttrKind::Float: mix(std::hash<double>()(a.f)); break;
  case AttrKind::String:
  case AttrKind::SymbolRef:
  case AttrKind::Dialect: mix(std::hash<std::string_view>()(a.s)); break;
  case AttrKind::DenseArray:
    for (uint32_t i = 0; i < a.n; ++i)
      mix(std::hash<int64_t>()(a.ints[i]));
    break;
  case AttrKind::Array:
  case AttrKind::DenseElements:
    for (uint32_t i = 0; i < a.n; ++i)
      mix(a.elems[i].hash());
    break;
  case AttrKind::Dictionary:
    for (uint32_t i = 0; i < a.n; ++i)
      mix(std::hash<std::string_view>()(a.named[i].name) ^ a.named[i].value.hash());
    break;
  default: break;
  }
  return h;
}

} // namespace fly::ir

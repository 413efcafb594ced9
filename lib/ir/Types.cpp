#include "fly/ir/Types.h"

namespace fly::ir {

const char *floatKindName(FloatKind k) {
  switch (k) {
  case FloatKind::F16: return "f16";
  case FloatKind::BF16: return "bf16";
  case FloatKind::F32: return "f32";
  case FloatKind::F64: return "f64";
  case FloatKind::F8E4M3FNUZ: return "f8E4M3FNUZ";
  case FloatKind::F8E4M3FN: return "f8E4M3FN";
  case FloatKind::F8E5M2: return "f8E5M2";
  case FloatKind::F8E5M2FNUZ: return "f8E5M2FNUZ";
  case FloatKind::F4E2M1FN: return "f4E2M1FN";
  case FloatKind::F6E2M3FN: return "f6E2M3FN";
  case FloatKind::F6E3M2FN: return "f6E3M2FN";
  }
  return "f?";
}

unsigned floatKindWidth(FloatKind k) {
  switch (k) {
  case FloatKind::F16:
  case FloatKind::BF16: return 16;
  case FloatKind::F32: return 32;
  case FloatKind::F64: return 64;
  case FloatKind::F4E2M1FN: return 4;
  case FloatKind::F6E2M3FN:
  case FloatKind::F6E3M2FN: return 6;
  default: return 8;
  }
}

int64_t VectorType::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape_)
    n *= d;
  return n;
}

int64_t BuiltinMemRefType::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape_)
    n *= d;
  return n;
}

bool Type::isInteger(unsigned width) const {
  if (!impl_ || kind() != TypeKind::Integer)
    return false;
  return width == 0 || cast<IntegerType>().width() == width;
}

Type Type::elementType() const {
  if (auto *v = dyn_cast<VectorType>())
    return v->elementType();
  return *this;
}

unsigned Type::bitWidth() const {
  if (!impl_)
    return 0;
  switch (kind()) {
  case TypeKind::Integer: return cast<IntegerType>().width();
  case TypeKind::Index: return 64;
  case TypeKind::Float: return cast<FloatType>().width();
  default: return 0;
  }
}

} // namespace fly::ir

// The Context owns everything an IR module is made of: a bump arena for
// operations, blocks, values and attributes (nothing of it is freed one by
// one: erasing an op only unlinks it), the uniqued types, interned strings,
// and the names of the source files locations point into.
#pragma once

#include "fly/ir/Attributes.h"
#include "fly/ir/Types.h"

#include <cstddef>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace fly::ir {

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  // ---- arena ----
  void *allocate(size_t bytes, size_t align = alignof(std::max_align_t));
  template <class T> T *allocateArray(size_t n) {
    return n ? static_cast<T *>(allocate(sizeof(T) * n, alignof(T))) : nullptr;
  }
  template <class T, class... Args> T *make(Args &&...args) {
    return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
  }
  size_t arenaBytes() const { return arenaBytes_; }
  // Copies a string into the arena (deduplicated); the view lives as long as the Context.
  std::string_view intern(std::string_view s);

  // ---- builtin types ----
  Type integerType(unsigned width);
  Type i1() { return integerType(1); }
  Type i8() { return integerType(8); }
  Type i16() { return integerType(16); }
  Type i32() { return integerType(32); }
  Type i64() { return integerType(64); }
  Type indexType() { return index_; }
  Type floatType(FloatKind k) { return floats_[static_cast<int>(k)]; }
  Type f16() { return floatType(FloatKind::F16); }
  Type bf16() { return floatType(FloatKind::BF16); }
  Type f32() { return floatType(FloatKind::F32); }
  Type f64() { return floatType(FloatKind::F64); }
  Type vectorType(std::vector<int64_t> shape, Type elem);
  Type vectorType(int64_t n, Type elem) { return vectorType(std::vector<int64_t>{n}, elem); }
  Type llvmPointerType(unsigned addressSpace);
  Type llvmStructType(std::vector<Type> fields);
  Type llvmArrayType(int64_t count, Type element);
  // `memorySpace` as written ("" for none); `addressSpace` its AMDGPU address space.
  Type builtinMemRefType(std::vector<int64_t> shape, Type elem, std::string_view memorySpace, unsigned addressSpace);
  Type opaqueType(std::string_view text);

  // Returns the uniqued storage whose canonical text is `key`, creating it with
  // `make` when absent. Used by the type constructors here and in FlyTypes.
  template <class Make> Type uniqueType(const std::string &key, Make &&make) {
    auto it = types_.find(key);
    if (it != types_.end())
      return Type(it->second.get());
    TypeStorage *s = make();
    types_.emplace(key, std::unique_ptr<TypeStorage>(s));
    return Type(s);
  }
  size_t numTypes() const { return types_.size(); }

  // ---- attributes ----
  Attribute integerAttr(int64_t v, Type type);
  Attribute i32Attr(int32_t v) { return integerAttr(v, i32()); }
  Attribute i64Attr(int64_t v) { return integerAttr(v, i64()); }
  Attribute indexAttr(int64_t v) { return integerAttr(v, indexType()); }
  Attribute floatAttr(double v, Type type);
  Attribute boolAttr(bool v);
  Attribute unitAttr();
  Attribute stringAttr(std::string_view s);
  Attribute typeAttr(Type t);
  Attribute denseArrayAttr(std::span<const int64_t> values, unsigned width);
  Attribute arrayAttr(std::span<const Attribute> elems);
  Attribute dictAttr(std::span<const NamedAttribute> entries);
  Attribute symbolRefAttr(std::string_view name);
  // `#dialect<...>` or `#alias`, the whole text.
  Attribute opaqueAttr(std::string_view text);
  Attribute denseElementsAttr(std::span<const Attribute> elems, Type shaped);

  // ---- source files for locations ----
  uint32_t addFile(std::string name);
  const std::string &fileName(uint32_t id) const;

  // Lets layers above (FlyTypes, ops) keep per-context caches without globals.
  template <class T> T &extension() {
    static const char key = 0;
    auto &slot = extensions_[&key];
    if (!slot)
      slot = std::shared_ptr<void>(new T(), [](void *p) { delete static_cast<T *>(p); });
    return *static_cast<T *>(slot.get());
  }

private:
  Attribute makeAttr(const struct AttrStorage &proto);

  struct Chunk {
    std::unique_ptr<std::byte[]> data;
    size_t size;
  };
  std::vector<Chunk> chunks_;
  std::byte *cur_ = nullptr;
  std::byte *end_ = nullptr;
  size_t arenaBytes_ = 0;

  std::unordered_set<std::string_view> interned_;
  std::unordered_map<std::string, std::unique_ptr<TypeStorage>> types_;
  Type integers_[65] = {};
  Type index_;
  Type floats_[static_cast<int>(kLastFloatKind) + 1] = {};
  Attribute unit_, true_, false_;
  std::vector<std::string> files_;
  std::unordered_map<const void *, std::shared_ptr<void>> extensions_;
};

} // namespace fly::ir

#include "fly/ir/Context.h"

#include "AttrStorage.h"

#include <algorithm>
#include <cstring>

namespace fly::ir {

namespace {
constexpr size_t kChunkSize = 64 * 1024;
}

Context::Context() {
  index_ = Type(new IndexType());
  types_.emplace("index", std::unique_ptr<TypeStorage>(const_cast<TypeStorage *>(index_.impl())));
  for (int k = 0; k <= static_cast<int>(kLastFloatKind); ++k) {
    auto *t = new FloatType(static_cast<FloatKind>(k));
    types_.emplace(t->str(), std::unique_ptr<TypeStorage>(t));
    floats_[k] = Type(t);
  }
  AttrStorage u;
  u.kind = AttrKind::Unit;
  unit_ = makeAttr(u);
  AttrStorage b;
  b.kind = AttrKind::Bool;
  b.type = i1();
  b.i = 1;
  true_ = makeAttr(b);
  b.i = 0;
  false_ = makeAttr(b);
  files_.push_back("<unknown>");
}

Context::~Context() = default;

void *Context::allocate(size_t bytes, size_t align) {
  auto p = reinterpret_cast<uintptr_t>(cur_);
  uintptr_t aligned = (p + align - 1) & ~(uintptr_t)(align - 1);
  if (!cur_ || aligned + bytes > reinterpret_cast<uintptr_t>(end_)) {
    size_t size = std::max(kChunkSize, bytes + align);
    chunks_.push_back(Chunk{std::make_unique<std::byte[]>(size), size});
    cur_ = chunks_.back().data.get();
    end_ = cur_ + size;
    p = reinterpret_cast<uintptr_t>(cur_);
    aligned = (p + align - 1) & ~(uintptr_t)(align - 1);
  }
  cur_ = reinterpret_cast<std::byte *>(aligned + bytes);
  arenaBytes_ += bytes;
  return reinterpret_cast<void *>(aligned);
}

std::string_view Context::intern(std::string_view s) {
  auto it = interned_.find(s);
  if (it != interned_.end())
    return *it;
  char *mem = static_cast<char *>(allocate(s.size() + 1, 1));
  std::memcpy(mem, s.data(), s.size());
  mem[s.size()] = 0;
  std::string_view v(mem, s.size());
  interned_.insert(v);
  return v;
}

Type Context::integerType(unsigned width) {
  if (width < 65 && integers_[width])
    return integers_[width];
  Type t = uniqueType("i" + std::to_string(width), [&] { return new IntegerType(width); });
  if (width < 65)
    integers_[width] = t;
  return t;
}

Type Context::vectorType(std::vector<int64_t> shape, Type elem) {
  std::string key = "vector<";
  for (int64_t d : shape)
    key += std::to_string(d) + "x";
  key += elem.str() + ">";
  return uniqueType(key, [&] { return new VectorType(shape, elem, key); });
}

Type Context::llvmPointerType(unsigned as) {
  std::string key = as == 0 ? "!llvm.ptr" : "!llvm.ptr<" + std::to_string(as) + ">";
  return uniqueType(key, [&] { return new LLVMPointerType(as, key); });
}

Type Context::llvmStructType(std::vector<Type> fields) {
  std::string key = "!llvm.struct<(";
  for (size_t i = 0; i < fields.size(); ++i)
    key += (i ? ", " : "") + fields[i].str();
  key += ")>";
  int64_t n = int64_t(fields.size());
  return uniqueType(key, [&] { return new LLVMAggregateType(TypeKind::LLVMStruct, std::move(fields), n, key); });
}

Type Context::llvmArrayType(int64_t count, Type element) {
  std::string key = "!llvm.array<" + std::to_string(count) + " x " + element.str() + ">";
  return uniqueType(key, [&] { return new LLVMAggregateType(TypeKind::LLVMArray, {element}, count, key); });
}

Type Context::builtinMemRefType(std::vector<int64_t> shape, Type elem, std::string_view memorySpace,
                                unsigned addressSpace) {
  std::string key = "memref<";
  for (int64_t d : shape)
    key += std::to_string(d) + "x";
  key += elem.str();
  if (!memorySpace.empty())
    key += ", " + std::string(memorySpace);
  key += ">";
  return uniqueType(key, [&] {
    return new BuiltinMemRefType(std::move(shape), elem, std::string(memorySpace), addressSpace, key);
  });
}

Type Context::opaqueType(std::string_view text) {
  std::string key(text);
  return uniqueType(key, [&] { return new OpaqueType(key); });
}

// ---- attributes ----

Attribute Context::makeAttr(const AttrStorage &proto) { return Attribute(make<AttrStorage>(proto)); }

Attribute Context::integerAttr(int64_t v, Type type) {
  AttrStorage s;
  s.kind = AttrKind::Integer;
  s.i = v;
  s.type = type;
  return makeAttr(s);
}

Attribute Context::floatAttr(double v, Type type) {
  AttrStorage s;
  s.kind = AttrKind::Float;
  // An f32 value is kept exactly as the f32 it denotes.
  s.f = type && type.bitWidth() == 32 ? static_cast<double>(static_cast<float>(v)) : v;
  s.type = type;
  return makeAttr(s);
}

Attribute Context::boolAttr(bool v) { return v ? true_ : false_; }
Attribute Context::unitAttr() { return unit_; }

Attribute Context::stringAttr(std::string_view str) {
  AttrStorage s;
  s.kind = AttrKind::String;
  s.s = intern(str);
  return makeAttr(s);
}

Attribute Context::typeAttr(Type t) {
  AttrStorage s;
  s.kind = AttrKind::TypeAttr;
  s.type = t;
  return makeAttr(s);
}

Attribute Context::denseArrayAttr(std::span<const int64_t> values, unsigned width) {
  AttrStorage s;
  s.kind = AttrKind::DenseArray;
  s.width = static_cast<uint8_t>(width);
  int64_t *mem = allocateArray<int64_t>(values.size());
  std::copy(values.begin(), values.end(), mem);
  s.ints = mem;
  s.n = static_cast<uint32_t>(values.size());
  return makeAttr(s);
}

Attribute Context::arrayAttr(std::span<const Attribute> elems) {
  AttrStorage s;
  s.kind = AttrKind::Array;
  Attribute *mem = allocateArray<Attribute>(elems.size());
  std::uninitialized_copy(elems.begin(), elems.end(), mem);
  s.elems = mem;
  s.n = static_cast<uint32_t>(elems.size());
  return makeAttr(s);
}

Attribute Context::dictAttr(std::span<const NamedAttribute> entries) {
  AttrStorage s;
  s.kind = AttrKind::Dictionary;
  NamedAttribute *mem = allocateArray<NamedAttribute>(entries.size());
  for (size_t i = 0; i < entries.size(); ++i)
    new (&mem[i]) NamedAttribute{intern(entries[i].name), entries[i].value};
  s.named = mem;
  s.n = static_cast<uint32_t>(entries.size());
  return makeAttr(s);
}

Attribute Context::symbolRefAttr(std::string_view name) {
  AttrStorage s;
  s.kind = AttrKind::SymbolRef;
  s.s = intern(name);
  return makeAttr(s);
}

Attribute Context::opaqueAttr(std::string_view text) {
  AttrStorage s;
  s.kind = AttrKind::Opaque;
  s.s = intern(text);
  return makeAttr(s);
}

Attribute Context::denseElementsAttr(std::span<const Attribute> elems, Type shaped) {
  AttrStorage s;
  s.kind = AttrKind::DenseElements;
  Attribute *mem = allocateArray<Attribute>(elems.size());
  std::uninitialized_copy(elems.begin(), elems.end(), mem);
  s.elems = mem;
  s.n = static_cast<uint32_t>(elems.size());
  s.type = shaped;
  return makeAttr(s);
}

uint32_t Context::addFile(std::string name) {
  files_.push_back(std::move(name));
  return static_cast<uint32_t>(files_.size() - 1);
}

const std::string &Context::fileName(uint32_t id) const {
  return id < files_.size() ? files_[id] : files_[0];
}

} // namespace fly::ir

//===- TensorArguments.cpp - Kernel arguments as the kernel's source declares them -===//

#include "fly/runtime/TensorArguments.h"

#include "fly/algebra/IntTuple.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/KernelABI.h"
#include "fly/ir/Parser.h"

#include "llvm/ADT/Twine.h"

#include <limits>

using namespace llvm;

namespace fly::runtime {
namespace {

llvm::Error argError(const codeobject::KernelInfo &kernel, const std::string &arg, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           "launch of kernel '" + kernel.name + "': argument '" + arg + "': " + message);
}

std::string listOf(const std::vector<int64_t> &v) {
  std::string s = "(";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + std::to_string(v[i]);
  return s + ")";
}

// The tensor type a metadata argument declares, if its `.type_name` is a Fly memref.
ir::Type tensorTypeOf(ir::Context &ctx, const codeobject::KernelArg &meta) {
  if (StringRef(meta.typeName).starts_with("!fly.memref<")) {
    auto t = ir::parseType(ctx, meta.typeName);
    if (t.ok() && ir::isTensorArgument(*t))
      return *t;
  }
  return {};
}

// Checks `desc` against the tensor type and appends the pieces' values.
llvm::Error packTensor(const codeobject::KernelInfo &kernel, ir::Context &ctx, ir::Type type,
                 const std::vector<ir::KernelArgPiece> &pieces, const TensorDesc &desc,
                 std::vector<ArgValue> &out) {
  const std::string &name = pieces.front().name;
  auto &memref = type.cast<ir::MemRefType>();
  auto element = ir::parseType(ctx, desc.elementType);
  if (!element.ok() || *element != memref.elementType())
    return argError(kernel, name, "the tensor's element type is '" + desc.elementType + "', the kernel takes '" +
                                      memref.elementType().str() + "'");
  if (unsigned align = memref.alignment(); align > 1 && desc.address % align != 0)
    return argError(kernel, name, "base address 0x" + Twine::utohexstr(desc.address) + " is not aligned to " +
                                      Twine(align) + " bytes as " + type.str() + " requires");
  std::vector<Int> shapeLeaves, strideLeaves;
  if (auto *l = memref.layout().dyn_cast<ir::LayoutType>()) {
    shapeLeaves = leaves(l->value().shape());
    strideLeaves = leaves(l->value().stride());
  } else if (auto *c = memref.layout().dyn_cast<ir::ComposedLayoutType>()) {
    shapeLeaves = leaves(c->value().outer().shape());
    strideLeaves = leaves(c->value().outer().stride());
  }
  if (desc.shape.size() != shapeLeaves.size() || desc.strides.size() != shapeLeaves.size())
    return argError(kernel, name, "the kernel takes a tensor of rank " + Twine(shapeLeaves.size()) + " (" +
                                      type.str() + "), got shape " + listOf(desc.shape) + " and strides " +
                                      listOf(desc.strides));
  auto checkStatic = [&](const std::vector<Int> &ls, const std::vector<int64_t> &given, const char *what) -> llvm::Error {
    for (size_t i = 0; i < ls.size(); ++i)
      if (ls[i].isStatic() && ls[i].value() != given[i])
        return argError(kernel, name, Twine(what) + " " + Twine(i) + " is " + Twine(given[i]) + ", the kernel's type " +
                                          type.str() + " fixes it to " + Twine(ls[i].value()));
    return llvm::Error::success();
  };
  if (llvm::Error e = checkStatic(shapeLeaves, desc.shape, "extent"))
    return e;
  if (llvm::Error e = checkStatic(strideLeaves, desc.strides, "stride"))
    return e;
  out.push_back(ArgValue::pointer(desc.address));
  for (size_t k = 1; k < pieces.size(); ++k) {
    const ir::KernelArgPiece &p = pieces[k];
    bool isShape = p.kind == ir::KernelArgPiece::Kind::ShapeLeaf;
    int64_t v = isShape ? desc.shape[p.leaf] : desc.strides[p.leaf];
    const char *what = isShape ? "extent" : "stride";
    if (isShape && v < 1)
      return argError(kernel, name, Twine(what) + " " + Twine(p.leaf) + " is " + Twine(v) + "; extents must be positive");
    if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())
      return argError(kernel, name, Twine(what) + " " + Twine(p.leaf) + " is " + Twine(v) + ", outside i32 ('" + p.name +
                                        "' is passed as i32)");
    if (p.divisibility > 1 && v % p.divisibility != 0)
      return argError(kernel, name, Twine(what) + " " + Twine(p.leaf) + " is " + Twine(v) + ", not a multiple of " +
                                        Twine(p.divisibility) + " as " + type.str() + " declares");
    out.push_back(ArgValue::i32(int32_t(v)));
  }
  return llvm::Error::success();
}

} // namespace

namespace {
// The source-level arguments, read back from the metadata: a tensor is its pointer piece
// (its memref type in `.type_name`) and the pieces the ABI gives that type.
struct SourceArg {
  const codeobject::KernelArg *meta;
  std::string name;
  ir::Type tensor;
  std::vector<ir::KernelArgPiece> pieces;
};

Expected<std::vector<SourceArg>> declaredArguments(const codeobject::KernelInfo &kernel, ir::Context &ctx) {
  std::vector<const codeobject::KernelArg *> metas = kernel.explicitArgs();
  std::vector<SourceArg> declared;
  for (size_t j = 0; j < metas.size();) {
    SourceArg a{metas[j], metas[j]->name.empty() ? "#" + std::to_string(declared.size()) : metas[j]->name, {}, {}};
    a.tensor = tensorTypeOf(ctx, *metas[j]);
    if (a.tensor) {
      auto p = ir::kernelArgPieces(ctx, a.tensor, metas[j]->name);
      if (!p.ok())
        return argError(kernel, a.name, p.error().message);
      a.pieces = std::move(*p);
      // The metadata must hold exactly the pieces the ABI gives this type, in order.
      for (size_t k = 1; k < a.pieces.size(); ++k)
        if (j + k >= metas.size() || metas[j + k]->name != a.pieces[k].name)
          return argError(kernel, a.name,
                          "the code object's arguments do not follow Fly's kernel ABI for " + a.tensor.str() +
                              " (expected piece '" + a.pieces[k].name + "' at position " + Twine(j + k) + ")");
    }
    j += a.tensor ? a.pieces.size() : 1;
    declared.push_back(std::move(a));
  }
  return declared;
}
} // namespace

Expected<std::vector<bool>> tensorParameters(const codeobject::KernelInfo &kernel) {
  ir::Context ctx;
  auto declared = declaredArguments(kernel, ctx);
  if (!declared)
    return declared.takeError();
  std::vector<bool> out;
  for (const SourceArg &a : *declared)
    out.push_back(bool(a.tensor));
  return out;
}

Expected<std::vector<ArgValue>> buildKernelArguments(const codeobject::KernelInfo &kernel,
                                                     const std::vector<KernelArgument> &args) {
  ir::Context ctx;
  auto found = declaredArguments(kernel, ctx);
  if (!found)
    return found.takeError();
  std::vector<SourceArg> &declared = *found;
  if (declared.size() != args.size())
    return createStringError(inconvertibleErrorCode(), "launch of kernel '" + kernel.name + "': expects " +
                                                           Twine(declared.size()) + " argument" +
                                                           (declared.size() == 1 ? "" : "s") + ", got " +
                                                           Twine(args.size()));
  std::vector<ArgValue> out;
  for (size_t i = 0; i < declared.size(); ++i) {
    const SourceArg &a = declared[i];
    if (a.tensor) {
      const auto *desc = std::get_if<TensorDesc>(&args[i]);
      if (!desc)
        return argError(kernel, a.name, "the kernel takes a tensor (" + a.tensor.str() + "), got a plain value");
      if (llvm::Error e = packTensor(kernel, ctx, a.tensor, a.pieces, *desc, out))
        return std::move(e);
      continue;
    }
    const auto *value = std::get_if<ArgValue>(&args[i]);
    if (!value)
      return argError(kernel, a.name, "the kernel takes a plain value" +
                                          (a.meta->typeName.empty() ? std::string() : " (" + a.meta->typeName + ")") +
                                          ", got a tensor");
    out.push_back(*value);
  }
  return out;
}

llvm::Error launch(Device &device, LoadedModule &module, StringRef kernel, const LaunchConfig &config,
             const std::vector<KernelArgument> &args) {
  const codeobject::KernelInfo *info = module.codeObject().findKernel(kernel);
  if (!info)
    return createStringError(inconvertibleErrorCode(), "no kernel '" + kernel + "' in the code object");
  auto pieces = buildKernelArguments(*info, args);
  if (!pieces)
    return pieces.takeError();
  return device.launch(module, kernel, config, *pieces);
}

} // namespace fly::runtime

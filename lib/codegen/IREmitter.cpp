#include "Emitter.h"

#include "fly/codegen/AMDGPUEmitter.h"
#include "fly/codegen/Backend.h"
#include "fly/codegen/LdsAllocator.h"
#include "fly/codegen/SourceLines.h"
#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/SubByte.h"
#include "fly/ir/Verifier.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"
#include "fly/target/RegisterBudget.h"


#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/Target/TargetMachine.h"

#include <bit>
#include <numeric>
#include <unordered_map>

namespace fly::codegen {
namespace detail {

llvm::Type* Emitter::scalarType(ir::Type t) {
  if (t.isIndex()) return b_.getInt64Ty();
  if (auto* i = t.dyn_cast<ir::IntegerType>()) return b_.getIntNTy(i->width());
  if (auto* f = t.dyn_cast<ir::FloatType>()) {
    switch (f->floatKind()) {
    case ir::FloatKind::F16: return b_.getHalfTy();
    case ir::FloatKind::BF16: return b_.getBFloatTy();
    case ir::FloatKind::F32: return b_.getFloatTy();
    case ir::FloatKind::F64: return b_.getDoubleTy();
    // 8- and 4-bit floats travel as integers: the MFMA/WMMA intrinsics take them packed.
    case ir::FloatKind::F4E2M1FN: return b_.getIntNTy(4);
    case ir::FloatKind::F6E2M3FN:
    case ir::FloatKind::F6E3M2FN: return b_.getIntNTy(6);
    default: return b_.getInt8Ty();
    }
  }
  return nullptr;
}

llvm::Expected<llvm::Type*> Emitter::type(ir::Type t, const ir::Operation* where) {
  if (llvm::Type* s = scalarType(t)) return s;
  if (auto* v = t.dyn_cast<ir::VectorType>()) {
    llvm::Type* element = scalarType(v->elementType());
    if (!element) return error(where, "unsupported vector element type '" + v->elementType().str() + "'");
    // n-D vectors are flattened: positions are linearized row-major.
    return llvm::FixedVectorType::get(element, unsigned(v->numElements()));
  }
  if (auto* p = t.dyn_cast<ir::LLVMPointerType>()) return llvm::PointerType::get(context_, p->addressSpace());
  if (auto* a = t.dyn_cast<ir::LLVMAggregateType>()) {
    std::vector<llvm::Type*> fields;
    for (ir::Type f : a->elements()) {
      auto ft = type(f, where);
      if (!ft) return ft.takeError();
      fields.push_back(*ft);
    }
    if (t.kind() == ir::TypeKind::LLVMArray) return llvm::ArrayType::get(fields[0], uint64_t(a->numElements()));
    return llvm::StructType::get(context_, fields);
  }
  if (auto* m = t.dyn_cast<ir::BuiltinMemRefType>()) return llvm::PointerType::get(context_, m->addressSpace());
  // A one-integer int_tuple is an integer by the time it reaches codegen (offsets, sizes).
  if (auto* it = t.dyn_cast<ir::IntTupleType>(); it && it->value().isLeaf()) return b_.getInt64Ty();
  if (auto* p = t.dyn_cast<ir::PointerType>()) {
    switch (p->addressSpace()) {
    // A buffer pointer is FlyDSL's BufferFatPtr: the resource and a byte offset into it.
    case ir::AddressSpace::BufferDesc:
      return llvm::StructType::get(context_, {llvm::PointerType::get(context_, addrspace::BufferResource),
                                              b_.getInt32Ty()});
    case ir::AddressSpace::Global: return llvm::PointerType::get(context_, addrspace::Global);
    case ir::AddressSpace::Shared: return llvm::PointerType::get(context_, addrspace::Local);
    case ir::AddressSpace::Register: return llvm::PointerType::get(context_, addrspace::Private);
    case ir::AddressSpace::Generic: return llvm::PointerType::get(context_, addrspace::Generic);
    }
  }
  return error(where, "type '" + t.str() + "' reaches code generation (lower it first)");
}

// Sub-byte elements are bit-packed: element i at bit i * bits of the storage (CuTe, FlyDSL). LLVM lays
// a vector of them out that way too, but the AMDGPU backend legalizes such loads poorly, so memory
// sees the same bits as whole dwords (or one integer) and a bitcast makes them the vector.
llvm::Expected<llvm::Type*> Emitter::storageType(const ir::Operation* op, ir::Type t, llvm::Type* natural) {
  if (!isSubByte(t.elementType())) return natural;
  auto* v = t.dyn_cast<ir::VectorType>();
  int64_t bits = v ? v->numElements() * int64_t(t.elementType().bitWidth()) : int64_t(t.bitWidth());
  if (!v || bits % 8 != 0)
    return error(op, "a memory access of " + t.str() + " is " + std::to_string(bits) +
                         " bits, not whole bytes: bit-packed " + t.elementType().str() +
                         " elements share their bytes, so only whole bytes of them can be loaded or stored");
  if (bits % 32 == 0) return llvm::FixedVectorType::get(b_.getInt32Ty(), unsigned(bits / 32));
  return b_.getIntNTy(unsigned(bits));
}

llvm::Value* Emitter::fromStorage(llvm::Value* v, llvm::Type* t) {
  return v->getType() == t ? v : b_.CreateBitCast(v, t);
}

// An element offset of a sub-byte pointer in bytes: offset * bits / 8, exact (ashr of a multiple of
// 8 / gcd(bits, 8) times bits / gcd).
llvm::Expected<llvm::Value*> Emitter::subByteOffset(const ir::Operation* op, unsigned bits, llvm::Value* offset) {
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(offset); c && (c->getSExtValue() * int64_t(bits)) % 8 != 0)
    return error(op, "element offset " + std::to_string(c->getSExtValue()) + " of " + std::to_string(bits) +
                         "-bit elements is not on a byte boundary (bit " + std::to_string(c->getSExtValue() * bits) + ")");
  unsigned g = std::gcd(bits, 8u);
  llvm::Value* scaled = bits / g == 1 ? offset : b_.CreateMul(offset, llvm::ConstantInt::get(offset->getType(), bits / g));
  return b_.CreateAShr(scaled, llvm::ConstantInt::get(offset->getType(), std::countr_zero(8u / g)), "", /*isExact=*/true);
}

// The swizzle a pointer type carries, if it is not the identity.
const Swizzle* pointerSwizzle(ir::Type pointerType) {
  auto* p = pointerType.dyn_cast<ir::PointerType>();
  return p && !(p->swizzle() == Swizzle()) ? &p->swizzle() : nullptr;
}

llvm::Value* Emitter::swizzledOffset(llvm::Value* x, ir::Type pointerType) {
  const Swizzle* sw = pointerSwizzle(pointerType);
  if (!sw) return x;
  llvm::Type* t = x->getType();
  llvm::Value* read = b_.CreateAnd(x, llvm::ConstantInt::get(t, uint64_t(sw->yyyMask())));
  llvm::Value* moved = sw->shift() >= 0 ? b_.CreateLShr(read, uint64_t(sw->shift())) : b_.CreateShl(read, uint64_t(-sw->shift()));
  return b_.CreateXor(x, moved);
}

llvm::Value* Emitter::swizzledPointer(llvm::Value* ptr, ir::Type pointerType) {
  if (!pointerSwizzle(pointerType)) return ptr;
  llvm::Type* intType = module_->getDataLayout().getIntPtrType(ptr->getType());
  return b_.CreateIntToPtr(swizzledOffset(b_.CreatePtrToInt(ptr, intType), pointerType), ptr->getType());
}

unsigned Emitter::alignmentOf(const ir::Operation* op, ir::Type pointerType, llvm::Type* accessType) {
  // The largest power of two dividing what is declared (an `alignment` of 12 promises 4 bytes); a
  // pointer's swizzle rewrites the address bits from its base M up, so at most 2^M survives.
  unsigned swizzleCap = 0;
  if (const Swizzle* sw = pointerSwizzle(pointerType)) swizzleCap = 1u << sw->base();
  auto capped = [&](unsigned a) { return swizzleCap ? std::min(a, swizzleCap) : a; };
  if (int64_t a = op->intAttr("alignment", 0); a > 0) return capped(unsigned(a & -a));
  if (auto* p = pointerType.dyn_cast<ir::PointerType>(); p && p->alignment() > 0) return capped(p->provenAlignment());
  // Without a known alignment, a vector access may only assume its element's.
  llvm::Type* element = accessType->getScalarType();
  return unsigned(module_->getDataLayout().getABITypeAlign(element).value());
}

llvm::Error Emitter::declareFunction(ir::Operation* func) {
  std::string name(func->symName());
  ir::Block* entry = func->region(0).front();
  if (!entry) return error(func, "function '" + name + "' has no body");
  bool kernel = func->is(OpCode::GpuFunc) && func->hasAttr("gpu.kernel");
  std::vector<llvm::Type*> paramTypes;
  std::vector<KernelParam> params;
  // Names and Fly types of the kernel ABI's pieces (expand-kernel-arguments records them).
  ir::Attribute argNames = func->attr("fly.arg_names"), argTypes = func->attr("fly.arg_types");
  auto nth = [&](ir::Attribute list, size_t i) -> ir::Attribute {
    if (!list || !list.is(ir::AttrKind::Array) || list.elements().size() != entry->numArguments()) return {};
    return list.elements()[i];
  };
  for (ir::BlockArgument* arg : entry->arguments()) {
    auto t = type(arg->type(), func);
    if (!t) return t.takeError();
    paramTypes.push_back(*t);
    KernelParam p;
    p.type = *t;
    ir::Attribute n = nth(argNames, arg->index()), ty = nth(argTypes, arg->index());
    p.name = n && n.is(ir::AttrKind::String) ? std::string(n.str()) : std::string(arg->sourceName());
    p.typeName = ty && ty.is(ir::AttrKind::TypeAttr) ? ty.type().str() : arg->type().str();
    p.noalias = func->hasAttr("fly.noalias");
    if (auto* fp = arg->type().dyn_cast<ir::PointerType>(); fp && fp->alignment() > 0) p.pointeeAlign = fp->provenAlignment();
    params.push_back(p);
  }
  if (kernel) {
    // FlyDSL's ABI (docs/abi.md): each tensor's leaf pieces travel as one by-value packed struct.
    if (ir::Attribute bits = func->attr("fly.arg_leaf_bits")) {
      std::vector<int64_t> widths;
      if (bits.is(ir::AttrKind::Array))
        for (ir::Attribute w : bits.elements()) widths.push_back(w.intValue());
      if (widths.size() != params.size())
        return error(func, "fly.arg_leaf_bits must give one width per kernel argument piece (" +
                               std::to_string(params.size()) + ")");
      std::vector<std::pair<unsigned, int>> map;
      params = packLeafArguments(context_, params, widths, map);
      auto& m = packedArgs_[name];
      for (auto [param, field] : map) m.push_back({param, field});
    }
    KernelAttributes attributes;
    ir::Attribute known = func->attr("known_block_size");
    if (!known) known = func->attr("gpu.known_block_size");
    if (known && known.is(ir::AttrKind::DenseArray) && known.denseArray().size() == 3) {
      auto dims = known.denseArray();
      attributes.knownBlockSize = std::array<unsigned, 3>{unsigned(dims[0]), unsigned(dims[1]), unsigned(dims[2])};
    }
    if (int64_t w = func->intAttr("rocdl.waves_per_eu", 0); w > 0) attributes.wavesPerEU = unsigned(w);
    if (options_.wavesPerEU) attributes.wavesPerEU = options_.wavesPerEU;
    if (attributes.wavesPerEU && *attributes.wavesPerEU > unsigned(options_.arch->maxWavesPerSimd))
      return error(func, "waves per EU " + std::to_string(*attributes.wavesPerEU) +
                             (options_.wavesPerEU ? " (compile option)" : " (rocdl.waves_per_eu)") + " is more than the " +
                             std::to_string(options_.arch->maxWavesPerSimd) + " wave slots of a " +
                             std::string(options_.arch->name) + " SIMD");
    // The compile option replaces the kernel's attribute. LLVM silently ignores a budget beyond
    // what one wave may use: say so instead.
    int64_t maxnreg = options_.maxnreg ? int64_t(*options_.maxnreg) : func->intAttr("rocdl.maxnreg", 0);
    if (maxnreg != 0) {
      if (maxnreg < 1 || maxnreg > options_.arch->maxVgprsPerWave())
        return error(func, "maxnreg " + std::to_string(maxnreg) + (options_.maxnreg ? " (compile option)" : "") +
                               " is outside 1.." + std::to_string(options_.arch->maxVgprsPerWave()) +
                               ", the VGPRs one " + std::string(options_.arch->name) + " wave may use");
      attributes.maxVgprs = unsigned(maxnreg);
    } else if (int budget = target::defaultVgprBudget(*options_.arch)) {
      // No budget named: the arch's own (target/RegisterBudget.h: LLVM 22's v256+ on gfx1250).
      attributes.maxVgprs = unsigned(budget);
    }
    llvm::Function* f = amd_.createKernel(name, params, attributes);
    if (maxnreg != 0) {
      // Where the budget came from, for the backend's "ran out of registers" (Backend.cpp).
      std::string where = func->emitError("").render(func->context());
      where = where.substr(0, where.find(": error:"));
      std::string what = "maxnreg " + std::to_string(maxnreg) + (options_.maxnreg ? " (compile option)" : " (rocdl.maxnreg)");
      llvm::LLVMContext& c = f->getContext();
      f->setMetadata("fly.register_budget",
                     llvm::MDNode::get(c, {llvm::MDString::get(c, where), llvm::MDString::get(c, what)}));
    }
    functions_[name] = f;
    return llvm::Error::success();
  }
  ir::Attribute results = func->attr("res_types");
  llvm::Type* returnType = b_.getVoidTy();
  if (results && results.is(ir::AttrKind::Array) && !results.elements().empty()) {
    // Several results (a tensor's pieces, say) are returned as one literal struct.
    std::vector<llvm::Type*> fields;
    for (ir::Attribute r : results.elements()) {
      auto t = type(r.type(), func);
      if (!t) return t.takeError();
      fields.push_back(*t);
    }
    returnType = fields.size() == 1 ? fields[0] : llvm::StructType::get(context_, fields);
  }
  auto* fnType = llvm::FunctionType::get(returnType, paramTypes, false);
  auto* f = llvm::Function::Create(fnType, llvm::GlobalValue::InternalLinkage, name, *module_);
  llvm::BasicBlock::Create(context_, "entry", f);
  functions_[name] = f;
  return llvm::Error::success();
}

llvm::Error Emitter::emitFunction(ir::Operation* func) {
  current_ = functions_.at(std::string(func->symName()));
  b_.SetInsertPoint(&current_->getEntryBlock(), current_->getEntryBlock().begin());
  if (lines_) {
    lines_->beginFunction(*current_, *func);
    b_.SetCurrentDebugLocation(lines_->locationOf(*func));
  }
  ir::Block* entry = func->region(0).front();
  if (auto packed = packedArgs_.find(std::string(func->symName())); packed != packedArgs_.end()) {
    // FlyDSL's ABI: a leaf is its field of the tensor's struct, at the declared width; Fly computes
    // with i32 leaves (docs/abi.md), so a 64-bit one is truncated.
    for (unsigned i = 0; i < entry->numArguments(); ++i) {
      auto [param, field] = packed->second[i];
      llvm::Value* v = current_->getArg(param);
      if (field >= 0) {
        v = b_.CreateExtractValue(v, {unsigned(field)});
        auto leafType = type(entry->argument(i)->type(), func);
        if (!leafType) return leafType.takeError();
        v = b_.CreateSExtOrTrunc(v, *leafType);
      }
      set(entry->argument(i), v);
    }
  } else {
    for (unsigned i = 0; i < entry->numArguments(); ++i) set(entry->argument(i), current_->getArg(i));
  }
  lds_ = LdsPlan();
  ldsBuffer_ = nullptr;
  auto plan = planLds(func, *options_.arch);
  if (!plan) return plan.takeError();
  lds_ = std::move(*plan);
  if (!lds_.allocations.empty())
    ldsBuffer_ = amd_.staticLds(std::string(func->symName()) + ".lds",
                                llvm::ArrayType::get(b_.getInt8Ty(), lds_.totalBytes), unsigned(lds_.align));
  if (entry->nextBlock()) return emitCfgBlocks(func->region(0));
  return emitBlock(entry);
}

llvm::Error Emitter::emitLlvm(ir::Operation* op) {
  auto alignment = [&]() -> llvm::MaybeAlign {
    ir::Attribute a = op->attr("alignment");
    if (a && a.is(ir::AttrKind::Integer) && a.intValue() > 0 && (a.intValue() & (a.intValue() - 1)) == 0)
      return llvm::Align(uint64_t(a.intValue()));
    return std::nullopt;
  };
  switch (op->code()) {
  case OpCode::LlvmGetElementPtr: {
    auto elem = type(op->attr("elem_type").type(), op);
    if (!elem) return elem.takeError();
    std::vector<llvm::Value*> indices;
    unsigned dynamic = 1;
    for (int64_t raw : op->attr("rawConstantIndices").denseArray())
      indices.push_back(raw == INT32_MIN ? get(op->operand(dynamic++)) : b_.getInt32(uint32_t(raw)));
    llvm::Value* base = get(op->operand(0));
    set(op->result(0), op->hasAttr("inbounds") ? b_.CreateInBoundsGEP(*elem, base, indices)
                                               : b_.CreateGEP(*elem, base, indices));
    return llvm::Error::success();
  }
  case OpCode::LlvmLoad: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    llvm::LoadInst* load = b_.CreateAlignedLoad(*t, get(op->operand(0)), alignment(), op->hasAttr("volatile_"));
    // MLIR's `invariant` load: LLVM's !invariant.load.
    if (op->hasAttr("invariant"))
      load->setMetadata(llvm::LLVMContext::MD_invariant_load, llvm::MDNode::get(context_, {}));
    set(op->result(0), load);
    return llvm::Error::success();
  }
  case OpCode::LlvmStore:
    b_.CreateAlignedStore(get(op->operand(0)), get(op->operand(1)), alignment(), op->hasAttr("volatile_"));
    return llvm::Error::success();
  case OpCode::LlvmAlloca: {
    auto elem = type(op->attr("elem_type").type(), op);
    if (!elem) return elem.takeError();
    auto* count = llvm::dyn_cast<llvm::ConstantInt>(get(op->operand(0)));
    if (!count) return error(op, "llvm.alloca with a count that is not a constant is not supported");
    // Private memory is allocated once, in the entry block (a static frame object).
    llvm::BasicBlock& entry = current_->getEntryBlock();
    llvm::IRBuilder<> at(&entry, entry.getFirstInsertionPt());
    unsigned as = op->result(0)->type().cast<ir::LLVMPointerType>().addressSpace();
    llvm::AllocaInst* a = at.CreateAlloca(*elem, as, count);
    if (llvm::MaybeAlign al = alignment()) a->setAlignment(*al);
    set(op->result(0), a);
    return llvm::Error::success();
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

llvm::Error Emitter::emitGpu(ir::Operation* op) {
  auto dim = [&]() -> int {
    std::string_view d = op->strAttr("dimension");
    return d == "y" ? 1 : d == "z" ? 2 : 0;
  };
  auto asIndex = [&](llvm::Value* v) { return b_.CreateZExt(v, b_.getInt64Ty()); };
  switch (op->code()) {
  case OpCode::GpuThreadId: set(op->result(0), asIndex(amd_.threadId(dim()))); break;
  case OpCode::GpuBlockId: set(op->result(0), asIndex(amd_.blockId(dim()))); break;
  case OpCode::GpuBlockDim: set(op->result(0), asIndex(amd_.blockDim(dim()))); break;
  case OpCode::GpuGridDim: set(op->result(0), asIndex(amd_.gridDim(dim()))); break;
  case OpCode::GpuLaneId: set(op->result(0), asIndex(amd_.laneId())); break;
  case OpCode::GpuBarrier: amd_.barrier(); break;
  case OpCode::GpuShuffle: {
    std::string_view mode = op->strAttr("mode");
    ShuffleMode m = mode == "xor" ? ShuffleMode::Xor : mode == "up" ? ShuffleMode::Up
                  : mode == "down" ? ShuffleMode::Down : ShuffleMode::Idx;
    auto r = amd_.shuffle(m, get(op->operand(0)), get(op->operand(1)), get(op->operand(2)));
    if (!r) return error(op, std::string(op->name()) + ": " + llvm::toString(r.takeError()));
    set(op->result(0), r->first);
    set(op->result(1), r->second);
    break;
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
  return llvm::Error::success();
}

// fly.print(%a, %b) {format = "a = {}, b = {}"}: each `{}` takes the next value, printed as its
// type prints (%d / %ld for integers, %g for floats); a format without `{}` is a C printf format
// used as is; no format prints the values separated by spaces. A newline ends the line.
llvm::Error Emitter::emitPrint(ir::Operation* op) {
  std::string_view format = op->strAttr("format");
  bool braces = !op->hasAttr("format") || format.find("{}") != std::string_view::npos;
  std::string text;
  if (!op->hasAttr("format"))
    for (unsigned i = 0; i < op->numOperands(); ++i) text += i ? " {}" : "{}";
  else
    text = format;
  std::string out;
  std::vector<llvm::Value*> args;
  unsigned next = 0, placeholders = 0;
  auto take = [&](std::string& spec) -> llvm::Error {
    if (next >= op->numOperands()) return llvm::Error::success(); // counted, reported below
    ir::Value* value = op->operand(next++);
    ir::Type t = value->type();
    llvm::Value* v = get(value);
    if (t.isIntOrIndex()) {
      unsigned width = t.isIndex() ? 64 : t.bitWidth();
      if (width > 64) return error(op, "fly.print: integers wider than 64 bits are not supported");
      if (width <= 32) v = width == 1 ? b_.CreateZExt(v, b_.getInt32Ty()) : b_.CreateSExtOrTrunc(v, b_.getInt32Ty());
      else v = b_.CreateSExtOrTrunc(v, b_.getInt64Ty());
      if (spec.empty()) spec = width <= 32 ? "%d" : "%ld";
    } else if (t.isFloat()) {
      v = b_.CreateFPExt(v, b_.getDoubleTy()); // C's promotion of variadic floats
      if (spec.empty()) spec = "%g";
    } else {
      return error(op, "fly.print: value " + std::to_string(next - 1) + " is not an integer or float scalar");
    }
    args.push_back(v);
    return llvm::Error::success();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    if (braces) {
      if (text.compare(i, 2, "{}") == 0) {
        std::string spec;
        ++placeholders;
        if (llvm::Error e = take(spec)) return e;
        out += spec;
        ++i;
      } else if (text[i] == '%') {
        out += "%%";
      } else {
        out += text[i];
      }
      continue;
    }
    out += text[i];
    if (text[i] != '%') continue;
    if (i + 1 < text.size() && text[i + 1] == '%') {
      out += text[++i];
      continue;
    }
    // A C conversion: flags, width, precision, length, then the conversion letter.
    size_t end = text.find_first_of("diouxXeEfFgGaAcs", i + 1);
    if (end == std::string::npos) return error(op, "fly.print: incomplete conversion in the format");
    if (text[end] == 's') return error(op, "fly.print: %s is not supported (values are numbers)");
    out.append(text, i + 1, end - i);
    ++placeholders;
    std::string spec = "x";
    if (llvm::Error e = take(spec)) return e;
    i = end;
  }
  if (placeholders != op->numOperands())
    return error(op, "fly.print: the format has " + std::to_string(placeholders) + " placeholder" +
                         (placeholders == 1 ? "" : "s") + " but " + std::to_string(op->numOperands()) +
                         " value" + (op->numOperands() == 1 ? " is" : "s are") + " given");
  amd_.printf(out + "\n", args);
  return llvm::Error::success();
}

llvm::Error Emitter::emitOneInstruction(ir::Operation* op, const std::string& name, const InstructionBuilder& build) {
  llvm::Type* rt = nullptr;
  // MLIR prints an llvm.inline_asm without a result as one of type !llvm.void (`%0 = llvm.inline_asm
  // has_side_effects "s_nop 7", "" : () -> !llvm.void`): no value.
  bool voidResult = op->numResults() == 1 && op->result(0)->type().str() == "!llvm.void";
  if (voidResult && op->result(0)->use_begin() != op->result(0)->use_end()) return error(op, "a !llvm.void result has no value to use");
  if (op->numResults() == 1 && !voidResult) {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    rt = *t;
  }
  std::vector<llvm::Value*> args;
  for (unsigned i = 0; i < op->numOperands(); ++i) args.push_back(get(op->operand(i)));
  llvm::Expected<llvm::Value*> r = build(args, rt);
  if (!r) return error(op, name + ": " + llvm::toString(r.takeError()));
  if (rt) set(op->result(0), *r);
  return llvm::Error::success();
}

namespace {
// LDS regions a kernel tells apart (`lds_scope = N` on its LDS reads and DMA, N < kLdsScopes): the
// module's alias scopes for them, made once (named metadata `fly.lds.scopes`).
constexpr unsigned kLdsScopes = 8;
std::vector<llvm::MDNode*> ldsScopes(llvm::Module& module) {
  llvm::NamedMDNode* named = module.getOrInsertNamedMetadata("fly.lds.scopes");
  if (named->getNumOperands() == 0) {
    llvm::MDBuilder md(module.getContext());
    llvm::MDNode* domain = md.createAnonymousAliasScopeDomain("fly.lds");
    for (unsigned i = 0; i < kLdsScopes; ++i)
      named->addOperand(md.createAnonymousAliasScope(domain, "fly.lds." + std::to_string(i)));
  }
  std::vector<llvm::MDNode*> out;
  for (llvm::MDNode* n : named->operands()) out.push_back(n);
  return out;
}
thread_local bool emittingScoped = false;
} // namespace

llvm::Error Emitter::emitOp(ir::Operation* op) {
  // An op touching one LDS region of several the kernel keeps apart (`lds_scope = N`, e.g. one of
  // two buffers): its memory instructions get !alias.scope N and !noalias the others, which LLVM's
  // wait-count insertion reads (an LDS read need not wait for an LDS DMA into another region).
  if (op->hasAttr("lds_scope") && !emittingScoped) {
    int64_t n = op->intAttr("lds_scope", 0);
    if (n < 0 || n >= int64_t(kLdsScopes))
      return error(op, "lds_scope " + std::to_string(n) + " is not 0.." + std::to_string(kLdsScopes - 1));
    llvm::BasicBlock* bb = b_.GetInsertBlock();
    llvm::Instruction* last = bb->empty() ? nullptr : &bb->back();
    emittingScoped = true;
    llvm::Error e = emitOp(op);
    emittingScoped = false;
    if (e) return e;
    if (b_.GetInsertBlock() != bb) return error(op, "lds_scope on an op that makes blocks");
    std::vector<llvm::MDNode*> scopes = ldsScopes(*bb->getModule());
    llvm::LLVMContext& ctx = bb->getContext();
    llvm::SmallVector<llvm::Metadata*, kLdsScopes> others;
    for (unsigned i = 0; i < kLdsScopes; ++i)
      if (i != unsigned(n)) others.push_back(scopes[i]);
    llvm::MDNode* scope = llvm::MDNode::get(ctx, {scopes[size_t(n)]});
    llvm::MDNode* noalias = llvm::MDNode::get(ctx, others);
    for (llvm::Instruction* i = last ? last->getNextNode() : &bb->front(); i; i = i->getNextNode())
      if (i->mayReadOrWriteMemory()) {
        i->setMetadata(llvm::LLVMContext::MD_alias_scope, scope);
        i->setMetadata(llvm::LLVMContext::MD_noalias, noalias);
      }
    return llvm::Error::success();
  }
  if (lines_) b_.SetCurrentDebugLocation(lines_->locationOf(*op));
  switch (op->code()) {
  case OpCode::ArithConstant: return emitConstant(op);
  case OpCode::ScfFor: return emitFor(op);
  case OpCode::ScfIf: return emitIf(op);
  case OpCode::ScfWhile: return emitWhile(op);
  case OpCode::ScfCondition: return error(op, "scf.condition outside scf.while");
  case OpCode::ScfYield: return error(op, "scf.yield outside scf.for/scf.if");
  case OpCode::CfBr:
  case OpCode::CfCondBr: return emitBranch(op);
  case OpCode::FlyPrint: return emitPrint(op);
  case OpCode::GpuReturn:
  case OpCode::FuncReturn:
    if (op->numOperands() == 0) b_.CreateRetVoid();
    else if (op->numOperands() == 1) b_.CreateRet(get(op->operand(0)));
    else {
      llvm::Value* all = llvm::UndefValue::get(current_->getReturnType());
      for (unsigned i = 0; i < op->numOperands(); ++i) all = b_.CreateInsertValue(all, get(op->operand(i)), {i});
      b_.CreateRet(all);
    }
    // Anything after a return in the same block is unreachable; keep the builder valid.
    b_.SetInsertPoint(llvm::BasicBlock::Create(context_, "after.return", current_));
    return llvm::Error::success();
  case OpCode::FuncCall: {
    std::string callee(op->strAttr("callee"));
    auto it = functions_.find(callee);
    if (it == functions_.end()) {
      ir::Operation* fn = ir::lookupCallee(op);
      if (fn && ir::isFunctionDeclaration(fn))
        return error(op, "calls '@" + callee + "', which is only declared: Fly compiles one module and links no "
                         "other code into the code object (define '@" + callee + "' in it)");
      return error(op, "call to unknown function '@" + callee + "'");
    }
    std::vector<llvm::Value*> args;
    for (unsigned i = 0; i < op->numOperands(); ++i) args.push_back(get(op->operand(i)));
    if (it->second->getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL)
      return error(op, "a kernel cannot be called from device code");
    llvm::Value* r = b_.CreateCall(it->second, args);
    if (op->numResults() == 1) set(op->result(0), r);
    for (unsigned i = 0; op->numResults() > 1 && i < op->numResults(); ++i)
      set(op->result(i), b_.CreateExtractValue(r, {i}));
    return llvm::Error::success();
  }
  case OpCode::ArithExtSI: case OpCode::ArithExtUI: case OpCode::ArithTruncI: case OpCode::ArithSIToFP:
  case OpCode::ArithUIToFP: case OpCode::ArithFPToSI: case OpCode::ArithFPToUI: case OpCode::ArithExtF:
  case OpCode::ArithTruncF: case OpCode::ArithBitcast: case OpCode::ArithIndexCast: case OpCode::ArithIndexCastUI:
  case OpCode::VectorBroadcast: case OpCode::VectorBitcast: case OpCode::VectorExtractStridedSlice:
  case OpCode::LlvmPtrToInt: case OpCode::LlvmIntToPtr: case OpCode::LlvmAddrSpaceCast: case OpCode::LlvmBitcast:
    return emitCast(op);
  case OpCode::LlvmGetElementPtr: case OpCode::LlvmLoad: case OpCode::LlvmStore: case OpCode::LlvmAlloca:
    return emitLlvm(op);
  case OpCode::MemRefGetGlobal: case OpCode::MemRefView: case OpCode::MemRefLoad: case OpCode::MemRefStore:
  case OpCode::MemRefAlloca: case OpCode::MemRefExtractAlignedPointerAsIndex: case OpCode::VectorLoad:
  case OpCode::VectorStore:
    return emitMemRefDialect(op);
  case OpCode::FlyRocdlGetBufferRsrc: return emitMemory(op); // fly_rocdl.*: not caught by the "fly." prefix
  case OpCode::LlvmInlineAsm: case OpCode::LlvmCallIntrinsic: case OpCode::LlvmAtomicRmw:
  case OpCode::LlvmExtractValue: case OpCode::LlvmInsertValue: case OpCode::LlvmUndef: case OpCode::LlvmPoison:
  case OpCode::LlvmZero: case OpCode::LlvmIntrExpect:
    return emitOneInstruction(op, std::string(op->name()), [&](std::span<llvm::Value* const> args, llvm::Type* rt) {
      return emitLlvmDialectOp(b_, op, args, rt);
    });
  case OpCode::RocdlPermlane16Swap: case OpCode::RocdlPermlane32Swap: case OpCode::RocdlSBarrierSignal:
  case OpCode::RocdlSBarrierWait: case OpCode::RocdlRawPtrBufferLoadLds: case OpCode::RocdlCvtScalef32:
    return emitRocdlIntrinsic(op);
  case OpCode::GpuThreadId: case OpCode::GpuBlockId: case OpCode::GpuBlockDim: case OpCode::GpuGridDim:
  case OpCode::GpuLaneId: case OpCode::GpuBarrier: case OpCode::GpuShuffle:
    return emitGpu(op);
  case OpCode::VectorExtract: case OpCode::VectorInsert: case OpCode::VectorFromElements:
  case OpCode::VectorShuffle: case OpCode::VectorReduction:
    return emitVector(op);
  default: break;
  }
  std::string_view name = op->name();
  if (name.rfind("arith.", 0) == 0 || name.rfind("math.", 0) == 0 || op->is(OpCode::VectorFma)) return emitArith(op);
  if (name.rfind("rocdl.", 0) == 0) return emitRocdl(op);
  if (name.rfind("fly.", 0) == 0) return emitMemory(op);
  return error(op, "'" + std::string(name) + "' is not supported by code generation");
}

llvm::Expected<std::unique_ptr<llvm::Module>> Emitter::run(ir::Operation* root) {
  std::vector<ir::Operation*> functions;
  // Device code only: a declaration has nothing to compile (a call of it is refused), and the
  // functions of a module holding gpu.modules (`gpu.container_module`) outside them are host code
  // (they launch kernels with gpu.launch_func): kept in the IR, not compiled.
  root->walk([&](ir::Operation* op) {
    if (!(op->is(OpCode::GpuFunc) || op->is(OpCode::FuncFunc)) || ir::isFunctionDeclaration(op)) return;
    ir::Operation* parent = op->parentOp();
    if (parent && parent->is(OpCode::Module) && parent->hasAttr("gpu.container_module")) return;
    functions.push_back(op);
  }, ir::WalkOrder::PreOrder);
  if (functions.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no gpu.func or func.func to compile");
  if (options_.debugInfo) lines_.emplace(*module_, root->context(), root->loc().fileId);
  std::vector<ir::Operation*> globals;
  root->walk([&](ir::Operation* op) {
    if (op->is(OpCode::MemRefGlobal)) globals.push_back(op);
  }, ir::WalkOrder::PreOrder);
  for (ir::Operation* g : globals)
    if (llvm::Error e = declareMemRefGlobal(g)) return e;
  for (ir::Operation* f : functions)
    if (llvm::Error e = declareFunction(f)) return e;
  for (ir::Operation* f : functions) {
    if (llvm::Error e = emitFunction(f)) return e;
    // A body that falls off its end (no return) still needs a terminator.
    if (!b_.GetInsertBlock()->getTerminator()) {
      if (current_->getReturnType()->isVoidTy()) b_.CreateRetVoid();
      else b_.CreateUnreachable();
    }
  }
  // Drop the empty blocks left after returns.
  for (llvm::Function& f : *module_)
    for (llvm::BasicBlock& bb : llvm::make_early_inc_range(f))
      if (bb.empty() && &bb != &f.getEntryBlock() && llvm::pred_empty(&bb)) bb.eraseFromParent();
      else if (!bb.getTerminator()) {
        llvm::IRBuilder<> tail(&bb);
        tail.CreateUnreachable();
      }
  amd_.finishModule();
  if (lines_) lines_->finish();
  return std::move(module_);
}

} // namespace detail

llvm::Expected<std::unique_ptr<llvm::Module>> emitLLVMModule(ir::Operation* root, llvm::LLVMContext& context,
                                                             const EmitOptions& options) {
  if (!options.arch)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target arch given (supported: " + target::supportedArchList() + ")");
  // The data layout decides ABI alignments of loads/stores: take it from the target machine.
  auto tm = sharedTargetMachine(BackendOptions{options.arch, 3});
  if (!tm) return tm.takeError();
  detail::Emitter emitter(context, options, **tm);
  return emitter.run(root);
}

} // namespace fly::codegen

// Fly's kernel ABI: how each argument of a `gpu.func ... kernel` travels in the kernarg segment.
// Decided here, once. `expand-kernel-arguments` rewrites kernels by it, codegen names the pieces
// by it in the code object's metadata (`.name`, `.type_name`), and runtime argument packing
// rebuilds it from that metadata, so compiler and launcher cannot disagree (docs/abi.md).
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Types.h"

#include <string>
#include <string_view>
#include <vector>

namespace fly::ir {

class Context;

struct KernelArgPiece {
  enum class Kind {
    Whole,         // an argument that is not a tensor travels as itself
    TensorPointer, // a tensor's base pointer (the piece named like the argument)
    ShapeLeaf,     // one dynamic leaf of a tensor's (or a layout's) shape
    StrideLeaf,    // one dynamic leaf of a tensor's (or a layout's) stride
    TupleLeaf,     // one dynamic leaf of an int tuple (device functions)
  };
  Kind kind = Kind::Whole;
  std::string name;         // "A", "A.shape.0", "A.stride.1"
  Type type;                // the piece's IR type: the argument's own, !fly.ptr<T, SPACE[, align]>, or i32
  unsigned leaf = 0;        // Shape/Stride/TupleLeaf: index among the flattened leaves of the shape, stride, tuple
  int64_t divisibility = 1; // Shape/StrideLeaf: the leaf's declared `?{div=N}` (1 if none)
  // Leaves of a composed layout (device functions): the part they belong to, from the outermost
  // composed layout down: 0 its outer function (applied first), 1 its offset, 2 its inner function.
  std::vector<uint8_t> where;
};

// The integer type of a dynamic leaf piece.
Type kernelLeafType(Context &ctx);

// Whose argument: a kernel's (the kernarg segment, filled by a host) or a device function's (a
// `func.func` or non-kernel `gpu.func`, called from device code with func.call).
enum class ArgOwner { Kernel, Function };

// The pieces of one kernel argument named `name` of type `type`, in kernarg order. A
// `!fly.memref<T, global|generic, LAYOUT>` travels as its pointer, then one i32 per dynamic leaf
// of the layout's shape, then one per dynamic leaf of its stride, each in flattened (left to
// right) leaf order. Every other type travels as itself. Errors: a tensor in another address
// space, a composed (swizzled) layout with dynamic leaves.
//
// A device function's tensor argument (ArgOwner::Function) travels the same way, as FlyDSL's
// fly-rewrite-func-signature passes it (pointer + the layout's dynamic leaves), in any address
// space (LDS, registers and buffer tensors included: the pointer is the caller's); a composed
// layout's dynamic leaves follow FlyDSL's order: its outer function's (a layout's shape then
// stride, or a composed outer's, recursively), its offset's, its inner function's. A kernel's or
// device function's `!fly.int_tuple` travels as its dynamic leaves (TupleLeaf), a `!fly.layout` as
// its shape's then its stride's: a value known when the kernel is built (no dynamic leaf) has no
// pieces at all (FlyDSL sinks it into the function: the entry block makes it with fly.static).
Result<std::vector<KernelArgPiece>> kernelArgPieces(Context &ctx, Type type, std::string_view name,
                                                    ArgOwner owner = ArgOwner::Kernel);

// True if `type` is expanded into several pieces or changes type (a memref).
bool isTensorArgument(Type type);

// True for a type that is all description, no value: a copy or MMA atom, a tiled copy, a tiled
// MMA. FlyDSL passes them as kernel (and device function) arguments and sinks them: they have no
// pieces and the entry block makes them with fly.static.
bool isStaticDescriptionArgument(Type type);

// True if an argument of `type` travels as pieces other than itself (a tensor, a static
// description; for a device function also an int tuple, a layout or a composed layout).
bool isExpandedArgument(Type type, ArgOwner owner);

} // namespace fly::ir

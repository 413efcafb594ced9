// The fly dialect's types. The layout types hold values of the layout algebra
// (fly/algebra); their text is the algebra's CuTe notation, which is also how
// the fly dialect prints them: `!fly.int_tuple<(4,8)>`, `!fly.layout<(4,8):(1,4)>`.
// Dynamic leaves in types carry a divisibility fact only, never an expression.
#pragma once

#include "fly/algebra/ComposedLayout.h"
#include "fly/algebra/IntTuple.h"
#include "fly/algebra/Layout.h"
#include "fly/algebra/Result.h"
#include "fly/algebra/Swizzle.h"
#include "fly/ir/Context.h"
#include "fly/ir/Types.h"

#include <functional>
#include <optional>
#include <variant>
#include <vector>

namespace fly::ir {

// Address spaces of fly pointers and memrefs (numbering as in the fly dialect).
// Fly's address spaces (FlyDSL's numbering), plus fly_rocdl's target address space
// `#fly_rocdl.buffer_desc` (8): global memory seen through a buffer resource, so accesses are
// buffer instructions with hardware range checking.
enum class AddressSpace : uint8_t { Generic = 0, Global = 1, Shared = 2, Register = 3, BufferDesc = 8 };
const char *addressSpaceName(AddressSpace as);
std::optional<AddressSpace> parseAddressSpace(std::string_view name);

class IntTupleType : public TypeStorage {
public:
  const IntTuple &value() const { return value_; }
  bool isStatic() const { return value_.isStatic(); }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::IntTuple; }
  static Type get(Context &ctx, const IntTuple &value);

private:
  IntTupleType(IntTuple v, std::string text) : TypeStorage(TypeKind::IntTuple, std::move(text)), value_(std::move(v)) {}
  IntTuple value_;
};

class LayoutType : public TypeStorage {
public:
  const Layout &value() const { return value_; }
  bool isStatic() const { return value_.isStatic(); }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Layout; }
  static Type get(Context &ctx, const Layout &value);

private:
  LayoutType(Layout v, std::string text) : TypeStorage(TypeKind::Layout, std::move(text)), value_(std::move(v)) {}
  Layout value_;
};

class ComposedLayoutType : public TypeStorage {
public:
  const ComposedLayout &value() const { return value_; }
  bool isStatic() const;
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::ComposedLayout; }
  static Type get(Context &ctx, const ComposedLayout &value);

private:
  ComposedLayoutType(ComposedLayout v, std::string text)
      : TypeStorage(TypeKind::ComposedLayout, std::move(text)), value_(std::move(v)) {}
  ComposedLayout value_;
};

class SwizzleType : public TypeStorage {
public:
  const Swizzle &value() const { return value_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Swizzle; }
  static Type get(Context &ctx, const Swizzle &value);

private:
  SwizzleType(Swizzle v, std::string text) : TypeStorage(TypeKind::Swizzle, std::move(text)), value_(v) {}
  Swizzle value_;
};

// FlyDSL's coordinate swizzle `CS<mask,baseRow,[row path],baseCol,[col path]>` (fly::CoordSwizzle):
// `mask` bits of the coordinate leaf at `row path` (from bit `baseRow`) are xor-ed into the leaf at
// `col path` (from bit `baseCol`). fly.static makes one; it is the inner function of composed
// layouts over coordinate layouts, and fly.crd2idx applies it to a coordinate.
class CoordSwizzleType : public TypeStorage {
public:
  const CoordSwizzle &value() const { return value_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::CoordSwizzle; }
  static Type get(Context &ctx, const CoordSwizzle &value);

private:
  CoordSwizzleType(CoordSwizzle v, std::string text)
      : TypeStorage(TypeKind::CoordSwizzle, std::move(text)), value_(std::move(v)) {}
  CoordSwizzle value_;
};

// `!fly.basis<2E1>` (FlyDSL's Fly_Basis, CuTe's ScaledBasis): the scale times the unit vector along
// a mode path (`1E1E0`: mode 0 of mode 1), the stride of an identity layout's mode. The scale may be
// dynamic (`?E0`). Layout ops see it as a one-leaf int_tuple.
class BasisType : public TypeStorage {
public:
  const Int &value() const { return value_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Basis; }
  // Precondition: value.isBasis().
  static Type get(Context &ctx, const Int &value);

private:
  BasisType(Int v, std::string text) : TypeStorage(TypeKind::Basis, std::move(text)), value_(std::move(v)) {}
  Int value_;
};

// A tiler: one mode per entry, each a layout or a plain size (a layout
// `n:1`), or `*` for "leave this mode alone". `!fly.tile<[4:1|8:1]>`.
class TileType : public TypeStorage {
public:
  struct Mode {
    std::optional<Layout> layout; // empty: `*`
    bool sizeOnly = false;        // written as a plain size `n` (the layout n:1)
  };
  const std::vector<Mode> &modes() const { return modes_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Tile; }
  static Type get(Context &ctx, std::vector<Mode> modes);

private:
  TileType(std::vector<Mode> m, std::string text) : TypeStorage(TypeKind::Tile, std::move(text)), modes_(std::move(m)) {}
  std::vector<Mode> modes_;
};

// `!fly.ptr<f32, global>`, `!fly.ptr<i8, shared, align<1024>>`. alignment is in
// bytes; 0 means the element's natural alignment (not printed).
class PointerType : public TypeStorage {
public:
  Type elementType() const { return elem_; }
  AddressSpace addressSpace() const { return as_; }
  unsigned alignment() const { return align_; }
  // What `align<N>` lets an access assume: the largest power of two dividing N (FlyDSL's reading:
  // align<12> is 4-byte alignment, never 8); 0 if none is declared.
  unsigned provenAlignment() const { return align_ & (~align_ + 1); }
  const Swizzle &swizzle() const { return swizzle_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Pointer; }
  static Type get(Context &ctx, Type elem, AddressSpace as, unsigned alignment = 0, Swizzle swizzle = Swizzle());

private:
  PointerType(Type e, AddressSpace as, unsigned al, Swizzle sw, std::string text)
      : TypeStorage(TypeKind::Pointer, std::move(text)), elem_(e), as_(as), align_(al), swizzle_(sw) {}
  Type elem_;
  AddressSpace as_;
  unsigned align_;
  Swizzle swizzle_;
};

// A tensor view: pointer + layout. `!fly.memref<f32, global, (4,8):(1,4)>`.
// The layout is a LayoutType or a ComposedLayoutType.
class MemRefType : public TypeStorage {
public:
  Type elementType() const { return elem_; }
  AddressSpace addressSpace() const { return as_; }
  Type layout() const { return layout_; }
  unsigned alignment() const { return align_; }
  // What `align<N>` lets an access assume: the largest power of two dividing N (FlyDSL's reading:
  // align<12> is 4-byte alignment, never 8); 0 if none is declared.
  unsigned provenAlignment() const { return align_ & (~align_ + 1); }
  const Swizzle &swizzle() const { return swizzle_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::MemRef; }
  static Type get(Context &ctx, Type elem, AddressSpace as, Type layout, unsigned alignment = 0,
                  Swizzle swizzle = Swizzle());

private:
  MemRefType(Type e, AddressSpace as, Type l, unsigned al, Swizzle sw, std::string text)
      : TypeStorage(TypeKind::MemRef, std::move(text)), elem_(e), as_(as), layout_(l), align_(al), swizzle_(sw) {}
  Type elem_;
  AddressSpace as_;
  Type layout_;
  unsigned align_;
  Swizzle swizzle_;
};

// `!fly.copy_atom<OP, VALBITS>`: a copy operation (`!fly.universal_copy<64>`,
// `!fly_rocdl.cdna3.buffer_copy<128>`, kept as a type the IR does not interpret; lib/target's copy-atom
// descriptions do) moving values of VALBITS bits.
class CopyAtomType : public TypeStorage {
public:
  Type copyOp() const { return op_; }
  unsigned valBits() const { return valBits_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::CopyAtom; }
  static Type get(Context &ctx, Type copyOp, unsigned valBits);

private:
  CopyAtomType(Type op, unsigned valBits, std::string text)
      : TypeStorage(TypeKind::CopyAtom, std::move(text)), op_(op), valBits_(valBits) {}
  Type op_;
  unsigned valBits_;
};

// `!fly.tiled_copy<ATOM, !fly.layout<TV>, !fly.tile<[...]>>`: a copy atom tiled over threads and values;
// TV maps (thread, value) to a coordinate of the tile.
class TiledCopyType : public TypeStorage {
public:
  Type atom() const { return atom_; }
  const Layout &layoutTV() const { return tv_; }
  Type tile() const { return tile_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::TiledCopy; }
  static Type get(Context &ctx, Type atom, const Layout &layoutTV, Type tile);

private:
  TiledCopyType(Type atom, Layout tv, Type tile, std::string text)
      : TypeStorage(TypeKind::TiledCopy, std::move(text)), atom_(atom), tv_(std::move(tv)), tile_(tile) {}
  Type atom_;
  Layout tv_;
  Type tile_;
};

// `!fly.coord_tensor<BASE, LAYOUT>` (FlyDSL's coordinate tensor): a tensor whose element at a
// coordinate is a coordinate, BASE + LAYOUT(coordinate); LAYOUT has basis strides (1E0, 1E1,
// ...). `fly.make_view(int_tuple, layout)` makes one; `fly.make_identity_tensor(shape)` is the
// one with base 0 and the identity layout of the shape.
class CoordTensorType : public TypeStorage {
public:
  const IntTuple &base() const { return base_; }
  const Layout &layout() const { return layout_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::CoordTensor; }
  static Type get(Context &ctx, const IntTuple &base, const Layout &layout);

private:
  CoordTensorType(IntTuple b, Layout l, std::string text)
      : TypeStorage(TypeKind::CoordTensor, std::move(text)), base_(std::move(b)), layout_(std::move(l)) {}
  IntTuple base_;
  Layout layout_;
};

// `!fly.mma_atom<INNER>`; INNER (e.g. `!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>`)
// is kept as a type, usually opaque until atom-lowering interprets it.
class MmaAtomType : public TypeStorage {
public:
  Type inner() const { return inner_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::MmaAtom; }
  static Type get(Context &ctx, Type inner);

private:
  MmaAtomType(Type inner, std::string text) : TypeStorage(TypeKind::MmaAtom, std::move(text)), inner_(inner) {}
  Type inner_;
};

// `!fly.tiled_mma<ATOM, !fly.layout<(ThrM,ThrN,ThrK):...>, !fly.tile<[M|N|K]>>` (FlyDSL's
// TiledMma type): an MMA atom tiled over an atom layout, with a permutation of M, N and K (`*`
// modes: none). CuTe's TiledMMA; fly/algebra/TiledMma.h computes with it.
class TiledMmaType : public TypeStorage {
public:
  Type atom() const { return atom_; }               // !fly.mma_atom<...>
  const Layout &atomLayout() const { return atomLayout_; }
  Type permutation() const { return permutation_; } // !fly.tile<...>
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::TiledMma; }
  static Type get(Context &ctx, Type atom, const Layout &atomLayout, Type permutation);

private:
  TiledMmaType(Type atom, Layout l, Type perm, std::string text)
      : TypeStorage(TypeKind::TiledMma, std::move(text)), atom_(atom), atomLayout_(std::move(l)), permutation_(perm) {}
  Type atom_;
  Layout atomLayout_;
  Type permutation_;
};

// Drops symbolic expressions from dynamic leaves (types carry facts only).
IntTuple typeLevel(const IntTuple &t);
Layout typeLevel(const Layout &l);
ComposedLayout typeLevel(const ComposedLayout &l);

// Text of a composed layout as the fly dialect prints it: `S<3,4,3> o 0 o (8,8):(8,1)`.
std::string composedLayoutText(const ComposedLayout &l);
std::string swizzleText(const Swizzle &s); // `S<3,4,3>`

} // namespace fly::ir

namespace fly::ir {
// Parses the body of a `!fly.NAME<BODY>` type (name without `!fly.`); nested
// element types (of ptr, memref, mma_atom) go through parseSubType.
Result<Type> parseFlyType(Context &ctx, std::string_view name, std::string_view body,
                          const std::function<Result<Type>(std::string_view)> &parseSubType);
} // namespace fly::ir

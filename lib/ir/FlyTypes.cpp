#include "fly/ir/FlyTypes.h"

#include <cctype>

namespace fly::ir {

const char *addressSpaceName(AddressSpace as) {
  switch (as) {
  case AddressSpace::Generic: return "generic";
  case AddressSpace::Global: return "global";
  case AddressSpace::Shared: return "shared";
  case AddressSpace::Register: return "register";
  case AddressSpace::BufferDesc: return "#fly_rocdl.buffer_desc";
  }
  return "generic";
}

std::optional<AddressSpace> parseAddressSpace(std::string_view name) {
  if (name == "generic")
    return AddressSpace::Generic;
  if (name == "global")
    return AddressSpace::Global;
  if (name == "shared")
    return AddressSpace::Shared;
  if (name == "register")
    return AddressSpace::Register;
  if (name == "#fly_rocdl.buffer_desc")
    return AddressSpace::BufferDesc;
  return std::nullopt;
}

// ---------------- type-level values ----------------

static Int typeLevel(const Int &i) { return i.isDynamic() ? Int::dynamic(i.divisibility()) : i; }

IntTuple typeLevel(const IntTuple &t) {
  if (t.isLeaf())
    return IntTuple(typeLevel(t.leaf()));
  std::vector<IntTuple> els;
  els.reserve(t.rank());
  for (const IntTuple &e : t.elements())
    els.push_back(typeLevel(e));
  return IntTuple(std::move(els));
}

Layout typeLevel(const Layout &l) { return Layout(typeLevel(l.shape()), typeLevel(l.stride())); }

ComposedLayout typeLevel(const ComposedLayout &l) {
  ComposedLayout::Inner inner = l.inner();
  if (const Layout *li = l.innerLayout())
    inner = typeLevel(*li);
  else if (const ComposedLayout *ci = l.innerComposed())
    inner = std::make_shared<const ComposedLayout>(typeLevel(*ci));
  if (const ComposedLayout *o = l.outerComposed())
    return ComposedLayout(inner, typeLevel(l.offset()), typeLevel(*o));
  return ComposedLayout(inner, typeLevel(l.offset()), typeLevel(l.domain()));
}

std::string swizzleText(const Swizzle &s) {
  return "S<" + std::to_string(s.bits()) + "," + std::to_string(s.base()) + "," + std::to_string(s.shift()) + ">";
}

std::string composedLayoutText(const ComposedLayout &l) { return fly::composedLayoutText(l, true); }

// ---------------- uniqued constructors ----------------

Type IntTupleType::get(Context &ctx, const IntTuple &value) {
  IntTuple v = typeLevel(value);
  std::string key = "!fly.int_tuple<" + v.str() + ">";
  return ctx.uniqueType(key, [&] { return new IntTupleType(v, key); });
}

Type LayoutType::get(Context &ctx, const Layout &value) {
  Layout v = typeLevel(value);
  std::string key = "!fly.layout<" + v.str() + ">";
  return ctx.uniqueType(key, [&] { return new LayoutType(v, key); });
}

bool ComposedLayoutType::isStatic() const { return value_.isStatic(); }

Type ComposedLayoutType::get(Context &ctx, const ComposedLayout &value) {
  ComposedLayout v = typeLevel(value);
  std::string key = "!fly.composed_layout<" + composedLayoutText(v) + ">";
  return ctx.uniqueType(key, [&] { return new ComposedLayoutType(v, key); });
}

Type CoordSwizzleType::get(Context &ctx, const CoordSwizzle &value) {
  std::string key = "!fly.coord_swizzle<" + value.str() + ">";
  return ctx.uniqueType(key, [&] { return new CoordSwizzleType(value, key); });
}

Type SwizzleType::get(Context &ctx, const Swizzle &value) {
  std::string key = "!fly.swizzle<" + swizzleText(value) + ">";
  return ctx.uniqueType(key, [&] { return new SwizzleType(value, key); });
}

Type BasisType::get(Context &ctx, const Int &value) {
  Int v = typeLevel(IntTuple(value)).leaf();
  std::string key = "!fly.basis<" + v.str() + ">";
  return ctx.uniqueType(key, [&] { return new BasisType(v, key); });
}

static std::string tileModeText(const TileType::Mode &m) {
  if (!m.layout)
    return "*";
  if (m.sizeOnly)
    return m.layout->shape().str();
  return m.layout->str();
}

Type TileType::get(Context &ctx, std::vector<Mode> modes) {
  for (Mode &m : modes)
    if (m.layout)
      m.layout = typeLevel(*m.layout);
  std::string key = "!fly.tile<";
  if (modes.size() == 1) {
    key += tileModeText(modes[0]);
  } else {
    key += "[";
    for (size_t i = 0; i < modes.size(); ++i) {
      if (i)
        key += "|";
      key += tileModeText(modes[i]);
    }
    key += "]";
  }
  key += ">";
  return ctx.uniqueType(key, [&] { return new TileType(modes, key); });
}

static std::string alignSwizzleSuffix(unsigned alignment, const Swizzle &sw) {
  std::string s;
  if (alignment)
    s += ", align<" + std::to_string(alignment) + ">";
  if (!(sw == Swizzle()))
    s += ", " + swizzleText(sw);
  return s;
}

Type PointerType::get(Context &ctx, Type elem, AddressSpace as, unsigned alignment, Swizzle swizzle) {
  std::string key = "!fly.ptr<" + elem.str() + ", " + addressSpaceName(as) + alignSwizzleSuffix(alignment, swizzle) + ">";
  return ctx.uniqueType(key, [&] { return new PointerType(elem, as, alignment, swizzle, key); });
}

static std::string layoutBodyText(Type layout) {
  if (auto *l = layout.dyn_cast<LayoutType>())
    return l->value().str();
  if (auto *c = layout.dyn_cast<ComposedLayoutType>())
    return composedLayoutText(c->value());
  return "?";
}

Type MemRefType::get(Context &ctx, Type elem, AddressSpace as, Type layout, unsigned alignment, Swizzle swizzle) {
  std::string key = "!fly.memref<" + elem.str() + ", " + addressSpaceName(as) + ", " + layoutBodyText(layout) +
                    alignSwizzleSuffix(alignment, swizzle) + ">";
  return ctx.uniqueType(key, [&] { return new MemRefType(elem, as, layout, alignment, swizzle, key); });
}

Type CoordTensorType::get(Context &ctx, const IntTuple &base, const Layout &layout) {
  IntTuple b = typeLevel(base);
  Layout l = typeLevel(layout);
  std::string key = "!fly.coord_tensor<" + b.str() + ", " + l.str() + ">";
  return ctx.uniqueType(key, [&] { return new CoordTensorType(b, l, key); });
}

Type CopyAtomType::get(Context &ctx, Type copyOp, unsigned valBits) {
  std::string key = "!fly.copy_atom<" + copyOp.str() + ", " + std::to_string(valBits) + ">";
  return ctx.uniqueType(key, [&] { return new CopyAtomType(copyOp, valBits, key); });
}

Type TiledCopyType::get(Context &ctx, Type atom, const Layout &layoutTV, Type tile) {
  std::string key = "!fly.tiled_copy<" + atom.str() + ", " + LayoutType::get(ctx, layoutTV).str() + ", " + tile.str() + ">";
  return ctx.uniqueType(key, [&] { return new TiledCopyType(atom, layoutTV, tile, key); });
}

Type TiledMmaType::get(Context &ctx, Type atom, const Layout &atomLayout, Type permutation) {
  std::string key = "!fly.tiled_mma<" + atom.str() + ", " + LayoutType::get(ctx, atomLayout).str() + ", " +
                    permutation.str() + ">";
  return ctx.uniqueType(key, [&] { return new TiledMmaType(atom, atomLayout, permutation, key); });
}

Type MmaAtomType::get(Context &ctx, Type inner) {
  std::string key = "!fly.mma_atom<" + inner.str() + ">";
  return ctx.uniqueType(key, [&] { return new MmaAtomType(inner, key); });
}

// ---------------- parsing ----------------

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

// Splits on `sep` outside any brackets; an error on unbalanced brackets or
// nesting deeper than the algebra's parsers should see.
Result<std::vector<std::string_view>> splitTopLevel(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  int depth = 0, maxDepth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '-' && i + 1 < s.size() && s[i + 1] == '>') {
      ++i;
      continue;
    }
    if (c == '(' || c == '[' || c == '<' || c == '{') {
      maxDepth = std::max(maxDepth, ++depth);
    } else if (c == ')' || c == ']' || c == '>' || c == '}') {
      if (--depth < 0)
        return Error("unbalanced brackets in '" + std::string(s) + "'");
    } else if (c == sep && depth == 0) {
      parts.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (depth != 0)
    return Error("unbalanced brackets in '" + std::string(s) + "'");
  if (maxDepth > 64)
    return Error("nesting too deep");
  parts.push_back(trim(s.substr(start)));
  return parts;
}

// Splits `a o b o c` on the word `o` at bracket depth 0.
Result<std::vector<std::string_view>> splitCompose(std::string_view s) {
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '[' || c == '<' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || c == '>' || c == '}')
      --depth;
    else if (c == 'o' && depth == 0 && i > 0 && i + 1 < s.size() && std::isspace(static_cast<unsigned char>(s[i - 1])) &&
             std::isspace(static_cast<unsigned char>(s[i + 1]))) {
      parts.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  parts.push_back(trim(s.substr(start)));
  return parts;
}

// True if `s` is one bracketed group `[...]` (not `[a] o 0 o [b]`).
bool isBracketed(std::string_view s) {
  if (s.size() < 2 || s.front() != '[' || s.back() != ']')
    return false;
  int depth = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '[')
      ++depth;
    else if (s[i] == ']' && --depth == 0)
      return i + 1 == s.size();
  }
  return false;
}

// FlyDSL also writes a composed layout in brackets: `[S<3,4,3> o 0 o (8,8):(8,1)]`.
std::string_view unbracket(std::string_view s) {
  s = trim(s);
  return isBracketed(s) ? trim(s.substr(1, s.size() - 2)) : s;
}

bool hasCompose(std::string_view s) {
  auto r = splitCompose(unbracket(s));
  return r.ok() && r->size() > 1;
}

Result<unsigned> parseSmallUnsigned(std::string_view s, const char *what) {
  s = trim(s);
  if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string_view::npos)
    return Error(std::string("expected ") + what + ", got '" + std::string(s) + "'");
  return static_cast<unsigned>(std::stoul(std::string(s)));
}

Result<Layout> parseLayoutText(std::string_view s) {
  auto parts = splitTopLevel(s, ',');
  if (!parts.ok())
    return parts.error();
  if (s.find(':') == std::string_view::npos)
    return Error("expected a layout 'shape:stride', got '" + std::string(s) + "'");
  return parseLayout(s);
}

// `CS<mask,baseRow,[row path],baseCol,[col path]>`.
Result<CoordSwizzle> parseCoordSwizzleText(std::string_view body) {
  body = trim(body);
  if (body.size() < 4 || body.substr(0, 3) != "CS<" || body.back() != '>')
    return Error("expected '!fly.coord_swizzle<CS<mask,baseRow,[row path],baseCol,[col path]>>'");
  auto parts = splitTopLevel(body.substr(3, body.size() - 4), ',');
  if (!parts.ok())
    return parts.error();
  if (parts->size() != 5)
    return Error("a coordinate swizzle has 5 parts: CS<mask,baseRow,[row path],baseCol,[col path]>");
  int nums[3] = {};
  std::vector<int> paths[2];
  for (int k = 0; k < 5; ++k) {
    std::string_view p = (*parts)[k];
    if (k == 2 || k == 4) {
      if (p.size() < 2 || p.front() != '[' || p.back() != ']')
        return Error("expected a mode path like [0] or [1, 0], got '" + std::string(p) + "'");
      std::string_view inside = trim(p.substr(1, p.size() - 2));
      if (inside.empty()) // `[]`: the trivial swizzle's paths
        continue;
      auto modes = splitTopLevel(inside, ',');
      if (!modes.ok())
        return modes.error();
      for (std::string_view m : *modes) {
        auto v = parseSmallUnsigned(m, "a mode index");
        if (!v.ok())
          return v.error();
        paths[k == 2 ? 0 : 1].push_back(static_cast<int>(*v));
      }
      continue;
    }
    auto v = parseSmallUnsigned(p, "a bit count");
    if (!v.ok())
      return v.error();
    if (*v > 31)
      return Error("coordinate swizzle bit counts are below 32, got " + std::to_string(*v));
    nums[k == 0 ? 0 : k == 1 ? 1 : 2] = static_cast<int>(*v);
  }
  return CoordSwizzle::make(nums[0], nums[1], paths[0], nums[2], paths[1]);
}

Result<ComposedLayout> parseComposedText(std::string_view s);

// The inner function of a composed layout: a swizzle, a coordinate swizzle, a layout, or a
// composed layout.
Result<ComposedLayout::Inner> parseInnerText(std::string_view t) {
  t = trim(t);
  if (isBracketed(t) || hasCompose(t)) {
    auto c = parseComposedText(t);
    if (!c.ok())
      return c.error();
    return ComposedLayout::Inner(std::make_shared<const ComposedLayout>(*c));
  }
  if (t.substr(0, 3) == "CS<") {
    auto cs = parseCoordSwizzleText(t);
    if (!cs.ok())
      return cs.error();
    return ComposedLayout::Inner(*cs);
  }
  if (!t.empty() && t[0] == 'S') {
    auto sw = parseSwizzle(t);
    if (!sw.ok())
      return sw.error();
    return ComposedLayout::Inner(*sw);
  }
  auto l = parseLayoutText(t);
  if (!l.ok())
    return l.error();
  return ComposedLayout::Inner(*l);
}

// `inner o offset o outer`, FlyDSL's forms included: the whole in brackets, an outer composed
// layout in brackets (`L o 0 o [CS o (0,0) o B]`), and a composed inner written flat
// (`CS o (0,0,0) o B1 o (1,2,3) o B2`: the last two parts are the offset and outer of the whole).
Result<ComposedLayout> parseComposedText(std::string_view s) {
  s = trim(s);
  if (isBracketed(s))
    s = trim(s.substr(1, s.size() - 2));
  auto parts = splitCompose(s);
  if (!parts.ok())
    return parts.error();
  size_t n = parts->size();
  if (n < 3 || n % 2 == 0)
    return Error("expected a composed layout 'inner o offset o outer', got '" + std::string(s) + "'");
  std::string_view first = (*parts)[0], lastInner = (*parts)[n - 3];
  std::string_view innerText = s.substr(static_cast<size_t>(first.data() - s.data()),
                                        static_cast<size_t>(lastInner.data() + lastInner.size() - first.data()));
  auto inner = parseInnerText(innerText);
  if (!inner.ok())
    return inner.error();
  auto off = parseIntTuple((*parts)[n - 2]);
  if (!off.ok())
    return off.error();
  std::string_view outerText = (*parts)[n - 1];
  if (isBracketed(outerText)) {
    auto outer = parseComposedText(outerText);
    if (!outer.ok())
      return outer.error();
    return ComposedLayout(*inner, *off, *outer);
  }
  auto outer = parseLayoutText(outerText);
  if (!outer.ok())
    return outer.error();
  return ComposedLayout(*inner, *off, *outer);
}

Result<std::pair<unsigned, Swizzle>> parseAlignSwizzle(const std::vector<std::string_view> &parts, size_t from) {
  unsigned align = 0;
  Swizzle sw;
  for (size_t i = from; i < parts.size(); ++i) {
    std::string_view p = parts[i];
    if (p.substr(0, 6) == "align<" && p.back() == '>') {
      auto a = parseSmallUnsigned(p.substr(6, p.size() - 7), "an alignment");
      if (!a.ok())
        return a.error();
      align = *a;
    } else if (!p.empty() && p[0] == 'S') {
      auto s = parseSwizzle(p);
      if (!s.ok())
        return s.error();
      sw = *s;
    } else {
      return Error("unexpected '" + std::string(p) + "' (expected align<N> or S<b,m,s>)");
    }
  }
  return std::make_pair(align, sw);
}

// A type parameter of a fly type, as MLIR prints it: a parameter that is itself a fly type may be
// written in full (`!fly.layout<(4,8):(1,4)>`) or stripped of its name (`<(4,8):(1,4)>`, what
// FlyDSL's printer writes for the layout and tile of tiled copies and tiled MMAs).
Result<Type> parseFlyParameter(std::string_view text, const char *fullName,
                               const std::function<Result<Type>(std::string_view)> &parseSubType) {
  text = trim(text);
  if (!text.empty() && text.front() == '<')
    return parseSubType(std::string(fullName) + std::string(text));
  return parseSubType(text);
}

} // namespace

Result<Type> parseFlyType(Context &ctx, std::string_view name, std::string_view body,
                          const std::function<Result<Type>(std::string_view)> &parseSubType) {
  body = trim(body);
  auto depthCheck = splitTopLevel(body, '\0');
  if (!depthCheck.ok())
    return depthCheck.error();
  if (name == "int_tuple") {
    auto t = parseIntTuple(body);
    if (!t.ok())
      return Error("invalid int_tuple: " + t.error().message);
    return IntTupleType::get(ctx, *t);
  }
  if (name == "layout") {
    auto l = parseLayoutText(body);
    if (!l.ok())
      return Error("invalid layout: " + l.error().message);
    return LayoutType::get(ctx, *l);
  }
  if (name == "coord_tensor") {
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    if (parts->size() != 2)
      return Error("expected '!fly.coord_tensor<base, layout>'");
    auto base = parseIntTuple((*parts)[0]);
    if (!base.ok())
      return Error("invalid coord_tensor base: " + base.error().message);
    auto l = parseLayoutText((*parts)[1]);
    if (!l.ok())
      return Error("invalid coord_tensor layout: " + l.error().message);
    return CoordTensorType::get(ctx, *base, *l);
  }
  if (name == "composed_layout") {
    auto c = parseComposedText(body);
    if (!c.ok())
      return Error("invalid composed_layout: " + c.error().message);
    return ComposedLayoutType::get(ctx, *c);
  }
  if (name == "basis") {
    auto t = parseIntTuple(body);
    if (!t.ok())
      return Error("invalid basis: " + t.error().message);
    if (!t->isLeaf() || !t->leaf().isBasis())
      return Error("expected a scaled basis such as '1E0', '2E1E0' or '?E1', got '" + std::string(body) + "'");
    return BasisType::get(ctx, t->leaf());
  }
  if (name == "swizzle") {
    auto s = parseSwizzle(body);
    if (!s.ok())
      return Error("invalid swizzle: " + s.error().message);
    return SwizzleType::get(ctx, *s);
  }
  if (name == "coord_swizzle") {
    auto cs = parseCoordSwizzleText(body);
    if (!cs.ok())
      return cs.error();
    return CoordSwizzleType::get(ctx, *cs);
  }
  if (name == "tile") {
    std::string_view inner = body;
    bool bracketed = !inner.empty() && inner.front() == '[';
    if (bracketed) {
      if (inner.back() != ']')
        return Error("invalid tile: missing ']'");
      inner = inner.substr(1, inner.size() - 2);
    }
    auto parts = splitTopLevel(inner, '|');
    if (!parts.ok())
      return parts.error();
    std::vector<TileType::Mode> modes;
    for (std::string_view p : *parts) {
      TileType::Mode m;
      if (p == "*" || p == "_") {
        modes.push_back(m);
        continue;
      }
      if (p.find(':') != std::string_view::npos) {
        auto l = parseLayoutText(p);
        if (!l.ok())
          return Error("invalid tile mode: " + l.error().message);
        m.layout = *l;
      } else {
        auto t = parseIntTuple(p);
        if (!t.ok())
          return Error("invalid tile mode: " + t.error().message);
        m.layout = make_layout(*t);
        m.sizeOnly = true;
      }
      modes.push_back(m);
    }
    return TileType::get(ctx, modes);
  }
  if (name == "ptr" || name == "memref") {
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    bool memref = name == "memref";
    if (parts->size() < (memref ? 3u : 2u))
      return Error(memref ? "expected '!fly.memref<elem, space, layout>'" : "expected '!fly.ptr<elem, space>'");
    auto elem = parseSubType((*parts)[0]);
    if (!elem.ok())
      return elem.error();
    auto as = parseAddressSpace((*parts)[1]);
    if (!as)
      return Error("unknown address space '" + std::string((*parts)[1]) +
                   "' (expected generic, global, shared, register or #fly_rocdl.buffer_desc)");
    Type layout;
    if (memref) {
      std::string_view lt = (*parts)[2];
      if (hasCompose(lt)) {
        auto c = parseComposedText(lt);
        if (!c.ok())
          return Error("invalid memref layout: " + c.error().message);
        layout = ComposedLayoutType::get(ctx, *c);
      } else {
        auto l = parseLayoutText(lt);
        if (!l.ok())
          return Error("invalid memref layout: " + l.error().message);
        layout = LayoutType::get(ctx, *l);
      }
    }
    auto extra = parseAlignSwizzle(*parts, memref ? 3 : 2);
    if (!extra.ok())
      return extra.error();
    if (memref)
      return MemRefType::get(ctx, *elem, *as, layout, extra->first, extra->second);
    return PointerType::get(ctx, *elem, *as, extra->first, extra->second);
  }
  if (name == "universal_atomic") {
    // FlyDSL's CopyOpUniversalAtomic: `<#fly<atomic_op OP>, TYPE>`; lib/target checks OP and TYPE.
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    if (parts->size() != 2 || (*parts)[0].substr(0, 14) != "#fly<atomic_op")
      return Error("expected '!fly.universal_atomic<#fly<atomic_op OP>, TYPE>'");
    auto val = parseSubType((*parts)[1]);
    if (!val.ok())
      return val.error();
    return ctx.opaqueType("!fly.universal_atomic<" + std::string((*parts)[0]) + ", " + val->str() + ">");
  }
  if (name == "universal_copy") {
    auto bits = parseSmallUnsigned(body, "a bit count");
    if (!bits.ok())
      return bits.error();
    return ctx.opaqueType("!fly." + std::string(name) + "<" + std::to_string(*bits) + ">");
  }
  if (name == "copy_atom") {
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    if (parts->size() != 2)
      return Error("expected '!fly.copy_atom<OP, VALBITS>'");
    auto op = parseSubType((*parts)[0]);
    if (!op.ok())
      return op.error();
    auto valBits = parseSmallUnsigned((*parts)[1], "a value width in bits");
    if (!valBits.ok())
      return valBits.error();
    // 0 is FlyDSL's spelling for a whole-tile (TDM) atom, whose values are the tensors' elements;
    // other atoms are refused with 0 where the type is written (transforms/AtomTypes.cpp).
    return CopyAtomType::get(ctx, *op, *valBits);
  }
  if (name == "tiled_copy") {
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    if (parts->size() != 3)
      return Error("expected '!fly.tiled_copy<ATOM, !fly.layout<...>, !fly.tile<...>>'");
    auto atom = parseSubType((*parts)[0]);
    if (!atom.ok())
      return atom.error();
    if (!atom->isa<CopyAtomType>())
      return Error("the atom of a tiled copy must be a !fly.copy_atom, got " + atom->str());
    auto tv = parseFlyParameter((*parts)[1], "!fly.layout", parseSubType);
    if (!tv.ok())
      return tv.error();
    auto *tvl = tv->dyn_cast<LayoutType>();
    if (!tvl || !tvl->isStatic())
      return Error("the thread-value layout of a tiled copy must be a static !fly.layout, got " + tv->str());
    auto tile = parseFlyParameter((*parts)[2], "!fly.tile", parseSubType);
    if (!tile.ok())
      return tile.error();
    if (!tile->isa<TileType>())
      return Error("the tile of a tiled copy must be a !fly.tile, got " + tile->str());
    return TiledCopyType::get(ctx, *atom, tvl->value(), *tile);
  }
  if (name == "tiled_mma") {
    auto parts = splitTopLevel(body, ',');
    if (!parts.ok())
      return parts.error();
    // FlyDSL leaves the permutation out when it is the identity (`[*|*|*]`).
    if (parts->size() != 2 && parts->size() != 3)
      return Error("expected '!fly.tiled_mma<!fly.mma_atom<...>, !fly.layout<...>[, !fly.tile<...>]>'");
    auto atom = parseSubType((*parts)[0]);
    if (!atom.ok())
      return atom.error();
    if (!atom->isa<MmaAtomType>())
      return Error("the atom of a tiled MMA must be a !fly.mma_atom, got " + atom->str());
    auto layout = parseFlyParameter((*parts)[1], "!fly.layout", parseSubType);
    if (!layout.ok())
      return layout.error();
    auto *l = layout->dyn_cast<LayoutType>();
    if (!l || !l->isStatic())
      return Error("the atom layout of a tiled MMA must be a static !fly.layout, got " + layout->str());
    auto perm = parts->size() == 3 ? parseFlyParameter((*parts)[2], "!fly.tile", parseSubType)
                                   : parseSubType("!fly.tile<[*|*|*]>");
    if (!perm.ok())
      return perm.error();
    if (!perm->isa<TileType>())
      return Error("the permutation of a tiled MMA must be a !fly.tile, got " + perm->str());
    return TiledMmaType::get(ctx, *atom, l->value(), *perm);
  }
  if (name == "mma_atom") {
    auto inner = parseSubType(body);
    if (!inner.ok())
      return inner.error();
    return MmaAtomType::get(ctx, *inner);
  }
  if (name == "universal_fma") {
    // The scalar FMA MMA atom's operation type; lib/target describes it, the IR keeps it verbatim.
    auto elem = parseSubType(body);
    if (!elem.ok())
      return elem.error();
    return ctx.opaqueType("!fly.universal_fma<" + elem->str() + ">");
  }
  return Error("unknown fly type '!fly." + std::string(name) + "'");
}

} // namespace fly::ir

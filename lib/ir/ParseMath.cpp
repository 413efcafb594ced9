// The math dialect's forms outside the simple table (OpSyntax.cpp): math.clampf, whose custom
// form brackets its bounds, `math.clampf %x to [%lo, %hi] fastmath<fast> : f32` (MLIR's MathOps.td).
#include "ParserImpl.h"

namespace fly::ir::detail {

Operation *Parser::parseMathClampF(Location at) {
  std::vector<NamedAttribute> attrs;
  Value *x, *lo, *hi;
  if (!parseValueUse(x) || !expectKeyword("to") || !expect(Tok::LSquare, "'['") || !parseValueUse(lo) ||
      !expect(Tok::Comma, "','") || !parseValueUse(hi) || !expect(Tok::RSquare, "']'") || !parseFlags(attrs) ||
      !parseOptionalAttrDict(attrs) || !expect(Tok::Colon, "':'"))
    return nullptr;
  Location tl = loc();
  Type t;
  if (!parseType(t) || !checkOperandTypes({x, lo, hi}, {t, t, t}, tl))
    return nullptr;
  return build(OpCode::MathClampF, at, {x, lo, hi}, {t}, attrs);
}

} // namespace fly::ir::detail

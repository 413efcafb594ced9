// The gpu dialect's host-side op: gpu.launch_func, in MLIR's custom form
//
//   gpu.launch_func @kernel_mod::@my_kernel blocks in (%gx, %gy, %gz) threads in (%bx, %by, %bz)
//       [dynamic_shared_memory_size %bytes] [args(%a : T, %b : U)] [attr-dict]
//
// Operands: the grid's three sizes, the block's three, the dynamic LDS size if given, then the
// kernel's arguments; `operandSegmentSizes` says which (MLIR's 13 segments: async dependencies,
// grid x/y/z, block x/y/z, cluster x/y/z, dynamic shared memory size, kernel operands, async
// object). The kernel is `kernel_module`::`kernel_name`. Fly reads host code to keep it: its passes
// rewrite a launch's arguments like the kernel's parameters; code generation compiles device code.
#include "ParserImpl.h"

namespace fly::ir::detail {

Operation *Parser::parseGpuLaunchFunc(Location at) {
  if (isKeyword("async") || is(Tok::LSquare) || is(Tok::Less)) {
    fail("gpu.launch_func: asynchronous launches (async, dependencies, a stream) are not supported");
    return nullptr;
  }
  std::string module, kernel;
  if (!parseSymbolName(module, "the kernel's module ('@module::@kernel')") || !expect(Tok::Colon, "'::'") ||
      !expect(Tok::Colon, "'::'") || !parseSymbolName(kernel, "the kernel's name ('@module::@kernel')"))
    return nullptr;
  if (isKeyword("clusters")) {
    fail("gpu.launch_func: clusters are not supported");
    return nullptr;
  }
  std::vector<Value *> operands;
  auto dims = [&](const char *word) {
    if (!expectKeyword(word) || !expectKeyword("in") || !expect(Tok::LParen, "'('"))
      return false;
    Location dl = loc();
    std::vector<Value *> three;
    if (!parseValueList(three) || !expect(Tok::RParen, "')'"))
      return false;
    if (three.size() != 3)
      return fail(dl, std::string("gpu.launch_func: '") + word + " in' takes three sizes (x, y, z)");
    for (Value *v : three)
      if (!v->type().isIndex())
        return fail(dl, std::string("gpu.launch_func: '") + word + " in' sizes must be index values, not '" +
                            v->type().str() + "'");
    operands.insert(operands.end(), three.begin(), three.end());
    return true;
  };
  if (!dims("blocks") || !dims("threads"))
    return nullptr;
  int64_t dynShared = 0;
  if (consumeKeyword("dynamic_shared_memory_size")) {
    Location dl = loc();
    Value *v;
    if (!parseValueUse(v))
      return nullptr;
    if (!v->type().isInteger(32)) {
      fail(dl, "gpu.launch_func: the dynamic shared memory size must be an i32, not '" + v->type().str() + "'");
      return nullptr;
    }
    operands.push_back(v);
    dynShared = 1;
  }
  int64_t numArgs = 0;
  if (consumeKeyword("args")) {
    if (!expect(Tok::LParen, "'('"))
      return nullptr;
    if (!consumeIf(Tok::RParen)) {
      do {
        Value *v;
        if (!parseValueUse(v) || !expect(Tok::Colon, "':'"))
          return nullptr;
        Location tl = loc();
        Type t;
        if (!parseType(t) || !checkOperandTypes({v}, {t}, tl))
          return nullptr;
        operands.push_back(v);
        ++numArgs;
      } while (consumeIf(Tok::Comma));
      if (!expect(Tok::RParen, "')'"))
        return nullptr;
    }
  }
  std::vector<NamedAttribute> attrs;
  if (!parseOptionalAttrDict(attrs))
    return nullptr;
  attrs.push_back({"kernel_module", ctx_.stringAttr(module)});
  attrs.push_back({"kernel_name", ctx_.stringAttr(kernel)});
  std::vector<int64_t> segments{0, 1, 1, 1, 1, 1, 1, 0, 0, 0, dynShared, numArgs, 0};
  attrs.push_back({"operandSegmentSizes", ctx_.denseArrayAttr(segments, 32)});
  return build(OpCode::GpuLaunchFunc, at, operands, {}, attrs);
}

} // namespace fly::ir::detail

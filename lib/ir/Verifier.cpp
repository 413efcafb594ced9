#include "fly/ir/KernelABI.h"
#include "fly/ir/Verifier.h"

#include <atomic>

#include "GenericForm.h"

#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/TypeInference.h"

#include <unordered_map>

namespace fly::ir {

namespace {

using Check = std::optional<Diagnostic>;

Check err(Operation *op, std::string msg) { return op->emitError(std::string(op->name()) + ": " + msg); }

// The op named `sym` that `accepts` in the module (builtin.module or gpu.module) enclosing `from`
// (the last one, as a symbol table keeps the last definition), or null.
Operation *lookupSymbol(Operation *from, std::string_view sym, bool (*accepts)(Operation *)) {
  Operation *scope = from->parentOp();
  while (scope && !(scope->is(OpCode::Module) || scope->is(OpCode::GpuModule)))
    scope = scope->parentOp();
  Operation *found = nullptr;
  if (scope)
    for (Operation *o : *scope->region(0).front())
      if (accepts(o) && o->symName() == sym)
        found = o;
  return found;
}

bool isIntLike(Type t) { return t.elementType().isIntOrIndex(); }
bool isFloatLike(Type t) { return t.elementType().isFloat(); }
bool sameShape(Type a, Type b) {
  auto *va = a.dyn_cast<VectorType>();
  auto *vb = b.dyn_cast<VectorType>();
  if (!va && !vb)
    return true;
  return va && vb && va->shape() == vb->shape();
}

Check expectOperands(Operation *op, unsigned n) {
  if (op->numOperands() != n)
    return err(op, "expects " + std::to_string(n) + " operands, got " + std::to_string(op->numOperands()));
  return std::nullopt;
}
Check expectResults(Operation *op, unsigned n) {
  if (op->numResults() != n)
    return err(op, "expects " + std::to_string(n) + " results, got " + std::to_string(op->numResults()));
  return std::nullopt;
}

Operation *enclosing(Operation *op, OpCode code) {
  for (Operation *p = op->parentOp(); p; p = p->parentOp())
    if (p->is(code))
      return p;
  return nullptr;
}

std::vector<Type> funcResultTypes(Operation *fn) { return functionResultTypes(fn); }

Check checkTypesMatch(Operation *op, const std::vector<Type> &got, const std::vector<Type> &want, const char *what) {
  if (got.size() != want.size())
    return err(op, std::string(what) + ": expected " + std::to_string(want.size()) + " values, got " +
                       std::to_string(got.size()));
  for (size_t i = 0; i < got.size(); ++i)
    if (got[i] != want[i])
      return err(op, std::string(what) + ": value #" + std::to_string(i) + " has type '" + got[i].str() +
                         "', expected '" + want[i].str() + "'");
  return std::nullopt;
}

// gpu.launch_func: MLIR's rules (a module with gpu.container_module holds it, the kernel exists),
// its sizes index values, its arguments of the kernel's parameter types.
Check checkLaunchFunc(Operation *op) {
  Attribute seg = op->attr("operandSegmentSizes");
  if (!seg || !seg.is(AttrKind::DenseArray) || seg.denseArray().size() != 13)
    return err(op, "needs operandSegmentSizes (13 segments)");
  auto sizes = seg.denseArray();
  int64_t total = 0;
  for (int64_t n : sizes)
    total += n;
  if (total != int64_t(op->numOperands()) || sizes[0] || sizes[7] || sizes[8] || sizes[9] || sizes[12] ||
      sizes[10] > 1)
    return err(op, "operandSegmentSizes must give the grid and block sizes, at most one dynamic shared memory "
                   "size and the kernel's arguments (no async dependencies, clusters or async object)");
  for (unsigned i = 1; i <= 6; ++i)
    if (sizes[i] != 1)
      return err(op, "takes one grid and one block size per dimension");
  for (unsigned i = 0; i < 6; ++i)
    if (!op->operand(i)->type().isIndex())
      return err(op, "grid and block sizes must be index values");
  Operation *mod = enclosing(op, OpCode::Module);
  if (!mod || !mod->hasAttr("gpu.container_module"))
    return err(op, "expected the closest surrounding module to have the 'gpu.container_module' attribute");
  Operation *kernel = lookupLaunchedKernel(op);
  if (!kernel)
    return err(op, "no kernel '@" + std::string(op->strAttr("kernel_module")) + "::@" +
                       std::string(op->strAttr("kernel_name")) + "' (a gpu.func with 'kernel' in that gpu.module)");
  std::vector<Type> args;
  for (unsigned i = unsigned(6 + sizes[10]); i < op->numOperands(); ++i)
    args.push_back(op->operand(i)->type());
  return checkTypesMatch(op, args, functionArgTypes(kernel), "kernel arguments");
}

Check checkCast(Operation *op) {
  if (auto c = expectOperands(op, 1))
    return c;
  if (auto c = expectResults(op, 1))
    return c;
  Type from = op->operand(0)->type(), to = op->result(0)->type();
  Type fe = from.elementType(), te = to.elementType();
  auto bad = [&](const char *why) { return err(op, "cannot cast '" + from.str() + "' to '" + to.str() + "': " + why); };
  switch (op->code()) {
  case OpCode::VectorBroadcast: {
    auto *vt = to.dyn_cast<VectorType>();
    if (!vt || vt->elementType() != fe)
      return bad("the result must be a vector of the source's element type");
    return std::nullopt;
  }
  case OpCode::VectorBitcast:
    if (!from.isVector() || !to.isVector() ||
        from.cast<VectorType>().numElements() * fe.bitWidth() != to.cast<VectorType>().numElements() * te.bitWidth())
      return bad("both must be vectors of the same total bit width");
    return std::nullopt;
  case OpCode::VectorExtractStridedSlice:
    if (!from.isVector() || !to.isVector() || fe != te)
      return bad("both must be vectors of the same element type");
    return std::nullopt;
  case OpCode::LlvmPtrToInt:
    if (!from.isa<LLVMPointerType>() || !to.isInteger())
      return bad("needs an !llvm.ptr and an integer type");
    return std::nullopt;
  case OpCode::LlvmIntToPtr:
    if (!from.isInteger() || !to.isa<LLVMPointerType>())
      return bad("needs an integer and an !llvm.ptr type");
    return std::nullopt;
  case OpCode::LlvmAddrSpaceCast:
    if (!from.isa<LLVMPointerType>() || !to.isa<LLVMPointerType>())
      return bad("needs two !llvm.ptr types");
    return std::nullopt;
  case OpCode::LlvmBitcast: {
    auto bits = [](Type t) -> int64_t {
      if (auto *v = t.dyn_cast<VectorType>())
        return v->numElements() * v->elementType().bitWidth();
      return t.isIndex() ? 0 : t.bitWidth();
    };
    if (bits(from) == 0 || bits(from) != bits(to))
      return bad("needs integer/float types or vectors of them with the same total width");
    return std::nullopt;
  }
  default: break;
  }
  if (!sameShape(from, to))
    return bad("the vector shapes differ");
  switch (op->code()) {
  case OpCode::ArithExtSI:
  case OpCode::ArithExtUI:
    if (!fe.isInteger() || !te.isInteger() || te.bitWidth() <= fe.bitWidth())
      return bad("needs a wider integer type");
    break;
  case OpCode::ArithTruncI:
    if (!fe.isInteger() || !te.isInteger() || te.bitWidth() >= fe.bitWidth())
      return bad("needs a narrower integer type");
    break;
  case OpCode::ArithSIToFP:
  case OpCode::ArithUIToFP:
    if (!fe.isInteger() || !te.isFloat())
      return bad("needs integer to float");
    break;
  case OpCode::ArithFPToSI:
  case OpCode::ArithFPToUI:
    if (!fe.isFloat() || !te.isInteger())
      return bad("needs float to integer");
    break;
  case OpCode::ArithExtF:
    if (!fe.isFloat() || !te.isFloat() || te.bitWidth() <= fe.bitWidth())
      return bad("needs a wider float type");
    break;
  case OpCode::ArithTruncF:
    if (!fe.isFloat() || !te.isFloat() || te.bitWidth() >= fe.bitWidth())
      return bad("needs a narrower float type");
    break;
  case OpCode::ArithBitcast:
    if (fe.bitWidth() != te.bitWidth() || fe.isIndex() || te.isIndex() || fe.bitWidth() == 0)
      return bad("needs integer/float types of the same width");
    break;
  case OpCode::ArithIndexCast:
  case OpCode::ArithIndexCastUI:
    if (!((fe.isIndex() && te.isInteger()) || (fe.isInteger() && te.isIndex())))
      return bad("needs index to integer or integer to index");
    break;
  default: break;
  }
  return std::nullopt;
}

bool validPredicate(Operation *op) {
  std::string_view p = op->strAttr("predicate");
  for (const char *s : cmpPredicateNames(op->is(OpCode::ArithCmpF)))
    if (p == s)
      return true;
  return false;
}

Check checkVectorPosition(Operation *op, unsigned firstDynamic, Type vecType, Type scalarOrSub) {
  auto *vt = vecType.dyn_cast<VectorType>();
  if (!vt)
    return err(op, "needs a vector, got '" + vecType.str() + "'");
  Attribute pos = op->attr("static_position");
  if (!pos || !pos.is(AttrKind::DenseArray))
    return err(op, "needs static_position");
  auto p = pos.denseArray();
  if (p.size() > vt->shape().size() || p.empty())
    return err(op, "needs between 1 and " + std::to_string(vt->shape().size()) + " positions");
  unsigned dynamic = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] == INT64_MIN) {
      ++dynamic;
      continue;
    }
    if (p[i] < 0 || p[i] >= vt->shape()[i])
      return err(op, "position " + std::to_string(p[i]) + " out of range for '" + vecType.str() + "'");
  }
  if (op->numOperands() != firstDynamic + dynamic)
    return err(op, "expects " + std::to_string(dynamic) + " dynamic positions");
  for (unsigned i = firstDynamic; i < op->numOperands(); ++i)
    if (!op->operand(i)->type().isIntOrIndex())
      return err(op, "dynamic positions must be integers or index");
  Type want = vt->elementType();
  if (p.size() < vt->shape().size()) {
    std::vector<int64_t> rest(vt->shape().begin() + p.size(), vt->shape().end());
    want = op->context().vectorType(rest, vt->elementType());
  }
  if (scalarOrSub != want)
    return err(op, "type '" + scalarOrSub.str() + "' does not match the position's '" + want.str() + "'");
  return std::nullopt;
}

Check checkTerminatorOf(Operation *op, Region &r, OpCode term, const std::vector<Type> &types, const char *what) {
  Block *b = r.front();
  if (!b)
    return err(op, std::string(what) + " region is empty");
  if (b->nextBlock())
    return err(op, std::string(what) + " region must be a single block");
  Operation *t = b->back();
  if (!t || !t->is(term))
    return err(op, std::string(what) + " region must end with '" + std::string(opName(term)) + "'");
  return checkTypesMatch(t, t->operandTypes(), types, "yielded values");
}

// cf.br / cf.cond_br: successors in the op's own region (never its entry block), and the
// operands passed to each match its arguments.
Check checkBranch(Operation *op) {
  bool cond = op->is(OpCode::CfCondBr);
  unsigned want = cond ? 2 : 1;
  if (op->numSuccessors() != want)
    return err(op, "needs " + std::to_string(want) + " successor block(s), has " + std::to_string(op->numSuccessors()));
  if (cond) {
    Attribute seg = op->attr("operandSegmentSizes");
    if (!seg || !seg.is(AttrKind::DenseArray) || seg.denseArray().size() != 3)
      return err(op, "needs operandSegmentSizes with 3 entries (condition, true operands, false operands)");
    int64_t total = 0;
    for (int64_t n : seg.denseArray())
      total += n;
    if (seg.denseArray()[0] != 1 || total != op->numOperands())
      return err(op, "operandSegmentSizes does not match the operands");
    if (!op->operand(0)->type().isInteger(1))
      return err(op, "condition must be i1");
  }
  for (unsigned s = 0; s < op->numSuccessors(); ++s) {
    Block *dest = op->successor(s);
    if (!dest || !op->block() || dest->parent() != op->block()->parent())
      return err(op, "successor #" + std::to_string(s) + " is not a block of the op's region");
    if (dest == dest->parent()->front())
      return err(op, "the entry block of a region cannot be a successor");
    auto [b, e] = op->successorOperandRange(s);
    if (e - b != dest->numArguments())
      return err(op, "successor #" + std::to_string(s) + " takes " + std::to_string(dest->numArguments()) +
                         " argument(s), " + std::to_string(e - b) + " given");
    for (unsigned i = b; i < e; ++i)
      if (op->operand(i)->type() != dest->argument(i - b)->type())
        return err(op, "successor #" + std::to_string(s) + " argument #" + std::to_string(i - b) + " has type '" +
                           dest->argument(i - b)->type().str() + "', given '" + op->operand(i)->type().str() + "'");
  }
  return std::nullopt;
}

std::atomic<TypeCheck> typeCheck{nullptr};

// The registered type check on every type `op` writes: its results', its regions' block arguments'.
Check checkWrittenTypes(Operation *op) {
  TypeCheck check = typeCheck.load(std::memory_order_acquire);
  if (!check)
    return std::nullopt;
  for (unsigned i = 0; i < op->numResults(); ++i)
    if (std::string e = check(op->result(i)->type()); !e.empty())
      return err(op, e);
  for (unsigned r = 0; r < op->numRegions(); ++r)
    for (Block *b : op->region(r))
      for (BlockArgument *a : b->arguments())
        if (std::string e = check(a->type()); !e.empty())
          return err(op, "argument of type " + a->type().str() + ": " + e);
  return std::nullopt;
}

// rocdl.exp2 and the other transcendentals (isRocdlTranscendental).
Check verifyTranscendental(Operation *op, Context &ctx) {
  if (op->numOperands() != 1 || op->numResults() != 1 || op->result(0)->type() != op->operand(0)->type())
    return err(op, "takes one float operand and returns its type");
  Type t = op->operand(0)->type();
  if (!(t == ctx.f32() || t == ctx.floatType(FloatKind::F16) || t == ctx.floatType(FloatKind::BF16)))
    return err(op, "operand must be f32, f16 or bf16, got " + t.str());
  return std::nullopt;
}

Check verifyOpImpl(Operation *op) {
  const OpInfo &info = op->info();
  Context &ctx = op->context();
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!op->operand(i))
      return err(op, "operand #" + std::to_string(i) + " is null");
  if (auto c = checkWrittenTypes(op))
    return c;
  if (isRocdlTranscendental(op->code()))
    return verifyTranscendental(op, ctx);

  if (isScalarGetLeaves(op)) {
    if (auto r = getLeavesScalarCheck(op); !r.ok())
      return err(op, r.error().message);
    return std::nullopt;
  }
  if (hasTypeInference(op->code())) {
    if (auto c = expectResults(op, 1))
      return c;
    Result<Type> inferred = inferResultType(op);
    if (!inferred.ok())
      return err(op, inferred.error().message);
    if (!declaredTypeMatches(op, *inferred, op->result(0)->type()))
      return err(op, "result type '" + op->result(0)->type().str() + "' differs from the inferred type '" +
                         inferred->str() + "'");
    return std::nullopt;
  }

  switch (info.syntax) {
  case Syntax::Binary:
  case Syntax::Unary:
  case Syntax::Ternary:
  case Syntax::MathClampF: {
    unsigned want = info.syntax == Syntax::Binary ? 2 : info.syntax == Syntax::Unary ? 1 : 3;
    if (auto c = expectOperands(op, want))
      return c;
    if (auto c = expectResults(op, 1))
      return c;
    Type t = op->result(0)->type();
    for (unsigned i = 0; i < want; ++i)
      if (op->operand(i)->type() != t)
        return err(op, "operand #" + std::to_string(i) + " has type '" + op->operand(i)->type().str() +
                           "', the result '" + t.str() + "'");
    if (op->hasTrait(OpTrait::IntOp) && !isIntLike(t))
      return err(op, "needs integer or index operands, got '" + t.str() + "'");
    if (op->hasTrait(OpTrait::FloatOp) && !isFloatLike(t))
      return err(op, "needs float operands, got '" + t.str() + "'");
    return std::nullopt;
  }
  case Syntax::Compare: {
    if (auto c = expectOperands(op, 2))
      return c;
    if (!validPredicate(op))
      return err(op, "unknown predicate '" + std::string(op->strAttr("predicate")) + "'");
    Type t = op->operand(0)->type();
    if (op->operand(1)->type() != t)
      return err(op, "operands have different types");
    if (op->hasTrait(OpTrait::IntOp) ? !isIntLike(t) : !isFloatLike(t))
      return err(op, "operand type '" + t.str() + "' does not suit this comparison");
    Type want = ctx.i1();
    if (auto *vt = t.dyn_cast<VectorType>())
      want = ctx.vectorType(vt->shape(), ctx.i1());
    if (op->numResults() != 1 || op->result(0)->type() != want)
      return err(op, "result must be '" + want.str() + "'");
    return std::nullopt;
  }
  case Syntax::Select: {
    if (auto c = expectOperands(op, 3))
      return c;
    Type t = op->result(0)->type();
    Type cond = op->operand(0)->type();
    if (!(cond.isInteger(1) || (cond.isVector() && cond.elementType().isInteger(1) && sameShape(cond, t))))
      return err(op, "condition must be i1 (or a vector of i1 shaped like the result)");
    if (op->operand(1)->type() != t || op->operand(2)->type() != t)
      return err(op, "both choices must have the result type '" + t.str() + "'");
    return std::nullopt;
  }
  case Syntax::Cast: return checkCast(op);
  case Syntax::Constant: {
    if (auto c = expectResults(op, 1))
      return c;
    Attribute v = op->attr("value");
    Type t = op->result(0)->type();
    if (!v)
      return err(op, "needs a value");
    if (v.is(AttrKind::Bool) ? !t.isInteger(1) : v.type() != t)
      return err(op, "value does not have the result type '" + t.str() + "'");
    return std::nullopt;
  }
  case Syntax::ScfFor: {
    if (op->numOperands() < 3)
      return err(op, "needs lower bound, upper bound and step");
    Type ivt = op->operand(0)->type();
    if (!ivt.isIntOrIndex() || op->operand(1)->type() != ivt || op->operand(2)->type() != ivt)
      return err(op, "bounds and step must share one integer or index type");
    Block *body = op->region(0).front();
    if (!body || body->numArguments() != op->numOperands() - 2)
      return err(op, "body must have the induction variable and one argument per iter_arg");
    if (body->argument(0)->type() != ivt)
      return err(op, "induction variable must have type '" + ivt.str() + "'");
    std::vector<Type> iterTypes;
    for (unsigned i = 3; i < op->numOperands(); ++i) {
      iterTypes.push_back(op->operand(i)->type());
      if (body->argument(i - 2)->type() != op->operand(i)->type())
        return err(op, "iter_arg #" + std::to_string(i - 3) + " type mismatch");
    }
    if (auto c = checkTypesMatch(op, op->resultTypes(), iterTypes, "results"))
      return c;
    return checkTerminatorOf(op, op->region(0), OpCode::ScfYield, iterTypes, "body");
  }
  case Syntax::ScfIf: {
    if (auto c = expectOperands(op, 1))
      return c;
    if (!op->operand(0)->type().isInteger(1))
      return err(op, "condition must be i1");
    auto rts = op->resultTypes();
    if (auto c = checkTerminatorOf(op, op->region(0), OpCode::ScfYield, rts, "then"))
      return c;
    if (op->region(1).empty()) {
      if (!rts.empty())
        return err(op, "an scf.if with results needs an else region");
      return std::nullopt;
    }
    return checkTerminatorOf(op, op->region(1), OpCode::ScfYield, rts, "else");
  }
  case Syntax::ScfWhile: {
    // before: (inits' types) -> scf.condition(i1) forwarding the result types;
    // after: (result types) -> scf.yield of the inits' types.
    std::vector<Type> inits = op->operandTypes(), results = op->resultTypes();
    if (op->numRegions() != 2)
      return err(op, "needs a before and an after region");
    Block *before = op->region(0).front();
    if (!before || before->numArguments() != inits.size())
      return err(op, "before region must take one argument per initial value (" + std::to_string(inits.size()) + ")");
    for (unsigned i = 0; i < inits.size(); ++i)
      if (before->argument(i)->type() != inits[i])
        return err(op, "before region argument #" + std::to_string(i) + " must have the initial value's type '" +
                           inits[i].str() + "'");
    if (before->nextBlock())
      return err(op, "before region must be a single block");
    Operation *cond = before->back();
    if (!cond || !cond->is(OpCode::ScfCondition))
      return err(op, "before region must end with 'scf.condition'");
    std::vector<Type> forwarded = cond->operandTypes();
    forwarded.erase(forwarded.begin());
    if (auto c = checkTypesMatch(cond, forwarded, results, "forwarded values (the scf.while's results)"))
      return c;
    Block *after = op->region(1).front();
    if (!after || after->numArguments() != results.size())
      return err(op, "after region must take one argument per result (" + std::to_string(results.size()) + ")");
    for (unsigned i = 0; i < results.size(); ++i)
      if (after->argument(i)->type() != results[i])
        return err(op, "after region argument #" + std::to_string(i) + " must have the result's type '" +
                           results[i].str() + "'");
    return checkTerminatorOf(op, op->region(1), OpCode::ScfYield, inits, "after");
  }
  case Syntax::ScfCondition: {
    Operation *p = op->parentOp();
    if (!p || !p->is(OpCode::ScfWhile) || op->block() != p->region(0).front())
      return err(op, "must end the before region of an scf.while");
    if (op->numOperands() < 1 || !op->operand(0)->type().isInteger(1))
      return err(op, "condition must be i1");
    return std::nullopt;
  }
  case Syntax::ReturnLike: {
    if (op->is(OpCode::ScfYield)) {
      Operation *p = op->parentOp();
      if (!p || !(p->is(OpCode::ScfFor) || p->is(OpCode::ScfIf) || p->is(OpCode::ScfWhile)))
        return err(op, "must be inside scf.for, scf.if or scf.while");
      if (p->is(OpCode::ScfWhile) && op->block() != p->region(1).front())
        return err(op, "must end the after region of an scf.while (its before region ends with scf.condition)");
      return std::nullopt;
    }
    Operation *p = op->parentOp();
    OpCode want = op->is(OpCode::FuncReturn) ? OpCode::FuncFunc : OpCode::GpuFunc;
    if (!p || !p->is(want))
      return err(op, "must be directly inside " + std::string(opName(want)));
    return checkTypesMatch(op, op->operandTypes(), funcResultTypes(p), "returned values");
  }
  case Syntax::Func: {
    if (op->symName().empty())
      return err(op, "needs a name");
    if (op->numRegions() != 1)
      return err(op, "needs one region");
    if (op->region(0).empty()) { // a declaration
      Attribute types = op->attr("arg_types");
      if (!types || !types.is(AttrKind::Array))
        return err(op, "a declaration (no body) needs its parameter types ('arg_types')");
      for (Attribute t : types.elements())
        if (!t.is(AttrKind::TypeAttr))
          return err(op, "'arg_types' must hold types");
      if (op->hasAttr("gpu.kernel"))
        return err(op, "a kernel needs a body");
    } else if (op->hasAttr("arg_types")) {
      return err(op, "'arg_types' is a declaration's: a function with a body has its entry block's arguments");
    }
    if (op->is(OpCode::GpuFunc)) {
      Operation *p = op->parentOp();
      if (!p || !p->is(OpCode::GpuModule))
        return err(op, "must be inside a gpu.module");
      if (op->hasAttr("gpu.kernel") && !funcResultTypes(op).empty())
        return err(op, "a kernel returns no values");
    }
    return std::nullopt;
  }
  case Syntax::Module:
  case Syntax::GpuModule: {
    if (op->numRegions() != 1 || op->region(0).numBlocks() != 1)
      return err(op, "needs exactly one body block");
    if (op->is(OpCode::GpuModule) && op->symName().empty())
      return err(op, "needs a name");
    return std::nullopt;
  }
  case Syntax::Call: {
    std::string_view callee = op->strAttr("callee");
    Operation *fn = lookupCallee(op);
    if (!fn)
      return err(op, "no function named '@" + std::string(callee) + "' in the enclosing module");
    std::vector<Type> params = functionArgTypes(fn);
    if (auto c = checkTypesMatch(op, op->operandTypes(), params, "call arguments"))
      return c;
    return checkTypesMatch(op, op->resultTypes(), funcResultTypes(fn), "call results");
  }
  case Syntax::GpuLaunchFunc: return checkLaunchFunc(op);
  case Syntax::Branch: return checkBranch(op);
  case Syntax::LlvmGep: {
    if (op->numOperands() < 1 || op->numResults() != 1 || !op->operand(0)->type().isa<LLVMPointerType>())
      return err(op, "needs an !llvm.ptr base and one result");
    if (op->result(0)->type() != op->operand(0)->type())
      return err(op, "result must have the base's type '" + op->operand(0)->type().str() + "'");
    Attribute raw = op->attr("rawConstantIndices"), elem = op->attr("elem_type");
    if (!raw || !raw.is(AttrKind::DenseArray) || !elem || !elem.is(AttrKind::TypeAttr))
      return err(op, "needs rawConstantIndices and elem_type");
    unsigned dynamic = 0;
    for (int64_t v : raw.denseArray())
      dynamic += v == INT32_MIN;
    if (op->numOperands() != 1 + dynamic)
      return err(op, "expects " + std::to_string(dynamic) + " dynamic indices");
    for (unsigned i = 1; i < op->numOperands(); ++i)
      if (!op->operand(i)->type().isInteger())
        return err(op, "indices must be integers");
    return std::nullopt;
  }
  case Syntax::LlvmInlineAsm:
    if (op->numResults() > 1)
      return err(op, "has at most one result (an !llvm.struct for several outputs)");
    if (!op->attr("asm_string").is(AttrKind::String) || !op->attr("constraints").is(AttrKind::String))
      return err(op, "needs 'asm_string' and 'constraints' strings");
    return std::nullopt;
  case Syntax::LlvmCallIntrinsic:
    if (op->numResults() > 1)
      return err(op, "has at most one result");
    if (!op->attr("intrin").is(AttrKind::String) || op->strAttr("intrin").substr(0, 5) != "llvm.")
      return err(op, "needs 'intrin', the name of an LLVM intrinsic (\"llvm.*\")");
    return std::nullopt;
  case Syntax::LlvmAtomicRmw:
    if (op->numOperands() != 2 || !op->operand(0)->type().isa<LLVMPointerType>() || op->numResults() != 1 ||
        op->result(0)->type() != op->operand(1)->type())
      return err(op, "takes an !llvm.ptr and a value and gives the old value, of the value's type");
    if (!op->attr("bin_op").is(AttrKind::String) || !op->attr("ordering").is(AttrKind::String))
      return err(op, "needs 'bin_op' and 'ordering'");
    return std::nullopt;
  case Syntax::LlvmExtractValue:
  case Syntax::LlvmInsertValue: {
    bool insert = op->is(OpCode::LlvmInsertValue);
    Attribute pos = op->attr("position");
    if (op->numOperands() != (insert ? 2u : 1u) || op->numResults() != 1 || !pos || !pos.is(AttrKind::DenseArray))
      return err(op, insert ? "takes a value and an aggregate, a 'position', and gives the aggregate"
                            : "takes an aggregate and a 'position' and gives the element");
    Type e = op->operand(insert ? 1 : 0)->type();
    for (int64_t i : pos.denseArray()) {
      auto *a = e.dyn_cast<LLVMAggregateType>();
      if (!a || i < 0 || i >= a->numElements())
        return err(op, "position " + std::to_string(i) + " is not inside '" + e.str() + "'");
      e = a->element(i);
    }
    if (insert ? (op->operand(0)->type() != e || op->result(0)->type() != op->operand(1)->type())
               : op->result(0)->type() != e)
      return err(op, "the element at the position has type '" + e.str() + "'");
    return std::nullopt;
  }
  case Syntax::LlvmNullary:
    if (op->numOperands() != 0 || op->numResults() != 1)
      return err(op, "takes no operands and has one result");
    return std::nullopt;
  case Syntax::LlvmLoad:
    if (op->numOperands() != 1 || op->numResults() != 1 || !op->operand(0)->type().isa<LLVMPointerType>())
      return err(op, "needs an !llvm.ptr address and one result");
    return std::nullopt;
  case Syntax::LlvmStore:
    if (op->numOperands() != 2 || op->numResults() != 0 || !op->operand(1)->type().isa<LLVMPointerType>())
      return err(op, "needs a value and an !llvm.ptr address");
    return std::nullopt;
  case Syntax::LlvmAlloca: {
    Attribute elem = op->attr("elem_type");
    if (op->numOperands() != 1 || !op->operand(0)->type().isInteger() || op->numResults() != 1 ||
        !op->result(0)->type().isa<LLVMPointerType>() || !elem || !elem.is(AttrKind::TypeAttr))
      return err(op, "needs an integer count, an element type and an !llvm.ptr result");
    return std::nullopt;
  }
  case Syntax::MemRefGlobal: {
    Attribute t = op->attr("type");
    if (op->symName().empty() || !t || !t.is(AttrKind::TypeAttr) || !t.type().isa<BuiltinMemRefType>())
      return err(op, "needs a symbol name and a memref<...> type");
    Operation *p = op->parentOp();
    if (!p || !(p->is(OpCode::GpuModule) || p->is(OpCode::Module)))
      return err(op, "must be directly inside a module");
    if (int64_t a = op->intAttr("alignment", 0); a < 0 || (a & (a - 1)) != 0)
      return err(op, "alignment must be a power of two, got " + std::to_string(a));
    return std::nullopt;
  }
  case Syntax::MemRefGetGlobal: {
    if (op->numOperands() != 0 || op->numResults() != 1)
      return err(op, "takes no operands and has one result");
    std::string_view sym = op->strAttr("name");
    Operation *global = lookupSymbol(op, sym, [](Operation *o) { return o->is(OpCode::MemRefGlobal); });
    if (!global)
      return err(op, "no memref.global named '@" + std::string(sym) + "' in the enclosing module");
    Type declared = global->attr("type").type();
    if (op->result(0)->type() != declared)
      return err(op, "result type '" + op->result(0)->type().str() + "' differs from the global's type '" +
                         declared.str() + "'");
    return std::nullopt;
  }
  case Syntax::MemRefView: {
    auto *src = op->numOperands() >= 2 ? op->operand(0)->type().dyn_cast<BuiltinMemRefType>() : nullptr;
    auto *dst = op->numResults() == 1 ? op->result(0)->type().dyn_cast<BuiltinMemRefType>() : nullptr;
    if (!src || !dst)
      return err(op, "needs a memref<...> source, a byte shift and a memref<...> result");
    if (src->shape().size() != 1 || !src->elementType().isInteger(8))
      return err(op, "the source must be a 1-D memref of i8, got '" + op->operand(0)->type().str() + "'");
    if (!op->operand(1)->type().isIndex())
      return err(op, "the byte shift must be an index");
    if (op->numOperands() != 2)
      return err(op, "dynamic sizes are not supported (the result type is static)");
    if (src->memorySpace() != dst->memorySpace())
      return err(op, "the result must be in the source's memory space '" + src->memorySpace() + "'");
    return std::nullopt;
  }
  case Syntax::MemRefLoad:
  case Syntax::MemRefStore: {
    bool store = info.syntax == Syntax::MemRefStore;
    bool vector = op->is(OpCode::VectorLoad) || op->is(OpCode::VectorStore);
    unsigned m = store ? 1 : 0;
    auto *mt = op->numOperands() > m ? op->operand(m)->type().dyn_cast<BuiltinMemRefType>() : nullptr;
    if (!mt || op->numResults() != (store ? 0u : 1u))
      return err(op, std::string("needs ") + (store ? "a value, " : "") + "a memref<...> and its indices" +
                         (store ? "" : ", and one result"));
    if (op->numOperands() - m - 1 != mt->shape().size())
      return err(op, "expects " + std::to_string(mt->shape().size()) + " indices for '" + mt->str() + "', got " +
                         std::to_string(op->numOperands() - m - 1));
    for (unsigned i = m + 1; i < op->numOperands(); ++i)
      if (!op->operand(i)->type().isIndex())
        return err(op, "index #" + std::to_string(i - m - 1) + " must be an index, got '" +
                           op->operand(i)->type().str() + "'");
    Type value = store ? op->operand(0)->type() : op->result(0)->type();
    if (vector) {
      auto *vt = value.dyn_cast<VectorType>();
      if (!vt || vt->shape().size() != 1 || vt->elementType() != mt->elementType())
        return err(op, "the vector must be 1-D of the memref's element type '" + mt->elementType().str() + "', got '" +
                           value.str() + "'");
    } else if (value != mt->elementType()) {
      return err(op, std::string(store ? "the stored value" : "the result") + " must have the element type '" +
                         mt->elementType().str() + "', got '" + value.str() + "'");
    }
    return std::nullopt;
  }
  case Syntax::MemRefAlloca: {
    auto *mt = op->numResults() == 1 ? op->result(0)->type().dyn_cast<BuiltinMemRefType>() : nullptr;
    if (!mt || op->numOperands() != 0)
      return err(op, "takes no operands and has a memref<...> result");
    if (mt->addressSpace() != 0 && mt->addressSpace() != 5)
      return err(op, "allocates private memory: the memory space must be none or private, got '" + mt->memorySpace() + "'");
    return std::nullopt;
  }
  case Syntax::MemRefExtractPointer:
    if (op->is(OpCode::FlyExtractAlignedPointerAsIndex)) {
      // FlyDSL's op takes a !fly.memref; canonicalize replaces it by the tensor's iterator (a !fly.ptr).
      Type t = op->numOperands() == 1 ? op->operand(0)->type() : Type();
      auto *mt = t ? t.dyn_cast<MemRefType>() : nullptr;
      auto *pt = t ? t.dyn_cast<PointerType>() : nullptr;
      if ((!mt && !pt) || op->numResults() != 1 || !op->result(0)->type().isa<LLVMPointerType>())
        return err(op, "takes a !fly.memref<...> and gives an !llvm.ptr<N>");
      if ((mt ? mt->addressSpace() : pt->addressSpace()) == AddressSpace::BufferDesc)
        return err(op, "a buffer_desc tensor has no address to extract (its buffer resource is "
                       "fly_rocdl.get_buffer_rsrc of its iterator)");
      return std::nullopt;
    }
    if (op->numOperands() != 1 || !op->operand(0)->type().isa<BuiltinMemRefType>() || op->numResults() != 1 ||
        !op->result(0)->type().isIndex())
      return err(op, "takes a memref<...> and gives an index");
    return std::nullopt;
  case Syntax::GpuDim: {
    std::string_view d = op->strAttr("dimension");
    if (d != "x" && d != "y" && d != "z")
      return err(op, "dimension must be x, y or z");
    if (op->numResults() != 1 || !op->result(0)->type().isIndex())
      return err(op, "result must be index");
    return std::nullopt;
  }
  case Syntax::GpuShuffle: {
    if (auto c = expectOperands(op, 3))
      return c;
    std::string_view m = op->strAttr("mode");
    if (m != "xor" && m != "up" && m != "down" && m != "idx")
      return err(op, "mode must be xor, up, down or idx");
    if (!op->operand(1)->type().isInteger(32) || !op->operand(2)->type().isInteger(32))
      return err(op, "offset and width must be i32");
    if (op->numResults() != 2 || op->result(0)->type() != op->operand(0)->type() || !op->result(1)->type().isInteger(1))
      return err(op, "results must be (value type, i1)");
    return std::nullopt;
  }
  case Syntax::VectorExtract:
    if (op->numOperands() < 1 || op->numResults() != 1)
      return err(op, "expects a vector and one result");
    return checkVectorPosition(op, 1, op->operand(0)->type(), op->result(0)->type());
  case Syntax::VectorInsert:
    if (op->numOperands() < 2 || op->numResults() != 1)
      return err(op, "expects a value, a vector and one result");
    if (op->result(0)->type() != op->operand(1)->type())
      return err(op, "result must have the destination vector's type");
    return checkVectorPosition(op, 2, op->operand(1)->type(), op->operand(0)->type());
  case Syntax::VectorFromElements: {
    auto *vt = op->numResults() == 1 ? op->result(0)->type().dyn_cast<VectorType>() : nullptr;
    if (!vt)
      return err(op, "result must be a vector");
    if (static_cast<int64_t>(op->numOperands()) != vt->numElements())
      return err(op, "needs " + std::to_string(vt->numElements()) + " elements");
    for (unsigned i = 0; i < op->numOperands(); ++i)
      if (op->operand(i)->type() != vt->elementType())
        return err(op, "element #" + std::to_string(i) + " must have type '" + vt->elementType().str() + "'");
    return std::nullopt;
  }
  case Syntax::VectorReduction: {
    static const char *kinds[] = {"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
                                  "and", "or",  "xor",   "minimumf", "maximumf"};
    bool ok = false;
    for (const char *k : kinds)
      ok |= op->strAttr("kind") == k;
    if (!ok)
      return err(op, "unknown reduction kind '" + std::string(op->strAttr("kind")) + "'");
    auto *vt = op->operand(0)->type().dyn_cast<VectorType>();
    if (!vt || op->result(0)->type() != vt->elementType())
      return err(op, "result must be the vector's element type");
    if (op->numOperands() == 2 && op->operand(1)->type() != vt->elementType())
      return err(op, "accumulator must be the vector's element type");
    return std::nullopt;
  }
  case Syntax::VectorShuffle: {
    if (auto c = expectOperands(op, 2))
      return c;
    auto *a = op->operand(0)->type().dyn_cast<VectorType>();
    auto *b = op->operand(1)->type().dyn_cast<VectorType>();
    if (!a || !b || a->elementType() != b->elementType() || a->shape().size() != 1 || b->shape().size() != 1)
      return err(op, "needs two 1-D vectors of one element type");
    int64_t total = a->numElements() + b->numElements();
    for (int64_t m : op->attr("mask").denseArray())
      if (m < 0 || m >= total)
        return err(op, "mask index " + std::to_string(m) + " out of range");
    return std::nullopt;
  }
  default: break;
  }

  switch (op->code()) {
  case OpCode::FlyStatic: {
    if (auto c = expectResults(op, 1))
      return c;
    Type t = op->result(0)->type();
    // Basis vectors with static scales are known too (FlyDSL's `fly.static : !fly.layout<(8,16):(1E0,1E1)>`).
    bool ok = (t.isa<IntTupleType>() && t.cast<IntTupleType>().value().isKnown()) ||
              (t.isa<LayoutType>() && t.cast<LayoutType>().value().isKnown()) ||
              (t.isa<ComposedLayoutType>() && t.cast<ComposedLayoutType>().isStatic()) || t.isa<SwizzleType>() ||
              t.isa<CoordSwizzleType>() || t.isa<TileType>() ||
              (t.isa<BasisType>() && !t.cast<BasisType>().value().basisScale().isDynamic()) ||
              isStaticDescriptionArgument(t); // a sunk atom, tiled copy or tiled MMA argument
    if (!ok)
      return err(op, "result must be a fully static int_tuple, layout, composed layout, swizzle, coordinate swizzle, "
                     "tile, basis, atom, tiled copy or tiled MMA, got '" +
                         t.str() + "'");
    return std::nullopt;
  }
  case OpCode::FlyMakeIntTuple:
  case OpCode::FlyMakeShape:
  case OpCode::FlyMakeStride:
  case OpCode::FlyMakeCoord: {
    if (auto c = expectResults(op, 1))
      return c;
    auto *t = op->result(0)->type().dyn_cast<IntTupleType>();
    if (!t)
      return err(op, "result must be an int_tuple");
    size_t dyn = 0;
    for (const Int &l : leaves(t->value()))
      dyn += l.isDynamic();
    if (dyn != op->numOperands())
      return err(op, "result type has " + std::to_string(dyn) + " dynamic leaves but " +
                         std::to_string(op->numOperands()) + " values are given");
    for (unsigned i = 0; i < op->numOperands(); ++i)
      if (!op->operand(i)->type().isIntOrIndex())
        return err(op, "operand #" + std::to_string(i) + " must be an integer or index");
    return std::nullopt;
  }
  case OpCode::FlyGetScalar: {
    auto *t = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<IntTupleType>() : nullptr;
    if (!t || !unwrap_singletons(t->value()).isLeaf()) // ((((42)))) is 42, as in FlyDSL
      return err(op, "operand must be a one-integer int_tuple");
    if (op->numResults() != 1 || !op->result(0)->type().isIntOrIndex())
      return err(op, "result must be an integer or index");
    return std::nullopt;
  }
  case OpCode::FlyMakePtr:
  case OpCode::FlyIntToPtr:
  case OpCode::FlyRecastIter:
    if (op->numResults() != 1 || !op->result(0)->type().isa<PointerType>())
      return err(op, "result must be a !fly.ptr");
    return std::nullopt;
  case OpCode::FlyGetDynShared: {
    auto *p = op->numResults() == 1 ? op->result(0)->type().dyn_cast<PointerType>() : nullptr;
    if (!p || p->addressSpace() != AddressSpace::Shared)
      return err(op, "result must be a !fly.ptr in the shared address space");
    return expectOperands(op, 0);
  }
  case OpCode::FlyToLlvmPtr: {
    auto *p = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<PointerType>() : nullptr;
    if (!p || p->addressSpace() == AddressSpace::BufferDesc)
      return err(op, "operand must be a !fly.ptr that is not a buffer pointer (take its resource with "
                     "fly_rocdl.get_buffer_rsrc)");
    auto *r = op->numResults() == 1 ? op->result(0)->type().dyn_cast<LLVMPointerType>() : nullptr;
    if (!r)
      return err(op, "result must be an !llvm.ptr<N>");
    if (int64_t as = op->intAttr("llvm_address_space", -1); as >= 0 && unsigned(as) != r->addressSpace())
      return err(op, "llvm_address_space = " + std::to_string(as) + " does not match the result type '" +
                         op->result(0)->type().str() + "'");
    return std::nullopt;
  }
  case OpCode::FlyRocdlGetBufferRsrc: {
    auto *p = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<PointerType>() : nullptr;
    if (!p || p->addressSpace() != AddressSpace::BufferDesc)
      return err(op, "operand must be a !fly.ptr in the buffer_desc address space");
    auto *r = op->numResults() == 1 ? op->result(0)->type().dyn_cast<LLVMPointerType>() : nullptr;
    if (!r || r->addressSpace() != 8)
      return err(op, "result must be !llvm.ptr<8> (a buffer resource)");
    return std::nullopt;
  }
  case OpCode::FlyPtrToInt:
    if (op->numOperands() != 1 || !op->operand(0)->type().isa<PointerType>())
      return err(op, "operand must be a !fly.ptr");
    if (op->numResults() != 1 || !(op->result(0)->type().isInteger(32) || op->result(0)->type().isInteger(64)))
      return err(op, "result must be i32 or i64");
    return std::nullopt;
  case OpCode::FlyPtrLoadLds: {
    // (src, ldsBase[, soffset]) {bytes = 4|12|16}: src a buffer or global pointer, ldsBase a shared one.
    if (op->numOperands() < 2 || op->numOperands() > 3)
      return err(op, "expects (source, LDS base[, soffset])");
    if (auto c = expectResults(op, 0))
      return c;
    auto *src = op->operand(0)->type().dyn_cast<PointerType>();
    auto *lds = op->operand(1)->type().dyn_cast<PointerType>();
    if (!src || !(src->addressSpace() == AddressSpace::BufferDesc || src->addressSpace() == AddressSpace::Global))
      return err(op, "the source must be a buffer or global !fly.ptr");
    if (!lds || lds->addressSpace() != AddressSpace::Shared)
      return err(op, "the destination must be a shared !fly.ptr (the wave's LDS base)");
    if (op->numOperands() == 3 &&
        (src->addressSpace() != AddressSpace::BufferDesc || !op->operand(2)->type().isInteger(32)))
      return err(op, "only a buffer source takes a scalar offset, an i32");
    int64_t bytes = op->intAttr("bytes", 0);
    if (bytes != 4 && bytes != 12 && bytes != 16)
      return err(op, "bytes must be 4, 12 or 16");
    if (int64_t off = op->intAttr("offset", 0); off < 0 || off > 4095)
      return err(op, "offset (the immediate, bytes) must be 0..4095");
    return std::nullopt;
  }
  case OpCode::FlyPtrLoad:
  case OpCode::FlyPtrStore: {
    bool load = op->is(OpCode::FlyPtrLoad);
    unsigned base = load ? 1 : 2;
    // A buffer pointer's access may take a scalar byte offset (soffset) as a last operand.
    if (op->numOperands() != base + 1)
      if (auto c = expectOperands(op, base))
        return c;
    // An atomic store may return the value it replaced (the fetch form of an atomic atom).
    bool fetch = !load && op->hasAttr("atomic") && op->numResults() == 1;
    if (auto c = expectResults(op, load || fetch ? 1 : 0))
      return c;
    if (fetch && op->result(0)->type() != op->operand(0)->type())
      return err(op, "an atomic store returns the old value, of the stored value's type '" + op->operand(0)->type().str() +
                         "', not '" + op->result(0)->type().str() + "'");
    auto *p = op->operand(load ? 0 : 1)->type().dyn_cast<PointerType>();
    if (!p)
      return err(op, "needs a !fly.ptr operand");
    if (op->numOperands() == base + 1 &&
        (p->addressSpace() != AddressSpace::BufferDesc || !op->operand(base)->type().isInteger(32)))
      return err(op, "only an access through a buffer pointer takes a scalar offset, an i32");
    if (op->hasAttr("cache") && p->addressSpace() != AddressSpace::BufferDesc)
      return err(op, "only an access through a buffer pointer takes a cache policy");
    Type v = load ? op->result(0)->type() : op->operand(0)->type();
    // In memory the access moves the value's bits from the pointer's address, whatever the
    // pointer's element type (FlyDSL's ptr.load/ptr.store take any value type: a `vector<8xbf16>`
    // through an i8 LDS pointer). A register pointer counts elements: the value is its elements.
    bool memory = p->addressSpace() != AddressSpace::Register;
    bool plain = v.isInteger() || v.isFloat() || (v.isVector() && (v.elementType().isInteger() || v.elementType().isFloat()));
    if (v.elementType() != p->elementType() && (!memory || op->hasAttr("atomic") || !plain))
      return err(op, memory && !op->hasAttr("atomic")
                         ? "value type '" + v.str() + "' must be an integer, a float or a vector of them"
                         : "value type '" + v.str() + "' must be '" + p->elementType().str() + "' or a vector of it");
    if (!load && op->hasAttr("atomic")) {
      // An atomic store (atom-lowering of an atomic atom) is a read-modify-write of one scalar.
      // add/max/min on integers or floats (integer max/min signed), and/or/inc/dec/umax/umin on integers;
      // a packed vector<2xf16|bf16> add to global memory or through a buffer pointer
      // (global_atomic_pk_add_*, buffer_atomic_pk_add_*).
      std::string_view rmw = op->strAttr("atomic");
      bool arith = rmw == "add" || rmw == "max" || rmw == "min";
      bool bits = rmw == "and" || rmw == "or" || rmw == "inc" || rmw == "dec" || rmw == "umax" || rmw == "umin";
      if (!arith && !bits)
        return err(op, "atomic must be one of add, max, min, and, or, inc, dec, umax, umin, got \"" + std::string(rmw) + "\"");
      AddressSpace as = p->addressSpace();
      bool buffer = as == AddressSpace::BufferDesc;
      bool packed = (buffer || as == AddressSpace::Global) && rmw == "add" &&
                    (v.str() == "vector<2xf16>" || v.str() == "vector<2xbf16>");
      bool scalar = v.isInteger(32) || v.isInteger(64) || (arith && (v.str() == "f32" || v.str() == "f64"));
      if (!(scalar || packed) || !(as == AddressSpace::Global || as == AddressSpace::Shared || buffer))
        return err(op, "an atomic store writes one i32/i64 (add, max, min: or f32/f64) scalar to global memory, LDS "
                       "or a buffer, or a vector<2xf16|bf16> add to global memory or a buffer");
    }
    return std::nullopt;
  }
  case OpCode::FlyMemRefAlloca: {
    if (auto c = expectOperands(op, 1))
      return c;
    auto *m = op->numResults() == 1 ? op->result(0)->type().dyn_cast<MemRefType>() : nullptr;
    if (!m || m->addressSpace() != AddressSpace::Register)
      return err(op, "result must be a !fly.memref in the register address space");
    if (m->layout() != op->operand(0)->type())
      return err(op, "result layout must be the operand's layout '" + op->operand(0)->type().str() + "'");
    return std::nullopt;
  }
  case OpCode::FlyMemRefLoad:
  case OpCode::FlyMemRefLoadVec:
    // A coordinate tensor's element is a coordinate (layout-lowering computes it).
    if (op->is(OpCode::FlyMemRefLoad) && op->numOperands() == 2 && op->operand(0)->type().isa<CoordTensorType>()) {
      if (op->numResults() != 1 || !op->result(0)->type().isa<IntTupleType>())
        return err(op, "the element of a coordinate tensor is an int_tuple (its coordinate)");
      return std::nullopt;
    }
    // load_vec of one: all its coordinates, integers, as a vector (layout-lowering computes them).
    if (op->is(OpCode::FlyMemRefLoadVec) && op->numOperands() == 1 && op->operand(0)->type().isa<CoordTensorType>()) {
      if (op->numResults() != 1 || !op->result(0)->type().isVector() || !op->result(0)->type().elementType().isInteger())
        return err(op, "fly.memref.load_vec of a coordinate tensor gives a vector of integers (its coordinates)");
      return std::nullopt;
    }
    if (op->numOperands() < 1 || !op->operand(0)->type().isa<MemRefType>() || op->numResults() != 1)
      return err(op, "needs a !fly.memref operand and one result");
    if (op->result(0)->type().elementType() != op->operand(0)->type().cast<MemRefType>().elementType())
      return err(op, "result must be the memref's element type or a vector of it");
    return std::nullopt;
  case OpCode::FlyMemRefStore:
  case OpCode::FlyMemRefStoreVec:
    if (op->numOperands() < 2 || !op->operand(1)->type().isa<MemRefType>())
      return err(op, "needs a value and a !fly.memref");
    if (op->operand(0)->type().elementType() != op->operand(1)->type().cast<MemRefType>().elementType())
      return err(op, "value must be the memref's element type or a vector of it");
    return std::nullopt;
  case OpCode::RocdlCvtPkFp8F32:
    if (op->numOperands() != 3 || op->operand(0)->type() != ctx.f32() || op->operand(1)->type() != ctx.f32() ||
        !op->operand(2)->type().isInteger(32) || op->numResults() != 1 || !op->result(0)->type().isInteger(32))
      return err(op, "takes (f32, f32, i32 old) and returns i32");
    return std::nullopt;
  case OpCode::RocdlCvtPkF32Fp8:
    if (op->numOperands() != 1 || !op->operand(0)->type().isInteger(32) || op->numResults() != 1 ||
        op->result(0)->type() != ctx.vectorType(2, ctx.f32()))
      return err(op, "takes an i32 and returns vector<2xf32>");
    return std::nullopt;
  case OpCode::RocdlReadFirstLane:
  case OpCode::RocdlReadLane:
    if (op->numOperands() < 1 || op->numResults() != 1 || op->result(0)->type() != op->operand(0)->type())
      return err(op, "result must have the operand's type");
    return std::nullopt;
  case OpCode::RocdlUpdateDpp:
    if (op->numOperands() != 2 || op->numResults() != 1 || op->operand(0)->type() != op->operand(1)->type() ||
        op->result(0)->type() != op->operand(0)->type() || op->result(0)->type().bitWidth() % 32 != 0)
      return err(op, "takes (old, src) of one 32- or 64-bit type and returns it");
    for (const char *a : {"dppCtrl", "rowMask", "bankMask"})
      if (!op->attr(a).is(AttrKind::Integer))
        return err(op, std::string("needs the integer attribute '") + a + "'");
    if (!op->attr("boundCtrl").is(AttrKind::Bool))
      return err(op, "needs the bool attribute 'boundCtrl'");
    return std::nullopt;
  case OpCode::RocdlBallot:
    if (op->numOperands() != 1 || !op->operand(0)->type().isInteger(1) || op->numResults() != 1 ||
        !(op->result(0)->type().isInteger(32) || op->result(0)->type().isInteger(64)))
      return err(op, "takes an i1 and returns i32 or i64");
    return std::nullopt;
  case OpCode::RocdlDsBpermute:
    if (op->numOperands() != 2 || op->numResults() != 1 || !op->operand(0)->type().isInteger(32) ||
        op->operand(1)->type() != op->result(0)->type())
      return err(op, "expects (i32 byte address, value) and the value's type as result");
    return std::nullopt;
  case OpCode::RocdlDsReadTr4B64:
  case OpCode::RocdlDsReadTr8B64:
  case OpCode::RocdlDsReadTr6B96:
  case OpCode::RocdlDsReadTr16B64: {
    auto *pt = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<PointerType>() : nullptr;
    auto *lp = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<LLVMPointerType>() : nullptr;
    if (!((pt && pt->addressSpace() == AddressSpace::Shared) || (lp && lp->addressSpace() == 3)) ||
        op->numResults() != 1)
      return err(op, "expects one !fly.ptr<T, shared> or !llvm.ptr<3> operand and one result");
    unsigned bits = op->is(OpCode::RocdlDsReadTr6B96) ? 96 : 64;
    Type r = op->result(0)->type();
    auto *vt = r.dyn_cast<VectorType>();
    if (!vt || vt->numElements() * int64_t(vt->elementType().bitWidth()) != int64_t(bits))
      return err(op, "result must be a vector of " + std::to_string(bits) + " bits, got " + r.str());
    return std::nullopt;
  }
  case OpCode::RocdlMfma:
  case OpCode::RocdlWmma:
    if (op->numOperands() < 3 || op->numResults() != 1)
      return err(op, "expects at least (a, b, c) and one result");
    // MFMA takes C third; WMMA's C position depends on the intrinsic (gfx12 iu: (sign, A, sign, B, C,
    // clamp); gfx1250: (neg, A, neg, B, c_mod, C, ...)), so there any operand may be the accumulator.
    if (op->is(OpCode::RocdlMfma) ? op->result(0)->type() != op->operand(2)->type()
                                  : [&] {
                                      for (unsigned i = 0; i < op->numOperands(); ++i)
                                        if (op->operand(i)->type() == op->result(0)->type()) return false;
                                      return true;
                                    }())
      return err(op, "result must have the accumulator's type");
    return std::nullopt;
  default: return std::nullopt;
  }
}

class Verifier {
public:
  Verifier(std::vector<Diagnostic> &diags, unsigned maxErrors) : diags_(diags), max_(maxErrors) {}

  void run(Operation *root) { visit(root); }
  bool failed() const { return errors_ > 0; }

private:
  std::vector<Diagnostic> &diags_;
  unsigned max_;
  unsigned errors_ = 0;
  std::unordered_map<const Operation *, uint32_t> order_;

  void report(Diagnostic d) {
    if (errors_++ < max_)
      diags_.push_back(std::move(d));
  }

  uint32_t position(Operation *op) {
    auto it = order_.find(op);
    if (it != order_.end())
      return it->second;
    uint32_t i = 0;
    for (Operation *o : *op->block())
      order_[o] = i++;
    return order_[op];
  }

  // Does the definition of v dominate its use by `user`?
  bool dominates(Value *v, Operation *user) {
    Block *defBlock = v->parentBlock();
    if (!defBlock)
      return false;
    // Walk up from the user to the op that sits in defBlock's region.
    Region *defRegion = defBlock->parent();
    Operation *anc = user;
    while (anc && anc->block() && anc->block()->parent() != defRegion)
      anc = anc->parentOp();
    if (!anc || !anc->block())
      return false;
    if (anc->block() != defBlock)
      return blockDominates(defBlock, anc->block());
    if (v->isBlockArgument())
      return true;
    Operation *def = v->definingOp();
    if (def == anc)
      return false; // an op using its own result, or a region using its parent's result
    return position(def) < position(anc);
  }

  // Dominators of a region's blocks (iterative data flow; regions are small). Blocks that the
  // entry does not reach are dominated by every block, as in MLIR.
  struct Dominators {
    std::unordered_map<const Block *, unsigned> index;
    std::vector<std::vector<bool>> dom; // dom[b][a]: a dominates b
    std::vector<bool> reachable;
  };
  std::unordered_map<const Region *, Dominators> dominators_;

  const Dominators &dominatorsOf(Region *r) {
    auto it = dominators_.find(r);
    if (it != dominators_.end())
      return it->second;
    Dominators d;
    std::vector<Block *> blocks;
    for (Block *b : *r) {
      d.index[b] = static_cast<unsigned>(blocks.size());
      blocks.push_back(b);
    }
    size_t n = blocks.size();
    std::vector<std::vector<unsigned>> preds(n);
    for (size_t i = 0; i < n; ++i)
      if (Operation *t = blocks[i]->back())
        for (Block *s : t->successors()) {
          auto f = d.index.find(s);
          if (f != d.index.end())
            preds[f->second].push_back(static_cast<unsigned>(i));
        }
    d.reachable.assign(n, false);
    std::vector<unsigned> work{0};
    d.reachable[0] = true;
    while (!work.empty()) {
      unsigned b = work.back();
      work.pop_back();
      if (Operation *t = blocks[b]->back())
        for (Block *s : t->successors()) {
          auto f = d.index.find(s);
          if (f != d.index.end() && !d.reachable[f->second]) {
            d.reachable[f->second] = true;
            work.push_back(f->second);
          }
        }
    }
    d.dom.assign(n, std::vector<bool>(n, true));
    d.dom[0].assign(n, false);
    d.dom[0][0] = true;
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t b = 1; b < n; ++b) {
        if (!d.reachable[b])
          continue;
        std::vector<bool> next(n, true);
        for (unsigned p : preds[b])
          if (d.reachable[p])
            for (size_t a = 0; a < n; ++a)
              next[a] = next[a] && d.dom[p][a];
        next[b] = true;
        if (next != d.dom[b]) {
          d.dom[b] = std::move(next);
          changed = true;
        }
      }
    }
    return dominators_.emplace(r, std::move(d)).first->second;
  }

  bool blockDominates(Block *a, Block *b) {
    const Dominators &d = dominatorsOf(a->parent());
    unsigned ia = d.index.at(a), ib = d.index.at(b);
    return !d.reachable[ib] || d.dom[ib][ia];
  }

  bool crossesIsolation(Value *v, Operation *user) {
    Block *defBlock = v->parentBlock();
    for (Operation *p = user->parentOp(); p; p = p->parentOp()) {
      for (unsigned r = 0; r < p->numRegions(); ++r)
        for (Block *b : p->region(r))
          if (b == defBlock)
            return false;
      if (p->hasTrait(OpTrait::Isolated))
        return true;
    }
    return false;
  }

  void visit(Operation *op) {
    if (errors_ >= max_)
      return;
    if (auto d = verifyOpImpl(op))
      report(std::move(*d));
    for (unsigned i = 0; i < op->numOperands(); ++i) {
      Value *v = op->operand(i);
      if (!v)
        continue;
      if (crossesIsolation(v, op)) {
        report(op->emitError(std::string(op->name()) + ": operand #" + std::to_string(i) +
                             " is defined outside the enclosing isolated region"));
        continue;
      }
      if (!dominates(v, op))
        report(op->emitError(std::string(op->name()) + ": operand #" + std::to_string(i) +
                             " does not dominate this use"));
    }
    bool needTerminator = !op->hasTrait(OpTrait::NoTerminator);
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block *b : op->region(r)) {
        for (Operation *inner : *b) {
          if (inner->block() != b) {
            report(op->emitError("internal error: an op's block link is broken"));
            return;
          }
          if (inner->hasTrait(OpTrait::Terminator) && inner != b->back())
            report(inner->emitError(std::string(inner->name()) + ": a terminator must be the last op of its block"));
          visit(inner);
        }
        if (needTerminator && (!b->back() || !b->back()->hasTrait(OpTrait::Terminator)))
          report(op->emitError(std::string(op->name()) + ": region #" + std::to_string(r) +
                               " must end with a terminator"));
      }
  }
};

} // namespace

void setTypeCheck(TypeCheck check) { typeCheck.store(check, std::memory_order_release); }

std::optional<Diagnostic> verifyOp(Operation *op) { return verifyOpImpl(op); }

bool verify(Operation *root, std::vector<Diagnostic> &diags, unsigned maxErrors) {
  Verifier v(diags, maxErrors);
  v.run(root);
  return !v.failed();
}

bool isFunctionDeclaration(Operation *fn) { return fn->numRegions() == 1 && fn->region(0).empty(); }

std::vector<Type> functionArgTypes(Operation *fn) {
  std::vector<Type> out;
  if (Block *entry = fn->numRegions() ? fn->region(0).front() : nullptr) {
    for (BlockArgument *a : entry->arguments())
      out.push_back(a->type());
  } else if (Attribute a = fn->attr("arg_types"); a && a.is(AttrKind::Array)) {
    for (Attribute e : a.elements())
      out.push_back(e.type());
  }
  return out;
}

std::vector<Type> functionResultTypes(Operation *fn) {
  std::vector<Type> out;
  Attribute a = fn->attr("res_types");
  if (a && a.is(AttrKind::Array))
    for (Attribute e : a.elements())
      out.push_back(e.type());
  return out;
}

Operation *lookupLaunchedKernel(Operation *launch) {
  Operation *mod = lookupSymbol(launch, launch->strAttr("kernel_module"),
                                [](Operation *o) { return o->is(OpCode::GpuModule); });
  if (!mod || mod->region(0).empty())
    return nullptr;
  Operation *found = nullptr;
  std::string_view name = launch->strAttr("kernel_name");
  for (Operation *o : *mod->region(0).front())
    if (o->is(OpCode::GpuFunc) && o->symName() == name)
      found = o;
  return found && found->hasAttr("gpu.kernel") ? found : nullptr;
}

Operation *lookupCallee(Operation *call) {
  return lookupSymbol(call, call->strAttr("callee"),
                      [](Operation *o) { return o->is(OpCode::FuncFunc) || o->is(OpCode::GpuFunc); });
}

} // namespace fly::ir

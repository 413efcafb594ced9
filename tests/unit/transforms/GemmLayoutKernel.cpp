#include "GemmLayoutKernel.h"

#include "fly/algebra/Algebra.h"
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/TypeInference.h"

namespace fly::gemmtest {

using namespace ir;

namespace {

struct KernelBuilder {
  Context &ctx;
  OpBuilder b;
  GemmLayoutKernel &out;

  Value *c(int64_t v) { return b.constantInt(v, ctx.i32()); }
  Value *add(Value *x, Value *y) { return b.binary(OpCode::ArithAddI, x, y); }
  Value *mul(Value *x, Value *y) { return b.binary(OpCode::ArithMulI, x, y); }

  // A layout op whose result type the algebra infers.
  Value *fly(OpCode code, std::vector<Value *> operands, std::vector<NamedAttribute> attrs = {}) {
    Type placeholder[] = {ctx.i32()};
    Operation *op = b.create(code, operands, placeholder, attrs);
    auto t = inferResultType(op);
    op->result(0)->setType(t.ok() ? *t : Type());
    ++out.layoutOps;
    return op->result(0);
  }
  Value *tuple(OpCode code, std::vector<Value *> leaves, const IntTuple &type) {
    Type ts[] = {IntTupleType::get(ctx, type)};
    ++out.layoutOps;
    return b.create(code, leaves, ts)->result(0);
  }
  Value *staticOf(Type t) {
    ++out.layoutOps;
    return b.flyStatic(t);
  }
  Value *scalar(Value *tupleLeaf) {
    Type ts[] = {ctx.i32()};
    ++out.layoutOps;
    Value *ops[] = {tupleLeaf};
    return b.create(OpCode::FlyGetScalar, ops, ts)->result(0);
  }
  Value *mode(Value *t, int64_t i) {
    int64_t idx[] = {i};
    return fly(OpCode::FlyGet, {t}, {{"mode", ctx.denseArrayAttr(idx, 32)}});
  }
  // Loads through crd2idx(coord, layout); `want` is the reference index.
  void access(Value *ptr, Value *layout, Value *row, Value *col, std::function<int64_t(const GemmEnv &)> want) {
    Value *crd = tuple(OpCode::FlyMakeCoord, {row, col}, IntTuple::of(Int::dynamic(), Int::dynamic()));
    Value *idx = fly(OpCode::FlyCrd2Idx, {crd, layout});
    Value *p = fly(OpCode::FlyAddOffset, {ptr, idx});
    auto *pt = ptr->type().dyn_cast<PointerType>();
    Type ts[] = {pt->elementType()};
    Value *ops[] = {p};
    b.create(OpCode::FlyPtrLoad, ops, ts);
    out.expected.push_back(std::move(want));
  }
};

int64_t sw333(int64_t x) { return x ^ ((x & 0x1c0) >> 3); }

} // namespace

GemmLayoutKernel buildGemmLayoutKernel(Context &ctx) {
  GemmLayoutKernel out;
  KernelBuilder kb{ctx, OpBuilder(ctx), out};
  OpBuilder &b = kb.b;
  out.module = b.createModule();
  b.setInsertionPointToEnd(OpBuilder::entryBlock(out.module));
  Operation *gm = b.createGpuModule("gemm");
  b.setInsertionPointToEnd(OpBuilder::entryBlock(gm));
  Type f16g = PointerType::get(ctx, ctx.f16(), AddressSpace::Global);
  Type f32g = PointerType::get(ctx, ctx.f32(), AddressSpace::Global);
  Type f16s = PointerType::get(ctx, ctx.f16(), AddressSpace::Shared);
  Type i32 = ctx.i32();
  Type args[] = {f16g, f16g, f32g, f16s, f16s, i32, i32, i32, i32, i32, i32};
  out.func = b.createFunc("gemm_layouts", args, {}, /*gpu=*/true, /*kernel=*/true);
  int64_t block[] = {256, 1, 1};
  out.func->setAttr("known_block_size", ctx.denseArrayAttr(block, 32));
  Block *entry = OpBuilder::entryBlock(out.func);
  b.setInsertionPointToEnd(entry);
  auto arg = [&](unsigned i) { return entry->argument(i); };
  Value *pA = arg(0), *pB = arg(1), *pC = arg(2), *sA = arg(3), *sB = arg(4);
  Value *M = arg(5), *N = arg(6), *K = arg(7), *lda = arg(8), *ldb = arg(9), *ldc = arg(10);

  Value *tid = b.cast(OpCode::ArithIndexCast, b.gpuDim(OpCode::GpuThreadId, 'x'), i32);
  Value *bm = b.cast(OpCode::ArithIndexCast, b.gpuDim(OpCode::GpuBlockId, 'x'), i32);
  Value *bn = b.cast(OpCode::ArithIndexCast, b.gpuDim(OpCode::GpuBlockId, 'y'), i32);

  // Global tensors: A (M,K):(lda,1), B (N,K):(ldb,1), C (M,N):(ldc,1), leading
  // dimensions multiples of 8.
  auto global = [&](Value *rows, Value *cols, Value *ld) {
    Value *s = kb.tuple(OpCode::FlyMakeShape, {rows, cols}, IntTuple::of(Int::dynamic(), Int::dynamic()));
    Value *d = kb.tuple(OpCode::FlyMakeStride, {ld}, IntTuple::of(Int::dynamic(8), 1));
    return kb.fly(OpCode::FlyMakeLayout, {s, d});
  };
  Value *gA = global(M, K, lda), *gB = global(N, K, ldb), *gC = global(M, N, ldc);
  // Shared tiles: Sw<3,3,3> o (128,32):(32,1).
  Swizzle sw = *Swizzle::make(3, 3, 3);
  Type smemT = ComposedLayoutType::get(ctx, ComposedLayout(sw, Int(0), *parseLayout("(128,32):(32,1)")));
  Value *smem = kb.staticOf(smemT);

  // Copy partition: thread -> (c, r) in (4, 64).
  Value *tcrd = kb.tuple(OpCode::FlyMakeCoord, {tid}, IntTuple(Int::dynamic()));
  Value *copyShape = kb.staticOf(IntTupleType::get(ctx, *parseIntTuple("(4,64)")));
  Value *cr = kb.fly(OpCode::FlyIdx2Crd, {tcrd, copyShape});
  Value *cc = kb.scalar(kb.mode(cr, 0)), *rr = kb.scalar(kb.mode(cr, 1));
  // MMA partition: thread -> (lane, wm, wn) in (64, 2, 2); lane -> (l32, l2) in (32, 2).
  Value *mmaShape = kb.staticOf(IntTupleType::get(ctx, *parseIntTuple("(64,2,2)")));
  Value *mcrd = kb.fly(OpCode::FlyIdx2Crd, {tcrd, mmaShape});
  Value *lane = kb.scalar(kb.mode(mcrd, 0)), *wm = kb.scalar(kb.mode(mcrd, 1)), *wn = kb.scalar(kb.mode(mcrd, 2));
  Value *laneT = kb.tuple(OpCode::FlyMakeCoord, {lane}, IntTuple(Int::dynamic()));
  Value *laneShape = kb.staticOf(IntTupleType::get(ctx, *parseIntTuple("(32,2)")));
  Value *lcrd = kb.fly(OpCode::FlyIdx2Crd, {laneT, laneShape});
  Value *l32 = kb.scalar(kb.mode(lcrd, 0)), *l2 = kb.scalar(kb.mode(lcrd, 1));

  Operation *loop = b.createFor(kb.c(0), K, kb.c(32));
  Block *body = loop->region(0).front();
  b.setInsertionPointToEnd(body);
  Value *k = body->argument(0);
  Value *rowA = kb.add(kb.mul(bm, kb.c(128)), rr), *rowB = kb.add(kb.mul(bn, kb.c(128)), rr);
  Value *colG = kb.add(k, kb.mul(cc, kb.c(8)));
  for (int64_t v = 0; v < 2; ++v) {
    kb.access(pA, gA, kb.add(rowA, kb.c(v * 64)), colG, [v](const GemmEnv &e) {
      return (e.bm * 128 + e.tid / 4 + v * 64) * e.lda + e.k + (e.tid % 4) * 8;
    });
    kb.access(pB, gB, kb.add(rowB, kb.c(v * 64)), colG, [v](const GemmEnv &e) {
      return (e.bn * 128 + e.tid / 4 + v * 64) * e.ldb + e.k + (e.tid % 4) * 8;
    });
  }
  Value *colS = kb.mul(cc, kb.c(8));
  for (int64_t v = 0; v < 2; ++v)
    for (Value *s : {sA, sB})
      kb.access(s, smem, kb.add(rr, kb.c(v * 64)), colS, [v](const GemmEnv &e) {
        return sw333((e.tid / 4 + v * 64) * 32 + (e.tid % 4) * 8);
      });
  for (int64_t mi = 0; mi < 2; ++mi)
    for (int64_t ki = 0; ki < 4; ++ki)
      for (int which = 0; which < 2; ++which) {
        Value *w = which ? wn : wm;
        Value *row = kb.add(kb.add(kb.mul(w, kb.c(64)), kb.c(mi * 32)), l32);
        Value *col = kb.add(kb.mul(l2, kb.c(4)), kb.c(ki * 8));
        kb.access(which ? sB : sA, smem, row, col, [=](const GemmEnv &e) {
          int64_t lanev = e.tid % 64, wv = which ? e.tid / 128 : (e.tid / 64) % 2;
          return sw333((wv * 64 + mi * 32 + lanev % 32) * 32 + (lanev / 32) * 4 + ki * 8);
        });
      }
  b.yield();
  b.setInsertionPointToEnd(entry);
  // Epilogue: 2x2 fragments of 16 values each.
  for (int64_t mi = 0; mi < 2; ++mi)
    for (int64_t ni = 0; ni < 2; ++ni)
      for (int64_t j = 0; j < 16; ++j) {
        Value *row = kb.add(kb.add(kb.mul(bm, kb.c(128)), kb.mul(wm, kb.c(64))),
                            kb.add(kb.mul(l2, kb.c(4)), kb.c(mi * 32 + (j / 4) * 8 + j % 4)));
        Value *col = kb.add(kb.add(kb.mul(bn, kb.c(128)), kb.mul(wn, kb.c(64))), kb.add(l32, kb.c(ni * 32)));
        kb.access(pC, gC, row, col, [=](const GemmEnv &e) {
          int64_t lanev = e.tid % 64, wmv = (e.tid / 64) % 2, wnv = e.tid / 128;
          int64_t r = e.bm * 128 + wmv * 64 + (lanev / 32) * 4 + mi * 32 + (j / 4) * 8 + j % 4;
          int64_t cl = e.bn * 128 + wnv * 64 + lanev % 32 + ni * 32;
          return r * e.ldc + cl;
        });
      }
  b.createReturn({}, /*gpu=*/true);
  return out;
}

} // namespace fly::gemmtest

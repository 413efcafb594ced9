// The in-memory IR API: building, use lists, RAUW, erase, walk, uniquing.
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

using namespace fly;
using namespace fly::ir;

namespace {

TEST(Types, AreUniqued) {
  Context ctx;
  EXPECT_EQ(ctx.i32(), ctx.integerType(32));
  EXPECT_NE(ctx.i32(), ctx.i64());
  EXPECT_EQ(ctx.vectorType(4, ctx.f32()), ctx.vectorType(4, ctx.f32()));
  EXPECT_NE(ctx.vectorType(4, ctx.f32()), ctx.vectorType(8, ctx.f32()));
  Type a = IntTupleType::get(ctx, IntTuple::of(4, 8));
  Type b = *parseType(ctx, "!fly.int_tuple<(4, 8)>");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.str(), "!fly.int_tuple<(4,8)>");
  Type l = *parseType(ctx, "!fly.layout<(4,8):(1,4)>");
  EXPECT_EQ(l, LayoutType::get(ctx, Layout(IntTuple::of(4, 8), IntTuple::of(1, 4))));
  Type p = *parseType(ctx, "!fly.ptr<f32, shared, align<16>>");
  EXPECT_EQ(p, PointerType::get(ctx, ctx.f32(), AddressSpace::Shared, 16));
}

TEST(Types, DynamicLeavesKeepOnlyFacts) {
  Context ctx;
  Type t = *parseType(ctx, "!fly.int_tuple<(?{div=8},4)>");
  EXPECT_EQ(t.str(), "!fly.int_tuple<(?{div=8},4)>");
  EXPECT_FALSE(t.cast<IntTupleType>().isStatic());
  EXPECT_FALSE(parseType(ctx, "!fly.int_tuple<(4,8>").ok());
  EXPECT_FALSE(parseType(ctx, "!fly.layout<(4,8):(1,4,2)>").ok());
  EXPECT_FALSE(parseType(ctx, "!fly.ptr<f32, nowhere>").ok());
}

// Builds func @f(%x: i32) -> i32 { %c = 1; %y = x + c; return %y }.
struct SmallFunc {
  Context ctx;
  OpBuilder b{ctx};
  Operation *module = nullptr, *func = nullptr, *add = nullptr, *ret = nullptr;
  Value *c1 = nullptr;
  SmallFunc() {
    module = b.createModule();
    b.setInsertionPointToEnd(OpBuilder::entryBlock(module));
    Type i32 = ctx.i32();
    func = b.createFunc("f", std::span<const Type>(&i32, 1), std::span<const Type>(&i32, 1));
    b.setInsertionPointToEnd(OpBuilder::entryBlock(func));
    c1 = b.constantInt(1, i32);
    Value *x = OpBuilder::entryBlock(func)->argument(0);
    add = b.create(OpCode::ArithAddI, {x, c1}, {i32});
    Value *y = add->result(0);
    ret = b.createReturn(std::span<Value *const>(&y, 1));
  }
};

TEST(Operations, BuildVerifyPrint) {
  SmallFunc f;
  std::vector<Diagnostic> diags;
  EXPECT_TRUE(verify(f.module, diags)) << (diags.empty() ? "" : diags[0].render(f.ctx));
  std::string text = printOp(f.module);
  EXPECT_NE(text.find("%1 = arith.addi %arg0, %0 : i32"), std::string::npos) << text;
  // Round trip through the parser.
  Context ctx2;
  std::vector<Diagnostic> d2;
  Operation *m2 = parseSource(ctx2, text, ctx2.addFile("t"), d2);
  ASSERT_NE(m2, nullptr);
  EXPECT_EQ(printOp(m2), text);
}

TEST(Operations, UseListsAndRAUW) {
  SmallFunc f;
  Value *x = OpBuilder::entryBlock(f.func)->argument(0);
  EXPECT_EQ(f.c1->numUses(), 1u);
  EXPECT_TRUE(f.add->result(0)->hasOneUse());
  EXPECT_EQ(f.add->result(0)->use_begin()->owner(), f.ret);
  f.add->result(0)->replaceAllUsesWith(x);
  EXPECT_TRUE(f.add->useEmpty());
  EXPECT_EQ(f.ret->operand(0), x);
  EXPECT_EQ(x->numUses(), 2u);
  f.add->erase();
  EXPECT_EQ(f.c1->numUses(), 0u);
  EXPECT_EQ(x->numUses(), 1u);
  EXPECT_EQ(OpBuilder::entryBlock(f.func)->size(), 2u);
  std::vector<Diagnostic> diags;
  EXPECT_TRUE(verify(f.module, diags));
}

TEST(Operations, WalkOrders) {
  SmallFunc f;
  std::vector<OpCode> pre, post;
  f.module->walk([&](Operation *op) { pre.push_back(op->code()); }, WalkOrder::PreOrder);
  f.module->walk([&](Operation *op) { post.push_back(op->code()); });
  ASSERT_EQ(pre.size(), 5u);
  EXPECT_EQ(pre.front(), OpCode::Module);
  EXPECT_EQ(post.back(), OpCode::Module);
  EXPECT_EQ(post.front(), OpCode::ArithConstant);
  int visited = 0;
  f.module->walkInterruptible([&](Operation *op) {
    ++visited;
    return op->is(OpCode::FuncFunc) ? WalkResult::Interrupt : WalkResult::Advance;
  });
  EXPECT_EQ(visited, 2);
}

TEST(Operations, InsertionPointsAndMoves) {
  SmallFunc f;
  OpBuilder b(f.ctx);
  b.setInsertionPoint(f.add);
  Value *c2 = b.constantInt(2, f.ctx.i32());
  EXPECT_EQ(f.add->prevOp(), c2->definingOp());
  f.add->setOperand(1, c2);
  EXPECT_TRUE(f.c1->useEmpty());
  c2->definingOp()->moveAfter(f.add);
  std::vector<Diagnostic> diags;
  EXPECT_FALSE(verify(f.module, diags)); // use before def
  ASSERT_FALSE(diags.empty());
  EXPECT_NE(diags[0].message.find("does not dominate"), std::string::npos);
  c2->definingOp()->moveBefore(f.add);
  diags.clear();
  EXPECT_TRUE(verify(f.module, diags));
}

TEST(Operations, AttributesAndOperandEdits) {
  SmallFunc f;
  f.add->setAttr("note", f.ctx.stringAttr("hi"));
  EXPECT_EQ(f.add->strAttr("note"), "hi");
  f.add->removeAttr("note");
  EXPECT_FALSE(f.add->hasAttr("note"));
  f.ret->appendOperand(f.c1);
  EXPECT_EQ(f.ret->numOperands(), 2u);
  std::vector<Diagnostic> diags;
  EXPECT_FALSE(verify(f.module, diags)); // returns 2 values, declared 1
  f.ret->eraseOperand(1);
  diags.clear();
  EXPECT_TRUE(verify(f.module, diags));
}

TEST(Parser, ReportsLineAndColumn) {
  Context ctx;
  uint32_t id = ctx.addFile("x.fly");
  std::vector<Diagnostic> diags;
  const char *text = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  return\n}\n";
  EXPECT_EQ(parseSource(ctx, text, id, diags), nullptr);
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].render(ctx), "x.fly:2:19: error: use of undefined value '%1'\n");
}

} // namespace

namespace {
// docs/ir.md lists every op with an example.
TEST(Docs, EveryOpIsDocumented) {
  std::ifstream in(FLY_SOURCE_DIR "/docs/ir.md");
  std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(doc.empty());
  for (unsigned i = 0; i < static_cast<unsigned>(OpCode::NumOpCodes); ++i) {
    std::string name(opName(static_cast<OpCode>(i)));
    EXPECT_NE(doc.find("| `" + name + "` |"), std::string::npos) << name;
  }
}
} // namespace

// Fly's kernel ABI (docs/abi.md): the pieces a kernel argument travels as.
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/KernelABI.h"
#include "fly/ir/Parser.h"

#include <gtest/gtest.h>

using namespace fly;
using namespace fly::ir;

namespace {

std::vector<KernelArgPiece> piecesOf(Context &ctx, const std::string &type, const std::string &name) {
  auto t = parseType(ctx, type);
  EXPECT_TRUE(t.ok()) << type;
  auto p = kernelArgPieces(ctx, *t, name);
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error().message);
  return p.ok() ? *p : std::vector<KernelArgPiece>{};
}

// Leaves are numbered over the whole flattened shape (static ones included); only dynamic
// ones travel, shape leaves before stride leaves, each with its declared divisibility.
TEST(KernelABI, NestedTensorLeavesInFlattenedOrder) {
  Context ctx;
  auto p = piecesOf(ctx, "!fly.memref<f16, global, (?{div=8},(4,?)):(1,(?,?{div=16})), align<16>>", "X");
  ASSERT_EQ(p.size(), 5u);
  EXPECT_EQ(p[0].kind, KernelArgPiece::Kind::TensorPointer);
  EXPECT_EQ(p[0].name, "X");
  EXPECT_EQ(p[0].type.str(), "!fly.ptr<f16, global, align<16>>");
  std::vector<std::string> names;
  for (const KernelArgPiece &q : p)
    names.push_back(q.name);
  EXPECT_EQ(names, (std::vector<std::string>{"X", "X.shape.0", "X.shape.2", "X.stride.1", "X.stride.2"}));
  EXPECT_EQ(p[1].kind, KernelArgPiece::Kind::ShapeLeaf);
  EXPECT_EQ(p[1].leaf, 0u);
  EXPECT_EQ(p[1].divisibility, 8);
  EXPECT_EQ(p[2].leaf, 2u);
  EXPECT_EQ(p[2].divisibility, 1);
  EXPECT_EQ(p[3].kind, KernelArgPiece::Kind::StrideLeaf);
  EXPECT_EQ(p[4].divisibility, 16);
  for (size_t i = 1; i < p.size(); ++i)
    EXPECT_EQ(p[i].type.str(), "i32");
}

TEST(KernelABI, StaticTensorsAndScalarsAreOnePiece) {
  Context ctx;
  auto p = piecesOf(ctx, "!fly.memref<f32, global, (4,8):(8,1)>", "S");
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].type.str(), "!fly.ptr<f32, global>");
  auto q = piecesOf(ctx, "f32", "alpha");
  ASSERT_EQ(q.size(), 1u);
  EXPECT_EQ(q[0].kind, KernelArgPiece::Kind::Whole);
  EXPECT_EQ(q[0].type.str(), "f32");
  // A static composed layout travels as its pointer alone.
  auto c = piecesOf(ctx, "!fly.memref<f16, global, S<3,4,3> o 0 o (8,64):(64,1)>", "C");
  ASSERT_EQ(c.size(), 1u);
}

TEST(KernelABI, UnpassableTensorsAreErrors) {
  Context ctx;
  for (const char *type : {"!fly.memref<f32, shared, 8:1>", "!fly.memref<f32, register, 8:1>",
                           "!fly.memref<f32, #fly_rocdl.buffer_desc, 8:1>",
                           "!fly.memref<f16, global, S<3,4,3> o 0 o (?,64):(64,1)>"}) {
    auto t = parseType(ctx, type);
    ASSERT_TRUE(t.ok()) << type;
    auto p = kernelArgPieces(ctx, *t, "T");
    ASSERT_FALSE(p.ok()) << type;
    EXPECT_NE(p.error().message.find("tensor argument 'T'"), std::string::npos) << p.error().message;
  }
}

} // namespace

// The printed-instruction parser: operands, constants, modifiers, DPP lane tables, VOPD, errors.
#include "Program.h"

#include <gtest/gtest.h>

using namespace fly::emu;

namespace {

Inst parse(const std::string &text) {
  Inst in;
  std::string err;
  EXPECT_TRUE(parseInstText(text, in, err)) << text << ": " << err;
  return in;
}

std::string parseError(const std::string &text) {
  Inst in;
  std::string err;
  EXPECT_FALSE(parseInstText(text, in, err)) << text;
  return err;
}

TEST(InstParser, RegistersAndRanges) {
  Inst in = parse("s_load_dwordx4 s[4:7], s[0:1], 0x10");
  ASSERT_EQ(in.numOps, 3);
  EXPECT_EQ(in.cls, InstClass::SMEM);
  EXPECT_EQ(in.ops[0].kind, OpdKind::Sgpr);
  EXPECT_EQ(in.ops[0].index, 4);
  EXPECT_EQ(in.ops[0].count, 4);
  EXPECT_EQ(in.ops[1].count, 2);
  EXPECT_EQ(in.ops[2].kind, OpdKind::Imm);
  EXPECT_EQ(in.ops[2].imm32, 0x10u);

  in = parse("v_accvgpr_write_b32 a7, v10");
  EXPECT_EQ(in.ops[0].kind, OpdKind::Agpr);
  EXPECT_EQ(in.ops[0].index, 7);

  in = parse("s_mov_b64 s[2:3], exec");
  EXPECT_EQ(in.ops[1].index, kExec);
  EXPECT_EQ(in.ops[1].count, 2);
  in = parse("s_mov_b32 s0, ttmp9");
  EXPECT_EQ(in.ops[1].index, kTtmp0 + 9);
  in = parse("v_add_co_ci_u32_e64 v3, null, s3, v1, vcc_lo");
  EXPECT_EQ(in.base, "v_addc_co_u32");
  EXPECT_EQ(in.numDst, 2);
  EXPECT_EQ(in.ops[1].index, kNull);
  EXPECT_EQ(in.ops[4].index, kVcc);
  EXPECT_EQ(in.ops[4].count, 1);
}

TEST(InstParser, ConstantsCarryEveryWidth) {
  Inst in = parse("v_add_f32_e64 v0, -|v1|, 0.5 clamp mul:2");
  EXPECT_TRUE(in.ops[1].neg);
  EXPECT_TRUE(in.ops[1].abs);
  EXPECT_TRUE(in.ops[2].isFloatConst);
  EXPECT_EQ(in.ops[2].imm32, 0x3f000000u);
  EXPECT_EQ(in.ops[2].imm16, 0x3800u);
  EXPECT_EQ(in.ops[2].imm64, 0x3fe0000000000000ull);
  EXPECT_TRUE(in.mods.clamp);
  EXPECT_EQ(in.mods.omod, 1);

  in = parse("v_mul_f32_e32 v0, 0.15915494, v1"); // 1/(2*pi) has its own encodings
  EXPECT_EQ(in.ops[1].imm32, 0x3e22f983u);
  EXPECT_EQ(in.ops[1].imm16, 0x3118u);

  in = parse("s_mov_b64 s[0:1], -1");
  EXPECT_EQ(in.ops[1].imm64, ~0ull);
  in = parse("s_mov_b64 s[0:1], 0xffffffff"); // a literal zero-extends
  EXPECT_EQ(in.ops[1].imm64, 0xffffffffull);
  EXPECT_TRUE(in.ops[1].isLiteral);
}

TEST(InstParser, MemoryModifiers) {
  Inst in = parse("global_load_dword v1, v0, s[2:3] offset:-16 sc0 sc1 nt");
  EXPECT_EQ(in.mods.offset, -16);
  EXPECT_TRUE(in.mods.sc0 && in.mods.sc1 && in.mods.nt);
  EXPECT_EQ(in.aux & 0xff, 4u);
  in = parse("buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen offset:32");
  EXPECT_TRUE(in.mods.offen);
  EXPECT_EQ(in.ops[0].count, 4);
  in = parse("ds_write2st64_b32 v0, v1, v2 offset0:1 offset1:3");
  EXPECT_EQ(in.mods.offset0, 1);
  EXPECT_EQ(in.mods.offset1, 3);
  in = parse("ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,1)");
  EXPECT_EQ(in.mods.offset, 0x041f);
  in = parse("ds_swizzle_b32 v1, v0 offset:swizzle(QUAD_PERM,3,2,1,0)");
  EXPECT_EQ(in.mods.offset, 0x8000 | 3 | 2 << 2 | 1 << 4);
  in = parse("ds_swizzle_b32 v1, v0 offset:swizzle(BITMASK_PERM,\"01pip\")");
  EXPECT_EQ(in.mods.offset, (0x4 | 0x2 | 0x1) | (0x8 << 5) | (0x2 << 10));
}

TEST(InstParser, DppLaneTables) {
  Inst in = parse("v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1");
  ASSERT_TRUE(in.mods.dpp);
  const auto &src = *in.dppSource;
  EXPECT_EQ(src[0], -1);
  EXPECT_EQ(src[1], 0);
  EXPECT_EQ(src[16], -1);
  EXPECT_EQ(src[31], 30);
  EXPECT_TRUE(in.mods.boundCtrl);
  in = parse("v_add_f32_dpp v0, v1, v2 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xf");
  EXPECT_EQ((*in.dppSource)[4], 7);
  EXPECT_EQ((*in.dppSource)[7], 4);
  EXPECT_EQ(in.dppWriteMask, 0x0000ffff0000ffffull); // rows 0 and 2
  in = parse("v_mov_b32_dpp v0, v1 row_mirror row_mask:0xf bank_mask:0xf");
  EXPECT_EQ((*in.dppSource)[17], 30);
  in = parse("v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xa bank_mask:0xf");
  EXPECT_EQ((*in.dppSource)[20], 15);
  EXPECT_EQ((*in.dppSource)[3], -1);
}

TEST(InstParser, SdwaAndOpSel) {
  Inst in = parse("v_add_u32_sdwa v0, v1, sext(v2) dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0");
  EXPECT_TRUE(in.mods.sdwa);
  EXPECT_EQ(in.mods.dstSel, Sel::Word1);
  EXPECT_EQ(in.mods.dstUnused, Unused::Preserve);
  EXPECT_EQ(in.mods.src0Sel, Sel::Byte2);
  EXPECT_TRUE(in.ops[2].sext);
  in = parse("v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,1] neg_lo:[1,0,0]");
  EXPECT_EQ(in.mods.opSel, 0b101);
  EXPECT_EQ(in.mods.opSelHi, 0b110);
  EXPECT_TRUE(in.mods.hasOpSelHi);
  EXPECT_EQ(in.mods.negLo, 0b001);
}

TEST(InstParser, VopdHalves) {
  Inst in = parse("v_dual_mov_b32 v2, 1 :: v_dual_cndmask_b32 v1, v3, v4");
  ASSERT_TRUE(in.dualX && in.dualY);
  EXPECT_EQ(in.dualX->base, "v_mov_b32");
  EXPECT_EQ(in.dualY->base, "v_cndmask_b32");
  EXPECT_EQ(in.dualY->numOps, 4); // VCC made explicit
  EXPECT_EQ(in.dualY->ops[3].index, kVcc);
}

TEST(InstParser, CompareDestinations) {
  EXPECT_EQ(parse("v_cmp_gt_i32_e32 vcc, s4, v0").numDst, 1);
  EXPECT_EQ(parse("v_cmpx_gt_i32_e64 s5, v0").numDst, 0);        // gfx10+: EXEC only
  EXPECT_EQ(parse("v_cmpx_gt_i32_e64 s[0:1], v0, v1").numDst, 1); // gfx9: also an SGPR pair
}

TEST(InstParser, ErrorsNameTheProblem) {
  EXPECT_NE(parseError("v_frobnicate_b32 v0, v1").find("'v_frobnicate_b32' is not implemented"), std::string::npos);
  EXPECT_NE(parseError("v_add_f32_e64 v0, v1, v2 wobble:3").find("cannot parse modifier 'wobble:3'"), std::string::npos);
  EXPECT_NE(parseError("global_load_dword v1, v[0:1], off tfe").find("'tfe'"), std::string::npos);
  EXPECT_NE(parseError("s_mov_b32 s200, 0").find("s200"), std::string::npos);
  EXPECT_NE(parseError("v_mov_b32 v1030, 0").find("v1030"), std::string::npos);
  EXPECT_NE(parseError("v_accvgpr_write_b32 a[254:257], v0").find("a[254:257]"), std::string::npos);
}

} // namespace

#include "GeneratedDocs.h"
#include "fly/target/TensorDescriptor.h"

#include <gtest/gtest.h>

#include <random>

using namespace fly::target;

TEST(TensorDescriptor, DocTableIsGenerated) {
  test_support::expectGeneratedSection("docs/tdm.md", "tdm-descriptor", tdmDescriptorTable(), "build/bin/fly-atoms --tdm");
}

TEST(TensorDescriptor, FieldsDoNotOverlapAndStayInsideTheirGroups) {
  std::vector<int> owner(kTdmDescriptorDwords * 32, -1);
  for (const TdmFieldDesc &f : tdmDescriptorFields()) {
    unsigned group = f.bit < 128 ? 0 : f.bit < 384 ? 1 : f.bit < 512 ? 2 : 3;
    unsigned groupEnd = (kTdmGroupDword[group] + kTdmGroupDwords[group]) * 32;
    EXPECT_LE(f.bit + f.width, groupEnd) << f.name << " crosses into the next group";
    for (unsigned b = f.bit; b < f.bit + f.width; ++b) {
      EXPECT_EQ(owner[b], -1) << f.name << " overlaps field " << owner[b] << " at bit " << b;
      owner[b] = int(f.field);
    }
  }
}

// Values written field by field read back unchanged and leave every other field alone.
TEST(TensorDescriptor, SetThenGetRoundTrips) {
  std::mt19937_64 rng(7);
  uint32_t d[kTdmDescriptorDwords] = {};
  std::vector<uint64_t> want;
  for (const TdmFieldDesc &f : tdmDescriptorFields()) {
    uint64_t v = rng() & (f.width == 64 ? ~0ull : (1ull << f.width) - 1);
    EXPECT_TRUE(tdmSet(d, f.field, v));
    want.push_back(v);
  }
  for (const TdmFieldDesc &f : tdmDescriptorFields()) EXPECT_EQ(tdmGet(d, f.field), want[size_t(f.field)]) << f.name;
  EXPECT_FALSE(tdmSet(d, TdmField::TileDim0, 1u << 16)); // does not fit in 16 bits
}

// The descriptor Triton 3.9 built for a 32 x 64 f32 tile split over 4 waves (tests/triton/tdm_gluon.py,
// copy_f32: group 1 dword 0 = 0x20000, dword 3 bit 22 set, dword 4 = 8, group 0 dword 3 bit 31 set):
// the fields read back as that tile.
TEST(TensorDescriptor, ReadsTritonsEncoding) {
  uint32_t d[kTdmDescriptorDwords] = {};
  d[0] = 1;                      // pred
  d[1] = 0x800;                  // LDS address of wave 1's rows
  d[2] = 0x12345678;             // global address, low
  d[3] = 0x80000000u | 0x7f;     // type 2, global address bits 32..38
  d[4] = 0x20000;                // data size 4 bytes
  d[5] = 100u << 16;             // tensor_dim0 = 100 (low half)
  d[6] = 45u << 16;              // tensor_dim1 = 45 (low half)
  d[7] = 1u << 22;               // tile_dim0 = 64
  d[8] = 8;                      // tile_dim1 = 8
  d[9] = 100;                    // stride of dim 1
  EXPECT_EQ(tdmGet(d, TdmField::Predicate), 1u);
  EXPECT_EQ(tdmGet(d, TdmField::LdsAddress), 0x800u);
  EXPECT_EQ(tdmGet(d, TdmField::GlobalAddress), 0x7f12345678ull);
  EXPECT_EQ(tdmGet(d, TdmField::Type), kTdmTensorType);
  EXPECT_EQ(tdmGet(d, TdmField::DataSize), 2u);
  EXPECT_EQ(tdmGet(d, TdmField::TensorDim0), 100u);
  EXPECT_EQ(tdmGet(d, TdmField::TensorDim1), 45u);
  EXPECT_EQ(tdmGet(d, TdmField::TileDim0), 64u);
  EXPECT_EQ(tdmGet(d, TdmField::TileDim1), 8u);
  EXPECT_EQ(tdmGet(d, TdmField::TileDim2), 0u);
  EXPECT_EQ(tdmGet(d, TdmField::Stride0), 100u);
}

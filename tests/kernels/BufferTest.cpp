// cl/buffer.cl: MUBUF loads/stores through buffer resources, with the range checking the
// resource defines (out-of-range loads return 0, stores are dropped; no error).
#include "KernelTest.h"

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Buffer : public KernelTest {};

TEST_P(Buffer, RangeCheckedCopy) {
  // in has 100 valid elements, out 150: lanes past either bound see 0 / write nothing.
  int nIn = 100, nOut = 150, total = 256;
  auto in = randomReals<float>(256, -1, 1);
  std::vector<float> sentinel(256, -7.0f);
  uint64_t din = upload(in), dout = upload(sentinel);
  run("buffer_copy", {1}, {256}, {ptr(din), ptr(dout), i32(nIn), i32(nOut), i32(total)});
  auto out = download<float>(dout, 256);
  for (int i = 0; i < 256; ++i) {
    float want = i >= nOut ? -7.0f : (i < nIn ? in[i] : 0.0f) + 1.0f;
    ASSERT_EQ(out[i], want) << i;
  }
}

TEST_P(Buffer, Dwordx4WithScalarOffset) {
  // The range check applies to the whole 16-byte access from voffset+offset; soffset moves the
  // base without taking part in the check (the buffer is made large enough for the shifted reads).
  int total4 = 40, nIn = 4 * 30 + 2; // a partially valid 16-byte access at index 30
  auto in = randomInts<uint32_t>(4 * 64, 0, 1000000);
  uint64_t din = upload(in), dout = alloc(total4 * 16);
  run("buffer_x4", {1}, {64}, {ptr(din), ptr(dout), i32(nIn), i32(total4), i32(0)});
  auto out = download<uint32_t>(dout, 4 * total4);
  for (int i = 0; i < 4 * total4; ++i) {
    uint32_t v = i < nIn ? in[i] : 0;
    ASSERT_EQ(out[i], v * 2 + 1) << i;
  }
}

FLY_KERNEL_VARIANTS(Buffer, "buffer");
} // namespace

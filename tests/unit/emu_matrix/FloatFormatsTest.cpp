#include "fly/emu/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace fly::emu;

TEST(FloatFormats, Placeholder) { EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fn, 0x7e), 448.0); }

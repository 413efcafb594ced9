// preshuffle_weight: B (N x K, row-major) rearranged on the device into the preshuffled layout
// preshuffle_gemm reads (kernels/Preshuffle.h: (N/16, K/KB, 4, 16, KP), KP = 16 bytes of elements,
// KB = 4 KP), FlyDSL's shuffle_weight(B, layout=(16, 16)) that its example 04 (preshuffle GEMM end
// to end) runs on the host before the GEMM. With it a C++ caller runs example 04 end to end on the
// device: preshuffle_weight, then preshuffle_gemm (tests/unit/kernels/PreshuffleWeightTest.cpp).
// One thread per 16-byte pack of the destination, in destination order (the stores of a wave are
// 1024 contiguous bytes): pack q = ((n / 16) * (K / KB) + k / KB) * 64 + ((k % KB) / KP) * 16 + n % 16
// holds B[n, k .. k + KP).
#include "Common.h"
#include "Families.h"
#include "Preshuffle.h"

#include <cstring>

namespace fly::kernels {

namespace {
constexpr int kThreads = 256;

unsigned elementBytes(const Params &p) { return p.at("dtype") == "f16" || p.at("dtype") == "bf16" ? 2 : 1; }

template <class T> void buildShuffle(fx::Module &m) {
  constexpr int kp = int(16 / (fx::elemBits(T::elem) / 8)); // elements per 16-byte pack
  m.kernel("preshuffle_weight", [&](fx::Ptr<T> b, fx::Ptr<T> out, fx::Int32 N, fx::Int32 K) {
    fx::Int32 q = (fx::block_idx.x() * int64_t(kThreads) + fx::thread_idx.x()).template to<fx::Int32>();
    fx::Int32 blocksK = K / int32_t(4 * kp); // 64-byte K blocks per row
    fx::if_(q < N / int32_t(16) * blocksK * int32_t(64), [&] {
      fx::Int32 r = q % int32_t(16), pack = (q / int32_t(16)) % int32_t(4), kb = (q / int32_t(64)) % blocksK,
                nb = q / int32_t(64) / blocksK;
      fx::Int32 n = nb * int32_t(16) + r, k = kb * int32_t(4 * kp) + pack * int32_t(kp);
      out.store((q * int32_t(kp)).template to<fx::Index>(), b.template load<kp>((n * K + k).template to<fx::Index>()));
    });
  }, {.block = {kThreads, 1, 1}});
}

std::string typeName(const Params &p, const target::Arch &arch) {
  const std::string d = p.at("dtype");
  if (d == "fp8") return arch.name == std::string_view("gfx942") ? "f8E4M3FNUZ" : "f8E4M3FN";
  return d == "int8" ? "i8" : d;
}
} // namespace

void addPreshuffleWeight(std::vector<Entry> &entries) {
  Entry e;
  e.name = "preshuffle_weight";
  e.summary = "B (N x K) rearranged on the device into preshuffle_gemm's B layout (kernels/Preshuffle.h; FlyDSL's "
              "shuffle_weight, the host step of its example 04)";
  e.params = {{"dtype", "f16", {"f16", "bf16", "fp8", "int8"},
               "element type of B (fp8: FNUZ on gfx942, OCP elsewhere); 16-byte packs of 8 or 16 elements"}};
  e.archs = {"gfx942", "gfx950"}; // preshuffle_gemm's
  e.problemDims = {"N", "K"};
  e.defaultProblem = {144, 256};
  e.gridRule = "block (256, 1, 1); grid (ceil(N * K / (16 bytes) / 256), 1, 1): one thread per 16-byte pack";
  e.tolerance = "exact (a permutation)";
  e.build = [](fx::Module &m, const Params &p, const target::Arch &arch) {
    const std::string t = typeName(p, arch);
    if (t == "f16") buildShuffle<fx::Float16>(m);
    else if (t == "bf16") buildShuffle<fx::BFloat16>(m);
    else if (t == "i8") buildShuffle<fx::Int8>(m);
    else if (t == "f8E4M3FNUZ") buildShuffle<fx::Float8E4M3FNUZ>(m);
    else buildShuffle<fx::Float8E4M3FN>(m);
  };
  e.validate = [](const Params &p, const target::Arch &, const std::vector<int64_t> *s) -> std::string {
    if (!s) return "";
    std::string limits = preshuffleLimits((*s)[0], (*s)[1], elementBytes(p));
    if (!limits.empty()) return "preshuffle_weight: " + limits;
    if ((*s)[0] * (*s)[1] * int64_t(elementBytes(p)) >= (int64_t(1) << 31))
      return "preshuffle_weight: B is 2 GiB or more (32-bit offsets)";
    return "";
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    const std::string t = typeName(p, arch);
    Plan plan;
    plan.arguments = {{"B", Argument::Role::Input, t, {s[0], s[1]}, 0, 0, "N x K, row-major"},
                      {"B_shuffled", Argument::Role::Output, t, {s[0], s[1]}, 0, 0,
                       "N x K preshuffled (N/16, K/KB, 4, 16, KP)"},
                      {"N", Argument::Role::Scalar, "i32", {}, s[0], 0, "rows of B (a multiple of 16)"},
                      {"K", Argument::Role::Scalar, "i32", {}, s[1], 0, "columns of B (a multiple of 64 bytes)"}};
    if (t == "i8") plan.arguments[0].low = -128, plan.arguments[0].high = 128;
    plan.launch.block[0] = kThreads;
    plan.launch.grid[0] = uint32_t(ceilDiv(s[0] * s[1] * int64_t(elementBytes(p)) / 16, kThreads));
    return plan;
  };
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    const int64_t N = s[0], K = s[1];
    for (int64_t n = 0; n < N; ++n)
      for (int64_t k = 0; k < K; ++k)
        d[1].values[size_t(preshuffledIndex(n, k, K, elementBytes(p)))] = d[0].values[size_t(n * K + k)];
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &, double) { return 0.0; };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels

#include "GemmCommon.h"

#include <algorithm>
#include <cmath>

namespace fly::kernels {

std::vector<Argument> gemmArguments(const std::vector<int64_t> &s, const std::string &inType,
                                    const std::string &outType, const std::string &bHelp, const std::string &cHelp) {
  return {{"A", Argument::Role::Input, inType, {s[0], s[2]}, 0, 0, "M x K, row-major"},
          {"B", Argument::Role::Input, inType, {s[1], s[2]}, 0, 0, bHelp},
          {"C", Argument::Role::Output, outType, {s[0], s[1]}, 0, 0, cHelp},
          {"M", Argument::Role::Scalar, "i32", {}, s[0], 0, "rows of A and C"},
          {"N", Argument::Role::Scalar, "i32", {}, s[1], 0, "rows of B, columns of C"},
          {"K", Argument::Role::Scalar, "i32", {}, s[2], 0, "columns of A and B"}};
}

void gemmReference(const std::vector<int64_t> &s, std::vector<HostData> &d,
                   const std::function<double(int64_t, int64_t, int64_t)> &bValue) {
  const int64_t M = s[0], N = s[1], K = s[2];
  std::vector<double> b(size_t(N * K)); // B in (n, k) order
  for (int64_t n = 0; n < N; ++n)
    for (int64_t k = 0; k < K; ++k) b[size_t(n * K + k)] = bValue(n, k, K);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double sum = 0;
      for (int64_t k = 0; k < K; ++k) sum += d[0].values[size_t(i * K + k)] * b[size_t(j * K + k)];
      d[2].values[size_t(i * N + j)] = sum;
    }
}

double gemmAllowedError(const std::vector<int64_t> &s, const std::string &type, double want) {
  double ulp = type == "f16" ? 0x1p-10 : type == "bf16" ? 0x1p-7 : 0x1p-23;
  return ulp * std::fabs(want) + double(s[2]) * kGemmInputBound * kGemmInputBound * 0x1p-22;
}

std::string gemmSizeLimit(const std::string &kernel, int64_t M, int64_t N, int64_t K, int64_t bytes) {
  if (std::max({M * K, N * K, M * N}) * bytes >= (int64_t(1) << 31))
    return kernel + ": operands larger than 2 GiB (buffer offsets are 32-bit)";
  return "";
}

} // namespace fly::kernels

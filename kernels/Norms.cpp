// layernorm and rmsnorm over the rows of an M x N matrix, one work-group per row, statistics
// in f32 through block reductions. `fused_add=1` first forms x = in + residual (rounded to the
// input type, as the unfused add would) and also writes it to residual_out. rmsnorm's
// `out=i8` quantizes each row symmetrically: q = round(y * 127 / max|y|), with the row's scale
// max|y| / 127 written to `scale`; `out=f8E4M3FN` (OCP: gfx950, gfx12) or `f8E4M3FNUZ` (gfx942)
// scales the row to the format's largest value (448 / 240) and converts with round to nearest
// even (codegen: v_cvt_pk_fp8_f32), the scale being max|y| / 448 (or 240).
#include "Common.h"
#include "Families.h"

#include "fly/emu/FloatFormats.h"

#include <array>
#include <vector>

namespace fly::kernels {

namespace {
constexpr float kEps = 1e-5f;

// x rounded to the fp8 format (nearest, ties to even), as a double.
double roundFp8(const std::string &type, double x) {
  emu::FloatFormat f = type == "f8E4M3FN" ? emu::FloatFormat::E4M3Fn : emu::FloatFormat::E4M3Fnuz;
  return emu::decodeFloat(f, emu::encodeFloat(f, x));
}

double roundTo(const std::string &type, double x) {
  if (type == "f16") return emu::decodeFloat(emu::FloatFormat::F16, emu::encodeFloat(emu::FloatFormat::F16, x));
  if (type == "bf16") return emu::decodeFloat(emu::FloatFormat::BF16, emu::encodeFloat(emu::FloatFormat::BF16, x));
  return double(float(x));
}

// Calls f.template operator()<In, Out>() for the dtype/out parameters.
template <class F> void withTypes(const Params &p, F &&f) {
  withFloatType(p.at("dtype"), [&]<class In>() {
    const std::string &out = p.at("out");
    if (out == "i8") f.template operator()<In, fx::Int8>();
    else if (out == "f8E4M3FN") f.template operator()<In, fx::Float8E4M3FN>();
    else if (out == "f8E4M3FNUZ") f.template operator()<In, fx::Float8E4M3FNUZ>();
    else if (out == "same") f.template operator()<In, In>();
    else withFloatType(out, [&]<class Out>() { f.template operator()<In, Out>(); });
  });
}

// Quantized outputs: i8 (symmetric, round half up, +-127) or an fp8 E4M3 format (the row scaled
// to the format's largest value, converted with round to nearest even): the largest magnitude
// the row is scaled to.
bool isQuantized(const Params &p) { return p.at("out") == "i8" || p.at("out").rfind("f8", 0) == 0; }
double quantMax(const Params &p) {
  const std::string &out = p.at("out");
  return out == "f8E4M3FN" ? 448.0 : out == "f8E4M3FNUZ" ? 240.0 : 127.0;
}

struct NormKind {
  bool rms;
};

void buildNorm(fx::Module &m, const Params &p, const target::Arch &arch, NormKind kind) {
  const int block = int(param(p, "block"));
  const bool fused = p.at("fused_add") == "1";
  const bool quant = isQuantized(p);
  const char *name = kind.rms ? "rmsnorm" : "layernorm";
  withTypes(p, [&]<class In, class Out>() {
    constexpr int V = vector128<In>;
    // At most 2 vectors a thread, 1 with fused_add (gamma, beta, the residual and the output
    // conversions need the rest of the registers for occupancy 8 on wave64): 2048 f32 or 4096
    // 16-bit columns at block 256 (half that fused).
    const int K = std::min(fused ? 1 : 2, rowCacheVectors(block, V));
    using F32xV = fx::Vector<fx::Float32, V>;
    using InxV = decltype(std::declval<F32xV>().template to<In>());
    // One body for every argument list: the optional tensors are null Ptrs when absent.
    auto body = [&](fx::Ptr<In> in, fx::Ptr<In> residual, fx::Ptr<In> gamma, fx::Ptr<In> beta, fx::Ptr<Out> out,
                    fx::Ptr<In> residualOut, fx::Ptr<fx::Float32> scaleOut, fx::Int32 cols) {
      fx::Index row = fx::block_idx.x();
      fx::Index tid = fx::thread_idx.x();
      fx::Index n = cols.to<fx::Index>();
      fx::Index base = row * n;
      fx::Float32 count = cols.to<fx::Float32>();
      // Scalar access (the extra columns: the row's unaligned start and ragged end): x at column c.
      auto x = [&](fx::Index c) -> fx::Float32 {
        if (!fused) return in.load(base + c).template to<fx::Float32>();
        fx::Float32 sum = in.load(base + c).template to<fx::Float32>() + residual.load(base + c).template to<fx::Float32>();
        return sum.template to<In>().template to<fx::Float32>();
      };
      // The row as whole 16-byte aligned vectors from column `head` and at most 2V - 1 extra
      // columns around them, one a thread (rowSpan). Vector columns below are relative to
      // `head`: x, y and the residual are aligned; gamma and beta are read at the same columns,
      // aligned only when the row is (a 128-bit access of V elements needs only the element's
      // alignment on the CDNA/RDNA global and buffer paths, as Fly emits every vector load).
      const RowSpan span = rowSpan(base, n, V);
      const fx::Index vbase = base + span.head;
      auto xVec = [&](fx::Index col) -> F32xV {
        if (!fused) return in.template load<V>(vbase + col).template to<fx::Float32>();
        F32xV sum = in.template load<V>(vbase + col).template to<fx::Float32>() +
                    residual.template load<V>(vbase + col).template to<fx::Float32>();
        return sum.template to<In>().template to<fx::Float32>();
      };
      // The row's code is made twice, behind a uniform branch: rows with extra columns, and rows
      // without (aligned rows whose N is a multiple of V, the common case), which then carry no
      // extra-column work at all.
      auto rowBody = [&](const bool extras) {
      // This thread's extra column, 0 in the others (it adds nothing to the sums).
      const fx::Boolean hasExtra = tid < span.extras;
      const fx::Index extraCol = span.extraColumn(tid);
      fx::Float32 extra = !extras ? fx::Float32(0.0f)
                                  : fx::if_(hasExtra, [&] { return x(extraCol); }, [&] { return fx::Float32(0.0f); });
      const fx::Index first = tid * V;
      const int64_t stride = int64_t(block) * V;
      // The row with the first K vectors of this thread's share of it in registers (rowTiers
      // chooses K from the vector columns); with `restPart`, columns past them are read again by
      // each later step. Vectors below `sure` hold columns in every thread.
      auto normRow = [&](int K, int sure, bool restPart) {
      const fx::Index rest = first + K * stride;
      auto present = [&](int k) { return first + k * stride < span.vecCols; };
      // For each cached vector holding columns: f(k, col) (unguarded below `sure`).
      auto eachCached = [&](auto f) {
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          if (k < sure) f(k, col);
          else fx::if_(present(k), [&] { f(k, col); });
        }
      };
      // The same folding a value: acc = f(k, col, acc).
      auto foldCached = [&](fx::Float32 acc, auto f) {
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          acc = k < sure ? f(k, col, acc) : fx::if_(present(k), [&] { return f(k, col, acc); }, [&] { return acc; });
        }
        return acc;
      };
      // Past two vectors they are kept as loaded (16-bit types: half the registers) and widened
      // where used: the registers decide the occupancy, the widening is cheap.
      const bool narrow = K > 1;
      std::vector<F32xV> wide;
      std::vector<InxV> kept;
      for (int k = 0; k < K; ++k) {
        fx::Index col = first + k * stride;
        F32xV v = k < sure ? xVec(col) : fx::if_(present(k), [&] { return xVec(col); }, [&] { return F32xV::filled(0.0f); });
        if (narrow) kept.push_back(v.template to<In>());
        else wide.push_back(v);
      }
      auto xs = [&](int k) -> F32xV { return narrow ? kept[size_t(k)].template to<fx::Float32>() : wide[size_t(k)]; };
      // The sum over the row of vterm(x) for each vector holding columns and of the extra
      // column's sterm(x) (0 in threads without one).
      auto rowSum = [&](auto vterm, auto sterm) {
        fx::Float32 acc = foldCached(extras ? fx::select(hasExtra, sterm(extra), 0.0f) : fx::Float32(0.0f),
                                     [&](int k, fx::Index, fx::Float32 a) { return a + vterm(xs(k)); });
        if (restPart)
          acc = fx::range(rest, span.vecCols, stride, acc, [&](fx::Index col, fx::Float32 a) { return a + vterm(xVec(col)); });
        return blockReduce(acc, fx::Reduction::Add, block, arch.waveSize);
      };
      fx::Float32 mean = 0.0f;
      if (!kind.rms)
        mean = rowSum([&](F32xV v) { return fx::reduce_add(v); }, [&](fx::Float32 s) { return s; }) / count;
      fx::Float32 var = rowSum([&](F32xV v) { F32xV d = v - mean; return fx::reduce_add(d * d); },
                               [&](fx::Float32 s) { fx::Float32 d = s - mean; return d * d; }) / count;
      fx::Float32 rstd = fx::rsqrt(var + kEps);
      auto y = [&](fx::Index c, fx::Float32 xc) -> fx::Float32 {
        fx::Float32 v = (xc - mean) * rstd * gamma.load(c).template to<fx::Float32>();
        if (!kind.rms) v = v + beta.load(c).template to<fx::Float32>();
        return v;
      };
      auto yVec = [&](fx::Index col, F32xV xv) -> F32xV {
        fx::Index c = span.head + col;
        F32xV v = (xv - mean) * rstd * gamma.template load<V>(c).template to<fx::Float32>();
        if (!kind.rms) v = v + beta.template load<V>(c).template to<fx::Float32>();
        return v;
      };
      // For each vector of the row (cached: from registers, the rest read again) whole(col, x),
      // and the extra column's scalar(c, x) in the threads that have one.
      auto eachVector = [&](auto whole, auto scalar) {
        eachCached([&](int k, fx::Index col) { whole(col, xs(k)); });
        if (restPart) fx::range(rest, span.vecCols, stride, [&](fx::Index col) { whole(col, xVec(col)); });
        if (extras) fx::if_(hasExtra, [&] { scalar(extraCol, extra); });
      };
      auto storeVec = [&](const auto &ptr, fx::Index col, F32xV v, auto type) {
        ptr.store(vbase + col, v.template to<decltype(type)>());
      };
      if (fused)
        eachVector([&](fx::Index col, F32xV xv) { storeVec(residualOut, col, xv, In{}); },
                   [&](fx::Index c, fx::Float32 xc) { residualOut.store(base + c, xc.template to<In>()); });
      if (!quant) {
        eachVector([&](fx::Index col, F32xV xv) { storeVec(out, col, yVec(col, xv), Out{}); },
                   [&](fx::Index c, fx::Float32 xc) { out.store(base + c, y(c, xc).template to<Out>()); });
        return;
      }
      // max |y| over the row (vectors from registers or read again, and the extra column).
      fx::Float32 amax = !extras ? fx::Float32(0.0f)
                                 : fx::if_(hasExtra, [&] { return fx::abs(y(extraCol, extra)); }, [&] { return fx::Float32(0.0f); });
      amax = foldCached(amax, [&](int k, fx::Index col, fx::Float32 a) { return fx::max(a, fx::reduce_max(fx::abs(yVec(col, xs(k))))); });
      if (restPart)
        amax = fx::range(rest, span.vecCols, stride, amax, [&](fx::Index col, fx::Float32 a) {
          return fx::max(a, fx::reduce_max(fx::abs(yVec(col, xVec(col)))));
        });
      amax = blockReduce(amax, fx::Reduction::Max, block, arch.waveSize);
      const float qmax = float(quantMax(p));
      fx::Float32 safeMax = fx::max(amax, 1e-30f);
      fx::Float32 toQ = qmax / safeMax;
      auto quantize = [&](auto v) {
        if constexpr (fx::isFloat(Out::elem)) { // fp8: truncf rounds to nearest even
          return (v * toQ).template to<Out>();
        } else {
          auto q = fx::floor(v * toQ + 0.5f);
          q = fx::min(fx::max(q, -qmax), qmax);
          return q.template to<Out>();
        }
      };
      eachVector([&](fx::Index col, F32xV xv) { out.store(vbase + col, quantize(yVec(col, xv))); },
                 [&](fx::Index c, fx::Float32 xc) { out.store(base + c, quantize(y(c, xc))); });
      fx::if_(tid == 0, [&] { scaleOut.store(row, safeMax / qmax); });
      };
      rowTiers(span.vecCols, stride, K, normRow);
      };
      fx::if_(span.extras == fx::Index(0), [&] { rowBody(false); }, [&] { rowBody(true); });
    };
    fx::KernelOptions options{.block = {unsigned(block), 1, 1}};
    using PIn = fx::Ptr<In>;
    using POut = fx::Ptr<Out>;
    using PF = fx::Ptr<fx::Float32>;
    using I = fx::Int32;
    // The argument list follows the variant (see plan()).
    if (!kind.rms && !fused)
      m.kernel(name, [&](PIn in, PIn g, PIn b, POut o, I n) { body(in, {}, g, b, o, {}, {}, n); }, options);
    else if (!kind.rms)
      m.kernel(name, [&](PIn in, PIn r, PIn g, PIn b, POut o, PIn ro, I n) { body(in, r, g, b, o, ro, {}, n); }, options);
    else if (!fused && !quant)
      m.kernel(name, [&](PIn in, PIn g, POut o, I n) { body(in, {}, g, {}, o, {}, {}, n); }, options);
    else if (!fused)
      m.kernel(name, [&](PIn in, PIn g, POut o, PF s, I n) { body(in, {}, g, {}, o, {}, s, n); }, options);
    else if (!quant)
      m.kernel(name, [&](PIn in, PIn r, PIn g, POut o, PIn ro, I n) { body(in, r, g, {}, o, ro, {}, n); }, options);
    else
      m.kernel(name, [&](PIn in, PIn r, PIn g, POut o, PIn ro, PF s, I n) { body(in, r, g, {}, o, ro, s, n); }, options);
  });
}

std::string outType(const Params &p) { return p.at("out") == "same" ? p.at("dtype") : p.at("out"); }

Plan planNorm(const Params &p, const std::vector<int64_t> &s, bool rms) {
  const bool fused = p.at("fused_add") == "1";
  const bool quant = isQuantized(p);
  std::string t = p.at("dtype");
  using R = Argument::Role;
  Plan plan;
  auto &a = plan.arguments;
  a.push_back({"in", R::Input, t, {s[0], s[1]}, 0, 0, "M x N"});
  if (fused) a.push_back({"residual", R::Input, t, {s[0], s[1]}, 0, 0, "M x N"});
  a.push_back({"gamma", R::Input, t, {s[1]}, 0, 0, "N"});
  if (!rms) a.push_back({"beta", R::Input, t, {s[1]}, 0, 0, "N"});
  a.push_back({"out", R::Output, outType(p), {s[0], s[1]}, 0, 0, quant ? "M x N, quantized" : "M x N"});
  if (fused) a.push_back({"residual_out", R::Output, t, {s[0], s[1]}, 0, 0, "M x N: in + residual"});
  if (quant) a.push_back({"scale", R::Output, "f32", {s[0]}, 0, 0, "M: out * scale ~ the unquantized row"});
  a.push_back({"N", R::Scalar, "i32", {}, s[1], 0, "columns"});
  plan.launch = rowLaunch(p, s[0]);
  return plan;
}

void referenceNorm(const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d, bool rms) {
  const bool fused = p.at("fused_add") == "1";
  const bool quant = isQuantized(p);
  const bool fp8 = quant && p.at("out") != "i8";
  const std::string t = p.at("dtype");
  size_t k = 0;
  std::vector<double> &in = d[k++].values;
  std::vector<double> *residual = fused ? &d[k++].values : nullptr;
  std::vector<double> &gamma = d[k++].values;
  std::vector<double> *beta = rms ? nullptr : &d[k++].values;
  std::vector<double> &out = d[k++].values;
  std::vector<double> *residualOut = fused ? &d[k++].values : nullptr;
  std::vector<double> *scale = quant ? &d[k++].values : nullptr;
  int64_t M = s[0], N = s[1];
  std::vector<double> x(static_cast<size_t>(N)), y(static_cast<size_t>(N));
  for (int64_t r = 0; r < M; ++r) {
    for (int64_t c = 0; c < N; ++c) {
      size_t i = size_t(r * N + c);
      x[size_t(c)] = fused ? roundTo(t, in[i] + (*residual)[i]) : in[i];
      if (fused) (*residualOut)[i] = x[size_t(c)];
    }
    double mean = 0, var = 0;
    if (!rms) {
      for (double v : x) mean += v;
      mean /= double(N);
    }
    for (double v : x) var += (v - mean) * (v - mean);
    var /= double(N);
    double rstd = 1.0 / std::sqrt(var + double(kEps));
    double amax = 0;
    for (int64_t c = 0; c < N; ++c) {
      y[size_t(c)] = (x[size_t(c)] - mean) * rstd * gamma[size_t(c)] + (rms ? 0.0 : (*beta)[size_t(c)]);
      amax = std::max(amax, std::fabs(y[size_t(c)]));
    }
    for (int64_t c = 0; c < N; ++c)
      out[size_t(r * N + c)] = !quant ? y[size_t(c)]
                               : fp8 ? roundFp8(p.at("out"), y[size_t(c)] * quantMax(p) / amax)
                                     : std::clamp(std::floor(y[size_t(c)] * 127.0 / amax + 0.5), -127.0, 127.0);
    if (quant) (*scale)[size_t(r)] = amax / quantMax(p);
  }
}

double normTolerance(const Params &p, const std::string &type, double want) {
  (void)p;
  if (type == "i8") return 1.0; // the rounding boundary may fall either side of an f32 ulp
  // fp8 (E4M3, 3 mantissa bits): one step of the format at |want| (the f32 product may round to
  // the neighbour at a rounding boundary); subnormal steps are 2^-9 (OCP) / 2^-10 (FNUZ).
  if (type == "f8E4M3FN" || type == "f8E4M3FNUZ") {
    double a = std::fabs(want);
    double step = a > 0 ? std::exp2(std::floor(std::log2(a)) - 3) : 0;
    return std::max(step, type == "f8E4M3FN" ? 0x1p-9 : 0x1p-10);
  }
  return standardTolerance(type, want, 1e-4);
}

void addNorm(std::vector<Entry> &entries, bool rms) {
  Entry e;
  e.name = rms ? "rmsnorm" : "layernorm";
  e.summary = rms ? "rmsnorm over each row: y = x / sqrt(mean(x^2) + 1e-5) * gamma; optional fused residual add "
                    "and int8/fp8 quantized output with a per-row scale"
                  : "layernorm over each row: y = (x - mean) / sqrt(var + 1e-5) * gamma + beta; optional fused "
                    "residual add";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of in, residual, gamma, beta"},
              {"out", "same", rms ? std::vector<std::string>{"same", "f32", "f16", "bf16", "i8", "f8E4M3FN", "f8E4M3FNUZ"}
                                  : std::vector<std::string>{"same", "f32", "f16", "bf16"},
               rms ? "element type of out (i8, f8E4M3FN (gfx950, gfx12), f8E4M3FNUZ (gfx942): quantized, with a per-row "
                     "f32 scale)"
                   : "element type of out"},
              {"fused_add", "0", {"0", "1"}, "1: normalize in + residual and also write it to residual_out"}};
  rowProblem(e, 32, 3000);
  e.tolerance = "f32: 1e-4 relative + 1e-4; f16 out: 2^-10; bf16 out: 2^-7; i8 out: 1 (rounding boundary); fp8 "
                "out: one fp8 step at the value";
  e.build = [rms](fx::Module &m, const Params &p, const target::Arch &a) { buildNorm(m, p, a, NormKind{rms}); };
  e.plan = [rms](const Params &p, const std::vector<int64_t> &s, const target::Arch &) { return planNorm(p, s, rms); };
  e.reference = [rms](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    referenceNorm(p, s, d, rms);
  };
  e.allowedError = [](const Params &p, const std::vector<int64_t> &, const std::string &type, double want) {
    return normTolerance(p, type, want);
  };
  e.inputLow = -2.0;
  e.inputHigh = 2.0;
  entries.push_back(std::move(e));
}
} // namespace

void addNorms(std::vector<Entry> &entries) {
  addNorm(entries, false);
  addNorm(entries, true);
}

} // namespace fly::kernels

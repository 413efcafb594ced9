// tiled_copy: B = A for an M x N row-major matrix with tiled copies (FlyDSL's example 02). Each
// work-group takes the 16 x (16 V) block of A at (by, bx) (local_tile), a tiled copy of 16 x 16
// threads (row-major) each moving V consecutive values of a row, V = BITS / element bits, one
// copy atom call per thread: global (or buffer) -> registers -> global. The thread's coordinates
// come from the identity tensor partitioned like the data; a thread whose values lie past a
// ragged edge copies nothing (its V values are consecutive in a row and N is a multiple of V, so
// they are all inside or all outside). The tensors are fx::TensorArg with the row stride
// declared a multiple of V: a launch with another stride is refused by the runtime's check.
#include "Common.h"
#include "Families.h"

namespace fly::kernels {

namespace {
constexpr int kThreadsM = 16, kThreadsN = 16;

// The tensor argument's layout for V values per copy: the row stride a multiple of V.
template <int V> struct RowMajor;
template <> struct RowMajor<1> { static constexpr fx::FixedString text{"(?,?):(?,1)"}; };
template <> struct RowMajor<2> { static constexpr fx::FixedString text{"(?,?):(?{div=2},1)"}; };
template <> struct RowMajor<4> { static constexpr fx::FixedString text{"(?,?):(?{div=4},1)"}; };
template <> struct RowMajor<8> { static constexpr fx::FixedString text{"(?,?):(?{div=8},1)"}; };
template <> struct RowMajor<16> { static constexpr fx::FixedString text{"(?,?):(?{div=16},1)"}; };

int valuesPerCopy(const Params &p) {
  int elem = p.at("dtype") == "f32" ? 32 : 16;
  return std::max(1, int(param(p, "bits")) / elem);
}

template <class T, int V> void buildTiledCopyV(fx::Module &m, const Params &p) {
  const int bits = int(param(p, "bits"));
  const bool buffer = p.at("buffer") == "1";
  using Arg = fx::TensorArg<T, RowMajor<V>::text>;
  m.kernel("tiled_copy", [&](Arg a, Arg b) {
    fx::Index bx = fx::block_idx.x(), by = fx::block_idx.y();
    auto tile = fx::make_tile(kThreadsM, kThreadsN * V);
    fx::Tensor<T> A = a, B = b;
    if (buffer) { // FlyDSL's make_buffer_tensor: accesses past the end are dropped by the hardware
      A = fx::make_buffer_tensor(A);
      B = fx::make_buffer_tensor(B);
    }
    fx::Tensor<T> gA = fx::local_tile(A, tile, {by, bx});
    fx::Tensor<T> gB = fx::local_tile(B, tile, {by, bx});
    fx::CoordTensor cA = fx::local_tile(fx::make_identity_tensor(a.shape()), tile, {by, bx});

    auto atom = fx::make_copy_atom(buffer ? fx::rocdl::BufferCopy(bits) : fx::UniversalCopy(bits), T::elem);
    auto thr = fx::make_layout(fx::make_shape(kThreadsM, kThreadsN), fx::make_stride(kThreadsN, 1));
    auto val = fx::make_layout(fx::make_shape(1, V), fx::make_stride(0, 1));
    auto tc = fx::make_tiled_copy_tv(atom, thr, val);
    auto slice = tc.get_slice(fx::thread_idx.x());
    fx::Tensor<T> src = slice.partition_S(gA);
    fx::Tensor<T> dst = slice.partition_D(gB);
    fx::CoordTensor coords = slice.partition_S(cA);
    fx::Tensor<T> frag = fx::make_fragment_like(src);
    // The thread's last value inside the matrix: then all its values are.
    fx::Boolean inside = fx::elem_less(coords.get(V - 1), a.shape());
    fx::copy(atom, src, frag, inside);
    fx::copy(atom, frag, dst, inside);
  }, {.block = {kThreadsM * kThreadsN, 1, 1}});
}

void buildTiledCopy(fx::Module &m, const Params &p, const target::Arch &) {
  withFloatType(p.at("dtype"), [&]<class T>() {
    int elem = int(fx::elemBits(T::elem)), bits = int(param(p, "bits"));
    if (bits < elem) { // reported as a build error of the kernel
      m.kernel("tiled_copy", [&](fx::Ptr<T>, fx::Ptr<T>) {
        fx::SourceLoc loc = fx::SourceLoc::current();
        fx::state(loc).error(loc, "tiled_copy: bits=" + std::to_string(bits) + " is less than one " + p.at("dtype") +
                                      " value");
      });
      return;
    }
    switch (bits / elem) {
    case 1: buildTiledCopyV<T, 1>(m, p); break;
    case 2: buildTiledCopyV<T, 2>(m, p); break;
    case 4: buildTiledCopyV<T, 4>(m, p); break;
    default: buildTiledCopyV<T, 8>(m, p); break;
    }
  });
}
} // namespace

void addTiledCopy(std::vector<Entry> &entries) {
  Entry e;
  e.name = "tiled_copy";
  e.summary = "B = A over an M x N matrix with tiled copies of 16 x 16 threads, ragged edges predicated (FlyDSL "
              "example 02)";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of A and B"},
              {"bits", "128", {"16", "32", "64", "128"}, "bits each thread moves per copy (V = bits / element bits "
                                                         "values; N must be a multiple of V)"},
              {"buffer", "0", {"0", "1"}, "1: copy through buffer tensors (cdna3.buffer_copy atoms)"}};
  e.problemDims = {"M", "N"};
  e.defaultProblem = {37, 1000};
  e.gridRule = "block (256, 1, 1); grid (ceil(N / (16 V)), ceil(M / 16), 1)";
  e.tolerance = "exact";
  e.build = buildTiledCopy;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    std::string t = p.at("dtype");
    int v = valuesPerCopy(p);
    std::string layout = v == 1 ? "(?,?):(?,1)" : "(?,?):(?{div=" + std::to_string(v) + "},1)";
    Plan plan;
    plan.arguments = {{"A", Argument::Role::Input, t, {s[0], s[1]}, 0, 0, "M x N", layout},
                      {"B", Argument::Role::Output, t, {s[0], s[1]}, 0, 0, "M x N", layout}};
    plan.launch.block[0] = kThreadsM * kThreadsN;
    plan.launch.grid[0] = uint32_t(ceilDiv(s[1], kThreadsN * v));
    plan.launch.grid[1] = uint32_t(ceilDiv(s[0], kThreadsM));
    return plan;
  };
  e.reference = [](const Params &, const std::vector<int64_t> &, std::vector<HostData> &d) {
    d[1].values = d[0].values;
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &, double) { return 0.0; };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels

// A module of fx kernels. A kernel is a C++ callable whose parameters are fx
// types (Ptr<T>, Int32, Float32, ...): Module::kernel builds a `gpu.func ...
// kernel` with one argument per parameter and runs the callable to fill its
// body. The module is plain Fly IR: print it, verify it, or hand it to the
// compiler (fly/runtime/DslCompiler.h compiles it for an arch).
#pragma once

#include "fly/dsl/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/Operation.h"

#include <array>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace fly::fx {

struct KernelOptions {
  // The work-group size every launch uses (known_block_size); 0 = not fixed.
  std::array<unsigned, 3> block{0, 0, 0};
  // The pointer arguments never alias each other (fly.noalias).
  bool noalias = true;
};

namespace detail {
template <class T> struct Signature : Signature<decltype(&T::operator())> {};
template <class C, class R, class... A> struct Signature<R (C::*)(A...) const> {
  using Args = std::tuple<std::decay_t<A>...>;
};
template <class C, class R, class... A> struct Signature<R (C::*)(A...)> {
  using Args = std::tuple<std::decay_t<A>...>;
};
template <class R, class... A> struct Signature<R (*)(A...)> {
  using Args = std::tuple<std::decay_t<A>...>;
};
} // namespace detail

class Module {
public:
  explicit Module(std::string gpuModuleName = "kernels");
  ~Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  template <class F> void kernel(std::string_view name, F body, KernelOptions options = {},
                                 SourceLoc loc = SourceLoc::current()) {
    using Args = typename detail::Signature<std::decay_t<F>>::Args;
    [&]<size_t... I>(std::index_sequence<I...>) {
      std::vector<ir::Type> types{std::tuple_element_t<I, Args>::type(*context_)...};
      ir::Block *entry = beginKernel(name, types, options, loc);
      {
        BuildScope scope(*state_);
        InsertionGuard guard(*state_, entry);
        body(std::tuple_element_t<I, Args>(entry->argument(unsigned(I)))...);
      }
      endKernel(entry, loc);
    }(std::make_index_sequence<std::tuple_size_v<Args>>{});
  }

  ir::Context &context() { return *context_; }
  const std::string &name() const { return name_; }
  ir::Operation *root() { return root_; }
  // Diagnostics found while building, then the verifier's; empty when the module is valid.
  std::vector<ir::Diagnostic> check();
  // `file:line:col: error: ...` lines of check(), or "".
  std::string errors();
  // The module as Fly text.
  std::string str();

private:
  ir::Block *beginKernel(std::string_view name, const std::vector<ir::Type> &types, const KernelOptions &options,
                         const SourceLoc &loc);
  void endKernel(ir::Block *entry, const SourceLoc &loc);

  std::string name_;
  std::unique_ptr<ir::Context> context_;
  std::unique_ptr<BuildState> state_;
  ir::Operation *root_ = nullptr;
  ir::Operation *gpuModule_ = nullptr;
};

} // namespace fly::fx

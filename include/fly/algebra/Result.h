// fly::Error and fly::Result<T>: errors as values for the algebra, IR and passes.
// Result is a tagged union (std::variant), so a successful result costs one
// move of T; nothing here throws or aborts on bad input.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace fly {

struct Error {
  std::string message;

  Error() = default;
  explicit Error(std::string msg) : message(std::move(msg)) {}
};

template <class T>
class [[nodiscard]] Result {
public:
  Result(T value) : storage_(std::in_place_index<0>, std::move(value)) {}
  Result(Error error) : storage_(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return storage_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // Precondition: ok(). Check first; these do not verify it in release builds.
  T &value() & { return *std::get_if<0>(&storage_); }
  const T &value() const & { return *std::get_if<0>(&storage_); }
  T &&value() && { return std::move(*std::get_if<0>(&storage_)); }
  T &operator*() & { return value(); }
  const T &operator*() const & { return value(); }
  T &&operator*() && { return std::move(*std::get_if<0>(&storage_)); }
  T *operator->() { return &value(); }
  const T *operator->() const { return &value(); }

  // Precondition: !ok().
  const Error &error() const & { return *std::get_if<1>(&storage_); }
  Error &&error() && { return std::move(*std::get_if<1>(&storage_)); }

  // Value or a fallback, for callers that do not care why it failed.
  T value_or(T fallback) const & { return ok() ? value() : std::move(fallback); }

private:
  std::variant<T, Error> storage_;
};

// Propagates an error from an expression producing a Result, else binds its value.
#define FLY_TRY(var, expr)                                                     \
  auto var##_result_ = (expr);                                                 \
  if (!var##_result_.ok())                                                     \
    return std::move(var##_result_).error();                                   \
  auto var = std::move(var##_result_).value()

} // namespace fly

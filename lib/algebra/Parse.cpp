// Parsers for CuTe's notation: IntTuple `(4,(2,?{div=8}))`, Layout `S:D`,
// Swizzle `Sw<B,M,S>`, ComposedLayout `inner o offset o outer`.
#include <cctype>
#include <limits>

#include "fly/algebra/ComposedLayout.h"

namespace fly {

namespace {

class Parser {
public:
  explicit Parser(std::string_view text) : text_(text) {}

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])))
      ++pos_;
  }
  bool atEnd() {
    skipSpace();
    return pos_ >= text_.size();
  }
  bool consume(char c) {
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool consumeWord(std::string_view w) {
    skipSpace();
    if (text_.substr(pos_, w.size()) == w) {
      pos_ += w.size();
      return true;
    }
    return false;
  }
  char peek() {
    skipSpace();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }
  size_t pos() const { return pos_; }
  void setPos(size_t p) { pos_ = p; }

  Error error(const std::string &what) const {
    return Error("parse error at column " + std::to_string(pos_ + 1) + " of '" + std::string(text_) +
                 "': " + what);
  }

  Result<int64_t> parseInteger() {
    skipSpace();
    bool neg = false;
    if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) {
      neg = text_[pos_] == '-';
      ++pos_;
    }
    if (pos_ >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[pos_])))
      return error("expected an integer");
    uint64_t v = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      v = v * 10 + static_cast<uint64_t>(text_[pos_] - '0');
      if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
        return error("integer too large");
      ++pos_;
    }
    return neg ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
  }

  Result<Int> parseLeaf() {
    skipSpace();
    char c = peek();
    if (c == '?') {
      ++pos_;
      if (consume('{')) {
        // FlyDSL's `?{i64}`, `?{i32 div=8}`: the width of the leaf's integer
        // (Fly's leaves have none; the width is read and dropped).
        bool width = consumeWord("i64") || consumeWord("i32");
        if (width && consume('}'))
          return Int::dynamic(1);
        if (!consumeWord("div"))
          return error(width ? "expected 'div' or '}' after the width in '?{iN div=N}'" : "expected 'div' in '?{div=N}'");
        if (!consume('='))
          return error("expected '=' in '?{div=N}'");
        auto d = parseInteger();
        if (!d)
          return d.error();
        if (*d <= 0)
          return error("divisibility must be positive");
        if (!consume('}'))
          return error("expected '}' closing '?{div=N}'");
        return Int::dynamic(*d);
      }
      return Int::dynamic(1);
    }
    if (c == '*') {
      ++pos_;
      return Int::underscore();
    }
    if (c == '_') {
      // CuTe prints static integers as `_4`; a lone `_` is the wildcard.
      ++pos_;
      if (pos_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '-')) {
        auto v = parseInteger();
        if (!v)
          return v.error();
        return Int(*v);
      }
      return Int::underscore();
    }
    auto v = parseInteger();
    if (!v)
      return error("expected an integer, '?', '*' or '('");
    return Int(*v);
  }

  // A leaf followed by E<i> (or CuTe's @<i>) parts is a scaled basis: `1E0`, `2E1E0`.
  Result<Int> parseLeafWithBasis() {
    auto leaf = parseLeaf();
    if (!leaf)
      return leaf;
    std::vector<uint8_t> path;
    while (pos_ < text_.size() && (text_[pos_] == 'E' || text_[pos_] == '@')) {
      ++pos_;
      if (pos_ >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[pos_])))
        return error("expected a mode index after 'E'");
      auto idx = parseInteger();
      if (!idx)
        return idx.error();
      if (*idx > 255)
        return error("basis index too large");
      path.push_back(static_cast<uint8_t>(*idx));
    }
    if (path.empty())
      return leaf;
    if (path.size() > 6)
      return error("basis path deeper than 6");
    if (leaf->isUnderscore())
      return error("'*' cannot scale a basis");
    return Int::basis(*leaf, path);
  }

  Result<IntTuple> parseTuple(int depth = 0) {
    if (depth > 64)
      return error("nesting too deep");
    if (consume('(')) {
      std::vector<IntTuple> elems;
      if (consume(')'))
        return IntTuple(std::move(elems));
      while (true) {
        auto e = parseTuple(depth + 1);
        if (!e)
          return e;
        elems.push_back(std::move(e).value());
        if (consume(','))
          continue;
        if (consume(')'))
          break;
        return error("expected ',' or ')'");
      }
      return IntTuple(std::move(elems));
    }
    auto leaf = parseLeafWithBasis();
    if (!leaf)
      return leaf.error();
    return IntTuple(*leaf);
  }

  Result<Layout> parseLayout() {
    auto shape = parseTuple();
    if (!shape)
      return shape.error();
    if (!consume(':'))
      return error("expected ':' between shape and stride");
    auto stride = parseTuple();
    if (!stride)
      return stride.error();
    if (!congruent(*shape, *stride))
      return error("shape " + shape->str() + " and stride " + stride->str() + " are not congruent");
    return make_layout(*shape, *stride);
  }

  Result<Swizzle> parseSwizzle() {
    if (!consumeWord("Sw<") && !consumeWord("S<"))
      return error("expected 'Sw<'");
    int v[3];
    for (int i = 0; i < 3; ++i) {
      auto x = parseInteger();
      if (!x)
        return x.error();
      if (*x < -64 || *x > 64)
        return error("swizzle parameter out of range");
      v[i] = static_cast<int>(*x);
      if (i < 2 && !consume(','))
        return error("expected ','");
    }
    if (!consume('>'))
      return error("expected '>'");
    auto s = Swizzle::make(v[0], v[1], v[2]);
    if (!s)
      return error(s.error().message);
    return *s;
  }

  Result<ComposedLayout> parseComposed() {
    ComposedLayout::Inner inner = Swizzle();
    char c = peek();
    if (c == 'S') {
      auto s = parseSwizzle();
      if (!s)
        return s.error();
      inner = *s;
    } else {
      auto l = parseLayout();
      if (!l)
        return l.error();
      inner = *l;
    }
    if (!consumeWord("o"))
      return error("expected 'o' after the inner function");
    auto off = parseLeaf();
    if (!off)
      return off.error();
    if (!consumeWord("o"))
      return error("expected 'o' after the offset");
    auto outer = parseLayout();
    if (!outer)
      return outer.error();
    return ComposedLayout(inner, *off, *outer);
  }

private:
  std::string_view text_;
  size_t pos_ = 0;
};

template <class T>
Result<T> finish(Parser &p, Result<T> r) {
  if (!r)
    return r;
  if (!p.atEnd())
    return p.error("unexpected trailing text");
  return r;
}

} // namespace

Result<IntTuple> parseIntTuple(std::string_view text) {
  Parser p(text);
  return finish(p, p.parseTuple());
}

Result<Layout> parseLayout(std::string_view text) {
  Parser p(text);
  return finish(p, p.parseLayout());
}

Result<Swizzle> parseSwizzle(std::string_view text) {
  Parser p(text);
  return finish(p, p.parseSwizzle());
}

Result<ComposedLayout> parseComposedLayout(std::string_view text) {
  Parser p(text);
  return finish(p, p.parseComposed());
}

} // namespace fly

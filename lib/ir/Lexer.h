// Tokenizer for the textual IR (MLIR's lexical syntax, as far as Fly uses it).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fly::ir {

enum class Tok : uint8_t {
  Eof, Error,
  BareId,    // arith.addi, i32, x
  ValueId,   // %name (text includes the %)
  CaretId,   // ^bb0
  AtId,      // @name or @"quoted" (text is the name, unquoted)
  BangId,    // !fly.layout (text includes the !)
  HashId,    // #name
  Integer, Float, String,
  LParen, RParen, LSquare, RSquare, LBrace, RBrace, Less, Greater,
  Comma, Colon, Equal, Arrow, Question, Star, Plus, Minus, Pipe,
};

struct Token {
  Tok kind = Tok::Eof;
  std::string_view text;  // spelling in the buffer (for strings: with quotes)
  const char *begin = nullptr;
};

class Lexer {
public:
  Lexer(std::string_view buffer);
  Token next();
  // Scans a balanced `<...>` whose `<` is at `lt`; returns the text between
  // the brackets and moves the lexer after the closing `>`. On imbalance,
  // returns false.
  bool scanAngle(const char *lt, std::string_view &body);
  // Scans a balanced `[...]` starting at `ls` (targets lists we keep verbatim).
  bool scanSquare(const char *ls, std::string_view &whole);
  void resetTo(const char *p) { cur_ = p; }
  const char *position() const { return cur_; }
  const char *bufferBegin() const { return buf_.data(); }
  const char *bufferEnd() const { return buf_.data() + buf_.size(); }
  // 1-based line and column of a position.
  void lineCol(const char *p, uint32_t &line, uint32_t &col) const;
  std::string_view lastError() const { return error_; }

private:
  Token make(Tok k, const char *b) { return Token{k, std::string_view(b, cur_ - b), b}; }
  Token lexNumber(const char *b);
  Token lexString(const char *b);
  std::string_view buf_;
  const char *cur_;
  std::string error_;
  std::vector<uint32_t> lineStarts_;
  mutable size_t lastLine_ = 0; // lineCol's hint
};

// Decodes the escapes of a string token (`"a\"b"` -> `a"b`).
std::string unescapeString(std::string_view quoted);

} // namespace fly::ir

#include "Lexer.h"

#include <algorithm>
#include <cctype>

namespace fly::ir {

static bool isIdChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}

Lexer::Lexer(std::string_view buffer) : buf_(buffer), cur_(buffer.data()) {
  lineStarts_.push_back(0);
  for (size_t i = 0; i < buffer.size(); ++i)
    if (buffer[i] == '\n')
      lineStarts_.push_back(static_cast<uint32_t>(i + 1));
}

Token Lexer::next() {
  const char *end = bufferEnd();
  for (;;) {
    while (cur_ < end && (*cur_ == ' ' || *cur_ == '\t' || *cur_ == '\n' || *cur_ == '\r'))
      ++cur_;
    if (cur_ + 1 < end && cur_[0] == '/' && cur_[1] == '/') {
      while (cur_ < end && *cur_ != '\n')
        ++cur_;
      continue;
    }
    break;
  }
  const char *b = cur_;
  if (cur_ >= end)
    return Token{Tok::Eof, {}, end};
  char c = *cur_++;
  switch (c) {
  case '(': return make(Tok::LParen, b);
  case ')': return make(Tok::RParen, b);
  case '[': return make(Tok::LSquare, b);
  case ']': return make(Tok::RSquare, b);
  case '{': return make(Tok::LBrace, b);
  case '}': return make(Tok::RBrace, b);
  case '<': return make(Tok::Less, b);
  case '>': return make(Tok::Greater, b);
  case ',': return make(Tok::Comma, b);
  case ':': return make(Tok::Colon, b);
  case '=': return make(Tok::Equal, b);
  case '?': return make(Tok::Question, b);
  case '*': return make(Tok::Star, b);
  case '+': return make(Tok::Plus, b);
  case '|': return make(Tok::Pipe, b);
  case '-':
    if (cur_ < end && *cur_ == '>') {
      ++cur_;
      return make(Tok::Arrow, b);
    }
    if (cur_ < end && std::isdigit(static_cast<unsigned char>(*cur_)))
      return lexNumber(b);
    return make(Tok::Minus, b);
  case '"': return lexString(b);
  case '%':
  case '^':
  case '#':
  case '!': {
    while (cur_ < end && (isIdChar(*cur_) || (c == '%' && *cur_ == '-')))
      ++cur_;
    if (cur_ == b + 1) {
      error_ = std::string("expected an identifier after '") + c + "'";
      return make(Tok::Error, b);
    }
    Tok k = c == '%' ? Tok::ValueId : c == '^' ? Tok::CaretId : c == '#' ? Tok::HashId : Tok::BangId;
    return make(k, b);
  }
  case '@': {
    if (cur_ < end && *cur_ == '"') {
      Token s = lexString(cur_);
      if (s.kind == Tok::Error)
        return s;
      return Token{Tok::AtId, std::string_view(b + 1, cur_ - b - 1), b};
    }
    while (cur_ < end && isIdChar(*cur_))
      ++cur_;
    if (cur_ == b + 1) {
      error_ = "expected a symbol name after '@'";
      return make(Tok::Error, b);
    }
    return Token{Tok::AtId, std::string_view(b + 1, cur_ - b - 1), b};
  }
  default:
    break;
  }
  if (std::isdigit(static_cast<unsigned char>(c)))
    return lexNumber(b);
  if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
    while (cur_ < end && isIdChar(*cur_))
      ++cur_;
    return make(Tok::BareId, b);
  }
  error_ = "unexpected character";
  return make(Tok::Error, b);
}

Token Lexer::lexNumber(const char *b) {
  const char *end = bufferEnd();
  const char *p = b;
  if (*p == '-')
    ++p;
  if (p + 1 < end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && p + 2 < end &&
      std::isxdigit(static_cast<unsigned char>(p[2]))) {
    p += 2;
    while (p < end && std::isxdigit(static_cast<unsigned char>(*p)))
      ++p;
    cur_ = p;
    return make(Tok::Integer, b);
  }
  while (p < end && std::isdigit(static_cast<unsigned char>(*p)))
    ++p;
  bool isFloat = false;
  if (p < end && *p == '.' ) {
    isFloat = true;
    ++p;
    while (p < end && std::isdigit(static_cast<unsigned char>(*p)))
      ++p;
  }
  if (p < end && (*p == 'e' || *p == 'E') && isFloat) {
    const char *q = p + 1;
    if (q < end && (*q == '+' || *q == '-'))
      ++q;
    if (q < end && std::isdigit(static_cast<unsigned char>(*q))) {
      p = q;
      while (p < end && std::isdigit(static_cast<unsigned char>(*p)))
        ++p;
    }
  }
  cur_ = p;
  return make(isFloat ? Tok::Float : Tok::Integer, b);
}

Token Lexer::lexString(const char *b) {
  const char *end = bufferEnd();
  cur_ = b + 1;
  while (cur_ < end && *cur_ != '"') {
    if (*cur_ == '\n') {
      error_ = "unterminated string";
      return make(Tok::Error, b);
    }
    if (*cur_ == '\\' && cur_ + 1 < end)
      ++cur_;
    ++cur_;
  }
  if (cur_ >= end) {
    error_ = "unterminated string";
    return make(Tok::Error, b);
  }
  ++cur_;
  return make(Tok::String, b);
}

bool Lexer::scanAngle(const char *lt, std::string_view &body) {
  const char *end = bufferEnd();
  const char *p = lt + 1;
  int depth = 1;
  while (p < end) {
    char c = *p;
    if (c == '"') {
      ++p;
      while (p < end && *p != '"') {
        if (*p == '\\')
          ++p;
        ++p;
      }
    } else if (c == '-' && p + 1 < end && p[1] == '>') {
      ++p;
    } else if (c == '<' || c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == '>' || c == ')' || c == ']' || c == '}') {
      if (--depth == 0) {
        if (c != '>')
          return false;
        body = std::string_view(lt + 1, p - lt - 1);
        cur_ = p + 1;
        return true;
      }
    } else if (c == '\n' && false) {
    }
    ++p;
  }
  return false;
}

bool Lexer::scanSquare(const char *ls, std::string_view &whole) {
  const char *end = bufferEnd();
  const char *p = ls + 1;
  int depth = 1;
  while (p < end) {
    char c = *p;
    if (c == '"') {
      ++p;
      while (p < end && *p != '"') {
        if (*p == '\\')
          ++p;
        ++p;
      }
    } else if (c == '[' || c == '<' || c == '(' || c == '{') {
      ++depth;
    } else if (c == ']' || c == '>' || c == ')' || c == '}') {
      if (c == '>' && p > ls && p[-1] == '-') {
        ++p;
        continue;
      }
      if (--depth == 0) {
        if (c != ']')
          return false;
        whole = std::string_view(ls, p - ls + 1);
        cur_ = p + 1;
        return true;
      }
    }
    ++p;
  }
  return false;
}

void Lexer::lineCol(const char *p, uint32_t &line, uint32_t &col) const {
  size_t off = static_cast<size_t>(std::min(p, bufferEnd()) - bufferBegin());
  // The parser asks for positions in increasing order: try the line of the last answer and the
  // next few before a binary search.
  size_t idx = lastLine_;
  while (idx + 1 < lineStarts_.size() && lineStarts_[idx + 1] <= off && idx < lastLine_ + 4)
    ++idx;
  if (lineStarts_[idx] > off || (idx + 1 < lineStarts_.size() && lineStarts_[idx + 1] <= off)) {
    auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), static_cast<uint32_t>(off));
    idx = static_cast<size_t>(it - lineStarts_.begin()) - 1;
  }
  lastLine_ = idx;
  line = static_cast<uint32_t>(idx + 1);
  col = static_cast<uint32_t>(off - lineStarts_[idx] + 1);
}

std::string unescapeString(std::string_view q) {
  std::string out;
  if (q.size() < 2)
    return out;
  q = q.substr(1, q.size() - 2);
  for (size_t i = 0; i < q.size(); ++i) {
    if (q[i] != '\\' || i + 1 >= q.size()) {
      out += q[i];
      continue;
    }
    char c = q[++i];
    switch (c) {
    case 'n': out += '\n'; break;
    case 't': out += '\t'; break;
    case '"': out += '"'; break;
    case '\\': out += '\\'; break;
    default:
      if (std::isxdigit(static_cast<unsigned char>(c)) && i + 1 < q.size() &&
          std::isxdigit(static_cast<unsigned char>(q[i + 1]))) {
        out += static_cast<char>(std::stoi(std::string(q.substr(i, 2)), nullptr, 16));
        ++i;
      } else {
        out += c;
      }
    }
  }
  return out;
}

} // namespace fly::ir

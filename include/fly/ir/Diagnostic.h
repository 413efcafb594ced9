// Source locations and diagnostics. Every error the IR layer reports is a
// Diagnostic value rendered as `file:line:col: error: message`, followed by
// notes (for instance naming the operation it is about).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace fly::ir {

class Context;

// A point in a source buffer. fileId indexes Context::fileName(); line/col are
// 1-based; line 0 means "unknown" (IR built through the API).
struct Location {
  uint32_t fileId = 0;
  uint32_t line = 0;
  uint32_t col = 0;
  bool known() const { return line != 0; }
};

enum class Severity : uint8_t { Error, Warning, Note };

struct Diagnostic {
  Severity severity = Severity::Error;
  Location loc;
  std::string message;
  std::vector<Diagnostic> notes;

  Diagnostic &attachNote(Location at, std::string msg) {
    notes.push_back(Diagnostic{Severity::Note, at, std::move(msg), {}});
    return *this;
  }
  // `file:line:col: error: message` plus one line per note.
  std::string render(const Context &ctx) const;
};

} // namespace fly::ir

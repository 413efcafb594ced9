// Text parser: MLIR syntax with the fly dialect's spellings (see docs/ir.md).
// Errors are returned as diagnostics `file:line:col: error: ...`; the parser
// stops at the first one. Layout ops get their result type inferred through
// the algebra; a declared type that differs is an error at that type.
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Context.h"
#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"

#include <string_view>
#include <vector>

namespace fly::ir {

struct ParseOptions {
  // Line number of the first line of `text` within its file (for
  // --split-input-file chunks).
  uint32_t firstLine = 1;
  // Nesting limit for regions, types and attributes (keeps hostile input from
  // exhausting the stack).
  unsigned maxDepth = 128;
};

// Parses a whole buffer into a builtin.module (an explicit top-level
// `module { ... }` or an implicit one around top-level ops). Returns null and
// fills `diags` on error.
Operation *parseSource(Context &ctx, std::string_view text, uint32_t fileId, std::vector<Diagnostic> &diags,
                       const ParseOptions &options = {});

// Parses one type, e.g. "!fly.layout<(4,8):(1,4)>" or "vector<4xf32>".
Result<Type> parseType(Context &ctx, std::string_view text);
// Parses one attribute value, e.g. "array<i32: 1, 2>" or "4 : i32".
Result<Attribute> parseAttribute(Context &ctx, std::string_view text);

} // namespace fly::ir

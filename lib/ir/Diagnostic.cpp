#include "fly/ir/Diagnostic.h"

#include "fly/ir/Context.h"

namespace fly::ir {

static void renderOne(const Context &ctx, const Diagnostic &d, std::string &out) {
  if (d.loc.known()) {
    out += ctx.fileName(d.loc.fileId);
    out += ":" + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": ";
  } else {
    out += ctx.fileName(d.loc.fileId) + ": ";
  }
  switch (d.severity) {
  case Severity::Error: out += "error: "; break;
  case Severity::Warning: out += "warning: "; break;
  case Severity::Note: out += "note: "; break;
  }
  out += d.message;
  out += "\n";
}

std::string Diagnostic::render(const Context &ctx) const {
  std::string out;
  renderOne(ctx, *this, out);
  for (const Diagnostic &n : notes)
    renderOne(ctx, n, out);
  return out;
}

} // namespace fly::ir

#include "fly/ir/Printer.h"

#include "GenericForm.h"
#include "OpSyntax.h"

#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/Verifier.h"

#include <cctype>
#include <cinttypes>
#include <functional>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <unordered_map>

namespace fly::ir {

std::string formatFloat(double v, Type type) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6e", v);
  double back = std::strtod(buf, nullptr);
  unsigned width = type ? type.bitWidth() : 64;
  bool exact = width == 64 ? std::memcmp(&back, &v, sizeof v) == 0
                           : (static_cast<float>(back) == static_cast<float>(v) ||
                              (std::isnan(back) && std::isnan(v)));
  if (width == 32 && std::isnan(v))
    exact = false;
  if (width != 64 && width != 32)
    exact = exact || std::isnan(v); // narrower floats are stored widened; keep %e
  if (exact && !std::isinf(v) && !std::isnan(v))
    return buf;
  if (width != 32 && width != 64) {
    // Narrow floats are stored widened: a finite value prints exactly (17 digits); Inf and NaN
    // print as the 16-bit patterns the parser reads back (`0x7C00 : f16`).
    bool bf16 = type && type.isa<FloatType>() && type.cast<FloatType>().floatKind() == FloatKind::BF16;
    if (!std::isinf(v) && !std::isnan(v)) {
      std::snprintf(buf, sizeof buf, "%.17e", v);
      return buf;
    }
    if (width == 16) {
      unsigned bits = std::isnan(v) ? (bf16 ? 0x7FC0u : 0x7E00u) : (bf16 ? 0x7F80u : 0x7C00u);
      if (std::signbit(v) && !std::isnan(v))
        bits |= 0x8000u;
      std::snprintf(buf, sizeof buf, "0x%04X", bits);
      return buf;
    }
  }
  if (width == 32) {
    float f = static_cast<float>(v);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    std::snprintf(buf, sizeof buf, "0x%08" PRIX32, bits);
    return buf;
  }
  uint64_t bits;
  std::memcpy(&bits, &v, 8);
  std::snprintf(buf, sizeof buf, "0x%016" PRIX64, bits);
  return buf;
}

static void printString(std::string_view s, std::string &out) {
  out += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
      char buf[4];
      std::snprintf(buf, sizeof buf, "\\%02X", static_cast<unsigned char>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  out += '"';
}

static bool isBareIdentifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
    return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.'))
      return false;
  return true;
}

static void printSymbol(std::string_view s, std::string &out) {
  out += '@';
  if (isBareIdentifier(s))
    out += s;
  else
    printString(s, out);
}

static void printAttrName(std::string_view s, std::string &out) {
  if (isBareIdentifier(s))
    out += s;
  else
    printString(s, out);
}

static void printDict(std::span<const NamedAttribute> entries, std::string &out);

void printAttribute(Attribute a, std::string &out) {
  if (!a) {
    out += "<<null>>";
    return;
  }
  switch (a.kind()) {
  case AttrKind::Integer:
    out += std::to_string(a.intValue());
    out += " : ";
    out += a.type().str();
    return;
  case AttrKind::Float:
    out += formatFloat(a.floatValue(), a.type());
    out += " : ";
    out += a.type().str();
    return;
  case AttrKind::Bool: out += a.intValue() ? "true" : "false"; return;
  case AttrKind::Unit: out += "unit"; return;
  case AttrKind::String: printString(a.str(), out); return;
  case AttrKind::TypeAttr: out += a.type().str(); return;
  case AttrKind::SymbolRef: printSymbol(a.str(), out); return;
  case AttrKind::Opaque: out += a.str(); return;
  case AttrKind::DenseArray: {
    out += "array<i" + std::to_string(a.denseArrayWidth());
    auto vals = a.denseArray();
    for (size_t i = 0; i < vals.size(); ++i) {
      out += i ? ", " : ": ";
      if (a.denseArrayWidth() == 1)
        out += vals[i] ? "true" : "false";
      else
        out += std::to_string(vals[i]);
    }
    out += ">";
    return;
  }
  case AttrKind::Array: {
    out += "[";
    auto els = a.elements();
    for (size_t i = 0; i < els.size(); ++i) {
      if (i)
        out += ", ";
      printAttribute(els[i], out);
    }
    out += "]";
    return;
  }
  case AttrKind::Dictionary: printDict(a.dict(), out); return;
  case AttrKind::DenseElements: {
    out += "dense<";
    auto els = a.elements();
    auto elem = [&](Attribute e) {
      if (e.is(AttrKind::Float))
        out += formatFloat(e.floatValue(), e.type());
      else if (e.is(AttrKind::Bool))
        out += e.intValue() ? "true" : "false";
      else
        out += std::to_string(e.intValue());
    };
    if (els.size() == 1) {
      elem(els[0]);
    } else {
      out += "[";
      for (size_t i = 0; i < els.size(); ++i) {
        if (i)
          out += ", ";
        elem(els[i]);
      }
      out += "]";
    }
    out += "> : ";
    out += a.type().str();
    return;
  }
  }
}

std::string printAttribute(Attribute a) {
  std::string s;
  printAttribute(a, s);
  return s;
}

static void printDict(std::span<const NamedAttribute> entries, std::string &out) {
  out += "{";
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i)
      out += ", ";
    printAttrName(entries[i].name, out);
    if (!entries[i].value.is(AttrKind::Unit)) {
      out += " = ";
      printAttribute(entries[i].value, out);
    }
  }
  out += "}";
}

namespace {

class Printer {
public:
  Printer(std::string &out, const PrintOptions &options) : out_(out), options_(options) {}

  void printTop(Operation *op) {
    Operation *scope = op;
    while (scope && !scope->hasTrait(OpTrait::Isolated))
      scope = scope->parentOp();
    if (scope)
      numberScope(scope);
    printOperation(op);
    out_ += "\n";
  }

private:
  std::string &out_;
  PrintOptions options_;
  std::unordered_map<const Value *, std::string> names_;
  int indent_ = 0;

  // ---- naming ----
  void numberScope(Operation *isolated) {
    unsigned nextArg = 0, nextResult = 0;
    std::function<void(Operation *, bool)> visit = [&](Operation *op, bool top) {
      if (!top && op->hasTrait(OpTrait::Isolated)) {
        numberScope(op);
        return;
      }
      if (!top) {
        if (op->numResults() == 1)
          names_[op->result(0)] = "%" + std::to_string(nextResult);
        else if (op->numResults() > 1)
          for (unsigned i = 0; i < op->numResults(); ++i)
            names_[op->result(i)] = "%" + std::to_string(nextResult) + "#" + std::to_string(i);
        if (op->numResults())
          ++nextResult;
      }
      for (unsigned r = 0; r < op->numRegions(); ++r)
        for (Block *b : op->region(r)) {
          for (BlockArgument *a : b->arguments())
            names_[a] = "%arg" + std::to_string(nextArg++);
          for (Operation *inner : *b)
            visit(inner, false);
        }
    };
    visit(isolated, true);
  }

  const std::string &name(Value *v) {
    auto it = names_.find(v);
    if (it == names_.end()) {
      // A value not visible from here (broken IR): print something readable.
      names_[v] = "%<<UNKNOWN>>";
      return names_[v];
    }
    return it->second;
  }

  // `^bbN`: N is the block's position in its region.
  std::string blockName(const Block *b) {
    unsigned i = 0;
    for (Block *x : *b->parent()) {
      if (x == b)
        break;
      ++i;
    }
    return "^bb" + std::to_string(i);
  }

  void blockHeader(Block *b) {
    out_ += blockName(b);
    if (b->numArguments()) {
      out_ += "(";
      for (unsigned i = 0; i < b->numArguments(); ++i) {
        if (i)
          out_ += ", ";
        out_ += name(b->argument(i)) + ": " + b->argument(i)->type().str();
      }
      out_ += ")";
    }
    out_ += ":";
  }

  // A successor with its operands: `^bb1(%a, %b : i32, f32)`.
  void successorWithArgs(Operation *op, unsigned s) {
    out_ += blockName(op->successor(s));
    auto [b, e] = op->successorOperandRange(s);
    if (b == e)
      return;
    out_ += "(";
    operandList(op, b, e);
    out_ += " : ";
    for (unsigned i = b; i < e; ++i) {
      if (i != b)
        out_ += ", ";
      out_ += op->operand(i)->type().str();
    }
    out_ += ")";
  }

  void newline() {
    out_ += "\n";
    out_.append(indent_ * 2, ' ');
  }

  void operandList(Operation *op, unsigned begin = 0, unsigned end = ~0u) {
    end = std::min(end, op->numOperands());
    for (unsigned i = begin; i < end; ++i) {
      if (i != begin)
        out_ += ", ";
      out_ += name(op->operand(i));
    }
  }

  void typeList(const std::vector<Type> &ts) {
    for (size_t i = 0; i < ts.size(); ++i) {
      if (i)
        out_ += ", ";
      out_ += ts[i].str();
    }
  }

  void functionalType(Operation *op) {
    out_ += "(";
    typeList(op->operandTypes());
    out_ += ") -> ";
    auto rs = op->resultTypes();
    if (rs.size() == 1 && !rs[0].isa<OpaqueType>() && rs[0].str()[0] != '(') {
      out_ += rs[0].str();
    } else {
      out_ += "(";
      typeList(rs);
      out_ += ")";
    }
  }

  // attr-dict without the attributes the custom syntax already shows.
  void attrDict(Operation *op, std::initializer_list<std::string_view> elided = {}, bool keyword = false) {
    std::vector<NamedAttribute> shown;
    for (const NamedAttribute &na : op->attrs()) {
      bool skip = false;
      for (std::string_view e : elided)
        skip |= na.name == e;
      if (!skip)
        shown.push_back(na);
    }
    if (shown.empty())
      return;
    out_ += keyword ? " attributes " : " ";
    printDict(shown, out_);
  }

  void resultsPrefix(Operation *op) {
    if (op->numResults() == 0)
      return;
    const std::string &n = name(op->result(0));
    if (op->numResults() == 1) {
      out_ += n;
    } else {
      out_ += n.substr(0, n.find('#'));
      out_ += ":" + std::to_string(op->numResults());
    }
    out_ += " = ";
  }

  bool insideFunc(Operation *op) {
    Operation *p = op->parentOp();
    while (p && !p->hasTrait(OpTrait::Isolated))
      p = p->parentOp();
    return p && p->is(OpCode::FuncFunc);
  }

  // Prints a region's blocks, braces included. Entry-block arguments are shown
  // by the op itself; blocks after the entry get `^bbN(args):` headers.
  // entryLabel: the entry block's arguments are declared in its label (scf.while's after region).
  void regionBody(Region &r, bool elideEmptyYield = false, bool entryLabel = false) {
    out_ += "{";
    ++indent_;
    unsigned bbIndex = 0;
    for (Block *b : r) {
      // The generic form shows the entry block's arguments in its label (no op syntax but scf.while's does).
      if (bbIndex > 0 || ((options_.generic || entryLabel) && b->numArguments())) {
        out_ += "\n";
        out_.append((indent_ - 1) * 2, ' ');
        blockHeader(b);
      }
      ++bbIndex;
      for (Operation *op : *b) {
        if (elideEmptyYield && op == b->back() && op->is(OpCode::ScfYield) && op->numOperands() == 0 &&
            op->attrs().empty())
          continue;
        newline();
        printOperation(op);
      }
    }
    --indent_;
    newline();
    out_ += "}";
  }

  // "name"(operands) [succs] <{props}> ({regions}) {attrs} : (operand types) -> results
  void printGeneric(Operation *op) {
    resultsPrefix(op);
    printString(op->info().syntax == Syntax::RocdlFamily
                    ? std::string(op->name()) + "." + std::string(op->strAttr("intrin"))
                    : std::string(op->name()),
                out_);
    out_ += "(";
    operandList(op);
    out_ += ")";
    if (op->numSuccessors()) {
      out_ += "[";
      for (unsigned s = 0; s < op->numSuccessors(); ++s) {
        if (s)
          out_ += ", ";
        out_ += blockName(op->successor(s));
      }
      out_ += "]";
    }
    std::vector<NamedAttribute> props, discardable;
    for (const NamedAttribute &na : attrsToGeneric(op->context(), op))
      (isInherentAttrName(na.name) ? props : discardable).push_back(na);
    bool func = op->info().syntax == Syntax::Func;
    if (!props.empty() || func) {
      out_ += " <{";
      bool first = true;
      if (func) {
        out_ += "function_type = (";
        std::vector<Type> params = functionArgTypes(op);
        for (size_t i = 0; i < params.size(); ++i)
          out_ += (i ? ", " : "") + params[i].str();
        out_ += ") -> ";
        Attribute res = op->attr("res_types");
        auto els = res ? res.elements() : std::span<const Attribute>();
        bool paren = els.size() != 1 || els[0].type().str()[0] == '(';
        out_ += paren ? "(" : "";
        for (size_t i = 0; i < els.size(); ++i)
          out_ += (i ? ", " : "") + els[i].type().str();
        out_ += paren ? ")" : "";
        first = false;
      }
      for (const NamedAttribute &na : props) {
        out_ += first ? "" : ", ";
        first = false;
        std::string one;
        printDict(std::span<const NamedAttribute>(&na, 1), one);
        out_ += one.substr(1, one.size() - 2);
      }
      out_ += "}>";
    }
    if (op->numRegions()) {
      out_ += " (";
      for (unsigned r = 0; r < op->numRegions(); ++r) {
        if (r)
          out_ += ", ";
        if (op->region(r).empty())
          out_ += "{\n" + std::string(indent_ * 2, ' ') + "}";
        else
          regionBody(op->region(r));
      }
      out_ += ")";
    }
    if (!discardable.empty()) {
      out_ += " ";
      printDict(discardable, out_);
    }
    out_ += " : ";
    functionalType(op);
  }

  void printOperation(Operation *op) {
    const OpInfo &info = op->info();
    if (options_.generic) {
      printGeneric(op);
      return;
    }
    if (const SimpleForm *form = simpleForm(info.syntax)) {
      printSimple(op, *form);
      return;
    }
    switch (info.syntax) {
    case Syntax::LlvmInlineAsm:
    case Syntax::LlvmCallIntrinsic:
    case Syntax::LlvmAtomicRmw:
    case Syntax::LlvmExtractValue:
    case Syntax::LlvmInsertValue:
    case Syntax::LlvmNullary:
      // The LLVM ops FlyDSL's kernels write: read in MLIR's custom forms (ParseLlvm.cpp), printed in
      // MLIR's generic form, which both Fly and MLIR read.
      printGeneric(op);
      return;
    case Syntax::LlvmGep:
    case Syntax::LlvmLoad:
    case Syntax::LlvmStore:
    case Syntax::LlvmAlloca: {
      resultsPrefix(op);
      out_ += info.name;
      if (op->hasAttr("inbounds"))
        out_ += " inbounds";
      if (op->hasAttr("volatile_"))
        out_ += " volatile";
      out_ += " ";
      Attribute elem = op->attr("elem_type");
      if (info.syntax == Syntax::LlvmGep) {
        out_ += name(op->operand(0)) + "[";
        Attribute raw = op->attr("rawConstantIndices");
        unsigned dyn = 1;
        auto vals = raw ? raw.denseArray() : std::span<const int64_t>();
        for (size_t i = 0; i < vals.size(); ++i) {
          out_ += i ? ", " : "";
          out_ += vals[i] == INT32_MIN && dyn < op->numOperands() ? name(op->operand(dyn++)) : std::to_string(vals[i]);
        }
        out_ += "]";
      } else {
        operandList(op);
        if (info.syntax == Syntax::LlvmAlloca)
          out_ += " x " + (elem ? elem.type().str() : std::string("?"));
        if (op->hasAttr("invariant"))
          out_ += " invariant";
      }
      attrDict(op, {"inbounds", "volatile_", "invariant", "rawConstantIndices", "elem_type"});
      out_ += " : ";
      if (info.syntax == Syntax::LlvmLoad) {
        out_ += op->operand(0)->type().str() + " -> " + op->result(0)->type().str();
      } else if (info.syntax == Syntax::LlvmStore) {
        typeList(op->operandTypes());
      } else {
        functionalType(op);
        if (info.syntax == Syntax::LlvmGep)
          out_ += ", " + (elem ? elem.type().str() : std::string("?"));
      }
      return;
    }
    case Syntax::MemRefGlobal: {
      out_ += info.name;
      if (Attribute vis = op->attr("sym_visibility"); vis && vis.is(AttrKind::String))
        out_ += " \"" + std::string(vis.str()) + "\"";
      if (op->hasAttr("constant"))
        out_ += " constant";
      out_ += " ";
      printSymbol(op->strAttr("sym_name"), out_);
      Attribute t = op->attr("type");
      out_ += " : " + (t && t.is(AttrKind::TypeAttr) ? t.type().str() : std::string("?"));
      if (op->hasAttr("initial_value"))
        out_ += " = uninitialized";
      attrDict(op, {"sym_visibility", "constant", "sym_name", "type", "initial_value"});
      return;
    }
    case Syntax::MemRefGetGlobal: {
      resultsPrefix(op);
      out_ += std::string(info.name) + " ";
      printSymbol(op->strAttr("name"), out_);
      attrDict(op, {"name"});
      out_ += " : " + op->result(0)->type().str();
      return;
    }
    case Syntax::MemRefView:
    case Syntax::MemRefLoad:
    case Syntax::MemRefStore: {
      resultsPrefix(op);
      out_ += std::string(info.name) + " ";
      bool store = info.syntax == Syntax::MemRefStore;
      unsigned m = store ? 1 : 0;
      if (store)
        out_ += name(op->operand(0)) + ", ";
      out_ += name(op->operand(m)) + "[";
      if (info.syntax == Syntax::MemRefView) {
        out_ += name(op->operand(1)) + "][";
        operandList(op, 2);
      } else {
        operandList(op, m + 1);
      }
      out_ += "]";
      attrDict(op);
      out_ += " : " + op->operand(m)->type().str();
      if (info.syntax == Syntax::MemRefView)
        out_ += " to " + op->result(0)->type().str();
      else if (op->is(OpCode::VectorLoad))
        out_ += ", " + op->result(0)->type().str();
      else if (op->is(OpCode::VectorStore))
        out_ += ", " + op->operand(0)->type().str();
      return;
    }
    case Syntax::MemRefAlloca: {
      resultsPrefix(op);
      out_ += std::string(info.name) + "()";
      attrDict(op);
      out_ += " : " + op->result(0)->type().str();
      return;
    }
    case Syntax::GpuLaunchFunc: {
      out_ += std::string(info.name) + " ";
      printSymbol(op->strAttr("kernel_module"), out_);
      out_ += "::";
      printSymbol(op->strAttr("kernel_name"), out_);
      out_ += " blocks in (";
      operandList(op, 0, 3);
      out_ += ") threads in (";
      operandList(op, 3, 6);
      out_ += ")";
      Attribute seg = op->attr("operandSegmentSizes");
      unsigned first = 6;
      if (seg && seg.is(AttrKind::DenseArray) && seg.denseArray().size() == 13 && seg.denseArray()[10]) {
        out_ += " dynamic_shared_memory_size " + name(op->operand(6));
        first = 7;
      }
      if (op->numOperands() > first) {
        out_ += " args(";
        for (unsigned i = first; i < op->numOperands(); ++i)
          out_ += (i > first ? ", " : "") + name(op->operand(i)) + " : " + op->operand(i)->type().str();
        out_ += ")";
      }
      attrDict(op, {"kernel_module", "kernel_name", "operandSegmentSizes"});
      return;
    }
    case Syntax::MemRefExtractPointer: {
      resultsPrefix(op);
      out_ += std::string(info.name) + " " + name(op->operand(0));
      attrDict(op);
      out_ += " : " + op->operand(0)->type().str() + " -> " + op->result(0)->type().str();
      return;
    }
    case Syntax::Branch: {
      out_ += info.name;
      out_ += " ";
      if (op->is(OpCode::CfCondBr) && op->numOperands()) {
        out_ += name(op->operand(0));
        out_ += ", ";
      }
      for (unsigned s = 0; s < op->numSuccessors(); ++s) {
        if (s)
          out_ += ", ";
        successorWithArgs(op, s);
      }
      attrDict(op, {"operandSegmentSizes"});
      return;
    }
    case Syntax::Module: {
      out_ += "module";
      if (!op->symName().empty()) {
        out_ += " ";
        printSymbol(op->symName(), out_);
      }
      attrDict(op, {"sym_name"}, true);
      out_ += " ";
      regionBody(op->region(0));
      return;
    }
    case Syntax::GpuModule: {
      out_ += "gpu.module ";
      printSymbol(op->symName(), out_);
      if (!op->strAttr("targets").empty()) {
        out_ += " ";
        out_ += op->strAttr("targets");
      }
      attrDict(op, {"sym_name", "targets"}, true);
      out_ += " ";
      regionBody(op->region(0));
      return;
    }
    case Syntax::Func: {
      out_ += info.name;
      out_ += " ";
      if (!op->strAttr("sym_visibility").empty()) {
        out_ += op->strAttr("sym_visibility");
        out_ += " ";
      }
      printSymbol(op->symName(), out_);
      out_ += "(";
      Block *entry = op->region(0).front();
      for (unsigned i = 0; entry && i < entry->numArguments(); ++i) {
        if (i)
          out_ += ", ";
        out_ += name(entry->argument(i)) + ": " + entry->argument(i)->type().str();
      }
      if (!entry) { // a declaration: its parameter types alone
        std::vector<Type> params = functionArgTypes(op);
        for (size_t i = 0; i < params.size(); ++i)
          out_ += (i ? ", " : "") + params[i].str();
      }
      out_ += ")";
      Attribute res = op->attr("res_types");
      if (res && !res.elements().empty()) {
        out_ += " -> ";
        auto els = res.elements();
        bool paren = els.size() != 1 || els[0].type().str()[0] == '(';
        if (paren)
          out_ += "(";
        for (size_t i = 0; i < els.size(); ++i) {
          if (i)
            out_ += ", ";
          out_ += els[i].type().str();
        }
        if (paren)
          out_ += ")";
      }
      if (op->hasAttr("gpu.kernel"))
        out_ += " kernel";
      attrDict(op, {"sym_name", "res_types", "arg_types", "gpu.kernel", "sym_visibility"}, true);
      if (!entry)
        return;
      out_ += " ";
      regionBody(op->region(0));
      return;
    }
    case Syntax::ReturnLike: {
      if (op->is(OpCode::FuncReturn) && insideFunc(op))
        out_ += "return";
      else
        out_ += info.name;
      if (op->numOperands()) {
        out_ += " ";
        operandList(op);
      }
      attrDict(op);
      if (op->numOperands()) {
        out_ += " : ";
        typeList(op->operandTypes());
      }
      return;
    }
    case Syntax::Call: {
      resultsPrefix(op);
      out_ += insideFunc(op) ? "call " : "func.call ";
      printSymbol(op->strAttr("callee"), out_);
      out_ += "(";
      operandList(op);
      out_ += ")";
      attrDict(op, {"callee"});
      out_ += " : ";
      functionalType(op);
      return;
    }
    case Syntax::Constant: {
      resultsPrefix(op);
      out_ += info.name;
      attrDict(op, {"value"});
      out_ += " ";
      Attribute v = op->attr("value");
      if (v && v.is(AttrKind::Bool) && op->numResults() && op->result(0)->type().isInteger(1)) {
        out_ += v.intValue() ? "true" : "false";
      } else {
        printAttribute(v, out_);
      }
      return;
    }
    case Syntax::Select: {
      resultsPrefix(op);
      out_ += info.name;
      out_ += " ";
      operandList(op);
      attrDict(op);
      out_ += " : ";
      if (op->numOperands() == 3 && op->operand(0)->type().isVector())
        out_ += op->operand(0)->type().str() + ", ";
      out_ += op->numResults() ? op->result(0)->type().str() : "()";
      return;
    }
    case Syntax::ScfFor: {
      resultsPrefix(op);
      out_ += "scf.for ";
      Block *body = op->region(0).front();
      out_ += name(body->argument(0));
      out_ += " = " + name(op->operand(0)) + " to " + name(op->operand(1)) + " step " + name(op->operand(2));
      if (op->numOperands() > 3) {
        out_ += " iter_args(";
        for (unsigned i = 3; i < op->numOperands(); ++i) {
          if (i > 3)
            out_ += ", ";
          out_ += name(body->argument(i - 2)) + " = " + name(op->operand(i));
        }
        out_ += ") -> (";
        typeList(op->resultTypes());
        out_ += ")";
      }
      if (!body->argument(0)->type().isIndex())
        out_ += " : " + body->argument(0)->type().str();
      out_ += " ";
      regionBody(op->region(0), /*elideEmptyYield=*/true);
      attrDict(op);
      return;
    }
    case Syntax::ScfIf: {
      resultsPrefix(op);
      out_ += "scf.if " + name(op->operand(0));
      if (op->numResults()) {
        out_ += " -> (";
        typeList(op->resultTypes());
        out_ += ")";
      }
      out_ += " ";
      regionBody(op->region(0), true);
      if (!op->region(1).empty()) {
        out_ += " else ";
        regionBody(op->region(1), true);
      }
      attrDict(op);
      return;
    }
    case Syntax::ScfWhile: {
      resultsPrefix(op);
      out_ += "scf.while ";
      Block *before = op->region(0).front();
      if (op->numOperands()) {
        out_ += "(";
        for (unsigned i = 0; i < op->numOperands(); ++i) {
          if (i)
            out_ += ", ";
          out_ += (before && i < before->numArguments() ? name(before->argument(i)) : "%arg") + " = " +
                  name(op->operand(i));
        }
        out_ += ") ";
      }
      out_ += ": (";
      typeList(op->operandTypes());
      // A single result prints bare, as MLIR prints a functional type.
      out_ += op->numResults() == 1 ? ") -> " : ") -> (";
      typeList(op->resultTypes());
      out_ += op->numResults() == 1 ? " " : ") ";
      regionBody(op->region(0));
      out_ += " do ";
      regionBody(op->region(1), /*elideEmptyYield=*/false, /*entryLabel=*/true);
      attrDict(op, {}, /*keyword=*/true);
      return;
    }
    case Syntax::ScfCondition: {
      out_ += "scf.condition(" + name(op->operand(0)) + ")";
      attrDict(op);
      if (op->numOperands() > 1) {
        out_ += " ";
        for (unsigned i = 1; i < op->numOperands(); ++i)
          out_ += (i > 1 ? ", " : "") + name(op->operand(i));
        out_ += " : ";
        for (unsigned i = 1; i < op->numOperands(); ++i)
          out_ += (i > 1 ? ", " : "") + op->operand(i)->type().str();
      }
      return;
    }
    case Syntax::VectorExtract:
    case Syntax::VectorInsert: {
      bool insert = info.syntax == Syntax::VectorInsert;
      resultsPrefix(op);
      out_ += info.name;
      out_ += " ";
      unsigned first = insert ? 2 : 1;
      if (insert)
        out_ += name(op->operand(0)) + ", " + name(op->operand(1));
      else
        out_ += name(op->operand(0));
      out_ += "[";
      Attribute pos = op->attr("static_position");
      unsigned dyn = first;
      if (pos) {
        auto vals = pos.denseArray();
        for (size_t i = 0; i < vals.size(); ++i) {
          if (i)
            out_ += ", ";
          if (vals[i] == INT64_MIN && dyn < op->numOperands())
            out_ += name(op->operand(dyn++));
          else
            out_ += std::to_string(vals[i]);
        }
      }
      out_ += "]";
      attrDict(op, {"static_position"});
      out_ += " : ";
      if (insert) {
        out_ += op->operand(0)->type().str() + " into " + op->operand(1)->type().str();
      } else {
        out_ += op->result(0)->type().str() + " from " + op->operand(0)->type().str();
      }
      return;
    }
    case Syntax::MathClampF: {
      // MLIR's form: `math.clampf %x to [%lo, %hi] fastmath<...> : T`.
      resultsPrefix(op);
      out_ += info.name;
      out_ += " " + name(op->operand(0)) + " to [" + name(op->operand(1)) + ", " + name(op->operand(2)) + "]";
      flags(op);
      attrDict(op, {"fastmath"});
      out_ += " : " + op->result(0)->type().str();
      return;
    }
    case Syntax::VectorReduction: {
      resultsPrefix(op);
      out_ += info.name;
      out_ += " <";
      out_ += op->strAttr("kind");
      out_ += ">, ";
      operandList(op);
      flags(op);
      attrDict(op, {"kind", "fastmath"});
      out_ += " : " + op->operand(0)->type().str() + " into " + op->result(0)->type().str();
      return;
    }
    case Syntax::VectorShuffle: {
      resultsPrefix(op);
      out_ += info.name;
      out_ += " ";
      operandList(op);
      out_ += " [";
      Attribute mask = op->attr("mask");
      if (mask) {
        auto vals = mask.denseArray();
        for (size_t i = 0; i < vals.size(); ++i) {
          if (i)
            out_ += ", ";
          out_ += std::to_string(vals[i]);
        }
      }
      out_ += "]";
      attrDict(op, {"mask"});
      out_ += " : ";
      typeList(op->operandTypes());
      return;
    }
    case Syntax::FlyCall:
    case Syntax::FlyCallResult: {
      resultsPrefix(op);
      out_ += info.name;
      Attribute n = op->attr("n");
      bool angle = (op->is(OpCode::FlyAppend) || op->is(OpCode::FlyPrepend)) && n && n.is(AttrKind::Integer);
      if (angle)
        out_ += "<" + std::to_string(n.intValue()) + ">";
      // fly.atom.set_value(%atom, "field", %value) keeps its field name between the operands.
      Attribute field = op->attr("field");
      bool setValue = op->is(OpCode::FlyAtomSetValue) && op->numOperands() == 2 && field && field.is(AttrKind::String);
      // fly.mma.make_fragment(b, %tm, %tile[, stages = N]) keeps FlyDSL's keyword form.
      Attribute which = op->attr("operand_id"), stages = op->attr("stages");
      std::string_view whichText = which && which.is(AttrKind::Opaque) ? which.str() : std::string_view();
      bool tileFragment = op->is(OpCode::FlyMmaMakeTileFragment) && op->numOperands() == 2 &&
                          whichText.size() == 19 && whichText.substr(0, 17) == "#fly<mma_operand " &&
                          (!stages || stages.is(AttrKind::Integer));
      out_ += "(";
      if (tileFragment) {
        out_ += std::string(1, whichText[17]) + ", " + name(op->operand(0)) + ", " + name(op->operand(1));
        if (stages)
          out_ += ", stages = " + std::to_string(stages.intValue());
      } else if (setValue) {
        out_ += name(op->operand(0)) + ", ";
        printString(field.str(), out_);
        out_ += ", " + name(op->operand(1));
      } else {
        operandList(op);
      }
      out_ += ")";
      if (setValue)
        attrDict(op, {"field"});
      else if (tileFragment)
        attrDict(op, {"operand_id", "stages"});
      else if (angle)
        attrDict(op, {"n"});
      else
        attrDict(op);
      out_ += " : ";
      if (info.syntax == Syntax::FlyCallResult && op->numResults() == 1 && op->numOperands() == 0)
        out_ += op->result(0)->type().str();
      else
        functionalType(op);
      return;
    }
    case Syntax::FlyNullary: {
      resultsPrefix(op);
      out_ += info.name;
      attrDict(op);
      out_ += " : ";
      out_ += op->numResults() ? op->result(0)->type().str() : "()";
      return;
    }
    case Syntax::Rocdl:
    case Syntax::RocdlFamily: {
      resultsPrefix(op);
      out_ += info.name;
      if (info.syntax == Syntax::RocdlFamily) {
        out_ += ".";
        out_ += op->strAttr("intrin");
      }
      if (op->numOperands()) {
        out_ += " ";
        operandList(op);
      }
      attrDict(op, {"intrin"});
      if (op->numOperands() || op->numResults()) {
        out_ += " : ";
        functionalType(op);
      }
      return;
    }
    default: break; // the simple forms: printSimple
    }
  }

  // The printing half of a row of OpSyntax.cpp (parseSimple is the reading half).
  void printSimple(Operation *op, const SimpleForm &f) {
    resultsPrefix(op);
    out_ += op->name();
    if (!f.wordAttr.empty()) {
      out_ += " ";
      out_ += op->strAttr(f.wordAttr);
      if (f.commaAfterWord)
        out_ += ",";
    }
    if (f.numOperands != 0 && op->numOperands()) {
      out_ += " ";
      operandList(op);
    }
    if (f.flags)
      flags(op);
    attrDict(op, {f.wordAttr, f.flags ? std::string_view("fastmath") : std::string_view(),
                  f.flags ? std::string_view("overflowFlags") : std::string_view()});
    auto typeOr = [](bool has, Type t) { return has ? t.str() : std::string("()"); };
    switch (f.types) {
    case SimpleForm::Types::None: return;
    case SimpleForm::Types::Same:
    case SimpleForm::Types::Result: out_ += " : " + typeOr(op->numResults() > 0, op->numResults() ? op->result(0)->type() : Type()); return;
    case SimpleForm::Types::Operand: out_ += " : " + typeOr(op->numOperands() > 0, op->numOperands() ? op->operand(0)->type() : Type()); return;
    case SimpleForm::Types::CastTo:
      out_ += " : " + typeOr(op->numOperands() > 0, op->numOperands() ? op->operand(0)->type() : Type()) + " to " +
              typeOr(op->numResults() > 0, op->numResults() ? op->result(0)->type() : Type());
      return;
    }
  }

  void flags(Operation *op) {
    std::string_view fm = op->strAttr("fastmath");
    if (!fm.empty()) {
      out_ += " fastmath<";
      out_ += fm;
      out_ += ">";
    }
    std::string_view of = op->strAttr("overflowFlags");
    if (!of.empty()) {
      out_ += " overflow<";
      out_ += of;
      out_ += ">";
    }
  }
};

} // namespace

void printOp(Operation *op, std::string &out, const PrintOptions &options) {
  Printer p(out, options);
  p.printTop(op);
}

std::string printOp(Operation *op, const PrintOptions &options) {
  std::string s;
  printOp(op, s, options);
  return s;
}

} // namespace fly::ir

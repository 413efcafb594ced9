#include "fly/codegen/StageDump.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace fly::codegen {

std::string stageBanner(const StageIR& stage) {
  std::string banner;
  if (stage.extension == "fly")
    banner = "// -----// IR Dump After " + (stage.stage == "input" ? std::string("parse") : stage.stage) + " //----- //\n";
  else if (stage.stage == "input")
    banner = "; *** IR Dump Before LLVM optimization ***\n";
  else if (stage.stage == "llvm-before-opt")
    banner = "; *** IR Dump After emission (LLVM IR, before optimization) ***\n";
  else if (stage.stage == "llvm-after-opt")
    banner = "; *** IR Dump After LLVM optimization ***\n";
  else if (stage.stage == "isa")
    banner = "; *** ISA after code generation ***\n";
  else
    banner = "; *** " + stage.stage + " ***\n";
  std::string text = banner + stage.text;
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text;
}

StageSink directoryStageSink(std::string directory) {
  struct State {
    std::string directory;
    unsigned next = 0;
    bool ready = false;
    bool failed = false;
  };
  auto state = std::make_shared<State>();
  state->directory = std::move(directory);
  return [state](const StageIR& stage) {
    if (state->failed) return;
    if (!state->ready) {
      state->ready = true;
      if (std::error_code ec = llvm::sys::fs::create_directories(state->directory)) {
        llvm::WithColor::warning(llvm::errs(), "fly") << "cannot create the dump directory " << state->directory
                                                      << ": " << ec.message() << "\n";
        state->failed = true;
        return;
      }
      // Numbered files from an earlier compilation would mix with this one's.
      std::error_code ec;
      for (llvm::sys::fs::directory_iterator it(state->directory, ec), end; it != end && !ec; it.increment(ec)) {
        llvm::StringRef name = llvm::sys::path::filename(it->path());
        if (name.size() > 3 && llvm::isDigit(name[0]) && llvm::isDigit(name[1]) && name[2] == '-')
          llvm::sys::fs::remove(it->path());
      }
    }
    char number[16];
    std::snprintf(number, sizeof number, "%02u-", state->next++);
    llvm::SmallString<256> path(state->directory);
    llvm::sys::path::append(path, number + stage.stage + "." + stage.extension);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
    if (!ec) {
      os << stage.text;
      os.close();
    }
    if (ec || os.has_error()) {
      os.clear_error();
      llvm::WithColor::warning(llvm::errs(), "fly") << "cannot write " << path << "\n";
    }
  };
}

std::optional<std::string> environmentDumpDirectory(std::string_view fileName, const target::Arch& arch) {
  const char* dump = std::getenv("FLY_DUMP_IR");
  if (!dump || !*dump || llvm::StringRef(dump) == "0") return std::nullopt;
  llvm::SmallString<256> path;
  if (const char* dir = std::getenv("FLY_DUMP_DIR"); dir && *dir) {
    path = dir;
  } else {
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, path);
    llvm::sys::path::append(path, "fly_dump_ir");
  }
  std::string stem = llvm::sys::path::stem(llvm::StringRef(fileName.data(), fileName.size())).str();
  if (stem.empty() || stem == "-" || stem == "<stdin>") stem = "stdin";
  llvm::sys::path::append(path, stem + "." + std::string(arch.name));
  return std::string(path);
}

} // namespace fly::codegen

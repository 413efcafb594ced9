// The IR after each stage of a compilation, handed to one sink: printed (fly-llc
// --print-ir-after-all) or written as numbered files (FLY_DUMP_IR=1, any path into the compiler:
// fly-llc, runtime::compileFly, the C API).
#pragma once

#include "fly/target/Arch.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace fly::codegen {

struct StageIR {
  // "input", a Fly pass name, "llvm-before-opt", "llvm-after-opt", "isa".
  std::string stage;
  // File extension of the text: "fly", "ll" or "s".
  std::string extension;
  std::string text;
};

using StageSink = std::function<void(const StageIR&)>;

// The text with a one-line banner naming the stage, as --print-ir-after-all prints it.
std::string stageBanner(const StageIR& stage);

// Writes each stage to DIR/NN-STAGE.EXT (NN counting from 00 in order of arrival). The directory
// is created and files an earlier compilation numbered there are removed first.
StageSink directoryStageSink(std::string directory);

// The directory FLY_DUMP_IR=1 asks for: $FLY_DUMP_DIR (default: the system temp dir's
// fly_dump_ir) / STEM.ARCH, STEM the input file's name without extension. nullopt when
// FLY_DUMP_IR is unset or 0.
std::optional<std::string> environmentDumpDirectory(std::string_view fileName, const target::Arch& arch);
} // namespace fly::codegen

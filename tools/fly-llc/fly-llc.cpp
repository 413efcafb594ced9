// fly-llc: compiles a kernel file to an AMD code object (or object, assembly, LLVM IR).
// Input: Fly text IR (.fly), or LLVM IR (.ll/.bc) to drive the backend alone.
#include "fly/codegen/Backend.h"
#include "fly/codegen/Compiler.h"
#include "fly/codegen/Occupancy.h"
#include "fly/codegen/Timings.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/target/Arch.h"

#include "Files.h"
#include "OccupancyOptions.h"
#include "OptLevelOption.h"
#include "Registry.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassTimingInfo.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <iostream>
#include <sstream>

using namespace llvm;

namespace {

cl::OptionCategory category("fly-llc options");

cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input .fly | .ll | .bc>"), cl::init("-"),
                               cl::cat(category));
cl::opt<std::string> inputLanguage("x", cl::desc("Input language: fly or llvm (default: from the extension; .ll/.bc are LLVM IR)"),
                                   cl::value_desc("language"), cl::cat(category));
cl::opt<std::string> outputPath("o", cl::desc("Output file ('-' for stdout)"), cl::value_desc("filename"),
                                cl::cat(category));
// -mcpu is LLVM's own codegen flag (lld registers it too when it links in-process); fly-llc
// adopts it rather than defining a second one.
llvm::codegen::RegisterCodeGenFlags registerCodeGenFlags;
fly::tools::OptLevelOption optLevel(category);
cl::opt<std::string> emitKind("emit", cl::desc("What to write: hsaco (code object, default), obj, asm, llvm"),
                              cl::value_desc("kind"), cl::init("hsaco"), cl::cat(category));
cl::opt<bool> printIRAfterAll("print-ir-after-all",
                              cl::desc("Print the IR after every Fly pass and after each LLVM stage (stderr)"),
                              cl::cat(category));
cl::opt<bool> report("report", cl::desc("Per kernel: VGPR, AGPR, SGPR, LDS, scratch, spills, occupancy (stderr)"),
                     cl::cat(category));
cl::opt<std::string> passPipeline("passes",
                                  cl::desc("Fly passes to run before emission, comma separated "
                                           "('none' for none; default: the lowering pipeline)"),
                                  cl::value_desc("pipeline"), cl::init("default"), cl::cat(category));
cl::opt<bool> debugInfo("g", cl::desc("Emit DWARF line tables mapping the ISA to the .fly source lines "
                                      "(also FLY_DEBUG_INFO=1)"),
                        cl::cat(category));
fly::tools::OccupancyOptions occupancy(category);

cl::opt<std::string> kernelName("kernel",
                                cl::desc("Compile the registry kernel NAME instead of an input file (through the "
                                         "compile cache unless --no-cache)"),
                                cl::value_desc("NAME"), cl::cat(category));
cl::list<std::string> kernelParams("p", cl::desc("A registry kernel parameter (repeatable)"),
                                   cl::value_desc("KEY=VALUE"), cl::Prefix, cl::cat(category));
cl::opt<bool> noCache("no-cache",
                      cl::desc("With --kernel: compile without the compile cache (by default a registry kernel is "
                               "looked up in it and stored: FLY_CACHE_DIR, docs/runtime.md)"),
                      cl::cat(category));
cl::opt<bool> verbose("v", cl::desc("With --kernel: say whether the compile cache had the kernel (stderr)"),
                      cl::cat(category));
cl::opt<bool> listKernels("list-kernels", cl::desc("List the registry's kernels and exit"), cl::cat(category));
cl::opt<bool> describeKernel("describe",
                             cl::desc("With --kernel: print its parameters, argument ABI and launch rule, and exit"),
                             cl::cat(category));

int fail(const Twine& message) {
  WithColor::error(errs(), "fly-llc") << message << "\n";
  return 1;
}

std::string defaultOutput(const std::string& input, fly::codegen::EmitKind kind) {
  if (input == "-") return "-";
  SmallString<128> path(input);
  const char* ext = kind == fly::codegen::EmitKind::CodeObject ? ".hsaco"
                    : kind == fly::codegen::EmitKind::Object   ? ".o"
                    : kind == fly::codegen::EmitKind::Assembly ? ".s"
                                                          : ".ll";
  sys::path::replace_extension(path, ext);
  return std::string(path.str());
}

// Writes `bytes` to `path` ('-': stdout); 0, or the tool's exit status after reporting why not.
int writeOutput(const std::string& path, const std::string& bytes, fly::codegen::EmitKind emit) {
  std::error_code ec;
  bool text = emit == fly::codegen::EmitKind::Assembly || emit == fly::codegen::EmitKind::LLVMIR;
  ToolOutputFile out(path, ec, text ? sys::fs::OF_Text : sys::fs::OF_None);
  if (ec) return fail("cannot open " + path + ": " + ec.message());
  out.os() << bytes;
  out.os().close();
  if (out.os().has_error()) {
    std::string why = out.os().error().message();
    out.os().clear_error();  // reported here; raw_fd_ostream would otherwise abort
    return fail("cannot write " + (path == "-" ? std::string("<stdout>") : path) + ": " + why);
  }
  out.keep();
  return 0;
}

// --report: registers, LDS, scratch, spills and occupancy of each kernel of the code object (stderr).
int printReport(const std::string& codeObjectBytes, const std::string& path, const fly::target::Arch& arch) {
  auto object = fly::codeobject::CodeObject::parse(
      ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(codeObjectBytes.data()), codeObjectBytes.size()), path);
  if (!object) return fail(toString(object.takeError()));
  std::ostringstream os;
  fly::codegen::printReport(os, *object, arch);
  errs() << os.str();
  return 0;
}

bool isLLVMInput(StringRef path) { return path.ends_with(".ll") || path.ends_with(".bc"); }

} // namespace

int main(int argc, char** argv) {
  InitLLVM init(argc, argv);
  // LLVM registers -time-passes itself; Fly adopts it (and keeps LLVM's per-pass tables quiet).
  cl::Option* timePassesOption = cl::getRegisteredOptions()["time-passes"];
  if (timePassesOption) {
    timePassesOption->addCategory(category);
    timePassesOption->setDescription("Time Fly's stages and LLVM's optimization, codegen and link (stderr)");
    timePassesOption->setHiddenFlag(cl::NotHidden);
  }
  if (cl::Option* mcpuOption = cl::getRegisteredOptions()["mcpu"]) {
    mcpuOption->addCategory(category);
    mcpuOption->setDescription("Target arch: gfx942, gfx950, gfx1201 or gfx1250");
    mcpuOption->setValueStr("arch");
  }
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter([](raw_ostream& os) { os << "fly-llc (Fly 0.1.0, LLVM " LLVM_VERSION_STRING ")\n"; });
  cl::ParseCommandLineOptions(argc, argv,
                              "Fly kernel compiler: Fly IR -> LLVM IR -> AMD HSA code object\n\n"
                              "  fly-llc kernel.fly --mcpu=gfx942 -O3 -o kernel.hsaco\n");

  if (listKernels) {
    for (const fly::kernels::Entry& e : fly::kernels::registry()) outs() << e.name << "  " << e.summary << "\n";
    return 0;
  }
  const fly::kernels::Entry* entry = nullptr;
  fly::kernels::Params params;
  if (!kernelName.empty()) {
    entry = fly::kernels::findKernel(kernelName);
    if (!entry) return fail("unknown kernel '" + kernelName + "' (fly-llc --list-kernels lists them)");
    auto parsed = fly::kernels::parseParams(kernelParams);
    if (!parsed) return fail(toString(parsed.takeError()));
    fly::kernels::Params given = *parsed;
    auto resolved = fly::kernels::resolveParams(*entry, given);
    if (!resolved) return fail(toString(resolved.takeError()));
    params = *resolved;
  } else if (!kernelParams.empty() || describeKernel) {
    return fail(std::string(describeKernel ? "--describe" : "-p") + " needs --kernel NAME");
  }
  if (describeKernel && llvm::codegen::getMCPU().empty()) {
    outs() << fly::kernels::describe(*entry, params, *fly::target::findArch("gfx942"));
    return 0;
  }

  const std::string mcpu = llvm::codegen::getMCPU();
  if (mcpu.empty()) return fail("no target given: use --mcpu=ARCH (supported: " + fly::target::supportedArchList() + ")");
  const fly::target::Arch* arch = fly::target::findArch(mcpu);
  if (!arch) return fail(fly::target::unsupportedArchMessage(mcpu));
  if (!optLevel.level()) return fail(optLevel.message());
  const int level = *optLevel.level();
  if (outputPath.getNumOccurrences() && outputPath.empty()) return fail("-o: the output file name is empty");
  std::optional<fly::codegen::EmitKind> emit = fly::codegen::parseEmitKind(emitKind);
  if (!emit) return fail("invalid --emit=" + emitKind + " (expected hsaco, obj, asm or llvm)");

  if (describeKernel) {
    outs() << fly::kernels::describe(*entry, params, *arch);
    return 0;
  }
  // What the kernel refuses on this arch (its parameters' limits) is an error, not an empty module.
  if (entry && entry->validate) {
    std::string refused = entry->validate(params, *arch, nullptr);
    if (!refused.empty()) return fail(refused);
  }

  // lld (linking in-process) resets every cl::opt after each link: read them all now.
  const std::string input = entry ? entry->name : std::string(inputPath), outputOption = outputPath;
  const bool printIR = printIRAfterAll, wantReport = report;
  const unsigned waves = occupancy.wavesPerEU;
  const std::optional<unsigned> registers = occupancy.maxnregGiven();
  const std::string pipeline = passPipeline;
  const bool wantDebugInfo = debugInfo;
  if (!inputLanguage.empty() && inputLanguage != "fly" && inputLanguage != "llvm")
    return fail("invalid -x " + inputLanguage + " (expected fly or llvm)");
  const bool llvmInput = !entry && (inputLanguage.empty() ? isLLVMInput(input) : inputLanguage == "llvm");
  const bool timePasses = TimePassesIsEnabled;
  TimePassesIsEnabled = false;
  fly::codegen::Timings timings;
  fly::codegen::Timings* timer = timePasses ? &timings : nullptr;
  // --print-ir-after-all prints every stage; otherwise FLY_DUMP_IR=1 writes them as files.
  fly::codegen::CompileOptions compileOptions;
  compileOptions.arch = arch;
  compileOptions.optLevel = level;
  compileOptions.pipeline = pipeline;
  if (waves > 0) compileOptions.wavesPerEU = waves;
  compileOptions.maxnreg = registers;
  compileOptions.timings = timer;
  compileOptions.debugInfo = wantDebugInfo;
  if (printIR) compileOptions.irDump = [](const fly::codegen::StageIR& stage) { errs() << fly::codegen::stageBanner(stage); };
  compileOptions.irDump = fly::codegen::resolveStageSink(compileOptions, input == "-" ? "<stdin>" : input);
  const fly::codegen::StageSink& dump = compileOptions.irDump;
  // A registry kernel goes through the compile cache, unless the stages are to be seen (printed,
  // dumped or timed: they must run; a dump still refreshes the entry).
  if (entry && !printIR && !timePasses) {
    const bool useCache = !noCache, say = verbose;
    auto compiled = fly::kernels::compileKernelCached(*entry, params, compileOptions, *emit, useCache);
    if (!compiled) return fail(toString(compiled.takeError()));
    if (say) errs() << "fly-llc: " << entry->name << ": " << fly::runtime::describeOutcome(compiled->outcome) << "\n";
    fly::runtime::CompiledCode codeObject = compiled->code;
    if (wantReport && *emit != fly::codegen::EmitKind::CodeObject) {
      auto object = fly::kernels::compileKernelCached(*entry, params, compileOptions, fly::codegen::EmitKind::CodeObject,
                                                      useCache);
      if (!object) return fail(toString(object.takeError()));
      codeObject = object->code;
    }
    std::string path = outputOption.empty() ? defaultOutput(input, *emit) : outputOption;
    if (int status = writeOutput(path, *compiled->code, *emit)) return status;
    return wantReport ? printReport(*codeObject, path, *arch) : 0;
  }
  LLVMContext context;
  std::unique_ptr<Module> module;
  if (llvmInput) {
    fly::codegen::Timings::Scope scope(timer, "parse-llvm-ir", "llvm");
    SMDiagnostic diagnostic;
    std::string text, why;
    if (!fly::tools::readInputFile(input, text, why)) return fail(why);
    module = parseIR(MemoryBufferRef(text, input == "-" ? "<stdin>" : input), diagnostic, context);
    if (!module) {
      std::string text;
      raw_string_ostream os(text);
      diagnostic.print("fly-llc", os, /*ShowColors=*/false);
      errs() << text;
      return 1;
    }
  } else {
    llvm::Expected<std::unique_ptr<Module>> lowered = nullptr;
    if (entry) {
      // A registry kernel: built with fly::fx, then the same pipeline as a .fly file.
      fly::fx::Module dsl(entry->name);
      entry->build(dsl, params, *arch);
      lowered = fly::runtime::lower(dsl, context, compileOptions);
    } else {
      std::string source, why;
      if (!fly::tools::readInputFile(input, source, why)) return fail(why);
      lowered = fly::codegen::lowerFlySource(source, input == "-" ? "<stdin>" : input, context, compileOptions);
    }
    if (!lowered) {
      // Source diagnostics already read `file:line:col: error: ...`; other errors get the tool's prefix.
      std::string message = toString(lowered.takeError());
      if (message.find(": error: ") == std::string::npos) return fail(message);
      errs() << message << "\n";
      return 1;
    }
    module = std::move(*lowered);
  }

  if (waves > 0 && llvmInput)
    for (Function& f : *module)
      if (f.getCallingConv() == CallingConv::AMDGPU_KERNEL)
        f.addFnAttr("amdgpu-waves-per-eu", std::to_string(waves));

  if (dump && llvmInput) {
    std::string text;
    raw_string_ostream os(text);
    module->print(os, nullptr);
    dump({"input", "ll", text});
  }

  fly::codegen::BackendOptions options{arch, level};
  // --report needs the code object even when another kind is written.
  bool needObject = wantReport && *emit != fly::codegen::EmitKind::CodeObject;
  std::unique_ptr<Module> reportModule;
  if (needObject) reportModule = CloneModule(*module);

  auto output = fly::codegen::compileModule(*module, options, *emit, timer, dump);
  if (!output) return fail(toString(output.takeError()));

  std::string path = outputOption.empty() ? defaultOutput(input, *emit) : outputOption;
  if (int status = writeOutput(path, *output, *emit)) return status;

  if (wantReport) {
    std::string codeObjectBytes = *output;
    if (needObject) {
      auto bytes = fly::codegen::compileModule(*reportModule, options, fly::codegen::EmitKind::CodeObject);
      if (!bytes) return fail(toString(bytes.takeError()));
      codeObjectBytes = *bytes;
    }
    if (int status = printReport(codeObjectBytes, path, *arch)) return status;
  }
  if (timePasses) {
    std::ostringstream os;
    timings.print(os);
    errs() << os.str();
  }
  return 0;
}

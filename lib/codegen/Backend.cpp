#include "fly/codegen/Backend.h"

#include "fly/codegen/IntegerDivision.h"
#include "fly/codegen/MixedPrecision.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/TargetParser/Triple.h"

#include "fly/codeobject/CodeObject.h"

#include "lld/Common/Driver.h"

#include <mutex>
#include <utility>
#include <vector>

LLD_HAS_DRIVER(elf)

namespace fly::codegen {
namespace {

constexpr const char* kTriple = "amdgcn-amd-amdhsa";

llvm::Error makeError(const llvm::Twine& message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

// The fatal-error handler is process-wide, but the message belongs to the thread that hit it.
thread_local std::string* currentFatalMessage = nullptr;

void onLLVMFatalError(void*, const char* reason, bool) {
  if (currentFatalMessage) *currentFatalMessage = reason;
  if (llvm::CrashRecoveryContext* crc = llvm::CrashRecoveryContext::GetCurrent())
    crc->HandleExit(1); // unwinds back into RunSafely, which then reports failure
  // Not inside runRecoveringFatalErrors: LLVM exits after we return, as it always would.
}

void installFatalErrorHandling() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::install_fatal_error_handler(onLLVMFatalError, nullptr);
    llvm::CrashRecoveryContext::Enable();
  });
}

// Collects the backend's error diagnostics (e.g. an intrinsic the subtarget lacks) instead of
// letting LLVMContext print them and exit.
struct DiagnosticCollector {
  std::string errors;
  static void handle(const llvm::DiagnosticInfo* info, void* context) {
    auto* self = static_cast<DiagnosticCollector*>(context);
    if (info->getSeverity() != llvm::DS_Error) return;
    llvm::raw_string_ostream os(self->errors);
    if (!self->errors.empty()) os << "\n";
    llvm::DiagnosticPrinterRawOStream printer(os);
    info->print(printer);
  }
};

class ScopedDiagnostics {
public:
  explicit ScopedDiagnostics(llvm::LLVMContext& context) : context_(context) {
    previous_ = context.getDiagnosticHandlerCallBack();
    previousContext_ = context.getDiagnosticContext();
    context.setDiagnosticHandlerCallBack(&DiagnosticCollector::handle, &collector_);
  }
  ~ScopedDiagnostics() { context_.setDiagnosticHandlerCallBack(previous_, previousContext_); }
  llvm::Error takeError(llvm::StringRef stage) {
    if (collector_.errors.empty()) return llvm::Error::success();
    std::string errors = std::move(collector_.errors);
    collector_.errors.clear();
    return makeError(stage + ": " + errors);
  }

private:
  llvm::LLVMContext& context_;
  llvm::DiagnosticHandler::DiagnosticHandlerTy previous_;
  void* previousContext_;
  DiagnosticCollector collector_;
};

llvm::CodeGenOptLevel codeGenLevel(int optLevel) {
  switch (optLevel) {
  case 0: return llvm::CodeGenOptLevel::None;
  case 1: return llvm::CodeGenOptLevel::Less;
  case 2: return llvm::CodeGenOptLevel::Default;
  default: return llvm::CodeGenOptLevel::Aggressive;
  }
}

} // namespace

std::optional<EmitKind> parseEmitKind(llvm::StringRef text) {
  if (text == "hsaco") return EmitKind::CodeObject;
  if (text == "obj") return EmitKind::Object;
  if (text == "asm") return EmitKind::Assembly;
  if (text == "llvm") return EmitKind::LLVMIR;
  return std::nullopt;
}

void initializeAMDGPUTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUAsmParser();
  });
  installFatalErrorHandling();
}

llvm::Error runRecoveringFatalErrors(llvm::StringRef what, llvm::function_ref<llvm::Error()> work) {
  installFatalErrorHandling();
  std::string fatal;
  std::string* saved = currentFatalMessage;
  currentFatalMessage = &fatal;
  llvm::Error result = llvm::Error::success();
  llvm::CrashRecoveryContext crc;
  bool finished = crc.RunSafely([&] { result = work(); });
  currentFatalMessage = saved;
  if (!finished) {
    llvm::consumeError(std::move(result));
    return makeError(what + ": " + (fatal.empty() ? std::string("LLVM crashed") : fatal));
  }
  return result;
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createTargetMachine(const BackendOptions& options) {
  if (!options.arch) return makeError("no target arch given (supported: " + target::supportedArchList() + ")");
  if (options.optLevel < 0 || options.optLevel > 3)
    return makeError("invalid optimization level -O" + llvm::Twine(options.optLevel) + " (expected 0..3)");
  initializeAMDGPUTarget();
  llvm::Triple triple(kTriple);
  std::string lookupError;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, lookupError);
  if (!target) return makeError("AMDGPU target unavailable in this LLVM: " + lookupError);
  llvm::TargetOptions targetOptions;
  targetOptions.MCOptions.AsmVerbose = true; // keeps the register/occupancy comments in --emit=asm
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, options.arch->name, options.arch->features, targetOptions, llvm::Reloc::PIC_,
      std::nullopt, codeGenLevel(options.optLevel)));
  if (!tm) return makeError("could not create a target machine for " + llvm::Twine(options.arch->name));
  return tm;
}

llvm::Expected<llvm::TargetMachine*> sharedTargetMachine(const BackendOptions& options) {
  // Building a TargetMachine costs more than compiling a small kernel: its subtarget, register
  // info and alias caches are rebuilt from scratch each time. One per thread, arch and level is
  // reused instead (TargetMachines are not safe to share between threads).
  struct Key {
    const target::Arch* arch;
    int optLevel;
    bool operator==(const Key&) const = default;
  };
  thread_local std::vector<std::pair<Key, std::unique_ptr<llvm::TargetMachine>>> cache;
  const Key key{options.arch, options.optLevel};
  for (auto& [cachedKey, tm] : cache)
    if (cachedKey == key) return tm.get();
  auto tm = createTargetMachine(options);
  if (!tm) return tm.takeError();
  cache.emplace_back(key, std::move(*tm));
  return cache.back().second.get();
}

void prepareModule(llvm::Module& module, llvm::TargetMachine& tm) {
  module.setTargetTriple(tm.getTargetTriple());
  module.setDataLayout(tm.createDataLayout());
}

llvm::Error optimizeModule(llvm::Module& module, llvm::TargetMachine& tm, int optLevel) {
  return runRecoveringFatalErrors("LLVM optimization", [&]() -> llvm::Error {
    ScopedDiagnostics diagnostics(module.getContext());
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    // Fly's kernels are vectorized where they are written (128-bit accesses, vector types from
    // the layout algebra), so LLVM's loop and SLP vectorizers are off: on the registry kernels the
    // loop vectorizer only interleaved reduction loops, e.g. layernorm f32 on gfx942 315 -> 241
    // instructions and 34 -> 18 VGPRs without it, and no kernel got larger (docs/performance.md).
    // It also saves their analyses' compile time.
    llvm::PipelineTuningOptions tuning;
    tuning.LoopVectorization = false;
    tuning.LoopInterleaving = false;
    tuning.SLPVectorization = false;
    llvm::PassBuilder builder(&tm, tuning);
    builder.registerModuleAnalyses(mam);
    builder.registerCGSCCAnalyses(cgam);
    builder.registerFunctionAnalyses(fam);
    builder.registerLoopAnalyses(lam);
    builder.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel level = optLevel <= 0   ? llvm::OptimizationLevel::O0
                                    : optLevel == 1 ? llvm::OptimizationLevel::O1
                                    : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                    : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager pipeline = level == llvm::OptimizationLevel::O0
                                           ? builder.buildO0DefaultPipeline(level)
                                           : builder.buildPerModuleDefaultPipeline(level);
    pipeline.run(module, mam);
    return diagnostics.takeError("LLVM optimization");
  });
}

// A matrix intrinsic of a family the arch has no unit for (an MFMA on RDNA, a WMMA on CDNA) is
// "Cannot select" in LLVM, a fatal error: its recovery leaves LLVM's code generator unfreed
// (docs/codegen.md). Refused here by name, from the arch's atom table; "" when none is used.
std::string matrixFamilyMissing(const llvm::Module& module, const target::Arch& arch) {
  for (const llvm::Function& function : module) {
    if (!function.isDeclaration() || function.use_empty()) continue;
    llvm::StringRef name = function.getName();
    bool mfma = name.starts_with("llvm.amdgcn.mfma.") || name.starts_with("llvm.amdgcn.smfmac.");
    bool wmma = name.starts_with("llvm.amdgcn.wmma.") || name.starts_with("llvm.amdgcn.swmmac.");
    if ((mfma && !arch.hasMfma()) || (wmma && !arch.hasWmma()))
      return (name + " is a" + (mfma ? "n MFMA" : " WMMA") + " intrinsic, and " + arch.name +
              " has no " + (mfma ? "MFMA" : "WMMA") + " instructions")
          .str();
  }
  return {};
}

// Where the module holds inline assembly (which LLVM parses with the target's assembler to
// encode it; assembly output carries the text as written): the first function calling an inline
// asm, else "module asm"; empty if nowhere.
std::string inlineAssemblyPlace(const llvm::Module& module) {
  for (const llvm::Function& function : module)
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& inst : block)
        if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst); call && call->isInlineAsm())
          return ("function '" + function.getName() + "'").str();
  return module.getModuleInlineAsm().empty() ? std::string() : std::string("module asm");
}

namespace {
// "ran out of registers ... in function 'K'" for a kernel given a register budget (maxnreg): the
// budget is the cause; say so at the kernel's place in the source (IREmitter records it).
llvm::Error explainRegisterBudget(llvm::Module& module, llvm::Error error) {
  std::string text = llvm::toString(std::move(error));
  // LLVM's register allocators' ways of saying it.
  for (llvm::StringRef phrase : {"ran out of registers during register allocation",
                                 "no registers from class available to allocate"}) {
    std::string marker = (phrase + " in function '").str();
    size_t at = text.find(marker);
    if (at == std::string::npos) continue;
    size_t begin = at + marker.size(), end = text.find('\'', begin);
    llvm::Function* f = end == std::string::npos ? nullptr : module.getFunction(text.substr(begin, end - begin));
    llvm::MDNode* budget = f ? f->getMetadata("fly.register_budget") : nullptr;
    if (!budget || budget->getNumOperands() != 2) break;
    auto str = [&](unsigned i) { return llvm::cast<llvm::MDString>(budget->getOperand(i))->getString(); };
    return makeError(str(0) + ": error: kernel '" + f->getName() + "': " + str(1) +
                     " is too few VGPRs for it: LLVM " + phrase + " (give it a larger budget, or none)");
  }
  return makeError(text);
}
} // namespace

llvm::Expected<std::string> emitMachineCode(llvm::Module& module, llvm::TargetMachine& tm, bool assembly) {
  // A static build may leave LLVM's AMDGPU assembler out (cmake/FlyStatic.cmake); LLVM would
  // then abort on inline assembly.
  if (!assembly && !tm.getTarget().hasMCAsmParser())
    if (std::string place = inlineAssemblyPlace(module); !place.empty())
      return makeError(place + ": inline assembly needs LLVM's AMDGPU assembler, which this build "
                               "leaves out (-DFLY_STATIC=ON; -DFLY_STATIC_ASSEMBLER=ON keeps it)");
  std::string output;
  llvm::Error error = runRecoveringFatalErrors("LLVM code generation", [&]() -> llvm::Error {
    ScopedDiagnostics diagnostics(module.getContext());
    llvm::SmallString<0> buffer;
    llvm::raw_svector_ostream os(buffer);
    llvm::legacy::PassManager passes;
    if (tm.addPassesToEmitFile(passes, os, nullptr,
                               assembly ? llvm::CodeGenFileType::AssemblyFile
                                        : llvm::CodeGenFileType::ObjectFile))
      return makeError("the AMDGPU target cannot emit this file type");
    passes.run(module);
    if (llvm::Error e = diagnostics.takeError("LLVM code generation")) return explainRegisterBudget(module, std::move(e));
    output.assign(buffer.begin(), buffer.end());
    return llvm::Error::success();
  });
  if (error) return error;
  return output;
}

llvm::Expected<std::string> linkCodeObject(llvm::StringRef object) {
  // lld keeps global state (its context, error handler, caches): one link at a time.
  static std::mutex linkMutex;
  std::lock_guard<std::mutex> lock(linkMutex);

  llvm::SmallString<128> dir;
  if (std::error_code ec = llvm::sys::fs::createUniqueDirectory("fly-lld", dir))
    return makeError("cannot create a temporary directory for lld: " + ec.message());
  struct RemoveDir {
    llvm::SmallString<128>& dir;
    ~RemoveDir() { llvm::sys::fs::remove_directories(dir); }
  } removeDir{dir};

  llvm::SmallString<128> input(dir), output(dir);
  llvm::sys::path::append(input, "kernel.o");
  llvm::sys::path::append(output, "kernel.hsaco");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input, ec);
    if (ec) return makeError("cannot write " + input + ": " + ec.message());
    os << object;
    os.close();
    if (os.has_error()) return makeError("cannot write " + input);
  }

  std::string diagnostics;
  llvm::raw_string_ostream lldOut(diagnostics), lldErr(diagnostics);
  const char* args[] = {"ld.lld", "-shared", "--no-undefined", input.c_str(), "-o", output.c_str()};
  lld::Result result = lld::lldMain(args, lldOut, lldErr, {{lld::Gnu, &lld::elf::link}});
  if (result.retCode != 0 || !result.canRunAgain)
    return makeError("lld failed to link the code object" +
                     (diagnostics.empty() ? llvm::Twine() : llvm::Twine(": ") + diagnostics));

  auto buffer = llvm::MemoryBuffer::getFile(output, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return makeError("cannot read the linked code object: " + buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

namespace {
// LLVM drops an amdgpu-num-vgpr (maxnreg) it finds pointless without a word: one below the budget
// that already gives the arch's full occupancy (under 57 on gfx942, whose 512 registers give 8
// waves at 64). A kernel given a budget must have kept it; otherwise that is an error.
llvm::Error checkRegisterBudgets(const llvm::Module& module, llvm::StringRef linked) {
  std::vector<std::pair<std::string, unsigned>> budgets;
  for (const llvm::Function& f : module) {
    unsigned budget = 0;
    if (f.hasFnAttribute("amdgpu-num-vgpr") &&
        !f.getFnAttribute("amdgpu-num-vgpr").getValueAsString().getAsInteger(10, budget))
      budgets.emplace_back(f.getName().str(), budget);
  }
  if (budgets.empty()) return llvm::Error::success();
  auto object = codeobject::CodeObject::parse(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(linked.data()), linked.size()));
  if (!object) return object.takeError();
  for (const auto& [name, budget] : budgets)
    if (const codeobject::KernelInfo* kernel = object->findKernel(name); kernel && kernel->vgprCount > budget)
      return makeError("kernel '" + name + "': maxnreg " + llvm::Twine(budget) + " was not applied (" +
                       llvm::Twine(kernel->vgprCount) + " VGPRs allocated): LLVM ignores a budget below " +
                       "the one that already gives the arch's full occupancy");
  return llvm::Error::success();
}
} // namespace

llvm::Expected<std::string> compileModule(llvm::Module& module, const BackendOptions& options,
                                          EmitKind emit, Timings* timings, const StageSink& dump) {
  auto tm = sharedTargetMachine(options);
  if (!tm) return tm.takeError();
  prepareModule(module, **tm);
  {
    std::string problems;
    llvm::raw_string_ostream os(problems);
    if (llvm::verifyModule(module, &os)) return makeError("invalid LLVM IR: " + problems);
  }
  if (std::string missing = matrixFamilyMissing(module, *options.arch); !missing.empty())
    return makeError("LLVM code generation: " + missing);
  {
    Timings::Scope scope(timings, "llvm-optimize", "llvm");
    if (llvm::Error e = optimizeModule(module, **tm, options.optLevel)) return e;
    // After LLVM's optimizer (which still sees udiv/sdiv), before instruction selection: LLVM 22's
    // AMDGPU division shortcut is wrong for some operands (fly/codegen/IntegerDivision.h).
    expandIntegerDivision(module);
    // LLVM 22 reads a half folded into a bf16 mix instruction as an f32 (fly/codegen/MixedPrecision.h).
    if (options.arch->bf16MixInstructions) fenceHalfSourcesOfBfloat(module);
  }
  if (emit == EmitKind::LLVMIR || dump) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os, nullptr);
    if (dump) dump({"llvm-after-opt", "ll", text});
    if (emit == EmitKind::LLVMIR) return text;
  }
  if (dump && emit != EmitKind::Assembly) {
    // The ISA of the object about to be built: code generation on a copy of the optimized module.
    std::unique_ptr<llvm::Module> copy = llvm::CloneModule(module);
    auto isa = emitMachineCode(*copy, **tm, /*assembly=*/true);
    if (!isa) return isa.takeError();
    dump({"isa", "s", *isa});
  }
  llvm::Expected<std::string> code = [&] {
    Timings::Scope scope(timings, "llvm-codegen", "llvm");
    return emitMachineCode(module, **tm, emit == EmitKind::Assembly);
  }();
  if (code && dump && emit == EmitKind::Assembly) dump({"isa", "s", *code});
  if (!code || emit != EmitKind::CodeObject) return code;
  llvm::Expected<std::string> linked = [&] {
    Timings::Scope scope(timings, "lld-link", "llvm");
    return linkCodeObject(*code);
  }();
  if (!linked) return linked;
  if (llvm::Error e = checkRegisterBudgets(module, *linked)) return e;
  return linked;
}

} // namespace fly::codegen

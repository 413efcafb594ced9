// -DFLY_STATIC=ON with lld (cmake/FlyStatic.cmake): LLVM's textual pass-pipeline parser is left out.
//
// Only LLVM's LTO backend parses pipelines from text (lld's --lto-newpm-passes and
// --lto-aa-pipeline); Fly builds its pipelines with PassBuilder's build*Pipeline calls and never
// hands lld bitcode. The parser names every pass LLVM has (the sanitizers, PGO and coverage
// instrumentation, ...), about 2 MB of fly-llc. The static link passes
// --wrap=<the two parse functions the LTO backend calls>, so those calls land here, the parser
// is unreferenced and --gc-sections drops it with what only it reaches. tests/static/check.sh
// checks it is gone (an LLVM whose signatures changed would keep it: the wrapped names below
// then match nothing).
#include "llvm/Passes/PassBuilder.h"

namespace {

llvm::Error leftOut(llvm::StringRef what, llvm::StringRef text) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "Fly's static build leaves out LLVM's textual " + what +
                                     " parser (cmake/FlyStatic.cmake); cannot parse '" + text + "'");
}

} // namespace

// PassBuilder::parsePassPipeline(ModulePassManager &, StringRef) and
// PassBuilder::parseAAPipeline(AAManager &, StringRef): member functions, whose `this` comes
// first in the Itanium C++ ABI, as the first parameter here. Names as --wrap gives them.
llvm::Error flyWrapParseModulePipeline(llvm::PassBuilder *, llvm::ModulePassManager &, llvm::StringRef text) asm(
    "__wrap__ZN4llvm11PassBuilder17parsePassPipelineERNS_11PassManagerINS_6ModuleENS_15AnalysisManagerIS2_JEEEJEEENS_"
    "9StringRefE");
llvm::Error flyWrapParseAAPipeline(llvm::PassBuilder *, llvm::AAManager &, llvm::StringRef text) asm(
    "__wrap__ZN4llvm11PassBuilder15parseAAPipelineERNS_9AAManagerENS_9StringRefE");

llvm::Error flyWrapParseModulePipeline(llvm::PassBuilder *, llvm::ModulePassManager &, llvm::StringRef text) {
  return leftOut("pass-pipeline", text);
}
llvm::Error flyWrapParseAAPipeline(llvm::PassBuilder *, llvm::AAManager &, llvm::StringRef text) {
  return leftOut("alias-analysis pipeline", text);
}

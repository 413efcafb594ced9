// fly-run: runs a registry kernel on a device (the emulator by default) on random inputs
// (or inputs from files), checks every output against the kernel's CPU reference, and
// prints the max error, the verdict and what the device measured (FlyRunMain.cpp).
#include "FlyRunMain.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  return fly::tools::flyRunMain(argc, argv, llvm::outs(), llvm::errs());
}

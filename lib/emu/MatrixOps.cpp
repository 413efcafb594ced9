// MFMA/WMMA dispatch. The arithmetic lives in fly_emu_matrix (include/fly/emu/MatrixCore.h);
// until it is linked no matrix instruction is registered, so one reports "not implemented".
#include "Inst.h"

namespace fly::emu {

void registerMatrixOps(OpTableBuilder &) {}

} // namespace fly::emu

// Program flow: branches, calls, end of program, barriers, and the instructions that only order
// or schedule work on hardware (waitcnt, nop, delay hints), which are no-ops here because every
// memory access completes before the next instruction.
#include "Wave.h"

namespace fly::emu {

namespace {
int64_t branchTarget(const Inst &in, const Operand &o) {
  return int64_t(in.pc) + 4 + int64_t(int16_t(uint16_t(o.imm32))) * 4;
}

void sEndpgm(Wave &w, const Inst &) {
  retireTensorOps(w, 0); // a wave's tensor operations complete even when it does not wait for them
  if (w.ok()) w.state = Wave::State::Done;
}
void sNoop(Wave &, const Inst &) {}
// s_sleep: the wave gives way to the other waves of its work-group (a wait loop on LDS, such as on
// an LDS barrier's phase, sleeps between its reads; without other waves running, it would spin).
void sSleep(Wave &w, const Inst &) { w.state = Wave::State::Yielded; }
void sBranch(Wave &w, const Inst &in) { w.nextPc = branchTarget(in, in.ops[0]); }

template <int Cond> void sCbranch(Wave &w, const Inst &in) {
  bool take = false;
  switch (Cond) {
  case 0: take = !w.scc; break;
  case 1: take = w.scc; break;
  case 2: take = w.vcc() == 0; break;
  case 3: take = w.vcc() != 0; break;
  case 4: take = w.exec() == 0; break;
  case 5: take = w.exec() != 0; break;
  }
  if (take) w.nextPc = branchTarget(in, in.ops[0]);
}

void sSetpc(Wave &w, const Inst &in) { w.nextPc = w.sread64(in.ops[0]); }
void sGetpc(Wave &w, const Inst &in) { w.swrite64(in.ops[0], in.pc + 4); }
void sSwappc(Wave &w, const Inst &in) {
  uint64_t target = w.sread64(in.ops[1]);
  w.swrite64(in.ops[0], in.pc + 4);
  w.nextPc = target;
}
void sCall(Wave &w, const Inst &in) {
  w.swrite64(in.ops[0], in.pc + 4);
  w.nextPc = branchTarget(in, in.ops[1]);
}
void sSetGprIdxOn(Wave &w, const Inst &in) {
  w.gprIdxOn = true;
  w.gprIdxMode = in.mods.gprIdxMode;
  w.s[kM0] = (w.s[kM0] & ~0xf0ffu) | (w.sread32(in.ops[0]) & 0xff) | uint32_t(in.mods.gprIdxMode) << 12;
}
void sSetGprIdxOff(Wave &w, const Inst &) { w.gprIdxOn = false; }
void sSetGprIdxIdx(Wave &w, const Inst &in) { w.s[kM0] = (w.s[kM0] & ~0xffu) | (w.sread32(in.ops[0]) & 0xff); }
void sSetGprIdxMode(Wave &w, const Inst &in) {
  w.gprIdxMode = uint8_t(in.mods.gprIdxMode);
  w.s[kM0] = (w.s[kM0] & ~0xf000u) | uint32_t(in.mods.gprIdxMode) << 12;
}
// gfx1250: the immediate's low byte is the mode (the high byte records the previous mode for the
// compiler's bookkeeping; the hardware ignores it).
void sSetVgprMsb(Wave &w, const Inst &in) { w.vgprMsb = uint8_t(in.ops[0].imm32 & 0xff); }
void sBarrier(Wave &w, const Inst &) { w.state = Wave::State::AtBarrier; }
void sTrap(Wave &w, const Inst &in) { w.fail(in, "the kernel executed s_trap (a trap or abort in the program)"); }
} // namespace

void registerControlOps(OpTableBuilder &b) {
  auto C = InstClass::Branch;
  b.add("s_endpgm", InstClass::Other, sEndpgm, -2);
  b.add("s_branch", C, sBranch, 0);
  b.add("s_cbranch_scc0", C, sCbranch<0>, 0);
  b.add("s_cbranch_scc1", C, sCbranch<1>, 0);
  b.add("s_cbranch_vccz", C, sCbranch<2>, 0);
  b.add("s_cbranch_vccnz", C, sCbranch<3>, 0);
  b.add("s_cbranch_execz", C, sCbranch<4>, 0);
  b.add("s_cbranch_execnz", C, sCbranch<5>, 0);
  b.add("s_setpc_b64", C, sSetpc, 0);
  b.add("s_getpc_b64", InstClass::SALU, sGetpc, 1);
  b.add("s_swappc_b64", C, sSwappc, 1);
  b.add("s_call_b64", C, sCall, 1);
  b.add("s_barrier", InstClass::Other, sBarrier, -2);
  b.add("s_set_gpr_idx_on", InstClass::SALU, sSetGprIdxOn, 0);
  b.add("s_set_gpr_idx_off", InstClass::SALU, sSetGprIdxOff, 0);
  b.add("s_set_gpr_idx_idx", InstClass::SALU, sSetGprIdxIdx, 0);
  b.add("s_set_gpr_idx_mode", InstClass::SALU, sSetGprIdxMode, 0);
  b.add("s_set_vgpr_msb", InstClass::SALU, sSetVgprMsb, 0);
  b.add("s_trap", InstClass::Other, sTrap, -2);
  for (const char *w : {"s_waitcnt", "s_waitcnt_vmcnt", "s_waitcnt_expcnt", "s_waitcnt_lgkmcnt", "s_waitcnt_vscnt",
                        "s_waitcnt_depctr", "s_wait_loadcnt", "s_wait_storecnt", "s_wait_dscnt", "s_wait_kmcnt",
                        "s_wait_expcnt", "s_wait_samplecnt", "s_wait_bvhcnt", "s_wait_loadcnt_dscnt",
                        "s_wait_storecnt_dscnt", "s_wait_idle", "s_wait_event", "s_wait_xcnt", "s_wait_asynccnt"})
    b.add(w, InstClass::Waitcnt, sNoop, -2);
  b.add("s_sleep", InstClass::Other, sSleep, -2);
  for (const char *n : {"s_nop", "s_delay_alu", "s_clause", "s_setprio", "s_sendmsg", "s_sendmsghalt",
                        "s_inst_prefetch", "s_set_inst_prefetch_distance", "s_icache_inv", "s_dcache_wb",
                        "s_dcache_inv",
                        "s_barrier_signal", "s_ttracedata", "buffer_wbl2", "buffer_inv", "buffer_wbinvl1",
                        "buffer_wbinvl1_vol", "global_wb", "global_inv", "global_wbinv", "s_singleuse_vdst",
                        "s_wakeup", "s_code_end", "s_alloc_vgpr", "s_prefetch_inst", "s_prefetch_data",
                        // gfx10/gfx11 cache invalidations (acquire fences); the emulator has no caches.
                        "buffer_gl0_inv", "buffer_gl1_inv",
                        // gfx1250 cache prefetch hints: no architectural effect
                        "global_prefetch_b8", "flat_prefetch_b8"})
    b.add(n, InstClass::Other, sNoop, -2);
}

} // namespace fly::emu

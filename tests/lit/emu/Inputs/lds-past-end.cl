// Reads and writes 16 ints of LDS at a run-time offset `k`: lanes whose index lands past the
// 64-byte allocation touch LDS out of range (fly-emu --lds-out-of-range-zero).
__kernel void lds_past_end(__global int *out, int k) {
  __local volatile int buf[16];
  int lid = __builtin_amdgcn_workitem_id_x();
  if (lid < 16) buf[lid] = lid + 1;
  __builtin_amdgcn_s_barrier();
  buf[lid + k + 16] = 99; // every lane writes out of range when k >= 0
  __builtin_amdgcn_s_barrier();
  out[lid] = buf[lid + k];
}

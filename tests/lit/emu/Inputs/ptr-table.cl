// A kernel that finds its buffers through a table of addresses (an array of pointers passed by
// its address): dst[i] = 2 * src[i] and acc[i] += src[i], with table = {src, dst, acc}.
__kernel void through_table(__global const ulong *table, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  __global const int *src = (__global const int *)table[0];
  __global int *dst = (__global int *)table[1];
  __global int *acc = (__global int *)table[2];
  if (i < n) {
    dst[i] = 2 * src[i];
    acc[i] += src[i];
  }
}

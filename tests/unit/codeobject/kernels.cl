// Two kernels whose metadata the code-object reader is checked against.
__kernel void scale(__global float *out, __global const float *in, float factor, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  if (i < n)
    out[i] = in[i] * factor;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void lds_reverse(__global int *data) {
  __local int tile[64];
  int t = __builtin_amdgcn_workitem_id_x();
  tile[t] = data[t];
  __builtin_amdgcn_s_barrier();
  data[t] = tile[63 - t];
}

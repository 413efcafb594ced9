__kernel void fill(__global int *out, int n, int scale) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = i * scale;
}
__kernel void copy(__global const float *in, __global float *out, float add) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  out[i] = in[i] + add;
}
__kernel void fill_plus_one(__global int *out, int n, int scale) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = i * scale + (i & 1);
}

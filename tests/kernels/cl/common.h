// Shared by the OpenCL validation kernels: no device library is linked, so work-item ids come
// from clang's amdgcn builtins (workgroup_size_x reads the hidden_group_size_x argument).
#define TID_X() ((int)__builtin_amdgcn_workitem_id_x())
#define TID_Y() ((int)__builtin_amdgcn_workitem_id_y())
#define GID_X() ((int)__builtin_amdgcn_workgroup_id_x())
#define GID_Y() ((int)__builtin_amdgcn_workgroup_id_y())
#define LSIZE_X() ((int)__builtin_amdgcn_workgroup_size_x())
#define LSIZE_Y() ((int)__builtin_amdgcn_workgroup_size_y())
#define GLOBAL_X() (GID_X() * LSIZE_X() + TID_X())
#define BARRIER()                                                                                  \
  do {                                                                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                                          \
    __builtin_amdgcn_s_barrier();                                                                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                                          \
  } while (0)
#define AS_INT(x) __builtin_bit_cast(int, (x))
#define AS_FLOAT(x) __builtin_bit_cast(float, (x))

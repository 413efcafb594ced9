/*===- fly-c.h - Fly's C API: compile Fly IR, load and launch kernels ------===
 *
 * For embedders that cannot (or would rather not) use C++: one header, plain C99.
 *
 *   fly_compile()    Fly text IR -> code-object bytes (through the compile cache)
 *   fly_device_*()   open a device ("emu:gfx942", "hip", "hip:N"), memory, copies
 *   fly_module_load() / fly_launch()   run a kernel of a code object
 *   fly_*_info()     descriptions (resources, registry kernels, the cache) as JSON text
 *
 * Every call that can fail returns FLY_SUCCESS or FLY_ERROR. When `error` is not NULL, a failure
 * stores a NUL-terminated message there (Fly's own text, e.g. "k.fly:3:7: error: ..."), which the
 * caller releases with fly_free(); on success *error is set to NULL. Bytes returned by
 * fly_compile() are released with fly_free() too. Handles are not thread-safe: use one device
 * from one thread at a time (different devices may be used from different threads).
 *
 *===----------------------------------------------------------------------===*/
#ifndef FLY_FLY_C_H
#define FLY_FLY_C_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 2: fly_compile_options.maxnreg, and the options' size passed to the functions that take them.
 * 3: descriptions as JSON (fly_compile_with_info, fly_code_object_info, fly_kernel_info,
 *    fly_kernel_plan, fly_cache_info, fly_device_last_launch), fly_device_open_emulator,
 *    fly_supported_archs. */
#define FLY_C_API_VERSION 3

typedef enum fly_status { FLY_SUCCESS = 0, FLY_ERROR = 1 } fly_status;

/* "0.1.0 (LLVM 22.1.8)" */
const char *fly_version(void);

/* Releases memory the API handed out (error messages, compiled bytes). NULL is fine. */
void fly_free(void *memory);

/* What fly_compile produces. */
typedef enum fly_emit_kind {
  FLY_EMIT_CODE_OBJECT = 0, /* the .hsaco, loadable by fly_module_load */
  FLY_EMIT_OBJECT = 1,      /* the relocatable ELF object before linking */
  FLY_EMIT_ASSEMBLY = 2,    /* AMDGPU assembly text */
  FLY_EMIT_LLVM_IR = 3      /* LLVM IR text after optimization */
} fly_emit_kind;

/* Options of fly_compile and fly_compile_kernel. Later versions of this header add fields at the
 * end only. The functions that take the struct are called through macros (below) that pass its
 * size, so the library reads exactly the fields the caller's header declared:
 *   - a program built against an older header (version 1: up to use_cache; it calls the
 *     unsuffixed functions) keeps working with a newer library, the newer fields taking their
 *     defaults;
 *   - a program built against a newer header than the library is refused by fly_compile with a
 *     message, unless every field the library does not know is zero (its default). */
typedef struct fly_compile_options {
  const char *arch;       /* "gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"; required */
  int opt_level;          /* 0..3 (default 3) */
  const char *pipeline;   /* Fly passes, comma separated; NULL or "default": the lowering pipeline */
  unsigned waves_per_eu;  /* 0: not set */
  fly_emit_kind emit;     /* default FLY_EMIT_CODE_OBJECT */
  int use_cache;          /* nonzero (default): the process's compile cache (FLY_CACHE_DIR, ...) */
  /* Since version 2: */
  unsigned maxnreg;       /* VGPRs per lane every kernel may use (amdgpu-num-vgpr; fly-llc --maxnreg),
                             1..the arch's limit, replacing a rocdl.maxnreg attribute; 0 (default): not set */
} fly_compile_options;

/* The defaults above. */
void fly_compile_options_init(fly_compile_options *options);

/* Compiles Fly text IR (`source`, `source_size` bytes; `file_name` names it in diagnostics and
 * dumps, may be NULL) to the bytes `options->emit` asks for, stored in a new buffer *code of
 * *code_size bytes (release with fly_free). FLY_DUMP_IR applies as everywhere else. */
fly_status fly_compile(const char *source, size_t source_size, const char *file_name,
                       const fly_compile_options *options, void **code, size_t *code_size,
                       char **error);

/* Compiles the registry kernel `name` (the kernels `fly-llc --list-kernels` lists) with the
 * parameters `params` ("KEY=VALUE" strings, `param_count` of them; the others take their
 * defaults) like fly_compile: the code object's kernel is named `name`. With use_cache, the result is kept in the compile cache, keyed by the
 * kernel, its resolved parameters, the options and Fly's build. Unknown kernels, parameters or
 * values are errors naming the choices. */
fly_status fly_compile_kernel(const char *name, const char *const *params, size_t param_count,
                              const fly_compile_options *options, void **code, size_t *code_size,
                              char **error);

/* What the three names above stand for in a program built against this header: the same
 * functions told how many bytes of fly_compile_options the caller's header declares (the end of
 * its last field, FLY_COMPILE_OPTIONS_SIZE). The unsuffixed functions read version 1's fields. */
#define FLY_COMPILE_OPTIONS_SIZE (offsetof(fly_compile_options, maxnreg) + sizeof(unsigned))
void fly_compile_options_init_sized(fly_compile_options *options, size_t options_size);
fly_status fly_compile_sized(const char *source, size_t source_size, const char *file_name,
                             const fly_compile_options *options, size_t options_size, void **code,
                             size_t *code_size, char **error);
fly_status fly_compile_kernel_sized(const char *name, const char *const *params, size_t param_count,
                                    const fly_compile_options *options, size_t options_size, void **code,
                                    size_t *code_size, char **error);
#define fly_compile_options_init(options) \
  fly_compile_options_init_sized((options), FLY_COMPILE_OPTIONS_SIZE)
#define fly_compile(source, source_size, file_name, options, code, code_size, error) \
  fly_compile_sized((source), (source_size), (file_name), (options), FLY_COMPILE_OPTIONS_SIZE, (code), \
                    (code_size), (error))
#define fly_compile_kernel(name, params, param_count, options, code, code_size, error) \
  fly_compile_kernel_sized((name), (params), (param_count), (options), FLY_COMPILE_OPTIONS_SIZE, (code), \
                           (code_size), (error))

/* The registry's kernels, one "NAME<TAB>SUMMARY" line each, in a new string (fly_free). */
char *fly_list_kernels(void);

typedef struct fly_device fly_device;
typedef struct fly_module fly_module;

/* "emu:ARCH" (Fly's CPU emulator), "hip" or "hip:N" (an AMD GPU; without one the error says
 * "no AMD GPU found: ..."). */
fly_status fly_device_open(const char *spec, fly_device **device, char **error);
/* Releases the device, its memory and its modules. NULL is fine. */
void fly_device_close(fly_device *device);
/* e.g. "emulator (gfx942)"; owned by the device. */
const char *fly_device_name(const fly_device *device);
/* e.g. "gfx942"; owned by the device. */
const char *fly_device_arch(const fly_device *device);

/* Device memory: addresses are what kernels see. */
fly_status fly_device_alloc(fly_device *device, size_t bytes, uint64_t *address, char **error);
fly_status fly_device_release(fly_device *device, uint64_t address, char **error);
fly_status fly_copy_to_device(fly_device *device, uint64_t destination, const void *source, size_t bytes,
                              char **error);
fly_status fly_copy_from_device(fly_device *device, void *destination, uint64_t source, size_t bytes,
                                char **error);

/* Loads a code object (copied; the caller may free `code` afterwards). The module belongs to the
 * device and lives until fly_device_close. */
fly_status fly_module_load(fly_device *device, const void *code, size_t code_size, fly_module **module,
                           char **error);

typedef enum fly_arg_kind {
  FLY_ARG_POINTER = 0, /* a device address (8 bytes) */
  FLY_ARG_I32 = 1,
  FLY_ARG_I64 = 2,
  FLY_ARG_F32 = 3,
  FLY_ARG_F64 = 4
} fly_arg_kind;

typedef struct fly_arg {
  fly_arg_kind kind;
  union {
    uint64_t pointer;
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
  } value;
} fly_arg;

typedef struct fly_launch_config {
  uint32_t grid[3];  /* work-groups per dimension */
  uint32_t block[3]; /* work-items per work-group */
  uint32_t dynamic_lds_bytes;
} fly_launch_config;

/* Runs `kernel` of `module` to completion. Arguments are checked against the code object's
 * metadata (count and sizes) before the device sees them; a mismatch is an error naming the
 * kernel and the argument. */
fly_status fly_launch(fly_device *device, fly_module *module, const char *kernel,
                      const fly_launch_config *config, const fly_arg *args, size_t num_args,
                      char **error);

/* ---- Since version 3: descriptions as JSON ----------------------------------------------------
 * The functions below hand out one NUL-terminated JSON document (UTF-8) in a new string, released
 * with fly_free(). Objects may gain members in later versions; readers should ignore unknown ones. */

/* fly_compile / fly_compile_kernel, also describing the compilation in *info (may be NULL):
 *   {"cache": "compiled, stored in the cache",       (or "cache hit (memory)", "cache hit (disk)",
 *                                                      "compiled (cache off)", ...)
 *    "timings": [{"stage": "parse", "owner": "fly", "seconds": 0.0012}, ...]}
 * "timings" lists the stages in the order they ran (owner "fly" or "llvm"); it is empty when the
 * bytes came from the cache. Called through the macros below, like fly_compile. */
fly_status fly_compile_with_info_sized(const char *source, size_t source_size, const char *file_name,
                                       const fly_compile_options *options, size_t options_size, void **code,
                                       size_t *code_size, char **info, char **error);
fly_status fly_compile_kernel_with_info_sized(const char *name, const char *const *params, size_t param_count,
                                              const fly_compile_options *options, size_t options_size,
                                              void **code, size_t *code_size, char **info, char **error);
#define fly_compile_with_info(source, source_size, file_name, options, code, code_size, info, error) \
  fly_compile_with_info_sized((source), (source_size), (file_name), (options), FLY_COMPILE_OPTIONS_SIZE, (code), \
                              (code_size), (info), (error))
#define fly_compile_kernel_with_info(name, params, param_count, options, code, code_size, info, error) \
  fly_compile_kernel_with_info_sized((name), (params), (param_count), (options), FLY_COMPILE_OPTIONS_SIZE, \
                                     (code), (code_size), (info), (error))

/* A code object's kernels and the resources each uses (fly-llc --report), in *json:
 *   {"arch": "gfx942", "target": "amdgcn-amd-amdhsa--gfx942", "kernels": [{"name": "k",
 *    "vgprs": 32, "agprs": 0, "sgprs": 18, "lds_bytes": 0, "scratch_bytes": 0, "vgpr_spills": 0,
 *    "sgpr_spills": 0, "occupancy": 8, "max_occupancy": 8, "occupancy_limited_by": "vgpr",
 *    "wavefront_size": 64, "max_workgroup_size": 256, "kernarg_bytes": 280,
 *    "args": [{"name": "a", "type_name": "...", "offset": 0, "size": 8, "value_kind": "global_buffer",
 *              "address_space": "global"}, ...]}]}
 * "vgprs" are the architectural VGPRs; "args" the explicit arguments in order (hidden ones are
 * the runtime's). Occupancy is waves per SIMD. A code object for an arch Fly does not know is an
 * error naming it. */
fly_status fly_code_object_info(const void *code, size_t code_size, char **json, char **error);

/* The registry kernel `name` described, in *json:
 *   {"name": "softmax", "summary": "...", "params": [{"name": "dtype", "default": "f32",
 *    "allowed": ["f32", "f16"], "help": "...", "tunable": false}, ...], "archs": [...],
 *    "problem_dims": ["M", "N"], "default_problem": [64, 1024], "grid_rule": "...",
 *    "tolerance": "..."}
 * "allowed" empty: any positive integer; "archs" empty: every arch. */
fly_status fly_kernel_info(const char *name, char **json, char **error);

/* What a launch of registry kernel `name` (with `params`, as fly_compile_kernel) on `arch` for
 * `problem` (problem_size sizes, one per "problem_dims"; NULL/0: the default problem) passes:
 *   {"arguments": [{"name": "x", "role": "input" | "output" | "scalar", "type": "f16",
 *     "shape": [64, 1024], "value": 1024, "layout": ""}, ...],
 *    "grid": [64, 1, 1], "block": [256, 1, 1], "dynamic_lds_bytes": 0}
 * Tensors are row-major; "value" is a scalar's value; a non-empty "layout" says the tensor
 * travels as !fly.memref (its pointer, then one i32 per dynamic leaf; docs/abi.md). What the
 * kernel refuses for these parameters, arch and problem is an error. */
fly_status fly_kernel_plan(const char *name, const char *const *params, size_t param_count, const char *arch,
                           const int64_t *problem, size_t problem_size, char **json, char **error);

/* The process's compile cache (docs/runtime.md), configured from the environment (FLY_CACHE_DIR,
 * FLY_ENABLE_CACHE, FLY_CACHE_MAX_SIZE) when first used:
 *   {"enabled": true, "directory": "/home/u/.cache/fly", "max_disk_bytes": 1073741824,
 *    "memory_hits": 0, "disk_hits": 0, "misses": 0, "corrupt_entries": 0, "disk_evictions": 0}
 * "directory" empty: memory only. */
char *fly_cache_info(void);

/* The archs Fly compiles for, comma separated: "gfx942, gfx950, gfx1201, ..." (static storage). */
const char *fly_supported_archs(void);

/* Flags of fly_device_open_emulator. */
#define FLY_EMU_PROFILE 1u     /* count per instruction and model every launch (fly-emu --profile) */
#define FLY_EMU_CHECK_RACES 2u /* LDS races between a work-group's waves are errors (--check-races) */

/* The emulator for `arch` ("gfx942"), as fly_device_open("emu:ARCH") with `flags` (FLY_EMU_*).
 * Out-of-bounds global and LDS accesses are always errors naming the instruction and lane. */
fly_status fly_device_open_emulator(const char *arch, unsigned flags, fly_device **device, char **error);

/* What the device measured in its last launch, in *json:
 *   {"instructions": 1234, "stats": "...",                 (the emulator; absent on a GPU)
 *    "profile": {"cycles": ..., "seconds": ..., "bound": "memory", "waves_per_simd": 8,
 *                "occupancy_limit": "VGPRs", "simd_cycles": ..., "lds_cycles": ...,
 *                "memory_cycles": ..., "memory_level": "DRAM", "stall_cycles": ...,
 *                "matrix_flops": ..., "dram_bytes": ..., "l2_bytes": ..., "text": "..."}}
 * "profile" only on an emulator opened with FLY_EMU_PROFILE; "text" is fly-emu --profile's. */
fly_status fly_device_last_launch(const fly_device *device, char **json, char **error);

#ifdef __cplusplus
}
#endif

#endif /* FLY_FLY_C_H */

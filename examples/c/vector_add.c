/* Fly from C: compile examples/vector_add.fly, run it on a device, check it against the CPU.
 *
 *   fly-c-vector-add KERNEL.fly [DEVICE]      (DEVICE: emu:gfx942 by default, or hip)
 *
 * Uses only include/fly/fly-c.h. Exit status 0 when every element matches. */
#include "fly/fly-c.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int report(const char *what, char *error) {
  fprintf(stderr, "fly-c-vector-add: %s: %s\n", what, error ? error : "(no message)");
  fly_free(error);
  return 1;
}

static char *read_file(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  char *text = NULL;
  size_t capacity = 0, length = 0, got;
  do {
    if (length + 4096 > capacity) {
      capacity = (capacity + 4096) * 2;
      char *grown = realloc(text, capacity);
      if (!grown) {
        free(text);
        fclose(file);
        return NULL;
      }
      text = grown;
    }
    got = fread(text + length, 1, capacity - length, file);
    length += got;
  } while (got > 0);
  fclose(file);
  *size = length;
  return text;
}

/* c[i] = a[i] + b[i] for n elements; 4 per thread, 256 threads per block. */
static int run(fly_device *device, fly_module *module, uint32_t n, unsigned seed) {
  char *error = NULL;
  size_t bytes = (size_t)n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c) return report("malloc", NULL);
  srand(seed);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = (float)rand() / (float)RAND_MAX * 200.0f - 100.0f;
    b[i] = (float)rand() / (float)RAND_MAX * 200.0f - 100.0f;
    c[i] = -1.0f;
  }
  uint64_t da, db, dc;
  if (fly_device_alloc(device, bytes, &da, &error) || fly_device_alloc(device, bytes, &db, &error) ||
      fly_device_alloc(device, bytes, &dc, &error))
    return report("alloc", error);
  if (fly_copy_to_device(device, da, a, bytes, &error) || fly_copy_to_device(device, db, b, bytes, &error) ||
      fly_copy_to_device(device, dc, c, bytes, &error))
    return report("copy", error);
  fly_arg args[4];
  args[0].kind = FLY_ARG_POINTER;
  args[0].value.pointer = da;
  args[1].kind = FLY_ARG_POINTER;
  args[1].value.pointer = db;
  args[2].kind = FLY_ARG_POINTER;
  args[2].value.pointer = dc;
  args[3].kind = FLY_ARG_I32;
  args[3].value.i32 = (int32_t)n;
  fly_launch_config config = {{(n + 1023) / 1024, 1, 1}, {256, 1, 1}, 0};
  if (fly_launch(device, module, "vector_add", &config, args, 4, &error)) return report("launch", error);
  if (fly_copy_from_device(device, c, dc, bytes, &error)) return report("copy back", error);
  int wrong = 0;
  for (uint32_t i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i]) {
      if (wrong++ < 5) fprintf(stderr, "n=%u: c[%u] = %g, expected %g\n", n, i, c[i], a[i] + b[i]);
    }
  fly_device_release(device, da, NULL);
  fly_device_release(device, db, NULL);
  fly_device_release(device, dc, NULL);
  free(a);
  free(b);
  free(c);
  printf("n=%u: %s\n", n, wrong ? "MISMATCH" : "ok");
  return wrong != 0;
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: fly-c-vector-add KERNEL.fly [DEVICE]\n");
    return 2;
  }
  const char *spec = argc == 3 ? argv[2] : "emu:gfx942";
  char *error = NULL;
  fly_device *device;
  if (fly_device_open(spec, &device, &error)) return report("device", error);

  size_t size;
  char *source = read_file(argv[1], &size);
  if (!source) {
    fprintf(stderr, "fly-c-vector-add: cannot read %s\n", argv[1]);
    return 1;
  }
  fly_compile_options options;
  fly_compile_options_init(&options);
  options.arch = fly_device_arch(device);
  void *code;
  size_t code_size;
  if (fly_compile(source, size, argv[1], &options, &code, &code_size, &error)) return report("compile", error);
  free(source);

  fly_module *module;
  if (fly_module_load(device, code, code_size, &module, &error)) return report("load", error);
  fly_free(code);

  printf("Fly %s on %s\n", fly_version(), fly_device_name(device));
  int failed = 0;
  const uint32_t sizes[] = {1, 1000, 1024, 5003};
  for (unsigned i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) failed |= run(device, module, sizes[i], 17 + i);
  fly_device_close(device);
  return failed;
}

//===- fly_ext.cpp - fly._fly: the Python extension over Fly's C API --------===//
//
// A thin nanobind layer over include/fly/fly-c.h: every function here calls the C API and turns
// its error message into fly.FlyError. The Pythonic API (NumPy arrays, defaults, docstrings) is
// in python/fly/*.py; this module stays mechanical. The GIL is released while Fly compiles or a
// kernel runs.
//
//===----------------------------------------------------------------------===//

#include "fly/fly-c.h"

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace nb = nanobind;

namespace {

// fly.FlyError, created at import (python/fly/_errors.py subclasses nothing of ours: the class is
// this one, re-exported).
nb::object flyError;

[[noreturn]] void raise(char *message) {
  std::string text = message ? message : "unknown error";
  fly_free(message);
  PyErr_SetString(flyError.ptr(), text.c_str());
  throw nb::python_error();
}

// Calls a C API function that reports through `char **error`, raising FlyError on failure.
template <class F> void call(F &&f) {
  char *error = nullptr;
  fly_status status;
  {
    nb::gil_scoped_release release;
    status = f(&error);
  }
  if (status != FLY_SUCCESS) raise(error);
}

struct Options {
  std::string arch;
  int optLevel = 3;
  std::optional<std::string> pipeline;
  unsigned wavesPerEu = 0;
  unsigned maxnreg = 0;
  int emit = FLY_EMIT_CODE_OBJECT;
  bool useCache = true;

  fly_compile_options c() const {
    fly_compile_options o;
    fly_compile_options_init(&o);
    o.arch = arch.c_str();
    o.opt_level = optLevel;
    o.pipeline = pipeline ? pipeline->c_str() : nullptr;
    o.waves_per_eu = wavesPerEu;
    o.maxnreg = maxnreg;
    o.emit = static_cast<fly_emit_kind>(emit);
    o.use_cache = useCache ? 1 : 0;
    return o;
  }
};

nb::bytes takeBytes(void *code, size_t size) {
  nb::bytes result(static_cast<const char *>(code), size);
  fly_free(code);
  return result;
}

std::string takeString(char *text) {
  std::string result = text ? text : "";
  fly_free(text);
  return result;
}

// (bytes, the compilation's JSON description)
std::tuple<nb::bytes, std::string> compileSource(nb::bytes source, std::optional<std::string> fileName,
                                                 const Options &options) {
  fly_compile_options o = options.c();
  std::string text(source.c_str(), source.size());
  void *code = nullptr;
  size_t size = 0;
  char *info = nullptr;
  call([&](char **error) {
    return fly_compile_with_info(text.data(), text.size(), fileName ? fileName->c_str() : nullptr, &o, &code, &size,
                                 &info, error);
  });
  std::string description = takeString(info);
  return {takeBytes(code, size), description};
}

std::vector<const char *> pointersOf(const std::vector<std::string> &texts) {
  std::vector<const char *> pointers;
  for (const std::string &t : texts) pointers.push_back(t.c_str());
  return pointers;
}

std::tuple<nb::bytes, std::string> compileKernel(const std::string &name, const std::vector<std::string> &params,
                                                 const Options &options) {
  fly_compile_options o = options.c();
  std::vector<const char *> pointers = pointersOf(params);
  void *code = nullptr;
  size_t size = 0;
  char *info = nullptr;
  call([&](char **error) {
    return fly_compile_kernel_with_info(name.c_str(), pointers.data(), pointers.size(), &o, &code, &size, &info, error);
  });
  std::string description = takeString(info);
  return {takeBytes(code, size), description};
}

std::string codeObjectInfo(nb::bytes code) {
  std::string bytes(code.c_str(), code.size());
  char *json = nullptr;
  call([&](char **error) { return fly_code_object_info(bytes.data(), bytes.size(), &json, error); });
  return takeString(json);
}

std::string kernelInfo(const std::string &name) {
  char *json = nullptr;
  call([&](char **error) { return fly_kernel_info(name.c_str(), &json, error); });
  return takeString(json);
}

std::string kernelPlan(const std::string &name, const std::vector<std::string> &params, const std::string &arch,
                       const std::vector<int64_t> &problem) {
  std::vector<const char *> pointers = pointersOf(params);
  char *json = nullptr;
  call([&](char **error) {
    return fly_kernel_plan(name.c_str(), pointers.data(), pointers.size(), arch.c_str(), problem.data(),
                           problem.size(), &json, error);
  });
  return takeString(json);
}

std::string listKernels() {
  char *text = fly_list_kernels();
  std::string result = text ? text : "";
  fly_free(text);
  return result;
}

// A loaded code object; owned by its Device (the C API frees modules with the device), so the
// Python object keeps the device alive.
struct Module {
  fly_module *module;
  nb::object device;
};

struct Device {
  fly_device *device = nullptr;

  explicit Device(const std::string &spec) {
    call([&](char **error) { return fly_device_open(spec.c_str(), &device, error); });
  }
  Device(const std::string &arch, unsigned flags) {
    call([&](char **error) { return fly_device_open_emulator(arch.c_str(), flags, &device, error); });
  }
  ~Device() { fly_device_close(device); }
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  uint64_t alloc(size_t bytes) {
    uint64_t address = 0;
    call([&](char **error) { return fly_device_alloc(device, bytes, &address, error); });
    return address;
  }
  void release(uint64_t address) {
    call([&](char **error) { return fly_device_release(device, address, error); });
  }
  void copyTo(uint64_t address, nb::ndarray<nb::c_contig, nb::device::cpu, nb::ro> data) {
    const void *source = data.data();
    size_t bytes = data.nbytes();
    call([&](char **error) { return fly_copy_to_device(device, address, source, bytes, error); });
  }
  std::string lastLaunch() const {
    char *json = nullptr;
    call([&](char **error) { return fly_device_last_launch(device, &json, error); });
    return takeString(json);
  }
  void copyFrom(nb::ndarray<nb::c_contig, nb::device::cpu> data, uint64_t address) {
    void *destination = data.data();
    size_t bytes = data.nbytes();
    call([&](char **error) { return fly_copy_from_device(device, destination, address, bytes, error); });
  }
};

Module load(Device &device, nb::bytes code) {
  fly_module *module = nullptr;
  std::string bytes(code.c_str(), code.size());
  call([&](char **error) { return fly_module_load(device.device, bytes.data(), bytes.size(), &module, error); });
  return Module{module, nb::find(&device)};
}

// args: (kind, value) pairs, kind a fly_arg_kind.
void launch(Device &device, Module &module, const std::string &kernel, std::tuple<uint32_t, uint32_t, uint32_t> grid,
            std::tuple<uint32_t, uint32_t, uint32_t> block, uint32_t dynamicLds,
            const std::vector<std::tuple<int, nb::object>> &args) {
  std::vector<fly_arg> cargs;
  for (const auto &[kind, value] : args) {
    fly_arg a{};
    a.kind = static_cast<fly_arg_kind>(kind);
    switch (kind) {
    case FLY_ARG_POINTER: a.value.pointer = nb::cast<uint64_t>(value); break;
    case FLY_ARG_I32: a.value.i32 = nb::cast<int32_t>(value); break;
    case FLY_ARG_I64: a.value.i64 = nb::cast<int64_t>(value); break;
    case FLY_ARG_F32: a.value.f32 = nb::cast<float>(value); break;
    case FLY_ARG_F64: a.value.f64 = nb::cast<double>(value); break;
    default: break; // the C API names the bad kind
    }
    cargs.push_back(a);
  }
  fly_launch_config config{{std::get<0>(grid), std::get<1>(grid), std::get<2>(grid)},
                           {std::get<0>(block), std::get<1>(block), std::get<2>(block)},
                           dynamicLds};
  call([&](char **error) {
    return fly_launch(device.device, module.module, kernel.c_str(), &config, cargs.data(), cargs.size(), error);
  });
}

} // namespace

NB_MODULE(_fly, m) {
  m.doc() = "Fly's C API (include/fly/fly-c.h) for Python; use the `fly` package, not this module.";
  flyError = nb::steal(PyErr_NewExceptionWithDoc(
      "fly.FlyError", "An error Fly reported, with its located message (e.g. 'k.fly:3:7: error: ...').",
      PyExc_RuntimeError, nullptr));
  m.attr("FlyError") = flyError;
  m.attr("C_API_VERSION") = FLY_C_API_VERSION;
  m.attr("EMIT_CODE_OBJECT") = int(FLY_EMIT_CODE_OBJECT);
  m.attr("EMIT_OBJECT") = int(FLY_EMIT_OBJECT);
  m.attr("EMIT_ASSEMBLY") = int(FLY_EMIT_ASSEMBLY);
  m.attr("EMIT_LLVM_IR") = int(FLY_EMIT_LLVM_IR);
  m.attr("ARG_POINTER") = int(FLY_ARG_POINTER);
  m.attr("ARG_I32") = int(FLY_ARG_I32);
  m.attr("ARG_I64") = int(FLY_ARG_I64);
  m.attr("ARG_F32") = int(FLY_ARG_F32);
  m.attr("ARG_F64") = int(FLY_ARG_F64);
  m.attr("EMU_PROFILE") = FLY_EMU_PROFILE;
  m.attr("EMU_CHECK_RACES") = FLY_EMU_CHECK_RACES;

  m.def("version", [] { return std::string(fly_version()); });

  nb::class_<Options>(m, "Options")
      .def(nb::init<>())
      .def_rw("arch", &Options::arch)
      .def_rw("opt_level", &Options::optLevel)
      .def_rw("pipeline", &Options::pipeline)
      .def_rw("waves_per_eu", &Options::wavesPerEu)
      .def_rw("maxnreg", &Options::maxnreg)
      .def_rw("emit", &Options::emit)
      .def_rw("use_cache", &Options::useCache);

  m.def("compile", &compileSource, nb::arg("source"), nb::arg("file_name").none(), nb::arg("options"));
  m.def("compile_kernel", &compileKernel, nb::arg("name"), nb::arg("params"), nb::arg("options"));
  m.def("list_kernels", &listKernels);
  m.def("code_object_info", &codeObjectInfo, nb::arg("code"));
  m.def("kernel_info", &kernelInfo, nb::arg("name"));
  m.def("kernel_plan", &kernelPlan, nb::arg("name"), nb::arg("params"), nb::arg("arch"), nb::arg("problem"));
  m.def("cache_info", [] { return takeString(fly_cache_info()); });
  m.def("supported_archs", [] { return std::string(fly_supported_archs()); });

  nb::class_<Module>(m, "Module");
  nb::class_<Device>(m, "Device")
      .def(nb::init<const std::string &>(), nb::arg("spec"))
      .def(nb::init<const std::string &, unsigned>(), nb::arg("arch"), nb::arg("flags"))
      .def("last_launch", &Device::lastLaunch)
      .def_prop_ro("name", [](const Device &d) { return std::string(fly_device_name(d.device)); })
      .def_prop_ro("arch", [](const Device &d) { return std::string(fly_device_arch(d.device)); })
      .def("alloc", &Device::alloc, nb::arg("bytes"))
      .def("release", &Device::release, nb::arg("address"))
      .def("copy_to", &Device::copyTo, nb::arg("address"), nb::arg("data"))
      .def("copy_from", &Device::copyFrom, nb::arg("data"), nb::arg("address"))
      .def("load", &load, nb::arg("code"))
      .def("launch", &launch, nb::arg("module"), nb::arg("kernel"), nb::arg("grid"), nb::arg("block"),
           nb::arg("dynamic_lds"), nb::arg("args"));
}

//===- HipDevice.cpp - Running code objects on an AMD GPU through HIP -----===//
//
// HIP is opened with dlopen so that a machine without ROCm still builds and
// runs all of Fly; only this file knows HIP's entry points.
//
//===----------------------------------------------------------------------===//

#include "fly/runtime/Device.h"

#include "llvm/ADT/Twine.h"

#include <dlfcn.h>

#include <cstring>
#include <map>

using namespace llvm;

namespace fly::runtime {

namespace {

// hipError_t is an int enum; handles are opaque pointers. HIP's launch "extra"
// markers and the property struct's arch name come from HIP's public API.
using HipError = int;
constexpr HipError kHipSuccess = 0;
void *const kLaunchParamBufferPointer = reinterpret_cast<void *>(0x01);
void *const kLaunchParamBufferSize = reinterpret_cast<void *>(0x02);
void *const kLaunchParamEnd = reinterpret_cast<void *>(0x03);
// hipDeviceAttributeComputeCapabilityMajor etc. are not enough to name the
// processor; hipDeviceGetAttribute-free: the arch name is read from
// hipGetDeviceProperties into a buffer large enough for any HIP version's struct.
constexpr size_t kPropertiesBufferBytes = 64 * 1024;

struct HipApi {
  void *library = nullptr;
  HipError (*getDeviceCount)(int *) = nullptr;
  const char *(*getErrorName)(HipError) = nullptr;
  HipError (*setDevice)(int) = nullptr;
  HipError (*getDeviceProperties)(void *, int) = nullptr;
  HipError (*malloc)(void **, size_t) = nullptr;
  HipError (*free)(void *) = nullptr;
  HipError (*memcpyHtoD)(void *, void *, size_t) = nullptr;
  HipError (*memcpyDtoH)(void *, void *, size_t) = nullptr;
  HipError (*moduleLoadData)(void **, const void *) = nullptr;
  HipError (*moduleUnload)(void *) = nullptr;
  HipError (*moduleGetFunction)(void **, void *, const char *) = nullptr;
  HipError (*moduleLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned, unsigned,
                                 unsigned, unsigned, void *, void **, void **) = nullptr;
  HipError (*deviceSynchronize)() = nullptr;
  HipError (*streamCreate)(void **) = nullptr;
  HipError (*streamDestroy)(void *) = nullptr;
  HipError (*streamSynchronize)(void *) = nullptr;
  HipError (*eventCreate)(void **) = nullptr;
  HipError (*eventDestroy)(void *) = nullptr;
  HipError (*eventRecord)(void *, void *) = nullptr;
  HipError (*eventSynchronize)(void *) = nullptr;
  HipError (*eventElapsedTime)(float *, void *, void *) = nullptr;

  std::string errorName(HipError e) const {
    const char *name = getErrorName ? getErrorName(e) : nullptr;
    return name ? std::string(name) : "HIP error " + std::to_string(e);
  }
};

Error hipFail(const HipApi &api, const Twine &what, HipError e) {
  return createStringError(inconvertibleErrorCode(), what + " failed: " + api.errorName(e));
}

template <typename F> bool bind(void *library, const char *name, F &out) {
  out = reinterpret_cast<F>(dlsym(library, name));
  return out != nullptr;
}

Expected<HipApi> loadHip() {
  HipApi api;
  const char *candidates[] = {"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"};
  std::string tried;
  for (const char *candidate : candidates) {
    api.library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL);
    if (api.library)
      break;
    tried += std::string(tried.empty() ? "" : ", ") + candidate;
  }
  if (!api.library)
    return createStringError(inconvertibleErrorCode(),
                             "no AMD GPU found: the HIP runtime is not installed (tried " +
                                 tried + ")");
  bool ok = bind(api.library, "hipGetDeviceCount", api.getDeviceCount) &&
            bind(api.library, "hipGetErrorName", api.getErrorName) &&
            bind(api.library, "hipSetDevice", api.setDevice) &&
            bind(api.library, "hipMalloc", api.malloc) && bind(api.library, "hipFree", api.free) &&
            bind(api.library, "hipMemcpyHtoD", api.memcpyHtoD) &&
            bind(api.library, "hipMemcpyDtoH", api.memcpyDtoH) &&
            bind(api.library, "hipModuleLoadData", api.moduleLoadData) &&
            bind(api.library, "hipModuleUnload", api.moduleUnload) &&
            bind(api.library, "hipModuleGetFunction", api.moduleGetFunction) &&
            bind(api.library, "hipModuleLaunchKernel", api.moduleLaunchKernel) &&
            bind(api.library, "hipDeviceSynchronize", api.deviceSynchronize) &&
            bind(api.library, "hipStreamCreate", api.streamCreate) &&
            bind(api.library, "hipStreamDestroy", api.streamDestroy) &&
            bind(api.library, "hipStreamSynchronize", api.streamSynchronize) &&
            bind(api.library, "hipEventCreate", api.eventCreate) &&
            bind(api.library, "hipEventDestroy", api.eventDestroy) &&
            bind(api.library, "hipEventRecord", api.eventRecord) &&
            bind(api.library, "hipEventSynchronize", api.eventSynchronize) &&
            bind(api.library, "hipEventElapsedTime", api.eventElapsedTime);
  // HIP 6 renamed the property query; either spelling reads gcnArchName.
  if (!bind(api.library, "hipGetDevicePropertiesR0600", api.getDeviceProperties))
    ok = ok && bind(api.library, "hipGetDeviceProperties", api.getDeviceProperties);
  if (!ok)
    return createStringError(inconvertibleErrorCode(),
                             "the HIP runtime library lacks an entry point Fly needs");
  return api;
}

class HipModule final : public LoadedModule {
public:
  HipModule(codeobject::CodeObject object, void *handle)
      : object_(std::move(object)), handle_(handle) {}
  const codeobject::CodeObject &codeObject() const override { return object_; }
  void *handle() const { return handle_; }
  std::map<std::string, void *> functions;

private:
  codeobject::CodeObject object_;
  void *handle_;
};

// A stream or event: its handle, destroyed through the device's API table (so destroy streams
// and events before their device).
template <typename Base> class HipHandle final : public Base {
public:
  using Destroy = HipError (*HipApi::*)(void *);
  HipHandle(const HipApi &api, Destroy destroy, void *handle) : api_(api), destroy_(destroy), handle_(handle) {}
  ~HipHandle() override { (api_.*destroy_)(handle_); }
  void *handle() const { return handle_; }

private:
  const HipApi &api_;
  Destroy destroy_;
  void *handle_;
};
using HipStream = HipHandle<Stream>;
using HipEvent = HipHandle<Event>;

void *streamHandle(Stream *stream) {
  return stream ? static_cast<HipStream *>(stream)->handle() : nullptr;
}

class HipDevice final : public Device {
public:
  HipDevice(HipApi api, unsigned index, std::string arch)
      : api_(std::move(api)), index_(index), arch_(std::move(arch)) {}
  ~HipDevice() override {
    for (auto &module : modules_)
      api_.moduleUnload(static_cast<HipModule *>(module.get())->handle());
  }

  std::string name() const override {
    return "HIP device " + std::to_string(index_) + " (" + arch_ + ")";
  }
  std::string arch() const override { return arch_; }

  Expected<uint64_t> allocate(size_t bytes) override {
    void *pointer = nullptr;
    if (HipError e = api_.malloc(&pointer, bytes ? bytes : 1))
      return hipFail(api_, "hipMalloc of " + Twine(bytes) + " bytes", e);
    return reinterpret_cast<uint64_t>(pointer);
  }
  Error release(uint64_t address) override {
    if (HipError e = api_.free(reinterpret_cast<void *>(address)))
      return hipFail(api_, "hipFree", e);
    return Error::success();
  }
  Error copyToDevice(uint64_t address, const void *source, size_t bytes) override {
    if (HipError e = api_.memcpyHtoD(reinterpret_cast<void *>(address),
                                     const_cast<void *>(source), bytes))
      return hipFail(api_, "hipMemcpyHtoD", e);
    return Error::success();
  }
  Error copyFromDevice(void *destination, uint64_t address, size_t bytes) override {
    if (HipError e = api_.memcpyDtoH(destination, reinterpret_cast<void *>(address), bytes))
      return hipFail(api_, "hipMemcpyDtoH", e);
    return Error::success();
  }

  Expected<LoadedModule *> load(ArrayRef<uint8_t> bytes) override {
    auto object = codeobject::CodeObject::parse(bytes);
    if (!object)
      return object.takeError();
    if (object->processor != arch_)
      return createStringError(inconvertibleErrorCode(),
                               "code object is for " + object->processor + ", the device is " +
                                   arch_);
    void *handle = nullptr;
    if (HipError e = api_.moduleLoadData(&handle, bytes.data()))
      return hipFail(api_, "hipModuleLoadData", e);
    modules_.push_back(std::make_unique<HipModule>(std::move(*object), handle));
    return modules_.back().get();
  }

  Expected<std::unique_ptr<Stream>> createStream() override {
    void *handle = nullptr;
    if (HipError e = api_.streamCreate(&handle))
      return hipFail(api_, "hipStreamCreate", e);
    return std::make_unique<HipStream>(api_, &HipApi::streamDestroy, handle);
  }
  Expected<std::unique_ptr<Event>> createEvent() override {
    void *handle = nullptr;
    if (HipError e = api_.eventCreate(&handle))
      return hipFail(api_, "hipEventCreate", e);
    return std::make_unique<HipEvent>(api_, &HipApi::eventDestroy, handle);
  }
  Error recordEvent(Event &event, Stream *stream) override {
    if (HipError e = api_.eventRecord(static_cast<HipEvent &>(event).handle(), streamHandle(stream)))
      return hipFail(api_, "hipEventRecord", e);
    return Error::success();
  }
  Error synchronizeEvent(Event &event) override {
    if (HipError e = api_.eventSynchronize(static_cast<HipEvent &>(event).handle()))
      return hipFail(api_, "hipEventSynchronize", e);
    return Error::success();
  }
  Error synchronize(Stream *stream) override {
    HipError e = stream ? api_.streamSynchronize(streamHandle(stream)) : api_.deviceSynchronize();
    if (e)
      return hipFail(api_, stream ? "hipStreamSynchronize" : "hipDeviceSynchronize", e);
    return Error::success();
  }
  Expected<double> elapsedMilliseconds(Event &start, Event &end) override {
    float ms = 0;
    if (HipError e = api_.eventElapsedTime(&ms, static_cast<HipEvent &>(start).handle(),
                                           static_cast<HipEvent &>(end).handle()))
      return hipFail(api_, "hipEventElapsedTime", e);
    return double(ms);
  }

protected:
  Error submit(LoadedModule &loaded, const PreparedLaunch &launch, Stream *stream) override {
    // A module loaded on another device (a fly_module handle of another fly_device) is not ours to
    // launch: refused, as streams and events of another device are.
    bool ours = false;
    for (const auto &m : modules_) ours |= m.get() == &loaded;
    if (!ours)
      return createStringError(inconvertibleErrorCode(), "the module was loaded on another device");
    auto &module = static_cast<HipModule &>(loaded);
    const std::string &name = launch.kernel->name;
    void *&function = module.functions[name];
    if (!function)
      if (HipError e = api_.moduleGetFunction(&function, module.handle(), name.c_str()))
        return hipFail(api_, "hipModuleGetFunction('" + name + "')", e);
    size_t bytes = launch.explicitSegment.size();
    void *extra[] = {kLaunchParamBufferPointer, const_cast<uint8_t *>(launch.explicitSegment.data()),
                     kLaunchParamBufferSize, &bytes, kLaunchParamEnd};
    const LaunchConfig &c = launch.config;
    if (HipError e = api_.moduleLaunchKernel(function, c.grid[0], c.grid[1], c.grid[2], c.block[0],
                                             c.block[1], c.block[2], c.dynamicLdsBytes,
                                             streamHandle(stream), nullptr, extra))
      return hipFail(api_, "hipModuleLaunchKernel('" + name + "')", e);
    return Error::success();
  }

private:
  HipApi api_;
  unsigned index_;
  std::string arch_;
  std::vector<std::unique_ptr<LoadedModule>> modules_;
};

/// gcnArchName sits after the fields that precede it in hipDeviceProp_t; rather
/// than depend on one HIP version's struct, look for the "gfx" name in the bytes.
std::string findArchName(const std::vector<char> &properties) {
  for (size_t i = 0; i + 4 < properties.size(); ++i) {
    if (std::memcmp(&properties[i], "gfx", 3) != 0 || (i > 0 && properties[i - 1] != 0))
      continue;
    std::string name(&properties[i]);
    return name.substr(0, name.find(':')); // drop ":sramecc+:xnack-"
  }
  return "";
}

} // namespace

Expected<std::unique_ptr<Device>> openHipDevice(unsigned index) {
  auto api = loadHip();
  if (!api)
    return api.takeError();
  int count = 0;
  HipError e = api->getDeviceCount(&count);
  if (e != kHipSuccess || count == 0)
    return createStringError(inconvertibleErrorCode(),
                             "no AMD GPU found: hipGetDeviceCount reported " +
                                 (e != kHipSuccess ? api->errorName(e)
                                                   : std::string("0 devices")));
  if (index >= static_cast<unsigned>(count))
    return createStringError(inconvertibleErrorCode(),
                             "AMD GPU " + Twine(index) + " requested, but only " + Twine(count) +
                                 " found");
  if (HipError e = api->setDevice(static_cast<int>(index)))
    return hipFail(*api, "hipSetDevice(" + Twine(index) + ")", e);
  std::vector<char> properties(kPropertiesBufferBytes, 0);
  if (HipError e = api->getDeviceProperties(properties.data(), static_cast<int>(index)))
    return hipFail(*api, "hipGetDeviceProperties", e);
  std::string arch = findArchName(properties);
  if (arch.empty())
    return createStringError(inconvertibleErrorCode(),
                             "could not read the processor name of AMD GPU " + Twine(index));
  return std::make_unique<HipDevice>(std::move(*api), index, std::move(arch));
}

} // namespace fly::runtime

import os
import lit.formats

config.name = "Fly"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".fly", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.fly_obj_root, "tests", "lit")
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]

# Fly's tools first, then LLVM 22's (FileCheck, not, llvm-objdump, llvm-readelf).
path = [os.path.join(config.fly_obj_root, "bin"), config.llvm_tools_dir]
path.append(config.environment.get("PATH", os.environ.get("PATH", "")))
config.environment["PATH"] = os.pathsep.join(path)
# fly-run and fly-llc --kernel compile through the compile cache: the tests' own directory, not the
# user's ~/.cache/fly (a test that checks the cache sets FLY_CACHE_DIR itself).
config.environment["FLY_CACHE_DIR"] = os.path.join(config.test_exec_root, "fly-cache")
config.substitutions.append(("%fly_src", config.fly_src_root))
config.substitutions.append(("%fly_bin", os.path.join(config.fly_obj_root, "bin")))
config.substitutions.append(("%fly_data", config.fly_test_data))
config.substitutions.append(("%examples", os.path.join(config.fly_src_root, "examples")))

# Whether this build makes the Python extension module (FLY_PYTHON: ON, OFF, AUTO), decided before
# any target exists: the module links Fly's static libraries into a shared object, so when it is
# built every object is compiled position-independent -- one set of objects for the tools and the
# module, nothing compiled twice. -fno-semantic-interposition keeps calls within the libraries
# direct (no PLT), as in a position-independent executable; the executables' linker relaxes
# thread-local accesses back to the local-exec model.
set(FLY_PYTHON_MODULE OFF)
if(NOT FLY_PYTHON STREQUAL "OFF")
  if(FLY_PYTHON STREQUAL "ON")
    set(fly_python_required REQUIRED)
  endif()
  find_package(Python 3.9 COMPONENTS Interpreter Development.Module ${fly_python_required})
  # nanobind of this Python, asked every time (the Python may have changed since the last run).
  if(Python_FOUND)
    execute_process(COMMAND ${Python_EXECUTABLE} -m nanobind --cmake_dir
      OUTPUT_VARIABLE fly_nanobind_dir OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET
      RESULT_VARIABLE fly_nanobind_result)
    if(fly_nanobind_result EQUAL 0)
      set(nanobind_DIR ${fly_nanobind_dir} CACHE PATH "nanobind's CMake package" FORCE)
    endif()
  endif()
  if(Python_FOUND)
    find_package(nanobind CONFIG QUIET)
  endif()
  if(nanobind_FOUND)
    set(FLY_PYTHON_MODULE ON)
    message(STATUS "Fly: Python extension fly._fly built with ${Python_EXECUTABLE} (nanobind ${nanobind_VERSION})")
    set(CMAKE_POSITION_INDEPENDENT_CODE ON)
    add_compile_options(-fno-semantic-interposition)
  elseif(FLY_PYTHON STREQUAL "ON")
    message(FATAL_ERROR "FLY_PYTHON=ON: nanobind not found for ${Python_EXECUTABLE} (pip install nanobind)")
  else()
    message(STATUS "Fly: Python extension fly._fly not built (needs Python's headers and nanobind: "
                   "scripts/python-env.sh; docs/python.md)")
  endif()
endif()

# `cmake --install`: headers, static libraries with exported targets (find_package(Fly) gives
# Fly::c, Fly::runtime, Fly::codegen, ...), the tools, FlyConfig.cmake and a pkg-config file.
# Every library target defined under lib/ is installed, so new libraries need no edit here.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The library targets of lib/*, in definition order.
set(fly_install_libraries)
# The registry (kernels/) too: the C API compiles registry kernels.
file(GLOB fly_lib_dirs LIST_DIRECTORIES true ${FLY_SOURCE_DIR}/lib/* ${FLY_SOURCE_DIR}/kernels)
foreach(dir ${fly_lib_dirs})
  if(IS_DIRECTORY ${dir} AND EXISTS ${dir}/CMakeLists.txt)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(t ${targets})
      get_target_property(type ${t} TYPE)
      if(type STREQUAL "STATIC_LIBRARY" OR type STREQUAL "SHARED_LIBRARY")
        list(APPEND fly_install_libraries ${t})
      endif()
    endforeach()
  endif()
endforeach()

# The interface targets every library may name (LLVM, lld, warning flags) travel with them.
set(fly_install_interfaces fly_llvm fly_lld fly_warnings)
if(FLY_STATIC)
  list(APPEND fly_install_interfaces fly_absent_targets) # cmake/FlyStatic.cmake
endif()
foreach(t ${fly_install_libraries} ${fly_install_interfaces})
  string(REGEX REPLACE "^fly_" "" export_name ${t})
  set_target_properties(${t} PROPERTIES EXPORT_NAME ${export_name})
endforeach()
# Libraries publish the source tree's include/ to users in the build; installed, the prefix's.
foreach(t ${fly_install_libraries})
  get_target_property(dirs ${t} INTERFACE_INCLUDE_DIRECTORIES)
  if(dirs)
    list(TRANSFORM dirs REPLACE "^${FLY_SOURCE_DIR}/include$" "$<BUILD_INTERFACE:${FLY_SOURCE_DIR}/include>")
    set_target_properties(${t} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${dirs}")
  endif()
  target_include_directories(${t} INTERFACE $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()

install(TARGETS ${fly_install_libraries} ${fly_install_interfaces} EXPORT FlyTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${FLY_SOURCE_DIR}/include/fly DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  PATTERN "*.in" EXCLUDE)
install(FILES ${FLY_GENERATED_INCLUDE_DIR}/fly/Version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/fly)
foreach(tool fly-llc fly-opt fly-emu)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()

set(FLY_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/Fly)
install(EXPORT FlyTargets NAMESPACE Fly:: DESTINATION ${FLY_INSTALL_CMAKEDIR})
configure_package_config_file(${FLY_SOURCE_DIR}/cmake/FlyConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/FlyConfig.cmake INSTALL_DESTINATION ${FLY_INSTALL_CMAKEDIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/FlyConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/FlyConfig.cmake ${CMAKE_BINARY_DIR}/cmake/FlyConfigVersion.cmake
  DESTINATION ${FLY_INSTALL_CMAKEDIR})

# pkg-config: static libraries, so Libs lists them in link order (users first), then LLVM and lld.
set(fly_pc_order c kernels runtime dsl emu emu_matrix codegen transforms target codeobject ir algebra)
set(FLY_PC_LIBS "")
foreach(name ${fly_pc_order})
  if(TARGET fly_${name})
    string(APPEND FLY_PC_LIBS " -lfly_${name}")
  endif()
endforeach()
foreach(t ${fly_install_libraries}) # any library not in the order above goes first
  string(REGEX REPLACE "^fly_" "" name ${t})
  if(NOT name IN_LIST fly_pc_order)
    string(PREPEND FLY_PC_LIBS " -l${t}")
  endif()
endforeach()
configure_file(${FLY_SOURCE_DIR}/cmake/fly.pc.in ${CMAKE_BINARY_DIR}/cmake/fly.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/cmake/fly.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

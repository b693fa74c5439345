# NvverifyCheck.cmake — run nvverify as a build step on the NVVM / NVPTX IR a target produces.
#
#   list(APPEND CMAKE_MODULE_PATH "${CMAKE_SOURCE_DIR}/cmake")
#   include(NvverifyCheck)
#   nvverify_check(kernels_ir_check
#     IR          ${CMAKE_CURRENT_BINARY_DIR}/kernels.ll      # files or folders produced by the build
#     DEPENDS     kernels_ll                                 # the target that writes them
#     TARGETS     sm_80 sm_90a                               # nvcc spellings work too: -arch=sm_90a
#     PROFILE     nvvm                                       # optional: nvvm | llvm
#     IGNORE      NV3004                                     # optional: codes or prefixes
#     ALL)                                                   # optional: part of `all`
#
# Each call adds a custom command whose output is the JSON report (`--output`), so ninja/make
# re-run nvverify only when an IR file or nvverify changes, and the step is hermetic: it reads
# only its declared inputs, writes only its own output (plus a verdict cache inside the build
# tree, `--cache-dir`, which is safe for parallel jobs and distributed builds that share it).
# A finding of severity error fails the build (exit 1); a usage or I/O problem exits 2.

find_program(NVVERIFY_EXECUTABLE nvverify
  HINTS "${CMAKE_SOURCE_DIR}/target/release" ENV NVVERIFY_HOME
  DOC "the nvverify verifier")

function(nvverify_check name)
  cmake_parse_arguments(NV "ALL" "PROFILE" "IR;DEPENDS;TARGETS;SELECT;IGNORE" ${ARGN})
  if(NOT NVVERIFY_EXECUTABLE)
    message(FATAL_ERROR "nvverify_check(${name}): nvverify not found; set NVVERIFY_EXECUTABLE")
  endif()
  if(NOT NV_IR)
    message(FATAL_ERROR "nvverify_check(${name}): IR files are required")
  endif()
  set(args check --format json --color never)
  if(NV_TARGETS)
    list(JOIN NV_TARGETS "," targets)
    list(APPEND args --target=${targets})
  endif()
  if(NV_PROFILE)
    list(APPEND args --profile ${NV_PROFILE})
  endif()
  foreach(code IN LISTS NV_SELECT)
    list(APPEND args --select ${code})
  endforeach()
  foreach(code IN LISTS NV_IGNORE)
    list(APPEND args --ignore ${code})
  endforeach()
  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/nvverify/${name}")
  set(report "${out_dir}/report.json")
  add_custom_command(
    OUTPUT "${report}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${out_dir}"
    # Findings go to the build log (human rendering); the JSON report is the step's output. A
    # failing check fails the step, so the next build runs it again.
    COMMAND "${NVVERIFY_EXECUTABLE}" ${args} --cache-dir "${CMAKE_BINARY_DIR}/nvverify-cache"
            --output "${report}" ${NV_IR}
    DEPENDS ${NV_IR} ${NV_DEPENDS} "${NVVERIFY_EXECUTABLE}"
    COMMENT "nvverify: checking ${name}"
    VERBATIM)
  if(NV_ALL)
    add_custom_target(${name} ALL DEPENDS "${report}")
  else()
    add_custom_target(${name} DEPENDS "${report}")
  endif()
endfunction()

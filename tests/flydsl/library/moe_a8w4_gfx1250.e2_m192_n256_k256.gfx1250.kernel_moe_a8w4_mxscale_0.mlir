// FlyDSL 0.4.2: moe_a8w4_gfx1250/e2_m192_n256_k256 for gfx1250 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_moe_a8w4_mxscale_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.ptr<i8, global>, %arg2: !fly.ptr<i8, global>, %arg3: !fly.memref<i32, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<i32, global, (?,?):(?{i64},1)>, %arg5: !fly.ptr<i8, global>, %arg6: !fly.ptr<i8, global>, %arg7: i32, %arg8: i32, %arg9: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %c32_i32 = arith.constant 32 : i32
      %2 = arith.floordivsi %0, %c32_i32 : i32
      %3 = rocdl.readfirstlane %2 : i32
      %c32_i32_0 = arith.constant 32 : i32
      %4 = arith.remsi %0, %c32_i32_0 : i32
      %c16_i32 = arith.constant 16 : i32
      %5 = arith.remsi %4, %c16_i32 : i32
      %c16_i32_1 = arith.constant 16 : i32
      %6 = arith.floordivsi %4, %c16_i32_1 : i32
      %c4_i32 = arith.constant 4 : i32
      %7 = arith.floordivsi %3, %c4_i32 : i32
      %c4_i32_2 = arith.constant 4 : i32
      %8 = arith.remsi %3, %c4_i32_2 : i32
      %c255_i32 = arith.constant 255 : i32
      %9 = arith.addi %arg8, %c255_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %10 = arith.floordivsi %9, %c256_i32 : i32
      %c63_i32 = arith.constant 63 : i32
      %11 = arith.addi %arg7, %c63_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %12 = arith.floordivsi %11, %c64_i32 : i32
      %c16_i32_3 = arith.constant 16 : i32
      %13 = arith.muli %10, %c16_i32_3 : i32
      %14 = arith.floordivsi %1, %13 : i32
      %c16_i32_4 = arith.constant 16 : i32
      %15 = arith.muli %14, %c16_i32_4 : i32
      %16 = arith.muli %14, %13 : i32
      %17 = arith.subi %1, %16 : i32
      %18 = arith.subi %12, %15 : i32
      %c16_i32_5 = arith.constant 16 : i32
      %19 = arith.cmpi slt, %18, %c16_i32_5 : i32
      %c16_i32_6 = arith.constant 16 : i32
      %20 = arith.select %19, %18, %c16_i32_6 : i32
      %21 = arith.floordivsi %17, %20 : i32
      %22 = arith.muli %21, %20 : i32
      %23 = arith.subi %17, %22 : i32
      %24 = arith.addi %15, %23 : i32
      %c64_i32_7 = arith.constant 64 : i32
      %25 = arith.muli %24, %c64_i32_7 : i32
      %26 = arith.floordivsi %17, %20 : i32
      %c256_i32_8 = arith.constant 256 : i32
      %27 = arith.muli %26, %c256_i32_8 : i32
      %28 = arith.extsi %25 : i32 to i64
      %29 = arith.extsi %27 : i32 to i64
      %30 = arith.extsi %arg8 : i32 to i64
      %31 = fly.recast_iter(%arg5) : (!fly.ptr<i8, global>) -> !fly.ptr<i32, global>
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.muli %25, %c0_i32 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %33 = arith.muli %25, %c0_i32_9 : i32
      %c2_i32 = arith.constant 2 : i32
      %34 = arith.addi %33, %c2_i32 : i32
      %35 = arith.addi %32, %34 : i32
      %c1_i32 = arith.constant 1 : i32
      %36 = arith.shrsi %35, %c1_i32 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %37 = arith.cmpi slt, %36, %c1_i32_10 : i32
      %c1_i32_11 = arith.constant 1 : i32
      %38 = arith.select %37, %36, %c1_i32_11 : i32
      %39 = fly.make_int_tuple(%38) : (i32) -> !fly.int_tuple<?>
      %40 = fly.add_offset(%31, %39) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
      %41 = fly.ptr.load(%40) : (!fly.ptr<i32, global>) -> i32
      %42 = arith.cmpi sle, %41, %25 : i32
      %c1_i32_12 = arith.constant 1 : i32
      %43 = arith.addi %36, %c1_i32_12 : i32
      %44 = arith.select %42, %43, %32 : i32
      %45 = arith.select %42, %34, %36 : i32
      %46 = arith.addi %44, %45 : i32
      %c1_i32_13 = arith.constant 1 : i32
      %47 = arith.shrsi %46, %c1_i32_13 : i32
      %c1_i32_14 = arith.constant 1 : i32
      %48 = arith.cmpi slt, %47, %c1_i32_14 : i32
      %c1_i32_15 = arith.constant 1 : i32
      %49 = arith.select %48, %47, %c1_i32_15 : i32
      %50 = fly.make_int_tuple(%49) : (i32) -> !fly.int_tuple<?>
      %51 = fly.add_offset(%31, %50) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
      %52 = fly.ptr.load(%51) : (!fly.ptr<i32, global>) -> i32
      %53 = arith.cmpi sle, %52, %25 : i32
      %c1_i32_16 = arith.constant 1 : i32
      %54 = arith.addi %47, %c1_i32_16 : i32
      %55 = arith.select %53, %54, %44 : i32
      %56 = arith.select %53, %45, %47 : i32
      %57 = arith.extsi %55 : i32 to i64
      %c16_i64 = arith.constant 16 : i64
      %58 = arith.floordivsi %30, %c16_i64 : i64
      %c31_i64 = arith.constant 31 : i64
      %59 = arith.addi %30, %c31_i64 : i64
      %c32_i64 = arith.constant 32 : i64
      %60 = arith.floordivsi %59, %c32_i64 : i64
      %c64_i64 = arith.constant 64 : i64
      %61 = arith.muli %60, %c64_i64 : i64
      %62 = arith.muli %57, %61 : i64
      %c2_i32_17 = arith.constant 2 : i32
      %63 = arith.cmpi slt, %55, %c2_i32_17 : i32
      %c1_i32_18 = arith.constant 1 : i32
      %64 = arith.select %63, %55, %c1_i32_18 : i32
      %65 = fly.make_int_tuple(%64) : (i32) -> !fly.int_tuple<?>
      %66 = fly.add_offset(%31, %65) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
      %67 = fly.ptr.load(%66) : (!fly.ptr<i32, global>) -> i32
      %68 = arith.subi %67, %25 : i32
      %69 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %71 = fly.add_offset(%69, %70) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<1024>>
      %72 = fly.ptrtoint(%69) : (!fly.ptr<i8, shared, align<1024>>) -> i32
      %73 = fly.recast_iter(%arg1) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %74 = fly.recast_iter(%arg2) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %75 = fly.get_iter(%arg3) : (!fly.memref<i32, global, (?,?):(?{i64},1)>) -> !fly.ptr<i32, global>
      %76 = fly.get_iter(%arg4) : (!fly.memref<i32, global, (?,?):(?{i64},1)>) -> !fly.ptr<i32, global>
      %77 = arith.muli %57, %58 : i64
      %c16_i64_19 = arith.constant 16 : i64
      %78 = arith.floordivsi %29, %c16_i64_19 : i64
      %79 = arith.addi %77, %78 : i64
      %c256_i64 = arith.constant 256 : i64
      %80 = arith.muli %28, %c256_i64 : i64
      %c2048_i64 = arith.constant 2048 : i64
      %81 = arith.muli %79, %c2048_i64 : i64
      %c32_i64_20 = arith.constant 32 : i64
      %82 = arith.floordivsi %29, %c32_i64_20 : i64
      %c64_i64_21 = arith.constant 64 : i64
      %83 = arith.muli %82, %c64_i64_21 : i64
      %84 = arith.addi %83, %62 : i64
      %85 = fly.recast_iter(%69) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<i32, shared, align<16>>
      %c0_i64 = arith.constant 0 : i64
      %86 = arith.addi %80, %c0_i64 : i64
      %87 = fly.make_int_tuple(%86) : (i64) -> !fly.int_tuple<?{i64}>
      %88 = fly.add_offset(%73, %87) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %89 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %91 = fly.make_layout(%89, %90) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(32,256):(256,1)>
      %92 = fly.make_view(%88, %91) : (!fly.ptr<i8, global>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<i8, global, (32,256):(256,1)>
      %c0_i32_22 = arith.constant 0 : i32
      %93 = arith.subi %68, %c0_i32_22 : i32
      %94 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %95 = fly.atom.set_value(%94, "extent_0", %93) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %96 = fly.atom.set_value(%95, "extent_1", %c2147483647_i32) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c256_i64_23 = arith.constant 256 : i64
      %97 = fly.atom.set_value(%96, "stride_0", %c256_i64_23) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c8192_i64 = arith.constant 8192 : i64
      %98 = arith.addi %80, %c8192_i64 : i64
      %99 = fly.make_int_tuple(%98) : (i64) -> !fly.int_tuple<?{i64}>
      %100 = fly.add_offset(%73, %99) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %101 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
      %102 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %103 = fly.make_layout(%101, %102) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(32,256):(256,1)>
      %104 = fly.make_view(%100, %103) : (!fly.ptr<i8, global>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<i8, global, (32,256):(256,1)>
      %c32_i32_24 = arith.constant 32 : i32
      %105 = arith.subi %68, %c32_i32_24 : i32
      %106 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %107 = fly.atom.set_value(%106, "extent_0", %105) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32_25 = arith.constant 2147483647 : i32
      %108 = fly.atom.set_value(%107, "extent_1", %c2147483647_i32_25) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c256_i64_26 = arith.constant 256 : i64
      %109 = fly.atom.set_value(%108, "stride_0", %c256_i64_26) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
      %c0_i64_27 = arith.constant 0 : i64
      %110 = arith.addi %81, %c0_i64_27 : i64
      %111 = fly.make_int_tuple(%110) : (i64) -> !fly.int_tuple<?{i64}>
      %112 = fly.add_offset(%74, %111) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %113 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
      %115 = fly.make_layout(%113, %114) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
      %116 = fly.make_view(%112, %115) : (!fly.ptr<i8, global>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, global, (8,2048):(2048,1)>
      %117 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32_28 = arith.constant 2147483647 : i32
      %118 = fly.atom.set_value(%117, "extent_0", %c2147483647_i32_28) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32_29 = arith.constant 2147483647 : i32
      %119 = fly.atom.set_value(%118, "extent_1", %c2147483647_i32_29) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2048_i64_30 = arith.constant 2048 : i64
      %120 = fly.atom.set_value(%119, "stride_0", %c2048_i64_30) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c16384_i64 = arith.constant 16384 : i64
      %121 = arith.addi %81, %c16384_i64 : i64
      %122 = fly.make_int_tuple(%121) : (i64) -> !fly.int_tuple<?{i64}>
      %123 = fly.add_offset(%74, %122) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
      %126 = fly.make_layout(%124, %125) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
      %127 = fly.make_view(%123, %126) : (!fly.ptr<i8, global>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, global, (8,2048):(2048,1)>
      %128 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32_31 = arith.constant 2147483647 : i32
      %129 = fly.atom.set_value(%128, "extent_0", %c2147483647_i32_31) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2147483647_i32_32 = arith.constant 2147483647 : i32
      %130 = fly.atom.set_value(%129, "extent_1", %c2147483647_i32_32) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c2048_i64_33 = arith.constant 2048 : i64
      %131 = fly.atom.set_value(%130, "stride_0", %c2048_i64_33) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
      %c4_i64 = arith.constant 4 : i64
      %132 = arith.floordivsi %28, %c4_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %133 = arith.muli %132, %c8_i64 : i64
      %c0_i64_34 = arith.constant 0 : i64
      %134 = arith.addi %133, %c0_i64_34 : i64
      %135 = fly.make_int_tuple(%134) : (i64) -> !fly.int_tuple<?{i64}>
      %136 = fly.add_offset(%75, %135) : (!fly.ptr<i32, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i32, global>
      %137 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
      %138 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %139 = fly.make_layout(%137, %138) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
      %140 = fly.make_view(%136, %139) : (!fly.ptr<i32, global>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, global, (8,8):(8,1)>
      %141 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_35 = arith.constant 2147483647 : i32
      %142 = fly.atom.set_value(%141, "extent_0", %c2147483647_i32_35) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_36 = arith.constant 2147483647 : i32
      %143 = fly.atom.set_value(%142, "extent_1", %c2147483647_i32_36) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c8_i64_37 = arith.constant 8 : i64
      %144 = fly.atom.set_value(%143, "stride_0", %c8_i64_37) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c64_i64_38 = arith.constant 64 : i64
      %145 = arith.addi %133, %c64_i64_38 : i64
      %146 = fly.make_int_tuple(%145) : (i64) -> !fly.int_tuple<?{i64}>
      %147 = fly.add_offset(%75, %146) : (!fly.ptr<i32, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i32, global>
      %148 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
      %149 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %150 = fly.make_layout(%148, %149) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
      %151 = fly.make_view(%147, %150) : (!fly.ptr<i32, global>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, global, (8,8):(8,1)>
      %152 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_39 = arith.constant 2147483647 : i32
      %153 = fly.atom.set_value(%152, "extent_0", %c2147483647_i32_39) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_40 = arith.constant 2147483647 : i32
      %154 = fly.atom.set_value(%153, "extent_1", %c2147483647_i32_40) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c8_i64_41 = arith.constant 8 : i64
      %155 = fly.atom.set_value(%154, "stride_0", %c8_i64_41) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c0_i64_42 = arith.constant 0 : i64
      %156 = arith.addi %84, %c0_i64_42 : i64
      %157 = fly.make_int_tuple(%156) : (i64) -> !fly.int_tuple<?{i64}>
      %158 = fly.add_offset(%76, %157) : (!fly.ptr<i32, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i32, global>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
      %160 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
      %161 = fly.make_layout(%159, %160) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
      %162 = fly.make_view(%158, %161) : (!fly.ptr<i32, global>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, global, (4,64):(64,1)>
      %163 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_43 = arith.constant 2147483647 : i32
      %164 = fly.atom.set_value(%163, "extent_0", %c2147483647_i32_43) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_44 = arith.constant 2147483647 : i32
      %165 = fly.atom.set_value(%164, "extent_1", %c2147483647_i32_44) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c64_i64_45 = arith.constant 64 : i64
      %166 = fly.atom.set_value(%165, "stride_0", %c64_i64_45) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c256_i64_46 = arith.constant 256 : i64
      %167 = arith.addi %84, %c256_i64_46 : i64
      %168 = fly.make_int_tuple(%167) : (i64) -> !fly.int_tuple<?{i64}>
      %169 = fly.add_offset(%76, %168) : (!fly.ptr<i32, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i32, global>
      %170 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
      %171 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
      %172 = fly.make_layout(%170, %171) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
      %173 = fly.make_view(%169, %172) : (!fly.ptr<i32, global>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, global, (4,64):(64,1)>
      %174 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_47 = arith.constant 2147483647 : i32
      %175 = fly.atom.set_value(%174, "extent_0", %c2147483647_i32_47) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c2147483647_i32_48 = arith.constant 2147483647 : i32
      %176 = fly.atom.set_value(%175, "extent_1", %c2147483647_i32_48) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c64_i64_49 = arith.constant 64 : i64
      %177 = fly.atom.set_value(%176, "stride_0", %c64_i64_49) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
      %c64_i32_50 = arith.constant 64 : i32
      %178 = arith.muli %7, %c64_i32_50 : i32
      %c64_i32_51 = arith.constant 64 : i32
      %179 = arith.muli %8, %c64_i32_51 : i32
      %180 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %182 = fly.make_layout(%180, %181) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %183 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %184 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %185 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %186 = fly.make_layout(%184, %185) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %187 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      %188 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %189 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %190 = fly.make_layout(%188, %189) : (!fly.int_tuple<2>, !fly.int_tuple<1>) -> !fly.layout<2:1>
      %191 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 32>
      %192 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %193 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %195 = fly.make_ordered_layout(%193, %194) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %196 = fly.memref.alloca(%195) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %197 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %198 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %199 = fly.make_ordered_layout(%197, %198) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %200 = fly.memref.alloca(%199) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %201 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %202 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %203 = fly.make_ordered_layout(%201, %202) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %204 = fly.memref.alloca(%203) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %205 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %207 = fly.make_ordered_layout(%205, %206) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %208 = fly.memref.alloca(%207) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %209 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %210 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %211 = fly.make_ordered_layout(%209, %210) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %212 = fly.memref.alloca(%211) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %213 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %214 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %215 = fly.make_ordered_layout(%213, %214) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %216 = fly.memref.alloca(%215) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %217 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %218 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %219 = fly.make_ordered_layout(%217, %218) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %220 = fly.memref.alloca(%219) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %221 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %222 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %223 = fly.make_ordered_layout(%221, %222) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %224 = fly.memref.alloca(%223) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %225 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %226 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %227 = fly.make_ordered_layout(%225, %226) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %228 = fly.memref.alloca(%227) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %229 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %230 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %231 = fly.make_ordered_layout(%229, %230) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %232 = fly.memref.alloca(%231) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %233 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %234 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %235 = fly.make_ordered_layout(%233, %234) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %236 = fly.memref.alloca(%235) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %237 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %238 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %239 = fly.make_ordered_layout(%237, %238) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %240 = fly.memref.alloca(%239) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %241 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %242 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %243 = fly.make_ordered_layout(%241, %242) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %244 = fly.memref.alloca(%243) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %245 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %246 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %247 = fly.make_ordered_layout(%245, %246) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %248 = fly.memref.alloca(%247) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %249 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %250 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %251 = fly.make_ordered_layout(%249, %250) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %252 = fly.memref.alloca(%251) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %253 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %254 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %255 = fly.make_ordered_layout(%253, %254) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %256 = fly.memref.alloca(%255) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %cst = arith.constant 0.000000e+00 : f32
      %257 = vector.broadcast %cst : f32 to vector<8xf32>
      fly.memref.store_vec(%257, %196) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_52 = arith.constant 0.000000e+00 : f32
      %258 = vector.broadcast %cst_52 : f32 to vector<8xf32>
      fly.memref.store_vec(%258, %200) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_53 = arith.constant 0.000000e+00 : f32
      %259 = vector.broadcast %cst_53 : f32 to vector<8xf32>
      fly.memref.store_vec(%259, %204) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_54 = arith.constant 0.000000e+00 : f32
      %260 = vector.broadcast %cst_54 : f32 to vector<8xf32>
      fly.memref.store_vec(%260, %208) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_55 = arith.constant 0.000000e+00 : f32
      %261 = vector.broadcast %cst_55 : f32 to vector<8xf32>
      fly.memref.store_vec(%261, %212) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_56 = arith.constant 0.000000e+00 : f32
      %262 = vector.broadcast %cst_56 : f32 to vector<8xf32>
      fly.memref.store_vec(%262, %216) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_57 = arith.constant 0.000000e+00 : f32
      %263 = vector.broadcast %cst_57 : f32 to vector<8xf32>
      fly.memref.store_vec(%263, %220) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_58 = arith.constant 0.000000e+00 : f32
      %264 = vector.broadcast %cst_58 : f32 to vector<8xf32>
      fly.memref.store_vec(%264, %224) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_59 = arith.constant 0.000000e+00 : f32
      %265 = vector.broadcast %cst_59 : f32 to vector<8xf32>
      fly.memref.store_vec(%265, %228) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_60 = arith.constant 0.000000e+00 : f32
      %266 = vector.broadcast %cst_60 : f32 to vector<8xf32>
      fly.memref.store_vec(%266, %232) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_61 = arith.constant 0.000000e+00 : f32
      %267 = vector.broadcast %cst_61 : f32 to vector<8xf32>
      fly.memref.store_vec(%267, %236) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_62 = arith.constant 0.000000e+00 : f32
      %268 = vector.broadcast %cst_62 : f32 to vector<8xf32>
      fly.memref.store_vec(%268, %240) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_63 = arith.constant 0.000000e+00 : f32
      %269 = vector.broadcast %cst_63 : f32 to vector<8xf32>
      fly.memref.store_vec(%269, %244) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_64 = arith.constant 0.000000e+00 : f32
      %270 = vector.broadcast %cst_64 : f32 to vector<8xf32>
      fly.memref.store_vec(%270, %248) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_65 = arith.constant 0.000000e+00 : f32
      %271 = vector.broadcast %cst_65 : f32 to vector<8xf32>
      fly.memref.store_vec(%271, %252) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_66 = arith.constant 0.000000e+00 : f32
      %272 = vector.broadcast %cst_66 : f32 to vector<8xf32>
      fly.memref.store_vec(%272, %256) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %c2_i32_67 = arith.constant 2 : i32
      %273 = arith.cmpi slt, %55, %c2_i32_67 : i32
      scf.if %273 {
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %275 = fly.add_offset(%69, %274) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<1024>>
        %276 = fly.recast_iter(%275) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<i8, shared, align<16>>
        %277 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %278 = fly.add_offset(%276, %277) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %279 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %280 = fly.add_offset(%278, %279) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %281 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<(272,1)>
        %283 = fly.make_layout(%281, %282) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(272,1)>) -> !fly.layout<(32,256):(272,1)>
        %284 = fly.make_view(%280, %283) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(32,256):(272,1)>) -> !fly.memref<i8, shared, (32,256):(272,1), align<16>>
        %c0_i32_68 = arith.constant 0 : i32
        %285 = arith.cmpi eq, %3, %c0_i32_68 : i32
        scf.if %285 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%97, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
          fly.copy(%1941, %92, %284) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (32,256):(256,1)>, !fly.memref<i8, shared, (32,256):(272,1), align<16>>) -> ()
        }
        %286 = fly.make_int_tuple() : () -> !fly.int_tuple<8704>
        %287 = fly.add_offset(%276, %286) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<8704>) -> !fly.ptr<i8, shared, align<16>>
        %288 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %289 = fly.add_offset(%287, %288) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %290 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
        %291 = fly.make_int_tuple() : () -> !fly.int_tuple<(272,1)>
        %292 = fly.make_layout(%290, %291) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(272,1)>) -> !fly.layout<(32,256):(272,1)>
        %293 = fly.make_view(%289, %292) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(32,256):(272,1)>) -> !fly.memref<i8, shared, (32,256):(272,1), align<16>>
        %c1_i32_69 = arith.constant 1 : i32
        %294 = arith.cmpi eq, %3, %c1_i32_69 : i32
        scf.if %294 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%109, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
          fly.copy(%1941, %104, %293) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (32,256):(256,1)>, !fly.memref<i8, shared, (32,256):(272,1), align<16>>) -> ()
        }
        %295 = fly.make_int_tuple() : () -> !fly.int_tuple<17408>
        %296 = fly.add_offset(%276, %295) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<17408>) -> !fly.ptr<i8, shared, align<16>>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.add_offset(%296, %297) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
        %301 = fly.make_layout(%299, %300) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
        %302 = fly.make_view(%298, %301) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>
        %c2_i32_70 = arith.constant 2 : i32
        %303 = arith.cmpi eq, %3, %c2_i32_70 : i32
        scf.if %303 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%120, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
          fly.copy(%1941, %116, %302) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (8,2048):(2048,1)>, !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>) -> ()
        }
        %304 = fly.make_int_tuple() : () -> !fly.int_tuple<33792>
        %305 = fly.add_offset(%276, %304) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<33792>) -> !fly.ptr<i8, shared, align<16>>
        %306 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %307 = fly.add_offset(%305, %306) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %308 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
        %309 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
        %310 = fly.make_layout(%308, %309) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
        %311 = fly.make_view(%307, %310) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>
        %c3_i32 = arith.constant 3 : i32
        %312 = arith.cmpi eq, %3, %c3_i32 : i32
        scf.if %312 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%131, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
          fly.copy(%1941, %127, %311) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (8,2048):(2048,1)>, !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>) -> ()
        }
        %313 = fly.make_int_tuple() : () -> !fly.int_tuple<12544>
        %314 = fly.add_offset(%85, %313) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12544>) -> !fly.ptr<i32, shared, align<16>>
        %315 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %316 = fly.add_offset(%314, %315) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %317 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
        %318 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
        %319 = fly.make_layout(%317, %318) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
        %320 = fly.make_view(%316, %319) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, shared, (8,8):(8,1), align<16>>
        %c0_i32_71 = arith.constant 0 : i32
        %321 = arith.cmpi eq, %3, %c0_i32_71 : i32
        scf.if %321 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%144, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
          fly.copy(%1941, %140, %320) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (8,8):(8,1)>, !fly.memref<i32, shared, (8,8):(8,1), align<16>>) -> ()
        }
        %322 = fly.make_int_tuple() : () -> !fly.int_tuple<12608>
        %323 = fly.add_offset(%85, %322) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12608>) -> !fly.ptr<i32, shared, align<16>>
        %324 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %325 = fly.add_offset(%323, %324) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %326 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
        %327 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
        %328 = fly.make_layout(%326, %327) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
        %329 = fly.make_view(%325, %328) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, shared, (8,8):(8,1), align<16>>
        %c1_i32_72 = arith.constant 1 : i32
        %330 = arith.cmpi eq, %3, %c1_i32_72 : i32
        scf.if %330 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%155, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
          fly.copy(%1941, %151, %329) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (8,8):(8,1)>, !fly.memref<i32, shared, (8,8):(8,1), align<16>>) -> ()
        }
        %331 = fly.make_int_tuple() : () -> !fly.int_tuple<12672>
        %332 = fly.add_offset(%85, %331) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12672>) -> !fly.ptr<i32, shared, align<16>>
        %333 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %334 = fly.add_offset(%332, %333) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %335 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
        %336 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
        %337 = fly.make_layout(%335, %336) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
        %338 = fly.make_view(%334, %337) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, shared, (4,64):(64,1), align<16>>
        %c2_i32_73 = arith.constant 2 : i32
        %339 = arith.cmpi eq, %3, %c2_i32_73 : i32
        scf.if %339 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%166, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
          fly.copy(%1941, %162, %338) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (4,64):(64,1)>, !fly.memref<i32, shared, (4,64):(64,1), align<16>>) -> ()
        }
        %340 = fly.make_int_tuple() : () -> !fly.int_tuple<12928>
        %341 = fly.add_offset(%85, %340) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12928>) -> !fly.ptr<i32, shared, align<16>>
        %342 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %343 = fly.add_offset(%341, %342) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %344 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
        %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
        %346 = fly.make_layout(%344, %345) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
        %347 = fly.make_view(%343, %346) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, shared, (4,64):(64,1), align<16>>
        %c3_i32_74 = arith.constant 3 : i32
        %348 = arith.cmpi eq, %3, %c3_i32_74 : i32
        scf.if %348 {
          %c0_i64_368 = arith.constant 0 : i64
          %1941 = fly.atom.set_value(%177, "imm_offset", %c0_i64_368) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
          fly.copy(%1941, %173, %347) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (4,64):(64,1)>, !fly.memref<i32, shared, (4,64):(64,1), align<16>>) -> ()
        }
        %c0_i32_75 = arith.constant 0 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %c1_i32_77 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32_75 to %c0_i32_76 step %c1_i32_77  : i32 {
          %c1_i32_368 = arith.constant 1 : i32
          %1941 = arith.remsi %arg10, %c1_i32_368 : i32
          %c52736_i32 = arith.constant 52736 : i32
          %1942 = arith.muli %1941, %c52736_i32 : i32
          %1943 = fly.make_int_tuple(%1942) : (i32) -> !fly.int_tuple<?>
          %1944 = fly.add_offset(%69, %1943) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1945 = fly.ptrtoint(%1944) : (!fly.ptr<i8, shared>) -> i32
          rocdl.s.wait.tensorcnt 0
          gpu.barrier
          %c16_i32_369 = arith.constant 16 : i32
          %1946 = arith.floordivsi %179, %c16_i32_369 : i32
          %c0_i32_370 = arith.constant 0 : i32
          %1947 = arith.addi %1946, %c0_i32_370 : i32
          %c2048_i32_371 = arith.constant 2048 : i32
          %1948 = arith.muli %1947, %c2048_i32_371 : i32
          %c17408_i32_372 = arith.constant 17408 : i32
          %1949 = arith.addi %c17408_i32_372, %1948 : i32
          %c0_i32_373 = arith.constant 0 : i32
          %1950 = arith.addi %1949, %c0_i32_373 : i32
          %c256_i32_374 = arith.constant 256 : i32
          %1951 = arith.muli %6, %c256_i32_374 : i32
          %1952 = arith.addi %1950, %1951 : i32
          %c16_i32_375 = arith.constant 16 : i32
          %1953 = arith.muli %5, %c16_i32_375 : i32
          %1954 = arith.addi %1952, %1953 : i32
          %1955 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %1956 = arith.addi %1945, %1954 : i32
          %1957 = fly.inttoptr(%1956) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %1958 = fly.make_view(%1957, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %1958, %1955) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %1959 = fly.memref.load_vec(%1955) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %1960 = fly.get_layout(%1955) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %1961 = fly.get_shape(%1960) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_376 = arith.constant 512 : i32
          %1962 = arith.addi %1954, %c512_i32_376 : i32
          %1963 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %1964 = arith.addi %1945, %1962 : i32
          %1965 = fly.inttoptr(%1964) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %1966 = fly.make_view(%1965, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %1966, %1963) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %1967 = fly.memref.load_vec(%1963) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %1968 = fly.get_layout(%1963) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %1969 = fly.get_shape(%1968) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %1970 = vector.shuffle %1959, %1967 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %1971 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %1972 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %1973 = fly.make_ordered_layout(%1971, %1972) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %1974 = fly.memref.alloca(%1973) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%1970, %1974) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_377 = arith.constant 16 : i32
          %1975 = arith.floordivsi %179, %c16_i32_377 : i32
          %c1_i32_378 = arith.constant 1 : i32
          %1976 = arith.addi %1975, %c1_i32_378 : i32
          %c2048_i32_379 = arith.constant 2048 : i32
          %1977 = arith.muli %1976, %c2048_i32_379 : i32
          %c17408_i32_380 = arith.constant 17408 : i32
          %1978 = arith.addi %c17408_i32_380, %1977 : i32
          %c0_i32_381 = arith.constant 0 : i32
          %1979 = arith.addi %1978, %c0_i32_381 : i32
          %c256_i32_382 = arith.constant 256 : i32
          %1980 = arith.muli %6, %c256_i32_382 : i32
          %1981 = arith.addi %1979, %1980 : i32
          %c16_i32_383 = arith.constant 16 : i32
          %1982 = arith.muli %5, %c16_i32_383 : i32
          %1983 = arith.addi %1981, %1982 : i32
          %1984 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %1985 = arith.addi %1945, %1983 : i32
          %1986 = fly.inttoptr(%1985) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %1987 = fly.make_view(%1986, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %1987, %1984) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %1988 = fly.memref.load_vec(%1984) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %1989 = fly.get_layout(%1984) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %1990 = fly.get_shape(%1989) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_384 = arith.constant 512 : i32
          %1991 = arith.addi %1983, %c512_i32_384 : i32
          %1992 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %1993 = arith.addi %1945, %1991 : i32
          %1994 = fly.inttoptr(%1993) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %1995 = fly.make_view(%1994, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %1995, %1992) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %1996 = fly.memref.load_vec(%1992) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %1997 = fly.get_layout(%1992) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %1998 = fly.get_shape(%1997) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %1999 = vector.shuffle %1988, %1996 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2000 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2001 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2002 = fly.make_ordered_layout(%2000, %2001) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2003 = fly.memref.alloca(%2002) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%1999, %2003) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_385 = arith.constant 16 : i32
          %2004 = arith.floordivsi %179, %c16_i32_385 : i32
          %c2_i32_386 = arith.constant 2 : i32
          %2005 = arith.addi %2004, %c2_i32_386 : i32
          %c2048_i32_387 = arith.constant 2048 : i32
          %2006 = arith.muli %2005, %c2048_i32_387 : i32
          %c17408_i32_388 = arith.constant 17408 : i32
          %2007 = arith.addi %c17408_i32_388, %2006 : i32
          %c0_i32_389 = arith.constant 0 : i32
          %2008 = arith.addi %2007, %c0_i32_389 : i32
          %c256_i32_390 = arith.constant 256 : i32
          %2009 = arith.muli %6, %c256_i32_390 : i32
          %2010 = arith.addi %2008, %2009 : i32
          %c16_i32_391 = arith.constant 16 : i32
          %2011 = arith.muli %5, %c16_i32_391 : i32
          %2012 = arith.addi %2010, %2011 : i32
          %2013 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2014 = arith.addi %1945, %2012 : i32
          %2015 = fly.inttoptr(%2014) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2016 = fly.make_view(%2015, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2016, %2013) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2017 = fly.memref.load_vec(%2013) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2018 = fly.get_layout(%2013) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2019 = fly.get_shape(%2018) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_392 = arith.constant 512 : i32
          %2020 = arith.addi %2012, %c512_i32_392 : i32
          %2021 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2022 = arith.addi %1945, %2020 : i32
          %2023 = fly.inttoptr(%2022) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2024 = fly.make_view(%2023, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2024, %2021) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2025 = fly.memref.load_vec(%2021) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2026 = fly.get_layout(%2021) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2027 = fly.get_shape(%2026) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2028 = vector.shuffle %2017, %2025 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2029 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2030 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2031 = fly.make_ordered_layout(%2029, %2030) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2032 = fly.memref.alloca(%2031) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2028, %2032) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_393 = arith.constant 16 : i32
          %2033 = arith.floordivsi %179, %c16_i32_393 : i32
          %c3_i32_394 = arith.constant 3 : i32
          %2034 = arith.addi %2033, %c3_i32_394 : i32
          %c2048_i32_395 = arith.constant 2048 : i32
          %2035 = arith.muli %2034, %c2048_i32_395 : i32
          %c17408_i32_396 = arith.constant 17408 : i32
          %2036 = arith.addi %c17408_i32_396, %2035 : i32
          %c0_i32_397 = arith.constant 0 : i32
          %2037 = arith.addi %2036, %c0_i32_397 : i32
          %c256_i32_398 = arith.constant 256 : i32
          %2038 = arith.muli %6, %c256_i32_398 : i32
          %2039 = arith.addi %2037, %2038 : i32
          %c16_i32_399 = arith.constant 16 : i32
          %2040 = arith.muli %5, %c16_i32_399 : i32
          %2041 = arith.addi %2039, %2040 : i32
          %2042 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2043 = arith.addi %1945, %2041 : i32
          %2044 = fly.inttoptr(%2043) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2045 = fly.make_view(%2044, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2045, %2042) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2046 = fly.memref.load_vec(%2042) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2047 = fly.get_layout(%2042) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2048 = fly.get_shape(%2047) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_400 = arith.constant 512 : i32
          %2049 = arith.addi %2041, %c512_i32_400 : i32
          %2050 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2051 = arith.addi %1945, %2049 : i32
          %2052 = fly.inttoptr(%2051) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2053 = fly.make_view(%2052, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2053, %2050) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2054 = fly.memref.load_vec(%2050) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2055 = fly.get_layout(%2050) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2056 = fly.get_shape(%2055) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2057 = vector.shuffle %2046, %2054 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2058 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2059 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2060 = fly.make_ordered_layout(%2058, %2059) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2061 = fly.memref.alloca(%2060) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2057, %2061) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c0_i32_401 = arith.constant 0 : i32
          %2062 = arith.addi %179, %c0_i32_401 : i32
          %2063 = arith.addi %2062, %5 : i32
          %c32_i32_402 = arith.constant 32 : i32
          %2064 = arith.floordivsi %2063, %c32_i32_402 : i32
          %c64_i32_403 = arith.constant 64 : i32
          %2065 = arith.muli %2064, %c64_i32_403 : i32
          %c0_i32_404 = arith.constant 0 : i32
          %2066 = arith.addi %2065, %c0_i32_404 : i32
          %c32_i32_405 = arith.constant 32 : i32
          %2067 = arith.remsi %2063, %c32_i32_405 : i32
          %2068 = arith.addi %2066, %2067 : i32
          %c4_i32_406 = arith.constant 4 : i32
          %2069 = arith.muli %2068, %c4_i32_406 : i32
          %c50688_i32_407 = arith.constant 50688 : i32
          %2070 = arith.addi %c50688_i32_407, %2069 : i32
          %2071 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2072 = arith.addi %1945, %2070 : i32
          %2073 = fly.inttoptr(%2072) : (i32) -> !fly.ptr<i32, shared>
          %2074 = fly.make_view(%2073, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2074, %2071) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2075 = fly.memref.load_vec(%2071) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2076 = fly.get_layout(%2071) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2077 = fly.get_shape(%2076) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2078 = vector.extract %2075[0] : i32 from vector<1xi32>
          %c16_i32_408 = arith.constant 16 : i32
          %2079 = arith.addi %179, %c16_i32_408 : i32
          %2080 = arith.addi %2079, %5 : i32
          %c32_i32_409 = arith.constant 32 : i32
          %2081 = arith.floordivsi %2080, %c32_i32_409 : i32
          %c64_i32_410 = arith.constant 64 : i32
          %2082 = arith.muli %2081, %c64_i32_410 : i32
          %c0_i32_411 = arith.constant 0 : i32
          %2083 = arith.addi %2082, %c0_i32_411 : i32
          %c32_i32_412 = arith.constant 32 : i32
          %2084 = arith.remsi %2080, %c32_i32_412 : i32
          %2085 = arith.addi %2083, %2084 : i32
          %c4_i32_413 = arith.constant 4 : i32
          %2086 = arith.muli %2085, %c4_i32_413 : i32
          %c50688_i32_414 = arith.constant 50688 : i32
          %2087 = arith.addi %c50688_i32_414, %2086 : i32
          %2088 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2089 = arith.addi %1945, %2087 : i32
          %2090 = fly.inttoptr(%2089) : (i32) -> !fly.ptr<i32, shared>
          %2091 = fly.make_view(%2090, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2091, %2088) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2092 = fly.memref.load_vec(%2088) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2093 = fly.get_layout(%2088) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2094 = fly.get_shape(%2093) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2095 = vector.extract %2092[0] : i32 from vector<1xi32>
          %c32_i32_415 = arith.constant 32 : i32
          %2096 = arith.addi %179, %c32_i32_415 : i32
          %2097 = arith.addi %2096, %5 : i32
          %c32_i32_416 = arith.constant 32 : i32
          %2098 = arith.floordivsi %2097, %c32_i32_416 : i32
          %c64_i32_417 = arith.constant 64 : i32
          %2099 = arith.muli %2098, %c64_i32_417 : i32
          %c0_i32_418 = arith.constant 0 : i32
          %2100 = arith.addi %2099, %c0_i32_418 : i32
          %c32_i32_419 = arith.constant 32 : i32
          %2101 = arith.remsi %2097, %c32_i32_419 : i32
          %2102 = arith.addi %2100, %2101 : i32
          %c4_i32_420 = arith.constant 4 : i32
          %2103 = arith.muli %2102, %c4_i32_420 : i32
          %c50688_i32_421 = arith.constant 50688 : i32
          %2104 = arith.addi %c50688_i32_421, %2103 : i32
          %2105 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2106 = arith.addi %1945, %2104 : i32
          %2107 = fly.inttoptr(%2106) : (i32) -> !fly.ptr<i32, shared>
          %2108 = fly.make_view(%2107, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2108, %2105) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2109 = fly.memref.load_vec(%2105) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2110 = fly.get_layout(%2105) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2111 = fly.get_shape(%2110) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2112 = vector.extract %2109[0] : i32 from vector<1xi32>
          %c48_i32_422 = arith.constant 48 : i32
          %2113 = arith.addi %179, %c48_i32_422 : i32
          %2114 = arith.addi %2113, %5 : i32
          %c32_i32_423 = arith.constant 32 : i32
          %2115 = arith.floordivsi %2114, %c32_i32_423 : i32
          %c64_i32_424 = arith.constant 64 : i32
          %2116 = arith.muli %2115, %c64_i32_424 : i32
          %c0_i32_425 = arith.constant 0 : i32
          %2117 = arith.addi %2116, %c0_i32_425 : i32
          %c32_i32_426 = arith.constant 32 : i32
          %2118 = arith.remsi %2114, %c32_i32_426 : i32
          %2119 = arith.addi %2117, %2118 : i32
          %c4_i32_427 = arith.constant 4 : i32
          %2120 = arith.muli %2119, %c4_i32_427 : i32
          %c50688_i32_428 = arith.constant 50688 : i32
          %2121 = arith.addi %c50688_i32_428, %2120 : i32
          %2122 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2123 = arith.addi %1945, %2121 : i32
          %2124 = fly.inttoptr(%2123) : (i32) -> !fly.ptr<i32, shared>
          %2125 = fly.make_view(%2124, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2125, %2122) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2126 = fly.memref.load_vec(%2122) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2127 = fly.get_layout(%2122) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2128 = fly.get_shape(%2127) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2129 = vector.extract %2126[0] : i32 from vector<1xi32>
          %c4_i32_429 = arith.constant 4 : i32
          %2130 = arith.floordivsi %178, %c4_i32_429 : i32
          %2131 = arith.addi %2130, %5 : i32
          %c32_i32_430 = arith.constant 32 : i32
          %2132 = arith.muli %2131, %c32_i32_430 : i32
          %c4_i32_431 = arith.constant 4 : i32
          %2133 = arith.muli %6, %c4_i32_431 : i32
          %2134 = arith.addi %2132, %2133 : i32
          %c0_i32_432 = arith.constant 0 : i32
          %2135 = arith.addi %2134, %c0_i32_432 : i32
          %c0_i32_433 = arith.constant 0 : i32
          %2136 = arith.addi %2135, %c0_i32_433 : i32
          %c50176_i32_434 = arith.constant 50176 : i32
          %2137 = arith.addi %c50176_i32_434, %2136 : i32
          %2138 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2139 = arith.addi %1945, %2137 : i32
          %2140 = fly.inttoptr(%2139) : (i32) -> !fly.ptr<i32, shared>
          %2141 = fly.make_view(%2140, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2141, %2138) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2142 = fly.memref.load_vec(%2138) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2143 = fly.get_layout(%2138) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2144 = fly.get_shape(%2143) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2145 = vector.extract %2142[0] : i32 from vector<1xi32>
          %c4_i32_435 = arith.constant 4 : i32
          %2146 = arith.floordivsi %178, %c4_i32_435 : i32
          %2147 = arith.addi %2146, %5 : i32
          %c32_i32_436 = arith.constant 32 : i32
          %2148 = arith.muli %2147, %c32_i32_436 : i32
          %c4_i32_437 = arith.constant 4 : i32
          %2149 = arith.muli %6, %c4_i32_437 : i32
          %2150 = arith.addi %2148, %2149 : i32
          %c0_i32_438 = arith.constant 0 : i32
          %2151 = arith.addi %2150, %c0_i32_438 : i32
          %c4_i32_439 = arith.constant 4 : i32
          %2152 = arith.addi %2151, %c4_i32_439 : i32
          %c50176_i32_440 = arith.constant 50176 : i32
          %2153 = arith.addi %c50176_i32_440, %2152 : i32
          %2154 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2155 = arith.addi %1945, %2153 : i32
          %2156 = fly.inttoptr(%2155) : (i32) -> !fly.ptr<i32, shared>
          %2157 = fly.make_view(%2156, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2157, %2154) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2158 = fly.memref.load_vec(%2154) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2159 = fly.get_layout(%2154) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2160 = fly.get_shape(%2159) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2161 = vector.extract %2158[0] : i32 from vector<1xi32>
          %c4_i32_441 = arith.constant 4 : i32
          %2162 = arith.floordivsi %178, %c4_i32_441 : i32
          %2163 = arith.addi %2162, %5 : i32
          %c32_i32_442 = arith.constant 32 : i32
          %2164 = arith.muli %2163, %c32_i32_442 : i32
          %c4_i32_443 = arith.constant 4 : i32
          %2165 = arith.muli %6, %c4_i32_443 : i32
          %2166 = arith.addi %2164, %2165 : i32
          %c0_i32_444 = arith.constant 0 : i32
          %2167 = arith.addi %2166, %c0_i32_444 : i32
          %c8_i32_445 = arith.constant 8 : i32
          %2168 = arith.addi %2167, %c8_i32_445 : i32
          %c50176_i32_446 = arith.constant 50176 : i32
          %2169 = arith.addi %c50176_i32_446, %2168 : i32
          %2170 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2171 = arith.addi %1945, %2169 : i32
          %2172 = fly.inttoptr(%2171) : (i32) -> !fly.ptr<i32, shared>
          %2173 = fly.make_view(%2172, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2173, %2170) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2174 = fly.memref.load_vec(%2170) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2175 = fly.get_layout(%2170) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2176 = fly.get_shape(%2175) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2177 = vector.extract %2174[0] : i32 from vector<1xi32>
          %c4_i32_447 = arith.constant 4 : i32
          %2178 = arith.floordivsi %178, %c4_i32_447 : i32
          %2179 = arith.addi %2178, %5 : i32
          %c32_i32_448 = arith.constant 32 : i32
          %2180 = arith.muli %2179, %c32_i32_448 : i32
          %c4_i32_449 = arith.constant 4 : i32
          %2181 = arith.muli %6, %c4_i32_449 : i32
          %2182 = arith.addi %2180, %2181 : i32
          %c0_i32_450 = arith.constant 0 : i32
          %2183 = arith.addi %2182, %c0_i32_450 : i32
          %c12_i32_451 = arith.constant 12 : i32
          %2184 = arith.addi %2183, %c12_i32_451 : i32
          %c50176_i32_452 = arith.constant 50176 : i32
          %2185 = arith.addi %c50176_i32_452, %2184 : i32
          %2186 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2187 = arith.addi %1945, %2185 : i32
          %2188 = fly.inttoptr(%2187) : (i32) -> !fly.ptr<i32, shared>
          %2189 = fly.make_view(%2188, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2189, %2186) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2190 = fly.memref.load_vec(%2186) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2191 = fly.get_layout(%2186) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2192 = fly.get_shape(%2191) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2193 = vector.extract %2190[0] : i32 from vector<1xi32>
          %c0_i32_453 = arith.constant 0 : i32
          %2194 = arith.addi %178, %c0_i32_453 : i32
          %2195 = arith.addi %2194, %5 : i32
          %c272_i32_454 = arith.constant 272 : i32
          %2196 = arith.muli %2195, %c272_i32_454 : i32
          %c0_i32_455 = arith.constant 0 : i32
          %2197 = arith.addi %2196, %c0_i32_455 : i32
          %c16_i32_456 = arith.constant 16 : i32
          %2198 = arith.muli %6, %c16_i32_456 : i32
          %2199 = arith.addi %2197, %2198 : i32
          %c0_i32_457 = arith.constant 0 : i32
          %2200 = arith.addi %2199, %c0_i32_457 : i32
          %2201 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2202 = arith.addi %1945, %2200 : i32
          %2203 = fly.inttoptr(%2202) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2204 = fly.make_view(%2203, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2204, %2201) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2205 = fly.memref.load_vec(%2201) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2206 = fly.get_layout(%2201) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2207 = fly.get_shape(%2206) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_458 = arith.constant 32 : i32
          %2208 = arith.addi %2199, %c32_i32_458 : i32
          %2209 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2210 = arith.addi %1945, %2208 : i32
          %2211 = fly.inttoptr(%2210) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2212 = fly.make_view(%2211, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2212, %2209) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2213 = fly.memref.load_vec(%2209) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2214 = fly.get_layout(%2209) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2215 = fly.get_shape(%2214) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_459 = arith.constant 64 : i32
          %2216 = arith.addi %2199, %c64_i32_459 : i32
          %2217 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2218 = arith.addi %1945, %2216 : i32
          %2219 = fly.inttoptr(%2218) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2220 = fly.make_view(%2219, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2220, %2217) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2221 = fly.memref.load_vec(%2217) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2222 = fly.get_layout(%2217) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2223 = fly.get_shape(%2222) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_460 = arith.constant 96 : i32
          %2224 = arith.addi %2199, %c96_i32_460 : i32
          %2225 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2226 = arith.addi %1945, %2224 : i32
          %2227 = fly.inttoptr(%2226) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2228 = fly.make_view(%2227, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2228, %2225) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2229 = fly.memref.load_vec(%2225) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2230 = fly.get_layout(%2225) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2231 = fly.get_shape(%2230) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2232 = vector.shuffle %2205, %2213 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2233 = vector.shuffle %2221, %2229 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2234 = vector.shuffle %2232, %2233 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2235 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2236 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2237 = fly.make_ordered_layout(%2235, %2236) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2238 = fly.memref.alloca(%2237) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2234, %2238) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c16_i32_461 = arith.constant 16 : i32
          %2239 = arith.addi %178, %c16_i32_461 : i32
          %2240 = arith.addi %2239, %5 : i32
          %c272_i32_462 = arith.constant 272 : i32
          %2241 = arith.muli %2240, %c272_i32_462 : i32
          %c0_i32_463 = arith.constant 0 : i32
          %2242 = arith.addi %2241, %c0_i32_463 : i32
          %c16_i32_464 = arith.constant 16 : i32
          %2243 = arith.muli %6, %c16_i32_464 : i32
          %2244 = arith.addi %2242, %2243 : i32
          %c0_i32_465 = arith.constant 0 : i32
          %2245 = arith.addi %2244, %c0_i32_465 : i32
          %2246 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2247 = arith.addi %1945, %2245 : i32
          %2248 = fly.inttoptr(%2247) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2249 = fly.make_view(%2248, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2249, %2246) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2250 = fly.memref.load_vec(%2246) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2251 = fly.get_layout(%2246) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2252 = fly.get_shape(%2251) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_466 = arith.constant 32 : i32
          %2253 = arith.addi %2244, %c32_i32_466 : i32
          %2254 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2255 = arith.addi %1945, %2253 : i32
          %2256 = fly.inttoptr(%2255) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2257 = fly.make_view(%2256, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2257, %2254) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2258 = fly.memref.load_vec(%2254) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2259 = fly.get_layout(%2254) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2260 = fly.get_shape(%2259) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_467 = arith.constant 64 : i32
          %2261 = arith.addi %2244, %c64_i32_467 : i32
          %2262 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2263 = arith.addi %1945, %2261 : i32
          %2264 = fly.inttoptr(%2263) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2265 = fly.make_view(%2264, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2265, %2262) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2266 = fly.memref.load_vec(%2262) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2267 = fly.get_layout(%2262) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2268 = fly.get_shape(%2267) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_468 = arith.constant 96 : i32
          %2269 = arith.addi %2244, %c96_i32_468 : i32
          %2270 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2271 = arith.addi %1945, %2269 : i32
          %2272 = fly.inttoptr(%2271) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2273 = fly.make_view(%2272, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2273, %2270) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2274 = fly.memref.load_vec(%2270) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2275 = fly.get_layout(%2270) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2276 = fly.get_shape(%2275) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2277 = vector.shuffle %2250, %2258 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2278 = vector.shuffle %2266, %2274 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2279 = vector.shuffle %2277, %2278 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2280 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2281 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2282 = fly.make_ordered_layout(%2280, %2281) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2283 = fly.memref.alloca(%2282) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2279, %2283) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c32_i32_469 = arith.constant 32 : i32
          %2284 = arith.addi %178, %c32_i32_469 : i32
          %2285 = arith.addi %2284, %5 : i32
          %c272_i32_470 = arith.constant 272 : i32
          %2286 = arith.muli %2285, %c272_i32_470 : i32
          %c0_i32_471 = arith.constant 0 : i32
          %2287 = arith.addi %2286, %c0_i32_471 : i32
          %c16_i32_472 = arith.constant 16 : i32
          %2288 = arith.muli %6, %c16_i32_472 : i32
          %2289 = arith.addi %2287, %2288 : i32
          %c0_i32_473 = arith.constant 0 : i32
          %2290 = arith.addi %2289, %c0_i32_473 : i32
          %2291 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2292 = arith.addi %1945, %2290 : i32
          %2293 = fly.inttoptr(%2292) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2294 = fly.make_view(%2293, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2294, %2291) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2295 = fly.memref.load_vec(%2291) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2296 = fly.get_layout(%2291) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2297 = fly.get_shape(%2296) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_474 = arith.constant 32 : i32
          %2298 = arith.addi %2289, %c32_i32_474 : i32
          %2299 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2300 = arith.addi %1945, %2298 : i32
          %2301 = fly.inttoptr(%2300) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2302 = fly.make_view(%2301, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2302, %2299) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2303 = fly.memref.load_vec(%2299) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2304 = fly.get_layout(%2299) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2305 = fly.get_shape(%2304) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_475 = arith.constant 64 : i32
          %2306 = arith.addi %2289, %c64_i32_475 : i32
          %2307 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2308 = arith.addi %1945, %2306 : i32
          %2309 = fly.inttoptr(%2308) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2310 = fly.make_view(%2309, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2310, %2307) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2311 = fly.memref.load_vec(%2307) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2312 = fly.get_layout(%2307) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2313 = fly.get_shape(%2312) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_476 = arith.constant 96 : i32
          %2314 = arith.addi %2289, %c96_i32_476 : i32
          %2315 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2316 = arith.addi %1945, %2314 : i32
          %2317 = fly.inttoptr(%2316) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2318 = fly.make_view(%2317, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2318, %2315) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2319 = fly.memref.load_vec(%2315) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2320 = fly.get_layout(%2315) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2321 = fly.get_shape(%2320) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2322 = vector.shuffle %2295, %2303 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2323 = vector.shuffle %2311, %2319 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2324 = vector.shuffle %2322, %2323 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2325 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2326 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2327 = fly.make_ordered_layout(%2325, %2326) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2328 = fly.memref.alloca(%2327) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2324, %2328) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c48_i32_477 = arith.constant 48 : i32
          %2329 = arith.addi %178, %c48_i32_477 : i32
          %2330 = arith.addi %2329, %5 : i32
          %c272_i32_478 = arith.constant 272 : i32
          %2331 = arith.muli %2330, %c272_i32_478 : i32
          %c0_i32_479 = arith.constant 0 : i32
          %2332 = arith.addi %2331, %c0_i32_479 : i32
          %c16_i32_480 = arith.constant 16 : i32
          %2333 = arith.muli %6, %c16_i32_480 : i32
          %2334 = arith.addi %2332, %2333 : i32
          %c0_i32_481 = arith.constant 0 : i32
          %2335 = arith.addi %2334, %c0_i32_481 : i32
          %2336 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2337 = arith.addi %1945, %2335 : i32
          %2338 = fly.inttoptr(%2337) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2339 = fly.make_view(%2338, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2339, %2336) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2340 = fly.memref.load_vec(%2336) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2341 = fly.get_layout(%2336) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2342 = fly.get_shape(%2341) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_482 = arith.constant 32 : i32
          %2343 = arith.addi %2334, %c32_i32_482 : i32
          %2344 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2345 = arith.addi %1945, %2343 : i32
          %2346 = fly.inttoptr(%2345) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2347 = fly.make_view(%2346, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2347, %2344) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2348 = fly.memref.load_vec(%2344) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2349 = fly.get_layout(%2344) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2350 = fly.get_shape(%2349) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_483 = arith.constant 64 : i32
          %2351 = arith.addi %2334, %c64_i32_483 : i32
          %2352 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2353 = arith.addi %1945, %2351 : i32
          %2354 = fly.inttoptr(%2353) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2355 = fly.make_view(%2354, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2355, %2352) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2356 = fly.memref.load_vec(%2352) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2357 = fly.get_layout(%2352) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2358 = fly.get_shape(%2357) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_484 = arith.constant 96 : i32
          %2359 = arith.addi %2334, %c96_i32_484 : i32
          %2360 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2361 = arith.addi %1945, %2359 : i32
          %2362 = fly.inttoptr(%2361) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2363 = fly.make_view(%2362, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2363, %2360) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2364 = fly.memref.load_vec(%2360) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2365 = fly.get_layout(%2360) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2366 = fly.get_shape(%2365) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2367 = vector.shuffle %2340, %2348 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2368 = vector.shuffle %2356, %2364 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2369 = vector.shuffle %2367, %2368 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2370 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2371 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2372 = fly.make_ordered_layout(%2370, %2371) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2373 = fly.memref.alloca(%2372) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2369, %2373) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          rocdl.s.wait.dscnt 8
          %2374 = fly.atom.set_value(%192, "scale_a", %2078) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2375 = fly.atom.set_value(%2374, "scale_b", %2145) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2376 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2377 = fly.get_shape(%2376) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2378 = fly.get_layout(%1974) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2379 = fly.get_shape(%2378) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2380 = fly.get_layout(%2238) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2381 = fly.get_shape(%2380) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2382 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2383 = fly.get_shape(%2382) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2375, %196, %1974, %2238, %196) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2384 = fly.atom.set_value(%192, "scale_a", %2095) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2385 = fly.atom.set_value(%2384, "scale_b", %2145) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2386 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2387 = fly.get_shape(%2386) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2388 = fly.get_layout(%2003) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2389 = fly.get_shape(%2388) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2390 = fly.get_layout(%2238) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2391 = fly.get_shape(%2390) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2392 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2393 = fly.get_shape(%2392) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2385, %200, %2003, %2238, %200) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2394 = fly.atom.set_value(%192, "scale_a", %2112) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2395 = fly.atom.set_value(%2394, "scale_b", %2145) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2396 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2397 = fly.get_shape(%2396) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2398 = fly.get_layout(%2032) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2399 = fly.get_shape(%2398) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2400 = fly.get_layout(%2238) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2401 = fly.get_shape(%2400) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2402 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2403 = fly.get_shape(%2402) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2395, %204, %2032, %2238, %204) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2404 = fly.atom.set_value(%192, "scale_a", %2129) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2405 = fly.atom.set_value(%2404, "scale_b", %2145) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2406 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2407 = fly.get_shape(%2406) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2408 = fly.get_layout(%2061) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2409 = fly.get_shape(%2408) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2410 = fly.get_layout(%2238) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2411 = fly.get_shape(%2410) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2412 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2413 = fly.get_shape(%2412) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2405, %208, %2061, %2238, %208) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2414 = fly.atom.set_value(%192, "scale_a", %2129) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2415 = fly.atom.set_value(%2414, "scale_b", %2161) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2416 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2417 = fly.get_shape(%2416) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2418 = fly.get_layout(%2061) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2419 = fly.get_shape(%2418) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2420 = fly.get_layout(%2283) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2421 = fly.get_shape(%2420) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2422 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2423 = fly.get_shape(%2422) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2415, %224, %2061, %2283, %224) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2424 = fly.atom.set_value(%192, "scale_a", %2112) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2425 = fly.atom.set_value(%2424, "scale_b", %2161) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2426 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2427 = fly.get_shape(%2426) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2428 = fly.get_layout(%2032) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2429 = fly.get_shape(%2428) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2430 = fly.get_layout(%2283) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2431 = fly.get_shape(%2430) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2432 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2433 = fly.get_shape(%2432) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2425, %220, %2032, %2283, %220) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2434 = fly.atom.set_value(%192, "scale_a", %2095) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2435 = fly.atom.set_value(%2434, "scale_b", %2161) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2436 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2437 = fly.get_shape(%2436) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2438 = fly.get_layout(%2003) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2439 = fly.get_shape(%2438) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2440 = fly.get_layout(%2283) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2441 = fly.get_shape(%2440) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2442 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2443 = fly.get_shape(%2442) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2435, %216, %2003, %2283, %216) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2444 = fly.atom.set_value(%192, "scale_a", %2078) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2445 = fly.atom.set_value(%2444, "scale_b", %2161) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2446 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2447 = fly.get_shape(%2446) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2448 = fly.get_layout(%1974) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2449 = fly.get_shape(%2448) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2450 = fly.get_layout(%2283) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2451 = fly.get_shape(%2450) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2452 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2453 = fly.get_shape(%2452) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2445, %212, %1974, %2283, %212) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          rocdl.s.wait.dscnt 0
          %2454 = fly.atom.set_value(%192, "scale_a", %2078) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2455 = fly.atom.set_value(%2454, "scale_b", %2177) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2456 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2457 = fly.get_shape(%2456) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2458 = fly.get_layout(%1974) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2459 = fly.get_shape(%2458) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2460 = fly.get_layout(%2328) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2461 = fly.get_shape(%2460) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2462 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2463 = fly.get_shape(%2462) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2455, %228, %1974, %2328, %228) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2464 = fly.atom.set_value(%192, "scale_a", %2095) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2465 = fly.atom.set_value(%2464, "scale_b", %2177) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2466 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2467 = fly.get_shape(%2466) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2468 = fly.get_layout(%2003) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2469 = fly.get_shape(%2468) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2470 = fly.get_layout(%2328) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2471 = fly.get_shape(%2470) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2472 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2473 = fly.get_shape(%2472) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2465, %232, %2003, %2328, %232) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2474 = fly.atom.set_value(%192, "scale_a", %2112) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2475 = fly.atom.set_value(%2474, "scale_b", %2177) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2476 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2477 = fly.get_shape(%2476) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2478 = fly.get_layout(%2032) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2479 = fly.get_shape(%2478) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2480 = fly.get_layout(%2328) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2481 = fly.get_shape(%2480) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2482 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2483 = fly.get_shape(%2482) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2475, %236, %2032, %2328, %236) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2484 = fly.atom.set_value(%192, "scale_a", %2129) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2485 = fly.atom.set_value(%2484, "scale_b", %2177) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2486 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2487 = fly.get_shape(%2486) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2488 = fly.get_layout(%2061) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2489 = fly.get_shape(%2488) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2490 = fly.get_layout(%2328) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2491 = fly.get_shape(%2490) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2492 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2493 = fly.get_shape(%2492) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2485, %240, %2061, %2328, %240) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2494 = fly.atom.set_value(%192, "scale_a", %2129) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2495 = fly.atom.set_value(%2494, "scale_b", %2193) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2496 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2497 = fly.get_shape(%2496) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2498 = fly.get_layout(%2061) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2499 = fly.get_shape(%2498) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2500 = fly.get_layout(%2373) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2501 = fly.get_shape(%2500) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2502 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2503 = fly.get_shape(%2502) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2495, %256, %2061, %2373, %256) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2504 = fly.atom.set_value(%192, "scale_a", %2112) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2505 = fly.atom.set_value(%2504, "scale_b", %2193) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2506 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2507 = fly.get_shape(%2506) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2508 = fly.get_layout(%2032) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2509 = fly.get_shape(%2508) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2510 = fly.get_layout(%2373) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2511 = fly.get_shape(%2510) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2512 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2513 = fly.get_shape(%2512) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2505, %252, %2032, %2373, %252) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2514 = fly.atom.set_value(%192, "scale_a", %2095) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2515 = fly.atom.set_value(%2514, "scale_b", %2193) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2516 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2517 = fly.get_shape(%2516) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2518 = fly.get_layout(%2003) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2519 = fly.get_shape(%2518) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2520 = fly.get_layout(%2373) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2521 = fly.get_shape(%2520) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2522 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2523 = fly.get_shape(%2522) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2515, %248, %2003, %2373, %248) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2524 = fly.atom.set_value(%192, "scale_a", %2078) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2525 = fly.atom.set_value(%2524, "scale_b", %2193) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2526 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2527 = fly.get_shape(%2526) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2528 = fly.get_layout(%1974) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2529 = fly.get_shape(%2528) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2530 = fly.get_layout(%2373) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2531 = fly.get_shape(%2530) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2532 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2533 = fly.get_shape(%2532) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2525, %244, %1974, %2373, %244) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %c16_i32_485 = arith.constant 16 : i32
          %2534 = arith.floordivsi %179, %c16_i32_485 : i32
          %c0_i32_486 = arith.constant 0 : i32
          %2535 = arith.addi %2534, %c0_i32_486 : i32
          %c2048_i32_487 = arith.constant 2048 : i32
          %2536 = arith.muli %2535, %c2048_i32_487 : i32
          %c17408_i32_488 = arith.constant 17408 : i32
          %2537 = arith.addi %c17408_i32_488, %2536 : i32
          %c1024_i32_489 = arith.constant 1024 : i32
          %2538 = arith.addi %2537, %c1024_i32_489 : i32
          %c256_i32_490 = arith.constant 256 : i32
          %2539 = arith.muli %6, %c256_i32_490 : i32
          %2540 = arith.addi %2538, %2539 : i32
          %c16_i32_491 = arith.constant 16 : i32
          %2541 = arith.muli %5, %c16_i32_491 : i32
          %2542 = arith.addi %2540, %2541 : i32
          %2543 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2544 = arith.addi %1945, %2542 : i32
          %2545 = fly.inttoptr(%2544) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2546 = fly.make_view(%2545, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2546, %2543) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2547 = fly.memref.load_vec(%2543) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2548 = fly.get_layout(%2543) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2549 = fly.get_shape(%2548) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_492 = arith.constant 512 : i32
          %2550 = arith.addi %2542, %c512_i32_492 : i32
          %2551 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2552 = arith.addi %1945, %2550 : i32
          %2553 = fly.inttoptr(%2552) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2554 = fly.make_view(%2553, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2554, %2551) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2555 = fly.memref.load_vec(%2551) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2556 = fly.get_layout(%2551) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2557 = fly.get_shape(%2556) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2558 = vector.shuffle %2547, %2555 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2559 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2560 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2561 = fly.make_ordered_layout(%2559, %2560) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2562 = fly.memref.alloca(%2561) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2558, %2562) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_493 = arith.constant 16 : i32
          %2563 = arith.floordivsi %179, %c16_i32_493 : i32
          %c1_i32_494 = arith.constant 1 : i32
          %2564 = arith.addi %2563, %c1_i32_494 : i32
          %c2048_i32_495 = arith.constant 2048 : i32
          %2565 = arith.muli %2564, %c2048_i32_495 : i32
          %c17408_i32_496 = arith.constant 17408 : i32
          %2566 = arith.addi %c17408_i32_496, %2565 : i32
          %c1024_i32_497 = arith.constant 1024 : i32
          %2567 = arith.addi %2566, %c1024_i32_497 : i32
          %c256_i32_498 = arith.constant 256 : i32
          %2568 = arith.muli %6, %c256_i32_498 : i32
          %2569 = arith.addi %2567, %2568 : i32
          %c16_i32_499 = arith.constant 16 : i32
          %2570 = arith.muli %5, %c16_i32_499 : i32
          %2571 = arith.addi %2569, %2570 : i32
          %2572 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2573 = arith.addi %1945, %2571 : i32
          %2574 = fly.inttoptr(%2573) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2575 = fly.make_view(%2574, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2575, %2572) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2576 = fly.memref.load_vec(%2572) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2577 = fly.get_layout(%2572) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2578 = fly.get_shape(%2577) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_500 = arith.constant 512 : i32
          %2579 = arith.addi %2571, %c512_i32_500 : i32
          %2580 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2581 = arith.addi %1945, %2579 : i32
          %2582 = fly.inttoptr(%2581) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2583 = fly.make_view(%2582, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2583, %2580) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2584 = fly.memref.load_vec(%2580) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2585 = fly.get_layout(%2580) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2586 = fly.get_shape(%2585) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2587 = vector.shuffle %2576, %2584 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2588 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2589 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2590 = fly.make_ordered_layout(%2588, %2589) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2591 = fly.memref.alloca(%2590) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2587, %2591) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_501 = arith.constant 16 : i32
          %2592 = arith.floordivsi %179, %c16_i32_501 : i32
          %c2_i32_502 = arith.constant 2 : i32
          %2593 = arith.addi %2592, %c2_i32_502 : i32
          %c2048_i32_503 = arith.constant 2048 : i32
          %2594 = arith.muli %2593, %c2048_i32_503 : i32
          %c17408_i32_504 = arith.constant 17408 : i32
          %2595 = arith.addi %c17408_i32_504, %2594 : i32
          %c1024_i32_505 = arith.constant 1024 : i32
          %2596 = arith.addi %2595, %c1024_i32_505 : i32
          %c256_i32_506 = arith.constant 256 : i32
          %2597 = arith.muli %6, %c256_i32_506 : i32
          %2598 = arith.addi %2596, %2597 : i32
          %c16_i32_507 = arith.constant 16 : i32
          %2599 = arith.muli %5, %c16_i32_507 : i32
          %2600 = arith.addi %2598, %2599 : i32
          %2601 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2602 = arith.addi %1945, %2600 : i32
          %2603 = fly.inttoptr(%2602) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2604 = fly.make_view(%2603, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2604, %2601) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2605 = fly.memref.load_vec(%2601) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2606 = fly.get_layout(%2601) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2607 = fly.get_shape(%2606) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_508 = arith.constant 512 : i32
          %2608 = arith.addi %2600, %c512_i32_508 : i32
          %2609 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2610 = arith.addi %1945, %2608 : i32
          %2611 = fly.inttoptr(%2610) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2612 = fly.make_view(%2611, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2612, %2609) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2613 = fly.memref.load_vec(%2609) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2614 = fly.get_layout(%2609) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2615 = fly.get_shape(%2614) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2616 = vector.shuffle %2605, %2613 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2617 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2618 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2619 = fly.make_ordered_layout(%2617, %2618) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2620 = fly.memref.alloca(%2619) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2616, %2620) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c16_i32_509 = arith.constant 16 : i32
          %2621 = arith.floordivsi %179, %c16_i32_509 : i32
          %c3_i32_510 = arith.constant 3 : i32
          %2622 = arith.addi %2621, %c3_i32_510 : i32
          %c2048_i32_511 = arith.constant 2048 : i32
          %2623 = arith.muli %2622, %c2048_i32_511 : i32
          %c17408_i32_512 = arith.constant 17408 : i32
          %2624 = arith.addi %c17408_i32_512, %2623 : i32
          %c1024_i32_513 = arith.constant 1024 : i32
          %2625 = arith.addi %2624, %c1024_i32_513 : i32
          %c256_i32_514 = arith.constant 256 : i32
          %2626 = arith.muli %6, %c256_i32_514 : i32
          %2627 = arith.addi %2625, %2626 : i32
          %c16_i32_515 = arith.constant 16 : i32
          %2628 = arith.muli %5, %c16_i32_515 : i32
          %2629 = arith.addi %2627, %2628 : i32
          %2630 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2631 = arith.addi %1945, %2629 : i32
          %2632 = fly.inttoptr(%2631) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2633 = fly.make_view(%2632, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2633, %2630) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2634 = fly.memref.load_vec(%2630) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2635 = fly.get_layout(%2630) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2636 = fly.get_shape(%2635) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c512_i32_516 = arith.constant 512 : i32
          %2637 = arith.addi %2629, %c512_i32_516 : i32
          %2638 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2639 = arith.addi %1945, %2637 : i32
          %2640 = fly.inttoptr(%2639) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2641 = fly.make_view(%2640, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2641, %2638) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2642 = fly.memref.load_vec(%2638) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2643 = fly.get_layout(%2638) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2644 = fly.get_shape(%2643) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2645 = vector.shuffle %2634, %2642 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2646 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
          %2647 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2648 = fly.make_ordered_layout(%2646, %2647) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
          %2649 = fly.memref.alloca(%2648) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
          fly.memref.store_vec(%2645, %2649) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
          %c0_i32_517 = arith.constant 0 : i32
          %2650 = arith.addi %179, %c0_i32_517 : i32
          %2651 = arith.addi %2650, %5 : i32
          %c32_i32_518 = arith.constant 32 : i32
          %2652 = arith.floordivsi %2651, %c32_i32_518 : i32
          %c64_i32_519 = arith.constant 64 : i32
          %2653 = arith.muli %2652, %c64_i32_519 : i32
          %c32_i32_520 = arith.constant 32 : i32
          %2654 = arith.addi %2653, %c32_i32_520 : i32
          %c32_i32_521 = arith.constant 32 : i32
          %2655 = arith.remsi %2651, %c32_i32_521 : i32
          %2656 = arith.addi %2654, %2655 : i32
          %c4_i32_522 = arith.constant 4 : i32
          %2657 = arith.muli %2656, %c4_i32_522 : i32
          %c50688_i32_523 = arith.constant 50688 : i32
          %2658 = arith.addi %c50688_i32_523, %2657 : i32
          %2659 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2660 = arith.addi %1945, %2658 : i32
          %2661 = fly.inttoptr(%2660) : (i32) -> !fly.ptr<i32, shared>
          %2662 = fly.make_view(%2661, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2662, %2659) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2663 = fly.memref.load_vec(%2659) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2664 = fly.get_layout(%2659) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2665 = fly.get_shape(%2664) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2666 = vector.extract %2663[0] : i32 from vector<1xi32>
          %c16_i32_524 = arith.constant 16 : i32
          %2667 = arith.addi %179, %c16_i32_524 : i32
          %2668 = arith.addi %2667, %5 : i32
          %c32_i32_525 = arith.constant 32 : i32
          %2669 = arith.floordivsi %2668, %c32_i32_525 : i32
          %c64_i32_526 = arith.constant 64 : i32
          %2670 = arith.muli %2669, %c64_i32_526 : i32
          %c32_i32_527 = arith.constant 32 : i32
          %2671 = arith.addi %2670, %c32_i32_527 : i32
          %c32_i32_528 = arith.constant 32 : i32
          %2672 = arith.remsi %2668, %c32_i32_528 : i32
          %2673 = arith.addi %2671, %2672 : i32
          %c4_i32_529 = arith.constant 4 : i32
          %2674 = arith.muli %2673, %c4_i32_529 : i32
          %c50688_i32_530 = arith.constant 50688 : i32
          %2675 = arith.addi %c50688_i32_530, %2674 : i32
          %2676 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2677 = arith.addi %1945, %2675 : i32
          %2678 = fly.inttoptr(%2677) : (i32) -> !fly.ptr<i32, shared>
          %2679 = fly.make_view(%2678, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2679, %2676) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2680 = fly.memref.load_vec(%2676) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2681 = fly.get_layout(%2676) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2682 = fly.get_shape(%2681) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2683 = vector.extract %2680[0] : i32 from vector<1xi32>
          %c32_i32_531 = arith.constant 32 : i32
          %2684 = arith.addi %179, %c32_i32_531 : i32
          %2685 = arith.addi %2684, %5 : i32
          %c32_i32_532 = arith.constant 32 : i32
          %2686 = arith.floordivsi %2685, %c32_i32_532 : i32
          %c64_i32_533 = arith.constant 64 : i32
          %2687 = arith.muli %2686, %c64_i32_533 : i32
          %c32_i32_534 = arith.constant 32 : i32
          %2688 = arith.addi %2687, %c32_i32_534 : i32
          %c32_i32_535 = arith.constant 32 : i32
          %2689 = arith.remsi %2685, %c32_i32_535 : i32
          %2690 = arith.addi %2688, %2689 : i32
          %c4_i32_536 = arith.constant 4 : i32
          %2691 = arith.muli %2690, %c4_i32_536 : i32
          %c50688_i32_537 = arith.constant 50688 : i32
          %2692 = arith.addi %c50688_i32_537, %2691 : i32
          %2693 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2694 = arith.addi %1945, %2692 : i32
          %2695 = fly.inttoptr(%2694) : (i32) -> !fly.ptr<i32, shared>
          %2696 = fly.make_view(%2695, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2696, %2693) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2697 = fly.memref.load_vec(%2693) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2698 = fly.get_layout(%2693) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2699 = fly.get_shape(%2698) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2700 = vector.extract %2697[0] : i32 from vector<1xi32>
          %c48_i32_538 = arith.constant 48 : i32
          %2701 = arith.addi %179, %c48_i32_538 : i32
          %2702 = arith.addi %2701, %5 : i32
          %c32_i32_539 = arith.constant 32 : i32
          %2703 = arith.floordivsi %2702, %c32_i32_539 : i32
          %c64_i32_540 = arith.constant 64 : i32
          %2704 = arith.muli %2703, %c64_i32_540 : i32
          %c32_i32_541 = arith.constant 32 : i32
          %2705 = arith.addi %2704, %c32_i32_541 : i32
          %c32_i32_542 = arith.constant 32 : i32
          %2706 = arith.remsi %2702, %c32_i32_542 : i32
          %2707 = arith.addi %2705, %2706 : i32
          %c4_i32_543 = arith.constant 4 : i32
          %2708 = arith.muli %2707, %c4_i32_543 : i32
          %c50688_i32_544 = arith.constant 50688 : i32
          %2709 = arith.addi %c50688_i32_544, %2708 : i32
          %2710 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2711 = arith.addi %1945, %2709 : i32
          %2712 = fly.inttoptr(%2711) : (i32) -> !fly.ptr<i32, shared>
          %2713 = fly.make_view(%2712, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2713, %2710) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2714 = fly.memref.load_vec(%2710) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2715 = fly.get_layout(%2710) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2716 = fly.get_shape(%2715) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2717 = vector.extract %2714[0] : i32 from vector<1xi32>
          %c4_i32_545 = arith.constant 4 : i32
          %2718 = arith.floordivsi %178, %c4_i32_545 : i32
          %2719 = arith.addi %2718, %5 : i32
          %c32_i32_546 = arith.constant 32 : i32
          %2720 = arith.muli %2719, %c32_i32_546 : i32
          %c4_i32_547 = arith.constant 4 : i32
          %2721 = arith.muli %6, %c4_i32_547 : i32
          %2722 = arith.addi %2720, %2721 : i32
          %c16_i32_548 = arith.constant 16 : i32
          %2723 = arith.addi %2722, %c16_i32_548 : i32
          %c0_i32_549 = arith.constant 0 : i32
          %2724 = arith.addi %2723, %c0_i32_549 : i32
          %c50176_i32_550 = arith.constant 50176 : i32
          %2725 = arith.addi %c50176_i32_550, %2724 : i32
          %2726 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2727 = arith.addi %1945, %2725 : i32
          %2728 = fly.inttoptr(%2727) : (i32) -> !fly.ptr<i32, shared>
          %2729 = fly.make_view(%2728, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2729, %2726) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2730 = fly.memref.load_vec(%2726) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2731 = fly.get_layout(%2726) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2732 = fly.get_shape(%2731) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2733 = vector.extract %2730[0] : i32 from vector<1xi32>
          %c4_i32_551 = arith.constant 4 : i32
          %2734 = arith.floordivsi %178, %c4_i32_551 : i32
          %2735 = arith.addi %2734, %5 : i32
          %c32_i32_552 = arith.constant 32 : i32
          %2736 = arith.muli %2735, %c32_i32_552 : i32
          %c4_i32_553 = arith.constant 4 : i32
          %2737 = arith.muli %6, %c4_i32_553 : i32
          %2738 = arith.addi %2736, %2737 : i32
          %c16_i32_554 = arith.constant 16 : i32
          %2739 = arith.addi %2738, %c16_i32_554 : i32
          %c4_i32_555 = arith.constant 4 : i32
          %2740 = arith.addi %2739, %c4_i32_555 : i32
          %c50176_i32_556 = arith.constant 50176 : i32
          %2741 = arith.addi %c50176_i32_556, %2740 : i32
          %2742 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2743 = arith.addi %1945, %2741 : i32
          %2744 = fly.inttoptr(%2743) : (i32) -> !fly.ptr<i32, shared>
          %2745 = fly.make_view(%2744, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2745, %2742) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2746 = fly.memref.load_vec(%2742) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2747 = fly.get_layout(%2742) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2748 = fly.get_shape(%2747) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2749 = vector.extract %2746[0] : i32 from vector<1xi32>
          %c4_i32_557 = arith.constant 4 : i32
          %2750 = arith.floordivsi %178, %c4_i32_557 : i32
          %2751 = arith.addi %2750, %5 : i32
          %c32_i32_558 = arith.constant 32 : i32
          %2752 = arith.muli %2751, %c32_i32_558 : i32
          %c4_i32_559 = arith.constant 4 : i32
          %2753 = arith.muli %6, %c4_i32_559 : i32
          %2754 = arith.addi %2752, %2753 : i32
          %c16_i32_560 = arith.constant 16 : i32
          %2755 = arith.addi %2754, %c16_i32_560 : i32
          %c8_i32_561 = arith.constant 8 : i32
          %2756 = arith.addi %2755, %c8_i32_561 : i32
          %c50176_i32_562 = arith.constant 50176 : i32
          %2757 = arith.addi %c50176_i32_562, %2756 : i32
          %2758 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2759 = arith.addi %1945, %2757 : i32
          %2760 = fly.inttoptr(%2759) : (i32) -> !fly.ptr<i32, shared>
          %2761 = fly.make_view(%2760, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2761, %2758) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2762 = fly.memref.load_vec(%2758) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2763 = fly.get_layout(%2758) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2764 = fly.get_shape(%2763) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2765 = vector.extract %2762[0] : i32 from vector<1xi32>
          %c4_i32_563 = arith.constant 4 : i32
          %2766 = arith.floordivsi %178, %c4_i32_563 : i32
          %2767 = arith.addi %2766, %5 : i32
          %c32_i32_564 = arith.constant 32 : i32
          %2768 = arith.muli %2767, %c32_i32_564 : i32
          %c4_i32_565 = arith.constant 4 : i32
          %2769 = arith.muli %6, %c4_i32_565 : i32
          %2770 = arith.addi %2768, %2769 : i32
          %c16_i32_566 = arith.constant 16 : i32
          %2771 = arith.addi %2770, %c16_i32_566 : i32
          %c12_i32_567 = arith.constant 12 : i32
          %2772 = arith.addi %2771, %c12_i32_567 : i32
          %c50176_i32_568 = arith.constant 50176 : i32
          %2773 = arith.addi %c50176_i32_568, %2772 : i32
          %2774 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
          %2775 = arith.addi %1945, %2773 : i32
          %2776 = fly.inttoptr(%2775) : (i32) -> !fly.ptr<i32, shared>
          %2777 = fly.make_view(%2776, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
          fly.copy_atom_call(%183, %2777, %2774) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
          %2778 = fly.memref.load_vec(%2774) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
          %2779 = fly.get_layout(%2774) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
          %2780 = fly.get_shape(%2779) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %2781 = vector.extract %2778[0] : i32 from vector<1xi32>
          %c0_i32_569 = arith.constant 0 : i32
          %2782 = arith.addi %178, %c0_i32_569 : i32
          %2783 = arith.addi %2782, %5 : i32
          %c272_i32_570 = arith.constant 272 : i32
          %2784 = arith.muli %2783, %c272_i32_570 : i32
          %c128_i32_571 = arith.constant 128 : i32
          %2785 = arith.addi %2784, %c128_i32_571 : i32
          %c16_i32_572 = arith.constant 16 : i32
          %2786 = arith.muli %6, %c16_i32_572 : i32
          %2787 = arith.addi %2785, %2786 : i32
          %c0_i32_573 = arith.constant 0 : i32
          %2788 = arith.addi %2787, %c0_i32_573 : i32
          %2789 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2790 = arith.addi %1945, %2788 : i32
          %2791 = fly.inttoptr(%2790) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2792 = fly.make_view(%2791, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2792, %2789) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2793 = fly.memref.load_vec(%2789) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2794 = fly.get_layout(%2789) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2795 = fly.get_shape(%2794) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_574 = arith.constant 32 : i32
          %2796 = arith.addi %2787, %c32_i32_574 : i32
          %2797 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2798 = arith.addi %1945, %2796 : i32
          %2799 = fly.inttoptr(%2798) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2800 = fly.make_view(%2799, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2800, %2797) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2801 = fly.memref.load_vec(%2797) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2802 = fly.get_layout(%2797) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2803 = fly.get_shape(%2802) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_575 = arith.constant 64 : i32
          %2804 = arith.addi %2787, %c64_i32_575 : i32
          %2805 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2806 = arith.addi %1945, %2804 : i32
          %2807 = fly.inttoptr(%2806) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2808 = fly.make_view(%2807, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2808, %2805) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2809 = fly.memref.load_vec(%2805) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2810 = fly.get_layout(%2805) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2811 = fly.get_shape(%2810) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_576 = arith.constant 96 : i32
          %2812 = arith.addi %2787, %c96_i32_576 : i32
          %2813 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2814 = arith.addi %1945, %2812 : i32
          %2815 = fly.inttoptr(%2814) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2816 = fly.make_view(%2815, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2816, %2813) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2817 = fly.memref.load_vec(%2813) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2818 = fly.get_layout(%2813) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2819 = fly.get_shape(%2818) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2820 = vector.shuffle %2793, %2801 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2821 = vector.shuffle %2809, %2817 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2822 = vector.shuffle %2820, %2821 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2823 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2824 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2825 = fly.make_ordered_layout(%2823, %2824) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2826 = fly.memref.alloca(%2825) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2822, %2826) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c16_i32_577 = arith.constant 16 : i32
          %2827 = arith.addi %178, %c16_i32_577 : i32
          %2828 = arith.addi %2827, %5 : i32
          %c272_i32_578 = arith.constant 272 : i32
          %2829 = arith.muli %2828, %c272_i32_578 : i32
          %c128_i32_579 = arith.constant 128 : i32
          %2830 = arith.addi %2829, %c128_i32_579 : i32
          %c16_i32_580 = arith.constant 16 : i32
          %2831 = arith.muli %6, %c16_i32_580 : i32
          %2832 = arith.addi %2830, %2831 : i32
          %c0_i32_581 = arith.constant 0 : i32
          %2833 = arith.addi %2832, %c0_i32_581 : i32
          %2834 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2835 = arith.addi %1945, %2833 : i32
          %2836 = fly.inttoptr(%2835) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2837 = fly.make_view(%2836, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2837, %2834) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2838 = fly.memref.load_vec(%2834) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2839 = fly.get_layout(%2834) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2840 = fly.get_shape(%2839) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_582 = arith.constant 32 : i32
          %2841 = arith.addi %2832, %c32_i32_582 : i32
          %2842 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2843 = arith.addi %1945, %2841 : i32
          %2844 = fly.inttoptr(%2843) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2845 = fly.make_view(%2844, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2845, %2842) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2846 = fly.memref.load_vec(%2842) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2847 = fly.get_layout(%2842) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2848 = fly.get_shape(%2847) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_583 = arith.constant 64 : i32
          %2849 = arith.addi %2832, %c64_i32_583 : i32
          %2850 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2851 = arith.addi %1945, %2849 : i32
          %2852 = fly.inttoptr(%2851) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2853 = fly.make_view(%2852, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2853, %2850) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2854 = fly.memref.load_vec(%2850) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2855 = fly.get_layout(%2850) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2856 = fly.get_shape(%2855) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_584 = arith.constant 96 : i32
          %2857 = arith.addi %2832, %c96_i32_584 : i32
          %2858 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2859 = arith.addi %1945, %2857 : i32
          %2860 = fly.inttoptr(%2859) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2861 = fly.make_view(%2860, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2861, %2858) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2862 = fly.memref.load_vec(%2858) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2863 = fly.get_layout(%2858) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2864 = fly.get_shape(%2863) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2865 = vector.shuffle %2838, %2846 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2866 = vector.shuffle %2854, %2862 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2867 = vector.shuffle %2865, %2866 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2868 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2869 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2870 = fly.make_ordered_layout(%2868, %2869) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2871 = fly.memref.alloca(%2870) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2867, %2871) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c32_i32_585 = arith.constant 32 : i32
          %2872 = arith.addi %178, %c32_i32_585 : i32
          %2873 = arith.addi %2872, %5 : i32
          %c272_i32_586 = arith.constant 272 : i32
          %2874 = arith.muli %2873, %c272_i32_586 : i32
          %c128_i32_587 = arith.constant 128 : i32
          %2875 = arith.addi %2874, %c128_i32_587 : i32
          %c16_i32_588 = arith.constant 16 : i32
          %2876 = arith.muli %6, %c16_i32_588 : i32
          %2877 = arith.addi %2875, %2876 : i32
          %c0_i32_589 = arith.constant 0 : i32
          %2878 = arith.addi %2877, %c0_i32_589 : i32
          %2879 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2880 = arith.addi %1945, %2878 : i32
          %2881 = fly.inttoptr(%2880) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2882 = fly.make_view(%2881, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2882, %2879) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2883 = fly.memref.load_vec(%2879) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2884 = fly.get_layout(%2879) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2885 = fly.get_shape(%2884) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_590 = arith.constant 32 : i32
          %2886 = arith.addi %2877, %c32_i32_590 : i32
          %2887 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2888 = arith.addi %1945, %2886 : i32
          %2889 = fly.inttoptr(%2888) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2890 = fly.make_view(%2889, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2890, %2887) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2891 = fly.memref.load_vec(%2887) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2892 = fly.get_layout(%2887) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2893 = fly.get_shape(%2892) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_591 = arith.constant 64 : i32
          %2894 = arith.addi %2877, %c64_i32_591 : i32
          %2895 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2896 = arith.addi %1945, %2894 : i32
          %2897 = fly.inttoptr(%2896) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2898 = fly.make_view(%2897, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2898, %2895) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2899 = fly.memref.load_vec(%2895) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2900 = fly.get_layout(%2895) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2901 = fly.get_shape(%2900) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_592 = arith.constant 96 : i32
          %2902 = arith.addi %2877, %c96_i32_592 : i32
          %2903 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2904 = arith.addi %1945, %2902 : i32
          %2905 = fly.inttoptr(%2904) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2906 = fly.make_view(%2905, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2906, %2903) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2907 = fly.memref.load_vec(%2903) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2908 = fly.get_layout(%2903) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2909 = fly.get_shape(%2908) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2910 = vector.shuffle %2883, %2891 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2911 = vector.shuffle %2899, %2907 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2912 = vector.shuffle %2910, %2911 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2913 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2914 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2915 = fly.make_ordered_layout(%2913, %2914) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2916 = fly.memref.alloca(%2915) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2912, %2916) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          %c48_i32_593 = arith.constant 48 : i32
          %2917 = arith.addi %178, %c48_i32_593 : i32
          %2918 = arith.addi %2917, %5 : i32
          %c272_i32_594 = arith.constant 272 : i32
          %2919 = arith.muli %2918, %c272_i32_594 : i32
          %c128_i32_595 = arith.constant 128 : i32
          %2920 = arith.addi %2919, %c128_i32_595 : i32
          %c16_i32_596 = arith.constant 16 : i32
          %2921 = arith.muli %6, %c16_i32_596 : i32
          %2922 = arith.addi %2920, %2921 : i32
          %c0_i32_597 = arith.constant 0 : i32
          %2923 = arith.addi %2922, %c0_i32_597 : i32
          %2924 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2925 = arith.addi %1945, %2923 : i32
          %2926 = fly.inttoptr(%2925) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2927 = fly.make_view(%2926, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2927, %2924) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2928 = fly.memref.load_vec(%2924) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2929 = fly.get_layout(%2924) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2930 = fly.get_shape(%2929) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c32_i32_598 = arith.constant 32 : i32
          %2931 = arith.addi %2922, %c32_i32_598 : i32
          %2932 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2933 = arith.addi %1945, %2931 : i32
          %2934 = fly.inttoptr(%2933) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2935 = fly.make_view(%2934, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2935, %2932) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2936 = fly.memref.load_vec(%2932) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2937 = fly.get_layout(%2932) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2938 = fly.get_shape(%2937) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c64_i32_599 = arith.constant 64 : i32
          %2939 = arith.addi %2922, %c64_i32_599 : i32
          %2940 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2941 = arith.addi %1945, %2939 : i32
          %2942 = fly.inttoptr(%2941) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2943 = fly.make_view(%2942, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2943, %2940) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2944 = fly.memref.load_vec(%2940) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2945 = fly.get_layout(%2940) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2946 = fly.get_shape(%2945) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %c96_i32_600 = arith.constant 96 : i32
          %2947 = arith.addi %2922, %c96_i32_600 : i32
          %2948 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
          %2949 = arith.addi %1945, %2947 : i32
          %2950 = fly.inttoptr(%2949) : (i32) -> !fly.ptr<i32, shared, align<16>>
          %2951 = fly.make_view(%2950, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
          fly.copy_atom_call(%187, %2951, %2948) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
          %2952 = fly.memref.load_vec(%2948) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
          %2953 = fly.get_layout(%2948) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
          %2954 = fly.get_shape(%2953) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
          %2955 = vector.shuffle %2928, %2936 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2956 = vector.shuffle %2944, %2952 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
          %2957 = vector.shuffle %2955, %2956 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
          %2958 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %2959 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %2960 = fly.make_ordered_layout(%2958, %2959) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
          %2961 = fly.memref.alloca(%2960) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
          fly.memref.store_vec(%2957, %2961) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
          rocdl.s.wait.dscnt 8
          %2962 = fly.atom.set_value(%192, "scale_a", %2666) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2963 = fly.atom.set_value(%2962, "scale_b", %2733) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2964 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2965 = fly.get_shape(%2964) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2966 = fly.get_layout(%2562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2967 = fly.get_shape(%2966) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2968 = fly.get_layout(%2826) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2969 = fly.get_shape(%2968) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2970 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2971 = fly.get_shape(%2970) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2963, %196, %2562, %2826, %196) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2972 = fly.atom.set_value(%192, "scale_a", %2683) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2973 = fly.atom.set_value(%2972, "scale_b", %2733) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2974 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2975 = fly.get_shape(%2974) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2976 = fly.get_layout(%2591) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2977 = fly.get_shape(%2976) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2978 = fly.get_layout(%2826) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2979 = fly.get_shape(%2978) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2980 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2981 = fly.get_shape(%2980) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2973, %200, %2591, %2826, %200) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2982 = fly.atom.set_value(%192, "scale_a", %2700) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2983 = fly.atom.set_value(%2982, "scale_b", %2733) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2984 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2985 = fly.get_shape(%2984) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2986 = fly.get_layout(%2620) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2987 = fly.get_shape(%2986) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2988 = fly.get_layout(%2826) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2989 = fly.get_shape(%2988) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %2990 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2991 = fly.get_shape(%2990) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2983, %204, %2620, %2826, %204) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %2992 = fly.atom.set_value(%192, "scale_a", %2717) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2993 = fly.atom.set_value(%2992, "scale_b", %2733) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %2994 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %2995 = fly.get_shape(%2994) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2996 = fly.get_layout(%2649) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %2997 = fly.get_shape(%2996) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %2998 = fly.get_layout(%2826) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %2999 = fly.get_shape(%2998) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3000 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3001 = fly.get_shape(%3000) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%2993, %208, %2649, %2826, %208) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3002 = fly.atom.set_value(%192, "scale_a", %2717) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3003 = fly.atom.set_value(%3002, "scale_b", %2749) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3004 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3005 = fly.get_shape(%3004) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3006 = fly.get_layout(%2649) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3007 = fly.get_shape(%3006) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3008 = fly.get_layout(%2871) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3009 = fly.get_shape(%3008) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3010 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3011 = fly.get_shape(%3010) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3003, %224, %2649, %2871, %224) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3012 = fly.atom.set_value(%192, "scale_a", %2700) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3013 = fly.atom.set_value(%3012, "scale_b", %2749) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3014 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3015 = fly.get_shape(%3014) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3016 = fly.get_layout(%2620) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3017 = fly.get_shape(%3016) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3018 = fly.get_layout(%2871) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3019 = fly.get_shape(%3018) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3020 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3021 = fly.get_shape(%3020) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3013, %220, %2620, %2871, %220) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3022 = fly.atom.set_value(%192, "scale_a", %2683) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3023 = fly.atom.set_value(%3022, "scale_b", %2749) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3024 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3025 = fly.get_shape(%3024) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3026 = fly.get_layout(%2591) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3027 = fly.get_shape(%3026) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3028 = fly.get_layout(%2871) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3029 = fly.get_shape(%3028) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3030 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3031 = fly.get_shape(%3030) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3023, %216, %2591, %2871, %216) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3032 = fly.atom.set_value(%192, "scale_a", %2666) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3033 = fly.atom.set_value(%3032, "scale_b", %2749) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3034 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3035 = fly.get_shape(%3034) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3036 = fly.get_layout(%2562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3037 = fly.get_shape(%3036) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3038 = fly.get_layout(%2871) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3039 = fly.get_shape(%3038) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3040 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3041 = fly.get_shape(%3040) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3033, %212, %2562, %2871, %212) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          rocdl.s.wait.dscnt 0
          %3042 = fly.atom.set_value(%192, "scale_a", %2666) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3043 = fly.atom.set_value(%3042, "scale_b", %2765) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3044 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3045 = fly.get_shape(%3044) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3046 = fly.get_layout(%2562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3047 = fly.get_shape(%3046) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3048 = fly.get_layout(%2916) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3049 = fly.get_shape(%3048) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3050 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3051 = fly.get_shape(%3050) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3043, %228, %2562, %2916, %228) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3052 = fly.atom.set_value(%192, "scale_a", %2683) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3053 = fly.atom.set_value(%3052, "scale_b", %2765) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3054 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3055 = fly.get_shape(%3054) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3056 = fly.get_layout(%2591) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3057 = fly.get_shape(%3056) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3058 = fly.get_layout(%2916) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3059 = fly.get_shape(%3058) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3060 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3061 = fly.get_shape(%3060) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3053, %232, %2591, %2916, %232) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3062 = fly.atom.set_value(%192, "scale_a", %2700) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3063 = fly.atom.set_value(%3062, "scale_b", %2765) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3064 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3065 = fly.get_shape(%3064) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3066 = fly.get_layout(%2620) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3067 = fly.get_shape(%3066) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3068 = fly.get_layout(%2916) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3069 = fly.get_shape(%3068) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3070 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3071 = fly.get_shape(%3070) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3063, %236, %2620, %2916, %236) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3072 = fly.atom.set_value(%192, "scale_a", %2717) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3073 = fly.atom.set_value(%3072, "scale_b", %2765) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3074 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3075 = fly.get_shape(%3074) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3076 = fly.get_layout(%2649) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3077 = fly.get_shape(%3076) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3078 = fly.get_layout(%2916) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3079 = fly.get_shape(%3078) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3080 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3081 = fly.get_shape(%3080) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3073, %240, %2649, %2916, %240) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3082 = fly.atom.set_value(%192, "scale_a", %2717) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3083 = fly.atom.set_value(%3082, "scale_b", %2781) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3084 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3085 = fly.get_shape(%3084) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3086 = fly.get_layout(%2649) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3087 = fly.get_shape(%3086) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3088 = fly.get_layout(%2961) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3089 = fly.get_shape(%3088) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3090 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3091 = fly.get_shape(%3090) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3083, %256, %2649, %2961, %256) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3092 = fly.atom.set_value(%192, "scale_a", %2700) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3093 = fly.atom.set_value(%3092, "scale_b", %2781) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3094 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3095 = fly.get_shape(%3094) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3096 = fly.get_layout(%2620) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3097 = fly.get_shape(%3096) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3098 = fly.get_layout(%2961) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3099 = fly.get_shape(%3098) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3100 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3101 = fly.get_shape(%3100) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3093, %252, %2620, %2961, %252) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3102 = fly.atom.set_value(%192, "scale_a", %2683) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3103 = fly.atom.set_value(%3102, "scale_b", %2781) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3104 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3105 = fly.get_shape(%3104) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3106 = fly.get_layout(%2591) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3107 = fly.get_shape(%3106) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3108 = fly.get_layout(%2961) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3109 = fly.get_shape(%3108) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3110 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3111 = fly.get_shape(%3110) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3103, %248, %2591, %2961, %248) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          %3112 = fly.atom.set_value(%192, "scale_a", %2666) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3113 = fly.atom.set_value(%3112, "scale_b", %2781) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
          %3114 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3115 = fly.get_shape(%3114) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3116 = fly.get_layout(%2562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
          %3117 = fly.get_shape(%3116) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          %3118 = fly.get_layout(%2961) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
          %3119 = fly.get_shape(%3118) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
          %3120 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
          %3121 = fly.get_shape(%3120) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
          fly.gemm(%3113, %244, %2562, %2961, %244) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
          rocdl.sched.group.barrier ds_read, 24, 0
          rocdl.sched.group.barrier mfma_wmma, 8, 0
          rocdl.sched.group.barrier ds_read, 8, 0
          rocdl.sched.group.barrier mfma_wmma, 8, 0
          rocdl.sched.group.barrier ds_read, 16, 0
          rocdl.sched.group.barrier ds_read, 8, 0
          rocdl.sched.group.barrier mfma_wmma, 8, 0
          rocdl.sched.group.barrier ds_read, 8, 0
          rocdl.sched.group.barrier mfma_wmma, 8, 0
          rocdl.sched.barrier none
          gpu.barrier
          %c1_i32_601 = arith.constant 1 : i32
          %3122 = arith.addi %arg10, %c1_i32_601 : i32
          %c52736_i32_602 = arith.constant 52736 : i32
          %3123 = arith.muli %1941, %c52736_i32_602 : i32
          %3124 = fly.make_int_tuple(%3123) : (i32) -> !fly.int_tuple<?>
          %3125 = fly.add_offset(%69, %3124) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3126 = fly.recast_iter(%3125) : (!fly.ptr<i8, shared>) -> !fly.ptr<i8, shared, align<16>>
          %c13184_i32 = arith.constant 13184 : i32
          %3127 = arith.muli %1941, %c13184_i32 : i32
          %3128 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %3129 = fly.add_offset(%3126, %3128) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
          %3130 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %3131 = fly.add_offset(%3129, %3130) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
          %3132 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
          %3133 = fly.make_int_tuple() : () -> !fly.int_tuple<(272,1)>
          %3134 = fly.make_layout(%3132, %3133) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(272,1)>) -> !fly.layout<(32,256):(272,1)>
          %3135 = fly.make_view(%3131, %3134) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(32,256):(272,1)>) -> !fly.memref<i8, shared, (32,256):(272,1), align<16>>
          %c256_i32_603 = arith.constant 256 : i32
          %3136 = arith.muli %3122, %c256_i32_603 : i32
          %3137 = arith.extsi %3136 : i32 to i64
          %c0_i32_604 = arith.constant 0 : i32
          %3138 = arith.cmpi eq, %3, %c0_i32_604 : i32
          scf.if %3138 {
            %3216 = fly.atom.set_value(%97, "imm_offset", %3137) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
            fly.copy(%3216, %92, %3135) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (32,256):(256,1)>, !fly.memref<i8, shared, (32,256):(272,1), align<16>>) -> ()
          }
          %3139 = fly.make_int_tuple() : () -> !fly.int_tuple<8704>
          %3140 = fly.add_offset(%3126, %3139) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<8704>) -> !fly.ptr<i8, shared, align<16>>
          %3141 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %3142 = fly.add_offset(%3140, %3141) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
          %3143 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
          %3144 = fly.make_int_tuple() : () -> !fly.int_tuple<(272,1)>
          %3145 = fly.make_layout(%3143, %3144) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(272,1)>) -> !fly.layout<(32,256):(272,1)>
          %3146 = fly.make_view(%3142, %3145) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(32,256):(272,1)>) -> !fly.memref<i8, shared, (32,256):(272,1), align<16>>
          %c256_i32_605 = arith.constant 256 : i32
          %3147 = arith.muli %3122, %c256_i32_605 : i32
          %3148 = arith.extsi %3147 : i32 to i64
          %c1_i32_606 = arith.constant 1 : i32
          %3149 = arith.cmpi eq, %3, %c1_i32_606 : i32
          scf.if %3149 {
            %3216 = fly.atom.set_value(%109, "imm_offset", %3148) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>
            fly.copy(%3216, %104, %3146) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 256, 16, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (32,256):(256,1)>, !fly.memref<i8, shared, (32,256):(272,1), align<16>>) -> ()
          }
          %3150 = fly.make_int_tuple() : () -> !fly.int_tuple<17408>
          %3151 = fly.add_offset(%3126, %3150) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<17408>) -> !fly.ptr<i8, shared, align<16>>
          %3152 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %3153 = fly.add_offset(%3151, %3152) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
          %3154 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
          %3155 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
          %3156 = fly.make_layout(%3154, %3155) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
          %3157 = fly.make_view(%3153, %3156) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>
          %c2048_i32_607 = arith.constant 2048 : i32
          %3158 = arith.muli %3122, %c2048_i32_607 : i32
          %3159 = arith.extsi %3158 : i32 to i64
          %c2_i32_608 = arith.constant 2 : i32
          %3160 = arith.cmpi eq, %3, %c2_i32_608 : i32
          scf.if %3160 {
            %3216 = fly.atom.set_value(%120, "imm_offset", %3159) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
            fly.copy(%3216, %116, %3157) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (8,2048):(2048,1)>, !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>) -> ()
          }
          %3161 = fly.make_int_tuple() : () -> !fly.int_tuple<33792>
          %3162 = fly.add_offset(%3126, %3161) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<33792>) -> !fly.ptr<i8, shared, align<16>>
          %3163 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %3164 = fly.add_offset(%3162, %3163) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
          %3165 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,2048)>
          %3166 = fly.make_int_tuple() : () -> !fly.int_tuple<(2048,1)>
          %3167 = fly.make_layout(%3165, %3166) : (!fly.int_tuple<(8,2048)>, !fly.int_tuple<(2048,1)>) -> !fly.layout<(8,2048):(2048,1)>
          %3168 = fly.make_view(%3164, %3167) : (!fly.ptr<i8, shared, align<16>>, !fly.layout<(8,2048):(2048,1)>) -> !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>
          %c2048_i32_609 = arith.constant 2048 : i32
          %3169 = arith.muli %3122, %c2048_i32_609 : i32
          %3170 = arith.extsi %3169 : i32 to i64
          %c3_i32_610 = arith.constant 3 : i32
          %3171 = arith.cmpi eq, %3, %c3_i32_610 : i32
          scf.if %3171 {
            %3216 = fly.atom.set_value(%131, "imm_offset", %3170) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>
            fly.copy(%3216, %127, %3168) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 8>, !fly.memref<i8, global, (8,2048):(2048,1)>, !fly.memref<i8, shared, (8,2048):(2048,1), align<16>>) -> ()
          }
          %3172 = fly.make_int_tuple() : () -> !fly.int_tuple<12544>
          %3173 = fly.add_offset(%85, %3172) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12544>) -> !fly.ptr<i32, shared, align<16>>
          %3174 = fly.make_int_tuple(%3127) : (i32) -> !fly.int_tuple<?>
          %3175 = fly.add_offset(%3173, %3174) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
          %3176 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
          %3177 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
          %3178 = fly.make_layout(%3176, %3177) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
          %3179 = fly.make_view(%3175, %3178) : (!fly.ptr<i32, shared>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, shared, (8,8):(8,1)>
          %c32_i32_611 = arith.constant 32 : i32
          %3180 = arith.muli %3122, %c32_i32_611 : i32
          %3181 = arith.extsi %3180 : i32 to i64
          %c0_i32_612 = arith.constant 0 : i32
          %3182 = arith.cmpi eq, %3, %c0_i32_612 : i32
          scf.if %3182 {
            %3216 = fly.atom.set_value(%144, "imm_offset", %3181) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
            fly.copy(%3216, %140, %3179) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (8,8):(8,1)>, !fly.memref<i32, shared, (8,8):(8,1)>) -> ()
          }
          %3183 = fly.make_int_tuple() : () -> !fly.int_tuple<12608>
          %3184 = fly.add_offset(%85, %3183) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12608>) -> !fly.ptr<i32, shared, align<16>>
          %3185 = fly.make_int_tuple(%3127) : (i32) -> !fly.int_tuple<?>
          %3186 = fly.add_offset(%3184, %3185) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
          %3187 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
          %3188 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
          %3189 = fly.make_layout(%3187, %3188) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
          %3190 = fly.make_view(%3186, %3189) : (!fly.ptr<i32, shared>, !fly.layout<(8,8):(8,1)>) -> !fly.memref<i32, shared, (8,8):(8,1)>
          %c32_i32_613 = arith.constant 32 : i32
          %3191 = arith.muli %3122, %c32_i32_613 : i32
          %3192 = arith.extsi %3191 : i32 to i64
          %c1_i32_614 = arith.constant 1 : i32
          %3193 = arith.cmpi eq, %3, %c1_i32_614 : i32
          scf.if %3193 {
            %3216 = fly.atom.set_value(%155, "imm_offset", %3192) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
            fly.copy(%3216, %151, %3190) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (8,8):(8,1)>, !fly.memref<i32, shared, (8,8):(8,1)>) -> ()
          }
          %3194 = fly.make_int_tuple() : () -> !fly.int_tuple<12672>
          %3195 = fly.add_offset(%85, %3194) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12672>) -> !fly.ptr<i32, shared, align<16>>
          %3196 = fly.make_int_tuple(%3127) : (i32) -> !fly.int_tuple<?>
          %3197 = fly.add_offset(%3195, %3196) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
          %3198 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
          %3199 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
          %3200 = fly.make_layout(%3198, %3199) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
          %3201 = fly.make_view(%3197, %3200) : (!fly.ptr<i32, shared>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, shared, (4,64):(64,1)>
          %c256_i32_615 = arith.constant 256 : i32
          %3202 = arith.muli %3122, %c256_i32_615 : i32
          %3203 = arith.extsi %3202 : i32 to i64
          %c2_i32_616 = arith.constant 2 : i32
          %3204 = arith.cmpi eq, %3, %c2_i32_616 : i32
          scf.if %3204 {
            %3216 = fly.atom.set_value(%166, "imm_offset", %3203) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
            fly.copy(%3216, %162, %3201) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (4,64):(64,1)>, !fly.memref<i32, shared, (4,64):(64,1)>) -> ()
          }
          %3205 = fly.make_int_tuple() : () -> !fly.int_tuple<12928>
          %3206 = fly.add_offset(%85, %3205) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<12928>) -> !fly.ptr<i32, shared, align<16>>
          %3207 = fly.make_int_tuple(%3127) : (i32) -> !fly.int_tuple<?>
          %3208 = fly.add_offset(%3206, %3207) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
          %3209 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,64)>
          %3210 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
          %3211 = fly.make_layout(%3209, %3210) : (!fly.int_tuple<(4,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(4,64):(64,1)>
          %3212 = fly.make_view(%3208, %3211) : (!fly.ptr<i32, shared>, !fly.layout<(4,64):(64,1)>) -> !fly.memref<i32, shared, (4,64):(64,1)>
          %c256_i32_617 = arith.constant 256 : i32
          %3213 = arith.muli %3122, %c256_i32_617 : i32
          %3214 = arith.extsi %3213 : i32 to i64
          %c3_i32_618 = arith.constant 3 : i32
          %3215 = arith.cmpi eq, %3, %c3_i32_618 : i32
          scf.if %3215 {
            %3216 = fly.atom.set_value(%177, "imm_offset", %3214) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>
            fly.copy(%3216, %173, %3212) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 32>, !fly.memref<i32, global, (4,64):(64,1)>, !fly.memref<i32, shared, (4,64):(64,1)>) -> ()
          }
        }
        %349 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %350 = fly.add_offset(%69, %349) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<1024>>
        %351 = fly.ptrtoint(%350) : (!fly.ptr<i8, shared, align<1024>>) -> i32
        rocdl.s.wait.tensorcnt 0
        gpu.barrier
        %c16_i32_78 = arith.constant 16 : i32
        %352 = arith.floordivsi %179, %c16_i32_78 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %353 = arith.addi %352, %c0_i32_79 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %354 = arith.muli %353, %c2048_i32 : i32
        %c17408_i32 = arith.constant 17408 : i32
        %355 = arith.addi %c17408_i32, %354 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %356 = arith.addi %355, %c0_i32_80 : i32
        %c256_i32_81 = arith.constant 256 : i32
        %357 = arith.muli %6, %c256_i32_81 : i32
        %358 = arith.addi %356, %357 : i32
        %c16_i32_82 = arith.constant 16 : i32
        %359 = arith.muli %5, %c16_i32_82 : i32
        %360 = arith.addi %358, %359 : i32
        %361 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %362 = arith.addi %351, %360 : i32
        %363 = fly.inttoptr(%362) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %364 = fly.make_view(%363, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %364, %361) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %365 = fly.memref.load_vec(%361) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %366 = fly.get_layout(%361) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %367 = fly.get_shape(%366) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32 = arith.constant 512 : i32
        %368 = arith.addi %360, %c512_i32 : i32
        %369 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %370 = arith.addi %351, %368 : i32
        %371 = fly.inttoptr(%370) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %372 = fly.make_view(%371, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %372, %369) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %373 = fly.memref.load_vec(%369) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %374 = fly.get_layout(%369) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %375 = fly.get_shape(%374) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %376 = vector.shuffle %365, %373 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %377 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %378 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %379 = fly.make_ordered_layout(%377, %378) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %380 = fly.memref.alloca(%379) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%376, %380) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_83 = arith.constant 16 : i32
        %381 = arith.floordivsi %179, %c16_i32_83 : i32
        %c1_i32_84 = arith.constant 1 : i32
        %382 = arith.addi %381, %c1_i32_84 : i32
        %c2048_i32_85 = arith.constant 2048 : i32
        %383 = arith.muli %382, %c2048_i32_85 : i32
        %c17408_i32_86 = arith.constant 17408 : i32
        %384 = arith.addi %c17408_i32_86, %383 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %385 = arith.addi %384, %c0_i32_87 : i32
        %c256_i32_88 = arith.constant 256 : i32
        %386 = arith.muli %6, %c256_i32_88 : i32
        %387 = arith.addi %385, %386 : i32
        %c16_i32_89 = arith.constant 16 : i32
        %388 = arith.muli %5, %c16_i32_89 : i32
        %389 = arith.addi %387, %388 : i32
        %390 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %391 = arith.addi %351, %389 : i32
        %392 = fly.inttoptr(%391) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %393 = fly.make_view(%392, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %393, %390) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %394 = fly.memref.load_vec(%390) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %395 = fly.get_layout(%390) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %396 = fly.get_shape(%395) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_90 = arith.constant 512 : i32
        %397 = arith.addi %389, %c512_i32_90 : i32
        %398 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %399 = arith.addi %351, %397 : i32
        %400 = fly.inttoptr(%399) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %401 = fly.make_view(%400, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %401, %398) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %402 = fly.memref.load_vec(%398) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %403 = fly.get_layout(%398) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %404 = fly.get_shape(%403) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %405 = vector.shuffle %394, %402 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %406 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %407 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %408 = fly.make_ordered_layout(%406, %407) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %409 = fly.memref.alloca(%408) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%405, %409) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_91 = arith.constant 16 : i32
        %410 = arith.floordivsi %179, %c16_i32_91 : i32
        %c2_i32_92 = arith.constant 2 : i32
        %411 = arith.addi %410, %c2_i32_92 : i32
        %c2048_i32_93 = arith.constant 2048 : i32
        %412 = arith.muli %411, %c2048_i32_93 : i32
        %c17408_i32_94 = arith.constant 17408 : i32
        %413 = arith.addi %c17408_i32_94, %412 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %414 = arith.addi %413, %c0_i32_95 : i32
        %c256_i32_96 = arith.constant 256 : i32
        %415 = arith.muli %6, %c256_i32_96 : i32
        %416 = arith.addi %414, %415 : i32
        %c16_i32_97 = arith.constant 16 : i32
        %417 = arith.muli %5, %c16_i32_97 : i32
        %418 = arith.addi %416, %417 : i32
        %419 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %420 = arith.addi %351, %418 : i32
        %421 = fly.inttoptr(%420) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %422 = fly.make_view(%421, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %422, %419) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %423 = fly.memref.load_vec(%419) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %424 = fly.get_layout(%419) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %425 = fly.get_shape(%424) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_98 = arith.constant 512 : i32
        %426 = arith.addi %418, %c512_i32_98 : i32
        %427 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %428 = arith.addi %351, %426 : i32
        %429 = fly.inttoptr(%428) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %430 = fly.make_view(%429, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %430, %427) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %431 = fly.memref.load_vec(%427) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %432 = fly.get_layout(%427) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %433 = fly.get_shape(%432) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %434 = vector.shuffle %423, %431 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %435 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %436 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %437 = fly.make_ordered_layout(%435, %436) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %438 = fly.memref.alloca(%437) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%434, %438) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_99 = arith.constant 16 : i32
        %439 = arith.floordivsi %179, %c16_i32_99 : i32
        %c3_i32_100 = arith.constant 3 : i32
        %440 = arith.addi %439, %c3_i32_100 : i32
        %c2048_i32_101 = arith.constant 2048 : i32
        %441 = arith.muli %440, %c2048_i32_101 : i32
        %c17408_i32_102 = arith.constant 17408 : i32
        %442 = arith.addi %c17408_i32_102, %441 : i32
        %c0_i32_103 = arith.constant 0 : i32
        %443 = arith.addi %442, %c0_i32_103 : i32
        %c256_i32_104 = arith.constant 256 : i32
        %444 = arith.muli %6, %c256_i32_104 : i32
        %445 = arith.addi %443, %444 : i32
        %c16_i32_105 = arith.constant 16 : i32
        %446 = arith.muli %5, %c16_i32_105 : i32
        %447 = arith.addi %445, %446 : i32
        %448 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %449 = arith.addi %351, %447 : i32
        %450 = fly.inttoptr(%449) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %451 = fly.make_view(%450, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %451, %448) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %452 = fly.memref.load_vec(%448) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %453 = fly.get_layout(%448) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %454 = fly.get_shape(%453) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_106 = arith.constant 512 : i32
        %455 = arith.addi %447, %c512_i32_106 : i32
        %456 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %457 = arith.addi %351, %455 : i32
        %458 = fly.inttoptr(%457) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %459 = fly.make_view(%458, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %459, %456) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %460 = fly.memref.load_vec(%456) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %461 = fly.get_layout(%456) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %462 = fly.get_shape(%461) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %463 = vector.shuffle %452, %460 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %464 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %465 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %466 = fly.make_ordered_layout(%464, %465) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %467 = fly.memref.alloca(%466) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%463, %467) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c0_i32_107 = arith.constant 0 : i32
        %468 = arith.addi %179, %c0_i32_107 : i32
        %469 = arith.addi %468, %5 : i32
        %c32_i32_108 = arith.constant 32 : i32
        %470 = arith.floordivsi %469, %c32_i32_108 : i32
        %c64_i32_109 = arith.constant 64 : i32
        %471 = arith.muli %470, %c64_i32_109 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %472 = arith.addi %471, %c0_i32_110 : i32
        %c32_i32_111 = arith.constant 32 : i32
        %473 = arith.remsi %469, %c32_i32_111 : i32
        %474 = arith.addi %472, %473 : i32
        %c4_i32_112 = arith.constant 4 : i32
        %475 = arith.muli %474, %c4_i32_112 : i32
        %c50688_i32 = arith.constant 50688 : i32
        %476 = arith.addi %c50688_i32, %475 : i32
        %477 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %478 = arith.addi %351, %476 : i32
        %479 = fly.inttoptr(%478) : (i32) -> !fly.ptr<i32, shared>
        %480 = fly.make_view(%479, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %480, %477) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %481 = fly.memref.load_vec(%477) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %482 = fly.get_layout(%477) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %483 = fly.get_shape(%482) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %484 = vector.extract %481[0] : i32 from vector<1xi32>
        %c16_i32_113 = arith.constant 16 : i32
        %485 = arith.addi %179, %c16_i32_113 : i32
        %486 = arith.addi %485, %5 : i32
        %c32_i32_114 = arith.constant 32 : i32
        %487 = arith.floordivsi %486, %c32_i32_114 : i32
        %c64_i32_115 = arith.constant 64 : i32
        %488 = arith.muli %487, %c64_i32_115 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %489 = arith.addi %488, %c0_i32_116 : i32
        %c32_i32_117 = arith.constant 32 : i32
        %490 = arith.remsi %486, %c32_i32_117 : i32
        %491 = arith.addi %489, %490 : i32
        %c4_i32_118 = arith.constant 4 : i32
        %492 = arith.muli %491, %c4_i32_118 : i32
        %c50688_i32_119 = arith.constant 50688 : i32
        %493 = arith.addi %c50688_i32_119, %492 : i32
        %494 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %495 = arith.addi %351, %493 : i32
        %496 = fly.inttoptr(%495) : (i32) -> !fly.ptr<i32, shared>
        %497 = fly.make_view(%496, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %497, %494) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %498 = fly.memref.load_vec(%494) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %499 = fly.get_layout(%494) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %500 = fly.get_shape(%499) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %501 = vector.extract %498[0] : i32 from vector<1xi32>
        %c32_i32_120 = arith.constant 32 : i32
        %502 = arith.addi %179, %c32_i32_120 : i32
        %503 = arith.addi %502, %5 : i32
        %c32_i32_121 = arith.constant 32 : i32
        %504 = arith.floordivsi %503, %c32_i32_121 : i32
        %c64_i32_122 = arith.constant 64 : i32
        %505 = arith.muli %504, %c64_i32_122 : i32
        %c0_i32_123 = arith.constant 0 : i32
        %506 = arith.addi %505, %c0_i32_123 : i32
        %c32_i32_124 = arith.constant 32 : i32
        %507 = arith.remsi %503, %c32_i32_124 : i32
        %508 = arith.addi %506, %507 : i32
        %c4_i32_125 = arith.constant 4 : i32
        %509 = arith.muli %508, %c4_i32_125 : i32
        %c50688_i32_126 = arith.constant 50688 : i32
        %510 = arith.addi %c50688_i32_126, %509 : i32
        %511 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %512 = arith.addi %351, %510 : i32
        %513 = fly.inttoptr(%512) : (i32) -> !fly.ptr<i32, shared>
        %514 = fly.make_view(%513, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %514, %511) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %515 = fly.memref.load_vec(%511) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %516 = fly.get_layout(%511) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %517 = fly.get_shape(%516) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %518 = vector.extract %515[0] : i32 from vector<1xi32>
        %c48_i32 = arith.constant 48 : i32
        %519 = arith.addi %179, %c48_i32 : i32
        %520 = arith.addi %519, %5 : i32
        %c32_i32_127 = arith.constant 32 : i32
        %521 = arith.floordivsi %520, %c32_i32_127 : i32
        %c64_i32_128 = arith.constant 64 : i32
        %522 = arith.muli %521, %c64_i32_128 : i32
        %c0_i32_129 = arith.constant 0 : i32
        %523 = arith.addi %522, %c0_i32_129 : i32
        %c32_i32_130 = arith.constant 32 : i32
        %524 = arith.remsi %520, %c32_i32_130 : i32
        %525 = arith.addi %523, %524 : i32
        %c4_i32_131 = arith.constant 4 : i32
        %526 = arith.muli %525, %c4_i32_131 : i32
        %c50688_i32_132 = arith.constant 50688 : i32
        %527 = arith.addi %c50688_i32_132, %526 : i32
        %528 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %529 = arith.addi %351, %527 : i32
        %530 = fly.inttoptr(%529) : (i32) -> !fly.ptr<i32, shared>
        %531 = fly.make_view(%530, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %531, %528) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %532 = fly.memref.load_vec(%528) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %533 = fly.get_layout(%528) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %534 = fly.get_shape(%533) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %535 = vector.extract %532[0] : i32 from vector<1xi32>
        %c4_i32_133 = arith.constant 4 : i32
        %536 = arith.floordivsi %178, %c4_i32_133 : i32
        %537 = arith.addi %536, %5 : i32
        %c32_i32_134 = arith.constant 32 : i32
        %538 = arith.muli %537, %c32_i32_134 : i32
        %c4_i32_135 = arith.constant 4 : i32
        %539 = arith.muli %6, %c4_i32_135 : i32
        %540 = arith.addi %538, %539 : i32
        %c0_i32_136 = arith.constant 0 : i32
        %541 = arith.addi %540, %c0_i32_136 : i32
        %c0_i32_137 = arith.constant 0 : i32
        %542 = arith.addi %541, %c0_i32_137 : i32
        %c50176_i32 = arith.constant 50176 : i32
        %543 = arith.addi %c50176_i32, %542 : i32
        %544 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %545 = arith.addi %351, %543 : i32
        %546 = fly.inttoptr(%545) : (i32) -> !fly.ptr<i32, shared>
        %547 = fly.make_view(%546, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %547, %544) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %548 = fly.memref.load_vec(%544) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %549 = fly.get_layout(%544) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %550 = fly.get_shape(%549) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %551 = vector.extract %548[0] : i32 from vector<1xi32>
        %c4_i32_138 = arith.constant 4 : i32
        %552 = arith.floordivsi %178, %c4_i32_138 : i32
        %553 = arith.addi %552, %5 : i32
        %c32_i32_139 = arith.constant 32 : i32
        %554 = arith.muli %553, %c32_i32_139 : i32
        %c4_i32_140 = arith.constant 4 : i32
        %555 = arith.muli %6, %c4_i32_140 : i32
        %556 = arith.addi %554, %555 : i32
        %c0_i32_141 = arith.constant 0 : i32
        %557 = arith.addi %556, %c0_i32_141 : i32
        %c4_i32_142 = arith.constant 4 : i32
        %558 = arith.addi %557, %c4_i32_142 : i32
        %c50176_i32_143 = arith.constant 50176 : i32
        %559 = arith.addi %c50176_i32_143, %558 : i32
        %560 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %561 = arith.addi %351, %559 : i32
        %562 = fly.inttoptr(%561) : (i32) -> !fly.ptr<i32, shared>
        %563 = fly.make_view(%562, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %563, %560) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %564 = fly.memref.load_vec(%560) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %565 = fly.get_layout(%560) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %566 = fly.get_shape(%565) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %567 = vector.extract %564[0] : i32 from vector<1xi32>
        %c4_i32_144 = arith.constant 4 : i32
        %568 = arith.floordivsi %178, %c4_i32_144 : i32
        %569 = arith.addi %568, %5 : i32
        %c32_i32_145 = arith.constant 32 : i32
        %570 = arith.muli %569, %c32_i32_145 : i32
        %c4_i32_146 = arith.constant 4 : i32
        %571 = arith.muli %6, %c4_i32_146 : i32
        %572 = arith.addi %570, %571 : i32
        %c0_i32_147 = arith.constant 0 : i32
        %573 = arith.addi %572, %c0_i32_147 : i32
        %c8_i32 = arith.constant 8 : i32
        %574 = arith.addi %573, %c8_i32 : i32
        %c50176_i32_148 = arith.constant 50176 : i32
        %575 = arith.addi %c50176_i32_148, %574 : i32
        %576 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %577 = arith.addi %351, %575 : i32
        %578 = fly.inttoptr(%577) : (i32) -> !fly.ptr<i32, shared>
        %579 = fly.make_view(%578, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %579, %576) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %580 = fly.memref.load_vec(%576) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %581 = fly.get_layout(%576) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %582 = fly.get_shape(%581) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %583 = vector.extract %580[0] : i32 from vector<1xi32>
        %c4_i32_149 = arith.constant 4 : i32
        %584 = arith.floordivsi %178, %c4_i32_149 : i32
        %585 = arith.addi %584, %5 : i32
        %c32_i32_150 = arith.constant 32 : i32
        %586 = arith.muli %585, %c32_i32_150 : i32
        %c4_i32_151 = arith.constant 4 : i32
        %587 = arith.muli %6, %c4_i32_151 : i32
        %588 = arith.addi %586, %587 : i32
        %c0_i32_152 = arith.constant 0 : i32
        %589 = arith.addi %588, %c0_i32_152 : i32
        %c12_i32 = arith.constant 12 : i32
        %590 = arith.addi %589, %c12_i32 : i32
        %c50176_i32_153 = arith.constant 50176 : i32
        %591 = arith.addi %c50176_i32_153, %590 : i32
        %592 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %593 = arith.addi %351, %591 : i32
        %594 = fly.inttoptr(%593) : (i32) -> !fly.ptr<i32, shared>
        %595 = fly.make_view(%594, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %595, %592) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %596 = fly.memref.load_vec(%592) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %597 = fly.get_layout(%592) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %598 = fly.get_shape(%597) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %599 = vector.extract %596[0] : i32 from vector<1xi32>
        %c0_i32_154 = arith.constant 0 : i32
        %600 = arith.addi %178, %c0_i32_154 : i32
        %601 = arith.addi %600, %5 : i32
        %c272_i32 = arith.constant 272 : i32
        %602 = arith.muli %601, %c272_i32 : i32
        %c0_i32_155 = arith.constant 0 : i32
        %603 = arith.addi %602, %c0_i32_155 : i32
        %c16_i32_156 = arith.constant 16 : i32
        %604 = arith.muli %6, %c16_i32_156 : i32
        %605 = arith.addi %603, %604 : i32
        %c0_i32_157 = arith.constant 0 : i32
        %606 = arith.addi %605, %c0_i32_157 : i32
        %607 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %608 = arith.addi %351, %606 : i32
        %609 = fly.inttoptr(%608) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %610 = fly.make_view(%609, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %610, %607) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %611 = fly.memref.load_vec(%607) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %612 = fly.get_layout(%607) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %613 = fly.get_shape(%612) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_158 = arith.constant 32 : i32
        %614 = arith.addi %605, %c32_i32_158 : i32
        %615 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %616 = arith.addi %351, %614 : i32
        %617 = fly.inttoptr(%616) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %618 = fly.make_view(%617, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %618, %615) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %619 = fly.memref.load_vec(%615) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %620 = fly.get_layout(%615) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %621 = fly.get_shape(%620) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_159 = arith.constant 64 : i32
        %622 = arith.addi %605, %c64_i32_159 : i32
        %623 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %624 = arith.addi %351, %622 : i32
        %625 = fly.inttoptr(%624) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %626 = fly.make_view(%625, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %626, %623) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %627 = fly.memref.load_vec(%623) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %628 = fly.get_layout(%623) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %629 = fly.get_shape(%628) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32 = arith.constant 96 : i32
        %630 = arith.addi %605, %c96_i32 : i32
        %631 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %632 = arith.addi %351, %630 : i32
        %633 = fly.inttoptr(%632) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %634 = fly.make_view(%633, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %634, %631) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %635 = fly.memref.load_vec(%631) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %636 = fly.get_layout(%631) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %637 = fly.get_shape(%636) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %638 = vector.shuffle %611, %619 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %639 = vector.shuffle %627, %635 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %640 = vector.shuffle %638, %639 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %641 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %642 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %643 = fly.make_ordered_layout(%641, %642) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %644 = fly.memref.alloca(%643) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%640, %644) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c16_i32_160 = arith.constant 16 : i32
        %645 = arith.addi %178, %c16_i32_160 : i32
        %646 = arith.addi %645, %5 : i32
        %c272_i32_161 = arith.constant 272 : i32
        %647 = arith.muli %646, %c272_i32_161 : i32
        %c0_i32_162 = arith.constant 0 : i32
        %648 = arith.addi %647, %c0_i32_162 : i32
        %c16_i32_163 = arith.constant 16 : i32
        %649 = arith.muli %6, %c16_i32_163 : i32
        %650 = arith.addi %648, %649 : i32
        %c0_i32_164 = arith.constant 0 : i32
        %651 = arith.addi %650, %c0_i32_164 : i32
        %652 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %653 = arith.addi %351, %651 : i32
        %654 = fly.inttoptr(%653) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %655 = fly.make_view(%654, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %655, %652) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %656 = fly.memref.load_vec(%652) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %657 = fly.get_layout(%652) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %658 = fly.get_shape(%657) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_165 = arith.constant 32 : i32
        %659 = arith.addi %650, %c32_i32_165 : i32
        %660 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %661 = arith.addi %351, %659 : i32
        %662 = fly.inttoptr(%661) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %663 = fly.make_view(%662, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %663, %660) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %664 = fly.memref.load_vec(%660) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %665 = fly.get_layout(%660) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %666 = fly.get_shape(%665) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_166 = arith.constant 64 : i32
        %667 = arith.addi %650, %c64_i32_166 : i32
        %668 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %669 = arith.addi %351, %667 : i32
        %670 = fly.inttoptr(%669) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %671 = fly.make_view(%670, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %671, %668) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %672 = fly.memref.load_vec(%668) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %673 = fly.get_layout(%668) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %674 = fly.get_shape(%673) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_167 = arith.constant 96 : i32
        %675 = arith.addi %650, %c96_i32_167 : i32
        %676 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %677 = arith.addi %351, %675 : i32
        %678 = fly.inttoptr(%677) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %679 = fly.make_view(%678, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %679, %676) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %680 = fly.memref.load_vec(%676) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %681 = fly.get_layout(%676) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %682 = fly.get_shape(%681) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %683 = vector.shuffle %656, %664 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %684 = vector.shuffle %672, %680 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %685 = vector.shuffle %683, %684 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %686 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %687 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %688 = fly.make_ordered_layout(%686, %687) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %689 = fly.memref.alloca(%688) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%685, %689) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c32_i32_168 = arith.constant 32 : i32
        %690 = arith.addi %178, %c32_i32_168 : i32
        %691 = arith.addi %690, %5 : i32
        %c272_i32_169 = arith.constant 272 : i32
        %692 = arith.muli %691, %c272_i32_169 : i32
        %c0_i32_170 = arith.constant 0 : i32
        %693 = arith.addi %692, %c0_i32_170 : i32
        %c16_i32_171 = arith.constant 16 : i32
        %694 = arith.muli %6, %c16_i32_171 : i32
        %695 = arith.addi %693, %694 : i32
        %c0_i32_172 = arith.constant 0 : i32
        %696 = arith.addi %695, %c0_i32_172 : i32
        %697 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %698 = arith.addi %351, %696 : i32
        %699 = fly.inttoptr(%698) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %700 = fly.make_view(%699, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %700, %697) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %701 = fly.memref.load_vec(%697) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %702 = fly.get_layout(%697) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %703 = fly.get_shape(%702) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_173 = arith.constant 32 : i32
        %704 = arith.addi %695, %c32_i32_173 : i32
        %705 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %706 = arith.addi %351, %704 : i32
        %707 = fly.inttoptr(%706) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %708 = fly.make_view(%707, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %708, %705) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %709 = fly.memref.load_vec(%705) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %710 = fly.get_layout(%705) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %711 = fly.get_shape(%710) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_174 = arith.constant 64 : i32
        %712 = arith.addi %695, %c64_i32_174 : i32
        %713 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %714 = arith.addi %351, %712 : i32
        %715 = fly.inttoptr(%714) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %716 = fly.make_view(%715, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %716, %713) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %717 = fly.memref.load_vec(%713) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %718 = fly.get_layout(%713) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %719 = fly.get_shape(%718) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_175 = arith.constant 96 : i32
        %720 = arith.addi %695, %c96_i32_175 : i32
        %721 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %722 = arith.addi %351, %720 : i32
        %723 = fly.inttoptr(%722) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %724 = fly.make_view(%723, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %724, %721) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %725 = fly.memref.load_vec(%721) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %726 = fly.get_layout(%721) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %727 = fly.get_shape(%726) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %728 = vector.shuffle %701, %709 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %729 = vector.shuffle %717, %725 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %730 = vector.shuffle %728, %729 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %731 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %732 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %733 = fly.make_ordered_layout(%731, %732) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %734 = fly.memref.alloca(%733) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%730, %734) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c48_i32_176 = arith.constant 48 : i32
        %735 = arith.addi %178, %c48_i32_176 : i32
        %736 = arith.addi %735, %5 : i32
        %c272_i32_177 = arith.constant 272 : i32
        %737 = arith.muli %736, %c272_i32_177 : i32
        %c0_i32_178 = arith.constant 0 : i32
        %738 = arith.addi %737, %c0_i32_178 : i32
        %c16_i32_179 = arith.constant 16 : i32
        %739 = arith.muli %6, %c16_i32_179 : i32
        %740 = arith.addi %738, %739 : i32
        %c0_i32_180 = arith.constant 0 : i32
        %741 = arith.addi %740, %c0_i32_180 : i32
        %742 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %743 = arith.addi %351, %741 : i32
        %744 = fly.inttoptr(%743) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %745 = fly.make_view(%744, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %745, %742) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %746 = fly.memref.load_vec(%742) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %747 = fly.get_layout(%742) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %748 = fly.get_shape(%747) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_181 = arith.constant 32 : i32
        %749 = arith.addi %740, %c32_i32_181 : i32
        %750 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %751 = arith.addi %351, %749 : i32
        %752 = fly.inttoptr(%751) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %753 = fly.make_view(%752, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %753, %750) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %754 = fly.memref.load_vec(%750) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %755 = fly.get_layout(%750) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %756 = fly.get_shape(%755) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_182 = arith.constant 64 : i32
        %757 = arith.addi %740, %c64_i32_182 : i32
        %758 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %759 = arith.addi %351, %757 : i32
        %760 = fly.inttoptr(%759) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %761 = fly.make_view(%760, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %761, %758) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %762 = fly.memref.load_vec(%758) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %763 = fly.get_layout(%758) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %764 = fly.get_shape(%763) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_183 = arith.constant 96 : i32
        %765 = arith.addi %740, %c96_i32_183 : i32
        %766 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %767 = arith.addi %351, %765 : i32
        %768 = fly.inttoptr(%767) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %769 = fly.make_view(%768, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %769, %766) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %770 = fly.memref.load_vec(%766) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %771 = fly.get_layout(%766) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %772 = fly.get_shape(%771) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %773 = vector.shuffle %746, %754 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %774 = vector.shuffle %762, %770 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %775 = vector.shuffle %773, %774 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %776 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %777 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %778 = fly.make_ordered_layout(%776, %777) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %779 = fly.memref.alloca(%778) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%775, %779) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        rocdl.s.wait.dscnt 8
        %780 = fly.atom.set_value(%192, "scale_a", %484) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %781 = fly.atom.set_value(%780, "scale_b", %551) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %782 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %783 = fly.get_shape(%782) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %784 = fly.get_layout(%380) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %785 = fly.get_shape(%784) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %786 = fly.get_layout(%644) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %787 = fly.get_shape(%786) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %788 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %789 = fly.get_shape(%788) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%781, %196, %380, %644, %196) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %790 = fly.atom.set_value(%192, "scale_a", %501) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %791 = fly.atom.set_value(%790, "scale_b", %551) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %792 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %793 = fly.get_shape(%792) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %794 = fly.get_layout(%409) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %795 = fly.get_shape(%794) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %796 = fly.get_layout(%644) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %797 = fly.get_shape(%796) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %798 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %799 = fly.get_shape(%798) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%791, %200, %409, %644, %200) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %800 = fly.atom.set_value(%192, "scale_a", %518) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %801 = fly.atom.set_value(%800, "scale_b", %551) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %802 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %803 = fly.get_shape(%802) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %804 = fly.get_layout(%438) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %805 = fly.get_shape(%804) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %806 = fly.get_layout(%644) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %807 = fly.get_shape(%806) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %808 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %809 = fly.get_shape(%808) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%801, %204, %438, %644, %204) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %810 = fly.atom.set_value(%192, "scale_a", %535) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %811 = fly.atom.set_value(%810, "scale_b", %551) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %812 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %813 = fly.get_shape(%812) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %814 = fly.get_layout(%467) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %815 = fly.get_shape(%814) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %816 = fly.get_layout(%644) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %817 = fly.get_shape(%816) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %818 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %819 = fly.get_shape(%818) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%811, %208, %467, %644, %208) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %820 = fly.atom.set_value(%192, "scale_a", %535) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %821 = fly.atom.set_value(%820, "scale_b", %567) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %822 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %823 = fly.get_shape(%822) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %824 = fly.get_layout(%467) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %825 = fly.get_shape(%824) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %826 = fly.get_layout(%689) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %827 = fly.get_shape(%826) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %828 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %829 = fly.get_shape(%828) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%821, %224, %467, %689, %224) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %830 = fly.atom.set_value(%192, "scale_a", %518) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %831 = fly.atom.set_value(%830, "scale_b", %567) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %832 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %833 = fly.get_shape(%832) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %834 = fly.get_layout(%438) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %835 = fly.get_shape(%834) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %836 = fly.get_layout(%689) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %837 = fly.get_shape(%836) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %838 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %839 = fly.get_shape(%838) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%831, %220, %438, %689, %220) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %840 = fly.atom.set_value(%192, "scale_a", %501) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %841 = fly.atom.set_value(%840, "scale_b", %567) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %842 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %843 = fly.get_shape(%842) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %844 = fly.get_layout(%409) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %845 = fly.get_shape(%844) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %846 = fly.get_layout(%689) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %847 = fly.get_shape(%846) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %848 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %849 = fly.get_shape(%848) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%841, %216, %409, %689, %216) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %850 = fly.atom.set_value(%192, "scale_a", %484) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %851 = fly.atom.set_value(%850, "scale_b", %567) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %852 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %853 = fly.get_shape(%852) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %854 = fly.get_layout(%380) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %855 = fly.get_shape(%854) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %856 = fly.get_layout(%689) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %857 = fly.get_shape(%856) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %858 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %859 = fly.get_shape(%858) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%851, %212, %380, %689, %212) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        rocdl.s.wait.dscnt 0
        %860 = fly.atom.set_value(%192, "scale_a", %484) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %861 = fly.atom.set_value(%860, "scale_b", %583) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %862 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %863 = fly.get_shape(%862) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %864 = fly.get_layout(%380) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %865 = fly.get_shape(%864) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %866 = fly.get_layout(%734) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %867 = fly.get_shape(%866) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %868 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %869 = fly.get_shape(%868) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%861, %228, %380, %734, %228) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %870 = fly.atom.set_value(%192, "scale_a", %501) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %871 = fly.atom.set_value(%870, "scale_b", %583) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %872 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %873 = fly.get_shape(%872) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %874 = fly.get_layout(%409) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %875 = fly.get_shape(%874) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %876 = fly.get_layout(%734) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %877 = fly.get_shape(%876) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %878 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %879 = fly.get_shape(%878) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%871, %232, %409, %734, %232) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %880 = fly.atom.set_value(%192, "scale_a", %518) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %881 = fly.atom.set_value(%880, "scale_b", %583) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %882 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %883 = fly.get_shape(%882) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %884 = fly.get_layout(%438) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %885 = fly.get_shape(%884) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %886 = fly.get_layout(%734) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %887 = fly.get_shape(%886) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %888 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %889 = fly.get_shape(%888) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%881, %236, %438, %734, %236) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %890 = fly.atom.set_value(%192, "scale_a", %535) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %891 = fly.atom.set_value(%890, "scale_b", %583) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %892 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %893 = fly.get_shape(%892) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %894 = fly.get_layout(%467) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %895 = fly.get_shape(%894) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %896 = fly.get_layout(%734) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %897 = fly.get_shape(%896) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %898 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %899 = fly.get_shape(%898) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%891, %240, %467, %734, %240) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %900 = fly.atom.set_value(%192, "scale_a", %535) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %901 = fly.atom.set_value(%900, "scale_b", %599) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %902 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %903 = fly.get_shape(%902) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %904 = fly.get_layout(%467) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %905 = fly.get_shape(%904) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %906 = fly.get_layout(%779) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %907 = fly.get_shape(%906) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %908 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %909 = fly.get_shape(%908) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%901, %256, %467, %779, %256) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %910 = fly.atom.set_value(%192, "scale_a", %518) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %911 = fly.atom.set_value(%910, "scale_b", %599) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %912 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %913 = fly.get_shape(%912) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %914 = fly.get_layout(%438) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %915 = fly.get_shape(%914) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %916 = fly.get_layout(%779) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %917 = fly.get_shape(%916) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %918 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %919 = fly.get_shape(%918) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%911, %252, %438, %779, %252) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %920 = fly.atom.set_value(%192, "scale_a", %501) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %921 = fly.atom.set_value(%920, "scale_b", %599) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %922 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %923 = fly.get_shape(%922) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %924 = fly.get_layout(%409) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %925 = fly.get_shape(%924) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %926 = fly.get_layout(%779) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %927 = fly.get_shape(%926) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %928 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %929 = fly.get_shape(%928) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%921, %248, %409, %779, %248) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %930 = fly.atom.set_value(%192, "scale_a", %484) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %931 = fly.atom.set_value(%930, "scale_b", %599) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %932 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %933 = fly.get_shape(%932) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %934 = fly.get_layout(%380) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %935 = fly.get_shape(%934) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %936 = fly.get_layout(%779) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %937 = fly.get_shape(%936) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %938 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %939 = fly.get_shape(%938) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%931, %244, %380, %779, %244) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %c16_i32_184 = arith.constant 16 : i32
        %940 = arith.floordivsi %179, %c16_i32_184 : i32
        %c0_i32_185 = arith.constant 0 : i32
        %941 = arith.addi %940, %c0_i32_185 : i32
        %c2048_i32_186 = arith.constant 2048 : i32
        %942 = arith.muli %941, %c2048_i32_186 : i32
        %c17408_i32_187 = arith.constant 17408 : i32
        %943 = arith.addi %c17408_i32_187, %942 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %944 = arith.addi %943, %c1024_i32 : i32
        %c256_i32_188 = arith.constant 256 : i32
        %945 = arith.muli %6, %c256_i32_188 : i32
        %946 = arith.addi %944, %945 : i32
        %c16_i32_189 = arith.constant 16 : i32
        %947 = arith.muli %5, %c16_i32_189 : i32
        %948 = arith.addi %946, %947 : i32
        %949 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %950 = arith.addi %351, %948 : i32
        %951 = fly.inttoptr(%950) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %952 = fly.make_view(%951, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %952, %949) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %953 = fly.memref.load_vec(%949) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %954 = fly.get_layout(%949) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %955 = fly.get_shape(%954) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_190 = arith.constant 512 : i32
        %956 = arith.addi %948, %c512_i32_190 : i32
        %957 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %958 = arith.addi %351, %956 : i32
        %959 = fly.inttoptr(%958) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %960 = fly.make_view(%959, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %960, %957) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %961 = fly.memref.load_vec(%957) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %962 = fly.get_layout(%957) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %963 = fly.get_shape(%962) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %964 = vector.shuffle %953, %961 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %965 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %966 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %967 = fly.make_ordered_layout(%965, %966) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %968 = fly.memref.alloca(%967) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%964, %968) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_191 = arith.constant 16 : i32
        %969 = arith.floordivsi %179, %c16_i32_191 : i32
        %c1_i32_192 = arith.constant 1 : i32
        %970 = arith.addi %969, %c1_i32_192 : i32
        %c2048_i32_193 = arith.constant 2048 : i32
        %971 = arith.muli %970, %c2048_i32_193 : i32
        %c17408_i32_194 = arith.constant 17408 : i32
        %972 = arith.addi %c17408_i32_194, %971 : i32
        %c1024_i32_195 = arith.constant 1024 : i32
        %973 = arith.addi %972, %c1024_i32_195 : i32
        %c256_i32_196 = arith.constant 256 : i32
        %974 = arith.muli %6, %c256_i32_196 : i32
        %975 = arith.addi %973, %974 : i32
        %c16_i32_197 = arith.constant 16 : i32
        %976 = arith.muli %5, %c16_i32_197 : i32
        %977 = arith.addi %975, %976 : i32
        %978 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %979 = arith.addi %351, %977 : i32
        %980 = fly.inttoptr(%979) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %981 = fly.make_view(%980, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %981, %978) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %982 = fly.memref.load_vec(%978) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %983 = fly.get_layout(%978) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %984 = fly.get_shape(%983) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_198 = arith.constant 512 : i32
        %985 = arith.addi %977, %c512_i32_198 : i32
        %986 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %987 = arith.addi %351, %985 : i32
        %988 = fly.inttoptr(%987) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %989 = fly.make_view(%988, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %989, %986) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %990 = fly.memref.load_vec(%986) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %991 = fly.get_layout(%986) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %992 = fly.get_shape(%991) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %993 = vector.shuffle %982, %990 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %994 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %995 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %996 = fly.make_ordered_layout(%994, %995) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %997 = fly.memref.alloca(%996) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%993, %997) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_199 = arith.constant 16 : i32
        %998 = arith.floordivsi %179, %c16_i32_199 : i32
        %c2_i32_200 = arith.constant 2 : i32
        %999 = arith.addi %998, %c2_i32_200 : i32
        %c2048_i32_201 = arith.constant 2048 : i32
        %1000 = arith.muli %999, %c2048_i32_201 : i32
        %c17408_i32_202 = arith.constant 17408 : i32
        %1001 = arith.addi %c17408_i32_202, %1000 : i32
        %c1024_i32_203 = arith.constant 1024 : i32
        %1002 = arith.addi %1001, %c1024_i32_203 : i32
        %c256_i32_204 = arith.constant 256 : i32
        %1003 = arith.muli %6, %c256_i32_204 : i32
        %1004 = arith.addi %1002, %1003 : i32
        %c16_i32_205 = arith.constant 16 : i32
        %1005 = arith.muli %5, %c16_i32_205 : i32
        %1006 = arith.addi %1004, %1005 : i32
        %1007 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1008 = arith.addi %351, %1006 : i32
        %1009 = fly.inttoptr(%1008) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1010 = fly.make_view(%1009, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1010, %1007) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1011 = fly.memref.load_vec(%1007) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1012 = fly.get_layout(%1007) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1013 = fly.get_shape(%1012) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_206 = arith.constant 512 : i32
        %1014 = arith.addi %1006, %c512_i32_206 : i32
        %1015 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1016 = arith.addi %351, %1014 : i32
        %1017 = fly.inttoptr(%1016) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1018 = fly.make_view(%1017, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1018, %1015) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1019 = fly.memref.load_vec(%1015) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1020 = fly.get_layout(%1015) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1021 = fly.get_shape(%1020) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1022 = vector.shuffle %1011, %1019 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1023 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1024 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1025 = fly.make_ordered_layout(%1023, %1024) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1026 = fly.memref.alloca(%1025) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1022, %1026) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_207 = arith.constant 16 : i32
        %1027 = arith.floordivsi %179, %c16_i32_207 : i32
        %c3_i32_208 = arith.constant 3 : i32
        %1028 = arith.addi %1027, %c3_i32_208 : i32
        %c2048_i32_209 = arith.constant 2048 : i32
        %1029 = arith.muli %1028, %c2048_i32_209 : i32
        %c17408_i32_210 = arith.constant 17408 : i32
        %1030 = arith.addi %c17408_i32_210, %1029 : i32
        %c1024_i32_211 = arith.constant 1024 : i32
        %1031 = arith.addi %1030, %c1024_i32_211 : i32
        %c256_i32_212 = arith.constant 256 : i32
        %1032 = arith.muli %6, %c256_i32_212 : i32
        %1033 = arith.addi %1031, %1032 : i32
        %c16_i32_213 = arith.constant 16 : i32
        %1034 = arith.muli %5, %c16_i32_213 : i32
        %1035 = arith.addi %1033, %1034 : i32
        %1036 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1037 = arith.addi %351, %1035 : i32
        %1038 = fly.inttoptr(%1037) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1039 = fly.make_view(%1038, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1039, %1036) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1040 = fly.memref.load_vec(%1036) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1041 = fly.get_layout(%1036) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1042 = fly.get_shape(%1041) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i32_214 = arith.constant 512 : i32
        %1043 = arith.addi %1035, %c512_i32_214 : i32
        %1044 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1045 = arith.addi %351, %1043 : i32
        %1046 = fly.inttoptr(%1045) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1047 = fly.make_view(%1046, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1047, %1044) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1048 = fly.memref.load_vec(%1044) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1049 = fly.get_layout(%1044) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1050 = fly.get_shape(%1049) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1051 = vector.shuffle %1040, %1048 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1052 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1053 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1054 = fly.make_ordered_layout(%1052, %1053) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1055 = fly.memref.alloca(%1054) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1051, %1055) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c0_i32_215 = arith.constant 0 : i32
        %1056 = arith.addi %179, %c0_i32_215 : i32
        %1057 = arith.addi %1056, %5 : i32
        %c32_i32_216 = arith.constant 32 : i32
        %1058 = arith.floordivsi %1057, %c32_i32_216 : i32
        %c64_i32_217 = arith.constant 64 : i32
        %1059 = arith.muli %1058, %c64_i32_217 : i32
        %c32_i32_218 = arith.constant 32 : i32
        %1060 = arith.addi %1059, %c32_i32_218 : i32
        %c32_i32_219 = arith.constant 32 : i32
        %1061 = arith.remsi %1057, %c32_i32_219 : i32
        %1062 = arith.addi %1060, %1061 : i32
        %c4_i32_220 = arith.constant 4 : i32
        %1063 = arith.muli %1062, %c4_i32_220 : i32
        %c50688_i32_221 = arith.constant 50688 : i32
        %1064 = arith.addi %c50688_i32_221, %1063 : i32
        %1065 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1066 = arith.addi %351, %1064 : i32
        %1067 = fly.inttoptr(%1066) : (i32) -> !fly.ptr<i32, shared>
        %1068 = fly.make_view(%1067, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1068, %1065) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1069 = fly.memref.load_vec(%1065) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1070 = fly.get_layout(%1065) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1071 = fly.get_shape(%1070) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1072 = vector.extract %1069[0] : i32 from vector<1xi32>
        %c16_i32_222 = arith.constant 16 : i32
        %1073 = arith.addi %179, %c16_i32_222 : i32
        %1074 = arith.addi %1073, %5 : i32
        %c32_i32_223 = arith.constant 32 : i32
        %1075 = arith.floordivsi %1074, %c32_i32_223 : i32
        %c64_i32_224 = arith.constant 64 : i32
        %1076 = arith.muli %1075, %c64_i32_224 : i32
        %c32_i32_225 = arith.constant 32 : i32
        %1077 = arith.addi %1076, %c32_i32_225 : i32
        %c32_i32_226 = arith.constant 32 : i32
        %1078 = arith.remsi %1074, %c32_i32_226 : i32
        %1079 = arith.addi %1077, %1078 : i32
        %c4_i32_227 = arith.constant 4 : i32
        %1080 = arith.muli %1079, %c4_i32_227 : i32
        %c50688_i32_228 = arith.constant 50688 : i32
        %1081 = arith.addi %c50688_i32_228, %1080 : i32
        %1082 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1083 = arith.addi %351, %1081 : i32
        %1084 = fly.inttoptr(%1083) : (i32) -> !fly.ptr<i32, shared>
        %1085 = fly.make_view(%1084, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1085, %1082) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1086 = fly.memref.load_vec(%1082) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1087 = fly.get_layout(%1082) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1088 = fly.get_shape(%1087) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1089 = vector.extract %1086[0] : i32 from vector<1xi32>
        %c32_i32_229 = arith.constant 32 : i32
        %1090 = arith.addi %179, %c32_i32_229 : i32
        %1091 = arith.addi %1090, %5 : i32
        %c32_i32_230 = arith.constant 32 : i32
        %1092 = arith.floordivsi %1091, %c32_i32_230 : i32
        %c64_i32_231 = arith.constant 64 : i32
        %1093 = arith.muli %1092, %c64_i32_231 : i32
        %c32_i32_232 = arith.constant 32 : i32
        %1094 = arith.addi %1093, %c32_i32_232 : i32
        %c32_i32_233 = arith.constant 32 : i32
        %1095 = arith.remsi %1091, %c32_i32_233 : i32
        %1096 = arith.addi %1094, %1095 : i32
        %c4_i32_234 = arith.constant 4 : i32
        %1097 = arith.muli %1096, %c4_i32_234 : i32
        %c50688_i32_235 = arith.constant 50688 : i32
        %1098 = arith.addi %c50688_i32_235, %1097 : i32
        %1099 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1100 = arith.addi %351, %1098 : i32
        %1101 = fly.inttoptr(%1100) : (i32) -> !fly.ptr<i32, shared>
        %1102 = fly.make_view(%1101, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1102, %1099) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1103 = fly.memref.load_vec(%1099) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1104 = fly.get_layout(%1099) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1105 = fly.get_shape(%1104) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1106 = vector.extract %1103[0] : i32 from vector<1xi32>
        %c48_i32_236 = arith.constant 48 : i32
        %1107 = arith.addi %179, %c48_i32_236 : i32
        %1108 = arith.addi %1107, %5 : i32
        %c32_i32_237 = arith.constant 32 : i32
        %1109 = arith.floordivsi %1108, %c32_i32_237 : i32
        %c64_i32_238 = arith.constant 64 : i32
        %1110 = arith.muli %1109, %c64_i32_238 : i32
        %c32_i32_239 = arith.constant 32 : i32
        %1111 = arith.addi %1110, %c32_i32_239 : i32
        %c32_i32_240 = arith.constant 32 : i32
        %1112 = arith.remsi %1108, %c32_i32_240 : i32
        %1113 = arith.addi %1111, %1112 : i32
        %c4_i32_241 = arith.constant 4 : i32
        %1114 = arith.muli %1113, %c4_i32_241 : i32
        %c50688_i32_242 = arith.constant 50688 : i32
        %1115 = arith.addi %c50688_i32_242, %1114 : i32
        %1116 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1117 = arith.addi %351, %1115 : i32
        %1118 = fly.inttoptr(%1117) : (i32) -> !fly.ptr<i32, shared>
        %1119 = fly.make_view(%1118, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1119, %1116) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1120 = fly.memref.load_vec(%1116) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1121 = fly.get_layout(%1116) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1122 = fly.get_shape(%1121) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1123 = vector.extract %1120[0] : i32 from vector<1xi32>
        %c4_i32_243 = arith.constant 4 : i32
        %1124 = arith.floordivsi %178, %c4_i32_243 : i32
        %1125 = arith.addi %1124, %5 : i32
        %c32_i32_244 = arith.constant 32 : i32
        %1126 = arith.muli %1125, %c32_i32_244 : i32
        %c4_i32_245 = arith.constant 4 : i32
        %1127 = arith.muli %6, %c4_i32_245 : i32
        %1128 = arith.addi %1126, %1127 : i32
        %c16_i32_246 = arith.constant 16 : i32
        %1129 = arith.addi %1128, %c16_i32_246 : i32
        %c0_i32_247 = arith.constant 0 : i32
        %1130 = arith.addi %1129, %c0_i32_247 : i32
        %c50176_i32_248 = arith.constant 50176 : i32
        %1131 = arith.addi %c50176_i32_248, %1130 : i32
        %1132 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1133 = arith.addi %351, %1131 : i32
        %1134 = fly.inttoptr(%1133) : (i32) -> !fly.ptr<i32, shared>
        %1135 = fly.make_view(%1134, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1135, %1132) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1136 = fly.memref.load_vec(%1132) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1137 = fly.get_layout(%1132) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1138 = fly.get_shape(%1137) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1139 = vector.extract %1136[0] : i32 from vector<1xi32>
        %c4_i32_249 = arith.constant 4 : i32
        %1140 = arith.floordivsi %178, %c4_i32_249 : i32
        %1141 = arith.addi %1140, %5 : i32
        %c32_i32_250 = arith.constant 32 : i32
        %1142 = arith.muli %1141, %c32_i32_250 : i32
        %c4_i32_251 = arith.constant 4 : i32
        %1143 = arith.muli %6, %c4_i32_251 : i32
        %1144 = arith.addi %1142, %1143 : i32
        %c16_i32_252 = arith.constant 16 : i32
        %1145 = arith.addi %1144, %c16_i32_252 : i32
        %c4_i32_253 = arith.constant 4 : i32
        %1146 = arith.addi %1145, %c4_i32_253 : i32
        %c50176_i32_254 = arith.constant 50176 : i32
        %1147 = arith.addi %c50176_i32_254, %1146 : i32
        %1148 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1149 = arith.addi %351, %1147 : i32
        %1150 = fly.inttoptr(%1149) : (i32) -> !fly.ptr<i32, shared>
        %1151 = fly.make_view(%1150, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1151, %1148) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1152 = fly.memref.load_vec(%1148) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1153 = fly.get_layout(%1148) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1154 = fly.get_shape(%1153) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1155 = vector.extract %1152[0] : i32 from vector<1xi32>
        %c4_i32_255 = arith.constant 4 : i32
        %1156 = arith.floordivsi %178, %c4_i32_255 : i32
        %1157 = arith.addi %1156, %5 : i32
        %c32_i32_256 = arith.constant 32 : i32
        %1158 = arith.muli %1157, %c32_i32_256 : i32
        %c4_i32_257 = arith.constant 4 : i32
        %1159 = arith.muli %6, %c4_i32_257 : i32
        %1160 = arith.addi %1158, %1159 : i32
        %c16_i32_258 = arith.constant 16 : i32
        %1161 = arith.addi %1160, %c16_i32_258 : i32
        %c8_i32_259 = arith.constant 8 : i32
        %1162 = arith.addi %1161, %c8_i32_259 : i32
        %c50176_i32_260 = arith.constant 50176 : i32
        %1163 = arith.addi %c50176_i32_260, %1162 : i32
        %1164 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1165 = arith.addi %351, %1163 : i32
        %1166 = fly.inttoptr(%1165) : (i32) -> !fly.ptr<i32, shared>
        %1167 = fly.make_view(%1166, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1167, %1164) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1168 = fly.memref.load_vec(%1164) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1169 = fly.get_layout(%1164) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1170 = fly.get_shape(%1169) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1171 = vector.extract %1168[0] : i32 from vector<1xi32>
        %c4_i32_261 = arith.constant 4 : i32
        %1172 = arith.floordivsi %178, %c4_i32_261 : i32
        %1173 = arith.addi %1172, %5 : i32
        %c32_i32_262 = arith.constant 32 : i32
        %1174 = arith.muli %1173, %c32_i32_262 : i32
        %c4_i32_263 = arith.constant 4 : i32
        %1175 = arith.muli %6, %c4_i32_263 : i32
        %1176 = arith.addi %1174, %1175 : i32
        %c16_i32_264 = arith.constant 16 : i32
        %1177 = arith.addi %1176, %c16_i32_264 : i32
        %c12_i32_265 = arith.constant 12 : i32
        %1178 = arith.addi %1177, %c12_i32_265 : i32
        %c50176_i32_266 = arith.constant 50176 : i32
        %1179 = arith.addi %c50176_i32_266, %1178 : i32
        %1180 = fly.memref.alloca(%182) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %1181 = arith.addi %351, %1179 : i32
        %1182 = fly.inttoptr(%1181) : (i32) -> !fly.ptr<i32, shared>
        %1183 = fly.make_view(%1182, %182) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%183, %1183, %1180) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %1184 = fly.memref.load_vec(%1180) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %1185 = fly.get_layout(%1180) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %1186 = fly.get_shape(%1185) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %1187 = vector.extract %1184[0] : i32 from vector<1xi32>
        %c0_i32_267 = arith.constant 0 : i32
        %1188 = arith.addi %178, %c0_i32_267 : i32
        %1189 = arith.addi %1188, %5 : i32
        %c272_i32_268 = arith.constant 272 : i32
        %1190 = arith.muli %1189, %c272_i32_268 : i32
        %c128_i32 = arith.constant 128 : i32
        %1191 = arith.addi %1190, %c128_i32 : i32
        %c16_i32_269 = arith.constant 16 : i32
        %1192 = arith.muli %6, %c16_i32_269 : i32
        %1193 = arith.addi %1191, %1192 : i32
        %c0_i32_270 = arith.constant 0 : i32
        %1194 = arith.addi %1193, %c0_i32_270 : i32
        %1195 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1196 = arith.addi %351, %1194 : i32
        %1197 = fly.inttoptr(%1196) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1198 = fly.make_view(%1197, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1198, %1195) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1199 = fly.memref.load_vec(%1195) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1200 = fly.get_layout(%1195) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1201 = fly.get_shape(%1200) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_271 = arith.constant 32 : i32
        %1202 = arith.addi %1193, %c32_i32_271 : i32
        %1203 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1204 = arith.addi %351, %1202 : i32
        %1205 = fly.inttoptr(%1204) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1206 = fly.make_view(%1205, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1206, %1203) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1207 = fly.memref.load_vec(%1203) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1208 = fly.get_layout(%1203) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1209 = fly.get_shape(%1208) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_272 = arith.constant 64 : i32
        %1210 = arith.addi %1193, %c64_i32_272 : i32
        %1211 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1212 = arith.addi %351, %1210 : i32
        %1213 = fly.inttoptr(%1212) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1214 = fly.make_view(%1213, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1214, %1211) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1215 = fly.memref.load_vec(%1211) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1216 = fly.get_layout(%1211) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1217 = fly.get_shape(%1216) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_273 = arith.constant 96 : i32
        %1218 = arith.addi %1193, %c96_i32_273 : i32
        %1219 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1220 = arith.addi %351, %1218 : i32
        %1221 = fly.inttoptr(%1220) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1222 = fly.make_view(%1221, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1222, %1219) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1223 = fly.memref.load_vec(%1219) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1224 = fly.get_layout(%1219) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1225 = fly.get_shape(%1224) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1226 = vector.shuffle %1199, %1207 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1227 = vector.shuffle %1215, %1223 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1228 = vector.shuffle %1226, %1227 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %1229 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %1230 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1231 = fly.make_ordered_layout(%1229, %1230) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %1232 = fly.memref.alloca(%1231) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%1228, %1232) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c16_i32_274 = arith.constant 16 : i32
        %1233 = arith.addi %178, %c16_i32_274 : i32
        %1234 = arith.addi %1233, %5 : i32
        %c272_i32_275 = arith.constant 272 : i32
        %1235 = arith.muli %1234, %c272_i32_275 : i32
        %c128_i32_276 = arith.constant 128 : i32
        %1236 = arith.addi %1235, %c128_i32_276 : i32
        %c16_i32_277 = arith.constant 16 : i32
        %1237 = arith.muli %6, %c16_i32_277 : i32
        %1238 = arith.addi %1236, %1237 : i32
        %c0_i32_278 = arith.constant 0 : i32
        %1239 = arith.addi %1238, %c0_i32_278 : i32
        %1240 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1241 = arith.addi %351, %1239 : i32
        %1242 = fly.inttoptr(%1241) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1243 = fly.make_view(%1242, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1243, %1240) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1244 = fly.memref.load_vec(%1240) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1245 = fly.get_layout(%1240) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1246 = fly.get_shape(%1245) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_279 = arith.constant 32 : i32
        %1247 = arith.addi %1238, %c32_i32_279 : i32
        %1248 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1249 = arith.addi %351, %1247 : i32
        %1250 = fly.inttoptr(%1249) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1251 = fly.make_view(%1250, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1251, %1248) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1252 = fly.memref.load_vec(%1248) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1253 = fly.get_layout(%1248) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1254 = fly.get_shape(%1253) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_280 = arith.constant 64 : i32
        %1255 = arith.addi %1238, %c64_i32_280 : i32
        %1256 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1257 = arith.addi %351, %1255 : i32
        %1258 = fly.inttoptr(%1257) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1259 = fly.make_view(%1258, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1259, %1256) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1260 = fly.memref.load_vec(%1256) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1261 = fly.get_layout(%1256) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1262 = fly.get_shape(%1261) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_281 = arith.constant 96 : i32
        %1263 = arith.addi %1238, %c96_i32_281 : i32
        %1264 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1265 = arith.addi %351, %1263 : i32
        %1266 = fly.inttoptr(%1265) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1267 = fly.make_view(%1266, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1267, %1264) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1268 = fly.memref.load_vec(%1264) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1269 = fly.get_layout(%1264) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1270 = fly.get_shape(%1269) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1271 = vector.shuffle %1244, %1252 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1272 = vector.shuffle %1260, %1268 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1273 = vector.shuffle %1271, %1272 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %1274 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %1275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1276 = fly.make_ordered_layout(%1274, %1275) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %1277 = fly.memref.alloca(%1276) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%1273, %1277) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c32_i32_282 = arith.constant 32 : i32
        %1278 = arith.addi %178, %c32_i32_282 : i32
        %1279 = arith.addi %1278, %5 : i32
        %c272_i32_283 = arith.constant 272 : i32
        %1280 = arith.muli %1279, %c272_i32_283 : i32
        %c128_i32_284 = arith.constant 128 : i32
        %1281 = arith.addi %1280, %c128_i32_284 : i32
        %c16_i32_285 = arith.constant 16 : i32
        %1282 = arith.muli %6, %c16_i32_285 : i32
        %1283 = arith.addi %1281, %1282 : i32
        %c0_i32_286 = arith.constant 0 : i32
        %1284 = arith.addi %1283, %c0_i32_286 : i32
        %1285 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1286 = arith.addi %351, %1284 : i32
        %1287 = fly.inttoptr(%1286) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1288 = fly.make_view(%1287, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1288, %1285) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1289 = fly.memref.load_vec(%1285) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1290 = fly.get_layout(%1285) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1291 = fly.get_shape(%1290) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_287 = arith.constant 32 : i32
        %1292 = arith.addi %1283, %c32_i32_287 : i32
        %1293 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1294 = arith.addi %351, %1292 : i32
        %1295 = fly.inttoptr(%1294) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1296 = fly.make_view(%1295, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1296, %1293) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1297 = fly.memref.load_vec(%1293) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1298 = fly.get_layout(%1293) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1299 = fly.get_shape(%1298) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_288 = arith.constant 64 : i32
        %1300 = arith.addi %1283, %c64_i32_288 : i32
        %1301 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1302 = arith.addi %351, %1300 : i32
        %1303 = fly.inttoptr(%1302) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1304 = fly.make_view(%1303, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1304, %1301) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1305 = fly.memref.load_vec(%1301) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1306 = fly.get_layout(%1301) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1307 = fly.get_shape(%1306) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_289 = arith.constant 96 : i32
        %1308 = arith.addi %1283, %c96_i32_289 : i32
        %1309 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1310 = arith.addi %351, %1308 : i32
        %1311 = fly.inttoptr(%1310) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1312 = fly.make_view(%1311, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1312, %1309) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1313 = fly.memref.load_vec(%1309) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1314 = fly.get_layout(%1309) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1315 = fly.get_shape(%1314) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1316 = vector.shuffle %1289, %1297 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1317 = vector.shuffle %1305, %1313 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1318 = vector.shuffle %1316, %1317 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %1319 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %1320 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1321 = fly.make_ordered_layout(%1319, %1320) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %1322 = fly.memref.alloca(%1321) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%1318, %1322) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c48_i32_290 = arith.constant 48 : i32
        %1323 = arith.addi %178, %c48_i32_290 : i32
        %1324 = arith.addi %1323, %5 : i32
        %c272_i32_291 = arith.constant 272 : i32
        %1325 = arith.muli %1324, %c272_i32_291 : i32
        %c128_i32_292 = arith.constant 128 : i32
        %1326 = arith.addi %1325, %c128_i32_292 : i32
        %c16_i32_293 = arith.constant 16 : i32
        %1327 = arith.muli %6, %c16_i32_293 : i32
        %1328 = arith.addi %1326, %1327 : i32
        %c0_i32_294 = arith.constant 0 : i32
        %1329 = arith.addi %1328, %c0_i32_294 : i32
        %1330 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1331 = arith.addi %351, %1329 : i32
        %1332 = fly.inttoptr(%1331) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1333 = fly.make_view(%1332, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1333, %1330) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1334 = fly.memref.load_vec(%1330) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1335 = fly.get_layout(%1330) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1336 = fly.get_shape(%1335) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i32_295 = arith.constant 32 : i32
        %1337 = arith.addi %1328, %c32_i32_295 : i32
        %1338 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1339 = arith.addi %351, %1337 : i32
        %1340 = fly.inttoptr(%1339) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1341 = fly.make_view(%1340, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1341, %1338) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1342 = fly.memref.load_vec(%1338) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1343 = fly.get_layout(%1338) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1344 = fly.get_shape(%1343) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i32_296 = arith.constant 64 : i32
        %1345 = arith.addi %1328, %c64_i32_296 : i32
        %1346 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1347 = arith.addi %351, %1345 : i32
        %1348 = fly.inttoptr(%1347) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1349 = fly.make_view(%1348, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1349, %1346) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1350 = fly.memref.load_vec(%1346) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1351 = fly.get_layout(%1346) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1352 = fly.get_shape(%1351) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i32_297 = arith.constant 96 : i32
        %1353 = arith.addi %1328, %c96_i32_297 : i32
        %1354 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1355 = arith.addi %351, %1353 : i32
        %1356 = fly.inttoptr(%1355) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1357 = fly.make_view(%1356, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1357, %1354) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1358 = fly.memref.load_vec(%1354) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1359 = fly.get_layout(%1354) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1360 = fly.get_shape(%1359) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1361 = vector.shuffle %1334, %1342 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1362 = vector.shuffle %1350, %1358 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1363 = vector.shuffle %1361, %1362 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %1364 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %1365 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1366 = fly.make_ordered_layout(%1364, %1365) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %1367 = fly.memref.alloca(%1366) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%1363, %1367) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        rocdl.s.wait.dscnt 8
        %1368 = fly.atom.set_value(%192, "scale_a", %1072) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1369 = fly.atom.set_value(%1368, "scale_b", %1139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1370 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1371 = fly.get_shape(%1370) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1372 = fly.get_layout(%968) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1373 = fly.get_shape(%1372) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1374 = fly.get_layout(%1232) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1375 = fly.get_shape(%1374) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1376 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1377 = fly.get_shape(%1376) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1369, %196, %968, %1232, %196) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1378 = fly.atom.set_value(%192, "scale_a", %1089) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1379 = fly.atom.set_value(%1378, "scale_b", %1139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1380 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1381 = fly.get_shape(%1380) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1382 = fly.get_layout(%997) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1383 = fly.get_shape(%1382) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1384 = fly.get_layout(%1232) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1385 = fly.get_shape(%1384) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1386 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1387 = fly.get_shape(%1386) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1379, %200, %997, %1232, %200) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1388 = fly.atom.set_value(%192, "scale_a", %1106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1389 = fly.atom.set_value(%1388, "scale_b", %1139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1390 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1391 = fly.get_shape(%1390) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1392 = fly.get_layout(%1026) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1393 = fly.get_shape(%1392) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1394 = fly.get_layout(%1232) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1395 = fly.get_shape(%1394) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1396 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1397 = fly.get_shape(%1396) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1389, %204, %1026, %1232, %204) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1398 = fly.atom.set_value(%192, "scale_a", %1123) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1399 = fly.atom.set_value(%1398, "scale_b", %1139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1400 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1401 = fly.get_shape(%1400) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1402 = fly.get_layout(%1055) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1403 = fly.get_shape(%1402) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1404 = fly.get_layout(%1232) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1405 = fly.get_shape(%1404) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1406 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1407 = fly.get_shape(%1406) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1399, %208, %1055, %1232, %208) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1408 = fly.atom.set_value(%192, "scale_a", %1123) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1409 = fly.atom.set_value(%1408, "scale_b", %1155) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1410 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1411 = fly.get_shape(%1410) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1412 = fly.get_layout(%1055) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1413 = fly.get_shape(%1412) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1414 = fly.get_layout(%1277) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1415 = fly.get_shape(%1414) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1416 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1417 = fly.get_shape(%1416) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1409, %224, %1055, %1277, %224) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1418 = fly.atom.set_value(%192, "scale_a", %1106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1419 = fly.atom.set_value(%1418, "scale_b", %1155) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1420 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1421 = fly.get_shape(%1420) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1422 = fly.get_layout(%1026) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1423 = fly.get_shape(%1422) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1424 = fly.get_layout(%1277) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1425 = fly.get_shape(%1424) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1426 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1427 = fly.get_shape(%1426) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1419, %220, %1026, %1277, %220) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1428 = fly.atom.set_value(%192, "scale_a", %1089) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1429 = fly.atom.set_value(%1428, "scale_b", %1155) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1430 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1431 = fly.get_shape(%1430) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1432 = fly.get_layout(%997) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1433 = fly.get_shape(%1432) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1434 = fly.get_layout(%1277) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1435 = fly.get_shape(%1434) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1436 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1437 = fly.get_shape(%1436) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1429, %216, %997, %1277, %216) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1438 = fly.atom.set_value(%192, "scale_a", %1072) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1439 = fly.atom.set_value(%1438, "scale_b", %1155) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1440 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1441 = fly.get_shape(%1440) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1442 = fly.get_layout(%968) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1443 = fly.get_shape(%1442) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1444 = fly.get_layout(%1277) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1445 = fly.get_shape(%1444) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1446 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1447 = fly.get_shape(%1446) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1439, %212, %968, %1277, %212) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        rocdl.s.wait.dscnt 0
        %1448 = fly.atom.set_value(%192, "scale_a", %1072) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1449 = fly.atom.set_value(%1448, "scale_b", %1171) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1450 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1451 = fly.get_shape(%1450) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1452 = fly.get_layout(%968) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1453 = fly.get_shape(%1452) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1454 = fly.get_layout(%1322) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1455 = fly.get_shape(%1454) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1456 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1457 = fly.get_shape(%1456) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1449, %228, %968, %1322, %228) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1458 = fly.atom.set_value(%192, "scale_a", %1089) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1459 = fly.atom.set_value(%1458, "scale_b", %1171) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1460 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1461 = fly.get_shape(%1460) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1462 = fly.get_layout(%997) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1463 = fly.get_shape(%1462) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1464 = fly.get_layout(%1322) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1465 = fly.get_shape(%1464) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1466 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1467 = fly.get_shape(%1466) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1459, %232, %997, %1322, %232) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1468 = fly.atom.set_value(%192, "scale_a", %1106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1469 = fly.atom.set_value(%1468, "scale_b", %1171) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1470 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1471 = fly.get_shape(%1470) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1472 = fly.get_layout(%1026) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1473 = fly.get_shape(%1472) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1474 = fly.get_layout(%1322) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1475 = fly.get_shape(%1474) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1476 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1477 = fly.get_shape(%1476) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1469, %236, %1026, %1322, %236) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1478 = fly.atom.set_value(%192, "scale_a", %1123) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1479 = fly.atom.set_value(%1478, "scale_b", %1171) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1480 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1481 = fly.get_shape(%1480) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1482 = fly.get_layout(%1055) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1483 = fly.get_shape(%1482) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1484 = fly.get_layout(%1322) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1485 = fly.get_shape(%1484) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1486 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1487 = fly.get_shape(%1486) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1479, %240, %1055, %1322, %240) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1488 = fly.atom.set_value(%192, "scale_a", %1123) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1489 = fly.atom.set_value(%1488, "scale_b", %1187) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1490 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1491 = fly.get_shape(%1490) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1492 = fly.get_layout(%1055) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1493 = fly.get_shape(%1492) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1494 = fly.get_layout(%1367) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1495 = fly.get_shape(%1494) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1496 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1497 = fly.get_shape(%1496) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1489, %256, %1055, %1367, %256) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1498 = fly.atom.set_value(%192, "scale_a", %1106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1499 = fly.atom.set_value(%1498, "scale_b", %1187) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1500 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1501 = fly.get_shape(%1500) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1502 = fly.get_layout(%1026) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1503 = fly.get_shape(%1502) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1504 = fly.get_layout(%1367) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1505 = fly.get_shape(%1504) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1506 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1507 = fly.get_shape(%1506) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1499, %252, %1026, %1367, %252) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1508 = fly.atom.set_value(%192, "scale_a", %1089) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1509 = fly.atom.set_value(%1508, "scale_b", %1187) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1510 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1511 = fly.get_shape(%1510) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1512 = fly.get_layout(%997) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1513 = fly.get_shape(%1512) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1514 = fly.get_layout(%1367) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1515 = fly.get_shape(%1514) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1516 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1517 = fly.get_shape(%1516) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1509, %248, %997, %1367, %248) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %1518 = fly.atom.set_value(%192, "scale_a", %1072) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1519 = fly.atom.set_value(%1518, "scale_b", %1187) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %1520 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1521 = fly.get_shape(%1520) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1522 = fly.get_layout(%968) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %1523 = fly.get_shape(%1522) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1524 = fly.get_layout(%1367) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %1525 = fly.get_shape(%1524) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %1526 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1527 = fly.get_shape(%1526) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%1519, %244, %968, %1367, %244) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        rocdl.sched.group.barrier ds_read, 24, 0
        rocdl.sched.group.barrier mfma_wmma, 8, 0
        rocdl.sched.group.barrier ds_read, 8, 0
        rocdl.sched.group.barrier mfma_wmma, 8, 0
        rocdl.sched.group.barrier ds_read, 16, 0
        rocdl.sched.group.barrier ds_read, 8, 0
        rocdl.sched.group.barrier mfma_wmma, 8, 0
        rocdl.sched.group.barrier ds_read, 8, 0
        rocdl.sched.group.barrier mfma_wmma, 8, 0
        rocdl.sched.barrier none
        %1528 = fly.memref.load_vec(%196) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1529 = fly.get_layout(%196) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1530 = fly.get_shape(%1529) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1531 = fly.memref.load_vec(%200) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1532 = fly.get_layout(%200) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1533 = fly.get_shape(%1532) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1534 = fly.memref.load_vec(%204) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1535 = fly.get_layout(%204) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1536 = fly.get_shape(%1535) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1537 = fly.memref.load_vec(%208) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1538 = fly.get_layout(%208) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1539 = fly.get_shape(%1538) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1540 = fly.memref.load_vec(%212) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1541 = fly.get_layout(%212) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1542 = fly.get_shape(%1541) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1543 = fly.memref.load_vec(%216) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1544 = fly.get_layout(%216) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1545 = fly.get_shape(%1544) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1546 = fly.memref.load_vec(%220) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1547 = fly.get_layout(%220) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1548 = fly.get_shape(%1547) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1549 = fly.memref.load_vec(%224) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1550 = fly.get_layout(%224) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1551 = fly.get_shape(%1550) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1552 = fly.memref.load_vec(%228) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1553 = fly.get_layout(%228) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1554 = fly.get_shape(%1553) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1555 = fly.memref.load_vec(%232) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1556 = fly.get_layout(%232) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1557 = fly.get_shape(%1556) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1558 = fly.memref.load_vec(%236) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1559 = fly.get_layout(%236) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1560 = fly.get_shape(%1559) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1561 = fly.memref.load_vec(%240) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1562 = fly.get_layout(%240) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1563 = fly.get_shape(%1562) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1564 = fly.memref.load_vec(%244) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1565 = fly.get_layout(%244) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1566 = fly.get_shape(%1565) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1567 = fly.memref.load_vec(%248) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1568 = fly.get_layout(%248) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1569 = fly.get_shape(%1568) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1570 = fly.memref.load_vec(%252) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1571 = fly.get_layout(%252) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1572 = fly.get_shape(%1571) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %1573 = fly.memref.load_vec(%256) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
        %1574 = fly.get_layout(%256) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %1575 = fly.get_shape(%1574) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        rocdl.s.wait.tensorcnt 0
        gpu.barrier
        %cst_298 = arith.constant 0.000000e+00 : f32
        %1576 = arith.subf %cst_298, %arg9 : f32
        %c0_i32_299 = arith.constant 0 : i32
        %1577 = arith.addi %178, %c0_i32_299 : i32
        %1578 = arith.addi %1577, %5 : i32
        %c0_i32_300 = arith.constant 0 : i32
        %1579 = arith.addi %179, %c0_i32_300 : i32
        %c8_i32_301 = arith.constant 8 : i32
        %1580 = arith.muli %6, %c8_i32_301 : i32
        %1581 = arith.addi %1579, %1580 : i32
        %1582 = vector.extract %1528[0] : f32 from vector<8xf32>
        %1583 = vector.extract %1528[1] : f32 from vector<8xf32>
        %1584 = vector.extract %1528[2] : f32 from vector<8xf32>
        %1585 = vector.extract %1528[3] : f32 from vector<8xf32>
        %1586 = vector.extract %1528[4] : f32 from vector<8xf32>
        %1587 = vector.extract %1528[5] : f32 from vector<8xf32>
        %1588 = vector.extract %1528[6] : f32 from vector<8xf32>
        %1589 = vector.extract %1528[7] : f32 from vector<8xf32>
        %1590 = vector.from_elements %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589 : vector<8xf32>
        %1591 = arith.truncf %1590 : vector<8xf32> to vector<8xbf16>
        %c256_i32_302 = arith.constant 256 : i32
        %1592 = arith.muli %1578, %c256_i32_302 : i32
        %1593 = arith.addi %1592, %1581 : i32
        %c2_i32_303 = arith.constant 2 : i32
        %1594 = arith.muli %1593, %c2_i32_303 : i32
        %1595 = vector.bitcast %1591 : vector<8xbf16> to vector<4xi32>
        %1596 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1595, %1596) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1597 = arith.addi %72, %1594 : i32
        %1598 = fly.inttoptr(%1597) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1599 = fly.make_view(%1598, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1596, %1599) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c16_i32_304 = arith.constant 16 : i32
        %1600 = arith.addi %179, %c16_i32_304 : i32
        %c8_i32_305 = arith.constant 8 : i32
        %1601 = arith.muli %6, %c8_i32_305 : i32
        %1602 = arith.addi %1600, %1601 : i32
        %1603 = vector.extract %1531[0] : f32 from vector<8xf32>
        %1604 = vector.extract %1531[1] : f32 from vector<8xf32>
        %1605 = vector.extract %1531[2] : f32 from vector<8xf32>
        %1606 = vector.extract %1531[3] : f32 from vector<8xf32>
        %1607 = vector.extract %1531[4] : f32 from vector<8xf32>
        %1608 = vector.extract %1531[5] : f32 from vector<8xf32>
        %1609 = vector.extract %1531[6] : f32 from vector<8xf32>
        %1610 = vector.extract %1531[7] : f32 from vector<8xf32>
        %1611 = vector.from_elements %1603, %1604, %1605, %1606, %1607, %1608, %1609, %1610 : vector<8xf32>
        %1612 = arith.truncf %1611 : vector<8xf32> to vector<8xbf16>
        %c256_i32_306 = arith.constant 256 : i32
        %1613 = arith.muli %1578, %c256_i32_306 : i32
        %1614 = arith.addi %1613, %1602 : i32
        %c2_i32_307 = arith.constant 2 : i32
        %1615 = arith.muli %1614, %c2_i32_307 : i32
        %1616 = vector.bitcast %1612 : vector<8xbf16> to vector<4xi32>
        %1617 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1616, %1617) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1618 = arith.addi %72, %1615 : i32
        %1619 = fly.inttoptr(%1618) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1620 = fly.make_view(%1619, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1617, %1620) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c32_i32_308 = arith.constant 32 : i32
        %1621 = arith.addi %179, %c32_i32_308 : i32
        %c8_i32_309 = arith.constant 8 : i32
        %1622 = arith.muli %6, %c8_i32_309 : i32
        %1623 = arith.addi %1621, %1622 : i32
        %1624 = vector.extract %1534[0] : f32 from vector<8xf32>
        %1625 = vector.extract %1534[1] : f32 from vector<8xf32>
        %1626 = vector.extract %1534[2] : f32 from vector<8xf32>
        %1627 = vector.extract %1534[3] : f32 from vector<8xf32>
        %1628 = vector.extract %1534[4] : f32 from vector<8xf32>
        %1629 = vector.extract %1534[5] : f32 from vector<8xf32>
        %1630 = vector.extract %1534[6] : f32 from vector<8xf32>
        %1631 = vector.extract %1534[7] : f32 from vector<8xf32>
        %1632 = vector.from_elements %1624, %1625, %1626, %1627, %1628, %1629, %1630, %1631 : vector<8xf32>
        %1633 = arith.truncf %1632 : vector<8xf32> to vector<8xbf16>
        %c256_i32_310 = arith.constant 256 : i32
        %1634 = arith.muli %1578, %c256_i32_310 : i32
        %1635 = arith.addi %1634, %1623 : i32
        %c2_i32_311 = arith.constant 2 : i32
        %1636 = arith.muli %1635, %c2_i32_311 : i32
        %1637 = vector.bitcast %1633 : vector<8xbf16> to vector<4xi32>
        %1638 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1637, %1638) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1639 = arith.addi %72, %1636 : i32
        %1640 = fly.inttoptr(%1639) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1641 = fly.make_view(%1640, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1638, %1641) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c48_i32_312 = arith.constant 48 : i32
        %1642 = arith.addi %179, %c48_i32_312 : i32
        %c8_i32_313 = arith.constant 8 : i32
        %1643 = arith.muli %6, %c8_i32_313 : i32
        %1644 = arith.addi %1642, %1643 : i32
        %1645 = vector.extract %1537[0] : f32 from vector<8xf32>
        %1646 = vector.extract %1537[1] : f32 from vector<8xf32>
        %1647 = vector.extract %1537[2] : f32 from vector<8xf32>
        %1648 = vector.extract %1537[3] : f32 from vector<8xf32>
        %1649 = vector.extract %1537[4] : f32 from vector<8xf32>
        %1650 = vector.extract %1537[5] : f32 from vector<8xf32>
        %1651 = vector.extract %1537[6] : f32 from vector<8xf32>
        %1652 = vector.extract %1537[7] : f32 from vector<8xf32>
        %1653 = vector.from_elements %1645, %1646, %1647, %1648, %1649, %1650, %1651, %1652 : vector<8xf32>
        %1654 = arith.truncf %1653 : vector<8xf32> to vector<8xbf16>
        %c256_i32_314 = arith.constant 256 : i32
        %1655 = arith.muli %1578, %c256_i32_314 : i32
        %1656 = arith.addi %1655, %1644 : i32
        %c2_i32_315 = arith.constant 2 : i32
        %1657 = arith.muli %1656, %c2_i32_315 : i32
        %1658 = vector.bitcast %1654 : vector<8xbf16> to vector<4xi32>
        %1659 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1658, %1659) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1660 = arith.addi %72, %1657 : i32
        %1661 = fly.inttoptr(%1660) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1662 = fly.make_view(%1661, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1659, %1662) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c16_i32_316 = arith.constant 16 : i32
        %1663 = arith.addi %178, %c16_i32_316 : i32
        %1664 = arith.addi %1663, %5 : i32
        %c0_i32_317 = arith.constant 0 : i32
        %1665 = arith.addi %179, %c0_i32_317 : i32
        %c8_i32_318 = arith.constant 8 : i32
        %1666 = arith.muli %6, %c8_i32_318 : i32
        %1667 = arith.addi %1665, %1666 : i32
        %1668 = vector.extract %1540[0] : f32 from vector<8xf32>
        %1669 = vector.extract %1540[1] : f32 from vector<8xf32>
        %1670 = vector.extract %1540[2] : f32 from vector<8xf32>
        %1671 = vector.extract %1540[3] : f32 from vector<8xf32>
        %1672 = vector.extract %1540[4] : f32 from vector<8xf32>
        %1673 = vector.extract %1540[5] : f32 from vector<8xf32>
        %1674 = vector.extract %1540[6] : f32 from vector<8xf32>
        %1675 = vector.extract %1540[7] : f32 from vector<8xf32>
        %1676 = vector.from_elements %1668, %1669, %1670, %1671, %1672, %1673, %1674, %1675 : vector<8xf32>
        %1677 = arith.truncf %1676 : vector<8xf32> to vector<8xbf16>
        %c256_i32_319 = arith.constant 256 : i32
        %1678 = arith.muli %1664, %c256_i32_319 : i32
        %1679 = arith.addi %1678, %1667 : i32
        %c2_i32_320 = arith.constant 2 : i32
        %1680 = arith.muli %1679, %c2_i32_320 : i32
        %1681 = vector.bitcast %1677 : vector<8xbf16> to vector<4xi32>
        %1682 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1681, %1682) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1683 = arith.addi %72, %1680 : i32
        %1684 = fly.inttoptr(%1683) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1685 = fly.make_view(%1684, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1682, %1685) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c16_i32_321 = arith.constant 16 : i32
        %1686 = arith.addi %179, %c16_i32_321 : i32
        %c8_i32_322 = arith.constant 8 : i32
        %1687 = arith.muli %6, %c8_i32_322 : i32
        %1688 = arith.addi %1686, %1687 : i32
        %1689 = vector.extract %1543[0] : f32 from vector<8xf32>
        %1690 = vector.extract %1543[1] : f32 from vector<8xf32>
        %1691 = vector.extract %1543[2] : f32 from vector<8xf32>
        %1692 = vector.extract %1543[3] : f32 from vector<8xf32>
        %1693 = vector.extract %1543[4] : f32 from vector<8xf32>
        %1694 = vector.extract %1543[5] : f32 from vector<8xf32>
        %1695 = vector.extract %1543[6] : f32 from vector<8xf32>
        %1696 = vector.extract %1543[7] : f32 from vector<8xf32>
        %1697 = vector.from_elements %1689, %1690, %1691, %1692, %1693, %1694, %1695, %1696 : vector<8xf32>
        %1698 = arith.truncf %1697 : vector<8xf32> to vector<8xbf16>
        %c256_i32_323 = arith.constant 256 : i32
        %1699 = arith.muli %1664, %c256_i32_323 : i32
        %1700 = arith.addi %1699, %1688 : i32
        %c2_i32_324 = arith.constant 2 : i32
        %1701 = arith.muli %1700, %c2_i32_324 : i32
        %1702 = vector.bitcast %1698 : vector<8xbf16> to vector<4xi32>
        %1703 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1702, %1703) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1704 = arith.addi %72, %1701 : i32
        %1705 = fly.inttoptr(%1704) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1706 = fly.make_view(%1705, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1703, %1706) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c32_i32_325 = arith.constant 32 : i32
        %1707 = arith.addi %179, %c32_i32_325 : i32
        %c8_i32_326 = arith.constant 8 : i32
        %1708 = arith.muli %6, %c8_i32_326 : i32
        %1709 = arith.addi %1707, %1708 : i32
        %1710 = vector.extract %1546[0] : f32 from vector<8xf32>
        %1711 = vector.extract %1546[1] : f32 from vector<8xf32>
        %1712 = vector.extract %1546[2] : f32 from vector<8xf32>
        %1713 = vector.extract %1546[3] : f32 from vector<8xf32>
        %1714 = vector.extract %1546[4] : f32 from vector<8xf32>
        %1715 = vector.extract %1546[5] : f32 from vector<8xf32>
        %1716 = vector.extract %1546[6] : f32 from vector<8xf32>
        %1717 = vector.extract %1546[7] : f32 from vector<8xf32>
        %1718 = vector.from_elements %1710, %1711, %1712, %1713, %1714, %1715, %1716, %1717 : vector<8xf32>
        %1719 = arith.truncf %1718 : vector<8xf32> to vector<8xbf16>
        %c256_i32_327 = arith.constant 256 : i32
        %1720 = arith.muli %1664, %c256_i32_327 : i32
        %1721 = arith.addi %1720, %1709 : i32
        %c2_i32_328 = arith.constant 2 : i32
        %1722 = arith.muli %1721, %c2_i32_328 : i32
        %1723 = vector.bitcast %1719 : vector<8xbf16> to vector<4xi32>
        %1724 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1723, %1724) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1725 = arith.addi %72, %1722 : i32
        %1726 = fly.inttoptr(%1725) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1727 = fly.make_view(%1726, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1724, %1727) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c48_i32_329 = arith.constant 48 : i32
        %1728 = arith.addi %179, %c48_i32_329 : i32
        %c8_i32_330 = arith.constant 8 : i32
        %1729 = arith.muli %6, %c8_i32_330 : i32
        %1730 = arith.addi %1728, %1729 : i32
        %1731 = vector.extract %1549[0] : f32 from vector<8xf32>
        %1732 = vector.extract %1549[1] : f32 from vector<8xf32>
        %1733 = vector.extract %1549[2] : f32 from vector<8xf32>
        %1734 = vector.extract %1549[3] : f32 from vector<8xf32>
        %1735 = vector.extract %1549[4] : f32 from vector<8xf32>
        %1736 = vector.extract %1549[5] : f32 from vector<8xf32>
        %1737 = vector.extract %1549[6] : f32 from vector<8xf32>
        %1738 = vector.extract %1549[7] : f32 from vector<8xf32>
        %1739 = vector.from_elements %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738 : vector<8xf32>
        %1740 = arith.truncf %1739 : vector<8xf32> to vector<8xbf16>
        %c256_i32_331 = arith.constant 256 : i32
        %1741 = arith.muli %1664, %c256_i32_331 : i32
        %1742 = arith.addi %1741, %1730 : i32
        %c2_i32_332 = arith.constant 2 : i32
        %1743 = arith.muli %1742, %c2_i32_332 : i32
        %1744 = vector.bitcast %1740 : vector<8xbf16> to vector<4xi32>
        %1745 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1744, %1745) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1746 = arith.addi %72, %1743 : i32
        %1747 = fly.inttoptr(%1746) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1748 = fly.make_view(%1747, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1745, %1748) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c32_i32_333 = arith.constant 32 : i32
        %1749 = arith.addi %178, %c32_i32_333 : i32
        %1750 = arith.addi %1749, %5 : i32
        %c0_i32_334 = arith.constant 0 : i32
        %1751 = arith.addi %179, %c0_i32_334 : i32
        %c8_i32_335 = arith.constant 8 : i32
        %1752 = arith.muli %6, %c8_i32_335 : i32
        %1753 = arith.addi %1751, %1752 : i32
        %1754 = vector.extract %1552[0] : f32 from vector<8xf32>
        %1755 = vector.extract %1552[1] : f32 from vector<8xf32>
        %1756 = vector.extract %1552[2] : f32 from vector<8xf32>
        %1757 = vector.extract %1552[3] : f32 from vector<8xf32>
        %1758 = vector.extract %1552[4] : f32 from vector<8xf32>
        %1759 = vector.extract %1552[5] : f32 from vector<8xf32>
        %1760 = vector.extract %1552[6] : f32 from vector<8xf32>
        %1761 = vector.extract %1552[7] : f32 from vector<8xf32>
        %1762 = vector.from_elements %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761 : vector<8xf32>
        %1763 = arith.truncf %1762 : vector<8xf32> to vector<8xbf16>
        %c256_i32_336 = arith.constant 256 : i32
        %1764 = arith.muli %1750, %c256_i32_336 : i32
        %1765 = arith.addi %1764, %1753 : i32
        %c2_i32_337 = arith.constant 2 : i32
        %1766 = arith.muli %1765, %c2_i32_337 : i32
        %1767 = vector.bitcast %1763 : vector<8xbf16> to vector<4xi32>
        %1768 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1767, %1768) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1769 = arith.addi %72, %1766 : i32
        %1770 = fly.inttoptr(%1769) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1771 = fly.make_view(%1770, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1768, %1771) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c16_i32_338 = arith.constant 16 : i32
        %1772 = arith.addi %179, %c16_i32_338 : i32
        %c8_i32_339 = arith.constant 8 : i32
        %1773 = arith.muli %6, %c8_i32_339 : i32
        %1774 = arith.addi %1772, %1773 : i32
        %1775 = vector.extract %1555[0] : f32 from vector<8xf32>
        %1776 = vector.extract %1555[1] : f32 from vector<8xf32>
        %1777 = vector.extract %1555[2] : f32 from vector<8xf32>
        %1778 = vector.extract %1555[3] : f32 from vector<8xf32>
        %1779 = vector.extract %1555[4] : f32 from vector<8xf32>
        %1780 = vector.extract %1555[5] : f32 from vector<8xf32>
        %1781 = vector.extract %1555[6] : f32 from vector<8xf32>
        %1782 = vector.extract %1555[7] : f32 from vector<8xf32>
        %1783 = vector.from_elements %1775, %1776, %1777, %1778, %1779, %1780, %1781, %1782 : vector<8xf32>
        %1784 = arith.truncf %1783 : vector<8xf32> to vector<8xbf16>
        %c256_i32_340 = arith.constant 256 : i32
        %1785 = arith.muli %1750, %c256_i32_340 : i32
        %1786 = arith.addi %1785, %1774 : i32
        %c2_i32_341 = arith.constant 2 : i32
        %1787 = arith.muli %1786, %c2_i32_341 : i32
        %1788 = vector.bitcast %1784 : vector<8xbf16> to vector<4xi32>
        %1789 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1788, %1789) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1790 = arith.addi %72, %1787 : i32
        %1791 = fly.inttoptr(%1790) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1792 = fly.make_view(%1791, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1789, %1792) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c32_i32_342 = arith.constant 32 : i32
        %1793 = arith.addi %179, %c32_i32_342 : i32
        %c8_i32_343 = arith.constant 8 : i32
        %1794 = arith.muli %6, %c8_i32_343 : i32
        %1795 = arith.addi %1793, %1794 : i32
        %1796 = vector.extract %1558[0] : f32 from vector<8xf32>
        %1797 = vector.extract %1558[1] : f32 from vector<8xf32>
        %1798 = vector.extract %1558[2] : f32 from vector<8xf32>
        %1799 = vector.extract %1558[3] : f32 from vector<8xf32>
        %1800 = vector.extract %1558[4] : f32 from vector<8xf32>
        %1801 = vector.extract %1558[5] : f32 from vector<8xf32>
        %1802 = vector.extract %1558[6] : f32 from vector<8xf32>
        %1803 = vector.extract %1558[7] : f32 from vector<8xf32>
        %1804 = vector.from_elements %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803 : vector<8xf32>
        %1805 = arith.truncf %1804 : vector<8xf32> to vector<8xbf16>
        %c256_i32_344 = arith.constant 256 : i32
        %1806 = arith.muli %1750, %c256_i32_344 : i32
        %1807 = arith.addi %1806, %1795 : i32
        %c2_i32_345 = arith.constant 2 : i32
        %1808 = arith.muli %1807, %c2_i32_345 : i32
        %1809 = vector.bitcast %1805 : vector<8xbf16> to vector<4xi32>
        %1810 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1809, %1810) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1811 = arith.addi %72, %1808 : i32
        %1812 = fly.inttoptr(%1811) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1813 = fly.make_view(%1812, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1810, %1813) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c48_i32_346 = arith.constant 48 : i32
        %1814 = arith.addi %179, %c48_i32_346 : i32
        %c8_i32_347 = arith.constant 8 : i32
        %1815 = arith.muli %6, %c8_i32_347 : i32
        %1816 = arith.addi %1814, %1815 : i32
        %1817 = vector.extract %1561[0] : f32 from vector<8xf32>
        %1818 = vector.extract %1561[1] : f32 from vector<8xf32>
        %1819 = vector.extract %1561[2] : f32 from vector<8xf32>
        %1820 = vector.extract %1561[3] : f32 from vector<8xf32>
        %1821 = vector.extract %1561[4] : f32 from vector<8xf32>
        %1822 = vector.extract %1561[5] : f32 from vector<8xf32>
        %1823 = vector.extract %1561[6] : f32 from vector<8xf32>
        %1824 = vector.extract %1561[7] : f32 from vector<8xf32>
        %1825 = vector.from_elements %1817, %1818, %1819, %1820, %1821, %1822, %1823, %1824 : vector<8xf32>
        %1826 = arith.truncf %1825 : vector<8xf32> to vector<8xbf16>
        %c256_i32_348 = arith.constant 256 : i32
        %1827 = arith.muli %1750, %c256_i32_348 : i32
        %1828 = arith.addi %1827, %1816 : i32
        %c2_i32_349 = arith.constant 2 : i32
        %1829 = arith.muli %1828, %c2_i32_349 : i32
        %1830 = vector.bitcast %1826 : vector<8xbf16> to vector<4xi32>
        %1831 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1830, %1831) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1832 = arith.addi %72, %1829 : i32
        %1833 = fly.inttoptr(%1832) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1834 = fly.make_view(%1833, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1831, %1834) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c48_i32_350 = arith.constant 48 : i32
        %1835 = arith.addi %178, %c48_i32_350 : i32
        %1836 = arith.addi %1835, %5 : i32
        %c0_i32_351 = arith.constant 0 : i32
        %1837 = arith.addi %179, %c0_i32_351 : i32
        %c8_i32_352 = arith.constant 8 : i32
        %1838 = arith.muli %6, %c8_i32_352 : i32
        %1839 = arith.addi %1837, %1838 : i32
        %1840 = vector.extract %1564[0] : f32 from vector<8xf32>
        %1841 = vector.extract %1564[1] : f32 from vector<8xf32>
        %1842 = vector.extract %1564[2] : f32 from vector<8xf32>
        %1843 = vector.extract %1564[3] : f32 from vector<8xf32>
        %1844 = vector.extract %1564[4] : f32 from vector<8xf32>
        %1845 = vector.extract %1564[5] : f32 from vector<8xf32>
        %1846 = vector.extract %1564[6] : f32 from vector<8xf32>
        %1847 = vector.extract %1564[7] : f32 from vector<8xf32>
        %1848 = vector.from_elements %1840, %1841, %1842, %1843, %1844, %1845, %1846, %1847 : vector<8xf32>
        %1849 = arith.truncf %1848 : vector<8xf32> to vector<8xbf16>
        %c256_i32_353 = arith.constant 256 : i32
        %1850 = arith.muli %1836, %c256_i32_353 : i32
        %1851 = arith.addi %1850, %1839 : i32
        %c2_i32_354 = arith.constant 2 : i32
        %1852 = arith.muli %1851, %c2_i32_354 : i32
        %1853 = vector.bitcast %1849 : vector<8xbf16> to vector<4xi32>
        %1854 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1853, %1854) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1855 = arith.addi %72, %1852 : i32
        %1856 = fly.inttoptr(%1855) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1857 = fly.make_view(%1856, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1854, %1857) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c16_i32_355 = arith.constant 16 : i32
        %1858 = arith.addi %179, %c16_i32_355 : i32
        %c8_i32_356 = arith.constant 8 : i32
        %1859 = arith.muli %6, %c8_i32_356 : i32
        %1860 = arith.addi %1858, %1859 : i32
        %1861 = vector.extract %1567[0] : f32 from vector<8xf32>
        %1862 = vector.extract %1567[1] : f32 from vector<8xf32>
        %1863 = vector.extract %1567[2] : f32 from vector<8xf32>
        %1864 = vector.extract %1567[3] : f32 from vector<8xf32>
        %1865 = vector.extract %1567[4] : f32 from vector<8xf32>
        %1866 = vector.extract %1567[5] : f32 from vector<8xf32>
        %1867 = vector.extract %1567[6] : f32 from vector<8xf32>
        %1868 = vector.extract %1567[7] : f32 from vector<8xf32>
        %1869 = vector.from_elements %1861, %1862, %1863, %1864, %1865, %1866, %1867, %1868 : vector<8xf32>
        %1870 = arith.truncf %1869 : vector<8xf32> to vector<8xbf16>
        %c256_i32_357 = arith.constant 256 : i32
        %1871 = arith.muli %1836, %c256_i32_357 : i32
        %1872 = arith.addi %1871, %1860 : i32
        %c2_i32_358 = arith.constant 2 : i32
        %1873 = arith.muli %1872, %c2_i32_358 : i32
        %1874 = vector.bitcast %1870 : vector<8xbf16> to vector<4xi32>
        %1875 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1874, %1875) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1876 = arith.addi %72, %1873 : i32
        %1877 = fly.inttoptr(%1876) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1878 = fly.make_view(%1877, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1875, %1878) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c32_i32_359 = arith.constant 32 : i32
        %1879 = arith.addi %179, %c32_i32_359 : i32
        %c8_i32_360 = arith.constant 8 : i32
        %1880 = arith.muli %6, %c8_i32_360 : i32
        %1881 = arith.addi %1879, %1880 : i32
        %1882 = vector.extract %1570[0] : f32 from vector<8xf32>
        %1883 = vector.extract %1570[1] : f32 from vector<8xf32>
        %1884 = vector.extract %1570[2] : f32 from vector<8xf32>
        %1885 = vector.extract %1570[3] : f32 from vector<8xf32>
        %1886 = vector.extract %1570[4] : f32 from vector<8xf32>
        %1887 = vector.extract %1570[5] : f32 from vector<8xf32>
        %1888 = vector.extract %1570[6] : f32 from vector<8xf32>
        %1889 = vector.extract %1570[7] : f32 from vector<8xf32>
        %1890 = vector.from_elements %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889 : vector<8xf32>
        %1891 = arith.truncf %1890 : vector<8xf32> to vector<8xbf16>
        %c256_i32_361 = arith.constant 256 : i32
        %1892 = arith.muli %1836, %c256_i32_361 : i32
        %1893 = arith.addi %1892, %1881 : i32
        %c2_i32_362 = arith.constant 2 : i32
        %1894 = arith.muli %1893, %c2_i32_362 : i32
        %1895 = vector.bitcast %1891 : vector<8xbf16> to vector<4xi32>
        %1896 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1895, %1896) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1897 = arith.addi %72, %1894 : i32
        %1898 = fly.inttoptr(%1897) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1899 = fly.make_view(%1898, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1896, %1899) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c48_i32_363 = arith.constant 48 : i32
        %1900 = arith.addi %179, %c48_i32_363 : i32
        %c8_i32_364 = arith.constant 8 : i32
        %1901 = arith.muli %6, %c8_i32_364 : i32
        %1902 = arith.addi %1900, %1901 : i32
        %1903 = vector.extract %1573[0] : f32 from vector<8xf32>
        %1904 = vector.extract %1573[1] : f32 from vector<8xf32>
        %1905 = vector.extract %1573[2] : f32 from vector<8xf32>
        %1906 = vector.extract %1573[3] : f32 from vector<8xf32>
        %1907 = vector.extract %1573[4] : f32 from vector<8xf32>
        %1908 = vector.extract %1573[5] : f32 from vector<8xf32>
        %1909 = vector.extract %1573[6] : f32 from vector<8xf32>
        %1910 = vector.extract %1573[7] : f32 from vector<8xf32>
        %1911 = vector.from_elements %1903, %1904, %1905, %1906, %1907, %1908, %1909, %1910 : vector<8xf32>
        %1912 = arith.truncf %1911 : vector<8xf32> to vector<8xbf16>
        %c256_i32_365 = arith.constant 256 : i32
        %1913 = arith.muli %1836, %c256_i32_365 : i32
        %1914 = arith.addi %1913, %1902 : i32
        %c2_i32_366 = arith.constant 2 : i32
        %1915 = arith.muli %1914, %c2_i32_366 : i32
        %1916 = vector.bitcast %1912 : vector<8xbf16> to vector<4xi32>
        %1917 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        fly.memref.store_vec(%1916, %1917) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
        %1918 = arith.addi %72, %1915 : i32
        %1919 = fly.inttoptr(%1918) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1920 = fly.make_view(%1919, %186) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%187, %1917, %1920) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        gpu.barrier
        %1921 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %1922 = arith.extsi %arg8 : i32 to i64
        %1923 = arith.muli %28, %1922 : i64
        %1924 = arith.addi %1923, %29 : i64
        %1925 = fly.make_int_tuple(%1924) : (i64) -> !fly.int_tuple<?{i64}>
        %1926 = fly.add_offset(%1921, %1925) : (!fly.ptr<bf16, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<bf16, global>
        %1927 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,256)>
        %1928 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %1929 = fly.make_layout(%1927, %1928) : (!fly.int_tuple<(64,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(64,256):(256,1)>
        %1930 = fly.make_view(%1926, %1929) : (!fly.ptr<bf16, global>, !fly.layout<(64,256):(256,1)>) -> !fly.memref<bf16, global, (64,256):(256,1)>
        %1931 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
        %1932 = fly.atom.set_value(%1931, "extent_0", %68) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
        %c2147483647_i32_367 = arith.constant 2147483647 : i32
        %1933 = fly.atom.set_value(%1932, "extent_1", %c2147483647_i32_367) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
        %1934 = arith.extsi %arg8 : i32 to i64
        %1935 = fly.atom.set_value(%1933, "stride_0", %1934) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
        %1936 = fly.recast_iter(%69) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<bf16, shared, align<1024>>
        %1937 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,256)>
        %1938 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %1939 = fly.make_layout(%1937, %1938) : (!fly.int_tuple<(64,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(64,256):(256,1)>
        %1940 = fly.make_view(%1936, %1939) : (!fly.ptr<bf16, shared, align<1024>>, !fly.layout<(64,256):(256,1)>) -> !fly.memref<bf16, shared, (64,256):(256,1), align<1024>>
        fly.copy(%1935, %1940, %1930) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, !fly.memref<bf16, shared, (64,256):(256,1), align<1024>>, !fly.memref<bf16, global, (64,256):(256,1)>) -> ()
        rocdl.s.wait.tensorcnt 0
      }
      gpu.return
    }
  }
}

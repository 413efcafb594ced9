// FlyDSL 0.4.2: gemm_a8w4_gfx1250/mxscale_m128_n256_k512 for gfx1250 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_a8w4_mxscale_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.ptr<i8, global>, %arg2: !fly.ptr<i8, global>, %arg3: !fly.memref<i8, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<i8, global, (?,?):(?{i64},1)>, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c128_i32 = arith.constant 128 : i32
      %0 = arith.floordivsi %arg7, %c128_i32 : i32
      %1 = arith.extsi %arg7 : i32 to i64
      %2 = arith.extsi %arg8 : i32 to i64
      %3 = arith.extsi %arg9 : i32 to i64
      %c2_i64 = arith.constant 2 : i64
      %4 = arith.floordivsi %1, %c2_i64 : i64
      %c16_i64 = arith.constant 16 : i64
      %5 = arith.muli %4, %c16_i64 : i64
      %thread_id_x = gpu.thread_id x
      %6 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %7 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %8 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %9 = arith.index_cast %block_id_z : index to i32
      %c32_i32 = arith.constant 32 : i32
      %10 = arith.floordivsi %6, %c32_i32 : i32
      %11 = rocdl.readfirstlane %10 : i32
      %c32_i32_0 = arith.constant 32 : i32
      %12 = arith.remsi %6, %c32_i32_0 : i32
      %c16_i32 = arith.constant 16 : i32
      %13 = arith.remsi %12, %c16_i32 : i32
      %c16_i32_1 = arith.constant 16 : i32
      %14 = arith.floordivsi %12, %c16_i32_1 : i32
      %c2_i32 = arith.constant 2 : i32
      %15 = arith.floordivsi %11, %c2_i32 : i32
      %c2_i32_2 = arith.constant 2 : i32
      %16 = arith.remsi %11, %c2_i32_2 : i32
      %c128_i32_3 = arith.constant 128 : i32
      %17 = arith.muli %7, %c128_i32_3 : i32
      %c256_i32 = arith.constant 256 : i32
      %18 = arith.muli %8, %c256_i32 : i32
      %19 = arith.extsi %17 : i32 to i64
      %20 = arith.extsi %18 : i32 to i64
      %21 = arith.subi %arg5, %17 : i32
      %c31_i32 = arith.constant 31 : i32
      %22 = arith.addi %arg5, %c31_i32 : i32
      %c32_i32_4 = arith.constant 32 : i32
      %23 = arith.floordivsi %22, %c32_i32_4 : i32
      %c32_i32_5 = arith.constant 32 : i32
      %24 = arith.floordivsi %17, %c32_i32_5 : i32
      %25 = arith.subi %23, %24 : i32
      %26 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %28 = fly.add_offset(%26, %27) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<1024>>
      %29 = fly.recast_iter(%arg1) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %30 = fly.recast_iter(%arg2) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %31 = fly.get_iter(%arg3) : (!fly.memref<i8, global, (?,?):(?{i64},1)>) -> !fly.ptr<i8, global>
      %32 = fly.get_iter(%arg4) : (!fly.memref<i8, global, (?,?):(?{i64},1)>) -> !fly.ptr<i8, global>
      %33 = arith.muli %19, %2 : i64
      %c16_i64_6 = arith.constant 16 : i64
      %34 = arith.floordivsi %20, %c16_i64_6 : i64
      %35 = arith.muli %34, %5 : i64
      %c32_i64 = arith.constant 32 : i64
      %36 = arith.floordivsi %19, %c32_i64 : i64
      %37 = arith.muli %36, %1 : i64
      %c32_i64_7 = arith.constant 32 : i64
      %38 = arith.floordivsi %20, %c32_i64_7 : i64
      %39 = arith.muli %38, %1 : i64
      %40 = fly.make_int_tuple(%33) : (i64) -> !fly.int_tuple<?{i64}>
      %41 = fly.add_offset(%29, %40) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,128)>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
      %44 = fly.make_layout(%42, %43) : (!fly.int_tuple<(128,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(128,128):(128,1)>
      %45 = fly.make_view(%41, %44) : (!fly.ptr<i8, global>, !fly.layout<(128,128):(128,1)>) -> !fly.memref<i8, global, (128,128):(128,1)>
      %46 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
      %47 = fly.atom.set_value(%46, "extent_0", %21) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %48 = fly.atom.set_value(%47, "extent_1", %c2147483647_i32) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
      %49 = fly.atom.set_value(%48, "stride_0", %2) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
      %c0_i32 = arith.constant 0 : i32
      %50 = fly.atom.set_value(%49, "workgroup_mask", %c0_i32) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
      %51 = fly.make_int_tuple(%35) : (i64) -> !fly.int_tuple<?{i64}>
      %52 = fly.add_offset(%30, %51) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1024)>
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<(1024,1)>
      %55 = fly.make_layout(%53, %54) : (!fly.int_tuple<(16,1024)>, !fly.int_tuple<(1024,1)>) -> !fly.layout<(16,1024):(1024,1)>
      %56 = fly.make_view(%52, %55) : (!fly.ptr<i8, global>, !fly.layout<(16,1024):(1024,1)>) -> !fly.memref<i8, global, (16,1024):(1024,1)>
      %57 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32_8 = arith.constant 2147483647 : i32
      %58 = fly.atom.set_value(%57, "extent_0", %c2147483647_i32_8) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32_9 = arith.constant 2147483647 : i32
      %59 = fly.atom.set_value(%58, "extent_1", %c2147483647_i32_9) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %60 = fly.atom.set_value(%59, "stride_0", %5) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c0_i32_10 = arith.constant 0 : i32
      %61 = fly.atom.set_value(%60, "workgroup_mask", %c0_i32_10) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %62 = fly.make_int_tuple(%37) : (i64) -> !fly.int_tuple<?{i64}>
      %63 = fly.add_offset(%31, %62) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,128)>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
      %66 = fly.make_layout(%64, %65) : (!fly.int_tuple<(4,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(4,128):(128,1)>
      %67 = fly.make_view(%63, %66) : (!fly.ptr<i8, global>, !fly.layout<(4,128):(128,1)>) -> !fly.memref<i8, global, (4,128):(128,1)>
      %68 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %69 = fly.atom.set_value(%68, "extent_0", %25) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32_11 = arith.constant 2147483647 : i32
      %70 = fly.atom.set_value(%69, "extent_1", %c2147483647_i32_11) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %71 = fly.atom.set_value(%70, "stride_0", %1) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c0_i32_12 = arith.constant 0 : i32
      %72 = fly.atom.set_value(%71, "workgroup_mask", %c0_i32_12) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %73 = fly.make_int_tuple(%39) : (i64) -> !fly.int_tuple<?{i64}>
      %74 = fly.add_offset(%32, %73) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,128)>
      %76 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
      %77 = fly.make_layout(%75, %76) : (!fly.int_tuple<(8,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(8,128):(128,1)>
      %78 = fly.make_view(%74, %77) : (!fly.ptr<i8, global>, !fly.layout<(8,128):(128,1)>) -> !fly.memref<i8, global, (8,128):(128,1)>
      %79 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32_13 = arith.constant 2147483647 : i32
      %80 = fly.atom.set_value(%79, "extent_0", %c2147483647_i32_13) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c2147483647_i32_14 = arith.constant 2147483647 : i32
      %81 = fly.atom.set_value(%80, "extent_1", %c2147483647_i32_14) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %82 = fly.atom.set_value(%81, "stride_0", %1) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c0_i32_15 = arith.constant 0 : i32
      %83 = fly.atom.set_value(%82, "workgroup_mask", %c0_i32_15) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
      %c64_i32 = arith.constant 64 : i32
      %84 = arith.muli %15, %c64_i32 : i32
      %c128_i32_16 = arith.constant 128 : i32
      %85 = arith.muli %16, %c128_i32_16 : i32
      %86 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %87 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %88 = fly.make_layout(%86, %87) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %89 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %91 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %92 = fly.make_layout(%90, %91) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %93 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      %94 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %95 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %96 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %97 = fly.make_ordered_layout(%95, %96) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %98 = fly.memref.alloca(%97) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %99 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %100 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %101 = fly.make_ordered_layout(%99, %100) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %102 = fly.memref.alloca(%101) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %103 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %104 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %105 = fly.make_ordered_layout(%103, %104) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %106 = fly.memref.alloca(%105) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %107 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %108 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %109 = fly.make_ordered_layout(%107, %108) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %110 = fly.memref.alloca(%109) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %112 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %113 = fly.make_ordered_layout(%111, %112) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %114 = fly.memref.alloca(%113) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %115 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %116 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %117 = fly.make_ordered_layout(%115, %116) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %118 = fly.memref.alloca(%117) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %119 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %121 = fly.make_ordered_layout(%119, %120) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %122 = fly.memref.alloca(%121) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %125 = fly.make_ordered_layout(%123, %124) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %126 = fly.memref.alloca(%125) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %127 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %129 = fly.make_ordered_layout(%127, %128) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %130 = fly.memref.alloca(%129) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %132 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %133 = fly.make_ordered_layout(%131, %132) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %134 = fly.memref.alloca(%133) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %135 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %136 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %137 = fly.make_ordered_layout(%135, %136) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %138 = fly.memref.alloca(%137) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %139 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %140 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %141 = fly.make_ordered_layout(%139, %140) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %142 = fly.memref.alloca(%141) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %143 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %146 = fly.memref.alloca(%145) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %147 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %148 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %149 = fly.make_ordered_layout(%147, %148) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %150 = fly.memref.alloca(%149) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %151 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %152 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %153 = fly.make_ordered_layout(%151, %152) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %154 = fly.memref.alloca(%153) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %155 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %156 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %157 = fly.make_ordered_layout(%155, %156) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %158 = fly.memref.alloca(%157) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %160 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %161 = fly.make_ordered_layout(%159, %160) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %162 = fly.memref.alloca(%161) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %163 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %164 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %165 = fly.make_ordered_layout(%163, %164) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %166 = fly.memref.alloca(%165) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %167 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %168 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %169 = fly.make_ordered_layout(%167, %168) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %170 = fly.memref.alloca(%169) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %171 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %172 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %173 = fly.make_ordered_layout(%171, %172) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %174 = fly.memref.alloca(%173) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %175 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %177 = fly.make_ordered_layout(%175, %176) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %178 = fly.memref.alloca(%177) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %179 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %180 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %181 = fly.make_ordered_layout(%179, %180) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %182 = fly.memref.alloca(%181) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %183 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %184 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %185 = fly.make_ordered_layout(%183, %184) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %186 = fly.memref.alloca(%185) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %187 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %188 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %189 = fly.make_ordered_layout(%187, %188) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %190 = fly.memref.alloca(%189) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %191 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %192 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %193 = fly.make_ordered_layout(%191, %192) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %194 = fly.memref.alloca(%193) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %195 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %196 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %197 = fly.make_ordered_layout(%195, %196) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %198 = fly.memref.alloca(%197) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %199 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %200 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %201 = fly.make_ordered_layout(%199, %200) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %202 = fly.memref.alloca(%201) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %203 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %204 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %205 = fly.make_ordered_layout(%203, %204) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %206 = fly.memref.alloca(%205) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %207 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %208 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %209 = fly.make_ordered_layout(%207, %208) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %210 = fly.memref.alloca(%209) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %211 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %212 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %213 = fly.make_ordered_layout(%211, %212) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %214 = fly.memref.alloca(%213) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %215 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %216 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %217 = fly.make_ordered_layout(%215, %216) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %218 = fly.memref.alloca(%217) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %219 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %220 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %221 = fly.make_ordered_layout(%219, %220) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %222 = fly.memref.alloca(%221) : (!fly.layout<8:1>) -> !fly.memref<f32, register, 8:1>
      %cst = arith.constant 0.000000e+00 : f32
      %223 = vector.broadcast %cst : f32 to vector<8xf32>
      fly.memref.store_vec(%223, %98) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_17 = arith.constant 0.000000e+00 : f32
      %224 = vector.broadcast %cst_17 : f32 to vector<8xf32>
      fly.memref.store_vec(%224, %102) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_18 = arith.constant 0.000000e+00 : f32
      %225 = vector.broadcast %cst_18 : f32 to vector<8xf32>
      fly.memref.store_vec(%225, %106) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_19 = arith.constant 0.000000e+00 : f32
      %226 = vector.broadcast %cst_19 : f32 to vector<8xf32>
      fly.memref.store_vec(%226, %110) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_20 = arith.constant 0.000000e+00 : f32
      %227 = vector.broadcast %cst_20 : f32 to vector<8xf32>
      fly.memref.store_vec(%227, %114) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_21 = arith.constant 0.000000e+00 : f32
      %228 = vector.broadcast %cst_21 : f32 to vector<8xf32>
      fly.memref.store_vec(%228, %118) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_22 = arith.constant 0.000000e+00 : f32
      %229 = vector.broadcast %cst_22 : f32 to vector<8xf32>
      fly.memref.store_vec(%229, %122) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_23 = arith.constant 0.000000e+00 : f32
      %230 = vector.broadcast %cst_23 : f32 to vector<8xf32>
      fly.memref.store_vec(%230, %126) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_24 = arith.constant 0.000000e+00 : f32
      %231 = vector.broadcast %cst_24 : f32 to vector<8xf32>
      fly.memref.store_vec(%231, %130) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_25 = arith.constant 0.000000e+00 : f32
      %232 = vector.broadcast %cst_25 : f32 to vector<8xf32>
      fly.memref.store_vec(%232, %134) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_26 = arith.constant 0.000000e+00 : f32
      %233 = vector.broadcast %cst_26 : f32 to vector<8xf32>
      fly.memref.store_vec(%233, %138) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_27 = arith.constant 0.000000e+00 : f32
      %234 = vector.broadcast %cst_27 : f32 to vector<8xf32>
      fly.memref.store_vec(%234, %142) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_28 = arith.constant 0.000000e+00 : f32
      %235 = vector.broadcast %cst_28 : f32 to vector<8xf32>
      fly.memref.store_vec(%235, %146) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_29 = arith.constant 0.000000e+00 : f32
      %236 = vector.broadcast %cst_29 : f32 to vector<8xf32>
      fly.memref.store_vec(%236, %150) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_30 = arith.constant 0.000000e+00 : f32
      %237 = vector.broadcast %cst_30 : f32 to vector<8xf32>
      fly.memref.store_vec(%237, %154) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_31 = arith.constant 0.000000e+00 : f32
      %238 = vector.broadcast %cst_31 : f32 to vector<8xf32>
      fly.memref.store_vec(%238, %158) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_32 = arith.constant 0.000000e+00 : f32
      %239 = vector.broadcast %cst_32 : f32 to vector<8xf32>
      fly.memref.store_vec(%239, %162) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_33 = arith.constant 0.000000e+00 : f32
      %240 = vector.broadcast %cst_33 : f32 to vector<8xf32>
      fly.memref.store_vec(%240, %166) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_34 = arith.constant 0.000000e+00 : f32
      %241 = vector.broadcast %cst_34 : f32 to vector<8xf32>
      fly.memref.store_vec(%241, %170) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_35 = arith.constant 0.000000e+00 : f32
      %242 = vector.broadcast %cst_35 : f32 to vector<8xf32>
      fly.memref.store_vec(%242, %174) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_36 = arith.constant 0.000000e+00 : f32
      %243 = vector.broadcast %cst_36 : f32 to vector<8xf32>
      fly.memref.store_vec(%243, %178) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_37 = arith.constant 0.000000e+00 : f32
      %244 = vector.broadcast %cst_37 : f32 to vector<8xf32>
      fly.memref.store_vec(%244, %182) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_38 = arith.constant 0.000000e+00 : f32
      %245 = vector.broadcast %cst_38 : f32 to vector<8xf32>
      fly.memref.store_vec(%245, %186) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_39 = arith.constant 0.000000e+00 : f32
      %246 = vector.broadcast %cst_39 : f32 to vector<8xf32>
      fly.memref.store_vec(%246, %190) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_40 = arith.constant 0.000000e+00 : f32
      %247 = vector.broadcast %cst_40 : f32 to vector<8xf32>
      fly.memref.store_vec(%247, %194) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_41 = arith.constant 0.000000e+00 : f32
      %248 = vector.broadcast %cst_41 : f32 to vector<8xf32>
      fly.memref.store_vec(%248, %198) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_42 = arith.constant 0.000000e+00 : f32
      %249 = vector.broadcast %cst_42 : f32 to vector<8xf32>
      fly.memref.store_vec(%249, %202) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_43 = arith.constant 0.000000e+00 : f32
      %250 = vector.broadcast %cst_43 : f32 to vector<8xf32>
      fly.memref.store_vec(%250, %206) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_44 = arith.constant 0.000000e+00 : f32
      %251 = vector.broadcast %cst_44 : f32 to vector<8xf32>
      fly.memref.store_vec(%251, %210) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_45 = arith.constant 0.000000e+00 : f32
      %252 = vector.broadcast %cst_45 : f32 to vector<8xf32>
      fly.memref.store_vec(%252, %214) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_46 = arith.constant 0.000000e+00 : f32
      %253 = vector.broadcast %cst_46 : f32 to vector<8xf32>
      fly.memref.store_vec(%253, %218) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %cst_47 = arith.constant 0.000000e+00 : f32
      %254 = vector.broadcast %cst_47 : f32 to vector<8xf32>
      fly.memref.store_vec(%254, %222) : (vector<8xf32>, !fly.memref<f32, register, 8:1>) -> ()
      %255 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %256 = fly.add_offset(%26, %255) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<1024>>
      %257 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,128)>
      %258 = fly.make_int_tuple() : () -> !fly.int_tuple<(144,1)>
      %259 = fly.make_layout(%257, %258) : (!fly.int_tuple<(128,128)>, !fly.int_tuple<(144,1)>) -> !fly.layout<(128,128):(144,1)>
      %260 = fly.make_view(%256, %259) : (!fly.ptr<i8, shared, align<1024>>, !fly.layout<(128,128):(144,1)>) -> !fly.memref<i8, shared, (128,128):(144,1), align<1024>>
      %c0_i32_48 = arith.constant 0 : i32
      %261 = arith.cmpi eq, %11, %c0_i32_48 : i32
      scf.if %261 {
        %c0_i64_350 = arith.constant 0 : i64
        %1781 = fly.atom.set_value(%50, "imm_offset", %c0_i64_350) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
        fly.copy(%1781, %45, %260) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (128,128):(128,1)>, !fly.memref<i8, shared, (128,128):(144,1), align<1024>>) -> ()
      }
      %262 = fly.make_int_tuple() : () -> !fly.int_tuple<18432>
      %263 = fly.add_offset(%256, %262) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<18432>) -> !fly.ptr<i8, shared, align<1024>>
      %264 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1024)>
      %265 = fly.make_int_tuple() : () -> !fly.int_tuple<(1024,1)>
      %266 = fly.make_layout(%264, %265) : (!fly.int_tuple<(16,1024)>, !fly.int_tuple<(1024,1)>) -> !fly.layout<(16,1024):(1024,1)>
      %267 = fly.make_view(%263, %266) : (!fly.ptr<i8, shared, align<1024>>, !fly.layout<(16,1024):(1024,1)>) -> !fly.memref<i8, shared, (16,1024):(1024,1), align<1024>>
      %c1_i32 = arith.constant 1 : i32
      %268 = arith.cmpi eq, %11, %c1_i32 : i32
      scf.if %268 {
        %c0_i64_350 = arith.constant 0 : i64
        %1781 = fly.atom.set_value(%61, "imm_offset", %c0_i64_350) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
        fly.copy(%1781, %56, %267) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (16,1024):(1024,1)>, !fly.memref<i8, shared, (16,1024):(1024,1), align<1024>>) -> ()
      }
      %269 = fly.make_int_tuple() : () -> !fly.int_tuple<34816>
      %270 = fly.add_offset(%256, %269) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<34816>) -> !fly.ptr<i8, shared, align<1024>>
      %271 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,128)>
      %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
      %273 = fly.make_layout(%271, %272) : (!fly.int_tuple<(4,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(4,128):(128,1)>
      %274 = fly.make_view(%270, %273) : (!fly.ptr<i8, shared, align<1024>>, !fly.layout<(4,128):(128,1)>) -> !fly.memref<i8, shared, (4,128):(128,1), align<1024>>
      %c2_i32_49 = arith.constant 2 : i32
      %275 = arith.cmpi eq, %11, %c2_i32_49 : i32
      scf.if %275 {
        %c0_i64_350 = arith.constant 0 : i64
        %1781 = fly.atom.set_value(%72, "imm_offset", %c0_i64_350) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
        fly.copy(%1781, %67, %274) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (4,128):(128,1)>, !fly.memref<i8, shared, (4,128):(128,1), align<1024>>) -> ()
      }
      %276 = fly.make_int_tuple() : () -> !fly.int_tuple<35328>
      %277 = fly.add_offset(%256, %276) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<35328>) -> !fly.ptr<i8, shared, align<512>>
      %278 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,128)>
      %279 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
      %280 = fly.make_layout(%278, %279) : (!fly.int_tuple<(8,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(8,128):(128,1)>
      %281 = fly.make_view(%277, %280) : (!fly.ptr<i8, shared, align<512>>, !fly.layout<(8,128):(128,1)>) -> !fly.memref<i8, shared, (8,128):(128,1), align<512>>
      %c3_i32 = arith.constant 3 : i32
      %282 = arith.cmpi eq, %11, %c3_i32 : i32
      scf.if %282 {
        %c0_i64_350 = arith.constant 0 : i64
        %1781 = fly.atom.set_value(%83, "imm_offset", %c0_i64_350) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
        fly.copy(%1781, %78, %281) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (8,128):(128,1)>, !fly.memref<i8, shared, (8,128):(128,1), align<512>>) -> ()
      }
      %c1_i32_50 = arith.constant 1 : i32
      %283 = arith.subi %0, %c1_i32_50 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %c1_i32_52 = arith.constant 1 : i32
      scf.for %arg10 = %c0_i32_51 to %283 step %c1_i32_52  : i32 {
        %c2_i32_350 = arith.constant 2 : i32
        %1781 = arith.remsi %arg10, %c2_i32_350 : i32
        %c36864_i32_351 = arith.constant 36864 : i32
        %1782 = arith.muli %1781, %c36864_i32_351 : i32
        %1783 = fly.make_int_tuple(%1782) : (i32) -> !fly.int_tuple<?>
        %1784 = fly.add_offset(%26, %1783) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %1785 = fly.ptrtoint(%1784) : (!fly.ptr<i8, shared>) -> i32
        %1786 = arith.extsi %1785 : i32 to i64
        rocdl.s.wait.tensorcnt 0
        gpu.barrier
        %c1_i32_352 = arith.constant 1 : i32
        %1787 = arith.addi %arg10, %c1_i32_352 : i32
        %c16_i32_353 = arith.constant 16 : i32
        %1788 = arith.floordivsi %85, %c16_i32_353 : i32
        %c0_i32_354 = arith.constant 0 : i32
        %1789 = arith.addi %1788, %c0_i32_354 : i32
        %c1024_i32_355 = arith.constant 1024 : i32
        %1790 = arith.muli %1789, %c1024_i32_355 : i32
        %c18432_i32_356 = arith.constant 18432 : i32
        %1791 = arith.addi %c18432_i32_356, %1790 : i32
        %c0_i32_357 = arith.constant 0 : i32
        %1792 = arith.addi %1791, %c0_i32_357 : i32
        %c256_i32_358 = arith.constant 256 : i32
        %1793 = arith.muli %14, %c256_i32_358 : i32
        %1794 = arith.addi %1792, %1793 : i32
        %c16_i32_359 = arith.constant 16 : i32
        %1795 = arith.muli %13, %c16_i32_359 : i32
        %1796 = arith.addi %1794, %1795 : i32
        %1797 = arith.extsi %1796 : i32 to i64
        %1798 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1799 = arith.trunci %1786 : i64 to i32
        %1800 = arith.trunci %1797 : i64 to i32
        %1801 = arith.addi %1799, %1800 : i32
        %1802 = fly.inttoptr(%1801) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1803 = fly.make_view(%1802, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1803, %1798) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1804 = fly.memref.load_vec(%1798) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1805 = fly.get_layout(%1798) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1806 = fly.get_shape(%1805) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_360 = arith.constant 512 : i64
        %1807 = arith.addi %1797, %c512_i64_360 : i64
        %1808 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1809 = arith.trunci %1786 : i64 to i32
        %1810 = arith.trunci %1807 : i64 to i32
        %1811 = arith.addi %1809, %1810 : i32
        %1812 = fly.inttoptr(%1811) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1813 = fly.make_view(%1812, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1813, %1808) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1814 = fly.memref.load_vec(%1808) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1815 = fly.get_layout(%1808) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1816 = fly.get_shape(%1815) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1817 = vector.shuffle %1804, %1814 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1818 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1819 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1820 = fly.make_ordered_layout(%1818, %1819) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1821 = fly.memref.alloca(%1820) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1817, %1821) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_361 = arith.constant 16 : i32
        %1822 = arith.floordivsi %85, %c16_i32_361 : i32
        %c1_i32_362 = arith.constant 1 : i32
        %1823 = arith.addi %1822, %c1_i32_362 : i32
        %c1024_i32_363 = arith.constant 1024 : i32
        %1824 = arith.muli %1823, %c1024_i32_363 : i32
        %c18432_i32_364 = arith.constant 18432 : i32
        %1825 = arith.addi %c18432_i32_364, %1824 : i32
        %c0_i32_365 = arith.constant 0 : i32
        %1826 = arith.addi %1825, %c0_i32_365 : i32
        %c256_i32_366 = arith.constant 256 : i32
        %1827 = arith.muli %14, %c256_i32_366 : i32
        %1828 = arith.addi %1826, %1827 : i32
        %c16_i32_367 = arith.constant 16 : i32
        %1829 = arith.muli %13, %c16_i32_367 : i32
        %1830 = arith.addi %1828, %1829 : i32
        %1831 = arith.extsi %1830 : i32 to i64
        %1832 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1833 = arith.trunci %1786 : i64 to i32
        %1834 = arith.trunci %1831 : i64 to i32
        %1835 = arith.addi %1833, %1834 : i32
        %1836 = fly.inttoptr(%1835) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1837 = fly.make_view(%1836, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1837, %1832) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1838 = fly.memref.load_vec(%1832) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1839 = fly.get_layout(%1832) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1840 = fly.get_shape(%1839) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_368 = arith.constant 512 : i64
        %1841 = arith.addi %1831, %c512_i64_368 : i64
        %1842 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1843 = arith.trunci %1786 : i64 to i32
        %1844 = arith.trunci %1841 : i64 to i32
        %1845 = arith.addi %1843, %1844 : i32
        %1846 = fly.inttoptr(%1845) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1847 = fly.make_view(%1846, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1847, %1842) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1848 = fly.memref.load_vec(%1842) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1849 = fly.get_layout(%1842) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1850 = fly.get_shape(%1849) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1851 = vector.shuffle %1838, %1848 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1852 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1853 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1854 = fly.make_ordered_layout(%1852, %1853) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1855 = fly.memref.alloca(%1854) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1851, %1855) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_369 = arith.constant 16 : i32
        %1856 = arith.floordivsi %85, %c16_i32_369 : i32
        %c2_i32_370 = arith.constant 2 : i32
        %1857 = arith.addi %1856, %c2_i32_370 : i32
        %c1024_i32_371 = arith.constant 1024 : i32
        %1858 = arith.muli %1857, %c1024_i32_371 : i32
        %c18432_i32_372 = arith.constant 18432 : i32
        %1859 = arith.addi %c18432_i32_372, %1858 : i32
        %c0_i32_373 = arith.constant 0 : i32
        %1860 = arith.addi %1859, %c0_i32_373 : i32
        %c256_i32_374 = arith.constant 256 : i32
        %1861 = arith.muli %14, %c256_i32_374 : i32
        %1862 = arith.addi %1860, %1861 : i32
        %c16_i32_375 = arith.constant 16 : i32
        %1863 = arith.muli %13, %c16_i32_375 : i32
        %1864 = arith.addi %1862, %1863 : i32
        %1865 = arith.extsi %1864 : i32 to i64
        %1866 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1867 = arith.trunci %1786 : i64 to i32
        %1868 = arith.trunci %1865 : i64 to i32
        %1869 = arith.addi %1867, %1868 : i32
        %1870 = fly.inttoptr(%1869) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1871 = fly.make_view(%1870, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1871, %1866) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1872 = fly.memref.load_vec(%1866) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1873 = fly.get_layout(%1866) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1874 = fly.get_shape(%1873) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_376 = arith.constant 512 : i64
        %1875 = arith.addi %1865, %c512_i64_376 : i64
        %1876 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1877 = arith.trunci %1786 : i64 to i32
        %1878 = arith.trunci %1875 : i64 to i32
        %1879 = arith.addi %1877, %1878 : i32
        %1880 = fly.inttoptr(%1879) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1881 = fly.make_view(%1880, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1881, %1876) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1882 = fly.memref.load_vec(%1876) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1883 = fly.get_layout(%1876) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1884 = fly.get_shape(%1883) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1885 = vector.shuffle %1872, %1882 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1886 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1887 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1888 = fly.make_ordered_layout(%1886, %1887) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1889 = fly.memref.alloca(%1888) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1885, %1889) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_377 = arith.constant 16 : i32
        %1890 = arith.floordivsi %85, %c16_i32_377 : i32
        %c3_i32_378 = arith.constant 3 : i32
        %1891 = arith.addi %1890, %c3_i32_378 : i32
        %c1024_i32_379 = arith.constant 1024 : i32
        %1892 = arith.muli %1891, %c1024_i32_379 : i32
        %c18432_i32_380 = arith.constant 18432 : i32
        %1893 = arith.addi %c18432_i32_380, %1892 : i32
        %c0_i32_381 = arith.constant 0 : i32
        %1894 = arith.addi %1893, %c0_i32_381 : i32
        %c256_i32_382 = arith.constant 256 : i32
        %1895 = arith.muli %14, %c256_i32_382 : i32
        %1896 = arith.addi %1894, %1895 : i32
        %c16_i32_383 = arith.constant 16 : i32
        %1897 = arith.muli %13, %c16_i32_383 : i32
        %1898 = arith.addi %1896, %1897 : i32
        %1899 = arith.extsi %1898 : i32 to i64
        %1900 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1901 = arith.trunci %1786 : i64 to i32
        %1902 = arith.trunci %1899 : i64 to i32
        %1903 = arith.addi %1901, %1902 : i32
        %1904 = fly.inttoptr(%1903) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1905 = fly.make_view(%1904, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1905, %1900) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1906 = fly.memref.load_vec(%1900) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1907 = fly.get_layout(%1900) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1908 = fly.get_shape(%1907) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_384 = arith.constant 512 : i64
        %1909 = arith.addi %1899, %c512_i64_384 : i64
        %1910 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1911 = arith.trunci %1786 : i64 to i32
        %1912 = arith.trunci %1909 : i64 to i32
        %1913 = arith.addi %1911, %1912 : i32
        %1914 = fly.inttoptr(%1913) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1915 = fly.make_view(%1914, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1915, %1910) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1916 = fly.memref.load_vec(%1910) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1917 = fly.get_layout(%1910) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1918 = fly.get_shape(%1917) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1919 = vector.shuffle %1906, %1916 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1920 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1921 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1922 = fly.make_ordered_layout(%1920, %1921) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1923 = fly.memref.alloca(%1922) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1919, %1923) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_385 = arith.constant 16 : i32
        %1924 = arith.floordivsi %85, %c16_i32_385 : i32
        %c4_i32_386 = arith.constant 4 : i32
        %1925 = arith.addi %1924, %c4_i32_386 : i32
        %c1024_i32_387 = arith.constant 1024 : i32
        %1926 = arith.muli %1925, %c1024_i32_387 : i32
        %c18432_i32_388 = arith.constant 18432 : i32
        %1927 = arith.addi %c18432_i32_388, %1926 : i32
        %c0_i32_389 = arith.constant 0 : i32
        %1928 = arith.addi %1927, %c0_i32_389 : i32
        %c256_i32_390 = arith.constant 256 : i32
        %1929 = arith.muli %14, %c256_i32_390 : i32
        %1930 = arith.addi %1928, %1929 : i32
        %c16_i32_391 = arith.constant 16 : i32
        %1931 = arith.muli %13, %c16_i32_391 : i32
        %1932 = arith.addi %1930, %1931 : i32
        %1933 = arith.extsi %1932 : i32 to i64
        %1934 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1935 = arith.trunci %1786 : i64 to i32
        %1936 = arith.trunci %1933 : i64 to i32
        %1937 = arith.addi %1935, %1936 : i32
        %1938 = fly.inttoptr(%1937) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1939 = fly.make_view(%1938, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1939, %1934) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1940 = fly.memref.load_vec(%1934) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1941 = fly.get_layout(%1934) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1942 = fly.get_shape(%1941) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_392 = arith.constant 512 : i64
        %1943 = arith.addi %1933, %c512_i64_392 : i64
        %1944 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1945 = arith.trunci %1786 : i64 to i32
        %1946 = arith.trunci %1943 : i64 to i32
        %1947 = arith.addi %1945, %1946 : i32
        %1948 = fly.inttoptr(%1947) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1949 = fly.make_view(%1948, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1949, %1944) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1950 = fly.memref.load_vec(%1944) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1951 = fly.get_layout(%1944) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1952 = fly.get_shape(%1951) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1953 = vector.shuffle %1940, %1950 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1954 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1955 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1956 = fly.make_ordered_layout(%1954, %1955) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1957 = fly.memref.alloca(%1956) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1953, %1957) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_393 = arith.constant 16 : i32
        %1958 = arith.floordivsi %85, %c16_i32_393 : i32
        %c5_i32_394 = arith.constant 5 : i32
        %1959 = arith.addi %1958, %c5_i32_394 : i32
        %c1024_i32_395 = arith.constant 1024 : i32
        %1960 = arith.muli %1959, %c1024_i32_395 : i32
        %c18432_i32_396 = arith.constant 18432 : i32
        %1961 = arith.addi %c18432_i32_396, %1960 : i32
        %c0_i32_397 = arith.constant 0 : i32
        %1962 = arith.addi %1961, %c0_i32_397 : i32
        %c256_i32_398 = arith.constant 256 : i32
        %1963 = arith.muli %14, %c256_i32_398 : i32
        %1964 = arith.addi %1962, %1963 : i32
        %c16_i32_399 = arith.constant 16 : i32
        %1965 = arith.muli %13, %c16_i32_399 : i32
        %1966 = arith.addi %1964, %1965 : i32
        %1967 = arith.extsi %1966 : i32 to i64
        %1968 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1969 = arith.trunci %1786 : i64 to i32
        %1970 = arith.trunci %1967 : i64 to i32
        %1971 = arith.addi %1969, %1970 : i32
        %1972 = fly.inttoptr(%1971) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1973 = fly.make_view(%1972, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1973, %1968) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1974 = fly.memref.load_vec(%1968) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1975 = fly.get_layout(%1968) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1976 = fly.get_shape(%1975) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_400 = arith.constant 512 : i64
        %1977 = arith.addi %1967, %c512_i64_400 : i64
        %1978 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %1979 = arith.trunci %1786 : i64 to i32
        %1980 = arith.trunci %1977 : i64 to i32
        %1981 = arith.addi %1979, %1980 : i32
        %1982 = fly.inttoptr(%1981) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %1983 = fly.make_view(%1982, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %1983, %1978) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %1984 = fly.memref.load_vec(%1978) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %1985 = fly.get_layout(%1978) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %1986 = fly.get_shape(%1985) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %1987 = vector.shuffle %1974, %1984 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %1988 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %1989 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1990 = fly.make_ordered_layout(%1988, %1989) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %1991 = fly.memref.alloca(%1990) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%1987, %1991) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_401 = arith.constant 16 : i32
        %1992 = arith.floordivsi %85, %c16_i32_401 : i32
        %c6_i32_402 = arith.constant 6 : i32
        %1993 = arith.addi %1992, %c6_i32_402 : i32
        %c1024_i32_403 = arith.constant 1024 : i32
        %1994 = arith.muli %1993, %c1024_i32_403 : i32
        %c18432_i32_404 = arith.constant 18432 : i32
        %1995 = arith.addi %c18432_i32_404, %1994 : i32
        %c0_i32_405 = arith.constant 0 : i32
        %1996 = arith.addi %1995, %c0_i32_405 : i32
        %c256_i32_406 = arith.constant 256 : i32
        %1997 = arith.muli %14, %c256_i32_406 : i32
        %1998 = arith.addi %1996, %1997 : i32
        %c16_i32_407 = arith.constant 16 : i32
        %1999 = arith.muli %13, %c16_i32_407 : i32
        %2000 = arith.addi %1998, %1999 : i32
        %2001 = arith.extsi %2000 : i32 to i64
        %2002 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2003 = arith.trunci %1786 : i64 to i32
        %2004 = arith.trunci %2001 : i64 to i32
        %2005 = arith.addi %2003, %2004 : i32
        %2006 = fly.inttoptr(%2005) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2007 = fly.make_view(%2006, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2007, %2002) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2008 = fly.memref.load_vec(%2002) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2009 = fly.get_layout(%2002) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2010 = fly.get_shape(%2009) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_408 = arith.constant 512 : i64
        %2011 = arith.addi %2001, %c512_i64_408 : i64
        %2012 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2013 = arith.trunci %1786 : i64 to i32
        %2014 = arith.trunci %2011 : i64 to i32
        %2015 = arith.addi %2013, %2014 : i32
        %2016 = fly.inttoptr(%2015) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2017 = fly.make_view(%2016, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2017, %2012) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2018 = fly.memref.load_vec(%2012) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2019 = fly.get_layout(%2012) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2020 = fly.get_shape(%2019) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2021 = vector.shuffle %2008, %2018 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2022 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %2023 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2024 = fly.make_ordered_layout(%2022, %2023) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %2025 = fly.memref.alloca(%2024) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%2021, %2025) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c16_i32_409 = arith.constant 16 : i32
        %2026 = arith.floordivsi %85, %c16_i32_409 : i32
        %c7_i32_410 = arith.constant 7 : i32
        %2027 = arith.addi %2026, %c7_i32_410 : i32
        %c1024_i32_411 = arith.constant 1024 : i32
        %2028 = arith.muli %2027, %c1024_i32_411 : i32
        %c18432_i32_412 = arith.constant 18432 : i32
        %2029 = arith.addi %c18432_i32_412, %2028 : i32
        %c0_i32_413 = arith.constant 0 : i32
        %2030 = arith.addi %2029, %c0_i32_413 : i32
        %c256_i32_414 = arith.constant 256 : i32
        %2031 = arith.muli %14, %c256_i32_414 : i32
        %2032 = arith.addi %2030, %2031 : i32
        %c16_i32_415 = arith.constant 16 : i32
        %2033 = arith.muli %13, %c16_i32_415 : i32
        %2034 = arith.addi %2032, %2033 : i32
        %2035 = arith.extsi %2034 : i32 to i64
        %2036 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2037 = arith.trunci %1786 : i64 to i32
        %2038 = arith.trunci %2035 : i64 to i32
        %2039 = arith.addi %2037, %2038 : i32
        %2040 = fly.inttoptr(%2039) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2041 = fly.make_view(%2040, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2041, %2036) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2042 = fly.memref.load_vec(%2036) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2043 = fly.get_layout(%2036) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2044 = fly.get_shape(%2043) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c512_i64_416 = arith.constant 512 : i64
        %2045 = arith.addi %2035, %c512_i64_416 : i64
        %2046 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2047 = arith.trunci %1786 : i64 to i32
        %2048 = arith.trunci %2045 : i64 to i32
        %2049 = arith.addi %2047, %2048 : i32
        %2050 = fly.inttoptr(%2049) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2051 = fly.make_view(%2050, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2051, %2046) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2052 = fly.memref.load_vec(%2046) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2053 = fly.get_layout(%2046) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2054 = fly.get_shape(%2053) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2055 = vector.shuffle %2042, %2052 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2056 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
        %2057 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2058 = fly.make_ordered_layout(%2056, %2057) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
        %2059 = fly.memref.alloca(%2058) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
        fly.memref.store_vec(%2055, %2059) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
        %c0_i32_417 = arith.constant 0 : i32
        %2060 = arith.addi %85, %c0_i32_417 : i32
        %2061 = arith.addi %2060, %13 : i32
        %c32_i32_418 = arith.constant 32 : i32
        %2062 = arith.floordivsi %2061, %c32_i32_418 : i32
        %c32_i32_419 = arith.constant 32 : i32
        %2063 = arith.muli %2062, %c32_i32_419 : i32
        %c0_i32_420 = arith.constant 0 : i32
        %2064 = arith.addi %2063, %c0_i32_420 : i32
        %c32_i32_421 = arith.constant 32 : i32
        %2065 = arith.remsi %2061, %c32_i32_421 : i32
        %2066 = arith.addi %2064, %2065 : i32
        %c4_i32_422 = arith.constant 4 : i32
        %2067 = arith.muli %2066, %c4_i32_422 : i32
        %c35328_i32_423 = arith.constant 35328 : i32
        %2068 = arith.addi %c35328_i32_423, %2067 : i32
        %2069 = arith.extsi %2068 : i32 to i64
        %2070 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2071 = arith.trunci %1786 : i64 to i32
        %2072 = arith.trunci %2069 : i64 to i32
        %2073 = arith.addi %2071, %2072 : i32
        %2074 = fly.inttoptr(%2073) : (i32) -> !fly.ptr<i32, shared>
        %2075 = fly.make_view(%2074, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2075, %2070) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2076 = fly.memref.load_vec(%2070) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2077 = fly.get_layout(%2070) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2078 = fly.get_shape(%2077) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2079 = vector.extract %2076[0] : i32 from vector<1xi32>
        %c16_i32_424 = arith.constant 16 : i32
        %2080 = arith.addi %85, %c16_i32_424 : i32
        %2081 = arith.addi %2080, %13 : i32
        %c32_i32_425 = arith.constant 32 : i32
        %2082 = arith.floordivsi %2081, %c32_i32_425 : i32
        %c32_i32_426 = arith.constant 32 : i32
        %2083 = arith.muli %2082, %c32_i32_426 : i32
        %c0_i32_427 = arith.constant 0 : i32
        %2084 = arith.addi %2083, %c0_i32_427 : i32
        %c32_i32_428 = arith.constant 32 : i32
        %2085 = arith.remsi %2081, %c32_i32_428 : i32
        %2086 = arith.addi %2084, %2085 : i32
        %c4_i32_429 = arith.constant 4 : i32
        %2087 = arith.muli %2086, %c4_i32_429 : i32
        %c35328_i32_430 = arith.constant 35328 : i32
        %2088 = arith.addi %c35328_i32_430, %2087 : i32
        %2089 = arith.extsi %2088 : i32 to i64
        %2090 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2091 = arith.trunci %1786 : i64 to i32
        %2092 = arith.trunci %2089 : i64 to i32
        %2093 = arith.addi %2091, %2092 : i32
        %2094 = fly.inttoptr(%2093) : (i32) -> !fly.ptr<i32, shared>
        %2095 = fly.make_view(%2094, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2095, %2090) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2096 = fly.memref.load_vec(%2090) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2097 = fly.get_layout(%2090) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2098 = fly.get_shape(%2097) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2099 = vector.extract %2096[0] : i32 from vector<1xi32>
        %c32_i32_431 = arith.constant 32 : i32
        %2100 = arith.addi %85, %c32_i32_431 : i32
        %2101 = arith.addi %2100, %13 : i32
        %c32_i32_432 = arith.constant 32 : i32
        %2102 = arith.floordivsi %2101, %c32_i32_432 : i32
        %c32_i32_433 = arith.constant 32 : i32
        %2103 = arith.muli %2102, %c32_i32_433 : i32
        %c0_i32_434 = arith.constant 0 : i32
        %2104 = arith.addi %2103, %c0_i32_434 : i32
        %c32_i32_435 = arith.constant 32 : i32
        %2105 = arith.remsi %2101, %c32_i32_435 : i32
        %2106 = arith.addi %2104, %2105 : i32
        %c4_i32_436 = arith.constant 4 : i32
        %2107 = arith.muli %2106, %c4_i32_436 : i32
        %c35328_i32_437 = arith.constant 35328 : i32
        %2108 = arith.addi %c35328_i32_437, %2107 : i32
        %2109 = arith.extsi %2108 : i32 to i64
        %2110 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2111 = arith.trunci %1786 : i64 to i32
        %2112 = arith.trunci %2109 : i64 to i32
        %2113 = arith.addi %2111, %2112 : i32
        %2114 = fly.inttoptr(%2113) : (i32) -> !fly.ptr<i32, shared>
        %2115 = fly.make_view(%2114, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2115, %2110) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2116 = fly.memref.load_vec(%2110) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2117 = fly.get_layout(%2110) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2118 = fly.get_shape(%2117) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2119 = vector.extract %2116[0] : i32 from vector<1xi32>
        %c48_i32_438 = arith.constant 48 : i32
        %2120 = arith.addi %85, %c48_i32_438 : i32
        %2121 = arith.addi %2120, %13 : i32
        %c32_i32_439 = arith.constant 32 : i32
        %2122 = arith.floordivsi %2121, %c32_i32_439 : i32
        %c32_i32_440 = arith.constant 32 : i32
        %2123 = arith.muli %2122, %c32_i32_440 : i32
        %c0_i32_441 = arith.constant 0 : i32
        %2124 = arith.addi %2123, %c0_i32_441 : i32
        %c32_i32_442 = arith.constant 32 : i32
        %2125 = arith.remsi %2121, %c32_i32_442 : i32
        %2126 = arith.addi %2124, %2125 : i32
        %c4_i32_443 = arith.constant 4 : i32
        %2127 = arith.muli %2126, %c4_i32_443 : i32
        %c35328_i32_444 = arith.constant 35328 : i32
        %2128 = arith.addi %c35328_i32_444, %2127 : i32
        %2129 = arith.extsi %2128 : i32 to i64
        %2130 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2131 = arith.trunci %1786 : i64 to i32
        %2132 = arith.trunci %2129 : i64 to i32
        %2133 = arith.addi %2131, %2132 : i32
        %2134 = fly.inttoptr(%2133) : (i32) -> !fly.ptr<i32, shared>
        %2135 = fly.make_view(%2134, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2135, %2130) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2136 = fly.memref.load_vec(%2130) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2137 = fly.get_layout(%2130) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2138 = fly.get_shape(%2137) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2139 = vector.extract %2136[0] : i32 from vector<1xi32>
        %c64_i32_445 = arith.constant 64 : i32
        %2140 = arith.addi %85, %c64_i32_445 : i32
        %2141 = arith.addi %2140, %13 : i32
        %c32_i32_446 = arith.constant 32 : i32
        %2142 = arith.floordivsi %2141, %c32_i32_446 : i32
        %c32_i32_447 = arith.constant 32 : i32
        %2143 = arith.muli %2142, %c32_i32_447 : i32
        %c0_i32_448 = arith.constant 0 : i32
        %2144 = arith.addi %2143, %c0_i32_448 : i32
        %c32_i32_449 = arith.constant 32 : i32
        %2145 = arith.remsi %2141, %c32_i32_449 : i32
        %2146 = arith.addi %2144, %2145 : i32
        %c4_i32_450 = arith.constant 4 : i32
        %2147 = arith.muli %2146, %c4_i32_450 : i32
        %c35328_i32_451 = arith.constant 35328 : i32
        %2148 = arith.addi %c35328_i32_451, %2147 : i32
        %2149 = arith.extsi %2148 : i32 to i64
        %2150 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2151 = arith.trunci %1786 : i64 to i32
        %2152 = arith.trunci %2149 : i64 to i32
        %2153 = arith.addi %2151, %2152 : i32
        %2154 = fly.inttoptr(%2153) : (i32) -> !fly.ptr<i32, shared>
        %2155 = fly.make_view(%2154, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2155, %2150) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2156 = fly.memref.load_vec(%2150) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2157 = fly.get_layout(%2150) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2158 = fly.get_shape(%2157) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2159 = vector.extract %2156[0] : i32 from vector<1xi32>
        %c80_i32_452 = arith.constant 80 : i32
        %2160 = arith.addi %85, %c80_i32_452 : i32
        %2161 = arith.addi %2160, %13 : i32
        %c32_i32_453 = arith.constant 32 : i32
        %2162 = arith.floordivsi %2161, %c32_i32_453 : i32
        %c32_i32_454 = arith.constant 32 : i32
        %2163 = arith.muli %2162, %c32_i32_454 : i32
        %c0_i32_455 = arith.constant 0 : i32
        %2164 = arith.addi %2163, %c0_i32_455 : i32
        %c32_i32_456 = arith.constant 32 : i32
        %2165 = arith.remsi %2161, %c32_i32_456 : i32
        %2166 = arith.addi %2164, %2165 : i32
        %c4_i32_457 = arith.constant 4 : i32
        %2167 = arith.muli %2166, %c4_i32_457 : i32
        %c35328_i32_458 = arith.constant 35328 : i32
        %2168 = arith.addi %c35328_i32_458, %2167 : i32
        %2169 = arith.extsi %2168 : i32 to i64
        %2170 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2171 = arith.trunci %1786 : i64 to i32
        %2172 = arith.trunci %2169 : i64 to i32
        %2173 = arith.addi %2171, %2172 : i32
        %2174 = fly.inttoptr(%2173) : (i32) -> !fly.ptr<i32, shared>
        %2175 = fly.make_view(%2174, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2175, %2170) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2176 = fly.memref.load_vec(%2170) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2177 = fly.get_layout(%2170) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2178 = fly.get_shape(%2177) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2179 = vector.extract %2176[0] : i32 from vector<1xi32>
        %c96_i32_459 = arith.constant 96 : i32
        %2180 = arith.addi %85, %c96_i32_459 : i32
        %2181 = arith.addi %2180, %13 : i32
        %c32_i32_460 = arith.constant 32 : i32
        %2182 = arith.floordivsi %2181, %c32_i32_460 : i32
        %c32_i32_461 = arith.constant 32 : i32
        %2183 = arith.muli %2182, %c32_i32_461 : i32
        %c0_i32_462 = arith.constant 0 : i32
        %2184 = arith.addi %2183, %c0_i32_462 : i32
        %c32_i32_463 = arith.constant 32 : i32
        %2185 = arith.remsi %2181, %c32_i32_463 : i32
        %2186 = arith.addi %2184, %2185 : i32
        %c4_i32_464 = arith.constant 4 : i32
        %2187 = arith.muli %2186, %c4_i32_464 : i32
        %c35328_i32_465 = arith.constant 35328 : i32
        %2188 = arith.addi %c35328_i32_465, %2187 : i32
        %2189 = arith.extsi %2188 : i32 to i64
        %2190 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2191 = arith.trunci %1786 : i64 to i32
        %2192 = arith.trunci %2189 : i64 to i32
        %2193 = arith.addi %2191, %2192 : i32
        %2194 = fly.inttoptr(%2193) : (i32) -> !fly.ptr<i32, shared>
        %2195 = fly.make_view(%2194, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2195, %2190) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2196 = fly.memref.load_vec(%2190) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2197 = fly.get_layout(%2190) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2198 = fly.get_shape(%2197) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2199 = vector.extract %2196[0] : i32 from vector<1xi32>
        %c112_i32_466 = arith.constant 112 : i32
        %2200 = arith.addi %85, %c112_i32_466 : i32
        %2201 = arith.addi %2200, %13 : i32
        %c32_i32_467 = arith.constant 32 : i32
        %2202 = arith.floordivsi %2201, %c32_i32_467 : i32
        %c32_i32_468 = arith.constant 32 : i32
        %2203 = arith.muli %2202, %c32_i32_468 : i32
        %c0_i32_469 = arith.constant 0 : i32
        %2204 = arith.addi %2203, %c0_i32_469 : i32
        %c32_i32_470 = arith.constant 32 : i32
        %2205 = arith.remsi %2201, %c32_i32_470 : i32
        %2206 = arith.addi %2204, %2205 : i32
        %c4_i32_471 = arith.constant 4 : i32
        %2207 = arith.muli %2206, %c4_i32_471 : i32
        %c35328_i32_472 = arith.constant 35328 : i32
        %2208 = arith.addi %c35328_i32_472, %2207 : i32
        %2209 = arith.extsi %2208 : i32 to i64
        %2210 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2211 = arith.trunci %1786 : i64 to i32
        %2212 = arith.trunci %2209 : i64 to i32
        %2213 = arith.addi %2211, %2212 : i32
        %2214 = fly.inttoptr(%2213) : (i32) -> !fly.ptr<i32, shared>
        %2215 = fly.make_view(%2214, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2215, %2210) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2216 = fly.memref.load_vec(%2210) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2217 = fly.get_layout(%2210) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2218 = fly.get_shape(%2217) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2219 = vector.extract %2216[0] : i32 from vector<1xi32>
        %c0_i32_473 = arith.constant 0 : i32
        %2220 = arith.addi %84, %c0_i32_473 : i32
        %2221 = arith.addi %2220, %13 : i32
        %c32_i32_474 = arith.constant 32 : i32
        %2222 = arith.floordivsi %2221, %c32_i32_474 : i32
        %c32_i32_475 = arith.constant 32 : i32
        %2223 = arith.muli %2222, %c32_i32_475 : i32
        %c0_i32_476 = arith.constant 0 : i32
        %2224 = arith.addi %2223, %c0_i32_476 : i32
        %c32_i32_477 = arith.constant 32 : i32
        %2225 = arith.remsi %2221, %c32_i32_477 : i32
        %2226 = arith.addi %2224, %2225 : i32
        %c4_i32_478 = arith.constant 4 : i32
        %2227 = arith.muli %2226, %c4_i32_478 : i32
        %c34816_i32_479 = arith.constant 34816 : i32
        %2228 = arith.addi %c34816_i32_479, %2227 : i32
        %2229 = arith.extsi %2228 : i32 to i64
        %2230 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2231 = arith.trunci %1786 : i64 to i32
        %2232 = arith.trunci %2229 : i64 to i32
        %2233 = arith.addi %2231, %2232 : i32
        %2234 = fly.inttoptr(%2233) : (i32) -> !fly.ptr<i32, shared>
        %2235 = fly.make_view(%2234, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2235, %2230) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2236 = fly.memref.load_vec(%2230) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2237 = fly.get_layout(%2230) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2238 = fly.get_shape(%2237) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2239 = vector.extract %2236[0] : i32 from vector<1xi32>
        %c16_i32_480 = arith.constant 16 : i32
        %2240 = arith.addi %84, %c16_i32_480 : i32
        %2241 = arith.addi %2240, %13 : i32
        %c32_i32_481 = arith.constant 32 : i32
        %2242 = arith.floordivsi %2241, %c32_i32_481 : i32
        %c32_i32_482 = arith.constant 32 : i32
        %2243 = arith.muli %2242, %c32_i32_482 : i32
        %c0_i32_483 = arith.constant 0 : i32
        %2244 = arith.addi %2243, %c0_i32_483 : i32
        %c32_i32_484 = arith.constant 32 : i32
        %2245 = arith.remsi %2241, %c32_i32_484 : i32
        %2246 = arith.addi %2244, %2245 : i32
        %c4_i32_485 = arith.constant 4 : i32
        %2247 = arith.muli %2246, %c4_i32_485 : i32
        %c34816_i32_486 = arith.constant 34816 : i32
        %2248 = arith.addi %c34816_i32_486, %2247 : i32
        %2249 = arith.extsi %2248 : i32 to i64
        %2250 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2251 = arith.trunci %1786 : i64 to i32
        %2252 = arith.trunci %2249 : i64 to i32
        %2253 = arith.addi %2251, %2252 : i32
        %2254 = fly.inttoptr(%2253) : (i32) -> !fly.ptr<i32, shared>
        %2255 = fly.make_view(%2254, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2255, %2250) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2256 = fly.memref.load_vec(%2250) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2257 = fly.get_layout(%2250) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2258 = fly.get_shape(%2257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2259 = vector.extract %2256[0] : i32 from vector<1xi32>
        %c32_i32_487 = arith.constant 32 : i32
        %2260 = arith.addi %84, %c32_i32_487 : i32
        %2261 = arith.addi %2260, %13 : i32
        %c32_i32_488 = arith.constant 32 : i32
        %2262 = arith.floordivsi %2261, %c32_i32_488 : i32
        %c32_i32_489 = arith.constant 32 : i32
        %2263 = arith.muli %2262, %c32_i32_489 : i32
        %c0_i32_490 = arith.constant 0 : i32
        %2264 = arith.addi %2263, %c0_i32_490 : i32
        %c32_i32_491 = arith.constant 32 : i32
        %2265 = arith.remsi %2261, %c32_i32_491 : i32
        %2266 = arith.addi %2264, %2265 : i32
        %c4_i32_492 = arith.constant 4 : i32
        %2267 = arith.muli %2266, %c4_i32_492 : i32
        %c34816_i32_493 = arith.constant 34816 : i32
        %2268 = arith.addi %c34816_i32_493, %2267 : i32
        %2269 = arith.extsi %2268 : i32 to i64
        %2270 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2271 = arith.trunci %1786 : i64 to i32
        %2272 = arith.trunci %2269 : i64 to i32
        %2273 = arith.addi %2271, %2272 : i32
        %2274 = fly.inttoptr(%2273) : (i32) -> !fly.ptr<i32, shared>
        %2275 = fly.make_view(%2274, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2275, %2270) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2276 = fly.memref.load_vec(%2270) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2277 = fly.get_layout(%2270) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2278 = fly.get_shape(%2277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2279 = vector.extract %2276[0] : i32 from vector<1xi32>
        %c48_i32_494 = arith.constant 48 : i32
        %2280 = arith.addi %84, %c48_i32_494 : i32
        %2281 = arith.addi %2280, %13 : i32
        %c32_i32_495 = arith.constant 32 : i32
        %2282 = arith.floordivsi %2281, %c32_i32_495 : i32
        %c32_i32_496 = arith.constant 32 : i32
        %2283 = arith.muli %2282, %c32_i32_496 : i32
        %c0_i32_497 = arith.constant 0 : i32
        %2284 = arith.addi %2283, %c0_i32_497 : i32
        %c32_i32_498 = arith.constant 32 : i32
        %2285 = arith.remsi %2281, %c32_i32_498 : i32
        %2286 = arith.addi %2284, %2285 : i32
        %c4_i32_499 = arith.constant 4 : i32
        %2287 = arith.muli %2286, %c4_i32_499 : i32
        %c34816_i32_500 = arith.constant 34816 : i32
        %2288 = arith.addi %c34816_i32_500, %2287 : i32
        %2289 = arith.extsi %2288 : i32 to i64
        %2290 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %2291 = arith.trunci %1786 : i64 to i32
        %2292 = arith.trunci %2289 : i64 to i32
        %2293 = arith.addi %2291, %2292 : i32
        %2294 = fly.inttoptr(%2293) : (i32) -> !fly.ptr<i32, shared>
        %2295 = fly.make_view(%2294, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
        fly.copy_atom_call(%89, %2295, %2290) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
        %2296 = fly.memref.load_vec(%2290) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %2297 = fly.get_layout(%2290) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %2298 = fly.get_shape(%2297) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %2299 = vector.extract %2296[0] : i32 from vector<1xi32>
        %c0_i32_501 = arith.constant 0 : i32
        %2300 = arith.addi %84, %c0_i32_501 : i32
        %2301 = arith.addi %2300, %13 : i32
        %c144_i32_502 = arith.constant 144 : i32
        %2302 = arith.muli %2301, %c144_i32_502 : i32
        %c0_i32_503 = arith.constant 0 : i32
        %2303 = arith.addi %2302, %c0_i32_503 : i32
        %c16_i32_504 = arith.constant 16 : i32
        %2304 = arith.muli %14, %c16_i32_504 : i32
        %2305 = arith.addi %2303, %2304 : i32
        %2306 = arith.extsi %2305 : i32 to i64
        %c0_i64_505 = arith.constant 0 : i64
        %2307 = arith.addi %2306, %c0_i64_505 : i64
        %2308 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2309 = arith.trunci %1786 : i64 to i32
        %2310 = arith.trunci %2307 : i64 to i32
        %2311 = arith.addi %2309, %2310 : i32
        %2312 = fly.inttoptr(%2311) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2313 = fly.make_view(%2312, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2313, %2308) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2314 = fly.memref.load_vec(%2308) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2315 = fly.get_layout(%2308) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2316 = fly.get_shape(%2315) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i64_506 = arith.constant 32 : i64
        %2317 = arith.addi %2306, %c32_i64_506 : i64
        %2318 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2319 = arith.trunci %1786 : i64 to i32
        %2320 = arith.trunci %2317 : i64 to i32
        %2321 = arith.addi %2319, %2320 : i32
        %2322 = fly.inttoptr(%2321) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2323 = fly.make_view(%2322, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2323, %2318) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2324 = fly.memref.load_vec(%2318) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2325 = fly.get_layout(%2318) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2326 = fly.get_shape(%2325) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i64_507 = arith.constant 64 : i64
        %2327 = arith.addi %2306, %c64_i64_507 : i64
        %2328 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2329 = arith.trunci %1786 : i64 to i32
        %2330 = arith.trunci %2327 : i64 to i32
        %2331 = arith.addi %2329, %2330 : i32
        %2332 = fly.inttoptr(%2331) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2333 = fly.make_view(%2332, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2333, %2328) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2334 = fly.memref.load_vec(%2328) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2335 = fly.get_layout(%2328) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2336 = fly.get_shape(%2335) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i64_508 = arith.constant 96 : i64
        %2337 = arith.addi %2306, %c96_i64_508 : i64
        %2338 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2339 = arith.trunci %1786 : i64 to i32
        %2340 = arith.trunci %2337 : i64 to i32
        %2341 = arith.addi %2339, %2340 : i32
        %2342 = fly.inttoptr(%2341) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2343 = fly.make_view(%2342, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2343, %2338) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2344 = fly.memref.load_vec(%2338) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2345 = fly.get_layout(%2338) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2346 = fly.get_shape(%2345) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2347 = vector.shuffle %2314, %2324 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2348 = vector.shuffle %2334, %2344 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2349 = vector.shuffle %2347, %2348 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %2350 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %2351 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2352 = fly.make_ordered_layout(%2350, %2351) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %2353 = fly.memref.alloca(%2352) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%2349, %2353) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c16_i32_509 = arith.constant 16 : i32
        %2354 = arith.addi %84, %c16_i32_509 : i32
        %2355 = arith.addi %2354, %13 : i32
        %c144_i32_510 = arith.constant 144 : i32
        %2356 = arith.muli %2355, %c144_i32_510 : i32
        %c0_i32_511 = arith.constant 0 : i32
        %2357 = arith.addi %2356, %c0_i32_511 : i32
        %c16_i32_512 = arith.constant 16 : i32
        %2358 = arith.muli %14, %c16_i32_512 : i32
        %2359 = arith.addi %2357, %2358 : i32
        %2360 = arith.extsi %2359 : i32 to i64
        %c0_i64_513 = arith.constant 0 : i64
        %2361 = arith.addi %2360, %c0_i64_513 : i64
        %2362 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2363 = arith.trunci %1786 : i64 to i32
        %2364 = arith.trunci %2361 : i64 to i32
        %2365 = arith.addi %2363, %2364 : i32
        %2366 = fly.inttoptr(%2365) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2367 = fly.make_view(%2366, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2367, %2362) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2368 = fly.memref.load_vec(%2362) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2369 = fly.get_layout(%2362) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2370 = fly.get_shape(%2369) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i64_514 = arith.constant 32 : i64
        %2371 = arith.addi %2360, %c32_i64_514 : i64
        %2372 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2373 = arith.trunci %1786 : i64 to i32
        %2374 = arith.trunci %2371 : i64 to i32
        %2375 = arith.addi %2373, %2374 : i32
        %2376 = fly.inttoptr(%2375) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2377 = fly.make_view(%2376, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2377, %2372) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2378 = fly.memref.load_vec(%2372) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2379 = fly.get_layout(%2372) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2380 = fly.get_shape(%2379) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i64_515 = arith.constant 64 : i64
        %2381 = arith.addi %2360, %c64_i64_515 : i64
        %2382 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2383 = arith.trunci %1786 : i64 to i32
        %2384 = arith.trunci %2381 : i64 to i32
        %2385 = arith.addi %2383, %2384 : i32
        %2386 = fly.inttoptr(%2385) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2387 = fly.make_view(%2386, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2387, %2382) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2388 = fly.memref.load_vec(%2382) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2389 = fly.get_layout(%2382) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2390 = fly.get_shape(%2389) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i64_516 = arith.constant 96 : i64
        %2391 = arith.addi %2360, %c96_i64_516 : i64
        %2392 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2393 = arith.trunci %1786 : i64 to i32
        %2394 = arith.trunci %2391 : i64 to i32
        %2395 = arith.addi %2393, %2394 : i32
        %2396 = fly.inttoptr(%2395) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2397 = fly.make_view(%2396, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2397, %2392) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2398 = fly.memref.load_vec(%2392) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2399 = fly.get_layout(%2392) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2400 = fly.get_shape(%2399) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2401 = vector.shuffle %2368, %2378 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2402 = vector.shuffle %2388, %2398 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2403 = vector.shuffle %2401, %2402 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %2404 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %2405 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2406 = fly.make_ordered_layout(%2404, %2405) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %2407 = fly.memref.alloca(%2406) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%2403, %2407) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c32_i32_517 = arith.constant 32 : i32
        %2408 = arith.addi %84, %c32_i32_517 : i32
        %2409 = arith.addi %2408, %13 : i32
        %c144_i32_518 = arith.constant 144 : i32
        %2410 = arith.muli %2409, %c144_i32_518 : i32
        %c0_i32_519 = arith.constant 0 : i32
        %2411 = arith.addi %2410, %c0_i32_519 : i32
        %c16_i32_520 = arith.constant 16 : i32
        %2412 = arith.muli %14, %c16_i32_520 : i32
        %2413 = arith.addi %2411, %2412 : i32
        %2414 = arith.extsi %2413 : i32 to i64
        %c0_i64_521 = arith.constant 0 : i64
        %2415 = arith.addi %2414, %c0_i64_521 : i64
        %2416 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2417 = arith.trunci %1786 : i64 to i32
        %2418 = arith.trunci %2415 : i64 to i32
        %2419 = arith.addi %2417, %2418 : i32
        %2420 = fly.inttoptr(%2419) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2421 = fly.make_view(%2420, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2421, %2416) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2422 = fly.memref.load_vec(%2416) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2423 = fly.get_layout(%2416) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2424 = fly.get_shape(%2423) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i64_522 = arith.constant 32 : i64
        %2425 = arith.addi %2414, %c32_i64_522 : i64
        %2426 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2427 = arith.trunci %1786 : i64 to i32
        %2428 = arith.trunci %2425 : i64 to i32
        %2429 = arith.addi %2427, %2428 : i32
        %2430 = fly.inttoptr(%2429) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2431 = fly.make_view(%2430, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2431, %2426) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2432 = fly.memref.load_vec(%2426) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2433 = fly.get_layout(%2426) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2434 = fly.get_shape(%2433) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i64_523 = arith.constant 64 : i64
        %2435 = arith.addi %2414, %c64_i64_523 : i64
        %2436 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2437 = arith.trunci %1786 : i64 to i32
        %2438 = arith.trunci %2435 : i64 to i32
        %2439 = arith.addi %2437, %2438 : i32
        %2440 = fly.inttoptr(%2439) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2441 = fly.make_view(%2440, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2441, %2436) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2442 = fly.memref.load_vec(%2436) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2443 = fly.get_layout(%2436) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2444 = fly.get_shape(%2443) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i64_524 = arith.constant 96 : i64
        %2445 = arith.addi %2414, %c96_i64_524 : i64
        %2446 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2447 = arith.trunci %1786 : i64 to i32
        %2448 = arith.trunci %2445 : i64 to i32
        %2449 = arith.addi %2447, %2448 : i32
        %2450 = fly.inttoptr(%2449) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2451 = fly.make_view(%2450, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2451, %2446) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2452 = fly.memref.load_vec(%2446) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2453 = fly.get_layout(%2446) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2454 = fly.get_shape(%2453) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2455 = vector.shuffle %2422, %2432 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2456 = vector.shuffle %2442, %2452 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2457 = vector.shuffle %2455, %2456 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %2458 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %2459 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2460 = fly.make_ordered_layout(%2458, %2459) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %2461 = fly.memref.alloca(%2460) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%2457, %2461) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        %c48_i32_525 = arith.constant 48 : i32
        %2462 = arith.addi %84, %c48_i32_525 : i32
        %2463 = arith.addi %2462, %13 : i32
        %c144_i32_526 = arith.constant 144 : i32
        %2464 = arith.muli %2463, %c144_i32_526 : i32
        %c0_i32_527 = arith.constant 0 : i32
        %2465 = arith.addi %2464, %c0_i32_527 : i32
        %c16_i32_528 = arith.constant 16 : i32
        %2466 = arith.muli %14, %c16_i32_528 : i32
        %2467 = arith.addi %2465, %2466 : i32
        %2468 = arith.extsi %2467 : i32 to i64
        %c0_i64_529 = arith.constant 0 : i64
        %2469 = arith.addi %2468, %c0_i64_529 : i64
        %2470 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2471 = arith.trunci %1786 : i64 to i32
        %2472 = arith.trunci %2469 : i64 to i32
        %2473 = arith.addi %2471, %2472 : i32
        %2474 = fly.inttoptr(%2473) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2475 = fly.make_view(%2474, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2475, %2470) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2476 = fly.memref.load_vec(%2470) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2477 = fly.get_layout(%2470) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2478 = fly.get_shape(%2477) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c32_i64_530 = arith.constant 32 : i64
        %2479 = arith.addi %2468, %c32_i64_530 : i64
        %2480 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2481 = arith.trunci %1786 : i64 to i32
        %2482 = arith.trunci %2479 : i64 to i32
        %2483 = arith.addi %2481, %2482 : i32
        %2484 = fly.inttoptr(%2483) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2485 = fly.make_view(%2484, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2485, %2480) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2486 = fly.memref.load_vec(%2480) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2487 = fly.get_layout(%2480) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2488 = fly.get_shape(%2487) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c64_i64_531 = arith.constant 64 : i64
        %2489 = arith.addi %2468, %c64_i64_531 : i64
        %2490 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2491 = arith.trunci %1786 : i64 to i32
        %2492 = arith.trunci %2489 : i64 to i32
        %2493 = arith.addi %2491, %2492 : i32
        %2494 = fly.inttoptr(%2493) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2495 = fly.make_view(%2494, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2495, %2490) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2496 = fly.memref.load_vec(%2490) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2497 = fly.get_layout(%2490) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2498 = fly.get_shape(%2497) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %c96_i64_532 = arith.constant 96 : i64
        %2499 = arith.addi %2468, %c96_i64_532 : i64
        %2500 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %2501 = arith.trunci %1786 : i64 to i32
        %2502 = arith.trunci %2499 : i64 to i32
        %2503 = arith.addi %2501, %2502 : i32
        %2504 = fly.inttoptr(%2503) : (i32) -> !fly.ptr<i32, shared, align<16>>
        %2505 = fly.make_view(%2504, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy_atom_call(%93, %2505, %2500) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %2506 = fly.memref.load_vec(%2500) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
        %2507 = fly.get_layout(%2500) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %2508 = fly.get_shape(%2507) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %2509 = vector.shuffle %2476, %2486 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2510 = vector.shuffle %2496, %2506 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
        %2511 = vector.shuffle %2509, %2510 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
        %2512 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %2513 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2514 = fly.make_ordered_layout(%2512, %2513) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
        %2515 = fly.memref.alloca(%2514) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
        fly.memref.store_vec(%2511, %2515) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
        rocdl.s.wait.dscnt 8
        %2516 = fly.atom.set_value(%94, "scale_a", %2079) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2517 = fly.atom.set_value(%2516, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2518 = fly.get_layout(%98) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2519 = fly.get_shape(%2518) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2520 = fly.get_layout(%1821) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2521 = fly.get_shape(%2520) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2522 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2523 = fly.get_shape(%2522) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2524 = fly.get_layout(%98) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2525 = fly.get_shape(%2524) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2517, %98, %1821, %2353, %98) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2526 = fly.atom.set_value(%94, "scale_a", %2099) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2527 = fly.atom.set_value(%2526, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2528 = fly.get_layout(%102) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2529 = fly.get_shape(%2528) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2530 = fly.get_layout(%1855) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2531 = fly.get_shape(%2530) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2532 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2533 = fly.get_shape(%2532) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2534 = fly.get_layout(%102) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2535 = fly.get_shape(%2534) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2527, %102, %1855, %2353, %102) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2536 = fly.atom.set_value(%94, "scale_a", %2119) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2537 = fly.atom.set_value(%2536, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2538 = fly.get_layout(%106) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2539 = fly.get_shape(%2538) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2540 = fly.get_layout(%1889) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2541 = fly.get_shape(%2540) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2542 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2543 = fly.get_shape(%2542) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2544 = fly.get_layout(%106) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2545 = fly.get_shape(%2544) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2537, %106, %1889, %2353, %106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2546 = fly.atom.set_value(%94, "scale_a", %2139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2547 = fly.atom.set_value(%2546, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2548 = fly.get_layout(%110) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2549 = fly.get_shape(%2548) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2550 = fly.get_layout(%1923) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2551 = fly.get_shape(%2550) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2552 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2553 = fly.get_shape(%2552) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2554 = fly.get_layout(%110) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2555 = fly.get_shape(%2554) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2547, %110, %1923, %2353, %110) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2556 = fly.atom.set_value(%94, "scale_a", %2159) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2557 = fly.atom.set_value(%2556, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2558 = fly.get_layout(%114) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2559 = fly.get_shape(%2558) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2560 = fly.get_layout(%1957) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2561 = fly.get_shape(%2560) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2562 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2563 = fly.get_shape(%2562) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2564 = fly.get_layout(%114) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2565 = fly.get_shape(%2564) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2557, %114, %1957, %2353, %114) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2566 = fly.atom.set_value(%94, "scale_a", %2179) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2567 = fly.atom.set_value(%2566, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2568 = fly.get_layout(%118) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2569 = fly.get_shape(%2568) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2570 = fly.get_layout(%1991) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2571 = fly.get_shape(%2570) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2572 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2573 = fly.get_shape(%2572) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2574 = fly.get_layout(%118) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2575 = fly.get_shape(%2574) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2567, %118, %1991, %2353, %118) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2576 = fly.atom.set_value(%94, "scale_a", %2199) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2577 = fly.atom.set_value(%2576, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2578 = fly.get_layout(%122) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2579 = fly.get_shape(%2578) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2580 = fly.get_layout(%2025) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2581 = fly.get_shape(%2580) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2582 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2583 = fly.get_shape(%2582) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2584 = fly.get_layout(%122) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2585 = fly.get_shape(%2584) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2577, %122, %2025, %2353, %122) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2586 = fly.atom.set_value(%94, "scale_a", %2219) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2587 = fly.atom.set_value(%2586, "scale_b", %2239) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2588 = fly.get_layout(%126) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2589 = fly.get_shape(%2588) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2590 = fly.get_layout(%2059) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2591 = fly.get_shape(%2590) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2592 = fly.get_layout(%2353) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2593 = fly.get_shape(%2592) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2594 = fly.get_layout(%126) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2595 = fly.get_shape(%2594) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2587, %126, %2059, %2353, %126) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2596 = fly.atom.set_value(%94, "scale_a", %2219) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2597 = fly.atom.set_value(%2596, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2598 = fly.get_layout(%158) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2599 = fly.get_shape(%2598) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2600 = fly.get_layout(%2059) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2601 = fly.get_shape(%2600) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2602 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2603 = fly.get_shape(%2602) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2604 = fly.get_layout(%158) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2605 = fly.get_shape(%2604) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2597, %158, %2059, %2407, %158) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2606 = fly.atom.set_value(%94, "scale_a", %2199) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2607 = fly.atom.set_value(%2606, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2608 = fly.get_layout(%154) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2609 = fly.get_shape(%2608) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2610 = fly.get_layout(%2025) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2611 = fly.get_shape(%2610) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2612 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2613 = fly.get_shape(%2612) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2614 = fly.get_layout(%154) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2615 = fly.get_shape(%2614) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2607, %154, %2025, %2407, %154) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2616 = fly.atom.set_value(%94, "scale_a", %2179) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2617 = fly.atom.set_value(%2616, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2618 = fly.get_layout(%150) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2619 = fly.get_shape(%2618) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2620 = fly.get_layout(%1991) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2621 = fly.get_shape(%2620) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2622 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2623 = fly.get_shape(%2622) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2624 = fly.get_layout(%150) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2625 = fly.get_shape(%2624) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2617, %150, %1991, %2407, %150) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2626 = fly.atom.set_value(%94, "scale_a", %2159) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2627 = fly.atom.set_value(%2626, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2628 = fly.get_layout(%146) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2629 = fly.get_shape(%2628) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2630 = fly.get_layout(%1957) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2631 = fly.get_shape(%2630) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2632 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2633 = fly.get_shape(%2632) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2634 = fly.get_layout(%146) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2635 = fly.get_shape(%2634) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2627, %146, %1957, %2407, %146) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2636 = fly.atom.set_value(%94, "scale_a", %2139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2637 = fly.atom.set_value(%2636, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2638 = fly.get_layout(%142) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2639 = fly.get_shape(%2638) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2640 = fly.get_layout(%1923) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2641 = fly.get_shape(%2640) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2642 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2643 = fly.get_shape(%2642) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2644 = fly.get_layout(%142) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2645 = fly.get_shape(%2644) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2637, %142, %1923, %2407, %142) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2646 = fly.atom.set_value(%94, "scale_a", %2119) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2647 = fly.atom.set_value(%2646, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2648 = fly.get_layout(%138) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2649 = fly.get_shape(%2648) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2650 = fly.get_layout(%1889) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2651 = fly.get_shape(%2650) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2652 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2653 = fly.get_shape(%2652) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2654 = fly.get_layout(%138) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2655 = fly.get_shape(%2654) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2647, %138, %1889, %2407, %138) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2656 = fly.atom.set_value(%94, "scale_a", %2099) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2657 = fly.atom.set_value(%2656, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2658 = fly.get_layout(%134) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2659 = fly.get_shape(%2658) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2660 = fly.get_layout(%1855) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2661 = fly.get_shape(%2660) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2662 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2663 = fly.get_shape(%2662) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2664 = fly.get_layout(%134) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2665 = fly.get_shape(%2664) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2657, %134, %1855, %2407, %134) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2666 = fly.atom.set_value(%94, "scale_a", %2079) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2667 = fly.atom.set_value(%2666, "scale_b", %2259) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2668 = fly.get_layout(%130) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2669 = fly.get_shape(%2668) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2670 = fly.get_layout(%1821) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2671 = fly.get_shape(%2670) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2672 = fly.get_layout(%2407) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2673 = fly.get_shape(%2672) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2674 = fly.get_layout(%130) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2675 = fly.get_shape(%2674) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2667, %130, %1821, %2407, %130) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        rocdl.sched.barrier none
        %c2_i32_533 = arith.constant 2 : i32
        %2676 = arith.remsi %1787, %c2_i32_533 : i32
        %c36864_i32_534 = arith.constant 36864 : i32
        %2677 = arith.muli %2676, %c36864_i32_534 : i32
        %2678 = fly.make_int_tuple(%2677) : (i32) -> !fly.int_tuple<?>
        %2679 = fly.add_offset(%26, %2678) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %2680 = arith.extsi %1787 : i32 to i64
        %2681 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,128)>
        %2682 = fly.make_int_tuple() : () -> !fly.int_tuple<(144,1)>
        %2683 = fly.make_layout(%2681, %2682) : (!fly.int_tuple<(128,128)>, !fly.int_tuple<(144,1)>) -> !fly.layout<(128,128):(144,1)>
        %2684 = fly.make_view(%2679, %2683) : (!fly.ptr<i8, shared>, !fly.layout<(128,128):(144,1)>) -> !fly.memref<i8, shared, (128,128):(144,1)>
        %c128_i64 = arith.constant 128 : i64
        %2685 = arith.muli %2680, %c128_i64 : i64
        %c0_i32_535 = arith.constant 0 : i32
        %2686 = arith.cmpi eq, %11, %c0_i32_535 : i32
        scf.if %2686 {
          %2871 = fly.atom.set_value(%50, "imm_offset", %2685) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>
          fly.copy(%2871, %45, %2684) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 128, 16, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (128,128):(128,1)>, !fly.memref<i8, shared, (128,128):(144,1)>) -> ()
        }
        %2687 = fly.make_int_tuple() : () -> !fly.int_tuple<18432>
        %2688 = fly.add_offset(%2679, %2687) : (!fly.ptr<i8, shared>, !fly.int_tuple<18432>) -> !fly.ptr<i8, shared>
        %2689 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1024)>
        %2690 = fly.make_int_tuple() : () -> !fly.int_tuple<(1024,1)>
        %2691 = fly.make_layout(%2689, %2690) : (!fly.int_tuple<(16,1024)>, !fly.int_tuple<(1024,1)>) -> !fly.layout<(16,1024):(1024,1)>
        %2692 = fly.make_view(%2688, %2691) : (!fly.ptr<i8, shared>, !fly.layout<(16,1024):(1024,1)>) -> !fly.memref<i8, shared, (16,1024):(1024,1)>
        %c1024_i64 = arith.constant 1024 : i64
        %2693 = arith.muli %2680, %c1024_i64 : i64
        %c1_i32_536 = arith.constant 1 : i32
        %2694 = arith.cmpi eq, %11, %c1_i32_536 : i32
        scf.if %2694 {
          %2871 = fly.atom.set_value(%61, "imm_offset", %2693) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
          fly.copy(%2871, %56, %2692) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (16,1024):(1024,1)>, !fly.memref<i8, shared, (16,1024):(1024,1)>) -> ()
        }
        %2695 = fly.make_int_tuple() : () -> !fly.int_tuple<34816>
        %2696 = fly.add_offset(%2679, %2695) : (!fly.ptr<i8, shared>, !fly.int_tuple<34816>) -> !fly.ptr<i8, shared>
        %2697 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,128)>
        %2698 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
        %2699 = fly.make_layout(%2697, %2698) : (!fly.int_tuple<(4,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(4,128):(128,1)>
        %2700 = fly.make_view(%2696, %2699) : (!fly.ptr<i8, shared>, !fly.layout<(4,128):(128,1)>) -> !fly.memref<i8, shared, (4,128):(128,1)>
        %c128_i64_537 = arith.constant 128 : i64
        %2701 = arith.muli %2680, %c128_i64_537 : i64
        %c2_i32_538 = arith.constant 2 : i32
        %2702 = arith.cmpi eq, %11, %c2_i32_538 : i32
        scf.if %2702 {
          %2871 = fly.atom.set_value(%72, "imm_offset", %2701) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
          fly.copy(%2871, %67, %2700) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (4,128):(128,1)>, !fly.memref<i8, shared, (4,128):(128,1)>) -> ()
        }
        %2703 = fly.make_int_tuple() : () -> !fly.int_tuple<35328>
        %2704 = fly.add_offset(%2679, %2703) : (!fly.ptr<i8, shared>, !fly.int_tuple<35328>) -> !fly.ptr<i8, shared>
        %2705 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,128)>
        %2706 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
        %2707 = fly.make_layout(%2705, %2706) : (!fly.int_tuple<(8,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(8,128):(128,1)>
        %2708 = fly.make_view(%2704, %2707) : (!fly.ptr<i8, shared>, !fly.layout<(8,128):(128,1)>) -> !fly.memref<i8, shared, (8,128):(128,1)>
        %c128_i64_539 = arith.constant 128 : i64
        %2709 = arith.muli %2680, %c128_i64_539 : i64
        %c3_i32_540 = arith.constant 3 : i32
        %2710 = arith.cmpi eq, %11, %c3_i32_540 : i32
        scf.if %2710 {
          %2871 = fly.atom.set_value(%83, "imm_offset", %2709) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>
          fly.copy(%2871, %78, %2708) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, barrier = false, timeout = true>, 8>, !fly.memref<i8, global, (8,128):(128,1)>, !fly.memref<i8, shared, (8,128):(128,1)>) -> ()
        }
        rocdl.sched.barrier none
        rocdl.s.wait.dscnt 0
        %2711 = fly.atom.set_value(%94, "scale_a", %2079) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2712 = fly.atom.set_value(%2711, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2713 = fly.get_layout(%162) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2714 = fly.get_shape(%2713) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2715 = fly.get_layout(%1821) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2716 = fly.get_shape(%2715) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2717 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2718 = fly.get_shape(%2717) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2719 = fly.get_layout(%162) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2720 = fly.get_shape(%2719) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2712, %162, %1821, %2461, %162) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2721 = fly.atom.set_value(%94, "scale_a", %2099) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2722 = fly.atom.set_value(%2721, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2723 = fly.get_layout(%166) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2724 = fly.get_shape(%2723) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2725 = fly.get_layout(%1855) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2726 = fly.get_shape(%2725) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2727 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2728 = fly.get_shape(%2727) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2729 = fly.get_layout(%166) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2730 = fly.get_shape(%2729) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2722, %166, %1855, %2461, %166) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2731 = fly.atom.set_value(%94, "scale_a", %2119) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2732 = fly.atom.set_value(%2731, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2733 = fly.get_layout(%170) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2734 = fly.get_shape(%2733) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2735 = fly.get_layout(%1889) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2736 = fly.get_shape(%2735) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2737 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2738 = fly.get_shape(%2737) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2739 = fly.get_layout(%170) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2740 = fly.get_shape(%2739) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2732, %170, %1889, %2461, %170) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2741 = fly.atom.set_value(%94, "scale_a", %2139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2742 = fly.atom.set_value(%2741, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2743 = fly.get_layout(%174) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2744 = fly.get_shape(%2743) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2745 = fly.get_layout(%1923) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2746 = fly.get_shape(%2745) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2747 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2748 = fly.get_shape(%2747) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2749 = fly.get_layout(%174) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2750 = fly.get_shape(%2749) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2742, %174, %1923, %2461, %174) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2751 = fly.atom.set_value(%94, "scale_a", %2159) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2752 = fly.atom.set_value(%2751, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2753 = fly.get_layout(%178) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2754 = fly.get_shape(%2753) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2755 = fly.get_layout(%1957) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2756 = fly.get_shape(%2755) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2757 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2758 = fly.get_shape(%2757) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2759 = fly.get_layout(%178) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2760 = fly.get_shape(%2759) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2752, %178, %1957, %2461, %178) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2761 = fly.atom.set_value(%94, "scale_a", %2179) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2762 = fly.atom.set_value(%2761, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2763 = fly.get_layout(%182) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2764 = fly.get_shape(%2763) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2765 = fly.get_layout(%1991) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2766 = fly.get_shape(%2765) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2767 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2768 = fly.get_shape(%2767) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2769 = fly.get_layout(%182) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2770 = fly.get_shape(%2769) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2762, %182, %1991, %2461, %182) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2771 = fly.atom.set_value(%94, "scale_a", %2199) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2772 = fly.atom.set_value(%2771, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2773 = fly.get_layout(%186) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2774 = fly.get_shape(%2773) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2775 = fly.get_layout(%2025) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2776 = fly.get_shape(%2775) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2777 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2778 = fly.get_shape(%2777) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2779 = fly.get_layout(%186) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2780 = fly.get_shape(%2779) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2772, %186, %2025, %2461, %186) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2781 = fly.atom.set_value(%94, "scale_a", %2219) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2782 = fly.atom.set_value(%2781, "scale_b", %2279) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2783 = fly.get_layout(%190) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2784 = fly.get_shape(%2783) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2785 = fly.get_layout(%2059) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2786 = fly.get_shape(%2785) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2787 = fly.get_layout(%2461) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2788 = fly.get_shape(%2787) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2789 = fly.get_layout(%190) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2790 = fly.get_shape(%2789) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2782, %190, %2059, %2461, %190) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2791 = fly.atom.set_value(%94, "scale_a", %2219) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2792 = fly.atom.set_value(%2791, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2793 = fly.get_layout(%222) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2794 = fly.get_shape(%2793) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2795 = fly.get_layout(%2059) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2796 = fly.get_shape(%2795) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2797 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2798 = fly.get_shape(%2797) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2799 = fly.get_layout(%222) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2800 = fly.get_shape(%2799) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2792, %222, %2059, %2515, %222) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2801 = fly.atom.set_value(%94, "scale_a", %2199) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2802 = fly.atom.set_value(%2801, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2803 = fly.get_layout(%218) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2804 = fly.get_shape(%2803) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2805 = fly.get_layout(%2025) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2806 = fly.get_shape(%2805) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2807 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2808 = fly.get_shape(%2807) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2809 = fly.get_layout(%218) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2810 = fly.get_shape(%2809) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2802, %218, %2025, %2515, %218) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2811 = fly.atom.set_value(%94, "scale_a", %2179) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2812 = fly.atom.set_value(%2811, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2813 = fly.get_layout(%214) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2814 = fly.get_shape(%2813) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2815 = fly.get_layout(%1991) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2816 = fly.get_shape(%2815) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2817 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2818 = fly.get_shape(%2817) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2819 = fly.get_layout(%214) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2820 = fly.get_shape(%2819) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2812, %214, %1991, %2515, %214) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2821 = fly.atom.set_value(%94, "scale_a", %2159) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2822 = fly.atom.set_value(%2821, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2823 = fly.get_layout(%210) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2824 = fly.get_shape(%2823) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2825 = fly.get_layout(%1957) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2826 = fly.get_shape(%2825) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2827 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2828 = fly.get_shape(%2827) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2829 = fly.get_layout(%210) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2830 = fly.get_shape(%2829) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2822, %210, %1957, %2515, %210) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2831 = fly.atom.set_value(%94, "scale_a", %2139) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2832 = fly.atom.set_value(%2831, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2833 = fly.get_layout(%206) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2834 = fly.get_shape(%2833) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2835 = fly.get_layout(%1923) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2836 = fly.get_shape(%2835) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2837 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2838 = fly.get_shape(%2837) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2839 = fly.get_layout(%206) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2840 = fly.get_shape(%2839) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2832, %206, %1923, %2515, %206) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2841 = fly.atom.set_value(%94, "scale_a", %2119) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2842 = fly.atom.set_value(%2841, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2843 = fly.get_layout(%202) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2844 = fly.get_shape(%2843) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2845 = fly.get_layout(%1889) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2846 = fly.get_shape(%2845) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2847 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2848 = fly.get_shape(%2847) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2849 = fly.get_layout(%202) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2850 = fly.get_shape(%2849) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2842, %202, %1889, %2515, %202) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2851 = fly.atom.set_value(%94, "scale_a", %2099) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2852 = fly.atom.set_value(%2851, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2853 = fly.get_layout(%198) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2854 = fly.get_shape(%2853) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2855 = fly.get_layout(%1855) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2856 = fly.get_shape(%2855) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2857 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2858 = fly.get_shape(%2857) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2859 = fly.get_layout(%198) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2860 = fly.get_shape(%2859) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2852, %198, %1855, %2515, %198) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        %2861 = fly.atom.set_value(%94, "scale_a", %2079) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2862 = fly.atom.set_value(%2861, "scale_b", %2299) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
        %2863 = fly.get_layout(%194) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2864 = fly.get_shape(%2863) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2865 = fly.get_layout(%1821) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
        %2866 = fly.get_shape(%2865) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        %2867 = fly.get_layout(%2515) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
        %2868 = fly.get_shape(%2867) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %2869 = fly.get_layout(%194) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
        %2870 = fly.get_shape(%2869) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
        fly.gemm(%2862, %194, %1821, %2515, %194) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
        rocdl.sched.group.barrier ds_read, 36, 0
        rocdl.sched.group.barrier mfma_wmma, 16, 0
        rocdl.sched.group.barrier ds_read, 8, 0
        rocdl.sched.group.barrier mfma_wmma, 16, 0
        rocdl.sched.barrier none
      }
      %c0_i32_53 = arith.constant 0 : i32
      %284 = arith.addi %283, %c0_i32_53 : i32
      %c2_i32_54 = arith.constant 2 : i32
      %285 = arith.remsi %284, %c2_i32_54 : i32
      %c36864_i32 = arith.constant 36864 : i32
      %286 = arith.muli %285, %c36864_i32 : i32
      %287 = fly.make_int_tuple(%286) : (i32) -> !fly.int_tuple<?>
      %288 = fly.add_offset(%26, %287) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      %289 = fly.ptrtoint(%288) : (!fly.ptr<i8, shared>) -> i32
      %290 = arith.extsi %289 : i32 to i64
      rocdl.s.wait.tensorcnt 0
      gpu.barrier
      %c16_i32_55 = arith.constant 16 : i32
      %291 = arith.floordivsi %85, %c16_i32_55 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %292 = arith.addi %291, %c0_i32_56 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %293 = arith.muli %292, %c1024_i32 : i32
      %c18432_i32 = arith.constant 18432 : i32
      %294 = arith.addi %c18432_i32, %293 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %295 = arith.addi %294, %c0_i32_57 : i32
      %c256_i32_58 = arith.constant 256 : i32
      %296 = arith.muli %14, %c256_i32_58 : i32
      %297 = arith.addi %295, %296 : i32
      %c16_i32_59 = arith.constant 16 : i32
      %298 = arith.muli %13, %c16_i32_59 : i32
      %299 = arith.addi %297, %298 : i32
      %300 = arith.extsi %299 : i32 to i64
      %301 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %302 = arith.trunci %290 : i64 to i32
      %303 = arith.trunci %300 : i64 to i32
      %304 = arith.addi %302, %303 : i32
      %305 = fly.inttoptr(%304) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %306 = fly.make_view(%305, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %306, %301) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %307 = fly.memref.load_vec(%301) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %308 = fly.get_layout(%301) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %309 = fly.get_shape(%308) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64 = arith.constant 512 : i64
      %310 = arith.addi %300, %c512_i64 : i64
      %311 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %312 = arith.trunci %290 : i64 to i32
      %313 = arith.trunci %310 : i64 to i32
      %314 = arith.addi %312, %313 : i32
      %315 = fly.inttoptr(%314) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %316 = fly.make_view(%315, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %316, %311) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %317 = fly.memref.load_vec(%311) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %318 = fly.get_layout(%311) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %319 = fly.get_shape(%318) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %320 = vector.shuffle %307, %317 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %321 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %322 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %323 = fly.make_ordered_layout(%321, %322) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %324 = fly.memref.alloca(%323) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%320, %324) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_60 = arith.constant 16 : i32
      %325 = arith.floordivsi %85, %c16_i32_60 : i32
      %c1_i32_61 = arith.constant 1 : i32
      %326 = arith.addi %325, %c1_i32_61 : i32
      %c1024_i32_62 = arith.constant 1024 : i32
      %327 = arith.muli %326, %c1024_i32_62 : i32
      %c18432_i32_63 = arith.constant 18432 : i32
      %328 = arith.addi %c18432_i32_63, %327 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %329 = arith.addi %328, %c0_i32_64 : i32
      %c256_i32_65 = arith.constant 256 : i32
      %330 = arith.muli %14, %c256_i32_65 : i32
      %331 = arith.addi %329, %330 : i32
      %c16_i32_66 = arith.constant 16 : i32
      %332 = arith.muli %13, %c16_i32_66 : i32
      %333 = arith.addi %331, %332 : i32
      %334 = arith.extsi %333 : i32 to i64
      %335 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %336 = arith.trunci %290 : i64 to i32
      %337 = arith.trunci %334 : i64 to i32
      %338 = arith.addi %336, %337 : i32
      %339 = fly.inttoptr(%338) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %340 = fly.make_view(%339, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %340, %335) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %341 = fly.memref.load_vec(%335) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %342 = fly.get_layout(%335) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %343 = fly.get_shape(%342) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_67 = arith.constant 512 : i64
      %344 = arith.addi %334, %c512_i64_67 : i64
      %345 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %346 = arith.trunci %290 : i64 to i32
      %347 = arith.trunci %344 : i64 to i32
      %348 = arith.addi %346, %347 : i32
      %349 = fly.inttoptr(%348) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %350 = fly.make_view(%349, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %350, %345) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %351 = fly.memref.load_vec(%345) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %352 = fly.get_layout(%345) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %353 = fly.get_shape(%352) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %354 = vector.shuffle %341, %351 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %355 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %358 = fly.memref.alloca(%357) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%354, %358) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_68 = arith.constant 16 : i32
      %359 = arith.floordivsi %85, %c16_i32_68 : i32
      %c2_i32_69 = arith.constant 2 : i32
      %360 = arith.addi %359, %c2_i32_69 : i32
      %c1024_i32_70 = arith.constant 1024 : i32
      %361 = arith.muli %360, %c1024_i32_70 : i32
      %c18432_i32_71 = arith.constant 18432 : i32
      %362 = arith.addi %c18432_i32_71, %361 : i32
      %c0_i32_72 = arith.constant 0 : i32
      %363 = arith.addi %362, %c0_i32_72 : i32
      %c256_i32_73 = arith.constant 256 : i32
      %364 = arith.muli %14, %c256_i32_73 : i32
      %365 = arith.addi %363, %364 : i32
      %c16_i32_74 = arith.constant 16 : i32
      %366 = arith.muli %13, %c16_i32_74 : i32
      %367 = arith.addi %365, %366 : i32
      %368 = arith.extsi %367 : i32 to i64
      %369 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %370 = arith.trunci %290 : i64 to i32
      %371 = arith.trunci %368 : i64 to i32
      %372 = arith.addi %370, %371 : i32
      %373 = fly.inttoptr(%372) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %374 = fly.make_view(%373, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %374, %369) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %375 = fly.memref.load_vec(%369) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %376 = fly.get_layout(%369) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %377 = fly.get_shape(%376) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_75 = arith.constant 512 : i64
      %378 = arith.addi %368, %c512_i64_75 : i64
      %379 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %380 = arith.trunci %290 : i64 to i32
      %381 = arith.trunci %378 : i64 to i32
      %382 = arith.addi %380, %381 : i32
      %383 = fly.inttoptr(%382) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %384 = fly.make_view(%383, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %384, %379) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %385 = fly.memref.load_vec(%379) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %386 = fly.get_layout(%379) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %387 = fly.get_shape(%386) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %388 = vector.shuffle %375, %385 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %389 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %390 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %391 = fly.make_ordered_layout(%389, %390) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %392 = fly.memref.alloca(%391) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%388, %392) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_76 = arith.constant 16 : i32
      %393 = arith.floordivsi %85, %c16_i32_76 : i32
      %c3_i32_77 = arith.constant 3 : i32
      %394 = arith.addi %393, %c3_i32_77 : i32
      %c1024_i32_78 = arith.constant 1024 : i32
      %395 = arith.muli %394, %c1024_i32_78 : i32
      %c18432_i32_79 = arith.constant 18432 : i32
      %396 = arith.addi %c18432_i32_79, %395 : i32
      %c0_i32_80 = arith.constant 0 : i32
      %397 = arith.addi %396, %c0_i32_80 : i32
      %c256_i32_81 = arith.constant 256 : i32
      %398 = arith.muli %14, %c256_i32_81 : i32
      %399 = arith.addi %397, %398 : i32
      %c16_i32_82 = arith.constant 16 : i32
      %400 = arith.muli %13, %c16_i32_82 : i32
      %401 = arith.addi %399, %400 : i32
      %402 = arith.extsi %401 : i32 to i64
      %403 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %404 = arith.trunci %290 : i64 to i32
      %405 = arith.trunci %402 : i64 to i32
      %406 = arith.addi %404, %405 : i32
      %407 = fly.inttoptr(%406) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %408 = fly.make_view(%407, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %408, %403) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %409 = fly.memref.load_vec(%403) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %410 = fly.get_layout(%403) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %411 = fly.get_shape(%410) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_83 = arith.constant 512 : i64
      %412 = arith.addi %402, %c512_i64_83 : i64
      %413 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %414 = arith.trunci %290 : i64 to i32
      %415 = arith.trunci %412 : i64 to i32
      %416 = arith.addi %414, %415 : i32
      %417 = fly.inttoptr(%416) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %418 = fly.make_view(%417, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %418, %413) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %419 = fly.memref.load_vec(%413) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %420 = fly.get_layout(%413) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %421 = fly.get_shape(%420) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %422 = vector.shuffle %409, %419 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %423 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %424 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %425 = fly.make_ordered_layout(%423, %424) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %426 = fly.memref.alloca(%425) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%422, %426) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_84 = arith.constant 16 : i32
      %427 = arith.floordivsi %85, %c16_i32_84 : i32
      %c4_i32 = arith.constant 4 : i32
      %428 = arith.addi %427, %c4_i32 : i32
      %c1024_i32_85 = arith.constant 1024 : i32
      %429 = arith.muli %428, %c1024_i32_85 : i32
      %c18432_i32_86 = arith.constant 18432 : i32
      %430 = arith.addi %c18432_i32_86, %429 : i32
      %c0_i32_87 = arith.constant 0 : i32
      %431 = arith.addi %430, %c0_i32_87 : i32
      %c256_i32_88 = arith.constant 256 : i32
      %432 = arith.muli %14, %c256_i32_88 : i32
      %433 = arith.addi %431, %432 : i32
      %c16_i32_89 = arith.constant 16 : i32
      %434 = arith.muli %13, %c16_i32_89 : i32
      %435 = arith.addi %433, %434 : i32
      %436 = arith.extsi %435 : i32 to i64
      %437 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %438 = arith.trunci %290 : i64 to i32
      %439 = arith.trunci %436 : i64 to i32
      %440 = arith.addi %438, %439 : i32
      %441 = fly.inttoptr(%440) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %442 = fly.make_view(%441, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %442, %437) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %443 = fly.memref.load_vec(%437) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %444 = fly.get_layout(%437) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %445 = fly.get_shape(%444) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_90 = arith.constant 512 : i64
      %446 = arith.addi %436, %c512_i64_90 : i64
      %447 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %448 = arith.trunci %290 : i64 to i32
      %449 = arith.trunci %446 : i64 to i32
      %450 = arith.addi %448, %449 : i32
      %451 = fly.inttoptr(%450) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %452 = fly.make_view(%451, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %452, %447) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %453 = fly.memref.load_vec(%447) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %454 = fly.get_layout(%447) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %455 = fly.get_shape(%454) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %456 = vector.shuffle %443, %453 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %457 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %458 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %459 = fly.make_ordered_layout(%457, %458) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %460 = fly.memref.alloca(%459) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%456, %460) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_91 = arith.constant 16 : i32
      %461 = arith.floordivsi %85, %c16_i32_91 : i32
      %c5_i32 = arith.constant 5 : i32
      %462 = arith.addi %461, %c5_i32 : i32
      %c1024_i32_92 = arith.constant 1024 : i32
      %463 = arith.muli %462, %c1024_i32_92 : i32
      %c18432_i32_93 = arith.constant 18432 : i32
      %464 = arith.addi %c18432_i32_93, %463 : i32
      %c0_i32_94 = arith.constant 0 : i32
      %465 = arith.addi %464, %c0_i32_94 : i32
      %c256_i32_95 = arith.constant 256 : i32
      %466 = arith.muli %14, %c256_i32_95 : i32
      %467 = arith.addi %465, %466 : i32
      %c16_i32_96 = arith.constant 16 : i32
      %468 = arith.muli %13, %c16_i32_96 : i32
      %469 = arith.addi %467, %468 : i32
      %470 = arith.extsi %469 : i32 to i64
      %471 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %472 = arith.trunci %290 : i64 to i32
      %473 = arith.trunci %470 : i64 to i32
      %474 = arith.addi %472, %473 : i32
      %475 = fly.inttoptr(%474) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %476 = fly.make_view(%475, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %476, %471) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %477 = fly.memref.load_vec(%471) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %478 = fly.get_layout(%471) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %479 = fly.get_shape(%478) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_97 = arith.constant 512 : i64
      %480 = arith.addi %470, %c512_i64_97 : i64
      %481 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %482 = arith.trunci %290 : i64 to i32
      %483 = arith.trunci %480 : i64 to i32
      %484 = arith.addi %482, %483 : i32
      %485 = fly.inttoptr(%484) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %486 = fly.make_view(%485, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %486, %481) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %487 = fly.memref.load_vec(%481) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %488 = fly.get_layout(%481) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %489 = fly.get_shape(%488) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %490 = vector.shuffle %477, %487 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %491 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %492 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %493 = fly.make_ordered_layout(%491, %492) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %494 = fly.memref.alloca(%493) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%490, %494) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_98 = arith.constant 16 : i32
      %495 = arith.floordivsi %85, %c16_i32_98 : i32
      %c6_i32 = arith.constant 6 : i32
      %496 = arith.addi %495, %c6_i32 : i32
      %c1024_i32_99 = arith.constant 1024 : i32
      %497 = arith.muli %496, %c1024_i32_99 : i32
      %c18432_i32_100 = arith.constant 18432 : i32
      %498 = arith.addi %c18432_i32_100, %497 : i32
      %c0_i32_101 = arith.constant 0 : i32
      %499 = arith.addi %498, %c0_i32_101 : i32
      %c256_i32_102 = arith.constant 256 : i32
      %500 = arith.muli %14, %c256_i32_102 : i32
      %501 = arith.addi %499, %500 : i32
      %c16_i32_103 = arith.constant 16 : i32
      %502 = arith.muli %13, %c16_i32_103 : i32
      %503 = arith.addi %501, %502 : i32
      %504 = arith.extsi %503 : i32 to i64
      %505 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %506 = arith.trunci %290 : i64 to i32
      %507 = arith.trunci %504 : i64 to i32
      %508 = arith.addi %506, %507 : i32
      %509 = fly.inttoptr(%508) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %510 = fly.make_view(%509, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %510, %505) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %511 = fly.memref.load_vec(%505) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %512 = fly.get_layout(%505) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %513 = fly.get_shape(%512) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_104 = arith.constant 512 : i64
      %514 = arith.addi %504, %c512_i64_104 : i64
      %515 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %516 = arith.trunci %290 : i64 to i32
      %517 = arith.trunci %514 : i64 to i32
      %518 = arith.addi %516, %517 : i32
      %519 = fly.inttoptr(%518) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %520 = fly.make_view(%519, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %520, %515) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %521 = fly.memref.load_vec(%515) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %522 = fly.get_layout(%515) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %523 = fly.get_shape(%522) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %524 = vector.shuffle %511, %521 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %525 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %526 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %527 = fly.make_ordered_layout(%525, %526) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %528 = fly.memref.alloca(%527) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%524, %528) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c16_i32_105 = arith.constant 16 : i32
      %529 = arith.floordivsi %85, %c16_i32_105 : i32
      %c7_i32 = arith.constant 7 : i32
      %530 = arith.addi %529, %c7_i32 : i32
      %c1024_i32_106 = arith.constant 1024 : i32
      %531 = arith.muli %530, %c1024_i32_106 : i32
      %c18432_i32_107 = arith.constant 18432 : i32
      %532 = arith.addi %c18432_i32_107, %531 : i32
      %c0_i32_108 = arith.constant 0 : i32
      %533 = arith.addi %532, %c0_i32_108 : i32
      %c256_i32_109 = arith.constant 256 : i32
      %534 = arith.muli %14, %c256_i32_109 : i32
      %535 = arith.addi %533, %534 : i32
      %c16_i32_110 = arith.constant 16 : i32
      %536 = arith.muli %13, %c16_i32_110 : i32
      %537 = arith.addi %535, %536 : i32
      %538 = arith.extsi %537 : i32 to i64
      %539 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %540 = arith.trunci %290 : i64 to i32
      %541 = arith.trunci %538 : i64 to i32
      %542 = arith.addi %540, %541 : i32
      %543 = fly.inttoptr(%542) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %544 = fly.make_view(%543, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %544, %539) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %545 = fly.memref.load_vec(%539) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %546 = fly.get_layout(%539) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %547 = fly.get_shape(%546) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c512_i64_111 = arith.constant 512 : i64
      %548 = arith.addi %538, %c512_i64_111 : i64
      %549 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %550 = arith.trunci %290 : i64 to i32
      %551 = arith.trunci %548 : i64 to i32
      %552 = arith.addi %550, %551 : i32
      %553 = fly.inttoptr(%552) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %554 = fly.make_view(%553, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %554, %549) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %555 = fly.memref.load_vec(%549) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %556 = fly.get_layout(%549) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %557 = fly.get_shape(%556) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %558 = vector.shuffle %545, %555 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %559 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %560 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %561 = fly.make_ordered_layout(%559, %560) : (!fly.int_tuple<8>, !fly.int_tuple<0>) -> !fly.layout<8:1>
      %562 = fly.memref.alloca(%561) : (!fly.layout<8:1>) -> !fly.memref<i32, register, 8:1>
      fly.memref.store_vec(%558, %562) : (vector<8xi32>, !fly.memref<i32, register, 8:1>) -> ()
      %c0_i32_112 = arith.constant 0 : i32
      %563 = arith.addi %85, %c0_i32_112 : i32
      %564 = arith.addi %563, %13 : i32
      %c32_i32_113 = arith.constant 32 : i32
      %565 = arith.floordivsi %564, %c32_i32_113 : i32
      %c32_i32_114 = arith.constant 32 : i32
      %566 = arith.muli %565, %c32_i32_114 : i32
      %c0_i32_115 = arith.constant 0 : i32
      %567 = arith.addi %566, %c0_i32_115 : i32
      %c32_i32_116 = arith.constant 32 : i32
      %568 = arith.remsi %564, %c32_i32_116 : i32
      %569 = arith.addi %567, %568 : i32
      %c4_i32_117 = arith.constant 4 : i32
      %570 = arith.muli %569, %c4_i32_117 : i32
      %c35328_i32 = arith.constant 35328 : i32
      %571 = arith.addi %c35328_i32, %570 : i32
      %572 = arith.extsi %571 : i32 to i64
      %573 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %574 = arith.trunci %290 : i64 to i32
      %575 = arith.trunci %572 : i64 to i32
      %576 = arith.addi %574, %575 : i32
      %577 = fly.inttoptr(%576) : (i32) -> !fly.ptr<i32, shared>
      %578 = fly.make_view(%577, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %578, %573) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %579 = fly.memref.load_vec(%573) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %580 = fly.get_layout(%573) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %581 = fly.get_shape(%580) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %582 = vector.extract %579[0] : i32 from vector<1xi32>
      %c16_i32_118 = arith.constant 16 : i32
      %583 = arith.addi %85, %c16_i32_118 : i32
      %584 = arith.addi %583, %13 : i32
      %c32_i32_119 = arith.constant 32 : i32
      %585 = arith.floordivsi %584, %c32_i32_119 : i32
      %c32_i32_120 = arith.constant 32 : i32
      %586 = arith.muli %585, %c32_i32_120 : i32
      %c0_i32_121 = arith.constant 0 : i32
      %587 = arith.addi %586, %c0_i32_121 : i32
      %c32_i32_122 = arith.constant 32 : i32
      %588 = arith.remsi %584, %c32_i32_122 : i32
      %589 = arith.addi %587, %588 : i32
      %c4_i32_123 = arith.constant 4 : i32
      %590 = arith.muli %589, %c4_i32_123 : i32
      %c35328_i32_124 = arith.constant 35328 : i32
      %591 = arith.addi %c35328_i32_124, %590 : i32
      %592 = arith.extsi %591 : i32 to i64
      %593 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %594 = arith.trunci %290 : i64 to i32
      %595 = arith.trunci %592 : i64 to i32
      %596 = arith.addi %594, %595 : i32
      %597 = fly.inttoptr(%596) : (i32) -> !fly.ptr<i32, shared>
      %598 = fly.make_view(%597, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %598, %593) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %599 = fly.memref.load_vec(%593) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %600 = fly.get_layout(%593) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %601 = fly.get_shape(%600) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %602 = vector.extract %599[0] : i32 from vector<1xi32>
      %c32_i32_125 = arith.constant 32 : i32
      %603 = arith.addi %85, %c32_i32_125 : i32
      %604 = arith.addi %603, %13 : i32
      %c32_i32_126 = arith.constant 32 : i32
      %605 = arith.floordivsi %604, %c32_i32_126 : i32
      %c32_i32_127 = arith.constant 32 : i32
      %606 = arith.muli %605, %c32_i32_127 : i32
      %c0_i32_128 = arith.constant 0 : i32
      %607 = arith.addi %606, %c0_i32_128 : i32
      %c32_i32_129 = arith.constant 32 : i32
      %608 = arith.remsi %604, %c32_i32_129 : i32
      %609 = arith.addi %607, %608 : i32
      %c4_i32_130 = arith.constant 4 : i32
      %610 = arith.muli %609, %c4_i32_130 : i32
      %c35328_i32_131 = arith.constant 35328 : i32
      %611 = arith.addi %c35328_i32_131, %610 : i32
      %612 = arith.extsi %611 : i32 to i64
      %613 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %614 = arith.trunci %290 : i64 to i32
      %615 = arith.trunci %612 : i64 to i32
      %616 = arith.addi %614, %615 : i32
      %617 = fly.inttoptr(%616) : (i32) -> !fly.ptr<i32, shared>
      %618 = fly.make_view(%617, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %618, %613) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %619 = fly.memref.load_vec(%613) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %620 = fly.get_layout(%613) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %621 = fly.get_shape(%620) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %622 = vector.extract %619[0] : i32 from vector<1xi32>
      %c48_i32 = arith.constant 48 : i32
      %623 = arith.addi %85, %c48_i32 : i32
      %624 = arith.addi %623, %13 : i32
      %c32_i32_132 = arith.constant 32 : i32
      %625 = arith.floordivsi %624, %c32_i32_132 : i32
      %c32_i32_133 = arith.constant 32 : i32
      %626 = arith.muli %625, %c32_i32_133 : i32
      %c0_i32_134 = arith.constant 0 : i32
      %627 = arith.addi %626, %c0_i32_134 : i32
      %c32_i32_135 = arith.constant 32 : i32
      %628 = arith.remsi %624, %c32_i32_135 : i32
      %629 = arith.addi %627, %628 : i32
      %c4_i32_136 = arith.constant 4 : i32
      %630 = arith.muli %629, %c4_i32_136 : i32
      %c35328_i32_137 = arith.constant 35328 : i32
      %631 = arith.addi %c35328_i32_137, %630 : i32
      %632 = arith.extsi %631 : i32 to i64
      %633 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %634 = arith.trunci %290 : i64 to i32
      %635 = arith.trunci %632 : i64 to i32
      %636 = arith.addi %634, %635 : i32
      %637 = fly.inttoptr(%636) : (i32) -> !fly.ptr<i32, shared>
      %638 = fly.make_view(%637, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %638, %633) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %639 = fly.memref.load_vec(%633) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %640 = fly.get_layout(%633) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %641 = fly.get_shape(%640) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %642 = vector.extract %639[0] : i32 from vector<1xi32>
      %c64_i32_138 = arith.constant 64 : i32
      %643 = arith.addi %85, %c64_i32_138 : i32
      %644 = arith.addi %643, %13 : i32
      %c32_i32_139 = arith.constant 32 : i32
      %645 = arith.floordivsi %644, %c32_i32_139 : i32
      %c32_i32_140 = arith.constant 32 : i32
      %646 = arith.muli %645, %c32_i32_140 : i32
      %c0_i32_141 = arith.constant 0 : i32
      %647 = arith.addi %646, %c0_i32_141 : i32
      %c32_i32_142 = arith.constant 32 : i32
      %648 = arith.remsi %644, %c32_i32_142 : i32
      %649 = arith.addi %647, %648 : i32
      %c4_i32_143 = arith.constant 4 : i32
      %650 = arith.muli %649, %c4_i32_143 : i32
      %c35328_i32_144 = arith.constant 35328 : i32
      %651 = arith.addi %c35328_i32_144, %650 : i32
      %652 = arith.extsi %651 : i32 to i64
      %653 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %654 = arith.trunci %290 : i64 to i32
      %655 = arith.trunci %652 : i64 to i32
      %656 = arith.addi %654, %655 : i32
      %657 = fly.inttoptr(%656) : (i32) -> !fly.ptr<i32, shared>
      %658 = fly.make_view(%657, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %658, %653) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %659 = fly.memref.load_vec(%653) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %660 = fly.get_layout(%653) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %661 = fly.get_shape(%660) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %662 = vector.extract %659[0] : i32 from vector<1xi32>
      %c80_i32 = arith.constant 80 : i32
      %663 = arith.addi %85, %c80_i32 : i32
      %664 = arith.addi %663, %13 : i32
      %c32_i32_145 = arith.constant 32 : i32
      %665 = arith.floordivsi %664, %c32_i32_145 : i32
      %c32_i32_146 = arith.constant 32 : i32
      %666 = arith.muli %665, %c32_i32_146 : i32
      %c0_i32_147 = arith.constant 0 : i32
      %667 = arith.addi %666, %c0_i32_147 : i32
      %c32_i32_148 = arith.constant 32 : i32
      %668 = arith.remsi %664, %c32_i32_148 : i32
      %669 = arith.addi %667, %668 : i32
      %c4_i32_149 = arith.constant 4 : i32
      %670 = arith.muli %669, %c4_i32_149 : i32
      %c35328_i32_150 = arith.constant 35328 : i32
      %671 = arith.addi %c35328_i32_150, %670 : i32
      %672 = arith.extsi %671 : i32 to i64
      %673 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %674 = arith.trunci %290 : i64 to i32
      %675 = arith.trunci %672 : i64 to i32
      %676 = arith.addi %674, %675 : i32
      %677 = fly.inttoptr(%676) : (i32) -> !fly.ptr<i32, shared>
      %678 = fly.make_view(%677, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %678, %673) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %679 = fly.memref.load_vec(%673) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %680 = fly.get_layout(%673) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %681 = fly.get_shape(%680) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %682 = vector.extract %679[0] : i32 from vector<1xi32>
      %c96_i32 = arith.constant 96 : i32
      %683 = arith.addi %85, %c96_i32 : i32
      %684 = arith.addi %683, %13 : i32
      %c32_i32_151 = arith.constant 32 : i32
      %685 = arith.floordivsi %684, %c32_i32_151 : i32
      %c32_i32_152 = arith.constant 32 : i32
      %686 = arith.muli %685, %c32_i32_152 : i32
      %c0_i32_153 = arith.constant 0 : i32
      %687 = arith.addi %686, %c0_i32_153 : i32
      %c32_i32_154 = arith.constant 32 : i32
      %688 = arith.remsi %684, %c32_i32_154 : i32
      %689 = arith.addi %687, %688 : i32
      %c4_i32_155 = arith.constant 4 : i32
      %690 = arith.muli %689, %c4_i32_155 : i32
      %c35328_i32_156 = arith.constant 35328 : i32
      %691 = arith.addi %c35328_i32_156, %690 : i32
      %692 = arith.extsi %691 : i32 to i64
      %693 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %694 = arith.trunci %290 : i64 to i32
      %695 = arith.trunci %692 : i64 to i32
      %696 = arith.addi %694, %695 : i32
      %697 = fly.inttoptr(%696) : (i32) -> !fly.ptr<i32, shared>
      %698 = fly.make_view(%697, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %698, %693) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %699 = fly.memref.load_vec(%693) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %700 = fly.get_layout(%693) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %701 = fly.get_shape(%700) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %702 = vector.extract %699[0] : i32 from vector<1xi32>
      %c112_i32 = arith.constant 112 : i32
      %703 = arith.addi %85, %c112_i32 : i32
      %704 = arith.addi %703, %13 : i32
      %c32_i32_157 = arith.constant 32 : i32
      %705 = arith.floordivsi %704, %c32_i32_157 : i32
      %c32_i32_158 = arith.constant 32 : i32
      %706 = arith.muli %705, %c32_i32_158 : i32
      %c0_i32_159 = arith.constant 0 : i32
      %707 = arith.addi %706, %c0_i32_159 : i32
      %c32_i32_160 = arith.constant 32 : i32
      %708 = arith.remsi %704, %c32_i32_160 : i32
      %709 = arith.addi %707, %708 : i32
      %c4_i32_161 = arith.constant 4 : i32
      %710 = arith.muli %709, %c4_i32_161 : i32
      %c35328_i32_162 = arith.constant 35328 : i32
      %711 = arith.addi %c35328_i32_162, %710 : i32
      %712 = arith.extsi %711 : i32 to i64
      %713 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %714 = arith.trunci %290 : i64 to i32
      %715 = arith.trunci %712 : i64 to i32
      %716 = arith.addi %714, %715 : i32
      %717 = fly.inttoptr(%716) : (i32) -> !fly.ptr<i32, shared>
      %718 = fly.make_view(%717, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %718, %713) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %719 = fly.memref.load_vec(%713) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %720 = fly.get_layout(%713) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %721 = fly.get_shape(%720) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %722 = vector.extract %719[0] : i32 from vector<1xi32>
      %c0_i32_163 = arith.constant 0 : i32
      %723 = arith.addi %84, %c0_i32_163 : i32
      %724 = arith.addi %723, %13 : i32
      %c32_i32_164 = arith.constant 32 : i32
      %725 = arith.floordivsi %724, %c32_i32_164 : i32
      %c32_i32_165 = arith.constant 32 : i32
      %726 = arith.muli %725, %c32_i32_165 : i32
      %c0_i32_166 = arith.constant 0 : i32
      %727 = arith.addi %726, %c0_i32_166 : i32
      %c32_i32_167 = arith.constant 32 : i32
      %728 = arith.remsi %724, %c32_i32_167 : i32
      %729 = arith.addi %727, %728 : i32
      %c4_i32_168 = arith.constant 4 : i32
      %730 = arith.muli %729, %c4_i32_168 : i32
      %c34816_i32 = arith.constant 34816 : i32
      %731 = arith.addi %c34816_i32, %730 : i32
      %732 = arith.extsi %731 : i32 to i64
      %733 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %734 = arith.trunci %290 : i64 to i32
      %735 = arith.trunci %732 : i64 to i32
      %736 = arith.addi %734, %735 : i32
      %737 = fly.inttoptr(%736) : (i32) -> !fly.ptr<i32, shared>
      %738 = fly.make_view(%737, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %738, %733) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %739 = fly.memref.load_vec(%733) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %740 = fly.get_layout(%733) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %741 = fly.get_shape(%740) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %742 = vector.extract %739[0] : i32 from vector<1xi32>
      %c16_i32_169 = arith.constant 16 : i32
      %743 = arith.addi %84, %c16_i32_169 : i32
      %744 = arith.addi %743, %13 : i32
      %c32_i32_170 = arith.constant 32 : i32
      %745 = arith.floordivsi %744, %c32_i32_170 : i32
      %c32_i32_171 = arith.constant 32 : i32
      %746 = arith.muli %745, %c32_i32_171 : i32
      %c0_i32_172 = arith.constant 0 : i32
      %747 = arith.addi %746, %c0_i32_172 : i32
      %c32_i32_173 = arith.constant 32 : i32
      %748 = arith.remsi %744, %c32_i32_173 : i32
      %749 = arith.addi %747, %748 : i32
      %c4_i32_174 = arith.constant 4 : i32
      %750 = arith.muli %749, %c4_i32_174 : i32
      %c34816_i32_175 = arith.constant 34816 : i32
      %751 = arith.addi %c34816_i32_175, %750 : i32
      %752 = arith.extsi %751 : i32 to i64
      %753 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %754 = arith.trunci %290 : i64 to i32
      %755 = arith.trunci %752 : i64 to i32
      %756 = arith.addi %754, %755 : i32
      %757 = fly.inttoptr(%756) : (i32) -> !fly.ptr<i32, shared>
      %758 = fly.make_view(%757, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %758, %753) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %759 = fly.memref.load_vec(%753) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %760 = fly.get_layout(%753) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %761 = fly.get_shape(%760) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %762 = vector.extract %759[0] : i32 from vector<1xi32>
      %c32_i32_176 = arith.constant 32 : i32
      %763 = arith.addi %84, %c32_i32_176 : i32
      %764 = arith.addi %763, %13 : i32
      %c32_i32_177 = arith.constant 32 : i32
      %765 = arith.floordivsi %764, %c32_i32_177 : i32
      %c32_i32_178 = arith.constant 32 : i32
      %766 = arith.muli %765, %c32_i32_178 : i32
      %c0_i32_179 = arith.constant 0 : i32
      %767 = arith.addi %766, %c0_i32_179 : i32
      %c32_i32_180 = arith.constant 32 : i32
      %768 = arith.remsi %764, %c32_i32_180 : i32
      %769 = arith.addi %767, %768 : i32
      %c4_i32_181 = arith.constant 4 : i32
      %770 = arith.muli %769, %c4_i32_181 : i32
      %c34816_i32_182 = arith.constant 34816 : i32
      %771 = arith.addi %c34816_i32_182, %770 : i32
      %772 = arith.extsi %771 : i32 to i64
      %773 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %774 = arith.trunci %290 : i64 to i32
      %775 = arith.trunci %772 : i64 to i32
      %776 = arith.addi %774, %775 : i32
      %777 = fly.inttoptr(%776) : (i32) -> !fly.ptr<i32, shared>
      %778 = fly.make_view(%777, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %778, %773) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %779 = fly.memref.load_vec(%773) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %780 = fly.get_layout(%773) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %781 = fly.get_shape(%780) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %782 = vector.extract %779[0] : i32 from vector<1xi32>
      %c48_i32_183 = arith.constant 48 : i32
      %783 = arith.addi %84, %c48_i32_183 : i32
      %784 = arith.addi %783, %13 : i32
      %c32_i32_184 = arith.constant 32 : i32
      %785 = arith.floordivsi %784, %c32_i32_184 : i32
      %c32_i32_185 = arith.constant 32 : i32
      %786 = arith.muli %785, %c32_i32_185 : i32
      %c0_i32_186 = arith.constant 0 : i32
      %787 = arith.addi %786, %c0_i32_186 : i32
      %c32_i32_187 = arith.constant 32 : i32
      %788 = arith.remsi %784, %c32_i32_187 : i32
      %789 = arith.addi %787, %788 : i32
      %c4_i32_188 = arith.constant 4 : i32
      %790 = arith.muli %789, %c4_i32_188 : i32
      %c34816_i32_189 = arith.constant 34816 : i32
      %791 = arith.addi %c34816_i32_189, %790 : i32
      %792 = arith.extsi %791 : i32 to i64
      %793 = fly.memref.alloca(%88) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
      %794 = arith.trunci %290 : i64 to i32
      %795 = arith.trunci %792 : i64 to i32
      %796 = arith.addi %794, %795 : i32
      %797 = fly.inttoptr(%796) : (i32) -> !fly.ptr<i32, shared>
      %798 = fly.make_view(%797, %88) : (!fly.ptr<i32, shared>, !fly.layout<1:1>) -> !fly.memref<i32, shared, 1:1>
      fly.copy_atom_call(%89, %798, %793) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, 1:1>, !fly.memref<i32, register, 1:1>) -> ()
      %799 = fly.memref.load_vec(%793) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
      %800 = fly.get_layout(%793) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
      %801 = fly.get_shape(%800) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %802 = vector.extract %799[0] : i32 from vector<1xi32>
      %c0_i32_190 = arith.constant 0 : i32
      %803 = arith.addi %84, %c0_i32_190 : i32
      %804 = arith.addi %803, %13 : i32
      %c144_i32 = arith.constant 144 : i32
      %805 = arith.muli %804, %c144_i32 : i32
      %c0_i32_191 = arith.constant 0 : i32
      %806 = arith.addi %805, %c0_i32_191 : i32
      %c16_i32_192 = arith.constant 16 : i32
      %807 = arith.muli %14, %c16_i32_192 : i32
      %808 = arith.addi %806, %807 : i32
      %809 = arith.extsi %808 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %810 = arith.addi %809, %c0_i64 : i64
      %811 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %812 = arith.trunci %290 : i64 to i32
      %813 = arith.trunci %810 : i64 to i32
      %814 = arith.addi %812, %813 : i32
      %815 = fly.inttoptr(%814) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %816 = fly.make_view(%815, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %816, %811) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %817 = fly.memref.load_vec(%811) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %818 = fly.get_layout(%811) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %819 = fly.get_shape(%818) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c32_i64_193 = arith.constant 32 : i64
      %820 = arith.addi %809, %c32_i64_193 : i64
      %821 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %822 = arith.trunci %290 : i64 to i32
      %823 = arith.trunci %820 : i64 to i32
      %824 = arith.addi %822, %823 : i32
      %825 = fly.inttoptr(%824) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %826 = fly.make_view(%825, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %826, %821) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %827 = fly.memref.load_vec(%821) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %828 = fly.get_layout(%821) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %829 = fly.get_shape(%828) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c64_i64 = arith.constant 64 : i64
      %830 = arith.addi %809, %c64_i64 : i64
      %831 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %832 = arith.trunci %290 : i64 to i32
      %833 = arith.trunci %830 : i64 to i32
      %834 = arith.addi %832, %833 : i32
      %835 = fly.inttoptr(%834) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %836 = fly.make_view(%835, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %836, %831) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %837 = fly.memref.load_vec(%831) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %838 = fly.get_layout(%831) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %839 = fly.get_shape(%838) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c96_i64 = arith.constant 96 : i64
      %840 = arith.addi %809, %c96_i64 : i64
      %841 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %842 = arith.trunci %290 : i64 to i32
      %843 = arith.trunci %840 : i64 to i32
      %844 = arith.addi %842, %843 : i32
      %845 = fly.inttoptr(%844) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %846 = fly.make_view(%845, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %846, %841) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %847 = fly.memref.load_vec(%841) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %848 = fly.get_layout(%841) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %849 = fly.get_shape(%848) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %850 = vector.shuffle %817, %827 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %851 = vector.shuffle %837, %847 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %852 = vector.shuffle %850, %851 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
      %853 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %854 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %855 = fly.make_ordered_layout(%853, %854) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
      %856 = fly.memref.alloca(%855) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      fly.memref.store_vec(%852, %856) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
      %c16_i32_194 = arith.constant 16 : i32
      %857 = arith.addi %84, %c16_i32_194 : i32
      %858 = arith.addi %857, %13 : i32
      %c144_i32_195 = arith.constant 144 : i32
      %859 = arith.muli %858, %c144_i32_195 : i32
      %c0_i32_196 = arith.constant 0 : i32
      %860 = arith.addi %859, %c0_i32_196 : i32
      %c16_i32_197 = arith.constant 16 : i32
      %861 = arith.muli %14, %c16_i32_197 : i32
      %862 = arith.addi %860, %861 : i32
      %863 = arith.extsi %862 : i32 to i64
      %c0_i64_198 = arith.constant 0 : i64
      %864 = arith.addi %863, %c0_i64_198 : i64
      %865 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %866 = arith.trunci %290 : i64 to i32
      %867 = arith.trunci %864 : i64 to i32
      %868 = arith.addi %866, %867 : i32
      %869 = fly.inttoptr(%868) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %870 = fly.make_view(%869, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %870, %865) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %871 = fly.memref.load_vec(%865) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %872 = fly.get_layout(%865) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %873 = fly.get_shape(%872) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c32_i64_199 = arith.constant 32 : i64
      %874 = arith.addi %863, %c32_i64_199 : i64
      %875 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %876 = arith.trunci %290 : i64 to i32
      %877 = arith.trunci %874 : i64 to i32
      %878 = arith.addi %876, %877 : i32
      %879 = fly.inttoptr(%878) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %880 = fly.make_view(%879, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %880, %875) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %881 = fly.memref.load_vec(%875) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %882 = fly.get_layout(%875) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %883 = fly.get_shape(%882) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c64_i64_200 = arith.constant 64 : i64
      %884 = arith.addi %863, %c64_i64_200 : i64
      %885 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %886 = arith.trunci %290 : i64 to i32
      %887 = arith.trunci %884 : i64 to i32
      %888 = arith.addi %886, %887 : i32
      %889 = fly.inttoptr(%888) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %890 = fly.make_view(%889, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %890, %885) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %891 = fly.memref.load_vec(%885) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %892 = fly.get_layout(%885) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %893 = fly.get_shape(%892) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c96_i64_201 = arith.constant 96 : i64
      %894 = arith.addi %863, %c96_i64_201 : i64
      %895 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %896 = arith.trunci %290 : i64 to i32
      %897 = arith.trunci %894 : i64 to i32
      %898 = arith.addi %896, %897 : i32
      %899 = fly.inttoptr(%898) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %900 = fly.make_view(%899, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %900, %895) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %901 = fly.memref.load_vec(%895) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %902 = fly.get_layout(%895) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %903 = fly.get_shape(%902) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %904 = vector.shuffle %871, %881 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %905 = vector.shuffle %891, %901 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %906 = vector.shuffle %904, %905 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
      %907 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %908 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %909 = fly.make_ordered_layout(%907, %908) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
      %910 = fly.memref.alloca(%909) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      fly.memref.store_vec(%906, %910) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
      %c32_i32_202 = arith.constant 32 : i32
      %911 = arith.addi %84, %c32_i32_202 : i32
      %912 = arith.addi %911, %13 : i32
      %c144_i32_203 = arith.constant 144 : i32
      %913 = arith.muli %912, %c144_i32_203 : i32
      %c0_i32_204 = arith.constant 0 : i32
      %914 = arith.addi %913, %c0_i32_204 : i32
      %c16_i32_205 = arith.constant 16 : i32
      %915 = arith.muli %14, %c16_i32_205 : i32
      %916 = arith.addi %914, %915 : i32
      %917 = arith.extsi %916 : i32 to i64
      %c0_i64_206 = arith.constant 0 : i64
      %918 = arith.addi %917, %c0_i64_206 : i64
      %919 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %920 = arith.trunci %290 : i64 to i32
      %921 = arith.trunci %918 : i64 to i32
      %922 = arith.addi %920, %921 : i32
      %923 = fly.inttoptr(%922) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %924 = fly.make_view(%923, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %924, %919) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %925 = fly.memref.load_vec(%919) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %926 = fly.get_layout(%919) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %927 = fly.get_shape(%926) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c32_i64_207 = arith.constant 32 : i64
      %928 = arith.addi %917, %c32_i64_207 : i64
      %929 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %930 = arith.trunci %290 : i64 to i32
      %931 = arith.trunci %928 : i64 to i32
      %932 = arith.addi %930, %931 : i32
      %933 = fly.inttoptr(%932) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %934 = fly.make_view(%933, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %934, %929) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %935 = fly.memref.load_vec(%929) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %936 = fly.get_layout(%929) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %937 = fly.get_shape(%936) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c64_i64_208 = arith.constant 64 : i64
      %938 = arith.addi %917, %c64_i64_208 : i64
      %939 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %940 = arith.trunci %290 : i64 to i32
      %941 = arith.trunci %938 : i64 to i32
      %942 = arith.addi %940, %941 : i32
      %943 = fly.inttoptr(%942) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %944 = fly.make_view(%943, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %944, %939) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %945 = fly.memref.load_vec(%939) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %946 = fly.get_layout(%939) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %947 = fly.get_shape(%946) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c96_i64_209 = arith.constant 96 : i64
      %948 = arith.addi %917, %c96_i64_209 : i64
      %949 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %950 = arith.trunci %290 : i64 to i32
      %951 = arith.trunci %948 : i64 to i32
      %952 = arith.addi %950, %951 : i32
      %953 = fly.inttoptr(%952) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %954 = fly.make_view(%953, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %954, %949) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %955 = fly.memref.load_vec(%949) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %956 = fly.get_layout(%949) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %957 = fly.get_shape(%956) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %958 = vector.shuffle %925, %935 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %959 = vector.shuffle %945, %955 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %960 = vector.shuffle %958, %959 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
      %961 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %962 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %963 = fly.make_ordered_layout(%961, %962) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
      %964 = fly.memref.alloca(%963) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      fly.memref.store_vec(%960, %964) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
      %c48_i32_210 = arith.constant 48 : i32
      %965 = arith.addi %84, %c48_i32_210 : i32
      %966 = arith.addi %965, %13 : i32
      %c144_i32_211 = arith.constant 144 : i32
      %967 = arith.muli %966, %c144_i32_211 : i32
      %c0_i32_212 = arith.constant 0 : i32
      %968 = arith.addi %967, %c0_i32_212 : i32
      %c16_i32_213 = arith.constant 16 : i32
      %969 = arith.muli %14, %c16_i32_213 : i32
      %970 = arith.addi %968, %969 : i32
      %971 = arith.extsi %970 : i32 to i64
      %c0_i64_214 = arith.constant 0 : i64
      %972 = arith.addi %971, %c0_i64_214 : i64
      %973 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %974 = arith.trunci %290 : i64 to i32
      %975 = arith.trunci %972 : i64 to i32
      %976 = arith.addi %974, %975 : i32
      %977 = fly.inttoptr(%976) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %978 = fly.make_view(%977, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %978, %973) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %979 = fly.memref.load_vec(%973) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %980 = fly.get_layout(%973) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %981 = fly.get_shape(%980) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c32_i64_215 = arith.constant 32 : i64
      %982 = arith.addi %971, %c32_i64_215 : i64
      %983 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %984 = arith.trunci %290 : i64 to i32
      %985 = arith.trunci %982 : i64 to i32
      %986 = arith.addi %984, %985 : i32
      %987 = fly.inttoptr(%986) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %988 = fly.make_view(%987, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %988, %983) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %989 = fly.memref.load_vec(%983) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %990 = fly.get_layout(%983) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %991 = fly.get_shape(%990) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c64_i64_216 = arith.constant 64 : i64
      %992 = arith.addi %971, %c64_i64_216 : i64
      %993 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %994 = arith.trunci %290 : i64 to i32
      %995 = arith.trunci %992 : i64 to i32
      %996 = arith.addi %994, %995 : i32
      %997 = fly.inttoptr(%996) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %998 = fly.make_view(%997, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %998, %993) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %999 = fly.memref.load_vec(%993) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %1000 = fly.get_layout(%993) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %1001 = fly.get_shape(%1000) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %c96_i64_217 = arith.constant 96 : i64
      %1002 = arith.addi %971, %c96_i64_217 : i64
      %1003 = fly.memref.alloca(%92) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %1004 = arith.trunci %290 : i64 to i32
      %1005 = arith.trunci %1002 : i64 to i32
      %1006 = arith.addi %1004, %1005 : i32
      %1007 = fly.inttoptr(%1006) : (i32) -> !fly.ptr<i32, shared, align<16>>
      %1008 = fly.make_view(%1007, %92) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1, align<16>>
      fly.copy_atom_call(%93, %1008, %1003) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
      %1009 = fly.memref.load_vec(%1003) : (!fly.memref<i32, register, 4:1>) -> vector<4xi32>
      %1010 = fly.get_layout(%1003) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
      %1011 = fly.get_shape(%1010) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %1012 = vector.shuffle %979, %989 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %1013 = vector.shuffle %999, %1009 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
      %1014 = vector.shuffle %1012, %1013 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi32>, vector<8xi32>
      %1015 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
      %1016 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1017 = fly.make_ordered_layout(%1015, %1016) : (!fly.int_tuple<16>, !fly.int_tuple<0>) -> !fly.layout<16:1>
      %1018 = fly.memref.alloca(%1017) : (!fly.layout<16:1>) -> !fly.memref<i32, register, 16:1>
      fly.memref.store_vec(%1014, %1018) : (vector<16xi32>, !fly.memref<i32, register, 16:1>) -> ()
      rocdl.s.wait.dscnt 8
      %1019 = fly.atom.set_value(%94, "scale_a", %582) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1020 = fly.atom.set_value(%1019, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1021 = fly.get_layout(%98) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1022 = fly.get_shape(%1021) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1023 = fly.get_layout(%324) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1024 = fly.get_shape(%1023) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1025 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1026 = fly.get_shape(%1025) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1027 = fly.get_layout(%98) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1028 = fly.get_shape(%1027) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1020, %98, %324, %856, %98) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1029 = fly.atom.set_value(%94, "scale_a", %602) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1030 = fly.atom.set_value(%1029, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1031 = fly.get_layout(%102) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1032 = fly.get_shape(%1031) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1033 = fly.get_layout(%358) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1034 = fly.get_shape(%1033) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1035 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1036 = fly.get_shape(%1035) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1037 = fly.get_layout(%102) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1038 = fly.get_shape(%1037) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1030, %102, %358, %856, %102) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1039 = fly.atom.set_value(%94, "scale_a", %622) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1040 = fly.atom.set_value(%1039, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1041 = fly.get_layout(%106) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1042 = fly.get_shape(%1041) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1043 = fly.get_layout(%392) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1044 = fly.get_shape(%1043) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1045 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1046 = fly.get_shape(%1045) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1047 = fly.get_layout(%106) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1048 = fly.get_shape(%1047) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1040, %106, %392, %856, %106) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1049 = fly.atom.set_value(%94, "scale_a", %642) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1050 = fly.atom.set_value(%1049, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1051 = fly.get_layout(%110) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1052 = fly.get_shape(%1051) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1053 = fly.get_layout(%426) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1054 = fly.get_shape(%1053) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1055 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1056 = fly.get_shape(%1055) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1057 = fly.get_layout(%110) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1058 = fly.get_shape(%1057) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1050, %110, %426, %856, %110) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1059 = fly.atom.set_value(%94, "scale_a", %662) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1060 = fly.atom.set_value(%1059, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1061 = fly.get_layout(%114) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1062 = fly.get_shape(%1061) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1063 = fly.get_layout(%460) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1064 = fly.get_shape(%1063) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1065 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1066 = fly.get_shape(%1065) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1067 = fly.get_layout(%114) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1068 = fly.get_shape(%1067) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1060, %114, %460, %856, %114) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1069 = fly.atom.set_value(%94, "scale_a", %682) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1070 = fly.atom.set_value(%1069, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1071 = fly.get_layout(%118) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1072 = fly.get_shape(%1071) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1073 = fly.get_layout(%494) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1074 = fly.get_shape(%1073) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1075 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1076 = fly.get_shape(%1075) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1077 = fly.get_layout(%118) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1078 = fly.get_shape(%1077) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1070, %118, %494, %856, %118) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1079 = fly.atom.set_value(%94, "scale_a", %702) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1080 = fly.atom.set_value(%1079, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1081 = fly.get_layout(%122) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1082 = fly.get_shape(%1081) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1083 = fly.get_layout(%528) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1084 = fly.get_shape(%1083) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1085 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1086 = fly.get_shape(%1085) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1087 = fly.get_layout(%122) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1088 = fly.get_shape(%1087) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1080, %122, %528, %856, %122) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1089 = fly.atom.set_value(%94, "scale_a", %722) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1090 = fly.atom.set_value(%1089, "scale_b", %742) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1091 = fly.get_layout(%126) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1092 = fly.get_shape(%1091) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1093 = fly.get_layout(%562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1094 = fly.get_shape(%1093) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1095 = fly.get_layout(%856) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1096 = fly.get_shape(%1095) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1097 = fly.get_layout(%126) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1098 = fly.get_shape(%1097) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1090, %126, %562, %856, %126) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1099 = fly.atom.set_value(%94, "scale_a", %722) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1100 = fly.atom.set_value(%1099, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1101 = fly.get_layout(%158) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1102 = fly.get_shape(%1101) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1103 = fly.get_layout(%562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1104 = fly.get_shape(%1103) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1105 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1106 = fly.get_shape(%1105) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1107 = fly.get_layout(%158) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1108 = fly.get_shape(%1107) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1100, %158, %562, %910, %158) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1109 = fly.atom.set_value(%94, "scale_a", %702) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1110 = fly.atom.set_value(%1109, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1111 = fly.get_layout(%154) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1112 = fly.get_shape(%1111) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1113 = fly.get_layout(%528) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1114 = fly.get_shape(%1113) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1115 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1116 = fly.get_shape(%1115) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1117 = fly.get_layout(%154) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1118 = fly.get_shape(%1117) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1110, %154, %528, %910, %154) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1119 = fly.atom.set_value(%94, "scale_a", %682) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1120 = fly.atom.set_value(%1119, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1121 = fly.get_layout(%150) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1122 = fly.get_shape(%1121) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1123 = fly.get_layout(%494) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1124 = fly.get_shape(%1123) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1125 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1126 = fly.get_shape(%1125) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1127 = fly.get_layout(%150) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1128 = fly.get_shape(%1127) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1120, %150, %494, %910, %150) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1129 = fly.atom.set_value(%94, "scale_a", %662) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1130 = fly.atom.set_value(%1129, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1131 = fly.get_layout(%146) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1132 = fly.get_shape(%1131) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1133 = fly.get_layout(%460) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1134 = fly.get_shape(%1133) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1135 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1136 = fly.get_shape(%1135) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1137 = fly.get_layout(%146) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1138 = fly.get_shape(%1137) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1130, %146, %460, %910, %146) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1139 = fly.atom.set_value(%94, "scale_a", %642) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1140 = fly.atom.set_value(%1139, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1141 = fly.get_layout(%142) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1142 = fly.get_shape(%1141) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1143 = fly.get_layout(%426) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1144 = fly.get_shape(%1143) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1145 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1146 = fly.get_shape(%1145) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1147 = fly.get_layout(%142) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1148 = fly.get_shape(%1147) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1140, %142, %426, %910, %142) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1149 = fly.atom.set_value(%94, "scale_a", %622) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1150 = fly.atom.set_value(%1149, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1151 = fly.get_layout(%138) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1152 = fly.get_shape(%1151) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1153 = fly.get_layout(%392) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1154 = fly.get_shape(%1153) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1155 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1156 = fly.get_shape(%1155) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1157 = fly.get_layout(%138) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1158 = fly.get_shape(%1157) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1150, %138, %392, %910, %138) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1159 = fly.atom.set_value(%94, "scale_a", %602) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1160 = fly.atom.set_value(%1159, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1161 = fly.get_layout(%134) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1162 = fly.get_shape(%1161) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1163 = fly.get_layout(%358) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1164 = fly.get_shape(%1163) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1165 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1166 = fly.get_shape(%1165) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1167 = fly.get_layout(%134) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1168 = fly.get_shape(%1167) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1160, %134, %358, %910, %134) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1169 = fly.atom.set_value(%94, "scale_a", %582) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1170 = fly.atom.set_value(%1169, "scale_b", %762) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1171 = fly.get_layout(%130) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1172 = fly.get_shape(%1171) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1173 = fly.get_layout(%324) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1174 = fly.get_shape(%1173) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1175 = fly.get_layout(%910) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1176 = fly.get_shape(%1175) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1177 = fly.get_layout(%130) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1178 = fly.get_shape(%1177) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1170, %130, %324, %910, %130) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      rocdl.s.wait.dscnt 0
      %1179 = fly.atom.set_value(%94, "scale_a", %582) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1180 = fly.atom.set_value(%1179, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1181 = fly.get_layout(%162) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1182 = fly.get_shape(%1181) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1183 = fly.get_layout(%324) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1184 = fly.get_shape(%1183) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1185 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1186 = fly.get_shape(%1185) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1187 = fly.get_layout(%162) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1188 = fly.get_shape(%1187) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1180, %162, %324, %964, %162) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1189 = fly.atom.set_value(%94, "scale_a", %602) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1190 = fly.atom.set_value(%1189, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1191 = fly.get_layout(%166) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1192 = fly.get_shape(%1191) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1193 = fly.get_layout(%358) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1194 = fly.get_shape(%1193) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1195 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1196 = fly.get_shape(%1195) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1197 = fly.get_layout(%166) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1198 = fly.get_shape(%1197) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1190, %166, %358, %964, %166) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1199 = fly.atom.set_value(%94, "scale_a", %622) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1200 = fly.atom.set_value(%1199, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1201 = fly.get_layout(%170) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1202 = fly.get_shape(%1201) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1203 = fly.get_layout(%392) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1204 = fly.get_shape(%1203) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1205 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1206 = fly.get_shape(%1205) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1207 = fly.get_layout(%170) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1208 = fly.get_shape(%1207) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1200, %170, %392, %964, %170) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1209 = fly.atom.set_value(%94, "scale_a", %642) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1210 = fly.atom.set_value(%1209, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1211 = fly.get_layout(%174) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1212 = fly.get_shape(%1211) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1213 = fly.get_layout(%426) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1214 = fly.get_shape(%1213) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1215 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1216 = fly.get_shape(%1215) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1217 = fly.get_layout(%174) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1218 = fly.get_shape(%1217) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1210, %174, %426, %964, %174) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1219 = fly.atom.set_value(%94, "scale_a", %662) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1220 = fly.atom.set_value(%1219, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1221 = fly.get_layout(%178) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1222 = fly.get_shape(%1221) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1223 = fly.get_layout(%460) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1224 = fly.get_shape(%1223) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1225 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1226 = fly.get_shape(%1225) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1227 = fly.get_layout(%178) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1228 = fly.get_shape(%1227) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1220, %178, %460, %964, %178) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1229 = fly.atom.set_value(%94, "scale_a", %682) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1230 = fly.atom.set_value(%1229, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1231 = fly.get_layout(%182) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1232 = fly.get_shape(%1231) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1233 = fly.get_layout(%494) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1234 = fly.get_shape(%1233) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1235 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1236 = fly.get_shape(%1235) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1237 = fly.get_layout(%182) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1238 = fly.get_shape(%1237) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1230, %182, %494, %964, %182) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1239 = fly.atom.set_value(%94, "scale_a", %702) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1240 = fly.atom.set_value(%1239, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1241 = fly.get_layout(%186) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1242 = fly.get_shape(%1241) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1243 = fly.get_layout(%528) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1244 = fly.get_shape(%1243) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1245 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1246 = fly.get_shape(%1245) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1247 = fly.get_layout(%186) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1248 = fly.get_shape(%1247) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1240, %186, %528, %964, %186) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1249 = fly.atom.set_value(%94, "scale_a", %722) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1250 = fly.atom.set_value(%1249, "scale_b", %782) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1251 = fly.get_layout(%190) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1252 = fly.get_shape(%1251) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1253 = fly.get_layout(%562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1254 = fly.get_shape(%1253) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1255 = fly.get_layout(%964) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1256 = fly.get_shape(%1255) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1257 = fly.get_layout(%190) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1258 = fly.get_shape(%1257) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1250, %190, %562, %964, %190) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1259 = fly.atom.set_value(%94, "scale_a", %722) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1260 = fly.atom.set_value(%1259, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1261 = fly.get_layout(%222) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1262 = fly.get_shape(%1261) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1263 = fly.get_layout(%562) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1264 = fly.get_shape(%1263) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1265 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1266 = fly.get_shape(%1265) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1267 = fly.get_layout(%222) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1268 = fly.get_shape(%1267) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1260, %222, %562, %1018, %222) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1269 = fly.atom.set_value(%94, "scale_a", %702) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1270 = fly.atom.set_value(%1269, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1271 = fly.get_layout(%218) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1272 = fly.get_shape(%1271) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1273 = fly.get_layout(%528) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1274 = fly.get_shape(%1273) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1275 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1276 = fly.get_shape(%1275) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1277 = fly.get_layout(%218) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1278 = fly.get_shape(%1277) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1270, %218, %528, %1018, %218) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1279 = fly.atom.set_value(%94, "scale_a", %682) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1280 = fly.atom.set_value(%1279, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1281 = fly.get_layout(%214) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1282 = fly.get_shape(%1281) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1283 = fly.get_layout(%494) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1284 = fly.get_shape(%1283) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1285 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1286 = fly.get_shape(%1285) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1287 = fly.get_layout(%214) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1288 = fly.get_shape(%1287) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1280, %214, %494, %1018, %214) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1289 = fly.atom.set_value(%94, "scale_a", %662) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1290 = fly.atom.set_value(%1289, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1291 = fly.get_layout(%210) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1292 = fly.get_shape(%1291) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1293 = fly.get_layout(%460) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1294 = fly.get_shape(%1293) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1295 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1296 = fly.get_shape(%1295) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1297 = fly.get_layout(%210) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1298 = fly.get_shape(%1297) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1290, %210, %460, %1018, %210) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1299 = fly.atom.set_value(%94, "scale_a", %642) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1300 = fly.atom.set_value(%1299, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1301 = fly.get_layout(%206) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1302 = fly.get_shape(%1301) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1303 = fly.get_layout(%426) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1304 = fly.get_shape(%1303) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1305 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1306 = fly.get_shape(%1305) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1307 = fly.get_layout(%206) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1308 = fly.get_shape(%1307) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1300, %206, %426, %1018, %206) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1309 = fly.atom.set_value(%94, "scale_a", %622) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1310 = fly.atom.set_value(%1309, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1311 = fly.get_layout(%202) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1312 = fly.get_shape(%1311) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1313 = fly.get_layout(%392) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1314 = fly.get_shape(%1313) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1315 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1316 = fly.get_shape(%1315) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1317 = fly.get_layout(%202) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1318 = fly.get_shape(%1317) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1310, %202, %392, %1018, %202) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1319 = fly.atom.set_value(%94, "scale_a", %602) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1320 = fly.atom.set_value(%1319, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1321 = fly.get_layout(%198) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1322 = fly.get_shape(%1321) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1323 = fly.get_layout(%358) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1324 = fly.get_shape(%1323) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1325 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1326 = fly.get_shape(%1325) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1327 = fly.get_layout(%198) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1328 = fly.get_shape(%1327) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1320, %198, %358, %1018, %198) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      %1329 = fly.atom.set_value(%94, "scale_a", %582) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1330 = fly.atom.set_value(%1329, "scale_b", %802) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, i32) -> !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>
      %1331 = fly.get_layout(%194) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1332 = fly.get_shape(%1331) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1333 = fly.get_layout(%324) : (!fly.memref<i32, register, 8:1>) -> !fly.layout<8:1>
      %1334 = fly.get_shape(%1333) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1335 = fly.get_layout(%1018) : (!fly.memref<i32, register, 16:1>) -> !fly.layout<16:1>
      %1336 = fly.get_shape(%1335) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
      %1337 = fly.get_layout(%194) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1338 = fly.get_shape(%1337) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      fly.gemm(%1330, %194, %324, %1018, %194) : (!fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>>, !fly.memref<f32, register, 8:1>, !fly.memref<i32, register, 8:1>, !fly.memref<i32, register, 16:1>, !fly.memref<f32, register, 8:1>) -> ()
      rocdl.sched.group.barrier ds_read, 36, 0
      rocdl.sched.group.barrier mfma_wmma, 16, 0
      rocdl.sched.group.barrier ds_read, 8, 0
      rocdl.sched.group.barrier mfma_wmma, 16, 0
      rocdl.sched.barrier none
      %1339 = fly.memref.load_vec(%98) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1340 = fly.get_layout(%98) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1341 = fly.get_shape(%1340) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1342 = fly.memref.load_vec(%102) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1343 = fly.get_layout(%102) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1344 = fly.get_shape(%1343) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1345 = fly.memref.load_vec(%106) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1346 = fly.get_layout(%106) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1347 = fly.get_shape(%1346) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1348 = fly.memref.load_vec(%110) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1349 = fly.get_layout(%110) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1350 = fly.get_shape(%1349) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1351 = fly.memref.load_vec(%114) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1352 = fly.get_layout(%114) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1353 = fly.get_shape(%1352) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1354 = fly.memref.load_vec(%118) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1355 = fly.get_layout(%118) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1356 = fly.get_shape(%1355) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1357 = fly.memref.load_vec(%122) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1358 = fly.get_layout(%122) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1359 = fly.get_shape(%1358) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1360 = fly.memref.load_vec(%126) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1361 = fly.get_layout(%126) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1362 = fly.get_shape(%1361) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1363 = fly.memref.load_vec(%130) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1364 = fly.get_layout(%130) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1365 = fly.get_shape(%1364) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1366 = fly.memref.load_vec(%134) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1367 = fly.get_layout(%134) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1368 = fly.get_shape(%1367) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1369 = fly.memref.load_vec(%138) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1370 = fly.get_layout(%138) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1371 = fly.get_shape(%1370) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1372 = fly.memref.load_vec(%142) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1373 = fly.get_layout(%142) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1374 = fly.get_shape(%1373) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1375 = fly.memref.load_vec(%146) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1376 = fly.get_layout(%146) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1377 = fly.get_shape(%1376) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1378 = fly.memref.load_vec(%150) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1379 = fly.get_layout(%150) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1380 = fly.get_shape(%1379) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1381 = fly.memref.load_vec(%154) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1382 = fly.get_layout(%154) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1383 = fly.get_shape(%1382) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1384 = fly.memref.load_vec(%158) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1385 = fly.get_layout(%158) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1386 = fly.get_shape(%1385) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1387 = fly.memref.load_vec(%162) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1388 = fly.get_layout(%162) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1389 = fly.get_shape(%1388) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1390 = fly.memref.load_vec(%166) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1391 = fly.get_layout(%166) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1392 = fly.get_shape(%1391) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1393 = fly.memref.load_vec(%170) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1394 = fly.get_layout(%170) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1395 = fly.get_shape(%1394) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1396 = fly.memref.load_vec(%174) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1397 = fly.get_layout(%174) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1398 = fly.get_shape(%1397) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1399 = fly.memref.load_vec(%178) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1400 = fly.get_layout(%178) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1401 = fly.get_shape(%1400) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1402 = fly.memref.load_vec(%182) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1403 = fly.get_layout(%182) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1404 = fly.get_shape(%1403) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1405 = fly.memref.load_vec(%186) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1406 = fly.get_layout(%186) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1407 = fly.get_shape(%1406) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1408 = fly.memref.load_vec(%190) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1409 = fly.get_layout(%190) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1410 = fly.get_shape(%1409) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1411 = fly.memref.load_vec(%194) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1412 = fly.get_layout(%194) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1413 = fly.get_shape(%1412) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1414 = fly.memref.load_vec(%198) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1415 = fly.get_layout(%198) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1416 = fly.get_shape(%1415) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1417 = fly.memref.load_vec(%202) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1418 = fly.get_layout(%202) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1419 = fly.get_shape(%1418) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1420 = fly.memref.load_vec(%206) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1421 = fly.get_layout(%206) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1422 = fly.get_shape(%1421) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1423 = fly.memref.load_vec(%210) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1424 = fly.get_layout(%210) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1425 = fly.get_shape(%1424) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1426 = fly.memref.load_vec(%214) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1427 = fly.get_layout(%214) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1428 = fly.get_shape(%1427) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1429 = fly.memref.load_vec(%218) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1430 = fly.get_layout(%218) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1431 = fly.get_shape(%1430) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      %1432 = fly.memref.load_vec(%222) : (!fly.memref<f32, register, 8:1>) -> vector<8xf32>
      %1433 = fly.get_layout(%222) : (!fly.memref<f32, register, 8:1>) -> !fly.layout<8:1>
      %1434 = fly.get_shape(%1433) : (!fly.layout<8:1>) -> !fly.int_tuple<8>
      rocdl.s.wait.tensorcnt 0
      gpu.barrier
      %c0_i32_218 = arith.constant 0 : i32
      %1435 = arith.addi %84, %c0_i32_218 : i32
      %1436 = arith.addi %1435, %13 : i32
      %c0_i32_219 = arith.constant 0 : i32
      %1437 = arith.addi %85, %c0_i32_219 : i32
      %c8_i32 = arith.constant 8 : i32
      %1438 = arith.muli %14, %c8_i32 : i32
      %1439 = arith.addi %1437, %1438 : i32
      %1440 = arith.truncf %1339 : vector<8xf32> to vector<8xbf16>
      %1441 = vector.bitcast %1440 : vector<8xbf16> to vector<16xi8>
      %c256_i32_220 = arith.constant 256 : i32
      %1442 = arith.muli %1436, %c256_i32_220 : i32
      %1443 = arith.addi %1442, %1439 : i32
      %c2_i32_221 = arith.constant 2 : i32
      %1444 = arith.muli %1443, %c2_i32_221 : i32
      %1445 = fly.make_int_tuple(%1444) : (i32) -> !fly.int_tuple<?>
      %1446 = fly.add_offset(%26, %1445) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1441, %1446) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c16_i32_222 = arith.constant 16 : i32
      %1447 = arith.addi %85, %c16_i32_222 : i32
      %c8_i32_223 = arith.constant 8 : i32
      %1448 = arith.muli %14, %c8_i32_223 : i32
      %1449 = arith.addi %1447, %1448 : i32
      %1450 = arith.truncf %1342 : vector<8xf32> to vector<8xbf16>
      %1451 = vector.bitcast %1450 : vector<8xbf16> to vector<16xi8>
      %c256_i32_224 = arith.constant 256 : i32
      %1452 = arith.muli %1436, %c256_i32_224 : i32
      %1453 = arith.addi %1452, %1449 : i32
      %c2_i32_225 = arith.constant 2 : i32
      %1454 = arith.muli %1453, %c2_i32_225 : i32
      %1455 = fly.make_int_tuple(%1454) : (i32) -> !fly.int_tuple<?>
      %1456 = fly.add_offset(%26, %1455) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1451, %1456) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c32_i32_226 = arith.constant 32 : i32
      %1457 = arith.addi %85, %c32_i32_226 : i32
      %c8_i32_227 = arith.constant 8 : i32
      %1458 = arith.muli %14, %c8_i32_227 : i32
      %1459 = arith.addi %1457, %1458 : i32
      %1460 = arith.truncf %1345 : vector<8xf32> to vector<8xbf16>
      %1461 = vector.bitcast %1460 : vector<8xbf16> to vector<16xi8>
      %c256_i32_228 = arith.constant 256 : i32
      %1462 = arith.muli %1436, %c256_i32_228 : i32
      %1463 = arith.addi %1462, %1459 : i32
      %c2_i32_229 = arith.constant 2 : i32
      %1464 = arith.muli %1463, %c2_i32_229 : i32
      %1465 = fly.make_int_tuple(%1464) : (i32) -> !fly.int_tuple<?>
      %1466 = fly.add_offset(%26, %1465) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1461, %1466) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c48_i32_230 = arith.constant 48 : i32
      %1467 = arith.addi %85, %c48_i32_230 : i32
      %c8_i32_231 = arith.constant 8 : i32
      %1468 = arith.muli %14, %c8_i32_231 : i32
      %1469 = arith.addi %1467, %1468 : i32
      %1470 = arith.truncf %1348 : vector<8xf32> to vector<8xbf16>
      %1471 = vector.bitcast %1470 : vector<8xbf16> to vector<16xi8>
      %c256_i32_232 = arith.constant 256 : i32
      %1472 = arith.muli %1436, %c256_i32_232 : i32
      %1473 = arith.addi %1472, %1469 : i32
      %c2_i32_233 = arith.constant 2 : i32
      %1474 = arith.muli %1473, %c2_i32_233 : i32
      %1475 = fly.make_int_tuple(%1474) : (i32) -> !fly.int_tuple<?>
      %1476 = fly.add_offset(%26, %1475) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1471, %1476) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c64_i32_234 = arith.constant 64 : i32
      %1477 = arith.addi %85, %c64_i32_234 : i32
      %c8_i32_235 = arith.constant 8 : i32
      %1478 = arith.muli %14, %c8_i32_235 : i32
      %1479 = arith.addi %1477, %1478 : i32
      %1480 = arith.truncf %1351 : vector<8xf32> to vector<8xbf16>
      %1481 = vector.bitcast %1480 : vector<8xbf16> to vector<16xi8>
      %c256_i32_236 = arith.constant 256 : i32
      %1482 = arith.muli %1436, %c256_i32_236 : i32
      %1483 = arith.addi %1482, %1479 : i32
      %c2_i32_237 = arith.constant 2 : i32
      %1484 = arith.muli %1483, %c2_i32_237 : i32
      %1485 = fly.make_int_tuple(%1484) : (i32) -> !fly.int_tuple<?>
      %1486 = fly.add_offset(%26, %1485) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1481, %1486) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c80_i32_238 = arith.constant 80 : i32
      %1487 = arith.addi %85, %c80_i32_238 : i32
      %c8_i32_239 = arith.constant 8 : i32
      %1488 = arith.muli %14, %c8_i32_239 : i32
      %1489 = arith.addi %1487, %1488 : i32
      %1490 = arith.truncf %1354 : vector<8xf32> to vector<8xbf16>
      %1491 = vector.bitcast %1490 : vector<8xbf16> to vector<16xi8>
      %c256_i32_240 = arith.constant 256 : i32
      %1492 = arith.muli %1436, %c256_i32_240 : i32
      %1493 = arith.addi %1492, %1489 : i32
      %c2_i32_241 = arith.constant 2 : i32
      %1494 = arith.muli %1493, %c2_i32_241 : i32
      %1495 = fly.make_int_tuple(%1494) : (i32) -> !fly.int_tuple<?>
      %1496 = fly.add_offset(%26, %1495) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1491, %1496) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c96_i32_242 = arith.constant 96 : i32
      %1497 = arith.addi %85, %c96_i32_242 : i32
      %c8_i32_243 = arith.constant 8 : i32
      %1498 = arith.muli %14, %c8_i32_243 : i32
      %1499 = arith.addi %1497, %1498 : i32
      %1500 = arith.truncf %1357 : vector<8xf32> to vector<8xbf16>
      %1501 = vector.bitcast %1500 : vector<8xbf16> to vector<16xi8>
      %c256_i32_244 = arith.constant 256 : i32
      %1502 = arith.muli %1436, %c256_i32_244 : i32
      %1503 = arith.addi %1502, %1499 : i32
      %c2_i32_245 = arith.constant 2 : i32
      %1504 = arith.muli %1503, %c2_i32_245 : i32
      %1505 = fly.make_int_tuple(%1504) : (i32) -> !fly.int_tuple<?>
      %1506 = fly.add_offset(%26, %1505) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1501, %1506) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c112_i32_246 = arith.constant 112 : i32
      %1507 = arith.addi %85, %c112_i32_246 : i32
      %c8_i32_247 = arith.constant 8 : i32
      %1508 = arith.muli %14, %c8_i32_247 : i32
      %1509 = arith.addi %1507, %1508 : i32
      %1510 = arith.truncf %1360 : vector<8xf32> to vector<8xbf16>
      %1511 = vector.bitcast %1510 : vector<8xbf16> to vector<16xi8>
      %c256_i32_248 = arith.constant 256 : i32
      %1512 = arith.muli %1436, %c256_i32_248 : i32
      %1513 = arith.addi %1512, %1509 : i32
      %c2_i32_249 = arith.constant 2 : i32
      %1514 = arith.muli %1513, %c2_i32_249 : i32
      %1515 = fly.make_int_tuple(%1514) : (i32) -> !fly.int_tuple<?>
      %1516 = fly.add_offset(%26, %1515) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1511, %1516) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c16_i32_250 = arith.constant 16 : i32
      %1517 = arith.addi %84, %c16_i32_250 : i32
      %1518 = arith.addi %1517, %13 : i32
      %c0_i32_251 = arith.constant 0 : i32
      %1519 = arith.addi %85, %c0_i32_251 : i32
      %c8_i32_252 = arith.constant 8 : i32
      %1520 = arith.muli %14, %c8_i32_252 : i32
      %1521 = arith.addi %1519, %1520 : i32
      %1522 = arith.truncf %1363 : vector<8xf32> to vector<8xbf16>
      %1523 = vector.bitcast %1522 : vector<8xbf16> to vector<16xi8>
      %c256_i32_253 = arith.constant 256 : i32
      %1524 = arith.muli %1518, %c256_i32_253 : i32
      %1525 = arith.addi %1524, %1521 : i32
      %c2_i32_254 = arith.constant 2 : i32
      %1526 = arith.muli %1525, %c2_i32_254 : i32
      %1527 = fly.make_int_tuple(%1526) : (i32) -> !fly.int_tuple<?>
      %1528 = fly.add_offset(%26, %1527) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1523, %1528) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c16_i32_255 = arith.constant 16 : i32
      %1529 = arith.addi %85, %c16_i32_255 : i32
      %c8_i32_256 = arith.constant 8 : i32
      %1530 = arith.muli %14, %c8_i32_256 : i32
      %1531 = arith.addi %1529, %1530 : i32
      %1532 = arith.truncf %1366 : vector<8xf32> to vector<8xbf16>
      %1533 = vector.bitcast %1532 : vector<8xbf16> to vector<16xi8>
      %c256_i32_257 = arith.constant 256 : i32
      %1534 = arith.muli %1518, %c256_i32_257 : i32
      %1535 = arith.addi %1534, %1531 : i32
      %c2_i32_258 = arith.constant 2 : i32
      %1536 = arith.muli %1535, %c2_i32_258 : i32
      %1537 = fly.make_int_tuple(%1536) : (i32) -> !fly.int_tuple<?>
      %1538 = fly.add_offset(%26, %1537) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1533, %1538) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c32_i32_259 = arith.constant 32 : i32
      %1539 = arith.addi %85, %c32_i32_259 : i32
      %c8_i32_260 = arith.constant 8 : i32
      %1540 = arith.muli %14, %c8_i32_260 : i32
      %1541 = arith.addi %1539, %1540 : i32
      %1542 = arith.truncf %1369 : vector<8xf32> to vector<8xbf16>
      %1543 = vector.bitcast %1542 : vector<8xbf16> to vector<16xi8>
      %c256_i32_261 = arith.constant 256 : i32
      %1544 = arith.muli %1518, %c256_i32_261 : i32
      %1545 = arith.addi %1544, %1541 : i32
      %c2_i32_262 = arith.constant 2 : i32
      %1546 = arith.muli %1545, %c2_i32_262 : i32
      %1547 = fly.make_int_tuple(%1546) : (i32) -> !fly.int_tuple<?>
      %1548 = fly.add_offset(%26, %1547) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1543, %1548) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c48_i32_263 = arith.constant 48 : i32
      %1549 = arith.addi %85, %c48_i32_263 : i32
      %c8_i32_264 = arith.constant 8 : i32
      %1550 = arith.muli %14, %c8_i32_264 : i32
      %1551 = arith.addi %1549, %1550 : i32
      %1552 = arith.truncf %1372 : vector<8xf32> to vector<8xbf16>
      %1553 = vector.bitcast %1552 : vector<8xbf16> to vector<16xi8>
      %c256_i32_265 = arith.constant 256 : i32
      %1554 = arith.muli %1518, %c256_i32_265 : i32
      %1555 = arith.addi %1554, %1551 : i32
      %c2_i32_266 = arith.constant 2 : i32
      %1556 = arith.muli %1555, %c2_i32_266 : i32
      %1557 = fly.make_int_tuple(%1556) : (i32) -> !fly.int_tuple<?>
      %1558 = fly.add_offset(%26, %1557) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1553, %1558) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c64_i32_267 = arith.constant 64 : i32
      %1559 = arith.addi %85, %c64_i32_267 : i32
      %c8_i32_268 = arith.constant 8 : i32
      %1560 = arith.muli %14, %c8_i32_268 : i32
      %1561 = arith.addi %1559, %1560 : i32
      %1562 = arith.truncf %1375 : vector<8xf32> to vector<8xbf16>
      %1563 = vector.bitcast %1562 : vector<8xbf16> to vector<16xi8>
      %c256_i32_269 = arith.constant 256 : i32
      %1564 = arith.muli %1518, %c256_i32_269 : i32
      %1565 = arith.addi %1564, %1561 : i32
      %c2_i32_270 = arith.constant 2 : i32
      %1566 = arith.muli %1565, %c2_i32_270 : i32
      %1567 = fly.make_int_tuple(%1566) : (i32) -> !fly.int_tuple<?>
      %1568 = fly.add_offset(%26, %1567) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1563, %1568) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c80_i32_271 = arith.constant 80 : i32
      %1569 = arith.addi %85, %c80_i32_271 : i32
      %c8_i32_272 = arith.constant 8 : i32
      %1570 = arith.muli %14, %c8_i32_272 : i32
      %1571 = arith.addi %1569, %1570 : i32
      %1572 = arith.truncf %1378 : vector<8xf32> to vector<8xbf16>
      %1573 = vector.bitcast %1572 : vector<8xbf16> to vector<16xi8>
      %c256_i32_273 = arith.constant 256 : i32
      %1574 = arith.muli %1518, %c256_i32_273 : i32
      %1575 = arith.addi %1574, %1571 : i32
      %c2_i32_274 = arith.constant 2 : i32
      %1576 = arith.muli %1575, %c2_i32_274 : i32
      %1577 = fly.make_int_tuple(%1576) : (i32) -> !fly.int_tuple<?>
      %1578 = fly.add_offset(%26, %1577) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1573, %1578) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c96_i32_275 = arith.constant 96 : i32
      %1579 = arith.addi %85, %c96_i32_275 : i32
      %c8_i32_276 = arith.constant 8 : i32
      %1580 = arith.muli %14, %c8_i32_276 : i32
      %1581 = arith.addi %1579, %1580 : i32
      %1582 = arith.truncf %1381 : vector<8xf32> to vector<8xbf16>
      %1583 = vector.bitcast %1582 : vector<8xbf16> to vector<16xi8>
      %c256_i32_277 = arith.constant 256 : i32
      %1584 = arith.muli %1518, %c256_i32_277 : i32
      %1585 = arith.addi %1584, %1581 : i32
      %c2_i32_278 = arith.constant 2 : i32
      %1586 = arith.muli %1585, %c2_i32_278 : i32
      %1587 = fly.make_int_tuple(%1586) : (i32) -> !fly.int_tuple<?>
      %1588 = fly.add_offset(%26, %1587) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1583, %1588) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c112_i32_279 = arith.constant 112 : i32
      %1589 = arith.addi %85, %c112_i32_279 : i32
      %c8_i32_280 = arith.constant 8 : i32
      %1590 = arith.muli %14, %c8_i32_280 : i32
      %1591 = arith.addi %1589, %1590 : i32
      %1592 = arith.truncf %1384 : vector<8xf32> to vector<8xbf16>
      %1593 = vector.bitcast %1592 : vector<8xbf16> to vector<16xi8>
      %c256_i32_281 = arith.constant 256 : i32
      %1594 = arith.muli %1518, %c256_i32_281 : i32
      %1595 = arith.addi %1594, %1591 : i32
      %c2_i32_282 = arith.constant 2 : i32
      %1596 = arith.muli %1595, %c2_i32_282 : i32
      %1597 = fly.make_int_tuple(%1596) : (i32) -> !fly.int_tuple<?>
      %1598 = fly.add_offset(%26, %1597) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1593, %1598) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c32_i32_283 = arith.constant 32 : i32
      %1599 = arith.addi %84, %c32_i32_283 : i32
      %1600 = arith.addi %1599, %13 : i32
      %c0_i32_284 = arith.constant 0 : i32
      %1601 = arith.addi %85, %c0_i32_284 : i32
      %c8_i32_285 = arith.constant 8 : i32
      %1602 = arith.muli %14, %c8_i32_285 : i32
      %1603 = arith.addi %1601, %1602 : i32
      %1604 = arith.truncf %1387 : vector<8xf32> to vector<8xbf16>
      %1605 = vector.bitcast %1604 : vector<8xbf16> to vector<16xi8>
      %c256_i32_286 = arith.constant 256 : i32
      %1606 = arith.muli %1600, %c256_i32_286 : i32
      %1607 = arith.addi %1606, %1603 : i32
      %c2_i32_287 = arith.constant 2 : i32
      %1608 = arith.muli %1607, %c2_i32_287 : i32
      %1609 = fly.make_int_tuple(%1608) : (i32) -> !fly.int_tuple<?>
      %1610 = fly.add_offset(%26, %1609) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1605, %1610) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c16_i32_288 = arith.constant 16 : i32
      %1611 = arith.addi %85, %c16_i32_288 : i32
      %c8_i32_289 = arith.constant 8 : i32
      %1612 = arith.muli %14, %c8_i32_289 : i32
      %1613 = arith.addi %1611, %1612 : i32
      %1614 = arith.truncf %1390 : vector<8xf32> to vector<8xbf16>
      %1615 = vector.bitcast %1614 : vector<8xbf16> to vector<16xi8>
      %c256_i32_290 = arith.constant 256 : i32
      %1616 = arith.muli %1600, %c256_i32_290 : i32
      %1617 = arith.addi %1616, %1613 : i32
      %c2_i32_291 = arith.constant 2 : i32
      %1618 = arith.muli %1617, %c2_i32_291 : i32
      %1619 = fly.make_int_tuple(%1618) : (i32) -> !fly.int_tuple<?>
      %1620 = fly.add_offset(%26, %1619) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1615, %1620) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c32_i32_292 = arith.constant 32 : i32
      %1621 = arith.addi %85, %c32_i32_292 : i32
      %c8_i32_293 = arith.constant 8 : i32
      %1622 = arith.muli %14, %c8_i32_293 : i32
      %1623 = arith.addi %1621, %1622 : i32
      %1624 = arith.truncf %1393 : vector<8xf32> to vector<8xbf16>
      %1625 = vector.bitcast %1624 : vector<8xbf16> to vector<16xi8>
      %c256_i32_294 = arith.constant 256 : i32
      %1626 = arith.muli %1600, %c256_i32_294 : i32
      %1627 = arith.addi %1626, %1623 : i32
      %c2_i32_295 = arith.constant 2 : i32
      %1628 = arith.muli %1627, %c2_i32_295 : i32
      %1629 = fly.make_int_tuple(%1628) : (i32) -> !fly.int_tuple<?>
      %1630 = fly.add_offset(%26, %1629) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1625, %1630) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c48_i32_296 = arith.constant 48 : i32
      %1631 = arith.addi %85, %c48_i32_296 : i32
      %c8_i32_297 = arith.constant 8 : i32
      %1632 = arith.muli %14, %c8_i32_297 : i32
      %1633 = arith.addi %1631, %1632 : i32
      %1634 = arith.truncf %1396 : vector<8xf32> to vector<8xbf16>
      %1635 = vector.bitcast %1634 : vector<8xbf16> to vector<16xi8>
      %c256_i32_298 = arith.constant 256 : i32
      %1636 = arith.muli %1600, %c256_i32_298 : i32
      %1637 = arith.addi %1636, %1633 : i32
      %c2_i32_299 = arith.constant 2 : i32
      %1638 = arith.muli %1637, %c2_i32_299 : i32
      %1639 = fly.make_int_tuple(%1638) : (i32) -> !fly.int_tuple<?>
      %1640 = fly.add_offset(%26, %1639) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1635, %1640) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c64_i32_300 = arith.constant 64 : i32
      %1641 = arith.addi %85, %c64_i32_300 : i32
      %c8_i32_301 = arith.constant 8 : i32
      %1642 = arith.muli %14, %c8_i32_301 : i32
      %1643 = arith.addi %1641, %1642 : i32
      %1644 = arith.truncf %1399 : vector<8xf32> to vector<8xbf16>
      %1645 = vector.bitcast %1644 : vector<8xbf16> to vector<16xi8>
      %c256_i32_302 = arith.constant 256 : i32
      %1646 = arith.muli %1600, %c256_i32_302 : i32
      %1647 = arith.addi %1646, %1643 : i32
      %c2_i32_303 = arith.constant 2 : i32
      %1648 = arith.muli %1647, %c2_i32_303 : i32
      %1649 = fly.make_int_tuple(%1648) : (i32) -> !fly.int_tuple<?>
      %1650 = fly.add_offset(%26, %1649) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1645, %1650) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c80_i32_304 = arith.constant 80 : i32
      %1651 = arith.addi %85, %c80_i32_304 : i32
      %c8_i32_305 = arith.constant 8 : i32
      %1652 = arith.muli %14, %c8_i32_305 : i32
      %1653 = arith.addi %1651, %1652 : i32
      %1654 = arith.truncf %1402 : vector<8xf32> to vector<8xbf16>
      %1655 = vector.bitcast %1654 : vector<8xbf16> to vector<16xi8>
      %c256_i32_306 = arith.constant 256 : i32
      %1656 = arith.muli %1600, %c256_i32_306 : i32
      %1657 = arith.addi %1656, %1653 : i32
      %c2_i32_307 = arith.constant 2 : i32
      %1658 = arith.muli %1657, %c2_i32_307 : i32
      %1659 = fly.make_int_tuple(%1658) : (i32) -> !fly.int_tuple<?>
      %1660 = fly.add_offset(%26, %1659) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1655, %1660) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c96_i32_308 = arith.constant 96 : i32
      %1661 = arith.addi %85, %c96_i32_308 : i32
      %c8_i32_309 = arith.constant 8 : i32
      %1662 = arith.muli %14, %c8_i32_309 : i32
      %1663 = arith.addi %1661, %1662 : i32
      %1664 = arith.truncf %1405 : vector<8xf32> to vector<8xbf16>
      %1665 = vector.bitcast %1664 : vector<8xbf16> to vector<16xi8>
      %c256_i32_310 = arith.constant 256 : i32
      %1666 = arith.muli %1600, %c256_i32_310 : i32
      %1667 = arith.addi %1666, %1663 : i32
      %c2_i32_311 = arith.constant 2 : i32
      %1668 = arith.muli %1667, %c2_i32_311 : i32
      %1669 = fly.make_int_tuple(%1668) : (i32) -> !fly.int_tuple<?>
      %1670 = fly.add_offset(%26, %1669) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1665, %1670) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c112_i32_312 = arith.constant 112 : i32
      %1671 = arith.addi %85, %c112_i32_312 : i32
      %c8_i32_313 = arith.constant 8 : i32
      %1672 = arith.muli %14, %c8_i32_313 : i32
      %1673 = arith.addi %1671, %1672 : i32
      %1674 = arith.truncf %1408 : vector<8xf32> to vector<8xbf16>
      %1675 = vector.bitcast %1674 : vector<8xbf16> to vector<16xi8>
      %c256_i32_314 = arith.constant 256 : i32
      %1676 = arith.muli %1600, %c256_i32_314 : i32
      %1677 = arith.addi %1676, %1673 : i32
      %c2_i32_315 = arith.constant 2 : i32
      %1678 = arith.muli %1677, %c2_i32_315 : i32
      %1679 = fly.make_int_tuple(%1678) : (i32) -> !fly.int_tuple<?>
      %1680 = fly.add_offset(%26, %1679) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1675, %1680) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c48_i32_316 = arith.constant 48 : i32
      %1681 = arith.addi %84, %c48_i32_316 : i32
      %1682 = arith.addi %1681, %13 : i32
      %c0_i32_317 = arith.constant 0 : i32
      %1683 = arith.addi %85, %c0_i32_317 : i32
      %c8_i32_318 = arith.constant 8 : i32
      %1684 = arith.muli %14, %c8_i32_318 : i32
      %1685 = arith.addi %1683, %1684 : i32
      %1686 = arith.truncf %1411 : vector<8xf32> to vector<8xbf16>
      %1687 = vector.bitcast %1686 : vector<8xbf16> to vector<16xi8>
      %c256_i32_319 = arith.constant 256 : i32
      %1688 = arith.muli %1682, %c256_i32_319 : i32
      %1689 = arith.addi %1688, %1685 : i32
      %c2_i32_320 = arith.constant 2 : i32
      %1690 = arith.muli %1689, %c2_i32_320 : i32
      %1691 = fly.make_int_tuple(%1690) : (i32) -> !fly.int_tuple<?>
      %1692 = fly.add_offset(%26, %1691) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1687, %1692) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c16_i32_321 = arith.constant 16 : i32
      %1693 = arith.addi %85, %c16_i32_321 : i32
      %c8_i32_322 = arith.constant 8 : i32
      %1694 = arith.muli %14, %c8_i32_322 : i32
      %1695 = arith.addi %1693, %1694 : i32
      %1696 = arith.truncf %1414 : vector<8xf32> to vector<8xbf16>
      %1697 = vector.bitcast %1696 : vector<8xbf16> to vector<16xi8>
      %c256_i32_323 = arith.constant 256 : i32
      %1698 = arith.muli %1682, %c256_i32_323 : i32
      %1699 = arith.addi %1698, %1695 : i32
      %c2_i32_324 = arith.constant 2 : i32
      %1700 = arith.muli %1699, %c2_i32_324 : i32
      %1701 = fly.make_int_tuple(%1700) : (i32) -> !fly.int_tuple<?>
      %1702 = fly.add_offset(%26, %1701) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1697, %1702) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c32_i32_325 = arith.constant 32 : i32
      %1703 = arith.addi %85, %c32_i32_325 : i32
      %c8_i32_326 = arith.constant 8 : i32
      %1704 = arith.muli %14, %c8_i32_326 : i32
      %1705 = arith.addi %1703, %1704 : i32
      %1706 = arith.truncf %1417 : vector<8xf32> to vector<8xbf16>
      %1707 = vector.bitcast %1706 : vector<8xbf16> to vector<16xi8>
      %c256_i32_327 = arith.constant 256 : i32
      %1708 = arith.muli %1682, %c256_i32_327 : i32
      %1709 = arith.addi %1708, %1705 : i32
      %c2_i32_328 = arith.constant 2 : i32
      %1710 = arith.muli %1709, %c2_i32_328 : i32
      %1711 = fly.make_int_tuple(%1710) : (i32) -> !fly.int_tuple<?>
      %1712 = fly.add_offset(%26, %1711) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1707, %1712) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c48_i32_329 = arith.constant 48 : i32
      %1713 = arith.addi %85, %c48_i32_329 : i32
      %c8_i32_330 = arith.constant 8 : i32
      %1714 = arith.muli %14, %c8_i32_330 : i32
      %1715 = arith.addi %1713, %1714 : i32
      %1716 = arith.truncf %1420 : vector<8xf32> to vector<8xbf16>
      %1717 = vector.bitcast %1716 : vector<8xbf16> to vector<16xi8>
      %c256_i32_331 = arith.constant 256 : i32
      %1718 = arith.muli %1682, %c256_i32_331 : i32
      %1719 = arith.addi %1718, %1715 : i32
      %c2_i32_332 = arith.constant 2 : i32
      %1720 = arith.muli %1719, %c2_i32_332 : i32
      %1721 = fly.make_int_tuple(%1720) : (i32) -> !fly.int_tuple<?>
      %1722 = fly.add_offset(%26, %1721) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1717, %1722) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c64_i32_333 = arith.constant 64 : i32
      %1723 = arith.addi %85, %c64_i32_333 : i32
      %c8_i32_334 = arith.constant 8 : i32
      %1724 = arith.muli %14, %c8_i32_334 : i32
      %1725 = arith.addi %1723, %1724 : i32
      %1726 = arith.truncf %1423 : vector<8xf32> to vector<8xbf16>
      %1727 = vector.bitcast %1726 : vector<8xbf16> to vector<16xi8>
      %c256_i32_335 = arith.constant 256 : i32
      %1728 = arith.muli %1682, %c256_i32_335 : i32
      %1729 = arith.addi %1728, %1725 : i32
      %c2_i32_336 = arith.constant 2 : i32
      %1730 = arith.muli %1729, %c2_i32_336 : i32
      %1731 = fly.make_int_tuple(%1730) : (i32) -> !fly.int_tuple<?>
      %1732 = fly.add_offset(%26, %1731) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1727, %1732) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c80_i32_337 = arith.constant 80 : i32
      %1733 = arith.addi %85, %c80_i32_337 : i32
      %c8_i32_338 = arith.constant 8 : i32
      %1734 = arith.muli %14, %c8_i32_338 : i32
      %1735 = arith.addi %1733, %1734 : i32
      %1736 = arith.truncf %1426 : vector<8xf32> to vector<8xbf16>
      %1737 = vector.bitcast %1736 : vector<8xbf16> to vector<16xi8>
      %c256_i32_339 = arith.constant 256 : i32
      %1738 = arith.muli %1682, %c256_i32_339 : i32
      %1739 = arith.addi %1738, %1735 : i32
      %c2_i32_340 = arith.constant 2 : i32
      %1740 = arith.muli %1739, %c2_i32_340 : i32
      %1741 = fly.make_int_tuple(%1740) : (i32) -> !fly.int_tuple<?>
      %1742 = fly.add_offset(%26, %1741) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1737, %1742) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c96_i32_341 = arith.constant 96 : i32
      %1743 = arith.addi %85, %c96_i32_341 : i32
      %c8_i32_342 = arith.constant 8 : i32
      %1744 = arith.muli %14, %c8_i32_342 : i32
      %1745 = arith.addi %1743, %1744 : i32
      %1746 = arith.truncf %1429 : vector<8xf32> to vector<8xbf16>
      %1747 = vector.bitcast %1746 : vector<8xbf16> to vector<16xi8>
      %c256_i32_343 = arith.constant 256 : i32
      %1748 = arith.muli %1682, %c256_i32_343 : i32
      %1749 = arith.addi %1748, %1745 : i32
      %c2_i32_344 = arith.constant 2 : i32
      %1750 = arith.muli %1749, %c2_i32_344 : i32
      %1751 = fly.make_int_tuple(%1750) : (i32) -> !fly.int_tuple<?>
      %1752 = fly.add_offset(%26, %1751) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1747, %1752) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      %c112_i32_345 = arith.constant 112 : i32
      %1753 = arith.addi %85, %c112_i32_345 : i32
      %c8_i32_346 = arith.constant 8 : i32
      %1754 = arith.muli %14, %c8_i32_346 : i32
      %1755 = arith.addi %1753, %1754 : i32
      %1756 = arith.truncf %1432 : vector<8xf32> to vector<8xbf16>
      %1757 = vector.bitcast %1756 : vector<8xbf16> to vector<16xi8>
      %c256_i32_347 = arith.constant 256 : i32
      %1758 = arith.muli %1682, %c256_i32_347 : i32
      %1759 = arith.addi %1758, %1755 : i32
      %c2_i32_348 = arith.constant 2 : i32
      %1760 = arith.muli %1759, %c2_i32_348 : i32
      %1761 = fly.make_int_tuple(%1760) : (i32) -> !fly.int_tuple<?>
      %1762 = fly.add_offset(%26, %1761) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      fly.ptr.store(%1757, %1762) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
      gpu.barrier
      %1763 = arith.muli %19, %3 : i64
      %1764 = arith.addi %1763, %20 : i64
      %1765 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %1766 = fly.make_int_tuple(%1764) : (i64) -> !fly.int_tuple<?{i64}>
      %1767 = fly.add_offset(%1765, %1766) : (!fly.ptr<bf16, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<bf16, global>
      %1768 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,256)>
      %1769 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %1770 = fly.make_layout(%1768, %1769) : (!fly.int_tuple<(128,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(128,256):(256,1)>
      %1771 = fly.make_view(%1767, %1770) : (!fly.ptr<bf16, global>, !fly.layout<(128,256):(256,1)>) -> !fly.memref<bf16, global, (128,256):(256,1)>
      %1772 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
      %1773 = fly.atom.set_value(%1772, "extent_0", %21) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
      %c2147483647_i32_349 = arith.constant 2147483647 : i32
      %1774 = fly.atom.set_value(%1773, "extent_1", %c2147483647_i32_349) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
      %1775 = fly.atom.set_value(%1774, "stride_0", %3) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, i64) -> !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>
      %1776 = fly.recast_iter(%26) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<bf16, shared, align<1024>>
      %1777 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,256)>
      %1778 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %1779 = fly.make_layout(%1777, %1778) : (!fly.int_tuple<(128,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(128,256):(256,1)>
      %1780 = fly.make_view(%1776, %1779) : (!fly.ptr<bf16, shared, align<1024>>, !fly.layout<(128,256):(256,1)>) -> !fly.memref<bf16, shared, (128,256):(256,1), align<1024>>
      fly.copy(%1775, %1780, %1771) : (!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 4, pad = 0, 0, cache = 0, barrier = false, timeout = false>, 16>, !fly.memref<bf16, shared, (128,256):(256,1), align<1024>>, !fly.memref<bf16, global, (128,256):(256,1)>) -> ()
      rocdl.s.wait.tensorcnt 0
      gpu.return
    }
  }
}

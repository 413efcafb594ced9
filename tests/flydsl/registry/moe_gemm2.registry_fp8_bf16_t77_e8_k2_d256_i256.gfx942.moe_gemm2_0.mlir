// FlyDSL 0.4.2: moe_gemm2/registry_fp8_bf16_t77_e8_k2_d256_i256 for gfx942 (scripts/flydsl_library.py --registry)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @moe_gemm2_0(%arg0: !fly.memref<bf16, global, ?:1>, %arg1: !fly.memref<i8, global, ?:1>, %arg2: !fly.memref<i8, global, ?:1>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<i32, global, ?:1>, %arg6: !fly.memref<i32, global, ?:1>, %arg7: !fly.memref<f32, global, ?:1>, %arg8: !fly.memref<i32, global, ?:1>, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %c2_i32 = arith.constant 2 : i32
      %3 = arith.muli %arg9, %c2_i32 : i32
      %4 = fly.get_iter(%arg1) : (!fly.memref<i8, global, ?:1>) -> !fly.ptr<i8, global>
      %5 = fly.recast_iter(%4) : (!fly.ptr<i8, global>) -> !fly.ptr<f8E4M3FNUZ, global>
      %6 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,2,256)>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<(512,256,1)>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<(?,2,256)>, !fly.int_tuple<(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
      %9 = fly.make_view(%5, %8) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<f8E4M3FNUZ, global, (?,2,256):(512,256,1)>
      %10 = fly.get_iter(%arg8) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %13 = fly.make_layout(%11, %12) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %14 = fly.make_view(%10, %13) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
      %15 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %16 = fly.memref.load(%14, %15) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<0>) -> i32
      %c32_i32 = arith.constant 32 : i32
      %17 = arith.muli %2, %c32_i32 : i32
      %18 = arith.cmpi slt, %17, %16 : i32
      scf.if %18 {
        %19 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 8192 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
        %20 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %21 = fly.add_offset(%19, %20) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %22 = fly.recast_iter(%21) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
        %23 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %24 = fly.add_offset(%19, %23) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %25 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %26 = fly.add_offset(%24, %25) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %27 = fly.recast_iter(%26) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %28 = fly.get_iter(%arg5) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %c32_i32_0 = arith.constant 32 : i32
        %29 = arith.muli %2, %c32_i32_0 : i32
        %30 = fly.make_int_tuple(%29) : (i32) -> !fly.int_tuple<?>
        %31 = fly.add_offset(%28, %30) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
        %32 = fly.recast_iter(%31) : (!fly.ptr<i32, global>) -> !fly.ptr<i32, global>
        %33 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %34 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %35 = fly.make_layout(%33, %34) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %36 = fly.make_view(%32, %35) : (!fly.ptr<i32, global>, !fly.layout<32:1>) -> !fly.memref<i32, global, 32:1>
        %37 = fly.get_iter(%arg6) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %41 = fly.make_view(%37, %40) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
        %42 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<?>
        %43 = fly.memref.load(%41, %42) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<?>) -> i32
        %44 = fly.get_iter(%arg2) : (!fly.memref<i8, global, ?:1>) -> !fly.ptr<i8, global>
        %45 = fly.recast_iter(%44) : (!fly.ptr<i8, global>) -> !fly.ptr<f8E4M3FNUZ, global>
        %c256_i32 = arith.constant 256 : i32
        %46 = arith.muli %43, %c256_i32 : i32
        %c256_i32_1 = arith.constant 256 : i32
        %47 = arith.muli %46, %c256_i32_1 : i32
        %48 = arith.extsi %47 : i32 to i64
        %49 = fly.make_int_tuple(%48) : (i64) -> !fly.int_tuple<?{i64}>
        %50 = fly.add_offset(%45, %49) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<f8E4M3FNUZ, global>
        %51 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,16),(16,16))>
        %52 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4096),(1,256))>
        %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<((16,16),(16,16))>, !fly.int_tuple<((16,4096),(1,256))>) -> !fly.layout<((16,16),(16,16)):((16,4096),(1,256))>
        %54 = fly.make_view(%50, %53) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<((16,16),(16,16)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, global, ((16,16),(16,16)):((16,4096),(1,256))>
        %55 = fly.get_iter(%36) : (!fly.memref<i32, global, 32:1>) -> !fly.ptr<i32, global>
        %56 = fly.get_layout(%36) : (!fly.memref<i32, global, 32:1>) -> !fly.layout<32:1>
        %57 = fly.cosize(%56) : (!fly.layout<32:1>) -> !fly.int_tuple<32>
        %c0_i16 = arith.constant 0 : i16
        %c128_i64 = arith.constant 128 : i64
        %c159744_i32 = arith.constant 159744 : i32
        %58 = fly.make_ptr(%55, %c0_i16, %c128_i64, %c159744_i32) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %59 = fly.make_view(%58, %56) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<32:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 32:1>
        %c32_i32_2 = arith.constant 32 : i32
        %60 = arith.cmpi slt, %0, %c32_i32_2 : i32
        scf.if %60 {
          %646 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
          %647 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %648 = fly.make_layout(%646, %647) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
          %649 = fly.make_view(%22, %648) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
          %650 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          %651 = fly.memref.load(%59, %650) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 32:1>, !fly.int_tuple<?>) -> i32
          %652 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          fly.memref.store(%651, %649, %652) : (i32, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> ()
        }
        gpu.barrier
        %61 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
        %62 = fly.recast_iter(%61) : (!fly.ptr<bf16, global>) -> !fly.ptr<bf16, global>
        %63 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,2,256)>
        %64 = fly.make_int_tuple() : () -> !fly.int_tuple<(512,256,1)>
        %65 = fly.make_layout(%63, %64) : (!fly.int_tuple<(?,2,256)>, !fly.int_tuple<(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
        %66 = fly.make_view(%62, %65) : (!fly.ptr<bf16, global>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<bf16, global, (?,2,256):(512,256,1)>
        %67 = fly.get_iter(%66) : (!fly.memref<bf16, global, (?,2,256):(512,256,1)>) -> !fly.ptr<bf16, global>
        %68 = fly.get_layout(%66) : (!fly.memref<bf16, global, (?,2,256):(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
        %69 = fly.cosize(%68) : (!fly.layout<(?,2,256):(512,256,1)>) -> !fly.int_tuple<?>
        %70 = fly.get_scalar(%69) : (!fly.int_tuple<?>) -> i32
        %c2_i32_3 = arith.constant 2 : i32
        %71 = arith.muli %70, %c2_i32_3 : i32
        %72 = arith.extsi %71 : i32 to i64
        %c0_i16_4 = arith.constant 0 : i16
        %c159744_i32_5 = arith.constant 159744 : i32
        %73 = fly.make_ptr(%67, %c0_i16_4, %72, %c159744_i32_5) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %74 = fly.make_view(%73, %68) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>
        %75 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>
        %76 = fly.make_int_tuple() : () -> !fly.int_tuple<((32,8),2)>
        %77 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,1),8)>
        %78 = fly.make_layout(%76, %77) : (!fly.int_tuple<((32,8),2)>, !fly.int_tuple<((16,1),8)>) -> !fly.layout<((32,8),2):((16,1),8)>
        %79 = fly.static : !fly.tile<[8|64]>
        %80 = fly.make_tiled_copy(%75, %78, %79) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>
        %81 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %82 = fly.make_int_tuple() : () -> !fly.int_tuple<((32,8),1)>
        %83 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1),0)>
        %84 = fly.make_layout(%82, %83) : (!fly.int_tuple<((32,8),1)>, !fly.int_tuple<((0,1),0)>) -> !fly.layout<((32,8),1):((0,1),0)>
        %85 = fly.static : !fly.tile<[8]>
        %86 = fly.make_tiled_copy(%81, %84, %85) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>>
        %87 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %88 = fly.add_offset(%22, %87) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %89 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %90 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %91 = fly.make_layout(%89, %90) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %92 = fly.make_view(%88, %91) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %93 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %94 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %95 = fly.tiled_copy.partition_src(%86, %92, %94) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),4):((0,0),8)>
        %96 = fly.make_fragment_like(%95) : (!fly.memref<i32, shared, ((1,1),4):((0,0),8)>) -> !fly.memref<i32, register, ((1,1),4):((0,0),1)>
        fly.copy(%93, %95, %96) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),4):((0,0),8)>, !fly.memref<i32, register, ((1,1),4):((0,0),1)>) -> ()
        %97 = fly.get_shape(%74) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %98 = fly.static : !fly.tile<[1|1|64]>
        %99 = fly.zipped_divide(%74, %98) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>, !fly.tile<[1|1|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),(?,2,4)):((0,0,1),(512,256,64))>
        %c0_i32 = arith.constant 0 : i32
        %100 = fly.inttoptr(%c0_i32) : (i32) -> !fly.ptr<i8, global, align<512>>
        %101 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,64)>
        %102 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,32)>
        %103 = fly.make_layout(%101, %102) : (!fly.int_tuple<(32,64)>, !fly.int_tuple<(1,32)>) -> !fly.layout<(32,64):(1,32)>
        %104 = fly.make_view(%100, %103) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(32,64):(1,32)>) -> !fly.memref<i8, global, (32,64):(1,32), align<512>>
        %105 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %106 = fly.tiled_copy.partition_dst(%80, %104, %105) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<i8, global, (32,64):(1,32), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((2,1),4,1):((32,0),8,0)>
        %107 = fly.get_iter(%106) : (!fly.memref<i8, global, ((2,1),4,1):((32,0),8,0)>) -> !fly.ptr<i8, global>
        %108 = fly.ptrtoint(%107) : (!fly.ptr<i8, global>) -> i64
        %109 = arith.trunci %108 : i64 to i32
        %c32_i32_6 = arith.constant 32 : i32
        %110 = arith.floordivsi %109, %c32_i32_6 : i32
        %111 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,64)>
        %112 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %113 = fly.make_layout(%111, %112) : (!fly.int_tuple<(256,64)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,64):(1,256)>
        %114 = fly.make_view(%100, %113) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,64):(1,256)>) -> !fly.memref<i8, global, (256,64):(1,256), align<512>>
        %115 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %116 = fly.tiled_copy.partition_dst(%80, %114, %115) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<i8, global, (256,64):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>
        %117 = fly.get_iter(%116) : (!fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>) -> !fly.ptr<i8, global>
        %118 = fly.ptrtoint(%117) : (!fly.ptr<i8, global>) -> i64
        %119 = arith.trunci %118 : i64 to i32
        %120 = fly.get_layout(%116) : (!fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>) -> !fly.layout<((2,1),32,1):((256,0),8,0)>
        %121 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %122 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),1)>
        %123 = fly.make_int_tuple() : () -> !fly.int_tuple<((1,0,0),0)>
        %124 = fly.make_layout(%122, %123) : (!fly.int_tuple<((16,4,4),1)>, !fly.int_tuple<((1,0,0),0)>) -> !fly.layout<((16,4,4),1):((1,0,0),0)>
        %125 = fly.static : !fly.tile<[16]>
        %126 = fly.make_tiled_copy(%121, %124, %125) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>
        %127 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %128 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %129 = fly.make_layout(%127, %128) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %130 = fly.make_view(%22, %129) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %131 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %132 = fly.tiled_copy.partition_src(%126, %130, %131) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),2):((0,0),16)>
        %133 = fly.make_fragment_like(%132) : (!fly.memref<i32, shared, ((1,1),2):((0,0),16)>) -> !fly.memref<i32, register, ((1,1),2):((0,0),1)>
        %134 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        fly.copy(%134, %132, %133) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),2):((0,0),16)>, !fly.memref<i32, register, ((1,1),2):((0,0),1)>) -> ()
        %thread_id_x_7 = gpu.thread_id x
        %135 = arith.index_cast %thread_id_x_7 : index to i32
        %136 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
        %137 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %138 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %139 = fly.make_layout(%137, %138) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %140 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %141 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %142 = fly.make_layout(%140, %141) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %143 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %144 = fly.make_tiled_mma(%136, %142, %143) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %145 = arith.extsi %3 : i32 to i64
        %c256_i64 = arith.constant 256 : i64
        %146 = arith.muli %145, %c256_i64 : i64
        %c1_i64 = arith.constant 1 : i64
        %147 = arith.muli %146, %c1_i64 : i64
        %148 = fly.get_iter(%9) : (!fly.memref<f8E4M3FNUZ, global, (?,2,256):(512,256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %149 = fly.get_layout(%9) : (!fly.memref<f8E4M3FNUZ, global, (?,2,256):(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
        %c0_i16_8 = arith.constant 0 : i16
        %c159744_i32_9 = arith.constant 159744 : i32
        %150 = fly.make_ptr(%148, %c0_i16_8, %147, %c159744_i32_9) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %151 = fly.make_view(%150, %149) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>
        %152 = fly.get_iter(%54) : (!fly.memref<f8E4M3FNUZ, global, ((16,16),(16,16)):((16,4096),(1,256))>) -> !fly.ptr<f8E4M3FNUZ, global>
        %153 = fly.get_layout(%54) : (!fly.memref<f8E4M3FNUZ, global, ((16,16),(16,16)):((16,4096),(1,256))>) -> !fly.layout<((16,16),(16,16)):((16,4096),(1,256))>
        %154 = fly.cosize(%153) : (!fly.layout<((16,16),(16,16)):((16,4096),(1,256))>) -> !fly.int_tuple<65536>
        %c0_i16_10 = arith.constant 0 : i16
        %c65536_i64 = arith.constant 65536 : i64
        %c159744_i32_11 = arith.constant 159744 : i32
        %155 = fly.make_ptr(%152, %c0_i16_10, %c65536_i64, %c159744_i32_11) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %156 = fly.make_view(%155, %153) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<((16,16),(16,16)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,16),(16,16)):((16,4096),(1,256))>
        %157 = fly.get_iter(%9) : (!fly.memref<f8E4M3FNUZ, global, (?,2,256):(512,256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %158 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
        %159 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %160 = fly.make_layout(%158, %159) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %161 = fly.make_view(%157, %160) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>
        %162 = fly.get_iter(%161) : (!fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %163 = fly.get_layout(%161) : (!fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %164 = fly.cosize(%163) : (!fly.layout<(32,256):(256,1)>) -> !fly.int_tuple<8192>
        %c0_i16_12 = arith.constant 0 : i16
        %c8192_i64 = arith.constant 8192 : i64
        %c159744_i32_13 = arith.constant 159744 : i32
        %165 = fly.make_ptr(%162, %c0_i16_12, %c8192_i64, %c159744_i32_13) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %166 = fly.make_view(%165, %163) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,256):(256,1)>
        %167 = fly.static : !fly.tile<[32|128]>
        %168 = fly.flat_divide(%166, %167) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,256):(256,1)>, !fly.tile<[32|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>
        %169 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,*)>
        %170 = fly.slice(%168, %169) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>, !fly.int_tuple<(*,*,0,*)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>
        %171 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>
        %172 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,32),(1,16))>
        %173 = fly.make_int_tuple() : () -> !fly.int_tuple<((512,1),(1,32))>
        %174 = fly.make_layout(%172, %173) : (!fly.int_tuple<((8,32),(1,16))>, !fly.int_tuple<((512,1),(1,32))>) -> !fly.layout<((8,32),(1,16)):((512,1),(1,32))>
        %175 = fly.static : !fly.tile<[32|128]>
        %176 = fly.make_tiled_copy(%171, %174, %175) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %177 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %178 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,8,4),1)>
        %179 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1,8),0)>
        %180 = fly.make_layout(%178, %179) : (!fly.int_tuple<((8,8,4),1)>, !fly.int_tuple<((0,1,8),0)>) -> !fly.layout<((8,8,4),1):((0,1,8),0)>
        %181 = fly.static : !fly.tile<[32]>
        %182 = fly.make_tiled_copy(%177, %180, %181) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>
        %183 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %184 = fly.add_offset(%22, %183) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %185 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %186 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %187 = fly.make_layout(%185, %186) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %188 = fly.make_view(%184, %187) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %189 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %190 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %191 = fly.tiled_copy.partition_src(%182, %188, %190) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),1):((0,0),0)>
        %192 = fly.make_fragment_like(%191) : (!fly.memref<i32, shared, ((1,1),1):((0,0),0)>) -> !fly.memref<i32, register, ((1,1),1):((0,0),0)>
        fly.copy(%189, %191, %192) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),1):((0,0),0)>, !fly.memref<i32, register, ((1,1),1):((0,0),0)>) -> ()
        %193 = fly.get_shape(%151) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %194 = fly.static : !fly.tile<[1|1|128]>
        %195 = fly.zipped_divide(%151, %194) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>, !fly.tile<[1|1|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,1,128),(?,2,2)):((0,0,1),(512,256,128))>
        %c0_i32_14 = arith.constant 0 : i32
        %196 = fly.inttoptr(%c0_i32_14) : (i32) -> !fly.ptr<i8, global, align<512>>
        %197 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %198 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,32)>
        %199 = fly.make_layout(%197, %198) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,32)>) -> !fly.layout<(32,128):(1,32)>
        %200 = fly.make_view(%196, %199) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(32,128):(1,32)>) -> !fly.memref<i8, global, (32,128):(1,32), align<512>>
        %201 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %202 = fly.tiled_copy.partition_src(%176, %200, %201) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (32,128):(1,32), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>
        %203 = fly.get_iter(%202) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.ptr<i8, global>
        %204 = fly.ptrtoint(%203) : (!fly.ptr<i8, global>) -> i64
        %205 = arith.trunci %204 : i64 to i32
        %c32_i32_15 = arith.constant 32 : i32
        %206 = arith.floordivsi %205, %c32_i32_15 : i32
        %207 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,128)>
        %208 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %209 = fly.make_layout(%207, %208) : (!fly.int_tuple<(256,128)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,128):(1,256)>
        %210 = fly.make_view(%196, %209) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,128):(1,256)>) -> !fly.memref<i8, global, (256,128):(1,256), align<512>>
        %211 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %212 = fly.tiled_copy.partition_src(%176, %210, %211) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (256,128):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>
        %213 = fly.get_iter(%212) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.ptr<i8, global>
        %214 = fly.ptrtoint(%213) : (!fly.ptr<i8, global>) -> i64
        %215 = arith.trunci %214 : i64 to i32
        %216 = fly.get_layout(%212) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.layout<((16,1),8,1):((256,0),32,0)>
        %217 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %218 = fly.tiled_copy.partition_src(%176, %170, %217) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>
        %219 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %220 = fly.slice(%218, %219) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %221 = fly.make_fragment_like(%220) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        gpu.barrier
        %222 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
        %223 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %224 = fly.add_offset(%27, %223) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<i8, shared, align<16>>
        %225 = fly.recast_iter(%27) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FNUZ, shared, align<16>>
        %226 = fly.static : !fly.swizzle<S<3,4,3>>
        %227 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %228 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %229 = fly.make_ordered_layout(%227, %228) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %230 = fly.coprofile(%229) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %231 = fly.make_composed_layout(%226, %230, %229) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %232 = fly.make_view(%225, %231) : (!fly.ptr<f8E4M3FNUZ, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %233 = fly.static : !fly.tile<[32|128]>
        %234 = fly.make_tiled_copy(%222, %174, %233) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %235 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %236 = fly.tiled_copy.partition_dst(%234, %232, %235) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %237 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %238 = fly.static : !fly.int_tuple<(64,16,64)>
        %239 = fly.select(%238) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %240 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %241 = fly.make_layout(%239, %240) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %242 = fly.select(%238) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %243 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %244 = fly.make_layout(%242, %243) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %245 = fly.static : !fly.tile<[16:1|64:1]>
        %246 = fly.make_tiled_copy(%222, %237, %245) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %247 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %248 = fly.tiled_copy.partition_src(%246, %232, %247) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %249 = fly.mma.make_fragment(b, %144, %232) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>
        %250 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %251 = fly.static : !fly.int_tuple<(64,16,64)>
        %252 = fly.select(%251) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %254 = fly.make_layout(%252, %253) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %255 = fly.select(%251) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %256 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %257 = fly.make_layout(%255, %256) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %258 = fly.static : !fly.tile<[16:1|64:1]>
        %259 = fly.make_tiled_copy(%222, %250, %258) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %260 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %261 = fly.tiled_copy.retile(%259, %249) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>
        %262 = fly.recast_iter(%224) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FNUZ, shared, align<16>>
        %263 = fly.static : !fly.swizzle<S<3,4,3>>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %267 = fly.coprofile(%266) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %268 = fly.make_composed_layout(%263, %267, %266) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %269 = fly.make_view(%262, %268) : (!fly.ptr<f8E4M3FNUZ, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %270 = fly.static : !fly.tile<[32|128]>
        %271 = fly.make_tiled_copy(%222, %174, %270) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %272 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %273 = fly.tiled_copy.partition_dst(%271, %269, %272) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %274 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %275 = fly.static : !fly.int_tuple<(64,16,64)>
        %276 = fly.select(%275) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %277 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %278 = fly.make_layout(%276, %277) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %279 = fly.select(%275) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %280 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %281 = fly.make_layout(%279, %280) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %282 = fly.static : !fly.tile<[16:1|64:1]>
        %283 = fly.make_tiled_copy(%222, %274, %282) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %284 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %285 = fly.tiled_copy.partition_src(%283, %269, %284) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %286 = fly.mma.make_fragment(b, %144, %269) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>
        %287 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %288 = fly.static : !fly.int_tuple<(64,16,64)>
        %289 = fly.select(%288) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %290 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %291 = fly.make_layout(%289, %290) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %292 = fly.select(%288) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %293 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %294 = fly.make_layout(%292, %293) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %295 = fly.static : !fly.tile<[16:1|64:1]>
        %296 = fly.make_tiled_copy(%222, %287, %295) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %297 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %298 = fly.tiled_copy.retile(%296, %286) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %300 = fly.slice(%218, %299) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %301 = fly.make_fragment_like(%300) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %302 = fly.static : !fly.tile<[32|128]>
        %303 = fly.make_tiled_copy(%222, %174, %302) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %304 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %305 = fly.tiled_copy.retile(%303, %221) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %306 = fly.static : !fly.tile<[32|128]>
        %307 = fly.make_tiled_copy(%222, %174, %306) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %308 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %309 = fly.tiled_copy.retile(%307, %301) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %310 = fly.static : !fly.tile<[64|128]>
        %311 = fly.flat_divide(%156, %310) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,16),(16,16)):((16,4096),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),4,2):((16,4096),(1,256),16384,2048)>
        %312 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %313 = fly.slice(%311, %312) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),4,2):((16,4096),(1,256),16384,2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
        %314 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>
        %315 = fly.static : !fly.int_tuple<(64,16,64)>
        %316 = fly.select(%315) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %317 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %318 = fly.make_layout(%316, %317) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %319 = fly.select(%315) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %320 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %321 = fly.make_layout(%319, %320) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %322 = fly.static : !fly.tile<[64:1|64:1]>
        %323 = fly.make_tiled_copy(%171, %314, %322) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>
        %324 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
        %325 = fly.tiled_copy.partition_src(%323, %313, %324) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
        %326 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %327 = fly.slice(%313, %326) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %328 = fly.mma.make_fragment(a, %144, %327) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %329 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %330 = fly.slice(%313, %329) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %331 = fly.mma.make_fragment(a, %144, %330) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %332 = fly.tiled_copy.retile(%323, %328) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %333 = fly.tiled_copy.retile(%323, %331) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %334 = fly.get_shape(%328) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %335 = fly.size(%334) : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<32>
        %336 = fly.get_iter(%9) : (!fly.memref<f8E4M3FNUZ, global, (?,2,256):(512,256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %337 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %338 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,1)>
        %339 = fly.make_layout(%337, %338) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %340 = fly.make_view(%336, %339) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>
        %341 = fly.get_iter(%340) : (!fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %342 = fly.get_layout(%340) : (!fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %343 = fly.cosize(%342) : (!fly.layout<(64,32):(32,1)>) -> !fly.int_tuple<2048>
        %c0_i16_16 = arith.constant 0 : i16
        %c2048_i64 = arith.constant 2048 : i64
        %c159744_i32_17 = arith.constant 159744 : i32
        %344 = fly.make_ptr(%341, %c0_i16_16, %c2048_i64, %c159744_i32_17) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %345 = fly.make_view(%344, %342) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %346 = fly.static : !fly.tile<[64|32]>
        %347 = fly.flat_divide(%345, %346) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>, !fly.tile<[64|32]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>
        %348 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
        %349 = fly.slice(%347, %348) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %350 = fly.mma.make_fragment(c, %144, %349) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>) -> !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>
        %351 = fly.get_layout(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %352 = fly.get_shape(%351) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %cst = arith.constant 0.000000e+00 : f32
        %353 = vector.broadcast %cst : f32 to vector<8xf32>
        fly.memref.store_vec(%353, %350) : (vector<8xf32>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %354 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %355 = fly.get(%354) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %356 = fly.size(%355) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %357 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %358 = fly.get(%357) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %359 = fly.size(%358) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %c0_i32_18 = arith.constant 0 : i32
        %c2_i32_19 = arith.constant 2 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg13 = %c0_i32_18 to %c2_i32_19 step %c1_i32  : i32 {
          %646 = fly.get_layout(%202) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.layout<((16,1),1,1):((32,0),0,0)>
          %647 = fly.get_shape(%202) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %648 = fly.get(%647) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
          %649 = fly.size(%648) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
          %650 = fly.get_shape(%202) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %651 = fly.get(%650) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
          %652 = fly.size(%651) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
          %653 = fly.get_shape(%221) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %654 = fly.get(%653) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
          %655 = fly.get_stride(%221) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
          %656 = fly.get(%655) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
          %657 = fly.get_shape(%151) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
          %658 = fly.make_int_tuple(%arg13) : (i32) -> !fly.int_tuple<(*,(*,*,?))>
          %659 = fly.slice(%195, %658) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,1,128),(?,2,2)):((0,0,1),(512,256,128))>, !fly.int_tuple<(*,(*,*,?))>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,1,128),?,2):((0,0,1),512,256)>
          %660 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
          %661 = fly.memref.load(%192, %660) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
          %c16777215_i32_47 = arith.constant 16777215 : i32
          %662 = arith.andi %661, %c16777215_i32_47 : i32
          %663 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
          %664 = fly.memref.load(%192, %663) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
          %c24_i32_48 = arith.constant 24 : i32
          %665 = arith.shrsi %664, %c24_i32_48 : i32
          %666 = fly.make_int_tuple(%662, %665) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
          %667 = fly.slice(%659, %666) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,1,128),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,1,128):(0,0,1)>
          %668 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
          %669 = fly.crd2idx(%668, %646) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
          %c0_i32_49 = arith.constant 0 : i32
          %670 = arith.addi %206, %c0_i32_49 : i32
          %671 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %672 = fly.slice(%221, %671) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>
          %673 = fly.get_iter(%667) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,1,128):(0,0,1)>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
          %674 = fly.make_int_tuple(%670) : (i32) -> !fly.int_tuple<?>
          %675 = fly.add_offset(%673, %674) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
          %676 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
          %677 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
          %678 = fly.make_layout(%676, %677) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
          %679 = fly.make_view(%675, %678) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>
          fly.copy(%171, %679, %672) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>) -> ()
          %680 = fly.make_int_tuple(%arg13) : (i32) -> !fly.int_tuple<(*,*,*,?)>
          %681 = fly.slice(%325, %680) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,?)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
          fly.copy(%171, %681, %332) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>) -> ()
          rocdl.s.waitcnt 16242
          gpu.barrier
          fly.copy(%222, %305, %236) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
          gpu.barrier
          %682 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %683 = fly.slice(%248, %682) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
          %684 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %685 = fly.slice(%261, %684) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
          fly.copy(%222, %683, %685) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
          %686 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %687 = fly.slice(%248, %686) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
          %688 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %689 = fly.slice(%261, %688) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
          fly.copy(%222, %687, %689) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
          %690 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %691 = fly.slice(%350, %690) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %692 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,0))>
          %693 = fly.slice(%328, %692) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %694 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,0))>
          %695 = fly.slice(%249, %694) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,0,(0,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %696 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %697 = fly.slice(%350, %696) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %691, %693, %695, %697) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %698 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %699 = fly.slice(%350, %698) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %700 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,0))>
          %701 = fly.slice(%328, %700) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %702 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,0))>
          %703 = fly.slice(%249, %702) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,0,(1,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %704 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %705 = fly.slice(%350, %704) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %699, %701, %703, %705) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %706 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %707 = fly.slice(%350, %706) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %708 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,0))>
          %709 = fly.slice(%328, %708) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %710 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,(0,0))>
          %711 = fly.slice(%249, %710) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,1,(0,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %712 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %713 = fly.slice(%350, %712) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %707, %709, %711, %713) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %714 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %715 = fly.slice(%350, %714) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %716 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,0))>
          %717 = fly.slice(%328, %716) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %718 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,(1,0))>
          %719 = fly.slice(%249, %718) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,1,(1,0))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %720 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %721 = fly.slice(%350, %720) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %715, %717, %719, %721) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %722 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %723 = fly.slice(%350, %722) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %724 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,1))>
          %725 = fly.slice(%328, %724) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %726 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,1))>
          %727 = fly.slice(%249, %726) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,0,(0,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %728 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %729 = fly.slice(%350, %728) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %723, %725, %727, %729) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %730 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %731 = fly.slice(%350, %730) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %732 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,1))>
          %733 = fly.slice(%328, %732) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %734 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,1))>
          %735 = fly.slice(%249, %734) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,0,(1,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %736 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %737 = fly.slice(%350, %736) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %731, %733, %735, %737) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %738 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %739 = fly.slice(%350, %738) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %740 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,1))>
          %741 = fly.slice(%328, %740) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %742 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,(0,1))>
          %743 = fly.slice(%249, %742) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,1,(0,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %744 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %745 = fly.slice(%350, %744) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %739, %741, %743, %745) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
          %746 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %747 = fly.slice(%350, %746) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          %748 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,1))>
          %749 = fly.slice(%328, %748) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %750 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,(1,1))>
          %751 = fly.slice(%249, %750) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,1,(1,1))>) -> !fly.memref<f8E4M3FNUZ, register, 8:1>
          %752 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
          %753 = fly.slice(%350, %752) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
          fly.mma_atom_call(%136, %747, %749, %751, %753) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, (4,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f8E4M3FNUZ, register, 8:1>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        }
        %360 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %361 = fly.get(%360) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %362 = fly.size(%361) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %363 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %364 = fly.get(%363) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %365 = fly.size(%364) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %366 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %367 = fly.recast_iter(%366) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %c256_i32_20 = arith.constant 256 : i32
        %368 = arith.muli %43, %c256_i32_20 : i32
        %369 = fly.make_int_tuple(%368) : (i32) -> !fly.int_tuple<?>
        %370 = fly.add_offset(%367, %369) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %c64_i32 = arith.constant 64 : i32
        %371 = arith.muli %1, %c64_i32 : i32
        %372 = fly.make_int_tuple(%371) : (i32) -> !fly.int_tuple<?>
        %373 = fly.add_offset(%370, %372) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %376 = fly.make_layout(%374, %375) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %377 = fly.make_view(%373, %376) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %378 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %379 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),4)>
        %380 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,4,16),1)>
        %381 = fly.make_layout(%379, %380) : (!fly.int_tuple<((16,4,4),4)>, !fly.int_tuple<((0,4,16),1)>) -> !fly.layout<((16,4,4),4):((0,4,16),1)>
        %382 = fly.static : !fly.tile<[64]>
        %383 = fly.make_tiled_copy(%378, %381, %382) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>
        %384 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %385 = fly.tiled_copy.partition_src(%383, %377, %384) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %386 = fly.make_fragment_like(%385) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        fly.copy(%378, %385, %386) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        %c2_i32_21 = arith.constant 2 : i32
        %387 = arith.floordivsi %3, %c2_i32_21 : i32
        %388 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %389 = fly.recast_iter(%388) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %390 = fly.make_int_tuple(%3) : (i32) -> !fly.int_tuple<?>
        %391 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %392 = fly.make_layout(%390, %391) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
        %393 = fly.make_view(%389, %392) : (!fly.ptr<f32, global>, !fly.layout<?:1>) -> !fly.memref<f32, global, ?:1>
        %394 = arith.extsi %3 : i32 to i64
        %c4_i64 = arith.constant 4 : i64
        %395 = arith.muli %394, %c4_i64 : i64
        %396 = fly.get_iter(%393) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %397 = fly.get_layout(%393) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_22 = arith.constant 0 : i16
        %c159744_i32_23 = arith.constant 159744 : i32
        %398 = fly.make_ptr(%396, %c0_i16_22, %395, %c159744_i32_23) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %399 = fly.make_view(%398, %397) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %400 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %401 = fly.memref.load(%133, %400) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32 = arith.constant 16777215 : i32
        %402 = arith.andi %401, %c16777215_i32 : i32
        %c24_i32 = arith.constant 24 : i32
        %403 = arith.shrsi %401, %c24_i32 : i32
        %404 = arith.cmpi slt, %402, %387 : i32
        %c2_i32_24 = arith.constant 2 : i32
        %405 = arith.muli %402, %c2_i32_24 : i32
        %406 = arith.addi %405, %403 : i32
        %c0_i32_25 = arith.constant 0 : i32
        %407 = arith.select %404, %406, %c0_i32_25 : i32
        %408 = fly.make_int_tuple(%407) : (i32) -> !fly.int_tuple<?>
        %409 = fly.memref.load(%399, %408) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %cst_26 = arith.constant 0.000000e+00 : f32
        %410 = arith.select %404, %409, %cst_26 : f32
        %411 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %412 = fly.memref.load(%133, %411) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c16777215_i32_27 = arith.constant 16777215 : i32
        %413 = arith.andi %412, %c16777215_i32_27 : i32
        %c24_i32_28 = arith.constant 24 : i32
        %414 = arith.shrsi %412, %c24_i32_28 : i32
        %415 = arith.cmpi slt, %413, %387 : i32
        %c2_i32_29 = arith.constant 2 : i32
        %416 = arith.muli %413, %c2_i32_29 : i32
        %417 = arith.addi %416, %414 : i32
        %c0_i32_30 = arith.constant 0 : i32
        %418 = arith.select %415, %417, %c0_i32_30 : i32
        %419 = fly.make_int_tuple(%418) : (i32) -> !fly.int_tuple<?>
        %420 = fly.memref.load(%399, %419) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %cst_31 = arith.constant 0.000000e+00 : f32
        %421 = arith.select %415, %420, %cst_31 : f32
        %422 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %423 = fly.slice(%386, %422) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %424 = fly.memref.load_vec(%423) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %425 = fly.get_layout(%423) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %426 = fly.get_shape(%425) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %427 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %428 = fly.slice(%350, %427) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %429 = fly.memref.load_vec(%428) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %430 = fly.get_layout(%428) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %431 = fly.get_shape(%430) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %432 = vector.extract %429[0] : f32 from vector<4xf32>
        %433 = vector.extract %424[0] : f32 from vector<4xf32>
        %434 = arith.mulf %432, %433 : f32
        %435 = arith.mulf %434, %410 : f32
        %436 = vector.extract %429[1] : f32 from vector<4xf32>
        %437 = vector.extract %424[1] : f32 from vector<4xf32>
        %438 = arith.mulf %436, %437 : f32
        %439 = arith.mulf %438, %410 : f32
        %440 = vector.extract %429[2] : f32 from vector<4xf32>
        %441 = vector.extract %424[2] : f32 from vector<4xf32>
        %442 = arith.mulf %440, %441 : f32
        %443 = arith.mulf %442, %410 : f32
        %444 = vector.extract %429[3] : f32 from vector<4xf32>
        %445 = vector.extract %424[3] : f32 from vector<4xf32>
        %446 = arith.mulf %444, %445 : f32
        %447 = arith.mulf %446, %410 : f32
        %448 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %449 = fly.slice(%350, %448) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %450 = vector.from_elements %435, %439, %443, %447 : vector<4xf32>
        fly.memref.store_vec(%450, %449) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %451 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %452 = fly.slice(%350, %451) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %453 = fly.memref.load_vec(%452) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %454 = fly.get_layout(%452) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %455 = fly.get_shape(%454) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %456 = vector.extract %453[0] : f32 from vector<4xf32>
        %457 = vector.extract %424[0] : f32 from vector<4xf32>
        %458 = arith.mulf %456, %457 : f32
        %459 = arith.mulf %458, %421 : f32
        %460 = vector.extract %453[1] : f32 from vector<4xf32>
        %461 = vector.extract %424[1] : f32 from vector<4xf32>
        %462 = arith.mulf %460, %461 : f32
        %463 = arith.mulf %462, %421 : f32
        %464 = vector.extract %453[2] : f32 from vector<4xf32>
        %465 = vector.extract %424[2] : f32 from vector<4xf32>
        %466 = arith.mulf %464, %465 : f32
        %467 = arith.mulf %466, %421 : f32
        %468 = vector.extract %453[3] : f32 from vector<4xf32>
        %469 = vector.extract %424[3] : f32 from vector<4xf32>
        %470 = arith.mulf %468, %469 : f32
        %471 = arith.mulf %470, %421 : f32
        %472 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %473 = fly.slice(%350, %472) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %474 = vector.from_elements %459, %463, %467, %471 : vector<4xf32>
        fly.memref.store_vec(%474, %473) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %475 = fly.make_fragment_like(%350, bf16) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %476 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %477 = fly.get(%476) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %478 = fly.size(%477) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %479 = fly.get_shape(%350) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %480 = fly.get(%479) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %481 = fly.size(%480) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %482 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %483 = fly.slice(%350, %482) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %484 = fly.memref.load_vec(%483) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %485 = fly.get_layout(%483) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %486 = fly.get_shape(%485) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %487 = vector.bitcast %484 : vector<4xf32> to vector<4xi32>
        %c32768_i32 = arith.constant 32768 : i32
        %488 = vector.broadcast %c32768_i32 : i32 to vector<4xi32>
        %489 = arith.addi %487, %488 : vector<4xi32>
        %cst_32 = arith.constant dense<16> : vector<4xi32>
        %490 = arith.shrui %489, %cst_32 : vector<4xi32>
        %491 = arith.trunci %490 : vector<4xi32> to vector<4xi16>
        %492 = vector.bitcast %491 : vector<4xi16> to vector<4xbf16>
        %493 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %494 = fly.slice(%475, %493) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%492, %494) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %495 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %496 = fly.slice(%350, %495) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %497 = fly.memref.load_vec(%496) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %498 = fly.get_layout(%496) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %499 = fly.get_shape(%498) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %500 = vector.bitcast %497 : vector<4xf32> to vector<4xi32>
        %c32768_i32_33 = arith.constant 32768 : i32
        %501 = vector.broadcast %c32768_i32_33 : i32 to vector<4xi32>
        %502 = arith.addi %500, %501 : vector<4xi32>
        %cst_34 = arith.constant dense<16> : vector<4xi32>
        %503 = arith.shrui %502, %cst_34 : vector<4xi32>
        %504 = arith.trunci %503 : vector<4xi32> to vector<4xi16>
        %505 = vector.bitcast %504 : vector<4xi16> to vector<4xbf16>
        %506 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %507 = fly.slice(%475, %506) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%505, %507) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %508 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
        %509 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %510 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %511 = fly.make_layout(%509, %510) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %512 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %513 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %514 = fly.make_layout(%512, %513) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %515 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %516 = fly.make_tiled_mma(%508, %514, %515) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %517 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
        %518 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
        %519 = fly.recast_iter(%27) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
        %520 = fly.static : !fly.swizzle<S<3,3,3>>
        %521 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %522 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %523 = fly.make_ordered_layout(%521, %522) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,32):(1,64)>
        %524 = fly.coprofile(%523) : (!fly.layout<(64,32):(1,64)>) -> !fly.int_tuple<0>
        %525 = fly.make_composed_layout(%520, %524, %523) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,32):(1,64)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>
        %526 = fly.make_view(%519, %525) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>
        %527 = fly.static : !fly.swizzle<S<3,3,3>>
        %528 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,64)>
        %529 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %530 = fly.make_ordered_layout(%528, %529) : (!fly.int_tuple<(32,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,64):(64,1)>
        %531 = fly.coprofile(%530) : (!fly.layout<(32,64):(64,1)>) -> !fly.int_tuple<0>
        %532 = fly.make_composed_layout(%527, %531, %530) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(32,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>
        %533 = fly.make_view(%519, %532) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>
        gpu.barrier
        %534 = fly.static : !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>
        %535 = fly.static : !fly.int_tuple<(64,16,64)>
        %536 = fly.select(%535) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %537 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %538 = fly.make_layout(%536, %537) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %539 = fly.select(%535) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %540 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %541 = fly.make_layout(%539, %540) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %542 = fly.static : !fly.tile<[64:1|16:1]>
        %543 = fly.make_tiled_copy(%517, %534, %542) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>
        %544 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %545 = fly.tiled_copy.retile(%543, %475) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %546 = fly.tiled_copy.partition_dst(%543, %526, %544) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>
        fly.copy(%517, %545, %546) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>) -> ()
        gpu.barrier
        %547 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %548 = fly.tiled_copy.partition_src(%80, %533, %547) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),4,1):((1,0),512,0), align<16>>
        %549 = fly.make_fragment_like(%548) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),4,1):((1,0),512,0), align<16>>) -> !fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>
        %550 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %551 = fly.tiled_copy.partition_src(%80, %533, %550) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),4,1):((1,0),512,0), align<16>>
        fly.copy(%518, %551, %549) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),4,1):((1,0),512,0), align<16>>, !fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>) -> ()
        %552 = fly.get_layout(%106) : (!fly.memref<i8, global, ((2,1),4,1):((32,0),8,0)>) -> !fly.layout<((2,1),4,1):((32,0),8,0)>
        %553 = fly.get_shape(%106) : (!fly.memref<i8, global, ((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<((2,1),4,1)>
        %554 = fly.get(%553) {mode = array<i32: 1>} : (!fly.int_tuple<((2,1),4,1)>) -> !fly.int_tuple<4>
        %555 = fly.size(%554) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
        %556 = fly.get_shape(%106) : (!fly.memref<i8, global, ((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<((2,1),4,1)>
        %557 = fly.get(%556) {mode = array<i32: 2>} : (!fly.int_tuple<((2,1),4,1)>) -> !fly.int_tuple<1>
        %558 = fly.size(%557) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %559 = fly.get_shape(%549) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>) -> !fly.int_tuple<((2,1),4,1)>
        %560 = fly.get(%559) {mode = array<i32: 0>} : (!fly.int_tuple<((2,1),4,1)>) -> !fly.int_tuple<(2,1)>
        %561 = fly.get_stride(%549) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>) -> !fly.int_tuple<((1,0),2,0)>
        %562 = fly.get(%561) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),2,0)>) -> !fly.int_tuple<(1,0)>
        %563 = fly.get_shape(%74) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %564 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,(*,*,?))>
        %565 = fly.slice(%99, %564) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),(?,2,4)):((0,0,1),(512,256,64))>, !fly.int_tuple<(*,(*,*,?))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>
        %566 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %567 = fly.memref.load(%96, %566) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_35 = arith.constant 16777215 : i32
        %568 = arith.andi %567, %c16777215_i32_35 : i32
        %569 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %570 = fly.memref.load(%96, %569) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c24_i32_36 = arith.constant 24 : i32
        %571 = arith.shrsi %570, %c24_i32_36 : i32
        %572 = fly.make_int_tuple(%568, %571) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %573 = fly.slice(%565, %572) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %574 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %575 = fly.crd2idx(%574, %552) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<0>
        %c0_i32_37 = arith.constant 0 : i32
        %576 = arith.addi %110, %c0_i32_37 : i32
        %577 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %578 = fly.slice(%549, %577) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
        %579 = fly.get_iter(%573) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %580 = fly.make_int_tuple(%576) : (i32) -> !fly.int_tuple<?>
        %581 = fly.add_offset(%579, %580) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %582 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,1)>
        %583 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %584 = fly.make_layout(%582, %583) : (!fly.int_tuple<(2,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(2,1):(1,0)>
        %585 = fly.make_view(%581, %584) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>
        fly.copy(%75, %578, %585) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, (2,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>) -> ()
        %586 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %587 = fly.memref.load(%96, %586) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c16777215_i32_38 = arith.constant 16777215 : i32
        %588 = arith.andi %587, %c16777215_i32_38 : i32
        %589 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %590 = fly.memref.load(%96, %589) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c24_i32_39 = arith.constant 24 : i32
        %591 = arith.shrsi %590, %c24_i32_39 : i32
        %592 = fly.make_int_tuple(%588, %591) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %593 = fly.slice(%565, %592) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %594 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1,0)>
        %595 = fly.crd2idx(%594, %552) : (!fly.int_tuple<(0,1,0)>, !fly.layout<((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<8>
        %c0_i32_40 = arith.constant 0 : i32
        %596 = arith.addi %110, %c0_i32_40 : i32
        %597 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,0)>
        %598 = fly.slice(%549, %597) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>, !fly.int_tuple<(*,1,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
        %599 = fly.get_iter(%593) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %600 = fly.make_int_tuple(%596) : (i32) -> !fly.int_tuple<?>
        %601 = fly.add_offset(%599, %600) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %602 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,1)>
        %603 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %604 = fly.make_layout(%602, %603) : (!fly.int_tuple<(2,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(2,1):(1,0)>
        %605 = fly.make_view(%601, %604) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>
        fly.copy(%75, %598, %605) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, (2,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>) -> ()
        %606 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,2)>
        %607 = fly.memref.load(%96, %606) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,2)>) -> i32
        %c16777215_i32_41 = arith.constant 16777215 : i32
        %608 = arith.andi %607, %c16777215_i32_41 : i32
        %609 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,2)>
        %610 = fly.memref.load(%96, %609) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,2)>) -> i32
        %c24_i32_42 = arith.constant 24 : i32
        %611 = arith.shrsi %610, %c24_i32_42 : i32
        %612 = fly.make_int_tuple(%608, %611) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %613 = fly.slice(%565, %612) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %614 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,2,0)>
        %615 = fly.crd2idx(%614, %552) : (!fly.int_tuple<(0,2,0)>, !fly.layout<((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<16>
        %c0_i32_43 = arith.constant 0 : i32
        %616 = arith.addi %110, %c0_i32_43 : i32
        %617 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,2,0)>
        %618 = fly.slice(%549, %617) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>, !fly.int_tuple<(*,2,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
        %619 = fly.get_iter(%613) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %620 = fly.make_int_tuple(%616) : (i32) -> !fly.int_tuple<?>
        %621 = fly.add_offset(%619, %620) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %622 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,1)>
        %623 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %624 = fly.make_layout(%622, %623) : (!fly.int_tuple<(2,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(2,1):(1,0)>
        %625 = fly.make_view(%621, %624) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>
        fly.copy(%75, %618, %625) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, (2,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>) -> ()
        %626 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,3)>
        %627 = fly.memref.load(%96, %626) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,3)>) -> i32
        %c16777215_i32_44 = arith.constant 16777215 : i32
        %628 = arith.andi %627, %c16777215_i32_44 : i32
        %629 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,3)>
        %630 = fly.memref.load(%96, %629) : (!fly.memref<i32, register, ((1,1),4):((0,0),1)>, !fly.int_tuple<(0,3)>) -> i32
        %c24_i32_45 = arith.constant 24 : i32
        %631 = arith.shrsi %630, %c24_i32_45 : i32
        %632 = fly.make_int_tuple(%628, %631) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %633 = fly.slice(%565, %632) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %634 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,3,0)>
        %635 = fly.crd2idx(%634, %552) : (!fly.int_tuple<(0,3,0)>, !fly.layout<((2,1),4,1):((32,0),8,0)>) -> !fly.int_tuple<24>
        %c0_i32_46 = arith.constant 0 : i32
        %636 = arith.addi %110, %c0_i32_46 : i32
        %637 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,3,0)>
        %638 = fly.slice(%549, %637) : (!fly.memref<bf16, register, ((2,1),4,1):((1,0),2,0)>, !fly.int_tuple<(*,3,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
        %639 = fly.get_iter(%633) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %640 = fly.make_int_tuple(%636) : (i32) -> !fly.int_tuple<?>
        %641 = fly.add_offset(%639, %640) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %642 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,1)>
        %643 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %644 = fly.make_layout(%642, %643) : (!fly.int_tuple<(2,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(2,1):(1,0)>
        %645 = fly.make_view(%641, %644) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(2,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>
        fly.copy(%75, %638, %645) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, (2,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,1):(1,0)>) -> ()
      }
      gpu.return
    }
  }
}

// FlyDSL 0.4.2: moe_gemm2/int8_bf16_t33_e8_k2_tile16x64x128_accumulate for gfx950 (scripts/flydsl_library.py)
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
      %5 = fly.recast_iter(%4) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %6 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,2,128)>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,128,1)>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<(?,2,128)>, !fly.int_tuple<(256,128,1)>) -> !fly.layout<(?,2,128):(256,128,1)>
      %9 = fly.make_view(%5, %8) : (!fly.ptr<i8, global>, !fly.layout<(?,2,128):(256,128,1)>) -> !fly.memref<i8, global, (?,2,128):(256,128,1)>
      %10 = fly.get_iter(%arg8) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %13 = fly.make_layout(%11, %12) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %14 = fly.make_view(%10, %13) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
      %15 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %16 = fly.memref.load(%14, %15) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<0>) -> i32
      %c16_i32 = arith.constant 16 : i32
      %17 = arith.muli %2, %c16_i32 : i32
      %18 = arith.cmpi slt, %17, %16 : i32
      scf.if %18 {
        %19 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
        %20 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %21 = fly.add_offset(%19, %20) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %22 = fly.recast_iter(%21) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
        %23 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %24 = fly.add_offset(%19, %23) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %25 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %26 = fly.add_offset(%24, %25) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %27 = fly.recast_iter(%26) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %28 = fly.get_iter(%arg5) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %c16_i32_0 = arith.constant 16 : i32
        %29 = arith.muli %2, %c16_i32_0 : i32
        %30 = fly.make_int_tuple(%29) : (i32) -> !fly.int_tuple<?>
        %31 = fly.add_offset(%28, %30) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
        %32 = fly.recast_iter(%31) : (!fly.ptr<i32, global>) -> !fly.ptr<i32, global>
        %33 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %34 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %35 = fly.make_layout(%33, %34) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %36 = fly.make_view(%32, %35) : (!fly.ptr<i32, global>, !fly.layout<16:1>) -> !fly.memref<i32, global, 16:1>
        %37 = fly.get_iter(%arg6) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %41 = fly.make_view(%37, %40) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
        %42 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<?>
        %43 = fly.memref.load(%41, %42) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<?>) -> i32
        %44 = fly.get_iter(%arg2) : (!fly.memref<i8, global, ?:1>) -> !fly.ptr<i8, global>
        %45 = fly.recast_iter(%44) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
        %c256_i32 = arith.constant 256 : i32
        %46 = arith.muli %43, %c256_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %47 = arith.muli %46, %c128_i32 : i32
        %48 = arith.extsi %47 : i32 to i64
        %49 = fly.make_int_tuple(%48) : (i64) -> !fly.int_tuple<?{i64}>
        %50 = fly.add_offset(%45, %49) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
        %51 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,16),(16,8))>
        %52 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,2048),(1,256))>
        %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<((16,16),(16,8))>, !fly.int_tuple<((16,2048),(1,256))>) -> !fly.layout<((16,16),(16,8)):((16,2048),(1,256))>
        %54 = fly.make_view(%50, %53) : (!fly.ptr<i8, global>, !fly.layout<((16,16),(16,8)):((16,2048),(1,256))>) -> !fly.memref<i8, global, ((16,16),(16,8)):((16,2048),(1,256))>
        %55 = fly.get_iter(%36) : (!fly.memref<i32, global, 16:1>) -> !fly.ptr<i32, global>
        %56 = fly.get_layout(%36) : (!fly.memref<i32, global, 16:1>) -> !fly.layout<16:1>
        %57 = fly.cosize(%56) : (!fly.layout<16:1>) -> !fly.int_tuple<16>
        %c0_i16 = arith.constant 0 : i16
        %c64_i64 = arith.constant 64 : i64
        %c159744_i32 = arith.constant 159744 : i32
        %58 = fly.make_ptr(%55, %c0_i16, %c64_i64, %c159744_i32) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %59 = fly.make_view(%58, %56) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<16:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 16:1>
        %c16_i32_1 = arith.constant 16 : i32
        %60 = arith.cmpi slt, %0, %c16_i32_1 : i32
        scf.if %60 {
          %539 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
          %540 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %541 = fly.make_layout(%539, %540) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
          %542 = fly.make_view(%22, %541) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<16:1>) -> !fly.memref<i32, shared, 16:1, align<16>>
          %543 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          %544 = fly.memref.load(%59, %543) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 16:1>, !fly.int_tuple<?>) -> i32
          %545 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          fly.memref.store(%544, %542, %545) : (i32, !fly.memref<i32, shared, 16:1, align<16>>, !fly.int_tuple<?>) -> ()
        }
        gpu.barrier
        %61 = arith.extsi %arg9 : i32 to i64
        %c512_i64 = arith.constant 512 : i64
        %62 = arith.muli %61, %c512_i64 : i64
        %63 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
        %64 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_2 = arith.constant 0 : i16
        %c159744_i32_3 = arith.constant 159744 : i32
        %65 = fly.make_ptr(%63, %c0_i16_2, %62, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %66 = fly.make_view(%65, %64) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %67 = fly.get_iter(%66) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %68 = fly_rocdl.get_buffer_rsrc(%67) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>) -> !llvm.ptr<8>
        %69 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
        %70 = fly.recast_iter(%69) : (!fly.ptr<bf16, global>) -> !fly.ptr<bf16, global>
        %71 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,256)>
        %72 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %73 = fly.make_layout(%71, %72) : (!fly.int_tuple<(?,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(?,256):(256,1)>
        %74 = fly.make_view(%70, %73) : (!fly.ptr<bf16, global>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<bf16, global, (?,256):(256,1)>
        %75 = fly.get_iter(%74) : (!fly.memref<bf16, global, (?,256):(256,1)>) -> !fly.ptr<bf16, global>
        %76 = fly.get_layout(%74) : (!fly.memref<bf16, global, (?,256):(256,1)>) -> !fly.layout<(?,256):(256,1)>
        %77 = fly.cosize(%76) : (!fly.layout<(?,256):(256,1)>) -> !fly.int_tuple<?>
        %78 = fly.get_scalar(%77) : (!fly.int_tuple<?>) -> i32
        %c2_i32_4 = arith.constant 2 : i32
        %79 = arith.muli %78, %c2_i32_4 : i32
        %80 = arith.extsi %79 : i32 to i64
        %c0_i16_5 = arith.constant 0 : i16
        %c159744_i32_6 = arith.constant 159744 : i32
        %81 = fly.make_ptr(%75, %c0_i16_5, %80, %c159744_i32_6) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %82 = fly.make_view(%81, %76) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,256):(256,1)>
        %83 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>
        %84 = fly.make_int_tuple() : () -> !fly.int_tuple<((32,8),2)>
        %85 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,1),8)>
        %86 = fly.make_layout(%84, %85) : (!fly.int_tuple<((32,8),2)>, !fly.int_tuple<((16,1),8)>) -> !fly.layout<((32,8),2):((16,1),8)>
        %87 = fly.static : !fly.tile<[8|64]>
        %88 = fly.make_tiled_copy(%83, %86, %87) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>
        %89 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %90 = fly.make_int_tuple() : () -> !fly.int_tuple<((32,8),1)>
        %91 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1),0)>
        %92 = fly.make_layout(%90, %91) : (!fly.int_tuple<((32,8),1)>, !fly.int_tuple<((0,1),0)>) -> !fly.layout<((32,8),1):((0,1),0)>
        %93 = fly.static : !fly.tile<[8]>
        %94 = fly.make_tiled_copy(%89, %92, %93) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>>
        %95 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %96 = fly.add_offset(%22, %95) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %97 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %98 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %99 = fly.make_layout(%97, %98) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %100 = fly.make_view(%96, %99) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<16:1>) -> !fly.memref<i32, shared, 16:1, align<16>>
        %101 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %102 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %103 = fly.tiled_copy.partition_src(%94, %100, %102) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((32,8),1):((0,1),0)>, !fly.tile<[8]>>, !fly.memref<i32, shared, 16:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),2):((0,0),8)>
        %104 = fly.make_fragment_like(%103) : (!fly.memref<i32, shared, ((1,1),2):((0,0),8)>) -> !fly.memref<i32, register, ((1,1),2):((0,0),1)>
        fly.copy(%101, %103, %104) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),2):((0,0),8)>, !fly.memref<i32, register, ((1,1),2):((0,0),1)>) -> ()
        %105 = fly.get_shape(%82) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %106 = fly.static : !fly.tile<[1|64]>
        %107 = fly.zipped_divide(%82, %106) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,256):(256,1)>, !fly.tile<[1|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,64),(?,4)):((0,1),(256,64))>
        %c0_i32 = arith.constant 0 : i32
        %108 = fly.inttoptr(%c0_i32) : (i32) -> !fly.ptr<i8, global, align<512>>
        %109 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,64)>
        %110 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16)>
        %111 = fly.make_layout(%109, %110) : (!fly.int_tuple<(16,64)>, !fly.int_tuple<(1,16)>) -> !fly.layout<(16,64):(1,16)>
        %112 = fly.make_view(%108, %111) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(16,64):(1,16)>) -> !fly.memref<i8, global, (16,64):(1,16), align<512>>
        %113 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %114 = fly.tiled_copy.partition_dst(%88, %112, %113) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<i8, global, (16,64):(1,16), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((2,1),2,1):((16,0),8,0)>
        %115 = fly.get_iter(%114) : (!fly.memref<i8, global, ((2,1),2,1):((16,0),8,0)>) -> !fly.ptr<i8, global>
        %116 = fly.ptrtoint(%115) : (!fly.ptr<i8, global>) -> i64
        %117 = arith.trunci %116 : i64 to i32
        %c16_i32_7 = arith.constant 16 : i32
        %118 = arith.floordivsi %117, %c16_i32_7 : i32
        %119 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,64)>
        %120 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %121 = fly.make_layout(%119, %120) : (!fly.int_tuple<(256,64)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,64):(1,256)>
        %122 = fly.make_view(%108, %121) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,64):(1,256)>) -> !fly.memref<i8, global, (256,64):(1,256), align<512>>
        %123 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %124 = fly.tiled_copy.partition_dst(%88, %122, %123) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<i8, global, (256,64):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>
        %125 = fly.get_iter(%124) : (!fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>) -> !fly.ptr<i8, global>
        %126 = fly.ptrtoint(%125) : (!fly.ptr<i8, global>) -> i64
        %127 = arith.trunci %126 : i64 to i32
        %128 = fly.get_layout(%124) : (!fly.memref<i8, global, ((2,1),32,1):((256,0),8,0)>) -> !fly.layout<((2,1),32,1):((256,0),8,0)>
        %129 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %130 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),1)>
        %131 = fly.make_int_tuple() : () -> !fly.int_tuple<((1,0,0),0)>
        %132 = fly.make_layout(%130, %131) : (!fly.int_tuple<((16,4,4),1)>, !fly.int_tuple<((1,0,0),0)>) -> !fly.layout<((16,4,4),1):((1,0,0),0)>
        %133 = fly.static : !fly.tile<[16]>
        %134 = fly.make_tiled_copy(%129, %132, %133) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>
        %135 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %136 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %137 = fly.make_layout(%135, %136) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %138 = fly.make_view(%22, %137) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<16:1>) -> !fly.memref<i32, shared, 16:1, align<16>>
        %139 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %140 = fly.tiled_copy.partition_src(%134, %138, %139) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>, !fly.memref<i32, shared, 16:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),1):((0,0),0)>
        %141 = fly.make_fragment_like(%140) : (!fly.memref<i32, shared, ((1,1),1):((0,0),0)>) -> !fly.memref<i32, register, ((1,1),1):((0,0),0)>
        %142 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        fly.copy(%142, %140, %141) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),1):((0,0),0)>, !fly.memref<i32, register, ((1,1),1):((0,0),0)>) -> ()
        %thread_id_x_8 = gpu.thread_id x
        %143 = arith.index_cast %thread_id_x_8 : index to i32
        %144 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %146 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %147 = fly.make_layout(%145, %146) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %150 = fly.make_layout(%148, %149) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %151 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %152 = fly.make_tiled_mma(%144, %150, %151) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %153 = arith.extsi %3 : i32 to i64
        %c128_i64 = arith.constant 128 : i64
        %154 = arith.muli %153, %c128_i64 : i64
        %c1_i64 = arith.constant 1 : i64
        %155 = arith.muli %154, %c1_i64 : i64
        %156 = fly.get_iter(%9) : (!fly.memref<i8, global, (?,2,128):(256,128,1)>) -> !fly.ptr<i8, global>
        %157 = fly.get_layout(%9) : (!fly.memref<i8, global, (?,2,128):(256,128,1)>) -> !fly.layout<(?,2,128):(256,128,1)>
        %c0_i16_9 = arith.constant 0 : i16
        %c159744_i32_10 = arith.constant 159744 : i32
        %158 = fly.make_ptr(%156, %c0_i16_9, %155, %c159744_i32_10) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %159 = fly.make_view(%158, %157) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(?,2,128):(256,128,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (?,2,128):(256,128,1)>
        %160 = fly.get_iter(%54) : (!fly.memref<i8, global, ((16,16),(16,8)):((16,2048),(1,256))>) -> !fly.ptr<i8, global>
        %161 = fly.get_layout(%54) : (!fly.memref<i8, global, ((16,16),(16,8)):((16,2048),(1,256))>) -> !fly.layout<((16,16),(16,8)):((16,2048),(1,256))>
        %162 = fly.cosize(%161) : (!fly.layout<((16,16),(16,8)):((16,2048),(1,256))>) -> !fly.int_tuple<32768>
        %c0_i16_11 = arith.constant 0 : i16
        %c32768_i64 = arith.constant 32768 : i64
        %c159744_i32_12 = arith.constant 159744 : i32
        %163 = fly.make_ptr(%160, %c0_i16_11, %c32768_i64, %c159744_i32_12) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %164 = fly.make_view(%163, %161) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<((16,16),(16,8)):((16,2048),(1,256))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,16),(16,8)):((16,2048),(1,256))>
        %165 = fly.get_iter(%9) : (!fly.memref<i8, global, (?,2,128):(256,128,1)>) -> !fly.ptr<i8, global>
        %166 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,128)>
        %167 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,1)>
        %168 = fly.make_layout(%166, %167) : (!fly.int_tuple<(16,128)>, !fly.int_tuple<(128,1)>) -> !fly.layout<(16,128):(128,1)>
        %169 = fly.make_view(%165, %168) : (!fly.ptr<i8, global>, !fly.layout<(16,128):(128,1)>) -> !fly.memref<i8, global, (16,128):(128,1)>
        %170 = fly.get_iter(%169) : (!fly.memref<i8, global, (16,128):(128,1)>) -> !fly.ptr<i8, global>
        %171 = fly.get_layout(%169) : (!fly.memref<i8, global, (16,128):(128,1)>) -> !fly.layout<(16,128):(128,1)>
        %172 = fly.cosize(%171) : (!fly.layout<(16,128):(128,1)>) -> !fly.int_tuple<2048>
        %c0_i16_13 = arith.constant 0 : i16
        %c2048_i64 = arith.constant 2048 : i64
        %c159744_i32_14 = arith.constant 159744 : i32
        %173 = fly.make_ptr(%170, %c0_i16_13, %c2048_i64, %c159744_i32_14) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %174 = fly.make_view(%173, %171) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(16,128):(128,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,128):(128,1)>
        %175 = fly.static : !fly.tile<[16|128]>
        %176 = fly.flat_divide(%174, %175) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (16,128):(128,1)>, !fly.tile<[16|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,128,1,1):(128,1,0,0)>
        %177 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,*)>
        %178 = fly.slice(%176, %177) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (16,128,1,1):(128,1,0,0)>, !fly.int_tuple<(*,*,0,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,128,1):(128,1,0)>
        %179 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>
        %180 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,32),(1,16))>
        %181 = fly.make_int_tuple() : () -> !fly.int_tuple<((512,1),(1,32))>
        %182 = fly.make_layout(%180, %181) : (!fly.int_tuple<((8,32),(1,16))>, !fly.int_tuple<((512,1),(1,32))>) -> !fly.layout<((8,32),(1,16)):((512,1),(1,32))>
        %183 = fly.static : !fly.tile<[32|128]>
        %184 = fly.make_tiled_copy(%179, %182, %183) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %185 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %186 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,8,4),1)>
        %187 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1,8),0)>
        %188 = fly.make_layout(%186, %187) : (!fly.int_tuple<((8,8,4),1)>, !fly.int_tuple<((0,1,8),0)>) -> !fly.layout<((8,8,4),1):((0,1,8),0)>
        %189 = fly.static : !fly.tile<[32]>
        %190 = fly.make_tiled_copy(%185, %188, %189) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>
        %191 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %192 = fly.add_offset(%22, %191) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %193 = fly.make_int_tuple() : () -> !fly.int_tuple<16>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %195 = fly.make_layout(%193, %194) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %196 = fly.make_view(%192, %195) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<16:1>) -> !fly.memref<i32, shared, 16:1, align<16>>
        %197 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %198 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %199 = fly.tiled_copy.partition_src(%190, %196, %198) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>, !fly.memref<i32, shared, 16:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),1):((0,0),0)>
        %200 = fly.make_fragment_like(%199) : (!fly.memref<i32, shared, ((1,1),1):((0,0),0)>) -> !fly.memref<i32, register, ((1,1),1):((0,0),0)>
        fly.copy(%197, %199, %200) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),1):((0,0),0)>, !fly.memref<i32, register, ((1,1),1):((0,0),0)>) -> ()
        %201 = fly.get_shape(%159) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,2,128):(256,128,1)>) -> !fly.int_tuple<(?,2,128)>
        %202 = fly.static : !fly.tile<[1|1|128]>
        %203 = fly.zipped_divide(%159, %202) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,2,128):(256,128,1)>, !fly.tile<[1|1|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((1,1,128),(?,2,1)):((0,0,1),(256,128,0))>
        %c0_i32_15 = arith.constant 0 : i32
        %204 = fly.inttoptr(%c0_i32_15) : (i32) -> !fly.ptr<i8, global, align<512>>
        %205 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,128)>
        %206 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16)>
        %207 = fly.make_layout(%205, %206) : (!fly.int_tuple<(16,128)>, !fly.int_tuple<(1,16)>) -> !fly.layout<(16,128):(1,16)>
        %208 = fly.make_view(%204, %207) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(16,128):(1,16)>) -> !fly.memref<i8, global, (16,128):(1,16), align<512>>
        %209 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %210 = fly.tiled_copy.partition_src(%184, %208, %209) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (16,128):(1,16), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),1,1):((16,0),0,0)>
        %211 = fly.get_iter(%210) : (!fly.memref<i8, global, ((16,1),1,1):((16,0),0,0)>) -> !fly.ptr<i8, global>
        %212 = fly.ptrtoint(%211) : (!fly.ptr<i8, global>) -> i64
        %213 = arith.trunci %212 : i64 to i32
        %c16_i32_16 = arith.constant 16 : i32
        %214 = arith.floordivsi %213, %c16_i32_16 : i32
        %215 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,128)>
        %216 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %217 = fly.make_layout(%215, %216) : (!fly.int_tuple<(256,128)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,128):(1,256)>
        %218 = fly.make_view(%204, %217) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,128):(1,256)>) -> !fly.memref<i8, global, (256,128):(1,256), align<512>>
        %219 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %220 = fly.tiled_copy.partition_src(%184, %218, %219) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (256,128):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>
        %221 = fly.get_iter(%220) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.ptr<i8, global>
        %222 = fly.ptrtoint(%221) : (!fly.ptr<i8, global>) -> i64
        %223 = arith.trunci %222 : i64 to i32
        %224 = fly.get_layout(%220) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.layout<((16,1),8,1):((256,0),32,0)>
        %225 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %226 = fly.tiled_copy.partition_src(%184, %178, %225) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (16,128,1):(128,1,0)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,1):((1,0),0,0,0)>
        %227 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %228 = fly.slice(%226, %227) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,1):((1,0),0,0,0)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %229 = fly.make_fragment_like(%228) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        gpu.barrier
        %230 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
        %231 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %232 = fly.add_offset(%27, %231) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<2048>) -> !fly.ptr<i8, shared, align<16>>
        %233 = fly.recast_iter(%27) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %234 = fly.static : !fly.swizzle<S<3,4,3>>
        %235 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,128)>
        %236 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %237 = fly.make_ordered_layout(%235, %236) : (!fly.int_tuple<(16,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,128):(128,1)>
        %238 = fly.coprofile(%237) : (!fly.layout<(16,128):(128,1)>) -> !fly.int_tuple<0>
        %239 = fly.make_composed_layout(%234, %238, %237) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(16,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (16,128):(128,1)>
        %240 = fly.make_view(%233, %239) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (16,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>
        %241 = fly.static : !fly.tile<[32|128]>
        %242 = fly.make_tiled_copy(%230, %182, %241) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %243 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %244 = fly.tiled_copy.partition_dst(%242, %240, %243) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %245 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %246 = fly.static : !fly.int_tuple<(64,16,64)>
        %247 = fly.select(%246) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %248 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %249 = fly.make_layout(%247, %248) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %250 = fly.select(%246) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %251 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %252 = fly.make_layout(%250, %251) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %253 = fly.static : !fly.tile<[16:1|64:1]>
        %254 = fly.make_tiled_copy(%230, %245, %253) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %255 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %256 = fly.tiled_copy.partition_src(%254, %240, %255) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,2):((1,0),0,64), align<16>>
        %257 = fly.mma.make_fragment(b, %152, %240) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %258 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %259 = fly.static : !fly.int_tuple<(64,16,64)>
        %260 = fly.select(%259) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %261 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %262 = fly.make_layout(%260, %261) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %263 = fly.select(%259) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_layout(%263, %264) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %266 = fly.static : !fly.tile<[16:1|64:1]>
        %267 = fly.make_tiled_copy(%230, %258, %266) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %268 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %269 = fly.tiled_copy.retile(%267, %257) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %270 = fly.recast_iter(%232) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %271 = fly.static : !fly.swizzle<S<3,4,3>>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,128)>
        %273 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<(16,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,128):(128,1)>
        %275 = fly.coprofile(%274) : (!fly.layout<(16,128):(128,1)>) -> !fly.int_tuple<0>
        %276 = fly.make_composed_layout(%271, %275, %274) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(16,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (16,128):(128,1)>
        %277 = fly.make_view(%270, %276) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (16,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>
        %278 = fly.static : !fly.tile<[32|128]>
        %279 = fly.make_tiled_copy(%230, %182, %278) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %280 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %281 = fly.tiled_copy.partition_dst(%279, %277, %280) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %282 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %283 = fly.static : !fly.int_tuple<(64,16,64)>
        %284 = fly.select(%283) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %285 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %286 = fly.make_layout(%284, %285) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %287 = fly.select(%283) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %288 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %289 = fly.make_layout(%287, %288) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %290 = fly.static : !fly.tile<[16:1|64:1]>
        %291 = fly.make_tiled_copy(%230, %282, %290) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %292 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %293 = fly.tiled_copy.partition_src(%291, %277, %292) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,2):((1,0),0,64), align<16>>
        %294 = fly.mma.make_fragment(b, %152, %277) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (16,128):(128,1), align<16>>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %295 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %296 = fly.static : !fly.int_tuple<(64,16,64)>
        %297 = fly.select(%296) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %298 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %299 = fly.make_layout(%297, %298) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %300 = fly.select(%296) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %301 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %302 = fly.make_layout(%300, %301) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %303 = fly.static : !fly.tile<[16:1|64:1]>
        %304 = fly.make_tiled_copy(%230, %295, %303) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %305 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %306 = fly.tiled_copy.retile(%304, %294) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %307 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %308 = fly.slice(%226, %307) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,1):((1,0),0,0,0)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %309 = fly.make_fragment_like(%308) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %310 = fly.static : !fly.tile<[32|128]>
        %311 = fly.make_tiled_copy(%230, %182, %310) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %312 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %313 = fly.tiled_copy.retile(%311, %229) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %314 = fly.static : !fly.tile<[32|128]>
        %315 = fly.make_tiled_copy(%230, %182, %314) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %316 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %317 = fly.tiled_copy.retile(%315, %309) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %318 = fly.static : !fly.tile<[64|128]>
        %319 = fly.flat_divide(%164, %318) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,16),(16,8)):((16,2048),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),4,1):((16,2048),(1,256),8192,0)>
        %320 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %321 = fly.slice(%319, %320) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),4,1):((16,2048),(1,256),8192,0)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1):((16,2048),(1,256),0)>
        %322 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>
        %323 = fly.static : !fly.int_tuple<(64,16,64)>
        %324 = fly.select(%323) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %325 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %326 = fly.make_layout(%324, %325) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %327 = fly.select(%323) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %328 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %329 = fly.make_layout(%327, %328) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %330 = fly.static : !fly.tile<[64:1|64:1]>
        %331 = fly.make_tiled_copy(%179, %322, %330) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>
        %332 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %333 = fly.tiled_copy.partition_src(%331, %321, %332) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1):((16,2048),(1,256),0)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,1):((1,0),0,1024,0)>
        %334 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %335 = fly.slice(%321, %334) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1):((16,2048),(1,256),0)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,2048),(1,256))>
        %336 = fly.mma.make_fragment(a, %152, %335) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,2048),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %337 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %338 = fly.slice(%321, %337) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1):((16,2048),(1,256),0)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,2048),(1,256))>
        %339 = fly.mma.make_fragment(a, %152, %338) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,2048),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %340 = fly.tiled_copy.retile(%331, %336) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %341 = fly.tiled_copy.retile(%331, %339) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %342 = fly.get_shape(%336) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %343 = fly.size(%342) : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<32>
        %344 = fly.get_iter(%9) : (!fly.memref<i8, global, (?,2,128):(256,128,1)>) -> !fly.ptr<i8, global>
        %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,16)>
        %346 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
        %347 = fly.make_layout(%345, %346) : (!fly.int_tuple<(64,16)>, !fly.int_tuple<(16,1)>) -> !fly.layout<(64,16):(16,1)>
        %348 = fly.make_view(%344, %347) : (!fly.ptr<i8, global>, !fly.layout<(64,16):(16,1)>) -> !fly.memref<i8, global, (64,16):(16,1)>
        %349 = fly.get_iter(%348) : (!fly.memref<i8, global, (64,16):(16,1)>) -> !fly.ptr<i8, global>
        %350 = fly.get_layout(%348) : (!fly.memref<i8, global, (64,16):(16,1)>) -> !fly.layout<(64,16):(16,1)>
        %351 = fly.cosize(%350) : (!fly.layout<(64,16):(16,1)>) -> !fly.int_tuple<1024>
        %c0_i16_17 = arith.constant 0 : i16
        %c1024_i64 = arith.constant 1024 : i64
        %c159744_i32_18 = arith.constant 159744 : i32
        %352 = fly.make_ptr(%349, %c0_i16_17, %c1024_i64, %c159744_i32_18) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %353 = fly.make_view(%352, %350) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(64,16):(16,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,16):(16,1)>
        %354 = fly.static : !fly.tile<[64|16]>
        %355 = fly.flat_divide(%353, %354) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (64,16):(16,1)>, !fly.tile<[64|16]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,16,1,1):(16,1,0,0)>
        %356 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
        %357 = fly.slice(%355, %356) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (64,16,1,1):(16,1,0,0)>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,16):(16,1)>
        %358 = fly.mma.make_fragment(c, %152, %357) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (64,16):(16,1)>) -> !fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>
        %359 = fly.get_layout(%358) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
        %360 = fly.get_shape(%359) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %c0_i32_19 = arith.constant 0 : i32
        %361 = vector.broadcast %c0_i32_19 : i32 to vector<4xi32>
        fly.memref.store_vec(%361, %358) : (vector<4xi32>, !fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
        %362 = fly.get_shape(%358) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %363 = fly.get(%362) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %364 = fly.size(%363) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %365 = fly.get_shape(%358) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %366 = fly.get(%365) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %367 = fly.size(%366) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %c0_i32_20 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %c1_i32_21 = arith.constant 1 : i32
        scf.for %arg13 = %c0_i32_20 to %c1_i32 step %c1_i32_21  : i32 {
          %539 = fly.get_layout(%210) : (!fly.memref<i8, global, ((16,1),1,1):((16,0),0,0)>) -> !fly.layout<((16,1),1,1):((16,0),0,0)>
          %540 = fly.get_shape(%210) : (!fly.memref<i8, global, ((16,1),1,1):((16,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %541 = fly.get(%540) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
          %542 = fly.size(%541) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
          %543 = fly.get_shape(%210) : (!fly.memref<i8, global, ((16,1),1,1):((16,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %544 = fly.get(%543) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
          %545 = fly.size(%544) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
          %546 = fly.get_shape(%229) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
          %547 = fly.get(%546) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
          %548 = fly.get_stride(%229) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
          %549 = fly.get(%548) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
          %550 = fly.get_shape(%159) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,2,128):(256,128,1)>) -> !fly.int_tuple<(?,2,128)>
          %551 = fly.make_int_tuple(%arg13) : (i32) -> !fly.int_tuple<(*,(*,*,?))>
          %552 = fly.slice(%203, %551) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,1,128),(?,2,1)):((0,0,1),(256,128,0))>, !fly.int_tuple<(*,(*,*,?))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((1,1,128),?,2):((0,0,1),256,128)>
          %553 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
          %554 = fly.memref.load(%200, %553) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
          %c16777215_i32_31 = arith.constant 16777215 : i32
          %555 = arith.andi %554, %c16777215_i32_31 : i32
          %556 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
          %557 = fly.memref.load(%200, %556) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
          %c24_i32_32 = arith.constant 24 : i32
          %558 = arith.shrsi %557, %c24_i32_32 : i32
          %559 = fly.make_int_tuple(%555, %558) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
          %560 = fly.slice(%552, %559) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,1,128),?,2):((0,0,1),256,128)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (1,1,128):(0,0,1)>
          %561 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
          %562 = fly.crd2idx(%561, %539) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((16,0),0,0)>) -> !fly.int_tuple<0>
          %c0_i32_33 = arith.constant 0 : i32
          %563 = arith.addi %214, %c0_i32_33 : i32
          %564 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %565 = fly.slice(%229, %564) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i8, register, (16,1):(1,0)>
          %566 = fly.get_iter(%560) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,1,128):(0,0,1)>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
          %567 = fly.make_int_tuple(%563) : (i32) -> !fly.int_tuple<?>
          %568 = fly.add_offset(%566, %567) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
          %569 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
          %570 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
          %571 = fly.make_layout(%569, %570) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
          %572 = fly.make_view(%568, %571) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>
          fly.copy(%179, %572, %565) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<i8, register, (16,1):(1,0)>) -> ()
          %573 = fly.make_int_tuple(%arg13) : (i32) -> !fly.int_tuple<(*,*,*,?)>
          %574 = fly.slice(%333, %573) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,1):((1,0),0,1024,0)>, !fly.int_tuple<(*,*,*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
          fly.copy(%179, %574, %340) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
          rocdl.s.waitcnt 16242
          gpu.barrier
          fly.copy(%230, %313, %244) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
          gpu.barrier
          %575 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %576 = fly.slice(%256, %575) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,2):((1,0),0,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1):((1,0),0), align<16>>
          %577 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %578 = fly.slice(%269, %577) : (!fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, register, ((16,1),1):((1,0),0)>
          fly.copy(%230, %576, %578) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1):((1,0),0), align<16>>, !fly.memref<i8, register, ((16,1),1):((1,0),0)>) -> ()
          %579 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %580 = fly.slice(%256, %579) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,2):((1,0),0,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1):((1,0),0), align<16>>
          %581 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %582 = fly.slice(%269, %581) : (!fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, register, ((16,1),1):((1,0),0)>
          fly.copy(%230, %580, %582) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1):((1,0),0), align<16>>, !fly.memref<i8, register, ((16,1),1):((1,0),0)>) -> ()
          %583 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %584 = fly.slice(%358, %583) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          %585 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,0))>
          %586 = fly.slice(%336, %585) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,0))>) -> !fly.memref<i8, register, 8:1>
          %587 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,0))>
          %588 = fly.slice(%257, %587) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,0))>) -> !fly.memref<i8, register, 8:1>
          %589 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %590 = fly.slice(%358, %589) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          fly.mma_atom_call(%144, %584, %586, %588, %590) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, (4,1):(1,0)>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, (4,1):(1,0)>) -> ()
          %591 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %592 = fly.slice(%358, %591) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          %593 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,0))>
          %594 = fly.slice(%336, %593) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,0))>) -> !fly.memref<i8, register, 8:1>
          %595 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,0))>
          %596 = fly.slice(%257, %595) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,0))>) -> !fly.memref<i8, register, 8:1>
          %597 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %598 = fly.slice(%358, %597) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          fly.mma_atom_call(%144, %592, %594, %596, %598) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, (4,1):(1,0)>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, (4,1):(1,0)>) -> ()
          %599 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %600 = fly.slice(%358, %599) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          %601 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,1))>
          %602 = fly.slice(%336, %601) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,1))>) -> !fly.memref<i8, register, 8:1>
          %603 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(0,1))>
          %604 = fly.slice(%257, %603) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(0,1))>) -> !fly.memref<i8, register, 8:1>
          %605 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %606 = fly.slice(%358, %605) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          fly.mma_atom_call(%144, %600, %602, %604, %606) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, (4,1):(1,0)>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, (4,1):(1,0)>) -> ()
          %607 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %608 = fly.slice(%358, %607) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          %609 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,1))>
          %610 = fly.slice(%336, %609) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,1))>) -> !fly.memref<i8, register, 8:1>
          %611 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,(1,1))>
          %612 = fly.slice(%257, %611) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,0,(1,1))>) -> !fly.memref<i8, register, 8:1>
          %613 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %614 = fly.slice(%358, %613) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
          fly.mma_atom_call(%144, %608, %610, %612, %614) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, (4,1):(1,0)>, !fly.memref<i8, register, 8:1>, !fly.memref<i8, register, 8:1>, !fly.memref<i32, register, (4,1):(1,0)>) -> ()
        }
        %368 = fly.get_shape(%358) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %369 = fly.get(%368) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %370 = fly.size(%369) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %371 = fly.get_shape(%358) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %372 = fly.get(%371) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %373 = fly.size(%372) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %374 = fly.make_fragment_like(%358, f32) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
        %375 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %376 = fly.recast_iter(%375) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %c256_i32_22 = arith.constant 256 : i32
        %377 = arith.muli %43, %c256_i32_22 : i32
        %378 = fly.make_int_tuple(%377) : (i32) -> !fly.int_tuple<?>
        %379 = fly.add_offset(%376, %378) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %c64_i32 = arith.constant 64 : i32
        %380 = arith.muli %1, %c64_i32 : i32
        %381 = fly.make_int_tuple(%380) : (i32) -> !fly.int_tuple<?>
        %382 = fly.add_offset(%379, %381) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %383 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_layout(%383, %384) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %386 = fly.make_view(%382, %385) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %387 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %388 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),4)>
        %389 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,4,16),1)>
        %390 = fly.make_layout(%388, %389) : (!fly.int_tuple<((16,4,4),4)>, !fly.int_tuple<((0,4,16),1)>) -> !fly.layout<((16,4,4),4):((0,4,16),1)>
        %391 = fly.static : !fly.tile<[64]>
        %392 = fly.make_tiled_copy(%387, %390, %391) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>
        %393 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %394 = fly.tiled_copy.partition_src(%392, %386, %393) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %395 = fly.make_fragment_like(%394) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        fly.copy(%387, %394, %395) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        %c2_i32_23 = arith.constant 2 : i32
        %396 = arith.floordivsi %3, %c2_i32_23 : i32
        %397 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %398 = fly.recast_iter(%397) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %399 = fly.make_int_tuple(%3) : (i32) -> !fly.int_tuple<?>
        %400 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %401 = fly.make_layout(%399, %400) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
        %402 = fly.make_view(%398, %401) : (!fly.ptr<f32, global>, !fly.layout<?:1>) -> !fly.memref<f32, global, ?:1>
        %403 = arith.extsi %3 : i32 to i64
        %c4_i64 = arith.constant 4 : i64
        %404 = arith.muli %403, %c4_i64 : i64
        %405 = fly.get_iter(%402) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %406 = fly.get_layout(%402) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_24 = arith.constant 0 : i16
        %c159744_i32_25 = arith.constant 159744 : i32
        %407 = fly.make_ptr(%405, %c0_i16_24, %404, %c159744_i32_25) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %408 = fly.make_view(%407, %406) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %409 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %410 = fly.memref.load(%141, %409) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32 = arith.constant 16777215 : i32
        %411 = arith.andi %410, %c16777215_i32 : i32
        %c24_i32 = arith.constant 24 : i32
        %412 = arith.shrsi %410, %c24_i32 : i32
        %413 = arith.cmpi slt, %411, %396 : i32
        %c2_i32_26 = arith.constant 2 : i32
        %414 = arith.muli %411, %c2_i32_26 : i32
        %415 = arith.addi %414, %412 : i32
        %c0_i32_27 = arith.constant 0 : i32
        %416 = arith.select %413, %415, %c0_i32_27 : i32
        %417 = fly.make_int_tuple(%416) : (i32) -> !fly.int_tuple<?>
        %418 = fly.memref.load(%408, %417) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %cst = arith.constant 0.000000e+00 : f32
        %419 = arith.select %413, %418, %cst : f32
        %420 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %421 = fly.slice(%395, %420) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %422 = fly.memref.load_vec(%421) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %423 = fly.get_layout(%421) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %424 = fly.get_shape(%423) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %425 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %426 = fly.slice(%358, %425) : (!fly.memref<i32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
        %427 = fly.memref.load_vec(%426) : (!fly.memref<i32, register, (4,1):(1,0)>) -> vector<4xi32>
        %428 = fly.get_layout(%426) : (!fly.memref<i32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %429 = fly.get_shape(%428) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %430 = vector.extract %427[0] : i32 from vector<4xi32>
        %431 = arith.sitofp %430 : i32 to f32
        %432 = vector.extract %422[0] : f32 from vector<4xf32>
        %433 = arith.mulf %431, %432 : f32
        %434 = arith.mulf %433, %419 : f32
        %435 = vector.extract %427[1] : i32 from vector<4xi32>
        %436 = arith.sitofp %435 : i32 to f32
        %437 = vector.extract %422[1] : f32 from vector<4xf32>
        %438 = arith.mulf %436, %437 : f32
        %439 = arith.mulf %438, %419 : f32
        %440 = vector.extract %427[2] : i32 from vector<4xi32>
        %441 = arith.sitofp %440 : i32 to f32
        %442 = vector.extract %422[2] : f32 from vector<4xf32>
        %443 = arith.mulf %441, %442 : f32
        %444 = arith.mulf %443, %419 : f32
        %445 = vector.extract %427[3] : i32 from vector<4xi32>
        %446 = arith.sitofp %445 : i32 to f32
        %447 = vector.extract %422[3] : f32 from vector<4xf32>
        %448 = arith.mulf %446, %447 : f32
        %449 = arith.mulf %448, %419 : f32
        %450 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %451 = fly.slice(%374, %450) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %452 = vector.from_elements %434, %439, %444, %449 : vector<4xf32>
        fly.memref.store_vec(%452, %451) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %453 = fly.make_fragment_like(%374, bf16) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>
        %454 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %455 = fly.get(%454) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %456 = fly.size(%455) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %457 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
        %458 = fly.get(%457) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
        %459 = fly.size(%458) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %460 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %461 = fly.slice(%374, %460) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %462 = fly.memref.load_vec(%461) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %463 = fly.get_layout(%461) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %464 = fly.get_shape(%463) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %465 = vector.bitcast %462 : vector<4xf32> to vector<4xi32>
        %c32768_i32 = arith.constant 32768 : i32
        %466 = vector.broadcast %c32768_i32 : i32 to vector<4xi32>
        %467 = arith.addi %465, %466 : vector<4xi32>
        %cst_28 = arith.constant dense<16> : vector<4xi32>
        %468 = arith.shrui %467, %cst_28 : vector<4xi32>
        %469 = arith.trunci %468 : vector<4xi32> to vector<4xi16>
        %470 = vector.bitcast %469 : vector<4xi16> to vector<4xbf16>
        %471 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %472 = fly.slice(%453, %471) : (!fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%470, %472) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %473 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
        %474 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %475 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %476 = fly.make_layout(%474, %475) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %477 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %478 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %479 = fly.make_layout(%477, %478) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %480 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %481 = fly.make_tiled_mma(%473, %479, %480) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %482 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
        %483 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 16>
        %484 = fly.recast_iter(%27) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
        %485 = fly.static : !fly.swizzle<S<3,3,3>>
        %486 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,16)>
        %487 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %488 = fly.make_ordered_layout(%486, %487) : (!fly.int_tuple<(64,16)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,16):(1,64)>
        %489 = fly.coprofile(%488) : (!fly.layout<(64,16):(1,64)>) -> !fly.int_tuple<0>
        %490 = fly.make_composed_layout(%485, %489, %488) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,16):(1,64)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,16):(1,64)>
        %491 = fly.make_view(%484, %490) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,16):(1,64)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,16):(1,64), align<16>>
        %492 = fly.static : !fly.swizzle<S<3,3,3>>
        %493 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,64)>
        %494 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %495 = fly.make_ordered_layout(%493, %494) : (!fly.int_tuple<(16,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,64):(64,1)>
        %496 = fly.coprofile(%495) : (!fly.layout<(16,64):(64,1)>) -> !fly.int_tuple<0>
        %497 = fly.make_composed_layout(%492, %496, %495) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(16,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (16,64):(64,1)>
        %498 = fly.make_view(%484, %497) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (16,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (16,64):(64,1), align<16>>
        gpu.barrier
        %499 = fly.static : !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>
        %500 = fly.static : !fly.int_tuple<(64,16,64)>
        %501 = fly.select(%500) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %502 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %503 = fly.make_layout(%501, %502) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %504 = fly.select(%500) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %505 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %506 = fly.make_layout(%504, %505) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %507 = fly.static : !fly.tile<[64:1|16:1]>
        %508 = fly.make_tiled_copy(%482, %499, %507) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>
        %509 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %510 = fly.tiled_copy.retile(%508, %453) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>
        %511 = fly.tiled_copy.partition_dst(%508, %491, %509) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,16):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,1):((1,0),0,0), align<16>>
        fly.copy(%482, %510, %511) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,1):((1,0),0,0), align<16>>) -> ()
        gpu.barrier
        %512 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %513 = fly.tiled_copy.partition_src(%88, %498, %512) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (16,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),2,1):((1,0),512,0), align<16>>
        %514 = fly.make_fragment_like(%513) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),2,1):((1,0),512,0), align<16>>) -> !fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>
        %515 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %516 = fly.tiled_copy.partition_src(%88, %498, %515) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.layout<((32,8),2):((16,1),8)>, !fly.tile<[8|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (16,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),2,1):((1,0),512,0), align<16>>
        fly.copy(%483, %516, %514) : (!fly.copy_atom<!fly.universal_copy<32>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=2} o ((2,1),2,1):((1,0),512,0), align<16>>, !fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>) -> ()
        %517 = fly.get_layout(%114) : (!fly.memref<i8, global, ((2,1),2,1):((16,0),8,0)>) -> !fly.layout<((2,1),2,1):((16,0),8,0)>
        %518 = fly.get_shape(%114) : (!fly.memref<i8, global, ((2,1),2,1):((16,0),8,0)>) -> !fly.int_tuple<((2,1),2,1)>
        %519 = fly.get(%518) {mode = array<i32: 1>} : (!fly.int_tuple<((2,1),2,1)>) -> !fly.int_tuple<2>
        %520 = fly.size(%519) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %521 = fly.get_shape(%114) : (!fly.memref<i8, global, ((2,1),2,1):((16,0),8,0)>) -> !fly.int_tuple<((2,1),2,1)>
        %522 = fly.get(%521) {mode = array<i32: 2>} : (!fly.int_tuple<((2,1),2,1)>) -> !fly.int_tuple<1>
        %523 = fly.size(%522) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %524 = fly.get_shape(%514) : (!fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>) -> !fly.int_tuple<((2,1),2,1)>
        %525 = fly.get(%524) {mode = array<i32: 0>} : (!fly.int_tuple<((2,1),2,1)>) -> !fly.int_tuple<(2,1)>
        %526 = fly.get_stride(%514) : (!fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>) -> !fly.int_tuple<((1,0),2,0)>
        %527 = fly.get(%526) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),2,0)>) -> !fly.int_tuple<(1,0)>
        %528 = fly.get_shape(%82) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %529 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,(*,?))>
        %530 = fly.slice(%107, %529) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,64),(?,4)):((0,1),(256,64))>, !fly.int_tuple<(*,(*,?))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,64),?):((0,1),256)>
        %531 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %532 = fly.memref.load(%104, %531) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_29 = arith.constant 16777215 : i32
        %533 = arith.andi %532, %c16777215_i32_29 : i32
        %534 = arith.cmpi slt, %533, %arg9 : i32
        scf.if %534 {
          %c256_i32_31 = arith.constant 256 : i32
          %539 = arith.muli %533, %c256_i32_31 : i32
          %c64_i32_32 = arith.constant 64 : i32
          %540 = arith.muli %1, %c64_i32_32 : i32
          %541 = arith.addi %539, %540 : i32
          %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
          %543 = fly.crd2idx(%542, %517) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((2,1),2,1):((16,0),8,0)>) -> !fly.int_tuple<0>
          %c0_i32_33 = arith.constant 0 : i32
          %544 = arith.addi %118, %c0_i32_33 : i32
          %545 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
          %546 = fly.crd2idx(%545, %128) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((2,1),32,1):((256,0),8,0)>) -> !fly.int_tuple<0>
          %c0_i32_34 = arith.constant 0 : i32
          %547 = arith.addi %127, %c0_i32_34 : i32
          %c256_i32_35 = arith.constant 256 : i32
          %548 = arith.remsi %547, %c256_i32_35 : i32
          %c256_i32_36 = arith.constant 256 : i32
          %549 = arith.floordivsi %547, %c256_i32_36 : i32
          %c16_i32_37 = arith.constant 16 : i32
          %550 = arith.cmpi slt, %548, %c16_i32_37 : i32
          %c64_i32_38 = arith.constant 64 : i32
          %551 = arith.cmpi slt, %549, %c64_i32_38 : i32
          %552 = arith.andi %550, %551 : i1
          %553 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
          %554 = fly.slice(%514, %553) : (!fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
          %555 = fly.memref.load_vec(%554) : (!fly.memref<bf16, register, (2,1):(1,0)>) -> vector<2xbf16>
          %556 = fly.get_layout(%554) : (!fly.memref<bf16, register, (2,1):(1,0)>) -> !fly.layout<(2,1):(1,0)>
          %557 = fly.get_shape(%556) : (!fly.layout<(2,1):(1,0)>) -> !fly.int_tuple<(2,1)>
          %558 = arith.addi %541, %544 : i32
          %c-2_i32 = arith.constant -2 : i32
          %559 = arith.andi %558, %c-2_i32 : i32
          %c256_i32_39 = arith.constant 256 : i32
          %560 = arith.muli %arg9, %c256_i32_39 : i32
          %561 = arith.select %552, %559, %560 : i32
          %562 = vector.extract %555[0] : bf16 from vector<2xbf16>
          %563 = vector.extract %555[1] : bf16 from vector<2xbf16>
          %564 = vector.from_elements %562, %563 : vector<2xbf16>
          %c0_i32_40 = arith.constant 0 : i32
          %565 = arith.addi %561, %c0_i32_40 : i32
          %c2_i32_41 = arith.constant 2 : i32
          %566 = arith.muli %565, %c2_i32_41 : i32
          %c0_i32_42 = arith.constant 0 : i32
          %567 = rocdl.raw.ptr.buffer.atomic.fadd %564, %68, %566, %c0_i32_42, 0 : vector<2xbf16>
        }
        %535 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %536 = fly.memref.load(%104, %535) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c16777215_i32_30 = arith.constant 16777215 : i32
        %537 = arith.andi %536, %c16777215_i32_30 : i32
        %538 = arith.cmpi slt, %537, %arg9 : i32
        scf.if %538 {
          %c256_i32_31 = arith.constant 256 : i32
          %539 = arith.muli %537, %c256_i32_31 : i32
          %c64_i32_32 = arith.constant 64 : i32
          %540 = arith.muli %1, %c64_i32_32 : i32
          %541 = arith.addi %539, %540 : i32
          %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1,0)>
          %543 = fly.crd2idx(%542, %517) : (!fly.int_tuple<(0,1,0)>, !fly.layout<((2,1),2,1):((16,0),8,0)>) -> !fly.int_tuple<8>
          %c0_i32_33 = arith.constant 0 : i32
          %544 = arith.addi %118, %c0_i32_33 : i32
          %545 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1,0)>
          %546 = fly.crd2idx(%545, %128) : (!fly.int_tuple<(0,1,0)>, !fly.layout<((2,1),32,1):((256,0),8,0)>) -> !fly.int_tuple<8>
          %c8_i32 = arith.constant 8 : i32
          %547 = arith.addi %127, %c8_i32 : i32
          %c256_i32_34 = arith.constant 256 : i32
          %548 = arith.remsi %547, %c256_i32_34 : i32
          %c256_i32_35 = arith.constant 256 : i32
          %549 = arith.floordivsi %547, %c256_i32_35 : i32
          %c16_i32_36 = arith.constant 16 : i32
          %550 = arith.cmpi slt, %548, %c16_i32_36 : i32
          %c64_i32_37 = arith.constant 64 : i32
          %551 = arith.cmpi slt, %549, %c64_i32_37 : i32
          %552 = arith.andi %550, %551 : i1
          %553 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,1,0)>
          %554 = fly.slice(%514, %553) : (!fly.memref<bf16, register, ((2,1),2,1):((1,0),2,0)>, !fly.int_tuple<(*,1,0)>) -> !fly.memref<bf16, register, (2,1):(1,0)>
          %555 = fly.memref.load_vec(%554) : (!fly.memref<bf16, register, (2,1):(1,0)>) -> vector<2xbf16>
          %556 = fly.get_layout(%554) : (!fly.memref<bf16, register, (2,1):(1,0)>) -> !fly.layout<(2,1):(1,0)>
          %557 = fly.get_shape(%556) : (!fly.layout<(2,1):(1,0)>) -> !fly.int_tuple<(2,1)>
          %558 = arith.addi %541, %544 : i32
          %c-2_i32 = arith.constant -2 : i32
          %559 = arith.andi %558, %c-2_i32 : i32
          %c256_i32_38 = arith.constant 256 : i32
          %560 = arith.muli %arg9, %c256_i32_38 : i32
          %561 = arith.select %552, %559, %560 : i32
          %562 = vector.extract %555[0] : bf16 from vector<2xbf16>
          %563 = vector.extract %555[1] : bf16 from vector<2xbf16>
          %564 = vector.from_elements %562, %563 : vector<2xbf16>
          %c0_i32_39 = arith.constant 0 : i32
          %565 = arith.addi %561, %c0_i32_39 : i32
          %c2_i32_40 = arith.constant 2 : i32
          %566 = arith.muli %565, %c2_i32_40 : i32
          %c0_i32_41 = arith.constant 0 : i32
          %567 = rocdl.raw.ptr.buffer.atomic.fadd %564, %68, %566, %c0_i32_41, 0 : vector<2xbf16>
        }
      }
      gpu.return
    }
  }
}

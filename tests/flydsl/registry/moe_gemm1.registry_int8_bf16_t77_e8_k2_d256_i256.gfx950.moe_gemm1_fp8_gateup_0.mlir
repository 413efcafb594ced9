// FlyDSL 0.4.2: moe_gemm1/registry_int8_bf16_t77_e8_k2_d256_i256 for gfx950 (scripts/flydsl_library.py --registry)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @moe_gemm1_fp8_gateup_0(%arg0: !fly.memref<bf16, global, ?:1>, %arg1: !fly.memref<i8, global, ?:1>, %arg2: !fly.memref<i8, global, ?:1>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<i32, global, ?:1>, %arg6: !fly.memref<i32, global, ?:1>, %arg7: !fly.memref<f32, global, ?:1>, %arg8: !fly.memref<i32, global, ?:1>, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %3 = fly.get_iter(%arg1) : (!fly.memref<i8, global, ?:1>) -> !fly.ptr<i8, global>
      %4 = fly.recast_iter(%3) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
      %5 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,256)>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %7 = fly.make_layout(%5, %6) : (!fly.int_tuple<(?,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(?,256):(256,1)>
      %8 = fly.make_view(%4, %7) : (!fly.ptr<i8, global>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<i8, global, (?,256):(256,1)>
      %9 = fly.get_iter(%arg8) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_layout(%10, %11) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %13 = fly.make_view(%9, %12) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
      %14 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %15 = fly.memref.load(%13, %14) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<0>) -> i32
      %c32_i32 = arith.constant 32 : i32
      %16 = arith.muli %2, %c32_i32 : i32
      %17 = arith.cmpi slt, %16, %15 : i32
      scf.if %17 {
        %18 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 8192 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
        %19 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %20 = fly.add_offset(%18, %19) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %21 = fly.recast_iter(%20) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
        %22 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %23 = fly.add_offset(%18, %22) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %24 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %25 = fly.add_offset(%23, %24) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
        %26 = fly.recast_iter(%25) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %27 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %28 = fly.add_offset(%23, %27) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<i8, shared, align<16>>
        %29 = fly.recast_iter(%28) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
        %30 = fly.get_iter(%arg5) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %c32_i32_0 = arith.constant 32 : i32
        %31 = arith.muli %2, %c32_i32_0 : i32
        %32 = fly.make_int_tuple(%31) : (i32) -> !fly.int_tuple<?>
        %33 = fly.add_offset(%30, %32) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
        %34 = fly.recast_iter(%33) : (!fly.ptr<i32, global>) -> !fly.ptr<i32, global>
        %35 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %37 = fly.make_layout(%35, %36) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %38 = fly.make_view(%34, %37) : (!fly.ptr<i32, global>, !fly.layout<32:1>) -> !fly.memref<i32, global, 32:1>
        %39 = fly.get_iter(%arg6) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
        %40 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %42 = fly.make_layout(%40, %41) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %43 = fly.make_view(%39, %42) : (!fly.ptr<i32, global>, !fly.layout<1:1>) -> !fly.memref<i32, global, 1:1>
        %44 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<?>
        %45 = fly.memref.load(%43, %44) : (!fly.memref<i32, global, 1:1>, !fly.int_tuple<?>) -> i32
        %46 = fly.get_iter(%arg2) : (!fly.memref<i8, global, ?:1>) -> !fly.ptr<i8, global>
        %47 = fly.recast_iter(%46) : (!fly.ptr<i8, global>) -> !fly.ptr<i8, global>
        %48 = fly.make_int_tuple() : () -> !fly.int_tuple<((64,2,4),256)>
        %49 = fly.make_int_tuple() : () -> !fly.int_tuple<((1,256,64),512)>
        %50 = fly.make_layout(%48, %49) : (!fly.int_tuple<((64,2,4),256)>, !fly.int_tuple<((1,256,64),512)>) -> !fly.layout<((64,2,4),256):((1,256,64),512)>
        %c512_i32 = arith.constant 512 : i32
        %51 = arith.muli %45, %c512_i32 : i32
        %c256_i32 = arith.constant 256 : i32
        %52 = arith.muli %51, %c256_i32 : i32
        %53 = arith.extsi %52 : i32 to i64
        %54 = fly.make_int_tuple(%53) : (i64) -> !fly.int_tuple<?{i64}>
        %55 = fly.add_offset(%47, %54) : (!fly.ptr<i8, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<i8, global>
        %56 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,32),(16,16))>
        %57 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4096),(1,256))>
        %58 = fly.make_layout(%56, %57) : (!fly.int_tuple<((16,32),(16,16))>, !fly.int_tuple<((16,4096),(1,256))>) -> !fly.layout<((16,32),(16,16)):((16,4096),(1,256))>
        %59 = fly.composition(%58, %50) : (!fly.layout<((16,32),(16,16)):((16,4096),(1,256))>, !fly.layout<((64,2,4),256):((1,256,64),512)>) -> !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %60 = fly.make_view(%55, %59) : (!fly.ptr<i8, global>, !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.memref<i8, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %61 = fly.get_iter(%38) : (!fly.memref<i32, global, 32:1>) -> !fly.ptr<i32, global>
        %62 = fly.get_layout(%38) : (!fly.memref<i32, global, 32:1>) -> !fly.layout<32:1>
        %63 = fly.cosize(%62) : (!fly.layout<32:1>) -> !fly.int_tuple<32>
        %c0_i16 = arith.constant 0 : i16
        %c128_i64 = arith.constant 128 : i64
        %c159744_i32 = arith.constant 159744 : i32
        %64 = fly.make_ptr(%61, %c0_i16, %c128_i64, %c159744_i32) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %65 = fly.make_view(%64, %62) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<32:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 32:1>
        %66 = fly.make_int_tuple() : () -> !fly.int_tuple<256>
        %67 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %68 = fly.make_layout(%66, %67) : (!fly.int_tuple<256>, !fly.int_tuple<1>) -> !fly.layout<256:1>
        %69 = fly.make_view(%21, %68) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<256:1>) -> !fly.memref<i32, shared, 256:1, align<16>>
        %70 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%arg9, %69, %70) : (i32, !fly.memref<i32, shared, 256:1, align<16>>, !fly.int_tuple<?>) -> ()
        gpu.barrier
        %c32_i32_1 = arith.constant 32 : i32
        %71 = arith.cmpi slt, %0, %c32_i32_1 : i32
        scf.if %71 {
          %1003 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
          %1004 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %1005 = fly.make_layout(%1003, %1004) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
          %1006 = fly.make_view(%21, %1005) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
          %1007 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          %1008 = fly.memref.load(%65, %1007) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 32:1>, !fly.int_tuple<?>) -> i32
          %1009 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          fly.memref.store(%1008, %1006, %1009) : (i32, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> ()
        }
        gpu.barrier
        %72 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
        %73 = fly.recast_iter(%72) : (!fly.ptr<bf16, global>) -> !fly.ptr<bf16, global>
        %74 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,2,256)>
        %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(512,256,1)>
        %76 = fly.make_layout(%74, %75) : (!fly.int_tuple<(?,2,256)>, !fly.int_tuple<(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
        %77 = fly.make_view(%73, %76) : (!fly.ptr<bf16, global>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<bf16, global, (?,2,256):(512,256,1)>
        %78 = fly.get_iter(%77) : (!fly.memref<bf16, global, (?,2,256):(512,256,1)>) -> !fly.ptr<bf16, global>
        %79 = fly.get_layout(%77) : (!fly.memref<bf16, global, (?,2,256):(512,256,1)>) -> !fly.layout<(?,2,256):(512,256,1)>
        %80 = fly.cosize(%79) : (!fly.layout<(?,2,256):(512,256,1)>) -> !fly.int_tuple<?>
        %81 = fly.get_scalar(%80) : (!fly.int_tuple<?>) -> i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.muli %81, %c2_i32 : i32
        %83 = arith.extsi %82 : i32 to i64
        %c0_i16_2 = arith.constant 0 : i16
        %c159744_i32_3 = arith.constant 159744 : i32
        %84 = fly.make_ptr(%78, %c0_i16_2, %83, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %85 = fly.make_view(%84, %79) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,2,256):(512,256,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>
        %86 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
        %87 = fly.make_int_tuple() : () -> !fly.int_tuple<((4,16,2,2),8)>
        %88 = fly.make_int_tuple() : () -> !fly.int_tuple<((256,1,16,1024),32)>
        %89 = fly.make_layout(%87, %88) : (!fly.int_tuple<((4,16,2,2),8)>, !fly.int_tuple<((256,1,16,1024),32)>) -> !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>
        %90 = fly.static : !fly.tile<[32|64]>
        %91 = fly.make_tiled_copy(%86, %89, %90) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>
        %92 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %93 = fly.make_int_tuple() : () -> !fly.int_tuple<((4,16,2,2),1)>
        %94 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1,16,0),0)>
        %95 = fly.make_layout(%93, %94) : (!fly.int_tuple<((4,16,2,2),1)>, !fly.int_tuple<((0,1,16,0),0)>) -> !fly.layout<((4,16,2,2),1):((0,1,16,0),0)>
        %96 = fly.static : !fly.tile<[32]>
        %97 = fly.make_tiled_copy(%92, %95, %96) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((4,16,2,2),1):((0,1,16,0),0)>, !fly.tile<[32]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((4,16,2,2),1):((0,1,16,0),0)>, !fly.tile<[32]>>
        %98 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %99 = fly.add_offset(%21, %98) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %100 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %101 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %102 = fly.make_layout(%100, %101) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %103 = fly.make_view(%99, %102) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %104 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %105 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %106 = fly.tiled_copy.partition_src(%97, %103, %105) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((4,16,2,2),1):((0,1,16,0),0)>, !fly.tile<[32]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),1):((0,0),0)>
        %107 = fly.make_fragment_like(%106) : (!fly.memref<i32, shared, ((1,1),1):((0,0),0)>) -> !fly.memref<i32, register, ((1,1),1):((0,0),0)>
        fly.copy(%104, %106, %107) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),1):((0,0),0)>, !fly.memref<i32, register, ((1,1),1):((0,0),0)>) -> ()
        %108 = fly.get_shape(%85) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %109 = fly.static : !fly.tile<[1|1|64]>
        %110 = fly.zipped_divide(%85, %109) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>, !fly.tile<[1|1|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),(?,2,4)):((0,0,1),(512,256,64))>
        %c0_i32 = arith.constant 0 : i32
        %111 = fly.inttoptr(%c0_i32) : (i32) -> !fly.ptr<i8, global, align<512>>
        %112 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,64)>
        %113 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,32)>
        %114 = fly.make_layout(%112, %113) : (!fly.int_tuple<(32,64)>, !fly.int_tuple<(1,32)>) -> !fly.layout<(32,64):(1,32)>
        %115 = fly.make_view(%111, %114) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(32,64):(1,32)>) -> !fly.memref<i8, global, (32,64):(1,32), align<512>>
        %116 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %117 = fly.tiled_copy.partition_dst(%91, %115, %116) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<i8, global, (32,64):(1,32), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>
        %118 = fly.get_iter(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.ptr<i8, global>
        %119 = fly.ptrtoint(%118) : (!fly.ptr<i8, global>) -> i64
        %120 = arith.trunci %119 : i64 to i32
        %c32_i32_4 = arith.constant 32 : i32
        %121 = arith.floordivsi %120, %c32_i32_4 : i32
        %122 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,64)>
        %123 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %124 = fly.make_layout(%122, %123) : (!fly.int_tuple<(256,64)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,64):(1,256)>
        %125 = fly.make_view(%111, %124) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,64):(1,256)>) -> !fly.memref<i8, global, (256,64):(1,256), align<512>>
        %126 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %127 = fly.tiled_copy.partition_dst(%91, %125, %126) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<i8, global, (256,64):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((8,1),8,1):((256,0),32,0)>
        %128 = fly.get_iter(%127) : (!fly.memref<i8, global, ((8,1),8,1):((256,0),32,0)>) -> !fly.ptr<i8, global>
        %129 = fly.ptrtoint(%128) : (!fly.ptr<i8, global>) -> i64
        %130 = arith.trunci %129 : i64 to i32
        %131 = fly.get_layout(%127) : (!fly.memref<i8, global, ((8,1),8,1):((256,0),32,0)>) -> !fly.layout<((8,1),8,1):((256,0),32,0)>
        %132 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %133 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),1)>
        %134 = fly.make_int_tuple() : () -> !fly.int_tuple<((1,0,0),0)>
        %135 = fly.make_layout(%133, %134) : (!fly.int_tuple<((16,4,4),1)>, !fly.int_tuple<((1,0,0),0)>) -> !fly.layout<((16,4,4),1):((1,0,0),0)>
        %136 = fly.static : !fly.tile<[16]>
        %137 = fly.make_tiled_copy(%132, %135, %136) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>
        %138 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %139 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %140 = fly.make_layout(%138, %139) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %141 = fly.make_view(%21, %140) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %142 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %143 = fly.tiled_copy.partition_src(%137, %141, %142) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),1):((1,0,0),0)>, !fly.tile<[16]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),2):((0,0),16)>
        %144 = fly.make_fragment_like(%143) : (!fly.memref<i32, shared, ((1,1),2):((0,0),16)>) -> !fly.memref<i32, register, ((1,1),2):((0,0),1)>
        %145 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        fly.copy(%145, %143, %144) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),2):((0,0),16)>, !fly.memref<i32, register, ((1,1),2):((0,0),1)>) -> ()
        %thread_id_x_5 = gpu.thread_id x
        %146 = arith.index_cast %thread_id_x_5 : index to i32
        %147 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %150 = fly.make_layout(%148, %149) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %152 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %153 = fly.make_layout(%151, %152) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %154 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %155 = fly.make_tiled_mma(%147, %153, %154) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %156 = arith.extsi %arg9 : i32 to i64
        %c256_i64 = arith.constant 256 : i64
        %157 = arith.muli %156, %c256_i64 : i64
        %c1_i64 = arith.constant 1 : i64
        %158 = arith.muli %157, %c1_i64 : i64
        %159 = fly.get_iter(%8) : (!fly.memref<i8, global, (?,256):(256,1)>) -> !fly.ptr<i8, global>
        %160 = fly.get_layout(%8) : (!fly.memref<i8, global, (?,256):(256,1)>) -> !fly.layout<(?,256):(256,1)>
        %c0_i16_6 = arith.constant 0 : i16
        %c159744_i32_7 = arith.constant 159744 : i32
        %161 = fly.make_ptr(%159, %c0_i16_6, %158, %c159744_i32_7) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %162 = fly.make_view(%161, %160) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (?,256):(256,1)>
        %163 = fly.get_iter(%60) : (!fly.memref<i8, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.ptr<i8, global>
        %164 = fly.get_layout(%60) : (!fly.memref<i8, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %165 = fly.cosize(%164) : (!fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.int_tuple<131072>
        %c0_i16_8 = arith.constant 0 : i16
        %c131072_i64 = arith.constant 131072 : i64
        %c159744_i32_9 = arith.constant 159744 : i32
        %166 = fly.make_ptr(%163, %c0_i16_8, %c131072_i64, %c159744_i32_9) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %167 = fly.make_view(%166, %164) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %168 = fly.get_iter(%8) : (!fly.memref<i8, global, (?,256):(256,1)>) -> !fly.ptr<i8, global>
        %169 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
        %170 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %171 = fly.make_layout(%169, %170) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %172 = fly.make_view(%168, %171) : (!fly.ptr<i8, global>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<i8, global, (32,256):(256,1)>
        %173 = fly.get_iter(%172) : (!fly.memref<i8, global, (32,256):(256,1)>) -> !fly.ptr<i8, global>
        %174 = fly.get_layout(%172) : (!fly.memref<i8, global, (32,256):(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %175 = fly.cosize(%174) : (!fly.layout<(32,256):(256,1)>) -> !fly.int_tuple<8192>
        %c0_i16_10 = arith.constant 0 : i16
        %c8192_i64 = arith.constant 8192 : i64
        %c159744_i32_11 = arith.constant 159744 : i32
        %176 = fly.make_ptr(%173, %c0_i16_10, %c8192_i64, %c159744_i32_11) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %177 = fly.make_view(%176, %174) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (32,256):(256,1)>
        %178 = fly.static : !fly.tile<[32|128]>
        %179 = fly.flat_divide(%177, %178) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (32,256):(256,1)>, !fly.tile<[32|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>
        %180 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,*)>
        %181 = fly.slice(%179, %180) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>, !fly.int_tuple<(*,*,0,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>
        %182 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>
        %183 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,32),(1,16))>
        %184 = fly.make_int_tuple() : () -> !fly.int_tuple<((512,1),(1,32))>
        %185 = fly.make_layout(%183, %184) : (!fly.int_tuple<((8,32),(1,16))>, !fly.int_tuple<((512,1),(1,32))>) -> !fly.layout<((8,32),(1,16)):((512,1),(1,32))>
        %186 = fly.static : !fly.tile<[32|128]>
        %187 = fly.make_tiled_copy(%182, %185, %186) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %188 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %189 = fly.make_int_tuple() : () -> !fly.int_tuple<((8,8,4),1)>
        %190 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,1,8),0)>
        %191 = fly.make_layout(%189, %190) : (!fly.int_tuple<((8,8,4),1)>, !fly.int_tuple<((0,1,8),0)>) -> !fly.layout<((8,8,4),1):((0,1,8),0)>
        %192 = fly.static : !fly.tile<[32]>
        %193 = fly.make_tiled_copy(%188, %191, %192) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %195 = fly.add_offset(%21, %194) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared, align<16>>
        %196 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
        %197 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %198 = fly.make_layout(%196, %197) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
        %199 = fly.make_view(%195, %198) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
        %200 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %201 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %202 = fly.tiled_copy.partition_src(%193, %199, %201) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((8,8,4),1):((0,1,8),0)>, !fly.tile<[32]>>, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> !fly.memref<i32, shared, ((1,1),1):((0,0),0)>
        %203 = fly.make_fragment_like(%202) : (!fly.memref<i32, shared, ((1,1),1):((0,0),0)>) -> !fly.memref<i32, register, ((1,1),1):((0,0),0)>
        fly.copy(%200, %202, %203) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, shared, ((1,1),1):((0,0),0)>, !fly.memref<i32, register, ((1,1),1):((0,0),0)>) -> ()
        %204 = fly.get_shape(%162) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %205 = fly.static : !fly.tile<[1|128]>
        %206 = fly.zipped_divide(%162, %205) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,256):(256,1)>, !fly.tile<[1|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>
        %c0_i32_12 = arith.constant 0 : i32
        %207 = fly.inttoptr(%c0_i32_12) : (i32) -> !fly.ptr<i8, global, align<512>>
        %208 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %209 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,32)>
        %210 = fly.make_layout(%208, %209) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,32)>) -> !fly.layout<(32,128):(1,32)>
        %211 = fly.make_view(%207, %210) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(32,128):(1,32)>) -> !fly.memref<i8, global, (32,128):(1,32), align<512>>
        %212 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %213 = fly.tiled_copy.partition_src(%187, %211, %212) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (32,128):(1,32), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>
        %214 = fly.get_iter(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.ptr<i8, global>
        %215 = fly.ptrtoint(%214) : (!fly.ptr<i8, global>) -> i64
        %216 = arith.trunci %215 : i64 to i32
        %c32_i32_13 = arith.constant 32 : i32
        %217 = arith.floordivsi %216, %c32_i32_13 : i32
        %218 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,128)>
        %219 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
        %220 = fly.make_layout(%218, %219) : (!fly.int_tuple<(256,128)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,128):(1,256)>
        %221 = fly.make_view(%207, %220) : (!fly.ptr<i8, global, align<512>>, !fly.layout<(256,128):(1,256)>) -> !fly.memref<i8, global, (256,128):(1,256), align<512>>
        %222 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %223 = fly.tiled_copy.partition_src(%187, %221, %222) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, global, (256,128):(1,256), align<512>>, !fly.int_tuple<?>) -> !fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>
        %224 = fly.get_iter(%223) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.ptr<i8, global>
        %225 = fly.ptrtoint(%224) : (!fly.ptr<i8, global>) -> i64
        %226 = arith.trunci %225 : i64 to i32
        %227 = fly.get_layout(%223) : (!fly.memref<i8, global, ((16,1),8,1):((256,0),32,0)>) -> !fly.layout<((16,1),8,1):((256,0),32,0)>
        %228 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %229 = fly.tiled_copy.partition_src(%187, %181, %228) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>
        %230 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %231 = fly.slice(%229, %230) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %232 = fly.make_fragment_like(%231) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        gpu.barrier
        %233 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
        %234 = fly.static : !fly.swizzle<S<3,4,3>>
        %235 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %236 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %237 = fly.make_ordered_layout(%235, %236) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %238 = fly.coprofile(%237) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %239 = fly.make_composed_layout(%234, %238, %237) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %240 = fly.make_view(%26, %239) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %241 = fly.static : !fly.tile<[32|128]>
        %242 = fly.make_tiled_copy(%233, %185, %241) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %243 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %244 = fly.tiled_copy.partition_dst(%242, %240, %243) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %245 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %246 = fly.static : !fly.int_tuple<(64,16,64)>
        %247 = fly.select(%246) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %248 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %249 = fly.make_layout(%247, %248) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %250 = fly.select(%246) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %251 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %252 = fly.make_layout(%250, %251) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %253 = fly.static : !fly.tile<[16:1|64:1]>
        %254 = fly.make_tiled_copy(%233, %245, %253) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %255 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %256 = fly.tiled_copy.partition_src(%254, %240, %255) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %257 = fly.mma.make_fragment(b, %155, %240) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>
        %258 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %259 = fly.static : !fly.int_tuple<(64,16,64)>
        %260 = fly.select(%259) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %261 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %262 = fly.make_layout(%260, %261) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %263 = fly.select(%259) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_layout(%263, %264) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %266 = fly.static : !fly.tile<[16:1|64:1]>
        %267 = fly.make_tiled_copy(%233, %258, %266) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %268 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %269 = fly.tiled_copy.retile(%267, %257) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>
        %270 = fly.static : !fly.swizzle<S<3,4,3>>
        %271 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %273 = fly.make_ordered_layout(%271, %272) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %274 = fly.coprofile(%273) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %275 = fly.make_composed_layout(%270, %274, %273) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %276 = fly.make_view(%29, %275) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %277 = fly.static : !fly.tile<[32|128]>
        %278 = fly.make_tiled_copy(%233, %185, %277) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %279 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %280 = fly.tiled_copy.partition_dst(%278, %276, %279) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
        %281 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %282 = fly.static : !fly.int_tuple<(64,16,64)>
        %283 = fly.select(%282) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %285 = fly.make_layout(%283, %284) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %286 = fly.select(%282) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %287 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %288 = fly.make_layout(%286, %287) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %289 = fly.static : !fly.tile<[16:1|64:1]>
        %290 = fly.make_tiled_copy(%233, %281, %289) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %291 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %292 = fly.tiled_copy.partition_src(%290, %276, %291) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %293 = fly.mma.make_fragment(b, %155, %276) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>
        %294 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
        %295 = fly.static : !fly.int_tuple<(64,16,64)>
        %296 = fly.select(%295) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %298 = fly.make_layout(%296, %297) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %299 = fly.select(%295) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %301 = fly.make_layout(%299, %300) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %302 = fly.static : !fly.tile<[16:1|64:1]>
        %303 = fly.make_tiled_copy(%233, %294, %302) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
        %304 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %305 = fly.tiled_copy.retile(%303, %293) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>
        %306 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %307 = fly.slice(%229, %306) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %308 = fly.make_fragment_like(%307) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %309 = fly.static : !fly.tile<[32|128]>
        %310 = fly.make_tiled_copy(%233, %185, %309) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %311 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %312 = fly.tiled_copy.retile(%310, %232) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %313 = fly.static : !fly.tile<[32|128]>
        %314 = fly.make_tiled_copy(%233, %185, %313) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %315 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %316 = fly.tiled_copy.retile(%314, %308) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
        %317 = fly.static : !fly.tile<[64|128]>
        %318 = fly.flat_divide(%167, %317) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>
        %c2_i32_14 = arith.constant 2 : i32
        %319 = arith.muli %1, %c2_i32_14 : i32
        %c0_i32_15 = arith.constant 0 : i32
        %320 = arith.addi %319, %c0_i32_15 : i32
        %321 = fly.make_int_tuple(%320) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %322 = fly.slice(%318, %321) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
        %323 = fly.static : !fly.tile<[64|128]>
        %324 = fly.flat_divide(%167, %323) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>
        %c2_i32_16 = arith.constant 2 : i32
        %325 = arith.muli %1, %c2_i32_16 : i32
        %c1_i32 = arith.constant 1 : i32
        %326 = arith.addi %325, %c1_i32 : i32
        %327 = fly.make_int_tuple(%326) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %328 = fly.slice(%324, %327) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
        %329 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>
        %330 = fly.static : !fly.int_tuple<(64,16,64)>
        %331 = fly.select(%330) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %332 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %333 = fly.make_layout(%331, %332) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %334 = fly.select(%330) {indices = array<i32: 2>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %336 = fly.make_layout(%334, %335) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %337 = fly.static : !fly.tile<[64:1|64:1]>
        %338 = fly.make_tiled_copy(%182, %329, %337) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>
        %339 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %340 = fly.tiled_copy.partition_src(%338, %322, %339) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
        %341 = fly.tiled_copy.partition_src(%338, %328, %339) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
        %342 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %343 = fly.slice(%322, %342) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %344 = fly.mma.make_fragment(a, %155, %343) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %346 = fly.slice(%322, %345) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %347 = fly.mma.make_fragment(a, %155, %346) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %348 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %349 = fly.slice(%328, %348) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %350 = fly.mma.make_fragment(a, %155, %349) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %351 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %352 = fly.slice(%328, %351) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %353 = fly.mma.make_fragment(a, %155, %352) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
        %354 = fly.tiled_copy.retile(%338, %344) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %355 = fly.tiled_copy.retile(%338, %347) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %356 = fly.tiled_copy.retile(%338, %350) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %357 = fly.tiled_copy.retile(%338, %353) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
        %358 = fly.get_shape(%344) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %359 = fly.size(%358) : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<32>
        %360 = fly.get_iter(%8) : (!fly.memref<i8, global, (?,256):(256,1)>) -> !fly.ptr<i8, global>
        %361 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %362 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,1)>
        %363 = fly.make_layout(%361, %362) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %364 = fly.make_view(%360, %363) : (!fly.ptr<i8, global>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<i8, global, (64,32):(32,1)>
        %365 = fly.get_iter(%364) : (!fly.memref<i8, global, (64,32):(32,1)>) -> !fly.ptr<i8, global>
        %366 = fly.get_layout(%364) : (!fly.memref<i8, global, (64,32):(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %367 = fly.cosize(%366) : (!fly.layout<(64,32):(32,1)>) -> !fly.int_tuple<2048>
        %c0_i16_17 = arith.constant 0 : i16
        %c2048_i64 = arith.constant 2048 : i64
        %c159744_i32_18 = arith.constant 159744 : i32
        %368 = fly.make_ptr(%365, %c0_i16_17, %c2048_i64, %c159744_i32_18) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %369 = fly.make_view(%368, %366) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %370 = fly.static : !fly.tile<[64|32]>
        %371 = fly.flat_divide(%369, %370) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (64,32):(32,1)>, !fly.tile<[64|32]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>
        %372 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
        %373 = fly.slice(%371, %372) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %374 = fly.mma.make_fragment(c, %155, %373) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (64,32):(32,1)>) -> !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>
        %375 = fly.mma.make_fragment(c, %155, %373) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (64,32):(32,1)>) -> !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>
        %376 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %377 = fly.get_shape(%376) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %c0_i32_19 = arith.constant 0 : i32
        %378 = vector.broadcast %c0_i32_19 : i32 to vector<8xi32>
        fly.memref.store_vec(%378, %374) : (vector<8xi32>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %379 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %380 = fly.get_shape(%379) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %c0_i32_20 = arith.constant 0 : i32
        %381 = vector.broadcast %c0_i32_20 : i32 to vector<8xi32>
        fly.memref.store_vec(%381, %375) : (vector<8xi32>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %382 = fly.get_layout(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.layout<((16,1),1,1):((32,0),0,0)>
        %383 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %384 = fly.get(%383) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %385 = fly.size(%384) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %386 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %387 = fly.get(%386) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %388 = fly.size(%387) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %389 = fly.get_shape(%232) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %390 = fly.get(%389) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
        %391 = fly.get_stride(%232) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %392 = fly.get(%391) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %393 = fly.get_shape(%162) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,(*,0))>
        %395 = fly.slice(%206, %394) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>, !fly.int_tuple<(*,(*,0))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>
        %396 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %397 = fly.memref.load(%203, %396) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32 = arith.constant 16777215 : i32
        %398 = arith.andi %397, %c16777215_i32 : i32
        %399 = fly.make_int_tuple(%398) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%395, %399) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (1,128):(0,1)>
        %401 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %402 = fly.crd2idx(%401, %382) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_21 = arith.constant 0 : i32
        %403 = arith.addi %217, %c0_i32_21 : i32
        %404 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %405 = fly.slice(%232, %404) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i8, register, (16,1):(1,0)>
        %406 = fly.get_iter(%400) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,128):(0,1)>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %407 = fly.make_int_tuple(%403) : (i32) -> !fly.int_tuple<?>
        %408 = fly.add_offset(%406, %407) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %409 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
        %410 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %411 = fly.make_layout(%409, %410) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
        %412 = fly.make_view(%408, %411) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>
        fly.copy(%182, %412, %405) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<i8, register, (16,1):(1,0)>) -> ()
        %413 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %414 = fly.slice(%340, %413) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %414, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        %415 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %416 = fly.slice(%341, %415) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %416, %356) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        rocdl.s.waitcnt 16244
        fly.copy(%233, %312, %244) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
        gpu.barrier
        %417 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %418 = fly.slice(%256, %417) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %419 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %420 = fly.slice(%269, %419) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %418, %420) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
        %421 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %422 = fly.slice(%256, %421) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %423 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %424 = fly.slice(%269, %423) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %422, %424) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
        %425 = fly.get_layout(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.layout<((16,1),1,1):((32,0),0,0)>
        %426 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %427 = fly.get(%426) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %428 = fly.size(%427) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %429 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %430 = fly.get(%429) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %431 = fly.size(%430) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %432 = fly.get_shape(%308) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %433 = fly.get(%432) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
        %434 = fly.get_stride(%308) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %435 = fly.get(%434) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %436 = fly.get_shape(%162) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %437 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,(*,1))>
        %438 = fly.slice(%206, %437) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>, !fly.int_tuple<(*,(*,1))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>
        %439 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %440 = fly.memref.load(%203, %439) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_22 = arith.constant 16777215 : i32
        %441 = arith.andi %440, %c16777215_i32_22 : i32
        %442 = fly.make_int_tuple(%441) : (i32) -> !fly.int_tuple<(*,?)>
        %443 = fly.slice(%438, %442) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (1,128):(0,1)>
        %444 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %445 = fly.crd2idx(%444, %425) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_23 = arith.constant 0 : i32
        %446 = arith.addi %217, %c0_i32_23 : i32
        %447 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %448 = fly.slice(%308, %447) : (!fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i8, register, (16,1):(1,0)>
        %449 = fly.get_iter(%443) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,128):(0,1)>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %450 = fly.make_int_tuple(%446) : (i32) -> !fly.int_tuple<?>
        %451 = fly.add_offset(%449, %450) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
        %452 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
        %453 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %454 = fly.make_layout(%452, %453) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
        %455 = fly.make_view(%451, %454) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>
        fly.copy(%182, %455, %448) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<i8, register, (16,1):(1,0)>) -> ()
        %456 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %457 = fly.slice(%340, %456) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %457, %355) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        %458 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %459 = fly.slice(%341, %458) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %459, %357) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        rocdl.s.waitcnt 16244
        fly.copy(%233, %316, %280) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
        %460 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %461 = fly.get_shape(%460) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %462 = fly.get_layout(%344) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %463 = fly.get_shape(%462) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %464 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %465 = fly.get_shape(%464) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %466 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %467 = fly.get_shape(%466) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %468 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %469 = fly.get_shape(%468) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %470 = fly.get(%469) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %471 = fly.size(%470) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %472 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %473 = fly.get_shape(%472) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %474 = fly.get(%473) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %475 = fly.size(%474) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %476 = fly.get_layout(%344) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %477 = fly.get_shape(%476) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %478 = fly.get(%477) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %479 = fly.size(%478) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %480 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %481 = fly.get_shape(%480) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %482 = fly.get(%481) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %483 = fly.size(%482) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %484 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %485 = fly.get_shape(%484) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %486 = fly.get(%485) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %487 = fly.size(%486) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %488 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %489 = fly.get_shape(%488) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %490 = fly.get(%489) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %491 = fly.size(%490) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %492 = fly.get_layout(%344) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %493 = fly.get_shape(%492) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %494 = fly.get(%493) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %495 = fly.size(%494) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %496 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %497 = fly.get_shape(%496) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %498 = fly.get(%497) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %499 = fly.size(%498) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %374, %344, %257, %374) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %500 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %501 = fly.get_shape(%500) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %502 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %503 = fly.get_shape(%502) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %504 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %505 = fly.get_shape(%504) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %506 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %507 = fly.get_shape(%506) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %508 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %509 = fly.get_shape(%508) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %510 = fly.get(%509) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %511 = fly.size(%510) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %512 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %513 = fly.get_shape(%512) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %514 = fly.get(%513) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %515 = fly.size(%514) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %516 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %517 = fly.get_shape(%516) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %518 = fly.get(%517) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %519 = fly.size(%518) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %520 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %521 = fly.get_shape(%520) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %522 = fly.get(%521) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %523 = fly.size(%522) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %524 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %525 = fly.get_shape(%524) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %526 = fly.get(%525) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %527 = fly.size(%526) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %528 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %529 = fly.get_shape(%528) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %530 = fly.get(%529) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %531 = fly.size(%530) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %532 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %533 = fly.get_shape(%532) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %534 = fly.get(%533) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %535 = fly.size(%534) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %536 = fly.get_layout(%257) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %537 = fly.get_shape(%536) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %538 = fly.get(%537) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %539 = fly.size(%538) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %375, %350, %257, %375) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        gpu.barrier
        %540 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %541 = fly.slice(%292, %540) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %543 = fly.slice(%305, %542) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %541, %543) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
        %544 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %545 = fly.slice(%292, %544) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %546 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %547 = fly.slice(%305, %546) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %545, %547) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
        %548 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %549 = fly.get_shape(%548) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %550 = fly.get_layout(%347) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %551 = fly.get_shape(%550) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %552 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %553 = fly.get_shape(%552) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %554 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %555 = fly.get_shape(%554) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %556 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %557 = fly.get_shape(%556) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %558 = fly.get(%557) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %559 = fly.size(%558) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %560 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %561 = fly.get_shape(%560) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %562 = fly.get(%561) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %563 = fly.size(%562) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %564 = fly.get_layout(%347) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %565 = fly.get_shape(%564) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %566 = fly.get(%565) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %567 = fly.size(%566) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %568 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %569 = fly.get_shape(%568) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %570 = fly.get(%569) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %571 = fly.size(%570) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %572 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %573 = fly.get_shape(%572) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %574 = fly.get(%573) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %575 = fly.size(%574) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %576 = fly.get_layout(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %577 = fly.get_shape(%576) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %578 = fly.get(%577) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %579 = fly.size(%578) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %580 = fly.get_layout(%347) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %581 = fly.get_shape(%580) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %582 = fly.get(%581) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %583 = fly.size(%582) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %584 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %585 = fly.get_shape(%584) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %586 = fly.get(%585) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %587 = fly.size(%586) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %374, %347, %293, %374) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %588 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %589 = fly.get_shape(%588) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %590 = fly.get_layout(%353) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %591 = fly.get_shape(%590) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %592 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %593 = fly.get_shape(%592) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %594 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %595 = fly.get_shape(%594) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %596 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %597 = fly.get_shape(%596) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %598 = fly.get(%597) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %599 = fly.size(%598) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %600 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %601 = fly.get_shape(%600) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %602 = fly.get(%601) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %603 = fly.size(%602) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %604 = fly.get_layout(%353) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %605 = fly.get_shape(%604) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %606 = fly.get(%605) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %607 = fly.size(%606) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %608 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %609 = fly.get_shape(%608) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %610 = fly.get(%609) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %611 = fly.size(%610) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %612 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %613 = fly.get_shape(%612) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %614 = fly.get(%613) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %615 = fly.size(%614) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %616 = fly.get_layout(%375) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %617 = fly.get_shape(%616) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %618 = fly.get(%617) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %619 = fly.size(%618) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %620 = fly.get_layout(%353) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %621 = fly.get_shape(%620) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %622 = fly.get(%621) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %623 = fly.size(%622) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %624 = fly.get_layout(%293) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %625 = fly.get_shape(%624) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %626 = fly.get(%625) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %627 = fly.size(%626) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %375, %353, %293, %375) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %628 = fly.get_shape(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %629 = fly.get(%628) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %630 = fly.size(%629) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %631 = fly.get_shape(%374) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %632 = fly.get(%631) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %633 = fly.size(%632) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %634 = fly.make_fragment_like(%374, f32) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>
        %635 = fly.make_fragment_like(%375, f32) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>
        %636 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %637 = fly.recast_iter(%636) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %c512_i32_24 = arith.constant 512 : i32
        %638 = arith.muli %45, %c512_i32_24 : i32
        %639 = fly.make_int_tuple(%638) : (i32) -> !fly.int_tuple<?>
        %640 = fly.add_offset(%637, %639) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %c64_i32 = arith.constant 64 : i32
        %641 = arith.muli %1, %c64_i32 : i32
        %642 = fly.make_int_tuple(%641) : (i32) -> !fly.int_tuple<?>
        %643 = fly.add_offset(%640, %642) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %644 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %645 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %646 = fly.make_layout(%644, %645) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %647 = fly.make_view(%643, %646) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %c512_i32_25 = arith.constant 512 : i32
        %648 = arith.muli %45, %c512_i32_25 : i32
        %649 = fly.make_int_tuple(%648) : (i32) -> !fly.int_tuple<?>
        %650 = fly.add_offset(%637, %649) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %651 = fly.make_int_tuple() : () -> !fly.int_tuple<256>
        %652 = fly.add_offset(%650, %651) : (!fly.ptr<f32, global>, !fly.int_tuple<256>) -> !fly.ptr<f32, global>
        %c64_i32_26 = arith.constant 64 : i32
        %653 = arith.muli %1, %c64_i32_26 : i32
        %654 = fly.make_int_tuple(%653) : (i32) -> !fly.int_tuple<?>
        %655 = fly.add_offset(%652, %654) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %656 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %657 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %658 = fly.make_layout(%656, %657) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %659 = fly.make_view(%655, %658) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %660 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %661 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),4)>
        %662 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,4,16),1)>
        %663 = fly.make_layout(%661, %662) : (!fly.int_tuple<((16,4,4),4)>, !fly.int_tuple<((0,4,16),1)>) -> !fly.layout<((16,4,4),4):((0,4,16),1)>
        %664 = fly.static : !fly.tile<[64]>
        %665 = fly.make_tiled_copy(%660, %663, %664) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>
        %666 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %667 = fly.tiled_copy.partition_src(%665, %647, %666) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %668 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %669 = fly.tiled_copy.partition_src(%665, %659, %668) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %670 = fly.make_fragment_like(%667) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        %671 = fly.make_fragment_like(%669) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        fly.copy(%660, %667, %670) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        fly.copy(%660, %669, %671) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        %672 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %673 = fly.recast_iter(%672) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %674 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<?>
        %675 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %676 = fly.make_layout(%674, %675) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
        %677 = fly.make_view(%673, %676) : (!fly.ptr<f32, global>, !fly.layout<?:1>) -> !fly.memref<f32, global, ?:1>
        %678 = arith.extsi %arg9 : i32 to i64
        %c4_i64 = arith.constant 4 : i64
        %679 = arith.muli %678, %c4_i64 : i64
        %680 = fly.get_iter(%677) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %681 = fly.get_layout(%677) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_27 = arith.constant 0 : i16
        %c159744_i32_28 = arith.constant 159744 : i32
        %682 = fly.make_ptr(%680, %c0_i16_27, %679, %c159744_i32_28) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %683 = fly.make_view(%682, %681) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %684 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %685 = fly.memref.load(%144, %684) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_29 = arith.constant 16777215 : i32
        %686 = arith.andi %685, %c16777215_i32_29 : i32
        %687 = fly.make_int_tuple(%686) : (i32) -> !fly.int_tuple<?>
        %688 = fly.memref.load(%683, %687) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %689 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %690 = fly.memref.load(%144, %689) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c16777215_i32_30 = arith.constant 16777215 : i32
        %691 = arith.andi %690, %c16777215_i32_30 : i32
        %692 = fly.make_int_tuple(%691) : (i32) -> !fly.int_tuple<?>
        %693 = fly.memref.load(%683, %692) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %694 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %695 = fly.slice(%670, %694) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %696 = fly.memref.load_vec(%695) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %697 = fly.get_layout(%695) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %698 = fly.get_shape(%697) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %699 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %700 = fly.slice(%671, %699) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %701 = fly.memref.load_vec(%700) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %702 = fly.get_layout(%700) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %703 = fly.get_shape(%702) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %704 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %705 = fly.slice(%374, %704) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
        %706 = fly.memref.load_vec(%705) : (!fly.memref<i32, register, (4,1):(1,0)>) -> vector<4xi32>
        %707 = fly.get_layout(%705) : (!fly.memref<i32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %708 = fly.get_shape(%707) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %709 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %710 = fly.slice(%375, %709) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<i32, register, (4,1):(1,0)>
        %711 = fly.memref.load_vec(%710) : (!fly.memref<i32, register, (4,1):(1,0)>) -> vector<4xi32>
        %712 = fly.get_layout(%710) : (!fly.memref<i32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %713 = fly.get_shape(%712) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %714 = vector.extract %706[0] : i32 from vector<4xi32>
        %715 = arith.sitofp %714 : i32 to f32
        %716 = vector.extract %711[0] : i32 from vector<4xi32>
        %717 = arith.sitofp %716 : i32 to f32
        %718 = vector.extract %696[0] : f32 from vector<4xf32>
        %719 = arith.mulf %715, %718 : f32
        %720 = arith.mulf %719, %688 : f32
        %721 = vector.extract %701[0] : f32 from vector<4xf32>
        %722 = arith.mulf %717, %721 : f32
        %723 = arith.mulf %722, %688 : f32
        %724 = vector.extract %706[1] : i32 from vector<4xi32>
        %725 = arith.sitofp %724 : i32 to f32
        %726 = vector.extract %711[1] : i32 from vector<4xi32>
        %727 = arith.sitofp %726 : i32 to f32
        %728 = vector.extract %696[1] : f32 from vector<4xf32>
        %729 = arith.mulf %725, %728 : f32
        %730 = arith.mulf %729, %688 : f32
        %731 = vector.extract %701[1] : f32 from vector<4xf32>
        %732 = arith.mulf %727, %731 : f32
        %733 = arith.mulf %732, %688 : f32
        %734 = vector.extract %706[2] : i32 from vector<4xi32>
        %735 = arith.sitofp %734 : i32 to f32
        %736 = vector.extract %711[2] : i32 from vector<4xi32>
        %737 = arith.sitofp %736 : i32 to f32
        %738 = vector.extract %696[2] : f32 from vector<4xf32>
        %739 = arith.mulf %735, %738 : f32
        %740 = arith.mulf %739, %688 : f32
        %741 = vector.extract %701[2] : f32 from vector<4xf32>
        %742 = arith.mulf %737, %741 : f32
        %743 = arith.mulf %742, %688 : f32
        %744 = vector.extract %706[3] : i32 from vector<4xi32>
        %745 = arith.sitofp %744 : i32 to f32
        %746 = vector.extract %711[3] : i32 from vector<4xi32>
        %747 = arith.sitofp %746 : i32 to f32
        %748 = vector.extract %696[3] : f32 from vector<4xf32>
        %749 = arith.mulf %745, %748 : f32
        %750 = arith.mulf %749, %688 : f32
        %751 = vector.extract %701[3] : f32 from vector<4xf32>
        %752 = arith.mulf %747, %751 : f32
        %753 = arith.mulf %752, %688 : f32
        %754 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %755 = fly.slice(%634, %754) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %756 = vector.from_elements %720, %730, %740, %750 : vector<4xf32>
        fly.memref.store_vec(%756, %755) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %757 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %758 = fly.slice(%635, %757) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %759 = vector.from_elements %723, %733, %743, %753 : vector<4xf32>
        fly.memref.store_vec(%759, %758) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %760 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %761 = fly.slice(%374, %760) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<i32, register, (4,1):(1,0)>
        %762 = fly.memref.load_vec(%761) : (!fly.memref<i32, register, (4,1):(1,0)>) -> vector<4xi32>
        %763 = fly.get_layout(%761) : (!fly.memref<i32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %764 = fly.get_shape(%763) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %765 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %766 = fly.slice(%375, %765) : (!fly.memref<i32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<i32, register, (4,1):(1,0)>
        %767 = fly.memref.load_vec(%766) : (!fly.memref<i32, register, (4,1):(1,0)>) -> vector<4xi32>
        %768 = fly.get_layout(%766) : (!fly.memref<i32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %769 = fly.get_shape(%768) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %770 = vector.extract %762[0] : i32 from vector<4xi32>
        %771 = arith.sitofp %770 : i32 to f32
        %772 = vector.extract %767[0] : i32 from vector<4xi32>
        %773 = arith.sitofp %772 : i32 to f32
        %774 = vector.extract %696[0] : f32 from vector<4xf32>
        %775 = arith.mulf %771, %774 : f32
        %776 = arith.mulf %775, %693 : f32
        %777 = vector.extract %701[0] : f32 from vector<4xf32>
        %778 = arith.mulf %773, %777 : f32
        %779 = arith.mulf %778, %693 : f32
        %780 = vector.extract %762[1] : i32 from vector<4xi32>
        %781 = arith.sitofp %780 : i32 to f32
        %782 = vector.extract %767[1] : i32 from vector<4xi32>
        %783 = arith.sitofp %782 : i32 to f32
        %784 = vector.extract %696[1] : f32 from vector<4xf32>
        %785 = arith.mulf %781, %784 : f32
        %786 = arith.mulf %785, %693 : f32
        %787 = vector.extract %701[1] : f32 from vector<4xf32>
        %788 = arith.mulf %783, %787 : f32
        %789 = arith.mulf %788, %693 : f32
        %790 = vector.extract %762[2] : i32 from vector<4xi32>
        %791 = arith.sitofp %790 : i32 to f32
        %792 = vector.extract %767[2] : i32 from vector<4xi32>
        %793 = arith.sitofp %792 : i32 to f32
        %794 = vector.extract %696[2] : f32 from vector<4xf32>
        %795 = arith.mulf %791, %794 : f32
        %796 = arith.mulf %795, %693 : f32
        %797 = vector.extract %701[2] : f32 from vector<4xf32>
        %798 = arith.mulf %793, %797 : f32
        %799 = arith.mulf %798, %693 : f32
        %800 = vector.extract %762[3] : i32 from vector<4xi32>
        %801 = arith.sitofp %800 : i32 to f32
        %802 = vector.extract %767[3] : i32 from vector<4xi32>
        %803 = arith.sitofp %802 : i32 to f32
        %804 = vector.extract %696[3] : f32 from vector<4xf32>
        %805 = arith.mulf %801, %804 : f32
        %806 = arith.mulf %805, %693 : f32
        %807 = vector.extract %701[3] : f32 from vector<4xf32>
        %808 = arith.mulf %803, %807 : f32
        %809 = arith.mulf %808, %693 : f32
        %810 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %811 = fly.slice(%634, %810) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %812 = vector.from_elements %776, %786, %796, %806 : vector<4xf32>
        fly.memref.store_vec(%812, %811) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %813 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %814 = fly.slice(%635, %813) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %815 = vector.from_elements %779, %789, %799, %809 : vector<4xf32>
        fly.memref.store_vec(%815, %814) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %816 = fly.make_fragment_like(%634, bf16) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %817 = fly.get_shape(%634) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %818 = fly.get(%817) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %819 = fly.size(%818) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %820 = fly.get_shape(%634) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %821 = fly.get(%820) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %822 = fly.size(%821) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %823 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %824 = fly.slice(%634, %823) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %825 = fly.memref.load_vec(%824) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %826 = fly.get_layout(%824) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %827 = fly.get_shape(%826) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %828 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %829 = fly.slice(%635, %828) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %830 = fly.memref.load_vec(%829) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %831 = fly.get_layout(%829) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %832 = fly.get_shape(%831) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %833 = vector.extract %825[0] : f32 from vector<4xf32>
        %834 = vector.extract %830[0] : f32 from vector<4xf32>
        %cst = arith.constant -1.44269502 : f32
        %835 = arith.mulf %833, %cst : f32
        %836 = rocdl.exp2 %835 f32 -> f32
        %cst_31 = arith.constant 1.000000e+00 : f32
        %837 = arith.addf %cst_31, %836 : f32
        %838 = rocdl.rcp %837 f32 -> f32
        %839 = arith.mulf %833, %838 : f32
        %840 = arith.mulf %839, %834 : f32
        %841 = vector.extract %825[1] : f32 from vector<4xf32>
        %842 = vector.extract %830[1] : f32 from vector<4xf32>
        %cst_32 = arith.constant -1.44269502 : f32
        %843 = arith.mulf %841, %cst_32 : f32
        %844 = rocdl.exp2 %843 f32 -> f32
        %cst_33 = arith.constant 1.000000e+00 : f32
        %845 = arith.addf %cst_33, %844 : f32
        %846 = rocdl.rcp %845 f32 -> f32
        %847 = arith.mulf %841, %846 : f32
        %848 = arith.mulf %847, %842 : f32
        %849 = vector.extract %825[2] : f32 from vector<4xf32>
        %850 = vector.extract %830[2] : f32 from vector<4xf32>
        %cst_34 = arith.constant -1.44269502 : f32
        %851 = arith.mulf %849, %cst_34 : f32
        %852 = rocdl.exp2 %851 f32 -> f32
        %cst_35 = arith.constant 1.000000e+00 : f32
        %853 = arith.addf %cst_35, %852 : f32
        %854 = rocdl.rcp %853 f32 -> f32
        %855 = arith.mulf %849, %854 : f32
        %856 = arith.mulf %855, %850 : f32
        %857 = vector.extract %825[3] : f32 from vector<4xf32>
        %858 = vector.extract %830[3] : f32 from vector<4xf32>
        %cst_36 = arith.constant -1.44269502 : f32
        %859 = arith.mulf %857, %cst_36 : f32
        %860 = rocdl.exp2 %859 f32 -> f32
        %cst_37 = arith.constant 1.000000e+00 : f32
        %861 = arith.addf %cst_37, %860 : f32
        %862 = rocdl.rcp %861 f32 -> f32
        %863 = arith.mulf %857, %862 : f32
        %864 = arith.mulf %863, %858 : f32
        %865 = vector.from_elements %840, %848, %856, %864 : vector<4xf32>
        %866 = vector.bitcast %865 : vector<4xf32> to vector<4xi32>
        %c32768_i32 = arith.constant 32768 : i32
        %867 = vector.broadcast %c32768_i32 : i32 to vector<4xi32>
        %868 = arith.addi %866, %867 : vector<4xi32>
        %cst_38 = arith.constant dense<16> : vector<4xi32>
        %869 = arith.shrui %868, %cst_38 : vector<4xi32>
        %870 = arith.trunci %869 : vector<4xi32> to vector<4xi16>
        %871 = vector.bitcast %870 : vector<4xi16> to vector<4xbf16>
        %872 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %873 = fly.slice(%816, %872) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%871, %873) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %874 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %875 = fly.slice(%634, %874) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %876 = fly.memref.load_vec(%875) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %877 = fly.get_layout(%875) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %878 = fly.get_shape(%877) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %879 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %880 = fly.slice(%635, %879) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %881 = fly.memref.load_vec(%880) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %882 = fly.get_layout(%880) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %883 = fly.get_shape(%882) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %884 = vector.extract %876[0] : f32 from vector<4xf32>
        %885 = vector.extract %881[0] : f32 from vector<4xf32>
        %cst_39 = arith.constant -1.44269502 : f32
        %886 = arith.mulf %884, %cst_39 : f32
        %887 = rocdl.exp2 %886 f32 -> f32
        %cst_40 = arith.constant 1.000000e+00 : f32
        %888 = arith.addf %cst_40, %887 : f32
        %889 = rocdl.rcp %888 f32 -> f32
        %890 = arith.mulf %884, %889 : f32
        %891 = arith.mulf %890, %885 : f32
        %892 = vector.extract %876[1] : f32 from vector<4xf32>
        %893 = vector.extract %881[1] : f32 from vector<4xf32>
        %cst_41 = arith.constant -1.44269502 : f32
        %894 = arith.mulf %892, %cst_41 : f32
        %895 = rocdl.exp2 %894 f32 -> f32
        %cst_42 = arith.constant 1.000000e+00 : f32
        %896 = arith.addf %cst_42, %895 : f32
        %897 = rocdl.rcp %896 f32 -> f32
        %898 = arith.mulf %892, %897 : f32
        %899 = arith.mulf %898, %893 : f32
        %900 = vector.extract %876[2] : f32 from vector<4xf32>
        %901 = vector.extract %881[2] : f32 from vector<4xf32>
        %cst_43 = arith.constant -1.44269502 : f32
        %902 = arith.mulf %900, %cst_43 : f32
        %903 = rocdl.exp2 %902 f32 -> f32
        %cst_44 = arith.constant 1.000000e+00 : f32
        %904 = arith.addf %cst_44, %903 : f32
        %905 = rocdl.rcp %904 f32 -> f32
        %906 = arith.mulf %900, %905 : f32
        %907 = arith.mulf %906, %901 : f32
        %908 = vector.extract %876[3] : f32 from vector<4xf32>
        %909 = vector.extract %881[3] : f32 from vector<4xf32>
        %cst_45 = arith.constant -1.44269502 : f32
        %910 = arith.mulf %908, %cst_45 : f32
        %911 = rocdl.exp2 %910 f32 -> f32
        %cst_46 = arith.constant 1.000000e+00 : f32
        %912 = arith.addf %cst_46, %911 : f32
        %913 = rocdl.rcp %912 f32 -> f32
        %914 = arith.mulf %908, %913 : f32
        %915 = arith.mulf %914, %909 : f32
        %916 = vector.from_elements %891, %899, %907, %915 : vector<4xf32>
        %917 = vector.bitcast %916 : vector<4xf32> to vector<4xi32>
        %c32768_i32_47 = arith.constant 32768 : i32
        %918 = vector.broadcast %c32768_i32_47 : i32 to vector<4xi32>
        %919 = arith.addi %917, %918 : vector<4xi32>
        %cst_48 = arith.constant dense<16> : vector<4xi32>
        %920 = arith.shrui %919, %cst_48 : vector<4xi32>
        %921 = arith.trunci %920 : vector<4xi32> to vector<4xi16>
        %922 = vector.bitcast %921 : vector<4xi16> to vector<4xbf16>
        %923 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %924 = fly.slice(%816, %923) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%922, %924) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %925 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>
        %926 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %927 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %928 = fly.make_layout(%926, %927) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %929 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %930 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %931 = fly.make_layout(%929, %930) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %932 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %933 = fly.make_tiled_mma(%925, %931, %932) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %934 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
        %935 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
        %936 = fly.recast_iter(%26) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
        %937 = fly.static : !fly.swizzle<S<3,3,3>>
        %938 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %939 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %940 = fly.make_ordered_layout(%938, %939) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,32):(1,64)>
        %941 = fly.coprofile(%940) : (!fly.layout<(64,32):(1,64)>) -> !fly.int_tuple<0>
        %942 = fly.make_composed_layout(%937, %941, %940) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,32):(1,64)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>
        %943 = fly.make_view(%936, %942) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>
        %944 = fly.static : !fly.swizzle<S<3,3,3>>
        %945 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,64)>
        %946 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %947 = fly.make_ordered_layout(%945, %946) : (!fly.int_tuple<(32,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,64):(64,1)>
        %948 = fly.coprofile(%947) : (!fly.layout<(32,64):(64,1)>) -> !fly.int_tuple<0>
        %949 = fly.make_composed_layout(%944, %948, %947) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(32,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>
        %950 = fly.make_view(%936, %949) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>
        gpu.barrier
        %951 = fly.static : !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>
        %952 = fly.static : !fly.int_tuple<(64,16,64)>
        %953 = fly.select(%952) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %954 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %955 = fly.make_layout(%953, %954) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %956 = fly.select(%952) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %957 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %958 = fly.make_layout(%956, %957) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %959 = fly.static : !fly.tile<[64:1|16:1]>
        %960 = fly.make_tiled_copy(%934, %951, %959) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>
        %961 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %962 = fly.tiled_copy.retile(%960, %816) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %963 = fly.tiled_copy.partition_dst(%960, %943, %961) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>
        fly.copy(%934, %962, %963) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>) -> ()
        gpu.barrier
        %964 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %965 = fly.tiled_copy.partition_src(%91, %950, %964) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>
        %966 = fly.make_fragment_like(%965) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
        %967 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %968 = fly.tiled_copy.partition_src(%91, %950, %967) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>
        fly.copy(%935, %968, %966) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
        %969 = fly.get_layout(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.layout<((8,1),1,1):((32,0),0,0)>
        %970 = fly.get_shape(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %971 = fly.get(%970) {mode = array<i32: 1>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<1>
        %972 = fly.size(%971) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %973 = fly.get_shape(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %974 = fly.get(%973) {mode = array<i32: 2>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<1>
        %975 = fly.size(%974) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %976 = fly.get_shape(%966) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %977 = fly.get(%976) {mode = array<i32: 0>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<(8,1)>
        %978 = fly.get_stride(%966) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %979 = fly.get(%978) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %980 = fly.get_shape(%85) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %981 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,(*,*,?))>
        %982 = fly.slice(%110, %981) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),(?,2,4)):((0,0,1),(512,256,64))>, !fly.int_tuple<(*,(*,*,?))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>
        %983 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %984 = fly.memref.load(%107, %983) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_49 = arith.constant 16777215 : i32
        %985 = arith.andi %984, %c16777215_i32_49 : i32
        %986 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %987 = fly.memref.load(%107, %986) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c24_i32 = arith.constant 24 : i32
        %988 = arith.shrsi %987, %c24_i32 : i32
        %989 = fly.make_int_tuple(%985, %988) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %990 = fly.slice(%982, %989) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %991 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %992 = fly.crd2idx(%991, %969) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_50 = arith.constant 0 : i32
        %993 = arith.addi %121, %c0_i32_50 : i32
        %994 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %995 = fly.slice(%966, %994) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
        %996 = fly.get_iter(%990) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %997 = fly.make_int_tuple(%993) : (i32) -> !fly.int_tuple<?>
        %998 = fly.add_offset(%996, %997) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %999 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
        %1000 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %1001 = fly.make_layout(%999, %1000) : (!fly.int_tuple<(8,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(8,1):(1,0)>
        %1002 = fly.make_view(%998, %1001) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(8,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1):(1,0)>
        fly.copy(%86, %995, %1002) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1):(1,0)>) -> ()
      }
      gpu.return
    }
  }
}

// FlyDSL 0.4.2: moe_gemm1/registry_fp8_bf16_t77_e8_k2_d256_i256 for gfx950 (scripts/flydsl_library.py --registry)
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
      %4 = fly.recast_iter(%3) : (!fly.ptr<i8, global>) -> !fly.ptr<f8E4M3FNUZ, global>
      %5 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<(?,256)>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
      %7 = fly.make_layout(%5, %6) : (!fly.int_tuple<(?,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(?,256):(256,1)>
      %8 = fly.make_view(%4, %7) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, global, (?,256):(256,1)>
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
        %26 = fly.recast_iter(%25) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FNUZ, shared, align<16>>
        %27 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %28 = fly.add_offset(%23, %27) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<i8, shared, align<16>>
        %29 = fly.recast_iter(%28) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FNUZ, shared, align<16>>
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
        %47 = fly.recast_iter(%46) : (!fly.ptr<i8, global>) -> !fly.ptr<f8E4M3FNUZ, global>
        %48 = fly.make_int_tuple() : () -> !fly.int_tuple<((64,2,4),256)>
        %49 = fly.make_int_tuple() : () -> !fly.int_tuple<((1,256,64),512)>
        %50 = fly.make_layout(%48, %49) : (!fly.int_tuple<((64,2,4),256)>, !fly.int_tuple<((1,256,64),512)>) -> !fly.layout<((64,2,4),256):((1,256,64),512)>
        %c512_i32 = arith.constant 512 : i32
        %51 = arith.muli %45, %c512_i32 : i32
        %c256_i32 = arith.constant 256 : i32
        %52 = arith.muli %51, %c256_i32 : i32
        %53 = arith.extsi %52 : i32 to i64
        %54 = fly.make_int_tuple(%53) : (i64) -> !fly.int_tuple<?{i64}>
        %55 = fly.add_offset(%47, %54) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.int_tuple<?{i64}>) -> !fly.ptr<f8E4M3FNUZ, global>
        %56 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,32),(16,16))>
        %57 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4096),(1,256))>
        %58 = fly.make_layout(%56, %57) : (!fly.int_tuple<((16,32),(16,16))>, !fly.int_tuple<((16,4096),(1,256))>) -> !fly.layout<((16,32),(16,16)):((16,4096),(1,256))>
        %59 = fly.composition(%58, %50) : (!fly.layout<((16,32),(16,16)):((16,4096),(1,256))>, !fly.layout<((64,2,4),256):((1,256,64),512)>) -> !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %60 = fly.make_view(%55, %59) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.memref<f8E4M3FNUZ, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
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
          %985 = fly.make_int_tuple() : () -> !fly.int_tuple<32>
          %986 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %987 = fly.make_layout(%985, %986) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
          %988 = fly.make_view(%21, %987) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<32:1>) -> !fly.memref<i32, shared, 32:1, align<16>>
          %989 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          %990 = fly.memref.load(%65, %989) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 32:1>, !fly.int_tuple<?>) -> i32
          %991 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
          fly.memref.store(%990, %988, %991) : (i32, !fly.memref<i32, shared, 32:1, align<16>>, !fly.int_tuple<?>) -> ()
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
        %147 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %150 = fly.make_layout(%148, %149) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %152 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %153 = fly.make_layout(%151, %152) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %154 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %155 = fly.make_tiled_mma(%147, %153, %154) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %156 = arith.extsi %arg9 : i32 to i64
        %c256_i64 = arith.constant 256 : i64
        %157 = arith.muli %156, %c256_i64 : i64
        %c1_i64 = arith.constant 1 : i64
        %158 = arith.muli %157, %c1_i64 : i64
        %159 = fly.get_iter(%8) : (!fly.memref<f8E4M3FNUZ, global, (?,256):(256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %160 = fly.get_layout(%8) : (!fly.memref<f8E4M3FNUZ, global, (?,256):(256,1)>) -> !fly.layout<(?,256):(256,1)>
        %c0_i16_6 = arith.constant 0 : i16
        %c159744_i32_7 = arith.constant 159744 : i32
        %161 = fly.make_ptr(%159, %c0_i16_6, %158, %c159744_i32_7) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %162 = fly.make_view(%161, %160) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(?,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,256):(256,1)>
        %163 = fly.get_iter(%60) : (!fly.memref<f8E4M3FNUZ, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.ptr<f8E4M3FNUZ, global>
        %164 = fly.get_layout(%60) : (!fly.memref<f8E4M3FNUZ, global, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %165 = fly.cosize(%164) : (!fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.int_tuple<131072>
        %c0_i16_8 = arith.constant 0 : i16
        %c131072_i64 = arith.constant 131072 : i64
        %c159744_i32_9 = arith.constant 159744 : i32
        %166 = fly.make_ptr(%163, %c0_i16_8, %c131072_i64, %c159744_i32_9) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %167 = fly.make_view(%166, %164) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>
        %168 = fly.get_iter(%8) : (!fly.memref<f8E4M3FNUZ, global, (?,256):(256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %169 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,256)>
        %170 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,1)>
        %171 = fly.make_layout(%169, %170) : (!fly.int_tuple<(32,256)>, !fly.int_tuple<(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %172 = fly.make_view(%168, %171) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>
        %173 = fly.get_iter(%172) : (!fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %174 = fly.get_layout(%172) : (!fly.memref<f8E4M3FNUZ, global, (32,256):(256,1)>) -> !fly.layout<(32,256):(256,1)>
        %175 = fly.cosize(%174) : (!fly.layout<(32,256):(256,1)>) -> !fly.int_tuple<8192>
        %c0_i16_10 = arith.constant 0 : i16
        %c8192_i64 = arith.constant 8192 : i64
        %c159744_i32_11 = arith.constant 159744 : i32
        %176 = fly.make_ptr(%173, %c0_i16_10, %c8192_i64, %c159744_i32_11) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %177 = fly.make_view(%176, %174) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(32,256):(256,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,256):(256,1)>
        %178 = fly.static : !fly.tile<[32|128]>
        %179 = fly.flat_divide(%177, %178) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,256):(256,1)>, !fly.tile<[32|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>
        %180 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,*)>
        %181 = fly.slice(%179, %180) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,1,2):(256,1,0,128)>, !fly.int_tuple<(*,*,0,*)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>
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
        %204 = fly.get_shape(%162) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %205 = fly.static : !fly.tile<[1|128]>
        %206 = fly.zipped_divide(%162, %205) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,256):(256,1)>, !fly.tile<[1|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>
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
        %229 = fly.tiled_copy.partition_src(%187, %181, %228) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>
        %230 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %231 = fly.slice(%229, %230) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %232 = fly.make_fragment_like(%231) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        gpu.barrier
        %233 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
        %234 = fly.static : !fly.swizzle<S<3,4,3>>
        %235 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %236 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %237 = fly.make_ordered_layout(%235, %236) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %238 = fly.coprofile(%237) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %239 = fly.make_composed_layout(%234, %238, %237) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %240 = fly.make_view(%26, %239) : (!fly.ptr<f8E4M3FNUZ, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %241 = fly.static : !fly.tile<[32|128]>
        %242 = fly.make_tiled_copy(%233, %185, %241) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %243 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %244 = fly.tiled_copy.partition_dst(%242, %240, %243) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
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
        %256 = fly.tiled_copy.partition_src(%254, %240, %255) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %257 = fly.mma.make_fragment(b, %155, %240) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>
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
        %269 = fly.tiled_copy.retile(%267, %257) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>
        %270 = fly.static : !fly.swizzle<S<3,4,3>>
        %271 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %273 = fly.make_ordered_layout(%271, %272) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
        %274 = fly.coprofile(%273) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
        %275 = fly.make_composed_layout(%270, %274, %273) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
        %276 = fly.make_view(%29, %275) : (!fly.ptr<f8E4M3FNUZ, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
        %277 = fly.static : !fly.tile<[32|128]>
        %278 = fly.make_tiled_copy(%233, %185, %277) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %279 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %280 = fly.tiled_copy.partition_dst(%278, %276, %279) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
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
        %292 = fly.tiled_copy.partition_src(%290, %276, %291) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
        %293 = fly.mma.make_fragment(b, %155, %276) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>
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
        %305 = fly.tiled_copy.retile(%303, %293) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>
        %306 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %307 = fly.slice(%229, %306) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
        %308 = fly.make_fragment_like(%307) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %309 = fly.static : !fly.tile<[32|128]>
        %310 = fly.make_tiled_copy(%233, %185, %309) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %311 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %312 = fly.tiled_copy.retile(%310, %232) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %313 = fly.static : !fly.tile<[32|128]>
        %314 = fly.make_tiled_copy(%233, %185, %313) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>
        %315 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
        %316 = fly.tiled_copy.retile(%314, %308) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>
        %317 = fly.static : !fly.tile<[64|128]>
        %318 = fly.flat_divide(%167, %317) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>
        %c2_i32_14 = arith.constant 2 : i32
        %319 = arith.muli %1, %c2_i32_14 : i32
        %c0_i32_15 = arith.constant 0 : i32
        %320 = arith.addi %319, %c0_i32_15 : i32
        %321 = fly.make_int_tuple(%320) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %322 = fly.slice(%318, %321) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
        %323 = fly.static : !fly.tile<[64|128]>
        %324 = fly.flat_divide(%167, %323) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (((16,4),2,4),(16,16)):(((16,4096),65536,16384),(1,256))>, !fly.tile<[64|128]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>
        %c2_i32_16 = arith.constant 2 : i32
        %325 = arith.muli %1, %c2_i32_16 : i32
        %c1_i32 = arith.constant 1 : i32
        %326 = arith.addi %325, %c1_i32 : i32
        %327 = fly.make_int_tuple(%326) : (i32) -> !fly.int_tuple<(*,*,?,*)>
        %328 = fly.slice(%324, %327) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),(2,4),2):((16,4096),(1,256),(65536,16384),2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
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
        %340 = fly.tiled_copy.partition_src(%338, %322, %339) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
        %341 = fly.tiled_copy.partition_src(%338, %328, %339) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
        %342 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %343 = fly.slice(%322, %342) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %344 = fly.mma.make_fragment(a, %155, %343) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %346 = fly.slice(%322, %345) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %347 = fly.mma.make_fragment(a, %155, %346) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %348 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %349 = fly.slice(%328, %348) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %350 = fly.mma.make_fragment(a, %155, %349) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %351 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %352 = fly.slice(%328, %351) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>
        %353 = fly.mma.make_fragment(a, %155, %352) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,4),(16,8)):((16,4096),(1,256))>) -> !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>
        %354 = fly.tiled_copy.retile(%338, %344) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %355 = fly.tiled_copy.retile(%338, %347) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %356 = fly.tiled_copy.retile(%338, %350) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %357 = fly.tiled_copy.retile(%338, %353) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>
        %358 = fly.get_shape(%344) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %359 = fly.size(%358) : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<32>
        %360 = fly.get_iter(%8) : (!fly.memref<f8E4M3FNUZ, global, (?,256):(256,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %361 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %362 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,1)>
        %363 = fly.make_layout(%361, %362) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %364 = fly.make_view(%360, %363) : (!fly.ptr<f8E4M3FNUZ, global>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>
        %365 = fly.get_iter(%364) : (!fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>) -> !fly.ptr<f8E4M3FNUZ, global>
        %366 = fly.get_layout(%364) : (!fly.memref<f8E4M3FNUZ, global, (64,32):(32,1)>) -> !fly.layout<(64,32):(32,1)>
        %367 = fly.cosize(%366) : (!fly.layout<(64,32):(32,1)>) -> !fly.int_tuple<2048>
        %c0_i16_17 = arith.constant 0 : i16
        %c2048_i64 = arith.constant 2048 : i64
        %c159744_i32_18 = arith.constant 159744 : i32
        %368 = fly.make_ptr(%365, %c0_i16_17, %c2048_i64, %c159744_i32_18) : (!fly.ptr<f8E4M3FNUZ, global>, i16, i64, i32) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %369 = fly.make_view(%368, %366) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(64,32):(32,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %370 = fly.static : !fly.tile<[64|32]>
        %371 = fly.flat_divide(%369, %370) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>, !fly.tile<[64|32]>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>
        %372 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
        %373 = fly.slice(%371, %372) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32,1,1):(32,1,0,0)>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>
        %374 = fly.mma.make_fragment(c, %155, %373) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>) -> !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>
        %375 = fly.mma.make_fragment(c, %155, %373) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (64,32):(32,1)>) -> !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>
        %376 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %377 = fly.get_shape(%376) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %cst = arith.constant 0.000000e+00 : f32
        %378 = vector.broadcast %cst : f32 to vector<8xf32>
        fly.memref.store_vec(%378, %374) : (vector<8xf32>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %379 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %380 = fly.get_shape(%379) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %cst_19 = arith.constant 0.000000e+00 : f32
        %381 = vector.broadcast %cst_19 : f32 to vector<8xf32>
        fly.memref.store_vec(%381, %375) : (vector<8xf32>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %382 = fly.get_layout(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.layout<((16,1),1,1):((32,0),0,0)>
        %383 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %384 = fly.get(%383) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %385 = fly.size(%384) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %386 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %387 = fly.get(%386) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %388 = fly.size(%387) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %389 = fly.get_shape(%232) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %390 = fly.get(%389) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
        %391 = fly.get_stride(%232) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %392 = fly.get(%391) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %393 = fly.get_shape(%162) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,(*,0))>
        %395 = fly.slice(%206, %394) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>, !fly.int_tuple<(*,(*,0))>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>
        %396 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %397 = fly.memref.load(%203, %396) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32 = arith.constant 16777215 : i32
        %398 = arith.andi %397, %c16777215_i32 : i32
        %399 = fly.make_int_tuple(%398) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%395, %399) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,128):(0,1)>
        %401 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %402 = fly.crd2idx(%401, %382) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_20 = arith.constant 0 : i32
        %403 = arith.addi %217, %c0_i32_20 : i32
        %404 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %405 = fly.slice(%232, %404) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>
        %406 = fly.get_iter(%400) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,128):(0,1)>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %407 = fly.make_int_tuple(%403) : (i32) -> !fly.int_tuple<?>
        %408 = fly.add_offset(%406, %407) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %409 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
        %410 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %411 = fly.make_layout(%409, %410) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
        %412 = fly.make_view(%408, %411) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>
        fly.copy(%182, %412, %405) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>) -> ()
        %413 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %414 = fly.slice(%340, %413) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %414, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        %415 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %416 = fly.slice(%341, %415) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %416, %356) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        rocdl.s.waitcnt 16244
        fly.copy(%233, %312, %244) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
        gpu.barrier
        %417 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %418 = fly.slice(%256, %417) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %419 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %420 = fly.slice(%269, %419) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %418, %420) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
        %421 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %422 = fly.slice(%256, %421) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %423 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %424 = fly.slice(%269, %423) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %422, %424) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
        %425 = fly.get_layout(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.layout<((16,1),1,1):((32,0),0,0)>
        %426 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %427 = fly.get(%426) {mode = array<i32: 1>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %428 = fly.size(%427) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %429 = fly.get_shape(%213) : (!fly.memref<i8, global, ((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %430 = fly.get(%429) {mode = array<i32: 2>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<1>
        %431 = fly.size(%430) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %432 = fly.get_shape(%308) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((16,1),1,1)>
        %433 = fly.get(%432) {mode = array<i32: 0>} : (!fly.int_tuple<((16,1),1,1)>) -> !fly.int_tuple<(16,1)>
        %434 = fly.get_stride(%308) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %435 = fly.get(%434) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %436 = fly.get_shape(%162) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (?,256):(256,1)>) -> !fly.int_tuple<(?,256)>
        %437 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,(*,1))>
        %438 = fly.slice(%206, %437) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),(?,2)):((0,1),(256,128))>, !fly.int_tuple<(*,(*,1))>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>
        %439 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %440 = fly.memref.load(%203, %439) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_21 = arith.constant 16777215 : i32
        %441 = arith.andi %440, %c16777215_i32_21 : i32
        %442 = fly.make_int_tuple(%441) : (i32) -> !fly.int_tuple<(*,?)>
        %443 = fly.slice(%438, %442) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((1,128),?):((0,1),256)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,128):(0,1)>
        %444 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %445 = fly.crd2idx(%444, %425) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((16,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_22 = arith.constant 0 : i32
        %446 = arith.addi %217, %c0_i32_22 : i32
        %447 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %448 = fly.slice(%308, %447) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>
        %449 = fly.get_iter(%443) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (1,128):(0,1)>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %450 = fly.make_int_tuple(%446) : (i32) -> !fly.int_tuple<?>
        %451 = fly.add_offset(%449, %450) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>
        %452 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,1)>
        %453 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %454 = fly.make_layout(%452, %453) : (!fly.int_tuple<(16,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,1):(1,0)>
        %455 = fly.make_view(%451, %454) : (!fly.ptr<f8E4M3FNUZ, #fly_rocdl.buffer_desc>, !fly.layout<(16,1):(1,0)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>
        fly.copy(%182, %455, %448) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, (16,1):(1,0)>, !fly.memref<f8E4M3FNUZ, register, (16,1):(1,0)>) -> ()
        %456 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %457 = fly.slice(%340, %456) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %457, %355) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        %458 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %459 = fly.slice(%341, %458) : (!fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
        fly.copy(%182, %459, %357) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,2):((1,0),0,16)>) -> ()
        rocdl.s.waitcnt 16244
        fly.copy(%233, %316, %280) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
        %460 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %461 = fly.get_shape(%460) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %462 = fly.get_layout(%344) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %463 = fly.get_shape(%462) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %464 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %465 = fly.get_shape(%464) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %466 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %467 = fly.get_shape(%466) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %468 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %469 = fly.get_shape(%468) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %470 = fly.get(%469) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %471 = fly.size(%470) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %472 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %473 = fly.get_shape(%472) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %474 = fly.get(%473) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %475 = fly.size(%474) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %476 = fly.get_layout(%344) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %477 = fly.get_shape(%476) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %478 = fly.get(%477) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %479 = fly.size(%478) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %480 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %481 = fly.get_shape(%480) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %482 = fly.get(%481) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %483 = fly.size(%482) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %484 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %485 = fly.get_shape(%484) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %486 = fly.get(%485) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %487 = fly.size(%486) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %488 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %489 = fly.get_shape(%488) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %490 = fly.get(%489) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %491 = fly.size(%490) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %492 = fly.get_layout(%344) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %493 = fly.get_shape(%492) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %494 = fly.get(%493) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %495 = fly.size(%494) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %496 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %497 = fly.get_shape(%496) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %498 = fly.get(%497) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %499 = fly.size(%498) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %374, %344, %257, %374) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %500 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %501 = fly.get_shape(%500) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %502 = fly.get_layout(%350) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %503 = fly.get_shape(%502) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %504 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %505 = fly.get_shape(%504) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %506 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %507 = fly.get_shape(%506) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %508 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %509 = fly.get_shape(%508) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %510 = fly.get(%509) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %511 = fly.size(%510) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %512 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %513 = fly.get_shape(%512) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %514 = fly.get(%513) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %515 = fly.size(%514) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %516 = fly.get_layout(%350) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %517 = fly.get_shape(%516) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %518 = fly.get(%517) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %519 = fly.size(%518) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %520 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %521 = fly.get_shape(%520) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %522 = fly.get(%521) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %523 = fly.size(%522) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %524 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %525 = fly.get_shape(%524) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %526 = fly.get(%525) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %527 = fly.size(%526) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %528 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %529 = fly.get_shape(%528) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %530 = fly.get(%529) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %531 = fly.size(%530) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %532 = fly.get_layout(%350) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %533 = fly.get_shape(%532) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %534 = fly.get(%533) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %535 = fly.size(%534) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %536 = fly.get_layout(%257) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %537 = fly.get_shape(%536) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %538 = fly.get(%537) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %539 = fly.size(%538) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %375, %350, %257, %375) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        gpu.barrier
        %540 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %541 = fly.slice(%292, %540) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %543 = fly.slice(%305, %542) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %541, %543) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
        %544 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %545 = fly.slice(%292, %544) : (!fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
        %546 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %547 = fly.slice(%305, %546) : (!fly.memref<f8E4M3FNUZ, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>
        fly.copy(%233, %545, %547) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FNUZ, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<f8E4M3FNUZ, register, ((16,1),2):((1,0),32)>) -> ()
        %548 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %549 = fly.get_shape(%548) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %550 = fly.get_layout(%347) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %551 = fly.get_shape(%550) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %552 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %553 = fly.get_shape(%552) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %554 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %555 = fly.get_shape(%554) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %556 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %557 = fly.get_shape(%556) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %558 = fly.get(%557) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %559 = fly.size(%558) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %560 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %561 = fly.get_shape(%560) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %562 = fly.get(%561) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %563 = fly.size(%562) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %564 = fly.get_layout(%347) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %565 = fly.get_shape(%564) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %566 = fly.get(%565) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %567 = fly.size(%566) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %568 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %569 = fly.get_shape(%568) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %570 = fly.get(%569) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %571 = fly.size(%570) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %572 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %573 = fly.get_shape(%572) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %574 = fly.get(%573) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %575 = fly.size(%574) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %576 = fly.get_layout(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %577 = fly.get_shape(%576) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %578 = fly.get(%577) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %579 = fly.size(%578) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %580 = fly.get_layout(%347) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %581 = fly.get_shape(%580) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %582 = fly.get(%581) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %583 = fly.size(%582) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %584 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %585 = fly.get_shape(%584) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %586 = fly.get(%585) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %587 = fly.size(%586) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %374, %347, %293, %374) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %588 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %589 = fly.get_shape(%588) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %590 = fly.get_layout(%353) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %591 = fly.get_shape(%590) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %592 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %593 = fly.get_shape(%592) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %594 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %595 = fly.get_shape(%594) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %596 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %597 = fly.get_shape(%596) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %598 = fly.get(%597) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %599 = fly.size(%598) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %600 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %601 = fly.get_shape(%600) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %602 = fly.get(%601) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %603 = fly.size(%602) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %604 = fly.get_layout(%353) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %605 = fly.get_shape(%604) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %606 = fly.get(%605) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<1>
        %607 = fly.size(%606) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %608 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %609 = fly.get_shape(%608) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %610 = fly.get(%609) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<2>
        %611 = fly.size(%610) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %612 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %613 = fly.get_shape(%612) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %614 = fly.get(%613) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %615 = fly.size(%614) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %616 = fly.get_layout(%375) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.layout<((4,1),1,2):((1,0),0,4)>
        %617 = fly.get_shape(%616) : (!fly.layout<((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %618 = fly.get(%617) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %619 = fly.size(%618) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %620 = fly.get_layout(%353) : (!fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,16))>
        %621 = fly.get_shape(%620) : (!fly.layout<(8,1,(2,2)):(1,0,(8,16))>) -> !fly.int_tuple<(8,1,(2,2))>
        %622 = fly.get(%621) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,(2,2))>) -> !fly.int_tuple<(2,2)>
        %623 = fly.size(%622) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        %624 = fly.get_layout(%293) : (!fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.layout<(8,2,(2,2)):(1,32,(8,16))>
        %625 = fly.get_shape(%624) : (!fly.layout<(8,2,(2,2)):(1,32,(8,16))>) -> !fly.int_tuple<(8,2,(2,2))>
        %626 = fly.get(%625) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,(2,2))>) -> !fly.int_tuple<(2,2)>
        %627 = fly.size(%626) : (!fly.int_tuple<(2,2)>) -> !fly.int_tuple<4>
        fly.gemm(%147, %375, %353, %293, %375) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<f8E4M3FNUZ, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.memref<f8E4M3FNUZ, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> ()
        %628 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %629 = fly.get(%628) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %630 = fly.size(%629) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %631 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %632 = fly.get(%631) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %633 = fly.size(%632) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %634 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %635 = fly.recast_iter(%634) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %c512_i32_23 = arith.constant 512 : i32
        %636 = arith.muli %45, %c512_i32_23 : i32
        %637 = fly.make_int_tuple(%636) : (i32) -> !fly.int_tuple<?>
        %638 = fly.add_offset(%635, %637) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %c64_i32 = arith.constant 64 : i32
        %639 = arith.muli %1, %c64_i32 : i32
        %640 = fly.make_int_tuple(%639) : (i32) -> !fly.int_tuple<?>
        %641 = fly.add_offset(%638, %640) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %642 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %643 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %644 = fly.make_layout(%642, %643) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %645 = fly.make_view(%641, %644) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %c512_i32_24 = arith.constant 512 : i32
        %646 = arith.muli %45, %c512_i32_24 : i32
        %647 = fly.make_int_tuple(%646) : (i32) -> !fly.int_tuple<?>
        %648 = fly.add_offset(%635, %647) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %649 = fly.make_int_tuple() : () -> !fly.int_tuple<256>
        %650 = fly.add_offset(%648, %649) : (!fly.ptr<f32, global>, !fly.int_tuple<256>) -> !fly.ptr<f32, global>
        %c64_i32_25 = arith.constant 64 : i32
        %651 = arith.muli %1, %c64_i32_25 : i32
        %652 = fly.make_int_tuple(%651) : (i32) -> !fly.int_tuple<?>
        %653 = fly.add_offset(%650, %652) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
        %654 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
        %655 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %656 = fly.make_layout(%654, %655) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %657 = fly.make_view(%653, %656) : (!fly.ptr<f32, global>, !fly.layout<64:1>) -> !fly.memref<f32, global, 64:1>
        %658 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
        %659 = fly.make_int_tuple() : () -> !fly.int_tuple<((16,4,4),4)>
        %660 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,4,16),1)>
        %661 = fly.make_layout(%659, %660) : (!fly.int_tuple<((16,4,4),4)>, !fly.int_tuple<((0,4,16),1)>) -> !fly.layout<((16,4,4),4):((0,4,16),1)>
        %662 = fly.static : !fly.tile<[64]>
        %663 = fly.make_tiled_copy(%658, %661, %662) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>
        %664 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %665 = fly.tiled_copy.partition_src(%663, %645, %664) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %666 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %667 = fly.tiled_copy.partition_src(%663, %657, %666) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,4,4),4):((0,4,16),1)>, !fly.tile<[64]>>, !fly.memref<f32, global, 64:1>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((1,4),1):((0,1),0)>
        %668 = fly.make_fragment_like(%665) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        %669 = fly.make_fragment_like(%667) : (!fly.memref<f32, global, ((1,4),1):((0,1),0)>) -> !fly.memref<f32, register, ((1,4),1):((0,1),0)>
        fly.copy(%658, %665, %668) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        fly.copy(%658, %667, %669) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, ((1,4),1):((0,1),0)>, !fly.memref<f32, register, ((1,4),1):((0,1),0)>) -> ()
        %670 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %671 = fly.recast_iter(%670) : (!fly.ptr<f32, global>) -> !fly.ptr<f32, global>
        %672 = fly.make_int_tuple(%arg9) : (i32) -> !fly.int_tuple<?>
        %673 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %674 = fly.make_layout(%672, %673) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
        %675 = fly.make_view(%671, %674) : (!fly.ptr<f32, global>, !fly.layout<?:1>) -> !fly.memref<f32, global, ?:1>
        %676 = arith.extsi %arg9 : i32 to i64
        %c4_i64 = arith.constant 4 : i64
        %677 = arith.muli %676, %c4_i64 : i64
        %678 = fly.get_iter(%675) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %679 = fly.get_layout(%675) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_26 = arith.constant 0 : i16
        %c159744_i32_27 = arith.constant 159744 : i32
        %680 = fly.make_ptr(%678, %c0_i16_26, %677, %c159744_i32_27) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %681 = fly.make_view(%680, %679) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %682 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %683 = fly.memref.load(%144, %682) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_28 = arith.constant 16777215 : i32
        %684 = arith.andi %683, %c16777215_i32_28 : i32
        %685 = fly.make_int_tuple(%684) : (i32) -> !fly.int_tuple<?>
        %686 = fly.memref.load(%681, %685) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %687 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %688 = fly.memref.load(%144, %687) : (!fly.memref<i32, register, ((1,1),2):((0,0),1)>, !fly.int_tuple<(0,1)>) -> i32
        %c16777215_i32_29 = arith.constant 16777215 : i32
        %689 = arith.andi %688, %c16777215_i32_29 : i32
        %690 = fly.make_int_tuple(%689) : (i32) -> !fly.int_tuple<?>
        %691 = fly.memref.load(%681, %690) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.int_tuple<?>) -> f32
        %692 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %693 = fly.slice(%668, %692) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %694 = fly.memref.load_vec(%693) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %695 = fly.get_layout(%693) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %696 = fly.get_shape(%695) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %697 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
        %698 = fly.slice(%669, %697) : (!fly.memref<f32, register, ((1,4),1):((0,1),0)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, register, (1,4):(0,1)>
        %699 = fly.memref.load_vec(%698) : (!fly.memref<f32, register, (1,4):(0,1)>) -> vector<4xf32>
        %700 = fly.get_layout(%698) : (!fly.memref<f32, register, (1,4):(0,1)>) -> !fly.layout<(1,4):(0,1)>
        %701 = fly.get_shape(%700) : (!fly.layout<(1,4):(0,1)>) -> !fly.int_tuple<(1,4)>
        %702 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %703 = fly.slice(%374, %702) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %704 = fly.memref.load_vec(%703) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %705 = fly.get_layout(%703) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %706 = fly.get_shape(%705) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %707 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %708 = fly.slice(%375, %707) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %709 = fly.memref.load_vec(%708) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %710 = fly.get_layout(%708) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %711 = fly.get_shape(%710) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %712 = vector.extract %704[0] : f32 from vector<4xf32>
        %713 = vector.extract %709[0] : f32 from vector<4xf32>
        %714 = vector.extract %694[0] : f32 from vector<4xf32>
        %715 = arith.mulf %712, %714 : f32
        %716 = arith.mulf %715, %686 : f32
        %717 = vector.extract %699[0] : f32 from vector<4xf32>
        %718 = arith.mulf %713, %717 : f32
        %719 = arith.mulf %718, %686 : f32
        %720 = vector.extract %704[1] : f32 from vector<4xf32>
        %721 = vector.extract %709[1] : f32 from vector<4xf32>
        %722 = vector.extract %694[1] : f32 from vector<4xf32>
        %723 = arith.mulf %720, %722 : f32
        %724 = arith.mulf %723, %686 : f32
        %725 = vector.extract %699[1] : f32 from vector<4xf32>
        %726 = arith.mulf %721, %725 : f32
        %727 = arith.mulf %726, %686 : f32
        %728 = vector.extract %704[2] : f32 from vector<4xf32>
        %729 = vector.extract %709[2] : f32 from vector<4xf32>
        %730 = vector.extract %694[2] : f32 from vector<4xf32>
        %731 = arith.mulf %728, %730 : f32
        %732 = arith.mulf %731, %686 : f32
        %733 = vector.extract %699[2] : f32 from vector<4xf32>
        %734 = arith.mulf %729, %733 : f32
        %735 = arith.mulf %734, %686 : f32
        %736 = vector.extract %704[3] : f32 from vector<4xf32>
        %737 = vector.extract %709[3] : f32 from vector<4xf32>
        %738 = vector.extract %694[3] : f32 from vector<4xf32>
        %739 = arith.mulf %736, %738 : f32
        %740 = arith.mulf %739, %686 : f32
        %741 = vector.extract %699[3] : f32 from vector<4xf32>
        %742 = arith.mulf %737, %741 : f32
        %743 = arith.mulf %742, %686 : f32
        %744 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %745 = fly.slice(%374, %744) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %746 = vector.from_elements %716, %724, %732, %740 : vector<4xf32>
        fly.memref.store_vec(%746, %745) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %747 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %748 = fly.slice(%375, %747) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %749 = vector.from_elements %719, %727, %735, %743 : vector<4xf32>
        fly.memref.store_vec(%749, %748) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %750 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %751 = fly.slice(%374, %750) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %752 = fly.memref.load_vec(%751) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %753 = fly.get_layout(%751) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %754 = fly.get_shape(%753) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %755 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %756 = fly.slice(%375, %755) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %757 = fly.memref.load_vec(%756) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %758 = fly.get_layout(%756) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %759 = fly.get_shape(%758) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %760 = vector.extract %752[0] : f32 from vector<4xf32>
        %761 = vector.extract %757[0] : f32 from vector<4xf32>
        %762 = vector.extract %694[0] : f32 from vector<4xf32>
        %763 = arith.mulf %760, %762 : f32
        %764 = arith.mulf %763, %691 : f32
        %765 = vector.extract %699[0] : f32 from vector<4xf32>
        %766 = arith.mulf %761, %765 : f32
        %767 = arith.mulf %766, %691 : f32
        %768 = vector.extract %752[1] : f32 from vector<4xf32>
        %769 = vector.extract %757[1] : f32 from vector<4xf32>
        %770 = vector.extract %694[1] : f32 from vector<4xf32>
        %771 = arith.mulf %768, %770 : f32
        %772 = arith.mulf %771, %691 : f32
        %773 = vector.extract %699[1] : f32 from vector<4xf32>
        %774 = arith.mulf %769, %773 : f32
        %775 = arith.mulf %774, %691 : f32
        %776 = vector.extract %752[2] : f32 from vector<4xf32>
        %777 = vector.extract %757[2] : f32 from vector<4xf32>
        %778 = vector.extract %694[2] : f32 from vector<4xf32>
        %779 = arith.mulf %776, %778 : f32
        %780 = arith.mulf %779, %691 : f32
        %781 = vector.extract %699[2] : f32 from vector<4xf32>
        %782 = arith.mulf %777, %781 : f32
        %783 = arith.mulf %782, %691 : f32
        %784 = vector.extract %752[3] : f32 from vector<4xf32>
        %785 = vector.extract %757[3] : f32 from vector<4xf32>
        %786 = vector.extract %694[3] : f32 from vector<4xf32>
        %787 = arith.mulf %784, %786 : f32
        %788 = arith.mulf %787, %691 : f32
        %789 = vector.extract %699[3] : f32 from vector<4xf32>
        %790 = arith.mulf %785, %789 : f32
        %791 = arith.mulf %790, %691 : f32
        %792 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %793 = fly.slice(%374, %792) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %794 = vector.from_elements %764, %772, %780, %788 : vector<4xf32>
        fly.memref.store_vec(%794, %793) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %795 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %796 = fly.slice(%375, %795) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %797 = vector.from_elements %767, %775, %783, %791 : vector<4xf32>
        fly.memref.store_vec(%797, %796) : (vector<4xf32>, !fly.memref<f32, register, (4,1):(1,0)>) -> ()
        %798 = fly.make_fragment_like(%374, bf16) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %799 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %800 = fly.get(%799) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<1>
        %801 = fly.size(%800) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %802 = fly.get_shape(%374) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.int_tuple<((4,1),1,2)>
        %803 = fly.get(%802) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,2)>) -> !fly.int_tuple<2>
        %804 = fly.size(%803) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %805 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %806 = fly.slice(%374, %805) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %807 = fly.memref.load_vec(%806) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %808 = fly.get_layout(%806) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %809 = fly.get_shape(%808) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %810 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %811 = fly.slice(%375, %810) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %812 = fly.memref.load_vec(%811) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %813 = fly.get_layout(%811) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %814 = fly.get_shape(%813) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %815 = vector.extract %807[0] : f32 from vector<4xf32>
        %816 = vector.extract %812[0] : f32 from vector<4xf32>
        %cst_30 = arith.constant -1.44269502 : f32
        %817 = arith.mulf %815, %cst_30 : f32
        %818 = rocdl.exp2 %817 f32 -> f32
        %cst_31 = arith.constant 1.000000e+00 : f32
        %819 = arith.addf %cst_31, %818 : f32
        %820 = rocdl.rcp %819 f32 -> f32
        %821 = arith.mulf %815, %820 : f32
        %822 = arith.mulf %821, %816 : f32
        %823 = vector.extract %807[1] : f32 from vector<4xf32>
        %824 = vector.extract %812[1] : f32 from vector<4xf32>
        %cst_32 = arith.constant -1.44269502 : f32
        %825 = arith.mulf %823, %cst_32 : f32
        %826 = rocdl.exp2 %825 f32 -> f32
        %cst_33 = arith.constant 1.000000e+00 : f32
        %827 = arith.addf %cst_33, %826 : f32
        %828 = rocdl.rcp %827 f32 -> f32
        %829 = arith.mulf %823, %828 : f32
        %830 = arith.mulf %829, %824 : f32
        %831 = vector.extract %807[2] : f32 from vector<4xf32>
        %832 = vector.extract %812[2] : f32 from vector<4xf32>
        %cst_34 = arith.constant -1.44269502 : f32
        %833 = arith.mulf %831, %cst_34 : f32
        %834 = rocdl.exp2 %833 f32 -> f32
        %cst_35 = arith.constant 1.000000e+00 : f32
        %835 = arith.addf %cst_35, %834 : f32
        %836 = rocdl.rcp %835 f32 -> f32
        %837 = arith.mulf %831, %836 : f32
        %838 = arith.mulf %837, %832 : f32
        %839 = vector.extract %807[3] : f32 from vector<4xf32>
        %840 = vector.extract %812[3] : f32 from vector<4xf32>
        %cst_36 = arith.constant -1.44269502 : f32
        %841 = arith.mulf %839, %cst_36 : f32
        %842 = rocdl.exp2 %841 f32 -> f32
        %cst_37 = arith.constant 1.000000e+00 : f32
        %843 = arith.addf %cst_37, %842 : f32
        %844 = rocdl.rcp %843 f32 -> f32
        %845 = arith.mulf %839, %844 : f32
        %846 = arith.mulf %845, %840 : f32
        %847 = vector.from_elements %822, %830, %838, %846 : vector<4xf32>
        %848 = vector.bitcast %847 : vector<4xf32> to vector<4xi32>
        %c32768_i32 = arith.constant 32768 : i32
        %849 = vector.broadcast %c32768_i32 : i32 to vector<4xi32>
        %850 = arith.addi %848, %849 : vector<4xi32>
        %cst_38 = arith.constant dense<16> : vector<4xi32>
        %851 = arith.shrui %850, %cst_38 : vector<4xi32>
        %852 = arith.trunci %851 : vector<4xi32> to vector<4xi16>
        %853 = vector.bitcast %852 : vector<4xi16> to vector<4xbf16>
        %854 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %855 = fly.slice(%798, %854) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%853, %855) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %856 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %857 = fly.slice(%374, %856) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %858 = fly.memref.load_vec(%857) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %859 = fly.get_layout(%857) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %860 = fly.get_shape(%859) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %861 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %862 = fly.slice(%375, %861) : (!fly.memref<f32, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<f32, register, (4,1):(1,0)>
        %863 = fly.memref.load_vec(%862) : (!fly.memref<f32, register, (4,1):(1,0)>) -> vector<4xf32>
        %864 = fly.get_layout(%862) : (!fly.memref<f32, register, (4,1):(1,0)>) -> !fly.layout<(4,1):(1,0)>
        %865 = fly.get_shape(%864) : (!fly.layout<(4,1):(1,0)>) -> !fly.int_tuple<(4,1)>
        %866 = vector.extract %858[0] : f32 from vector<4xf32>
        %867 = vector.extract %863[0] : f32 from vector<4xf32>
        %cst_39 = arith.constant -1.44269502 : f32
        %868 = arith.mulf %866, %cst_39 : f32
        %869 = rocdl.exp2 %868 f32 -> f32
        %cst_40 = arith.constant 1.000000e+00 : f32
        %870 = arith.addf %cst_40, %869 : f32
        %871 = rocdl.rcp %870 f32 -> f32
        %872 = arith.mulf %866, %871 : f32
        %873 = arith.mulf %872, %867 : f32
        %874 = vector.extract %858[1] : f32 from vector<4xf32>
        %875 = vector.extract %863[1] : f32 from vector<4xf32>
        %cst_41 = arith.constant -1.44269502 : f32
        %876 = arith.mulf %874, %cst_41 : f32
        %877 = rocdl.exp2 %876 f32 -> f32
        %cst_42 = arith.constant 1.000000e+00 : f32
        %878 = arith.addf %cst_42, %877 : f32
        %879 = rocdl.rcp %878 f32 -> f32
        %880 = arith.mulf %874, %879 : f32
        %881 = arith.mulf %880, %875 : f32
        %882 = vector.extract %858[2] : f32 from vector<4xf32>
        %883 = vector.extract %863[2] : f32 from vector<4xf32>
        %cst_43 = arith.constant -1.44269502 : f32
        %884 = arith.mulf %882, %cst_43 : f32
        %885 = rocdl.exp2 %884 f32 -> f32
        %cst_44 = arith.constant 1.000000e+00 : f32
        %886 = arith.addf %cst_44, %885 : f32
        %887 = rocdl.rcp %886 f32 -> f32
        %888 = arith.mulf %882, %887 : f32
        %889 = arith.mulf %888, %883 : f32
        %890 = vector.extract %858[3] : f32 from vector<4xf32>
        %891 = vector.extract %863[3] : f32 from vector<4xf32>
        %cst_45 = arith.constant -1.44269502 : f32
        %892 = arith.mulf %890, %cst_45 : f32
        %893 = rocdl.exp2 %892 f32 -> f32
        %cst_46 = arith.constant 1.000000e+00 : f32
        %894 = arith.addf %cst_46, %893 : f32
        %895 = rocdl.rcp %894 f32 -> f32
        %896 = arith.mulf %890, %895 : f32
        %897 = arith.mulf %896, %891 : f32
        %898 = vector.from_elements %873, %881, %889, %897 : vector<4xf32>
        %899 = vector.bitcast %898 : vector<4xf32> to vector<4xi32>
        %c32768_i32_47 = arith.constant 32768 : i32
        %900 = vector.broadcast %c32768_i32_47 : i32 to vector<4xi32>
        %901 = arith.addi %899, %900 : vector<4xi32>
        %cst_48 = arith.constant dense<16> : vector<4xi32>
        %902 = arith.shrui %901, %cst_48 : vector<4xi32>
        %903 = arith.trunci %902 : vector<4xi32> to vector<4xi16>
        %904 = vector.bitcast %903 : vector<4xi16> to vector<4xbf16>
        %905 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,1)>
        %906 = fly.slice(%798, %905) : (!fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.int_tuple<(*,0,1)>) -> !fly.memref<bf16, register, (4,1):(1,0)>
        fly.memref.store_vec(%904, %906) : (vector<4xbf16>, !fly.memref<bf16, register, (4,1):(1,0)>) -> ()
        %907 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>
        %908 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,4,2)>
        %909 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,16,8)>
        %910 = fly.make_layout(%908, %909) : (!fly.int_tuple<(8,4,2)>, !fly.int_tuple<(1,16,8)>) -> !fly.layout<(8,4,2):(1,16,8)>
        %911 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1,1)>
        %912 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,0)>
        %913 = fly.make_layout(%911, %912) : (!fly.int_tuple<(4,1,1)>, !fly.int_tuple<(1,0,0)>) -> !fly.layout<(4,1,1):(1,0,0)>
        %914 = fly.static : !fly.tile<[*|*|(8,4,2):(1,16,8)]>
        %915 = fly.make_tiled_mma(%907, %913, %914) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FNUZ, f8E4M3FNUZ) -> f32>>, !fly.layout<(4,1,1):(1,0,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>
        %916 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<64>, 16>
        %917 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
        %918 = fly.recast_iter(%26) : (!fly.ptr<f8E4M3FNUZ, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
        %919 = fly.static : !fly.swizzle<S<3,3,3>>
        %920 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,32)>
        %921 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
        %922 = fly.make_ordered_layout(%920, %921) : (!fly.int_tuple<(64,32)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,32):(1,64)>
        %923 = fly.coprofile(%922) : (!fly.layout<(64,32):(1,64)>) -> !fly.int_tuple<0>
        %924 = fly.make_composed_layout(%919, %923, %922) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,32):(1,64)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>
        %925 = fly.make_view(%918, %924) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,32):(1,64)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>
        %926 = fly.static : !fly.swizzle<S<3,3,3>>
        %927 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,64)>
        %928 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %929 = fly.make_ordered_layout(%927, %928) : (!fly.int_tuple<(32,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,64):(64,1)>
        %930 = fly.coprofile(%929) : (!fly.layout<(32,64):(64,1)>) -> !fly.int_tuple<0>
        %931 = fly.make_composed_layout(%926, %930, %929) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(32,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>
        %932 = fly.make_view(%918, %931) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (32,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>
        gpu.barrier
        %933 = fly.static : !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>
        %934 = fly.static : !fly.int_tuple<(64,16,64)>
        %935 = fly.select(%934) {indices = array<i32: 0>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<64>
        %936 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %937 = fly.make_layout(%935, %936) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
        %938 = fly.select(%934) {indices = array<i32: 1>} : (!fly.int_tuple<(64,16,64)>) -> !fly.int_tuple<16>
        %939 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %940 = fly.make_layout(%938, %939) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
        %941 = fly.static : !fly.tile<[64:1|16:1]>
        %942 = fly.make_tiled_copy(%916, %933, %941) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>
        %943 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %944 = fly.tiled_copy.retile(%942, %798) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>) -> !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>
        %945 = fly.tiled_copy.partition_dst(%942, %925, %943) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.layout<((16,16),((4,1),(1,1))):((64,4),((1,0),(0,0)))>, !fly.tile<[64:1|16:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,32):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>
        fly.copy(%916, %944, %945) : (!fly.copy_atom<!fly.universal_copy<64>, 16>, !fly.memref<bf16, register, ((4,1),1,2):((1,0),0,4)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=4} o ((4,1),1,2):((1,0),0,1024), align<16>>) -> ()
        gpu.barrier
        %946 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %947 = fly.tiled_copy.partition_src(%91, %932, %946) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>
        %948 = fly.make_fragment_like(%947) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
        %949 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
        %950 = fly.tiled_copy.partition_src(%91, %932, %949) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((4,16,2,2),8):((256,1,16,1024),32)>, !fly.tile<[32|64]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>
        fly.copy(%917, %950, %948) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),1,1):((1,0),0,0), align<16>>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
        %951 = fly.get_layout(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.layout<((8,1),1,1):((32,0),0,0)>
        %952 = fly.get_shape(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %953 = fly.get(%952) {mode = array<i32: 1>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<1>
        %954 = fly.size(%953) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %955 = fly.get_shape(%117) : (!fly.memref<i8, global, ((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %956 = fly.get(%955) {mode = array<i32: 2>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<1>
        %957 = fly.size(%956) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
        %958 = fly.get_shape(%948) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
        %959 = fly.get(%958) {mode = array<i32: 0>} : (!fly.int_tuple<((8,1),1,1)>) -> !fly.int_tuple<(8,1)>
        %960 = fly.get_stride(%948) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((1,0),0,0)>
        %961 = fly.get(%960) {mode = array<i32: 0>} : (!fly.int_tuple<((1,0),0,0)>) -> !fly.int_tuple<(1,0)>
        %962 = fly.get_shape(%85) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,2,256):(512,256,1)>) -> !fly.int_tuple<(?,2,256)>
        %963 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,(*,*,?))>
        %964 = fly.slice(%110, %963) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),(?,2,4)):((0,0,1),(512,256,64))>, !fly.int_tuple<(*,(*,*,?))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>
        %965 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %966 = fly.memref.load(%107, %965) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c16777215_i32_49 = arith.constant 16777215 : i32
        %967 = arith.andi %966, %c16777215_i32_49 : i32
        %968 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
        %969 = fly.memref.load(%107, %968) : (!fly.memref<i32, register, ((1,1),1):((0,0),0)>, !fly.int_tuple<(0,0)>) -> i32
        %c24_i32 = arith.constant 24 : i32
        %970 = arith.shrsi %969, %c24_i32 : i32
        %971 = fly.make_int_tuple(%967, %970) : (i32, i32) -> !fly.int_tuple<(*,?,?)>
        %972 = fly.slice(%964, %971) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,1,64),?,2):((0,0,1),512,256)>, !fly.int_tuple<(*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>
        %973 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0,0)>
        %974 = fly.crd2idx(%973, %951) : (!fly.int_tuple<(0,0,0)>, !fly.layout<((8,1),1,1):((32,0),0,0)>) -> !fly.int_tuple<0>
        %c0_i32_50 = arith.constant 0 : i32
        %975 = arith.addi %121, %c0_i32_50 : i32
        %976 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0,0)>
        %977 = fly.slice(%948, %976) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>, !fly.int_tuple<(*,0,0)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
        %978 = fly.get_iter(%972) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,1,64):(0,0,1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %979 = fly.make_int_tuple(%975) : (i32) -> !fly.int_tuple<?>
        %980 = fly.add_offset(%978, %979) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %981 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
        %982 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
        %983 = fly.make_layout(%981, %982) : (!fly.int_tuple<(8,1)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(8,1):(1,0)>
        %984 = fly.make_view(%980, %983) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(8,1):(1,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1):(1,0)>
        fly.copy(%86, %977, %984) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1):(1,0)>) -> ()
      }
      gpu.return
    }
  }
}

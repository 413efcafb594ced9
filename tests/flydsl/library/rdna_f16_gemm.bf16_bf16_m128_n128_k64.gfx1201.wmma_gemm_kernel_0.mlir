// FlyDSL 0.4.2: rdna_f16_gemm/bf16_bf16_m128_n128_k64 for gfx1201 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wmma_gemm_kernel_0(%arg0: !fly.memref<bf16, global, (128,128):(128,1)>, %arg1: !fly.memref<bf16, global, (128,64):(64,1)>, %arg2: !fly.memref<bf16, global, (128,64):(64,1)>, %arg3: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, %arg4: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, %arg5: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %c1_i32 = arith.constant 1 : i32
      %2 = arith.floordivsi %1, %c1_i32 : i32
      %c1_i32_0 = arith.constant 1 : i32
      %3 = arith.muli %2, %c1_i32_0 : i32
      %c1_i32_1 = arith.constant 1 : i32
      %4 = arith.remsi %1, %c1_i32_1 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %5 = arith.remsi %4, %c1_i32_2 : i32
      %6 = arith.addi %3, %5 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %7 = arith.floordivsi %4, %c1_i32_3 : i32
      %8 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (128,64):(64,1)>) -> !fly.ptr<bf16, global>
      %9 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (128,64):(64,1)>) -> !fly.layout<(128,64):(64,1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c553807872_i32 = arith.constant 553807872 : i32
      %10 = fly.make_ptr(%8, %c0_i16, %c4294967295_i64, %c553807872_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %11 = fly.make_view(%10, %9) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(128,64):(64,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,64):(64,1)>
      %12 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (128,64):(64,1)>) -> !fly.ptr<bf16, global>
      %13 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (128,64):(64,1)>) -> !fly.layout<(128,64):(64,1)>
      %c0_i16_4 = arith.constant 0 : i16
      %c4294967295_i64_5 = arith.constant 4294967295 : i64
      %c553807872_i32_6 = arith.constant 553807872 : i32
      %14 = fly.make_ptr(%12, %c0_i16_4, %c4294967295_i64_5, %c553807872_i32_6) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(128,64):(64,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,64):(64,1)>
      %16 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (128,128):(128,1)>) -> !fly.ptr<bf16, global>
      %17 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (128,128):(128,1)>) -> !fly.layout<(128,128):(128,1)>
      %c0_i16_7 = arith.constant 0 : i16
      %c4294967295_i64_8 = arith.constant 4294967295 : i64
      %c553807872_i32_9 = arith.constant 553807872 : i32
      %18 = fly.make_ptr(%16, %c0_i16_7, %c4294967295_i64_8, %c553807872_i32_9) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %19 = fly.make_view(%18, %17) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(128,128):(128,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128):(128,1)>
      %20 = fly.static : !fly.tile<[128|32]>
      %21 = fly.flat_divide(%11, %20) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,64):(64,1)>, !fly.tile<[128|32]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,1,2):(64,1,0,32)>
      %22 = fly.make_int_tuple(%6) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %23 = fly.slice(%21, %22) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,1,2):(64,1,0,32)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,2):(64,1,32)>
      %24 = fly.static : !fly.tile<[128|32]>
      %25 = fly.flat_divide(%15, %24) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,64):(64,1)>, !fly.tile<[128|32]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,1,2):(64,1,0,32)>
      %26 = fly.make_int_tuple(%7) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %27 = fly.slice(%25, %26) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,1,2):(64,1,0,32)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,2):(64,1,32)>
      %28 = fly.static : !fly.tile<[128|128]>
      %29 = fly.flat_divide(%19, %28) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128):(128,1)>, !fly.tile<[128|128]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128,1,1):(128,1,0,0)>
      %30 = fly.make_int_tuple(%6, %7) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %31 = fly.slice(%29, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128,1,1):(128,1,0,0)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128):(128,1)>
      %32 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %33 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %34 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %35 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %36 = fly.static : !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>
      %37 = fly.static : !fly.int_tuple<(32,32,16)>
      %38 = fly.select(%37) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<32>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %41 = fly.select(%37) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<16>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %43 = fly.make_layout(%41, %42) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %44 = fly.static : !fly.tile<[32:1|16:1]>
      %45 = fly.make_tiled_copy(%33, %36, %44) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>
      %46 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %47 = fly.static : !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>
      %48 = fly.static : !fly.int_tuple<(32,32,16)>
      %49 = fly.select(%48) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<32>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_layout(%49, %50) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %52 = fly.select(%48) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<16>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %54 = fly.make_layout(%52, %53) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %55 = fly.static : !fly.tile<[32:1|16:1]>
      %56 = fly.make_tiled_copy(%33, %47, %55) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|16:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>
      %57 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %58 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 10240 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %59 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 10240 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %60 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 10240 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %61 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 10240 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %62 = fly.recast_iter(%58) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %63 = fly.recast_iter(%59) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %64 = fly.recast_iter(%60) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %65 = fly.recast_iter(%61) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,32)>
      %67 = fly.make_int_tuple() : () -> !fly.int_tuple<(40,1)>
      %68 = fly.make_layout(%66, %67) : (!fly.int_tuple<(128,32)>, !fly.int_tuple<(40,1)>) -> !fly.layout<(128,32):(40,1)>
      %69 = fly.make_view(%62, %68) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(128,32):(40,1)>) -> !fly.memref<bf16, shared, (128,32):(40,1), align<16>>
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,32)>
      %71 = fly.make_int_tuple() : () -> !fly.int_tuple<(40,1)>
      %72 = fly.make_layout(%70, %71) : (!fly.int_tuple<(128,32)>, !fly.int_tuple<(40,1)>) -> !fly.layout<(128,32):(40,1)>
      %73 = fly.make_view(%64, %72) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(128,32):(40,1)>) -> !fly.memref<bf16, shared, (128,32):(40,1), align<16>>
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,32)>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(40,1)>
      %76 = fly.make_layout(%74, %75) : (!fly.int_tuple<(128,32)>, !fly.int_tuple<(40,1)>) -> !fly.layout<(128,32):(40,1)>
      %77 = fly.make_view(%63, %76) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(128,32):(40,1)>) -> !fly.memref<bf16, shared, (128,32):(40,1), align<16>>
      %78 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,32)>
      %79 = fly.make_int_tuple() : () -> !fly.int_tuple<(40,1)>
      %80 = fly.make_layout(%78, %79) : (!fly.int_tuple<(128,32)>, !fly.int_tuple<(40,1)>) -> !fly.layout<(128,32):(40,1)>
      %81 = fly.make_view(%65, %80) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(128,32):(40,1)>) -> !fly.memref<bf16, shared, (128,32):(40,1), align<16>>
      %82 = fly.tiled_copy.partition_src(%arg4, %23, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,2):(64,1,32)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>
      %83 = fly.tiled_copy.partition_src(%arg4, %27, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,32,2):(64,1,32)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>
      %84 = fly.tiled_copy.partition_dst(%arg4, %69, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %85 = fly.tiled_copy.partition_dst(%arg4, %73, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %86 = fly.tiled_copy.partition_dst(%arg4, %77, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %87 = fly.tiled_copy.partition_dst(%arg4, %81, %35) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((4,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|32]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %88 = fly.tiled_copy.partition_src(%45, %69, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>
      %89 = fly.tiled_copy.partition_src(%45, %73, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>
      %90 = fly.tiled_copy.partition_src(%56, %77, %57) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>
      %91 = fly.tiled_copy.partition_src(%56, %81, %57) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %93 = fly.slice(%84, %92) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %94 = fly.make_fragment_like(%93) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>
      %95 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %96 = fly.slice(%86, %95) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      %97 = fly.make_fragment_like(%96) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>
      %98 = fly.mma.make_fragment(a, %arg3, %69) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>) -> !fly.memref<bf16, register, (8,4,2):(1,16,8)>
      %99 = fly.mma.make_fragment(b, %arg3, %77) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<bf16, shared, (128,32):(40,1), align<16>>) -> !fly.memref<bf16, register, (8,4,2):(1,16,8)>
      %100 = fly.mma.make_fragment(c, %arg3, %31) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128):(128,1)>) -> !fly.memref<f32, register, (8,4,4):(1,32,8)>
      %101 = fly.tiled_copy.retile(%45, %98) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, register, (8,4,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>
      %102 = fly.tiled_copy.retile(%56, %99) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|16:1]>>, !fly.memref<bf16, register, (8,4,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>
      %103 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %104 = fly.static : !fly.layout<(((16,2),2,2),(8,(1,1))):(((32,8),512,16),(1,(0,0)))>
      %105 = fly.static : !fly.int_tuple<(32,32,16)>
      %106 = fly.select(%105) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<32>
      %107 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %108 = fly.make_layout(%106, %107) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %109 = fly.select(%105) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,16)>) -> !fly.int_tuple<32>
      %110 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %111 = fly.make_layout(%109, %110) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %112 = fly.static : !fly.tile<[32:1|32:1]>
      %113 = fly.make_tiled_copy(%103, %104, %112) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((32,8),512,16),(1,(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((32,8),512,16),(1,(0,0)))>, !fly.tile<[32:1|32:1]>>
      %114 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %115 = fly.tiled_copy.partition_src(%113, %31, %114) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((32,8),512,16),(1,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (128,128):(128,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,8),4,4):((0,128),4096,32)>
      %116 = fly.make_fragment_like(%100, bf16) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.memref<bf16, register, (8,4,4):(1,32,8)>
      %117 = fly.tiled_copy.retile(%113, %116) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<(((16,2),2,2),(8,(1,1))):(((32,8),512,16),(1,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,4,4):(1,32,8)>) -> !fly.memref<bf16, register, ((1,8),4,4):((0,1),32,8)>
      %118 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %119 = fly.get_shape(%118) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %cst = arith.constant 0.000000e+00 : f32
      %120 = vector.broadcast %cst : f32 to vector<128xf32>
      fly.memref.store_vec(%120, %100) : (vector<128xf32>, !fly.memref<f32, register, (8,4,4):(1,32,8)>) -> ()
      %121 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %122 = fly.slice(%82, %121) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>
      fly.copy(%32, %122, %94) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %124 = fly.slice(%83, %123) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>
      fly.copy(%32, %124, %97) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %126 = fly.slice(%84, %125) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      fly.copy(%33, %94, %126) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> ()
      %127 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %128 = fly.slice(%86, %127) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      fly.copy(%33, %97, %128) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> ()
      gpu.barrier
      %129 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %130 = fly.slice(%82, %129) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>
      fly.copy(%32, %130, %94) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %132 = fly.slice(%83, %131) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1,2):((1,0),2048,0,32)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>
      fly.copy(%32, %132, %97) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),2048,0)>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %134 = fly.slice(%90, %133) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %135 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %136 = fly.slice(%102, %135) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %134, %136) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %137 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %138 = fly.slice(%88, %137) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %139 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %140 = fly.slice(%101, %139) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %138, %140) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %141 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %142 = fly.slice(%98, %141) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %143 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %144 = fly.slice(%99, %143) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %145 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %146 = fly.get_shape(%145) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %147 = fly.get_layout(%142) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %148 = fly.get_shape(%147) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %149 = fly.get_layout(%144) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %150 = fly.get_shape(%149) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %151 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %152 = fly.get_shape(%151) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %153 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %154 = fly.get_shape(%153) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %155 = fly.get(%154) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %156 = fly.size(%155) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %157 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %158 = fly.get_shape(%157) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %159 = fly.get(%158) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %160 = fly.size(%159) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %161 = fly.get_layout(%142) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %162 = fly.get_shape(%161) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %163 = fly.get(%162) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %164 = fly.size(%163) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %165 = fly.get_layout(%144) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %166 = fly.get_shape(%165) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %167 = fly.get(%166) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %168 = fly.size(%167) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %169 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %170 = fly.get_shape(%169) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %171 = fly.get(%170) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %172 = fly.size(%171) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %173 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %174 = fly.get_shape(%173) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %175 = fly.get(%174) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %176 = fly.size(%175) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      fly.gemm(%arg3, %100, %142, %144, %100) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<f32, register, (8,4,4):(1,32,8)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<f32, register, (8,4,4):(1,32,8)>) -> ()
      %177 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %178 = fly.slice(%90, %177) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %179 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %180 = fly.slice(%102, %179) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %178, %180) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %181 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %182 = fly.slice(%88, %181) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %183 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %184 = fly.slice(%101, %183) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %182, %184) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %185 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %186 = fly.slice(%98, %185) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %187 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %188 = fly.slice(%99, %187) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %189 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %190 = fly.get_shape(%189) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %191 = fly.get_layout(%186) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %192 = fly.get_shape(%191) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %193 = fly.get_layout(%188) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %194 = fly.get_shape(%193) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %195 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %196 = fly.get_shape(%195) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %197 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %198 = fly.get_shape(%197) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %199 = fly.get(%198) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %200 = fly.size(%199) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %201 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %202 = fly.get_shape(%201) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %203 = fly.get(%202) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %204 = fly.size(%203) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %205 = fly.get_layout(%186) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %206 = fly.get_shape(%205) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %207 = fly.get(%206) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %208 = fly.size(%207) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %209 = fly.get_layout(%188) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %210 = fly.get_shape(%209) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %211 = fly.get(%210) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %212 = fly.size(%211) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %213 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %214 = fly.get_shape(%213) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %215 = fly.get(%214) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %216 = fly.size(%215) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %217 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %218 = fly.get_shape(%217) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %219 = fly.get(%218) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %220 = fly.size(%219) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      fly.gemm(%arg3, %100, %186, %188, %100) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<f32, register, (8,4,4):(1,32,8)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<f32, register, (8,4,4):(1,32,8)>) -> ()
      %221 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %222 = fly.slice(%85, %221) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      fly.copy(%33, %94, %222) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> ()
      %223 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %224 = fly.slice(%87, %223) : (!fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>
      fly.copy(%33, %97, %224) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<bf16, shared, ((8,1),4,1):((1,0),1280,0), align<16>>) -> ()
      gpu.barrier
      %225 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %226 = fly.slice(%91, %225) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %227 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %228 = fly.slice(%102, %227) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %226, %228) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %229 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %230 = fly.slice(%89, %229) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %231 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %232 = fly.slice(%101, %231) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %230, %232) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %233 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %234 = fly.slice(%98, %233) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %235 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %236 = fly.slice(%99, %235) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %237 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %238 = fly.get_shape(%237) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %239 = fly.get_layout(%234) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %240 = fly.get_shape(%239) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %241 = fly.get_layout(%236) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %242 = fly.get_shape(%241) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %243 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %244 = fly.get_shape(%243) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %245 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %246 = fly.get_shape(%245) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %247 = fly.get(%246) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %248 = fly.size(%247) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %249 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %250 = fly.get_shape(%249) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %251 = fly.get(%250) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %252 = fly.size(%251) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %253 = fly.get_layout(%234) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %254 = fly.get_shape(%253) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %255 = fly.get(%254) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %256 = fly.size(%255) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %257 = fly.get_layout(%236) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %258 = fly.get_shape(%257) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %259 = fly.get(%258) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %260 = fly.size(%259) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %261 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %262 = fly.get_shape(%261) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %263 = fly.get(%262) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %264 = fly.size(%263) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %265 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %266 = fly.get_shape(%265) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %267 = fly.get(%266) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %268 = fly.size(%267) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      fly.gemm(%arg3, %100, %234, %236, %100) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<f32, register, (8,4,4):(1,32,8)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<f32, register, (8,4,4):(1,32,8)>) -> ()
      %269 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %270 = fly.slice(%91, %269) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %271 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %272 = fly.slice(%102, %271) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %270, %272) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %273 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %274 = fly.slice(%89, %273) : (!fly.memref<bf16, shared, ((8,1),4,2):((1,0),1280,16), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>
      %275 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %276 = fly.slice(%101, %275) : (!fly.memref<bf16, register, ((8,1),4,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),4):((1,0),16)>
      fly.copy(%33, %274, %276) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, ((8,1),4):((1,0),1280), align<16>>, !fly.memref<bf16, register, ((8,1),4):((1,0),16)>) -> ()
      %277 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %278 = fly.slice(%98, %277) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %279 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %280 = fly.slice(%99, %279) : (!fly.memref<bf16, register, (8,4,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,4):(1,16)>
      %281 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %282 = fly.get_shape(%281) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %283 = fly.get_layout(%278) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %284 = fly.get_shape(%283) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %285 = fly.get_layout(%280) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %286 = fly.get_shape(%285) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %287 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %288 = fly.get_shape(%287) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %289 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %290 = fly.get_shape(%289) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %291 = fly.get(%290) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %292 = fly.size(%291) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %293 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %294 = fly.get_shape(%293) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %295 = fly.get(%294) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %296 = fly.size(%295) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %297 = fly.get_layout(%278) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %298 = fly.get_shape(%297) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %299 = fly.get(%298) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %300 = fly.size(%299) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %301 = fly.get_layout(%280) : (!fly.memref<bf16, register, (8,4):(1,16)>) -> !fly.layout<(8,4):(1,16)>
      %302 = fly.get_shape(%301) : (!fly.layout<(8,4):(1,16)>) -> !fly.int_tuple<(8,4)>
      %303 = fly.get(%302) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4)>) -> !fly.int_tuple<4>
      %304 = fly.size(%303) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %305 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %306 = fly.get_shape(%305) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %307 = fly.get(%306) {mode = array<i32: 1>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %308 = fly.size(%307) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      %309 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %310 = fly.get_shape(%309) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %311 = fly.get(%310) {mode = array<i32: 2>} : (!fly.int_tuple<(8,4,4)>) -> !fly.int_tuple<4>
      %312 = fly.size(%311) : (!fly.int_tuple<4>) -> !fly.int_tuple<4>
      fly.gemm(%arg3, %100, %278, %280, %100) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = false, signB = false, clamp = false>>, !fly.layout<(2,2,1):(2,1,0)>>, !fly.memref<f32, register, (8,4,4):(1,32,8)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<bf16, register, (8,4):(1,16)>, !fly.memref<f32, register, (8,4,4):(1,32,8)>) -> ()
      %313 = fly.memref.load_vec(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> vector<128xf32>
      %314 = fly.get_layout(%100) : (!fly.memref<f32, register, (8,4,4):(1,32,8)>) -> !fly.layout<(8,4,4):(1,32,8)>
      %315 = fly.get_shape(%314) : (!fly.layout<(8,4,4):(1,32,8)>) -> !fly.int_tuple<(8,4,4)>
      %316 = vector.extract %313[0] : f32 from vector<128xf32>
      %317 = arith.truncf %316 : f32 to bf16
      %318 = vector.extract %313[1] : f32 from vector<128xf32>
      %319 = arith.truncf %318 : f32 to bf16
      %320 = vector.extract %313[2] : f32 from vector<128xf32>
      %321 = arith.truncf %320 : f32 to bf16
      %322 = vector.extract %313[3] : f32 from vector<128xf32>
      %323 = arith.truncf %322 : f32 to bf16
      %324 = vector.extract %313[4] : f32 from vector<128xf32>
      %325 = arith.truncf %324 : f32 to bf16
      %326 = vector.extract %313[5] : f32 from vector<128xf32>
      %327 = arith.truncf %326 : f32 to bf16
      %328 = vector.extract %313[6] : f32 from vector<128xf32>
      %329 = arith.truncf %328 : f32 to bf16
      %330 = vector.extract %313[7] : f32 from vector<128xf32>
      %331 = arith.truncf %330 : f32 to bf16
      %332 = vector.extract %313[8] : f32 from vector<128xf32>
      %333 = arith.truncf %332 : f32 to bf16
      %334 = vector.extract %313[9] : f32 from vector<128xf32>
      %335 = arith.truncf %334 : f32 to bf16
      %336 = vector.extract %313[10] : f32 from vector<128xf32>
      %337 = arith.truncf %336 : f32 to bf16
      %338 = vector.extract %313[11] : f32 from vector<128xf32>
      %339 = arith.truncf %338 : f32 to bf16
      %340 = vector.extract %313[12] : f32 from vector<128xf32>
      %341 = arith.truncf %340 : f32 to bf16
      %342 = vector.extract %313[13] : f32 from vector<128xf32>
      %343 = arith.truncf %342 : f32 to bf16
      %344 = vector.extract %313[14] : f32 from vector<128xf32>
      %345 = arith.truncf %344 : f32 to bf16
      %346 = vector.extract %313[15] : f32 from vector<128xf32>
      %347 = arith.truncf %346 : f32 to bf16
      %348 = vector.extract %313[16] : f32 from vector<128xf32>
      %349 = arith.truncf %348 : f32 to bf16
      %350 = vector.extract %313[17] : f32 from vector<128xf32>
      %351 = arith.truncf %350 : f32 to bf16
      %352 = vector.extract %313[18] : f32 from vector<128xf32>
      %353 = arith.truncf %352 : f32 to bf16
      %354 = vector.extract %313[19] : f32 from vector<128xf32>
      %355 = arith.truncf %354 : f32 to bf16
      %356 = vector.extract %313[20] : f32 from vector<128xf32>
      %357 = arith.truncf %356 : f32 to bf16
      %358 = vector.extract %313[21] : f32 from vector<128xf32>
      %359 = arith.truncf %358 : f32 to bf16
      %360 = vector.extract %313[22] : f32 from vector<128xf32>
      %361 = arith.truncf %360 : f32 to bf16
      %362 = vector.extract %313[23] : f32 from vector<128xf32>
      %363 = arith.truncf %362 : f32 to bf16
      %364 = vector.extract %313[24] : f32 from vector<128xf32>
      %365 = arith.truncf %364 : f32 to bf16
      %366 = vector.extract %313[25] : f32 from vector<128xf32>
      %367 = arith.truncf %366 : f32 to bf16
      %368 = vector.extract %313[26] : f32 from vector<128xf32>
      %369 = arith.truncf %368 : f32 to bf16
      %370 = vector.extract %313[27] : f32 from vector<128xf32>
      %371 = arith.truncf %370 : f32 to bf16
      %372 = vector.extract %313[28] : f32 from vector<128xf32>
      %373 = arith.truncf %372 : f32 to bf16
      %374 = vector.extract %313[29] : f32 from vector<128xf32>
      %375 = arith.truncf %374 : f32 to bf16
      %376 = vector.extract %313[30] : f32 from vector<128xf32>
      %377 = arith.truncf %376 : f32 to bf16
      %378 = vector.extract %313[31] : f32 from vector<128xf32>
      %379 = arith.truncf %378 : f32 to bf16
      %380 = vector.extract %313[32] : f32 from vector<128xf32>
      %381 = arith.truncf %380 : f32 to bf16
      %382 = vector.extract %313[33] : f32 from vector<128xf32>
      %383 = arith.truncf %382 : f32 to bf16
      %384 = vector.extract %313[34] : f32 from vector<128xf32>
      %385 = arith.truncf %384 : f32 to bf16
      %386 = vector.extract %313[35] : f32 from vector<128xf32>
      %387 = arith.truncf %386 : f32 to bf16
      %388 = vector.extract %313[36] : f32 from vector<128xf32>
      %389 = arith.truncf %388 : f32 to bf16
      %390 = vector.extract %313[37] : f32 from vector<128xf32>
      %391 = arith.truncf %390 : f32 to bf16
      %392 = vector.extract %313[38] : f32 from vector<128xf32>
      %393 = arith.truncf %392 : f32 to bf16
      %394 = vector.extract %313[39] : f32 from vector<128xf32>
      %395 = arith.truncf %394 : f32 to bf16
      %396 = vector.extract %313[40] : f32 from vector<128xf32>
      %397 = arith.truncf %396 : f32 to bf16
      %398 = vector.extract %313[41] : f32 from vector<128xf32>
      %399 = arith.truncf %398 : f32 to bf16
      %400 = vector.extract %313[42] : f32 from vector<128xf32>
      %401 = arith.truncf %400 : f32 to bf16
      %402 = vector.extract %313[43] : f32 from vector<128xf32>
      %403 = arith.truncf %402 : f32 to bf16
      %404 = vector.extract %313[44] : f32 from vector<128xf32>
      %405 = arith.truncf %404 : f32 to bf16
      %406 = vector.extract %313[45] : f32 from vector<128xf32>
      %407 = arith.truncf %406 : f32 to bf16
      %408 = vector.extract %313[46] : f32 from vector<128xf32>
      %409 = arith.truncf %408 : f32 to bf16
      %410 = vector.extract %313[47] : f32 from vector<128xf32>
      %411 = arith.truncf %410 : f32 to bf16
      %412 = vector.extract %313[48] : f32 from vector<128xf32>
      %413 = arith.truncf %412 : f32 to bf16
      %414 = vector.extract %313[49] : f32 from vector<128xf32>
      %415 = arith.truncf %414 : f32 to bf16
      %416 = vector.extract %313[50] : f32 from vector<128xf32>
      %417 = arith.truncf %416 : f32 to bf16
      %418 = vector.extract %313[51] : f32 from vector<128xf32>
      %419 = arith.truncf %418 : f32 to bf16
      %420 = vector.extract %313[52] : f32 from vector<128xf32>
      %421 = arith.truncf %420 : f32 to bf16
      %422 = vector.extract %313[53] : f32 from vector<128xf32>
      %423 = arith.truncf %422 : f32 to bf16
      %424 = vector.extract %313[54] : f32 from vector<128xf32>
      %425 = arith.truncf %424 : f32 to bf16
      %426 = vector.extract %313[55] : f32 from vector<128xf32>
      %427 = arith.truncf %426 : f32 to bf16
      %428 = vector.extract %313[56] : f32 from vector<128xf32>
      %429 = arith.truncf %428 : f32 to bf16
      %430 = vector.extract %313[57] : f32 from vector<128xf32>
      %431 = arith.truncf %430 : f32 to bf16
      %432 = vector.extract %313[58] : f32 from vector<128xf32>
      %433 = arith.truncf %432 : f32 to bf16
      %434 = vector.extract %313[59] : f32 from vector<128xf32>
      %435 = arith.truncf %434 : f32 to bf16
      %436 = vector.extract %313[60] : f32 from vector<128xf32>
      %437 = arith.truncf %436 : f32 to bf16
      %438 = vector.extract %313[61] : f32 from vector<128xf32>
      %439 = arith.truncf %438 : f32 to bf16
      %440 = vector.extract %313[62] : f32 from vector<128xf32>
      %441 = arith.truncf %440 : f32 to bf16
      %442 = vector.extract %313[63] : f32 from vector<128xf32>
      %443 = arith.truncf %442 : f32 to bf16
      %444 = vector.extract %313[64] : f32 from vector<128xf32>
      %445 = arith.truncf %444 : f32 to bf16
      %446 = vector.extract %313[65] : f32 from vector<128xf32>
      %447 = arith.truncf %446 : f32 to bf16
      %448 = vector.extract %313[66] : f32 from vector<128xf32>
      %449 = arith.truncf %448 : f32 to bf16
      %450 = vector.extract %313[67] : f32 from vector<128xf32>
      %451 = arith.truncf %450 : f32 to bf16
      %452 = vector.extract %313[68] : f32 from vector<128xf32>
      %453 = arith.truncf %452 : f32 to bf16
      %454 = vector.extract %313[69] : f32 from vector<128xf32>
      %455 = arith.truncf %454 : f32 to bf16
      %456 = vector.extract %313[70] : f32 from vector<128xf32>
      %457 = arith.truncf %456 : f32 to bf16
      %458 = vector.extract %313[71] : f32 from vector<128xf32>
      %459 = arith.truncf %458 : f32 to bf16
      %460 = vector.extract %313[72] : f32 from vector<128xf32>
      %461 = arith.truncf %460 : f32 to bf16
      %462 = vector.extract %313[73] : f32 from vector<128xf32>
      %463 = arith.truncf %462 : f32 to bf16
      %464 = vector.extract %313[74] : f32 from vector<128xf32>
      %465 = arith.truncf %464 : f32 to bf16
      %466 = vector.extract %313[75] : f32 from vector<128xf32>
      %467 = arith.truncf %466 : f32 to bf16
      %468 = vector.extract %313[76] : f32 from vector<128xf32>
      %469 = arith.truncf %468 : f32 to bf16
      %470 = vector.extract %313[77] : f32 from vector<128xf32>
      %471 = arith.truncf %470 : f32 to bf16
      %472 = vector.extract %313[78] : f32 from vector<128xf32>
      %473 = arith.truncf %472 : f32 to bf16
      %474 = vector.extract %313[79] : f32 from vector<128xf32>
      %475 = arith.truncf %474 : f32 to bf16
      %476 = vector.extract %313[80] : f32 from vector<128xf32>
      %477 = arith.truncf %476 : f32 to bf16
      %478 = vector.extract %313[81] : f32 from vector<128xf32>
      %479 = arith.truncf %478 : f32 to bf16
      %480 = vector.extract %313[82] : f32 from vector<128xf32>
      %481 = arith.truncf %480 : f32 to bf16
      %482 = vector.extract %313[83] : f32 from vector<128xf32>
      %483 = arith.truncf %482 : f32 to bf16
      %484 = vector.extract %313[84] : f32 from vector<128xf32>
      %485 = arith.truncf %484 : f32 to bf16
      %486 = vector.extract %313[85] : f32 from vector<128xf32>
      %487 = arith.truncf %486 : f32 to bf16
      %488 = vector.extract %313[86] : f32 from vector<128xf32>
      %489 = arith.truncf %488 : f32 to bf16
      %490 = vector.extract %313[87] : f32 from vector<128xf32>
      %491 = arith.truncf %490 : f32 to bf16
      %492 = vector.extract %313[88] : f32 from vector<128xf32>
      %493 = arith.truncf %492 : f32 to bf16
      %494 = vector.extract %313[89] : f32 from vector<128xf32>
      %495 = arith.truncf %494 : f32 to bf16
      %496 = vector.extract %313[90] : f32 from vector<128xf32>
      %497 = arith.truncf %496 : f32 to bf16
      %498 = vector.extract %313[91] : f32 from vector<128xf32>
      %499 = arith.truncf %498 : f32 to bf16
      %500 = vector.extract %313[92] : f32 from vector<128xf32>
      %501 = arith.truncf %500 : f32 to bf16
      %502 = vector.extract %313[93] : f32 from vector<128xf32>
      %503 = arith.truncf %502 : f32 to bf16
      %504 = vector.extract %313[94] : f32 from vector<128xf32>
      %505 = arith.truncf %504 : f32 to bf16
      %506 = vector.extract %313[95] : f32 from vector<128xf32>
      %507 = arith.truncf %506 : f32 to bf16
      %508 = vector.extract %313[96] : f32 from vector<128xf32>
      %509 = arith.truncf %508 : f32 to bf16
      %510 = vector.extract %313[97] : f32 from vector<128xf32>
      %511 = arith.truncf %510 : f32 to bf16
      %512 = vector.extract %313[98] : f32 from vector<128xf32>
      %513 = arith.truncf %512 : f32 to bf16
      %514 = vector.extract %313[99] : f32 from vector<128xf32>
      %515 = arith.truncf %514 : f32 to bf16
      %516 = vector.extract %313[100] : f32 from vector<128xf32>
      %517 = arith.truncf %516 : f32 to bf16
      %518 = vector.extract %313[101] : f32 from vector<128xf32>
      %519 = arith.truncf %518 : f32 to bf16
      %520 = vector.extract %313[102] : f32 from vector<128xf32>
      %521 = arith.truncf %520 : f32 to bf16
      %522 = vector.extract %313[103] : f32 from vector<128xf32>
      %523 = arith.truncf %522 : f32 to bf16
      %524 = vector.extract %313[104] : f32 from vector<128xf32>
      %525 = arith.truncf %524 : f32 to bf16
      %526 = vector.extract %313[105] : f32 from vector<128xf32>
      %527 = arith.truncf %526 : f32 to bf16
      %528 = vector.extract %313[106] : f32 from vector<128xf32>
      %529 = arith.truncf %528 : f32 to bf16
      %530 = vector.extract %313[107] : f32 from vector<128xf32>
      %531 = arith.truncf %530 : f32 to bf16
      %532 = vector.extract %313[108] : f32 from vector<128xf32>
      %533 = arith.truncf %532 : f32 to bf16
      %534 = vector.extract %313[109] : f32 from vector<128xf32>
      %535 = arith.truncf %534 : f32 to bf16
      %536 = vector.extract %313[110] : f32 from vector<128xf32>
      %537 = arith.truncf %536 : f32 to bf16
      %538 = vector.extract %313[111] : f32 from vector<128xf32>
      %539 = arith.truncf %538 : f32 to bf16
      %540 = vector.extract %313[112] : f32 from vector<128xf32>
      %541 = arith.truncf %540 : f32 to bf16
      %542 = vector.extract %313[113] : f32 from vector<128xf32>
      %543 = arith.truncf %542 : f32 to bf16
      %544 = vector.extract %313[114] : f32 from vector<128xf32>
      %545 = arith.truncf %544 : f32 to bf16
      %546 = vector.extract %313[115] : f32 from vector<128xf32>
      %547 = arith.truncf %546 : f32 to bf16
      %548 = vector.extract %313[116] : f32 from vector<128xf32>
      %549 = arith.truncf %548 : f32 to bf16
      %550 = vector.extract %313[117] : f32 from vector<128xf32>
      %551 = arith.truncf %550 : f32 to bf16
      %552 = vector.extract %313[118] : f32 from vector<128xf32>
      %553 = arith.truncf %552 : f32 to bf16
      %554 = vector.extract %313[119] : f32 from vector<128xf32>
      %555 = arith.truncf %554 : f32 to bf16
      %556 = vector.extract %313[120] : f32 from vector<128xf32>
      %557 = arith.truncf %556 : f32 to bf16
      %558 = vector.extract %313[121] : f32 from vector<128xf32>
      %559 = arith.truncf %558 : f32 to bf16
      %560 = vector.extract %313[122] : f32 from vector<128xf32>
      %561 = arith.truncf %560 : f32 to bf16
      %562 = vector.extract %313[123] : f32 from vector<128xf32>
      %563 = arith.truncf %562 : f32 to bf16
      %564 = vector.extract %313[124] : f32 from vector<128xf32>
      %565 = arith.truncf %564 : f32 to bf16
      %566 = vector.extract %313[125] : f32 from vector<128xf32>
      %567 = arith.truncf %566 : f32 to bf16
      %568 = vector.extract %313[126] : f32 from vector<128xf32>
      %569 = arith.truncf %568 : f32 to bf16
      %570 = vector.extract %313[127] : f32 from vector<128xf32>
      %571 = arith.truncf %570 : f32 to bf16
      %572 = vector.from_elements %317, %319, %321, %323, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %349, %351, %353, %355, %357, %359, %361, %363, %365, %367, %369, %371, %373, %375, %377, %379, %381, %383, %385, %387, %389, %391, %393, %395, %397, %399, %401, %403, %405, %407, %409, %411, %413, %415, %417, %419, %421, %423, %425, %427, %429, %431, %433, %435, %437, %439, %441, %443, %445, %447, %449, %451, %453, %455, %457, %459, %461, %463, %465, %467, %469, %471, %473, %475, %477, %479, %481, %483, %485, %487, %489, %491, %493, %495, %497, %499, %501, %503, %505, %507, %509, %511, %513, %515, %517, %519, %521, %523, %525, %527, %529, %531, %533, %535, %537, %539, %541, %543, %545, %547, %549, %551, %553, %555, %557, %559, %561, %563, %565, %567, %569, %571 : vector<128xbf16>
      fly.memref.store_vec(%572, %116) : (vector<128xbf16>, !fly.memref<bf16, register, (8,4,4):(1,32,8)>) -> ()
      fly.copy(%103, %117, %115) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, ((1,8),4,4):((0,1),32,8)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,8),4,4):((0,128),4096,32)>) -> ()
      gpu.return
    }
  }
}

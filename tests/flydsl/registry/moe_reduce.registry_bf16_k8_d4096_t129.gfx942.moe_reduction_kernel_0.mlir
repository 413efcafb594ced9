// FlyDSL 0.4.2: moe_reduce/registry_bf16_k8_d4096_t129 for gfx942 (scripts/flydsl_library.py --registry)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @moe_reduction_kernel_0(%arg0: !fly.ptr<i8, global>, %arg1: !fly.ptr<i8, global>, %arg2: !fly.ptr<i8, global>, %arg3: !fly.ptr<i8, global>, %arg4: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %0 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %1 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %block_id_x = gpu.block_id x
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %block_id_x : index to i64
      %3 = fly.ptrtoint(%arg0) : (!fly.ptr<i8, global>) -> i64
      %c65536_i64 = arith.constant 65536 : i64
      %4 = arith.muli %2, %c65536_i64 : i64
      %5 = arith.addi %3, %4 : i64
      %6 = fly.inttoptr(%5) : (i64) -> !fly.ptr<bf16, global>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4096)>
      %8 = fly.make_int_tuple() : () -> !fly.int_tuple<(4096,1)>
      %9 = fly.make_layout(%7, %8) : (!fly.int_tuple<(1,4096)>, !fly.int_tuple<(4096,1)>) -> !fly.layout<(1,4096):(4096,1)>
      %10 = fly.make_view(%6, %9) : (!fly.ptr<bf16, global>, !fly.layout<(1,4096):(4096,1)>) -> !fly.memref<bf16, global, (1,4096):(4096,1)>
      %11 = fly.get_iter(%10) : (!fly.memref<bf16, global, (1,4096):(4096,1)>) -> !fly.ptr<bf16, global>
      %12 = fly.get_layout(%10) : (!fly.memref<bf16, global, (1,4096):(4096,1)>) -> !fly.layout<(1,4096):(4096,1)>
      %c0_i16 = arith.constant 0 : i16
      %c65536_i64_0 = arith.constant 65536 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %13 = fly.make_ptr(%11, %c0_i16, %c65536_i64_0, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %14 = fly.make_view(%13, %12) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(1,4096):(4096,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,4096):(4096,1)>
      %15 = fly.ptrtoint(%arg1) : (!fly.ptr<i8, global>) -> i64
      %c8192_i64 = arith.constant 8192 : i64
      %16 = arith.muli %2, %c8192_i64 : i64
      %17 = arith.addi %15, %16 : i64
      %18 = fly.inttoptr(%17) : (i64) -> !fly.ptr<bf16, global>
      %19 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4096)>
      %20 = fly.make_int_tuple() : () -> !fly.int_tuple<(4096,1)>
      %21 = fly.make_layout(%19, %20) : (!fly.int_tuple<(1,4096)>, !fly.int_tuple<(4096,1)>) -> !fly.layout<(1,4096):(4096,1)>
      %22 = fly.make_view(%18, %21) : (!fly.ptr<bf16, global>, !fly.layout<(1,4096):(4096,1)>) -> !fly.memref<bf16, global, (1,4096):(4096,1)>
      %23 = fly.get_iter(%22) : (!fly.memref<bf16, global, (1,4096):(4096,1)>) -> !fly.ptr<bf16, global>
      %24 = fly.get_layout(%22) : (!fly.memref<bf16, global, (1,4096):(4096,1)>) -> !fly.layout<(1,4096):(4096,1)>
      %c0_i16_1 = arith.constant 0 : i16
      %c8192_i64_2 = arith.constant 8192 : i64
      %c159744_i32_3 = arith.constant 159744 : i32
      %25 = fly.make_ptr(%23, %c0_i16_1, %c8192_i64_2, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %26 = fly.make_view(%25, %24) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(1,4096):(4096,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,4096):(4096,1)>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %29 = fly.make_layout(%27, %28) : (!fly.int_tuple<(1,256)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(1,256):(1,1)>
      %30 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,8)>
      %31 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %32 = fly.make_layout(%30, %31) : (!fly.int_tuple<(1,8)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(1,8):(1,1)>
      %33 = fly.raked_product(%29, %32) : (!fly.layout<(1,256):(1,1)>, !fly.layout<(1,8):(1,1)>) -> !fly.layout<((1,1),(8,256)):((0,0),(256,1))>
      %34 = fly.size(%29) : (!fly.layout<(1,256):(1,1)>) -> !fly.int_tuple<256>
      %35 = fly.size(%32) : (!fly.layout<(1,8):(1,1)>) -> !fly.int_tuple<8>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<(256,8)>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,256)>
      %38 = fly.make_layout(%36, %37) : (!fly.int_tuple<(256,8)>, !fly.int_tuple<(1,256)>) -> !fly.layout<(256,8):(1,256)>
      %39 = fly.right_inverse(%33) : (!fly.layout<((1,1),(8,256)):((0,0),(256,1))>) -> !fly.layout<(256,8):(8,1)>
      %40 = fly.composition(%39, %38) : (!fly.layout<(256,8):(8,1)>, !fly.layout<(256,8):(1,256)>) -> !fly.layout<(256,8):(8,1)>
      %41 = fly.get_shape(%33) : (!fly.layout<((1,1),(8,256)):((0,0),(256,1))>) -> !fly.int_tuple<((1,1),(8,256))>
      %42 = fly.int_tuple_product_each(%41) : (!fly.int_tuple<((1,1),(8,256))>) -> !fly.int_tuple<(1,2048)>
      %43 = fly.static : !fly.tile<[1|2048]>
      %44 = fly.make_tiled_copy(%0, %40, %43) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>>
      %45 = arith.index_cast %thread_id_x : index to i64
      %46 = fly.make_int_tuple(%45) : (i64) -> !fly.int_tuple<?{i64}>
      %47 = fly.static : !fly.tile<[1|2048]>
      %48 = fly.make_tiled_copy(%1, %40, %47) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>>
      %49 = arith.index_cast %thread_id_x : index to i64
      %50 = fly.make_int_tuple(%49) : (i64) -> !fly.int_tuple<?{i64}>
      %51 = fly.static : !fly.tile<[1|2048]>
      %52 = fly.zipped_divide(%14, %51) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,4096):(4096,1)>, !fly.tile<[1|2048]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,2048),(1,2)):((0,1),(0,2048))>
      %53 = arith.index_cast %block_id_y : index to i64
      %54 = fly.make_int_tuple(%53) : (i64) -> !fly.int_tuple<(*,(0,?{i64}))>
      %55 = fly.slice(%52, %54) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,2048),(1,2)):((0,1),(0,2048))>, !fly.int_tuple<(*,(0,?{i64}))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,2048):(0,1)>
      %56 = fly.tiled_copy.partition_src(%44, %55, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,2048):(0,1)>, !fly.int_tuple<?{i64}>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>
      %57 = fly.static : !fly.tile<[1|2048]>
      %58 = fly.zipped_divide(%26, %57) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,4096):(4096,1)>, !fly.tile<[1|2048]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,2048),(1,2)):((0,1),(0,2048))>
      %59 = arith.index_cast %block_id_y : index to i64
      %60 = fly.make_int_tuple(%59) : (i64) -> !fly.int_tuple<(*,(0,?{i64}))>
      %61 = fly.slice(%58, %60) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,2048),(1,2)):((0,1),(0,2048))>, !fly.int_tuple<(*,(0,?{i64}))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,2048):(0,1)>
      %62 = fly.tiled_copy.partition_dst(%48, %61, %50) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(256,8):(8,1)>, !fly.tile<[1|2048]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,2048):(0,1)>, !fly.int_tuple<?{i64}>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>
      %63 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %64 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %65 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %66 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %67 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %68 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %69 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %70 = fly.make_fragment_like(%56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %c0_i32 = arith.constant 0 : i32
      %71 = fly.atom.set_value(%0, "soffset", %c0_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%71, %56, %63) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c4096_i32 = arith.constant 4096 : i32
      %72 = fly.atom.set_value(%0, "soffset", %c4096_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%72, %56, %64) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c8192_i32 = arith.constant 8192 : i32
      %73 = fly.atom.set_value(%0, "soffset", %c8192_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%73, %56, %65) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c12288_i32 = arith.constant 12288 : i32
      %74 = fly.atom.set_value(%0, "soffset", %c12288_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%74, %56, %66) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c16384_i32 = arith.constant 16384 : i32
      %75 = fly.atom.set_value(%0, "soffset", %c16384_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%75, %56, %67) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c20480_i32 = arith.constant 20480 : i32
      %76 = fly.atom.set_value(%0, "soffset", %c20480_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%76, %56, %68) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c24576_i32 = arith.constant 24576 : i32
      %77 = fly.atom.set_value(%0, "soffset", %c24576_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%77, %56, %69) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %c28672_i32 = arith.constant 28672 : i32
      %78 = fly.atom.set_value(%0, "soffset", %c28672_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%78, %56, %70) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      %cst = arith.constant 0.000000e+00 : f32
      %79 = vector.broadcast %cst : f32 to vector<8xf32>
      %80 = fly.memref.load_vec(%63) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %81 = fly.get_layout(%63) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %82 = fly.get_shape(%81) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %83 = arith.extf %80 : vector<8xbf16> to vector<8xf32>
      %84 = arith.addf %79, %83 : vector<8xf32>
      %85 = fly.memref.load_vec(%64) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %86 = fly.get_layout(%64) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %87 = fly.get_shape(%86) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %88 = arith.extf %85 : vector<8xbf16> to vector<8xf32>
      %89 = arith.addf %84, %88 : vector<8xf32>
      %90 = fly.memref.load_vec(%65) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %91 = fly.get_layout(%65) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %92 = fly.get_shape(%91) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %93 = arith.extf %90 : vector<8xbf16> to vector<8xf32>
      %94 = arith.addf %89, %93 : vector<8xf32>
      %95 = fly.memref.load_vec(%66) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %96 = fly.get_layout(%66) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %97 = fly.get_shape(%96) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %98 = arith.extf %95 : vector<8xbf16> to vector<8xf32>
      %99 = arith.addf %94, %98 : vector<8xf32>
      %100 = fly.memref.load_vec(%67) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %101 = fly.get_layout(%67) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %102 = fly.get_shape(%101) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %103 = arith.extf %100 : vector<8xbf16> to vector<8xf32>
      %104 = arith.addf %99, %103 : vector<8xf32>
      %105 = fly.memref.load_vec(%68) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %106 = fly.get_layout(%68) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %107 = fly.get_shape(%106) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %108 = arith.extf %105 : vector<8xbf16> to vector<8xf32>
      %109 = arith.addf %104, %108 : vector<8xf32>
      %110 = fly.memref.load_vec(%69) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %111 = fly.get_layout(%69) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %112 = fly.get_shape(%111) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %113 = arith.extf %110 : vector<8xbf16> to vector<8xf32>
      %114 = arith.addf %109, %113 : vector<8xf32>
      %115 = fly.memref.load_vec(%70) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> vector<8xbf16>
      %116 = fly.get_layout(%70) : (!fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> !fly.layout<((8,1),1,1):((1,0),0,0)>
      %117 = fly.get_shape(%116) : (!fly.layout<((8,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((8,1),1,1)>
      %118 = arith.extf %115 : vector<8xbf16> to vector<8xf32>
      %119 = arith.addf %114, %118 : vector<8xf32>
      %120 = fly.make_fragment_like(%62) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>
      %121 = arith.truncf %119 : vector<8xf32> to vector<8xbf16>
      fly.memref.store_vec(%121, %120) : (vector<8xbf16>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>) -> ()
      fly.copy(%1, %120, %62) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),1,1):((1,0),0,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,1):((1,0),0,0)>) -> ()
      gpu.return
    }
  }
}

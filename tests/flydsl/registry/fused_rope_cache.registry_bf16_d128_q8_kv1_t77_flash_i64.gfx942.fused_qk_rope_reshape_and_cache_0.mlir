// FlyDSL 0.4.2: fused_rope_cache/registry_bf16_d128_q8_kv1_t77_flash_i64 for gfx942 (scripts/flydsl_library.py --registry)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused_qk_rope_reshape_and_cache_0(%arg0: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg3: !fly.memref<i64, global, ?:1>, %arg4: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg5: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<i64, global, ?:1>, %arg7: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg8: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg9: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg10: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg11: !fly.memref<f32, global, ?:1>, %arg12: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %1 = arith.index_cast %block_id_y : index to i32
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %thread_id_x : index to i32
      %3 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>
      %4 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %6 = fly.make_layout(%4, %5) : (!fly.int_tuple<2>, !fly.int_tuple<1>) -> !fly.layout<2:1>
      %7 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %8 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %9 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %10 = fly.make_layout(%8, %9) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %c64_i32 = arith.constant 64 : i32
      %11 = arith.cmpi slt, %2, %c64_i32 : i32
      scf.if %11 {
        %12 = fly.extract_aligned_pointer_as_index %arg3 : <i64, global, ?:1> -> !llvm.ptr
        %c159744_i32 = arith.constant 159744 : i32
        %c0_i16 = arith.constant 0 : i16
        %c4294967295_i64 = arith.constant 4294967295 : i64
        %13 = rocdl.make.buffer.rsrc %12, %c0_i16, %c4294967295_i64, %c159744_i32 : !llvm.ptr to <8>
        %c2_i32 = arith.constant 2 : i32
        %14 = arith.muli %1, %c2_i32 : i32
        %c4_i32 = arith.constant 4 : i32
        %15 = arith.muli %14, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %16 = rocdl.raw.ptr.buffer.load %13, %15, %c0_i32, 0 : i32
        %c32_i32 = arith.constant 32 : i32
        %17 = arith.cmpi slt, %2, %c32_i32 : i32
        %c32_i32_0 = arith.constant 32 : i32
        %18 = arith.remsi %2, %c32_i32_0 : i32
        %c32_i32_1 = arith.constant 32 : i32
        %19 = arith.xori %2, %c32_i32_1 : i32
        %c4_i32_2 = arith.constant 4 : i32
        %20 = arith.muli %19, %c4_i32_2 : i32
        %21 = fly.get_iter(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %22 = fly.get_layout(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_3 = arith.constant 0 : i16
        %c4294967295_i64_4 = arith.constant 4294967295 : i64
        %c159744_i32_5 = arith.constant 159744 : i32
        %23 = fly.make_ptr(%21, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %24 = fly.make_view(%23, %22) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %25 = fly.get_iter(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %26 = fly.get_layout(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_6 = arith.constant 0 : i16
        %c4294967295_i64_7 = arith.constant 4294967295 : i64
        %c159744_i32_8 = arith.constant 159744 : i32
        %27 = fly.make_ptr(%25, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %28 = fly.make_view(%27, %26) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %29 = fly.make_int_tuple(%16) : (i32) -> !fly.int_tuple<(?,*)>
        %30 = fly.slice(%24, %29) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %31 = fly.make_int_tuple(%16) : (i32) -> !fly.int_tuple<(?,*)>
        %32 = fly.slice(%28, %31) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %33 = fly.logical_divide(%30, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
        %34 = fly.logical_divide(%32, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
        %35 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
        %36 = fly.make_int_tuple(%18) : (i32) -> !fly.int_tuple<(*,?)>
        %37 = fly.slice(%33, %36) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
        fly.copy(%3, %37, %35) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
        %38 = fly.memref.load_vec(%35) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
        %39 = fly.get_layout(%35) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
        %40 = fly.get_shape(%39) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
        %41 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
        %42 = fly.make_int_tuple(%18) : (i32) -> !fly.int_tuple<(*,?)>
        %43 = fly.slice(%34, %42) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
        fly.copy(%3, %43, %41) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
        %44 = fly.memref.load_vec(%41) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
        %45 = fly.get_layout(%41) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
        %46 = fly.get_shape(%45) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
        %c8_i32 = arith.constant 8 : i32
        %47 = arith.cmpi slt, %0, %c8_i32 : i32
        %48 = scf.if %47 -> (i1) {
          %51 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %52 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_9 = arith.constant 0 : i16
          %c4294967295_i64_10 = arith.constant 4294967295 : i64
          %c159744_i32_11 = arith.constant 159744 : i32
          %53 = fly.make_ptr(%51, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %54 = fly.make_view(%53, %52) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %55 = fly.get_iter(%arg9) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %56 = fly.get_layout(%arg9) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_12 = arith.constant 0 : i16
          %c4294967295_i64_13 = arith.constant 4294967295 : i64
          %c159744_i32_14 = arith.constant 159744 : i32
          %57 = fly.make_ptr(%55, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %58 = fly.make_view(%57, %56) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %59 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %60 = fly.slice(%54, %59) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %61 = fly.logical_divide(%60, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %62 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %63 = fly.slice(%58, %62) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %64 = fly.logical_divide(%63, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %65 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          %66 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %67 = fly.slice(%61, %66) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %67, %65) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
          %68 = fly.memref.load_vec(%65) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
          %69 = fly.get_layout(%65) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
          %70 = fly.get_shape(%69) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
          %71 = vector.bitcast %68 : vector<2xbf16> to vector<1xi32>
          %72 = vector.extract %71[0] : i32 from vector<1xi32>
          %73 = rocdl.ds_bpermute %20, %72 : (i32, i32) -> i32
          %74 = vector.from_elements %73 : vector<1xi32>
          %75 = vector.bitcast %74 : vector<1xi32> to vector<2xbf16>
          %76 = arith.mulf %68, %38 : vector<2xbf16>
          %77 = arith.mulf %75, %44 : vector<2xbf16>
          %78 = arith.negf %77 : vector<2xbf16>
          %79 = arith.select %17, %78, %77 : vector<2xbf16>
          %80 = arith.addf %76, %79 : vector<2xbf16>
          %81 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          fly.memref.store_vec(%80, %81) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
          %82 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %83 = fly.slice(%64, %82) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %81, %83) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
          scf.yield %17 : i1
        } else {
          scf.yield %17 : i1
        }
        %c1_i32 = arith.constant 1 : i32
        %49 = arith.cmpi slt, %0, %c1_i32 : i32
        %50 = scf.if %49 -> (i1) {
          %51 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %52 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_9 = arith.constant 0 : i16
          %c4294967295_i64_10 = arith.constant 4294967295 : i64
          %c159744_i32_11 = arith.constant 159744 : i32
          %53 = fly.make_ptr(%51, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %54 = fly.make_view(%53, %52) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %55 = fly.get_iter(%arg10) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %56 = fly.get_layout(%arg10) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_12 = arith.constant 0 : i16
          %c4294967295_i64_13 = arith.constant 4294967295 : i64
          %c159744_i32_14 = arith.constant 159744 : i32
          %57 = fly.make_ptr(%55, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %58 = fly.make_view(%57, %56) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %59 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %60 = fly.slice(%54, %59) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %61 = fly.logical_divide(%60, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %62 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %63 = fly.slice(%58, %62) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %64 = fly.logical_divide(%63, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %65 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          %66 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %67 = fly.slice(%61, %66) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %67, %65) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
          %68 = fly.memref.load_vec(%65) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
          %69 = fly.get_layout(%65) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
          %70 = fly.get_shape(%69) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
          %71 = vector.bitcast %68 : vector<2xbf16> to vector<1xi32>
          %72 = vector.extract %71[0] : i32 from vector<1xi32>
          %73 = rocdl.ds_bpermute %20, %72 : (i32, i32) -> i32
          %74 = vector.from_elements %73 : vector<1xi32>
          %75 = vector.bitcast %74 : vector<1xi32> to vector<2xbf16>
          %76 = arith.mulf %68, %38 : vector<2xbf16>
          %77 = arith.mulf %75, %44 : vector<2xbf16>
          %78 = arith.negf %77 : vector<2xbf16>
          %79 = arith.select %48, %78, %77 : vector<2xbf16>
          %80 = arith.addf %76, %79 : vector<2xbf16>
          %81 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          fly.memref.store_vec(%80, %81) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
          %82 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %83 = fly.slice(%64, %82) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %81, %83) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
          %84 = fly.extract_aligned_pointer_as_index %arg6 : <i64, global, ?:1> -> !llvm.ptr
          %c159744_i32_15 = arith.constant 159744 : i32
          %c0_i16_16 = arith.constant 0 : i16
          %c4294967295_i64_17 = arith.constant 4294967295 : i64
          %85 = rocdl.make.buffer.rsrc %84, %c0_i16_16, %c4294967295_i64_17, %c159744_i32_15 : !llvm.ptr to <8>
          %c2_i32_18 = arith.constant 2 : i32
          %86 = arith.muli %1, %c2_i32_18 : i32
          %c4_i32_19 = arith.constant 4 : i32
          %87 = arith.muli %86, %c4_i32_19 : i32
          %c0_i32_20 = arith.constant 0 : i32
          %88 = rocdl.raw.ptr.buffer.load %85, %87, %c0_i32_20, 0 : i32
          %c0_i32_21 = arith.constant 0 : i32
          %89 = arith.cmpi sge, %88, %c0_i32_21 : i32
          %90 = scf.if %89 -> (vector<2xbf16>) {
            %c16_i32 = arith.constant 16 : i32
            %91 = arith.floordivsi %88, %c16_i32 : i32
            %c16_i32_22 = arith.constant 16 : i32
            %92 = arith.remsi %88, %c16_i32_22 : i32
            %93 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
            %94 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
            %c0_i16_23 = arith.constant 0 : i16
            %c4294967295_i64_24 = arith.constant 4294967295 : i64
            %c159744_i32_25 = arith.constant 159744 : i32
            %95 = fly.make_ptr(%93, %c0_i16_23, %c4294967295_i64_24, %c159744_i32_25) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
            %96 = fly.make_view(%95, %94) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
            %97 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
            %98 = fly.slice(%96, %97) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
            %99 = fly.logical_divide(%98, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
            %100 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
            %101 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
            %102 = fly.slice(%99, %101) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
            fly.copy(%3, %102, %100) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
            %103 = fly.memref.load_vec(%100) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
            %104 = fly.get_layout(%100) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
            %105 = fly.get_shape(%104) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
            %106 = fly.get_iter(%arg7) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
            %107 = fly.get_layout(%arg7) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.layout<(?,?,?,?):(?{i64},?{i64},?{i64},1)>
            %c0_i16_26 = arith.constant 0 : i16
            %c4294967295_i64_27 = arith.constant 4294967295 : i64
            %c159744_i32_28 = arith.constant 159744 : i32
            %108 = fly.make_ptr(%106, %c0_i16_26, %c4294967295_i64_27, %c159744_i32_28) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
            %109 = fly.make_view(%108, %107) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?,?):(?{i64},?{i64},?{i64},1)>
            %110 = fly.get_iter(%arg8) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
            %111 = fly.get_layout(%arg8) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.layout<(?,?,?,?):(?{i64},?{i64},?{i64},1)>
            %c0_i16_29 = arith.constant 0 : i16
            %c4294967295_i64_30 = arith.constant 4294967295 : i64
            %c159744_i32_31 = arith.constant 159744 : i32
            %112 = fly.make_ptr(%110, %c0_i16_29, %c4294967295_i64_30, %c159744_i32_31) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
            %113 = fly.make_view(%112, %111) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?,?):(?{i64},?{i64},?{i64},1)>
            %114 = fly.make_int_tuple(%91, %92, %0) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,*)>
            %115 = fly.slice(%109, %114) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, !fly.int_tuple<(?,?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
            %116 = fly.make_int_tuple(%91, %92, %0) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,*)>
            %117 = fly.slice(%113, %116) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, !fly.int_tuple<(?,?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
            %118 = fly.logical_divide(%115, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
            %119 = fly.logical_divide(%117, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
            %120 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
            fly.memref.store_vec(%80, %120) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
            %121 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
            %122 = fly.slice(%118, %121) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
            fly.copy(%3, %120, %122) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
            %123 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
            fly.memref.store_vec(%103, %123) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
            %124 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
            %125 = fly.slice(%119, %124) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
            fly.copy(%3, %123, %125) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
            scf.yield %80 : vector<2xbf16>
          } else {
            scf.yield %80 : vector<2xbf16>
          }
          scf.yield %48 : i1
        } else {
          scf.yield %48 : i1
        }
      }
      gpu.return
    }
  }
}

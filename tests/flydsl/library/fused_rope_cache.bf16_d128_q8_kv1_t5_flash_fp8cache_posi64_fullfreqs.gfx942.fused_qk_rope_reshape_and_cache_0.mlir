// FlyDSL 0.4.2: fused_rope_cache/bf16_d128_q8_kv1_t5_flash_fp8cache_posi64_fullfreqs for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused_qk_rope_reshape_and_cache_0(%arg0: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg3: !fly.memref<i64, global, ?:1>, %arg4: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg5: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<i64, global, ?:1>, %arg7: !fly.memref<i8, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg8: !fly.memref<i8, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg9: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg10: !fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>, %arg11: !fly.memref<f32, global, ?:1>, %arg12: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
        %18 = arith.xori %2, %c32_i32_0 : i32
        %c4_i32_1 = arith.constant 4 : i32
        %19 = arith.muli %18, %c4_i32_1 : i32
        %20 = fly.get_iter(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %21 = fly.get_layout(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_2 = arith.constant 0 : i16
        %c4294967295_i64_3 = arith.constant 4294967295 : i64
        %c159744_i32_4 = arith.constant 159744 : i32
        %22 = fly.make_ptr(%20, %c0_i16_2, %c4294967295_i64_3, %c159744_i32_4) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %23 = fly.make_view(%22, %21) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %24 = fly.get_iter(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %25 = fly.get_layout(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_5 = arith.constant 0 : i16
        %c4294967295_i64_6 = arith.constant 4294967295 : i64
        %c159744_i32_7 = arith.constant 159744 : i32
        %26 = fly.make_ptr(%24, %c0_i16_5, %c4294967295_i64_6, %c159744_i32_7) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %27 = fly.make_view(%26, %25) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %28 = fly.make_int_tuple(%16) : (i32) -> !fly.int_tuple<(?,*)>
        %29 = fly.slice(%23, %28) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %30 = fly.make_int_tuple(%16) : (i32) -> !fly.int_tuple<(?,*)>
        %31 = fly.slice(%27, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %32 = fly.logical_divide(%29, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
        %33 = fly.logical_divide(%31, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
        %34 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
        %35 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
        %36 = fly.slice(%32, %35) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
        fly.copy(%3, %36, %34) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
        %37 = fly.memref.load_vec(%34) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
        %38 = fly.get_layout(%34) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
        %39 = fly.get_shape(%38) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
        %40 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
        %41 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
        %42 = fly.slice(%33, %41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
        fly.copy(%3, %42, %40) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
        %43 = fly.memref.load_vec(%40) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
        %44 = fly.get_layout(%40) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
        %45 = fly.get_shape(%44) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
        %c8_i32 = arith.constant 8 : i32
        %46 = arith.cmpi slt, %0, %c8_i32 : i32
        %47 = scf.if %46 -> (i1) {
          %50 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %51 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_8 = arith.constant 0 : i16
          %c4294967295_i64_9 = arith.constant 4294967295 : i64
          %c159744_i32_10 = arith.constant 159744 : i32
          %52 = fly.make_ptr(%50, %c0_i16_8, %c4294967295_i64_9, %c159744_i32_10) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %53 = fly.make_view(%52, %51) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %54 = fly.get_iter(%arg9) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %55 = fly.get_layout(%arg9) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_11 = arith.constant 0 : i16
          %c4294967295_i64_12 = arith.constant 4294967295 : i64
          %c159744_i32_13 = arith.constant 159744 : i32
          %56 = fly.make_ptr(%54, %c0_i16_11, %c4294967295_i64_12, %c159744_i32_13) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %57 = fly.make_view(%56, %55) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %58 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %59 = fly.slice(%53, %58) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %60 = fly.logical_divide(%59, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %61 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %62 = fly.slice(%57, %61) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %63 = fly.logical_divide(%62, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %64 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          %65 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %66 = fly.slice(%60, %65) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %66, %64) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
          %67 = fly.memref.load_vec(%64) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
          %68 = fly.get_layout(%64) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
          %69 = fly.get_shape(%68) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
          %70 = vector.bitcast %67 : vector<2xbf16> to vector<1xi32>
          %71 = vector.extract %70[0] : i32 from vector<1xi32>
          %72 = rocdl.ds_bpermute %19, %71 : (i32, i32) -> i32
          %73 = vector.from_elements %72 : vector<1xi32>
          %74 = vector.bitcast %73 : vector<1xi32> to vector<2xbf16>
          %75 = arith.mulf %67, %37 : vector<2xbf16>
          %76 = arith.mulf %74, %43 : vector<2xbf16>
          %77 = arith.negf %76 : vector<2xbf16>
          %78 = arith.select %17, %77, %76 : vector<2xbf16>
          %79 = arith.addf %75, %78 : vector<2xbf16>
          %80 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          fly.memref.store_vec(%79, %80) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
          %81 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %82 = fly.slice(%63, %81) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %80, %82) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
          scf.yield %17 : i1
        } else {
          scf.yield %17 : i1
        }
        %c1_i32 = arith.constant 1 : i32
        %48 = arith.cmpi slt, %0, %c1_i32 : i32
        %49 = scf.if %48 -> (i1) {
          %50 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %51 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_8 = arith.constant 0 : i16
          %c4294967295_i64_9 = arith.constant 4294967295 : i64
          %c159744_i32_10 = arith.constant 159744 : i32
          %52 = fly.make_ptr(%50, %c0_i16_8, %c4294967295_i64_9, %c159744_i32_10) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %53 = fly.make_view(%52, %51) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %54 = fly.get_iter(%arg10) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
          %55 = fly.get_layout(%arg10) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
          %c0_i16_11 = arith.constant 0 : i16
          %c4294967295_i64_12 = arith.constant 4294967295 : i64
          %c159744_i32_13 = arith.constant 159744 : i32
          %56 = fly.make_ptr(%54, %c0_i16_11, %c4294967295_i64_12, %c159744_i32_13) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
          %57 = fly.make_view(%56, %55) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
          %58 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %59 = fly.slice(%53, %58) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %60 = fly.logical_divide(%59, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %61 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
          %62 = fly.slice(%57, %61) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
          %63 = fly.logical_divide(%62, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
          %64 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          %65 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %66 = fly.slice(%60, %65) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %66, %64) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
          %67 = fly.memref.load_vec(%64) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
          %68 = fly.get_layout(%64) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
          %69 = fly.get_shape(%68) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
          %70 = vector.bitcast %67 : vector<2xbf16> to vector<1xi32>
          %71 = vector.extract %70[0] : i32 from vector<1xi32>
          %72 = rocdl.ds_bpermute %19, %71 : (i32, i32) -> i32
          %73 = vector.from_elements %72 : vector<1xi32>
          %74 = vector.bitcast %73 : vector<1xi32> to vector<2xbf16>
          %75 = arith.mulf %67, %37 : vector<2xbf16>
          %76 = arith.mulf %74, %43 : vector<2xbf16>
          %77 = arith.negf %76 : vector<2xbf16>
          %78 = arith.select %47, %77, %76 : vector<2xbf16>
          %79 = arith.addf %75, %78 : vector<2xbf16>
          %80 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
          fly.memref.store_vec(%79, %80) : (vector<2xbf16>, !fly.memref<bf16, register, 2:1>) -> ()
          %81 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
          %82 = fly.slice(%63, %81) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
          fly.copy(%3, %80, %82) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, register, 2:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>) -> ()
          %83 = fly.extract_aligned_pointer_as_index %arg6 : <i64, global, ?:1> -> !llvm.ptr
          %c159744_i32_14 = arith.constant 159744 : i32
          %c0_i16_15 = arith.constant 0 : i16
          %c4294967295_i64_16 = arith.constant 4294967295 : i64
          %84 = rocdl.make.buffer.rsrc %83, %c0_i16_15, %c4294967295_i64_16, %c159744_i32_14 : !llvm.ptr to <8>
          %c2_i32_17 = arith.constant 2 : i32
          %85 = arith.muli %1, %c2_i32_17 : i32
          %c4_i32_18 = arith.constant 4 : i32
          %86 = arith.muli %85, %c4_i32_18 : i32
          %c0_i32_19 = arith.constant 0 : i32
          %87 = rocdl.raw.ptr.buffer.load %84, %86, %c0_i32_19, 0 : i32
          %c0_i32_20 = arith.constant 0 : i32
          %88 = arith.cmpi sge, %87, %c0_i32_20 : i32
          %89 = scf.if %88 -> (vector<2xbf16>) {
            %c16_i32 = arith.constant 16 : i32
            %90 = arith.floordivsi %87, %c16_i32 : i32
            %c16_i32_21 = arith.constant 16 : i32
            %91 = arith.remsi %87, %c16_i32_21 : i32
            %92 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
            %93 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (?,?,?):(?{i64},?{i64},1)>) -> !fly.layout<(?,?,?):(?{i64},?{i64},1)>
            %c0_i16_22 = arith.constant 0 : i16
            %c4294967295_i64_23 = arith.constant 4294967295 : i64
            %c159744_i32_24 = arith.constant 159744 : i32
            %94 = fly.make_ptr(%92, %c0_i16_22, %c4294967295_i64_23, %c159744_i32_24) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
            %95 = fly.make_view(%94, %93) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?,?):(?{i64},?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>
            %96 = fly.make_int_tuple(%1, %0) : (i32, i32) -> !fly.int_tuple<(?,?,*)>
            %97 = fly.slice(%95, %96) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?,?):(?{i64},?{i64},1)>, !fly.int_tuple<(?,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
            %98 = fly.logical_divide(%97, %6) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<2:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>
            %99 = fly.memref.alloca(%6) : (!fly.layout<2:1>) -> !fly.memref<bf16, register, 2:1>
            %100 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,?)>
            %101 = fly.slice(%98, %100) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (2,?):(1,2)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>
            fly.copy(%3, %101, %99) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 2:1>, !fly.memref<bf16, register, 2:1>) -> ()
            %102 = fly.memref.load_vec(%99) : (!fly.memref<bf16, register, 2:1>) -> vector<2xbf16>
            %103 = fly.get_layout(%99) : (!fly.memref<bf16, register, 2:1>) -> !fly.layout<2:1>
            %104 = fly.get_shape(%103) : (!fly.layout<2:1>) -> !fly.int_tuple<2>
            %105 = fly.get_iter(%arg11) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
            %106 = fly.get_layout(%arg11) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
            %c0_i16_25 = arith.constant 0 : i16
            %c4294967295_i64_26 = arith.constant 4294967295 : i64
            %c159744_i32_27 = arith.constant 159744 : i32
            %107 = fly.make_ptr(%105, %c0_i16_25, %c4294967295_i64_26, %c159744_i32_27) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
            %108 = fly.make_view(%107, %106) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
            %109 = fly.get_iter(%arg12) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
            %110 = fly.get_layout(%arg12) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
            %c0_i16_28 = arith.constant 0 : i16
            %c4294967295_i64_29 = arith.constant 4294967295 : i64
            %c159744_i32_30 = arith.constant 159744 : i32
            %111 = fly.make_ptr(%109, %c0_i16_28, %c4294967295_i64_29, %c159744_i32_30) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
            %112 = fly.make_view(%111, %110) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
            %113 = fly.logical_divide(%108, %10) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
            %114 = fly.logical_divide(%112, %10) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
            %115 = fly.memref.alloca(%10) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
            %116 = fly.memref.alloca(%10) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
            %117 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
            %118 = fly.slice(%113, %117) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
            fly.copy(%7, %118, %115) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
            %119 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,0)>
            %120 = fly.slice(%114, %119) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,0)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
            fly.copy(%7, %120, %116) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
            %121 = fly.memref.load_vec(%115) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
            %122 = fly.get_layout(%115) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
            %123 = fly.get_shape(%122) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
            %124 = vector.extract %121[0] : f32 from vector<1xf32>
            %125 = fly.memref.load_vec(%116) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
            %126 = fly.get_layout(%116) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
            %127 = fly.get_shape(%126) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
            %128 = vector.extract %125[0] : f32 from vector<1xf32>
            %129 = rocdl.rcp %124 f32 -> f32
            %130 = rocdl.rcp %128 f32 -> f32
            %131 = vector.extract %79[0] : bf16 from vector<2xbf16>
            %132 = arith.extf %131 : bf16 to f32
            %133 = arith.mulf %132, %129 : f32
            %134 = vector.extract %102[0] : bf16 from vector<2xbf16>
            %135 = arith.extf %134 : bf16 to f32
            %136 = arith.mulf %135, %130 : f32
            %137 = vector.extract %79[1] : bf16 from vector<2xbf16>
            %138 = arith.extf %137 : bf16 to f32
            %139 = arith.mulf %138, %129 : f32
            %140 = vector.extract %102[1] : bf16 from vector<2xbf16>
            %141 = arith.extf %140 : bf16 to f32
            %142 = arith.mulf %141, %130 : f32
            %143 = fly.extract_aligned_pointer_as_index %arg7 : <i8, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)> -> !llvm.ptr
            %c159744_i32_31 = arith.constant 159744 : i32
            %c0_i16_32 = arith.constant 0 : i16
            %c4294967295_i64_33 = arith.constant 4294967295 : i64
            %144 = rocdl.make.buffer.rsrc %143, %c0_i16_32, %c4294967295_i64_33, %c159744_i32_31 : !llvm.ptr to <8>
            %145 = fly.extract_aligned_pointer_as_index %arg8 : <i8, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)> -> !llvm.ptr
            %c159744_i32_34 = arith.constant 159744 : i32
            %c0_i16_35 = arith.constant 0 : i16
            %c4294967295_i64_36 = arith.constant 4294967295 : i64
            %146 = rocdl.make.buffer.rsrc %145, %c0_i16_35, %c4294967295_i64_36, %c159744_i32_34 : !llvm.ptr to <8>
            %cst = arith.constant 0.000000e+00 : f32
            %c0_i32_37 = arith.constant 0 : i32
            %147 = rocdl.cvt.pk.fp8.f32 %133, %cst -> %c0_i32_37[false] : i32
            %cst_38 = arith.constant 0.000000e+00 : f32
            %c0_i32_39 = arith.constant 0 : i32
            %148 = rocdl.cvt.pk.fp8.f32 %136, %cst_38 -> %c0_i32_39[false] : i32
            %149 = arith.trunci %147 : i32 to i8
            %150 = arith.trunci %148 : i32 to i8
            %c2_i32_40 = arith.constant 2 : i32
            %151 = arith.muli %2, %c2_i32_40 : i32
            %c0_i32_41 = arith.constant 0 : i32
            %152 = arith.addi %151, %c0_i32_41 : i32
            %c2048_i32 = arith.constant 2048 : i32
            %153 = arith.muli %90, %c2048_i32 : i32
            %c128_i32 = arith.constant 128 : i32
            %154 = arith.muli %91, %c128_i32 : i32
            %155 = arith.addi %153, %154 : i32
            %c128_i32_42 = arith.constant 128 : i32
            %156 = arith.muli %0, %c128_i32_42 : i32
            %157 = arith.addi %155, %156 : i32
            %158 = arith.addi %157, %152 : i32
            %c1_i32_43 = arith.constant 1 : i32
            %159 = arith.muli %158, %c1_i32_43 : i32
            %c0_i32_44 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %149, %144, %159, %c0_i32_44, 0 : i8
            %c1_i32_45 = arith.constant 1 : i32
            %160 = arith.muli %158, %c1_i32_45 : i32
            %c0_i32_46 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %150, %146, %160, %c0_i32_46, 0 : i8
            %cst_47 = arith.constant 0.000000e+00 : f32
            %c0_i32_48 = arith.constant 0 : i32
            %161 = rocdl.cvt.pk.fp8.f32 %139, %cst_47 -> %c0_i32_48[false] : i32
            %cst_49 = arith.constant 0.000000e+00 : f32
            %c0_i32_50 = arith.constant 0 : i32
            %162 = rocdl.cvt.pk.fp8.f32 %142, %cst_49 -> %c0_i32_50[false] : i32
            %163 = arith.trunci %161 : i32 to i8
            %164 = arith.trunci %162 : i32 to i8
            %c2_i32_51 = arith.constant 2 : i32
            %165 = arith.muli %2, %c2_i32_51 : i32
            %c1_i32_52 = arith.constant 1 : i32
            %166 = arith.addi %165, %c1_i32_52 : i32
            %c2048_i32_53 = arith.constant 2048 : i32
            %167 = arith.muli %90, %c2048_i32_53 : i32
            %c128_i32_54 = arith.constant 128 : i32
            %168 = arith.muli %91, %c128_i32_54 : i32
            %169 = arith.addi %167, %168 : i32
            %c128_i32_55 = arith.constant 128 : i32
            %170 = arith.muli %0, %c128_i32_55 : i32
            %171 = arith.addi %169, %170 : i32
            %172 = arith.addi %171, %166 : i32
            %c1_i32_56 = arith.constant 1 : i32
            %173 = arith.muli %172, %c1_i32_56 : i32
            %c0_i32_57 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %163, %144, %173, %c0_i32_57, 0 : i8
            %c1_i32_58 = arith.constant 1 : i32
            %174 = arith.muli %172, %c1_i32_58 : i32
            %c0_i32_59 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %164, %146, %174, %c0_i32_59, 0 : i8
            scf.yield %79 : vector<2xbf16>
          } else {
            scf.yield %79 : vector<2xbf16>
          }
          scf.yield %47 : i1
        } else {
          scf.yield %47 : i1
        }
      }
      gpu.return
    }
  }
}

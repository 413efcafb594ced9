// FlyDSL 0.4.2: mla_decode/fp8_m16x8_s1 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kn_mla_fwd_decode_m16x8_fp8_fp8_0(%arg0: !fly.memref<f8E4M3FN, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f8E4M3FN, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<i32, global, ?:1>, %arg3: !fly.memref<i32, global, ?:1>, %arg4: !fly.memref<i32, global, ?:1>, %arg5: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg7: !fly.memref<f32, global, ?:1>, %arg8: f32) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %0 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 84736 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %1 = fly.recast_iter(%0) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %2 = fly.ptrtoint(%1) : (!fly.ptr<i8, shared, align<16>>) -> i32
      %3 = arith.index_cast %2 : i32 to index
      %4 = fly.recast_iter(%1) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %5 = arith.index_cast %3 : index to i32
      %cst = arith.constant 0.000000e+00 : f32
      %6 = vector.broadcast %cst : f32 to vector<4xf32>
      %7 = fly.extract_aligned_pointer_as_index %arg0 : <f8E4M3FN, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32 = arith.constant 159744 : i32
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %8 = rocdl.make.buffer.rsrc %7, %c0_i16, %c4294967295_i64, %c159744_i32 : !llvm.ptr to <8>
      %9 = fly.extract_aligned_pointer_as_index %arg1 : <f8E4M3FN, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32_0 = arith.constant 159744 : i32
      %c0_i16_1 = arith.constant 0 : i16
      %c4294967295_i64_2 = arith.constant 4294967295 : i64
      %10 = rocdl.make.buffer.rsrc %9, %c0_i16_1, %c4294967295_i64_2, %c159744_i32_0 : !llvm.ptr to <8>
      %11 = fly.extract_aligned_pointer_as_index %arg2 : <i32, global, ?:1> -> !llvm.ptr
      %c159744_i32_3 = arith.constant 159744 : i32
      %c0_i16_4 = arith.constant 0 : i16
      %c4294967295_i64_5 = arith.constant 4294967295 : i64
      %12 = rocdl.make.buffer.rsrc %11, %c0_i16_4, %c4294967295_i64_5, %c159744_i32_3 : !llvm.ptr to <8>
      %13 = fly.extract_aligned_pointer_as_index %arg3 : <i32, global, ?:1> -> !llvm.ptr
      %c159744_i32_6 = arith.constant 159744 : i32
      %c0_i16_7 = arith.constant 0 : i16
      %c4294967295_i64_8 = arith.constant 4294967295 : i64
      %14 = rocdl.make.buffer.rsrc %13, %c0_i16_7, %c4294967295_i64_8, %c159744_i32_6 : !llvm.ptr to <8>
      %15 = fly.extract_aligned_pointer_as_index %arg4 : <i32, global, ?:1> -> !llvm.ptr
      %c159744_i32_9 = arith.constant 159744 : i32
      %c0_i16_10 = arith.constant 0 : i16
      %c4294967295_i64_11 = arith.constant 4294967295 : i64
      %16 = rocdl.make.buffer.rsrc %15, %c0_i16_10, %c4294967295_i64_11, %c159744_i32_9 : !llvm.ptr to <8>
      %17 = fly.extract_aligned_pointer_as_index %arg5 : <bf16, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32_12 = arith.constant 159744 : i32
      %c0_i16_13 = arith.constant 0 : i16
      %c4294967295_i64_14 = arith.constant 4294967295 : i64
      %18 = rocdl.make.buffer.rsrc %17, %c0_i16_13, %c4294967295_i64_14, %c159744_i32_12 : !llvm.ptr to <8>
      %19 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32_15 = arith.constant 159744 : i32
      %c0_i16_16 = arith.constant 0 : i16
      %c4294967295_i64_17 = arith.constant 4294967295 : i64
      %20 = rocdl.make.buffer.rsrc %19, %c0_i16_16, %c4294967295_i64_17, %c159744_i32_15 : !llvm.ptr to <8>
      %21 = fly.extract_aligned_pointer_as_index %arg7 : <f32, global, ?:1> -> !llvm.ptr
      %c159744_i32_18 = arith.constant 159744 : i32
      %c0_i16_19 = arith.constant 0 : i16
      %c4294967295_i64_20 = arith.constant 4294967295 : i64
      %22 = rocdl.make.buffer.rsrc %21, %c0_i16_19, %c4294967295_i64_20, %c159744_i32_18 : !llvm.ptr to <8>
      %block_id_x = gpu.block_id x
      %23 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %24 = arith.divui %thread_id_x, %c64 : index
      %c64_21 = arith.constant 64 : index
      %25 = arith.remui %thread_id_x, %c64_21 : index
      %c4_i32 = arith.constant 4 : i32
      %26 = arith.muli %23, %c4_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %27 = rocdl.raw.ptr.buffer.load %14, %26, %c0_i32, 0 : vector<2xi32>
      %28 = vector.extract %27[0] : i32 from vector<2xi32>
      %29 = rocdl.readfirstlane %28 : i32
      %30 = vector.extract %27[1] : i32 from vector<2xi32>
      %31 = rocdl.readfirstlane %30 : i32
      %32 = arith.index_cast %29 : i32 to index
      %33 = arith.index_cast %31 : i32 to index
      %c4 = arith.constant 4 : index
      %34 = arith.remui %24, %c4 : index
      %c4_22 = arith.constant 4 : index
      %35 = arith.muli %34, %c4_22 : index
      %c32 = arith.constant 32 : index
      %36 = arith.divui %25, %c32 : index
      %c16 = arith.constant 16 : index
      %37 = arith.muli %36, %c16 : index
      %38 = arith.addi %35, %37 : index
      %c32_23 = arith.constant 32 : index
      %39 = arith.remui %25, %c32_23 : index
      %c8 = arith.constant 8 : index
      %40 = arith.divui %39, %c8 : index
      %41 = arith.addi %38, %40 : index
      %c4_24 = arith.constant 4 : index
      %42 = arith.divui %24, %c4_24 : index
      %c32_25 = arith.constant 32 : index
      %43 = arith.muli %42, %c32_25 : index
      %c8_26 = arith.constant 8 : index
      %44 = arith.remui %25, %c8_26 : index
      %c4_27 = arith.constant 4 : index
      %45 = arith.muli %44, %c4_27 : index
      %46 = arith.addi %43, %45 : index
      %47 = arith.index_cast %46 : index to i32
      %c16_28 = arith.constant 16 : index
      %48 = arith.remui %25, %c16_28 : index
      %c16_29 = arith.constant 16 : index
      %49 = arith.divui %25, %c16_29 : index
      %c8_30 = arith.constant 8 : index
      %50 = arith.muli %49, %c8_30 : index
      %c4_31 = arith.constant 4 : index
      %51 = arith.divui %48, %c4_31 : index
      %c264 = arith.constant 264 : index
      %52 = arith.muli %51, %c264 : index
      %c4_32 = arith.constant 4 : index
      %53 = arith.remui %48, %c4_32 : index
      %c32_33 = arith.constant 32 : index
      %54 = arith.muli %53, %c32_33 : index
      %55 = arith.addi %52, %54 : index
      %56 = arith.addi %55, %50 : index
      %c8704 = arith.constant 8704 : index
      %57 = arith.addi %3, %c8704 : index
      %c46720 = arith.constant 46720 : index
      %58 = arith.addi %3, %c46720 : index
      %59 = arith.index_cast %24 : index to i32
      %60 = rocdl.readfirstlane %59 : i32
      %c264_i32 = arith.constant 264 : i32
      %61 = arith.muli %60, %c264_i32 : i32
      %62 = arith.index_cast %57 : index to i32
      %63 = arith.addi %62, %61 : i32
      %64 = arith.index_cast %24 : index to i32
      %65 = rocdl.readfirstlane %64 : i32
      %c264_i32_34 = arith.constant 264 : i32
      %66 = arith.muli %65, %c264_i32_34 : i32
      %67 = arith.index_cast %58 : index to i32
      %68 = arith.addi %67, %66 : i32
      %c16_35 = arith.constant 16 : index
      %69 = arith.remui %25, %c16_35 : index
      %c16_36 = arith.constant 16 : index
      %70 = arith.divui %25, %c16_36 : index
      %c4_37 = arith.constant 4 : index
      %71 = arith.muli %70, %c4_37 : index
      %c2 = arith.constant 2 : index
      %72 = arith.divui %69, %c2 : index
      %c4_38 = arith.constant 4 : index
      %73 = arith.remui %72, %c4_38 : index
      %74 = arith.addi %71, %73 : index
      %c2_39 = arith.constant 2 : index
      %75 = arith.remui %25, %c2_39 : index
      %c8_40 = arith.constant 8 : index
      %76 = arith.divui %69, %c8_40 : index
      %c2_41 = arith.constant 2 : index
      %77 = arith.muli %76, %c2_41 : index
      %78 = arith.addi %75, %77 : index
      %c8_42 = arith.constant 8 : index
      %79 = arith.muli %78, %c8_42 : index
      %c4_43 = arith.constant 4 : index
      %80 = arith.divui %74, %c4_43 : index
      %c264_44 = arith.constant 264 : index
      %81 = arith.muli %80, %c264_44 : index
      %c4_45 = arith.constant 4 : index
      %82 = arith.remui %74, %c4_45 : index
      %c32_46 = arith.constant 32 : index
      %83 = arith.muli %82, %c32_46 : index
      %84 = arith.addi %81, %83 : index
      %85 = arith.addi %84, %79 : index
      %c1_i32 = arith.constant 1 : i32
      %86 = arith.index_cast %32 : index to i32
      %87 = arith.index_cast %33 : index to i32
      scf.for %arg9 = %86 to %87 step %c1_i32  : i32 {
        %c8_i32 = arith.constant 8 : i32
        %88 = arith.muli %arg9, %c8_i32 : i32
        %c1_i32_47 = arith.constant 1 : i32
        %89 = arith.addi %88, %c1_i32_47 : i32
        %c4_i32_48 = arith.constant 4 : i32
        %90 = arith.muli %89, %c4_i32_48 : i32
        %c0_i32_49 = arith.constant 0 : i32
        %91 = rocdl.raw.ptr.buffer.load %16, %90, %c0_i32_49, 0 : vector<4xi32>
        %c5_i32 = arith.constant 5 : i32
        %92 = arith.addi %88, %c5_i32 : i32
        %c4_i32_50 = arith.constant 4 : i32
        %93 = arith.muli %92, %c4_i32_50 : i32
        %c0_i32_51 = arith.constant 0 : i32
        %94 = rocdl.raw.ptr.buffer.load %16, %93, %c0_i32_51, 0 : i32
        %95 = vector.extract %91[0] : i32 from vector<4xi32>
        %96 = rocdl.readfirstlane %95 : i32
        %97 = vector.extract %91[1] : i32 from vector<4xi32>
        %98 = rocdl.readfirstlane %97 : i32
        %99 = vector.extract %91[3] : i32 from vector<4xi32>
        %100 = rocdl.readfirstlane %99 : i32
        %101 = rocdl.readfirstlane %94 : i32
        %102 = arith.subi %101, %100 : i32
        %c64_i32 = arith.constant 64 : i32
        %103 = arith.addi %102, %c64_i32 : i32
        %c1_i32_52 = arith.constant 1 : i32
        %104 = arith.subi %103, %c1_i32_52 : i32
        %c64_i32_53 = arith.constant 64 : i32
        %105 = arith.divui %104, %c64_i32_53 : i32
        %c64_i32_54 = arith.constant 64 : i32
        %106 = arith.cmpi slt, %102, %c64_i32_54 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %107 = arith.cmpi sgt, %102, %c64_i32_55 : i32
        %c63_i32 = arith.constant 63 : i32
        %108 = arith.andi %102, %c63_i32 : i32
        %c0_i32_56 = arith.constant 0 : i32
        %109 = arith.cmpi ne, %108, %c0_i32_56 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c-1_i32_57 = arith.constant -1 : i32
        %c-1_i32_58 = arith.constant -1 : i32
        %c-1_i32_59 = arith.constant -1 : i32
        %110:2 = scf.if %106 -> (i32, i32) {
          %387 = arith.index_cast %100 : i32 to index
          %388 = arith.addi %41, %387 : index
          %c0_143 = arith.constant 0 : index
          %389 = arith.addi %41, %c0_143 : index
          %390 = arith.index_cast %100 : i32 to index
          %391 = arith.addi %389, %390 : index
          %392 = arith.index_cast %101 : i32 to index
          %393 = arith.cmpi slt, %391, %392 : index
          %c-1_i32_144 = arith.constant -1 : i32
          %c-1_i32_145 = arith.constant -1 : i32
          %394 = scf.if %393 -> (i32) {
            %403 = arith.index_cast %391 : index to i32
            %c4_i32_149 = arith.constant 4 : i32
            %404 = arith.muli %403, %c4_i32_149 : i32
            %c0_i32_150 = arith.constant 0 : i32
            %405 = rocdl.raw.ptr.buffer.load %12, %404, %c0_i32_150, 0 : i32
            scf.yield %405 : i32
          } else {
            scf.yield %c-1_i32_145 : i32
          }
          %395 = arith.index_cast %100 : i32 to index
          %396 = arith.addi %41, %395 : index
          %c32_146 = arith.constant 32 : index
          %397 = arith.addi %41, %c32_146 : index
          %398 = arith.index_cast %100 : i32 to index
          %399 = arith.addi %397, %398 : index
          %400 = arith.index_cast %101 : i32 to index
          %401 = arith.cmpi slt, %399, %400 : index
          %c-1_i32_147 = arith.constant -1 : i32
          %c-1_i32_148 = arith.constant -1 : i32
          %402 = scf.if %401 -> (i32) {
            %403 = arith.index_cast %399 : index to i32
            %c4_i32_149 = arith.constant 4 : i32
            %404 = arith.muli %403, %c4_i32_149 : i32
            %c0_i32_150 = arith.constant 0 : i32
            %405 = rocdl.raw.ptr.buffer.load %12, %404, %c0_i32_150, 0 : i32
            scf.yield %405 : i32
          } else {
            scf.yield %c-1_i32_148 : i32
          }
          scf.yield %394, %402 : i32, i32
        } else {
          %c64_i32_143 = arith.constant 64 : i32
          %387 = arith.addi %100, %c64_i32_143 : i32
          %388 = arith.index_cast %100 : i32 to index
          %389 = arith.addi %41, %388 : index
          %c0_144 = arith.constant 0 : index
          %390 = arith.addi %41, %c0_144 : index
          %391 = arith.index_cast %100 : i32 to index
          %392 = arith.addi %390, %391 : index
          %393 = arith.index_cast %392 : index to i32
          %c4_i32_145 = arith.constant 4 : i32
          %394 = arith.muli %393, %c4_i32_145 : i32
          %c0_i32_146 = arith.constant 0 : i32
          %395 = rocdl.raw.ptr.buffer.load %12, %394, %c0_i32_146, 0 : i32
          %396 = arith.index_cast %100 : i32 to index
          %397 = arith.addi %41, %396 : index
          %c32_147 = arith.constant 32 : index
          %398 = arith.addi %41, %c32_147 : index
          %399 = arith.index_cast %100 : i32 to index
          %400 = arith.addi %398, %399 : index
          %401 = arith.index_cast %400 : index to i32
          %c4_i32_148 = arith.constant 4 : i32
          %402 = arith.muli %401, %c4_i32_148 : i32
          %c0_i32_149 = arith.constant 0 : i32
          %403 = rocdl.raw.ptr.buffer.load %12, %402, %c0_i32_149, 0 : i32
          scf.yield %395, %403 : i32, i32
        }
        %c0 = arith.constant 0 : index
        %111 = arith.addi %3, %c0 : index
        %c1088 = arith.constant 1088 : index
        %112 = arith.muli %24, %c1088 : index
        %113 = arith.addi %111, %112 : index
        %c9216 = arith.constant 9216 : index
        %114 = arith.muli %24, %c9216 : index
        %115 = arith.index_cast %98 : i32 to index
        %c73728_i32 = arith.constant 73728 : i32
        %116 = arith.index_cast %c73728_i32 : i32 to index
        %117 = arith.muli %115, %116 : index
        %118 = arith.addi %114, %117 : index
        %c4_60 = arith.constant 4 : index
        %119 = arith.divui %25, %c4_60 : index
        %c4_61 = arith.constant 4 : index
        %120 = arith.remui %25, %c4_61 : index
        %c16_62 = arith.constant 16 : index
        %121 = arith.muli %120, %c16_62 : index
        %c576 = arith.constant 576 : index
        %122 = arith.muli %119, %c576 : index
        %123 = arith.addi %122, %121 : index
        %c4_63 = arith.constant 4 : index
        %124 = arith.divui %25, %c4_63 : index
        %c4_64 = arith.constant 4 : index
        %125 = arith.remui %25, %c4_64 : index
        %c16_65 = arith.constant 16 : index
        %126 = arith.muli %125, %c16_65 : index
        %c2_66 = arith.constant 2 : index
        %127 = arith.divui %124, %c2_66 : index
        %c136 = arith.constant 136 : index
        %128 = arith.muli %127, %c136 : index
        %c2_67 = arith.constant 2 : index
        %129 = arith.remui %124, %c2_67 : index
        %c64_68 = arith.constant 64 : index
        %130 = arith.muli %129, %c64_68 : index
        %131 = arith.addi %128, %130 : index
        %132 = arith.addi %131, %126 : index
        %c16_69 = arith.constant 16 : index
        %133 = arith.remui %25, %c16_69 : index
        %c16_70 = arith.constant 16 : index
        %134 = arith.divui %25, %c16_70 : index
        %c8_71 = arith.constant 8 : index
        %135 = arith.muli %134, %c8_71 : index
        %c2_72 = arith.constant 2 : index
        %136 = arith.divui %133, %c2_72 : index
        %c136_73 = arith.constant 136 : index
        %137 = arith.muli %136, %c136_73 : index
        %c2_74 = arith.constant 2 : index
        %138 = arith.remui %133, %c2_74 : index
        %c64_75 = arith.constant 64 : index
        %139 = arith.muli %138, %c64_75 : index
        %140 = arith.addi %137, %139 : index
        %141 = arith.addi %140, %135 : index
        %142 = arith.addi %123, %118 : index
        %c4_76 = arith.constant 4 : index
        %143 = arith.divui %142, %c4_76 : index
        %144 = arith.addi %113, %132 : index
        %145 = arith.addi %113, %141 : index
        %c0_77 = arith.constant 0 : index
        %146 = arith.addi %143, %c0_77 : index
        %147 = arith.index_cast %146 : index to i32
        %c4_i32_78 = arith.constant 4 : i32
        %148 = arith.muli %147, %c4_i32_78 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %149 = rocdl.raw.ptr.buffer.load %8, %148, %c0_i32_79, 0 : vector<4xi32>
        %c16_80 = arith.constant 16 : index
        %150 = arith.addi %143, %c16_80 : index
        %151 = arith.index_cast %150 : index to i32
        %c4_i32_81 = arith.constant 4 : i32
        %152 = arith.muli %151, %c4_i32_81 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %153 = rocdl.raw.ptr.buffer.load %8, %152, %c0_i32_82, 0 : vector<4xi32>
        rocdl.s.waitcnt 16241
        %c32_83 = arith.constant 32 : index
        %154 = arith.addi %143, %c32_83 : index
        %155 = arith.index_cast %154 : index to i32
        %c4_i32_84 = arith.constant 4 : i32
        %156 = arith.muli %155, %c4_i32_84 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %157 = rocdl.raw.ptr.buffer.load %8, %156, %c0_i32_85, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %158 = vector.bitcast %149 : vector<4xi32> to vector<16xi8>
        %159 = arith.index_cast %144 : index to i32
        %160 = arith.subi %159, %5 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %161 = arith.addi %160, %c0_i32_86 : i32
        %162 = fly.make_int_tuple(%161) : (i32) -> !fly.int_tuple<?>
        %163 = fly.add_offset(%4, %162) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%158, %163) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %164 = arith.index_cast %145 : index to i32
        %165 = arith.subi %164, %5 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %166 = arith.addi %165, %c0_i32_87 : i32
        %167 = fly.make_int_tuple(%166) : (i32) -> !fly.int_tuple<?>
        %168 = fly.add_offset(%4, %167) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %169 = fly.ptr.load(%168) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %170 = vector.bitcast %169 : vector<8xi8> to vector<1xi64>
        %171 = vector.extract %170[0] : i64 from vector<1xi64>
        %172 = arith.index_cast %145 : index to i32
        %173 = arith.subi %172, %5 : i32
        %c32_i32 = arith.constant 32 : i32
        %174 = arith.addi %173, %c32_i32 : i32
        %175 = fly.make_int_tuple(%174) : (i32) -> !fly.int_tuple<?>
        %176 = fly.add_offset(%4, %175) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %177 = fly.ptr.load(%176) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %178 = vector.bitcast %177 : vector<8xi8> to vector<1xi64>
        %179 = vector.extract %178[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c48 = arith.constant 48 : index
        %180 = arith.addi %143, %c48 : index
        %181 = arith.index_cast %180 : index to i32
        %c4_i32_88 = arith.constant 4 : i32
        %182 = arith.muli %181, %c4_i32_88 : i32
        %c0_i32_89 = arith.constant 0 : i32
        %183 = rocdl.raw.ptr.buffer.load %8, %182, %c0_i32_89, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %184 = vector.bitcast %153 : vector<4xi32> to vector<16xi8>
        %185 = arith.index_cast %144 : index to i32
        %186 = arith.subi %185, %5 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %187 = arith.addi %186, %c0_i32_90 : i32
        %188 = fly.make_int_tuple(%187) : (i32) -> !fly.int_tuple<?>
        %189 = fly.add_offset(%4, %188) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%184, %189) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %190 = arith.index_cast %145 : index to i32
        %191 = arith.subi %190, %5 : i32
        %c0_i32_91 = arith.constant 0 : i32
        %192 = arith.addi %191, %c0_i32_91 : i32
        %193 = fly.make_int_tuple(%192) : (i32) -> !fly.int_tuple<?>
        %194 = fly.add_offset(%4, %193) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %195 = fly.ptr.load(%194) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %196 = vector.bitcast %195 : vector<8xi8> to vector<1xi64>
        %197 = vector.extract %196[0] : i64 from vector<1xi64>
        %198 = arith.index_cast %145 : index to i32
        %199 = arith.subi %198, %5 : i32
        %c32_i32_92 = arith.constant 32 : i32
        %200 = arith.addi %199, %c32_i32_92 : i32
        %201 = fly.make_int_tuple(%200) : (i32) -> !fly.int_tuple<?>
        %202 = fly.add_offset(%4, %201) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %203 = fly.ptr.load(%202) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %204 = vector.bitcast %203 : vector<8xi8> to vector<1xi64>
        %205 = vector.extract %204[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c64_93 = arith.constant 64 : index
        %206 = arith.addi %143, %c64_93 : index
        %207 = arith.index_cast %206 : index to i32
        %c4_i32_94 = arith.constant 4 : i32
        %208 = arith.muli %207, %c4_i32_94 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %209 = rocdl.raw.ptr.buffer.load %8, %208, %c0_i32_95, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %210 = vector.bitcast %157 : vector<4xi32> to vector<16xi8>
        %211 = arith.index_cast %144 : index to i32
        %212 = arith.subi %211, %5 : i32
        %c0_i32_96 = arith.constant 0 : i32
        %213 = arith.addi %212, %c0_i32_96 : i32
        %214 = fly.make_int_tuple(%213) : (i32) -> !fly.int_tuple<?>
        %215 = fly.add_offset(%4, %214) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%210, %215) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %216 = arith.index_cast %145 : index to i32
        %217 = arith.subi %216, %5 : i32
        %c0_i32_97 = arith.constant 0 : i32
        %218 = arith.addi %217, %c0_i32_97 : i32
        %219 = fly.make_int_tuple(%218) : (i32) -> !fly.int_tuple<?>
        %220 = fly.add_offset(%4, %219) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %221 = fly.ptr.load(%220) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %222 = vector.bitcast %221 : vector<8xi8> to vector<1xi64>
        %223 = vector.extract %222[0] : i64 from vector<1xi64>
        %224 = arith.index_cast %145 : index to i32
        %225 = arith.subi %224, %5 : i32
        %c32_i32_98 = arith.constant 32 : i32
        %226 = arith.addi %225, %c32_i32_98 : i32
        %227 = fly.make_int_tuple(%226) : (i32) -> !fly.int_tuple<?>
        %228 = fly.add_offset(%4, %227) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %229 = fly.ptr.load(%228) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %230 = vector.bitcast %229 : vector<8xi8> to vector<1xi64>
        %231 = vector.extract %230[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c80 = arith.constant 80 : index
        %232 = arith.addi %143, %c80 : index
        %233 = arith.index_cast %232 : index to i32
        %c4_i32_99 = arith.constant 4 : i32
        %234 = arith.muli %233, %c4_i32_99 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %235 = rocdl.raw.ptr.buffer.load %8, %234, %c0_i32_100, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %236 = vector.bitcast %183 : vector<4xi32> to vector<16xi8>
        %237 = arith.index_cast %144 : index to i32
        %238 = arith.subi %237, %5 : i32
        %c0_i32_101 = arith.constant 0 : i32
        %239 = arith.addi %238, %c0_i32_101 : i32
        %240 = fly.make_int_tuple(%239) : (i32) -> !fly.int_tuple<?>
        %241 = fly.add_offset(%4, %240) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%236, %241) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %242 = arith.index_cast %145 : index to i32
        %243 = arith.subi %242, %5 : i32
        %c0_i32_102 = arith.constant 0 : i32
        %244 = arith.addi %243, %c0_i32_102 : i32
        %245 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<?>
        %246 = fly.add_offset(%4, %245) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %247 = fly.ptr.load(%246) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %248 = vector.bitcast %247 : vector<8xi8> to vector<1xi64>
        %249 = vector.extract %248[0] : i64 from vector<1xi64>
        %250 = arith.index_cast %145 : index to i32
        %251 = arith.subi %250, %5 : i32
        %c32_i32_103 = arith.constant 32 : i32
        %252 = arith.addi %251, %c32_i32_103 : i32
        %253 = fly.make_int_tuple(%252) : (i32) -> !fly.int_tuple<?>
        %254 = fly.add_offset(%4, %253) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %255 = fly.ptr.load(%254) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %256 = vector.bitcast %255 : vector<8xi8> to vector<1xi64>
        %257 = vector.extract %256[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c96 = arith.constant 96 : index
        %258 = arith.addi %143, %c96 : index
        %259 = arith.index_cast %258 : index to i32
        %c4_i32_104 = arith.constant 4 : i32
        %260 = arith.muli %259, %c4_i32_104 : i32
        %c0_i32_105 = arith.constant 0 : i32
        %261 = rocdl.raw.ptr.buffer.load %8, %260, %c0_i32_105, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %262 = vector.bitcast %209 : vector<4xi32> to vector<16xi8>
        %263 = arith.index_cast %144 : index to i32
        %264 = arith.subi %263, %5 : i32
        %c0_i32_106 = arith.constant 0 : i32
        %265 = arith.addi %264, %c0_i32_106 : i32
        %266 = fly.make_int_tuple(%265) : (i32) -> !fly.int_tuple<?>
        %267 = fly.add_offset(%4, %266) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%262, %267) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %268 = arith.index_cast %145 : index to i32
        %269 = arith.subi %268, %5 : i32
        %c0_i32_107 = arith.constant 0 : i32
        %270 = arith.addi %269, %c0_i32_107 : i32
        %271 = fly.make_int_tuple(%270) : (i32) -> !fly.int_tuple<?>
        %272 = fly.add_offset(%4, %271) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %273 = fly.ptr.load(%272) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %274 = vector.bitcast %273 : vector<8xi8> to vector<1xi64>
        %275 = vector.extract %274[0] : i64 from vector<1xi64>
        %276 = arith.index_cast %145 : index to i32
        %277 = arith.subi %276, %5 : i32
        %c32_i32_108 = arith.constant 32 : i32
        %278 = arith.addi %277, %c32_i32_108 : i32
        %279 = fly.make_int_tuple(%278) : (i32) -> !fly.int_tuple<?>
        %280 = fly.add_offset(%4, %279) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %281 = fly.ptr.load(%280) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %282 = vector.bitcast %281 : vector<8xi8> to vector<1xi64>
        %283 = vector.extract %282[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c112 = arith.constant 112 : index
        %284 = arith.addi %143, %c112 : index
        %285 = arith.index_cast %284 : index to i32
        %c4_i32_109 = arith.constant 4 : i32
        %286 = arith.muli %285, %c4_i32_109 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %287 = rocdl.raw.ptr.buffer.load %8, %286, %c0_i32_110, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %288 = vector.bitcast %235 : vector<4xi32> to vector<16xi8>
        %289 = arith.index_cast %144 : index to i32
        %290 = arith.subi %289, %5 : i32
        %c0_i32_111 = arith.constant 0 : i32
        %291 = arith.addi %290, %c0_i32_111 : i32
        %292 = fly.make_int_tuple(%291) : (i32) -> !fly.int_tuple<?>
        %293 = fly.add_offset(%4, %292) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%288, %293) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %294 = arith.index_cast %145 : index to i32
        %295 = arith.subi %294, %5 : i32
        %c0_i32_112 = arith.constant 0 : i32
        %296 = arith.addi %295, %c0_i32_112 : i32
        %297 = fly.make_int_tuple(%296) : (i32) -> !fly.int_tuple<?>
        %298 = fly.add_offset(%4, %297) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %299 = fly.ptr.load(%298) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %300 = vector.bitcast %299 : vector<8xi8> to vector<1xi64>
        %301 = vector.extract %300[0] : i64 from vector<1xi64>
        %302 = arith.index_cast %145 : index to i32
        %303 = arith.subi %302, %5 : i32
        %c32_i32_113 = arith.constant 32 : i32
        %304 = arith.addi %303, %c32_i32_113 : i32
        %305 = fly.make_int_tuple(%304) : (i32) -> !fly.int_tuple<?>
        %306 = fly.add_offset(%4, %305) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %307 = fly.ptr.load(%306) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %308 = vector.bitcast %307 : vector<8xi8> to vector<1xi64>
        %309 = vector.extract %308[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c128 = arith.constant 128 : index
        %310 = arith.addi %143, %c128 : index
        %311 = arith.index_cast %310 : index to i32
        %c4_i32_114 = arith.constant 4 : i32
        %312 = arith.muli %311, %c4_i32_114 : i32
        %c0_i32_115 = arith.constant 0 : i32
        %313 = rocdl.raw.ptr.buffer.load %8, %312, %c0_i32_115, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %314 = vector.bitcast %261 : vector<4xi32> to vector<16xi8>
        %315 = arith.index_cast %144 : index to i32
        %316 = arith.subi %315, %5 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %317 = arith.addi %316, %c0_i32_116 : i32
        %318 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<?>
        %319 = fly.add_offset(%4, %318) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%314, %319) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %320 = arith.index_cast %145 : index to i32
        %321 = arith.subi %320, %5 : i32
        %c0_i32_117 = arith.constant 0 : i32
        %322 = arith.addi %321, %c0_i32_117 : i32
        %323 = fly.make_int_tuple(%322) : (i32) -> !fly.int_tuple<?>
        %324 = fly.add_offset(%4, %323) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %325 = fly.ptr.load(%324) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %326 = vector.bitcast %325 : vector<8xi8> to vector<1xi64>
        %327 = vector.extract %326[0] : i64 from vector<1xi64>
        %328 = arith.index_cast %145 : index to i32
        %329 = arith.subi %328, %5 : i32
        %c32_i32_118 = arith.constant 32 : i32
        %330 = arith.addi %329, %c32_i32_118 : i32
        %331 = fly.make_int_tuple(%330) : (i32) -> !fly.int_tuple<?>
        %332 = fly.add_offset(%4, %331) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %333 = fly.ptr.load(%332) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %334 = vector.bitcast %333 : vector<8xi8> to vector<1xi64>
        %335 = vector.extract %334[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16240
        rocdl.s.waitcnt 49279
        %336 = vector.bitcast %287 : vector<4xi32> to vector<16xi8>
        %337 = arith.index_cast %144 : index to i32
        %338 = arith.subi %337, %5 : i32
        %c0_i32_119 = arith.constant 0 : i32
        %339 = arith.addi %338, %c0_i32_119 : i32
        %340 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<?>
        %341 = fly.add_offset(%4, %340) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%336, %341) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %342 = arith.index_cast %145 : index to i32
        %343 = arith.subi %342, %5 : i32
        %c0_i32_120 = arith.constant 0 : i32
        %344 = arith.addi %343, %c0_i32_120 : i32
        %345 = fly.make_int_tuple(%344) : (i32) -> !fly.int_tuple<?>
        %346 = fly.add_offset(%4, %345) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %347 = fly.ptr.load(%346) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %348 = vector.bitcast %347 : vector<8xi8> to vector<1xi64>
        %349 = vector.extract %348[0] : i64 from vector<1xi64>
        %350 = arith.index_cast %145 : index to i32
        %351 = arith.subi %350, %5 : i32
        %c32_i32_121 = arith.constant 32 : i32
        %352 = arith.addi %351, %c32_i32_121 : i32
        %353 = fly.make_int_tuple(%352) : (i32) -> !fly.int_tuple<?>
        %354 = fly.add_offset(%4, %353) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %355 = fly.ptr.load(%354) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %356 = vector.bitcast %355 : vector<8xi8> to vector<1xi64>
        %357 = vector.extract %356[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16240
        rocdl.s.waitcnt 49279
        %358 = vector.bitcast %313 : vector<4xi32> to vector<16xi8>
        %359 = arith.index_cast %144 : index to i32
        %360 = arith.subi %359, %5 : i32
        %c0_i32_122 = arith.constant 0 : i32
        %361 = arith.addi %360, %c0_i32_122 : i32
        %362 = fly.make_int_tuple(%361) : (i32) -> !fly.int_tuple<?>
        %363 = fly.add_offset(%4, %362) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%358, %363) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %364 = arith.index_cast %145 : index to i32
        %365 = arith.subi %364, %5 : i32
        %c0_i32_123 = arith.constant 0 : i32
        %366 = arith.addi %365, %c0_i32_123 : i32
        %367 = fly.make_int_tuple(%366) : (i32) -> !fly.int_tuple<?>
        %368 = fly.add_offset(%4, %367) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %369 = fly.ptr.load(%368) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %370 = vector.bitcast %369 : vector<8xi8> to vector<1xi64>
        %371 = vector.extract %370[0] : i64 from vector<1xi64>
        %372 = arith.index_cast %145 : index to i32
        %373 = arith.subi %372, %5 : i32
        %c32_i32_124 = arith.constant 32 : i32
        %374 = arith.addi %373, %c32_i32_124 : i32
        %375 = fly.make_int_tuple(%374) : (i32) -> !fly.int_tuple<?>
        %376 = fly.add_offset(%4, %375) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %377 = fly.ptr.load(%376) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %378 = vector.bitcast %377 : vector<8xi8> to vector<1xi64>
        %379 = vector.extract %378[0] : i64 from vector<1xi64>
        scf.if %106 {
          %c0_i32_143 = arith.constant 0 : i32
          %387 = arith.addi %63, %c0_i32_143 : i32
          %c-1_i32_144 = arith.constant -1 : i32
          %388 = arith.cmpi eq, %110#0, %c-1_i32_144 : i32
          scf.if %388 {
            %c0_i32_162 = arith.constant 0 : i32
            %423 = arith.addi %387, %c0_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %387 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c0_i32_164 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c0_i32_164, 0
          }
          %c4160_i32 = arith.constant 4160 : i32
          %389 = arith.addi %63, %c4160_i32 : i32
          %c-1_i32_145 = arith.constant -1 : i32
          %390 = arith.cmpi eq, %110#0, %c-1_i32_145 : i32
          scf.if %390 {
            %c64_i32_162 = arith.constant 64 : i32
            %423 = arith.addi %389, %c64_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %389 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c64_i32_164 = arith.constant 64 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c64_i32_164, 0
          }
          %c8320_i32 = arith.constant 8320 : i32
          %391 = arith.addi %63, %c8320_i32 : i32
          %c-1_i32_146 = arith.constant -1 : i32
          %392 = arith.cmpi eq, %110#0, %c-1_i32_146 : i32
          scf.if %392 {
            %c128_i32_162 = arith.constant 128 : i32
            %423 = arith.addi %391, %c128_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %391 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c128_i32_164 = arith.constant 128 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c128_i32_164, 0
          }
          %c12480_i32 = arith.constant 12480 : i32
          %393 = arith.addi %63, %c12480_i32 : i32
          %c-1_i32_147 = arith.constant -1 : i32
          %394 = arith.cmpi eq, %110#0, %c-1_i32_147 : i32
          scf.if %394 {
            %c192_i32 = arith.constant 192 : i32
            %423 = arith.addi %393, %c192_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %393 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c192_i32 = arith.constant 192 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c192_i32, 0
          }
          %c16640_i32 = arith.constant 16640 : i32
          %395 = arith.addi %63, %c16640_i32 : i32
          %c-1_i32_148 = arith.constant -1 : i32
          %396 = arith.cmpi eq, %110#0, %c-1_i32_148 : i32
          scf.if %396 {
            %c256_i32 = arith.constant 256 : i32
            %423 = arith.addi %395, %c256_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %395 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c256_i32 = arith.constant 256 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c256_i32, 0
          }
          %c20800_i32 = arith.constant 20800 : i32
          %397 = arith.addi %63, %c20800_i32 : i32
          %c-1_i32_149 = arith.constant -1 : i32
          %398 = arith.cmpi eq, %110#0, %c-1_i32_149 : i32
          scf.if %398 {
            %c320_i32 = arith.constant 320 : i32
            %423 = arith.addi %397, %c320_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %397 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c320_i32 = arith.constant 320 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c320_i32, 0
          }
          %c24960_i32 = arith.constant 24960 : i32
          %399 = arith.addi %63, %c24960_i32 : i32
          %c-1_i32_150 = arith.constant -1 : i32
          %400 = arith.cmpi eq, %110#0, %c-1_i32_150 : i32
          scf.if %400 {
            %c384_i32 = arith.constant 384 : i32
            %423 = arith.addi %399, %c384_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %399 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c384_i32 = arith.constant 384 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c384_i32, 0
          }
          %c29120_i32 = arith.constant 29120 : i32
          %401 = arith.addi %63, %c29120_i32 : i32
          %c-1_i32_151 = arith.constant -1 : i32
          %402 = arith.cmpi eq, %110#0, %c-1_i32_151 : i32
          scf.if %402 {
            %c448_i32 = arith.constant 448 : i32
            %423 = arith.addi %401, %c448_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %401 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c448_i32 = arith.constant 448 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c448_i32, 0
          }
          %c33280_i32 = arith.constant 33280 : i32
          %403 = arith.addi %63, %c33280_i32 : i32
          %c-1_i32_152 = arith.constant -1 : i32
          %404 = arith.cmpi eq, %110#0, %c-1_i32_152 : i32
          scf.if %404 {
            %c512_i32 = arith.constant 512 : i32
            %423 = arith.addi %403, %c512_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#0, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %403 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c512_i32 = arith.constant 512 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c512_i32, 0
          }
          %c2112_i32 = arith.constant 2112 : i32
          %405 = arith.addi %63, %c2112_i32 : i32
          %c-1_i32_153 = arith.constant -1 : i32
          %406 = arith.cmpi eq, %110#1, %c-1_i32_153 : i32
          scf.if %406 {
            %c0_i32_162 = arith.constant 0 : i32
            %423 = arith.addi %405, %c0_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %405 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c0_i32_164 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c0_i32_164, 0
          }
          %c6272_i32 = arith.constant 6272 : i32
          %407 = arith.addi %63, %c6272_i32 : i32
          %c-1_i32_154 = arith.constant -1 : i32
          %408 = arith.cmpi eq, %110#1, %c-1_i32_154 : i32
          scf.if %408 {
            %c64_i32_162 = arith.constant 64 : i32
            %423 = arith.addi %407, %c64_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %407 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c64_i32_164 = arith.constant 64 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c64_i32_164, 0
          }
          %c10432_i32 = arith.constant 10432 : i32
          %409 = arith.addi %63, %c10432_i32 : i32
          %c-1_i32_155 = arith.constant -1 : i32
          %410 = arith.cmpi eq, %110#1, %c-1_i32_155 : i32
          scf.if %410 {
            %c128_i32_162 = arith.constant 128 : i32
            %423 = arith.addi %409, %c128_i32_162 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_163 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_163 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_164 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_165 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_165 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %409 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c128_i32_164 = arith.constant 128 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c128_i32_164, 0
          }
          %c14592_i32 = arith.constant 14592 : i32
          %411 = arith.addi %63, %c14592_i32 : i32
          %c-1_i32_156 = arith.constant -1 : i32
          %412 = arith.cmpi eq, %110#1, %c-1_i32_156 : i32
          scf.if %412 {
            %c192_i32 = arith.constant 192 : i32
            %423 = arith.addi %411, %c192_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %411 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c192_i32 = arith.constant 192 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c192_i32, 0
          }
          %c18752_i32 = arith.constant 18752 : i32
          %413 = arith.addi %63, %c18752_i32 : i32
          %c-1_i32_157 = arith.constant -1 : i32
          %414 = arith.cmpi eq, %110#1, %c-1_i32_157 : i32
          scf.if %414 {
            %c256_i32 = arith.constant 256 : i32
            %423 = arith.addi %413, %c256_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %413 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c256_i32 = arith.constant 256 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c256_i32, 0
          }
          %c22912_i32 = arith.constant 22912 : i32
          %415 = arith.addi %63, %c22912_i32 : i32
          %c-1_i32_158 = arith.constant -1 : i32
          %416 = arith.cmpi eq, %110#1, %c-1_i32_158 : i32
          scf.if %416 {
            %c320_i32 = arith.constant 320 : i32
            %423 = arith.addi %415, %c320_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %415 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c320_i32 = arith.constant 320 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c320_i32, 0
          }
          %c27072_i32 = arith.constant 27072 : i32
          %417 = arith.addi %63, %c27072_i32 : i32
          %c-1_i32_159 = arith.constant -1 : i32
          %418 = arith.cmpi eq, %110#1, %c-1_i32_159 : i32
          scf.if %418 {
            %c384_i32 = arith.constant 384 : i32
            %423 = arith.addi %417, %c384_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %417 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c384_i32 = arith.constant 384 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c384_i32, 0
          }
          %c31232_i32 = arith.constant 31232 : i32
          %419 = arith.addi %63, %c31232_i32 : i32
          %c-1_i32_160 = arith.constant -1 : i32
          %420 = arith.cmpi eq, %110#1, %c-1_i32_160 : i32
          scf.if %420 {
            %c448_i32 = arith.constant 448 : i32
            %423 = arith.addi %419, %c448_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %419 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c448_i32 = arith.constant 448 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c448_i32, 0
          }
          %c35392_i32 = arith.constant 35392 : i32
          %421 = arith.addi %63, %c35392_i32 : i32
          %c-1_i32_161 = arith.constant -1 : i32
          %422 = arith.cmpi eq, %110#1, %c-1_i32_161 : i32
          scf.if %422 {
            %c512_i32 = arith.constant 512 : i32
            %423 = arith.addi %421, %c512_i32 : i32
            %424 = arith.index_cast %25 : index to i32
            %c4_i32_162 = arith.constant 4 : i32
            %425 = arith.muli %424, %c4_i32_162 : i32
            %426 = arith.addi %423, %425 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %427 = vector.from_elements %c0_i32_163 : vector<1xi32>
            %428 = vector.bitcast %427 : vector<1xi32> to vector<4xi8>
            %429 = arith.subi %426, %5 : i32
            %c0_i32_164 = arith.constant 0 : i32
            %430 = arith.addi %429, %c0_i32_164 : i32
            %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
            %432 = fly.add_offset(%4, %431) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%428, %432) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %423 = arith.muli %110#1, %c576_i32 : i32
            %424 = arith.addi %423, %47 : i32
            %425 = arith.extui %421 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %c4_i32_162 = arith.constant 4 : i32
            %c0_i32_163 = arith.constant 0 : i32
            %c512_i32 = arith.constant 512 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_162, %424, %c0_i32_163, %c512_i32, 0
          }
        } else {
          %c0_i32_143 = arith.constant 0 : i32
          %387 = arith.addi %63, %c0_i32_143 : i32
          %c576_i32 = arith.constant 576 : i32
          %388 = arith.muli %110#0, %c576_i32 : i32
          %389 = arith.addi %388, %47 : i32
          %390 = arith.extui %387 : i32 to i64
          %391 = llvm.inttoptr %390 : i64 to !llvm.ptr<3>
          %c4_i32_144 = arith.constant 4 : i32
          %c0_i32_145 = arith.constant 0 : i32
          %c0_i32_146 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %391, %c4_i32_144, %389, %c0_i32_145, %c0_i32_146, 0
          %c4160_i32 = arith.constant 4160 : i32
          %392 = arith.addi %63, %c4160_i32 : i32
          %c576_i32_147 = arith.constant 576 : i32
          %393 = arith.muli %110#0, %c576_i32_147 : i32
          %394 = arith.addi %393, %47 : i32
          %395 = arith.extui %392 : i32 to i64
          %396 = llvm.inttoptr %395 : i64 to !llvm.ptr<3>
          %c4_i32_148 = arith.constant 4 : i32
          %c0_i32_149 = arith.constant 0 : i32
          %c64_i32_150 = arith.constant 64 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %396, %c4_i32_148, %394, %c0_i32_149, %c64_i32_150, 0
          %c8320_i32 = arith.constant 8320 : i32
          %397 = arith.addi %63, %c8320_i32 : i32
          %c576_i32_151 = arith.constant 576 : i32
          %398 = arith.muli %110#0, %c576_i32_151 : i32
          %399 = arith.addi %398, %47 : i32
          %400 = arith.extui %397 : i32 to i64
          %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<3>
          %c4_i32_152 = arith.constant 4 : i32
          %c0_i32_153 = arith.constant 0 : i32
          %c128_i32_154 = arith.constant 128 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %401, %c4_i32_152, %399, %c0_i32_153, %c128_i32_154, 0
          %c12480_i32 = arith.constant 12480 : i32
          %402 = arith.addi %63, %c12480_i32 : i32
          %c576_i32_155 = arith.constant 576 : i32
          %403 = arith.muli %110#0, %c576_i32_155 : i32
          %404 = arith.addi %403, %47 : i32
          %405 = arith.extui %402 : i32 to i64
          %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
          %c4_i32_156 = arith.constant 4 : i32
          %c0_i32_157 = arith.constant 0 : i32
          %c192_i32 = arith.constant 192 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %406, %c4_i32_156, %404, %c0_i32_157, %c192_i32, 0
          %c16640_i32 = arith.constant 16640 : i32
          %407 = arith.addi %63, %c16640_i32 : i32
          %c576_i32_158 = arith.constant 576 : i32
          %408 = arith.muli %110#0, %c576_i32_158 : i32
          %409 = arith.addi %408, %47 : i32
          %410 = arith.extui %407 : i32 to i64
          %411 = llvm.inttoptr %410 : i64 to !llvm.ptr<3>
          %c4_i32_159 = arith.constant 4 : i32
          %c0_i32_160 = arith.constant 0 : i32
          %c256_i32 = arith.constant 256 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %411, %c4_i32_159, %409, %c0_i32_160, %c256_i32, 0
          %c20800_i32 = arith.constant 20800 : i32
          %412 = arith.addi %63, %c20800_i32 : i32
          %c576_i32_161 = arith.constant 576 : i32
          %413 = arith.muli %110#0, %c576_i32_161 : i32
          %414 = arith.addi %413, %47 : i32
          %415 = arith.extui %412 : i32 to i64
          %416 = llvm.inttoptr %415 : i64 to !llvm.ptr<3>
          %c4_i32_162 = arith.constant 4 : i32
          %c0_i32_163 = arith.constant 0 : i32
          %c320_i32 = arith.constant 320 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %416, %c4_i32_162, %414, %c0_i32_163, %c320_i32, 0
          %c24960_i32 = arith.constant 24960 : i32
          %417 = arith.addi %63, %c24960_i32 : i32
          %c576_i32_164 = arith.constant 576 : i32
          %418 = arith.muli %110#0, %c576_i32_164 : i32
          %419 = arith.addi %418, %47 : i32
          %420 = arith.extui %417 : i32 to i64
          %421 = llvm.inttoptr %420 : i64 to !llvm.ptr<3>
          %c4_i32_165 = arith.constant 4 : i32
          %c0_i32_166 = arith.constant 0 : i32
          %c384_i32 = arith.constant 384 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %421, %c4_i32_165, %419, %c0_i32_166, %c384_i32, 0
          %c29120_i32 = arith.constant 29120 : i32
          %422 = arith.addi %63, %c29120_i32 : i32
          %c576_i32_167 = arith.constant 576 : i32
          %423 = arith.muli %110#0, %c576_i32_167 : i32
          %424 = arith.addi %423, %47 : i32
          %425 = arith.extui %422 : i32 to i64
          %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
          %c4_i32_168 = arith.constant 4 : i32
          %c0_i32_169 = arith.constant 0 : i32
          %c448_i32 = arith.constant 448 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %426, %c4_i32_168, %424, %c0_i32_169, %c448_i32, 0
          %c33280_i32 = arith.constant 33280 : i32
          %427 = arith.addi %63, %c33280_i32 : i32
          %c576_i32_170 = arith.constant 576 : i32
          %428 = arith.muli %110#0, %c576_i32_170 : i32
          %429 = arith.addi %428, %47 : i32
          %430 = arith.extui %427 : i32 to i64
          %431 = llvm.inttoptr %430 : i64 to !llvm.ptr<3>
          %c4_i32_171 = arith.constant 4 : i32
          %c0_i32_172 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %431, %c4_i32_171, %429, %c0_i32_172, %c512_i32, 0
          %c2112_i32 = arith.constant 2112 : i32
          %432 = arith.addi %63, %c2112_i32 : i32
          %c576_i32_173 = arith.constant 576 : i32
          %433 = arith.muli %110#1, %c576_i32_173 : i32
          %434 = arith.addi %433, %47 : i32
          %435 = arith.extui %432 : i32 to i64
          %436 = llvm.inttoptr %435 : i64 to !llvm.ptr<3>
          %c4_i32_174 = arith.constant 4 : i32
          %c0_i32_175 = arith.constant 0 : i32
          %c0_i32_176 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %436, %c4_i32_174, %434, %c0_i32_175, %c0_i32_176, 0
          %c6272_i32 = arith.constant 6272 : i32
          %437 = arith.addi %63, %c6272_i32 : i32
          %c576_i32_177 = arith.constant 576 : i32
          %438 = arith.muli %110#1, %c576_i32_177 : i32
          %439 = arith.addi %438, %47 : i32
          %440 = arith.extui %437 : i32 to i64
          %441 = llvm.inttoptr %440 : i64 to !llvm.ptr<3>
          %c4_i32_178 = arith.constant 4 : i32
          %c0_i32_179 = arith.constant 0 : i32
          %c64_i32_180 = arith.constant 64 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %441, %c4_i32_178, %439, %c0_i32_179, %c64_i32_180, 0
          %c10432_i32 = arith.constant 10432 : i32
          %442 = arith.addi %63, %c10432_i32 : i32
          %c576_i32_181 = arith.constant 576 : i32
          %443 = arith.muli %110#1, %c576_i32_181 : i32
          %444 = arith.addi %443, %47 : i32
          %445 = arith.extui %442 : i32 to i64
          %446 = llvm.inttoptr %445 : i64 to !llvm.ptr<3>
          %c4_i32_182 = arith.constant 4 : i32
          %c0_i32_183 = arith.constant 0 : i32
          %c128_i32_184 = arith.constant 128 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %446, %c4_i32_182, %444, %c0_i32_183, %c128_i32_184, 0
          %c14592_i32 = arith.constant 14592 : i32
          %447 = arith.addi %63, %c14592_i32 : i32
          %c576_i32_185 = arith.constant 576 : i32
          %448 = arith.muli %110#1, %c576_i32_185 : i32
          %449 = arith.addi %448, %47 : i32
          %450 = arith.extui %447 : i32 to i64
          %451 = llvm.inttoptr %450 : i64 to !llvm.ptr<3>
          %c4_i32_186 = arith.constant 4 : i32
          %c0_i32_187 = arith.constant 0 : i32
          %c192_i32_188 = arith.constant 192 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %451, %c4_i32_186, %449, %c0_i32_187, %c192_i32_188, 0
          %c18752_i32 = arith.constant 18752 : i32
          %452 = arith.addi %63, %c18752_i32 : i32
          %c576_i32_189 = arith.constant 576 : i32
          %453 = arith.muli %110#1, %c576_i32_189 : i32
          %454 = arith.addi %453, %47 : i32
          %455 = arith.extui %452 : i32 to i64
          %456 = llvm.inttoptr %455 : i64 to !llvm.ptr<3>
          %c4_i32_190 = arith.constant 4 : i32
          %c0_i32_191 = arith.constant 0 : i32
          %c256_i32_192 = arith.constant 256 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %456, %c4_i32_190, %454, %c0_i32_191, %c256_i32_192, 0
          %c22912_i32 = arith.constant 22912 : i32
          %457 = arith.addi %63, %c22912_i32 : i32
          %c576_i32_193 = arith.constant 576 : i32
          %458 = arith.muli %110#1, %c576_i32_193 : i32
          %459 = arith.addi %458, %47 : i32
          %460 = arith.extui %457 : i32 to i64
          %461 = llvm.inttoptr %460 : i64 to !llvm.ptr<3>
          %c4_i32_194 = arith.constant 4 : i32
          %c0_i32_195 = arith.constant 0 : i32
          %c320_i32_196 = arith.constant 320 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %461, %c4_i32_194, %459, %c0_i32_195, %c320_i32_196, 0
          %c27072_i32 = arith.constant 27072 : i32
          %462 = arith.addi %63, %c27072_i32 : i32
          %c576_i32_197 = arith.constant 576 : i32
          %463 = arith.muli %110#1, %c576_i32_197 : i32
          %464 = arith.addi %463, %47 : i32
          %465 = arith.extui %462 : i32 to i64
          %466 = llvm.inttoptr %465 : i64 to !llvm.ptr<3>
          %c4_i32_198 = arith.constant 4 : i32
          %c0_i32_199 = arith.constant 0 : i32
          %c384_i32_200 = arith.constant 384 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %466, %c4_i32_198, %464, %c0_i32_199, %c384_i32_200, 0
          %c31232_i32 = arith.constant 31232 : i32
          %467 = arith.addi %63, %c31232_i32 : i32
          %c576_i32_201 = arith.constant 576 : i32
          %468 = arith.muli %110#1, %c576_i32_201 : i32
          %469 = arith.addi %468, %47 : i32
          %470 = arith.extui %467 : i32 to i64
          %471 = llvm.inttoptr %470 : i64 to !llvm.ptr<3>
          %c4_i32_202 = arith.constant 4 : i32
          %c0_i32_203 = arith.constant 0 : i32
          %c448_i32_204 = arith.constant 448 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %471, %c4_i32_202, %469, %c0_i32_203, %c448_i32_204, 0
          %c35392_i32 = arith.constant 35392 : i32
          %472 = arith.addi %63, %c35392_i32 : i32
          %c576_i32_205 = arith.constant 576 : i32
          %473 = arith.muli %110#1, %c576_i32_205 : i32
          %474 = arith.addi %473, %47 : i32
          %475 = arith.extui %472 : i32 to i64
          %476 = llvm.inttoptr %475 : i64 to !llvm.ptr<3>
          %c4_i32_206 = arith.constant 4 : i32
          %c0_i32_207 = arith.constant 0 : i32
          %c512_i32_208 = arith.constant 512 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %476, %c4_i32_206, %474, %c0_i32_207, %c512_i32_208, 0
        }
        %c64_i32_125 = arith.constant 64 : i32
        %380 = arith.addi %100, %c64_i32_125 : i32
        %c128_i32 = arith.constant 128 : i32
        %381 = arith.addi %100, %c128_i32 : i32
        %382 = arith.cmpi sle, %381, %101 : i32
        %c-1_i32_126 = arith.constant -1 : i32
        %c-1_i32_127 = arith.constant -1 : i32
        %c-1_i32_128 = arith.constant -1 : i32
        %c-1_i32_129 = arith.constant -1 : i32
        %383:2 = scf.if %382 -> (i32, i32) {
          %387 = arith.index_cast %380 : i32 to index
          %388 = arith.addi %41, %387 : index
          %c0_143 = arith.constant 0 : index
          %389 = arith.addi %41, %c0_143 : index
          %390 = arith.index_cast %380 : i32 to index
          %391 = arith.addi %389, %390 : index
          %392 = arith.index_cast %391 : index to i32
          %c4_i32_144 = arith.constant 4 : i32
          %393 = arith.muli %392, %c4_i32_144 : i32
          %c0_i32_145 = arith.constant 0 : i32
          %394 = rocdl.raw.ptr.buffer.load %12, %393, %c0_i32_145, 0 : i32
          %395 = arith.index_cast %380 : i32 to index
          %396 = arith.addi %41, %395 : index
          %c32_146 = arith.constant 32 : index
          %397 = arith.addi %41, %c32_146 : index
          %398 = arith.index_cast %380 : i32 to index
          %399 = arith.addi %397, %398 : index
          %400 = arith.index_cast %399 : index to i32
          %c4_i32_147 = arith.constant 4 : i32
          %401 = arith.muli %400, %c4_i32_147 : i32
          %c0_i32_148 = arith.constant 0 : i32
          %402 = rocdl.raw.ptr.buffer.load %12, %401, %c0_i32_148, 0 : i32
          scf.yield %394, %402 : i32, i32
        } else {
          %387 = arith.index_cast %380 : i32 to index
          %388 = arith.addi %41, %387 : index
          %c0_143 = arith.constant 0 : index
          %389 = arith.addi %41, %c0_143 : index
          %390 = arith.index_cast %380 : i32 to index
          %391 = arith.addi %389, %390 : index
          %392 = arith.index_cast %101 : i32 to index
          %393 = arith.cmpi slt, %391, %392 : index
          %c-1_i32_144 = arith.constant -1 : i32
          %c-1_i32_145 = arith.constant -1 : i32
          %394 = scf.if %393 -> (i32) {
            %403 = arith.index_cast %391 : index to i32
            %c4_i32_149 = arith.constant 4 : i32
            %404 = arith.muli %403, %c4_i32_149 : i32
            %c0_i32_150 = arith.constant 0 : i32
            %405 = rocdl.raw.ptr.buffer.load %12, %404, %c0_i32_150, 0 : i32
            scf.yield %405 : i32
          } else {
            scf.yield %c-1_i32_145 : i32
          }
          %395 = arith.index_cast %380 : i32 to index
          %396 = arith.addi %41, %395 : index
          %c32_146 = arith.constant 32 : index
          %397 = arith.addi %41, %c32_146 : index
          %398 = arith.index_cast %380 : i32 to index
          %399 = arith.addi %397, %398 : index
          %400 = arith.index_cast %101 : i32 to index
          %401 = arith.cmpi slt, %399, %400 : index
          %c-1_i32_147 = arith.constant -1 : i32
          %c-1_i32_148 = arith.constant -1 : i32
          %402 = scf.if %401 -> (i32) {
            %403 = arith.index_cast %399 : index to i32
            %c4_i32_149 = arith.constant 4 : i32
            %404 = arith.muli %403, %c4_i32_149 : i32
            %c0_i32_150 = arith.constant 0 : i32
            %405 = rocdl.raw.ptr.buffer.load %12, %404, %c0_i32_150, 0 : i32
            scf.yield %405 : i32
          } else {
            scf.yield %c-1_i32_148 : i32
          }
          scf.yield %394, %402 : i32, i32
        }
        %384 = arith.cmpi sgt, %381, %101 : i32
        %385 = arith.cmpi slt, %381, %101 : i32
        %cst_130 = arith.constant 0xFF800000 : f32
        %cst_131 = arith.constant 0.000000e+00 : f32
        %c0_i64 = arith.constant 0 : i64
        %c0_i64_132 = arith.constant 0 : i64
        %cst_133 = arith.constant 1.000000e+00 : f32
        %c-1_i32_134 = arith.constant -1 : i32
        %c-1_i32_135 = arith.constant -1 : i32
        %cst_136 = arith.constant 0xFF800000 : f32
        %cst_137 = arith.constant 0.000000e+00 : f32
        %c0_i64_138 = arith.constant 0 : i64
        %c0_i64_139 = arith.constant 0 : i64
        %cst_140 = arith.constant 1.000000e+00 : f32
        %c-1_i32_141 = arith.constant -1 : i32
        %c-1_i32_142 = arith.constant -1 : i32
        %386:7 = scf.if %107 -> (f32, f32, i64, i64, f32, i32, i32) {
          %387:7 = scf.if %384 -> (f32, f32, i64, i64, f32, i32, i32) {
            llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            %388 = arith.addi %57, %56 : index
            %389 = arith.index_cast %388 : index to i32
            %c0_i32_143 = arith.constant 0 : i32
            %390 = arith.addi %68, %c0_i32_143 : i32
            %c-1_i32_144 = arith.constant -1 : i32
            %391 = arith.cmpi eq, %383#0, %c-1_i32_144 : i32
            scf.if %391 {
              %c0_i32_204 = arith.constant 0 : i32
              %929 = arith.addi %390, %c0_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %390 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c2112_i32 = arith.constant 2112 : i32
            %392 = arith.addi %68, %c2112_i32 : i32
            %c-1_i32_145 = arith.constant -1 : i32
            %393 = arith.cmpi eq, %383#1, %c-1_i32_145 : i32
            scf.if %393 {
              %c0_i32_204 = arith.constant 0 : i32
              %929 = arith.addi %392, %c0_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %392 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %394 = arith.extui %389 : i32 to i64
            %395 = llvm.inttoptr %394 : i64 to !llvm.ptr<3>
            %396 = llvm.load volatile %395 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %397 = arith.extui %389 : i32 to i64
            %398 = llvm.inttoptr %397 : i64 to !llvm.ptr<3>
            %399 = llvm.getelementptr %398[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %400 = llvm.load volatile %399 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %401 = arith.extui %389 : i32 to i64
            %402 = llvm.inttoptr %401 : i64 to !llvm.ptr<3>
            %403 = llvm.getelementptr %402[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %404 = llvm.load volatile %403 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %405 = arith.extui %389 : i32 to i64
            %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
            %407 = llvm.getelementptr %406[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %408 = llvm.load volatile %407 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %409 = arith.extui %389 : i32 to i64
            %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
            %411 = llvm.getelementptr %410[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %412 = llvm.load volatile %411 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %413 = arith.extui %389 : i32 to i64
            %414 = llvm.inttoptr %413 : i64 to !llvm.ptr<3>
            %415 = llvm.getelementptr %414[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %416 = llvm.load volatile %415 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %417 = arith.extui %389 : i32 to i64
            %418 = llvm.inttoptr %417 : i64 to !llvm.ptr<3>
            %419 = llvm.getelementptr %418[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %420 = llvm.load volatile %419 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %421 = arith.extui %389 : i32 to i64
            %422 = llvm.inttoptr %421 : i64 to !llvm.ptr<3>
            %423 = llvm.getelementptr %422[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %424 = llvm.load volatile %423 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c4160_i32 = arith.constant 4160 : i32
            %425 = arith.addi %68, %c4160_i32 : i32
            %c-1_i32_146 = arith.constant -1 : i32
            %426 = arith.cmpi eq, %383#0, %c-1_i32_146 : i32
            scf.if %426 {
              %c64_i32_204 = arith.constant 64 : i32
              %929 = arith.addi %425, %c64_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %425 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c6272_i32 = arith.constant 6272 : i32
            %427 = arith.addi %68, %c6272_i32 : i32
            %c-1_i32_147 = arith.constant -1 : i32
            %428 = arith.cmpi eq, %383#1, %c-1_i32_147 : i32
            scf.if %428 {
              %c64_i32_204 = arith.constant 64 : i32
              %929 = arith.addi %427, %c64_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %427 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %429 = rocdl.mfma.f32.16x16x32.fp8.fp8 %396, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %430 = rocdl.mfma.f32.16x16x32.fp8.fp8 %400, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %431 = rocdl.mfma.f32.16x16x32.fp8.fp8 %404, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %432 = rocdl.mfma.f32.16x16x32.fp8.fp8 %408, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 15
            rocdl.s.waitcnt 49279
            %433 = rocdl.mfma.f32.16x16x32.fp8.fp8 %412, %179, %429, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %434 = rocdl.mfma.f32.16x16x32.fp8.fp8 %416, %179, %430, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %435 = rocdl.mfma.f32.16x16x32.fp8.fp8 %420, %179, %431, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %436 = rocdl.mfma.f32.16x16x32.fp8.fp8 %424, %179, %432, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %437 = arith.extui %389 : i32 to i64
            %438 = llvm.inttoptr %437 : i64 to !llvm.ptr<3>
            %439 = llvm.getelementptr %438[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %440 = llvm.load volatile %439 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %441 = arith.extui %389 : i32 to i64
            %442 = llvm.inttoptr %441 : i64 to !llvm.ptr<3>
            %443 = llvm.getelementptr %442[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %444 = llvm.load volatile %443 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %445 = arith.extui %389 : i32 to i64
            %446 = llvm.inttoptr %445 : i64 to !llvm.ptr<3>
            %447 = llvm.getelementptr %446[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %448 = llvm.load volatile %447 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %449 = arith.extui %389 : i32 to i64
            %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<3>
            %451 = llvm.getelementptr %450[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %452 = llvm.load volatile %451 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %453 = arith.extui %389 : i32 to i64
            %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<3>
            %455 = llvm.getelementptr %454[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %456 = llvm.load volatile %455 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %457 = arith.extui %389 : i32 to i64
            %458 = llvm.inttoptr %457 : i64 to !llvm.ptr<3>
            %459 = llvm.getelementptr %458[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %460 = llvm.load volatile %459 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %461 = arith.extui %389 : i32 to i64
            %462 = llvm.inttoptr %461 : i64 to !llvm.ptr<3>
            %463 = llvm.getelementptr %462[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %464 = llvm.load volatile %463 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %465 = arith.extui %389 : i32 to i64
            %466 = llvm.inttoptr %465 : i64 to !llvm.ptr<3>
            %467 = llvm.getelementptr %466[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %468 = llvm.load volatile %467 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c8320_i32 = arith.constant 8320 : i32
            %469 = arith.addi %68, %c8320_i32 : i32
            %c-1_i32_148 = arith.constant -1 : i32
            %470 = arith.cmpi eq, %383#0, %c-1_i32_148 : i32
            scf.if %470 {
              %c128_i32_204 = arith.constant 128 : i32
              %929 = arith.addi %469, %c128_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %469 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c10432_i32 = arith.constant 10432 : i32
            %471 = arith.addi %68, %c10432_i32 : i32
            %c-1_i32_149 = arith.constant -1 : i32
            %472 = arith.cmpi eq, %383#1, %c-1_i32_149 : i32
            scf.if %472 {
              %c128_i32_204 = arith.constant 128 : i32
              %929 = arith.addi %471, %c128_i32_204 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_205 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_205 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_206 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_206 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %471 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %473 = rocdl.mfma.f32.16x16x32.fp8.fp8 %440, %197, %433, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %474 = rocdl.mfma.f32.16x16x32.fp8.fp8 %444, %197, %434, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %475 = rocdl.mfma.f32.16x16x32.fp8.fp8 %448, %197, %435, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %476 = rocdl.mfma.f32.16x16x32.fp8.fp8 %452, %197, %436, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %477 = rocdl.mfma.f32.16x16x32.fp8.fp8 %456, %205, %473, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %478 = rocdl.mfma.f32.16x16x32.fp8.fp8 %460, %205, %474, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %479 = rocdl.mfma.f32.16x16x32.fp8.fp8 %464, %205, %475, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %480 = rocdl.mfma.f32.16x16x32.fp8.fp8 %468, %205, %476, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %481 = arith.extui %389 : i32 to i64
            %482 = llvm.inttoptr %481 : i64 to !llvm.ptr<3>
            %483 = llvm.getelementptr %482[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %484 = llvm.load volatile %483 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %485 = arith.extui %389 : i32 to i64
            %486 = llvm.inttoptr %485 : i64 to !llvm.ptr<3>
            %487 = llvm.getelementptr %486[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %488 = llvm.load volatile %487 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %489 = arith.extui %389 : i32 to i64
            %490 = llvm.inttoptr %489 : i64 to !llvm.ptr<3>
            %491 = llvm.getelementptr %490[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %492 = llvm.load volatile %491 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %493 = arith.extui %389 : i32 to i64
            %494 = llvm.inttoptr %493 : i64 to !llvm.ptr<3>
            %495 = llvm.getelementptr %494[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %496 = llvm.load volatile %495 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %497 = arith.extui %389 : i32 to i64
            %498 = llvm.inttoptr %497 : i64 to !llvm.ptr<3>
            %499 = llvm.getelementptr %498[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %500 = llvm.load volatile %499 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %501 = arith.extui %389 : i32 to i64
            %502 = llvm.inttoptr %501 : i64 to !llvm.ptr<3>
            %503 = llvm.getelementptr %502[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %504 = llvm.load volatile %503 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %505 = arith.extui %389 : i32 to i64
            %506 = llvm.inttoptr %505 : i64 to !llvm.ptr<3>
            %507 = llvm.getelementptr %506[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %508 = llvm.load volatile %507 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %509 = arith.extui %389 : i32 to i64
            %510 = llvm.inttoptr %509 : i64 to !llvm.ptr<3>
            %511 = llvm.getelementptr %510[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %512 = llvm.load volatile %511 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c12480_i32 = arith.constant 12480 : i32
            %513 = arith.addi %68, %c12480_i32 : i32
            %c-1_i32_150 = arith.constant -1 : i32
            %514 = arith.cmpi eq, %383#0, %c-1_i32_150 : i32
            scf.if %514 {
              %c192_i32 = arith.constant 192 : i32
              %929 = arith.addi %513, %c192_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %513 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c14592_i32 = arith.constant 14592 : i32
            %515 = arith.addi %68, %c14592_i32 : i32
            %c-1_i32_151 = arith.constant -1 : i32
            %516 = arith.cmpi eq, %383#1, %c-1_i32_151 : i32
            scf.if %516 {
              %c192_i32 = arith.constant 192 : i32
              %929 = arith.addi %515, %c192_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %515 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %517 = rocdl.mfma.f32.16x16x32.fp8.fp8 %484, %223, %477, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %518 = rocdl.mfma.f32.16x16x32.fp8.fp8 %488, %223, %478, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %519 = rocdl.mfma.f32.16x16x32.fp8.fp8 %492, %223, %479, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %520 = rocdl.mfma.f32.16x16x32.fp8.fp8 %496, %223, %480, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %521 = rocdl.mfma.f32.16x16x32.fp8.fp8 %500, %231, %517, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %522 = rocdl.mfma.f32.16x16x32.fp8.fp8 %504, %231, %518, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %523 = rocdl.mfma.f32.16x16x32.fp8.fp8 %508, %231, %519, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %524 = rocdl.mfma.f32.16x16x32.fp8.fp8 %512, %231, %520, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %525 = arith.extui %389 : i32 to i64
            %526 = llvm.inttoptr %525 : i64 to !llvm.ptr<3>
            %527 = llvm.getelementptr %526[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %528 = llvm.load volatile %527 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %529 = arith.extui %389 : i32 to i64
            %530 = llvm.inttoptr %529 : i64 to !llvm.ptr<3>
            %531 = llvm.getelementptr %530[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %532 = llvm.load volatile %531 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %533 = arith.extui %389 : i32 to i64
            %534 = llvm.inttoptr %533 : i64 to !llvm.ptr<3>
            %535 = llvm.getelementptr %534[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %536 = llvm.load volatile %535 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %537 = arith.extui %389 : i32 to i64
            %538 = llvm.inttoptr %537 : i64 to !llvm.ptr<3>
            %539 = llvm.getelementptr %538[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %540 = llvm.load volatile %539 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %541 = arith.extui %389 : i32 to i64
            %542 = llvm.inttoptr %541 : i64 to !llvm.ptr<3>
            %543 = llvm.getelementptr %542[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %544 = llvm.load volatile %543 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %545 = arith.extui %389 : i32 to i64
            %546 = llvm.inttoptr %545 : i64 to !llvm.ptr<3>
            %547 = llvm.getelementptr %546[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %548 = llvm.load volatile %547 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %549 = arith.extui %389 : i32 to i64
            %550 = llvm.inttoptr %549 : i64 to !llvm.ptr<3>
            %551 = llvm.getelementptr %550[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %552 = llvm.load volatile %551 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %553 = arith.extui %389 : i32 to i64
            %554 = llvm.inttoptr %553 : i64 to !llvm.ptr<3>
            %555 = llvm.getelementptr %554[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %556 = llvm.load volatile %555 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c16640_i32 = arith.constant 16640 : i32
            %557 = arith.addi %68, %c16640_i32 : i32
            %c-1_i32_152 = arith.constant -1 : i32
            %558 = arith.cmpi eq, %383#0, %c-1_i32_152 : i32
            scf.if %558 {
              %c256_i32 = arith.constant 256 : i32
              %929 = arith.addi %557, %c256_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %557 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c18752_i32 = arith.constant 18752 : i32
            %559 = arith.addi %68, %c18752_i32 : i32
            %c-1_i32_153 = arith.constant -1 : i32
            %560 = arith.cmpi eq, %383#1, %c-1_i32_153 : i32
            scf.if %560 {
              %c256_i32 = arith.constant 256 : i32
              %929 = arith.addi %559, %c256_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %559 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %561 = rocdl.mfma.f32.16x16x32.fp8.fp8 %528, %249, %521, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %562 = rocdl.mfma.f32.16x16x32.fp8.fp8 %532, %249, %522, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %563 = rocdl.mfma.f32.16x16x32.fp8.fp8 %536, %249, %523, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %564 = rocdl.mfma.f32.16x16x32.fp8.fp8 %540, %249, %524, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %565 = rocdl.mfma.f32.16x16x32.fp8.fp8 %544, %257, %561, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %566 = rocdl.mfma.f32.16x16x32.fp8.fp8 %548, %257, %562, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %567 = rocdl.mfma.f32.16x16x32.fp8.fp8 %552, %257, %563, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %568 = rocdl.mfma.f32.16x16x32.fp8.fp8 %556, %257, %564, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %569 = arith.extui %389 : i32 to i64
            %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<3>
            %571 = llvm.getelementptr %570[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %572 = llvm.load volatile %571 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %573 = arith.extui %389 : i32 to i64
            %574 = llvm.inttoptr %573 : i64 to !llvm.ptr<3>
            %575 = llvm.getelementptr %574[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %576 = llvm.load volatile %575 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %577 = arith.extui %389 : i32 to i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %580 = llvm.load volatile %579 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %581 = arith.extui %389 : i32 to i64
            %582 = llvm.inttoptr %581 : i64 to !llvm.ptr<3>
            %583 = llvm.getelementptr %582[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %584 = llvm.load volatile %583 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %585 = arith.extui %389 : i32 to i64
            %586 = llvm.inttoptr %585 : i64 to !llvm.ptr<3>
            %587 = llvm.getelementptr %586[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %588 = llvm.load volatile %587 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %589 = arith.extui %389 : i32 to i64
            %590 = llvm.inttoptr %589 : i64 to !llvm.ptr<3>
            %591 = llvm.getelementptr %590[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %592 = llvm.load volatile %591 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %593 = arith.extui %389 : i32 to i64
            %594 = llvm.inttoptr %593 : i64 to !llvm.ptr<3>
            %595 = llvm.getelementptr %594[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %596 = llvm.load volatile %595 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %597 = arith.extui %389 : i32 to i64
            %598 = llvm.inttoptr %597 : i64 to !llvm.ptr<3>
            %599 = llvm.getelementptr %598[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %600 = llvm.load volatile %599 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c20800_i32 = arith.constant 20800 : i32
            %601 = arith.addi %68, %c20800_i32 : i32
            %c-1_i32_154 = arith.constant -1 : i32
            %602 = arith.cmpi eq, %383#0, %c-1_i32_154 : i32
            scf.if %602 {
              %c320_i32 = arith.constant 320 : i32
              %929 = arith.addi %601, %c320_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %601 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c22912_i32 = arith.constant 22912 : i32
            %603 = arith.addi %68, %c22912_i32 : i32
            %c-1_i32_155 = arith.constant -1 : i32
            %604 = arith.cmpi eq, %383#1, %c-1_i32_155 : i32
            scf.if %604 {
              %c320_i32 = arith.constant 320 : i32
              %929 = arith.addi %603, %c320_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %603 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %605 = rocdl.mfma.f32.16x16x32.fp8.fp8 %572, %275, %565, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %606 = rocdl.mfma.f32.16x16x32.fp8.fp8 %576, %275, %566, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %607 = rocdl.mfma.f32.16x16x32.fp8.fp8 %580, %275, %567, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %608 = rocdl.mfma.f32.16x16x32.fp8.fp8 %584, %275, %568, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %609 = rocdl.mfma.f32.16x16x32.fp8.fp8 %588, %283, %605, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %610 = rocdl.mfma.f32.16x16x32.fp8.fp8 %592, %283, %606, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %611 = rocdl.mfma.f32.16x16x32.fp8.fp8 %596, %283, %607, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %612 = rocdl.mfma.f32.16x16x32.fp8.fp8 %600, %283, %608, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %613 = arith.extui %389 : i32 to i64
            %614 = llvm.inttoptr %613 : i64 to !llvm.ptr<3>
            %615 = llvm.getelementptr %614[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %616 = llvm.load volatile %615 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %617 = arith.extui %389 : i32 to i64
            %618 = llvm.inttoptr %617 : i64 to !llvm.ptr<3>
            %619 = llvm.getelementptr %618[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %620 = llvm.load volatile %619 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %621 = arith.extui %389 : i32 to i64
            %622 = llvm.inttoptr %621 : i64 to !llvm.ptr<3>
            %623 = llvm.getelementptr %622[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %624 = llvm.load volatile %623 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %625 = arith.extui %389 : i32 to i64
            %626 = llvm.inttoptr %625 : i64 to !llvm.ptr<3>
            %627 = llvm.getelementptr %626[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %628 = llvm.load volatile %627 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %629 = arith.extui %389 : i32 to i64
            %630 = llvm.inttoptr %629 : i64 to !llvm.ptr<3>
            %631 = llvm.getelementptr %630[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %632 = llvm.load volatile %631 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %633 = arith.extui %389 : i32 to i64
            %634 = llvm.inttoptr %633 : i64 to !llvm.ptr<3>
            %635 = llvm.getelementptr %634[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %636 = llvm.load volatile %635 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %637 = arith.extui %389 : i32 to i64
            %638 = llvm.inttoptr %637 : i64 to !llvm.ptr<3>
            %639 = llvm.getelementptr %638[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %640 = llvm.load volatile %639 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %641 = arith.extui %389 : i32 to i64
            %642 = llvm.inttoptr %641 : i64 to !llvm.ptr<3>
            %643 = llvm.getelementptr %642[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %644 = llvm.load volatile %643 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c24960_i32 = arith.constant 24960 : i32
            %645 = arith.addi %68, %c24960_i32 : i32
            %c-1_i32_156 = arith.constant -1 : i32
            %646 = arith.cmpi eq, %383#0, %c-1_i32_156 : i32
            scf.if %646 {
              %c384_i32 = arith.constant 384 : i32
              %929 = arith.addi %645, %c384_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %645 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c27072_i32 = arith.constant 27072 : i32
            %647 = arith.addi %68, %c27072_i32 : i32
            %c-1_i32_157 = arith.constant -1 : i32
            %648 = arith.cmpi eq, %383#1, %c-1_i32_157 : i32
            scf.if %648 {
              %c384_i32 = arith.constant 384 : i32
              %929 = arith.addi %647, %c384_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %647 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %649 = rocdl.mfma.f32.16x16x32.fp8.fp8 %616, %301, %609, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %650 = rocdl.mfma.f32.16x16x32.fp8.fp8 %620, %301, %610, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %651 = rocdl.mfma.f32.16x16x32.fp8.fp8 %624, %301, %611, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %652 = rocdl.mfma.f32.16x16x32.fp8.fp8 %628, %301, %612, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %653 = rocdl.mfma.f32.16x16x32.fp8.fp8 %632, %309, %649, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %654 = rocdl.mfma.f32.16x16x32.fp8.fp8 %636, %309, %650, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %655 = rocdl.mfma.f32.16x16x32.fp8.fp8 %640, %309, %651, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %656 = rocdl.mfma.f32.16x16x32.fp8.fp8 %644, %309, %652, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %657 = arith.extui %389 : i32 to i64
            %658 = llvm.inttoptr %657 : i64 to !llvm.ptr<3>
            %659 = llvm.getelementptr %658[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %660 = llvm.load volatile %659 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %661 = arith.extui %389 : i32 to i64
            %662 = llvm.inttoptr %661 : i64 to !llvm.ptr<3>
            %663 = llvm.getelementptr %662[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %664 = llvm.load volatile %663 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %665 = arith.extui %389 : i32 to i64
            %666 = llvm.inttoptr %665 : i64 to !llvm.ptr<3>
            %667 = llvm.getelementptr %666[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %668 = llvm.load volatile %667 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %669 = arith.extui %389 : i32 to i64
            %670 = llvm.inttoptr %669 : i64 to !llvm.ptr<3>
            %671 = llvm.getelementptr %670[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %672 = llvm.load volatile %671 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %673 = arith.extui %389 : i32 to i64
            %674 = llvm.inttoptr %673 : i64 to !llvm.ptr<3>
            %675 = llvm.getelementptr %674[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %676 = llvm.load volatile %675 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %677 = arith.extui %389 : i32 to i64
            %678 = llvm.inttoptr %677 : i64 to !llvm.ptr<3>
            %679 = llvm.getelementptr %678[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %680 = llvm.load volatile %679 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %681 = arith.extui %389 : i32 to i64
            %682 = llvm.inttoptr %681 : i64 to !llvm.ptr<3>
            %683 = llvm.getelementptr %682[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %684 = llvm.load volatile %683 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %685 = arith.extui %389 : i32 to i64
            %686 = llvm.inttoptr %685 : i64 to !llvm.ptr<3>
            %687 = llvm.getelementptr %686[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %688 = llvm.load volatile %687 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c29120_i32 = arith.constant 29120 : i32
            %689 = arith.addi %68, %c29120_i32 : i32
            %c-1_i32_158 = arith.constant -1 : i32
            %690 = arith.cmpi eq, %383#0, %c-1_i32_158 : i32
            scf.if %690 {
              %c448_i32 = arith.constant 448 : i32
              %929 = arith.addi %689, %c448_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %689 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c31232_i32 = arith.constant 31232 : i32
            %691 = arith.addi %68, %c31232_i32 : i32
            %c-1_i32_159 = arith.constant -1 : i32
            %692 = arith.cmpi eq, %383#1, %c-1_i32_159 : i32
            scf.if %692 {
              %c448_i32 = arith.constant 448 : i32
              %929 = arith.addi %691, %c448_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %691 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %693 = rocdl.mfma.f32.16x16x32.fp8.fp8 %660, %327, %653, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %694 = rocdl.mfma.f32.16x16x32.fp8.fp8 %664, %327, %654, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %695 = rocdl.mfma.f32.16x16x32.fp8.fp8 %668, %327, %655, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %696 = rocdl.mfma.f32.16x16x32.fp8.fp8 %672, %327, %656, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %697 = rocdl.mfma.f32.16x16x32.fp8.fp8 %676, %335, %693, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %698 = rocdl.mfma.f32.16x16x32.fp8.fp8 %680, %335, %694, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %699 = rocdl.mfma.f32.16x16x32.fp8.fp8 %684, %335, %695, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %700 = rocdl.mfma.f32.16x16x32.fp8.fp8 %688, %335, %696, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %701 = arith.extui %389 : i32 to i64
            %702 = llvm.inttoptr %701 : i64 to !llvm.ptr<3>
            %703 = llvm.getelementptr %702[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %704 = llvm.load volatile %703 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %705 = arith.extui %389 : i32 to i64
            %706 = llvm.inttoptr %705 : i64 to !llvm.ptr<3>
            %707 = llvm.getelementptr %706[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %708 = llvm.load volatile %707 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %709 = arith.extui %389 : i32 to i64
            %710 = llvm.inttoptr %709 : i64 to !llvm.ptr<3>
            %711 = llvm.getelementptr %710[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %712 = llvm.load volatile %711 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %713 = arith.extui %389 : i32 to i64
            %714 = llvm.inttoptr %713 : i64 to !llvm.ptr<3>
            %715 = llvm.getelementptr %714[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %716 = llvm.load volatile %715 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %717 = arith.extui %389 : i32 to i64
            %718 = llvm.inttoptr %717 : i64 to !llvm.ptr<3>
            %719 = llvm.getelementptr %718[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %720 = llvm.load volatile %719 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %721 = arith.extui %389 : i32 to i64
            %722 = llvm.inttoptr %721 : i64 to !llvm.ptr<3>
            %723 = llvm.getelementptr %722[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %724 = llvm.load volatile %723 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %725 = arith.extui %389 : i32 to i64
            %726 = llvm.inttoptr %725 : i64 to !llvm.ptr<3>
            %727 = llvm.getelementptr %726[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %728 = llvm.load volatile %727 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %729 = arith.extui %389 : i32 to i64
            %730 = llvm.inttoptr %729 : i64 to !llvm.ptr<3>
            %731 = llvm.getelementptr %730[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %732 = llvm.load volatile %731 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c33280_i32 = arith.constant 33280 : i32
            %733 = arith.addi %68, %c33280_i32 : i32
            %c-1_i32_160 = arith.constant -1 : i32
            %734 = arith.cmpi eq, %383#0, %c-1_i32_160 : i32
            scf.if %734 {
              %c512_i32 = arith.constant 512 : i32
              %929 = arith.addi %733, %c512_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#0, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %733 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %c35392_i32 = arith.constant 35392 : i32
            %735 = arith.addi %68, %c35392_i32 : i32
            %c-1_i32_161 = arith.constant -1 : i32
            %736 = arith.cmpi eq, %383#1, %c-1_i32_161 : i32
            scf.if %736 {
              %c512_i32 = arith.constant 512 : i32
              %929 = arith.addi %735, %c512_i32 : i32
              %930 = arith.index_cast %25 : index to i32
              %c4_i32_204 = arith.constant 4 : i32
              %931 = arith.muli %930, %c4_i32_204 : i32
              %932 = arith.addi %929, %931 : i32
              %c0_i32_205 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %932, %c0_i32_205 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %929 = arith.muli %383#1, %c576_i32 : i32
              %930 = arith.addi %929, %47 : i32
              %931 = rocdl.readfirstlane %735 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %931, %930, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %737 = rocdl.mfma.f32.16x16x32.fp8.fp8 %704, %349, %697, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %738 = rocdl.mfma.f32.16x16x32.fp8.fp8 %708, %349, %698, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %739 = rocdl.mfma.f32.16x16x32.fp8.fp8 %712, %349, %699, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %740 = rocdl.mfma.f32.16x16x32.fp8.fp8 %716, %349, %700, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %741 = rocdl.mfma.f32.16x16x32.fp8.fp8 %720, %357, %737, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %742 = rocdl.mfma.f32.16x16x32.fp8.fp8 %724, %357, %738, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %743 = rocdl.mfma.f32.16x16x32.fp8.fp8 %728, %357, %739, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %744 = rocdl.mfma.f32.16x16x32.fp8.fp8 %732, %357, %740, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %745 = arith.extui %389 : i32 to i64
            %746 = llvm.inttoptr %745 : i64 to !llvm.ptr<3>
            %747 = llvm.getelementptr %746[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %748 = llvm.load volatile %747 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %749 = arith.extui %389 : i32 to i64
            %750 = llvm.inttoptr %749 : i64 to !llvm.ptr<3>
            %751 = llvm.getelementptr %750[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %752 = llvm.load volatile %751 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %753 = arith.extui %389 : i32 to i64
            %754 = llvm.inttoptr %753 : i64 to !llvm.ptr<3>
            %755 = llvm.getelementptr %754[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %756 = llvm.load volatile %755 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %757 = arith.extui %389 : i32 to i64
            %758 = llvm.inttoptr %757 : i64 to !llvm.ptr<3>
            %759 = llvm.getelementptr %758[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %760 = llvm.load volatile %759 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %761 = arith.extui %389 : i32 to i64
            %762 = llvm.inttoptr %761 : i64 to !llvm.ptr<3>
            %763 = llvm.getelementptr %762[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %764 = llvm.load volatile %763 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %765 = arith.extui %389 : i32 to i64
            %766 = llvm.inttoptr %765 : i64 to !llvm.ptr<3>
            %767 = llvm.getelementptr %766[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %768 = llvm.load volatile %767 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %769 = arith.extui %389 : i32 to i64
            %770 = llvm.inttoptr %769 : i64 to !llvm.ptr<3>
            %771 = llvm.getelementptr %770[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %772 = llvm.load volatile %771 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %773 = arith.extui %389 : i32 to i64
            %774 = llvm.inttoptr %773 : i64 to !llvm.ptr<3>
            %775 = llvm.getelementptr %774[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %776 = llvm.load volatile %775 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %777 = rocdl.mfma.f32.16x16x32.fp8.fp8 %748, %371, %741, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %778 = rocdl.mfma.f32.16x16x32.fp8.fp8 %752, %371, %742, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %779 = rocdl.mfma.f32.16x16x32.fp8.fp8 %756, %371, %743, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %780 = rocdl.mfma.f32.16x16x32.fp8.fp8 %760, %371, %744, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %781 = rocdl.mfma.f32.16x16x32.fp8.fp8 %764, %379, %777, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %782 = rocdl.mfma.f32.16x16x32.fp8.fp8 %768, %379, %778, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %783 = rocdl.mfma.f32.16x16x32.fp8.fp8 %772, %379, %779, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %784 = rocdl.mfma.f32.16x16x32.fp8.fp8 %776, %379, %780, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 14
            %785 = vector.extract %781[0] : f32 from vector<4xf32>
            %786 = vector.extract %781[1] : f32 from vector<4xf32>
            %787 = vector.extract %781[2] : f32 from vector<4xf32>
            %788 = vector.extract %781[3] : f32 from vector<4xf32>
            %789 = vector.extract %782[0] : f32 from vector<4xf32>
            %790 = vector.extract %782[1] : f32 from vector<4xf32>
            %791 = vector.extract %782[2] : f32 from vector<4xf32>
            %792 = vector.extract %782[3] : f32 from vector<4xf32>
            %793 = vector.extract %783[0] : f32 from vector<4xf32>
            %794 = vector.extract %783[1] : f32 from vector<4xf32>
            %795 = vector.extract %783[2] : f32 from vector<4xf32>
            %796 = vector.extract %783[3] : f32 from vector<4xf32>
            %797 = vector.extract %784[0] : f32 from vector<4xf32>
            %798 = vector.extract %784[1] : f32 from vector<4xf32>
            %799 = vector.extract %784[2] : f32 from vector<4xf32>
            %800 = vector.extract %784[3] : f32 from vector<4xf32>
            %c-1_i32_162 = arith.constant -1 : i32
            %c-1_i32_163 = arith.constant -1 : i32
            %c-1_i32_164 = arith.constant -1 : i32
            %c-1_i32_165 = arith.constant -1 : i32
            %801:2 = scf.if %385 -> (i32, i32) {
              %929 = arith.index_cast %381 : i32 to index
              %930 = arith.addi %41, %929 : index
              %c0_204 = arith.constant 0 : index
              %931 = arith.addi %41, %c0_204 : index
              %932 = arith.index_cast %381 : i32 to index
              %933 = arith.addi %931, %932 : index
              %934 = arith.index_cast %101 : i32 to index
              %935 = arith.cmpi slt, %933, %934 : index
              %c-1_i32_205 = arith.constant -1 : i32
              %c-1_i32_206 = arith.constant -1 : i32
              %936 = scf.if %935 -> (i32) {
                %945 = arith.index_cast %933 : index to i32
                %c4_i32_210 = arith.constant 4 : i32
                %946 = arith.muli %945, %c4_i32_210 : i32
                %c0_i32_211 = arith.constant 0 : i32
                %947 = rocdl.raw.ptr.buffer.load %12, %946, %c0_i32_211, 0 : i32
                scf.yield %947 : i32
              } else {
                scf.yield %c-1_i32_206 : i32
              }
              %937 = arith.index_cast %381 : i32 to index
              %938 = arith.addi %41, %937 : index
              %c32_207 = arith.constant 32 : index
              %939 = arith.addi %41, %c32_207 : index
              %940 = arith.index_cast %381 : i32 to index
              %941 = arith.addi %939, %940 : index
              %942 = arith.index_cast %101 : i32 to index
              %943 = arith.cmpi slt, %941, %942 : index
              %c-1_i32_208 = arith.constant -1 : i32
              %c-1_i32_209 = arith.constant -1 : i32
              %944 = scf.if %943 -> (i32) {
                %945 = arith.index_cast %941 : index to i32
                %c4_i32_210 = arith.constant 4 : i32
                %946 = arith.muli %945, %c4_i32_210 : i32
                %c0_i32_211 = arith.constant 0 : i32
                %947 = rocdl.raw.ptr.buffer.load %12, %946, %c0_i32_211, 0 : i32
                scf.yield %947 : i32
              } else {
                scf.yield %c-1_i32_209 : i32
              }
              scf.yield %936, %944 : i32, i32
            } else {
              scf.yield %c-1_i32_164, %c-1_i32_165 : i32, i32
            }
            %c16_166 = arith.constant 16 : index
            %802 = arith.divui %25, %c16_166 : index
            %c4_167 = arith.constant 4 : index
            %803 = arith.muli %802, %c4_167 : index
            %804 = arith.index_cast %100 : i32 to index
            %805 = arith.addi %803, %804 : index
            %806 = arith.mulf %785, %arg8 fastmath<fast> : f32
            %807 = arith.mulf %786, %arg8 fastmath<fast> : f32
            %808 = arith.mulf %787, %arg8 fastmath<fast> : f32
            %809 = arith.mulf %788, %arg8 fastmath<fast> : f32
            %810 = arith.mulf %789, %arg8 fastmath<fast> : f32
            %811 = arith.mulf %790, %arg8 fastmath<fast> : f32
            %812 = arith.mulf %791, %arg8 fastmath<fast> : f32
            %813 = arith.mulf %792, %arg8 fastmath<fast> : f32
            %814 = arith.mulf %793, %arg8 fastmath<fast> : f32
            %815 = arith.mulf %794, %arg8 fastmath<fast> : f32
            %816 = arith.mulf %795, %arg8 fastmath<fast> : f32
            %817 = arith.mulf %796, %arg8 fastmath<fast> : f32
            %818 = arith.mulf %797, %arg8 fastmath<fast> : f32
            %819 = arith.mulf %798, %arg8 fastmath<fast> : f32
            %820 = arith.mulf %799, %arg8 fastmath<fast> : f32
            %821 = arith.mulf %800, %arg8 fastmath<fast> : f32
            %822 = arith.maxnumf %806, %807 fastmath<contract> : f32
            %823 = arith.maxnumf %822, %808 fastmath<contract> : f32
            %824 = arith.maxnumf %823, %809 fastmath<contract> : f32
            %825 = arith.maxnumf %824, %810 fastmath<contract> : f32
            %826 = arith.maxnumf %825, %811 fastmath<contract> : f32
            %827 = arith.maxnumf %826, %812 fastmath<contract> : f32
            %828 = arith.maxnumf %827, %813 fastmath<contract> : f32
            %829 = arith.maxnumf %828, %814 fastmath<contract> : f32
            %830 = arith.maxnumf %829, %815 fastmath<contract> : f32
            %831 = arith.maxnumf %830, %816 fastmath<contract> : f32
            %832 = arith.maxnumf %831, %817 fastmath<contract> : f32
            %833 = arith.maxnumf %832, %818 fastmath<contract> : f32
            %834 = arith.maxnumf %833, %819 fastmath<contract> : f32
            %835 = arith.maxnumf %834, %820 fastmath<contract> : f32
            %836 = arith.maxnumf %835, %821 fastmath<contract> : f32
            %837 = arith.bitcast %836 : f32 to i32
            %c32_i32_168 = arith.constant 32 : i32
            %c64_i32_169 = arith.constant 64 : i32
            %shuffleResult, %valid = gpu.shuffle xor %837, %c32_i32_168, %c64_i32_169 : i32
            %838 = arith.bitcast %shuffleResult : i32 to f32
            %839 = arith.maxnumf %836, %838 fastmath<contract> : f32
            %840 = arith.bitcast %839 : f32 to i32
            %c16_i32 = arith.constant 16 : i32
            %c64_i32_170 = arith.constant 64 : i32
            %shuffleResult_171, %valid_172 = gpu.shuffle xor %840, %c16_i32, %c64_i32_170 : i32
            %841 = arith.bitcast %shuffleResult_171 : i32 to f32
            %842 = arith.maxnumf %839, %841 fastmath<contract> : f32
            %843 = arith.subf %806, %842 fastmath<fast> : f32
            %cst_173 = arith.constant 1.44269502 : f32
            %844 = arith.mulf %843, %cst_173 fastmath<fast> : f32
            %845 = rocdl.exp2 %844 f32 -> f32
            %cst_174 = arith.constant 0.000000e+00 : f32
            %846 = arith.addf %cst_174, %845 fastmath<fast> : f32
            %847 = arith.subf %807, %842 fastmath<fast> : f32
            %cst_175 = arith.constant 1.44269502 : f32
            %848 = arith.mulf %847, %cst_175 fastmath<fast> : f32
            %849 = rocdl.exp2 %848 f32 -> f32
            %850 = arith.addf %846, %849 fastmath<fast> : f32
            %851 = arith.subf %808, %842 fastmath<fast> : f32
            %cst_176 = arith.constant 1.44269502 : f32
            %852 = arith.mulf %851, %cst_176 fastmath<fast> : f32
            %853 = rocdl.exp2 %852 f32 -> f32
            %854 = arith.addf %850, %853 fastmath<fast> : f32
            %855 = arith.subf %809, %842 fastmath<fast> : f32
            %cst_177 = arith.constant 1.44269502 : f32
            %856 = arith.mulf %855, %cst_177 fastmath<fast> : f32
            %857 = rocdl.exp2 %856 f32 -> f32
            %858 = arith.addf %854, %857 fastmath<fast> : f32
            %859 = arith.subf %810, %842 fastmath<fast> : f32
            %cst_178 = arith.constant 1.44269502 : f32
            %860 = arith.mulf %859, %cst_178 fastmath<fast> : f32
            %861 = rocdl.exp2 %860 f32 -> f32
            %862 = arith.addf %858, %861 fastmath<fast> : f32
            %863 = arith.subf %811, %842 fastmath<fast> : f32
            %cst_179 = arith.constant 1.44269502 : f32
            %864 = arith.mulf %863, %cst_179 fastmath<fast> : f32
            %865 = rocdl.exp2 %864 f32 -> f32
            %866 = arith.addf %862, %865 fastmath<fast> : f32
            %867 = arith.subf %812, %842 fastmath<fast> : f32
            %cst_180 = arith.constant 1.44269502 : f32
            %868 = arith.mulf %867, %cst_180 fastmath<fast> : f32
            %869 = rocdl.exp2 %868 f32 -> f32
            %870 = arith.addf %866, %869 fastmath<fast> : f32
            %871 = arith.subf %813, %842 fastmath<fast> : f32
            %cst_181 = arith.constant 1.44269502 : f32
            %872 = arith.mulf %871, %cst_181 fastmath<fast> : f32
            %873 = rocdl.exp2 %872 f32 -> f32
            %874 = arith.addf %870, %873 fastmath<fast> : f32
            %875 = arith.subf %814, %842 fastmath<fast> : f32
            %cst_182 = arith.constant 1.44269502 : f32
            %876 = arith.mulf %875, %cst_182 fastmath<fast> : f32
            %877 = rocdl.exp2 %876 f32 -> f32
            %878 = arith.addf %874, %877 fastmath<fast> : f32
            %879 = arith.subf %815, %842 fastmath<fast> : f32
            %cst_183 = arith.constant 1.44269502 : f32
            %880 = arith.mulf %879, %cst_183 fastmath<fast> : f32
            %881 = rocdl.exp2 %880 f32 -> f32
            %882 = arith.addf %878, %881 fastmath<fast> : f32
            %883 = arith.subf %816, %842 fastmath<fast> : f32
            %cst_184 = arith.constant 1.44269502 : f32
            %884 = arith.mulf %883, %cst_184 fastmath<fast> : f32
            %885 = rocdl.exp2 %884 f32 -> f32
            %886 = arith.addf %882, %885 fastmath<fast> : f32
            %887 = arith.subf %817, %842 fastmath<fast> : f32
            %cst_185 = arith.constant 1.44269502 : f32
            %888 = arith.mulf %887, %cst_185 fastmath<fast> : f32
            %889 = rocdl.exp2 %888 f32 -> f32
            %890 = arith.addf %886, %889 fastmath<fast> : f32
            %891 = arith.subf %818, %842 fastmath<fast> : f32
            %cst_186 = arith.constant 1.44269502 : f32
            %892 = arith.mulf %891, %cst_186 fastmath<fast> : f32
            %893 = rocdl.exp2 %892 f32 -> f32
            %894 = arith.addf %890, %893 fastmath<fast> : f32
            %895 = arith.subf %819, %842 fastmath<fast> : f32
            %cst_187 = arith.constant 1.44269502 : f32
            %896 = arith.mulf %895, %cst_187 fastmath<fast> : f32
            %897 = rocdl.exp2 %896 f32 -> f32
            %898 = arith.addf %894, %897 fastmath<fast> : f32
            %899 = arith.subf %820, %842 fastmath<fast> : f32
            %cst_188 = arith.constant 1.44269502 : f32
            %900 = arith.mulf %899, %cst_188 fastmath<fast> : f32
            %901 = rocdl.exp2 %900 f32 -> f32
            %902 = arith.addf %898, %901 fastmath<fast> : f32
            %903 = arith.subf %821, %842 fastmath<fast> : f32
            %cst_189 = arith.constant 1.44269502 : f32
            %904 = arith.mulf %903, %cst_189 fastmath<fast> : f32
            %905 = rocdl.exp2 %904 f32 -> f32
            %906 = arith.addf %902, %905 fastmath<fast> : f32
            %907 = arith.bitcast %906 : f32 to i32
            %c32_i32_190 = arith.constant 32 : i32
            %c64_i32_191 = arith.constant 64 : i32
            %shuffleResult_192, %valid_193 = gpu.shuffle xor %907, %c32_i32_190, %c64_i32_191 : i32
            %908 = arith.bitcast %shuffleResult_192 : i32 to f32
            %909 = arith.addf %906, %908 fastmath<fast> : f32
            %910 = arith.bitcast %909 : f32 to i32
            %c16_i32_194 = arith.constant 16 : i32
            %c64_i32_195 = arith.constant 64 : i32
            %shuffleResult_196, %valid_197 = gpu.shuffle xor %910, %c16_i32_194, %c64_i32_195 : i32
            %911 = arith.bitcast %shuffleResult_196 : i32 to f32
            %912 = arith.addf %909, %911 fastmath<fast> : f32
            %c0_i32_198 = arith.constant 0 : i32
            %913 = rocdl.cvt.pk.fp8.f32 %845, %849 -> %c0_i32_198[false] : i32
            %914 = rocdl.cvt.pk.fp8.f32 %853, %857 -> %913[true] : i32
            %c0_i32_199 = arith.constant 0 : i32
            %915 = rocdl.cvt.pk.fp8.f32 %861, %865 -> %c0_i32_199[false] : i32
            %916 = rocdl.cvt.pk.fp8.f32 %869, %873 -> %915[true] : i32
            %917 = arith.extui %914 : i32 to i64
            %918 = arith.extui %916 : i32 to i64
            %c32_i64 = arith.constant 32 : i64
            %919 = arith.shli %918, %c32_i64 : i64
            %920 = arith.ori %917, %919 : i64
            %c0_i32_200 = arith.constant 0 : i32
            %921 = rocdl.cvt.pk.fp8.f32 %877, %881 -> %c0_i32_200[false] : i32
            %922 = rocdl.cvt.pk.fp8.f32 %885, %889 -> %921[true] : i32
            %c0_i32_201 = arith.constant 0 : i32
            %923 = rocdl.cvt.pk.fp8.f32 %893, %897 -> %c0_i32_201[false] : i32
            %924 = rocdl.cvt.pk.fp8.f32 %901, %905 -> %923[true] : i32
            %925 = arith.extui %922 : i32 to i64
            %926 = arith.extui %924 : i32 to i64
            %c32_i64_202 = arith.constant 32 : i64
            %927 = arith.shli %926, %c32_i64_202 : i64
            %928 = arith.ori %925, %927 : i64
            %cst_203 = arith.constant 1.000000e+00 : f32
            scf.yield %842, %912, %920, %928, %cst_203, %801#0, %801#1 : f32, f32, i64, i64, f32, i32, i32
          } else {
            llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            %388 = arith.addi %57, %56 : index
            %389 = arith.index_cast %388 : index to i32
            %c0_i32_143 = arith.constant 0 : i32
            %390 = arith.addi %68, %c0_i32_143 : i32
            %c576_i32 = arith.constant 576 : i32
            %391 = arith.muli %383#0, %c576_i32 : i32
            %392 = arith.addi %391, %47 : i32
            %393 = rocdl.readfirstlane %390 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %393, %392, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c2112_i32 = arith.constant 2112 : i32
            %394 = arith.addi %68, %c2112_i32 : i32
            %c576_i32_144 = arith.constant 576 : i32
            %395 = arith.muli %383#1, %c576_i32_144 : i32
            %396 = arith.addi %395, %47 : i32
            %397 = rocdl.readfirstlane %394 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %397, %396, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %398 = arith.extui %389 : i32 to i64
            %399 = llvm.inttoptr %398 : i64 to !llvm.ptr<3>
            %400 = llvm.load volatile %399 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %401 = arith.extui %389 : i32 to i64
            %402 = llvm.inttoptr %401 : i64 to !llvm.ptr<3>
            %403 = llvm.getelementptr %402[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %404 = llvm.load volatile %403 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %405 = arith.extui %389 : i32 to i64
            %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
            %407 = llvm.getelementptr %406[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %408 = llvm.load volatile %407 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %409 = arith.extui %389 : i32 to i64
            %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
            %411 = llvm.getelementptr %410[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %412 = llvm.load volatile %411 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %413 = arith.extui %389 : i32 to i64
            %414 = llvm.inttoptr %413 : i64 to !llvm.ptr<3>
            %415 = llvm.getelementptr %414[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %416 = llvm.load volatile %415 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %417 = arith.extui %389 : i32 to i64
            %418 = llvm.inttoptr %417 : i64 to !llvm.ptr<3>
            %419 = llvm.getelementptr %418[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %420 = llvm.load volatile %419 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %421 = arith.extui %389 : i32 to i64
            %422 = llvm.inttoptr %421 : i64 to !llvm.ptr<3>
            %423 = llvm.getelementptr %422[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %424 = llvm.load volatile %423 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %425 = arith.extui %389 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %427 = llvm.getelementptr %426[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %428 = llvm.load volatile %427 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c4160_i32 = arith.constant 4160 : i32
            %429 = arith.addi %68, %c4160_i32 : i32
            %c576_i32_145 = arith.constant 576 : i32
            %430 = arith.muli %383#0, %c576_i32_145 : i32
            %431 = arith.addi %430, %47 : i32
            %432 = rocdl.readfirstlane %429 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %432, %431, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c6272_i32 = arith.constant 6272 : i32
            %433 = arith.addi %68, %c6272_i32 : i32
            %c576_i32_146 = arith.constant 576 : i32
            %434 = arith.muli %383#1, %c576_i32_146 : i32
            %435 = arith.addi %434, %47 : i32
            %436 = rocdl.readfirstlane %433 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %436, %435, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %437 = rocdl.mfma.f32.16x16x32.fp8.fp8 %400, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %438 = rocdl.mfma.f32.16x16x32.fp8.fp8 %404, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %439 = rocdl.mfma.f32.16x16x32.fp8.fp8 %408, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %440 = rocdl.mfma.f32.16x16x32.fp8.fp8 %412, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 15
            rocdl.s.waitcnt 49279
            %441 = rocdl.mfma.f32.16x16x32.fp8.fp8 %416, %179, %437, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %442 = rocdl.mfma.f32.16x16x32.fp8.fp8 %420, %179, %438, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %443 = rocdl.mfma.f32.16x16x32.fp8.fp8 %424, %179, %439, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %444 = rocdl.mfma.f32.16x16x32.fp8.fp8 %428, %179, %440, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %445 = arith.extui %389 : i32 to i64
            %446 = llvm.inttoptr %445 : i64 to !llvm.ptr<3>
            %447 = llvm.getelementptr %446[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %448 = llvm.load volatile %447 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %449 = arith.extui %389 : i32 to i64
            %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<3>
            %451 = llvm.getelementptr %450[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %452 = llvm.load volatile %451 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %453 = arith.extui %389 : i32 to i64
            %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<3>
            %455 = llvm.getelementptr %454[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %456 = llvm.load volatile %455 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %457 = arith.extui %389 : i32 to i64
            %458 = llvm.inttoptr %457 : i64 to !llvm.ptr<3>
            %459 = llvm.getelementptr %458[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %460 = llvm.load volatile %459 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %461 = arith.extui %389 : i32 to i64
            %462 = llvm.inttoptr %461 : i64 to !llvm.ptr<3>
            %463 = llvm.getelementptr %462[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %464 = llvm.load volatile %463 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %465 = arith.extui %389 : i32 to i64
            %466 = llvm.inttoptr %465 : i64 to !llvm.ptr<3>
            %467 = llvm.getelementptr %466[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %468 = llvm.load volatile %467 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %469 = arith.extui %389 : i32 to i64
            %470 = llvm.inttoptr %469 : i64 to !llvm.ptr<3>
            %471 = llvm.getelementptr %470[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %472 = llvm.load volatile %471 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %473 = arith.extui %389 : i32 to i64
            %474 = llvm.inttoptr %473 : i64 to !llvm.ptr<3>
            %475 = llvm.getelementptr %474[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %476 = llvm.load volatile %475 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c8320_i32 = arith.constant 8320 : i32
            %477 = arith.addi %68, %c8320_i32 : i32
            %c576_i32_147 = arith.constant 576 : i32
            %478 = arith.muli %383#0, %c576_i32_147 : i32
            %479 = arith.addi %478, %47 : i32
            %480 = rocdl.readfirstlane %477 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %480, %479, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c10432_i32 = arith.constant 10432 : i32
            %481 = arith.addi %68, %c10432_i32 : i32
            %c576_i32_148 = arith.constant 576 : i32
            %482 = arith.muli %383#1, %c576_i32_148 : i32
            %483 = arith.addi %482, %47 : i32
            %484 = rocdl.readfirstlane %481 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %484, %483, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %485 = rocdl.mfma.f32.16x16x32.fp8.fp8 %448, %197, %441, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %486 = rocdl.mfma.f32.16x16x32.fp8.fp8 %452, %197, %442, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %487 = rocdl.mfma.f32.16x16x32.fp8.fp8 %456, %197, %443, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %488 = rocdl.mfma.f32.16x16x32.fp8.fp8 %460, %197, %444, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %489 = rocdl.mfma.f32.16x16x32.fp8.fp8 %464, %205, %485, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %490 = rocdl.mfma.f32.16x16x32.fp8.fp8 %468, %205, %486, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %491 = rocdl.mfma.f32.16x16x32.fp8.fp8 %472, %205, %487, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %492 = rocdl.mfma.f32.16x16x32.fp8.fp8 %476, %205, %488, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %493 = arith.extui %389 : i32 to i64
            %494 = llvm.inttoptr %493 : i64 to !llvm.ptr<3>
            %495 = llvm.getelementptr %494[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %496 = llvm.load volatile %495 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %497 = arith.extui %389 : i32 to i64
            %498 = llvm.inttoptr %497 : i64 to !llvm.ptr<3>
            %499 = llvm.getelementptr %498[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %500 = llvm.load volatile %499 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %501 = arith.extui %389 : i32 to i64
            %502 = llvm.inttoptr %501 : i64 to !llvm.ptr<3>
            %503 = llvm.getelementptr %502[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %504 = llvm.load volatile %503 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %505 = arith.extui %389 : i32 to i64
            %506 = llvm.inttoptr %505 : i64 to !llvm.ptr<3>
            %507 = llvm.getelementptr %506[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %508 = llvm.load volatile %507 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %509 = arith.extui %389 : i32 to i64
            %510 = llvm.inttoptr %509 : i64 to !llvm.ptr<3>
            %511 = llvm.getelementptr %510[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %512 = llvm.load volatile %511 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %513 = arith.extui %389 : i32 to i64
            %514 = llvm.inttoptr %513 : i64 to !llvm.ptr<3>
            %515 = llvm.getelementptr %514[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %516 = llvm.load volatile %515 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %517 = arith.extui %389 : i32 to i64
            %518 = llvm.inttoptr %517 : i64 to !llvm.ptr<3>
            %519 = llvm.getelementptr %518[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %520 = llvm.load volatile %519 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %521 = arith.extui %389 : i32 to i64
            %522 = llvm.inttoptr %521 : i64 to !llvm.ptr<3>
            %523 = llvm.getelementptr %522[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %524 = llvm.load volatile %523 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c12480_i32 = arith.constant 12480 : i32
            %525 = arith.addi %68, %c12480_i32 : i32
            %c576_i32_149 = arith.constant 576 : i32
            %526 = arith.muli %383#0, %c576_i32_149 : i32
            %527 = arith.addi %526, %47 : i32
            %528 = rocdl.readfirstlane %525 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %528, %527, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c14592_i32 = arith.constant 14592 : i32
            %529 = arith.addi %68, %c14592_i32 : i32
            %c576_i32_150 = arith.constant 576 : i32
            %530 = arith.muli %383#1, %c576_i32_150 : i32
            %531 = arith.addi %530, %47 : i32
            %532 = rocdl.readfirstlane %529 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %532, %531, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %533 = rocdl.mfma.f32.16x16x32.fp8.fp8 %496, %223, %489, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %534 = rocdl.mfma.f32.16x16x32.fp8.fp8 %500, %223, %490, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %535 = rocdl.mfma.f32.16x16x32.fp8.fp8 %504, %223, %491, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %536 = rocdl.mfma.f32.16x16x32.fp8.fp8 %508, %223, %492, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %537 = rocdl.mfma.f32.16x16x32.fp8.fp8 %512, %231, %533, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %538 = rocdl.mfma.f32.16x16x32.fp8.fp8 %516, %231, %534, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %539 = rocdl.mfma.f32.16x16x32.fp8.fp8 %520, %231, %535, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %540 = rocdl.mfma.f32.16x16x32.fp8.fp8 %524, %231, %536, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %541 = arith.extui %389 : i32 to i64
            %542 = llvm.inttoptr %541 : i64 to !llvm.ptr<3>
            %543 = llvm.getelementptr %542[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %544 = llvm.load volatile %543 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %545 = arith.extui %389 : i32 to i64
            %546 = llvm.inttoptr %545 : i64 to !llvm.ptr<3>
            %547 = llvm.getelementptr %546[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %548 = llvm.load volatile %547 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %549 = arith.extui %389 : i32 to i64
            %550 = llvm.inttoptr %549 : i64 to !llvm.ptr<3>
            %551 = llvm.getelementptr %550[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %552 = llvm.load volatile %551 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %553 = arith.extui %389 : i32 to i64
            %554 = llvm.inttoptr %553 : i64 to !llvm.ptr<3>
            %555 = llvm.getelementptr %554[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %556 = llvm.load volatile %555 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %557 = arith.extui %389 : i32 to i64
            %558 = llvm.inttoptr %557 : i64 to !llvm.ptr<3>
            %559 = llvm.getelementptr %558[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %560 = llvm.load volatile %559 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %561 = arith.extui %389 : i32 to i64
            %562 = llvm.inttoptr %561 : i64 to !llvm.ptr<3>
            %563 = llvm.getelementptr %562[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %564 = llvm.load volatile %563 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %565 = arith.extui %389 : i32 to i64
            %566 = llvm.inttoptr %565 : i64 to !llvm.ptr<3>
            %567 = llvm.getelementptr %566[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %568 = llvm.load volatile %567 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %569 = arith.extui %389 : i32 to i64
            %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<3>
            %571 = llvm.getelementptr %570[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %572 = llvm.load volatile %571 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c16640_i32 = arith.constant 16640 : i32
            %573 = arith.addi %68, %c16640_i32 : i32
            %c576_i32_151 = arith.constant 576 : i32
            %574 = arith.muli %383#0, %c576_i32_151 : i32
            %575 = arith.addi %574, %47 : i32
            %576 = rocdl.readfirstlane %573 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %576, %575, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c18752_i32 = arith.constant 18752 : i32
            %577 = arith.addi %68, %c18752_i32 : i32
            %c576_i32_152 = arith.constant 576 : i32
            %578 = arith.muli %383#1, %c576_i32_152 : i32
            %579 = arith.addi %578, %47 : i32
            %580 = rocdl.readfirstlane %577 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %580, %579, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %581 = rocdl.mfma.f32.16x16x32.fp8.fp8 %544, %249, %537, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %582 = rocdl.mfma.f32.16x16x32.fp8.fp8 %548, %249, %538, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %583 = rocdl.mfma.f32.16x16x32.fp8.fp8 %552, %249, %539, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %584 = rocdl.mfma.f32.16x16x32.fp8.fp8 %556, %249, %540, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %585 = rocdl.mfma.f32.16x16x32.fp8.fp8 %560, %257, %581, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %586 = rocdl.mfma.f32.16x16x32.fp8.fp8 %564, %257, %582, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %587 = rocdl.mfma.f32.16x16x32.fp8.fp8 %568, %257, %583, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %588 = rocdl.mfma.f32.16x16x32.fp8.fp8 %572, %257, %584, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %589 = arith.extui %389 : i32 to i64
            %590 = llvm.inttoptr %589 : i64 to !llvm.ptr<3>
            %591 = llvm.getelementptr %590[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %592 = llvm.load volatile %591 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %593 = arith.extui %389 : i32 to i64
            %594 = llvm.inttoptr %593 : i64 to !llvm.ptr<3>
            %595 = llvm.getelementptr %594[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %596 = llvm.load volatile %595 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %597 = arith.extui %389 : i32 to i64
            %598 = llvm.inttoptr %597 : i64 to !llvm.ptr<3>
            %599 = llvm.getelementptr %598[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %600 = llvm.load volatile %599 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %601 = arith.extui %389 : i32 to i64
            %602 = llvm.inttoptr %601 : i64 to !llvm.ptr<3>
            %603 = llvm.getelementptr %602[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %604 = llvm.load volatile %603 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %605 = arith.extui %389 : i32 to i64
            %606 = llvm.inttoptr %605 : i64 to !llvm.ptr<3>
            %607 = llvm.getelementptr %606[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %608 = llvm.load volatile %607 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %609 = arith.extui %389 : i32 to i64
            %610 = llvm.inttoptr %609 : i64 to !llvm.ptr<3>
            %611 = llvm.getelementptr %610[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %612 = llvm.load volatile %611 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %613 = arith.extui %389 : i32 to i64
            %614 = llvm.inttoptr %613 : i64 to !llvm.ptr<3>
            %615 = llvm.getelementptr %614[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %616 = llvm.load volatile %615 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %617 = arith.extui %389 : i32 to i64
            %618 = llvm.inttoptr %617 : i64 to !llvm.ptr<3>
            %619 = llvm.getelementptr %618[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %620 = llvm.load volatile %619 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c20800_i32 = arith.constant 20800 : i32
            %621 = arith.addi %68, %c20800_i32 : i32
            %c576_i32_153 = arith.constant 576 : i32
            %622 = arith.muli %383#0, %c576_i32_153 : i32
            %623 = arith.addi %622, %47 : i32
            %624 = rocdl.readfirstlane %621 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %624, %623, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c22912_i32 = arith.constant 22912 : i32
            %625 = arith.addi %68, %c22912_i32 : i32
            %c576_i32_154 = arith.constant 576 : i32
            %626 = arith.muli %383#1, %c576_i32_154 : i32
            %627 = arith.addi %626, %47 : i32
            %628 = rocdl.readfirstlane %625 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %628, %627, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %629 = rocdl.mfma.f32.16x16x32.fp8.fp8 %592, %275, %585, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %630 = rocdl.mfma.f32.16x16x32.fp8.fp8 %596, %275, %586, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %631 = rocdl.mfma.f32.16x16x32.fp8.fp8 %600, %275, %587, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %632 = rocdl.mfma.f32.16x16x32.fp8.fp8 %604, %275, %588, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %633 = rocdl.mfma.f32.16x16x32.fp8.fp8 %608, %283, %629, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %634 = rocdl.mfma.f32.16x16x32.fp8.fp8 %612, %283, %630, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %635 = rocdl.mfma.f32.16x16x32.fp8.fp8 %616, %283, %631, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %636 = rocdl.mfma.f32.16x16x32.fp8.fp8 %620, %283, %632, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %637 = arith.extui %389 : i32 to i64
            %638 = llvm.inttoptr %637 : i64 to !llvm.ptr<3>
            %639 = llvm.getelementptr %638[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %640 = llvm.load volatile %639 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %641 = arith.extui %389 : i32 to i64
            %642 = llvm.inttoptr %641 : i64 to !llvm.ptr<3>
            %643 = llvm.getelementptr %642[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %644 = llvm.load volatile %643 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %645 = arith.extui %389 : i32 to i64
            %646 = llvm.inttoptr %645 : i64 to !llvm.ptr<3>
            %647 = llvm.getelementptr %646[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %648 = llvm.load volatile %647 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %649 = arith.extui %389 : i32 to i64
            %650 = llvm.inttoptr %649 : i64 to !llvm.ptr<3>
            %651 = llvm.getelementptr %650[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %652 = llvm.load volatile %651 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %653 = arith.extui %389 : i32 to i64
            %654 = llvm.inttoptr %653 : i64 to !llvm.ptr<3>
            %655 = llvm.getelementptr %654[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %656 = llvm.load volatile %655 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %657 = arith.extui %389 : i32 to i64
            %658 = llvm.inttoptr %657 : i64 to !llvm.ptr<3>
            %659 = llvm.getelementptr %658[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %660 = llvm.load volatile %659 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %661 = arith.extui %389 : i32 to i64
            %662 = llvm.inttoptr %661 : i64 to !llvm.ptr<3>
            %663 = llvm.getelementptr %662[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %664 = llvm.load volatile %663 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %665 = arith.extui %389 : i32 to i64
            %666 = llvm.inttoptr %665 : i64 to !llvm.ptr<3>
            %667 = llvm.getelementptr %666[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %668 = llvm.load volatile %667 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c24960_i32 = arith.constant 24960 : i32
            %669 = arith.addi %68, %c24960_i32 : i32
            %c576_i32_155 = arith.constant 576 : i32
            %670 = arith.muli %383#0, %c576_i32_155 : i32
            %671 = arith.addi %670, %47 : i32
            %672 = rocdl.readfirstlane %669 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %672, %671, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c27072_i32 = arith.constant 27072 : i32
            %673 = arith.addi %68, %c27072_i32 : i32
            %c576_i32_156 = arith.constant 576 : i32
            %674 = arith.muli %383#1, %c576_i32_156 : i32
            %675 = arith.addi %674, %47 : i32
            %676 = rocdl.readfirstlane %673 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %676, %675, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %677 = rocdl.mfma.f32.16x16x32.fp8.fp8 %640, %301, %633, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %678 = rocdl.mfma.f32.16x16x32.fp8.fp8 %644, %301, %634, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %679 = rocdl.mfma.f32.16x16x32.fp8.fp8 %648, %301, %635, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %680 = rocdl.mfma.f32.16x16x32.fp8.fp8 %652, %301, %636, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %681 = rocdl.mfma.f32.16x16x32.fp8.fp8 %656, %309, %677, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %682 = rocdl.mfma.f32.16x16x32.fp8.fp8 %660, %309, %678, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %683 = rocdl.mfma.f32.16x16x32.fp8.fp8 %664, %309, %679, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %684 = rocdl.mfma.f32.16x16x32.fp8.fp8 %668, %309, %680, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %685 = arith.extui %389 : i32 to i64
            %686 = llvm.inttoptr %685 : i64 to !llvm.ptr<3>
            %687 = llvm.getelementptr %686[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %688 = llvm.load volatile %687 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %689 = arith.extui %389 : i32 to i64
            %690 = llvm.inttoptr %689 : i64 to !llvm.ptr<3>
            %691 = llvm.getelementptr %690[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %692 = llvm.load volatile %691 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %693 = arith.extui %389 : i32 to i64
            %694 = llvm.inttoptr %693 : i64 to !llvm.ptr<3>
            %695 = llvm.getelementptr %694[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %696 = llvm.load volatile %695 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %697 = arith.extui %389 : i32 to i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<3>
            %699 = llvm.getelementptr %698[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %700 = llvm.load volatile %699 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %701 = arith.extui %389 : i32 to i64
            %702 = llvm.inttoptr %701 : i64 to !llvm.ptr<3>
            %703 = llvm.getelementptr %702[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %704 = llvm.load volatile %703 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %705 = arith.extui %389 : i32 to i64
            %706 = llvm.inttoptr %705 : i64 to !llvm.ptr<3>
            %707 = llvm.getelementptr %706[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %708 = llvm.load volatile %707 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %709 = arith.extui %389 : i32 to i64
            %710 = llvm.inttoptr %709 : i64 to !llvm.ptr<3>
            %711 = llvm.getelementptr %710[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %712 = llvm.load volatile %711 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %713 = arith.extui %389 : i32 to i64
            %714 = llvm.inttoptr %713 : i64 to !llvm.ptr<3>
            %715 = llvm.getelementptr %714[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %716 = llvm.load volatile %715 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c29120_i32 = arith.constant 29120 : i32
            %717 = arith.addi %68, %c29120_i32 : i32
            %c576_i32_157 = arith.constant 576 : i32
            %718 = arith.muli %383#0, %c576_i32_157 : i32
            %719 = arith.addi %718, %47 : i32
            %720 = rocdl.readfirstlane %717 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %720, %719, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c31232_i32 = arith.constant 31232 : i32
            %721 = arith.addi %68, %c31232_i32 : i32
            %c576_i32_158 = arith.constant 576 : i32
            %722 = arith.muli %383#1, %c576_i32_158 : i32
            %723 = arith.addi %722, %47 : i32
            %724 = rocdl.readfirstlane %721 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %724, %723, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %725 = rocdl.mfma.f32.16x16x32.fp8.fp8 %688, %327, %681, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %726 = rocdl.mfma.f32.16x16x32.fp8.fp8 %692, %327, %682, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %727 = rocdl.mfma.f32.16x16x32.fp8.fp8 %696, %327, %683, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %728 = rocdl.mfma.f32.16x16x32.fp8.fp8 %700, %327, %684, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %729 = rocdl.mfma.f32.16x16x32.fp8.fp8 %704, %335, %725, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %730 = rocdl.mfma.f32.16x16x32.fp8.fp8 %708, %335, %726, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %731 = rocdl.mfma.f32.16x16x32.fp8.fp8 %712, %335, %727, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %732 = rocdl.mfma.f32.16x16x32.fp8.fp8 %716, %335, %728, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %733 = arith.extui %389 : i32 to i64
            %734 = llvm.inttoptr %733 : i64 to !llvm.ptr<3>
            %735 = llvm.getelementptr %734[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %736 = llvm.load volatile %735 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %737 = arith.extui %389 : i32 to i64
            %738 = llvm.inttoptr %737 : i64 to !llvm.ptr<3>
            %739 = llvm.getelementptr %738[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %740 = llvm.load volatile %739 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %741 = arith.extui %389 : i32 to i64
            %742 = llvm.inttoptr %741 : i64 to !llvm.ptr<3>
            %743 = llvm.getelementptr %742[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %744 = llvm.load volatile %743 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %745 = arith.extui %389 : i32 to i64
            %746 = llvm.inttoptr %745 : i64 to !llvm.ptr<3>
            %747 = llvm.getelementptr %746[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %748 = llvm.load volatile %747 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %749 = arith.extui %389 : i32 to i64
            %750 = llvm.inttoptr %749 : i64 to !llvm.ptr<3>
            %751 = llvm.getelementptr %750[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %752 = llvm.load volatile %751 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %753 = arith.extui %389 : i32 to i64
            %754 = llvm.inttoptr %753 : i64 to !llvm.ptr<3>
            %755 = llvm.getelementptr %754[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %756 = llvm.load volatile %755 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %757 = arith.extui %389 : i32 to i64
            %758 = llvm.inttoptr %757 : i64 to !llvm.ptr<3>
            %759 = llvm.getelementptr %758[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %760 = llvm.load volatile %759 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %761 = arith.extui %389 : i32 to i64
            %762 = llvm.inttoptr %761 : i64 to !llvm.ptr<3>
            %763 = llvm.getelementptr %762[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %764 = llvm.load volatile %763 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c33280_i32 = arith.constant 33280 : i32
            %765 = arith.addi %68, %c33280_i32 : i32
            %c576_i32_159 = arith.constant 576 : i32
            %766 = arith.muli %383#0, %c576_i32_159 : i32
            %767 = arith.addi %766, %47 : i32
            %768 = rocdl.readfirstlane %765 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %768, %767, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %c35392_i32 = arith.constant 35392 : i32
            %769 = arith.addi %68, %c35392_i32 : i32
            %c576_i32_160 = arith.constant 576 : i32
            %770 = arith.muli %383#1, %c576_i32_160 : i32
            %771 = arith.addi %770, %47 : i32
            %772 = rocdl.readfirstlane %769 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %772, %771, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %773 = rocdl.mfma.f32.16x16x32.fp8.fp8 %736, %349, %729, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %774 = rocdl.mfma.f32.16x16x32.fp8.fp8 %740, %349, %730, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %775 = rocdl.mfma.f32.16x16x32.fp8.fp8 %744, %349, %731, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %776 = rocdl.mfma.f32.16x16x32.fp8.fp8 %748, %349, %732, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %777 = rocdl.mfma.f32.16x16x32.fp8.fp8 %752, %357, %773, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %778 = rocdl.mfma.f32.16x16x32.fp8.fp8 %756, %357, %774, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %779 = rocdl.mfma.f32.16x16x32.fp8.fp8 %760, %357, %775, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %780 = rocdl.mfma.f32.16x16x32.fp8.fp8 %764, %357, %776, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %781 = arith.extui %389 : i32 to i64
            %782 = llvm.inttoptr %781 : i64 to !llvm.ptr<3>
            %783 = llvm.getelementptr %782[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %784 = llvm.load volatile %783 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %785 = arith.extui %389 : i32 to i64
            %786 = llvm.inttoptr %785 : i64 to !llvm.ptr<3>
            %787 = llvm.getelementptr %786[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %788 = llvm.load volatile %787 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %789 = arith.extui %389 : i32 to i64
            %790 = llvm.inttoptr %789 : i64 to !llvm.ptr<3>
            %791 = llvm.getelementptr %790[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %792 = llvm.load volatile %791 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %793 = arith.extui %389 : i32 to i64
            %794 = llvm.inttoptr %793 : i64 to !llvm.ptr<3>
            %795 = llvm.getelementptr %794[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %796 = llvm.load volatile %795 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %797 = arith.extui %389 : i32 to i64
            %798 = llvm.inttoptr %797 : i64 to !llvm.ptr<3>
            %799 = llvm.getelementptr %798[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %800 = llvm.load volatile %799 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %801 = arith.extui %389 : i32 to i64
            %802 = llvm.inttoptr %801 : i64 to !llvm.ptr<3>
            %803 = llvm.getelementptr %802[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %804 = llvm.load volatile %803 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %805 = arith.extui %389 : i32 to i64
            %806 = llvm.inttoptr %805 : i64 to !llvm.ptr<3>
            %807 = llvm.getelementptr %806[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %808 = llvm.load volatile %807 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %809 = arith.extui %389 : i32 to i64
            %810 = llvm.inttoptr %809 : i64 to !llvm.ptr<3>
            %811 = llvm.getelementptr %810[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %812 = llvm.load volatile %811 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %813 = rocdl.mfma.f32.16x16x32.fp8.fp8 %784, %371, %777, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %814 = rocdl.mfma.f32.16x16x32.fp8.fp8 %788, %371, %778, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %815 = rocdl.mfma.f32.16x16x32.fp8.fp8 %792, %371, %779, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %816 = rocdl.mfma.f32.16x16x32.fp8.fp8 %796, %371, %780, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %817 = rocdl.mfma.f32.16x16x32.fp8.fp8 %800, %379, %813, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %818 = rocdl.mfma.f32.16x16x32.fp8.fp8 %804, %379, %814, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %819 = rocdl.mfma.f32.16x16x32.fp8.fp8 %808, %379, %815, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %820 = rocdl.mfma.f32.16x16x32.fp8.fp8 %812, %379, %816, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 14
            %821 = vector.extract %817[0] : f32 from vector<4xf32>
            %822 = vector.extract %817[1] : f32 from vector<4xf32>
            %823 = vector.extract %817[2] : f32 from vector<4xf32>
            %824 = vector.extract %817[3] : f32 from vector<4xf32>
            %825 = vector.extract %818[0] : f32 from vector<4xf32>
            %826 = vector.extract %818[1] : f32 from vector<4xf32>
            %827 = vector.extract %818[2] : f32 from vector<4xf32>
            %828 = vector.extract %818[3] : f32 from vector<4xf32>
            %829 = vector.extract %819[0] : f32 from vector<4xf32>
            %830 = vector.extract %819[1] : f32 from vector<4xf32>
            %831 = vector.extract %819[2] : f32 from vector<4xf32>
            %832 = vector.extract %819[3] : f32 from vector<4xf32>
            %833 = vector.extract %820[0] : f32 from vector<4xf32>
            %834 = vector.extract %820[1] : f32 from vector<4xf32>
            %835 = vector.extract %820[2] : f32 from vector<4xf32>
            %836 = vector.extract %820[3] : f32 from vector<4xf32>
            %c-1_i32_161 = arith.constant -1 : i32
            %c-1_i32_162 = arith.constant -1 : i32
            %c-1_i32_163 = arith.constant -1 : i32
            %c-1_i32_164 = arith.constant -1 : i32
            %837:2 = scf.if %385 -> (i32, i32) {
              %965 = arith.index_cast %381 : i32 to index
              %966 = arith.addi %41, %965 : index
              %c0_203 = arith.constant 0 : index
              %967 = arith.addi %41, %c0_203 : index
              %968 = arith.index_cast %381 : i32 to index
              %969 = arith.addi %967, %968 : index
              %970 = arith.index_cast %101 : i32 to index
              %971 = arith.cmpi slt, %969, %970 : index
              %c-1_i32_204 = arith.constant -1 : i32
              %c-1_i32_205 = arith.constant -1 : i32
              %972 = scf.if %971 -> (i32) {
                %981 = arith.index_cast %969 : index to i32
                %c4_i32_209 = arith.constant 4 : i32
                %982 = arith.muli %981, %c4_i32_209 : i32
                %c0_i32_210 = arith.constant 0 : i32
                %983 = rocdl.raw.ptr.buffer.load %12, %982, %c0_i32_210, 0 : i32
                scf.yield %983 : i32
              } else {
                scf.yield %c-1_i32_205 : i32
              }
              %973 = arith.index_cast %381 : i32 to index
              %974 = arith.addi %41, %973 : index
              %c32_206 = arith.constant 32 : index
              %975 = arith.addi %41, %c32_206 : index
              %976 = arith.index_cast %381 : i32 to index
              %977 = arith.addi %975, %976 : index
              %978 = arith.index_cast %101 : i32 to index
              %979 = arith.cmpi slt, %977, %978 : index
              %c-1_i32_207 = arith.constant -1 : i32
              %c-1_i32_208 = arith.constant -1 : i32
              %980 = scf.if %979 -> (i32) {
                %981 = arith.index_cast %977 : index to i32
                %c4_i32_209 = arith.constant 4 : i32
                %982 = arith.muli %981, %c4_i32_209 : i32
                %c0_i32_210 = arith.constant 0 : i32
                %983 = rocdl.raw.ptr.buffer.load %12, %982, %c0_i32_210, 0 : i32
                scf.yield %983 : i32
              } else {
                scf.yield %c-1_i32_208 : i32
              }
              scf.yield %972, %980 : i32, i32
            } else {
              scf.yield %c-1_i32_163, %c-1_i32_164 : i32, i32
            }
            %c16_165 = arith.constant 16 : index
            %838 = arith.divui %25, %c16_165 : index
            %c4_166 = arith.constant 4 : index
            %839 = arith.muli %838, %c4_166 : index
            %840 = arith.index_cast %100 : i32 to index
            %841 = arith.addi %839, %840 : index
            %842 = arith.mulf %821, %arg8 fastmath<fast> : f32
            %843 = arith.mulf %822, %arg8 fastmath<fast> : f32
            %844 = arith.mulf %823, %arg8 fastmath<fast> : f32
            %845 = arith.mulf %824, %arg8 fastmath<fast> : f32
            %846 = arith.mulf %825, %arg8 fastmath<fast> : f32
            %847 = arith.mulf %826, %arg8 fastmath<fast> : f32
            %848 = arith.mulf %827, %arg8 fastmath<fast> : f32
            %849 = arith.mulf %828, %arg8 fastmath<fast> : f32
            %850 = arith.mulf %829, %arg8 fastmath<fast> : f32
            %851 = arith.mulf %830, %arg8 fastmath<fast> : f32
            %852 = arith.mulf %831, %arg8 fastmath<fast> : f32
            %853 = arith.mulf %832, %arg8 fastmath<fast> : f32
            %854 = arith.mulf %833, %arg8 fastmath<fast> : f32
            %855 = arith.mulf %834, %arg8 fastmath<fast> : f32
            %856 = arith.mulf %835, %arg8 fastmath<fast> : f32
            %857 = arith.mulf %836, %arg8 fastmath<fast> : f32
            %858 = arith.maxnumf %842, %843 fastmath<contract> : f32
            %859 = arith.maxnumf %858, %844 fastmath<contract> : f32
            %860 = arith.maxnumf %859, %845 fastmath<contract> : f32
            %861 = arith.maxnumf %860, %846 fastmath<contract> : f32
            %862 = arith.maxnumf %861, %847 fastmath<contract> : f32
            %863 = arith.maxnumf %862, %848 fastmath<contract> : f32
            %864 = arith.maxnumf %863, %849 fastmath<contract> : f32
            %865 = arith.maxnumf %864, %850 fastmath<contract> : f32
            %866 = arith.maxnumf %865, %851 fastmath<contract> : f32
            %867 = arith.maxnumf %866, %852 fastmath<contract> : f32
            %868 = arith.maxnumf %867, %853 fastmath<contract> : f32
            %869 = arith.maxnumf %868, %854 fastmath<contract> : f32
            %870 = arith.maxnumf %869, %855 fastmath<contract> : f32
            %871 = arith.maxnumf %870, %856 fastmath<contract> : f32
            %872 = arith.maxnumf %871, %857 fastmath<contract> : f32
            %873 = arith.bitcast %872 : f32 to i32
            %c32_i32_167 = arith.constant 32 : i32
            %c64_i32_168 = arith.constant 64 : i32
            %shuffleResult, %valid = gpu.shuffle xor %873, %c32_i32_167, %c64_i32_168 : i32
            %874 = arith.bitcast %shuffleResult : i32 to f32
            %875 = arith.maxnumf %872, %874 fastmath<contract> : f32
            %876 = arith.bitcast %875 : f32 to i32
            %c16_i32 = arith.constant 16 : i32
            %c64_i32_169 = arith.constant 64 : i32
            %shuffleResult_170, %valid_171 = gpu.shuffle xor %876, %c16_i32, %c64_i32_169 : i32
            %877 = arith.bitcast %shuffleResult_170 : i32 to f32
            %878 = arith.maxnumf %875, %877 fastmath<contract> : f32
            %879 = arith.subf %842, %878 fastmath<fast> : f32
            %cst_172 = arith.constant 1.44269502 : f32
            %880 = arith.mulf %879, %cst_172 fastmath<fast> : f32
            %881 = rocdl.exp2 %880 f32 -> f32
            %cst_173 = arith.constant 0.000000e+00 : f32
            %882 = arith.addf %cst_173, %881 fastmath<fast> : f32
            %883 = arith.subf %843, %878 fastmath<fast> : f32
            %cst_174 = arith.constant 1.44269502 : f32
            %884 = arith.mulf %883, %cst_174 fastmath<fast> : f32
            %885 = rocdl.exp2 %884 f32 -> f32
            %886 = arith.addf %882, %885 fastmath<fast> : f32
            %887 = arith.subf %844, %878 fastmath<fast> : f32
            %cst_175 = arith.constant 1.44269502 : f32
            %888 = arith.mulf %887, %cst_175 fastmath<fast> : f32
            %889 = rocdl.exp2 %888 f32 -> f32
            %890 = arith.addf %886, %889 fastmath<fast> : f32
            %891 = arith.subf %845, %878 fastmath<fast> : f32
            %cst_176 = arith.constant 1.44269502 : f32
            %892 = arith.mulf %891, %cst_176 fastmath<fast> : f32
            %893 = rocdl.exp2 %892 f32 -> f32
            %894 = arith.addf %890, %893 fastmath<fast> : f32
            %895 = arith.subf %846, %878 fastmath<fast> : f32
            %cst_177 = arith.constant 1.44269502 : f32
            %896 = arith.mulf %895, %cst_177 fastmath<fast> : f32
            %897 = rocdl.exp2 %896 f32 -> f32
            %898 = arith.addf %894, %897 fastmath<fast> : f32
            %899 = arith.subf %847, %878 fastmath<fast> : f32
            %cst_178 = arith.constant 1.44269502 : f32
            %900 = arith.mulf %899, %cst_178 fastmath<fast> : f32
            %901 = rocdl.exp2 %900 f32 -> f32
            %902 = arith.addf %898, %901 fastmath<fast> : f32
            %903 = arith.subf %848, %878 fastmath<fast> : f32
            %cst_179 = arith.constant 1.44269502 : f32
            %904 = arith.mulf %903, %cst_179 fastmath<fast> : f32
            %905 = rocdl.exp2 %904 f32 -> f32
            %906 = arith.addf %902, %905 fastmath<fast> : f32
            %907 = arith.subf %849, %878 fastmath<fast> : f32
            %cst_180 = arith.constant 1.44269502 : f32
            %908 = arith.mulf %907, %cst_180 fastmath<fast> : f32
            %909 = rocdl.exp2 %908 f32 -> f32
            %910 = arith.addf %906, %909 fastmath<fast> : f32
            %911 = arith.subf %850, %878 fastmath<fast> : f32
            %cst_181 = arith.constant 1.44269502 : f32
            %912 = arith.mulf %911, %cst_181 fastmath<fast> : f32
            %913 = rocdl.exp2 %912 f32 -> f32
            %914 = arith.addf %910, %913 fastmath<fast> : f32
            %915 = arith.subf %851, %878 fastmath<fast> : f32
            %cst_182 = arith.constant 1.44269502 : f32
            %916 = arith.mulf %915, %cst_182 fastmath<fast> : f32
            %917 = rocdl.exp2 %916 f32 -> f32
            %918 = arith.addf %914, %917 fastmath<fast> : f32
            %919 = arith.subf %852, %878 fastmath<fast> : f32
            %cst_183 = arith.constant 1.44269502 : f32
            %920 = arith.mulf %919, %cst_183 fastmath<fast> : f32
            %921 = rocdl.exp2 %920 f32 -> f32
            %922 = arith.addf %918, %921 fastmath<fast> : f32
            %923 = arith.subf %853, %878 fastmath<fast> : f32
            %cst_184 = arith.constant 1.44269502 : f32
            %924 = arith.mulf %923, %cst_184 fastmath<fast> : f32
            %925 = rocdl.exp2 %924 f32 -> f32
            %926 = arith.addf %922, %925 fastmath<fast> : f32
            %927 = arith.subf %854, %878 fastmath<fast> : f32
            %cst_185 = arith.constant 1.44269502 : f32
            %928 = arith.mulf %927, %cst_185 fastmath<fast> : f32
            %929 = rocdl.exp2 %928 f32 -> f32
            %930 = arith.addf %926, %929 fastmath<fast> : f32
            %931 = arith.subf %855, %878 fastmath<fast> : f32
            %cst_186 = arith.constant 1.44269502 : f32
            %932 = arith.mulf %931, %cst_186 fastmath<fast> : f32
            %933 = rocdl.exp2 %932 f32 -> f32
            %934 = arith.addf %930, %933 fastmath<fast> : f32
            %935 = arith.subf %856, %878 fastmath<fast> : f32
            %cst_187 = arith.constant 1.44269502 : f32
            %936 = arith.mulf %935, %cst_187 fastmath<fast> : f32
            %937 = rocdl.exp2 %936 f32 -> f32
            %938 = arith.addf %934, %937 fastmath<fast> : f32
            %939 = arith.subf %857, %878 fastmath<fast> : f32
            %cst_188 = arith.constant 1.44269502 : f32
            %940 = arith.mulf %939, %cst_188 fastmath<fast> : f32
            %941 = rocdl.exp2 %940 f32 -> f32
            %942 = arith.addf %938, %941 fastmath<fast> : f32
            %943 = arith.bitcast %942 : f32 to i32
            %c32_i32_189 = arith.constant 32 : i32
            %c64_i32_190 = arith.constant 64 : i32
            %shuffleResult_191, %valid_192 = gpu.shuffle xor %943, %c32_i32_189, %c64_i32_190 : i32
            %944 = arith.bitcast %shuffleResult_191 : i32 to f32
            %945 = arith.addf %942, %944 fastmath<fast> : f32
            %946 = arith.bitcast %945 : f32 to i32
            %c16_i32_193 = arith.constant 16 : i32
            %c64_i32_194 = arith.constant 64 : i32
            %shuffleResult_195, %valid_196 = gpu.shuffle xor %946, %c16_i32_193, %c64_i32_194 : i32
            %947 = arith.bitcast %shuffleResult_195 : i32 to f32
            %948 = arith.addf %945, %947 fastmath<fast> : f32
            %c0_i32_197 = arith.constant 0 : i32
            %949 = rocdl.cvt.pk.fp8.f32 %881, %885 -> %c0_i32_197[false] : i32
            %950 = rocdl.cvt.pk.fp8.f32 %889, %893 -> %949[true] : i32
            %c0_i32_198 = arith.constant 0 : i32
            %951 = rocdl.cvt.pk.fp8.f32 %897, %901 -> %c0_i32_198[false] : i32
            %952 = rocdl.cvt.pk.fp8.f32 %905, %909 -> %951[true] : i32
            %953 = arith.extui %950 : i32 to i64
            %954 = arith.extui %952 : i32 to i64
            %c32_i64 = arith.constant 32 : i64
            %955 = arith.shli %954, %c32_i64 : i64
            %956 = arith.ori %953, %955 : i64
            %c0_i32_199 = arith.constant 0 : i32
            %957 = rocdl.cvt.pk.fp8.f32 %913, %917 -> %c0_i32_199[false] : i32
            %958 = rocdl.cvt.pk.fp8.f32 %921, %925 -> %957[true] : i32
            %c0_i32_200 = arith.constant 0 : i32
            %959 = rocdl.cvt.pk.fp8.f32 %929, %933 -> %c0_i32_200[false] : i32
            %960 = rocdl.cvt.pk.fp8.f32 %937, %941 -> %959[true] : i32
            %961 = arith.extui %958 : i32 to i64
            %962 = arith.extui %960 : i32 to i64
            %c32_i64_201 = arith.constant 32 : i64
            %963 = arith.shli %962, %c32_i64_201 : i64
            %964 = arith.ori %961, %963 : i64
            %cst_202 = arith.constant 1.000000e+00 : f32
            scf.yield %878, %948, %956, %964, %cst_202, %837#0, %837#1 : f32, f32, i64, i64, f32, i32, i32
          }
          scf.yield %387#0, %387#1, %387#2, %387#3, %387#4, %387#5, %387#6 : f32, f32, i64, i64, f32, i32, i32
        } else {
          llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          %387 = arith.addi %57, %56 : index
          %388 = arith.index_cast %387 : index to i32
          %389 = arith.extui %388 : i32 to i64
          %390 = llvm.inttoptr %389 : i64 to !llvm.ptr<3>
          %391 = llvm.load volatile %390 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %392 = arith.extui %388 : i32 to i64
          %393 = llvm.inttoptr %392 : i64 to !llvm.ptr<3>
          %394 = llvm.getelementptr %393[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %395 = llvm.load volatile %394 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %396 = arith.extui %388 : i32 to i64
          %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<3>
          %398 = llvm.getelementptr %397[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %399 = llvm.load volatile %398 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %400 = arith.extui %388 : i32 to i64
          %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<3>
          %402 = llvm.getelementptr %401[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %403 = llvm.load volatile %402 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %404 = arith.extui %388 : i32 to i64
          %405 = llvm.inttoptr %404 : i64 to !llvm.ptr<3>
          %406 = llvm.getelementptr %405[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %407 = llvm.load volatile %406 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %408 = arith.extui %388 : i32 to i64
          %409 = llvm.inttoptr %408 : i64 to !llvm.ptr<3>
          %410 = llvm.getelementptr %409[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %411 = llvm.load volatile %410 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %412 = arith.extui %388 : i32 to i64
          %413 = llvm.inttoptr %412 : i64 to !llvm.ptr<3>
          %414 = llvm.getelementptr %413[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %415 = llvm.load volatile %414 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %416 = arith.extui %388 : i32 to i64
          %417 = llvm.inttoptr %416 : i64 to !llvm.ptr<3>
          %418 = llvm.getelementptr %417[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %419 = llvm.load volatile %418 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %420 = rocdl.mfma.f32.16x16x32.fp8.fp8 %391, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %421 = rocdl.mfma.f32.16x16x32.fp8.fp8 %395, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %422 = rocdl.mfma.f32.16x16x32.fp8.fp8 %399, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %423 = rocdl.mfma.f32.16x16x32.fp8.fp8 %403, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 15
          rocdl.s.waitcnt 49279
          %424 = rocdl.mfma.f32.16x16x32.fp8.fp8 %407, %179, %420, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %425 = rocdl.mfma.f32.16x16x32.fp8.fp8 %411, %179, %421, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %426 = rocdl.mfma.f32.16x16x32.fp8.fp8 %415, %179, %422, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %427 = rocdl.mfma.f32.16x16x32.fp8.fp8 %419, %179, %423, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %428 = arith.extui %388 : i32 to i64
          %429 = llvm.inttoptr %428 : i64 to !llvm.ptr<3>
          %430 = llvm.getelementptr %429[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %431 = llvm.load volatile %430 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %432 = arith.extui %388 : i32 to i64
          %433 = llvm.inttoptr %432 : i64 to !llvm.ptr<3>
          %434 = llvm.getelementptr %433[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %435 = llvm.load volatile %434 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %436 = arith.extui %388 : i32 to i64
          %437 = llvm.inttoptr %436 : i64 to !llvm.ptr<3>
          %438 = llvm.getelementptr %437[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %439 = llvm.load volatile %438 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %440 = arith.extui %388 : i32 to i64
          %441 = llvm.inttoptr %440 : i64 to !llvm.ptr<3>
          %442 = llvm.getelementptr %441[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %443 = llvm.load volatile %442 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %444 = arith.extui %388 : i32 to i64
          %445 = llvm.inttoptr %444 : i64 to !llvm.ptr<3>
          %446 = llvm.getelementptr %445[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %447 = llvm.load volatile %446 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %448 = arith.extui %388 : i32 to i64
          %449 = llvm.inttoptr %448 : i64 to !llvm.ptr<3>
          %450 = llvm.getelementptr %449[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %451 = llvm.load volatile %450 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %452 = arith.extui %388 : i32 to i64
          %453 = llvm.inttoptr %452 : i64 to !llvm.ptr<3>
          %454 = llvm.getelementptr %453[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %455 = llvm.load volatile %454 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %456 = arith.extui %388 : i32 to i64
          %457 = llvm.inttoptr %456 : i64 to !llvm.ptr<3>
          %458 = llvm.getelementptr %457[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %459 = llvm.load volatile %458 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %460 = rocdl.mfma.f32.16x16x32.fp8.fp8 %431, %197, %424, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %461 = rocdl.mfma.f32.16x16x32.fp8.fp8 %435, %197, %425, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %462 = rocdl.mfma.f32.16x16x32.fp8.fp8 %439, %197, %426, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %463 = rocdl.mfma.f32.16x16x32.fp8.fp8 %443, %197, %427, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %464 = rocdl.mfma.f32.16x16x32.fp8.fp8 %447, %205, %460, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %465 = rocdl.mfma.f32.16x16x32.fp8.fp8 %451, %205, %461, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %466 = rocdl.mfma.f32.16x16x32.fp8.fp8 %455, %205, %462, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %467 = rocdl.mfma.f32.16x16x32.fp8.fp8 %459, %205, %463, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %468 = arith.extui %388 : i32 to i64
          %469 = llvm.inttoptr %468 : i64 to !llvm.ptr<3>
          %470 = llvm.getelementptr %469[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %471 = llvm.load volatile %470 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %472 = arith.extui %388 : i32 to i64
          %473 = llvm.inttoptr %472 : i64 to !llvm.ptr<3>
          %474 = llvm.getelementptr %473[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %475 = llvm.load volatile %474 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %476 = arith.extui %388 : i32 to i64
          %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<3>
          %478 = llvm.getelementptr %477[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %479 = llvm.load volatile %478 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %480 = arith.extui %388 : i32 to i64
          %481 = llvm.inttoptr %480 : i64 to !llvm.ptr<3>
          %482 = llvm.getelementptr %481[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %483 = llvm.load volatile %482 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %484 = arith.extui %388 : i32 to i64
          %485 = llvm.inttoptr %484 : i64 to !llvm.ptr<3>
          %486 = llvm.getelementptr %485[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %487 = llvm.load volatile %486 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %488 = arith.extui %388 : i32 to i64
          %489 = llvm.inttoptr %488 : i64 to !llvm.ptr<3>
          %490 = llvm.getelementptr %489[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %491 = llvm.load volatile %490 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %492 = arith.extui %388 : i32 to i64
          %493 = llvm.inttoptr %492 : i64 to !llvm.ptr<3>
          %494 = llvm.getelementptr %493[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %495 = llvm.load volatile %494 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %496 = arith.extui %388 : i32 to i64
          %497 = llvm.inttoptr %496 : i64 to !llvm.ptr<3>
          %498 = llvm.getelementptr %497[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %499 = llvm.load volatile %498 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %500 = rocdl.mfma.f32.16x16x32.fp8.fp8 %471, %223, %464, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %501 = rocdl.mfma.f32.16x16x32.fp8.fp8 %475, %223, %465, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %502 = rocdl.mfma.f32.16x16x32.fp8.fp8 %479, %223, %466, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %503 = rocdl.mfma.f32.16x16x32.fp8.fp8 %483, %223, %467, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %504 = rocdl.mfma.f32.16x16x32.fp8.fp8 %487, %231, %500, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %505 = rocdl.mfma.f32.16x16x32.fp8.fp8 %491, %231, %501, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %506 = rocdl.mfma.f32.16x16x32.fp8.fp8 %495, %231, %502, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %507 = rocdl.mfma.f32.16x16x32.fp8.fp8 %499, %231, %503, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %508 = arith.extui %388 : i32 to i64
          %509 = llvm.inttoptr %508 : i64 to !llvm.ptr<3>
          %510 = llvm.getelementptr %509[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %511 = llvm.load volatile %510 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %512 = arith.extui %388 : i32 to i64
          %513 = llvm.inttoptr %512 : i64 to !llvm.ptr<3>
          %514 = llvm.getelementptr %513[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %515 = llvm.load volatile %514 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %516 = arith.extui %388 : i32 to i64
          %517 = llvm.inttoptr %516 : i64 to !llvm.ptr<3>
          %518 = llvm.getelementptr %517[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %519 = llvm.load volatile %518 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %520 = arith.extui %388 : i32 to i64
          %521 = llvm.inttoptr %520 : i64 to !llvm.ptr<3>
          %522 = llvm.getelementptr %521[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %523 = llvm.load volatile %522 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %524 = arith.extui %388 : i32 to i64
          %525 = llvm.inttoptr %524 : i64 to !llvm.ptr<3>
          %526 = llvm.getelementptr %525[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %527 = llvm.load volatile %526 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %528 = arith.extui %388 : i32 to i64
          %529 = llvm.inttoptr %528 : i64 to !llvm.ptr<3>
          %530 = llvm.getelementptr %529[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %531 = llvm.load volatile %530 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %532 = arith.extui %388 : i32 to i64
          %533 = llvm.inttoptr %532 : i64 to !llvm.ptr<3>
          %534 = llvm.getelementptr %533[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %535 = llvm.load volatile %534 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %536 = arith.extui %388 : i32 to i64
          %537 = llvm.inttoptr %536 : i64 to !llvm.ptr<3>
          %538 = llvm.getelementptr %537[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %539 = llvm.load volatile %538 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %540 = rocdl.mfma.f32.16x16x32.fp8.fp8 %511, %249, %504, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %541 = rocdl.mfma.f32.16x16x32.fp8.fp8 %515, %249, %505, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %542 = rocdl.mfma.f32.16x16x32.fp8.fp8 %519, %249, %506, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %543 = rocdl.mfma.f32.16x16x32.fp8.fp8 %523, %249, %507, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %544 = rocdl.mfma.f32.16x16x32.fp8.fp8 %527, %257, %540, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %545 = rocdl.mfma.f32.16x16x32.fp8.fp8 %531, %257, %541, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %546 = rocdl.mfma.f32.16x16x32.fp8.fp8 %535, %257, %542, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %547 = rocdl.mfma.f32.16x16x32.fp8.fp8 %539, %257, %543, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %548 = arith.extui %388 : i32 to i64
          %549 = llvm.inttoptr %548 : i64 to !llvm.ptr<3>
          %550 = llvm.getelementptr %549[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %551 = llvm.load volatile %550 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %552 = arith.extui %388 : i32 to i64
          %553 = llvm.inttoptr %552 : i64 to !llvm.ptr<3>
          %554 = llvm.getelementptr %553[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %555 = llvm.load volatile %554 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %556 = arith.extui %388 : i32 to i64
          %557 = llvm.inttoptr %556 : i64 to !llvm.ptr<3>
          %558 = llvm.getelementptr %557[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %559 = llvm.load volatile %558 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %560 = arith.extui %388 : i32 to i64
          %561 = llvm.inttoptr %560 : i64 to !llvm.ptr<3>
          %562 = llvm.getelementptr %561[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %563 = llvm.load volatile %562 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %564 = arith.extui %388 : i32 to i64
          %565 = llvm.inttoptr %564 : i64 to !llvm.ptr<3>
          %566 = llvm.getelementptr %565[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %567 = llvm.load volatile %566 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %568 = arith.extui %388 : i32 to i64
          %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<3>
          %570 = llvm.getelementptr %569[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %571 = llvm.load volatile %570 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %572 = arith.extui %388 : i32 to i64
          %573 = llvm.inttoptr %572 : i64 to !llvm.ptr<3>
          %574 = llvm.getelementptr %573[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %575 = llvm.load volatile %574 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %576 = arith.extui %388 : i32 to i64
          %577 = llvm.inttoptr %576 : i64 to !llvm.ptr<3>
          %578 = llvm.getelementptr %577[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %579 = llvm.load volatile %578 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %580 = rocdl.mfma.f32.16x16x32.fp8.fp8 %551, %275, %544, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %581 = rocdl.mfma.f32.16x16x32.fp8.fp8 %555, %275, %545, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %582 = rocdl.mfma.f32.16x16x32.fp8.fp8 %559, %275, %546, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %583 = rocdl.mfma.f32.16x16x32.fp8.fp8 %563, %275, %547, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %584 = rocdl.mfma.f32.16x16x32.fp8.fp8 %567, %283, %580, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %585 = rocdl.mfma.f32.16x16x32.fp8.fp8 %571, %283, %581, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %586 = rocdl.mfma.f32.16x16x32.fp8.fp8 %575, %283, %582, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %587 = rocdl.mfma.f32.16x16x32.fp8.fp8 %579, %283, %583, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %588 = arith.extui %388 : i32 to i64
          %589 = llvm.inttoptr %588 : i64 to !llvm.ptr<3>
          %590 = llvm.getelementptr %589[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %591 = llvm.load volatile %590 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %592 = arith.extui %388 : i32 to i64
          %593 = llvm.inttoptr %592 : i64 to !llvm.ptr<3>
          %594 = llvm.getelementptr %593[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %595 = llvm.load volatile %594 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %596 = arith.extui %388 : i32 to i64
          %597 = llvm.inttoptr %596 : i64 to !llvm.ptr<3>
          %598 = llvm.getelementptr %597[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %599 = llvm.load volatile %598 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %600 = arith.extui %388 : i32 to i64
          %601 = llvm.inttoptr %600 : i64 to !llvm.ptr<3>
          %602 = llvm.getelementptr %601[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %603 = llvm.load volatile %602 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %604 = arith.extui %388 : i32 to i64
          %605 = llvm.inttoptr %604 : i64 to !llvm.ptr<3>
          %606 = llvm.getelementptr %605[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %607 = llvm.load volatile %606 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %608 = arith.extui %388 : i32 to i64
          %609 = llvm.inttoptr %608 : i64 to !llvm.ptr<3>
          %610 = llvm.getelementptr %609[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %611 = llvm.load volatile %610 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %612 = arith.extui %388 : i32 to i64
          %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<3>
          %614 = llvm.getelementptr %613[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %615 = llvm.load volatile %614 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %616 = arith.extui %388 : i32 to i64
          %617 = llvm.inttoptr %616 : i64 to !llvm.ptr<3>
          %618 = llvm.getelementptr %617[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %619 = llvm.load volatile %618 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %620 = rocdl.mfma.f32.16x16x32.fp8.fp8 %591, %301, %584, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %621 = rocdl.mfma.f32.16x16x32.fp8.fp8 %595, %301, %585, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %622 = rocdl.mfma.f32.16x16x32.fp8.fp8 %599, %301, %586, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %623 = rocdl.mfma.f32.16x16x32.fp8.fp8 %603, %301, %587, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %624 = rocdl.mfma.f32.16x16x32.fp8.fp8 %607, %309, %620, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %625 = rocdl.mfma.f32.16x16x32.fp8.fp8 %611, %309, %621, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %626 = rocdl.mfma.f32.16x16x32.fp8.fp8 %615, %309, %622, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %627 = rocdl.mfma.f32.16x16x32.fp8.fp8 %619, %309, %623, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %628 = arith.extui %388 : i32 to i64
          %629 = llvm.inttoptr %628 : i64 to !llvm.ptr<3>
          %630 = llvm.getelementptr %629[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %631 = llvm.load volatile %630 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %632 = arith.extui %388 : i32 to i64
          %633 = llvm.inttoptr %632 : i64 to !llvm.ptr<3>
          %634 = llvm.getelementptr %633[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %635 = llvm.load volatile %634 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %636 = arith.extui %388 : i32 to i64
          %637 = llvm.inttoptr %636 : i64 to !llvm.ptr<3>
          %638 = llvm.getelementptr %637[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %639 = llvm.load volatile %638 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %640 = arith.extui %388 : i32 to i64
          %641 = llvm.inttoptr %640 : i64 to !llvm.ptr<3>
          %642 = llvm.getelementptr %641[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %643 = llvm.load volatile %642 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %644 = arith.extui %388 : i32 to i64
          %645 = llvm.inttoptr %644 : i64 to !llvm.ptr<3>
          %646 = llvm.getelementptr %645[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %647 = llvm.load volatile %646 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %648 = arith.extui %388 : i32 to i64
          %649 = llvm.inttoptr %648 : i64 to !llvm.ptr<3>
          %650 = llvm.getelementptr %649[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %651 = llvm.load volatile %650 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %652 = arith.extui %388 : i32 to i64
          %653 = llvm.inttoptr %652 : i64 to !llvm.ptr<3>
          %654 = llvm.getelementptr %653[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %655 = llvm.load volatile %654 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %656 = arith.extui %388 : i32 to i64
          %657 = llvm.inttoptr %656 : i64 to !llvm.ptr<3>
          %658 = llvm.getelementptr %657[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %659 = llvm.load volatile %658 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %660 = rocdl.mfma.f32.16x16x32.fp8.fp8 %631, %327, %624, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %661 = rocdl.mfma.f32.16x16x32.fp8.fp8 %635, %327, %625, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %662 = rocdl.mfma.f32.16x16x32.fp8.fp8 %639, %327, %626, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %663 = rocdl.mfma.f32.16x16x32.fp8.fp8 %643, %327, %627, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %664 = rocdl.mfma.f32.16x16x32.fp8.fp8 %647, %335, %660, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %665 = rocdl.mfma.f32.16x16x32.fp8.fp8 %651, %335, %661, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %666 = rocdl.mfma.f32.16x16x32.fp8.fp8 %655, %335, %662, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %667 = rocdl.mfma.f32.16x16x32.fp8.fp8 %659, %335, %663, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %668 = arith.extui %388 : i32 to i64
          %669 = llvm.inttoptr %668 : i64 to !llvm.ptr<3>
          %670 = llvm.getelementptr %669[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %671 = llvm.load volatile %670 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %672 = arith.extui %388 : i32 to i64
          %673 = llvm.inttoptr %672 : i64 to !llvm.ptr<3>
          %674 = llvm.getelementptr %673[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %675 = llvm.load volatile %674 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %676 = arith.extui %388 : i32 to i64
          %677 = llvm.inttoptr %676 : i64 to !llvm.ptr<3>
          %678 = llvm.getelementptr %677[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %679 = llvm.load volatile %678 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %680 = arith.extui %388 : i32 to i64
          %681 = llvm.inttoptr %680 : i64 to !llvm.ptr<3>
          %682 = llvm.getelementptr %681[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %683 = llvm.load volatile %682 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %684 = arith.extui %388 : i32 to i64
          %685 = llvm.inttoptr %684 : i64 to !llvm.ptr<3>
          %686 = llvm.getelementptr %685[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %687 = llvm.load volatile %686 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %688 = arith.extui %388 : i32 to i64
          %689 = llvm.inttoptr %688 : i64 to !llvm.ptr<3>
          %690 = llvm.getelementptr %689[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %691 = llvm.load volatile %690 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %692 = arith.extui %388 : i32 to i64
          %693 = llvm.inttoptr %692 : i64 to !llvm.ptr<3>
          %694 = llvm.getelementptr %693[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %695 = llvm.load volatile %694 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %696 = arith.extui %388 : i32 to i64
          %697 = llvm.inttoptr %696 : i64 to !llvm.ptr<3>
          %698 = llvm.getelementptr %697[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %699 = llvm.load volatile %698 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %700 = rocdl.mfma.f32.16x16x32.fp8.fp8 %671, %349, %664, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %701 = rocdl.mfma.f32.16x16x32.fp8.fp8 %675, %349, %665, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %702 = rocdl.mfma.f32.16x16x32.fp8.fp8 %679, %349, %666, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %703 = rocdl.mfma.f32.16x16x32.fp8.fp8 %683, %349, %667, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %704 = rocdl.mfma.f32.16x16x32.fp8.fp8 %687, %357, %700, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %705 = rocdl.mfma.f32.16x16x32.fp8.fp8 %691, %357, %701, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %706 = rocdl.mfma.f32.16x16x32.fp8.fp8 %695, %357, %702, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %707 = rocdl.mfma.f32.16x16x32.fp8.fp8 %699, %357, %703, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %708 = arith.extui %388 : i32 to i64
          %709 = llvm.inttoptr %708 : i64 to !llvm.ptr<3>
          %710 = llvm.getelementptr %709[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %711 = llvm.load volatile %710 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %712 = arith.extui %388 : i32 to i64
          %713 = llvm.inttoptr %712 : i64 to !llvm.ptr<3>
          %714 = llvm.getelementptr %713[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %715 = llvm.load volatile %714 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %716 = arith.extui %388 : i32 to i64
          %717 = llvm.inttoptr %716 : i64 to !llvm.ptr<3>
          %718 = llvm.getelementptr %717[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %719 = llvm.load volatile %718 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %720 = arith.extui %388 : i32 to i64
          %721 = llvm.inttoptr %720 : i64 to !llvm.ptr<3>
          %722 = llvm.getelementptr %721[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %723 = llvm.load volatile %722 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %724 = arith.extui %388 : i32 to i64
          %725 = llvm.inttoptr %724 : i64 to !llvm.ptr<3>
          %726 = llvm.getelementptr %725[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %727 = llvm.load volatile %726 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %728 = arith.extui %388 : i32 to i64
          %729 = llvm.inttoptr %728 : i64 to !llvm.ptr<3>
          %730 = llvm.getelementptr %729[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %731 = llvm.load volatile %730 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %732 = arith.extui %388 : i32 to i64
          %733 = llvm.inttoptr %732 : i64 to !llvm.ptr<3>
          %734 = llvm.getelementptr %733[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %735 = llvm.load volatile %734 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %736 = arith.extui %388 : i32 to i64
          %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<3>
          %738 = llvm.getelementptr %737[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %739 = llvm.load volatile %738 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %740 = rocdl.mfma.f32.16x16x32.fp8.fp8 %711, %371, %704, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %741 = rocdl.mfma.f32.16x16x32.fp8.fp8 %715, %371, %705, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %742 = rocdl.mfma.f32.16x16x32.fp8.fp8 %719, %371, %706, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %743 = rocdl.mfma.f32.16x16x32.fp8.fp8 %723, %371, %707, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %744 = rocdl.mfma.f32.16x16x32.fp8.fp8 %727, %379, %740, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %745 = rocdl.mfma.f32.16x16x32.fp8.fp8 %731, %379, %741, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %746 = rocdl.mfma.f32.16x16x32.fp8.fp8 %735, %379, %742, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %747 = rocdl.mfma.f32.16x16x32.fp8.fp8 %739, %379, %743, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 14
          %748 = vector.extract %744[0] : f32 from vector<4xf32>
          %749 = vector.extract %744[1] : f32 from vector<4xf32>
          %750 = vector.extract %744[2] : f32 from vector<4xf32>
          %751 = vector.extract %744[3] : f32 from vector<4xf32>
          %752 = vector.extract %745[0] : f32 from vector<4xf32>
          %753 = vector.extract %745[1] : f32 from vector<4xf32>
          %754 = vector.extract %745[2] : f32 from vector<4xf32>
          %755 = vector.extract %745[3] : f32 from vector<4xf32>
          %756 = vector.extract %746[0] : f32 from vector<4xf32>
          %757 = vector.extract %746[1] : f32 from vector<4xf32>
          %758 = vector.extract %746[2] : f32 from vector<4xf32>
          %759 = vector.extract %746[3] : f32 from vector<4xf32>
          %760 = vector.extract %747[0] : f32 from vector<4xf32>
          %761 = vector.extract %747[1] : f32 from vector<4xf32>
          %762 = vector.extract %747[2] : f32 from vector<4xf32>
          %763 = vector.extract %747[3] : f32 from vector<4xf32>
          %c16_143 = arith.constant 16 : index
          %764 = arith.divui %25, %c16_143 : index
          %c4_144 = arith.constant 4 : index
          %765 = arith.muli %764, %c4_144 : index
          %766 = arith.index_cast %100 : i32 to index
          %767 = arith.addi %765, %766 : index
          %768 = arith.mulf %748, %arg8 fastmath<fast> : f32
          %769 = arith.mulf %749, %arg8 fastmath<fast> : f32
          %770 = arith.mulf %750, %arg8 fastmath<fast> : f32
          %771 = arith.mulf %751, %arg8 fastmath<fast> : f32
          %772 = arith.mulf %752, %arg8 fastmath<fast> : f32
          %773 = arith.mulf %753, %arg8 fastmath<fast> : f32
          %774 = arith.mulf %754, %arg8 fastmath<fast> : f32
          %775 = arith.mulf %755, %arg8 fastmath<fast> : f32
          %776 = arith.mulf %756, %arg8 fastmath<fast> : f32
          %777 = arith.mulf %757, %arg8 fastmath<fast> : f32
          %778 = arith.mulf %758, %arg8 fastmath<fast> : f32
          %779 = arith.mulf %759, %arg8 fastmath<fast> : f32
          %780 = arith.mulf %760, %arg8 fastmath<fast> : f32
          %781 = arith.mulf %761, %arg8 fastmath<fast> : f32
          %782 = arith.mulf %762, %arg8 fastmath<fast> : f32
          %783 = arith.mulf %763, %arg8 fastmath<fast> : f32
          %784 = arith.index_cast %101 : i32 to index
          %c0_145 = arith.constant 0 : index
          %785 = arith.addi %767, %c0_145 : index
          %786 = arith.cmpi sge, %785, %784 : index
          %787 = arith.andi %106, %786 : i1
          %cst_146 = arith.constant 0xFF800000 : f32
          %788 = arith.select %787, %cst_146, %768 : f32
          %c1 = arith.constant 1 : index
          %789 = arith.addi %767, %c1 : index
          %790 = arith.cmpi sge, %789, %784 : index
          %791 = arith.andi %106, %790 : i1
          %cst_147 = arith.constant 0xFF800000 : f32
          %792 = arith.select %791, %cst_147, %769 : f32
          %c2_148 = arith.constant 2 : index
          %793 = arith.addi %767, %c2_148 : index
          %794 = arith.cmpi sge, %793, %784 : index
          %795 = arith.andi %106, %794 : i1
          %cst_149 = arith.constant 0xFF800000 : f32
          %796 = arith.select %795, %cst_149, %770 : f32
          %c3 = arith.constant 3 : index
          %797 = arith.addi %767, %c3 : index
          %798 = arith.cmpi sge, %797, %784 : index
          %799 = arith.andi %106, %798 : i1
          %cst_150 = arith.constant 0xFF800000 : f32
          %800 = arith.select %799, %cst_150, %771 : f32
          %c16_151 = arith.constant 16 : index
          %801 = arith.addi %767, %c16_151 : index
          %802 = arith.cmpi sge, %801, %784 : index
          %803 = arith.andi %106, %802 : i1
          %cst_152 = arith.constant 0xFF800000 : f32
          %804 = arith.select %803, %cst_152, %772 : f32
          %c17 = arith.constant 17 : index
          %805 = arith.addi %767, %c17 : index
          %806 = arith.cmpi sge, %805, %784 : index
          %807 = arith.andi %106, %806 : i1
          %cst_153 = arith.constant 0xFF800000 : f32
          %808 = arith.select %807, %cst_153, %773 : f32
          %c18 = arith.constant 18 : index
          %809 = arith.addi %767, %c18 : index
          %810 = arith.cmpi sge, %809, %784 : index
          %811 = arith.andi %106, %810 : i1
          %cst_154 = arith.constant 0xFF800000 : f32
          %812 = arith.select %811, %cst_154, %774 : f32
          %c19 = arith.constant 19 : index
          %813 = arith.addi %767, %c19 : index
          %814 = arith.cmpi sge, %813, %784 : index
          %815 = arith.andi %106, %814 : i1
          %cst_155 = arith.constant 0xFF800000 : f32
          %816 = arith.select %815, %cst_155, %775 : f32
          %c32_156 = arith.constant 32 : index
          %817 = arith.addi %767, %c32_156 : index
          %818 = arith.cmpi sge, %817, %784 : index
          %819 = arith.andi %106, %818 : i1
          %cst_157 = arith.constant 0xFF800000 : f32
          %820 = arith.select %819, %cst_157, %776 : f32
          %c33 = arith.constant 33 : index
          %821 = arith.addi %767, %c33 : index
          %822 = arith.cmpi sge, %821, %784 : index
          %823 = arith.andi %106, %822 : i1
          %cst_158 = arith.constant 0xFF800000 : f32
          %824 = arith.select %823, %cst_158, %777 : f32
          %c34 = arith.constant 34 : index
          %825 = arith.addi %767, %c34 : index
          %826 = arith.cmpi sge, %825, %784 : index
          %827 = arith.andi %106, %826 : i1
          %cst_159 = arith.constant 0xFF800000 : f32
          %828 = arith.select %827, %cst_159, %778 : f32
          %c35 = arith.constant 35 : index
          %829 = arith.addi %767, %c35 : index
          %830 = arith.cmpi sge, %829, %784 : index
          %831 = arith.andi %106, %830 : i1
          %cst_160 = arith.constant 0xFF800000 : f32
          %832 = arith.select %831, %cst_160, %779 : f32
          %c48_161 = arith.constant 48 : index
          %833 = arith.addi %767, %c48_161 : index
          %834 = arith.cmpi sge, %833, %784 : index
          %835 = arith.andi %106, %834 : i1
          %cst_162 = arith.constant 0xFF800000 : f32
          %836 = arith.select %835, %cst_162, %780 : f32
          %c49 = arith.constant 49 : index
          %837 = arith.addi %767, %c49 : index
          %838 = arith.cmpi sge, %837, %784 : index
          %839 = arith.andi %106, %838 : i1
          %cst_163 = arith.constant 0xFF800000 : f32
          %840 = arith.select %839, %cst_163, %781 : f32
          %c50 = arith.constant 50 : index
          %841 = arith.addi %767, %c50 : index
          %842 = arith.cmpi sge, %841, %784 : index
          %843 = arith.andi %106, %842 : i1
          %cst_164 = arith.constant 0xFF800000 : f32
          %844 = arith.select %843, %cst_164, %782 : f32
          %c51 = arith.constant 51 : index
          %845 = arith.addi %767, %c51 : index
          %846 = arith.cmpi sge, %845, %784 : index
          %847 = arith.andi %106, %846 : i1
          %cst_165 = arith.constant 0xFF800000 : f32
          %848 = arith.select %847, %cst_165, %783 : f32
          %849 = arith.maxnumf %788, %792 fastmath<contract> : f32
          %850 = arith.maxnumf %849, %796 fastmath<contract> : f32
          %851 = arith.maxnumf %850, %800 fastmath<contract> : f32
          %852 = arith.maxnumf %851, %804 fastmath<contract> : f32
          %853 = arith.maxnumf %852, %808 fastmath<contract> : f32
          %854 = arith.maxnumf %853, %812 fastmath<contract> : f32
          %855 = arith.maxnumf %854, %816 fastmath<contract> : f32
          %856 = arith.maxnumf %855, %820 fastmath<contract> : f32
          %857 = arith.maxnumf %856, %824 fastmath<contract> : f32
          %858 = arith.maxnumf %857, %828 fastmath<contract> : f32
          %859 = arith.maxnumf %858, %832 fastmath<contract> : f32
          %860 = arith.maxnumf %859, %836 fastmath<contract> : f32
          %861 = arith.maxnumf %860, %840 fastmath<contract> : f32
          %862 = arith.maxnumf %861, %844 fastmath<contract> : f32
          %863 = arith.maxnumf %862, %848 fastmath<contract> : f32
          %864 = arith.bitcast %863 : f32 to i32
          %c32_i32_166 = arith.constant 32 : i32
          %c64_i32_167 = arith.constant 64 : i32
          %shuffleResult, %valid = gpu.shuffle xor %864, %c32_i32_166, %c64_i32_167 : i32
          %865 = arith.bitcast %shuffleResult : i32 to f32
          %866 = arith.maxnumf %863, %865 fastmath<contract> : f32
          %867 = arith.bitcast %866 : f32 to i32
          %c16_i32 = arith.constant 16 : i32
          %c64_i32_168 = arith.constant 64 : i32
          %shuffleResult_169, %valid_170 = gpu.shuffle xor %867, %c16_i32, %c64_i32_168 : i32
          %868 = arith.bitcast %shuffleResult_169 : i32 to f32
          %869 = arith.maxnumf %866, %868 fastmath<contract> : f32
          %870 = arith.subf %788, %869 fastmath<fast> : f32
          %cst_171 = arith.constant 1.44269502 : f32
          %871 = arith.mulf %870, %cst_171 fastmath<fast> : f32
          %872 = rocdl.exp2 %871 f32 -> f32
          %cst_172 = arith.constant 0.000000e+00 : f32
          %873 = arith.addf %cst_172, %872 fastmath<fast> : f32
          %874 = arith.subf %792, %869 fastmath<fast> : f32
          %cst_173 = arith.constant 1.44269502 : f32
          %875 = arith.mulf %874, %cst_173 fastmath<fast> : f32
          %876 = rocdl.exp2 %875 f32 -> f32
          %877 = arith.addf %873, %876 fastmath<fast> : f32
          %878 = arith.subf %796, %869 fastmath<fast> : f32
          %cst_174 = arith.constant 1.44269502 : f32
          %879 = arith.mulf %878, %cst_174 fastmath<fast> : f32
          %880 = rocdl.exp2 %879 f32 -> f32
          %881 = arith.addf %877, %880 fastmath<fast> : f32
          %882 = arith.subf %800, %869 fastmath<fast> : f32
          %cst_175 = arith.constant 1.44269502 : f32
          %883 = arith.mulf %882, %cst_175 fastmath<fast> : f32
          %884 = rocdl.exp2 %883 f32 -> f32
          %885 = arith.addf %881, %884 fastmath<fast> : f32
          %886 = arith.subf %804, %869 fastmath<fast> : f32
          %cst_176 = arith.constant 1.44269502 : f32
          %887 = arith.mulf %886, %cst_176 fastmath<fast> : f32
          %888 = rocdl.exp2 %887 f32 -> f32
          %889 = arith.addf %885, %888 fastmath<fast> : f32
          %890 = arith.subf %808, %869 fastmath<fast> : f32
          %cst_177 = arith.constant 1.44269502 : f32
          %891 = arith.mulf %890, %cst_177 fastmath<fast> : f32
          %892 = rocdl.exp2 %891 f32 -> f32
          %893 = arith.addf %889, %892 fastmath<fast> : f32
          %894 = arith.subf %812, %869 fastmath<fast> : f32
          %cst_178 = arith.constant 1.44269502 : f32
          %895 = arith.mulf %894, %cst_178 fastmath<fast> : f32
          %896 = rocdl.exp2 %895 f32 -> f32
          %897 = arith.addf %893, %896 fastmath<fast> : f32
          %898 = arith.subf %816, %869 fastmath<fast> : f32
          %cst_179 = arith.constant 1.44269502 : f32
          %899 = arith.mulf %898, %cst_179 fastmath<fast> : f32
          %900 = rocdl.exp2 %899 f32 -> f32
          %901 = arith.addf %897, %900 fastmath<fast> : f32
          %902 = arith.subf %820, %869 fastmath<fast> : f32
          %cst_180 = arith.constant 1.44269502 : f32
          %903 = arith.mulf %902, %cst_180 fastmath<fast> : f32
          %904 = rocdl.exp2 %903 f32 -> f32
          %905 = arith.addf %901, %904 fastmath<fast> : f32
          %906 = arith.subf %824, %869 fastmath<fast> : f32
          %cst_181 = arith.constant 1.44269502 : f32
          %907 = arith.mulf %906, %cst_181 fastmath<fast> : f32
          %908 = rocdl.exp2 %907 f32 -> f32
          %909 = arith.addf %905, %908 fastmath<fast> : f32
          %910 = arith.subf %828, %869 fastmath<fast> : f32
          %cst_182 = arith.constant 1.44269502 : f32
          %911 = arith.mulf %910, %cst_182 fastmath<fast> : f32
          %912 = rocdl.exp2 %911 f32 -> f32
          %913 = arith.addf %909, %912 fastmath<fast> : f32
          %914 = arith.subf %832, %869 fastmath<fast> : f32
          %cst_183 = arith.constant 1.44269502 : f32
          %915 = arith.mulf %914, %cst_183 fastmath<fast> : f32
          %916 = rocdl.exp2 %915 f32 -> f32
          %917 = arith.addf %913, %916 fastmath<fast> : f32
          %918 = arith.subf %836, %869 fastmath<fast> : f32
          %cst_184 = arith.constant 1.44269502 : f32
          %919 = arith.mulf %918, %cst_184 fastmath<fast> : f32
          %920 = rocdl.exp2 %919 f32 -> f32
          %921 = arith.addf %917, %920 fastmath<fast> : f32
          %922 = arith.subf %840, %869 fastmath<fast> : f32
          %cst_185 = arith.constant 1.44269502 : f32
          %923 = arith.mulf %922, %cst_185 fastmath<fast> : f32
          %924 = rocdl.exp2 %923 f32 -> f32
          %925 = arith.addf %921, %924 fastmath<fast> : f32
          %926 = arith.subf %844, %869 fastmath<fast> : f32
          %cst_186 = arith.constant 1.44269502 : f32
          %927 = arith.mulf %926, %cst_186 fastmath<fast> : f32
          %928 = rocdl.exp2 %927 f32 -> f32
          %929 = arith.addf %925, %928 fastmath<fast> : f32
          %930 = arith.subf %848, %869 fastmath<fast> : f32
          %cst_187 = arith.constant 1.44269502 : f32
          %931 = arith.mulf %930, %cst_187 fastmath<fast> : f32
          %932 = rocdl.exp2 %931 f32 -> f32
          %933 = arith.addf %929, %932 fastmath<fast> : f32
          %934 = arith.bitcast %933 : f32 to i32
          %c32_i32_188 = arith.constant 32 : i32
          %c64_i32_189 = arith.constant 64 : i32
          %shuffleResult_190, %valid_191 = gpu.shuffle xor %934, %c32_i32_188, %c64_i32_189 : i32
          %935 = arith.bitcast %shuffleResult_190 : i32 to f32
          %936 = arith.addf %933, %935 fastmath<fast> : f32
          %937 = arith.bitcast %936 : f32 to i32
          %c16_i32_192 = arith.constant 16 : i32
          %c64_i32_193 = arith.constant 64 : i32
          %shuffleResult_194, %valid_195 = gpu.shuffle xor %937, %c16_i32_192, %c64_i32_193 : i32
          %938 = arith.bitcast %shuffleResult_194 : i32 to f32
          %939 = arith.addf %936, %938 fastmath<fast> : f32
          %c0_i32_196 = arith.constant 0 : i32
          %940 = rocdl.cvt.pk.fp8.f32 %872, %876 -> %c0_i32_196[false] : i32
          %941 = rocdl.cvt.pk.fp8.f32 %880, %884 -> %940[true] : i32
          %c0_i32_197 = arith.constant 0 : i32
          %942 = rocdl.cvt.pk.fp8.f32 %888, %892 -> %c0_i32_197[false] : i32
          %943 = rocdl.cvt.pk.fp8.f32 %896, %900 -> %942[true] : i32
          %944 = arith.extui %941 : i32 to i64
          %945 = arith.extui %943 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %946 = arith.shli %945, %c32_i64 : i64
          %947 = arith.ori %944, %946 : i64
          %c0_i32_198 = arith.constant 0 : i32
          %948 = rocdl.cvt.pk.fp8.f32 %904, %908 -> %c0_i32_198[false] : i32
          %949 = rocdl.cvt.pk.fp8.f32 %912, %916 -> %948[true] : i32
          %c0_i32_199 = arith.constant 0 : i32
          %950 = rocdl.cvt.pk.fp8.f32 %920, %924 -> %c0_i32_199[false] : i32
          %951 = rocdl.cvt.pk.fp8.f32 %928, %932 -> %950[true] : i32
          %952 = arith.extui %949 : i32 to i64
          %953 = arith.extui %951 : i32 to i64
          %c32_i64_200 = arith.constant 32 : i64
          %954 = arith.shli %953, %c32_i64_200 : i64
          %955 = arith.ori %952, %954 : i64
          %cst_201 = arith.constant 1.000000e+00 : f32
          %c-1_i32_202 = arith.constant -1 : i32
          %c-1_i32_203 = arith.constant -1 : i32
          scf.yield %869, %939, %947, %955, %cst_201, %c-1_i32_202, %c-1_i32_203 : f32, f32, i64, i64, f32, i32, i32
        }
        scf.if %107 {
          %387 = arith.addi %57, %85 : index
          %388 = arith.index_cast %387 : index to i32
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %389 = arith.extui %388 : i32 to i64
          %390 = llvm.inttoptr %389 : i64 to !llvm.ptr<3>
          %391 = rocdl.ds.read.tr8.b64 %390 : <3> -> vector<2xi32>
          %392 = arith.extui %388 : i32 to i64
          %393 = llvm.inttoptr %392 : i64 to !llvm.ptr<3>
          %394 = llvm.getelementptr %393[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %395 = rocdl.ds.read.tr8.b64 %394 : <3> -> vector<2xi32>
          %396 = arith.extui %388 : i32 to i64
          %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<3>
          %398 = llvm.getelementptr %397[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %399 = rocdl.ds.read.tr8.b64 %398 : <3> -> vector<2xi32>
          %400 = arith.extui %388 : i32 to i64
          %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<3>
          %402 = llvm.getelementptr %401[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %403 = rocdl.ds.read.tr8.b64 %402 : <3> -> vector<2xi32>
          %404 = arith.extui %388 : i32 to i64
          %405 = llvm.inttoptr %404 : i64 to !llvm.ptr<3>
          %406 = llvm.getelementptr %405[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %407 = rocdl.ds.read.tr8.b64 %406 : <3> -> vector<2xi32>
          %408 = arith.extui %388 : i32 to i64
          %409 = llvm.inttoptr %408 : i64 to !llvm.ptr<3>
          %410 = llvm.getelementptr %409[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %411 = rocdl.ds.read.tr8.b64 %410 : <3> -> vector<2xi32>
          %412 = arith.extui %388 : i32 to i64
          %413 = llvm.inttoptr %412 : i64 to !llvm.ptr<3>
          %414 = llvm.getelementptr %413[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %415 = rocdl.ds.read.tr8.b64 %414 : <3> -> vector<2xi32>
          %416 = arith.extui %388 : i32 to i64
          %417 = llvm.inttoptr %416 : i64 to !llvm.ptr<3>
          %418 = llvm.getelementptr %417[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %419 = rocdl.ds.read.tr8.b64 %418 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %420 = vector.extract %391[0] : i32 from vector<2xi32>
          %421 = vector.extract %391[1] : i32 from vector<2xi32>
          %422 = vector.extract %395[0] : i32 from vector<2xi32>
          %423 = vector.extract %395[1] : i32 from vector<2xi32>
          %424 = arith.extui %420 : i32 to i64
          %425 = arith.extui %422 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %426 = arith.shli %425, %c32_i64 : i64
          %427 = arith.ori %424, %426 : i64
          %428 = arith.extui %421 : i32 to i64
          %429 = arith.extui %423 : i32 to i64
          %c32_i64_143 = arith.constant 32 : i64
          %430 = arith.shli %429, %c32_i64_143 : i64
          %431 = arith.ori %428, %430 : i64
          %432 = rocdl.mfma.f32.16x16x32.fp8.fp8 %427, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %433 = rocdl.mfma.f32.16x16x32.fp8.fp8 %431, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %434 = vector.extract %399[0] : i32 from vector<2xi32>
          %435 = vector.extract %399[1] : i32 from vector<2xi32>
          %436 = vector.extract %403[0] : i32 from vector<2xi32>
          %437 = vector.extract %403[1] : i32 from vector<2xi32>
          %438 = arith.extui %434 : i32 to i64
          %439 = arith.extui %436 : i32 to i64
          %c32_i64_144 = arith.constant 32 : i64
          %440 = arith.shli %439, %c32_i64_144 : i64
          %441 = arith.ori %438, %440 : i64
          %442 = arith.extui %435 : i32 to i64
          %443 = arith.extui %437 : i32 to i64
          %c32_i64_145 = arith.constant 32 : i64
          %444 = arith.shli %443, %c32_i64_145 : i64
          %445 = arith.ori %442, %444 : i64
          %446 = rocdl.mfma.f32.16x16x32.fp8.fp8 %441, %386#3, %432, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %447 = rocdl.mfma.f32.16x16x32.fp8.fp8 %445, %386#3, %433, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %448 = vector.extract %407[0] : i32 from vector<2xi32>
          %449 = vector.extract %407[1] : i32 from vector<2xi32>
          %450 = vector.extract %411[0] : i32 from vector<2xi32>
          %451 = vector.extract %411[1] : i32 from vector<2xi32>
          %452 = arith.extui %448 : i32 to i64
          %453 = arith.extui %450 : i32 to i64
          %c32_i64_146 = arith.constant 32 : i64
          %454 = arith.shli %453, %c32_i64_146 : i64
          %455 = arith.ori %452, %454 : i64
          %456 = arith.extui %449 : i32 to i64
          %457 = arith.extui %451 : i32 to i64
          %c32_i64_147 = arith.constant 32 : i64
          %458 = arith.shli %457, %c32_i64_147 : i64
          %459 = arith.ori %456, %458 : i64
          %460 = rocdl.mfma.f32.16x16x32.fp8.fp8 %455, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %461 = rocdl.mfma.f32.16x16x32.fp8.fp8 %459, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %462 = vector.extract %415[0] : i32 from vector<2xi32>
          %463 = vector.extract %415[1] : i32 from vector<2xi32>
          %464 = vector.extract %419[0] : i32 from vector<2xi32>
          %465 = vector.extract %419[1] : i32 from vector<2xi32>
          %466 = arith.extui %462 : i32 to i64
          %467 = arith.extui %464 : i32 to i64
          %c32_i64_148 = arith.constant 32 : i64
          %468 = arith.shli %467, %c32_i64_148 : i64
          %469 = arith.ori %466, %468 : i64
          %470 = arith.extui %463 : i32 to i64
          %471 = arith.extui %465 : i32 to i64
          %c32_i64_149 = arith.constant 32 : i64
          %472 = arith.shli %471, %c32_i64_149 : i64
          %473 = arith.ori %470, %472 : i64
          %474 = rocdl.mfma.f32.16x16x32.fp8.fp8 %469, %386#3, %460, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %475 = rocdl.mfma.f32.16x16x32.fp8.fp8 %473, %386#3, %461, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %476 = arith.extui %388 : i32 to i64
          %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<3>
          %478 = llvm.getelementptr %477[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %479 = rocdl.ds.read.tr8.b64 %478 : <3> -> vector<2xi32>
          %480 = arith.extui %388 : i32 to i64
          %481 = llvm.inttoptr %480 : i64 to !llvm.ptr<3>
          %482 = llvm.getelementptr %481[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %483 = rocdl.ds.read.tr8.b64 %482 : <3> -> vector<2xi32>
          %484 = arith.extui %388 : i32 to i64
          %485 = llvm.inttoptr %484 : i64 to !llvm.ptr<3>
          %486 = llvm.getelementptr %485[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %487 = rocdl.ds.read.tr8.b64 %486 : <3> -> vector<2xi32>
          %488 = arith.extui %388 : i32 to i64
          %489 = llvm.inttoptr %488 : i64 to !llvm.ptr<3>
          %490 = llvm.getelementptr %489[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %491 = rocdl.ds.read.tr8.b64 %490 : <3> -> vector<2xi32>
          %492 = arith.extui %388 : i32 to i64
          %493 = llvm.inttoptr %492 : i64 to !llvm.ptr<3>
          %494 = llvm.getelementptr %493[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %495 = rocdl.ds.read.tr8.b64 %494 : <3> -> vector<2xi32>
          %496 = arith.extui %388 : i32 to i64
          %497 = llvm.inttoptr %496 : i64 to !llvm.ptr<3>
          %498 = llvm.getelementptr %497[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %499 = rocdl.ds.read.tr8.b64 %498 : <3> -> vector<2xi32>
          %500 = arith.extui %388 : i32 to i64
          %501 = llvm.inttoptr %500 : i64 to !llvm.ptr<3>
          %502 = llvm.getelementptr %501[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %503 = rocdl.ds.read.tr8.b64 %502 : <3> -> vector<2xi32>
          %504 = arith.extui %388 : i32 to i64
          %505 = llvm.inttoptr %504 : i64 to !llvm.ptr<3>
          %506 = llvm.getelementptr %505[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %507 = rocdl.ds.read.tr8.b64 %506 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %508 = vector.extract %479[0] : i32 from vector<2xi32>
          %509 = vector.extract %479[1] : i32 from vector<2xi32>
          %510 = vector.extract %483[0] : i32 from vector<2xi32>
          %511 = vector.extract %483[1] : i32 from vector<2xi32>
          %512 = arith.extui %508 : i32 to i64
          %513 = arith.extui %510 : i32 to i64
          %c32_i64_150 = arith.constant 32 : i64
          %514 = arith.shli %513, %c32_i64_150 : i64
          %515 = arith.ori %512, %514 : i64
          %516 = arith.extui %509 : i32 to i64
          %517 = arith.extui %511 : i32 to i64
          %c32_i64_151 = arith.constant 32 : i64
          %518 = arith.shli %517, %c32_i64_151 : i64
          %519 = arith.ori %516, %518 : i64
          %520 = rocdl.mfma.f32.16x16x32.fp8.fp8 %515, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %521 = rocdl.mfma.f32.16x16x32.fp8.fp8 %519, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %522 = vector.extract %487[0] : i32 from vector<2xi32>
          %523 = vector.extract %487[1] : i32 from vector<2xi32>
          %524 = vector.extract %491[0] : i32 from vector<2xi32>
          %525 = vector.extract %491[1] : i32 from vector<2xi32>
          %526 = arith.extui %522 : i32 to i64
          %527 = arith.extui %524 : i32 to i64
          %c32_i64_152 = arith.constant 32 : i64
          %528 = arith.shli %527, %c32_i64_152 : i64
          %529 = arith.ori %526, %528 : i64
          %530 = arith.extui %523 : i32 to i64
          %531 = arith.extui %525 : i32 to i64
          %c32_i64_153 = arith.constant 32 : i64
          %532 = arith.shli %531, %c32_i64_153 : i64
          %533 = arith.ori %530, %532 : i64
          %534 = rocdl.mfma.f32.16x16x32.fp8.fp8 %529, %386#3, %520, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %535 = rocdl.mfma.f32.16x16x32.fp8.fp8 %533, %386#3, %521, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %536 = vector.extract %495[0] : i32 from vector<2xi32>
          %537 = vector.extract %495[1] : i32 from vector<2xi32>
          %538 = vector.extract %499[0] : i32 from vector<2xi32>
          %539 = vector.extract %499[1] : i32 from vector<2xi32>
          %540 = arith.extui %536 : i32 to i64
          %541 = arith.extui %538 : i32 to i64
          %c32_i64_154 = arith.constant 32 : i64
          %542 = arith.shli %541, %c32_i64_154 : i64
          %543 = arith.ori %540, %542 : i64
          %544 = arith.extui %537 : i32 to i64
          %545 = arith.extui %539 : i32 to i64
          %c32_i64_155 = arith.constant 32 : i64
          %546 = arith.shli %545, %c32_i64_155 : i64
          %547 = arith.ori %544, %546 : i64
          %548 = rocdl.mfma.f32.16x16x32.fp8.fp8 %543, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %549 = rocdl.mfma.f32.16x16x32.fp8.fp8 %547, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %550 = vector.extract %503[0] : i32 from vector<2xi32>
          %551 = vector.extract %503[1] : i32 from vector<2xi32>
          %552 = vector.extract %507[0] : i32 from vector<2xi32>
          %553 = vector.extract %507[1] : i32 from vector<2xi32>
          %554 = arith.extui %550 : i32 to i64
          %555 = arith.extui %552 : i32 to i64
          %c32_i64_156 = arith.constant 32 : i64
          %556 = arith.shli %555, %c32_i64_156 : i64
          %557 = arith.ori %554, %556 : i64
          %558 = arith.extui %551 : i32 to i64
          %559 = arith.extui %553 : i32 to i64
          %c32_i64_157 = arith.constant 32 : i64
          %560 = arith.shli %559, %c32_i64_157 : i64
          %561 = arith.ori %558, %560 : i64
          %562 = rocdl.mfma.f32.16x16x32.fp8.fp8 %557, %386#3, %548, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %563 = rocdl.mfma.f32.16x16x32.fp8.fp8 %561, %386#3, %549, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %564 = arith.extui %388 : i32 to i64
          %565 = llvm.inttoptr %564 : i64 to !llvm.ptr<3>
          %566 = llvm.getelementptr %565[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %567 = rocdl.ds.read.tr8.b64 %566 : <3> -> vector<2xi32>
          %568 = arith.extui %388 : i32 to i64
          %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<3>
          %570 = llvm.getelementptr %569[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %571 = rocdl.ds.read.tr8.b64 %570 : <3> -> vector<2xi32>
          %572 = arith.extui %388 : i32 to i64
          %573 = llvm.inttoptr %572 : i64 to !llvm.ptr<3>
          %574 = llvm.getelementptr %573[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %575 = rocdl.ds.read.tr8.b64 %574 : <3> -> vector<2xi32>
          %576 = arith.extui %388 : i32 to i64
          %577 = llvm.inttoptr %576 : i64 to !llvm.ptr<3>
          %578 = llvm.getelementptr %577[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %579 = rocdl.ds.read.tr8.b64 %578 : <3> -> vector<2xi32>
          %580 = arith.extui %388 : i32 to i64
          %581 = llvm.inttoptr %580 : i64 to !llvm.ptr<3>
          %582 = llvm.getelementptr %581[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %583 = rocdl.ds.read.tr8.b64 %582 : <3> -> vector<2xi32>
          %584 = arith.extui %388 : i32 to i64
          %585 = llvm.inttoptr %584 : i64 to !llvm.ptr<3>
          %586 = llvm.getelementptr %585[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %587 = rocdl.ds.read.tr8.b64 %586 : <3> -> vector<2xi32>
          %588 = arith.extui %388 : i32 to i64
          %589 = llvm.inttoptr %588 : i64 to !llvm.ptr<3>
          %590 = llvm.getelementptr %589[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %591 = rocdl.ds.read.tr8.b64 %590 : <3> -> vector<2xi32>
          %592 = arith.extui %388 : i32 to i64
          %593 = llvm.inttoptr %592 : i64 to !llvm.ptr<3>
          %594 = llvm.getelementptr %593[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %595 = rocdl.ds.read.tr8.b64 %594 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %596 = vector.extract %567[0] : i32 from vector<2xi32>
          %597 = vector.extract %567[1] : i32 from vector<2xi32>
          %598 = vector.extract %571[0] : i32 from vector<2xi32>
          %599 = vector.extract %571[1] : i32 from vector<2xi32>
          %600 = arith.extui %596 : i32 to i64
          %601 = arith.extui %598 : i32 to i64
          %c32_i64_158 = arith.constant 32 : i64
          %602 = arith.shli %601, %c32_i64_158 : i64
          %603 = arith.ori %600, %602 : i64
          %604 = arith.extui %597 : i32 to i64
          %605 = arith.extui %599 : i32 to i64
          %c32_i64_159 = arith.constant 32 : i64
          %606 = arith.shli %605, %c32_i64_159 : i64
          %607 = arith.ori %604, %606 : i64
          %608 = rocdl.mfma.f32.16x16x32.fp8.fp8 %603, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %609 = rocdl.mfma.f32.16x16x32.fp8.fp8 %607, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %610 = vector.extract %575[0] : i32 from vector<2xi32>
          %611 = vector.extract %575[1] : i32 from vector<2xi32>
          %612 = vector.extract %579[0] : i32 from vector<2xi32>
          %613 = vector.extract %579[1] : i32 from vector<2xi32>
          %614 = arith.extui %610 : i32 to i64
          %615 = arith.extui %612 : i32 to i64
          %c32_i64_160 = arith.constant 32 : i64
          %616 = arith.shli %615, %c32_i64_160 : i64
          %617 = arith.ori %614, %616 : i64
          %618 = arith.extui %611 : i32 to i64
          %619 = arith.extui %613 : i32 to i64
          %c32_i64_161 = arith.constant 32 : i64
          %620 = arith.shli %619, %c32_i64_161 : i64
          %621 = arith.ori %618, %620 : i64
          %622 = rocdl.mfma.f32.16x16x32.fp8.fp8 %617, %386#3, %608, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %623 = rocdl.mfma.f32.16x16x32.fp8.fp8 %621, %386#3, %609, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %624 = vector.extract %583[0] : i32 from vector<2xi32>
          %625 = vector.extract %583[1] : i32 from vector<2xi32>
          %626 = vector.extract %587[0] : i32 from vector<2xi32>
          %627 = vector.extract %587[1] : i32 from vector<2xi32>
          %628 = arith.extui %624 : i32 to i64
          %629 = arith.extui %626 : i32 to i64
          %c32_i64_162 = arith.constant 32 : i64
          %630 = arith.shli %629, %c32_i64_162 : i64
          %631 = arith.ori %628, %630 : i64
          %632 = arith.extui %625 : i32 to i64
          %633 = arith.extui %627 : i32 to i64
          %c32_i64_163 = arith.constant 32 : i64
          %634 = arith.shli %633, %c32_i64_163 : i64
          %635 = arith.ori %632, %634 : i64
          %636 = rocdl.mfma.f32.16x16x32.fp8.fp8 %631, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %637 = rocdl.mfma.f32.16x16x32.fp8.fp8 %635, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %638 = vector.extract %591[0] : i32 from vector<2xi32>
          %639 = vector.extract %591[1] : i32 from vector<2xi32>
          %640 = vector.extract %595[0] : i32 from vector<2xi32>
          %641 = vector.extract %595[1] : i32 from vector<2xi32>
          %642 = arith.extui %638 : i32 to i64
          %643 = arith.extui %640 : i32 to i64
          %c32_i64_164 = arith.constant 32 : i64
          %644 = arith.shli %643, %c32_i64_164 : i64
          %645 = arith.ori %642, %644 : i64
          %646 = arith.extui %639 : i32 to i64
          %647 = arith.extui %641 : i32 to i64
          %c32_i64_165 = arith.constant 32 : i64
          %648 = arith.shli %647, %c32_i64_165 : i64
          %649 = arith.ori %646, %648 : i64
          %650 = rocdl.mfma.f32.16x16x32.fp8.fp8 %645, %386#3, %636, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %651 = rocdl.mfma.f32.16x16x32.fp8.fp8 %649, %386#3, %637, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %652 = arith.extui %388 : i32 to i64
          %653 = llvm.inttoptr %652 : i64 to !llvm.ptr<3>
          %654 = llvm.getelementptr %653[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %655 = rocdl.ds.read.tr8.b64 %654 : <3> -> vector<2xi32>
          %656 = arith.extui %388 : i32 to i64
          %657 = llvm.inttoptr %656 : i64 to !llvm.ptr<3>
          %658 = llvm.getelementptr %657[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %659 = rocdl.ds.read.tr8.b64 %658 : <3> -> vector<2xi32>
          %660 = arith.extui %388 : i32 to i64
          %661 = llvm.inttoptr %660 : i64 to !llvm.ptr<3>
          %662 = llvm.getelementptr %661[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %663 = rocdl.ds.read.tr8.b64 %662 : <3> -> vector<2xi32>
          %664 = arith.extui %388 : i32 to i64
          %665 = llvm.inttoptr %664 : i64 to !llvm.ptr<3>
          %666 = llvm.getelementptr %665[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %667 = rocdl.ds.read.tr8.b64 %666 : <3> -> vector<2xi32>
          %668 = arith.extui %388 : i32 to i64
          %669 = llvm.inttoptr %668 : i64 to !llvm.ptr<3>
          %670 = llvm.getelementptr %669[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %671 = rocdl.ds.read.tr8.b64 %670 : <3> -> vector<2xi32>
          %672 = arith.extui %388 : i32 to i64
          %673 = llvm.inttoptr %672 : i64 to !llvm.ptr<3>
          %674 = llvm.getelementptr %673[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %675 = rocdl.ds.read.tr8.b64 %674 : <3> -> vector<2xi32>
          %676 = arith.extui %388 : i32 to i64
          %677 = llvm.inttoptr %676 : i64 to !llvm.ptr<3>
          %678 = llvm.getelementptr %677[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %679 = rocdl.ds.read.tr8.b64 %678 : <3> -> vector<2xi32>
          %680 = arith.extui %388 : i32 to i64
          %681 = llvm.inttoptr %680 : i64 to !llvm.ptr<3>
          %682 = llvm.getelementptr %681[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %683 = rocdl.ds.read.tr8.b64 %682 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %684 = vector.extract %655[0] : i32 from vector<2xi32>
          %685 = vector.extract %655[1] : i32 from vector<2xi32>
          %686 = vector.extract %659[0] : i32 from vector<2xi32>
          %687 = vector.extract %659[1] : i32 from vector<2xi32>
          %688 = arith.extui %684 : i32 to i64
          %689 = arith.extui %686 : i32 to i64
          %c32_i64_166 = arith.constant 32 : i64
          %690 = arith.shli %689, %c32_i64_166 : i64
          %691 = arith.ori %688, %690 : i64
          %692 = arith.extui %685 : i32 to i64
          %693 = arith.extui %687 : i32 to i64
          %c32_i64_167 = arith.constant 32 : i64
          %694 = arith.shli %693, %c32_i64_167 : i64
          %695 = arith.ori %692, %694 : i64
          %696 = rocdl.mfma.f32.16x16x32.fp8.fp8 %691, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %697 = rocdl.mfma.f32.16x16x32.fp8.fp8 %695, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %698 = vector.extract %663[0] : i32 from vector<2xi32>
          %699 = vector.extract %663[1] : i32 from vector<2xi32>
          %700 = vector.extract %667[0] : i32 from vector<2xi32>
          %701 = vector.extract %667[1] : i32 from vector<2xi32>
          %702 = arith.extui %698 : i32 to i64
          %703 = arith.extui %700 : i32 to i64
          %c32_i64_168 = arith.constant 32 : i64
          %704 = arith.shli %703, %c32_i64_168 : i64
          %705 = arith.ori %702, %704 : i64
          %706 = arith.extui %699 : i32 to i64
          %707 = arith.extui %701 : i32 to i64
          %c32_i64_169 = arith.constant 32 : i64
          %708 = arith.shli %707, %c32_i64_169 : i64
          %709 = arith.ori %706, %708 : i64
          %710 = rocdl.mfma.f32.16x16x32.fp8.fp8 %705, %386#3, %696, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %711 = rocdl.mfma.f32.16x16x32.fp8.fp8 %709, %386#3, %697, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %712 = vector.extract %671[0] : i32 from vector<2xi32>
          %713 = vector.extract %671[1] : i32 from vector<2xi32>
          %714 = vector.extract %675[0] : i32 from vector<2xi32>
          %715 = vector.extract %675[1] : i32 from vector<2xi32>
          %716 = arith.extui %712 : i32 to i64
          %717 = arith.extui %714 : i32 to i64
          %c32_i64_170 = arith.constant 32 : i64
          %718 = arith.shli %717, %c32_i64_170 : i64
          %719 = arith.ori %716, %718 : i64
          %720 = arith.extui %713 : i32 to i64
          %721 = arith.extui %715 : i32 to i64
          %c32_i64_171 = arith.constant 32 : i64
          %722 = arith.shli %721, %c32_i64_171 : i64
          %723 = arith.ori %720, %722 : i64
          %724 = rocdl.mfma.f32.16x16x32.fp8.fp8 %719, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %725 = rocdl.mfma.f32.16x16x32.fp8.fp8 %723, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %726 = vector.extract %679[0] : i32 from vector<2xi32>
          %727 = vector.extract %679[1] : i32 from vector<2xi32>
          %728 = vector.extract %683[0] : i32 from vector<2xi32>
          %729 = vector.extract %683[1] : i32 from vector<2xi32>
          %730 = arith.extui %726 : i32 to i64
          %731 = arith.extui %728 : i32 to i64
          %c32_i64_172 = arith.constant 32 : i64
          %732 = arith.shli %731, %c32_i64_172 : i64
          %733 = arith.ori %730, %732 : i64
          %734 = arith.extui %727 : i32 to i64
          %735 = arith.extui %729 : i32 to i64
          %c32_i64_173 = arith.constant 32 : i64
          %736 = arith.shli %735, %c32_i64_173 : i64
          %737 = arith.ori %734, %736 : i64
          %738 = rocdl.mfma.f32.16x16x32.fp8.fp8 %733, %386#3, %724, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %739 = rocdl.mfma.f32.16x16x32.fp8.fp8 %737, %386#3, %725, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %740 = arith.extui %388 : i32 to i64
          %741 = llvm.inttoptr %740 : i64 to !llvm.ptr<3>
          %742 = llvm.getelementptr %741[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %743 = rocdl.ds.read.tr8.b64 %742 : <3> -> vector<2xi32>
          %744 = arith.extui %388 : i32 to i64
          %745 = llvm.inttoptr %744 : i64 to !llvm.ptr<3>
          %746 = llvm.getelementptr %745[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %747 = rocdl.ds.read.tr8.b64 %746 : <3> -> vector<2xi32>
          %748 = arith.extui %388 : i32 to i64
          %749 = llvm.inttoptr %748 : i64 to !llvm.ptr<3>
          %750 = llvm.getelementptr %749[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %751 = rocdl.ds.read.tr8.b64 %750 : <3> -> vector<2xi32>
          %752 = arith.extui %388 : i32 to i64
          %753 = llvm.inttoptr %752 : i64 to !llvm.ptr<3>
          %754 = llvm.getelementptr %753[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %755 = rocdl.ds.read.tr8.b64 %754 : <3> -> vector<2xi32>
          %756 = arith.extui %388 : i32 to i64
          %757 = llvm.inttoptr %756 : i64 to !llvm.ptr<3>
          %758 = llvm.getelementptr %757[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %759 = rocdl.ds.read.tr8.b64 %758 : <3> -> vector<2xi32>
          %760 = arith.extui %388 : i32 to i64
          %761 = llvm.inttoptr %760 : i64 to !llvm.ptr<3>
          %762 = llvm.getelementptr %761[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %763 = rocdl.ds.read.tr8.b64 %762 : <3> -> vector<2xi32>
          %764 = arith.extui %388 : i32 to i64
          %765 = llvm.inttoptr %764 : i64 to !llvm.ptr<3>
          %766 = llvm.getelementptr %765[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %767 = rocdl.ds.read.tr8.b64 %766 : <3> -> vector<2xi32>
          %768 = arith.extui %388 : i32 to i64
          %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<3>
          %770 = llvm.getelementptr %769[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %771 = rocdl.ds.read.tr8.b64 %770 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %772 = vector.extract %743[0] : i32 from vector<2xi32>
          %773 = vector.extract %743[1] : i32 from vector<2xi32>
          %774 = vector.extract %747[0] : i32 from vector<2xi32>
          %775 = vector.extract %747[1] : i32 from vector<2xi32>
          %776 = arith.extui %772 : i32 to i64
          %777 = arith.extui %774 : i32 to i64
          %c32_i64_174 = arith.constant 32 : i64
          %778 = arith.shli %777, %c32_i64_174 : i64
          %779 = arith.ori %776, %778 : i64
          %780 = arith.extui %773 : i32 to i64
          %781 = arith.extui %775 : i32 to i64
          %c32_i64_175 = arith.constant 32 : i64
          %782 = arith.shli %781, %c32_i64_175 : i64
          %783 = arith.ori %780, %782 : i64
          %784 = rocdl.mfma.f32.16x16x32.fp8.fp8 %779, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %785 = rocdl.mfma.f32.16x16x32.fp8.fp8 %783, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %786 = vector.extract %751[0] : i32 from vector<2xi32>
          %787 = vector.extract %751[1] : i32 from vector<2xi32>
          %788 = vector.extract %755[0] : i32 from vector<2xi32>
          %789 = vector.extract %755[1] : i32 from vector<2xi32>
          %790 = arith.extui %786 : i32 to i64
          %791 = arith.extui %788 : i32 to i64
          %c32_i64_176 = arith.constant 32 : i64
          %792 = arith.shli %791, %c32_i64_176 : i64
          %793 = arith.ori %790, %792 : i64
          %794 = arith.extui %787 : i32 to i64
          %795 = arith.extui %789 : i32 to i64
          %c32_i64_177 = arith.constant 32 : i64
          %796 = arith.shli %795, %c32_i64_177 : i64
          %797 = arith.ori %794, %796 : i64
          %798 = rocdl.mfma.f32.16x16x32.fp8.fp8 %793, %386#3, %784, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %799 = rocdl.mfma.f32.16x16x32.fp8.fp8 %797, %386#3, %785, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %800 = vector.extract %759[0] : i32 from vector<2xi32>
          %801 = vector.extract %759[1] : i32 from vector<2xi32>
          %802 = vector.extract %763[0] : i32 from vector<2xi32>
          %803 = vector.extract %763[1] : i32 from vector<2xi32>
          %804 = arith.extui %800 : i32 to i64
          %805 = arith.extui %802 : i32 to i64
          %c32_i64_178 = arith.constant 32 : i64
          %806 = arith.shli %805, %c32_i64_178 : i64
          %807 = arith.ori %804, %806 : i64
          %808 = arith.extui %801 : i32 to i64
          %809 = arith.extui %803 : i32 to i64
          %c32_i64_179 = arith.constant 32 : i64
          %810 = arith.shli %809, %c32_i64_179 : i64
          %811 = arith.ori %808, %810 : i64
          %812 = rocdl.mfma.f32.16x16x32.fp8.fp8 %807, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %813 = rocdl.mfma.f32.16x16x32.fp8.fp8 %811, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %814 = vector.extract %767[0] : i32 from vector<2xi32>
          %815 = vector.extract %767[1] : i32 from vector<2xi32>
          %816 = vector.extract %771[0] : i32 from vector<2xi32>
          %817 = vector.extract %771[1] : i32 from vector<2xi32>
          %818 = arith.extui %814 : i32 to i64
          %819 = arith.extui %816 : i32 to i64
          %c32_i64_180 = arith.constant 32 : i64
          %820 = arith.shli %819, %c32_i64_180 : i64
          %821 = arith.ori %818, %820 : i64
          %822 = arith.extui %815 : i32 to i64
          %823 = arith.extui %817 : i32 to i64
          %c32_i64_181 = arith.constant 32 : i64
          %824 = arith.shli %823, %c32_i64_181 : i64
          %825 = arith.ori %822, %824 : i64
          %826 = rocdl.mfma.f32.16x16x32.fp8.fp8 %821, %386#3, %812, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %827 = rocdl.mfma.f32.16x16x32.fp8.fp8 %825, %386#3, %813, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %828 = arith.extui %388 : i32 to i64
          %829 = llvm.inttoptr %828 : i64 to !llvm.ptr<3>
          %830 = llvm.getelementptr %829[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %831 = rocdl.ds.read.tr8.b64 %830 : <3> -> vector<2xi32>
          %832 = arith.extui %388 : i32 to i64
          %833 = llvm.inttoptr %832 : i64 to !llvm.ptr<3>
          %834 = llvm.getelementptr %833[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %835 = rocdl.ds.read.tr8.b64 %834 : <3> -> vector<2xi32>
          %836 = arith.extui %388 : i32 to i64
          %837 = llvm.inttoptr %836 : i64 to !llvm.ptr<3>
          %838 = llvm.getelementptr %837[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %839 = rocdl.ds.read.tr8.b64 %838 : <3> -> vector<2xi32>
          %840 = arith.extui %388 : i32 to i64
          %841 = llvm.inttoptr %840 : i64 to !llvm.ptr<3>
          %842 = llvm.getelementptr %841[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %843 = rocdl.ds.read.tr8.b64 %842 : <3> -> vector<2xi32>
          %844 = arith.extui %388 : i32 to i64
          %845 = llvm.inttoptr %844 : i64 to !llvm.ptr<3>
          %846 = llvm.getelementptr %845[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %847 = rocdl.ds.read.tr8.b64 %846 : <3> -> vector<2xi32>
          %848 = arith.extui %388 : i32 to i64
          %849 = llvm.inttoptr %848 : i64 to !llvm.ptr<3>
          %850 = llvm.getelementptr %849[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %851 = rocdl.ds.read.tr8.b64 %850 : <3> -> vector<2xi32>
          %852 = arith.extui %388 : i32 to i64
          %853 = llvm.inttoptr %852 : i64 to !llvm.ptr<3>
          %854 = llvm.getelementptr %853[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %855 = rocdl.ds.read.tr8.b64 %854 : <3> -> vector<2xi32>
          %856 = arith.extui %388 : i32 to i64
          %857 = llvm.inttoptr %856 : i64 to !llvm.ptr<3>
          %858 = llvm.getelementptr %857[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %859 = rocdl.ds.read.tr8.b64 %858 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %860 = vector.extract %831[0] : i32 from vector<2xi32>
          %861 = vector.extract %831[1] : i32 from vector<2xi32>
          %862 = vector.extract %835[0] : i32 from vector<2xi32>
          %863 = vector.extract %835[1] : i32 from vector<2xi32>
          %864 = arith.extui %860 : i32 to i64
          %865 = arith.extui %862 : i32 to i64
          %c32_i64_182 = arith.constant 32 : i64
          %866 = arith.shli %865, %c32_i64_182 : i64
          %867 = arith.ori %864, %866 : i64
          %868 = arith.extui %861 : i32 to i64
          %869 = arith.extui %863 : i32 to i64
          %c32_i64_183 = arith.constant 32 : i64
          %870 = arith.shli %869, %c32_i64_183 : i64
          %871 = arith.ori %868, %870 : i64
          %872 = rocdl.mfma.f32.16x16x32.fp8.fp8 %867, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %873 = rocdl.mfma.f32.16x16x32.fp8.fp8 %871, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %874 = vector.extract %839[0] : i32 from vector<2xi32>
          %875 = vector.extract %839[1] : i32 from vector<2xi32>
          %876 = vector.extract %843[0] : i32 from vector<2xi32>
          %877 = vector.extract %843[1] : i32 from vector<2xi32>
          %878 = arith.extui %874 : i32 to i64
          %879 = arith.extui %876 : i32 to i64
          %c32_i64_184 = arith.constant 32 : i64
          %880 = arith.shli %879, %c32_i64_184 : i64
          %881 = arith.ori %878, %880 : i64
          %882 = arith.extui %875 : i32 to i64
          %883 = arith.extui %877 : i32 to i64
          %c32_i64_185 = arith.constant 32 : i64
          %884 = arith.shli %883, %c32_i64_185 : i64
          %885 = arith.ori %882, %884 : i64
          %886 = rocdl.mfma.f32.16x16x32.fp8.fp8 %881, %386#3, %872, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %887 = rocdl.mfma.f32.16x16x32.fp8.fp8 %885, %386#3, %873, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %888 = vector.extract %847[0] : i32 from vector<2xi32>
          %889 = vector.extract %847[1] : i32 from vector<2xi32>
          %890 = vector.extract %851[0] : i32 from vector<2xi32>
          %891 = vector.extract %851[1] : i32 from vector<2xi32>
          %892 = arith.extui %888 : i32 to i64
          %893 = arith.extui %890 : i32 to i64
          %c32_i64_186 = arith.constant 32 : i64
          %894 = arith.shli %893, %c32_i64_186 : i64
          %895 = arith.ori %892, %894 : i64
          %896 = arith.extui %889 : i32 to i64
          %897 = arith.extui %891 : i32 to i64
          %c32_i64_187 = arith.constant 32 : i64
          %898 = arith.shli %897, %c32_i64_187 : i64
          %899 = arith.ori %896, %898 : i64
          %900 = rocdl.mfma.f32.16x16x32.fp8.fp8 %895, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %901 = rocdl.mfma.f32.16x16x32.fp8.fp8 %899, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %902 = vector.extract %855[0] : i32 from vector<2xi32>
          %903 = vector.extract %855[1] : i32 from vector<2xi32>
          %904 = vector.extract %859[0] : i32 from vector<2xi32>
          %905 = vector.extract %859[1] : i32 from vector<2xi32>
          %906 = arith.extui %902 : i32 to i64
          %907 = arith.extui %904 : i32 to i64
          %c32_i64_188 = arith.constant 32 : i64
          %908 = arith.shli %907, %c32_i64_188 : i64
          %909 = arith.ori %906, %908 : i64
          %910 = arith.extui %903 : i32 to i64
          %911 = arith.extui %905 : i32 to i64
          %c32_i64_189 = arith.constant 32 : i64
          %912 = arith.shli %911, %c32_i64_189 : i64
          %913 = arith.ori %910, %912 : i64
          %914 = rocdl.mfma.f32.16x16x32.fp8.fp8 %909, %386#3, %900, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %915 = rocdl.mfma.f32.16x16x32.fp8.fp8 %913, %386#3, %901, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %916 = arith.extui %388 : i32 to i64
          %917 = llvm.inttoptr %916 : i64 to !llvm.ptr<3>
          %918 = llvm.getelementptr %917[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %919 = rocdl.ds.read.tr8.b64 %918 : <3> -> vector<2xi32>
          %920 = arith.extui %388 : i32 to i64
          %921 = llvm.inttoptr %920 : i64 to !llvm.ptr<3>
          %922 = llvm.getelementptr %921[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %923 = rocdl.ds.read.tr8.b64 %922 : <3> -> vector<2xi32>
          %924 = arith.extui %388 : i32 to i64
          %925 = llvm.inttoptr %924 : i64 to !llvm.ptr<3>
          %926 = llvm.getelementptr %925[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %927 = rocdl.ds.read.tr8.b64 %926 : <3> -> vector<2xi32>
          %928 = arith.extui %388 : i32 to i64
          %929 = llvm.inttoptr %928 : i64 to !llvm.ptr<3>
          %930 = llvm.getelementptr %929[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %931 = rocdl.ds.read.tr8.b64 %930 : <3> -> vector<2xi32>
          %932 = arith.extui %388 : i32 to i64
          %933 = llvm.inttoptr %932 : i64 to !llvm.ptr<3>
          %934 = llvm.getelementptr %933[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %935 = rocdl.ds.read.tr8.b64 %934 : <3> -> vector<2xi32>
          %936 = arith.extui %388 : i32 to i64
          %937 = llvm.inttoptr %936 : i64 to !llvm.ptr<3>
          %938 = llvm.getelementptr %937[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %939 = rocdl.ds.read.tr8.b64 %938 : <3> -> vector<2xi32>
          %940 = arith.extui %388 : i32 to i64
          %941 = llvm.inttoptr %940 : i64 to !llvm.ptr<3>
          %942 = llvm.getelementptr %941[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %943 = rocdl.ds.read.tr8.b64 %942 : <3> -> vector<2xi32>
          %944 = arith.extui %388 : i32 to i64
          %945 = llvm.inttoptr %944 : i64 to !llvm.ptr<3>
          %946 = llvm.getelementptr %945[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %947 = rocdl.ds.read.tr8.b64 %946 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %948 = vector.extract %919[0] : i32 from vector<2xi32>
          %949 = vector.extract %919[1] : i32 from vector<2xi32>
          %950 = vector.extract %923[0] : i32 from vector<2xi32>
          %951 = vector.extract %923[1] : i32 from vector<2xi32>
          %952 = arith.extui %948 : i32 to i64
          %953 = arith.extui %950 : i32 to i64
          %c32_i64_190 = arith.constant 32 : i64
          %954 = arith.shli %953, %c32_i64_190 : i64
          %955 = arith.ori %952, %954 : i64
          %956 = arith.extui %949 : i32 to i64
          %957 = arith.extui %951 : i32 to i64
          %c32_i64_191 = arith.constant 32 : i64
          %958 = arith.shli %957, %c32_i64_191 : i64
          %959 = arith.ori %956, %958 : i64
          %960 = rocdl.mfma.f32.16x16x32.fp8.fp8 %955, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %961 = rocdl.mfma.f32.16x16x32.fp8.fp8 %959, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %962 = vector.extract %927[0] : i32 from vector<2xi32>
          %963 = vector.extract %927[1] : i32 from vector<2xi32>
          %964 = vector.extract %931[0] : i32 from vector<2xi32>
          %965 = vector.extract %931[1] : i32 from vector<2xi32>
          %966 = arith.extui %962 : i32 to i64
          %967 = arith.extui %964 : i32 to i64
          %c32_i64_192 = arith.constant 32 : i64
          %968 = arith.shli %967, %c32_i64_192 : i64
          %969 = arith.ori %966, %968 : i64
          %970 = arith.extui %963 : i32 to i64
          %971 = arith.extui %965 : i32 to i64
          %c32_i64_193 = arith.constant 32 : i64
          %972 = arith.shli %971, %c32_i64_193 : i64
          %973 = arith.ori %970, %972 : i64
          %974 = rocdl.mfma.f32.16x16x32.fp8.fp8 %969, %386#3, %960, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %975 = rocdl.mfma.f32.16x16x32.fp8.fp8 %973, %386#3, %961, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %976 = vector.extract %935[0] : i32 from vector<2xi32>
          %977 = vector.extract %935[1] : i32 from vector<2xi32>
          %978 = vector.extract %939[0] : i32 from vector<2xi32>
          %979 = vector.extract %939[1] : i32 from vector<2xi32>
          %980 = arith.extui %976 : i32 to i64
          %981 = arith.extui %978 : i32 to i64
          %c32_i64_194 = arith.constant 32 : i64
          %982 = arith.shli %981, %c32_i64_194 : i64
          %983 = arith.ori %980, %982 : i64
          %984 = arith.extui %977 : i32 to i64
          %985 = arith.extui %979 : i32 to i64
          %c32_i64_195 = arith.constant 32 : i64
          %986 = arith.shli %985, %c32_i64_195 : i64
          %987 = arith.ori %984, %986 : i64
          %988 = rocdl.mfma.f32.16x16x32.fp8.fp8 %983, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %989 = rocdl.mfma.f32.16x16x32.fp8.fp8 %987, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %990 = vector.extract %943[0] : i32 from vector<2xi32>
          %991 = vector.extract %943[1] : i32 from vector<2xi32>
          %992 = vector.extract %947[0] : i32 from vector<2xi32>
          %993 = vector.extract %947[1] : i32 from vector<2xi32>
          %994 = arith.extui %990 : i32 to i64
          %995 = arith.extui %992 : i32 to i64
          %c32_i64_196 = arith.constant 32 : i64
          %996 = arith.shli %995, %c32_i64_196 : i64
          %997 = arith.ori %994, %996 : i64
          %998 = arith.extui %991 : i32 to i64
          %999 = arith.extui %993 : i32 to i64
          %c32_i64_197 = arith.constant 32 : i64
          %1000 = arith.shli %999, %c32_i64_197 : i64
          %1001 = arith.ori %998, %1000 : i64
          %1002 = rocdl.mfma.f32.16x16x32.fp8.fp8 %997, %386#3, %988, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1003 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1001, %386#3, %989, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %1004 = arith.extui %388 : i32 to i64
          %1005 = llvm.inttoptr %1004 : i64 to !llvm.ptr<3>
          %1006 = llvm.getelementptr %1005[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1007 = rocdl.ds.read.tr8.b64 %1006 : <3> -> vector<2xi32>
          %1008 = arith.extui %388 : i32 to i64
          %1009 = llvm.inttoptr %1008 : i64 to !llvm.ptr<3>
          %1010 = llvm.getelementptr %1009[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1011 = rocdl.ds.read.tr8.b64 %1010 : <3> -> vector<2xi32>
          %1012 = arith.extui %388 : i32 to i64
          %1013 = llvm.inttoptr %1012 : i64 to !llvm.ptr<3>
          %1014 = llvm.getelementptr %1013[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1015 = rocdl.ds.read.tr8.b64 %1014 : <3> -> vector<2xi32>
          %1016 = arith.extui %388 : i32 to i64
          %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr<3>
          %1018 = llvm.getelementptr %1017[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1019 = rocdl.ds.read.tr8.b64 %1018 : <3> -> vector<2xi32>
          %1020 = arith.extui %388 : i32 to i64
          %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr<3>
          %1022 = llvm.getelementptr %1021[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1023 = rocdl.ds.read.tr8.b64 %1022 : <3> -> vector<2xi32>
          %1024 = arith.extui %388 : i32 to i64
          %1025 = llvm.inttoptr %1024 : i64 to !llvm.ptr<3>
          %1026 = llvm.getelementptr %1025[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1027 = rocdl.ds.read.tr8.b64 %1026 : <3> -> vector<2xi32>
          %1028 = arith.extui %388 : i32 to i64
          %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<3>
          %1030 = llvm.getelementptr %1029[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1031 = rocdl.ds.read.tr8.b64 %1030 : <3> -> vector<2xi32>
          %1032 = arith.extui %388 : i32 to i64
          %1033 = llvm.inttoptr %1032 : i64 to !llvm.ptr<3>
          %1034 = llvm.getelementptr %1033[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1035 = rocdl.ds.read.tr8.b64 %1034 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1036 = vector.extract %1007[0] : i32 from vector<2xi32>
          %1037 = vector.extract %1007[1] : i32 from vector<2xi32>
          %1038 = vector.extract %1011[0] : i32 from vector<2xi32>
          %1039 = vector.extract %1011[1] : i32 from vector<2xi32>
          %1040 = arith.extui %1036 : i32 to i64
          %1041 = arith.extui %1038 : i32 to i64
          %c32_i64_198 = arith.constant 32 : i64
          %1042 = arith.shli %1041, %c32_i64_198 : i64
          %1043 = arith.ori %1040, %1042 : i64
          %1044 = arith.extui %1037 : i32 to i64
          %1045 = arith.extui %1039 : i32 to i64
          %c32_i64_199 = arith.constant 32 : i64
          %1046 = arith.shli %1045, %c32_i64_199 : i64
          %1047 = arith.ori %1044, %1046 : i64
          %1048 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1043, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1049 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1047, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1050 = vector.extract %1015[0] : i32 from vector<2xi32>
          %1051 = vector.extract %1015[1] : i32 from vector<2xi32>
          %1052 = vector.extract %1019[0] : i32 from vector<2xi32>
          %1053 = vector.extract %1019[1] : i32 from vector<2xi32>
          %1054 = arith.extui %1050 : i32 to i64
          %1055 = arith.extui %1052 : i32 to i64
          %c32_i64_200 = arith.constant 32 : i64
          %1056 = arith.shli %1055, %c32_i64_200 : i64
          %1057 = arith.ori %1054, %1056 : i64
          %1058 = arith.extui %1051 : i32 to i64
          %1059 = arith.extui %1053 : i32 to i64
          %c32_i64_201 = arith.constant 32 : i64
          %1060 = arith.shli %1059, %c32_i64_201 : i64
          %1061 = arith.ori %1058, %1060 : i64
          %1062 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1057, %386#3, %1048, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1063 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1061, %386#3, %1049, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1064 = vector.extract %1023[0] : i32 from vector<2xi32>
          %1065 = vector.extract %1023[1] : i32 from vector<2xi32>
          %1066 = vector.extract %1027[0] : i32 from vector<2xi32>
          %1067 = vector.extract %1027[1] : i32 from vector<2xi32>
          %1068 = arith.extui %1064 : i32 to i64
          %1069 = arith.extui %1066 : i32 to i64
          %c32_i64_202 = arith.constant 32 : i64
          %1070 = arith.shli %1069, %c32_i64_202 : i64
          %1071 = arith.ori %1068, %1070 : i64
          %1072 = arith.extui %1065 : i32 to i64
          %1073 = arith.extui %1067 : i32 to i64
          %c32_i64_203 = arith.constant 32 : i64
          %1074 = arith.shli %1073, %c32_i64_203 : i64
          %1075 = arith.ori %1072, %1074 : i64
          %1076 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1071, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1077 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1075, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1078 = vector.extract %1031[0] : i32 from vector<2xi32>
          %1079 = vector.extract %1031[1] : i32 from vector<2xi32>
          %1080 = vector.extract %1035[0] : i32 from vector<2xi32>
          %1081 = vector.extract %1035[1] : i32 from vector<2xi32>
          %1082 = arith.extui %1078 : i32 to i64
          %1083 = arith.extui %1080 : i32 to i64
          %c32_i64_204 = arith.constant 32 : i64
          %1084 = arith.shli %1083, %c32_i64_204 : i64
          %1085 = arith.ori %1082, %1084 : i64
          %1086 = arith.extui %1079 : i32 to i64
          %1087 = arith.extui %1081 : i32 to i64
          %c32_i64_205 = arith.constant 32 : i64
          %1088 = arith.shli %1087, %c32_i64_205 : i64
          %1089 = arith.ori %1086, %1088 : i64
          %1090 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1085, %386#3, %1076, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1091 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1089, %386#3, %1077, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.setprio 0
          %c1_i32_206 = arith.constant 1 : i32
          %1092 = arith.subi %105, %c1_i32_206 : i32
          %c2_i32 = arith.constant 2 : i32
          %1093 = arith.subi %105, %c2_i32 : i32
          %1094 = arith.index_cast %1092 : i32 to index
          %c1 = arith.constant 1 : index
          %c1_207 = arith.constant 1 : index
          %1095:36 = scf.for %arg10 = %c1 to %1094 step %c1_207 iter_args(%arg11 = %386#0, %arg12 = %386#1, %arg13 = %446, %arg14 = %447, %arg15 = %474, %arg16 = %475, %arg17 = %534, %arg18 = %535, %arg19 = %562, %arg20 = %563, %arg21 = %622, %arg22 = %623, %arg23 = %650, %arg24 = %651, %arg25 = %710, %arg26 = %711, %arg27 = %738, %arg28 = %739, %arg29 = %798, %arg30 = %799, %arg31 = %826, %arg32 = %827, %arg33 = %886, %arg34 = %887, %arg35 = %914, %arg36 = %915, %arg37 = %974, %arg38 = %975, %arg39 = %1002, %arg40 = %1003, %arg41 = %1062, %arg42 = %1063, %arg43 = %1090, %arg44 = %1091, %arg45 = %386#5, %arg46 = %386#6) -> (f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, i32, i32) {
            %3335 = arith.index_cast %arg10 : index to i32
            %c64_i32_724 = arith.constant 64 : i32
            %3336 = arith.muli %3335, %c64_i32_724 : i32
            %3337 = arith.addi %100, %3336 : i32
            %c1_i32_725 = arith.constant 1 : i32
            %3338 = arith.andi %3335, %c1_i32_725 : i32
            %c0_i32_726 = arith.constant 0 : i32
            %3339 = arith.cmpi ne, %3338, %c0_i32_726 : i32
            %3340 = arith.select %3339, %58, %57 : index
            %3341 = arith.select %3339, %63, %68 : i32
            %3342 = arith.cmpi eq, %3335, %1093 : i32
            %3343 = arith.andi %3342, %109 : i1
            %c128_i32_727 = arith.constant 128 : i32
            %3344 = arith.addi %3337, %c128_i32_727 : i32
            %3345 = arith.cmpi slt, %3344, %101 : i32
            %cst_728 = arith.constant 0xFF800000 : f32
            %cst_729 = arith.constant 0.000000e+00 : f32
            %c0_i64_730 = arith.constant 0 : i64
            %c0_i64_731 = arith.constant 0 : i64
            %cst_732 = arith.constant 1.000000e+00 : f32
            %c-1_i32_733 = arith.constant -1 : i32
            %c-1_i32_734 = arith.constant -1 : i32
            %cst_735 = arith.constant 0xFF800000 : f32
            %cst_736 = arith.constant 0.000000e+00 : f32
            %c0_i64_737 = arith.constant 0 : i64
            %c0_i64_738 = arith.constant 0 : i64
            %cst_739 = arith.constant 1.000000e+00 : f32
            %c-1_i32_740 = arith.constant -1 : i32
            %c-1_i32_741 = arith.constant -1 : i32
            %3346:7 = scf.if %3343 -> (f32, f32, i64, i64, f32, i32, i32) {
              llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
              rocdl.sched.barrier none
              %4085 = arith.addi %3340, %56 : index
              %4086 = arith.index_cast %4085 : index to i32
              %c0_i32_806 = arith.constant 0 : i32
              %4087 = arith.addi %3341, %c0_i32_806 : i32
              %c-1_i32_807 = arith.constant -1 : i32
              %4088 = arith.cmpi eq, %arg45, %c-1_i32_807 : i32
              scf.if %4088 {
                %c0_i32_871 = arith.constant 0 : i32
                %4632 = arith.addi %4087, %c0_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4087 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c2112_i32 = arith.constant 2112 : i32
              %4089 = arith.addi %3341, %c2112_i32 : i32
              %c-1_i32_808 = arith.constant -1 : i32
              %4090 = arith.cmpi eq, %arg46, %c-1_i32_808 : i32
              scf.if %4090 {
                %c0_i32_871 = arith.constant 0 : i32
                %4632 = arith.addi %4089, %c0_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4089 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %4091 = arith.extui %4086 : i32 to i64
              %4092 = llvm.inttoptr %4091 : i64 to !llvm.ptr<3>
              %4093 = llvm.load volatile %4092 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4094 = arith.extui %4086 : i32 to i64
              %4095 = llvm.inttoptr %4094 : i64 to !llvm.ptr<3>
              %4096 = llvm.getelementptr %4095[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4097 = llvm.load volatile %4096 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4098 = arith.extui %4086 : i32 to i64
              %4099 = llvm.inttoptr %4098 : i64 to !llvm.ptr<3>
              %4100 = llvm.getelementptr %4099[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4101 = llvm.load volatile %4100 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4102 = arith.extui %4086 : i32 to i64
              %4103 = llvm.inttoptr %4102 : i64 to !llvm.ptr<3>
              %4104 = llvm.getelementptr %4103[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4105 = llvm.load volatile %4104 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4106 = arith.extui %4086 : i32 to i64
              %4107 = llvm.inttoptr %4106 : i64 to !llvm.ptr<3>
              %4108 = llvm.getelementptr %4107[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4109 = llvm.load volatile %4108 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4110 = arith.extui %4086 : i32 to i64
              %4111 = llvm.inttoptr %4110 : i64 to !llvm.ptr<3>
              %4112 = llvm.getelementptr %4111[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4113 = llvm.load volatile %4112 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4114 = arith.extui %4086 : i32 to i64
              %4115 = llvm.inttoptr %4114 : i64 to !llvm.ptr<3>
              %4116 = llvm.getelementptr %4115[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4117 = llvm.load volatile %4116 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4118 = arith.extui %4086 : i32 to i64
              %4119 = llvm.inttoptr %4118 : i64 to !llvm.ptr<3>
              %4120 = llvm.getelementptr %4119[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4121 = llvm.load volatile %4120 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c4160_i32 = arith.constant 4160 : i32
              %4122 = arith.addi %3341, %c4160_i32 : i32
              %c-1_i32_809 = arith.constant -1 : i32
              %4123 = arith.cmpi eq, %arg45, %c-1_i32_809 : i32
              scf.if %4123 {
                %c64_i32_871 = arith.constant 64 : i32
                %4632 = arith.addi %4122, %c64_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4122 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c6272_i32 = arith.constant 6272 : i32
              %4124 = arith.addi %3341, %c6272_i32 : i32
              %c-1_i32_810 = arith.constant -1 : i32
              %4125 = arith.cmpi eq, %arg46, %c-1_i32_810 : i32
              scf.if %4125 {
                %c64_i32_871 = arith.constant 64 : i32
                %4632 = arith.addi %4124, %c64_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4124 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4126 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4093, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4127 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4097, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4128 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4101, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4129 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4105, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 15
              rocdl.s.waitcnt 49279
              %4130 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4109, %179, %4126, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4131 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4113, %179, %4127, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4132 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4117, %179, %4128, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4133 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4121, %179, %4129, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4134 = arith.extui %4086 : i32 to i64
              %4135 = llvm.inttoptr %4134 : i64 to !llvm.ptr<3>
              %4136 = llvm.getelementptr %4135[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4137 = llvm.load volatile %4136 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4138 = arith.extui %4086 : i32 to i64
              %4139 = llvm.inttoptr %4138 : i64 to !llvm.ptr<3>
              %4140 = llvm.getelementptr %4139[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4141 = llvm.load volatile %4140 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4142 = arith.extui %4086 : i32 to i64
              %4143 = llvm.inttoptr %4142 : i64 to !llvm.ptr<3>
              %4144 = llvm.getelementptr %4143[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4145 = llvm.load volatile %4144 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4146 = arith.extui %4086 : i32 to i64
              %4147 = llvm.inttoptr %4146 : i64 to !llvm.ptr<3>
              %4148 = llvm.getelementptr %4147[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4149 = llvm.load volatile %4148 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4150 = arith.extui %4086 : i32 to i64
              %4151 = llvm.inttoptr %4150 : i64 to !llvm.ptr<3>
              %4152 = llvm.getelementptr %4151[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4153 = llvm.load volatile %4152 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4154 = arith.extui %4086 : i32 to i64
              %4155 = llvm.inttoptr %4154 : i64 to !llvm.ptr<3>
              %4156 = llvm.getelementptr %4155[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4157 = llvm.load volatile %4156 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4158 = arith.extui %4086 : i32 to i64
              %4159 = llvm.inttoptr %4158 : i64 to !llvm.ptr<3>
              %4160 = llvm.getelementptr %4159[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4161 = llvm.load volatile %4160 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4162 = arith.extui %4086 : i32 to i64
              %4163 = llvm.inttoptr %4162 : i64 to !llvm.ptr<3>
              %4164 = llvm.getelementptr %4163[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4165 = llvm.load volatile %4164 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c8320_i32 = arith.constant 8320 : i32
              %4166 = arith.addi %3341, %c8320_i32 : i32
              %c-1_i32_811 = arith.constant -1 : i32
              %4167 = arith.cmpi eq, %arg45, %c-1_i32_811 : i32
              scf.if %4167 {
                %c128_i32_871 = arith.constant 128 : i32
                %4632 = arith.addi %4166, %c128_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4166 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c10432_i32 = arith.constant 10432 : i32
              %4168 = arith.addi %3341, %c10432_i32 : i32
              %c-1_i32_812 = arith.constant -1 : i32
              %4169 = arith.cmpi eq, %arg46, %c-1_i32_812 : i32
              scf.if %4169 {
                %c128_i32_871 = arith.constant 128 : i32
                %4632 = arith.addi %4168, %c128_i32_871 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_872 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_872 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_873 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_873 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4168 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4170 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4137, %197, %4130, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4171 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4141, %197, %4131, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4172 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4145, %197, %4132, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4173 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4149, %197, %4133, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4174 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4153, %205, %4170, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4175 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4157, %205, %4171, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4176 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4161, %205, %4172, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4177 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4165, %205, %4173, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4178 = arith.extui %4086 : i32 to i64
              %4179 = llvm.inttoptr %4178 : i64 to !llvm.ptr<3>
              %4180 = llvm.getelementptr %4179[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4181 = llvm.load volatile %4180 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4182 = arith.extui %4086 : i32 to i64
              %4183 = llvm.inttoptr %4182 : i64 to !llvm.ptr<3>
              %4184 = llvm.getelementptr %4183[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4185 = llvm.load volatile %4184 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4186 = arith.extui %4086 : i32 to i64
              %4187 = llvm.inttoptr %4186 : i64 to !llvm.ptr<3>
              %4188 = llvm.getelementptr %4187[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4189 = llvm.load volatile %4188 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4190 = arith.extui %4086 : i32 to i64
              %4191 = llvm.inttoptr %4190 : i64 to !llvm.ptr<3>
              %4192 = llvm.getelementptr %4191[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4193 = llvm.load volatile %4192 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4194 = arith.extui %4086 : i32 to i64
              %4195 = llvm.inttoptr %4194 : i64 to !llvm.ptr<3>
              %4196 = llvm.getelementptr %4195[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4197 = llvm.load volatile %4196 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4198 = arith.extui %4086 : i32 to i64
              %4199 = llvm.inttoptr %4198 : i64 to !llvm.ptr<3>
              %4200 = llvm.getelementptr %4199[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4201 = llvm.load volatile %4200 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4202 = arith.extui %4086 : i32 to i64
              %4203 = llvm.inttoptr %4202 : i64 to !llvm.ptr<3>
              %4204 = llvm.getelementptr %4203[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4205 = llvm.load volatile %4204 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4206 = arith.extui %4086 : i32 to i64
              %4207 = llvm.inttoptr %4206 : i64 to !llvm.ptr<3>
              %4208 = llvm.getelementptr %4207[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4209 = llvm.load volatile %4208 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c12480_i32 = arith.constant 12480 : i32
              %4210 = arith.addi %3341, %c12480_i32 : i32
              %c-1_i32_813 = arith.constant -1 : i32
              %4211 = arith.cmpi eq, %arg45, %c-1_i32_813 : i32
              scf.if %4211 {
                %c192_i32 = arith.constant 192 : i32
                %4632 = arith.addi %4210, %c192_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4210 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c14592_i32 = arith.constant 14592 : i32
              %4212 = arith.addi %3341, %c14592_i32 : i32
              %c-1_i32_814 = arith.constant -1 : i32
              %4213 = arith.cmpi eq, %arg46, %c-1_i32_814 : i32
              scf.if %4213 {
                %c192_i32 = arith.constant 192 : i32
                %4632 = arith.addi %4212, %c192_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4212 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4214 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4181, %223, %4174, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4215 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4185, %223, %4175, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4216 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4189, %223, %4176, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4217 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4193, %223, %4177, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4218 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4197, %231, %4214, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4219 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4201, %231, %4215, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4220 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4205, %231, %4216, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4221 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4209, %231, %4217, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4222 = arith.extui %4086 : i32 to i64
              %4223 = llvm.inttoptr %4222 : i64 to !llvm.ptr<3>
              %4224 = llvm.getelementptr %4223[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4225 = llvm.load volatile %4224 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4226 = arith.extui %4086 : i32 to i64
              %4227 = llvm.inttoptr %4226 : i64 to !llvm.ptr<3>
              %4228 = llvm.getelementptr %4227[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4229 = llvm.load volatile %4228 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4230 = arith.extui %4086 : i32 to i64
              %4231 = llvm.inttoptr %4230 : i64 to !llvm.ptr<3>
              %4232 = llvm.getelementptr %4231[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4233 = llvm.load volatile %4232 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4234 = arith.extui %4086 : i32 to i64
              %4235 = llvm.inttoptr %4234 : i64 to !llvm.ptr<3>
              %4236 = llvm.getelementptr %4235[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4237 = llvm.load volatile %4236 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4238 = arith.extui %4086 : i32 to i64
              %4239 = llvm.inttoptr %4238 : i64 to !llvm.ptr<3>
              %4240 = llvm.getelementptr %4239[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4241 = llvm.load volatile %4240 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4242 = arith.extui %4086 : i32 to i64
              %4243 = llvm.inttoptr %4242 : i64 to !llvm.ptr<3>
              %4244 = llvm.getelementptr %4243[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4245 = llvm.load volatile %4244 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4246 = arith.extui %4086 : i32 to i64
              %4247 = llvm.inttoptr %4246 : i64 to !llvm.ptr<3>
              %4248 = llvm.getelementptr %4247[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4249 = llvm.load volatile %4248 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4250 = arith.extui %4086 : i32 to i64
              %4251 = llvm.inttoptr %4250 : i64 to !llvm.ptr<3>
              %4252 = llvm.getelementptr %4251[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4253 = llvm.load volatile %4252 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c16640_i32 = arith.constant 16640 : i32
              %4254 = arith.addi %3341, %c16640_i32 : i32
              %c-1_i32_815 = arith.constant -1 : i32
              %4255 = arith.cmpi eq, %arg45, %c-1_i32_815 : i32
              scf.if %4255 {
                %c256_i32 = arith.constant 256 : i32
                %4632 = arith.addi %4254, %c256_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4254 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c18752_i32 = arith.constant 18752 : i32
              %4256 = arith.addi %3341, %c18752_i32 : i32
              %c-1_i32_816 = arith.constant -1 : i32
              %4257 = arith.cmpi eq, %arg46, %c-1_i32_816 : i32
              scf.if %4257 {
                %c256_i32 = arith.constant 256 : i32
                %4632 = arith.addi %4256, %c256_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4256 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4258 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4225, %249, %4218, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4259 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4229, %249, %4219, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4260 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4233, %249, %4220, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4261 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4237, %249, %4221, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4262 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4241, %257, %4258, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4263 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4245, %257, %4259, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4264 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4249, %257, %4260, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4265 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4253, %257, %4261, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4266 = arith.extui %4086 : i32 to i64
              %4267 = llvm.inttoptr %4266 : i64 to !llvm.ptr<3>
              %4268 = llvm.getelementptr %4267[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4269 = llvm.load volatile %4268 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4270 = arith.extui %4086 : i32 to i64
              %4271 = llvm.inttoptr %4270 : i64 to !llvm.ptr<3>
              %4272 = llvm.getelementptr %4271[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4273 = llvm.load volatile %4272 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4274 = arith.extui %4086 : i32 to i64
              %4275 = llvm.inttoptr %4274 : i64 to !llvm.ptr<3>
              %4276 = llvm.getelementptr %4275[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4277 = llvm.load volatile %4276 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4278 = arith.extui %4086 : i32 to i64
              %4279 = llvm.inttoptr %4278 : i64 to !llvm.ptr<3>
              %4280 = llvm.getelementptr %4279[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4281 = llvm.load volatile %4280 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4282 = arith.extui %4086 : i32 to i64
              %4283 = llvm.inttoptr %4282 : i64 to !llvm.ptr<3>
              %4284 = llvm.getelementptr %4283[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4285 = llvm.load volatile %4284 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4286 = arith.extui %4086 : i32 to i64
              %4287 = llvm.inttoptr %4286 : i64 to !llvm.ptr<3>
              %4288 = llvm.getelementptr %4287[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4289 = llvm.load volatile %4288 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4290 = arith.extui %4086 : i32 to i64
              %4291 = llvm.inttoptr %4290 : i64 to !llvm.ptr<3>
              %4292 = llvm.getelementptr %4291[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4293 = llvm.load volatile %4292 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4294 = arith.extui %4086 : i32 to i64
              %4295 = llvm.inttoptr %4294 : i64 to !llvm.ptr<3>
              %4296 = llvm.getelementptr %4295[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4297 = llvm.load volatile %4296 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c20800_i32 = arith.constant 20800 : i32
              %4298 = arith.addi %3341, %c20800_i32 : i32
              %c-1_i32_817 = arith.constant -1 : i32
              %4299 = arith.cmpi eq, %arg45, %c-1_i32_817 : i32
              scf.if %4299 {
                %c320_i32 = arith.constant 320 : i32
                %4632 = arith.addi %4298, %c320_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4298 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c22912_i32 = arith.constant 22912 : i32
              %4300 = arith.addi %3341, %c22912_i32 : i32
              %c-1_i32_818 = arith.constant -1 : i32
              %4301 = arith.cmpi eq, %arg46, %c-1_i32_818 : i32
              scf.if %4301 {
                %c320_i32 = arith.constant 320 : i32
                %4632 = arith.addi %4300, %c320_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4300 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4302 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4269, %275, %4262, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4303 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4273, %275, %4263, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4304 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4277, %275, %4264, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4305 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4281, %275, %4265, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4306 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4285, %283, %4302, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4307 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4289, %283, %4303, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4308 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4293, %283, %4304, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4309 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4297, %283, %4305, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4310 = arith.extui %4086 : i32 to i64
              %4311 = llvm.inttoptr %4310 : i64 to !llvm.ptr<3>
              %4312 = llvm.getelementptr %4311[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4313 = llvm.load volatile %4312 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4314 = arith.extui %4086 : i32 to i64
              %4315 = llvm.inttoptr %4314 : i64 to !llvm.ptr<3>
              %4316 = llvm.getelementptr %4315[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4317 = llvm.load volatile %4316 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4318 = arith.extui %4086 : i32 to i64
              %4319 = llvm.inttoptr %4318 : i64 to !llvm.ptr<3>
              %4320 = llvm.getelementptr %4319[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4321 = llvm.load volatile %4320 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4322 = arith.extui %4086 : i32 to i64
              %4323 = llvm.inttoptr %4322 : i64 to !llvm.ptr<3>
              %4324 = llvm.getelementptr %4323[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4325 = llvm.load volatile %4324 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4326 = arith.extui %4086 : i32 to i64
              %4327 = llvm.inttoptr %4326 : i64 to !llvm.ptr<3>
              %4328 = llvm.getelementptr %4327[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4329 = llvm.load volatile %4328 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4330 = arith.extui %4086 : i32 to i64
              %4331 = llvm.inttoptr %4330 : i64 to !llvm.ptr<3>
              %4332 = llvm.getelementptr %4331[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4333 = llvm.load volatile %4332 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4334 = arith.extui %4086 : i32 to i64
              %4335 = llvm.inttoptr %4334 : i64 to !llvm.ptr<3>
              %4336 = llvm.getelementptr %4335[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4337 = llvm.load volatile %4336 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4338 = arith.extui %4086 : i32 to i64
              %4339 = llvm.inttoptr %4338 : i64 to !llvm.ptr<3>
              %4340 = llvm.getelementptr %4339[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4341 = llvm.load volatile %4340 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c24960_i32 = arith.constant 24960 : i32
              %4342 = arith.addi %3341, %c24960_i32 : i32
              %c-1_i32_819 = arith.constant -1 : i32
              %4343 = arith.cmpi eq, %arg45, %c-1_i32_819 : i32
              scf.if %4343 {
                %c384_i32 = arith.constant 384 : i32
                %4632 = arith.addi %4342, %c384_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4342 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c27072_i32 = arith.constant 27072 : i32
              %4344 = arith.addi %3341, %c27072_i32 : i32
              %c-1_i32_820 = arith.constant -1 : i32
              %4345 = arith.cmpi eq, %arg46, %c-1_i32_820 : i32
              scf.if %4345 {
                %c384_i32 = arith.constant 384 : i32
                %4632 = arith.addi %4344, %c384_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4344 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4346 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4313, %301, %4306, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4347 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4317, %301, %4307, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4348 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4321, %301, %4308, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4349 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4325, %301, %4309, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4350 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4329, %309, %4346, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4351 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4333, %309, %4347, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4352 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4337, %309, %4348, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4353 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4341, %309, %4349, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4354 = arith.extui %4086 : i32 to i64
              %4355 = llvm.inttoptr %4354 : i64 to !llvm.ptr<3>
              %4356 = llvm.getelementptr %4355[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4357 = llvm.load volatile %4356 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4358 = arith.extui %4086 : i32 to i64
              %4359 = llvm.inttoptr %4358 : i64 to !llvm.ptr<3>
              %4360 = llvm.getelementptr %4359[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4361 = llvm.load volatile %4360 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4362 = arith.extui %4086 : i32 to i64
              %4363 = llvm.inttoptr %4362 : i64 to !llvm.ptr<3>
              %4364 = llvm.getelementptr %4363[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4365 = llvm.load volatile %4364 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4366 = arith.extui %4086 : i32 to i64
              %4367 = llvm.inttoptr %4366 : i64 to !llvm.ptr<3>
              %4368 = llvm.getelementptr %4367[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4369 = llvm.load volatile %4368 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4370 = arith.extui %4086 : i32 to i64
              %4371 = llvm.inttoptr %4370 : i64 to !llvm.ptr<3>
              %4372 = llvm.getelementptr %4371[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4373 = llvm.load volatile %4372 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4374 = arith.extui %4086 : i32 to i64
              %4375 = llvm.inttoptr %4374 : i64 to !llvm.ptr<3>
              %4376 = llvm.getelementptr %4375[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4377 = llvm.load volatile %4376 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4378 = arith.extui %4086 : i32 to i64
              %4379 = llvm.inttoptr %4378 : i64 to !llvm.ptr<3>
              %4380 = llvm.getelementptr %4379[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4381 = llvm.load volatile %4380 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4382 = arith.extui %4086 : i32 to i64
              %4383 = llvm.inttoptr %4382 : i64 to !llvm.ptr<3>
              %4384 = llvm.getelementptr %4383[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4385 = llvm.load volatile %4384 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c29120_i32 = arith.constant 29120 : i32
              %4386 = arith.addi %3341, %c29120_i32 : i32
              %c-1_i32_821 = arith.constant -1 : i32
              %4387 = arith.cmpi eq, %arg45, %c-1_i32_821 : i32
              scf.if %4387 {
                %c448_i32 = arith.constant 448 : i32
                %4632 = arith.addi %4386, %c448_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4386 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c31232_i32 = arith.constant 31232 : i32
              %4388 = arith.addi %3341, %c31232_i32 : i32
              %c-1_i32_822 = arith.constant -1 : i32
              %4389 = arith.cmpi eq, %arg46, %c-1_i32_822 : i32
              scf.if %4389 {
                %c448_i32 = arith.constant 448 : i32
                %4632 = arith.addi %4388, %c448_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4388 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4390 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4357, %327, %4350, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4391 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4361, %327, %4351, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4392 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4365, %327, %4352, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4393 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4369, %327, %4353, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4394 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4373, %335, %4390, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4395 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4377, %335, %4391, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4396 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4381, %335, %4392, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4397 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4385, %335, %4393, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4398 = arith.extui %4086 : i32 to i64
              %4399 = llvm.inttoptr %4398 : i64 to !llvm.ptr<3>
              %4400 = llvm.getelementptr %4399[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4401 = llvm.load volatile %4400 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4402 = arith.extui %4086 : i32 to i64
              %4403 = llvm.inttoptr %4402 : i64 to !llvm.ptr<3>
              %4404 = llvm.getelementptr %4403[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4405 = llvm.load volatile %4404 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4406 = arith.extui %4086 : i32 to i64
              %4407 = llvm.inttoptr %4406 : i64 to !llvm.ptr<3>
              %4408 = llvm.getelementptr %4407[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4409 = llvm.load volatile %4408 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4410 = arith.extui %4086 : i32 to i64
              %4411 = llvm.inttoptr %4410 : i64 to !llvm.ptr<3>
              %4412 = llvm.getelementptr %4411[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4413 = llvm.load volatile %4412 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4414 = arith.extui %4086 : i32 to i64
              %4415 = llvm.inttoptr %4414 : i64 to !llvm.ptr<3>
              %4416 = llvm.getelementptr %4415[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4417 = llvm.load volatile %4416 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4418 = arith.extui %4086 : i32 to i64
              %4419 = llvm.inttoptr %4418 : i64 to !llvm.ptr<3>
              %4420 = llvm.getelementptr %4419[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4421 = llvm.load volatile %4420 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4422 = arith.extui %4086 : i32 to i64
              %4423 = llvm.inttoptr %4422 : i64 to !llvm.ptr<3>
              %4424 = llvm.getelementptr %4423[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4425 = llvm.load volatile %4424 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4426 = arith.extui %4086 : i32 to i64
              %4427 = llvm.inttoptr %4426 : i64 to !llvm.ptr<3>
              %4428 = llvm.getelementptr %4427[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4429 = llvm.load volatile %4428 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c33280_i32 = arith.constant 33280 : i32
              %4430 = arith.addi %3341, %c33280_i32 : i32
              %c-1_i32_823 = arith.constant -1 : i32
              %4431 = arith.cmpi eq, %arg45, %c-1_i32_823 : i32
              scf.if %4431 {
                %c512_i32 = arith.constant 512 : i32
                %4632 = arith.addi %4430, %c512_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg45, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4430 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %c35392_i32 = arith.constant 35392 : i32
              %4432 = arith.addi %3341, %c35392_i32 : i32
              %c-1_i32_824 = arith.constant -1 : i32
              %4433 = arith.cmpi eq, %arg46, %c-1_i32_824 : i32
              scf.if %4433 {
                %c512_i32 = arith.constant 512 : i32
                %4632 = arith.addi %4432, %c512_i32 : i32
                %4633 = arith.index_cast %25 : index to i32
                %c4_i32_871 = arith.constant 4 : i32
                %4634 = arith.muli %4633, %c4_i32_871 : i32
                %4635 = arith.addi %4632, %4634 : i32
                %c0_i32_872 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %4635, %c0_i32_872 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %4632 = arith.muli %arg46, %c576_i32 : i32
                %4633 = arith.addi %4632, %47 : i32
                %4634 = rocdl.readfirstlane %4432 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %4634, %4633, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4434 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4401, %349, %4394, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4435 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4405, %349, %4395, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4436 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4409, %349, %4396, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4437 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4413, %349, %4397, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4438 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4417, %357, %4434, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4439 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4421, %357, %4435, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4440 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4425, %357, %4436, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4441 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4429, %357, %4437, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4442 = arith.extui %4086 : i32 to i64
              %4443 = llvm.inttoptr %4442 : i64 to !llvm.ptr<3>
              %4444 = llvm.getelementptr %4443[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4445 = llvm.load volatile %4444 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4446 = arith.extui %4086 : i32 to i64
              %4447 = llvm.inttoptr %4446 : i64 to !llvm.ptr<3>
              %4448 = llvm.getelementptr %4447[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4449 = llvm.load volatile %4448 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4450 = arith.extui %4086 : i32 to i64
              %4451 = llvm.inttoptr %4450 : i64 to !llvm.ptr<3>
              %4452 = llvm.getelementptr %4451[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4453 = llvm.load volatile %4452 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4454 = arith.extui %4086 : i32 to i64
              %4455 = llvm.inttoptr %4454 : i64 to !llvm.ptr<3>
              %4456 = llvm.getelementptr %4455[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4457 = llvm.load volatile %4456 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4458 = arith.extui %4086 : i32 to i64
              %4459 = llvm.inttoptr %4458 : i64 to !llvm.ptr<3>
              %4460 = llvm.getelementptr %4459[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4461 = llvm.load volatile %4460 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4462 = arith.extui %4086 : i32 to i64
              %4463 = llvm.inttoptr %4462 : i64 to !llvm.ptr<3>
              %4464 = llvm.getelementptr %4463[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4465 = llvm.load volatile %4464 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4466 = arith.extui %4086 : i32 to i64
              %4467 = llvm.inttoptr %4466 : i64 to !llvm.ptr<3>
              %4468 = llvm.getelementptr %4467[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4469 = llvm.load volatile %4468 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4470 = arith.extui %4086 : i32 to i64
              %4471 = llvm.inttoptr %4470 : i64 to !llvm.ptr<3>
              %4472 = llvm.getelementptr %4471[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4473 = llvm.load volatile %4472 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4474 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4445, %371, %4438, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4475 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4449, %371, %4439, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4476 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4453, %371, %4440, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4477 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4457, %371, %4441, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4478 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4461, %379, %4474, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4479 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4465, %379, %4475, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4480 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4469, %379, %4476, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4481 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4473, %379, %4477, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 14
              %4482 = vector.extract %4478[0] : f32 from vector<4xf32>
              %4483 = vector.extract %4478[1] : f32 from vector<4xf32>
              %4484 = vector.extract %4478[2] : f32 from vector<4xf32>
              %4485 = vector.extract %4478[3] : f32 from vector<4xf32>
              %4486 = vector.extract %4479[0] : f32 from vector<4xf32>
              %4487 = vector.extract %4479[1] : f32 from vector<4xf32>
              %4488 = vector.extract %4479[2] : f32 from vector<4xf32>
              %4489 = vector.extract %4479[3] : f32 from vector<4xf32>
              %4490 = vector.extract %4480[0] : f32 from vector<4xf32>
              %4491 = vector.extract %4480[1] : f32 from vector<4xf32>
              %4492 = vector.extract %4480[2] : f32 from vector<4xf32>
              %4493 = vector.extract %4480[3] : f32 from vector<4xf32>
              %4494 = vector.extract %4481[0] : f32 from vector<4xf32>
              %4495 = vector.extract %4481[1] : f32 from vector<4xf32>
              %4496 = vector.extract %4481[2] : f32 from vector<4xf32>
              %4497 = vector.extract %4481[3] : f32 from vector<4xf32>
              %c-1_i32_825 = arith.constant -1 : i32
              %c-1_i32_826 = arith.constant -1 : i32
              %c-1_i32_827 = arith.constant -1 : i32
              %c-1_i32_828 = arith.constant -1 : i32
              %4498:2 = scf.if %3345 -> (i32, i32) {
                %4632 = arith.index_cast %3344 : i32 to index
                %4633 = arith.addi %41, %4632 : index
                %c0_871 = arith.constant 0 : index
                %4634 = arith.addi %41, %c0_871 : index
                %4635 = arith.index_cast %3344 : i32 to index
                %4636 = arith.addi %4634, %4635 : index
                %4637 = arith.index_cast %101 : i32 to index
                %4638 = arith.cmpi slt, %4636, %4637 : index
                %c-1_i32_872 = arith.constant -1 : i32
                %c-1_i32_873 = arith.constant -1 : i32
                %4639 = scf.if %4638 -> (i32) {
                  %4648 = arith.index_cast %4636 : index to i32
                  %c4_i32_877 = arith.constant 4 : i32
                  %4649 = arith.muli %4648, %c4_i32_877 : i32
                  %c0_i32_878 = arith.constant 0 : i32
                  %4650 = rocdl.raw.ptr.buffer.load %12, %4649, %c0_i32_878, 0 : i32
                  scf.yield %4650 : i32
                } else {
                  scf.yield %c-1_i32_873 : i32
                }
                %4640 = arith.index_cast %3344 : i32 to index
                %4641 = arith.addi %41, %4640 : index
                %c32_874 = arith.constant 32 : index
                %4642 = arith.addi %41, %c32_874 : index
                %4643 = arith.index_cast %3344 : i32 to index
                %4644 = arith.addi %4642, %4643 : index
                %4645 = arith.index_cast %101 : i32 to index
                %4646 = arith.cmpi slt, %4644, %4645 : index
                %c-1_i32_875 = arith.constant -1 : i32
                %c-1_i32_876 = arith.constant -1 : i32
                %4647 = scf.if %4646 -> (i32) {
                  %4648 = arith.index_cast %4644 : index to i32
                  %c4_i32_877 = arith.constant 4 : i32
                  %4649 = arith.muli %4648, %c4_i32_877 : i32
                  %c0_i32_878 = arith.constant 0 : i32
                  %4650 = rocdl.raw.ptr.buffer.load %12, %4649, %c0_i32_878, 0 : i32
                  scf.yield %4650 : i32
                } else {
                  scf.yield %c-1_i32_876 : i32
                }
                scf.yield %4639, %4647 : i32, i32
              } else {
                scf.yield %c-1_i32_827, %c-1_i32_828 : i32, i32
              }
              %c16_829 = arith.constant 16 : index
              %4499 = arith.divui %25, %c16_829 : index
              %c4_830 = arith.constant 4 : index
              %4500 = arith.muli %4499, %c4_830 : index
              %4501 = arith.index_cast %3337 : i32 to index
              %4502 = arith.addi %4500, %4501 : index
              %4503 = arith.mulf %4482, %arg8 fastmath<fast> : f32
              %4504 = arith.mulf %4483, %arg8 fastmath<fast> : f32
              %4505 = arith.mulf %4484, %arg8 fastmath<fast> : f32
              %4506 = arith.mulf %4485, %arg8 fastmath<fast> : f32
              %4507 = arith.mulf %4486, %arg8 fastmath<fast> : f32
              %4508 = arith.mulf %4487, %arg8 fastmath<fast> : f32
              %4509 = arith.mulf %4488, %arg8 fastmath<fast> : f32
              %4510 = arith.mulf %4489, %arg8 fastmath<fast> : f32
              %4511 = arith.mulf %4490, %arg8 fastmath<fast> : f32
              %4512 = arith.mulf %4491, %arg8 fastmath<fast> : f32
              %4513 = arith.mulf %4492, %arg8 fastmath<fast> : f32
              %4514 = arith.mulf %4493, %arg8 fastmath<fast> : f32
              %4515 = arith.mulf %4494, %arg8 fastmath<fast> : f32
              %4516 = arith.mulf %4495, %arg8 fastmath<fast> : f32
              %4517 = arith.mulf %4496, %arg8 fastmath<fast> : f32
              %4518 = arith.mulf %4497, %arg8 fastmath<fast> : f32
              %4519 = arith.maxnumf %4503, %4504 fastmath<contract> : f32
              %4520 = arith.maxnumf %4519, %4505 fastmath<contract> : f32
              %4521 = arith.maxnumf %4520, %4506 fastmath<contract> : f32
              %4522 = arith.maxnumf %4521, %4507 fastmath<contract> : f32
              %4523 = arith.maxnumf %4522, %4508 fastmath<contract> : f32
              %4524 = arith.maxnumf %4523, %4509 fastmath<contract> : f32
              %4525 = arith.maxnumf %4524, %4510 fastmath<contract> : f32
              %4526 = arith.maxnumf %4525, %4511 fastmath<contract> : f32
              %4527 = arith.maxnumf %4526, %4512 fastmath<contract> : f32
              %4528 = arith.maxnumf %4527, %4513 fastmath<contract> : f32
              %4529 = arith.maxnumf %4528, %4514 fastmath<contract> : f32
              %4530 = arith.maxnumf %4529, %4515 fastmath<contract> : f32
              %4531 = arith.maxnumf %4530, %4516 fastmath<contract> : f32
              %4532 = arith.maxnumf %4531, %4517 fastmath<contract> : f32
              %4533 = arith.maxnumf %4532, %4518 fastmath<contract> : f32
              %4534 = arith.bitcast %4533 : f32 to i32
              %c32_i32_831 = arith.constant 32 : i32
              %c64_i32_832 = arith.constant 64 : i32
              %shuffleResult_833, %valid_834 = gpu.shuffle xor %4534, %c32_i32_831, %c64_i32_832 : i32
              %4535 = arith.bitcast %shuffleResult_833 : i32 to f32
              %4536 = arith.maxnumf %4533, %4535 fastmath<contract> : f32
              %4537 = arith.bitcast %4536 : f32 to i32
              %c16_i32_835 = arith.constant 16 : i32
              %c64_i32_836 = arith.constant 64 : i32
              %shuffleResult_837, %valid_838 = gpu.shuffle xor %4537, %c16_i32_835, %c64_i32_836 : i32
              %4538 = arith.bitcast %shuffleResult_837 : i32 to f32
              %4539 = arith.maxnumf %4536, %4538 fastmath<contract> : f32
              %4540 = arith.maxnumf %4539, %arg11 fastmath<contract> : f32
              %4541 = arith.subf %arg11, %4540 fastmath<fast> : f32
              %cst_839 = arith.constant 1.44269502 : f32
              %4542 = arith.mulf %4541, %cst_839 fastmath<fast> : f32
              %4543 = rocdl.exp2 %4542 f32 -> f32
              %4544 = arith.subf %4503, %4540 fastmath<fast> : f32
              %cst_840 = arith.constant 1.44269502 : f32
              %4545 = arith.mulf %4544, %cst_840 fastmath<fast> : f32
              %4546 = rocdl.exp2 %4545 f32 -> f32
              %cst_841 = arith.constant 0.000000e+00 : f32
              %4547 = arith.addf %cst_841, %4546 fastmath<fast> : f32
              %4548 = arith.subf %4504, %4540 fastmath<fast> : f32
              %cst_842 = arith.constant 1.44269502 : f32
              %4549 = arith.mulf %4548, %cst_842 fastmath<fast> : f32
              %4550 = rocdl.exp2 %4549 f32 -> f32
              %4551 = arith.addf %4547, %4550 fastmath<fast> : f32
              %4552 = arith.subf %4505, %4540 fastmath<fast> : f32
              %cst_843 = arith.constant 1.44269502 : f32
              %4553 = arith.mulf %4552, %cst_843 fastmath<fast> : f32
              %4554 = rocdl.exp2 %4553 f32 -> f32
              %4555 = arith.addf %4551, %4554 fastmath<fast> : f32
              %4556 = arith.subf %4506, %4540 fastmath<fast> : f32
              %cst_844 = arith.constant 1.44269502 : f32
              %4557 = arith.mulf %4556, %cst_844 fastmath<fast> : f32
              %4558 = rocdl.exp2 %4557 f32 -> f32
              %4559 = arith.addf %4555, %4558 fastmath<fast> : f32
              %4560 = arith.subf %4507, %4540 fastmath<fast> : f32
              %cst_845 = arith.constant 1.44269502 : f32
              %4561 = arith.mulf %4560, %cst_845 fastmath<fast> : f32
              %4562 = rocdl.exp2 %4561 f32 -> f32
              %4563 = arith.addf %4559, %4562 fastmath<fast> : f32
              %4564 = arith.subf %4508, %4540 fastmath<fast> : f32
              %cst_846 = arith.constant 1.44269502 : f32
              %4565 = arith.mulf %4564, %cst_846 fastmath<fast> : f32
              %4566 = rocdl.exp2 %4565 f32 -> f32
              %4567 = arith.addf %4563, %4566 fastmath<fast> : f32
              %4568 = arith.subf %4509, %4540 fastmath<fast> : f32
              %cst_847 = arith.constant 1.44269502 : f32
              %4569 = arith.mulf %4568, %cst_847 fastmath<fast> : f32
              %4570 = rocdl.exp2 %4569 f32 -> f32
              %4571 = arith.addf %4567, %4570 fastmath<fast> : f32
              %4572 = arith.subf %4510, %4540 fastmath<fast> : f32
              %cst_848 = arith.constant 1.44269502 : f32
              %4573 = arith.mulf %4572, %cst_848 fastmath<fast> : f32
              %4574 = rocdl.exp2 %4573 f32 -> f32
              %4575 = arith.addf %4571, %4574 fastmath<fast> : f32
              %4576 = arith.subf %4511, %4540 fastmath<fast> : f32
              %cst_849 = arith.constant 1.44269502 : f32
              %4577 = arith.mulf %4576, %cst_849 fastmath<fast> : f32
              %4578 = rocdl.exp2 %4577 f32 -> f32
              %4579 = arith.addf %4575, %4578 fastmath<fast> : f32
              %4580 = arith.subf %4512, %4540 fastmath<fast> : f32
              %cst_850 = arith.constant 1.44269502 : f32
              %4581 = arith.mulf %4580, %cst_850 fastmath<fast> : f32
              %4582 = rocdl.exp2 %4581 f32 -> f32
              %4583 = arith.addf %4579, %4582 fastmath<fast> : f32
              %4584 = arith.subf %4513, %4540 fastmath<fast> : f32
              %cst_851 = arith.constant 1.44269502 : f32
              %4585 = arith.mulf %4584, %cst_851 fastmath<fast> : f32
              %4586 = rocdl.exp2 %4585 f32 -> f32
              %4587 = arith.addf %4583, %4586 fastmath<fast> : f32
              %4588 = arith.subf %4514, %4540 fastmath<fast> : f32
              %cst_852 = arith.constant 1.44269502 : f32
              %4589 = arith.mulf %4588, %cst_852 fastmath<fast> : f32
              %4590 = rocdl.exp2 %4589 f32 -> f32
              %4591 = arith.addf %4587, %4590 fastmath<fast> : f32
              %4592 = arith.subf %4515, %4540 fastmath<fast> : f32
              %cst_853 = arith.constant 1.44269502 : f32
              %4593 = arith.mulf %4592, %cst_853 fastmath<fast> : f32
              %4594 = rocdl.exp2 %4593 f32 -> f32
              %4595 = arith.addf %4591, %4594 fastmath<fast> : f32
              %4596 = arith.subf %4516, %4540 fastmath<fast> : f32
              %cst_854 = arith.constant 1.44269502 : f32
              %4597 = arith.mulf %4596, %cst_854 fastmath<fast> : f32
              %4598 = rocdl.exp2 %4597 f32 -> f32
              %4599 = arith.addf %4595, %4598 fastmath<fast> : f32
              %4600 = arith.subf %4517, %4540 fastmath<fast> : f32
              %cst_855 = arith.constant 1.44269502 : f32
              %4601 = arith.mulf %4600, %cst_855 fastmath<fast> : f32
              %4602 = rocdl.exp2 %4601 f32 -> f32
              %4603 = arith.addf %4599, %4602 fastmath<fast> : f32
              %4604 = arith.subf %4518, %4540 fastmath<fast> : f32
              %cst_856 = arith.constant 1.44269502 : f32
              %4605 = arith.mulf %4604, %cst_856 fastmath<fast> : f32
              %4606 = rocdl.exp2 %4605 f32 -> f32
              %4607 = arith.addf %4603, %4606 fastmath<fast> : f32
              %4608 = arith.bitcast %4607 : f32 to i32
              %c32_i32_857 = arith.constant 32 : i32
              %c64_i32_858 = arith.constant 64 : i32
              %shuffleResult_859, %valid_860 = gpu.shuffle xor %4608, %c32_i32_857, %c64_i32_858 : i32
              %4609 = arith.bitcast %shuffleResult_859 : i32 to f32
              %4610 = arith.addf %4607, %4609 fastmath<fast> : f32
              %4611 = arith.bitcast %4610 : f32 to i32
              %c16_i32_861 = arith.constant 16 : i32
              %c64_i32_862 = arith.constant 64 : i32
              %shuffleResult_863, %valid_864 = gpu.shuffle xor %4611, %c16_i32_861, %c64_i32_862 : i32
              %4612 = arith.bitcast %shuffleResult_863 : i32 to f32
              %4613 = arith.addf %4610, %4612 fastmath<fast> : f32
              %4614 = arith.mulf %4543, %arg12 fastmath<fast> : f32
              %4615 = arith.addf %4614, %4613 fastmath<fast> : f32
              %c0_i32_865 = arith.constant 0 : i32
              %4616 = rocdl.cvt.pk.fp8.f32 %4546, %4550 -> %c0_i32_865[false] : i32
              %4617 = rocdl.cvt.pk.fp8.f32 %4554, %4558 -> %4616[true] : i32
              %c0_i32_866 = arith.constant 0 : i32
              %4618 = rocdl.cvt.pk.fp8.f32 %4562, %4566 -> %c0_i32_866[false] : i32
              %4619 = rocdl.cvt.pk.fp8.f32 %4570, %4574 -> %4618[true] : i32
              %4620 = arith.extui %4617 : i32 to i64
              %4621 = arith.extui %4619 : i32 to i64
              %c32_i64_867 = arith.constant 32 : i64
              %4622 = arith.shli %4621, %c32_i64_867 : i64
              %4623 = arith.ori %4620, %4622 : i64
              %c0_i32_868 = arith.constant 0 : i32
              %4624 = rocdl.cvt.pk.fp8.f32 %4578, %4582 -> %c0_i32_868[false] : i32
              %4625 = rocdl.cvt.pk.fp8.f32 %4586, %4590 -> %4624[true] : i32
              %c0_i32_869 = arith.constant 0 : i32
              %4626 = rocdl.cvt.pk.fp8.f32 %4594, %4598 -> %c0_i32_869[false] : i32
              %4627 = rocdl.cvt.pk.fp8.f32 %4602, %4606 -> %4626[true] : i32
              %4628 = arith.extui %4625 : i32 to i64
              %4629 = arith.extui %4627 : i32 to i64
              %c32_i64_870 = arith.constant 32 : i64
              %4630 = arith.shli %4629, %c32_i64_870 : i64
              %4631 = arith.ori %4628, %4630 : i64
              scf.yield %4540, %4615, %4623, %4631, %4543, %4498#0, %4498#1 : f32, f32, i64, i64, f32, i32, i32
            } else {
              llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
              rocdl.sched.barrier none
              %4085 = arith.addi %3340, %56 : index
              %4086 = arith.index_cast %4085 : index to i32
              %c0_i32_806 = arith.constant 0 : i32
              %4087 = arith.addi %3341, %c0_i32_806 : i32
              %c576_i32 = arith.constant 576 : i32
              %4088 = arith.muli %arg45, %c576_i32 : i32
              %4089 = arith.addi %4088, %47 : i32
              %4090 = rocdl.readfirstlane %4087 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %4090, %4089, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c2112_i32 = arith.constant 2112 : i32
              %4091 = arith.addi %3341, %c2112_i32 : i32
              %c576_i32_807 = arith.constant 576 : i32
              %4092 = arith.muli %arg46, %c576_i32_807 : i32
              %4093 = arith.addi %4092, %47 : i32
              %4094 = rocdl.readfirstlane %4091 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %4094, %4093, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %4095 = arith.extui %4086 : i32 to i64
              %4096 = llvm.inttoptr %4095 : i64 to !llvm.ptr<3>
              %4097 = llvm.load volatile %4096 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4098 = arith.extui %4086 : i32 to i64
              %4099 = llvm.inttoptr %4098 : i64 to !llvm.ptr<3>
              %4100 = llvm.getelementptr %4099[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4101 = llvm.load volatile %4100 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4102 = arith.extui %4086 : i32 to i64
              %4103 = llvm.inttoptr %4102 : i64 to !llvm.ptr<3>
              %4104 = llvm.getelementptr %4103[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4105 = llvm.load volatile %4104 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4106 = arith.extui %4086 : i32 to i64
              %4107 = llvm.inttoptr %4106 : i64 to !llvm.ptr<3>
              %4108 = llvm.getelementptr %4107[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4109 = llvm.load volatile %4108 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4110 = arith.extui %4086 : i32 to i64
              %4111 = llvm.inttoptr %4110 : i64 to !llvm.ptr<3>
              %4112 = llvm.getelementptr %4111[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4113 = llvm.load volatile %4112 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4114 = arith.extui %4086 : i32 to i64
              %4115 = llvm.inttoptr %4114 : i64 to !llvm.ptr<3>
              %4116 = llvm.getelementptr %4115[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4117 = llvm.load volatile %4116 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4118 = arith.extui %4086 : i32 to i64
              %4119 = llvm.inttoptr %4118 : i64 to !llvm.ptr<3>
              %4120 = llvm.getelementptr %4119[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4121 = llvm.load volatile %4120 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4122 = arith.extui %4086 : i32 to i64
              %4123 = llvm.inttoptr %4122 : i64 to !llvm.ptr<3>
              %4124 = llvm.getelementptr %4123[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4125 = llvm.load volatile %4124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c4160_i32 = arith.constant 4160 : i32
              %4126 = arith.addi %3341, %c4160_i32 : i32
              %c576_i32_808 = arith.constant 576 : i32
              %4127 = arith.muli %arg45, %c576_i32_808 : i32
              %4128 = arith.addi %4127, %47 : i32
              %4129 = rocdl.readfirstlane %4126 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %4129, %4128, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c6272_i32 = arith.constant 6272 : i32
              %4130 = arith.addi %3341, %c6272_i32 : i32
              %c576_i32_809 = arith.constant 576 : i32
              %4131 = arith.muli %arg46, %c576_i32_809 : i32
              %4132 = arith.addi %4131, %47 : i32
              %4133 = rocdl.readfirstlane %4130 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %4133, %4132, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4134 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4097, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4135 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4101, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4136 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4105, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4137 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4109, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 15
              rocdl.s.waitcnt 49279
              %4138 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4113, %179, %4134, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4139 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4117, %179, %4135, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4140 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4121, %179, %4136, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4141 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4125, %179, %4137, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4142 = arith.extui %4086 : i32 to i64
              %4143 = llvm.inttoptr %4142 : i64 to !llvm.ptr<3>
              %4144 = llvm.getelementptr %4143[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4145 = llvm.load volatile %4144 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4146 = arith.extui %4086 : i32 to i64
              %4147 = llvm.inttoptr %4146 : i64 to !llvm.ptr<3>
              %4148 = llvm.getelementptr %4147[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4149 = llvm.load volatile %4148 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4150 = arith.extui %4086 : i32 to i64
              %4151 = llvm.inttoptr %4150 : i64 to !llvm.ptr<3>
              %4152 = llvm.getelementptr %4151[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4153 = llvm.load volatile %4152 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4154 = arith.extui %4086 : i32 to i64
              %4155 = llvm.inttoptr %4154 : i64 to !llvm.ptr<3>
              %4156 = llvm.getelementptr %4155[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4157 = llvm.load volatile %4156 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4158 = arith.extui %4086 : i32 to i64
              %4159 = llvm.inttoptr %4158 : i64 to !llvm.ptr<3>
              %4160 = llvm.getelementptr %4159[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4161 = llvm.load volatile %4160 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4162 = arith.extui %4086 : i32 to i64
              %4163 = llvm.inttoptr %4162 : i64 to !llvm.ptr<3>
              %4164 = llvm.getelementptr %4163[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4165 = llvm.load volatile %4164 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4166 = arith.extui %4086 : i32 to i64
              %4167 = llvm.inttoptr %4166 : i64 to !llvm.ptr<3>
              %4168 = llvm.getelementptr %4167[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4169 = llvm.load volatile %4168 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4170 = arith.extui %4086 : i32 to i64
              %4171 = llvm.inttoptr %4170 : i64 to !llvm.ptr<3>
              %4172 = llvm.getelementptr %4171[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4173 = llvm.load volatile %4172 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c8320_i32 = arith.constant 8320 : i32
              %4174 = arith.addi %3341, %c8320_i32 : i32
              %c576_i32_810 = arith.constant 576 : i32
              %4175 = arith.muli %arg45, %c576_i32_810 : i32
              %4176 = arith.addi %4175, %47 : i32
              %4177 = rocdl.readfirstlane %4174 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %4177, %4176, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c10432_i32 = arith.constant 10432 : i32
              %4178 = arith.addi %3341, %c10432_i32 : i32
              %c576_i32_811 = arith.constant 576 : i32
              %4179 = arith.muli %arg46, %c576_i32_811 : i32
              %4180 = arith.addi %4179, %47 : i32
              %4181 = rocdl.readfirstlane %4178 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %4181, %4180, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4182 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4145, %197, %4138, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4183 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4149, %197, %4139, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4184 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4153, %197, %4140, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4185 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4157, %197, %4141, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4186 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4161, %205, %4182, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4187 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4165, %205, %4183, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4188 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4169, %205, %4184, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4189 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4173, %205, %4185, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4190 = arith.extui %4086 : i32 to i64
              %4191 = llvm.inttoptr %4190 : i64 to !llvm.ptr<3>
              %4192 = llvm.getelementptr %4191[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4193 = llvm.load volatile %4192 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4194 = arith.extui %4086 : i32 to i64
              %4195 = llvm.inttoptr %4194 : i64 to !llvm.ptr<3>
              %4196 = llvm.getelementptr %4195[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4197 = llvm.load volatile %4196 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4198 = arith.extui %4086 : i32 to i64
              %4199 = llvm.inttoptr %4198 : i64 to !llvm.ptr<3>
              %4200 = llvm.getelementptr %4199[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4201 = llvm.load volatile %4200 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4202 = arith.extui %4086 : i32 to i64
              %4203 = llvm.inttoptr %4202 : i64 to !llvm.ptr<3>
              %4204 = llvm.getelementptr %4203[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4205 = llvm.load volatile %4204 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4206 = arith.extui %4086 : i32 to i64
              %4207 = llvm.inttoptr %4206 : i64 to !llvm.ptr<3>
              %4208 = llvm.getelementptr %4207[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4209 = llvm.load volatile %4208 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4210 = arith.extui %4086 : i32 to i64
              %4211 = llvm.inttoptr %4210 : i64 to !llvm.ptr<3>
              %4212 = llvm.getelementptr %4211[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4213 = llvm.load volatile %4212 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4214 = arith.extui %4086 : i32 to i64
              %4215 = llvm.inttoptr %4214 : i64 to !llvm.ptr<3>
              %4216 = llvm.getelementptr %4215[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4217 = llvm.load volatile %4216 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4218 = arith.extui %4086 : i32 to i64
              %4219 = llvm.inttoptr %4218 : i64 to !llvm.ptr<3>
              %4220 = llvm.getelementptr %4219[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4221 = llvm.load volatile %4220 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c12480_i32 = arith.constant 12480 : i32
              %4222 = arith.addi %3341, %c12480_i32 : i32
              %c576_i32_812 = arith.constant 576 : i32
              %4223 = arith.muli %arg45, %c576_i32_812 : i32
              %4224 = arith.addi %4223, %47 : i32
              %4225 = rocdl.readfirstlane %4222 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %4225, %4224, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c14592_i32 = arith.constant 14592 : i32
              %4226 = arith.addi %3341, %c14592_i32 : i32
              %c576_i32_813 = arith.constant 576 : i32
              %4227 = arith.muli %arg46, %c576_i32_813 : i32
              %4228 = arith.addi %4227, %47 : i32
              %4229 = rocdl.readfirstlane %4226 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %4229, %4228, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4230 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4193, %223, %4186, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4231 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4197, %223, %4187, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4232 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4201, %223, %4188, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4233 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4205, %223, %4189, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4234 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4209, %231, %4230, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4235 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4213, %231, %4231, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4236 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4217, %231, %4232, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4237 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4221, %231, %4233, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4238 = arith.extui %4086 : i32 to i64
              %4239 = llvm.inttoptr %4238 : i64 to !llvm.ptr<3>
              %4240 = llvm.getelementptr %4239[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4241 = llvm.load volatile %4240 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4242 = arith.extui %4086 : i32 to i64
              %4243 = llvm.inttoptr %4242 : i64 to !llvm.ptr<3>
              %4244 = llvm.getelementptr %4243[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4245 = llvm.load volatile %4244 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4246 = arith.extui %4086 : i32 to i64
              %4247 = llvm.inttoptr %4246 : i64 to !llvm.ptr<3>
              %4248 = llvm.getelementptr %4247[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4249 = llvm.load volatile %4248 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4250 = arith.extui %4086 : i32 to i64
              %4251 = llvm.inttoptr %4250 : i64 to !llvm.ptr<3>
              %4252 = llvm.getelementptr %4251[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4253 = llvm.load volatile %4252 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4254 = arith.extui %4086 : i32 to i64
              %4255 = llvm.inttoptr %4254 : i64 to !llvm.ptr<3>
              %4256 = llvm.getelementptr %4255[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4257 = llvm.load volatile %4256 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4258 = arith.extui %4086 : i32 to i64
              %4259 = llvm.inttoptr %4258 : i64 to !llvm.ptr<3>
              %4260 = llvm.getelementptr %4259[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4261 = llvm.load volatile %4260 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4262 = arith.extui %4086 : i32 to i64
              %4263 = llvm.inttoptr %4262 : i64 to !llvm.ptr<3>
              %4264 = llvm.getelementptr %4263[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4265 = llvm.load volatile %4264 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4266 = arith.extui %4086 : i32 to i64
              %4267 = llvm.inttoptr %4266 : i64 to !llvm.ptr<3>
              %4268 = llvm.getelementptr %4267[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4269 = llvm.load volatile %4268 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c16640_i32 = arith.constant 16640 : i32
              %4270 = arith.addi %3341, %c16640_i32 : i32
              %c576_i32_814 = arith.constant 576 : i32
              %4271 = arith.muli %arg45, %c576_i32_814 : i32
              %4272 = arith.addi %4271, %47 : i32
              %4273 = rocdl.readfirstlane %4270 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %4273, %4272, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c18752_i32 = arith.constant 18752 : i32
              %4274 = arith.addi %3341, %c18752_i32 : i32
              %c576_i32_815 = arith.constant 576 : i32
              %4275 = arith.muli %arg46, %c576_i32_815 : i32
              %4276 = arith.addi %4275, %47 : i32
              %4277 = rocdl.readfirstlane %4274 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %4277, %4276, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4278 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4241, %249, %4234, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4279 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4245, %249, %4235, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4280 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4249, %249, %4236, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4281 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4253, %249, %4237, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4282 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4257, %257, %4278, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4283 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4261, %257, %4279, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4284 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4265, %257, %4280, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4285 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4269, %257, %4281, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4286 = arith.extui %4086 : i32 to i64
              %4287 = llvm.inttoptr %4286 : i64 to !llvm.ptr<3>
              %4288 = llvm.getelementptr %4287[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4289 = llvm.load volatile %4288 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4290 = arith.extui %4086 : i32 to i64
              %4291 = llvm.inttoptr %4290 : i64 to !llvm.ptr<3>
              %4292 = llvm.getelementptr %4291[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4293 = llvm.load volatile %4292 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4294 = arith.extui %4086 : i32 to i64
              %4295 = llvm.inttoptr %4294 : i64 to !llvm.ptr<3>
              %4296 = llvm.getelementptr %4295[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4297 = llvm.load volatile %4296 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4298 = arith.extui %4086 : i32 to i64
              %4299 = llvm.inttoptr %4298 : i64 to !llvm.ptr<3>
              %4300 = llvm.getelementptr %4299[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4301 = llvm.load volatile %4300 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4302 = arith.extui %4086 : i32 to i64
              %4303 = llvm.inttoptr %4302 : i64 to !llvm.ptr<3>
              %4304 = llvm.getelementptr %4303[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4305 = llvm.load volatile %4304 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4306 = arith.extui %4086 : i32 to i64
              %4307 = llvm.inttoptr %4306 : i64 to !llvm.ptr<3>
              %4308 = llvm.getelementptr %4307[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4309 = llvm.load volatile %4308 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4310 = arith.extui %4086 : i32 to i64
              %4311 = llvm.inttoptr %4310 : i64 to !llvm.ptr<3>
              %4312 = llvm.getelementptr %4311[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4313 = llvm.load volatile %4312 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4314 = arith.extui %4086 : i32 to i64
              %4315 = llvm.inttoptr %4314 : i64 to !llvm.ptr<3>
              %4316 = llvm.getelementptr %4315[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4317 = llvm.load volatile %4316 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c20800_i32 = arith.constant 20800 : i32
              %4318 = arith.addi %3341, %c20800_i32 : i32
              %c576_i32_816 = arith.constant 576 : i32
              %4319 = arith.muli %arg45, %c576_i32_816 : i32
              %4320 = arith.addi %4319, %47 : i32
              %4321 = rocdl.readfirstlane %4318 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %4321, %4320, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c22912_i32 = arith.constant 22912 : i32
              %4322 = arith.addi %3341, %c22912_i32 : i32
              %c576_i32_817 = arith.constant 576 : i32
              %4323 = arith.muli %arg46, %c576_i32_817 : i32
              %4324 = arith.addi %4323, %47 : i32
              %4325 = rocdl.readfirstlane %4322 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %4325, %4324, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4326 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4289, %275, %4282, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4327 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4293, %275, %4283, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4328 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4297, %275, %4284, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4329 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4301, %275, %4285, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4330 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4305, %283, %4326, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4331 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4309, %283, %4327, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4332 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4313, %283, %4328, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4333 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4317, %283, %4329, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4334 = arith.extui %4086 : i32 to i64
              %4335 = llvm.inttoptr %4334 : i64 to !llvm.ptr<3>
              %4336 = llvm.getelementptr %4335[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4337 = llvm.load volatile %4336 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4338 = arith.extui %4086 : i32 to i64
              %4339 = llvm.inttoptr %4338 : i64 to !llvm.ptr<3>
              %4340 = llvm.getelementptr %4339[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4341 = llvm.load volatile %4340 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4342 = arith.extui %4086 : i32 to i64
              %4343 = llvm.inttoptr %4342 : i64 to !llvm.ptr<3>
              %4344 = llvm.getelementptr %4343[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4345 = llvm.load volatile %4344 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4346 = arith.extui %4086 : i32 to i64
              %4347 = llvm.inttoptr %4346 : i64 to !llvm.ptr<3>
              %4348 = llvm.getelementptr %4347[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4349 = llvm.load volatile %4348 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4350 = arith.extui %4086 : i32 to i64
              %4351 = llvm.inttoptr %4350 : i64 to !llvm.ptr<3>
              %4352 = llvm.getelementptr %4351[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4353 = llvm.load volatile %4352 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4354 = arith.extui %4086 : i32 to i64
              %4355 = llvm.inttoptr %4354 : i64 to !llvm.ptr<3>
              %4356 = llvm.getelementptr %4355[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4357 = llvm.load volatile %4356 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4358 = arith.extui %4086 : i32 to i64
              %4359 = llvm.inttoptr %4358 : i64 to !llvm.ptr<3>
              %4360 = llvm.getelementptr %4359[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4361 = llvm.load volatile %4360 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4362 = arith.extui %4086 : i32 to i64
              %4363 = llvm.inttoptr %4362 : i64 to !llvm.ptr<3>
              %4364 = llvm.getelementptr %4363[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4365 = llvm.load volatile %4364 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c24960_i32 = arith.constant 24960 : i32
              %4366 = arith.addi %3341, %c24960_i32 : i32
              %c576_i32_818 = arith.constant 576 : i32
              %4367 = arith.muli %arg45, %c576_i32_818 : i32
              %4368 = arith.addi %4367, %47 : i32
              %4369 = rocdl.readfirstlane %4366 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %4369, %4368, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c27072_i32 = arith.constant 27072 : i32
              %4370 = arith.addi %3341, %c27072_i32 : i32
              %c576_i32_819 = arith.constant 576 : i32
              %4371 = arith.muli %arg46, %c576_i32_819 : i32
              %4372 = arith.addi %4371, %47 : i32
              %4373 = rocdl.readfirstlane %4370 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %4373, %4372, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4374 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4337, %301, %4330, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4375 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4341, %301, %4331, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4376 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4345, %301, %4332, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4377 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4349, %301, %4333, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4378 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4353, %309, %4374, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4379 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4357, %309, %4375, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4380 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4361, %309, %4376, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4381 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4365, %309, %4377, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4382 = arith.extui %4086 : i32 to i64
              %4383 = llvm.inttoptr %4382 : i64 to !llvm.ptr<3>
              %4384 = llvm.getelementptr %4383[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4385 = llvm.load volatile %4384 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4386 = arith.extui %4086 : i32 to i64
              %4387 = llvm.inttoptr %4386 : i64 to !llvm.ptr<3>
              %4388 = llvm.getelementptr %4387[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4389 = llvm.load volatile %4388 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4390 = arith.extui %4086 : i32 to i64
              %4391 = llvm.inttoptr %4390 : i64 to !llvm.ptr<3>
              %4392 = llvm.getelementptr %4391[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4393 = llvm.load volatile %4392 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4394 = arith.extui %4086 : i32 to i64
              %4395 = llvm.inttoptr %4394 : i64 to !llvm.ptr<3>
              %4396 = llvm.getelementptr %4395[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4397 = llvm.load volatile %4396 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4398 = arith.extui %4086 : i32 to i64
              %4399 = llvm.inttoptr %4398 : i64 to !llvm.ptr<3>
              %4400 = llvm.getelementptr %4399[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4401 = llvm.load volatile %4400 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4402 = arith.extui %4086 : i32 to i64
              %4403 = llvm.inttoptr %4402 : i64 to !llvm.ptr<3>
              %4404 = llvm.getelementptr %4403[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4405 = llvm.load volatile %4404 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4406 = arith.extui %4086 : i32 to i64
              %4407 = llvm.inttoptr %4406 : i64 to !llvm.ptr<3>
              %4408 = llvm.getelementptr %4407[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4409 = llvm.load volatile %4408 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4410 = arith.extui %4086 : i32 to i64
              %4411 = llvm.inttoptr %4410 : i64 to !llvm.ptr<3>
              %4412 = llvm.getelementptr %4411[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4413 = llvm.load volatile %4412 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c29120_i32 = arith.constant 29120 : i32
              %4414 = arith.addi %3341, %c29120_i32 : i32
              %c576_i32_820 = arith.constant 576 : i32
              %4415 = arith.muli %arg45, %c576_i32_820 : i32
              %4416 = arith.addi %4415, %47 : i32
              %4417 = rocdl.readfirstlane %4414 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %4417, %4416, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c31232_i32 = arith.constant 31232 : i32
              %4418 = arith.addi %3341, %c31232_i32 : i32
              %c576_i32_821 = arith.constant 576 : i32
              %4419 = arith.muli %arg46, %c576_i32_821 : i32
              %4420 = arith.addi %4419, %47 : i32
              %4421 = rocdl.readfirstlane %4418 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %4421, %4420, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4422 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4385, %327, %4378, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4423 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4389, %327, %4379, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4424 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4393, %327, %4380, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4425 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4397, %327, %4381, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4426 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4401, %335, %4422, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4427 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4405, %335, %4423, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4428 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4409, %335, %4424, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4429 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4413, %335, %4425, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4430 = arith.extui %4086 : i32 to i64
              %4431 = llvm.inttoptr %4430 : i64 to !llvm.ptr<3>
              %4432 = llvm.getelementptr %4431[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4433 = llvm.load volatile %4432 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4434 = arith.extui %4086 : i32 to i64
              %4435 = llvm.inttoptr %4434 : i64 to !llvm.ptr<3>
              %4436 = llvm.getelementptr %4435[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4437 = llvm.load volatile %4436 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4438 = arith.extui %4086 : i32 to i64
              %4439 = llvm.inttoptr %4438 : i64 to !llvm.ptr<3>
              %4440 = llvm.getelementptr %4439[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4441 = llvm.load volatile %4440 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4442 = arith.extui %4086 : i32 to i64
              %4443 = llvm.inttoptr %4442 : i64 to !llvm.ptr<3>
              %4444 = llvm.getelementptr %4443[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4445 = llvm.load volatile %4444 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4446 = arith.extui %4086 : i32 to i64
              %4447 = llvm.inttoptr %4446 : i64 to !llvm.ptr<3>
              %4448 = llvm.getelementptr %4447[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4449 = llvm.load volatile %4448 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4450 = arith.extui %4086 : i32 to i64
              %4451 = llvm.inttoptr %4450 : i64 to !llvm.ptr<3>
              %4452 = llvm.getelementptr %4451[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4453 = llvm.load volatile %4452 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4454 = arith.extui %4086 : i32 to i64
              %4455 = llvm.inttoptr %4454 : i64 to !llvm.ptr<3>
              %4456 = llvm.getelementptr %4455[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4457 = llvm.load volatile %4456 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4458 = arith.extui %4086 : i32 to i64
              %4459 = llvm.inttoptr %4458 : i64 to !llvm.ptr<3>
              %4460 = llvm.getelementptr %4459[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4461 = llvm.load volatile %4460 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c33280_i32 = arith.constant 33280 : i32
              %4462 = arith.addi %3341, %c33280_i32 : i32
              %c576_i32_822 = arith.constant 576 : i32
              %4463 = arith.muli %arg45, %c576_i32_822 : i32
              %4464 = arith.addi %4463, %47 : i32
              %4465 = rocdl.readfirstlane %4462 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %4465, %4464, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %c35392_i32 = arith.constant 35392 : i32
              %4466 = arith.addi %3341, %c35392_i32 : i32
              %c576_i32_823 = arith.constant 576 : i32
              %4467 = arith.muli %arg46, %c576_i32_823 : i32
              %4468 = arith.addi %4467, %47 : i32
              %4469 = rocdl.readfirstlane %4466 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %4469, %4468, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4470 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4433, %349, %4426, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4471 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4437, %349, %4427, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4472 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4441, %349, %4428, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4473 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4445, %349, %4429, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4474 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4449, %357, %4470, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4475 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4453, %357, %4471, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4476 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4457, %357, %4472, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4477 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4461, %357, %4473, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4478 = arith.extui %4086 : i32 to i64
              %4479 = llvm.inttoptr %4478 : i64 to !llvm.ptr<3>
              %4480 = llvm.getelementptr %4479[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4481 = llvm.load volatile %4480 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4482 = arith.extui %4086 : i32 to i64
              %4483 = llvm.inttoptr %4482 : i64 to !llvm.ptr<3>
              %4484 = llvm.getelementptr %4483[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4485 = llvm.load volatile %4484 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4486 = arith.extui %4086 : i32 to i64
              %4487 = llvm.inttoptr %4486 : i64 to !llvm.ptr<3>
              %4488 = llvm.getelementptr %4487[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4489 = llvm.load volatile %4488 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4490 = arith.extui %4086 : i32 to i64
              %4491 = llvm.inttoptr %4490 : i64 to !llvm.ptr<3>
              %4492 = llvm.getelementptr %4491[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4493 = llvm.load volatile %4492 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4494 = arith.extui %4086 : i32 to i64
              %4495 = llvm.inttoptr %4494 : i64 to !llvm.ptr<3>
              %4496 = llvm.getelementptr %4495[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4497 = llvm.load volatile %4496 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4498 = arith.extui %4086 : i32 to i64
              %4499 = llvm.inttoptr %4498 : i64 to !llvm.ptr<3>
              %4500 = llvm.getelementptr %4499[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4501 = llvm.load volatile %4500 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4502 = arith.extui %4086 : i32 to i64
              %4503 = llvm.inttoptr %4502 : i64 to !llvm.ptr<3>
              %4504 = llvm.getelementptr %4503[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4505 = llvm.load volatile %4504 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %4506 = arith.extui %4086 : i32 to i64
              %4507 = llvm.inttoptr %4506 : i64 to !llvm.ptr<3>
              %4508 = llvm.getelementptr %4507[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %4509 = llvm.load volatile %4508 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              rocdl.sched.barrier none
              rocdl.s.waitcnt 50303
              %4510 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4481, %371, %4474, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4511 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4485, %371, %4475, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4512 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4489, %371, %4476, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4513 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4493, %371, %4477, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %4514 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4497, %379, %4510, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4515 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4501, %379, %4511, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4516 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4505, %379, %4512, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %4517 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4509, %379, %4513, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 14
              %4518 = vector.extract %4514[0] : f32 from vector<4xf32>
              %4519 = vector.extract %4514[1] : f32 from vector<4xf32>
              %4520 = vector.extract %4514[2] : f32 from vector<4xf32>
              %4521 = vector.extract %4514[3] : f32 from vector<4xf32>
              %4522 = vector.extract %4515[0] : f32 from vector<4xf32>
              %4523 = vector.extract %4515[1] : f32 from vector<4xf32>
              %4524 = vector.extract %4515[2] : f32 from vector<4xf32>
              %4525 = vector.extract %4515[3] : f32 from vector<4xf32>
              %4526 = vector.extract %4516[0] : f32 from vector<4xf32>
              %4527 = vector.extract %4516[1] : f32 from vector<4xf32>
              %4528 = vector.extract %4516[2] : f32 from vector<4xf32>
              %4529 = vector.extract %4516[3] : f32 from vector<4xf32>
              %4530 = vector.extract %4517[0] : f32 from vector<4xf32>
              %4531 = vector.extract %4517[1] : f32 from vector<4xf32>
              %4532 = vector.extract %4517[2] : f32 from vector<4xf32>
              %4533 = vector.extract %4517[3] : f32 from vector<4xf32>
              %c-1_i32_824 = arith.constant -1 : i32
              %c-1_i32_825 = arith.constant -1 : i32
              %c-1_i32_826 = arith.constant -1 : i32
              %c-1_i32_827 = arith.constant -1 : i32
              %4534:2 = scf.if %3345 -> (i32, i32) {
                %4668 = arith.index_cast %3344 : i32 to index
                %4669 = arith.addi %41, %4668 : index
                %c0_870 = arith.constant 0 : index
                %4670 = arith.addi %41, %c0_870 : index
                %4671 = arith.index_cast %3344 : i32 to index
                %4672 = arith.addi %4670, %4671 : index
                %4673 = arith.index_cast %101 : i32 to index
                %4674 = arith.cmpi slt, %4672, %4673 : index
                %c-1_i32_871 = arith.constant -1 : i32
                %c-1_i32_872 = arith.constant -1 : i32
                %4675 = scf.if %4674 -> (i32) {
                  %4684 = arith.index_cast %4672 : index to i32
                  %c4_i32_876 = arith.constant 4 : i32
                  %4685 = arith.muli %4684, %c4_i32_876 : i32
                  %c0_i32_877 = arith.constant 0 : i32
                  %4686 = rocdl.raw.ptr.buffer.load %12, %4685, %c0_i32_877, 0 : i32
                  scf.yield %4686 : i32
                } else {
                  scf.yield %c-1_i32_872 : i32
                }
                %4676 = arith.index_cast %3344 : i32 to index
                %4677 = arith.addi %41, %4676 : index
                %c32_873 = arith.constant 32 : index
                %4678 = arith.addi %41, %c32_873 : index
                %4679 = arith.index_cast %3344 : i32 to index
                %4680 = arith.addi %4678, %4679 : index
                %4681 = arith.index_cast %101 : i32 to index
                %4682 = arith.cmpi slt, %4680, %4681 : index
                %c-1_i32_874 = arith.constant -1 : i32
                %c-1_i32_875 = arith.constant -1 : i32
                %4683 = scf.if %4682 -> (i32) {
                  %4684 = arith.index_cast %4680 : index to i32
                  %c4_i32_876 = arith.constant 4 : i32
                  %4685 = arith.muli %4684, %c4_i32_876 : i32
                  %c0_i32_877 = arith.constant 0 : i32
                  %4686 = rocdl.raw.ptr.buffer.load %12, %4685, %c0_i32_877, 0 : i32
                  scf.yield %4686 : i32
                } else {
                  scf.yield %c-1_i32_875 : i32
                }
                scf.yield %4675, %4683 : i32, i32
              } else {
                scf.yield %c-1_i32_826, %c-1_i32_827 : i32, i32
              }
              %c16_828 = arith.constant 16 : index
              %4535 = arith.divui %25, %c16_828 : index
              %c4_829 = arith.constant 4 : index
              %4536 = arith.muli %4535, %c4_829 : index
              %4537 = arith.index_cast %3337 : i32 to index
              %4538 = arith.addi %4536, %4537 : index
              %4539 = arith.mulf %4518, %arg8 fastmath<fast> : f32
              %4540 = arith.mulf %4519, %arg8 fastmath<fast> : f32
              %4541 = arith.mulf %4520, %arg8 fastmath<fast> : f32
              %4542 = arith.mulf %4521, %arg8 fastmath<fast> : f32
              %4543 = arith.mulf %4522, %arg8 fastmath<fast> : f32
              %4544 = arith.mulf %4523, %arg8 fastmath<fast> : f32
              %4545 = arith.mulf %4524, %arg8 fastmath<fast> : f32
              %4546 = arith.mulf %4525, %arg8 fastmath<fast> : f32
              %4547 = arith.mulf %4526, %arg8 fastmath<fast> : f32
              %4548 = arith.mulf %4527, %arg8 fastmath<fast> : f32
              %4549 = arith.mulf %4528, %arg8 fastmath<fast> : f32
              %4550 = arith.mulf %4529, %arg8 fastmath<fast> : f32
              %4551 = arith.mulf %4530, %arg8 fastmath<fast> : f32
              %4552 = arith.mulf %4531, %arg8 fastmath<fast> : f32
              %4553 = arith.mulf %4532, %arg8 fastmath<fast> : f32
              %4554 = arith.mulf %4533, %arg8 fastmath<fast> : f32
              %4555 = arith.maxnumf %4539, %4540 fastmath<contract> : f32
              %4556 = arith.maxnumf %4555, %4541 fastmath<contract> : f32
              %4557 = arith.maxnumf %4556, %4542 fastmath<contract> : f32
              %4558 = arith.maxnumf %4557, %4543 fastmath<contract> : f32
              %4559 = arith.maxnumf %4558, %4544 fastmath<contract> : f32
              %4560 = arith.maxnumf %4559, %4545 fastmath<contract> : f32
              %4561 = arith.maxnumf %4560, %4546 fastmath<contract> : f32
              %4562 = arith.maxnumf %4561, %4547 fastmath<contract> : f32
              %4563 = arith.maxnumf %4562, %4548 fastmath<contract> : f32
              %4564 = arith.maxnumf %4563, %4549 fastmath<contract> : f32
              %4565 = arith.maxnumf %4564, %4550 fastmath<contract> : f32
              %4566 = arith.maxnumf %4565, %4551 fastmath<contract> : f32
              %4567 = arith.maxnumf %4566, %4552 fastmath<contract> : f32
              %4568 = arith.maxnumf %4567, %4553 fastmath<contract> : f32
              %4569 = arith.maxnumf %4568, %4554 fastmath<contract> : f32
              %4570 = arith.bitcast %4569 : f32 to i32
              %c32_i32_830 = arith.constant 32 : i32
              %c64_i32_831 = arith.constant 64 : i32
              %shuffleResult_832, %valid_833 = gpu.shuffle xor %4570, %c32_i32_830, %c64_i32_831 : i32
              %4571 = arith.bitcast %shuffleResult_832 : i32 to f32
              %4572 = arith.maxnumf %4569, %4571 fastmath<contract> : f32
              %4573 = arith.bitcast %4572 : f32 to i32
              %c16_i32_834 = arith.constant 16 : i32
              %c64_i32_835 = arith.constant 64 : i32
              %shuffleResult_836, %valid_837 = gpu.shuffle xor %4573, %c16_i32_834, %c64_i32_835 : i32
              %4574 = arith.bitcast %shuffleResult_836 : i32 to f32
              %4575 = arith.maxnumf %4572, %4574 fastmath<contract> : f32
              %4576 = arith.maxnumf %4575, %arg11 fastmath<contract> : f32
              %4577 = arith.subf %arg11, %4576 fastmath<fast> : f32
              %cst_838 = arith.constant 1.44269502 : f32
              %4578 = arith.mulf %4577, %cst_838 fastmath<fast> : f32
              %4579 = rocdl.exp2 %4578 f32 -> f32
              %4580 = arith.subf %4539, %4576 fastmath<fast> : f32
              %cst_839 = arith.constant 1.44269502 : f32
              %4581 = arith.mulf %4580, %cst_839 fastmath<fast> : f32
              %4582 = rocdl.exp2 %4581 f32 -> f32
              %cst_840 = arith.constant 0.000000e+00 : f32
              %4583 = arith.addf %cst_840, %4582 fastmath<fast> : f32
              %4584 = arith.subf %4540, %4576 fastmath<fast> : f32
              %cst_841 = arith.constant 1.44269502 : f32
              %4585 = arith.mulf %4584, %cst_841 fastmath<fast> : f32
              %4586 = rocdl.exp2 %4585 f32 -> f32
              %4587 = arith.addf %4583, %4586 fastmath<fast> : f32
              %4588 = arith.subf %4541, %4576 fastmath<fast> : f32
              %cst_842 = arith.constant 1.44269502 : f32
              %4589 = arith.mulf %4588, %cst_842 fastmath<fast> : f32
              %4590 = rocdl.exp2 %4589 f32 -> f32
              %4591 = arith.addf %4587, %4590 fastmath<fast> : f32
              %4592 = arith.subf %4542, %4576 fastmath<fast> : f32
              %cst_843 = arith.constant 1.44269502 : f32
              %4593 = arith.mulf %4592, %cst_843 fastmath<fast> : f32
              %4594 = rocdl.exp2 %4593 f32 -> f32
              %4595 = arith.addf %4591, %4594 fastmath<fast> : f32
              %4596 = arith.subf %4543, %4576 fastmath<fast> : f32
              %cst_844 = arith.constant 1.44269502 : f32
              %4597 = arith.mulf %4596, %cst_844 fastmath<fast> : f32
              %4598 = rocdl.exp2 %4597 f32 -> f32
              %4599 = arith.addf %4595, %4598 fastmath<fast> : f32
              %4600 = arith.subf %4544, %4576 fastmath<fast> : f32
              %cst_845 = arith.constant 1.44269502 : f32
              %4601 = arith.mulf %4600, %cst_845 fastmath<fast> : f32
              %4602 = rocdl.exp2 %4601 f32 -> f32
              %4603 = arith.addf %4599, %4602 fastmath<fast> : f32
              %4604 = arith.subf %4545, %4576 fastmath<fast> : f32
              %cst_846 = arith.constant 1.44269502 : f32
              %4605 = arith.mulf %4604, %cst_846 fastmath<fast> : f32
              %4606 = rocdl.exp2 %4605 f32 -> f32
              %4607 = arith.addf %4603, %4606 fastmath<fast> : f32
              %4608 = arith.subf %4546, %4576 fastmath<fast> : f32
              %cst_847 = arith.constant 1.44269502 : f32
              %4609 = arith.mulf %4608, %cst_847 fastmath<fast> : f32
              %4610 = rocdl.exp2 %4609 f32 -> f32
              %4611 = arith.addf %4607, %4610 fastmath<fast> : f32
              %4612 = arith.subf %4547, %4576 fastmath<fast> : f32
              %cst_848 = arith.constant 1.44269502 : f32
              %4613 = arith.mulf %4612, %cst_848 fastmath<fast> : f32
              %4614 = rocdl.exp2 %4613 f32 -> f32
              %4615 = arith.addf %4611, %4614 fastmath<fast> : f32
              %4616 = arith.subf %4548, %4576 fastmath<fast> : f32
              %cst_849 = arith.constant 1.44269502 : f32
              %4617 = arith.mulf %4616, %cst_849 fastmath<fast> : f32
              %4618 = rocdl.exp2 %4617 f32 -> f32
              %4619 = arith.addf %4615, %4618 fastmath<fast> : f32
              %4620 = arith.subf %4549, %4576 fastmath<fast> : f32
              %cst_850 = arith.constant 1.44269502 : f32
              %4621 = arith.mulf %4620, %cst_850 fastmath<fast> : f32
              %4622 = rocdl.exp2 %4621 f32 -> f32
              %4623 = arith.addf %4619, %4622 fastmath<fast> : f32
              %4624 = arith.subf %4550, %4576 fastmath<fast> : f32
              %cst_851 = arith.constant 1.44269502 : f32
              %4625 = arith.mulf %4624, %cst_851 fastmath<fast> : f32
              %4626 = rocdl.exp2 %4625 f32 -> f32
              %4627 = arith.addf %4623, %4626 fastmath<fast> : f32
              %4628 = arith.subf %4551, %4576 fastmath<fast> : f32
              %cst_852 = arith.constant 1.44269502 : f32
              %4629 = arith.mulf %4628, %cst_852 fastmath<fast> : f32
              %4630 = rocdl.exp2 %4629 f32 -> f32
              %4631 = arith.addf %4627, %4630 fastmath<fast> : f32
              %4632 = arith.subf %4552, %4576 fastmath<fast> : f32
              %cst_853 = arith.constant 1.44269502 : f32
              %4633 = arith.mulf %4632, %cst_853 fastmath<fast> : f32
              %4634 = rocdl.exp2 %4633 f32 -> f32
              %4635 = arith.addf %4631, %4634 fastmath<fast> : f32
              %4636 = arith.subf %4553, %4576 fastmath<fast> : f32
              %cst_854 = arith.constant 1.44269502 : f32
              %4637 = arith.mulf %4636, %cst_854 fastmath<fast> : f32
              %4638 = rocdl.exp2 %4637 f32 -> f32
              %4639 = arith.addf %4635, %4638 fastmath<fast> : f32
              %4640 = arith.subf %4554, %4576 fastmath<fast> : f32
              %cst_855 = arith.constant 1.44269502 : f32
              %4641 = arith.mulf %4640, %cst_855 fastmath<fast> : f32
              %4642 = rocdl.exp2 %4641 f32 -> f32
              %4643 = arith.addf %4639, %4642 fastmath<fast> : f32
              %4644 = arith.bitcast %4643 : f32 to i32
              %c32_i32_856 = arith.constant 32 : i32
              %c64_i32_857 = arith.constant 64 : i32
              %shuffleResult_858, %valid_859 = gpu.shuffle xor %4644, %c32_i32_856, %c64_i32_857 : i32
              %4645 = arith.bitcast %shuffleResult_858 : i32 to f32
              %4646 = arith.addf %4643, %4645 fastmath<fast> : f32
              %4647 = arith.bitcast %4646 : f32 to i32
              %c16_i32_860 = arith.constant 16 : i32
              %c64_i32_861 = arith.constant 64 : i32
              %shuffleResult_862, %valid_863 = gpu.shuffle xor %4647, %c16_i32_860, %c64_i32_861 : i32
              %4648 = arith.bitcast %shuffleResult_862 : i32 to f32
              %4649 = arith.addf %4646, %4648 fastmath<fast> : f32
              %4650 = arith.mulf %4579, %arg12 fastmath<fast> : f32
              %4651 = arith.addf %4650, %4649 fastmath<fast> : f32
              %c0_i32_864 = arith.constant 0 : i32
              %4652 = rocdl.cvt.pk.fp8.f32 %4582, %4586 -> %c0_i32_864[false] : i32
              %4653 = rocdl.cvt.pk.fp8.f32 %4590, %4594 -> %4652[true] : i32
              %c0_i32_865 = arith.constant 0 : i32
              %4654 = rocdl.cvt.pk.fp8.f32 %4598, %4602 -> %c0_i32_865[false] : i32
              %4655 = rocdl.cvt.pk.fp8.f32 %4606, %4610 -> %4654[true] : i32
              %4656 = arith.extui %4653 : i32 to i64
              %4657 = arith.extui %4655 : i32 to i64
              %c32_i64_866 = arith.constant 32 : i64
              %4658 = arith.shli %4657, %c32_i64_866 : i64
              %4659 = arith.ori %4656, %4658 : i64
              %c0_i32_867 = arith.constant 0 : i32
              %4660 = rocdl.cvt.pk.fp8.f32 %4614, %4618 -> %c0_i32_867[false] : i32
              %4661 = rocdl.cvt.pk.fp8.f32 %4622, %4626 -> %4660[true] : i32
              %c0_i32_868 = arith.constant 0 : i32
              %4662 = rocdl.cvt.pk.fp8.f32 %4630, %4634 -> %c0_i32_868[false] : i32
              %4663 = rocdl.cvt.pk.fp8.f32 %4638, %4642 -> %4662[true] : i32
              %4664 = arith.extui %4661 : i32 to i64
              %4665 = arith.extui %4663 : i32 to i64
              %c32_i64_869 = arith.constant 32 : i64
              %4666 = arith.shli %4665, %c32_i64_869 : i64
              %4667 = arith.ori %4664, %4666 : i64
              scf.yield %4576, %4651, %4659, %4667, %4579, %4534#0, %4534#1 : f32, f32, i64, i64, f32, i32, i32
            }
            %3347 = arith.addi %3340, %85 : index
            %3348 = arith.index_cast %3347 : index to i32
            %3349 = vector.broadcast %3346#4 : f32 to vector<4xf32>
            rocdl.s.setprio 3
            %3350 = arith.mulf %arg13, %3349 fastmath<fast> : vector<4xf32>
            %3351 = arith.mulf %arg14, %3349 fastmath<fast> : vector<4xf32>
            %3352 = arith.mulf %arg15, %3349 fastmath<fast> : vector<4xf32>
            %3353 = arith.mulf %arg16, %3349 fastmath<fast> : vector<4xf32>
            %3354 = arith.mulf %arg17, %3349 fastmath<fast> : vector<4xf32>
            %3355 = arith.mulf %arg18, %3349 fastmath<fast> : vector<4xf32>
            %3356 = arith.mulf %arg19, %3349 fastmath<fast> : vector<4xf32>
            %3357 = arith.mulf %arg20, %3349 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 2
            %3358 = arith.mulf %arg21, %3349 fastmath<fast> : vector<4xf32>
            %3359 = arith.mulf %arg22, %3349 fastmath<fast> : vector<4xf32>
            %3360 = arith.mulf %arg23, %3349 fastmath<fast> : vector<4xf32>
            %3361 = arith.mulf %arg24, %3349 fastmath<fast> : vector<4xf32>
            %3362 = arith.mulf %arg25, %3349 fastmath<fast> : vector<4xf32>
            %3363 = arith.mulf %arg26, %3349 fastmath<fast> : vector<4xf32>
            %3364 = arith.mulf %arg27, %3349 fastmath<fast> : vector<4xf32>
            %3365 = arith.mulf %arg28, %3349 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 1
            %3366 = arith.mulf %arg29, %3349 fastmath<fast> : vector<4xf32>
            %3367 = arith.mulf %arg30, %3349 fastmath<fast> : vector<4xf32>
            %3368 = arith.mulf %arg31, %3349 fastmath<fast> : vector<4xf32>
            %3369 = arith.mulf %arg32, %3349 fastmath<fast> : vector<4xf32>
            %3370 = arith.mulf %arg33, %3349 fastmath<fast> : vector<4xf32>
            %3371 = arith.mulf %arg34, %3349 fastmath<fast> : vector<4xf32>
            %3372 = arith.mulf %arg35, %3349 fastmath<fast> : vector<4xf32>
            %3373 = arith.mulf %arg36, %3349 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 0
            %3374 = arith.mulf %arg37, %3349 fastmath<fast> : vector<4xf32>
            %3375 = arith.mulf %arg38, %3349 fastmath<fast> : vector<4xf32>
            %3376 = arith.mulf %arg39, %3349 fastmath<fast> : vector<4xf32>
            %3377 = arith.mulf %arg40, %3349 fastmath<fast> : vector<4xf32>
            %3378 = arith.mulf %arg41, %3349 fastmath<fast> : vector<4xf32>
            %3379 = arith.mulf %arg42, %3349 fastmath<fast> : vector<4xf32>
            %3380 = arith.mulf %arg43, %3349 fastmath<fast> : vector<4xf32>
            %3381 = arith.mulf %arg44, %3349 fastmath<fast> : vector<4xf32>
            llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            rocdl.s.setprio 15
            %3382 = arith.extui %3348 : i32 to i64
            %3383 = llvm.inttoptr %3382 : i64 to !llvm.ptr<3>
            %3384 = rocdl.ds.read.tr8.b64 %3383 : <3> -> vector<2xi32>
            %3385 = arith.extui %3348 : i32 to i64
            %3386 = llvm.inttoptr %3385 : i64 to !llvm.ptr<3>
            %3387 = llvm.getelementptr %3386[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3388 = rocdl.ds.read.tr8.b64 %3387 : <3> -> vector<2xi32>
            %3389 = arith.extui %3348 : i32 to i64
            %3390 = llvm.inttoptr %3389 : i64 to !llvm.ptr<3>
            %3391 = llvm.getelementptr %3390[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3392 = rocdl.ds.read.tr8.b64 %3391 : <3> -> vector<2xi32>
            %3393 = arith.extui %3348 : i32 to i64
            %3394 = llvm.inttoptr %3393 : i64 to !llvm.ptr<3>
            %3395 = llvm.getelementptr %3394[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3396 = rocdl.ds.read.tr8.b64 %3395 : <3> -> vector<2xi32>
            %3397 = arith.extui %3348 : i32 to i64
            %3398 = llvm.inttoptr %3397 : i64 to !llvm.ptr<3>
            %3399 = llvm.getelementptr %3398[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3400 = rocdl.ds.read.tr8.b64 %3399 : <3> -> vector<2xi32>
            %3401 = arith.extui %3348 : i32 to i64
            %3402 = llvm.inttoptr %3401 : i64 to !llvm.ptr<3>
            %3403 = llvm.getelementptr %3402[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3404 = rocdl.ds.read.tr8.b64 %3403 : <3> -> vector<2xi32>
            %3405 = arith.extui %3348 : i32 to i64
            %3406 = llvm.inttoptr %3405 : i64 to !llvm.ptr<3>
            %3407 = llvm.getelementptr %3406[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3408 = rocdl.ds.read.tr8.b64 %3407 : <3> -> vector<2xi32>
            %3409 = arith.extui %3348 : i32 to i64
            %3410 = llvm.inttoptr %3409 : i64 to !llvm.ptr<3>
            %3411 = llvm.getelementptr %3410[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3412 = rocdl.ds.read.tr8.b64 %3411 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3413 = vector.extract %3384[0] : i32 from vector<2xi32>
            %3414 = vector.extract %3384[1] : i32 from vector<2xi32>
            %3415 = vector.extract %3388[0] : i32 from vector<2xi32>
            %3416 = vector.extract %3388[1] : i32 from vector<2xi32>
            %3417 = arith.extui %3413 : i32 to i64
            %3418 = arith.extui %3415 : i32 to i64
            %c32_i64_742 = arith.constant 32 : i64
            %3419 = arith.shli %3418, %c32_i64_742 : i64
            %3420 = arith.ori %3417, %3419 : i64
            %3421 = arith.extui %3414 : i32 to i64
            %3422 = arith.extui %3416 : i32 to i64
            %c32_i64_743 = arith.constant 32 : i64
            %3423 = arith.shli %3422, %c32_i64_743 : i64
            %3424 = arith.ori %3421, %3423 : i64
            %3425 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3420, %3346#2, %3350, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3426 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3424, %3346#2, %3351, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3427 = vector.extract %3392[0] : i32 from vector<2xi32>
            %3428 = vector.extract %3392[1] : i32 from vector<2xi32>
            %3429 = vector.extract %3396[0] : i32 from vector<2xi32>
            %3430 = vector.extract %3396[1] : i32 from vector<2xi32>
            %3431 = arith.extui %3427 : i32 to i64
            %3432 = arith.extui %3429 : i32 to i64
            %c32_i64_744 = arith.constant 32 : i64
            %3433 = arith.shli %3432, %c32_i64_744 : i64
            %3434 = arith.ori %3431, %3433 : i64
            %3435 = arith.extui %3428 : i32 to i64
            %3436 = arith.extui %3430 : i32 to i64
            %c32_i64_745 = arith.constant 32 : i64
            %3437 = arith.shli %3436, %c32_i64_745 : i64
            %3438 = arith.ori %3435, %3437 : i64
            %3439 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3434, %3346#3, %3425, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3440 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3438, %3346#3, %3426, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3441 = vector.extract %3400[0] : i32 from vector<2xi32>
            %3442 = vector.extract %3400[1] : i32 from vector<2xi32>
            %3443 = vector.extract %3404[0] : i32 from vector<2xi32>
            %3444 = vector.extract %3404[1] : i32 from vector<2xi32>
            %3445 = arith.extui %3441 : i32 to i64
            %3446 = arith.extui %3443 : i32 to i64
            %c32_i64_746 = arith.constant 32 : i64
            %3447 = arith.shli %3446, %c32_i64_746 : i64
            %3448 = arith.ori %3445, %3447 : i64
            %3449 = arith.extui %3442 : i32 to i64
            %3450 = arith.extui %3444 : i32 to i64
            %c32_i64_747 = arith.constant 32 : i64
            %3451 = arith.shli %3450, %c32_i64_747 : i64
            %3452 = arith.ori %3449, %3451 : i64
            %3453 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3448, %3346#2, %3352, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3454 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3452, %3346#2, %3353, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3455 = vector.extract %3408[0] : i32 from vector<2xi32>
            %3456 = vector.extract %3408[1] : i32 from vector<2xi32>
            %3457 = vector.extract %3412[0] : i32 from vector<2xi32>
            %3458 = vector.extract %3412[1] : i32 from vector<2xi32>
            %3459 = arith.extui %3455 : i32 to i64
            %3460 = arith.extui %3457 : i32 to i64
            %c32_i64_748 = arith.constant 32 : i64
            %3461 = arith.shli %3460, %c32_i64_748 : i64
            %3462 = arith.ori %3459, %3461 : i64
            %3463 = arith.extui %3456 : i32 to i64
            %3464 = arith.extui %3458 : i32 to i64
            %c32_i64_749 = arith.constant 32 : i64
            %3465 = arith.shli %3464, %c32_i64_749 : i64
            %3466 = arith.ori %3463, %3465 : i64
            %3467 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3462, %3346#3, %3453, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3468 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3466, %3346#3, %3454, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3469 = arith.extui %3348 : i32 to i64
            %3470 = llvm.inttoptr %3469 : i64 to !llvm.ptr<3>
            %3471 = llvm.getelementptr %3470[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3472 = rocdl.ds.read.tr8.b64 %3471 : <3> -> vector<2xi32>
            %3473 = arith.extui %3348 : i32 to i64
            %3474 = llvm.inttoptr %3473 : i64 to !llvm.ptr<3>
            %3475 = llvm.getelementptr %3474[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3476 = rocdl.ds.read.tr8.b64 %3475 : <3> -> vector<2xi32>
            %3477 = arith.extui %3348 : i32 to i64
            %3478 = llvm.inttoptr %3477 : i64 to !llvm.ptr<3>
            %3479 = llvm.getelementptr %3478[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3480 = rocdl.ds.read.tr8.b64 %3479 : <3> -> vector<2xi32>
            %3481 = arith.extui %3348 : i32 to i64
            %3482 = llvm.inttoptr %3481 : i64 to !llvm.ptr<3>
            %3483 = llvm.getelementptr %3482[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3484 = rocdl.ds.read.tr8.b64 %3483 : <3> -> vector<2xi32>
            %3485 = arith.extui %3348 : i32 to i64
            %3486 = llvm.inttoptr %3485 : i64 to !llvm.ptr<3>
            %3487 = llvm.getelementptr %3486[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3488 = rocdl.ds.read.tr8.b64 %3487 : <3> -> vector<2xi32>
            %3489 = arith.extui %3348 : i32 to i64
            %3490 = llvm.inttoptr %3489 : i64 to !llvm.ptr<3>
            %3491 = llvm.getelementptr %3490[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3492 = rocdl.ds.read.tr8.b64 %3491 : <3> -> vector<2xi32>
            %3493 = arith.extui %3348 : i32 to i64
            %3494 = llvm.inttoptr %3493 : i64 to !llvm.ptr<3>
            %3495 = llvm.getelementptr %3494[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3496 = rocdl.ds.read.tr8.b64 %3495 : <3> -> vector<2xi32>
            %3497 = arith.extui %3348 : i32 to i64
            %3498 = llvm.inttoptr %3497 : i64 to !llvm.ptr<3>
            %3499 = llvm.getelementptr %3498[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3500 = rocdl.ds.read.tr8.b64 %3499 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3501 = vector.extract %3472[0] : i32 from vector<2xi32>
            %3502 = vector.extract %3472[1] : i32 from vector<2xi32>
            %3503 = vector.extract %3476[0] : i32 from vector<2xi32>
            %3504 = vector.extract %3476[1] : i32 from vector<2xi32>
            %3505 = arith.extui %3501 : i32 to i64
            %3506 = arith.extui %3503 : i32 to i64
            %c32_i64_750 = arith.constant 32 : i64
            %3507 = arith.shli %3506, %c32_i64_750 : i64
            %3508 = arith.ori %3505, %3507 : i64
            %3509 = arith.extui %3502 : i32 to i64
            %3510 = arith.extui %3504 : i32 to i64
            %c32_i64_751 = arith.constant 32 : i64
            %3511 = arith.shli %3510, %c32_i64_751 : i64
            %3512 = arith.ori %3509, %3511 : i64
            %3513 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3508, %3346#2, %3354, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3514 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3512, %3346#2, %3355, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3515 = vector.extract %3480[0] : i32 from vector<2xi32>
            %3516 = vector.extract %3480[1] : i32 from vector<2xi32>
            %3517 = vector.extract %3484[0] : i32 from vector<2xi32>
            %3518 = vector.extract %3484[1] : i32 from vector<2xi32>
            %3519 = arith.extui %3515 : i32 to i64
            %3520 = arith.extui %3517 : i32 to i64
            %c32_i64_752 = arith.constant 32 : i64
            %3521 = arith.shli %3520, %c32_i64_752 : i64
            %3522 = arith.ori %3519, %3521 : i64
            %3523 = arith.extui %3516 : i32 to i64
            %3524 = arith.extui %3518 : i32 to i64
            %c32_i64_753 = arith.constant 32 : i64
            %3525 = arith.shli %3524, %c32_i64_753 : i64
            %3526 = arith.ori %3523, %3525 : i64
            %3527 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3522, %3346#3, %3513, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3528 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3526, %3346#3, %3514, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3529 = vector.extract %3488[0] : i32 from vector<2xi32>
            %3530 = vector.extract %3488[1] : i32 from vector<2xi32>
            %3531 = vector.extract %3492[0] : i32 from vector<2xi32>
            %3532 = vector.extract %3492[1] : i32 from vector<2xi32>
            %3533 = arith.extui %3529 : i32 to i64
            %3534 = arith.extui %3531 : i32 to i64
            %c32_i64_754 = arith.constant 32 : i64
            %3535 = arith.shli %3534, %c32_i64_754 : i64
            %3536 = arith.ori %3533, %3535 : i64
            %3537 = arith.extui %3530 : i32 to i64
            %3538 = arith.extui %3532 : i32 to i64
            %c32_i64_755 = arith.constant 32 : i64
            %3539 = arith.shli %3538, %c32_i64_755 : i64
            %3540 = arith.ori %3537, %3539 : i64
            %3541 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3536, %3346#2, %3356, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3542 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3540, %3346#2, %3357, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3543 = vector.extract %3496[0] : i32 from vector<2xi32>
            %3544 = vector.extract %3496[1] : i32 from vector<2xi32>
            %3545 = vector.extract %3500[0] : i32 from vector<2xi32>
            %3546 = vector.extract %3500[1] : i32 from vector<2xi32>
            %3547 = arith.extui %3543 : i32 to i64
            %3548 = arith.extui %3545 : i32 to i64
            %c32_i64_756 = arith.constant 32 : i64
            %3549 = arith.shli %3548, %c32_i64_756 : i64
            %3550 = arith.ori %3547, %3549 : i64
            %3551 = arith.extui %3544 : i32 to i64
            %3552 = arith.extui %3546 : i32 to i64
            %c32_i64_757 = arith.constant 32 : i64
            %3553 = arith.shli %3552, %c32_i64_757 : i64
            %3554 = arith.ori %3551, %3553 : i64
            %3555 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3550, %3346#3, %3541, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3556 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3554, %3346#3, %3542, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3557 = arith.extui %3348 : i32 to i64
            %3558 = llvm.inttoptr %3557 : i64 to !llvm.ptr<3>
            %3559 = llvm.getelementptr %3558[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3560 = rocdl.ds.read.tr8.b64 %3559 : <3> -> vector<2xi32>
            %3561 = arith.extui %3348 : i32 to i64
            %3562 = llvm.inttoptr %3561 : i64 to !llvm.ptr<3>
            %3563 = llvm.getelementptr %3562[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3564 = rocdl.ds.read.tr8.b64 %3563 : <3> -> vector<2xi32>
            %3565 = arith.extui %3348 : i32 to i64
            %3566 = llvm.inttoptr %3565 : i64 to !llvm.ptr<3>
            %3567 = llvm.getelementptr %3566[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3568 = rocdl.ds.read.tr8.b64 %3567 : <3> -> vector<2xi32>
            %3569 = arith.extui %3348 : i32 to i64
            %3570 = llvm.inttoptr %3569 : i64 to !llvm.ptr<3>
            %3571 = llvm.getelementptr %3570[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3572 = rocdl.ds.read.tr8.b64 %3571 : <3> -> vector<2xi32>
            %3573 = arith.extui %3348 : i32 to i64
            %3574 = llvm.inttoptr %3573 : i64 to !llvm.ptr<3>
            %3575 = llvm.getelementptr %3574[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3576 = rocdl.ds.read.tr8.b64 %3575 : <3> -> vector<2xi32>
            %3577 = arith.extui %3348 : i32 to i64
            %3578 = llvm.inttoptr %3577 : i64 to !llvm.ptr<3>
            %3579 = llvm.getelementptr %3578[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3580 = rocdl.ds.read.tr8.b64 %3579 : <3> -> vector<2xi32>
            %3581 = arith.extui %3348 : i32 to i64
            %3582 = llvm.inttoptr %3581 : i64 to !llvm.ptr<3>
            %3583 = llvm.getelementptr %3582[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3584 = rocdl.ds.read.tr8.b64 %3583 : <3> -> vector<2xi32>
            %3585 = arith.extui %3348 : i32 to i64
            %3586 = llvm.inttoptr %3585 : i64 to !llvm.ptr<3>
            %3587 = llvm.getelementptr %3586[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3588 = rocdl.ds.read.tr8.b64 %3587 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3589 = vector.extract %3560[0] : i32 from vector<2xi32>
            %3590 = vector.extract %3560[1] : i32 from vector<2xi32>
            %3591 = vector.extract %3564[0] : i32 from vector<2xi32>
            %3592 = vector.extract %3564[1] : i32 from vector<2xi32>
            %3593 = arith.extui %3589 : i32 to i64
            %3594 = arith.extui %3591 : i32 to i64
            %c32_i64_758 = arith.constant 32 : i64
            %3595 = arith.shli %3594, %c32_i64_758 : i64
            %3596 = arith.ori %3593, %3595 : i64
            %3597 = arith.extui %3590 : i32 to i64
            %3598 = arith.extui %3592 : i32 to i64
            %c32_i64_759 = arith.constant 32 : i64
            %3599 = arith.shli %3598, %c32_i64_759 : i64
            %3600 = arith.ori %3597, %3599 : i64
            %3601 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3596, %3346#2, %3358, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3602 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3600, %3346#2, %3359, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3603 = vector.extract %3568[0] : i32 from vector<2xi32>
            %3604 = vector.extract %3568[1] : i32 from vector<2xi32>
            %3605 = vector.extract %3572[0] : i32 from vector<2xi32>
            %3606 = vector.extract %3572[1] : i32 from vector<2xi32>
            %3607 = arith.extui %3603 : i32 to i64
            %3608 = arith.extui %3605 : i32 to i64
            %c32_i64_760 = arith.constant 32 : i64
            %3609 = arith.shli %3608, %c32_i64_760 : i64
            %3610 = arith.ori %3607, %3609 : i64
            %3611 = arith.extui %3604 : i32 to i64
            %3612 = arith.extui %3606 : i32 to i64
            %c32_i64_761 = arith.constant 32 : i64
            %3613 = arith.shli %3612, %c32_i64_761 : i64
            %3614 = arith.ori %3611, %3613 : i64
            %3615 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3610, %3346#3, %3601, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3616 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3614, %3346#3, %3602, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3617 = vector.extract %3576[0] : i32 from vector<2xi32>
            %3618 = vector.extract %3576[1] : i32 from vector<2xi32>
            %3619 = vector.extract %3580[0] : i32 from vector<2xi32>
            %3620 = vector.extract %3580[1] : i32 from vector<2xi32>
            %3621 = arith.extui %3617 : i32 to i64
            %3622 = arith.extui %3619 : i32 to i64
            %c32_i64_762 = arith.constant 32 : i64
            %3623 = arith.shli %3622, %c32_i64_762 : i64
            %3624 = arith.ori %3621, %3623 : i64
            %3625 = arith.extui %3618 : i32 to i64
            %3626 = arith.extui %3620 : i32 to i64
            %c32_i64_763 = arith.constant 32 : i64
            %3627 = arith.shli %3626, %c32_i64_763 : i64
            %3628 = arith.ori %3625, %3627 : i64
            %3629 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3624, %3346#2, %3360, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3630 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3628, %3346#2, %3361, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3631 = vector.extract %3584[0] : i32 from vector<2xi32>
            %3632 = vector.extract %3584[1] : i32 from vector<2xi32>
            %3633 = vector.extract %3588[0] : i32 from vector<2xi32>
            %3634 = vector.extract %3588[1] : i32 from vector<2xi32>
            %3635 = arith.extui %3631 : i32 to i64
            %3636 = arith.extui %3633 : i32 to i64
            %c32_i64_764 = arith.constant 32 : i64
            %3637 = arith.shli %3636, %c32_i64_764 : i64
            %3638 = arith.ori %3635, %3637 : i64
            %3639 = arith.extui %3632 : i32 to i64
            %3640 = arith.extui %3634 : i32 to i64
            %c32_i64_765 = arith.constant 32 : i64
            %3641 = arith.shli %3640, %c32_i64_765 : i64
            %3642 = arith.ori %3639, %3641 : i64
            %3643 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3638, %3346#3, %3629, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3644 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3642, %3346#3, %3630, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3645 = arith.extui %3348 : i32 to i64
            %3646 = llvm.inttoptr %3645 : i64 to !llvm.ptr<3>
            %3647 = llvm.getelementptr %3646[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3648 = rocdl.ds.read.tr8.b64 %3647 : <3> -> vector<2xi32>
            %3649 = arith.extui %3348 : i32 to i64
            %3650 = llvm.inttoptr %3649 : i64 to !llvm.ptr<3>
            %3651 = llvm.getelementptr %3650[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3652 = rocdl.ds.read.tr8.b64 %3651 : <3> -> vector<2xi32>
            %3653 = arith.extui %3348 : i32 to i64
            %3654 = llvm.inttoptr %3653 : i64 to !llvm.ptr<3>
            %3655 = llvm.getelementptr %3654[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3656 = rocdl.ds.read.tr8.b64 %3655 : <3> -> vector<2xi32>
            %3657 = arith.extui %3348 : i32 to i64
            %3658 = llvm.inttoptr %3657 : i64 to !llvm.ptr<3>
            %3659 = llvm.getelementptr %3658[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3660 = rocdl.ds.read.tr8.b64 %3659 : <3> -> vector<2xi32>
            %3661 = arith.extui %3348 : i32 to i64
            %3662 = llvm.inttoptr %3661 : i64 to !llvm.ptr<3>
            %3663 = llvm.getelementptr %3662[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3664 = rocdl.ds.read.tr8.b64 %3663 : <3> -> vector<2xi32>
            %3665 = arith.extui %3348 : i32 to i64
            %3666 = llvm.inttoptr %3665 : i64 to !llvm.ptr<3>
            %3667 = llvm.getelementptr %3666[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3668 = rocdl.ds.read.tr8.b64 %3667 : <3> -> vector<2xi32>
            %3669 = arith.extui %3348 : i32 to i64
            %3670 = llvm.inttoptr %3669 : i64 to !llvm.ptr<3>
            %3671 = llvm.getelementptr %3670[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3672 = rocdl.ds.read.tr8.b64 %3671 : <3> -> vector<2xi32>
            %3673 = arith.extui %3348 : i32 to i64
            %3674 = llvm.inttoptr %3673 : i64 to !llvm.ptr<3>
            %3675 = llvm.getelementptr %3674[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3676 = rocdl.ds.read.tr8.b64 %3675 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3677 = vector.extract %3648[0] : i32 from vector<2xi32>
            %3678 = vector.extract %3648[1] : i32 from vector<2xi32>
            %3679 = vector.extract %3652[0] : i32 from vector<2xi32>
            %3680 = vector.extract %3652[1] : i32 from vector<2xi32>
            %3681 = arith.extui %3677 : i32 to i64
            %3682 = arith.extui %3679 : i32 to i64
            %c32_i64_766 = arith.constant 32 : i64
            %3683 = arith.shli %3682, %c32_i64_766 : i64
            %3684 = arith.ori %3681, %3683 : i64
            %3685 = arith.extui %3678 : i32 to i64
            %3686 = arith.extui %3680 : i32 to i64
            %c32_i64_767 = arith.constant 32 : i64
            %3687 = arith.shli %3686, %c32_i64_767 : i64
            %3688 = arith.ori %3685, %3687 : i64
            %3689 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3684, %3346#2, %3362, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3690 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3688, %3346#2, %3363, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3691 = vector.extract %3656[0] : i32 from vector<2xi32>
            %3692 = vector.extract %3656[1] : i32 from vector<2xi32>
            %3693 = vector.extract %3660[0] : i32 from vector<2xi32>
            %3694 = vector.extract %3660[1] : i32 from vector<2xi32>
            %3695 = arith.extui %3691 : i32 to i64
            %3696 = arith.extui %3693 : i32 to i64
            %c32_i64_768 = arith.constant 32 : i64
            %3697 = arith.shli %3696, %c32_i64_768 : i64
            %3698 = arith.ori %3695, %3697 : i64
            %3699 = arith.extui %3692 : i32 to i64
            %3700 = arith.extui %3694 : i32 to i64
            %c32_i64_769 = arith.constant 32 : i64
            %3701 = arith.shli %3700, %c32_i64_769 : i64
            %3702 = arith.ori %3699, %3701 : i64
            %3703 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3698, %3346#3, %3689, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3704 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3702, %3346#3, %3690, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3705 = vector.extract %3664[0] : i32 from vector<2xi32>
            %3706 = vector.extract %3664[1] : i32 from vector<2xi32>
            %3707 = vector.extract %3668[0] : i32 from vector<2xi32>
            %3708 = vector.extract %3668[1] : i32 from vector<2xi32>
            %3709 = arith.extui %3705 : i32 to i64
            %3710 = arith.extui %3707 : i32 to i64
            %c32_i64_770 = arith.constant 32 : i64
            %3711 = arith.shli %3710, %c32_i64_770 : i64
            %3712 = arith.ori %3709, %3711 : i64
            %3713 = arith.extui %3706 : i32 to i64
            %3714 = arith.extui %3708 : i32 to i64
            %c32_i64_771 = arith.constant 32 : i64
            %3715 = arith.shli %3714, %c32_i64_771 : i64
            %3716 = arith.ori %3713, %3715 : i64
            %3717 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3712, %3346#2, %3364, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3718 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3716, %3346#2, %3365, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3719 = vector.extract %3672[0] : i32 from vector<2xi32>
            %3720 = vector.extract %3672[1] : i32 from vector<2xi32>
            %3721 = vector.extract %3676[0] : i32 from vector<2xi32>
            %3722 = vector.extract %3676[1] : i32 from vector<2xi32>
            %3723 = arith.extui %3719 : i32 to i64
            %3724 = arith.extui %3721 : i32 to i64
            %c32_i64_772 = arith.constant 32 : i64
            %3725 = arith.shli %3724, %c32_i64_772 : i64
            %3726 = arith.ori %3723, %3725 : i64
            %3727 = arith.extui %3720 : i32 to i64
            %3728 = arith.extui %3722 : i32 to i64
            %c32_i64_773 = arith.constant 32 : i64
            %3729 = arith.shli %3728, %c32_i64_773 : i64
            %3730 = arith.ori %3727, %3729 : i64
            %3731 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3726, %3346#3, %3717, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3732 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3730, %3346#3, %3718, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3733 = arith.extui %3348 : i32 to i64
            %3734 = llvm.inttoptr %3733 : i64 to !llvm.ptr<3>
            %3735 = llvm.getelementptr %3734[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3736 = rocdl.ds.read.tr8.b64 %3735 : <3> -> vector<2xi32>
            %3737 = arith.extui %3348 : i32 to i64
            %3738 = llvm.inttoptr %3737 : i64 to !llvm.ptr<3>
            %3739 = llvm.getelementptr %3738[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3740 = rocdl.ds.read.tr8.b64 %3739 : <3> -> vector<2xi32>
            %3741 = arith.extui %3348 : i32 to i64
            %3742 = llvm.inttoptr %3741 : i64 to !llvm.ptr<3>
            %3743 = llvm.getelementptr %3742[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3744 = rocdl.ds.read.tr8.b64 %3743 : <3> -> vector<2xi32>
            %3745 = arith.extui %3348 : i32 to i64
            %3746 = llvm.inttoptr %3745 : i64 to !llvm.ptr<3>
            %3747 = llvm.getelementptr %3746[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3748 = rocdl.ds.read.tr8.b64 %3747 : <3> -> vector<2xi32>
            %3749 = arith.extui %3348 : i32 to i64
            %3750 = llvm.inttoptr %3749 : i64 to !llvm.ptr<3>
            %3751 = llvm.getelementptr %3750[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3752 = rocdl.ds.read.tr8.b64 %3751 : <3> -> vector<2xi32>
            %3753 = arith.extui %3348 : i32 to i64
            %3754 = llvm.inttoptr %3753 : i64 to !llvm.ptr<3>
            %3755 = llvm.getelementptr %3754[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3756 = rocdl.ds.read.tr8.b64 %3755 : <3> -> vector<2xi32>
            %3757 = arith.extui %3348 : i32 to i64
            %3758 = llvm.inttoptr %3757 : i64 to !llvm.ptr<3>
            %3759 = llvm.getelementptr %3758[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3760 = rocdl.ds.read.tr8.b64 %3759 : <3> -> vector<2xi32>
            %3761 = arith.extui %3348 : i32 to i64
            %3762 = llvm.inttoptr %3761 : i64 to !llvm.ptr<3>
            %3763 = llvm.getelementptr %3762[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3764 = rocdl.ds.read.tr8.b64 %3763 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3765 = vector.extract %3736[0] : i32 from vector<2xi32>
            %3766 = vector.extract %3736[1] : i32 from vector<2xi32>
            %3767 = vector.extract %3740[0] : i32 from vector<2xi32>
            %3768 = vector.extract %3740[1] : i32 from vector<2xi32>
            %3769 = arith.extui %3765 : i32 to i64
            %3770 = arith.extui %3767 : i32 to i64
            %c32_i64_774 = arith.constant 32 : i64
            %3771 = arith.shli %3770, %c32_i64_774 : i64
            %3772 = arith.ori %3769, %3771 : i64
            %3773 = arith.extui %3766 : i32 to i64
            %3774 = arith.extui %3768 : i32 to i64
            %c32_i64_775 = arith.constant 32 : i64
            %3775 = arith.shli %3774, %c32_i64_775 : i64
            %3776 = arith.ori %3773, %3775 : i64
            %3777 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3772, %3346#2, %3366, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3778 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3776, %3346#2, %3367, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3779 = vector.extract %3744[0] : i32 from vector<2xi32>
            %3780 = vector.extract %3744[1] : i32 from vector<2xi32>
            %3781 = vector.extract %3748[0] : i32 from vector<2xi32>
            %3782 = vector.extract %3748[1] : i32 from vector<2xi32>
            %3783 = arith.extui %3779 : i32 to i64
            %3784 = arith.extui %3781 : i32 to i64
            %c32_i64_776 = arith.constant 32 : i64
            %3785 = arith.shli %3784, %c32_i64_776 : i64
            %3786 = arith.ori %3783, %3785 : i64
            %3787 = arith.extui %3780 : i32 to i64
            %3788 = arith.extui %3782 : i32 to i64
            %c32_i64_777 = arith.constant 32 : i64
            %3789 = arith.shli %3788, %c32_i64_777 : i64
            %3790 = arith.ori %3787, %3789 : i64
            %3791 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3786, %3346#3, %3777, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3792 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3790, %3346#3, %3778, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3793 = vector.extract %3752[0] : i32 from vector<2xi32>
            %3794 = vector.extract %3752[1] : i32 from vector<2xi32>
            %3795 = vector.extract %3756[0] : i32 from vector<2xi32>
            %3796 = vector.extract %3756[1] : i32 from vector<2xi32>
            %3797 = arith.extui %3793 : i32 to i64
            %3798 = arith.extui %3795 : i32 to i64
            %c32_i64_778 = arith.constant 32 : i64
            %3799 = arith.shli %3798, %c32_i64_778 : i64
            %3800 = arith.ori %3797, %3799 : i64
            %3801 = arith.extui %3794 : i32 to i64
            %3802 = arith.extui %3796 : i32 to i64
            %c32_i64_779 = arith.constant 32 : i64
            %3803 = arith.shli %3802, %c32_i64_779 : i64
            %3804 = arith.ori %3801, %3803 : i64
            %3805 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3800, %3346#2, %3368, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3806 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3804, %3346#2, %3369, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3807 = vector.extract %3760[0] : i32 from vector<2xi32>
            %3808 = vector.extract %3760[1] : i32 from vector<2xi32>
            %3809 = vector.extract %3764[0] : i32 from vector<2xi32>
            %3810 = vector.extract %3764[1] : i32 from vector<2xi32>
            %3811 = arith.extui %3807 : i32 to i64
            %3812 = arith.extui %3809 : i32 to i64
            %c32_i64_780 = arith.constant 32 : i64
            %3813 = arith.shli %3812, %c32_i64_780 : i64
            %3814 = arith.ori %3811, %3813 : i64
            %3815 = arith.extui %3808 : i32 to i64
            %3816 = arith.extui %3810 : i32 to i64
            %c32_i64_781 = arith.constant 32 : i64
            %3817 = arith.shli %3816, %c32_i64_781 : i64
            %3818 = arith.ori %3815, %3817 : i64
            %3819 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3814, %3346#3, %3805, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3820 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3818, %3346#3, %3806, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3821 = arith.extui %3348 : i32 to i64
            %3822 = llvm.inttoptr %3821 : i64 to !llvm.ptr<3>
            %3823 = llvm.getelementptr %3822[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3824 = rocdl.ds.read.tr8.b64 %3823 : <3> -> vector<2xi32>
            %3825 = arith.extui %3348 : i32 to i64
            %3826 = llvm.inttoptr %3825 : i64 to !llvm.ptr<3>
            %3827 = llvm.getelementptr %3826[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3828 = rocdl.ds.read.tr8.b64 %3827 : <3> -> vector<2xi32>
            %3829 = arith.extui %3348 : i32 to i64
            %3830 = llvm.inttoptr %3829 : i64 to !llvm.ptr<3>
            %3831 = llvm.getelementptr %3830[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3832 = rocdl.ds.read.tr8.b64 %3831 : <3> -> vector<2xi32>
            %3833 = arith.extui %3348 : i32 to i64
            %3834 = llvm.inttoptr %3833 : i64 to !llvm.ptr<3>
            %3835 = llvm.getelementptr %3834[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3836 = rocdl.ds.read.tr8.b64 %3835 : <3> -> vector<2xi32>
            %3837 = arith.extui %3348 : i32 to i64
            %3838 = llvm.inttoptr %3837 : i64 to !llvm.ptr<3>
            %3839 = llvm.getelementptr %3838[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3840 = rocdl.ds.read.tr8.b64 %3839 : <3> -> vector<2xi32>
            %3841 = arith.extui %3348 : i32 to i64
            %3842 = llvm.inttoptr %3841 : i64 to !llvm.ptr<3>
            %3843 = llvm.getelementptr %3842[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3844 = rocdl.ds.read.tr8.b64 %3843 : <3> -> vector<2xi32>
            %3845 = arith.extui %3348 : i32 to i64
            %3846 = llvm.inttoptr %3845 : i64 to !llvm.ptr<3>
            %3847 = llvm.getelementptr %3846[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3848 = rocdl.ds.read.tr8.b64 %3847 : <3> -> vector<2xi32>
            %3849 = arith.extui %3348 : i32 to i64
            %3850 = llvm.inttoptr %3849 : i64 to !llvm.ptr<3>
            %3851 = llvm.getelementptr %3850[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3852 = rocdl.ds.read.tr8.b64 %3851 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3853 = vector.extract %3824[0] : i32 from vector<2xi32>
            %3854 = vector.extract %3824[1] : i32 from vector<2xi32>
            %3855 = vector.extract %3828[0] : i32 from vector<2xi32>
            %3856 = vector.extract %3828[1] : i32 from vector<2xi32>
            %3857 = arith.extui %3853 : i32 to i64
            %3858 = arith.extui %3855 : i32 to i64
            %c32_i64_782 = arith.constant 32 : i64
            %3859 = arith.shli %3858, %c32_i64_782 : i64
            %3860 = arith.ori %3857, %3859 : i64
            %3861 = arith.extui %3854 : i32 to i64
            %3862 = arith.extui %3856 : i32 to i64
            %c32_i64_783 = arith.constant 32 : i64
            %3863 = arith.shli %3862, %c32_i64_783 : i64
            %3864 = arith.ori %3861, %3863 : i64
            %3865 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3860, %3346#2, %3370, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3866 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3864, %3346#2, %3371, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3867 = vector.extract %3832[0] : i32 from vector<2xi32>
            %3868 = vector.extract %3832[1] : i32 from vector<2xi32>
            %3869 = vector.extract %3836[0] : i32 from vector<2xi32>
            %3870 = vector.extract %3836[1] : i32 from vector<2xi32>
            %3871 = arith.extui %3867 : i32 to i64
            %3872 = arith.extui %3869 : i32 to i64
            %c32_i64_784 = arith.constant 32 : i64
            %3873 = arith.shli %3872, %c32_i64_784 : i64
            %3874 = arith.ori %3871, %3873 : i64
            %3875 = arith.extui %3868 : i32 to i64
            %3876 = arith.extui %3870 : i32 to i64
            %c32_i64_785 = arith.constant 32 : i64
            %3877 = arith.shli %3876, %c32_i64_785 : i64
            %3878 = arith.ori %3875, %3877 : i64
            %3879 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3874, %3346#3, %3865, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3880 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3878, %3346#3, %3866, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3881 = vector.extract %3840[0] : i32 from vector<2xi32>
            %3882 = vector.extract %3840[1] : i32 from vector<2xi32>
            %3883 = vector.extract %3844[0] : i32 from vector<2xi32>
            %3884 = vector.extract %3844[1] : i32 from vector<2xi32>
            %3885 = arith.extui %3881 : i32 to i64
            %3886 = arith.extui %3883 : i32 to i64
            %c32_i64_786 = arith.constant 32 : i64
            %3887 = arith.shli %3886, %c32_i64_786 : i64
            %3888 = arith.ori %3885, %3887 : i64
            %3889 = arith.extui %3882 : i32 to i64
            %3890 = arith.extui %3884 : i32 to i64
            %c32_i64_787 = arith.constant 32 : i64
            %3891 = arith.shli %3890, %c32_i64_787 : i64
            %3892 = arith.ori %3889, %3891 : i64
            %3893 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3888, %3346#2, %3372, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3894 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3892, %3346#2, %3373, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3895 = vector.extract %3848[0] : i32 from vector<2xi32>
            %3896 = vector.extract %3848[1] : i32 from vector<2xi32>
            %3897 = vector.extract %3852[0] : i32 from vector<2xi32>
            %3898 = vector.extract %3852[1] : i32 from vector<2xi32>
            %3899 = arith.extui %3895 : i32 to i64
            %3900 = arith.extui %3897 : i32 to i64
            %c32_i64_788 = arith.constant 32 : i64
            %3901 = arith.shli %3900, %c32_i64_788 : i64
            %3902 = arith.ori %3899, %3901 : i64
            %3903 = arith.extui %3896 : i32 to i64
            %3904 = arith.extui %3898 : i32 to i64
            %c32_i64_789 = arith.constant 32 : i64
            %3905 = arith.shli %3904, %c32_i64_789 : i64
            %3906 = arith.ori %3903, %3905 : i64
            %3907 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3902, %3346#3, %3893, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3908 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3906, %3346#3, %3894, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3909 = arith.extui %3348 : i32 to i64
            %3910 = llvm.inttoptr %3909 : i64 to !llvm.ptr<3>
            %3911 = llvm.getelementptr %3910[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3912 = rocdl.ds.read.tr8.b64 %3911 : <3> -> vector<2xi32>
            %3913 = arith.extui %3348 : i32 to i64
            %3914 = llvm.inttoptr %3913 : i64 to !llvm.ptr<3>
            %3915 = llvm.getelementptr %3914[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3916 = rocdl.ds.read.tr8.b64 %3915 : <3> -> vector<2xi32>
            %3917 = arith.extui %3348 : i32 to i64
            %3918 = llvm.inttoptr %3917 : i64 to !llvm.ptr<3>
            %3919 = llvm.getelementptr %3918[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3920 = rocdl.ds.read.tr8.b64 %3919 : <3> -> vector<2xi32>
            %3921 = arith.extui %3348 : i32 to i64
            %3922 = llvm.inttoptr %3921 : i64 to !llvm.ptr<3>
            %3923 = llvm.getelementptr %3922[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3924 = rocdl.ds.read.tr8.b64 %3923 : <3> -> vector<2xi32>
            %3925 = arith.extui %3348 : i32 to i64
            %3926 = llvm.inttoptr %3925 : i64 to !llvm.ptr<3>
            %3927 = llvm.getelementptr %3926[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3928 = rocdl.ds.read.tr8.b64 %3927 : <3> -> vector<2xi32>
            %3929 = arith.extui %3348 : i32 to i64
            %3930 = llvm.inttoptr %3929 : i64 to !llvm.ptr<3>
            %3931 = llvm.getelementptr %3930[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3932 = rocdl.ds.read.tr8.b64 %3931 : <3> -> vector<2xi32>
            %3933 = arith.extui %3348 : i32 to i64
            %3934 = llvm.inttoptr %3933 : i64 to !llvm.ptr<3>
            %3935 = llvm.getelementptr %3934[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3936 = rocdl.ds.read.tr8.b64 %3935 : <3> -> vector<2xi32>
            %3937 = arith.extui %3348 : i32 to i64
            %3938 = llvm.inttoptr %3937 : i64 to !llvm.ptr<3>
            %3939 = llvm.getelementptr %3938[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3940 = rocdl.ds.read.tr8.b64 %3939 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %3941 = vector.extract %3912[0] : i32 from vector<2xi32>
            %3942 = vector.extract %3912[1] : i32 from vector<2xi32>
            %3943 = vector.extract %3916[0] : i32 from vector<2xi32>
            %3944 = vector.extract %3916[1] : i32 from vector<2xi32>
            %3945 = arith.extui %3941 : i32 to i64
            %3946 = arith.extui %3943 : i32 to i64
            %c32_i64_790 = arith.constant 32 : i64
            %3947 = arith.shli %3946, %c32_i64_790 : i64
            %3948 = arith.ori %3945, %3947 : i64
            %3949 = arith.extui %3942 : i32 to i64
            %3950 = arith.extui %3944 : i32 to i64
            %c32_i64_791 = arith.constant 32 : i64
            %3951 = arith.shli %3950, %c32_i64_791 : i64
            %3952 = arith.ori %3949, %3951 : i64
            %3953 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3948, %3346#2, %3374, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3954 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3952, %3346#2, %3375, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3955 = vector.extract %3920[0] : i32 from vector<2xi32>
            %3956 = vector.extract %3920[1] : i32 from vector<2xi32>
            %3957 = vector.extract %3924[0] : i32 from vector<2xi32>
            %3958 = vector.extract %3924[1] : i32 from vector<2xi32>
            %3959 = arith.extui %3955 : i32 to i64
            %3960 = arith.extui %3957 : i32 to i64
            %c32_i64_792 = arith.constant 32 : i64
            %3961 = arith.shli %3960, %c32_i64_792 : i64
            %3962 = arith.ori %3959, %3961 : i64
            %3963 = arith.extui %3956 : i32 to i64
            %3964 = arith.extui %3958 : i32 to i64
            %c32_i64_793 = arith.constant 32 : i64
            %3965 = arith.shli %3964, %c32_i64_793 : i64
            %3966 = arith.ori %3963, %3965 : i64
            %3967 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3962, %3346#3, %3953, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3968 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3966, %3346#3, %3954, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %3969 = vector.extract %3928[0] : i32 from vector<2xi32>
            %3970 = vector.extract %3928[1] : i32 from vector<2xi32>
            %3971 = vector.extract %3932[0] : i32 from vector<2xi32>
            %3972 = vector.extract %3932[1] : i32 from vector<2xi32>
            %3973 = arith.extui %3969 : i32 to i64
            %3974 = arith.extui %3971 : i32 to i64
            %c32_i64_794 = arith.constant 32 : i64
            %3975 = arith.shli %3974, %c32_i64_794 : i64
            %3976 = arith.ori %3973, %3975 : i64
            %3977 = arith.extui %3970 : i32 to i64
            %3978 = arith.extui %3972 : i32 to i64
            %c32_i64_795 = arith.constant 32 : i64
            %3979 = arith.shli %3978, %c32_i64_795 : i64
            %3980 = arith.ori %3977, %3979 : i64
            %3981 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3976, %3346#2, %3376, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3982 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3980, %3346#2, %3377, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3983 = vector.extract %3936[0] : i32 from vector<2xi32>
            %3984 = vector.extract %3936[1] : i32 from vector<2xi32>
            %3985 = vector.extract %3940[0] : i32 from vector<2xi32>
            %3986 = vector.extract %3940[1] : i32 from vector<2xi32>
            %3987 = arith.extui %3983 : i32 to i64
            %3988 = arith.extui %3985 : i32 to i64
            %c32_i64_796 = arith.constant 32 : i64
            %3989 = arith.shli %3988, %c32_i64_796 : i64
            %3990 = arith.ori %3987, %3989 : i64
            %3991 = arith.extui %3984 : i32 to i64
            %3992 = arith.extui %3986 : i32 to i64
            %c32_i64_797 = arith.constant 32 : i64
            %3993 = arith.shli %3992, %c32_i64_797 : i64
            %3994 = arith.ori %3991, %3993 : i64
            %3995 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3990, %3346#3, %3981, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3996 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3994, %3346#3, %3982, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3997 = arith.extui %3348 : i32 to i64
            %3998 = llvm.inttoptr %3997 : i64 to !llvm.ptr<3>
            %3999 = llvm.getelementptr %3998[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4000 = rocdl.ds.read.tr8.b64 %3999 : <3> -> vector<2xi32>
            %4001 = arith.extui %3348 : i32 to i64
            %4002 = llvm.inttoptr %4001 : i64 to !llvm.ptr<3>
            %4003 = llvm.getelementptr %4002[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4004 = rocdl.ds.read.tr8.b64 %4003 : <3> -> vector<2xi32>
            %4005 = arith.extui %3348 : i32 to i64
            %4006 = llvm.inttoptr %4005 : i64 to !llvm.ptr<3>
            %4007 = llvm.getelementptr %4006[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4008 = rocdl.ds.read.tr8.b64 %4007 : <3> -> vector<2xi32>
            %4009 = arith.extui %3348 : i32 to i64
            %4010 = llvm.inttoptr %4009 : i64 to !llvm.ptr<3>
            %4011 = llvm.getelementptr %4010[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4012 = rocdl.ds.read.tr8.b64 %4011 : <3> -> vector<2xi32>
            %4013 = arith.extui %3348 : i32 to i64
            %4014 = llvm.inttoptr %4013 : i64 to !llvm.ptr<3>
            %4015 = llvm.getelementptr %4014[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4016 = rocdl.ds.read.tr8.b64 %4015 : <3> -> vector<2xi32>
            %4017 = arith.extui %3348 : i32 to i64
            %4018 = llvm.inttoptr %4017 : i64 to !llvm.ptr<3>
            %4019 = llvm.getelementptr %4018[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4020 = rocdl.ds.read.tr8.b64 %4019 : <3> -> vector<2xi32>
            %4021 = arith.extui %3348 : i32 to i64
            %4022 = llvm.inttoptr %4021 : i64 to !llvm.ptr<3>
            %4023 = llvm.getelementptr %4022[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4024 = rocdl.ds.read.tr8.b64 %4023 : <3> -> vector<2xi32>
            %4025 = arith.extui %3348 : i32 to i64
            %4026 = llvm.inttoptr %4025 : i64 to !llvm.ptr<3>
            %4027 = llvm.getelementptr %4026[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %4028 = rocdl.ds.read.tr8.b64 %4027 : <3> -> vector<2xi32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50815
            %4029 = vector.extract %4000[0] : i32 from vector<2xi32>
            %4030 = vector.extract %4000[1] : i32 from vector<2xi32>
            %4031 = vector.extract %4004[0] : i32 from vector<2xi32>
            %4032 = vector.extract %4004[1] : i32 from vector<2xi32>
            %4033 = arith.extui %4029 : i32 to i64
            %4034 = arith.extui %4031 : i32 to i64
            %c32_i64_798 = arith.constant 32 : i64
            %4035 = arith.shli %4034, %c32_i64_798 : i64
            %4036 = arith.ori %4033, %4035 : i64
            %4037 = arith.extui %4030 : i32 to i64
            %4038 = arith.extui %4032 : i32 to i64
            %c32_i64_799 = arith.constant 32 : i64
            %4039 = arith.shli %4038, %c32_i64_799 : i64
            %4040 = arith.ori %4037, %4039 : i64
            %4041 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4036, %3346#2, %3378, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %4042 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4040, %3346#2, %3379, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %4043 = vector.extract %4008[0] : i32 from vector<2xi32>
            %4044 = vector.extract %4008[1] : i32 from vector<2xi32>
            %4045 = vector.extract %4012[0] : i32 from vector<2xi32>
            %4046 = vector.extract %4012[1] : i32 from vector<2xi32>
            %4047 = arith.extui %4043 : i32 to i64
            %4048 = arith.extui %4045 : i32 to i64
            %c32_i64_800 = arith.constant 32 : i64
            %4049 = arith.shli %4048, %c32_i64_800 : i64
            %4050 = arith.ori %4047, %4049 : i64
            %4051 = arith.extui %4044 : i32 to i64
            %4052 = arith.extui %4046 : i32 to i64
            %c32_i64_801 = arith.constant 32 : i64
            %4053 = arith.shli %4052, %c32_i64_801 : i64
            %4054 = arith.ori %4051, %4053 : i64
            %4055 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4050, %3346#3, %4041, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %4056 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4054, %3346#3, %4042, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %4057 = vector.extract %4016[0] : i32 from vector<2xi32>
            %4058 = vector.extract %4016[1] : i32 from vector<2xi32>
            %4059 = vector.extract %4020[0] : i32 from vector<2xi32>
            %4060 = vector.extract %4020[1] : i32 from vector<2xi32>
            %4061 = arith.extui %4057 : i32 to i64
            %4062 = arith.extui %4059 : i32 to i64
            %c32_i64_802 = arith.constant 32 : i64
            %4063 = arith.shli %4062, %c32_i64_802 : i64
            %4064 = arith.ori %4061, %4063 : i64
            %4065 = arith.extui %4058 : i32 to i64
            %4066 = arith.extui %4060 : i32 to i64
            %c32_i64_803 = arith.constant 32 : i64
            %4067 = arith.shli %4066, %c32_i64_803 : i64
            %4068 = arith.ori %4065, %4067 : i64
            %4069 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4064, %3346#2, %3380, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %4070 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4068, %3346#2, %3381, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %4071 = vector.extract %4024[0] : i32 from vector<2xi32>
            %4072 = vector.extract %4024[1] : i32 from vector<2xi32>
            %4073 = vector.extract %4028[0] : i32 from vector<2xi32>
            %4074 = vector.extract %4028[1] : i32 from vector<2xi32>
            %4075 = arith.extui %4071 : i32 to i64
            %4076 = arith.extui %4073 : i32 to i64
            %c32_i64_804 = arith.constant 32 : i64
            %4077 = arith.shli %4076, %c32_i64_804 : i64
            %4078 = arith.ori %4075, %4077 : i64
            %4079 = arith.extui %4072 : i32 to i64
            %4080 = arith.extui %4074 : i32 to i64
            %c32_i64_805 = arith.constant 32 : i64
            %4081 = arith.shli %4080, %c32_i64_805 : i64
            %4082 = arith.ori %4079, %4081 : i64
            %4083 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4078, %3346#3, %4069, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %4084 = rocdl.mfma.f32.16x16x32.fp8.fp8 %4082, %3346#3, %4070, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.setprio 0
            scf.yield %3346#0, %3346#1, %3439, %3440, %3467, %3468, %3527, %3528, %3555, %3556, %3615, %3616, %3643, %3644, %3703, %3704, %3731, %3732, %3791, %3792, %3819, %3820, %3879, %3880, %3907, %3908, %3967, %3968, %3995, %3996, %4055, %4056, %4083, %4084, %3346#5, %3346#6 : f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, i32, i32
          }
          %c64_i32_208 = arith.constant 64 : i32
          %1096 = arith.muli %1092, %c64_i32_208 : i32
          %1097 = arith.addi %100, %1096 : i32
          %c1_i32_209 = arith.constant 1 : i32
          %1098 = arith.andi %1092, %c1_i32_209 : i32
          %c0_i32_210 = arith.constant 0 : i32
          %1099 = arith.cmpi ne, %1098, %c0_i32_210 : i32
          %1100 = arith.select %1099, %58, %57 : index
          %1101 = arith.select %1099, %57, %58 : index
          llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          %1102 = arith.addi %1100, %56 : index
          %1103 = arith.index_cast %1102 : index to i32
          %1104 = arith.extui %1103 : i32 to i64
          %1105 = llvm.inttoptr %1104 : i64 to !llvm.ptr<3>
          %1106 = llvm.load volatile %1105 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1107 = arith.extui %1103 : i32 to i64
          %1108 = llvm.inttoptr %1107 : i64 to !llvm.ptr<3>
          %1109 = llvm.getelementptr %1108[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1110 = llvm.load volatile %1109 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1111 = arith.extui %1103 : i32 to i64
          %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr<3>
          %1113 = llvm.getelementptr %1112[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1114 = llvm.load volatile %1113 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1115 = arith.extui %1103 : i32 to i64
          %1116 = llvm.inttoptr %1115 : i64 to !llvm.ptr<3>
          %1117 = llvm.getelementptr %1116[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1118 = llvm.load volatile %1117 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1119 = arith.extui %1103 : i32 to i64
          %1120 = llvm.inttoptr %1119 : i64 to !llvm.ptr<3>
          %1121 = llvm.getelementptr %1120[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1122 = llvm.load volatile %1121 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1123 = arith.extui %1103 : i32 to i64
          %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr<3>
          %1125 = llvm.getelementptr %1124[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1126 = llvm.load volatile %1125 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1127 = arith.extui %1103 : i32 to i64
          %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr<3>
          %1129 = llvm.getelementptr %1128[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1130 = llvm.load volatile %1129 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1131 = arith.extui %1103 : i32 to i64
          %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr<3>
          %1133 = llvm.getelementptr %1132[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1134 = llvm.load volatile %1133 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1135 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1106, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1136 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1110, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1137 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1114, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1138 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1118, %171, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 15
          rocdl.s.waitcnt 49279
          %1139 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1122, %179, %1135, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1140 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1126, %179, %1136, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1141 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1130, %179, %1137, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1142 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1134, %179, %1138, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1143 = arith.extui %1103 : i32 to i64
          %1144 = llvm.inttoptr %1143 : i64 to !llvm.ptr<3>
          %1145 = llvm.getelementptr %1144[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1146 = llvm.load volatile %1145 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1147 = arith.extui %1103 : i32 to i64
          %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr<3>
          %1149 = llvm.getelementptr %1148[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1150 = llvm.load volatile %1149 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1151 = arith.extui %1103 : i32 to i64
          %1152 = llvm.inttoptr %1151 : i64 to !llvm.ptr<3>
          %1153 = llvm.getelementptr %1152[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1154 = llvm.load volatile %1153 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1155 = arith.extui %1103 : i32 to i64
          %1156 = llvm.inttoptr %1155 : i64 to !llvm.ptr<3>
          %1157 = llvm.getelementptr %1156[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1158 = llvm.load volatile %1157 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1159 = arith.extui %1103 : i32 to i64
          %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr<3>
          %1161 = llvm.getelementptr %1160[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1162 = llvm.load volatile %1161 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1163 = arith.extui %1103 : i32 to i64
          %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr<3>
          %1165 = llvm.getelementptr %1164[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1166 = llvm.load volatile %1165 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1167 = arith.extui %1103 : i32 to i64
          %1168 = llvm.inttoptr %1167 : i64 to !llvm.ptr<3>
          %1169 = llvm.getelementptr %1168[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1170 = llvm.load volatile %1169 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1171 = arith.extui %1103 : i32 to i64
          %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr<3>
          %1173 = llvm.getelementptr %1172[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1174 = llvm.load volatile %1173 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1175 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1146, %197, %1139, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1176 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1150, %197, %1140, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1177 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1154, %197, %1141, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1178 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1158, %197, %1142, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1179 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1162, %205, %1175, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1180 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1166, %205, %1176, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1181 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1170, %205, %1177, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1182 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1174, %205, %1178, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1183 = arith.extui %1103 : i32 to i64
          %1184 = llvm.inttoptr %1183 : i64 to !llvm.ptr<3>
          %1185 = llvm.getelementptr %1184[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1186 = llvm.load volatile %1185 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1187 = arith.extui %1103 : i32 to i64
          %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr<3>
          %1189 = llvm.getelementptr %1188[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1190 = llvm.load volatile %1189 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1191 = arith.extui %1103 : i32 to i64
          %1192 = llvm.inttoptr %1191 : i64 to !llvm.ptr<3>
          %1193 = llvm.getelementptr %1192[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1194 = llvm.load volatile %1193 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1195 = arith.extui %1103 : i32 to i64
          %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr<3>
          %1197 = llvm.getelementptr %1196[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1198 = llvm.load volatile %1197 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1199 = arith.extui %1103 : i32 to i64
          %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr<3>
          %1201 = llvm.getelementptr %1200[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1202 = llvm.load volatile %1201 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1203 = arith.extui %1103 : i32 to i64
          %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr<3>
          %1205 = llvm.getelementptr %1204[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1206 = llvm.load volatile %1205 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1207 = arith.extui %1103 : i32 to i64
          %1208 = llvm.inttoptr %1207 : i64 to !llvm.ptr<3>
          %1209 = llvm.getelementptr %1208[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1210 = llvm.load volatile %1209 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1211 = arith.extui %1103 : i32 to i64
          %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr<3>
          %1213 = llvm.getelementptr %1212[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1214 = llvm.load volatile %1213 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1215 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1186, %223, %1179, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1216 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1190, %223, %1180, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1217 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1194, %223, %1181, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1218 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1198, %223, %1182, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1219 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1202, %231, %1215, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1220 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1206, %231, %1216, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1221 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1210, %231, %1217, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1222 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1214, %231, %1218, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1223 = arith.extui %1103 : i32 to i64
          %1224 = llvm.inttoptr %1223 : i64 to !llvm.ptr<3>
          %1225 = llvm.getelementptr %1224[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1226 = llvm.load volatile %1225 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1227 = arith.extui %1103 : i32 to i64
          %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr<3>
          %1229 = llvm.getelementptr %1228[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1230 = llvm.load volatile %1229 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1231 = arith.extui %1103 : i32 to i64
          %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr<3>
          %1233 = llvm.getelementptr %1232[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1234 = llvm.load volatile %1233 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1235 = arith.extui %1103 : i32 to i64
          %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr<3>
          %1237 = llvm.getelementptr %1236[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1238 = llvm.load volatile %1237 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1239 = arith.extui %1103 : i32 to i64
          %1240 = llvm.inttoptr %1239 : i64 to !llvm.ptr<3>
          %1241 = llvm.getelementptr %1240[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1242 = llvm.load volatile %1241 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1243 = arith.extui %1103 : i32 to i64
          %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr<3>
          %1245 = llvm.getelementptr %1244[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1246 = llvm.load volatile %1245 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1247 = arith.extui %1103 : i32 to i64
          %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr<3>
          %1249 = llvm.getelementptr %1248[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1250 = llvm.load volatile %1249 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1251 = arith.extui %1103 : i32 to i64
          %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr<3>
          %1253 = llvm.getelementptr %1252[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1254 = llvm.load volatile %1253 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1255 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1226, %249, %1219, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1256 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1230, %249, %1220, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1257 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1234, %249, %1221, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1258 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1238, %249, %1222, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1259 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1242, %257, %1255, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1260 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1246, %257, %1256, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1261 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1250, %257, %1257, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1262 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1254, %257, %1258, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1263 = arith.extui %1103 : i32 to i64
          %1264 = llvm.inttoptr %1263 : i64 to !llvm.ptr<3>
          %1265 = llvm.getelementptr %1264[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1266 = llvm.load volatile %1265 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1267 = arith.extui %1103 : i32 to i64
          %1268 = llvm.inttoptr %1267 : i64 to !llvm.ptr<3>
          %1269 = llvm.getelementptr %1268[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1270 = llvm.load volatile %1269 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1271 = arith.extui %1103 : i32 to i64
          %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr<3>
          %1273 = llvm.getelementptr %1272[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1274 = llvm.load volatile %1273 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1275 = arith.extui %1103 : i32 to i64
          %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr<3>
          %1277 = llvm.getelementptr %1276[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1278 = llvm.load volatile %1277 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1279 = arith.extui %1103 : i32 to i64
          %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr<3>
          %1281 = llvm.getelementptr %1280[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1282 = llvm.load volatile %1281 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1283 = arith.extui %1103 : i32 to i64
          %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr<3>
          %1285 = llvm.getelementptr %1284[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1286 = llvm.load volatile %1285 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1287 = arith.extui %1103 : i32 to i64
          %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr<3>
          %1289 = llvm.getelementptr %1288[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1290 = llvm.load volatile %1289 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1291 = arith.extui %1103 : i32 to i64
          %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr<3>
          %1293 = llvm.getelementptr %1292[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1294 = llvm.load volatile %1293 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1295 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1266, %275, %1259, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1296 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1270, %275, %1260, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1297 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1274, %275, %1261, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1298 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1278, %275, %1262, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1299 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1282, %283, %1295, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1300 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1286, %283, %1296, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1301 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1290, %283, %1297, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1302 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1294, %283, %1298, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1303 = arith.extui %1103 : i32 to i64
          %1304 = llvm.inttoptr %1303 : i64 to !llvm.ptr<3>
          %1305 = llvm.getelementptr %1304[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1306 = llvm.load volatile %1305 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1307 = arith.extui %1103 : i32 to i64
          %1308 = llvm.inttoptr %1307 : i64 to !llvm.ptr<3>
          %1309 = llvm.getelementptr %1308[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1310 = llvm.load volatile %1309 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1311 = arith.extui %1103 : i32 to i64
          %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr<3>
          %1313 = llvm.getelementptr %1312[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1314 = llvm.load volatile %1313 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1315 = arith.extui %1103 : i32 to i64
          %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr<3>
          %1317 = llvm.getelementptr %1316[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1318 = llvm.load volatile %1317 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1319 = arith.extui %1103 : i32 to i64
          %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr<3>
          %1321 = llvm.getelementptr %1320[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1322 = llvm.load volatile %1321 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1323 = arith.extui %1103 : i32 to i64
          %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr<3>
          %1325 = llvm.getelementptr %1324[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1326 = llvm.load volatile %1325 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1327 = arith.extui %1103 : i32 to i64
          %1328 = llvm.inttoptr %1327 : i64 to !llvm.ptr<3>
          %1329 = llvm.getelementptr %1328[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1330 = llvm.load volatile %1329 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1331 = arith.extui %1103 : i32 to i64
          %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr<3>
          %1333 = llvm.getelementptr %1332[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1334 = llvm.load volatile %1333 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1335 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1306, %301, %1299, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1336 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1310, %301, %1300, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1337 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1314, %301, %1301, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1338 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1318, %301, %1302, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1339 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1322, %309, %1335, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1340 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1326, %309, %1336, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1341 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1330, %309, %1337, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1342 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1334, %309, %1338, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1343 = arith.extui %1103 : i32 to i64
          %1344 = llvm.inttoptr %1343 : i64 to !llvm.ptr<3>
          %1345 = llvm.getelementptr %1344[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1346 = llvm.load volatile %1345 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1347 = arith.extui %1103 : i32 to i64
          %1348 = llvm.inttoptr %1347 : i64 to !llvm.ptr<3>
          %1349 = llvm.getelementptr %1348[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1350 = llvm.load volatile %1349 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1351 = arith.extui %1103 : i32 to i64
          %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr<3>
          %1353 = llvm.getelementptr %1352[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1354 = llvm.load volatile %1353 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1355 = arith.extui %1103 : i32 to i64
          %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr<3>
          %1357 = llvm.getelementptr %1356[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1358 = llvm.load volatile %1357 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1359 = arith.extui %1103 : i32 to i64
          %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr<3>
          %1361 = llvm.getelementptr %1360[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1362 = llvm.load volatile %1361 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1363 = arith.extui %1103 : i32 to i64
          %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr<3>
          %1365 = llvm.getelementptr %1364[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1366 = llvm.load volatile %1365 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1367 = arith.extui %1103 : i32 to i64
          %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr<3>
          %1369 = llvm.getelementptr %1368[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1370 = llvm.load volatile %1369 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1371 = arith.extui %1103 : i32 to i64
          %1372 = llvm.inttoptr %1371 : i64 to !llvm.ptr<3>
          %1373 = llvm.getelementptr %1372[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1374 = llvm.load volatile %1373 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1375 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1346, %327, %1339, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1376 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1350, %327, %1340, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1377 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1354, %327, %1341, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1378 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1358, %327, %1342, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1379 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1362, %335, %1375, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1380 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1366, %335, %1376, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1381 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1370, %335, %1377, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1382 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1374, %335, %1378, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1383 = arith.extui %1103 : i32 to i64
          %1384 = llvm.inttoptr %1383 : i64 to !llvm.ptr<3>
          %1385 = llvm.getelementptr %1384[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1386 = llvm.load volatile %1385 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1387 = arith.extui %1103 : i32 to i64
          %1388 = llvm.inttoptr %1387 : i64 to !llvm.ptr<3>
          %1389 = llvm.getelementptr %1388[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1390 = llvm.load volatile %1389 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1391 = arith.extui %1103 : i32 to i64
          %1392 = llvm.inttoptr %1391 : i64 to !llvm.ptr<3>
          %1393 = llvm.getelementptr %1392[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1394 = llvm.load volatile %1393 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1395 = arith.extui %1103 : i32 to i64
          %1396 = llvm.inttoptr %1395 : i64 to !llvm.ptr<3>
          %1397 = llvm.getelementptr %1396[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1398 = llvm.load volatile %1397 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1399 = arith.extui %1103 : i32 to i64
          %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr<3>
          %1401 = llvm.getelementptr %1400[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1402 = llvm.load volatile %1401 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1403 = arith.extui %1103 : i32 to i64
          %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr<3>
          %1405 = llvm.getelementptr %1404[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1406 = llvm.load volatile %1405 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1407 = arith.extui %1103 : i32 to i64
          %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr<3>
          %1409 = llvm.getelementptr %1408[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1410 = llvm.load volatile %1409 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1411 = arith.extui %1103 : i32 to i64
          %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr<3>
          %1413 = llvm.getelementptr %1412[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1414 = llvm.load volatile %1413 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1415 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1386, %349, %1379, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1416 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1390, %349, %1380, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1417 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1394, %349, %1381, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1418 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1398, %349, %1382, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1419 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1402, %357, %1415, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1420 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1406, %357, %1416, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1421 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1410, %357, %1417, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1422 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1414, %357, %1418, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1423 = arith.extui %1103 : i32 to i64
          %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr<3>
          %1425 = llvm.getelementptr %1424[33792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1426 = llvm.load volatile %1425 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1427 = arith.extui %1103 : i32 to i64
          %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr<3>
          %1429 = llvm.getelementptr %1428[33920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1430 = llvm.load volatile %1429 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1431 = arith.extui %1103 : i32 to i64
          %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr<3>
          %1433 = llvm.getelementptr %1432[35904] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1434 = llvm.load volatile %1433 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1435 = arith.extui %1103 : i32 to i64
          %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr<3>
          %1437 = llvm.getelementptr %1436[36032] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1438 = llvm.load volatile %1437 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1439 = arith.extui %1103 : i32 to i64
          %1440 = llvm.inttoptr %1439 : i64 to !llvm.ptr<3>
          %1441 = llvm.getelementptr %1440[34848] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1442 = llvm.load volatile %1441 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1443 = arith.extui %1103 : i32 to i64
          %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr<3>
          %1445 = llvm.getelementptr %1444[34976] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1446 = llvm.load volatile %1445 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1447 = arith.extui %1103 : i32 to i64
          %1448 = llvm.inttoptr %1447 : i64 to !llvm.ptr<3>
          %1449 = llvm.getelementptr %1448[36960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1450 = llvm.load volatile %1449 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %1451 = arith.extui %1103 : i32 to i64
          %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr<3>
          %1453 = llvm.getelementptr %1452[37088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1454 = llvm.load volatile %1453 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1455 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1426, %371, %1419, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1456 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1430, %371, %1420, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1457 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1434, %371, %1421, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1458 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1438, %371, %1422, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %1459 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1442, %379, %1455, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1460 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1446, %379, %1456, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1461 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1450, %379, %1457, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1462 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1454, %379, %1458, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 14
          %1463 = vector.extract %1459[0] : f32 from vector<4xf32>
          %1464 = vector.extract %1459[1] : f32 from vector<4xf32>
          %1465 = vector.extract %1459[2] : f32 from vector<4xf32>
          %1466 = vector.extract %1459[3] : f32 from vector<4xf32>
          %1467 = vector.extract %1460[0] : f32 from vector<4xf32>
          %1468 = vector.extract %1460[1] : f32 from vector<4xf32>
          %1469 = vector.extract %1460[2] : f32 from vector<4xf32>
          %1470 = vector.extract %1460[3] : f32 from vector<4xf32>
          %1471 = vector.extract %1461[0] : f32 from vector<4xf32>
          %1472 = vector.extract %1461[1] : f32 from vector<4xf32>
          %1473 = vector.extract %1461[2] : f32 from vector<4xf32>
          %1474 = vector.extract %1461[3] : f32 from vector<4xf32>
          %1475 = vector.extract %1462[0] : f32 from vector<4xf32>
          %1476 = vector.extract %1462[1] : f32 from vector<4xf32>
          %1477 = vector.extract %1462[2] : f32 from vector<4xf32>
          %1478 = vector.extract %1462[3] : f32 from vector<4xf32>
          %c16_211 = arith.constant 16 : index
          %1479 = arith.divui %25, %c16_211 : index
          %c4_212 = arith.constant 4 : index
          %1480 = arith.muli %1479, %c4_212 : index
          %1481 = arith.index_cast %1097 : i32 to index
          %1482 = arith.addi %1480, %1481 : index
          %1483 = arith.mulf %1463, %arg8 fastmath<fast> : f32
          %1484 = arith.mulf %1464, %arg8 fastmath<fast> : f32
          %1485 = arith.mulf %1465, %arg8 fastmath<fast> : f32
          %1486 = arith.mulf %1466, %arg8 fastmath<fast> : f32
          %1487 = arith.mulf %1467, %arg8 fastmath<fast> : f32
          %1488 = arith.mulf %1468, %arg8 fastmath<fast> : f32
          %1489 = arith.mulf %1469, %arg8 fastmath<fast> : f32
          %1490 = arith.mulf %1470, %arg8 fastmath<fast> : f32
          %1491 = arith.mulf %1471, %arg8 fastmath<fast> : f32
          %1492 = arith.mulf %1472, %arg8 fastmath<fast> : f32
          %1493 = arith.mulf %1473, %arg8 fastmath<fast> : f32
          %1494 = arith.mulf %1474, %arg8 fastmath<fast> : f32
          %1495 = arith.mulf %1475, %arg8 fastmath<fast> : f32
          %1496 = arith.mulf %1476, %arg8 fastmath<fast> : f32
          %1497 = arith.mulf %1477, %arg8 fastmath<fast> : f32
          %1498 = arith.mulf %1478, %arg8 fastmath<fast> : f32
          %1499 = arith.index_cast %101 : i32 to index
          %c0_213 = arith.constant 0 : index
          %1500 = arith.addi %1482, %c0_213 : index
          %1501 = arith.cmpi sge, %1500, %1499 : index
          %1502 = arith.andi %109, %1501 : i1
          %cst_214 = arith.constant 0xFF800000 : f32
          %1503 = arith.select %1502, %cst_214, %1483 : f32
          %c1_215 = arith.constant 1 : index
          %1504 = arith.addi %1482, %c1_215 : index
          %1505 = arith.cmpi sge, %1504, %1499 : index
          %1506 = arith.andi %109, %1505 : i1
          %cst_216 = arith.constant 0xFF800000 : f32
          %1507 = arith.select %1506, %cst_216, %1484 : f32
          %c2_217 = arith.constant 2 : index
          %1508 = arith.addi %1482, %c2_217 : index
          %1509 = arith.cmpi sge, %1508, %1499 : index
          %1510 = arith.andi %109, %1509 : i1
          %cst_218 = arith.constant 0xFF800000 : f32
          %1511 = arith.select %1510, %cst_218, %1485 : f32
          %c3 = arith.constant 3 : index
          %1512 = arith.addi %1482, %c3 : index
          %1513 = arith.cmpi sge, %1512, %1499 : index
          %1514 = arith.andi %109, %1513 : i1
          %cst_219 = arith.constant 0xFF800000 : f32
          %1515 = arith.select %1514, %cst_219, %1486 : f32
          %c16_220 = arith.constant 16 : index
          %1516 = arith.addi %1482, %c16_220 : index
          %1517 = arith.cmpi sge, %1516, %1499 : index
          %1518 = arith.andi %109, %1517 : i1
          %cst_221 = arith.constant 0xFF800000 : f32
          %1519 = arith.select %1518, %cst_221, %1487 : f32
          %c17 = arith.constant 17 : index
          %1520 = arith.addi %1482, %c17 : index
          %1521 = arith.cmpi sge, %1520, %1499 : index
          %1522 = arith.andi %109, %1521 : i1
          %cst_222 = arith.constant 0xFF800000 : f32
          %1523 = arith.select %1522, %cst_222, %1488 : f32
          %c18 = arith.constant 18 : index
          %1524 = arith.addi %1482, %c18 : index
          %1525 = arith.cmpi sge, %1524, %1499 : index
          %1526 = arith.andi %109, %1525 : i1
          %cst_223 = arith.constant 0xFF800000 : f32
          %1527 = arith.select %1526, %cst_223, %1489 : f32
          %c19 = arith.constant 19 : index
          %1528 = arith.addi %1482, %c19 : index
          %1529 = arith.cmpi sge, %1528, %1499 : index
          %1530 = arith.andi %109, %1529 : i1
          %cst_224 = arith.constant 0xFF800000 : f32
          %1531 = arith.select %1530, %cst_224, %1490 : f32
          %c32_225 = arith.constant 32 : index
          %1532 = arith.addi %1482, %c32_225 : index
          %1533 = arith.cmpi sge, %1532, %1499 : index
          %1534 = arith.andi %109, %1533 : i1
          %cst_226 = arith.constant 0xFF800000 : f32
          %1535 = arith.select %1534, %cst_226, %1491 : f32
          %c33 = arith.constant 33 : index
          %1536 = arith.addi %1482, %c33 : index
          %1537 = arith.cmpi sge, %1536, %1499 : index
          %1538 = arith.andi %109, %1537 : i1
          %cst_227 = arith.constant 0xFF800000 : f32
          %1539 = arith.select %1538, %cst_227, %1492 : f32
          %c34 = arith.constant 34 : index
          %1540 = arith.addi %1482, %c34 : index
          %1541 = arith.cmpi sge, %1540, %1499 : index
          %1542 = arith.andi %109, %1541 : i1
          %cst_228 = arith.constant 0xFF800000 : f32
          %1543 = arith.select %1542, %cst_228, %1493 : f32
          %c35 = arith.constant 35 : index
          %1544 = arith.addi %1482, %c35 : index
          %1545 = arith.cmpi sge, %1544, %1499 : index
          %1546 = arith.andi %109, %1545 : i1
          %cst_229 = arith.constant 0xFF800000 : f32
          %1547 = arith.select %1546, %cst_229, %1494 : f32
          %c48_230 = arith.constant 48 : index
          %1548 = arith.addi %1482, %c48_230 : index
          %1549 = arith.cmpi sge, %1548, %1499 : index
          %1550 = arith.andi %109, %1549 : i1
          %cst_231 = arith.constant 0xFF800000 : f32
          %1551 = arith.select %1550, %cst_231, %1495 : f32
          %c49 = arith.constant 49 : index
          %1552 = arith.addi %1482, %c49 : index
          %1553 = arith.cmpi sge, %1552, %1499 : index
          %1554 = arith.andi %109, %1553 : i1
          %cst_232 = arith.constant 0xFF800000 : f32
          %1555 = arith.select %1554, %cst_232, %1496 : f32
          %c50 = arith.constant 50 : index
          %1556 = arith.addi %1482, %c50 : index
          %1557 = arith.cmpi sge, %1556, %1499 : index
          %1558 = arith.andi %109, %1557 : i1
          %cst_233 = arith.constant 0xFF800000 : f32
          %1559 = arith.select %1558, %cst_233, %1497 : f32
          %c51 = arith.constant 51 : index
          %1560 = arith.addi %1482, %c51 : index
          %1561 = arith.cmpi sge, %1560, %1499 : index
          %1562 = arith.andi %109, %1561 : i1
          %cst_234 = arith.constant 0xFF800000 : f32
          %1563 = arith.select %1562, %cst_234, %1498 : f32
          %1564 = arith.maxnumf %1503, %1507 fastmath<contract> : f32
          %1565 = arith.maxnumf %1564, %1511 fastmath<contract> : f32
          %1566 = arith.maxnumf %1565, %1515 fastmath<contract> : f32
          %1567 = arith.maxnumf %1566, %1519 fastmath<contract> : f32
          %1568 = arith.maxnumf %1567, %1523 fastmath<contract> : f32
          %1569 = arith.maxnumf %1568, %1527 fastmath<contract> : f32
          %1570 = arith.maxnumf %1569, %1531 fastmath<contract> : f32
          %1571 = arith.maxnumf %1570, %1535 fastmath<contract> : f32
          %1572 = arith.maxnumf %1571, %1539 fastmath<contract> : f32
          %1573 = arith.maxnumf %1572, %1543 fastmath<contract> : f32
          %1574 = arith.maxnumf %1573, %1547 fastmath<contract> : f32
          %1575 = arith.maxnumf %1574, %1551 fastmath<contract> : f32
          %1576 = arith.maxnumf %1575, %1555 fastmath<contract> : f32
          %1577 = arith.maxnumf %1576, %1559 fastmath<contract> : f32
          %1578 = arith.maxnumf %1577, %1563 fastmath<contract> : f32
          %1579 = arith.bitcast %1578 : f32 to i32
          %c32_i32_235 = arith.constant 32 : i32
          %c64_i32_236 = arith.constant 64 : i32
          %shuffleResult, %valid = gpu.shuffle xor %1579, %c32_i32_235, %c64_i32_236 : i32
          %1580 = arith.bitcast %shuffleResult : i32 to f32
          %1581 = arith.maxnumf %1578, %1580 fastmath<contract> : f32
          %1582 = arith.bitcast %1581 : f32 to i32
          %c16_i32 = arith.constant 16 : i32
          %c64_i32_237 = arith.constant 64 : i32
          %shuffleResult_238, %valid_239 = gpu.shuffle xor %1582, %c16_i32, %c64_i32_237 : i32
          %1583 = arith.bitcast %shuffleResult_238 : i32 to f32
          %1584 = arith.maxnumf %1581, %1583 fastmath<contract> : f32
          %1585 = arith.maxnumf %1584, %1095#0 fastmath<contract> : f32
          %1586 = arith.subf %1095#0, %1585 fastmath<fast> : f32
          %cst_240 = arith.constant 1.44269502 : f32
          %1587 = arith.mulf %1586, %cst_240 fastmath<fast> : f32
          %1588 = rocdl.exp2 %1587 f32 -> f32
          %1589 = arith.subf %1503, %1585 fastmath<fast> : f32
          %cst_241 = arith.constant 1.44269502 : f32
          %1590 = arith.mulf %1589, %cst_241 fastmath<fast> : f32
          %1591 = rocdl.exp2 %1590 f32 -> f32
          %cst_242 = arith.constant 0.000000e+00 : f32
          %1592 = arith.addf %cst_242, %1591 fastmath<fast> : f32
          %1593 = arith.subf %1507, %1585 fastmath<fast> : f32
          %cst_243 = arith.constant 1.44269502 : f32
          %1594 = arith.mulf %1593, %cst_243 fastmath<fast> : f32
          %1595 = rocdl.exp2 %1594 f32 -> f32
          %1596 = arith.addf %1592, %1595 fastmath<fast> : f32
          %1597 = arith.subf %1511, %1585 fastmath<fast> : f32
          %cst_244 = arith.constant 1.44269502 : f32
          %1598 = arith.mulf %1597, %cst_244 fastmath<fast> : f32
          %1599 = rocdl.exp2 %1598 f32 -> f32
          %1600 = arith.addf %1596, %1599 fastmath<fast> : f32
          %1601 = arith.subf %1515, %1585 fastmath<fast> : f32
          %cst_245 = arith.constant 1.44269502 : f32
          %1602 = arith.mulf %1601, %cst_245 fastmath<fast> : f32
          %1603 = rocdl.exp2 %1602 f32 -> f32
          %1604 = arith.addf %1600, %1603 fastmath<fast> : f32
          %1605 = arith.subf %1519, %1585 fastmath<fast> : f32
          %cst_246 = arith.constant 1.44269502 : f32
          %1606 = arith.mulf %1605, %cst_246 fastmath<fast> : f32
          %1607 = rocdl.exp2 %1606 f32 -> f32
          %1608 = arith.addf %1604, %1607 fastmath<fast> : f32
          %1609 = arith.subf %1523, %1585 fastmath<fast> : f32
          %cst_247 = arith.constant 1.44269502 : f32
          %1610 = arith.mulf %1609, %cst_247 fastmath<fast> : f32
          %1611 = rocdl.exp2 %1610 f32 -> f32
          %1612 = arith.addf %1608, %1611 fastmath<fast> : f32
          %1613 = arith.subf %1527, %1585 fastmath<fast> : f32
          %cst_248 = arith.constant 1.44269502 : f32
          %1614 = arith.mulf %1613, %cst_248 fastmath<fast> : f32
          %1615 = rocdl.exp2 %1614 f32 -> f32
          %1616 = arith.addf %1612, %1615 fastmath<fast> : f32
          %1617 = arith.subf %1531, %1585 fastmath<fast> : f32
          %cst_249 = arith.constant 1.44269502 : f32
          %1618 = arith.mulf %1617, %cst_249 fastmath<fast> : f32
          %1619 = rocdl.exp2 %1618 f32 -> f32
          %1620 = arith.addf %1616, %1619 fastmath<fast> : f32
          %1621 = arith.subf %1535, %1585 fastmath<fast> : f32
          %cst_250 = arith.constant 1.44269502 : f32
          %1622 = arith.mulf %1621, %cst_250 fastmath<fast> : f32
          %1623 = rocdl.exp2 %1622 f32 -> f32
          %1624 = arith.addf %1620, %1623 fastmath<fast> : f32
          %1625 = arith.subf %1539, %1585 fastmath<fast> : f32
          %cst_251 = arith.constant 1.44269502 : f32
          %1626 = arith.mulf %1625, %cst_251 fastmath<fast> : f32
          %1627 = rocdl.exp2 %1626 f32 -> f32
          %1628 = arith.addf %1624, %1627 fastmath<fast> : f32
          %1629 = arith.subf %1543, %1585 fastmath<fast> : f32
          %cst_252 = arith.constant 1.44269502 : f32
          %1630 = arith.mulf %1629, %cst_252 fastmath<fast> : f32
          %1631 = rocdl.exp2 %1630 f32 -> f32
          %1632 = arith.addf %1628, %1631 fastmath<fast> : f32
          %1633 = arith.subf %1547, %1585 fastmath<fast> : f32
          %cst_253 = arith.constant 1.44269502 : f32
          %1634 = arith.mulf %1633, %cst_253 fastmath<fast> : f32
          %1635 = rocdl.exp2 %1634 f32 -> f32
          %1636 = arith.addf %1632, %1635 fastmath<fast> : f32
          %1637 = arith.subf %1551, %1585 fastmath<fast> : f32
          %cst_254 = arith.constant 1.44269502 : f32
          %1638 = arith.mulf %1637, %cst_254 fastmath<fast> : f32
          %1639 = rocdl.exp2 %1638 f32 -> f32
          %1640 = arith.addf %1636, %1639 fastmath<fast> : f32
          %1641 = arith.subf %1555, %1585 fastmath<fast> : f32
          %cst_255 = arith.constant 1.44269502 : f32
          %1642 = arith.mulf %1641, %cst_255 fastmath<fast> : f32
          %1643 = rocdl.exp2 %1642 f32 -> f32
          %1644 = arith.addf %1640, %1643 fastmath<fast> : f32
          %1645 = arith.subf %1559, %1585 fastmath<fast> : f32
          %cst_256 = arith.constant 1.44269502 : f32
          %1646 = arith.mulf %1645, %cst_256 fastmath<fast> : f32
          %1647 = rocdl.exp2 %1646 f32 -> f32
          %1648 = arith.addf %1644, %1647 fastmath<fast> : f32
          %1649 = arith.subf %1563, %1585 fastmath<fast> : f32
          %cst_257 = arith.constant 1.44269502 : f32
          %1650 = arith.mulf %1649, %cst_257 fastmath<fast> : f32
          %1651 = rocdl.exp2 %1650 f32 -> f32
          %1652 = arith.addf %1648, %1651 fastmath<fast> : f32
          %1653 = arith.bitcast %1652 : f32 to i32
          %c32_i32_258 = arith.constant 32 : i32
          %c64_i32_259 = arith.constant 64 : i32
          %shuffleResult_260, %valid_261 = gpu.shuffle xor %1653, %c32_i32_258, %c64_i32_259 : i32
          %1654 = arith.bitcast %shuffleResult_260 : i32 to f32
          %1655 = arith.addf %1652, %1654 fastmath<fast> : f32
          %1656 = arith.bitcast %1655 : f32 to i32
          %c16_i32_262 = arith.constant 16 : i32
          %c64_i32_263 = arith.constant 64 : i32
          %shuffleResult_264, %valid_265 = gpu.shuffle xor %1656, %c16_i32_262, %c64_i32_263 : i32
          %1657 = arith.bitcast %shuffleResult_264 : i32 to f32
          %1658 = arith.addf %1655, %1657 fastmath<fast> : f32
          %1659 = arith.mulf %1588, %1095#1 fastmath<fast> : f32
          %1660 = arith.addf %1659, %1658 fastmath<fast> : f32
          %c0_i32_266 = arith.constant 0 : i32
          %1661 = rocdl.cvt.pk.fp8.f32 %1591, %1595 -> %c0_i32_266[false] : i32
          %1662 = rocdl.cvt.pk.fp8.f32 %1599, %1603 -> %1661[true] : i32
          %c0_i32_267 = arith.constant 0 : i32
          %1663 = rocdl.cvt.pk.fp8.f32 %1607, %1611 -> %c0_i32_267[false] : i32
          %1664 = rocdl.cvt.pk.fp8.f32 %1615, %1619 -> %1663[true] : i32
          %1665 = arith.extui %1662 : i32 to i64
          %1666 = arith.extui %1664 : i32 to i64
          %c32_i64_268 = arith.constant 32 : i64
          %1667 = arith.shli %1666, %c32_i64_268 : i64
          %1668 = arith.ori %1665, %1667 : i64
          %c0_i32_269 = arith.constant 0 : i32
          %1669 = rocdl.cvt.pk.fp8.f32 %1623, %1627 -> %c0_i32_269[false] : i32
          %1670 = rocdl.cvt.pk.fp8.f32 %1631, %1635 -> %1669[true] : i32
          %c0_i32_270 = arith.constant 0 : i32
          %1671 = rocdl.cvt.pk.fp8.f32 %1639, %1643 -> %c0_i32_270[false] : i32
          %1672 = rocdl.cvt.pk.fp8.f32 %1647, %1651 -> %1671[true] : i32
          %1673 = arith.extui %1670 : i32 to i64
          %1674 = arith.extui %1672 : i32 to i64
          %c32_i64_271 = arith.constant 32 : i64
          %1675 = arith.shli %1674, %c32_i64_271 : i64
          %1676 = arith.ori %1673, %1675 : i64
          %1677 = rocdl.rcp %1660 f32 -> f32
          %1678 = arith.index_cast %96 : i32 to index
          %c128_i32_272 = arith.constant 128 : i32
          %1679 = arith.index_cast %c128_i32_272 : i32 to index
          %1680 = arith.muli %1678, %1679 : index
          %c16_273 = arith.constant 16 : index
          %1681 = arith.muli %24, %c16_273 : index
          %1682 = arith.addi %1680, %1681 : index
          %c16_274 = arith.constant 16 : index
          %1683 = arith.cmpi slt, %25, %c16_274 : index
          scf.if %1683 {
            %3335 = math.log2 %1660 fastmath<fast> : f32
            %cst_724 = arith.constant 0.693147182 : f32
            %3336 = math.fma %3335, %cst_724, %1585 fastmath<fast> : f32
            %c16_725 = arith.constant 16 : index
            %3337 = arith.muli %24, %c16_725 : index
            %3338 = arith.addi %25, %3337 : index
            %3339 = arith.index_cast %96 : i32 to index
            %c128_i32_726 = arith.constant 128 : i32
            %3340 = arith.index_cast %c128_i32_726 : i32 to index
            %3341 = arith.muli %3339, %3340 : index
            %3342 = arith.addi %3338, %3341 : index
            %3343 = arith.index_cast %3342 : index to i32
            %c4_i32_727 = arith.constant 4 : i32
            %3344 = arith.muli %3343, %c4_i32_727 : i32
            %c0_i32_728 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %3336, %22, %3344, %c0_i32_728, 0 : f32
          }
          %1684 = arith.addi %1100, %85 : index
          %1685 = arith.index_cast %1684 : index to i32
          %1686 = vector.broadcast %1588 : f32 to vector<4xf32>
          %1687 = vector.broadcast %1677 : f32 to vector<4xf32>
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %1688 = arith.mulf %1095#2, %1686 fastmath<fast> : vector<4xf32>
          %1689 = arith.mulf %1095#3, %1686 fastmath<fast> : vector<4xf32>
          %1690 = arith.mulf %1095#4, %1686 fastmath<fast> : vector<4xf32>
          %1691 = arith.mulf %1095#5, %1686 fastmath<fast> : vector<4xf32>
          %1692 = arith.extui %1685 : i32 to i64
          %1693 = llvm.inttoptr %1692 : i64 to !llvm.ptr<3>
          %1694 = rocdl.ds.read.tr8.b64 %1693 : <3> -> vector<2xi32>
          %1695 = arith.extui %1685 : i32 to i64
          %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr<3>
          %1697 = llvm.getelementptr %1696[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1698 = rocdl.ds.read.tr8.b64 %1697 : <3> -> vector<2xi32>
          %1699 = arith.extui %1685 : i32 to i64
          %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr<3>
          %1701 = llvm.getelementptr %1700[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1702 = rocdl.ds.read.tr8.b64 %1701 : <3> -> vector<2xi32>
          %1703 = arith.extui %1685 : i32 to i64
          %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr<3>
          %1705 = llvm.getelementptr %1704[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1706 = rocdl.ds.read.tr8.b64 %1705 : <3> -> vector<2xi32>
          %1707 = arith.extui %1685 : i32 to i64
          %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr<3>
          %1709 = llvm.getelementptr %1708[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1710 = rocdl.ds.read.tr8.b64 %1709 : <3> -> vector<2xi32>
          %1711 = arith.extui %1685 : i32 to i64
          %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr<3>
          %1713 = llvm.getelementptr %1712[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1714 = rocdl.ds.read.tr8.b64 %1713 : <3> -> vector<2xi32>
          %1715 = arith.extui %1685 : i32 to i64
          %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr<3>
          %1717 = llvm.getelementptr %1716[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1718 = rocdl.ds.read.tr8.b64 %1717 : <3> -> vector<2xi32>
          %1719 = arith.extui %1685 : i32 to i64
          %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr<3>
          %1721 = llvm.getelementptr %1720[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1722 = rocdl.ds.read.tr8.b64 %1721 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1723 = vector.extract %1694[0] : i32 from vector<2xi32>
          %1724 = vector.extract %1694[1] : i32 from vector<2xi32>
          %1725 = vector.extract %1698[0] : i32 from vector<2xi32>
          %1726 = vector.extract %1698[1] : i32 from vector<2xi32>
          %1727 = arith.extui %1723 : i32 to i64
          %1728 = arith.extui %1725 : i32 to i64
          %c32_i64_275 = arith.constant 32 : i64
          %1729 = arith.shli %1728, %c32_i64_275 : i64
          %1730 = arith.ori %1727, %1729 : i64
          %1731 = arith.extui %1724 : i32 to i64
          %1732 = arith.extui %1726 : i32 to i64
          %c32_i64_276 = arith.constant 32 : i64
          %1733 = arith.shli %1732, %c32_i64_276 : i64
          %1734 = arith.ori %1731, %1733 : i64
          %1735 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1730, %1668, %1688, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1736 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1734, %1668, %1689, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1737 = vector.extract %1702[0] : i32 from vector<2xi32>
          %1738 = vector.extract %1702[1] : i32 from vector<2xi32>
          %1739 = vector.extract %1706[0] : i32 from vector<2xi32>
          %1740 = vector.extract %1706[1] : i32 from vector<2xi32>
          %1741 = arith.extui %1737 : i32 to i64
          %1742 = arith.extui %1739 : i32 to i64
          %c32_i64_277 = arith.constant 32 : i64
          %1743 = arith.shli %1742, %c32_i64_277 : i64
          %1744 = arith.ori %1741, %1743 : i64
          %1745 = arith.extui %1738 : i32 to i64
          %1746 = arith.extui %1740 : i32 to i64
          %c32_i64_278 = arith.constant 32 : i64
          %1747 = arith.shli %1746, %c32_i64_278 : i64
          %1748 = arith.ori %1745, %1747 : i64
          %1749 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1744, %1676, %1735, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1750 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1748, %1676, %1736, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1751 = vector.extract %1710[0] : i32 from vector<2xi32>
          %1752 = vector.extract %1710[1] : i32 from vector<2xi32>
          %1753 = vector.extract %1714[0] : i32 from vector<2xi32>
          %1754 = vector.extract %1714[1] : i32 from vector<2xi32>
          %1755 = arith.extui %1751 : i32 to i64
          %1756 = arith.extui %1753 : i32 to i64
          %c32_i64_279 = arith.constant 32 : i64
          %1757 = arith.shli %1756, %c32_i64_279 : i64
          %1758 = arith.ori %1755, %1757 : i64
          %1759 = arith.extui %1752 : i32 to i64
          %1760 = arith.extui %1754 : i32 to i64
          %c32_i64_280 = arith.constant 32 : i64
          %1761 = arith.shli %1760, %c32_i64_280 : i64
          %1762 = arith.ori %1759, %1761 : i64
          %1763 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1758, %1668, %1690, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1764 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1762, %1668, %1691, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1765 = vector.extract %1718[0] : i32 from vector<2xi32>
          %1766 = vector.extract %1718[1] : i32 from vector<2xi32>
          %1767 = vector.extract %1722[0] : i32 from vector<2xi32>
          %1768 = vector.extract %1722[1] : i32 from vector<2xi32>
          %1769 = arith.extui %1765 : i32 to i64
          %1770 = arith.extui %1767 : i32 to i64
          %c32_i64_281 = arith.constant 32 : i64
          %1771 = arith.shli %1770, %c32_i64_281 : i64
          %1772 = arith.ori %1769, %1771 : i64
          %1773 = arith.extui %1766 : i32 to i64
          %1774 = arith.extui %1768 : i32 to i64
          %c32_i64_282 = arith.constant 32 : i64
          %1775 = arith.shli %1774, %c32_i64_282 : i64
          %1776 = arith.ori %1773, %1775 : i64
          %1777 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1772, %1676, %1763, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1778 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1776, %1676, %1764, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1779 = arith.mulf %1749, %1687 fastmath<fast> : vector<4xf32>
          %1780 = arith.mulf %1750, %1687 fastmath<fast> : vector<4xf32>
          %1781 = arith.mulf %1777, %1687 fastmath<fast> : vector<4xf32>
          %1782 = arith.mulf %1778, %1687 fastmath<fast> : vector<4xf32>
          %c16_283 = arith.constant 16 : index
          %1783 = arith.remui %25, %c16_283 : index
          %c16_284 = arith.constant 16 : index
          %1784 = arith.divui %25, %c16_284 : index
          %c4_285 = arith.constant 4 : index
          %1785 = arith.muli %1784, %c4_285 : index
          %c36 = arith.constant 36 : index
          %1786 = arith.muli %1783, %c36 : index
          %1787 = arith.addi %1786, %1785 : index
          %c4_286 = arith.constant 4 : index
          %1788 = arith.muli %1787, %c4_286 : index
          %c8_287 = arith.constant 8 : index
          %1789 = arith.divui %25, %c8_287 : index
          %c8_288 = arith.constant 8 : index
          %1790 = arith.remui %25, %c8_288 : index
          %c4_289 = arith.constant 4 : index
          %1791 = arith.muli %1790, %c4_289 : index
          %c36_290 = arith.constant 36 : index
          %1792 = arith.muli %1789, %c36_290 : index
          %1793 = arith.addi %1792, %1791 : index
          %c4_291 = arith.constant 4 : index
          %1794 = arith.muli %1793, %c4_291 : index
          %c2304 = arith.constant 2304 : index
          %1795 = arith.muli %24, %c2304 : index
          %1796 = arith.addi %1101, %1795 : index
          %1797 = arith.addi %1796, %1788 : index
          %1798 = arith.index_cast %1797 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_292 = arith.constant 0 : i32
          %1799 = arith.addi %1798, %c0_i32_292 : i32
          %1800 = vector.bitcast %1779 : vector<4xf32> to vector<16xi8>
          %1801 = arith.subi %1799, %5 : i32
          %c0_i32_293 = arith.constant 0 : i32
          %1802 = arith.addi %1801, %c0_i32_293 : i32
          %1803 = fly.make_int_tuple(%1802) : (i32) -> !fly.int_tuple<?>
          %1804 = fly.add_offset(%4, %1803) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1800, %1804) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_294 = arith.constant 64 : i32
          %1805 = arith.addi %1798, %c64_i32_294 : i32
          %1806 = vector.bitcast %1780 : vector<4xf32> to vector<16xi8>
          %1807 = arith.subi %1805, %5 : i32
          %c0_i32_295 = arith.constant 0 : i32
          %1808 = arith.addi %1807, %c0_i32_295 : i32
          %1809 = fly.make_int_tuple(%1808) : (i32) -> !fly.int_tuple<?>
          %1810 = fly.add_offset(%4, %1809) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1806, %1810) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1811 = arith.addi %1796, %1794 : index
          %1812 = arith.index_cast %1811 : index to i32
          %1813 = arith.subi %1812, %5 : i32
          %c0_i32_296 = arith.constant 0 : i32
          %1814 = arith.addi %1813, %c0_i32_296 : i32
          %1815 = fly.make_int_tuple(%1814) : (i32) -> !fly.int_tuple<?>
          %1816 = fly.add_offset(%4, %1815) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1817 = fly.ptr.load(%1816) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1818 = vector.bitcast %1817 : vector<16xi8> to vector<4xi32>
          %1819 = arith.subi %1812, %5 : i32
          %c1152_i32 = arith.constant 1152 : i32
          %1820 = arith.addi %1819, %c1152_i32 : i32
          %1821 = fly.make_int_tuple(%1820) : (i32) -> !fly.int_tuple<?>
          %1822 = fly.add_offset(%4, %1821) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1823 = fly.ptr.load(%1822) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1824 = vector.bitcast %1823 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1825 = arith.addi %1682, %1789 : index
          %c0_297 = arith.constant 0 : index
          %1826 = arith.addi %1791, %c0_297 : index
          %c512 = arith.constant 512 : index
          %1827 = arith.muli %1825, %c512 : index
          %1828 = arith.addi %1827, %1826 : index
          %c4_298 = arith.constant 4 : index
          %1829 = arith.muli %1828, %c4_298 : index
          %1830 = vector.bitcast %1818 : vector<4xi32> to vector<4xi32>
          %1831 = arith.index_cast %1829 : index to i32
          %c0_i32_299 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1830, %20, %1831, %c0_i32_299, 0 : vector<4xi32>
          %c8_300 = arith.constant 8 : index
          %1832 = arith.addi %1825, %c8_300 : index
          %c512_301 = arith.constant 512 : index
          %1833 = arith.muli %1832, %c512_301 : index
          %1834 = arith.addi %1833, %1826 : index
          %c4_302 = arith.constant 4 : index
          %1835 = arith.muli %1834, %c4_302 : index
          %1836 = vector.bitcast %1824 : vector<4xi32> to vector<4xi32>
          %1837 = arith.index_cast %1835 : index to i32
          %c0_i32_303 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1836, %20, %1837, %c0_i32_303, 0 : vector<4xi32>
          %c16_304 = arith.constant 16 : index
          %1838 = arith.remui %25, %c16_304 : index
          %c16_305 = arith.constant 16 : index
          %1839 = arith.divui %25, %c16_305 : index
          %c4_306 = arith.constant 4 : index
          %1840 = arith.muli %1839, %c4_306 : index
          %c36_307 = arith.constant 36 : index
          %1841 = arith.muli %1838, %c36_307 : index
          %1842 = arith.addi %1841, %1840 : index
          %c4_308 = arith.constant 4 : index
          %1843 = arith.muli %1842, %c4_308 : index
          %c8_309 = arith.constant 8 : index
          %1844 = arith.divui %25, %c8_309 : index
          %c8_310 = arith.constant 8 : index
          %1845 = arith.remui %25, %c8_310 : index
          %c4_311 = arith.constant 4 : index
          %1846 = arith.muli %1845, %c4_311 : index
          %c36_312 = arith.constant 36 : index
          %1847 = arith.muli %1844, %c36_312 : index
          %1848 = arith.addi %1847, %1846 : index
          %c4_313 = arith.constant 4 : index
          %1849 = arith.muli %1848, %c4_313 : index
          %c2304_314 = arith.constant 2304 : index
          %1850 = arith.muli %24, %c2304_314 : index
          %1851 = arith.addi %1101, %1850 : index
          %1852 = arith.addi %1851, %1843 : index
          %1853 = arith.index_cast %1852 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_315 = arith.constant 0 : i32
          %1854 = arith.addi %1853, %c0_i32_315 : i32
          %1855 = vector.bitcast %1781 : vector<4xf32> to vector<16xi8>
          %1856 = arith.subi %1854, %5 : i32
          %c0_i32_316 = arith.constant 0 : i32
          %1857 = arith.addi %1856, %c0_i32_316 : i32
          %1858 = fly.make_int_tuple(%1857) : (i32) -> !fly.int_tuple<?>
          %1859 = fly.add_offset(%4, %1858) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1855, %1859) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_317 = arith.constant 64 : i32
          %1860 = arith.addi %1853, %c64_i32_317 : i32
          %1861 = vector.bitcast %1782 : vector<4xf32> to vector<16xi8>
          %1862 = arith.subi %1860, %5 : i32
          %c0_i32_318 = arith.constant 0 : i32
          %1863 = arith.addi %1862, %c0_i32_318 : i32
          %1864 = fly.make_int_tuple(%1863) : (i32) -> !fly.int_tuple<?>
          %1865 = fly.add_offset(%4, %1864) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1861, %1865) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1866 = arith.addi %1851, %1849 : index
          %1867 = arith.index_cast %1866 : index to i32
          %1868 = arith.subi %1867, %5 : i32
          %c0_i32_319 = arith.constant 0 : i32
          %1869 = arith.addi %1868, %c0_i32_319 : i32
          %1870 = fly.make_int_tuple(%1869) : (i32) -> !fly.int_tuple<?>
          %1871 = fly.add_offset(%4, %1870) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1872 = fly.ptr.load(%1871) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1873 = vector.bitcast %1872 : vector<16xi8> to vector<4xi32>
          %1874 = arith.subi %1867, %5 : i32
          %c1152_i32_320 = arith.constant 1152 : i32
          %1875 = arith.addi %1874, %c1152_i32_320 : i32
          %1876 = fly.make_int_tuple(%1875) : (i32) -> !fly.int_tuple<?>
          %1877 = fly.add_offset(%4, %1876) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1878 = fly.ptr.load(%1877) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1879 = vector.bitcast %1878 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1880 = arith.addi %1682, %1844 : index
          %c32_321 = arith.constant 32 : index
          %1881 = arith.addi %1846, %c32_321 : index
          %c512_322 = arith.constant 512 : index
          %1882 = arith.muli %1880, %c512_322 : index
          %1883 = arith.addi %1882, %1881 : index
          %c4_323 = arith.constant 4 : index
          %1884 = arith.muli %1883, %c4_323 : index
          %1885 = vector.bitcast %1873 : vector<4xi32> to vector<4xi32>
          %1886 = arith.index_cast %1884 : index to i32
          %c0_i32_324 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1885, %20, %1886, %c0_i32_324, 0 : vector<4xi32>
          %c8_325 = arith.constant 8 : index
          %1887 = arith.addi %1880, %c8_325 : index
          %c512_326 = arith.constant 512 : index
          %1888 = arith.muli %1887, %c512_326 : index
          %1889 = arith.addi %1888, %1881 : index
          %c4_327 = arith.constant 4 : index
          %1890 = arith.muli %1889, %c4_327 : index
          %1891 = vector.bitcast %1879 : vector<4xi32> to vector<4xi32>
          %1892 = arith.index_cast %1890 : index to i32
          %c0_i32_328 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1891, %20, %1892, %c0_i32_328, 0 : vector<4xi32>
          %1893 = arith.mulf %1095#6, %1686 fastmath<fast> : vector<4xf32>
          %1894 = arith.mulf %1095#7, %1686 fastmath<fast> : vector<4xf32>
          %1895 = arith.mulf %1095#8, %1686 fastmath<fast> : vector<4xf32>
          %1896 = arith.mulf %1095#9, %1686 fastmath<fast> : vector<4xf32>
          %1897 = arith.extui %1685 : i32 to i64
          %1898 = llvm.inttoptr %1897 : i64 to !llvm.ptr<3>
          %1899 = llvm.getelementptr %1898[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1900 = rocdl.ds.read.tr8.b64 %1899 : <3> -> vector<2xi32>
          %1901 = arith.extui %1685 : i32 to i64
          %1902 = llvm.inttoptr %1901 : i64 to !llvm.ptr<3>
          %1903 = llvm.getelementptr %1902[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1904 = rocdl.ds.read.tr8.b64 %1903 : <3> -> vector<2xi32>
          %1905 = arith.extui %1685 : i32 to i64
          %1906 = llvm.inttoptr %1905 : i64 to !llvm.ptr<3>
          %1907 = llvm.getelementptr %1906[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1908 = rocdl.ds.read.tr8.b64 %1907 : <3> -> vector<2xi32>
          %1909 = arith.extui %1685 : i32 to i64
          %1910 = llvm.inttoptr %1909 : i64 to !llvm.ptr<3>
          %1911 = llvm.getelementptr %1910[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1912 = rocdl.ds.read.tr8.b64 %1911 : <3> -> vector<2xi32>
          %1913 = arith.extui %1685 : i32 to i64
          %1914 = llvm.inttoptr %1913 : i64 to !llvm.ptr<3>
          %1915 = llvm.getelementptr %1914[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1916 = rocdl.ds.read.tr8.b64 %1915 : <3> -> vector<2xi32>
          %1917 = arith.extui %1685 : i32 to i64
          %1918 = llvm.inttoptr %1917 : i64 to !llvm.ptr<3>
          %1919 = llvm.getelementptr %1918[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1920 = rocdl.ds.read.tr8.b64 %1919 : <3> -> vector<2xi32>
          %1921 = arith.extui %1685 : i32 to i64
          %1922 = llvm.inttoptr %1921 : i64 to !llvm.ptr<3>
          %1923 = llvm.getelementptr %1922[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1924 = rocdl.ds.read.tr8.b64 %1923 : <3> -> vector<2xi32>
          %1925 = arith.extui %1685 : i32 to i64
          %1926 = llvm.inttoptr %1925 : i64 to !llvm.ptr<3>
          %1927 = llvm.getelementptr %1926[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1928 = rocdl.ds.read.tr8.b64 %1927 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1929 = vector.extract %1900[0] : i32 from vector<2xi32>
          %1930 = vector.extract %1900[1] : i32 from vector<2xi32>
          %1931 = vector.extract %1904[0] : i32 from vector<2xi32>
          %1932 = vector.extract %1904[1] : i32 from vector<2xi32>
          %1933 = arith.extui %1929 : i32 to i64
          %1934 = arith.extui %1931 : i32 to i64
          %c32_i64_329 = arith.constant 32 : i64
          %1935 = arith.shli %1934, %c32_i64_329 : i64
          %1936 = arith.ori %1933, %1935 : i64
          %1937 = arith.extui %1930 : i32 to i64
          %1938 = arith.extui %1932 : i32 to i64
          %c32_i64_330 = arith.constant 32 : i64
          %1939 = arith.shli %1938, %c32_i64_330 : i64
          %1940 = arith.ori %1937, %1939 : i64
          %1941 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1936, %1668, %1893, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1942 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1940, %1668, %1894, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1943 = vector.extract %1908[0] : i32 from vector<2xi32>
          %1944 = vector.extract %1908[1] : i32 from vector<2xi32>
          %1945 = vector.extract %1912[0] : i32 from vector<2xi32>
          %1946 = vector.extract %1912[1] : i32 from vector<2xi32>
          %1947 = arith.extui %1943 : i32 to i64
          %1948 = arith.extui %1945 : i32 to i64
          %c32_i64_331 = arith.constant 32 : i64
          %1949 = arith.shli %1948, %c32_i64_331 : i64
          %1950 = arith.ori %1947, %1949 : i64
          %1951 = arith.extui %1944 : i32 to i64
          %1952 = arith.extui %1946 : i32 to i64
          %c32_i64_332 = arith.constant 32 : i64
          %1953 = arith.shli %1952, %c32_i64_332 : i64
          %1954 = arith.ori %1951, %1953 : i64
          %1955 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1950, %1676, %1941, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1956 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1954, %1676, %1942, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1957 = vector.extract %1916[0] : i32 from vector<2xi32>
          %1958 = vector.extract %1916[1] : i32 from vector<2xi32>
          %1959 = vector.extract %1920[0] : i32 from vector<2xi32>
          %1960 = vector.extract %1920[1] : i32 from vector<2xi32>
          %1961 = arith.extui %1957 : i32 to i64
          %1962 = arith.extui %1959 : i32 to i64
          %c32_i64_333 = arith.constant 32 : i64
          %1963 = arith.shli %1962, %c32_i64_333 : i64
          %1964 = arith.ori %1961, %1963 : i64
          %1965 = arith.extui %1958 : i32 to i64
          %1966 = arith.extui %1960 : i32 to i64
          %c32_i64_334 = arith.constant 32 : i64
          %1967 = arith.shli %1966, %c32_i64_334 : i64
          %1968 = arith.ori %1965, %1967 : i64
          %1969 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1964, %1668, %1895, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1970 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1968, %1668, %1896, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1971 = vector.extract %1924[0] : i32 from vector<2xi32>
          %1972 = vector.extract %1924[1] : i32 from vector<2xi32>
          %1973 = vector.extract %1928[0] : i32 from vector<2xi32>
          %1974 = vector.extract %1928[1] : i32 from vector<2xi32>
          %1975 = arith.extui %1971 : i32 to i64
          %1976 = arith.extui %1973 : i32 to i64
          %c32_i64_335 = arith.constant 32 : i64
          %1977 = arith.shli %1976, %c32_i64_335 : i64
          %1978 = arith.ori %1975, %1977 : i64
          %1979 = arith.extui %1972 : i32 to i64
          %1980 = arith.extui %1974 : i32 to i64
          %c32_i64_336 = arith.constant 32 : i64
          %1981 = arith.shli %1980, %c32_i64_336 : i64
          %1982 = arith.ori %1979, %1981 : i64
          %1983 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1978, %1676, %1969, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1984 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1982, %1676, %1970, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1985 = arith.mulf %1955, %1687 fastmath<fast> : vector<4xf32>
          %1986 = arith.mulf %1956, %1687 fastmath<fast> : vector<4xf32>
          %1987 = arith.mulf %1983, %1687 fastmath<fast> : vector<4xf32>
          %1988 = arith.mulf %1984, %1687 fastmath<fast> : vector<4xf32>
          %c16_337 = arith.constant 16 : index
          %1989 = arith.remui %25, %c16_337 : index
          %c16_338 = arith.constant 16 : index
          %1990 = arith.divui %25, %c16_338 : index
          %c4_339 = arith.constant 4 : index
          %1991 = arith.muli %1990, %c4_339 : index
          %c36_340 = arith.constant 36 : index
          %1992 = arith.muli %1989, %c36_340 : index
          %1993 = arith.addi %1992, %1991 : index
          %c4_341 = arith.constant 4 : index
          %1994 = arith.muli %1993, %c4_341 : index
          %c8_342 = arith.constant 8 : index
          %1995 = arith.divui %25, %c8_342 : index
          %c8_343 = arith.constant 8 : index
          %1996 = arith.remui %25, %c8_343 : index
          %c4_344 = arith.constant 4 : index
          %1997 = arith.muli %1996, %c4_344 : index
          %c36_345 = arith.constant 36 : index
          %1998 = arith.muli %1995, %c36_345 : index
          %1999 = arith.addi %1998, %1997 : index
          %c4_346 = arith.constant 4 : index
          %2000 = arith.muli %1999, %c4_346 : index
          %c2304_347 = arith.constant 2304 : index
          %2001 = arith.muli %24, %c2304_347 : index
          %2002 = arith.addi %1101, %2001 : index
          %2003 = arith.addi %2002, %1994 : index
          %2004 = arith.index_cast %2003 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_348 = arith.constant 0 : i32
          %2005 = arith.addi %2004, %c0_i32_348 : i32
          %2006 = vector.bitcast %1985 : vector<4xf32> to vector<16xi8>
          %2007 = arith.subi %2005, %5 : i32
          %c0_i32_349 = arith.constant 0 : i32
          %2008 = arith.addi %2007, %c0_i32_349 : i32
          %2009 = fly.make_int_tuple(%2008) : (i32) -> !fly.int_tuple<?>
          %2010 = fly.add_offset(%4, %2009) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2006, %2010) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_350 = arith.constant 64 : i32
          %2011 = arith.addi %2004, %c64_i32_350 : i32
          %2012 = vector.bitcast %1986 : vector<4xf32> to vector<16xi8>
          %2013 = arith.subi %2011, %5 : i32
          %c0_i32_351 = arith.constant 0 : i32
          %2014 = arith.addi %2013, %c0_i32_351 : i32
          %2015 = fly.make_int_tuple(%2014) : (i32) -> !fly.int_tuple<?>
          %2016 = fly.add_offset(%4, %2015) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2012, %2016) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2017 = arith.addi %2002, %2000 : index
          %2018 = arith.index_cast %2017 : index to i32
          %2019 = arith.subi %2018, %5 : i32
          %c0_i32_352 = arith.constant 0 : i32
          %2020 = arith.addi %2019, %c0_i32_352 : i32
          %2021 = fly.make_int_tuple(%2020) : (i32) -> !fly.int_tuple<?>
          %2022 = fly.add_offset(%4, %2021) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2023 = fly.ptr.load(%2022) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2024 = vector.bitcast %2023 : vector<16xi8> to vector<4xi32>
          %2025 = arith.subi %2018, %5 : i32
          %c1152_i32_353 = arith.constant 1152 : i32
          %2026 = arith.addi %2025, %c1152_i32_353 : i32
          %2027 = fly.make_int_tuple(%2026) : (i32) -> !fly.int_tuple<?>
          %2028 = fly.add_offset(%4, %2027) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2029 = fly.ptr.load(%2028) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2030 = vector.bitcast %2029 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2031 = arith.addi %1682, %1995 : index
          %c64_354 = arith.constant 64 : index
          %2032 = arith.addi %1997, %c64_354 : index
          %c512_355 = arith.constant 512 : index
          %2033 = arith.muli %2031, %c512_355 : index
          %2034 = arith.addi %2033, %2032 : index
          %c4_356 = arith.constant 4 : index
          %2035 = arith.muli %2034, %c4_356 : index
          %2036 = vector.bitcast %2024 : vector<4xi32> to vector<4xi32>
          %2037 = arith.index_cast %2035 : index to i32
          %c0_i32_357 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2036, %20, %2037, %c0_i32_357, 0 : vector<4xi32>
          %c8_358 = arith.constant 8 : index
          %2038 = arith.addi %2031, %c8_358 : index
          %c512_359 = arith.constant 512 : index
          %2039 = arith.muli %2038, %c512_359 : index
          %2040 = arith.addi %2039, %2032 : index
          %c4_360 = arith.constant 4 : index
          %2041 = arith.muli %2040, %c4_360 : index
          %2042 = vector.bitcast %2030 : vector<4xi32> to vector<4xi32>
          %2043 = arith.index_cast %2041 : index to i32
          %c0_i32_361 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2042, %20, %2043, %c0_i32_361, 0 : vector<4xi32>
          %c16_362 = arith.constant 16 : index
          %2044 = arith.remui %25, %c16_362 : index
          %c16_363 = arith.constant 16 : index
          %2045 = arith.divui %25, %c16_363 : index
          %c4_364 = arith.constant 4 : index
          %2046 = arith.muli %2045, %c4_364 : index
          %c36_365 = arith.constant 36 : index
          %2047 = arith.muli %2044, %c36_365 : index
          %2048 = arith.addi %2047, %2046 : index
          %c4_366 = arith.constant 4 : index
          %2049 = arith.muli %2048, %c4_366 : index
          %c8_367 = arith.constant 8 : index
          %2050 = arith.divui %25, %c8_367 : index
          %c8_368 = arith.constant 8 : index
          %2051 = arith.remui %25, %c8_368 : index
          %c4_369 = arith.constant 4 : index
          %2052 = arith.muli %2051, %c4_369 : index
          %c36_370 = arith.constant 36 : index
          %2053 = arith.muli %2050, %c36_370 : index
          %2054 = arith.addi %2053, %2052 : index
          %c4_371 = arith.constant 4 : index
          %2055 = arith.muli %2054, %c4_371 : index
          %c2304_372 = arith.constant 2304 : index
          %2056 = arith.muli %24, %c2304_372 : index
          %2057 = arith.addi %1101, %2056 : index
          %2058 = arith.addi %2057, %2049 : index
          %2059 = arith.index_cast %2058 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_373 = arith.constant 0 : i32
          %2060 = arith.addi %2059, %c0_i32_373 : i32
          %2061 = vector.bitcast %1987 : vector<4xf32> to vector<16xi8>
          %2062 = arith.subi %2060, %5 : i32
          %c0_i32_374 = arith.constant 0 : i32
          %2063 = arith.addi %2062, %c0_i32_374 : i32
          %2064 = fly.make_int_tuple(%2063) : (i32) -> !fly.int_tuple<?>
          %2065 = fly.add_offset(%4, %2064) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2061, %2065) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_375 = arith.constant 64 : i32
          %2066 = arith.addi %2059, %c64_i32_375 : i32
          %2067 = vector.bitcast %1988 : vector<4xf32> to vector<16xi8>
          %2068 = arith.subi %2066, %5 : i32
          %c0_i32_376 = arith.constant 0 : i32
          %2069 = arith.addi %2068, %c0_i32_376 : i32
          %2070 = fly.make_int_tuple(%2069) : (i32) -> !fly.int_tuple<?>
          %2071 = fly.add_offset(%4, %2070) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2067, %2071) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2072 = arith.addi %2057, %2055 : index
          %2073 = arith.index_cast %2072 : index to i32
          %2074 = arith.subi %2073, %5 : i32
          %c0_i32_377 = arith.constant 0 : i32
          %2075 = arith.addi %2074, %c0_i32_377 : i32
          %2076 = fly.make_int_tuple(%2075) : (i32) -> !fly.int_tuple<?>
          %2077 = fly.add_offset(%4, %2076) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2078 = fly.ptr.load(%2077) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2079 = vector.bitcast %2078 : vector<16xi8> to vector<4xi32>
          %2080 = arith.subi %2073, %5 : i32
          %c1152_i32_378 = arith.constant 1152 : i32
          %2081 = arith.addi %2080, %c1152_i32_378 : i32
          %2082 = fly.make_int_tuple(%2081) : (i32) -> !fly.int_tuple<?>
          %2083 = fly.add_offset(%4, %2082) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2084 = fly.ptr.load(%2083) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2085 = vector.bitcast %2084 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2086 = arith.addi %1682, %2050 : index
          %c96_379 = arith.constant 96 : index
          %2087 = arith.addi %2052, %c96_379 : index
          %c512_380 = arith.constant 512 : index
          %2088 = arith.muli %2086, %c512_380 : index
          %2089 = arith.addi %2088, %2087 : index
          %c4_381 = arith.constant 4 : index
          %2090 = arith.muli %2089, %c4_381 : index
          %2091 = vector.bitcast %2079 : vector<4xi32> to vector<4xi32>
          %2092 = arith.index_cast %2090 : index to i32
          %c0_i32_382 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2091, %20, %2092, %c0_i32_382, 0 : vector<4xi32>
          %c8_383 = arith.constant 8 : index
          %2093 = arith.addi %2086, %c8_383 : index
          %c512_384 = arith.constant 512 : index
          %2094 = arith.muli %2093, %c512_384 : index
          %2095 = arith.addi %2094, %2087 : index
          %c4_385 = arith.constant 4 : index
          %2096 = arith.muli %2095, %c4_385 : index
          %2097 = vector.bitcast %2085 : vector<4xi32> to vector<4xi32>
          %2098 = arith.index_cast %2096 : index to i32
          %c0_i32_386 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2097, %20, %2098, %c0_i32_386, 0 : vector<4xi32>
          %2099 = arith.mulf %1095#10, %1686 fastmath<fast> : vector<4xf32>
          %2100 = arith.mulf %1095#11, %1686 fastmath<fast> : vector<4xf32>
          %2101 = arith.mulf %1095#12, %1686 fastmath<fast> : vector<4xf32>
          %2102 = arith.mulf %1095#13, %1686 fastmath<fast> : vector<4xf32>
          %2103 = arith.extui %1685 : i32 to i64
          %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr<3>
          %2105 = llvm.getelementptr %2104[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2106 = rocdl.ds.read.tr8.b64 %2105 : <3> -> vector<2xi32>
          %2107 = arith.extui %1685 : i32 to i64
          %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr<3>
          %2109 = llvm.getelementptr %2108[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2110 = rocdl.ds.read.tr8.b64 %2109 : <3> -> vector<2xi32>
          %2111 = arith.extui %1685 : i32 to i64
          %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr<3>
          %2113 = llvm.getelementptr %2112[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2114 = rocdl.ds.read.tr8.b64 %2113 : <3> -> vector<2xi32>
          %2115 = arith.extui %1685 : i32 to i64
          %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr<3>
          %2117 = llvm.getelementptr %2116[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2118 = rocdl.ds.read.tr8.b64 %2117 : <3> -> vector<2xi32>
          %2119 = arith.extui %1685 : i32 to i64
          %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr<3>
          %2121 = llvm.getelementptr %2120[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2122 = rocdl.ds.read.tr8.b64 %2121 : <3> -> vector<2xi32>
          %2123 = arith.extui %1685 : i32 to i64
          %2124 = llvm.inttoptr %2123 : i64 to !llvm.ptr<3>
          %2125 = llvm.getelementptr %2124[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2126 = rocdl.ds.read.tr8.b64 %2125 : <3> -> vector<2xi32>
          %2127 = arith.extui %1685 : i32 to i64
          %2128 = llvm.inttoptr %2127 : i64 to !llvm.ptr<3>
          %2129 = llvm.getelementptr %2128[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2130 = rocdl.ds.read.tr8.b64 %2129 : <3> -> vector<2xi32>
          %2131 = arith.extui %1685 : i32 to i64
          %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr<3>
          %2133 = llvm.getelementptr %2132[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2134 = rocdl.ds.read.tr8.b64 %2133 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %2135 = vector.extract %2106[0] : i32 from vector<2xi32>
          %2136 = vector.extract %2106[1] : i32 from vector<2xi32>
          %2137 = vector.extract %2110[0] : i32 from vector<2xi32>
          %2138 = vector.extract %2110[1] : i32 from vector<2xi32>
          %2139 = arith.extui %2135 : i32 to i64
          %2140 = arith.extui %2137 : i32 to i64
          %c32_i64_387 = arith.constant 32 : i64
          %2141 = arith.shli %2140, %c32_i64_387 : i64
          %2142 = arith.ori %2139, %2141 : i64
          %2143 = arith.extui %2136 : i32 to i64
          %2144 = arith.extui %2138 : i32 to i64
          %c32_i64_388 = arith.constant 32 : i64
          %2145 = arith.shli %2144, %c32_i64_388 : i64
          %2146 = arith.ori %2143, %2145 : i64
          %2147 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2142, %1668, %2099, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2148 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2146, %1668, %2100, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2149 = vector.extract %2114[0] : i32 from vector<2xi32>
          %2150 = vector.extract %2114[1] : i32 from vector<2xi32>
          %2151 = vector.extract %2118[0] : i32 from vector<2xi32>
          %2152 = vector.extract %2118[1] : i32 from vector<2xi32>
          %2153 = arith.extui %2149 : i32 to i64
          %2154 = arith.extui %2151 : i32 to i64
          %c32_i64_389 = arith.constant 32 : i64
          %2155 = arith.shli %2154, %c32_i64_389 : i64
          %2156 = arith.ori %2153, %2155 : i64
          %2157 = arith.extui %2150 : i32 to i64
          %2158 = arith.extui %2152 : i32 to i64
          %c32_i64_390 = arith.constant 32 : i64
          %2159 = arith.shli %2158, %c32_i64_390 : i64
          %2160 = arith.ori %2157, %2159 : i64
          %2161 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2156, %1676, %2147, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2162 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2160, %1676, %2148, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %2163 = vector.extract %2122[0] : i32 from vector<2xi32>
          %2164 = vector.extract %2122[1] : i32 from vector<2xi32>
          %2165 = vector.extract %2126[0] : i32 from vector<2xi32>
          %2166 = vector.extract %2126[1] : i32 from vector<2xi32>
          %2167 = arith.extui %2163 : i32 to i64
          %2168 = arith.extui %2165 : i32 to i64
          %c32_i64_391 = arith.constant 32 : i64
          %2169 = arith.shli %2168, %c32_i64_391 : i64
          %2170 = arith.ori %2167, %2169 : i64
          %2171 = arith.extui %2164 : i32 to i64
          %2172 = arith.extui %2166 : i32 to i64
          %c32_i64_392 = arith.constant 32 : i64
          %2173 = arith.shli %2172, %c32_i64_392 : i64
          %2174 = arith.ori %2171, %2173 : i64
          %2175 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2170, %1668, %2101, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2176 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2174, %1668, %2102, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2177 = vector.extract %2130[0] : i32 from vector<2xi32>
          %2178 = vector.extract %2130[1] : i32 from vector<2xi32>
          %2179 = vector.extract %2134[0] : i32 from vector<2xi32>
          %2180 = vector.extract %2134[1] : i32 from vector<2xi32>
          %2181 = arith.extui %2177 : i32 to i64
          %2182 = arith.extui %2179 : i32 to i64
          %c32_i64_393 = arith.constant 32 : i64
          %2183 = arith.shli %2182, %c32_i64_393 : i64
          %2184 = arith.ori %2181, %2183 : i64
          %2185 = arith.extui %2178 : i32 to i64
          %2186 = arith.extui %2180 : i32 to i64
          %c32_i64_394 = arith.constant 32 : i64
          %2187 = arith.shli %2186, %c32_i64_394 : i64
          %2188 = arith.ori %2185, %2187 : i64
          %2189 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2184, %1676, %2175, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2190 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2188, %1676, %2176, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2191 = arith.mulf %2161, %1687 fastmath<fast> : vector<4xf32>
          %2192 = arith.mulf %2162, %1687 fastmath<fast> : vector<4xf32>
          %2193 = arith.mulf %2189, %1687 fastmath<fast> : vector<4xf32>
          %2194 = arith.mulf %2190, %1687 fastmath<fast> : vector<4xf32>
          %c16_395 = arith.constant 16 : index
          %2195 = arith.remui %25, %c16_395 : index
          %c16_396 = arith.constant 16 : index
          %2196 = arith.divui %25, %c16_396 : index
          %c4_397 = arith.constant 4 : index
          %2197 = arith.muli %2196, %c4_397 : index
          %c36_398 = arith.constant 36 : index
          %2198 = arith.muli %2195, %c36_398 : index
          %2199 = arith.addi %2198, %2197 : index
          %c4_399 = arith.constant 4 : index
          %2200 = arith.muli %2199, %c4_399 : index
          %c8_400 = arith.constant 8 : index
          %2201 = arith.divui %25, %c8_400 : index
          %c8_401 = arith.constant 8 : index
          %2202 = arith.remui %25, %c8_401 : index
          %c4_402 = arith.constant 4 : index
          %2203 = arith.muli %2202, %c4_402 : index
          %c36_403 = arith.constant 36 : index
          %2204 = arith.muli %2201, %c36_403 : index
          %2205 = arith.addi %2204, %2203 : index
          %c4_404 = arith.constant 4 : index
          %2206 = arith.muli %2205, %c4_404 : index
          %c2304_405 = arith.constant 2304 : index
          %2207 = arith.muli %24, %c2304_405 : index
          %2208 = arith.addi %1101, %2207 : index
          %2209 = arith.addi %2208, %2200 : index
          %2210 = arith.index_cast %2209 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_406 = arith.constant 0 : i32
          %2211 = arith.addi %2210, %c0_i32_406 : i32
          %2212 = vector.bitcast %2191 : vector<4xf32> to vector<16xi8>
          %2213 = arith.subi %2211, %5 : i32
          %c0_i32_407 = arith.constant 0 : i32
          %2214 = arith.addi %2213, %c0_i32_407 : i32
          %2215 = fly.make_int_tuple(%2214) : (i32) -> !fly.int_tuple<?>
          %2216 = fly.add_offset(%4, %2215) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2212, %2216) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_408 = arith.constant 64 : i32
          %2217 = arith.addi %2210, %c64_i32_408 : i32
          %2218 = vector.bitcast %2192 : vector<4xf32> to vector<16xi8>
          %2219 = arith.subi %2217, %5 : i32
          %c0_i32_409 = arith.constant 0 : i32
          %2220 = arith.addi %2219, %c0_i32_409 : i32
          %2221 = fly.make_int_tuple(%2220) : (i32) -> !fly.int_tuple<?>
          %2222 = fly.add_offset(%4, %2221) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2218, %2222) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2223 = arith.addi %2208, %2206 : index
          %2224 = arith.index_cast %2223 : index to i32
          %2225 = arith.subi %2224, %5 : i32
          %c0_i32_410 = arith.constant 0 : i32
          %2226 = arith.addi %2225, %c0_i32_410 : i32
          %2227 = fly.make_int_tuple(%2226) : (i32) -> !fly.int_tuple<?>
          %2228 = fly.add_offset(%4, %2227) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2229 = fly.ptr.load(%2228) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2230 = vector.bitcast %2229 : vector<16xi8> to vector<4xi32>
          %2231 = arith.subi %2224, %5 : i32
          %c1152_i32_411 = arith.constant 1152 : i32
          %2232 = arith.addi %2231, %c1152_i32_411 : i32
          %2233 = fly.make_int_tuple(%2232) : (i32) -> !fly.int_tuple<?>
          %2234 = fly.add_offset(%4, %2233) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2235 = fly.ptr.load(%2234) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2236 = vector.bitcast %2235 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2237 = arith.addi %1682, %2201 : index
          %c128_412 = arith.constant 128 : index
          %2238 = arith.addi %2203, %c128_412 : index
          %c512_413 = arith.constant 512 : index
          %2239 = arith.muli %2237, %c512_413 : index
          %2240 = arith.addi %2239, %2238 : index
          %c4_414 = arith.constant 4 : index
          %2241 = arith.muli %2240, %c4_414 : index
          %2242 = vector.bitcast %2230 : vector<4xi32> to vector<4xi32>
          %2243 = arith.index_cast %2241 : index to i32
          %c0_i32_415 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2242, %20, %2243, %c0_i32_415, 0 : vector<4xi32>
          %c8_416 = arith.constant 8 : index
          %2244 = arith.addi %2237, %c8_416 : index
          %c512_417 = arith.constant 512 : index
          %2245 = arith.muli %2244, %c512_417 : index
          %2246 = arith.addi %2245, %2238 : index
          %c4_418 = arith.constant 4 : index
          %2247 = arith.muli %2246, %c4_418 : index
          %2248 = vector.bitcast %2236 : vector<4xi32> to vector<4xi32>
          %2249 = arith.index_cast %2247 : index to i32
          %c0_i32_419 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2248, %20, %2249, %c0_i32_419, 0 : vector<4xi32>
          %c16_420 = arith.constant 16 : index
          %2250 = arith.remui %25, %c16_420 : index
          %c16_421 = arith.constant 16 : index
          %2251 = arith.divui %25, %c16_421 : index
          %c4_422 = arith.constant 4 : index
          %2252 = arith.muli %2251, %c4_422 : index
          %c36_423 = arith.constant 36 : index
          %2253 = arith.muli %2250, %c36_423 : index
          %2254 = arith.addi %2253, %2252 : index
          %c4_424 = arith.constant 4 : index
          %2255 = arith.muli %2254, %c4_424 : index
          %c8_425 = arith.constant 8 : index
          %2256 = arith.divui %25, %c8_425 : index
          %c8_426 = arith.constant 8 : index
          %2257 = arith.remui %25, %c8_426 : index
          %c4_427 = arith.constant 4 : index
          %2258 = arith.muli %2257, %c4_427 : index
          %c36_428 = arith.constant 36 : index
          %2259 = arith.muli %2256, %c36_428 : index
          %2260 = arith.addi %2259, %2258 : index
          %c4_429 = arith.constant 4 : index
          %2261 = arith.muli %2260, %c4_429 : index
          %c2304_430 = arith.constant 2304 : index
          %2262 = arith.muli %24, %c2304_430 : index
          %2263 = arith.addi %1101, %2262 : index
          %2264 = arith.addi %2263, %2255 : index
          %2265 = arith.index_cast %2264 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_431 = arith.constant 0 : i32
          %2266 = arith.addi %2265, %c0_i32_431 : i32
          %2267 = vector.bitcast %2193 : vector<4xf32> to vector<16xi8>
          %2268 = arith.subi %2266, %5 : i32
          %c0_i32_432 = arith.constant 0 : i32
          %2269 = arith.addi %2268, %c0_i32_432 : i32
          %2270 = fly.make_int_tuple(%2269) : (i32) -> !fly.int_tuple<?>
          %2271 = fly.add_offset(%4, %2270) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2267, %2271) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_433 = arith.constant 64 : i32
          %2272 = arith.addi %2265, %c64_i32_433 : i32
          %2273 = vector.bitcast %2194 : vector<4xf32> to vector<16xi8>
          %2274 = arith.subi %2272, %5 : i32
          %c0_i32_434 = arith.constant 0 : i32
          %2275 = arith.addi %2274, %c0_i32_434 : i32
          %2276 = fly.make_int_tuple(%2275) : (i32) -> !fly.int_tuple<?>
          %2277 = fly.add_offset(%4, %2276) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2273, %2277) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2278 = arith.addi %2263, %2261 : index
          %2279 = arith.index_cast %2278 : index to i32
          %2280 = arith.subi %2279, %5 : i32
          %c0_i32_435 = arith.constant 0 : i32
          %2281 = arith.addi %2280, %c0_i32_435 : i32
          %2282 = fly.make_int_tuple(%2281) : (i32) -> !fly.int_tuple<?>
          %2283 = fly.add_offset(%4, %2282) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2284 = fly.ptr.load(%2283) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2285 = vector.bitcast %2284 : vector<16xi8> to vector<4xi32>
          %2286 = arith.subi %2279, %5 : i32
          %c1152_i32_436 = arith.constant 1152 : i32
          %2287 = arith.addi %2286, %c1152_i32_436 : i32
          %2288 = fly.make_int_tuple(%2287) : (i32) -> !fly.int_tuple<?>
          %2289 = fly.add_offset(%4, %2288) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2290 = fly.ptr.load(%2289) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2291 = vector.bitcast %2290 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2292 = arith.addi %1682, %2256 : index
          %c160 = arith.constant 160 : index
          %2293 = arith.addi %2258, %c160 : index
          %c512_437 = arith.constant 512 : index
          %2294 = arith.muli %2292, %c512_437 : index
          %2295 = arith.addi %2294, %2293 : index
          %c4_438 = arith.constant 4 : index
          %2296 = arith.muli %2295, %c4_438 : index
          %2297 = vector.bitcast %2285 : vector<4xi32> to vector<4xi32>
          %2298 = arith.index_cast %2296 : index to i32
          %c0_i32_439 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2297, %20, %2298, %c0_i32_439, 0 : vector<4xi32>
          %c8_440 = arith.constant 8 : index
          %2299 = arith.addi %2292, %c8_440 : index
          %c512_441 = arith.constant 512 : index
          %2300 = arith.muli %2299, %c512_441 : index
          %2301 = arith.addi %2300, %2293 : index
          %c4_442 = arith.constant 4 : index
          %2302 = arith.muli %2301, %c4_442 : index
          %2303 = vector.bitcast %2291 : vector<4xi32> to vector<4xi32>
          %2304 = arith.index_cast %2302 : index to i32
          %c0_i32_443 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2303, %20, %2304, %c0_i32_443, 0 : vector<4xi32>
          %2305 = arith.mulf %1095#14, %1686 fastmath<fast> : vector<4xf32>
          %2306 = arith.mulf %1095#15, %1686 fastmath<fast> : vector<4xf32>
          %2307 = arith.mulf %1095#16, %1686 fastmath<fast> : vector<4xf32>
          %2308 = arith.mulf %1095#17, %1686 fastmath<fast> : vector<4xf32>
          %2309 = arith.extui %1685 : i32 to i64
          %2310 = llvm.inttoptr %2309 : i64 to !llvm.ptr<3>
          %2311 = llvm.getelementptr %2310[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2312 = rocdl.ds.read.tr8.b64 %2311 : <3> -> vector<2xi32>
          %2313 = arith.extui %1685 : i32 to i64
          %2314 = llvm.inttoptr %2313 : i64 to !llvm.ptr<3>
          %2315 = llvm.getelementptr %2314[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2316 = rocdl.ds.read.tr8.b64 %2315 : <3> -> vector<2xi32>
          %2317 = arith.extui %1685 : i32 to i64
          %2318 = llvm.inttoptr %2317 : i64 to !llvm.ptr<3>
          %2319 = llvm.getelementptr %2318[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2320 = rocdl.ds.read.tr8.b64 %2319 : <3> -> vector<2xi32>
          %2321 = arith.extui %1685 : i32 to i64
          %2322 = llvm.inttoptr %2321 : i64 to !llvm.ptr<3>
          %2323 = llvm.getelementptr %2322[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2324 = rocdl.ds.read.tr8.b64 %2323 : <3> -> vector<2xi32>
          %2325 = arith.extui %1685 : i32 to i64
          %2326 = llvm.inttoptr %2325 : i64 to !llvm.ptr<3>
          %2327 = llvm.getelementptr %2326[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2328 = rocdl.ds.read.tr8.b64 %2327 : <3> -> vector<2xi32>
          %2329 = arith.extui %1685 : i32 to i64
          %2330 = llvm.inttoptr %2329 : i64 to !llvm.ptr<3>
          %2331 = llvm.getelementptr %2330[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2332 = rocdl.ds.read.tr8.b64 %2331 : <3> -> vector<2xi32>
          %2333 = arith.extui %1685 : i32 to i64
          %2334 = llvm.inttoptr %2333 : i64 to !llvm.ptr<3>
          %2335 = llvm.getelementptr %2334[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2336 = rocdl.ds.read.tr8.b64 %2335 : <3> -> vector<2xi32>
          %2337 = arith.extui %1685 : i32 to i64
          %2338 = llvm.inttoptr %2337 : i64 to !llvm.ptr<3>
          %2339 = llvm.getelementptr %2338[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2340 = rocdl.ds.read.tr8.b64 %2339 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %2341 = vector.extract %2312[0] : i32 from vector<2xi32>
          %2342 = vector.extract %2312[1] : i32 from vector<2xi32>
          %2343 = vector.extract %2316[0] : i32 from vector<2xi32>
          %2344 = vector.extract %2316[1] : i32 from vector<2xi32>
          %2345 = arith.extui %2341 : i32 to i64
          %2346 = arith.extui %2343 : i32 to i64
          %c32_i64_444 = arith.constant 32 : i64
          %2347 = arith.shli %2346, %c32_i64_444 : i64
          %2348 = arith.ori %2345, %2347 : i64
          %2349 = arith.extui %2342 : i32 to i64
          %2350 = arith.extui %2344 : i32 to i64
          %c32_i64_445 = arith.constant 32 : i64
          %2351 = arith.shli %2350, %c32_i64_445 : i64
          %2352 = arith.ori %2349, %2351 : i64
          %2353 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2348, %1668, %2305, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2354 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2352, %1668, %2306, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2355 = vector.extract %2320[0] : i32 from vector<2xi32>
          %2356 = vector.extract %2320[1] : i32 from vector<2xi32>
          %2357 = vector.extract %2324[0] : i32 from vector<2xi32>
          %2358 = vector.extract %2324[1] : i32 from vector<2xi32>
          %2359 = arith.extui %2355 : i32 to i64
          %2360 = arith.extui %2357 : i32 to i64
          %c32_i64_446 = arith.constant 32 : i64
          %2361 = arith.shli %2360, %c32_i64_446 : i64
          %2362 = arith.ori %2359, %2361 : i64
          %2363 = arith.extui %2356 : i32 to i64
          %2364 = arith.extui %2358 : i32 to i64
          %c32_i64_447 = arith.constant 32 : i64
          %2365 = arith.shli %2364, %c32_i64_447 : i64
          %2366 = arith.ori %2363, %2365 : i64
          %2367 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2362, %1676, %2353, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2368 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2366, %1676, %2354, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %2369 = vector.extract %2328[0] : i32 from vector<2xi32>
          %2370 = vector.extract %2328[1] : i32 from vector<2xi32>
          %2371 = vector.extract %2332[0] : i32 from vector<2xi32>
          %2372 = vector.extract %2332[1] : i32 from vector<2xi32>
          %2373 = arith.extui %2369 : i32 to i64
          %2374 = arith.extui %2371 : i32 to i64
          %c32_i64_448 = arith.constant 32 : i64
          %2375 = arith.shli %2374, %c32_i64_448 : i64
          %2376 = arith.ori %2373, %2375 : i64
          %2377 = arith.extui %2370 : i32 to i64
          %2378 = arith.extui %2372 : i32 to i64
          %c32_i64_449 = arith.constant 32 : i64
          %2379 = arith.shli %2378, %c32_i64_449 : i64
          %2380 = arith.ori %2377, %2379 : i64
          %2381 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2376, %1668, %2307, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2382 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2380, %1668, %2308, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2383 = vector.extract %2336[0] : i32 from vector<2xi32>
          %2384 = vector.extract %2336[1] : i32 from vector<2xi32>
          %2385 = vector.extract %2340[0] : i32 from vector<2xi32>
          %2386 = vector.extract %2340[1] : i32 from vector<2xi32>
          %2387 = arith.extui %2383 : i32 to i64
          %2388 = arith.extui %2385 : i32 to i64
          %c32_i64_450 = arith.constant 32 : i64
          %2389 = arith.shli %2388, %c32_i64_450 : i64
          %2390 = arith.ori %2387, %2389 : i64
          %2391 = arith.extui %2384 : i32 to i64
          %2392 = arith.extui %2386 : i32 to i64
          %c32_i64_451 = arith.constant 32 : i64
          %2393 = arith.shli %2392, %c32_i64_451 : i64
          %2394 = arith.ori %2391, %2393 : i64
          %2395 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2390, %1676, %2381, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2396 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2394, %1676, %2382, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2397 = arith.mulf %2367, %1687 fastmath<fast> : vector<4xf32>
          %2398 = arith.mulf %2368, %1687 fastmath<fast> : vector<4xf32>
          %2399 = arith.mulf %2395, %1687 fastmath<fast> : vector<4xf32>
          %2400 = arith.mulf %2396, %1687 fastmath<fast> : vector<4xf32>
          %c16_452 = arith.constant 16 : index
          %2401 = arith.remui %25, %c16_452 : index
          %c16_453 = arith.constant 16 : index
          %2402 = arith.divui %25, %c16_453 : index
          %c4_454 = arith.constant 4 : index
          %2403 = arith.muli %2402, %c4_454 : index
          %c36_455 = arith.constant 36 : index
          %2404 = arith.muli %2401, %c36_455 : index
          %2405 = arith.addi %2404, %2403 : index
          %c4_456 = arith.constant 4 : index
          %2406 = arith.muli %2405, %c4_456 : index
          %c8_457 = arith.constant 8 : index
          %2407 = arith.divui %25, %c8_457 : index
          %c8_458 = arith.constant 8 : index
          %2408 = arith.remui %25, %c8_458 : index
          %c4_459 = arith.constant 4 : index
          %2409 = arith.muli %2408, %c4_459 : index
          %c36_460 = arith.constant 36 : index
          %2410 = arith.muli %2407, %c36_460 : index
          %2411 = arith.addi %2410, %2409 : index
          %c4_461 = arith.constant 4 : index
          %2412 = arith.muli %2411, %c4_461 : index
          %c2304_462 = arith.constant 2304 : index
          %2413 = arith.muli %24, %c2304_462 : index
          %2414 = arith.addi %1101, %2413 : index
          %2415 = arith.addi %2414, %2406 : index
          %2416 = arith.index_cast %2415 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_463 = arith.constant 0 : i32
          %2417 = arith.addi %2416, %c0_i32_463 : i32
          %2418 = vector.bitcast %2397 : vector<4xf32> to vector<16xi8>
          %2419 = arith.subi %2417, %5 : i32
          %c0_i32_464 = arith.constant 0 : i32
          %2420 = arith.addi %2419, %c0_i32_464 : i32
          %2421 = fly.make_int_tuple(%2420) : (i32) -> !fly.int_tuple<?>
          %2422 = fly.add_offset(%4, %2421) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2418, %2422) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_465 = arith.constant 64 : i32
          %2423 = arith.addi %2416, %c64_i32_465 : i32
          %2424 = vector.bitcast %2398 : vector<4xf32> to vector<16xi8>
          %2425 = arith.subi %2423, %5 : i32
          %c0_i32_466 = arith.constant 0 : i32
          %2426 = arith.addi %2425, %c0_i32_466 : i32
          %2427 = fly.make_int_tuple(%2426) : (i32) -> !fly.int_tuple<?>
          %2428 = fly.add_offset(%4, %2427) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2424, %2428) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2429 = arith.addi %2414, %2412 : index
          %2430 = arith.index_cast %2429 : index to i32
          %2431 = arith.subi %2430, %5 : i32
          %c0_i32_467 = arith.constant 0 : i32
          %2432 = arith.addi %2431, %c0_i32_467 : i32
          %2433 = fly.make_int_tuple(%2432) : (i32) -> !fly.int_tuple<?>
          %2434 = fly.add_offset(%4, %2433) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2435 = fly.ptr.load(%2434) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2436 = vector.bitcast %2435 : vector<16xi8> to vector<4xi32>
          %2437 = arith.subi %2430, %5 : i32
          %c1152_i32_468 = arith.constant 1152 : i32
          %2438 = arith.addi %2437, %c1152_i32_468 : i32
          %2439 = fly.make_int_tuple(%2438) : (i32) -> !fly.int_tuple<?>
          %2440 = fly.add_offset(%4, %2439) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2441 = fly.ptr.load(%2440) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2442 = vector.bitcast %2441 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2443 = arith.addi %1682, %2407 : index
          %c192 = arith.constant 192 : index
          %2444 = arith.addi %2409, %c192 : index
          %c512_469 = arith.constant 512 : index
          %2445 = arith.muli %2443, %c512_469 : index
          %2446 = arith.addi %2445, %2444 : index
          %c4_470 = arith.constant 4 : index
          %2447 = arith.muli %2446, %c4_470 : index
          %2448 = vector.bitcast %2436 : vector<4xi32> to vector<4xi32>
          %2449 = arith.index_cast %2447 : index to i32
          %c0_i32_471 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2448, %20, %2449, %c0_i32_471, 0 : vector<4xi32>
          %c8_472 = arith.constant 8 : index
          %2450 = arith.addi %2443, %c8_472 : index
          %c512_473 = arith.constant 512 : index
          %2451 = arith.muli %2450, %c512_473 : index
          %2452 = arith.addi %2451, %2444 : index
          %c4_474 = arith.constant 4 : index
          %2453 = arith.muli %2452, %c4_474 : index
          %2454 = vector.bitcast %2442 : vector<4xi32> to vector<4xi32>
          %2455 = arith.index_cast %2453 : index to i32
          %c0_i32_475 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2454, %20, %2455, %c0_i32_475, 0 : vector<4xi32>
          %c16_476 = arith.constant 16 : index
          %2456 = arith.remui %25, %c16_476 : index
          %c16_477 = arith.constant 16 : index
          %2457 = arith.divui %25, %c16_477 : index
          %c4_478 = arith.constant 4 : index
          %2458 = arith.muli %2457, %c4_478 : index
          %c36_479 = arith.constant 36 : index
          %2459 = arith.muli %2456, %c36_479 : index
          %2460 = arith.addi %2459, %2458 : index
          %c4_480 = arith.constant 4 : index
          %2461 = arith.muli %2460, %c4_480 : index
          %c8_481 = arith.constant 8 : index
          %2462 = arith.divui %25, %c8_481 : index
          %c8_482 = arith.constant 8 : index
          %2463 = arith.remui %25, %c8_482 : index
          %c4_483 = arith.constant 4 : index
          %2464 = arith.muli %2463, %c4_483 : index
          %c36_484 = arith.constant 36 : index
          %2465 = arith.muli %2462, %c36_484 : index
          %2466 = arith.addi %2465, %2464 : index
          %c4_485 = arith.constant 4 : index
          %2467 = arith.muli %2466, %c4_485 : index
          %c2304_486 = arith.constant 2304 : index
          %2468 = arith.muli %24, %c2304_486 : index
          %2469 = arith.addi %1101, %2468 : index
          %2470 = arith.addi %2469, %2461 : index
          %2471 = arith.index_cast %2470 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_487 = arith.constant 0 : i32
          %2472 = arith.addi %2471, %c0_i32_487 : i32
          %2473 = vector.bitcast %2399 : vector<4xf32> to vector<16xi8>
          %2474 = arith.subi %2472, %5 : i32
          %c0_i32_488 = arith.constant 0 : i32
          %2475 = arith.addi %2474, %c0_i32_488 : i32
          %2476 = fly.make_int_tuple(%2475) : (i32) -> !fly.int_tuple<?>
          %2477 = fly.add_offset(%4, %2476) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2473, %2477) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_489 = arith.constant 64 : i32
          %2478 = arith.addi %2471, %c64_i32_489 : i32
          %2479 = vector.bitcast %2400 : vector<4xf32> to vector<16xi8>
          %2480 = arith.subi %2478, %5 : i32
          %c0_i32_490 = arith.constant 0 : i32
          %2481 = arith.addi %2480, %c0_i32_490 : i32
          %2482 = fly.make_int_tuple(%2481) : (i32) -> !fly.int_tuple<?>
          %2483 = fly.add_offset(%4, %2482) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2479, %2483) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2484 = arith.addi %2469, %2467 : index
          %2485 = arith.index_cast %2484 : index to i32
          %2486 = arith.subi %2485, %5 : i32
          %c0_i32_491 = arith.constant 0 : i32
          %2487 = arith.addi %2486, %c0_i32_491 : i32
          %2488 = fly.make_int_tuple(%2487) : (i32) -> !fly.int_tuple<?>
          %2489 = fly.add_offset(%4, %2488) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2490 = fly.ptr.load(%2489) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2491 = vector.bitcast %2490 : vector<16xi8> to vector<4xi32>
          %2492 = arith.subi %2485, %5 : i32
          %c1152_i32_492 = arith.constant 1152 : i32
          %2493 = arith.addi %2492, %c1152_i32_492 : i32
          %2494 = fly.make_int_tuple(%2493) : (i32) -> !fly.int_tuple<?>
          %2495 = fly.add_offset(%4, %2494) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2496 = fly.ptr.load(%2495) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2497 = vector.bitcast %2496 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2498 = arith.addi %1682, %2462 : index
          %c224 = arith.constant 224 : index
          %2499 = arith.addi %2464, %c224 : index
          %c512_493 = arith.constant 512 : index
          %2500 = arith.muli %2498, %c512_493 : index
          %2501 = arith.addi %2500, %2499 : index
          %c4_494 = arith.constant 4 : index
          %2502 = arith.muli %2501, %c4_494 : index
          %2503 = vector.bitcast %2491 : vector<4xi32> to vector<4xi32>
          %2504 = arith.index_cast %2502 : index to i32
          %c0_i32_495 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2503, %20, %2504, %c0_i32_495, 0 : vector<4xi32>
          %c8_496 = arith.constant 8 : index
          %2505 = arith.addi %2498, %c8_496 : index
          %c512_497 = arith.constant 512 : index
          %2506 = arith.muli %2505, %c512_497 : index
          %2507 = arith.addi %2506, %2499 : index
          %c4_498 = arith.constant 4 : index
          %2508 = arith.muli %2507, %c4_498 : index
          %2509 = vector.bitcast %2497 : vector<4xi32> to vector<4xi32>
          %2510 = arith.index_cast %2508 : index to i32
          %c0_i32_499 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2509, %20, %2510, %c0_i32_499, 0 : vector<4xi32>
          %2511 = arith.mulf %1095#18, %1686 fastmath<fast> : vector<4xf32>
          %2512 = arith.mulf %1095#19, %1686 fastmath<fast> : vector<4xf32>
          %2513 = arith.mulf %1095#20, %1686 fastmath<fast> : vector<4xf32>
          %2514 = arith.mulf %1095#21, %1686 fastmath<fast> : vector<4xf32>
          %2515 = arith.extui %1685 : i32 to i64
          %2516 = llvm.inttoptr %2515 : i64 to !llvm.ptr<3>
          %2517 = llvm.getelementptr %2516[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2518 = rocdl.ds.read.tr8.b64 %2517 : <3> -> vector<2xi32>
          %2519 = arith.extui %1685 : i32 to i64
          %2520 = llvm.inttoptr %2519 : i64 to !llvm.ptr<3>
          %2521 = llvm.getelementptr %2520[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2522 = rocdl.ds.read.tr8.b64 %2521 : <3> -> vector<2xi32>
          %2523 = arith.extui %1685 : i32 to i64
          %2524 = llvm.inttoptr %2523 : i64 to !llvm.ptr<3>
          %2525 = llvm.getelementptr %2524[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2526 = rocdl.ds.read.tr8.b64 %2525 : <3> -> vector<2xi32>
          %2527 = arith.extui %1685 : i32 to i64
          %2528 = llvm.inttoptr %2527 : i64 to !llvm.ptr<3>
          %2529 = llvm.getelementptr %2528[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2530 = rocdl.ds.read.tr8.b64 %2529 : <3> -> vector<2xi32>
          %2531 = arith.extui %1685 : i32 to i64
          %2532 = llvm.inttoptr %2531 : i64 to !llvm.ptr<3>
          %2533 = llvm.getelementptr %2532[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2534 = rocdl.ds.read.tr8.b64 %2533 : <3> -> vector<2xi32>
          %2535 = arith.extui %1685 : i32 to i64
          %2536 = llvm.inttoptr %2535 : i64 to !llvm.ptr<3>
          %2537 = llvm.getelementptr %2536[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2538 = rocdl.ds.read.tr8.b64 %2537 : <3> -> vector<2xi32>
          %2539 = arith.extui %1685 : i32 to i64
          %2540 = llvm.inttoptr %2539 : i64 to !llvm.ptr<3>
          %2541 = llvm.getelementptr %2540[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2542 = rocdl.ds.read.tr8.b64 %2541 : <3> -> vector<2xi32>
          %2543 = arith.extui %1685 : i32 to i64
          %2544 = llvm.inttoptr %2543 : i64 to !llvm.ptr<3>
          %2545 = llvm.getelementptr %2544[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2546 = rocdl.ds.read.tr8.b64 %2545 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %2547 = vector.extract %2518[0] : i32 from vector<2xi32>
          %2548 = vector.extract %2518[1] : i32 from vector<2xi32>
          %2549 = vector.extract %2522[0] : i32 from vector<2xi32>
          %2550 = vector.extract %2522[1] : i32 from vector<2xi32>
          %2551 = arith.extui %2547 : i32 to i64
          %2552 = arith.extui %2549 : i32 to i64
          %c32_i64_500 = arith.constant 32 : i64
          %2553 = arith.shli %2552, %c32_i64_500 : i64
          %2554 = arith.ori %2551, %2553 : i64
          %2555 = arith.extui %2548 : i32 to i64
          %2556 = arith.extui %2550 : i32 to i64
          %c32_i64_501 = arith.constant 32 : i64
          %2557 = arith.shli %2556, %c32_i64_501 : i64
          %2558 = arith.ori %2555, %2557 : i64
          %2559 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2554, %1668, %2511, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2560 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2558, %1668, %2512, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2561 = vector.extract %2526[0] : i32 from vector<2xi32>
          %2562 = vector.extract %2526[1] : i32 from vector<2xi32>
          %2563 = vector.extract %2530[0] : i32 from vector<2xi32>
          %2564 = vector.extract %2530[1] : i32 from vector<2xi32>
          %2565 = arith.extui %2561 : i32 to i64
          %2566 = arith.extui %2563 : i32 to i64
          %c32_i64_502 = arith.constant 32 : i64
          %2567 = arith.shli %2566, %c32_i64_502 : i64
          %2568 = arith.ori %2565, %2567 : i64
          %2569 = arith.extui %2562 : i32 to i64
          %2570 = arith.extui %2564 : i32 to i64
          %c32_i64_503 = arith.constant 32 : i64
          %2571 = arith.shli %2570, %c32_i64_503 : i64
          %2572 = arith.ori %2569, %2571 : i64
          %2573 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2568, %1676, %2559, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2574 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2572, %1676, %2560, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %2575 = vector.extract %2534[0] : i32 from vector<2xi32>
          %2576 = vector.extract %2534[1] : i32 from vector<2xi32>
          %2577 = vector.extract %2538[0] : i32 from vector<2xi32>
          %2578 = vector.extract %2538[1] : i32 from vector<2xi32>
          %2579 = arith.extui %2575 : i32 to i64
          %2580 = arith.extui %2577 : i32 to i64
          %c32_i64_504 = arith.constant 32 : i64
          %2581 = arith.shli %2580, %c32_i64_504 : i64
          %2582 = arith.ori %2579, %2581 : i64
          %2583 = arith.extui %2576 : i32 to i64
          %2584 = arith.extui %2578 : i32 to i64
          %c32_i64_505 = arith.constant 32 : i64
          %2585 = arith.shli %2584, %c32_i64_505 : i64
          %2586 = arith.ori %2583, %2585 : i64
          %2587 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2582, %1668, %2513, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2588 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2586, %1668, %2514, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2589 = vector.extract %2542[0] : i32 from vector<2xi32>
          %2590 = vector.extract %2542[1] : i32 from vector<2xi32>
          %2591 = vector.extract %2546[0] : i32 from vector<2xi32>
          %2592 = vector.extract %2546[1] : i32 from vector<2xi32>
          %2593 = arith.extui %2589 : i32 to i64
          %2594 = arith.extui %2591 : i32 to i64
          %c32_i64_506 = arith.constant 32 : i64
          %2595 = arith.shli %2594, %c32_i64_506 : i64
          %2596 = arith.ori %2593, %2595 : i64
          %2597 = arith.extui %2590 : i32 to i64
          %2598 = arith.extui %2592 : i32 to i64
          %c32_i64_507 = arith.constant 32 : i64
          %2599 = arith.shli %2598, %c32_i64_507 : i64
          %2600 = arith.ori %2597, %2599 : i64
          %2601 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2596, %1676, %2587, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2602 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2600, %1676, %2588, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2603 = arith.mulf %2573, %1687 fastmath<fast> : vector<4xf32>
          %2604 = arith.mulf %2574, %1687 fastmath<fast> : vector<4xf32>
          %2605 = arith.mulf %2601, %1687 fastmath<fast> : vector<4xf32>
          %2606 = arith.mulf %2602, %1687 fastmath<fast> : vector<4xf32>
          %c16_508 = arith.constant 16 : index
          %2607 = arith.remui %25, %c16_508 : index
          %c16_509 = arith.constant 16 : index
          %2608 = arith.divui %25, %c16_509 : index
          %c4_510 = arith.constant 4 : index
          %2609 = arith.muli %2608, %c4_510 : index
          %c36_511 = arith.constant 36 : index
          %2610 = arith.muli %2607, %c36_511 : index
          %2611 = arith.addi %2610, %2609 : index
          %c4_512 = arith.constant 4 : index
          %2612 = arith.muli %2611, %c4_512 : index
          %c8_513 = arith.constant 8 : index
          %2613 = arith.divui %25, %c8_513 : index
          %c8_514 = arith.constant 8 : index
          %2614 = arith.remui %25, %c8_514 : index
          %c4_515 = arith.constant 4 : index
          %2615 = arith.muli %2614, %c4_515 : index
          %c36_516 = arith.constant 36 : index
          %2616 = arith.muli %2613, %c36_516 : index
          %2617 = arith.addi %2616, %2615 : index
          %c4_517 = arith.constant 4 : index
          %2618 = arith.muli %2617, %c4_517 : index
          %c2304_518 = arith.constant 2304 : index
          %2619 = arith.muli %24, %c2304_518 : index
          %2620 = arith.addi %1101, %2619 : index
          %2621 = arith.addi %2620, %2612 : index
          %2622 = arith.index_cast %2621 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_519 = arith.constant 0 : i32
          %2623 = arith.addi %2622, %c0_i32_519 : i32
          %2624 = vector.bitcast %2603 : vector<4xf32> to vector<16xi8>
          %2625 = arith.subi %2623, %5 : i32
          %c0_i32_520 = arith.constant 0 : i32
          %2626 = arith.addi %2625, %c0_i32_520 : i32
          %2627 = fly.make_int_tuple(%2626) : (i32) -> !fly.int_tuple<?>
          %2628 = fly.add_offset(%4, %2627) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2624, %2628) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_521 = arith.constant 64 : i32
          %2629 = arith.addi %2622, %c64_i32_521 : i32
          %2630 = vector.bitcast %2604 : vector<4xf32> to vector<16xi8>
          %2631 = arith.subi %2629, %5 : i32
          %c0_i32_522 = arith.constant 0 : i32
          %2632 = arith.addi %2631, %c0_i32_522 : i32
          %2633 = fly.make_int_tuple(%2632) : (i32) -> !fly.int_tuple<?>
          %2634 = fly.add_offset(%4, %2633) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2630, %2634) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2635 = arith.addi %2620, %2618 : index
          %2636 = arith.index_cast %2635 : index to i32
          %2637 = arith.subi %2636, %5 : i32
          %c0_i32_523 = arith.constant 0 : i32
          %2638 = arith.addi %2637, %c0_i32_523 : i32
          %2639 = fly.make_int_tuple(%2638) : (i32) -> !fly.int_tuple<?>
          %2640 = fly.add_offset(%4, %2639) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2641 = fly.ptr.load(%2640) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2642 = vector.bitcast %2641 : vector<16xi8> to vector<4xi32>
          %2643 = arith.subi %2636, %5 : i32
          %c1152_i32_524 = arith.constant 1152 : i32
          %2644 = arith.addi %2643, %c1152_i32_524 : i32
          %2645 = fly.make_int_tuple(%2644) : (i32) -> !fly.int_tuple<?>
          %2646 = fly.add_offset(%4, %2645) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2647 = fly.ptr.load(%2646) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2648 = vector.bitcast %2647 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2649 = arith.addi %1682, %2613 : index
          %c256 = arith.constant 256 : index
          %2650 = arith.addi %2615, %c256 : index
          %c512_525 = arith.constant 512 : index
          %2651 = arith.muli %2649, %c512_525 : index
          %2652 = arith.addi %2651, %2650 : index
          %c4_526 = arith.constant 4 : index
          %2653 = arith.muli %2652, %c4_526 : index
          %2654 = vector.bitcast %2642 : vector<4xi32> to vector<4xi32>
          %2655 = arith.index_cast %2653 : index to i32
          %c0_i32_527 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2654, %20, %2655, %c0_i32_527, 0 : vector<4xi32>
          %c8_528 = arith.constant 8 : index
          %2656 = arith.addi %2649, %c8_528 : index
          %c512_529 = arith.constant 512 : index
          %2657 = arith.muli %2656, %c512_529 : index
          %2658 = arith.addi %2657, %2650 : index
          %c4_530 = arith.constant 4 : index
          %2659 = arith.muli %2658, %c4_530 : index
          %2660 = vector.bitcast %2648 : vector<4xi32> to vector<4xi32>
          %2661 = arith.index_cast %2659 : index to i32
          %c0_i32_531 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2660, %20, %2661, %c0_i32_531, 0 : vector<4xi32>
          %c16_532 = arith.constant 16 : index
          %2662 = arith.remui %25, %c16_532 : index
          %c16_533 = arith.constant 16 : index
          %2663 = arith.divui %25, %c16_533 : index
          %c4_534 = arith.constant 4 : index
          %2664 = arith.muli %2663, %c4_534 : index
          %c36_535 = arith.constant 36 : index
          %2665 = arith.muli %2662, %c36_535 : index
          %2666 = arith.addi %2665, %2664 : index
          %c4_536 = arith.constant 4 : index
          %2667 = arith.muli %2666, %c4_536 : index
          %c8_537 = arith.constant 8 : index
          %2668 = arith.divui %25, %c8_537 : index
          %c8_538 = arith.constant 8 : index
          %2669 = arith.remui %25, %c8_538 : index
          %c4_539 = arith.constant 4 : index
          %2670 = arith.muli %2669, %c4_539 : index
          %c36_540 = arith.constant 36 : index
          %2671 = arith.muli %2668, %c36_540 : index
          %2672 = arith.addi %2671, %2670 : index
          %c4_541 = arith.constant 4 : index
          %2673 = arith.muli %2672, %c4_541 : index
          %c2304_542 = arith.constant 2304 : index
          %2674 = arith.muli %24, %c2304_542 : index
          %2675 = arith.addi %1101, %2674 : index
          %2676 = arith.addi %2675, %2667 : index
          %2677 = arith.index_cast %2676 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_543 = arith.constant 0 : i32
          %2678 = arith.addi %2677, %c0_i32_543 : i32
          %2679 = vector.bitcast %2605 : vector<4xf32> to vector<16xi8>
          %2680 = arith.subi %2678, %5 : i32
          %c0_i32_544 = arith.constant 0 : i32
          %2681 = arith.addi %2680, %c0_i32_544 : i32
          %2682 = fly.make_int_tuple(%2681) : (i32) -> !fly.int_tuple<?>
          %2683 = fly.add_offset(%4, %2682) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2679, %2683) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_545 = arith.constant 64 : i32
          %2684 = arith.addi %2677, %c64_i32_545 : i32
          %2685 = vector.bitcast %2606 : vector<4xf32> to vector<16xi8>
          %2686 = arith.subi %2684, %5 : i32
          %c0_i32_546 = arith.constant 0 : i32
          %2687 = arith.addi %2686, %c0_i32_546 : i32
          %2688 = fly.make_int_tuple(%2687) : (i32) -> !fly.int_tuple<?>
          %2689 = fly.add_offset(%4, %2688) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2685, %2689) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2690 = arith.addi %2675, %2673 : index
          %2691 = arith.index_cast %2690 : index to i32
          %2692 = arith.subi %2691, %5 : i32
          %c0_i32_547 = arith.constant 0 : i32
          %2693 = arith.addi %2692, %c0_i32_547 : i32
          %2694 = fly.make_int_tuple(%2693) : (i32) -> !fly.int_tuple<?>
          %2695 = fly.add_offset(%4, %2694) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2696 = fly.ptr.load(%2695) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2697 = vector.bitcast %2696 : vector<16xi8> to vector<4xi32>
          %2698 = arith.subi %2691, %5 : i32
          %c1152_i32_548 = arith.constant 1152 : i32
          %2699 = arith.addi %2698, %c1152_i32_548 : i32
          %2700 = fly.make_int_tuple(%2699) : (i32) -> !fly.int_tuple<?>
          %2701 = fly.add_offset(%4, %2700) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2702 = fly.ptr.load(%2701) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2703 = vector.bitcast %2702 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2704 = arith.addi %1682, %2668 : index
          %c288 = arith.constant 288 : index
          %2705 = arith.addi %2670, %c288 : index
          %c512_549 = arith.constant 512 : index
          %2706 = arith.muli %2704, %c512_549 : index
          %2707 = arith.addi %2706, %2705 : index
          %c4_550 = arith.constant 4 : index
          %2708 = arith.muli %2707, %c4_550 : index
          %2709 = vector.bitcast %2697 : vector<4xi32> to vector<4xi32>
          %2710 = arith.index_cast %2708 : index to i32
          %c0_i32_551 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2709, %20, %2710, %c0_i32_551, 0 : vector<4xi32>
          %c8_552 = arith.constant 8 : index
          %2711 = arith.addi %2704, %c8_552 : index
          %c512_553 = arith.constant 512 : index
          %2712 = arith.muli %2711, %c512_553 : index
          %2713 = arith.addi %2712, %2705 : index
          %c4_554 = arith.constant 4 : index
          %2714 = arith.muli %2713, %c4_554 : index
          %2715 = vector.bitcast %2703 : vector<4xi32> to vector<4xi32>
          %2716 = arith.index_cast %2714 : index to i32
          %c0_i32_555 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2715, %20, %2716, %c0_i32_555, 0 : vector<4xi32>
          %2717 = arith.mulf %1095#22, %1686 fastmath<fast> : vector<4xf32>
          %2718 = arith.mulf %1095#23, %1686 fastmath<fast> : vector<4xf32>
          %2719 = arith.mulf %1095#24, %1686 fastmath<fast> : vector<4xf32>
          %2720 = arith.mulf %1095#25, %1686 fastmath<fast> : vector<4xf32>
          %2721 = arith.extui %1685 : i32 to i64
          %2722 = llvm.inttoptr %2721 : i64 to !llvm.ptr<3>
          %2723 = llvm.getelementptr %2722[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2724 = rocdl.ds.read.tr8.b64 %2723 : <3> -> vector<2xi32>
          %2725 = arith.extui %1685 : i32 to i64
          %2726 = llvm.inttoptr %2725 : i64 to !llvm.ptr<3>
          %2727 = llvm.getelementptr %2726[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2728 = rocdl.ds.read.tr8.b64 %2727 : <3> -> vector<2xi32>
          %2729 = arith.extui %1685 : i32 to i64
          %2730 = llvm.inttoptr %2729 : i64 to !llvm.ptr<3>
          %2731 = llvm.getelementptr %2730[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2732 = rocdl.ds.read.tr8.b64 %2731 : <3> -> vector<2xi32>
          %2733 = arith.extui %1685 : i32 to i64
          %2734 = llvm.inttoptr %2733 : i64 to !llvm.ptr<3>
          %2735 = llvm.getelementptr %2734[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2736 = rocdl.ds.read.tr8.b64 %2735 : <3> -> vector<2xi32>
          %2737 = arith.extui %1685 : i32 to i64
          %2738 = llvm.inttoptr %2737 : i64 to !llvm.ptr<3>
          %2739 = llvm.getelementptr %2738[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2740 = rocdl.ds.read.tr8.b64 %2739 : <3> -> vector<2xi32>
          %2741 = arith.extui %1685 : i32 to i64
          %2742 = llvm.inttoptr %2741 : i64 to !llvm.ptr<3>
          %2743 = llvm.getelementptr %2742[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2744 = rocdl.ds.read.tr8.b64 %2743 : <3> -> vector<2xi32>
          %2745 = arith.extui %1685 : i32 to i64
          %2746 = llvm.inttoptr %2745 : i64 to !llvm.ptr<3>
          %2747 = llvm.getelementptr %2746[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2748 = rocdl.ds.read.tr8.b64 %2747 : <3> -> vector<2xi32>
          %2749 = arith.extui %1685 : i32 to i64
          %2750 = llvm.inttoptr %2749 : i64 to !llvm.ptr<3>
          %2751 = llvm.getelementptr %2750[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2752 = rocdl.ds.read.tr8.b64 %2751 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %2753 = vector.extract %2724[0] : i32 from vector<2xi32>
          %2754 = vector.extract %2724[1] : i32 from vector<2xi32>
          %2755 = vector.extract %2728[0] : i32 from vector<2xi32>
          %2756 = vector.extract %2728[1] : i32 from vector<2xi32>
          %2757 = arith.extui %2753 : i32 to i64
          %2758 = arith.extui %2755 : i32 to i64
          %c32_i64_556 = arith.constant 32 : i64
          %2759 = arith.shli %2758, %c32_i64_556 : i64
          %2760 = arith.ori %2757, %2759 : i64
          %2761 = arith.extui %2754 : i32 to i64
          %2762 = arith.extui %2756 : i32 to i64
          %c32_i64_557 = arith.constant 32 : i64
          %2763 = arith.shli %2762, %c32_i64_557 : i64
          %2764 = arith.ori %2761, %2763 : i64
          %2765 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2760, %1668, %2717, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2766 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2764, %1668, %2718, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2767 = vector.extract %2732[0] : i32 from vector<2xi32>
          %2768 = vector.extract %2732[1] : i32 from vector<2xi32>
          %2769 = vector.extract %2736[0] : i32 from vector<2xi32>
          %2770 = vector.extract %2736[1] : i32 from vector<2xi32>
          %2771 = arith.extui %2767 : i32 to i64
          %2772 = arith.extui %2769 : i32 to i64
          %c32_i64_558 = arith.constant 32 : i64
          %2773 = arith.shli %2772, %c32_i64_558 : i64
          %2774 = arith.ori %2771, %2773 : i64
          %2775 = arith.extui %2768 : i32 to i64
          %2776 = arith.extui %2770 : i32 to i64
          %c32_i64_559 = arith.constant 32 : i64
          %2777 = arith.shli %2776, %c32_i64_559 : i64
          %2778 = arith.ori %2775, %2777 : i64
          %2779 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2774, %1676, %2765, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2780 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2778, %1676, %2766, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %2781 = vector.extract %2740[0] : i32 from vector<2xi32>
          %2782 = vector.extract %2740[1] : i32 from vector<2xi32>
          %2783 = vector.extract %2744[0] : i32 from vector<2xi32>
          %2784 = vector.extract %2744[1] : i32 from vector<2xi32>
          %2785 = arith.extui %2781 : i32 to i64
          %2786 = arith.extui %2783 : i32 to i64
          %c32_i64_560 = arith.constant 32 : i64
          %2787 = arith.shli %2786, %c32_i64_560 : i64
          %2788 = arith.ori %2785, %2787 : i64
          %2789 = arith.extui %2782 : i32 to i64
          %2790 = arith.extui %2784 : i32 to i64
          %c32_i64_561 = arith.constant 32 : i64
          %2791 = arith.shli %2790, %c32_i64_561 : i64
          %2792 = arith.ori %2789, %2791 : i64
          %2793 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2788, %1668, %2719, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2794 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2792, %1668, %2720, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2795 = vector.extract %2748[0] : i32 from vector<2xi32>
          %2796 = vector.extract %2748[1] : i32 from vector<2xi32>
          %2797 = vector.extract %2752[0] : i32 from vector<2xi32>
          %2798 = vector.extract %2752[1] : i32 from vector<2xi32>
          %2799 = arith.extui %2795 : i32 to i64
          %2800 = arith.extui %2797 : i32 to i64
          %c32_i64_562 = arith.constant 32 : i64
          %2801 = arith.shli %2800, %c32_i64_562 : i64
          %2802 = arith.ori %2799, %2801 : i64
          %2803 = arith.extui %2796 : i32 to i64
          %2804 = arith.extui %2798 : i32 to i64
          %c32_i64_563 = arith.constant 32 : i64
          %2805 = arith.shli %2804, %c32_i64_563 : i64
          %2806 = arith.ori %2803, %2805 : i64
          %2807 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2802, %1676, %2793, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2808 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2806, %1676, %2794, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2809 = arith.mulf %2779, %1687 fastmath<fast> : vector<4xf32>
          %2810 = arith.mulf %2780, %1687 fastmath<fast> : vector<4xf32>
          %2811 = arith.mulf %2807, %1687 fastmath<fast> : vector<4xf32>
          %2812 = arith.mulf %2808, %1687 fastmath<fast> : vector<4xf32>
          %c16_564 = arith.constant 16 : index
          %2813 = arith.remui %25, %c16_564 : index
          %c16_565 = arith.constant 16 : index
          %2814 = arith.divui %25, %c16_565 : index
          %c4_566 = arith.constant 4 : index
          %2815 = arith.muli %2814, %c4_566 : index
          %c36_567 = arith.constant 36 : index
          %2816 = arith.muli %2813, %c36_567 : index
          %2817 = arith.addi %2816, %2815 : index
          %c4_568 = arith.constant 4 : index
          %2818 = arith.muli %2817, %c4_568 : index
          %c8_569 = arith.constant 8 : index
          %2819 = arith.divui %25, %c8_569 : index
          %c8_570 = arith.constant 8 : index
          %2820 = arith.remui %25, %c8_570 : index
          %c4_571 = arith.constant 4 : index
          %2821 = arith.muli %2820, %c4_571 : index
          %c36_572 = arith.constant 36 : index
          %2822 = arith.muli %2819, %c36_572 : index
          %2823 = arith.addi %2822, %2821 : index
          %c4_573 = arith.constant 4 : index
          %2824 = arith.muli %2823, %c4_573 : index
          %c2304_574 = arith.constant 2304 : index
          %2825 = arith.muli %24, %c2304_574 : index
          %2826 = arith.addi %1101, %2825 : index
          %2827 = arith.addi %2826, %2818 : index
          %2828 = arith.index_cast %2827 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_575 = arith.constant 0 : i32
          %2829 = arith.addi %2828, %c0_i32_575 : i32
          %2830 = vector.bitcast %2809 : vector<4xf32> to vector<16xi8>
          %2831 = arith.subi %2829, %5 : i32
          %c0_i32_576 = arith.constant 0 : i32
          %2832 = arith.addi %2831, %c0_i32_576 : i32
          %2833 = fly.make_int_tuple(%2832) : (i32) -> !fly.int_tuple<?>
          %2834 = fly.add_offset(%4, %2833) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2830, %2834) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_577 = arith.constant 64 : i32
          %2835 = arith.addi %2828, %c64_i32_577 : i32
          %2836 = vector.bitcast %2810 : vector<4xf32> to vector<16xi8>
          %2837 = arith.subi %2835, %5 : i32
          %c0_i32_578 = arith.constant 0 : i32
          %2838 = arith.addi %2837, %c0_i32_578 : i32
          %2839 = fly.make_int_tuple(%2838) : (i32) -> !fly.int_tuple<?>
          %2840 = fly.add_offset(%4, %2839) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2836, %2840) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2841 = arith.addi %2826, %2824 : index
          %2842 = arith.index_cast %2841 : index to i32
          %2843 = arith.subi %2842, %5 : i32
          %c0_i32_579 = arith.constant 0 : i32
          %2844 = arith.addi %2843, %c0_i32_579 : i32
          %2845 = fly.make_int_tuple(%2844) : (i32) -> !fly.int_tuple<?>
          %2846 = fly.add_offset(%4, %2845) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2847 = fly.ptr.load(%2846) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2848 = vector.bitcast %2847 : vector<16xi8> to vector<4xi32>
          %2849 = arith.subi %2842, %5 : i32
          %c1152_i32_580 = arith.constant 1152 : i32
          %2850 = arith.addi %2849, %c1152_i32_580 : i32
          %2851 = fly.make_int_tuple(%2850) : (i32) -> !fly.int_tuple<?>
          %2852 = fly.add_offset(%4, %2851) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2853 = fly.ptr.load(%2852) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2854 = vector.bitcast %2853 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2855 = arith.addi %1682, %2819 : index
          %c320 = arith.constant 320 : index
          %2856 = arith.addi %2821, %c320 : index
          %c512_581 = arith.constant 512 : index
          %2857 = arith.muli %2855, %c512_581 : index
          %2858 = arith.addi %2857, %2856 : index
          %c4_582 = arith.constant 4 : index
          %2859 = arith.muli %2858, %c4_582 : index
          %2860 = vector.bitcast %2848 : vector<4xi32> to vector<4xi32>
          %2861 = arith.index_cast %2859 : index to i32
          %c0_i32_583 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2860, %20, %2861, %c0_i32_583, 0 : vector<4xi32>
          %c8_584 = arith.constant 8 : index
          %2862 = arith.addi %2855, %c8_584 : index
          %c512_585 = arith.constant 512 : index
          %2863 = arith.muli %2862, %c512_585 : index
          %2864 = arith.addi %2863, %2856 : index
          %c4_586 = arith.constant 4 : index
          %2865 = arith.muli %2864, %c4_586 : index
          %2866 = vector.bitcast %2854 : vector<4xi32> to vector<4xi32>
          %2867 = arith.index_cast %2865 : index to i32
          %c0_i32_587 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2866, %20, %2867, %c0_i32_587, 0 : vector<4xi32>
          %c16_588 = arith.constant 16 : index
          %2868 = arith.remui %25, %c16_588 : index
          %c16_589 = arith.constant 16 : index
          %2869 = arith.divui %25, %c16_589 : index
          %c4_590 = arith.constant 4 : index
          %2870 = arith.muli %2869, %c4_590 : index
          %c36_591 = arith.constant 36 : index
          %2871 = arith.muli %2868, %c36_591 : index
          %2872 = arith.addi %2871, %2870 : index
          %c4_592 = arith.constant 4 : index
          %2873 = arith.muli %2872, %c4_592 : index
          %c8_593 = arith.constant 8 : index
          %2874 = arith.divui %25, %c8_593 : index
          %c8_594 = arith.constant 8 : index
          %2875 = arith.remui %25, %c8_594 : index
          %c4_595 = arith.constant 4 : index
          %2876 = arith.muli %2875, %c4_595 : index
          %c36_596 = arith.constant 36 : index
          %2877 = arith.muli %2874, %c36_596 : index
          %2878 = arith.addi %2877, %2876 : index
          %c4_597 = arith.constant 4 : index
          %2879 = arith.muli %2878, %c4_597 : index
          %c2304_598 = arith.constant 2304 : index
          %2880 = arith.muli %24, %c2304_598 : index
          %2881 = arith.addi %1101, %2880 : index
          %2882 = arith.addi %2881, %2873 : index
          %2883 = arith.index_cast %2882 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_599 = arith.constant 0 : i32
          %2884 = arith.addi %2883, %c0_i32_599 : i32
          %2885 = vector.bitcast %2811 : vector<4xf32> to vector<16xi8>
          %2886 = arith.subi %2884, %5 : i32
          %c0_i32_600 = arith.constant 0 : i32
          %2887 = arith.addi %2886, %c0_i32_600 : i32
          %2888 = fly.make_int_tuple(%2887) : (i32) -> !fly.int_tuple<?>
          %2889 = fly.add_offset(%4, %2888) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2885, %2889) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_601 = arith.constant 64 : i32
          %2890 = arith.addi %2883, %c64_i32_601 : i32
          %2891 = vector.bitcast %2812 : vector<4xf32> to vector<16xi8>
          %2892 = arith.subi %2890, %5 : i32
          %c0_i32_602 = arith.constant 0 : i32
          %2893 = arith.addi %2892, %c0_i32_602 : i32
          %2894 = fly.make_int_tuple(%2893) : (i32) -> !fly.int_tuple<?>
          %2895 = fly.add_offset(%4, %2894) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2891, %2895) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2896 = arith.addi %2881, %2879 : index
          %2897 = arith.index_cast %2896 : index to i32
          %2898 = arith.subi %2897, %5 : i32
          %c0_i32_603 = arith.constant 0 : i32
          %2899 = arith.addi %2898, %c0_i32_603 : i32
          %2900 = fly.make_int_tuple(%2899) : (i32) -> !fly.int_tuple<?>
          %2901 = fly.add_offset(%4, %2900) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2902 = fly.ptr.load(%2901) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2903 = vector.bitcast %2902 : vector<16xi8> to vector<4xi32>
          %2904 = arith.subi %2897, %5 : i32
          %c1152_i32_604 = arith.constant 1152 : i32
          %2905 = arith.addi %2904, %c1152_i32_604 : i32
          %2906 = fly.make_int_tuple(%2905) : (i32) -> !fly.int_tuple<?>
          %2907 = fly.add_offset(%4, %2906) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2908 = fly.ptr.load(%2907) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2909 = vector.bitcast %2908 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2910 = arith.addi %1682, %2874 : index
          %c352 = arith.constant 352 : index
          %2911 = arith.addi %2876, %c352 : index
          %c512_605 = arith.constant 512 : index
          %2912 = arith.muli %2910, %c512_605 : index
          %2913 = arith.addi %2912, %2911 : index
          %c4_606 = arith.constant 4 : index
          %2914 = arith.muli %2913, %c4_606 : index
          %2915 = vector.bitcast %2903 : vector<4xi32> to vector<4xi32>
          %2916 = arith.index_cast %2914 : index to i32
          %c0_i32_607 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2915, %20, %2916, %c0_i32_607, 0 : vector<4xi32>
          %c8_608 = arith.constant 8 : index
          %2917 = arith.addi %2910, %c8_608 : index
          %c512_609 = arith.constant 512 : index
          %2918 = arith.muli %2917, %c512_609 : index
          %2919 = arith.addi %2918, %2911 : index
          %c4_610 = arith.constant 4 : index
          %2920 = arith.muli %2919, %c4_610 : index
          %2921 = vector.bitcast %2909 : vector<4xi32> to vector<4xi32>
          %2922 = arith.index_cast %2920 : index to i32
          %c0_i32_611 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2921, %20, %2922, %c0_i32_611, 0 : vector<4xi32>
          %2923 = arith.mulf %1095#26, %1686 fastmath<fast> : vector<4xf32>
          %2924 = arith.mulf %1095#27, %1686 fastmath<fast> : vector<4xf32>
          %2925 = arith.mulf %1095#28, %1686 fastmath<fast> : vector<4xf32>
          %2926 = arith.mulf %1095#29, %1686 fastmath<fast> : vector<4xf32>
          %2927 = arith.extui %1685 : i32 to i64
          %2928 = llvm.inttoptr %2927 : i64 to !llvm.ptr<3>
          %2929 = llvm.getelementptr %2928[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2930 = rocdl.ds.read.tr8.b64 %2929 : <3> -> vector<2xi32>
          %2931 = arith.extui %1685 : i32 to i64
          %2932 = llvm.inttoptr %2931 : i64 to !llvm.ptr<3>
          %2933 = llvm.getelementptr %2932[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2934 = rocdl.ds.read.tr8.b64 %2933 : <3> -> vector<2xi32>
          %2935 = arith.extui %1685 : i32 to i64
          %2936 = llvm.inttoptr %2935 : i64 to !llvm.ptr<3>
          %2937 = llvm.getelementptr %2936[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2938 = rocdl.ds.read.tr8.b64 %2937 : <3> -> vector<2xi32>
          %2939 = arith.extui %1685 : i32 to i64
          %2940 = llvm.inttoptr %2939 : i64 to !llvm.ptr<3>
          %2941 = llvm.getelementptr %2940[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2942 = rocdl.ds.read.tr8.b64 %2941 : <3> -> vector<2xi32>
          %2943 = arith.extui %1685 : i32 to i64
          %2944 = llvm.inttoptr %2943 : i64 to !llvm.ptr<3>
          %2945 = llvm.getelementptr %2944[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2946 = rocdl.ds.read.tr8.b64 %2945 : <3> -> vector<2xi32>
          %2947 = arith.extui %1685 : i32 to i64
          %2948 = llvm.inttoptr %2947 : i64 to !llvm.ptr<3>
          %2949 = llvm.getelementptr %2948[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2950 = rocdl.ds.read.tr8.b64 %2949 : <3> -> vector<2xi32>
          %2951 = arith.extui %1685 : i32 to i64
          %2952 = llvm.inttoptr %2951 : i64 to !llvm.ptr<3>
          %2953 = llvm.getelementptr %2952[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2954 = rocdl.ds.read.tr8.b64 %2953 : <3> -> vector<2xi32>
          %2955 = arith.extui %1685 : i32 to i64
          %2956 = llvm.inttoptr %2955 : i64 to !llvm.ptr<3>
          %2957 = llvm.getelementptr %2956[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2958 = rocdl.ds.read.tr8.b64 %2957 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %2959 = vector.extract %2930[0] : i32 from vector<2xi32>
          %2960 = vector.extract %2930[1] : i32 from vector<2xi32>
          %2961 = vector.extract %2934[0] : i32 from vector<2xi32>
          %2962 = vector.extract %2934[1] : i32 from vector<2xi32>
          %2963 = arith.extui %2959 : i32 to i64
          %2964 = arith.extui %2961 : i32 to i64
          %c32_i64_612 = arith.constant 32 : i64
          %2965 = arith.shli %2964, %c32_i64_612 : i64
          %2966 = arith.ori %2963, %2965 : i64
          %2967 = arith.extui %2960 : i32 to i64
          %2968 = arith.extui %2962 : i32 to i64
          %c32_i64_613 = arith.constant 32 : i64
          %2969 = arith.shli %2968, %c32_i64_613 : i64
          %2970 = arith.ori %2967, %2969 : i64
          %2971 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2966, %1668, %2923, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2972 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2970, %1668, %2924, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2973 = vector.extract %2938[0] : i32 from vector<2xi32>
          %2974 = vector.extract %2938[1] : i32 from vector<2xi32>
          %2975 = vector.extract %2942[0] : i32 from vector<2xi32>
          %2976 = vector.extract %2942[1] : i32 from vector<2xi32>
          %2977 = arith.extui %2973 : i32 to i64
          %2978 = arith.extui %2975 : i32 to i64
          %c32_i64_614 = arith.constant 32 : i64
          %2979 = arith.shli %2978, %c32_i64_614 : i64
          %2980 = arith.ori %2977, %2979 : i64
          %2981 = arith.extui %2974 : i32 to i64
          %2982 = arith.extui %2976 : i32 to i64
          %c32_i64_615 = arith.constant 32 : i64
          %2983 = arith.shli %2982, %c32_i64_615 : i64
          %2984 = arith.ori %2981, %2983 : i64
          %2985 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2980, %1676, %2971, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2986 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2984, %1676, %2972, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %2987 = vector.extract %2946[0] : i32 from vector<2xi32>
          %2988 = vector.extract %2946[1] : i32 from vector<2xi32>
          %2989 = vector.extract %2950[0] : i32 from vector<2xi32>
          %2990 = vector.extract %2950[1] : i32 from vector<2xi32>
          %2991 = arith.extui %2987 : i32 to i64
          %2992 = arith.extui %2989 : i32 to i64
          %c32_i64_616 = arith.constant 32 : i64
          %2993 = arith.shli %2992, %c32_i64_616 : i64
          %2994 = arith.ori %2991, %2993 : i64
          %2995 = arith.extui %2988 : i32 to i64
          %2996 = arith.extui %2990 : i32 to i64
          %c32_i64_617 = arith.constant 32 : i64
          %2997 = arith.shli %2996, %c32_i64_617 : i64
          %2998 = arith.ori %2995, %2997 : i64
          %2999 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2994, %1668, %2925, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3000 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2998, %1668, %2926, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %3001 = vector.extract %2954[0] : i32 from vector<2xi32>
          %3002 = vector.extract %2954[1] : i32 from vector<2xi32>
          %3003 = vector.extract %2958[0] : i32 from vector<2xi32>
          %3004 = vector.extract %2958[1] : i32 from vector<2xi32>
          %3005 = arith.extui %3001 : i32 to i64
          %3006 = arith.extui %3003 : i32 to i64
          %c32_i64_618 = arith.constant 32 : i64
          %3007 = arith.shli %3006, %c32_i64_618 : i64
          %3008 = arith.ori %3005, %3007 : i64
          %3009 = arith.extui %3002 : i32 to i64
          %3010 = arith.extui %3004 : i32 to i64
          %c32_i64_619 = arith.constant 32 : i64
          %3011 = arith.shli %3010, %c32_i64_619 : i64
          %3012 = arith.ori %3009, %3011 : i64
          %3013 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3008, %1676, %2999, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3014 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3012, %1676, %3000, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %3015 = arith.mulf %2985, %1687 fastmath<fast> : vector<4xf32>
          %3016 = arith.mulf %2986, %1687 fastmath<fast> : vector<4xf32>
          %3017 = arith.mulf %3013, %1687 fastmath<fast> : vector<4xf32>
          %3018 = arith.mulf %3014, %1687 fastmath<fast> : vector<4xf32>
          %c16_620 = arith.constant 16 : index
          %3019 = arith.remui %25, %c16_620 : index
          %c16_621 = arith.constant 16 : index
          %3020 = arith.divui %25, %c16_621 : index
          %c4_622 = arith.constant 4 : index
          %3021 = arith.muli %3020, %c4_622 : index
          %c36_623 = arith.constant 36 : index
          %3022 = arith.muli %3019, %c36_623 : index
          %3023 = arith.addi %3022, %3021 : index
          %c4_624 = arith.constant 4 : index
          %3024 = arith.muli %3023, %c4_624 : index
          %c8_625 = arith.constant 8 : index
          %3025 = arith.divui %25, %c8_625 : index
          %c8_626 = arith.constant 8 : index
          %3026 = arith.remui %25, %c8_626 : index
          %c4_627 = arith.constant 4 : index
          %3027 = arith.muli %3026, %c4_627 : index
          %c36_628 = arith.constant 36 : index
          %3028 = arith.muli %3025, %c36_628 : index
          %3029 = arith.addi %3028, %3027 : index
          %c4_629 = arith.constant 4 : index
          %3030 = arith.muli %3029, %c4_629 : index
          %c2304_630 = arith.constant 2304 : index
          %3031 = arith.muli %24, %c2304_630 : index
          %3032 = arith.addi %1101, %3031 : index
          %3033 = arith.addi %3032, %3024 : index
          %3034 = arith.index_cast %3033 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_631 = arith.constant 0 : i32
          %3035 = arith.addi %3034, %c0_i32_631 : i32
          %3036 = vector.bitcast %3015 : vector<4xf32> to vector<16xi8>
          %3037 = arith.subi %3035, %5 : i32
          %c0_i32_632 = arith.constant 0 : i32
          %3038 = arith.addi %3037, %c0_i32_632 : i32
          %3039 = fly.make_int_tuple(%3038) : (i32) -> !fly.int_tuple<?>
          %3040 = fly.add_offset(%4, %3039) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3036, %3040) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_633 = arith.constant 64 : i32
          %3041 = arith.addi %3034, %c64_i32_633 : i32
          %3042 = vector.bitcast %3016 : vector<4xf32> to vector<16xi8>
          %3043 = arith.subi %3041, %5 : i32
          %c0_i32_634 = arith.constant 0 : i32
          %3044 = arith.addi %3043, %c0_i32_634 : i32
          %3045 = fly.make_int_tuple(%3044) : (i32) -> !fly.int_tuple<?>
          %3046 = fly.add_offset(%4, %3045) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3042, %3046) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %3047 = arith.addi %3032, %3030 : index
          %3048 = arith.index_cast %3047 : index to i32
          %3049 = arith.subi %3048, %5 : i32
          %c0_i32_635 = arith.constant 0 : i32
          %3050 = arith.addi %3049, %c0_i32_635 : i32
          %3051 = fly.make_int_tuple(%3050) : (i32) -> !fly.int_tuple<?>
          %3052 = fly.add_offset(%4, %3051) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3053 = fly.ptr.load(%3052) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3054 = vector.bitcast %3053 : vector<16xi8> to vector<4xi32>
          %3055 = arith.subi %3048, %5 : i32
          %c1152_i32_636 = arith.constant 1152 : i32
          %3056 = arith.addi %3055, %c1152_i32_636 : i32
          %3057 = fly.make_int_tuple(%3056) : (i32) -> !fly.int_tuple<?>
          %3058 = fly.add_offset(%4, %3057) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3059 = fly.ptr.load(%3058) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3060 = vector.bitcast %3059 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %3061 = arith.addi %1682, %3025 : index
          %c384 = arith.constant 384 : index
          %3062 = arith.addi %3027, %c384 : index
          %c512_637 = arith.constant 512 : index
          %3063 = arith.muli %3061, %c512_637 : index
          %3064 = arith.addi %3063, %3062 : index
          %c4_638 = arith.constant 4 : index
          %3065 = arith.muli %3064, %c4_638 : index
          %3066 = vector.bitcast %3054 : vector<4xi32> to vector<4xi32>
          %3067 = arith.index_cast %3065 : index to i32
          %c0_i32_639 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3066, %20, %3067, %c0_i32_639, 0 : vector<4xi32>
          %c8_640 = arith.constant 8 : index
          %3068 = arith.addi %3061, %c8_640 : index
          %c512_641 = arith.constant 512 : index
          %3069 = arith.muli %3068, %c512_641 : index
          %3070 = arith.addi %3069, %3062 : index
          %c4_642 = arith.constant 4 : index
          %3071 = arith.muli %3070, %c4_642 : index
          %3072 = vector.bitcast %3060 : vector<4xi32> to vector<4xi32>
          %3073 = arith.index_cast %3071 : index to i32
          %c0_i32_643 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3072, %20, %3073, %c0_i32_643, 0 : vector<4xi32>
          %c16_644 = arith.constant 16 : index
          %3074 = arith.remui %25, %c16_644 : index
          %c16_645 = arith.constant 16 : index
          %3075 = arith.divui %25, %c16_645 : index
          %c4_646 = arith.constant 4 : index
          %3076 = arith.muli %3075, %c4_646 : index
          %c36_647 = arith.constant 36 : index
          %3077 = arith.muli %3074, %c36_647 : index
          %3078 = arith.addi %3077, %3076 : index
          %c4_648 = arith.constant 4 : index
          %3079 = arith.muli %3078, %c4_648 : index
          %c8_649 = arith.constant 8 : index
          %3080 = arith.divui %25, %c8_649 : index
          %c8_650 = arith.constant 8 : index
          %3081 = arith.remui %25, %c8_650 : index
          %c4_651 = arith.constant 4 : index
          %3082 = arith.muli %3081, %c4_651 : index
          %c36_652 = arith.constant 36 : index
          %3083 = arith.muli %3080, %c36_652 : index
          %3084 = arith.addi %3083, %3082 : index
          %c4_653 = arith.constant 4 : index
          %3085 = arith.muli %3084, %c4_653 : index
          %c2304_654 = arith.constant 2304 : index
          %3086 = arith.muli %24, %c2304_654 : index
          %3087 = arith.addi %1101, %3086 : index
          %3088 = arith.addi %3087, %3079 : index
          %3089 = arith.index_cast %3088 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_655 = arith.constant 0 : i32
          %3090 = arith.addi %3089, %c0_i32_655 : i32
          %3091 = vector.bitcast %3017 : vector<4xf32> to vector<16xi8>
          %3092 = arith.subi %3090, %5 : i32
          %c0_i32_656 = arith.constant 0 : i32
          %3093 = arith.addi %3092, %c0_i32_656 : i32
          %3094 = fly.make_int_tuple(%3093) : (i32) -> !fly.int_tuple<?>
          %3095 = fly.add_offset(%4, %3094) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3091, %3095) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_657 = arith.constant 64 : i32
          %3096 = arith.addi %3089, %c64_i32_657 : i32
          %3097 = vector.bitcast %3018 : vector<4xf32> to vector<16xi8>
          %3098 = arith.subi %3096, %5 : i32
          %c0_i32_658 = arith.constant 0 : i32
          %3099 = arith.addi %3098, %c0_i32_658 : i32
          %3100 = fly.make_int_tuple(%3099) : (i32) -> !fly.int_tuple<?>
          %3101 = fly.add_offset(%4, %3100) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3097, %3101) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %3102 = arith.addi %3087, %3085 : index
          %3103 = arith.index_cast %3102 : index to i32
          %3104 = arith.subi %3103, %5 : i32
          %c0_i32_659 = arith.constant 0 : i32
          %3105 = arith.addi %3104, %c0_i32_659 : i32
          %3106 = fly.make_int_tuple(%3105) : (i32) -> !fly.int_tuple<?>
          %3107 = fly.add_offset(%4, %3106) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3108 = fly.ptr.load(%3107) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3109 = vector.bitcast %3108 : vector<16xi8> to vector<4xi32>
          %3110 = arith.subi %3103, %5 : i32
          %c1152_i32_660 = arith.constant 1152 : i32
          %3111 = arith.addi %3110, %c1152_i32_660 : i32
          %3112 = fly.make_int_tuple(%3111) : (i32) -> !fly.int_tuple<?>
          %3113 = fly.add_offset(%4, %3112) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3114 = fly.ptr.load(%3113) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3115 = vector.bitcast %3114 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %3116 = arith.addi %1682, %3080 : index
          %c416 = arith.constant 416 : index
          %3117 = arith.addi %3082, %c416 : index
          %c512_661 = arith.constant 512 : index
          %3118 = arith.muli %3116, %c512_661 : index
          %3119 = arith.addi %3118, %3117 : index
          %c4_662 = arith.constant 4 : index
          %3120 = arith.muli %3119, %c4_662 : index
          %3121 = vector.bitcast %3109 : vector<4xi32> to vector<4xi32>
          %3122 = arith.index_cast %3120 : index to i32
          %c0_i32_663 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3121, %20, %3122, %c0_i32_663, 0 : vector<4xi32>
          %c8_664 = arith.constant 8 : index
          %3123 = arith.addi %3116, %c8_664 : index
          %c512_665 = arith.constant 512 : index
          %3124 = arith.muli %3123, %c512_665 : index
          %3125 = arith.addi %3124, %3117 : index
          %c4_666 = arith.constant 4 : index
          %3126 = arith.muli %3125, %c4_666 : index
          %3127 = vector.bitcast %3115 : vector<4xi32> to vector<4xi32>
          %3128 = arith.index_cast %3126 : index to i32
          %c0_i32_667 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3127, %20, %3128, %c0_i32_667, 0 : vector<4xi32>
          %3129 = arith.mulf %1095#30, %1686 fastmath<fast> : vector<4xf32>
          %3130 = arith.mulf %1095#31, %1686 fastmath<fast> : vector<4xf32>
          %3131 = arith.mulf %1095#32, %1686 fastmath<fast> : vector<4xf32>
          %3132 = arith.mulf %1095#33, %1686 fastmath<fast> : vector<4xf32>
          %3133 = arith.extui %1685 : i32 to i64
          %3134 = llvm.inttoptr %3133 : i64 to !llvm.ptr<3>
          %3135 = llvm.getelementptr %3134[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3136 = rocdl.ds.read.tr8.b64 %3135 : <3> -> vector<2xi32>
          %3137 = arith.extui %1685 : i32 to i64
          %3138 = llvm.inttoptr %3137 : i64 to !llvm.ptr<3>
          %3139 = llvm.getelementptr %3138[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3140 = rocdl.ds.read.tr8.b64 %3139 : <3> -> vector<2xi32>
          %3141 = arith.extui %1685 : i32 to i64
          %3142 = llvm.inttoptr %3141 : i64 to !llvm.ptr<3>
          %3143 = llvm.getelementptr %3142[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3144 = rocdl.ds.read.tr8.b64 %3143 : <3> -> vector<2xi32>
          %3145 = arith.extui %1685 : i32 to i64
          %3146 = llvm.inttoptr %3145 : i64 to !llvm.ptr<3>
          %3147 = llvm.getelementptr %3146[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3148 = rocdl.ds.read.tr8.b64 %3147 : <3> -> vector<2xi32>
          %3149 = arith.extui %1685 : i32 to i64
          %3150 = llvm.inttoptr %3149 : i64 to !llvm.ptr<3>
          %3151 = llvm.getelementptr %3150[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3152 = rocdl.ds.read.tr8.b64 %3151 : <3> -> vector<2xi32>
          %3153 = arith.extui %1685 : i32 to i64
          %3154 = llvm.inttoptr %3153 : i64 to !llvm.ptr<3>
          %3155 = llvm.getelementptr %3154[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3156 = rocdl.ds.read.tr8.b64 %3155 : <3> -> vector<2xi32>
          %3157 = arith.extui %1685 : i32 to i64
          %3158 = llvm.inttoptr %3157 : i64 to !llvm.ptr<3>
          %3159 = llvm.getelementptr %3158[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3160 = rocdl.ds.read.tr8.b64 %3159 : <3> -> vector<2xi32>
          %3161 = arith.extui %1685 : i32 to i64
          %3162 = llvm.inttoptr %3161 : i64 to !llvm.ptr<3>
          %3163 = llvm.getelementptr %3162[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %3164 = rocdl.ds.read.tr8.b64 %3163 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %3165 = vector.extract %3136[0] : i32 from vector<2xi32>
          %3166 = vector.extract %3136[1] : i32 from vector<2xi32>
          %3167 = vector.extract %3140[0] : i32 from vector<2xi32>
          %3168 = vector.extract %3140[1] : i32 from vector<2xi32>
          %3169 = arith.extui %3165 : i32 to i64
          %3170 = arith.extui %3167 : i32 to i64
          %c32_i64_668 = arith.constant 32 : i64
          %3171 = arith.shli %3170, %c32_i64_668 : i64
          %3172 = arith.ori %3169, %3171 : i64
          %3173 = arith.extui %3166 : i32 to i64
          %3174 = arith.extui %3168 : i32 to i64
          %c32_i64_669 = arith.constant 32 : i64
          %3175 = arith.shli %3174, %c32_i64_669 : i64
          %3176 = arith.ori %3173, %3175 : i64
          %3177 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3172, %1668, %3129, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3178 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3176, %1668, %3130, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %3179 = vector.extract %3144[0] : i32 from vector<2xi32>
          %3180 = vector.extract %3144[1] : i32 from vector<2xi32>
          %3181 = vector.extract %3148[0] : i32 from vector<2xi32>
          %3182 = vector.extract %3148[1] : i32 from vector<2xi32>
          %3183 = arith.extui %3179 : i32 to i64
          %3184 = arith.extui %3181 : i32 to i64
          %c32_i64_670 = arith.constant 32 : i64
          %3185 = arith.shli %3184, %c32_i64_670 : i64
          %3186 = arith.ori %3183, %3185 : i64
          %3187 = arith.extui %3180 : i32 to i64
          %3188 = arith.extui %3182 : i32 to i64
          %c32_i64_671 = arith.constant 32 : i64
          %3189 = arith.shli %3188, %c32_i64_671 : i64
          %3190 = arith.ori %3187, %3189 : i64
          %3191 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3186, %1676, %3177, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3192 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3190, %1676, %3178, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %3193 = vector.extract %3152[0] : i32 from vector<2xi32>
          %3194 = vector.extract %3152[1] : i32 from vector<2xi32>
          %3195 = vector.extract %3156[0] : i32 from vector<2xi32>
          %3196 = vector.extract %3156[1] : i32 from vector<2xi32>
          %3197 = arith.extui %3193 : i32 to i64
          %3198 = arith.extui %3195 : i32 to i64
          %c32_i64_672 = arith.constant 32 : i64
          %3199 = arith.shli %3198, %c32_i64_672 : i64
          %3200 = arith.ori %3197, %3199 : i64
          %3201 = arith.extui %3194 : i32 to i64
          %3202 = arith.extui %3196 : i32 to i64
          %c32_i64_673 = arith.constant 32 : i64
          %3203 = arith.shli %3202, %c32_i64_673 : i64
          %3204 = arith.ori %3201, %3203 : i64
          %3205 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3200, %1668, %3131, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3206 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3204, %1668, %3132, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %3207 = vector.extract %3160[0] : i32 from vector<2xi32>
          %3208 = vector.extract %3160[1] : i32 from vector<2xi32>
          %3209 = vector.extract %3164[0] : i32 from vector<2xi32>
          %3210 = vector.extract %3164[1] : i32 from vector<2xi32>
          %3211 = arith.extui %3207 : i32 to i64
          %3212 = arith.extui %3209 : i32 to i64
          %c32_i64_674 = arith.constant 32 : i64
          %3213 = arith.shli %3212, %c32_i64_674 : i64
          %3214 = arith.ori %3211, %3213 : i64
          %3215 = arith.extui %3208 : i32 to i64
          %3216 = arith.extui %3210 : i32 to i64
          %c32_i64_675 = arith.constant 32 : i64
          %3217 = arith.shli %3216, %c32_i64_675 : i64
          %3218 = arith.ori %3215, %3217 : i64
          %3219 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3214, %1676, %3205, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %3220 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3218, %1676, %3206, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %3221 = arith.mulf %3191, %1687 fastmath<fast> : vector<4xf32>
          %3222 = arith.mulf %3192, %1687 fastmath<fast> : vector<4xf32>
          %3223 = arith.mulf %3219, %1687 fastmath<fast> : vector<4xf32>
          %3224 = arith.mulf %3220, %1687 fastmath<fast> : vector<4xf32>
          %c16_676 = arith.constant 16 : index
          %3225 = arith.remui %25, %c16_676 : index
          %c16_677 = arith.constant 16 : index
          %3226 = arith.divui %25, %c16_677 : index
          %c4_678 = arith.constant 4 : index
          %3227 = arith.muli %3226, %c4_678 : index
          %c36_679 = arith.constant 36 : index
          %3228 = arith.muli %3225, %c36_679 : index
          %3229 = arith.addi %3228, %3227 : index
          %c4_680 = arith.constant 4 : index
          %3230 = arith.muli %3229, %c4_680 : index
          %c8_681 = arith.constant 8 : index
          %3231 = arith.divui %25, %c8_681 : index
          %c8_682 = arith.constant 8 : index
          %3232 = arith.remui %25, %c8_682 : index
          %c4_683 = arith.constant 4 : index
          %3233 = arith.muli %3232, %c4_683 : index
          %c36_684 = arith.constant 36 : index
          %3234 = arith.muli %3231, %c36_684 : index
          %3235 = arith.addi %3234, %3233 : index
          %c4_685 = arith.constant 4 : index
          %3236 = arith.muli %3235, %c4_685 : index
          %c2304_686 = arith.constant 2304 : index
          %3237 = arith.muli %24, %c2304_686 : index
          %3238 = arith.addi %1101, %3237 : index
          %3239 = arith.addi %3238, %3230 : index
          %3240 = arith.index_cast %3239 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_687 = arith.constant 0 : i32
          %3241 = arith.addi %3240, %c0_i32_687 : i32
          %3242 = vector.bitcast %3221 : vector<4xf32> to vector<16xi8>
          %3243 = arith.subi %3241, %5 : i32
          %c0_i32_688 = arith.constant 0 : i32
          %3244 = arith.addi %3243, %c0_i32_688 : i32
          %3245 = fly.make_int_tuple(%3244) : (i32) -> !fly.int_tuple<?>
          %3246 = fly.add_offset(%4, %3245) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3242, %3246) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_689 = arith.constant 64 : i32
          %3247 = arith.addi %3240, %c64_i32_689 : i32
          %3248 = vector.bitcast %3222 : vector<4xf32> to vector<16xi8>
          %3249 = arith.subi %3247, %5 : i32
          %c0_i32_690 = arith.constant 0 : i32
          %3250 = arith.addi %3249, %c0_i32_690 : i32
          %3251 = fly.make_int_tuple(%3250) : (i32) -> !fly.int_tuple<?>
          %3252 = fly.add_offset(%4, %3251) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3248, %3252) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %3253 = arith.addi %3238, %3236 : index
          %3254 = arith.index_cast %3253 : index to i32
          %3255 = arith.subi %3254, %5 : i32
          %c0_i32_691 = arith.constant 0 : i32
          %3256 = arith.addi %3255, %c0_i32_691 : i32
          %3257 = fly.make_int_tuple(%3256) : (i32) -> !fly.int_tuple<?>
          %3258 = fly.add_offset(%4, %3257) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3259 = fly.ptr.load(%3258) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3260 = vector.bitcast %3259 : vector<16xi8> to vector<4xi32>
          %3261 = arith.subi %3254, %5 : i32
          %c1152_i32_692 = arith.constant 1152 : i32
          %3262 = arith.addi %3261, %c1152_i32_692 : i32
          %3263 = fly.make_int_tuple(%3262) : (i32) -> !fly.int_tuple<?>
          %3264 = fly.add_offset(%4, %3263) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3265 = fly.ptr.load(%3264) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3266 = vector.bitcast %3265 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %3267 = arith.addi %1682, %3231 : index
          %c448 = arith.constant 448 : index
          %3268 = arith.addi %3233, %c448 : index
          %c512_693 = arith.constant 512 : index
          %3269 = arith.muli %3267, %c512_693 : index
          %3270 = arith.addi %3269, %3268 : index
          %c4_694 = arith.constant 4 : index
          %3271 = arith.muli %3270, %c4_694 : index
          %3272 = vector.bitcast %3260 : vector<4xi32> to vector<4xi32>
          %3273 = arith.index_cast %3271 : index to i32
          %c0_i32_695 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3272, %20, %3273, %c0_i32_695, 0 : vector<4xi32>
          %c8_696 = arith.constant 8 : index
          %3274 = arith.addi %3267, %c8_696 : index
          %c512_697 = arith.constant 512 : index
          %3275 = arith.muli %3274, %c512_697 : index
          %3276 = arith.addi %3275, %3268 : index
          %c4_698 = arith.constant 4 : index
          %3277 = arith.muli %3276, %c4_698 : index
          %3278 = vector.bitcast %3266 : vector<4xi32> to vector<4xi32>
          %3279 = arith.index_cast %3277 : index to i32
          %c0_i32_699 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3278, %20, %3279, %c0_i32_699, 0 : vector<4xi32>
          %c16_700 = arith.constant 16 : index
          %3280 = arith.remui %25, %c16_700 : index
          %c16_701 = arith.constant 16 : index
          %3281 = arith.divui %25, %c16_701 : index
          %c4_702 = arith.constant 4 : index
          %3282 = arith.muli %3281, %c4_702 : index
          %c36_703 = arith.constant 36 : index
          %3283 = arith.muli %3280, %c36_703 : index
          %3284 = arith.addi %3283, %3282 : index
          %c4_704 = arith.constant 4 : index
          %3285 = arith.muli %3284, %c4_704 : index
          %c8_705 = arith.constant 8 : index
          %3286 = arith.divui %25, %c8_705 : index
          %c8_706 = arith.constant 8 : index
          %3287 = arith.remui %25, %c8_706 : index
          %c4_707 = arith.constant 4 : index
          %3288 = arith.muli %3287, %c4_707 : index
          %c36_708 = arith.constant 36 : index
          %3289 = arith.muli %3286, %c36_708 : index
          %3290 = arith.addi %3289, %3288 : index
          %c4_709 = arith.constant 4 : index
          %3291 = arith.muli %3290, %c4_709 : index
          %c2304_710 = arith.constant 2304 : index
          %3292 = arith.muli %24, %c2304_710 : index
          %3293 = arith.addi %1101, %3292 : index
          %3294 = arith.addi %3293, %3285 : index
          %3295 = arith.index_cast %3294 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_711 = arith.constant 0 : i32
          %3296 = arith.addi %3295, %c0_i32_711 : i32
          %3297 = vector.bitcast %3223 : vector<4xf32> to vector<16xi8>
          %3298 = arith.subi %3296, %5 : i32
          %c0_i32_712 = arith.constant 0 : i32
          %3299 = arith.addi %3298, %c0_i32_712 : i32
          %3300 = fly.make_int_tuple(%3299) : (i32) -> !fly.int_tuple<?>
          %3301 = fly.add_offset(%4, %3300) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3297, %3301) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_713 = arith.constant 64 : i32
          %3302 = arith.addi %3295, %c64_i32_713 : i32
          %3303 = vector.bitcast %3224 : vector<4xf32> to vector<16xi8>
          %3304 = arith.subi %3302, %5 : i32
          %c0_i32_714 = arith.constant 0 : i32
          %3305 = arith.addi %3304, %c0_i32_714 : i32
          %3306 = fly.make_int_tuple(%3305) : (i32) -> !fly.int_tuple<?>
          %3307 = fly.add_offset(%4, %3306) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%3303, %3307) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %3308 = arith.addi %3293, %3291 : index
          %3309 = arith.index_cast %3308 : index to i32
          %3310 = arith.subi %3309, %5 : i32
          %c0_i32_715 = arith.constant 0 : i32
          %3311 = arith.addi %3310, %c0_i32_715 : i32
          %3312 = fly.make_int_tuple(%3311) : (i32) -> !fly.int_tuple<?>
          %3313 = fly.add_offset(%4, %3312) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3314 = fly.ptr.load(%3313) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3315 = vector.bitcast %3314 : vector<16xi8> to vector<4xi32>
          %3316 = arith.subi %3309, %5 : i32
          %c1152_i32_716 = arith.constant 1152 : i32
          %3317 = arith.addi %3316, %c1152_i32_716 : i32
          %3318 = fly.make_int_tuple(%3317) : (i32) -> !fly.int_tuple<?>
          %3319 = fly.add_offset(%4, %3318) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %3320 = fly.ptr.load(%3319) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %3321 = vector.bitcast %3320 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %3322 = arith.addi %1682, %3286 : index
          %c480 = arith.constant 480 : index
          %3323 = arith.addi %3288, %c480 : index
          %c512_717 = arith.constant 512 : index
          %3324 = arith.muli %3322, %c512_717 : index
          %3325 = arith.addi %3324, %3323 : index
          %c4_718 = arith.constant 4 : index
          %3326 = arith.muli %3325, %c4_718 : index
          %3327 = vector.bitcast %3315 : vector<4xi32> to vector<4xi32>
          %3328 = arith.index_cast %3326 : index to i32
          %c0_i32_719 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3327, %20, %3328, %c0_i32_719, 0 : vector<4xi32>
          %c8_720 = arith.constant 8 : index
          %3329 = arith.addi %3322, %c8_720 : index
          %c512_721 = arith.constant 512 : index
          %3330 = arith.muli %3329, %c512_721 : index
          %3331 = arith.addi %3330, %3323 : index
          %c4_722 = arith.constant 4 : index
          %3332 = arith.muli %3331, %c4_722 : index
          %3333 = vector.bitcast %3321 : vector<4xi32> to vector<4xi32>
          %3334 = arith.index_cast %3332 : index to i32
          %c0_i32_723 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %3333, %20, %3334, %c0_i32_723, 0 : vector<4xi32>
          rocdl.s.setprio 0
        } else {
          %387 = rocdl.rcp %386#1 f32 -> f32
          %388 = arith.index_cast %96 : i32 to index
          %c128_i32_143 = arith.constant 128 : i32
          %389 = arith.index_cast %c128_i32_143 : i32 to index
          %390 = arith.muli %388, %389 : index
          %c16_144 = arith.constant 16 : index
          %391 = arith.muli %24, %c16_144 : index
          %392 = arith.addi %390, %391 : index
          %c16_145 = arith.constant 16 : index
          %393 = arith.cmpi slt, %25, %c16_145 : index
          scf.if %393 {
            %2013 = math.log2 %386#1 fastmath<fast> : f32
            %cst_594 = arith.constant 0.693147182 : f32
            %2014 = math.fma %2013, %cst_594, %386#0 fastmath<fast> : f32
            %c16_595 = arith.constant 16 : index
            %2015 = arith.muli %24, %c16_595 : index
            %2016 = arith.addi %25, %2015 : index
            %2017 = arith.index_cast %96 : i32 to index
            %c128_i32_596 = arith.constant 128 : i32
            %2018 = arith.index_cast %c128_i32_596 : i32 to index
            %2019 = arith.muli %2017, %2018 : index
            %2020 = arith.addi %2016, %2019 : index
            %2021 = arith.index_cast %2020 : index to i32
            %c4_i32_597 = arith.constant 4 : i32
            %2022 = arith.muli %2021, %c4_i32_597 : i32
            %c0_i32_598 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %2014, %22, %2022, %c0_i32_598, 0 : f32
          }
          %394 = arith.addi %57, %85 : index
          %395 = arith.index_cast %394 : index to i32
          %396 = vector.broadcast %386#4 : f32 to vector<4xf32>
          %397 = vector.broadcast %387 : f32 to vector<4xf32>
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %398 = arith.extui %395 : i32 to i64
          %399 = llvm.inttoptr %398 : i64 to !llvm.ptr<3>
          %400 = rocdl.ds.read.tr8.b64 %399 : <3> -> vector<2xi32>
          %401 = arith.extui %395 : i32 to i64
          %402 = llvm.inttoptr %401 : i64 to !llvm.ptr<3>
          %403 = llvm.getelementptr %402[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %404 = rocdl.ds.read.tr8.b64 %403 : <3> -> vector<2xi32>
          %405 = arith.extui %395 : i32 to i64
          %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
          %407 = llvm.getelementptr %406[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %408 = rocdl.ds.read.tr8.b64 %407 : <3> -> vector<2xi32>
          %409 = arith.extui %395 : i32 to i64
          %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
          %411 = llvm.getelementptr %410[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %412 = rocdl.ds.read.tr8.b64 %411 : <3> -> vector<2xi32>
          %413 = arith.extui %395 : i32 to i64
          %414 = llvm.inttoptr %413 : i64 to !llvm.ptr<3>
          %415 = llvm.getelementptr %414[1056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %416 = rocdl.ds.read.tr8.b64 %415 : <3> -> vector<2xi32>
          %417 = arith.extui %395 : i32 to i64
          %418 = llvm.inttoptr %417 : i64 to !llvm.ptr<3>
          %419 = llvm.getelementptr %418[1184] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %420 = rocdl.ds.read.tr8.b64 %419 : <3> -> vector<2xi32>
          %421 = arith.extui %395 : i32 to i64
          %422 = llvm.inttoptr %421 : i64 to !llvm.ptr<3>
          %423 = llvm.getelementptr %422[3168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %424 = rocdl.ds.read.tr8.b64 %423 : <3> -> vector<2xi32>
          %425 = arith.extui %395 : i32 to i64
          %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
          %427 = llvm.getelementptr %426[3296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %428 = rocdl.ds.read.tr8.b64 %427 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %429 = vector.extract %400[0] : i32 from vector<2xi32>
          %430 = vector.extract %400[1] : i32 from vector<2xi32>
          %431 = vector.extract %404[0] : i32 from vector<2xi32>
          %432 = vector.extract %404[1] : i32 from vector<2xi32>
          %433 = arith.extui %429 : i32 to i64
          %434 = arith.extui %431 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %435 = arith.shli %434, %c32_i64 : i64
          %436 = arith.ori %433, %435 : i64
          %437 = arith.extui %430 : i32 to i64
          %438 = arith.extui %432 : i32 to i64
          %c32_i64_146 = arith.constant 32 : i64
          %439 = arith.shli %438, %c32_i64_146 : i64
          %440 = arith.ori %437, %439 : i64
          %441 = rocdl.mfma.f32.16x16x32.fp8.fp8 %436, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %442 = rocdl.mfma.f32.16x16x32.fp8.fp8 %440, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %443 = vector.extract %408[0] : i32 from vector<2xi32>
          %444 = vector.extract %408[1] : i32 from vector<2xi32>
          %445 = vector.extract %412[0] : i32 from vector<2xi32>
          %446 = vector.extract %412[1] : i32 from vector<2xi32>
          %447 = arith.extui %443 : i32 to i64
          %448 = arith.extui %445 : i32 to i64
          %c32_i64_147 = arith.constant 32 : i64
          %449 = arith.shli %448, %c32_i64_147 : i64
          %450 = arith.ori %447, %449 : i64
          %451 = arith.extui %444 : i32 to i64
          %452 = arith.extui %446 : i32 to i64
          %c32_i64_148 = arith.constant 32 : i64
          %453 = arith.shli %452, %c32_i64_148 : i64
          %454 = arith.ori %451, %453 : i64
          %455 = rocdl.mfma.f32.16x16x32.fp8.fp8 %450, %386#3, %441, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %456 = rocdl.mfma.f32.16x16x32.fp8.fp8 %454, %386#3, %442, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %457 = vector.extract %416[0] : i32 from vector<2xi32>
          %458 = vector.extract %416[1] : i32 from vector<2xi32>
          %459 = vector.extract %420[0] : i32 from vector<2xi32>
          %460 = vector.extract %420[1] : i32 from vector<2xi32>
          %461 = arith.extui %457 : i32 to i64
          %462 = arith.extui %459 : i32 to i64
          %c32_i64_149 = arith.constant 32 : i64
          %463 = arith.shli %462, %c32_i64_149 : i64
          %464 = arith.ori %461, %463 : i64
          %465 = arith.extui %458 : i32 to i64
          %466 = arith.extui %460 : i32 to i64
          %c32_i64_150 = arith.constant 32 : i64
          %467 = arith.shli %466, %c32_i64_150 : i64
          %468 = arith.ori %465, %467 : i64
          %469 = rocdl.mfma.f32.16x16x32.fp8.fp8 %464, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %470 = rocdl.mfma.f32.16x16x32.fp8.fp8 %468, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %471 = vector.extract %424[0] : i32 from vector<2xi32>
          %472 = vector.extract %424[1] : i32 from vector<2xi32>
          %473 = vector.extract %428[0] : i32 from vector<2xi32>
          %474 = vector.extract %428[1] : i32 from vector<2xi32>
          %475 = arith.extui %471 : i32 to i64
          %476 = arith.extui %473 : i32 to i64
          %c32_i64_151 = arith.constant 32 : i64
          %477 = arith.shli %476, %c32_i64_151 : i64
          %478 = arith.ori %475, %477 : i64
          %479 = arith.extui %472 : i32 to i64
          %480 = arith.extui %474 : i32 to i64
          %c32_i64_152 = arith.constant 32 : i64
          %481 = arith.shli %480, %c32_i64_152 : i64
          %482 = arith.ori %479, %481 : i64
          %483 = rocdl.mfma.f32.16x16x32.fp8.fp8 %478, %386#3, %469, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %484 = rocdl.mfma.f32.16x16x32.fp8.fp8 %482, %386#3, %470, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %485 = arith.mulf %455, %397 fastmath<fast> : vector<4xf32>
          %486 = arith.mulf %456, %397 fastmath<fast> : vector<4xf32>
          %487 = arith.mulf %483, %397 fastmath<fast> : vector<4xf32>
          %488 = arith.mulf %484, %397 fastmath<fast> : vector<4xf32>
          %c16_153 = arith.constant 16 : index
          %489 = arith.remui %25, %c16_153 : index
          %c16_154 = arith.constant 16 : index
          %490 = arith.divui %25, %c16_154 : index
          %c4_155 = arith.constant 4 : index
          %491 = arith.muli %490, %c4_155 : index
          %c36 = arith.constant 36 : index
          %492 = arith.muli %489, %c36 : index
          %493 = arith.addi %492, %491 : index
          %c4_156 = arith.constant 4 : index
          %494 = arith.muli %493, %c4_156 : index
          %c8_157 = arith.constant 8 : index
          %495 = arith.divui %25, %c8_157 : index
          %c8_158 = arith.constant 8 : index
          %496 = arith.remui %25, %c8_158 : index
          %c4_159 = arith.constant 4 : index
          %497 = arith.muli %496, %c4_159 : index
          %c36_160 = arith.constant 36 : index
          %498 = arith.muli %495, %c36_160 : index
          %499 = arith.addi %498, %497 : index
          %c4_161 = arith.constant 4 : index
          %500 = arith.muli %499, %c4_161 : index
          %c2304 = arith.constant 2304 : index
          %501 = arith.muli %24, %c2304 : index
          %502 = arith.addi %58, %501 : index
          %503 = arith.addi %502, %494 : index
          %504 = arith.index_cast %503 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_162 = arith.constant 0 : i32
          %505 = arith.addi %504, %c0_i32_162 : i32
          %506 = vector.bitcast %485 : vector<4xf32> to vector<16xi8>
          %507 = arith.subi %505, %5 : i32
          %c0_i32_163 = arith.constant 0 : i32
          %508 = arith.addi %507, %c0_i32_163 : i32
          %509 = fly.make_int_tuple(%508) : (i32) -> !fly.int_tuple<?>
          %510 = fly.add_offset(%4, %509) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%506, %510) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_164 = arith.constant 64 : i32
          %511 = arith.addi %504, %c64_i32_164 : i32
          %512 = vector.bitcast %486 : vector<4xf32> to vector<16xi8>
          %513 = arith.subi %511, %5 : i32
          %c0_i32_165 = arith.constant 0 : i32
          %514 = arith.addi %513, %c0_i32_165 : i32
          %515 = fly.make_int_tuple(%514) : (i32) -> !fly.int_tuple<?>
          %516 = fly.add_offset(%4, %515) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%512, %516) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %517 = arith.addi %502, %500 : index
          %518 = arith.index_cast %517 : index to i32
          %519 = arith.subi %518, %5 : i32
          %c0_i32_166 = arith.constant 0 : i32
          %520 = arith.addi %519, %c0_i32_166 : i32
          %521 = fly.make_int_tuple(%520) : (i32) -> !fly.int_tuple<?>
          %522 = fly.add_offset(%4, %521) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %523 = fly.ptr.load(%522) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %524 = vector.bitcast %523 : vector<16xi8> to vector<4xi32>
          %525 = arith.subi %518, %5 : i32
          %c1152_i32 = arith.constant 1152 : i32
          %526 = arith.addi %525, %c1152_i32 : i32
          %527 = fly.make_int_tuple(%526) : (i32) -> !fly.int_tuple<?>
          %528 = fly.add_offset(%4, %527) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %529 = fly.ptr.load(%528) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %530 = vector.bitcast %529 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %531 = arith.addi %392, %495 : index
          %c0_167 = arith.constant 0 : index
          %532 = arith.addi %497, %c0_167 : index
          %c512 = arith.constant 512 : index
          %533 = arith.muli %531, %c512 : index
          %534 = arith.addi %533, %532 : index
          %c4_168 = arith.constant 4 : index
          %535 = arith.muli %534, %c4_168 : index
          %536 = vector.bitcast %524 : vector<4xi32> to vector<4xi32>
          %537 = arith.index_cast %535 : index to i32
          %c0_i32_169 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %536, %20, %537, %c0_i32_169, 0 : vector<4xi32>
          %c8_170 = arith.constant 8 : index
          %538 = arith.addi %531, %c8_170 : index
          %c512_171 = arith.constant 512 : index
          %539 = arith.muli %538, %c512_171 : index
          %540 = arith.addi %539, %532 : index
          %c4_172 = arith.constant 4 : index
          %541 = arith.muli %540, %c4_172 : index
          %542 = vector.bitcast %530 : vector<4xi32> to vector<4xi32>
          %543 = arith.index_cast %541 : index to i32
          %c0_i32_173 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %542, %20, %543, %c0_i32_173, 0 : vector<4xi32>
          %c16_174 = arith.constant 16 : index
          %544 = arith.remui %25, %c16_174 : index
          %c16_175 = arith.constant 16 : index
          %545 = arith.divui %25, %c16_175 : index
          %c4_176 = arith.constant 4 : index
          %546 = arith.muli %545, %c4_176 : index
          %c36_177 = arith.constant 36 : index
          %547 = arith.muli %544, %c36_177 : index
          %548 = arith.addi %547, %546 : index
          %c4_178 = arith.constant 4 : index
          %549 = arith.muli %548, %c4_178 : index
          %c8_179 = arith.constant 8 : index
          %550 = arith.divui %25, %c8_179 : index
          %c8_180 = arith.constant 8 : index
          %551 = arith.remui %25, %c8_180 : index
          %c4_181 = arith.constant 4 : index
          %552 = arith.muli %551, %c4_181 : index
          %c36_182 = arith.constant 36 : index
          %553 = arith.muli %550, %c36_182 : index
          %554 = arith.addi %553, %552 : index
          %c4_183 = arith.constant 4 : index
          %555 = arith.muli %554, %c4_183 : index
          %c2304_184 = arith.constant 2304 : index
          %556 = arith.muli %24, %c2304_184 : index
          %557 = arith.addi %58, %556 : index
          %558 = arith.addi %557, %549 : index
          %559 = arith.index_cast %558 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_185 = arith.constant 0 : i32
          %560 = arith.addi %559, %c0_i32_185 : i32
          %561 = vector.bitcast %487 : vector<4xf32> to vector<16xi8>
          %562 = arith.subi %560, %5 : i32
          %c0_i32_186 = arith.constant 0 : i32
          %563 = arith.addi %562, %c0_i32_186 : i32
          %564 = fly.make_int_tuple(%563) : (i32) -> !fly.int_tuple<?>
          %565 = fly.add_offset(%4, %564) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%561, %565) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_187 = arith.constant 64 : i32
          %566 = arith.addi %559, %c64_i32_187 : i32
          %567 = vector.bitcast %488 : vector<4xf32> to vector<16xi8>
          %568 = arith.subi %566, %5 : i32
          %c0_i32_188 = arith.constant 0 : i32
          %569 = arith.addi %568, %c0_i32_188 : i32
          %570 = fly.make_int_tuple(%569) : (i32) -> !fly.int_tuple<?>
          %571 = fly.add_offset(%4, %570) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%567, %571) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %572 = arith.addi %557, %555 : index
          %573 = arith.index_cast %572 : index to i32
          %574 = arith.subi %573, %5 : i32
          %c0_i32_189 = arith.constant 0 : i32
          %575 = arith.addi %574, %c0_i32_189 : i32
          %576 = fly.make_int_tuple(%575) : (i32) -> !fly.int_tuple<?>
          %577 = fly.add_offset(%4, %576) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %578 = fly.ptr.load(%577) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %579 = vector.bitcast %578 : vector<16xi8> to vector<4xi32>
          %580 = arith.subi %573, %5 : i32
          %c1152_i32_190 = arith.constant 1152 : i32
          %581 = arith.addi %580, %c1152_i32_190 : i32
          %582 = fly.make_int_tuple(%581) : (i32) -> !fly.int_tuple<?>
          %583 = fly.add_offset(%4, %582) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %584 = fly.ptr.load(%583) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %585 = vector.bitcast %584 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %586 = arith.addi %392, %550 : index
          %c32_191 = arith.constant 32 : index
          %587 = arith.addi %552, %c32_191 : index
          %c512_192 = arith.constant 512 : index
          %588 = arith.muli %586, %c512_192 : index
          %589 = arith.addi %588, %587 : index
          %c4_193 = arith.constant 4 : index
          %590 = arith.muli %589, %c4_193 : index
          %591 = vector.bitcast %579 : vector<4xi32> to vector<4xi32>
          %592 = arith.index_cast %590 : index to i32
          %c0_i32_194 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %591, %20, %592, %c0_i32_194, 0 : vector<4xi32>
          %c8_195 = arith.constant 8 : index
          %593 = arith.addi %586, %c8_195 : index
          %c512_196 = arith.constant 512 : index
          %594 = arith.muli %593, %c512_196 : index
          %595 = arith.addi %594, %587 : index
          %c4_197 = arith.constant 4 : index
          %596 = arith.muli %595, %c4_197 : index
          %597 = vector.bitcast %585 : vector<4xi32> to vector<4xi32>
          %598 = arith.index_cast %596 : index to i32
          %c0_i32_198 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %597, %20, %598, %c0_i32_198, 0 : vector<4xi32>
          %599 = arith.extui %395 : i32 to i64
          %600 = llvm.inttoptr %599 : i64 to !llvm.ptr<3>
          %601 = llvm.getelementptr %600[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %602 = rocdl.ds.read.tr8.b64 %601 : <3> -> vector<2xi32>
          %603 = arith.extui %395 : i32 to i64
          %604 = llvm.inttoptr %603 : i64 to !llvm.ptr<3>
          %605 = llvm.getelementptr %604[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %606 = rocdl.ds.read.tr8.b64 %605 : <3> -> vector<2xi32>
          %607 = arith.extui %395 : i32 to i64
          %608 = llvm.inttoptr %607 : i64 to !llvm.ptr<3>
          %609 = llvm.getelementptr %608[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %610 = rocdl.ds.read.tr8.b64 %609 : <3> -> vector<2xi32>
          %611 = arith.extui %395 : i32 to i64
          %612 = llvm.inttoptr %611 : i64 to !llvm.ptr<3>
          %613 = llvm.getelementptr %612[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %614 = rocdl.ds.read.tr8.b64 %613 : <3> -> vector<2xi32>
          %615 = arith.extui %395 : i32 to i64
          %616 = llvm.inttoptr %615 : i64 to !llvm.ptr<3>
          %617 = llvm.getelementptr %616[5280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %618 = rocdl.ds.read.tr8.b64 %617 : <3> -> vector<2xi32>
          %619 = arith.extui %395 : i32 to i64
          %620 = llvm.inttoptr %619 : i64 to !llvm.ptr<3>
          %621 = llvm.getelementptr %620[5408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %622 = rocdl.ds.read.tr8.b64 %621 : <3> -> vector<2xi32>
          %623 = arith.extui %395 : i32 to i64
          %624 = llvm.inttoptr %623 : i64 to !llvm.ptr<3>
          %625 = llvm.getelementptr %624[7392] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %626 = rocdl.ds.read.tr8.b64 %625 : <3> -> vector<2xi32>
          %627 = arith.extui %395 : i32 to i64
          %628 = llvm.inttoptr %627 : i64 to !llvm.ptr<3>
          %629 = llvm.getelementptr %628[7520] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %630 = rocdl.ds.read.tr8.b64 %629 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %631 = vector.extract %602[0] : i32 from vector<2xi32>
          %632 = vector.extract %602[1] : i32 from vector<2xi32>
          %633 = vector.extract %606[0] : i32 from vector<2xi32>
          %634 = vector.extract %606[1] : i32 from vector<2xi32>
          %635 = arith.extui %631 : i32 to i64
          %636 = arith.extui %633 : i32 to i64
          %c32_i64_199 = arith.constant 32 : i64
          %637 = arith.shli %636, %c32_i64_199 : i64
          %638 = arith.ori %635, %637 : i64
          %639 = arith.extui %632 : i32 to i64
          %640 = arith.extui %634 : i32 to i64
          %c32_i64_200 = arith.constant 32 : i64
          %641 = arith.shli %640, %c32_i64_200 : i64
          %642 = arith.ori %639, %641 : i64
          %643 = rocdl.mfma.f32.16x16x32.fp8.fp8 %638, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %644 = rocdl.mfma.f32.16x16x32.fp8.fp8 %642, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %645 = vector.extract %610[0] : i32 from vector<2xi32>
          %646 = vector.extract %610[1] : i32 from vector<2xi32>
          %647 = vector.extract %614[0] : i32 from vector<2xi32>
          %648 = vector.extract %614[1] : i32 from vector<2xi32>
          %649 = arith.extui %645 : i32 to i64
          %650 = arith.extui %647 : i32 to i64
          %c32_i64_201 = arith.constant 32 : i64
          %651 = arith.shli %650, %c32_i64_201 : i64
          %652 = arith.ori %649, %651 : i64
          %653 = arith.extui %646 : i32 to i64
          %654 = arith.extui %648 : i32 to i64
          %c32_i64_202 = arith.constant 32 : i64
          %655 = arith.shli %654, %c32_i64_202 : i64
          %656 = arith.ori %653, %655 : i64
          %657 = rocdl.mfma.f32.16x16x32.fp8.fp8 %652, %386#3, %643, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %658 = rocdl.mfma.f32.16x16x32.fp8.fp8 %656, %386#3, %644, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %659 = vector.extract %618[0] : i32 from vector<2xi32>
          %660 = vector.extract %618[1] : i32 from vector<2xi32>
          %661 = vector.extract %622[0] : i32 from vector<2xi32>
          %662 = vector.extract %622[1] : i32 from vector<2xi32>
          %663 = arith.extui %659 : i32 to i64
          %664 = arith.extui %661 : i32 to i64
          %c32_i64_203 = arith.constant 32 : i64
          %665 = arith.shli %664, %c32_i64_203 : i64
          %666 = arith.ori %663, %665 : i64
          %667 = arith.extui %660 : i32 to i64
          %668 = arith.extui %662 : i32 to i64
          %c32_i64_204 = arith.constant 32 : i64
          %669 = arith.shli %668, %c32_i64_204 : i64
          %670 = arith.ori %667, %669 : i64
          %671 = rocdl.mfma.f32.16x16x32.fp8.fp8 %666, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %672 = rocdl.mfma.f32.16x16x32.fp8.fp8 %670, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %673 = vector.extract %626[0] : i32 from vector<2xi32>
          %674 = vector.extract %626[1] : i32 from vector<2xi32>
          %675 = vector.extract %630[0] : i32 from vector<2xi32>
          %676 = vector.extract %630[1] : i32 from vector<2xi32>
          %677 = arith.extui %673 : i32 to i64
          %678 = arith.extui %675 : i32 to i64
          %c32_i64_205 = arith.constant 32 : i64
          %679 = arith.shli %678, %c32_i64_205 : i64
          %680 = arith.ori %677, %679 : i64
          %681 = arith.extui %674 : i32 to i64
          %682 = arith.extui %676 : i32 to i64
          %c32_i64_206 = arith.constant 32 : i64
          %683 = arith.shli %682, %c32_i64_206 : i64
          %684 = arith.ori %681, %683 : i64
          %685 = rocdl.mfma.f32.16x16x32.fp8.fp8 %680, %386#3, %671, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %686 = rocdl.mfma.f32.16x16x32.fp8.fp8 %684, %386#3, %672, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %687 = arith.mulf %657, %397 fastmath<fast> : vector<4xf32>
          %688 = arith.mulf %658, %397 fastmath<fast> : vector<4xf32>
          %689 = arith.mulf %685, %397 fastmath<fast> : vector<4xf32>
          %690 = arith.mulf %686, %397 fastmath<fast> : vector<4xf32>
          %c16_207 = arith.constant 16 : index
          %691 = arith.remui %25, %c16_207 : index
          %c16_208 = arith.constant 16 : index
          %692 = arith.divui %25, %c16_208 : index
          %c4_209 = arith.constant 4 : index
          %693 = arith.muli %692, %c4_209 : index
          %c36_210 = arith.constant 36 : index
          %694 = arith.muli %691, %c36_210 : index
          %695 = arith.addi %694, %693 : index
          %c4_211 = arith.constant 4 : index
          %696 = arith.muli %695, %c4_211 : index
          %c8_212 = arith.constant 8 : index
          %697 = arith.divui %25, %c8_212 : index
          %c8_213 = arith.constant 8 : index
          %698 = arith.remui %25, %c8_213 : index
          %c4_214 = arith.constant 4 : index
          %699 = arith.muli %698, %c4_214 : index
          %c36_215 = arith.constant 36 : index
          %700 = arith.muli %697, %c36_215 : index
          %701 = arith.addi %700, %699 : index
          %c4_216 = arith.constant 4 : index
          %702 = arith.muli %701, %c4_216 : index
          %c2304_217 = arith.constant 2304 : index
          %703 = arith.muli %24, %c2304_217 : index
          %704 = arith.addi %58, %703 : index
          %705 = arith.addi %704, %696 : index
          %706 = arith.index_cast %705 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_218 = arith.constant 0 : i32
          %707 = arith.addi %706, %c0_i32_218 : i32
          %708 = vector.bitcast %687 : vector<4xf32> to vector<16xi8>
          %709 = arith.subi %707, %5 : i32
          %c0_i32_219 = arith.constant 0 : i32
          %710 = arith.addi %709, %c0_i32_219 : i32
          %711 = fly.make_int_tuple(%710) : (i32) -> !fly.int_tuple<?>
          %712 = fly.add_offset(%4, %711) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%708, %712) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_220 = arith.constant 64 : i32
          %713 = arith.addi %706, %c64_i32_220 : i32
          %714 = vector.bitcast %688 : vector<4xf32> to vector<16xi8>
          %715 = arith.subi %713, %5 : i32
          %c0_i32_221 = arith.constant 0 : i32
          %716 = arith.addi %715, %c0_i32_221 : i32
          %717 = fly.make_int_tuple(%716) : (i32) -> !fly.int_tuple<?>
          %718 = fly.add_offset(%4, %717) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%714, %718) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %719 = arith.addi %704, %702 : index
          %720 = arith.index_cast %719 : index to i32
          %721 = arith.subi %720, %5 : i32
          %c0_i32_222 = arith.constant 0 : i32
          %722 = arith.addi %721, %c0_i32_222 : i32
          %723 = fly.make_int_tuple(%722) : (i32) -> !fly.int_tuple<?>
          %724 = fly.add_offset(%4, %723) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %725 = fly.ptr.load(%724) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %726 = vector.bitcast %725 : vector<16xi8> to vector<4xi32>
          %727 = arith.subi %720, %5 : i32
          %c1152_i32_223 = arith.constant 1152 : i32
          %728 = arith.addi %727, %c1152_i32_223 : i32
          %729 = fly.make_int_tuple(%728) : (i32) -> !fly.int_tuple<?>
          %730 = fly.add_offset(%4, %729) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %731 = fly.ptr.load(%730) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %732 = vector.bitcast %731 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %733 = arith.addi %392, %697 : index
          %c64_224 = arith.constant 64 : index
          %734 = arith.addi %699, %c64_224 : index
          %c512_225 = arith.constant 512 : index
          %735 = arith.muli %733, %c512_225 : index
          %736 = arith.addi %735, %734 : index
          %c4_226 = arith.constant 4 : index
          %737 = arith.muli %736, %c4_226 : index
          %738 = vector.bitcast %726 : vector<4xi32> to vector<4xi32>
          %739 = arith.index_cast %737 : index to i32
          %c0_i32_227 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %738, %20, %739, %c0_i32_227, 0 : vector<4xi32>
          %c8_228 = arith.constant 8 : index
          %740 = arith.addi %733, %c8_228 : index
          %c512_229 = arith.constant 512 : index
          %741 = arith.muli %740, %c512_229 : index
          %742 = arith.addi %741, %734 : index
          %c4_230 = arith.constant 4 : index
          %743 = arith.muli %742, %c4_230 : index
          %744 = vector.bitcast %732 : vector<4xi32> to vector<4xi32>
          %745 = arith.index_cast %743 : index to i32
          %c0_i32_231 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %744, %20, %745, %c0_i32_231, 0 : vector<4xi32>
          %c16_232 = arith.constant 16 : index
          %746 = arith.remui %25, %c16_232 : index
          %c16_233 = arith.constant 16 : index
          %747 = arith.divui %25, %c16_233 : index
          %c4_234 = arith.constant 4 : index
          %748 = arith.muli %747, %c4_234 : index
          %c36_235 = arith.constant 36 : index
          %749 = arith.muli %746, %c36_235 : index
          %750 = arith.addi %749, %748 : index
          %c4_236 = arith.constant 4 : index
          %751 = arith.muli %750, %c4_236 : index
          %c8_237 = arith.constant 8 : index
          %752 = arith.divui %25, %c8_237 : index
          %c8_238 = arith.constant 8 : index
          %753 = arith.remui %25, %c8_238 : index
          %c4_239 = arith.constant 4 : index
          %754 = arith.muli %753, %c4_239 : index
          %c36_240 = arith.constant 36 : index
          %755 = arith.muli %752, %c36_240 : index
          %756 = arith.addi %755, %754 : index
          %c4_241 = arith.constant 4 : index
          %757 = arith.muli %756, %c4_241 : index
          %c2304_242 = arith.constant 2304 : index
          %758 = arith.muli %24, %c2304_242 : index
          %759 = arith.addi %58, %758 : index
          %760 = arith.addi %759, %751 : index
          %761 = arith.index_cast %760 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_243 = arith.constant 0 : i32
          %762 = arith.addi %761, %c0_i32_243 : i32
          %763 = vector.bitcast %689 : vector<4xf32> to vector<16xi8>
          %764 = arith.subi %762, %5 : i32
          %c0_i32_244 = arith.constant 0 : i32
          %765 = arith.addi %764, %c0_i32_244 : i32
          %766 = fly.make_int_tuple(%765) : (i32) -> !fly.int_tuple<?>
          %767 = fly.add_offset(%4, %766) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%763, %767) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_245 = arith.constant 64 : i32
          %768 = arith.addi %761, %c64_i32_245 : i32
          %769 = vector.bitcast %690 : vector<4xf32> to vector<16xi8>
          %770 = arith.subi %768, %5 : i32
          %c0_i32_246 = arith.constant 0 : i32
          %771 = arith.addi %770, %c0_i32_246 : i32
          %772 = fly.make_int_tuple(%771) : (i32) -> !fly.int_tuple<?>
          %773 = fly.add_offset(%4, %772) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%769, %773) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %774 = arith.addi %759, %757 : index
          %775 = arith.index_cast %774 : index to i32
          %776 = arith.subi %775, %5 : i32
          %c0_i32_247 = arith.constant 0 : i32
          %777 = arith.addi %776, %c0_i32_247 : i32
          %778 = fly.make_int_tuple(%777) : (i32) -> !fly.int_tuple<?>
          %779 = fly.add_offset(%4, %778) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %780 = fly.ptr.load(%779) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %781 = vector.bitcast %780 : vector<16xi8> to vector<4xi32>
          %782 = arith.subi %775, %5 : i32
          %c1152_i32_248 = arith.constant 1152 : i32
          %783 = arith.addi %782, %c1152_i32_248 : i32
          %784 = fly.make_int_tuple(%783) : (i32) -> !fly.int_tuple<?>
          %785 = fly.add_offset(%4, %784) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %786 = fly.ptr.load(%785) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %787 = vector.bitcast %786 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %788 = arith.addi %392, %752 : index
          %c96_249 = arith.constant 96 : index
          %789 = arith.addi %754, %c96_249 : index
          %c512_250 = arith.constant 512 : index
          %790 = arith.muli %788, %c512_250 : index
          %791 = arith.addi %790, %789 : index
          %c4_251 = arith.constant 4 : index
          %792 = arith.muli %791, %c4_251 : index
          %793 = vector.bitcast %781 : vector<4xi32> to vector<4xi32>
          %794 = arith.index_cast %792 : index to i32
          %c0_i32_252 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %793, %20, %794, %c0_i32_252, 0 : vector<4xi32>
          %c8_253 = arith.constant 8 : index
          %795 = arith.addi %788, %c8_253 : index
          %c512_254 = arith.constant 512 : index
          %796 = arith.muli %795, %c512_254 : index
          %797 = arith.addi %796, %789 : index
          %c4_255 = arith.constant 4 : index
          %798 = arith.muli %797, %c4_255 : index
          %799 = vector.bitcast %787 : vector<4xi32> to vector<4xi32>
          %800 = arith.index_cast %798 : index to i32
          %c0_i32_256 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %799, %20, %800, %c0_i32_256, 0 : vector<4xi32>
          %801 = arith.extui %395 : i32 to i64
          %802 = llvm.inttoptr %801 : i64 to !llvm.ptr<3>
          %803 = llvm.getelementptr %802[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %804 = rocdl.ds.read.tr8.b64 %803 : <3> -> vector<2xi32>
          %805 = arith.extui %395 : i32 to i64
          %806 = llvm.inttoptr %805 : i64 to !llvm.ptr<3>
          %807 = llvm.getelementptr %806[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %808 = rocdl.ds.read.tr8.b64 %807 : <3> -> vector<2xi32>
          %809 = arith.extui %395 : i32 to i64
          %810 = llvm.inttoptr %809 : i64 to !llvm.ptr<3>
          %811 = llvm.getelementptr %810[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %812 = rocdl.ds.read.tr8.b64 %811 : <3> -> vector<2xi32>
          %813 = arith.extui %395 : i32 to i64
          %814 = llvm.inttoptr %813 : i64 to !llvm.ptr<3>
          %815 = llvm.getelementptr %814[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %816 = rocdl.ds.read.tr8.b64 %815 : <3> -> vector<2xi32>
          %817 = arith.extui %395 : i32 to i64
          %818 = llvm.inttoptr %817 : i64 to !llvm.ptr<3>
          %819 = llvm.getelementptr %818[9504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %820 = rocdl.ds.read.tr8.b64 %819 : <3> -> vector<2xi32>
          %821 = arith.extui %395 : i32 to i64
          %822 = llvm.inttoptr %821 : i64 to !llvm.ptr<3>
          %823 = llvm.getelementptr %822[9632] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %824 = rocdl.ds.read.tr8.b64 %823 : <3> -> vector<2xi32>
          %825 = arith.extui %395 : i32 to i64
          %826 = llvm.inttoptr %825 : i64 to !llvm.ptr<3>
          %827 = llvm.getelementptr %826[11616] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %828 = rocdl.ds.read.tr8.b64 %827 : <3> -> vector<2xi32>
          %829 = arith.extui %395 : i32 to i64
          %830 = llvm.inttoptr %829 : i64 to !llvm.ptr<3>
          %831 = llvm.getelementptr %830[11744] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %832 = rocdl.ds.read.tr8.b64 %831 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %833 = vector.extract %804[0] : i32 from vector<2xi32>
          %834 = vector.extract %804[1] : i32 from vector<2xi32>
          %835 = vector.extract %808[0] : i32 from vector<2xi32>
          %836 = vector.extract %808[1] : i32 from vector<2xi32>
          %837 = arith.extui %833 : i32 to i64
          %838 = arith.extui %835 : i32 to i64
          %c32_i64_257 = arith.constant 32 : i64
          %839 = arith.shli %838, %c32_i64_257 : i64
          %840 = arith.ori %837, %839 : i64
          %841 = arith.extui %834 : i32 to i64
          %842 = arith.extui %836 : i32 to i64
          %c32_i64_258 = arith.constant 32 : i64
          %843 = arith.shli %842, %c32_i64_258 : i64
          %844 = arith.ori %841, %843 : i64
          %845 = rocdl.mfma.f32.16x16x32.fp8.fp8 %840, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %846 = rocdl.mfma.f32.16x16x32.fp8.fp8 %844, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %847 = vector.extract %812[0] : i32 from vector<2xi32>
          %848 = vector.extract %812[1] : i32 from vector<2xi32>
          %849 = vector.extract %816[0] : i32 from vector<2xi32>
          %850 = vector.extract %816[1] : i32 from vector<2xi32>
          %851 = arith.extui %847 : i32 to i64
          %852 = arith.extui %849 : i32 to i64
          %c32_i64_259 = arith.constant 32 : i64
          %853 = arith.shli %852, %c32_i64_259 : i64
          %854 = arith.ori %851, %853 : i64
          %855 = arith.extui %848 : i32 to i64
          %856 = arith.extui %850 : i32 to i64
          %c32_i64_260 = arith.constant 32 : i64
          %857 = arith.shli %856, %c32_i64_260 : i64
          %858 = arith.ori %855, %857 : i64
          %859 = rocdl.mfma.f32.16x16x32.fp8.fp8 %854, %386#3, %845, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %860 = rocdl.mfma.f32.16x16x32.fp8.fp8 %858, %386#3, %846, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %861 = vector.extract %820[0] : i32 from vector<2xi32>
          %862 = vector.extract %820[1] : i32 from vector<2xi32>
          %863 = vector.extract %824[0] : i32 from vector<2xi32>
          %864 = vector.extract %824[1] : i32 from vector<2xi32>
          %865 = arith.extui %861 : i32 to i64
          %866 = arith.extui %863 : i32 to i64
          %c32_i64_261 = arith.constant 32 : i64
          %867 = arith.shli %866, %c32_i64_261 : i64
          %868 = arith.ori %865, %867 : i64
          %869 = arith.extui %862 : i32 to i64
          %870 = arith.extui %864 : i32 to i64
          %c32_i64_262 = arith.constant 32 : i64
          %871 = arith.shli %870, %c32_i64_262 : i64
          %872 = arith.ori %869, %871 : i64
          %873 = rocdl.mfma.f32.16x16x32.fp8.fp8 %868, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %874 = rocdl.mfma.f32.16x16x32.fp8.fp8 %872, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %875 = vector.extract %828[0] : i32 from vector<2xi32>
          %876 = vector.extract %828[1] : i32 from vector<2xi32>
          %877 = vector.extract %832[0] : i32 from vector<2xi32>
          %878 = vector.extract %832[1] : i32 from vector<2xi32>
          %879 = arith.extui %875 : i32 to i64
          %880 = arith.extui %877 : i32 to i64
          %c32_i64_263 = arith.constant 32 : i64
          %881 = arith.shli %880, %c32_i64_263 : i64
          %882 = arith.ori %879, %881 : i64
          %883 = arith.extui %876 : i32 to i64
          %884 = arith.extui %878 : i32 to i64
          %c32_i64_264 = arith.constant 32 : i64
          %885 = arith.shli %884, %c32_i64_264 : i64
          %886 = arith.ori %883, %885 : i64
          %887 = rocdl.mfma.f32.16x16x32.fp8.fp8 %882, %386#3, %873, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %888 = rocdl.mfma.f32.16x16x32.fp8.fp8 %886, %386#3, %874, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %889 = arith.mulf %859, %397 fastmath<fast> : vector<4xf32>
          %890 = arith.mulf %860, %397 fastmath<fast> : vector<4xf32>
          %891 = arith.mulf %887, %397 fastmath<fast> : vector<4xf32>
          %892 = arith.mulf %888, %397 fastmath<fast> : vector<4xf32>
          %c16_265 = arith.constant 16 : index
          %893 = arith.remui %25, %c16_265 : index
          %c16_266 = arith.constant 16 : index
          %894 = arith.divui %25, %c16_266 : index
          %c4_267 = arith.constant 4 : index
          %895 = arith.muli %894, %c4_267 : index
          %c36_268 = arith.constant 36 : index
          %896 = arith.muli %893, %c36_268 : index
          %897 = arith.addi %896, %895 : index
          %c4_269 = arith.constant 4 : index
          %898 = arith.muli %897, %c4_269 : index
          %c8_270 = arith.constant 8 : index
          %899 = arith.divui %25, %c8_270 : index
          %c8_271 = arith.constant 8 : index
          %900 = arith.remui %25, %c8_271 : index
          %c4_272 = arith.constant 4 : index
          %901 = arith.muli %900, %c4_272 : index
          %c36_273 = arith.constant 36 : index
          %902 = arith.muli %899, %c36_273 : index
          %903 = arith.addi %902, %901 : index
          %c4_274 = arith.constant 4 : index
          %904 = arith.muli %903, %c4_274 : index
          %c2304_275 = arith.constant 2304 : index
          %905 = arith.muli %24, %c2304_275 : index
          %906 = arith.addi %58, %905 : index
          %907 = arith.addi %906, %898 : index
          %908 = arith.index_cast %907 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_276 = arith.constant 0 : i32
          %909 = arith.addi %908, %c0_i32_276 : i32
          %910 = vector.bitcast %889 : vector<4xf32> to vector<16xi8>
          %911 = arith.subi %909, %5 : i32
          %c0_i32_277 = arith.constant 0 : i32
          %912 = arith.addi %911, %c0_i32_277 : i32
          %913 = fly.make_int_tuple(%912) : (i32) -> !fly.int_tuple<?>
          %914 = fly.add_offset(%4, %913) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%910, %914) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_278 = arith.constant 64 : i32
          %915 = arith.addi %908, %c64_i32_278 : i32
          %916 = vector.bitcast %890 : vector<4xf32> to vector<16xi8>
          %917 = arith.subi %915, %5 : i32
          %c0_i32_279 = arith.constant 0 : i32
          %918 = arith.addi %917, %c0_i32_279 : i32
          %919 = fly.make_int_tuple(%918) : (i32) -> !fly.int_tuple<?>
          %920 = fly.add_offset(%4, %919) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%916, %920) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %921 = arith.addi %906, %904 : index
          %922 = arith.index_cast %921 : index to i32
          %923 = arith.subi %922, %5 : i32
          %c0_i32_280 = arith.constant 0 : i32
          %924 = arith.addi %923, %c0_i32_280 : i32
          %925 = fly.make_int_tuple(%924) : (i32) -> !fly.int_tuple<?>
          %926 = fly.add_offset(%4, %925) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %927 = fly.ptr.load(%926) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %928 = vector.bitcast %927 : vector<16xi8> to vector<4xi32>
          %929 = arith.subi %922, %5 : i32
          %c1152_i32_281 = arith.constant 1152 : i32
          %930 = arith.addi %929, %c1152_i32_281 : i32
          %931 = fly.make_int_tuple(%930) : (i32) -> !fly.int_tuple<?>
          %932 = fly.add_offset(%4, %931) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %933 = fly.ptr.load(%932) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %934 = vector.bitcast %933 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %935 = arith.addi %392, %899 : index
          %c128_282 = arith.constant 128 : index
          %936 = arith.addi %901, %c128_282 : index
          %c512_283 = arith.constant 512 : index
          %937 = arith.muli %935, %c512_283 : index
          %938 = arith.addi %937, %936 : index
          %c4_284 = arith.constant 4 : index
          %939 = arith.muli %938, %c4_284 : index
          %940 = vector.bitcast %928 : vector<4xi32> to vector<4xi32>
          %941 = arith.index_cast %939 : index to i32
          %c0_i32_285 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %940, %20, %941, %c0_i32_285, 0 : vector<4xi32>
          %c8_286 = arith.constant 8 : index
          %942 = arith.addi %935, %c8_286 : index
          %c512_287 = arith.constant 512 : index
          %943 = arith.muli %942, %c512_287 : index
          %944 = arith.addi %943, %936 : index
          %c4_288 = arith.constant 4 : index
          %945 = arith.muli %944, %c4_288 : index
          %946 = vector.bitcast %934 : vector<4xi32> to vector<4xi32>
          %947 = arith.index_cast %945 : index to i32
          %c0_i32_289 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %946, %20, %947, %c0_i32_289, 0 : vector<4xi32>
          %c16_290 = arith.constant 16 : index
          %948 = arith.remui %25, %c16_290 : index
          %c16_291 = arith.constant 16 : index
          %949 = arith.divui %25, %c16_291 : index
          %c4_292 = arith.constant 4 : index
          %950 = arith.muli %949, %c4_292 : index
          %c36_293 = arith.constant 36 : index
          %951 = arith.muli %948, %c36_293 : index
          %952 = arith.addi %951, %950 : index
          %c4_294 = arith.constant 4 : index
          %953 = arith.muli %952, %c4_294 : index
          %c8_295 = arith.constant 8 : index
          %954 = arith.divui %25, %c8_295 : index
          %c8_296 = arith.constant 8 : index
          %955 = arith.remui %25, %c8_296 : index
          %c4_297 = arith.constant 4 : index
          %956 = arith.muli %955, %c4_297 : index
          %c36_298 = arith.constant 36 : index
          %957 = arith.muli %954, %c36_298 : index
          %958 = arith.addi %957, %956 : index
          %c4_299 = arith.constant 4 : index
          %959 = arith.muli %958, %c4_299 : index
          %c2304_300 = arith.constant 2304 : index
          %960 = arith.muli %24, %c2304_300 : index
          %961 = arith.addi %58, %960 : index
          %962 = arith.addi %961, %953 : index
          %963 = arith.index_cast %962 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_301 = arith.constant 0 : i32
          %964 = arith.addi %963, %c0_i32_301 : i32
          %965 = vector.bitcast %891 : vector<4xf32> to vector<16xi8>
          %966 = arith.subi %964, %5 : i32
          %c0_i32_302 = arith.constant 0 : i32
          %967 = arith.addi %966, %c0_i32_302 : i32
          %968 = fly.make_int_tuple(%967) : (i32) -> !fly.int_tuple<?>
          %969 = fly.add_offset(%4, %968) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%965, %969) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_303 = arith.constant 64 : i32
          %970 = arith.addi %963, %c64_i32_303 : i32
          %971 = vector.bitcast %892 : vector<4xf32> to vector<16xi8>
          %972 = arith.subi %970, %5 : i32
          %c0_i32_304 = arith.constant 0 : i32
          %973 = arith.addi %972, %c0_i32_304 : i32
          %974 = fly.make_int_tuple(%973) : (i32) -> !fly.int_tuple<?>
          %975 = fly.add_offset(%4, %974) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%971, %975) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %976 = arith.addi %961, %959 : index
          %977 = arith.index_cast %976 : index to i32
          %978 = arith.subi %977, %5 : i32
          %c0_i32_305 = arith.constant 0 : i32
          %979 = arith.addi %978, %c0_i32_305 : i32
          %980 = fly.make_int_tuple(%979) : (i32) -> !fly.int_tuple<?>
          %981 = fly.add_offset(%4, %980) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %982 = fly.ptr.load(%981) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %983 = vector.bitcast %982 : vector<16xi8> to vector<4xi32>
          %984 = arith.subi %977, %5 : i32
          %c1152_i32_306 = arith.constant 1152 : i32
          %985 = arith.addi %984, %c1152_i32_306 : i32
          %986 = fly.make_int_tuple(%985) : (i32) -> !fly.int_tuple<?>
          %987 = fly.add_offset(%4, %986) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %988 = fly.ptr.load(%987) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %989 = vector.bitcast %988 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %990 = arith.addi %392, %954 : index
          %c160 = arith.constant 160 : index
          %991 = arith.addi %956, %c160 : index
          %c512_307 = arith.constant 512 : index
          %992 = arith.muli %990, %c512_307 : index
          %993 = arith.addi %992, %991 : index
          %c4_308 = arith.constant 4 : index
          %994 = arith.muli %993, %c4_308 : index
          %995 = vector.bitcast %983 : vector<4xi32> to vector<4xi32>
          %996 = arith.index_cast %994 : index to i32
          %c0_i32_309 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %995, %20, %996, %c0_i32_309, 0 : vector<4xi32>
          %c8_310 = arith.constant 8 : index
          %997 = arith.addi %990, %c8_310 : index
          %c512_311 = arith.constant 512 : index
          %998 = arith.muli %997, %c512_311 : index
          %999 = arith.addi %998, %991 : index
          %c4_312 = arith.constant 4 : index
          %1000 = arith.muli %999, %c4_312 : index
          %1001 = vector.bitcast %989 : vector<4xi32> to vector<4xi32>
          %1002 = arith.index_cast %1000 : index to i32
          %c0_i32_313 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1001, %20, %1002, %c0_i32_313, 0 : vector<4xi32>
          %1003 = arith.extui %395 : i32 to i64
          %1004 = llvm.inttoptr %1003 : i64 to !llvm.ptr<3>
          %1005 = llvm.getelementptr %1004[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1006 = rocdl.ds.read.tr8.b64 %1005 : <3> -> vector<2xi32>
          %1007 = arith.extui %395 : i32 to i64
          %1008 = llvm.inttoptr %1007 : i64 to !llvm.ptr<3>
          %1009 = llvm.getelementptr %1008[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1010 = rocdl.ds.read.tr8.b64 %1009 : <3> -> vector<2xi32>
          %1011 = arith.extui %395 : i32 to i64
          %1012 = llvm.inttoptr %1011 : i64 to !llvm.ptr<3>
          %1013 = llvm.getelementptr %1012[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1014 = rocdl.ds.read.tr8.b64 %1013 : <3> -> vector<2xi32>
          %1015 = arith.extui %395 : i32 to i64
          %1016 = llvm.inttoptr %1015 : i64 to !llvm.ptr<3>
          %1017 = llvm.getelementptr %1016[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1018 = rocdl.ds.read.tr8.b64 %1017 : <3> -> vector<2xi32>
          %1019 = arith.extui %395 : i32 to i64
          %1020 = llvm.inttoptr %1019 : i64 to !llvm.ptr<3>
          %1021 = llvm.getelementptr %1020[13728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1022 = rocdl.ds.read.tr8.b64 %1021 : <3> -> vector<2xi32>
          %1023 = arith.extui %395 : i32 to i64
          %1024 = llvm.inttoptr %1023 : i64 to !llvm.ptr<3>
          %1025 = llvm.getelementptr %1024[13856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1026 = rocdl.ds.read.tr8.b64 %1025 : <3> -> vector<2xi32>
          %1027 = arith.extui %395 : i32 to i64
          %1028 = llvm.inttoptr %1027 : i64 to !llvm.ptr<3>
          %1029 = llvm.getelementptr %1028[15840] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1030 = rocdl.ds.read.tr8.b64 %1029 : <3> -> vector<2xi32>
          %1031 = arith.extui %395 : i32 to i64
          %1032 = llvm.inttoptr %1031 : i64 to !llvm.ptr<3>
          %1033 = llvm.getelementptr %1032[15968] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1034 = rocdl.ds.read.tr8.b64 %1033 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1035 = vector.extract %1006[0] : i32 from vector<2xi32>
          %1036 = vector.extract %1006[1] : i32 from vector<2xi32>
          %1037 = vector.extract %1010[0] : i32 from vector<2xi32>
          %1038 = vector.extract %1010[1] : i32 from vector<2xi32>
          %1039 = arith.extui %1035 : i32 to i64
          %1040 = arith.extui %1037 : i32 to i64
          %c32_i64_314 = arith.constant 32 : i64
          %1041 = arith.shli %1040, %c32_i64_314 : i64
          %1042 = arith.ori %1039, %1041 : i64
          %1043 = arith.extui %1036 : i32 to i64
          %1044 = arith.extui %1038 : i32 to i64
          %c32_i64_315 = arith.constant 32 : i64
          %1045 = arith.shli %1044, %c32_i64_315 : i64
          %1046 = arith.ori %1043, %1045 : i64
          %1047 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1042, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1048 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1046, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1049 = vector.extract %1014[0] : i32 from vector<2xi32>
          %1050 = vector.extract %1014[1] : i32 from vector<2xi32>
          %1051 = vector.extract %1018[0] : i32 from vector<2xi32>
          %1052 = vector.extract %1018[1] : i32 from vector<2xi32>
          %1053 = arith.extui %1049 : i32 to i64
          %1054 = arith.extui %1051 : i32 to i64
          %c32_i64_316 = arith.constant 32 : i64
          %1055 = arith.shli %1054, %c32_i64_316 : i64
          %1056 = arith.ori %1053, %1055 : i64
          %1057 = arith.extui %1050 : i32 to i64
          %1058 = arith.extui %1052 : i32 to i64
          %c32_i64_317 = arith.constant 32 : i64
          %1059 = arith.shli %1058, %c32_i64_317 : i64
          %1060 = arith.ori %1057, %1059 : i64
          %1061 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1056, %386#3, %1047, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1062 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1060, %386#3, %1048, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1063 = vector.extract %1022[0] : i32 from vector<2xi32>
          %1064 = vector.extract %1022[1] : i32 from vector<2xi32>
          %1065 = vector.extract %1026[0] : i32 from vector<2xi32>
          %1066 = vector.extract %1026[1] : i32 from vector<2xi32>
          %1067 = arith.extui %1063 : i32 to i64
          %1068 = arith.extui %1065 : i32 to i64
          %c32_i64_318 = arith.constant 32 : i64
          %1069 = arith.shli %1068, %c32_i64_318 : i64
          %1070 = arith.ori %1067, %1069 : i64
          %1071 = arith.extui %1064 : i32 to i64
          %1072 = arith.extui %1066 : i32 to i64
          %c32_i64_319 = arith.constant 32 : i64
          %1073 = arith.shli %1072, %c32_i64_319 : i64
          %1074 = arith.ori %1071, %1073 : i64
          %1075 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1070, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1076 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1074, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1077 = vector.extract %1030[0] : i32 from vector<2xi32>
          %1078 = vector.extract %1030[1] : i32 from vector<2xi32>
          %1079 = vector.extract %1034[0] : i32 from vector<2xi32>
          %1080 = vector.extract %1034[1] : i32 from vector<2xi32>
          %1081 = arith.extui %1077 : i32 to i64
          %1082 = arith.extui %1079 : i32 to i64
          %c32_i64_320 = arith.constant 32 : i64
          %1083 = arith.shli %1082, %c32_i64_320 : i64
          %1084 = arith.ori %1081, %1083 : i64
          %1085 = arith.extui %1078 : i32 to i64
          %1086 = arith.extui %1080 : i32 to i64
          %c32_i64_321 = arith.constant 32 : i64
          %1087 = arith.shli %1086, %c32_i64_321 : i64
          %1088 = arith.ori %1085, %1087 : i64
          %1089 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1084, %386#3, %1075, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1090 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1088, %386#3, %1076, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1091 = arith.mulf %1061, %397 fastmath<fast> : vector<4xf32>
          %1092 = arith.mulf %1062, %397 fastmath<fast> : vector<4xf32>
          %1093 = arith.mulf %1089, %397 fastmath<fast> : vector<4xf32>
          %1094 = arith.mulf %1090, %397 fastmath<fast> : vector<4xf32>
          %c16_322 = arith.constant 16 : index
          %1095 = arith.remui %25, %c16_322 : index
          %c16_323 = arith.constant 16 : index
          %1096 = arith.divui %25, %c16_323 : index
          %c4_324 = arith.constant 4 : index
          %1097 = arith.muli %1096, %c4_324 : index
          %c36_325 = arith.constant 36 : index
          %1098 = arith.muli %1095, %c36_325 : index
          %1099 = arith.addi %1098, %1097 : index
          %c4_326 = arith.constant 4 : index
          %1100 = arith.muli %1099, %c4_326 : index
          %c8_327 = arith.constant 8 : index
          %1101 = arith.divui %25, %c8_327 : index
          %c8_328 = arith.constant 8 : index
          %1102 = arith.remui %25, %c8_328 : index
          %c4_329 = arith.constant 4 : index
          %1103 = arith.muli %1102, %c4_329 : index
          %c36_330 = arith.constant 36 : index
          %1104 = arith.muli %1101, %c36_330 : index
          %1105 = arith.addi %1104, %1103 : index
          %c4_331 = arith.constant 4 : index
          %1106 = arith.muli %1105, %c4_331 : index
          %c2304_332 = arith.constant 2304 : index
          %1107 = arith.muli %24, %c2304_332 : index
          %1108 = arith.addi %58, %1107 : index
          %1109 = arith.addi %1108, %1100 : index
          %1110 = arith.index_cast %1109 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_333 = arith.constant 0 : i32
          %1111 = arith.addi %1110, %c0_i32_333 : i32
          %1112 = vector.bitcast %1091 : vector<4xf32> to vector<16xi8>
          %1113 = arith.subi %1111, %5 : i32
          %c0_i32_334 = arith.constant 0 : i32
          %1114 = arith.addi %1113, %c0_i32_334 : i32
          %1115 = fly.make_int_tuple(%1114) : (i32) -> !fly.int_tuple<?>
          %1116 = fly.add_offset(%4, %1115) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1112, %1116) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_335 = arith.constant 64 : i32
          %1117 = arith.addi %1110, %c64_i32_335 : i32
          %1118 = vector.bitcast %1092 : vector<4xf32> to vector<16xi8>
          %1119 = arith.subi %1117, %5 : i32
          %c0_i32_336 = arith.constant 0 : i32
          %1120 = arith.addi %1119, %c0_i32_336 : i32
          %1121 = fly.make_int_tuple(%1120) : (i32) -> !fly.int_tuple<?>
          %1122 = fly.add_offset(%4, %1121) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1118, %1122) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1123 = arith.addi %1108, %1106 : index
          %1124 = arith.index_cast %1123 : index to i32
          %1125 = arith.subi %1124, %5 : i32
          %c0_i32_337 = arith.constant 0 : i32
          %1126 = arith.addi %1125, %c0_i32_337 : i32
          %1127 = fly.make_int_tuple(%1126) : (i32) -> !fly.int_tuple<?>
          %1128 = fly.add_offset(%4, %1127) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1129 = fly.ptr.load(%1128) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1130 = vector.bitcast %1129 : vector<16xi8> to vector<4xi32>
          %1131 = arith.subi %1124, %5 : i32
          %c1152_i32_338 = arith.constant 1152 : i32
          %1132 = arith.addi %1131, %c1152_i32_338 : i32
          %1133 = fly.make_int_tuple(%1132) : (i32) -> !fly.int_tuple<?>
          %1134 = fly.add_offset(%4, %1133) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1135 = fly.ptr.load(%1134) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1136 = vector.bitcast %1135 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1137 = arith.addi %392, %1101 : index
          %c192 = arith.constant 192 : index
          %1138 = arith.addi %1103, %c192 : index
          %c512_339 = arith.constant 512 : index
          %1139 = arith.muli %1137, %c512_339 : index
          %1140 = arith.addi %1139, %1138 : index
          %c4_340 = arith.constant 4 : index
          %1141 = arith.muli %1140, %c4_340 : index
          %1142 = vector.bitcast %1130 : vector<4xi32> to vector<4xi32>
          %1143 = arith.index_cast %1141 : index to i32
          %c0_i32_341 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1142, %20, %1143, %c0_i32_341, 0 : vector<4xi32>
          %c8_342 = arith.constant 8 : index
          %1144 = arith.addi %1137, %c8_342 : index
          %c512_343 = arith.constant 512 : index
          %1145 = arith.muli %1144, %c512_343 : index
          %1146 = arith.addi %1145, %1138 : index
          %c4_344 = arith.constant 4 : index
          %1147 = arith.muli %1146, %c4_344 : index
          %1148 = vector.bitcast %1136 : vector<4xi32> to vector<4xi32>
          %1149 = arith.index_cast %1147 : index to i32
          %c0_i32_345 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1148, %20, %1149, %c0_i32_345, 0 : vector<4xi32>
          %c16_346 = arith.constant 16 : index
          %1150 = arith.remui %25, %c16_346 : index
          %c16_347 = arith.constant 16 : index
          %1151 = arith.divui %25, %c16_347 : index
          %c4_348 = arith.constant 4 : index
          %1152 = arith.muli %1151, %c4_348 : index
          %c36_349 = arith.constant 36 : index
          %1153 = arith.muli %1150, %c36_349 : index
          %1154 = arith.addi %1153, %1152 : index
          %c4_350 = arith.constant 4 : index
          %1155 = arith.muli %1154, %c4_350 : index
          %c8_351 = arith.constant 8 : index
          %1156 = arith.divui %25, %c8_351 : index
          %c8_352 = arith.constant 8 : index
          %1157 = arith.remui %25, %c8_352 : index
          %c4_353 = arith.constant 4 : index
          %1158 = arith.muli %1157, %c4_353 : index
          %c36_354 = arith.constant 36 : index
          %1159 = arith.muli %1156, %c36_354 : index
          %1160 = arith.addi %1159, %1158 : index
          %c4_355 = arith.constant 4 : index
          %1161 = arith.muli %1160, %c4_355 : index
          %c2304_356 = arith.constant 2304 : index
          %1162 = arith.muli %24, %c2304_356 : index
          %1163 = arith.addi %58, %1162 : index
          %1164 = arith.addi %1163, %1155 : index
          %1165 = arith.index_cast %1164 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_357 = arith.constant 0 : i32
          %1166 = arith.addi %1165, %c0_i32_357 : i32
          %1167 = vector.bitcast %1093 : vector<4xf32> to vector<16xi8>
          %1168 = arith.subi %1166, %5 : i32
          %c0_i32_358 = arith.constant 0 : i32
          %1169 = arith.addi %1168, %c0_i32_358 : i32
          %1170 = fly.make_int_tuple(%1169) : (i32) -> !fly.int_tuple<?>
          %1171 = fly.add_offset(%4, %1170) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1167, %1171) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_359 = arith.constant 64 : i32
          %1172 = arith.addi %1165, %c64_i32_359 : i32
          %1173 = vector.bitcast %1094 : vector<4xf32> to vector<16xi8>
          %1174 = arith.subi %1172, %5 : i32
          %c0_i32_360 = arith.constant 0 : i32
          %1175 = arith.addi %1174, %c0_i32_360 : i32
          %1176 = fly.make_int_tuple(%1175) : (i32) -> !fly.int_tuple<?>
          %1177 = fly.add_offset(%4, %1176) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1173, %1177) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1178 = arith.addi %1163, %1161 : index
          %1179 = arith.index_cast %1178 : index to i32
          %1180 = arith.subi %1179, %5 : i32
          %c0_i32_361 = arith.constant 0 : i32
          %1181 = arith.addi %1180, %c0_i32_361 : i32
          %1182 = fly.make_int_tuple(%1181) : (i32) -> !fly.int_tuple<?>
          %1183 = fly.add_offset(%4, %1182) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1184 = fly.ptr.load(%1183) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1185 = vector.bitcast %1184 : vector<16xi8> to vector<4xi32>
          %1186 = arith.subi %1179, %5 : i32
          %c1152_i32_362 = arith.constant 1152 : i32
          %1187 = arith.addi %1186, %c1152_i32_362 : i32
          %1188 = fly.make_int_tuple(%1187) : (i32) -> !fly.int_tuple<?>
          %1189 = fly.add_offset(%4, %1188) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1190 = fly.ptr.load(%1189) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1191 = vector.bitcast %1190 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1192 = arith.addi %392, %1156 : index
          %c224 = arith.constant 224 : index
          %1193 = arith.addi %1158, %c224 : index
          %c512_363 = arith.constant 512 : index
          %1194 = arith.muli %1192, %c512_363 : index
          %1195 = arith.addi %1194, %1193 : index
          %c4_364 = arith.constant 4 : index
          %1196 = arith.muli %1195, %c4_364 : index
          %1197 = vector.bitcast %1185 : vector<4xi32> to vector<4xi32>
          %1198 = arith.index_cast %1196 : index to i32
          %c0_i32_365 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1197, %20, %1198, %c0_i32_365, 0 : vector<4xi32>
          %c8_366 = arith.constant 8 : index
          %1199 = arith.addi %1192, %c8_366 : index
          %c512_367 = arith.constant 512 : index
          %1200 = arith.muli %1199, %c512_367 : index
          %1201 = arith.addi %1200, %1193 : index
          %c4_368 = arith.constant 4 : index
          %1202 = arith.muli %1201, %c4_368 : index
          %1203 = vector.bitcast %1191 : vector<4xi32> to vector<4xi32>
          %1204 = arith.index_cast %1202 : index to i32
          %c0_i32_369 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1203, %20, %1204, %c0_i32_369, 0 : vector<4xi32>
          %1205 = arith.extui %395 : i32 to i64
          %1206 = llvm.inttoptr %1205 : i64 to !llvm.ptr<3>
          %1207 = llvm.getelementptr %1206[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1208 = rocdl.ds.read.tr8.b64 %1207 : <3> -> vector<2xi32>
          %1209 = arith.extui %395 : i32 to i64
          %1210 = llvm.inttoptr %1209 : i64 to !llvm.ptr<3>
          %1211 = llvm.getelementptr %1210[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1212 = rocdl.ds.read.tr8.b64 %1211 : <3> -> vector<2xi32>
          %1213 = arith.extui %395 : i32 to i64
          %1214 = llvm.inttoptr %1213 : i64 to !llvm.ptr<3>
          %1215 = llvm.getelementptr %1214[19008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1216 = rocdl.ds.read.tr8.b64 %1215 : <3> -> vector<2xi32>
          %1217 = arith.extui %395 : i32 to i64
          %1218 = llvm.inttoptr %1217 : i64 to !llvm.ptr<3>
          %1219 = llvm.getelementptr %1218[19136] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1220 = rocdl.ds.read.tr8.b64 %1219 : <3> -> vector<2xi32>
          %1221 = arith.extui %395 : i32 to i64
          %1222 = llvm.inttoptr %1221 : i64 to !llvm.ptr<3>
          %1223 = llvm.getelementptr %1222[17952] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1224 = rocdl.ds.read.tr8.b64 %1223 : <3> -> vector<2xi32>
          %1225 = arith.extui %395 : i32 to i64
          %1226 = llvm.inttoptr %1225 : i64 to !llvm.ptr<3>
          %1227 = llvm.getelementptr %1226[18080] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1228 = rocdl.ds.read.tr8.b64 %1227 : <3> -> vector<2xi32>
          %1229 = arith.extui %395 : i32 to i64
          %1230 = llvm.inttoptr %1229 : i64 to !llvm.ptr<3>
          %1231 = llvm.getelementptr %1230[20064] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1232 = rocdl.ds.read.tr8.b64 %1231 : <3> -> vector<2xi32>
          %1233 = arith.extui %395 : i32 to i64
          %1234 = llvm.inttoptr %1233 : i64 to !llvm.ptr<3>
          %1235 = llvm.getelementptr %1234[20192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1236 = rocdl.ds.read.tr8.b64 %1235 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1237 = vector.extract %1208[0] : i32 from vector<2xi32>
          %1238 = vector.extract %1208[1] : i32 from vector<2xi32>
          %1239 = vector.extract %1212[0] : i32 from vector<2xi32>
          %1240 = vector.extract %1212[1] : i32 from vector<2xi32>
          %1241 = arith.extui %1237 : i32 to i64
          %1242 = arith.extui %1239 : i32 to i64
          %c32_i64_370 = arith.constant 32 : i64
          %1243 = arith.shli %1242, %c32_i64_370 : i64
          %1244 = arith.ori %1241, %1243 : i64
          %1245 = arith.extui %1238 : i32 to i64
          %1246 = arith.extui %1240 : i32 to i64
          %c32_i64_371 = arith.constant 32 : i64
          %1247 = arith.shli %1246, %c32_i64_371 : i64
          %1248 = arith.ori %1245, %1247 : i64
          %1249 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1244, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1250 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1248, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1251 = vector.extract %1216[0] : i32 from vector<2xi32>
          %1252 = vector.extract %1216[1] : i32 from vector<2xi32>
          %1253 = vector.extract %1220[0] : i32 from vector<2xi32>
          %1254 = vector.extract %1220[1] : i32 from vector<2xi32>
          %1255 = arith.extui %1251 : i32 to i64
          %1256 = arith.extui %1253 : i32 to i64
          %c32_i64_372 = arith.constant 32 : i64
          %1257 = arith.shli %1256, %c32_i64_372 : i64
          %1258 = arith.ori %1255, %1257 : i64
          %1259 = arith.extui %1252 : i32 to i64
          %1260 = arith.extui %1254 : i32 to i64
          %c32_i64_373 = arith.constant 32 : i64
          %1261 = arith.shli %1260, %c32_i64_373 : i64
          %1262 = arith.ori %1259, %1261 : i64
          %1263 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1258, %386#3, %1249, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1264 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1262, %386#3, %1250, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1265 = vector.extract %1224[0] : i32 from vector<2xi32>
          %1266 = vector.extract %1224[1] : i32 from vector<2xi32>
          %1267 = vector.extract %1228[0] : i32 from vector<2xi32>
          %1268 = vector.extract %1228[1] : i32 from vector<2xi32>
          %1269 = arith.extui %1265 : i32 to i64
          %1270 = arith.extui %1267 : i32 to i64
          %c32_i64_374 = arith.constant 32 : i64
          %1271 = arith.shli %1270, %c32_i64_374 : i64
          %1272 = arith.ori %1269, %1271 : i64
          %1273 = arith.extui %1266 : i32 to i64
          %1274 = arith.extui %1268 : i32 to i64
          %c32_i64_375 = arith.constant 32 : i64
          %1275 = arith.shli %1274, %c32_i64_375 : i64
          %1276 = arith.ori %1273, %1275 : i64
          %1277 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1272, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1278 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1276, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1279 = vector.extract %1232[0] : i32 from vector<2xi32>
          %1280 = vector.extract %1232[1] : i32 from vector<2xi32>
          %1281 = vector.extract %1236[0] : i32 from vector<2xi32>
          %1282 = vector.extract %1236[1] : i32 from vector<2xi32>
          %1283 = arith.extui %1279 : i32 to i64
          %1284 = arith.extui %1281 : i32 to i64
          %c32_i64_376 = arith.constant 32 : i64
          %1285 = arith.shli %1284, %c32_i64_376 : i64
          %1286 = arith.ori %1283, %1285 : i64
          %1287 = arith.extui %1280 : i32 to i64
          %1288 = arith.extui %1282 : i32 to i64
          %c32_i64_377 = arith.constant 32 : i64
          %1289 = arith.shli %1288, %c32_i64_377 : i64
          %1290 = arith.ori %1287, %1289 : i64
          %1291 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1286, %386#3, %1277, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1292 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1290, %386#3, %1278, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1293 = arith.mulf %1263, %397 fastmath<fast> : vector<4xf32>
          %1294 = arith.mulf %1264, %397 fastmath<fast> : vector<4xf32>
          %1295 = arith.mulf %1291, %397 fastmath<fast> : vector<4xf32>
          %1296 = arith.mulf %1292, %397 fastmath<fast> : vector<4xf32>
          %c16_378 = arith.constant 16 : index
          %1297 = arith.remui %25, %c16_378 : index
          %c16_379 = arith.constant 16 : index
          %1298 = arith.divui %25, %c16_379 : index
          %c4_380 = arith.constant 4 : index
          %1299 = arith.muli %1298, %c4_380 : index
          %c36_381 = arith.constant 36 : index
          %1300 = arith.muli %1297, %c36_381 : index
          %1301 = arith.addi %1300, %1299 : index
          %c4_382 = arith.constant 4 : index
          %1302 = arith.muli %1301, %c4_382 : index
          %c8_383 = arith.constant 8 : index
          %1303 = arith.divui %25, %c8_383 : index
          %c8_384 = arith.constant 8 : index
          %1304 = arith.remui %25, %c8_384 : index
          %c4_385 = arith.constant 4 : index
          %1305 = arith.muli %1304, %c4_385 : index
          %c36_386 = arith.constant 36 : index
          %1306 = arith.muli %1303, %c36_386 : index
          %1307 = arith.addi %1306, %1305 : index
          %c4_387 = arith.constant 4 : index
          %1308 = arith.muli %1307, %c4_387 : index
          %c2304_388 = arith.constant 2304 : index
          %1309 = arith.muli %24, %c2304_388 : index
          %1310 = arith.addi %58, %1309 : index
          %1311 = arith.addi %1310, %1302 : index
          %1312 = arith.index_cast %1311 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_389 = arith.constant 0 : i32
          %1313 = arith.addi %1312, %c0_i32_389 : i32
          %1314 = vector.bitcast %1293 : vector<4xf32> to vector<16xi8>
          %1315 = arith.subi %1313, %5 : i32
          %c0_i32_390 = arith.constant 0 : i32
          %1316 = arith.addi %1315, %c0_i32_390 : i32
          %1317 = fly.make_int_tuple(%1316) : (i32) -> !fly.int_tuple<?>
          %1318 = fly.add_offset(%4, %1317) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1314, %1318) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_391 = arith.constant 64 : i32
          %1319 = arith.addi %1312, %c64_i32_391 : i32
          %1320 = vector.bitcast %1294 : vector<4xf32> to vector<16xi8>
          %1321 = arith.subi %1319, %5 : i32
          %c0_i32_392 = arith.constant 0 : i32
          %1322 = arith.addi %1321, %c0_i32_392 : i32
          %1323 = fly.make_int_tuple(%1322) : (i32) -> !fly.int_tuple<?>
          %1324 = fly.add_offset(%4, %1323) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1320, %1324) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1325 = arith.addi %1310, %1308 : index
          %1326 = arith.index_cast %1325 : index to i32
          %1327 = arith.subi %1326, %5 : i32
          %c0_i32_393 = arith.constant 0 : i32
          %1328 = arith.addi %1327, %c0_i32_393 : i32
          %1329 = fly.make_int_tuple(%1328) : (i32) -> !fly.int_tuple<?>
          %1330 = fly.add_offset(%4, %1329) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1331 = fly.ptr.load(%1330) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1332 = vector.bitcast %1331 : vector<16xi8> to vector<4xi32>
          %1333 = arith.subi %1326, %5 : i32
          %c1152_i32_394 = arith.constant 1152 : i32
          %1334 = arith.addi %1333, %c1152_i32_394 : i32
          %1335 = fly.make_int_tuple(%1334) : (i32) -> !fly.int_tuple<?>
          %1336 = fly.add_offset(%4, %1335) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1337 = fly.ptr.load(%1336) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1338 = vector.bitcast %1337 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1339 = arith.addi %392, %1303 : index
          %c256 = arith.constant 256 : index
          %1340 = arith.addi %1305, %c256 : index
          %c512_395 = arith.constant 512 : index
          %1341 = arith.muli %1339, %c512_395 : index
          %1342 = arith.addi %1341, %1340 : index
          %c4_396 = arith.constant 4 : index
          %1343 = arith.muli %1342, %c4_396 : index
          %1344 = vector.bitcast %1332 : vector<4xi32> to vector<4xi32>
          %1345 = arith.index_cast %1343 : index to i32
          %c0_i32_397 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1344, %20, %1345, %c0_i32_397, 0 : vector<4xi32>
          %c8_398 = arith.constant 8 : index
          %1346 = arith.addi %1339, %c8_398 : index
          %c512_399 = arith.constant 512 : index
          %1347 = arith.muli %1346, %c512_399 : index
          %1348 = arith.addi %1347, %1340 : index
          %c4_400 = arith.constant 4 : index
          %1349 = arith.muli %1348, %c4_400 : index
          %1350 = vector.bitcast %1338 : vector<4xi32> to vector<4xi32>
          %1351 = arith.index_cast %1349 : index to i32
          %c0_i32_401 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1350, %20, %1351, %c0_i32_401, 0 : vector<4xi32>
          %c16_402 = arith.constant 16 : index
          %1352 = arith.remui %25, %c16_402 : index
          %c16_403 = arith.constant 16 : index
          %1353 = arith.divui %25, %c16_403 : index
          %c4_404 = arith.constant 4 : index
          %1354 = arith.muli %1353, %c4_404 : index
          %c36_405 = arith.constant 36 : index
          %1355 = arith.muli %1352, %c36_405 : index
          %1356 = arith.addi %1355, %1354 : index
          %c4_406 = arith.constant 4 : index
          %1357 = arith.muli %1356, %c4_406 : index
          %c8_407 = arith.constant 8 : index
          %1358 = arith.divui %25, %c8_407 : index
          %c8_408 = arith.constant 8 : index
          %1359 = arith.remui %25, %c8_408 : index
          %c4_409 = arith.constant 4 : index
          %1360 = arith.muli %1359, %c4_409 : index
          %c36_410 = arith.constant 36 : index
          %1361 = arith.muli %1358, %c36_410 : index
          %1362 = arith.addi %1361, %1360 : index
          %c4_411 = arith.constant 4 : index
          %1363 = arith.muli %1362, %c4_411 : index
          %c2304_412 = arith.constant 2304 : index
          %1364 = arith.muli %24, %c2304_412 : index
          %1365 = arith.addi %58, %1364 : index
          %1366 = arith.addi %1365, %1357 : index
          %1367 = arith.index_cast %1366 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_413 = arith.constant 0 : i32
          %1368 = arith.addi %1367, %c0_i32_413 : i32
          %1369 = vector.bitcast %1295 : vector<4xf32> to vector<16xi8>
          %1370 = arith.subi %1368, %5 : i32
          %c0_i32_414 = arith.constant 0 : i32
          %1371 = arith.addi %1370, %c0_i32_414 : i32
          %1372 = fly.make_int_tuple(%1371) : (i32) -> !fly.int_tuple<?>
          %1373 = fly.add_offset(%4, %1372) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1369, %1373) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_415 = arith.constant 64 : i32
          %1374 = arith.addi %1367, %c64_i32_415 : i32
          %1375 = vector.bitcast %1296 : vector<4xf32> to vector<16xi8>
          %1376 = arith.subi %1374, %5 : i32
          %c0_i32_416 = arith.constant 0 : i32
          %1377 = arith.addi %1376, %c0_i32_416 : i32
          %1378 = fly.make_int_tuple(%1377) : (i32) -> !fly.int_tuple<?>
          %1379 = fly.add_offset(%4, %1378) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1375, %1379) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1380 = arith.addi %1365, %1363 : index
          %1381 = arith.index_cast %1380 : index to i32
          %1382 = arith.subi %1381, %5 : i32
          %c0_i32_417 = arith.constant 0 : i32
          %1383 = arith.addi %1382, %c0_i32_417 : i32
          %1384 = fly.make_int_tuple(%1383) : (i32) -> !fly.int_tuple<?>
          %1385 = fly.add_offset(%4, %1384) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1386 = fly.ptr.load(%1385) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1387 = vector.bitcast %1386 : vector<16xi8> to vector<4xi32>
          %1388 = arith.subi %1381, %5 : i32
          %c1152_i32_418 = arith.constant 1152 : i32
          %1389 = arith.addi %1388, %c1152_i32_418 : i32
          %1390 = fly.make_int_tuple(%1389) : (i32) -> !fly.int_tuple<?>
          %1391 = fly.add_offset(%4, %1390) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1392 = fly.ptr.load(%1391) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1393 = vector.bitcast %1392 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1394 = arith.addi %392, %1358 : index
          %c288 = arith.constant 288 : index
          %1395 = arith.addi %1360, %c288 : index
          %c512_419 = arith.constant 512 : index
          %1396 = arith.muli %1394, %c512_419 : index
          %1397 = arith.addi %1396, %1395 : index
          %c4_420 = arith.constant 4 : index
          %1398 = arith.muli %1397, %c4_420 : index
          %1399 = vector.bitcast %1387 : vector<4xi32> to vector<4xi32>
          %1400 = arith.index_cast %1398 : index to i32
          %c0_i32_421 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1399, %20, %1400, %c0_i32_421, 0 : vector<4xi32>
          %c8_422 = arith.constant 8 : index
          %1401 = arith.addi %1394, %c8_422 : index
          %c512_423 = arith.constant 512 : index
          %1402 = arith.muli %1401, %c512_423 : index
          %1403 = arith.addi %1402, %1395 : index
          %c4_424 = arith.constant 4 : index
          %1404 = arith.muli %1403, %c4_424 : index
          %1405 = vector.bitcast %1393 : vector<4xi32> to vector<4xi32>
          %1406 = arith.index_cast %1404 : index to i32
          %c0_i32_425 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1405, %20, %1406, %c0_i32_425, 0 : vector<4xi32>
          %1407 = arith.extui %395 : i32 to i64
          %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr<3>
          %1409 = llvm.getelementptr %1408[21120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1410 = rocdl.ds.read.tr8.b64 %1409 : <3> -> vector<2xi32>
          %1411 = arith.extui %395 : i32 to i64
          %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr<3>
          %1413 = llvm.getelementptr %1412[21248] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1414 = rocdl.ds.read.tr8.b64 %1413 : <3> -> vector<2xi32>
          %1415 = arith.extui %395 : i32 to i64
          %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr<3>
          %1417 = llvm.getelementptr %1416[23232] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1418 = rocdl.ds.read.tr8.b64 %1417 : <3> -> vector<2xi32>
          %1419 = arith.extui %395 : i32 to i64
          %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr<3>
          %1421 = llvm.getelementptr %1420[23360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1422 = rocdl.ds.read.tr8.b64 %1421 : <3> -> vector<2xi32>
          %1423 = arith.extui %395 : i32 to i64
          %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr<3>
          %1425 = llvm.getelementptr %1424[22176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1426 = rocdl.ds.read.tr8.b64 %1425 : <3> -> vector<2xi32>
          %1427 = arith.extui %395 : i32 to i64
          %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr<3>
          %1429 = llvm.getelementptr %1428[22304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1430 = rocdl.ds.read.tr8.b64 %1429 : <3> -> vector<2xi32>
          %1431 = arith.extui %395 : i32 to i64
          %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr<3>
          %1433 = llvm.getelementptr %1432[24288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1434 = rocdl.ds.read.tr8.b64 %1433 : <3> -> vector<2xi32>
          %1435 = arith.extui %395 : i32 to i64
          %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr<3>
          %1437 = llvm.getelementptr %1436[24416] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1438 = rocdl.ds.read.tr8.b64 %1437 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1439 = vector.extract %1410[0] : i32 from vector<2xi32>
          %1440 = vector.extract %1410[1] : i32 from vector<2xi32>
          %1441 = vector.extract %1414[0] : i32 from vector<2xi32>
          %1442 = vector.extract %1414[1] : i32 from vector<2xi32>
          %1443 = arith.extui %1439 : i32 to i64
          %1444 = arith.extui %1441 : i32 to i64
          %c32_i64_426 = arith.constant 32 : i64
          %1445 = arith.shli %1444, %c32_i64_426 : i64
          %1446 = arith.ori %1443, %1445 : i64
          %1447 = arith.extui %1440 : i32 to i64
          %1448 = arith.extui %1442 : i32 to i64
          %c32_i64_427 = arith.constant 32 : i64
          %1449 = arith.shli %1448, %c32_i64_427 : i64
          %1450 = arith.ori %1447, %1449 : i64
          %1451 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1446, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1452 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1450, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1453 = vector.extract %1418[0] : i32 from vector<2xi32>
          %1454 = vector.extract %1418[1] : i32 from vector<2xi32>
          %1455 = vector.extract %1422[0] : i32 from vector<2xi32>
          %1456 = vector.extract %1422[1] : i32 from vector<2xi32>
          %1457 = arith.extui %1453 : i32 to i64
          %1458 = arith.extui %1455 : i32 to i64
          %c32_i64_428 = arith.constant 32 : i64
          %1459 = arith.shli %1458, %c32_i64_428 : i64
          %1460 = arith.ori %1457, %1459 : i64
          %1461 = arith.extui %1454 : i32 to i64
          %1462 = arith.extui %1456 : i32 to i64
          %c32_i64_429 = arith.constant 32 : i64
          %1463 = arith.shli %1462, %c32_i64_429 : i64
          %1464 = arith.ori %1461, %1463 : i64
          %1465 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1460, %386#3, %1451, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1466 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1464, %386#3, %1452, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1467 = vector.extract %1426[0] : i32 from vector<2xi32>
          %1468 = vector.extract %1426[1] : i32 from vector<2xi32>
          %1469 = vector.extract %1430[0] : i32 from vector<2xi32>
          %1470 = vector.extract %1430[1] : i32 from vector<2xi32>
          %1471 = arith.extui %1467 : i32 to i64
          %1472 = arith.extui %1469 : i32 to i64
          %c32_i64_430 = arith.constant 32 : i64
          %1473 = arith.shli %1472, %c32_i64_430 : i64
          %1474 = arith.ori %1471, %1473 : i64
          %1475 = arith.extui %1468 : i32 to i64
          %1476 = arith.extui %1470 : i32 to i64
          %c32_i64_431 = arith.constant 32 : i64
          %1477 = arith.shli %1476, %c32_i64_431 : i64
          %1478 = arith.ori %1475, %1477 : i64
          %1479 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1474, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1480 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1478, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1481 = vector.extract %1434[0] : i32 from vector<2xi32>
          %1482 = vector.extract %1434[1] : i32 from vector<2xi32>
          %1483 = vector.extract %1438[0] : i32 from vector<2xi32>
          %1484 = vector.extract %1438[1] : i32 from vector<2xi32>
          %1485 = arith.extui %1481 : i32 to i64
          %1486 = arith.extui %1483 : i32 to i64
          %c32_i64_432 = arith.constant 32 : i64
          %1487 = arith.shli %1486, %c32_i64_432 : i64
          %1488 = arith.ori %1485, %1487 : i64
          %1489 = arith.extui %1482 : i32 to i64
          %1490 = arith.extui %1484 : i32 to i64
          %c32_i64_433 = arith.constant 32 : i64
          %1491 = arith.shli %1490, %c32_i64_433 : i64
          %1492 = arith.ori %1489, %1491 : i64
          %1493 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1488, %386#3, %1479, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1494 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1492, %386#3, %1480, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1495 = arith.mulf %1465, %397 fastmath<fast> : vector<4xf32>
          %1496 = arith.mulf %1466, %397 fastmath<fast> : vector<4xf32>
          %1497 = arith.mulf %1493, %397 fastmath<fast> : vector<4xf32>
          %1498 = arith.mulf %1494, %397 fastmath<fast> : vector<4xf32>
          %c16_434 = arith.constant 16 : index
          %1499 = arith.remui %25, %c16_434 : index
          %c16_435 = arith.constant 16 : index
          %1500 = arith.divui %25, %c16_435 : index
          %c4_436 = arith.constant 4 : index
          %1501 = arith.muli %1500, %c4_436 : index
          %c36_437 = arith.constant 36 : index
          %1502 = arith.muli %1499, %c36_437 : index
          %1503 = arith.addi %1502, %1501 : index
          %c4_438 = arith.constant 4 : index
          %1504 = arith.muli %1503, %c4_438 : index
          %c8_439 = arith.constant 8 : index
          %1505 = arith.divui %25, %c8_439 : index
          %c8_440 = arith.constant 8 : index
          %1506 = arith.remui %25, %c8_440 : index
          %c4_441 = arith.constant 4 : index
          %1507 = arith.muli %1506, %c4_441 : index
          %c36_442 = arith.constant 36 : index
          %1508 = arith.muli %1505, %c36_442 : index
          %1509 = arith.addi %1508, %1507 : index
          %c4_443 = arith.constant 4 : index
          %1510 = arith.muli %1509, %c4_443 : index
          %c2304_444 = arith.constant 2304 : index
          %1511 = arith.muli %24, %c2304_444 : index
          %1512 = arith.addi %58, %1511 : index
          %1513 = arith.addi %1512, %1504 : index
          %1514 = arith.index_cast %1513 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_445 = arith.constant 0 : i32
          %1515 = arith.addi %1514, %c0_i32_445 : i32
          %1516 = vector.bitcast %1495 : vector<4xf32> to vector<16xi8>
          %1517 = arith.subi %1515, %5 : i32
          %c0_i32_446 = arith.constant 0 : i32
          %1518 = arith.addi %1517, %c0_i32_446 : i32
          %1519 = fly.make_int_tuple(%1518) : (i32) -> !fly.int_tuple<?>
          %1520 = fly.add_offset(%4, %1519) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1516, %1520) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_447 = arith.constant 64 : i32
          %1521 = arith.addi %1514, %c64_i32_447 : i32
          %1522 = vector.bitcast %1496 : vector<4xf32> to vector<16xi8>
          %1523 = arith.subi %1521, %5 : i32
          %c0_i32_448 = arith.constant 0 : i32
          %1524 = arith.addi %1523, %c0_i32_448 : i32
          %1525 = fly.make_int_tuple(%1524) : (i32) -> !fly.int_tuple<?>
          %1526 = fly.add_offset(%4, %1525) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1522, %1526) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1527 = arith.addi %1512, %1510 : index
          %1528 = arith.index_cast %1527 : index to i32
          %1529 = arith.subi %1528, %5 : i32
          %c0_i32_449 = arith.constant 0 : i32
          %1530 = arith.addi %1529, %c0_i32_449 : i32
          %1531 = fly.make_int_tuple(%1530) : (i32) -> !fly.int_tuple<?>
          %1532 = fly.add_offset(%4, %1531) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1533 = fly.ptr.load(%1532) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1534 = vector.bitcast %1533 : vector<16xi8> to vector<4xi32>
          %1535 = arith.subi %1528, %5 : i32
          %c1152_i32_450 = arith.constant 1152 : i32
          %1536 = arith.addi %1535, %c1152_i32_450 : i32
          %1537 = fly.make_int_tuple(%1536) : (i32) -> !fly.int_tuple<?>
          %1538 = fly.add_offset(%4, %1537) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1539 = fly.ptr.load(%1538) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1540 = vector.bitcast %1539 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1541 = arith.addi %392, %1505 : index
          %c320 = arith.constant 320 : index
          %1542 = arith.addi %1507, %c320 : index
          %c512_451 = arith.constant 512 : index
          %1543 = arith.muli %1541, %c512_451 : index
          %1544 = arith.addi %1543, %1542 : index
          %c4_452 = arith.constant 4 : index
          %1545 = arith.muli %1544, %c4_452 : index
          %1546 = vector.bitcast %1534 : vector<4xi32> to vector<4xi32>
          %1547 = arith.index_cast %1545 : index to i32
          %c0_i32_453 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1546, %20, %1547, %c0_i32_453, 0 : vector<4xi32>
          %c8_454 = arith.constant 8 : index
          %1548 = arith.addi %1541, %c8_454 : index
          %c512_455 = arith.constant 512 : index
          %1549 = arith.muli %1548, %c512_455 : index
          %1550 = arith.addi %1549, %1542 : index
          %c4_456 = arith.constant 4 : index
          %1551 = arith.muli %1550, %c4_456 : index
          %1552 = vector.bitcast %1540 : vector<4xi32> to vector<4xi32>
          %1553 = arith.index_cast %1551 : index to i32
          %c0_i32_457 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1552, %20, %1553, %c0_i32_457, 0 : vector<4xi32>
          %c16_458 = arith.constant 16 : index
          %1554 = arith.remui %25, %c16_458 : index
          %c16_459 = arith.constant 16 : index
          %1555 = arith.divui %25, %c16_459 : index
          %c4_460 = arith.constant 4 : index
          %1556 = arith.muli %1555, %c4_460 : index
          %c36_461 = arith.constant 36 : index
          %1557 = arith.muli %1554, %c36_461 : index
          %1558 = arith.addi %1557, %1556 : index
          %c4_462 = arith.constant 4 : index
          %1559 = arith.muli %1558, %c4_462 : index
          %c8_463 = arith.constant 8 : index
          %1560 = arith.divui %25, %c8_463 : index
          %c8_464 = arith.constant 8 : index
          %1561 = arith.remui %25, %c8_464 : index
          %c4_465 = arith.constant 4 : index
          %1562 = arith.muli %1561, %c4_465 : index
          %c36_466 = arith.constant 36 : index
          %1563 = arith.muli %1560, %c36_466 : index
          %1564 = arith.addi %1563, %1562 : index
          %c4_467 = arith.constant 4 : index
          %1565 = arith.muli %1564, %c4_467 : index
          %c2304_468 = arith.constant 2304 : index
          %1566 = arith.muli %24, %c2304_468 : index
          %1567 = arith.addi %58, %1566 : index
          %1568 = arith.addi %1567, %1559 : index
          %1569 = arith.index_cast %1568 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_469 = arith.constant 0 : i32
          %1570 = arith.addi %1569, %c0_i32_469 : i32
          %1571 = vector.bitcast %1497 : vector<4xf32> to vector<16xi8>
          %1572 = arith.subi %1570, %5 : i32
          %c0_i32_470 = arith.constant 0 : i32
          %1573 = arith.addi %1572, %c0_i32_470 : i32
          %1574 = fly.make_int_tuple(%1573) : (i32) -> !fly.int_tuple<?>
          %1575 = fly.add_offset(%4, %1574) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1571, %1575) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_471 = arith.constant 64 : i32
          %1576 = arith.addi %1569, %c64_i32_471 : i32
          %1577 = vector.bitcast %1498 : vector<4xf32> to vector<16xi8>
          %1578 = arith.subi %1576, %5 : i32
          %c0_i32_472 = arith.constant 0 : i32
          %1579 = arith.addi %1578, %c0_i32_472 : i32
          %1580 = fly.make_int_tuple(%1579) : (i32) -> !fly.int_tuple<?>
          %1581 = fly.add_offset(%4, %1580) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1577, %1581) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1582 = arith.addi %1567, %1565 : index
          %1583 = arith.index_cast %1582 : index to i32
          %1584 = arith.subi %1583, %5 : i32
          %c0_i32_473 = arith.constant 0 : i32
          %1585 = arith.addi %1584, %c0_i32_473 : i32
          %1586 = fly.make_int_tuple(%1585) : (i32) -> !fly.int_tuple<?>
          %1587 = fly.add_offset(%4, %1586) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1588 = fly.ptr.load(%1587) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1589 = vector.bitcast %1588 : vector<16xi8> to vector<4xi32>
          %1590 = arith.subi %1583, %5 : i32
          %c1152_i32_474 = arith.constant 1152 : i32
          %1591 = arith.addi %1590, %c1152_i32_474 : i32
          %1592 = fly.make_int_tuple(%1591) : (i32) -> !fly.int_tuple<?>
          %1593 = fly.add_offset(%4, %1592) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1594 = fly.ptr.load(%1593) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1595 = vector.bitcast %1594 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1596 = arith.addi %392, %1560 : index
          %c352 = arith.constant 352 : index
          %1597 = arith.addi %1562, %c352 : index
          %c512_475 = arith.constant 512 : index
          %1598 = arith.muli %1596, %c512_475 : index
          %1599 = arith.addi %1598, %1597 : index
          %c4_476 = arith.constant 4 : index
          %1600 = arith.muli %1599, %c4_476 : index
          %1601 = vector.bitcast %1589 : vector<4xi32> to vector<4xi32>
          %1602 = arith.index_cast %1600 : index to i32
          %c0_i32_477 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1601, %20, %1602, %c0_i32_477, 0 : vector<4xi32>
          %c8_478 = arith.constant 8 : index
          %1603 = arith.addi %1596, %c8_478 : index
          %c512_479 = arith.constant 512 : index
          %1604 = arith.muli %1603, %c512_479 : index
          %1605 = arith.addi %1604, %1597 : index
          %c4_480 = arith.constant 4 : index
          %1606 = arith.muli %1605, %c4_480 : index
          %1607 = vector.bitcast %1595 : vector<4xi32> to vector<4xi32>
          %1608 = arith.index_cast %1606 : index to i32
          %c0_i32_481 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1607, %20, %1608, %c0_i32_481, 0 : vector<4xi32>
          %1609 = arith.extui %395 : i32 to i64
          %1610 = llvm.inttoptr %1609 : i64 to !llvm.ptr<3>
          %1611 = llvm.getelementptr %1610[25344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1612 = rocdl.ds.read.tr8.b64 %1611 : <3> -> vector<2xi32>
          %1613 = arith.extui %395 : i32 to i64
          %1614 = llvm.inttoptr %1613 : i64 to !llvm.ptr<3>
          %1615 = llvm.getelementptr %1614[25472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1616 = rocdl.ds.read.tr8.b64 %1615 : <3> -> vector<2xi32>
          %1617 = arith.extui %395 : i32 to i64
          %1618 = llvm.inttoptr %1617 : i64 to !llvm.ptr<3>
          %1619 = llvm.getelementptr %1618[27456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1620 = rocdl.ds.read.tr8.b64 %1619 : <3> -> vector<2xi32>
          %1621 = arith.extui %395 : i32 to i64
          %1622 = llvm.inttoptr %1621 : i64 to !llvm.ptr<3>
          %1623 = llvm.getelementptr %1622[27584] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1624 = rocdl.ds.read.tr8.b64 %1623 : <3> -> vector<2xi32>
          %1625 = arith.extui %395 : i32 to i64
          %1626 = llvm.inttoptr %1625 : i64 to !llvm.ptr<3>
          %1627 = llvm.getelementptr %1626[26400] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1628 = rocdl.ds.read.tr8.b64 %1627 : <3> -> vector<2xi32>
          %1629 = arith.extui %395 : i32 to i64
          %1630 = llvm.inttoptr %1629 : i64 to !llvm.ptr<3>
          %1631 = llvm.getelementptr %1630[26528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1632 = rocdl.ds.read.tr8.b64 %1631 : <3> -> vector<2xi32>
          %1633 = arith.extui %395 : i32 to i64
          %1634 = llvm.inttoptr %1633 : i64 to !llvm.ptr<3>
          %1635 = llvm.getelementptr %1634[28512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1636 = rocdl.ds.read.tr8.b64 %1635 : <3> -> vector<2xi32>
          %1637 = arith.extui %395 : i32 to i64
          %1638 = llvm.inttoptr %1637 : i64 to !llvm.ptr<3>
          %1639 = llvm.getelementptr %1638[28640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1640 = rocdl.ds.read.tr8.b64 %1639 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1641 = vector.extract %1612[0] : i32 from vector<2xi32>
          %1642 = vector.extract %1612[1] : i32 from vector<2xi32>
          %1643 = vector.extract %1616[0] : i32 from vector<2xi32>
          %1644 = vector.extract %1616[1] : i32 from vector<2xi32>
          %1645 = arith.extui %1641 : i32 to i64
          %1646 = arith.extui %1643 : i32 to i64
          %c32_i64_482 = arith.constant 32 : i64
          %1647 = arith.shli %1646, %c32_i64_482 : i64
          %1648 = arith.ori %1645, %1647 : i64
          %1649 = arith.extui %1642 : i32 to i64
          %1650 = arith.extui %1644 : i32 to i64
          %c32_i64_483 = arith.constant 32 : i64
          %1651 = arith.shli %1650, %c32_i64_483 : i64
          %1652 = arith.ori %1649, %1651 : i64
          %1653 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1648, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1654 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1652, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1655 = vector.extract %1620[0] : i32 from vector<2xi32>
          %1656 = vector.extract %1620[1] : i32 from vector<2xi32>
          %1657 = vector.extract %1624[0] : i32 from vector<2xi32>
          %1658 = vector.extract %1624[1] : i32 from vector<2xi32>
          %1659 = arith.extui %1655 : i32 to i64
          %1660 = arith.extui %1657 : i32 to i64
          %c32_i64_484 = arith.constant 32 : i64
          %1661 = arith.shli %1660, %c32_i64_484 : i64
          %1662 = arith.ori %1659, %1661 : i64
          %1663 = arith.extui %1656 : i32 to i64
          %1664 = arith.extui %1658 : i32 to i64
          %c32_i64_485 = arith.constant 32 : i64
          %1665 = arith.shli %1664, %c32_i64_485 : i64
          %1666 = arith.ori %1663, %1665 : i64
          %1667 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1662, %386#3, %1653, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1668 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1666, %386#3, %1654, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1669 = vector.extract %1628[0] : i32 from vector<2xi32>
          %1670 = vector.extract %1628[1] : i32 from vector<2xi32>
          %1671 = vector.extract %1632[0] : i32 from vector<2xi32>
          %1672 = vector.extract %1632[1] : i32 from vector<2xi32>
          %1673 = arith.extui %1669 : i32 to i64
          %1674 = arith.extui %1671 : i32 to i64
          %c32_i64_486 = arith.constant 32 : i64
          %1675 = arith.shli %1674, %c32_i64_486 : i64
          %1676 = arith.ori %1673, %1675 : i64
          %1677 = arith.extui %1670 : i32 to i64
          %1678 = arith.extui %1672 : i32 to i64
          %c32_i64_487 = arith.constant 32 : i64
          %1679 = arith.shli %1678, %c32_i64_487 : i64
          %1680 = arith.ori %1677, %1679 : i64
          %1681 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1676, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1682 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1680, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1683 = vector.extract %1636[0] : i32 from vector<2xi32>
          %1684 = vector.extract %1636[1] : i32 from vector<2xi32>
          %1685 = vector.extract %1640[0] : i32 from vector<2xi32>
          %1686 = vector.extract %1640[1] : i32 from vector<2xi32>
          %1687 = arith.extui %1683 : i32 to i64
          %1688 = arith.extui %1685 : i32 to i64
          %c32_i64_488 = arith.constant 32 : i64
          %1689 = arith.shli %1688, %c32_i64_488 : i64
          %1690 = arith.ori %1687, %1689 : i64
          %1691 = arith.extui %1684 : i32 to i64
          %1692 = arith.extui %1686 : i32 to i64
          %c32_i64_489 = arith.constant 32 : i64
          %1693 = arith.shli %1692, %c32_i64_489 : i64
          %1694 = arith.ori %1691, %1693 : i64
          %1695 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1690, %386#3, %1681, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1696 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1694, %386#3, %1682, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1697 = arith.mulf %1667, %397 fastmath<fast> : vector<4xf32>
          %1698 = arith.mulf %1668, %397 fastmath<fast> : vector<4xf32>
          %1699 = arith.mulf %1695, %397 fastmath<fast> : vector<4xf32>
          %1700 = arith.mulf %1696, %397 fastmath<fast> : vector<4xf32>
          %c16_490 = arith.constant 16 : index
          %1701 = arith.remui %25, %c16_490 : index
          %c16_491 = arith.constant 16 : index
          %1702 = arith.divui %25, %c16_491 : index
          %c4_492 = arith.constant 4 : index
          %1703 = arith.muli %1702, %c4_492 : index
          %c36_493 = arith.constant 36 : index
          %1704 = arith.muli %1701, %c36_493 : index
          %1705 = arith.addi %1704, %1703 : index
          %c4_494 = arith.constant 4 : index
          %1706 = arith.muli %1705, %c4_494 : index
          %c8_495 = arith.constant 8 : index
          %1707 = arith.divui %25, %c8_495 : index
          %c8_496 = arith.constant 8 : index
          %1708 = arith.remui %25, %c8_496 : index
          %c4_497 = arith.constant 4 : index
          %1709 = arith.muli %1708, %c4_497 : index
          %c36_498 = arith.constant 36 : index
          %1710 = arith.muli %1707, %c36_498 : index
          %1711 = arith.addi %1710, %1709 : index
          %c4_499 = arith.constant 4 : index
          %1712 = arith.muli %1711, %c4_499 : index
          %c2304_500 = arith.constant 2304 : index
          %1713 = arith.muli %24, %c2304_500 : index
          %1714 = arith.addi %58, %1713 : index
          %1715 = arith.addi %1714, %1706 : index
          %1716 = arith.index_cast %1715 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_501 = arith.constant 0 : i32
          %1717 = arith.addi %1716, %c0_i32_501 : i32
          %1718 = vector.bitcast %1697 : vector<4xf32> to vector<16xi8>
          %1719 = arith.subi %1717, %5 : i32
          %c0_i32_502 = arith.constant 0 : i32
          %1720 = arith.addi %1719, %c0_i32_502 : i32
          %1721 = fly.make_int_tuple(%1720) : (i32) -> !fly.int_tuple<?>
          %1722 = fly.add_offset(%4, %1721) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1718, %1722) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_503 = arith.constant 64 : i32
          %1723 = arith.addi %1716, %c64_i32_503 : i32
          %1724 = vector.bitcast %1698 : vector<4xf32> to vector<16xi8>
          %1725 = arith.subi %1723, %5 : i32
          %c0_i32_504 = arith.constant 0 : i32
          %1726 = arith.addi %1725, %c0_i32_504 : i32
          %1727 = fly.make_int_tuple(%1726) : (i32) -> !fly.int_tuple<?>
          %1728 = fly.add_offset(%4, %1727) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1724, %1728) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1729 = arith.addi %1714, %1712 : index
          %1730 = arith.index_cast %1729 : index to i32
          %1731 = arith.subi %1730, %5 : i32
          %c0_i32_505 = arith.constant 0 : i32
          %1732 = arith.addi %1731, %c0_i32_505 : i32
          %1733 = fly.make_int_tuple(%1732) : (i32) -> !fly.int_tuple<?>
          %1734 = fly.add_offset(%4, %1733) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1735 = fly.ptr.load(%1734) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1736 = vector.bitcast %1735 : vector<16xi8> to vector<4xi32>
          %1737 = arith.subi %1730, %5 : i32
          %c1152_i32_506 = arith.constant 1152 : i32
          %1738 = arith.addi %1737, %c1152_i32_506 : i32
          %1739 = fly.make_int_tuple(%1738) : (i32) -> !fly.int_tuple<?>
          %1740 = fly.add_offset(%4, %1739) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1741 = fly.ptr.load(%1740) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1742 = vector.bitcast %1741 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1743 = arith.addi %392, %1707 : index
          %c384 = arith.constant 384 : index
          %1744 = arith.addi %1709, %c384 : index
          %c512_507 = arith.constant 512 : index
          %1745 = arith.muli %1743, %c512_507 : index
          %1746 = arith.addi %1745, %1744 : index
          %c4_508 = arith.constant 4 : index
          %1747 = arith.muli %1746, %c4_508 : index
          %1748 = vector.bitcast %1736 : vector<4xi32> to vector<4xi32>
          %1749 = arith.index_cast %1747 : index to i32
          %c0_i32_509 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1748, %20, %1749, %c0_i32_509, 0 : vector<4xi32>
          %c8_510 = arith.constant 8 : index
          %1750 = arith.addi %1743, %c8_510 : index
          %c512_511 = arith.constant 512 : index
          %1751 = arith.muli %1750, %c512_511 : index
          %1752 = arith.addi %1751, %1744 : index
          %c4_512 = arith.constant 4 : index
          %1753 = arith.muli %1752, %c4_512 : index
          %1754 = vector.bitcast %1742 : vector<4xi32> to vector<4xi32>
          %1755 = arith.index_cast %1753 : index to i32
          %c0_i32_513 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1754, %20, %1755, %c0_i32_513, 0 : vector<4xi32>
          %c16_514 = arith.constant 16 : index
          %1756 = arith.remui %25, %c16_514 : index
          %c16_515 = arith.constant 16 : index
          %1757 = arith.divui %25, %c16_515 : index
          %c4_516 = arith.constant 4 : index
          %1758 = arith.muli %1757, %c4_516 : index
          %c36_517 = arith.constant 36 : index
          %1759 = arith.muli %1756, %c36_517 : index
          %1760 = arith.addi %1759, %1758 : index
          %c4_518 = arith.constant 4 : index
          %1761 = arith.muli %1760, %c4_518 : index
          %c8_519 = arith.constant 8 : index
          %1762 = arith.divui %25, %c8_519 : index
          %c8_520 = arith.constant 8 : index
          %1763 = arith.remui %25, %c8_520 : index
          %c4_521 = arith.constant 4 : index
          %1764 = arith.muli %1763, %c4_521 : index
          %c36_522 = arith.constant 36 : index
          %1765 = arith.muli %1762, %c36_522 : index
          %1766 = arith.addi %1765, %1764 : index
          %c4_523 = arith.constant 4 : index
          %1767 = arith.muli %1766, %c4_523 : index
          %c2304_524 = arith.constant 2304 : index
          %1768 = arith.muli %24, %c2304_524 : index
          %1769 = arith.addi %58, %1768 : index
          %1770 = arith.addi %1769, %1761 : index
          %1771 = arith.index_cast %1770 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_525 = arith.constant 0 : i32
          %1772 = arith.addi %1771, %c0_i32_525 : i32
          %1773 = vector.bitcast %1699 : vector<4xf32> to vector<16xi8>
          %1774 = arith.subi %1772, %5 : i32
          %c0_i32_526 = arith.constant 0 : i32
          %1775 = arith.addi %1774, %c0_i32_526 : i32
          %1776 = fly.make_int_tuple(%1775) : (i32) -> !fly.int_tuple<?>
          %1777 = fly.add_offset(%4, %1776) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1773, %1777) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_527 = arith.constant 64 : i32
          %1778 = arith.addi %1771, %c64_i32_527 : i32
          %1779 = vector.bitcast %1700 : vector<4xf32> to vector<16xi8>
          %1780 = arith.subi %1778, %5 : i32
          %c0_i32_528 = arith.constant 0 : i32
          %1781 = arith.addi %1780, %c0_i32_528 : i32
          %1782 = fly.make_int_tuple(%1781) : (i32) -> !fly.int_tuple<?>
          %1783 = fly.add_offset(%4, %1782) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1779, %1783) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1784 = arith.addi %1769, %1767 : index
          %1785 = arith.index_cast %1784 : index to i32
          %1786 = arith.subi %1785, %5 : i32
          %c0_i32_529 = arith.constant 0 : i32
          %1787 = arith.addi %1786, %c0_i32_529 : i32
          %1788 = fly.make_int_tuple(%1787) : (i32) -> !fly.int_tuple<?>
          %1789 = fly.add_offset(%4, %1788) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1790 = fly.ptr.load(%1789) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1791 = vector.bitcast %1790 : vector<16xi8> to vector<4xi32>
          %1792 = arith.subi %1785, %5 : i32
          %c1152_i32_530 = arith.constant 1152 : i32
          %1793 = arith.addi %1792, %c1152_i32_530 : i32
          %1794 = fly.make_int_tuple(%1793) : (i32) -> !fly.int_tuple<?>
          %1795 = fly.add_offset(%4, %1794) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1796 = fly.ptr.load(%1795) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1797 = vector.bitcast %1796 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1798 = arith.addi %392, %1762 : index
          %c416 = arith.constant 416 : index
          %1799 = arith.addi %1764, %c416 : index
          %c512_531 = arith.constant 512 : index
          %1800 = arith.muli %1798, %c512_531 : index
          %1801 = arith.addi %1800, %1799 : index
          %c4_532 = arith.constant 4 : index
          %1802 = arith.muli %1801, %c4_532 : index
          %1803 = vector.bitcast %1791 : vector<4xi32> to vector<4xi32>
          %1804 = arith.index_cast %1802 : index to i32
          %c0_i32_533 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1803, %20, %1804, %c0_i32_533, 0 : vector<4xi32>
          %c8_534 = arith.constant 8 : index
          %1805 = arith.addi %1798, %c8_534 : index
          %c512_535 = arith.constant 512 : index
          %1806 = arith.muli %1805, %c512_535 : index
          %1807 = arith.addi %1806, %1799 : index
          %c4_536 = arith.constant 4 : index
          %1808 = arith.muli %1807, %c4_536 : index
          %1809 = vector.bitcast %1797 : vector<4xi32> to vector<4xi32>
          %1810 = arith.index_cast %1808 : index to i32
          %c0_i32_537 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1809, %20, %1810, %c0_i32_537, 0 : vector<4xi32>
          %1811 = arith.extui %395 : i32 to i64
          %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr<3>
          %1813 = llvm.getelementptr %1812[29568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1814 = rocdl.ds.read.tr8.b64 %1813 : <3> -> vector<2xi32>
          %1815 = arith.extui %395 : i32 to i64
          %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr<3>
          %1817 = llvm.getelementptr %1816[29696] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1818 = rocdl.ds.read.tr8.b64 %1817 : <3> -> vector<2xi32>
          %1819 = arith.extui %395 : i32 to i64
          %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr<3>
          %1821 = llvm.getelementptr %1820[31680] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1822 = rocdl.ds.read.tr8.b64 %1821 : <3> -> vector<2xi32>
          %1823 = arith.extui %395 : i32 to i64
          %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr<3>
          %1825 = llvm.getelementptr %1824[31808] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1826 = rocdl.ds.read.tr8.b64 %1825 : <3> -> vector<2xi32>
          %1827 = arith.extui %395 : i32 to i64
          %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr<3>
          %1829 = llvm.getelementptr %1828[30624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1830 = rocdl.ds.read.tr8.b64 %1829 : <3> -> vector<2xi32>
          %1831 = arith.extui %395 : i32 to i64
          %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<3>
          %1833 = llvm.getelementptr %1832[30752] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1834 = rocdl.ds.read.tr8.b64 %1833 : <3> -> vector<2xi32>
          %1835 = arith.extui %395 : i32 to i64
          %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr<3>
          %1837 = llvm.getelementptr %1836[32736] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1838 = rocdl.ds.read.tr8.b64 %1837 : <3> -> vector<2xi32>
          %1839 = arith.extui %395 : i32 to i64
          %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr<3>
          %1841 = llvm.getelementptr %1840[32864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1842 = rocdl.ds.read.tr8.b64 %1841 : <3> -> vector<2xi32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50815
          %1843 = vector.extract %1814[0] : i32 from vector<2xi32>
          %1844 = vector.extract %1814[1] : i32 from vector<2xi32>
          %1845 = vector.extract %1818[0] : i32 from vector<2xi32>
          %1846 = vector.extract %1818[1] : i32 from vector<2xi32>
          %1847 = arith.extui %1843 : i32 to i64
          %1848 = arith.extui %1845 : i32 to i64
          %c32_i64_538 = arith.constant 32 : i64
          %1849 = arith.shli %1848, %c32_i64_538 : i64
          %1850 = arith.ori %1847, %1849 : i64
          %1851 = arith.extui %1844 : i32 to i64
          %1852 = arith.extui %1846 : i32 to i64
          %c32_i64_539 = arith.constant 32 : i64
          %1853 = arith.shli %1852, %c32_i64_539 : i64
          %1854 = arith.ori %1851, %1853 : i64
          %1855 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1850, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1856 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1854, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1857 = vector.extract %1822[0] : i32 from vector<2xi32>
          %1858 = vector.extract %1822[1] : i32 from vector<2xi32>
          %1859 = vector.extract %1826[0] : i32 from vector<2xi32>
          %1860 = vector.extract %1826[1] : i32 from vector<2xi32>
          %1861 = arith.extui %1857 : i32 to i64
          %1862 = arith.extui %1859 : i32 to i64
          %c32_i64_540 = arith.constant 32 : i64
          %1863 = arith.shli %1862, %c32_i64_540 : i64
          %1864 = arith.ori %1861, %1863 : i64
          %1865 = arith.extui %1858 : i32 to i64
          %1866 = arith.extui %1860 : i32 to i64
          %c32_i64_541 = arith.constant 32 : i64
          %1867 = arith.shli %1866, %c32_i64_541 : i64
          %1868 = arith.ori %1865, %1867 : i64
          %1869 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1864, %386#3, %1855, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1870 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1868, %386#3, %1856, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %1871 = vector.extract %1830[0] : i32 from vector<2xi32>
          %1872 = vector.extract %1830[1] : i32 from vector<2xi32>
          %1873 = vector.extract %1834[0] : i32 from vector<2xi32>
          %1874 = vector.extract %1834[1] : i32 from vector<2xi32>
          %1875 = arith.extui %1871 : i32 to i64
          %1876 = arith.extui %1873 : i32 to i64
          %c32_i64_542 = arith.constant 32 : i64
          %1877 = arith.shli %1876, %c32_i64_542 : i64
          %1878 = arith.ori %1875, %1877 : i64
          %1879 = arith.extui %1872 : i32 to i64
          %1880 = arith.extui %1874 : i32 to i64
          %c32_i64_543 = arith.constant 32 : i64
          %1881 = arith.shli %1880, %c32_i64_543 : i64
          %1882 = arith.ori %1879, %1881 : i64
          %1883 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1878, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1884 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1882, %386#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1885 = vector.extract %1838[0] : i32 from vector<2xi32>
          %1886 = vector.extract %1838[1] : i32 from vector<2xi32>
          %1887 = vector.extract %1842[0] : i32 from vector<2xi32>
          %1888 = vector.extract %1842[1] : i32 from vector<2xi32>
          %1889 = arith.extui %1885 : i32 to i64
          %1890 = arith.extui %1887 : i32 to i64
          %c32_i64_544 = arith.constant 32 : i64
          %1891 = arith.shli %1890, %c32_i64_544 : i64
          %1892 = arith.ori %1889, %1891 : i64
          %1893 = arith.extui %1886 : i32 to i64
          %1894 = arith.extui %1888 : i32 to i64
          %c32_i64_545 = arith.constant 32 : i64
          %1895 = arith.shli %1894, %c32_i64_545 : i64
          %1896 = arith.ori %1893, %1895 : i64
          %1897 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1892, %386#3, %1883, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1898 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1896, %386#3, %1884, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1899 = arith.mulf %1869, %397 fastmath<fast> : vector<4xf32>
          %1900 = arith.mulf %1870, %397 fastmath<fast> : vector<4xf32>
          %1901 = arith.mulf %1897, %397 fastmath<fast> : vector<4xf32>
          %1902 = arith.mulf %1898, %397 fastmath<fast> : vector<4xf32>
          %c16_546 = arith.constant 16 : index
          %1903 = arith.remui %25, %c16_546 : index
          %c16_547 = arith.constant 16 : index
          %1904 = arith.divui %25, %c16_547 : index
          %c4_548 = arith.constant 4 : index
          %1905 = arith.muli %1904, %c4_548 : index
          %c36_549 = arith.constant 36 : index
          %1906 = arith.muli %1903, %c36_549 : index
          %1907 = arith.addi %1906, %1905 : index
          %c4_550 = arith.constant 4 : index
          %1908 = arith.muli %1907, %c4_550 : index
          %c8_551 = arith.constant 8 : index
          %1909 = arith.divui %25, %c8_551 : index
          %c8_552 = arith.constant 8 : index
          %1910 = arith.remui %25, %c8_552 : index
          %c4_553 = arith.constant 4 : index
          %1911 = arith.muli %1910, %c4_553 : index
          %c36_554 = arith.constant 36 : index
          %1912 = arith.muli %1909, %c36_554 : index
          %1913 = arith.addi %1912, %1911 : index
          %c4_555 = arith.constant 4 : index
          %1914 = arith.muli %1913, %c4_555 : index
          %c2304_556 = arith.constant 2304 : index
          %1915 = arith.muli %24, %c2304_556 : index
          %1916 = arith.addi %58, %1915 : index
          %1917 = arith.addi %1916, %1908 : index
          %1918 = arith.index_cast %1917 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_557 = arith.constant 0 : i32
          %1919 = arith.addi %1918, %c0_i32_557 : i32
          %1920 = vector.bitcast %1899 : vector<4xf32> to vector<16xi8>
          %1921 = arith.subi %1919, %5 : i32
          %c0_i32_558 = arith.constant 0 : i32
          %1922 = arith.addi %1921, %c0_i32_558 : i32
          %1923 = fly.make_int_tuple(%1922) : (i32) -> !fly.int_tuple<?>
          %1924 = fly.add_offset(%4, %1923) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1920, %1924) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_559 = arith.constant 64 : i32
          %1925 = arith.addi %1918, %c64_i32_559 : i32
          %1926 = vector.bitcast %1900 : vector<4xf32> to vector<16xi8>
          %1927 = arith.subi %1925, %5 : i32
          %c0_i32_560 = arith.constant 0 : i32
          %1928 = arith.addi %1927, %c0_i32_560 : i32
          %1929 = fly.make_int_tuple(%1928) : (i32) -> !fly.int_tuple<?>
          %1930 = fly.add_offset(%4, %1929) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1926, %1930) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1931 = arith.addi %1916, %1914 : index
          %1932 = arith.index_cast %1931 : index to i32
          %1933 = arith.subi %1932, %5 : i32
          %c0_i32_561 = arith.constant 0 : i32
          %1934 = arith.addi %1933, %c0_i32_561 : i32
          %1935 = fly.make_int_tuple(%1934) : (i32) -> !fly.int_tuple<?>
          %1936 = fly.add_offset(%4, %1935) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1937 = fly.ptr.load(%1936) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1938 = vector.bitcast %1937 : vector<16xi8> to vector<4xi32>
          %1939 = arith.subi %1932, %5 : i32
          %c1152_i32_562 = arith.constant 1152 : i32
          %1940 = arith.addi %1939, %c1152_i32_562 : i32
          %1941 = fly.make_int_tuple(%1940) : (i32) -> !fly.int_tuple<?>
          %1942 = fly.add_offset(%4, %1941) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1943 = fly.ptr.load(%1942) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1944 = vector.bitcast %1943 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1945 = arith.addi %392, %1909 : index
          %c448 = arith.constant 448 : index
          %1946 = arith.addi %1911, %c448 : index
          %c512_563 = arith.constant 512 : index
          %1947 = arith.muli %1945, %c512_563 : index
          %1948 = arith.addi %1947, %1946 : index
          %c4_564 = arith.constant 4 : index
          %1949 = arith.muli %1948, %c4_564 : index
          %1950 = vector.bitcast %1938 : vector<4xi32> to vector<4xi32>
          %1951 = arith.index_cast %1949 : index to i32
          %c0_i32_565 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1950, %20, %1951, %c0_i32_565, 0 : vector<4xi32>
          %c8_566 = arith.constant 8 : index
          %1952 = arith.addi %1945, %c8_566 : index
          %c512_567 = arith.constant 512 : index
          %1953 = arith.muli %1952, %c512_567 : index
          %1954 = arith.addi %1953, %1946 : index
          %c4_568 = arith.constant 4 : index
          %1955 = arith.muli %1954, %c4_568 : index
          %1956 = vector.bitcast %1944 : vector<4xi32> to vector<4xi32>
          %1957 = arith.index_cast %1955 : index to i32
          %c0_i32_569 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1956, %20, %1957, %c0_i32_569, 0 : vector<4xi32>
          %c16_570 = arith.constant 16 : index
          %1958 = arith.remui %25, %c16_570 : index
          %c16_571 = arith.constant 16 : index
          %1959 = arith.divui %25, %c16_571 : index
          %c4_572 = arith.constant 4 : index
          %1960 = arith.muli %1959, %c4_572 : index
          %c36_573 = arith.constant 36 : index
          %1961 = arith.muli %1958, %c36_573 : index
          %1962 = arith.addi %1961, %1960 : index
          %c4_574 = arith.constant 4 : index
          %1963 = arith.muli %1962, %c4_574 : index
          %c8_575 = arith.constant 8 : index
          %1964 = arith.divui %25, %c8_575 : index
          %c8_576 = arith.constant 8 : index
          %1965 = arith.remui %25, %c8_576 : index
          %c4_577 = arith.constant 4 : index
          %1966 = arith.muli %1965, %c4_577 : index
          %c36_578 = arith.constant 36 : index
          %1967 = arith.muli %1964, %c36_578 : index
          %1968 = arith.addi %1967, %1966 : index
          %c4_579 = arith.constant 4 : index
          %1969 = arith.muli %1968, %c4_579 : index
          %c2304_580 = arith.constant 2304 : index
          %1970 = arith.muli %24, %c2304_580 : index
          %1971 = arith.addi %58, %1970 : index
          %1972 = arith.addi %1971, %1963 : index
          %1973 = arith.index_cast %1972 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_581 = arith.constant 0 : i32
          %1974 = arith.addi %1973, %c0_i32_581 : i32
          %1975 = vector.bitcast %1901 : vector<4xf32> to vector<16xi8>
          %1976 = arith.subi %1974, %5 : i32
          %c0_i32_582 = arith.constant 0 : i32
          %1977 = arith.addi %1976, %c0_i32_582 : i32
          %1978 = fly.make_int_tuple(%1977) : (i32) -> !fly.int_tuple<?>
          %1979 = fly.add_offset(%4, %1978) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1975, %1979) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_583 = arith.constant 64 : i32
          %1980 = arith.addi %1973, %c64_i32_583 : i32
          %1981 = vector.bitcast %1902 : vector<4xf32> to vector<16xi8>
          %1982 = arith.subi %1980, %5 : i32
          %c0_i32_584 = arith.constant 0 : i32
          %1983 = arith.addi %1982, %c0_i32_584 : i32
          %1984 = fly.make_int_tuple(%1983) : (i32) -> !fly.int_tuple<?>
          %1985 = fly.add_offset(%4, %1984) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1981, %1985) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1986 = arith.addi %1971, %1969 : index
          %1987 = arith.index_cast %1986 : index to i32
          %1988 = arith.subi %1987, %5 : i32
          %c0_i32_585 = arith.constant 0 : i32
          %1989 = arith.addi %1988, %c0_i32_585 : i32
          %1990 = fly.make_int_tuple(%1989) : (i32) -> !fly.int_tuple<?>
          %1991 = fly.add_offset(%4, %1990) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1992 = fly.ptr.load(%1991) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1993 = vector.bitcast %1992 : vector<16xi8> to vector<4xi32>
          %1994 = arith.subi %1987, %5 : i32
          %c1152_i32_586 = arith.constant 1152 : i32
          %1995 = arith.addi %1994, %c1152_i32_586 : i32
          %1996 = fly.make_int_tuple(%1995) : (i32) -> !fly.int_tuple<?>
          %1997 = fly.add_offset(%4, %1996) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1998 = fly.ptr.load(%1997) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1999 = vector.bitcast %1998 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2000 = arith.addi %392, %1964 : index
          %c480 = arith.constant 480 : index
          %2001 = arith.addi %1966, %c480 : index
          %c512_587 = arith.constant 512 : index
          %2002 = arith.muli %2000, %c512_587 : index
          %2003 = arith.addi %2002, %2001 : index
          %c4_588 = arith.constant 4 : index
          %2004 = arith.muli %2003, %c4_588 : index
          %2005 = vector.bitcast %1993 : vector<4xi32> to vector<4xi32>
          %2006 = arith.index_cast %2004 : index to i32
          %c0_i32_589 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2005, %20, %2006, %c0_i32_589, 0 : vector<4xi32>
          %c8_590 = arith.constant 8 : index
          %2007 = arith.addi %2000, %c8_590 : index
          %c512_591 = arith.constant 512 : index
          %2008 = arith.muli %2007, %c512_591 : index
          %2009 = arith.addi %2008, %2001 : index
          %c4_592 = arith.constant 4 : index
          %2010 = arith.muli %2009, %c4_592 : index
          %2011 = vector.bitcast %1999 : vector<4xi32> to vector<4xi32>
          %2012 = arith.index_cast %2010 : index to i32
          %c0_i32_593 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2011, %20, %2012, %c0_i32_593, 0 : vector<4xi32>
          rocdl.s.setprio 0
        }
      }
      gpu.return
    }
  }
}

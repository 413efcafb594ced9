// FlyDSL 0.4.2: mla_decode/fp8_m16x8_s1 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kn_mla_fwd_decode_m16x8_fp8_fp8_0(%arg0: !fly.memref<f8E4M3FNUZ, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f8E4M3FNUZ, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<i32, global, ?:1>, %arg3: !fly.memref<i32, global, ?:1>, %arg4: !fly.memref<i32, global, ?:1>, %arg5: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg7: !fly.memref<f32, global, ?:1>, %arg8: f32) kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
      %0 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 63616 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %1 = fly.recast_iter(%0) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %2 = fly.ptrtoint(%1) : (!fly.ptr<i8, shared, align<16>>) -> i32
      %3 = arith.index_cast %2 : i32 to index
      %4 = fly.recast_iter(%1) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %5 = arith.index_cast %3 : index to i32
      %cst = arith.constant 0.000000e+00 : f32
      %6 = vector.broadcast %cst : f32 to vector<4xf32>
      %7 = fly.extract_aligned_pointer_as_index %arg0 : <f8E4M3FNUZ, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32 = arith.constant 159744 : i32
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %8 = rocdl.make.buffer.rsrc %7, %c0_i16, %c4294967295_i64, %c159744_i32 : !llvm.ptr to <8>
      %9 = fly.extract_aligned_pointer_as_index %arg1 : <f8E4M3FNUZ, global, (?,?):(?{i64},1)> -> !llvm.ptr
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
      %c32 = arith.constant 32 : index
      %34 = arith.divui %25, %c32 : index
      %c16 = arith.constant 16 : index
      %35 = arith.muli %34, %c16 : index
      %c16_22 = arith.constant 16 : index
      %36 = arith.divui %25, %c16_22 : index
      %c2 = arith.constant 2 : index
      %37 = arith.remui %36, %c2 : index
      %38 = arith.addi %35, %37 : index
      %c2_23 = arith.constant 2 : index
      %39 = arith.muli %24, %c2_23 : index
      %40 = arith.addi %38, %39 : index
      %c16_24 = arith.constant 16 : index
      %41 = arith.remui %25, %c16_24 : index
      %c4 = arith.constant 4 : index
      %42 = arith.muli %41, %c4 : index
      %43 = arith.index_cast %42 : index to i32
      %c16_25 = arith.constant 16 : index
      %44 = arith.remui %25, %c16_25 : index
      %c2_26 = arith.constant 2 : index
      %45 = arith.divui %44, %c2_26 : index
      %c4_27 = arith.constant 4 : index
      %46 = arith.muli %45, %c4_27 : index
      %c2_28 = arith.constant 2 : index
      %47 = arith.remui %44, %c2_28 : index
      %48 = arith.addi %46, %47 : index
      %c16_29 = arith.constant 16 : index
      %49 = arith.divui %25, %c16_29 : index
      %c8 = arith.constant 8 : index
      %50 = arith.muli %49, %c8 : index
      %c4_30 = arith.constant 4 : index
      %51 = arith.divui %48, %c4_30 : index
      %c264 = arith.constant 264 : index
      %52 = arith.muli %51, %c264 : index
      %c4_31 = arith.constant 4 : index
      %53 = arith.remui %48, %c4_31 : index
      %c64_32 = arith.constant 64 : index
      %54 = arith.muli %53, %c64_32 : index
      %55 = arith.addi %52, %54 : index
      %c64_33 = arith.constant 64 : index
      %56 = arith.remui %50, %c64_33 : index
      %57 = arith.addi %55, %56 : index
      %c25600 = arith.constant 25600 : index
      %58 = arith.addi %3, %c25600 : index
      %c44608 = arith.constant 44608 : index
      %59 = arith.addi %3, %c44608 : index
      %60 = arith.index_cast %24 : index to i32
      %61 = rocdl.readfirstlane %60 : i32
      %c264_i32 = arith.constant 264 : i32
      %62 = arith.muli %61, %c264_i32 : i32
      %63 = arith.index_cast %58 : index to i32
      %64 = arith.addi %63, %62 : i32
      %65 = arith.index_cast %24 : index to i32
      %66 = rocdl.readfirstlane %65 : i32
      %c264_i32_34 = arith.constant 264 : i32
      %67 = arith.muli %66, %c264_i32_34 : i32
      %68 = arith.index_cast %59 : index to i32
      %69 = arith.addi %68, %67 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = arith.index_cast %32 : index to i32
      %71 = arith.index_cast %33 : index to i32
      scf.for %arg9 = %70 to %71 step %c1_i32  : i32 {
        %c8_i32 = arith.constant 8 : i32
        %72 = arith.muli %arg9, %c8_i32 : i32
        %c1_i32_35 = arith.constant 1 : i32
        %73 = arith.addi %72, %c1_i32_35 : i32
        %c4_i32_36 = arith.constant 4 : i32
        %74 = arith.muli %73, %c4_i32_36 : i32
        %c0_i32_37 = arith.constant 0 : i32
        %75 = rocdl.raw.ptr.buffer.load %16, %74, %c0_i32_37, 0 : vector<4xi32>
        %c5_i32 = arith.constant 5 : i32
        %76 = arith.addi %72, %c5_i32 : i32
        %c4_i32_38 = arith.constant 4 : i32
        %77 = arith.muli %76, %c4_i32_38 : i32
        %c0_i32_39 = arith.constant 0 : i32
        %78 = rocdl.raw.ptr.buffer.load %16, %77, %c0_i32_39, 0 : i32
        %79 = vector.extract %75[0] : i32 from vector<4xi32>
        %80 = rocdl.readfirstlane %79 : i32
        %81 = vector.extract %75[1] : i32 from vector<4xi32>
        %82 = rocdl.readfirstlane %81 : i32
        %83 = vector.extract %75[3] : i32 from vector<4xi32>
        %84 = rocdl.readfirstlane %83 : i32
        %85 = rocdl.readfirstlane %78 : i32
        %86 = arith.subi %85, %84 : i32
        %c32_i32 = arith.constant 32 : i32
        %87 = arith.addi %86, %c32_i32 : i32
        %c1_i32_40 = arith.constant 1 : i32
        %88 = arith.subi %87, %c1_i32_40 : i32
        %c32_i32_41 = arith.constant 32 : i32
        %89 = arith.divui %88, %c32_i32_41 : i32
        %c32_i32_42 = arith.constant 32 : i32
        %90 = arith.cmpi slt, %86, %c32_i32_42 : i32
        %c32_i32_43 = arith.constant 32 : i32
        %91 = arith.cmpi sgt, %86, %c32_i32_43 : i32
        %c31_i32 = arith.constant 31 : i32
        %92 = arith.andi %86, %c31_i32 : i32
        %c0_i32_44 = arith.constant 0 : i32
        %93 = arith.cmpi ne, %92, %c0_i32_44 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c-1_i32_45 = arith.constant -1 : i32
        %c-1_i32_46 = arith.constant -1 : i32
        %c-1_i32_47 = arith.constant -1 : i32
        %94:2 = scf.if %90 -> (i32, i32) {
          %371 = arith.index_cast %84 : i32 to index
          %372 = arith.addi %40, %371 : index
          %373 = arith.index_cast %85 : i32 to index
          %374 = arith.cmpi slt, %372, %373 : index
          %c-1_i32_131 = arith.constant -1 : i32
          %c-1_i32_132 = arith.constant -1 : i32
          %375 = scf.if %374 -> (i32) {
            %376 = arith.index_cast %372 : index to i32
            %c4_i32_133 = arith.constant 4 : i32
            %377 = arith.muli %376, %c4_i32_133 : i32
            %c0_i32_134 = arith.constant 0 : i32
            %378 = rocdl.raw.ptr.buffer.load %12, %377, %c0_i32_134, 0 : i32
            scf.yield %378 : i32
          } else {
            scf.yield %c-1_i32_132 : i32
          }
          scf.yield %375, %c-1_i32_47 : i32, i32
        } else {
          %c32_i32_131 = arith.constant 32 : i32
          %371 = arith.addi %84, %c32_i32_131 : i32
          %372 = arith.index_cast %84 : i32 to index
          %373 = arith.addi %40, %372 : index
          %374 = arith.index_cast %373 : index to i32
          %c4_i32_132 = arith.constant 4 : i32
          %375 = arith.muli %374, %c4_i32_132 : i32
          %c0_i32_133 = arith.constant 0 : i32
          %376 = rocdl.raw.ptr.buffer.load %12, %375, %c0_i32_133, 0 : i32
          scf.yield %376, %c-1_i32_47 : i32, i32
        }
        %c16896 = arith.constant 16896 : index
        %95 = arith.addi %3, %c16896 : index
        %c1088 = arith.constant 1088 : index
        %96 = arith.muli %24, %c1088 : index
        %97 = arith.addi %95, %96 : index
        %c9216 = arith.constant 9216 : index
        %98 = arith.muli %24, %c9216 : index
        %99 = arith.index_cast %82 : i32 to index
        %c73728_i32 = arith.constant 73728 : i32
        %100 = arith.index_cast %c73728_i32 : i32 to index
        %101 = arith.muli %99, %100 : index
        %102 = arith.addi %98, %101 : index
        %c4_48 = arith.constant 4 : index
        %103 = arith.divui %25, %c4_48 : index
        %c4_49 = arith.constant 4 : index
        %104 = arith.remui %25, %c4_49 : index
        %c16_50 = arith.constant 16 : index
        %105 = arith.muli %104, %c16_50 : index
        %c576 = arith.constant 576 : index
        %106 = arith.muli %103, %c576 : index
        %107 = arith.addi %106, %105 : index
        %c4_51 = arith.constant 4 : index
        %108 = arith.divui %25, %c4_51 : index
        %c4_52 = arith.constant 4 : index
        %109 = arith.remui %25, %c4_52 : index
        %c16_53 = arith.constant 16 : index
        %110 = arith.muli %109, %c16_53 : index
        %c2_54 = arith.constant 2 : index
        %111 = arith.divui %108, %c2_54 : index
        %c136 = arith.constant 136 : index
        %112 = arith.muli %111, %c136 : index
        %c2_55 = arith.constant 2 : index
        %113 = arith.remui %108, %c2_55 : index
        %c64_56 = arith.constant 64 : index
        %114 = arith.muli %113, %c64_56 : index
        %115 = arith.addi %112, %114 : index
        %116 = arith.addi %115, %110 : index
        %c16_57 = arith.constant 16 : index
        %117 = arith.remui %25, %c16_57 : index
        %c16_58 = arith.constant 16 : index
        %118 = arith.divui %25, %c16_58 : index
        %c8_59 = arith.constant 8 : index
        %119 = arith.muli %118, %c8_59 : index
        %c2_60 = arith.constant 2 : index
        %120 = arith.divui %117, %c2_60 : index
        %c136_61 = arith.constant 136 : index
        %121 = arith.muli %120, %c136_61 : index
        %c2_62 = arith.constant 2 : index
        %122 = arith.remui %117, %c2_62 : index
        %c64_63 = arith.constant 64 : index
        %123 = arith.muli %122, %c64_63 : index
        %124 = arith.addi %121, %123 : index
        %125 = arith.addi %124, %119 : index
        %126 = arith.addi %107, %102 : index
        %c4_64 = arith.constant 4 : index
        %127 = arith.divui %126, %c4_64 : index
        %128 = arith.addi %97, %116 : index
        %129 = arith.addi %97, %125 : index
        %c0 = arith.constant 0 : index
        %130 = arith.addi %127, %c0 : index
        %131 = arith.index_cast %130 : index to i32
        %c4_i32_65 = arith.constant 4 : i32
        %132 = arith.muli %131, %c4_i32_65 : i32
        %c0_i32_66 = arith.constant 0 : i32
        %133 = rocdl.raw.ptr.buffer.load %8, %132, %c0_i32_66, 0 : vector<4xi32>
        %c16_67 = arith.constant 16 : index
        %134 = arith.addi %127, %c16_67 : index
        %135 = arith.index_cast %134 : index to i32
        %c4_i32_68 = arith.constant 4 : i32
        %136 = arith.muli %135, %c4_i32_68 : i32
        %c0_i32_69 = arith.constant 0 : i32
        %137 = rocdl.raw.ptr.buffer.load %8, %136, %c0_i32_69, 0 : vector<4xi32>
        rocdl.s.waitcnt 16241
        %c32_70 = arith.constant 32 : index
        %138 = arith.addi %127, %c32_70 : index
        %139 = arith.index_cast %138 : index to i32
        %c4_i32_71 = arith.constant 4 : i32
        %140 = arith.muli %139, %c4_i32_71 : i32
        %c0_i32_72 = arith.constant 0 : i32
        %141 = rocdl.raw.ptr.buffer.load %8, %140, %c0_i32_72, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %142 = vector.bitcast %133 : vector<4xi32> to vector<16xi8>
        %143 = arith.index_cast %128 : index to i32
        %144 = arith.subi %143, %5 : i32
        %c0_i32_73 = arith.constant 0 : i32
        %145 = arith.addi %144, %c0_i32_73 : i32
        %146 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<?>
        %147 = fly.add_offset(%4, %146) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%142, %147) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %148 = arith.index_cast %129 : index to i32
        %149 = arith.subi %148, %5 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %150 = arith.addi %149, %c0_i32_74 : i32
        %151 = fly.make_int_tuple(%150) : (i32) -> !fly.int_tuple<?>
        %152 = fly.add_offset(%4, %151) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %153 = fly.ptr.load(%152) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %154 = vector.bitcast %153 : vector<8xi8> to vector<1xi64>
        %155 = vector.extract %154[0] : i64 from vector<1xi64>
        %156 = arith.index_cast %129 : index to i32
        %157 = arith.subi %156, %5 : i32
        %c32_i32_75 = arith.constant 32 : i32
        %158 = arith.addi %157, %c32_i32_75 : i32
        %159 = fly.make_int_tuple(%158) : (i32) -> !fly.int_tuple<?>
        %160 = fly.add_offset(%4, %159) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %161 = fly.ptr.load(%160) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %162 = vector.bitcast %161 : vector<8xi8> to vector<1xi64>
        %163 = vector.extract %162[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c48 = arith.constant 48 : index
        %164 = arith.addi %127, %c48 : index
        %165 = arith.index_cast %164 : index to i32
        %c4_i32_76 = arith.constant 4 : i32
        %166 = arith.muli %165, %c4_i32_76 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %167 = rocdl.raw.ptr.buffer.load %8, %166, %c0_i32_77, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %168 = vector.bitcast %137 : vector<4xi32> to vector<16xi8>
        %169 = arith.index_cast %128 : index to i32
        %170 = arith.subi %169, %5 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %171 = arith.addi %170, %c0_i32_78 : i32
        %172 = fly.make_int_tuple(%171) : (i32) -> !fly.int_tuple<?>
        %173 = fly.add_offset(%4, %172) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%168, %173) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %174 = arith.index_cast %129 : index to i32
        %175 = arith.subi %174, %5 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %176 = arith.addi %175, %c0_i32_79 : i32
        %177 = fly.make_int_tuple(%176) : (i32) -> !fly.int_tuple<?>
        %178 = fly.add_offset(%4, %177) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %179 = fly.ptr.load(%178) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %180 = vector.bitcast %179 : vector<8xi8> to vector<1xi64>
        %181 = vector.extract %180[0] : i64 from vector<1xi64>
        %182 = arith.index_cast %129 : index to i32
        %183 = arith.subi %182, %5 : i32
        %c32_i32_80 = arith.constant 32 : i32
        %184 = arith.addi %183, %c32_i32_80 : i32
        %185 = fly.make_int_tuple(%184) : (i32) -> !fly.int_tuple<?>
        %186 = fly.add_offset(%4, %185) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %187 = fly.ptr.load(%186) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %188 = vector.bitcast %187 : vector<8xi8> to vector<1xi64>
        %189 = vector.extract %188[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c64_81 = arith.constant 64 : index
        %190 = arith.addi %127, %c64_81 : index
        %191 = arith.index_cast %190 : index to i32
        %c4_i32_82 = arith.constant 4 : i32
        %192 = arith.muli %191, %c4_i32_82 : i32
        %c0_i32_83 = arith.constant 0 : i32
        %193 = rocdl.raw.ptr.buffer.load %8, %192, %c0_i32_83, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %194 = vector.bitcast %141 : vector<4xi32> to vector<16xi8>
        %195 = arith.index_cast %128 : index to i32
        %196 = arith.subi %195, %5 : i32
        %c0_i32_84 = arith.constant 0 : i32
        %197 = arith.addi %196, %c0_i32_84 : i32
        %198 = fly.make_int_tuple(%197) : (i32) -> !fly.int_tuple<?>
        %199 = fly.add_offset(%4, %198) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%194, %199) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %200 = arith.index_cast %129 : index to i32
        %201 = arith.subi %200, %5 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %202 = arith.addi %201, %c0_i32_85 : i32
        %203 = fly.make_int_tuple(%202) : (i32) -> !fly.int_tuple<?>
        %204 = fly.add_offset(%4, %203) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %205 = fly.ptr.load(%204) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %206 = vector.bitcast %205 : vector<8xi8> to vector<1xi64>
        %207 = vector.extract %206[0] : i64 from vector<1xi64>
        %208 = arith.index_cast %129 : index to i32
        %209 = arith.subi %208, %5 : i32
        %c32_i32_86 = arith.constant 32 : i32
        %210 = arith.addi %209, %c32_i32_86 : i32
        %211 = fly.make_int_tuple(%210) : (i32) -> !fly.int_tuple<?>
        %212 = fly.add_offset(%4, %211) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %213 = fly.ptr.load(%212) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %214 = vector.bitcast %213 : vector<8xi8> to vector<1xi64>
        %215 = vector.extract %214[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c80 = arith.constant 80 : index
        %216 = arith.addi %127, %c80 : index
        %217 = arith.index_cast %216 : index to i32
        %c4_i32_87 = arith.constant 4 : i32
        %218 = arith.muli %217, %c4_i32_87 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %219 = rocdl.raw.ptr.buffer.load %8, %218, %c0_i32_88, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %220 = vector.bitcast %167 : vector<4xi32> to vector<16xi8>
        %221 = arith.index_cast %128 : index to i32
        %222 = arith.subi %221, %5 : i32
        %c0_i32_89 = arith.constant 0 : i32
        %223 = arith.addi %222, %c0_i32_89 : i32
        %224 = fly.make_int_tuple(%223) : (i32) -> !fly.int_tuple<?>
        %225 = fly.add_offset(%4, %224) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%220, %225) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %226 = arith.index_cast %129 : index to i32
        %227 = arith.subi %226, %5 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %228 = arith.addi %227, %c0_i32_90 : i32
        %229 = fly.make_int_tuple(%228) : (i32) -> !fly.int_tuple<?>
        %230 = fly.add_offset(%4, %229) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %231 = fly.ptr.load(%230) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %232 = vector.bitcast %231 : vector<8xi8> to vector<1xi64>
        %233 = vector.extract %232[0] : i64 from vector<1xi64>
        %234 = arith.index_cast %129 : index to i32
        %235 = arith.subi %234, %5 : i32
        %c32_i32_91 = arith.constant 32 : i32
        %236 = arith.addi %235, %c32_i32_91 : i32
        %237 = fly.make_int_tuple(%236) : (i32) -> !fly.int_tuple<?>
        %238 = fly.add_offset(%4, %237) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %239 = fly.ptr.load(%238) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %240 = vector.bitcast %239 : vector<8xi8> to vector<1xi64>
        %241 = vector.extract %240[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c96 = arith.constant 96 : index
        %242 = arith.addi %127, %c96 : index
        %243 = arith.index_cast %242 : index to i32
        %c4_i32_92 = arith.constant 4 : i32
        %244 = arith.muli %243, %c4_i32_92 : i32
        %c0_i32_93 = arith.constant 0 : i32
        %245 = rocdl.raw.ptr.buffer.load %8, %244, %c0_i32_93, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %246 = vector.bitcast %193 : vector<4xi32> to vector<16xi8>
        %247 = arith.index_cast %128 : index to i32
        %248 = arith.subi %247, %5 : i32
        %c0_i32_94 = arith.constant 0 : i32
        %249 = arith.addi %248, %c0_i32_94 : i32
        %250 = fly.make_int_tuple(%249) : (i32) -> !fly.int_tuple<?>
        %251 = fly.add_offset(%4, %250) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%246, %251) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %252 = arith.index_cast %129 : index to i32
        %253 = arith.subi %252, %5 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %254 = arith.addi %253, %c0_i32_95 : i32
        %255 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<?>
        %256 = fly.add_offset(%4, %255) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %257 = fly.ptr.load(%256) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %258 = vector.bitcast %257 : vector<8xi8> to vector<1xi64>
        %259 = vector.extract %258[0] : i64 from vector<1xi64>
        %260 = arith.index_cast %129 : index to i32
        %261 = arith.subi %260, %5 : i32
        %c32_i32_96 = arith.constant 32 : i32
        %262 = arith.addi %261, %c32_i32_96 : i32
        %263 = fly.make_int_tuple(%262) : (i32) -> !fly.int_tuple<?>
        %264 = fly.add_offset(%4, %263) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %265 = fly.ptr.load(%264) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %266 = vector.bitcast %265 : vector<8xi8> to vector<1xi64>
        %267 = vector.extract %266[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c112 = arith.constant 112 : index
        %268 = arith.addi %127, %c112 : index
        %269 = arith.index_cast %268 : index to i32
        %c4_i32_97 = arith.constant 4 : i32
        %270 = arith.muli %269, %c4_i32_97 : i32
        %c0_i32_98 = arith.constant 0 : i32
        %271 = rocdl.raw.ptr.buffer.load %8, %270, %c0_i32_98, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %272 = vector.bitcast %219 : vector<4xi32> to vector<16xi8>
        %273 = arith.index_cast %128 : index to i32
        %274 = arith.subi %273, %5 : i32
        %c0_i32_99 = arith.constant 0 : i32
        %275 = arith.addi %274, %c0_i32_99 : i32
        %276 = fly.make_int_tuple(%275) : (i32) -> !fly.int_tuple<?>
        %277 = fly.add_offset(%4, %276) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%272, %277) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %278 = arith.index_cast %129 : index to i32
        %279 = arith.subi %278, %5 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %280 = arith.addi %279, %c0_i32_100 : i32
        %281 = fly.make_int_tuple(%280) : (i32) -> !fly.int_tuple<?>
        %282 = fly.add_offset(%4, %281) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %283 = fly.ptr.load(%282) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %284 = vector.bitcast %283 : vector<8xi8> to vector<1xi64>
        %285 = vector.extract %284[0] : i64 from vector<1xi64>
        %286 = arith.index_cast %129 : index to i32
        %287 = arith.subi %286, %5 : i32
        %c32_i32_101 = arith.constant 32 : i32
        %288 = arith.addi %287, %c32_i32_101 : i32
        %289 = fly.make_int_tuple(%288) : (i32) -> !fly.int_tuple<?>
        %290 = fly.add_offset(%4, %289) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %291 = fly.ptr.load(%290) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %292 = vector.bitcast %291 : vector<8xi8> to vector<1xi64>
        %293 = vector.extract %292[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16241
        %c128 = arith.constant 128 : index
        %294 = arith.addi %127, %c128 : index
        %295 = arith.index_cast %294 : index to i32
        %c4_i32_102 = arith.constant 4 : i32
        %296 = arith.muli %295, %c4_i32_102 : i32
        %c0_i32_103 = arith.constant 0 : i32
        %297 = rocdl.raw.ptr.buffer.load %8, %296, %c0_i32_103, 0 : vector<4xi32>
        rocdl.s.waitcnt 49279
        %298 = vector.bitcast %245 : vector<4xi32> to vector<16xi8>
        %299 = arith.index_cast %128 : index to i32
        %300 = arith.subi %299, %5 : i32
        %c0_i32_104 = arith.constant 0 : i32
        %301 = arith.addi %300, %c0_i32_104 : i32
        %302 = fly.make_int_tuple(%301) : (i32) -> !fly.int_tuple<?>
        %303 = fly.add_offset(%4, %302) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%298, %303) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %304 = arith.index_cast %129 : index to i32
        %305 = arith.subi %304, %5 : i32
        %c0_i32_105 = arith.constant 0 : i32
        %306 = arith.addi %305, %c0_i32_105 : i32
        %307 = fly.make_int_tuple(%306) : (i32) -> !fly.int_tuple<?>
        %308 = fly.add_offset(%4, %307) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %309 = fly.ptr.load(%308) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %310 = vector.bitcast %309 : vector<8xi8> to vector<1xi64>
        %311 = vector.extract %310[0] : i64 from vector<1xi64>
        %312 = arith.index_cast %129 : index to i32
        %313 = arith.subi %312, %5 : i32
        %c32_i32_106 = arith.constant 32 : i32
        %314 = arith.addi %313, %c32_i32_106 : i32
        %315 = fly.make_int_tuple(%314) : (i32) -> !fly.int_tuple<?>
        %316 = fly.add_offset(%4, %315) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %317 = fly.ptr.load(%316) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %318 = vector.bitcast %317 : vector<8xi8> to vector<1xi64>
        %319 = vector.extract %318[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16240
        rocdl.s.waitcnt 49279
        %320 = vector.bitcast %271 : vector<4xi32> to vector<16xi8>
        %321 = arith.index_cast %128 : index to i32
        %322 = arith.subi %321, %5 : i32
        %c0_i32_107 = arith.constant 0 : i32
        %323 = arith.addi %322, %c0_i32_107 : i32
        %324 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<?>
        %325 = fly.add_offset(%4, %324) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%320, %325) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %326 = arith.index_cast %129 : index to i32
        %327 = arith.subi %326, %5 : i32
        %c0_i32_108 = arith.constant 0 : i32
        %328 = arith.addi %327, %c0_i32_108 : i32
        %329 = fly.make_int_tuple(%328) : (i32) -> !fly.int_tuple<?>
        %330 = fly.add_offset(%4, %329) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %331 = fly.ptr.load(%330) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %332 = vector.bitcast %331 : vector<8xi8> to vector<1xi64>
        %333 = vector.extract %332[0] : i64 from vector<1xi64>
        %334 = arith.index_cast %129 : index to i32
        %335 = arith.subi %334, %5 : i32
        %c32_i32_109 = arith.constant 32 : i32
        %336 = arith.addi %335, %c32_i32_109 : i32
        %337 = fly.make_int_tuple(%336) : (i32) -> !fly.int_tuple<?>
        %338 = fly.add_offset(%4, %337) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %339 = fly.ptr.load(%338) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %340 = vector.bitcast %339 : vector<8xi8> to vector<1xi64>
        %341 = vector.extract %340[0] : i64 from vector<1xi64>
        rocdl.s.waitcnt 16240
        rocdl.s.waitcnt 49279
        %342 = vector.bitcast %297 : vector<4xi32> to vector<16xi8>
        %343 = arith.index_cast %128 : index to i32
        %344 = arith.subi %343, %5 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %345 = arith.addi %344, %c0_i32_110 : i32
        %346 = fly.make_int_tuple(%345) : (i32) -> !fly.int_tuple<?>
        %347 = fly.add_offset(%4, %346) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        fly.ptr.store(%342, %347) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
        rocdl.s.waitcnt 49279
        %348 = arith.index_cast %129 : index to i32
        %349 = arith.subi %348, %5 : i32
        %c0_i32_111 = arith.constant 0 : i32
        %350 = arith.addi %349, %c0_i32_111 : i32
        %351 = fly.make_int_tuple(%350) : (i32) -> !fly.int_tuple<?>
        %352 = fly.add_offset(%4, %351) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %353 = fly.ptr.load(%352) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %354 = vector.bitcast %353 : vector<8xi8> to vector<1xi64>
        %355 = vector.extract %354[0] : i64 from vector<1xi64>
        %356 = arith.index_cast %129 : index to i32
        %357 = arith.subi %356, %5 : i32
        %c32_i32_112 = arith.constant 32 : i32
        %358 = arith.addi %357, %c32_i32_112 : i32
        %359 = fly.make_int_tuple(%358) : (i32) -> !fly.int_tuple<?>
        %360 = fly.add_offset(%4, %359) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %361 = fly.ptr.load(%360) : (!fly.ptr<i8, shared>) -> vector<8xi8>
        %362 = vector.bitcast %361 : vector<8xi8> to vector<1xi64>
        %363 = vector.extract %362[0] : i64 from vector<1xi64>
        scf.if %90 {
          %c0_i32_131 = arith.constant 0 : i32
          %371 = arith.addi %64, %c0_i32_131 : i32
          %c-1_i32_132 = arith.constant -1 : i32
          %372 = arith.cmpi eq, %94#0, %c-1_i32_132 : i32
          scf.if %372 {
            %c0_i32_141 = arith.constant 0 : i32
            %389 = arith.addi %371, %c0_i32_141 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_142 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_142 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_143 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_144 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_144 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %371 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c0_i32_143 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c0_i32_143, 0
          }
          %c2048_i32 = arith.constant 2048 : i32
          %373 = arith.addi %64, %c2048_i32 : i32
          %c-1_i32_133 = arith.constant -1 : i32
          %374 = arith.cmpi eq, %94#0, %c-1_i32_133 : i32
          scf.if %374 {
            %c64_i32_141 = arith.constant 64 : i32
            %389 = arith.addi %373, %c64_i32_141 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_142 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_142 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_143 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_144 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_144 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %373 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c64_i32_143 = arith.constant 64 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c64_i32_143, 0
          }
          %c4096_i32 = arith.constant 4096 : i32
          %375 = arith.addi %64, %c4096_i32 : i32
          %c-1_i32_134 = arith.constant -1 : i32
          %376 = arith.cmpi eq, %94#0, %c-1_i32_134 : i32
          scf.if %376 {
            %c128_i32 = arith.constant 128 : i32
            %389 = arith.addi %375, %c128_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %375 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c128_i32 = arith.constant 128 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c128_i32, 0
          }
          %c6144_i32 = arith.constant 6144 : i32
          %377 = arith.addi %64, %c6144_i32 : i32
          %c-1_i32_135 = arith.constant -1 : i32
          %378 = arith.cmpi eq, %94#0, %c-1_i32_135 : i32
          scf.if %378 {
            %c192_i32 = arith.constant 192 : i32
            %389 = arith.addi %377, %c192_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %377 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c192_i32 = arith.constant 192 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c192_i32, 0
          }
          %c8192_i32 = arith.constant 8192 : i32
          %379 = arith.addi %64, %c8192_i32 : i32
          %c-1_i32_136 = arith.constant -1 : i32
          %380 = arith.cmpi eq, %94#0, %c-1_i32_136 : i32
          scf.if %380 {
            %c256_i32 = arith.constant 256 : i32
            %389 = arith.addi %379, %c256_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %379 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c256_i32 = arith.constant 256 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c256_i32, 0
          }
          %c10240_i32 = arith.constant 10240 : i32
          %381 = arith.addi %64, %c10240_i32 : i32
          %c-1_i32_137 = arith.constant -1 : i32
          %382 = arith.cmpi eq, %94#0, %c-1_i32_137 : i32
          scf.if %382 {
            %c320_i32 = arith.constant 320 : i32
            %389 = arith.addi %381, %c320_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %381 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c320_i32 = arith.constant 320 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c320_i32, 0
          }
          %c12288_i32 = arith.constant 12288 : i32
          %383 = arith.addi %64, %c12288_i32 : i32
          %c-1_i32_138 = arith.constant -1 : i32
          %384 = arith.cmpi eq, %94#0, %c-1_i32_138 : i32
          scf.if %384 {
            %c384_i32 = arith.constant 384 : i32
            %389 = arith.addi %383, %c384_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %383 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c384_i32 = arith.constant 384 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c384_i32, 0
          }
          %c14336_i32 = arith.constant 14336 : i32
          %385 = arith.addi %64, %c14336_i32 : i32
          %c-1_i32_139 = arith.constant -1 : i32
          %386 = arith.cmpi eq, %94#0, %c-1_i32_139 : i32
          scf.if %386 {
            %c448_i32 = arith.constant 448 : i32
            %389 = arith.addi %385, %c448_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %385 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c448_i32 = arith.constant 448 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c448_i32, 0
          }
          %c16384_i32 = arith.constant 16384 : i32
          %387 = arith.addi %64, %c16384_i32 : i32
          %c-1_i32_140 = arith.constant -1 : i32
          %388 = arith.cmpi eq, %94#0, %c-1_i32_140 : i32
          scf.if %388 {
            %c512_i32 = arith.constant 512 : i32
            %389 = arith.addi %387, %c512_i32 : i32
            %390 = arith.index_cast %25 : index to i32
            %c4_i32_141 = arith.constant 4 : i32
            %391 = arith.muli %390, %c4_i32_141 : i32
            %392 = arith.addi %389, %391 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %393 = vector.from_elements %c0_i32_142 : vector<1xi32>
            %394 = vector.bitcast %393 : vector<1xi32> to vector<4xi8>
            %395 = arith.subi %392, %5 : i32
            %c0_i32_143 = arith.constant 0 : i32
            %396 = arith.addi %395, %c0_i32_143 : i32
            %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<?>
            %398 = fly.add_offset(%4, %397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%394, %398) : (vector<4xi8>, !fly.ptr<i8, shared>) -> ()
          } else {
            %c576_i32 = arith.constant 576 : i32
            %389 = arith.muli %94#0, %c576_i32 : i32
            %390 = arith.addi %389, %43 : i32
            %391 = arith.extui %387 : i32 to i64
            %392 = llvm.inttoptr %391 : i64 to !llvm.ptr<3>
            %c4_i32_141 = arith.constant 4 : i32
            %c0_i32_142 = arith.constant 0 : i32
            %c512_i32 = arith.constant 512 : i32
            rocdl.raw.ptr.buffer.load.lds %10, %392, %c4_i32_141, %390, %c0_i32_142, %c512_i32, 0
          }
        } else {
          %c0_i32_131 = arith.constant 0 : i32
          %371 = arith.addi %64, %c0_i32_131 : i32
          %c576_i32 = arith.constant 576 : i32
          %372 = arith.muli %94#0, %c576_i32 : i32
          %373 = arith.addi %372, %43 : i32
          %374 = arith.extui %371 : i32 to i64
          %375 = llvm.inttoptr %374 : i64 to !llvm.ptr<3>
          %c4_i32_132 = arith.constant 4 : i32
          %c0_i32_133 = arith.constant 0 : i32
          %c0_i32_134 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %375, %c4_i32_132, %373, %c0_i32_133, %c0_i32_134, 0
          %c2048_i32 = arith.constant 2048 : i32
          %376 = arith.addi %64, %c2048_i32 : i32
          %c576_i32_135 = arith.constant 576 : i32
          %377 = arith.muli %94#0, %c576_i32_135 : i32
          %378 = arith.addi %377, %43 : i32
          %379 = arith.extui %376 : i32 to i64
          %380 = llvm.inttoptr %379 : i64 to !llvm.ptr<3>
          %c4_i32_136 = arith.constant 4 : i32
          %c0_i32_137 = arith.constant 0 : i32
          %c64_i32_138 = arith.constant 64 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %380, %c4_i32_136, %378, %c0_i32_137, %c64_i32_138, 0
          %c4096_i32 = arith.constant 4096 : i32
          %381 = arith.addi %64, %c4096_i32 : i32
          %c576_i32_139 = arith.constant 576 : i32
          %382 = arith.muli %94#0, %c576_i32_139 : i32
          %383 = arith.addi %382, %43 : i32
          %384 = arith.extui %381 : i32 to i64
          %385 = llvm.inttoptr %384 : i64 to !llvm.ptr<3>
          %c4_i32_140 = arith.constant 4 : i32
          %c0_i32_141 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %385, %c4_i32_140, %383, %c0_i32_141, %c128_i32, 0
          %c6144_i32 = arith.constant 6144 : i32
          %386 = arith.addi %64, %c6144_i32 : i32
          %c576_i32_142 = arith.constant 576 : i32
          %387 = arith.muli %94#0, %c576_i32_142 : i32
          %388 = arith.addi %387, %43 : i32
          %389 = arith.extui %386 : i32 to i64
          %390 = llvm.inttoptr %389 : i64 to !llvm.ptr<3>
          %c4_i32_143 = arith.constant 4 : i32
          %c0_i32_144 = arith.constant 0 : i32
          %c192_i32 = arith.constant 192 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %390, %c4_i32_143, %388, %c0_i32_144, %c192_i32, 0
          %c8192_i32 = arith.constant 8192 : i32
          %391 = arith.addi %64, %c8192_i32 : i32
          %c576_i32_145 = arith.constant 576 : i32
          %392 = arith.muli %94#0, %c576_i32_145 : i32
          %393 = arith.addi %392, %43 : i32
          %394 = arith.extui %391 : i32 to i64
          %395 = llvm.inttoptr %394 : i64 to !llvm.ptr<3>
          %c4_i32_146 = arith.constant 4 : i32
          %c0_i32_147 = arith.constant 0 : i32
          %c256_i32 = arith.constant 256 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %395, %c4_i32_146, %393, %c0_i32_147, %c256_i32, 0
          %c10240_i32 = arith.constant 10240 : i32
          %396 = arith.addi %64, %c10240_i32 : i32
          %c576_i32_148 = arith.constant 576 : i32
          %397 = arith.muli %94#0, %c576_i32_148 : i32
          %398 = arith.addi %397, %43 : i32
          %399 = arith.extui %396 : i32 to i64
          %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<3>
          %c4_i32_149 = arith.constant 4 : i32
          %c0_i32_150 = arith.constant 0 : i32
          %c320_i32 = arith.constant 320 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %400, %c4_i32_149, %398, %c0_i32_150, %c320_i32, 0
          %c12288_i32 = arith.constant 12288 : i32
          %401 = arith.addi %64, %c12288_i32 : i32
          %c576_i32_151 = arith.constant 576 : i32
          %402 = arith.muli %94#0, %c576_i32_151 : i32
          %403 = arith.addi %402, %43 : i32
          %404 = arith.extui %401 : i32 to i64
          %405 = llvm.inttoptr %404 : i64 to !llvm.ptr<3>
          %c4_i32_152 = arith.constant 4 : i32
          %c0_i32_153 = arith.constant 0 : i32
          %c384_i32 = arith.constant 384 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %405, %c4_i32_152, %403, %c0_i32_153, %c384_i32, 0
          %c14336_i32 = arith.constant 14336 : i32
          %406 = arith.addi %64, %c14336_i32 : i32
          %c576_i32_154 = arith.constant 576 : i32
          %407 = arith.muli %94#0, %c576_i32_154 : i32
          %408 = arith.addi %407, %43 : i32
          %409 = arith.extui %406 : i32 to i64
          %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
          %c4_i32_155 = arith.constant 4 : i32
          %c0_i32_156 = arith.constant 0 : i32
          %c448_i32 = arith.constant 448 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %410, %c4_i32_155, %408, %c0_i32_156, %c448_i32, 0
          %c16384_i32 = arith.constant 16384 : i32
          %411 = arith.addi %64, %c16384_i32 : i32
          %c576_i32_157 = arith.constant 576 : i32
          %412 = arith.muli %94#0, %c576_i32_157 : i32
          %413 = arith.addi %412, %43 : i32
          %414 = arith.extui %411 : i32 to i64
          %415 = llvm.inttoptr %414 : i64 to !llvm.ptr<3>
          %c4_i32_158 = arith.constant 4 : i32
          %c0_i32_159 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          rocdl.raw.ptr.buffer.load.lds %10, %415, %c4_i32_158, %413, %c0_i32_159, %c512_i32, 0
        }
        %c32_i32_113 = arith.constant 32 : i32
        %364 = arith.addi %84, %c32_i32_113 : i32
        %c64_i32 = arith.constant 64 : i32
        %365 = arith.addi %84, %c64_i32 : i32
        %366 = arith.cmpi sle, %365, %85 : i32
        %c-1_i32_114 = arith.constant -1 : i32
        %c-1_i32_115 = arith.constant -1 : i32
        %c-1_i32_116 = arith.constant -1 : i32
        %c-1_i32_117 = arith.constant -1 : i32
        %367:2 = scf.if %366 -> (i32, i32) {
          %371 = arith.index_cast %364 : i32 to index
          %372 = arith.addi %40, %371 : index
          %373 = arith.index_cast %372 : index to i32
          %c4_i32_131 = arith.constant 4 : i32
          %374 = arith.muli %373, %c4_i32_131 : i32
          %c0_i32_132 = arith.constant 0 : i32
          %375 = rocdl.raw.ptr.buffer.load %12, %374, %c0_i32_132, 0 : i32
          scf.yield %375, %c-1_i32_117 : i32, i32
        } else {
          %371 = arith.index_cast %364 : i32 to index
          %372 = arith.addi %40, %371 : index
          %373 = arith.index_cast %85 : i32 to index
          %374 = arith.cmpi slt, %372, %373 : index
          %c-1_i32_131 = arith.constant -1 : i32
          %c-1_i32_132 = arith.constant -1 : i32
          %375 = scf.if %374 -> (i32) {
            %376 = arith.index_cast %372 : index to i32
            %c4_i32_133 = arith.constant 4 : i32
            %377 = arith.muli %376, %c4_i32_133 : i32
            %c0_i32_134 = arith.constant 0 : i32
            %378 = rocdl.raw.ptr.buffer.load %12, %377, %c0_i32_134, 0 : i32
            scf.yield %378 : i32
          } else {
            scf.yield %c-1_i32_132 : i32
          }
          scf.yield %375, %c-1_i32_117 : i32, i32
        }
        %368 = arith.cmpi sgt, %365, %85 : i32
        %369 = arith.cmpi slt, %365, %85 : i32
        %cst_118 = arith.constant 0xFF800000 : f32
        %cst_119 = arith.constant 0.000000e+00 : f32
        %c0_i64 = arith.constant 0 : i64
        %c0_i64_120 = arith.constant 0 : i64
        %cst_121 = arith.constant 1.000000e+00 : f32
        %c-1_i32_122 = arith.constant -1 : i32
        %c-1_i32_123 = arith.constant -1 : i32
        %cst_124 = arith.constant 0xFF800000 : f32
        %cst_125 = arith.constant 0.000000e+00 : f32
        %c0_i64_126 = arith.constant 0 : i64
        %c0_i64_127 = arith.constant 0 : i64
        %cst_128 = arith.constant 1.000000e+00 : f32
        %c-1_i32_129 = arith.constant -1 : i32
        %c-1_i32_130 = arith.constant -1 : i32
        %370:7 = scf.if %91 -> (f32, f32, i64, i64, f32, i32, i32) {
          %371:7 = scf.if %368 -> (f32, f32, i64, i64, f32, i32, i32) {
            llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            %372 = arith.addi %58, %57 : index
            %373 = arith.index_cast %372 : index to i32
            %c0_i32_131 = arith.constant 0 : i32
            %374 = arith.addi %69, %c0_i32_131 : i32
            %c-1_i32_132 = arith.constant -1 : i32
            %375 = arith.cmpi eq, %367#0, %c-1_i32_132 : i32
            scf.if %375 {
              %c0_i32_218 = arith.constant 0 : i32
              %760 = arith.addi %374, %c0_i32_218 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_219 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_219 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_220 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_220 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %374 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            %376 = arith.extui %373 : i32 to i64
            %377 = llvm.inttoptr %376 : i64 to !llvm.ptr<3>
            %378 = llvm.load volatile %377 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %379 = arith.extui %373 : i32 to i64
            %380 = llvm.inttoptr %379 : i64 to !llvm.ptr<3>
            %381 = llvm.getelementptr %380[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %382 = llvm.load volatile %381 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %383 = arith.extui %373 : i32 to i64
            %384 = llvm.inttoptr %383 : i64 to !llvm.ptr<3>
            %385 = llvm.getelementptr %384[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %386 = llvm.load volatile %385 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %387 = arith.extui %373 : i32 to i64
            %388 = llvm.inttoptr %387 : i64 to !llvm.ptr<3>
            %389 = llvm.getelementptr %388[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %390 = llvm.load volatile %389 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c2048_i32 = arith.constant 2048 : i32
            %391 = arith.addi %69, %c2048_i32 : i32
            %c-1_i32_133 = arith.constant -1 : i32
            %392 = arith.cmpi eq, %367#0, %c-1_i32_133 : i32
            scf.if %392 {
              %c64_i32_218 = arith.constant 64 : i32
              %760 = arith.addi %391, %c64_i32_218 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_219 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_219 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_220 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_220 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %391 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %393 = rocdl.mfma.f32.16x16x32.fp8.fp8 %378, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %394 = rocdl.mfma.f32.16x16x32.fp8.fp8 %382, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 15
            rocdl.s.waitcnt 49279
            %395 = rocdl.mfma.f32.16x16x32.fp8.fp8 %386, %163, %393, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %396 = rocdl.mfma.f32.16x16x32.fp8.fp8 %390, %163, %394, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %397 = arith.extui %373 : i32 to i64
            %398 = llvm.inttoptr %397 : i64 to !llvm.ptr<3>
            %399 = llvm.getelementptr %398[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %400 = llvm.load volatile %399 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %401 = arith.extui %373 : i32 to i64
            %402 = llvm.inttoptr %401 : i64 to !llvm.ptr<3>
            %403 = llvm.getelementptr %402[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %404 = llvm.load volatile %403 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %405 = arith.extui %373 : i32 to i64
            %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
            %407 = llvm.getelementptr %406[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %408 = llvm.load volatile %407 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %409 = arith.extui %373 : i32 to i64
            %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
            %411 = llvm.getelementptr %410[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %412 = llvm.load volatile %411 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c4096_i32 = arith.constant 4096 : i32
            %413 = arith.addi %69, %c4096_i32 : i32
            %c-1_i32_134 = arith.constant -1 : i32
            %414 = arith.cmpi eq, %367#0, %c-1_i32_134 : i32
            scf.if %414 {
              %c128_i32 = arith.constant 128 : i32
              %760 = arith.addi %413, %c128_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %413 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %415 = rocdl.mfma.f32.16x16x32.fp8.fp8 %400, %181, %395, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %416 = rocdl.mfma.f32.16x16x32.fp8.fp8 %404, %181, %396, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %417 = rocdl.mfma.f32.16x16x32.fp8.fp8 %408, %189, %415, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %418 = rocdl.mfma.f32.16x16x32.fp8.fp8 %412, %189, %416, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %419 = arith.extui %373 : i32 to i64
            %420 = llvm.inttoptr %419 : i64 to !llvm.ptr<3>
            %421 = llvm.getelementptr %420[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %422 = llvm.load volatile %421 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %423 = arith.extui %373 : i32 to i64
            %424 = llvm.inttoptr %423 : i64 to !llvm.ptr<3>
            %425 = llvm.getelementptr %424[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %426 = llvm.load volatile %425 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %427 = arith.extui %373 : i32 to i64
            %428 = llvm.inttoptr %427 : i64 to !llvm.ptr<3>
            %429 = llvm.getelementptr %428[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %430 = llvm.load volatile %429 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %431 = arith.extui %373 : i32 to i64
            %432 = llvm.inttoptr %431 : i64 to !llvm.ptr<3>
            %433 = llvm.getelementptr %432[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %434 = llvm.load volatile %433 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c6144_i32 = arith.constant 6144 : i32
            %435 = arith.addi %69, %c6144_i32 : i32
            %c-1_i32_135 = arith.constant -1 : i32
            %436 = arith.cmpi eq, %367#0, %c-1_i32_135 : i32
            scf.if %436 {
              %c192_i32 = arith.constant 192 : i32
              %760 = arith.addi %435, %c192_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %435 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %437 = rocdl.mfma.f32.16x16x32.fp8.fp8 %422, %207, %417, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %438 = rocdl.mfma.f32.16x16x32.fp8.fp8 %426, %207, %418, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %439 = rocdl.mfma.f32.16x16x32.fp8.fp8 %430, %215, %437, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %440 = rocdl.mfma.f32.16x16x32.fp8.fp8 %434, %215, %438, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %441 = arith.extui %373 : i32 to i64
            %442 = llvm.inttoptr %441 : i64 to !llvm.ptr<3>
            %443 = llvm.getelementptr %442[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %444 = llvm.load volatile %443 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %445 = arith.extui %373 : i32 to i64
            %446 = llvm.inttoptr %445 : i64 to !llvm.ptr<3>
            %447 = llvm.getelementptr %446[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %448 = llvm.load volatile %447 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %449 = arith.extui %373 : i32 to i64
            %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<3>
            %451 = llvm.getelementptr %450[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %452 = llvm.load volatile %451 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %453 = arith.extui %373 : i32 to i64
            %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<3>
            %455 = llvm.getelementptr %454[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %456 = llvm.load volatile %455 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c8192_i32 = arith.constant 8192 : i32
            %457 = arith.addi %69, %c8192_i32 : i32
            %c-1_i32_136 = arith.constant -1 : i32
            %458 = arith.cmpi eq, %367#0, %c-1_i32_136 : i32
            scf.if %458 {
              %c256_i32 = arith.constant 256 : i32
              %760 = arith.addi %457, %c256_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %457 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %459 = rocdl.mfma.f32.16x16x32.fp8.fp8 %444, %233, %439, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %460 = rocdl.mfma.f32.16x16x32.fp8.fp8 %448, %233, %440, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %461 = rocdl.mfma.f32.16x16x32.fp8.fp8 %452, %241, %459, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %462 = rocdl.mfma.f32.16x16x32.fp8.fp8 %456, %241, %460, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %463 = arith.extui %373 : i32 to i64
            %464 = llvm.inttoptr %463 : i64 to !llvm.ptr<3>
            %465 = llvm.getelementptr %464[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %466 = llvm.load volatile %465 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %467 = arith.extui %373 : i32 to i64
            %468 = llvm.inttoptr %467 : i64 to !llvm.ptr<3>
            %469 = llvm.getelementptr %468[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %470 = llvm.load volatile %469 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %471 = arith.extui %373 : i32 to i64
            %472 = llvm.inttoptr %471 : i64 to !llvm.ptr<3>
            %473 = llvm.getelementptr %472[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %474 = llvm.load volatile %473 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %475 = arith.extui %373 : i32 to i64
            %476 = llvm.inttoptr %475 : i64 to !llvm.ptr<3>
            %477 = llvm.getelementptr %476[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %478 = llvm.load volatile %477 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c10240_i32 = arith.constant 10240 : i32
            %479 = arith.addi %69, %c10240_i32 : i32
            %c-1_i32_137 = arith.constant -1 : i32
            %480 = arith.cmpi eq, %367#0, %c-1_i32_137 : i32
            scf.if %480 {
              %c320_i32 = arith.constant 320 : i32
              %760 = arith.addi %479, %c320_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %479 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %481 = rocdl.mfma.f32.16x16x32.fp8.fp8 %466, %259, %461, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %482 = rocdl.mfma.f32.16x16x32.fp8.fp8 %470, %259, %462, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %483 = rocdl.mfma.f32.16x16x32.fp8.fp8 %474, %267, %481, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %484 = rocdl.mfma.f32.16x16x32.fp8.fp8 %478, %267, %482, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %485 = arith.extui %373 : i32 to i64
            %486 = llvm.inttoptr %485 : i64 to !llvm.ptr<3>
            %487 = llvm.getelementptr %486[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %488 = llvm.load volatile %487 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %489 = arith.extui %373 : i32 to i64
            %490 = llvm.inttoptr %489 : i64 to !llvm.ptr<3>
            %491 = llvm.getelementptr %490[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %492 = llvm.load volatile %491 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %493 = arith.extui %373 : i32 to i64
            %494 = llvm.inttoptr %493 : i64 to !llvm.ptr<3>
            %495 = llvm.getelementptr %494[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %496 = llvm.load volatile %495 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %497 = arith.extui %373 : i32 to i64
            %498 = llvm.inttoptr %497 : i64 to !llvm.ptr<3>
            %499 = llvm.getelementptr %498[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %500 = llvm.load volatile %499 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c12288_i32 = arith.constant 12288 : i32
            %501 = arith.addi %69, %c12288_i32 : i32
            %c-1_i32_138 = arith.constant -1 : i32
            %502 = arith.cmpi eq, %367#0, %c-1_i32_138 : i32
            scf.if %502 {
              %c384_i32 = arith.constant 384 : i32
              %760 = arith.addi %501, %c384_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %501 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %503 = rocdl.mfma.f32.16x16x32.fp8.fp8 %488, %285, %483, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %504 = rocdl.mfma.f32.16x16x32.fp8.fp8 %492, %285, %484, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %505 = rocdl.mfma.f32.16x16x32.fp8.fp8 %496, %293, %503, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %506 = rocdl.mfma.f32.16x16x32.fp8.fp8 %500, %293, %504, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %507 = arith.extui %373 : i32 to i64
            %508 = llvm.inttoptr %507 : i64 to !llvm.ptr<3>
            %509 = llvm.getelementptr %508[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %510 = llvm.load volatile %509 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %511 = arith.extui %373 : i32 to i64
            %512 = llvm.inttoptr %511 : i64 to !llvm.ptr<3>
            %513 = llvm.getelementptr %512[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %514 = llvm.load volatile %513 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %515 = arith.extui %373 : i32 to i64
            %516 = llvm.inttoptr %515 : i64 to !llvm.ptr<3>
            %517 = llvm.getelementptr %516[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %518 = llvm.load volatile %517 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %519 = arith.extui %373 : i32 to i64
            %520 = llvm.inttoptr %519 : i64 to !llvm.ptr<3>
            %521 = llvm.getelementptr %520[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %522 = llvm.load volatile %521 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c14336_i32 = arith.constant 14336 : i32
            %523 = arith.addi %69, %c14336_i32 : i32
            %c-1_i32_139 = arith.constant -1 : i32
            %524 = arith.cmpi eq, %367#0, %c-1_i32_139 : i32
            scf.if %524 {
              %c448_i32 = arith.constant 448 : i32
              %760 = arith.addi %523, %c448_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %523 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %525 = rocdl.mfma.f32.16x16x32.fp8.fp8 %510, %311, %505, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %526 = rocdl.mfma.f32.16x16x32.fp8.fp8 %514, %311, %506, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %527 = rocdl.mfma.f32.16x16x32.fp8.fp8 %518, %319, %525, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %528 = rocdl.mfma.f32.16x16x32.fp8.fp8 %522, %319, %526, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %529 = arith.extui %373 : i32 to i64
            %530 = llvm.inttoptr %529 : i64 to !llvm.ptr<3>
            %531 = llvm.getelementptr %530[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %532 = llvm.load volatile %531 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %533 = arith.extui %373 : i32 to i64
            %534 = llvm.inttoptr %533 : i64 to !llvm.ptr<3>
            %535 = llvm.getelementptr %534[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %536 = llvm.load volatile %535 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %537 = arith.extui %373 : i32 to i64
            %538 = llvm.inttoptr %537 : i64 to !llvm.ptr<3>
            %539 = llvm.getelementptr %538[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %540 = llvm.load volatile %539 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %541 = arith.extui %373 : i32 to i64
            %542 = llvm.inttoptr %541 : i64 to !llvm.ptr<3>
            %543 = llvm.getelementptr %542[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %544 = llvm.load volatile %543 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c16384_i32 = arith.constant 16384 : i32
            %545 = arith.addi %69, %c16384_i32 : i32
            %c-1_i32_140 = arith.constant -1 : i32
            %546 = arith.cmpi eq, %367#0, %c-1_i32_140 : i32
            scf.if %546 {
              %c512_i32 = arith.constant 512 : i32
              %760 = arith.addi %545, %c512_i32 : i32
              %761 = arith.index_cast %25 : index to i32
              %c4_i32_218 = arith.constant 4 : i32
              %762 = arith.muli %761, %c4_i32_218 : i32
              %763 = arith.addi %760, %762 : i32
              %c0_i32_219 = arith.constant 0 : i32
              llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %763, %c0_i32_219 : (i32, i32) -> ()
            } else {
              %c576_i32 = arith.constant 576 : i32
              %760 = arith.muli %367#0, %c576_i32 : i32
              %761 = arith.addi %760, %43 : i32
              %762 = rocdl.readfirstlane %545 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %762, %761, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            }
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %547 = rocdl.mfma.f32.16x16x32.fp8.fp8 %532, %333, %527, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %548 = rocdl.mfma.f32.16x16x32.fp8.fp8 %536, %333, %528, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %549 = rocdl.mfma.f32.16x16x32.fp8.fp8 %540, %341, %547, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %550 = rocdl.mfma.f32.16x16x32.fp8.fp8 %544, %341, %548, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %551 = arith.extui %373 : i32 to i64
            %552 = llvm.inttoptr %551 : i64 to !llvm.ptr<3>
            %553 = llvm.getelementptr %552[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %554 = llvm.load volatile %553 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %555 = arith.extui %373 : i32 to i64
            %556 = llvm.inttoptr %555 : i64 to !llvm.ptr<3>
            %557 = llvm.getelementptr %556[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %558 = llvm.load volatile %557 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %559 = arith.extui %373 : i32 to i64
            %560 = llvm.inttoptr %559 : i64 to !llvm.ptr<3>
            %561 = llvm.getelementptr %560[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %562 = llvm.load volatile %561 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %563 = arith.extui %373 : i32 to i64
            %564 = llvm.inttoptr %563 : i64 to !llvm.ptr<3>
            %565 = llvm.getelementptr %564[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %566 = llvm.load volatile %565 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %567 = rocdl.mfma.f32.16x16x32.fp8.fp8 %554, %355, %549, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %568 = rocdl.mfma.f32.16x16x32.fp8.fp8 %558, %355, %550, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %569 = rocdl.mfma.f32.16x16x32.fp8.fp8 %562, %363, %567, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %570 = rocdl.mfma.f32.16x16x32.fp8.fp8 %566, %363, %568, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 14
            %571 = vector.extract %569[0] : f32 from vector<4xf32>
            %572 = vector.extract %569[1] : f32 from vector<4xf32>
            %573 = vector.extract %569[2] : f32 from vector<4xf32>
            %574 = vector.extract %569[3] : f32 from vector<4xf32>
            %575 = vector.extract %570[0] : f32 from vector<4xf32>
            %576 = vector.extract %570[1] : f32 from vector<4xf32>
            %577 = vector.extract %570[2] : f32 from vector<4xf32>
            %578 = vector.extract %570[3] : f32 from vector<4xf32>
            %c2_141 = arith.constant 2 : index
            %579 = arith.remui %24, %c2_141 : index
            %c16_142 = arith.constant 16 : index
            %580 = arith.muli %579, %c16_142 : index
            %c16_143 = arith.constant 16 : index
            %581 = arith.divui %25, %c16_143 : index
            %c4_144 = arith.constant 4 : index
            %582 = arith.muli %581, %c4_144 : index
            %583 = arith.addi %580, %582 : index
            %c16_145 = arith.constant 16 : index
            %584 = arith.remui %583, %c16_145 : index
            %c2_146 = arith.constant 2 : index
            %585 = arith.divui %584, %c2_146 : index
            %c4_147 = arith.constant 4 : index
            %586 = arith.muli %585, %c4_147 : index
            %c16_148 = arith.constant 16 : index
            %587 = arith.divui %583, %c16_148 : index
            %c2_149 = arith.constant 2 : index
            %588 = arith.muli %c2_149, %587 : index
            %589 = arith.addi %586, %588 : index
            %c2_150 = arith.constant 2 : index
            %590 = arith.remui %583, %c2_150 : index
            %591 = arith.addi %589, %590 : index
            %c16_151 = arith.constant 16 : index
            %592 = arith.remui %25, %c16_151 : index
            %c8_152 = arith.constant 8 : index
            %593 = arith.muli %592, %c8_152 : index
            %c2_153 = arith.constant 2 : index
            %594 = arith.divui %24, %c2_153 : index
            %c128_154 = arith.constant 128 : index
            %595 = arith.muli %594, %c128_154 : index
            %596 = arith.addi %593, %595 : index
            %c4_155 = arith.constant 4 : index
            %597 = arith.divui %591, %c4_155 : index
            %c264_156 = arith.constant 264 : index
            %598 = arith.muli %597, %c264_156 : index
            %c4_157 = arith.constant 4 : index
            %599 = arith.remui %591, %c4_157 : index
            %c64_158 = arith.constant 64 : index
            %600 = arith.muli %599, %c64_158 : index
            %601 = arith.addi %598, %600 : index
            %c64_159 = arith.constant 64 : index
            %602 = arith.divui %596, %c64_159 : index
            %c2112 = arith.constant 2112 : index
            %603 = arith.muli %602, %c2112 : index
            %604 = arith.addi %601, %603 : index
            %c64_160 = arith.constant 64 : index
            %605 = arith.remui %596, %c64_160 : index
            %606 = arith.addi %604, %605 : index
            %607 = arith.addi %58, %606 : index
            %608 = arith.index_cast %607 : index to i32
            %609 = arith.subi %608, %5 : i32
            %c0_i32_161 = arith.constant 0 : i32
            %610 = arith.addi %609, %c0_i32_161 : i32
            %611 = fly.make_int_tuple(%610) : (i32) -> !fly.int_tuple<?>
            %612 = fly.add_offset(%4, %611) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %613 = fly.ptr.load(%612) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %614 = vector.bitcast %613 : vector<8xi8> to vector<2xi32>
            %615 = vector.extract %614[0] : i32 from vector<2xi32>
            %616 = vector.extract %614[1] : i32 from vector<2xi32>
            %617 = arith.index_cast %607 : index to i32
            %618 = arith.subi %617, %5 : i32
            %c64_i32_162 = arith.constant 64 : i32
            %619 = arith.addi %618, %c64_i32_162 : i32
            %620 = fly.make_int_tuple(%619) : (i32) -> !fly.int_tuple<?>
            %621 = fly.add_offset(%4, %620) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %622 = fly.ptr.load(%621) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %623 = vector.bitcast %622 : vector<8xi8> to vector<2xi32>
            %624 = vector.extract %623[0] : i32 from vector<2xi32>
            %625 = vector.extract %623[1] : i32 from vector<2xi32>
            %626 = arith.index_cast %607 : index to i32
            %627 = arith.subi %626, %5 : i32
            %c264_i32_163 = arith.constant 264 : i32
            %628 = arith.addi %627, %c264_i32_163 : i32
            %629 = fly.make_int_tuple(%628) : (i32) -> !fly.int_tuple<?>
            %630 = fly.add_offset(%4, %629) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %631 = fly.ptr.load(%630) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %632 = vector.bitcast %631 : vector<8xi8> to vector<2xi32>
            %633 = vector.extract %632[0] : i32 from vector<2xi32>
            %634 = vector.extract %632[1] : i32 from vector<2xi32>
            %635 = arith.index_cast %607 : index to i32
            %636 = arith.subi %635, %5 : i32
            %c328_i32 = arith.constant 328 : i32
            %637 = arith.addi %636, %c328_i32 : i32
            %638 = fly.make_int_tuple(%637) : (i32) -> !fly.int_tuple<?>
            %639 = fly.add_offset(%4, %638) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %640 = fly.ptr.load(%639) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %641 = vector.bitcast %640 : vector<8xi8> to vector<2xi32>
            %642 = vector.extract %641[0] : i32 from vector<2xi32>
            %643 = vector.extract %641[1] : i32 from vector<2xi32>
            rocdl.s.waitcnt 49279
            rocdl.sched.barrier none
            %c-1_i32_164 = arith.constant -1 : i32
            %c-1_i32_165 = arith.constant -1 : i32
            %644 = scf.if %369 -> (i32) {
              %760 = arith.index_cast %365 : i32 to index
              %761 = arith.addi %40, %760 : index
              %762 = arith.index_cast %85 : i32 to index
              %763 = arith.cmpi slt, %761, %762 : index
              %c-1_i32_218 = arith.constant -1 : i32
              %c-1_i32_219 = arith.constant -1 : i32
              %764 = scf.if %763 -> (i32) {
                %765 = arith.index_cast %761 : index to i32
                %c4_i32_220 = arith.constant 4 : i32
                %766 = arith.muli %765, %c4_i32_220 : i32
                %c0_i32_221 = arith.constant 0 : i32
                %767 = rocdl.raw.ptr.buffer.load %12, %766, %c0_i32_221, 0 : i32
                scf.yield %767 : i32
              } else {
                scf.yield %c-1_i32_219 : i32
              }
              scf.yield %764 : i32
            } else {
              scf.yield %c-1_i32_165 : i32
            }
            %c16_166 = arith.constant 16 : index
            %645 = arith.divui %25, %c16_166 : index
            %c4_167 = arith.constant 4 : index
            %646 = arith.muli %645, %c4_167 : index
            %647 = arith.index_cast %84 : i32 to index
            %648 = arith.addi %646, %647 : index
            %649 = arith.mulf %571, %arg8 fastmath<fast> : f32
            %650 = arith.mulf %572, %arg8 fastmath<fast> : f32
            %651 = arith.mulf %573, %arg8 fastmath<fast> : f32
            %652 = arith.mulf %574, %arg8 fastmath<fast> : f32
            %653 = arith.mulf %575, %arg8 fastmath<fast> : f32
            %654 = arith.mulf %576, %arg8 fastmath<fast> : f32
            %655 = arith.mulf %577, %arg8 fastmath<fast> : f32
            %656 = arith.mulf %578, %arg8 fastmath<fast> : f32
            %657 = arith.maxnumf %649, %650 fastmath<contract> : f32
            %658 = arith.maxnumf %657, %651 fastmath<contract> : f32
            %659 = arith.maxnumf %658, %652 fastmath<contract> : f32
            %660 = arith.maxnumf %659, %653 fastmath<contract> : f32
            %661 = arith.maxnumf %660, %654 fastmath<contract> : f32
            %662 = arith.maxnumf %661, %655 fastmath<contract> : f32
            %663 = arith.maxnumf %662, %656 fastmath<contract> : f32
            %664 = arith.bitcast %663 : f32 to i32
            %c32_i32_168 = arith.constant 32 : i32
            %c64_i32_169 = arith.constant 64 : i32
            %shuffleResult, %valid = gpu.shuffle xor %664, %c32_i32_168, %c64_i32_169 : i32
            %665 = arith.bitcast %shuffleResult : i32 to f32
            %666 = arith.maxnumf %663, %665 fastmath<contract> : f32
            %667 = arith.bitcast %666 : f32 to i32
            %c16_i32 = arith.constant 16 : i32
            %c64_i32_170 = arith.constant 64 : i32
            %shuffleResult_171, %valid_172 = gpu.shuffle xor %667, %c16_i32, %c64_i32_170 : i32
            %668 = arith.bitcast %shuffleResult_171 : i32 to f32
            %669 = arith.maxnumf %666, %668 fastmath<contract> : f32
            %670 = arith.subf %649, %669 fastmath<fast> : f32
            %cst_173 = arith.constant 1.44269502 : f32
            %671 = arith.mulf %670, %cst_173 fastmath<fast> : f32
            %672 = rocdl.exp2 %671 f32 -> f32
            %cst_174 = arith.constant 0.000000e+00 : f32
            %673 = arith.addf %cst_174, %672 fastmath<fast> : f32
            %674 = arith.subf %650, %669 fastmath<fast> : f32
            %cst_175 = arith.constant 1.44269502 : f32
            %675 = arith.mulf %674, %cst_175 fastmath<fast> : f32
            %676 = rocdl.exp2 %675 f32 -> f32
            %677 = arith.addf %673, %676 fastmath<fast> : f32
            %678 = arith.subf %651, %669 fastmath<fast> : f32
            %cst_176 = arith.constant 1.44269502 : f32
            %679 = arith.mulf %678, %cst_176 fastmath<fast> : f32
            %680 = rocdl.exp2 %679 f32 -> f32
            %681 = arith.addf %677, %680 fastmath<fast> : f32
            %682 = arith.subf %652, %669 fastmath<fast> : f32
            %cst_177 = arith.constant 1.44269502 : f32
            %683 = arith.mulf %682, %cst_177 fastmath<fast> : f32
            %684 = rocdl.exp2 %683 f32 -> f32
            %685 = arith.addf %681, %684 fastmath<fast> : f32
            %686 = arith.subf %653, %669 fastmath<fast> : f32
            %cst_178 = arith.constant 1.44269502 : f32
            %687 = arith.mulf %686, %cst_178 fastmath<fast> : f32
            %688 = rocdl.exp2 %687 f32 -> f32
            %689 = arith.addf %685, %688 fastmath<fast> : f32
            %690 = arith.subf %654, %669 fastmath<fast> : f32
            %cst_179 = arith.constant 1.44269502 : f32
            %691 = arith.mulf %690, %cst_179 fastmath<fast> : f32
            %692 = rocdl.exp2 %691 f32 -> f32
            %693 = arith.addf %689, %692 fastmath<fast> : f32
            %694 = arith.subf %655, %669 fastmath<fast> : f32
            %cst_180 = arith.constant 1.44269502 : f32
            %695 = arith.mulf %694, %cst_180 fastmath<fast> : f32
            %696 = rocdl.exp2 %695 f32 -> f32
            %697 = arith.addf %693, %696 fastmath<fast> : f32
            %698 = arith.subf %656, %669 fastmath<fast> : f32
            %cst_181 = arith.constant 1.44269502 : f32
            %699 = arith.mulf %698, %cst_181 fastmath<fast> : f32
            %700 = rocdl.exp2 %699 f32 -> f32
            %701 = arith.addf %697, %700 fastmath<fast> : f32
            %702 = arith.bitcast %701 : f32 to i32
            %c32_i32_182 = arith.constant 32 : i32
            %c64_i32_183 = arith.constant 64 : i32
            %shuffleResult_184, %valid_185 = gpu.shuffle xor %702, %c32_i32_182, %c64_i32_183 : i32
            %703 = arith.bitcast %shuffleResult_184 : i32 to f32
            %704 = arith.addf %701, %703 fastmath<fast> : f32
            %705 = arith.bitcast %704 : f32 to i32
            %c16_i32_186 = arith.constant 16 : i32
            %c64_i32_187 = arith.constant 64 : i32
            %shuffleResult_188, %valid_189 = gpu.shuffle xor %705, %c16_i32_186, %c64_i32_187 : i32
            %706 = arith.bitcast %shuffleResult_188 : i32 to f32
            %707 = arith.addf %704, %706 fastmath<fast> : f32
            %c0_i32_190 = arith.constant 0 : i32
            %708 = rocdl.cvt.pk.fp8.f32 %672, %676 -> %c0_i32_190[false] : i32
            %709 = rocdl.cvt.pk.fp8.f32 %680, %684 -> %708[true] : i32
            %c0_i32_191 = arith.constant 0 : i32
            %710 = rocdl.cvt.pk.fp8.f32 %688, %692 -> %c0_i32_191[false] : i32
            %711 = rocdl.cvt.pk.fp8.f32 %696, %700 -> %710[true] : i32
            %712 = arith.extui %709 : i32 to i64
            %713 = arith.extui %711 : i32 to i64
            %c32_i64 = arith.constant 32 : i64
            %714 = arith.shli %713, %c32_i64 : i64
            %715 = arith.ori %712, %714 : i64
            %c83952640_i32 = arith.constant 83952640 : i32
            %716 = llvm.call_intrinsic "llvm.amdgcn.perm"(%624, %615, %c83952640_i32) : (i32, i32, i32) -> i32
            %c117638658_i32 = arith.constant 117638658 : i32
            %717 = llvm.call_intrinsic "llvm.amdgcn.perm"(%624, %615, %c117638658_i32) : (i32, i32, i32) -> i32
            %c83952640_i32_192 = arith.constant 83952640 : i32
            %718 = llvm.call_intrinsic "llvm.amdgcn.perm"(%625, %616, %c83952640_i32_192) : (i32, i32, i32) -> i32
            %c117638658_i32_193 = arith.constant 117638658 : i32
            %719 = llvm.call_intrinsic "llvm.amdgcn.perm"(%625, %616, %c117638658_i32_193) : (i32, i32, i32) -> i32
            %c83952640_i32_194 = arith.constant 83952640 : i32
            %720 = llvm.call_intrinsic "llvm.amdgcn.perm"(%642, %633, %c83952640_i32_194) : (i32, i32, i32) -> i32
            %c117638658_i32_195 = arith.constant 117638658 : i32
            %721 = llvm.call_intrinsic "llvm.amdgcn.perm"(%642, %633, %c117638658_i32_195) : (i32, i32, i32) -> i32
            %c83952640_i32_196 = arith.constant 83952640 : i32
            %722 = llvm.call_intrinsic "llvm.amdgcn.perm"(%643, %634, %c83952640_i32_196) : (i32, i32, i32) -> i32
            %c117638658_i32_197 = arith.constant 117638658 : i32
            %723 = llvm.call_intrinsic "llvm.amdgcn.perm"(%643, %634, %c117638658_i32_197) : (i32, i32, i32) -> i32
            %c84148480_i32 = arith.constant 84148480 : i32
            %724 = llvm.call_intrinsic "llvm.amdgcn.perm"(%720, %716, %c84148480_i32) : (i32, i32, i32) -> i32
            %c84148480_i32_198 = arith.constant 84148480 : i32
            %725 = llvm.call_intrinsic "llvm.amdgcn.perm"(%722, %718, %c84148480_i32_198) : (i32, i32, i32) -> i32
            %c117834498_i32 = arith.constant 117834498 : i32
            %726 = llvm.call_intrinsic "llvm.amdgcn.perm"(%720, %716, %c117834498_i32) : (i32, i32, i32) -> i32
            %c117834498_i32_199 = arith.constant 117834498 : i32
            %727 = llvm.call_intrinsic "llvm.amdgcn.perm"(%722, %718, %c117834498_i32_199) : (i32, i32, i32) -> i32
            %c84148480_i32_200 = arith.constant 84148480 : i32
            %728 = llvm.call_intrinsic "llvm.amdgcn.perm"(%721, %717, %c84148480_i32_200) : (i32, i32, i32) -> i32
            %c84148480_i32_201 = arith.constant 84148480 : i32
            %729 = llvm.call_intrinsic "llvm.amdgcn.perm"(%723, %719, %c84148480_i32_201) : (i32, i32, i32) -> i32
            %c117834498_i32_202 = arith.constant 117834498 : i32
            %730 = llvm.call_intrinsic "llvm.amdgcn.perm"(%721, %717, %c117834498_i32_202) : (i32, i32, i32) -> i32
            %c117834498_i32_203 = arith.constant 117834498 : i32
            %731 = llvm.call_intrinsic "llvm.amdgcn.perm"(%723, %719, %c117834498_i32_203) : (i32, i32, i32) -> i32
            %c0_204 = arith.constant 0 : index
            %732 = arith.addi %3, %c0_204 : index
            %c2_205 = arith.constant 2 : index
            %733 = arith.remui %24, %c2_205 : index
            %c4_206 = arith.constant 4 : index
            %734 = arith.muli %733, %c4_206 : index
            %c16_207 = arith.constant 16 : index
            %735 = arith.divui %25, %c16_207 : index
            %736 = arith.addi %734, %735 : index
            %c16_208 = arith.constant 16 : index
            %737 = arith.remui %25, %c16_208 : index
            %c2_209 = arith.constant 2 : index
            %738 = arith.divui %24, %c2_209 : index
            %c16_210 = arith.constant 16 : index
            %739 = arith.muli %738, %c16_210 : index
            %740 = arith.addi %737, %739 : index
            %c66 = arith.constant 66 : index
            %741 = arith.muli %736, %c66 : index
            %742 = arith.addi %741, %740 : index
            %c32_211 = arith.constant 32 : index
            %743 = arith.muli %742, %c32_211 : index
            %744 = arith.addi %732, %743 : index
            %745 = vector.from_elements %724, %725, %726, %727 : vector<4xi32>
            %746 = vector.bitcast %745 : vector<4xi32> to vector<16xi8>
            %747 = arith.index_cast %744 : index to i32
            %748 = arith.subi %747, %5 : i32
            %c0_i32_212 = arith.constant 0 : i32
            %749 = arith.addi %748, %c0_i32_212 : i32
            %750 = fly.make_int_tuple(%749) : (i32) -> !fly.int_tuple<?>
            %751 = fly.add_offset(%4, %750) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%746, %751) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
            %752 = vector.from_elements %728, %729, %730, %731 : vector<4xi32>
            %753 = vector.bitcast %752 : vector<4xi32> to vector<16xi8>
            %c16_213 = arith.constant 16 : index
            %754 = arith.addi %744, %c16_213 : index
            %755 = arith.index_cast %754 : index to i32
            %756 = arith.subi %755, %5 : i32
            %c0_i32_214 = arith.constant 0 : i32
            %757 = arith.addi %756, %c0_i32_214 : i32
            %758 = fly.make_int_tuple(%757) : (i32) -> !fly.int_tuple<?>
            %759 = fly.add_offset(%4, %758) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%753, %759) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
            %c0_i64_215 = arith.constant 0 : i64
            %cst_216 = arith.constant 1.000000e+00 : f32
            %c-1_i32_217 = arith.constant -1 : i32
            scf.yield %669, %707, %715, %c0_i64_215, %cst_216, %644, %c-1_i32_217 : f32, f32, i64, i64, f32, i32, i32
          } else {
            llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            %372 = arith.addi %58, %57 : index
            %373 = arith.index_cast %372 : index to i32
            %c0_i32_131 = arith.constant 0 : i32
            %374 = arith.addi %69, %c0_i32_131 : i32
            %c576_i32 = arith.constant 576 : i32
            %375 = arith.muli %367#0, %c576_i32 : i32
            %376 = arith.addi %375, %43 : i32
            %377 = rocdl.readfirstlane %374 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %377, %376, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            %378 = arith.extui %373 : i32 to i64
            %379 = llvm.inttoptr %378 : i64 to !llvm.ptr<3>
            %380 = llvm.load volatile %379 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %381 = arith.extui %373 : i32 to i64
            %382 = llvm.inttoptr %381 : i64 to !llvm.ptr<3>
            %383 = llvm.getelementptr %382[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %384 = llvm.load volatile %383 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %385 = arith.extui %373 : i32 to i64
            %386 = llvm.inttoptr %385 : i64 to !llvm.ptr<3>
            %387 = llvm.getelementptr %386[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %388 = llvm.load volatile %387 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %389 = arith.extui %373 : i32 to i64
            %390 = llvm.inttoptr %389 : i64 to !llvm.ptr<3>
            %391 = llvm.getelementptr %390[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %392 = llvm.load volatile %391 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c2048_i32 = arith.constant 2048 : i32
            %393 = arith.addi %69, %c2048_i32 : i32
            %c576_i32_132 = arith.constant 576 : i32
            %394 = arith.muli %367#0, %c576_i32_132 : i32
            %395 = arith.addi %394, %43 : i32
            %396 = rocdl.readfirstlane %393 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %396, %395, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %397 = rocdl.mfma.f32.16x16x32.fp8.fp8 %380, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %398 = rocdl.mfma.f32.16x16x32.fp8.fp8 %384, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 15
            rocdl.s.waitcnt 49279
            %399 = rocdl.mfma.f32.16x16x32.fp8.fp8 %388, %163, %397, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %400 = rocdl.mfma.f32.16x16x32.fp8.fp8 %392, %163, %398, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %401 = arith.extui %373 : i32 to i64
            %402 = llvm.inttoptr %401 : i64 to !llvm.ptr<3>
            %403 = llvm.getelementptr %402[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %404 = llvm.load volatile %403 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %405 = arith.extui %373 : i32 to i64
            %406 = llvm.inttoptr %405 : i64 to !llvm.ptr<3>
            %407 = llvm.getelementptr %406[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %408 = llvm.load volatile %407 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %409 = arith.extui %373 : i32 to i64
            %410 = llvm.inttoptr %409 : i64 to !llvm.ptr<3>
            %411 = llvm.getelementptr %410[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %412 = llvm.load volatile %411 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %413 = arith.extui %373 : i32 to i64
            %414 = llvm.inttoptr %413 : i64 to !llvm.ptr<3>
            %415 = llvm.getelementptr %414[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %416 = llvm.load volatile %415 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c4096_i32 = arith.constant 4096 : i32
            %417 = arith.addi %69, %c4096_i32 : i32
            %c576_i32_133 = arith.constant 576 : i32
            %418 = arith.muli %367#0, %c576_i32_133 : i32
            %419 = arith.addi %418, %43 : i32
            %420 = rocdl.readfirstlane %417 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %420, %419, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %421 = rocdl.mfma.f32.16x16x32.fp8.fp8 %404, %181, %399, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %422 = rocdl.mfma.f32.16x16x32.fp8.fp8 %408, %181, %400, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %423 = rocdl.mfma.f32.16x16x32.fp8.fp8 %412, %189, %421, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %424 = rocdl.mfma.f32.16x16x32.fp8.fp8 %416, %189, %422, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %425 = arith.extui %373 : i32 to i64
            %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
            %427 = llvm.getelementptr %426[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %428 = llvm.load volatile %427 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %429 = arith.extui %373 : i32 to i64
            %430 = llvm.inttoptr %429 : i64 to !llvm.ptr<3>
            %431 = llvm.getelementptr %430[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %432 = llvm.load volatile %431 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %433 = arith.extui %373 : i32 to i64
            %434 = llvm.inttoptr %433 : i64 to !llvm.ptr<3>
            %435 = llvm.getelementptr %434[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %436 = llvm.load volatile %435 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %437 = arith.extui %373 : i32 to i64
            %438 = llvm.inttoptr %437 : i64 to !llvm.ptr<3>
            %439 = llvm.getelementptr %438[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %440 = llvm.load volatile %439 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c6144_i32 = arith.constant 6144 : i32
            %441 = arith.addi %69, %c6144_i32 : i32
            %c576_i32_134 = arith.constant 576 : i32
            %442 = arith.muli %367#0, %c576_i32_134 : i32
            %443 = arith.addi %442, %43 : i32
            %444 = rocdl.readfirstlane %441 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %444, %443, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %445 = rocdl.mfma.f32.16x16x32.fp8.fp8 %428, %207, %423, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %446 = rocdl.mfma.f32.16x16x32.fp8.fp8 %432, %207, %424, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %447 = rocdl.mfma.f32.16x16x32.fp8.fp8 %436, %215, %445, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %448 = rocdl.mfma.f32.16x16x32.fp8.fp8 %440, %215, %446, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %449 = arith.extui %373 : i32 to i64
            %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<3>
            %451 = llvm.getelementptr %450[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %452 = llvm.load volatile %451 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %453 = arith.extui %373 : i32 to i64
            %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<3>
            %455 = llvm.getelementptr %454[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %456 = llvm.load volatile %455 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %457 = arith.extui %373 : i32 to i64
            %458 = llvm.inttoptr %457 : i64 to !llvm.ptr<3>
            %459 = llvm.getelementptr %458[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %460 = llvm.load volatile %459 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %461 = arith.extui %373 : i32 to i64
            %462 = llvm.inttoptr %461 : i64 to !llvm.ptr<3>
            %463 = llvm.getelementptr %462[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %464 = llvm.load volatile %463 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c8192_i32 = arith.constant 8192 : i32
            %465 = arith.addi %69, %c8192_i32 : i32
            %c576_i32_135 = arith.constant 576 : i32
            %466 = arith.muli %367#0, %c576_i32_135 : i32
            %467 = arith.addi %466, %43 : i32
            %468 = rocdl.readfirstlane %465 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %468, %467, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %469 = rocdl.mfma.f32.16x16x32.fp8.fp8 %452, %233, %447, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %470 = rocdl.mfma.f32.16x16x32.fp8.fp8 %456, %233, %448, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %471 = rocdl.mfma.f32.16x16x32.fp8.fp8 %460, %241, %469, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %472 = rocdl.mfma.f32.16x16x32.fp8.fp8 %464, %241, %470, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %473 = arith.extui %373 : i32 to i64
            %474 = llvm.inttoptr %473 : i64 to !llvm.ptr<3>
            %475 = llvm.getelementptr %474[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %476 = llvm.load volatile %475 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %477 = arith.extui %373 : i32 to i64
            %478 = llvm.inttoptr %477 : i64 to !llvm.ptr<3>
            %479 = llvm.getelementptr %478[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %480 = llvm.load volatile %479 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %481 = arith.extui %373 : i32 to i64
            %482 = llvm.inttoptr %481 : i64 to !llvm.ptr<3>
            %483 = llvm.getelementptr %482[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %484 = llvm.load volatile %483 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %485 = arith.extui %373 : i32 to i64
            %486 = llvm.inttoptr %485 : i64 to !llvm.ptr<3>
            %487 = llvm.getelementptr %486[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %488 = llvm.load volatile %487 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c10240_i32 = arith.constant 10240 : i32
            %489 = arith.addi %69, %c10240_i32 : i32
            %c576_i32_136 = arith.constant 576 : i32
            %490 = arith.muli %367#0, %c576_i32_136 : i32
            %491 = arith.addi %490, %43 : i32
            %492 = rocdl.readfirstlane %489 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %492, %491, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %493 = rocdl.mfma.f32.16x16x32.fp8.fp8 %476, %259, %471, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %494 = rocdl.mfma.f32.16x16x32.fp8.fp8 %480, %259, %472, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %495 = rocdl.mfma.f32.16x16x32.fp8.fp8 %484, %267, %493, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %496 = rocdl.mfma.f32.16x16x32.fp8.fp8 %488, %267, %494, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %497 = arith.extui %373 : i32 to i64
            %498 = llvm.inttoptr %497 : i64 to !llvm.ptr<3>
            %499 = llvm.getelementptr %498[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %500 = llvm.load volatile %499 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %501 = arith.extui %373 : i32 to i64
            %502 = llvm.inttoptr %501 : i64 to !llvm.ptr<3>
            %503 = llvm.getelementptr %502[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %504 = llvm.load volatile %503 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %505 = arith.extui %373 : i32 to i64
            %506 = llvm.inttoptr %505 : i64 to !llvm.ptr<3>
            %507 = llvm.getelementptr %506[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %508 = llvm.load volatile %507 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %509 = arith.extui %373 : i32 to i64
            %510 = llvm.inttoptr %509 : i64 to !llvm.ptr<3>
            %511 = llvm.getelementptr %510[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %512 = llvm.load volatile %511 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c12288_i32 = arith.constant 12288 : i32
            %513 = arith.addi %69, %c12288_i32 : i32
            %c576_i32_137 = arith.constant 576 : i32
            %514 = arith.muli %367#0, %c576_i32_137 : i32
            %515 = arith.addi %514, %43 : i32
            %516 = rocdl.readfirstlane %513 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %516, %515, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %517 = rocdl.mfma.f32.16x16x32.fp8.fp8 %500, %285, %495, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %518 = rocdl.mfma.f32.16x16x32.fp8.fp8 %504, %285, %496, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %519 = rocdl.mfma.f32.16x16x32.fp8.fp8 %508, %293, %517, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %520 = rocdl.mfma.f32.16x16x32.fp8.fp8 %512, %293, %518, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %521 = arith.extui %373 : i32 to i64
            %522 = llvm.inttoptr %521 : i64 to !llvm.ptr<3>
            %523 = llvm.getelementptr %522[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %524 = llvm.load volatile %523 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %525 = arith.extui %373 : i32 to i64
            %526 = llvm.inttoptr %525 : i64 to !llvm.ptr<3>
            %527 = llvm.getelementptr %526[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %528 = llvm.load volatile %527 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %529 = arith.extui %373 : i32 to i64
            %530 = llvm.inttoptr %529 : i64 to !llvm.ptr<3>
            %531 = llvm.getelementptr %530[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %532 = llvm.load volatile %531 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %533 = arith.extui %373 : i32 to i64
            %534 = llvm.inttoptr %533 : i64 to !llvm.ptr<3>
            %535 = llvm.getelementptr %534[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %536 = llvm.load volatile %535 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c14336_i32 = arith.constant 14336 : i32
            %537 = arith.addi %69, %c14336_i32 : i32
            %c576_i32_138 = arith.constant 576 : i32
            %538 = arith.muli %367#0, %c576_i32_138 : i32
            %539 = arith.addi %538, %43 : i32
            %540 = rocdl.readfirstlane %537 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %540, %539, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %541 = rocdl.mfma.f32.16x16x32.fp8.fp8 %524, %311, %519, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %542 = rocdl.mfma.f32.16x16x32.fp8.fp8 %528, %311, %520, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %543 = rocdl.mfma.f32.16x16x32.fp8.fp8 %532, %319, %541, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %544 = rocdl.mfma.f32.16x16x32.fp8.fp8 %536, %319, %542, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %545 = arith.extui %373 : i32 to i64
            %546 = llvm.inttoptr %545 : i64 to !llvm.ptr<3>
            %547 = llvm.getelementptr %546[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %548 = llvm.load volatile %547 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %549 = arith.extui %373 : i32 to i64
            %550 = llvm.inttoptr %549 : i64 to !llvm.ptr<3>
            %551 = llvm.getelementptr %550[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %552 = llvm.load volatile %551 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %553 = arith.extui %373 : i32 to i64
            %554 = llvm.inttoptr %553 : i64 to !llvm.ptr<3>
            %555 = llvm.getelementptr %554[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %556 = llvm.load volatile %555 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %557 = arith.extui %373 : i32 to i64
            %558 = llvm.inttoptr %557 : i64 to !llvm.ptr<3>
            %559 = llvm.getelementptr %558[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %560 = llvm.load volatile %559 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %c16384_i32 = arith.constant 16384 : i32
            %561 = arith.addi %69, %c16384_i32 : i32
            %c576_i32_139 = arith.constant 576 : i32
            %562 = arith.muli %367#0, %c576_i32_139 : i32
            %563 = arith.addi %562, %43 : i32
            %564 = rocdl.readfirstlane %561 : i32
            llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %564, %563, %10 : (i32, i32, !llvm.ptr<8>) -> ()
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %565 = rocdl.mfma.f32.16x16x32.fp8.fp8 %548, %333, %543, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %566 = rocdl.mfma.f32.16x16x32.fp8.fp8 %552, %333, %544, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %567 = rocdl.mfma.f32.16x16x32.fp8.fp8 %556, %341, %565, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %568 = rocdl.mfma.f32.16x16x32.fp8.fp8 %560, %341, %566, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %569 = arith.extui %373 : i32 to i64
            %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<3>
            %571 = llvm.getelementptr %570[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %572 = llvm.load volatile %571 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %573 = arith.extui %373 : i32 to i64
            %574 = llvm.inttoptr %573 : i64 to !llvm.ptr<3>
            %575 = llvm.getelementptr %574[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %576 = llvm.load volatile %575 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %577 = arith.extui %373 : i32 to i64
            %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
            %579 = llvm.getelementptr %578[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %580 = llvm.load volatile %579 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            %581 = arith.extui %373 : i32 to i64
            %582 = llvm.inttoptr %581 : i64 to !llvm.ptr<3>
            %583 = llvm.getelementptr %582[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %584 = llvm.load volatile %583 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49791
            %585 = rocdl.mfma.f32.16x16x32.fp8.fp8 %572, %355, %567, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %586 = rocdl.mfma.f32.16x16x32.fp8.fp8 %576, %355, %568, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.waitcnt 49279
            %587 = rocdl.mfma.f32.16x16x32.fp8.fp8 %580, %363, %585, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %588 = rocdl.mfma.f32.16x16x32.fp8.fp8 %584, %363, %586, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.s.setprio 14
            %589 = vector.extract %587[0] : f32 from vector<4xf32>
            %590 = vector.extract %587[1] : f32 from vector<4xf32>
            %591 = vector.extract %587[2] : f32 from vector<4xf32>
            %592 = vector.extract %587[3] : f32 from vector<4xf32>
            %593 = vector.extract %588[0] : f32 from vector<4xf32>
            %594 = vector.extract %588[1] : f32 from vector<4xf32>
            %595 = vector.extract %588[2] : f32 from vector<4xf32>
            %596 = vector.extract %588[3] : f32 from vector<4xf32>
            %c2_140 = arith.constant 2 : index
            %597 = arith.remui %24, %c2_140 : index
            %c16_141 = arith.constant 16 : index
            %598 = arith.muli %597, %c16_141 : index
            %c16_142 = arith.constant 16 : index
            %599 = arith.divui %25, %c16_142 : index
            %c4_143 = arith.constant 4 : index
            %600 = arith.muli %599, %c4_143 : index
            %601 = arith.addi %598, %600 : index
            %c16_144 = arith.constant 16 : index
            %602 = arith.remui %601, %c16_144 : index
            %c2_145 = arith.constant 2 : index
            %603 = arith.divui %602, %c2_145 : index
            %c4_146 = arith.constant 4 : index
            %604 = arith.muli %603, %c4_146 : index
            %c16_147 = arith.constant 16 : index
            %605 = arith.divui %601, %c16_147 : index
            %c2_148 = arith.constant 2 : index
            %606 = arith.muli %c2_148, %605 : index
            %607 = arith.addi %604, %606 : index
            %c2_149 = arith.constant 2 : index
            %608 = arith.remui %601, %c2_149 : index
            %609 = arith.addi %607, %608 : index
            %c16_150 = arith.constant 16 : index
            %610 = arith.remui %25, %c16_150 : index
            %c8_151 = arith.constant 8 : index
            %611 = arith.muli %610, %c8_151 : index
            %c2_152 = arith.constant 2 : index
            %612 = arith.divui %24, %c2_152 : index
            %c128_153 = arith.constant 128 : index
            %613 = arith.muli %612, %c128_153 : index
            %614 = arith.addi %611, %613 : index
            %c4_154 = arith.constant 4 : index
            %615 = arith.divui %609, %c4_154 : index
            %c264_155 = arith.constant 264 : index
            %616 = arith.muli %615, %c264_155 : index
            %c4_156 = arith.constant 4 : index
            %617 = arith.remui %609, %c4_156 : index
            %c64_157 = arith.constant 64 : index
            %618 = arith.muli %617, %c64_157 : index
            %619 = arith.addi %616, %618 : index
            %c64_158 = arith.constant 64 : index
            %620 = arith.divui %614, %c64_158 : index
            %c2112 = arith.constant 2112 : index
            %621 = arith.muli %620, %c2112 : index
            %622 = arith.addi %619, %621 : index
            %c64_159 = arith.constant 64 : index
            %623 = arith.remui %614, %c64_159 : index
            %624 = arith.addi %622, %623 : index
            %625 = arith.addi %58, %624 : index
            %626 = arith.index_cast %625 : index to i32
            %627 = arith.subi %626, %5 : i32
            %c0_i32_160 = arith.constant 0 : i32
            %628 = arith.addi %627, %c0_i32_160 : i32
            %629 = fly.make_int_tuple(%628) : (i32) -> !fly.int_tuple<?>
            %630 = fly.add_offset(%4, %629) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %631 = fly.ptr.load(%630) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %632 = vector.bitcast %631 : vector<8xi8> to vector<2xi32>
            %633 = vector.extract %632[0] : i32 from vector<2xi32>
            %634 = vector.extract %632[1] : i32 from vector<2xi32>
            %635 = arith.index_cast %625 : index to i32
            %636 = arith.subi %635, %5 : i32
            %c64_i32_161 = arith.constant 64 : i32
            %637 = arith.addi %636, %c64_i32_161 : i32
            %638 = fly.make_int_tuple(%637) : (i32) -> !fly.int_tuple<?>
            %639 = fly.add_offset(%4, %638) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %640 = fly.ptr.load(%639) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %641 = vector.bitcast %640 : vector<8xi8> to vector<2xi32>
            %642 = vector.extract %641[0] : i32 from vector<2xi32>
            %643 = vector.extract %641[1] : i32 from vector<2xi32>
            %644 = arith.index_cast %625 : index to i32
            %645 = arith.subi %644, %5 : i32
            %c264_i32_162 = arith.constant 264 : i32
            %646 = arith.addi %645, %c264_i32_162 : i32
            %647 = fly.make_int_tuple(%646) : (i32) -> !fly.int_tuple<?>
            %648 = fly.add_offset(%4, %647) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %649 = fly.ptr.load(%648) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %650 = vector.bitcast %649 : vector<8xi8> to vector<2xi32>
            %651 = vector.extract %650[0] : i32 from vector<2xi32>
            %652 = vector.extract %650[1] : i32 from vector<2xi32>
            %653 = arith.index_cast %625 : index to i32
            %654 = arith.subi %653, %5 : i32
            %c328_i32 = arith.constant 328 : i32
            %655 = arith.addi %654, %c328_i32 : i32
            %656 = fly.make_int_tuple(%655) : (i32) -> !fly.int_tuple<?>
            %657 = fly.add_offset(%4, %656) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            %658 = fly.ptr.load(%657) : (!fly.ptr<i8, shared>) -> vector<8xi8>
            %659 = vector.bitcast %658 : vector<8xi8> to vector<2xi32>
            %660 = vector.extract %659[0] : i32 from vector<2xi32>
            %661 = vector.extract %659[1] : i32 from vector<2xi32>
            rocdl.s.waitcnt 49279
            rocdl.sched.barrier none
            %c-1_i32_163 = arith.constant -1 : i32
            %c-1_i32_164 = arith.constant -1 : i32
            %662 = scf.if %369 -> (i32) {
              %778 = arith.index_cast %365 : i32 to index
              %779 = arith.addi %40, %778 : index
              %780 = arith.index_cast %85 : i32 to index
              %781 = arith.cmpi slt, %779, %780 : index
              %c-1_i32_217 = arith.constant -1 : i32
              %c-1_i32_218 = arith.constant -1 : i32
              %782 = scf.if %781 -> (i32) {
                %783 = arith.index_cast %779 : index to i32
                %c4_i32_219 = arith.constant 4 : i32
                %784 = arith.muli %783, %c4_i32_219 : i32
                %c0_i32_220 = arith.constant 0 : i32
                %785 = rocdl.raw.ptr.buffer.load %12, %784, %c0_i32_220, 0 : i32
                scf.yield %785 : i32
              } else {
                scf.yield %c-1_i32_218 : i32
              }
              scf.yield %782 : i32
            } else {
              scf.yield %c-1_i32_164 : i32
            }
            %c16_165 = arith.constant 16 : index
            %663 = arith.divui %25, %c16_165 : index
            %c4_166 = arith.constant 4 : index
            %664 = arith.muli %663, %c4_166 : index
            %665 = arith.index_cast %84 : i32 to index
            %666 = arith.addi %664, %665 : index
            %667 = arith.mulf %589, %arg8 fastmath<fast> : f32
            %668 = arith.mulf %590, %arg8 fastmath<fast> : f32
            %669 = arith.mulf %591, %arg8 fastmath<fast> : f32
            %670 = arith.mulf %592, %arg8 fastmath<fast> : f32
            %671 = arith.mulf %593, %arg8 fastmath<fast> : f32
            %672 = arith.mulf %594, %arg8 fastmath<fast> : f32
            %673 = arith.mulf %595, %arg8 fastmath<fast> : f32
            %674 = arith.mulf %596, %arg8 fastmath<fast> : f32
            %675 = arith.maxnumf %667, %668 fastmath<contract> : f32
            %676 = arith.maxnumf %675, %669 fastmath<contract> : f32
            %677 = arith.maxnumf %676, %670 fastmath<contract> : f32
            %678 = arith.maxnumf %677, %671 fastmath<contract> : f32
            %679 = arith.maxnumf %678, %672 fastmath<contract> : f32
            %680 = arith.maxnumf %679, %673 fastmath<contract> : f32
            %681 = arith.maxnumf %680, %674 fastmath<contract> : f32
            %682 = arith.bitcast %681 : f32 to i32
            %c32_i32_167 = arith.constant 32 : i32
            %c64_i32_168 = arith.constant 64 : i32
            %shuffleResult, %valid = gpu.shuffle xor %682, %c32_i32_167, %c64_i32_168 : i32
            %683 = arith.bitcast %shuffleResult : i32 to f32
            %684 = arith.maxnumf %681, %683 fastmath<contract> : f32
            %685 = arith.bitcast %684 : f32 to i32
            %c16_i32 = arith.constant 16 : i32
            %c64_i32_169 = arith.constant 64 : i32
            %shuffleResult_170, %valid_171 = gpu.shuffle xor %685, %c16_i32, %c64_i32_169 : i32
            %686 = arith.bitcast %shuffleResult_170 : i32 to f32
            %687 = arith.maxnumf %684, %686 fastmath<contract> : f32
            %688 = arith.subf %667, %687 fastmath<fast> : f32
            %cst_172 = arith.constant 1.44269502 : f32
            %689 = arith.mulf %688, %cst_172 fastmath<fast> : f32
            %690 = rocdl.exp2 %689 f32 -> f32
            %cst_173 = arith.constant 0.000000e+00 : f32
            %691 = arith.addf %cst_173, %690 fastmath<fast> : f32
            %692 = arith.subf %668, %687 fastmath<fast> : f32
            %cst_174 = arith.constant 1.44269502 : f32
            %693 = arith.mulf %692, %cst_174 fastmath<fast> : f32
            %694 = rocdl.exp2 %693 f32 -> f32
            %695 = arith.addf %691, %694 fastmath<fast> : f32
            %696 = arith.subf %669, %687 fastmath<fast> : f32
            %cst_175 = arith.constant 1.44269502 : f32
            %697 = arith.mulf %696, %cst_175 fastmath<fast> : f32
            %698 = rocdl.exp2 %697 f32 -> f32
            %699 = arith.addf %695, %698 fastmath<fast> : f32
            %700 = arith.subf %670, %687 fastmath<fast> : f32
            %cst_176 = arith.constant 1.44269502 : f32
            %701 = arith.mulf %700, %cst_176 fastmath<fast> : f32
            %702 = rocdl.exp2 %701 f32 -> f32
            %703 = arith.addf %699, %702 fastmath<fast> : f32
            %704 = arith.subf %671, %687 fastmath<fast> : f32
            %cst_177 = arith.constant 1.44269502 : f32
            %705 = arith.mulf %704, %cst_177 fastmath<fast> : f32
            %706 = rocdl.exp2 %705 f32 -> f32
            %707 = arith.addf %703, %706 fastmath<fast> : f32
            %708 = arith.subf %672, %687 fastmath<fast> : f32
            %cst_178 = arith.constant 1.44269502 : f32
            %709 = arith.mulf %708, %cst_178 fastmath<fast> : f32
            %710 = rocdl.exp2 %709 f32 -> f32
            %711 = arith.addf %707, %710 fastmath<fast> : f32
            %712 = arith.subf %673, %687 fastmath<fast> : f32
            %cst_179 = arith.constant 1.44269502 : f32
            %713 = arith.mulf %712, %cst_179 fastmath<fast> : f32
            %714 = rocdl.exp2 %713 f32 -> f32
            %715 = arith.addf %711, %714 fastmath<fast> : f32
            %716 = arith.subf %674, %687 fastmath<fast> : f32
            %cst_180 = arith.constant 1.44269502 : f32
            %717 = arith.mulf %716, %cst_180 fastmath<fast> : f32
            %718 = rocdl.exp2 %717 f32 -> f32
            %719 = arith.addf %715, %718 fastmath<fast> : f32
            %720 = arith.bitcast %719 : f32 to i32
            %c32_i32_181 = arith.constant 32 : i32
            %c64_i32_182 = arith.constant 64 : i32
            %shuffleResult_183, %valid_184 = gpu.shuffle xor %720, %c32_i32_181, %c64_i32_182 : i32
            %721 = arith.bitcast %shuffleResult_183 : i32 to f32
            %722 = arith.addf %719, %721 fastmath<fast> : f32
            %723 = arith.bitcast %722 : f32 to i32
            %c16_i32_185 = arith.constant 16 : i32
            %c64_i32_186 = arith.constant 64 : i32
            %shuffleResult_187, %valid_188 = gpu.shuffle xor %723, %c16_i32_185, %c64_i32_186 : i32
            %724 = arith.bitcast %shuffleResult_187 : i32 to f32
            %725 = arith.addf %722, %724 fastmath<fast> : f32
            %c0_i32_189 = arith.constant 0 : i32
            %726 = rocdl.cvt.pk.fp8.f32 %690, %694 -> %c0_i32_189[false] : i32
            %727 = rocdl.cvt.pk.fp8.f32 %698, %702 -> %726[true] : i32
            %c0_i32_190 = arith.constant 0 : i32
            %728 = rocdl.cvt.pk.fp8.f32 %706, %710 -> %c0_i32_190[false] : i32
            %729 = rocdl.cvt.pk.fp8.f32 %714, %718 -> %728[true] : i32
            %730 = arith.extui %727 : i32 to i64
            %731 = arith.extui %729 : i32 to i64
            %c32_i64 = arith.constant 32 : i64
            %732 = arith.shli %731, %c32_i64 : i64
            %733 = arith.ori %730, %732 : i64
            %c83952640_i32 = arith.constant 83952640 : i32
            %734 = llvm.call_intrinsic "llvm.amdgcn.perm"(%642, %633, %c83952640_i32) : (i32, i32, i32) -> i32
            %c117638658_i32 = arith.constant 117638658 : i32
            %735 = llvm.call_intrinsic "llvm.amdgcn.perm"(%642, %633, %c117638658_i32) : (i32, i32, i32) -> i32
            %c83952640_i32_191 = arith.constant 83952640 : i32
            %736 = llvm.call_intrinsic "llvm.amdgcn.perm"(%643, %634, %c83952640_i32_191) : (i32, i32, i32) -> i32
            %c117638658_i32_192 = arith.constant 117638658 : i32
            %737 = llvm.call_intrinsic "llvm.amdgcn.perm"(%643, %634, %c117638658_i32_192) : (i32, i32, i32) -> i32
            %c83952640_i32_193 = arith.constant 83952640 : i32
            %738 = llvm.call_intrinsic "llvm.amdgcn.perm"(%660, %651, %c83952640_i32_193) : (i32, i32, i32) -> i32
            %c117638658_i32_194 = arith.constant 117638658 : i32
            %739 = llvm.call_intrinsic "llvm.amdgcn.perm"(%660, %651, %c117638658_i32_194) : (i32, i32, i32) -> i32
            %c83952640_i32_195 = arith.constant 83952640 : i32
            %740 = llvm.call_intrinsic "llvm.amdgcn.perm"(%661, %652, %c83952640_i32_195) : (i32, i32, i32) -> i32
            %c117638658_i32_196 = arith.constant 117638658 : i32
            %741 = llvm.call_intrinsic "llvm.amdgcn.perm"(%661, %652, %c117638658_i32_196) : (i32, i32, i32) -> i32
            %c84148480_i32 = arith.constant 84148480 : i32
            %742 = llvm.call_intrinsic "llvm.amdgcn.perm"(%738, %734, %c84148480_i32) : (i32, i32, i32) -> i32
            %c84148480_i32_197 = arith.constant 84148480 : i32
            %743 = llvm.call_intrinsic "llvm.amdgcn.perm"(%740, %736, %c84148480_i32_197) : (i32, i32, i32) -> i32
            %c117834498_i32 = arith.constant 117834498 : i32
            %744 = llvm.call_intrinsic "llvm.amdgcn.perm"(%738, %734, %c117834498_i32) : (i32, i32, i32) -> i32
            %c117834498_i32_198 = arith.constant 117834498 : i32
            %745 = llvm.call_intrinsic "llvm.amdgcn.perm"(%740, %736, %c117834498_i32_198) : (i32, i32, i32) -> i32
            %c84148480_i32_199 = arith.constant 84148480 : i32
            %746 = llvm.call_intrinsic "llvm.amdgcn.perm"(%739, %735, %c84148480_i32_199) : (i32, i32, i32) -> i32
            %c84148480_i32_200 = arith.constant 84148480 : i32
            %747 = llvm.call_intrinsic "llvm.amdgcn.perm"(%741, %737, %c84148480_i32_200) : (i32, i32, i32) -> i32
            %c117834498_i32_201 = arith.constant 117834498 : i32
            %748 = llvm.call_intrinsic "llvm.amdgcn.perm"(%739, %735, %c117834498_i32_201) : (i32, i32, i32) -> i32
            %c117834498_i32_202 = arith.constant 117834498 : i32
            %749 = llvm.call_intrinsic "llvm.amdgcn.perm"(%741, %737, %c117834498_i32_202) : (i32, i32, i32) -> i32
            %c0_203 = arith.constant 0 : index
            %750 = arith.addi %3, %c0_203 : index
            %c2_204 = arith.constant 2 : index
            %751 = arith.remui %24, %c2_204 : index
            %c4_205 = arith.constant 4 : index
            %752 = arith.muli %751, %c4_205 : index
            %c16_206 = arith.constant 16 : index
            %753 = arith.divui %25, %c16_206 : index
            %754 = arith.addi %752, %753 : index
            %c16_207 = arith.constant 16 : index
            %755 = arith.remui %25, %c16_207 : index
            %c2_208 = arith.constant 2 : index
            %756 = arith.divui %24, %c2_208 : index
            %c16_209 = arith.constant 16 : index
            %757 = arith.muli %756, %c16_209 : index
            %758 = arith.addi %755, %757 : index
            %c66 = arith.constant 66 : index
            %759 = arith.muli %754, %c66 : index
            %760 = arith.addi %759, %758 : index
            %c32_210 = arith.constant 32 : index
            %761 = arith.muli %760, %c32_210 : index
            %762 = arith.addi %750, %761 : index
            %763 = vector.from_elements %742, %743, %744, %745 : vector<4xi32>
            %764 = vector.bitcast %763 : vector<4xi32> to vector<16xi8>
            %765 = arith.index_cast %762 : index to i32
            %766 = arith.subi %765, %5 : i32
            %c0_i32_211 = arith.constant 0 : i32
            %767 = arith.addi %766, %c0_i32_211 : i32
            %768 = fly.make_int_tuple(%767) : (i32) -> !fly.int_tuple<?>
            %769 = fly.add_offset(%4, %768) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%764, %769) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
            %770 = vector.from_elements %746, %747, %748, %749 : vector<4xi32>
            %771 = vector.bitcast %770 : vector<4xi32> to vector<16xi8>
            %c16_212 = arith.constant 16 : index
            %772 = arith.addi %762, %c16_212 : index
            %773 = arith.index_cast %772 : index to i32
            %774 = arith.subi %773, %5 : i32
            %c0_i32_213 = arith.constant 0 : i32
            %775 = arith.addi %774, %c0_i32_213 : i32
            %776 = fly.make_int_tuple(%775) : (i32) -> !fly.int_tuple<?>
            %777 = fly.add_offset(%4, %776) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
            fly.ptr.store(%771, %777) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
            %c0_i64_214 = arith.constant 0 : i64
            %cst_215 = arith.constant 1.000000e+00 : f32
            %c-1_i32_216 = arith.constant -1 : i32
            scf.yield %687, %725, %733, %c0_i64_214, %cst_215, %662, %c-1_i32_216 : f32, f32, i64, i64, f32, i32, i32
          }
          scf.yield %371#0, %371#1, %371#2, %371#3, %371#4, %371#5, %371#6 : f32, f32, i64, i64, f32, i32, i32
        } else {
          llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          %371 = arith.addi %58, %57 : index
          %372 = arith.index_cast %371 : index to i32
          %373 = arith.extui %372 : i32 to i64
          %374 = llvm.inttoptr %373 : i64 to !llvm.ptr<3>
          %375 = llvm.load volatile %374 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %376 = arith.extui %372 : i32 to i64
          %377 = llvm.inttoptr %376 : i64 to !llvm.ptr<3>
          %378 = llvm.getelementptr %377[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %379 = llvm.load volatile %378 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %380 = arith.extui %372 : i32 to i64
          %381 = llvm.inttoptr %380 : i64 to !llvm.ptr<3>
          %382 = llvm.getelementptr %381[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %383 = llvm.load volatile %382 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %384 = arith.extui %372 : i32 to i64
          %385 = llvm.inttoptr %384 : i64 to !llvm.ptr<3>
          %386 = llvm.getelementptr %385[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %387 = llvm.load volatile %386 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %388 = rocdl.mfma.f32.16x16x32.fp8.fp8 %375, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %389 = rocdl.mfma.f32.16x16x32.fp8.fp8 %379, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 15
          rocdl.s.waitcnt 49279
          %390 = rocdl.mfma.f32.16x16x32.fp8.fp8 %383, %163, %388, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %391 = rocdl.mfma.f32.16x16x32.fp8.fp8 %387, %163, %389, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %392 = arith.extui %372 : i32 to i64
          %393 = llvm.inttoptr %392 : i64 to !llvm.ptr<3>
          %394 = llvm.getelementptr %393[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %395 = llvm.load volatile %394 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %396 = arith.extui %372 : i32 to i64
          %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<3>
          %398 = llvm.getelementptr %397[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %399 = llvm.load volatile %398 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %400 = arith.extui %372 : i32 to i64
          %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<3>
          %402 = llvm.getelementptr %401[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %403 = llvm.load volatile %402 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %404 = arith.extui %372 : i32 to i64
          %405 = llvm.inttoptr %404 : i64 to !llvm.ptr<3>
          %406 = llvm.getelementptr %405[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %407 = llvm.load volatile %406 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %408 = rocdl.mfma.f32.16x16x32.fp8.fp8 %395, %181, %390, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %409 = rocdl.mfma.f32.16x16x32.fp8.fp8 %399, %181, %391, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %410 = rocdl.mfma.f32.16x16x32.fp8.fp8 %403, %189, %408, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %411 = rocdl.mfma.f32.16x16x32.fp8.fp8 %407, %189, %409, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %412 = arith.extui %372 : i32 to i64
          %413 = llvm.inttoptr %412 : i64 to !llvm.ptr<3>
          %414 = llvm.getelementptr %413[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %415 = llvm.load volatile %414 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %416 = arith.extui %372 : i32 to i64
          %417 = llvm.inttoptr %416 : i64 to !llvm.ptr<3>
          %418 = llvm.getelementptr %417[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %419 = llvm.load volatile %418 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %420 = arith.extui %372 : i32 to i64
          %421 = llvm.inttoptr %420 : i64 to !llvm.ptr<3>
          %422 = llvm.getelementptr %421[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %423 = llvm.load volatile %422 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %424 = arith.extui %372 : i32 to i64
          %425 = llvm.inttoptr %424 : i64 to !llvm.ptr<3>
          %426 = llvm.getelementptr %425[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %427 = llvm.load volatile %426 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %428 = rocdl.mfma.f32.16x16x32.fp8.fp8 %415, %207, %410, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %429 = rocdl.mfma.f32.16x16x32.fp8.fp8 %419, %207, %411, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %430 = rocdl.mfma.f32.16x16x32.fp8.fp8 %423, %215, %428, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %431 = rocdl.mfma.f32.16x16x32.fp8.fp8 %427, %215, %429, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %432 = arith.extui %372 : i32 to i64
          %433 = llvm.inttoptr %432 : i64 to !llvm.ptr<3>
          %434 = llvm.getelementptr %433[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %435 = llvm.load volatile %434 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %436 = arith.extui %372 : i32 to i64
          %437 = llvm.inttoptr %436 : i64 to !llvm.ptr<3>
          %438 = llvm.getelementptr %437[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %439 = llvm.load volatile %438 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %440 = arith.extui %372 : i32 to i64
          %441 = llvm.inttoptr %440 : i64 to !llvm.ptr<3>
          %442 = llvm.getelementptr %441[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %443 = llvm.load volatile %442 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %444 = arith.extui %372 : i32 to i64
          %445 = llvm.inttoptr %444 : i64 to !llvm.ptr<3>
          %446 = llvm.getelementptr %445[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %447 = llvm.load volatile %446 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %448 = rocdl.mfma.f32.16x16x32.fp8.fp8 %435, %233, %430, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %449 = rocdl.mfma.f32.16x16x32.fp8.fp8 %439, %233, %431, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %450 = rocdl.mfma.f32.16x16x32.fp8.fp8 %443, %241, %448, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %451 = rocdl.mfma.f32.16x16x32.fp8.fp8 %447, %241, %449, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %452 = arith.extui %372 : i32 to i64
          %453 = llvm.inttoptr %452 : i64 to !llvm.ptr<3>
          %454 = llvm.getelementptr %453[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %455 = llvm.load volatile %454 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %456 = arith.extui %372 : i32 to i64
          %457 = llvm.inttoptr %456 : i64 to !llvm.ptr<3>
          %458 = llvm.getelementptr %457[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %459 = llvm.load volatile %458 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %460 = arith.extui %372 : i32 to i64
          %461 = llvm.inttoptr %460 : i64 to !llvm.ptr<3>
          %462 = llvm.getelementptr %461[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %463 = llvm.load volatile %462 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %464 = arith.extui %372 : i32 to i64
          %465 = llvm.inttoptr %464 : i64 to !llvm.ptr<3>
          %466 = llvm.getelementptr %465[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %467 = llvm.load volatile %466 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %468 = rocdl.mfma.f32.16x16x32.fp8.fp8 %455, %259, %450, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %469 = rocdl.mfma.f32.16x16x32.fp8.fp8 %459, %259, %451, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %470 = rocdl.mfma.f32.16x16x32.fp8.fp8 %463, %267, %468, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %471 = rocdl.mfma.f32.16x16x32.fp8.fp8 %467, %267, %469, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %472 = arith.extui %372 : i32 to i64
          %473 = llvm.inttoptr %472 : i64 to !llvm.ptr<3>
          %474 = llvm.getelementptr %473[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %475 = llvm.load volatile %474 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %476 = arith.extui %372 : i32 to i64
          %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<3>
          %478 = llvm.getelementptr %477[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %479 = llvm.load volatile %478 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %480 = arith.extui %372 : i32 to i64
          %481 = llvm.inttoptr %480 : i64 to !llvm.ptr<3>
          %482 = llvm.getelementptr %481[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %483 = llvm.load volatile %482 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %484 = arith.extui %372 : i32 to i64
          %485 = llvm.inttoptr %484 : i64 to !llvm.ptr<3>
          %486 = llvm.getelementptr %485[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %487 = llvm.load volatile %486 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %488 = rocdl.mfma.f32.16x16x32.fp8.fp8 %475, %285, %470, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %489 = rocdl.mfma.f32.16x16x32.fp8.fp8 %479, %285, %471, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %490 = rocdl.mfma.f32.16x16x32.fp8.fp8 %483, %293, %488, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %491 = rocdl.mfma.f32.16x16x32.fp8.fp8 %487, %293, %489, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %492 = arith.extui %372 : i32 to i64
          %493 = llvm.inttoptr %492 : i64 to !llvm.ptr<3>
          %494 = llvm.getelementptr %493[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %495 = llvm.load volatile %494 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %496 = arith.extui %372 : i32 to i64
          %497 = llvm.inttoptr %496 : i64 to !llvm.ptr<3>
          %498 = llvm.getelementptr %497[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %499 = llvm.load volatile %498 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %500 = arith.extui %372 : i32 to i64
          %501 = llvm.inttoptr %500 : i64 to !llvm.ptr<3>
          %502 = llvm.getelementptr %501[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %503 = llvm.load volatile %502 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %504 = arith.extui %372 : i32 to i64
          %505 = llvm.inttoptr %504 : i64 to !llvm.ptr<3>
          %506 = llvm.getelementptr %505[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %507 = llvm.load volatile %506 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %508 = rocdl.mfma.f32.16x16x32.fp8.fp8 %495, %311, %490, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %509 = rocdl.mfma.f32.16x16x32.fp8.fp8 %499, %311, %491, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %510 = rocdl.mfma.f32.16x16x32.fp8.fp8 %503, %319, %508, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %511 = rocdl.mfma.f32.16x16x32.fp8.fp8 %507, %319, %509, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %512 = arith.extui %372 : i32 to i64
          %513 = llvm.inttoptr %512 : i64 to !llvm.ptr<3>
          %514 = llvm.getelementptr %513[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %515 = llvm.load volatile %514 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %516 = arith.extui %372 : i32 to i64
          %517 = llvm.inttoptr %516 : i64 to !llvm.ptr<3>
          %518 = llvm.getelementptr %517[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %519 = llvm.load volatile %518 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %520 = arith.extui %372 : i32 to i64
          %521 = llvm.inttoptr %520 : i64 to !llvm.ptr<3>
          %522 = llvm.getelementptr %521[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %523 = llvm.load volatile %522 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %524 = arith.extui %372 : i32 to i64
          %525 = llvm.inttoptr %524 : i64 to !llvm.ptr<3>
          %526 = llvm.getelementptr %525[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %527 = llvm.load volatile %526 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %528 = rocdl.mfma.f32.16x16x32.fp8.fp8 %515, %333, %510, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %529 = rocdl.mfma.f32.16x16x32.fp8.fp8 %519, %333, %511, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %530 = rocdl.mfma.f32.16x16x32.fp8.fp8 %523, %341, %528, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %531 = rocdl.mfma.f32.16x16x32.fp8.fp8 %527, %341, %529, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %532 = arith.extui %372 : i32 to i64
          %533 = llvm.inttoptr %532 : i64 to !llvm.ptr<3>
          %534 = llvm.getelementptr %533[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %535 = llvm.load volatile %534 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %536 = arith.extui %372 : i32 to i64
          %537 = llvm.inttoptr %536 : i64 to !llvm.ptr<3>
          %538 = llvm.getelementptr %537[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %539 = llvm.load volatile %538 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %540 = arith.extui %372 : i32 to i64
          %541 = llvm.inttoptr %540 : i64 to !llvm.ptr<3>
          %542 = llvm.getelementptr %541[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %543 = llvm.load volatile %542 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %544 = arith.extui %372 : i32 to i64
          %545 = llvm.inttoptr %544 : i64 to !llvm.ptr<3>
          %546 = llvm.getelementptr %545[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %547 = llvm.load volatile %546 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %548 = rocdl.mfma.f32.16x16x32.fp8.fp8 %535, %355, %530, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %549 = rocdl.mfma.f32.16x16x32.fp8.fp8 %539, %355, %531, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %550 = rocdl.mfma.f32.16x16x32.fp8.fp8 %543, %363, %548, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %551 = rocdl.mfma.f32.16x16x32.fp8.fp8 %547, %363, %549, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 14
          %552 = vector.extract %550[0] : f32 from vector<4xf32>
          %553 = vector.extract %550[1] : f32 from vector<4xf32>
          %554 = vector.extract %550[2] : f32 from vector<4xf32>
          %555 = vector.extract %550[3] : f32 from vector<4xf32>
          %556 = vector.extract %551[0] : f32 from vector<4xf32>
          %557 = vector.extract %551[1] : f32 from vector<4xf32>
          %558 = vector.extract %551[2] : f32 from vector<4xf32>
          %559 = vector.extract %551[3] : f32 from vector<4xf32>
          %c2_131 = arith.constant 2 : index
          %560 = arith.remui %24, %c2_131 : index
          %c16_132 = arith.constant 16 : index
          %561 = arith.muli %560, %c16_132 : index
          %c16_133 = arith.constant 16 : index
          %562 = arith.divui %25, %c16_133 : index
          %c4_134 = arith.constant 4 : index
          %563 = arith.muli %562, %c4_134 : index
          %564 = arith.addi %561, %563 : index
          %c16_135 = arith.constant 16 : index
          %565 = arith.remui %564, %c16_135 : index
          %c2_136 = arith.constant 2 : index
          %566 = arith.divui %565, %c2_136 : index
          %c4_137 = arith.constant 4 : index
          %567 = arith.muli %566, %c4_137 : index
          %c16_138 = arith.constant 16 : index
          %568 = arith.divui %564, %c16_138 : index
          %c2_139 = arith.constant 2 : index
          %569 = arith.muli %c2_139, %568 : index
          %570 = arith.addi %567, %569 : index
          %c2_140 = arith.constant 2 : index
          %571 = arith.remui %564, %c2_140 : index
          %572 = arith.addi %570, %571 : index
          %c16_141 = arith.constant 16 : index
          %573 = arith.remui %25, %c16_141 : index
          %c8_142 = arith.constant 8 : index
          %574 = arith.muli %573, %c8_142 : index
          %c2_143 = arith.constant 2 : index
          %575 = arith.divui %24, %c2_143 : index
          %c128_144 = arith.constant 128 : index
          %576 = arith.muli %575, %c128_144 : index
          %577 = arith.addi %574, %576 : index
          %c4_145 = arith.constant 4 : index
          %578 = arith.divui %572, %c4_145 : index
          %c264_146 = arith.constant 264 : index
          %579 = arith.muli %578, %c264_146 : index
          %c4_147 = arith.constant 4 : index
          %580 = arith.remui %572, %c4_147 : index
          %c64_148 = arith.constant 64 : index
          %581 = arith.muli %580, %c64_148 : index
          %582 = arith.addi %579, %581 : index
          %c64_149 = arith.constant 64 : index
          %583 = arith.divui %577, %c64_149 : index
          %c2112 = arith.constant 2112 : index
          %584 = arith.muli %583, %c2112 : index
          %585 = arith.addi %582, %584 : index
          %c64_150 = arith.constant 64 : index
          %586 = arith.remui %577, %c64_150 : index
          %587 = arith.addi %585, %586 : index
          %588 = arith.addi %58, %587 : index
          %589 = arith.index_cast %588 : index to i32
          %590 = arith.subi %589, %5 : i32
          %c0_i32_151 = arith.constant 0 : i32
          %591 = arith.addi %590, %c0_i32_151 : i32
          %592 = fly.make_int_tuple(%591) : (i32) -> !fly.int_tuple<?>
          %593 = fly.add_offset(%4, %592) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %594 = fly.ptr.load(%593) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %595 = vector.bitcast %594 : vector<8xi8> to vector<2xi32>
          %596 = vector.extract %595[0] : i32 from vector<2xi32>
          %597 = vector.extract %595[1] : i32 from vector<2xi32>
          %598 = arith.index_cast %588 : index to i32
          %599 = arith.subi %598, %5 : i32
          %c64_i32_152 = arith.constant 64 : i32
          %600 = arith.addi %599, %c64_i32_152 : i32
          %601 = fly.make_int_tuple(%600) : (i32) -> !fly.int_tuple<?>
          %602 = fly.add_offset(%4, %601) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %603 = fly.ptr.load(%602) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %604 = vector.bitcast %603 : vector<8xi8> to vector<2xi32>
          %605 = vector.extract %604[0] : i32 from vector<2xi32>
          %606 = vector.extract %604[1] : i32 from vector<2xi32>
          %607 = arith.index_cast %588 : index to i32
          %608 = arith.subi %607, %5 : i32
          %c264_i32_153 = arith.constant 264 : i32
          %609 = arith.addi %608, %c264_i32_153 : i32
          %610 = fly.make_int_tuple(%609) : (i32) -> !fly.int_tuple<?>
          %611 = fly.add_offset(%4, %610) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %612 = fly.ptr.load(%611) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %613 = vector.bitcast %612 : vector<8xi8> to vector<2xi32>
          %614 = vector.extract %613[0] : i32 from vector<2xi32>
          %615 = vector.extract %613[1] : i32 from vector<2xi32>
          %616 = arith.index_cast %588 : index to i32
          %617 = arith.subi %616, %5 : i32
          %c328_i32 = arith.constant 328 : i32
          %618 = arith.addi %617, %c328_i32 : i32
          %619 = fly.make_int_tuple(%618) : (i32) -> !fly.int_tuple<?>
          %620 = fly.add_offset(%4, %619) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %621 = fly.ptr.load(%620) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %622 = vector.bitcast %621 : vector<8xi8> to vector<2xi32>
          %623 = vector.extract %622[0] : i32 from vector<2xi32>
          %624 = vector.extract %622[1] : i32 from vector<2xi32>
          rocdl.s.waitcnt 49279
          rocdl.sched.barrier none
          %c16_154 = arith.constant 16 : index
          %625 = arith.divui %25, %c16_154 : index
          %c4_155 = arith.constant 4 : index
          %626 = arith.muli %625, %c4_155 : index
          %627 = arith.index_cast %84 : i32 to index
          %628 = arith.addi %626, %627 : index
          %629 = arith.mulf %552, %arg8 fastmath<fast> : f32
          %630 = arith.mulf %553, %arg8 fastmath<fast> : f32
          %631 = arith.mulf %554, %arg8 fastmath<fast> : f32
          %632 = arith.mulf %555, %arg8 fastmath<fast> : f32
          %633 = arith.mulf %556, %arg8 fastmath<fast> : f32
          %634 = arith.mulf %557, %arg8 fastmath<fast> : f32
          %635 = arith.mulf %558, %arg8 fastmath<fast> : f32
          %636 = arith.mulf %559, %arg8 fastmath<fast> : f32
          %637 = arith.index_cast %85 : i32 to index
          %c0_156 = arith.constant 0 : index
          %638 = arith.addi %628, %c0_156 : index
          %639 = arith.cmpi sge, %638, %637 : index
          %640 = arith.andi %90, %639 : i1
          %cst_157 = arith.constant 0xFF800000 : f32
          %641 = arith.select %640, %cst_157, %629 : f32
          %c1 = arith.constant 1 : index
          %642 = arith.addi %628, %c1 : index
          %643 = arith.cmpi sge, %642, %637 : index
          %644 = arith.andi %90, %643 : i1
          %cst_158 = arith.constant 0xFF800000 : f32
          %645 = arith.select %644, %cst_158, %630 : f32
          %c2_159 = arith.constant 2 : index
          %646 = arith.addi %628, %c2_159 : index
          %647 = arith.cmpi sge, %646, %637 : index
          %648 = arith.andi %90, %647 : i1
          %cst_160 = arith.constant 0xFF800000 : f32
          %649 = arith.select %648, %cst_160, %631 : f32
          %c3 = arith.constant 3 : index
          %650 = arith.addi %628, %c3 : index
          %651 = arith.cmpi sge, %650, %637 : index
          %652 = arith.andi %90, %651 : i1
          %cst_161 = arith.constant 0xFF800000 : f32
          %653 = arith.select %652, %cst_161, %632 : f32
          %c16_162 = arith.constant 16 : index
          %654 = arith.addi %628, %c16_162 : index
          %655 = arith.cmpi sge, %654, %637 : index
          %656 = arith.andi %90, %655 : i1
          %cst_163 = arith.constant 0xFF800000 : f32
          %657 = arith.select %656, %cst_163, %633 : f32
          %c17 = arith.constant 17 : index
          %658 = arith.addi %628, %c17 : index
          %659 = arith.cmpi sge, %658, %637 : index
          %660 = arith.andi %90, %659 : i1
          %cst_164 = arith.constant 0xFF800000 : f32
          %661 = arith.select %660, %cst_164, %634 : f32
          %c18 = arith.constant 18 : index
          %662 = arith.addi %628, %c18 : index
          %663 = arith.cmpi sge, %662, %637 : index
          %664 = arith.andi %90, %663 : i1
          %cst_165 = arith.constant 0xFF800000 : f32
          %665 = arith.select %664, %cst_165, %635 : f32
          %c19 = arith.constant 19 : index
          %666 = arith.addi %628, %c19 : index
          %667 = arith.cmpi sge, %666, %637 : index
          %668 = arith.andi %90, %667 : i1
          %cst_166 = arith.constant 0xFF800000 : f32
          %669 = arith.select %668, %cst_166, %636 : f32
          %670 = arith.maxnumf %641, %645 fastmath<contract> : f32
          %671 = arith.maxnumf %670, %649 fastmath<contract> : f32
          %672 = arith.maxnumf %671, %653 fastmath<contract> : f32
          %673 = arith.maxnumf %672, %657 fastmath<contract> : f32
          %674 = arith.maxnumf %673, %661 fastmath<contract> : f32
          %675 = arith.maxnumf %674, %665 fastmath<contract> : f32
          %676 = arith.maxnumf %675, %669 fastmath<contract> : f32
          %677 = arith.bitcast %676 : f32 to i32
          %c32_i32_167 = arith.constant 32 : i32
          %c64_i32_168 = arith.constant 64 : i32
          %shuffleResult, %valid = gpu.shuffle xor %677, %c32_i32_167, %c64_i32_168 : i32
          %678 = arith.bitcast %shuffleResult : i32 to f32
          %679 = arith.maxnumf %676, %678 fastmath<contract> : f32
          %680 = arith.bitcast %679 : f32 to i32
          %c16_i32 = arith.constant 16 : i32
          %c64_i32_169 = arith.constant 64 : i32
          %shuffleResult_170, %valid_171 = gpu.shuffle xor %680, %c16_i32, %c64_i32_169 : i32
          %681 = arith.bitcast %shuffleResult_170 : i32 to f32
          %682 = arith.maxnumf %679, %681 fastmath<contract> : f32
          %683 = arith.subf %641, %682 fastmath<fast> : f32
          %cst_172 = arith.constant 1.44269502 : f32
          %684 = arith.mulf %683, %cst_172 fastmath<fast> : f32
          %685 = rocdl.exp2 %684 f32 -> f32
          %cst_173 = arith.constant 0.000000e+00 : f32
          %686 = arith.addf %cst_173, %685 fastmath<fast> : f32
          %687 = arith.subf %645, %682 fastmath<fast> : f32
          %cst_174 = arith.constant 1.44269502 : f32
          %688 = arith.mulf %687, %cst_174 fastmath<fast> : f32
          %689 = rocdl.exp2 %688 f32 -> f32
          %690 = arith.addf %686, %689 fastmath<fast> : f32
          %691 = arith.subf %649, %682 fastmath<fast> : f32
          %cst_175 = arith.constant 1.44269502 : f32
          %692 = arith.mulf %691, %cst_175 fastmath<fast> : f32
          %693 = rocdl.exp2 %692 f32 -> f32
          %694 = arith.addf %690, %693 fastmath<fast> : f32
          %695 = arith.subf %653, %682 fastmath<fast> : f32
          %cst_176 = arith.constant 1.44269502 : f32
          %696 = arith.mulf %695, %cst_176 fastmath<fast> : f32
          %697 = rocdl.exp2 %696 f32 -> f32
          %698 = arith.addf %694, %697 fastmath<fast> : f32
          %699 = arith.subf %657, %682 fastmath<fast> : f32
          %cst_177 = arith.constant 1.44269502 : f32
          %700 = arith.mulf %699, %cst_177 fastmath<fast> : f32
          %701 = rocdl.exp2 %700 f32 -> f32
          %702 = arith.addf %698, %701 fastmath<fast> : f32
          %703 = arith.subf %661, %682 fastmath<fast> : f32
          %cst_178 = arith.constant 1.44269502 : f32
          %704 = arith.mulf %703, %cst_178 fastmath<fast> : f32
          %705 = rocdl.exp2 %704 f32 -> f32
          %706 = arith.addf %702, %705 fastmath<fast> : f32
          %707 = arith.subf %665, %682 fastmath<fast> : f32
          %cst_179 = arith.constant 1.44269502 : f32
          %708 = arith.mulf %707, %cst_179 fastmath<fast> : f32
          %709 = rocdl.exp2 %708 f32 -> f32
          %710 = arith.addf %706, %709 fastmath<fast> : f32
          %711 = arith.subf %669, %682 fastmath<fast> : f32
          %cst_180 = arith.constant 1.44269502 : f32
          %712 = arith.mulf %711, %cst_180 fastmath<fast> : f32
          %713 = rocdl.exp2 %712 f32 -> f32
          %714 = arith.addf %710, %713 fastmath<fast> : f32
          %715 = arith.bitcast %714 : f32 to i32
          %c32_i32_181 = arith.constant 32 : i32
          %c64_i32_182 = arith.constant 64 : i32
          %shuffleResult_183, %valid_184 = gpu.shuffle xor %715, %c32_i32_181, %c64_i32_182 : i32
          %716 = arith.bitcast %shuffleResult_183 : i32 to f32
          %717 = arith.addf %714, %716 fastmath<fast> : f32
          %718 = arith.bitcast %717 : f32 to i32
          %c16_i32_185 = arith.constant 16 : i32
          %c64_i32_186 = arith.constant 64 : i32
          %shuffleResult_187, %valid_188 = gpu.shuffle xor %718, %c16_i32_185, %c64_i32_186 : i32
          %719 = arith.bitcast %shuffleResult_187 : i32 to f32
          %720 = arith.addf %717, %719 fastmath<fast> : f32
          %c0_i32_189 = arith.constant 0 : i32
          %721 = rocdl.cvt.pk.fp8.f32 %685, %689 -> %c0_i32_189[false] : i32
          %722 = rocdl.cvt.pk.fp8.f32 %693, %697 -> %721[true] : i32
          %c0_i32_190 = arith.constant 0 : i32
          %723 = rocdl.cvt.pk.fp8.f32 %701, %705 -> %c0_i32_190[false] : i32
          %724 = rocdl.cvt.pk.fp8.f32 %709, %713 -> %723[true] : i32
          %725 = arith.extui %722 : i32 to i64
          %726 = arith.extui %724 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %727 = arith.shli %726, %c32_i64 : i64
          %728 = arith.ori %725, %727 : i64
          %c83952640_i32 = arith.constant 83952640 : i32
          %729 = llvm.call_intrinsic "llvm.amdgcn.perm"(%605, %596, %c83952640_i32) : (i32, i32, i32) -> i32
          %c117638658_i32 = arith.constant 117638658 : i32
          %730 = llvm.call_intrinsic "llvm.amdgcn.perm"(%605, %596, %c117638658_i32) : (i32, i32, i32) -> i32
          %c83952640_i32_191 = arith.constant 83952640 : i32
          %731 = llvm.call_intrinsic "llvm.amdgcn.perm"(%606, %597, %c83952640_i32_191) : (i32, i32, i32) -> i32
          %c117638658_i32_192 = arith.constant 117638658 : i32
          %732 = llvm.call_intrinsic "llvm.amdgcn.perm"(%606, %597, %c117638658_i32_192) : (i32, i32, i32) -> i32
          %c83952640_i32_193 = arith.constant 83952640 : i32
          %733 = llvm.call_intrinsic "llvm.amdgcn.perm"(%623, %614, %c83952640_i32_193) : (i32, i32, i32) -> i32
          %c117638658_i32_194 = arith.constant 117638658 : i32
          %734 = llvm.call_intrinsic "llvm.amdgcn.perm"(%623, %614, %c117638658_i32_194) : (i32, i32, i32) -> i32
          %c83952640_i32_195 = arith.constant 83952640 : i32
          %735 = llvm.call_intrinsic "llvm.amdgcn.perm"(%624, %615, %c83952640_i32_195) : (i32, i32, i32) -> i32
          %c117638658_i32_196 = arith.constant 117638658 : i32
          %736 = llvm.call_intrinsic "llvm.amdgcn.perm"(%624, %615, %c117638658_i32_196) : (i32, i32, i32) -> i32
          %c84148480_i32 = arith.constant 84148480 : i32
          %737 = llvm.call_intrinsic "llvm.amdgcn.perm"(%733, %729, %c84148480_i32) : (i32, i32, i32) -> i32
          %c84148480_i32_197 = arith.constant 84148480 : i32
          %738 = llvm.call_intrinsic "llvm.amdgcn.perm"(%735, %731, %c84148480_i32_197) : (i32, i32, i32) -> i32
          %c117834498_i32 = arith.constant 117834498 : i32
          %739 = llvm.call_intrinsic "llvm.amdgcn.perm"(%733, %729, %c117834498_i32) : (i32, i32, i32) -> i32
          %c117834498_i32_198 = arith.constant 117834498 : i32
          %740 = llvm.call_intrinsic "llvm.amdgcn.perm"(%735, %731, %c117834498_i32_198) : (i32, i32, i32) -> i32
          %c84148480_i32_199 = arith.constant 84148480 : i32
          %741 = llvm.call_intrinsic "llvm.amdgcn.perm"(%734, %730, %c84148480_i32_199) : (i32, i32, i32) -> i32
          %c84148480_i32_200 = arith.constant 84148480 : i32
          %742 = llvm.call_intrinsic "llvm.amdgcn.perm"(%736, %732, %c84148480_i32_200) : (i32, i32, i32) -> i32
          %c117834498_i32_201 = arith.constant 117834498 : i32
          %743 = llvm.call_intrinsic "llvm.amdgcn.perm"(%734, %730, %c117834498_i32_201) : (i32, i32, i32) -> i32
          %c117834498_i32_202 = arith.constant 117834498 : i32
          %744 = llvm.call_intrinsic "llvm.amdgcn.perm"(%736, %732, %c117834498_i32_202) : (i32, i32, i32) -> i32
          %c0_203 = arith.constant 0 : index
          %745 = arith.addi %3, %c0_203 : index
          %c2_204 = arith.constant 2 : index
          %746 = arith.remui %24, %c2_204 : index
          %c4_205 = arith.constant 4 : index
          %747 = arith.muli %746, %c4_205 : index
          %c16_206 = arith.constant 16 : index
          %748 = arith.divui %25, %c16_206 : index
          %749 = arith.addi %747, %748 : index
          %c16_207 = arith.constant 16 : index
          %750 = arith.remui %25, %c16_207 : index
          %c2_208 = arith.constant 2 : index
          %751 = arith.divui %24, %c2_208 : index
          %c16_209 = arith.constant 16 : index
          %752 = arith.muli %751, %c16_209 : index
          %753 = arith.addi %750, %752 : index
          %c66 = arith.constant 66 : index
          %754 = arith.muli %749, %c66 : index
          %755 = arith.addi %754, %753 : index
          %c32_210 = arith.constant 32 : index
          %756 = arith.muli %755, %c32_210 : index
          %757 = arith.addi %745, %756 : index
          %758 = vector.from_elements %737, %738, %739, %740 : vector<4xi32>
          %759 = vector.bitcast %758 : vector<4xi32> to vector<16xi8>
          %760 = arith.index_cast %757 : index to i32
          %761 = arith.subi %760, %5 : i32
          %c0_i32_211 = arith.constant 0 : i32
          %762 = arith.addi %761, %c0_i32_211 : i32
          %763 = fly.make_int_tuple(%762) : (i32) -> !fly.int_tuple<?>
          %764 = fly.add_offset(%4, %763) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%759, %764) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %765 = vector.from_elements %741, %742, %743, %744 : vector<4xi32>
          %766 = vector.bitcast %765 : vector<4xi32> to vector<16xi8>
          %c16_212 = arith.constant 16 : index
          %767 = arith.addi %757, %c16_212 : index
          %768 = arith.index_cast %767 : index to i32
          %769 = arith.subi %768, %5 : i32
          %c0_i32_213 = arith.constant 0 : i32
          %770 = arith.addi %769, %c0_i32_213 : i32
          %771 = fly.make_int_tuple(%770) : (i32) -> !fly.int_tuple<?>
          %772 = fly.add_offset(%4, %771) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%766, %772) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c0_i64_214 = arith.constant 0 : i64
          %cst_215 = arith.constant 1.000000e+00 : f32
          %c-1_i32_216 = arith.constant -1 : i32
          %c-1_i32_217 = arith.constant -1 : i32
          scf.yield %682, %720, %728, %c0_i64_214, %cst_215, %c-1_i32_216, %c-1_i32_217 : f32, f32, i64, i64, f32, i32, i32
        }
        scf.if %91 {
          %c16_131 = arith.constant 16 : index
          %371 = arith.divui %25, %c16_131 : index
          %c16_132 = arith.constant 16 : index
          %372 = arith.remui %25, %c16_132 : index
          %c8_133 = arith.constant 8 : index
          %373 = arith.divui %372, %c8_133 : index
          %c4_134 = arith.constant 4 : index
          %374 = arith.remui %25, %c4_134 : index
          %c8_135 = arith.constant 8 : index
          %375 = arith.remui %25, %c8_135 : index
          %c4_136 = arith.constant 4 : index
          %376 = arith.divui %375, %c4_136 : index
          %c4_137 = arith.constant 4 : index
          %377 = arith.muli %376, %c4_137 : index
          %c66 = arith.constant 66 : index
          %378 = arith.muli %371, %c66 : index
          %379 = arith.addi %378, %373 : index
          %c32_138 = arith.constant 32 : index
          %380 = arith.muli %379, %c32_138 : index
          %c8_139 = arith.constant 8 : index
          %381 = arith.muli %374, %c8_139 : index
          %382 = arith.addi %381, %377 : index
          %383 = arith.addi %380, %382 : index
          %c0_140 = arith.constant 0 : index
          %384 = arith.addi %3, %c0_140 : index
          %385 = arith.addi %384, %383 : index
          %386 = arith.index_cast %385 : index to i32
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %387 = arith.extui %386 : i32 to i64
          %388 = llvm.inttoptr %387 : i64 to !llvm.ptr<3>
          %389 = llvm.load volatile %388 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %390 = arith.extui %386 : i32 to i64
          %391 = llvm.inttoptr %390 : i64 to !llvm.ptr<3>
          %392 = llvm.getelementptr %391[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %393 = llvm.load volatile %392 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %394 = arith.extui %386 : i32 to i64
          %395 = llvm.inttoptr %394 : i64 to !llvm.ptr<3>
          %396 = llvm.getelementptr %395[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %397 = llvm.load volatile %396 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %398 = arith.extui %386 : i32 to i64
          %399 = llvm.inttoptr %398 : i64 to !llvm.ptr<3>
          %400 = llvm.getelementptr %399[8512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %401 = llvm.load volatile %400 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %402 = arith.extui %386 : i32 to i64
          %403 = llvm.inttoptr %402 : i64 to !llvm.ptr<3>
          %404 = llvm.getelementptr %403[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %405 = llvm.load volatile %404 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %406 = arith.extui %386 : i32 to i64
          %407 = llvm.inttoptr %406 : i64 to !llvm.ptr<3>
          %408 = llvm.getelementptr %407[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %409 = llvm.load volatile %408 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %410 = arith.extui %386 : i32 to i64
          %411 = llvm.inttoptr %410 : i64 to !llvm.ptr<3>
          %412 = llvm.getelementptr %411[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %413 = llvm.load volatile %412 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %414 = arith.extui %386 : i32 to i64
          %415 = llvm.inttoptr %414 : i64 to !llvm.ptr<3>
          %416 = llvm.getelementptr %415[8640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %417 = llvm.load volatile %416 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %418 = arith.extui %389 : i32 to i64
          %419 = arith.extui %393 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %420 = arith.shli %419, %c32_i64 : i64
          %421 = arith.ori %418, %420 : i64
          %422 = arith.extui %397 : i32 to i64
          %423 = arith.extui %401 : i32 to i64
          %c32_i64_141 = arith.constant 32 : i64
          %424 = arith.shli %423, %c32_i64_141 : i64
          %425 = arith.ori %422, %424 : i64
          %426 = rocdl.mfma.f32.16x16x32.fp8.fp8 %421, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %427 = rocdl.mfma.f32.16x16x32.fp8.fp8 %425, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %428 = arith.extui %405 : i32 to i64
          %429 = arith.extui %409 : i32 to i64
          %c32_i64_142 = arith.constant 32 : i64
          %430 = arith.shli %429, %c32_i64_142 : i64
          %431 = arith.ori %428, %430 : i64
          %432 = arith.extui %413 : i32 to i64
          %433 = arith.extui %417 : i32 to i64
          %c32_i64_143 = arith.constant 32 : i64
          %434 = arith.shli %433, %c32_i64_143 : i64
          %435 = arith.ori %432, %434 : i64
          %436 = rocdl.mfma.f32.16x16x32.fp8.fp8 %431, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %437 = rocdl.mfma.f32.16x16x32.fp8.fp8 %435, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %438 = arith.extui %386 : i32 to i64
          %439 = llvm.inttoptr %438 : i64 to !llvm.ptr<3>
          %440 = llvm.getelementptr %439[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %441 = llvm.load volatile %440 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %442 = arith.extui %386 : i32 to i64
          %443 = llvm.inttoptr %442 : i64 to !llvm.ptr<3>
          %444 = llvm.getelementptr %443[8704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %445 = llvm.load volatile %444 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %446 = arith.extui %386 : i32 to i64
          %447 = llvm.inttoptr %446 : i64 to !llvm.ptr<3>
          %448 = llvm.getelementptr %447[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %449 = llvm.load volatile %448 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %450 = arith.extui %386 : i32 to i64
          %451 = llvm.inttoptr %450 : i64 to !llvm.ptr<3>
          %452 = llvm.getelementptr %451[8768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %453 = llvm.load volatile %452 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %454 = arith.extui %386 : i32 to i64
          %455 = llvm.inttoptr %454 : i64 to !llvm.ptr<3>
          %456 = llvm.getelementptr %455[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %457 = llvm.load volatile %456 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %458 = arith.extui %386 : i32 to i64
          %459 = llvm.inttoptr %458 : i64 to !llvm.ptr<3>
          %460 = llvm.getelementptr %459[8832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %461 = llvm.load volatile %460 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %462 = arith.extui %386 : i32 to i64
          %463 = llvm.inttoptr %462 : i64 to !llvm.ptr<3>
          %464 = llvm.getelementptr %463[448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %465 = llvm.load volatile %464 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %466 = arith.extui %386 : i32 to i64
          %467 = llvm.inttoptr %466 : i64 to !llvm.ptr<3>
          %468 = llvm.getelementptr %467[8896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %469 = llvm.load volatile %468 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %470 = arith.extui %441 : i32 to i64
          %471 = arith.extui %445 : i32 to i64
          %c32_i64_144 = arith.constant 32 : i64
          %472 = arith.shli %471, %c32_i64_144 : i64
          %473 = arith.ori %470, %472 : i64
          %474 = arith.extui %449 : i32 to i64
          %475 = arith.extui %453 : i32 to i64
          %c32_i64_145 = arith.constant 32 : i64
          %476 = arith.shli %475, %c32_i64_145 : i64
          %477 = arith.ori %474, %476 : i64
          %478 = rocdl.mfma.f32.16x16x32.fp8.fp8 %473, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %479 = rocdl.mfma.f32.16x16x32.fp8.fp8 %477, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %480 = arith.extui %457 : i32 to i64
          %481 = arith.extui %461 : i32 to i64
          %c32_i64_146 = arith.constant 32 : i64
          %482 = arith.shli %481, %c32_i64_146 : i64
          %483 = arith.ori %480, %482 : i64
          %484 = arith.extui %465 : i32 to i64
          %485 = arith.extui %469 : i32 to i64
          %c32_i64_147 = arith.constant 32 : i64
          %486 = arith.shli %485, %c32_i64_147 : i64
          %487 = arith.ori %484, %486 : i64
          %488 = rocdl.mfma.f32.16x16x32.fp8.fp8 %483, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %489 = rocdl.mfma.f32.16x16x32.fp8.fp8 %487, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %490 = arith.extui %386 : i32 to i64
          %491 = llvm.inttoptr %490 : i64 to !llvm.ptr<3>
          %492 = llvm.getelementptr %491[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %493 = llvm.load volatile %492 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %494 = arith.extui %386 : i32 to i64
          %495 = llvm.inttoptr %494 : i64 to !llvm.ptr<3>
          %496 = llvm.getelementptr %495[8960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %497 = llvm.load volatile %496 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %498 = arith.extui %386 : i32 to i64
          %499 = llvm.inttoptr %498 : i64 to !llvm.ptr<3>
          %500 = llvm.getelementptr %499[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %501 = llvm.load volatile %500 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %502 = arith.extui %386 : i32 to i64
          %503 = llvm.inttoptr %502 : i64 to !llvm.ptr<3>
          %504 = llvm.getelementptr %503[9024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %505 = llvm.load volatile %504 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %506 = arith.extui %386 : i32 to i64
          %507 = llvm.inttoptr %506 : i64 to !llvm.ptr<3>
          %508 = llvm.getelementptr %507[640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %509 = llvm.load volatile %508 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %510 = arith.extui %386 : i32 to i64
          %511 = llvm.inttoptr %510 : i64 to !llvm.ptr<3>
          %512 = llvm.getelementptr %511[9088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %513 = llvm.load volatile %512 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %514 = arith.extui %386 : i32 to i64
          %515 = llvm.inttoptr %514 : i64 to !llvm.ptr<3>
          %516 = llvm.getelementptr %515[704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %517 = llvm.load volatile %516 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %518 = arith.extui %386 : i32 to i64
          %519 = llvm.inttoptr %518 : i64 to !llvm.ptr<3>
          %520 = llvm.getelementptr %519[9152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %521 = llvm.load volatile %520 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %522 = arith.extui %493 : i32 to i64
          %523 = arith.extui %497 : i32 to i64
          %c32_i64_148 = arith.constant 32 : i64
          %524 = arith.shli %523, %c32_i64_148 : i64
          %525 = arith.ori %522, %524 : i64
          %526 = arith.extui %501 : i32 to i64
          %527 = arith.extui %505 : i32 to i64
          %c32_i64_149 = arith.constant 32 : i64
          %528 = arith.shli %527, %c32_i64_149 : i64
          %529 = arith.ori %526, %528 : i64
          %530 = rocdl.mfma.f32.16x16x32.fp8.fp8 %525, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %531 = rocdl.mfma.f32.16x16x32.fp8.fp8 %529, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %532 = arith.extui %509 : i32 to i64
          %533 = arith.extui %513 : i32 to i64
          %c32_i64_150 = arith.constant 32 : i64
          %534 = arith.shli %533, %c32_i64_150 : i64
          %535 = arith.ori %532, %534 : i64
          %536 = arith.extui %517 : i32 to i64
          %537 = arith.extui %521 : i32 to i64
          %c32_i64_151 = arith.constant 32 : i64
          %538 = arith.shli %537, %c32_i64_151 : i64
          %539 = arith.ori %536, %538 : i64
          %540 = rocdl.mfma.f32.16x16x32.fp8.fp8 %535, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %541 = rocdl.mfma.f32.16x16x32.fp8.fp8 %539, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %542 = arith.extui %386 : i32 to i64
          %543 = llvm.inttoptr %542 : i64 to !llvm.ptr<3>
          %544 = llvm.getelementptr %543[768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %545 = llvm.load volatile %544 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %546 = arith.extui %386 : i32 to i64
          %547 = llvm.inttoptr %546 : i64 to !llvm.ptr<3>
          %548 = llvm.getelementptr %547[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %549 = llvm.load volatile %548 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %550 = arith.extui %386 : i32 to i64
          %551 = llvm.inttoptr %550 : i64 to !llvm.ptr<3>
          %552 = llvm.getelementptr %551[832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %553 = llvm.load volatile %552 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %554 = arith.extui %386 : i32 to i64
          %555 = llvm.inttoptr %554 : i64 to !llvm.ptr<3>
          %556 = llvm.getelementptr %555[9280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %557 = llvm.load volatile %556 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %558 = arith.extui %386 : i32 to i64
          %559 = llvm.inttoptr %558 : i64 to !llvm.ptr<3>
          %560 = llvm.getelementptr %559[896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %561 = llvm.load volatile %560 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %562 = arith.extui %386 : i32 to i64
          %563 = llvm.inttoptr %562 : i64 to !llvm.ptr<3>
          %564 = llvm.getelementptr %563[9344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %565 = llvm.load volatile %564 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %566 = arith.extui %386 : i32 to i64
          %567 = llvm.inttoptr %566 : i64 to !llvm.ptr<3>
          %568 = llvm.getelementptr %567[960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %569 = llvm.load volatile %568 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %570 = arith.extui %386 : i32 to i64
          %571 = llvm.inttoptr %570 : i64 to !llvm.ptr<3>
          %572 = llvm.getelementptr %571[9408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %573 = llvm.load volatile %572 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %574 = arith.extui %545 : i32 to i64
          %575 = arith.extui %549 : i32 to i64
          %c32_i64_152 = arith.constant 32 : i64
          %576 = arith.shli %575, %c32_i64_152 : i64
          %577 = arith.ori %574, %576 : i64
          %578 = arith.extui %553 : i32 to i64
          %579 = arith.extui %557 : i32 to i64
          %c32_i64_153 = arith.constant 32 : i64
          %580 = arith.shli %579, %c32_i64_153 : i64
          %581 = arith.ori %578, %580 : i64
          %582 = rocdl.mfma.f32.16x16x32.fp8.fp8 %577, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %583 = rocdl.mfma.f32.16x16x32.fp8.fp8 %581, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %584 = arith.extui %561 : i32 to i64
          %585 = arith.extui %565 : i32 to i64
          %c32_i64_154 = arith.constant 32 : i64
          %586 = arith.shli %585, %c32_i64_154 : i64
          %587 = arith.ori %584, %586 : i64
          %588 = arith.extui %569 : i32 to i64
          %589 = arith.extui %573 : i32 to i64
          %c32_i64_155 = arith.constant 32 : i64
          %590 = arith.shli %589, %c32_i64_155 : i64
          %591 = arith.ori %588, %590 : i64
          %592 = rocdl.mfma.f32.16x16x32.fp8.fp8 %587, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %593 = rocdl.mfma.f32.16x16x32.fp8.fp8 %591, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %594 = arith.extui %386 : i32 to i64
          %595 = llvm.inttoptr %594 : i64 to !llvm.ptr<3>
          %596 = llvm.getelementptr %595[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %597 = llvm.load volatile %596 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %598 = arith.extui %386 : i32 to i64
          %599 = llvm.inttoptr %598 : i64 to !llvm.ptr<3>
          %600 = llvm.getelementptr %599[9472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %601 = llvm.load volatile %600 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %602 = arith.extui %386 : i32 to i64
          %603 = llvm.inttoptr %602 : i64 to !llvm.ptr<3>
          %604 = llvm.getelementptr %603[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %605 = llvm.load volatile %604 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %606 = arith.extui %386 : i32 to i64
          %607 = llvm.inttoptr %606 : i64 to !llvm.ptr<3>
          %608 = llvm.getelementptr %607[9536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %609 = llvm.load volatile %608 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %610 = arith.extui %386 : i32 to i64
          %611 = llvm.inttoptr %610 : i64 to !llvm.ptr<3>
          %612 = llvm.getelementptr %611[1152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %613 = llvm.load volatile %612 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %614 = arith.extui %386 : i32 to i64
          %615 = llvm.inttoptr %614 : i64 to !llvm.ptr<3>
          %616 = llvm.getelementptr %615[9600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %617 = llvm.load volatile %616 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %618 = arith.extui %386 : i32 to i64
          %619 = llvm.inttoptr %618 : i64 to !llvm.ptr<3>
          %620 = llvm.getelementptr %619[1216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %621 = llvm.load volatile %620 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %622 = arith.extui %386 : i32 to i64
          %623 = llvm.inttoptr %622 : i64 to !llvm.ptr<3>
          %624 = llvm.getelementptr %623[9664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %625 = llvm.load volatile %624 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %626 = arith.extui %597 : i32 to i64
          %627 = arith.extui %601 : i32 to i64
          %c32_i64_156 = arith.constant 32 : i64
          %628 = arith.shli %627, %c32_i64_156 : i64
          %629 = arith.ori %626, %628 : i64
          %630 = arith.extui %605 : i32 to i64
          %631 = arith.extui %609 : i32 to i64
          %c32_i64_157 = arith.constant 32 : i64
          %632 = arith.shli %631, %c32_i64_157 : i64
          %633 = arith.ori %630, %632 : i64
          %634 = rocdl.mfma.f32.16x16x32.fp8.fp8 %629, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %635 = rocdl.mfma.f32.16x16x32.fp8.fp8 %633, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %636 = arith.extui %613 : i32 to i64
          %637 = arith.extui %617 : i32 to i64
          %c32_i64_158 = arith.constant 32 : i64
          %638 = arith.shli %637, %c32_i64_158 : i64
          %639 = arith.ori %636, %638 : i64
          %640 = arith.extui %621 : i32 to i64
          %641 = arith.extui %625 : i32 to i64
          %c32_i64_159 = arith.constant 32 : i64
          %642 = arith.shli %641, %c32_i64_159 : i64
          %643 = arith.ori %640, %642 : i64
          %644 = rocdl.mfma.f32.16x16x32.fp8.fp8 %639, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %645 = rocdl.mfma.f32.16x16x32.fp8.fp8 %643, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %646 = arith.extui %386 : i32 to i64
          %647 = llvm.inttoptr %646 : i64 to !llvm.ptr<3>
          %648 = llvm.getelementptr %647[1280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %649 = llvm.load volatile %648 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %650 = arith.extui %386 : i32 to i64
          %651 = llvm.inttoptr %650 : i64 to !llvm.ptr<3>
          %652 = llvm.getelementptr %651[9728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %653 = llvm.load volatile %652 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %654 = arith.extui %386 : i32 to i64
          %655 = llvm.inttoptr %654 : i64 to !llvm.ptr<3>
          %656 = llvm.getelementptr %655[1344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %657 = llvm.load volatile %656 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %658 = arith.extui %386 : i32 to i64
          %659 = llvm.inttoptr %658 : i64 to !llvm.ptr<3>
          %660 = llvm.getelementptr %659[9792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %661 = llvm.load volatile %660 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %662 = arith.extui %386 : i32 to i64
          %663 = llvm.inttoptr %662 : i64 to !llvm.ptr<3>
          %664 = llvm.getelementptr %663[1408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %665 = llvm.load volatile %664 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %666 = arith.extui %386 : i32 to i64
          %667 = llvm.inttoptr %666 : i64 to !llvm.ptr<3>
          %668 = llvm.getelementptr %667[9856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %669 = llvm.load volatile %668 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %670 = arith.extui %386 : i32 to i64
          %671 = llvm.inttoptr %670 : i64 to !llvm.ptr<3>
          %672 = llvm.getelementptr %671[1472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %673 = llvm.load volatile %672 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %674 = arith.extui %386 : i32 to i64
          %675 = llvm.inttoptr %674 : i64 to !llvm.ptr<3>
          %676 = llvm.getelementptr %675[9920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %677 = llvm.load volatile %676 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %678 = arith.extui %649 : i32 to i64
          %679 = arith.extui %653 : i32 to i64
          %c32_i64_160 = arith.constant 32 : i64
          %680 = arith.shli %679, %c32_i64_160 : i64
          %681 = arith.ori %678, %680 : i64
          %682 = arith.extui %657 : i32 to i64
          %683 = arith.extui %661 : i32 to i64
          %c32_i64_161 = arith.constant 32 : i64
          %684 = arith.shli %683, %c32_i64_161 : i64
          %685 = arith.ori %682, %684 : i64
          %686 = rocdl.mfma.f32.16x16x32.fp8.fp8 %681, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %687 = rocdl.mfma.f32.16x16x32.fp8.fp8 %685, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %688 = arith.extui %665 : i32 to i64
          %689 = arith.extui %669 : i32 to i64
          %c32_i64_162 = arith.constant 32 : i64
          %690 = arith.shli %689, %c32_i64_162 : i64
          %691 = arith.ori %688, %690 : i64
          %692 = arith.extui %673 : i32 to i64
          %693 = arith.extui %677 : i32 to i64
          %c32_i64_163 = arith.constant 32 : i64
          %694 = arith.shli %693, %c32_i64_163 : i64
          %695 = arith.ori %692, %694 : i64
          %696 = rocdl.mfma.f32.16x16x32.fp8.fp8 %691, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %697 = rocdl.mfma.f32.16x16x32.fp8.fp8 %695, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %698 = arith.extui %386 : i32 to i64
          %699 = llvm.inttoptr %698 : i64 to !llvm.ptr<3>
          %700 = llvm.getelementptr %699[1536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %701 = llvm.load volatile %700 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %702 = arith.extui %386 : i32 to i64
          %703 = llvm.inttoptr %702 : i64 to !llvm.ptr<3>
          %704 = llvm.getelementptr %703[9984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %705 = llvm.load volatile %704 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %706 = arith.extui %386 : i32 to i64
          %707 = llvm.inttoptr %706 : i64 to !llvm.ptr<3>
          %708 = llvm.getelementptr %707[1600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %709 = llvm.load volatile %708 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %710 = arith.extui %386 : i32 to i64
          %711 = llvm.inttoptr %710 : i64 to !llvm.ptr<3>
          %712 = llvm.getelementptr %711[10048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %713 = llvm.load volatile %712 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %714 = arith.extui %386 : i32 to i64
          %715 = llvm.inttoptr %714 : i64 to !llvm.ptr<3>
          %716 = llvm.getelementptr %715[1664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %717 = llvm.load volatile %716 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %718 = arith.extui %386 : i32 to i64
          %719 = llvm.inttoptr %718 : i64 to !llvm.ptr<3>
          %720 = llvm.getelementptr %719[10112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %721 = llvm.load volatile %720 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %722 = arith.extui %386 : i32 to i64
          %723 = llvm.inttoptr %722 : i64 to !llvm.ptr<3>
          %724 = llvm.getelementptr %723[1728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %725 = llvm.load volatile %724 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %726 = arith.extui %386 : i32 to i64
          %727 = llvm.inttoptr %726 : i64 to !llvm.ptr<3>
          %728 = llvm.getelementptr %727[10176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %729 = llvm.load volatile %728 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %730 = arith.extui %701 : i32 to i64
          %731 = arith.extui %705 : i32 to i64
          %c32_i64_164 = arith.constant 32 : i64
          %732 = arith.shli %731, %c32_i64_164 : i64
          %733 = arith.ori %730, %732 : i64
          %734 = arith.extui %709 : i32 to i64
          %735 = arith.extui %713 : i32 to i64
          %c32_i64_165 = arith.constant 32 : i64
          %736 = arith.shli %735, %c32_i64_165 : i64
          %737 = arith.ori %734, %736 : i64
          %738 = rocdl.mfma.f32.16x16x32.fp8.fp8 %733, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %739 = rocdl.mfma.f32.16x16x32.fp8.fp8 %737, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %740 = arith.extui %717 : i32 to i64
          %741 = arith.extui %721 : i32 to i64
          %c32_i64_166 = arith.constant 32 : i64
          %742 = arith.shli %741, %c32_i64_166 : i64
          %743 = arith.ori %740, %742 : i64
          %744 = arith.extui %725 : i32 to i64
          %745 = arith.extui %729 : i32 to i64
          %c32_i64_167 = arith.constant 32 : i64
          %746 = arith.shli %745, %c32_i64_167 : i64
          %747 = arith.ori %744, %746 : i64
          %748 = rocdl.mfma.f32.16x16x32.fp8.fp8 %743, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %749 = rocdl.mfma.f32.16x16x32.fp8.fp8 %747, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.nop 1
          %750 = arith.extui %386 : i32 to i64
          %751 = llvm.inttoptr %750 : i64 to !llvm.ptr<3>
          %752 = llvm.getelementptr %751[1792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %753 = llvm.load volatile %752 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %754 = arith.extui %386 : i32 to i64
          %755 = llvm.inttoptr %754 : i64 to !llvm.ptr<3>
          %756 = llvm.getelementptr %755[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %757 = llvm.load volatile %756 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %758 = arith.extui %386 : i32 to i64
          %759 = llvm.inttoptr %758 : i64 to !llvm.ptr<3>
          %760 = llvm.getelementptr %759[1856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %761 = llvm.load volatile %760 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %762 = arith.extui %386 : i32 to i64
          %763 = llvm.inttoptr %762 : i64 to !llvm.ptr<3>
          %764 = llvm.getelementptr %763[10304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %765 = llvm.load volatile %764 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %766 = arith.extui %386 : i32 to i64
          %767 = llvm.inttoptr %766 : i64 to !llvm.ptr<3>
          %768 = llvm.getelementptr %767[1920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %769 = llvm.load volatile %768 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %770 = arith.extui %386 : i32 to i64
          %771 = llvm.inttoptr %770 : i64 to !llvm.ptr<3>
          %772 = llvm.getelementptr %771[10368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %773 = llvm.load volatile %772 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %774 = arith.extui %386 : i32 to i64
          %775 = llvm.inttoptr %774 : i64 to !llvm.ptr<3>
          %776 = llvm.getelementptr %775[1984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %777 = llvm.load volatile %776 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %778 = arith.extui %386 : i32 to i64
          %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<3>
          %780 = llvm.getelementptr %779[10432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %781 = llvm.load volatile %780 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %782 = arith.extui %753 : i32 to i64
          %783 = arith.extui %757 : i32 to i64
          %c32_i64_168 = arith.constant 32 : i64
          %784 = arith.shli %783, %c32_i64_168 : i64
          %785 = arith.ori %782, %784 : i64
          %786 = arith.extui %761 : i32 to i64
          %787 = arith.extui %765 : i32 to i64
          %c32_i64_169 = arith.constant 32 : i64
          %788 = arith.shli %787, %c32_i64_169 : i64
          %789 = arith.ori %786, %788 : i64
          %790 = rocdl.mfma.f32.16x16x32.fp8.fp8 %785, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %791 = rocdl.mfma.f32.16x16x32.fp8.fp8 %789, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %792 = arith.extui %769 : i32 to i64
          %793 = arith.extui %773 : i32 to i64
          %c32_i64_170 = arith.constant 32 : i64
          %794 = arith.shli %793, %c32_i64_170 : i64
          %795 = arith.ori %792, %794 : i64
          %796 = arith.extui %777 : i32 to i64
          %797 = arith.extui %781 : i32 to i64
          %c32_i64_171 = arith.constant 32 : i64
          %798 = arith.shli %797, %c32_i64_171 : i64
          %799 = arith.ori %796, %798 : i64
          %800 = rocdl.mfma.f32.16x16x32.fp8.fp8 %795, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %801 = rocdl.mfma.f32.16x16x32.fp8.fp8 %799, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.setprio 0
          %c1_i32_172 = arith.constant 1 : i32
          %802 = arith.subi %89, %c1_i32_172 : i32
          %c2_i32 = arith.constant 2 : i32
          %803 = arith.subi %89, %c2_i32 : i32
          %804 = arith.index_cast %802 : i32 to index
          %c1 = arith.constant 1 : index
          %c1_173 = arith.constant 1 : index
          %805:36 = scf.for %arg10 = %c1 to %804 step %c1_173 iter_args(%arg11 = %370#0, %arg12 = %370#1, %arg13 = %426, %arg14 = %427, %arg15 = %436, %arg16 = %437, %arg17 = %478, %arg18 = %479, %arg19 = %488, %arg20 = %489, %arg21 = %530, %arg22 = %531, %arg23 = %540, %arg24 = %541, %arg25 = %582, %arg26 = %583, %arg27 = %592, %arg28 = %593, %arg29 = %634, %arg30 = %635, %arg31 = %644, %arg32 = %645, %arg33 = %686, %arg34 = %687, %arg35 = %696, %arg36 = %697, %arg37 = %738, %arg38 = %739, %arg39 = %748, %arg40 = %749, %arg41 = %790, %arg42 = %791, %arg43 = %800, %arg44 = %801, %arg45 = %370#5, %arg46 = %370#6) -> (f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, i32, i32) {
            %2604 = arith.index_cast %arg10 : index to i32
            %c32_i32_694 = arith.constant 32 : i32
            %2605 = arith.muli %2604, %c32_i32_694 : i32
            %2606 = arith.addi %84, %2605 : i32
            %c1_i32_695 = arith.constant 1 : i32
            %2607 = arith.andi %2604, %c1_i32_695 : i32
            %c0_i32_696 = arith.constant 0 : i32
            %2608 = arith.cmpi ne, %2607, %c0_i32_696 : i32
            %2609 = arith.select %2608, %59, %58 : index
            %2610 = arith.select %2608, %64, %69 : i32
            %2611 = arith.cmpi eq, %2604, %803 : i32
            %2612 = arith.andi %2611, %93 : i1
            %c64_i32_697 = arith.constant 64 : i32
            %2613 = arith.addi %2606, %c64_i32_697 : i32
            %2614 = arith.cmpi slt, %2613, %85 : i32
            %cst_698 = arith.constant 0xFF800000 : f32
            %cst_699 = arith.constant 0.000000e+00 : f32
            %c0_i64_700 = arith.constant 0 : i64
            %c0_i64_701 = arith.constant 0 : i64
            %cst_702 = arith.constant 1.000000e+00 : f32
            %c-1_i32_703 = arith.constant -1 : i32
            %c-1_i32_704 = arith.constant -1 : i32
            %cst_705 = arith.constant 0xFF800000 : f32
            %cst_706 = arith.constant 0.000000e+00 : f32
            %c0_i64_707 = arith.constant 0 : i64
            %c0_i64_708 = arith.constant 0 : i64
            %cst_709 = arith.constant 1.000000e+00 : f32
            %c-1_i32_710 = arith.constant -1 : i32
            %c-1_i32_711 = arith.constant -1 : i32
            %2615:7 = scf.if %2612 -> (f32, f32, i64, i64, f32, i32, i32) {
              llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
              rocdl.sched.barrier none
              %3080 = arith.addi %2609, %57 : index
              %3081 = arith.index_cast %3080 : index to i32
              %c0_i32_755 = arith.constant 0 : i32
              %3082 = arith.addi %2610, %c0_i32_755 : i32
              %c-1_i32_756 = arith.constant -1 : i32
              %3083 = arith.cmpi eq, %arg45, %c-1_i32_756 : i32
              scf.if %3083 {
                %c0_i32_853 = arith.constant 0 : i32
                %3474 = arith.addi %3082, %c0_i32_853 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_854 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_854 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_855 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_855 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3082 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              %3084 = arith.extui %3081 : i32 to i64
              %3085 = llvm.inttoptr %3084 : i64 to !llvm.ptr<3>
              %3086 = llvm.load volatile %3085 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3087 = arith.extui %3081 : i32 to i64
              %3088 = llvm.inttoptr %3087 : i64 to !llvm.ptr<3>
              %3089 = llvm.getelementptr %3088[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3090 = llvm.load volatile %3089 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3091 = arith.extui %3081 : i32 to i64
              %3092 = llvm.inttoptr %3091 : i64 to !llvm.ptr<3>
              %3093 = llvm.getelementptr %3092[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3094 = llvm.load volatile %3093 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3095 = arith.extui %3081 : i32 to i64
              %3096 = llvm.inttoptr %3095 : i64 to !llvm.ptr<3>
              %3097 = llvm.getelementptr %3096[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3098 = llvm.load volatile %3097 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c2048_i32 = arith.constant 2048 : i32
              %3099 = arith.addi %2610, %c2048_i32 : i32
              %c-1_i32_757 = arith.constant -1 : i32
              %3100 = arith.cmpi eq, %arg45, %c-1_i32_757 : i32
              scf.if %3100 {
                %c64_i32_853 = arith.constant 64 : i32
                %3474 = arith.addi %3099, %c64_i32_853 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_854 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_854 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_855 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_855 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3099 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3101 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3086, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3102 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3090, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 15
              rocdl.s.waitcnt 49279
              %3103 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3094, %163, %3101, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3104 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3098, %163, %3102, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3105 = arith.extui %3081 : i32 to i64
              %3106 = llvm.inttoptr %3105 : i64 to !llvm.ptr<3>
              %3107 = llvm.getelementptr %3106[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3108 = llvm.load volatile %3107 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3109 = arith.extui %3081 : i32 to i64
              %3110 = llvm.inttoptr %3109 : i64 to !llvm.ptr<3>
              %3111 = llvm.getelementptr %3110[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3112 = llvm.load volatile %3111 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3113 = arith.extui %3081 : i32 to i64
              %3114 = llvm.inttoptr %3113 : i64 to !llvm.ptr<3>
              %3115 = llvm.getelementptr %3114[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3116 = llvm.load volatile %3115 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3117 = arith.extui %3081 : i32 to i64
              %3118 = llvm.inttoptr %3117 : i64 to !llvm.ptr<3>
              %3119 = llvm.getelementptr %3118[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3120 = llvm.load volatile %3119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c4096_i32 = arith.constant 4096 : i32
              %3121 = arith.addi %2610, %c4096_i32 : i32
              %c-1_i32_758 = arith.constant -1 : i32
              %3122 = arith.cmpi eq, %arg45, %c-1_i32_758 : i32
              scf.if %3122 {
                %c128_i32_853 = arith.constant 128 : i32
                %3474 = arith.addi %3121, %c128_i32_853 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_854 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_854 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_855 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_855 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3121 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3123 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3108, %181, %3103, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3124 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3112, %181, %3104, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3125 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3116, %189, %3123, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3126 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3120, %189, %3124, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3127 = arith.extui %3081 : i32 to i64
              %3128 = llvm.inttoptr %3127 : i64 to !llvm.ptr<3>
              %3129 = llvm.getelementptr %3128[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3130 = llvm.load volatile %3129 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3131 = arith.extui %3081 : i32 to i64
              %3132 = llvm.inttoptr %3131 : i64 to !llvm.ptr<3>
              %3133 = llvm.getelementptr %3132[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3134 = llvm.load volatile %3133 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3135 = arith.extui %3081 : i32 to i64
              %3136 = llvm.inttoptr %3135 : i64 to !llvm.ptr<3>
              %3137 = llvm.getelementptr %3136[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3138 = llvm.load volatile %3137 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3139 = arith.extui %3081 : i32 to i64
              %3140 = llvm.inttoptr %3139 : i64 to !llvm.ptr<3>
              %3141 = llvm.getelementptr %3140[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3142 = llvm.load volatile %3141 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c6144_i32 = arith.constant 6144 : i32
              %3143 = arith.addi %2610, %c6144_i32 : i32
              %c-1_i32_759 = arith.constant -1 : i32
              %3144 = arith.cmpi eq, %arg45, %c-1_i32_759 : i32
              scf.if %3144 {
                %c192_i32 = arith.constant 192 : i32
                %3474 = arith.addi %3143, %c192_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3143 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3145 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3130, %207, %3125, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3146 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3134, %207, %3126, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3147 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3138, %215, %3145, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3148 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3142, %215, %3146, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3149 = arith.extui %3081 : i32 to i64
              %3150 = llvm.inttoptr %3149 : i64 to !llvm.ptr<3>
              %3151 = llvm.getelementptr %3150[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3152 = llvm.load volatile %3151 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3153 = arith.extui %3081 : i32 to i64
              %3154 = llvm.inttoptr %3153 : i64 to !llvm.ptr<3>
              %3155 = llvm.getelementptr %3154[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3156 = llvm.load volatile %3155 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3157 = arith.extui %3081 : i32 to i64
              %3158 = llvm.inttoptr %3157 : i64 to !llvm.ptr<3>
              %3159 = llvm.getelementptr %3158[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3160 = llvm.load volatile %3159 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3161 = arith.extui %3081 : i32 to i64
              %3162 = llvm.inttoptr %3161 : i64 to !llvm.ptr<3>
              %3163 = llvm.getelementptr %3162[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3164 = llvm.load volatile %3163 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c8192_i32 = arith.constant 8192 : i32
              %3165 = arith.addi %2610, %c8192_i32 : i32
              %c-1_i32_760 = arith.constant -1 : i32
              %3166 = arith.cmpi eq, %arg45, %c-1_i32_760 : i32
              scf.if %3166 {
                %c256_i32 = arith.constant 256 : i32
                %3474 = arith.addi %3165, %c256_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3165 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3167 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3152, %233, %3147, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3168 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3156, %233, %3148, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3169 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3160, %241, %3167, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3170 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3164, %241, %3168, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3171 = arith.extui %3081 : i32 to i64
              %3172 = llvm.inttoptr %3171 : i64 to !llvm.ptr<3>
              %3173 = llvm.getelementptr %3172[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3174 = llvm.load volatile %3173 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3175 = arith.extui %3081 : i32 to i64
              %3176 = llvm.inttoptr %3175 : i64 to !llvm.ptr<3>
              %3177 = llvm.getelementptr %3176[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3178 = llvm.load volatile %3177 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3179 = arith.extui %3081 : i32 to i64
              %3180 = llvm.inttoptr %3179 : i64 to !llvm.ptr<3>
              %3181 = llvm.getelementptr %3180[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3182 = llvm.load volatile %3181 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3183 = arith.extui %3081 : i32 to i64
              %3184 = llvm.inttoptr %3183 : i64 to !llvm.ptr<3>
              %3185 = llvm.getelementptr %3184[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3186 = llvm.load volatile %3185 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c10240_i32 = arith.constant 10240 : i32
              %3187 = arith.addi %2610, %c10240_i32 : i32
              %c-1_i32_761 = arith.constant -1 : i32
              %3188 = arith.cmpi eq, %arg45, %c-1_i32_761 : i32
              scf.if %3188 {
                %c320_i32 = arith.constant 320 : i32
                %3474 = arith.addi %3187, %c320_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3187 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3189 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3174, %259, %3169, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3190 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3178, %259, %3170, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3191 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3182, %267, %3189, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3192 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3186, %267, %3190, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3193 = arith.extui %3081 : i32 to i64
              %3194 = llvm.inttoptr %3193 : i64 to !llvm.ptr<3>
              %3195 = llvm.getelementptr %3194[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3196 = llvm.load volatile %3195 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3197 = arith.extui %3081 : i32 to i64
              %3198 = llvm.inttoptr %3197 : i64 to !llvm.ptr<3>
              %3199 = llvm.getelementptr %3198[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3200 = llvm.load volatile %3199 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3201 = arith.extui %3081 : i32 to i64
              %3202 = llvm.inttoptr %3201 : i64 to !llvm.ptr<3>
              %3203 = llvm.getelementptr %3202[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3204 = llvm.load volatile %3203 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3205 = arith.extui %3081 : i32 to i64
              %3206 = llvm.inttoptr %3205 : i64 to !llvm.ptr<3>
              %3207 = llvm.getelementptr %3206[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3208 = llvm.load volatile %3207 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c12288_i32 = arith.constant 12288 : i32
              %3209 = arith.addi %2610, %c12288_i32 : i32
              %c-1_i32_762 = arith.constant -1 : i32
              %3210 = arith.cmpi eq, %arg45, %c-1_i32_762 : i32
              scf.if %3210 {
                %c384_i32 = arith.constant 384 : i32
                %3474 = arith.addi %3209, %c384_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3209 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3211 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3196, %285, %3191, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3212 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3200, %285, %3192, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3213 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3204, %293, %3211, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3214 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3208, %293, %3212, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3215 = arith.extui %3081 : i32 to i64
              %3216 = llvm.inttoptr %3215 : i64 to !llvm.ptr<3>
              %3217 = llvm.getelementptr %3216[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3218 = llvm.load volatile %3217 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3219 = arith.extui %3081 : i32 to i64
              %3220 = llvm.inttoptr %3219 : i64 to !llvm.ptr<3>
              %3221 = llvm.getelementptr %3220[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3222 = llvm.load volatile %3221 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3223 = arith.extui %3081 : i32 to i64
              %3224 = llvm.inttoptr %3223 : i64 to !llvm.ptr<3>
              %3225 = llvm.getelementptr %3224[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3226 = llvm.load volatile %3225 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3227 = arith.extui %3081 : i32 to i64
              %3228 = llvm.inttoptr %3227 : i64 to !llvm.ptr<3>
              %3229 = llvm.getelementptr %3228[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3230 = llvm.load volatile %3229 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c14336_i32 = arith.constant 14336 : i32
              %3231 = arith.addi %2610, %c14336_i32 : i32
              %c-1_i32_763 = arith.constant -1 : i32
              %3232 = arith.cmpi eq, %arg45, %c-1_i32_763 : i32
              scf.if %3232 {
                %c448_i32 = arith.constant 448 : i32
                %3474 = arith.addi %3231, %c448_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3231 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3233 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3218, %311, %3213, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3234 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3222, %311, %3214, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3235 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3226, %319, %3233, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3236 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3230, %319, %3234, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3237 = arith.extui %3081 : i32 to i64
              %3238 = llvm.inttoptr %3237 : i64 to !llvm.ptr<3>
              %3239 = llvm.getelementptr %3238[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3240 = llvm.load volatile %3239 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3241 = arith.extui %3081 : i32 to i64
              %3242 = llvm.inttoptr %3241 : i64 to !llvm.ptr<3>
              %3243 = llvm.getelementptr %3242[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3244 = llvm.load volatile %3243 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3245 = arith.extui %3081 : i32 to i64
              %3246 = llvm.inttoptr %3245 : i64 to !llvm.ptr<3>
              %3247 = llvm.getelementptr %3246[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3248 = llvm.load volatile %3247 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3249 = arith.extui %3081 : i32 to i64
              %3250 = llvm.inttoptr %3249 : i64 to !llvm.ptr<3>
              %3251 = llvm.getelementptr %3250[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3252 = llvm.load volatile %3251 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c16384_i32 = arith.constant 16384 : i32
              %3253 = arith.addi %2610, %c16384_i32 : i32
              %c-1_i32_764 = arith.constant -1 : i32
              %3254 = arith.cmpi eq, %arg45, %c-1_i32_764 : i32
              scf.if %3254 {
                %c512_i32 = arith.constant 512 : i32
                %3474 = arith.addi %3253, %c512_i32 : i32
                %3475 = arith.index_cast %25 : index to i32
                %c4_i32_853 = arith.constant 4 : i32
                %3476 = arith.muli %3475, %c4_i32_853 : i32
                %3477 = arith.addi %3474, %3476 : i32
                %c0_i32_854 = arith.constant 0 : i32
                llvm.inline_asm has_side_effects "ds_write_b32 $0, $1", "v,v" %3477, %c0_i32_854 : (i32, i32) -> ()
              } else {
                %c576_i32 = arith.constant 576 : i32
                %3474 = arith.muli %arg45, %c576_i32 : i32
                %3475 = arith.addi %3474, %43 : i32
                %3476 = rocdl.readfirstlane %3253 : i32
                llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %3476, %3475, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              }
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3255 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3240, %333, %3235, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3256 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3244, %333, %3236, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3257 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3248, %341, %3255, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3258 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3252, %341, %3256, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3259 = arith.extui %3081 : i32 to i64
              %3260 = llvm.inttoptr %3259 : i64 to !llvm.ptr<3>
              %3261 = llvm.getelementptr %3260[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3262 = llvm.load volatile %3261 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3263 = arith.extui %3081 : i32 to i64
              %3264 = llvm.inttoptr %3263 : i64 to !llvm.ptr<3>
              %3265 = llvm.getelementptr %3264[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3266 = llvm.load volatile %3265 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3267 = arith.extui %3081 : i32 to i64
              %3268 = llvm.inttoptr %3267 : i64 to !llvm.ptr<3>
              %3269 = llvm.getelementptr %3268[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3270 = llvm.load volatile %3269 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3271 = arith.extui %3081 : i32 to i64
              %3272 = llvm.inttoptr %3271 : i64 to !llvm.ptr<3>
              %3273 = llvm.getelementptr %3272[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3274 = llvm.load volatile %3273 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3275 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3262, %355, %3257, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3276 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3266, %355, %3258, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3277 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3270, %363, %3275, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3278 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3274, %363, %3276, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 14
              %3279 = vector.extract %3277[0] : f32 from vector<4xf32>
              %3280 = vector.extract %3277[1] : f32 from vector<4xf32>
              %3281 = vector.extract %3277[2] : f32 from vector<4xf32>
              %3282 = vector.extract %3277[3] : f32 from vector<4xf32>
              %3283 = vector.extract %3278[0] : f32 from vector<4xf32>
              %3284 = vector.extract %3278[1] : f32 from vector<4xf32>
              %3285 = vector.extract %3278[2] : f32 from vector<4xf32>
              %3286 = vector.extract %3278[3] : f32 from vector<4xf32>
              %c2_765 = arith.constant 2 : index
              %3287 = arith.remui %24, %c2_765 : index
              %c16_766 = arith.constant 16 : index
              %3288 = arith.muli %3287, %c16_766 : index
              %c16_767 = arith.constant 16 : index
              %3289 = arith.divui %25, %c16_767 : index
              %c4_768 = arith.constant 4 : index
              %3290 = arith.muli %3289, %c4_768 : index
              %3291 = arith.addi %3288, %3290 : index
              %c16_769 = arith.constant 16 : index
              %3292 = arith.remui %3291, %c16_769 : index
              %c2_770 = arith.constant 2 : index
              %3293 = arith.divui %3292, %c2_770 : index
              %c4_771 = arith.constant 4 : index
              %3294 = arith.muli %3293, %c4_771 : index
              %c16_772 = arith.constant 16 : index
              %3295 = arith.divui %3291, %c16_772 : index
              %c2_773 = arith.constant 2 : index
              %3296 = arith.muli %c2_773, %3295 : index
              %3297 = arith.addi %3294, %3296 : index
              %c2_774 = arith.constant 2 : index
              %3298 = arith.remui %3291, %c2_774 : index
              %3299 = arith.addi %3297, %3298 : index
              %c16_775 = arith.constant 16 : index
              %3300 = arith.remui %25, %c16_775 : index
              %c8_776 = arith.constant 8 : index
              %3301 = arith.muli %3300, %c8_776 : index
              %c2_777 = arith.constant 2 : index
              %3302 = arith.divui %24, %c2_777 : index
              %c128_778 = arith.constant 128 : index
              %3303 = arith.muli %3302, %c128_778 : index
              %3304 = arith.addi %3301, %3303 : index
              %c4_779 = arith.constant 4 : index
              %3305 = arith.divui %3299, %c4_779 : index
              %c264_780 = arith.constant 264 : index
              %3306 = arith.muli %3305, %c264_780 : index
              %c4_781 = arith.constant 4 : index
              %3307 = arith.remui %3299, %c4_781 : index
              %c64_782 = arith.constant 64 : index
              %3308 = arith.muli %3307, %c64_782 : index
              %3309 = arith.addi %3306, %3308 : index
              %c64_783 = arith.constant 64 : index
              %3310 = arith.divui %3304, %c64_783 : index
              %c2112_784 = arith.constant 2112 : index
              %3311 = arith.muli %3310, %c2112_784 : index
              %3312 = arith.addi %3309, %3311 : index
              %c64_785 = arith.constant 64 : index
              %3313 = arith.remui %3304, %c64_785 : index
              %3314 = arith.addi %3312, %3313 : index
              %3315 = arith.addi %2609, %3314 : index
              %3316 = arith.index_cast %3315 : index to i32
              %3317 = arith.subi %3316, %5 : i32
              %c0_i32_786 = arith.constant 0 : i32
              %3318 = arith.addi %3317, %c0_i32_786 : i32
              %3319 = fly.make_int_tuple(%3318) : (i32) -> !fly.int_tuple<?>
              %3320 = fly.add_offset(%4, %3319) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3321 = fly.ptr.load(%3320) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3322 = vector.bitcast %3321 : vector<8xi8> to vector<2xi32>
              %3323 = vector.extract %3322[0] : i32 from vector<2xi32>
              %3324 = vector.extract %3322[1] : i32 from vector<2xi32>
              %3325 = arith.index_cast %3315 : index to i32
              %3326 = arith.subi %3325, %5 : i32
              %c64_i32_787 = arith.constant 64 : i32
              %3327 = arith.addi %3326, %c64_i32_787 : i32
              %3328 = fly.make_int_tuple(%3327) : (i32) -> !fly.int_tuple<?>
              %3329 = fly.add_offset(%4, %3328) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3330 = fly.ptr.load(%3329) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3331 = vector.bitcast %3330 : vector<8xi8> to vector<2xi32>
              %3332 = vector.extract %3331[0] : i32 from vector<2xi32>
              %3333 = vector.extract %3331[1] : i32 from vector<2xi32>
              %3334 = arith.index_cast %3315 : index to i32
              %3335 = arith.subi %3334, %5 : i32
              %c264_i32_788 = arith.constant 264 : i32
              %3336 = arith.addi %3335, %c264_i32_788 : i32
              %3337 = fly.make_int_tuple(%3336) : (i32) -> !fly.int_tuple<?>
              %3338 = fly.add_offset(%4, %3337) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3339 = fly.ptr.load(%3338) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3340 = vector.bitcast %3339 : vector<8xi8> to vector<2xi32>
              %3341 = vector.extract %3340[0] : i32 from vector<2xi32>
              %3342 = vector.extract %3340[1] : i32 from vector<2xi32>
              %3343 = arith.index_cast %3315 : index to i32
              %3344 = arith.subi %3343, %5 : i32
              %c328_i32_789 = arith.constant 328 : i32
              %3345 = arith.addi %3344, %c328_i32_789 : i32
              %3346 = fly.make_int_tuple(%3345) : (i32) -> !fly.int_tuple<?>
              %3347 = fly.add_offset(%4, %3346) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3348 = fly.ptr.load(%3347) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3349 = vector.bitcast %3348 : vector<8xi8> to vector<2xi32>
              %3350 = vector.extract %3349[0] : i32 from vector<2xi32>
              %3351 = vector.extract %3349[1] : i32 from vector<2xi32>
              rocdl.s.waitcnt 49279
              rocdl.sched.barrier none
              %c-1_i32_790 = arith.constant -1 : i32
              %c-1_i32_791 = arith.constant -1 : i32
              %3352 = scf.if %2614 -> (i32) {
                %3474 = arith.index_cast %2613 : i32 to index
                %3475 = arith.addi %40, %3474 : index
                %3476 = arith.index_cast %85 : i32 to index
                %3477 = arith.cmpi slt, %3475, %3476 : index
                %c-1_i32_853 = arith.constant -1 : i32
                %c-1_i32_854 = arith.constant -1 : i32
                %3478 = scf.if %3477 -> (i32) {
                  %3479 = arith.index_cast %3475 : index to i32
                  %c4_i32_855 = arith.constant 4 : i32
                  %3480 = arith.muli %3479, %c4_i32_855 : i32
                  %c0_i32_856 = arith.constant 0 : i32
                  %3481 = rocdl.raw.ptr.buffer.load %12, %3480, %c0_i32_856, 0 : i32
                  scf.yield %3481 : i32
                } else {
                  scf.yield %c-1_i32_854 : i32
                }
                scf.yield %3478 : i32
              } else {
                scf.yield %c-1_i32_791 : i32
              }
              %c16_792 = arith.constant 16 : index
              %3353 = arith.divui %25, %c16_792 : index
              %c4_793 = arith.constant 4 : index
              %3354 = arith.muli %3353, %c4_793 : index
              %3355 = arith.index_cast %2606 : i32 to index
              %3356 = arith.addi %3354, %3355 : index
              %3357 = arith.mulf %3279, %arg8 fastmath<fast> : f32
              %3358 = arith.mulf %3280, %arg8 fastmath<fast> : f32
              %3359 = arith.mulf %3281, %arg8 fastmath<fast> : f32
              %3360 = arith.mulf %3282, %arg8 fastmath<fast> : f32
              %3361 = arith.mulf %3283, %arg8 fastmath<fast> : f32
              %3362 = arith.mulf %3284, %arg8 fastmath<fast> : f32
              %3363 = arith.mulf %3285, %arg8 fastmath<fast> : f32
              %3364 = arith.mulf %3286, %arg8 fastmath<fast> : f32
              %3365 = arith.maxnumf %3357, %3358 fastmath<contract> : f32
              %3366 = arith.maxnumf %3365, %3359 fastmath<contract> : f32
              %3367 = arith.maxnumf %3366, %3360 fastmath<contract> : f32
              %3368 = arith.maxnumf %3367, %3361 fastmath<contract> : f32
              %3369 = arith.maxnumf %3368, %3362 fastmath<contract> : f32
              %3370 = arith.maxnumf %3369, %3363 fastmath<contract> : f32
              %3371 = arith.maxnumf %3370, %3364 fastmath<contract> : f32
              %3372 = arith.bitcast %3371 : f32 to i32
              %c32_i32_794 = arith.constant 32 : i32
              %c64_i32_795 = arith.constant 64 : i32
              %shuffleResult_796, %valid_797 = gpu.shuffle xor %3372, %c32_i32_794, %c64_i32_795 : i32
              %3373 = arith.bitcast %shuffleResult_796 : i32 to f32
              %3374 = arith.maxnumf %3371, %3373 fastmath<contract> : f32
              %3375 = arith.bitcast %3374 : f32 to i32
              %c16_i32_798 = arith.constant 16 : i32
              %c64_i32_799 = arith.constant 64 : i32
              %shuffleResult_800, %valid_801 = gpu.shuffle xor %3375, %c16_i32_798, %c64_i32_799 : i32
              %3376 = arith.bitcast %shuffleResult_800 : i32 to f32
              %3377 = arith.maxnumf %3374, %3376 fastmath<contract> : f32
              %3378 = arith.maxnumf %3377, %arg11 fastmath<contract> : f32
              %3379 = arith.subf %arg11, %3378 fastmath<fast> : f32
              %cst_802 = arith.constant 1.44269502 : f32
              %3380 = arith.mulf %3379, %cst_802 fastmath<fast> : f32
              %3381 = rocdl.exp2 %3380 f32 -> f32
              %3382 = arith.subf %3357, %3378 fastmath<fast> : f32
              %cst_803 = arith.constant 1.44269502 : f32
              %3383 = arith.mulf %3382, %cst_803 fastmath<fast> : f32
              %3384 = rocdl.exp2 %3383 f32 -> f32
              %cst_804 = arith.constant 0.000000e+00 : f32
              %3385 = arith.addf %cst_804, %3384 fastmath<fast> : f32
              %3386 = arith.subf %3358, %3378 fastmath<fast> : f32
              %cst_805 = arith.constant 1.44269502 : f32
              %3387 = arith.mulf %3386, %cst_805 fastmath<fast> : f32
              %3388 = rocdl.exp2 %3387 f32 -> f32
              %3389 = arith.addf %3385, %3388 fastmath<fast> : f32
              %3390 = arith.subf %3359, %3378 fastmath<fast> : f32
              %cst_806 = arith.constant 1.44269502 : f32
              %3391 = arith.mulf %3390, %cst_806 fastmath<fast> : f32
              %3392 = rocdl.exp2 %3391 f32 -> f32
              %3393 = arith.addf %3389, %3392 fastmath<fast> : f32
              %3394 = arith.subf %3360, %3378 fastmath<fast> : f32
              %cst_807 = arith.constant 1.44269502 : f32
              %3395 = arith.mulf %3394, %cst_807 fastmath<fast> : f32
              %3396 = rocdl.exp2 %3395 f32 -> f32
              %3397 = arith.addf %3393, %3396 fastmath<fast> : f32
              %3398 = arith.subf %3361, %3378 fastmath<fast> : f32
              %cst_808 = arith.constant 1.44269502 : f32
              %3399 = arith.mulf %3398, %cst_808 fastmath<fast> : f32
              %3400 = rocdl.exp2 %3399 f32 -> f32
              %3401 = arith.addf %3397, %3400 fastmath<fast> : f32
              %3402 = arith.subf %3362, %3378 fastmath<fast> : f32
              %cst_809 = arith.constant 1.44269502 : f32
              %3403 = arith.mulf %3402, %cst_809 fastmath<fast> : f32
              %3404 = rocdl.exp2 %3403 f32 -> f32
              %3405 = arith.addf %3401, %3404 fastmath<fast> : f32
              %3406 = arith.subf %3363, %3378 fastmath<fast> : f32
              %cst_810 = arith.constant 1.44269502 : f32
              %3407 = arith.mulf %3406, %cst_810 fastmath<fast> : f32
              %3408 = rocdl.exp2 %3407 f32 -> f32
              %3409 = arith.addf %3405, %3408 fastmath<fast> : f32
              %3410 = arith.subf %3364, %3378 fastmath<fast> : f32
              %cst_811 = arith.constant 1.44269502 : f32
              %3411 = arith.mulf %3410, %cst_811 fastmath<fast> : f32
              %3412 = rocdl.exp2 %3411 f32 -> f32
              %3413 = arith.addf %3409, %3412 fastmath<fast> : f32
              %3414 = arith.bitcast %3413 : f32 to i32
              %c32_i32_812 = arith.constant 32 : i32
              %c64_i32_813 = arith.constant 64 : i32
              %shuffleResult_814, %valid_815 = gpu.shuffle xor %3414, %c32_i32_812, %c64_i32_813 : i32
              %3415 = arith.bitcast %shuffleResult_814 : i32 to f32
              %3416 = arith.addf %3413, %3415 fastmath<fast> : f32
              %3417 = arith.bitcast %3416 : f32 to i32
              %c16_i32_816 = arith.constant 16 : i32
              %c64_i32_817 = arith.constant 64 : i32
              %shuffleResult_818, %valid_819 = gpu.shuffle xor %3417, %c16_i32_816, %c64_i32_817 : i32
              %3418 = arith.bitcast %shuffleResult_818 : i32 to f32
              %3419 = arith.addf %3416, %3418 fastmath<fast> : f32
              %3420 = arith.mulf %3381, %arg12 fastmath<fast> : f32
              %3421 = arith.addf %3420, %3419 fastmath<fast> : f32
              %c0_i32_820 = arith.constant 0 : i32
              %3422 = rocdl.cvt.pk.fp8.f32 %3384, %3388 -> %c0_i32_820[false] : i32
              %3423 = rocdl.cvt.pk.fp8.f32 %3392, %3396 -> %3422[true] : i32
              %c0_i32_821 = arith.constant 0 : i32
              %3424 = rocdl.cvt.pk.fp8.f32 %3400, %3404 -> %c0_i32_821[false] : i32
              %3425 = rocdl.cvt.pk.fp8.f32 %3408, %3412 -> %3424[true] : i32
              %3426 = arith.extui %3423 : i32 to i64
              %3427 = arith.extui %3425 : i32 to i64
              %c32_i64_822 = arith.constant 32 : i64
              %3428 = arith.shli %3427, %c32_i64_822 : i64
              %3429 = arith.ori %3426, %3428 : i64
              %c83952640_i32_823 = arith.constant 83952640 : i32
              %3430 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3332, %3323, %c83952640_i32_823) : (i32, i32, i32) -> i32
              %c117638658_i32_824 = arith.constant 117638658 : i32
              %3431 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3332, %3323, %c117638658_i32_824) : (i32, i32, i32) -> i32
              %c83952640_i32_825 = arith.constant 83952640 : i32
              %3432 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3333, %3324, %c83952640_i32_825) : (i32, i32, i32) -> i32
              %c117638658_i32_826 = arith.constant 117638658 : i32
              %3433 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3333, %3324, %c117638658_i32_826) : (i32, i32, i32) -> i32
              %c83952640_i32_827 = arith.constant 83952640 : i32
              %3434 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3350, %3341, %c83952640_i32_827) : (i32, i32, i32) -> i32
              %c117638658_i32_828 = arith.constant 117638658 : i32
              %3435 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3350, %3341, %c117638658_i32_828) : (i32, i32, i32) -> i32
              %c83952640_i32_829 = arith.constant 83952640 : i32
              %3436 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3351, %3342, %c83952640_i32_829) : (i32, i32, i32) -> i32
              %c117638658_i32_830 = arith.constant 117638658 : i32
              %3437 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3351, %3342, %c117638658_i32_830) : (i32, i32, i32) -> i32
              %c84148480_i32_831 = arith.constant 84148480 : i32
              %3438 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3434, %3430, %c84148480_i32_831) : (i32, i32, i32) -> i32
              %c84148480_i32_832 = arith.constant 84148480 : i32
              %3439 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3436, %3432, %c84148480_i32_832) : (i32, i32, i32) -> i32
              %c117834498_i32_833 = arith.constant 117834498 : i32
              %3440 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3434, %3430, %c117834498_i32_833) : (i32, i32, i32) -> i32
              %c117834498_i32_834 = arith.constant 117834498 : i32
              %3441 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3436, %3432, %c117834498_i32_834) : (i32, i32, i32) -> i32
              %c84148480_i32_835 = arith.constant 84148480 : i32
              %3442 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3435, %3431, %c84148480_i32_835) : (i32, i32, i32) -> i32
              %c84148480_i32_836 = arith.constant 84148480 : i32
              %3443 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3437, %3433, %c84148480_i32_836) : (i32, i32, i32) -> i32
              %c117834498_i32_837 = arith.constant 117834498 : i32
              %3444 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3435, %3431, %c117834498_i32_837) : (i32, i32, i32) -> i32
              %c117834498_i32_838 = arith.constant 117834498 : i32
              %3445 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3437, %3433, %c117834498_i32_838) : (i32, i32, i32) -> i32
              %c0_839 = arith.constant 0 : index
              %3446 = arith.addi %3, %c0_839 : index
              %c2_840 = arith.constant 2 : index
              %3447 = arith.remui %24, %c2_840 : index
              %c4_841 = arith.constant 4 : index
              %3448 = arith.muli %3447, %c4_841 : index
              %c16_842 = arith.constant 16 : index
              %3449 = arith.divui %25, %c16_842 : index
              %3450 = arith.addi %3448, %3449 : index
              %c16_843 = arith.constant 16 : index
              %3451 = arith.remui %25, %c16_843 : index
              %c2_844 = arith.constant 2 : index
              %3452 = arith.divui %24, %c2_844 : index
              %c16_845 = arith.constant 16 : index
              %3453 = arith.muli %3452, %c16_845 : index
              %3454 = arith.addi %3451, %3453 : index
              %c66_846 = arith.constant 66 : index
              %3455 = arith.muli %3450, %c66_846 : index
              %3456 = arith.addi %3455, %3454 : index
              %c32_847 = arith.constant 32 : index
              %3457 = arith.muli %3456, %c32_847 : index
              %3458 = arith.addi %3446, %3457 : index
              %3459 = vector.from_elements %3438, %3439, %3440, %3441 : vector<4xi32>
              %3460 = vector.bitcast %3459 : vector<4xi32> to vector<16xi8>
              %3461 = arith.index_cast %3458 : index to i32
              %3462 = arith.subi %3461, %5 : i32
              %c0_i32_848 = arith.constant 0 : i32
              %3463 = arith.addi %3462, %c0_i32_848 : i32
              %3464 = fly.make_int_tuple(%3463) : (i32) -> !fly.int_tuple<?>
              %3465 = fly.add_offset(%4, %3464) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              fly.ptr.store(%3460, %3465) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
              %3466 = vector.from_elements %3442, %3443, %3444, %3445 : vector<4xi32>
              %3467 = vector.bitcast %3466 : vector<4xi32> to vector<16xi8>
              %c16_849 = arith.constant 16 : index
              %3468 = arith.addi %3458, %c16_849 : index
              %3469 = arith.index_cast %3468 : index to i32
              %3470 = arith.subi %3469, %5 : i32
              %c0_i32_850 = arith.constant 0 : i32
              %3471 = arith.addi %3470, %c0_i32_850 : i32
              %3472 = fly.make_int_tuple(%3471) : (i32) -> !fly.int_tuple<?>
              %3473 = fly.add_offset(%4, %3472) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              fly.ptr.store(%3467, %3473) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
              %c0_i64_851 = arith.constant 0 : i64
              %c-1_i32_852 = arith.constant -1 : i32
              scf.yield %3378, %3421, %3429, %c0_i64_851, %3381, %3352, %c-1_i32_852 : f32, f32, i64, i64, f32, i32, i32
            } else {
              llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
              rocdl.sched.barrier none
              %3080 = arith.addi %2609, %57 : index
              %3081 = arith.index_cast %3080 : index to i32
              %c0_i32_755 = arith.constant 0 : i32
              %3082 = arith.addi %2610, %c0_i32_755 : i32
              %c576_i32 = arith.constant 576 : i32
              %3083 = arith.muli %arg45, %c576_i32 : i32
              %3084 = arith.addi %3083, %43 : i32
              %3085 = rocdl.readfirstlane %3082 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:0 lds", "s,v,s" %3085, %3084, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              %3086 = arith.extui %3081 : i32 to i64
              %3087 = llvm.inttoptr %3086 : i64 to !llvm.ptr<3>
              %3088 = llvm.load volatile %3087 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3089 = arith.extui %3081 : i32 to i64
              %3090 = llvm.inttoptr %3089 : i64 to !llvm.ptr<3>
              %3091 = llvm.getelementptr %3090[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3092 = llvm.load volatile %3091 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3093 = arith.extui %3081 : i32 to i64
              %3094 = llvm.inttoptr %3093 : i64 to !llvm.ptr<3>
              %3095 = llvm.getelementptr %3094[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3096 = llvm.load volatile %3095 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3097 = arith.extui %3081 : i32 to i64
              %3098 = llvm.inttoptr %3097 : i64 to !llvm.ptr<3>
              %3099 = llvm.getelementptr %3098[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3100 = llvm.load volatile %3099 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c2048_i32 = arith.constant 2048 : i32
              %3101 = arith.addi %2610, %c2048_i32 : i32
              %c576_i32_756 = arith.constant 576 : i32
              %3102 = arith.muli %arg45, %c576_i32_756 : i32
              %3103 = arith.addi %3102, %43 : i32
              %3104 = rocdl.readfirstlane %3101 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:64 lds", "s,v,s" %3104, %3103, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3105 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3088, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3106 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3092, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 15
              rocdl.s.waitcnt 49279
              %3107 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3096, %163, %3105, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3108 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3100, %163, %3106, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3109 = arith.extui %3081 : i32 to i64
              %3110 = llvm.inttoptr %3109 : i64 to !llvm.ptr<3>
              %3111 = llvm.getelementptr %3110[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3112 = llvm.load volatile %3111 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3113 = arith.extui %3081 : i32 to i64
              %3114 = llvm.inttoptr %3113 : i64 to !llvm.ptr<3>
              %3115 = llvm.getelementptr %3114[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3116 = llvm.load volatile %3115 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3117 = arith.extui %3081 : i32 to i64
              %3118 = llvm.inttoptr %3117 : i64 to !llvm.ptr<3>
              %3119 = llvm.getelementptr %3118[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3120 = llvm.load volatile %3119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3121 = arith.extui %3081 : i32 to i64
              %3122 = llvm.inttoptr %3121 : i64 to !llvm.ptr<3>
              %3123 = llvm.getelementptr %3122[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3124 = llvm.load volatile %3123 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c4096_i32 = arith.constant 4096 : i32
              %3125 = arith.addi %2610, %c4096_i32 : i32
              %c576_i32_757 = arith.constant 576 : i32
              %3126 = arith.muli %arg45, %c576_i32_757 : i32
              %3127 = arith.addi %3126, %43 : i32
              %3128 = rocdl.readfirstlane %3125 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:128 lds", "s,v,s" %3128, %3127, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3129 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3112, %181, %3107, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3130 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3116, %181, %3108, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3131 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3120, %189, %3129, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3132 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3124, %189, %3130, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3133 = arith.extui %3081 : i32 to i64
              %3134 = llvm.inttoptr %3133 : i64 to !llvm.ptr<3>
              %3135 = llvm.getelementptr %3134[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3136 = llvm.load volatile %3135 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3137 = arith.extui %3081 : i32 to i64
              %3138 = llvm.inttoptr %3137 : i64 to !llvm.ptr<3>
              %3139 = llvm.getelementptr %3138[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3140 = llvm.load volatile %3139 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3141 = arith.extui %3081 : i32 to i64
              %3142 = llvm.inttoptr %3141 : i64 to !llvm.ptr<3>
              %3143 = llvm.getelementptr %3142[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3144 = llvm.load volatile %3143 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3145 = arith.extui %3081 : i32 to i64
              %3146 = llvm.inttoptr %3145 : i64 to !llvm.ptr<3>
              %3147 = llvm.getelementptr %3146[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3148 = llvm.load volatile %3147 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c6144_i32 = arith.constant 6144 : i32
              %3149 = arith.addi %2610, %c6144_i32 : i32
              %c576_i32_758 = arith.constant 576 : i32
              %3150 = arith.muli %arg45, %c576_i32_758 : i32
              %3151 = arith.addi %3150, %43 : i32
              %3152 = rocdl.readfirstlane %3149 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:192 lds", "s,v,s" %3152, %3151, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3153 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3136, %207, %3131, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3154 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3140, %207, %3132, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3155 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3144, %215, %3153, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3156 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3148, %215, %3154, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3157 = arith.extui %3081 : i32 to i64
              %3158 = llvm.inttoptr %3157 : i64 to !llvm.ptr<3>
              %3159 = llvm.getelementptr %3158[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3160 = llvm.load volatile %3159 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3161 = arith.extui %3081 : i32 to i64
              %3162 = llvm.inttoptr %3161 : i64 to !llvm.ptr<3>
              %3163 = llvm.getelementptr %3162[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3164 = llvm.load volatile %3163 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3165 = arith.extui %3081 : i32 to i64
              %3166 = llvm.inttoptr %3165 : i64 to !llvm.ptr<3>
              %3167 = llvm.getelementptr %3166[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3168 = llvm.load volatile %3167 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3169 = arith.extui %3081 : i32 to i64
              %3170 = llvm.inttoptr %3169 : i64 to !llvm.ptr<3>
              %3171 = llvm.getelementptr %3170[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3172 = llvm.load volatile %3171 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c8192_i32 = arith.constant 8192 : i32
              %3173 = arith.addi %2610, %c8192_i32 : i32
              %c576_i32_759 = arith.constant 576 : i32
              %3174 = arith.muli %arg45, %c576_i32_759 : i32
              %3175 = arith.addi %3174, %43 : i32
              %3176 = rocdl.readfirstlane %3173 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:256 lds", "s,v,s" %3176, %3175, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3177 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3160, %233, %3155, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3178 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3164, %233, %3156, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3179 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3168, %241, %3177, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3180 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3172, %241, %3178, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3181 = arith.extui %3081 : i32 to i64
              %3182 = llvm.inttoptr %3181 : i64 to !llvm.ptr<3>
              %3183 = llvm.getelementptr %3182[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3184 = llvm.load volatile %3183 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3185 = arith.extui %3081 : i32 to i64
              %3186 = llvm.inttoptr %3185 : i64 to !llvm.ptr<3>
              %3187 = llvm.getelementptr %3186[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3188 = llvm.load volatile %3187 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3189 = arith.extui %3081 : i32 to i64
              %3190 = llvm.inttoptr %3189 : i64 to !llvm.ptr<3>
              %3191 = llvm.getelementptr %3190[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3192 = llvm.load volatile %3191 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3193 = arith.extui %3081 : i32 to i64
              %3194 = llvm.inttoptr %3193 : i64 to !llvm.ptr<3>
              %3195 = llvm.getelementptr %3194[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3196 = llvm.load volatile %3195 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c10240_i32 = arith.constant 10240 : i32
              %3197 = arith.addi %2610, %c10240_i32 : i32
              %c576_i32_760 = arith.constant 576 : i32
              %3198 = arith.muli %arg45, %c576_i32_760 : i32
              %3199 = arith.addi %3198, %43 : i32
              %3200 = rocdl.readfirstlane %3197 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:320 lds", "s,v,s" %3200, %3199, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3201 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3184, %259, %3179, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3202 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3188, %259, %3180, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3203 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3192, %267, %3201, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3204 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3196, %267, %3202, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3205 = arith.extui %3081 : i32 to i64
              %3206 = llvm.inttoptr %3205 : i64 to !llvm.ptr<3>
              %3207 = llvm.getelementptr %3206[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3208 = llvm.load volatile %3207 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3209 = arith.extui %3081 : i32 to i64
              %3210 = llvm.inttoptr %3209 : i64 to !llvm.ptr<3>
              %3211 = llvm.getelementptr %3210[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3212 = llvm.load volatile %3211 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3213 = arith.extui %3081 : i32 to i64
              %3214 = llvm.inttoptr %3213 : i64 to !llvm.ptr<3>
              %3215 = llvm.getelementptr %3214[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3216 = llvm.load volatile %3215 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3217 = arith.extui %3081 : i32 to i64
              %3218 = llvm.inttoptr %3217 : i64 to !llvm.ptr<3>
              %3219 = llvm.getelementptr %3218[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3220 = llvm.load volatile %3219 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c12288_i32 = arith.constant 12288 : i32
              %3221 = arith.addi %2610, %c12288_i32 : i32
              %c576_i32_761 = arith.constant 576 : i32
              %3222 = arith.muli %arg45, %c576_i32_761 : i32
              %3223 = arith.addi %3222, %43 : i32
              %3224 = rocdl.readfirstlane %3221 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:384 lds", "s,v,s" %3224, %3223, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3225 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3208, %285, %3203, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3226 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3212, %285, %3204, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3227 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3216, %293, %3225, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3228 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3220, %293, %3226, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3229 = arith.extui %3081 : i32 to i64
              %3230 = llvm.inttoptr %3229 : i64 to !llvm.ptr<3>
              %3231 = llvm.getelementptr %3230[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3232 = llvm.load volatile %3231 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3233 = arith.extui %3081 : i32 to i64
              %3234 = llvm.inttoptr %3233 : i64 to !llvm.ptr<3>
              %3235 = llvm.getelementptr %3234[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3236 = llvm.load volatile %3235 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3237 = arith.extui %3081 : i32 to i64
              %3238 = llvm.inttoptr %3237 : i64 to !llvm.ptr<3>
              %3239 = llvm.getelementptr %3238[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3240 = llvm.load volatile %3239 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3241 = arith.extui %3081 : i32 to i64
              %3242 = llvm.inttoptr %3241 : i64 to !llvm.ptr<3>
              %3243 = llvm.getelementptr %3242[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3244 = llvm.load volatile %3243 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c14336_i32 = arith.constant 14336 : i32
              %3245 = arith.addi %2610, %c14336_i32 : i32
              %c576_i32_762 = arith.constant 576 : i32
              %3246 = arith.muli %arg45, %c576_i32_762 : i32
              %3247 = arith.addi %3246, %43 : i32
              %3248 = rocdl.readfirstlane %3245 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:448 lds", "s,v,s" %3248, %3247, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3249 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3232, %311, %3227, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3250 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3236, %311, %3228, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3251 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3240, %319, %3249, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3252 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3244, %319, %3250, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3253 = arith.extui %3081 : i32 to i64
              %3254 = llvm.inttoptr %3253 : i64 to !llvm.ptr<3>
              %3255 = llvm.getelementptr %3254[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3256 = llvm.load volatile %3255 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3257 = arith.extui %3081 : i32 to i64
              %3258 = llvm.inttoptr %3257 : i64 to !llvm.ptr<3>
              %3259 = llvm.getelementptr %3258[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3260 = llvm.load volatile %3259 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3261 = arith.extui %3081 : i32 to i64
              %3262 = llvm.inttoptr %3261 : i64 to !llvm.ptr<3>
              %3263 = llvm.getelementptr %3262[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3264 = llvm.load volatile %3263 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3265 = arith.extui %3081 : i32 to i64
              %3266 = llvm.inttoptr %3265 : i64 to !llvm.ptr<3>
              %3267 = llvm.getelementptr %3266[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3268 = llvm.load volatile %3267 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %c16384_i32 = arith.constant 16384 : i32
              %3269 = arith.addi %2610, %c16384_i32 : i32
              %c576_i32_763 = arith.constant 576 : i32
              %3270 = arith.muli %arg45, %c576_i32_763 : i32
              %3271 = arith.addi %3270, %43 : i32
              %3272 = rocdl.readfirstlane %3269 : i32
              llvm.inline_asm has_side_effects "s_mov_b32 m0, $0\0As_nop 0\0Abuffer_load_dword $1, $2, 0 offen offset:512 lds", "s,v,s" %3272, %3271, %10 : (i32, i32, !llvm.ptr<8>) -> ()
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3273 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3256, %333, %3251, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3274 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3260, %333, %3252, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3275 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3264, %341, %3273, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3276 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3268, %341, %3274, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3277 = arith.extui %3081 : i32 to i64
              %3278 = llvm.inttoptr %3277 : i64 to !llvm.ptr<3>
              %3279 = llvm.getelementptr %3278[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3280 = llvm.load volatile %3279 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3281 = arith.extui %3081 : i32 to i64
              %3282 = llvm.inttoptr %3281 : i64 to !llvm.ptr<3>
              %3283 = llvm.getelementptr %3282[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3284 = llvm.load volatile %3283 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3285 = arith.extui %3081 : i32 to i64
              %3286 = llvm.inttoptr %3285 : i64 to !llvm.ptr<3>
              %3287 = llvm.getelementptr %3286[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3288 = llvm.load volatile %3287 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              %3289 = arith.extui %3081 : i32 to i64
              %3290 = llvm.inttoptr %3289 : i64 to !llvm.ptr<3>
              %3291 = llvm.getelementptr %3290[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
              %3292 = llvm.load volatile %3291 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
              rocdl.sched.barrier none
              rocdl.s.waitcnt 49791
              %3293 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3280, %355, %3275, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3294 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3284, %355, %3276, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.waitcnt 49279
              %3295 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3288, %363, %3293, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              %3296 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3292, %363, %3294, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
              rocdl.s.setprio 14
              %3297 = vector.extract %3295[0] : f32 from vector<4xf32>
              %3298 = vector.extract %3295[1] : f32 from vector<4xf32>
              %3299 = vector.extract %3295[2] : f32 from vector<4xf32>
              %3300 = vector.extract %3295[3] : f32 from vector<4xf32>
              %3301 = vector.extract %3296[0] : f32 from vector<4xf32>
              %3302 = vector.extract %3296[1] : f32 from vector<4xf32>
              %3303 = vector.extract %3296[2] : f32 from vector<4xf32>
              %3304 = vector.extract %3296[3] : f32 from vector<4xf32>
              %c2_764 = arith.constant 2 : index
              %3305 = arith.remui %24, %c2_764 : index
              %c16_765 = arith.constant 16 : index
              %3306 = arith.muli %3305, %c16_765 : index
              %c16_766 = arith.constant 16 : index
              %3307 = arith.divui %25, %c16_766 : index
              %c4_767 = arith.constant 4 : index
              %3308 = arith.muli %3307, %c4_767 : index
              %3309 = arith.addi %3306, %3308 : index
              %c16_768 = arith.constant 16 : index
              %3310 = arith.remui %3309, %c16_768 : index
              %c2_769 = arith.constant 2 : index
              %3311 = arith.divui %3310, %c2_769 : index
              %c4_770 = arith.constant 4 : index
              %3312 = arith.muli %3311, %c4_770 : index
              %c16_771 = arith.constant 16 : index
              %3313 = arith.divui %3309, %c16_771 : index
              %c2_772 = arith.constant 2 : index
              %3314 = arith.muli %c2_772, %3313 : index
              %3315 = arith.addi %3312, %3314 : index
              %c2_773 = arith.constant 2 : index
              %3316 = arith.remui %3309, %c2_773 : index
              %3317 = arith.addi %3315, %3316 : index
              %c16_774 = arith.constant 16 : index
              %3318 = arith.remui %25, %c16_774 : index
              %c8_775 = arith.constant 8 : index
              %3319 = arith.muli %3318, %c8_775 : index
              %c2_776 = arith.constant 2 : index
              %3320 = arith.divui %24, %c2_776 : index
              %c128_777 = arith.constant 128 : index
              %3321 = arith.muli %3320, %c128_777 : index
              %3322 = arith.addi %3319, %3321 : index
              %c4_778 = arith.constant 4 : index
              %3323 = arith.divui %3317, %c4_778 : index
              %c264_779 = arith.constant 264 : index
              %3324 = arith.muli %3323, %c264_779 : index
              %c4_780 = arith.constant 4 : index
              %3325 = arith.remui %3317, %c4_780 : index
              %c64_781 = arith.constant 64 : index
              %3326 = arith.muli %3325, %c64_781 : index
              %3327 = arith.addi %3324, %3326 : index
              %c64_782 = arith.constant 64 : index
              %3328 = arith.divui %3322, %c64_782 : index
              %c2112_783 = arith.constant 2112 : index
              %3329 = arith.muli %3328, %c2112_783 : index
              %3330 = arith.addi %3327, %3329 : index
              %c64_784 = arith.constant 64 : index
              %3331 = arith.remui %3322, %c64_784 : index
              %3332 = arith.addi %3330, %3331 : index
              %3333 = arith.addi %2609, %3332 : index
              %3334 = arith.index_cast %3333 : index to i32
              %3335 = arith.subi %3334, %5 : i32
              %c0_i32_785 = arith.constant 0 : i32
              %3336 = arith.addi %3335, %c0_i32_785 : i32
              %3337 = fly.make_int_tuple(%3336) : (i32) -> !fly.int_tuple<?>
              %3338 = fly.add_offset(%4, %3337) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3339 = fly.ptr.load(%3338) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3340 = vector.bitcast %3339 : vector<8xi8> to vector<2xi32>
              %3341 = vector.extract %3340[0] : i32 from vector<2xi32>
              %3342 = vector.extract %3340[1] : i32 from vector<2xi32>
              %3343 = arith.index_cast %3333 : index to i32
              %3344 = arith.subi %3343, %5 : i32
              %c64_i32_786 = arith.constant 64 : i32
              %3345 = arith.addi %3344, %c64_i32_786 : i32
              %3346 = fly.make_int_tuple(%3345) : (i32) -> !fly.int_tuple<?>
              %3347 = fly.add_offset(%4, %3346) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3348 = fly.ptr.load(%3347) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3349 = vector.bitcast %3348 : vector<8xi8> to vector<2xi32>
              %3350 = vector.extract %3349[0] : i32 from vector<2xi32>
              %3351 = vector.extract %3349[1] : i32 from vector<2xi32>
              %3352 = arith.index_cast %3333 : index to i32
              %3353 = arith.subi %3352, %5 : i32
              %c264_i32_787 = arith.constant 264 : i32
              %3354 = arith.addi %3353, %c264_i32_787 : i32
              %3355 = fly.make_int_tuple(%3354) : (i32) -> !fly.int_tuple<?>
              %3356 = fly.add_offset(%4, %3355) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3357 = fly.ptr.load(%3356) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3358 = vector.bitcast %3357 : vector<8xi8> to vector<2xi32>
              %3359 = vector.extract %3358[0] : i32 from vector<2xi32>
              %3360 = vector.extract %3358[1] : i32 from vector<2xi32>
              %3361 = arith.index_cast %3333 : index to i32
              %3362 = arith.subi %3361, %5 : i32
              %c328_i32_788 = arith.constant 328 : i32
              %3363 = arith.addi %3362, %c328_i32_788 : i32
              %3364 = fly.make_int_tuple(%3363) : (i32) -> !fly.int_tuple<?>
              %3365 = fly.add_offset(%4, %3364) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              %3366 = fly.ptr.load(%3365) : (!fly.ptr<i8, shared>) -> vector<8xi8>
              %3367 = vector.bitcast %3366 : vector<8xi8> to vector<2xi32>
              %3368 = vector.extract %3367[0] : i32 from vector<2xi32>
              %3369 = vector.extract %3367[1] : i32 from vector<2xi32>
              rocdl.s.waitcnt 49279
              rocdl.sched.barrier none
              %c-1_i32_789 = arith.constant -1 : i32
              %c-1_i32_790 = arith.constant -1 : i32
              %3370 = scf.if %2614 -> (i32) {
                %3492 = arith.index_cast %2613 : i32 to index
                %3493 = arith.addi %40, %3492 : index
                %3494 = arith.index_cast %85 : i32 to index
                %3495 = arith.cmpi slt, %3493, %3494 : index
                %c-1_i32_852 = arith.constant -1 : i32
                %c-1_i32_853 = arith.constant -1 : i32
                %3496 = scf.if %3495 -> (i32) {
                  %3497 = arith.index_cast %3493 : index to i32
                  %c4_i32_854 = arith.constant 4 : i32
                  %3498 = arith.muli %3497, %c4_i32_854 : i32
                  %c0_i32_855 = arith.constant 0 : i32
                  %3499 = rocdl.raw.ptr.buffer.load %12, %3498, %c0_i32_855, 0 : i32
                  scf.yield %3499 : i32
                } else {
                  scf.yield %c-1_i32_853 : i32
                }
                scf.yield %3496 : i32
              } else {
                scf.yield %c-1_i32_790 : i32
              }
              %c16_791 = arith.constant 16 : index
              %3371 = arith.divui %25, %c16_791 : index
              %c4_792 = arith.constant 4 : index
              %3372 = arith.muli %3371, %c4_792 : index
              %3373 = arith.index_cast %2606 : i32 to index
              %3374 = arith.addi %3372, %3373 : index
              %3375 = arith.mulf %3297, %arg8 fastmath<fast> : f32
              %3376 = arith.mulf %3298, %arg8 fastmath<fast> : f32
              %3377 = arith.mulf %3299, %arg8 fastmath<fast> : f32
              %3378 = arith.mulf %3300, %arg8 fastmath<fast> : f32
              %3379 = arith.mulf %3301, %arg8 fastmath<fast> : f32
              %3380 = arith.mulf %3302, %arg8 fastmath<fast> : f32
              %3381 = arith.mulf %3303, %arg8 fastmath<fast> : f32
              %3382 = arith.mulf %3304, %arg8 fastmath<fast> : f32
              %3383 = arith.maxnumf %3375, %3376 fastmath<contract> : f32
              %3384 = arith.maxnumf %3383, %3377 fastmath<contract> : f32
              %3385 = arith.maxnumf %3384, %3378 fastmath<contract> : f32
              %3386 = arith.maxnumf %3385, %3379 fastmath<contract> : f32
              %3387 = arith.maxnumf %3386, %3380 fastmath<contract> : f32
              %3388 = arith.maxnumf %3387, %3381 fastmath<contract> : f32
              %3389 = arith.maxnumf %3388, %3382 fastmath<contract> : f32
              %3390 = arith.bitcast %3389 : f32 to i32
              %c32_i32_793 = arith.constant 32 : i32
              %c64_i32_794 = arith.constant 64 : i32
              %shuffleResult_795, %valid_796 = gpu.shuffle xor %3390, %c32_i32_793, %c64_i32_794 : i32
              %3391 = arith.bitcast %shuffleResult_795 : i32 to f32
              %3392 = arith.maxnumf %3389, %3391 fastmath<contract> : f32
              %3393 = arith.bitcast %3392 : f32 to i32
              %c16_i32_797 = arith.constant 16 : i32
              %c64_i32_798 = arith.constant 64 : i32
              %shuffleResult_799, %valid_800 = gpu.shuffle xor %3393, %c16_i32_797, %c64_i32_798 : i32
              %3394 = arith.bitcast %shuffleResult_799 : i32 to f32
              %3395 = arith.maxnumf %3392, %3394 fastmath<contract> : f32
              %3396 = arith.maxnumf %3395, %arg11 fastmath<contract> : f32
              %3397 = arith.subf %arg11, %3396 fastmath<fast> : f32
              %cst_801 = arith.constant 1.44269502 : f32
              %3398 = arith.mulf %3397, %cst_801 fastmath<fast> : f32
              %3399 = rocdl.exp2 %3398 f32 -> f32
              %3400 = arith.subf %3375, %3396 fastmath<fast> : f32
              %cst_802 = arith.constant 1.44269502 : f32
              %3401 = arith.mulf %3400, %cst_802 fastmath<fast> : f32
              %3402 = rocdl.exp2 %3401 f32 -> f32
              %cst_803 = arith.constant 0.000000e+00 : f32
              %3403 = arith.addf %cst_803, %3402 fastmath<fast> : f32
              %3404 = arith.subf %3376, %3396 fastmath<fast> : f32
              %cst_804 = arith.constant 1.44269502 : f32
              %3405 = arith.mulf %3404, %cst_804 fastmath<fast> : f32
              %3406 = rocdl.exp2 %3405 f32 -> f32
              %3407 = arith.addf %3403, %3406 fastmath<fast> : f32
              %3408 = arith.subf %3377, %3396 fastmath<fast> : f32
              %cst_805 = arith.constant 1.44269502 : f32
              %3409 = arith.mulf %3408, %cst_805 fastmath<fast> : f32
              %3410 = rocdl.exp2 %3409 f32 -> f32
              %3411 = arith.addf %3407, %3410 fastmath<fast> : f32
              %3412 = arith.subf %3378, %3396 fastmath<fast> : f32
              %cst_806 = arith.constant 1.44269502 : f32
              %3413 = arith.mulf %3412, %cst_806 fastmath<fast> : f32
              %3414 = rocdl.exp2 %3413 f32 -> f32
              %3415 = arith.addf %3411, %3414 fastmath<fast> : f32
              %3416 = arith.subf %3379, %3396 fastmath<fast> : f32
              %cst_807 = arith.constant 1.44269502 : f32
              %3417 = arith.mulf %3416, %cst_807 fastmath<fast> : f32
              %3418 = rocdl.exp2 %3417 f32 -> f32
              %3419 = arith.addf %3415, %3418 fastmath<fast> : f32
              %3420 = arith.subf %3380, %3396 fastmath<fast> : f32
              %cst_808 = arith.constant 1.44269502 : f32
              %3421 = arith.mulf %3420, %cst_808 fastmath<fast> : f32
              %3422 = rocdl.exp2 %3421 f32 -> f32
              %3423 = arith.addf %3419, %3422 fastmath<fast> : f32
              %3424 = arith.subf %3381, %3396 fastmath<fast> : f32
              %cst_809 = arith.constant 1.44269502 : f32
              %3425 = arith.mulf %3424, %cst_809 fastmath<fast> : f32
              %3426 = rocdl.exp2 %3425 f32 -> f32
              %3427 = arith.addf %3423, %3426 fastmath<fast> : f32
              %3428 = arith.subf %3382, %3396 fastmath<fast> : f32
              %cst_810 = arith.constant 1.44269502 : f32
              %3429 = arith.mulf %3428, %cst_810 fastmath<fast> : f32
              %3430 = rocdl.exp2 %3429 f32 -> f32
              %3431 = arith.addf %3427, %3430 fastmath<fast> : f32
              %3432 = arith.bitcast %3431 : f32 to i32
              %c32_i32_811 = arith.constant 32 : i32
              %c64_i32_812 = arith.constant 64 : i32
              %shuffleResult_813, %valid_814 = gpu.shuffle xor %3432, %c32_i32_811, %c64_i32_812 : i32
              %3433 = arith.bitcast %shuffleResult_813 : i32 to f32
              %3434 = arith.addf %3431, %3433 fastmath<fast> : f32
              %3435 = arith.bitcast %3434 : f32 to i32
              %c16_i32_815 = arith.constant 16 : i32
              %c64_i32_816 = arith.constant 64 : i32
              %shuffleResult_817, %valid_818 = gpu.shuffle xor %3435, %c16_i32_815, %c64_i32_816 : i32
              %3436 = arith.bitcast %shuffleResult_817 : i32 to f32
              %3437 = arith.addf %3434, %3436 fastmath<fast> : f32
              %3438 = arith.mulf %3399, %arg12 fastmath<fast> : f32
              %3439 = arith.addf %3438, %3437 fastmath<fast> : f32
              %c0_i32_819 = arith.constant 0 : i32
              %3440 = rocdl.cvt.pk.fp8.f32 %3402, %3406 -> %c0_i32_819[false] : i32
              %3441 = rocdl.cvt.pk.fp8.f32 %3410, %3414 -> %3440[true] : i32
              %c0_i32_820 = arith.constant 0 : i32
              %3442 = rocdl.cvt.pk.fp8.f32 %3418, %3422 -> %c0_i32_820[false] : i32
              %3443 = rocdl.cvt.pk.fp8.f32 %3426, %3430 -> %3442[true] : i32
              %3444 = arith.extui %3441 : i32 to i64
              %3445 = arith.extui %3443 : i32 to i64
              %c32_i64_821 = arith.constant 32 : i64
              %3446 = arith.shli %3445, %c32_i64_821 : i64
              %3447 = arith.ori %3444, %3446 : i64
              %c83952640_i32_822 = arith.constant 83952640 : i32
              %3448 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3350, %3341, %c83952640_i32_822) : (i32, i32, i32) -> i32
              %c117638658_i32_823 = arith.constant 117638658 : i32
              %3449 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3350, %3341, %c117638658_i32_823) : (i32, i32, i32) -> i32
              %c83952640_i32_824 = arith.constant 83952640 : i32
              %3450 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3351, %3342, %c83952640_i32_824) : (i32, i32, i32) -> i32
              %c117638658_i32_825 = arith.constant 117638658 : i32
              %3451 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3351, %3342, %c117638658_i32_825) : (i32, i32, i32) -> i32
              %c83952640_i32_826 = arith.constant 83952640 : i32
              %3452 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3368, %3359, %c83952640_i32_826) : (i32, i32, i32) -> i32
              %c117638658_i32_827 = arith.constant 117638658 : i32
              %3453 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3368, %3359, %c117638658_i32_827) : (i32, i32, i32) -> i32
              %c83952640_i32_828 = arith.constant 83952640 : i32
              %3454 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3369, %3360, %c83952640_i32_828) : (i32, i32, i32) -> i32
              %c117638658_i32_829 = arith.constant 117638658 : i32
              %3455 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3369, %3360, %c117638658_i32_829) : (i32, i32, i32) -> i32
              %c84148480_i32_830 = arith.constant 84148480 : i32
              %3456 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3452, %3448, %c84148480_i32_830) : (i32, i32, i32) -> i32
              %c84148480_i32_831 = arith.constant 84148480 : i32
              %3457 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3454, %3450, %c84148480_i32_831) : (i32, i32, i32) -> i32
              %c117834498_i32_832 = arith.constant 117834498 : i32
              %3458 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3452, %3448, %c117834498_i32_832) : (i32, i32, i32) -> i32
              %c117834498_i32_833 = arith.constant 117834498 : i32
              %3459 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3454, %3450, %c117834498_i32_833) : (i32, i32, i32) -> i32
              %c84148480_i32_834 = arith.constant 84148480 : i32
              %3460 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3453, %3449, %c84148480_i32_834) : (i32, i32, i32) -> i32
              %c84148480_i32_835 = arith.constant 84148480 : i32
              %3461 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3455, %3451, %c84148480_i32_835) : (i32, i32, i32) -> i32
              %c117834498_i32_836 = arith.constant 117834498 : i32
              %3462 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3453, %3449, %c117834498_i32_836) : (i32, i32, i32) -> i32
              %c117834498_i32_837 = arith.constant 117834498 : i32
              %3463 = llvm.call_intrinsic "llvm.amdgcn.perm"(%3455, %3451, %c117834498_i32_837) : (i32, i32, i32) -> i32
              %c0_838 = arith.constant 0 : index
              %3464 = arith.addi %3, %c0_838 : index
              %c2_839 = arith.constant 2 : index
              %3465 = arith.remui %24, %c2_839 : index
              %c4_840 = arith.constant 4 : index
              %3466 = arith.muli %3465, %c4_840 : index
              %c16_841 = arith.constant 16 : index
              %3467 = arith.divui %25, %c16_841 : index
              %3468 = arith.addi %3466, %3467 : index
              %c16_842 = arith.constant 16 : index
              %3469 = arith.remui %25, %c16_842 : index
              %c2_843 = arith.constant 2 : index
              %3470 = arith.divui %24, %c2_843 : index
              %c16_844 = arith.constant 16 : index
              %3471 = arith.muli %3470, %c16_844 : index
              %3472 = arith.addi %3469, %3471 : index
              %c66_845 = arith.constant 66 : index
              %3473 = arith.muli %3468, %c66_845 : index
              %3474 = arith.addi %3473, %3472 : index
              %c32_846 = arith.constant 32 : index
              %3475 = arith.muli %3474, %c32_846 : index
              %3476 = arith.addi %3464, %3475 : index
              %3477 = vector.from_elements %3456, %3457, %3458, %3459 : vector<4xi32>
              %3478 = vector.bitcast %3477 : vector<4xi32> to vector<16xi8>
              %3479 = arith.index_cast %3476 : index to i32
              %3480 = arith.subi %3479, %5 : i32
              %c0_i32_847 = arith.constant 0 : i32
              %3481 = arith.addi %3480, %c0_i32_847 : i32
              %3482 = fly.make_int_tuple(%3481) : (i32) -> !fly.int_tuple<?>
              %3483 = fly.add_offset(%4, %3482) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              fly.ptr.store(%3478, %3483) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
              %3484 = vector.from_elements %3460, %3461, %3462, %3463 : vector<4xi32>
              %3485 = vector.bitcast %3484 : vector<4xi32> to vector<16xi8>
              %c16_848 = arith.constant 16 : index
              %3486 = arith.addi %3476, %c16_848 : index
              %3487 = arith.index_cast %3486 : index to i32
              %3488 = arith.subi %3487, %5 : i32
              %c0_i32_849 = arith.constant 0 : i32
              %3489 = arith.addi %3488, %c0_i32_849 : i32
              %3490 = fly.make_int_tuple(%3489) : (i32) -> !fly.int_tuple<?>
              %3491 = fly.add_offset(%4, %3490) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
              fly.ptr.store(%3485, %3491) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
              %c0_i64_850 = arith.constant 0 : i64
              %c-1_i32_851 = arith.constant -1 : i32
              scf.yield %3396, %3439, %3447, %c0_i64_850, %3399, %3370, %c-1_i32_851 : f32, f32, i64, i64, f32, i32, i32
            }
            %c16_712 = arith.constant 16 : index
            %2616 = arith.divui %25, %c16_712 : index
            %c16_713 = arith.constant 16 : index
            %2617 = arith.remui %25, %c16_713 : index
            %c8_714 = arith.constant 8 : index
            %2618 = arith.divui %2617, %c8_714 : index
            %c4_715 = arith.constant 4 : index
            %2619 = arith.remui %25, %c4_715 : index
            %c8_716 = arith.constant 8 : index
            %2620 = arith.remui %25, %c8_716 : index
            %c4_717 = arith.constant 4 : index
            %2621 = arith.divui %2620, %c4_717 : index
            %c4_718 = arith.constant 4 : index
            %2622 = arith.muli %2621, %c4_718 : index
            %c66_719 = arith.constant 66 : index
            %2623 = arith.muli %2616, %c66_719 : index
            %2624 = arith.addi %2623, %2618 : index
            %c32_720 = arith.constant 32 : index
            %2625 = arith.muli %2624, %c32_720 : index
            %c8_721 = arith.constant 8 : index
            %2626 = arith.muli %2619, %c8_721 : index
            %2627 = arith.addi %2626, %2622 : index
            %2628 = arith.addi %2625, %2627 : index
            %c0_722 = arith.constant 0 : index
            %2629 = arith.addi %3, %c0_722 : index
            %2630 = arith.addi %2629, %2628 : index
            %2631 = arith.index_cast %2630 : index to i32
            %2632 = vector.broadcast %2615#4 : f32 to vector<4xf32>
            rocdl.s.setprio 3
            %2633 = arith.mulf %arg13, %2632 fastmath<fast> : vector<4xf32>
            %2634 = arith.mulf %arg14, %2632 fastmath<fast> : vector<4xf32>
            %2635 = arith.mulf %arg15, %2632 fastmath<fast> : vector<4xf32>
            %2636 = arith.mulf %arg16, %2632 fastmath<fast> : vector<4xf32>
            %2637 = arith.mulf %arg17, %2632 fastmath<fast> : vector<4xf32>
            %2638 = arith.mulf %arg18, %2632 fastmath<fast> : vector<4xf32>
            %2639 = arith.mulf %arg19, %2632 fastmath<fast> : vector<4xf32>
            %2640 = arith.mulf %arg20, %2632 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 2
            %2641 = arith.mulf %arg21, %2632 fastmath<fast> : vector<4xf32>
            %2642 = arith.mulf %arg22, %2632 fastmath<fast> : vector<4xf32>
            %2643 = arith.mulf %arg23, %2632 fastmath<fast> : vector<4xf32>
            %2644 = arith.mulf %arg24, %2632 fastmath<fast> : vector<4xf32>
            %2645 = arith.mulf %arg25, %2632 fastmath<fast> : vector<4xf32>
            %2646 = arith.mulf %arg26, %2632 fastmath<fast> : vector<4xf32>
            %2647 = arith.mulf %arg27, %2632 fastmath<fast> : vector<4xf32>
            %2648 = arith.mulf %arg28, %2632 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 1
            %2649 = arith.mulf %arg29, %2632 fastmath<fast> : vector<4xf32>
            %2650 = arith.mulf %arg30, %2632 fastmath<fast> : vector<4xf32>
            %2651 = arith.mulf %arg31, %2632 fastmath<fast> : vector<4xf32>
            %2652 = arith.mulf %arg32, %2632 fastmath<fast> : vector<4xf32>
            %2653 = arith.mulf %arg33, %2632 fastmath<fast> : vector<4xf32>
            %2654 = arith.mulf %arg34, %2632 fastmath<fast> : vector<4xf32>
            %2655 = arith.mulf %arg35, %2632 fastmath<fast> : vector<4xf32>
            %2656 = arith.mulf %arg36, %2632 fastmath<fast> : vector<4xf32>
            rocdl.s.setprio 0
            %2657 = arith.mulf %arg37, %2632 fastmath<fast> : vector<4xf32>
            %2658 = arith.mulf %arg38, %2632 fastmath<fast> : vector<4xf32>
            %2659 = arith.mulf %arg39, %2632 fastmath<fast> : vector<4xf32>
            %2660 = arith.mulf %arg40, %2632 fastmath<fast> : vector<4xf32>
            %2661 = arith.mulf %arg41, %2632 fastmath<fast> : vector<4xf32>
            %2662 = arith.mulf %arg42, %2632 fastmath<fast> : vector<4xf32>
            %2663 = arith.mulf %arg43, %2632 fastmath<fast> : vector<4xf32>
            %2664 = arith.mulf %arg44, %2632 fastmath<fast> : vector<4xf32>
            llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
            rocdl.sched.barrier none
            rocdl.s.setprio 15
            %2665 = arith.extui %2631 : i32 to i64
            %2666 = llvm.inttoptr %2665 : i64 to !llvm.ptr<3>
            %2667 = llvm.load volatile %2666 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2668 = arith.extui %2631 : i32 to i64
            %2669 = llvm.inttoptr %2668 : i64 to !llvm.ptr<3>
            %2670 = llvm.getelementptr %2669[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2671 = llvm.load volatile %2670 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2672 = arith.extui %2631 : i32 to i64
            %2673 = llvm.inttoptr %2672 : i64 to !llvm.ptr<3>
            %2674 = llvm.getelementptr %2673[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2675 = llvm.load volatile %2674 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2676 = arith.extui %2631 : i32 to i64
            %2677 = llvm.inttoptr %2676 : i64 to !llvm.ptr<3>
            %2678 = llvm.getelementptr %2677[8512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2679 = llvm.load volatile %2678 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2680 = arith.extui %2631 : i32 to i64
            %2681 = llvm.inttoptr %2680 : i64 to !llvm.ptr<3>
            %2682 = llvm.getelementptr %2681[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2683 = llvm.load volatile %2682 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2684 = arith.extui %2631 : i32 to i64
            %2685 = llvm.inttoptr %2684 : i64 to !llvm.ptr<3>
            %2686 = llvm.getelementptr %2685[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2687 = llvm.load volatile %2686 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2688 = arith.extui %2631 : i32 to i64
            %2689 = llvm.inttoptr %2688 : i64 to !llvm.ptr<3>
            %2690 = llvm.getelementptr %2689[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2691 = llvm.load volatile %2690 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2692 = arith.extui %2631 : i32 to i64
            %2693 = llvm.inttoptr %2692 : i64 to !llvm.ptr<3>
            %2694 = llvm.getelementptr %2693[8640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2695 = llvm.load volatile %2694 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2696 = arith.extui %2667 : i32 to i64
            %2697 = arith.extui %2671 : i32 to i64
            %c32_i64_723 = arith.constant 32 : i64
            %2698 = arith.shli %2697, %c32_i64_723 : i64
            %2699 = arith.ori %2696, %2698 : i64
            %2700 = arith.extui %2675 : i32 to i64
            %2701 = arith.extui %2679 : i32 to i64
            %c32_i64_724 = arith.constant 32 : i64
            %2702 = arith.shli %2701, %c32_i64_724 : i64
            %2703 = arith.ori %2700, %2702 : i64
            %2704 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2699, %2615#2, %2633, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2705 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2703, %2615#2, %2634, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2706 = arith.extui %2683 : i32 to i64
            %2707 = arith.extui %2687 : i32 to i64
            %c32_i64_725 = arith.constant 32 : i64
            %2708 = arith.shli %2707, %c32_i64_725 : i64
            %2709 = arith.ori %2706, %2708 : i64
            %2710 = arith.extui %2691 : i32 to i64
            %2711 = arith.extui %2695 : i32 to i64
            %c32_i64_726 = arith.constant 32 : i64
            %2712 = arith.shli %2711, %c32_i64_726 : i64
            %2713 = arith.ori %2710, %2712 : i64
            %2714 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2709, %2615#2, %2635, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2715 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2713, %2615#2, %2636, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2716 = arith.extui %2631 : i32 to i64
            %2717 = llvm.inttoptr %2716 : i64 to !llvm.ptr<3>
            %2718 = llvm.getelementptr %2717[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2719 = llvm.load volatile %2718 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2720 = arith.extui %2631 : i32 to i64
            %2721 = llvm.inttoptr %2720 : i64 to !llvm.ptr<3>
            %2722 = llvm.getelementptr %2721[8704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2723 = llvm.load volatile %2722 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2724 = arith.extui %2631 : i32 to i64
            %2725 = llvm.inttoptr %2724 : i64 to !llvm.ptr<3>
            %2726 = llvm.getelementptr %2725[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2727 = llvm.load volatile %2726 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2728 = arith.extui %2631 : i32 to i64
            %2729 = llvm.inttoptr %2728 : i64 to !llvm.ptr<3>
            %2730 = llvm.getelementptr %2729[8768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2731 = llvm.load volatile %2730 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2732 = arith.extui %2631 : i32 to i64
            %2733 = llvm.inttoptr %2732 : i64 to !llvm.ptr<3>
            %2734 = llvm.getelementptr %2733[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2735 = llvm.load volatile %2734 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2736 = arith.extui %2631 : i32 to i64
            %2737 = llvm.inttoptr %2736 : i64 to !llvm.ptr<3>
            %2738 = llvm.getelementptr %2737[8832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2739 = llvm.load volatile %2738 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2740 = arith.extui %2631 : i32 to i64
            %2741 = llvm.inttoptr %2740 : i64 to !llvm.ptr<3>
            %2742 = llvm.getelementptr %2741[448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2743 = llvm.load volatile %2742 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2744 = arith.extui %2631 : i32 to i64
            %2745 = llvm.inttoptr %2744 : i64 to !llvm.ptr<3>
            %2746 = llvm.getelementptr %2745[8896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2747 = llvm.load volatile %2746 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2748 = arith.extui %2719 : i32 to i64
            %2749 = arith.extui %2723 : i32 to i64
            %c32_i64_727 = arith.constant 32 : i64
            %2750 = arith.shli %2749, %c32_i64_727 : i64
            %2751 = arith.ori %2748, %2750 : i64
            %2752 = arith.extui %2727 : i32 to i64
            %2753 = arith.extui %2731 : i32 to i64
            %c32_i64_728 = arith.constant 32 : i64
            %2754 = arith.shli %2753, %c32_i64_728 : i64
            %2755 = arith.ori %2752, %2754 : i64
            %2756 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2751, %2615#2, %2637, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2757 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2755, %2615#2, %2638, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2758 = arith.extui %2735 : i32 to i64
            %2759 = arith.extui %2739 : i32 to i64
            %c32_i64_729 = arith.constant 32 : i64
            %2760 = arith.shli %2759, %c32_i64_729 : i64
            %2761 = arith.ori %2758, %2760 : i64
            %2762 = arith.extui %2743 : i32 to i64
            %2763 = arith.extui %2747 : i32 to i64
            %c32_i64_730 = arith.constant 32 : i64
            %2764 = arith.shli %2763, %c32_i64_730 : i64
            %2765 = arith.ori %2762, %2764 : i64
            %2766 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2761, %2615#2, %2639, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2767 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2765, %2615#2, %2640, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2768 = arith.extui %2631 : i32 to i64
            %2769 = llvm.inttoptr %2768 : i64 to !llvm.ptr<3>
            %2770 = llvm.getelementptr %2769[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2771 = llvm.load volatile %2770 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2772 = arith.extui %2631 : i32 to i64
            %2773 = llvm.inttoptr %2772 : i64 to !llvm.ptr<3>
            %2774 = llvm.getelementptr %2773[8960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2775 = llvm.load volatile %2774 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2776 = arith.extui %2631 : i32 to i64
            %2777 = llvm.inttoptr %2776 : i64 to !llvm.ptr<3>
            %2778 = llvm.getelementptr %2777[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2779 = llvm.load volatile %2778 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2780 = arith.extui %2631 : i32 to i64
            %2781 = llvm.inttoptr %2780 : i64 to !llvm.ptr<3>
            %2782 = llvm.getelementptr %2781[9024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2783 = llvm.load volatile %2782 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2784 = arith.extui %2631 : i32 to i64
            %2785 = llvm.inttoptr %2784 : i64 to !llvm.ptr<3>
            %2786 = llvm.getelementptr %2785[640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2787 = llvm.load volatile %2786 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2788 = arith.extui %2631 : i32 to i64
            %2789 = llvm.inttoptr %2788 : i64 to !llvm.ptr<3>
            %2790 = llvm.getelementptr %2789[9088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2791 = llvm.load volatile %2790 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2792 = arith.extui %2631 : i32 to i64
            %2793 = llvm.inttoptr %2792 : i64 to !llvm.ptr<3>
            %2794 = llvm.getelementptr %2793[704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2795 = llvm.load volatile %2794 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2796 = arith.extui %2631 : i32 to i64
            %2797 = llvm.inttoptr %2796 : i64 to !llvm.ptr<3>
            %2798 = llvm.getelementptr %2797[9152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2799 = llvm.load volatile %2798 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2800 = arith.extui %2771 : i32 to i64
            %2801 = arith.extui %2775 : i32 to i64
            %c32_i64_731 = arith.constant 32 : i64
            %2802 = arith.shli %2801, %c32_i64_731 : i64
            %2803 = arith.ori %2800, %2802 : i64
            %2804 = arith.extui %2779 : i32 to i64
            %2805 = arith.extui %2783 : i32 to i64
            %c32_i64_732 = arith.constant 32 : i64
            %2806 = arith.shli %2805, %c32_i64_732 : i64
            %2807 = arith.ori %2804, %2806 : i64
            %2808 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2803, %2615#2, %2641, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2809 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2807, %2615#2, %2642, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2810 = arith.extui %2787 : i32 to i64
            %2811 = arith.extui %2791 : i32 to i64
            %c32_i64_733 = arith.constant 32 : i64
            %2812 = arith.shli %2811, %c32_i64_733 : i64
            %2813 = arith.ori %2810, %2812 : i64
            %2814 = arith.extui %2795 : i32 to i64
            %2815 = arith.extui %2799 : i32 to i64
            %c32_i64_734 = arith.constant 32 : i64
            %2816 = arith.shli %2815, %c32_i64_734 : i64
            %2817 = arith.ori %2814, %2816 : i64
            %2818 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2813, %2615#2, %2643, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2819 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2817, %2615#2, %2644, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2820 = arith.extui %2631 : i32 to i64
            %2821 = llvm.inttoptr %2820 : i64 to !llvm.ptr<3>
            %2822 = llvm.getelementptr %2821[768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2823 = llvm.load volatile %2822 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2824 = arith.extui %2631 : i32 to i64
            %2825 = llvm.inttoptr %2824 : i64 to !llvm.ptr<3>
            %2826 = llvm.getelementptr %2825[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2827 = llvm.load volatile %2826 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2828 = arith.extui %2631 : i32 to i64
            %2829 = llvm.inttoptr %2828 : i64 to !llvm.ptr<3>
            %2830 = llvm.getelementptr %2829[832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2831 = llvm.load volatile %2830 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2832 = arith.extui %2631 : i32 to i64
            %2833 = llvm.inttoptr %2832 : i64 to !llvm.ptr<3>
            %2834 = llvm.getelementptr %2833[9280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2835 = llvm.load volatile %2834 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2836 = arith.extui %2631 : i32 to i64
            %2837 = llvm.inttoptr %2836 : i64 to !llvm.ptr<3>
            %2838 = llvm.getelementptr %2837[896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2839 = llvm.load volatile %2838 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2840 = arith.extui %2631 : i32 to i64
            %2841 = llvm.inttoptr %2840 : i64 to !llvm.ptr<3>
            %2842 = llvm.getelementptr %2841[9344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2843 = llvm.load volatile %2842 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2844 = arith.extui %2631 : i32 to i64
            %2845 = llvm.inttoptr %2844 : i64 to !llvm.ptr<3>
            %2846 = llvm.getelementptr %2845[960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2847 = llvm.load volatile %2846 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2848 = arith.extui %2631 : i32 to i64
            %2849 = llvm.inttoptr %2848 : i64 to !llvm.ptr<3>
            %2850 = llvm.getelementptr %2849[9408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2851 = llvm.load volatile %2850 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2852 = arith.extui %2823 : i32 to i64
            %2853 = arith.extui %2827 : i32 to i64
            %c32_i64_735 = arith.constant 32 : i64
            %2854 = arith.shli %2853, %c32_i64_735 : i64
            %2855 = arith.ori %2852, %2854 : i64
            %2856 = arith.extui %2831 : i32 to i64
            %2857 = arith.extui %2835 : i32 to i64
            %c32_i64_736 = arith.constant 32 : i64
            %2858 = arith.shli %2857, %c32_i64_736 : i64
            %2859 = arith.ori %2856, %2858 : i64
            %2860 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2855, %2615#2, %2645, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2861 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2859, %2615#2, %2646, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2862 = arith.extui %2839 : i32 to i64
            %2863 = arith.extui %2843 : i32 to i64
            %c32_i64_737 = arith.constant 32 : i64
            %2864 = arith.shli %2863, %c32_i64_737 : i64
            %2865 = arith.ori %2862, %2864 : i64
            %2866 = arith.extui %2847 : i32 to i64
            %2867 = arith.extui %2851 : i32 to i64
            %c32_i64_738 = arith.constant 32 : i64
            %2868 = arith.shli %2867, %c32_i64_738 : i64
            %2869 = arith.ori %2866, %2868 : i64
            %2870 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2865, %2615#2, %2647, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2871 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2869, %2615#2, %2648, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2872 = arith.extui %2631 : i32 to i64
            %2873 = llvm.inttoptr %2872 : i64 to !llvm.ptr<3>
            %2874 = llvm.getelementptr %2873[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2875 = llvm.load volatile %2874 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2876 = arith.extui %2631 : i32 to i64
            %2877 = llvm.inttoptr %2876 : i64 to !llvm.ptr<3>
            %2878 = llvm.getelementptr %2877[9472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2879 = llvm.load volatile %2878 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2880 = arith.extui %2631 : i32 to i64
            %2881 = llvm.inttoptr %2880 : i64 to !llvm.ptr<3>
            %2882 = llvm.getelementptr %2881[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2883 = llvm.load volatile %2882 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2884 = arith.extui %2631 : i32 to i64
            %2885 = llvm.inttoptr %2884 : i64 to !llvm.ptr<3>
            %2886 = llvm.getelementptr %2885[9536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2887 = llvm.load volatile %2886 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2888 = arith.extui %2631 : i32 to i64
            %2889 = llvm.inttoptr %2888 : i64 to !llvm.ptr<3>
            %2890 = llvm.getelementptr %2889[1152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2891 = llvm.load volatile %2890 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2892 = arith.extui %2631 : i32 to i64
            %2893 = llvm.inttoptr %2892 : i64 to !llvm.ptr<3>
            %2894 = llvm.getelementptr %2893[9600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2895 = llvm.load volatile %2894 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2896 = arith.extui %2631 : i32 to i64
            %2897 = llvm.inttoptr %2896 : i64 to !llvm.ptr<3>
            %2898 = llvm.getelementptr %2897[1216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2899 = llvm.load volatile %2898 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2900 = arith.extui %2631 : i32 to i64
            %2901 = llvm.inttoptr %2900 : i64 to !llvm.ptr<3>
            %2902 = llvm.getelementptr %2901[9664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2903 = llvm.load volatile %2902 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2904 = arith.extui %2875 : i32 to i64
            %2905 = arith.extui %2879 : i32 to i64
            %c32_i64_739 = arith.constant 32 : i64
            %2906 = arith.shli %2905, %c32_i64_739 : i64
            %2907 = arith.ori %2904, %2906 : i64
            %2908 = arith.extui %2883 : i32 to i64
            %2909 = arith.extui %2887 : i32 to i64
            %c32_i64_740 = arith.constant 32 : i64
            %2910 = arith.shli %2909, %c32_i64_740 : i64
            %2911 = arith.ori %2908, %2910 : i64
            %2912 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2907, %2615#2, %2649, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2913 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2911, %2615#2, %2650, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2914 = arith.extui %2891 : i32 to i64
            %2915 = arith.extui %2895 : i32 to i64
            %c32_i64_741 = arith.constant 32 : i64
            %2916 = arith.shli %2915, %c32_i64_741 : i64
            %2917 = arith.ori %2914, %2916 : i64
            %2918 = arith.extui %2899 : i32 to i64
            %2919 = arith.extui %2903 : i32 to i64
            %c32_i64_742 = arith.constant 32 : i64
            %2920 = arith.shli %2919, %c32_i64_742 : i64
            %2921 = arith.ori %2918, %2920 : i64
            %2922 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2917, %2615#2, %2651, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2923 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2921, %2615#2, %2652, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2924 = arith.extui %2631 : i32 to i64
            %2925 = llvm.inttoptr %2924 : i64 to !llvm.ptr<3>
            %2926 = llvm.getelementptr %2925[1280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2927 = llvm.load volatile %2926 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2928 = arith.extui %2631 : i32 to i64
            %2929 = llvm.inttoptr %2928 : i64 to !llvm.ptr<3>
            %2930 = llvm.getelementptr %2929[9728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2931 = llvm.load volatile %2930 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2932 = arith.extui %2631 : i32 to i64
            %2933 = llvm.inttoptr %2932 : i64 to !llvm.ptr<3>
            %2934 = llvm.getelementptr %2933[1344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2935 = llvm.load volatile %2934 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2936 = arith.extui %2631 : i32 to i64
            %2937 = llvm.inttoptr %2936 : i64 to !llvm.ptr<3>
            %2938 = llvm.getelementptr %2937[9792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2939 = llvm.load volatile %2938 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2940 = arith.extui %2631 : i32 to i64
            %2941 = llvm.inttoptr %2940 : i64 to !llvm.ptr<3>
            %2942 = llvm.getelementptr %2941[1408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2943 = llvm.load volatile %2942 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2944 = arith.extui %2631 : i32 to i64
            %2945 = llvm.inttoptr %2944 : i64 to !llvm.ptr<3>
            %2946 = llvm.getelementptr %2945[9856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2947 = llvm.load volatile %2946 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2948 = arith.extui %2631 : i32 to i64
            %2949 = llvm.inttoptr %2948 : i64 to !llvm.ptr<3>
            %2950 = llvm.getelementptr %2949[1472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2951 = llvm.load volatile %2950 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2952 = arith.extui %2631 : i32 to i64
            %2953 = llvm.inttoptr %2952 : i64 to !llvm.ptr<3>
            %2954 = llvm.getelementptr %2953[9920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2955 = llvm.load volatile %2954 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %2956 = arith.extui %2927 : i32 to i64
            %2957 = arith.extui %2931 : i32 to i64
            %c32_i64_743 = arith.constant 32 : i64
            %2958 = arith.shli %2957, %c32_i64_743 : i64
            %2959 = arith.ori %2956, %2958 : i64
            %2960 = arith.extui %2935 : i32 to i64
            %2961 = arith.extui %2939 : i32 to i64
            %c32_i64_744 = arith.constant 32 : i64
            %2962 = arith.shli %2961, %c32_i64_744 : i64
            %2963 = arith.ori %2960, %2962 : i64
            %2964 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2959, %2615#2, %2653, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2965 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2963, %2615#2, %2654, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %2966 = arith.extui %2943 : i32 to i64
            %2967 = arith.extui %2947 : i32 to i64
            %c32_i64_745 = arith.constant 32 : i64
            %2968 = arith.shli %2967, %c32_i64_745 : i64
            %2969 = arith.ori %2966, %2968 : i64
            %2970 = arith.extui %2951 : i32 to i64
            %2971 = arith.extui %2955 : i32 to i64
            %c32_i64_746 = arith.constant 32 : i64
            %2972 = arith.shli %2971, %c32_i64_746 : i64
            %2973 = arith.ori %2970, %2972 : i64
            %2974 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2969, %2615#2, %2655, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %2975 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2973, %2615#2, %2656, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %2976 = arith.extui %2631 : i32 to i64
            %2977 = llvm.inttoptr %2976 : i64 to !llvm.ptr<3>
            %2978 = llvm.getelementptr %2977[1536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2979 = llvm.load volatile %2978 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2980 = arith.extui %2631 : i32 to i64
            %2981 = llvm.inttoptr %2980 : i64 to !llvm.ptr<3>
            %2982 = llvm.getelementptr %2981[9984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2983 = llvm.load volatile %2982 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2984 = arith.extui %2631 : i32 to i64
            %2985 = llvm.inttoptr %2984 : i64 to !llvm.ptr<3>
            %2986 = llvm.getelementptr %2985[1600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2987 = llvm.load volatile %2986 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2988 = arith.extui %2631 : i32 to i64
            %2989 = llvm.inttoptr %2988 : i64 to !llvm.ptr<3>
            %2990 = llvm.getelementptr %2989[10048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2991 = llvm.load volatile %2990 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2992 = arith.extui %2631 : i32 to i64
            %2993 = llvm.inttoptr %2992 : i64 to !llvm.ptr<3>
            %2994 = llvm.getelementptr %2993[1664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2995 = llvm.load volatile %2994 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %2996 = arith.extui %2631 : i32 to i64
            %2997 = llvm.inttoptr %2996 : i64 to !llvm.ptr<3>
            %2998 = llvm.getelementptr %2997[10112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %2999 = llvm.load volatile %2998 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3000 = arith.extui %2631 : i32 to i64
            %3001 = llvm.inttoptr %3000 : i64 to !llvm.ptr<3>
            %3002 = llvm.getelementptr %3001[1728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3003 = llvm.load volatile %3002 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3004 = arith.extui %2631 : i32 to i64
            %3005 = llvm.inttoptr %3004 : i64 to !llvm.ptr<3>
            %3006 = llvm.getelementptr %3005[10176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3007 = llvm.load volatile %3006 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3008 = arith.extui %2979 : i32 to i64
            %3009 = arith.extui %2983 : i32 to i64
            %c32_i64_747 = arith.constant 32 : i64
            %3010 = arith.shli %3009, %c32_i64_747 : i64
            %3011 = arith.ori %3008, %3010 : i64
            %3012 = arith.extui %2987 : i32 to i64
            %3013 = arith.extui %2991 : i32 to i64
            %c32_i64_748 = arith.constant 32 : i64
            %3014 = arith.shli %3013, %c32_i64_748 : i64
            %3015 = arith.ori %3012, %3014 : i64
            %3016 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3011, %2615#2, %2657, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3017 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3015, %2615#2, %2658, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3018 = arith.extui %2995 : i32 to i64
            %3019 = arith.extui %2999 : i32 to i64
            %c32_i64_749 = arith.constant 32 : i64
            %3020 = arith.shli %3019, %c32_i64_749 : i64
            %3021 = arith.ori %3018, %3020 : i64
            %3022 = arith.extui %3003 : i32 to i64
            %3023 = arith.extui %3007 : i32 to i64
            %c32_i64_750 = arith.constant 32 : i64
            %3024 = arith.shli %3023, %c32_i64_750 : i64
            %3025 = arith.ori %3022, %3024 : i64
            %3026 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3021, %2615#2, %2659, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3027 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3025, %2615#2, %2660, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.nop 1
            %3028 = arith.extui %2631 : i32 to i64
            %3029 = llvm.inttoptr %3028 : i64 to !llvm.ptr<3>
            %3030 = llvm.getelementptr %3029[1792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3031 = llvm.load volatile %3030 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3032 = arith.extui %2631 : i32 to i64
            %3033 = llvm.inttoptr %3032 : i64 to !llvm.ptr<3>
            %3034 = llvm.getelementptr %3033[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3035 = llvm.load volatile %3034 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3036 = arith.extui %2631 : i32 to i64
            %3037 = llvm.inttoptr %3036 : i64 to !llvm.ptr<3>
            %3038 = llvm.getelementptr %3037[1856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3039 = llvm.load volatile %3038 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3040 = arith.extui %2631 : i32 to i64
            %3041 = llvm.inttoptr %3040 : i64 to !llvm.ptr<3>
            %3042 = llvm.getelementptr %3041[10304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3043 = llvm.load volatile %3042 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3044 = arith.extui %2631 : i32 to i64
            %3045 = llvm.inttoptr %3044 : i64 to !llvm.ptr<3>
            %3046 = llvm.getelementptr %3045[1920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3047 = llvm.load volatile %3046 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3048 = arith.extui %2631 : i32 to i64
            %3049 = llvm.inttoptr %3048 : i64 to !llvm.ptr<3>
            %3050 = llvm.getelementptr %3049[10368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3051 = llvm.load volatile %3050 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3052 = arith.extui %2631 : i32 to i64
            %3053 = llvm.inttoptr %3052 : i64 to !llvm.ptr<3>
            %3054 = llvm.getelementptr %3053[1984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3055 = llvm.load volatile %3054 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            %3056 = arith.extui %2631 : i32 to i64
            %3057 = llvm.inttoptr %3056 : i64 to !llvm.ptr<3>
            %3058 = llvm.getelementptr %3057[10432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
            %3059 = llvm.load volatile %3058 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
            rocdl.sched.barrier none
            rocdl.s.waitcnt 50303
            %3060 = arith.extui %3031 : i32 to i64
            %3061 = arith.extui %3035 : i32 to i64
            %c32_i64_751 = arith.constant 32 : i64
            %3062 = arith.shli %3061, %c32_i64_751 : i64
            %3063 = arith.ori %3060, %3062 : i64
            %3064 = arith.extui %3039 : i32 to i64
            %3065 = arith.extui %3043 : i32 to i64
            %c32_i64_752 = arith.constant 32 : i64
            %3066 = arith.shli %3065, %c32_i64_752 : i64
            %3067 = arith.ori %3064, %3066 : i64
            %3068 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3063, %2615#2, %2661, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3069 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3067, %2615#2, %2662, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.waitcnt 49279
            %3070 = arith.extui %3047 : i32 to i64
            %3071 = arith.extui %3051 : i32 to i64
            %c32_i64_753 = arith.constant 32 : i64
            %3072 = arith.shli %3071, %c32_i64_753 : i64
            %3073 = arith.ori %3070, %3072 : i64
            %3074 = arith.extui %3055 : i32 to i64
            %3075 = arith.extui %3059 : i32 to i64
            %c32_i64_754 = arith.constant 32 : i64
            %3076 = arith.shli %3075, %c32_i64_754 : i64
            %3077 = arith.ori %3074, %3076 : i64
            %3078 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3073, %2615#2, %2663, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            %3079 = rocdl.mfma.f32.16x16x32.fp8.fp8 %3077, %2615#2, %2664, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
            rocdl.sched.barrier none
            rocdl.s.setprio 0
            scf.yield %2615#0, %2615#1, %2704, %2705, %2714, %2715, %2756, %2757, %2766, %2767, %2808, %2809, %2818, %2819, %2860, %2861, %2870, %2871, %2912, %2913, %2922, %2923, %2964, %2965, %2974, %2975, %3016, %3017, %3026, %3027, %3068, %3069, %3078, %3079, %2615#5, %2615#6 : f32, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, i32, i32
          }
          %c32_i32_174 = arith.constant 32 : i32
          %806 = arith.muli %802, %c32_i32_174 : i32
          %807 = arith.addi %84, %806 : i32
          %c1_i32_175 = arith.constant 1 : i32
          %808 = arith.andi %802, %c1_i32_175 : i32
          %c0_i32_176 = arith.constant 0 : i32
          %809 = arith.cmpi ne, %808, %c0_i32_176 : i32
          %810 = arith.select %809, %59, %58 : index
          %811 = arith.select %809, %58, %59 : index
          llvm.inline_asm has_side_effects "s_waitcnt vmcnt(0) lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          %812 = arith.addi %810, %57 : index
          %813 = arith.index_cast %812 : index to i32
          %814 = arith.extui %813 : i32 to i64
          %815 = llvm.inttoptr %814 : i64 to !llvm.ptr<3>
          %816 = llvm.load volatile %815 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %817 = arith.extui %813 : i32 to i64
          %818 = llvm.inttoptr %817 : i64 to !llvm.ptr<3>
          %819 = llvm.getelementptr %818[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %820 = llvm.load volatile %819 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %821 = arith.extui %813 : i32 to i64
          %822 = llvm.inttoptr %821 : i64 to !llvm.ptr<3>
          %823 = llvm.getelementptr %822[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %824 = llvm.load volatile %823 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %825 = arith.extui %813 : i32 to i64
          %826 = llvm.inttoptr %825 : i64 to !llvm.ptr<3>
          %827 = llvm.getelementptr %826[160] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %828 = llvm.load volatile %827 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %829 = rocdl.mfma.f32.16x16x32.fp8.fp8 %816, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %830 = rocdl.mfma.f32.16x16x32.fp8.fp8 %820, %155, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 15
          rocdl.s.waitcnt 49279
          %831 = rocdl.mfma.f32.16x16x32.fp8.fp8 %824, %163, %829, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %832 = rocdl.mfma.f32.16x16x32.fp8.fp8 %828, %163, %830, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %833 = arith.extui %813 : i32 to i64
          %834 = llvm.inttoptr %833 : i64 to !llvm.ptr<3>
          %835 = llvm.getelementptr %834[2112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %836 = llvm.load volatile %835 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %837 = arith.extui %813 : i32 to i64
          %838 = llvm.inttoptr %837 : i64 to !llvm.ptr<3>
          %839 = llvm.getelementptr %838[2240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %840 = llvm.load volatile %839 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %841 = arith.extui %813 : i32 to i64
          %842 = llvm.inttoptr %841 : i64 to !llvm.ptr<3>
          %843 = llvm.getelementptr %842[2144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %844 = llvm.load volatile %843 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %845 = arith.extui %813 : i32 to i64
          %846 = llvm.inttoptr %845 : i64 to !llvm.ptr<3>
          %847 = llvm.getelementptr %846[2272] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %848 = llvm.load volatile %847 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %849 = rocdl.mfma.f32.16x16x32.fp8.fp8 %836, %181, %831, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %850 = rocdl.mfma.f32.16x16x32.fp8.fp8 %840, %181, %832, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %851 = rocdl.mfma.f32.16x16x32.fp8.fp8 %844, %189, %849, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %852 = rocdl.mfma.f32.16x16x32.fp8.fp8 %848, %189, %850, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %853 = arith.extui %813 : i32 to i64
          %854 = llvm.inttoptr %853 : i64 to !llvm.ptr<3>
          %855 = llvm.getelementptr %854[4224] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %856 = llvm.load volatile %855 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %857 = arith.extui %813 : i32 to i64
          %858 = llvm.inttoptr %857 : i64 to !llvm.ptr<3>
          %859 = llvm.getelementptr %858[4352] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %860 = llvm.load volatile %859 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %861 = arith.extui %813 : i32 to i64
          %862 = llvm.inttoptr %861 : i64 to !llvm.ptr<3>
          %863 = llvm.getelementptr %862[4256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %864 = llvm.load volatile %863 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %865 = arith.extui %813 : i32 to i64
          %866 = llvm.inttoptr %865 : i64 to !llvm.ptr<3>
          %867 = llvm.getelementptr %866[4384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %868 = llvm.load volatile %867 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %869 = rocdl.mfma.f32.16x16x32.fp8.fp8 %856, %207, %851, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %870 = rocdl.mfma.f32.16x16x32.fp8.fp8 %860, %207, %852, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %871 = rocdl.mfma.f32.16x16x32.fp8.fp8 %864, %215, %869, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %872 = rocdl.mfma.f32.16x16x32.fp8.fp8 %868, %215, %870, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %873 = arith.extui %813 : i32 to i64
          %874 = llvm.inttoptr %873 : i64 to !llvm.ptr<3>
          %875 = llvm.getelementptr %874[6336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %876 = llvm.load volatile %875 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %877 = arith.extui %813 : i32 to i64
          %878 = llvm.inttoptr %877 : i64 to !llvm.ptr<3>
          %879 = llvm.getelementptr %878[6464] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %880 = llvm.load volatile %879 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %881 = arith.extui %813 : i32 to i64
          %882 = llvm.inttoptr %881 : i64 to !llvm.ptr<3>
          %883 = llvm.getelementptr %882[6368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %884 = llvm.load volatile %883 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %885 = arith.extui %813 : i32 to i64
          %886 = llvm.inttoptr %885 : i64 to !llvm.ptr<3>
          %887 = llvm.getelementptr %886[6496] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %888 = llvm.load volatile %887 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %889 = rocdl.mfma.f32.16x16x32.fp8.fp8 %876, %233, %871, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %890 = rocdl.mfma.f32.16x16x32.fp8.fp8 %880, %233, %872, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %891 = rocdl.mfma.f32.16x16x32.fp8.fp8 %884, %241, %889, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %892 = rocdl.mfma.f32.16x16x32.fp8.fp8 %888, %241, %890, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %893 = arith.extui %813 : i32 to i64
          %894 = llvm.inttoptr %893 : i64 to !llvm.ptr<3>
          %895 = llvm.getelementptr %894[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %896 = llvm.load volatile %895 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %897 = arith.extui %813 : i32 to i64
          %898 = llvm.inttoptr %897 : i64 to !llvm.ptr<3>
          %899 = llvm.getelementptr %898[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %900 = llvm.load volatile %899 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %901 = arith.extui %813 : i32 to i64
          %902 = llvm.inttoptr %901 : i64 to !llvm.ptr<3>
          %903 = llvm.getelementptr %902[8480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %904 = llvm.load volatile %903 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %905 = arith.extui %813 : i32 to i64
          %906 = llvm.inttoptr %905 : i64 to !llvm.ptr<3>
          %907 = llvm.getelementptr %906[8608] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %908 = llvm.load volatile %907 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %909 = rocdl.mfma.f32.16x16x32.fp8.fp8 %896, %259, %891, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %910 = rocdl.mfma.f32.16x16x32.fp8.fp8 %900, %259, %892, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %911 = rocdl.mfma.f32.16x16x32.fp8.fp8 %904, %267, %909, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %912 = rocdl.mfma.f32.16x16x32.fp8.fp8 %908, %267, %910, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %913 = arith.extui %813 : i32 to i64
          %914 = llvm.inttoptr %913 : i64 to !llvm.ptr<3>
          %915 = llvm.getelementptr %914[10560] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %916 = llvm.load volatile %915 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %917 = arith.extui %813 : i32 to i64
          %918 = llvm.inttoptr %917 : i64 to !llvm.ptr<3>
          %919 = llvm.getelementptr %918[10688] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %920 = llvm.load volatile %919 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %921 = arith.extui %813 : i32 to i64
          %922 = llvm.inttoptr %921 : i64 to !llvm.ptr<3>
          %923 = llvm.getelementptr %922[10592] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %924 = llvm.load volatile %923 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %925 = arith.extui %813 : i32 to i64
          %926 = llvm.inttoptr %925 : i64 to !llvm.ptr<3>
          %927 = llvm.getelementptr %926[10720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %928 = llvm.load volatile %927 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %929 = rocdl.mfma.f32.16x16x32.fp8.fp8 %916, %285, %911, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %930 = rocdl.mfma.f32.16x16x32.fp8.fp8 %920, %285, %912, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %931 = rocdl.mfma.f32.16x16x32.fp8.fp8 %924, %293, %929, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %932 = rocdl.mfma.f32.16x16x32.fp8.fp8 %928, %293, %930, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %933 = arith.extui %813 : i32 to i64
          %934 = llvm.inttoptr %933 : i64 to !llvm.ptr<3>
          %935 = llvm.getelementptr %934[12672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %936 = llvm.load volatile %935 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %937 = arith.extui %813 : i32 to i64
          %938 = llvm.inttoptr %937 : i64 to !llvm.ptr<3>
          %939 = llvm.getelementptr %938[12800] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %940 = llvm.load volatile %939 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %941 = arith.extui %813 : i32 to i64
          %942 = llvm.inttoptr %941 : i64 to !llvm.ptr<3>
          %943 = llvm.getelementptr %942[12704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %944 = llvm.load volatile %943 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %945 = arith.extui %813 : i32 to i64
          %946 = llvm.inttoptr %945 : i64 to !llvm.ptr<3>
          %947 = llvm.getelementptr %946[12832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %948 = llvm.load volatile %947 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %949 = rocdl.mfma.f32.16x16x32.fp8.fp8 %936, %311, %931, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %950 = rocdl.mfma.f32.16x16x32.fp8.fp8 %940, %311, %932, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %951 = rocdl.mfma.f32.16x16x32.fp8.fp8 %944, %319, %949, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %952 = rocdl.mfma.f32.16x16x32.fp8.fp8 %948, %319, %950, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %953 = arith.extui %813 : i32 to i64
          %954 = llvm.inttoptr %953 : i64 to !llvm.ptr<3>
          %955 = llvm.getelementptr %954[14784] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %956 = llvm.load volatile %955 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %957 = arith.extui %813 : i32 to i64
          %958 = llvm.inttoptr %957 : i64 to !llvm.ptr<3>
          %959 = llvm.getelementptr %958[14912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %960 = llvm.load volatile %959 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %961 = arith.extui %813 : i32 to i64
          %962 = llvm.inttoptr %961 : i64 to !llvm.ptr<3>
          %963 = llvm.getelementptr %962[14816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %964 = llvm.load volatile %963 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %965 = arith.extui %813 : i32 to i64
          %966 = llvm.inttoptr %965 : i64 to !llvm.ptr<3>
          %967 = llvm.getelementptr %966[14944] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %968 = llvm.load volatile %967 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %969 = rocdl.mfma.f32.16x16x32.fp8.fp8 %956, %333, %951, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %970 = rocdl.mfma.f32.16x16x32.fp8.fp8 %960, %333, %952, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %971 = rocdl.mfma.f32.16x16x32.fp8.fp8 %964, %341, %969, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %972 = rocdl.mfma.f32.16x16x32.fp8.fp8 %968, %341, %970, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %973 = arith.extui %813 : i32 to i64
          %974 = llvm.inttoptr %973 : i64 to !llvm.ptr<3>
          %975 = llvm.getelementptr %974[16896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %976 = llvm.load volatile %975 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %977 = arith.extui %813 : i32 to i64
          %978 = llvm.inttoptr %977 : i64 to !llvm.ptr<3>
          %979 = llvm.getelementptr %978[17024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %980 = llvm.load volatile %979 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %981 = arith.extui %813 : i32 to i64
          %982 = llvm.inttoptr %981 : i64 to !llvm.ptr<3>
          %983 = llvm.getelementptr %982[16928] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %984 = llvm.load volatile %983 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %985 = arith.extui %813 : i32 to i64
          %986 = llvm.inttoptr %985 : i64 to !llvm.ptr<3>
          %987 = llvm.getelementptr %986[17056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %988 = llvm.load volatile %987 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49791
          %989 = rocdl.mfma.f32.16x16x32.fp8.fp8 %976, %355, %971, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %990 = rocdl.mfma.f32.16x16x32.fp8.fp8 %980, %355, %972, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.waitcnt 49279
          %991 = rocdl.mfma.f32.16x16x32.fp8.fp8 %984, %363, %989, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %992 = rocdl.mfma.f32.16x16x32.fp8.fp8 %988, %363, %990, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.s.setprio 14
          %993 = vector.extract %991[0] : f32 from vector<4xf32>
          %994 = vector.extract %991[1] : f32 from vector<4xf32>
          %995 = vector.extract %991[2] : f32 from vector<4xf32>
          %996 = vector.extract %991[3] : f32 from vector<4xf32>
          %997 = vector.extract %992[0] : f32 from vector<4xf32>
          %998 = vector.extract %992[1] : f32 from vector<4xf32>
          %999 = vector.extract %992[2] : f32 from vector<4xf32>
          %1000 = vector.extract %992[3] : f32 from vector<4xf32>
          %c2_177 = arith.constant 2 : index
          %1001 = arith.remui %24, %c2_177 : index
          %c16_178 = arith.constant 16 : index
          %1002 = arith.muli %1001, %c16_178 : index
          %c16_179 = arith.constant 16 : index
          %1003 = arith.divui %25, %c16_179 : index
          %c4_180 = arith.constant 4 : index
          %1004 = arith.muli %1003, %c4_180 : index
          %1005 = arith.addi %1002, %1004 : index
          %c16_181 = arith.constant 16 : index
          %1006 = arith.remui %1005, %c16_181 : index
          %c2_182 = arith.constant 2 : index
          %1007 = arith.divui %1006, %c2_182 : index
          %c4_183 = arith.constant 4 : index
          %1008 = arith.muli %1007, %c4_183 : index
          %c16_184 = arith.constant 16 : index
          %1009 = arith.divui %1005, %c16_184 : index
          %c2_185 = arith.constant 2 : index
          %1010 = arith.muli %c2_185, %1009 : index
          %1011 = arith.addi %1008, %1010 : index
          %c2_186 = arith.constant 2 : index
          %1012 = arith.remui %1005, %c2_186 : index
          %1013 = arith.addi %1011, %1012 : index
          %c16_187 = arith.constant 16 : index
          %1014 = arith.remui %25, %c16_187 : index
          %c8_188 = arith.constant 8 : index
          %1015 = arith.muli %1014, %c8_188 : index
          %c2_189 = arith.constant 2 : index
          %1016 = arith.divui %24, %c2_189 : index
          %c128_190 = arith.constant 128 : index
          %1017 = arith.muli %1016, %c128_190 : index
          %1018 = arith.addi %1015, %1017 : index
          %c4_191 = arith.constant 4 : index
          %1019 = arith.divui %1013, %c4_191 : index
          %c264_192 = arith.constant 264 : index
          %1020 = arith.muli %1019, %c264_192 : index
          %c4_193 = arith.constant 4 : index
          %1021 = arith.remui %1013, %c4_193 : index
          %c64_194 = arith.constant 64 : index
          %1022 = arith.muli %1021, %c64_194 : index
          %1023 = arith.addi %1020, %1022 : index
          %c64_195 = arith.constant 64 : index
          %1024 = arith.divui %1018, %c64_195 : index
          %c2112 = arith.constant 2112 : index
          %1025 = arith.muli %1024, %c2112 : index
          %1026 = arith.addi %1023, %1025 : index
          %c64_196 = arith.constant 64 : index
          %1027 = arith.remui %1018, %c64_196 : index
          %1028 = arith.addi %1026, %1027 : index
          %1029 = arith.addi %810, %1028 : index
          %1030 = arith.index_cast %1029 : index to i32
          %1031 = arith.subi %1030, %5 : i32
          %c0_i32_197 = arith.constant 0 : i32
          %1032 = arith.addi %1031, %c0_i32_197 : i32
          %1033 = fly.make_int_tuple(%1032) : (i32) -> !fly.int_tuple<?>
          %1034 = fly.add_offset(%4, %1033) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1035 = fly.ptr.load(%1034) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %1036 = vector.bitcast %1035 : vector<8xi8> to vector<2xi32>
          %1037 = vector.extract %1036[0] : i32 from vector<2xi32>
          %1038 = vector.extract %1036[1] : i32 from vector<2xi32>
          %1039 = arith.index_cast %1029 : index to i32
          %1040 = arith.subi %1039, %5 : i32
          %c64_i32_198 = arith.constant 64 : i32
          %1041 = arith.addi %1040, %c64_i32_198 : i32
          %1042 = fly.make_int_tuple(%1041) : (i32) -> !fly.int_tuple<?>
          %1043 = fly.add_offset(%4, %1042) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1044 = fly.ptr.load(%1043) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %1045 = vector.bitcast %1044 : vector<8xi8> to vector<2xi32>
          %1046 = vector.extract %1045[0] : i32 from vector<2xi32>
          %1047 = vector.extract %1045[1] : i32 from vector<2xi32>
          %1048 = arith.index_cast %1029 : index to i32
          %1049 = arith.subi %1048, %5 : i32
          %c264_i32_199 = arith.constant 264 : i32
          %1050 = arith.addi %1049, %c264_i32_199 : i32
          %1051 = fly.make_int_tuple(%1050) : (i32) -> !fly.int_tuple<?>
          %1052 = fly.add_offset(%4, %1051) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1053 = fly.ptr.load(%1052) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %1054 = vector.bitcast %1053 : vector<8xi8> to vector<2xi32>
          %1055 = vector.extract %1054[0] : i32 from vector<2xi32>
          %1056 = vector.extract %1054[1] : i32 from vector<2xi32>
          %1057 = arith.index_cast %1029 : index to i32
          %1058 = arith.subi %1057, %5 : i32
          %c328_i32 = arith.constant 328 : i32
          %1059 = arith.addi %1058, %c328_i32 : i32
          %1060 = fly.make_int_tuple(%1059) : (i32) -> !fly.int_tuple<?>
          %1061 = fly.add_offset(%4, %1060) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1062 = fly.ptr.load(%1061) : (!fly.ptr<i8, shared>) -> vector<8xi8>
          %1063 = vector.bitcast %1062 : vector<8xi8> to vector<2xi32>
          %1064 = vector.extract %1063[0] : i32 from vector<2xi32>
          %1065 = vector.extract %1063[1] : i32 from vector<2xi32>
          rocdl.s.waitcnt 49279
          rocdl.sched.barrier none
          %c16_200 = arith.constant 16 : index
          %1066 = arith.divui %25, %c16_200 : index
          %c4_201 = arith.constant 4 : index
          %1067 = arith.muli %1066, %c4_201 : index
          %1068 = arith.index_cast %807 : i32 to index
          %1069 = arith.addi %1067, %1068 : index
          %1070 = arith.mulf %993, %arg8 fastmath<fast> : f32
          %1071 = arith.mulf %994, %arg8 fastmath<fast> : f32
          %1072 = arith.mulf %995, %arg8 fastmath<fast> : f32
          %1073 = arith.mulf %996, %arg8 fastmath<fast> : f32
          %1074 = arith.mulf %997, %arg8 fastmath<fast> : f32
          %1075 = arith.mulf %998, %arg8 fastmath<fast> : f32
          %1076 = arith.mulf %999, %arg8 fastmath<fast> : f32
          %1077 = arith.mulf %1000, %arg8 fastmath<fast> : f32
          %1078 = arith.index_cast %85 : i32 to index
          %c0_202 = arith.constant 0 : index
          %1079 = arith.addi %1069, %c0_202 : index
          %1080 = arith.cmpi sge, %1079, %1078 : index
          %1081 = arith.andi %93, %1080 : i1
          %cst_203 = arith.constant 0xFF800000 : f32
          %1082 = arith.select %1081, %cst_203, %1070 : f32
          %c1_204 = arith.constant 1 : index
          %1083 = arith.addi %1069, %c1_204 : index
          %1084 = arith.cmpi sge, %1083, %1078 : index
          %1085 = arith.andi %93, %1084 : i1
          %cst_205 = arith.constant 0xFF800000 : f32
          %1086 = arith.select %1085, %cst_205, %1071 : f32
          %c2_206 = arith.constant 2 : index
          %1087 = arith.addi %1069, %c2_206 : index
          %1088 = arith.cmpi sge, %1087, %1078 : index
          %1089 = arith.andi %93, %1088 : i1
          %cst_207 = arith.constant 0xFF800000 : f32
          %1090 = arith.select %1089, %cst_207, %1072 : f32
          %c3 = arith.constant 3 : index
          %1091 = arith.addi %1069, %c3 : index
          %1092 = arith.cmpi sge, %1091, %1078 : index
          %1093 = arith.andi %93, %1092 : i1
          %cst_208 = arith.constant 0xFF800000 : f32
          %1094 = arith.select %1093, %cst_208, %1073 : f32
          %c16_209 = arith.constant 16 : index
          %1095 = arith.addi %1069, %c16_209 : index
          %1096 = arith.cmpi sge, %1095, %1078 : index
          %1097 = arith.andi %93, %1096 : i1
          %cst_210 = arith.constant 0xFF800000 : f32
          %1098 = arith.select %1097, %cst_210, %1074 : f32
          %c17 = arith.constant 17 : index
          %1099 = arith.addi %1069, %c17 : index
          %1100 = arith.cmpi sge, %1099, %1078 : index
          %1101 = arith.andi %93, %1100 : i1
          %cst_211 = arith.constant 0xFF800000 : f32
          %1102 = arith.select %1101, %cst_211, %1075 : f32
          %c18 = arith.constant 18 : index
          %1103 = arith.addi %1069, %c18 : index
          %1104 = arith.cmpi sge, %1103, %1078 : index
          %1105 = arith.andi %93, %1104 : i1
          %cst_212 = arith.constant 0xFF800000 : f32
          %1106 = arith.select %1105, %cst_212, %1076 : f32
          %c19 = arith.constant 19 : index
          %1107 = arith.addi %1069, %c19 : index
          %1108 = arith.cmpi sge, %1107, %1078 : index
          %1109 = arith.andi %93, %1108 : i1
          %cst_213 = arith.constant 0xFF800000 : f32
          %1110 = arith.select %1109, %cst_213, %1077 : f32
          %1111 = arith.maxnumf %1082, %1086 fastmath<contract> : f32
          %1112 = arith.maxnumf %1111, %1090 fastmath<contract> : f32
          %1113 = arith.maxnumf %1112, %1094 fastmath<contract> : f32
          %1114 = arith.maxnumf %1113, %1098 fastmath<contract> : f32
          %1115 = arith.maxnumf %1114, %1102 fastmath<contract> : f32
          %1116 = arith.maxnumf %1115, %1106 fastmath<contract> : f32
          %1117 = arith.maxnumf %1116, %1110 fastmath<contract> : f32
          %1118 = arith.bitcast %1117 : f32 to i32
          %c32_i32_214 = arith.constant 32 : i32
          %c64_i32_215 = arith.constant 64 : i32
          %shuffleResult, %valid = gpu.shuffle xor %1118, %c32_i32_214, %c64_i32_215 : i32
          %1119 = arith.bitcast %shuffleResult : i32 to f32
          %1120 = arith.maxnumf %1117, %1119 fastmath<contract> : f32
          %1121 = arith.bitcast %1120 : f32 to i32
          %c16_i32 = arith.constant 16 : i32
          %c64_i32_216 = arith.constant 64 : i32
          %shuffleResult_217, %valid_218 = gpu.shuffle xor %1121, %c16_i32, %c64_i32_216 : i32
          %1122 = arith.bitcast %shuffleResult_217 : i32 to f32
          %1123 = arith.maxnumf %1120, %1122 fastmath<contract> : f32
          %1124 = arith.maxnumf %1123, %805#0 fastmath<contract> : f32
          %1125 = arith.subf %805#0, %1124 fastmath<fast> : f32
          %cst_219 = arith.constant 1.44269502 : f32
          %1126 = arith.mulf %1125, %cst_219 fastmath<fast> : f32
          %1127 = rocdl.exp2 %1126 f32 -> f32
          %1128 = arith.subf %1082, %1124 fastmath<fast> : f32
          %cst_220 = arith.constant 1.44269502 : f32
          %1129 = arith.mulf %1128, %cst_220 fastmath<fast> : f32
          %1130 = rocdl.exp2 %1129 f32 -> f32
          %cst_221 = arith.constant 0.000000e+00 : f32
          %1131 = arith.addf %cst_221, %1130 fastmath<fast> : f32
          %1132 = arith.subf %1086, %1124 fastmath<fast> : f32
          %cst_222 = arith.constant 1.44269502 : f32
          %1133 = arith.mulf %1132, %cst_222 fastmath<fast> : f32
          %1134 = rocdl.exp2 %1133 f32 -> f32
          %1135 = arith.addf %1131, %1134 fastmath<fast> : f32
          %1136 = arith.subf %1090, %1124 fastmath<fast> : f32
          %cst_223 = arith.constant 1.44269502 : f32
          %1137 = arith.mulf %1136, %cst_223 fastmath<fast> : f32
          %1138 = rocdl.exp2 %1137 f32 -> f32
          %1139 = arith.addf %1135, %1138 fastmath<fast> : f32
          %1140 = arith.subf %1094, %1124 fastmath<fast> : f32
          %cst_224 = arith.constant 1.44269502 : f32
          %1141 = arith.mulf %1140, %cst_224 fastmath<fast> : f32
          %1142 = rocdl.exp2 %1141 f32 -> f32
          %1143 = arith.addf %1139, %1142 fastmath<fast> : f32
          %1144 = arith.subf %1098, %1124 fastmath<fast> : f32
          %cst_225 = arith.constant 1.44269502 : f32
          %1145 = arith.mulf %1144, %cst_225 fastmath<fast> : f32
          %1146 = rocdl.exp2 %1145 f32 -> f32
          %1147 = arith.addf %1143, %1146 fastmath<fast> : f32
          %1148 = arith.subf %1102, %1124 fastmath<fast> : f32
          %cst_226 = arith.constant 1.44269502 : f32
          %1149 = arith.mulf %1148, %cst_226 fastmath<fast> : f32
          %1150 = rocdl.exp2 %1149 f32 -> f32
          %1151 = arith.addf %1147, %1150 fastmath<fast> : f32
          %1152 = arith.subf %1106, %1124 fastmath<fast> : f32
          %cst_227 = arith.constant 1.44269502 : f32
          %1153 = arith.mulf %1152, %cst_227 fastmath<fast> : f32
          %1154 = rocdl.exp2 %1153 f32 -> f32
          %1155 = arith.addf %1151, %1154 fastmath<fast> : f32
          %1156 = arith.subf %1110, %1124 fastmath<fast> : f32
          %cst_228 = arith.constant 1.44269502 : f32
          %1157 = arith.mulf %1156, %cst_228 fastmath<fast> : f32
          %1158 = rocdl.exp2 %1157 f32 -> f32
          %1159 = arith.addf %1155, %1158 fastmath<fast> : f32
          %1160 = arith.bitcast %1159 : f32 to i32
          %c32_i32_229 = arith.constant 32 : i32
          %c64_i32_230 = arith.constant 64 : i32
          %shuffleResult_231, %valid_232 = gpu.shuffle xor %1160, %c32_i32_229, %c64_i32_230 : i32
          %1161 = arith.bitcast %shuffleResult_231 : i32 to f32
          %1162 = arith.addf %1159, %1161 fastmath<fast> : f32
          %1163 = arith.bitcast %1162 : f32 to i32
          %c16_i32_233 = arith.constant 16 : i32
          %c64_i32_234 = arith.constant 64 : i32
          %shuffleResult_235, %valid_236 = gpu.shuffle xor %1163, %c16_i32_233, %c64_i32_234 : i32
          %1164 = arith.bitcast %shuffleResult_235 : i32 to f32
          %1165 = arith.addf %1162, %1164 fastmath<fast> : f32
          %1166 = arith.mulf %1127, %805#1 fastmath<fast> : f32
          %1167 = arith.addf %1166, %1165 fastmath<fast> : f32
          %c0_i32_237 = arith.constant 0 : i32
          %1168 = rocdl.cvt.pk.fp8.f32 %1130, %1134 -> %c0_i32_237[false] : i32
          %1169 = rocdl.cvt.pk.fp8.f32 %1138, %1142 -> %1168[true] : i32
          %c0_i32_238 = arith.constant 0 : i32
          %1170 = rocdl.cvt.pk.fp8.f32 %1146, %1150 -> %c0_i32_238[false] : i32
          %1171 = rocdl.cvt.pk.fp8.f32 %1154, %1158 -> %1170[true] : i32
          %1172 = arith.extui %1169 : i32 to i64
          %1173 = arith.extui %1171 : i32 to i64
          %c32_i64_239 = arith.constant 32 : i64
          %1174 = arith.shli %1173, %c32_i64_239 : i64
          %1175 = arith.ori %1172, %1174 : i64
          %c83952640_i32 = arith.constant 83952640 : i32
          %1176 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1046, %1037, %c83952640_i32) : (i32, i32, i32) -> i32
          %c117638658_i32 = arith.constant 117638658 : i32
          %1177 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1046, %1037, %c117638658_i32) : (i32, i32, i32) -> i32
          %c83952640_i32_240 = arith.constant 83952640 : i32
          %1178 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1047, %1038, %c83952640_i32_240) : (i32, i32, i32) -> i32
          %c117638658_i32_241 = arith.constant 117638658 : i32
          %1179 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1047, %1038, %c117638658_i32_241) : (i32, i32, i32) -> i32
          %c83952640_i32_242 = arith.constant 83952640 : i32
          %1180 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1064, %1055, %c83952640_i32_242) : (i32, i32, i32) -> i32
          %c117638658_i32_243 = arith.constant 117638658 : i32
          %1181 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1064, %1055, %c117638658_i32_243) : (i32, i32, i32) -> i32
          %c83952640_i32_244 = arith.constant 83952640 : i32
          %1182 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1065, %1056, %c83952640_i32_244) : (i32, i32, i32) -> i32
          %c117638658_i32_245 = arith.constant 117638658 : i32
          %1183 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1065, %1056, %c117638658_i32_245) : (i32, i32, i32) -> i32
          %c84148480_i32 = arith.constant 84148480 : i32
          %1184 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1180, %1176, %c84148480_i32) : (i32, i32, i32) -> i32
          %c84148480_i32_246 = arith.constant 84148480 : i32
          %1185 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1182, %1178, %c84148480_i32_246) : (i32, i32, i32) -> i32
          %c117834498_i32 = arith.constant 117834498 : i32
          %1186 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1180, %1176, %c117834498_i32) : (i32, i32, i32) -> i32
          %c117834498_i32_247 = arith.constant 117834498 : i32
          %1187 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1182, %1178, %c117834498_i32_247) : (i32, i32, i32) -> i32
          %c84148480_i32_248 = arith.constant 84148480 : i32
          %1188 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1181, %1177, %c84148480_i32_248) : (i32, i32, i32) -> i32
          %c84148480_i32_249 = arith.constant 84148480 : i32
          %1189 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1183, %1179, %c84148480_i32_249) : (i32, i32, i32) -> i32
          %c117834498_i32_250 = arith.constant 117834498 : i32
          %1190 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1181, %1177, %c117834498_i32_250) : (i32, i32, i32) -> i32
          %c117834498_i32_251 = arith.constant 117834498 : i32
          %1191 = llvm.call_intrinsic "llvm.amdgcn.perm"(%1183, %1179, %c117834498_i32_251) : (i32, i32, i32) -> i32
          %c0_252 = arith.constant 0 : index
          %1192 = arith.addi %3, %c0_252 : index
          %c2_253 = arith.constant 2 : index
          %1193 = arith.remui %24, %c2_253 : index
          %c4_254 = arith.constant 4 : index
          %1194 = arith.muli %1193, %c4_254 : index
          %c16_255 = arith.constant 16 : index
          %1195 = arith.divui %25, %c16_255 : index
          %1196 = arith.addi %1194, %1195 : index
          %c16_256 = arith.constant 16 : index
          %1197 = arith.remui %25, %c16_256 : index
          %c2_257 = arith.constant 2 : index
          %1198 = arith.divui %24, %c2_257 : index
          %c16_258 = arith.constant 16 : index
          %1199 = arith.muli %1198, %c16_258 : index
          %1200 = arith.addi %1197, %1199 : index
          %c66_259 = arith.constant 66 : index
          %1201 = arith.muli %1196, %c66_259 : index
          %1202 = arith.addi %1201, %1200 : index
          %c32_260 = arith.constant 32 : index
          %1203 = arith.muli %1202, %c32_260 : index
          %1204 = arith.addi %1192, %1203 : index
          %1205 = vector.from_elements %1184, %1185, %1186, %1187 : vector<4xi32>
          %1206 = vector.bitcast %1205 : vector<4xi32> to vector<16xi8>
          %1207 = arith.index_cast %1204 : index to i32
          %1208 = arith.subi %1207, %5 : i32
          %c0_i32_261 = arith.constant 0 : i32
          %1209 = arith.addi %1208, %c0_i32_261 : i32
          %1210 = fly.make_int_tuple(%1209) : (i32) -> !fly.int_tuple<?>
          %1211 = fly.add_offset(%4, %1210) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1206, %1211) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %1212 = vector.from_elements %1188, %1189, %1190, %1191 : vector<4xi32>
          %1213 = vector.bitcast %1212 : vector<4xi32> to vector<16xi8>
          %c16_262 = arith.constant 16 : index
          %1214 = arith.addi %1204, %c16_262 : index
          %1215 = arith.index_cast %1214 : index to i32
          %1216 = arith.subi %1215, %5 : i32
          %c0_i32_263 = arith.constant 0 : i32
          %1217 = arith.addi %1216, %c0_i32_263 : i32
          %1218 = fly.make_int_tuple(%1217) : (i32) -> !fly.int_tuple<?>
          %1219 = fly.add_offset(%4, %1218) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1213, %1219) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %1220 = rocdl.rcp %1167 f32 -> f32
          %1221 = arith.index_cast %80 : i32 to index
          %c128_i32 = arith.constant 128 : i32
          %1222 = arith.index_cast %c128_i32 : i32 to index
          %1223 = arith.muli %1221, %1222 : index
          %c16_264 = arith.constant 16 : index
          %1224 = arith.muli %24, %c16_264 : index
          %1225 = arith.addi %1223, %1224 : index
          %c16_265 = arith.constant 16 : index
          %1226 = arith.cmpi slt, %25, %c16_265 : index
          scf.if %1226 {
            %2604 = math.log2 %1167 fastmath<fast> : f32
            %cst_694 = arith.constant 0.693147182 : f32
            %2605 = math.fma %2604, %cst_694, %1124 fastmath<fast> : f32
            %c16_695 = arith.constant 16 : index
            %2606 = arith.muli %24, %c16_695 : index
            %2607 = arith.addi %25, %2606 : index
            %2608 = arith.index_cast %80 : i32 to index
            %c128_i32_696 = arith.constant 128 : i32
            %2609 = arith.index_cast %c128_i32_696 : i32 to index
            %2610 = arith.muli %2608, %2609 : index
            %2611 = arith.addi %2607, %2610 : index
            %2612 = arith.index_cast %2611 : index to i32
            %c4_i32_697 = arith.constant 4 : i32
            %2613 = arith.muli %2612, %c4_i32_697 : i32
            %c0_i32_698 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %2605, %22, %2613, %c0_i32_698, 0 : f32
          }
          %c16_266 = arith.constant 16 : index
          %1227 = arith.divui %25, %c16_266 : index
          %c16_267 = arith.constant 16 : index
          %1228 = arith.remui %25, %c16_267 : index
          %c8_268 = arith.constant 8 : index
          %1229 = arith.divui %1228, %c8_268 : index
          %c4_269 = arith.constant 4 : index
          %1230 = arith.remui %25, %c4_269 : index
          %c8_270 = arith.constant 8 : index
          %1231 = arith.remui %25, %c8_270 : index
          %c4_271 = arith.constant 4 : index
          %1232 = arith.divui %1231, %c4_271 : index
          %c4_272 = arith.constant 4 : index
          %1233 = arith.muli %1232, %c4_272 : index
          %c66_273 = arith.constant 66 : index
          %1234 = arith.muli %1227, %c66_273 : index
          %1235 = arith.addi %1234, %1229 : index
          %c32_274 = arith.constant 32 : index
          %1236 = arith.muli %1235, %c32_274 : index
          %c8_275 = arith.constant 8 : index
          %1237 = arith.muli %1230, %c8_275 : index
          %1238 = arith.addi %1237, %1233 : index
          %1239 = arith.addi %1236, %1238 : index
          %c0_276 = arith.constant 0 : index
          %1240 = arith.addi %3, %c0_276 : index
          %1241 = arith.addi %1240, %1239 : index
          %1242 = arith.index_cast %1241 : index to i32
          %1243 = vector.broadcast %1127 : f32 to vector<4xf32>
          %1244 = vector.broadcast %1220 : f32 to vector<4xf32>
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %1245 = arith.mulf %805#2, %1243 fastmath<fast> : vector<4xf32>
          %1246 = arith.mulf %805#3, %1243 fastmath<fast> : vector<4xf32>
          %1247 = arith.mulf %805#4, %1243 fastmath<fast> : vector<4xf32>
          %1248 = arith.mulf %805#5, %1243 fastmath<fast> : vector<4xf32>
          %1249 = arith.extui %1242 : i32 to i64
          %1250 = llvm.inttoptr %1249 : i64 to !llvm.ptr<3>
          %1251 = llvm.load volatile %1250 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1252 = arith.extui %1242 : i32 to i64
          %1253 = llvm.inttoptr %1252 : i64 to !llvm.ptr<3>
          %1254 = llvm.getelementptr %1253[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1255 = llvm.load volatile %1254 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1256 = arith.extui %1242 : i32 to i64
          %1257 = llvm.inttoptr %1256 : i64 to !llvm.ptr<3>
          %1258 = llvm.getelementptr %1257[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1259 = llvm.load volatile %1258 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1260 = arith.extui %1242 : i32 to i64
          %1261 = llvm.inttoptr %1260 : i64 to !llvm.ptr<3>
          %1262 = llvm.getelementptr %1261[8512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1263 = llvm.load volatile %1262 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1264 = arith.extui %1242 : i32 to i64
          %1265 = llvm.inttoptr %1264 : i64 to !llvm.ptr<3>
          %1266 = llvm.getelementptr %1265[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1267 = llvm.load volatile %1266 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1268 = arith.extui %1242 : i32 to i64
          %1269 = llvm.inttoptr %1268 : i64 to !llvm.ptr<3>
          %1270 = llvm.getelementptr %1269[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1271 = llvm.load volatile %1270 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1272 = arith.extui %1242 : i32 to i64
          %1273 = llvm.inttoptr %1272 : i64 to !llvm.ptr<3>
          %1274 = llvm.getelementptr %1273[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1275 = llvm.load volatile %1274 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1276 = arith.extui %1242 : i32 to i64
          %1277 = llvm.inttoptr %1276 : i64 to !llvm.ptr<3>
          %1278 = llvm.getelementptr %1277[8640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1279 = llvm.load volatile %1278 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1280 = arith.extui %1251 : i32 to i64
          %1281 = arith.extui %1255 : i32 to i64
          %c32_i64_277 = arith.constant 32 : i64
          %1282 = arith.shli %1281, %c32_i64_277 : i64
          %1283 = arith.ori %1280, %1282 : i64
          %1284 = arith.extui %1259 : i32 to i64
          %1285 = arith.extui %1263 : i32 to i64
          %c32_i64_278 = arith.constant 32 : i64
          %1286 = arith.shli %1285, %c32_i64_278 : i64
          %1287 = arith.ori %1284, %1286 : i64
          %1288 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1283, %1175, %1245, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1289 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1287, %1175, %1246, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1290 = arith.extui %1267 : i32 to i64
          %1291 = arith.extui %1271 : i32 to i64
          %c32_i64_279 = arith.constant 32 : i64
          %1292 = arith.shli %1291, %c32_i64_279 : i64
          %1293 = arith.ori %1290, %1292 : i64
          %1294 = arith.extui %1275 : i32 to i64
          %1295 = arith.extui %1279 : i32 to i64
          %c32_i64_280 = arith.constant 32 : i64
          %1296 = arith.shli %1295, %c32_i64_280 : i64
          %1297 = arith.ori %1294, %1296 : i64
          %1298 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1293, %1175, %1247, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1299 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1297, %1175, %1248, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1300 = arith.mulf %1288, %1244 fastmath<fast> : vector<4xf32>
          %1301 = arith.mulf %1289, %1244 fastmath<fast> : vector<4xf32>
          %1302 = arith.mulf %1298, %1244 fastmath<fast> : vector<4xf32>
          %1303 = arith.mulf %1299, %1244 fastmath<fast> : vector<4xf32>
          %c16_281 = arith.constant 16 : index
          %1304 = arith.remui %25, %c16_281 : index
          %c16_282 = arith.constant 16 : index
          %1305 = arith.divui %25, %c16_282 : index
          %c4_283 = arith.constant 4 : index
          %1306 = arith.muli %1305, %c4_283 : index
          %c36 = arith.constant 36 : index
          %1307 = arith.muli %1304, %c36 : index
          %1308 = arith.addi %1307, %1306 : index
          %c4_284 = arith.constant 4 : index
          %1309 = arith.muli %1308, %c4_284 : index
          %c8_285 = arith.constant 8 : index
          %1310 = arith.divui %25, %c8_285 : index
          %c8_286 = arith.constant 8 : index
          %1311 = arith.remui %25, %c8_286 : index
          %c4_287 = arith.constant 4 : index
          %1312 = arith.muli %1311, %c4_287 : index
          %c36_288 = arith.constant 36 : index
          %1313 = arith.muli %1310, %c36_288 : index
          %1314 = arith.addi %1313, %1312 : index
          %c4_289 = arith.constant 4 : index
          %1315 = arith.muli %1314, %c4_289 : index
          %c2304 = arith.constant 2304 : index
          %1316 = arith.muli %24, %c2304 : index
          %1317 = arith.addi %58, %1316 : index
          %1318 = arith.addi %1317, %1309 : index
          %1319 = arith.index_cast %1318 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_290 = arith.constant 0 : i32
          %1320 = arith.addi %1319, %c0_i32_290 : i32
          %1321 = vector.bitcast %1300 : vector<4xf32> to vector<16xi8>
          %1322 = arith.subi %1320, %5 : i32
          %c0_i32_291 = arith.constant 0 : i32
          %1323 = arith.addi %1322, %c0_i32_291 : i32
          %1324 = fly.make_int_tuple(%1323) : (i32) -> !fly.int_tuple<?>
          %1325 = fly.add_offset(%4, %1324) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1321, %1325) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_292 = arith.constant 64 : i32
          %1326 = arith.addi %1319, %c64_i32_292 : i32
          %1327 = vector.bitcast %1301 : vector<4xf32> to vector<16xi8>
          %1328 = arith.subi %1326, %5 : i32
          %c0_i32_293 = arith.constant 0 : i32
          %1329 = arith.addi %1328, %c0_i32_293 : i32
          %1330 = fly.make_int_tuple(%1329) : (i32) -> !fly.int_tuple<?>
          %1331 = fly.add_offset(%4, %1330) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1327, %1331) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1332 = arith.addi %1317, %1315 : index
          %1333 = arith.index_cast %1332 : index to i32
          %1334 = arith.subi %1333, %5 : i32
          %c0_i32_294 = arith.constant 0 : i32
          %1335 = arith.addi %1334, %c0_i32_294 : i32
          %1336 = fly.make_int_tuple(%1335) : (i32) -> !fly.int_tuple<?>
          %1337 = fly.add_offset(%4, %1336) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1338 = fly.ptr.load(%1337) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1339 = vector.bitcast %1338 : vector<16xi8> to vector<4xi32>
          %1340 = arith.subi %1333, %5 : i32
          %c1152_i32 = arith.constant 1152 : i32
          %1341 = arith.addi %1340, %c1152_i32 : i32
          %1342 = fly.make_int_tuple(%1341) : (i32) -> !fly.int_tuple<?>
          %1343 = fly.add_offset(%4, %1342) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1344 = fly.ptr.load(%1343) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1345 = vector.bitcast %1344 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1346 = arith.addi %1225, %1310 : index
          %c0_295 = arith.constant 0 : index
          %1347 = arith.addi %1312, %c0_295 : index
          %c512 = arith.constant 512 : index
          %1348 = arith.muli %1346, %c512 : index
          %1349 = arith.addi %1348, %1347 : index
          %c4_296 = arith.constant 4 : index
          %1350 = arith.muli %1349, %c4_296 : index
          %1351 = vector.bitcast %1339 : vector<4xi32> to vector<4xi32>
          %1352 = arith.index_cast %1350 : index to i32
          %c0_i32_297 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1351, %20, %1352, %c0_i32_297, 0 : vector<4xi32>
          %c8_298 = arith.constant 8 : index
          %1353 = arith.addi %1346, %c8_298 : index
          %c512_299 = arith.constant 512 : index
          %1354 = arith.muli %1353, %c512_299 : index
          %1355 = arith.addi %1354, %1347 : index
          %c4_300 = arith.constant 4 : index
          %1356 = arith.muli %1355, %c4_300 : index
          %1357 = vector.bitcast %1345 : vector<4xi32> to vector<4xi32>
          %1358 = arith.index_cast %1356 : index to i32
          %c0_i32_301 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1357, %20, %1358, %c0_i32_301, 0 : vector<4xi32>
          %c16_302 = arith.constant 16 : index
          %1359 = arith.remui %25, %c16_302 : index
          %c16_303 = arith.constant 16 : index
          %1360 = arith.divui %25, %c16_303 : index
          %c4_304 = arith.constant 4 : index
          %1361 = arith.muli %1360, %c4_304 : index
          %c36_305 = arith.constant 36 : index
          %1362 = arith.muli %1359, %c36_305 : index
          %1363 = arith.addi %1362, %1361 : index
          %c4_306 = arith.constant 4 : index
          %1364 = arith.muli %1363, %c4_306 : index
          %c8_307 = arith.constant 8 : index
          %1365 = arith.divui %25, %c8_307 : index
          %c8_308 = arith.constant 8 : index
          %1366 = arith.remui %25, %c8_308 : index
          %c4_309 = arith.constant 4 : index
          %1367 = arith.muli %1366, %c4_309 : index
          %c36_310 = arith.constant 36 : index
          %1368 = arith.muli %1365, %c36_310 : index
          %1369 = arith.addi %1368, %1367 : index
          %c4_311 = arith.constant 4 : index
          %1370 = arith.muli %1369, %c4_311 : index
          %c2304_312 = arith.constant 2304 : index
          %1371 = arith.muli %24, %c2304_312 : index
          %1372 = arith.addi %58, %1371 : index
          %1373 = arith.addi %1372, %1364 : index
          %1374 = arith.index_cast %1373 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_313 = arith.constant 0 : i32
          %1375 = arith.addi %1374, %c0_i32_313 : i32
          %1376 = vector.bitcast %1302 : vector<4xf32> to vector<16xi8>
          %1377 = arith.subi %1375, %5 : i32
          %c0_i32_314 = arith.constant 0 : i32
          %1378 = arith.addi %1377, %c0_i32_314 : i32
          %1379 = fly.make_int_tuple(%1378) : (i32) -> !fly.int_tuple<?>
          %1380 = fly.add_offset(%4, %1379) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1376, %1380) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_315 = arith.constant 64 : i32
          %1381 = arith.addi %1374, %c64_i32_315 : i32
          %1382 = vector.bitcast %1303 : vector<4xf32> to vector<16xi8>
          %1383 = arith.subi %1381, %5 : i32
          %c0_i32_316 = arith.constant 0 : i32
          %1384 = arith.addi %1383, %c0_i32_316 : i32
          %1385 = fly.make_int_tuple(%1384) : (i32) -> !fly.int_tuple<?>
          %1386 = fly.add_offset(%4, %1385) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1382, %1386) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1387 = arith.addi %1372, %1370 : index
          %1388 = arith.index_cast %1387 : index to i32
          %1389 = arith.subi %1388, %5 : i32
          %c0_i32_317 = arith.constant 0 : i32
          %1390 = arith.addi %1389, %c0_i32_317 : i32
          %1391 = fly.make_int_tuple(%1390) : (i32) -> !fly.int_tuple<?>
          %1392 = fly.add_offset(%4, %1391) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1393 = fly.ptr.load(%1392) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1394 = vector.bitcast %1393 : vector<16xi8> to vector<4xi32>
          %1395 = arith.subi %1388, %5 : i32
          %c1152_i32_318 = arith.constant 1152 : i32
          %1396 = arith.addi %1395, %c1152_i32_318 : i32
          %1397 = fly.make_int_tuple(%1396) : (i32) -> !fly.int_tuple<?>
          %1398 = fly.add_offset(%4, %1397) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1399 = fly.ptr.load(%1398) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1400 = vector.bitcast %1399 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1401 = arith.addi %1225, %1365 : index
          %c32_319 = arith.constant 32 : index
          %1402 = arith.addi %1367, %c32_319 : index
          %c512_320 = arith.constant 512 : index
          %1403 = arith.muli %1401, %c512_320 : index
          %1404 = arith.addi %1403, %1402 : index
          %c4_321 = arith.constant 4 : index
          %1405 = arith.muli %1404, %c4_321 : index
          %1406 = vector.bitcast %1394 : vector<4xi32> to vector<4xi32>
          %1407 = arith.index_cast %1405 : index to i32
          %c0_i32_322 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1406, %20, %1407, %c0_i32_322, 0 : vector<4xi32>
          %c8_323 = arith.constant 8 : index
          %1408 = arith.addi %1401, %c8_323 : index
          %c512_324 = arith.constant 512 : index
          %1409 = arith.muli %1408, %c512_324 : index
          %1410 = arith.addi %1409, %1402 : index
          %c4_325 = arith.constant 4 : index
          %1411 = arith.muli %1410, %c4_325 : index
          %1412 = vector.bitcast %1400 : vector<4xi32> to vector<4xi32>
          %1413 = arith.index_cast %1411 : index to i32
          %c0_i32_326 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1412, %20, %1413, %c0_i32_326, 0 : vector<4xi32>
          %1414 = arith.mulf %805#6, %1243 fastmath<fast> : vector<4xf32>
          %1415 = arith.mulf %805#7, %1243 fastmath<fast> : vector<4xf32>
          %1416 = arith.mulf %805#8, %1243 fastmath<fast> : vector<4xf32>
          %1417 = arith.mulf %805#9, %1243 fastmath<fast> : vector<4xf32>
          %1418 = arith.extui %1242 : i32 to i64
          %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr<3>
          %1420 = llvm.getelementptr %1419[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1421 = llvm.load volatile %1420 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1422 = arith.extui %1242 : i32 to i64
          %1423 = llvm.inttoptr %1422 : i64 to !llvm.ptr<3>
          %1424 = llvm.getelementptr %1423[8704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1425 = llvm.load volatile %1424 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1426 = arith.extui %1242 : i32 to i64
          %1427 = llvm.inttoptr %1426 : i64 to !llvm.ptr<3>
          %1428 = llvm.getelementptr %1427[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1429 = llvm.load volatile %1428 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1430 = arith.extui %1242 : i32 to i64
          %1431 = llvm.inttoptr %1430 : i64 to !llvm.ptr<3>
          %1432 = llvm.getelementptr %1431[8768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1433 = llvm.load volatile %1432 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1434 = arith.extui %1242 : i32 to i64
          %1435 = llvm.inttoptr %1434 : i64 to !llvm.ptr<3>
          %1436 = llvm.getelementptr %1435[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1437 = llvm.load volatile %1436 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1438 = arith.extui %1242 : i32 to i64
          %1439 = llvm.inttoptr %1438 : i64 to !llvm.ptr<3>
          %1440 = llvm.getelementptr %1439[8832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1441 = llvm.load volatile %1440 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1442 = arith.extui %1242 : i32 to i64
          %1443 = llvm.inttoptr %1442 : i64 to !llvm.ptr<3>
          %1444 = llvm.getelementptr %1443[448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1445 = llvm.load volatile %1444 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1446 = arith.extui %1242 : i32 to i64
          %1447 = llvm.inttoptr %1446 : i64 to !llvm.ptr<3>
          %1448 = llvm.getelementptr %1447[8896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1449 = llvm.load volatile %1448 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1450 = arith.extui %1421 : i32 to i64
          %1451 = arith.extui %1425 : i32 to i64
          %c32_i64_327 = arith.constant 32 : i64
          %1452 = arith.shli %1451, %c32_i64_327 : i64
          %1453 = arith.ori %1450, %1452 : i64
          %1454 = arith.extui %1429 : i32 to i64
          %1455 = arith.extui %1433 : i32 to i64
          %c32_i64_328 = arith.constant 32 : i64
          %1456 = arith.shli %1455, %c32_i64_328 : i64
          %1457 = arith.ori %1454, %1456 : i64
          %1458 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1453, %1175, %1414, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1459 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1457, %1175, %1415, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1460 = arith.extui %1437 : i32 to i64
          %1461 = arith.extui %1441 : i32 to i64
          %c32_i64_329 = arith.constant 32 : i64
          %1462 = arith.shli %1461, %c32_i64_329 : i64
          %1463 = arith.ori %1460, %1462 : i64
          %1464 = arith.extui %1445 : i32 to i64
          %1465 = arith.extui %1449 : i32 to i64
          %c32_i64_330 = arith.constant 32 : i64
          %1466 = arith.shli %1465, %c32_i64_330 : i64
          %1467 = arith.ori %1464, %1466 : i64
          %1468 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1463, %1175, %1416, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1469 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1467, %1175, %1417, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1470 = arith.mulf %1458, %1244 fastmath<fast> : vector<4xf32>
          %1471 = arith.mulf %1459, %1244 fastmath<fast> : vector<4xf32>
          %1472 = arith.mulf %1468, %1244 fastmath<fast> : vector<4xf32>
          %1473 = arith.mulf %1469, %1244 fastmath<fast> : vector<4xf32>
          %c16_331 = arith.constant 16 : index
          %1474 = arith.remui %25, %c16_331 : index
          %c16_332 = arith.constant 16 : index
          %1475 = arith.divui %25, %c16_332 : index
          %c4_333 = arith.constant 4 : index
          %1476 = arith.muli %1475, %c4_333 : index
          %c36_334 = arith.constant 36 : index
          %1477 = arith.muli %1474, %c36_334 : index
          %1478 = arith.addi %1477, %1476 : index
          %c4_335 = arith.constant 4 : index
          %1479 = arith.muli %1478, %c4_335 : index
          %c8_336 = arith.constant 8 : index
          %1480 = arith.divui %25, %c8_336 : index
          %c8_337 = arith.constant 8 : index
          %1481 = arith.remui %25, %c8_337 : index
          %c4_338 = arith.constant 4 : index
          %1482 = arith.muli %1481, %c4_338 : index
          %c36_339 = arith.constant 36 : index
          %1483 = arith.muli %1480, %c36_339 : index
          %1484 = arith.addi %1483, %1482 : index
          %c4_340 = arith.constant 4 : index
          %1485 = arith.muli %1484, %c4_340 : index
          %c2304_341 = arith.constant 2304 : index
          %1486 = arith.muli %24, %c2304_341 : index
          %1487 = arith.addi %58, %1486 : index
          %1488 = arith.addi %1487, %1479 : index
          %1489 = arith.index_cast %1488 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_342 = arith.constant 0 : i32
          %1490 = arith.addi %1489, %c0_i32_342 : i32
          %1491 = vector.bitcast %1470 : vector<4xf32> to vector<16xi8>
          %1492 = arith.subi %1490, %5 : i32
          %c0_i32_343 = arith.constant 0 : i32
          %1493 = arith.addi %1492, %c0_i32_343 : i32
          %1494 = fly.make_int_tuple(%1493) : (i32) -> !fly.int_tuple<?>
          %1495 = fly.add_offset(%4, %1494) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1491, %1495) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_344 = arith.constant 64 : i32
          %1496 = arith.addi %1489, %c64_i32_344 : i32
          %1497 = vector.bitcast %1471 : vector<4xf32> to vector<16xi8>
          %1498 = arith.subi %1496, %5 : i32
          %c0_i32_345 = arith.constant 0 : i32
          %1499 = arith.addi %1498, %c0_i32_345 : i32
          %1500 = fly.make_int_tuple(%1499) : (i32) -> !fly.int_tuple<?>
          %1501 = fly.add_offset(%4, %1500) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1497, %1501) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1502 = arith.addi %1487, %1485 : index
          %1503 = arith.index_cast %1502 : index to i32
          %1504 = arith.subi %1503, %5 : i32
          %c0_i32_346 = arith.constant 0 : i32
          %1505 = arith.addi %1504, %c0_i32_346 : i32
          %1506 = fly.make_int_tuple(%1505) : (i32) -> !fly.int_tuple<?>
          %1507 = fly.add_offset(%4, %1506) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1508 = fly.ptr.load(%1507) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1509 = vector.bitcast %1508 : vector<16xi8> to vector<4xi32>
          %1510 = arith.subi %1503, %5 : i32
          %c1152_i32_347 = arith.constant 1152 : i32
          %1511 = arith.addi %1510, %c1152_i32_347 : i32
          %1512 = fly.make_int_tuple(%1511) : (i32) -> !fly.int_tuple<?>
          %1513 = fly.add_offset(%4, %1512) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1514 = fly.ptr.load(%1513) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1515 = vector.bitcast %1514 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1516 = arith.addi %1225, %1480 : index
          %c64_348 = arith.constant 64 : index
          %1517 = arith.addi %1482, %c64_348 : index
          %c512_349 = arith.constant 512 : index
          %1518 = arith.muli %1516, %c512_349 : index
          %1519 = arith.addi %1518, %1517 : index
          %c4_350 = arith.constant 4 : index
          %1520 = arith.muli %1519, %c4_350 : index
          %1521 = vector.bitcast %1509 : vector<4xi32> to vector<4xi32>
          %1522 = arith.index_cast %1520 : index to i32
          %c0_i32_351 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1521, %20, %1522, %c0_i32_351, 0 : vector<4xi32>
          %c8_352 = arith.constant 8 : index
          %1523 = arith.addi %1516, %c8_352 : index
          %c512_353 = arith.constant 512 : index
          %1524 = arith.muli %1523, %c512_353 : index
          %1525 = arith.addi %1524, %1517 : index
          %c4_354 = arith.constant 4 : index
          %1526 = arith.muli %1525, %c4_354 : index
          %1527 = vector.bitcast %1515 : vector<4xi32> to vector<4xi32>
          %1528 = arith.index_cast %1526 : index to i32
          %c0_i32_355 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1527, %20, %1528, %c0_i32_355, 0 : vector<4xi32>
          %c16_356 = arith.constant 16 : index
          %1529 = arith.remui %25, %c16_356 : index
          %c16_357 = arith.constant 16 : index
          %1530 = arith.divui %25, %c16_357 : index
          %c4_358 = arith.constant 4 : index
          %1531 = arith.muli %1530, %c4_358 : index
          %c36_359 = arith.constant 36 : index
          %1532 = arith.muli %1529, %c36_359 : index
          %1533 = arith.addi %1532, %1531 : index
          %c4_360 = arith.constant 4 : index
          %1534 = arith.muli %1533, %c4_360 : index
          %c8_361 = arith.constant 8 : index
          %1535 = arith.divui %25, %c8_361 : index
          %c8_362 = arith.constant 8 : index
          %1536 = arith.remui %25, %c8_362 : index
          %c4_363 = arith.constant 4 : index
          %1537 = arith.muli %1536, %c4_363 : index
          %c36_364 = arith.constant 36 : index
          %1538 = arith.muli %1535, %c36_364 : index
          %1539 = arith.addi %1538, %1537 : index
          %c4_365 = arith.constant 4 : index
          %1540 = arith.muli %1539, %c4_365 : index
          %c2304_366 = arith.constant 2304 : index
          %1541 = arith.muli %24, %c2304_366 : index
          %1542 = arith.addi %58, %1541 : index
          %1543 = arith.addi %1542, %1534 : index
          %1544 = arith.index_cast %1543 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_367 = arith.constant 0 : i32
          %1545 = arith.addi %1544, %c0_i32_367 : i32
          %1546 = vector.bitcast %1472 : vector<4xf32> to vector<16xi8>
          %1547 = arith.subi %1545, %5 : i32
          %c0_i32_368 = arith.constant 0 : i32
          %1548 = arith.addi %1547, %c0_i32_368 : i32
          %1549 = fly.make_int_tuple(%1548) : (i32) -> !fly.int_tuple<?>
          %1550 = fly.add_offset(%4, %1549) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1546, %1550) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_369 = arith.constant 64 : i32
          %1551 = arith.addi %1544, %c64_i32_369 : i32
          %1552 = vector.bitcast %1473 : vector<4xf32> to vector<16xi8>
          %1553 = arith.subi %1551, %5 : i32
          %c0_i32_370 = arith.constant 0 : i32
          %1554 = arith.addi %1553, %c0_i32_370 : i32
          %1555 = fly.make_int_tuple(%1554) : (i32) -> !fly.int_tuple<?>
          %1556 = fly.add_offset(%4, %1555) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1552, %1556) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1557 = arith.addi %1542, %1540 : index
          %1558 = arith.index_cast %1557 : index to i32
          %1559 = arith.subi %1558, %5 : i32
          %c0_i32_371 = arith.constant 0 : i32
          %1560 = arith.addi %1559, %c0_i32_371 : i32
          %1561 = fly.make_int_tuple(%1560) : (i32) -> !fly.int_tuple<?>
          %1562 = fly.add_offset(%4, %1561) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1563 = fly.ptr.load(%1562) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1564 = vector.bitcast %1563 : vector<16xi8> to vector<4xi32>
          %1565 = arith.subi %1558, %5 : i32
          %c1152_i32_372 = arith.constant 1152 : i32
          %1566 = arith.addi %1565, %c1152_i32_372 : i32
          %1567 = fly.make_int_tuple(%1566) : (i32) -> !fly.int_tuple<?>
          %1568 = fly.add_offset(%4, %1567) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1569 = fly.ptr.load(%1568) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1570 = vector.bitcast %1569 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1571 = arith.addi %1225, %1535 : index
          %c96_373 = arith.constant 96 : index
          %1572 = arith.addi %1537, %c96_373 : index
          %c512_374 = arith.constant 512 : index
          %1573 = arith.muli %1571, %c512_374 : index
          %1574 = arith.addi %1573, %1572 : index
          %c4_375 = arith.constant 4 : index
          %1575 = arith.muli %1574, %c4_375 : index
          %1576 = vector.bitcast %1564 : vector<4xi32> to vector<4xi32>
          %1577 = arith.index_cast %1575 : index to i32
          %c0_i32_376 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1576, %20, %1577, %c0_i32_376, 0 : vector<4xi32>
          %c8_377 = arith.constant 8 : index
          %1578 = arith.addi %1571, %c8_377 : index
          %c512_378 = arith.constant 512 : index
          %1579 = arith.muli %1578, %c512_378 : index
          %1580 = arith.addi %1579, %1572 : index
          %c4_379 = arith.constant 4 : index
          %1581 = arith.muli %1580, %c4_379 : index
          %1582 = vector.bitcast %1570 : vector<4xi32> to vector<4xi32>
          %1583 = arith.index_cast %1581 : index to i32
          %c0_i32_380 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1582, %20, %1583, %c0_i32_380, 0 : vector<4xi32>
          %1584 = arith.mulf %805#10, %1243 fastmath<fast> : vector<4xf32>
          %1585 = arith.mulf %805#11, %1243 fastmath<fast> : vector<4xf32>
          %1586 = arith.mulf %805#12, %1243 fastmath<fast> : vector<4xf32>
          %1587 = arith.mulf %805#13, %1243 fastmath<fast> : vector<4xf32>
          %1588 = arith.extui %1242 : i32 to i64
          %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr<3>
          %1590 = llvm.getelementptr %1589[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1591 = llvm.load volatile %1590 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1592 = arith.extui %1242 : i32 to i64
          %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr<3>
          %1594 = llvm.getelementptr %1593[8960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1595 = llvm.load volatile %1594 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1596 = arith.extui %1242 : i32 to i64
          %1597 = llvm.inttoptr %1596 : i64 to !llvm.ptr<3>
          %1598 = llvm.getelementptr %1597[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1599 = llvm.load volatile %1598 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1600 = arith.extui %1242 : i32 to i64
          %1601 = llvm.inttoptr %1600 : i64 to !llvm.ptr<3>
          %1602 = llvm.getelementptr %1601[9024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1603 = llvm.load volatile %1602 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1604 = arith.extui %1242 : i32 to i64
          %1605 = llvm.inttoptr %1604 : i64 to !llvm.ptr<3>
          %1606 = llvm.getelementptr %1605[640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1607 = llvm.load volatile %1606 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1608 = arith.extui %1242 : i32 to i64
          %1609 = llvm.inttoptr %1608 : i64 to !llvm.ptr<3>
          %1610 = llvm.getelementptr %1609[9088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1611 = llvm.load volatile %1610 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1612 = arith.extui %1242 : i32 to i64
          %1613 = llvm.inttoptr %1612 : i64 to !llvm.ptr<3>
          %1614 = llvm.getelementptr %1613[704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1615 = llvm.load volatile %1614 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1616 = arith.extui %1242 : i32 to i64
          %1617 = llvm.inttoptr %1616 : i64 to !llvm.ptr<3>
          %1618 = llvm.getelementptr %1617[9152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1619 = llvm.load volatile %1618 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1620 = arith.extui %1591 : i32 to i64
          %1621 = arith.extui %1595 : i32 to i64
          %c32_i64_381 = arith.constant 32 : i64
          %1622 = arith.shli %1621, %c32_i64_381 : i64
          %1623 = arith.ori %1620, %1622 : i64
          %1624 = arith.extui %1599 : i32 to i64
          %1625 = arith.extui %1603 : i32 to i64
          %c32_i64_382 = arith.constant 32 : i64
          %1626 = arith.shli %1625, %c32_i64_382 : i64
          %1627 = arith.ori %1624, %1626 : i64
          %1628 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1623, %1175, %1584, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1629 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1627, %1175, %1585, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1630 = arith.extui %1607 : i32 to i64
          %1631 = arith.extui %1611 : i32 to i64
          %c32_i64_383 = arith.constant 32 : i64
          %1632 = arith.shli %1631, %c32_i64_383 : i64
          %1633 = arith.ori %1630, %1632 : i64
          %1634 = arith.extui %1615 : i32 to i64
          %1635 = arith.extui %1619 : i32 to i64
          %c32_i64_384 = arith.constant 32 : i64
          %1636 = arith.shli %1635, %c32_i64_384 : i64
          %1637 = arith.ori %1634, %1636 : i64
          %1638 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1633, %1175, %1586, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1639 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1637, %1175, %1587, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1640 = arith.mulf %1628, %1244 fastmath<fast> : vector<4xf32>
          %1641 = arith.mulf %1629, %1244 fastmath<fast> : vector<4xf32>
          %1642 = arith.mulf %1638, %1244 fastmath<fast> : vector<4xf32>
          %1643 = arith.mulf %1639, %1244 fastmath<fast> : vector<4xf32>
          %c16_385 = arith.constant 16 : index
          %1644 = arith.remui %25, %c16_385 : index
          %c16_386 = arith.constant 16 : index
          %1645 = arith.divui %25, %c16_386 : index
          %c4_387 = arith.constant 4 : index
          %1646 = arith.muli %1645, %c4_387 : index
          %c36_388 = arith.constant 36 : index
          %1647 = arith.muli %1644, %c36_388 : index
          %1648 = arith.addi %1647, %1646 : index
          %c4_389 = arith.constant 4 : index
          %1649 = arith.muli %1648, %c4_389 : index
          %c8_390 = arith.constant 8 : index
          %1650 = arith.divui %25, %c8_390 : index
          %c8_391 = arith.constant 8 : index
          %1651 = arith.remui %25, %c8_391 : index
          %c4_392 = arith.constant 4 : index
          %1652 = arith.muli %1651, %c4_392 : index
          %c36_393 = arith.constant 36 : index
          %1653 = arith.muli %1650, %c36_393 : index
          %1654 = arith.addi %1653, %1652 : index
          %c4_394 = arith.constant 4 : index
          %1655 = arith.muli %1654, %c4_394 : index
          %c2304_395 = arith.constant 2304 : index
          %1656 = arith.muli %24, %c2304_395 : index
          %1657 = arith.addi %58, %1656 : index
          %1658 = arith.addi %1657, %1649 : index
          %1659 = arith.index_cast %1658 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_396 = arith.constant 0 : i32
          %1660 = arith.addi %1659, %c0_i32_396 : i32
          %1661 = vector.bitcast %1640 : vector<4xf32> to vector<16xi8>
          %1662 = arith.subi %1660, %5 : i32
          %c0_i32_397 = arith.constant 0 : i32
          %1663 = arith.addi %1662, %c0_i32_397 : i32
          %1664 = fly.make_int_tuple(%1663) : (i32) -> !fly.int_tuple<?>
          %1665 = fly.add_offset(%4, %1664) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1661, %1665) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_398 = arith.constant 64 : i32
          %1666 = arith.addi %1659, %c64_i32_398 : i32
          %1667 = vector.bitcast %1641 : vector<4xf32> to vector<16xi8>
          %1668 = arith.subi %1666, %5 : i32
          %c0_i32_399 = arith.constant 0 : i32
          %1669 = arith.addi %1668, %c0_i32_399 : i32
          %1670 = fly.make_int_tuple(%1669) : (i32) -> !fly.int_tuple<?>
          %1671 = fly.add_offset(%4, %1670) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1667, %1671) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1672 = arith.addi %1657, %1655 : index
          %1673 = arith.index_cast %1672 : index to i32
          %1674 = arith.subi %1673, %5 : i32
          %c0_i32_400 = arith.constant 0 : i32
          %1675 = arith.addi %1674, %c0_i32_400 : i32
          %1676 = fly.make_int_tuple(%1675) : (i32) -> !fly.int_tuple<?>
          %1677 = fly.add_offset(%4, %1676) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1678 = fly.ptr.load(%1677) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1679 = vector.bitcast %1678 : vector<16xi8> to vector<4xi32>
          %1680 = arith.subi %1673, %5 : i32
          %c1152_i32_401 = arith.constant 1152 : i32
          %1681 = arith.addi %1680, %c1152_i32_401 : i32
          %1682 = fly.make_int_tuple(%1681) : (i32) -> !fly.int_tuple<?>
          %1683 = fly.add_offset(%4, %1682) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1684 = fly.ptr.load(%1683) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1685 = vector.bitcast %1684 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1686 = arith.addi %1225, %1650 : index
          %c128_402 = arith.constant 128 : index
          %1687 = arith.addi %1652, %c128_402 : index
          %c512_403 = arith.constant 512 : index
          %1688 = arith.muli %1686, %c512_403 : index
          %1689 = arith.addi %1688, %1687 : index
          %c4_404 = arith.constant 4 : index
          %1690 = arith.muli %1689, %c4_404 : index
          %1691 = vector.bitcast %1679 : vector<4xi32> to vector<4xi32>
          %1692 = arith.index_cast %1690 : index to i32
          %c0_i32_405 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1691, %20, %1692, %c0_i32_405, 0 : vector<4xi32>
          %c8_406 = arith.constant 8 : index
          %1693 = arith.addi %1686, %c8_406 : index
          %c512_407 = arith.constant 512 : index
          %1694 = arith.muli %1693, %c512_407 : index
          %1695 = arith.addi %1694, %1687 : index
          %c4_408 = arith.constant 4 : index
          %1696 = arith.muli %1695, %c4_408 : index
          %1697 = vector.bitcast %1685 : vector<4xi32> to vector<4xi32>
          %1698 = arith.index_cast %1696 : index to i32
          %c0_i32_409 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1697, %20, %1698, %c0_i32_409, 0 : vector<4xi32>
          %c16_410 = arith.constant 16 : index
          %1699 = arith.remui %25, %c16_410 : index
          %c16_411 = arith.constant 16 : index
          %1700 = arith.divui %25, %c16_411 : index
          %c4_412 = arith.constant 4 : index
          %1701 = arith.muli %1700, %c4_412 : index
          %c36_413 = arith.constant 36 : index
          %1702 = arith.muli %1699, %c36_413 : index
          %1703 = arith.addi %1702, %1701 : index
          %c4_414 = arith.constant 4 : index
          %1704 = arith.muli %1703, %c4_414 : index
          %c8_415 = arith.constant 8 : index
          %1705 = arith.divui %25, %c8_415 : index
          %c8_416 = arith.constant 8 : index
          %1706 = arith.remui %25, %c8_416 : index
          %c4_417 = arith.constant 4 : index
          %1707 = arith.muli %1706, %c4_417 : index
          %c36_418 = arith.constant 36 : index
          %1708 = arith.muli %1705, %c36_418 : index
          %1709 = arith.addi %1708, %1707 : index
          %c4_419 = arith.constant 4 : index
          %1710 = arith.muli %1709, %c4_419 : index
          %c2304_420 = arith.constant 2304 : index
          %1711 = arith.muli %24, %c2304_420 : index
          %1712 = arith.addi %58, %1711 : index
          %1713 = arith.addi %1712, %1704 : index
          %1714 = arith.index_cast %1713 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_421 = arith.constant 0 : i32
          %1715 = arith.addi %1714, %c0_i32_421 : i32
          %1716 = vector.bitcast %1642 : vector<4xf32> to vector<16xi8>
          %1717 = arith.subi %1715, %5 : i32
          %c0_i32_422 = arith.constant 0 : i32
          %1718 = arith.addi %1717, %c0_i32_422 : i32
          %1719 = fly.make_int_tuple(%1718) : (i32) -> !fly.int_tuple<?>
          %1720 = fly.add_offset(%4, %1719) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1716, %1720) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_423 = arith.constant 64 : i32
          %1721 = arith.addi %1714, %c64_i32_423 : i32
          %1722 = vector.bitcast %1643 : vector<4xf32> to vector<16xi8>
          %1723 = arith.subi %1721, %5 : i32
          %c0_i32_424 = arith.constant 0 : i32
          %1724 = arith.addi %1723, %c0_i32_424 : i32
          %1725 = fly.make_int_tuple(%1724) : (i32) -> !fly.int_tuple<?>
          %1726 = fly.add_offset(%4, %1725) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1722, %1726) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1727 = arith.addi %1712, %1710 : index
          %1728 = arith.index_cast %1727 : index to i32
          %1729 = arith.subi %1728, %5 : i32
          %c0_i32_425 = arith.constant 0 : i32
          %1730 = arith.addi %1729, %c0_i32_425 : i32
          %1731 = fly.make_int_tuple(%1730) : (i32) -> !fly.int_tuple<?>
          %1732 = fly.add_offset(%4, %1731) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1733 = fly.ptr.load(%1732) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1734 = vector.bitcast %1733 : vector<16xi8> to vector<4xi32>
          %1735 = arith.subi %1728, %5 : i32
          %c1152_i32_426 = arith.constant 1152 : i32
          %1736 = arith.addi %1735, %c1152_i32_426 : i32
          %1737 = fly.make_int_tuple(%1736) : (i32) -> !fly.int_tuple<?>
          %1738 = fly.add_offset(%4, %1737) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1739 = fly.ptr.load(%1738) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1740 = vector.bitcast %1739 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1741 = arith.addi %1225, %1705 : index
          %c160 = arith.constant 160 : index
          %1742 = arith.addi %1707, %c160 : index
          %c512_427 = arith.constant 512 : index
          %1743 = arith.muli %1741, %c512_427 : index
          %1744 = arith.addi %1743, %1742 : index
          %c4_428 = arith.constant 4 : index
          %1745 = arith.muli %1744, %c4_428 : index
          %1746 = vector.bitcast %1734 : vector<4xi32> to vector<4xi32>
          %1747 = arith.index_cast %1745 : index to i32
          %c0_i32_429 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1746, %20, %1747, %c0_i32_429, 0 : vector<4xi32>
          %c8_430 = arith.constant 8 : index
          %1748 = arith.addi %1741, %c8_430 : index
          %c512_431 = arith.constant 512 : index
          %1749 = arith.muli %1748, %c512_431 : index
          %1750 = arith.addi %1749, %1742 : index
          %c4_432 = arith.constant 4 : index
          %1751 = arith.muli %1750, %c4_432 : index
          %1752 = vector.bitcast %1740 : vector<4xi32> to vector<4xi32>
          %1753 = arith.index_cast %1751 : index to i32
          %c0_i32_433 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1752, %20, %1753, %c0_i32_433, 0 : vector<4xi32>
          %1754 = arith.mulf %805#14, %1243 fastmath<fast> : vector<4xf32>
          %1755 = arith.mulf %805#15, %1243 fastmath<fast> : vector<4xf32>
          %1756 = arith.mulf %805#16, %1243 fastmath<fast> : vector<4xf32>
          %1757 = arith.mulf %805#17, %1243 fastmath<fast> : vector<4xf32>
          %1758 = arith.extui %1242 : i32 to i64
          %1759 = llvm.inttoptr %1758 : i64 to !llvm.ptr<3>
          %1760 = llvm.getelementptr %1759[768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1761 = llvm.load volatile %1760 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1762 = arith.extui %1242 : i32 to i64
          %1763 = llvm.inttoptr %1762 : i64 to !llvm.ptr<3>
          %1764 = llvm.getelementptr %1763[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1765 = llvm.load volatile %1764 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1766 = arith.extui %1242 : i32 to i64
          %1767 = llvm.inttoptr %1766 : i64 to !llvm.ptr<3>
          %1768 = llvm.getelementptr %1767[832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1769 = llvm.load volatile %1768 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1770 = arith.extui %1242 : i32 to i64
          %1771 = llvm.inttoptr %1770 : i64 to !llvm.ptr<3>
          %1772 = llvm.getelementptr %1771[9280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1773 = llvm.load volatile %1772 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1774 = arith.extui %1242 : i32 to i64
          %1775 = llvm.inttoptr %1774 : i64 to !llvm.ptr<3>
          %1776 = llvm.getelementptr %1775[896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1777 = llvm.load volatile %1776 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1778 = arith.extui %1242 : i32 to i64
          %1779 = llvm.inttoptr %1778 : i64 to !llvm.ptr<3>
          %1780 = llvm.getelementptr %1779[9344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1781 = llvm.load volatile %1780 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1782 = arith.extui %1242 : i32 to i64
          %1783 = llvm.inttoptr %1782 : i64 to !llvm.ptr<3>
          %1784 = llvm.getelementptr %1783[960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1785 = llvm.load volatile %1784 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1786 = arith.extui %1242 : i32 to i64
          %1787 = llvm.inttoptr %1786 : i64 to !llvm.ptr<3>
          %1788 = llvm.getelementptr %1787[9408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1789 = llvm.load volatile %1788 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1790 = arith.extui %1761 : i32 to i64
          %1791 = arith.extui %1765 : i32 to i64
          %c32_i64_434 = arith.constant 32 : i64
          %1792 = arith.shli %1791, %c32_i64_434 : i64
          %1793 = arith.ori %1790, %1792 : i64
          %1794 = arith.extui %1769 : i32 to i64
          %1795 = arith.extui %1773 : i32 to i64
          %c32_i64_435 = arith.constant 32 : i64
          %1796 = arith.shli %1795, %c32_i64_435 : i64
          %1797 = arith.ori %1794, %1796 : i64
          %1798 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1793, %1175, %1754, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1799 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1797, %1175, %1755, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1800 = arith.extui %1777 : i32 to i64
          %1801 = arith.extui %1781 : i32 to i64
          %c32_i64_436 = arith.constant 32 : i64
          %1802 = arith.shli %1801, %c32_i64_436 : i64
          %1803 = arith.ori %1800, %1802 : i64
          %1804 = arith.extui %1785 : i32 to i64
          %1805 = arith.extui %1789 : i32 to i64
          %c32_i64_437 = arith.constant 32 : i64
          %1806 = arith.shli %1805, %c32_i64_437 : i64
          %1807 = arith.ori %1804, %1806 : i64
          %1808 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1803, %1175, %1756, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1809 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1807, %1175, %1757, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1810 = arith.mulf %1798, %1244 fastmath<fast> : vector<4xf32>
          %1811 = arith.mulf %1799, %1244 fastmath<fast> : vector<4xf32>
          %1812 = arith.mulf %1808, %1244 fastmath<fast> : vector<4xf32>
          %1813 = arith.mulf %1809, %1244 fastmath<fast> : vector<4xf32>
          %c16_438 = arith.constant 16 : index
          %1814 = arith.remui %25, %c16_438 : index
          %c16_439 = arith.constant 16 : index
          %1815 = arith.divui %25, %c16_439 : index
          %c4_440 = arith.constant 4 : index
          %1816 = arith.muli %1815, %c4_440 : index
          %c36_441 = arith.constant 36 : index
          %1817 = arith.muli %1814, %c36_441 : index
          %1818 = arith.addi %1817, %1816 : index
          %c4_442 = arith.constant 4 : index
          %1819 = arith.muli %1818, %c4_442 : index
          %c8_443 = arith.constant 8 : index
          %1820 = arith.divui %25, %c8_443 : index
          %c8_444 = arith.constant 8 : index
          %1821 = arith.remui %25, %c8_444 : index
          %c4_445 = arith.constant 4 : index
          %1822 = arith.muli %1821, %c4_445 : index
          %c36_446 = arith.constant 36 : index
          %1823 = arith.muli %1820, %c36_446 : index
          %1824 = arith.addi %1823, %1822 : index
          %c4_447 = arith.constant 4 : index
          %1825 = arith.muli %1824, %c4_447 : index
          %c2304_448 = arith.constant 2304 : index
          %1826 = arith.muli %24, %c2304_448 : index
          %1827 = arith.addi %58, %1826 : index
          %1828 = arith.addi %1827, %1819 : index
          %1829 = arith.index_cast %1828 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_449 = arith.constant 0 : i32
          %1830 = arith.addi %1829, %c0_i32_449 : i32
          %1831 = vector.bitcast %1810 : vector<4xf32> to vector<16xi8>
          %1832 = arith.subi %1830, %5 : i32
          %c0_i32_450 = arith.constant 0 : i32
          %1833 = arith.addi %1832, %c0_i32_450 : i32
          %1834 = fly.make_int_tuple(%1833) : (i32) -> !fly.int_tuple<?>
          %1835 = fly.add_offset(%4, %1834) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1831, %1835) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_451 = arith.constant 64 : i32
          %1836 = arith.addi %1829, %c64_i32_451 : i32
          %1837 = vector.bitcast %1811 : vector<4xf32> to vector<16xi8>
          %1838 = arith.subi %1836, %5 : i32
          %c0_i32_452 = arith.constant 0 : i32
          %1839 = arith.addi %1838, %c0_i32_452 : i32
          %1840 = fly.make_int_tuple(%1839) : (i32) -> !fly.int_tuple<?>
          %1841 = fly.add_offset(%4, %1840) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1837, %1841) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1842 = arith.addi %1827, %1825 : index
          %1843 = arith.index_cast %1842 : index to i32
          %1844 = arith.subi %1843, %5 : i32
          %c0_i32_453 = arith.constant 0 : i32
          %1845 = arith.addi %1844, %c0_i32_453 : i32
          %1846 = fly.make_int_tuple(%1845) : (i32) -> !fly.int_tuple<?>
          %1847 = fly.add_offset(%4, %1846) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1848 = fly.ptr.load(%1847) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1849 = vector.bitcast %1848 : vector<16xi8> to vector<4xi32>
          %1850 = arith.subi %1843, %5 : i32
          %c1152_i32_454 = arith.constant 1152 : i32
          %1851 = arith.addi %1850, %c1152_i32_454 : i32
          %1852 = fly.make_int_tuple(%1851) : (i32) -> !fly.int_tuple<?>
          %1853 = fly.add_offset(%4, %1852) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1854 = fly.ptr.load(%1853) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1855 = vector.bitcast %1854 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1856 = arith.addi %1225, %1820 : index
          %c192 = arith.constant 192 : index
          %1857 = arith.addi %1822, %c192 : index
          %c512_455 = arith.constant 512 : index
          %1858 = arith.muli %1856, %c512_455 : index
          %1859 = arith.addi %1858, %1857 : index
          %c4_456 = arith.constant 4 : index
          %1860 = arith.muli %1859, %c4_456 : index
          %1861 = vector.bitcast %1849 : vector<4xi32> to vector<4xi32>
          %1862 = arith.index_cast %1860 : index to i32
          %c0_i32_457 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1861, %20, %1862, %c0_i32_457, 0 : vector<4xi32>
          %c8_458 = arith.constant 8 : index
          %1863 = arith.addi %1856, %c8_458 : index
          %c512_459 = arith.constant 512 : index
          %1864 = arith.muli %1863, %c512_459 : index
          %1865 = arith.addi %1864, %1857 : index
          %c4_460 = arith.constant 4 : index
          %1866 = arith.muli %1865, %c4_460 : index
          %1867 = vector.bitcast %1855 : vector<4xi32> to vector<4xi32>
          %1868 = arith.index_cast %1866 : index to i32
          %c0_i32_461 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1867, %20, %1868, %c0_i32_461, 0 : vector<4xi32>
          %c16_462 = arith.constant 16 : index
          %1869 = arith.remui %25, %c16_462 : index
          %c16_463 = arith.constant 16 : index
          %1870 = arith.divui %25, %c16_463 : index
          %c4_464 = arith.constant 4 : index
          %1871 = arith.muli %1870, %c4_464 : index
          %c36_465 = arith.constant 36 : index
          %1872 = arith.muli %1869, %c36_465 : index
          %1873 = arith.addi %1872, %1871 : index
          %c4_466 = arith.constant 4 : index
          %1874 = arith.muli %1873, %c4_466 : index
          %c8_467 = arith.constant 8 : index
          %1875 = arith.divui %25, %c8_467 : index
          %c8_468 = arith.constant 8 : index
          %1876 = arith.remui %25, %c8_468 : index
          %c4_469 = arith.constant 4 : index
          %1877 = arith.muli %1876, %c4_469 : index
          %c36_470 = arith.constant 36 : index
          %1878 = arith.muli %1875, %c36_470 : index
          %1879 = arith.addi %1878, %1877 : index
          %c4_471 = arith.constant 4 : index
          %1880 = arith.muli %1879, %c4_471 : index
          %c2304_472 = arith.constant 2304 : index
          %1881 = arith.muli %24, %c2304_472 : index
          %1882 = arith.addi %58, %1881 : index
          %1883 = arith.addi %1882, %1874 : index
          %1884 = arith.index_cast %1883 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_473 = arith.constant 0 : i32
          %1885 = arith.addi %1884, %c0_i32_473 : i32
          %1886 = vector.bitcast %1812 : vector<4xf32> to vector<16xi8>
          %1887 = arith.subi %1885, %5 : i32
          %c0_i32_474 = arith.constant 0 : i32
          %1888 = arith.addi %1887, %c0_i32_474 : i32
          %1889 = fly.make_int_tuple(%1888) : (i32) -> !fly.int_tuple<?>
          %1890 = fly.add_offset(%4, %1889) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1886, %1890) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_475 = arith.constant 64 : i32
          %1891 = arith.addi %1884, %c64_i32_475 : i32
          %1892 = vector.bitcast %1813 : vector<4xf32> to vector<16xi8>
          %1893 = arith.subi %1891, %5 : i32
          %c0_i32_476 = arith.constant 0 : i32
          %1894 = arith.addi %1893, %c0_i32_476 : i32
          %1895 = fly.make_int_tuple(%1894) : (i32) -> !fly.int_tuple<?>
          %1896 = fly.add_offset(%4, %1895) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1892, %1896) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1897 = arith.addi %1882, %1880 : index
          %1898 = arith.index_cast %1897 : index to i32
          %1899 = arith.subi %1898, %5 : i32
          %c0_i32_477 = arith.constant 0 : i32
          %1900 = arith.addi %1899, %c0_i32_477 : i32
          %1901 = fly.make_int_tuple(%1900) : (i32) -> !fly.int_tuple<?>
          %1902 = fly.add_offset(%4, %1901) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1903 = fly.ptr.load(%1902) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1904 = vector.bitcast %1903 : vector<16xi8> to vector<4xi32>
          %1905 = arith.subi %1898, %5 : i32
          %c1152_i32_478 = arith.constant 1152 : i32
          %1906 = arith.addi %1905, %c1152_i32_478 : i32
          %1907 = fly.make_int_tuple(%1906) : (i32) -> !fly.int_tuple<?>
          %1908 = fly.add_offset(%4, %1907) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1909 = fly.ptr.load(%1908) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1910 = vector.bitcast %1909 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1911 = arith.addi %1225, %1875 : index
          %c224 = arith.constant 224 : index
          %1912 = arith.addi %1877, %c224 : index
          %c512_479 = arith.constant 512 : index
          %1913 = arith.muli %1911, %c512_479 : index
          %1914 = arith.addi %1913, %1912 : index
          %c4_480 = arith.constant 4 : index
          %1915 = arith.muli %1914, %c4_480 : index
          %1916 = vector.bitcast %1904 : vector<4xi32> to vector<4xi32>
          %1917 = arith.index_cast %1915 : index to i32
          %c0_i32_481 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1916, %20, %1917, %c0_i32_481, 0 : vector<4xi32>
          %c8_482 = arith.constant 8 : index
          %1918 = arith.addi %1911, %c8_482 : index
          %c512_483 = arith.constant 512 : index
          %1919 = arith.muli %1918, %c512_483 : index
          %1920 = arith.addi %1919, %1912 : index
          %c4_484 = arith.constant 4 : index
          %1921 = arith.muli %1920, %c4_484 : index
          %1922 = vector.bitcast %1910 : vector<4xi32> to vector<4xi32>
          %1923 = arith.index_cast %1921 : index to i32
          %c0_i32_485 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1922, %20, %1923, %c0_i32_485, 0 : vector<4xi32>
          %1924 = arith.mulf %805#18, %1243 fastmath<fast> : vector<4xf32>
          %1925 = arith.mulf %805#19, %1243 fastmath<fast> : vector<4xf32>
          %1926 = arith.mulf %805#20, %1243 fastmath<fast> : vector<4xf32>
          %1927 = arith.mulf %805#21, %1243 fastmath<fast> : vector<4xf32>
          %1928 = arith.extui %1242 : i32 to i64
          %1929 = llvm.inttoptr %1928 : i64 to !llvm.ptr<3>
          %1930 = llvm.getelementptr %1929[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1931 = llvm.load volatile %1930 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1932 = arith.extui %1242 : i32 to i64
          %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr<3>
          %1934 = llvm.getelementptr %1933[9472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1935 = llvm.load volatile %1934 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1936 = arith.extui %1242 : i32 to i64
          %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr<3>
          %1938 = llvm.getelementptr %1937[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1939 = llvm.load volatile %1938 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1940 = arith.extui %1242 : i32 to i64
          %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr<3>
          %1942 = llvm.getelementptr %1941[9536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1943 = llvm.load volatile %1942 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1944 = arith.extui %1242 : i32 to i64
          %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr<3>
          %1946 = llvm.getelementptr %1945[1152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1947 = llvm.load volatile %1946 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1948 = arith.extui %1242 : i32 to i64
          %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr<3>
          %1950 = llvm.getelementptr %1949[9600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1951 = llvm.load volatile %1950 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1952 = arith.extui %1242 : i32 to i64
          %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr<3>
          %1954 = llvm.getelementptr %1953[1216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1955 = llvm.load volatile %1954 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1956 = arith.extui %1242 : i32 to i64
          %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr<3>
          %1958 = llvm.getelementptr %1957[9664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1959 = llvm.load volatile %1958 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1960 = arith.extui %1931 : i32 to i64
          %1961 = arith.extui %1935 : i32 to i64
          %c32_i64_486 = arith.constant 32 : i64
          %1962 = arith.shli %1961, %c32_i64_486 : i64
          %1963 = arith.ori %1960, %1962 : i64
          %1964 = arith.extui %1939 : i32 to i64
          %1965 = arith.extui %1943 : i32 to i64
          %c32_i64_487 = arith.constant 32 : i64
          %1966 = arith.shli %1965, %c32_i64_487 : i64
          %1967 = arith.ori %1964, %1966 : i64
          %1968 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1963, %1175, %1924, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1969 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1967, %1175, %1925, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1970 = arith.extui %1947 : i32 to i64
          %1971 = arith.extui %1951 : i32 to i64
          %c32_i64_488 = arith.constant 32 : i64
          %1972 = arith.shli %1971, %c32_i64_488 : i64
          %1973 = arith.ori %1970, %1972 : i64
          %1974 = arith.extui %1955 : i32 to i64
          %1975 = arith.extui %1959 : i32 to i64
          %c32_i64_489 = arith.constant 32 : i64
          %1976 = arith.shli %1975, %c32_i64_489 : i64
          %1977 = arith.ori %1974, %1976 : i64
          %1978 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1973, %1175, %1926, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1979 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1977, %1175, %1927, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1980 = arith.mulf %1968, %1244 fastmath<fast> : vector<4xf32>
          %1981 = arith.mulf %1969, %1244 fastmath<fast> : vector<4xf32>
          %1982 = arith.mulf %1978, %1244 fastmath<fast> : vector<4xf32>
          %1983 = arith.mulf %1979, %1244 fastmath<fast> : vector<4xf32>
          %c16_490 = arith.constant 16 : index
          %1984 = arith.remui %25, %c16_490 : index
          %c16_491 = arith.constant 16 : index
          %1985 = arith.divui %25, %c16_491 : index
          %c4_492 = arith.constant 4 : index
          %1986 = arith.muli %1985, %c4_492 : index
          %c36_493 = arith.constant 36 : index
          %1987 = arith.muli %1984, %c36_493 : index
          %1988 = arith.addi %1987, %1986 : index
          %c4_494 = arith.constant 4 : index
          %1989 = arith.muli %1988, %c4_494 : index
          %c8_495 = arith.constant 8 : index
          %1990 = arith.divui %25, %c8_495 : index
          %c8_496 = arith.constant 8 : index
          %1991 = arith.remui %25, %c8_496 : index
          %c4_497 = arith.constant 4 : index
          %1992 = arith.muli %1991, %c4_497 : index
          %c36_498 = arith.constant 36 : index
          %1993 = arith.muli %1990, %c36_498 : index
          %1994 = arith.addi %1993, %1992 : index
          %c4_499 = arith.constant 4 : index
          %1995 = arith.muli %1994, %c4_499 : index
          %c2304_500 = arith.constant 2304 : index
          %1996 = arith.muli %24, %c2304_500 : index
          %1997 = arith.addi %58, %1996 : index
          %1998 = arith.addi %1997, %1989 : index
          %1999 = arith.index_cast %1998 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_501 = arith.constant 0 : i32
          %2000 = arith.addi %1999, %c0_i32_501 : i32
          %2001 = vector.bitcast %1980 : vector<4xf32> to vector<16xi8>
          %2002 = arith.subi %2000, %5 : i32
          %c0_i32_502 = arith.constant 0 : i32
          %2003 = arith.addi %2002, %c0_i32_502 : i32
          %2004 = fly.make_int_tuple(%2003) : (i32) -> !fly.int_tuple<?>
          %2005 = fly.add_offset(%4, %2004) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2001, %2005) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_503 = arith.constant 64 : i32
          %2006 = arith.addi %1999, %c64_i32_503 : i32
          %2007 = vector.bitcast %1981 : vector<4xf32> to vector<16xi8>
          %2008 = arith.subi %2006, %5 : i32
          %c0_i32_504 = arith.constant 0 : i32
          %2009 = arith.addi %2008, %c0_i32_504 : i32
          %2010 = fly.make_int_tuple(%2009) : (i32) -> !fly.int_tuple<?>
          %2011 = fly.add_offset(%4, %2010) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2007, %2011) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2012 = arith.addi %1997, %1995 : index
          %2013 = arith.index_cast %2012 : index to i32
          %2014 = arith.subi %2013, %5 : i32
          %c0_i32_505 = arith.constant 0 : i32
          %2015 = arith.addi %2014, %c0_i32_505 : i32
          %2016 = fly.make_int_tuple(%2015) : (i32) -> !fly.int_tuple<?>
          %2017 = fly.add_offset(%4, %2016) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2018 = fly.ptr.load(%2017) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2019 = vector.bitcast %2018 : vector<16xi8> to vector<4xi32>
          %2020 = arith.subi %2013, %5 : i32
          %c1152_i32_506 = arith.constant 1152 : i32
          %2021 = arith.addi %2020, %c1152_i32_506 : i32
          %2022 = fly.make_int_tuple(%2021) : (i32) -> !fly.int_tuple<?>
          %2023 = fly.add_offset(%4, %2022) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2024 = fly.ptr.load(%2023) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2025 = vector.bitcast %2024 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2026 = arith.addi %1225, %1990 : index
          %c256 = arith.constant 256 : index
          %2027 = arith.addi %1992, %c256 : index
          %c512_507 = arith.constant 512 : index
          %2028 = arith.muli %2026, %c512_507 : index
          %2029 = arith.addi %2028, %2027 : index
          %c4_508 = arith.constant 4 : index
          %2030 = arith.muli %2029, %c4_508 : index
          %2031 = vector.bitcast %2019 : vector<4xi32> to vector<4xi32>
          %2032 = arith.index_cast %2030 : index to i32
          %c0_i32_509 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2031, %20, %2032, %c0_i32_509, 0 : vector<4xi32>
          %c8_510 = arith.constant 8 : index
          %2033 = arith.addi %2026, %c8_510 : index
          %c512_511 = arith.constant 512 : index
          %2034 = arith.muli %2033, %c512_511 : index
          %2035 = arith.addi %2034, %2027 : index
          %c4_512 = arith.constant 4 : index
          %2036 = arith.muli %2035, %c4_512 : index
          %2037 = vector.bitcast %2025 : vector<4xi32> to vector<4xi32>
          %2038 = arith.index_cast %2036 : index to i32
          %c0_i32_513 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2037, %20, %2038, %c0_i32_513, 0 : vector<4xi32>
          %c16_514 = arith.constant 16 : index
          %2039 = arith.remui %25, %c16_514 : index
          %c16_515 = arith.constant 16 : index
          %2040 = arith.divui %25, %c16_515 : index
          %c4_516 = arith.constant 4 : index
          %2041 = arith.muli %2040, %c4_516 : index
          %c36_517 = arith.constant 36 : index
          %2042 = arith.muli %2039, %c36_517 : index
          %2043 = arith.addi %2042, %2041 : index
          %c4_518 = arith.constant 4 : index
          %2044 = arith.muli %2043, %c4_518 : index
          %c8_519 = arith.constant 8 : index
          %2045 = arith.divui %25, %c8_519 : index
          %c8_520 = arith.constant 8 : index
          %2046 = arith.remui %25, %c8_520 : index
          %c4_521 = arith.constant 4 : index
          %2047 = arith.muli %2046, %c4_521 : index
          %c36_522 = arith.constant 36 : index
          %2048 = arith.muli %2045, %c36_522 : index
          %2049 = arith.addi %2048, %2047 : index
          %c4_523 = arith.constant 4 : index
          %2050 = arith.muli %2049, %c4_523 : index
          %c2304_524 = arith.constant 2304 : index
          %2051 = arith.muli %24, %c2304_524 : index
          %2052 = arith.addi %58, %2051 : index
          %2053 = arith.addi %2052, %2044 : index
          %2054 = arith.index_cast %2053 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_525 = arith.constant 0 : i32
          %2055 = arith.addi %2054, %c0_i32_525 : i32
          %2056 = vector.bitcast %1982 : vector<4xf32> to vector<16xi8>
          %2057 = arith.subi %2055, %5 : i32
          %c0_i32_526 = arith.constant 0 : i32
          %2058 = arith.addi %2057, %c0_i32_526 : i32
          %2059 = fly.make_int_tuple(%2058) : (i32) -> !fly.int_tuple<?>
          %2060 = fly.add_offset(%4, %2059) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2056, %2060) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_527 = arith.constant 64 : i32
          %2061 = arith.addi %2054, %c64_i32_527 : i32
          %2062 = vector.bitcast %1983 : vector<4xf32> to vector<16xi8>
          %2063 = arith.subi %2061, %5 : i32
          %c0_i32_528 = arith.constant 0 : i32
          %2064 = arith.addi %2063, %c0_i32_528 : i32
          %2065 = fly.make_int_tuple(%2064) : (i32) -> !fly.int_tuple<?>
          %2066 = fly.add_offset(%4, %2065) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2062, %2066) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2067 = arith.addi %2052, %2050 : index
          %2068 = arith.index_cast %2067 : index to i32
          %2069 = arith.subi %2068, %5 : i32
          %c0_i32_529 = arith.constant 0 : i32
          %2070 = arith.addi %2069, %c0_i32_529 : i32
          %2071 = fly.make_int_tuple(%2070) : (i32) -> !fly.int_tuple<?>
          %2072 = fly.add_offset(%4, %2071) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2073 = fly.ptr.load(%2072) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2074 = vector.bitcast %2073 : vector<16xi8> to vector<4xi32>
          %2075 = arith.subi %2068, %5 : i32
          %c1152_i32_530 = arith.constant 1152 : i32
          %2076 = arith.addi %2075, %c1152_i32_530 : i32
          %2077 = fly.make_int_tuple(%2076) : (i32) -> !fly.int_tuple<?>
          %2078 = fly.add_offset(%4, %2077) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2079 = fly.ptr.load(%2078) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2080 = vector.bitcast %2079 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2081 = arith.addi %1225, %2045 : index
          %c288 = arith.constant 288 : index
          %2082 = arith.addi %2047, %c288 : index
          %c512_531 = arith.constant 512 : index
          %2083 = arith.muli %2081, %c512_531 : index
          %2084 = arith.addi %2083, %2082 : index
          %c4_532 = arith.constant 4 : index
          %2085 = arith.muli %2084, %c4_532 : index
          %2086 = vector.bitcast %2074 : vector<4xi32> to vector<4xi32>
          %2087 = arith.index_cast %2085 : index to i32
          %c0_i32_533 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2086, %20, %2087, %c0_i32_533, 0 : vector<4xi32>
          %c8_534 = arith.constant 8 : index
          %2088 = arith.addi %2081, %c8_534 : index
          %c512_535 = arith.constant 512 : index
          %2089 = arith.muli %2088, %c512_535 : index
          %2090 = arith.addi %2089, %2082 : index
          %c4_536 = arith.constant 4 : index
          %2091 = arith.muli %2090, %c4_536 : index
          %2092 = vector.bitcast %2080 : vector<4xi32> to vector<4xi32>
          %2093 = arith.index_cast %2091 : index to i32
          %c0_i32_537 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2092, %20, %2093, %c0_i32_537, 0 : vector<4xi32>
          %2094 = arith.mulf %805#22, %1243 fastmath<fast> : vector<4xf32>
          %2095 = arith.mulf %805#23, %1243 fastmath<fast> : vector<4xf32>
          %2096 = arith.mulf %805#24, %1243 fastmath<fast> : vector<4xf32>
          %2097 = arith.mulf %805#25, %1243 fastmath<fast> : vector<4xf32>
          %2098 = arith.extui %1242 : i32 to i64
          %2099 = llvm.inttoptr %2098 : i64 to !llvm.ptr<3>
          %2100 = llvm.getelementptr %2099[1280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2101 = llvm.load volatile %2100 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2102 = arith.extui %1242 : i32 to i64
          %2103 = llvm.inttoptr %2102 : i64 to !llvm.ptr<3>
          %2104 = llvm.getelementptr %2103[9728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2105 = llvm.load volatile %2104 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2106 = arith.extui %1242 : i32 to i64
          %2107 = llvm.inttoptr %2106 : i64 to !llvm.ptr<3>
          %2108 = llvm.getelementptr %2107[1344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2109 = llvm.load volatile %2108 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2110 = arith.extui %1242 : i32 to i64
          %2111 = llvm.inttoptr %2110 : i64 to !llvm.ptr<3>
          %2112 = llvm.getelementptr %2111[9792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2113 = llvm.load volatile %2112 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2114 = arith.extui %1242 : i32 to i64
          %2115 = llvm.inttoptr %2114 : i64 to !llvm.ptr<3>
          %2116 = llvm.getelementptr %2115[1408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2117 = llvm.load volatile %2116 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2118 = arith.extui %1242 : i32 to i64
          %2119 = llvm.inttoptr %2118 : i64 to !llvm.ptr<3>
          %2120 = llvm.getelementptr %2119[9856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2121 = llvm.load volatile %2120 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2122 = arith.extui %1242 : i32 to i64
          %2123 = llvm.inttoptr %2122 : i64 to !llvm.ptr<3>
          %2124 = llvm.getelementptr %2123[1472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2125 = llvm.load volatile %2124 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2126 = arith.extui %1242 : i32 to i64
          %2127 = llvm.inttoptr %2126 : i64 to !llvm.ptr<3>
          %2128 = llvm.getelementptr %2127[9920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2129 = llvm.load volatile %2128 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2130 = arith.extui %2101 : i32 to i64
          %2131 = arith.extui %2105 : i32 to i64
          %c32_i64_538 = arith.constant 32 : i64
          %2132 = arith.shli %2131, %c32_i64_538 : i64
          %2133 = arith.ori %2130, %2132 : i64
          %2134 = arith.extui %2109 : i32 to i64
          %2135 = arith.extui %2113 : i32 to i64
          %c32_i64_539 = arith.constant 32 : i64
          %2136 = arith.shli %2135, %c32_i64_539 : i64
          %2137 = arith.ori %2134, %2136 : i64
          %2138 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2133, %1175, %2094, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2139 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2137, %1175, %2095, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2140 = arith.extui %2117 : i32 to i64
          %2141 = arith.extui %2121 : i32 to i64
          %c32_i64_540 = arith.constant 32 : i64
          %2142 = arith.shli %2141, %c32_i64_540 : i64
          %2143 = arith.ori %2140, %2142 : i64
          %2144 = arith.extui %2125 : i32 to i64
          %2145 = arith.extui %2129 : i32 to i64
          %c32_i64_541 = arith.constant 32 : i64
          %2146 = arith.shli %2145, %c32_i64_541 : i64
          %2147 = arith.ori %2144, %2146 : i64
          %2148 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2143, %1175, %2096, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2149 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2147, %1175, %2097, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2150 = arith.mulf %2138, %1244 fastmath<fast> : vector<4xf32>
          %2151 = arith.mulf %2139, %1244 fastmath<fast> : vector<4xf32>
          %2152 = arith.mulf %2148, %1244 fastmath<fast> : vector<4xf32>
          %2153 = arith.mulf %2149, %1244 fastmath<fast> : vector<4xf32>
          %c16_542 = arith.constant 16 : index
          %2154 = arith.remui %25, %c16_542 : index
          %c16_543 = arith.constant 16 : index
          %2155 = arith.divui %25, %c16_543 : index
          %c4_544 = arith.constant 4 : index
          %2156 = arith.muli %2155, %c4_544 : index
          %c36_545 = arith.constant 36 : index
          %2157 = arith.muli %2154, %c36_545 : index
          %2158 = arith.addi %2157, %2156 : index
          %c4_546 = arith.constant 4 : index
          %2159 = arith.muli %2158, %c4_546 : index
          %c8_547 = arith.constant 8 : index
          %2160 = arith.divui %25, %c8_547 : index
          %c8_548 = arith.constant 8 : index
          %2161 = arith.remui %25, %c8_548 : index
          %c4_549 = arith.constant 4 : index
          %2162 = arith.muli %2161, %c4_549 : index
          %c36_550 = arith.constant 36 : index
          %2163 = arith.muli %2160, %c36_550 : index
          %2164 = arith.addi %2163, %2162 : index
          %c4_551 = arith.constant 4 : index
          %2165 = arith.muli %2164, %c4_551 : index
          %c2304_552 = arith.constant 2304 : index
          %2166 = arith.muli %24, %c2304_552 : index
          %2167 = arith.addi %58, %2166 : index
          %2168 = arith.addi %2167, %2159 : index
          %2169 = arith.index_cast %2168 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_553 = arith.constant 0 : i32
          %2170 = arith.addi %2169, %c0_i32_553 : i32
          %2171 = vector.bitcast %2150 : vector<4xf32> to vector<16xi8>
          %2172 = arith.subi %2170, %5 : i32
          %c0_i32_554 = arith.constant 0 : i32
          %2173 = arith.addi %2172, %c0_i32_554 : i32
          %2174 = fly.make_int_tuple(%2173) : (i32) -> !fly.int_tuple<?>
          %2175 = fly.add_offset(%4, %2174) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2171, %2175) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_555 = arith.constant 64 : i32
          %2176 = arith.addi %2169, %c64_i32_555 : i32
          %2177 = vector.bitcast %2151 : vector<4xf32> to vector<16xi8>
          %2178 = arith.subi %2176, %5 : i32
          %c0_i32_556 = arith.constant 0 : i32
          %2179 = arith.addi %2178, %c0_i32_556 : i32
          %2180 = fly.make_int_tuple(%2179) : (i32) -> !fly.int_tuple<?>
          %2181 = fly.add_offset(%4, %2180) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2177, %2181) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2182 = arith.addi %2167, %2165 : index
          %2183 = arith.index_cast %2182 : index to i32
          %2184 = arith.subi %2183, %5 : i32
          %c0_i32_557 = arith.constant 0 : i32
          %2185 = arith.addi %2184, %c0_i32_557 : i32
          %2186 = fly.make_int_tuple(%2185) : (i32) -> !fly.int_tuple<?>
          %2187 = fly.add_offset(%4, %2186) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2188 = fly.ptr.load(%2187) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2189 = vector.bitcast %2188 : vector<16xi8> to vector<4xi32>
          %2190 = arith.subi %2183, %5 : i32
          %c1152_i32_558 = arith.constant 1152 : i32
          %2191 = arith.addi %2190, %c1152_i32_558 : i32
          %2192 = fly.make_int_tuple(%2191) : (i32) -> !fly.int_tuple<?>
          %2193 = fly.add_offset(%4, %2192) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2194 = fly.ptr.load(%2193) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2195 = vector.bitcast %2194 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2196 = arith.addi %1225, %2160 : index
          %c320 = arith.constant 320 : index
          %2197 = arith.addi %2162, %c320 : index
          %c512_559 = arith.constant 512 : index
          %2198 = arith.muli %2196, %c512_559 : index
          %2199 = arith.addi %2198, %2197 : index
          %c4_560 = arith.constant 4 : index
          %2200 = arith.muli %2199, %c4_560 : index
          %2201 = vector.bitcast %2189 : vector<4xi32> to vector<4xi32>
          %2202 = arith.index_cast %2200 : index to i32
          %c0_i32_561 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2201, %20, %2202, %c0_i32_561, 0 : vector<4xi32>
          %c8_562 = arith.constant 8 : index
          %2203 = arith.addi %2196, %c8_562 : index
          %c512_563 = arith.constant 512 : index
          %2204 = arith.muli %2203, %c512_563 : index
          %2205 = arith.addi %2204, %2197 : index
          %c4_564 = arith.constant 4 : index
          %2206 = arith.muli %2205, %c4_564 : index
          %2207 = vector.bitcast %2195 : vector<4xi32> to vector<4xi32>
          %2208 = arith.index_cast %2206 : index to i32
          %c0_i32_565 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2207, %20, %2208, %c0_i32_565, 0 : vector<4xi32>
          %c16_566 = arith.constant 16 : index
          %2209 = arith.remui %25, %c16_566 : index
          %c16_567 = arith.constant 16 : index
          %2210 = arith.divui %25, %c16_567 : index
          %c4_568 = arith.constant 4 : index
          %2211 = arith.muli %2210, %c4_568 : index
          %c36_569 = arith.constant 36 : index
          %2212 = arith.muli %2209, %c36_569 : index
          %2213 = arith.addi %2212, %2211 : index
          %c4_570 = arith.constant 4 : index
          %2214 = arith.muli %2213, %c4_570 : index
          %c8_571 = arith.constant 8 : index
          %2215 = arith.divui %25, %c8_571 : index
          %c8_572 = arith.constant 8 : index
          %2216 = arith.remui %25, %c8_572 : index
          %c4_573 = arith.constant 4 : index
          %2217 = arith.muli %2216, %c4_573 : index
          %c36_574 = arith.constant 36 : index
          %2218 = arith.muli %2215, %c36_574 : index
          %2219 = arith.addi %2218, %2217 : index
          %c4_575 = arith.constant 4 : index
          %2220 = arith.muli %2219, %c4_575 : index
          %c2304_576 = arith.constant 2304 : index
          %2221 = arith.muli %24, %c2304_576 : index
          %2222 = arith.addi %58, %2221 : index
          %2223 = arith.addi %2222, %2214 : index
          %2224 = arith.index_cast %2223 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_577 = arith.constant 0 : i32
          %2225 = arith.addi %2224, %c0_i32_577 : i32
          %2226 = vector.bitcast %2152 : vector<4xf32> to vector<16xi8>
          %2227 = arith.subi %2225, %5 : i32
          %c0_i32_578 = arith.constant 0 : i32
          %2228 = arith.addi %2227, %c0_i32_578 : i32
          %2229 = fly.make_int_tuple(%2228) : (i32) -> !fly.int_tuple<?>
          %2230 = fly.add_offset(%4, %2229) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2226, %2230) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_579 = arith.constant 64 : i32
          %2231 = arith.addi %2224, %c64_i32_579 : i32
          %2232 = vector.bitcast %2153 : vector<4xf32> to vector<16xi8>
          %2233 = arith.subi %2231, %5 : i32
          %c0_i32_580 = arith.constant 0 : i32
          %2234 = arith.addi %2233, %c0_i32_580 : i32
          %2235 = fly.make_int_tuple(%2234) : (i32) -> !fly.int_tuple<?>
          %2236 = fly.add_offset(%4, %2235) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2232, %2236) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2237 = arith.addi %2222, %2220 : index
          %2238 = arith.index_cast %2237 : index to i32
          %2239 = arith.subi %2238, %5 : i32
          %c0_i32_581 = arith.constant 0 : i32
          %2240 = arith.addi %2239, %c0_i32_581 : i32
          %2241 = fly.make_int_tuple(%2240) : (i32) -> !fly.int_tuple<?>
          %2242 = fly.add_offset(%4, %2241) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2243 = fly.ptr.load(%2242) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2244 = vector.bitcast %2243 : vector<16xi8> to vector<4xi32>
          %2245 = arith.subi %2238, %5 : i32
          %c1152_i32_582 = arith.constant 1152 : i32
          %2246 = arith.addi %2245, %c1152_i32_582 : i32
          %2247 = fly.make_int_tuple(%2246) : (i32) -> !fly.int_tuple<?>
          %2248 = fly.add_offset(%4, %2247) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2249 = fly.ptr.load(%2248) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2250 = vector.bitcast %2249 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2251 = arith.addi %1225, %2215 : index
          %c352 = arith.constant 352 : index
          %2252 = arith.addi %2217, %c352 : index
          %c512_583 = arith.constant 512 : index
          %2253 = arith.muli %2251, %c512_583 : index
          %2254 = arith.addi %2253, %2252 : index
          %c4_584 = arith.constant 4 : index
          %2255 = arith.muli %2254, %c4_584 : index
          %2256 = vector.bitcast %2244 : vector<4xi32> to vector<4xi32>
          %2257 = arith.index_cast %2255 : index to i32
          %c0_i32_585 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2256, %20, %2257, %c0_i32_585, 0 : vector<4xi32>
          %c8_586 = arith.constant 8 : index
          %2258 = arith.addi %2251, %c8_586 : index
          %c512_587 = arith.constant 512 : index
          %2259 = arith.muli %2258, %c512_587 : index
          %2260 = arith.addi %2259, %2252 : index
          %c4_588 = arith.constant 4 : index
          %2261 = arith.muli %2260, %c4_588 : index
          %2262 = vector.bitcast %2250 : vector<4xi32> to vector<4xi32>
          %2263 = arith.index_cast %2261 : index to i32
          %c0_i32_589 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2262, %20, %2263, %c0_i32_589, 0 : vector<4xi32>
          %2264 = arith.mulf %805#26, %1243 fastmath<fast> : vector<4xf32>
          %2265 = arith.mulf %805#27, %1243 fastmath<fast> : vector<4xf32>
          %2266 = arith.mulf %805#28, %1243 fastmath<fast> : vector<4xf32>
          %2267 = arith.mulf %805#29, %1243 fastmath<fast> : vector<4xf32>
          %2268 = arith.extui %1242 : i32 to i64
          %2269 = llvm.inttoptr %2268 : i64 to !llvm.ptr<3>
          %2270 = llvm.getelementptr %2269[1536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2271 = llvm.load volatile %2270 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2272 = arith.extui %1242 : i32 to i64
          %2273 = llvm.inttoptr %2272 : i64 to !llvm.ptr<3>
          %2274 = llvm.getelementptr %2273[9984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2275 = llvm.load volatile %2274 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2276 = arith.extui %1242 : i32 to i64
          %2277 = llvm.inttoptr %2276 : i64 to !llvm.ptr<3>
          %2278 = llvm.getelementptr %2277[1600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2279 = llvm.load volatile %2278 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2280 = arith.extui %1242 : i32 to i64
          %2281 = llvm.inttoptr %2280 : i64 to !llvm.ptr<3>
          %2282 = llvm.getelementptr %2281[10048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2283 = llvm.load volatile %2282 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2284 = arith.extui %1242 : i32 to i64
          %2285 = llvm.inttoptr %2284 : i64 to !llvm.ptr<3>
          %2286 = llvm.getelementptr %2285[1664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2287 = llvm.load volatile %2286 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2288 = arith.extui %1242 : i32 to i64
          %2289 = llvm.inttoptr %2288 : i64 to !llvm.ptr<3>
          %2290 = llvm.getelementptr %2289[10112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2291 = llvm.load volatile %2290 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2292 = arith.extui %1242 : i32 to i64
          %2293 = llvm.inttoptr %2292 : i64 to !llvm.ptr<3>
          %2294 = llvm.getelementptr %2293[1728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2295 = llvm.load volatile %2294 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2296 = arith.extui %1242 : i32 to i64
          %2297 = llvm.inttoptr %2296 : i64 to !llvm.ptr<3>
          %2298 = llvm.getelementptr %2297[10176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2299 = llvm.load volatile %2298 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2300 = arith.extui %2271 : i32 to i64
          %2301 = arith.extui %2275 : i32 to i64
          %c32_i64_590 = arith.constant 32 : i64
          %2302 = arith.shli %2301, %c32_i64_590 : i64
          %2303 = arith.ori %2300, %2302 : i64
          %2304 = arith.extui %2279 : i32 to i64
          %2305 = arith.extui %2283 : i32 to i64
          %c32_i64_591 = arith.constant 32 : i64
          %2306 = arith.shli %2305, %c32_i64_591 : i64
          %2307 = arith.ori %2304, %2306 : i64
          %2308 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2303, %1175, %2264, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2309 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2307, %1175, %2265, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2310 = arith.extui %2287 : i32 to i64
          %2311 = arith.extui %2291 : i32 to i64
          %c32_i64_592 = arith.constant 32 : i64
          %2312 = arith.shli %2311, %c32_i64_592 : i64
          %2313 = arith.ori %2310, %2312 : i64
          %2314 = arith.extui %2295 : i32 to i64
          %2315 = arith.extui %2299 : i32 to i64
          %c32_i64_593 = arith.constant 32 : i64
          %2316 = arith.shli %2315, %c32_i64_593 : i64
          %2317 = arith.ori %2314, %2316 : i64
          %2318 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2313, %1175, %2266, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2319 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2317, %1175, %2267, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2320 = arith.mulf %2308, %1244 fastmath<fast> : vector<4xf32>
          %2321 = arith.mulf %2309, %1244 fastmath<fast> : vector<4xf32>
          %2322 = arith.mulf %2318, %1244 fastmath<fast> : vector<4xf32>
          %2323 = arith.mulf %2319, %1244 fastmath<fast> : vector<4xf32>
          %c16_594 = arith.constant 16 : index
          %2324 = arith.remui %25, %c16_594 : index
          %c16_595 = arith.constant 16 : index
          %2325 = arith.divui %25, %c16_595 : index
          %c4_596 = arith.constant 4 : index
          %2326 = arith.muli %2325, %c4_596 : index
          %c36_597 = arith.constant 36 : index
          %2327 = arith.muli %2324, %c36_597 : index
          %2328 = arith.addi %2327, %2326 : index
          %c4_598 = arith.constant 4 : index
          %2329 = arith.muli %2328, %c4_598 : index
          %c8_599 = arith.constant 8 : index
          %2330 = arith.divui %25, %c8_599 : index
          %c8_600 = arith.constant 8 : index
          %2331 = arith.remui %25, %c8_600 : index
          %c4_601 = arith.constant 4 : index
          %2332 = arith.muli %2331, %c4_601 : index
          %c36_602 = arith.constant 36 : index
          %2333 = arith.muli %2330, %c36_602 : index
          %2334 = arith.addi %2333, %2332 : index
          %c4_603 = arith.constant 4 : index
          %2335 = arith.muli %2334, %c4_603 : index
          %c2304_604 = arith.constant 2304 : index
          %2336 = arith.muli %24, %c2304_604 : index
          %2337 = arith.addi %58, %2336 : index
          %2338 = arith.addi %2337, %2329 : index
          %2339 = arith.index_cast %2338 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_605 = arith.constant 0 : i32
          %2340 = arith.addi %2339, %c0_i32_605 : i32
          %2341 = vector.bitcast %2320 : vector<4xf32> to vector<16xi8>
          %2342 = arith.subi %2340, %5 : i32
          %c0_i32_606 = arith.constant 0 : i32
          %2343 = arith.addi %2342, %c0_i32_606 : i32
          %2344 = fly.make_int_tuple(%2343) : (i32) -> !fly.int_tuple<?>
          %2345 = fly.add_offset(%4, %2344) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2341, %2345) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_607 = arith.constant 64 : i32
          %2346 = arith.addi %2339, %c64_i32_607 : i32
          %2347 = vector.bitcast %2321 : vector<4xf32> to vector<16xi8>
          %2348 = arith.subi %2346, %5 : i32
          %c0_i32_608 = arith.constant 0 : i32
          %2349 = arith.addi %2348, %c0_i32_608 : i32
          %2350 = fly.make_int_tuple(%2349) : (i32) -> !fly.int_tuple<?>
          %2351 = fly.add_offset(%4, %2350) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2347, %2351) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2352 = arith.addi %2337, %2335 : index
          %2353 = arith.index_cast %2352 : index to i32
          %2354 = arith.subi %2353, %5 : i32
          %c0_i32_609 = arith.constant 0 : i32
          %2355 = arith.addi %2354, %c0_i32_609 : i32
          %2356 = fly.make_int_tuple(%2355) : (i32) -> !fly.int_tuple<?>
          %2357 = fly.add_offset(%4, %2356) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2358 = fly.ptr.load(%2357) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2359 = vector.bitcast %2358 : vector<16xi8> to vector<4xi32>
          %2360 = arith.subi %2353, %5 : i32
          %c1152_i32_610 = arith.constant 1152 : i32
          %2361 = arith.addi %2360, %c1152_i32_610 : i32
          %2362 = fly.make_int_tuple(%2361) : (i32) -> !fly.int_tuple<?>
          %2363 = fly.add_offset(%4, %2362) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2364 = fly.ptr.load(%2363) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2365 = vector.bitcast %2364 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2366 = arith.addi %1225, %2330 : index
          %c384 = arith.constant 384 : index
          %2367 = arith.addi %2332, %c384 : index
          %c512_611 = arith.constant 512 : index
          %2368 = arith.muli %2366, %c512_611 : index
          %2369 = arith.addi %2368, %2367 : index
          %c4_612 = arith.constant 4 : index
          %2370 = arith.muli %2369, %c4_612 : index
          %2371 = vector.bitcast %2359 : vector<4xi32> to vector<4xi32>
          %2372 = arith.index_cast %2370 : index to i32
          %c0_i32_613 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2371, %20, %2372, %c0_i32_613, 0 : vector<4xi32>
          %c8_614 = arith.constant 8 : index
          %2373 = arith.addi %2366, %c8_614 : index
          %c512_615 = arith.constant 512 : index
          %2374 = arith.muli %2373, %c512_615 : index
          %2375 = arith.addi %2374, %2367 : index
          %c4_616 = arith.constant 4 : index
          %2376 = arith.muli %2375, %c4_616 : index
          %2377 = vector.bitcast %2365 : vector<4xi32> to vector<4xi32>
          %2378 = arith.index_cast %2376 : index to i32
          %c0_i32_617 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2377, %20, %2378, %c0_i32_617, 0 : vector<4xi32>
          %c16_618 = arith.constant 16 : index
          %2379 = arith.remui %25, %c16_618 : index
          %c16_619 = arith.constant 16 : index
          %2380 = arith.divui %25, %c16_619 : index
          %c4_620 = arith.constant 4 : index
          %2381 = arith.muli %2380, %c4_620 : index
          %c36_621 = arith.constant 36 : index
          %2382 = arith.muli %2379, %c36_621 : index
          %2383 = arith.addi %2382, %2381 : index
          %c4_622 = arith.constant 4 : index
          %2384 = arith.muli %2383, %c4_622 : index
          %c8_623 = arith.constant 8 : index
          %2385 = arith.divui %25, %c8_623 : index
          %c8_624 = arith.constant 8 : index
          %2386 = arith.remui %25, %c8_624 : index
          %c4_625 = arith.constant 4 : index
          %2387 = arith.muli %2386, %c4_625 : index
          %c36_626 = arith.constant 36 : index
          %2388 = arith.muli %2385, %c36_626 : index
          %2389 = arith.addi %2388, %2387 : index
          %c4_627 = arith.constant 4 : index
          %2390 = arith.muli %2389, %c4_627 : index
          %c2304_628 = arith.constant 2304 : index
          %2391 = arith.muli %24, %c2304_628 : index
          %2392 = arith.addi %58, %2391 : index
          %2393 = arith.addi %2392, %2384 : index
          %2394 = arith.index_cast %2393 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_629 = arith.constant 0 : i32
          %2395 = arith.addi %2394, %c0_i32_629 : i32
          %2396 = vector.bitcast %2322 : vector<4xf32> to vector<16xi8>
          %2397 = arith.subi %2395, %5 : i32
          %c0_i32_630 = arith.constant 0 : i32
          %2398 = arith.addi %2397, %c0_i32_630 : i32
          %2399 = fly.make_int_tuple(%2398) : (i32) -> !fly.int_tuple<?>
          %2400 = fly.add_offset(%4, %2399) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2396, %2400) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_631 = arith.constant 64 : i32
          %2401 = arith.addi %2394, %c64_i32_631 : i32
          %2402 = vector.bitcast %2323 : vector<4xf32> to vector<16xi8>
          %2403 = arith.subi %2401, %5 : i32
          %c0_i32_632 = arith.constant 0 : i32
          %2404 = arith.addi %2403, %c0_i32_632 : i32
          %2405 = fly.make_int_tuple(%2404) : (i32) -> !fly.int_tuple<?>
          %2406 = fly.add_offset(%4, %2405) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2402, %2406) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2407 = arith.addi %2392, %2390 : index
          %2408 = arith.index_cast %2407 : index to i32
          %2409 = arith.subi %2408, %5 : i32
          %c0_i32_633 = arith.constant 0 : i32
          %2410 = arith.addi %2409, %c0_i32_633 : i32
          %2411 = fly.make_int_tuple(%2410) : (i32) -> !fly.int_tuple<?>
          %2412 = fly.add_offset(%4, %2411) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2413 = fly.ptr.load(%2412) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2414 = vector.bitcast %2413 : vector<16xi8> to vector<4xi32>
          %2415 = arith.subi %2408, %5 : i32
          %c1152_i32_634 = arith.constant 1152 : i32
          %2416 = arith.addi %2415, %c1152_i32_634 : i32
          %2417 = fly.make_int_tuple(%2416) : (i32) -> !fly.int_tuple<?>
          %2418 = fly.add_offset(%4, %2417) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2419 = fly.ptr.load(%2418) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2420 = vector.bitcast %2419 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2421 = arith.addi %1225, %2385 : index
          %c416 = arith.constant 416 : index
          %2422 = arith.addi %2387, %c416 : index
          %c512_635 = arith.constant 512 : index
          %2423 = arith.muli %2421, %c512_635 : index
          %2424 = arith.addi %2423, %2422 : index
          %c4_636 = arith.constant 4 : index
          %2425 = arith.muli %2424, %c4_636 : index
          %2426 = vector.bitcast %2414 : vector<4xi32> to vector<4xi32>
          %2427 = arith.index_cast %2425 : index to i32
          %c0_i32_637 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2426, %20, %2427, %c0_i32_637, 0 : vector<4xi32>
          %c8_638 = arith.constant 8 : index
          %2428 = arith.addi %2421, %c8_638 : index
          %c512_639 = arith.constant 512 : index
          %2429 = arith.muli %2428, %c512_639 : index
          %2430 = arith.addi %2429, %2422 : index
          %c4_640 = arith.constant 4 : index
          %2431 = arith.muli %2430, %c4_640 : index
          %2432 = vector.bitcast %2420 : vector<4xi32> to vector<4xi32>
          %2433 = arith.index_cast %2431 : index to i32
          %c0_i32_641 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2432, %20, %2433, %c0_i32_641, 0 : vector<4xi32>
          %2434 = arith.mulf %805#30, %1243 fastmath<fast> : vector<4xf32>
          %2435 = arith.mulf %805#31, %1243 fastmath<fast> : vector<4xf32>
          %2436 = arith.mulf %805#32, %1243 fastmath<fast> : vector<4xf32>
          %2437 = arith.mulf %805#33, %1243 fastmath<fast> : vector<4xf32>
          %2438 = arith.extui %1242 : i32 to i64
          %2439 = llvm.inttoptr %2438 : i64 to !llvm.ptr<3>
          %2440 = llvm.getelementptr %2439[1792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2441 = llvm.load volatile %2440 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2442 = arith.extui %1242 : i32 to i64
          %2443 = llvm.inttoptr %2442 : i64 to !llvm.ptr<3>
          %2444 = llvm.getelementptr %2443[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2445 = llvm.load volatile %2444 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2446 = arith.extui %1242 : i32 to i64
          %2447 = llvm.inttoptr %2446 : i64 to !llvm.ptr<3>
          %2448 = llvm.getelementptr %2447[1856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2449 = llvm.load volatile %2448 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2450 = arith.extui %1242 : i32 to i64
          %2451 = llvm.inttoptr %2450 : i64 to !llvm.ptr<3>
          %2452 = llvm.getelementptr %2451[10304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2453 = llvm.load volatile %2452 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2454 = arith.extui %1242 : i32 to i64
          %2455 = llvm.inttoptr %2454 : i64 to !llvm.ptr<3>
          %2456 = llvm.getelementptr %2455[1920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2457 = llvm.load volatile %2456 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2458 = arith.extui %1242 : i32 to i64
          %2459 = llvm.inttoptr %2458 : i64 to !llvm.ptr<3>
          %2460 = llvm.getelementptr %2459[10368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2461 = llvm.load volatile %2460 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2462 = arith.extui %1242 : i32 to i64
          %2463 = llvm.inttoptr %2462 : i64 to !llvm.ptr<3>
          %2464 = llvm.getelementptr %2463[1984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2465 = llvm.load volatile %2464 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %2466 = arith.extui %1242 : i32 to i64
          %2467 = llvm.inttoptr %2466 : i64 to !llvm.ptr<3>
          %2468 = llvm.getelementptr %2467[10432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %2469 = llvm.load volatile %2468 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %2470 = arith.extui %2441 : i32 to i64
          %2471 = arith.extui %2445 : i32 to i64
          %c32_i64_642 = arith.constant 32 : i64
          %2472 = arith.shli %2471, %c32_i64_642 : i64
          %2473 = arith.ori %2470, %2472 : i64
          %2474 = arith.extui %2449 : i32 to i64
          %2475 = arith.extui %2453 : i32 to i64
          %c32_i64_643 = arith.constant 32 : i64
          %2476 = arith.shli %2475, %c32_i64_643 : i64
          %2477 = arith.ori %2474, %2476 : i64
          %2478 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2473, %1175, %2434, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2479 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2477, %1175, %2435, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %2480 = arith.extui %2457 : i32 to i64
          %2481 = arith.extui %2461 : i32 to i64
          %c32_i64_644 = arith.constant 32 : i64
          %2482 = arith.shli %2481, %c32_i64_644 : i64
          %2483 = arith.ori %2480, %2482 : i64
          %2484 = arith.extui %2465 : i32 to i64
          %2485 = arith.extui %2469 : i32 to i64
          %c32_i64_645 = arith.constant 32 : i64
          %2486 = arith.shli %2485, %c32_i64_645 : i64
          %2487 = arith.ori %2484, %2486 : i64
          %2488 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2483, %1175, %2436, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %2489 = rocdl.mfma.f32.16x16x32.fp8.fp8 %2487, %1175, %2437, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %2490 = arith.mulf %2478, %1244 fastmath<fast> : vector<4xf32>
          %2491 = arith.mulf %2479, %1244 fastmath<fast> : vector<4xf32>
          %2492 = arith.mulf %2488, %1244 fastmath<fast> : vector<4xf32>
          %2493 = arith.mulf %2489, %1244 fastmath<fast> : vector<4xf32>
          %c16_646 = arith.constant 16 : index
          %2494 = arith.remui %25, %c16_646 : index
          %c16_647 = arith.constant 16 : index
          %2495 = arith.divui %25, %c16_647 : index
          %c4_648 = arith.constant 4 : index
          %2496 = arith.muli %2495, %c4_648 : index
          %c36_649 = arith.constant 36 : index
          %2497 = arith.muli %2494, %c36_649 : index
          %2498 = arith.addi %2497, %2496 : index
          %c4_650 = arith.constant 4 : index
          %2499 = arith.muli %2498, %c4_650 : index
          %c8_651 = arith.constant 8 : index
          %2500 = arith.divui %25, %c8_651 : index
          %c8_652 = arith.constant 8 : index
          %2501 = arith.remui %25, %c8_652 : index
          %c4_653 = arith.constant 4 : index
          %2502 = arith.muli %2501, %c4_653 : index
          %c36_654 = arith.constant 36 : index
          %2503 = arith.muli %2500, %c36_654 : index
          %2504 = arith.addi %2503, %2502 : index
          %c4_655 = arith.constant 4 : index
          %2505 = arith.muli %2504, %c4_655 : index
          %c2304_656 = arith.constant 2304 : index
          %2506 = arith.muli %24, %c2304_656 : index
          %2507 = arith.addi %58, %2506 : index
          %2508 = arith.addi %2507, %2499 : index
          %2509 = arith.index_cast %2508 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_657 = arith.constant 0 : i32
          %2510 = arith.addi %2509, %c0_i32_657 : i32
          %2511 = vector.bitcast %2490 : vector<4xf32> to vector<16xi8>
          %2512 = arith.subi %2510, %5 : i32
          %c0_i32_658 = arith.constant 0 : i32
          %2513 = arith.addi %2512, %c0_i32_658 : i32
          %2514 = fly.make_int_tuple(%2513) : (i32) -> !fly.int_tuple<?>
          %2515 = fly.add_offset(%4, %2514) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2511, %2515) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_659 = arith.constant 64 : i32
          %2516 = arith.addi %2509, %c64_i32_659 : i32
          %2517 = vector.bitcast %2491 : vector<4xf32> to vector<16xi8>
          %2518 = arith.subi %2516, %5 : i32
          %c0_i32_660 = arith.constant 0 : i32
          %2519 = arith.addi %2518, %c0_i32_660 : i32
          %2520 = fly.make_int_tuple(%2519) : (i32) -> !fly.int_tuple<?>
          %2521 = fly.add_offset(%4, %2520) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2517, %2521) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2522 = arith.addi %2507, %2505 : index
          %2523 = arith.index_cast %2522 : index to i32
          %2524 = arith.subi %2523, %5 : i32
          %c0_i32_661 = arith.constant 0 : i32
          %2525 = arith.addi %2524, %c0_i32_661 : i32
          %2526 = fly.make_int_tuple(%2525) : (i32) -> !fly.int_tuple<?>
          %2527 = fly.add_offset(%4, %2526) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2528 = fly.ptr.load(%2527) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2529 = vector.bitcast %2528 : vector<16xi8> to vector<4xi32>
          %2530 = arith.subi %2523, %5 : i32
          %c1152_i32_662 = arith.constant 1152 : i32
          %2531 = arith.addi %2530, %c1152_i32_662 : i32
          %2532 = fly.make_int_tuple(%2531) : (i32) -> !fly.int_tuple<?>
          %2533 = fly.add_offset(%4, %2532) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2534 = fly.ptr.load(%2533) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2535 = vector.bitcast %2534 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2536 = arith.addi %1225, %2500 : index
          %c448 = arith.constant 448 : index
          %2537 = arith.addi %2502, %c448 : index
          %c512_663 = arith.constant 512 : index
          %2538 = arith.muli %2536, %c512_663 : index
          %2539 = arith.addi %2538, %2537 : index
          %c4_664 = arith.constant 4 : index
          %2540 = arith.muli %2539, %c4_664 : index
          %2541 = vector.bitcast %2529 : vector<4xi32> to vector<4xi32>
          %2542 = arith.index_cast %2540 : index to i32
          %c0_i32_665 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2541, %20, %2542, %c0_i32_665, 0 : vector<4xi32>
          %c8_666 = arith.constant 8 : index
          %2543 = arith.addi %2536, %c8_666 : index
          %c512_667 = arith.constant 512 : index
          %2544 = arith.muli %2543, %c512_667 : index
          %2545 = arith.addi %2544, %2537 : index
          %c4_668 = arith.constant 4 : index
          %2546 = arith.muli %2545, %c4_668 : index
          %2547 = vector.bitcast %2535 : vector<4xi32> to vector<4xi32>
          %2548 = arith.index_cast %2546 : index to i32
          %c0_i32_669 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2547, %20, %2548, %c0_i32_669, 0 : vector<4xi32>
          %c16_670 = arith.constant 16 : index
          %2549 = arith.remui %25, %c16_670 : index
          %c16_671 = arith.constant 16 : index
          %2550 = arith.divui %25, %c16_671 : index
          %c4_672 = arith.constant 4 : index
          %2551 = arith.muli %2550, %c4_672 : index
          %c36_673 = arith.constant 36 : index
          %2552 = arith.muli %2549, %c36_673 : index
          %2553 = arith.addi %2552, %2551 : index
          %c4_674 = arith.constant 4 : index
          %2554 = arith.muli %2553, %c4_674 : index
          %c8_675 = arith.constant 8 : index
          %2555 = arith.divui %25, %c8_675 : index
          %c8_676 = arith.constant 8 : index
          %2556 = arith.remui %25, %c8_676 : index
          %c4_677 = arith.constant 4 : index
          %2557 = arith.muli %2556, %c4_677 : index
          %c36_678 = arith.constant 36 : index
          %2558 = arith.muli %2555, %c36_678 : index
          %2559 = arith.addi %2558, %2557 : index
          %c4_679 = arith.constant 4 : index
          %2560 = arith.muli %2559, %c4_679 : index
          %c2304_680 = arith.constant 2304 : index
          %2561 = arith.muli %24, %c2304_680 : index
          %2562 = arith.addi %58, %2561 : index
          %2563 = arith.addi %2562, %2554 : index
          %2564 = arith.index_cast %2563 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_681 = arith.constant 0 : i32
          %2565 = arith.addi %2564, %c0_i32_681 : i32
          %2566 = vector.bitcast %2492 : vector<4xf32> to vector<16xi8>
          %2567 = arith.subi %2565, %5 : i32
          %c0_i32_682 = arith.constant 0 : i32
          %2568 = arith.addi %2567, %c0_i32_682 : i32
          %2569 = fly.make_int_tuple(%2568) : (i32) -> !fly.int_tuple<?>
          %2570 = fly.add_offset(%4, %2569) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2566, %2570) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_683 = arith.constant 64 : i32
          %2571 = arith.addi %2564, %c64_i32_683 : i32
          %2572 = vector.bitcast %2493 : vector<4xf32> to vector<16xi8>
          %2573 = arith.subi %2571, %5 : i32
          %c0_i32_684 = arith.constant 0 : i32
          %2574 = arith.addi %2573, %c0_i32_684 : i32
          %2575 = fly.make_int_tuple(%2574) : (i32) -> !fly.int_tuple<?>
          %2576 = fly.add_offset(%4, %2575) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%2572, %2576) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %2577 = arith.addi %2562, %2560 : index
          %2578 = arith.index_cast %2577 : index to i32
          %2579 = arith.subi %2578, %5 : i32
          %c0_i32_685 = arith.constant 0 : i32
          %2580 = arith.addi %2579, %c0_i32_685 : i32
          %2581 = fly.make_int_tuple(%2580) : (i32) -> !fly.int_tuple<?>
          %2582 = fly.add_offset(%4, %2581) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2583 = fly.ptr.load(%2582) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2584 = vector.bitcast %2583 : vector<16xi8> to vector<4xi32>
          %2585 = arith.subi %2578, %5 : i32
          %c1152_i32_686 = arith.constant 1152 : i32
          %2586 = arith.addi %2585, %c1152_i32_686 : i32
          %2587 = fly.make_int_tuple(%2586) : (i32) -> !fly.int_tuple<?>
          %2588 = fly.add_offset(%4, %2587) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %2589 = fly.ptr.load(%2588) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %2590 = vector.bitcast %2589 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %2591 = arith.addi %1225, %2555 : index
          %c480 = arith.constant 480 : index
          %2592 = arith.addi %2557, %c480 : index
          %c512_687 = arith.constant 512 : index
          %2593 = arith.muli %2591, %c512_687 : index
          %2594 = arith.addi %2593, %2592 : index
          %c4_688 = arith.constant 4 : index
          %2595 = arith.muli %2594, %c4_688 : index
          %2596 = vector.bitcast %2584 : vector<4xi32> to vector<4xi32>
          %2597 = arith.index_cast %2595 : index to i32
          %c0_i32_689 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2596, %20, %2597, %c0_i32_689, 0 : vector<4xi32>
          %c8_690 = arith.constant 8 : index
          %2598 = arith.addi %2591, %c8_690 : index
          %c512_691 = arith.constant 512 : index
          %2599 = arith.muli %2598, %c512_691 : index
          %2600 = arith.addi %2599, %2592 : index
          %c4_692 = arith.constant 4 : index
          %2601 = arith.muli %2600, %c4_692 : index
          %2602 = vector.bitcast %2590 : vector<4xi32> to vector<4xi32>
          %2603 = arith.index_cast %2601 : index to i32
          %c0_i32_693 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %2602, %20, %2603, %c0_i32_693, 0 : vector<4xi32>
          rocdl.s.setprio 0
        } else {
          %371 = rocdl.rcp %370#1 f32 -> f32
          %372 = arith.index_cast %80 : i32 to index
          %c128_i32 = arith.constant 128 : i32
          %373 = arith.index_cast %c128_i32 : i32 to index
          %374 = arith.muli %372, %373 : index
          %c16_131 = arith.constant 16 : index
          %375 = arith.muli %24, %c16_131 : index
          %376 = arith.addi %374, %375 : index
          %c16_132 = arith.constant 16 : index
          %377 = arith.cmpi slt, %25, %c16_132 : index
          scf.if %377 {
            %1723 = math.log2 %370#1 fastmath<fast> : f32
            %cst_559 = arith.constant 0.693147182 : f32
            %1724 = math.fma %1723, %cst_559, %370#0 fastmath<fast> : f32
            %c16_560 = arith.constant 16 : index
            %1725 = arith.muli %24, %c16_560 : index
            %1726 = arith.addi %25, %1725 : index
            %1727 = arith.index_cast %80 : i32 to index
            %c128_i32_561 = arith.constant 128 : i32
            %1728 = arith.index_cast %c128_i32_561 : i32 to index
            %1729 = arith.muli %1727, %1728 : index
            %1730 = arith.addi %1726, %1729 : index
            %1731 = arith.index_cast %1730 : index to i32
            %c4_i32_562 = arith.constant 4 : i32
            %1732 = arith.muli %1731, %c4_i32_562 : i32
            %c0_i32_563 = arith.constant 0 : i32
            rocdl.raw.ptr.buffer.store %1724, %22, %1732, %c0_i32_563, 0 : f32
          }
          %c16_133 = arith.constant 16 : index
          %378 = arith.divui %25, %c16_133 : index
          %c16_134 = arith.constant 16 : index
          %379 = arith.remui %25, %c16_134 : index
          %c8_135 = arith.constant 8 : index
          %380 = arith.divui %379, %c8_135 : index
          %c4_136 = arith.constant 4 : index
          %381 = arith.remui %25, %c4_136 : index
          %c8_137 = arith.constant 8 : index
          %382 = arith.remui %25, %c8_137 : index
          %c4_138 = arith.constant 4 : index
          %383 = arith.divui %382, %c4_138 : index
          %c4_139 = arith.constant 4 : index
          %384 = arith.muli %383, %c4_139 : index
          %c66 = arith.constant 66 : index
          %385 = arith.muli %378, %c66 : index
          %386 = arith.addi %385, %380 : index
          %c32_140 = arith.constant 32 : index
          %387 = arith.muli %386, %c32_140 : index
          %c8_141 = arith.constant 8 : index
          %388 = arith.muli %381, %c8_141 : index
          %389 = arith.addi %388, %384 : index
          %390 = arith.addi %387, %389 : index
          %c0_142 = arith.constant 0 : index
          %391 = arith.addi %3, %c0_142 : index
          %392 = arith.addi %391, %390 : index
          %393 = arith.index_cast %392 : index to i32
          %394 = vector.broadcast %370#4 : f32 to vector<4xf32>
          %395 = vector.broadcast %371 : f32 to vector<4xf32>
          llvm.inline_asm has_side_effects "s_waitcnt lgkmcnt(0)\0As_barrier", ""  : () -> ()
          rocdl.sched.barrier none
          rocdl.s.setprio 15
          %396 = arith.extui %393 : i32 to i64
          %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<3>
          %398 = llvm.load volatile %397 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %399 = arith.extui %393 : i32 to i64
          %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<3>
          %401 = llvm.getelementptr %400[8448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %402 = llvm.load volatile %401 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %403 = arith.extui %393 : i32 to i64
          %404 = llvm.inttoptr %403 : i64 to !llvm.ptr<3>
          %405 = llvm.getelementptr %404[64] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %406 = llvm.load volatile %405 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %407 = arith.extui %393 : i32 to i64
          %408 = llvm.inttoptr %407 : i64 to !llvm.ptr<3>
          %409 = llvm.getelementptr %408[8512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %410 = llvm.load volatile %409 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %411 = arith.extui %393 : i32 to i64
          %412 = llvm.inttoptr %411 : i64 to !llvm.ptr<3>
          %413 = llvm.getelementptr %412[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %414 = llvm.load volatile %413 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %415 = arith.extui %393 : i32 to i64
          %416 = llvm.inttoptr %415 : i64 to !llvm.ptr<3>
          %417 = llvm.getelementptr %416[8576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %418 = llvm.load volatile %417 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %419 = arith.extui %393 : i32 to i64
          %420 = llvm.inttoptr %419 : i64 to !llvm.ptr<3>
          %421 = llvm.getelementptr %420[192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %422 = llvm.load volatile %421 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %423 = arith.extui %393 : i32 to i64
          %424 = llvm.inttoptr %423 : i64 to !llvm.ptr<3>
          %425 = llvm.getelementptr %424[8640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %426 = llvm.load volatile %425 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %427 = arith.extui %398 : i32 to i64
          %428 = arith.extui %402 : i32 to i64
          %c32_i64 = arith.constant 32 : i64
          %429 = arith.shli %428, %c32_i64 : i64
          %430 = arith.ori %427, %429 : i64
          %431 = arith.extui %406 : i32 to i64
          %432 = arith.extui %410 : i32 to i64
          %c32_i64_143 = arith.constant 32 : i64
          %433 = arith.shli %432, %c32_i64_143 : i64
          %434 = arith.ori %431, %433 : i64
          %435 = rocdl.mfma.f32.16x16x32.fp8.fp8 %430, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %436 = rocdl.mfma.f32.16x16x32.fp8.fp8 %434, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %437 = arith.extui %414 : i32 to i64
          %438 = arith.extui %418 : i32 to i64
          %c32_i64_144 = arith.constant 32 : i64
          %439 = arith.shli %438, %c32_i64_144 : i64
          %440 = arith.ori %437, %439 : i64
          %441 = arith.extui %422 : i32 to i64
          %442 = arith.extui %426 : i32 to i64
          %c32_i64_145 = arith.constant 32 : i64
          %443 = arith.shli %442, %c32_i64_145 : i64
          %444 = arith.ori %441, %443 : i64
          %445 = rocdl.mfma.f32.16x16x32.fp8.fp8 %440, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %446 = rocdl.mfma.f32.16x16x32.fp8.fp8 %444, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %447 = arith.mulf %435, %395 fastmath<fast> : vector<4xf32>
          %448 = arith.mulf %436, %395 fastmath<fast> : vector<4xf32>
          %449 = arith.mulf %445, %395 fastmath<fast> : vector<4xf32>
          %450 = arith.mulf %446, %395 fastmath<fast> : vector<4xf32>
          %c16_146 = arith.constant 16 : index
          %451 = arith.remui %25, %c16_146 : index
          %c16_147 = arith.constant 16 : index
          %452 = arith.divui %25, %c16_147 : index
          %c4_148 = arith.constant 4 : index
          %453 = arith.muli %452, %c4_148 : index
          %c36 = arith.constant 36 : index
          %454 = arith.muli %451, %c36 : index
          %455 = arith.addi %454, %453 : index
          %c4_149 = arith.constant 4 : index
          %456 = arith.muli %455, %c4_149 : index
          %c8_150 = arith.constant 8 : index
          %457 = arith.divui %25, %c8_150 : index
          %c8_151 = arith.constant 8 : index
          %458 = arith.remui %25, %c8_151 : index
          %c4_152 = arith.constant 4 : index
          %459 = arith.muli %458, %c4_152 : index
          %c36_153 = arith.constant 36 : index
          %460 = arith.muli %457, %c36_153 : index
          %461 = arith.addi %460, %459 : index
          %c4_154 = arith.constant 4 : index
          %462 = arith.muli %461, %c4_154 : index
          %c2304 = arith.constant 2304 : index
          %463 = arith.muli %24, %c2304 : index
          %464 = arith.addi %58, %463 : index
          %465 = arith.addi %464, %456 : index
          %466 = arith.index_cast %465 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_155 = arith.constant 0 : i32
          %467 = arith.addi %466, %c0_i32_155 : i32
          %468 = vector.bitcast %447 : vector<4xf32> to vector<16xi8>
          %469 = arith.subi %467, %5 : i32
          %c0_i32_156 = arith.constant 0 : i32
          %470 = arith.addi %469, %c0_i32_156 : i32
          %471 = fly.make_int_tuple(%470) : (i32) -> !fly.int_tuple<?>
          %472 = fly.add_offset(%4, %471) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%468, %472) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_157 = arith.constant 64 : i32
          %473 = arith.addi %466, %c64_i32_157 : i32
          %474 = vector.bitcast %448 : vector<4xf32> to vector<16xi8>
          %475 = arith.subi %473, %5 : i32
          %c0_i32_158 = arith.constant 0 : i32
          %476 = arith.addi %475, %c0_i32_158 : i32
          %477 = fly.make_int_tuple(%476) : (i32) -> !fly.int_tuple<?>
          %478 = fly.add_offset(%4, %477) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%474, %478) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %479 = arith.addi %464, %462 : index
          %480 = arith.index_cast %479 : index to i32
          %481 = arith.subi %480, %5 : i32
          %c0_i32_159 = arith.constant 0 : i32
          %482 = arith.addi %481, %c0_i32_159 : i32
          %483 = fly.make_int_tuple(%482) : (i32) -> !fly.int_tuple<?>
          %484 = fly.add_offset(%4, %483) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %485 = fly.ptr.load(%484) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %486 = vector.bitcast %485 : vector<16xi8> to vector<4xi32>
          %487 = arith.subi %480, %5 : i32
          %c1152_i32 = arith.constant 1152 : i32
          %488 = arith.addi %487, %c1152_i32 : i32
          %489 = fly.make_int_tuple(%488) : (i32) -> !fly.int_tuple<?>
          %490 = fly.add_offset(%4, %489) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %491 = fly.ptr.load(%490) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %492 = vector.bitcast %491 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %493 = arith.addi %376, %457 : index
          %c0_160 = arith.constant 0 : index
          %494 = arith.addi %459, %c0_160 : index
          %c512 = arith.constant 512 : index
          %495 = arith.muli %493, %c512 : index
          %496 = arith.addi %495, %494 : index
          %c4_161 = arith.constant 4 : index
          %497 = arith.muli %496, %c4_161 : index
          %498 = vector.bitcast %486 : vector<4xi32> to vector<4xi32>
          %499 = arith.index_cast %497 : index to i32
          %c0_i32_162 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %498, %20, %499, %c0_i32_162, 0 : vector<4xi32>
          %c8_163 = arith.constant 8 : index
          %500 = arith.addi %493, %c8_163 : index
          %c512_164 = arith.constant 512 : index
          %501 = arith.muli %500, %c512_164 : index
          %502 = arith.addi %501, %494 : index
          %c4_165 = arith.constant 4 : index
          %503 = arith.muli %502, %c4_165 : index
          %504 = vector.bitcast %492 : vector<4xi32> to vector<4xi32>
          %505 = arith.index_cast %503 : index to i32
          %c0_i32_166 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %504, %20, %505, %c0_i32_166, 0 : vector<4xi32>
          %c16_167 = arith.constant 16 : index
          %506 = arith.remui %25, %c16_167 : index
          %c16_168 = arith.constant 16 : index
          %507 = arith.divui %25, %c16_168 : index
          %c4_169 = arith.constant 4 : index
          %508 = arith.muli %507, %c4_169 : index
          %c36_170 = arith.constant 36 : index
          %509 = arith.muli %506, %c36_170 : index
          %510 = arith.addi %509, %508 : index
          %c4_171 = arith.constant 4 : index
          %511 = arith.muli %510, %c4_171 : index
          %c8_172 = arith.constant 8 : index
          %512 = arith.divui %25, %c8_172 : index
          %c8_173 = arith.constant 8 : index
          %513 = arith.remui %25, %c8_173 : index
          %c4_174 = arith.constant 4 : index
          %514 = arith.muli %513, %c4_174 : index
          %c36_175 = arith.constant 36 : index
          %515 = arith.muli %512, %c36_175 : index
          %516 = arith.addi %515, %514 : index
          %c4_176 = arith.constant 4 : index
          %517 = arith.muli %516, %c4_176 : index
          %c2304_177 = arith.constant 2304 : index
          %518 = arith.muli %24, %c2304_177 : index
          %519 = arith.addi %58, %518 : index
          %520 = arith.addi %519, %511 : index
          %521 = arith.index_cast %520 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_178 = arith.constant 0 : i32
          %522 = arith.addi %521, %c0_i32_178 : i32
          %523 = vector.bitcast %449 : vector<4xf32> to vector<16xi8>
          %524 = arith.subi %522, %5 : i32
          %c0_i32_179 = arith.constant 0 : i32
          %525 = arith.addi %524, %c0_i32_179 : i32
          %526 = fly.make_int_tuple(%525) : (i32) -> !fly.int_tuple<?>
          %527 = fly.add_offset(%4, %526) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%523, %527) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_180 = arith.constant 64 : i32
          %528 = arith.addi %521, %c64_i32_180 : i32
          %529 = vector.bitcast %450 : vector<4xf32> to vector<16xi8>
          %530 = arith.subi %528, %5 : i32
          %c0_i32_181 = arith.constant 0 : i32
          %531 = arith.addi %530, %c0_i32_181 : i32
          %532 = fly.make_int_tuple(%531) : (i32) -> !fly.int_tuple<?>
          %533 = fly.add_offset(%4, %532) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%529, %533) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %534 = arith.addi %519, %517 : index
          %535 = arith.index_cast %534 : index to i32
          %536 = arith.subi %535, %5 : i32
          %c0_i32_182 = arith.constant 0 : i32
          %537 = arith.addi %536, %c0_i32_182 : i32
          %538 = fly.make_int_tuple(%537) : (i32) -> !fly.int_tuple<?>
          %539 = fly.add_offset(%4, %538) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %540 = fly.ptr.load(%539) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %541 = vector.bitcast %540 : vector<16xi8> to vector<4xi32>
          %542 = arith.subi %535, %5 : i32
          %c1152_i32_183 = arith.constant 1152 : i32
          %543 = arith.addi %542, %c1152_i32_183 : i32
          %544 = fly.make_int_tuple(%543) : (i32) -> !fly.int_tuple<?>
          %545 = fly.add_offset(%4, %544) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %546 = fly.ptr.load(%545) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %547 = vector.bitcast %546 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %548 = arith.addi %376, %512 : index
          %c32_184 = arith.constant 32 : index
          %549 = arith.addi %514, %c32_184 : index
          %c512_185 = arith.constant 512 : index
          %550 = arith.muli %548, %c512_185 : index
          %551 = arith.addi %550, %549 : index
          %c4_186 = arith.constant 4 : index
          %552 = arith.muli %551, %c4_186 : index
          %553 = vector.bitcast %541 : vector<4xi32> to vector<4xi32>
          %554 = arith.index_cast %552 : index to i32
          %c0_i32_187 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %553, %20, %554, %c0_i32_187, 0 : vector<4xi32>
          %c8_188 = arith.constant 8 : index
          %555 = arith.addi %548, %c8_188 : index
          %c512_189 = arith.constant 512 : index
          %556 = arith.muli %555, %c512_189 : index
          %557 = arith.addi %556, %549 : index
          %c4_190 = arith.constant 4 : index
          %558 = arith.muli %557, %c4_190 : index
          %559 = vector.bitcast %547 : vector<4xi32> to vector<4xi32>
          %560 = arith.index_cast %558 : index to i32
          %c0_i32_191 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %559, %20, %560, %c0_i32_191, 0 : vector<4xi32>
          %561 = arith.extui %393 : i32 to i64
          %562 = llvm.inttoptr %561 : i64 to !llvm.ptr<3>
          %563 = llvm.getelementptr %562[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %564 = llvm.load volatile %563 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %565 = arith.extui %393 : i32 to i64
          %566 = llvm.inttoptr %565 : i64 to !llvm.ptr<3>
          %567 = llvm.getelementptr %566[8704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %568 = llvm.load volatile %567 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %569 = arith.extui %393 : i32 to i64
          %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<3>
          %571 = llvm.getelementptr %570[320] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %572 = llvm.load volatile %571 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %573 = arith.extui %393 : i32 to i64
          %574 = llvm.inttoptr %573 : i64 to !llvm.ptr<3>
          %575 = llvm.getelementptr %574[8768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %576 = llvm.load volatile %575 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %577 = arith.extui %393 : i32 to i64
          %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<3>
          %579 = llvm.getelementptr %578[384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %580 = llvm.load volatile %579 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %581 = arith.extui %393 : i32 to i64
          %582 = llvm.inttoptr %581 : i64 to !llvm.ptr<3>
          %583 = llvm.getelementptr %582[8832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %584 = llvm.load volatile %583 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %585 = arith.extui %393 : i32 to i64
          %586 = llvm.inttoptr %585 : i64 to !llvm.ptr<3>
          %587 = llvm.getelementptr %586[448] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %588 = llvm.load volatile %587 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %589 = arith.extui %393 : i32 to i64
          %590 = llvm.inttoptr %589 : i64 to !llvm.ptr<3>
          %591 = llvm.getelementptr %590[8896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %592 = llvm.load volatile %591 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %593 = arith.extui %564 : i32 to i64
          %594 = arith.extui %568 : i32 to i64
          %c32_i64_192 = arith.constant 32 : i64
          %595 = arith.shli %594, %c32_i64_192 : i64
          %596 = arith.ori %593, %595 : i64
          %597 = arith.extui %572 : i32 to i64
          %598 = arith.extui %576 : i32 to i64
          %c32_i64_193 = arith.constant 32 : i64
          %599 = arith.shli %598, %c32_i64_193 : i64
          %600 = arith.ori %597, %599 : i64
          %601 = rocdl.mfma.f32.16x16x32.fp8.fp8 %596, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %602 = rocdl.mfma.f32.16x16x32.fp8.fp8 %600, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %603 = arith.extui %580 : i32 to i64
          %604 = arith.extui %584 : i32 to i64
          %c32_i64_194 = arith.constant 32 : i64
          %605 = arith.shli %604, %c32_i64_194 : i64
          %606 = arith.ori %603, %605 : i64
          %607 = arith.extui %588 : i32 to i64
          %608 = arith.extui %592 : i32 to i64
          %c32_i64_195 = arith.constant 32 : i64
          %609 = arith.shli %608, %c32_i64_195 : i64
          %610 = arith.ori %607, %609 : i64
          %611 = rocdl.mfma.f32.16x16x32.fp8.fp8 %606, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %612 = rocdl.mfma.f32.16x16x32.fp8.fp8 %610, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %613 = arith.mulf %601, %395 fastmath<fast> : vector<4xf32>
          %614 = arith.mulf %602, %395 fastmath<fast> : vector<4xf32>
          %615 = arith.mulf %611, %395 fastmath<fast> : vector<4xf32>
          %616 = arith.mulf %612, %395 fastmath<fast> : vector<4xf32>
          %c16_196 = arith.constant 16 : index
          %617 = arith.remui %25, %c16_196 : index
          %c16_197 = arith.constant 16 : index
          %618 = arith.divui %25, %c16_197 : index
          %c4_198 = arith.constant 4 : index
          %619 = arith.muli %618, %c4_198 : index
          %c36_199 = arith.constant 36 : index
          %620 = arith.muli %617, %c36_199 : index
          %621 = arith.addi %620, %619 : index
          %c4_200 = arith.constant 4 : index
          %622 = arith.muli %621, %c4_200 : index
          %c8_201 = arith.constant 8 : index
          %623 = arith.divui %25, %c8_201 : index
          %c8_202 = arith.constant 8 : index
          %624 = arith.remui %25, %c8_202 : index
          %c4_203 = arith.constant 4 : index
          %625 = arith.muli %624, %c4_203 : index
          %c36_204 = arith.constant 36 : index
          %626 = arith.muli %623, %c36_204 : index
          %627 = arith.addi %626, %625 : index
          %c4_205 = arith.constant 4 : index
          %628 = arith.muli %627, %c4_205 : index
          %c2304_206 = arith.constant 2304 : index
          %629 = arith.muli %24, %c2304_206 : index
          %630 = arith.addi %58, %629 : index
          %631 = arith.addi %630, %622 : index
          %632 = arith.index_cast %631 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_207 = arith.constant 0 : i32
          %633 = arith.addi %632, %c0_i32_207 : i32
          %634 = vector.bitcast %613 : vector<4xf32> to vector<16xi8>
          %635 = arith.subi %633, %5 : i32
          %c0_i32_208 = arith.constant 0 : i32
          %636 = arith.addi %635, %c0_i32_208 : i32
          %637 = fly.make_int_tuple(%636) : (i32) -> !fly.int_tuple<?>
          %638 = fly.add_offset(%4, %637) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%634, %638) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_209 = arith.constant 64 : i32
          %639 = arith.addi %632, %c64_i32_209 : i32
          %640 = vector.bitcast %614 : vector<4xf32> to vector<16xi8>
          %641 = arith.subi %639, %5 : i32
          %c0_i32_210 = arith.constant 0 : i32
          %642 = arith.addi %641, %c0_i32_210 : i32
          %643 = fly.make_int_tuple(%642) : (i32) -> !fly.int_tuple<?>
          %644 = fly.add_offset(%4, %643) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%640, %644) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %645 = arith.addi %630, %628 : index
          %646 = arith.index_cast %645 : index to i32
          %647 = arith.subi %646, %5 : i32
          %c0_i32_211 = arith.constant 0 : i32
          %648 = arith.addi %647, %c0_i32_211 : i32
          %649 = fly.make_int_tuple(%648) : (i32) -> !fly.int_tuple<?>
          %650 = fly.add_offset(%4, %649) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %651 = fly.ptr.load(%650) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %652 = vector.bitcast %651 : vector<16xi8> to vector<4xi32>
          %653 = arith.subi %646, %5 : i32
          %c1152_i32_212 = arith.constant 1152 : i32
          %654 = arith.addi %653, %c1152_i32_212 : i32
          %655 = fly.make_int_tuple(%654) : (i32) -> !fly.int_tuple<?>
          %656 = fly.add_offset(%4, %655) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %657 = fly.ptr.load(%656) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %658 = vector.bitcast %657 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %659 = arith.addi %376, %623 : index
          %c64_213 = arith.constant 64 : index
          %660 = arith.addi %625, %c64_213 : index
          %c512_214 = arith.constant 512 : index
          %661 = arith.muli %659, %c512_214 : index
          %662 = arith.addi %661, %660 : index
          %c4_215 = arith.constant 4 : index
          %663 = arith.muli %662, %c4_215 : index
          %664 = vector.bitcast %652 : vector<4xi32> to vector<4xi32>
          %665 = arith.index_cast %663 : index to i32
          %c0_i32_216 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %664, %20, %665, %c0_i32_216, 0 : vector<4xi32>
          %c8_217 = arith.constant 8 : index
          %666 = arith.addi %659, %c8_217 : index
          %c512_218 = arith.constant 512 : index
          %667 = arith.muli %666, %c512_218 : index
          %668 = arith.addi %667, %660 : index
          %c4_219 = arith.constant 4 : index
          %669 = arith.muli %668, %c4_219 : index
          %670 = vector.bitcast %658 : vector<4xi32> to vector<4xi32>
          %671 = arith.index_cast %669 : index to i32
          %c0_i32_220 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %670, %20, %671, %c0_i32_220, 0 : vector<4xi32>
          %c16_221 = arith.constant 16 : index
          %672 = arith.remui %25, %c16_221 : index
          %c16_222 = arith.constant 16 : index
          %673 = arith.divui %25, %c16_222 : index
          %c4_223 = arith.constant 4 : index
          %674 = arith.muli %673, %c4_223 : index
          %c36_224 = arith.constant 36 : index
          %675 = arith.muli %672, %c36_224 : index
          %676 = arith.addi %675, %674 : index
          %c4_225 = arith.constant 4 : index
          %677 = arith.muli %676, %c4_225 : index
          %c8_226 = arith.constant 8 : index
          %678 = arith.divui %25, %c8_226 : index
          %c8_227 = arith.constant 8 : index
          %679 = arith.remui %25, %c8_227 : index
          %c4_228 = arith.constant 4 : index
          %680 = arith.muli %679, %c4_228 : index
          %c36_229 = arith.constant 36 : index
          %681 = arith.muli %678, %c36_229 : index
          %682 = arith.addi %681, %680 : index
          %c4_230 = arith.constant 4 : index
          %683 = arith.muli %682, %c4_230 : index
          %c2304_231 = arith.constant 2304 : index
          %684 = arith.muli %24, %c2304_231 : index
          %685 = arith.addi %58, %684 : index
          %686 = arith.addi %685, %677 : index
          %687 = arith.index_cast %686 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_232 = arith.constant 0 : i32
          %688 = arith.addi %687, %c0_i32_232 : i32
          %689 = vector.bitcast %615 : vector<4xf32> to vector<16xi8>
          %690 = arith.subi %688, %5 : i32
          %c0_i32_233 = arith.constant 0 : i32
          %691 = arith.addi %690, %c0_i32_233 : i32
          %692 = fly.make_int_tuple(%691) : (i32) -> !fly.int_tuple<?>
          %693 = fly.add_offset(%4, %692) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%689, %693) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_234 = arith.constant 64 : i32
          %694 = arith.addi %687, %c64_i32_234 : i32
          %695 = vector.bitcast %616 : vector<4xf32> to vector<16xi8>
          %696 = arith.subi %694, %5 : i32
          %c0_i32_235 = arith.constant 0 : i32
          %697 = arith.addi %696, %c0_i32_235 : i32
          %698 = fly.make_int_tuple(%697) : (i32) -> !fly.int_tuple<?>
          %699 = fly.add_offset(%4, %698) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%695, %699) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %700 = arith.addi %685, %683 : index
          %701 = arith.index_cast %700 : index to i32
          %702 = arith.subi %701, %5 : i32
          %c0_i32_236 = arith.constant 0 : i32
          %703 = arith.addi %702, %c0_i32_236 : i32
          %704 = fly.make_int_tuple(%703) : (i32) -> !fly.int_tuple<?>
          %705 = fly.add_offset(%4, %704) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %706 = fly.ptr.load(%705) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %707 = vector.bitcast %706 : vector<16xi8> to vector<4xi32>
          %708 = arith.subi %701, %5 : i32
          %c1152_i32_237 = arith.constant 1152 : i32
          %709 = arith.addi %708, %c1152_i32_237 : i32
          %710 = fly.make_int_tuple(%709) : (i32) -> !fly.int_tuple<?>
          %711 = fly.add_offset(%4, %710) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %712 = fly.ptr.load(%711) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %713 = vector.bitcast %712 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %714 = arith.addi %376, %678 : index
          %c96_238 = arith.constant 96 : index
          %715 = arith.addi %680, %c96_238 : index
          %c512_239 = arith.constant 512 : index
          %716 = arith.muli %714, %c512_239 : index
          %717 = arith.addi %716, %715 : index
          %c4_240 = arith.constant 4 : index
          %718 = arith.muli %717, %c4_240 : index
          %719 = vector.bitcast %707 : vector<4xi32> to vector<4xi32>
          %720 = arith.index_cast %718 : index to i32
          %c0_i32_241 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %719, %20, %720, %c0_i32_241, 0 : vector<4xi32>
          %c8_242 = arith.constant 8 : index
          %721 = arith.addi %714, %c8_242 : index
          %c512_243 = arith.constant 512 : index
          %722 = arith.muli %721, %c512_243 : index
          %723 = arith.addi %722, %715 : index
          %c4_244 = arith.constant 4 : index
          %724 = arith.muli %723, %c4_244 : index
          %725 = vector.bitcast %713 : vector<4xi32> to vector<4xi32>
          %726 = arith.index_cast %724 : index to i32
          %c0_i32_245 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %725, %20, %726, %c0_i32_245, 0 : vector<4xi32>
          %727 = arith.extui %393 : i32 to i64
          %728 = llvm.inttoptr %727 : i64 to !llvm.ptr<3>
          %729 = llvm.getelementptr %728[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %730 = llvm.load volatile %729 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %731 = arith.extui %393 : i32 to i64
          %732 = llvm.inttoptr %731 : i64 to !llvm.ptr<3>
          %733 = llvm.getelementptr %732[8960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %734 = llvm.load volatile %733 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %735 = arith.extui %393 : i32 to i64
          %736 = llvm.inttoptr %735 : i64 to !llvm.ptr<3>
          %737 = llvm.getelementptr %736[576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %738 = llvm.load volatile %737 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %739 = arith.extui %393 : i32 to i64
          %740 = llvm.inttoptr %739 : i64 to !llvm.ptr<3>
          %741 = llvm.getelementptr %740[9024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %742 = llvm.load volatile %741 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %743 = arith.extui %393 : i32 to i64
          %744 = llvm.inttoptr %743 : i64 to !llvm.ptr<3>
          %745 = llvm.getelementptr %744[640] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %746 = llvm.load volatile %745 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %747 = arith.extui %393 : i32 to i64
          %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<3>
          %749 = llvm.getelementptr %748[9088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %750 = llvm.load volatile %749 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %751 = arith.extui %393 : i32 to i64
          %752 = llvm.inttoptr %751 : i64 to !llvm.ptr<3>
          %753 = llvm.getelementptr %752[704] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %754 = llvm.load volatile %753 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %755 = arith.extui %393 : i32 to i64
          %756 = llvm.inttoptr %755 : i64 to !llvm.ptr<3>
          %757 = llvm.getelementptr %756[9152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %758 = llvm.load volatile %757 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %759 = arith.extui %730 : i32 to i64
          %760 = arith.extui %734 : i32 to i64
          %c32_i64_246 = arith.constant 32 : i64
          %761 = arith.shli %760, %c32_i64_246 : i64
          %762 = arith.ori %759, %761 : i64
          %763 = arith.extui %738 : i32 to i64
          %764 = arith.extui %742 : i32 to i64
          %c32_i64_247 = arith.constant 32 : i64
          %765 = arith.shli %764, %c32_i64_247 : i64
          %766 = arith.ori %763, %765 : i64
          %767 = rocdl.mfma.f32.16x16x32.fp8.fp8 %762, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %768 = rocdl.mfma.f32.16x16x32.fp8.fp8 %766, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %769 = arith.extui %746 : i32 to i64
          %770 = arith.extui %750 : i32 to i64
          %c32_i64_248 = arith.constant 32 : i64
          %771 = arith.shli %770, %c32_i64_248 : i64
          %772 = arith.ori %769, %771 : i64
          %773 = arith.extui %754 : i32 to i64
          %774 = arith.extui %758 : i32 to i64
          %c32_i64_249 = arith.constant 32 : i64
          %775 = arith.shli %774, %c32_i64_249 : i64
          %776 = arith.ori %773, %775 : i64
          %777 = rocdl.mfma.f32.16x16x32.fp8.fp8 %772, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %778 = rocdl.mfma.f32.16x16x32.fp8.fp8 %776, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %779 = arith.mulf %767, %395 fastmath<fast> : vector<4xf32>
          %780 = arith.mulf %768, %395 fastmath<fast> : vector<4xf32>
          %781 = arith.mulf %777, %395 fastmath<fast> : vector<4xf32>
          %782 = arith.mulf %778, %395 fastmath<fast> : vector<4xf32>
          %c16_250 = arith.constant 16 : index
          %783 = arith.remui %25, %c16_250 : index
          %c16_251 = arith.constant 16 : index
          %784 = arith.divui %25, %c16_251 : index
          %c4_252 = arith.constant 4 : index
          %785 = arith.muli %784, %c4_252 : index
          %c36_253 = arith.constant 36 : index
          %786 = arith.muli %783, %c36_253 : index
          %787 = arith.addi %786, %785 : index
          %c4_254 = arith.constant 4 : index
          %788 = arith.muli %787, %c4_254 : index
          %c8_255 = arith.constant 8 : index
          %789 = arith.divui %25, %c8_255 : index
          %c8_256 = arith.constant 8 : index
          %790 = arith.remui %25, %c8_256 : index
          %c4_257 = arith.constant 4 : index
          %791 = arith.muli %790, %c4_257 : index
          %c36_258 = arith.constant 36 : index
          %792 = arith.muli %789, %c36_258 : index
          %793 = arith.addi %792, %791 : index
          %c4_259 = arith.constant 4 : index
          %794 = arith.muli %793, %c4_259 : index
          %c2304_260 = arith.constant 2304 : index
          %795 = arith.muli %24, %c2304_260 : index
          %796 = arith.addi %58, %795 : index
          %797 = arith.addi %796, %788 : index
          %798 = arith.index_cast %797 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_261 = arith.constant 0 : i32
          %799 = arith.addi %798, %c0_i32_261 : i32
          %800 = vector.bitcast %779 : vector<4xf32> to vector<16xi8>
          %801 = arith.subi %799, %5 : i32
          %c0_i32_262 = arith.constant 0 : i32
          %802 = arith.addi %801, %c0_i32_262 : i32
          %803 = fly.make_int_tuple(%802) : (i32) -> !fly.int_tuple<?>
          %804 = fly.add_offset(%4, %803) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%800, %804) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_263 = arith.constant 64 : i32
          %805 = arith.addi %798, %c64_i32_263 : i32
          %806 = vector.bitcast %780 : vector<4xf32> to vector<16xi8>
          %807 = arith.subi %805, %5 : i32
          %c0_i32_264 = arith.constant 0 : i32
          %808 = arith.addi %807, %c0_i32_264 : i32
          %809 = fly.make_int_tuple(%808) : (i32) -> !fly.int_tuple<?>
          %810 = fly.add_offset(%4, %809) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%806, %810) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %811 = arith.addi %796, %794 : index
          %812 = arith.index_cast %811 : index to i32
          %813 = arith.subi %812, %5 : i32
          %c0_i32_265 = arith.constant 0 : i32
          %814 = arith.addi %813, %c0_i32_265 : i32
          %815 = fly.make_int_tuple(%814) : (i32) -> !fly.int_tuple<?>
          %816 = fly.add_offset(%4, %815) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %817 = fly.ptr.load(%816) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %818 = vector.bitcast %817 : vector<16xi8> to vector<4xi32>
          %819 = arith.subi %812, %5 : i32
          %c1152_i32_266 = arith.constant 1152 : i32
          %820 = arith.addi %819, %c1152_i32_266 : i32
          %821 = fly.make_int_tuple(%820) : (i32) -> !fly.int_tuple<?>
          %822 = fly.add_offset(%4, %821) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %823 = fly.ptr.load(%822) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %824 = vector.bitcast %823 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %825 = arith.addi %376, %789 : index
          %c128_267 = arith.constant 128 : index
          %826 = arith.addi %791, %c128_267 : index
          %c512_268 = arith.constant 512 : index
          %827 = arith.muli %825, %c512_268 : index
          %828 = arith.addi %827, %826 : index
          %c4_269 = arith.constant 4 : index
          %829 = arith.muli %828, %c4_269 : index
          %830 = vector.bitcast %818 : vector<4xi32> to vector<4xi32>
          %831 = arith.index_cast %829 : index to i32
          %c0_i32_270 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %830, %20, %831, %c0_i32_270, 0 : vector<4xi32>
          %c8_271 = arith.constant 8 : index
          %832 = arith.addi %825, %c8_271 : index
          %c512_272 = arith.constant 512 : index
          %833 = arith.muli %832, %c512_272 : index
          %834 = arith.addi %833, %826 : index
          %c4_273 = arith.constant 4 : index
          %835 = arith.muli %834, %c4_273 : index
          %836 = vector.bitcast %824 : vector<4xi32> to vector<4xi32>
          %837 = arith.index_cast %835 : index to i32
          %c0_i32_274 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %836, %20, %837, %c0_i32_274, 0 : vector<4xi32>
          %c16_275 = arith.constant 16 : index
          %838 = arith.remui %25, %c16_275 : index
          %c16_276 = arith.constant 16 : index
          %839 = arith.divui %25, %c16_276 : index
          %c4_277 = arith.constant 4 : index
          %840 = arith.muli %839, %c4_277 : index
          %c36_278 = arith.constant 36 : index
          %841 = arith.muli %838, %c36_278 : index
          %842 = arith.addi %841, %840 : index
          %c4_279 = arith.constant 4 : index
          %843 = arith.muli %842, %c4_279 : index
          %c8_280 = arith.constant 8 : index
          %844 = arith.divui %25, %c8_280 : index
          %c8_281 = arith.constant 8 : index
          %845 = arith.remui %25, %c8_281 : index
          %c4_282 = arith.constant 4 : index
          %846 = arith.muli %845, %c4_282 : index
          %c36_283 = arith.constant 36 : index
          %847 = arith.muli %844, %c36_283 : index
          %848 = arith.addi %847, %846 : index
          %c4_284 = arith.constant 4 : index
          %849 = arith.muli %848, %c4_284 : index
          %c2304_285 = arith.constant 2304 : index
          %850 = arith.muli %24, %c2304_285 : index
          %851 = arith.addi %58, %850 : index
          %852 = arith.addi %851, %843 : index
          %853 = arith.index_cast %852 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_286 = arith.constant 0 : i32
          %854 = arith.addi %853, %c0_i32_286 : i32
          %855 = vector.bitcast %781 : vector<4xf32> to vector<16xi8>
          %856 = arith.subi %854, %5 : i32
          %c0_i32_287 = arith.constant 0 : i32
          %857 = arith.addi %856, %c0_i32_287 : i32
          %858 = fly.make_int_tuple(%857) : (i32) -> !fly.int_tuple<?>
          %859 = fly.add_offset(%4, %858) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%855, %859) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_288 = arith.constant 64 : i32
          %860 = arith.addi %853, %c64_i32_288 : i32
          %861 = vector.bitcast %782 : vector<4xf32> to vector<16xi8>
          %862 = arith.subi %860, %5 : i32
          %c0_i32_289 = arith.constant 0 : i32
          %863 = arith.addi %862, %c0_i32_289 : i32
          %864 = fly.make_int_tuple(%863) : (i32) -> !fly.int_tuple<?>
          %865 = fly.add_offset(%4, %864) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%861, %865) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %866 = arith.addi %851, %849 : index
          %867 = arith.index_cast %866 : index to i32
          %868 = arith.subi %867, %5 : i32
          %c0_i32_290 = arith.constant 0 : i32
          %869 = arith.addi %868, %c0_i32_290 : i32
          %870 = fly.make_int_tuple(%869) : (i32) -> !fly.int_tuple<?>
          %871 = fly.add_offset(%4, %870) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %872 = fly.ptr.load(%871) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %873 = vector.bitcast %872 : vector<16xi8> to vector<4xi32>
          %874 = arith.subi %867, %5 : i32
          %c1152_i32_291 = arith.constant 1152 : i32
          %875 = arith.addi %874, %c1152_i32_291 : i32
          %876 = fly.make_int_tuple(%875) : (i32) -> !fly.int_tuple<?>
          %877 = fly.add_offset(%4, %876) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %878 = fly.ptr.load(%877) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %879 = vector.bitcast %878 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %880 = arith.addi %376, %844 : index
          %c160 = arith.constant 160 : index
          %881 = arith.addi %846, %c160 : index
          %c512_292 = arith.constant 512 : index
          %882 = arith.muli %880, %c512_292 : index
          %883 = arith.addi %882, %881 : index
          %c4_293 = arith.constant 4 : index
          %884 = arith.muli %883, %c4_293 : index
          %885 = vector.bitcast %873 : vector<4xi32> to vector<4xi32>
          %886 = arith.index_cast %884 : index to i32
          %c0_i32_294 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %885, %20, %886, %c0_i32_294, 0 : vector<4xi32>
          %c8_295 = arith.constant 8 : index
          %887 = arith.addi %880, %c8_295 : index
          %c512_296 = arith.constant 512 : index
          %888 = arith.muli %887, %c512_296 : index
          %889 = arith.addi %888, %881 : index
          %c4_297 = arith.constant 4 : index
          %890 = arith.muli %889, %c4_297 : index
          %891 = vector.bitcast %879 : vector<4xi32> to vector<4xi32>
          %892 = arith.index_cast %890 : index to i32
          %c0_i32_298 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %891, %20, %892, %c0_i32_298, 0 : vector<4xi32>
          %893 = arith.extui %393 : i32 to i64
          %894 = llvm.inttoptr %893 : i64 to !llvm.ptr<3>
          %895 = llvm.getelementptr %894[768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %896 = llvm.load volatile %895 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %897 = arith.extui %393 : i32 to i64
          %898 = llvm.inttoptr %897 : i64 to !llvm.ptr<3>
          %899 = llvm.getelementptr %898[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %900 = llvm.load volatile %899 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %901 = arith.extui %393 : i32 to i64
          %902 = llvm.inttoptr %901 : i64 to !llvm.ptr<3>
          %903 = llvm.getelementptr %902[832] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %904 = llvm.load volatile %903 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %905 = arith.extui %393 : i32 to i64
          %906 = llvm.inttoptr %905 : i64 to !llvm.ptr<3>
          %907 = llvm.getelementptr %906[9280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %908 = llvm.load volatile %907 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %909 = arith.extui %393 : i32 to i64
          %910 = llvm.inttoptr %909 : i64 to !llvm.ptr<3>
          %911 = llvm.getelementptr %910[896] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %912 = llvm.load volatile %911 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %913 = arith.extui %393 : i32 to i64
          %914 = llvm.inttoptr %913 : i64 to !llvm.ptr<3>
          %915 = llvm.getelementptr %914[9344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %916 = llvm.load volatile %915 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %917 = arith.extui %393 : i32 to i64
          %918 = llvm.inttoptr %917 : i64 to !llvm.ptr<3>
          %919 = llvm.getelementptr %918[960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %920 = llvm.load volatile %919 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %921 = arith.extui %393 : i32 to i64
          %922 = llvm.inttoptr %921 : i64 to !llvm.ptr<3>
          %923 = llvm.getelementptr %922[9408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %924 = llvm.load volatile %923 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %925 = arith.extui %896 : i32 to i64
          %926 = arith.extui %900 : i32 to i64
          %c32_i64_299 = arith.constant 32 : i64
          %927 = arith.shli %926, %c32_i64_299 : i64
          %928 = arith.ori %925, %927 : i64
          %929 = arith.extui %904 : i32 to i64
          %930 = arith.extui %908 : i32 to i64
          %c32_i64_300 = arith.constant 32 : i64
          %931 = arith.shli %930, %c32_i64_300 : i64
          %932 = arith.ori %929, %931 : i64
          %933 = rocdl.mfma.f32.16x16x32.fp8.fp8 %928, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %934 = rocdl.mfma.f32.16x16x32.fp8.fp8 %932, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %935 = arith.extui %912 : i32 to i64
          %936 = arith.extui %916 : i32 to i64
          %c32_i64_301 = arith.constant 32 : i64
          %937 = arith.shli %936, %c32_i64_301 : i64
          %938 = arith.ori %935, %937 : i64
          %939 = arith.extui %920 : i32 to i64
          %940 = arith.extui %924 : i32 to i64
          %c32_i64_302 = arith.constant 32 : i64
          %941 = arith.shli %940, %c32_i64_302 : i64
          %942 = arith.ori %939, %941 : i64
          %943 = rocdl.mfma.f32.16x16x32.fp8.fp8 %938, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %944 = rocdl.mfma.f32.16x16x32.fp8.fp8 %942, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %945 = arith.mulf %933, %395 fastmath<fast> : vector<4xf32>
          %946 = arith.mulf %934, %395 fastmath<fast> : vector<4xf32>
          %947 = arith.mulf %943, %395 fastmath<fast> : vector<4xf32>
          %948 = arith.mulf %944, %395 fastmath<fast> : vector<4xf32>
          %c16_303 = arith.constant 16 : index
          %949 = arith.remui %25, %c16_303 : index
          %c16_304 = arith.constant 16 : index
          %950 = arith.divui %25, %c16_304 : index
          %c4_305 = arith.constant 4 : index
          %951 = arith.muli %950, %c4_305 : index
          %c36_306 = arith.constant 36 : index
          %952 = arith.muli %949, %c36_306 : index
          %953 = arith.addi %952, %951 : index
          %c4_307 = arith.constant 4 : index
          %954 = arith.muli %953, %c4_307 : index
          %c8_308 = arith.constant 8 : index
          %955 = arith.divui %25, %c8_308 : index
          %c8_309 = arith.constant 8 : index
          %956 = arith.remui %25, %c8_309 : index
          %c4_310 = arith.constant 4 : index
          %957 = arith.muli %956, %c4_310 : index
          %c36_311 = arith.constant 36 : index
          %958 = arith.muli %955, %c36_311 : index
          %959 = arith.addi %958, %957 : index
          %c4_312 = arith.constant 4 : index
          %960 = arith.muli %959, %c4_312 : index
          %c2304_313 = arith.constant 2304 : index
          %961 = arith.muli %24, %c2304_313 : index
          %962 = arith.addi %58, %961 : index
          %963 = arith.addi %962, %954 : index
          %964 = arith.index_cast %963 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_314 = arith.constant 0 : i32
          %965 = arith.addi %964, %c0_i32_314 : i32
          %966 = vector.bitcast %945 : vector<4xf32> to vector<16xi8>
          %967 = arith.subi %965, %5 : i32
          %c0_i32_315 = arith.constant 0 : i32
          %968 = arith.addi %967, %c0_i32_315 : i32
          %969 = fly.make_int_tuple(%968) : (i32) -> !fly.int_tuple<?>
          %970 = fly.add_offset(%4, %969) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%966, %970) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_316 = arith.constant 64 : i32
          %971 = arith.addi %964, %c64_i32_316 : i32
          %972 = vector.bitcast %946 : vector<4xf32> to vector<16xi8>
          %973 = arith.subi %971, %5 : i32
          %c0_i32_317 = arith.constant 0 : i32
          %974 = arith.addi %973, %c0_i32_317 : i32
          %975 = fly.make_int_tuple(%974) : (i32) -> !fly.int_tuple<?>
          %976 = fly.add_offset(%4, %975) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%972, %976) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %977 = arith.addi %962, %960 : index
          %978 = arith.index_cast %977 : index to i32
          %979 = arith.subi %978, %5 : i32
          %c0_i32_318 = arith.constant 0 : i32
          %980 = arith.addi %979, %c0_i32_318 : i32
          %981 = fly.make_int_tuple(%980) : (i32) -> !fly.int_tuple<?>
          %982 = fly.add_offset(%4, %981) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %983 = fly.ptr.load(%982) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %984 = vector.bitcast %983 : vector<16xi8> to vector<4xi32>
          %985 = arith.subi %978, %5 : i32
          %c1152_i32_319 = arith.constant 1152 : i32
          %986 = arith.addi %985, %c1152_i32_319 : i32
          %987 = fly.make_int_tuple(%986) : (i32) -> !fly.int_tuple<?>
          %988 = fly.add_offset(%4, %987) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %989 = fly.ptr.load(%988) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %990 = vector.bitcast %989 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %991 = arith.addi %376, %955 : index
          %c192 = arith.constant 192 : index
          %992 = arith.addi %957, %c192 : index
          %c512_320 = arith.constant 512 : index
          %993 = arith.muli %991, %c512_320 : index
          %994 = arith.addi %993, %992 : index
          %c4_321 = arith.constant 4 : index
          %995 = arith.muli %994, %c4_321 : index
          %996 = vector.bitcast %984 : vector<4xi32> to vector<4xi32>
          %997 = arith.index_cast %995 : index to i32
          %c0_i32_322 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %996, %20, %997, %c0_i32_322, 0 : vector<4xi32>
          %c8_323 = arith.constant 8 : index
          %998 = arith.addi %991, %c8_323 : index
          %c512_324 = arith.constant 512 : index
          %999 = arith.muli %998, %c512_324 : index
          %1000 = arith.addi %999, %992 : index
          %c4_325 = arith.constant 4 : index
          %1001 = arith.muli %1000, %c4_325 : index
          %1002 = vector.bitcast %990 : vector<4xi32> to vector<4xi32>
          %1003 = arith.index_cast %1001 : index to i32
          %c0_i32_326 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1002, %20, %1003, %c0_i32_326, 0 : vector<4xi32>
          %c16_327 = arith.constant 16 : index
          %1004 = arith.remui %25, %c16_327 : index
          %c16_328 = arith.constant 16 : index
          %1005 = arith.divui %25, %c16_328 : index
          %c4_329 = arith.constant 4 : index
          %1006 = arith.muli %1005, %c4_329 : index
          %c36_330 = arith.constant 36 : index
          %1007 = arith.muli %1004, %c36_330 : index
          %1008 = arith.addi %1007, %1006 : index
          %c4_331 = arith.constant 4 : index
          %1009 = arith.muli %1008, %c4_331 : index
          %c8_332 = arith.constant 8 : index
          %1010 = arith.divui %25, %c8_332 : index
          %c8_333 = arith.constant 8 : index
          %1011 = arith.remui %25, %c8_333 : index
          %c4_334 = arith.constant 4 : index
          %1012 = arith.muli %1011, %c4_334 : index
          %c36_335 = arith.constant 36 : index
          %1013 = arith.muli %1010, %c36_335 : index
          %1014 = arith.addi %1013, %1012 : index
          %c4_336 = arith.constant 4 : index
          %1015 = arith.muli %1014, %c4_336 : index
          %c2304_337 = arith.constant 2304 : index
          %1016 = arith.muli %24, %c2304_337 : index
          %1017 = arith.addi %58, %1016 : index
          %1018 = arith.addi %1017, %1009 : index
          %1019 = arith.index_cast %1018 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_338 = arith.constant 0 : i32
          %1020 = arith.addi %1019, %c0_i32_338 : i32
          %1021 = vector.bitcast %947 : vector<4xf32> to vector<16xi8>
          %1022 = arith.subi %1020, %5 : i32
          %c0_i32_339 = arith.constant 0 : i32
          %1023 = arith.addi %1022, %c0_i32_339 : i32
          %1024 = fly.make_int_tuple(%1023) : (i32) -> !fly.int_tuple<?>
          %1025 = fly.add_offset(%4, %1024) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1021, %1025) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_340 = arith.constant 64 : i32
          %1026 = arith.addi %1019, %c64_i32_340 : i32
          %1027 = vector.bitcast %948 : vector<4xf32> to vector<16xi8>
          %1028 = arith.subi %1026, %5 : i32
          %c0_i32_341 = arith.constant 0 : i32
          %1029 = arith.addi %1028, %c0_i32_341 : i32
          %1030 = fly.make_int_tuple(%1029) : (i32) -> !fly.int_tuple<?>
          %1031 = fly.add_offset(%4, %1030) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1027, %1031) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1032 = arith.addi %1017, %1015 : index
          %1033 = arith.index_cast %1032 : index to i32
          %1034 = arith.subi %1033, %5 : i32
          %c0_i32_342 = arith.constant 0 : i32
          %1035 = arith.addi %1034, %c0_i32_342 : i32
          %1036 = fly.make_int_tuple(%1035) : (i32) -> !fly.int_tuple<?>
          %1037 = fly.add_offset(%4, %1036) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1038 = fly.ptr.load(%1037) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1039 = vector.bitcast %1038 : vector<16xi8> to vector<4xi32>
          %1040 = arith.subi %1033, %5 : i32
          %c1152_i32_343 = arith.constant 1152 : i32
          %1041 = arith.addi %1040, %c1152_i32_343 : i32
          %1042 = fly.make_int_tuple(%1041) : (i32) -> !fly.int_tuple<?>
          %1043 = fly.add_offset(%4, %1042) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1044 = fly.ptr.load(%1043) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1045 = vector.bitcast %1044 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1046 = arith.addi %376, %1010 : index
          %c224 = arith.constant 224 : index
          %1047 = arith.addi %1012, %c224 : index
          %c512_344 = arith.constant 512 : index
          %1048 = arith.muli %1046, %c512_344 : index
          %1049 = arith.addi %1048, %1047 : index
          %c4_345 = arith.constant 4 : index
          %1050 = arith.muli %1049, %c4_345 : index
          %1051 = vector.bitcast %1039 : vector<4xi32> to vector<4xi32>
          %1052 = arith.index_cast %1050 : index to i32
          %c0_i32_346 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1051, %20, %1052, %c0_i32_346, 0 : vector<4xi32>
          %c8_347 = arith.constant 8 : index
          %1053 = arith.addi %1046, %c8_347 : index
          %c512_348 = arith.constant 512 : index
          %1054 = arith.muli %1053, %c512_348 : index
          %1055 = arith.addi %1054, %1047 : index
          %c4_349 = arith.constant 4 : index
          %1056 = arith.muli %1055, %c4_349 : index
          %1057 = vector.bitcast %1045 : vector<4xi32> to vector<4xi32>
          %1058 = arith.index_cast %1056 : index to i32
          %c0_i32_350 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1057, %20, %1058, %c0_i32_350, 0 : vector<4xi32>
          %1059 = arith.extui %393 : i32 to i64
          %1060 = llvm.inttoptr %1059 : i64 to !llvm.ptr<3>
          %1061 = llvm.getelementptr %1060[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1062 = llvm.load volatile %1061 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1063 = arith.extui %393 : i32 to i64
          %1064 = llvm.inttoptr %1063 : i64 to !llvm.ptr<3>
          %1065 = llvm.getelementptr %1064[9472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1066 = llvm.load volatile %1065 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1067 = arith.extui %393 : i32 to i64
          %1068 = llvm.inttoptr %1067 : i64 to !llvm.ptr<3>
          %1069 = llvm.getelementptr %1068[1088] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1070 = llvm.load volatile %1069 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1071 = arith.extui %393 : i32 to i64
          %1072 = llvm.inttoptr %1071 : i64 to !llvm.ptr<3>
          %1073 = llvm.getelementptr %1072[9536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1074 = llvm.load volatile %1073 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1075 = arith.extui %393 : i32 to i64
          %1076 = llvm.inttoptr %1075 : i64 to !llvm.ptr<3>
          %1077 = llvm.getelementptr %1076[1152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1078 = llvm.load volatile %1077 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1079 = arith.extui %393 : i32 to i64
          %1080 = llvm.inttoptr %1079 : i64 to !llvm.ptr<3>
          %1081 = llvm.getelementptr %1080[9600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1082 = llvm.load volatile %1081 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1083 = arith.extui %393 : i32 to i64
          %1084 = llvm.inttoptr %1083 : i64 to !llvm.ptr<3>
          %1085 = llvm.getelementptr %1084[1216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1086 = llvm.load volatile %1085 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1087 = arith.extui %393 : i32 to i64
          %1088 = llvm.inttoptr %1087 : i64 to !llvm.ptr<3>
          %1089 = llvm.getelementptr %1088[9664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1090 = llvm.load volatile %1089 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1091 = arith.extui %1062 : i32 to i64
          %1092 = arith.extui %1066 : i32 to i64
          %c32_i64_351 = arith.constant 32 : i64
          %1093 = arith.shli %1092, %c32_i64_351 : i64
          %1094 = arith.ori %1091, %1093 : i64
          %1095 = arith.extui %1070 : i32 to i64
          %1096 = arith.extui %1074 : i32 to i64
          %c32_i64_352 = arith.constant 32 : i64
          %1097 = arith.shli %1096, %c32_i64_352 : i64
          %1098 = arith.ori %1095, %1097 : i64
          %1099 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1094, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1100 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1098, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1101 = arith.extui %1078 : i32 to i64
          %1102 = arith.extui %1082 : i32 to i64
          %c32_i64_353 = arith.constant 32 : i64
          %1103 = arith.shli %1102, %c32_i64_353 : i64
          %1104 = arith.ori %1101, %1103 : i64
          %1105 = arith.extui %1086 : i32 to i64
          %1106 = arith.extui %1090 : i32 to i64
          %c32_i64_354 = arith.constant 32 : i64
          %1107 = arith.shli %1106, %c32_i64_354 : i64
          %1108 = arith.ori %1105, %1107 : i64
          %1109 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1104, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1110 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1108, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1111 = arith.mulf %1099, %395 fastmath<fast> : vector<4xf32>
          %1112 = arith.mulf %1100, %395 fastmath<fast> : vector<4xf32>
          %1113 = arith.mulf %1109, %395 fastmath<fast> : vector<4xf32>
          %1114 = arith.mulf %1110, %395 fastmath<fast> : vector<4xf32>
          %c16_355 = arith.constant 16 : index
          %1115 = arith.remui %25, %c16_355 : index
          %c16_356 = arith.constant 16 : index
          %1116 = arith.divui %25, %c16_356 : index
          %c4_357 = arith.constant 4 : index
          %1117 = arith.muli %1116, %c4_357 : index
          %c36_358 = arith.constant 36 : index
          %1118 = arith.muli %1115, %c36_358 : index
          %1119 = arith.addi %1118, %1117 : index
          %c4_359 = arith.constant 4 : index
          %1120 = arith.muli %1119, %c4_359 : index
          %c8_360 = arith.constant 8 : index
          %1121 = arith.divui %25, %c8_360 : index
          %c8_361 = arith.constant 8 : index
          %1122 = arith.remui %25, %c8_361 : index
          %c4_362 = arith.constant 4 : index
          %1123 = arith.muli %1122, %c4_362 : index
          %c36_363 = arith.constant 36 : index
          %1124 = arith.muli %1121, %c36_363 : index
          %1125 = arith.addi %1124, %1123 : index
          %c4_364 = arith.constant 4 : index
          %1126 = arith.muli %1125, %c4_364 : index
          %c2304_365 = arith.constant 2304 : index
          %1127 = arith.muli %24, %c2304_365 : index
          %1128 = arith.addi %58, %1127 : index
          %1129 = arith.addi %1128, %1120 : index
          %1130 = arith.index_cast %1129 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_366 = arith.constant 0 : i32
          %1131 = arith.addi %1130, %c0_i32_366 : i32
          %1132 = vector.bitcast %1111 : vector<4xf32> to vector<16xi8>
          %1133 = arith.subi %1131, %5 : i32
          %c0_i32_367 = arith.constant 0 : i32
          %1134 = arith.addi %1133, %c0_i32_367 : i32
          %1135 = fly.make_int_tuple(%1134) : (i32) -> !fly.int_tuple<?>
          %1136 = fly.add_offset(%4, %1135) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1132, %1136) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_368 = arith.constant 64 : i32
          %1137 = arith.addi %1130, %c64_i32_368 : i32
          %1138 = vector.bitcast %1112 : vector<4xf32> to vector<16xi8>
          %1139 = arith.subi %1137, %5 : i32
          %c0_i32_369 = arith.constant 0 : i32
          %1140 = arith.addi %1139, %c0_i32_369 : i32
          %1141 = fly.make_int_tuple(%1140) : (i32) -> !fly.int_tuple<?>
          %1142 = fly.add_offset(%4, %1141) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1138, %1142) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1143 = arith.addi %1128, %1126 : index
          %1144 = arith.index_cast %1143 : index to i32
          %1145 = arith.subi %1144, %5 : i32
          %c0_i32_370 = arith.constant 0 : i32
          %1146 = arith.addi %1145, %c0_i32_370 : i32
          %1147 = fly.make_int_tuple(%1146) : (i32) -> !fly.int_tuple<?>
          %1148 = fly.add_offset(%4, %1147) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1149 = fly.ptr.load(%1148) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1150 = vector.bitcast %1149 : vector<16xi8> to vector<4xi32>
          %1151 = arith.subi %1144, %5 : i32
          %c1152_i32_371 = arith.constant 1152 : i32
          %1152 = arith.addi %1151, %c1152_i32_371 : i32
          %1153 = fly.make_int_tuple(%1152) : (i32) -> !fly.int_tuple<?>
          %1154 = fly.add_offset(%4, %1153) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1155 = fly.ptr.load(%1154) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1156 = vector.bitcast %1155 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1157 = arith.addi %376, %1121 : index
          %c256 = arith.constant 256 : index
          %1158 = arith.addi %1123, %c256 : index
          %c512_372 = arith.constant 512 : index
          %1159 = arith.muli %1157, %c512_372 : index
          %1160 = arith.addi %1159, %1158 : index
          %c4_373 = arith.constant 4 : index
          %1161 = arith.muli %1160, %c4_373 : index
          %1162 = vector.bitcast %1150 : vector<4xi32> to vector<4xi32>
          %1163 = arith.index_cast %1161 : index to i32
          %c0_i32_374 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1162, %20, %1163, %c0_i32_374, 0 : vector<4xi32>
          %c8_375 = arith.constant 8 : index
          %1164 = arith.addi %1157, %c8_375 : index
          %c512_376 = arith.constant 512 : index
          %1165 = arith.muli %1164, %c512_376 : index
          %1166 = arith.addi %1165, %1158 : index
          %c4_377 = arith.constant 4 : index
          %1167 = arith.muli %1166, %c4_377 : index
          %1168 = vector.bitcast %1156 : vector<4xi32> to vector<4xi32>
          %1169 = arith.index_cast %1167 : index to i32
          %c0_i32_378 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1168, %20, %1169, %c0_i32_378, 0 : vector<4xi32>
          %c16_379 = arith.constant 16 : index
          %1170 = arith.remui %25, %c16_379 : index
          %c16_380 = arith.constant 16 : index
          %1171 = arith.divui %25, %c16_380 : index
          %c4_381 = arith.constant 4 : index
          %1172 = arith.muli %1171, %c4_381 : index
          %c36_382 = arith.constant 36 : index
          %1173 = arith.muli %1170, %c36_382 : index
          %1174 = arith.addi %1173, %1172 : index
          %c4_383 = arith.constant 4 : index
          %1175 = arith.muli %1174, %c4_383 : index
          %c8_384 = arith.constant 8 : index
          %1176 = arith.divui %25, %c8_384 : index
          %c8_385 = arith.constant 8 : index
          %1177 = arith.remui %25, %c8_385 : index
          %c4_386 = arith.constant 4 : index
          %1178 = arith.muli %1177, %c4_386 : index
          %c36_387 = arith.constant 36 : index
          %1179 = arith.muli %1176, %c36_387 : index
          %1180 = arith.addi %1179, %1178 : index
          %c4_388 = arith.constant 4 : index
          %1181 = arith.muli %1180, %c4_388 : index
          %c2304_389 = arith.constant 2304 : index
          %1182 = arith.muli %24, %c2304_389 : index
          %1183 = arith.addi %58, %1182 : index
          %1184 = arith.addi %1183, %1175 : index
          %1185 = arith.index_cast %1184 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_390 = arith.constant 0 : i32
          %1186 = arith.addi %1185, %c0_i32_390 : i32
          %1187 = vector.bitcast %1113 : vector<4xf32> to vector<16xi8>
          %1188 = arith.subi %1186, %5 : i32
          %c0_i32_391 = arith.constant 0 : i32
          %1189 = arith.addi %1188, %c0_i32_391 : i32
          %1190 = fly.make_int_tuple(%1189) : (i32) -> !fly.int_tuple<?>
          %1191 = fly.add_offset(%4, %1190) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1187, %1191) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_392 = arith.constant 64 : i32
          %1192 = arith.addi %1185, %c64_i32_392 : i32
          %1193 = vector.bitcast %1114 : vector<4xf32> to vector<16xi8>
          %1194 = arith.subi %1192, %5 : i32
          %c0_i32_393 = arith.constant 0 : i32
          %1195 = arith.addi %1194, %c0_i32_393 : i32
          %1196 = fly.make_int_tuple(%1195) : (i32) -> !fly.int_tuple<?>
          %1197 = fly.add_offset(%4, %1196) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1193, %1197) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1198 = arith.addi %1183, %1181 : index
          %1199 = arith.index_cast %1198 : index to i32
          %1200 = arith.subi %1199, %5 : i32
          %c0_i32_394 = arith.constant 0 : i32
          %1201 = arith.addi %1200, %c0_i32_394 : i32
          %1202 = fly.make_int_tuple(%1201) : (i32) -> !fly.int_tuple<?>
          %1203 = fly.add_offset(%4, %1202) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1204 = fly.ptr.load(%1203) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1205 = vector.bitcast %1204 : vector<16xi8> to vector<4xi32>
          %1206 = arith.subi %1199, %5 : i32
          %c1152_i32_395 = arith.constant 1152 : i32
          %1207 = arith.addi %1206, %c1152_i32_395 : i32
          %1208 = fly.make_int_tuple(%1207) : (i32) -> !fly.int_tuple<?>
          %1209 = fly.add_offset(%4, %1208) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1210 = fly.ptr.load(%1209) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1211 = vector.bitcast %1210 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1212 = arith.addi %376, %1176 : index
          %c288 = arith.constant 288 : index
          %1213 = arith.addi %1178, %c288 : index
          %c512_396 = arith.constant 512 : index
          %1214 = arith.muli %1212, %c512_396 : index
          %1215 = arith.addi %1214, %1213 : index
          %c4_397 = arith.constant 4 : index
          %1216 = arith.muli %1215, %c4_397 : index
          %1217 = vector.bitcast %1205 : vector<4xi32> to vector<4xi32>
          %1218 = arith.index_cast %1216 : index to i32
          %c0_i32_398 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1217, %20, %1218, %c0_i32_398, 0 : vector<4xi32>
          %c8_399 = arith.constant 8 : index
          %1219 = arith.addi %1212, %c8_399 : index
          %c512_400 = arith.constant 512 : index
          %1220 = arith.muli %1219, %c512_400 : index
          %1221 = arith.addi %1220, %1213 : index
          %c4_401 = arith.constant 4 : index
          %1222 = arith.muli %1221, %c4_401 : index
          %1223 = vector.bitcast %1211 : vector<4xi32> to vector<4xi32>
          %1224 = arith.index_cast %1222 : index to i32
          %c0_i32_402 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1223, %20, %1224, %c0_i32_402, 0 : vector<4xi32>
          %1225 = arith.extui %393 : i32 to i64
          %1226 = llvm.inttoptr %1225 : i64 to !llvm.ptr<3>
          %1227 = llvm.getelementptr %1226[1280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1228 = llvm.load volatile %1227 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1229 = arith.extui %393 : i32 to i64
          %1230 = llvm.inttoptr %1229 : i64 to !llvm.ptr<3>
          %1231 = llvm.getelementptr %1230[9728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1232 = llvm.load volatile %1231 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1233 = arith.extui %393 : i32 to i64
          %1234 = llvm.inttoptr %1233 : i64 to !llvm.ptr<3>
          %1235 = llvm.getelementptr %1234[1344] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1236 = llvm.load volatile %1235 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1237 = arith.extui %393 : i32 to i64
          %1238 = llvm.inttoptr %1237 : i64 to !llvm.ptr<3>
          %1239 = llvm.getelementptr %1238[9792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1240 = llvm.load volatile %1239 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1241 = arith.extui %393 : i32 to i64
          %1242 = llvm.inttoptr %1241 : i64 to !llvm.ptr<3>
          %1243 = llvm.getelementptr %1242[1408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1244 = llvm.load volatile %1243 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1245 = arith.extui %393 : i32 to i64
          %1246 = llvm.inttoptr %1245 : i64 to !llvm.ptr<3>
          %1247 = llvm.getelementptr %1246[9856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1248 = llvm.load volatile %1247 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1249 = arith.extui %393 : i32 to i64
          %1250 = llvm.inttoptr %1249 : i64 to !llvm.ptr<3>
          %1251 = llvm.getelementptr %1250[1472] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1252 = llvm.load volatile %1251 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1253 = arith.extui %393 : i32 to i64
          %1254 = llvm.inttoptr %1253 : i64 to !llvm.ptr<3>
          %1255 = llvm.getelementptr %1254[9920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1256 = llvm.load volatile %1255 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1257 = arith.extui %1228 : i32 to i64
          %1258 = arith.extui %1232 : i32 to i64
          %c32_i64_403 = arith.constant 32 : i64
          %1259 = arith.shli %1258, %c32_i64_403 : i64
          %1260 = arith.ori %1257, %1259 : i64
          %1261 = arith.extui %1236 : i32 to i64
          %1262 = arith.extui %1240 : i32 to i64
          %c32_i64_404 = arith.constant 32 : i64
          %1263 = arith.shli %1262, %c32_i64_404 : i64
          %1264 = arith.ori %1261, %1263 : i64
          %1265 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1260, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1266 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1264, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1267 = arith.extui %1244 : i32 to i64
          %1268 = arith.extui %1248 : i32 to i64
          %c32_i64_405 = arith.constant 32 : i64
          %1269 = arith.shli %1268, %c32_i64_405 : i64
          %1270 = arith.ori %1267, %1269 : i64
          %1271 = arith.extui %1252 : i32 to i64
          %1272 = arith.extui %1256 : i32 to i64
          %c32_i64_406 = arith.constant 32 : i64
          %1273 = arith.shli %1272, %c32_i64_406 : i64
          %1274 = arith.ori %1271, %1273 : i64
          %1275 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1270, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1276 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1274, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1277 = arith.mulf %1265, %395 fastmath<fast> : vector<4xf32>
          %1278 = arith.mulf %1266, %395 fastmath<fast> : vector<4xf32>
          %1279 = arith.mulf %1275, %395 fastmath<fast> : vector<4xf32>
          %1280 = arith.mulf %1276, %395 fastmath<fast> : vector<4xf32>
          %c16_407 = arith.constant 16 : index
          %1281 = arith.remui %25, %c16_407 : index
          %c16_408 = arith.constant 16 : index
          %1282 = arith.divui %25, %c16_408 : index
          %c4_409 = arith.constant 4 : index
          %1283 = arith.muli %1282, %c4_409 : index
          %c36_410 = arith.constant 36 : index
          %1284 = arith.muli %1281, %c36_410 : index
          %1285 = arith.addi %1284, %1283 : index
          %c4_411 = arith.constant 4 : index
          %1286 = arith.muli %1285, %c4_411 : index
          %c8_412 = arith.constant 8 : index
          %1287 = arith.divui %25, %c8_412 : index
          %c8_413 = arith.constant 8 : index
          %1288 = arith.remui %25, %c8_413 : index
          %c4_414 = arith.constant 4 : index
          %1289 = arith.muli %1288, %c4_414 : index
          %c36_415 = arith.constant 36 : index
          %1290 = arith.muli %1287, %c36_415 : index
          %1291 = arith.addi %1290, %1289 : index
          %c4_416 = arith.constant 4 : index
          %1292 = arith.muli %1291, %c4_416 : index
          %c2304_417 = arith.constant 2304 : index
          %1293 = arith.muli %24, %c2304_417 : index
          %1294 = arith.addi %58, %1293 : index
          %1295 = arith.addi %1294, %1286 : index
          %1296 = arith.index_cast %1295 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_418 = arith.constant 0 : i32
          %1297 = arith.addi %1296, %c0_i32_418 : i32
          %1298 = vector.bitcast %1277 : vector<4xf32> to vector<16xi8>
          %1299 = arith.subi %1297, %5 : i32
          %c0_i32_419 = arith.constant 0 : i32
          %1300 = arith.addi %1299, %c0_i32_419 : i32
          %1301 = fly.make_int_tuple(%1300) : (i32) -> !fly.int_tuple<?>
          %1302 = fly.add_offset(%4, %1301) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1298, %1302) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_420 = arith.constant 64 : i32
          %1303 = arith.addi %1296, %c64_i32_420 : i32
          %1304 = vector.bitcast %1278 : vector<4xf32> to vector<16xi8>
          %1305 = arith.subi %1303, %5 : i32
          %c0_i32_421 = arith.constant 0 : i32
          %1306 = arith.addi %1305, %c0_i32_421 : i32
          %1307 = fly.make_int_tuple(%1306) : (i32) -> !fly.int_tuple<?>
          %1308 = fly.add_offset(%4, %1307) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1304, %1308) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1309 = arith.addi %1294, %1292 : index
          %1310 = arith.index_cast %1309 : index to i32
          %1311 = arith.subi %1310, %5 : i32
          %c0_i32_422 = arith.constant 0 : i32
          %1312 = arith.addi %1311, %c0_i32_422 : i32
          %1313 = fly.make_int_tuple(%1312) : (i32) -> !fly.int_tuple<?>
          %1314 = fly.add_offset(%4, %1313) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1315 = fly.ptr.load(%1314) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1316 = vector.bitcast %1315 : vector<16xi8> to vector<4xi32>
          %1317 = arith.subi %1310, %5 : i32
          %c1152_i32_423 = arith.constant 1152 : i32
          %1318 = arith.addi %1317, %c1152_i32_423 : i32
          %1319 = fly.make_int_tuple(%1318) : (i32) -> !fly.int_tuple<?>
          %1320 = fly.add_offset(%4, %1319) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1321 = fly.ptr.load(%1320) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1322 = vector.bitcast %1321 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1323 = arith.addi %376, %1287 : index
          %c320 = arith.constant 320 : index
          %1324 = arith.addi %1289, %c320 : index
          %c512_424 = arith.constant 512 : index
          %1325 = arith.muli %1323, %c512_424 : index
          %1326 = arith.addi %1325, %1324 : index
          %c4_425 = arith.constant 4 : index
          %1327 = arith.muli %1326, %c4_425 : index
          %1328 = vector.bitcast %1316 : vector<4xi32> to vector<4xi32>
          %1329 = arith.index_cast %1327 : index to i32
          %c0_i32_426 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1328, %20, %1329, %c0_i32_426, 0 : vector<4xi32>
          %c8_427 = arith.constant 8 : index
          %1330 = arith.addi %1323, %c8_427 : index
          %c512_428 = arith.constant 512 : index
          %1331 = arith.muli %1330, %c512_428 : index
          %1332 = arith.addi %1331, %1324 : index
          %c4_429 = arith.constant 4 : index
          %1333 = arith.muli %1332, %c4_429 : index
          %1334 = vector.bitcast %1322 : vector<4xi32> to vector<4xi32>
          %1335 = arith.index_cast %1333 : index to i32
          %c0_i32_430 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1334, %20, %1335, %c0_i32_430, 0 : vector<4xi32>
          %c16_431 = arith.constant 16 : index
          %1336 = arith.remui %25, %c16_431 : index
          %c16_432 = arith.constant 16 : index
          %1337 = arith.divui %25, %c16_432 : index
          %c4_433 = arith.constant 4 : index
          %1338 = arith.muli %1337, %c4_433 : index
          %c36_434 = arith.constant 36 : index
          %1339 = arith.muli %1336, %c36_434 : index
          %1340 = arith.addi %1339, %1338 : index
          %c4_435 = arith.constant 4 : index
          %1341 = arith.muli %1340, %c4_435 : index
          %c8_436 = arith.constant 8 : index
          %1342 = arith.divui %25, %c8_436 : index
          %c8_437 = arith.constant 8 : index
          %1343 = arith.remui %25, %c8_437 : index
          %c4_438 = arith.constant 4 : index
          %1344 = arith.muli %1343, %c4_438 : index
          %c36_439 = arith.constant 36 : index
          %1345 = arith.muli %1342, %c36_439 : index
          %1346 = arith.addi %1345, %1344 : index
          %c4_440 = arith.constant 4 : index
          %1347 = arith.muli %1346, %c4_440 : index
          %c2304_441 = arith.constant 2304 : index
          %1348 = arith.muli %24, %c2304_441 : index
          %1349 = arith.addi %58, %1348 : index
          %1350 = arith.addi %1349, %1341 : index
          %1351 = arith.index_cast %1350 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_442 = arith.constant 0 : i32
          %1352 = arith.addi %1351, %c0_i32_442 : i32
          %1353 = vector.bitcast %1279 : vector<4xf32> to vector<16xi8>
          %1354 = arith.subi %1352, %5 : i32
          %c0_i32_443 = arith.constant 0 : i32
          %1355 = arith.addi %1354, %c0_i32_443 : i32
          %1356 = fly.make_int_tuple(%1355) : (i32) -> !fly.int_tuple<?>
          %1357 = fly.add_offset(%4, %1356) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1353, %1357) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_444 = arith.constant 64 : i32
          %1358 = arith.addi %1351, %c64_i32_444 : i32
          %1359 = vector.bitcast %1280 : vector<4xf32> to vector<16xi8>
          %1360 = arith.subi %1358, %5 : i32
          %c0_i32_445 = arith.constant 0 : i32
          %1361 = arith.addi %1360, %c0_i32_445 : i32
          %1362 = fly.make_int_tuple(%1361) : (i32) -> !fly.int_tuple<?>
          %1363 = fly.add_offset(%4, %1362) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1359, %1363) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1364 = arith.addi %1349, %1347 : index
          %1365 = arith.index_cast %1364 : index to i32
          %1366 = arith.subi %1365, %5 : i32
          %c0_i32_446 = arith.constant 0 : i32
          %1367 = arith.addi %1366, %c0_i32_446 : i32
          %1368 = fly.make_int_tuple(%1367) : (i32) -> !fly.int_tuple<?>
          %1369 = fly.add_offset(%4, %1368) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1370 = fly.ptr.load(%1369) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1371 = vector.bitcast %1370 : vector<16xi8> to vector<4xi32>
          %1372 = arith.subi %1365, %5 : i32
          %c1152_i32_447 = arith.constant 1152 : i32
          %1373 = arith.addi %1372, %c1152_i32_447 : i32
          %1374 = fly.make_int_tuple(%1373) : (i32) -> !fly.int_tuple<?>
          %1375 = fly.add_offset(%4, %1374) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1376 = fly.ptr.load(%1375) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1377 = vector.bitcast %1376 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1378 = arith.addi %376, %1342 : index
          %c352 = arith.constant 352 : index
          %1379 = arith.addi %1344, %c352 : index
          %c512_448 = arith.constant 512 : index
          %1380 = arith.muli %1378, %c512_448 : index
          %1381 = arith.addi %1380, %1379 : index
          %c4_449 = arith.constant 4 : index
          %1382 = arith.muli %1381, %c4_449 : index
          %1383 = vector.bitcast %1371 : vector<4xi32> to vector<4xi32>
          %1384 = arith.index_cast %1382 : index to i32
          %c0_i32_450 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1383, %20, %1384, %c0_i32_450, 0 : vector<4xi32>
          %c8_451 = arith.constant 8 : index
          %1385 = arith.addi %1378, %c8_451 : index
          %c512_452 = arith.constant 512 : index
          %1386 = arith.muli %1385, %c512_452 : index
          %1387 = arith.addi %1386, %1379 : index
          %c4_453 = arith.constant 4 : index
          %1388 = arith.muli %1387, %c4_453 : index
          %1389 = vector.bitcast %1377 : vector<4xi32> to vector<4xi32>
          %1390 = arith.index_cast %1388 : index to i32
          %c0_i32_454 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1389, %20, %1390, %c0_i32_454, 0 : vector<4xi32>
          %1391 = arith.extui %393 : i32 to i64
          %1392 = llvm.inttoptr %1391 : i64 to !llvm.ptr<3>
          %1393 = llvm.getelementptr %1392[1536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1394 = llvm.load volatile %1393 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1395 = arith.extui %393 : i32 to i64
          %1396 = llvm.inttoptr %1395 : i64 to !llvm.ptr<3>
          %1397 = llvm.getelementptr %1396[9984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1398 = llvm.load volatile %1397 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1399 = arith.extui %393 : i32 to i64
          %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr<3>
          %1401 = llvm.getelementptr %1400[1600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1402 = llvm.load volatile %1401 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1403 = arith.extui %393 : i32 to i64
          %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr<3>
          %1405 = llvm.getelementptr %1404[10048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1406 = llvm.load volatile %1405 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1407 = arith.extui %393 : i32 to i64
          %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr<3>
          %1409 = llvm.getelementptr %1408[1664] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1410 = llvm.load volatile %1409 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1411 = arith.extui %393 : i32 to i64
          %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr<3>
          %1413 = llvm.getelementptr %1412[10112] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1414 = llvm.load volatile %1413 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1415 = arith.extui %393 : i32 to i64
          %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr<3>
          %1417 = llvm.getelementptr %1416[1728] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1418 = llvm.load volatile %1417 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1419 = arith.extui %393 : i32 to i64
          %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr<3>
          %1421 = llvm.getelementptr %1420[10176] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1422 = llvm.load volatile %1421 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1423 = arith.extui %1394 : i32 to i64
          %1424 = arith.extui %1398 : i32 to i64
          %c32_i64_455 = arith.constant 32 : i64
          %1425 = arith.shli %1424, %c32_i64_455 : i64
          %1426 = arith.ori %1423, %1425 : i64
          %1427 = arith.extui %1402 : i32 to i64
          %1428 = arith.extui %1406 : i32 to i64
          %c32_i64_456 = arith.constant 32 : i64
          %1429 = arith.shli %1428, %c32_i64_456 : i64
          %1430 = arith.ori %1427, %1429 : i64
          %1431 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1426, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1432 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1430, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1433 = arith.extui %1410 : i32 to i64
          %1434 = arith.extui %1414 : i32 to i64
          %c32_i64_457 = arith.constant 32 : i64
          %1435 = arith.shli %1434, %c32_i64_457 : i64
          %1436 = arith.ori %1433, %1435 : i64
          %1437 = arith.extui %1418 : i32 to i64
          %1438 = arith.extui %1422 : i32 to i64
          %c32_i64_458 = arith.constant 32 : i64
          %1439 = arith.shli %1438, %c32_i64_458 : i64
          %1440 = arith.ori %1437, %1439 : i64
          %1441 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1436, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1442 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1440, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1443 = arith.mulf %1431, %395 fastmath<fast> : vector<4xf32>
          %1444 = arith.mulf %1432, %395 fastmath<fast> : vector<4xf32>
          %1445 = arith.mulf %1441, %395 fastmath<fast> : vector<4xf32>
          %1446 = arith.mulf %1442, %395 fastmath<fast> : vector<4xf32>
          %c16_459 = arith.constant 16 : index
          %1447 = arith.remui %25, %c16_459 : index
          %c16_460 = arith.constant 16 : index
          %1448 = arith.divui %25, %c16_460 : index
          %c4_461 = arith.constant 4 : index
          %1449 = arith.muli %1448, %c4_461 : index
          %c36_462 = arith.constant 36 : index
          %1450 = arith.muli %1447, %c36_462 : index
          %1451 = arith.addi %1450, %1449 : index
          %c4_463 = arith.constant 4 : index
          %1452 = arith.muli %1451, %c4_463 : index
          %c8_464 = arith.constant 8 : index
          %1453 = arith.divui %25, %c8_464 : index
          %c8_465 = arith.constant 8 : index
          %1454 = arith.remui %25, %c8_465 : index
          %c4_466 = arith.constant 4 : index
          %1455 = arith.muli %1454, %c4_466 : index
          %c36_467 = arith.constant 36 : index
          %1456 = arith.muli %1453, %c36_467 : index
          %1457 = arith.addi %1456, %1455 : index
          %c4_468 = arith.constant 4 : index
          %1458 = arith.muli %1457, %c4_468 : index
          %c2304_469 = arith.constant 2304 : index
          %1459 = arith.muli %24, %c2304_469 : index
          %1460 = arith.addi %58, %1459 : index
          %1461 = arith.addi %1460, %1452 : index
          %1462 = arith.index_cast %1461 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_470 = arith.constant 0 : i32
          %1463 = arith.addi %1462, %c0_i32_470 : i32
          %1464 = vector.bitcast %1443 : vector<4xf32> to vector<16xi8>
          %1465 = arith.subi %1463, %5 : i32
          %c0_i32_471 = arith.constant 0 : i32
          %1466 = arith.addi %1465, %c0_i32_471 : i32
          %1467 = fly.make_int_tuple(%1466) : (i32) -> !fly.int_tuple<?>
          %1468 = fly.add_offset(%4, %1467) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1464, %1468) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_472 = arith.constant 64 : i32
          %1469 = arith.addi %1462, %c64_i32_472 : i32
          %1470 = vector.bitcast %1444 : vector<4xf32> to vector<16xi8>
          %1471 = arith.subi %1469, %5 : i32
          %c0_i32_473 = arith.constant 0 : i32
          %1472 = arith.addi %1471, %c0_i32_473 : i32
          %1473 = fly.make_int_tuple(%1472) : (i32) -> !fly.int_tuple<?>
          %1474 = fly.add_offset(%4, %1473) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1470, %1474) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1475 = arith.addi %1460, %1458 : index
          %1476 = arith.index_cast %1475 : index to i32
          %1477 = arith.subi %1476, %5 : i32
          %c0_i32_474 = arith.constant 0 : i32
          %1478 = arith.addi %1477, %c0_i32_474 : i32
          %1479 = fly.make_int_tuple(%1478) : (i32) -> !fly.int_tuple<?>
          %1480 = fly.add_offset(%4, %1479) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1481 = fly.ptr.load(%1480) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1482 = vector.bitcast %1481 : vector<16xi8> to vector<4xi32>
          %1483 = arith.subi %1476, %5 : i32
          %c1152_i32_475 = arith.constant 1152 : i32
          %1484 = arith.addi %1483, %c1152_i32_475 : i32
          %1485 = fly.make_int_tuple(%1484) : (i32) -> !fly.int_tuple<?>
          %1486 = fly.add_offset(%4, %1485) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1487 = fly.ptr.load(%1486) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1488 = vector.bitcast %1487 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1489 = arith.addi %376, %1453 : index
          %c384 = arith.constant 384 : index
          %1490 = arith.addi %1455, %c384 : index
          %c512_476 = arith.constant 512 : index
          %1491 = arith.muli %1489, %c512_476 : index
          %1492 = arith.addi %1491, %1490 : index
          %c4_477 = arith.constant 4 : index
          %1493 = arith.muli %1492, %c4_477 : index
          %1494 = vector.bitcast %1482 : vector<4xi32> to vector<4xi32>
          %1495 = arith.index_cast %1493 : index to i32
          %c0_i32_478 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1494, %20, %1495, %c0_i32_478, 0 : vector<4xi32>
          %c8_479 = arith.constant 8 : index
          %1496 = arith.addi %1489, %c8_479 : index
          %c512_480 = arith.constant 512 : index
          %1497 = arith.muli %1496, %c512_480 : index
          %1498 = arith.addi %1497, %1490 : index
          %c4_481 = arith.constant 4 : index
          %1499 = arith.muli %1498, %c4_481 : index
          %1500 = vector.bitcast %1488 : vector<4xi32> to vector<4xi32>
          %1501 = arith.index_cast %1499 : index to i32
          %c0_i32_482 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1500, %20, %1501, %c0_i32_482, 0 : vector<4xi32>
          %c16_483 = arith.constant 16 : index
          %1502 = arith.remui %25, %c16_483 : index
          %c16_484 = arith.constant 16 : index
          %1503 = arith.divui %25, %c16_484 : index
          %c4_485 = arith.constant 4 : index
          %1504 = arith.muli %1503, %c4_485 : index
          %c36_486 = arith.constant 36 : index
          %1505 = arith.muli %1502, %c36_486 : index
          %1506 = arith.addi %1505, %1504 : index
          %c4_487 = arith.constant 4 : index
          %1507 = arith.muli %1506, %c4_487 : index
          %c8_488 = arith.constant 8 : index
          %1508 = arith.divui %25, %c8_488 : index
          %c8_489 = arith.constant 8 : index
          %1509 = arith.remui %25, %c8_489 : index
          %c4_490 = arith.constant 4 : index
          %1510 = arith.muli %1509, %c4_490 : index
          %c36_491 = arith.constant 36 : index
          %1511 = arith.muli %1508, %c36_491 : index
          %1512 = arith.addi %1511, %1510 : index
          %c4_492 = arith.constant 4 : index
          %1513 = arith.muli %1512, %c4_492 : index
          %c2304_493 = arith.constant 2304 : index
          %1514 = arith.muli %24, %c2304_493 : index
          %1515 = arith.addi %58, %1514 : index
          %1516 = arith.addi %1515, %1507 : index
          %1517 = arith.index_cast %1516 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_494 = arith.constant 0 : i32
          %1518 = arith.addi %1517, %c0_i32_494 : i32
          %1519 = vector.bitcast %1445 : vector<4xf32> to vector<16xi8>
          %1520 = arith.subi %1518, %5 : i32
          %c0_i32_495 = arith.constant 0 : i32
          %1521 = arith.addi %1520, %c0_i32_495 : i32
          %1522 = fly.make_int_tuple(%1521) : (i32) -> !fly.int_tuple<?>
          %1523 = fly.add_offset(%4, %1522) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1519, %1523) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_496 = arith.constant 64 : i32
          %1524 = arith.addi %1517, %c64_i32_496 : i32
          %1525 = vector.bitcast %1446 : vector<4xf32> to vector<16xi8>
          %1526 = arith.subi %1524, %5 : i32
          %c0_i32_497 = arith.constant 0 : i32
          %1527 = arith.addi %1526, %c0_i32_497 : i32
          %1528 = fly.make_int_tuple(%1527) : (i32) -> !fly.int_tuple<?>
          %1529 = fly.add_offset(%4, %1528) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1525, %1529) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1530 = arith.addi %1515, %1513 : index
          %1531 = arith.index_cast %1530 : index to i32
          %1532 = arith.subi %1531, %5 : i32
          %c0_i32_498 = arith.constant 0 : i32
          %1533 = arith.addi %1532, %c0_i32_498 : i32
          %1534 = fly.make_int_tuple(%1533) : (i32) -> !fly.int_tuple<?>
          %1535 = fly.add_offset(%4, %1534) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1536 = fly.ptr.load(%1535) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1537 = vector.bitcast %1536 : vector<16xi8> to vector<4xi32>
          %1538 = arith.subi %1531, %5 : i32
          %c1152_i32_499 = arith.constant 1152 : i32
          %1539 = arith.addi %1538, %c1152_i32_499 : i32
          %1540 = fly.make_int_tuple(%1539) : (i32) -> !fly.int_tuple<?>
          %1541 = fly.add_offset(%4, %1540) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1542 = fly.ptr.load(%1541) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1543 = vector.bitcast %1542 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1544 = arith.addi %376, %1508 : index
          %c416 = arith.constant 416 : index
          %1545 = arith.addi %1510, %c416 : index
          %c512_500 = arith.constant 512 : index
          %1546 = arith.muli %1544, %c512_500 : index
          %1547 = arith.addi %1546, %1545 : index
          %c4_501 = arith.constant 4 : index
          %1548 = arith.muli %1547, %c4_501 : index
          %1549 = vector.bitcast %1537 : vector<4xi32> to vector<4xi32>
          %1550 = arith.index_cast %1548 : index to i32
          %c0_i32_502 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1549, %20, %1550, %c0_i32_502, 0 : vector<4xi32>
          %c8_503 = arith.constant 8 : index
          %1551 = arith.addi %1544, %c8_503 : index
          %c512_504 = arith.constant 512 : index
          %1552 = arith.muli %1551, %c512_504 : index
          %1553 = arith.addi %1552, %1545 : index
          %c4_505 = arith.constant 4 : index
          %1554 = arith.muli %1553, %c4_505 : index
          %1555 = vector.bitcast %1543 : vector<4xi32> to vector<4xi32>
          %1556 = arith.index_cast %1554 : index to i32
          %c0_i32_506 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1555, %20, %1556, %c0_i32_506, 0 : vector<4xi32>
          %1557 = arith.extui %393 : i32 to i64
          %1558 = llvm.inttoptr %1557 : i64 to !llvm.ptr<3>
          %1559 = llvm.getelementptr %1558[1792] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1560 = llvm.load volatile %1559 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1561 = arith.extui %393 : i32 to i64
          %1562 = llvm.inttoptr %1561 : i64 to !llvm.ptr<3>
          %1563 = llvm.getelementptr %1562[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1564 = llvm.load volatile %1563 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1565 = arith.extui %393 : i32 to i64
          %1566 = llvm.inttoptr %1565 : i64 to !llvm.ptr<3>
          %1567 = llvm.getelementptr %1566[1856] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1568 = llvm.load volatile %1567 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1569 = arith.extui %393 : i32 to i64
          %1570 = llvm.inttoptr %1569 : i64 to !llvm.ptr<3>
          %1571 = llvm.getelementptr %1570[10304] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1572 = llvm.load volatile %1571 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1573 = arith.extui %393 : i32 to i64
          %1574 = llvm.inttoptr %1573 : i64 to !llvm.ptr<3>
          %1575 = llvm.getelementptr %1574[1920] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1576 = llvm.load volatile %1575 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1577 = arith.extui %393 : i32 to i64
          %1578 = llvm.inttoptr %1577 : i64 to !llvm.ptr<3>
          %1579 = llvm.getelementptr %1578[10368] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1580 = llvm.load volatile %1579 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1581 = arith.extui %393 : i32 to i64
          %1582 = llvm.inttoptr %1581 : i64 to !llvm.ptr<3>
          %1583 = llvm.getelementptr %1582[1984] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1584 = llvm.load volatile %1583 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          %1585 = arith.extui %393 : i32 to i64
          %1586 = llvm.inttoptr %1585 : i64 to !llvm.ptr<3>
          %1587 = llvm.getelementptr %1586[10432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
          %1588 = llvm.load volatile %1587 {alignment = 8 : i64} : !llvm.ptr<3> -> i32
          rocdl.sched.barrier none
          rocdl.s.waitcnt 50303
          %1589 = arith.extui %1560 : i32 to i64
          %1590 = arith.extui %1564 : i32 to i64
          %c32_i64_507 = arith.constant 32 : i64
          %1591 = arith.shli %1590, %c32_i64_507 : i64
          %1592 = arith.ori %1589, %1591 : i64
          %1593 = arith.extui %1568 : i32 to i64
          %1594 = arith.extui %1572 : i32 to i64
          %c32_i64_508 = arith.constant 32 : i64
          %1595 = arith.shli %1594, %c32_i64_508 : i64
          %1596 = arith.ori %1593, %1595 : i64
          %1597 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1592, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1598 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1596, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          rocdl.s.waitcnt 49279
          %1599 = arith.extui %1576 : i32 to i64
          %1600 = arith.extui %1580 : i32 to i64
          %c32_i64_509 = arith.constant 32 : i64
          %1601 = arith.shli %1600, %c32_i64_509 : i64
          %1602 = arith.ori %1599, %1601 : i64
          %1603 = arith.extui %1584 : i32 to i64
          %1604 = arith.extui %1588 : i32 to i64
          %c32_i64_510 = arith.constant 32 : i64
          %1605 = arith.shli %1604, %c32_i64_510 : i64
          %1606 = arith.ori %1603, %1605 : i64
          %1607 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1602, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          %1608 = rocdl.mfma.f32.16x16x32.fp8.fp8 %1606, %370#2, %6, 0, 0, none : (i64, i64, vector<4xf32>) -> vector<4xf32>
          rocdl.sched.barrier none
          %1609 = arith.mulf %1597, %395 fastmath<fast> : vector<4xf32>
          %1610 = arith.mulf %1598, %395 fastmath<fast> : vector<4xf32>
          %1611 = arith.mulf %1607, %395 fastmath<fast> : vector<4xf32>
          %1612 = arith.mulf %1608, %395 fastmath<fast> : vector<4xf32>
          %c16_511 = arith.constant 16 : index
          %1613 = arith.remui %25, %c16_511 : index
          %c16_512 = arith.constant 16 : index
          %1614 = arith.divui %25, %c16_512 : index
          %c4_513 = arith.constant 4 : index
          %1615 = arith.muli %1614, %c4_513 : index
          %c36_514 = arith.constant 36 : index
          %1616 = arith.muli %1613, %c36_514 : index
          %1617 = arith.addi %1616, %1615 : index
          %c4_515 = arith.constant 4 : index
          %1618 = arith.muli %1617, %c4_515 : index
          %c8_516 = arith.constant 8 : index
          %1619 = arith.divui %25, %c8_516 : index
          %c8_517 = arith.constant 8 : index
          %1620 = arith.remui %25, %c8_517 : index
          %c4_518 = arith.constant 4 : index
          %1621 = arith.muli %1620, %c4_518 : index
          %c36_519 = arith.constant 36 : index
          %1622 = arith.muli %1619, %c36_519 : index
          %1623 = arith.addi %1622, %1621 : index
          %c4_520 = arith.constant 4 : index
          %1624 = arith.muli %1623, %c4_520 : index
          %c2304_521 = arith.constant 2304 : index
          %1625 = arith.muli %24, %c2304_521 : index
          %1626 = arith.addi %58, %1625 : index
          %1627 = arith.addi %1626, %1618 : index
          %1628 = arith.index_cast %1627 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_522 = arith.constant 0 : i32
          %1629 = arith.addi %1628, %c0_i32_522 : i32
          %1630 = vector.bitcast %1609 : vector<4xf32> to vector<16xi8>
          %1631 = arith.subi %1629, %5 : i32
          %c0_i32_523 = arith.constant 0 : i32
          %1632 = arith.addi %1631, %c0_i32_523 : i32
          %1633 = fly.make_int_tuple(%1632) : (i32) -> !fly.int_tuple<?>
          %1634 = fly.add_offset(%4, %1633) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1630, %1634) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_524 = arith.constant 64 : i32
          %1635 = arith.addi %1628, %c64_i32_524 : i32
          %1636 = vector.bitcast %1610 : vector<4xf32> to vector<16xi8>
          %1637 = arith.subi %1635, %5 : i32
          %c0_i32_525 = arith.constant 0 : i32
          %1638 = arith.addi %1637, %c0_i32_525 : i32
          %1639 = fly.make_int_tuple(%1638) : (i32) -> !fly.int_tuple<?>
          %1640 = fly.add_offset(%4, %1639) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1636, %1640) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1641 = arith.addi %1626, %1624 : index
          %1642 = arith.index_cast %1641 : index to i32
          %1643 = arith.subi %1642, %5 : i32
          %c0_i32_526 = arith.constant 0 : i32
          %1644 = arith.addi %1643, %c0_i32_526 : i32
          %1645 = fly.make_int_tuple(%1644) : (i32) -> !fly.int_tuple<?>
          %1646 = fly.add_offset(%4, %1645) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1647 = fly.ptr.load(%1646) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1648 = vector.bitcast %1647 : vector<16xi8> to vector<4xi32>
          %1649 = arith.subi %1642, %5 : i32
          %c1152_i32_527 = arith.constant 1152 : i32
          %1650 = arith.addi %1649, %c1152_i32_527 : i32
          %1651 = fly.make_int_tuple(%1650) : (i32) -> !fly.int_tuple<?>
          %1652 = fly.add_offset(%4, %1651) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1653 = fly.ptr.load(%1652) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1654 = vector.bitcast %1653 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1655 = arith.addi %376, %1619 : index
          %c448 = arith.constant 448 : index
          %1656 = arith.addi %1621, %c448 : index
          %c512_528 = arith.constant 512 : index
          %1657 = arith.muli %1655, %c512_528 : index
          %1658 = arith.addi %1657, %1656 : index
          %c4_529 = arith.constant 4 : index
          %1659 = arith.muli %1658, %c4_529 : index
          %1660 = vector.bitcast %1648 : vector<4xi32> to vector<4xi32>
          %1661 = arith.index_cast %1659 : index to i32
          %c0_i32_530 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1660, %20, %1661, %c0_i32_530, 0 : vector<4xi32>
          %c8_531 = arith.constant 8 : index
          %1662 = arith.addi %1655, %c8_531 : index
          %c512_532 = arith.constant 512 : index
          %1663 = arith.muli %1662, %c512_532 : index
          %1664 = arith.addi %1663, %1656 : index
          %c4_533 = arith.constant 4 : index
          %1665 = arith.muli %1664, %c4_533 : index
          %1666 = vector.bitcast %1654 : vector<4xi32> to vector<4xi32>
          %1667 = arith.index_cast %1665 : index to i32
          %c0_i32_534 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1666, %20, %1667, %c0_i32_534, 0 : vector<4xi32>
          %c16_535 = arith.constant 16 : index
          %1668 = arith.remui %25, %c16_535 : index
          %c16_536 = arith.constant 16 : index
          %1669 = arith.divui %25, %c16_536 : index
          %c4_537 = arith.constant 4 : index
          %1670 = arith.muli %1669, %c4_537 : index
          %c36_538 = arith.constant 36 : index
          %1671 = arith.muli %1668, %c36_538 : index
          %1672 = arith.addi %1671, %1670 : index
          %c4_539 = arith.constant 4 : index
          %1673 = arith.muli %1672, %c4_539 : index
          %c8_540 = arith.constant 8 : index
          %1674 = arith.divui %25, %c8_540 : index
          %c8_541 = arith.constant 8 : index
          %1675 = arith.remui %25, %c8_541 : index
          %c4_542 = arith.constant 4 : index
          %1676 = arith.muli %1675, %c4_542 : index
          %c36_543 = arith.constant 36 : index
          %1677 = arith.muli %1674, %c36_543 : index
          %1678 = arith.addi %1677, %1676 : index
          %c4_544 = arith.constant 4 : index
          %1679 = arith.muli %1678, %c4_544 : index
          %c2304_545 = arith.constant 2304 : index
          %1680 = arith.muli %24, %c2304_545 : index
          %1681 = arith.addi %58, %1680 : index
          %1682 = arith.addi %1681, %1673 : index
          %1683 = arith.index_cast %1682 : index to i32
          rocdl.s.waitcnt 16240
          %c0_i32_546 = arith.constant 0 : i32
          %1684 = arith.addi %1683, %c0_i32_546 : i32
          %1685 = vector.bitcast %1611 : vector<4xf32> to vector<16xi8>
          %1686 = arith.subi %1684, %5 : i32
          %c0_i32_547 = arith.constant 0 : i32
          %1687 = arith.addi %1686, %c0_i32_547 : i32
          %1688 = fly.make_int_tuple(%1687) : (i32) -> !fly.int_tuple<?>
          %1689 = fly.add_offset(%4, %1688) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1685, %1689) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          %c64_i32_548 = arith.constant 64 : i32
          %1690 = arith.addi %1683, %c64_i32_548 : i32
          %1691 = vector.bitcast %1612 : vector<4xf32> to vector<16xi8>
          %1692 = arith.subi %1690, %5 : i32
          %c0_i32_549 = arith.constant 0 : i32
          %1693 = arith.addi %1692, %c0_i32_549 : i32
          %1694 = fly.make_int_tuple(%1693) : (i32) -> !fly.int_tuple<?>
          %1695 = fly.add_offset(%4, %1694) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          fly.ptr.store(%1691, %1695) : (vector<16xi8>, !fly.ptr<i8, shared>) -> ()
          rocdl.s.waitcnt 49279
          %1696 = arith.addi %1681, %1679 : index
          %1697 = arith.index_cast %1696 : index to i32
          %1698 = arith.subi %1697, %5 : i32
          %c0_i32_550 = arith.constant 0 : i32
          %1699 = arith.addi %1698, %c0_i32_550 : i32
          %1700 = fly.make_int_tuple(%1699) : (i32) -> !fly.int_tuple<?>
          %1701 = fly.add_offset(%4, %1700) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1702 = fly.ptr.load(%1701) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1703 = vector.bitcast %1702 : vector<16xi8> to vector<4xi32>
          %1704 = arith.subi %1697, %5 : i32
          %c1152_i32_551 = arith.constant 1152 : i32
          %1705 = arith.addi %1704, %c1152_i32_551 : i32
          %1706 = fly.make_int_tuple(%1705) : (i32) -> !fly.int_tuple<?>
          %1707 = fly.add_offset(%4, %1706) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
          %1708 = fly.ptr.load(%1707) : (!fly.ptr<i8, shared>) -> vector<16xi8>
          %1709 = vector.bitcast %1708 : vector<16xi8> to vector<4xi32>
          rocdl.s.waitcnt 49279
          %1710 = arith.addi %376, %1674 : index
          %c480 = arith.constant 480 : index
          %1711 = arith.addi %1676, %c480 : index
          %c512_552 = arith.constant 512 : index
          %1712 = arith.muli %1710, %c512_552 : index
          %1713 = arith.addi %1712, %1711 : index
          %c4_553 = arith.constant 4 : index
          %1714 = arith.muli %1713, %c4_553 : index
          %1715 = vector.bitcast %1703 : vector<4xi32> to vector<4xi32>
          %1716 = arith.index_cast %1714 : index to i32
          %c0_i32_554 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1715, %20, %1716, %c0_i32_554, 0 : vector<4xi32>
          %c8_555 = arith.constant 8 : index
          %1717 = arith.addi %1710, %c8_555 : index
          %c512_556 = arith.constant 512 : index
          %1718 = arith.muli %1717, %c512_556 : index
          %1719 = arith.addi %1718, %1711 : index
          %c4_557 = arith.constant 4 : index
          %1720 = arith.muli %1719, %c4_557 : index
          %1721 = vector.bitcast %1709 : vector<4xi32> to vector<4xi32>
          %1722 = arith.index_cast %1720 : index to i32
          %c0_i32_558 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %1721, %20, %1722, %c0_i32_558, 0 : vector<4xi32>
          rocdl.s.setprio 0
        }
      }
      gpu.return
    }
  }
}

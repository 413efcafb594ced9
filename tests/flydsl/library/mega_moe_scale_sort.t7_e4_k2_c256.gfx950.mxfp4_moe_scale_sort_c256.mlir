// FlyDSL 0.4.2: mega_moe_scale_sort/t7_e4_k2_c256 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mxfp4_moe_scale_sort_c256(%arg0: !fly.memref<i8, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<i32, global, ?:1>, %arg2: !fly.memref<i32, global, ?:1>, %arg3: !fly.memref<i8, global, (?,?):(?{i64},1)>, %arg4: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %0 = fly.extract_aligned_pointer_as_index %arg0 : <i8, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32 = arith.constant 159744 : i32
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %1 = rocdl.make.buffer.rsrc %0, %c0_i16, %c4294967295_i64, %c159744_i32 : !llvm.ptr to <8>
      %2 = fly.extract_aligned_pointer_as_index %arg1 : <i32, global, ?:1> -> !llvm.ptr
      %c159744_i32_0 = arith.constant 159744 : i32
      %c0_i16_1 = arith.constant 0 : i16
      %c4294967295_i64_2 = arith.constant 4294967295 : i64
      %3 = rocdl.make.buffer.rsrc %2, %c0_i16_1, %c4294967295_i64_2, %c159744_i32_0 : !llvm.ptr to <8>
      %4 = fly.extract_aligned_pointer_as_index %arg2 : <i32, global, ?:1> -> !llvm.ptr
      %c159744_i32_3 = arith.constant 159744 : i32
      %c0_i16_4 = arith.constant 0 : i16
      %c4294967295_i64_5 = arith.constant 4294967295 : i64
      %5 = rocdl.make.buffer.rsrc %4, %c0_i16_4, %c4294967295_i64_5, %c159744_i32_3 : !llvm.ptr to <8>
      %6 = fly.extract_aligned_pointer_as_index %arg3 : <i8, global, (?,?):(?{i64},1)> -> !llvm.ptr
      %c159744_i32_6 = arith.constant 159744 : i32
      %c0_i16_7 = arith.constant 0 : i16
      %c4294967295_i64_8 = arith.constant 4294967295 : i64
      %7 = rocdl.make.buffer.rsrc %6, %c0_i16_7, %c4294967295_i64_8, %c159744_i32_6 : !llvm.ptr to <8>
      %block_id_x = gpu.block_id x
      %8 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %9 = arith.index_cast %thread_id_x : index to i32
      %c5_i32 = arith.constant 5 : i32
      %10 = arith.shli %8, %c5_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %11 = arith.muli %8, %c256_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %12 = arith.muli %c0_i32, %c4_i32 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %13 = rocdl.raw.ptr.buffer.load %5, %12, %c0_i32_9, 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %14 = arith.subi %arg4, %c1_i32 : i32
      %15 = arith.cmpi slt, %10, %13 : i32
      scf.if %15 {
        %c0_i32_10 = arith.constant 0 : i32
        %16 = arith.addi %9, %c0_i32_10 : i32
        %c64_i32 = arith.constant 64 : i32
        %17 = arith.cmpi slt, %16, %c64_i32 : i32
        scf.if %17 {
          %c15_i32 = arith.constant 15 : i32
          %18 = arith.andi %16, %c15_i32 : i32
          %c4_i32_11 = arith.constant 4 : i32
          %19 = arith.shrsi %16, %c4_i32_11 : i32
          %c3_i32 = arith.constant 3 : i32
          %20 = arith.andi %19, %c3_i32 : i32
          %c2_i32 = arith.constant 2 : i32
          %21 = arith.shrsi %19, %c2_i32 : i32
          %22 = arith.addi %10, %18 : i32
          %c4_i32_12 = arith.constant 4 : i32
          %23 = arith.muli %22, %c4_i32_12 : i32
          %c0_i32_13 = arith.constant 0 : i32
          %24 = rocdl.raw.ptr.buffer.load %3, %23, %c0_i32_13, 0 : i32
          %c16777215_i32 = arith.constant 16777215 : i32
          %25 = arith.andi %24, %c16777215_i32 : i32
          %26 = arith.cmpi slt, %25, %14 : i32
          %27 = arith.select %26, %25, %14 : i32
          %c8_i32 = arith.constant 8 : i32
          %28 = arith.muli %27, %c8_i32 : i32
          %29 = arith.addi %10, %18 : i32
          %c16_i32 = arith.constant 16 : i32
          %30 = arith.addi %29, %c16_i32 : i32
          %c4_i32_14 = arith.constant 4 : i32
          %31 = arith.muli %30, %c4_i32_14 : i32
          %c0_i32_15 = arith.constant 0 : i32
          %32 = rocdl.raw.ptr.buffer.load %3, %31, %c0_i32_15, 0 : i32
          %c16777215_i32_16 = arith.constant 16777215 : i32
          %33 = arith.andi %32, %c16777215_i32_16 : i32
          %34 = arith.cmpi slt, %33, %14 : i32
          %35 = arith.select %34, %33, %14 : i32
          %c8_i32_17 = arith.constant 8 : i32
          %36 = arith.muli %35, %c8_i32_17 : i32
          %c3_i32_18 = arith.constant 3 : i32
          %37 = arith.shli %21, %c3_i32_18 : i32
          %38 = arith.addi %37, %20 : i32
          %c4_i32_19 = arith.constant 4 : i32
          %39 = arith.addi %38, %c4_i32_19 : i32
          %40 = arith.addi %28, %38 : i32
          %c1_i32_20 = arith.constant 1 : i32
          %41 = arith.muli %40, %c1_i32_20 : i32
          %c0_i32_21 = arith.constant 0 : i32
          %42 = rocdl.raw.ptr.buffer.load %1, %41, %c0_i32_21, 0 : i8
          %43 = arith.extui %42 : i8 to i32
          %44 = arith.addi %36, %38 : i32
          %c1_i32_22 = arith.constant 1 : i32
          %45 = arith.muli %44, %c1_i32_22 : i32
          %c0_i32_23 = arith.constant 0 : i32
          %46 = rocdl.raw.ptr.buffer.load %1, %45, %c0_i32_23, 0 : i8
          %47 = arith.extui %46 : i8 to i32
          %c8_i32_24 = arith.constant 8 : i32
          %48 = arith.shli %47, %c8_i32_24 : i32
          %49 = arith.ori %43, %48 : i32
          %50 = arith.addi %28, %39 : i32
          %c1_i32_25 = arith.constant 1 : i32
          %51 = arith.muli %50, %c1_i32_25 : i32
          %c0_i32_26 = arith.constant 0 : i32
          %52 = rocdl.raw.ptr.buffer.load %1, %51, %c0_i32_26, 0 : i8
          %53 = arith.extui %52 : i8 to i32
          %c16_i32_27 = arith.constant 16 : i32
          %54 = arith.shli %53, %c16_i32_27 : i32
          %55 = arith.ori %49, %54 : i32
          %56 = arith.addi %36, %39 : i32
          %c1_i32_28 = arith.constant 1 : i32
          %57 = arith.muli %56, %c1_i32_28 : i32
          %c0_i32_29 = arith.constant 0 : i32
          %58 = rocdl.raw.ptr.buffer.load %1, %57, %c0_i32_29, 0 : i8
          %59 = arith.extui %58 : i8 to i32
          %c24_i32 = arith.constant 24 : i32
          %60 = arith.shli %59, %c24_i32 : i32
          %61 = arith.ori %55, %60 : i32
          %c2_i32_30 = arith.constant 2 : i32
          %62 = arith.shli %16, %c2_i32_30 : i32
          %63 = arith.addi %11, %62 : i32
          %c0_i32_31 = arith.constant 0 : i32
          rocdl.raw.ptr.buffer.store %61, %7, %63, %c0_i32_31, 0 : i32
        }
      }
      gpu.return
    }
  }
}

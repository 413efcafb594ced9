// FlyDSL 0.4.2: coop_warp_collectives/f32_w32 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @warp_compaction_index_0(%arg0: !fly.memref<f32, global, ?:1>, %arg1: !fly.memref<i32, global, ?:1>, %arg2: !fly.memref<i32, global, ?:1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %1 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %2 = fly.memref.load(%arg0, %1) : (!fly.memref<f32, global, ?:1>, !fly.int_tuple<?>) -> f32
      %cst = arith.constant 0.000000e+00 : f32
      %3 = arith.cmpf ogt, %2, %cst : f32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %4 = arith.select %3, %c1_i32, %c0_i32 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %5 = rocdl.update.dpp %c0_i32_0, %4 with 273, 15, 15, false : i32
      %6 = arith.addi %5, %4 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %7 = rocdl.update.dpp %c0_i32_1, %6 with 274, 15, 15, false : i32
      %8 = arith.addi %7, %6 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %9 = rocdl.update.dpp %c0_i32_2, %8 with 276, 15, 15, false : i32
      %10 = arith.addi %9, %8 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %11 = rocdl.update.dpp %c0_i32_3, %10 with 280, 15, 15, false : i32
      %12 = arith.addi %11, %10 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %13 = rocdl.update.dpp %c0_i32_4, %12 with 322, 10, 15, false : i32
      %14 = arith.addi %13, %12 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %15 = rocdl.update.dpp %c0_i32_5, %14 with 312, 15, 15, false : i32
      %16 = gpu.lane_id
      %17 = arith.index_cast %16 : index to i32
      %c32_i32 = arith.constant 32 : i32
      %18 = arith.remsi %17, %c32_i32 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %19 = arith.cmpi eq, %18, %c0_i32_6 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %20 = arith.select %19, %c0_i32_7, %15 : i32
      %21 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      fly.memref.store(%20, %arg1, %21) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
      %c0_i32_8 = arith.constant 0 : i32
      %22 = rocdl.update.dpp %c0_i32_8, %4 with 177, 15, 15, false : i32
      %23 = arith.addi %4, %22 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %24 = rocdl.update.dpp %c0_i32_9, %23 with 78, 15, 15, false : i32
      %25 = arith.addi %23, %24 : i32
      %c0_i32_10 = arith.constant 0 : i32
      %26 = rocdl.update.dpp %c0_i32_10, %25 with 321, 15, 15, false : i32
      %27 = arith.addi %25, %26 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %28 = rocdl.update.dpp %c0_i32_11, %27 with 296, 15, 15, false : i32
      %29 = arith.addi %27, %28 : i32
      %c16415_i32 = arith.constant 16415 : i32
      %30 = rocdl.ds_swizzle %29, %c16415_i32 : (i32, i32) -> i32
      %31 = arith.addi %29, %30 : i32
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      fly.memref.store(%31, %arg2, %32) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
      gpu.return
    }
  }
}

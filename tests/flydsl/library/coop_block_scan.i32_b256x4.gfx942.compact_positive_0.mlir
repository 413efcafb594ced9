// FlyDSL 0.4.2: coop_block_scan/i32_b256x4 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @compact_positive_0(%arg0: !fly.ptr<i32, global>, %arg1: !fly.memref<i32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %0 = fly.make_ptr() {dictAttrs = {allocAlign = 4 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<4>>
      %1 = fly.recast_iter(%0) : (!fly.ptr<i8, shared, align<4>>) -> !fly.ptr<i32, shared>
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %thread_id_x : index to i32
      %c4_i32 = arith.constant 4 : i32
      %3 = arith.muli %2, %c4_i32 : i32
      %4 = fly.make_int_tuple(%3) : (i32) -> !fly.int_tuple<?>
      %5 = fly.add_offset(%arg0, %4) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
      %6 = fly.ptr.load(%5) : (!fly.ptr<i32, global>) -> vector<4xi32>
      %cst = arith.constant dense<0> : vector<4xi32>
      %7 = arith.cmpi sgt, %6, %cst : vector<4xi32>
      %c1_i32 = arith.constant 1 : i32
      %8 = vector.broadcast %c1_i32 : i32 to vector<4xi32>
      %c0_i32 = arith.constant 0 : i32
      %9 = vector.broadcast %c0_i32 : i32 to vector<4xi32>
      %10 = arith.select %7, %8, %9 : vector<4xi1>, vector<4xi32>
      %11 = vector.extract %10[0] : i32 from vector<4xi32>
      %12 = vector.extract %10[1] : i32 from vector<4xi32>
      %13 = vector.extract %10[2] : i32 from vector<4xi32>
      %14 = vector.extract %10[3] : i32 from vector<4xi32>
      %15 = vector.from_elements %11, %12, %13, %14 : vector<4xi32>
      %thread_id_x_0 = gpu.thread_id x
      %16 = arith.index_cast %thread_id_x_0 : index to i32
      %17 = vector.extract %15[0] : i32 from vector<4xi32>
      %18 = vector.extract %15[1] : i32 from vector<4xi32>
      %19 = vector.extract %15[2] : i32 from vector<4xi32>
      %20 = vector.extract %15[3] : i32 from vector<4xi32>
      %21 = arith.addi %17, %18 : i32
      %22 = arith.addi %21, %19 : i32
      %23 = arith.addi %22, %20 : i32
      %c0_i32_1 = arith.constant 0 : i32
      %24 = rocdl.update.dpp %c0_i32_1, %23 with 273, 15, 15, false : i32
      %25 = arith.addi %24, %23 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %26 = rocdl.update.dpp %c0_i32_2, %25 with 274, 15, 15, false : i32
      %27 = arith.addi %26, %25 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %28 = rocdl.update.dpp %c0_i32_3, %27 with 276, 15, 15, false : i32
      %29 = arith.addi %28, %27 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %30 = rocdl.update.dpp %c0_i32_4, %29 with 280, 15, 15, false : i32
      %31 = arith.addi %30, %29 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %32 = rocdl.update.dpp %c0_i32_5, %31 with 322, 10, 15, false : i32
      %33 = arith.addi %32, %31 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %34 = rocdl.update.dpp %c0_i32_6, %33 with 323, 12, 15, false : i32
      %35 = arith.addi %34, %33 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %36 = rocdl.update.dpp %c0_i32_7, %35 with 312, 15, 15, false : i32
      %c63_i32 = arith.constant 63 : i32
      %37 = rocdl.readlane %35, %c63_i32 : (i32, i32) -> i32
      %c64_i32 = arith.constant 64 : i32
      %38 = arith.remsi %16, %c64_i32 : i32
      %c64_i32_8 = arith.constant 64 : i32
      %39 = arith.floordivsi %16, %c64_i32_8 : i32
      %c63_i32_9 = arith.constant 63 : i32
      %40 = arith.cmpi eq, %38, %c63_i32_9 : i32
      scf.if %40 {
        %90 = fly.make_int_tuple(%39) : (i32) -> !fly.int_tuple<?>
        %91 = fly.add_offset(%1, %90) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        fly.ptr.store(%35, %91) : (i32, !fly.ptr<i32, shared>) -> ()
      }
      gpu.barrier
      %c2_i32 = arith.constant 2 : i32
      %41 = arith.cmpi sgt, %39, %c2_i32 : i32
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %43 = fly.add_offset(%1, %42) : (!fly.ptr<i32, shared>, !fly.int_tuple<2>) -> !fly.ptr<i32, shared>
      %44 = fly.ptr.load(%43) : (!fly.ptr<i32, shared>) -> i32
      %45 = arith.addi %44, %36 : i32
      %46 = arith.select %41, %45, %36 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %47 = arith.cmpi sgt, %39, %c1_i32_10 : i32
      %48 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %49 = fly.add_offset(%1, %48) : (!fly.ptr<i32, shared>, !fly.int_tuple<1>) -> !fly.ptr<i32, shared>
      %50 = fly.ptr.load(%49) : (!fly.ptr<i32, shared>) -> i32
      %51 = arith.addi %50, %46 : i32
      %52 = arith.select %47, %51, %46 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %53 = arith.cmpi sgt, %39, %c0_i32_11 : i32
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %55 = fly.add_offset(%1, %54) : (!fly.ptr<i32, shared>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared>
      %56 = fly.ptr.load(%55) : (!fly.ptr<i32, shared>) -> i32
      %57 = arith.addi %56, %52 : i32
      %58 = arith.select %53, %57, %52 : i32
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %60 = fly.add_offset(%1, %59) : (!fly.ptr<i32, shared>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared>
      %61 = fly.ptr.load(%60) : (!fly.ptr<i32, shared>) -> i32
      %62 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %63 = fly.add_offset(%1, %62) : (!fly.ptr<i32, shared>, !fly.int_tuple<1>) -> !fly.ptr<i32, shared>
      %64 = fly.ptr.load(%63) : (!fly.ptr<i32, shared>) -> i32
      %65 = arith.addi %61, %64 : i32
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %67 = fly.add_offset(%1, %66) : (!fly.ptr<i32, shared>, !fly.int_tuple<2>) -> !fly.ptr<i32, shared>
      %68 = fly.ptr.load(%67) : (!fly.ptr<i32, shared>) -> i32
      %69 = arith.addi %65, %68 : i32
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %71 = fly.add_offset(%1, %70) : (!fly.ptr<i32, shared>, !fly.int_tuple<3>) -> !fly.ptr<i32, shared>
      %72 = fly.ptr.load(%71) : (!fly.ptr<i32, shared>) -> i32
      %73 = arith.addi %69, %72 : i32
      %74 = arith.addi %58, %17 : i32
      %75 = arith.addi %58, %21 : i32
      %76 = arith.addi %58, %22 : i32
      %77 = vector.from_elements %58, %74, %75, %76 : vector<4xi32>
      %78 = vector.extract %6[0] : i32 from vector<4xi32>
      %c0_i32_12 = arith.constant 0 : i32
      %79 = arith.cmpi sgt, %78, %c0_i32_12 : i32
      %80 = scf.if %79 -> (!fly.memref<i32, global, ?:1>) {
        %90 = vector.extract %6[0] : i32 from vector<4xi32>
        %91 = vector.extract %77[0] : i32 from vector<4xi32>
        %92 = fly.make_int_tuple(%91) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%90, %arg1, %92) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %arg1 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %arg1 : !fly.memref<i32, global, ?:1>
      }
      %81 = vector.extract %6[1] : i32 from vector<4xi32>
      %c0_i32_13 = arith.constant 0 : i32
      %82 = arith.cmpi sgt, %81, %c0_i32_13 : i32
      %83 = scf.if %82 -> (!fly.memref<i32, global, ?:1>) {
        %90 = vector.extract %6[1] : i32 from vector<4xi32>
        %91 = vector.extract %77[1] : i32 from vector<4xi32>
        %92 = fly.make_int_tuple(%91) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%90, %80, %92) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %80 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %80 : !fly.memref<i32, global, ?:1>
      }
      %84 = vector.extract %6[2] : i32 from vector<4xi32>
      %c0_i32_14 = arith.constant 0 : i32
      %85 = arith.cmpi sgt, %84, %c0_i32_14 : i32
      %86 = scf.if %85 -> (!fly.memref<i32, global, ?:1>) {
        %90 = vector.extract %6[2] : i32 from vector<4xi32>
        %91 = vector.extract %77[2] : i32 from vector<4xi32>
        %92 = fly.make_int_tuple(%91) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%90, %83, %92) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %83 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %83 : !fly.memref<i32, global, ?:1>
      }
      %87 = vector.extract %6[3] : i32 from vector<4xi32>
      %c0_i32_15 = arith.constant 0 : i32
      %88 = arith.cmpi sgt, %87, %c0_i32_15 : i32
      %89 = scf.if %88 -> (!fly.memref<i32, global, ?:1>) {
        %90 = vector.extract %6[3] : i32 from vector<4xi32>
        %91 = vector.extract %77[3] : i32 from vector<4xi32>
        %92 = fly.make_int_tuple(%91) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%90, %86, %92) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %86 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %86 : !fly.memref<i32, global, ?:1>
      }
      gpu.return
    }
  }
}

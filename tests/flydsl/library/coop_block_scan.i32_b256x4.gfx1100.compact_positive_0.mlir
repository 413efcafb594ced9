// FlyDSL 0.4.2: coop_block_scan/i32_b256x4 for gfx1100 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @compact_positive_0(%arg0: !fly.ptr<i32, global>, %arg1: !fly.memref<i32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %0 = fly.make_ptr() {dictAttrs = {allocAlign = 4 : i64, allocBytes = 32 : i64}} : () -> !fly.ptr<i8, shared, align<4>>
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
      %c1_i32_1 = arith.constant 1 : i32
      %c32_i32 = arith.constant 32 : i32
      %shuffleResult, %valid = gpu.shuffle up %23, %c1_i32_1, %c32_i32 : i32
      %24 = gpu.lane_id
      %25 = arith.index_cast %24 : index to i32
      %c32_i32_2 = arith.constant 32 : i32
      %26 = arith.remsi %25, %c32_i32_2 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %27 = arith.cmpi sge, %26, %c1_i32_3 : i32
      %28 = arith.addi %shuffleResult, %23 : i32
      %29 = arith.select %27, %28, %23 : i32
      %c2_i32 = arith.constant 2 : i32
      %c32_i32_4 = arith.constant 32 : i32
      %shuffleResult_5, %valid_6 = gpu.shuffle up %29, %c2_i32, %c32_i32_4 : i32
      %30 = gpu.lane_id
      %31 = arith.index_cast %30 : index to i32
      %c32_i32_7 = arith.constant 32 : i32
      %32 = arith.remsi %31, %c32_i32_7 : i32
      %c2_i32_8 = arith.constant 2 : i32
      %33 = arith.cmpi sge, %32, %c2_i32_8 : i32
      %34 = arith.addi %shuffleResult_5, %29 : i32
      %35 = arith.select %33, %34, %29 : i32
      %c4_i32_9 = arith.constant 4 : i32
      %c32_i32_10 = arith.constant 32 : i32
      %shuffleResult_11, %valid_12 = gpu.shuffle up %35, %c4_i32_9, %c32_i32_10 : i32
      %36 = gpu.lane_id
      %37 = arith.index_cast %36 : index to i32
      %c32_i32_13 = arith.constant 32 : i32
      %38 = arith.remsi %37, %c32_i32_13 : i32
      %c4_i32_14 = arith.constant 4 : i32
      %39 = arith.cmpi sge, %38, %c4_i32_14 : i32
      %40 = arith.addi %shuffleResult_11, %35 : i32
      %41 = arith.select %39, %40, %35 : i32
      %c8_i32 = arith.constant 8 : i32
      %c32_i32_15 = arith.constant 32 : i32
      %shuffleResult_16, %valid_17 = gpu.shuffle up %41, %c8_i32, %c32_i32_15 : i32
      %42 = gpu.lane_id
      %43 = arith.index_cast %42 : index to i32
      %c32_i32_18 = arith.constant 32 : i32
      %44 = arith.remsi %43, %c32_i32_18 : i32
      %c8_i32_19 = arith.constant 8 : i32
      %45 = arith.cmpi sge, %44, %c8_i32_19 : i32
      %46 = arith.addi %shuffleResult_16, %41 : i32
      %47 = arith.select %45, %46, %41 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32_20 = arith.constant 32 : i32
      %shuffleResult_21, %valid_22 = gpu.shuffle up %47, %c16_i32, %c32_i32_20 : i32
      %48 = gpu.lane_id
      %49 = arith.index_cast %48 : index to i32
      %c32_i32_23 = arith.constant 32 : i32
      %50 = arith.remsi %49, %c32_i32_23 : i32
      %c16_i32_24 = arith.constant 16 : i32
      %51 = arith.cmpi sge, %50, %c16_i32_24 : i32
      %52 = arith.addi %shuffleResult_21, %47 : i32
      %53 = arith.select %51, %52, %47 : i32
      %c1_i32_25 = arith.constant 1 : i32
      %c32_i32_26 = arith.constant 32 : i32
      %shuffleResult_27, %valid_28 = gpu.shuffle up %53, %c1_i32_25, %c32_i32_26 : i32
      %54 = gpu.lane_id
      %55 = arith.index_cast %54 : index to i32
      %c32_i32_29 = arith.constant 32 : i32
      %56 = arith.remsi %55, %c32_i32_29 : i32
      %c1_i32_30 = arith.constant 1 : i32
      %57 = arith.cmpi sge, %56, %c1_i32_30 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %58 = arith.select %57, %shuffleResult_27, %c0_i32_31 : i32
      %59 = gpu.lane_id
      %60 = arith.index_cast %59 : index to i32
      %c32_i32_32 = arith.constant 32 : i32
      %61 = arith.floordivsi %60, %c32_i32_32 : i32
      %c32_i32_33 = arith.constant 32 : i32
      %62 = arith.muli %61, %c32_i32_33 : i32
      %c31_i32 = arith.constant 31 : i32
      %63 = arith.addi %62, %c31_i32 : i32
      %c32_i32_34 = arith.constant 32 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle idx %53, %63, %c32_i32_34 : i32
      %c32_i32_37 = arith.constant 32 : i32
      %64 = arith.remsi %16, %c32_i32_37 : i32
      %c32_i32_38 = arith.constant 32 : i32
      %65 = arith.floordivsi %16, %c32_i32_38 : i32
      %c31_i32_39 = arith.constant 31 : i32
      %66 = arith.cmpi eq, %64, %c31_i32_39 : i32
      scf.if %66 {
        %156 = fly.make_int_tuple(%65) : (i32) -> !fly.int_tuple<?>
        %157 = fly.add_offset(%1, %156) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        fly.ptr.store(%53, %157) : (i32, !fly.ptr<i32, shared>) -> ()
      }
      gpu.barrier
      %c6_i32 = arith.constant 6 : i32
      %67 = arith.cmpi sgt, %65, %c6_i32 : i32
      %68 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %69 = fly.add_offset(%1, %68) : (!fly.ptr<i32, shared>, !fly.int_tuple<6>) -> !fly.ptr<i32, shared>
      %70 = fly.ptr.load(%69) : (!fly.ptr<i32, shared>) -> i32
      %71 = arith.addi %70, %58 : i32
      %72 = arith.select %67, %71, %58 : i32
      %c5_i32 = arith.constant 5 : i32
      %73 = arith.cmpi sgt, %65, %c5_i32 : i32
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %75 = fly.add_offset(%1, %74) : (!fly.ptr<i32, shared>, !fly.int_tuple<5>) -> !fly.ptr<i32, shared>
      %76 = fly.ptr.load(%75) : (!fly.ptr<i32, shared>) -> i32
      %77 = arith.addi %76, %72 : i32
      %78 = arith.select %73, %77, %72 : i32
      %c4_i32_40 = arith.constant 4 : i32
      %79 = arith.cmpi sgt, %65, %c4_i32_40 : i32
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %81 = fly.add_offset(%1, %80) : (!fly.ptr<i32, shared>, !fly.int_tuple<4>) -> !fly.ptr<i32, shared>
      %82 = fly.ptr.load(%81) : (!fly.ptr<i32, shared>) -> i32
      %83 = arith.addi %82, %78 : i32
      %84 = arith.select %79, %83, %78 : i32
      %c3_i32 = arith.constant 3 : i32
      %85 = arith.cmpi sgt, %65, %c3_i32 : i32
      %86 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %87 = fly.add_offset(%1, %86) : (!fly.ptr<i32, shared>, !fly.int_tuple<3>) -> !fly.ptr<i32, shared>
      %88 = fly.ptr.load(%87) : (!fly.ptr<i32, shared>) -> i32
      %89 = arith.addi %88, %84 : i32
      %90 = arith.select %85, %89, %84 : i32
      %c2_i32_41 = arith.constant 2 : i32
      %91 = arith.cmpi sgt, %65, %c2_i32_41 : i32
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %93 = fly.add_offset(%1, %92) : (!fly.ptr<i32, shared>, !fly.int_tuple<2>) -> !fly.ptr<i32, shared>
      %94 = fly.ptr.load(%93) : (!fly.ptr<i32, shared>) -> i32
      %95 = arith.addi %94, %90 : i32
      %96 = arith.select %91, %95, %90 : i32
      %c1_i32_42 = arith.constant 1 : i32
      %97 = arith.cmpi sgt, %65, %c1_i32_42 : i32
      %98 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %99 = fly.add_offset(%1, %98) : (!fly.ptr<i32, shared>, !fly.int_tuple<1>) -> !fly.ptr<i32, shared>
      %100 = fly.ptr.load(%99) : (!fly.ptr<i32, shared>) -> i32
      %101 = arith.addi %100, %96 : i32
      %102 = arith.select %97, %101, %96 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %103 = arith.cmpi sgt, %65, %c0_i32_43 : i32
      %104 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %105 = fly.add_offset(%1, %104) : (!fly.ptr<i32, shared>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared>
      %106 = fly.ptr.load(%105) : (!fly.ptr<i32, shared>) -> i32
      %107 = arith.addi %106, %102 : i32
      %108 = arith.select %103, %107, %102 : i32
      %109 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %110 = fly.add_offset(%1, %109) : (!fly.ptr<i32, shared>, !fly.int_tuple<0>) -> !fly.ptr<i32, shared>
      %111 = fly.ptr.load(%110) : (!fly.ptr<i32, shared>) -> i32
      %112 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %113 = fly.add_offset(%1, %112) : (!fly.ptr<i32, shared>, !fly.int_tuple<1>) -> !fly.ptr<i32, shared>
      %114 = fly.ptr.load(%113) : (!fly.ptr<i32, shared>) -> i32
      %115 = arith.addi %111, %114 : i32
      %116 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %117 = fly.add_offset(%1, %116) : (!fly.ptr<i32, shared>, !fly.int_tuple<2>) -> !fly.ptr<i32, shared>
      %118 = fly.ptr.load(%117) : (!fly.ptr<i32, shared>) -> i32
      %119 = arith.addi %115, %118 : i32
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %121 = fly.add_offset(%1, %120) : (!fly.ptr<i32, shared>, !fly.int_tuple<3>) -> !fly.ptr<i32, shared>
      %122 = fly.ptr.load(%121) : (!fly.ptr<i32, shared>) -> i32
      %123 = arith.addi %119, %122 : i32
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %125 = fly.add_offset(%1, %124) : (!fly.ptr<i32, shared>, !fly.int_tuple<4>) -> !fly.ptr<i32, shared>
      %126 = fly.ptr.load(%125) : (!fly.ptr<i32, shared>) -> i32
      %127 = arith.addi %123, %126 : i32
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %129 = fly.add_offset(%1, %128) : (!fly.ptr<i32, shared>, !fly.int_tuple<5>) -> !fly.ptr<i32, shared>
      %130 = fly.ptr.load(%129) : (!fly.ptr<i32, shared>) -> i32
      %131 = arith.addi %127, %130 : i32
      %132 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %133 = fly.add_offset(%1, %132) : (!fly.ptr<i32, shared>, !fly.int_tuple<6>) -> !fly.ptr<i32, shared>
      %134 = fly.ptr.load(%133) : (!fly.ptr<i32, shared>) -> i32
      %135 = arith.addi %131, %134 : i32
      %136 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %137 = fly.add_offset(%1, %136) : (!fly.ptr<i32, shared>, !fly.int_tuple<7>) -> !fly.ptr<i32, shared>
      %138 = fly.ptr.load(%137) : (!fly.ptr<i32, shared>) -> i32
      %139 = arith.addi %135, %138 : i32
      %140 = arith.addi %108, %17 : i32
      %141 = arith.addi %108, %21 : i32
      %142 = arith.addi %108, %22 : i32
      %143 = vector.from_elements %108, %140, %141, %142 : vector<4xi32>
      %144 = vector.extract %6[0] : i32 from vector<4xi32>
      %c0_i32_44 = arith.constant 0 : i32
      %145 = arith.cmpi sgt, %144, %c0_i32_44 : i32
      %146 = scf.if %145 -> (!fly.memref<i32, global, ?:1>) {
        %156 = vector.extract %6[0] : i32 from vector<4xi32>
        %157 = vector.extract %143[0] : i32 from vector<4xi32>
        %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%156, %arg1, %158) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %arg1 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %arg1 : !fly.memref<i32, global, ?:1>
      }
      %147 = vector.extract %6[1] : i32 from vector<4xi32>
      %c0_i32_45 = arith.constant 0 : i32
      %148 = arith.cmpi sgt, %147, %c0_i32_45 : i32
      %149 = scf.if %148 -> (!fly.memref<i32, global, ?:1>) {
        %156 = vector.extract %6[1] : i32 from vector<4xi32>
        %157 = vector.extract %143[1] : i32 from vector<4xi32>
        %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%156, %146, %158) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %146 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %146 : !fly.memref<i32, global, ?:1>
      }
      %150 = vector.extract %6[2] : i32 from vector<4xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %151 = arith.cmpi sgt, %150, %c0_i32_46 : i32
      %152 = scf.if %151 -> (!fly.memref<i32, global, ?:1>) {
        %156 = vector.extract %6[2] : i32 from vector<4xi32>
        %157 = vector.extract %143[2] : i32 from vector<4xi32>
        %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%156, %149, %158) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %149 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %149 : !fly.memref<i32, global, ?:1>
      }
      %153 = vector.extract %6[3] : i32 from vector<4xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %154 = arith.cmpi sgt, %153, %c0_i32_47 : i32
      %155 = scf.if %154 -> (!fly.memref<i32, global, ?:1>) {
        %156 = vector.extract %6[3] : i32 from vector<4xi32>
        %157 = vector.extract %143[3] : i32 from vector<4xi32>
        %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%156, %152, %158) : (i32, !fly.memref<i32, global, ?:1>, !fly.int_tuple<?>) -> ()
        scf.yield %152 : !fly.memref<i32, global, ?:1>
      } else {
        scf.yield %152 : !fly.memref<i32, global, ?:1>
      }
      gpu.return
    }
  }
}

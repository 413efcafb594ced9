// FlyDSL 0.4.2: moe_mxfp_gemm2/nonatomic_cshuffle_t33_e4_k2_bm32 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm2_a4w4_port_ne4_h256_i512_bm32_nonatomic_cshuffle(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i32, %arg9: i32, %arg10: i64, %arg11: i64) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %1 = arith.index_cast %block_id_x : index to i32
      %c64_i32 = arith.constant 64 : i32
      %2 = arith.remsi %0, %c64_i32 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %3 = arith.floordivsi %0, %c64_i32_0 : i32
      %4 = rocdl.readfirstlane %3 : i32
      %5 = arith.extsi %arg9 : i32 to i64
      %c8192_i64 = arith.constant 8192 : i64
      %6 = arith.muli %5, %c8192_i64 : i64
      %7 = fly.inttoptr(%arg0) : (i64) -> !fly.ptr<i32, global>
      %c4_i64 = arith.constant 4 : i64
      %8 = arith.floordivsi %6, %c4_i64 : i64
      %9 = fly.make_int_tuple(%8) : (i64) -> !fly.int_tuple<?{i64}>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %11 = fly.make_layout(%9, %10) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<1>) -> !fly.layout<?{i64}:1>
      %12 = fly.make_view(%7, %11) : (!fly.ptr<i32, global>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, global, ?{i64}:1>
      %13 = fly.get_iter(%12) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.ptr<i32, global>
      %14 = fly.get_layout(%12) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.layout<?{i64}:1>
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %15 = fly.make_ptr(%13, %c0_i16, %6, %c159744_i32) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
      %16 = fly.make_view(%15, %14) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>
      %17 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %18 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %19 = fly.make_layout(%17, %18) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %20 = fly.logical_divide(%16, %19) : (!fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>, !fly.layout<4:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (4,?{i64}):(1,4)>
      %21 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 32768 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %22 = fly.recast_iter(%21) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %23 = fly.recast_iter(%22) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %26 = fly.make_layout(%24, %25) : (!fly.int_tuple<2048>, !fly.int_tuple<1>) -> !fly.layout<2048:1>
      %27 = fly.make_view(%23, %26) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<2048:1>) -> !fly.memref<i32, shared, 2048:1, align<16>>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %29 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %30 = fly.make_layout(%28, %29) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %31 = fly.logical_divide(%27, %30) : (!fly.memref<i32, shared, 2048:1, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, (4,512):(1,4), align<16>>
      %32 = fly.inttoptr(%arg5) : (i64) -> !fly.ptr<i32, global>
      %33 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %34 = fly.add_offset(%32, %33) : (!fly.ptr<i32, global>, !fly.int_tuple<0>) -> !fly.ptr<i32, global>
      %35 = fly.ptr.load(%34) : (!fly.ptr<i32, global>) -> i32
      %c32_i32 = arith.constant 32 : i32
      %36 = arith.divui %35, %c32_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.muli %36, %c1_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %38 = arith.divui %37, %c8_i32 : i32
      %c8_i32_1 = arith.constant 8 : i32
      %39 = arith.remui %37, %c8_i32_1 : i32
      %40 = arith.cmpi slt, %1, %37 : i32
      scf.if %40 {
        %c8_i32_2 = arith.constant 8 : i32
        %41 = arith.remui %1, %c8_i32_2 : i32
        %42 = arith.muli %41, %38 : i32
        %43 = arith.minsi %41, %39 : i32
        %44 = arith.addi %42, %43 : i32
        %c8_i32_3 = arith.constant 8 : i32
        %45 = arith.divui %1, %c8_i32_3 : i32
        %46 = arith.addi %44, %45 : i32
        %c1_i32_4 = arith.constant 1 : i32
        %47 = arith.divui %46, %c1_i32_4 : i32
        %c32_i32_5 = arith.constant 32 : i32
        %48 = arith.muli %47, %c32_i32_5 : i32
        %c8_i32_6 = arith.constant 8 : i32
        %49 = arith.muli %4, %c8_i32_6 : i32
        %c0_i32 = arith.constant 0 : i32
        %50 = arith.addi %49, %c0_i32 : i32
        %51 = arith.addi %48, %50 : i32
        %c8_i32_7 = arith.constant 8 : i32
        %52 = arith.floordivsi %2, %c8_i32_7 : i32
        %53 = arith.addi %51, %52 : i32
        %c8_i32_8 = arith.constant 8 : i32
        %54 = arith.remsi %2, %c8_i32_8 : i32
        %c8_i32_9 = arith.constant 8 : i32
        %55 = arith.floordivsi %2, %c8_i32_9 : i32
        %56 = arith.addi %50, %55 : i32
        %c14_i32 = arith.constant 14 : i32
        %57 = arith.andi %56, %c14_i32 : i32
        %c3_i32 = arith.constant 3 : i32
        %58 = arith.shli %57, %c3_i32 : i32
        %c16_i32 = arith.constant 16 : i32
        %59 = arith.muli %54, %c16_i32 : i32
        %60 = arith.xori %59, %58 : i32
        %c256_i32 = arith.constant 256 : i32
        %61 = arith.muli %53, %c256_i32 : i32
        %62 = arith.addi %60, %61 : i32
        %c128_i32 = arith.constant 128 : i32
        %63 = arith.muli %50, %c128_i32 : i32
        %c0_i32_10 = arith.constant 0 : i32
        %64 = arith.addi %c0_i32_10, %63 : i32
        %65 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
        %c16_i32_11 = arith.constant 16 : i32
        %66 = arith.floordivsi %62, %c16_i32_11 : i32
        %67 = fly.make_int_tuple(%66) : (i32) -> !fly.int_tuple<(*,?)>
        %68 = fly.slice(%20, %67) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,?{i64}):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c16_i32_12 = arith.constant 16 : i32
        %69 = arith.floordivsi %64, %c16_i32_12 : i32
        %70 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
        %71 = fly.slice(%31, %70) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        %c0_i32_13 = arith.constant 0 : i32
        %72 = fly.atom.set_value(%65, "soffset", %c0_i32_13) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
        fly.copy(%72, %68, %71) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        %c8_i32_14 = arith.constant 8 : i32
        %73 = arith.muli %4, %c8_i32_14 : i32
        %c0_i32_15 = arith.constant 0 : i32
        %74 = arith.addi %73, %c0_i32_15 : i32
        %75 = arith.addi %48, %74 : i32
        %c8_i32_16 = arith.constant 8 : i32
        %76 = arith.floordivsi %2, %c8_i32_16 : i32
        %77 = arith.addi %75, %76 : i32
        %c8_i32_17 = arith.constant 8 : i32
        %78 = arith.remsi %2, %c8_i32_17 : i32
        %c8_i32_18 = arith.constant 8 : i32
        %79 = arith.floordivsi %2, %c8_i32_18 : i32
        %80 = arith.addi %74, %79 : i32
        %c14_i32_19 = arith.constant 14 : i32
        %81 = arith.andi %80, %c14_i32_19 : i32
        %c3_i32_20 = arith.constant 3 : i32
        %82 = arith.shli %81, %c3_i32_20 : i32
        %c16_i32_21 = arith.constant 16 : i32
        %83 = arith.muli %78, %c16_i32_21 : i32
        %84 = arith.xori %83, %82 : i32
        %c256_i32_22 = arith.constant 256 : i32
        %85 = arith.muli %77, %c256_i32_22 : i32
        %86 = arith.addi %84, %85 : i32
        %c128_i32_23 = arith.constant 128 : i32
        %87 = arith.muli %74, %c128_i32_23 : i32
        %c4096_i32 = arith.constant 4096 : i32
        %88 = arith.addi %c4096_i32, %87 : i32
        %89 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
        %c16_i32_24 = arith.constant 16 : i32
        %90 = arith.floordivsi %86, %c16_i32_24 : i32
        %91 = fly.make_int_tuple(%90) : (i32) -> !fly.int_tuple<(*,?)>
        %92 = fly.slice(%20, %91) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,?{i64}):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c16_i32_25 = arith.constant 16 : i32
        %93 = arith.floordivsi %88, %c16_i32_25 : i32
        %94 = fly.make_int_tuple(%93) : (i32) -> !fly.int_tuple<(*,?)>
        %95 = fly.slice(%31, %94) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        %c32_i32_26 = arith.constant 32 : i32
        %96 = fly.atom.set_value(%89, "soffset", %c32_i32_26) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>
        fly.copy(%96, %92, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, shared, 4:1, align<16>>) -> ()
        rocdl.sched.barrier none
        %c1_i32_27 = arith.constant 1 : i32
        %97 = arith.divui %46, %c1_i32_27 : i32
        %c1_i32_28 = arith.constant 1 : i32
        %98 = arith.muli %97, %c1_i32_28 : i32
        %99 = arith.subi %46, %98 : i32
        %100 = fly.inttoptr(%arg4) : (i64) -> !fly.ptr<i32, global>
        %101 = fly.make_int_tuple(%97) : (i32) -> !fly.int_tuple<?>
        %102 = fly.add_offset(%100, %101) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
        %103 = fly.ptr.load(%102) : (!fly.ptr<i32, global>) -> i32
        %104 = rocdl.readfirstlane %103 : i32
        %c32_i32_29 = arith.constant 32 : i32
        %105 = arith.muli %97, %c32_i32_29 : i32
        %106 = arith.extsi %arg9 : i32 to i64
        %c512_i64 = arith.constant 512 : i64
        %107 = arith.muli %106, %c512_i64 : i64
        %108 = fly.inttoptr(%arg1) : (i64) -> !fly.ptr<i32, global>
        %c4_i64_30 = arith.constant 4 : i64
        %109 = arith.floordivsi %107, %c4_i64_30 : i64
        %110 = fly.make_int_tuple(%109) : (i64) -> !fly.int_tuple<?{i64}>
        %111 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %112 = fly.make_layout(%110, %111) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<1>) -> !fly.layout<?{i64}:1>
        %113 = fly.make_view(%108, %112) : (!fly.ptr<i32, global>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, global, ?{i64}:1>
        %114 = fly.get_iter(%113) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.ptr<i32, global>
        %115 = fly.get_layout(%113) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.layout<?{i64}:1>
        %c0_i16_31 = arith.constant 0 : i16
        %c159744_i32_32 = arith.constant 159744 : i32
        %116 = fly.make_ptr(%114, %c0_i16_31, %107, %c159744_i32_32) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %117 = fly.make_view(%116, %115) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>
        %118 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %119 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %120 = fly.make_layout(%118, %119) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %121 = fly.logical_divide(%117, %120) : (!fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (1,?{i64}):(0,1)>
        %122 = fly.inttoptr(%arg2) : (i64) -> !fly.ptr<i32, global>
        %123 = fly.make_int_tuple() : () -> !fly.int_tuple<65536>
        %124 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %125 = fly.make_layout(%123, %124) : (!fly.int_tuple<65536>, !fly.int_tuple<1>) -> !fly.layout<65536:1>
        %126 = fly.make_view(%122, %125) : (!fly.ptr<i32, global>, !fly.layout<65536:1>) -> !fly.memref<i32, global, 65536:1>
        %127 = fly.get_iter(%126) : (!fly.memref<i32, global, 65536:1>) -> !fly.ptr<i32, global>
        %128 = fly.get_layout(%126) : (!fly.memref<i32, global, 65536:1>) -> !fly.layout<65536:1>
        %c0_i16_33 = arith.constant 0 : i16
        %c262144_i64 = arith.constant 262144 : i64
        %c159744_i32_34 = arith.constant 159744 : i32
        %129 = fly.make_ptr(%127, %c0_i16_33, %c262144_i64, %c159744_i32_34) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %130 = fly.make_view(%129, %128) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<65536:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 65536:1>
        %131 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %132 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %133 = fly.make_layout(%131, %132) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %134 = fly.logical_divide(%130, %133) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 65536:1>, !fly.layout<4:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>
        %135 = fly.inttoptr(%arg3) : (i64) -> !fly.ptr<i32, global>
        %136 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %137 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %138 = fly.make_layout(%136, %137) : (!fly.int_tuple<4096>, !fly.int_tuple<1>) -> !fly.layout<4096:1>
        %139 = fly.make_view(%135, %138) : (!fly.ptr<i32, global>, !fly.layout<4096:1>) -> !fly.memref<i32, global, 4096:1>
        %140 = fly.get_iter(%139) : (!fly.memref<i32, global, 4096:1>) -> !fly.ptr<i32, global>
        %141 = fly.get_layout(%139) : (!fly.memref<i32, global, 4096:1>) -> !fly.layout<4096:1>
        %c0_i16_35 = arith.constant 0 : i16
        %c16384_i64 = arith.constant 16384 : i64
        %c159744_i32_36 = arith.constant 159744 : i32
        %142 = fly.make_ptr(%140, %c0_i16_35, %c16384_i64, %c159744_i32_36) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %143 = fly.make_view(%142, %141) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<4096:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4096:1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %146 = fly.make_layout(%144, %145) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %147 = fly.logical_divide(%143, %146) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 4096:1>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (1,4096):(0,1)>
        %148 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        %149 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        %150 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %152 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %153 = fly.make_layout(%151, %152) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %154 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %155 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %156 = fly.make_layout(%154, %155) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %157 = fly.ptrtoint(%22) : (!fly.ptr<i8, shared, align<16>>) -> i32
        %158 = arith.extsi %arg9 : i32 to i64
        %c8192_i64_37 = arith.constant 8192 : i64
        %159 = arith.muli %158, %c8192_i64_37 : i64
        %160 = fly.inttoptr(%arg0) : (i64) -> !fly.ptr<i32, global>
        %c4_i64_38 = arith.constant 4 : i64
        %161 = arith.floordivsi %159, %c4_i64_38 : i64
        %162 = fly.make_int_tuple(%161) : (i64) -> !fly.int_tuple<?{i64}>
        %163 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %164 = fly.make_layout(%162, %163) : (!fly.int_tuple<?{i64}>, !fly.int_tuple<1>) -> !fly.layout<?{i64}:1>
        %165 = fly.make_view(%160, %164) : (!fly.ptr<i32, global>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, global, ?{i64}:1>
        %166 = fly.get_iter(%165) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.ptr<i32, global>
        %167 = fly.get_layout(%165) : (!fly.memref<i32, global, ?{i64}:1>) -> !fly.layout<?{i64}:1>
        %c0_i16_39 = arith.constant 0 : i16
        %c159744_i32_40 = arith.constant 159744 : i32
        %168 = fly.make_ptr(%166, %c0_i16_39, %159, %c159744_i32_40) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
        %169 = fly.make_view(%168, %167) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<?{i64}:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>
        %170 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %172 = fly.make_layout(%170, %171) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %173 = fly.logical_divide(%169, %172) : (!fly.memref<i32, #fly_rocdl.buffer_desc, ?{i64}:1>, !fly.layout<4:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (4,?{i64}):(1,4)>
        %174 = fly.recast_iter(%22) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
        %175 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %176 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %177 = fly.make_layout(%175, %176) : (!fly.int_tuple<2048>, !fly.int_tuple<1>) -> !fly.layout<2048:1>
        %178 = fly.make_view(%174, %177) : (!fly.ptr<i32, shared, align<16>>, !fly.layout<2048:1>) -> !fly.memref<i32, shared, 2048:1, align<16>>
        %179 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %180 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %181 = fly.make_layout(%179, %180) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %182 = fly.logical_divide(%178, %181) : (!fly.memref<i32, shared, 2048:1, align<16>>, !fly.layout<4:1>) -> !fly.memref<i32, shared, (4,512):(1,4), align<16>>
        %183 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
        %184 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %185 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %186 = fly.make_layout(%184, %185) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %c16_i32_41 = arith.constant 16 : i32
        %187 = arith.floordivsi %2, %c16_i32_41 : i32
        %c16_i32_42 = arith.constant 16 : i32
        %188 = arith.remsi %2, %c16_i32_42 : i32
        %c256_i32_43 = arith.constant 256 : i32
        %189 = arith.muli %104, %c256_i32_43 : i32
        %c256_i32_44 = arith.constant 256 : i32
        %190 = arith.muli %99, %c256_i32_44 : i32
        %191 = arith.addi %189, %190 : i32
        %c64_i32_45 = arith.constant 64 : i32
        %192 = arith.muli %4, %c64_i32_45 : i32
        %193 = arith.addi %191, %192 : i32
        %c0_i32_46 = arith.constant 0 : i32
        %194 = arith.addi %193, %c0_i32_46 : i32
        %c256_i32_47 = arith.constant 256 : i32
        %195 = arith.muli %194, %c256_i32_47 : i32
        %196 = rocdl.readfirstlane %195 : i32
        %c256_i32_48 = arith.constant 256 : i32
        %197 = arith.muli %104, %c256_i32_48 : i32
        %c256_i32_49 = arith.constant 256 : i32
        %198 = arith.muli %99, %c256_i32_49 : i32
        %199 = arith.addi %197, %198 : i32
        %c64_i32_50 = arith.constant 64 : i32
        %200 = arith.muli %4, %c64_i32_50 : i32
        %201 = arith.addi %199, %200 : i32
        %c16_i32_51 = arith.constant 16 : i32
        %202 = arith.addi %201, %c16_i32_51 : i32
        %c256_i32_52 = arith.constant 256 : i32
        %203 = arith.muli %202, %c256_i32_52 : i32
        %204 = rocdl.readfirstlane %203 : i32
        %c256_i32_53 = arith.constant 256 : i32
        %205 = arith.muli %104, %c256_i32_53 : i32
        %c256_i32_54 = arith.constant 256 : i32
        %206 = arith.muli %99, %c256_i32_54 : i32
        %207 = arith.addi %205, %206 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %208 = arith.muli %4, %c64_i32_55 : i32
        %209 = arith.addi %207, %208 : i32
        %c32_i32_56 = arith.constant 32 : i32
        %210 = arith.addi %209, %c32_i32_56 : i32
        %c256_i32_57 = arith.constant 256 : i32
        %211 = arith.muli %210, %c256_i32_57 : i32
        %212 = rocdl.readfirstlane %211 : i32
        %c256_i32_58 = arith.constant 256 : i32
        %213 = arith.muli %104, %c256_i32_58 : i32
        %c256_i32_59 = arith.constant 256 : i32
        %214 = arith.muli %99, %c256_i32_59 : i32
        %215 = arith.addi %213, %214 : i32
        %c64_i32_60 = arith.constant 64 : i32
        %216 = arith.muli %4, %c64_i32_60 : i32
        %217 = arith.addi %215, %216 : i32
        %c48_i32 = arith.constant 48 : i32
        %218 = arith.addi %217, %c48_i32 : i32
        %c256_i32_61 = arith.constant 256 : i32
        %219 = arith.muli %218, %c256_i32_61 : i32
        %220 = rocdl.readfirstlane %219 : i32
        %c8_i32_62 = arith.constant 8 : i32
        %221 = arith.muli %99, %c8_i32_62 : i32
        %c2_i32 = arith.constant 2 : i32
        %222 = arith.muli %4, %c2_i32 : i32
        %223 = arith.addi %221, %222 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %224 = arith.muli %104, %c1024_i32 : i32
        %c0_i32_63 = arith.constant 0 : i32
        %225 = arith.addi %223, %c0_i32_63 : i32
        %c128_i32_64 = arith.constant 128 : i32
        %226 = arith.muli %225, %c128_i32_64 : i32
        %227 = arith.addi %224, %226 : i32
        %c4_i32 = arith.constant 4 : i32
        %228 = arith.muli %227, %c4_i32 : i32
        %229 = rocdl.readfirstlane %228 : i32
        %c1024_i32_65 = arith.constant 1024 : i32
        %230 = arith.muli %104, %c1024_i32_65 : i32
        %c1_i32_66 = arith.constant 1 : i32
        %231 = arith.addi %223, %c1_i32_66 : i32
        %c128_i32_67 = arith.constant 128 : i32
        %232 = arith.muli %231, %c128_i32_67 : i32
        %233 = arith.addi %230, %232 : i32
        %c4_i32_68 = arith.constant 4 : i32
        %234 = arith.muli %233, %c4_i32_68 : i32
        %235 = rocdl.readfirstlane %234 : i32
        %c32_i32_69 = arith.constant 32 : i32
        %236 = arith.floordivsi %105, %c32_i32_69 : i32
        %c0_i32_70 = arith.constant 0 : i32
        %237 = arith.addi %236, %c0_i32_70 : i32
        %c128_i32_71 = arith.constant 128 : i32
        %238 = arith.muli %237, %c128_i32_71 : i32
        %c4_i32_72 = arith.constant 4 : i32
        %239 = arith.muli %238, %c4_i32_72 : i32
        %240 = rocdl.readfirstlane %239 : i32
        %c16_i32_73 = arith.constant 16 : i32
        %241 = arith.muli %187, %c16_i32_73 : i32
        %242 = arith.addi %241, %188 : i32
        %c4_i32_74 = arith.constant 4 : i32
        %243 = arith.muli %242, %c4_i32_74 : i32
        %cst = arith.constant 0.000000e+00 : f32
        %244 = vector.broadcast %cst : f32 to vector<4xf32>
        %245 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %246 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %247 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>
        %248 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 3>>
        %249 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %250 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %251 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 2>>
        %252 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 3>>
        %253 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 0>>
        %254 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>
        %255 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %256 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %257 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 0>>
        %258 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 1>>
        %259 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %260 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %c0_i32_75 = arith.constant 0 : i32
        %261 = arith.addi %243, %c0_i32_75 : i32
        %c4_i32_76 = arith.constant 4 : i32
        %262 = arith.floordivsi %261, %c4_i32_76 : i32
        %263 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %264 = fly.make_int_tuple(%262) : (i32) -> !fly.int_tuple<(*,?)>
        %265 = fly.slice(%121, %264) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,?{i64}):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_77 = arith.constant 4 : i32
        %266 = arith.floordivsi %240, %c4_i32_77 : i32
        %267 = fly.atom.set_value(%148, "soffset", %266) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%267, %265, %263) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%263) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %269 = fly.get_layout(%263) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : i32 from vector<1xi32>
        %c256_i32_78 = arith.constant 256 : i32
        %272 = arith.addi %243, %c256_i32_78 : i32
        %c4_i32_79 = arith.constant 4 : i32
        %273 = arith.floordivsi %272, %c4_i32_79 : i32
        %274 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %275 = fly.make_int_tuple(%273) : (i32) -> !fly.int_tuple<(*,?)>
        %276 = fly.slice(%121, %275) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,?{i64}):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_80 = arith.constant 4 : i32
        %277 = arith.floordivsi %240, %c4_i32_80 : i32
        %278 = fly.atom.set_value(%148, "soffset", %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%278, %276, %274) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %279 = fly.memref.load_vec(%274) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %280 = fly.get_layout(%274) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %281 = fly.get_shape(%280) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %282 = vector.extract %279[0] : i32 from vector<1xi32>
        %c0_i32_81 = arith.constant 0 : i32
        %283 = arith.addi %243, %c0_i32_81 : i32
        %c4_i32_82 = arith.constant 4 : i32
        %284 = arith.floordivsi %283, %c4_i32_82 : i32
        %285 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %286 = fly.make_int_tuple(%284) : (i32) -> !fly.int_tuple<(*,?)>
        %287 = fly.slice(%147, %286) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,4096):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_83 = arith.constant 4 : i32
        %288 = arith.floordivsi %229, %c4_i32_83 : i32
        %289 = fly.atom.set_value(%149, "soffset", %288) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%289, %287, %285) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %290 = fly.memref.load_vec(%285) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %291 = fly.get_layout(%285) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %292 = fly.get_shape(%291) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %293 = vector.extract %290[0] : i32 from vector<1xi32>
        %c0_i32_84 = arith.constant 0 : i32
        %294 = arith.addi %243, %c0_i32_84 : i32
        %c4_i32_85 = arith.constant 4 : i32
        %295 = arith.floordivsi %294, %c4_i32_85 : i32
        %296 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %297 = fly.make_int_tuple(%295) : (i32) -> !fly.int_tuple<(*,?)>
        %298 = fly.slice(%147, %297) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,4096):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_86 = arith.constant 4 : i32
        %299 = arith.floordivsi %235, %c4_i32_86 : i32
        %300 = fly.atom.set_value(%149, "soffset", %299) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%300, %298, %296) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %301 = fly.memref.load_vec(%296) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %302 = fly.get_layout(%296) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %303 = fly.get_shape(%302) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %304 = vector.extract %301[0] : i32 from vector<1xi32>
        %c256_i32_87 = arith.constant 256 : i32
        %305 = arith.addi %243, %c256_i32_87 : i32
        %c4_i32_88 = arith.constant 4 : i32
        %306 = arith.floordivsi %305, %c4_i32_88 : i32
        %307 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %308 = fly.make_int_tuple(%306) : (i32) -> !fly.int_tuple<(*,?)>
        %309 = fly.slice(%147, %308) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,4096):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_89 = arith.constant 4 : i32
        %310 = arith.floordivsi %229, %c4_i32_89 : i32
        %311 = fly.atom.set_value(%149, "soffset", %310) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%311, %309, %307) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %312 = fly.memref.load_vec(%307) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %313 = fly.get_layout(%307) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %314 = fly.get_shape(%313) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %315 = vector.extract %312[0] : i32 from vector<1xi32>
        %c256_i32_90 = arith.constant 256 : i32
        %316 = arith.addi %243, %c256_i32_90 : i32
        %c4_i32_91 = arith.constant 4 : i32
        %317 = arith.floordivsi %316, %c4_i32_91 : i32
        %318 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<i32, register, 1:1>
        %319 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
        %320 = fly.slice(%147, %319) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,4096):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %c4_i32_92 = arith.constant 4 : i32
        %321 = arith.floordivsi %235, %c4_i32_92 : i32
        %322 = fly.atom.set_value(%149, "soffset", %321) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        fly.copy(%322, %320, %318) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i32, register, 1:1>) -> ()
        %323 = fly.memref.load_vec(%318) : (!fly.memref<i32, register, 1:1>) -> vector<1xi32>
        %324 = fly.get_layout(%318) : (!fly.memref<i32, register, 1:1>) -> !fly.layout<1:1>
        %325 = fly.get_shape(%324) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %326 = vector.extract %323[0] : i32 from vector<1xi32>
        %c256_i32_93 = arith.constant 256 : i32
        %327 = arith.muli %187, %c256_i32_93 : i32
        %c16_i32_94 = arith.constant 16 : i32
        %328 = arith.muli %188, %c16_i32_94 : i32
        %329 = arith.addi %327, %328 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %330 = arith.addi %329, %c0_i32_95 : i32
        %c0_i32_96 = arith.constant 0 : i32
        %331 = arith.addi %330, %c0_i32_96 : i32
        %c16_i32_97 = arith.constant 16 : i32
        %332 = arith.floordivsi %331, %c16_i32_97 : i32
        %333 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %334 = fly.make_int_tuple(%332) : (i32) -> !fly.int_tuple<(*,?)>
        %335 = fly.slice(%134, %334) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_98 = arith.constant 4 : i32
        %336 = arith.floordivsi %196, %c4_i32_98 : i32
        %337 = fly.atom.set_value(%150, "soffset", %336) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%337, %335, %333) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_99 = arith.constant 1024 : i32
        %338 = arith.addi %330, %c1024_i32_99 : i32
        %c16_i32_100 = arith.constant 16 : i32
        %339 = arith.floordivsi %338, %c16_i32_100 : i32
        %340 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %341 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<(*,?)>
        %342 = fly.slice(%134, %341) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_101 = arith.constant 4 : i32
        %343 = arith.floordivsi %196, %c4_i32_101 : i32
        %344 = fly.atom.set_value(%150, "soffset", %343) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%344, %342, %340) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_102 = arith.constant 0 : i32
        %345 = arith.addi %330, %c0_i32_102 : i32
        %c16_i32_103 = arith.constant 16 : i32
        %346 = arith.floordivsi %345, %c16_i32_103 : i32
        %347 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %348 = fly.make_int_tuple(%346) : (i32) -> !fly.int_tuple<(*,?)>
        %349 = fly.slice(%134, %348) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_104 = arith.constant 4 : i32
        %350 = arith.floordivsi %204, %c4_i32_104 : i32
        %351 = fly.atom.set_value(%150, "soffset", %350) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%351, %349, %347) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_105 = arith.constant 1024 : i32
        %352 = arith.addi %330, %c1024_i32_105 : i32
        %c16_i32_106 = arith.constant 16 : i32
        %353 = arith.floordivsi %352, %c16_i32_106 : i32
        %354 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %355 = fly.make_int_tuple(%353) : (i32) -> !fly.int_tuple<(*,?)>
        %356 = fly.slice(%134, %355) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_107 = arith.constant 4 : i32
        %357 = arith.floordivsi %204, %c4_i32_107 : i32
        %358 = fly.atom.set_value(%150, "soffset", %357) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%358, %356, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_108 = arith.constant 0 : i32
        %359 = arith.addi %330, %c0_i32_108 : i32
        %c16_i32_109 = arith.constant 16 : i32
        %360 = arith.floordivsi %359, %c16_i32_109 : i32
        %361 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %362 = fly.make_int_tuple(%360) : (i32) -> !fly.int_tuple<(*,?)>
        %363 = fly.slice(%134, %362) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_110 = arith.constant 4 : i32
        %364 = arith.floordivsi %212, %c4_i32_110 : i32
        %365 = fly.atom.set_value(%150, "soffset", %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%365, %363, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_111 = arith.constant 1024 : i32
        %366 = arith.addi %330, %c1024_i32_111 : i32
        %c16_i32_112 = arith.constant 16 : i32
        %367 = arith.floordivsi %366, %c16_i32_112 : i32
        %368 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %369 = fly.make_int_tuple(%367) : (i32) -> !fly.int_tuple<(*,?)>
        %370 = fly.slice(%134, %369) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_113 = arith.constant 4 : i32
        %371 = arith.floordivsi %212, %c4_i32_113 : i32
        %372 = fly.atom.set_value(%150, "soffset", %371) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%372, %370, %368) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_114 = arith.constant 0 : i32
        %373 = arith.addi %330, %c0_i32_114 : i32
        %c16_i32_115 = arith.constant 16 : i32
        %374 = arith.floordivsi %373, %c16_i32_115 : i32
        %375 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %376 = fly.make_int_tuple(%374) : (i32) -> !fly.int_tuple<(*,?)>
        %377 = fly.slice(%134, %376) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_116 = arith.constant 4 : i32
        %378 = arith.floordivsi %220, %c4_i32_116 : i32
        %379 = fly.atom.set_value(%150, "soffset", %378) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%379, %377, %375) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_117 = arith.constant 1024 : i32
        %380 = arith.addi %330, %c1024_i32_117 : i32
        %c16_i32_118 = arith.constant 16 : i32
        %381 = arith.floordivsi %380, %c16_i32_118 : i32
        %382 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %383 = fly.make_int_tuple(%381) : (i32) -> !fly.int_tuple<(*,?)>
        %384 = fly.slice(%134, %383) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_119 = arith.constant 4 : i32
        %385 = arith.floordivsi %220, %c4_i32_119 : i32
        %386 = fly.atom.set_value(%150, "soffset", %385) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%386, %384, %382) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c256_i32_120 = arith.constant 256 : i32
        %387 = arith.muli %187, %c256_i32_120 : i32
        %c16_i32_121 = arith.constant 16 : i32
        %388 = arith.muli %188, %c16_i32_121 : i32
        %389 = arith.addi %387, %388 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %390 = arith.addi %389, %c2048_i32 : i32
        %c0_i32_122 = arith.constant 0 : i32
        %391 = arith.addi %390, %c0_i32_122 : i32
        %c16_i32_123 = arith.constant 16 : i32
        %392 = arith.floordivsi %391, %c16_i32_123 : i32
        %393 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %394 = fly.make_int_tuple(%392) : (i32) -> !fly.int_tuple<(*,?)>
        %395 = fly.slice(%134, %394) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_124 = arith.constant 4 : i32
        %396 = arith.floordivsi %196, %c4_i32_124 : i32
        %397 = fly.atom.set_value(%150, "soffset", %396) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%397, %395, %393) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_125 = arith.constant 1024 : i32
        %398 = arith.addi %390, %c1024_i32_125 : i32
        %c16_i32_126 = arith.constant 16 : i32
        %399 = arith.floordivsi %398, %c16_i32_126 : i32
        %400 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %401 = fly.make_int_tuple(%399) : (i32) -> !fly.int_tuple<(*,?)>
        %402 = fly.slice(%134, %401) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_127 = arith.constant 4 : i32
        %403 = arith.floordivsi %196, %c4_i32_127 : i32
        %404 = fly.atom.set_value(%150, "soffset", %403) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%404, %402, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_128 = arith.constant 0 : i32
        %405 = arith.addi %390, %c0_i32_128 : i32
        %c16_i32_129 = arith.constant 16 : i32
        %406 = arith.floordivsi %405, %c16_i32_129 : i32
        %407 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %408 = fly.make_int_tuple(%406) : (i32) -> !fly.int_tuple<(*,?)>
        %409 = fly.slice(%134, %408) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_130 = arith.constant 4 : i32
        %410 = arith.floordivsi %204, %c4_i32_130 : i32
        %411 = fly.atom.set_value(%150, "soffset", %410) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%411, %409, %407) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_131 = arith.constant 1024 : i32
        %412 = arith.addi %390, %c1024_i32_131 : i32
        %c16_i32_132 = arith.constant 16 : i32
        %413 = arith.floordivsi %412, %c16_i32_132 : i32
        %414 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %415 = fly.make_int_tuple(%413) : (i32) -> !fly.int_tuple<(*,?)>
        %416 = fly.slice(%134, %415) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_133 = arith.constant 4 : i32
        %417 = arith.floordivsi %204, %c4_i32_133 : i32
        %418 = fly.atom.set_value(%150, "soffset", %417) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%418, %416, %414) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_134 = arith.constant 0 : i32
        %419 = arith.addi %390, %c0_i32_134 : i32
        %c16_i32_135 = arith.constant 16 : i32
        %420 = arith.floordivsi %419, %c16_i32_135 : i32
        %421 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %422 = fly.make_int_tuple(%420) : (i32) -> !fly.int_tuple<(*,?)>
        %423 = fly.slice(%134, %422) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_136 = arith.constant 4 : i32
        %424 = arith.floordivsi %212, %c4_i32_136 : i32
        %425 = fly.atom.set_value(%150, "soffset", %424) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%425, %423, %421) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_137 = arith.constant 1024 : i32
        %426 = arith.addi %390, %c1024_i32_137 : i32
        %c16_i32_138 = arith.constant 16 : i32
        %427 = arith.floordivsi %426, %c16_i32_138 : i32
        %428 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %429 = fly.make_int_tuple(%427) : (i32) -> !fly.int_tuple<(*,?)>
        %430 = fly.slice(%134, %429) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_139 = arith.constant 4 : i32
        %431 = arith.floordivsi %212, %c4_i32_139 : i32
        %432 = fly.atom.set_value(%150, "soffset", %431) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%432, %430, %428) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_140 = arith.constant 0 : i32
        %433 = arith.addi %390, %c0_i32_140 : i32
        %c16_i32_141 = arith.constant 16 : i32
        %434 = arith.floordivsi %433, %c16_i32_141 : i32
        %435 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %436 = fly.make_int_tuple(%434) : (i32) -> !fly.int_tuple<(*,?)>
        %437 = fly.slice(%134, %436) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_142 = arith.constant 4 : i32
        %438 = arith.floordivsi %220, %c4_i32_142 : i32
        %439 = fly.atom.set_value(%150, "soffset", %438) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%439, %437, %435) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c1024_i32_143 = arith.constant 1024 : i32
        %440 = arith.addi %390, %c1024_i32_143 : i32
        %c16_i32_144 = arith.constant 16 : i32
        %441 = arith.floordivsi %440, %c16_i32_144 : i32
        %442 = fly.memref.alloca(%153) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %443 = fly.make_int_tuple(%441) : (i32) -> !fly.int_tuple<(*,?)>
        %444 = fly.slice(%134, %443) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16384):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>
        %c4_i32_145 = arith.constant 4 : i32
        %445 = arith.floordivsi %220, %c4_i32_145 : i32
        %446 = fly.atom.set_value(%150, "soffset", %445) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
        fly.copy(%446, %444, %442) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        gpu.barrier
        %c16_i32_146 = arith.constant 16 : i32
        %447 = arith.muli %187, %c16_i32_146 : i32
        %c14_i32_147 = arith.constant 14 : i32
        %448 = arith.andi %188, %c14_i32_147 : i32
        %c3_i32_148 = arith.constant 3 : i32
        %449 = arith.shli %448, %c3_i32_148 : i32
        %c0_i32_149 = arith.constant 0 : i32
        %450 = arith.addi %447, %c0_i32_149 : i32
        %451 = arith.xori %450, %449 : i32
        %c0_i32_150 = arith.constant 0 : i32
        %452 = arith.addi %188, %c0_i32_150 : i32
        %c128_i32_151 = arith.constant 128 : i32
        %453 = arith.muli %452, %c128_i32_151 : i32
        %c0_i32_152 = arith.constant 0 : i32
        %454 = arith.addi %c0_i32_152, %453 : i32
        %455 = arith.addi %454, %451 : i32
        %456 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_153 = arith.constant 16 : i32
        %457 = arith.floordivsi %455, %c16_i32_153 : i32
        %458 = fly.make_int_tuple(%457) : (i32) -> !fly.int_tuple<(*,?)>
        %459 = fly.slice(%182, %458) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %459, %456) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_154 = arith.constant 16 : i32
        %460 = arith.addi %188, %c16_i32_154 : i32
        %c128_i32_155 = arith.constant 128 : i32
        %461 = arith.muli %460, %c128_i32_155 : i32
        %c0_i32_156 = arith.constant 0 : i32
        %462 = arith.addi %c0_i32_156, %461 : i32
        %463 = arith.addi %462, %451 : i32
        %464 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_157 = arith.constant 16 : i32
        %465 = arith.floordivsi %463, %c16_i32_157 : i32
        %466 = fly.make_int_tuple(%465) : (i32) -> !fly.int_tuple<(*,?)>
        %467 = fly.slice(%182, %466) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %467, %464) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c64_i32_158 = arith.constant 64 : i32
        %468 = arith.addi %447, %c64_i32_158 : i32
        %469 = arith.xori %468, %449 : i32
        %c0_i32_159 = arith.constant 0 : i32
        %470 = arith.addi %188, %c0_i32_159 : i32
        %c128_i32_160 = arith.constant 128 : i32
        %471 = arith.muli %470, %c128_i32_160 : i32
        %c0_i32_161 = arith.constant 0 : i32
        %472 = arith.addi %c0_i32_161, %471 : i32
        %473 = arith.addi %472, %469 : i32
        %474 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_162 = arith.constant 16 : i32
        %475 = arith.floordivsi %473, %c16_i32_162 : i32
        %476 = fly.make_int_tuple(%475) : (i32) -> !fly.int_tuple<(*,?)>
        %477 = fly.slice(%182, %476) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %477, %474) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_163 = arith.constant 16 : i32
        %478 = arith.addi %188, %c16_i32_163 : i32
        %c128_i32_164 = arith.constant 128 : i32
        %479 = arith.muli %478, %c128_i32_164 : i32
        %c0_i32_165 = arith.constant 0 : i32
        %480 = arith.addi %c0_i32_165, %479 : i32
        %481 = arith.addi %480, %469 : i32
        %482 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_166 = arith.constant 16 : i32
        %483 = arith.floordivsi %481, %c16_i32_166 : i32
        %484 = fly.make_int_tuple(%483) : (i32) -> !fly.int_tuple<(*,?)>
        %485 = fly.slice(%182, %484) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %485, %482) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %486 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %487 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %488 = fly.make_ordered_layout(%486, %487) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %489 = fly.memref.alloca(%488) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %489) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %490 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %491 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %492 = fly.make_ordered_layout(%490, %491) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %493 = fly.memref.alloca(%492) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %493) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %494 = fly.atom.set_value(%245, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %495 = fly.atom.set_value(%494, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %496 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %497 = fly.get_shape(%496) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %498 = fly.get_layout(%456) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %499 = fly.get_shape(%498) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %500 = fly.get_layout(%333) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %501 = fly.get_shape(%500) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %502 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %503 = fly.get_shape(%502) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%495, %489, %456, %333, %489) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %504 = fly.atom.set_value(%249, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %505 = fly.atom.set_value(%504, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %506 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %507 = fly.get_shape(%506) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %508 = fly.get_layout(%464) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %509 = fly.get_shape(%508) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %510 = fly.get_layout(%333) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %511 = fly.get_shape(%510) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %512 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %513 = fly.get_shape(%512) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%505, %493, %464, %333, %493) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %514 = fly.atom.set_value(%255, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %515 = fly.atom.set_value(%514, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %516 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %517 = fly.get_shape(%516) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %518 = fly.get_layout(%474) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %519 = fly.get_shape(%518) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %520 = fly.get_layout(%340) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %521 = fly.get_shape(%520) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %522 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %523 = fly.get_shape(%522) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%515, %489, %474, %340, %489) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %524 = fly.atom.set_value(%259, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %525 = fly.atom.set_value(%524, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %526 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %527 = fly.get_shape(%526) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %528 = fly.get_layout(%482) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %529 = fly.get_shape(%528) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %530 = fly.get_layout(%340) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %531 = fly.get_shape(%530) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %532 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %533 = fly.get_shape(%532) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%525, %493, %482, %340, %493) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %534 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %535 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %536 = fly.make_ordered_layout(%534, %535) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %537 = fly.memref.alloca(%536) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %537) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %538 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %539 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %540 = fly.make_ordered_layout(%538, %539) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %541 = fly.memref.alloca(%540) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %541) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %542 = fly.atom.set_value(%246, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %543 = fly.atom.set_value(%542, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %544 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %545 = fly.get_shape(%544) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %546 = fly.get_layout(%456) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %547 = fly.get_shape(%546) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %548 = fly.get_layout(%347) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %549 = fly.get_shape(%548) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %550 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %551 = fly.get_shape(%550) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%543, %537, %456, %347, %537) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %552 = fly.atom.set_value(%250, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %553 = fly.atom.set_value(%552, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %554 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %555 = fly.get_shape(%554) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %556 = fly.get_layout(%464) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %557 = fly.get_shape(%556) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %558 = fly.get_layout(%347) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %559 = fly.get_shape(%558) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %560 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %561 = fly.get_shape(%560) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%553, %541, %464, %347, %541) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %562 = fly.atom.set_value(%256, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %563 = fly.atom.set_value(%562, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %564 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %565 = fly.get_shape(%564) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %566 = fly.get_layout(%474) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %567 = fly.get_shape(%566) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %568 = fly.get_layout(%354) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %569 = fly.get_shape(%568) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %570 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %571 = fly.get_shape(%570) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%563, %537, %474, %354, %537) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %572 = fly.atom.set_value(%260, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %573 = fly.atom.set_value(%572, "scale_b", %293) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %574 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %575 = fly.get_shape(%574) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %576 = fly.get_layout(%482) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %577 = fly.get_shape(%576) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %578 = fly.get_layout(%354) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %579 = fly.get_shape(%578) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %580 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %581 = fly.get_shape(%580) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%573, %541, %482, %354, %541) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %582 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %583 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %584 = fly.make_ordered_layout(%582, %583) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %585 = fly.memref.alloca(%584) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %585) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %586 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %587 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %588 = fly.make_ordered_layout(%586, %587) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %589 = fly.memref.alloca(%588) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %589) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %590 = fly.atom.set_value(%245, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %591 = fly.atom.set_value(%590, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %592 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %593 = fly.get_shape(%592) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %594 = fly.get_layout(%456) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %595 = fly.get_shape(%594) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %596 = fly.get_layout(%361) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %597 = fly.get_shape(%596) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %598 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %599 = fly.get_shape(%598) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%591, %585, %456, %361, %585) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %600 = fly.atom.set_value(%249, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %601 = fly.atom.set_value(%600, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %602 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %603 = fly.get_shape(%602) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %604 = fly.get_layout(%464) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %605 = fly.get_shape(%604) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %606 = fly.get_layout(%361) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %607 = fly.get_shape(%606) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %608 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %609 = fly.get_shape(%608) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%601, %589, %464, %361, %589) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %610 = fly.atom.set_value(%255, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %611 = fly.atom.set_value(%610, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %612 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %613 = fly.get_shape(%612) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %614 = fly.get_layout(%474) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %615 = fly.get_shape(%614) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %616 = fly.get_layout(%368) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %617 = fly.get_shape(%616) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %618 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %619 = fly.get_shape(%618) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%611, %585, %474, %368, %585) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %620 = fly.atom.set_value(%259, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %621 = fly.atom.set_value(%620, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %622 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %623 = fly.get_shape(%622) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %624 = fly.get_layout(%482) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %625 = fly.get_shape(%624) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %626 = fly.get_layout(%368) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %627 = fly.get_shape(%626) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %628 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %629 = fly.get_shape(%628) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%621, %589, %482, %368, %589) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %630 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %631 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %632 = fly.make_ordered_layout(%630, %631) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %633 = fly.memref.alloca(%632) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %633) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %634 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %635 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %636 = fly.make_ordered_layout(%634, %635) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %637 = fly.memref.alloca(%636) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%244, %637) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %638 = fly.atom.set_value(%246, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %639 = fly.atom.set_value(%638, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %640 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %641 = fly.get_shape(%640) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %642 = fly.get_layout(%456) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %643 = fly.get_shape(%642) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %644 = fly.get_layout(%375) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %645 = fly.get_shape(%644) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %646 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %647 = fly.get_shape(%646) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%639, %633, %456, %375, %633) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %648 = fly.atom.set_value(%250, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %649 = fly.atom.set_value(%648, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %650 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %651 = fly.get_shape(%650) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %652 = fly.get_layout(%464) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %653 = fly.get_shape(%652) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %654 = fly.get_layout(%375) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %655 = fly.get_shape(%654) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %656 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %657 = fly.get_shape(%656) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%649, %637, %464, %375, %637) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %658 = fly.atom.set_value(%256, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %659 = fly.atom.set_value(%658, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %660 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %661 = fly.get_shape(%660) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %662 = fly.get_layout(%474) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %663 = fly.get_shape(%662) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %664 = fly.get_layout(%382) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %665 = fly.get_shape(%664) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %666 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %667 = fly.get_shape(%666) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%659, %633, %474, %382, %633) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %668 = fly.atom.set_value(%260, "scale_a", %271) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %669 = fly.atom.set_value(%668, "scale_b", %304) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %670 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %671 = fly.get_shape(%670) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %672 = fly.get_layout(%482) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %673 = fly.get_shape(%672) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %674 = fly.get_layout(%382) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %675 = fly.get_shape(%674) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %676 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %677 = fly.get_shape(%676) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%669, %637, %482, %382, %637) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        gpu.barrier
        %c16_i32_167 = arith.constant 16 : i32
        %678 = arith.muli %187, %c16_i32_167 : i32
        %c14_i32_168 = arith.constant 14 : i32
        %679 = arith.andi %188, %c14_i32_168 : i32
        %c3_i32_169 = arith.constant 3 : i32
        %680 = arith.shli %679, %c3_i32_169 : i32
        %c0_i32_170 = arith.constant 0 : i32
        %681 = arith.addi %678, %c0_i32_170 : i32
        %682 = arith.xori %681, %680 : i32
        %c0_i32_171 = arith.constant 0 : i32
        %683 = arith.addi %188, %c0_i32_171 : i32
        %c128_i32_172 = arith.constant 128 : i32
        %684 = arith.muli %683, %c128_i32_172 : i32
        %c4096_i32_173 = arith.constant 4096 : i32
        %685 = arith.addi %c4096_i32_173, %684 : i32
        %686 = arith.addi %685, %682 : i32
        %687 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_174 = arith.constant 16 : i32
        %688 = arith.floordivsi %686, %c16_i32_174 : i32
        %689 = fly.make_int_tuple(%688) : (i32) -> !fly.int_tuple<(*,?)>
        %690 = fly.slice(%182, %689) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %690, %687) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_175 = arith.constant 16 : i32
        %691 = arith.addi %188, %c16_i32_175 : i32
        %c128_i32_176 = arith.constant 128 : i32
        %692 = arith.muli %691, %c128_i32_176 : i32
        %c4096_i32_177 = arith.constant 4096 : i32
        %693 = arith.addi %c4096_i32_177, %692 : i32
        %694 = arith.addi %693, %682 : i32
        %695 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_178 = arith.constant 16 : i32
        %696 = arith.floordivsi %694, %c16_i32_178 : i32
        %697 = fly.make_int_tuple(%696) : (i32) -> !fly.int_tuple<(*,?)>
        %698 = fly.slice(%182, %697) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %698, %695) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c64_i32_179 = arith.constant 64 : i32
        %699 = arith.addi %678, %c64_i32_179 : i32
        %700 = arith.xori %699, %680 : i32
        %c0_i32_180 = arith.constant 0 : i32
        %701 = arith.addi %188, %c0_i32_180 : i32
        %c128_i32_181 = arith.constant 128 : i32
        %702 = arith.muli %701, %c128_i32_181 : i32
        %c4096_i32_182 = arith.constant 4096 : i32
        %703 = arith.addi %c4096_i32_182, %702 : i32
        %704 = arith.addi %703, %700 : i32
        %705 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_183 = arith.constant 16 : i32
        %706 = arith.floordivsi %704, %c16_i32_183 : i32
        %707 = fly.make_int_tuple(%706) : (i32) -> !fly.int_tuple<(*,?)>
        %708 = fly.slice(%182, %707) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %708, %705) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_184 = arith.constant 16 : i32
        %709 = arith.addi %188, %c16_i32_184 : i32
        %c128_i32_185 = arith.constant 128 : i32
        %710 = arith.muli %709, %c128_i32_185 : i32
        %c4096_i32_186 = arith.constant 4096 : i32
        %711 = arith.addi %c4096_i32_186, %710 : i32
        %712 = arith.addi %711, %700 : i32
        %713 = fly.memref.alloca(%186) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %c16_i32_187 = arith.constant 16 : i32
        %714 = arith.floordivsi %712, %c16_i32_187 : i32
        %715 = fly.make_int_tuple(%714) : (i32) -> !fly.int_tuple<(*,?)>
        %716 = fly.slice(%182, %715) : (!fly.memref<i32, shared, (4,512):(1,4), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, shared, 4:1, align<16>>
        fly.copy(%183, %716, %713) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %717 = fly.atom.set_value(%245, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %718 = fly.atom.set_value(%717, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %719 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %720 = fly.get_shape(%719) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %721 = fly.get_layout(%687) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %722 = fly.get_shape(%721) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %723 = fly.get_layout(%393) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %724 = fly.get_shape(%723) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %725 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %726 = fly.get_shape(%725) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%718, %489, %687, %393, %489) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %727 = fly.atom.set_value(%249, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %728 = fly.atom.set_value(%727, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %729 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %730 = fly.get_shape(%729) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %731 = fly.get_layout(%695) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %732 = fly.get_shape(%731) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %733 = fly.get_layout(%393) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %734 = fly.get_shape(%733) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %735 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %736 = fly.get_shape(%735) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%728, %493, %695, %393, %493) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %737 = fly.atom.set_value(%255, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %738 = fly.atom.set_value(%737, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %739 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %740 = fly.get_shape(%739) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %741 = fly.get_layout(%705) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %742 = fly.get_shape(%741) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %743 = fly.get_layout(%400) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %744 = fly.get_shape(%743) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %745 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %746 = fly.get_shape(%745) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%738, %489, %705, %400, %489) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %747 = fly.atom.set_value(%259, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %748 = fly.atom.set_value(%747, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %749 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %750 = fly.get_shape(%749) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %751 = fly.get_layout(%713) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %752 = fly.get_shape(%751) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %753 = fly.get_layout(%400) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %754 = fly.get_shape(%753) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %755 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %756 = fly.get_shape(%755) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%748, %493, %713, %400, %493) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %757 = fly.atom.set_value(%246, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %758 = fly.atom.set_value(%757, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %759 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %760 = fly.get_shape(%759) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %761 = fly.get_layout(%687) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %762 = fly.get_shape(%761) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %763 = fly.get_layout(%407) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %764 = fly.get_shape(%763) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %765 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %766 = fly.get_shape(%765) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%758, %537, %687, %407, %537) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %767 = fly.atom.set_value(%250, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %768 = fly.atom.set_value(%767, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %769 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %770 = fly.get_shape(%769) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %771 = fly.get_layout(%695) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %772 = fly.get_shape(%771) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %773 = fly.get_layout(%407) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %774 = fly.get_shape(%773) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %775 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %776 = fly.get_shape(%775) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%768, %541, %695, %407, %541) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %777 = fly.atom.set_value(%256, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %778 = fly.atom.set_value(%777, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %779 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %780 = fly.get_shape(%779) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %781 = fly.get_layout(%705) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %782 = fly.get_shape(%781) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %783 = fly.get_layout(%414) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %784 = fly.get_shape(%783) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %785 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %786 = fly.get_shape(%785) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%778, %537, %705, %414, %537) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %787 = fly.atom.set_value(%260, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %788 = fly.atom.set_value(%787, "scale_b", %315) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %789 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %790 = fly.get_shape(%789) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %791 = fly.get_layout(%713) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %792 = fly.get_shape(%791) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %793 = fly.get_layout(%414) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %794 = fly.get_shape(%793) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %795 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %796 = fly.get_shape(%795) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%788, %541, %713, %414, %541) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %797 = fly.atom.set_value(%245, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %798 = fly.atom.set_value(%797, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %799 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %800 = fly.get_shape(%799) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %801 = fly.get_layout(%687) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %802 = fly.get_shape(%801) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %803 = fly.get_layout(%421) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %804 = fly.get_shape(%803) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %805 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %806 = fly.get_shape(%805) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%798, %585, %687, %421, %585) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %807 = fly.atom.set_value(%249, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %808 = fly.atom.set_value(%807, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %809 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %810 = fly.get_shape(%809) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %811 = fly.get_layout(%695) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %812 = fly.get_shape(%811) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %813 = fly.get_layout(%421) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %814 = fly.get_shape(%813) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %815 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %816 = fly.get_shape(%815) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%808, %589, %695, %421, %589) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %817 = fly.atom.set_value(%255, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %818 = fly.atom.set_value(%817, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %819 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %820 = fly.get_shape(%819) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %821 = fly.get_layout(%705) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %822 = fly.get_shape(%821) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %823 = fly.get_layout(%428) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %824 = fly.get_shape(%823) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %825 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %826 = fly.get_shape(%825) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%818, %585, %705, %428, %585) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %827 = fly.atom.set_value(%259, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %828 = fly.atom.set_value(%827, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %829 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %830 = fly.get_shape(%829) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %831 = fly.get_layout(%713) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %832 = fly.get_shape(%831) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %833 = fly.get_layout(%428) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %834 = fly.get_shape(%833) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %835 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %836 = fly.get_shape(%835) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%828, %589, %713, %428, %589) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %837 = fly.atom.set_value(%246, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %838 = fly.atom.set_value(%837, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %839 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %840 = fly.get_shape(%839) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %841 = fly.get_layout(%687) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %842 = fly.get_shape(%841) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %843 = fly.get_layout(%435) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %844 = fly.get_shape(%843) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %845 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %846 = fly.get_shape(%845) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%838, %633, %687, %435, %633) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %847 = fly.atom.set_value(%250, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %848 = fly.atom.set_value(%847, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %849 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %850 = fly.get_shape(%849) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %851 = fly.get_layout(%695) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %852 = fly.get_shape(%851) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %853 = fly.get_layout(%435) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %854 = fly.get_shape(%853) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %855 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %856 = fly.get_shape(%855) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%848, %637, %695, %435, %637) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %857 = fly.atom.set_value(%256, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %858 = fly.atom.set_value(%857, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %859 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %860 = fly.get_shape(%859) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %861 = fly.get_layout(%705) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %862 = fly.get_shape(%861) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %863 = fly.get_layout(%442) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %864 = fly.get_shape(%863) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %865 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %866 = fly.get_shape(%865) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%858, %633, %705, %442, %633) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %867 = fly.atom.set_value(%260, "scale_a", %282) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %868 = fly.atom.set_value(%867, "scale_b", %326) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %869 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %870 = fly.get_shape(%869) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %871 = fly.get_layout(%713) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %872 = fly.get_shape(%871) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %873 = fly.get_layout(%442) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %874 = fly.get_shape(%873) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %875 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %876 = fly.get_shape(%875) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%868, %637, %713, %442, %637) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %877 = fly.memref.load_vec(%489) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %878 = fly.get_layout(%489) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %879 = fly.get_shape(%878) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %880 = fly.memref.load_vec(%537) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %881 = fly.get_layout(%537) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %882 = fly.get_shape(%881) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %883 = fly.memref.load_vec(%585) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %884 = fly.get_layout(%585) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %885 = fly.get_shape(%884) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %886 = fly.memref.load_vec(%633) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %887 = fly.get_layout(%633) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %888 = fly.get_shape(%887) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %889 = fly.memref.load_vec(%493) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %890 = fly.get_layout(%493) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %891 = fly.get_shape(%890) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %892 = fly.memref.load_vec(%541) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %893 = fly.get_layout(%541) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %894 = fly.get_shape(%893) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %895 = fly.memref.load_vec(%589) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %896 = fly.get_layout(%589) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %897 = fly.get_shape(%896) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %898 = fly.memref.load_vec(%637) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %899 = fly.get_layout(%637) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %900 = fly.get_shape(%899) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        gpu.barrier
        %c16_i32_188 = arith.constant 16 : i32
        %901 = arith.floordivsi %2, %c16_i32_188 : i32
        %c16_i32_189 = arith.constant 16 : i32
        %902 = arith.remsi %2, %c16_i32_189 : i32
        %c0_i32_190 = arith.constant 0 : i32
        %903 = arith.addi %157, %c0_i32_190 : i32
        %904 = arith.extsi %903 : i32 to i64
        %905 = llvm.inttoptr %904 : i64 to !llvm.ptr<3>
        %thread_id_x_191 = gpu.thread_id x
        %906 = arith.index_cast %thread_id_x_191 : index to i32
        %c32_i32_192 = arith.constant 32 : i32
        %907 = arith.floordivsi %906, %c32_i32_192 : i32
        %c32_i32_193 = arith.constant 32 : i32
        %908 = arith.remsi %906, %c32_i32_193 : i32
        %c2_i32_194 = arith.constant 2 : i32
        %909 = arith.muli %908, %c2_i32_194 : i32
        %910 = llvm.inttoptr %arg10 : i64 to !llvm.ptr<1>
        %c4_i32_195 = arith.constant 4 : i32
        %911 = arith.muli %901, %c4_i32_195 : i32
        %c0_i32_196 = arith.constant 0 : i32
        %912 = arith.addi %c0_i32_196, %911 : i32
        %c64_i32_197 = arith.constant 64 : i32
        %913 = arith.muli %4, %c64_i32_197 : i32
        %c0_i32_198 = arith.constant 0 : i32
        %914 = arith.addi %913, %c0_i32_198 : i32
        %915 = arith.addi %914, %902 : i32
        %916 = arith.truncf %877 : vector<4xf32> to vector<4xbf16>
        %c0_i32_199 = arith.constant 0 : i32
        %917 = arith.addi %912, %c0_i32_199 : i32
        %c256_i32_200 = arith.constant 256 : i32
        %918 = arith.muli %917, %c256_i32_200 : i32
        %919 = arith.addi %918, %915 : i32
        %920 = vector.extract %916[0] : bf16 from vector<4xbf16>
        %c2_i32_201 = arith.constant 2 : i32
        %921 = arith.muli %919, %c2_i32_201 : i32
        %922 = llvm.getelementptr %905[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %920, %922 : bf16, !llvm.ptr<3>
        %c1_i32_202 = arith.constant 1 : i32
        %923 = arith.addi %912, %c1_i32_202 : i32
        %c256_i32_203 = arith.constant 256 : i32
        %924 = arith.muli %923, %c256_i32_203 : i32
        %925 = arith.addi %924, %915 : i32
        %926 = vector.extract %916[1] : bf16 from vector<4xbf16>
        %c2_i32_204 = arith.constant 2 : i32
        %927 = arith.muli %925, %c2_i32_204 : i32
        %928 = llvm.getelementptr %905[%927] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %926, %928 : bf16, !llvm.ptr<3>
        %c2_i32_205 = arith.constant 2 : i32
        %929 = arith.addi %912, %c2_i32_205 : i32
        %c256_i32_206 = arith.constant 256 : i32
        %930 = arith.muli %929, %c256_i32_206 : i32
        %931 = arith.addi %930, %915 : i32
        %932 = vector.extract %916[2] : bf16 from vector<4xbf16>
        %c2_i32_207 = arith.constant 2 : i32
        %933 = arith.muli %931, %c2_i32_207 : i32
        %934 = llvm.getelementptr %905[%933] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %932, %934 : bf16, !llvm.ptr<3>
        %c3_i32_208 = arith.constant 3 : i32
        %935 = arith.addi %912, %c3_i32_208 : i32
        %c256_i32_209 = arith.constant 256 : i32
        %936 = arith.muli %935, %c256_i32_209 : i32
        %937 = arith.addi %936, %915 : i32
        %938 = vector.extract %916[3] : bf16 from vector<4xbf16>
        %c2_i32_210 = arith.constant 2 : i32
        %939 = arith.muli %937, %c2_i32_210 : i32
        %940 = llvm.getelementptr %905[%939] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %938, %940 : bf16, !llvm.ptr<3>
        %c64_i32_211 = arith.constant 64 : i32
        %941 = arith.muli %4, %c64_i32_211 : i32
        %c16_i32_212 = arith.constant 16 : i32
        %942 = arith.addi %941, %c16_i32_212 : i32
        %943 = arith.addi %942, %902 : i32
        %944 = arith.truncf %880 : vector<4xf32> to vector<4xbf16>
        %c0_i32_213 = arith.constant 0 : i32
        %945 = arith.addi %912, %c0_i32_213 : i32
        %c256_i32_214 = arith.constant 256 : i32
        %946 = arith.muli %945, %c256_i32_214 : i32
        %947 = arith.addi %946, %943 : i32
        %948 = vector.extract %944[0] : bf16 from vector<4xbf16>
        %c2_i32_215 = arith.constant 2 : i32
        %949 = arith.muli %947, %c2_i32_215 : i32
        %950 = llvm.getelementptr %905[%949] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %948, %950 : bf16, !llvm.ptr<3>
        %c1_i32_216 = arith.constant 1 : i32
        %951 = arith.addi %912, %c1_i32_216 : i32
        %c256_i32_217 = arith.constant 256 : i32
        %952 = arith.muli %951, %c256_i32_217 : i32
        %953 = arith.addi %952, %943 : i32
        %954 = vector.extract %944[1] : bf16 from vector<4xbf16>
        %c2_i32_218 = arith.constant 2 : i32
        %955 = arith.muli %953, %c2_i32_218 : i32
        %956 = llvm.getelementptr %905[%955] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %954, %956 : bf16, !llvm.ptr<3>
        %c2_i32_219 = arith.constant 2 : i32
        %957 = arith.addi %912, %c2_i32_219 : i32
        %c256_i32_220 = arith.constant 256 : i32
        %958 = arith.muli %957, %c256_i32_220 : i32
        %959 = arith.addi %958, %943 : i32
        %960 = vector.extract %944[2] : bf16 from vector<4xbf16>
        %c2_i32_221 = arith.constant 2 : i32
        %961 = arith.muli %959, %c2_i32_221 : i32
        %962 = llvm.getelementptr %905[%961] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %960, %962 : bf16, !llvm.ptr<3>
        %c3_i32_222 = arith.constant 3 : i32
        %963 = arith.addi %912, %c3_i32_222 : i32
        %c256_i32_223 = arith.constant 256 : i32
        %964 = arith.muli %963, %c256_i32_223 : i32
        %965 = arith.addi %964, %943 : i32
        %966 = vector.extract %944[3] : bf16 from vector<4xbf16>
        %c2_i32_224 = arith.constant 2 : i32
        %967 = arith.muli %965, %c2_i32_224 : i32
        %968 = llvm.getelementptr %905[%967] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %966, %968 : bf16, !llvm.ptr<3>
        %c64_i32_225 = arith.constant 64 : i32
        %969 = arith.muli %4, %c64_i32_225 : i32
        %c32_i32_226 = arith.constant 32 : i32
        %970 = arith.addi %969, %c32_i32_226 : i32
        %971 = arith.addi %970, %902 : i32
        %972 = arith.truncf %883 : vector<4xf32> to vector<4xbf16>
        %c0_i32_227 = arith.constant 0 : i32
        %973 = arith.addi %912, %c0_i32_227 : i32
        %c256_i32_228 = arith.constant 256 : i32
        %974 = arith.muli %973, %c256_i32_228 : i32
        %975 = arith.addi %974, %971 : i32
        %976 = vector.extract %972[0] : bf16 from vector<4xbf16>
        %c2_i32_229 = arith.constant 2 : i32
        %977 = arith.muli %975, %c2_i32_229 : i32
        %978 = llvm.getelementptr %905[%977] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %976, %978 : bf16, !llvm.ptr<3>
        %c1_i32_230 = arith.constant 1 : i32
        %979 = arith.addi %912, %c1_i32_230 : i32
        %c256_i32_231 = arith.constant 256 : i32
        %980 = arith.muli %979, %c256_i32_231 : i32
        %981 = arith.addi %980, %971 : i32
        %982 = vector.extract %972[1] : bf16 from vector<4xbf16>
        %c2_i32_232 = arith.constant 2 : i32
        %983 = arith.muli %981, %c2_i32_232 : i32
        %984 = llvm.getelementptr %905[%983] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %982, %984 : bf16, !llvm.ptr<3>
        %c2_i32_233 = arith.constant 2 : i32
        %985 = arith.addi %912, %c2_i32_233 : i32
        %c256_i32_234 = arith.constant 256 : i32
        %986 = arith.muli %985, %c256_i32_234 : i32
        %987 = arith.addi %986, %971 : i32
        %988 = vector.extract %972[2] : bf16 from vector<4xbf16>
        %c2_i32_235 = arith.constant 2 : i32
        %989 = arith.muli %987, %c2_i32_235 : i32
        %990 = llvm.getelementptr %905[%989] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %988, %990 : bf16, !llvm.ptr<3>
        %c3_i32_236 = arith.constant 3 : i32
        %991 = arith.addi %912, %c3_i32_236 : i32
        %c256_i32_237 = arith.constant 256 : i32
        %992 = arith.muli %991, %c256_i32_237 : i32
        %993 = arith.addi %992, %971 : i32
        %994 = vector.extract %972[3] : bf16 from vector<4xbf16>
        %c2_i32_238 = arith.constant 2 : i32
        %995 = arith.muli %993, %c2_i32_238 : i32
        %996 = llvm.getelementptr %905[%995] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %994, %996 : bf16, !llvm.ptr<3>
        %c64_i32_239 = arith.constant 64 : i32
        %997 = arith.muli %4, %c64_i32_239 : i32
        %c48_i32_240 = arith.constant 48 : i32
        %998 = arith.addi %997, %c48_i32_240 : i32
        %999 = arith.addi %998, %902 : i32
        %1000 = arith.truncf %886 : vector<4xf32> to vector<4xbf16>
        %c0_i32_241 = arith.constant 0 : i32
        %1001 = arith.addi %912, %c0_i32_241 : i32
        %c256_i32_242 = arith.constant 256 : i32
        %1002 = arith.muli %1001, %c256_i32_242 : i32
        %1003 = arith.addi %1002, %999 : i32
        %1004 = vector.extract %1000[0] : bf16 from vector<4xbf16>
        %c2_i32_243 = arith.constant 2 : i32
        %1005 = arith.muli %1003, %c2_i32_243 : i32
        %1006 = llvm.getelementptr %905[%1005] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1004, %1006 : bf16, !llvm.ptr<3>
        %c1_i32_244 = arith.constant 1 : i32
        %1007 = arith.addi %912, %c1_i32_244 : i32
        %c256_i32_245 = arith.constant 256 : i32
        %1008 = arith.muli %1007, %c256_i32_245 : i32
        %1009 = arith.addi %1008, %999 : i32
        %1010 = vector.extract %1000[1] : bf16 from vector<4xbf16>
        %c2_i32_246 = arith.constant 2 : i32
        %1011 = arith.muli %1009, %c2_i32_246 : i32
        %1012 = llvm.getelementptr %905[%1011] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1010, %1012 : bf16, !llvm.ptr<3>
        %c2_i32_247 = arith.constant 2 : i32
        %1013 = arith.addi %912, %c2_i32_247 : i32
        %c256_i32_248 = arith.constant 256 : i32
        %1014 = arith.muli %1013, %c256_i32_248 : i32
        %1015 = arith.addi %1014, %999 : i32
        %1016 = vector.extract %1000[2] : bf16 from vector<4xbf16>
        %c2_i32_249 = arith.constant 2 : i32
        %1017 = arith.muli %1015, %c2_i32_249 : i32
        %1018 = llvm.getelementptr %905[%1017] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1016, %1018 : bf16, !llvm.ptr<3>
        %c3_i32_250 = arith.constant 3 : i32
        %1019 = arith.addi %912, %c3_i32_250 : i32
        %c256_i32_251 = arith.constant 256 : i32
        %1020 = arith.muli %1019, %c256_i32_251 : i32
        %1021 = arith.addi %1020, %999 : i32
        %1022 = vector.extract %1000[3] : bf16 from vector<4xbf16>
        %c2_i32_252 = arith.constant 2 : i32
        %1023 = arith.muli %1021, %c2_i32_252 : i32
        %1024 = llvm.getelementptr %905[%1023] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1022, %1024 : bf16, !llvm.ptr<3>
        %c4_i32_253 = arith.constant 4 : i32
        %1025 = arith.muli %901, %c4_i32_253 : i32
        %c16_i32_254 = arith.constant 16 : i32
        %1026 = arith.addi %c16_i32_254, %1025 : i32
        %c64_i32_255 = arith.constant 64 : i32
        %1027 = arith.muli %4, %c64_i32_255 : i32
        %c0_i32_256 = arith.constant 0 : i32
        %1028 = arith.addi %1027, %c0_i32_256 : i32
        %1029 = arith.addi %1028, %902 : i32
        %1030 = arith.truncf %889 : vector<4xf32> to vector<4xbf16>
        %c0_i32_257 = arith.constant 0 : i32
        %1031 = arith.addi %1026, %c0_i32_257 : i32
        %c256_i32_258 = arith.constant 256 : i32
        %1032 = arith.muli %1031, %c256_i32_258 : i32
        %1033 = arith.addi %1032, %1029 : i32
        %1034 = vector.extract %1030[0] : bf16 from vector<4xbf16>
        %c2_i32_259 = arith.constant 2 : i32
        %1035 = arith.muli %1033, %c2_i32_259 : i32
        %1036 = llvm.getelementptr %905[%1035] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1034, %1036 : bf16, !llvm.ptr<3>
        %c1_i32_260 = arith.constant 1 : i32
        %1037 = arith.addi %1026, %c1_i32_260 : i32
        %c256_i32_261 = arith.constant 256 : i32
        %1038 = arith.muli %1037, %c256_i32_261 : i32
        %1039 = arith.addi %1038, %1029 : i32
        %1040 = vector.extract %1030[1] : bf16 from vector<4xbf16>
        %c2_i32_262 = arith.constant 2 : i32
        %1041 = arith.muli %1039, %c2_i32_262 : i32
        %1042 = llvm.getelementptr %905[%1041] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1040, %1042 : bf16, !llvm.ptr<3>
        %c2_i32_263 = arith.constant 2 : i32
        %1043 = arith.addi %1026, %c2_i32_263 : i32
        %c256_i32_264 = arith.constant 256 : i32
        %1044 = arith.muli %1043, %c256_i32_264 : i32
        %1045 = arith.addi %1044, %1029 : i32
        %1046 = vector.extract %1030[2] : bf16 from vector<4xbf16>
        %c2_i32_265 = arith.constant 2 : i32
        %1047 = arith.muli %1045, %c2_i32_265 : i32
        %1048 = llvm.getelementptr %905[%1047] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1046, %1048 : bf16, !llvm.ptr<3>
        %c3_i32_266 = arith.constant 3 : i32
        %1049 = arith.addi %1026, %c3_i32_266 : i32
        %c256_i32_267 = arith.constant 256 : i32
        %1050 = arith.muli %1049, %c256_i32_267 : i32
        %1051 = arith.addi %1050, %1029 : i32
        %1052 = vector.extract %1030[3] : bf16 from vector<4xbf16>
        %c2_i32_268 = arith.constant 2 : i32
        %1053 = arith.muli %1051, %c2_i32_268 : i32
        %1054 = llvm.getelementptr %905[%1053] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1052, %1054 : bf16, !llvm.ptr<3>
        %c64_i32_269 = arith.constant 64 : i32
        %1055 = arith.muli %4, %c64_i32_269 : i32
        %c16_i32_270 = arith.constant 16 : i32
        %1056 = arith.addi %1055, %c16_i32_270 : i32
        %1057 = arith.addi %1056, %902 : i32
        %1058 = arith.truncf %892 : vector<4xf32> to vector<4xbf16>
        %c0_i32_271 = arith.constant 0 : i32
        %1059 = arith.addi %1026, %c0_i32_271 : i32
        %c256_i32_272 = arith.constant 256 : i32
        %1060 = arith.muli %1059, %c256_i32_272 : i32
        %1061 = arith.addi %1060, %1057 : i32
        %1062 = vector.extract %1058[0] : bf16 from vector<4xbf16>
        %c2_i32_273 = arith.constant 2 : i32
        %1063 = arith.muli %1061, %c2_i32_273 : i32
        %1064 = llvm.getelementptr %905[%1063] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1062, %1064 : bf16, !llvm.ptr<3>
        %c1_i32_274 = arith.constant 1 : i32
        %1065 = arith.addi %1026, %c1_i32_274 : i32
        %c256_i32_275 = arith.constant 256 : i32
        %1066 = arith.muli %1065, %c256_i32_275 : i32
        %1067 = arith.addi %1066, %1057 : i32
        %1068 = vector.extract %1058[1] : bf16 from vector<4xbf16>
        %c2_i32_276 = arith.constant 2 : i32
        %1069 = arith.muli %1067, %c2_i32_276 : i32
        %1070 = llvm.getelementptr %905[%1069] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1068, %1070 : bf16, !llvm.ptr<3>
        %c2_i32_277 = arith.constant 2 : i32
        %1071 = arith.addi %1026, %c2_i32_277 : i32
        %c256_i32_278 = arith.constant 256 : i32
        %1072 = arith.muli %1071, %c256_i32_278 : i32
        %1073 = arith.addi %1072, %1057 : i32
        %1074 = vector.extract %1058[2] : bf16 from vector<4xbf16>
        %c2_i32_279 = arith.constant 2 : i32
        %1075 = arith.muli %1073, %c2_i32_279 : i32
        %1076 = llvm.getelementptr %905[%1075] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1074, %1076 : bf16, !llvm.ptr<3>
        %c3_i32_280 = arith.constant 3 : i32
        %1077 = arith.addi %1026, %c3_i32_280 : i32
        %c256_i32_281 = arith.constant 256 : i32
        %1078 = arith.muli %1077, %c256_i32_281 : i32
        %1079 = arith.addi %1078, %1057 : i32
        %1080 = vector.extract %1058[3] : bf16 from vector<4xbf16>
        %c2_i32_282 = arith.constant 2 : i32
        %1081 = arith.muli %1079, %c2_i32_282 : i32
        %1082 = llvm.getelementptr %905[%1081] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1080, %1082 : bf16, !llvm.ptr<3>
        %c64_i32_283 = arith.constant 64 : i32
        %1083 = arith.muli %4, %c64_i32_283 : i32
        %c32_i32_284 = arith.constant 32 : i32
        %1084 = arith.addi %1083, %c32_i32_284 : i32
        %1085 = arith.addi %1084, %902 : i32
        %1086 = arith.truncf %895 : vector<4xf32> to vector<4xbf16>
        %c0_i32_285 = arith.constant 0 : i32
        %1087 = arith.addi %1026, %c0_i32_285 : i32
        %c256_i32_286 = arith.constant 256 : i32
        %1088 = arith.muli %1087, %c256_i32_286 : i32
        %1089 = arith.addi %1088, %1085 : i32
        %1090 = vector.extract %1086[0] : bf16 from vector<4xbf16>
        %c2_i32_287 = arith.constant 2 : i32
        %1091 = arith.muli %1089, %c2_i32_287 : i32
        %1092 = llvm.getelementptr %905[%1091] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1090, %1092 : bf16, !llvm.ptr<3>
        %c1_i32_288 = arith.constant 1 : i32
        %1093 = arith.addi %1026, %c1_i32_288 : i32
        %c256_i32_289 = arith.constant 256 : i32
        %1094 = arith.muli %1093, %c256_i32_289 : i32
        %1095 = arith.addi %1094, %1085 : i32
        %1096 = vector.extract %1086[1] : bf16 from vector<4xbf16>
        %c2_i32_290 = arith.constant 2 : i32
        %1097 = arith.muli %1095, %c2_i32_290 : i32
        %1098 = llvm.getelementptr %905[%1097] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1096, %1098 : bf16, !llvm.ptr<3>
        %c2_i32_291 = arith.constant 2 : i32
        %1099 = arith.addi %1026, %c2_i32_291 : i32
        %c256_i32_292 = arith.constant 256 : i32
        %1100 = arith.muli %1099, %c256_i32_292 : i32
        %1101 = arith.addi %1100, %1085 : i32
        %1102 = vector.extract %1086[2] : bf16 from vector<4xbf16>
        %c2_i32_293 = arith.constant 2 : i32
        %1103 = arith.muli %1101, %c2_i32_293 : i32
        %1104 = llvm.getelementptr %905[%1103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1102, %1104 : bf16, !llvm.ptr<3>
        %c3_i32_294 = arith.constant 3 : i32
        %1105 = arith.addi %1026, %c3_i32_294 : i32
        %c256_i32_295 = arith.constant 256 : i32
        %1106 = arith.muli %1105, %c256_i32_295 : i32
        %1107 = arith.addi %1106, %1085 : i32
        %1108 = vector.extract %1086[3] : bf16 from vector<4xbf16>
        %c2_i32_296 = arith.constant 2 : i32
        %1109 = arith.muli %1107, %c2_i32_296 : i32
        %1110 = llvm.getelementptr %905[%1109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1108, %1110 : bf16, !llvm.ptr<3>
        %c64_i32_297 = arith.constant 64 : i32
        %1111 = arith.muli %4, %c64_i32_297 : i32
        %c48_i32_298 = arith.constant 48 : i32
        %1112 = arith.addi %1111, %c48_i32_298 : i32
        %1113 = arith.addi %1112, %902 : i32
        %1114 = arith.truncf %898 : vector<4xf32> to vector<4xbf16>
        %c0_i32_299 = arith.constant 0 : i32
        %1115 = arith.addi %1026, %c0_i32_299 : i32
        %c256_i32_300 = arith.constant 256 : i32
        %1116 = arith.muli %1115, %c256_i32_300 : i32
        %1117 = arith.addi %1116, %1113 : i32
        %1118 = vector.extract %1114[0] : bf16 from vector<4xbf16>
        %c2_i32_301 = arith.constant 2 : i32
        %1119 = arith.muli %1117, %c2_i32_301 : i32
        %1120 = llvm.getelementptr %905[%1119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1118, %1120 : bf16, !llvm.ptr<3>
        %c1_i32_302 = arith.constant 1 : i32
        %1121 = arith.addi %1026, %c1_i32_302 : i32
        %c256_i32_303 = arith.constant 256 : i32
        %1122 = arith.muli %1121, %c256_i32_303 : i32
        %1123 = arith.addi %1122, %1113 : i32
        %1124 = vector.extract %1114[1] : bf16 from vector<4xbf16>
        %c2_i32_304 = arith.constant 2 : i32
        %1125 = arith.muli %1123, %c2_i32_304 : i32
        %1126 = llvm.getelementptr %905[%1125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1124, %1126 : bf16, !llvm.ptr<3>
        %c2_i32_305 = arith.constant 2 : i32
        %1127 = arith.addi %1026, %c2_i32_305 : i32
        %c256_i32_306 = arith.constant 256 : i32
        %1128 = arith.muli %1127, %c256_i32_306 : i32
        %1129 = arith.addi %1128, %1113 : i32
        %1130 = vector.extract %1114[2] : bf16 from vector<4xbf16>
        %c2_i32_307 = arith.constant 2 : i32
        %1131 = arith.muli %1129, %c2_i32_307 : i32
        %1132 = llvm.getelementptr %905[%1131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1130, %1132 : bf16, !llvm.ptr<3>
        %c3_i32_308 = arith.constant 3 : i32
        %1133 = arith.addi %1026, %c3_i32_308 : i32
        %c256_i32_309 = arith.constant 256 : i32
        %1134 = arith.muli %1133, %c256_i32_309 : i32
        %1135 = arith.addi %1134, %1113 : i32
        %1136 = vector.extract %1114[3] : bf16 from vector<4xbf16>
        %c2_i32_310 = arith.constant 2 : i32
        %1137 = arith.muli %1135, %c2_i32_310 : i32
        %1138 = llvm.getelementptr %905[%1137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        llvm.store %1136, %1138 : bf16, !llvm.ptr<3>
        gpu.barrier
        %c0_i32_311 = arith.constant 0 : i32
        %1139 = arith.addi %c0_i32_311, %907 : i32
        %1140 = arith.addi %105, %1139 : i32
        %c256_i32_312 = arith.constant 256 : i32
        %1141 = arith.muli %1139, %c256_i32_312 : i32
        %1142 = arith.addi %1141, %909 : i32
        %c0_i32_313 = arith.constant 0 : i32
        %1143 = arith.addi %1142, %c0_i32_313 : i32
        %c2_i32_314 = arith.constant 2 : i32
        %1144 = arith.muli %1143, %c2_i32_314 : i32
        %1145 = llvm.getelementptr %905[%1144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1146 = llvm.load %1145 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_315 = arith.constant 256 : i32
        %1147 = arith.muli %99, %c256_i32_315 : i32
        %1148 = arith.addi %1147, %909 : i32
        %c0_i32_316 = arith.constant 0 : i32
        %1149 = arith.addi %1148, %c0_i32_316 : i32
        %1150 = arith.extsi %1140 : i32 to i64
        %c256_i64 = arith.constant 256 : i64
        %1151 = arith.muli %1150, %c256_i64 : i64
        %1152 = arith.extsi %1149 : i32 to i64
        %1153 = arith.addi %1151, %1152 : i64
        %c2_i64 = arith.constant 2 : i64
        %1154 = arith.muli %1153, %c2_i64 : i64
        %1155 = llvm.getelementptr %910[%1154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1146, %1155 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_317 = arith.constant 256 : i32
        %1156 = arith.muli %1139, %c256_i32_317 : i32
        %1157 = arith.addi %1156, %909 : i32
        %c64_i32_318 = arith.constant 64 : i32
        %1158 = arith.addi %1157, %c64_i32_318 : i32
        %c2_i32_319 = arith.constant 2 : i32
        %1159 = arith.muli %1158, %c2_i32_319 : i32
        %1160 = llvm.getelementptr %905[%1159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1161 = llvm.load %1160 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_320 = arith.constant 256 : i32
        %1162 = arith.muli %99, %c256_i32_320 : i32
        %1163 = arith.addi %1162, %909 : i32
        %c64_i32_321 = arith.constant 64 : i32
        %1164 = arith.addi %1163, %c64_i32_321 : i32
        %1165 = arith.extsi %1140 : i32 to i64
        %c256_i64_322 = arith.constant 256 : i64
        %1166 = arith.muli %1165, %c256_i64_322 : i64
        %1167 = arith.extsi %1164 : i32 to i64
        %1168 = arith.addi %1166, %1167 : i64
        %c2_i64_323 = arith.constant 2 : i64
        %1169 = arith.muli %1168, %c2_i64_323 : i64
        %1170 = llvm.getelementptr %910[%1169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1161, %1170 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_324 = arith.constant 256 : i32
        %1171 = arith.muli %1139, %c256_i32_324 : i32
        %1172 = arith.addi %1171, %909 : i32
        %c128_i32_325 = arith.constant 128 : i32
        %1173 = arith.addi %1172, %c128_i32_325 : i32
        %c2_i32_326 = arith.constant 2 : i32
        %1174 = arith.muli %1173, %c2_i32_326 : i32
        %1175 = llvm.getelementptr %905[%1174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1176 = llvm.load %1175 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_327 = arith.constant 256 : i32
        %1177 = arith.muli %99, %c256_i32_327 : i32
        %1178 = arith.addi %1177, %909 : i32
        %c128_i32_328 = arith.constant 128 : i32
        %1179 = arith.addi %1178, %c128_i32_328 : i32
        %1180 = arith.extsi %1140 : i32 to i64
        %c256_i64_329 = arith.constant 256 : i64
        %1181 = arith.muli %1180, %c256_i64_329 : i64
        %1182 = arith.extsi %1179 : i32 to i64
        %1183 = arith.addi %1181, %1182 : i64
        %c2_i64_330 = arith.constant 2 : i64
        %1184 = arith.muli %1183, %c2_i64_330 : i64
        %1185 = llvm.getelementptr %910[%1184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1176, %1185 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_331 = arith.constant 256 : i32
        %1186 = arith.muli %1139, %c256_i32_331 : i32
        %1187 = arith.addi %1186, %909 : i32
        %c192_i32 = arith.constant 192 : i32
        %1188 = arith.addi %1187, %c192_i32 : i32
        %c2_i32_332 = arith.constant 2 : i32
        %1189 = arith.muli %1188, %c2_i32_332 : i32
        %1190 = llvm.getelementptr %905[%1189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1191 = llvm.load %1190 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_333 = arith.constant 256 : i32
        %1192 = arith.muli %99, %c256_i32_333 : i32
        %1193 = arith.addi %1192, %909 : i32
        %c192_i32_334 = arith.constant 192 : i32
        %1194 = arith.addi %1193, %c192_i32_334 : i32
        %1195 = arith.extsi %1140 : i32 to i64
        %c256_i64_335 = arith.constant 256 : i64
        %1196 = arith.muli %1195, %c256_i64_335 : i64
        %1197 = arith.extsi %1194 : i32 to i64
        %1198 = arith.addi %1196, %1197 : i64
        %c2_i64_336 = arith.constant 2 : i64
        %1199 = arith.muli %1198, %c2_i64_336 : i64
        %1200 = llvm.getelementptr %910[%1199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1191, %1200 : vector<2xbf16>, !llvm.ptr<1>
        %c8_i32_337 = arith.constant 8 : i32
        %1201 = arith.addi %c8_i32_337, %907 : i32
        %1202 = arith.addi %105, %1201 : i32
        %c256_i32_338 = arith.constant 256 : i32
        %1203 = arith.muli %1201, %c256_i32_338 : i32
        %1204 = arith.addi %1203, %909 : i32
        %c0_i32_339 = arith.constant 0 : i32
        %1205 = arith.addi %1204, %c0_i32_339 : i32
        %c2_i32_340 = arith.constant 2 : i32
        %1206 = arith.muli %1205, %c2_i32_340 : i32
        %1207 = llvm.getelementptr %905[%1206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1208 = llvm.load %1207 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_341 = arith.constant 256 : i32
        %1209 = arith.muli %99, %c256_i32_341 : i32
        %1210 = arith.addi %1209, %909 : i32
        %c0_i32_342 = arith.constant 0 : i32
        %1211 = arith.addi %1210, %c0_i32_342 : i32
        %1212 = arith.extsi %1202 : i32 to i64
        %c256_i64_343 = arith.constant 256 : i64
        %1213 = arith.muli %1212, %c256_i64_343 : i64
        %1214 = arith.extsi %1211 : i32 to i64
        %1215 = arith.addi %1213, %1214 : i64
        %c2_i64_344 = arith.constant 2 : i64
        %1216 = arith.muli %1215, %c2_i64_344 : i64
        %1217 = llvm.getelementptr %910[%1216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1208, %1217 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_345 = arith.constant 256 : i32
        %1218 = arith.muli %1201, %c256_i32_345 : i32
        %1219 = arith.addi %1218, %909 : i32
        %c64_i32_346 = arith.constant 64 : i32
        %1220 = arith.addi %1219, %c64_i32_346 : i32
        %c2_i32_347 = arith.constant 2 : i32
        %1221 = arith.muli %1220, %c2_i32_347 : i32
        %1222 = llvm.getelementptr %905[%1221] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1223 = llvm.load %1222 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_348 = arith.constant 256 : i32
        %1224 = arith.muli %99, %c256_i32_348 : i32
        %1225 = arith.addi %1224, %909 : i32
        %c64_i32_349 = arith.constant 64 : i32
        %1226 = arith.addi %1225, %c64_i32_349 : i32
        %1227 = arith.extsi %1202 : i32 to i64
        %c256_i64_350 = arith.constant 256 : i64
        %1228 = arith.muli %1227, %c256_i64_350 : i64
        %1229 = arith.extsi %1226 : i32 to i64
        %1230 = arith.addi %1228, %1229 : i64
        %c2_i64_351 = arith.constant 2 : i64
        %1231 = arith.muli %1230, %c2_i64_351 : i64
        %1232 = llvm.getelementptr %910[%1231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1223, %1232 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_352 = arith.constant 256 : i32
        %1233 = arith.muli %1201, %c256_i32_352 : i32
        %1234 = arith.addi %1233, %909 : i32
        %c128_i32_353 = arith.constant 128 : i32
        %1235 = arith.addi %1234, %c128_i32_353 : i32
        %c2_i32_354 = arith.constant 2 : i32
        %1236 = arith.muli %1235, %c2_i32_354 : i32
        %1237 = llvm.getelementptr %905[%1236] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1238 = llvm.load %1237 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_355 = arith.constant 256 : i32
        %1239 = arith.muli %99, %c256_i32_355 : i32
        %1240 = arith.addi %1239, %909 : i32
        %c128_i32_356 = arith.constant 128 : i32
        %1241 = arith.addi %1240, %c128_i32_356 : i32
        %1242 = arith.extsi %1202 : i32 to i64
        %c256_i64_357 = arith.constant 256 : i64
        %1243 = arith.muli %1242, %c256_i64_357 : i64
        %1244 = arith.extsi %1241 : i32 to i64
        %1245 = arith.addi %1243, %1244 : i64
        %c2_i64_358 = arith.constant 2 : i64
        %1246 = arith.muli %1245, %c2_i64_358 : i64
        %1247 = llvm.getelementptr %910[%1246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1238, %1247 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_359 = arith.constant 256 : i32
        %1248 = arith.muli %1201, %c256_i32_359 : i32
        %1249 = arith.addi %1248, %909 : i32
        %c192_i32_360 = arith.constant 192 : i32
        %1250 = arith.addi %1249, %c192_i32_360 : i32
        %c2_i32_361 = arith.constant 2 : i32
        %1251 = arith.muli %1250, %c2_i32_361 : i32
        %1252 = llvm.getelementptr %905[%1251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1253 = llvm.load %1252 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_362 = arith.constant 256 : i32
        %1254 = arith.muli %99, %c256_i32_362 : i32
        %1255 = arith.addi %1254, %909 : i32
        %c192_i32_363 = arith.constant 192 : i32
        %1256 = arith.addi %1255, %c192_i32_363 : i32
        %1257 = arith.extsi %1202 : i32 to i64
        %c256_i64_364 = arith.constant 256 : i64
        %1258 = arith.muli %1257, %c256_i64_364 : i64
        %1259 = arith.extsi %1256 : i32 to i64
        %1260 = arith.addi %1258, %1259 : i64
        %c2_i64_365 = arith.constant 2 : i64
        %1261 = arith.muli %1260, %c2_i64_365 : i64
        %1262 = llvm.getelementptr %910[%1261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1253, %1262 : vector<2xbf16>, !llvm.ptr<1>
        %c16_i32_366 = arith.constant 16 : i32
        %1263 = arith.addi %c16_i32_366, %907 : i32
        %1264 = arith.addi %105, %1263 : i32
        %c256_i32_367 = arith.constant 256 : i32
        %1265 = arith.muli %1263, %c256_i32_367 : i32
        %1266 = arith.addi %1265, %909 : i32
        %c0_i32_368 = arith.constant 0 : i32
        %1267 = arith.addi %1266, %c0_i32_368 : i32
        %c2_i32_369 = arith.constant 2 : i32
        %1268 = arith.muli %1267, %c2_i32_369 : i32
        %1269 = llvm.getelementptr %905[%1268] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1270 = llvm.load %1269 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_370 = arith.constant 256 : i32
        %1271 = arith.muli %99, %c256_i32_370 : i32
        %1272 = arith.addi %1271, %909 : i32
        %c0_i32_371 = arith.constant 0 : i32
        %1273 = arith.addi %1272, %c0_i32_371 : i32
        %1274 = arith.extsi %1264 : i32 to i64
        %c256_i64_372 = arith.constant 256 : i64
        %1275 = arith.muli %1274, %c256_i64_372 : i64
        %1276 = arith.extsi %1273 : i32 to i64
        %1277 = arith.addi %1275, %1276 : i64
        %c2_i64_373 = arith.constant 2 : i64
        %1278 = arith.muli %1277, %c2_i64_373 : i64
        %1279 = llvm.getelementptr %910[%1278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1270, %1279 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_374 = arith.constant 256 : i32
        %1280 = arith.muli %1263, %c256_i32_374 : i32
        %1281 = arith.addi %1280, %909 : i32
        %c64_i32_375 = arith.constant 64 : i32
        %1282 = arith.addi %1281, %c64_i32_375 : i32
        %c2_i32_376 = arith.constant 2 : i32
        %1283 = arith.muli %1282, %c2_i32_376 : i32
        %1284 = llvm.getelementptr %905[%1283] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1285 = llvm.load %1284 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_377 = arith.constant 256 : i32
        %1286 = arith.muli %99, %c256_i32_377 : i32
        %1287 = arith.addi %1286, %909 : i32
        %c64_i32_378 = arith.constant 64 : i32
        %1288 = arith.addi %1287, %c64_i32_378 : i32
        %1289 = arith.extsi %1264 : i32 to i64
        %c256_i64_379 = arith.constant 256 : i64
        %1290 = arith.muli %1289, %c256_i64_379 : i64
        %1291 = arith.extsi %1288 : i32 to i64
        %1292 = arith.addi %1290, %1291 : i64
        %c2_i64_380 = arith.constant 2 : i64
        %1293 = arith.muli %1292, %c2_i64_380 : i64
        %1294 = llvm.getelementptr %910[%1293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1285, %1294 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_381 = arith.constant 256 : i32
        %1295 = arith.muli %1263, %c256_i32_381 : i32
        %1296 = arith.addi %1295, %909 : i32
        %c128_i32_382 = arith.constant 128 : i32
        %1297 = arith.addi %1296, %c128_i32_382 : i32
        %c2_i32_383 = arith.constant 2 : i32
        %1298 = arith.muli %1297, %c2_i32_383 : i32
        %1299 = llvm.getelementptr %905[%1298] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1300 = llvm.load %1299 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_384 = arith.constant 256 : i32
        %1301 = arith.muli %99, %c256_i32_384 : i32
        %1302 = arith.addi %1301, %909 : i32
        %c128_i32_385 = arith.constant 128 : i32
        %1303 = arith.addi %1302, %c128_i32_385 : i32
        %1304 = arith.extsi %1264 : i32 to i64
        %c256_i64_386 = arith.constant 256 : i64
        %1305 = arith.muli %1304, %c256_i64_386 : i64
        %1306 = arith.extsi %1303 : i32 to i64
        %1307 = arith.addi %1305, %1306 : i64
        %c2_i64_387 = arith.constant 2 : i64
        %1308 = arith.muli %1307, %c2_i64_387 : i64
        %1309 = llvm.getelementptr %910[%1308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1300, %1309 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_388 = arith.constant 256 : i32
        %1310 = arith.muli %1263, %c256_i32_388 : i32
        %1311 = arith.addi %1310, %909 : i32
        %c192_i32_389 = arith.constant 192 : i32
        %1312 = arith.addi %1311, %c192_i32_389 : i32
        %c2_i32_390 = arith.constant 2 : i32
        %1313 = arith.muli %1312, %c2_i32_390 : i32
        %1314 = llvm.getelementptr %905[%1313] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1315 = llvm.load %1314 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_391 = arith.constant 256 : i32
        %1316 = arith.muli %99, %c256_i32_391 : i32
        %1317 = arith.addi %1316, %909 : i32
        %c192_i32_392 = arith.constant 192 : i32
        %1318 = arith.addi %1317, %c192_i32_392 : i32
        %1319 = arith.extsi %1264 : i32 to i64
        %c256_i64_393 = arith.constant 256 : i64
        %1320 = arith.muli %1319, %c256_i64_393 : i64
        %1321 = arith.extsi %1318 : i32 to i64
        %1322 = arith.addi %1320, %1321 : i64
        %c2_i64_394 = arith.constant 2 : i64
        %1323 = arith.muli %1322, %c2_i64_394 : i64
        %1324 = llvm.getelementptr %910[%1323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1315, %1324 : vector<2xbf16>, !llvm.ptr<1>
        %c24_i32 = arith.constant 24 : i32
        %1325 = arith.addi %c24_i32, %907 : i32
        %1326 = arith.addi %105, %1325 : i32
        %c256_i32_395 = arith.constant 256 : i32
        %1327 = arith.muli %1325, %c256_i32_395 : i32
        %1328 = arith.addi %1327, %909 : i32
        %c0_i32_396 = arith.constant 0 : i32
        %1329 = arith.addi %1328, %c0_i32_396 : i32
        %c2_i32_397 = arith.constant 2 : i32
        %1330 = arith.muli %1329, %c2_i32_397 : i32
        %1331 = llvm.getelementptr %905[%1330] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1332 = llvm.load %1331 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_398 = arith.constant 256 : i32
        %1333 = arith.muli %99, %c256_i32_398 : i32
        %1334 = arith.addi %1333, %909 : i32
        %c0_i32_399 = arith.constant 0 : i32
        %1335 = arith.addi %1334, %c0_i32_399 : i32
        %1336 = arith.extsi %1326 : i32 to i64
        %c256_i64_400 = arith.constant 256 : i64
        %1337 = arith.muli %1336, %c256_i64_400 : i64
        %1338 = arith.extsi %1335 : i32 to i64
        %1339 = arith.addi %1337, %1338 : i64
        %c2_i64_401 = arith.constant 2 : i64
        %1340 = arith.muli %1339, %c2_i64_401 : i64
        %1341 = llvm.getelementptr %910[%1340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1332, %1341 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_402 = arith.constant 256 : i32
        %1342 = arith.muli %1325, %c256_i32_402 : i32
        %1343 = arith.addi %1342, %909 : i32
        %c64_i32_403 = arith.constant 64 : i32
        %1344 = arith.addi %1343, %c64_i32_403 : i32
        %c2_i32_404 = arith.constant 2 : i32
        %1345 = arith.muli %1344, %c2_i32_404 : i32
        %1346 = llvm.getelementptr %905[%1345] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1347 = llvm.load %1346 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_405 = arith.constant 256 : i32
        %1348 = arith.muli %99, %c256_i32_405 : i32
        %1349 = arith.addi %1348, %909 : i32
        %c64_i32_406 = arith.constant 64 : i32
        %1350 = arith.addi %1349, %c64_i32_406 : i32
        %1351 = arith.extsi %1326 : i32 to i64
        %c256_i64_407 = arith.constant 256 : i64
        %1352 = arith.muli %1351, %c256_i64_407 : i64
        %1353 = arith.extsi %1350 : i32 to i64
        %1354 = arith.addi %1352, %1353 : i64
        %c2_i64_408 = arith.constant 2 : i64
        %1355 = arith.muli %1354, %c2_i64_408 : i64
        %1356 = llvm.getelementptr %910[%1355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1347, %1356 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_409 = arith.constant 256 : i32
        %1357 = arith.muli %1325, %c256_i32_409 : i32
        %1358 = arith.addi %1357, %909 : i32
        %c128_i32_410 = arith.constant 128 : i32
        %1359 = arith.addi %1358, %c128_i32_410 : i32
        %c2_i32_411 = arith.constant 2 : i32
        %1360 = arith.muli %1359, %c2_i32_411 : i32
        %1361 = llvm.getelementptr %905[%1360] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1362 = llvm.load %1361 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_412 = arith.constant 256 : i32
        %1363 = arith.muli %99, %c256_i32_412 : i32
        %1364 = arith.addi %1363, %909 : i32
        %c128_i32_413 = arith.constant 128 : i32
        %1365 = arith.addi %1364, %c128_i32_413 : i32
        %1366 = arith.extsi %1326 : i32 to i64
        %c256_i64_414 = arith.constant 256 : i64
        %1367 = arith.muli %1366, %c256_i64_414 : i64
        %1368 = arith.extsi %1365 : i32 to i64
        %1369 = arith.addi %1367, %1368 : i64
        %c2_i64_415 = arith.constant 2 : i64
        %1370 = arith.muli %1369, %c2_i64_415 : i64
        %1371 = llvm.getelementptr %910[%1370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1362, %1371 : vector<2xbf16>, !llvm.ptr<1>
        %c256_i32_416 = arith.constant 256 : i32
        %1372 = arith.muli %1325, %c256_i32_416 : i32
        %1373 = arith.addi %1372, %909 : i32
        %c192_i32_417 = arith.constant 192 : i32
        %1374 = arith.addi %1373, %c192_i32_417 : i32
        %c2_i32_418 = arith.constant 2 : i32
        %1375 = arith.muli %1374, %c2_i32_418 : i32
        %1376 = llvm.getelementptr %905[%1375] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
        %1377 = llvm.load %1376 : !llvm.ptr<3> -> vector<2xbf16>
        %c256_i32_419 = arith.constant 256 : i32
        %1378 = arith.muli %99, %c256_i32_419 : i32
        %1379 = arith.addi %1378, %909 : i32
        %c192_i32_420 = arith.constant 192 : i32
        %1380 = arith.addi %1379, %c192_i32_420 : i32
        %1381 = arith.extsi %1326 : i32 to i64
        %c256_i64_421 = arith.constant 256 : i64
        %1382 = arith.muli %1381, %c256_i64_421 : i64
        %1383 = arith.extsi %1380 : i32 to i64
        %1384 = arith.addi %1382, %1383 : i64
        %c2_i64_422 = arith.constant 2 : i64
        %1385 = arith.muli %1384, %c2_i64_422 : i64
        %1386 = llvm.getelementptr %910[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %1377, %1386 : vector<2xbf16>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}

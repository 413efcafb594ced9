// FlyDSL 0.4.2: flash_attn_gfx950_bf16_d128 for gfx950, the tracer's module (scripts/flydsl_dump.py)
#alias_scope_domain = #llvm.alias_scope_domain<id = "flydsl.dualwave_swp.lds">
#alias_scope = #llvm.alias_scope<id = "lds_k0", domain = #alias_scope_domain>
#alias_scope1 = #llvm.alias_scope<id = "lds_k1", domain = #alias_scope_domain>
#alias_scope2 = #llvm.alias_scope<id = "lds_v0", domain = #alias_scope_domain>
#alias_scope3 = #llvm.alias_scope<id = "lds_v1", domain = #alias_scope_domain>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @flash_attn_dualwave_swp_gfx950_kernel_0(%arg0: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg4: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg5: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg6: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg7: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg8: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg9: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg10: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg11: !fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32) kernel attributes {known_block_size = array<i32: 512, 1, 1>, passthrough = [["denormal-fp-math-f32", "preserve-sign,preserve-sign"], ["no-nans-fp-math", "true"], ["unsafe-fp-math", "true"]], rocdl.flat_work_group_size = "512,512", rocdl.waves_per_eu = 2 : i32} {
      %cst = arith.constant 0.000000e+00 : f32
      %0 = vector.broadcast %cst : f32 to vector<16xf32>
      %1 = arith.sitofp %arg16 : i32 to f32
      %2 = math.rsqrt %1 fastmath<fast> : f32
      %cst_0 = arith.constant 1.44269502 : f32
      %3 = arith.mulf %2, %cst_0 fastmath<fast> : f32
      %4 = arith.index_cast %arg12 : i32 to index
      %5 = arith.index_cast %arg13 : i32 to index
      %6 = arith.index_cast %arg14 : i32 to index
      %7 = arith.index_cast %arg15 : i32 to index
      %8 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 68096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %9 = fly.recast_iter(%8) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %10 = fly.ptrtoint(%9) : (!fly.ptr<bf16, shared, align<16>>) -> i32
      %11 = arith.index_cast %10 : i32 to index
      %12 = fly.to_llvm_ptr(%9) {llvm_address_space = 3 : i32} : (!fly.ptr<bf16, shared, align<16>>) -> !llvm.ptr<3>
      %block_id_x = gpu.block_id x
      %13 = arith.index_cast %block_id_x : index to i32
      %14 = arith.index_cast %13 : i32 to index
      %block_id_y = gpu.block_id y
      %15 = arith.index_cast %block_id_y : index to i32
      %16 = arith.index_cast %15 : i32 to index
      %block_id_z = gpu.block_id z
      %17 = arith.index_cast %block_id_z : index to i32
      %18 = arith.index_cast %17 : i32 to index
      %thread_id_x = gpu.thread_id x
      %19 = arith.index_cast %thread_id_x : index to i32
      %20 = arith.index_cast %19 : i32 to index
      %c64_i32 = arith.constant 64 : i32
      %21 = arith.index_cast %c64_i32 : i32 to index
      %22 = arith.divui %20, %21 : index
      %c64_i32_1 = arith.constant 64 : i32
      %23 = arith.index_cast %c64_i32_1 : i32 to index
      %24 = arith.remui %20, %23 : index
      %c32_i32 = arith.constant 32 : i32
      %25 = arith.index_cast %c32_i32 : i32 to index
      %26 = arith.remui %24, %25 : index
      %c32_i32_2 = arith.constant 32 : i32
      %27 = arith.index_cast %c32_i32_2 : i32 to index
      %28 = arith.divui %24, %27 : index
      %29 = arith.index_cast %20 : index to i32
      %c64_i32_3 = arith.constant 64 : i32
      %30 = arith.floordivsi %29, %c64_i32_3 : i32
      %31 = rocdl.readfirstlane %30 : i32
      %c4_i32 = arith.constant 4 : i32
      %32 = arith.divsi %31, %c4_i32 : i32
      %33 = arith.index_cast %31 : i32 to index
      %c32_i32_4 = arith.constant 32 : i32
      %34 = arith.index_cast %c32_i32_4 : i32 to index
      %35 = arith.muli %22, %34 : index
      %c256_i32 = arith.constant 256 : i32
      %36 = arith.index_cast %c256_i32 : i32 to index
      %37 = arith.muli %16, %36 : index
      %c2_i32 = arith.constant 2 : i32
      %38 = arith.index_cast %c2_i32 : i32 to index
      %39 = arith.remui %14, %38 : index
      %c2_i32_5 = arith.constant 2 : i32
      %40 = arith.index_cast %c2_i32_5 : i32 to index
      %41 = arith.divui %14, %40 : index
      %c2_i32_6 = arith.constant 2 : i32
      %42 = arith.index_cast %c2_i32_6 : i32 to index
      %43 = arith.muli %39, %42 : index
      %44 = arith.addi %43, %41 : index
      %45 = arith.muli %18, %4 : index
      %46 = arith.muli %18, %5 : index
      %c1 = arith.constant 1 : index
      %47 = arith.addi %18, %c1 : index
      %48 = arith.muli %47, %4 : index
      %c1_7 = arith.constant 1 : index
      %49 = arith.addi %18, %c1_7 : index
      %50 = arith.muli %49, %5 : index
      %51 = arith.index_cast %4 : index to i32
      %52 = arith.subi %arg13, %51 : i32
      %53 = arith.muli %37, %6 : index
      %c128_i32 = arith.constant 128 : i32
      %54 = arith.index_cast %c128_i32 : i32 to index
      %55 = arith.muli %44, %54 : index
      %56 = arith.addi %53, %55 : index
      %c128_i32_8 = arith.constant 128 : i32
      %57 = arith.index_cast %c128_i32_8 : i32 to index
      %58 = arith.muli %39, %57 : index
      %59 = arith.muli %4, %6 : index
      %c2 = arith.constant 2 : index
      %60 = arith.muli %59, %c2 : index
      %61 = arith.index_cast %59 : index to i32
      %62 = fly.make_int_tuple(%61) : (i32) -> !fly.int_tuple<?>
      %63 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %64 = fly.make_layout(%62, %63) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
      %65 = arith.muli %45, %6 : index
      %c2_9 = arith.constant 2 : index
      %66 = arith.muli %65, %c2_9 : index
      %67 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
      %68 = fly.ptrtoint(%67) : (!fly.ptr<bf16, global>) -> i64
      %69 = arith.index_cast %66 : index to i64
      %70 = arith.addi %68, %69 : i64
      %71 = fly.inttoptr(%70) : (i64) -> !fly.ptr<bf16, global>
      %c0_i16 = arith.constant 0 : i16
      %72 = arith.index_cast %60 : index to i64
      %c159744_i32 = arith.constant 159744 : i32
      %73 = fly.make_ptr(%71, %c0_i16, %72, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %74 = fly.make_view(%73, %64) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %76 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %77 = fly.make_layout(%75, %76) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %78 = fly.logical_divide(%74, %77) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %79 = fly.get_iter(%arg3) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
      %80 = fly.ptrtoint(%79) : (!fly.ptr<bf16, global>) -> i64
      %81 = arith.index_cast %66 : index to i64
      %82 = arith.addi %80, %81 : i64
      %83 = fly.inttoptr(%82) : (i64) -> !fly.ptr<bf16, global>
      %c0_i16_10 = arith.constant 0 : i16
      %84 = arith.index_cast %60 : index to i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %85 = fly.make_ptr(%83, %c0_i16_10, %84, %c159744_i32_11) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %86 = fly.make_view(%85, %64) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %87 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %88 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %89 = fly.make_layout(%87, %88) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %90 = fly.logical_divide(%86, %89) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %91 = arith.muli %5, %7 : index
      %c2_12 = arith.constant 2 : index
      %92 = arith.muli %91, %c2_12 : index
      %93 = arith.index_cast %91 : index to i32
      %94 = fly.make_int_tuple(%93) : (i32) -> !fly.int_tuple<?>
      %95 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %96 = fly.make_layout(%94, %95) : (!fly.int_tuple<?>, !fly.int_tuple<1>) -> !fly.layout<?:1>
      %97 = arith.muli %46, %7 : index
      %c2_13 = arith.constant 2 : index
      %98 = arith.muli %97, %c2_13 : index
      %99 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
      %100 = fly.ptrtoint(%99) : (!fly.ptr<bf16, global>) -> i64
      %101 = arith.index_cast %98 : index to i64
      %102 = arith.addi %100, %101 : i64
      %103 = fly.inttoptr(%102) : (i64) -> !fly.ptr<bf16, global>
      %c0_i16_14 = arith.constant 0 : i16
      %104 = arith.index_cast %92 : index to i64
      %c159744_i32_15 = arith.constant 159744 : i32
      %105 = fly.make_ptr(%103, %c0_i16_14, %104, %c159744_i32_15) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %106 = fly.make_view(%105, %96) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %107 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %108 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %109 = fly.make_layout(%107, %108) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %110 = fly.logical_divide(%106, %109) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %111 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?,?,?):(?{i64},?{i64},?{i64},1)>) -> !fly.ptr<bf16, global>
      %112 = fly.ptrtoint(%111) : (!fly.ptr<bf16, global>) -> i64
      %113 = arith.index_cast %98 : index to i64
      %114 = arith.addi %112, %113 : i64
      %115 = fly.inttoptr(%114) : (i64) -> !fly.ptr<bf16, global>
      %c0_i16_16 = arith.constant 0 : i16
      %116 = arith.index_cast %92 : index to i64
      %c159744_i32_17 = arith.constant 159744 : i32
      %117 = fly.make_ptr(%115, %c0_i16_16, %116, %c159744_i32_17) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %118 = fly.make_view(%117, %96) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %119 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %121 = fly.make_layout(%119, %120) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %122 = fly.logical_divide(%118, %121) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %123 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %124 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %125 = fly.make_copy_atom {valBits = 128 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      %126 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>
      %127 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %129 = fly.make_layout(%127, %128) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %130 = fly.memref.alloca(%129) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
      %c64_i32_18 = arith.constant 64 : i32
      %131 = arith.index_cast %c64_i32_18 : i32 to index
      %132 = arith.remui %20, %131 : index
      %c8_i32 = arith.constant 8 : i32
      %133 = arith.index_cast %c8_i32 : i32 to index
      %134 = arith.divui %132, %133 : index
      %c8_i32_19 = arith.constant 8 : i32
      %135 = arith.index_cast %c8_i32_19 : i32 to index
      %136 = arith.remui %132, %135 : index
      %c64_i32_20 = arith.constant 64 : i32
      %137 = arith.index_cast %c64_i32_20 : i32 to index
      %138 = arith.addi %5, %137 : index
      %c1_i32 = arith.constant 1 : i32
      %139 = arith.index_cast %c1_i32 : i32 to index
      %140 = arith.subi %138, %139 : index
      %c64_i32_21 = arith.constant 64 : i32
      %141 = arith.index_cast %c64_i32_21 : i32 to index
      %142 = arith.divui %140, %141 : index
      %c1_22 = arith.constant 1 : index
      %143 = arith.addi %142, %c1_22 : index
      %c2_23 = arith.constant 2 : index
      %144 = arith.divui %143, %c2_23 : index
      %c2_24 = arith.constant 2 : index
      %145 = arith.muli %144, %c2_24 : index
      %c4 = arith.constant 4 : index
      %146 = arith.cmpi ult, %145, %c4 : index
      %c4_25 = arith.constant 4 : index
      %147 = arith.select %146, %c4_25, %145 : index
      %c8_i32_26 = arith.constant 8 : i32
      %148 = arith.index_cast %c8_i32_26 : i32 to index
      %149 = arith.remui %26, %148 : index
      %c520_i32 = arith.constant 520 : i32
      %150 = arith.index_cast %c520_i32 : i32 to index
      %151 = arith.muli %149, %150 : index
      %c8_i32_27 = arith.constant 8 : i32
      %152 = arith.index_cast %c8_i32_27 : i32 to index
      %153 = arith.divui %26, %152 : index
      %c64_i32_28 = arith.constant 64 : i32
      %154 = arith.index_cast %c64_i32_28 : i32 to index
      %155 = arith.muli %153, %154 : index
      %156 = arith.addi %151, %155 : index
      %c8_i32_29 = arith.constant 8 : i32
      %157 = arith.index_cast %c8_i32_29 : i32 to index
      %158 = arith.muli %28, %157 : index
      %159 = arith.addi %156, %158 : index
      %c2176_i32 = arith.constant 2176 : i32
      %160 = arith.index_cast %c2176_i32 : i32 to index
      %161 = arith.muli %28, %160 : index
      %c16_i32 = arith.constant 16 : i32
      %162 = arith.index_cast %c16_i32 : i32 to index
      %163 = arith.remui %24, %162 : index
      %c4_i32_30 = arith.constant 4 : i32
      %164 = arith.index_cast %c4_i32_30 : i32 to index
      %165 = arith.divui %163, %164 : index
      %c544_i32 = arith.constant 544 : i32
      %166 = arith.index_cast %c544_i32 : i32 to index
      %167 = arith.muli %165, %166 : index
      %168 = arith.addi %161, %167 : index
      %c16_i32_31 = arith.constant 16 : i32
      %169 = arith.index_cast %c16_i32_31 : i32 to index
      %170 = arith.divui %24, %169 : index
      %c2_i32_32 = arith.constant 2 : i32
      %171 = arith.index_cast %c2_i32_32 : i32 to index
      %172 = arith.remui %170, %171 : index
      %c16_i32_33 = arith.constant 16 : i32
      %173 = arith.index_cast %c16_i32_33 : i32 to index
      %174 = arith.muli %172, %173 : index
      %175 = arith.addi %168, %174 : index
      %c4_i32_34 = arith.constant 4 : i32
      %176 = arith.index_cast %c4_i32_34 : i32 to index
      %177 = arith.remui %24, %176 : index
      %c4_i32_35 = arith.constant 4 : i32
      %178 = arith.index_cast %c4_i32_35 : i32 to index
      %179 = arith.muli %177, %178 : index
      %180 = arith.addi %175, %179 : index
      %c0_i32 = arith.constant 0 : i32
      %181 = arith.index_cast %c0_i32 : i32 to index
      %182 = arith.addi %11, %181 : index
      %c1040_i32 = arith.constant 1040 : i32
      %183 = arith.index_cast %c1040_i32 : i32 to index
      %184 = arith.muli %33, %183 : index
      %185 = arith.addi %182, %184 : index
      %c0_i32_36 = arith.constant 0 : i32
      %186 = arith.index_cast %c0_i32_36 : i32 to index
      %187 = arith.addi %185, %186 : index
      %188 = arith.index_cast %187 : index to i32
      %189 = rocdl.readfirstlane %188 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %190 = arith.index_cast %c0_i32_37 : i32 to index
      %191 = arith.addi %11, %190 : index
      %c1040_i32_38 = arith.constant 1040 : i32
      %192 = arith.index_cast %c1040_i32_38 : i32 to index
      %193 = arith.muli %33, %192 : index
      %194 = arith.addi %191, %193 : index
      %c8320_i32 = arith.constant 8320 : i32
      %195 = arith.index_cast %c8320_i32 : i32 to index
      %196 = arith.addi %194, %195 : index
      %197 = arith.index_cast %196 : index to i32
      %198 = rocdl.readfirstlane %197 : i32
      %c34048_i32 = arith.constant 34048 : i32
      %199 = arith.index_cast %c34048_i32 : i32 to index
      %200 = arith.addi %11, %199 : index
      %c1040_i32_39 = arith.constant 1040 : i32
      %201 = arith.index_cast %c1040_i32_39 : i32 to index
      %202 = arith.muli %33, %201 : index
      %203 = arith.addi %200, %202 : index
      %c0_i32_40 = arith.constant 0 : i32
      %204 = arith.index_cast %c0_i32_40 : i32 to index
      %205 = arith.addi %203, %204 : index
      %206 = arith.index_cast %205 : index to i32
      %207 = rocdl.readfirstlane %206 : i32
      %c34048_i32_41 = arith.constant 34048 : i32
      %208 = arith.index_cast %c34048_i32_41 : i32 to index
      %209 = arith.addi %11, %208 : index
      %c1040_i32_42 = arith.constant 1040 : i32
      %210 = arith.index_cast %c1040_i32_42 : i32 to index
      %211 = arith.muli %33, %210 : index
      %212 = arith.addi %209, %211 : index
      %c8320_i32_43 = arith.constant 8320 : i32
      %213 = arith.index_cast %c8320_i32_43 : i32 to index
      %214 = arith.addi %212, %213 : index
      %215 = arith.index_cast %214 : index to i32
      %216 = rocdl.readfirstlane %215 : i32
      %c16640_i32 = arith.constant 16640 : i32
      %217 = arith.index_cast %c16640_i32 : i32 to index
      %218 = arith.addi %11, %217 : index
      %c1088_i32 = arith.constant 1088 : i32
      %219 = arith.index_cast %c1088_i32 : i32 to index
      %220 = arith.muli %33, %219 : index
      %221 = arith.addi %218, %220 : index
      %c0_i32_44 = arith.constant 0 : i32
      %222 = arith.index_cast %c0_i32_44 : i32 to index
      %223 = arith.addi %221, %222 : index
      %224 = arith.index_cast %223 : index to i32
      %225 = rocdl.readfirstlane %224 : i32
      %c16640_i32_45 = arith.constant 16640 : i32
      %226 = arith.index_cast %c16640_i32_45 : i32 to index
      %227 = arith.addi %11, %226 : index
      %c1088_i32_46 = arith.constant 1088 : i32
      %228 = arith.index_cast %c1088_i32_46 : i32 to index
      %229 = arith.muli %33, %228 : index
      %230 = arith.addi %227, %229 : index
      %c8704_i32 = arith.constant 8704 : i32
      %231 = arith.index_cast %c8704_i32 : i32 to index
      %232 = arith.addi %230, %231 : index
      %233 = arith.index_cast %232 : index to i32
      %234 = rocdl.readfirstlane %233 : i32
      %c50688_i32 = arith.constant 50688 : i32
      %235 = arith.index_cast %c50688_i32 : i32 to index
      %236 = arith.addi %11, %235 : index
      %c1088_i32_47 = arith.constant 1088 : i32
      %237 = arith.index_cast %c1088_i32_47 : i32 to index
      %238 = arith.muli %33, %237 : index
      %239 = arith.addi %236, %238 : index
      %c0_i32_48 = arith.constant 0 : i32
      %240 = arith.index_cast %c0_i32_48 : i32 to index
      %241 = arith.addi %239, %240 : index
      %242 = arith.index_cast %241 : index to i32
      %243 = rocdl.readfirstlane %242 : i32
      %c50688_i32_49 = arith.constant 50688 : i32
      %244 = arith.index_cast %c50688_i32_49 : i32 to index
      %245 = arith.addi %11, %244 : index
      %c1088_i32_50 = arith.constant 1088 : i32
      %246 = arith.index_cast %c1088_i32_50 : i32 to index
      %247 = arith.muli %33, %246 : index
      %248 = arith.addi %245, %247 : index
      %c8704_i32_51 = arith.constant 8704 : i32
      %249 = arith.index_cast %c8704_i32_51 : i32 to index
      %250 = arith.addi %248, %249 : index
      %251 = arith.index_cast %250 : index to i32
      %252 = rocdl.readfirstlane %251 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %253 = arith.index_cast %c0_i32_52 : i32 to index
      %c0 = arith.constant 0 : index
      %254 = arith.addi %c0, %253 : index
      %c64_i32_53 = arith.constant 64 : i32
      %255 = arith.index_cast %c64_i32_53 : i32 to index
      %256 = arith.muli %254, %255 : index
      %257 = arith.muli %256, %7 : index
      %c8_i32_54 = arith.constant 8 : i32
      %258 = arith.index_cast %c8_i32_54 : i32 to index
      %259 = arith.muli %134, %258 : index
      %260 = arith.addi %259, %22 : index
      %c8_i32_55 = arith.constant 8 : i32
      %261 = arith.index_cast %c8_i32_55 : i32 to index
      %262 = arith.muli %136, %261 : index
      %c0_i32_56 = arith.constant 0 : i32
      %263 = arith.index_cast %c0_i32_56 : i32 to index
      %264 = arith.addi %262, %263 : index
      %265 = arith.muli %260, %7 : index
      %266 = arith.addi %58, %265 : index
      %267 = arith.addi %266, %264 : index
      %268 = fly.inttoptr(%189) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %269 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %270 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %271 = fly.make_layout(%269, %270) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %272 = fly.make_view(%268, %271) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %273 = arith.index_cast %267 : index to i32
      %274 = fly.make_int_tuple(%273) : (i32) -> !fly.int_tuple<(*,?)>
      %275 = fly.slice(%110, %274) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %276 = arith.index_cast %257 : index to i32
      %277 = fly.atom.set_value(%125, "soffset", %276) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%277, %275, %272) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_57 = arith.constant 8 : i32
      %278 = arith.index_cast %c8_i32_57 : i32 to index
      %279 = arith.muli %134, %278 : index
      %280 = arith.addi %279, %22 : index
      %c8_i32_58 = arith.constant 8 : i32
      %281 = arith.index_cast %c8_i32_58 : i32 to index
      %282 = arith.muli %136, %281 : index
      %c64_i32_59 = arith.constant 64 : i32
      %283 = arith.index_cast %c64_i32_59 : i32 to index
      %284 = arith.addi %282, %283 : index
      %285 = arith.muli %280, %7 : index
      %286 = arith.addi %58, %285 : index
      %287 = arith.addi %286, %284 : index
      %288 = fly.inttoptr(%198) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %289 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %290 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %291 = fly.make_layout(%289, %290) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %292 = fly.make_view(%288, %291) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %293 = arith.index_cast %287 : index to i32
      %294 = fly.make_int_tuple(%293) : (i32) -> !fly.int_tuple<(*,?)>
      %295 = fly.slice(%110, %294) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %296 = arith.index_cast %257 : index to i32
      %297 = fly.atom.set_value(%125, "soffset", %296) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%297, %295, %292) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      rocdl.s.waitcnt 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      %298 = arith.addi %35, %26 : index
      %c32_i32_60 = arith.constant 32 : i32
      %299 = arith.index_cast %c32_i32_60 : i32 to index
      %300 = arith.muli %33, %299 : index
      %301 = arith.addi %37, %300 : index
      %302 = arith.index_cast %301 : index to i32
      %303 = arith.addi %37, %298 : index
      %304 = arith.index_cast %303 : index to i32
      %305 = arith.muli %298, %6 : index
      %c8_i32_61 = arith.constant 8 : i32
      %306 = arith.index_cast %c8_i32_61 : i32 to index
      %307 = arith.muli %28, %306 : index
      %c0_i32_62 = arith.constant 0 : i32
      %308 = arith.index_cast %c0_i32_62 : i32 to index
      %309 = arith.addi %307, %308 : index
      %310 = arith.addi %305, %309 : index
      %311 = arith.addi %56, %310 : index
      %312 = arith.index_cast %311 : index to i32
      %313 = fly.make_int_tuple(%312) : (i32) -> !fly.int_tuple<(*,?)>
      %314 = fly.slice(%78, %313) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %315 = fly.copy_atom_call_ssa(%123, %314) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %316 = vector.bitcast %315 : vector<4xi32> to vector<8xbf16>
      %317 = arith.muli %298, %6 : index
      %c8_i32_63 = arith.constant 8 : i32
      %318 = arith.index_cast %c8_i32_63 : i32 to index
      %319 = arith.muli %28, %318 : index
      %c16_i32_64 = arith.constant 16 : i32
      %320 = arith.index_cast %c16_i32_64 : i32 to index
      %321 = arith.addi %319, %320 : index
      %322 = arith.addi %317, %321 : index
      %323 = arith.addi %56, %322 : index
      %324 = arith.index_cast %323 : index to i32
      %325 = fly.make_int_tuple(%324) : (i32) -> !fly.int_tuple<(*,?)>
      %326 = fly.slice(%78, %325) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %327 = fly.copy_atom_call_ssa(%123, %326) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %328 = vector.bitcast %327 : vector<4xi32> to vector<8xbf16>
      %329 = arith.muli %298, %6 : index
      %c8_i32_65 = arith.constant 8 : i32
      %330 = arith.index_cast %c8_i32_65 : i32 to index
      %331 = arith.muli %28, %330 : index
      %c32_i32_66 = arith.constant 32 : i32
      %332 = arith.index_cast %c32_i32_66 : i32 to index
      %333 = arith.addi %331, %332 : index
      %334 = arith.addi %329, %333 : index
      %335 = arith.addi %56, %334 : index
      %336 = arith.index_cast %335 : index to i32
      %337 = fly.make_int_tuple(%336) : (i32) -> !fly.int_tuple<(*,?)>
      %338 = fly.slice(%78, %337) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %339 = fly.copy_atom_call_ssa(%123, %338) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %340 = vector.bitcast %339 : vector<4xi32> to vector<8xbf16>
      %341 = arith.muli %298, %6 : index
      %c8_i32_67 = arith.constant 8 : i32
      %342 = arith.index_cast %c8_i32_67 : i32 to index
      %343 = arith.muli %28, %342 : index
      %c48_i32 = arith.constant 48 : i32
      %344 = arith.index_cast %c48_i32 : i32 to index
      %345 = arith.addi %343, %344 : index
      %346 = arith.addi %341, %345 : index
      %347 = arith.addi %56, %346 : index
      %348 = arith.index_cast %347 : index to i32
      %349 = fly.make_int_tuple(%348) : (i32) -> !fly.int_tuple<(*,?)>
      %350 = fly.slice(%78, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %351 = fly.copy_atom_call_ssa(%123, %350) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %352 = vector.bitcast %351 : vector<4xi32> to vector<8xbf16>
      %353 = arith.muli %298, %6 : index
      %c8_i32_68 = arith.constant 8 : i32
      %354 = arith.index_cast %c8_i32_68 : i32 to index
      %355 = arith.muli %28, %354 : index
      %c64_i32_69 = arith.constant 64 : i32
      %356 = arith.index_cast %c64_i32_69 : i32 to index
      %357 = arith.addi %355, %356 : index
      %358 = arith.addi %353, %357 : index
      %359 = arith.addi %56, %358 : index
      %360 = arith.index_cast %359 : index to i32
      %361 = fly.make_int_tuple(%360) : (i32) -> !fly.int_tuple<(*,?)>
      %362 = fly.slice(%78, %361) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %363 = fly.copy_atom_call_ssa(%123, %362) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %364 = vector.bitcast %363 : vector<4xi32> to vector<8xbf16>
      %365 = arith.muli %298, %6 : index
      %c8_i32_70 = arith.constant 8 : i32
      %366 = arith.index_cast %c8_i32_70 : i32 to index
      %367 = arith.muli %28, %366 : index
      %c80_i32 = arith.constant 80 : i32
      %368 = arith.index_cast %c80_i32 : i32 to index
      %369 = arith.addi %367, %368 : index
      %370 = arith.addi %365, %369 : index
      %371 = arith.addi %56, %370 : index
      %372 = arith.index_cast %371 : index to i32
      %373 = fly.make_int_tuple(%372) : (i32) -> !fly.int_tuple<(*,?)>
      %374 = fly.slice(%78, %373) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %375 = fly.copy_atom_call_ssa(%123, %374) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %376 = vector.bitcast %375 : vector<4xi32> to vector<8xbf16>
      %377 = arith.muli %298, %6 : index
      %c8_i32_71 = arith.constant 8 : i32
      %378 = arith.index_cast %c8_i32_71 : i32 to index
      %379 = arith.muli %28, %378 : index
      %c96_i32 = arith.constant 96 : i32
      %380 = arith.index_cast %c96_i32 : i32 to index
      %381 = arith.addi %379, %380 : index
      %382 = arith.addi %377, %381 : index
      %383 = arith.addi %56, %382 : index
      %384 = arith.index_cast %383 : index to i32
      %385 = fly.make_int_tuple(%384) : (i32) -> !fly.int_tuple<(*,?)>
      %386 = fly.slice(%78, %385) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %387 = fly.copy_atom_call_ssa(%123, %386) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %388 = vector.bitcast %387 : vector<4xi32> to vector<8xbf16>
      %389 = arith.muli %298, %6 : index
      %c8_i32_72 = arith.constant 8 : i32
      %390 = arith.index_cast %c8_i32_72 : i32 to index
      %391 = arith.muli %28, %390 : index
      %c112_i32 = arith.constant 112 : i32
      %392 = arith.index_cast %c112_i32 : i32 to index
      %393 = arith.addi %391, %392 : index
      %394 = arith.addi %389, %393 : index
      %395 = arith.addi %56, %394 : index
      %396 = arith.index_cast %395 : index to i32
      %397 = fly.make_int_tuple(%396) : (i32) -> !fly.int_tuple<(*,?)>
      %398 = fly.slice(%78, %397) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %399 = fly.copy_atom_call_ssa(%123, %398) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %400 = vector.bitcast %399 : vector<4xi32> to vector<8xbf16>
      %401 = vector.shuffle %316, %328 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %402 = vector.shuffle %340, %352 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %403 = vector.shuffle %364, %376 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %404 = vector.shuffle %388, %400 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %405 = vector.shuffle %401, %402 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %406 = vector.shuffle %403, %404 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %407 = vector.shuffle %405, %406 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xbf16>, vector<32xbf16>
      %408 = llvm.fpext %407 fastmath<fast> : vector<64xbf16> to vector<64xf32>
      %409 = vector.from_elements %3 : vector<1xf32>
      %410 = vector.extract %409[0] : f32 from vector<1xf32>
      %411 = vector.broadcast %410 : f32 to vector<64xf32>
      %412 = arith.mulf %411, %408 fastmath<fast> : vector<64xf32>
      %413 = llvm.fptrunc %412 fastmath<fast> : vector<64xf32> to vector<64xbf16>
      %c0_i32_73 = arith.constant 0 : i32
      %414 = arith.index_cast %c0_i32_73 : i32 to index
      %c1_74 = arith.constant 1 : index
      %415 = arith.addi %c1_74, %414 : index
      %c64_i32_75 = arith.constant 64 : i32
      %416 = arith.index_cast %c64_i32_75 : i32 to index
      %417 = arith.muli %415, %416 : index
      %418 = arith.muli %417, %7 : index
      %c8_i32_76 = arith.constant 8 : i32
      %419 = arith.index_cast %c8_i32_76 : i32 to index
      %420 = arith.muli %134, %419 : index
      %421 = arith.addi %420, %22 : index
      %c8_i32_77 = arith.constant 8 : i32
      %422 = arith.index_cast %c8_i32_77 : i32 to index
      %423 = arith.muli %136, %422 : index
      %c0_i32_78 = arith.constant 0 : i32
      %424 = arith.index_cast %c0_i32_78 : i32 to index
      %425 = arith.addi %423, %424 : index
      %426 = arith.muli %421, %7 : index
      %427 = arith.addi %58, %426 : index
      %428 = arith.addi %427, %425 : index
      %429 = fly.inttoptr(%207) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %430 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %431 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %432 = fly.make_layout(%430, %431) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %433 = fly.make_view(%429, %432) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %434 = arith.index_cast %428 : index to i32
      %435 = fly.make_int_tuple(%434) : (i32) -> !fly.int_tuple<(*,?)>
      %436 = fly.slice(%110, %435) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %437 = arith.index_cast %418 : index to i32
      %438 = fly.atom.set_value(%125, "soffset", %437) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%438, %436, %433) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_79 = arith.constant 8 : i32
      %439 = arith.index_cast %c8_i32_79 : i32 to index
      %440 = arith.muli %134, %439 : index
      %441 = arith.addi %440, %22 : index
      %c8_i32_80 = arith.constant 8 : i32
      %442 = arith.index_cast %c8_i32_80 : i32 to index
      %443 = arith.muli %136, %442 : index
      %c64_i32_81 = arith.constant 64 : i32
      %444 = arith.index_cast %c64_i32_81 : i32 to index
      %445 = arith.addi %443, %444 : index
      %446 = arith.muli %441, %7 : index
      %447 = arith.addi %58, %446 : index
      %448 = arith.addi %447, %445 : index
      %449 = fly.inttoptr(%216) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %450 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %451 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %452 = fly.make_layout(%450, %451) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %453 = fly.make_view(%449, %452) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %454 = arith.index_cast %448 : index to i32
      %455 = fly.make_int_tuple(%454) : (i32) -> !fly.int_tuple<(*,?)>
      %456 = fly.slice(%110, %455) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %457 = arith.index_cast %418 : index to i32
      %458 = fly.atom.set_value(%125, "soffset", %457) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%458, %456, %453) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_82 = arith.constant 0 : i32
      %459 = arith.index_cast %c0_i32_82 : i32 to index
      %c0_83 = arith.constant 0 : index
      %460 = arith.addi %c0_83, %459 : index
      %c64_i32_84 = arith.constant 64 : i32
      %461 = arith.index_cast %c64_i32_84 : i32 to index
      %462 = arith.muli %460, %461 : index
      %463 = arith.muli %462, %7 : index
      %c8_i32_85 = arith.constant 8 : i32
      %464 = arith.index_cast %c8_i32_85 : i32 to index
      %465 = arith.muli %134, %464 : index
      %466 = arith.addi %465, %22 : index
      %c8_i32_86 = arith.constant 8 : i32
      %467 = arith.index_cast %c8_i32_86 : i32 to index
      %468 = arith.muli %136, %467 : index
      %c0_i32_87 = arith.constant 0 : i32
      %469 = arith.index_cast %c0_i32_87 : i32 to index
      %470 = arith.addi %468, %469 : index
      %471 = arith.muli %466, %7 : index
      %472 = arith.addi %58, %471 : index
      %473 = arith.addi %472, %470 : index
      %474 = fly.inttoptr(%225) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %475 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %476 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %477 = fly.make_layout(%475, %476) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %478 = fly.make_view(%474, %477) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %479 = arith.index_cast %473 : index to i32
      %480 = fly.make_int_tuple(%479) : (i32) -> !fly.int_tuple<(*,?)>
      %481 = fly.slice(%122, %480) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %482 = arith.index_cast %463 : index to i32
      %483 = fly.atom.set_value(%125, "soffset", %482) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%483, %481, %478) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_88 = arith.constant 8 : i32
      %484 = arith.index_cast %c8_i32_88 : i32 to index
      %485 = arith.muli %134, %484 : index
      %486 = arith.addi %485, %22 : index
      %c8_i32_89 = arith.constant 8 : i32
      %487 = arith.index_cast %c8_i32_89 : i32 to index
      %488 = arith.muli %136, %487 : index
      %c64_i32_90 = arith.constant 64 : i32
      %489 = arith.index_cast %c64_i32_90 : i32 to index
      %490 = arith.addi %488, %489 : index
      %491 = arith.muli %486, %7 : index
      %492 = arith.addi %58, %491 : index
      %493 = arith.addi %492, %490 : index
      %494 = fly.inttoptr(%234) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %495 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %496 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %497 = fly.make_layout(%495, %496) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %498 = fly.make_view(%494, %497) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %499 = arith.index_cast %493 : index to i32
      %500 = fly.make_int_tuple(%499) : (i32) -> !fly.int_tuple<(*,?)>
      %501 = fly.slice(%122, %500) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %502 = arith.index_cast %463 : index to i32
      %503 = fly.atom.set_value(%125, "soffset", %502) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%503, %501, %498) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_91 = arith.constant 0 : i32
      %504 = arith.index_cast %c0_i32_91 : i32 to index
      %505 = arith.addi %159, %504 : index
      %c0_i32_92 = arith.constant 0 : i32
      %506 = arith.index_cast %c0_i32_92 : i32 to index
      %507 = arith.addi %505, %506 : index
      %c2_i32_93 = arith.constant 2 : i32
      %508 = arith.index_cast %c2_i32_93 : i32 to index
      %509 = arith.muli %507, %508 : index
      %510 = arith.index_cast %509 : index to i64
      %511 = llvm.getelementptr %12[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %512 = llvm.load %511 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_94 = arith.constant 256 : i32
      %513 = arith.index_cast %c256_i32_94 : i32 to index
      %514 = arith.addi %507, %513 : index
      %c2_i32_95 = arith.constant 2 : i32
      %515 = arith.index_cast %c2_i32_95 : i32 to index
      %516 = arith.muli %514, %515 : index
      %517 = arith.index_cast %516 : index to i64
      %518 = llvm.getelementptr %12[%517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %519 = llvm.load %518 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_96 = arith.constant 0 : i32
      %520 = arith.index_cast %c0_i32_96 : i32 to index
      %521 = arith.addi %159, %520 : index
      %c16_i32_97 = arith.constant 16 : i32
      %522 = arith.index_cast %c16_i32_97 : i32 to index
      %523 = arith.addi %521, %522 : index
      %c2_i32_98 = arith.constant 2 : i32
      %524 = arith.index_cast %c2_i32_98 : i32 to index
      %525 = arith.muli %523, %524 : index
      %526 = arith.index_cast %525 : index to i64
      %527 = llvm.getelementptr %12[%526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %528 = llvm.load %527 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_99 = arith.constant 256 : i32
      %529 = arith.index_cast %c256_i32_99 : i32 to index
      %530 = arith.addi %523, %529 : index
      %c2_i32_100 = arith.constant 2 : i32
      %531 = arith.index_cast %c2_i32_100 : i32 to index
      %532 = arith.muli %530, %531 : index
      %533 = arith.index_cast %532 : index to i64
      %534 = llvm.getelementptr %12[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %535 = llvm.load %534 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_101 = arith.constant 0 : i32
      %536 = arith.index_cast %c0_i32_101 : i32 to index
      %537 = arith.addi %159, %536 : index
      %c32_i32_102 = arith.constant 32 : i32
      %538 = arith.index_cast %c32_i32_102 : i32 to index
      %539 = arith.addi %537, %538 : index
      %c2_i32_103 = arith.constant 2 : i32
      %540 = arith.index_cast %c2_i32_103 : i32 to index
      %541 = arith.muli %539, %540 : index
      %542 = arith.index_cast %541 : index to i64
      %543 = llvm.getelementptr %12[%542] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %544 = llvm.load %543 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_104 = arith.constant 256 : i32
      %545 = arith.index_cast %c256_i32_104 : i32 to index
      %546 = arith.addi %539, %545 : index
      %c2_i32_105 = arith.constant 2 : i32
      %547 = arith.index_cast %c2_i32_105 : i32 to index
      %548 = arith.muli %546, %547 : index
      %549 = arith.index_cast %548 : index to i64
      %550 = llvm.getelementptr %12[%549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %551 = llvm.load %550 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_106 = arith.constant 0 : i32
      %552 = arith.index_cast %c0_i32_106 : i32 to index
      %553 = arith.addi %159, %552 : index
      %c48_i32_107 = arith.constant 48 : i32
      %554 = arith.index_cast %c48_i32_107 : i32 to index
      %555 = arith.addi %553, %554 : index
      %c2_i32_108 = arith.constant 2 : i32
      %556 = arith.index_cast %c2_i32_108 : i32 to index
      %557 = arith.muli %555, %556 : index
      %558 = arith.index_cast %557 : index to i64
      %559 = llvm.getelementptr %12[%558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %560 = llvm.load %559 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_109 = arith.constant 256 : i32
      %561 = arith.index_cast %c256_i32_109 : i32 to index
      %562 = arith.addi %555, %561 : index
      %c2_i32_110 = arith.constant 2 : i32
      %563 = arith.index_cast %c2_i32_110 : i32 to index
      %564 = arith.muli %562, %563 : index
      %565 = arith.index_cast %564 : index to i64
      %566 = llvm.getelementptr %12[%565] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %567 = llvm.load %566 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_111 = arith.constant 0 : i32
      %568 = arith.index_cast %c0_i32_111 : i32 to index
      %569 = arith.addi %159, %568 : index
      %c4160_i32 = arith.constant 4160 : i32
      %570 = arith.index_cast %c4160_i32 : i32 to index
      %571 = arith.addi %569, %570 : index
      %c2_i32_112 = arith.constant 2 : i32
      %572 = arith.index_cast %c2_i32_112 : i32 to index
      %573 = arith.muli %571, %572 : index
      %574 = arith.index_cast %573 : index to i64
      %575 = llvm.getelementptr %12[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %576 = llvm.load %575 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_113 = arith.constant 256 : i32
      %577 = arith.index_cast %c256_i32_113 : i32 to index
      %578 = arith.addi %571, %577 : index
      %c2_i32_114 = arith.constant 2 : i32
      %579 = arith.index_cast %c2_i32_114 : i32 to index
      %580 = arith.muli %578, %579 : index
      %581 = arith.index_cast %580 : index to i64
      %582 = llvm.getelementptr %12[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %583 = llvm.load %582 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_115 = arith.constant 0 : i32
      %584 = arith.index_cast %c0_i32_115 : i32 to index
      %585 = arith.addi %159, %584 : index
      %c4176_i32 = arith.constant 4176 : i32
      %586 = arith.index_cast %c4176_i32 : i32 to index
      %587 = arith.addi %585, %586 : index
      %c2_i32_116 = arith.constant 2 : i32
      %588 = arith.index_cast %c2_i32_116 : i32 to index
      %589 = arith.muli %587, %588 : index
      %590 = arith.index_cast %589 : index to i64
      %591 = llvm.getelementptr %12[%590] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %592 = llvm.load %591 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_117 = arith.constant 256 : i32
      %593 = arith.index_cast %c256_i32_117 : i32 to index
      %594 = arith.addi %587, %593 : index
      %c2_i32_118 = arith.constant 2 : i32
      %595 = arith.index_cast %c2_i32_118 : i32 to index
      %596 = arith.muli %594, %595 : index
      %597 = arith.index_cast %596 : index to i64
      %598 = llvm.getelementptr %12[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %599 = llvm.load %598 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_119 = arith.constant 0 : i32
      %600 = arith.index_cast %c0_i32_119 : i32 to index
      %601 = arith.addi %159, %600 : index
      %c4192_i32 = arith.constant 4192 : i32
      %602 = arith.index_cast %c4192_i32 : i32 to index
      %603 = arith.addi %601, %602 : index
      %c2_i32_120 = arith.constant 2 : i32
      %604 = arith.index_cast %c2_i32_120 : i32 to index
      %605 = arith.muli %603, %604 : index
      %606 = arith.index_cast %605 : index to i64
      %607 = llvm.getelementptr %12[%606] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %608 = llvm.load %607 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_121 = arith.constant 256 : i32
      %609 = arith.index_cast %c256_i32_121 : i32 to index
      %610 = arith.addi %603, %609 : index
      %c2_i32_122 = arith.constant 2 : i32
      %611 = arith.index_cast %c2_i32_122 : i32 to index
      %612 = arith.muli %610, %611 : index
      %613 = arith.index_cast %612 : index to i64
      %614 = llvm.getelementptr %12[%613] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %615 = llvm.load %614 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_123 = arith.constant 0 : i32
      %616 = arith.index_cast %c0_i32_123 : i32 to index
      %617 = arith.addi %159, %616 : index
      %c4208_i32 = arith.constant 4208 : i32
      %618 = arith.index_cast %c4208_i32 : i32 to index
      %619 = arith.addi %617, %618 : index
      %c2_i32_124 = arith.constant 2 : i32
      %620 = arith.index_cast %c2_i32_124 : i32 to index
      %621 = arith.muli %619, %620 : index
      %622 = arith.index_cast %621 : index to i64
      %623 = llvm.getelementptr %12[%622] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %624 = llvm.load %623 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_125 = arith.constant 256 : i32
      %625 = arith.index_cast %c256_i32_125 : i32 to index
      %626 = arith.addi %619, %625 : index
      %c2_i32_126 = arith.constant 2 : i32
      %627 = arith.index_cast %c2_i32_126 : i32 to index
      %628 = arith.muli %626, %627 : index
      %629 = arith.index_cast %628 : index to i64
      %630 = llvm.getelementptr %12[%629] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %631 = llvm.load %630 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.sched.barrier none
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      %c0_i32_127 = arith.constant 0 : i32
      %632 = arith.cmpi ne, %32, %c0_i32_127 : i32
      scf.if %632 {
        rocdl.sched.barrier none
        rocdl.s.barrier
      }
      %c0_i32_128 = arith.constant 0 : i32
      %633 = arith.index_cast %c0_i32_128 : i32 to index
      %c0_129 = arith.constant 0 : index
      %634 = arith.addi %c0_129, %633 : index
      %635 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %636 = fly.mma_atom_call_ssa(%126, %512, %635, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %637 = fly.mma_atom_call_ssa(%126, %519, %635, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %638 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %639 = fly.mma_atom_call_ssa(%126, %528, %638, %636) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %640 = fly.mma_atom_call_ssa(%126, %535, %638, %637) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %641 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %642 = fly.mma_atom_call_ssa(%126, %544, %641, %639) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %643 = fly.mma_atom_call_ssa(%126, %551, %641, %640) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %644 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %645 = fly.mma_atom_call_ssa(%126, %560, %644, %642) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %646 = fly.mma_atom_call_ssa(%126, %567, %644, %643) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %647 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %648 = fly.mma_atom_call_ssa(%126, %576, %647, %645) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %649 = fly.mma_atom_call_ssa(%126, %583, %647, %646) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %650 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %651 = fly.mma_atom_call_ssa(%126, %592, %650, %648) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %652 = fly.mma_atom_call_ssa(%126, %599, %650, %649) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %653 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %654 = fly.mma_atom_call_ssa(%126, %608, %653, %651) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %655 = fly.mma_atom_call_ssa(%126, %615, %653, %652) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %656 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %657 = fly.mma_atom_call_ssa(%126, %624, %656, %654) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %658 = fly.mma_atom_call_ssa(%126, %631, %656, %655) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      rocdl.sched.barrier none
      %c64_i32_130 = arith.constant 64 : i32
      %659 = arith.index_cast %c64_i32_130 : i32 to index
      %c1_131 = arith.constant 1 : index
      %660 = arith.muli %c1_131, %659 : index
      %661 = arith.index_cast %660 : index to i32
      %662 = arith.cmpi sgt, %661, %arg13 : i32
      %663:2 = scf.if %662 -> (vector<16xf32>, vector<16xf32>) {
        %3700 = vector.extract %657[0] : f32 from vector<16xf32>
        %3701 = vector.extract %657[1] : f32 from vector<16xf32>
        %3702 = vector.extract %657[2] : f32 from vector<16xf32>
        %3703 = vector.extract %657[3] : f32 from vector<16xf32>
        %3704 = vector.extract %657[4] : f32 from vector<16xf32>
        %3705 = vector.extract %657[5] : f32 from vector<16xf32>
        %3706 = vector.extract %657[6] : f32 from vector<16xf32>
        %3707 = vector.extract %657[7] : f32 from vector<16xf32>
        %3708 = vector.extract %657[8] : f32 from vector<16xf32>
        %3709 = vector.extract %657[9] : f32 from vector<16xf32>
        %3710 = vector.extract %657[10] : f32 from vector<16xf32>
        %3711 = vector.extract %657[11] : f32 from vector<16xf32>
        %3712 = vector.extract %657[12] : f32 from vector<16xf32>
        %3713 = vector.extract %657[13] : f32 from vector<16xf32>
        %3714 = vector.extract %657[14] : f32 from vector<16xf32>
        %3715 = vector.extract %657[15] : f32 from vector<16xf32>
        %3716 = vector.extract %658[0] : f32 from vector<16xf32>
        %3717 = vector.extract %658[1] : f32 from vector<16xf32>
        %3718 = vector.extract %658[2] : f32 from vector<16xf32>
        %3719 = vector.extract %658[3] : f32 from vector<16xf32>
        %3720 = vector.extract %658[4] : f32 from vector<16xf32>
        %3721 = vector.extract %658[5] : f32 from vector<16xf32>
        %3722 = vector.extract %658[6] : f32 from vector<16xf32>
        %3723 = vector.extract %658[7] : f32 from vector<16xf32>
        %3724 = vector.extract %658[8] : f32 from vector<16xf32>
        %3725 = vector.extract %658[9] : f32 from vector<16xf32>
        %3726 = vector.extract %658[10] : f32 from vector<16xf32>
        %3727 = vector.extract %658[11] : f32 from vector<16xf32>
        %3728 = vector.extract %658[12] : f32 from vector<16xf32>
        %3729 = vector.extract %658[13] : f32 from vector<16xf32>
        %3730 = vector.extract %658[14] : f32 from vector<16xf32>
        %3731 = vector.extract %658[15] : f32 from vector<16xf32>
        %c64_i32_458 = arith.constant 64 : i32
        %3732 = arith.index_cast %c64_i32_458 : i32 to index
        %c0_459 = arith.constant 0 : index
        %3733 = arith.muli %c0_459, %3732 : index
        %3734 = arith.index_cast %3733 : index to i32
        %3735 = arith.index_cast %28 : index to i32
        %c4_i32_460 = arith.constant 4 : i32
        %3736 = arith.muli %3735, %c4_i32_460 : i32
        %3737 = arith.addi %3734, %3736 : i32
        %c0_i32_461 = arith.constant 0 : i32
        %3738 = arith.addi %3737, %c0_i32_461 : i32
        %c32_i32_462 = arith.constant 32 : i32
        %3739 = arith.addi %3738, %c32_i32_462 : i32
        %3740 = arith.cmpi slt, %3738, %arg13 : i32
        %cst_463 = arith.constant 0xFF800000 : f32
        %3741 = arith.select %3740, %3700, %cst_463 : f32
        %3742 = arith.cmpi slt, %3739, %arg13 : i32
        %cst_464 = arith.constant 0xFF800000 : f32
        %3743 = arith.select %3742, %3716, %cst_464 : f32
        %c1_i32_465 = arith.constant 1 : i32
        %3744 = arith.addi %3737, %c1_i32_465 : i32
        %c32_i32_466 = arith.constant 32 : i32
        %3745 = arith.addi %3744, %c32_i32_466 : i32
        %3746 = arith.cmpi slt, %3744, %arg13 : i32
        %cst_467 = arith.constant 0xFF800000 : f32
        %3747 = arith.select %3746, %3701, %cst_467 : f32
        %3748 = arith.cmpi slt, %3745, %arg13 : i32
        %cst_468 = arith.constant 0xFF800000 : f32
        %3749 = arith.select %3748, %3717, %cst_468 : f32
        %c2_i32_469 = arith.constant 2 : i32
        %3750 = arith.addi %3737, %c2_i32_469 : i32
        %c32_i32_470 = arith.constant 32 : i32
        %3751 = arith.addi %3750, %c32_i32_470 : i32
        %3752 = arith.cmpi slt, %3750, %arg13 : i32
        %cst_471 = arith.constant 0xFF800000 : f32
        %3753 = arith.select %3752, %3702, %cst_471 : f32
        %3754 = arith.cmpi slt, %3751, %arg13 : i32
        %cst_472 = arith.constant 0xFF800000 : f32
        %3755 = arith.select %3754, %3718, %cst_472 : f32
        %c3_i32_473 = arith.constant 3 : i32
        %3756 = arith.addi %3737, %c3_i32_473 : i32
        %c32_i32_474 = arith.constant 32 : i32
        %3757 = arith.addi %3756, %c32_i32_474 : i32
        %3758 = arith.cmpi slt, %3756, %arg13 : i32
        %cst_475 = arith.constant 0xFF800000 : f32
        %3759 = arith.select %3758, %3703, %cst_475 : f32
        %3760 = arith.cmpi slt, %3757, %arg13 : i32
        %cst_476 = arith.constant 0xFF800000 : f32
        %3761 = arith.select %3760, %3719, %cst_476 : f32
        %c8_i32_477 = arith.constant 8 : i32
        %3762 = arith.addi %3737, %c8_i32_477 : i32
        %c32_i32_478 = arith.constant 32 : i32
        %3763 = arith.addi %3762, %c32_i32_478 : i32
        %3764 = arith.cmpi slt, %3762, %arg13 : i32
        %cst_479 = arith.constant 0xFF800000 : f32
        %3765 = arith.select %3764, %3704, %cst_479 : f32
        %3766 = arith.cmpi slt, %3763, %arg13 : i32
        %cst_480 = arith.constant 0xFF800000 : f32
        %3767 = arith.select %3766, %3720, %cst_480 : f32
        %c9_i32 = arith.constant 9 : i32
        %3768 = arith.addi %3737, %c9_i32 : i32
        %c32_i32_481 = arith.constant 32 : i32
        %3769 = arith.addi %3768, %c32_i32_481 : i32
        %3770 = arith.cmpi slt, %3768, %arg13 : i32
        %cst_482 = arith.constant 0xFF800000 : f32
        %3771 = arith.select %3770, %3705, %cst_482 : f32
        %3772 = arith.cmpi slt, %3769, %arg13 : i32
        %cst_483 = arith.constant 0xFF800000 : f32
        %3773 = arith.select %3772, %3721, %cst_483 : f32
        %c10_i32 = arith.constant 10 : i32
        %3774 = arith.addi %3737, %c10_i32 : i32
        %c32_i32_484 = arith.constant 32 : i32
        %3775 = arith.addi %3774, %c32_i32_484 : i32
        %3776 = arith.cmpi slt, %3774, %arg13 : i32
        %cst_485 = arith.constant 0xFF800000 : f32
        %3777 = arith.select %3776, %3706, %cst_485 : f32
        %3778 = arith.cmpi slt, %3775, %arg13 : i32
        %cst_486 = arith.constant 0xFF800000 : f32
        %3779 = arith.select %3778, %3722, %cst_486 : f32
        %c11_i32 = arith.constant 11 : i32
        %3780 = arith.addi %3737, %c11_i32 : i32
        %c32_i32_487 = arith.constant 32 : i32
        %3781 = arith.addi %3780, %c32_i32_487 : i32
        %3782 = arith.cmpi slt, %3780, %arg13 : i32
        %cst_488 = arith.constant 0xFF800000 : f32
        %3783 = arith.select %3782, %3707, %cst_488 : f32
        %3784 = arith.cmpi slt, %3781, %arg13 : i32
        %cst_489 = arith.constant 0xFF800000 : f32
        %3785 = arith.select %3784, %3723, %cst_489 : f32
        %c16_i32_490 = arith.constant 16 : i32
        %3786 = arith.addi %3737, %c16_i32_490 : i32
        %c32_i32_491 = arith.constant 32 : i32
        %3787 = arith.addi %3786, %c32_i32_491 : i32
        %3788 = arith.cmpi slt, %3786, %arg13 : i32
        %cst_492 = arith.constant 0xFF800000 : f32
        %3789 = arith.select %3788, %3708, %cst_492 : f32
        %3790 = arith.cmpi slt, %3787, %arg13 : i32
        %cst_493 = arith.constant 0xFF800000 : f32
        %3791 = arith.select %3790, %3724, %cst_493 : f32
        %c17_i32 = arith.constant 17 : i32
        %3792 = arith.addi %3737, %c17_i32 : i32
        %c32_i32_494 = arith.constant 32 : i32
        %3793 = arith.addi %3792, %c32_i32_494 : i32
        %3794 = arith.cmpi slt, %3792, %arg13 : i32
        %cst_495 = arith.constant 0xFF800000 : f32
        %3795 = arith.select %3794, %3709, %cst_495 : f32
        %3796 = arith.cmpi slt, %3793, %arg13 : i32
        %cst_496 = arith.constant 0xFF800000 : f32
        %3797 = arith.select %3796, %3725, %cst_496 : f32
        %c18_i32 = arith.constant 18 : i32
        %3798 = arith.addi %3737, %c18_i32 : i32
        %c32_i32_497 = arith.constant 32 : i32
        %3799 = arith.addi %3798, %c32_i32_497 : i32
        %3800 = arith.cmpi slt, %3798, %arg13 : i32
        %cst_498 = arith.constant 0xFF800000 : f32
        %3801 = arith.select %3800, %3710, %cst_498 : f32
        %3802 = arith.cmpi slt, %3799, %arg13 : i32
        %cst_499 = arith.constant 0xFF800000 : f32
        %3803 = arith.select %3802, %3726, %cst_499 : f32
        %c19_i32 = arith.constant 19 : i32
        %3804 = arith.addi %3737, %c19_i32 : i32
        %c32_i32_500 = arith.constant 32 : i32
        %3805 = arith.addi %3804, %c32_i32_500 : i32
        %3806 = arith.cmpi slt, %3804, %arg13 : i32
        %cst_501 = arith.constant 0xFF800000 : f32
        %3807 = arith.select %3806, %3711, %cst_501 : f32
        %3808 = arith.cmpi slt, %3805, %arg13 : i32
        %cst_502 = arith.constant 0xFF800000 : f32
        %3809 = arith.select %3808, %3727, %cst_502 : f32
        %c24_i32 = arith.constant 24 : i32
        %3810 = arith.addi %3737, %c24_i32 : i32
        %c32_i32_503 = arith.constant 32 : i32
        %3811 = arith.addi %3810, %c32_i32_503 : i32
        %3812 = arith.cmpi slt, %3810, %arg13 : i32
        %cst_504 = arith.constant 0xFF800000 : f32
        %3813 = arith.select %3812, %3712, %cst_504 : f32
        %3814 = arith.cmpi slt, %3811, %arg13 : i32
        %cst_505 = arith.constant 0xFF800000 : f32
        %3815 = arith.select %3814, %3728, %cst_505 : f32
        %c25_i32 = arith.constant 25 : i32
        %3816 = arith.addi %3737, %c25_i32 : i32
        %c32_i32_506 = arith.constant 32 : i32
        %3817 = arith.addi %3816, %c32_i32_506 : i32
        %3818 = arith.cmpi slt, %3816, %arg13 : i32
        %cst_507 = arith.constant 0xFF800000 : f32
        %3819 = arith.select %3818, %3713, %cst_507 : f32
        %3820 = arith.cmpi slt, %3817, %arg13 : i32
        %cst_508 = arith.constant 0xFF800000 : f32
        %3821 = arith.select %3820, %3729, %cst_508 : f32
        %c26_i32 = arith.constant 26 : i32
        %3822 = arith.addi %3737, %c26_i32 : i32
        %c32_i32_509 = arith.constant 32 : i32
        %3823 = arith.addi %3822, %c32_i32_509 : i32
        %3824 = arith.cmpi slt, %3822, %arg13 : i32
        %cst_510 = arith.constant 0xFF800000 : f32
        %3825 = arith.select %3824, %3714, %cst_510 : f32
        %3826 = arith.cmpi slt, %3823, %arg13 : i32
        %cst_511 = arith.constant 0xFF800000 : f32
        %3827 = arith.select %3826, %3730, %cst_511 : f32
        %c27_i32 = arith.constant 27 : i32
        %3828 = arith.addi %3737, %c27_i32 : i32
        %c32_i32_512 = arith.constant 32 : i32
        %3829 = arith.addi %3828, %c32_i32_512 : i32
        %3830 = arith.cmpi slt, %3828, %arg13 : i32
        %cst_513 = arith.constant 0xFF800000 : f32
        %3831 = arith.select %3830, %3715, %cst_513 : f32
        %3832 = arith.cmpi slt, %3829, %arg13 : i32
        %cst_514 = arith.constant 0xFF800000 : f32
        %3833 = arith.select %3832, %3731, %cst_514 : f32
        %3834 = vector.from_elements %3741, %3747, %3753, %3759, %3765, %3771, %3777, %3783, %3789, %3795, %3801, %3807, %3813, %3819, %3825, %3831 : vector<16xf32>
        %3835 = vector.from_elements %3743, %3749, %3755, %3761, %3767, %3773, %3779, %3785, %3791, %3797, %3803, %3809, %3815, %3821, %3827, %3833 : vector<16xf32>
        scf.yield %3834, %3835 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %657, %658 : vector<16xf32>, vector<16xf32>
      }
      %664 = vector.extract %663#0[0] : f32 from vector<16xf32>
      %cst_132 = arith.constant 0xFF800000 : f32
      %665 = arith.maxnumf %cst_132, %664 fastmath<fast> : f32
      %666 = vector.extract %663#0[1] : f32 from vector<16xf32>
      %667 = arith.maxnumf %665, %666 fastmath<fast> : f32
      %668 = vector.extract %663#0[2] : f32 from vector<16xf32>
      %669 = arith.maxnumf %667, %668 fastmath<fast> : f32
      %670 = vector.extract %663#0[3] : f32 from vector<16xf32>
      %671 = arith.maxnumf %669, %670 fastmath<fast> : f32
      %672 = vector.extract %663#0[4] : f32 from vector<16xf32>
      %673 = arith.maxnumf %671, %672 fastmath<fast> : f32
      %674 = vector.extract %663#0[5] : f32 from vector<16xf32>
      %675 = arith.maxnumf %673, %674 fastmath<fast> : f32
      %676 = vector.extract %663#0[6] : f32 from vector<16xf32>
      %677 = arith.maxnumf %675, %676 fastmath<fast> : f32
      %678 = vector.extract %663#0[7] : f32 from vector<16xf32>
      %679 = arith.maxnumf %677, %678 fastmath<fast> : f32
      %680 = vector.extract %663#0[8] : f32 from vector<16xf32>
      %681 = arith.maxnumf %679, %680 fastmath<fast> : f32
      %682 = vector.extract %663#0[9] : f32 from vector<16xf32>
      %683 = arith.maxnumf %681, %682 fastmath<fast> : f32
      %684 = vector.extract %663#0[10] : f32 from vector<16xf32>
      %685 = arith.maxnumf %683, %684 fastmath<fast> : f32
      %686 = vector.extract %663#0[11] : f32 from vector<16xf32>
      %687 = arith.maxnumf %685, %686 fastmath<fast> : f32
      %688 = vector.extract %663#0[12] : f32 from vector<16xf32>
      %689 = arith.maxnumf %687, %688 fastmath<fast> : f32
      %690 = vector.extract %663#0[13] : f32 from vector<16xf32>
      %691 = arith.maxnumf %689, %690 fastmath<fast> : f32
      %692 = vector.extract %663#0[14] : f32 from vector<16xf32>
      %693 = arith.maxnumf %691, %692 fastmath<fast> : f32
      %694 = vector.extract %663#0[15] : f32 from vector<16xf32>
      %695 = arith.maxnumf %693, %694 fastmath<fast> : f32
      %696 = vector.extract %663#1[0] : f32 from vector<16xf32>
      %697 = arith.maxnumf %695, %696 fastmath<fast> : f32
      %698 = vector.extract %663#1[1] : f32 from vector<16xf32>
      %699 = arith.maxnumf %697, %698 fastmath<fast> : f32
      %700 = vector.extract %663#1[2] : f32 from vector<16xf32>
      %701 = arith.maxnumf %699, %700 fastmath<fast> : f32
      %702 = vector.extract %663#1[3] : f32 from vector<16xf32>
      %703 = arith.maxnumf %701, %702 fastmath<fast> : f32
      %704 = vector.extract %663#1[4] : f32 from vector<16xf32>
      %705 = arith.maxnumf %703, %704 fastmath<fast> : f32
      %706 = vector.extract %663#1[5] : f32 from vector<16xf32>
      %707 = arith.maxnumf %705, %706 fastmath<fast> : f32
      %708 = vector.extract %663#1[6] : f32 from vector<16xf32>
      %709 = arith.maxnumf %707, %708 fastmath<fast> : f32
      %710 = vector.extract %663#1[7] : f32 from vector<16xf32>
      %711 = arith.maxnumf %709, %710 fastmath<fast> : f32
      %712 = vector.extract %663#1[8] : f32 from vector<16xf32>
      %713 = arith.maxnumf %711, %712 fastmath<fast> : f32
      %714 = vector.extract %663#1[9] : f32 from vector<16xf32>
      %715 = arith.maxnumf %713, %714 fastmath<fast> : f32
      %716 = vector.extract %663#1[10] : f32 from vector<16xf32>
      %717 = arith.maxnumf %715, %716 fastmath<fast> : f32
      %718 = vector.extract %663#1[11] : f32 from vector<16xf32>
      %719 = arith.maxnumf %717, %718 fastmath<fast> : f32
      %720 = vector.extract %663#1[12] : f32 from vector<16xf32>
      %721 = arith.maxnumf %719, %720 fastmath<fast> : f32
      %722 = vector.extract %663#1[13] : f32 from vector<16xf32>
      %723 = arith.maxnumf %721, %722 fastmath<fast> : f32
      %724 = vector.extract %663#1[14] : f32 from vector<16xf32>
      %725 = arith.maxnumf %723, %724 fastmath<fast> : f32
      %726 = vector.extract %663#1[15] : f32 from vector<16xf32>
      %727 = arith.maxnumf %725, %726 fastmath<fast> : f32
      %728 = arith.bitcast %727 : f32 to i32
      %729 = rocdl.permlane32.swap %728, %728, false, true : (i32, i32) -> <(i32, i32)>
      %730 = llvm.extractvalue %729[0] : !llvm.struct<(i32, i32)> 
      %731 = llvm.extractvalue %729[1] : !llvm.struct<(i32, i32)> 
      %732 = arith.bitcast %730 : i32 to f32
      %733 = arith.bitcast %731 : i32 to f32
      %734 = arith.maxnumf %732, %733 fastmath<fast> : f32
      %735 = vector.extract %663#0[0] : f32 from vector<16xf32>
      %736 = arith.subf %735, %734 fastmath<fast> : f32
      %737 = vector.extract %663#0[1] : f32 from vector<16xf32>
      %738 = arith.subf %737, %734 fastmath<fast> : f32
      %739 = vector.extract %663#0[2] : f32 from vector<16xf32>
      %740 = arith.subf %739, %734 fastmath<fast> : f32
      %741 = vector.extract %663#0[3] : f32 from vector<16xf32>
      %742 = arith.subf %741, %734 fastmath<fast> : f32
      %743 = vector.extract %663#0[4] : f32 from vector<16xf32>
      %744 = arith.subf %743, %734 fastmath<fast> : f32
      %745 = vector.extract %663#0[5] : f32 from vector<16xf32>
      %746 = arith.subf %745, %734 fastmath<fast> : f32
      %747 = vector.extract %663#0[6] : f32 from vector<16xf32>
      %748 = arith.subf %747, %734 fastmath<fast> : f32
      %749 = vector.extract %663#0[7] : f32 from vector<16xf32>
      %750 = arith.subf %749, %734 fastmath<fast> : f32
      %751 = vector.extract %663#0[8] : f32 from vector<16xf32>
      %752 = arith.subf %751, %734 fastmath<fast> : f32
      %753 = vector.extract %663#0[9] : f32 from vector<16xf32>
      %754 = arith.subf %753, %734 fastmath<fast> : f32
      %755 = vector.extract %663#0[10] : f32 from vector<16xf32>
      %756 = arith.subf %755, %734 fastmath<fast> : f32
      %757 = vector.extract %663#0[11] : f32 from vector<16xf32>
      %758 = arith.subf %757, %734 fastmath<fast> : f32
      %759 = vector.extract %663#0[12] : f32 from vector<16xf32>
      %760 = arith.subf %759, %734 fastmath<fast> : f32
      %761 = vector.extract %663#0[13] : f32 from vector<16xf32>
      %762 = arith.subf %761, %734 fastmath<fast> : f32
      %763 = vector.extract %663#0[14] : f32 from vector<16xf32>
      %764 = arith.subf %763, %734 fastmath<fast> : f32
      %765 = vector.extract %663#0[15] : f32 from vector<16xf32>
      %766 = arith.subf %765, %734 fastmath<fast> : f32
      %767 = vector.extract %663#1[0] : f32 from vector<16xf32>
      %768 = arith.subf %767, %734 fastmath<fast> : f32
      %769 = vector.extract %663#1[1] : f32 from vector<16xf32>
      %770 = arith.subf %769, %734 fastmath<fast> : f32
      %771 = vector.extract %663#1[2] : f32 from vector<16xf32>
      %772 = arith.subf %771, %734 fastmath<fast> : f32
      %773 = vector.extract %663#1[3] : f32 from vector<16xf32>
      %774 = arith.subf %773, %734 fastmath<fast> : f32
      %775 = vector.extract %663#1[4] : f32 from vector<16xf32>
      %776 = arith.subf %775, %734 fastmath<fast> : f32
      %777 = vector.extract %663#1[5] : f32 from vector<16xf32>
      %778 = arith.subf %777, %734 fastmath<fast> : f32
      %779 = vector.extract %663#1[6] : f32 from vector<16xf32>
      %780 = arith.subf %779, %734 fastmath<fast> : f32
      %781 = vector.extract %663#1[7] : f32 from vector<16xf32>
      %782 = arith.subf %781, %734 fastmath<fast> : f32
      %783 = vector.extract %663#1[8] : f32 from vector<16xf32>
      %784 = arith.subf %783, %734 fastmath<fast> : f32
      %785 = vector.extract %663#1[9] : f32 from vector<16xf32>
      %786 = arith.subf %785, %734 fastmath<fast> : f32
      %787 = vector.extract %663#1[10] : f32 from vector<16xf32>
      %788 = arith.subf %787, %734 fastmath<fast> : f32
      %789 = vector.extract %663#1[11] : f32 from vector<16xf32>
      %790 = arith.subf %789, %734 fastmath<fast> : f32
      %791 = vector.extract %663#1[12] : f32 from vector<16xf32>
      %792 = arith.subf %791, %734 fastmath<fast> : f32
      %793 = vector.extract %663#1[13] : f32 from vector<16xf32>
      %794 = arith.subf %793, %734 fastmath<fast> : f32
      %795 = vector.extract %663#1[14] : f32 from vector<16xf32>
      %796 = arith.subf %795, %734 fastmath<fast> : f32
      %797 = vector.extract %663#1[15] : f32 from vector<16xf32>
      %798 = arith.subf %797, %734 fastmath<fast> : f32
      %799 = vector.from_elements %736, %738, %740, %742, %744, %746, %748, %750, %752, %754, %756, %758, %760, %762, %764, %766 : vector<16xf32>
      %800 = vector.from_elements %768, %770, %772, %774, %776, %778, %780, %782, %784, %786, %788, %790, %792, %794, %796, %798 : vector<16xf32>
      %801 = vector.extract %799[0] : f32 from vector<16xf32>
      %802 = vector.extract %799[1] : f32 from vector<16xf32>
      %803 = vector.extract %799[2] : f32 from vector<16xf32>
      %804 = vector.extract %799[3] : f32 from vector<16xf32>
      %805 = vector.extract %799[4] : f32 from vector<16xf32>
      %806 = vector.extract %799[5] : f32 from vector<16xf32>
      %807 = vector.extract %799[6] : f32 from vector<16xf32>
      %808 = vector.extract %799[7] : f32 from vector<16xf32>
      %809 = vector.extract %799[8] : f32 from vector<16xf32>
      %810 = vector.extract %799[9] : f32 from vector<16xf32>
      %811 = vector.extract %799[10] : f32 from vector<16xf32>
      %812 = vector.extract %799[11] : f32 from vector<16xf32>
      %813 = vector.extract %799[12] : f32 from vector<16xf32>
      %814 = vector.extract %799[13] : f32 from vector<16xf32>
      %815 = vector.extract %799[14] : f32 from vector<16xf32>
      %816 = vector.extract %799[15] : f32 from vector<16xf32>
      %817 = rocdl.exp2 %801 f32 -> f32
      %818 = rocdl.exp2 %802 f32 -> f32
      %819 = rocdl.exp2 %803 f32 -> f32
      %820 = rocdl.exp2 %804 f32 -> f32
      %821 = rocdl.exp2 %805 f32 -> f32
      %822 = rocdl.exp2 %806 f32 -> f32
      %823 = rocdl.exp2 %807 f32 -> f32
      %824 = rocdl.exp2 %808 f32 -> f32
      %825 = rocdl.exp2 %809 f32 -> f32
      %826 = rocdl.exp2 %810 f32 -> f32
      %827 = rocdl.exp2 %811 f32 -> f32
      %828 = rocdl.exp2 %812 f32 -> f32
      %829 = rocdl.exp2 %813 f32 -> f32
      %830 = rocdl.exp2 %814 f32 -> f32
      %831 = rocdl.exp2 %815 f32 -> f32
      %832 = rocdl.exp2 %816 f32 -> f32
      %833 = vector.from_elements %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832 : vector<16xf32>
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c0_i32_133 = arith.constant 0 : i32
      %834 = arith.index_cast %c0_i32_133 : i32 to index
      %c2_134 = arith.constant 2 : index
      %835 = arith.addi %c2_134, %834 : index
      %c64_i32_135 = arith.constant 64 : i32
      %836 = arith.index_cast %c64_i32_135 : i32 to index
      %837 = arith.muli %835, %836 : index
      %838 = arith.muli %837, %7 : index
      %c8_i32_136 = arith.constant 8 : i32
      %839 = arith.index_cast %c8_i32_136 : i32 to index
      %840 = arith.muli %134, %839 : index
      %841 = arith.addi %840, %22 : index
      %c8_i32_137 = arith.constant 8 : i32
      %842 = arith.index_cast %c8_i32_137 : i32 to index
      %843 = arith.muli %136, %842 : index
      %c0_i32_138 = arith.constant 0 : i32
      %844 = arith.index_cast %c0_i32_138 : i32 to index
      %845 = arith.addi %843, %844 : index
      %846 = arith.muli %841, %7 : index
      %847 = arith.addi %58, %846 : index
      %848 = arith.addi %847, %845 : index
      %849 = fly.inttoptr(%189) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %850 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %851 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %852 = fly.make_layout(%850, %851) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %853 = fly.make_view(%849, %852) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %854 = arith.index_cast %848 : index to i32
      %855 = fly.make_int_tuple(%854) : (i32) -> !fly.int_tuple<(*,?)>
      %856 = fly.slice(%110, %855) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %857 = arith.index_cast %838 : index to i32
      %858 = fly.atom.set_value(%125, "soffset", %857) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%858, %856, %853) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_139 = arith.constant 8 : i32
      %859 = arith.index_cast %c8_i32_139 : i32 to index
      %860 = arith.muli %134, %859 : index
      %861 = arith.addi %860, %22 : index
      %c8_i32_140 = arith.constant 8 : i32
      %862 = arith.index_cast %c8_i32_140 : i32 to index
      %863 = arith.muli %136, %862 : index
      %c64_i32_141 = arith.constant 64 : i32
      %864 = arith.index_cast %c64_i32_141 : i32 to index
      %865 = arith.addi %863, %864 : index
      %866 = arith.muli %861, %7 : index
      %867 = arith.addi %58, %866 : index
      %868 = arith.addi %867, %865 : index
      %869 = fly.inttoptr(%198) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %870 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %871 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %872 = fly.make_layout(%870, %871) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %873 = fly.make_view(%869, %872) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %874 = arith.index_cast %868 : index to i32
      %875 = fly.make_int_tuple(%874) : (i32) -> !fly.int_tuple<(*,?)>
      %876 = fly.slice(%110, %875) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %877 = arith.index_cast %838 : index to i32
      %878 = fly.atom.set_value(%125, "soffset", %877) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%878, %876, %873) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %879 = vector.shuffle %833, %800 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>, vector<16xf32>
      %c1_142 = arith.constant 1 : index
      %880 = arith.subi %147, %c1_142 : index
      %c3 = arith.constant 3 : index
      %c2_143 = arith.constant 2 : index
      %cst_144 = arith.constant 0.000000e+00 : f32
      %881:7 = scf.for %arg20 = %c3 to %880 step %c2_143 iter_args(%arg21 = %734, %arg22 = %cst_144, %arg23 = %0, %arg24 = %0, %arg25 = %0, %arg26 = %0, %arg27 = %879) -> (f32, f32, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xf32>) {
        %3700 = vector.shuffle %arg27, %arg27 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>, vector<32xf32>
        %3701 = vector.shuffle %arg27, %arg27 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>, vector<32xf32>
        %3702 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c2_458 = arith.constant 2 : index
        %3703 = arith.subi %arg20, %c2_458 : index
        %c64 = arith.constant 64 : index
        %3704 = arith.muli %3703, %c64 : index
        %3705 = arith.muli %3704, %7 : index
        %c8_i32_459 = arith.constant 8 : i32
        %3706 = arith.index_cast %c8_i32_459 : i32 to index
        %3707 = arith.muli %134, %3706 : index
        %3708 = arith.addi %3707, %22 : index
        %c8_i32_460 = arith.constant 8 : i32
        %3709 = arith.index_cast %c8_i32_460 : i32 to index
        %3710 = arith.muli %136, %3709 : index
        %c0_i32_461 = arith.constant 0 : i32
        %3711 = arith.index_cast %c0_i32_461 : i32 to index
        %3712 = arith.addi %3710, %3711 : index
        %3713 = arith.muli %3708, %7 : index
        %3714 = arith.addi %58, %3713 : index
        %3715 = arith.addi %3714, %3712 : index
        %3716 = fly.inttoptr(%243) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %3717 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3718 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3719 = fly.make_layout(%3717, %3718) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %3720 = fly.make_view(%3716, %3719) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %3721 = arith.index_cast %3715 : index to i32
        %3722 = fly.make_int_tuple(%3721) : (i32) -> !fly.int_tuple<(*,?)>
        %3723 = fly.slice(%122, %3722) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %3724 = arith.index_cast %3705 : index to i32
        %3725 = fly.atom.set_value(%125, "soffset", %3724) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%3725, %3723, %3720) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_462 = arith.constant 8 : i32
        %3726 = arith.index_cast %c8_i32_462 : i32 to index
        %3727 = arith.muli %134, %3726 : index
        %3728 = arith.addi %3727, %22 : index
        %c8_i32_463 = arith.constant 8 : i32
        %3729 = arith.index_cast %c8_i32_463 : i32 to index
        %3730 = arith.muli %136, %3729 : index
        %c64_i32_464 = arith.constant 64 : i32
        %3731 = arith.index_cast %c64_i32_464 : i32 to index
        %3732 = arith.addi %3730, %3731 : index
        %3733 = arith.muli %3728, %7 : index
        %3734 = arith.addi %58, %3733 : index
        %3735 = arith.addi %3734, %3732 : index
        %3736 = fly.inttoptr(%252) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %3737 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3738 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3739 = fly.make_layout(%3737, %3738) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %3740 = fly.make_view(%3736, %3739) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %3741 = arith.index_cast %3735 : index to i32
        %3742 = fly.make_int_tuple(%3741) : (i32) -> !fly.int_tuple<(*,?)>
        %3743 = fly.slice(%122, %3742) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %3744 = arith.index_cast %3705 : index to i32
        %3745 = fly.atom.set_value(%125, "soffset", %3744) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%3745, %3743, %3740) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c17024_i32_465 = arith.constant 17024 : i32
        %3746 = arith.index_cast %c17024_i32_465 : i32 to index
        %3747 = arith.addi %159, %3746 : index
        %c0_i32_466 = arith.constant 0 : i32
        %3748 = arith.index_cast %c0_i32_466 : i32 to index
        %3749 = arith.addi %3747, %3748 : index
        %c2_i32_467 = arith.constant 2 : i32
        %3750 = arith.index_cast %c2_i32_467 : i32 to index
        %3751 = arith.muli %3749, %3750 : index
        %3752 = arith.index_cast %3751 : index to i64
        %3753 = llvm.getelementptr %12[%3752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3754 = llvm.load %3753 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_468 = arith.constant 256 : i32
        %3755 = arith.index_cast %c256_i32_468 : i32 to index
        %3756 = arith.addi %3749, %3755 : index
        %c2_i32_469 = arith.constant 2 : i32
        %3757 = arith.index_cast %c2_i32_469 : i32 to index
        %3758 = arith.muli %3756, %3757 : index
        %3759 = arith.index_cast %3758 : index to i64
        %3760 = llvm.getelementptr %12[%3759] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3761 = llvm.load %3760 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_470 = arith.constant 17024 : i32
        %3762 = arith.index_cast %c17024_i32_470 : i32 to index
        %3763 = arith.addi %159, %3762 : index
        %c16_i32_471 = arith.constant 16 : i32
        %3764 = arith.index_cast %c16_i32_471 : i32 to index
        %3765 = arith.addi %3763, %3764 : index
        %c2_i32_472 = arith.constant 2 : i32
        %3766 = arith.index_cast %c2_i32_472 : i32 to index
        %3767 = arith.muli %3765, %3766 : index
        %3768 = arith.index_cast %3767 : index to i64
        %3769 = llvm.getelementptr %12[%3768] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3770 = llvm.load %3769 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_473 = arith.constant 256 : i32
        %3771 = arith.index_cast %c256_i32_473 : i32 to index
        %3772 = arith.addi %3765, %3771 : index
        %c2_i32_474 = arith.constant 2 : i32
        %3773 = arith.index_cast %c2_i32_474 : i32 to index
        %3774 = arith.muli %3772, %3773 : index
        %3775 = arith.index_cast %3774 : index to i64
        %3776 = llvm.getelementptr %12[%3775] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3777 = llvm.load %3776 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_475 = arith.constant 17024 : i32
        %3778 = arith.index_cast %c17024_i32_475 : i32 to index
        %3779 = arith.addi %159, %3778 : index
        %c32_i32_476 = arith.constant 32 : i32
        %3780 = arith.index_cast %c32_i32_476 : i32 to index
        %3781 = arith.addi %3779, %3780 : index
        %c2_i32_477 = arith.constant 2 : i32
        %3782 = arith.index_cast %c2_i32_477 : i32 to index
        %3783 = arith.muli %3781, %3782 : index
        %3784 = arith.index_cast %3783 : index to i64
        %3785 = llvm.getelementptr %12[%3784] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3786 = llvm.load %3785 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_478 = arith.constant 256 : i32
        %3787 = arith.index_cast %c256_i32_478 : i32 to index
        %3788 = arith.addi %3781, %3787 : index
        %c2_i32_479 = arith.constant 2 : i32
        %3789 = arith.index_cast %c2_i32_479 : i32 to index
        %3790 = arith.muli %3788, %3789 : index
        %3791 = arith.index_cast %3790 : index to i64
        %3792 = llvm.getelementptr %12[%3791] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3793 = llvm.load %3792 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_480 = arith.constant 17024 : i32
        %3794 = arith.index_cast %c17024_i32_480 : i32 to index
        %3795 = arith.addi %159, %3794 : index
        %c48_i32_481 = arith.constant 48 : i32
        %3796 = arith.index_cast %c48_i32_481 : i32 to index
        %3797 = arith.addi %3795, %3796 : index
        %c2_i32_482 = arith.constant 2 : i32
        %3798 = arith.index_cast %c2_i32_482 : i32 to index
        %3799 = arith.muli %3797, %3798 : index
        %3800 = arith.index_cast %3799 : index to i64
        %3801 = llvm.getelementptr %12[%3800] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3802 = llvm.load %3801 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_483 = arith.constant 256 : i32
        %3803 = arith.index_cast %c256_i32_483 : i32 to index
        %3804 = arith.addi %3797, %3803 : index
        %c2_i32_484 = arith.constant 2 : i32
        %3805 = arith.index_cast %c2_i32_484 : i32 to index
        %3806 = arith.muli %3804, %3805 : index
        %3807 = arith.index_cast %3806 : index to i64
        %3808 = llvm.getelementptr %12[%3807] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3809 = llvm.load %3808 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_485 = arith.constant 17024 : i32
        %3810 = arith.index_cast %c17024_i32_485 : i32 to index
        %3811 = arith.addi %159, %3810 : index
        %c4160_i32_486 = arith.constant 4160 : i32
        %3812 = arith.index_cast %c4160_i32_486 : i32 to index
        %3813 = arith.addi %3811, %3812 : index
        %c2_i32_487 = arith.constant 2 : i32
        %3814 = arith.index_cast %c2_i32_487 : i32 to index
        %3815 = arith.muli %3813, %3814 : index
        %3816 = arith.index_cast %3815 : index to i64
        %3817 = llvm.getelementptr %12[%3816] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3818 = llvm.load %3817 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_488 = arith.constant 256 : i32
        %3819 = arith.index_cast %c256_i32_488 : i32 to index
        %3820 = arith.addi %3813, %3819 : index
        %c2_i32_489 = arith.constant 2 : i32
        %3821 = arith.index_cast %c2_i32_489 : i32 to index
        %3822 = arith.muli %3820, %3821 : index
        %3823 = arith.index_cast %3822 : index to i64
        %3824 = llvm.getelementptr %12[%3823] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3825 = llvm.load %3824 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_490 = arith.constant 17024 : i32
        %3826 = arith.index_cast %c17024_i32_490 : i32 to index
        %3827 = arith.addi %159, %3826 : index
        %c4176_i32_491 = arith.constant 4176 : i32
        %3828 = arith.index_cast %c4176_i32_491 : i32 to index
        %3829 = arith.addi %3827, %3828 : index
        %c2_i32_492 = arith.constant 2 : i32
        %3830 = arith.index_cast %c2_i32_492 : i32 to index
        %3831 = arith.muli %3829, %3830 : index
        %3832 = arith.index_cast %3831 : index to i64
        %3833 = llvm.getelementptr %12[%3832] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3834 = llvm.load %3833 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_493 = arith.constant 256 : i32
        %3835 = arith.index_cast %c256_i32_493 : i32 to index
        %3836 = arith.addi %3829, %3835 : index
        %c2_i32_494 = arith.constant 2 : i32
        %3837 = arith.index_cast %c2_i32_494 : i32 to index
        %3838 = arith.muli %3836, %3837 : index
        %3839 = arith.index_cast %3838 : index to i64
        %3840 = llvm.getelementptr %12[%3839] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3841 = llvm.load %3840 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_495 = arith.constant 17024 : i32
        %3842 = arith.index_cast %c17024_i32_495 : i32 to index
        %3843 = arith.addi %159, %3842 : index
        %c4192_i32_496 = arith.constant 4192 : i32
        %3844 = arith.index_cast %c4192_i32_496 : i32 to index
        %3845 = arith.addi %3843, %3844 : index
        %c2_i32_497 = arith.constant 2 : i32
        %3846 = arith.index_cast %c2_i32_497 : i32 to index
        %3847 = arith.muli %3845, %3846 : index
        %3848 = arith.index_cast %3847 : index to i64
        %3849 = llvm.getelementptr %12[%3848] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3850 = llvm.load %3849 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_498 = arith.constant 256 : i32
        %3851 = arith.index_cast %c256_i32_498 : i32 to index
        %3852 = arith.addi %3845, %3851 : index
        %c2_i32_499 = arith.constant 2 : i32
        %3853 = arith.index_cast %c2_i32_499 : i32 to index
        %3854 = arith.muli %3852, %3853 : index
        %3855 = arith.index_cast %3854 : index to i64
        %3856 = llvm.getelementptr %12[%3855] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3857 = llvm.load %3856 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_500 = arith.constant 17024 : i32
        %3858 = arith.index_cast %c17024_i32_500 : i32 to index
        %3859 = arith.addi %159, %3858 : index
        %c4208_i32_501 = arith.constant 4208 : i32
        %3860 = arith.index_cast %c4208_i32_501 : i32 to index
        %3861 = arith.addi %3859, %3860 : index
        %c2_i32_502 = arith.constant 2 : i32
        %3862 = arith.index_cast %c2_i32_502 : i32 to index
        %3863 = arith.muli %3861, %3862 : index
        %3864 = arith.index_cast %3863 : index to i64
        %3865 = llvm.getelementptr %12[%3864] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3866 = llvm.load %3865 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_503 = arith.constant 256 : i32
        %3867 = arith.index_cast %c256_i32_503 : i32 to index
        %3868 = arith.addi %3861, %3867 : index
        %c2_i32_504 = arith.constant 2 : i32
        %3869 = arith.index_cast %c2_i32_504 : i32 to index
        %3870 = arith.muli %3868, %3869 : index
        %3871 = arith.index_cast %3870 : index to i64
        %3872 = llvm.getelementptr %12[%3871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3873 = llvm.load %3872 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %c2_505 = arith.constant 2 : index
        %3874 = arith.subi %arg20, %c2_505 : index
        %3875 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
        %3876 = fly.mma_atom_call_ssa(%126, %3754, %3875, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3877 = fly.mma_atom_call_ssa(%126, %3761, %3875, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3878 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
        %3879 = fly.mma_atom_call_ssa(%126, %3770, %3878, %3876) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3880 = fly.mma_atom_call_ssa(%126, %3777, %3878, %3877) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3881 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
        %3882 = fly.mma_atom_call_ssa(%126, %3786, %3881, %3879) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3883 = fly.mma_atom_call_ssa(%126, %3793, %3881, %3880) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3884 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
        %3885 = fly.mma_atom_call_ssa(%126, %3802, %3884, %3882) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3886 = fly.mma_atom_call_ssa(%126, %3809, %3884, %3883) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3887 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
        %3888 = fly.mma_atom_call_ssa(%126, %3818, %3887, %3885) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3889 = fly.mma_atom_call_ssa(%126, %3825, %3887, %3886) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3890 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
        %3891 = fly.mma_atom_call_ssa(%126, %3834, %3890, %3888) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3892 = fly.mma_atom_call_ssa(%126, %3841, %3890, %3889) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3893 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
        %3894 = fly.mma_atom_call_ssa(%126, %3850, %3893, %3891) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3895 = fly.mma_atom_call_ssa(%126, %3857, %3893, %3892) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3896 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
        %3897 = fly.mma_atom_call_ssa(%126, %3866, %3896, %3894) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3898 = fly.mma_atom_call_ssa(%126, %3873, %3896, %3895) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3899 = vector.extract %3700[0] : f32 from vector<16xf32>
        %3900 = vector.extract %3700[1] : f32 from vector<16xf32>
        %3901 = vector.extract %3700[2] : f32 from vector<16xf32>
        %3902 = vector.extract %3700[3] : f32 from vector<16xf32>
        %3903 = vector.extract %3700[4] : f32 from vector<16xf32>
        %3904 = vector.extract %3700[5] : f32 from vector<16xf32>
        %3905 = vector.extract %3700[6] : f32 from vector<16xf32>
        %3906 = vector.extract %3700[7] : f32 from vector<16xf32>
        %3907 = vector.extract %3700[8] : f32 from vector<16xf32>
        %3908 = vector.extract %3700[9] : f32 from vector<16xf32>
        %3909 = vector.extract %3700[10] : f32 from vector<16xf32>
        %3910 = vector.extract %3700[11] : f32 from vector<16xf32>
        %3911 = vector.extract %3700[12] : f32 from vector<16xf32>
        %3912 = vector.extract %3700[13] : f32 from vector<16xf32>
        %3913 = vector.extract %3700[14] : f32 from vector<16xf32>
        %3914 = vector.extract %3700[15] : f32 from vector<16xf32>
        %3915 = vector.extract %3701[0] : f32 from vector<16xf32>
        %3916 = rocdl.exp2 %3915 f32 -> f32
        %3917 = vector.extract %3701[1] : f32 from vector<16xf32>
        %3918 = rocdl.exp2 %3917 f32 -> f32
        %3919 = vector.extract %3701[2] : f32 from vector<16xf32>
        %3920 = rocdl.exp2 %3919 f32 -> f32
        %3921 = vector.extract %3701[3] : f32 from vector<16xf32>
        %3922 = rocdl.exp2 %3921 f32 -> f32
        %3923 = vector.extract %3701[4] : f32 from vector<16xf32>
        %3924 = rocdl.exp2 %3923 f32 -> f32
        %3925 = vector.extract %3701[5] : f32 from vector<16xf32>
        %3926 = rocdl.exp2 %3925 f32 -> f32
        %3927 = vector.extract %3701[6] : f32 from vector<16xf32>
        %3928 = rocdl.exp2 %3927 f32 -> f32
        %3929 = vector.extract %3701[7] : f32 from vector<16xf32>
        %3930 = rocdl.exp2 %3929 f32 -> f32
        %3931 = vector.extract %3701[8] : f32 from vector<16xf32>
        %3932 = rocdl.exp2 %3931 f32 -> f32
        %3933 = vector.extract %3701[9] : f32 from vector<16xf32>
        %3934 = rocdl.exp2 %3933 f32 -> f32
        %3935 = vector.extract %3701[10] : f32 from vector<16xf32>
        %3936 = rocdl.exp2 %3935 f32 -> f32
        %3937 = vector.extract %3701[11] : f32 from vector<16xf32>
        %3938 = rocdl.exp2 %3937 f32 -> f32
        %3939 = vector.extract %3701[12] : f32 from vector<16xf32>
        %3940 = rocdl.exp2 %3939 f32 -> f32
        %3941 = vector.extract %3701[13] : f32 from vector<16xf32>
        %3942 = rocdl.exp2 %3941 f32 -> f32
        %3943 = vector.extract %3701[14] : f32 from vector<16xf32>
        %3944 = rocdl.exp2 %3943 f32 -> f32
        %3945 = vector.extract %3701[15] : f32 from vector<16xf32>
        %3946 = rocdl.exp2 %3945 f32 -> f32
        %3947 = vector.from_elements %3899, %3900, %3901, %3902, %3903, %3904, %3905, %3906, %3907, %3908, %3909, %3910, %3911, %3912, %3913, %3914 : vector<16xf32>
        %3948 = vector.from_elements %3916, %3918, %3920, %3922, %3924, %3926, %3928, %3930, %3932, %3934, %3936, %3938, %3940, %3942, %3944, %3946 : vector<16xf32>
        %3949 = arith.addf %3947, %3948 fastmath<fast> : vector<16xf32>
        %cst_506 = arith.constant 0.000000e+00 : f32
        %3950 = vector.reduction <add>, %3949, %cst_506 fastmath<fast> : vector<16xf32> into f32
        %3951 = arith.bitcast %3950 : f32 to i32
        %3952 = rocdl.permlane32.swap %3951, %3951, false, true : (i32, i32) -> <(i32, i32)>
        %3953 = llvm.extractvalue %3952[0] : !llvm.struct<(i32, i32)> 
        %3954 = llvm.extractvalue %3952[1] : !llvm.struct<(i32, i32)> 
        %3955 = arith.bitcast %3953 : i32 to f32
        %3956 = arith.bitcast %3954 : i32 to f32
        %3957 = arith.addf %3955, %3956 fastmath<fast> : f32
        %3958 = arith.addf %arg22, %3957 fastmath<fast> : f32
        %3959 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3899, %3900 : (f32, f32) -> i32
        %3960 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3901, %3902 : (f32, f32) -> i32
        %3961 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3903, %3904 : (f32, f32) -> i32
        %3962 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3905, %3906 : (f32, f32) -> i32
        %3963 = vector.from_elements %3959, %3960, %3961, %3962 : vector<4xi32>
        %3964 = vector.bitcast %3963 : vector<4xi32> to vector<8xbf16>
        %3965 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3916, %3918 : (f32, f32) -> i32
        %3966 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3920, %3922 : (f32, f32) -> i32
        %3967 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3924, %3926 : (f32, f32) -> i32
        %3968 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3928, %3930 : (f32, f32) -> i32
        %3969 = vector.from_elements %3965, %3966, %3967, %3968 : vector<4xi32>
        %3970 = vector.bitcast %3969 : vector<4xi32> to vector<8xbf16>
        %3971 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3907, %3908 : (f32, f32) -> i32
        %3972 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3909, %3910 : (f32, f32) -> i32
        %3973 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3911, %3912 : (f32, f32) -> i32
        %3974 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3913, %3914 : (f32, f32) -> i32
        %3975 = vector.from_elements %3971, %3972, %3973, %3974 : vector<4xi32>
        %3976 = vector.bitcast %3975 : vector<4xi32> to vector<8xbf16>
        %3977 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3932, %3934 : (f32, f32) -> i32
        %3978 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3936, %3938 : (f32, f32) -> i32
        %3979 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3940, %3942 : (f32, f32) -> i32
        %3980 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3944, %3946 : (f32, f32) -> i32
        %3981 = vector.from_elements %3977, %3978, %3979, %3980 : vector<4xi32>
        %3982 = vector.bitcast %3981 : vector<4xi32> to vector<8xbf16>
        %3983 = vector.shuffle %3964, %3976 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %3984 = vector.shuffle %3970, %3982 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %3985 = vector.shuffle %3983, %3984 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %3986 = llvm.inline_asm has_side_effects "", "=v,0" %3985 : (vector<32xbf16>) -> vector<32xbf16>
        %3987 = vector.shuffle %3986, %3986 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %3988 = vector.shuffle %3986, %3986 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %3989 = vector.shuffle %3986, %3986 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %3990 = vector.shuffle %3986, %3986 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier transcendental, 3, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.group.barrier mfma_wmma, 1, 1
        rocdl.sched.group.barrier valu, 5, 1
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %3991 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c64_507 = arith.constant 64 : index
        %3992 = arith.muli %arg20, %c64_507 : index
        %3993 = arith.muli %3992, %7 : index
        %c8_i32_508 = arith.constant 8 : i32
        %3994 = arith.index_cast %c8_i32_508 : i32 to index
        %3995 = arith.muli %134, %3994 : index
        %3996 = arith.addi %3995, %22 : index
        %c8_i32_509 = arith.constant 8 : i32
        %3997 = arith.index_cast %c8_i32_509 : i32 to index
        %3998 = arith.muli %136, %3997 : index
        %c0_i32_510 = arith.constant 0 : i32
        %3999 = arith.index_cast %c0_i32_510 : i32 to index
        %4000 = arith.addi %3998, %3999 : index
        %4001 = arith.muli %3996, %7 : index
        %4002 = arith.addi %58, %4001 : index
        %4003 = arith.addi %4002, %4000 : index
        %4004 = fly.inttoptr(%207) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4005 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4006 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4007 = fly.make_layout(%4005, %4006) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4008 = fly.make_view(%4004, %4007) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4009 = arith.index_cast %4003 : index to i32
        %4010 = fly.make_int_tuple(%4009) : (i32) -> !fly.int_tuple<(*,?)>
        %4011 = fly.slice(%110, %4010) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4012 = arith.index_cast %3993 : index to i32
        %4013 = fly.atom.set_value(%125, "soffset", %4012) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4013, %4011, %4008) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_511 = arith.constant 8 : i32
        %4014 = arith.index_cast %c8_i32_511 : i32 to index
        %4015 = arith.muli %134, %4014 : index
        %4016 = arith.addi %4015, %22 : index
        %c8_i32_512 = arith.constant 8 : i32
        %4017 = arith.index_cast %c8_i32_512 : i32 to index
        %4018 = arith.muli %136, %4017 : index
        %c64_i32_513 = arith.constant 64 : i32
        %4019 = arith.index_cast %c64_i32_513 : i32 to index
        %4020 = arith.addi %4018, %4019 : index
        %4021 = arith.muli %4016, %7 : index
        %4022 = arith.addi %58, %4021 : index
        %4023 = arith.addi %4022, %4020 : index
        %4024 = fly.inttoptr(%216) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4025 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4026 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4027 = fly.make_layout(%4025, %4026) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4028 = fly.make_view(%4024, %4027) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4029 = arith.index_cast %4023 : index to i32
        %4030 = fly.make_int_tuple(%4029) : (i32) -> !fly.int_tuple<(*,?)>
        %4031 = fly.slice(%110, %4030) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4032 = arith.index_cast %3993 : index to i32
        %4033 = fly.atom.set_value(%125, "soffset", %4032) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4033, %4031, %4028) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8320_i32_514 = arith.constant 8320 : i32
        %4034 = arith.index_cast %c8320_i32_514 : i32 to index
        %4035 = arith.addi %180, %4034 : index
        %c2_i32_515 = arith.constant 2 : i32
        %4036 = arith.index_cast %c2_i32_515 : i32 to index
        %4037 = arith.muli %4035, %4036 : index
        %4038 = arith.addi %4037, %11 : index
        %4039 = arith.index_cast %4038 : index to i32
        %4040 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %4039 : (i32) -> vector<2xi32>
        %4041 = vector.bitcast %4040 : vector<2xi32> to vector<4xbf16>
        %c2_i32_516 = arith.constant 2 : i32
        %4042 = arith.index_cast %c2_i32_516 : i32 to index
        %4043 = arith.muli %4035, %4042 : index
        %4044 = arith.addi %4043, %11 : index
        %4045 = arith.index_cast %4044 : index to i32
        %4046 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %4045 : (i32) -> vector<2xi32>
        %4047 = vector.bitcast %4046 : vector<2xi32> to vector<4xbf16>
        %4048 = vector.shuffle %4041, %4047 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_517 = arith.constant 2 : i32
        %4049 = arith.index_cast %c2_i32_517 : i32 to index
        %4050 = arith.muli %4035, %4049 : index
        %4051 = arith.addi %4050, %11 : index
        %4052 = arith.index_cast %4051 : index to i32
        %4053 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %4052 : (i32) -> vector<2xi32>
        %4054 = vector.bitcast %4053 : vector<2xi32> to vector<4xbf16>
        %c2_i32_518 = arith.constant 2 : i32
        %4055 = arith.index_cast %c2_i32_518 : i32 to index
        %4056 = arith.muli %4035, %4055 : index
        %4057 = arith.addi %4056, %11 : index
        %4058 = arith.index_cast %4057 : index to i32
        %4059 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %4058 : (i32) -> vector<2xi32>
        %4060 = vector.bitcast %4059 : vector<2xi32> to vector<4xbf16>
        %4061 = vector.shuffle %4054, %4060 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_519 = arith.constant 2 : i32
        %4062 = arith.index_cast %c2_i32_519 : i32 to index
        %4063 = arith.muli %4035, %4062 : index
        %4064 = arith.addi %4063, %11 : index
        %4065 = arith.index_cast %4064 : index to i32
        %4066 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %4065 : (i32) -> vector<2xi32>
        %4067 = vector.bitcast %4066 : vector<2xi32> to vector<4xbf16>
        %c2_i32_520 = arith.constant 2 : i32
        %4068 = arith.index_cast %c2_i32_520 : i32 to index
        %4069 = arith.muli %4035, %4068 : index
        %4070 = arith.addi %4069, %11 : index
        %4071 = arith.index_cast %4070 : index to i32
        %4072 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %4071 : (i32) -> vector<2xi32>
        %4073 = vector.bitcast %4072 : vector<2xi32> to vector<4xbf16>
        %4074 = vector.shuffle %4067, %4073 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_521 = arith.constant 2 : i32
        %4075 = arith.index_cast %c2_i32_521 : i32 to index
        %4076 = arith.muli %4035, %4075 : index
        %4077 = arith.addi %4076, %11 : index
        %4078 = arith.index_cast %4077 : index to i32
        %4079 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %4078 : (i32) -> vector<2xi32>
        %4080 = vector.bitcast %4079 : vector<2xi32> to vector<4xbf16>
        %c2_i32_522 = arith.constant 2 : i32
        %4081 = arith.index_cast %c2_i32_522 : i32 to index
        %4082 = arith.muli %4035, %4081 : index
        %4083 = arith.addi %4082, %11 : index
        %4084 = arith.index_cast %4083 : index to i32
        %4085 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %4084 : (i32) -> vector<2xi32>
        %4086 = vector.bitcast %4085 : vector<2xi32> to vector<4xbf16>
        %4087 = vector.shuffle %4080, %4086 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_523 = arith.constant 2 : i32
        %4088 = arith.index_cast %c2_i32_523 : i32 to index
        %4089 = arith.muli %4035, %4088 : index
        %4090 = arith.addi %4089, %11 : index
        %4091 = arith.index_cast %4090 : index to i32
        %4092 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %4091 : (i32) -> vector<2xi32>
        %4093 = vector.bitcast %4092 : vector<2xi32> to vector<4xbf16>
        %c2_i32_524 = arith.constant 2 : i32
        %4094 = arith.index_cast %c2_i32_524 : i32 to index
        %4095 = arith.muli %4035, %4094 : index
        %4096 = arith.addi %4095, %11 : index
        %4097 = arith.index_cast %4096 : index to i32
        %4098 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %4097 : (i32) -> vector<2xi32>
        %4099 = vector.bitcast %4098 : vector<2xi32> to vector<4xbf16>
        %4100 = vector.shuffle %4093, %4099 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_525 = arith.constant 2 : i32
        %4101 = arith.index_cast %c2_i32_525 : i32 to index
        %4102 = arith.muli %4035, %4101 : index
        %4103 = arith.addi %4102, %11 : index
        %4104 = arith.index_cast %4103 : index to i32
        %4105 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %4104 : (i32) -> vector<2xi32>
        %4106 = vector.bitcast %4105 : vector<2xi32> to vector<4xbf16>
        %c2_i32_526 = arith.constant 2 : i32
        %4107 = arith.index_cast %c2_i32_526 : i32 to index
        %4108 = arith.muli %4035, %4107 : index
        %4109 = arith.addi %4108, %11 : index
        %4110 = arith.index_cast %4109 : index to i32
        %4111 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %4110 : (i32) -> vector<2xi32>
        %4112 = vector.bitcast %4111 : vector<2xi32> to vector<4xbf16>
        %4113 = vector.shuffle %4106, %4112 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_527 = arith.constant 2 : i32
        %4114 = arith.index_cast %c2_i32_527 : i32 to index
        %4115 = arith.muli %4035, %4114 : index
        %4116 = arith.addi %4115, %11 : index
        %4117 = arith.index_cast %4116 : index to i32
        %4118 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %4117 : (i32) -> vector<2xi32>
        %4119 = vector.bitcast %4118 : vector<2xi32> to vector<4xbf16>
        %c2_i32_528 = arith.constant 2 : i32
        %4120 = arith.index_cast %c2_i32_528 : i32 to index
        %4121 = arith.muli %4035, %4120 : index
        %4122 = arith.addi %4121, %11 : index
        %4123 = arith.index_cast %4122 : index to i32
        %4124 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %4123 : (i32) -> vector<2xi32>
        %4125 = vector.bitcast %4124 : vector<2xi32> to vector<4xbf16>
        %4126 = vector.shuffle %4119, %4125 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_529 = arith.constant 2 : i32
        %4127 = arith.index_cast %c2_i32_529 : i32 to index
        %4128 = arith.muli %4035, %4127 : index
        %4129 = arith.addi %4128, %11 : index
        %4130 = arith.index_cast %4129 : index to i32
        %4131 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %4130 : (i32) -> vector<2xi32>
        %4132 = vector.bitcast %4131 : vector<2xi32> to vector<4xbf16>
        %c2_i32_530 = arith.constant 2 : i32
        %4133 = arith.index_cast %c2_i32_530 : i32 to index
        %4134 = arith.muli %4035, %4133 : index
        %4135 = arith.addi %4134, %11 : index
        %4136 = arith.index_cast %4135 : index to i32
        %4137 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %4136 : (i32) -> vector<2xi32>
        %4138 = vector.bitcast %4137 : vector<2xi32> to vector<4xbf16>
        %4139 = vector.shuffle %4132, %4138 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_531 = arith.constant 2 : i32
        %4140 = arith.index_cast %c2_i32_531 : i32 to index
        %4141 = arith.muli %4035, %4140 : index
        %4142 = arith.addi %4141, %11 : index
        %4143 = arith.index_cast %4142 : index to i32
        %4144 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %4143 : (i32) -> vector<2xi32>
        %4145 = vector.bitcast %4144 : vector<2xi32> to vector<4xbf16>
        %c2_i32_532 = arith.constant 2 : i32
        %4146 = arith.index_cast %c2_i32_532 : i32 to index
        %4147 = arith.muli %4035, %4146 : index
        %4148 = arith.addi %4147, %11 : index
        %4149 = arith.index_cast %4148 : index to i32
        %4150 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %4149 : (i32) -> vector<2xi32>
        %4151 = vector.bitcast %4150 : vector<2xi32> to vector<4xbf16>
        %4152 = vector.shuffle %4145, %4151 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_533 = arith.constant 2 : i32
        %4153 = arith.index_cast %c2_i32_533 : i32 to index
        %4154 = arith.muli %4035, %4153 : index
        %4155 = arith.addi %4154, %11 : index
        %4156 = arith.index_cast %4155 : index to i32
        %4157 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %4156 : (i32) -> vector<2xi32>
        %4158 = vector.bitcast %4157 : vector<2xi32> to vector<4xbf16>
        %c2_i32_534 = arith.constant 2 : i32
        %4159 = arith.index_cast %c2_i32_534 : i32 to index
        %4160 = arith.muli %4035, %4159 : index
        %4161 = arith.addi %4160, %11 : index
        %4162 = arith.index_cast %4161 : index to i32
        %4163 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %4162 : (i32) -> vector<2xi32>
        %4164 = vector.bitcast %4163 : vector<2xi32> to vector<4xbf16>
        %4165 = vector.shuffle %4158, %4164 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_535 = arith.constant 2 : i32
        %4166 = arith.index_cast %c2_i32_535 : i32 to index
        %4167 = arith.muli %4035, %4166 : index
        %4168 = arith.addi %4167, %11 : index
        %4169 = arith.index_cast %4168 : index to i32
        %4170 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %4169 : (i32) -> vector<2xi32>
        %4171 = vector.bitcast %4170 : vector<2xi32> to vector<4xbf16>
        %c2_i32_536 = arith.constant 2 : i32
        %4172 = arith.index_cast %c2_i32_536 : i32 to index
        %4173 = arith.muli %4035, %4172 : index
        %4174 = arith.addi %4173, %11 : index
        %4175 = arith.index_cast %4174 : index to i32
        %4176 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %4175 : (i32) -> vector<2xi32>
        %4177 = vector.bitcast %4176 : vector<2xi32> to vector<4xbf16>
        %4178 = vector.shuffle %4171, %4177 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_537 = arith.constant 2 : i32
        %4179 = arith.index_cast %c2_i32_537 : i32 to index
        %4180 = arith.muli %4035, %4179 : index
        %4181 = arith.addi %4180, %11 : index
        %4182 = arith.index_cast %4181 : index to i32
        %4183 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %4182 : (i32) -> vector<2xi32>
        %4184 = vector.bitcast %4183 : vector<2xi32> to vector<4xbf16>
        %c2_i32_538 = arith.constant 2 : i32
        %4185 = arith.index_cast %c2_i32_538 : i32 to index
        %4186 = arith.muli %4035, %4185 : index
        %4187 = arith.addi %4186, %11 : index
        %4188 = arith.index_cast %4187 : index to i32
        %4189 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %4188 : (i32) -> vector<2xi32>
        %4190 = vector.bitcast %4189 : vector<2xi32> to vector<4xbf16>
        %4191 = vector.shuffle %4184, %4190 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_539 = arith.constant 2 : i32
        %4192 = arith.index_cast %c2_i32_539 : i32 to index
        %4193 = arith.muli %4035, %4192 : index
        %4194 = arith.addi %4193, %11 : index
        %4195 = arith.index_cast %4194 : index to i32
        %4196 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %4195 : (i32) -> vector<2xi32>
        %4197 = vector.bitcast %4196 : vector<2xi32> to vector<4xbf16>
        %c2_i32_540 = arith.constant 2 : i32
        %4198 = arith.index_cast %c2_i32_540 : i32 to index
        %4199 = arith.muli %4035, %4198 : index
        %4200 = arith.addi %4199, %11 : index
        %4201 = arith.index_cast %4200 : index to i32
        %4202 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %4201 : (i32) -> vector<2xi32>
        %4203 = vector.bitcast %4202 : vector<2xi32> to vector<4xbf16>
        %4204 = vector.shuffle %4197, %4203 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_541 = arith.constant 2 : i32
        %4205 = arith.index_cast %c2_i32_541 : i32 to index
        %4206 = arith.muli %4035, %4205 : index
        %4207 = arith.addi %4206, %11 : index
        %4208 = arith.index_cast %4207 : index to i32
        %4209 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %4208 : (i32) -> vector<2xi32>
        %4210 = vector.bitcast %4209 : vector<2xi32> to vector<4xbf16>
        %c2_i32_542 = arith.constant 2 : i32
        %4211 = arith.index_cast %c2_i32_542 : i32 to index
        %4212 = arith.muli %4035, %4211 : index
        %4213 = arith.addi %4212, %11 : index
        %4214 = arith.index_cast %4213 : index to i32
        %4215 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %4214 : (i32) -> vector<2xi32>
        %4216 = vector.bitcast %4215 : vector<2xi32> to vector<4xbf16>
        %4217 = vector.shuffle %4210, %4216 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_543 = arith.constant 2 : i32
        %4218 = arith.index_cast %c2_i32_543 : i32 to index
        %4219 = arith.muli %4035, %4218 : index
        %4220 = arith.addi %4219, %11 : index
        %4221 = arith.index_cast %4220 : index to i32
        %4222 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %4221 : (i32) -> vector<2xi32>
        %4223 = vector.bitcast %4222 : vector<2xi32> to vector<4xbf16>
        %c2_i32_544 = arith.constant 2 : i32
        %4224 = arith.index_cast %c2_i32_544 : i32 to index
        %4225 = arith.muli %4035, %4224 : index
        %4226 = arith.addi %4225, %11 : index
        %4227 = arith.index_cast %4226 : index to i32
        %4228 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %4227 : (i32) -> vector<2xi32>
        %4229 = vector.bitcast %4228 : vector<2xi32> to vector<4xbf16>
        %4230 = vector.shuffle %4223, %4229 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_545 = arith.constant 2 : i32
        %4231 = arith.index_cast %c2_i32_545 : i32 to index
        %4232 = arith.muli %4035, %4231 : index
        %4233 = arith.addi %4232, %11 : index
        %4234 = arith.index_cast %4233 : index to i32
        %4235 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %4234 : (i32) -> vector<2xi32>
        %4236 = vector.bitcast %4235 : vector<2xi32> to vector<4xbf16>
        %c2_i32_546 = arith.constant 2 : i32
        %4237 = arith.index_cast %c2_i32_546 : i32 to index
        %4238 = arith.muli %4035, %4237 : index
        %4239 = arith.addi %4238, %11 : index
        %4240 = arith.index_cast %4239 : index to i32
        %4241 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %4240 : (i32) -> vector<2xi32>
        %4242 = vector.bitcast %4241 : vector<2xi32> to vector<4xbf16>
        %4243 = vector.shuffle %4236, %4242 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        rocdl.s.setprio 1
        %4244 = fly.mma_atom_call_ssa(%126, %4048, %3987, %arg23) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4245 = fly.mma_atom_call_ssa(%126, %4100, %3987, %arg24) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4246 = fly.mma_atom_call_ssa(%126, %4152, %3987, %arg25) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4247 = fly.mma_atom_call_ssa(%126, %4204, %3987, %arg26) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4248 = vector.extract %3897[0] : f32 from vector<16xf32>
        %4249 = vector.extract %3897[1] : f32 from vector<16xf32>
        %4250 = vector.extract %3897[2] : f32 from vector<16xf32>
        %4251 = vector.extract %3897[3] : f32 from vector<16xf32>
        %4252 = vector.extract %3897[4] : f32 from vector<16xf32>
        %4253 = vector.extract %3897[5] : f32 from vector<16xf32>
        %4254 = vector.extract %3897[6] : f32 from vector<16xf32>
        %4255 = vector.extract %3897[7] : f32 from vector<16xf32>
        %4256 = vector.extract %3897[8] : f32 from vector<16xf32>
        %4257 = vector.extract %3897[9] : f32 from vector<16xf32>
        %4258 = vector.extract %3897[10] : f32 from vector<16xf32>
        %4259 = vector.extract %3897[11] : f32 from vector<16xf32>
        %4260 = vector.extract %3897[12] : f32 from vector<16xf32>
        %4261 = vector.extract %3897[13] : f32 from vector<16xf32>
        %4262 = vector.extract %3897[14] : f32 from vector<16xf32>
        %4263 = vector.extract %3897[15] : f32 from vector<16xf32>
        %4264 = vector.extract %3898[0] : f32 from vector<16xf32>
        %4265 = vector.extract %3898[1] : f32 from vector<16xf32>
        %4266 = vector.extract %3898[2] : f32 from vector<16xf32>
        %4267 = vector.extract %3898[3] : f32 from vector<16xf32>
        %4268 = vector.extract %3898[4] : f32 from vector<16xf32>
        %4269 = vector.extract %3898[5] : f32 from vector<16xf32>
        %4270 = vector.extract %3898[6] : f32 from vector<16xf32>
        %4271 = vector.extract %3898[7] : f32 from vector<16xf32>
        %4272 = vector.extract %3898[8] : f32 from vector<16xf32>
        %4273 = vector.extract %3898[9] : f32 from vector<16xf32>
        %4274 = vector.extract %3898[10] : f32 from vector<16xf32>
        %4275 = vector.extract %3898[11] : f32 from vector<16xf32>
        %4276 = vector.extract %3898[12] : f32 from vector<16xf32>
        %4277 = vector.extract %3898[13] : f32 from vector<16xf32>
        %4278 = vector.extract %3898[14] : f32 from vector<16xf32>
        %4279 = vector.extract %3898[15] : f32 from vector<16xf32>
        %cst_547 = arith.constant 0xFF800000 : f32
        %4280 = arith.maxnumf %cst_547, %4248 fastmath<fast> : f32
        %4281 = arith.maxnumf %4280, %4249 fastmath<fast> : f32
        %4282 = arith.maxnumf %4281, %4250 fastmath<fast> : f32
        %4283 = arith.maxnumf %4282, %4251 fastmath<fast> : f32
        %4284 = arith.maxnumf %4283, %4252 fastmath<fast> : f32
        %4285 = arith.maxnumf %4284, %4253 fastmath<fast> : f32
        %4286 = arith.maxnumf %4285, %4254 fastmath<fast> : f32
        %4287 = arith.maxnumf %4286, %4255 fastmath<fast> : f32
        %4288 = arith.maxnumf %4287, %4256 fastmath<fast> : f32
        %4289 = arith.maxnumf %4288, %4257 fastmath<fast> : f32
        %4290 = arith.maxnumf %4289, %4258 fastmath<fast> : f32
        %4291 = arith.maxnumf %4290, %4259 fastmath<fast> : f32
        %4292 = arith.maxnumf %4291, %4260 fastmath<fast> : f32
        %4293 = arith.maxnumf %4292, %4261 fastmath<fast> : f32
        %4294 = arith.maxnumf %4293, %4262 fastmath<fast> : f32
        %4295 = arith.maxnumf %4294, %4263 fastmath<fast> : f32
        %4296 = arith.maxnumf %4295, %4264 fastmath<fast> : f32
        %4297 = arith.maxnumf %4296, %4265 fastmath<fast> : f32
        %4298 = arith.maxnumf %4297, %4266 fastmath<fast> : f32
        %4299 = arith.maxnumf %4298, %4267 fastmath<fast> : f32
        %4300 = arith.maxnumf %4299, %4268 fastmath<fast> : f32
        %4301 = arith.maxnumf %4300, %4269 fastmath<fast> : f32
        %4302 = arith.maxnumf %4301, %4270 fastmath<fast> : f32
        %4303 = arith.maxnumf %4302, %4271 fastmath<fast> : f32
        %4304 = arith.maxnumf %4303, %4272 fastmath<fast> : f32
        %4305 = arith.maxnumf %4304, %4273 fastmath<fast> : f32
        %4306 = arith.maxnumf %4305, %4274 fastmath<fast> : f32
        %4307 = arith.maxnumf %4306, %4275 fastmath<fast> : f32
        %4308 = arith.maxnumf %4307, %4276 fastmath<fast> : f32
        %4309 = arith.maxnumf %4308, %4277 fastmath<fast> : f32
        %4310 = arith.maxnumf %4309, %4278 fastmath<fast> : f32
        %4311 = arith.maxnumf %4310, %4279 fastmath<fast> : f32
        %4312 = arith.bitcast %4311 : f32 to i32
        %4313 = rocdl.permlane32.swap %4312, %4312, false, true : (i32, i32) -> <(i32, i32)>
        %4314 = llvm.extractvalue %4313[0] : !llvm.struct<(i32, i32)> 
        %4315 = llvm.extractvalue %4313[1] : !llvm.struct<(i32, i32)> 
        %4316 = arith.bitcast %4314 : i32 to f32
        %4317 = arith.bitcast %4315 : i32 to f32
        %4318 = arith.maxnumf %4316, %4317 fastmath<fast> : f32
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        %4319 = arith.subf %4318, %arg21 fastmath<fast> : f32
        %cst_548 = arith.constant 8.000000e+00 : f32
        %4320 = arith.cmpf ole, %4319, %cst_548 fastmath<fast> : f32
        %4321 = rocdl.ballot %4320 : i64
        %true = arith.constant true
        %4322 = rocdl.ballot %true : i64
        %4323 = arith.cmpi eq, %4321, %4322 : i64
        %true_549 = arith.constant true
        %4324 = llvm.intr.expect %4323, %true_549 : i1
        %4325 = vector.shuffle %3987, %3989 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4326 = vector.shuffle %3988, %3990 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4327 = vector.shuffle %4325, %4326 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %4328:7 = scf.if %4324 -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32) {
          scf.yield %4244, %4245, %4246, %4247, %4327, %3958, %arg21 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        } else {
          %5124 = arith.subf %arg21, %4318 fastmath<fast> : f32
          %5125 = rocdl.exp2 %5124 f32 -> f32
          %5126 = vector.from_elements %5125 : vector<1xf32>
          %5127 = vector.extract %5126[0] : f32 from vector<1xf32>
          %5128 = vector.broadcast %5127 : f32 to vector<16xf32>
          %5129 = arith.mulf %4244, %5128 fastmath<fast> : vector<16xf32>
          %5130 = arith.mulf %4245, %5128 fastmath<fast> : vector<16xf32>
          %5131 = arith.mulf %4246, %5128 fastmath<fast> : vector<16xf32>
          %5132 = arith.mulf %4247, %5128 fastmath<fast> : vector<16xf32>
          %5133 = vector.shuffle %3987, %3989 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5134 = vector.shuffle %3988, %3990 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5135 = vector.shuffle %5133, %5134 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5136 = llvm.fpext %5135 fastmath<fast> : vector<32xbf16> to vector<32xf32>
          %5137 = vector.from_elements %5125 : vector<1xf32>
          %5138 = vector.extract %5137[0] : f32 from vector<1xf32>
          %5139 = vector.broadcast %5138 : f32 to vector<32xf32>
          %5140 = arith.mulf %5139, %5136 fastmath<fast> : vector<32xf32>
          %5141 = llvm.fptrunc %5140 fastmath<fast> : vector<32xf32> to vector<32xbf16>
          %5142 = vector.shuffle %5141, %5141 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
          %5143 = vector.shuffle %5141, %5141 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
          %5144 = vector.shuffle %5141, %5141 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
          %5145 = vector.shuffle %5141, %5141 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
          %5146 = vector.shuffle %5142, %5144 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5147 = vector.shuffle %5143, %5145 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5148 = vector.shuffle %5146, %5147 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5149 = arith.mulf %3958, %5125 fastmath<fast> : f32
          %5150 = llvm.inline_asm has_side_effects "", "=v,0" %4318 : (f32) -> f32
          scf.yield %5129, %5130, %5131, %5132, %5148, %5149, %5150 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        }
        %4329 = vector.shuffle %4328#4, %4328#4 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %4330 = vector.shuffle %4328#4, %4328#4 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %4331 = vector.shuffle %4328#4, %4328#4 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %4332 = vector.shuffle %4328#4, %4328#4 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        %4333 = fly.mma_atom_call_ssa(%126, %4061, %4331, %4328#0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4334 = fly.mma_atom_call_ssa(%126, %4113, %4331, %4328#1) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4335 = fly.mma_atom_call_ssa(%126, %4165, %4331, %4328#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4336 = fly.mma_atom_call_ssa(%126, %4217, %4331, %4328#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4337 = fly.mma_atom_call_ssa(%126, %4074, %4330, %4333) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4338 = fly.mma_atom_call_ssa(%126, %4126, %4330, %4334) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4339 = fly.mma_atom_call_ssa(%126, %4178, %4330, %4335) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4340 = fly.mma_atom_call_ssa(%126, %4230, %4330, %4336) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4341 = fly.mma_atom_call_ssa(%126, %4087, %4332, %4337) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4342 = fly.mma_atom_call_ssa(%126, %4139, %4332, %4338) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4343 = fly.mma_atom_call_ssa(%126, %4191, %4332, %4339) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4344 = fly.mma_atom_call_ssa(%126, %4243, %4332, %4340) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4345 = arith.subf %4248, %4328#6 fastmath<fast> : f32
        %4346 = arith.subf %4249, %4328#6 fastmath<fast> : f32
        %4347 = arith.subf %4250, %4328#6 fastmath<fast> : f32
        %4348 = arith.subf %4251, %4328#6 fastmath<fast> : f32
        %4349 = arith.subf %4252, %4328#6 fastmath<fast> : f32
        %4350 = arith.subf %4253, %4328#6 fastmath<fast> : f32
        %4351 = arith.subf %4254, %4328#6 fastmath<fast> : f32
        %4352 = arith.subf %4255, %4328#6 fastmath<fast> : f32
        %4353 = arith.subf %4256, %4328#6 fastmath<fast> : f32
        %4354 = arith.subf %4257, %4328#6 fastmath<fast> : f32
        %4355 = arith.subf %4258, %4328#6 fastmath<fast> : f32
        %4356 = arith.subf %4259, %4328#6 fastmath<fast> : f32
        %4357 = arith.subf %4260, %4328#6 fastmath<fast> : f32
        %4358 = arith.subf %4261, %4328#6 fastmath<fast> : f32
        %4359 = arith.subf %4262, %4328#6 fastmath<fast> : f32
        %4360 = arith.subf %4263, %4328#6 fastmath<fast> : f32
        %4361 = arith.subf %4264, %4328#6 fastmath<fast> : f32
        %4362 = arith.subf %4265, %4328#6 fastmath<fast> : f32
        %4363 = arith.subf %4266, %4328#6 fastmath<fast> : f32
        %4364 = arith.subf %4267, %4328#6 fastmath<fast> : f32
        %4365 = arith.subf %4268, %4328#6 fastmath<fast> : f32
        %4366 = arith.subf %4269, %4328#6 fastmath<fast> : f32
        %4367 = arith.subf %4270, %4328#6 fastmath<fast> : f32
        %4368 = arith.subf %4271, %4328#6 fastmath<fast> : f32
        %4369 = arith.subf %4272, %4328#6 fastmath<fast> : f32
        %4370 = arith.subf %4273, %4328#6 fastmath<fast> : f32
        %4371 = arith.subf %4274, %4328#6 fastmath<fast> : f32
        %4372 = arith.subf %4275, %4328#6 fastmath<fast> : f32
        %4373 = arith.subf %4276, %4328#6 fastmath<fast> : f32
        %4374 = arith.subf %4277, %4328#6 fastmath<fast> : f32
        %4375 = arith.subf %4278, %4328#6 fastmath<fast> : f32
        %4376 = arith.subf %4279, %4328#6 fastmath<fast> : f32
        %4377 = vector.from_elements %4345, %4346, %4347, %4348, %4349, %4350, %4351, %4352, %4353, %4354, %4355, %4356, %4357, %4358, %4359, %4360 : vector<16xf32>
        %4378 = vector.from_elements %4361, %4362, %4363, %4364, %4365, %4366, %4367, %4368, %4369, %4370, %4371, %4372, %4373, %4374, %4375, %4376 : vector<16xf32>
        %4379 = vector.extract %4377[0] : f32 from vector<16xf32>
        %4380 = vector.extract %4377[1] : f32 from vector<16xf32>
        %4381 = vector.extract %4377[2] : f32 from vector<16xf32>
        %4382 = vector.extract %4377[3] : f32 from vector<16xf32>
        %4383 = vector.extract %4377[4] : f32 from vector<16xf32>
        %4384 = vector.extract %4377[5] : f32 from vector<16xf32>
        %4385 = vector.extract %4377[6] : f32 from vector<16xf32>
        %4386 = vector.extract %4377[7] : f32 from vector<16xf32>
        %4387 = vector.extract %4377[8] : f32 from vector<16xf32>
        %4388 = vector.extract %4377[9] : f32 from vector<16xf32>
        %4389 = vector.extract %4377[10] : f32 from vector<16xf32>
        %4390 = vector.extract %4377[11] : f32 from vector<16xf32>
        %4391 = vector.extract %4377[12] : f32 from vector<16xf32>
        %4392 = vector.extract %4377[13] : f32 from vector<16xf32>
        %4393 = vector.extract %4377[14] : f32 from vector<16xf32>
        %4394 = vector.extract %4377[15] : f32 from vector<16xf32>
        %4395 = rocdl.exp2 %4379 f32 -> f32
        %4396 = rocdl.exp2 %4380 f32 -> f32
        %4397 = rocdl.exp2 %4381 f32 -> f32
        %4398 = rocdl.exp2 %4382 f32 -> f32
        %4399 = rocdl.exp2 %4383 f32 -> f32
        %4400 = rocdl.exp2 %4384 f32 -> f32
        %4401 = rocdl.exp2 %4385 f32 -> f32
        %4402 = rocdl.exp2 %4386 f32 -> f32
        %4403 = rocdl.exp2 %4387 f32 -> f32
        %4404 = rocdl.exp2 %4388 f32 -> f32
        %4405 = rocdl.exp2 %4389 f32 -> f32
        %4406 = rocdl.exp2 %4390 f32 -> f32
        %4407 = rocdl.exp2 %4391 f32 -> f32
        %4408 = rocdl.exp2 %4392 f32 -> f32
        %4409 = rocdl.exp2 %4393 f32 -> f32
        %4410 = rocdl.exp2 %4394 f32 -> f32
        %4411 = vector.from_elements %4395, %4396, %4397, %4398, %4399, %4400, %4401, %4402, %4403, %4404, %4405, %4406, %4407, %4408, %4409, %4410 : vector<16xf32>
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier transcendental, 3, 2
        rocdl.s.setprio 0
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %4412 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c1_550 = arith.constant 1 : index
        %4413 = arith.subi %arg20, %c1_550 : index
        %c64_551 = arith.constant 64 : index
        %4414 = arith.muli %4413, %c64_551 : index
        %4415 = arith.muli %4414, %7 : index
        %c8_i32_552 = arith.constant 8 : i32
        %4416 = arith.index_cast %c8_i32_552 : i32 to index
        %4417 = arith.muli %134, %4416 : index
        %4418 = arith.addi %4417, %22 : index
        %c8_i32_553 = arith.constant 8 : i32
        %4419 = arith.index_cast %c8_i32_553 : i32 to index
        %4420 = arith.muli %136, %4419 : index
        %c0_i32_554 = arith.constant 0 : i32
        %4421 = arith.index_cast %c0_i32_554 : i32 to index
        %4422 = arith.addi %4420, %4421 : index
        %4423 = arith.muli %4418, %7 : index
        %4424 = arith.addi %58, %4423 : index
        %4425 = arith.addi %4424, %4422 : index
        %4426 = fly.inttoptr(%225) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4427 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4428 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4429 = fly.make_layout(%4427, %4428) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4430 = fly.make_view(%4426, %4429) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4431 = arith.index_cast %4425 : index to i32
        %4432 = fly.make_int_tuple(%4431) : (i32) -> !fly.int_tuple<(*,?)>
        %4433 = fly.slice(%122, %4432) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4434 = arith.index_cast %4415 : index to i32
        %4435 = fly.atom.set_value(%125, "soffset", %4434) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4435, %4433, %4430) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_555 = arith.constant 8 : i32
        %4436 = arith.index_cast %c8_i32_555 : i32 to index
        %4437 = arith.muli %134, %4436 : index
        %4438 = arith.addi %4437, %22 : index
        %c8_i32_556 = arith.constant 8 : i32
        %4439 = arith.index_cast %c8_i32_556 : i32 to index
        %4440 = arith.muli %136, %4439 : index
        %c64_i32_557 = arith.constant 64 : i32
        %4441 = arith.index_cast %c64_i32_557 : i32 to index
        %4442 = arith.addi %4440, %4441 : index
        %4443 = arith.muli %4438, %7 : index
        %4444 = arith.addi %58, %4443 : index
        %4445 = arith.addi %4444, %4442 : index
        %4446 = fly.inttoptr(%234) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4447 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4448 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4449 = fly.make_layout(%4447, %4448) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4450 = fly.make_view(%4446, %4449) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4451 = arith.index_cast %4445 : index to i32
        %4452 = fly.make_int_tuple(%4451) : (i32) -> !fly.int_tuple<(*,?)>
        %4453 = fly.slice(%122, %4452) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4454 = arith.index_cast %4415 : index to i32
        %4455 = fly.atom.set_value(%125, "soffset", %4454) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4455, %4453, %4450) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c0_i32_558 = arith.constant 0 : i32
        %4456 = arith.index_cast %c0_i32_558 : i32 to index
        %4457 = arith.addi %159, %4456 : index
        %c0_i32_559 = arith.constant 0 : i32
        %4458 = arith.index_cast %c0_i32_559 : i32 to index
        %4459 = arith.addi %4457, %4458 : index
        %c2_i32_560 = arith.constant 2 : i32
        %4460 = arith.index_cast %c2_i32_560 : i32 to index
        %4461 = arith.muli %4459, %4460 : index
        %4462 = arith.index_cast %4461 : index to i64
        %4463 = llvm.getelementptr %12[%4462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4464 = llvm.load %4463 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_561 = arith.constant 256 : i32
        %4465 = arith.index_cast %c256_i32_561 : i32 to index
        %4466 = arith.addi %4459, %4465 : index
        %c2_i32_562 = arith.constant 2 : i32
        %4467 = arith.index_cast %c2_i32_562 : i32 to index
        %4468 = arith.muli %4466, %4467 : index
        %4469 = arith.index_cast %4468 : index to i64
        %4470 = llvm.getelementptr %12[%4469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4471 = llvm.load %4470 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_563 = arith.constant 0 : i32
        %4472 = arith.index_cast %c0_i32_563 : i32 to index
        %4473 = arith.addi %159, %4472 : index
        %c16_i32_564 = arith.constant 16 : i32
        %4474 = arith.index_cast %c16_i32_564 : i32 to index
        %4475 = arith.addi %4473, %4474 : index
        %c2_i32_565 = arith.constant 2 : i32
        %4476 = arith.index_cast %c2_i32_565 : i32 to index
        %4477 = arith.muli %4475, %4476 : index
        %4478 = arith.index_cast %4477 : index to i64
        %4479 = llvm.getelementptr %12[%4478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4480 = llvm.load %4479 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_566 = arith.constant 256 : i32
        %4481 = arith.index_cast %c256_i32_566 : i32 to index
        %4482 = arith.addi %4475, %4481 : index
        %c2_i32_567 = arith.constant 2 : i32
        %4483 = arith.index_cast %c2_i32_567 : i32 to index
        %4484 = arith.muli %4482, %4483 : index
        %4485 = arith.index_cast %4484 : index to i64
        %4486 = llvm.getelementptr %12[%4485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4487 = llvm.load %4486 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_568 = arith.constant 0 : i32
        %4488 = arith.index_cast %c0_i32_568 : i32 to index
        %4489 = arith.addi %159, %4488 : index
        %c32_i32_569 = arith.constant 32 : i32
        %4490 = arith.index_cast %c32_i32_569 : i32 to index
        %4491 = arith.addi %4489, %4490 : index
        %c2_i32_570 = arith.constant 2 : i32
        %4492 = arith.index_cast %c2_i32_570 : i32 to index
        %4493 = arith.muli %4491, %4492 : index
        %4494 = arith.index_cast %4493 : index to i64
        %4495 = llvm.getelementptr %12[%4494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4496 = llvm.load %4495 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_571 = arith.constant 256 : i32
        %4497 = arith.index_cast %c256_i32_571 : i32 to index
        %4498 = arith.addi %4491, %4497 : index
        %c2_i32_572 = arith.constant 2 : i32
        %4499 = arith.index_cast %c2_i32_572 : i32 to index
        %4500 = arith.muli %4498, %4499 : index
        %4501 = arith.index_cast %4500 : index to i64
        %4502 = llvm.getelementptr %12[%4501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4503 = llvm.load %4502 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_573 = arith.constant 0 : i32
        %4504 = arith.index_cast %c0_i32_573 : i32 to index
        %4505 = arith.addi %159, %4504 : index
        %c48_i32_574 = arith.constant 48 : i32
        %4506 = arith.index_cast %c48_i32_574 : i32 to index
        %4507 = arith.addi %4505, %4506 : index
        %c2_i32_575 = arith.constant 2 : i32
        %4508 = arith.index_cast %c2_i32_575 : i32 to index
        %4509 = arith.muli %4507, %4508 : index
        %4510 = arith.index_cast %4509 : index to i64
        %4511 = llvm.getelementptr %12[%4510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4512 = llvm.load %4511 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_576 = arith.constant 256 : i32
        %4513 = arith.index_cast %c256_i32_576 : i32 to index
        %4514 = arith.addi %4507, %4513 : index
        %c2_i32_577 = arith.constant 2 : i32
        %4515 = arith.index_cast %c2_i32_577 : i32 to index
        %4516 = arith.muli %4514, %4515 : index
        %4517 = arith.index_cast %4516 : index to i64
        %4518 = llvm.getelementptr %12[%4517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4519 = llvm.load %4518 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_578 = arith.constant 0 : i32
        %4520 = arith.index_cast %c0_i32_578 : i32 to index
        %4521 = arith.addi %159, %4520 : index
        %c4160_i32_579 = arith.constant 4160 : i32
        %4522 = arith.index_cast %c4160_i32_579 : i32 to index
        %4523 = arith.addi %4521, %4522 : index
        %c2_i32_580 = arith.constant 2 : i32
        %4524 = arith.index_cast %c2_i32_580 : i32 to index
        %4525 = arith.muli %4523, %4524 : index
        %4526 = arith.index_cast %4525 : index to i64
        %4527 = llvm.getelementptr %12[%4526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4528 = llvm.load %4527 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_581 = arith.constant 256 : i32
        %4529 = arith.index_cast %c256_i32_581 : i32 to index
        %4530 = arith.addi %4523, %4529 : index
        %c2_i32_582 = arith.constant 2 : i32
        %4531 = arith.index_cast %c2_i32_582 : i32 to index
        %4532 = arith.muli %4530, %4531 : index
        %4533 = arith.index_cast %4532 : index to i64
        %4534 = llvm.getelementptr %12[%4533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4535 = llvm.load %4534 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_583 = arith.constant 0 : i32
        %4536 = arith.index_cast %c0_i32_583 : i32 to index
        %4537 = arith.addi %159, %4536 : index
        %c4176_i32_584 = arith.constant 4176 : i32
        %4538 = arith.index_cast %c4176_i32_584 : i32 to index
        %4539 = arith.addi %4537, %4538 : index
        %c2_i32_585 = arith.constant 2 : i32
        %4540 = arith.index_cast %c2_i32_585 : i32 to index
        %4541 = arith.muli %4539, %4540 : index
        %4542 = arith.index_cast %4541 : index to i64
        %4543 = llvm.getelementptr %12[%4542] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4544 = llvm.load %4543 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_586 = arith.constant 256 : i32
        %4545 = arith.index_cast %c256_i32_586 : i32 to index
        %4546 = arith.addi %4539, %4545 : index
        %c2_i32_587 = arith.constant 2 : i32
        %4547 = arith.index_cast %c2_i32_587 : i32 to index
        %4548 = arith.muli %4546, %4547 : index
        %4549 = arith.index_cast %4548 : index to i64
        %4550 = llvm.getelementptr %12[%4549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4551 = llvm.load %4550 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_588 = arith.constant 0 : i32
        %4552 = arith.index_cast %c0_i32_588 : i32 to index
        %4553 = arith.addi %159, %4552 : index
        %c4192_i32_589 = arith.constant 4192 : i32
        %4554 = arith.index_cast %c4192_i32_589 : i32 to index
        %4555 = arith.addi %4553, %4554 : index
        %c2_i32_590 = arith.constant 2 : i32
        %4556 = arith.index_cast %c2_i32_590 : i32 to index
        %4557 = arith.muli %4555, %4556 : index
        %4558 = arith.index_cast %4557 : index to i64
        %4559 = llvm.getelementptr %12[%4558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4560 = llvm.load %4559 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_591 = arith.constant 256 : i32
        %4561 = arith.index_cast %c256_i32_591 : i32 to index
        %4562 = arith.addi %4555, %4561 : index
        %c2_i32_592 = arith.constant 2 : i32
        %4563 = arith.index_cast %c2_i32_592 : i32 to index
        %4564 = arith.muli %4562, %4563 : index
        %4565 = arith.index_cast %4564 : index to i64
        %4566 = llvm.getelementptr %12[%4565] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4567 = llvm.load %4566 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_593 = arith.constant 0 : i32
        %4568 = arith.index_cast %c0_i32_593 : i32 to index
        %4569 = arith.addi %159, %4568 : index
        %c4208_i32_594 = arith.constant 4208 : i32
        %4570 = arith.index_cast %c4208_i32_594 : i32 to index
        %4571 = arith.addi %4569, %4570 : index
        %c2_i32_595 = arith.constant 2 : i32
        %4572 = arith.index_cast %c2_i32_595 : i32 to index
        %4573 = arith.muli %4571, %4572 : index
        %4574 = arith.index_cast %4573 : index to i64
        %4575 = llvm.getelementptr %12[%4574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4576 = llvm.load %4575 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_596 = arith.constant 256 : i32
        %4577 = arith.index_cast %c256_i32_596 : i32 to index
        %4578 = arith.addi %4571, %4577 : index
        %c2_i32_597 = arith.constant 2 : i32
        %4579 = arith.index_cast %c2_i32_597 : i32 to index
        %4580 = arith.muli %4578, %4579 : index
        %4581 = arith.index_cast %4580 : index to i64
        %4582 = llvm.getelementptr %12[%4581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4583 = llvm.load %4582 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %c1_598 = arith.constant 1 : index
        %4584 = arith.subi %arg20, %c1_598 : index
        %4585 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
        %4586 = fly.mma_atom_call_ssa(%126, %4464, %4585, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4587 = fly.mma_atom_call_ssa(%126, %4471, %4585, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4588 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
        %4589 = fly.mma_atom_call_ssa(%126, %4480, %4588, %4586) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4590 = fly.mma_atom_call_ssa(%126, %4487, %4588, %4587) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4591 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
        %4592 = fly.mma_atom_call_ssa(%126, %4496, %4591, %4589) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4593 = fly.mma_atom_call_ssa(%126, %4503, %4591, %4590) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4594 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
        %4595 = fly.mma_atom_call_ssa(%126, %4512, %4594, %4592) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4596 = fly.mma_atom_call_ssa(%126, %4519, %4594, %4593) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4597 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
        %4598 = fly.mma_atom_call_ssa(%126, %4528, %4597, %4595) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4599 = fly.mma_atom_call_ssa(%126, %4535, %4597, %4596) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4600 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
        %4601 = fly.mma_atom_call_ssa(%126, %4544, %4600, %4598) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4602 = fly.mma_atom_call_ssa(%126, %4551, %4600, %4599) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4603 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
        %4604 = fly.mma_atom_call_ssa(%126, %4560, %4603, %4601) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4605 = fly.mma_atom_call_ssa(%126, %4567, %4603, %4602) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4606 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
        %4607 = fly.mma_atom_call_ssa(%126, %4576, %4606, %4604) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4608 = fly.mma_atom_call_ssa(%126, %4583, %4606, %4605) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4609 = vector.extract %4411[0] : f32 from vector<16xf32>
        %4610 = vector.extract %4411[1] : f32 from vector<16xf32>
        %4611 = vector.extract %4411[2] : f32 from vector<16xf32>
        %4612 = vector.extract %4411[3] : f32 from vector<16xf32>
        %4613 = vector.extract %4411[4] : f32 from vector<16xf32>
        %4614 = vector.extract %4411[5] : f32 from vector<16xf32>
        %4615 = vector.extract %4411[6] : f32 from vector<16xf32>
        %4616 = vector.extract %4411[7] : f32 from vector<16xf32>
        %4617 = vector.extract %4411[8] : f32 from vector<16xf32>
        %4618 = vector.extract %4411[9] : f32 from vector<16xf32>
        %4619 = vector.extract %4411[10] : f32 from vector<16xf32>
        %4620 = vector.extract %4411[11] : f32 from vector<16xf32>
        %4621 = vector.extract %4411[12] : f32 from vector<16xf32>
        %4622 = vector.extract %4411[13] : f32 from vector<16xf32>
        %4623 = vector.extract %4411[14] : f32 from vector<16xf32>
        %4624 = vector.extract %4411[15] : f32 from vector<16xf32>
        %4625 = vector.extract %4378[0] : f32 from vector<16xf32>
        %4626 = rocdl.exp2 %4625 f32 -> f32
        %4627 = vector.extract %4378[1] : f32 from vector<16xf32>
        %4628 = rocdl.exp2 %4627 f32 -> f32
        %4629 = vector.extract %4378[2] : f32 from vector<16xf32>
        %4630 = rocdl.exp2 %4629 f32 -> f32
        %4631 = vector.extract %4378[3] : f32 from vector<16xf32>
        %4632 = rocdl.exp2 %4631 f32 -> f32
        %4633 = vector.extract %4378[4] : f32 from vector<16xf32>
        %4634 = rocdl.exp2 %4633 f32 -> f32
        %4635 = vector.extract %4378[5] : f32 from vector<16xf32>
        %4636 = rocdl.exp2 %4635 f32 -> f32
        %4637 = vector.extract %4378[6] : f32 from vector<16xf32>
        %4638 = rocdl.exp2 %4637 f32 -> f32
        %4639 = vector.extract %4378[7] : f32 from vector<16xf32>
        %4640 = rocdl.exp2 %4639 f32 -> f32
        %4641 = vector.extract %4378[8] : f32 from vector<16xf32>
        %4642 = rocdl.exp2 %4641 f32 -> f32
        %4643 = vector.extract %4378[9] : f32 from vector<16xf32>
        %4644 = rocdl.exp2 %4643 f32 -> f32
        %4645 = vector.extract %4378[10] : f32 from vector<16xf32>
        %4646 = rocdl.exp2 %4645 f32 -> f32
        %4647 = vector.extract %4378[11] : f32 from vector<16xf32>
        %4648 = rocdl.exp2 %4647 f32 -> f32
        %4649 = vector.extract %4378[12] : f32 from vector<16xf32>
        %4650 = rocdl.exp2 %4649 f32 -> f32
        %4651 = vector.extract %4378[13] : f32 from vector<16xf32>
        %4652 = rocdl.exp2 %4651 f32 -> f32
        %4653 = vector.extract %4378[14] : f32 from vector<16xf32>
        %4654 = rocdl.exp2 %4653 f32 -> f32
        %4655 = vector.extract %4378[15] : f32 from vector<16xf32>
        %4656 = rocdl.exp2 %4655 f32 -> f32
        %4657 = vector.from_elements %4609, %4610, %4611, %4612, %4613, %4614, %4615, %4616, %4617, %4618, %4619, %4620, %4621, %4622, %4623, %4624 : vector<16xf32>
        %4658 = vector.from_elements %4626, %4628, %4630, %4632, %4634, %4636, %4638, %4640, %4642, %4644, %4646, %4648, %4650, %4652, %4654, %4656 : vector<16xf32>
        %4659 = arith.addf %4657, %4658 fastmath<fast> : vector<16xf32>
        %cst_599 = arith.constant 0.000000e+00 : f32
        %4660 = vector.reduction <add>, %4659, %cst_599 fastmath<fast> : vector<16xf32> into f32
        %4661 = arith.bitcast %4660 : f32 to i32
        %4662 = rocdl.permlane32.swap %4661, %4661, false, true : (i32, i32) -> <(i32, i32)>
        %4663 = llvm.extractvalue %4662[0] : !llvm.struct<(i32, i32)> 
        %4664 = llvm.extractvalue %4662[1] : !llvm.struct<(i32, i32)> 
        %4665 = arith.bitcast %4663 : i32 to f32
        %4666 = arith.bitcast %4664 : i32 to f32
        %4667 = arith.addf %4665, %4666 fastmath<fast> : f32
        %4668 = arith.addf %4328#5, %4667 fastmath<fast> : f32
        %4669 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4609, %4610 : (f32, f32) -> i32
        %4670 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4611, %4612 : (f32, f32) -> i32
        %4671 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4613, %4614 : (f32, f32) -> i32
        %4672 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4615, %4616 : (f32, f32) -> i32
        %4673 = vector.from_elements %4669, %4670, %4671, %4672 : vector<4xi32>
        %4674 = vector.bitcast %4673 : vector<4xi32> to vector<8xbf16>
        %4675 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4626, %4628 : (f32, f32) -> i32
        %4676 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4630, %4632 : (f32, f32) -> i32
        %4677 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4634, %4636 : (f32, f32) -> i32
        %4678 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4638, %4640 : (f32, f32) -> i32
        %4679 = vector.from_elements %4675, %4676, %4677, %4678 : vector<4xi32>
        %4680 = vector.bitcast %4679 : vector<4xi32> to vector<8xbf16>
        %4681 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4617, %4618 : (f32, f32) -> i32
        %4682 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4619, %4620 : (f32, f32) -> i32
        %4683 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4621, %4622 : (f32, f32) -> i32
        %4684 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4623, %4624 : (f32, f32) -> i32
        %4685 = vector.from_elements %4681, %4682, %4683, %4684 : vector<4xi32>
        %4686 = vector.bitcast %4685 : vector<4xi32> to vector<8xbf16>
        %4687 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4642, %4644 : (f32, f32) -> i32
        %4688 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4646, %4648 : (f32, f32) -> i32
        %4689 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4650, %4652 : (f32, f32) -> i32
        %4690 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4654, %4656 : (f32, f32) -> i32
        %4691 = vector.from_elements %4687, %4688, %4689, %4690 : vector<4xi32>
        %4692 = vector.bitcast %4691 : vector<4xi32> to vector<8xbf16>
        %4693 = vector.shuffle %4674, %4686 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4694 = vector.shuffle %4680, %4692 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4695 = vector.shuffle %4693, %4694 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %4696 = llvm.inline_asm has_side_effects "", "=v,0" %4695 : (vector<32xbf16>) -> vector<32xbf16>
        %4697 = vector.shuffle %4696, %4696 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %4698 = vector.shuffle %4696, %4696 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %4699 = vector.shuffle %4696, %4696 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %4700 = vector.shuffle %4696, %4696 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier transcendental, 3, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.group.barrier mfma_wmma, 1, 3
        rocdl.sched.group.barrier valu, 5, 3
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %4701 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c1_600 = arith.constant 1 : index
        %4702 = arith.addi %arg20, %c1_600 : index
        %c64_601 = arith.constant 64 : index
        %4703 = arith.muli %4702, %c64_601 : index
        %4704 = arith.muli %4703, %7 : index
        %c8_i32_602 = arith.constant 8 : i32
        %4705 = arith.index_cast %c8_i32_602 : i32 to index
        %4706 = arith.muli %134, %4705 : index
        %4707 = arith.addi %4706, %22 : index
        %c8_i32_603 = arith.constant 8 : i32
        %4708 = arith.index_cast %c8_i32_603 : i32 to index
        %4709 = arith.muli %136, %4708 : index
        %c0_i32_604 = arith.constant 0 : i32
        %4710 = arith.index_cast %c0_i32_604 : i32 to index
        %4711 = arith.addi %4709, %4710 : index
        %4712 = arith.muli %4707, %7 : index
        %4713 = arith.addi %58, %4712 : index
        %4714 = arith.addi %4713, %4711 : index
        %4715 = fly.inttoptr(%189) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4716 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4717 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4718 = fly.make_layout(%4716, %4717) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4719 = fly.make_view(%4715, %4718) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4720 = arith.index_cast %4714 : index to i32
        %4721 = fly.make_int_tuple(%4720) : (i32) -> !fly.int_tuple<(*,?)>
        %4722 = fly.slice(%110, %4721) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4723 = arith.index_cast %4704 : index to i32
        %4724 = fly.atom.set_value(%125, "soffset", %4723) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4724, %4722, %4719) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_605 = arith.constant 8 : i32
        %4725 = arith.index_cast %c8_i32_605 : i32 to index
        %4726 = arith.muli %134, %4725 : index
        %4727 = arith.addi %4726, %22 : index
        %c8_i32_606 = arith.constant 8 : i32
        %4728 = arith.index_cast %c8_i32_606 : i32 to index
        %4729 = arith.muli %136, %4728 : index
        %c64_i32_607 = arith.constant 64 : i32
        %4730 = arith.index_cast %c64_i32_607 : i32 to index
        %4731 = arith.addi %4729, %4730 : index
        %4732 = arith.muli %4727, %7 : index
        %4733 = arith.addi %58, %4732 : index
        %4734 = arith.addi %4733, %4731 : index
        %4735 = fly.inttoptr(%198) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4736 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4737 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4738 = fly.make_layout(%4736, %4737) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4739 = fly.make_view(%4735, %4738) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4740 = arith.index_cast %4734 : index to i32
        %4741 = fly.make_int_tuple(%4740) : (i32) -> !fly.int_tuple<(*,?)>
        %4742 = fly.slice(%110, %4741) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4743 = arith.index_cast %4704 : index to i32
        %4744 = fly.atom.set_value(%125, "soffset", %4743) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4744, %4742, %4739) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c25344_i32_608 = arith.constant 25344 : i32
        %4745 = arith.index_cast %c25344_i32_608 : i32 to index
        %4746 = arith.addi %180, %4745 : index
        %c2_i32_609 = arith.constant 2 : i32
        %4747 = arith.index_cast %c2_i32_609 : i32 to index
        %4748 = arith.muli %4746, %4747 : index
        %4749 = arith.addi %4748, %11 : index
        %4750 = arith.index_cast %4749 : index to i32
        %4751 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %4750 : (i32) -> vector<2xi32>
        %4752 = vector.bitcast %4751 : vector<2xi32> to vector<4xbf16>
        %c2_i32_610 = arith.constant 2 : i32
        %4753 = arith.index_cast %c2_i32_610 : i32 to index
        %4754 = arith.muli %4746, %4753 : index
        %4755 = arith.addi %4754, %11 : index
        %4756 = arith.index_cast %4755 : index to i32
        %4757 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %4756 : (i32) -> vector<2xi32>
        %4758 = vector.bitcast %4757 : vector<2xi32> to vector<4xbf16>
        %4759 = vector.shuffle %4752, %4758 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_611 = arith.constant 2 : i32
        %4760 = arith.index_cast %c2_i32_611 : i32 to index
        %4761 = arith.muli %4746, %4760 : index
        %4762 = arith.addi %4761, %11 : index
        %4763 = arith.index_cast %4762 : index to i32
        %4764 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %4763 : (i32) -> vector<2xi32>
        %4765 = vector.bitcast %4764 : vector<2xi32> to vector<4xbf16>
        %c2_i32_612 = arith.constant 2 : i32
        %4766 = arith.index_cast %c2_i32_612 : i32 to index
        %4767 = arith.muli %4746, %4766 : index
        %4768 = arith.addi %4767, %11 : index
        %4769 = arith.index_cast %4768 : index to i32
        %4770 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %4769 : (i32) -> vector<2xi32>
        %4771 = vector.bitcast %4770 : vector<2xi32> to vector<4xbf16>
        %4772 = vector.shuffle %4765, %4771 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_613 = arith.constant 2 : i32
        %4773 = arith.index_cast %c2_i32_613 : i32 to index
        %4774 = arith.muli %4746, %4773 : index
        %4775 = arith.addi %4774, %11 : index
        %4776 = arith.index_cast %4775 : index to i32
        %4777 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %4776 : (i32) -> vector<2xi32>
        %4778 = vector.bitcast %4777 : vector<2xi32> to vector<4xbf16>
        %c2_i32_614 = arith.constant 2 : i32
        %4779 = arith.index_cast %c2_i32_614 : i32 to index
        %4780 = arith.muli %4746, %4779 : index
        %4781 = arith.addi %4780, %11 : index
        %4782 = arith.index_cast %4781 : index to i32
        %4783 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %4782 : (i32) -> vector<2xi32>
        %4784 = vector.bitcast %4783 : vector<2xi32> to vector<4xbf16>
        %4785 = vector.shuffle %4778, %4784 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_615 = arith.constant 2 : i32
        %4786 = arith.index_cast %c2_i32_615 : i32 to index
        %4787 = arith.muli %4746, %4786 : index
        %4788 = arith.addi %4787, %11 : index
        %4789 = arith.index_cast %4788 : index to i32
        %4790 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %4789 : (i32) -> vector<2xi32>
        %4791 = vector.bitcast %4790 : vector<2xi32> to vector<4xbf16>
        %c2_i32_616 = arith.constant 2 : i32
        %4792 = arith.index_cast %c2_i32_616 : i32 to index
        %4793 = arith.muli %4746, %4792 : index
        %4794 = arith.addi %4793, %11 : index
        %4795 = arith.index_cast %4794 : index to i32
        %4796 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %4795 : (i32) -> vector<2xi32>
        %4797 = vector.bitcast %4796 : vector<2xi32> to vector<4xbf16>
        %4798 = vector.shuffle %4791, %4797 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_617 = arith.constant 2 : i32
        %4799 = arith.index_cast %c2_i32_617 : i32 to index
        %4800 = arith.muli %4746, %4799 : index
        %4801 = arith.addi %4800, %11 : index
        %4802 = arith.index_cast %4801 : index to i32
        %4803 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %4802 : (i32) -> vector<2xi32>
        %4804 = vector.bitcast %4803 : vector<2xi32> to vector<4xbf16>
        %c2_i32_618 = arith.constant 2 : i32
        %4805 = arith.index_cast %c2_i32_618 : i32 to index
        %4806 = arith.muli %4746, %4805 : index
        %4807 = arith.addi %4806, %11 : index
        %4808 = arith.index_cast %4807 : index to i32
        %4809 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %4808 : (i32) -> vector<2xi32>
        %4810 = vector.bitcast %4809 : vector<2xi32> to vector<4xbf16>
        %4811 = vector.shuffle %4804, %4810 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_619 = arith.constant 2 : i32
        %4812 = arith.index_cast %c2_i32_619 : i32 to index
        %4813 = arith.muli %4746, %4812 : index
        %4814 = arith.addi %4813, %11 : index
        %4815 = arith.index_cast %4814 : index to i32
        %4816 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %4815 : (i32) -> vector<2xi32>
        %4817 = vector.bitcast %4816 : vector<2xi32> to vector<4xbf16>
        %c2_i32_620 = arith.constant 2 : i32
        %4818 = arith.index_cast %c2_i32_620 : i32 to index
        %4819 = arith.muli %4746, %4818 : index
        %4820 = arith.addi %4819, %11 : index
        %4821 = arith.index_cast %4820 : index to i32
        %4822 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %4821 : (i32) -> vector<2xi32>
        %4823 = vector.bitcast %4822 : vector<2xi32> to vector<4xbf16>
        %4824 = vector.shuffle %4817, %4823 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_621 = arith.constant 2 : i32
        %4825 = arith.index_cast %c2_i32_621 : i32 to index
        %4826 = arith.muli %4746, %4825 : index
        %4827 = arith.addi %4826, %11 : index
        %4828 = arith.index_cast %4827 : index to i32
        %4829 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %4828 : (i32) -> vector<2xi32>
        %4830 = vector.bitcast %4829 : vector<2xi32> to vector<4xbf16>
        %c2_i32_622 = arith.constant 2 : i32
        %4831 = arith.index_cast %c2_i32_622 : i32 to index
        %4832 = arith.muli %4746, %4831 : index
        %4833 = arith.addi %4832, %11 : index
        %4834 = arith.index_cast %4833 : index to i32
        %4835 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %4834 : (i32) -> vector<2xi32>
        %4836 = vector.bitcast %4835 : vector<2xi32> to vector<4xbf16>
        %4837 = vector.shuffle %4830, %4836 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_623 = arith.constant 2 : i32
        %4838 = arith.index_cast %c2_i32_623 : i32 to index
        %4839 = arith.muli %4746, %4838 : index
        %4840 = arith.addi %4839, %11 : index
        %4841 = arith.index_cast %4840 : index to i32
        %4842 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %4841 : (i32) -> vector<2xi32>
        %4843 = vector.bitcast %4842 : vector<2xi32> to vector<4xbf16>
        %c2_i32_624 = arith.constant 2 : i32
        %4844 = arith.index_cast %c2_i32_624 : i32 to index
        %4845 = arith.muli %4746, %4844 : index
        %4846 = arith.addi %4845, %11 : index
        %4847 = arith.index_cast %4846 : index to i32
        %4848 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %4847 : (i32) -> vector<2xi32>
        %4849 = vector.bitcast %4848 : vector<2xi32> to vector<4xbf16>
        %4850 = vector.shuffle %4843, %4849 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_625 = arith.constant 2 : i32
        %4851 = arith.index_cast %c2_i32_625 : i32 to index
        %4852 = arith.muli %4746, %4851 : index
        %4853 = arith.addi %4852, %11 : index
        %4854 = arith.index_cast %4853 : index to i32
        %4855 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %4854 : (i32) -> vector<2xi32>
        %4856 = vector.bitcast %4855 : vector<2xi32> to vector<4xbf16>
        %c2_i32_626 = arith.constant 2 : i32
        %4857 = arith.index_cast %c2_i32_626 : i32 to index
        %4858 = arith.muli %4746, %4857 : index
        %4859 = arith.addi %4858, %11 : index
        %4860 = arith.index_cast %4859 : index to i32
        %4861 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %4860 : (i32) -> vector<2xi32>
        %4862 = vector.bitcast %4861 : vector<2xi32> to vector<4xbf16>
        %4863 = vector.shuffle %4856, %4862 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_627 = arith.constant 2 : i32
        %4864 = arith.index_cast %c2_i32_627 : i32 to index
        %4865 = arith.muli %4746, %4864 : index
        %4866 = arith.addi %4865, %11 : index
        %4867 = arith.index_cast %4866 : index to i32
        %4868 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %4867 : (i32) -> vector<2xi32>
        %4869 = vector.bitcast %4868 : vector<2xi32> to vector<4xbf16>
        %c2_i32_628 = arith.constant 2 : i32
        %4870 = arith.index_cast %c2_i32_628 : i32 to index
        %4871 = arith.muli %4746, %4870 : index
        %4872 = arith.addi %4871, %11 : index
        %4873 = arith.index_cast %4872 : index to i32
        %4874 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %4873 : (i32) -> vector<2xi32>
        %4875 = vector.bitcast %4874 : vector<2xi32> to vector<4xbf16>
        %4876 = vector.shuffle %4869, %4875 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_629 = arith.constant 2 : i32
        %4877 = arith.index_cast %c2_i32_629 : i32 to index
        %4878 = arith.muli %4746, %4877 : index
        %4879 = arith.addi %4878, %11 : index
        %4880 = arith.index_cast %4879 : index to i32
        %4881 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %4880 : (i32) -> vector<2xi32>
        %4882 = vector.bitcast %4881 : vector<2xi32> to vector<4xbf16>
        %c2_i32_630 = arith.constant 2 : i32
        %4883 = arith.index_cast %c2_i32_630 : i32 to index
        %4884 = arith.muli %4746, %4883 : index
        %4885 = arith.addi %4884, %11 : index
        %4886 = arith.index_cast %4885 : index to i32
        %4887 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %4886 : (i32) -> vector<2xi32>
        %4888 = vector.bitcast %4887 : vector<2xi32> to vector<4xbf16>
        %4889 = vector.shuffle %4882, %4888 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_631 = arith.constant 2 : i32
        %4890 = arith.index_cast %c2_i32_631 : i32 to index
        %4891 = arith.muli %4746, %4890 : index
        %4892 = arith.addi %4891, %11 : index
        %4893 = arith.index_cast %4892 : index to i32
        %4894 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %4893 : (i32) -> vector<2xi32>
        %4895 = vector.bitcast %4894 : vector<2xi32> to vector<4xbf16>
        %c2_i32_632 = arith.constant 2 : i32
        %4896 = arith.index_cast %c2_i32_632 : i32 to index
        %4897 = arith.muli %4746, %4896 : index
        %4898 = arith.addi %4897, %11 : index
        %4899 = arith.index_cast %4898 : index to i32
        %4900 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %4899 : (i32) -> vector<2xi32>
        %4901 = vector.bitcast %4900 : vector<2xi32> to vector<4xbf16>
        %4902 = vector.shuffle %4895, %4901 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_633 = arith.constant 2 : i32
        %4903 = arith.index_cast %c2_i32_633 : i32 to index
        %4904 = arith.muli %4746, %4903 : index
        %4905 = arith.addi %4904, %11 : index
        %4906 = arith.index_cast %4905 : index to i32
        %4907 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %4906 : (i32) -> vector<2xi32>
        %4908 = vector.bitcast %4907 : vector<2xi32> to vector<4xbf16>
        %c2_i32_634 = arith.constant 2 : i32
        %4909 = arith.index_cast %c2_i32_634 : i32 to index
        %4910 = arith.muli %4746, %4909 : index
        %4911 = arith.addi %4910, %11 : index
        %4912 = arith.index_cast %4911 : index to i32
        %4913 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %4912 : (i32) -> vector<2xi32>
        %4914 = vector.bitcast %4913 : vector<2xi32> to vector<4xbf16>
        %4915 = vector.shuffle %4908, %4914 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_635 = arith.constant 2 : i32
        %4916 = arith.index_cast %c2_i32_635 : i32 to index
        %4917 = arith.muli %4746, %4916 : index
        %4918 = arith.addi %4917, %11 : index
        %4919 = arith.index_cast %4918 : index to i32
        %4920 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %4919 : (i32) -> vector<2xi32>
        %4921 = vector.bitcast %4920 : vector<2xi32> to vector<4xbf16>
        %c2_i32_636 = arith.constant 2 : i32
        %4922 = arith.index_cast %c2_i32_636 : i32 to index
        %4923 = arith.muli %4746, %4922 : index
        %4924 = arith.addi %4923, %11 : index
        %4925 = arith.index_cast %4924 : index to i32
        %4926 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %4925 : (i32) -> vector<2xi32>
        %4927 = vector.bitcast %4926 : vector<2xi32> to vector<4xbf16>
        %4928 = vector.shuffle %4921, %4927 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_637 = arith.constant 2 : i32
        %4929 = arith.index_cast %c2_i32_637 : i32 to index
        %4930 = arith.muli %4746, %4929 : index
        %4931 = arith.addi %4930, %11 : index
        %4932 = arith.index_cast %4931 : index to i32
        %4933 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %4932 : (i32) -> vector<2xi32>
        %4934 = vector.bitcast %4933 : vector<2xi32> to vector<4xbf16>
        %c2_i32_638 = arith.constant 2 : i32
        %4935 = arith.index_cast %c2_i32_638 : i32 to index
        %4936 = arith.muli %4746, %4935 : index
        %4937 = arith.addi %4936, %11 : index
        %4938 = arith.index_cast %4937 : index to i32
        %4939 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %4938 : (i32) -> vector<2xi32>
        %4940 = vector.bitcast %4939 : vector<2xi32> to vector<4xbf16>
        %4941 = vector.shuffle %4934, %4940 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_639 = arith.constant 2 : i32
        %4942 = arith.index_cast %c2_i32_639 : i32 to index
        %4943 = arith.muli %4746, %4942 : index
        %4944 = arith.addi %4943, %11 : index
        %4945 = arith.index_cast %4944 : index to i32
        %4946 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %4945 : (i32) -> vector<2xi32>
        %4947 = vector.bitcast %4946 : vector<2xi32> to vector<4xbf16>
        %c2_i32_640 = arith.constant 2 : i32
        %4948 = arith.index_cast %c2_i32_640 : i32 to index
        %4949 = arith.muli %4746, %4948 : index
        %4950 = arith.addi %4949, %11 : index
        %4951 = arith.index_cast %4950 : index to i32
        %4952 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %4951 : (i32) -> vector<2xi32>
        %4953 = vector.bitcast %4952 : vector<2xi32> to vector<4xbf16>
        %4954 = vector.shuffle %4947, %4953 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %4955 = vector.extract %4607[0] : f32 from vector<16xf32>
        %4956 = vector.extract %4607[1] : f32 from vector<16xf32>
        %4957 = vector.extract %4607[2] : f32 from vector<16xf32>
        %4958 = vector.extract %4607[3] : f32 from vector<16xf32>
        %4959 = vector.extract %4607[4] : f32 from vector<16xf32>
        %4960 = vector.extract %4607[5] : f32 from vector<16xf32>
        %4961 = vector.extract %4607[6] : f32 from vector<16xf32>
        %4962 = vector.extract %4607[7] : f32 from vector<16xf32>
        %4963 = vector.extract %4607[8] : f32 from vector<16xf32>
        %4964 = vector.extract %4607[9] : f32 from vector<16xf32>
        %4965 = vector.extract %4607[10] : f32 from vector<16xf32>
        %4966 = vector.extract %4607[11] : f32 from vector<16xf32>
        %4967 = vector.extract %4607[12] : f32 from vector<16xf32>
        %4968 = vector.extract %4607[13] : f32 from vector<16xf32>
        %4969 = vector.extract %4607[14] : f32 from vector<16xf32>
        %4970 = vector.extract %4607[15] : f32 from vector<16xf32>
        %4971 = vector.extract %4608[0] : f32 from vector<16xf32>
        %4972 = vector.extract %4608[1] : f32 from vector<16xf32>
        %4973 = vector.extract %4608[2] : f32 from vector<16xf32>
        %4974 = vector.extract %4608[3] : f32 from vector<16xf32>
        %4975 = vector.extract %4608[4] : f32 from vector<16xf32>
        %4976 = vector.extract %4608[5] : f32 from vector<16xf32>
        %4977 = vector.extract %4608[6] : f32 from vector<16xf32>
        %4978 = vector.extract %4608[7] : f32 from vector<16xf32>
        %4979 = vector.extract %4608[8] : f32 from vector<16xf32>
        %4980 = vector.extract %4608[9] : f32 from vector<16xf32>
        %4981 = vector.extract %4608[10] : f32 from vector<16xf32>
        %4982 = vector.extract %4608[11] : f32 from vector<16xf32>
        %4983 = vector.extract %4608[12] : f32 from vector<16xf32>
        %4984 = vector.extract %4608[13] : f32 from vector<16xf32>
        %4985 = vector.extract %4608[14] : f32 from vector<16xf32>
        %4986 = vector.extract %4608[15] : f32 from vector<16xf32>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        rocdl.s.setprio 1
        %4987 = fly.mma_atom_call_ssa(%126, %4759, %4697, %4341) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4988 = fly.mma_atom_call_ssa(%126, %4811, %4697, %4342) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4989 = fly.mma_atom_call_ssa(%126, %4863, %4697, %4343) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4990 = fly.mma_atom_call_ssa(%126, %4915, %4697, %4344) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %cst_641 = arith.constant 0xFF800000 : f32
        %4991 = arith.maxnumf %cst_641, %4955 fastmath<fast> : f32
        %4992 = arith.maxnumf %4991, %4956 fastmath<fast> : f32
        %4993 = arith.maxnumf %4992, %4957 fastmath<fast> : f32
        %4994 = arith.maxnumf %4993, %4958 fastmath<fast> : f32
        %4995 = arith.maxnumf %4994, %4959 fastmath<fast> : f32
        %4996 = arith.maxnumf %4995, %4960 fastmath<fast> : f32
        %4997 = arith.maxnumf %4996, %4961 fastmath<fast> : f32
        %4998 = arith.maxnumf %4997, %4962 fastmath<fast> : f32
        %4999 = arith.maxnumf %4998, %4963 fastmath<fast> : f32
        %5000 = arith.maxnumf %4999, %4964 fastmath<fast> : f32
        %5001 = arith.maxnumf %5000, %4965 fastmath<fast> : f32
        %5002 = arith.maxnumf %5001, %4966 fastmath<fast> : f32
        %5003 = arith.maxnumf %5002, %4967 fastmath<fast> : f32
        %5004 = arith.maxnumf %5003, %4968 fastmath<fast> : f32
        %5005 = arith.maxnumf %5004, %4969 fastmath<fast> : f32
        %5006 = arith.maxnumf %5005, %4970 fastmath<fast> : f32
        %5007 = arith.maxnumf %5006, %4971 fastmath<fast> : f32
        %5008 = arith.maxnumf %5007, %4972 fastmath<fast> : f32
        %5009 = arith.maxnumf %5008, %4973 fastmath<fast> : f32
        %5010 = arith.maxnumf %5009, %4974 fastmath<fast> : f32
        %5011 = arith.maxnumf %5010, %4975 fastmath<fast> : f32
        %5012 = arith.maxnumf %5011, %4976 fastmath<fast> : f32
        %5013 = arith.maxnumf %5012, %4977 fastmath<fast> : f32
        %5014 = arith.maxnumf %5013, %4978 fastmath<fast> : f32
        %5015 = arith.maxnumf %5014, %4979 fastmath<fast> : f32
        %5016 = arith.maxnumf %5015, %4980 fastmath<fast> : f32
        %5017 = arith.maxnumf %5016, %4981 fastmath<fast> : f32
        %5018 = arith.maxnumf %5017, %4982 fastmath<fast> : f32
        %5019 = arith.maxnumf %5018, %4983 fastmath<fast> : f32
        %5020 = arith.maxnumf %5019, %4984 fastmath<fast> : f32
        %5021 = arith.maxnumf %5020, %4985 fastmath<fast> : f32
        %5022 = arith.maxnumf %5021, %4986 fastmath<fast> : f32
        %5023 = arith.bitcast %5022 : f32 to i32
        %5024 = rocdl.permlane32.swap %5023, %5023, false, true : (i32, i32) -> <(i32, i32)>
        %5025 = llvm.extractvalue %5024[0] : !llvm.struct<(i32, i32)> 
        %5026 = llvm.extractvalue %5024[1] : !llvm.struct<(i32, i32)> 
        %5027 = arith.bitcast %5025 : i32 to f32
        %5028 = arith.bitcast %5026 : i32 to f32
        %5029 = arith.maxnumf %5027, %5028 fastmath<fast> : f32
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        %5030 = arith.subf %5029, %4328#6 fastmath<fast> : f32
        %cst_642 = arith.constant 8.000000e+00 : f32
        %5031 = arith.cmpf ole, %5030, %cst_642 fastmath<fast> : f32
        %5032 = rocdl.ballot %5031 : i64
        %true_643 = arith.constant true
        %5033 = rocdl.ballot %true_643 : i64
        %5034 = arith.cmpi eq, %5032, %5033 : i64
        %true_644 = arith.constant true
        %5035 = llvm.intr.expect %5034, %true_644 : i1
        %5036 = vector.shuffle %4697, %4699 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %5037 = vector.shuffle %4698, %4700 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %5038 = vector.shuffle %5036, %5037 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %5039:7 = scf.if %5035 -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32) {
          scf.yield %4987, %4988, %4989, %4990, %5038, %4668, %4328#6 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        } else {
          %5124 = arith.subf %4328#6, %5029 fastmath<fast> : f32
          %5125 = rocdl.exp2 %5124 f32 -> f32
          %5126 = vector.from_elements %5125 : vector<1xf32>
          %5127 = vector.extract %5126[0] : f32 from vector<1xf32>
          %5128 = vector.broadcast %5127 : f32 to vector<16xf32>
          %5129 = arith.mulf %4987, %5128 fastmath<fast> : vector<16xf32>
          %5130 = arith.mulf %4988, %5128 fastmath<fast> : vector<16xf32>
          %5131 = arith.mulf %4989, %5128 fastmath<fast> : vector<16xf32>
          %5132 = arith.mulf %4990, %5128 fastmath<fast> : vector<16xf32>
          %5133 = vector.shuffle %4697, %4699 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5134 = vector.shuffle %4698, %4700 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5135 = vector.shuffle %5133, %5134 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5136 = llvm.fpext %5135 fastmath<fast> : vector<32xbf16> to vector<32xf32>
          %5137 = vector.from_elements %5125 : vector<1xf32>
          %5138 = vector.extract %5137[0] : f32 from vector<1xf32>
          %5139 = vector.broadcast %5138 : f32 to vector<32xf32>
          %5140 = arith.mulf %5139, %5136 fastmath<fast> : vector<32xf32>
          %5141 = llvm.fptrunc %5140 fastmath<fast> : vector<32xf32> to vector<32xbf16>
          %5142 = vector.shuffle %5141, %5141 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
          %5143 = vector.shuffle %5141, %5141 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
          %5144 = vector.shuffle %5141, %5141 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
          %5145 = vector.shuffle %5141, %5141 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
          %5146 = vector.shuffle %5142, %5144 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5147 = vector.shuffle %5143, %5145 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5148 = vector.shuffle %5146, %5147 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5149 = arith.mulf %4668, %5125 fastmath<fast> : f32
          %5150 = llvm.inline_asm has_side_effects "", "=v,0" %5029 : (f32) -> f32
          scf.yield %5129, %5130, %5131, %5132, %5148, %5149, %5150 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        }
        %5040 = vector.shuffle %5039#4, %5039#4 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %5041 = vector.shuffle %5039#4, %5039#4 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %5042 = vector.shuffle %5039#4, %5039#4 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %5043 = vector.shuffle %5039#4, %5039#4 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        %5044 = fly.mma_atom_call_ssa(%126, %4772, %5042, %5039#0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5045 = fly.mma_atom_call_ssa(%126, %4824, %5042, %5039#1) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5046 = fly.mma_atom_call_ssa(%126, %4876, %5042, %5039#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5047 = fly.mma_atom_call_ssa(%126, %4928, %5042, %5039#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5048 = fly.mma_atom_call_ssa(%126, %4785, %5041, %5044) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5049 = fly.mma_atom_call_ssa(%126, %4837, %5041, %5045) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5050 = fly.mma_atom_call_ssa(%126, %4889, %5041, %5046) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5051 = fly.mma_atom_call_ssa(%126, %4941, %5041, %5047) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5052 = fly.mma_atom_call_ssa(%126, %4798, %5043, %5048) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5053 = fly.mma_atom_call_ssa(%126, %4850, %5043, %5049) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5054 = fly.mma_atom_call_ssa(%126, %4902, %5043, %5050) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5055 = fly.mma_atom_call_ssa(%126, %4954, %5043, %5051) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5056 = arith.subf %4955, %5039#6 fastmath<fast> : f32
        %5057 = arith.subf %4956, %5039#6 fastmath<fast> : f32
        %5058 = arith.subf %4957, %5039#6 fastmath<fast> : f32
        %5059 = arith.subf %4958, %5039#6 fastmath<fast> : f32
        %5060 = arith.subf %4959, %5039#6 fastmath<fast> : f32
        %5061 = arith.subf %4960, %5039#6 fastmath<fast> : f32
        %5062 = arith.subf %4961, %5039#6 fastmath<fast> : f32
        %5063 = arith.subf %4962, %5039#6 fastmath<fast> : f32
        %5064 = arith.subf %4963, %5039#6 fastmath<fast> : f32
        %5065 = arith.subf %4964, %5039#6 fastmath<fast> : f32
        %5066 = arith.subf %4965, %5039#6 fastmath<fast> : f32
        %5067 = arith.subf %4966, %5039#6 fastmath<fast> : f32
        %5068 = arith.subf %4967, %5039#6 fastmath<fast> : f32
        %5069 = arith.subf %4968, %5039#6 fastmath<fast> : f32
        %5070 = arith.subf %4969, %5039#6 fastmath<fast> : f32
        %5071 = arith.subf %4970, %5039#6 fastmath<fast> : f32
        %5072 = arith.subf %4971, %5039#6 fastmath<fast> : f32
        %5073 = arith.subf %4972, %5039#6 fastmath<fast> : f32
        %5074 = arith.subf %4973, %5039#6 fastmath<fast> : f32
        %5075 = arith.subf %4974, %5039#6 fastmath<fast> : f32
        %5076 = arith.subf %4975, %5039#6 fastmath<fast> : f32
        %5077 = arith.subf %4976, %5039#6 fastmath<fast> : f32
        %5078 = arith.subf %4977, %5039#6 fastmath<fast> : f32
        %5079 = arith.subf %4978, %5039#6 fastmath<fast> : f32
        %5080 = arith.subf %4979, %5039#6 fastmath<fast> : f32
        %5081 = arith.subf %4980, %5039#6 fastmath<fast> : f32
        %5082 = arith.subf %4981, %5039#6 fastmath<fast> : f32
        %5083 = arith.subf %4982, %5039#6 fastmath<fast> : f32
        %5084 = arith.subf %4983, %5039#6 fastmath<fast> : f32
        %5085 = arith.subf %4984, %5039#6 fastmath<fast> : f32
        %5086 = arith.subf %4985, %5039#6 fastmath<fast> : f32
        %5087 = arith.subf %4986, %5039#6 fastmath<fast> : f32
        %5088 = vector.from_elements %5056, %5057, %5058, %5059, %5060, %5061, %5062, %5063, %5064, %5065, %5066, %5067, %5068, %5069, %5070, %5071 : vector<16xf32>
        %5089 = vector.from_elements %5072, %5073, %5074, %5075, %5076, %5077, %5078, %5079, %5080, %5081, %5082, %5083, %5084, %5085, %5086, %5087 : vector<16xf32>
        %5090 = vector.extract %5088[0] : f32 from vector<16xf32>
        %5091 = vector.extract %5088[1] : f32 from vector<16xf32>
        %5092 = vector.extract %5088[2] : f32 from vector<16xf32>
        %5093 = vector.extract %5088[3] : f32 from vector<16xf32>
        %5094 = vector.extract %5088[4] : f32 from vector<16xf32>
        %5095 = vector.extract %5088[5] : f32 from vector<16xf32>
        %5096 = vector.extract %5088[6] : f32 from vector<16xf32>
        %5097 = vector.extract %5088[7] : f32 from vector<16xf32>
        %5098 = vector.extract %5088[8] : f32 from vector<16xf32>
        %5099 = vector.extract %5088[9] : f32 from vector<16xf32>
        %5100 = vector.extract %5088[10] : f32 from vector<16xf32>
        %5101 = vector.extract %5088[11] : f32 from vector<16xf32>
        %5102 = vector.extract %5088[12] : f32 from vector<16xf32>
        %5103 = vector.extract %5088[13] : f32 from vector<16xf32>
        %5104 = vector.extract %5088[14] : f32 from vector<16xf32>
        %5105 = vector.extract %5088[15] : f32 from vector<16xf32>
        %5106 = rocdl.exp2 %5090 f32 -> f32
        %5107 = rocdl.exp2 %5091 f32 -> f32
        %5108 = rocdl.exp2 %5092 f32 -> f32
        %5109 = rocdl.exp2 %5093 f32 -> f32
        %5110 = rocdl.exp2 %5094 f32 -> f32
        %5111 = rocdl.exp2 %5095 f32 -> f32
        %5112 = rocdl.exp2 %5096 f32 -> f32
        %5113 = rocdl.exp2 %5097 f32 -> f32
        %5114 = rocdl.exp2 %5098 f32 -> f32
        %5115 = rocdl.exp2 %5099 f32 -> f32
        %5116 = rocdl.exp2 %5100 f32 -> f32
        %5117 = rocdl.exp2 %5101 f32 -> f32
        %5118 = rocdl.exp2 %5102 f32 -> f32
        %5119 = rocdl.exp2 %5103 f32 -> f32
        %5120 = rocdl.exp2 %5104 f32 -> f32
        %5121 = rocdl.exp2 %5105 f32 -> f32
        %5122 = vector.from_elements %5106, %5107, %5108, %5109, %5110, %5111, %5112, %5113, %5114, %5115, %5116, %5117, %5118, %5119, %5120, %5121 : vector<16xf32>
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 5, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier transcendental, 3, 4
        rocdl.s.setprio 0
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %5123 = vector.shuffle %5122, %5089 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>, vector<16xf32>
        scf.yield %5039#6, %5039#5, %5052, %5053, %5054, %5055, %5123 : f32, f32, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xf32>
      }
      %882 = vector.shuffle %881#6, %881#6 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>, vector<32xf32>
      %883 = vector.shuffle %881#6, %881#6 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>, vector<32xf32>
      %c3_i32 = arith.constant 3 : i32
      %884 = arith.index_cast %c3_i32 : i32 to index
      %885 = arith.subi %147, %884 : index
      %c2_i32_145 = arith.constant 2 : i32
      %886 = arith.index_cast %c2_i32_145 : i32 to index
      %887 = arith.subi %147, %886 : index
      %c1_i32_146 = arith.constant 1 : i32
      %888 = arith.index_cast %c1_i32_146 : i32 to index
      %889 = arith.subi %147, %888 : index
      %890 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_147 = arith.constant 64 : i32
      %891 = arith.index_cast %c64_i32_147 : i32 to index
      %892 = arith.muli %885, %891 : index
      %893 = arith.muli %892, %7 : index
      %c8_i32_148 = arith.constant 8 : i32
      %894 = arith.index_cast %c8_i32_148 : i32 to index
      %895 = arith.muli %134, %894 : index
      %896 = arith.addi %895, %22 : index
      %c8_i32_149 = arith.constant 8 : i32
      %897 = arith.index_cast %c8_i32_149 : i32 to index
      %898 = arith.muli %136, %897 : index
      %c0_i32_150 = arith.constant 0 : i32
      %899 = arith.index_cast %c0_i32_150 : i32 to index
      %900 = arith.addi %898, %899 : index
      %901 = arith.muli %896, %7 : index
      %902 = arith.addi %58, %901 : index
      %903 = arith.addi %902, %900 : index
      %904 = fly.inttoptr(%243) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %905 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %906 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %907 = fly.make_layout(%905, %906) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %908 = fly.make_view(%904, %907) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %909 = arith.index_cast %903 : index to i32
      %910 = fly.make_int_tuple(%909) : (i32) -> !fly.int_tuple<(*,?)>
      %911 = fly.slice(%122, %910) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %912 = arith.index_cast %893 : index to i32
      %913 = fly.atom.set_value(%125, "soffset", %912) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%913, %911, %908) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_151 = arith.constant 8 : i32
      %914 = arith.index_cast %c8_i32_151 : i32 to index
      %915 = arith.muli %134, %914 : index
      %916 = arith.addi %915, %22 : index
      %c8_i32_152 = arith.constant 8 : i32
      %917 = arith.index_cast %c8_i32_152 : i32 to index
      %918 = arith.muli %136, %917 : index
      %c64_i32_153 = arith.constant 64 : i32
      %919 = arith.index_cast %c64_i32_153 : i32 to index
      %920 = arith.addi %918, %919 : index
      %921 = arith.muli %916, %7 : index
      %922 = arith.addi %58, %921 : index
      %923 = arith.addi %922, %920 : index
      %924 = fly.inttoptr(%252) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %925 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %926 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %927 = fly.make_layout(%925, %926) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %928 = fly.make_view(%924, %927) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %929 = arith.index_cast %923 : index to i32
      %930 = fly.make_int_tuple(%929) : (i32) -> !fly.int_tuple<(*,?)>
      %931 = fly.slice(%122, %930) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %932 = arith.index_cast %893 : index to i32
      %933 = fly.atom.set_value(%125, "soffset", %932) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%933, %931, %928) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c17024_i32 = arith.constant 17024 : i32
      %934 = arith.index_cast %c17024_i32 : i32 to index
      %935 = arith.addi %159, %934 : index
      %c0_i32_154 = arith.constant 0 : i32
      %936 = arith.index_cast %c0_i32_154 : i32 to index
      %937 = arith.addi %935, %936 : index
      %c2_i32_155 = arith.constant 2 : i32
      %938 = arith.index_cast %c2_i32_155 : i32 to index
      %939 = arith.muli %937, %938 : index
      %940 = arith.index_cast %939 : index to i64
      %941 = llvm.getelementptr %12[%940] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %942 = llvm.load %941 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_156 = arith.constant 256 : i32
      %943 = arith.index_cast %c256_i32_156 : i32 to index
      %944 = arith.addi %937, %943 : index
      %c2_i32_157 = arith.constant 2 : i32
      %945 = arith.index_cast %c2_i32_157 : i32 to index
      %946 = arith.muli %944, %945 : index
      %947 = arith.index_cast %946 : index to i64
      %948 = llvm.getelementptr %12[%947] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %949 = llvm.load %948 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_158 = arith.constant 17024 : i32
      %950 = arith.index_cast %c17024_i32_158 : i32 to index
      %951 = arith.addi %159, %950 : index
      %c16_i32_159 = arith.constant 16 : i32
      %952 = arith.index_cast %c16_i32_159 : i32 to index
      %953 = arith.addi %951, %952 : index
      %c2_i32_160 = arith.constant 2 : i32
      %954 = arith.index_cast %c2_i32_160 : i32 to index
      %955 = arith.muli %953, %954 : index
      %956 = arith.index_cast %955 : index to i64
      %957 = llvm.getelementptr %12[%956] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %958 = llvm.load %957 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_161 = arith.constant 256 : i32
      %959 = arith.index_cast %c256_i32_161 : i32 to index
      %960 = arith.addi %953, %959 : index
      %c2_i32_162 = arith.constant 2 : i32
      %961 = arith.index_cast %c2_i32_162 : i32 to index
      %962 = arith.muli %960, %961 : index
      %963 = arith.index_cast %962 : index to i64
      %964 = llvm.getelementptr %12[%963] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %965 = llvm.load %964 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_163 = arith.constant 17024 : i32
      %966 = arith.index_cast %c17024_i32_163 : i32 to index
      %967 = arith.addi %159, %966 : index
      %c32_i32_164 = arith.constant 32 : i32
      %968 = arith.index_cast %c32_i32_164 : i32 to index
      %969 = arith.addi %967, %968 : index
      %c2_i32_165 = arith.constant 2 : i32
      %970 = arith.index_cast %c2_i32_165 : i32 to index
      %971 = arith.muli %969, %970 : index
      %972 = arith.index_cast %971 : index to i64
      %973 = llvm.getelementptr %12[%972] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %974 = llvm.load %973 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_166 = arith.constant 256 : i32
      %975 = arith.index_cast %c256_i32_166 : i32 to index
      %976 = arith.addi %969, %975 : index
      %c2_i32_167 = arith.constant 2 : i32
      %977 = arith.index_cast %c2_i32_167 : i32 to index
      %978 = arith.muli %976, %977 : index
      %979 = arith.index_cast %978 : index to i64
      %980 = llvm.getelementptr %12[%979] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %981 = llvm.load %980 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_168 = arith.constant 17024 : i32
      %982 = arith.index_cast %c17024_i32_168 : i32 to index
      %983 = arith.addi %159, %982 : index
      %c48_i32_169 = arith.constant 48 : i32
      %984 = arith.index_cast %c48_i32_169 : i32 to index
      %985 = arith.addi %983, %984 : index
      %c2_i32_170 = arith.constant 2 : i32
      %986 = arith.index_cast %c2_i32_170 : i32 to index
      %987 = arith.muli %985, %986 : index
      %988 = arith.index_cast %987 : index to i64
      %989 = llvm.getelementptr %12[%988] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %990 = llvm.load %989 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_171 = arith.constant 256 : i32
      %991 = arith.index_cast %c256_i32_171 : i32 to index
      %992 = arith.addi %985, %991 : index
      %c2_i32_172 = arith.constant 2 : i32
      %993 = arith.index_cast %c2_i32_172 : i32 to index
      %994 = arith.muli %992, %993 : index
      %995 = arith.index_cast %994 : index to i64
      %996 = llvm.getelementptr %12[%995] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %997 = llvm.load %996 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_173 = arith.constant 17024 : i32
      %998 = arith.index_cast %c17024_i32_173 : i32 to index
      %999 = arith.addi %159, %998 : index
      %c4160_i32_174 = arith.constant 4160 : i32
      %1000 = arith.index_cast %c4160_i32_174 : i32 to index
      %1001 = arith.addi %999, %1000 : index
      %c2_i32_175 = arith.constant 2 : i32
      %1002 = arith.index_cast %c2_i32_175 : i32 to index
      %1003 = arith.muli %1001, %1002 : index
      %1004 = arith.index_cast %1003 : index to i64
      %1005 = llvm.getelementptr %12[%1004] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1006 = llvm.load %1005 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_176 = arith.constant 256 : i32
      %1007 = arith.index_cast %c256_i32_176 : i32 to index
      %1008 = arith.addi %1001, %1007 : index
      %c2_i32_177 = arith.constant 2 : i32
      %1009 = arith.index_cast %c2_i32_177 : i32 to index
      %1010 = arith.muli %1008, %1009 : index
      %1011 = arith.index_cast %1010 : index to i64
      %1012 = llvm.getelementptr %12[%1011] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1013 = llvm.load %1012 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_178 = arith.constant 17024 : i32
      %1014 = arith.index_cast %c17024_i32_178 : i32 to index
      %1015 = arith.addi %159, %1014 : index
      %c4176_i32_179 = arith.constant 4176 : i32
      %1016 = arith.index_cast %c4176_i32_179 : i32 to index
      %1017 = arith.addi %1015, %1016 : index
      %c2_i32_180 = arith.constant 2 : i32
      %1018 = arith.index_cast %c2_i32_180 : i32 to index
      %1019 = arith.muli %1017, %1018 : index
      %1020 = arith.index_cast %1019 : index to i64
      %1021 = llvm.getelementptr %12[%1020] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1022 = llvm.load %1021 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_181 = arith.constant 256 : i32
      %1023 = arith.index_cast %c256_i32_181 : i32 to index
      %1024 = arith.addi %1017, %1023 : index
      %c2_i32_182 = arith.constant 2 : i32
      %1025 = arith.index_cast %c2_i32_182 : i32 to index
      %1026 = arith.muli %1024, %1025 : index
      %1027 = arith.index_cast %1026 : index to i64
      %1028 = llvm.getelementptr %12[%1027] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1029 = llvm.load %1028 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_183 = arith.constant 17024 : i32
      %1030 = arith.index_cast %c17024_i32_183 : i32 to index
      %1031 = arith.addi %159, %1030 : index
      %c4192_i32_184 = arith.constant 4192 : i32
      %1032 = arith.index_cast %c4192_i32_184 : i32 to index
      %1033 = arith.addi %1031, %1032 : index
      %c2_i32_185 = arith.constant 2 : i32
      %1034 = arith.index_cast %c2_i32_185 : i32 to index
      %1035 = arith.muli %1033, %1034 : index
      %1036 = arith.index_cast %1035 : index to i64
      %1037 = llvm.getelementptr %12[%1036] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1038 = llvm.load %1037 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_186 = arith.constant 256 : i32
      %1039 = arith.index_cast %c256_i32_186 : i32 to index
      %1040 = arith.addi %1033, %1039 : index
      %c2_i32_187 = arith.constant 2 : i32
      %1041 = arith.index_cast %c2_i32_187 : i32 to index
      %1042 = arith.muli %1040, %1041 : index
      %1043 = arith.index_cast %1042 : index to i64
      %1044 = llvm.getelementptr %12[%1043] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1045 = llvm.load %1044 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_188 = arith.constant 17024 : i32
      %1046 = arith.index_cast %c17024_i32_188 : i32 to index
      %1047 = arith.addi %159, %1046 : index
      %c4208_i32_189 = arith.constant 4208 : i32
      %1048 = arith.index_cast %c4208_i32_189 : i32 to index
      %1049 = arith.addi %1047, %1048 : index
      %c2_i32_190 = arith.constant 2 : i32
      %1050 = arith.index_cast %c2_i32_190 : i32 to index
      %1051 = arith.muli %1049, %1050 : index
      %1052 = arith.index_cast %1051 : index to i64
      %1053 = llvm.getelementptr %12[%1052] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1054 = llvm.load %1053 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_191 = arith.constant 256 : i32
      %1055 = arith.index_cast %c256_i32_191 : i32 to index
      %1056 = arith.addi %1049, %1055 : index
      %c2_i32_192 = arith.constant 2 : i32
      %1057 = arith.index_cast %c2_i32_192 : i32 to index
      %1058 = arith.muli %1056, %1057 : index
      %1059 = arith.index_cast %1058 : index to i64
      %1060 = llvm.getelementptr %12[%1059] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1061 = llvm.load %1060 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1062 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %1063 = fly.mma_atom_call_ssa(%126, %942, %1062, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1064 = fly.mma_atom_call_ssa(%126, %949, %1062, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1065 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %1066 = fly.mma_atom_call_ssa(%126, %958, %1065, %1063) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1067 = fly.mma_atom_call_ssa(%126, %965, %1065, %1064) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1068 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %1069 = fly.mma_atom_call_ssa(%126, %974, %1068, %1066) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1070 = fly.mma_atom_call_ssa(%126, %981, %1068, %1067) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1071 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %1072 = fly.mma_atom_call_ssa(%126, %990, %1071, %1069) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1073 = fly.mma_atom_call_ssa(%126, %997, %1071, %1070) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1074 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %1075 = fly.mma_atom_call_ssa(%126, %1006, %1074, %1072) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1076 = fly.mma_atom_call_ssa(%126, %1013, %1074, %1073) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1077 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %1078 = fly.mma_atom_call_ssa(%126, %1022, %1077, %1075) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1079 = fly.mma_atom_call_ssa(%126, %1029, %1077, %1076) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1080 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %1081 = fly.mma_atom_call_ssa(%126, %1038, %1080, %1078) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1082 = fly.mma_atom_call_ssa(%126, %1045, %1080, %1079) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1083 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %1084 = fly.mma_atom_call_ssa(%126, %1054, %1083, %1081) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1085 = fly.mma_atom_call_ssa(%126, %1061, %1083, %1082) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1086 = vector.extract %882[0] : f32 from vector<16xf32>
      %1087 = vector.extract %882[1] : f32 from vector<16xf32>
      %1088 = vector.extract %882[2] : f32 from vector<16xf32>
      %1089 = vector.extract %882[3] : f32 from vector<16xf32>
      %1090 = vector.extract %882[4] : f32 from vector<16xf32>
      %1091 = vector.extract %882[5] : f32 from vector<16xf32>
      %1092 = vector.extract %882[6] : f32 from vector<16xf32>
      %1093 = vector.extract %882[7] : f32 from vector<16xf32>
      %1094 = vector.extract %882[8] : f32 from vector<16xf32>
      %1095 = vector.extract %882[9] : f32 from vector<16xf32>
      %1096 = vector.extract %882[10] : f32 from vector<16xf32>
      %1097 = vector.extract %882[11] : f32 from vector<16xf32>
      %1098 = vector.extract %882[12] : f32 from vector<16xf32>
      %1099 = vector.extract %882[13] : f32 from vector<16xf32>
      %1100 = vector.extract %882[14] : f32 from vector<16xf32>
      %1101 = vector.extract %882[15] : f32 from vector<16xf32>
      %1102 = vector.extract %883[0] : f32 from vector<16xf32>
      %1103 = rocdl.exp2 %1102 f32 -> f32
      %1104 = vector.extract %883[1] : f32 from vector<16xf32>
      %1105 = rocdl.exp2 %1104 f32 -> f32
      %1106 = vector.extract %883[2] : f32 from vector<16xf32>
      %1107 = rocdl.exp2 %1106 f32 -> f32
      %1108 = vector.extract %883[3] : f32 from vector<16xf32>
      %1109 = rocdl.exp2 %1108 f32 -> f32
      %1110 = vector.extract %883[4] : f32 from vector<16xf32>
      %1111 = rocdl.exp2 %1110 f32 -> f32
      %1112 = vector.extract %883[5] : f32 from vector<16xf32>
      %1113 = rocdl.exp2 %1112 f32 -> f32
      %1114 = vector.extract %883[6] : f32 from vector<16xf32>
      %1115 = rocdl.exp2 %1114 f32 -> f32
      %1116 = vector.extract %883[7] : f32 from vector<16xf32>
      %1117 = rocdl.exp2 %1116 f32 -> f32
      %1118 = vector.extract %883[8] : f32 from vector<16xf32>
      %1119 = rocdl.exp2 %1118 f32 -> f32
      %1120 = vector.extract %883[9] : f32 from vector<16xf32>
      %1121 = rocdl.exp2 %1120 f32 -> f32
      %1122 = vector.extract %883[10] : f32 from vector<16xf32>
      %1123 = rocdl.exp2 %1122 f32 -> f32
      %1124 = vector.extract %883[11] : f32 from vector<16xf32>
      %1125 = rocdl.exp2 %1124 f32 -> f32
      %1126 = vector.extract %883[12] : f32 from vector<16xf32>
      %1127 = rocdl.exp2 %1126 f32 -> f32
      %1128 = vector.extract %883[13] : f32 from vector<16xf32>
      %1129 = rocdl.exp2 %1128 f32 -> f32
      %1130 = vector.extract %883[14] : f32 from vector<16xf32>
      %1131 = rocdl.exp2 %1130 f32 -> f32
      %1132 = vector.extract %883[15] : f32 from vector<16xf32>
      %1133 = rocdl.exp2 %1132 f32 -> f32
      %1134 = vector.from_elements %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101 : vector<16xf32>
      %1135 = vector.from_elements %1103, %1105, %1107, %1109, %1111, %1113, %1115, %1117, %1119, %1121, %1123, %1125, %1127, %1129, %1131, %1133 : vector<16xf32>
      %1136 = arith.addf %1134, %1135 fastmath<fast> : vector<16xf32>
      %cst_193 = arith.constant 0.000000e+00 : f32
      %1137 = vector.reduction <add>, %1136, %cst_193 fastmath<fast> : vector<16xf32> into f32
      %1138 = arith.bitcast %1137 : f32 to i32
      %1139 = rocdl.permlane32.swap %1138, %1138, false, true : (i32, i32) -> <(i32, i32)>
      %1140 = llvm.extractvalue %1139[0] : !llvm.struct<(i32, i32)> 
      %1141 = llvm.extractvalue %1139[1] : !llvm.struct<(i32, i32)> 
      %1142 = arith.bitcast %1140 : i32 to f32
      %1143 = arith.bitcast %1141 : i32 to f32
      %1144 = arith.addf %1142, %1143 fastmath<fast> : f32
      %1145 = arith.addf %881#1, %1144 fastmath<fast> : f32
      %1146 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1086, %1087 : (f32, f32) -> i32
      %1147 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1088, %1089 : (f32, f32) -> i32
      %1148 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1090, %1091 : (f32, f32) -> i32
      %1149 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1092, %1093 : (f32, f32) -> i32
      %1150 = vector.from_elements %1146, %1147, %1148, %1149 : vector<4xi32>
      %1151 = vector.bitcast %1150 : vector<4xi32> to vector<8xbf16>
      %1152 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1103, %1105 : (f32, f32) -> i32
      %1153 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1107, %1109 : (f32, f32) -> i32
      %1154 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1111, %1113 : (f32, f32) -> i32
      %1155 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1115, %1117 : (f32, f32) -> i32
      %1156 = vector.from_elements %1152, %1153, %1154, %1155 : vector<4xi32>
      %1157 = vector.bitcast %1156 : vector<4xi32> to vector<8xbf16>
      %1158 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1094, %1095 : (f32, f32) -> i32
      %1159 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1096, %1097 : (f32, f32) -> i32
      %1160 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1098, %1099 : (f32, f32) -> i32
      %1161 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1100, %1101 : (f32, f32) -> i32
      %1162 = vector.from_elements %1158, %1159, %1160, %1161 : vector<4xi32>
      %1163 = vector.bitcast %1162 : vector<4xi32> to vector<8xbf16>
      %1164 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1119, %1121 : (f32, f32) -> i32
      %1165 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1123, %1125 : (f32, f32) -> i32
      %1166 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1127, %1129 : (f32, f32) -> i32
      %1167 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1131, %1133 : (f32, f32) -> i32
      %1168 = vector.from_elements %1164, %1165, %1166, %1167 : vector<4xi32>
      %1169 = vector.bitcast %1168 : vector<4xi32> to vector<8xbf16>
      %1170 = vector.shuffle %1151, %1163 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1171 = vector.shuffle %1157, %1169 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1172 = vector.shuffle %1170, %1171 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %1173 = llvm.inline_asm has_side_effects "", "=v,0" %1172 : (vector<32xbf16>) -> vector<32xbf16>
      %1174 = vector.shuffle %1173, %1173 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %1175 = vector.shuffle %1173, %1173 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %1176 = vector.shuffle %1173, %1173 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %1177 = vector.shuffle %1173, %1173 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier transcendental, 3, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.group.barrier mfma_wmma, 1, 5
      rocdl.sched.group.barrier valu, 5, 5
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1178 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_194 = arith.constant 64 : i32
      %1179 = arith.index_cast %c64_i32_194 : i32 to index
      %1180 = arith.muli %889, %1179 : index
      %1181 = arith.muli %1180, %7 : index
      %c8_i32_195 = arith.constant 8 : i32
      %1182 = arith.index_cast %c8_i32_195 : i32 to index
      %1183 = arith.muli %134, %1182 : index
      %1184 = arith.addi %1183, %22 : index
      %c8_i32_196 = arith.constant 8 : i32
      %1185 = arith.index_cast %c8_i32_196 : i32 to index
      %1186 = arith.muli %136, %1185 : index
      %c0_i32_197 = arith.constant 0 : i32
      %1187 = arith.index_cast %c0_i32_197 : i32 to index
      %1188 = arith.addi %1186, %1187 : index
      %1189 = arith.muli %1184, %7 : index
      %1190 = arith.addi %58, %1189 : index
      %1191 = arith.addi %1190, %1188 : index
      %1192 = fly.inttoptr(%207) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1193 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1194 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1195 = fly.make_layout(%1193, %1194) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1196 = fly.make_view(%1192, %1195) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1197 = arith.index_cast %1191 : index to i32
      %1198 = fly.make_int_tuple(%1197) : (i32) -> !fly.int_tuple<(*,?)>
      %1199 = fly.slice(%110, %1198) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1200 = arith.index_cast %1181 : index to i32
      %1201 = fly.atom.set_value(%125, "soffset", %1200) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1201, %1199, %1196) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_198 = arith.constant 8 : i32
      %1202 = arith.index_cast %c8_i32_198 : i32 to index
      %1203 = arith.muli %134, %1202 : index
      %1204 = arith.addi %1203, %22 : index
      %c8_i32_199 = arith.constant 8 : i32
      %1205 = arith.index_cast %c8_i32_199 : i32 to index
      %1206 = arith.muli %136, %1205 : index
      %c64_i32_200 = arith.constant 64 : i32
      %1207 = arith.index_cast %c64_i32_200 : i32 to index
      %1208 = arith.addi %1206, %1207 : index
      %1209 = arith.muli %1204, %7 : index
      %1210 = arith.addi %58, %1209 : index
      %1211 = arith.addi %1210, %1208 : index
      %1212 = fly.inttoptr(%216) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1213 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1214 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1215 = fly.make_layout(%1213, %1214) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1216 = fly.make_view(%1212, %1215) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1217 = arith.index_cast %1211 : index to i32
      %1218 = fly.make_int_tuple(%1217) : (i32) -> !fly.int_tuple<(*,?)>
      %1219 = fly.slice(%110, %1218) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1220 = arith.index_cast %1181 : index to i32
      %1221 = fly.atom.set_value(%125, "soffset", %1220) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1221, %1219, %1216) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8320_i32_201 = arith.constant 8320 : i32
      %1222 = arith.index_cast %c8320_i32_201 : i32 to index
      %1223 = arith.addi %180, %1222 : index
      %c2_i32_202 = arith.constant 2 : i32
      %1224 = arith.index_cast %c2_i32_202 : i32 to index
      %1225 = arith.muli %1223, %1224 : index
      %1226 = arith.addi %1225, %11 : index
      %1227 = arith.index_cast %1226 : index to i32
      %1228 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %1227 : (i32) -> vector<2xi32>
      %1229 = vector.bitcast %1228 : vector<2xi32> to vector<4xbf16>
      %c2_i32_203 = arith.constant 2 : i32
      %1230 = arith.index_cast %c2_i32_203 : i32 to index
      %1231 = arith.muli %1223, %1230 : index
      %1232 = arith.addi %1231, %11 : index
      %1233 = arith.index_cast %1232 : index to i32
      %1234 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %1233 : (i32) -> vector<2xi32>
      %1235 = vector.bitcast %1234 : vector<2xi32> to vector<4xbf16>
      %1236 = vector.shuffle %1229, %1235 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_204 = arith.constant 2 : i32
      %1237 = arith.index_cast %c2_i32_204 : i32 to index
      %1238 = arith.muli %1223, %1237 : index
      %1239 = arith.addi %1238, %11 : index
      %1240 = arith.index_cast %1239 : index to i32
      %1241 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %1240 : (i32) -> vector<2xi32>
      %1242 = vector.bitcast %1241 : vector<2xi32> to vector<4xbf16>
      %c2_i32_205 = arith.constant 2 : i32
      %1243 = arith.index_cast %c2_i32_205 : i32 to index
      %1244 = arith.muli %1223, %1243 : index
      %1245 = arith.addi %1244, %11 : index
      %1246 = arith.index_cast %1245 : index to i32
      %1247 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %1246 : (i32) -> vector<2xi32>
      %1248 = vector.bitcast %1247 : vector<2xi32> to vector<4xbf16>
      %1249 = vector.shuffle %1242, %1248 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_206 = arith.constant 2 : i32
      %1250 = arith.index_cast %c2_i32_206 : i32 to index
      %1251 = arith.muli %1223, %1250 : index
      %1252 = arith.addi %1251, %11 : index
      %1253 = arith.index_cast %1252 : index to i32
      %1254 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %1253 : (i32) -> vector<2xi32>
      %1255 = vector.bitcast %1254 : vector<2xi32> to vector<4xbf16>
      %c2_i32_207 = arith.constant 2 : i32
      %1256 = arith.index_cast %c2_i32_207 : i32 to index
      %1257 = arith.muli %1223, %1256 : index
      %1258 = arith.addi %1257, %11 : index
      %1259 = arith.index_cast %1258 : index to i32
      %1260 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %1259 : (i32) -> vector<2xi32>
      %1261 = vector.bitcast %1260 : vector<2xi32> to vector<4xbf16>
      %1262 = vector.shuffle %1255, %1261 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_208 = arith.constant 2 : i32
      %1263 = arith.index_cast %c2_i32_208 : i32 to index
      %1264 = arith.muli %1223, %1263 : index
      %1265 = arith.addi %1264, %11 : index
      %1266 = arith.index_cast %1265 : index to i32
      %1267 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %1266 : (i32) -> vector<2xi32>
      %1268 = vector.bitcast %1267 : vector<2xi32> to vector<4xbf16>
      %c2_i32_209 = arith.constant 2 : i32
      %1269 = arith.index_cast %c2_i32_209 : i32 to index
      %1270 = arith.muli %1223, %1269 : index
      %1271 = arith.addi %1270, %11 : index
      %1272 = arith.index_cast %1271 : index to i32
      %1273 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %1272 : (i32) -> vector<2xi32>
      %1274 = vector.bitcast %1273 : vector<2xi32> to vector<4xbf16>
      %1275 = vector.shuffle %1268, %1274 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_210 = arith.constant 2 : i32
      %1276 = arith.index_cast %c2_i32_210 : i32 to index
      %1277 = arith.muli %1223, %1276 : index
      %1278 = arith.addi %1277, %11 : index
      %1279 = arith.index_cast %1278 : index to i32
      %1280 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %1279 : (i32) -> vector<2xi32>
      %1281 = vector.bitcast %1280 : vector<2xi32> to vector<4xbf16>
      %c2_i32_211 = arith.constant 2 : i32
      %1282 = arith.index_cast %c2_i32_211 : i32 to index
      %1283 = arith.muli %1223, %1282 : index
      %1284 = arith.addi %1283, %11 : index
      %1285 = arith.index_cast %1284 : index to i32
      %1286 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %1285 : (i32) -> vector<2xi32>
      %1287 = vector.bitcast %1286 : vector<2xi32> to vector<4xbf16>
      %1288 = vector.shuffle %1281, %1287 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_212 = arith.constant 2 : i32
      %1289 = arith.index_cast %c2_i32_212 : i32 to index
      %1290 = arith.muli %1223, %1289 : index
      %1291 = arith.addi %1290, %11 : index
      %1292 = arith.index_cast %1291 : index to i32
      %1293 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %1292 : (i32) -> vector<2xi32>
      %1294 = vector.bitcast %1293 : vector<2xi32> to vector<4xbf16>
      %c2_i32_213 = arith.constant 2 : i32
      %1295 = arith.index_cast %c2_i32_213 : i32 to index
      %1296 = arith.muli %1223, %1295 : index
      %1297 = arith.addi %1296, %11 : index
      %1298 = arith.index_cast %1297 : index to i32
      %1299 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %1298 : (i32) -> vector<2xi32>
      %1300 = vector.bitcast %1299 : vector<2xi32> to vector<4xbf16>
      %1301 = vector.shuffle %1294, %1300 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_214 = arith.constant 2 : i32
      %1302 = arith.index_cast %c2_i32_214 : i32 to index
      %1303 = arith.muli %1223, %1302 : index
      %1304 = arith.addi %1303, %11 : index
      %1305 = arith.index_cast %1304 : index to i32
      %1306 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %1305 : (i32) -> vector<2xi32>
      %1307 = vector.bitcast %1306 : vector<2xi32> to vector<4xbf16>
      %c2_i32_215 = arith.constant 2 : i32
      %1308 = arith.index_cast %c2_i32_215 : i32 to index
      %1309 = arith.muli %1223, %1308 : index
      %1310 = arith.addi %1309, %11 : index
      %1311 = arith.index_cast %1310 : index to i32
      %1312 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %1311 : (i32) -> vector<2xi32>
      %1313 = vector.bitcast %1312 : vector<2xi32> to vector<4xbf16>
      %1314 = vector.shuffle %1307, %1313 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_216 = arith.constant 2 : i32
      %1315 = arith.index_cast %c2_i32_216 : i32 to index
      %1316 = arith.muli %1223, %1315 : index
      %1317 = arith.addi %1316, %11 : index
      %1318 = arith.index_cast %1317 : index to i32
      %1319 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %1318 : (i32) -> vector<2xi32>
      %1320 = vector.bitcast %1319 : vector<2xi32> to vector<4xbf16>
      %c2_i32_217 = arith.constant 2 : i32
      %1321 = arith.index_cast %c2_i32_217 : i32 to index
      %1322 = arith.muli %1223, %1321 : index
      %1323 = arith.addi %1322, %11 : index
      %1324 = arith.index_cast %1323 : index to i32
      %1325 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %1324 : (i32) -> vector<2xi32>
      %1326 = vector.bitcast %1325 : vector<2xi32> to vector<4xbf16>
      %1327 = vector.shuffle %1320, %1326 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_218 = arith.constant 2 : i32
      %1328 = arith.index_cast %c2_i32_218 : i32 to index
      %1329 = arith.muli %1223, %1328 : index
      %1330 = arith.addi %1329, %11 : index
      %1331 = arith.index_cast %1330 : index to i32
      %1332 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %1331 : (i32) -> vector<2xi32>
      %1333 = vector.bitcast %1332 : vector<2xi32> to vector<4xbf16>
      %c2_i32_219 = arith.constant 2 : i32
      %1334 = arith.index_cast %c2_i32_219 : i32 to index
      %1335 = arith.muli %1223, %1334 : index
      %1336 = arith.addi %1335, %11 : index
      %1337 = arith.index_cast %1336 : index to i32
      %1338 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %1337 : (i32) -> vector<2xi32>
      %1339 = vector.bitcast %1338 : vector<2xi32> to vector<4xbf16>
      %1340 = vector.shuffle %1333, %1339 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_220 = arith.constant 2 : i32
      %1341 = arith.index_cast %c2_i32_220 : i32 to index
      %1342 = arith.muli %1223, %1341 : index
      %1343 = arith.addi %1342, %11 : index
      %1344 = arith.index_cast %1343 : index to i32
      %1345 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %1344 : (i32) -> vector<2xi32>
      %1346 = vector.bitcast %1345 : vector<2xi32> to vector<4xbf16>
      %c2_i32_221 = arith.constant 2 : i32
      %1347 = arith.index_cast %c2_i32_221 : i32 to index
      %1348 = arith.muli %1223, %1347 : index
      %1349 = arith.addi %1348, %11 : index
      %1350 = arith.index_cast %1349 : index to i32
      %1351 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %1350 : (i32) -> vector<2xi32>
      %1352 = vector.bitcast %1351 : vector<2xi32> to vector<4xbf16>
      %1353 = vector.shuffle %1346, %1352 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_222 = arith.constant 2 : i32
      %1354 = arith.index_cast %c2_i32_222 : i32 to index
      %1355 = arith.muli %1223, %1354 : index
      %1356 = arith.addi %1355, %11 : index
      %1357 = arith.index_cast %1356 : index to i32
      %1358 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %1357 : (i32) -> vector<2xi32>
      %1359 = vector.bitcast %1358 : vector<2xi32> to vector<4xbf16>
      %c2_i32_223 = arith.constant 2 : i32
      %1360 = arith.index_cast %c2_i32_223 : i32 to index
      %1361 = arith.muli %1223, %1360 : index
      %1362 = arith.addi %1361, %11 : index
      %1363 = arith.index_cast %1362 : index to i32
      %1364 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %1363 : (i32) -> vector<2xi32>
      %1365 = vector.bitcast %1364 : vector<2xi32> to vector<4xbf16>
      %1366 = vector.shuffle %1359, %1365 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_224 = arith.constant 2 : i32
      %1367 = arith.index_cast %c2_i32_224 : i32 to index
      %1368 = arith.muli %1223, %1367 : index
      %1369 = arith.addi %1368, %11 : index
      %1370 = arith.index_cast %1369 : index to i32
      %1371 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %1370 : (i32) -> vector<2xi32>
      %1372 = vector.bitcast %1371 : vector<2xi32> to vector<4xbf16>
      %c2_i32_225 = arith.constant 2 : i32
      %1373 = arith.index_cast %c2_i32_225 : i32 to index
      %1374 = arith.muli %1223, %1373 : index
      %1375 = arith.addi %1374, %11 : index
      %1376 = arith.index_cast %1375 : index to i32
      %1377 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %1376 : (i32) -> vector<2xi32>
      %1378 = vector.bitcast %1377 : vector<2xi32> to vector<4xbf16>
      %1379 = vector.shuffle %1372, %1378 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_226 = arith.constant 2 : i32
      %1380 = arith.index_cast %c2_i32_226 : i32 to index
      %1381 = arith.muli %1223, %1380 : index
      %1382 = arith.addi %1381, %11 : index
      %1383 = arith.index_cast %1382 : index to i32
      %1384 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %1383 : (i32) -> vector<2xi32>
      %1385 = vector.bitcast %1384 : vector<2xi32> to vector<4xbf16>
      %c2_i32_227 = arith.constant 2 : i32
      %1386 = arith.index_cast %c2_i32_227 : i32 to index
      %1387 = arith.muli %1223, %1386 : index
      %1388 = arith.addi %1387, %11 : index
      %1389 = arith.index_cast %1388 : index to i32
      %1390 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %1389 : (i32) -> vector<2xi32>
      %1391 = vector.bitcast %1390 : vector<2xi32> to vector<4xbf16>
      %1392 = vector.shuffle %1385, %1391 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_228 = arith.constant 2 : i32
      %1393 = arith.index_cast %c2_i32_228 : i32 to index
      %1394 = arith.muli %1223, %1393 : index
      %1395 = arith.addi %1394, %11 : index
      %1396 = arith.index_cast %1395 : index to i32
      %1397 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %1396 : (i32) -> vector<2xi32>
      %1398 = vector.bitcast %1397 : vector<2xi32> to vector<4xbf16>
      %c2_i32_229 = arith.constant 2 : i32
      %1399 = arith.index_cast %c2_i32_229 : i32 to index
      %1400 = arith.muli %1223, %1399 : index
      %1401 = arith.addi %1400, %11 : index
      %1402 = arith.index_cast %1401 : index to i32
      %1403 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %1402 : (i32) -> vector<2xi32>
      %1404 = vector.bitcast %1403 : vector<2xi32> to vector<4xbf16>
      %1405 = vector.shuffle %1398, %1404 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_230 = arith.constant 2 : i32
      %1406 = arith.index_cast %c2_i32_230 : i32 to index
      %1407 = arith.muli %1223, %1406 : index
      %1408 = arith.addi %1407, %11 : index
      %1409 = arith.index_cast %1408 : index to i32
      %1410 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %1409 : (i32) -> vector<2xi32>
      %1411 = vector.bitcast %1410 : vector<2xi32> to vector<4xbf16>
      %c2_i32_231 = arith.constant 2 : i32
      %1412 = arith.index_cast %c2_i32_231 : i32 to index
      %1413 = arith.muli %1223, %1412 : index
      %1414 = arith.addi %1413, %11 : index
      %1415 = arith.index_cast %1414 : index to i32
      %1416 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %1415 : (i32) -> vector<2xi32>
      %1417 = vector.bitcast %1416 : vector<2xi32> to vector<4xbf16>
      %1418 = vector.shuffle %1411, %1417 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_232 = arith.constant 2 : i32
      %1419 = arith.index_cast %c2_i32_232 : i32 to index
      %1420 = arith.muli %1223, %1419 : index
      %1421 = arith.addi %1420, %11 : index
      %1422 = arith.index_cast %1421 : index to i32
      %1423 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %1422 : (i32) -> vector<2xi32>
      %1424 = vector.bitcast %1423 : vector<2xi32> to vector<4xbf16>
      %c2_i32_233 = arith.constant 2 : i32
      %1425 = arith.index_cast %c2_i32_233 : i32 to index
      %1426 = arith.muli %1223, %1425 : index
      %1427 = arith.addi %1426, %11 : index
      %1428 = arith.index_cast %1427 : index to i32
      %1429 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %1428 : (i32) -> vector<2xi32>
      %1430 = vector.bitcast %1429 : vector<2xi32> to vector<4xbf16>
      %1431 = vector.shuffle %1424, %1430 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c1_234 = arith.constant 1 : index
      %1432 = arith.addi %885, %c1_234 : index
      %c64_i32_235 = arith.constant 64 : i32
      %1433 = arith.index_cast %c64_i32_235 : i32 to index
      %1434 = arith.muli %1432, %1433 : index
      %1435 = arith.index_cast %1434 : index to i32
      %1436 = arith.cmpi sgt, %1435, %arg13 : i32
      %1437:2 = scf.if %1436 -> (vector<16xf32>, vector<16xf32>) {
        %3700 = vector.extract %1084[0] : f32 from vector<16xf32>
        %3701 = vector.extract %1084[1] : f32 from vector<16xf32>
        %3702 = vector.extract %1084[2] : f32 from vector<16xf32>
        %3703 = vector.extract %1084[3] : f32 from vector<16xf32>
        %3704 = vector.extract %1084[4] : f32 from vector<16xf32>
        %3705 = vector.extract %1084[5] : f32 from vector<16xf32>
        %3706 = vector.extract %1084[6] : f32 from vector<16xf32>
        %3707 = vector.extract %1084[7] : f32 from vector<16xf32>
        %3708 = vector.extract %1084[8] : f32 from vector<16xf32>
        %3709 = vector.extract %1084[9] : f32 from vector<16xf32>
        %3710 = vector.extract %1084[10] : f32 from vector<16xf32>
        %3711 = vector.extract %1084[11] : f32 from vector<16xf32>
        %3712 = vector.extract %1084[12] : f32 from vector<16xf32>
        %3713 = vector.extract %1084[13] : f32 from vector<16xf32>
        %3714 = vector.extract %1084[14] : f32 from vector<16xf32>
        %3715 = vector.extract %1084[15] : f32 from vector<16xf32>
        %3716 = vector.extract %1085[0] : f32 from vector<16xf32>
        %3717 = vector.extract %1085[1] : f32 from vector<16xf32>
        %3718 = vector.extract %1085[2] : f32 from vector<16xf32>
        %3719 = vector.extract %1085[3] : f32 from vector<16xf32>
        %3720 = vector.extract %1085[4] : f32 from vector<16xf32>
        %3721 = vector.extract %1085[5] : f32 from vector<16xf32>
        %3722 = vector.extract %1085[6] : f32 from vector<16xf32>
        %3723 = vector.extract %1085[7] : f32 from vector<16xf32>
        %3724 = vector.extract %1085[8] : f32 from vector<16xf32>
        %3725 = vector.extract %1085[9] : f32 from vector<16xf32>
        %3726 = vector.extract %1085[10] : f32 from vector<16xf32>
        %3727 = vector.extract %1085[11] : f32 from vector<16xf32>
        %3728 = vector.extract %1085[12] : f32 from vector<16xf32>
        %3729 = vector.extract %1085[13] : f32 from vector<16xf32>
        %3730 = vector.extract %1085[14] : f32 from vector<16xf32>
        %3731 = vector.extract %1085[15] : f32 from vector<16xf32>
        %c64_i32_458 = arith.constant 64 : i32
        %3732 = arith.index_cast %c64_i32_458 : i32 to index
        %3733 = arith.muli %885, %3732 : index
        %3734 = arith.index_cast %3733 : index to i32
        %3735 = arith.index_cast %28 : index to i32
        %c4_i32_459 = arith.constant 4 : i32
        %3736 = arith.muli %3735, %c4_i32_459 : i32
        %3737 = arith.addi %3734, %3736 : i32
        %c0_i32_460 = arith.constant 0 : i32
        %3738 = arith.addi %3737, %c0_i32_460 : i32
        %c32_i32_461 = arith.constant 32 : i32
        %3739 = arith.addi %3738, %c32_i32_461 : i32
        %3740 = arith.cmpi slt, %3738, %arg13 : i32
        %cst_462 = arith.constant 0xFF800000 : f32
        %3741 = arith.select %3740, %3700, %cst_462 : f32
        %3742 = arith.cmpi slt, %3739, %arg13 : i32
        %cst_463 = arith.constant 0xFF800000 : f32
        %3743 = arith.select %3742, %3716, %cst_463 : f32
        %c1_i32_464 = arith.constant 1 : i32
        %3744 = arith.addi %3737, %c1_i32_464 : i32
        %c32_i32_465 = arith.constant 32 : i32
        %3745 = arith.addi %3744, %c32_i32_465 : i32
        %3746 = arith.cmpi slt, %3744, %arg13 : i32
        %cst_466 = arith.constant 0xFF800000 : f32
        %3747 = arith.select %3746, %3701, %cst_466 : f32
        %3748 = arith.cmpi slt, %3745, %arg13 : i32
        %cst_467 = arith.constant 0xFF800000 : f32
        %3749 = arith.select %3748, %3717, %cst_467 : f32
        %c2_i32_468 = arith.constant 2 : i32
        %3750 = arith.addi %3737, %c2_i32_468 : i32
        %c32_i32_469 = arith.constant 32 : i32
        %3751 = arith.addi %3750, %c32_i32_469 : i32
        %3752 = arith.cmpi slt, %3750, %arg13 : i32
        %cst_470 = arith.constant 0xFF800000 : f32
        %3753 = arith.select %3752, %3702, %cst_470 : f32
        %3754 = arith.cmpi slt, %3751, %arg13 : i32
        %cst_471 = arith.constant 0xFF800000 : f32
        %3755 = arith.select %3754, %3718, %cst_471 : f32
        %c3_i32_472 = arith.constant 3 : i32
        %3756 = arith.addi %3737, %c3_i32_472 : i32
        %c32_i32_473 = arith.constant 32 : i32
        %3757 = arith.addi %3756, %c32_i32_473 : i32
        %3758 = arith.cmpi slt, %3756, %arg13 : i32
        %cst_474 = arith.constant 0xFF800000 : f32
        %3759 = arith.select %3758, %3703, %cst_474 : f32
        %3760 = arith.cmpi slt, %3757, %arg13 : i32
        %cst_475 = arith.constant 0xFF800000 : f32
        %3761 = arith.select %3760, %3719, %cst_475 : f32
        %c8_i32_476 = arith.constant 8 : i32
        %3762 = arith.addi %3737, %c8_i32_476 : i32
        %c32_i32_477 = arith.constant 32 : i32
        %3763 = arith.addi %3762, %c32_i32_477 : i32
        %3764 = arith.cmpi slt, %3762, %arg13 : i32
        %cst_478 = arith.constant 0xFF800000 : f32
        %3765 = arith.select %3764, %3704, %cst_478 : f32
        %3766 = arith.cmpi slt, %3763, %arg13 : i32
        %cst_479 = arith.constant 0xFF800000 : f32
        %3767 = arith.select %3766, %3720, %cst_479 : f32
        %c9_i32 = arith.constant 9 : i32
        %3768 = arith.addi %3737, %c9_i32 : i32
        %c32_i32_480 = arith.constant 32 : i32
        %3769 = arith.addi %3768, %c32_i32_480 : i32
        %3770 = arith.cmpi slt, %3768, %arg13 : i32
        %cst_481 = arith.constant 0xFF800000 : f32
        %3771 = arith.select %3770, %3705, %cst_481 : f32
        %3772 = arith.cmpi slt, %3769, %arg13 : i32
        %cst_482 = arith.constant 0xFF800000 : f32
        %3773 = arith.select %3772, %3721, %cst_482 : f32
        %c10_i32 = arith.constant 10 : i32
        %3774 = arith.addi %3737, %c10_i32 : i32
        %c32_i32_483 = arith.constant 32 : i32
        %3775 = arith.addi %3774, %c32_i32_483 : i32
        %3776 = arith.cmpi slt, %3774, %arg13 : i32
        %cst_484 = arith.constant 0xFF800000 : f32
        %3777 = arith.select %3776, %3706, %cst_484 : f32
        %3778 = arith.cmpi slt, %3775, %arg13 : i32
        %cst_485 = arith.constant 0xFF800000 : f32
        %3779 = arith.select %3778, %3722, %cst_485 : f32
        %c11_i32 = arith.constant 11 : i32
        %3780 = arith.addi %3737, %c11_i32 : i32
        %c32_i32_486 = arith.constant 32 : i32
        %3781 = arith.addi %3780, %c32_i32_486 : i32
        %3782 = arith.cmpi slt, %3780, %arg13 : i32
        %cst_487 = arith.constant 0xFF800000 : f32
        %3783 = arith.select %3782, %3707, %cst_487 : f32
        %3784 = arith.cmpi slt, %3781, %arg13 : i32
        %cst_488 = arith.constant 0xFF800000 : f32
        %3785 = arith.select %3784, %3723, %cst_488 : f32
        %c16_i32_489 = arith.constant 16 : i32
        %3786 = arith.addi %3737, %c16_i32_489 : i32
        %c32_i32_490 = arith.constant 32 : i32
        %3787 = arith.addi %3786, %c32_i32_490 : i32
        %3788 = arith.cmpi slt, %3786, %arg13 : i32
        %cst_491 = arith.constant 0xFF800000 : f32
        %3789 = arith.select %3788, %3708, %cst_491 : f32
        %3790 = arith.cmpi slt, %3787, %arg13 : i32
        %cst_492 = arith.constant 0xFF800000 : f32
        %3791 = arith.select %3790, %3724, %cst_492 : f32
        %c17_i32 = arith.constant 17 : i32
        %3792 = arith.addi %3737, %c17_i32 : i32
        %c32_i32_493 = arith.constant 32 : i32
        %3793 = arith.addi %3792, %c32_i32_493 : i32
        %3794 = arith.cmpi slt, %3792, %arg13 : i32
        %cst_494 = arith.constant 0xFF800000 : f32
        %3795 = arith.select %3794, %3709, %cst_494 : f32
        %3796 = arith.cmpi slt, %3793, %arg13 : i32
        %cst_495 = arith.constant 0xFF800000 : f32
        %3797 = arith.select %3796, %3725, %cst_495 : f32
        %c18_i32 = arith.constant 18 : i32
        %3798 = arith.addi %3737, %c18_i32 : i32
        %c32_i32_496 = arith.constant 32 : i32
        %3799 = arith.addi %3798, %c32_i32_496 : i32
        %3800 = arith.cmpi slt, %3798, %arg13 : i32
        %cst_497 = arith.constant 0xFF800000 : f32
        %3801 = arith.select %3800, %3710, %cst_497 : f32
        %3802 = arith.cmpi slt, %3799, %arg13 : i32
        %cst_498 = arith.constant 0xFF800000 : f32
        %3803 = arith.select %3802, %3726, %cst_498 : f32
        %c19_i32 = arith.constant 19 : i32
        %3804 = arith.addi %3737, %c19_i32 : i32
        %c32_i32_499 = arith.constant 32 : i32
        %3805 = arith.addi %3804, %c32_i32_499 : i32
        %3806 = arith.cmpi slt, %3804, %arg13 : i32
        %cst_500 = arith.constant 0xFF800000 : f32
        %3807 = arith.select %3806, %3711, %cst_500 : f32
        %3808 = arith.cmpi slt, %3805, %arg13 : i32
        %cst_501 = arith.constant 0xFF800000 : f32
        %3809 = arith.select %3808, %3727, %cst_501 : f32
        %c24_i32 = arith.constant 24 : i32
        %3810 = arith.addi %3737, %c24_i32 : i32
        %c32_i32_502 = arith.constant 32 : i32
        %3811 = arith.addi %3810, %c32_i32_502 : i32
        %3812 = arith.cmpi slt, %3810, %arg13 : i32
        %cst_503 = arith.constant 0xFF800000 : f32
        %3813 = arith.select %3812, %3712, %cst_503 : f32
        %3814 = arith.cmpi slt, %3811, %arg13 : i32
        %cst_504 = arith.constant 0xFF800000 : f32
        %3815 = arith.select %3814, %3728, %cst_504 : f32
        %c25_i32 = arith.constant 25 : i32
        %3816 = arith.addi %3737, %c25_i32 : i32
        %c32_i32_505 = arith.constant 32 : i32
        %3817 = arith.addi %3816, %c32_i32_505 : i32
        %3818 = arith.cmpi slt, %3816, %arg13 : i32
        %cst_506 = arith.constant 0xFF800000 : f32
        %3819 = arith.select %3818, %3713, %cst_506 : f32
        %3820 = arith.cmpi slt, %3817, %arg13 : i32
        %cst_507 = arith.constant 0xFF800000 : f32
        %3821 = arith.select %3820, %3729, %cst_507 : f32
        %c26_i32 = arith.constant 26 : i32
        %3822 = arith.addi %3737, %c26_i32 : i32
        %c32_i32_508 = arith.constant 32 : i32
        %3823 = arith.addi %3822, %c32_i32_508 : i32
        %3824 = arith.cmpi slt, %3822, %arg13 : i32
        %cst_509 = arith.constant 0xFF800000 : f32
        %3825 = arith.select %3824, %3714, %cst_509 : f32
        %3826 = arith.cmpi slt, %3823, %arg13 : i32
        %cst_510 = arith.constant 0xFF800000 : f32
        %3827 = arith.select %3826, %3730, %cst_510 : f32
        %c27_i32 = arith.constant 27 : i32
        %3828 = arith.addi %3737, %c27_i32 : i32
        %c32_i32_511 = arith.constant 32 : i32
        %3829 = arith.addi %3828, %c32_i32_511 : i32
        %3830 = arith.cmpi slt, %3828, %arg13 : i32
        %cst_512 = arith.constant 0xFF800000 : f32
        %3831 = arith.select %3830, %3715, %cst_512 : f32
        %3832 = arith.cmpi slt, %3829, %arg13 : i32
        %cst_513 = arith.constant 0xFF800000 : f32
        %3833 = arith.select %3832, %3731, %cst_513 : f32
        %3834 = vector.from_elements %3741, %3747, %3753, %3759, %3765, %3771, %3777, %3783, %3789, %3795, %3801, %3807, %3813, %3819, %3825, %3831 : vector<16xf32>
        %3835 = vector.from_elements %3743, %3749, %3755, %3761, %3767, %3773, %3779, %3785, %3791, %3797, %3803, %3809, %3815, %3821, %3827, %3833 : vector<16xf32>
        scf.yield %3834, %3835 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %1084, %1085 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      rocdl.s.setprio 1
      %1438 = fly.mma_atom_call_ssa(%126, %1236, %1174, %881#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1439 = fly.mma_atom_call_ssa(%126, %1288, %1174, %881#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1440 = fly.mma_atom_call_ssa(%126, %1340, %1174, %881#4) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1441 = fly.mma_atom_call_ssa(%126, %1392, %1174, %881#5) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1442 = fly.mma_atom_call_ssa(%126, %1249, %1176, %1438) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1443 = fly.mma_atom_call_ssa(%126, %1301, %1176, %1439) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1444 = fly.mma_atom_call_ssa(%126, %1353, %1176, %1440) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1445 = fly.mma_atom_call_ssa(%126, %1405, %1176, %1441) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1446 = fly.mma_atom_call_ssa(%126, %1262, %1175, %1442) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1447 = fly.mma_atom_call_ssa(%126, %1314, %1175, %1443) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1448 = fly.mma_atom_call_ssa(%126, %1366, %1175, %1444) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1449 = fly.mma_atom_call_ssa(%126, %1418, %1175, %1445) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1450 = fly.mma_atom_call_ssa(%126, %1275, %1177, %1446) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1451 = fly.mma_atom_call_ssa(%126, %1327, %1177, %1447) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1452 = fly.mma_atom_call_ssa(%126, %1379, %1177, %1448) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1453 = fly.mma_atom_call_ssa(%126, %1431, %1177, %1449) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1454 = vector.extract %1437#0[0] : f32 from vector<16xf32>
      %cst_236 = arith.constant 0xFF800000 : f32
      %1455 = arith.maxnumf %cst_236, %1454 fastmath<fast> : f32
      %1456 = vector.extract %1437#0[1] : f32 from vector<16xf32>
      %1457 = arith.maxnumf %1455, %1456 fastmath<fast> : f32
      %1458 = vector.extract %1437#0[2] : f32 from vector<16xf32>
      %1459 = arith.maxnumf %1457, %1458 fastmath<fast> : f32
      %1460 = vector.extract %1437#0[3] : f32 from vector<16xf32>
      %1461 = arith.maxnumf %1459, %1460 fastmath<fast> : f32
      %1462 = vector.extract %1437#0[4] : f32 from vector<16xf32>
      %1463 = arith.maxnumf %1461, %1462 fastmath<fast> : f32
      %1464 = vector.extract %1437#0[5] : f32 from vector<16xf32>
      %1465 = arith.maxnumf %1463, %1464 fastmath<fast> : f32
      %1466 = vector.extract %1437#0[6] : f32 from vector<16xf32>
      %1467 = arith.maxnumf %1465, %1466 fastmath<fast> : f32
      %1468 = vector.extract %1437#0[7] : f32 from vector<16xf32>
      %1469 = arith.maxnumf %1467, %1468 fastmath<fast> : f32
      %1470 = vector.extract %1437#0[8] : f32 from vector<16xf32>
      %1471 = arith.maxnumf %1469, %1470 fastmath<fast> : f32
      %1472 = vector.extract %1437#0[9] : f32 from vector<16xf32>
      %1473 = arith.maxnumf %1471, %1472 fastmath<fast> : f32
      %1474 = vector.extract %1437#0[10] : f32 from vector<16xf32>
      %1475 = arith.maxnumf %1473, %1474 fastmath<fast> : f32
      %1476 = vector.extract %1437#0[11] : f32 from vector<16xf32>
      %1477 = arith.maxnumf %1475, %1476 fastmath<fast> : f32
      %1478 = vector.extract %1437#0[12] : f32 from vector<16xf32>
      %1479 = arith.maxnumf %1477, %1478 fastmath<fast> : f32
      %1480 = vector.extract %1437#0[13] : f32 from vector<16xf32>
      %1481 = arith.maxnumf %1479, %1480 fastmath<fast> : f32
      %1482 = vector.extract %1437#0[14] : f32 from vector<16xf32>
      %1483 = arith.maxnumf %1481, %1482 fastmath<fast> : f32
      %1484 = vector.extract %1437#0[15] : f32 from vector<16xf32>
      %1485 = arith.maxnumf %1483, %1484 fastmath<fast> : f32
      %1486 = vector.extract %1437#1[0] : f32 from vector<16xf32>
      %1487 = arith.maxnumf %1485, %1486 fastmath<fast> : f32
      %1488 = vector.extract %1437#1[1] : f32 from vector<16xf32>
      %1489 = arith.maxnumf %1487, %1488 fastmath<fast> : f32
      %1490 = vector.extract %1437#1[2] : f32 from vector<16xf32>
      %1491 = arith.maxnumf %1489, %1490 fastmath<fast> : f32
      %1492 = vector.extract %1437#1[3] : f32 from vector<16xf32>
      %1493 = arith.maxnumf %1491, %1492 fastmath<fast> : f32
      %1494 = vector.extract %1437#1[4] : f32 from vector<16xf32>
      %1495 = arith.maxnumf %1493, %1494 fastmath<fast> : f32
      %1496 = vector.extract %1437#1[5] : f32 from vector<16xf32>
      %1497 = arith.maxnumf %1495, %1496 fastmath<fast> : f32
      %1498 = vector.extract %1437#1[6] : f32 from vector<16xf32>
      %1499 = arith.maxnumf %1497, %1498 fastmath<fast> : f32
      %1500 = vector.extract %1437#1[7] : f32 from vector<16xf32>
      %1501 = arith.maxnumf %1499, %1500 fastmath<fast> : f32
      %1502 = vector.extract %1437#1[8] : f32 from vector<16xf32>
      %1503 = arith.maxnumf %1501, %1502 fastmath<fast> : f32
      %1504 = vector.extract %1437#1[9] : f32 from vector<16xf32>
      %1505 = arith.maxnumf %1503, %1504 fastmath<fast> : f32
      %1506 = vector.extract %1437#1[10] : f32 from vector<16xf32>
      %1507 = arith.maxnumf %1505, %1506 fastmath<fast> : f32
      %1508 = vector.extract %1437#1[11] : f32 from vector<16xf32>
      %1509 = arith.maxnumf %1507, %1508 fastmath<fast> : f32
      %1510 = vector.extract %1437#1[12] : f32 from vector<16xf32>
      %1511 = arith.maxnumf %1509, %1510 fastmath<fast> : f32
      %1512 = vector.extract %1437#1[13] : f32 from vector<16xf32>
      %1513 = arith.maxnumf %1511, %1512 fastmath<fast> : f32
      %1514 = vector.extract %1437#1[14] : f32 from vector<16xf32>
      %1515 = arith.maxnumf %1513, %1514 fastmath<fast> : f32
      %1516 = vector.extract %1437#1[15] : f32 from vector<16xf32>
      %1517 = arith.maxnumf %1515, %1516 fastmath<fast> : f32
      %1518 = arith.bitcast %1517 : f32 to i32
      %1519 = rocdl.permlane32.swap %1518, %1518, false, true : (i32, i32) -> <(i32, i32)>
      %1520 = llvm.extractvalue %1519[0] : !llvm.struct<(i32, i32)> 
      %1521 = llvm.extractvalue %1519[1] : !llvm.struct<(i32, i32)> 
      %1522 = arith.bitcast %1520 : i32 to f32
      %1523 = arith.bitcast %1521 : i32 to f32
      %1524 = arith.maxnumf %1522, %1523 fastmath<fast> : f32
      %1525 = arith.maxnumf %881#0, %1524 fastmath<fast> : f32
      %1526 = arith.subf %881#0, %1525 fastmath<fast> : f32
      %1527 = rocdl.exp2 %1526 f32 -> f32
      %1528 = vector.extract %1437#0[0] : f32 from vector<16xf32>
      %1529 = arith.subf %1528, %1525 fastmath<fast> : f32
      %1530 = vector.extract %1437#0[1] : f32 from vector<16xf32>
      %1531 = arith.subf %1530, %1525 fastmath<fast> : f32
      %1532 = vector.extract %1437#0[2] : f32 from vector<16xf32>
      %1533 = arith.subf %1532, %1525 fastmath<fast> : f32
      %1534 = vector.extract %1437#0[3] : f32 from vector<16xf32>
      %1535 = arith.subf %1534, %1525 fastmath<fast> : f32
      %1536 = vector.extract %1437#0[4] : f32 from vector<16xf32>
      %1537 = arith.subf %1536, %1525 fastmath<fast> : f32
      %1538 = vector.extract %1437#0[5] : f32 from vector<16xf32>
      %1539 = arith.subf %1538, %1525 fastmath<fast> : f32
      %1540 = vector.extract %1437#0[6] : f32 from vector<16xf32>
      %1541 = arith.subf %1540, %1525 fastmath<fast> : f32
      %1542 = vector.extract %1437#0[7] : f32 from vector<16xf32>
      %1543 = arith.subf %1542, %1525 fastmath<fast> : f32
      %1544 = vector.extract %1437#0[8] : f32 from vector<16xf32>
      %1545 = arith.subf %1544, %1525 fastmath<fast> : f32
      %1546 = vector.extract %1437#0[9] : f32 from vector<16xf32>
      %1547 = arith.subf %1546, %1525 fastmath<fast> : f32
      %1548 = vector.extract %1437#0[10] : f32 from vector<16xf32>
      %1549 = arith.subf %1548, %1525 fastmath<fast> : f32
      %1550 = vector.extract %1437#0[11] : f32 from vector<16xf32>
      %1551 = arith.subf %1550, %1525 fastmath<fast> : f32
      %1552 = vector.extract %1437#0[12] : f32 from vector<16xf32>
      %1553 = arith.subf %1552, %1525 fastmath<fast> : f32
      %1554 = vector.extract %1437#0[13] : f32 from vector<16xf32>
      %1555 = arith.subf %1554, %1525 fastmath<fast> : f32
      %1556 = vector.extract %1437#0[14] : f32 from vector<16xf32>
      %1557 = arith.subf %1556, %1525 fastmath<fast> : f32
      %1558 = vector.extract %1437#0[15] : f32 from vector<16xf32>
      %1559 = arith.subf %1558, %1525 fastmath<fast> : f32
      %1560 = vector.extract %1437#1[0] : f32 from vector<16xf32>
      %1561 = arith.subf %1560, %1525 fastmath<fast> : f32
      %1562 = vector.extract %1437#1[1] : f32 from vector<16xf32>
      %1563 = arith.subf %1562, %1525 fastmath<fast> : f32
      %1564 = vector.extract %1437#1[2] : f32 from vector<16xf32>
      %1565 = arith.subf %1564, %1525 fastmath<fast> : f32
      %1566 = vector.extract %1437#1[3] : f32 from vector<16xf32>
      %1567 = arith.subf %1566, %1525 fastmath<fast> : f32
      %1568 = vector.extract %1437#1[4] : f32 from vector<16xf32>
      %1569 = arith.subf %1568, %1525 fastmath<fast> : f32
      %1570 = vector.extract %1437#1[5] : f32 from vector<16xf32>
      %1571 = arith.subf %1570, %1525 fastmath<fast> : f32
      %1572 = vector.extract %1437#1[6] : f32 from vector<16xf32>
      %1573 = arith.subf %1572, %1525 fastmath<fast> : f32
      %1574 = vector.extract %1437#1[7] : f32 from vector<16xf32>
      %1575 = arith.subf %1574, %1525 fastmath<fast> : f32
      %1576 = vector.extract %1437#1[8] : f32 from vector<16xf32>
      %1577 = arith.subf %1576, %1525 fastmath<fast> : f32
      %1578 = vector.extract %1437#1[9] : f32 from vector<16xf32>
      %1579 = arith.subf %1578, %1525 fastmath<fast> : f32
      %1580 = vector.extract %1437#1[10] : f32 from vector<16xf32>
      %1581 = arith.subf %1580, %1525 fastmath<fast> : f32
      %1582 = vector.extract %1437#1[11] : f32 from vector<16xf32>
      %1583 = arith.subf %1582, %1525 fastmath<fast> : f32
      %1584 = vector.extract %1437#1[12] : f32 from vector<16xf32>
      %1585 = arith.subf %1584, %1525 fastmath<fast> : f32
      %1586 = vector.extract %1437#1[13] : f32 from vector<16xf32>
      %1587 = arith.subf %1586, %1525 fastmath<fast> : f32
      %1588 = vector.extract %1437#1[14] : f32 from vector<16xf32>
      %1589 = arith.subf %1588, %1525 fastmath<fast> : f32
      %1590 = vector.extract %1437#1[15] : f32 from vector<16xf32>
      %1591 = arith.subf %1590, %1525 fastmath<fast> : f32
      %1592 = vector.from_elements %1529, %1531, %1533, %1535, %1537, %1539, %1541, %1543, %1545, %1547, %1549, %1551, %1553, %1555, %1557, %1559 : vector<16xf32>
      %1593 = vector.from_elements %1561, %1563, %1565, %1567, %1569, %1571, %1573, %1575, %1577, %1579, %1581, %1583, %1585, %1587, %1589, %1591 : vector<16xf32>
      %1594 = vector.extract %1592[0] : f32 from vector<16xf32>
      %1595 = vector.extract %1592[1] : f32 from vector<16xf32>
      %1596 = vector.extract %1592[2] : f32 from vector<16xf32>
      %1597 = vector.extract %1592[3] : f32 from vector<16xf32>
      %1598 = vector.extract %1592[4] : f32 from vector<16xf32>
      %1599 = vector.extract %1592[5] : f32 from vector<16xf32>
      %1600 = vector.extract %1592[6] : f32 from vector<16xf32>
      %1601 = vector.extract %1592[7] : f32 from vector<16xf32>
      %1602 = vector.extract %1592[8] : f32 from vector<16xf32>
      %1603 = vector.extract %1592[9] : f32 from vector<16xf32>
      %1604 = vector.extract %1592[10] : f32 from vector<16xf32>
      %1605 = vector.extract %1592[11] : f32 from vector<16xf32>
      %1606 = vector.extract %1592[12] : f32 from vector<16xf32>
      %1607 = vector.extract %1592[13] : f32 from vector<16xf32>
      %1608 = vector.extract %1592[14] : f32 from vector<16xf32>
      %1609 = vector.extract %1592[15] : f32 from vector<16xf32>
      %1610 = rocdl.exp2 %1594 f32 -> f32
      %1611 = rocdl.exp2 %1595 f32 -> f32
      %1612 = rocdl.exp2 %1596 f32 -> f32
      %1613 = rocdl.exp2 %1597 f32 -> f32
      %1614 = rocdl.exp2 %1598 f32 -> f32
      %1615 = rocdl.exp2 %1599 f32 -> f32
      %1616 = rocdl.exp2 %1600 f32 -> f32
      %1617 = rocdl.exp2 %1601 f32 -> f32
      %1618 = rocdl.exp2 %1602 f32 -> f32
      %1619 = rocdl.exp2 %1603 f32 -> f32
      %1620 = rocdl.exp2 %1604 f32 -> f32
      %1621 = rocdl.exp2 %1605 f32 -> f32
      %1622 = rocdl.exp2 %1606 f32 -> f32
      %1623 = rocdl.exp2 %1607 f32 -> f32
      %1624 = rocdl.exp2 %1608 f32 -> f32
      %1625 = rocdl.exp2 %1609 f32 -> f32
      %1626 = vector.from_elements %1610, %1611, %1612, %1613, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625 : vector<16xf32>
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier valu, 5, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.group.barrier mfma_wmma, 1, 6
      rocdl.sched.group.barrier transcendental, 3, 6
      rocdl.sched.barrier none
      %1627 = vector.from_elements %1527 : vector<1xf32>
      %1628 = vector.extract %1627[0] : f32 from vector<1xf32>
      %1629 = vector.broadcast %1628 : f32 to vector<16xf32>
      %1630 = arith.mulf %1450, %1629 fastmath<fast> : vector<16xf32>
      %1631 = arith.mulf %1451, %1629 fastmath<fast> : vector<16xf32>
      %1632 = arith.mulf %1452, %1629 fastmath<fast> : vector<16xf32>
      %1633 = arith.mulf %1453, %1629 fastmath<fast> : vector<16xf32>
      %1634 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %1630, %1631, %1632, %1633 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %1635 = llvm.extractvalue %1634[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1636 = llvm.extractvalue %1634[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1637 = llvm.extractvalue %1634[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1638 = llvm.extractvalue %1634[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.setprio 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1639 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_237 = arith.constant 64 : i32
      %1640 = arith.index_cast %c64_i32_237 : i32 to index
      %1641 = arith.muli %887, %1640 : index
      %1642 = arith.muli %1641, %7 : index
      %c8_i32_238 = arith.constant 8 : i32
      %1643 = arith.index_cast %c8_i32_238 : i32 to index
      %1644 = arith.muli %134, %1643 : index
      %1645 = arith.addi %1644, %22 : index
      %c8_i32_239 = arith.constant 8 : i32
      %1646 = arith.index_cast %c8_i32_239 : i32 to index
      %1647 = arith.muli %136, %1646 : index
      %c0_i32_240 = arith.constant 0 : i32
      %1648 = arith.index_cast %c0_i32_240 : i32 to index
      %1649 = arith.addi %1647, %1648 : index
      %1650 = arith.muli %1645, %7 : index
      %1651 = arith.addi %58, %1650 : index
      %1652 = arith.addi %1651, %1649 : index
      %1653 = fly.inttoptr(%225) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1654 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1655 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1656 = fly.make_layout(%1654, %1655) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1657 = fly.make_view(%1653, %1656) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1658 = arith.index_cast %1652 : index to i32
      %1659 = fly.make_int_tuple(%1658) : (i32) -> !fly.int_tuple<(*,?)>
      %1660 = fly.slice(%122, %1659) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1661 = arith.index_cast %1642 : index to i32
      %1662 = fly.atom.set_value(%125, "soffset", %1661) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1662, %1660, %1657) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_241 = arith.constant 8 : i32
      %1663 = arith.index_cast %c8_i32_241 : i32 to index
      %1664 = arith.muli %134, %1663 : index
      %1665 = arith.addi %1664, %22 : index
      %c8_i32_242 = arith.constant 8 : i32
      %1666 = arith.index_cast %c8_i32_242 : i32 to index
      %1667 = arith.muli %136, %1666 : index
      %c64_i32_243 = arith.constant 64 : i32
      %1668 = arith.index_cast %c64_i32_243 : i32 to index
      %1669 = arith.addi %1667, %1668 : index
      %1670 = arith.muli %1665, %7 : index
      %1671 = arith.addi %58, %1670 : index
      %1672 = arith.addi %1671, %1669 : index
      %1673 = fly.inttoptr(%234) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1674 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1675 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1676 = fly.make_layout(%1674, %1675) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1677 = fly.make_view(%1673, %1676) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1678 = arith.index_cast %1672 : index to i32
      %1679 = fly.make_int_tuple(%1678) : (i32) -> !fly.int_tuple<(*,?)>
      %1680 = fly.slice(%122, %1679) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1681 = arith.index_cast %1642 : index to i32
      %1682 = fly.atom.set_value(%125, "soffset", %1681) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1682, %1680, %1677) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_244 = arith.constant 0 : i32
      %1683 = arith.index_cast %c0_i32_244 : i32 to index
      %1684 = arith.addi %159, %1683 : index
      %c0_i32_245 = arith.constant 0 : i32
      %1685 = arith.index_cast %c0_i32_245 : i32 to index
      %1686 = arith.addi %1684, %1685 : index
      %c2_i32_246 = arith.constant 2 : i32
      %1687 = arith.index_cast %c2_i32_246 : i32 to index
      %1688 = arith.muli %1686, %1687 : index
      %1689 = arith.index_cast %1688 : index to i64
      %1690 = llvm.getelementptr %12[%1689] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1691 = llvm.load %1690 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_247 = arith.constant 256 : i32
      %1692 = arith.index_cast %c256_i32_247 : i32 to index
      %1693 = arith.addi %1686, %1692 : index
      %c2_i32_248 = arith.constant 2 : i32
      %1694 = arith.index_cast %c2_i32_248 : i32 to index
      %1695 = arith.muli %1693, %1694 : index
      %1696 = arith.index_cast %1695 : index to i64
      %1697 = llvm.getelementptr %12[%1696] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1698 = llvm.load %1697 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_249 = arith.constant 0 : i32
      %1699 = arith.index_cast %c0_i32_249 : i32 to index
      %1700 = arith.addi %159, %1699 : index
      %c16_i32_250 = arith.constant 16 : i32
      %1701 = arith.index_cast %c16_i32_250 : i32 to index
      %1702 = arith.addi %1700, %1701 : index
      %c2_i32_251 = arith.constant 2 : i32
      %1703 = arith.index_cast %c2_i32_251 : i32 to index
      %1704 = arith.muli %1702, %1703 : index
      %1705 = arith.index_cast %1704 : index to i64
      %1706 = llvm.getelementptr %12[%1705] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1707 = llvm.load %1706 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_252 = arith.constant 256 : i32
      %1708 = arith.index_cast %c256_i32_252 : i32 to index
      %1709 = arith.addi %1702, %1708 : index
      %c2_i32_253 = arith.constant 2 : i32
      %1710 = arith.index_cast %c2_i32_253 : i32 to index
      %1711 = arith.muli %1709, %1710 : index
      %1712 = arith.index_cast %1711 : index to i64
      %1713 = llvm.getelementptr %12[%1712] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1714 = llvm.load %1713 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_254 = arith.constant 0 : i32
      %1715 = arith.index_cast %c0_i32_254 : i32 to index
      %1716 = arith.addi %159, %1715 : index
      %c32_i32_255 = arith.constant 32 : i32
      %1717 = arith.index_cast %c32_i32_255 : i32 to index
      %1718 = arith.addi %1716, %1717 : index
      %c2_i32_256 = arith.constant 2 : i32
      %1719 = arith.index_cast %c2_i32_256 : i32 to index
      %1720 = arith.muli %1718, %1719 : index
      %1721 = arith.index_cast %1720 : index to i64
      %1722 = llvm.getelementptr %12[%1721] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1723 = llvm.load %1722 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_257 = arith.constant 256 : i32
      %1724 = arith.index_cast %c256_i32_257 : i32 to index
      %1725 = arith.addi %1718, %1724 : index
      %c2_i32_258 = arith.constant 2 : i32
      %1726 = arith.index_cast %c2_i32_258 : i32 to index
      %1727 = arith.muli %1725, %1726 : index
      %1728 = arith.index_cast %1727 : index to i64
      %1729 = llvm.getelementptr %12[%1728] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1730 = llvm.load %1729 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_259 = arith.constant 0 : i32
      %1731 = arith.index_cast %c0_i32_259 : i32 to index
      %1732 = arith.addi %159, %1731 : index
      %c48_i32_260 = arith.constant 48 : i32
      %1733 = arith.index_cast %c48_i32_260 : i32 to index
      %1734 = arith.addi %1732, %1733 : index
      %c2_i32_261 = arith.constant 2 : i32
      %1735 = arith.index_cast %c2_i32_261 : i32 to index
      %1736 = arith.muli %1734, %1735 : index
      %1737 = arith.index_cast %1736 : index to i64
      %1738 = llvm.getelementptr %12[%1737] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1739 = llvm.load %1738 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_262 = arith.constant 256 : i32
      %1740 = arith.index_cast %c256_i32_262 : i32 to index
      %1741 = arith.addi %1734, %1740 : index
      %c2_i32_263 = arith.constant 2 : i32
      %1742 = arith.index_cast %c2_i32_263 : i32 to index
      %1743 = arith.muli %1741, %1742 : index
      %1744 = arith.index_cast %1743 : index to i64
      %1745 = llvm.getelementptr %12[%1744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1746 = llvm.load %1745 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_264 = arith.constant 0 : i32
      %1747 = arith.index_cast %c0_i32_264 : i32 to index
      %1748 = arith.addi %159, %1747 : index
      %c4160_i32_265 = arith.constant 4160 : i32
      %1749 = arith.index_cast %c4160_i32_265 : i32 to index
      %1750 = arith.addi %1748, %1749 : index
      %c2_i32_266 = arith.constant 2 : i32
      %1751 = arith.index_cast %c2_i32_266 : i32 to index
      %1752 = arith.muli %1750, %1751 : index
      %1753 = arith.index_cast %1752 : index to i64
      %1754 = llvm.getelementptr %12[%1753] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1755 = llvm.load %1754 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_267 = arith.constant 256 : i32
      %1756 = arith.index_cast %c256_i32_267 : i32 to index
      %1757 = arith.addi %1750, %1756 : index
      %c2_i32_268 = arith.constant 2 : i32
      %1758 = arith.index_cast %c2_i32_268 : i32 to index
      %1759 = arith.muli %1757, %1758 : index
      %1760 = arith.index_cast %1759 : index to i64
      %1761 = llvm.getelementptr %12[%1760] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1762 = llvm.load %1761 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_269 = arith.constant 0 : i32
      %1763 = arith.index_cast %c0_i32_269 : i32 to index
      %1764 = arith.addi %159, %1763 : index
      %c4176_i32_270 = arith.constant 4176 : i32
      %1765 = arith.index_cast %c4176_i32_270 : i32 to index
      %1766 = arith.addi %1764, %1765 : index
      %c2_i32_271 = arith.constant 2 : i32
      %1767 = arith.index_cast %c2_i32_271 : i32 to index
      %1768 = arith.muli %1766, %1767 : index
      %1769 = arith.index_cast %1768 : index to i64
      %1770 = llvm.getelementptr %12[%1769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1771 = llvm.load %1770 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_272 = arith.constant 256 : i32
      %1772 = arith.index_cast %c256_i32_272 : i32 to index
      %1773 = arith.addi %1766, %1772 : index
      %c2_i32_273 = arith.constant 2 : i32
      %1774 = arith.index_cast %c2_i32_273 : i32 to index
      %1775 = arith.muli %1773, %1774 : index
      %1776 = arith.index_cast %1775 : index to i64
      %1777 = llvm.getelementptr %12[%1776] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1778 = llvm.load %1777 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_274 = arith.constant 0 : i32
      %1779 = arith.index_cast %c0_i32_274 : i32 to index
      %1780 = arith.addi %159, %1779 : index
      %c4192_i32_275 = arith.constant 4192 : i32
      %1781 = arith.index_cast %c4192_i32_275 : i32 to index
      %1782 = arith.addi %1780, %1781 : index
      %c2_i32_276 = arith.constant 2 : i32
      %1783 = arith.index_cast %c2_i32_276 : i32 to index
      %1784 = arith.muli %1782, %1783 : index
      %1785 = arith.index_cast %1784 : index to i64
      %1786 = llvm.getelementptr %12[%1785] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1787 = llvm.load %1786 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_277 = arith.constant 256 : i32
      %1788 = arith.index_cast %c256_i32_277 : i32 to index
      %1789 = arith.addi %1782, %1788 : index
      %c2_i32_278 = arith.constant 2 : i32
      %1790 = arith.index_cast %c2_i32_278 : i32 to index
      %1791 = arith.muli %1789, %1790 : index
      %1792 = arith.index_cast %1791 : index to i64
      %1793 = llvm.getelementptr %12[%1792] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1794 = llvm.load %1793 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_279 = arith.constant 0 : i32
      %1795 = arith.index_cast %c0_i32_279 : i32 to index
      %1796 = arith.addi %159, %1795 : index
      %c4208_i32_280 = arith.constant 4208 : i32
      %1797 = arith.index_cast %c4208_i32_280 : i32 to index
      %1798 = arith.addi %1796, %1797 : index
      %c2_i32_281 = arith.constant 2 : i32
      %1799 = arith.index_cast %c2_i32_281 : i32 to index
      %1800 = arith.muli %1798, %1799 : index
      %1801 = arith.index_cast %1800 : index to i64
      %1802 = llvm.getelementptr %12[%1801] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1803 = llvm.load %1802 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_282 = arith.constant 256 : i32
      %1804 = arith.index_cast %c256_i32_282 : i32 to index
      %1805 = arith.addi %1798, %1804 : index
      %c2_i32_283 = arith.constant 2 : i32
      %1806 = arith.index_cast %c2_i32_283 : i32 to index
      %1807 = arith.muli %1805, %1806 : index
      %1808 = arith.index_cast %1807 : index to i64
      %1809 = llvm.getelementptr %12[%1808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1810 = llvm.load %1809 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1811 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %1812 = fly.mma_atom_call_ssa(%126, %1691, %1811, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1813 = fly.mma_atom_call_ssa(%126, %1698, %1811, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1814 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %1815 = fly.mma_atom_call_ssa(%126, %1707, %1814, %1812) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1816 = fly.mma_atom_call_ssa(%126, %1714, %1814, %1813) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1817 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %1818 = fly.mma_atom_call_ssa(%126, %1723, %1817, %1815) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1819 = fly.mma_atom_call_ssa(%126, %1730, %1817, %1816) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1820 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %1821 = fly.mma_atom_call_ssa(%126, %1739, %1820, %1818) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1822 = fly.mma_atom_call_ssa(%126, %1746, %1820, %1819) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1823 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %1824 = fly.mma_atom_call_ssa(%126, %1755, %1823, %1821) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1825 = fly.mma_atom_call_ssa(%126, %1762, %1823, %1822) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1826 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %1827 = fly.mma_atom_call_ssa(%126, %1771, %1826, %1824) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1828 = fly.mma_atom_call_ssa(%126, %1778, %1826, %1825) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1829 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %1830 = fly.mma_atom_call_ssa(%126, %1787, %1829, %1827) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1831 = fly.mma_atom_call_ssa(%126, %1794, %1829, %1828) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1832 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %1833 = fly.mma_atom_call_ssa(%126, %1803, %1832, %1830) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1834 = fly.mma_atom_call_ssa(%126, %1810, %1832, %1831) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1835 = arith.mulf %1145, %1527 fastmath<fast> : f32
      %1836 = vector.extract %1626[0] : f32 from vector<16xf32>
      %1837 = vector.extract %1626[1] : f32 from vector<16xf32>
      %1838 = vector.extract %1626[2] : f32 from vector<16xf32>
      %1839 = vector.extract %1626[3] : f32 from vector<16xf32>
      %1840 = vector.extract %1626[4] : f32 from vector<16xf32>
      %1841 = vector.extract %1626[5] : f32 from vector<16xf32>
      %1842 = vector.extract %1626[6] : f32 from vector<16xf32>
      %1843 = vector.extract %1626[7] : f32 from vector<16xf32>
      %1844 = vector.extract %1626[8] : f32 from vector<16xf32>
      %1845 = vector.extract %1626[9] : f32 from vector<16xf32>
      %1846 = vector.extract %1626[10] : f32 from vector<16xf32>
      %1847 = vector.extract %1626[11] : f32 from vector<16xf32>
      %1848 = vector.extract %1626[12] : f32 from vector<16xf32>
      %1849 = vector.extract %1626[13] : f32 from vector<16xf32>
      %1850 = vector.extract %1626[14] : f32 from vector<16xf32>
      %1851 = vector.extract %1626[15] : f32 from vector<16xf32>
      %1852 = vector.extract %1593[0] : f32 from vector<16xf32>
      %1853 = rocdl.exp2 %1852 f32 -> f32
      %1854 = vector.extract %1593[1] : f32 from vector<16xf32>
      %1855 = rocdl.exp2 %1854 f32 -> f32
      %1856 = vector.extract %1593[2] : f32 from vector<16xf32>
      %1857 = rocdl.exp2 %1856 f32 -> f32
      %1858 = vector.extract %1593[3] : f32 from vector<16xf32>
      %1859 = rocdl.exp2 %1858 f32 -> f32
      %1860 = vector.extract %1593[4] : f32 from vector<16xf32>
      %1861 = rocdl.exp2 %1860 f32 -> f32
      %1862 = vector.extract %1593[5] : f32 from vector<16xf32>
      %1863 = rocdl.exp2 %1862 f32 -> f32
      %1864 = vector.extract %1593[6] : f32 from vector<16xf32>
      %1865 = rocdl.exp2 %1864 f32 -> f32
      %1866 = vector.extract %1593[7] : f32 from vector<16xf32>
      %1867 = rocdl.exp2 %1866 f32 -> f32
      %1868 = vector.extract %1593[8] : f32 from vector<16xf32>
      %1869 = rocdl.exp2 %1868 f32 -> f32
      %1870 = vector.extract %1593[9] : f32 from vector<16xf32>
      %1871 = rocdl.exp2 %1870 f32 -> f32
      %1872 = vector.extract %1593[10] : f32 from vector<16xf32>
      %1873 = rocdl.exp2 %1872 f32 -> f32
      %1874 = vector.extract %1593[11] : f32 from vector<16xf32>
      %1875 = rocdl.exp2 %1874 f32 -> f32
      %1876 = vector.extract %1593[12] : f32 from vector<16xf32>
      %1877 = rocdl.exp2 %1876 f32 -> f32
      %1878 = vector.extract %1593[13] : f32 from vector<16xf32>
      %1879 = rocdl.exp2 %1878 f32 -> f32
      %1880 = vector.extract %1593[14] : f32 from vector<16xf32>
      %1881 = rocdl.exp2 %1880 f32 -> f32
      %1882 = vector.extract %1593[15] : f32 from vector<16xf32>
      %1883 = rocdl.exp2 %1882 f32 -> f32
      %1884 = vector.from_elements %1836, %1837, %1838, %1839, %1840, %1841, %1842, %1843, %1844, %1845, %1846, %1847, %1848, %1849, %1850, %1851 : vector<16xf32>
      %1885 = vector.from_elements %1853, %1855, %1857, %1859, %1861, %1863, %1865, %1867, %1869, %1871, %1873, %1875, %1877, %1879, %1881, %1883 : vector<16xf32>
      %1886 = arith.addf %1884, %1885 fastmath<fast> : vector<16xf32>
      %cst_284 = arith.constant 0.000000e+00 : f32
      %1887 = vector.reduction <add>, %1886, %cst_284 fastmath<fast> : vector<16xf32> into f32
      %1888 = arith.bitcast %1887 : f32 to i32
      %1889 = rocdl.permlane32.swap %1888, %1888, false, true : (i32, i32) -> <(i32, i32)>
      %1890 = llvm.extractvalue %1889[0] : !llvm.struct<(i32, i32)> 
      %1891 = llvm.extractvalue %1889[1] : !llvm.struct<(i32, i32)> 
      %1892 = arith.bitcast %1890 : i32 to f32
      %1893 = arith.bitcast %1891 : i32 to f32
      %1894 = arith.addf %1892, %1893 fastmath<fast> : f32
      %1895 = arith.addf %1835, %1894 fastmath<fast> : f32
      %1896 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1836, %1837 : (f32, f32) -> i32
      %1897 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1838, %1839 : (f32, f32) -> i32
      %1898 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1840, %1841 : (f32, f32) -> i32
      %1899 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1842, %1843 : (f32, f32) -> i32
      %1900 = vector.from_elements %1896, %1897, %1898, %1899 : vector<4xi32>
      %1901 = vector.bitcast %1900 : vector<4xi32> to vector<8xbf16>
      %1902 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1853, %1855 : (f32, f32) -> i32
      %1903 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1857, %1859 : (f32, f32) -> i32
      %1904 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1861, %1863 : (f32, f32) -> i32
      %1905 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1865, %1867 : (f32, f32) -> i32
      %1906 = vector.from_elements %1902, %1903, %1904, %1905 : vector<4xi32>
      %1907 = vector.bitcast %1906 : vector<4xi32> to vector<8xbf16>
      %1908 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1844, %1845 : (f32, f32) -> i32
      %1909 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1846, %1847 : (f32, f32) -> i32
      %1910 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1848, %1849 : (f32, f32) -> i32
      %1911 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1850, %1851 : (f32, f32) -> i32
      %1912 = vector.from_elements %1908, %1909, %1910, %1911 : vector<4xi32>
      %1913 = vector.bitcast %1912 : vector<4xi32> to vector<8xbf16>
      %1914 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1869, %1871 : (f32, f32) -> i32
      %1915 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1873, %1875 : (f32, f32) -> i32
      %1916 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1877, %1879 : (f32, f32) -> i32
      %1917 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1881, %1883 : (f32, f32) -> i32
      %1918 = vector.from_elements %1914, %1915, %1916, %1917 : vector<4xi32>
      %1919 = vector.bitcast %1918 : vector<4xi32> to vector<8xbf16>
      %1920 = vector.shuffle %1901, %1913 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1921 = vector.shuffle %1907, %1919 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1922 = vector.shuffle %1920, %1921 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %1923 = llvm.inline_asm has_side_effects "", "=v,0" %1922 : (vector<32xbf16>) -> vector<32xbf16>
      %1924 = vector.shuffle %1923, %1923 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %1925 = vector.shuffle %1923, %1923 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %1926 = vector.shuffle %1923, %1923 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %1927 = vector.shuffle %1923, %1923 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier transcendental, 3, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.group.barrier mfma_wmma, 1, 7
      rocdl.sched.group.barrier valu, 5, 7
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c25344_i32 = arith.constant 25344 : i32
      %1928 = arith.index_cast %c25344_i32 : i32 to index
      %1929 = arith.addi %180, %1928 : index
      %c2_i32_285 = arith.constant 2 : i32
      %1930 = arith.index_cast %c2_i32_285 : i32 to index
      %1931 = arith.muli %1929, %1930 : index
      %1932 = arith.addi %1931, %11 : index
      %1933 = arith.index_cast %1932 : index to i32
      %1934 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %1933 : (i32) -> vector<2xi32>
      %1935 = vector.bitcast %1934 : vector<2xi32> to vector<4xbf16>
      %c2_i32_286 = arith.constant 2 : i32
      %1936 = arith.index_cast %c2_i32_286 : i32 to index
      %1937 = arith.muli %1929, %1936 : index
      %1938 = arith.addi %1937, %11 : index
      %1939 = arith.index_cast %1938 : index to i32
      %1940 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %1939 : (i32) -> vector<2xi32>
      %1941 = vector.bitcast %1940 : vector<2xi32> to vector<4xbf16>
      %1942 = vector.shuffle %1935, %1941 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_287 = arith.constant 2 : i32
      %1943 = arith.index_cast %c2_i32_287 : i32 to index
      %1944 = arith.muli %1929, %1943 : index
      %1945 = arith.addi %1944, %11 : index
      %1946 = arith.index_cast %1945 : index to i32
      %1947 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %1946 : (i32) -> vector<2xi32>
      %1948 = vector.bitcast %1947 : vector<2xi32> to vector<4xbf16>
      %c2_i32_288 = arith.constant 2 : i32
      %1949 = arith.index_cast %c2_i32_288 : i32 to index
      %1950 = arith.muli %1929, %1949 : index
      %1951 = arith.addi %1950, %11 : index
      %1952 = arith.index_cast %1951 : index to i32
      %1953 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %1952 : (i32) -> vector<2xi32>
      %1954 = vector.bitcast %1953 : vector<2xi32> to vector<4xbf16>
      %1955 = vector.shuffle %1948, %1954 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_289 = arith.constant 2 : i32
      %1956 = arith.index_cast %c2_i32_289 : i32 to index
      %1957 = arith.muli %1929, %1956 : index
      %1958 = arith.addi %1957, %11 : index
      %1959 = arith.index_cast %1958 : index to i32
      %1960 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %1959 : (i32) -> vector<2xi32>
      %1961 = vector.bitcast %1960 : vector<2xi32> to vector<4xbf16>
      %c2_i32_290 = arith.constant 2 : i32
      %1962 = arith.index_cast %c2_i32_290 : i32 to index
      %1963 = arith.muli %1929, %1962 : index
      %1964 = arith.addi %1963, %11 : index
      %1965 = arith.index_cast %1964 : index to i32
      %1966 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %1965 : (i32) -> vector<2xi32>
      %1967 = vector.bitcast %1966 : vector<2xi32> to vector<4xbf16>
      %1968 = vector.shuffle %1961, %1967 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_291 = arith.constant 2 : i32
      %1969 = arith.index_cast %c2_i32_291 : i32 to index
      %1970 = arith.muli %1929, %1969 : index
      %1971 = arith.addi %1970, %11 : index
      %1972 = arith.index_cast %1971 : index to i32
      %1973 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %1972 : (i32) -> vector<2xi32>
      %1974 = vector.bitcast %1973 : vector<2xi32> to vector<4xbf16>
      %c2_i32_292 = arith.constant 2 : i32
      %1975 = arith.index_cast %c2_i32_292 : i32 to index
      %1976 = arith.muli %1929, %1975 : index
      %1977 = arith.addi %1976, %11 : index
      %1978 = arith.index_cast %1977 : index to i32
      %1979 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %1978 : (i32) -> vector<2xi32>
      %1980 = vector.bitcast %1979 : vector<2xi32> to vector<4xbf16>
      %1981 = vector.shuffle %1974, %1980 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_293 = arith.constant 2 : i32
      %1982 = arith.index_cast %c2_i32_293 : i32 to index
      %1983 = arith.muli %1929, %1982 : index
      %1984 = arith.addi %1983, %11 : index
      %1985 = arith.index_cast %1984 : index to i32
      %1986 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %1985 : (i32) -> vector<2xi32>
      %1987 = vector.bitcast %1986 : vector<2xi32> to vector<4xbf16>
      %c2_i32_294 = arith.constant 2 : i32
      %1988 = arith.index_cast %c2_i32_294 : i32 to index
      %1989 = arith.muli %1929, %1988 : index
      %1990 = arith.addi %1989, %11 : index
      %1991 = arith.index_cast %1990 : index to i32
      %1992 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %1991 : (i32) -> vector<2xi32>
      %1993 = vector.bitcast %1992 : vector<2xi32> to vector<4xbf16>
      %1994 = vector.shuffle %1987, %1993 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_295 = arith.constant 2 : i32
      %1995 = arith.index_cast %c2_i32_295 : i32 to index
      %1996 = arith.muli %1929, %1995 : index
      %1997 = arith.addi %1996, %11 : index
      %1998 = arith.index_cast %1997 : index to i32
      %1999 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %1998 : (i32) -> vector<2xi32>
      %2000 = vector.bitcast %1999 : vector<2xi32> to vector<4xbf16>
      %c2_i32_296 = arith.constant 2 : i32
      %2001 = arith.index_cast %c2_i32_296 : i32 to index
      %2002 = arith.muli %1929, %2001 : index
      %2003 = arith.addi %2002, %11 : index
      %2004 = arith.index_cast %2003 : index to i32
      %2005 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %2004 : (i32) -> vector<2xi32>
      %2006 = vector.bitcast %2005 : vector<2xi32> to vector<4xbf16>
      %2007 = vector.shuffle %2000, %2006 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_297 = arith.constant 2 : i32
      %2008 = arith.index_cast %c2_i32_297 : i32 to index
      %2009 = arith.muli %1929, %2008 : index
      %2010 = arith.addi %2009, %11 : index
      %2011 = arith.index_cast %2010 : index to i32
      %2012 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %2011 : (i32) -> vector<2xi32>
      %2013 = vector.bitcast %2012 : vector<2xi32> to vector<4xbf16>
      %c2_i32_298 = arith.constant 2 : i32
      %2014 = arith.index_cast %c2_i32_298 : i32 to index
      %2015 = arith.muli %1929, %2014 : index
      %2016 = arith.addi %2015, %11 : index
      %2017 = arith.index_cast %2016 : index to i32
      %2018 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %2017 : (i32) -> vector<2xi32>
      %2019 = vector.bitcast %2018 : vector<2xi32> to vector<4xbf16>
      %2020 = vector.shuffle %2013, %2019 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_299 = arith.constant 2 : i32
      %2021 = arith.index_cast %c2_i32_299 : i32 to index
      %2022 = arith.muli %1929, %2021 : index
      %2023 = arith.addi %2022, %11 : index
      %2024 = arith.index_cast %2023 : index to i32
      %2025 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %2024 : (i32) -> vector<2xi32>
      %2026 = vector.bitcast %2025 : vector<2xi32> to vector<4xbf16>
      %c2_i32_300 = arith.constant 2 : i32
      %2027 = arith.index_cast %c2_i32_300 : i32 to index
      %2028 = arith.muli %1929, %2027 : index
      %2029 = arith.addi %2028, %11 : index
      %2030 = arith.index_cast %2029 : index to i32
      %2031 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %2030 : (i32) -> vector<2xi32>
      %2032 = vector.bitcast %2031 : vector<2xi32> to vector<4xbf16>
      %2033 = vector.shuffle %2026, %2032 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_301 = arith.constant 2 : i32
      %2034 = arith.index_cast %c2_i32_301 : i32 to index
      %2035 = arith.muli %1929, %2034 : index
      %2036 = arith.addi %2035, %11 : index
      %2037 = arith.index_cast %2036 : index to i32
      %2038 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %2037 : (i32) -> vector<2xi32>
      %2039 = vector.bitcast %2038 : vector<2xi32> to vector<4xbf16>
      %c2_i32_302 = arith.constant 2 : i32
      %2040 = arith.index_cast %c2_i32_302 : i32 to index
      %2041 = arith.muli %1929, %2040 : index
      %2042 = arith.addi %2041, %11 : index
      %2043 = arith.index_cast %2042 : index to i32
      %2044 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %2043 : (i32) -> vector<2xi32>
      %2045 = vector.bitcast %2044 : vector<2xi32> to vector<4xbf16>
      %2046 = vector.shuffle %2039, %2045 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_303 = arith.constant 2 : i32
      %2047 = arith.index_cast %c2_i32_303 : i32 to index
      %2048 = arith.muli %1929, %2047 : index
      %2049 = arith.addi %2048, %11 : index
      %2050 = arith.index_cast %2049 : index to i32
      %2051 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %2050 : (i32) -> vector<2xi32>
      %2052 = vector.bitcast %2051 : vector<2xi32> to vector<4xbf16>
      %c2_i32_304 = arith.constant 2 : i32
      %2053 = arith.index_cast %c2_i32_304 : i32 to index
      %2054 = arith.muli %1929, %2053 : index
      %2055 = arith.addi %2054, %11 : index
      %2056 = arith.index_cast %2055 : index to i32
      %2057 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %2056 : (i32) -> vector<2xi32>
      %2058 = vector.bitcast %2057 : vector<2xi32> to vector<4xbf16>
      %2059 = vector.shuffle %2052, %2058 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_305 = arith.constant 2 : i32
      %2060 = arith.index_cast %c2_i32_305 : i32 to index
      %2061 = arith.muli %1929, %2060 : index
      %2062 = arith.addi %2061, %11 : index
      %2063 = arith.index_cast %2062 : index to i32
      %2064 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %2063 : (i32) -> vector<2xi32>
      %2065 = vector.bitcast %2064 : vector<2xi32> to vector<4xbf16>
      %c2_i32_306 = arith.constant 2 : i32
      %2066 = arith.index_cast %c2_i32_306 : i32 to index
      %2067 = arith.muli %1929, %2066 : index
      %2068 = arith.addi %2067, %11 : index
      %2069 = arith.index_cast %2068 : index to i32
      %2070 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %2069 : (i32) -> vector<2xi32>
      %2071 = vector.bitcast %2070 : vector<2xi32> to vector<4xbf16>
      %2072 = vector.shuffle %2065, %2071 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_307 = arith.constant 2 : i32
      %2073 = arith.index_cast %c2_i32_307 : i32 to index
      %2074 = arith.muli %1929, %2073 : index
      %2075 = arith.addi %2074, %11 : index
      %2076 = arith.index_cast %2075 : index to i32
      %2077 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %2076 : (i32) -> vector<2xi32>
      %2078 = vector.bitcast %2077 : vector<2xi32> to vector<4xbf16>
      %c2_i32_308 = arith.constant 2 : i32
      %2079 = arith.index_cast %c2_i32_308 : i32 to index
      %2080 = arith.muli %1929, %2079 : index
      %2081 = arith.addi %2080, %11 : index
      %2082 = arith.index_cast %2081 : index to i32
      %2083 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %2082 : (i32) -> vector<2xi32>
      %2084 = vector.bitcast %2083 : vector<2xi32> to vector<4xbf16>
      %2085 = vector.shuffle %2078, %2084 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_309 = arith.constant 2 : i32
      %2086 = arith.index_cast %c2_i32_309 : i32 to index
      %2087 = arith.muli %1929, %2086 : index
      %2088 = arith.addi %2087, %11 : index
      %2089 = arith.index_cast %2088 : index to i32
      %2090 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %2089 : (i32) -> vector<2xi32>
      %2091 = vector.bitcast %2090 : vector<2xi32> to vector<4xbf16>
      %c2_i32_310 = arith.constant 2 : i32
      %2092 = arith.index_cast %c2_i32_310 : i32 to index
      %2093 = arith.muli %1929, %2092 : index
      %2094 = arith.addi %2093, %11 : index
      %2095 = arith.index_cast %2094 : index to i32
      %2096 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %2095 : (i32) -> vector<2xi32>
      %2097 = vector.bitcast %2096 : vector<2xi32> to vector<4xbf16>
      %2098 = vector.shuffle %2091, %2097 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_311 = arith.constant 2 : i32
      %2099 = arith.index_cast %c2_i32_311 : i32 to index
      %2100 = arith.muli %1929, %2099 : index
      %2101 = arith.addi %2100, %11 : index
      %2102 = arith.index_cast %2101 : index to i32
      %2103 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %2102 : (i32) -> vector<2xi32>
      %2104 = vector.bitcast %2103 : vector<2xi32> to vector<4xbf16>
      %c2_i32_312 = arith.constant 2 : i32
      %2105 = arith.index_cast %c2_i32_312 : i32 to index
      %2106 = arith.muli %1929, %2105 : index
      %2107 = arith.addi %2106, %11 : index
      %2108 = arith.index_cast %2107 : index to i32
      %2109 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %2108 : (i32) -> vector<2xi32>
      %2110 = vector.bitcast %2109 : vector<2xi32> to vector<4xbf16>
      %2111 = vector.shuffle %2104, %2110 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_313 = arith.constant 2 : i32
      %2112 = arith.index_cast %c2_i32_313 : i32 to index
      %2113 = arith.muli %1929, %2112 : index
      %2114 = arith.addi %2113, %11 : index
      %2115 = arith.index_cast %2114 : index to i32
      %2116 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %2115 : (i32) -> vector<2xi32>
      %2117 = vector.bitcast %2116 : vector<2xi32> to vector<4xbf16>
      %c2_i32_314 = arith.constant 2 : i32
      %2118 = arith.index_cast %c2_i32_314 : i32 to index
      %2119 = arith.muli %1929, %2118 : index
      %2120 = arith.addi %2119, %11 : index
      %2121 = arith.index_cast %2120 : index to i32
      %2122 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %2121 : (i32) -> vector<2xi32>
      %2123 = vector.bitcast %2122 : vector<2xi32> to vector<4xbf16>
      %2124 = vector.shuffle %2117, %2123 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_315 = arith.constant 2 : i32
      %2125 = arith.index_cast %c2_i32_315 : i32 to index
      %2126 = arith.muli %1929, %2125 : index
      %2127 = arith.addi %2126, %11 : index
      %2128 = arith.index_cast %2127 : index to i32
      %2129 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %2128 : (i32) -> vector<2xi32>
      %2130 = vector.bitcast %2129 : vector<2xi32> to vector<4xbf16>
      %c2_i32_316 = arith.constant 2 : i32
      %2131 = arith.index_cast %c2_i32_316 : i32 to index
      %2132 = arith.muli %1929, %2131 : index
      %2133 = arith.addi %2132, %11 : index
      %2134 = arith.index_cast %2133 : index to i32
      %2135 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %2134 : (i32) -> vector<2xi32>
      %2136 = vector.bitcast %2135 : vector<2xi32> to vector<4xbf16>
      %2137 = vector.shuffle %2130, %2136 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c1_317 = arith.constant 1 : index
      %2138 = arith.addi %887, %c1_317 : index
      %c64_i32_318 = arith.constant 64 : i32
      %2139 = arith.index_cast %c64_i32_318 : i32 to index
      %2140 = arith.muli %2138, %2139 : index
      %2141 = arith.index_cast %2140 : index to i32
      %2142 = arith.cmpi sgt, %2141, %arg13 : i32
      %2143:2 = scf.if %2142 -> (vector<16xf32>, vector<16xf32>) {
        %3700 = vector.extract %1833[0] : f32 from vector<16xf32>
        %3701 = vector.extract %1833[1] : f32 from vector<16xf32>
        %3702 = vector.extract %1833[2] : f32 from vector<16xf32>
        %3703 = vector.extract %1833[3] : f32 from vector<16xf32>
        %3704 = vector.extract %1833[4] : f32 from vector<16xf32>
        %3705 = vector.extract %1833[5] : f32 from vector<16xf32>
        %3706 = vector.extract %1833[6] : f32 from vector<16xf32>
        %3707 = vector.extract %1833[7] : f32 from vector<16xf32>
        %3708 = vector.extract %1833[8] : f32 from vector<16xf32>
        %3709 = vector.extract %1833[9] : f32 from vector<16xf32>
        %3710 = vector.extract %1833[10] : f32 from vector<16xf32>
        %3711 = vector.extract %1833[11] : f32 from vector<16xf32>
        %3712 = vector.extract %1833[12] : f32 from vector<16xf32>
        %3713 = vector.extract %1833[13] : f32 from vector<16xf32>
        %3714 = vector.extract %1833[14] : f32 from vector<16xf32>
        %3715 = vector.extract %1833[15] : f32 from vector<16xf32>
        %3716 = vector.extract %1834[0] : f32 from vector<16xf32>
        %3717 = vector.extract %1834[1] : f32 from vector<16xf32>
        %3718 = vector.extract %1834[2] : f32 from vector<16xf32>
        %3719 = vector.extract %1834[3] : f32 from vector<16xf32>
        %3720 = vector.extract %1834[4] : f32 from vector<16xf32>
        %3721 = vector.extract %1834[5] : f32 from vector<16xf32>
        %3722 = vector.extract %1834[6] : f32 from vector<16xf32>
        %3723 = vector.extract %1834[7] : f32 from vector<16xf32>
        %3724 = vector.extract %1834[8] : f32 from vector<16xf32>
        %3725 = vector.extract %1834[9] : f32 from vector<16xf32>
        %3726 = vector.extract %1834[10] : f32 from vector<16xf32>
        %3727 = vector.extract %1834[11] : f32 from vector<16xf32>
        %3728 = vector.extract %1834[12] : f32 from vector<16xf32>
        %3729 = vector.extract %1834[13] : f32 from vector<16xf32>
        %3730 = vector.extract %1834[14] : f32 from vector<16xf32>
        %3731 = vector.extract %1834[15] : f32 from vector<16xf32>
        %c64_i32_458 = arith.constant 64 : i32
        %3732 = arith.index_cast %c64_i32_458 : i32 to index
        %3733 = arith.muli %887, %3732 : index
        %3734 = arith.index_cast %3733 : index to i32
        %3735 = arith.index_cast %28 : index to i32
        %c4_i32_459 = arith.constant 4 : i32
        %3736 = arith.muli %3735, %c4_i32_459 : i32
        %3737 = arith.addi %3734, %3736 : i32
        %c0_i32_460 = arith.constant 0 : i32
        %3738 = arith.addi %3737, %c0_i32_460 : i32
        %c32_i32_461 = arith.constant 32 : i32
        %3739 = arith.addi %3738, %c32_i32_461 : i32
        %3740 = arith.cmpi slt, %3738, %arg13 : i32
        %cst_462 = arith.constant 0xFF800000 : f32
        %3741 = arith.select %3740, %3700, %cst_462 : f32
        %3742 = arith.cmpi slt, %3739, %arg13 : i32
        %cst_463 = arith.constant 0xFF800000 : f32
        %3743 = arith.select %3742, %3716, %cst_463 : f32
        %c1_i32_464 = arith.constant 1 : i32
        %3744 = arith.addi %3737, %c1_i32_464 : i32
        %c32_i32_465 = arith.constant 32 : i32
        %3745 = arith.addi %3744, %c32_i32_465 : i32
        %3746 = arith.cmpi slt, %3744, %arg13 : i32
        %cst_466 = arith.constant 0xFF800000 : f32
        %3747 = arith.select %3746, %3701, %cst_466 : f32
        %3748 = arith.cmpi slt, %3745, %arg13 : i32
        %cst_467 = arith.constant 0xFF800000 : f32
        %3749 = arith.select %3748, %3717, %cst_467 : f32
        %c2_i32_468 = arith.constant 2 : i32
        %3750 = arith.addi %3737, %c2_i32_468 : i32
        %c32_i32_469 = arith.constant 32 : i32
        %3751 = arith.addi %3750, %c32_i32_469 : i32
        %3752 = arith.cmpi slt, %3750, %arg13 : i32
        %cst_470 = arith.constant 0xFF800000 : f32
        %3753 = arith.select %3752, %3702, %cst_470 : f32
        %3754 = arith.cmpi slt, %3751, %arg13 : i32
        %cst_471 = arith.constant 0xFF800000 : f32
        %3755 = arith.select %3754, %3718, %cst_471 : f32
        %c3_i32_472 = arith.constant 3 : i32
        %3756 = arith.addi %3737, %c3_i32_472 : i32
        %c32_i32_473 = arith.constant 32 : i32
        %3757 = arith.addi %3756, %c32_i32_473 : i32
        %3758 = arith.cmpi slt, %3756, %arg13 : i32
        %cst_474 = arith.constant 0xFF800000 : f32
        %3759 = arith.select %3758, %3703, %cst_474 : f32
        %3760 = arith.cmpi slt, %3757, %arg13 : i32
        %cst_475 = arith.constant 0xFF800000 : f32
        %3761 = arith.select %3760, %3719, %cst_475 : f32
        %c8_i32_476 = arith.constant 8 : i32
        %3762 = arith.addi %3737, %c8_i32_476 : i32
        %c32_i32_477 = arith.constant 32 : i32
        %3763 = arith.addi %3762, %c32_i32_477 : i32
        %3764 = arith.cmpi slt, %3762, %arg13 : i32
        %cst_478 = arith.constant 0xFF800000 : f32
        %3765 = arith.select %3764, %3704, %cst_478 : f32
        %3766 = arith.cmpi slt, %3763, %arg13 : i32
        %cst_479 = arith.constant 0xFF800000 : f32
        %3767 = arith.select %3766, %3720, %cst_479 : f32
        %c9_i32 = arith.constant 9 : i32
        %3768 = arith.addi %3737, %c9_i32 : i32
        %c32_i32_480 = arith.constant 32 : i32
        %3769 = arith.addi %3768, %c32_i32_480 : i32
        %3770 = arith.cmpi slt, %3768, %arg13 : i32
        %cst_481 = arith.constant 0xFF800000 : f32
        %3771 = arith.select %3770, %3705, %cst_481 : f32
        %3772 = arith.cmpi slt, %3769, %arg13 : i32
        %cst_482 = arith.constant 0xFF800000 : f32
        %3773 = arith.select %3772, %3721, %cst_482 : f32
        %c10_i32 = arith.constant 10 : i32
        %3774 = arith.addi %3737, %c10_i32 : i32
        %c32_i32_483 = arith.constant 32 : i32
        %3775 = arith.addi %3774, %c32_i32_483 : i32
        %3776 = arith.cmpi slt, %3774, %arg13 : i32
        %cst_484 = arith.constant 0xFF800000 : f32
        %3777 = arith.select %3776, %3706, %cst_484 : f32
        %3778 = arith.cmpi slt, %3775, %arg13 : i32
        %cst_485 = arith.constant 0xFF800000 : f32
        %3779 = arith.select %3778, %3722, %cst_485 : f32
        %c11_i32 = arith.constant 11 : i32
        %3780 = arith.addi %3737, %c11_i32 : i32
        %c32_i32_486 = arith.constant 32 : i32
        %3781 = arith.addi %3780, %c32_i32_486 : i32
        %3782 = arith.cmpi slt, %3780, %arg13 : i32
        %cst_487 = arith.constant 0xFF800000 : f32
        %3783 = arith.select %3782, %3707, %cst_487 : f32
        %3784 = arith.cmpi slt, %3781, %arg13 : i32
        %cst_488 = arith.constant 0xFF800000 : f32
        %3785 = arith.select %3784, %3723, %cst_488 : f32
        %c16_i32_489 = arith.constant 16 : i32
        %3786 = arith.addi %3737, %c16_i32_489 : i32
        %c32_i32_490 = arith.constant 32 : i32
        %3787 = arith.addi %3786, %c32_i32_490 : i32
        %3788 = arith.cmpi slt, %3786, %arg13 : i32
        %cst_491 = arith.constant 0xFF800000 : f32
        %3789 = arith.select %3788, %3708, %cst_491 : f32
        %3790 = arith.cmpi slt, %3787, %arg13 : i32
        %cst_492 = arith.constant 0xFF800000 : f32
        %3791 = arith.select %3790, %3724, %cst_492 : f32
        %c17_i32 = arith.constant 17 : i32
        %3792 = arith.addi %3737, %c17_i32 : i32
        %c32_i32_493 = arith.constant 32 : i32
        %3793 = arith.addi %3792, %c32_i32_493 : i32
        %3794 = arith.cmpi slt, %3792, %arg13 : i32
        %cst_494 = arith.constant 0xFF800000 : f32
        %3795 = arith.select %3794, %3709, %cst_494 : f32
        %3796 = arith.cmpi slt, %3793, %arg13 : i32
        %cst_495 = arith.constant 0xFF800000 : f32
        %3797 = arith.select %3796, %3725, %cst_495 : f32
        %c18_i32 = arith.constant 18 : i32
        %3798 = arith.addi %3737, %c18_i32 : i32
        %c32_i32_496 = arith.constant 32 : i32
        %3799 = arith.addi %3798, %c32_i32_496 : i32
        %3800 = arith.cmpi slt, %3798, %arg13 : i32
        %cst_497 = arith.constant 0xFF800000 : f32
        %3801 = arith.select %3800, %3710, %cst_497 : f32
        %3802 = arith.cmpi slt, %3799, %arg13 : i32
        %cst_498 = arith.constant 0xFF800000 : f32
        %3803 = arith.select %3802, %3726, %cst_498 : f32
        %c19_i32 = arith.constant 19 : i32
        %3804 = arith.addi %3737, %c19_i32 : i32
        %c32_i32_499 = arith.constant 32 : i32
        %3805 = arith.addi %3804, %c32_i32_499 : i32
        %3806 = arith.cmpi slt, %3804, %arg13 : i32
        %cst_500 = arith.constant 0xFF800000 : f32
        %3807 = arith.select %3806, %3711, %cst_500 : f32
        %3808 = arith.cmpi slt, %3805, %arg13 : i32
        %cst_501 = arith.constant 0xFF800000 : f32
        %3809 = arith.select %3808, %3727, %cst_501 : f32
        %c24_i32 = arith.constant 24 : i32
        %3810 = arith.addi %3737, %c24_i32 : i32
        %c32_i32_502 = arith.constant 32 : i32
        %3811 = arith.addi %3810, %c32_i32_502 : i32
        %3812 = arith.cmpi slt, %3810, %arg13 : i32
        %cst_503 = arith.constant 0xFF800000 : f32
        %3813 = arith.select %3812, %3712, %cst_503 : f32
        %3814 = arith.cmpi slt, %3811, %arg13 : i32
        %cst_504 = arith.constant 0xFF800000 : f32
        %3815 = arith.select %3814, %3728, %cst_504 : f32
        %c25_i32 = arith.constant 25 : i32
        %3816 = arith.addi %3737, %c25_i32 : i32
        %c32_i32_505 = arith.constant 32 : i32
        %3817 = arith.addi %3816, %c32_i32_505 : i32
        %3818 = arith.cmpi slt, %3816, %arg13 : i32
        %cst_506 = arith.constant 0xFF800000 : f32
        %3819 = arith.select %3818, %3713, %cst_506 : f32
        %3820 = arith.cmpi slt, %3817, %arg13 : i32
        %cst_507 = arith.constant 0xFF800000 : f32
        %3821 = arith.select %3820, %3729, %cst_507 : f32
        %c26_i32 = arith.constant 26 : i32
        %3822 = arith.addi %3737, %c26_i32 : i32
        %c32_i32_508 = arith.constant 32 : i32
        %3823 = arith.addi %3822, %c32_i32_508 : i32
        %3824 = arith.cmpi slt, %3822, %arg13 : i32
        %cst_509 = arith.constant 0xFF800000 : f32
        %3825 = arith.select %3824, %3714, %cst_509 : f32
        %3826 = arith.cmpi slt, %3823, %arg13 : i32
        %cst_510 = arith.constant 0xFF800000 : f32
        %3827 = arith.select %3826, %3730, %cst_510 : f32
        %c27_i32 = arith.constant 27 : i32
        %3828 = arith.addi %3737, %c27_i32 : i32
        %c32_i32_511 = arith.constant 32 : i32
        %3829 = arith.addi %3828, %c32_i32_511 : i32
        %3830 = arith.cmpi slt, %3828, %arg13 : i32
        %cst_512 = arith.constant 0xFF800000 : f32
        %3831 = arith.select %3830, %3715, %cst_512 : f32
        %3832 = arith.cmpi slt, %3829, %arg13 : i32
        %cst_513 = arith.constant 0xFF800000 : f32
        %3833 = arith.select %3832, %3731, %cst_513 : f32
        %3834 = vector.from_elements %3741, %3747, %3753, %3759, %3765, %3771, %3777, %3783, %3789, %3795, %3801, %3807, %3813, %3819, %3825, %3831 : vector<16xf32>
        %3835 = vector.from_elements %3743, %3749, %3755, %3761, %3767, %3773, %3779, %3785, %3791, %3797, %3803, %3809, %3815, %3821, %3827, %3833 : vector<16xf32>
        scf.yield %3834, %3835 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %1833, %1834 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      rocdl.s.setprio 1
      %2144 = fly.mma_atom_call_ssa(%126, %1942, %1924, %1635) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2145 = fly.mma_atom_call_ssa(%126, %1994, %1924, %1636) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2146 = fly.mma_atom_call_ssa(%126, %2046, %1924, %1637) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2147 = fly.mma_atom_call_ssa(%126, %2098, %1924, %1638) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2148 = fly.mma_atom_call_ssa(%126, %1955, %1926, %2144) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2149 = fly.mma_atom_call_ssa(%126, %2007, %1926, %2145) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2150 = fly.mma_atom_call_ssa(%126, %2059, %1926, %2146) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2151 = fly.mma_atom_call_ssa(%126, %2111, %1926, %2147) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2152 = fly.mma_atom_call_ssa(%126, %1968, %1925, %2148) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2153 = fly.mma_atom_call_ssa(%126, %2020, %1925, %2149) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2154 = fly.mma_atom_call_ssa(%126, %2072, %1925, %2150) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2155 = fly.mma_atom_call_ssa(%126, %2124, %1925, %2151) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2156 = fly.mma_atom_call_ssa(%126, %1981, %1927, %2152) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2157 = fly.mma_atom_call_ssa(%126, %2033, %1927, %2153) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2158 = fly.mma_atom_call_ssa(%126, %2085, %1927, %2154) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2159 = fly.mma_atom_call_ssa(%126, %2137, %1927, %2155) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2160 = vector.extract %2143#0[0] : f32 from vector<16xf32>
      %cst_319 = arith.constant 0xFF800000 : f32
      %2161 = arith.maxnumf %cst_319, %2160 fastmath<fast> : f32
      %2162 = vector.extract %2143#0[1] : f32 from vector<16xf32>
      %2163 = arith.maxnumf %2161, %2162 fastmath<fast> : f32
      %2164 = vector.extract %2143#0[2] : f32 from vector<16xf32>
      %2165 = arith.maxnumf %2163, %2164 fastmath<fast> : f32
      %2166 = vector.extract %2143#0[3] : f32 from vector<16xf32>
      %2167 = arith.maxnumf %2165, %2166 fastmath<fast> : f32
      %2168 = vector.extract %2143#0[4] : f32 from vector<16xf32>
      %2169 = arith.maxnumf %2167, %2168 fastmath<fast> : f32
      %2170 = vector.extract %2143#0[5] : f32 from vector<16xf32>
      %2171 = arith.maxnumf %2169, %2170 fastmath<fast> : f32
      %2172 = vector.extract %2143#0[6] : f32 from vector<16xf32>
      %2173 = arith.maxnumf %2171, %2172 fastmath<fast> : f32
      %2174 = vector.extract %2143#0[7] : f32 from vector<16xf32>
      %2175 = arith.maxnumf %2173, %2174 fastmath<fast> : f32
      %2176 = vector.extract %2143#0[8] : f32 from vector<16xf32>
      %2177 = arith.maxnumf %2175, %2176 fastmath<fast> : f32
      %2178 = vector.extract %2143#0[9] : f32 from vector<16xf32>
      %2179 = arith.maxnumf %2177, %2178 fastmath<fast> : f32
      %2180 = vector.extract %2143#0[10] : f32 from vector<16xf32>
      %2181 = arith.maxnumf %2179, %2180 fastmath<fast> : f32
      %2182 = vector.extract %2143#0[11] : f32 from vector<16xf32>
      %2183 = arith.maxnumf %2181, %2182 fastmath<fast> : f32
      %2184 = vector.extract %2143#0[12] : f32 from vector<16xf32>
      %2185 = arith.maxnumf %2183, %2184 fastmath<fast> : f32
      %2186 = vector.extract %2143#0[13] : f32 from vector<16xf32>
      %2187 = arith.maxnumf %2185, %2186 fastmath<fast> : f32
      %2188 = vector.extract %2143#0[14] : f32 from vector<16xf32>
      %2189 = arith.maxnumf %2187, %2188 fastmath<fast> : f32
      %2190 = vector.extract %2143#0[15] : f32 from vector<16xf32>
      %2191 = arith.maxnumf %2189, %2190 fastmath<fast> : f32
      %2192 = vector.extract %2143#1[0] : f32 from vector<16xf32>
      %2193 = arith.maxnumf %2191, %2192 fastmath<fast> : f32
      %2194 = vector.extract %2143#1[1] : f32 from vector<16xf32>
      %2195 = arith.maxnumf %2193, %2194 fastmath<fast> : f32
      %2196 = vector.extract %2143#1[2] : f32 from vector<16xf32>
      %2197 = arith.maxnumf %2195, %2196 fastmath<fast> : f32
      %2198 = vector.extract %2143#1[3] : f32 from vector<16xf32>
      %2199 = arith.maxnumf %2197, %2198 fastmath<fast> : f32
      %2200 = vector.extract %2143#1[4] : f32 from vector<16xf32>
      %2201 = arith.maxnumf %2199, %2200 fastmath<fast> : f32
      %2202 = vector.extract %2143#1[5] : f32 from vector<16xf32>
      %2203 = arith.maxnumf %2201, %2202 fastmath<fast> : f32
      %2204 = vector.extract %2143#1[6] : f32 from vector<16xf32>
      %2205 = arith.maxnumf %2203, %2204 fastmath<fast> : f32
      %2206 = vector.extract %2143#1[7] : f32 from vector<16xf32>
      %2207 = arith.maxnumf %2205, %2206 fastmath<fast> : f32
      %2208 = vector.extract %2143#1[8] : f32 from vector<16xf32>
      %2209 = arith.maxnumf %2207, %2208 fastmath<fast> : f32
      %2210 = vector.extract %2143#1[9] : f32 from vector<16xf32>
      %2211 = arith.maxnumf %2209, %2210 fastmath<fast> : f32
      %2212 = vector.extract %2143#1[10] : f32 from vector<16xf32>
      %2213 = arith.maxnumf %2211, %2212 fastmath<fast> : f32
      %2214 = vector.extract %2143#1[11] : f32 from vector<16xf32>
      %2215 = arith.maxnumf %2213, %2214 fastmath<fast> : f32
      %2216 = vector.extract %2143#1[12] : f32 from vector<16xf32>
      %2217 = arith.maxnumf %2215, %2216 fastmath<fast> : f32
      %2218 = vector.extract %2143#1[13] : f32 from vector<16xf32>
      %2219 = arith.maxnumf %2217, %2218 fastmath<fast> : f32
      %2220 = vector.extract %2143#1[14] : f32 from vector<16xf32>
      %2221 = arith.maxnumf %2219, %2220 fastmath<fast> : f32
      %2222 = vector.extract %2143#1[15] : f32 from vector<16xf32>
      %2223 = arith.maxnumf %2221, %2222 fastmath<fast> : f32
      %2224 = arith.bitcast %2223 : f32 to i32
      %2225 = rocdl.permlane32.swap %2224, %2224, false, true : (i32, i32) -> <(i32, i32)>
      %2226 = llvm.extractvalue %2225[0] : !llvm.struct<(i32, i32)> 
      %2227 = llvm.extractvalue %2225[1] : !llvm.struct<(i32, i32)> 
      %2228 = arith.bitcast %2226 : i32 to f32
      %2229 = arith.bitcast %2227 : i32 to f32
      %2230 = arith.maxnumf %2228, %2229 fastmath<fast> : f32
      %2231 = arith.maxnumf %1525, %2230 fastmath<fast> : f32
      %2232 = arith.subf %1525, %2231 fastmath<fast> : f32
      %2233 = rocdl.exp2 %2232 f32 -> f32
      %2234 = vector.extract %2143#0[0] : f32 from vector<16xf32>
      %2235 = arith.subf %2234, %2231 fastmath<fast> : f32
      %2236 = vector.extract %2143#0[1] : f32 from vector<16xf32>
      %2237 = arith.subf %2236, %2231 fastmath<fast> : f32
      %2238 = vector.extract %2143#0[2] : f32 from vector<16xf32>
      %2239 = arith.subf %2238, %2231 fastmath<fast> : f32
      %2240 = vector.extract %2143#0[3] : f32 from vector<16xf32>
      %2241 = arith.subf %2240, %2231 fastmath<fast> : f32
      %2242 = vector.extract %2143#0[4] : f32 from vector<16xf32>
      %2243 = arith.subf %2242, %2231 fastmath<fast> : f32
      %2244 = vector.extract %2143#0[5] : f32 from vector<16xf32>
      %2245 = arith.subf %2244, %2231 fastmath<fast> : f32
      %2246 = vector.extract %2143#0[6] : f32 from vector<16xf32>
      %2247 = arith.subf %2246, %2231 fastmath<fast> : f32
      %2248 = vector.extract %2143#0[7] : f32 from vector<16xf32>
      %2249 = arith.subf %2248, %2231 fastmath<fast> : f32
      %2250 = vector.extract %2143#0[8] : f32 from vector<16xf32>
      %2251 = arith.subf %2250, %2231 fastmath<fast> : f32
      %2252 = vector.extract %2143#0[9] : f32 from vector<16xf32>
      %2253 = arith.subf %2252, %2231 fastmath<fast> : f32
      %2254 = vector.extract %2143#0[10] : f32 from vector<16xf32>
      %2255 = arith.subf %2254, %2231 fastmath<fast> : f32
      %2256 = vector.extract %2143#0[11] : f32 from vector<16xf32>
      %2257 = arith.subf %2256, %2231 fastmath<fast> : f32
      %2258 = vector.extract %2143#0[12] : f32 from vector<16xf32>
      %2259 = arith.subf %2258, %2231 fastmath<fast> : f32
      %2260 = vector.extract %2143#0[13] : f32 from vector<16xf32>
      %2261 = arith.subf %2260, %2231 fastmath<fast> : f32
      %2262 = vector.extract %2143#0[14] : f32 from vector<16xf32>
      %2263 = arith.subf %2262, %2231 fastmath<fast> : f32
      %2264 = vector.extract %2143#0[15] : f32 from vector<16xf32>
      %2265 = arith.subf %2264, %2231 fastmath<fast> : f32
      %2266 = vector.extract %2143#1[0] : f32 from vector<16xf32>
      %2267 = arith.subf %2266, %2231 fastmath<fast> : f32
      %2268 = vector.extract %2143#1[1] : f32 from vector<16xf32>
      %2269 = arith.subf %2268, %2231 fastmath<fast> : f32
      %2270 = vector.extract %2143#1[2] : f32 from vector<16xf32>
      %2271 = arith.subf %2270, %2231 fastmath<fast> : f32
      %2272 = vector.extract %2143#1[3] : f32 from vector<16xf32>
      %2273 = arith.subf %2272, %2231 fastmath<fast> : f32
      %2274 = vector.extract %2143#1[4] : f32 from vector<16xf32>
      %2275 = arith.subf %2274, %2231 fastmath<fast> : f32
      %2276 = vector.extract %2143#1[5] : f32 from vector<16xf32>
      %2277 = arith.subf %2276, %2231 fastmath<fast> : f32
      %2278 = vector.extract %2143#1[6] : f32 from vector<16xf32>
      %2279 = arith.subf %2278, %2231 fastmath<fast> : f32
      %2280 = vector.extract %2143#1[7] : f32 from vector<16xf32>
      %2281 = arith.subf %2280, %2231 fastmath<fast> : f32
      %2282 = vector.extract %2143#1[8] : f32 from vector<16xf32>
      %2283 = arith.subf %2282, %2231 fastmath<fast> : f32
      %2284 = vector.extract %2143#1[9] : f32 from vector<16xf32>
      %2285 = arith.subf %2284, %2231 fastmath<fast> : f32
      %2286 = vector.extract %2143#1[10] : f32 from vector<16xf32>
      %2287 = arith.subf %2286, %2231 fastmath<fast> : f32
      %2288 = vector.extract %2143#1[11] : f32 from vector<16xf32>
      %2289 = arith.subf %2288, %2231 fastmath<fast> : f32
      %2290 = vector.extract %2143#1[12] : f32 from vector<16xf32>
      %2291 = arith.subf %2290, %2231 fastmath<fast> : f32
      %2292 = vector.extract %2143#1[13] : f32 from vector<16xf32>
      %2293 = arith.subf %2292, %2231 fastmath<fast> : f32
      %2294 = vector.extract %2143#1[14] : f32 from vector<16xf32>
      %2295 = arith.subf %2294, %2231 fastmath<fast> : f32
      %2296 = vector.extract %2143#1[15] : f32 from vector<16xf32>
      %2297 = arith.subf %2296, %2231 fastmath<fast> : f32
      %2298 = vector.from_elements %2235, %2237, %2239, %2241, %2243, %2245, %2247, %2249, %2251, %2253, %2255, %2257, %2259, %2261, %2263, %2265 : vector<16xf32>
      %2299 = vector.from_elements %2267, %2269, %2271, %2273, %2275, %2277, %2279, %2281, %2283, %2285, %2287, %2289, %2291, %2293, %2295, %2297 : vector<16xf32>
      %2300 = vector.extract %2298[0] : f32 from vector<16xf32>
      %2301 = vector.extract %2298[1] : f32 from vector<16xf32>
      %2302 = vector.extract %2298[2] : f32 from vector<16xf32>
      %2303 = vector.extract %2298[3] : f32 from vector<16xf32>
      %2304 = vector.extract %2298[4] : f32 from vector<16xf32>
      %2305 = vector.extract %2298[5] : f32 from vector<16xf32>
      %2306 = vector.extract %2298[6] : f32 from vector<16xf32>
      %2307 = vector.extract %2298[7] : f32 from vector<16xf32>
      %2308 = vector.extract %2298[8] : f32 from vector<16xf32>
      %2309 = vector.extract %2298[9] : f32 from vector<16xf32>
      %2310 = vector.extract %2298[10] : f32 from vector<16xf32>
      %2311 = vector.extract %2298[11] : f32 from vector<16xf32>
      %2312 = vector.extract %2298[12] : f32 from vector<16xf32>
      %2313 = vector.extract %2298[13] : f32 from vector<16xf32>
      %2314 = vector.extract %2298[14] : f32 from vector<16xf32>
      %2315 = vector.extract %2298[15] : f32 from vector<16xf32>
      %2316 = rocdl.exp2 %2300 f32 -> f32
      %2317 = rocdl.exp2 %2301 f32 -> f32
      %2318 = rocdl.exp2 %2302 f32 -> f32
      %2319 = rocdl.exp2 %2303 f32 -> f32
      %2320 = rocdl.exp2 %2304 f32 -> f32
      %2321 = rocdl.exp2 %2305 f32 -> f32
      %2322 = rocdl.exp2 %2306 f32 -> f32
      %2323 = rocdl.exp2 %2307 f32 -> f32
      %2324 = rocdl.exp2 %2308 f32 -> f32
      %2325 = rocdl.exp2 %2309 f32 -> f32
      %2326 = rocdl.exp2 %2310 f32 -> f32
      %2327 = rocdl.exp2 %2311 f32 -> f32
      %2328 = rocdl.exp2 %2312 f32 -> f32
      %2329 = rocdl.exp2 %2313 f32 -> f32
      %2330 = rocdl.exp2 %2314 f32 -> f32
      %2331 = rocdl.exp2 %2315 f32 -> f32
      %2332 = vector.from_elements %2316, %2317, %2318, %2319, %2320, %2321, %2322, %2323, %2324, %2325, %2326, %2327, %2328, %2329, %2330, %2331 : vector<16xf32>
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier valu, 5, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.group.barrier mfma_wmma, 1, 8
      rocdl.sched.group.barrier transcendental, 3, 8
      rocdl.sched.barrier none
      %2333 = vector.from_elements %2233 : vector<1xf32>
      %2334 = vector.extract %2333[0] : f32 from vector<1xf32>
      %2335 = vector.broadcast %2334 : f32 to vector<16xf32>
      %2336 = arith.mulf %2156, %2335 fastmath<fast> : vector<16xf32>
      %2337 = arith.mulf %2157, %2335 fastmath<fast> : vector<16xf32>
      %2338 = arith.mulf %2158, %2335 fastmath<fast> : vector<16xf32>
      %2339 = arith.mulf %2159, %2335 fastmath<fast> : vector<16xf32>
      %2340 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %2336, %2337, %2338, %2339 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %2341 = llvm.extractvalue %2340[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2342 = llvm.extractvalue %2340[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2343 = llvm.extractvalue %2340[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2344 = llvm.extractvalue %2340[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.setprio 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2345 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_320 = arith.constant 64 : i32
      %2346 = arith.index_cast %c64_i32_320 : i32 to index
      %2347 = arith.muli %889, %2346 : index
      %2348 = arith.muli %2347, %7 : index
      %c8_i32_321 = arith.constant 8 : i32
      %2349 = arith.index_cast %c8_i32_321 : i32 to index
      %2350 = arith.muli %134, %2349 : index
      %2351 = arith.addi %2350, %22 : index
      %c8_i32_322 = arith.constant 8 : i32
      %2352 = arith.index_cast %c8_i32_322 : i32 to index
      %2353 = arith.muli %136, %2352 : index
      %c0_i32_323 = arith.constant 0 : i32
      %2354 = arith.index_cast %c0_i32_323 : i32 to index
      %2355 = arith.addi %2353, %2354 : index
      %2356 = arith.muli %2351, %7 : index
      %2357 = arith.addi %58, %2356 : index
      %2358 = arith.addi %2357, %2355 : index
      %2359 = fly.inttoptr(%243) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %2360 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2362 = fly.make_layout(%2360, %2361) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %2363 = fly.make_view(%2359, %2362) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %2364 = arith.index_cast %2358 : index to i32
      %2365 = fly.make_int_tuple(%2364) : (i32) -> !fly.int_tuple<(*,?)>
      %2366 = fly.slice(%122, %2365) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %2367 = arith.index_cast %2348 : index to i32
      %2368 = fly.atom.set_value(%125, "soffset", %2367) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%2368, %2366, %2363) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_324 = arith.constant 8 : i32
      %2369 = arith.index_cast %c8_i32_324 : i32 to index
      %2370 = arith.muli %134, %2369 : index
      %2371 = arith.addi %2370, %22 : index
      %c8_i32_325 = arith.constant 8 : i32
      %2372 = arith.index_cast %c8_i32_325 : i32 to index
      %2373 = arith.muli %136, %2372 : index
      %c64_i32_326 = arith.constant 64 : i32
      %2374 = arith.index_cast %c64_i32_326 : i32 to index
      %2375 = arith.addi %2373, %2374 : index
      %2376 = arith.muli %2371, %7 : index
      %2377 = arith.addi %58, %2376 : index
      %2378 = arith.addi %2377, %2375 : index
      %2379 = fly.inttoptr(%252) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %2380 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2381 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2382 = fly.make_layout(%2380, %2381) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %2383 = fly.make_view(%2379, %2382) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %2384 = arith.index_cast %2378 : index to i32
      %2385 = fly.make_int_tuple(%2384) : (i32) -> !fly.int_tuple<(*,?)>
      %2386 = fly.slice(%122, %2385) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %2387 = arith.index_cast %2348 : index to i32
      %2388 = fly.atom.set_value(%125, "soffset", %2387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%2388, %2386, %2383) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c17024_i32_327 = arith.constant 17024 : i32
      %2389 = arith.index_cast %c17024_i32_327 : i32 to index
      %2390 = arith.addi %159, %2389 : index
      %c0_i32_328 = arith.constant 0 : i32
      %2391 = arith.index_cast %c0_i32_328 : i32 to index
      %2392 = arith.addi %2390, %2391 : index
      %c2_i32_329 = arith.constant 2 : i32
      %2393 = arith.index_cast %c2_i32_329 : i32 to index
      %2394 = arith.muli %2392, %2393 : index
      %2395 = arith.index_cast %2394 : index to i64
      %2396 = llvm.getelementptr %12[%2395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2397 = llvm.load %2396 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_330 = arith.constant 256 : i32
      %2398 = arith.index_cast %c256_i32_330 : i32 to index
      %2399 = arith.addi %2392, %2398 : index
      %c2_i32_331 = arith.constant 2 : i32
      %2400 = arith.index_cast %c2_i32_331 : i32 to index
      %2401 = arith.muli %2399, %2400 : index
      %2402 = arith.index_cast %2401 : index to i64
      %2403 = llvm.getelementptr %12[%2402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2404 = llvm.load %2403 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_332 = arith.constant 17024 : i32
      %2405 = arith.index_cast %c17024_i32_332 : i32 to index
      %2406 = arith.addi %159, %2405 : index
      %c16_i32_333 = arith.constant 16 : i32
      %2407 = arith.index_cast %c16_i32_333 : i32 to index
      %2408 = arith.addi %2406, %2407 : index
      %c2_i32_334 = arith.constant 2 : i32
      %2409 = arith.index_cast %c2_i32_334 : i32 to index
      %2410 = arith.muli %2408, %2409 : index
      %2411 = arith.index_cast %2410 : index to i64
      %2412 = llvm.getelementptr %12[%2411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2413 = llvm.load %2412 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_335 = arith.constant 256 : i32
      %2414 = arith.index_cast %c256_i32_335 : i32 to index
      %2415 = arith.addi %2408, %2414 : index
      %c2_i32_336 = arith.constant 2 : i32
      %2416 = arith.index_cast %c2_i32_336 : i32 to index
      %2417 = arith.muli %2415, %2416 : index
      %2418 = arith.index_cast %2417 : index to i64
      %2419 = llvm.getelementptr %12[%2418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2420 = llvm.load %2419 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_337 = arith.constant 17024 : i32
      %2421 = arith.index_cast %c17024_i32_337 : i32 to index
      %2422 = arith.addi %159, %2421 : index
      %c32_i32_338 = arith.constant 32 : i32
      %2423 = arith.index_cast %c32_i32_338 : i32 to index
      %2424 = arith.addi %2422, %2423 : index
      %c2_i32_339 = arith.constant 2 : i32
      %2425 = arith.index_cast %c2_i32_339 : i32 to index
      %2426 = arith.muli %2424, %2425 : index
      %2427 = arith.index_cast %2426 : index to i64
      %2428 = llvm.getelementptr %12[%2427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2429 = llvm.load %2428 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_340 = arith.constant 256 : i32
      %2430 = arith.index_cast %c256_i32_340 : i32 to index
      %2431 = arith.addi %2424, %2430 : index
      %c2_i32_341 = arith.constant 2 : i32
      %2432 = arith.index_cast %c2_i32_341 : i32 to index
      %2433 = arith.muli %2431, %2432 : index
      %2434 = arith.index_cast %2433 : index to i64
      %2435 = llvm.getelementptr %12[%2434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2436 = llvm.load %2435 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_342 = arith.constant 17024 : i32
      %2437 = arith.index_cast %c17024_i32_342 : i32 to index
      %2438 = arith.addi %159, %2437 : index
      %c48_i32_343 = arith.constant 48 : i32
      %2439 = arith.index_cast %c48_i32_343 : i32 to index
      %2440 = arith.addi %2438, %2439 : index
      %c2_i32_344 = arith.constant 2 : i32
      %2441 = arith.index_cast %c2_i32_344 : i32 to index
      %2442 = arith.muli %2440, %2441 : index
      %2443 = arith.index_cast %2442 : index to i64
      %2444 = llvm.getelementptr %12[%2443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2445 = llvm.load %2444 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_345 = arith.constant 256 : i32
      %2446 = arith.index_cast %c256_i32_345 : i32 to index
      %2447 = arith.addi %2440, %2446 : index
      %c2_i32_346 = arith.constant 2 : i32
      %2448 = arith.index_cast %c2_i32_346 : i32 to index
      %2449 = arith.muli %2447, %2448 : index
      %2450 = arith.index_cast %2449 : index to i64
      %2451 = llvm.getelementptr %12[%2450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2452 = llvm.load %2451 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_347 = arith.constant 17024 : i32
      %2453 = arith.index_cast %c17024_i32_347 : i32 to index
      %2454 = arith.addi %159, %2453 : index
      %c4160_i32_348 = arith.constant 4160 : i32
      %2455 = arith.index_cast %c4160_i32_348 : i32 to index
      %2456 = arith.addi %2454, %2455 : index
      %c2_i32_349 = arith.constant 2 : i32
      %2457 = arith.index_cast %c2_i32_349 : i32 to index
      %2458 = arith.muli %2456, %2457 : index
      %2459 = arith.index_cast %2458 : index to i64
      %2460 = llvm.getelementptr %12[%2459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2461 = llvm.load %2460 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_350 = arith.constant 256 : i32
      %2462 = arith.index_cast %c256_i32_350 : i32 to index
      %2463 = arith.addi %2456, %2462 : index
      %c2_i32_351 = arith.constant 2 : i32
      %2464 = arith.index_cast %c2_i32_351 : i32 to index
      %2465 = arith.muli %2463, %2464 : index
      %2466 = arith.index_cast %2465 : index to i64
      %2467 = llvm.getelementptr %12[%2466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2468 = llvm.load %2467 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_352 = arith.constant 17024 : i32
      %2469 = arith.index_cast %c17024_i32_352 : i32 to index
      %2470 = arith.addi %159, %2469 : index
      %c4176_i32_353 = arith.constant 4176 : i32
      %2471 = arith.index_cast %c4176_i32_353 : i32 to index
      %2472 = arith.addi %2470, %2471 : index
      %c2_i32_354 = arith.constant 2 : i32
      %2473 = arith.index_cast %c2_i32_354 : i32 to index
      %2474 = arith.muli %2472, %2473 : index
      %2475 = arith.index_cast %2474 : index to i64
      %2476 = llvm.getelementptr %12[%2475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2477 = llvm.load %2476 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_355 = arith.constant 256 : i32
      %2478 = arith.index_cast %c256_i32_355 : i32 to index
      %2479 = arith.addi %2472, %2478 : index
      %c2_i32_356 = arith.constant 2 : i32
      %2480 = arith.index_cast %c2_i32_356 : i32 to index
      %2481 = arith.muli %2479, %2480 : index
      %2482 = arith.index_cast %2481 : index to i64
      %2483 = llvm.getelementptr %12[%2482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2484 = llvm.load %2483 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_357 = arith.constant 17024 : i32
      %2485 = arith.index_cast %c17024_i32_357 : i32 to index
      %2486 = arith.addi %159, %2485 : index
      %c4192_i32_358 = arith.constant 4192 : i32
      %2487 = arith.index_cast %c4192_i32_358 : i32 to index
      %2488 = arith.addi %2486, %2487 : index
      %c2_i32_359 = arith.constant 2 : i32
      %2489 = arith.index_cast %c2_i32_359 : i32 to index
      %2490 = arith.muli %2488, %2489 : index
      %2491 = arith.index_cast %2490 : index to i64
      %2492 = llvm.getelementptr %12[%2491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2493 = llvm.load %2492 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_360 = arith.constant 256 : i32
      %2494 = arith.index_cast %c256_i32_360 : i32 to index
      %2495 = arith.addi %2488, %2494 : index
      %c2_i32_361 = arith.constant 2 : i32
      %2496 = arith.index_cast %c2_i32_361 : i32 to index
      %2497 = arith.muli %2495, %2496 : index
      %2498 = arith.index_cast %2497 : index to i64
      %2499 = llvm.getelementptr %12[%2498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2500 = llvm.load %2499 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_362 = arith.constant 17024 : i32
      %2501 = arith.index_cast %c17024_i32_362 : i32 to index
      %2502 = arith.addi %159, %2501 : index
      %c4208_i32_363 = arith.constant 4208 : i32
      %2503 = arith.index_cast %c4208_i32_363 : i32 to index
      %2504 = arith.addi %2502, %2503 : index
      %c2_i32_364 = arith.constant 2 : i32
      %2505 = arith.index_cast %c2_i32_364 : i32 to index
      %2506 = arith.muli %2504, %2505 : index
      %2507 = arith.index_cast %2506 : index to i64
      %2508 = llvm.getelementptr %12[%2507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2509 = llvm.load %2508 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_365 = arith.constant 256 : i32
      %2510 = arith.index_cast %c256_i32_365 : i32 to index
      %2511 = arith.addi %2504, %2510 : index
      %c2_i32_366 = arith.constant 2 : i32
      %2512 = arith.index_cast %c2_i32_366 : i32 to index
      %2513 = arith.muli %2511, %2512 : index
      %2514 = arith.index_cast %2513 : index to i64
      %2515 = llvm.getelementptr %12[%2514] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2516 = llvm.load %2515 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2517 = vector.shuffle %413, %413 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %2518 = fly.mma_atom_call_ssa(%126, %2397, %2517, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2519 = fly.mma_atom_call_ssa(%126, %2404, %2517, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2520 = vector.shuffle %413, %413 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %2521 = fly.mma_atom_call_ssa(%126, %2413, %2520, %2518) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2522 = fly.mma_atom_call_ssa(%126, %2420, %2520, %2519) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2523 = vector.shuffle %413, %413 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %2524 = fly.mma_atom_call_ssa(%126, %2429, %2523, %2521) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2525 = fly.mma_atom_call_ssa(%126, %2436, %2523, %2522) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2526 = vector.shuffle %413, %413 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %2527 = fly.mma_atom_call_ssa(%126, %2445, %2526, %2524) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2528 = fly.mma_atom_call_ssa(%126, %2452, %2526, %2525) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2529 = vector.shuffle %413, %413 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %2530 = fly.mma_atom_call_ssa(%126, %2461, %2529, %2527) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2531 = fly.mma_atom_call_ssa(%126, %2468, %2529, %2528) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2532 = vector.shuffle %413, %413 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %2533 = fly.mma_atom_call_ssa(%126, %2477, %2532, %2530) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2534 = fly.mma_atom_call_ssa(%126, %2484, %2532, %2531) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2535 = vector.shuffle %413, %413 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %2536 = fly.mma_atom_call_ssa(%126, %2493, %2535, %2533) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2537 = fly.mma_atom_call_ssa(%126, %2500, %2535, %2534) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2538 = vector.shuffle %413, %413 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %2539 = fly.mma_atom_call_ssa(%126, %2509, %2538, %2536) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2540 = fly.mma_atom_call_ssa(%126, %2516, %2538, %2537) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2541 = arith.mulf %1895, %2233 fastmath<fast> : f32
      %2542 = vector.extract %2332[0] : f32 from vector<16xf32>
      %2543 = vector.extract %2332[1] : f32 from vector<16xf32>
      %2544 = vector.extract %2332[2] : f32 from vector<16xf32>
      %2545 = vector.extract %2332[3] : f32 from vector<16xf32>
      %2546 = vector.extract %2332[4] : f32 from vector<16xf32>
      %2547 = vector.extract %2332[5] : f32 from vector<16xf32>
      %2548 = vector.extract %2332[6] : f32 from vector<16xf32>
      %2549 = vector.extract %2332[7] : f32 from vector<16xf32>
      %2550 = vector.extract %2332[8] : f32 from vector<16xf32>
      %2551 = vector.extract %2332[9] : f32 from vector<16xf32>
      %2552 = vector.extract %2332[10] : f32 from vector<16xf32>
      %2553 = vector.extract %2332[11] : f32 from vector<16xf32>
      %2554 = vector.extract %2332[12] : f32 from vector<16xf32>
      %2555 = vector.extract %2332[13] : f32 from vector<16xf32>
      %2556 = vector.extract %2332[14] : f32 from vector<16xf32>
      %2557 = vector.extract %2332[15] : f32 from vector<16xf32>
      %2558 = vector.extract %2299[0] : f32 from vector<16xf32>
      %2559 = rocdl.exp2 %2558 f32 -> f32
      %2560 = vector.extract %2299[1] : f32 from vector<16xf32>
      %2561 = rocdl.exp2 %2560 f32 -> f32
      %2562 = vector.extract %2299[2] : f32 from vector<16xf32>
      %2563 = rocdl.exp2 %2562 f32 -> f32
      %2564 = vector.extract %2299[3] : f32 from vector<16xf32>
      %2565 = rocdl.exp2 %2564 f32 -> f32
      %2566 = vector.extract %2299[4] : f32 from vector<16xf32>
      %2567 = rocdl.exp2 %2566 f32 -> f32
      %2568 = vector.extract %2299[5] : f32 from vector<16xf32>
      %2569 = rocdl.exp2 %2568 f32 -> f32
      %2570 = vector.extract %2299[6] : f32 from vector<16xf32>
      %2571 = rocdl.exp2 %2570 f32 -> f32
      %2572 = vector.extract %2299[7] : f32 from vector<16xf32>
      %2573 = rocdl.exp2 %2572 f32 -> f32
      %2574 = vector.extract %2299[8] : f32 from vector<16xf32>
      %2575 = rocdl.exp2 %2574 f32 -> f32
      %2576 = vector.extract %2299[9] : f32 from vector<16xf32>
      %2577 = rocdl.exp2 %2576 f32 -> f32
      %2578 = vector.extract %2299[10] : f32 from vector<16xf32>
      %2579 = rocdl.exp2 %2578 f32 -> f32
      %2580 = vector.extract %2299[11] : f32 from vector<16xf32>
      %2581 = rocdl.exp2 %2580 f32 -> f32
      %2582 = vector.extract %2299[12] : f32 from vector<16xf32>
      %2583 = rocdl.exp2 %2582 f32 -> f32
      %2584 = vector.extract %2299[13] : f32 from vector<16xf32>
      %2585 = rocdl.exp2 %2584 f32 -> f32
      %2586 = vector.extract %2299[14] : f32 from vector<16xf32>
      %2587 = rocdl.exp2 %2586 f32 -> f32
      %2588 = vector.extract %2299[15] : f32 from vector<16xf32>
      %2589 = rocdl.exp2 %2588 f32 -> f32
      %2590 = vector.from_elements %2542, %2543, %2544, %2545, %2546, %2547, %2548, %2549, %2550, %2551, %2552, %2553, %2554, %2555, %2556, %2557 : vector<16xf32>
      %2591 = vector.from_elements %2559, %2561, %2563, %2565, %2567, %2569, %2571, %2573, %2575, %2577, %2579, %2581, %2583, %2585, %2587, %2589 : vector<16xf32>
      %2592 = arith.addf %2590, %2591 fastmath<fast> : vector<16xf32>
      %cst_367 = arith.constant 0.000000e+00 : f32
      %2593 = vector.reduction <add>, %2592, %cst_367 fastmath<fast> : vector<16xf32> into f32
      %2594 = arith.bitcast %2593 : f32 to i32
      %2595 = rocdl.permlane32.swap %2594, %2594, false, true : (i32, i32) -> <(i32, i32)>
      %2596 = llvm.extractvalue %2595[0] : !llvm.struct<(i32, i32)> 
      %2597 = llvm.extractvalue %2595[1] : !llvm.struct<(i32, i32)> 
      %2598 = arith.bitcast %2596 : i32 to f32
      %2599 = arith.bitcast %2597 : i32 to f32
      %2600 = arith.addf %2598, %2599 fastmath<fast> : f32
      %2601 = arith.addf %2541, %2600 fastmath<fast> : f32
      %2602 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2542, %2543 : (f32, f32) -> i32
      %2603 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2544, %2545 : (f32, f32) -> i32
      %2604 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2546, %2547 : (f32, f32) -> i32
      %2605 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2548, %2549 : (f32, f32) -> i32
      %2606 = vector.from_elements %2602, %2603, %2604, %2605 : vector<4xi32>
      %2607 = vector.bitcast %2606 : vector<4xi32> to vector<8xbf16>
      %2608 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2559, %2561 : (f32, f32) -> i32
      %2609 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2563, %2565 : (f32, f32) -> i32
      %2610 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2567, %2569 : (f32, f32) -> i32
      %2611 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2571, %2573 : (f32, f32) -> i32
      %2612 = vector.from_elements %2608, %2609, %2610, %2611 : vector<4xi32>
      %2613 = vector.bitcast %2612 : vector<4xi32> to vector<8xbf16>
      %2614 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2550, %2551 : (f32, f32) -> i32
      %2615 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2552, %2553 : (f32, f32) -> i32
      %2616 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2554, %2555 : (f32, f32) -> i32
      %2617 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2556, %2557 : (f32, f32) -> i32
      %2618 = vector.from_elements %2614, %2615, %2616, %2617 : vector<4xi32>
      %2619 = vector.bitcast %2618 : vector<4xi32> to vector<8xbf16>
      %2620 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2575, %2577 : (f32, f32) -> i32
      %2621 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2579, %2581 : (f32, f32) -> i32
      %2622 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2583, %2585 : (f32, f32) -> i32
      %2623 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2587, %2589 : (f32, f32) -> i32
      %2624 = vector.from_elements %2620, %2621, %2622, %2623 : vector<4xi32>
      %2625 = vector.bitcast %2624 : vector<4xi32> to vector<8xbf16>
      %2626 = vector.shuffle %2607, %2619 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %2627 = vector.shuffle %2613, %2625 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %2628 = vector.shuffle %2626, %2627 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %2629 = llvm.inline_asm has_side_effects "", "=v,0" %2628 : (vector<32xbf16>) -> vector<32xbf16>
      %2630 = vector.shuffle %2629, %2629 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %2631 = vector.shuffle %2629, %2629 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %2632 = vector.shuffle %2629, %2629 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %2633 = vector.shuffle %2629, %2629 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier transcendental, 3, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.group.barrier mfma_wmma, 1, 9
      rocdl.sched.group.barrier valu, 5, 9
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c8320_i32_368 = arith.constant 8320 : i32
      %2634 = arith.index_cast %c8320_i32_368 : i32 to index
      %2635 = arith.addi %180, %2634 : index
      %c2_i32_369 = arith.constant 2 : i32
      %2636 = arith.index_cast %c2_i32_369 : i32 to index
      %2637 = arith.muli %2635, %2636 : index
      %2638 = arith.addi %2637, %11 : index
      %2639 = arith.index_cast %2638 : index to i32
      %2640 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %2639 : (i32) -> vector<2xi32>
      %2641 = vector.bitcast %2640 : vector<2xi32> to vector<4xbf16>
      %c2_i32_370 = arith.constant 2 : i32
      %2642 = arith.index_cast %c2_i32_370 : i32 to index
      %2643 = arith.muli %2635, %2642 : index
      %2644 = arith.addi %2643, %11 : index
      %2645 = arith.index_cast %2644 : index to i32
      %2646 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %2645 : (i32) -> vector<2xi32>
      %2647 = vector.bitcast %2646 : vector<2xi32> to vector<4xbf16>
      %2648 = vector.shuffle %2641, %2647 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_371 = arith.constant 2 : i32
      %2649 = arith.index_cast %c2_i32_371 : i32 to index
      %2650 = arith.muli %2635, %2649 : index
      %2651 = arith.addi %2650, %11 : index
      %2652 = arith.index_cast %2651 : index to i32
      %2653 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %2652 : (i32) -> vector<2xi32>
      %2654 = vector.bitcast %2653 : vector<2xi32> to vector<4xbf16>
      %c2_i32_372 = arith.constant 2 : i32
      %2655 = arith.index_cast %c2_i32_372 : i32 to index
      %2656 = arith.muli %2635, %2655 : index
      %2657 = arith.addi %2656, %11 : index
      %2658 = arith.index_cast %2657 : index to i32
      %2659 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %2658 : (i32) -> vector<2xi32>
      %2660 = vector.bitcast %2659 : vector<2xi32> to vector<4xbf16>
      %2661 = vector.shuffle %2654, %2660 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_373 = arith.constant 2 : i32
      %2662 = arith.index_cast %c2_i32_373 : i32 to index
      %2663 = arith.muli %2635, %2662 : index
      %2664 = arith.addi %2663, %11 : index
      %2665 = arith.index_cast %2664 : index to i32
      %2666 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %2665 : (i32) -> vector<2xi32>
      %2667 = vector.bitcast %2666 : vector<2xi32> to vector<4xbf16>
      %c2_i32_374 = arith.constant 2 : i32
      %2668 = arith.index_cast %c2_i32_374 : i32 to index
      %2669 = arith.muli %2635, %2668 : index
      %2670 = arith.addi %2669, %11 : index
      %2671 = arith.index_cast %2670 : index to i32
      %2672 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %2671 : (i32) -> vector<2xi32>
      %2673 = vector.bitcast %2672 : vector<2xi32> to vector<4xbf16>
      %2674 = vector.shuffle %2667, %2673 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_375 = arith.constant 2 : i32
      %2675 = arith.index_cast %c2_i32_375 : i32 to index
      %2676 = arith.muli %2635, %2675 : index
      %2677 = arith.addi %2676, %11 : index
      %2678 = arith.index_cast %2677 : index to i32
      %2679 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %2678 : (i32) -> vector<2xi32>
      %2680 = vector.bitcast %2679 : vector<2xi32> to vector<4xbf16>
      %c2_i32_376 = arith.constant 2 : i32
      %2681 = arith.index_cast %c2_i32_376 : i32 to index
      %2682 = arith.muli %2635, %2681 : index
      %2683 = arith.addi %2682, %11 : index
      %2684 = arith.index_cast %2683 : index to i32
      %2685 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %2684 : (i32) -> vector<2xi32>
      %2686 = vector.bitcast %2685 : vector<2xi32> to vector<4xbf16>
      %2687 = vector.shuffle %2680, %2686 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_377 = arith.constant 2 : i32
      %2688 = arith.index_cast %c2_i32_377 : i32 to index
      %2689 = arith.muli %2635, %2688 : index
      %2690 = arith.addi %2689, %11 : index
      %2691 = arith.index_cast %2690 : index to i32
      %2692 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %2691 : (i32) -> vector<2xi32>
      %2693 = vector.bitcast %2692 : vector<2xi32> to vector<4xbf16>
      %c2_i32_378 = arith.constant 2 : i32
      %2694 = arith.index_cast %c2_i32_378 : i32 to index
      %2695 = arith.muli %2635, %2694 : index
      %2696 = arith.addi %2695, %11 : index
      %2697 = arith.index_cast %2696 : index to i32
      %2698 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %2697 : (i32) -> vector<2xi32>
      %2699 = vector.bitcast %2698 : vector<2xi32> to vector<4xbf16>
      %2700 = vector.shuffle %2693, %2699 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_379 = arith.constant 2 : i32
      %2701 = arith.index_cast %c2_i32_379 : i32 to index
      %2702 = arith.muli %2635, %2701 : index
      %2703 = arith.addi %2702, %11 : index
      %2704 = arith.index_cast %2703 : index to i32
      %2705 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %2704 : (i32) -> vector<2xi32>
      %2706 = vector.bitcast %2705 : vector<2xi32> to vector<4xbf16>
      %c2_i32_380 = arith.constant 2 : i32
      %2707 = arith.index_cast %c2_i32_380 : i32 to index
      %2708 = arith.muli %2635, %2707 : index
      %2709 = arith.addi %2708, %11 : index
      %2710 = arith.index_cast %2709 : index to i32
      %2711 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %2710 : (i32) -> vector<2xi32>
      %2712 = vector.bitcast %2711 : vector<2xi32> to vector<4xbf16>
      %2713 = vector.shuffle %2706, %2712 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_381 = arith.constant 2 : i32
      %2714 = arith.index_cast %c2_i32_381 : i32 to index
      %2715 = arith.muli %2635, %2714 : index
      %2716 = arith.addi %2715, %11 : index
      %2717 = arith.index_cast %2716 : index to i32
      %2718 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %2717 : (i32) -> vector<2xi32>
      %2719 = vector.bitcast %2718 : vector<2xi32> to vector<4xbf16>
      %c2_i32_382 = arith.constant 2 : i32
      %2720 = arith.index_cast %c2_i32_382 : i32 to index
      %2721 = arith.muli %2635, %2720 : index
      %2722 = arith.addi %2721, %11 : index
      %2723 = arith.index_cast %2722 : index to i32
      %2724 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %2723 : (i32) -> vector<2xi32>
      %2725 = vector.bitcast %2724 : vector<2xi32> to vector<4xbf16>
      %2726 = vector.shuffle %2719, %2725 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_383 = arith.constant 2 : i32
      %2727 = arith.index_cast %c2_i32_383 : i32 to index
      %2728 = arith.muli %2635, %2727 : index
      %2729 = arith.addi %2728, %11 : index
      %2730 = arith.index_cast %2729 : index to i32
      %2731 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %2730 : (i32) -> vector<2xi32>
      %2732 = vector.bitcast %2731 : vector<2xi32> to vector<4xbf16>
      %c2_i32_384 = arith.constant 2 : i32
      %2733 = arith.index_cast %c2_i32_384 : i32 to index
      %2734 = arith.muli %2635, %2733 : index
      %2735 = arith.addi %2734, %11 : index
      %2736 = arith.index_cast %2735 : index to i32
      %2737 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %2736 : (i32) -> vector<2xi32>
      %2738 = vector.bitcast %2737 : vector<2xi32> to vector<4xbf16>
      %2739 = vector.shuffle %2732, %2738 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_385 = arith.constant 2 : i32
      %2740 = arith.index_cast %c2_i32_385 : i32 to index
      %2741 = arith.muli %2635, %2740 : index
      %2742 = arith.addi %2741, %11 : index
      %2743 = arith.index_cast %2742 : index to i32
      %2744 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %2743 : (i32) -> vector<2xi32>
      %2745 = vector.bitcast %2744 : vector<2xi32> to vector<4xbf16>
      %c2_i32_386 = arith.constant 2 : i32
      %2746 = arith.index_cast %c2_i32_386 : i32 to index
      %2747 = arith.muli %2635, %2746 : index
      %2748 = arith.addi %2747, %11 : index
      %2749 = arith.index_cast %2748 : index to i32
      %2750 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %2749 : (i32) -> vector<2xi32>
      %2751 = vector.bitcast %2750 : vector<2xi32> to vector<4xbf16>
      %2752 = vector.shuffle %2745, %2751 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_387 = arith.constant 2 : i32
      %2753 = arith.index_cast %c2_i32_387 : i32 to index
      %2754 = arith.muli %2635, %2753 : index
      %2755 = arith.addi %2754, %11 : index
      %2756 = arith.index_cast %2755 : index to i32
      %2757 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %2756 : (i32) -> vector<2xi32>
      %2758 = vector.bitcast %2757 : vector<2xi32> to vector<4xbf16>
      %c2_i32_388 = arith.constant 2 : i32
      %2759 = arith.index_cast %c2_i32_388 : i32 to index
      %2760 = arith.muli %2635, %2759 : index
      %2761 = arith.addi %2760, %11 : index
      %2762 = arith.index_cast %2761 : index to i32
      %2763 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %2762 : (i32) -> vector<2xi32>
      %2764 = vector.bitcast %2763 : vector<2xi32> to vector<4xbf16>
      %2765 = vector.shuffle %2758, %2764 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_389 = arith.constant 2 : i32
      %2766 = arith.index_cast %c2_i32_389 : i32 to index
      %2767 = arith.muli %2635, %2766 : index
      %2768 = arith.addi %2767, %11 : index
      %2769 = arith.index_cast %2768 : index to i32
      %2770 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %2769 : (i32) -> vector<2xi32>
      %2771 = vector.bitcast %2770 : vector<2xi32> to vector<4xbf16>
      %c2_i32_390 = arith.constant 2 : i32
      %2772 = arith.index_cast %c2_i32_390 : i32 to index
      %2773 = arith.muli %2635, %2772 : index
      %2774 = arith.addi %2773, %11 : index
      %2775 = arith.index_cast %2774 : index to i32
      %2776 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %2775 : (i32) -> vector<2xi32>
      %2777 = vector.bitcast %2776 : vector<2xi32> to vector<4xbf16>
      %2778 = vector.shuffle %2771, %2777 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_391 = arith.constant 2 : i32
      %2779 = arith.index_cast %c2_i32_391 : i32 to index
      %2780 = arith.muli %2635, %2779 : index
      %2781 = arith.addi %2780, %11 : index
      %2782 = arith.index_cast %2781 : index to i32
      %2783 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %2782 : (i32) -> vector<2xi32>
      %2784 = vector.bitcast %2783 : vector<2xi32> to vector<4xbf16>
      %c2_i32_392 = arith.constant 2 : i32
      %2785 = arith.index_cast %c2_i32_392 : i32 to index
      %2786 = arith.muli %2635, %2785 : index
      %2787 = arith.addi %2786, %11 : index
      %2788 = arith.index_cast %2787 : index to i32
      %2789 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %2788 : (i32) -> vector<2xi32>
      %2790 = vector.bitcast %2789 : vector<2xi32> to vector<4xbf16>
      %2791 = vector.shuffle %2784, %2790 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_393 = arith.constant 2 : i32
      %2792 = arith.index_cast %c2_i32_393 : i32 to index
      %2793 = arith.muli %2635, %2792 : index
      %2794 = arith.addi %2793, %11 : index
      %2795 = arith.index_cast %2794 : index to i32
      %2796 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %2795 : (i32) -> vector<2xi32>
      %2797 = vector.bitcast %2796 : vector<2xi32> to vector<4xbf16>
      %c2_i32_394 = arith.constant 2 : i32
      %2798 = arith.index_cast %c2_i32_394 : i32 to index
      %2799 = arith.muli %2635, %2798 : index
      %2800 = arith.addi %2799, %11 : index
      %2801 = arith.index_cast %2800 : index to i32
      %2802 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %2801 : (i32) -> vector<2xi32>
      %2803 = vector.bitcast %2802 : vector<2xi32> to vector<4xbf16>
      %2804 = vector.shuffle %2797, %2803 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_395 = arith.constant 2 : i32
      %2805 = arith.index_cast %c2_i32_395 : i32 to index
      %2806 = arith.muli %2635, %2805 : index
      %2807 = arith.addi %2806, %11 : index
      %2808 = arith.index_cast %2807 : index to i32
      %2809 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %2808 : (i32) -> vector<2xi32>
      %2810 = vector.bitcast %2809 : vector<2xi32> to vector<4xbf16>
      %c2_i32_396 = arith.constant 2 : i32
      %2811 = arith.index_cast %c2_i32_396 : i32 to index
      %2812 = arith.muli %2635, %2811 : index
      %2813 = arith.addi %2812, %11 : index
      %2814 = arith.index_cast %2813 : index to i32
      %2815 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %2814 : (i32) -> vector<2xi32>
      %2816 = vector.bitcast %2815 : vector<2xi32> to vector<4xbf16>
      %2817 = vector.shuffle %2810, %2816 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_397 = arith.constant 2 : i32
      %2818 = arith.index_cast %c2_i32_397 : i32 to index
      %2819 = arith.muli %2635, %2818 : index
      %2820 = arith.addi %2819, %11 : index
      %2821 = arith.index_cast %2820 : index to i32
      %2822 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %2821 : (i32) -> vector<2xi32>
      %2823 = vector.bitcast %2822 : vector<2xi32> to vector<4xbf16>
      %c2_i32_398 = arith.constant 2 : i32
      %2824 = arith.index_cast %c2_i32_398 : i32 to index
      %2825 = arith.muli %2635, %2824 : index
      %2826 = arith.addi %2825, %11 : index
      %2827 = arith.index_cast %2826 : index to i32
      %2828 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %2827 : (i32) -> vector<2xi32>
      %2829 = vector.bitcast %2828 : vector<2xi32> to vector<4xbf16>
      %2830 = vector.shuffle %2823, %2829 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_399 = arith.constant 2 : i32
      %2831 = arith.index_cast %c2_i32_399 : i32 to index
      %2832 = arith.muli %2635, %2831 : index
      %2833 = arith.addi %2832, %11 : index
      %2834 = arith.index_cast %2833 : index to i32
      %2835 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %2834 : (i32) -> vector<2xi32>
      %2836 = vector.bitcast %2835 : vector<2xi32> to vector<4xbf16>
      %c2_i32_400 = arith.constant 2 : i32
      %2837 = arith.index_cast %c2_i32_400 : i32 to index
      %2838 = arith.muli %2635, %2837 : index
      %2839 = arith.addi %2838, %11 : index
      %2840 = arith.index_cast %2839 : index to i32
      %2841 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %2840 : (i32) -> vector<2xi32>
      %2842 = vector.bitcast %2841 : vector<2xi32> to vector<4xbf16>
      %2843 = vector.shuffle %2836, %2842 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c1_401 = arith.constant 1 : index
      %2844 = arith.addi %889, %c1_401 : index
      %c64_i32_402 = arith.constant 64 : i32
      %2845 = arith.index_cast %c64_i32_402 : i32 to index
      %2846 = arith.muli %2844, %2845 : index
      %2847 = arith.index_cast %2846 : index to i32
      %2848 = arith.cmpi sgt, %2847, %arg13 : i32
      %2849:2 = scf.if %2848 -> (vector<16xf32>, vector<16xf32>) {
        %3700 = vector.extract %2539[0] : f32 from vector<16xf32>
        %3701 = vector.extract %2539[1] : f32 from vector<16xf32>
        %3702 = vector.extract %2539[2] : f32 from vector<16xf32>
        %3703 = vector.extract %2539[3] : f32 from vector<16xf32>
        %3704 = vector.extract %2539[4] : f32 from vector<16xf32>
        %3705 = vector.extract %2539[5] : f32 from vector<16xf32>
        %3706 = vector.extract %2539[6] : f32 from vector<16xf32>
        %3707 = vector.extract %2539[7] : f32 from vector<16xf32>
        %3708 = vector.extract %2539[8] : f32 from vector<16xf32>
        %3709 = vector.extract %2539[9] : f32 from vector<16xf32>
        %3710 = vector.extract %2539[10] : f32 from vector<16xf32>
        %3711 = vector.extract %2539[11] : f32 from vector<16xf32>
        %3712 = vector.extract %2539[12] : f32 from vector<16xf32>
        %3713 = vector.extract %2539[13] : f32 from vector<16xf32>
        %3714 = vector.extract %2539[14] : f32 from vector<16xf32>
        %3715 = vector.extract %2539[15] : f32 from vector<16xf32>
        %3716 = vector.extract %2540[0] : f32 from vector<16xf32>
        %3717 = vector.extract %2540[1] : f32 from vector<16xf32>
        %3718 = vector.extract %2540[2] : f32 from vector<16xf32>
        %3719 = vector.extract %2540[3] : f32 from vector<16xf32>
        %3720 = vector.extract %2540[4] : f32 from vector<16xf32>
        %3721 = vector.extract %2540[5] : f32 from vector<16xf32>
        %3722 = vector.extract %2540[6] : f32 from vector<16xf32>
        %3723 = vector.extract %2540[7] : f32 from vector<16xf32>
        %3724 = vector.extract %2540[8] : f32 from vector<16xf32>
        %3725 = vector.extract %2540[9] : f32 from vector<16xf32>
        %3726 = vector.extract %2540[10] : f32 from vector<16xf32>
        %3727 = vector.extract %2540[11] : f32 from vector<16xf32>
        %3728 = vector.extract %2540[12] : f32 from vector<16xf32>
        %3729 = vector.extract %2540[13] : f32 from vector<16xf32>
        %3730 = vector.extract %2540[14] : f32 from vector<16xf32>
        %3731 = vector.extract %2540[15] : f32 from vector<16xf32>
        %c64_i32_458 = arith.constant 64 : i32
        %3732 = arith.index_cast %c64_i32_458 : i32 to index
        %3733 = arith.muli %889, %3732 : index
        %3734 = arith.index_cast %3733 : index to i32
        %3735 = arith.index_cast %28 : index to i32
        %c4_i32_459 = arith.constant 4 : i32
        %3736 = arith.muli %3735, %c4_i32_459 : i32
        %3737 = arith.addi %3734, %3736 : i32
        %c0_i32_460 = arith.constant 0 : i32
        %3738 = arith.addi %3737, %c0_i32_460 : i32
        %c32_i32_461 = arith.constant 32 : i32
        %3739 = arith.addi %3738, %c32_i32_461 : i32
        %3740 = arith.cmpi slt, %3738, %arg13 : i32
        %cst_462 = arith.constant 0xFF800000 : f32
        %3741 = arith.select %3740, %3700, %cst_462 : f32
        %3742 = arith.cmpi slt, %3739, %arg13 : i32
        %cst_463 = arith.constant 0xFF800000 : f32
        %3743 = arith.select %3742, %3716, %cst_463 : f32
        %c1_i32_464 = arith.constant 1 : i32
        %3744 = arith.addi %3737, %c1_i32_464 : i32
        %c32_i32_465 = arith.constant 32 : i32
        %3745 = arith.addi %3744, %c32_i32_465 : i32
        %3746 = arith.cmpi slt, %3744, %arg13 : i32
        %cst_466 = arith.constant 0xFF800000 : f32
        %3747 = arith.select %3746, %3701, %cst_466 : f32
        %3748 = arith.cmpi slt, %3745, %arg13 : i32
        %cst_467 = arith.constant 0xFF800000 : f32
        %3749 = arith.select %3748, %3717, %cst_467 : f32
        %c2_i32_468 = arith.constant 2 : i32
        %3750 = arith.addi %3737, %c2_i32_468 : i32
        %c32_i32_469 = arith.constant 32 : i32
        %3751 = arith.addi %3750, %c32_i32_469 : i32
        %3752 = arith.cmpi slt, %3750, %arg13 : i32
        %cst_470 = arith.constant 0xFF800000 : f32
        %3753 = arith.select %3752, %3702, %cst_470 : f32
        %3754 = arith.cmpi slt, %3751, %arg13 : i32
        %cst_471 = arith.constant 0xFF800000 : f32
        %3755 = arith.select %3754, %3718, %cst_471 : f32
        %c3_i32_472 = arith.constant 3 : i32
        %3756 = arith.addi %3737, %c3_i32_472 : i32
        %c32_i32_473 = arith.constant 32 : i32
        %3757 = arith.addi %3756, %c32_i32_473 : i32
        %3758 = arith.cmpi slt, %3756, %arg13 : i32
        %cst_474 = arith.constant 0xFF800000 : f32
        %3759 = arith.select %3758, %3703, %cst_474 : f32
        %3760 = arith.cmpi slt, %3757, %arg13 : i32
        %cst_475 = arith.constant 0xFF800000 : f32
        %3761 = arith.select %3760, %3719, %cst_475 : f32
        %c8_i32_476 = arith.constant 8 : i32
        %3762 = arith.addi %3737, %c8_i32_476 : i32
        %c32_i32_477 = arith.constant 32 : i32
        %3763 = arith.addi %3762, %c32_i32_477 : i32
        %3764 = arith.cmpi slt, %3762, %arg13 : i32
        %cst_478 = arith.constant 0xFF800000 : f32
        %3765 = arith.select %3764, %3704, %cst_478 : f32
        %3766 = arith.cmpi slt, %3763, %arg13 : i32
        %cst_479 = arith.constant 0xFF800000 : f32
        %3767 = arith.select %3766, %3720, %cst_479 : f32
        %c9_i32 = arith.constant 9 : i32
        %3768 = arith.addi %3737, %c9_i32 : i32
        %c32_i32_480 = arith.constant 32 : i32
        %3769 = arith.addi %3768, %c32_i32_480 : i32
        %3770 = arith.cmpi slt, %3768, %arg13 : i32
        %cst_481 = arith.constant 0xFF800000 : f32
        %3771 = arith.select %3770, %3705, %cst_481 : f32
        %3772 = arith.cmpi slt, %3769, %arg13 : i32
        %cst_482 = arith.constant 0xFF800000 : f32
        %3773 = arith.select %3772, %3721, %cst_482 : f32
        %c10_i32 = arith.constant 10 : i32
        %3774 = arith.addi %3737, %c10_i32 : i32
        %c32_i32_483 = arith.constant 32 : i32
        %3775 = arith.addi %3774, %c32_i32_483 : i32
        %3776 = arith.cmpi slt, %3774, %arg13 : i32
        %cst_484 = arith.constant 0xFF800000 : f32
        %3777 = arith.select %3776, %3706, %cst_484 : f32
        %3778 = arith.cmpi slt, %3775, %arg13 : i32
        %cst_485 = arith.constant 0xFF800000 : f32
        %3779 = arith.select %3778, %3722, %cst_485 : f32
        %c11_i32 = arith.constant 11 : i32
        %3780 = arith.addi %3737, %c11_i32 : i32
        %c32_i32_486 = arith.constant 32 : i32
        %3781 = arith.addi %3780, %c32_i32_486 : i32
        %3782 = arith.cmpi slt, %3780, %arg13 : i32
        %cst_487 = arith.constant 0xFF800000 : f32
        %3783 = arith.select %3782, %3707, %cst_487 : f32
        %3784 = arith.cmpi slt, %3781, %arg13 : i32
        %cst_488 = arith.constant 0xFF800000 : f32
        %3785 = arith.select %3784, %3723, %cst_488 : f32
        %c16_i32_489 = arith.constant 16 : i32
        %3786 = arith.addi %3737, %c16_i32_489 : i32
        %c32_i32_490 = arith.constant 32 : i32
        %3787 = arith.addi %3786, %c32_i32_490 : i32
        %3788 = arith.cmpi slt, %3786, %arg13 : i32
        %cst_491 = arith.constant 0xFF800000 : f32
        %3789 = arith.select %3788, %3708, %cst_491 : f32
        %3790 = arith.cmpi slt, %3787, %arg13 : i32
        %cst_492 = arith.constant 0xFF800000 : f32
        %3791 = arith.select %3790, %3724, %cst_492 : f32
        %c17_i32 = arith.constant 17 : i32
        %3792 = arith.addi %3737, %c17_i32 : i32
        %c32_i32_493 = arith.constant 32 : i32
        %3793 = arith.addi %3792, %c32_i32_493 : i32
        %3794 = arith.cmpi slt, %3792, %arg13 : i32
        %cst_494 = arith.constant 0xFF800000 : f32
        %3795 = arith.select %3794, %3709, %cst_494 : f32
        %3796 = arith.cmpi slt, %3793, %arg13 : i32
        %cst_495 = arith.constant 0xFF800000 : f32
        %3797 = arith.select %3796, %3725, %cst_495 : f32
        %c18_i32 = arith.constant 18 : i32
        %3798 = arith.addi %3737, %c18_i32 : i32
        %c32_i32_496 = arith.constant 32 : i32
        %3799 = arith.addi %3798, %c32_i32_496 : i32
        %3800 = arith.cmpi slt, %3798, %arg13 : i32
        %cst_497 = arith.constant 0xFF800000 : f32
        %3801 = arith.select %3800, %3710, %cst_497 : f32
        %3802 = arith.cmpi slt, %3799, %arg13 : i32
        %cst_498 = arith.constant 0xFF800000 : f32
        %3803 = arith.select %3802, %3726, %cst_498 : f32
        %c19_i32 = arith.constant 19 : i32
        %3804 = arith.addi %3737, %c19_i32 : i32
        %c32_i32_499 = arith.constant 32 : i32
        %3805 = arith.addi %3804, %c32_i32_499 : i32
        %3806 = arith.cmpi slt, %3804, %arg13 : i32
        %cst_500 = arith.constant 0xFF800000 : f32
        %3807 = arith.select %3806, %3711, %cst_500 : f32
        %3808 = arith.cmpi slt, %3805, %arg13 : i32
        %cst_501 = arith.constant 0xFF800000 : f32
        %3809 = arith.select %3808, %3727, %cst_501 : f32
        %c24_i32 = arith.constant 24 : i32
        %3810 = arith.addi %3737, %c24_i32 : i32
        %c32_i32_502 = arith.constant 32 : i32
        %3811 = arith.addi %3810, %c32_i32_502 : i32
        %3812 = arith.cmpi slt, %3810, %arg13 : i32
        %cst_503 = arith.constant 0xFF800000 : f32
        %3813 = arith.select %3812, %3712, %cst_503 : f32
        %3814 = arith.cmpi slt, %3811, %arg13 : i32
        %cst_504 = arith.constant 0xFF800000 : f32
        %3815 = arith.select %3814, %3728, %cst_504 : f32
        %c25_i32 = arith.constant 25 : i32
        %3816 = arith.addi %3737, %c25_i32 : i32
        %c32_i32_505 = arith.constant 32 : i32
        %3817 = arith.addi %3816, %c32_i32_505 : i32
        %3818 = arith.cmpi slt, %3816, %arg13 : i32
        %cst_506 = arith.constant 0xFF800000 : f32
        %3819 = arith.select %3818, %3713, %cst_506 : f32
        %3820 = arith.cmpi slt, %3817, %arg13 : i32
        %cst_507 = arith.constant 0xFF800000 : f32
        %3821 = arith.select %3820, %3729, %cst_507 : f32
        %c26_i32 = arith.constant 26 : i32
        %3822 = arith.addi %3737, %c26_i32 : i32
        %c32_i32_508 = arith.constant 32 : i32
        %3823 = arith.addi %3822, %c32_i32_508 : i32
        %3824 = arith.cmpi slt, %3822, %arg13 : i32
        %cst_509 = arith.constant 0xFF800000 : f32
        %3825 = arith.select %3824, %3714, %cst_509 : f32
        %3826 = arith.cmpi slt, %3823, %arg13 : i32
        %cst_510 = arith.constant 0xFF800000 : f32
        %3827 = arith.select %3826, %3730, %cst_510 : f32
        %c27_i32 = arith.constant 27 : i32
        %3828 = arith.addi %3737, %c27_i32 : i32
        %c32_i32_511 = arith.constant 32 : i32
        %3829 = arith.addi %3828, %c32_i32_511 : i32
        %3830 = arith.cmpi slt, %3828, %arg13 : i32
        %cst_512 = arith.constant 0xFF800000 : f32
        %3831 = arith.select %3830, %3715, %cst_512 : f32
        %3832 = arith.cmpi slt, %3829, %arg13 : i32
        %cst_513 = arith.constant 0xFF800000 : f32
        %3833 = arith.select %3832, %3731, %cst_513 : f32
        %3834 = vector.from_elements %3741, %3747, %3753, %3759, %3765, %3771, %3777, %3783, %3789, %3795, %3801, %3807, %3813, %3819, %3825, %3831 : vector<16xf32>
        %3835 = vector.from_elements %3743, %3749, %3755, %3761, %3767, %3773, %3779, %3785, %3791, %3797, %3803, %3809, %3815, %3821, %3827, %3833 : vector<16xf32>
        scf.yield %3834, %3835 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %2539, %2540 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16240
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2850 = fly.mma_atom_call_ssa(%126, %2648, %2630, %2341) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2851 = fly.mma_atom_call_ssa(%126, %2700, %2630, %2342) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2852 = fly.mma_atom_call_ssa(%126, %2752, %2630, %2343) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2853 = fly.mma_atom_call_ssa(%126, %2804, %2630, %2344) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2854 = fly.mma_atom_call_ssa(%126, %2661, %2632, %2850) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2855 = fly.mma_atom_call_ssa(%126, %2713, %2632, %2851) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2856 = fly.mma_atom_call_ssa(%126, %2765, %2632, %2852) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2857 = fly.mma_atom_call_ssa(%126, %2817, %2632, %2853) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2858 = fly.mma_atom_call_ssa(%126, %2674, %2631, %2854) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2859 = fly.mma_atom_call_ssa(%126, %2726, %2631, %2855) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2860 = fly.mma_atom_call_ssa(%126, %2778, %2631, %2856) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2861 = fly.mma_atom_call_ssa(%126, %2830, %2631, %2857) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2862 = fly.mma_atom_call_ssa(%126, %2687, %2633, %2858) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2863 = fly.mma_atom_call_ssa(%126, %2739, %2633, %2859) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2864 = fly.mma_atom_call_ssa(%126, %2791, %2633, %2860) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2865 = fly.mma_atom_call_ssa(%126, %2843, %2633, %2861) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2866 = vector.extract %2849#0[0] : f32 from vector<16xf32>
      %cst_403 = arith.constant 0xFF800000 : f32
      %2867 = arith.maxnumf %cst_403, %2866 fastmath<fast> : f32
      %2868 = vector.extract %2849#0[1] : f32 from vector<16xf32>
      %2869 = arith.maxnumf %2867, %2868 fastmath<fast> : f32
      %2870 = vector.extract %2849#0[2] : f32 from vector<16xf32>
      %2871 = arith.maxnumf %2869, %2870 fastmath<fast> : f32
      %2872 = vector.extract %2849#0[3] : f32 from vector<16xf32>
      %2873 = arith.maxnumf %2871, %2872 fastmath<fast> : f32
      %2874 = vector.extract %2849#0[4] : f32 from vector<16xf32>
      %2875 = arith.maxnumf %2873, %2874 fastmath<fast> : f32
      %2876 = vector.extract %2849#0[5] : f32 from vector<16xf32>
      %2877 = arith.maxnumf %2875, %2876 fastmath<fast> : f32
      %2878 = vector.extract %2849#0[6] : f32 from vector<16xf32>
      %2879 = arith.maxnumf %2877, %2878 fastmath<fast> : f32
      %2880 = vector.extract %2849#0[7] : f32 from vector<16xf32>
      %2881 = arith.maxnumf %2879, %2880 fastmath<fast> : f32
      %2882 = vector.extract %2849#0[8] : f32 from vector<16xf32>
      %2883 = arith.maxnumf %2881, %2882 fastmath<fast> : f32
      %2884 = vector.extract %2849#0[9] : f32 from vector<16xf32>
      %2885 = arith.maxnumf %2883, %2884 fastmath<fast> : f32
      %2886 = vector.extract %2849#0[10] : f32 from vector<16xf32>
      %2887 = arith.maxnumf %2885, %2886 fastmath<fast> : f32
      %2888 = vector.extract %2849#0[11] : f32 from vector<16xf32>
      %2889 = arith.maxnumf %2887, %2888 fastmath<fast> : f32
      %2890 = vector.extract %2849#0[12] : f32 from vector<16xf32>
      %2891 = arith.maxnumf %2889, %2890 fastmath<fast> : f32
      %2892 = vector.extract %2849#0[13] : f32 from vector<16xf32>
      %2893 = arith.maxnumf %2891, %2892 fastmath<fast> : f32
      %2894 = vector.extract %2849#0[14] : f32 from vector<16xf32>
      %2895 = arith.maxnumf %2893, %2894 fastmath<fast> : f32
      %2896 = vector.extract %2849#0[15] : f32 from vector<16xf32>
      %2897 = arith.maxnumf %2895, %2896 fastmath<fast> : f32
      %2898 = vector.extract %2849#1[0] : f32 from vector<16xf32>
      %2899 = arith.maxnumf %2897, %2898 fastmath<fast> : f32
      %2900 = vector.extract %2849#1[1] : f32 from vector<16xf32>
      %2901 = arith.maxnumf %2899, %2900 fastmath<fast> : f32
      %2902 = vector.extract %2849#1[2] : f32 from vector<16xf32>
      %2903 = arith.maxnumf %2901, %2902 fastmath<fast> : f32
      %2904 = vector.extract %2849#1[3] : f32 from vector<16xf32>
      %2905 = arith.maxnumf %2903, %2904 fastmath<fast> : f32
      %2906 = vector.extract %2849#1[4] : f32 from vector<16xf32>
      %2907 = arith.maxnumf %2905, %2906 fastmath<fast> : f32
      %2908 = vector.extract %2849#1[5] : f32 from vector<16xf32>
      %2909 = arith.maxnumf %2907, %2908 fastmath<fast> : f32
      %2910 = vector.extract %2849#1[6] : f32 from vector<16xf32>
      %2911 = arith.maxnumf %2909, %2910 fastmath<fast> : f32
      %2912 = vector.extract %2849#1[7] : f32 from vector<16xf32>
      %2913 = arith.maxnumf %2911, %2912 fastmath<fast> : f32
      %2914 = vector.extract %2849#1[8] : f32 from vector<16xf32>
      %2915 = arith.maxnumf %2913, %2914 fastmath<fast> : f32
      %2916 = vector.extract %2849#1[9] : f32 from vector<16xf32>
      %2917 = arith.maxnumf %2915, %2916 fastmath<fast> : f32
      %2918 = vector.extract %2849#1[10] : f32 from vector<16xf32>
      %2919 = arith.maxnumf %2917, %2918 fastmath<fast> : f32
      %2920 = vector.extract %2849#1[11] : f32 from vector<16xf32>
      %2921 = arith.maxnumf %2919, %2920 fastmath<fast> : f32
      %2922 = vector.extract %2849#1[12] : f32 from vector<16xf32>
      %2923 = arith.maxnumf %2921, %2922 fastmath<fast> : f32
      %2924 = vector.extract %2849#1[13] : f32 from vector<16xf32>
      %2925 = arith.maxnumf %2923, %2924 fastmath<fast> : f32
      %2926 = vector.extract %2849#1[14] : f32 from vector<16xf32>
      %2927 = arith.maxnumf %2925, %2926 fastmath<fast> : f32
      %2928 = vector.extract %2849#1[15] : f32 from vector<16xf32>
      %2929 = arith.maxnumf %2927, %2928 fastmath<fast> : f32
      %2930 = arith.bitcast %2929 : f32 to i32
      %2931 = rocdl.permlane32.swap %2930, %2930, false, true : (i32, i32) -> <(i32, i32)>
      %2932 = llvm.extractvalue %2931[0] : !llvm.struct<(i32, i32)> 
      %2933 = llvm.extractvalue %2931[1] : !llvm.struct<(i32, i32)> 
      %2934 = arith.bitcast %2932 : i32 to f32
      %2935 = arith.bitcast %2933 : i32 to f32
      %2936 = arith.maxnumf %2934, %2935 fastmath<fast> : f32
      %2937 = arith.maxnumf %2231, %2936 fastmath<fast> : f32
      %2938 = arith.subf %2231, %2937 fastmath<fast> : f32
      %2939 = rocdl.exp2 %2938 f32 -> f32
      %2940 = vector.extract %2849#0[0] : f32 from vector<16xf32>
      %2941 = arith.subf %2940, %2937 fastmath<fast> : f32
      %2942 = vector.extract %2849#0[1] : f32 from vector<16xf32>
      %2943 = arith.subf %2942, %2937 fastmath<fast> : f32
      %2944 = vector.extract %2849#0[2] : f32 from vector<16xf32>
      %2945 = arith.subf %2944, %2937 fastmath<fast> : f32
      %2946 = vector.extract %2849#0[3] : f32 from vector<16xf32>
      %2947 = arith.subf %2946, %2937 fastmath<fast> : f32
      %2948 = vector.extract %2849#0[4] : f32 from vector<16xf32>
      %2949 = arith.subf %2948, %2937 fastmath<fast> : f32
      %2950 = vector.extract %2849#0[5] : f32 from vector<16xf32>
      %2951 = arith.subf %2950, %2937 fastmath<fast> : f32
      %2952 = vector.extract %2849#0[6] : f32 from vector<16xf32>
      %2953 = arith.subf %2952, %2937 fastmath<fast> : f32
      %2954 = vector.extract %2849#0[7] : f32 from vector<16xf32>
      %2955 = arith.subf %2954, %2937 fastmath<fast> : f32
      %2956 = vector.extract %2849#0[8] : f32 from vector<16xf32>
      %2957 = arith.subf %2956, %2937 fastmath<fast> : f32
      %2958 = vector.extract %2849#0[9] : f32 from vector<16xf32>
      %2959 = arith.subf %2958, %2937 fastmath<fast> : f32
      %2960 = vector.extract %2849#0[10] : f32 from vector<16xf32>
      %2961 = arith.subf %2960, %2937 fastmath<fast> : f32
      %2962 = vector.extract %2849#0[11] : f32 from vector<16xf32>
      %2963 = arith.subf %2962, %2937 fastmath<fast> : f32
      %2964 = vector.extract %2849#0[12] : f32 from vector<16xf32>
      %2965 = arith.subf %2964, %2937 fastmath<fast> : f32
      %2966 = vector.extract %2849#0[13] : f32 from vector<16xf32>
      %2967 = arith.subf %2966, %2937 fastmath<fast> : f32
      %2968 = vector.extract %2849#0[14] : f32 from vector<16xf32>
      %2969 = arith.subf %2968, %2937 fastmath<fast> : f32
      %2970 = vector.extract %2849#0[15] : f32 from vector<16xf32>
      %2971 = arith.subf %2970, %2937 fastmath<fast> : f32
      %2972 = vector.extract %2849#1[0] : f32 from vector<16xf32>
      %2973 = arith.subf %2972, %2937 fastmath<fast> : f32
      %2974 = vector.extract %2849#1[1] : f32 from vector<16xf32>
      %2975 = arith.subf %2974, %2937 fastmath<fast> : f32
      %2976 = vector.extract %2849#1[2] : f32 from vector<16xf32>
      %2977 = arith.subf %2976, %2937 fastmath<fast> : f32
      %2978 = vector.extract %2849#1[3] : f32 from vector<16xf32>
      %2979 = arith.subf %2978, %2937 fastmath<fast> : f32
      %2980 = vector.extract %2849#1[4] : f32 from vector<16xf32>
      %2981 = arith.subf %2980, %2937 fastmath<fast> : f32
      %2982 = vector.extract %2849#1[5] : f32 from vector<16xf32>
      %2983 = arith.subf %2982, %2937 fastmath<fast> : f32
      %2984 = vector.extract %2849#1[6] : f32 from vector<16xf32>
      %2985 = arith.subf %2984, %2937 fastmath<fast> : f32
      %2986 = vector.extract %2849#1[7] : f32 from vector<16xf32>
      %2987 = arith.subf %2986, %2937 fastmath<fast> : f32
      %2988 = vector.extract %2849#1[8] : f32 from vector<16xf32>
      %2989 = arith.subf %2988, %2937 fastmath<fast> : f32
      %2990 = vector.extract %2849#1[9] : f32 from vector<16xf32>
      %2991 = arith.subf %2990, %2937 fastmath<fast> : f32
      %2992 = vector.extract %2849#1[10] : f32 from vector<16xf32>
      %2993 = arith.subf %2992, %2937 fastmath<fast> : f32
      %2994 = vector.extract %2849#1[11] : f32 from vector<16xf32>
      %2995 = arith.subf %2994, %2937 fastmath<fast> : f32
      %2996 = vector.extract %2849#1[12] : f32 from vector<16xf32>
      %2997 = arith.subf %2996, %2937 fastmath<fast> : f32
      %2998 = vector.extract %2849#1[13] : f32 from vector<16xf32>
      %2999 = arith.subf %2998, %2937 fastmath<fast> : f32
      %3000 = vector.extract %2849#1[14] : f32 from vector<16xf32>
      %3001 = arith.subf %3000, %2937 fastmath<fast> : f32
      %3002 = vector.extract %2849#1[15] : f32 from vector<16xf32>
      %3003 = arith.subf %3002, %2937 fastmath<fast> : f32
      %3004 = vector.from_elements %2941, %2943, %2945, %2947, %2949, %2951, %2953, %2955, %2957, %2959, %2961, %2963, %2965, %2967, %2969, %2971 : vector<16xf32>
      %3005 = vector.from_elements %2973, %2975, %2977, %2979, %2981, %2983, %2985, %2987, %2989, %2991, %2993, %2995, %2997, %2999, %3001, %3003 : vector<16xf32>
      %3006 = vector.extract %3004[0] : f32 from vector<16xf32>
      %3007 = vector.extract %3004[1] : f32 from vector<16xf32>
      %3008 = vector.extract %3004[2] : f32 from vector<16xf32>
      %3009 = vector.extract %3004[3] : f32 from vector<16xf32>
      %3010 = vector.extract %3004[4] : f32 from vector<16xf32>
      %3011 = vector.extract %3004[5] : f32 from vector<16xf32>
      %3012 = vector.extract %3004[6] : f32 from vector<16xf32>
      %3013 = vector.extract %3004[7] : f32 from vector<16xf32>
      %3014 = vector.extract %3004[8] : f32 from vector<16xf32>
      %3015 = vector.extract %3004[9] : f32 from vector<16xf32>
      %3016 = vector.extract %3004[10] : f32 from vector<16xf32>
      %3017 = vector.extract %3004[11] : f32 from vector<16xf32>
      %3018 = vector.extract %3004[12] : f32 from vector<16xf32>
      %3019 = vector.extract %3004[13] : f32 from vector<16xf32>
      %3020 = vector.extract %3004[14] : f32 from vector<16xf32>
      %3021 = vector.extract %3004[15] : f32 from vector<16xf32>
      %3022 = rocdl.exp2 %3006 f32 -> f32
      %3023 = rocdl.exp2 %3007 f32 -> f32
      %3024 = rocdl.exp2 %3008 f32 -> f32
      %3025 = rocdl.exp2 %3009 f32 -> f32
      %3026 = rocdl.exp2 %3010 f32 -> f32
      %3027 = rocdl.exp2 %3011 f32 -> f32
      %3028 = rocdl.exp2 %3012 f32 -> f32
      %3029 = rocdl.exp2 %3013 f32 -> f32
      %3030 = rocdl.exp2 %3014 f32 -> f32
      %3031 = rocdl.exp2 %3015 f32 -> f32
      %3032 = rocdl.exp2 %3016 f32 -> f32
      %3033 = rocdl.exp2 %3017 f32 -> f32
      %3034 = rocdl.exp2 %3018 f32 -> f32
      %3035 = rocdl.exp2 %3019 f32 -> f32
      %3036 = rocdl.exp2 %3020 f32 -> f32
      %3037 = rocdl.exp2 %3021 f32 -> f32
      %3038 = vector.from_elements %3022, %3023, %3024, %3025, %3026, %3027, %3028, %3029, %3030, %3031, %3032, %3033, %3034, %3035, %3036, %3037 : vector<16xf32>
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier valu, 6, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.group.barrier mfma_wmma, 1, 10
      rocdl.sched.group.barrier transcendental, 3, 10
      rocdl.sched.barrier none
      %3039 = vector.extract %3038[0] : f32 from vector<16xf32>
      %3040 = vector.extract %3038[1] : f32 from vector<16xf32>
      %3041 = vector.extract %3038[2] : f32 from vector<16xf32>
      %3042 = vector.extract %3038[3] : f32 from vector<16xf32>
      %3043 = vector.extract %3038[4] : f32 from vector<16xf32>
      %3044 = vector.extract %3038[5] : f32 from vector<16xf32>
      %3045 = vector.extract %3038[6] : f32 from vector<16xf32>
      %3046 = vector.extract %3038[7] : f32 from vector<16xf32>
      %3047 = vector.extract %3038[8] : f32 from vector<16xf32>
      %3048 = vector.extract %3038[9] : f32 from vector<16xf32>
      %3049 = vector.extract %3038[10] : f32 from vector<16xf32>
      %3050 = vector.extract %3038[11] : f32 from vector<16xf32>
      %3051 = vector.extract %3038[12] : f32 from vector<16xf32>
      %3052 = vector.extract %3038[13] : f32 from vector<16xf32>
      %3053 = vector.extract %3038[14] : f32 from vector<16xf32>
      %3054 = vector.extract %3038[15] : f32 from vector<16xf32>
      %3055 = vector.extract %3005[0] : f32 from vector<16xf32>
      %3056 = rocdl.exp2 %3055 f32 -> f32
      %3057 = vector.extract %3005[1] : f32 from vector<16xf32>
      %3058 = rocdl.exp2 %3057 f32 -> f32
      %3059 = vector.extract %3005[2] : f32 from vector<16xf32>
      %3060 = rocdl.exp2 %3059 f32 -> f32
      %3061 = vector.extract %3005[3] : f32 from vector<16xf32>
      %3062 = rocdl.exp2 %3061 f32 -> f32
      %3063 = vector.extract %3005[4] : f32 from vector<16xf32>
      %3064 = rocdl.exp2 %3063 f32 -> f32
      %3065 = vector.extract %3005[5] : f32 from vector<16xf32>
      %3066 = rocdl.exp2 %3065 f32 -> f32
      %3067 = vector.extract %3005[6] : f32 from vector<16xf32>
      %3068 = rocdl.exp2 %3067 f32 -> f32
      %3069 = vector.extract %3005[7] : f32 from vector<16xf32>
      %3070 = rocdl.exp2 %3069 f32 -> f32
      %3071 = vector.extract %3005[8] : f32 from vector<16xf32>
      %3072 = rocdl.exp2 %3071 f32 -> f32
      %3073 = vector.extract %3005[9] : f32 from vector<16xf32>
      %3074 = rocdl.exp2 %3073 f32 -> f32
      %3075 = vector.extract %3005[10] : f32 from vector<16xf32>
      %3076 = rocdl.exp2 %3075 f32 -> f32
      %3077 = vector.extract %3005[11] : f32 from vector<16xf32>
      %3078 = rocdl.exp2 %3077 f32 -> f32
      %3079 = vector.extract %3005[12] : f32 from vector<16xf32>
      %3080 = rocdl.exp2 %3079 f32 -> f32
      %3081 = vector.extract %3005[13] : f32 from vector<16xf32>
      %3082 = rocdl.exp2 %3081 f32 -> f32
      %3083 = vector.extract %3005[14] : f32 from vector<16xf32>
      %3084 = rocdl.exp2 %3083 f32 -> f32
      %3085 = vector.extract %3005[15] : f32 from vector<16xf32>
      %3086 = rocdl.exp2 %3085 f32 -> f32
      %3087 = arith.mulf %2601, %2939 fastmath<fast> : f32
      %3088 = vector.from_elements %3039, %3040, %3041, %3042, %3043, %3044, %3045, %3046, %3047, %3048, %3049, %3050, %3051, %3052, %3053, %3054 : vector<16xf32>
      %3089 = vector.from_elements %3056, %3058, %3060, %3062, %3064, %3066, %3068, %3070, %3072, %3074, %3076, %3078, %3080, %3082, %3084, %3086 : vector<16xf32>
      %3090 = arith.addf %3088, %3089 fastmath<fast> : vector<16xf32>
      %cst_404 = arith.constant 0.000000e+00 : f32
      %3091 = vector.reduction <add>, %3090, %cst_404 fastmath<fast> : vector<16xf32> into f32
      %3092 = arith.bitcast %3091 : f32 to i32
      %3093 = rocdl.permlane32.swap %3092, %3092, false, true : (i32, i32) -> <(i32, i32)>
      %3094 = llvm.extractvalue %3093[0] : !llvm.struct<(i32, i32)> 
      %3095 = llvm.extractvalue %3093[1] : !llvm.struct<(i32, i32)> 
      %3096 = arith.bitcast %3094 : i32 to f32
      %3097 = arith.bitcast %3095 : i32 to f32
      %3098 = arith.addf %3096, %3097 fastmath<fast> : f32
      %3099 = arith.addf %3087, %3098 fastmath<fast> : f32
      %3100 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3039, %3040 : (f32, f32) -> i32
      %3101 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3041, %3042 : (f32, f32) -> i32
      %3102 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3043, %3044 : (f32, f32) -> i32
      %3103 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3045, %3046 : (f32, f32) -> i32
      %3104 = vector.from_elements %3100, %3101, %3102, %3103 : vector<4xi32>
      %3105 = vector.bitcast %3104 : vector<4xi32> to vector<8xbf16>
      %3106 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3056, %3058 : (f32, f32) -> i32
      %3107 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3060, %3062 : (f32, f32) -> i32
      %3108 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3064, %3066 : (f32, f32) -> i32
      %3109 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3068, %3070 : (f32, f32) -> i32
      %3110 = vector.from_elements %3106, %3107, %3108, %3109 : vector<4xi32>
      %3111 = vector.bitcast %3110 : vector<4xi32> to vector<8xbf16>
      %3112 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3047, %3048 : (f32, f32) -> i32
      %3113 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3049, %3050 : (f32, f32) -> i32
      %3114 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3051, %3052 : (f32, f32) -> i32
      %3115 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3053, %3054 : (f32, f32) -> i32
      %3116 = vector.from_elements %3112, %3113, %3114, %3115 : vector<4xi32>
      %3117 = vector.bitcast %3116 : vector<4xi32> to vector<8xbf16>
      %3118 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3072, %3074 : (f32, f32) -> i32
      %3119 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3076, %3078 : (f32, f32) -> i32
      %3120 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3080, %3082 : (f32, f32) -> i32
      %3121 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3084, %3086 : (f32, f32) -> i32
      %3122 = vector.from_elements %3118, %3119, %3120, %3121 : vector<4xi32>
      %3123 = vector.bitcast %3122 : vector<4xi32> to vector<8xbf16>
      %3124 = vector.shuffle %3105, %3117 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %3125 = vector.shuffle %3111, %3123 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %3126 = vector.shuffle %3124, %3125 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %3127 = llvm.inline_asm has_side_effects "", "=v,0" %3126 : (vector<32xbf16>) -> vector<32xbf16>
      %3128 = vector.shuffle %3127, %3127 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %3129 = vector.shuffle %3127, %3127 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %3130 = vector.shuffle %3127, %3127 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %3131 = vector.shuffle %3127, %3127 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
      rocdl.sched.barrier none
      %3132 = vector.from_elements %2939 : vector<1xf32>
      %3133 = vector.extract %3132[0] : f32 from vector<1xf32>
      %3134 = vector.broadcast %3133 : f32 to vector<16xf32>
      %3135 = arith.mulf %2862, %3134 fastmath<fast> : vector<16xf32>
      %3136 = arith.mulf %2863, %3134 fastmath<fast> : vector<16xf32>
      %3137 = arith.mulf %2864, %3134 fastmath<fast> : vector<16xf32>
      %3138 = arith.mulf %2865, %3134 fastmath<fast> : vector<16xf32>
      %3139 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %3135, %3136, %3137, %3138 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %3140 = llvm.extractvalue %3139[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3141 = llvm.extractvalue %3139[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3142 = llvm.extractvalue %3139[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3143 = llvm.extractvalue %3139[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c25344_i32_405 = arith.constant 25344 : i32
      %3144 = arith.index_cast %c25344_i32_405 : i32 to index
      %3145 = arith.addi %180, %3144 : index
      %c2_i32_406 = arith.constant 2 : i32
      %3146 = arith.index_cast %c2_i32_406 : i32 to index
      %3147 = arith.muli %3145, %3146 : index
      %3148 = arith.addi %3147, %11 : index
      %3149 = arith.index_cast %3148 : index to i32
      %3150 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %3149 : (i32) -> vector<2xi32>
      %3151 = vector.bitcast %3150 : vector<2xi32> to vector<4xbf16>
      %c2_i32_407 = arith.constant 2 : i32
      %3152 = arith.index_cast %c2_i32_407 : i32 to index
      %3153 = arith.muli %3145, %3152 : index
      %3154 = arith.addi %3153, %11 : index
      %3155 = arith.index_cast %3154 : index to i32
      %3156 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %3155 : (i32) -> vector<2xi32>
      %3157 = vector.bitcast %3156 : vector<2xi32> to vector<4xbf16>
      %3158 = vector.shuffle %3151, %3157 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_408 = arith.constant 2 : i32
      %3159 = arith.index_cast %c2_i32_408 : i32 to index
      %3160 = arith.muli %3145, %3159 : index
      %3161 = arith.addi %3160, %11 : index
      %3162 = arith.index_cast %3161 : index to i32
      %3163 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %3162 : (i32) -> vector<2xi32>
      %3164 = vector.bitcast %3163 : vector<2xi32> to vector<4xbf16>
      %c2_i32_409 = arith.constant 2 : i32
      %3165 = arith.index_cast %c2_i32_409 : i32 to index
      %3166 = arith.muli %3145, %3165 : index
      %3167 = arith.addi %3166, %11 : index
      %3168 = arith.index_cast %3167 : index to i32
      %3169 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %3168 : (i32) -> vector<2xi32>
      %3170 = vector.bitcast %3169 : vector<2xi32> to vector<4xbf16>
      %3171 = vector.shuffle %3164, %3170 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_410 = arith.constant 2 : i32
      %3172 = arith.index_cast %c2_i32_410 : i32 to index
      %3173 = arith.muli %3145, %3172 : index
      %3174 = arith.addi %3173, %11 : index
      %3175 = arith.index_cast %3174 : index to i32
      %3176 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %3175 : (i32) -> vector<2xi32>
      %3177 = vector.bitcast %3176 : vector<2xi32> to vector<4xbf16>
      %c2_i32_411 = arith.constant 2 : i32
      %3178 = arith.index_cast %c2_i32_411 : i32 to index
      %3179 = arith.muli %3145, %3178 : index
      %3180 = arith.addi %3179, %11 : index
      %3181 = arith.index_cast %3180 : index to i32
      %3182 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %3181 : (i32) -> vector<2xi32>
      %3183 = vector.bitcast %3182 : vector<2xi32> to vector<4xbf16>
      %3184 = vector.shuffle %3177, %3183 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_412 = arith.constant 2 : i32
      %3185 = arith.index_cast %c2_i32_412 : i32 to index
      %3186 = arith.muli %3145, %3185 : index
      %3187 = arith.addi %3186, %11 : index
      %3188 = arith.index_cast %3187 : index to i32
      %3189 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %3188 : (i32) -> vector<2xi32>
      %3190 = vector.bitcast %3189 : vector<2xi32> to vector<4xbf16>
      %c2_i32_413 = arith.constant 2 : i32
      %3191 = arith.index_cast %c2_i32_413 : i32 to index
      %3192 = arith.muli %3145, %3191 : index
      %3193 = arith.addi %3192, %11 : index
      %3194 = arith.index_cast %3193 : index to i32
      %3195 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %3194 : (i32) -> vector<2xi32>
      %3196 = vector.bitcast %3195 : vector<2xi32> to vector<4xbf16>
      %3197 = vector.shuffle %3190, %3196 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_414 = arith.constant 2 : i32
      %3198 = arith.index_cast %c2_i32_414 : i32 to index
      %3199 = arith.muli %3145, %3198 : index
      %3200 = arith.addi %3199, %11 : index
      %3201 = arith.index_cast %3200 : index to i32
      %3202 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %3201 : (i32) -> vector<2xi32>
      %3203 = vector.bitcast %3202 : vector<2xi32> to vector<4xbf16>
      %c2_i32_415 = arith.constant 2 : i32
      %3204 = arith.index_cast %c2_i32_415 : i32 to index
      %3205 = arith.muli %3145, %3204 : index
      %3206 = arith.addi %3205, %11 : index
      %3207 = arith.index_cast %3206 : index to i32
      %3208 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %3207 : (i32) -> vector<2xi32>
      %3209 = vector.bitcast %3208 : vector<2xi32> to vector<4xbf16>
      %3210 = vector.shuffle %3203, %3209 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_416 = arith.constant 2 : i32
      %3211 = arith.index_cast %c2_i32_416 : i32 to index
      %3212 = arith.muli %3145, %3211 : index
      %3213 = arith.addi %3212, %11 : index
      %3214 = arith.index_cast %3213 : index to i32
      %3215 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %3214 : (i32) -> vector<2xi32>
      %3216 = vector.bitcast %3215 : vector<2xi32> to vector<4xbf16>
      %c2_i32_417 = arith.constant 2 : i32
      %3217 = arith.index_cast %c2_i32_417 : i32 to index
      %3218 = arith.muli %3145, %3217 : index
      %3219 = arith.addi %3218, %11 : index
      %3220 = arith.index_cast %3219 : index to i32
      %3221 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %3220 : (i32) -> vector<2xi32>
      %3222 = vector.bitcast %3221 : vector<2xi32> to vector<4xbf16>
      %3223 = vector.shuffle %3216, %3222 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_418 = arith.constant 2 : i32
      %3224 = arith.index_cast %c2_i32_418 : i32 to index
      %3225 = arith.muli %3145, %3224 : index
      %3226 = arith.addi %3225, %11 : index
      %3227 = arith.index_cast %3226 : index to i32
      %3228 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %3227 : (i32) -> vector<2xi32>
      %3229 = vector.bitcast %3228 : vector<2xi32> to vector<4xbf16>
      %c2_i32_419 = arith.constant 2 : i32
      %3230 = arith.index_cast %c2_i32_419 : i32 to index
      %3231 = arith.muli %3145, %3230 : index
      %3232 = arith.addi %3231, %11 : index
      %3233 = arith.index_cast %3232 : index to i32
      %3234 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %3233 : (i32) -> vector<2xi32>
      %3235 = vector.bitcast %3234 : vector<2xi32> to vector<4xbf16>
      %3236 = vector.shuffle %3229, %3235 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_420 = arith.constant 2 : i32
      %3237 = arith.index_cast %c2_i32_420 : i32 to index
      %3238 = arith.muli %3145, %3237 : index
      %3239 = arith.addi %3238, %11 : index
      %3240 = arith.index_cast %3239 : index to i32
      %3241 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %3240 : (i32) -> vector<2xi32>
      %3242 = vector.bitcast %3241 : vector<2xi32> to vector<4xbf16>
      %c2_i32_421 = arith.constant 2 : i32
      %3243 = arith.index_cast %c2_i32_421 : i32 to index
      %3244 = arith.muli %3145, %3243 : index
      %3245 = arith.addi %3244, %11 : index
      %3246 = arith.index_cast %3245 : index to i32
      %3247 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %3246 : (i32) -> vector<2xi32>
      %3248 = vector.bitcast %3247 : vector<2xi32> to vector<4xbf16>
      %3249 = vector.shuffle %3242, %3248 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_422 = arith.constant 2 : i32
      %3250 = arith.index_cast %c2_i32_422 : i32 to index
      %3251 = arith.muli %3145, %3250 : index
      %3252 = arith.addi %3251, %11 : index
      %3253 = arith.index_cast %3252 : index to i32
      %3254 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %3253 : (i32) -> vector<2xi32>
      %3255 = vector.bitcast %3254 : vector<2xi32> to vector<4xbf16>
      %c2_i32_423 = arith.constant 2 : i32
      %3256 = arith.index_cast %c2_i32_423 : i32 to index
      %3257 = arith.muli %3145, %3256 : index
      %3258 = arith.addi %3257, %11 : index
      %3259 = arith.index_cast %3258 : index to i32
      %3260 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %3259 : (i32) -> vector<2xi32>
      %3261 = vector.bitcast %3260 : vector<2xi32> to vector<4xbf16>
      %3262 = vector.shuffle %3255, %3261 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_424 = arith.constant 2 : i32
      %3263 = arith.index_cast %c2_i32_424 : i32 to index
      %3264 = arith.muli %3145, %3263 : index
      %3265 = arith.addi %3264, %11 : index
      %3266 = arith.index_cast %3265 : index to i32
      %3267 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %3266 : (i32) -> vector<2xi32>
      %3268 = vector.bitcast %3267 : vector<2xi32> to vector<4xbf16>
      %c2_i32_425 = arith.constant 2 : i32
      %3269 = arith.index_cast %c2_i32_425 : i32 to index
      %3270 = arith.muli %3145, %3269 : index
      %3271 = arith.addi %3270, %11 : index
      %3272 = arith.index_cast %3271 : index to i32
      %3273 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %3272 : (i32) -> vector<2xi32>
      %3274 = vector.bitcast %3273 : vector<2xi32> to vector<4xbf16>
      %3275 = vector.shuffle %3268, %3274 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_426 = arith.constant 2 : i32
      %3276 = arith.index_cast %c2_i32_426 : i32 to index
      %3277 = arith.muli %3145, %3276 : index
      %3278 = arith.addi %3277, %11 : index
      %3279 = arith.index_cast %3278 : index to i32
      %3280 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %3279 : (i32) -> vector<2xi32>
      %3281 = vector.bitcast %3280 : vector<2xi32> to vector<4xbf16>
      %c2_i32_427 = arith.constant 2 : i32
      %3282 = arith.index_cast %c2_i32_427 : i32 to index
      %3283 = arith.muli %3145, %3282 : index
      %3284 = arith.addi %3283, %11 : index
      %3285 = arith.index_cast %3284 : index to i32
      %3286 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %3285 : (i32) -> vector<2xi32>
      %3287 = vector.bitcast %3286 : vector<2xi32> to vector<4xbf16>
      %3288 = vector.shuffle %3281, %3287 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_428 = arith.constant 2 : i32
      %3289 = arith.index_cast %c2_i32_428 : i32 to index
      %3290 = arith.muli %3145, %3289 : index
      %3291 = arith.addi %3290, %11 : index
      %3292 = arith.index_cast %3291 : index to i32
      %3293 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %3292 : (i32) -> vector<2xi32>
      %3294 = vector.bitcast %3293 : vector<2xi32> to vector<4xbf16>
      %c2_i32_429 = arith.constant 2 : i32
      %3295 = arith.index_cast %c2_i32_429 : i32 to index
      %3296 = arith.muli %3145, %3295 : index
      %3297 = arith.addi %3296, %11 : index
      %3298 = arith.index_cast %3297 : index to i32
      %3299 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %3298 : (i32) -> vector<2xi32>
      %3300 = vector.bitcast %3299 : vector<2xi32> to vector<4xbf16>
      %3301 = vector.shuffle %3294, %3300 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_430 = arith.constant 2 : i32
      %3302 = arith.index_cast %c2_i32_430 : i32 to index
      %3303 = arith.muli %3145, %3302 : index
      %3304 = arith.addi %3303, %11 : index
      %3305 = arith.index_cast %3304 : index to i32
      %3306 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %3305 : (i32) -> vector<2xi32>
      %3307 = vector.bitcast %3306 : vector<2xi32> to vector<4xbf16>
      %c2_i32_431 = arith.constant 2 : i32
      %3308 = arith.index_cast %c2_i32_431 : i32 to index
      %3309 = arith.muli %3145, %3308 : index
      %3310 = arith.addi %3309, %11 : index
      %3311 = arith.index_cast %3310 : index to i32
      %3312 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %3311 : (i32) -> vector<2xi32>
      %3313 = vector.bitcast %3312 : vector<2xi32> to vector<4xbf16>
      %3314 = vector.shuffle %3307, %3313 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_432 = arith.constant 2 : i32
      %3315 = arith.index_cast %c2_i32_432 : i32 to index
      %3316 = arith.muli %3145, %3315 : index
      %3317 = arith.addi %3316, %11 : index
      %3318 = arith.index_cast %3317 : index to i32
      %3319 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %3318 : (i32) -> vector<2xi32>
      %3320 = vector.bitcast %3319 : vector<2xi32> to vector<4xbf16>
      %c2_i32_433 = arith.constant 2 : i32
      %3321 = arith.index_cast %c2_i32_433 : i32 to index
      %3322 = arith.muli %3145, %3321 : index
      %3323 = arith.addi %3322, %11 : index
      %3324 = arith.index_cast %3323 : index to i32
      %3325 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %3324 : (i32) -> vector<2xi32>
      %3326 = vector.bitcast %3325 : vector<2xi32> to vector<4xbf16>
      %3327 = vector.shuffle %3320, %3326 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_434 = arith.constant 2 : i32
      %3328 = arith.index_cast %c2_i32_434 : i32 to index
      %3329 = arith.muli %3145, %3328 : index
      %3330 = arith.addi %3329, %11 : index
      %3331 = arith.index_cast %3330 : index to i32
      %3332 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %3331 : (i32) -> vector<2xi32>
      %3333 = vector.bitcast %3332 : vector<2xi32> to vector<4xbf16>
      %c2_i32_435 = arith.constant 2 : i32
      %3334 = arith.index_cast %c2_i32_435 : i32 to index
      %3335 = arith.muli %3145, %3334 : index
      %3336 = arith.addi %3335, %11 : index
      %3337 = arith.index_cast %3336 : index to i32
      %3338 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %3337 : (i32) -> vector<2xi32>
      %3339 = vector.bitcast %3338 : vector<2xi32> to vector<4xbf16>
      %3340 = vector.shuffle %3333, %3339 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_436 = arith.constant 2 : i32
      %3341 = arith.index_cast %c2_i32_436 : i32 to index
      %3342 = arith.muli %3145, %3341 : index
      %3343 = arith.addi %3342, %11 : index
      %3344 = arith.index_cast %3343 : index to i32
      %3345 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %3344 : (i32) -> vector<2xi32>
      %3346 = vector.bitcast %3345 : vector<2xi32> to vector<4xbf16>
      %c2_i32_437 = arith.constant 2 : i32
      %3347 = arith.index_cast %c2_i32_437 : i32 to index
      %3348 = arith.muli %3145, %3347 : index
      %3349 = arith.addi %3348, %11 : index
      %3350 = arith.index_cast %3349 : index to i32
      %3351 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %3350 : (i32) -> vector<2xi32>
      %3352 = vector.bitcast %3351 : vector<2xi32> to vector<4xbf16>
      %3353 = vector.shuffle %3346, %3352 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      rocdl.s.waitcnt 49279
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %3354 = fly.mma_atom_call_ssa(%126, %3158, %3128, %3140) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3355 = fly.mma_atom_call_ssa(%126, %3210, %3128, %3141) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3356 = fly.mma_atom_call_ssa(%126, %3262, %3128, %3142) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3357 = fly.mma_atom_call_ssa(%126, %3314, %3128, %3143) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3358 = fly.mma_atom_call_ssa(%126, %3171, %3130, %3354) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3359 = fly.mma_atom_call_ssa(%126, %3223, %3130, %3355) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3360 = fly.mma_atom_call_ssa(%126, %3275, %3130, %3356) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3361 = fly.mma_atom_call_ssa(%126, %3327, %3130, %3357) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3362 = fly.mma_atom_call_ssa(%126, %3184, %3129, %3358) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3363 = fly.mma_atom_call_ssa(%126, %3236, %3129, %3359) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3364 = fly.mma_atom_call_ssa(%126, %3288, %3129, %3360) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3365 = fly.mma_atom_call_ssa(%126, %3340, %3129, %3361) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3366 = fly.mma_atom_call_ssa(%126, %3197, %3131, %3362) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3367 = fly.mma_atom_call_ssa(%126, %3249, %3131, %3363) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3368 = fly.mma_atom_call_ssa(%126, %3301, %3131, %3364) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3369 = fly.mma_atom_call_ssa(%126, %3353, %3131, %3365) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3370 = rocdl.rcp %3099 f32 -> f32
      %cst_438 = arith.constant 0.000000e+00 : f32
      %3371 = arith.cmpf ogt, %3099, %cst_438 fastmath<fast> : f32
      %cst_439 = arith.constant 0.000000e+00 : f32
      %3372 = arith.select %3371, %3370, %cst_439 : f32
      %3373 = vector.from_elements %3372 : vector<1xf32>
      %3374 = vector.extract %3373[0] : f32 from vector<1xf32>
      %3375 = vector.broadcast %3374 : f32 to vector<16xf32>
      %3376 = arith.mulf %3366, %3375 fastmath<fast> : vector<16xf32>
      %3377 = arith.mulf %3367, %3375 fastmath<fast> : vector<16xf32>
      %3378 = arith.mulf %3368, %3375 fastmath<fast> : vector<16xf32>
      %3379 = arith.mulf %3369, %3375 fastmath<fast> : vector<16xf32>
      %3380 = llvm.inline_asm has_side_effects "s_cmp_eq_u32 $0, 0\0A\09s_cbranch_scc0 1f\0A\09s_barrier\0A\091:", "s" %32 : (i32) -> !llvm.void
      %3381 = arith.muli %303, %6 : index
      %c128_i32_440 = arith.constant 128 : i32
      %3382 = arith.index_cast %c128_i32_440 : i32 to index
      %3383 = arith.muli %44, %3382 : index
      %3384 = arith.addi %3381, %3383 : index
      %c8_i32_441 = arith.constant 8 : i32
      %3385 = arith.index_cast %c8_i32_441 : i32 to index
      %3386 = arith.muli %28, %3385 : index
      %3387 = arith.addi %3384, %3386 : index
      %3388 = vector.extract %3376[0] : f32 from vector<16xf32>
      %3389 = vector.extract %3376[1] : f32 from vector<16xf32>
      %3390 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3388, %3389 : (f32, f32) -> i32
      %3391 = vector.extract %3376[2] : f32 from vector<16xf32>
      %3392 = vector.extract %3376[3] : f32 from vector<16xf32>
      %3393 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3391, %3392 : (f32, f32) -> i32
      %3394 = vector.extract %3376[4] : f32 from vector<16xf32>
      %3395 = vector.extract %3376[5] : f32 from vector<16xf32>
      %3396 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3394, %3395 : (f32, f32) -> i32
      %3397 = vector.extract %3376[6] : f32 from vector<16xf32>
      %3398 = vector.extract %3376[7] : f32 from vector<16xf32>
      %3399 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3397, %3398 : (f32, f32) -> i32
      %c0_442 = arith.constant 0 : index
      %3400 = arith.cmpi ne, %28, %c0_442 : index
      %3401 = rocdl.permlane32.swap %3390, %3390, false, false : (i32, i32) -> <(i32, i32)>
      %3402 = llvm.extractvalue %3401[0] : !llvm.struct<(i32, i32)> 
      %3403 = llvm.extractvalue %3401[1] : !llvm.struct<(i32, i32)> 
      %3404 = rocdl.permlane32.swap %3393, %3393, false, false : (i32, i32) -> <(i32, i32)>
      %3405 = llvm.extractvalue %3404[0] : !llvm.struct<(i32, i32)> 
      %3406 = llvm.extractvalue %3404[1] : !llvm.struct<(i32, i32)> 
      %3407 = rocdl.permlane32.swap %3396, %3396, false, false : (i32, i32) -> <(i32, i32)>
      %3408 = llvm.extractvalue %3407[0] : !llvm.struct<(i32, i32)> 
      %3409 = llvm.extractvalue %3407[1] : !llvm.struct<(i32, i32)> 
      %3410 = rocdl.permlane32.swap %3399, %3399, false, false : (i32, i32) -> <(i32, i32)>
      %3411 = llvm.extractvalue %3410[0] : !llvm.struct<(i32, i32)> 
      %3412 = llvm.extractvalue %3410[1] : !llvm.struct<(i32, i32)> 
      %3413 = arith.select %3400, %3402, %3403 : i32
      %3414 = arith.select %3400, %3405, %3406 : i32
      %3415 = arith.select %3400, %3408, %3409 : i32
      %3416 = arith.select %3400, %3411, %3412 : i32
      %3417 = arith.select %3400, %3415, %3390 : i32
      %3418 = arith.select %3400, %3416, %3393 : i32
      %3419 = arith.select %3400, %3396, %3413 : i32
      %3420 = arith.select %3400, %3399, %3414 : i32
      %3421 = vector.from_elements %3417, %3418, %3419, %3420 : vector<4xi32>
      %c0_i32_443 = arith.constant 0 : i32
      %3422 = arith.index_cast %c0_i32_443 : i32 to index
      %3423 = arith.addi %3387, %3422 : index
      fly.memref.store_vec(%3421, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3424 = arith.index_cast %3423 : index to i32
      %3425 = fly.make_int_tuple(%3424) : (i32) -> !fly.int_tuple<(*,?)>
      %3426 = fly.slice(%90, %3425) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3426) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3427 = vector.extract %3376[8] : f32 from vector<16xf32>
      %3428 = vector.extract %3376[9] : f32 from vector<16xf32>
      %3429 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3427, %3428 : (f32, f32) -> i32
      %3430 = vector.extract %3376[10] : f32 from vector<16xf32>
      %3431 = vector.extract %3376[11] : f32 from vector<16xf32>
      %3432 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3430, %3431 : (f32, f32) -> i32
      %3433 = vector.extract %3376[12] : f32 from vector<16xf32>
      %3434 = vector.extract %3376[13] : f32 from vector<16xf32>
      %3435 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3433, %3434 : (f32, f32) -> i32
      %3436 = vector.extract %3376[14] : f32 from vector<16xf32>
      %3437 = vector.extract %3376[15] : f32 from vector<16xf32>
      %3438 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3436, %3437 : (f32, f32) -> i32
      %c0_444 = arith.constant 0 : index
      %3439 = arith.cmpi ne, %28, %c0_444 : index
      %3440 = rocdl.permlane32.swap %3429, %3429, false, false : (i32, i32) -> <(i32, i32)>
      %3441 = llvm.extractvalue %3440[0] : !llvm.struct<(i32, i32)> 
      %3442 = llvm.extractvalue %3440[1] : !llvm.struct<(i32, i32)> 
      %3443 = rocdl.permlane32.swap %3432, %3432, false, false : (i32, i32) -> <(i32, i32)>
      %3444 = llvm.extractvalue %3443[0] : !llvm.struct<(i32, i32)> 
      %3445 = llvm.extractvalue %3443[1] : !llvm.struct<(i32, i32)> 
      %3446 = rocdl.permlane32.swap %3435, %3435, false, false : (i32, i32) -> <(i32, i32)>
      %3447 = llvm.extractvalue %3446[0] : !llvm.struct<(i32, i32)> 
      %3448 = llvm.extractvalue %3446[1] : !llvm.struct<(i32, i32)> 
      %3449 = rocdl.permlane32.swap %3438, %3438, false, false : (i32, i32) -> <(i32, i32)>
      %3450 = llvm.extractvalue %3449[0] : !llvm.struct<(i32, i32)> 
      %3451 = llvm.extractvalue %3449[1] : !llvm.struct<(i32, i32)> 
      %3452 = arith.select %3439, %3441, %3442 : i32
      %3453 = arith.select %3439, %3444, %3445 : i32
      %3454 = arith.select %3439, %3447, %3448 : i32
      %3455 = arith.select %3439, %3450, %3451 : i32
      %3456 = arith.select %3439, %3454, %3429 : i32
      %3457 = arith.select %3439, %3455, %3432 : i32
      %3458 = arith.select %3439, %3435, %3452 : i32
      %3459 = arith.select %3439, %3438, %3453 : i32
      %3460 = vector.from_elements %3456, %3457, %3458, %3459 : vector<4xi32>
      %c16_i32_445 = arith.constant 16 : i32
      %3461 = arith.index_cast %c16_i32_445 : i32 to index
      %3462 = arith.addi %3387, %3461 : index
      fly.memref.store_vec(%3460, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3463 = arith.index_cast %3462 : index to i32
      %3464 = fly.make_int_tuple(%3463) : (i32) -> !fly.int_tuple<(*,?)>
      %3465 = fly.slice(%90, %3464) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3465) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3466 = vector.extract %3377[0] : f32 from vector<16xf32>
      %3467 = vector.extract %3377[1] : f32 from vector<16xf32>
      %3468 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3466, %3467 : (f32, f32) -> i32
      %3469 = vector.extract %3377[2] : f32 from vector<16xf32>
      %3470 = vector.extract %3377[3] : f32 from vector<16xf32>
      %3471 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3469, %3470 : (f32, f32) -> i32
      %3472 = vector.extract %3377[4] : f32 from vector<16xf32>
      %3473 = vector.extract %3377[5] : f32 from vector<16xf32>
      %3474 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3472, %3473 : (f32, f32) -> i32
      %3475 = vector.extract %3377[6] : f32 from vector<16xf32>
      %3476 = vector.extract %3377[7] : f32 from vector<16xf32>
      %3477 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3475, %3476 : (f32, f32) -> i32
      %c0_446 = arith.constant 0 : index
      %3478 = arith.cmpi ne, %28, %c0_446 : index
      %3479 = rocdl.permlane32.swap %3468, %3468, false, false : (i32, i32) -> <(i32, i32)>
      %3480 = llvm.extractvalue %3479[0] : !llvm.struct<(i32, i32)> 
      %3481 = llvm.extractvalue %3479[1] : !llvm.struct<(i32, i32)> 
      %3482 = rocdl.permlane32.swap %3471, %3471, false, false : (i32, i32) -> <(i32, i32)>
      %3483 = llvm.extractvalue %3482[0] : !llvm.struct<(i32, i32)> 
      %3484 = llvm.extractvalue %3482[1] : !llvm.struct<(i32, i32)> 
      %3485 = rocdl.permlane32.swap %3474, %3474, false, false : (i32, i32) -> <(i32, i32)>
      %3486 = llvm.extractvalue %3485[0] : !llvm.struct<(i32, i32)> 
      %3487 = llvm.extractvalue %3485[1] : !llvm.struct<(i32, i32)> 
      %3488 = rocdl.permlane32.swap %3477, %3477, false, false : (i32, i32) -> <(i32, i32)>
      %3489 = llvm.extractvalue %3488[0] : !llvm.struct<(i32, i32)> 
      %3490 = llvm.extractvalue %3488[1] : !llvm.struct<(i32, i32)> 
      %3491 = arith.select %3478, %3480, %3481 : i32
      %3492 = arith.select %3478, %3483, %3484 : i32
      %3493 = arith.select %3478, %3486, %3487 : i32
      %3494 = arith.select %3478, %3489, %3490 : i32
      %3495 = arith.select %3478, %3493, %3468 : i32
      %3496 = arith.select %3478, %3494, %3471 : i32
      %3497 = arith.select %3478, %3474, %3491 : i32
      %3498 = arith.select %3478, %3477, %3492 : i32
      %3499 = vector.from_elements %3495, %3496, %3497, %3498 : vector<4xi32>
      %c32_i32_447 = arith.constant 32 : i32
      %3500 = arith.index_cast %c32_i32_447 : i32 to index
      %3501 = arith.addi %3387, %3500 : index
      fly.memref.store_vec(%3499, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3502 = arith.index_cast %3501 : index to i32
      %3503 = fly.make_int_tuple(%3502) : (i32) -> !fly.int_tuple<(*,?)>
      %3504 = fly.slice(%90, %3503) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3504) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3505 = vector.extract %3377[8] : f32 from vector<16xf32>
      %3506 = vector.extract %3377[9] : f32 from vector<16xf32>
      %3507 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3505, %3506 : (f32, f32) -> i32
      %3508 = vector.extract %3377[10] : f32 from vector<16xf32>
      %3509 = vector.extract %3377[11] : f32 from vector<16xf32>
      %3510 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3508, %3509 : (f32, f32) -> i32
      %3511 = vector.extract %3377[12] : f32 from vector<16xf32>
      %3512 = vector.extract %3377[13] : f32 from vector<16xf32>
      %3513 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3511, %3512 : (f32, f32) -> i32
      %3514 = vector.extract %3377[14] : f32 from vector<16xf32>
      %3515 = vector.extract %3377[15] : f32 from vector<16xf32>
      %3516 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3514, %3515 : (f32, f32) -> i32
      %c0_448 = arith.constant 0 : index
      %3517 = arith.cmpi ne, %28, %c0_448 : index
      %3518 = rocdl.permlane32.swap %3507, %3507, false, false : (i32, i32) -> <(i32, i32)>
      %3519 = llvm.extractvalue %3518[0] : !llvm.struct<(i32, i32)> 
      %3520 = llvm.extractvalue %3518[1] : !llvm.struct<(i32, i32)> 
      %3521 = rocdl.permlane32.swap %3510, %3510, false, false : (i32, i32) -> <(i32, i32)>
      %3522 = llvm.extractvalue %3521[0] : !llvm.struct<(i32, i32)> 
      %3523 = llvm.extractvalue %3521[1] : !llvm.struct<(i32, i32)> 
      %3524 = rocdl.permlane32.swap %3513, %3513, false, false : (i32, i32) -> <(i32, i32)>
      %3525 = llvm.extractvalue %3524[0] : !llvm.struct<(i32, i32)> 
      %3526 = llvm.extractvalue %3524[1] : !llvm.struct<(i32, i32)> 
      %3527 = rocdl.permlane32.swap %3516, %3516, false, false : (i32, i32) -> <(i32, i32)>
      %3528 = llvm.extractvalue %3527[0] : !llvm.struct<(i32, i32)> 
      %3529 = llvm.extractvalue %3527[1] : !llvm.struct<(i32, i32)> 
      %3530 = arith.select %3517, %3519, %3520 : i32
      %3531 = arith.select %3517, %3522, %3523 : i32
      %3532 = arith.select %3517, %3525, %3526 : i32
      %3533 = arith.select %3517, %3528, %3529 : i32
      %3534 = arith.select %3517, %3532, %3507 : i32
      %3535 = arith.select %3517, %3533, %3510 : i32
      %3536 = arith.select %3517, %3513, %3530 : i32
      %3537 = arith.select %3517, %3516, %3531 : i32
      %3538 = vector.from_elements %3534, %3535, %3536, %3537 : vector<4xi32>
      %c48_i32_449 = arith.constant 48 : i32
      %3539 = arith.index_cast %c48_i32_449 : i32 to index
      %3540 = arith.addi %3387, %3539 : index
      fly.memref.store_vec(%3538, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3541 = arith.index_cast %3540 : index to i32
      %3542 = fly.make_int_tuple(%3541) : (i32) -> !fly.int_tuple<(*,?)>
      %3543 = fly.slice(%90, %3542) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3543) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3544 = vector.extract %3378[0] : f32 from vector<16xf32>
      %3545 = vector.extract %3378[1] : f32 from vector<16xf32>
      %3546 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3544, %3545 : (f32, f32) -> i32
      %3547 = vector.extract %3378[2] : f32 from vector<16xf32>
      %3548 = vector.extract %3378[3] : f32 from vector<16xf32>
      %3549 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3547, %3548 : (f32, f32) -> i32
      %3550 = vector.extract %3378[4] : f32 from vector<16xf32>
      %3551 = vector.extract %3378[5] : f32 from vector<16xf32>
      %3552 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3550, %3551 : (f32, f32) -> i32
      %3553 = vector.extract %3378[6] : f32 from vector<16xf32>
      %3554 = vector.extract %3378[7] : f32 from vector<16xf32>
      %3555 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3553, %3554 : (f32, f32) -> i32
      %c0_450 = arith.constant 0 : index
      %3556 = arith.cmpi ne, %28, %c0_450 : index
      %3557 = rocdl.permlane32.swap %3546, %3546, false, false : (i32, i32) -> <(i32, i32)>
      %3558 = llvm.extractvalue %3557[0] : !llvm.struct<(i32, i32)> 
      %3559 = llvm.extractvalue %3557[1] : !llvm.struct<(i32, i32)> 
      %3560 = rocdl.permlane32.swap %3549, %3549, false, false : (i32, i32) -> <(i32, i32)>
      %3561 = llvm.extractvalue %3560[0] : !llvm.struct<(i32, i32)> 
      %3562 = llvm.extractvalue %3560[1] : !llvm.struct<(i32, i32)> 
      %3563 = rocdl.permlane32.swap %3552, %3552, false, false : (i32, i32) -> <(i32, i32)>
      %3564 = llvm.extractvalue %3563[0] : !llvm.struct<(i32, i32)> 
      %3565 = llvm.extractvalue %3563[1] : !llvm.struct<(i32, i32)> 
      %3566 = rocdl.permlane32.swap %3555, %3555, false, false : (i32, i32) -> <(i32, i32)>
      %3567 = llvm.extractvalue %3566[0] : !llvm.struct<(i32, i32)> 
      %3568 = llvm.extractvalue %3566[1] : !llvm.struct<(i32, i32)> 
      %3569 = arith.select %3556, %3558, %3559 : i32
      %3570 = arith.select %3556, %3561, %3562 : i32
      %3571 = arith.select %3556, %3564, %3565 : i32
      %3572 = arith.select %3556, %3567, %3568 : i32
      %3573 = arith.select %3556, %3571, %3546 : i32
      %3574 = arith.select %3556, %3572, %3549 : i32
      %3575 = arith.select %3556, %3552, %3569 : i32
      %3576 = arith.select %3556, %3555, %3570 : i32
      %3577 = vector.from_elements %3573, %3574, %3575, %3576 : vector<4xi32>
      %c64_i32_451 = arith.constant 64 : i32
      %3578 = arith.index_cast %c64_i32_451 : i32 to index
      %3579 = arith.addi %3387, %3578 : index
      fly.memref.store_vec(%3577, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3580 = arith.index_cast %3579 : index to i32
      %3581 = fly.make_int_tuple(%3580) : (i32) -> !fly.int_tuple<(*,?)>
      %3582 = fly.slice(%90, %3581) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3582) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3583 = vector.extract %3378[8] : f32 from vector<16xf32>
      %3584 = vector.extract %3378[9] : f32 from vector<16xf32>
      %3585 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3583, %3584 : (f32, f32) -> i32
      %3586 = vector.extract %3378[10] : f32 from vector<16xf32>
      %3587 = vector.extract %3378[11] : f32 from vector<16xf32>
      %3588 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3586, %3587 : (f32, f32) -> i32
      %3589 = vector.extract %3378[12] : f32 from vector<16xf32>
      %3590 = vector.extract %3378[13] : f32 from vector<16xf32>
      %3591 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3589, %3590 : (f32, f32) -> i32
      %3592 = vector.extract %3378[14] : f32 from vector<16xf32>
      %3593 = vector.extract %3378[15] : f32 from vector<16xf32>
      %3594 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3592, %3593 : (f32, f32) -> i32
      %c0_452 = arith.constant 0 : index
      %3595 = arith.cmpi ne, %28, %c0_452 : index
      %3596 = rocdl.permlane32.swap %3585, %3585, false, false : (i32, i32) -> <(i32, i32)>
      %3597 = llvm.extractvalue %3596[0] : !llvm.struct<(i32, i32)> 
      %3598 = llvm.extractvalue %3596[1] : !llvm.struct<(i32, i32)> 
      %3599 = rocdl.permlane32.swap %3588, %3588, false, false : (i32, i32) -> <(i32, i32)>
      %3600 = llvm.extractvalue %3599[0] : !llvm.struct<(i32, i32)> 
      %3601 = llvm.extractvalue %3599[1] : !llvm.struct<(i32, i32)> 
      %3602 = rocdl.permlane32.swap %3591, %3591, false, false : (i32, i32) -> <(i32, i32)>
      %3603 = llvm.extractvalue %3602[0] : !llvm.struct<(i32, i32)> 
      %3604 = llvm.extractvalue %3602[1] : !llvm.struct<(i32, i32)> 
      %3605 = rocdl.permlane32.swap %3594, %3594, false, false : (i32, i32) -> <(i32, i32)>
      %3606 = llvm.extractvalue %3605[0] : !llvm.struct<(i32, i32)> 
      %3607 = llvm.extractvalue %3605[1] : !llvm.struct<(i32, i32)> 
      %3608 = arith.select %3595, %3597, %3598 : i32
      %3609 = arith.select %3595, %3600, %3601 : i32
      %3610 = arith.select %3595, %3603, %3604 : i32
      %3611 = arith.select %3595, %3606, %3607 : i32
      %3612 = arith.select %3595, %3610, %3585 : i32
      %3613 = arith.select %3595, %3611, %3588 : i32
      %3614 = arith.select %3595, %3591, %3608 : i32
      %3615 = arith.select %3595, %3594, %3609 : i32
      %3616 = vector.from_elements %3612, %3613, %3614, %3615 : vector<4xi32>
      %c80_i32_453 = arith.constant 80 : i32
      %3617 = arith.index_cast %c80_i32_453 : i32 to index
      %3618 = arith.addi %3387, %3617 : index
      fly.memref.store_vec(%3616, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3619 = arith.index_cast %3618 : index to i32
      %3620 = fly.make_int_tuple(%3619) : (i32) -> !fly.int_tuple<(*,?)>
      %3621 = fly.slice(%90, %3620) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3621) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3622 = vector.extract %3379[0] : f32 from vector<16xf32>
      %3623 = vector.extract %3379[1] : f32 from vector<16xf32>
      %3624 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3622, %3623 : (f32, f32) -> i32
      %3625 = vector.extract %3379[2] : f32 from vector<16xf32>
      %3626 = vector.extract %3379[3] : f32 from vector<16xf32>
      %3627 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3625, %3626 : (f32, f32) -> i32
      %3628 = vector.extract %3379[4] : f32 from vector<16xf32>
      %3629 = vector.extract %3379[5] : f32 from vector<16xf32>
      %3630 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3628, %3629 : (f32, f32) -> i32
      %3631 = vector.extract %3379[6] : f32 from vector<16xf32>
      %3632 = vector.extract %3379[7] : f32 from vector<16xf32>
      %3633 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3631, %3632 : (f32, f32) -> i32
      %c0_454 = arith.constant 0 : index
      %3634 = arith.cmpi ne, %28, %c0_454 : index
      %3635 = rocdl.permlane32.swap %3624, %3624, false, false : (i32, i32) -> <(i32, i32)>
      %3636 = llvm.extractvalue %3635[0] : !llvm.struct<(i32, i32)> 
      %3637 = llvm.extractvalue %3635[1] : !llvm.struct<(i32, i32)> 
      %3638 = rocdl.permlane32.swap %3627, %3627, false, false : (i32, i32) -> <(i32, i32)>
      %3639 = llvm.extractvalue %3638[0] : !llvm.struct<(i32, i32)> 
      %3640 = llvm.extractvalue %3638[1] : !llvm.struct<(i32, i32)> 
      %3641 = rocdl.permlane32.swap %3630, %3630, false, false : (i32, i32) -> <(i32, i32)>
      %3642 = llvm.extractvalue %3641[0] : !llvm.struct<(i32, i32)> 
      %3643 = llvm.extractvalue %3641[1] : !llvm.struct<(i32, i32)> 
      %3644 = rocdl.permlane32.swap %3633, %3633, false, false : (i32, i32) -> <(i32, i32)>
      %3645 = llvm.extractvalue %3644[0] : !llvm.struct<(i32, i32)> 
      %3646 = llvm.extractvalue %3644[1] : !llvm.struct<(i32, i32)> 
      %3647 = arith.select %3634, %3636, %3637 : i32
      %3648 = arith.select %3634, %3639, %3640 : i32
      %3649 = arith.select %3634, %3642, %3643 : i32
      %3650 = arith.select %3634, %3645, %3646 : i32
      %3651 = arith.select %3634, %3649, %3624 : i32
      %3652 = arith.select %3634, %3650, %3627 : i32
      %3653 = arith.select %3634, %3630, %3647 : i32
      %3654 = arith.select %3634, %3633, %3648 : i32
      %3655 = vector.from_elements %3651, %3652, %3653, %3654 : vector<4xi32>
      %c96_i32_455 = arith.constant 96 : i32
      %3656 = arith.index_cast %c96_i32_455 : i32 to index
      %3657 = arith.addi %3387, %3656 : index
      fly.memref.store_vec(%3655, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3658 = arith.index_cast %3657 : index to i32
      %3659 = fly.make_int_tuple(%3658) : (i32) -> !fly.int_tuple<(*,?)>
      %3660 = fly.slice(%90, %3659) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3660) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3661 = vector.extract %3379[8] : f32 from vector<16xf32>
      %3662 = vector.extract %3379[9] : f32 from vector<16xf32>
      %3663 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3661, %3662 : (f32, f32) -> i32
      %3664 = vector.extract %3379[10] : f32 from vector<16xf32>
      %3665 = vector.extract %3379[11] : f32 from vector<16xf32>
      %3666 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3664, %3665 : (f32, f32) -> i32
      %3667 = vector.extract %3379[12] : f32 from vector<16xf32>
      %3668 = vector.extract %3379[13] : f32 from vector<16xf32>
      %3669 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3667, %3668 : (f32, f32) -> i32
      %3670 = vector.extract %3379[14] : f32 from vector<16xf32>
      %3671 = vector.extract %3379[15] : f32 from vector<16xf32>
      %3672 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3670, %3671 : (f32, f32) -> i32
      %c0_456 = arith.constant 0 : index
      %3673 = arith.cmpi ne, %28, %c0_456 : index
      %3674 = rocdl.permlane32.swap %3663, %3663, false, false : (i32, i32) -> <(i32, i32)>
      %3675 = llvm.extractvalue %3674[0] : !llvm.struct<(i32, i32)> 
      %3676 = llvm.extractvalue %3674[1] : !llvm.struct<(i32, i32)> 
      %3677 = rocdl.permlane32.swap %3666, %3666, false, false : (i32, i32) -> <(i32, i32)>
      %3678 = llvm.extractvalue %3677[0] : !llvm.struct<(i32, i32)> 
      %3679 = llvm.extractvalue %3677[1] : !llvm.struct<(i32, i32)> 
      %3680 = rocdl.permlane32.swap %3669, %3669, false, false : (i32, i32) -> <(i32, i32)>
      %3681 = llvm.extractvalue %3680[0] : !llvm.struct<(i32, i32)> 
      %3682 = llvm.extractvalue %3680[1] : !llvm.struct<(i32, i32)> 
      %3683 = rocdl.permlane32.swap %3672, %3672, false, false : (i32, i32) -> <(i32, i32)>
      %3684 = llvm.extractvalue %3683[0] : !llvm.struct<(i32, i32)> 
      %3685 = llvm.extractvalue %3683[1] : !llvm.struct<(i32, i32)> 
      %3686 = arith.select %3673, %3675, %3676 : i32
      %3687 = arith.select %3673, %3678, %3679 : i32
      %3688 = arith.select %3673, %3681, %3682 : i32
      %3689 = arith.select %3673, %3684, %3685 : i32
      %3690 = arith.select %3673, %3688, %3663 : i32
      %3691 = arith.select %3673, %3689, %3666 : i32
      %3692 = arith.select %3673, %3669, %3686 : i32
      %3693 = arith.select %3673, %3672, %3687 : i32
      %3694 = vector.from_elements %3690, %3691, %3692, %3693 : vector<4xi32>
      %c112_i32_457 = arith.constant 112 : i32
      %3695 = arith.index_cast %c112_i32_457 : i32 to index
      %3696 = arith.addi %3387, %3695 : index
      fly.memref.store_vec(%3694, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3697 = arith.index_cast %3696 : index to i32
      %3698 = fly.make_int_tuple(%3697) : (i32) -> !fly.int_tuple<(*,?)>
      %3699 = fly.slice(%90, %3698) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3699) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      gpu.return
    }
  }
}

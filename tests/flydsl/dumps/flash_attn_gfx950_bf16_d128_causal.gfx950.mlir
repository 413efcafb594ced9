// FlyDSL 0.4.2: flash_attn_gfx950_bf16_d128_causal for gfx950, the tracer's module (scripts/flydsl_dump.py)
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
      %c256_i32_22 = arith.constant 256 : i32
      %143 = arith.index_cast %c256_i32_22 : i32 to index
      %144 = arith.addi %37, %143 : index
      %145 = arith.index_cast %144 : index to i32
      %146 = arith.addi %145, %52 : i32
      %c0_i32 = arith.constant 0 : i32
      %147 = arith.cmpi sgt, %146, %c0_i32 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %148 = arith.select %147, %146, %c0_i32_23 : i32
      %149 = arith.index_cast %148 : i32 to index
      %c64_i32_24 = arith.constant 64 : i32
      %150 = arith.index_cast %c64_i32_24 : i32 to index
      %151 = arith.addi %149, %150 : index
      %c1_i32_25 = arith.constant 1 : i32
      %152 = arith.index_cast %c1_i32_25 : i32 to index
      %153 = arith.subi %151, %152 : index
      %c64_i32_26 = arith.constant 64 : i32
      %154 = arith.index_cast %c64_i32_26 : i32 to index
      %155 = arith.divui %153, %154 : index
      %156 = arith.cmpi ult, %155, %142 : index
      %157 = arith.select %156, %155, %142 : index
      %c1_27 = arith.constant 1 : index
      %158 = arith.addi %157, %c1_27 : index
      %c2_28 = arith.constant 2 : index
      %159 = arith.divui %158, %c2_28 : index
      %c2_29 = arith.constant 2 : index
      %160 = arith.muli %159, %c2_29 : index
      %c4 = arith.constant 4 : index
      %161 = arith.cmpi ult, %160, %c4 : index
      %c4_30 = arith.constant 4 : index
      %162 = arith.select %161, %c4_30, %160 : index
      %c8_i32_31 = arith.constant 8 : i32
      %163 = arith.index_cast %c8_i32_31 : i32 to index
      %164 = arith.remui %26, %163 : index
      %c520_i32 = arith.constant 520 : i32
      %165 = arith.index_cast %c520_i32 : i32 to index
      %166 = arith.muli %164, %165 : index
      %c8_i32_32 = arith.constant 8 : i32
      %167 = arith.index_cast %c8_i32_32 : i32 to index
      %168 = arith.divui %26, %167 : index
      %c64_i32_33 = arith.constant 64 : i32
      %169 = arith.index_cast %c64_i32_33 : i32 to index
      %170 = arith.muli %168, %169 : index
      %171 = arith.addi %166, %170 : index
      %c8_i32_34 = arith.constant 8 : i32
      %172 = arith.index_cast %c8_i32_34 : i32 to index
      %173 = arith.muli %28, %172 : index
      %174 = arith.addi %171, %173 : index
      %c2176_i32 = arith.constant 2176 : i32
      %175 = arith.index_cast %c2176_i32 : i32 to index
      %176 = arith.muli %28, %175 : index
      %c16_i32 = arith.constant 16 : i32
      %177 = arith.index_cast %c16_i32 : i32 to index
      %178 = arith.remui %24, %177 : index
      %c4_i32_35 = arith.constant 4 : i32
      %179 = arith.index_cast %c4_i32_35 : i32 to index
      %180 = arith.divui %178, %179 : index
      %c544_i32 = arith.constant 544 : i32
      %181 = arith.index_cast %c544_i32 : i32 to index
      %182 = arith.muli %180, %181 : index
      %183 = arith.addi %176, %182 : index
      %c16_i32_36 = arith.constant 16 : i32
      %184 = arith.index_cast %c16_i32_36 : i32 to index
      %185 = arith.divui %24, %184 : index
      %c2_i32_37 = arith.constant 2 : i32
      %186 = arith.index_cast %c2_i32_37 : i32 to index
      %187 = arith.remui %185, %186 : index
      %c16_i32_38 = arith.constant 16 : i32
      %188 = arith.index_cast %c16_i32_38 : i32 to index
      %189 = arith.muli %187, %188 : index
      %190 = arith.addi %183, %189 : index
      %c4_i32_39 = arith.constant 4 : i32
      %191 = arith.index_cast %c4_i32_39 : i32 to index
      %192 = arith.remui %24, %191 : index
      %c4_i32_40 = arith.constant 4 : i32
      %193 = arith.index_cast %c4_i32_40 : i32 to index
      %194 = arith.muli %192, %193 : index
      %195 = arith.addi %190, %194 : index
      %c0_i32_41 = arith.constant 0 : i32
      %196 = arith.index_cast %c0_i32_41 : i32 to index
      %197 = arith.addi %11, %196 : index
      %c1040_i32 = arith.constant 1040 : i32
      %198 = arith.index_cast %c1040_i32 : i32 to index
      %199 = arith.muli %33, %198 : index
      %200 = arith.addi %197, %199 : index
      %c0_i32_42 = arith.constant 0 : i32
      %201 = arith.index_cast %c0_i32_42 : i32 to index
      %202 = arith.addi %200, %201 : index
      %203 = arith.index_cast %202 : index to i32
      %204 = rocdl.readfirstlane %203 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %205 = arith.index_cast %c0_i32_43 : i32 to index
      %206 = arith.addi %11, %205 : index
      %c1040_i32_44 = arith.constant 1040 : i32
      %207 = arith.index_cast %c1040_i32_44 : i32 to index
      %208 = arith.muli %33, %207 : index
      %209 = arith.addi %206, %208 : index
      %c8320_i32 = arith.constant 8320 : i32
      %210 = arith.index_cast %c8320_i32 : i32 to index
      %211 = arith.addi %209, %210 : index
      %212 = arith.index_cast %211 : index to i32
      %213 = rocdl.readfirstlane %212 : i32
      %c34048_i32 = arith.constant 34048 : i32
      %214 = arith.index_cast %c34048_i32 : i32 to index
      %215 = arith.addi %11, %214 : index
      %c1040_i32_45 = arith.constant 1040 : i32
      %216 = arith.index_cast %c1040_i32_45 : i32 to index
      %217 = arith.muli %33, %216 : index
      %218 = arith.addi %215, %217 : index
      %c0_i32_46 = arith.constant 0 : i32
      %219 = arith.index_cast %c0_i32_46 : i32 to index
      %220 = arith.addi %218, %219 : index
      %221 = arith.index_cast %220 : index to i32
      %222 = rocdl.readfirstlane %221 : i32
      %c34048_i32_47 = arith.constant 34048 : i32
      %223 = arith.index_cast %c34048_i32_47 : i32 to index
      %224 = arith.addi %11, %223 : index
      %c1040_i32_48 = arith.constant 1040 : i32
      %225 = arith.index_cast %c1040_i32_48 : i32 to index
      %226 = arith.muli %33, %225 : index
      %227 = arith.addi %224, %226 : index
      %c8320_i32_49 = arith.constant 8320 : i32
      %228 = arith.index_cast %c8320_i32_49 : i32 to index
      %229 = arith.addi %227, %228 : index
      %230 = arith.index_cast %229 : index to i32
      %231 = rocdl.readfirstlane %230 : i32
      %c16640_i32 = arith.constant 16640 : i32
      %232 = arith.index_cast %c16640_i32 : i32 to index
      %233 = arith.addi %11, %232 : index
      %c1088_i32 = arith.constant 1088 : i32
      %234 = arith.index_cast %c1088_i32 : i32 to index
      %235 = arith.muli %33, %234 : index
      %236 = arith.addi %233, %235 : index
      %c0_i32_50 = arith.constant 0 : i32
      %237 = arith.index_cast %c0_i32_50 : i32 to index
      %238 = arith.addi %236, %237 : index
      %239 = arith.index_cast %238 : index to i32
      %240 = rocdl.readfirstlane %239 : i32
      %c16640_i32_51 = arith.constant 16640 : i32
      %241 = arith.index_cast %c16640_i32_51 : i32 to index
      %242 = arith.addi %11, %241 : index
      %c1088_i32_52 = arith.constant 1088 : i32
      %243 = arith.index_cast %c1088_i32_52 : i32 to index
      %244 = arith.muli %33, %243 : index
      %245 = arith.addi %242, %244 : index
      %c8704_i32 = arith.constant 8704 : i32
      %246 = arith.index_cast %c8704_i32 : i32 to index
      %247 = arith.addi %245, %246 : index
      %248 = arith.index_cast %247 : index to i32
      %249 = rocdl.readfirstlane %248 : i32
      %c50688_i32 = arith.constant 50688 : i32
      %250 = arith.index_cast %c50688_i32 : i32 to index
      %251 = arith.addi %11, %250 : index
      %c1088_i32_53 = arith.constant 1088 : i32
      %252 = arith.index_cast %c1088_i32_53 : i32 to index
      %253 = arith.muli %33, %252 : index
      %254 = arith.addi %251, %253 : index
      %c0_i32_54 = arith.constant 0 : i32
      %255 = arith.index_cast %c0_i32_54 : i32 to index
      %256 = arith.addi %254, %255 : index
      %257 = arith.index_cast %256 : index to i32
      %258 = rocdl.readfirstlane %257 : i32
      %c50688_i32_55 = arith.constant 50688 : i32
      %259 = arith.index_cast %c50688_i32_55 : i32 to index
      %260 = arith.addi %11, %259 : index
      %c1088_i32_56 = arith.constant 1088 : i32
      %261 = arith.index_cast %c1088_i32_56 : i32 to index
      %262 = arith.muli %33, %261 : index
      %263 = arith.addi %260, %262 : index
      %c8704_i32_57 = arith.constant 8704 : i32
      %264 = arith.index_cast %c8704_i32_57 : i32 to index
      %265 = arith.addi %263, %264 : index
      %266 = arith.index_cast %265 : index to i32
      %267 = rocdl.readfirstlane %266 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %268 = arith.index_cast %c0_i32_58 : i32 to index
      %c0 = arith.constant 0 : index
      %269 = arith.addi %c0, %268 : index
      %c64_i32_59 = arith.constant 64 : i32
      %270 = arith.index_cast %c64_i32_59 : i32 to index
      %271 = arith.muli %269, %270 : index
      %272 = arith.muli %271, %7 : index
      %c8_i32_60 = arith.constant 8 : i32
      %273 = arith.index_cast %c8_i32_60 : i32 to index
      %274 = arith.muli %134, %273 : index
      %275 = arith.addi %274, %22 : index
      %c8_i32_61 = arith.constant 8 : i32
      %276 = arith.index_cast %c8_i32_61 : i32 to index
      %277 = arith.muli %136, %276 : index
      %c0_i32_62 = arith.constant 0 : i32
      %278 = arith.index_cast %c0_i32_62 : i32 to index
      %279 = arith.addi %277, %278 : index
      %280 = arith.muli %275, %7 : index
      %281 = arith.addi %58, %280 : index
      %282 = arith.addi %281, %279 : index
      %283 = fly.inttoptr(%204) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %285 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %286 = fly.make_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %287 = fly.make_view(%283, %286) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %288 = arith.index_cast %282 : index to i32
      %289 = fly.make_int_tuple(%288) : (i32) -> !fly.int_tuple<(*,?)>
      %290 = fly.slice(%110, %289) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %291 = arith.index_cast %272 : index to i32
      %292 = fly.atom.set_value(%125, "soffset", %291) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%292, %290, %287) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_63 = arith.constant 8 : i32
      %293 = arith.index_cast %c8_i32_63 : i32 to index
      %294 = arith.muli %134, %293 : index
      %295 = arith.addi %294, %22 : index
      %c8_i32_64 = arith.constant 8 : i32
      %296 = arith.index_cast %c8_i32_64 : i32 to index
      %297 = arith.muli %136, %296 : index
      %c64_i32_65 = arith.constant 64 : i32
      %298 = arith.index_cast %c64_i32_65 : i32 to index
      %299 = arith.addi %297, %298 : index
      %300 = arith.muli %295, %7 : index
      %301 = arith.addi %58, %300 : index
      %302 = arith.addi %301, %299 : index
      %303 = fly.inttoptr(%213) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %304 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %305 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %306 = fly.make_layout(%304, %305) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %307 = fly.make_view(%303, %306) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %308 = arith.index_cast %302 : index to i32
      %309 = fly.make_int_tuple(%308) : (i32) -> !fly.int_tuple<(*,?)>
      %310 = fly.slice(%110, %309) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %311 = arith.index_cast %272 : index to i32
      %312 = fly.atom.set_value(%125, "soffset", %311) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%312, %310, %307) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      rocdl.s.waitcnt 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      %313 = arith.addi %35, %26 : index
      %c32_i32_66 = arith.constant 32 : i32
      %314 = arith.index_cast %c32_i32_66 : i32 to index
      %315 = arith.muli %33, %314 : index
      %316 = arith.addi %37, %315 : index
      %317 = arith.index_cast %316 : index to i32
      %318 = arith.addi %37, %313 : index
      %319 = arith.index_cast %318 : index to i32
      %320 = arith.muli %313, %6 : index
      %c8_i32_67 = arith.constant 8 : i32
      %321 = arith.index_cast %c8_i32_67 : i32 to index
      %322 = arith.muli %28, %321 : index
      %c0_i32_68 = arith.constant 0 : i32
      %323 = arith.index_cast %c0_i32_68 : i32 to index
      %324 = arith.addi %322, %323 : index
      %325 = arith.addi %320, %324 : index
      %326 = arith.addi %56, %325 : index
      %327 = arith.index_cast %326 : index to i32
      %328 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
      %329 = fly.slice(%78, %328) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %330 = fly.copy_atom_call_ssa(%123, %329) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %331 = vector.bitcast %330 : vector<4xi32> to vector<8xbf16>
      %332 = arith.muli %313, %6 : index
      %c8_i32_69 = arith.constant 8 : i32
      %333 = arith.index_cast %c8_i32_69 : i32 to index
      %334 = arith.muli %28, %333 : index
      %c16_i32_70 = arith.constant 16 : i32
      %335 = arith.index_cast %c16_i32_70 : i32 to index
      %336 = arith.addi %334, %335 : index
      %337 = arith.addi %332, %336 : index
      %338 = arith.addi %56, %337 : index
      %339 = arith.index_cast %338 : index to i32
      %340 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<(*,?)>
      %341 = fly.slice(%78, %340) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %342 = fly.copy_atom_call_ssa(%123, %341) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %343 = vector.bitcast %342 : vector<4xi32> to vector<8xbf16>
      %344 = arith.muli %313, %6 : index
      %c8_i32_71 = arith.constant 8 : i32
      %345 = arith.index_cast %c8_i32_71 : i32 to index
      %346 = arith.muli %28, %345 : index
      %c32_i32_72 = arith.constant 32 : i32
      %347 = arith.index_cast %c32_i32_72 : i32 to index
      %348 = arith.addi %346, %347 : index
      %349 = arith.addi %344, %348 : index
      %350 = arith.addi %56, %349 : index
      %351 = arith.index_cast %350 : index to i32
      %352 = fly.make_int_tuple(%351) : (i32) -> !fly.int_tuple<(*,?)>
      %353 = fly.slice(%78, %352) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %354 = fly.copy_atom_call_ssa(%123, %353) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %355 = vector.bitcast %354 : vector<4xi32> to vector<8xbf16>
      %356 = arith.muli %313, %6 : index
      %c8_i32_73 = arith.constant 8 : i32
      %357 = arith.index_cast %c8_i32_73 : i32 to index
      %358 = arith.muli %28, %357 : index
      %c48_i32 = arith.constant 48 : i32
      %359 = arith.index_cast %c48_i32 : i32 to index
      %360 = arith.addi %358, %359 : index
      %361 = arith.addi %356, %360 : index
      %362 = arith.addi %56, %361 : index
      %363 = arith.index_cast %362 : index to i32
      %364 = fly.make_int_tuple(%363) : (i32) -> !fly.int_tuple<(*,?)>
      %365 = fly.slice(%78, %364) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %366 = fly.copy_atom_call_ssa(%123, %365) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %367 = vector.bitcast %366 : vector<4xi32> to vector<8xbf16>
      %368 = arith.muli %313, %6 : index
      %c8_i32_74 = arith.constant 8 : i32
      %369 = arith.index_cast %c8_i32_74 : i32 to index
      %370 = arith.muli %28, %369 : index
      %c64_i32_75 = arith.constant 64 : i32
      %371 = arith.index_cast %c64_i32_75 : i32 to index
      %372 = arith.addi %370, %371 : index
      %373 = arith.addi %368, %372 : index
      %374 = arith.addi %56, %373 : index
      %375 = arith.index_cast %374 : index to i32
      %376 = fly.make_int_tuple(%375) : (i32) -> !fly.int_tuple<(*,?)>
      %377 = fly.slice(%78, %376) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %378 = fly.copy_atom_call_ssa(%123, %377) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %379 = vector.bitcast %378 : vector<4xi32> to vector<8xbf16>
      %380 = arith.muli %313, %6 : index
      %c8_i32_76 = arith.constant 8 : i32
      %381 = arith.index_cast %c8_i32_76 : i32 to index
      %382 = arith.muli %28, %381 : index
      %c80_i32 = arith.constant 80 : i32
      %383 = arith.index_cast %c80_i32 : i32 to index
      %384 = arith.addi %382, %383 : index
      %385 = arith.addi %380, %384 : index
      %386 = arith.addi %56, %385 : index
      %387 = arith.index_cast %386 : index to i32
      %388 = fly.make_int_tuple(%387) : (i32) -> !fly.int_tuple<(*,?)>
      %389 = fly.slice(%78, %388) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %390 = fly.copy_atom_call_ssa(%123, %389) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %391 = vector.bitcast %390 : vector<4xi32> to vector<8xbf16>
      %392 = arith.muli %313, %6 : index
      %c8_i32_77 = arith.constant 8 : i32
      %393 = arith.index_cast %c8_i32_77 : i32 to index
      %394 = arith.muli %28, %393 : index
      %c96_i32 = arith.constant 96 : i32
      %395 = arith.index_cast %c96_i32 : i32 to index
      %396 = arith.addi %394, %395 : index
      %397 = arith.addi %392, %396 : index
      %398 = arith.addi %56, %397 : index
      %399 = arith.index_cast %398 : index to i32
      %400 = fly.make_int_tuple(%399) : (i32) -> !fly.int_tuple<(*,?)>
      %401 = fly.slice(%78, %400) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %402 = fly.copy_atom_call_ssa(%123, %401) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %403 = vector.bitcast %402 : vector<4xi32> to vector<8xbf16>
      %404 = arith.muli %313, %6 : index
      %c8_i32_78 = arith.constant 8 : i32
      %405 = arith.index_cast %c8_i32_78 : i32 to index
      %406 = arith.muli %28, %405 : index
      %c112_i32 = arith.constant 112 : i32
      %407 = arith.index_cast %c112_i32 : i32 to index
      %408 = arith.addi %406, %407 : index
      %409 = arith.addi %404, %408 : index
      %410 = arith.addi %56, %409 : index
      %411 = arith.index_cast %410 : index to i32
      %412 = fly.make_int_tuple(%411) : (i32) -> !fly.int_tuple<(*,?)>
      %413 = fly.slice(%78, %412) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %414 = fly.copy_atom_call_ssa(%123, %413) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> vector<4xi32>
      %415 = vector.bitcast %414 : vector<4xi32> to vector<8xbf16>
      %416 = vector.shuffle %331, %343 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %417 = vector.shuffle %355, %367 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %418 = vector.shuffle %379, %391 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %419 = vector.shuffle %403, %415 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %420 = vector.shuffle %416, %417 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %421 = vector.shuffle %418, %419 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %422 = vector.shuffle %420, %421 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xbf16>, vector<32xbf16>
      %423 = llvm.fpext %422 fastmath<fast> : vector<64xbf16> to vector<64xf32>
      %424 = vector.from_elements %3 : vector<1xf32>
      %425 = vector.extract %424[0] : f32 from vector<1xf32>
      %426 = vector.broadcast %425 : f32 to vector<64xf32>
      %427 = arith.mulf %426, %423 fastmath<fast> : vector<64xf32>
      %428 = llvm.fptrunc %427 fastmath<fast> : vector<64xf32> to vector<64xbf16>
      %c0_i32_79 = arith.constant 0 : i32
      %429 = arith.index_cast %c0_i32_79 : i32 to index
      %c1_80 = arith.constant 1 : index
      %430 = arith.addi %c1_80, %429 : index
      %c64_i32_81 = arith.constant 64 : i32
      %431 = arith.index_cast %c64_i32_81 : i32 to index
      %432 = arith.muli %430, %431 : index
      %433 = arith.muli %432, %7 : index
      %c8_i32_82 = arith.constant 8 : i32
      %434 = arith.index_cast %c8_i32_82 : i32 to index
      %435 = arith.muli %134, %434 : index
      %436 = arith.addi %435, %22 : index
      %c8_i32_83 = arith.constant 8 : i32
      %437 = arith.index_cast %c8_i32_83 : i32 to index
      %438 = arith.muli %136, %437 : index
      %c0_i32_84 = arith.constant 0 : i32
      %439 = arith.index_cast %c0_i32_84 : i32 to index
      %440 = arith.addi %438, %439 : index
      %441 = arith.muli %436, %7 : index
      %442 = arith.addi %58, %441 : index
      %443 = arith.addi %442, %440 : index
      %444 = fly.inttoptr(%222) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %445 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %446 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %447 = fly.make_layout(%445, %446) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %448 = fly.make_view(%444, %447) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %449 = arith.index_cast %443 : index to i32
      %450 = fly.make_int_tuple(%449) : (i32) -> !fly.int_tuple<(*,?)>
      %451 = fly.slice(%110, %450) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %452 = arith.index_cast %433 : index to i32
      %453 = fly.atom.set_value(%125, "soffset", %452) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%453, %451, %448) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_85 = arith.constant 8 : i32
      %454 = arith.index_cast %c8_i32_85 : i32 to index
      %455 = arith.muli %134, %454 : index
      %456 = arith.addi %455, %22 : index
      %c8_i32_86 = arith.constant 8 : i32
      %457 = arith.index_cast %c8_i32_86 : i32 to index
      %458 = arith.muli %136, %457 : index
      %c64_i32_87 = arith.constant 64 : i32
      %459 = arith.index_cast %c64_i32_87 : i32 to index
      %460 = arith.addi %458, %459 : index
      %461 = arith.muli %456, %7 : index
      %462 = arith.addi %58, %461 : index
      %463 = arith.addi %462, %460 : index
      %464 = fly.inttoptr(%231) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %465 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %466 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %467 = fly.make_layout(%465, %466) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %468 = fly.make_view(%464, %467) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %469 = arith.index_cast %463 : index to i32
      %470 = fly.make_int_tuple(%469) : (i32) -> !fly.int_tuple<(*,?)>
      %471 = fly.slice(%110, %470) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %472 = arith.index_cast %433 : index to i32
      %473 = fly.atom.set_value(%125, "soffset", %472) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%473, %471, %468) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_88 = arith.constant 0 : i32
      %474 = arith.index_cast %c0_i32_88 : i32 to index
      %c0_89 = arith.constant 0 : index
      %475 = arith.addi %c0_89, %474 : index
      %c64_i32_90 = arith.constant 64 : i32
      %476 = arith.index_cast %c64_i32_90 : i32 to index
      %477 = arith.muli %475, %476 : index
      %478 = arith.muli %477, %7 : index
      %c8_i32_91 = arith.constant 8 : i32
      %479 = arith.index_cast %c8_i32_91 : i32 to index
      %480 = arith.muli %134, %479 : index
      %481 = arith.addi %480, %22 : index
      %c8_i32_92 = arith.constant 8 : i32
      %482 = arith.index_cast %c8_i32_92 : i32 to index
      %483 = arith.muli %136, %482 : index
      %c0_i32_93 = arith.constant 0 : i32
      %484 = arith.index_cast %c0_i32_93 : i32 to index
      %485 = arith.addi %483, %484 : index
      %486 = arith.muli %481, %7 : index
      %487 = arith.addi %58, %486 : index
      %488 = arith.addi %487, %485 : index
      %489 = fly.inttoptr(%240) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %490 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %491 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %492 = fly.make_layout(%490, %491) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %493 = fly.make_view(%489, %492) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %494 = arith.index_cast %488 : index to i32
      %495 = fly.make_int_tuple(%494) : (i32) -> !fly.int_tuple<(*,?)>
      %496 = fly.slice(%122, %495) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %497 = arith.index_cast %478 : index to i32
      %498 = fly.atom.set_value(%125, "soffset", %497) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%498, %496, %493) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_94 = arith.constant 8 : i32
      %499 = arith.index_cast %c8_i32_94 : i32 to index
      %500 = arith.muli %134, %499 : index
      %501 = arith.addi %500, %22 : index
      %c8_i32_95 = arith.constant 8 : i32
      %502 = arith.index_cast %c8_i32_95 : i32 to index
      %503 = arith.muli %136, %502 : index
      %c64_i32_96 = arith.constant 64 : i32
      %504 = arith.index_cast %c64_i32_96 : i32 to index
      %505 = arith.addi %503, %504 : index
      %506 = arith.muli %501, %7 : index
      %507 = arith.addi %58, %506 : index
      %508 = arith.addi %507, %505 : index
      %509 = fly.inttoptr(%249) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %510 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %511 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %512 = fly.make_layout(%510, %511) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %513 = fly.make_view(%509, %512) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %514 = arith.index_cast %508 : index to i32
      %515 = fly.make_int_tuple(%514) : (i32) -> !fly.int_tuple<(*,?)>
      %516 = fly.slice(%122, %515) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %517 = arith.index_cast %478 : index to i32
      %518 = fly.atom.set_value(%125, "soffset", %517) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%518, %516, %513) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_97 = arith.constant 0 : i32
      %519 = arith.index_cast %c0_i32_97 : i32 to index
      %520 = arith.addi %174, %519 : index
      %c0_i32_98 = arith.constant 0 : i32
      %521 = arith.index_cast %c0_i32_98 : i32 to index
      %522 = arith.addi %520, %521 : index
      %c2_i32_99 = arith.constant 2 : i32
      %523 = arith.index_cast %c2_i32_99 : i32 to index
      %524 = arith.muli %522, %523 : index
      %525 = arith.index_cast %524 : index to i64
      %526 = llvm.getelementptr %12[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %527 = llvm.load %526 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_100 = arith.constant 256 : i32
      %528 = arith.index_cast %c256_i32_100 : i32 to index
      %529 = arith.addi %522, %528 : index
      %c2_i32_101 = arith.constant 2 : i32
      %530 = arith.index_cast %c2_i32_101 : i32 to index
      %531 = arith.muli %529, %530 : index
      %532 = arith.index_cast %531 : index to i64
      %533 = llvm.getelementptr %12[%532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %534 = llvm.load %533 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_102 = arith.constant 0 : i32
      %535 = arith.index_cast %c0_i32_102 : i32 to index
      %536 = arith.addi %174, %535 : index
      %c16_i32_103 = arith.constant 16 : i32
      %537 = arith.index_cast %c16_i32_103 : i32 to index
      %538 = arith.addi %536, %537 : index
      %c2_i32_104 = arith.constant 2 : i32
      %539 = arith.index_cast %c2_i32_104 : i32 to index
      %540 = arith.muli %538, %539 : index
      %541 = arith.index_cast %540 : index to i64
      %542 = llvm.getelementptr %12[%541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %543 = llvm.load %542 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_105 = arith.constant 256 : i32
      %544 = arith.index_cast %c256_i32_105 : i32 to index
      %545 = arith.addi %538, %544 : index
      %c2_i32_106 = arith.constant 2 : i32
      %546 = arith.index_cast %c2_i32_106 : i32 to index
      %547 = arith.muli %545, %546 : index
      %548 = arith.index_cast %547 : index to i64
      %549 = llvm.getelementptr %12[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %550 = llvm.load %549 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_107 = arith.constant 0 : i32
      %551 = arith.index_cast %c0_i32_107 : i32 to index
      %552 = arith.addi %174, %551 : index
      %c32_i32_108 = arith.constant 32 : i32
      %553 = arith.index_cast %c32_i32_108 : i32 to index
      %554 = arith.addi %552, %553 : index
      %c2_i32_109 = arith.constant 2 : i32
      %555 = arith.index_cast %c2_i32_109 : i32 to index
      %556 = arith.muli %554, %555 : index
      %557 = arith.index_cast %556 : index to i64
      %558 = llvm.getelementptr %12[%557] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %559 = llvm.load %558 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_110 = arith.constant 256 : i32
      %560 = arith.index_cast %c256_i32_110 : i32 to index
      %561 = arith.addi %554, %560 : index
      %c2_i32_111 = arith.constant 2 : i32
      %562 = arith.index_cast %c2_i32_111 : i32 to index
      %563 = arith.muli %561, %562 : index
      %564 = arith.index_cast %563 : index to i64
      %565 = llvm.getelementptr %12[%564] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %566 = llvm.load %565 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_112 = arith.constant 0 : i32
      %567 = arith.index_cast %c0_i32_112 : i32 to index
      %568 = arith.addi %174, %567 : index
      %c48_i32_113 = arith.constant 48 : i32
      %569 = arith.index_cast %c48_i32_113 : i32 to index
      %570 = arith.addi %568, %569 : index
      %c2_i32_114 = arith.constant 2 : i32
      %571 = arith.index_cast %c2_i32_114 : i32 to index
      %572 = arith.muli %570, %571 : index
      %573 = arith.index_cast %572 : index to i64
      %574 = llvm.getelementptr %12[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %575 = llvm.load %574 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_115 = arith.constant 256 : i32
      %576 = arith.index_cast %c256_i32_115 : i32 to index
      %577 = arith.addi %570, %576 : index
      %c2_i32_116 = arith.constant 2 : i32
      %578 = arith.index_cast %c2_i32_116 : i32 to index
      %579 = arith.muli %577, %578 : index
      %580 = arith.index_cast %579 : index to i64
      %581 = llvm.getelementptr %12[%580] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %582 = llvm.load %581 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_117 = arith.constant 0 : i32
      %583 = arith.index_cast %c0_i32_117 : i32 to index
      %584 = arith.addi %174, %583 : index
      %c4160_i32 = arith.constant 4160 : i32
      %585 = arith.index_cast %c4160_i32 : i32 to index
      %586 = arith.addi %584, %585 : index
      %c2_i32_118 = arith.constant 2 : i32
      %587 = arith.index_cast %c2_i32_118 : i32 to index
      %588 = arith.muli %586, %587 : index
      %589 = arith.index_cast %588 : index to i64
      %590 = llvm.getelementptr %12[%589] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %591 = llvm.load %590 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_119 = arith.constant 256 : i32
      %592 = arith.index_cast %c256_i32_119 : i32 to index
      %593 = arith.addi %586, %592 : index
      %c2_i32_120 = arith.constant 2 : i32
      %594 = arith.index_cast %c2_i32_120 : i32 to index
      %595 = arith.muli %593, %594 : index
      %596 = arith.index_cast %595 : index to i64
      %597 = llvm.getelementptr %12[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %598 = llvm.load %597 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_121 = arith.constant 0 : i32
      %599 = arith.index_cast %c0_i32_121 : i32 to index
      %600 = arith.addi %174, %599 : index
      %c4176_i32 = arith.constant 4176 : i32
      %601 = arith.index_cast %c4176_i32 : i32 to index
      %602 = arith.addi %600, %601 : index
      %c2_i32_122 = arith.constant 2 : i32
      %603 = arith.index_cast %c2_i32_122 : i32 to index
      %604 = arith.muli %602, %603 : index
      %605 = arith.index_cast %604 : index to i64
      %606 = llvm.getelementptr %12[%605] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %607 = llvm.load %606 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_123 = arith.constant 256 : i32
      %608 = arith.index_cast %c256_i32_123 : i32 to index
      %609 = arith.addi %602, %608 : index
      %c2_i32_124 = arith.constant 2 : i32
      %610 = arith.index_cast %c2_i32_124 : i32 to index
      %611 = arith.muli %609, %610 : index
      %612 = arith.index_cast %611 : index to i64
      %613 = llvm.getelementptr %12[%612] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %614 = llvm.load %613 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_125 = arith.constant 0 : i32
      %615 = arith.index_cast %c0_i32_125 : i32 to index
      %616 = arith.addi %174, %615 : index
      %c4192_i32 = arith.constant 4192 : i32
      %617 = arith.index_cast %c4192_i32 : i32 to index
      %618 = arith.addi %616, %617 : index
      %c2_i32_126 = arith.constant 2 : i32
      %619 = arith.index_cast %c2_i32_126 : i32 to index
      %620 = arith.muli %618, %619 : index
      %621 = arith.index_cast %620 : index to i64
      %622 = llvm.getelementptr %12[%621] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %623 = llvm.load %622 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_127 = arith.constant 256 : i32
      %624 = arith.index_cast %c256_i32_127 : i32 to index
      %625 = arith.addi %618, %624 : index
      %c2_i32_128 = arith.constant 2 : i32
      %626 = arith.index_cast %c2_i32_128 : i32 to index
      %627 = arith.muli %625, %626 : index
      %628 = arith.index_cast %627 : index to i64
      %629 = llvm.getelementptr %12[%628] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %630 = llvm.load %629 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_129 = arith.constant 0 : i32
      %631 = arith.index_cast %c0_i32_129 : i32 to index
      %632 = arith.addi %174, %631 : index
      %c4208_i32 = arith.constant 4208 : i32
      %633 = arith.index_cast %c4208_i32 : i32 to index
      %634 = arith.addi %632, %633 : index
      %c2_i32_130 = arith.constant 2 : i32
      %635 = arith.index_cast %c2_i32_130 : i32 to index
      %636 = arith.muli %634, %635 : index
      %637 = arith.index_cast %636 : index to i64
      %638 = llvm.getelementptr %12[%637] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %639 = llvm.load %638 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_131 = arith.constant 256 : i32
      %640 = arith.index_cast %c256_i32_131 : i32 to index
      %641 = arith.addi %634, %640 : index
      %c2_i32_132 = arith.constant 2 : i32
      %642 = arith.index_cast %c2_i32_132 : i32 to index
      %643 = arith.muli %641, %642 : index
      %644 = arith.index_cast %643 : index to i64
      %645 = llvm.getelementptr %12[%644] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %646 = llvm.load %645 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.sched.barrier none
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      %c0_i32_133 = arith.constant 0 : i32
      %647 = arith.cmpi ne, %32, %c0_i32_133 : i32
      scf.if %647 {
        rocdl.sched.barrier none
        rocdl.s.barrier
      }
      %c0_i32_134 = arith.constant 0 : i32
      %648 = arith.index_cast %c0_i32_134 : i32 to index
      %c0_135 = arith.constant 0 : index
      %649 = arith.addi %c0_135, %648 : index
      %650 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %651 = fly.mma_atom_call_ssa(%126, %527, %650, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %652 = fly.mma_atom_call_ssa(%126, %534, %650, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %653 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %654 = fly.mma_atom_call_ssa(%126, %543, %653, %651) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %655 = fly.mma_atom_call_ssa(%126, %550, %653, %652) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %656 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %657 = fly.mma_atom_call_ssa(%126, %559, %656, %654) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %658 = fly.mma_atom_call_ssa(%126, %566, %656, %655) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %659 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %660 = fly.mma_atom_call_ssa(%126, %575, %659, %657) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %661 = fly.mma_atom_call_ssa(%126, %582, %659, %658) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %662 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %663 = fly.mma_atom_call_ssa(%126, %591, %662, %660) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %664 = fly.mma_atom_call_ssa(%126, %598, %662, %661) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %665 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %666 = fly.mma_atom_call_ssa(%126, %607, %665, %663) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %667 = fly.mma_atom_call_ssa(%126, %614, %665, %664) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %668 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %669 = fly.mma_atom_call_ssa(%126, %623, %668, %666) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %670 = fly.mma_atom_call_ssa(%126, %630, %668, %667) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %671 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %672 = fly.mma_atom_call_ssa(%126, %639, %671, %669) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %673 = fly.mma_atom_call_ssa(%126, %646, %671, %670) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      rocdl.sched.barrier none
      %c64_i32_136 = arith.constant 64 : i32
      %674 = arith.index_cast %c64_i32_136 : i32 to index
      %c1_137 = arith.constant 1 : index
      %675 = arith.muli %c1_137, %674 : index
      %676 = arith.addi %317, %52 : i32
      %677 = arith.index_cast %675 : index to i32
      %678 = arith.cmpi slt, %676, %677 : i32
      %679:2 = scf.if %678 -> (vector<16xf32>, vector<16xf32>) {
        %3717 = vector.extract %672[0] : f32 from vector<16xf32>
        %3718 = vector.extract %672[1] : f32 from vector<16xf32>
        %3719 = vector.extract %672[2] : f32 from vector<16xf32>
        %3720 = vector.extract %672[3] : f32 from vector<16xf32>
        %3721 = vector.extract %672[4] : f32 from vector<16xf32>
        %3722 = vector.extract %672[5] : f32 from vector<16xf32>
        %3723 = vector.extract %672[6] : f32 from vector<16xf32>
        %3724 = vector.extract %672[7] : f32 from vector<16xf32>
        %3725 = vector.extract %672[8] : f32 from vector<16xf32>
        %3726 = vector.extract %672[9] : f32 from vector<16xf32>
        %3727 = vector.extract %672[10] : f32 from vector<16xf32>
        %3728 = vector.extract %672[11] : f32 from vector<16xf32>
        %3729 = vector.extract %672[12] : f32 from vector<16xf32>
        %3730 = vector.extract %672[13] : f32 from vector<16xf32>
        %3731 = vector.extract %672[14] : f32 from vector<16xf32>
        %3732 = vector.extract %672[15] : f32 from vector<16xf32>
        %3733 = vector.extract %673[0] : f32 from vector<16xf32>
        %3734 = vector.extract %673[1] : f32 from vector<16xf32>
        %3735 = vector.extract %673[2] : f32 from vector<16xf32>
        %3736 = vector.extract %673[3] : f32 from vector<16xf32>
        %3737 = vector.extract %673[4] : f32 from vector<16xf32>
        %3738 = vector.extract %673[5] : f32 from vector<16xf32>
        %3739 = vector.extract %673[6] : f32 from vector<16xf32>
        %3740 = vector.extract %673[7] : f32 from vector<16xf32>
        %3741 = vector.extract %673[8] : f32 from vector<16xf32>
        %3742 = vector.extract %673[9] : f32 from vector<16xf32>
        %3743 = vector.extract %673[10] : f32 from vector<16xf32>
        %3744 = vector.extract %673[11] : f32 from vector<16xf32>
        %3745 = vector.extract %673[12] : f32 from vector<16xf32>
        %3746 = vector.extract %673[13] : f32 from vector<16xf32>
        %3747 = vector.extract %673[14] : f32 from vector<16xf32>
        %3748 = vector.extract %673[15] : f32 from vector<16xf32>
        %c64_i32_462 = arith.constant 64 : i32
        %3749 = arith.index_cast %c64_i32_462 : i32 to index
        %c0_463 = arith.constant 0 : index
        %3750 = arith.muli %c0_463, %3749 : index
        %3751 = arith.index_cast %3750 : index to i32
        %3752 = arith.index_cast %28 : index to i32
        %c4_i32_464 = arith.constant 4 : i32
        %3753 = arith.muli %3752, %c4_i32_464 : i32
        %3754 = arith.addi %319, %52 : i32
        %3755 = arith.subi %3754, %3751 : i32
        %3756 = arith.subi %3755, %3753 : i32
        %c32_i32_465 = arith.constant 32 : i32
        %3757 = arith.subi %3756, %c32_i32_465 : i32
        %3758 = arith.bitcast %3717 : f32 to i32
        %3759 = arith.bitcast %3718 : f32 to i32
        %c-8388608_i32 = arith.constant -8388608 : i32
        %3760 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3758, %3759, %3756, %c-8388608_i32 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3761 = llvm.extractvalue %3760[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3762 = llvm.extractvalue %3760[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3763 = arith.bitcast %3761 : i32 to f32
        %3764 = arith.bitcast %3762 : i32 to f32
        %3765 = arith.bitcast %3719 : f32 to i32
        %3766 = arith.bitcast %3720 : f32 to i32
        %c-8388608_i32_466 = arith.constant -8388608 : i32
        %3767 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3765, %3766, %3756, %c-8388608_i32_466 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3768 = llvm.extractvalue %3767[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3769 = llvm.extractvalue %3767[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3770 = arith.bitcast %3768 : i32 to f32
        %3771 = arith.bitcast %3769 : i32 to f32
        %3772 = arith.bitcast %3721 : f32 to i32
        %3773 = arith.bitcast %3722 : f32 to i32
        %c-8388608_i32_467 = arith.constant -8388608 : i32
        %3774 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3772, %3773, %3756, %c-8388608_i32_467 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3775 = llvm.extractvalue %3774[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3776 = llvm.extractvalue %3774[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3777 = arith.bitcast %3775 : i32 to f32
        %3778 = arith.bitcast %3776 : i32 to f32
        %3779 = arith.bitcast %3723 : f32 to i32
        %3780 = arith.bitcast %3724 : f32 to i32
        %c-8388608_i32_468 = arith.constant -8388608 : i32
        %3781 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3779, %3780, %3756, %c-8388608_i32_468 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3782 = llvm.extractvalue %3781[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3783 = llvm.extractvalue %3781[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3784 = arith.bitcast %3782 : i32 to f32
        %3785 = arith.bitcast %3783 : i32 to f32
        %3786 = arith.bitcast %3725 : f32 to i32
        %3787 = arith.bitcast %3726 : f32 to i32
        %c-8388608_i32_469 = arith.constant -8388608 : i32
        %3788 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3786, %3787, %3756, %c-8388608_i32_469 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3789 = llvm.extractvalue %3788[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3790 = llvm.extractvalue %3788[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3791 = arith.bitcast %3789 : i32 to f32
        %3792 = arith.bitcast %3790 : i32 to f32
        %3793 = arith.bitcast %3727 : f32 to i32
        %3794 = arith.bitcast %3728 : f32 to i32
        %c-8388608_i32_470 = arith.constant -8388608 : i32
        %3795 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3793, %3794, %3756, %c-8388608_i32_470 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3796 = llvm.extractvalue %3795[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3797 = llvm.extractvalue %3795[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3798 = arith.bitcast %3796 : i32 to f32
        %3799 = arith.bitcast %3797 : i32 to f32
        %3800 = arith.bitcast %3729 : f32 to i32
        %3801 = arith.bitcast %3730 : f32 to i32
        %c-8388608_i32_471 = arith.constant -8388608 : i32
        %3802 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3800, %3801, %3756, %c-8388608_i32_471 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3803 = llvm.extractvalue %3802[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3804 = llvm.extractvalue %3802[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3805 = arith.bitcast %3803 : i32 to f32
        %3806 = arith.bitcast %3804 : i32 to f32
        %3807 = arith.bitcast %3731 : f32 to i32
        %3808 = arith.bitcast %3732 : f32 to i32
        %c-8388608_i32_472 = arith.constant -8388608 : i32
        %3809 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3807, %3808, %3756, %c-8388608_i32_472 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3810 = llvm.extractvalue %3809[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3811 = llvm.extractvalue %3809[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3812 = arith.bitcast %3810 : i32 to f32
        %3813 = arith.bitcast %3811 : i32 to f32
        %3814 = arith.bitcast %3733 : f32 to i32
        %3815 = arith.bitcast %3734 : f32 to i32
        %c-8388608_i32_473 = arith.constant -8388608 : i32
        %3816 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3814, %3815, %3757, %c-8388608_i32_473 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3817 = llvm.extractvalue %3816[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3818 = llvm.extractvalue %3816[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3819 = arith.bitcast %3817 : i32 to f32
        %3820 = arith.bitcast %3818 : i32 to f32
        %3821 = arith.bitcast %3735 : f32 to i32
        %3822 = arith.bitcast %3736 : f32 to i32
        %c-8388608_i32_474 = arith.constant -8388608 : i32
        %3823 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3821, %3822, %3757, %c-8388608_i32_474 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3824 = llvm.extractvalue %3823[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3825 = llvm.extractvalue %3823[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3826 = arith.bitcast %3824 : i32 to f32
        %3827 = arith.bitcast %3825 : i32 to f32
        %3828 = arith.bitcast %3737 : f32 to i32
        %3829 = arith.bitcast %3738 : f32 to i32
        %c-8388608_i32_475 = arith.constant -8388608 : i32
        %3830 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3828, %3829, %3757, %c-8388608_i32_475 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3831 = llvm.extractvalue %3830[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3832 = llvm.extractvalue %3830[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3833 = arith.bitcast %3831 : i32 to f32
        %3834 = arith.bitcast %3832 : i32 to f32
        %3835 = arith.bitcast %3739 : f32 to i32
        %3836 = arith.bitcast %3740 : f32 to i32
        %c-8388608_i32_476 = arith.constant -8388608 : i32
        %3837 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3835, %3836, %3757, %c-8388608_i32_476 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3838 = llvm.extractvalue %3837[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3839 = llvm.extractvalue %3837[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3840 = arith.bitcast %3838 : i32 to f32
        %3841 = arith.bitcast %3839 : i32 to f32
        %3842 = arith.bitcast %3741 : f32 to i32
        %3843 = arith.bitcast %3742 : f32 to i32
        %c-8388608_i32_477 = arith.constant -8388608 : i32
        %3844 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3842, %3843, %3757, %c-8388608_i32_477 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3845 = llvm.extractvalue %3844[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3846 = llvm.extractvalue %3844[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3847 = arith.bitcast %3845 : i32 to f32
        %3848 = arith.bitcast %3846 : i32 to f32
        %3849 = arith.bitcast %3743 : f32 to i32
        %3850 = arith.bitcast %3744 : f32 to i32
        %c-8388608_i32_478 = arith.constant -8388608 : i32
        %3851 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3849, %3850, %3757, %c-8388608_i32_478 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3852 = llvm.extractvalue %3851[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3853 = llvm.extractvalue %3851[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3854 = arith.bitcast %3852 : i32 to f32
        %3855 = arith.bitcast %3853 : i32 to f32
        %3856 = arith.bitcast %3745 : f32 to i32
        %3857 = arith.bitcast %3746 : f32 to i32
        %c-8388608_i32_479 = arith.constant -8388608 : i32
        %3858 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3856, %3857, %3757, %c-8388608_i32_479 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3859 = llvm.extractvalue %3858[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3860 = llvm.extractvalue %3858[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3861 = arith.bitcast %3859 : i32 to f32
        %3862 = arith.bitcast %3860 : i32 to f32
        %3863 = arith.bitcast %3747 : f32 to i32
        %3864 = arith.bitcast %3748 : f32 to i32
        %c-8388608_i32_480 = arith.constant -8388608 : i32
        %3865 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3863, %3864, %3757, %c-8388608_i32_480 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3866 = llvm.extractvalue %3865[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3867 = llvm.extractvalue %3865[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3868 = arith.bitcast %3866 : i32 to f32
        %3869 = arith.bitcast %3867 : i32 to f32
        %3870 = vector.from_elements %3763, %3764, %3770, %3771, %3777, %3778, %3784, %3785, %3791, %3792, %3798, %3799, %3805, %3806, %3812, %3813 : vector<16xf32>
        %3871 = vector.from_elements %3819, %3820, %3826, %3827, %3833, %3834, %3840, %3841, %3847, %3848, %3854, %3855, %3861, %3862, %3868, %3869 : vector<16xf32>
        scf.yield %3870, %3871 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %672, %673 : vector<16xf32>, vector<16xf32>
      }
      %680 = vector.extract %679#0[0] : f32 from vector<16xf32>
      %cst_138 = arith.constant 0xFF800000 : f32
      %681 = arith.maxnumf %cst_138, %680 fastmath<fast> : f32
      %682 = vector.extract %679#0[1] : f32 from vector<16xf32>
      %683 = arith.maxnumf %681, %682 fastmath<fast> : f32
      %684 = vector.extract %679#0[2] : f32 from vector<16xf32>
      %685 = arith.maxnumf %683, %684 fastmath<fast> : f32
      %686 = vector.extract %679#0[3] : f32 from vector<16xf32>
      %687 = arith.maxnumf %685, %686 fastmath<fast> : f32
      %688 = vector.extract %679#0[4] : f32 from vector<16xf32>
      %689 = arith.maxnumf %687, %688 fastmath<fast> : f32
      %690 = vector.extract %679#0[5] : f32 from vector<16xf32>
      %691 = arith.maxnumf %689, %690 fastmath<fast> : f32
      %692 = vector.extract %679#0[6] : f32 from vector<16xf32>
      %693 = arith.maxnumf %691, %692 fastmath<fast> : f32
      %694 = vector.extract %679#0[7] : f32 from vector<16xf32>
      %695 = arith.maxnumf %693, %694 fastmath<fast> : f32
      %696 = vector.extract %679#0[8] : f32 from vector<16xf32>
      %697 = arith.maxnumf %695, %696 fastmath<fast> : f32
      %698 = vector.extract %679#0[9] : f32 from vector<16xf32>
      %699 = arith.maxnumf %697, %698 fastmath<fast> : f32
      %700 = vector.extract %679#0[10] : f32 from vector<16xf32>
      %701 = arith.maxnumf %699, %700 fastmath<fast> : f32
      %702 = vector.extract %679#0[11] : f32 from vector<16xf32>
      %703 = arith.maxnumf %701, %702 fastmath<fast> : f32
      %704 = vector.extract %679#0[12] : f32 from vector<16xf32>
      %705 = arith.maxnumf %703, %704 fastmath<fast> : f32
      %706 = vector.extract %679#0[13] : f32 from vector<16xf32>
      %707 = arith.maxnumf %705, %706 fastmath<fast> : f32
      %708 = vector.extract %679#0[14] : f32 from vector<16xf32>
      %709 = arith.maxnumf %707, %708 fastmath<fast> : f32
      %710 = vector.extract %679#0[15] : f32 from vector<16xf32>
      %711 = arith.maxnumf %709, %710 fastmath<fast> : f32
      %712 = vector.extract %679#1[0] : f32 from vector<16xf32>
      %713 = arith.maxnumf %711, %712 fastmath<fast> : f32
      %714 = vector.extract %679#1[1] : f32 from vector<16xf32>
      %715 = arith.maxnumf %713, %714 fastmath<fast> : f32
      %716 = vector.extract %679#1[2] : f32 from vector<16xf32>
      %717 = arith.maxnumf %715, %716 fastmath<fast> : f32
      %718 = vector.extract %679#1[3] : f32 from vector<16xf32>
      %719 = arith.maxnumf %717, %718 fastmath<fast> : f32
      %720 = vector.extract %679#1[4] : f32 from vector<16xf32>
      %721 = arith.maxnumf %719, %720 fastmath<fast> : f32
      %722 = vector.extract %679#1[5] : f32 from vector<16xf32>
      %723 = arith.maxnumf %721, %722 fastmath<fast> : f32
      %724 = vector.extract %679#1[6] : f32 from vector<16xf32>
      %725 = arith.maxnumf %723, %724 fastmath<fast> : f32
      %726 = vector.extract %679#1[7] : f32 from vector<16xf32>
      %727 = arith.maxnumf %725, %726 fastmath<fast> : f32
      %728 = vector.extract %679#1[8] : f32 from vector<16xf32>
      %729 = arith.maxnumf %727, %728 fastmath<fast> : f32
      %730 = vector.extract %679#1[9] : f32 from vector<16xf32>
      %731 = arith.maxnumf %729, %730 fastmath<fast> : f32
      %732 = vector.extract %679#1[10] : f32 from vector<16xf32>
      %733 = arith.maxnumf %731, %732 fastmath<fast> : f32
      %734 = vector.extract %679#1[11] : f32 from vector<16xf32>
      %735 = arith.maxnumf %733, %734 fastmath<fast> : f32
      %736 = vector.extract %679#1[12] : f32 from vector<16xf32>
      %737 = arith.maxnumf %735, %736 fastmath<fast> : f32
      %738 = vector.extract %679#1[13] : f32 from vector<16xf32>
      %739 = arith.maxnumf %737, %738 fastmath<fast> : f32
      %740 = vector.extract %679#1[14] : f32 from vector<16xf32>
      %741 = arith.maxnumf %739, %740 fastmath<fast> : f32
      %742 = vector.extract %679#1[15] : f32 from vector<16xf32>
      %743 = arith.maxnumf %741, %742 fastmath<fast> : f32
      %744 = arith.bitcast %743 : f32 to i32
      %745 = rocdl.permlane32.swap %744, %744, false, true : (i32, i32) -> <(i32, i32)>
      %746 = llvm.extractvalue %745[0] : !llvm.struct<(i32, i32)> 
      %747 = llvm.extractvalue %745[1] : !llvm.struct<(i32, i32)> 
      %748 = arith.bitcast %746 : i32 to f32
      %749 = arith.bitcast %747 : i32 to f32
      %750 = arith.maxnumf %748, %749 fastmath<fast> : f32
      %cst_139 = arith.constant -3.000000e+38 : f32
      %751 = arith.maxnumf %750, %cst_139 fastmath<fast> : f32
      %752 = vector.extract %679#0[0] : f32 from vector<16xf32>
      %753 = arith.subf %752, %751 fastmath<fast> : f32
      %754 = vector.extract %679#0[1] : f32 from vector<16xf32>
      %755 = arith.subf %754, %751 fastmath<fast> : f32
      %756 = vector.extract %679#0[2] : f32 from vector<16xf32>
      %757 = arith.subf %756, %751 fastmath<fast> : f32
      %758 = vector.extract %679#0[3] : f32 from vector<16xf32>
      %759 = arith.subf %758, %751 fastmath<fast> : f32
      %760 = vector.extract %679#0[4] : f32 from vector<16xf32>
      %761 = arith.subf %760, %751 fastmath<fast> : f32
      %762 = vector.extract %679#0[5] : f32 from vector<16xf32>
      %763 = arith.subf %762, %751 fastmath<fast> : f32
      %764 = vector.extract %679#0[6] : f32 from vector<16xf32>
      %765 = arith.subf %764, %751 fastmath<fast> : f32
      %766 = vector.extract %679#0[7] : f32 from vector<16xf32>
      %767 = arith.subf %766, %751 fastmath<fast> : f32
      %768 = vector.extract %679#0[8] : f32 from vector<16xf32>
      %769 = arith.subf %768, %751 fastmath<fast> : f32
      %770 = vector.extract %679#0[9] : f32 from vector<16xf32>
      %771 = arith.subf %770, %751 fastmath<fast> : f32
      %772 = vector.extract %679#0[10] : f32 from vector<16xf32>
      %773 = arith.subf %772, %751 fastmath<fast> : f32
      %774 = vector.extract %679#0[11] : f32 from vector<16xf32>
      %775 = arith.subf %774, %751 fastmath<fast> : f32
      %776 = vector.extract %679#0[12] : f32 from vector<16xf32>
      %777 = arith.subf %776, %751 fastmath<fast> : f32
      %778 = vector.extract %679#0[13] : f32 from vector<16xf32>
      %779 = arith.subf %778, %751 fastmath<fast> : f32
      %780 = vector.extract %679#0[14] : f32 from vector<16xf32>
      %781 = arith.subf %780, %751 fastmath<fast> : f32
      %782 = vector.extract %679#0[15] : f32 from vector<16xf32>
      %783 = arith.subf %782, %751 fastmath<fast> : f32
      %784 = vector.extract %679#1[0] : f32 from vector<16xf32>
      %785 = arith.subf %784, %751 fastmath<fast> : f32
      %786 = vector.extract %679#1[1] : f32 from vector<16xf32>
      %787 = arith.subf %786, %751 fastmath<fast> : f32
      %788 = vector.extract %679#1[2] : f32 from vector<16xf32>
      %789 = arith.subf %788, %751 fastmath<fast> : f32
      %790 = vector.extract %679#1[3] : f32 from vector<16xf32>
      %791 = arith.subf %790, %751 fastmath<fast> : f32
      %792 = vector.extract %679#1[4] : f32 from vector<16xf32>
      %793 = arith.subf %792, %751 fastmath<fast> : f32
      %794 = vector.extract %679#1[5] : f32 from vector<16xf32>
      %795 = arith.subf %794, %751 fastmath<fast> : f32
      %796 = vector.extract %679#1[6] : f32 from vector<16xf32>
      %797 = arith.subf %796, %751 fastmath<fast> : f32
      %798 = vector.extract %679#1[7] : f32 from vector<16xf32>
      %799 = arith.subf %798, %751 fastmath<fast> : f32
      %800 = vector.extract %679#1[8] : f32 from vector<16xf32>
      %801 = arith.subf %800, %751 fastmath<fast> : f32
      %802 = vector.extract %679#1[9] : f32 from vector<16xf32>
      %803 = arith.subf %802, %751 fastmath<fast> : f32
      %804 = vector.extract %679#1[10] : f32 from vector<16xf32>
      %805 = arith.subf %804, %751 fastmath<fast> : f32
      %806 = vector.extract %679#1[11] : f32 from vector<16xf32>
      %807 = arith.subf %806, %751 fastmath<fast> : f32
      %808 = vector.extract %679#1[12] : f32 from vector<16xf32>
      %809 = arith.subf %808, %751 fastmath<fast> : f32
      %810 = vector.extract %679#1[13] : f32 from vector<16xf32>
      %811 = arith.subf %810, %751 fastmath<fast> : f32
      %812 = vector.extract %679#1[14] : f32 from vector<16xf32>
      %813 = arith.subf %812, %751 fastmath<fast> : f32
      %814 = vector.extract %679#1[15] : f32 from vector<16xf32>
      %815 = arith.subf %814, %751 fastmath<fast> : f32
      %816 = vector.from_elements %753, %755, %757, %759, %761, %763, %765, %767, %769, %771, %773, %775, %777, %779, %781, %783 : vector<16xf32>
      %817 = vector.from_elements %785, %787, %789, %791, %793, %795, %797, %799, %801, %803, %805, %807, %809, %811, %813, %815 : vector<16xf32>
      %818 = vector.extract %816[0] : f32 from vector<16xf32>
      %819 = vector.extract %816[1] : f32 from vector<16xf32>
      %820 = vector.extract %816[2] : f32 from vector<16xf32>
      %821 = vector.extract %816[3] : f32 from vector<16xf32>
      %822 = vector.extract %816[4] : f32 from vector<16xf32>
      %823 = vector.extract %816[5] : f32 from vector<16xf32>
      %824 = vector.extract %816[6] : f32 from vector<16xf32>
      %825 = vector.extract %816[7] : f32 from vector<16xf32>
      %826 = vector.extract %816[8] : f32 from vector<16xf32>
      %827 = vector.extract %816[9] : f32 from vector<16xf32>
      %828 = vector.extract %816[10] : f32 from vector<16xf32>
      %829 = vector.extract %816[11] : f32 from vector<16xf32>
      %830 = vector.extract %816[12] : f32 from vector<16xf32>
      %831 = vector.extract %816[13] : f32 from vector<16xf32>
      %832 = vector.extract %816[14] : f32 from vector<16xf32>
      %833 = vector.extract %816[15] : f32 from vector<16xf32>
      %834 = rocdl.exp2 %818 f32 -> f32
      %835 = rocdl.exp2 %819 f32 -> f32
      %836 = rocdl.exp2 %820 f32 -> f32
      %837 = rocdl.exp2 %821 f32 -> f32
      %838 = rocdl.exp2 %822 f32 -> f32
      %839 = rocdl.exp2 %823 f32 -> f32
      %840 = rocdl.exp2 %824 f32 -> f32
      %841 = rocdl.exp2 %825 f32 -> f32
      %842 = rocdl.exp2 %826 f32 -> f32
      %843 = rocdl.exp2 %827 f32 -> f32
      %844 = rocdl.exp2 %828 f32 -> f32
      %845 = rocdl.exp2 %829 f32 -> f32
      %846 = rocdl.exp2 %830 f32 -> f32
      %847 = rocdl.exp2 %831 f32 -> f32
      %848 = rocdl.exp2 %832 f32 -> f32
      %849 = rocdl.exp2 %833 f32 -> f32
      %850 = vector.from_elements %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849 : vector<16xf32>
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c0_i32_140 = arith.constant 0 : i32
      %851 = arith.index_cast %c0_i32_140 : i32 to index
      %c2_141 = arith.constant 2 : index
      %852 = arith.addi %c2_141, %851 : index
      %c64_i32_142 = arith.constant 64 : i32
      %853 = arith.index_cast %c64_i32_142 : i32 to index
      %854 = arith.muli %852, %853 : index
      %855 = arith.muli %854, %7 : index
      %c8_i32_143 = arith.constant 8 : i32
      %856 = arith.index_cast %c8_i32_143 : i32 to index
      %857 = arith.muli %134, %856 : index
      %858 = arith.addi %857, %22 : index
      %c8_i32_144 = arith.constant 8 : i32
      %859 = arith.index_cast %c8_i32_144 : i32 to index
      %860 = arith.muli %136, %859 : index
      %c0_i32_145 = arith.constant 0 : i32
      %861 = arith.index_cast %c0_i32_145 : i32 to index
      %862 = arith.addi %860, %861 : index
      %863 = arith.muli %858, %7 : index
      %864 = arith.addi %58, %863 : index
      %865 = arith.addi %864, %862 : index
      %866 = fly.inttoptr(%204) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %867 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %868 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %869 = fly.make_layout(%867, %868) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %870 = fly.make_view(%866, %869) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %871 = arith.index_cast %865 : index to i32
      %872 = fly.make_int_tuple(%871) : (i32) -> !fly.int_tuple<(*,?)>
      %873 = fly.slice(%110, %872) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %874 = arith.index_cast %855 : index to i32
      %875 = fly.atom.set_value(%125, "soffset", %874) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%875, %873, %870) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_146 = arith.constant 8 : i32
      %876 = arith.index_cast %c8_i32_146 : i32 to index
      %877 = arith.muli %134, %876 : index
      %878 = arith.addi %877, %22 : index
      %c8_i32_147 = arith.constant 8 : i32
      %879 = arith.index_cast %c8_i32_147 : i32 to index
      %880 = arith.muli %136, %879 : index
      %c64_i32_148 = arith.constant 64 : i32
      %881 = arith.index_cast %c64_i32_148 : i32 to index
      %882 = arith.addi %880, %881 : index
      %883 = arith.muli %878, %7 : index
      %884 = arith.addi %58, %883 : index
      %885 = arith.addi %884, %882 : index
      %886 = fly.inttoptr(%213) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %887 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %888 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %889 = fly.make_layout(%887, %888) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %890 = fly.make_view(%886, %889) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %891 = arith.index_cast %885 : index to i32
      %892 = fly.make_int_tuple(%891) : (i32) -> !fly.int_tuple<(*,?)>
      %893 = fly.slice(%110, %892) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %894 = arith.index_cast %855 : index to i32
      %895 = fly.atom.set_value(%125, "soffset", %894) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%895, %893, %890) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %896 = vector.shuffle %850, %817 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>, vector<16xf32>
      %c1_149 = arith.constant 1 : index
      %897 = arith.subi %162, %c1_149 : index
      %c3 = arith.constant 3 : index
      %c2_150 = arith.constant 2 : index
      %cst_151 = arith.constant 0.000000e+00 : f32
      %898:7 = scf.for %arg20 = %c3 to %897 step %c2_150 iter_args(%arg21 = %751, %arg22 = %cst_151, %arg23 = %0, %arg24 = %0, %arg25 = %0, %arg26 = %0, %arg27 = %896) -> (f32, f32, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xf32>) {
        %3717 = vector.shuffle %arg27, %arg27 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>, vector<32xf32>
        %3718 = vector.shuffle %arg27, %arg27 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>, vector<32xf32>
        %3719 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c2_462 = arith.constant 2 : index
        %3720 = arith.subi %arg20, %c2_462 : index
        %c64 = arith.constant 64 : index
        %3721 = arith.muli %3720, %c64 : index
        %3722 = arith.muli %3721, %7 : index
        %c8_i32_463 = arith.constant 8 : i32
        %3723 = arith.index_cast %c8_i32_463 : i32 to index
        %3724 = arith.muli %134, %3723 : index
        %3725 = arith.addi %3724, %22 : index
        %c8_i32_464 = arith.constant 8 : i32
        %3726 = arith.index_cast %c8_i32_464 : i32 to index
        %3727 = arith.muli %136, %3726 : index
        %c0_i32_465 = arith.constant 0 : i32
        %3728 = arith.index_cast %c0_i32_465 : i32 to index
        %3729 = arith.addi %3727, %3728 : index
        %3730 = arith.muli %3725, %7 : index
        %3731 = arith.addi %58, %3730 : index
        %3732 = arith.addi %3731, %3729 : index
        %3733 = fly.inttoptr(%258) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %3734 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3735 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3736 = fly.make_layout(%3734, %3735) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %3737 = fly.make_view(%3733, %3736) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %3738 = arith.index_cast %3732 : index to i32
        %3739 = fly.make_int_tuple(%3738) : (i32) -> !fly.int_tuple<(*,?)>
        %3740 = fly.slice(%122, %3739) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %3741 = arith.index_cast %3722 : index to i32
        %3742 = fly.atom.set_value(%125, "soffset", %3741) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%3742, %3740, %3737) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_466 = arith.constant 8 : i32
        %3743 = arith.index_cast %c8_i32_466 : i32 to index
        %3744 = arith.muli %134, %3743 : index
        %3745 = arith.addi %3744, %22 : index
        %c8_i32_467 = arith.constant 8 : i32
        %3746 = arith.index_cast %c8_i32_467 : i32 to index
        %3747 = arith.muli %136, %3746 : index
        %c64_i32_468 = arith.constant 64 : i32
        %3748 = arith.index_cast %c64_i32_468 : i32 to index
        %3749 = arith.addi %3747, %3748 : index
        %3750 = arith.muli %3745, %7 : index
        %3751 = arith.addi %58, %3750 : index
        %3752 = arith.addi %3751, %3749 : index
        %3753 = fly.inttoptr(%267) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %3754 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3755 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %3756 = fly.make_layout(%3754, %3755) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %3757 = fly.make_view(%3753, %3756) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %3758 = arith.index_cast %3752 : index to i32
        %3759 = fly.make_int_tuple(%3758) : (i32) -> !fly.int_tuple<(*,?)>
        %3760 = fly.slice(%122, %3759) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %3761 = arith.index_cast %3722 : index to i32
        %3762 = fly.atom.set_value(%125, "soffset", %3761) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%3762, %3760, %3757) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c17024_i32_469 = arith.constant 17024 : i32
        %3763 = arith.index_cast %c17024_i32_469 : i32 to index
        %3764 = arith.addi %174, %3763 : index
        %c0_i32_470 = arith.constant 0 : i32
        %3765 = arith.index_cast %c0_i32_470 : i32 to index
        %3766 = arith.addi %3764, %3765 : index
        %c2_i32_471 = arith.constant 2 : i32
        %3767 = arith.index_cast %c2_i32_471 : i32 to index
        %3768 = arith.muli %3766, %3767 : index
        %3769 = arith.index_cast %3768 : index to i64
        %3770 = llvm.getelementptr %12[%3769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3771 = llvm.load %3770 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_472 = arith.constant 256 : i32
        %3772 = arith.index_cast %c256_i32_472 : i32 to index
        %3773 = arith.addi %3766, %3772 : index
        %c2_i32_473 = arith.constant 2 : i32
        %3774 = arith.index_cast %c2_i32_473 : i32 to index
        %3775 = arith.muli %3773, %3774 : index
        %3776 = arith.index_cast %3775 : index to i64
        %3777 = llvm.getelementptr %12[%3776] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3778 = llvm.load %3777 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_474 = arith.constant 17024 : i32
        %3779 = arith.index_cast %c17024_i32_474 : i32 to index
        %3780 = arith.addi %174, %3779 : index
        %c16_i32_475 = arith.constant 16 : i32
        %3781 = arith.index_cast %c16_i32_475 : i32 to index
        %3782 = arith.addi %3780, %3781 : index
        %c2_i32_476 = arith.constant 2 : i32
        %3783 = arith.index_cast %c2_i32_476 : i32 to index
        %3784 = arith.muli %3782, %3783 : index
        %3785 = arith.index_cast %3784 : index to i64
        %3786 = llvm.getelementptr %12[%3785] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3787 = llvm.load %3786 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_477 = arith.constant 256 : i32
        %3788 = arith.index_cast %c256_i32_477 : i32 to index
        %3789 = arith.addi %3782, %3788 : index
        %c2_i32_478 = arith.constant 2 : i32
        %3790 = arith.index_cast %c2_i32_478 : i32 to index
        %3791 = arith.muli %3789, %3790 : index
        %3792 = arith.index_cast %3791 : index to i64
        %3793 = llvm.getelementptr %12[%3792] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3794 = llvm.load %3793 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_479 = arith.constant 17024 : i32
        %3795 = arith.index_cast %c17024_i32_479 : i32 to index
        %3796 = arith.addi %174, %3795 : index
        %c32_i32_480 = arith.constant 32 : i32
        %3797 = arith.index_cast %c32_i32_480 : i32 to index
        %3798 = arith.addi %3796, %3797 : index
        %c2_i32_481 = arith.constant 2 : i32
        %3799 = arith.index_cast %c2_i32_481 : i32 to index
        %3800 = arith.muli %3798, %3799 : index
        %3801 = arith.index_cast %3800 : index to i64
        %3802 = llvm.getelementptr %12[%3801] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3803 = llvm.load %3802 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_482 = arith.constant 256 : i32
        %3804 = arith.index_cast %c256_i32_482 : i32 to index
        %3805 = arith.addi %3798, %3804 : index
        %c2_i32_483 = arith.constant 2 : i32
        %3806 = arith.index_cast %c2_i32_483 : i32 to index
        %3807 = arith.muli %3805, %3806 : index
        %3808 = arith.index_cast %3807 : index to i64
        %3809 = llvm.getelementptr %12[%3808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3810 = llvm.load %3809 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_484 = arith.constant 17024 : i32
        %3811 = arith.index_cast %c17024_i32_484 : i32 to index
        %3812 = arith.addi %174, %3811 : index
        %c48_i32_485 = arith.constant 48 : i32
        %3813 = arith.index_cast %c48_i32_485 : i32 to index
        %3814 = arith.addi %3812, %3813 : index
        %c2_i32_486 = arith.constant 2 : i32
        %3815 = arith.index_cast %c2_i32_486 : i32 to index
        %3816 = arith.muli %3814, %3815 : index
        %3817 = arith.index_cast %3816 : index to i64
        %3818 = llvm.getelementptr %12[%3817] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3819 = llvm.load %3818 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_487 = arith.constant 256 : i32
        %3820 = arith.index_cast %c256_i32_487 : i32 to index
        %3821 = arith.addi %3814, %3820 : index
        %c2_i32_488 = arith.constant 2 : i32
        %3822 = arith.index_cast %c2_i32_488 : i32 to index
        %3823 = arith.muli %3821, %3822 : index
        %3824 = arith.index_cast %3823 : index to i64
        %3825 = llvm.getelementptr %12[%3824] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3826 = llvm.load %3825 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_489 = arith.constant 17024 : i32
        %3827 = arith.index_cast %c17024_i32_489 : i32 to index
        %3828 = arith.addi %174, %3827 : index
        %c4160_i32_490 = arith.constant 4160 : i32
        %3829 = arith.index_cast %c4160_i32_490 : i32 to index
        %3830 = arith.addi %3828, %3829 : index
        %c2_i32_491 = arith.constant 2 : i32
        %3831 = arith.index_cast %c2_i32_491 : i32 to index
        %3832 = arith.muli %3830, %3831 : index
        %3833 = arith.index_cast %3832 : index to i64
        %3834 = llvm.getelementptr %12[%3833] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3835 = llvm.load %3834 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_492 = arith.constant 256 : i32
        %3836 = arith.index_cast %c256_i32_492 : i32 to index
        %3837 = arith.addi %3830, %3836 : index
        %c2_i32_493 = arith.constant 2 : i32
        %3838 = arith.index_cast %c2_i32_493 : i32 to index
        %3839 = arith.muli %3837, %3838 : index
        %3840 = arith.index_cast %3839 : index to i64
        %3841 = llvm.getelementptr %12[%3840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3842 = llvm.load %3841 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_494 = arith.constant 17024 : i32
        %3843 = arith.index_cast %c17024_i32_494 : i32 to index
        %3844 = arith.addi %174, %3843 : index
        %c4176_i32_495 = arith.constant 4176 : i32
        %3845 = arith.index_cast %c4176_i32_495 : i32 to index
        %3846 = arith.addi %3844, %3845 : index
        %c2_i32_496 = arith.constant 2 : i32
        %3847 = arith.index_cast %c2_i32_496 : i32 to index
        %3848 = arith.muli %3846, %3847 : index
        %3849 = arith.index_cast %3848 : index to i64
        %3850 = llvm.getelementptr %12[%3849] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3851 = llvm.load %3850 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_497 = arith.constant 256 : i32
        %3852 = arith.index_cast %c256_i32_497 : i32 to index
        %3853 = arith.addi %3846, %3852 : index
        %c2_i32_498 = arith.constant 2 : i32
        %3854 = arith.index_cast %c2_i32_498 : i32 to index
        %3855 = arith.muli %3853, %3854 : index
        %3856 = arith.index_cast %3855 : index to i64
        %3857 = llvm.getelementptr %12[%3856] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3858 = llvm.load %3857 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_499 = arith.constant 17024 : i32
        %3859 = arith.index_cast %c17024_i32_499 : i32 to index
        %3860 = arith.addi %174, %3859 : index
        %c4192_i32_500 = arith.constant 4192 : i32
        %3861 = arith.index_cast %c4192_i32_500 : i32 to index
        %3862 = arith.addi %3860, %3861 : index
        %c2_i32_501 = arith.constant 2 : i32
        %3863 = arith.index_cast %c2_i32_501 : i32 to index
        %3864 = arith.muli %3862, %3863 : index
        %3865 = arith.index_cast %3864 : index to i64
        %3866 = llvm.getelementptr %12[%3865] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3867 = llvm.load %3866 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_502 = arith.constant 256 : i32
        %3868 = arith.index_cast %c256_i32_502 : i32 to index
        %3869 = arith.addi %3862, %3868 : index
        %c2_i32_503 = arith.constant 2 : i32
        %3870 = arith.index_cast %c2_i32_503 : i32 to index
        %3871 = arith.muli %3869, %3870 : index
        %3872 = arith.index_cast %3871 : index to i64
        %3873 = llvm.getelementptr %12[%3872] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3874 = llvm.load %3873 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c17024_i32_504 = arith.constant 17024 : i32
        %3875 = arith.index_cast %c17024_i32_504 : i32 to index
        %3876 = arith.addi %174, %3875 : index
        %c4208_i32_505 = arith.constant 4208 : i32
        %3877 = arith.index_cast %c4208_i32_505 : i32 to index
        %3878 = arith.addi %3876, %3877 : index
        %c2_i32_506 = arith.constant 2 : i32
        %3879 = arith.index_cast %c2_i32_506 : i32 to index
        %3880 = arith.muli %3878, %3879 : index
        %3881 = arith.index_cast %3880 : index to i64
        %3882 = llvm.getelementptr %12[%3881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3883 = llvm.load %3882 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_507 = arith.constant 256 : i32
        %3884 = arith.index_cast %c256_i32_507 : i32 to index
        %3885 = arith.addi %3878, %3884 : index
        %c2_i32_508 = arith.constant 2 : i32
        %3886 = arith.index_cast %c2_i32_508 : i32 to index
        %3887 = arith.muli %3885, %3886 : index
        %3888 = arith.index_cast %3887 : index to i64
        %3889 = llvm.getelementptr %12[%3888] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %3890 = llvm.load %3889 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %c2_509 = arith.constant 2 : index
        %3891 = arith.subi %arg20, %c2_509 : index
        %3892 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
        %3893 = fly.mma_atom_call_ssa(%126, %3771, %3892, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3894 = fly.mma_atom_call_ssa(%126, %3778, %3892, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3895 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
        %3896 = fly.mma_atom_call_ssa(%126, %3787, %3895, %3893) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3897 = fly.mma_atom_call_ssa(%126, %3794, %3895, %3894) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3898 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
        %3899 = fly.mma_atom_call_ssa(%126, %3803, %3898, %3896) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3900 = fly.mma_atom_call_ssa(%126, %3810, %3898, %3897) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3901 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
        %3902 = fly.mma_atom_call_ssa(%126, %3819, %3901, %3899) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3903 = fly.mma_atom_call_ssa(%126, %3826, %3901, %3900) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3904 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
        %3905 = fly.mma_atom_call_ssa(%126, %3835, %3904, %3902) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3906 = fly.mma_atom_call_ssa(%126, %3842, %3904, %3903) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3907 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
        %3908 = fly.mma_atom_call_ssa(%126, %3851, %3907, %3905) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3909 = fly.mma_atom_call_ssa(%126, %3858, %3907, %3906) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3910 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
        %3911 = fly.mma_atom_call_ssa(%126, %3867, %3910, %3908) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3912 = fly.mma_atom_call_ssa(%126, %3874, %3910, %3909) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3913 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
        %3914 = fly.mma_atom_call_ssa(%126, %3883, %3913, %3911) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3915 = fly.mma_atom_call_ssa(%126, %3890, %3913, %3912) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %3916 = vector.extract %3717[0] : f32 from vector<16xf32>
        %3917 = vector.extract %3717[1] : f32 from vector<16xf32>
        %3918 = vector.extract %3717[2] : f32 from vector<16xf32>
        %3919 = vector.extract %3717[3] : f32 from vector<16xf32>
        %3920 = vector.extract %3717[4] : f32 from vector<16xf32>
        %3921 = vector.extract %3717[5] : f32 from vector<16xf32>
        %3922 = vector.extract %3717[6] : f32 from vector<16xf32>
        %3923 = vector.extract %3717[7] : f32 from vector<16xf32>
        %3924 = vector.extract %3717[8] : f32 from vector<16xf32>
        %3925 = vector.extract %3717[9] : f32 from vector<16xf32>
        %3926 = vector.extract %3717[10] : f32 from vector<16xf32>
        %3927 = vector.extract %3717[11] : f32 from vector<16xf32>
        %3928 = vector.extract %3717[12] : f32 from vector<16xf32>
        %3929 = vector.extract %3717[13] : f32 from vector<16xf32>
        %3930 = vector.extract %3717[14] : f32 from vector<16xf32>
        %3931 = vector.extract %3717[15] : f32 from vector<16xf32>
        %3932 = vector.extract %3718[0] : f32 from vector<16xf32>
        %3933 = rocdl.exp2 %3932 f32 -> f32
        %3934 = vector.extract %3718[1] : f32 from vector<16xf32>
        %3935 = rocdl.exp2 %3934 f32 -> f32
        %3936 = vector.extract %3718[2] : f32 from vector<16xf32>
        %3937 = rocdl.exp2 %3936 f32 -> f32
        %3938 = vector.extract %3718[3] : f32 from vector<16xf32>
        %3939 = rocdl.exp2 %3938 f32 -> f32
        %3940 = vector.extract %3718[4] : f32 from vector<16xf32>
        %3941 = rocdl.exp2 %3940 f32 -> f32
        %3942 = vector.extract %3718[5] : f32 from vector<16xf32>
        %3943 = rocdl.exp2 %3942 f32 -> f32
        %3944 = vector.extract %3718[6] : f32 from vector<16xf32>
        %3945 = rocdl.exp2 %3944 f32 -> f32
        %3946 = vector.extract %3718[7] : f32 from vector<16xf32>
        %3947 = rocdl.exp2 %3946 f32 -> f32
        %3948 = vector.extract %3718[8] : f32 from vector<16xf32>
        %3949 = rocdl.exp2 %3948 f32 -> f32
        %3950 = vector.extract %3718[9] : f32 from vector<16xf32>
        %3951 = rocdl.exp2 %3950 f32 -> f32
        %3952 = vector.extract %3718[10] : f32 from vector<16xf32>
        %3953 = rocdl.exp2 %3952 f32 -> f32
        %3954 = vector.extract %3718[11] : f32 from vector<16xf32>
        %3955 = rocdl.exp2 %3954 f32 -> f32
        %3956 = vector.extract %3718[12] : f32 from vector<16xf32>
        %3957 = rocdl.exp2 %3956 f32 -> f32
        %3958 = vector.extract %3718[13] : f32 from vector<16xf32>
        %3959 = rocdl.exp2 %3958 f32 -> f32
        %3960 = vector.extract %3718[14] : f32 from vector<16xf32>
        %3961 = rocdl.exp2 %3960 f32 -> f32
        %3962 = vector.extract %3718[15] : f32 from vector<16xf32>
        %3963 = rocdl.exp2 %3962 f32 -> f32
        %3964 = vector.from_elements %3916, %3917, %3918, %3919, %3920, %3921, %3922, %3923, %3924, %3925, %3926, %3927, %3928, %3929, %3930, %3931 : vector<16xf32>
        %3965 = vector.from_elements %3933, %3935, %3937, %3939, %3941, %3943, %3945, %3947, %3949, %3951, %3953, %3955, %3957, %3959, %3961, %3963 : vector<16xf32>
        %3966 = arith.addf %3964, %3965 fastmath<fast> : vector<16xf32>
        %cst_510 = arith.constant 0.000000e+00 : f32
        %3967 = vector.reduction <add>, %3966, %cst_510 fastmath<fast> : vector<16xf32> into f32
        %3968 = arith.bitcast %3967 : f32 to i32
        %3969 = rocdl.permlane32.swap %3968, %3968, false, true : (i32, i32) -> <(i32, i32)>
        %3970 = llvm.extractvalue %3969[0] : !llvm.struct<(i32, i32)> 
        %3971 = llvm.extractvalue %3969[1] : !llvm.struct<(i32, i32)> 
        %3972 = arith.bitcast %3970 : i32 to f32
        %3973 = arith.bitcast %3971 : i32 to f32
        %3974 = arith.addf %3972, %3973 fastmath<fast> : f32
        %3975 = arith.addf %arg22, %3974 fastmath<fast> : f32
        %3976 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3916, %3917 : (f32, f32) -> i32
        %3977 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3918, %3919 : (f32, f32) -> i32
        %3978 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3920, %3921 : (f32, f32) -> i32
        %3979 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3922, %3923 : (f32, f32) -> i32
        %3980 = vector.from_elements %3976, %3977, %3978, %3979 : vector<4xi32>
        %3981 = vector.bitcast %3980 : vector<4xi32> to vector<8xbf16>
        %3982 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3933, %3935 : (f32, f32) -> i32
        %3983 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3937, %3939 : (f32, f32) -> i32
        %3984 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3941, %3943 : (f32, f32) -> i32
        %3985 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3945, %3947 : (f32, f32) -> i32
        %3986 = vector.from_elements %3982, %3983, %3984, %3985 : vector<4xi32>
        %3987 = vector.bitcast %3986 : vector<4xi32> to vector<8xbf16>
        %3988 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3924, %3925 : (f32, f32) -> i32
        %3989 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3926, %3927 : (f32, f32) -> i32
        %3990 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3928, %3929 : (f32, f32) -> i32
        %3991 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3930, %3931 : (f32, f32) -> i32
        %3992 = vector.from_elements %3988, %3989, %3990, %3991 : vector<4xi32>
        %3993 = vector.bitcast %3992 : vector<4xi32> to vector<8xbf16>
        %3994 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3949, %3951 : (f32, f32) -> i32
        %3995 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3953, %3955 : (f32, f32) -> i32
        %3996 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3957, %3959 : (f32, f32) -> i32
        %3997 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3961, %3963 : (f32, f32) -> i32
        %3998 = vector.from_elements %3994, %3995, %3996, %3997 : vector<4xi32>
        %3999 = vector.bitcast %3998 : vector<4xi32> to vector<8xbf16>
        %4000 = vector.shuffle %3981, %3993 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4001 = vector.shuffle %3987, %3999 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4002 = vector.shuffle %4000, %4001 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %4003 = llvm.inline_asm has_side_effects "", "=v,0" %4002 : (vector<32xbf16>) -> vector<32xbf16>
        %4004 = vector.shuffle %4003, %4003 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %4005 = vector.shuffle %4003, %4003 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %4006 = vector.shuffle %4003, %4003 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %4007 = vector.shuffle %4003, %4003 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
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
        %4008 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c64_511 = arith.constant 64 : index
        %4009 = arith.muli %arg20, %c64_511 : index
        %4010 = arith.muli %4009, %7 : index
        %c8_i32_512 = arith.constant 8 : i32
        %4011 = arith.index_cast %c8_i32_512 : i32 to index
        %4012 = arith.muli %134, %4011 : index
        %4013 = arith.addi %4012, %22 : index
        %c8_i32_513 = arith.constant 8 : i32
        %4014 = arith.index_cast %c8_i32_513 : i32 to index
        %4015 = arith.muli %136, %4014 : index
        %c0_i32_514 = arith.constant 0 : i32
        %4016 = arith.index_cast %c0_i32_514 : i32 to index
        %4017 = arith.addi %4015, %4016 : index
        %4018 = arith.muli %4013, %7 : index
        %4019 = arith.addi %58, %4018 : index
        %4020 = arith.addi %4019, %4017 : index
        %4021 = fly.inttoptr(%222) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4022 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4023 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4024 = fly.make_layout(%4022, %4023) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4025 = fly.make_view(%4021, %4024) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4026 = arith.index_cast %4020 : index to i32
        %4027 = fly.make_int_tuple(%4026) : (i32) -> !fly.int_tuple<(*,?)>
        %4028 = fly.slice(%110, %4027) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4029 = arith.index_cast %4010 : index to i32
        %4030 = fly.atom.set_value(%125, "soffset", %4029) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4030, %4028, %4025) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_515 = arith.constant 8 : i32
        %4031 = arith.index_cast %c8_i32_515 : i32 to index
        %4032 = arith.muli %134, %4031 : index
        %4033 = arith.addi %4032, %22 : index
        %c8_i32_516 = arith.constant 8 : i32
        %4034 = arith.index_cast %c8_i32_516 : i32 to index
        %4035 = arith.muli %136, %4034 : index
        %c64_i32_517 = arith.constant 64 : i32
        %4036 = arith.index_cast %c64_i32_517 : i32 to index
        %4037 = arith.addi %4035, %4036 : index
        %4038 = arith.muli %4033, %7 : index
        %4039 = arith.addi %58, %4038 : index
        %4040 = arith.addi %4039, %4037 : index
        %4041 = fly.inttoptr(%231) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4042 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4043 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4044 = fly.make_layout(%4042, %4043) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4045 = fly.make_view(%4041, %4044) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4046 = arith.index_cast %4040 : index to i32
        %4047 = fly.make_int_tuple(%4046) : (i32) -> !fly.int_tuple<(*,?)>
        %4048 = fly.slice(%110, %4047) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4049 = arith.index_cast %4010 : index to i32
        %4050 = fly.atom.set_value(%125, "soffset", %4049) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4050, %4048, %4045) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8320_i32_518 = arith.constant 8320 : i32
        %4051 = arith.index_cast %c8320_i32_518 : i32 to index
        %4052 = arith.addi %195, %4051 : index
        %c2_i32_519 = arith.constant 2 : i32
        %4053 = arith.index_cast %c2_i32_519 : i32 to index
        %4054 = arith.muli %4052, %4053 : index
        %4055 = arith.addi %4054, %11 : index
        %4056 = arith.index_cast %4055 : index to i32
        %4057 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %4056 : (i32) -> vector<2xi32>
        %4058 = vector.bitcast %4057 : vector<2xi32> to vector<4xbf16>
        %c2_i32_520 = arith.constant 2 : i32
        %4059 = arith.index_cast %c2_i32_520 : i32 to index
        %4060 = arith.muli %4052, %4059 : index
        %4061 = arith.addi %4060, %11 : index
        %4062 = arith.index_cast %4061 : index to i32
        %4063 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %4062 : (i32) -> vector<2xi32>
        %4064 = vector.bitcast %4063 : vector<2xi32> to vector<4xbf16>
        %4065 = vector.shuffle %4058, %4064 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_521 = arith.constant 2 : i32
        %4066 = arith.index_cast %c2_i32_521 : i32 to index
        %4067 = arith.muli %4052, %4066 : index
        %4068 = arith.addi %4067, %11 : index
        %4069 = arith.index_cast %4068 : index to i32
        %4070 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %4069 : (i32) -> vector<2xi32>
        %4071 = vector.bitcast %4070 : vector<2xi32> to vector<4xbf16>
        %c2_i32_522 = arith.constant 2 : i32
        %4072 = arith.index_cast %c2_i32_522 : i32 to index
        %4073 = arith.muli %4052, %4072 : index
        %4074 = arith.addi %4073, %11 : index
        %4075 = arith.index_cast %4074 : index to i32
        %4076 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %4075 : (i32) -> vector<2xi32>
        %4077 = vector.bitcast %4076 : vector<2xi32> to vector<4xbf16>
        %4078 = vector.shuffle %4071, %4077 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_523 = arith.constant 2 : i32
        %4079 = arith.index_cast %c2_i32_523 : i32 to index
        %4080 = arith.muli %4052, %4079 : index
        %4081 = arith.addi %4080, %11 : index
        %4082 = arith.index_cast %4081 : index to i32
        %4083 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %4082 : (i32) -> vector<2xi32>
        %4084 = vector.bitcast %4083 : vector<2xi32> to vector<4xbf16>
        %c2_i32_524 = arith.constant 2 : i32
        %4085 = arith.index_cast %c2_i32_524 : i32 to index
        %4086 = arith.muli %4052, %4085 : index
        %4087 = arith.addi %4086, %11 : index
        %4088 = arith.index_cast %4087 : index to i32
        %4089 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %4088 : (i32) -> vector<2xi32>
        %4090 = vector.bitcast %4089 : vector<2xi32> to vector<4xbf16>
        %4091 = vector.shuffle %4084, %4090 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_525 = arith.constant 2 : i32
        %4092 = arith.index_cast %c2_i32_525 : i32 to index
        %4093 = arith.muli %4052, %4092 : index
        %4094 = arith.addi %4093, %11 : index
        %4095 = arith.index_cast %4094 : index to i32
        %4096 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %4095 : (i32) -> vector<2xi32>
        %4097 = vector.bitcast %4096 : vector<2xi32> to vector<4xbf16>
        %c2_i32_526 = arith.constant 2 : i32
        %4098 = arith.index_cast %c2_i32_526 : i32 to index
        %4099 = arith.muli %4052, %4098 : index
        %4100 = arith.addi %4099, %11 : index
        %4101 = arith.index_cast %4100 : index to i32
        %4102 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %4101 : (i32) -> vector<2xi32>
        %4103 = vector.bitcast %4102 : vector<2xi32> to vector<4xbf16>
        %4104 = vector.shuffle %4097, %4103 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_527 = arith.constant 2 : i32
        %4105 = arith.index_cast %c2_i32_527 : i32 to index
        %4106 = arith.muli %4052, %4105 : index
        %4107 = arith.addi %4106, %11 : index
        %4108 = arith.index_cast %4107 : index to i32
        %4109 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %4108 : (i32) -> vector<2xi32>
        %4110 = vector.bitcast %4109 : vector<2xi32> to vector<4xbf16>
        %c2_i32_528 = arith.constant 2 : i32
        %4111 = arith.index_cast %c2_i32_528 : i32 to index
        %4112 = arith.muli %4052, %4111 : index
        %4113 = arith.addi %4112, %11 : index
        %4114 = arith.index_cast %4113 : index to i32
        %4115 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %4114 : (i32) -> vector<2xi32>
        %4116 = vector.bitcast %4115 : vector<2xi32> to vector<4xbf16>
        %4117 = vector.shuffle %4110, %4116 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_529 = arith.constant 2 : i32
        %4118 = arith.index_cast %c2_i32_529 : i32 to index
        %4119 = arith.muli %4052, %4118 : index
        %4120 = arith.addi %4119, %11 : index
        %4121 = arith.index_cast %4120 : index to i32
        %4122 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %4121 : (i32) -> vector<2xi32>
        %4123 = vector.bitcast %4122 : vector<2xi32> to vector<4xbf16>
        %c2_i32_530 = arith.constant 2 : i32
        %4124 = arith.index_cast %c2_i32_530 : i32 to index
        %4125 = arith.muli %4052, %4124 : index
        %4126 = arith.addi %4125, %11 : index
        %4127 = arith.index_cast %4126 : index to i32
        %4128 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %4127 : (i32) -> vector<2xi32>
        %4129 = vector.bitcast %4128 : vector<2xi32> to vector<4xbf16>
        %4130 = vector.shuffle %4123, %4129 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_531 = arith.constant 2 : i32
        %4131 = arith.index_cast %c2_i32_531 : i32 to index
        %4132 = arith.muli %4052, %4131 : index
        %4133 = arith.addi %4132, %11 : index
        %4134 = arith.index_cast %4133 : index to i32
        %4135 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %4134 : (i32) -> vector<2xi32>
        %4136 = vector.bitcast %4135 : vector<2xi32> to vector<4xbf16>
        %c2_i32_532 = arith.constant 2 : i32
        %4137 = arith.index_cast %c2_i32_532 : i32 to index
        %4138 = arith.muli %4052, %4137 : index
        %4139 = arith.addi %4138, %11 : index
        %4140 = arith.index_cast %4139 : index to i32
        %4141 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %4140 : (i32) -> vector<2xi32>
        %4142 = vector.bitcast %4141 : vector<2xi32> to vector<4xbf16>
        %4143 = vector.shuffle %4136, %4142 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_533 = arith.constant 2 : i32
        %4144 = arith.index_cast %c2_i32_533 : i32 to index
        %4145 = arith.muli %4052, %4144 : index
        %4146 = arith.addi %4145, %11 : index
        %4147 = arith.index_cast %4146 : index to i32
        %4148 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %4147 : (i32) -> vector<2xi32>
        %4149 = vector.bitcast %4148 : vector<2xi32> to vector<4xbf16>
        %c2_i32_534 = arith.constant 2 : i32
        %4150 = arith.index_cast %c2_i32_534 : i32 to index
        %4151 = arith.muli %4052, %4150 : index
        %4152 = arith.addi %4151, %11 : index
        %4153 = arith.index_cast %4152 : index to i32
        %4154 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %4153 : (i32) -> vector<2xi32>
        %4155 = vector.bitcast %4154 : vector<2xi32> to vector<4xbf16>
        %4156 = vector.shuffle %4149, %4155 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_535 = arith.constant 2 : i32
        %4157 = arith.index_cast %c2_i32_535 : i32 to index
        %4158 = arith.muli %4052, %4157 : index
        %4159 = arith.addi %4158, %11 : index
        %4160 = arith.index_cast %4159 : index to i32
        %4161 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %4160 : (i32) -> vector<2xi32>
        %4162 = vector.bitcast %4161 : vector<2xi32> to vector<4xbf16>
        %c2_i32_536 = arith.constant 2 : i32
        %4163 = arith.index_cast %c2_i32_536 : i32 to index
        %4164 = arith.muli %4052, %4163 : index
        %4165 = arith.addi %4164, %11 : index
        %4166 = arith.index_cast %4165 : index to i32
        %4167 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %4166 : (i32) -> vector<2xi32>
        %4168 = vector.bitcast %4167 : vector<2xi32> to vector<4xbf16>
        %4169 = vector.shuffle %4162, %4168 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_537 = arith.constant 2 : i32
        %4170 = arith.index_cast %c2_i32_537 : i32 to index
        %4171 = arith.muli %4052, %4170 : index
        %4172 = arith.addi %4171, %11 : index
        %4173 = arith.index_cast %4172 : index to i32
        %4174 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %4173 : (i32) -> vector<2xi32>
        %4175 = vector.bitcast %4174 : vector<2xi32> to vector<4xbf16>
        %c2_i32_538 = arith.constant 2 : i32
        %4176 = arith.index_cast %c2_i32_538 : i32 to index
        %4177 = arith.muli %4052, %4176 : index
        %4178 = arith.addi %4177, %11 : index
        %4179 = arith.index_cast %4178 : index to i32
        %4180 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %4179 : (i32) -> vector<2xi32>
        %4181 = vector.bitcast %4180 : vector<2xi32> to vector<4xbf16>
        %4182 = vector.shuffle %4175, %4181 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_539 = arith.constant 2 : i32
        %4183 = arith.index_cast %c2_i32_539 : i32 to index
        %4184 = arith.muli %4052, %4183 : index
        %4185 = arith.addi %4184, %11 : index
        %4186 = arith.index_cast %4185 : index to i32
        %4187 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %4186 : (i32) -> vector<2xi32>
        %4188 = vector.bitcast %4187 : vector<2xi32> to vector<4xbf16>
        %c2_i32_540 = arith.constant 2 : i32
        %4189 = arith.index_cast %c2_i32_540 : i32 to index
        %4190 = arith.muli %4052, %4189 : index
        %4191 = arith.addi %4190, %11 : index
        %4192 = arith.index_cast %4191 : index to i32
        %4193 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %4192 : (i32) -> vector<2xi32>
        %4194 = vector.bitcast %4193 : vector<2xi32> to vector<4xbf16>
        %4195 = vector.shuffle %4188, %4194 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_541 = arith.constant 2 : i32
        %4196 = arith.index_cast %c2_i32_541 : i32 to index
        %4197 = arith.muli %4052, %4196 : index
        %4198 = arith.addi %4197, %11 : index
        %4199 = arith.index_cast %4198 : index to i32
        %4200 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %4199 : (i32) -> vector<2xi32>
        %4201 = vector.bitcast %4200 : vector<2xi32> to vector<4xbf16>
        %c2_i32_542 = arith.constant 2 : i32
        %4202 = arith.index_cast %c2_i32_542 : i32 to index
        %4203 = arith.muli %4052, %4202 : index
        %4204 = arith.addi %4203, %11 : index
        %4205 = arith.index_cast %4204 : index to i32
        %4206 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %4205 : (i32) -> vector<2xi32>
        %4207 = vector.bitcast %4206 : vector<2xi32> to vector<4xbf16>
        %4208 = vector.shuffle %4201, %4207 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_543 = arith.constant 2 : i32
        %4209 = arith.index_cast %c2_i32_543 : i32 to index
        %4210 = arith.muli %4052, %4209 : index
        %4211 = arith.addi %4210, %11 : index
        %4212 = arith.index_cast %4211 : index to i32
        %4213 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %4212 : (i32) -> vector<2xi32>
        %4214 = vector.bitcast %4213 : vector<2xi32> to vector<4xbf16>
        %c2_i32_544 = arith.constant 2 : i32
        %4215 = arith.index_cast %c2_i32_544 : i32 to index
        %4216 = arith.muli %4052, %4215 : index
        %4217 = arith.addi %4216, %11 : index
        %4218 = arith.index_cast %4217 : index to i32
        %4219 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %4218 : (i32) -> vector<2xi32>
        %4220 = vector.bitcast %4219 : vector<2xi32> to vector<4xbf16>
        %4221 = vector.shuffle %4214, %4220 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_545 = arith.constant 2 : i32
        %4222 = arith.index_cast %c2_i32_545 : i32 to index
        %4223 = arith.muli %4052, %4222 : index
        %4224 = arith.addi %4223, %11 : index
        %4225 = arith.index_cast %4224 : index to i32
        %4226 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %4225 : (i32) -> vector<2xi32>
        %4227 = vector.bitcast %4226 : vector<2xi32> to vector<4xbf16>
        %c2_i32_546 = arith.constant 2 : i32
        %4228 = arith.index_cast %c2_i32_546 : i32 to index
        %4229 = arith.muli %4052, %4228 : index
        %4230 = arith.addi %4229, %11 : index
        %4231 = arith.index_cast %4230 : index to i32
        %4232 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %4231 : (i32) -> vector<2xi32>
        %4233 = vector.bitcast %4232 : vector<2xi32> to vector<4xbf16>
        %4234 = vector.shuffle %4227, %4233 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_547 = arith.constant 2 : i32
        %4235 = arith.index_cast %c2_i32_547 : i32 to index
        %4236 = arith.muli %4052, %4235 : index
        %4237 = arith.addi %4236, %11 : index
        %4238 = arith.index_cast %4237 : index to i32
        %4239 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %4238 : (i32) -> vector<2xi32>
        %4240 = vector.bitcast %4239 : vector<2xi32> to vector<4xbf16>
        %c2_i32_548 = arith.constant 2 : i32
        %4241 = arith.index_cast %c2_i32_548 : i32 to index
        %4242 = arith.muli %4052, %4241 : index
        %4243 = arith.addi %4242, %11 : index
        %4244 = arith.index_cast %4243 : index to i32
        %4245 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %4244 : (i32) -> vector<2xi32>
        %4246 = vector.bitcast %4245 : vector<2xi32> to vector<4xbf16>
        %4247 = vector.shuffle %4240, %4246 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_549 = arith.constant 2 : i32
        %4248 = arith.index_cast %c2_i32_549 : i32 to index
        %4249 = arith.muli %4052, %4248 : index
        %4250 = arith.addi %4249, %11 : index
        %4251 = arith.index_cast %4250 : index to i32
        %4252 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %4251 : (i32) -> vector<2xi32>
        %4253 = vector.bitcast %4252 : vector<2xi32> to vector<4xbf16>
        %c2_i32_550 = arith.constant 2 : i32
        %4254 = arith.index_cast %c2_i32_550 : i32 to index
        %4255 = arith.muli %4052, %4254 : index
        %4256 = arith.addi %4255, %11 : index
        %4257 = arith.index_cast %4256 : index to i32
        %4258 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %4257 : (i32) -> vector<2xi32>
        %4259 = vector.bitcast %4258 : vector<2xi32> to vector<4xbf16>
        %4260 = vector.shuffle %4253, %4259 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        rocdl.s.setprio 1
        %4261 = fly.mma_atom_call_ssa(%126, %4065, %4004, %arg23) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4262 = fly.mma_atom_call_ssa(%126, %4117, %4004, %arg24) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4263 = fly.mma_atom_call_ssa(%126, %4169, %4004, %arg25) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4264 = fly.mma_atom_call_ssa(%126, %4221, %4004, %arg26) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4265 = vector.extract %3914[0] : f32 from vector<16xf32>
        %4266 = vector.extract %3914[1] : f32 from vector<16xf32>
        %4267 = vector.extract %3914[2] : f32 from vector<16xf32>
        %4268 = vector.extract %3914[3] : f32 from vector<16xf32>
        %4269 = vector.extract %3914[4] : f32 from vector<16xf32>
        %4270 = vector.extract %3914[5] : f32 from vector<16xf32>
        %4271 = vector.extract %3914[6] : f32 from vector<16xf32>
        %4272 = vector.extract %3914[7] : f32 from vector<16xf32>
        %4273 = vector.extract %3914[8] : f32 from vector<16xf32>
        %4274 = vector.extract %3914[9] : f32 from vector<16xf32>
        %4275 = vector.extract %3914[10] : f32 from vector<16xf32>
        %4276 = vector.extract %3914[11] : f32 from vector<16xf32>
        %4277 = vector.extract %3914[12] : f32 from vector<16xf32>
        %4278 = vector.extract %3914[13] : f32 from vector<16xf32>
        %4279 = vector.extract %3914[14] : f32 from vector<16xf32>
        %4280 = vector.extract %3914[15] : f32 from vector<16xf32>
        %4281 = vector.extract %3915[0] : f32 from vector<16xf32>
        %4282 = vector.extract %3915[1] : f32 from vector<16xf32>
        %4283 = vector.extract %3915[2] : f32 from vector<16xf32>
        %4284 = vector.extract %3915[3] : f32 from vector<16xf32>
        %4285 = vector.extract %3915[4] : f32 from vector<16xf32>
        %4286 = vector.extract %3915[5] : f32 from vector<16xf32>
        %4287 = vector.extract %3915[6] : f32 from vector<16xf32>
        %4288 = vector.extract %3915[7] : f32 from vector<16xf32>
        %4289 = vector.extract %3915[8] : f32 from vector<16xf32>
        %4290 = vector.extract %3915[9] : f32 from vector<16xf32>
        %4291 = vector.extract %3915[10] : f32 from vector<16xf32>
        %4292 = vector.extract %3915[11] : f32 from vector<16xf32>
        %4293 = vector.extract %3915[12] : f32 from vector<16xf32>
        %4294 = vector.extract %3915[13] : f32 from vector<16xf32>
        %4295 = vector.extract %3915[14] : f32 from vector<16xf32>
        %4296 = vector.extract %3915[15] : f32 from vector<16xf32>
        %cst_551 = arith.constant 0xFF800000 : f32
        %4297 = arith.maxnumf %cst_551, %4265 fastmath<fast> : f32
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
        %4312 = arith.maxnumf %4311, %4280 fastmath<fast> : f32
        %4313 = arith.maxnumf %4312, %4281 fastmath<fast> : f32
        %4314 = arith.maxnumf %4313, %4282 fastmath<fast> : f32
        %4315 = arith.maxnumf %4314, %4283 fastmath<fast> : f32
        %4316 = arith.maxnumf %4315, %4284 fastmath<fast> : f32
        %4317 = arith.maxnumf %4316, %4285 fastmath<fast> : f32
        %4318 = arith.maxnumf %4317, %4286 fastmath<fast> : f32
        %4319 = arith.maxnumf %4318, %4287 fastmath<fast> : f32
        %4320 = arith.maxnumf %4319, %4288 fastmath<fast> : f32
        %4321 = arith.maxnumf %4320, %4289 fastmath<fast> : f32
        %4322 = arith.maxnumf %4321, %4290 fastmath<fast> : f32
        %4323 = arith.maxnumf %4322, %4291 fastmath<fast> : f32
        %4324 = arith.maxnumf %4323, %4292 fastmath<fast> : f32
        %4325 = arith.maxnumf %4324, %4293 fastmath<fast> : f32
        %4326 = arith.maxnumf %4325, %4294 fastmath<fast> : f32
        %4327 = arith.maxnumf %4326, %4295 fastmath<fast> : f32
        %4328 = arith.maxnumf %4327, %4296 fastmath<fast> : f32
        %4329 = arith.bitcast %4328 : f32 to i32
        %4330 = rocdl.permlane32.swap %4329, %4329, false, true : (i32, i32) -> <(i32, i32)>
        %4331 = llvm.extractvalue %4330[0] : !llvm.struct<(i32, i32)> 
        %4332 = llvm.extractvalue %4330[1] : !llvm.struct<(i32, i32)> 
        %4333 = arith.bitcast %4331 : i32 to f32
        %4334 = arith.bitcast %4332 : i32 to f32
        %4335 = arith.maxnumf %4333, %4334 fastmath<fast> : f32
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        rocdl.sched.group.barrier mfma_wmma, 1, 2
        rocdl.sched.group.barrier valu, 6, 2
        %4336 = arith.subf %4335, %arg21 fastmath<fast> : f32
        %cst_552 = arith.constant 8.000000e+00 : f32
        %4337 = arith.cmpf ole, %4336, %cst_552 fastmath<fast> : f32
        %4338 = rocdl.ballot %4337 : i64
        %true = arith.constant true
        %4339 = rocdl.ballot %true : i64
        %4340 = arith.cmpi eq, %4338, %4339 : i64
        %true_553 = arith.constant true
        %4341 = llvm.intr.expect %4340, %true_553 : i1
        %4342 = vector.shuffle %4004, %4006 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4343 = vector.shuffle %4005, %4007 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4344 = vector.shuffle %4342, %4343 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %4345:7 = scf.if %4341 -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32) {
          scf.yield %4261, %4262, %4263, %4264, %4344, %3975, %arg21 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        } else {
          %5179 = arith.subf %arg21, %4335 fastmath<fast> : f32
          %5180 = rocdl.exp2 %5179 f32 -> f32
          %5181 = vector.from_elements %5180 : vector<1xf32>
          %5182 = vector.extract %5181[0] : f32 from vector<1xf32>
          %5183 = vector.broadcast %5182 : f32 to vector<16xf32>
          %5184 = arith.mulf %4261, %5183 fastmath<fast> : vector<16xf32>
          %5185 = arith.mulf %4262, %5183 fastmath<fast> : vector<16xf32>
          %5186 = arith.mulf %4263, %5183 fastmath<fast> : vector<16xf32>
          %5187 = arith.mulf %4264, %5183 fastmath<fast> : vector<16xf32>
          %5188 = vector.shuffle %4004, %4006 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5189 = vector.shuffle %4005, %4007 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5190 = vector.shuffle %5188, %5189 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5191 = llvm.fpext %5190 fastmath<fast> : vector<32xbf16> to vector<32xf32>
          %5192 = vector.from_elements %5180 : vector<1xf32>
          %5193 = vector.extract %5192[0] : f32 from vector<1xf32>
          %5194 = vector.broadcast %5193 : f32 to vector<32xf32>
          %5195 = arith.mulf %5194, %5191 fastmath<fast> : vector<32xf32>
          %5196 = llvm.fptrunc %5195 fastmath<fast> : vector<32xf32> to vector<32xbf16>
          %5197 = vector.shuffle %5196, %5196 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
          %5198 = vector.shuffle %5196, %5196 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
          %5199 = vector.shuffle %5196, %5196 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
          %5200 = vector.shuffle %5196, %5196 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
          %5201 = vector.shuffle %5197, %5199 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5202 = vector.shuffle %5198, %5200 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5203 = vector.shuffle %5201, %5202 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5204 = arith.mulf %3975, %5180 fastmath<fast> : f32
          %5205 = llvm.inline_asm has_side_effects "", "=v,0" %4335 : (f32) -> f32
          scf.yield %5184, %5185, %5186, %5187, %5203, %5204, %5205 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        }
        %4346 = vector.shuffle %4345#4, %4345#4 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %4347 = vector.shuffle %4345#4, %4345#4 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %4348 = vector.shuffle %4345#4, %4345#4 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %4349 = vector.shuffle %4345#4, %4345#4 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        %4350 = fly.mma_atom_call_ssa(%126, %4078, %4348, %4345#0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4351 = fly.mma_atom_call_ssa(%126, %4130, %4348, %4345#1) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4352 = fly.mma_atom_call_ssa(%126, %4182, %4348, %4345#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4353 = fly.mma_atom_call_ssa(%126, %4234, %4348, %4345#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4354 = fly.mma_atom_call_ssa(%126, %4091, %4347, %4350) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4355 = fly.mma_atom_call_ssa(%126, %4143, %4347, %4351) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4356 = fly.mma_atom_call_ssa(%126, %4195, %4347, %4352) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4357 = fly.mma_atom_call_ssa(%126, %4247, %4347, %4353) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4358 = fly.mma_atom_call_ssa(%126, %4104, %4349, %4354) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4359 = fly.mma_atom_call_ssa(%126, %4156, %4349, %4355) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4360 = fly.mma_atom_call_ssa(%126, %4208, %4349, %4356) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4361 = fly.mma_atom_call_ssa(%126, %4260, %4349, %4357) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4362 = arith.subf %4265, %4345#6 fastmath<fast> : f32
        %4363 = arith.subf %4266, %4345#6 fastmath<fast> : f32
        %4364 = arith.subf %4267, %4345#6 fastmath<fast> : f32
        %4365 = arith.subf %4268, %4345#6 fastmath<fast> : f32
        %4366 = arith.subf %4269, %4345#6 fastmath<fast> : f32
        %4367 = arith.subf %4270, %4345#6 fastmath<fast> : f32
        %4368 = arith.subf %4271, %4345#6 fastmath<fast> : f32
        %4369 = arith.subf %4272, %4345#6 fastmath<fast> : f32
        %4370 = arith.subf %4273, %4345#6 fastmath<fast> : f32
        %4371 = arith.subf %4274, %4345#6 fastmath<fast> : f32
        %4372 = arith.subf %4275, %4345#6 fastmath<fast> : f32
        %4373 = arith.subf %4276, %4345#6 fastmath<fast> : f32
        %4374 = arith.subf %4277, %4345#6 fastmath<fast> : f32
        %4375 = arith.subf %4278, %4345#6 fastmath<fast> : f32
        %4376 = arith.subf %4279, %4345#6 fastmath<fast> : f32
        %4377 = arith.subf %4280, %4345#6 fastmath<fast> : f32
        %4378 = arith.subf %4281, %4345#6 fastmath<fast> : f32
        %4379 = arith.subf %4282, %4345#6 fastmath<fast> : f32
        %4380 = arith.subf %4283, %4345#6 fastmath<fast> : f32
        %4381 = arith.subf %4284, %4345#6 fastmath<fast> : f32
        %4382 = arith.subf %4285, %4345#6 fastmath<fast> : f32
        %4383 = arith.subf %4286, %4345#6 fastmath<fast> : f32
        %4384 = arith.subf %4287, %4345#6 fastmath<fast> : f32
        %4385 = arith.subf %4288, %4345#6 fastmath<fast> : f32
        %4386 = arith.subf %4289, %4345#6 fastmath<fast> : f32
        %4387 = arith.subf %4290, %4345#6 fastmath<fast> : f32
        %4388 = arith.subf %4291, %4345#6 fastmath<fast> : f32
        %4389 = arith.subf %4292, %4345#6 fastmath<fast> : f32
        %4390 = arith.subf %4293, %4345#6 fastmath<fast> : f32
        %4391 = arith.subf %4294, %4345#6 fastmath<fast> : f32
        %4392 = arith.subf %4295, %4345#6 fastmath<fast> : f32
        %4393 = arith.subf %4296, %4345#6 fastmath<fast> : f32
        %4394 = vector.from_elements %4362, %4363, %4364, %4365, %4366, %4367, %4368, %4369, %4370, %4371, %4372, %4373, %4374, %4375, %4376, %4377 : vector<16xf32>
        %4395 = vector.from_elements %4378, %4379, %4380, %4381, %4382, %4383, %4384, %4385, %4386, %4387, %4388, %4389, %4390, %4391, %4392, %4393 : vector<16xf32>
        %4396 = vector.extract %4394[0] : f32 from vector<16xf32>
        %4397 = vector.extract %4394[1] : f32 from vector<16xf32>
        %4398 = vector.extract %4394[2] : f32 from vector<16xf32>
        %4399 = vector.extract %4394[3] : f32 from vector<16xf32>
        %4400 = vector.extract %4394[4] : f32 from vector<16xf32>
        %4401 = vector.extract %4394[5] : f32 from vector<16xf32>
        %4402 = vector.extract %4394[6] : f32 from vector<16xf32>
        %4403 = vector.extract %4394[7] : f32 from vector<16xf32>
        %4404 = vector.extract %4394[8] : f32 from vector<16xf32>
        %4405 = vector.extract %4394[9] : f32 from vector<16xf32>
        %4406 = vector.extract %4394[10] : f32 from vector<16xf32>
        %4407 = vector.extract %4394[11] : f32 from vector<16xf32>
        %4408 = vector.extract %4394[12] : f32 from vector<16xf32>
        %4409 = vector.extract %4394[13] : f32 from vector<16xf32>
        %4410 = vector.extract %4394[14] : f32 from vector<16xf32>
        %4411 = vector.extract %4394[15] : f32 from vector<16xf32>
        %4412 = rocdl.exp2 %4396 f32 -> f32
        %4413 = rocdl.exp2 %4397 f32 -> f32
        %4414 = rocdl.exp2 %4398 f32 -> f32
        %4415 = rocdl.exp2 %4399 f32 -> f32
        %4416 = rocdl.exp2 %4400 f32 -> f32
        %4417 = rocdl.exp2 %4401 f32 -> f32
        %4418 = rocdl.exp2 %4402 f32 -> f32
        %4419 = rocdl.exp2 %4403 f32 -> f32
        %4420 = rocdl.exp2 %4404 f32 -> f32
        %4421 = rocdl.exp2 %4405 f32 -> f32
        %4422 = rocdl.exp2 %4406 f32 -> f32
        %4423 = rocdl.exp2 %4407 f32 -> f32
        %4424 = rocdl.exp2 %4408 f32 -> f32
        %4425 = rocdl.exp2 %4409 f32 -> f32
        %4426 = rocdl.exp2 %4410 f32 -> f32
        %4427 = rocdl.exp2 %4411 f32 -> f32
        %4428 = vector.from_elements %4412, %4413, %4414, %4415, %4416, %4417, %4418, %4419, %4420, %4421, %4422, %4423, %4424, %4425, %4426, %4427 : vector<16xf32>
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
        %4429 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c1_554 = arith.constant 1 : index
        %4430 = arith.subi %arg20, %c1_554 : index
        %c64_555 = arith.constant 64 : index
        %4431 = arith.muli %4430, %c64_555 : index
        %4432 = arith.muli %4431, %7 : index
        %c8_i32_556 = arith.constant 8 : i32
        %4433 = arith.index_cast %c8_i32_556 : i32 to index
        %4434 = arith.muli %134, %4433 : index
        %4435 = arith.addi %4434, %22 : index
        %c8_i32_557 = arith.constant 8 : i32
        %4436 = arith.index_cast %c8_i32_557 : i32 to index
        %4437 = arith.muli %136, %4436 : index
        %c0_i32_558 = arith.constant 0 : i32
        %4438 = arith.index_cast %c0_i32_558 : i32 to index
        %4439 = arith.addi %4437, %4438 : index
        %4440 = arith.muli %4435, %7 : index
        %4441 = arith.addi %58, %4440 : index
        %4442 = arith.addi %4441, %4439 : index
        %4443 = fly.inttoptr(%240) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4444 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4445 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4446 = fly.make_layout(%4444, %4445) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4447 = fly.make_view(%4443, %4446) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4448 = arith.index_cast %4442 : index to i32
        %4449 = fly.make_int_tuple(%4448) : (i32) -> !fly.int_tuple<(*,?)>
        %4450 = fly.slice(%122, %4449) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4451 = arith.index_cast %4432 : index to i32
        %4452 = fly.atom.set_value(%125, "soffset", %4451) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4452, %4450, %4447) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_559 = arith.constant 8 : i32
        %4453 = arith.index_cast %c8_i32_559 : i32 to index
        %4454 = arith.muli %134, %4453 : index
        %4455 = arith.addi %4454, %22 : index
        %c8_i32_560 = arith.constant 8 : i32
        %4456 = arith.index_cast %c8_i32_560 : i32 to index
        %4457 = arith.muli %136, %4456 : index
        %c64_i32_561 = arith.constant 64 : i32
        %4458 = arith.index_cast %c64_i32_561 : i32 to index
        %4459 = arith.addi %4457, %4458 : index
        %4460 = arith.muli %4455, %7 : index
        %4461 = arith.addi %58, %4460 : index
        %4462 = arith.addi %4461, %4459 : index
        %4463 = fly.inttoptr(%249) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4464 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4465 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4466 = fly.make_layout(%4464, %4465) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4467 = fly.make_view(%4463, %4466) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4468 = arith.index_cast %4462 : index to i32
        %4469 = fly.make_int_tuple(%4468) : (i32) -> !fly.int_tuple<(*,?)>
        %4470 = fly.slice(%122, %4469) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4471 = arith.index_cast %4432 : index to i32
        %4472 = fly.atom.set_value(%125, "soffset", %4471) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4472, %4470, %4467) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c0_i32_562 = arith.constant 0 : i32
        %4473 = arith.index_cast %c0_i32_562 : i32 to index
        %4474 = arith.addi %174, %4473 : index
        %c0_i32_563 = arith.constant 0 : i32
        %4475 = arith.index_cast %c0_i32_563 : i32 to index
        %4476 = arith.addi %4474, %4475 : index
        %c2_i32_564 = arith.constant 2 : i32
        %4477 = arith.index_cast %c2_i32_564 : i32 to index
        %4478 = arith.muli %4476, %4477 : index
        %4479 = arith.index_cast %4478 : index to i64
        %4480 = llvm.getelementptr %12[%4479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4481 = llvm.load %4480 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_565 = arith.constant 256 : i32
        %4482 = arith.index_cast %c256_i32_565 : i32 to index
        %4483 = arith.addi %4476, %4482 : index
        %c2_i32_566 = arith.constant 2 : i32
        %4484 = arith.index_cast %c2_i32_566 : i32 to index
        %4485 = arith.muli %4483, %4484 : index
        %4486 = arith.index_cast %4485 : index to i64
        %4487 = llvm.getelementptr %12[%4486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4488 = llvm.load %4487 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_567 = arith.constant 0 : i32
        %4489 = arith.index_cast %c0_i32_567 : i32 to index
        %4490 = arith.addi %174, %4489 : index
        %c16_i32_568 = arith.constant 16 : i32
        %4491 = arith.index_cast %c16_i32_568 : i32 to index
        %4492 = arith.addi %4490, %4491 : index
        %c2_i32_569 = arith.constant 2 : i32
        %4493 = arith.index_cast %c2_i32_569 : i32 to index
        %4494 = arith.muli %4492, %4493 : index
        %4495 = arith.index_cast %4494 : index to i64
        %4496 = llvm.getelementptr %12[%4495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4497 = llvm.load %4496 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_570 = arith.constant 256 : i32
        %4498 = arith.index_cast %c256_i32_570 : i32 to index
        %4499 = arith.addi %4492, %4498 : index
        %c2_i32_571 = arith.constant 2 : i32
        %4500 = arith.index_cast %c2_i32_571 : i32 to index
        %4501 = arith.muli %4499, %4500 : index
        %4502 = arith.index_cast %4501 : index to i64
        %4503 = llvm.getelementptr %12[%4502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4504 = llvm.load %4503 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_572 = arith.constant 0 : i32
        %4505 = arith.index_cast %c0_i32_572 : i32 to index
        %4506 = arith.addi %174, %4505 : index
        %c32_i32_573 = arith.constant 32 : i32
        %4507 = arith.index_cast %c32_i32_573 : i32 to index
        %4508 = arith.addi %4506, %4507 : index
        %c2_i32_574 = arith.constant 2 : i32
        %4509 = arith.index_cast %c2_i32_574 : i32 to index
        %4510 = arith.muli %4508, %4509 : index
        %4511 = arith.index_cast %4510 : index to i64
        %4512 = llvm.getelementptr %12[%4511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4513 = llvm.load %4512 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_575 = arith.constant 256 : i32
        %4514 = arith.index_cast %c256_i32_575 : i32 to index
        %4515 = arith.addi %4508, %4514 : index
        %c2_i32_576 = arith.constant 2 : i32
        %4516 = arith.index_cast %c2_i32_576 : i32 to index
        %4517 = arith.muli %4515, %4516 : index
        %4518 = arith.index_cast %4517 : index to i64
        %4519 = llvm.getelementptr %12[%4518] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4520 = llvm.load %4519 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_577 = arith.constant 0 : i32
        %4521 = arith.index_cast %c0_i32_577 : i32 to index
        %4522 = arith.addi %174, %4521 : index
        %c48_i32_578 = arith.constant 48 : i32
        %4523 = arith.index_cast %c48_i32_578 : i32 to index
        %4524 = arith.addi %4522, %4523 : index
        %c2_i32_579 = arith.constant 2 : i32
        %4525 = arith.index_cast %c2_i32_579 : i32 to index
        %4526 = arith.muli %4524, %4525 : index
        %4527 = arith.index_cast %4526 : index to i64
        %4528 = llvm.getelementptr %12[%4527] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4529 = llvm.load %4528 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_580 = arith.constant 256 : i32
        %4530 = arith.index_cast %c256_i32_580 : i32 to index
        %4531 = arith.addi %4524, %4530 : index
        %c2_i32_581 = arith.constant 2 : i32
        %4532 = arith.index_cast %c2_i32_581 : i32 to index
        %4533 = arith.muli %4531, %4532 : index
        %4534 = arith.index_cast %4533 : index to i64
        %4535 = llvm.getelementptr %12[%4534] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4536 = llvm.load %4535 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_582 = arith.constant 0 : i32
        %4537 = arith.index_cast %c0_i32_582 : i32 to index
        %4538 = arith.addi %174, %4537 : index
        %c4160_i32_583 = arith.constant 4160 : i32
        %4539 = arith.index_cast %c4160_i32_583 : i32 to index
        %4540 = arith.addi %4538, %4539 : index
        %c2_i32_584 = arith.constant 2 : i32
        %4541 = arith.index_cast %c2_i32_584 : i32 to index
        %4542 = arith.muli %4540, %4541 : index
        %4543 = arith.index_cast %4542 : index to i64
        %4544 = llvm.getelementptr %12[%4543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4545 = llvm.load %4544 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_585 = arith.constant 256 : i32
        %4546 = arith.index_cast %c256_i32_585 : i32 to index
        %4547 = arith.addi %4540, %4546 : index
        %c2_i32_586 = arith.constant 2 : i32
        %4548 = arith.index_cast %c2_i32_586 : i32 to index
        %4549 = arith.muli %4547, %4548 : index
        %4550 = arith.index_cast %4549 : index to i64
        %4551 = llvm.getelementptr %12[%4550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4552 = llvm.load %4551 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_587 = arith.constant 0 : i32
        %4553 = arith.index_cast %c0_i32_587 : i32 to index
        %4554 = arith.addi %174, %4553 : index
        %c4176_i32_588 = arith.constant 4176 : i32
        %4555 = arith.index_cast %c4176_i32_588 : i32 to index
        %4556 = arith.addi %4554, %4555 : index
        %c2_i32_589 = arith.constant 2 : i32
        %4557 = arith.index_cast %c2_i32_589 : i32 to index
        %4558 = arith.muli %4556, %4557 : index
        %4559 = arith.index_cast %4558 : index to i64
        %4560 = llvm.getelementptr %12[%4559] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4561 = llvm.load %4560 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_590 = arith.constant 256 : i32
        %4562 = arith.index_cast %c256_i32_590 : i32 to index
        %4563 = arith.addi %4556, %4562 : index
        %c2_i32_591 = arith.constant 2 : i32
        %4564 = arith.index_cast %c2_i32_591 : i32 to index
        %4565 = arith.muli %4563, %4564 : index
        %4566 = arith.index_cast %4565 : index to i64
        %4567 = llvm.getelementptr %12[%4566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4568 = llvm.load %4567 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_592 = arith.constant 0 : i32
        %4569 = arith.index_cast %c0_i32_592 : i32 to index
        %4570 = arith.addi %174, %4569 : index
        %c4192_i32_593 = arith.constant 4192 : i32
        %4571 = arith.index_cast %c4192_i32_593 : i32 to index
        %4572 = arith.addi %4570, %4571 : index
        %c2_i32_594 = arith.constant 2 : i32
        %4573 = arith.index_cast %c2_i32_594 : i32 to index
        %4574 = arith.muli %4572, %4573 : index
        %4575 = arith.index_cast %4574 : index to i64
        %4576 = llvm.getelementptr %12[%4575] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4577 = llvm.load %4576 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_595 = arith.constant 256 : i32
        %4578 = arith.index_cast %c256_i32_595 : i32 to index
        %4579 = arith.addi %4572, %4578 : index
        %c2_i32_596 = arith.constant 2 : i32
        %4580 = arith.index_cast %c2_i32_596 : i32 to index
        %4581 = arith.muli %4579, %4580 : index
        %4582 = arith.index_cast %4581 : index to i64
        %4583 = llvm.getelementptr %12[%4582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4584 = llvm.load %4583 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c0_i32_597 = arith.constant 0 : i32
        %4585 = arith.index_cast %c0_i32_597 : i32 to index
        %4586 = arith.addi %174, %4585 : index
        %c4208_i32_598 = arith.constant 4208 : i32
        %4587 = arith.index_cast %c4208_i32_598 : i32 to index
        %4588 = arith.addi %4586, %4587 : index
        %c2_i32_599 = arith.constant 2 : i32
        %4589 = arith.index_cast %c2_i32_599 : i32 to index
        %4590 = arith.muli %4588, %4589 : index
        %4591 = arith.index_cast %4590 : index to i64
        %4592 = llvm.getelementptr %12[%4591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4593 = llvm.load %4592 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        %c256_i32_600 = arith.constant 256 : i32
        %4594 = arith.index_cast %c256_i32_600 : i32 to index
        %4595 = arith.addi %4588, %4594 : index
        %c2_i32_601 = arith.constant 2 : i32
        %4596 = arith.index_cast %c2_i32_601 : i32 to index
        %4597 = arith.muli %4595, %4596 : index
        %4598 = arith.index_cast %4597 : index to i64
        %4599 = llvm.getelementptr %12[%4598] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %4600 = llvm.load %4599 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %c1_602 = arith.constant 1 : index
        %4601 = arith.subi %arg20, %c1_602 : index
        %4602 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
        %4603 = fly.mma_atom_call_ssa(%126, %4481, %4602, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4604 = fly.mma_atom_call_ssa(%126, %4488, %4602, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4605 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
        %4606 = fly.mma_atom_call_ssa(%126, %4497, %4605, %4603) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4607 = fly.mma_atom_call_ssa(%126, %4504, %4605, %4604) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4608 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
        %4609 = fly.mma_atom_call_ssa(%126, %4513, %4608, %4606) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4610 = fly.mma_atom_call_ssa(%126, %4520, %4608, %4607) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4611 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
        %4612 = fly.mma_atom_call_ssa(%126, %4529, %4611, %4609) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4613 = fly.mma_atom_call_ssa(%126, %4536, %4611, %4610) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4614 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
        %4615 = fly.mma_atom_call_ssa(%126, %4545, %4614, %4612) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4616 = fly.mma_atom_call_ssa(%126, %4552, %4614, %4613) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4617 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
        %4618 = fly.mma_atom_call_ssa(%126, %4561, %4617, %4615) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4619 = fly.mma_atom_call_ssa(%126, %4568, %4617, %4616) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4620 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
        %4621 = fly.mma_atom_call_ssa(%126, %4577, %4620, %4618) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4622 = fly.mma_atom_call_ssa(%126, %4584, %4620, %4619) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4623 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
        %4624 = fly.mma_atom_call_ssa(%126, %4593, %4623, %4621) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4625 = fly.mma_atom_call_ssa(%126, %4600, %4623, %4622) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4626 = vector.extract %4428[0] : f32 from vector<16xf32>
        %4627 = vector.extract %4428[1] : f32 from vector<16xf32>
        %4628 = vector.extract %4428[2] : f32 from vector<16xf32>
        %4629 = vector.extract %4428[3] : f32 from vector<16xf32>
        %4630 = vector.extract %4428[4] : f32 from vector<16xf32>
        %4631 = vector.extract %4428[5] : f32 from vector<16xf32>
        %4632 = vector.extract %4428[6] : f32 from vector<16xf32>
        %4633 = vector.extract %4428[7] : f32 from vector<16xf32>
        %4634 = vector.extract %4428[8] : f32 from vector<16xf32>
        %4635 = vector.extract %4428[9] : f32 from vector<16xf32>
        %4636 = vector.extract %4428[10] : f32 from vector<16xf32>
        %4637 = vector.extract %4428[11] : f32 from vector<16xf32>
        %4638 = vector.extract %4428[12] : f32 from vector<16xf32>
        %4639 = vector.extract %4428[13] : f32 from vector<16xf32>
        %4640 = vector.extract %4428[14] : f32 from vector<16xf32>
        %4641 = vector.extract %4428[15] : f32 from vector<16xf32>
        %4642 = vector.extract %4395[0] : f32 from vector<16xf32>
        %4643 = rocdl.exp2 %4642 f32 -> f32
        %4644 = vector.extract %4395[1] : f32 from vector<16xf32>
        %4645 = rocdl.exp2 %4644 f32 -> f32
        %4646 = vector.extract %4395[2] : f32 from vector<16xf32>
        %4647 = rocdl.exp2 %4646 f32 -> f32
        %4648 = vector.extract %4395[3] : f32 from vector<16xf32>
        %4649 = rocdl.exp2 %4648 f32 -> f32
        %4650 = vector.extract %4395[4] : f32 from vector<16xf32>
        %4651 = rocdl.exp2 %4650 f32 -> f32
        %4652 = vector.extract %4395[5] : f32 from vector<16xf32>
        %4653 = rocdl.exp2 %4652 f32 -> f32
        %4654 = vector.extract %4395[6] : f32 from vector<16xf32>
        %4655 = rocdl.exp2 %4654 f32 -> f32
        %4656 = vector.extract %4395[7] : f32 from vector<16xf32>
        %4657 = rocdl.exp2 %4656 f32 -> f32
        %4658 = vector.extract %4395[8] : f32 from vector<16xf32>
        %4659 = rocdl.exp2 %4658 f32 -> f32
        %4660 = vector.extract %4395[9] : f32 from vector<16xf32>
        %4661 = rocdl.exp2 %4660 f32 -> f32
        %4662 = vector.extract %4395[10] : f32 from vector<16xf32>
        %4663 = rocdl.exp2 %4662 f32 -> f32
        %4664 = vector.extract %4395[11] : f32 from vector<16xf32>
        %4665 = rocdl.exp2 %4664 f32 -> f32
        %4666 = vector.extract %4395[12] : f32 from vector<16xf32>
        %4667 = rocdl.exp2 %4666 f32 -> f32
        %4668 = vector.extract %4395[13] : f32 from vector<16xf32>
        %4669 = rocdl.exp2 %4668 f32 -> f32
        %4670 = vector.extract %4395[14] : f32 from vector<16xf32>
        %4671 = rocdl.exp2 %4670 f32 -> f32
        %4672 = vector.extract %4395[15] : f32 from vector<16xf32>
        %4673 = rocdl.exp2 %4672 f32 -> f32
        %4674 = vector.from_elements %4626, %4627, %4628, %4629, %4630, %4631, %4632, %4633, %4634, %4635, %4636, %4637, %4638, %4639, %4640, %4641 : vector<16xf32>
        %4675 = vector.from_elements %4643, %4645, %4647, %4649, %4651, %4653, %4655, %4657, %4659, %4661, %4663, %4665, %4667, %4669, %4671, %4673 : vector<16xf32>
        %4676 = arith.addf %4674, %4675 fastmath<fast> : vector<16xf32>
        %cst_603 = arith.constant 0.000000e+00 : f32
        %4677 = vector.reduction <add>, %4676, %cst_603 fastmath<fast> : vector<16xf32> into f32
        %4678 = arith.bitcast %4677 : f32 to i32
        %4679 = rocdl.permlane32.swap %4678, %4678, false, true : (i32, i32) -> <(i32, i32)>
        %4680 = llvm.extractvalue %4679[0] : !llvm.struct<(i32, i32)> 
        %4681 = llvm.extractvalue %4679[1] : !llvm.struct<(i32, i32)> 
        %4682 = arith.bitcast %4680 : i32 to f32
        %4683 = arith.bitcast %4681 : i32 to f32
        %4684 = arith.addf %4682, %4683 fastmath<fast> : f32
        %4685 = arith.addf %4345#5, %4684 fastmath<fast> : f32
        %4686 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4626, %4627 : (f32, f32) -> i32
        %4687 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4628, %4629 : (f32, f32) -> i32
        %4688 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4630, %4631 : (f32, f32) -> i32
        %4689 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4632, %4633 : (f32, f32) -> i32
        %4690 = vector.from_elements %4686, %4687, %4688, %4689 : vector<4xi32>
        %4691 = vector.bitcast %4690 : vector<4xi32> to vector<8xbf16>
        %4692 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4643, %4645 : (f32, f32) -> i32
        %4693 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4647, %4649 : (f32, f32) -> i32
        %4694 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4651, %4653 : (f32, f32) -> i32
        %4695 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4655, %4657 : (f32, f32) -> i32
        %4696 = vector.from_elements %4692, %4693, %4694, %4695 : vector<4xi32>
        %4697 = vector.bitcast %4696 : vector<4xi32> to vector<8xbf16>
        %4698 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4634, %4635 : (f32, f32) -> i32
        %4699 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4636, %4637 : (f32, f32) -> i32
        %4700 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4638, %4639 : (f32, f32) -> i32
        %4701 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4640, %4641 : (f32, f32) -> i32
        %4702 = vector.from_elements %4698, %4699, %4700, %4701 : vector<4xi32>
        %4703 = vector.bitcast %4702 : vector<4xi32> to vector<8xbf16>
        %4704 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4659, %4661 : (f32, f32) -> i32
        %4705 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4663, %4665 : (f32, f32) -> i32
        %4706 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4667, %4669 : (f32, f32) -> i32
        %4707 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %4671, %4673 : (f32, f32) -> i32
        %4708 = vector.from_elements %4704, %4705, %4706, %4707 : vector<4xi32>
        %4709 = vector.bitcast %4708 : vector<4xi32> to vector<8xbf16>
        %4710 = vector.shuffle %4691, %4703 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4711 = vector.shuffle %4697, %4709 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %4712 = vector.shuffle %4710, %4711 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %4713 = llvm.inline_asm has_side_effects "", "=v,0" %4712 : (vector<32xbf16>) -> vector<32xbf16>
        %4714 = vector.shuffle %4713, %4713 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %4715 = vector.shuffle %4713, %4713 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %4716 = vector.shuffle %4713, %4713 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %4717 = vector.shuffle %4713, %4713 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
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
        %4718 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
        rocdl.sched.barrier none
        %c1_604 = arith.constant 1 : index
        %4719 = arith.addi %arg20, %c1_604 : index
        %c64_605 = arith.constant 64 : index
        %4720 = arith.muli %4719, %c64_605 : index
        %4721 = arith.muli %4720, %7 : index
        %c8_i32_606 = arith.constant 8 : i32
        %4722 = arith.index_cast %c8_i32_606 : i32 to index
        %4723 = arith.muli %134, %4722 : index
        %4724 = arith.addi %4723, %22 : index
        %c8_i32_607 = arith.constant 8 : i32
        %4725 = arith.index_cast %c8_i32_607 : i32 to index
        %4726 = arith.muli %136, %4725 : index
        %c0_i32_608 = arith.constant 0 : i32
        %4727 = arith.index_cast %c0_i32_608 : i32 to index
        %4728 = arith.addi %4726, %4727 : index
        %4729 = arith.muli %4724, %7 : index
        %4730 = arith.addi %58, %4729 : index
        %4731 = arith.addi %4730, %4728 : index
        %4732 = fly.inttoptr(%204) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4733 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4734 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4735 = fly.make_layout(%4733, %4734) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4736 = fly.make_view(%4732, %4735) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4737 = arith.index_cast %4731 : index to i32
        %4738 = fly.make_int_tuple(%4737) : (i32) -> !fly.int_tuple<(*,?)>
        %4739 = fly.slice(%110, %4738) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4740 = arith.index_cast %4721 : index to i32
        %4741 = fly.atom.set_value(%125, "soffset", %4740) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4741, %4739, %4736) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c8_i32_609 = arith.constant 8 : i32
        %4742 = arith.index_cast %c8_i32_609 : i32 to index
        %4743 = arith.muli %134, %4742 : index
        %4744 = arith.addi %4743, %22 : index
        %c8_i32_610 = arith.constant 8 : i32
        %4745 = arith.index_cast %c8_i32_610 : i32 to index
        %4746 = arith.muli %136, %4745 : index
        %c64_i32_611 = arith.constant 64 : i32
        %4747 = arith.index_cast %c64_i32_611 : i32 to index
        %4748 = arith.addi %4746, %4747 : index
        %4749 = arith.muli %4744, %7 : index
        %4750 = arith.addi %58, %4749 : index
        %4751 = arith.addi %4750, %4748 : index
        %4752 = fly.inttoptr(%213) : (i32) -> !fly.ptr<bf16, shared, align<16>>
        %4753 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4754 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %4755 = fly.make_layout(%4753, %4754) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %4756 = fly.make_view(%4752, %4755) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
        %4757 = arith.index_cast %4751 : index to i32
        %4758 = fly.make_int_tuple(%4757) : (i32) -> !fly.int_tuple<(*,?)>
        %4759 = fly.slice(%110, %4758) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %4760 = arith.index_cast %4721 : index to i32
        %4761 = fly.atom.set_value(%125, "soffset", %4760) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
        fly.copy(%4761, %4759, %4756) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
        %c25344_i32_612 = arith.constant 25344 : i32
        %4762 = arith.index_cast %c25344_i32_612 : i32 to index
        %4763 = arith.addi %195, %4762 : index
        %c2_i32_613 = arith.constant 2 : i32
        %4764 = arith.index_cast %c2_i32_613 : i32 to index
        %4765 = arith.muli %4763, %4764 : index
        %4766 = arith.addi %4765, %11 : index
        %4767 = arith.index_cast %4766 : index to i32
        %4768 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %4767 : (i32) -> vector<2xi32>
        %4769 = vector.bitcast %4768 : vector<2xi32> to vector<4xbf16>
        %c2_i32_614 = arith.constant 2 : i32
        %4770 = arith.index_cast %c2_i32_614 : i32 to index
        %4771 = arith.muli %4763, %4770 : index
        %4772 = arith.addi %4771, %11 : index
        %4773 = arith.index_cast %4772 : index to i32
        %4774 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %4773 : (i32) -> vector<2xi32>
        %4775 = vector.bitcast %4774 : vector<2xi32> to vector<4xbf16>
        %4776 = vector.shuffle %4769, %4775 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_615 = arith.constant 2 : i32
        %4777 = arith.index_cast %c2_i32_615 : i32 to index
        %4778 = arith.muli %4763, %4777 : index
        %4779 = arith.addi %4778, %11 : index
        %4780 = arith.index_cast %4779 : index to i32
        %4781 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %4780 : (i32) -> vector<2xi32>
        %4782 = vector.bitcast %4781 : vector<2xi32> to vector<4xbf16>
        %c2_i32_616 = arith.constant 2 : i32
        %4783 = arith.index_cast %c2_i32_616 : i32 to index
        %4784 = arith.muli %4763, %4783 : index
        %4785 = arith.addi %4784, %11 : index
        %4786 = arith.index_cast %4785 : index to i32
        %4787 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %4786 : (i32) -> vector<2xi32>
        %4788 = vector.bitcast %4787 : vector<2xi32> to vector<4xbf16>
        %4789 = vector.shuffle %4782, %4788 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_617 = arith.constant 2 : i32
        %4790 = arith.index_cast %c2_i32_617 : i32 to index
        %4791 = arith.muli %4763, %4790 : index
        %4792 = arith.addi %4791, %11 : index
        %4793 = arith.index_cast %4792 : index to i32
        %4794 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %4793 : (i32) -> vector<2xi32>
        %4795 = vector.bitcast %4794 : vector<2xi32> to vector<4xbf16>
        %c2_i32_618 = arith.constant 2 : i32
        %4796 = arith.index_cast %c2_i32_618 : i32 to index
        %4797 = arith.muli %4763, %4796 : index
        %4798 = arith.addi %4797, %11 : index
        %4799 = arith.index_cast %4798 : index to i32
        %4800 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %4799 : (i32) -> vector<2xi32>
        %4801 = vector.bitcast %4800 : vector<2xi32> to vector<4xbf16>
        %4802 = vector.shuffle %4795, %4801 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_619 = arith.constant 2 : i32
        %4803 = arith.index_cast %c2_i32_619 : i32 to index
        %4804 = arith.muli %4763, %4803 : index
        %4805 = arith.addi %4804, %11 : index
        %4806 = arith.index_cast %4805 : index to i32
        %4807 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %4806 : (i32) -> vector<2xi32>
        %4808 = vector.bitcast %4807 : vector<2xi32> to vector<4xbf16>
        %c2_i32_620 = arith.constant 2 : i32
        %4809 = arith.index_cast %c2_i32_620 : i32 to index
        %4810 = arith.muli %4763, %4809 : index
        %4811 = arith.addi %4810, %11 : index
        %4812 = arith.index_cast %4811 : index to i32
        %4813 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %4812 : (i32) -> vector<2xi32>
        %4814 = vector.bitcast %4813 : vector<2xi32> to vector<4xbf16>
        %4815 = vector.shuffle %4808, %4814 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_621 = arith.constant 2 : i32
        %4816 = arith.index_cast %c2_i32_621 : i32 to index
        %4817 = arith.muli %4763, %4816 : index
        %4818 = arith.addi %4817, %11 : index
        %4819 = arith.index_cast %4818 : index to i32
        %4820 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %4819 : (i32) -> vector<2xi32>
        %4821 = vector.bitcast %4820 : vector<2xi32> to vector<4xbf16>
        %c2_i32_622 = arith.constant 2 : i32
        %4822 = arith.index_cast %c2_i32_622 : i32 to index
        %4823 = arith.muli %4763, %4822 : index
        %4824 = arith.addi %4823, %11 : index
        %4825 = arith.index_cast %4824 : index to i32
        %4826 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %4825 : (i32) -> vector<2xi32>
        %4827 = vector.bitcast %4826 : vector<2xi32> to vector<4xbf16>
        %4828 = vector.shuffle %4821, %4827 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_623 = arith.constant 2 : i32
        %4829 = arith.index_cast %c2_i32_623 : i32 to index
        %4830 = arith.muli %4763, %4829 : index
        %4831 = arith.addi %4830, %11 : index
        %4832 = arith.index_cast %4831 : index to i32
        %4833 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %4832 : (i32) -> vector<2xi32>
        %4834 = vector.bitcast %4833 : vector<2xi32> to vector<4xbf16>
        %c2_i32_624 = arith.constant 2 : i32
        %4835 = arith.index_cast %c2_i32_624 : i32 to index
        %4836 = arith.muli %4763, %4835 : index
        %4837 = arith.addi %4836, %11 : index
        %4838 = arith.index_cast %4837 : index to i32
        %4839 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %4838 : (i32) -> vector<2xi32>
        %4840 = vector.bitcast %4839 : vector<2xi32> to vector<4xbf16>
        %4841 = vector.shuffle %4834, %4840 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_625 = arith.constant 2 : i32
        %4842 = arith.index_cast %c2_i32_625 : i32 to index
        %4843 = arith.muli %4763, %4842 : index
        %4844 = arith.addi %4843, %11 : index
        %4845 = arith.index_cast %4844 : index to i32
        %4846 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %4845 : (i32) -> vector<2xi32>
        %4847 = vector.bitcast %4846 : vector<2xi32> to vector<4xbf16>
        %c2_i32_626 = arith.constant 2 : i32
        %4848 = arith.index_cast %c2_i32_626 : i32 to index
        %4849 = arith.muli %4763, %4848 : index
        %4850 = arith.addi %4849, %11 : index
        %4851 = arith.index_cast %4850 : index to i32
        %4852 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %4851 : (i32) -> vector<2xi32>
        %4853 = vector.bitcast %4852 : vector<2xi32> to vector<4xbf16>
        %4854 = vector.shuffle %4847, %4853 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_627 = arith.constant 2 : i32
        %4855 = arith.index_cast %c2_i32_627 : i32 to index
        %4856 = arith.muli %4763, %4855 : index
        %4857 = arith.addi %4856, %11 : index
        %4858 = arith.index_cast %4857 : index to i32
        %4859 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %4858 : (i32) -> vector<2xi32>
        %4860 = vector.bitcast %4859 : vector<2xi32> to vector<4xbf16>
        %c2_i32_628 = arith.constant 2 : i32
        %4861 = arith.index_cast %c2_i32_628 : i32 to index
        %4862 = arith.muli %4763, %4861 : index
        %4863 = arith.addi %4862, %11 : index
        %4864 = arith.index_cast %4863 : index to i32
        %4865 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %4864 : (i32) -> vector<2xi32>
        %4866 = vector.bitcast %4865 : vector<2xi32> to vector<4xbf16>
        %4867 = vector.shuffle %4860, %4866 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_629 = arith.constant 2 : i32
        %4868 = arith.index_cast %c2_i32_629 : i32 to index
        %4869 = arith.muli %4763, %4868 : index
        %4870 = arith.addi %4869, %11 : index
        %4871 = arith.index_cast %4870 : index to i32
        %4872 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %4871 : (i32) -> vector<2xi32>
        %4873 = vector.bitcast %4872 : vector<2xi32> to vector<4xbf16>
        %c2_i32_630 = arith.constant 2 : i32
        %4874 = arith.index_cast %c2_i32_630 : i32 to index
        %4875 = arith.muli %4763, %4874 : index
        %4876 = arith.addi %4875, %11 : index
        %4877 = arith.index_cast %4876 : index to i32
        %4878 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %4877 : (i32) -> vector<2xi32>
        %4879 = vector.bitcast %4878 : vector<2xi32> to vector<4xbf16>
        %4880 = vector.shuffle %4873, %4879 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_631 = arith.constant 2 : i32
        %4881 = arith.index_cast %c2_i32_631 : i32 to index
        %4882 = arith.muli %4763, %4881 : index
        %4883 = arith.addi %4882, %11 : index
        %4884 = arith.index_cast %4883 : index to i32
        %4885 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %4884 : (i32) -> vector<2xi32>
        %4886 = vector.bitcast %4885 : vector<2xi32> to vector<4xbf16>
        %c2_i32_632 = arith.constant 2 : i32
        %4887 = arith.index_cast %c2_i32_632 : i32 to index
        %4888 = arith.muli %4763, %4887 : index
        %4889 = arith.addi %4888, %11 : index
        %4890 = arith.index_cast %4889 : index to i32
        %4891 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %4890 : (i32) -> vector<2xi32>
        %4892 = vector.bitcast %4891 : vector<2xi32> to vector<4xbf16>
        %4893 = vector.shuffle %4886, %4892 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_633 = arith.constant 2 : i32
        %4894 = arith.index_cast %c2_i32_633 : i32 to index
        %4895 = arith.muli %4763, %4894 : index
        %4896 = arith.addi %4895, %11 : index
        %4897 = arith.index_cast %4896 : index to i32
        %4898 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %4897 : (i32) -> vector<2xi32>
        %4899 = vector.bitcast %4898 : vector<2xi32> to vector<4xbf16>
        %c2_i32_634 = arith.constant 2 : i32
        %4900 = arith.index_cast %c2_i32_634 : i32 to index
        %4901 = arith.muli %4763, %4900 : index
        %4902 = arith.addi %4901, %11 : index
        %4903 = arith.index_cast %4902 : index to i32
        %4904 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %4903 : (i32) -> vector<2xi32>
        %4905 = vector.bitcast %4904 : vector<2xi32> to vector<4xbf16>
        %4906 = vector.shuffle %4899, %4905 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_635 = arith.constant 2 : i32
        %4907 = arith.index_cast %c2_i32_635 : i32 to index
        %4908 = arith.muli %4763, %4907 : index
        %4909 = arith.addi %4908, %11 : index
        %4910 = arith.index_cast %4909 : index to i32
        %4911 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %4910 : (i32) -> vector<2xi32>
        %4912 = vector.bitcast %4911 : vector<2xi32> to vector<4xbf16>
        %c2_i32_636 = arith.constant 2 : i32
        %4913 = arith.index_cast %c2_i32_636 : i32 to index
        %4914 = arith.muli %4763, %4913 : index
        %4915 = arith.addi %4914, %11 : index
        %4916 = arith.index_cast %4915 : index to i32
        %4917 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %4916 : (i32) -> vector<2xi32>
        %4918 = vector.bitcast %4917 : vector<2xi32> to vector<4xbf16>
        %4919 = vector.shuffle %4912, %4918 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_637 = arith.constant 2 : i32
        %4920 = arith.index_cast %c2_i32_637 : i32 to index
        %4921 = arith.muli %4763, %4920 : index
        %4922 = arith.addi %4921, %11 : index
        %4923 = arith.index_cast %4922 : index to i32
        %4924 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %4923 : (i32) -> vector<2xi32>
        %4925 = vector.bitcast %4924 : vector<2xi32> to vector<4xbf16>
        %c2_i32_638 = arith.constant 2 : i32
        %4926 = arith.index_cast %c2_i32_638 : i32 to index
        %4927 = arith.muli %4763, %4926 : index
        %4928 = arith.addi %4927, %11 : index
        %4929 = arith.index_cast %4928 : index to i32
        %4930 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %4929 : (i32) -> vector<2xi32>
        %4931 = vector.bitcast %4930 : vector<2xi32> to vector<4xbf16>
        %4932 = vector.shuffle %4925, %4931 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_639 = arith.constant 2 : i32
        %4933 = arith.index_cast %c2_i32_639 : i32 to index
        %4934 = arith.muli %4763, %4933 : index
        %4935 = arith.addi %4934, %11 : index
        %4936 = arith.index_cast %4935 : index to i32
        %4937 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %4936 : (i32) -> vector<2xi32>
        %4938 = vector.bitcast %4937 : vector<2xi32> to vector<4xbf16>
        %c2_i32_640 = arith.constant 2 : i32
        %4939 = arith.index_cast %c2_i32_640 : i32 to index
        %4940 = arith.muli %4763, %4939 : index
        %4941 = arith.addi %4940, %11 : index
        %4942 = arith.index_cast %4941 : index to i32
        %4943 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %4942 : (i32) -> vector<2xi32>
        %4944 = vector.bitcast %4943 : vector<2xi32> to vector<4xbf16>
        %4945 = vector.shuffle %4938, %4944 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_641 = arith.constant 2 : i32
        %4946 = arith.index_cast %c2_i32_641 : i32 to index
        %4947 = arith.muli %4763, %4946 : index
        %4948 = arith.addi %4947, %11 : index
        %4949 = arith.index_cast %4948 : index to i32
        %4950 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %4949 : (i32) -> vector<2xi32>
        %4951 = vector.bitcast %4950 : vector<2xi32> to vector<4xbf16>
        %c2_i32_642 = arith.constant 2 : i32
        %4952 = arith.index_cast %c2_i32_642 : i32 to index
        %4953 = arith.muli %4763, %4952 : index
        %4954 = arith.addi %4953, %11 : index
        %4955 = arith.index_cast %4954 : index to i32
        %4956 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %4955 : (i32) -> vector<2xi32>
        %4957 = vector.bitcast %4956 : vector<2xi32> to vector<4xbf16>
        %4958 = vector.shuffle %4951, %4957 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c2_i32_643 = arith.constant 2 : i32
        %4959 = arith.index_cast %c2_i32_643 : i32 to index
        %4960 = arith.muli %4763, %4959 : index
        %4961 = arith.addi %4960, %11 : index
        %4962 = arith.index_cast %4961 : index to i32
        %4963 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %4962 : (i32) -> vector<2xi32>
        %4964 = vector.bitcast %4963 : vector<2xi32> to vector<4xbf16>
        %c2_i32_644 = arith.constant 2 : i32
        %4965 = arith.index_cast %c2_i32_644 : i32 to index
        %4966 = arith.muli %4763, %4965 : index
        %4967 = arith.addi %4966, %11 : index
        %4968 = arith.index_cast %4967 : index to i32
        %4969 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %4968 : (i32) -> vector<2xi32>
        %4970 = vector.bitcast %4969 : vector<2xi32> to vector<4xbf16>
        %4971 = vector.shuffle %4964, %4970 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
        %c1_645 = arith.constant 1 : index
        %4972 = arith.subi %arg20, %c1_645 : index
        %c64_646 = arith.constant 64 : index
        %4973 = arith.muli %arg20, %c64_646 : index
        %4974 = arith.addi %317, %52 : i32
        %4975 = arith.index_cast %4973 : index to i32
        %4976 = arith.cmpi slt, %4974, %4975 : i32
        %4977:2 = scf.if %4976 -> (vector<16xf32>, vector<16xf32>) {
          %5179 = vector.extract %4624[0] : f32 from vector<16xf32>
          %5180 = vector.extract %4624[1] : f32 from vector<16xf32>
          %5181 = vector.extract %4624[2] : f32 from vector<16xf32>
          %5182 = vector.extract %4624[3] : f32 from vector<16xf32>
          %5183 = vector.extract %4624[4] : f32 from vector<16xf32>
          %5184 = vector.extract %4624[5] : f32 from vector<16xf32>
          %5185 = vector.extract %4624[6] : f32 from vector<16xf32>
          %5186 = vector.extract %4624[7] : f32 from vector<16xf32>
          %5187 = vector.extract %4624[8] : f32 from vector<16xf32>
          %5188 = vector.extract %4624[9] : f32 from vector<16xf32>
          %5189 = vector.extract %4624[10] : f32 from vector<16xf32>
          %5190 = vector.extract %4624[11] : f32 from vector<16xf32>
          %5191 = vector.extract %4624[12] : f32 from vector<16xf32>
          %5192 = vector.extract %4624[13] : f32 from vector<16xf32>
          %5193 = vector.extract %4624[14] : f32 from vector<16xf32>
          %5194 = vector.extract %4624[15] : f32 from vector<16xf32>
          %5195 = vector.extract %4625[0] : f32 from vector<16xf32>
          %5196 = vector.extract %4625[1] : f32 from vector<16xf32>
          %5197 = vector.extract %4625[2] : f32 from vector<16xf32>
          %5198 = vector.extract %4625[3] : f32 from vector<16xf32>
          %5199 = vector.extract %4625[4] : f32 from vector<16xf32>
          %5200 = vector.extract %4625[5] : f32 from vector<16xf32>
          %5201 = vector.extract %4625[6] : f32 from vector<16xf32>
          %5202 = vector.extract %4625[7] : f32 from vector<16xf32>
          %5203 = vector.extract %4625[8] : f32 from vector<16xf32>
          %5204 = vector.extract %4625[9] : f32 from vector<16xf32>
          %5205 = vector.extract %4625[10] : f32 from vector<16xf32>
          %5206 = vector.extract %4625[11] : f32 from vector<16xf32>
          %5207 = vector.extract %4625[12] : f32 from vector<16xf32>
          %5208 = vector.extract %4625[13] : f32 from vector<16xf32>
          %5209 = vector.extract %4625[14] : f32 from vector<16xf32>
          %5210 = vector.extract %4625[15] : f32 from vector<16xf32>
          %c64_651 = arith.constant 64 : index
          %5211 = arith.muli %4972, %c64_651 : index
          %5212 = arith.index_cast %5211 : index to i32
          %5213 = arith.index_cast %28 : index to i32
          %c4_i32_652 = arith.constant 4 : i32
          %5214 = arith.muli %5213, %c4_i32_652 : i32
          %5215 = arith.addi %319, %52 : i32
          %5216 = arith.subi %5215, %5212 : i32
          %5217 = arith.subi %5216, %5214 : i32
          %c32_i32_653 = arith.constant 32 : i32
          %5218 = arith.subi %5217, %c32_i32_653 : i32
          %5219 = arith.bitcast %5179 : f32 to i32
          %5220 = arith.bitcast %5180 : f32 to i32
          %c-8388608_i32 = arith.constant -8388608 : i32
          %5221 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5219, %5220, %5217, %c-8388608_i32 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5222 = llvm.extractvalue %5221[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5223 = llvm.extractvalue %5221[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5224 = arith.bitcast %5222 : i32 to f32
          %5225 = arith.bitcast %5223 : i32 to f32
          %5226 = arith.bitcast %5181 : f32 to i32
          %5227 = arith.bitcast %5182 : f32 to i32
          %c-8388608_i32_654 = arith.constant -8388608 : i32
          %5228 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5226, %5227, %5217, %c-8388608_i32_654 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5229 = llvm.extractvalue %5228[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5230 = llvm.extractvalue %5228[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5231 = arith.bitcast %5229 : i32 to f32
          %5232 = arith.bitcast %5230 : i32 to f32
          %5233 = arith.bitcast %5183 : f32 to i32
          %5234 = arith.bitcast %5184 : f32 to i32
          %c-8388608_i32_655 = arith.constant -8388608 : i32
          %5235 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5233, %5234, %5217, %c-8388608_i32_655 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5236 = llvm.extractvalue %5235[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5237 = llvm.extractvalue %5235[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5238 = arith.bitcast %5236 : i32 to f32
          %5239 = arith.bitcast %5237 : i32 to f32
          %5240 = arith.bitcast %5185 : f32 to i32
          %5241 = arith.bitcast %5186 : f32 to i32
          %c-8388608_i32_656 = arith.constant -8388608 : i32
          %5242 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5240, %5241, %5217, %c-8388608_i32_656 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5243 = llvm.extractvalue %5242[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5244 = llvm.extractvalue %5242[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5245 = arith.bitcast %5243 : i32 to f32
          %5246 = arith.bitcast %5244 : i32 to f32
          %5247 = arith.bitcast %5187 : f32 to i32
          %5248 = arith.bitcast %5188 : f32 to i32
          %c-8388608_i32_657 = arith.constant -8388608 : i32
          %5249 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5247, %5248, %5217, %c-8388608_i32_657 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5250 = llvm.extractvalue %5249[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5251 = llvm.extractvalue %5249[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5252 = arith.bitcast %5250 : i32 to f32
          %5253 = arith.bitcast %5251 : i32 to f32
          %5254 = arith.bitcast %5189 : f32 to i32
          %5255 = arith.bitcast %5190 : f32 to i32
          %c-8388608_i32_658 = arith.constant -8388608 : i32
          %5256 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5254, %5255, %5217, %c-8388608_i32_658 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5257 = llvm.extractvalue %5256[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5258 = llvm.extractvalue %5256[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5259 = arith.bitcast %5257 : i32 to f32
          %5260 = arith.bitcast %5258 : i32 to f32
          %5261 = arith.bitcast %5191 : f32 to i32
          %5262 = arith.bitcast %5192 : f32 to i32
          %c-8388608_i32_659 = arith.constant -8388608 : i32
          %5263 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5261, %5262, %5217, %c-8388608_i32_659 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5264 = llvm.extractvalue %5263[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5265 = llvm.extractvalue %5263[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5266 = arith.bitcast %5264 : i32 to f32
          %5267 = arith.bitcast %5265 : i32 to f32
          %5268 = arith.bitcast %5193 : f32 to i32
          %5269 = arith.bitcast %5194 : f32 to i32
          %c-8388608_i32_660 = arith.constant -8388608 : i32
          %5270 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5268, %5269, %5217, %c-8388608_i32_660 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5271 = llvm.extractvalue %5270[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5272 = llvm.extractvalue %5270[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5273 = arith.bitcast %5271 : i32 to f32
          %5274 = arith.bitcast %5272 : i32 to f32
          %5275 = arith.bitcast %5195 : f32 to i32
          %5276 = arith.bitcast %5196 : f32 to i32
          %c-8388608_i32_661 = arith.constant -8388608 : i32
          %5277 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5275, %5276, %5218, %c-8388608_i32_661 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5278 = llvm.extractvalue %5277[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5279 = llvm.extractvalue %5277[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5280 = arith.bitcast %5278 : i32 to f32
          %5281 = arith.bitcast %5279 : i32 to f32
          %5282 = arith.bitcast %5197 : f32 to i32
          %5283 = arith.bitcast %5198 : f32 to i32
          %c-8388608_i32_662 = arith.constant -8388608 : i32
          %5284 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5282, %5283, %5218, %c-8388608_i32_662 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5285 = llvm.extractvalue %5284[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5286 = llvm.extractvalue %5284[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5287 = arith.bitcast %5285 : i32 to f32
          %5288 = arith.bitcast %5286 : i32 to f32
          %5289 = arith.bitcast %5199 : f32 to i32
          %5290 = arith.bitcast %5200 : f32 to i32
          %c-8388608_i32_663 = arith.constant -8388608 : i32
          %5291 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5289, %5290, %5218, %c-8388608_i32_663 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5292 = llvm.extractvalue %5291[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5293 = llvm.extractvalue %5291[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5294 = arith.bitcast %5292 : i32 to f32
          %5295 = arith.bitcast %5293 : i32 to f32
          %5296 = arith.bitcast %5201 : f32 to i32
          %5297 = arith.bitcast %5202 : f32 to i32
          %c-8388608_i32_664 = arith.constant -8388608 : i32
          %5298 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5296, %5297, %5218, %c-8388608_i32_664 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5299 = llvm.extractvalue %5298[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5300 = llvm.extractvalue %5298[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5301 = arith.bitcast %5299 : i32 to f32
          %5302 = arith.bitcast %5300 : i32 to f32
          %5303 = arith.bitcast %5203 : f32 to i32
          %5304 = arith.bitcast %5204 : f32 to i32
          %c-8388608_i32_665 = arith.constant -8388608 : i32
          %5305 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5303, %5304, %5218, %c-8388608_i32_665 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5306 = llvm.extractvalue %5305[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5307 = llvm.extractvalue %5305[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5308 = arith.bitcast %5306 : i32 to f32
          %5309 = arith.bitcast %5307 : i32 to f32
          %5310 = arith.bitcast %5205 : f32 to i32
          %5311 = arith.bitcast %5206 : f32 to i32
          %c-8388608_i32_666 = arith.constant -8388608 : i32
          %5312 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5310, %5311, %5218, %c-8388608_i32_666 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5313 = llvm.extractvalue %5312[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5314 = llvm.extractvalue %5312[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5315 = arith.bitcast %5313 : i32 to f32
          %5316 = arith.bitcast %5314 : i32 to f32
          %5317 = arith.bitcast %5207 : f32 to i32
          %5318 = arith.bitcast %5208 : f32 to i32
          %c-8388608_i32_667 = arith.constant -8388608 : i32
          %5319 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5317, %5318, %5218, %c-8388608_i32_667 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5320 = llvm.extractvalue %5319[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5321 = llvm.extractvalue %5319[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5322 = arith.bitcast %5320 : i32 to f32
          %5323 = arith.bitcast %5321 : i32 to f32
          %5324 = arith.bitcast %5209 : f32 to i32
          %5325 = arith.bitcast %5210 : f32 to i32
          %c-8388608_i32_668 = arith.constant -8388608 : i32
          %5326 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %5324, %5325, %5218, %c-8388608_i32_668 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
          %5327 = llvm.extractvalue %5326[2] : !llvm.struct<(i64, i64, i32, i32)> 
          %5328 = llvm.extractvalue %5326[3] : !llvm.struct<(i64, i64, i32, i32)> 
          %5329 = arith.bitcast %5327 : i32 to f32
          %5330 = arith.bitcast %5328 : i32 to f32
          %5331 = vector.from_elements %5224, %5225, %5231, %5232, %5238, %5239, %5245, %5246, %5252, %5253, %5259, %5260, %5266, %5267, %5273, %5274 : vector<16xf32>
          %5332 = vector.from_elements %5280, %5281, %5287, %5288, %5294, %5295, %5301, %5302, %5308, %5309, %5315, %5316, %5322, %5323, %5329, %5330 : vector<16xf32>
          scf.yield %5331, %5332 : vector<16xf32>, vector<16xf32>
        } else {
          scf.yield %4624, %4625 : vector<16xf32>, vector<16xf32>
        }
        rocdl.s.waitcnt 49279
        rocdl.s.waitcnt 16244
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        rocdl.s.setprio 1
        %4978 = fly.mma_atom_call_ssa(%126, %4776, %4714, %4358) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4979 = fly.mma_atom_call_ssa(%126, %4828, %4714, %4359) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4980 = fly.mma_atom_call_ssa(%126, %4880, %4714, %4360) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4981 = fly.mma_atom_call_ssa(%126, %4932, %4714, %4361) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %4982 = vector.extract %4977#0[0] : f32 from vector<16xf32>
        %cst_647 = arith.constant 0xFF800000 : f32
        %4983 = arith.maxnumf %cst_647, %4982 fastmath<fast> : f32
        %4984 = vector.extract %4977#0[1] : f32 from vector<16xf32>
        %4985 = arith.maxnumf %4983, %4984 fastmath<fast> : f32
        %4986 = vector.extract %4977#0[2] : f32 from vector<16xf32>
        %4987 = arith.maxnumf %4985, %4986 fastmath<fast> : f32
        %4988 = vector.extract %4977#0[3] : f32 from vector<16xf32>
        %4989 = arith.maxnumf %4987, %4988 fastmath<fast> : f32
        %4990 = vector.extract %4977#0[4] : f32 from vector<16xf32>
        %4991 = arith.maxnumf %4989, %4990 fastmath<fast> : f32
        %4992 = vector.extract %4977#0[5] : f32 from vector<16xf32>
        %4993 = arith.maxnumf %4991, %4992 fastmath<fast> : f32
        %4994 = vector.extract %4977#0[6] : f32 from vector<16xf32>
        %4995 = arith.maxnumf %4993, %4994 fastmath<fast> : f32
        %4996 = vector.extract %4977#0[7] : f32 from vector<16xf32>
        %4997 = arith.maxnumf %4995, %4996 fastmath<fast> : f32
        %4998 = vector.extract %4977#0[8] : f32 from vector<16xf32>
        %4999 = arith.maxnumf %4997, %4998 fastmath<fast> : f32
        %5000 = vector.extract %4977#0[9] : f32 from vector<16xf32>
        %5001 = arith.maxnumf %4999, %5000 fastmath<fast> : f32
        %5002 = vector.extract %4977#0[10] : f32 from vector<16xf32>
        %5003 = arith.maxnumf %5001, %5002 fastmath<fast> : f32
        %5004 = vector.extract %4977#0[11] : f32 from vector<16xf32>
        %5005 = arith.maxnumf %5003, %5004 fastmath<fast> : f32
        %5006 = vector.extract %4977#0[12] : f32 from vector<16xf32>
        %5007 = arith.maxnumf %5005, %5006 fastmath<fast> : f32
        %5008 = vector.extract %4977#0[13] : f32 from vector<16xf32>
        %5009 = arith.maxnumf %5007, %5008 fastmath<fast> : f32
        %5010 = vector.extract %4977#0[14] : f32 from vector<16xf32>
        %5011 = arith.maxnumf %5009, %5010 fastmath<fast> : f32
        %5012 = vector.extract %4977#0[15] : f32 from vector<16xf32>
        %5013 = arith.maxnumf %5011, %5012 fastmath<fast> : f32
        %5014 = vector.extract %4977#1[0] : f32 from vector<16xf32>
        %5015 = arith.maxnumf %5013, %5014 fastmath<fast> : f32
        %5016 = vector.extract %4977#1[1] : f32 from vector<16xf32>
        %5017 = arith.maxnumf %5015, %5016 fastmath<fast> : f32
        %5018 = vector.extract %4977#1[2] : f32 from vector<16xf32>
        %5019 = arith.maxnumf %5017, %5018 fastmath<fast> : f32
        %5020 = vector.extract %4977#1[3] : f32 from vector<16xf32>
        %5021 = arith.maxnumf %5019, %5020 fastmath<fast> : f32
        %5022 = vector.extract %4977#1[4] : f32 from vector<16xf32>
        %5023 = arith.maxnumf %5021, %5022 fastmath<fast> : f32
        %5024 = vector.extract %4977#1[5] : f32 from vector<16xf32>
        %5025 = arith.maxnumf %5023, %5024 fastmath<fast> : f32
        %5026 = vector.extract %4977#1[6] : f32 from vector<16xf32>
        %5027 = arith.maxnumf %5025, %5026 fastmath<fast> : f32
        %5028 = vector.extract %4977#1[7] : f32 from vector<16xf32>
        %5029 = arith.maxnumf %5027, %5028 fastmath<fast> : f32
        %5030 = vector.extract %4977#1[8] : f32 from vector<16xf32>
        %5031 = arith.maxnumf %5029, %5030 fastmath<fast> : f32
        %5032 = vector.extract %4977#1[9] : f32 from vector<16xf32>
        %5033 = arith.maxnumf %5031, %5032 fastmath<fast> : f32
        %5034 = vector.extract %4977#1[10] : f32 from vector<16xf32>
        %5035 = arith.maxnumf %5033, %5034 fastmath<fast> : f32
        %5036 = vector.extract %4977#1[11] : f32 from vector<16xf32>
        %5037 = arith.maxnumf %5035, %5036 fastmath<fast> : f32
        %5038 = vector.extract %4977#1[12] : f32 from vector<16xf32>
        %5039 = arith.maxnumf %5037, %5038 fastmath<fast> : f32
        %5040 = vector.extract %4977#1[13] : f32 from vector<16xf32>
        %5041 = arith.maxnumf %5039, %5040 fastmath<fast> : f32
        %5042 = vector.extract %4977#1[14] : f32 from vector<16xf32>
        %5043 = arith.maxnumf %5041, %5042 fastmath<fast> : f32
        %5044 = vector.extract %4977#1[15] : f32 from vector<16xf32>
        %5045 = arith.maxnumf %5043, %5044 fastmath<fast> : f32
        %5046 = arith.bitcast %5045 : f32 to i32
        %5047 = rocdl.permlane32.swap %5046, %5046, false, true : (i32, i32) -> <(i32, i32)>
        %5048 = llvm.extractvalue %5047[0] : !llvm.struct<(i32, i32)> 
        %5049 = llvm.extractvalue %5047[1] : !llvm.struct<(i32, i32)> 
        %5050 = arith.bitcast %5048 : i32 to f32
        %5051 = arith.bitcast %5049 : i32 to f32
        %5052 = arith.maxnumf %5050, %5051 fastmath<fast> : f32
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        rocdl.sched.group.barrier mfma_wmma, 1, 4
        rocdl.sched.group.barrier valu, 6, 4
        %5053 = arith.subf %5052, %4345#6 fastmath<fast> : f32
        %cst_648 = arith.constant 8.000000e+00 : f32
        %5054 = arith.cmpf ole, %5053, %cst_648 fastmath<fast> : f32
        %5055 = rocdl.ballot %5054 : i64
        %true_649 = arith.constant true
        %5056 = rocdl.ballot %true_649 : i64
        %5057 = arith.cmpi eq, %5055, %5056 : i64
        %true_650 = arith.constant true
        %5058 = llvm.intr.expect %5057, %true_650 : i1
        %5059 = vector.shuffle %4714, %4716 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %5060 = vector.shuffle %4715, %4717 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
        %5061 = vector.shuffle %5059, %5060 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
        %5062:7 = scf.if %5058 -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32) {
          scf.yield %4978, %4979, %4980, %4981, %5061, %4685, %4345#6 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        } else {
          %5179 = arith.subf %4345#6, %5052 fastmath<fast> : f32
          %5180 = rocdl.exp2 %5179 f32 -> f32
          %5181 = vector.from_elements %5180 : vector<1xf32>
          %5182 = vector.extract %5181[0] : f32 from vector<1xf32>
          %5183 = vector.broadcast %5182 : f32 to vector<16xf32>
          %5184 = arith.mulf %4978, %5183 fastmath<fast> : vector<16xf32>
          %5185 = arith.mulf %4979, %5183 fastmath<fast> : vector<16xf32>
          %5186 = arith.mulf %4980, %5183 fastmath<fast> : vector<16xf32>
          %5187 = arith.mulf %4981, %5183 fastmath<fast> : vector<16xf32>
          %5188 = vector.shuffle %4714, %4716 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5189 = vector.shuffle %4715, %4717 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5190 = vector.shuffle %5188, %5189 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5191 = llvm.fpext %5190 fastmath<fast> : vector<32xbf16> to vector<32xf32>
          %5192 = vector.from_elements %5180 : vector<1xf32>
          %5193 = vector.extract %5192[0] : f32 from vector<1xf32>
          %5194 = vector.broadcast %5193 : f32 to vector<32xf32>
          %5195 = arith.mulf %5194, %5191 fastmath<fast> : vector<32xf32>
          %5196 = llvm.fptrunc %5195 fastmath<fast> : vector<32xf32> to vector<32xbf16>
          %5197 = vector.shuffle %5196, %5196 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
          %5198 = vector.shuffle %5196, %5196 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
          %5199 = vector.shuffle %5196, %5196 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
          %5200 = vector.shuffle %5196, %5196 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
          %5201 = vector.shuffle %5197, %5199 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5202 = vector.shuffle %5198, %5200 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
          %5203 = vector.shuffle %5201, %5202 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
          %5204 = arith.mulf %4685, %5180 fastmath<fast> : f32
          %5205 = llvm.inline_asm has_side_effects "", "=v,0" %5052 : (f32) -> f32
          scf.yield %5184, %5185, %5186, %5187, %5203, %5204, %5205 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xbf16>, f32, f32
        }
        %5063 = vector.shuffle %5062#4, %5062#4 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
        %5064 = vector.shuffle %5062#4, %5062#4 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
        %5065 = vector.shuffle %5062#4, %5062#4 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
        %5066 = vector.shuffle %5062#4, %5062#4 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
        %5067 = fly.mma_atom_call_ssa(%126, %4789, %5065, %5062#0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5068 = fly.mma_atom_call_ssa(%126, %4841, %5065, %5062#1) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5069 = fly.mma_atom_call_ssa(%126, %4893, %5065, %5062#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5070 = fly.mma_atom_call_ssa(%126, %4945, %5065, %5062#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5071 = fly.mma_atom_call_ssa(%126, %4802, %5064, %5067) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5072 = fly.mma_atom_call_ssa(%126, %4854, %5064, %5068) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5073 = fly.mma_atom_call_ssa(%126, %4906, %5064, %5069) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5074 = fly.mma_atom_call_ssa(%126, %4958, %5064, %5070) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5075 = fly.mma_atom_call_ssa(%126, %4815, %5066, %5071) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5076 = fly.mma_atom_call_ssa(%126, %4867, %5066, %5072) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5077 = fly.mma_atom_call_ssa(%126, %4919, %5066, %5073) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5078 = fly.mma_atom_call_ssa(%126, %4971, %5066, %5074) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
        %5079 = vector.extract %4977#0[0] : f32 from vector<16xf32>
        %5080 = arith.subf %5079, %5062#6 fastmath<fast> : f32
        %5081 = vector.extract %4977#0[1] : f32 from vector<16xf32>
        %5082 = arith.subf %5081, %5062#6 fastmath<fast> : f32
        %5083 = vector.extract %4977#0[2] : f32 from vector<16xf32>
        %5084 = arith.subf %5083, %5062#6 fastmath<fast> : f32
        %5085 = vector.extract %4977#0[3] : f32 from vector<16xf32>
        %5086 = arith.subf %5085, %5062#6 fastmath<fast> : f32
        %5087 = vector.extract %4977#0[4] : f32 from vector<16xf32>
        %5088 = arith.subf %5087, %5062#6 fastmath<fast> : f32
        %5089 = vector.extract %4977#0[5] : f32 from vector<16xf32>
        %5090 = arith.subf %5089, %5062#6 fastmath<fast> : f32
        %5091 = vector.extract %4977#0[6] : f32 from vector<16xf32>
        %5092 = arith.subf %5091, %5062#6 fastmath<fast> : f32
        %5093 = vector.extract %4977#0[7] : f32 from vector<16xf32>
        %5094 = arith.subf %5093, %5062#6 fastmath<fast> : f32
        %5095 = vector.extract %4977#0[8] : f32 from vector<16xf32>
        %5096 = arith.subf %5095, %5062#6 fastmath<fast> : f32
        %5097 = vector.extract %4977#0[9] : f32 from vector<16xf32>
        %5098 = arith.subf %5097, %5062#6 fastmath<fast> : f32
        %5099 = vector.extract %4977#0[10] : f32 from vector<16xf32>
        %5100 = arith.subf %5099, %5062#6 fastmath<fast> : f32
        %5101 = vector.extract %4977#0[11] : f32 from vector<16xf32>
        %5102 = arith.subf %5101, %5062#6 fastmath<fast> : f32
        %5103 = vector.extract %4977#0[12] : f32 from vector<16xf32>
        %5104 = arith.subf %5103, %5062#6 fastmath<fast> : f32
        %5105 = vector.extract %4977#0[13] : f32 from vector<16xf32>
        %5106 = arith.subf %5105, %5062#6 fastmath<fast> : f32
        %5107 = vector.extract %4977#0[14] : f32 from vector<16xf32>
        %5108 = arith.subf %5107, %5062#6 fastmath<fast> : f32
        %5109 = vector.extract %4977#0[15] : f32 from vector<16xf32>
        %5110 = arith.subf %5109, %5062#6 fastmath<fast> : f32
        %5111 = vector.extract %4977#1[0] : f32 from vector<16xf32>
        %5112 = arith.subf %5111, %5062#6 fastmath<fast> : f32
        %5113 = vector.extract %4977#1[1] : f32 from vector<16xf32>
        %5114 = arith.subf %5113, %5062#6 fastmath<fast> : f32
        %5115 = vector.extract %4977#1[2] : f32 from vector<16xf32>
        %5116 = arith.subf %5115, %5062#6 fastmath<fast> : f32
        %5117 = vector.extract %4977#1[3] : f32 from vector<16xf32>
        %5118 = arith.subf %5117, %5062#6 fastmath<fast> : f32
        %5119 = vector.extract %4977#1[4] : f32 from vector<16xf32>
        %5120 = arith.subf %5119, %5062#6 fastmath<fast> : f32
        %5121 = vector.extract %4977#1[5] : f32 from vector<16xf32>
        %5122 = arith.subf %5121, %5062#6 fastmath<fast> : f32
        %5123 = vector.extract %4977#1[6] : f32 from vector<16xf32>
        %5124 = arith.subf %5123, %5062#6 fastmath<fast> : f32
        %5125 = vector.extract %4977#1[7] : f32 from vector<16xf32>
        %5126 = arith.subf %5125, %5062#6 fastmath<fast> : f32
        %5127 = vector.extract %4977#1[8] : f32 from vector<16xf32>
        %5128 = arith.subf %5127, %5062#6 fastmath<fast> : f32
        %5129 = vector.extract %4977#1[9] : f32 from vector<16xf32>
        %5130 = arith.subf %5129, %5062#6 fastmath<fast> : f32
        %5131 = vector.extract %4977#1[10] : f32 from vector<16xf32>
        %5132 = arith.subf %5131, %5062#6 fastmath<fast> : f32
        %5133 = vector.extract %4977#1[11] : f32 from vector<16xf32>
        %5134 = arith.subf %5133, %5062#6 fastmath<fast> : f32
        %5135 = vector.extract %4977#1[12] : f32 from vector<16xf32>
        %5136 = arith.subf %5135, %5062#6 fastmath<fast> : f32
        %5137 = vector.extract %4977#1[13] : f32 from vector<16xf32>
        %5138 = arith.subf %5137, %5062#6 fastmath<fast> : f32
        %5139 = vector.extract %4977#1[14] : f32 from vector<16xf32>
        %5140 = arith.subf %5139, %5062#6 fastmath<fast> : f32
        %5141 = vector.extract %4977#1[15] : f32 from vector<16xf32>
        %5142 = arith.subf %5141, %5062#6 fastmath<fast> : f32
        %5143 = vector.from_elements %5080, %5082, %5084, %5086, %5088, %5090, %5092, %5094, %5096, %5098, %5100, %5102, %5104, %5106, %5108, %5110 : vector<16xf32>
        %5144 = vector.from_elements %5112, %5114, %5116, %5118, %5120, %5122, %5124, %5126, %5128, %5130, %5132, %5134, %5136, %5138, %5140, %5142 : vector<16xf32>
        %5145 = vector.extract %5143[0] : f32 from vector<16xf32>
        %5146 = vector.extract %5143[1] : f32 from vector<16xf32>
        %5147 = vector.extract %5143[2] : f32 from vector<16xf32>
        %5148 = vector.extract %5143[3] : f32 from vector<16xf32>
        %5149 = vector.extract %5143[4] : f32 from vector<16xf32>
        %5150 = vector.extract %5143[5] : f32 from vector<16xf32>
        %5151 = vector.extract %5143[6] : f32 from vector<16xf32>
        %5152 = vector.extract %5143[7] : f32 from vector<16xf32>
        %5153 = vector.extract %5143[8] : f32 from vector<16xf32>
        %5154 = vector.extract %5143[9] : f32 from vector<16xf32>
        %5155 = vector.extract %5143[10] : f32 from vector<16xf32>
        %5156 = vector.extract %5143[11] : f32 from vector<16xf32>
        %5157 = vector.extract %5143[12] : f32 from vector<16xf32>
        %5158 = vector.extract %5143[13] : f32 from vector<16xf32>
        %5159 = vector.extract %5143[14] : f32 from vector<16xf32>
        %5160 = vector.extract %5143[15] : f32 from vector<16xf32>
        %5161 = rocdl.exp2 %5145 f32 -> f32
        %5162 = rocdl.exp2 %5146 f32 -> f32
        %5163 = rocdl.exp2 %5147 f32 -> f32
        %5164 = rocdl.exp2 %5148 f32 -> f32
        %5165 = rocdl.exp2 %5149 f32 -> f32
        %5166 = rocdl.exp2 %5150 f32 -> f32
        %5167 = rocdl.exp2 %5151 f32 -> f32
        %5168 = rocdl.exp2 %5152 f32 -> f32
        %5169 = rocdl.exp2 %5153 f32 -> f32
        %5170 = rocdl.exp2 %5154 f32 -> f32
        %5171 = rocdl.exp2 %5155 f32 -> f32
        %5172 = rocdl.exp2 %5156 f32 -> f32
        %5173 = rocdl.exp2 %5157 f32 -> f32
        %5174 = rocdl.exp2 %5158 f32 -> f32
        %5175 = rocdl.exp2 %5159 f32 -> f32
        %5176 = rocdl.exp2 %5160 f32 -> f32
        %5177 = vector.from_elements %5161, %5162, %5163, %5164, %5165, %5166, %5167, %5168, %5169, %5170, %5171, %5172, %5173, %5174, %5175, %5176 : vector<16xf32>
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
        %5178 = vector.shuffle %5177, %5144 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>, vector<16xf32>
        scf.yield %5062#6, %5062#5, %5075, %5076, %5077, %5078, %5178 : f32, f32, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<32xf32>
      }
      %899 = vector.shuffle %898#6, %898#6 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>, vector<32xf32>
      %900 = vector.shuffle %898#6, %898#6 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>, vector<32xf32>
      %c3_i32 = arith.constant 3 : i32
      %901 = arith.index_cast %c3_i32 : i32 to index
      %902 = arith.subi %162, %901 : index
      %c2_i32_152 = arith.constant 2 : i32
      %903 = arith.index_cast %c2_i32_152 : i32 to index
      %904 = arith.subi %162, %903 : index
      %c1_i32_153 = arith.constant 1 : i32
      %905 = arith.index_cast %c1_i32_153 : i32 to index
      %906 = arith.subi %162, %905 : index
      %907 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_154 = arith.constant 64 : i32
      %908 = arith.index_cast %c64_i32_154 : i32 to index
      %909 = arith.muli %902, %908 : index
      %910 = arith.muli %909, %7 : index
      %c8_i32_155 = arith.constant 8 : i32
      %911 = arith.index_cast %c8_i32_155 : i32 to index
      %912 = arith.muli %134, %911 : index
      %913 = arith.addi %912, %22 : index
      %c8_i32_156 = arith.constant 8 : i32
      %914 = arith.index_cast %c8_i32_156 : i32 to index
      %915 = arith.muli %136, %914 : index
      %c0_i32_157 = arith.constant 0 : i32
      %916 = arith.index_cast %c0_i32_157 : i32 to index
      %917 = arith.addi %915, %916 : index
      %918 = arith.muli %913, %7 : index
      %919 = arith.addi %58, %918 : index
      %920 = arith.addi %919, %917 : index
      %921 = fly.inttoptr(%258) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %922 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %923 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %924 = fly.make_layout(%922, %923) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %925 = fly.make_view(%921, %924) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %926 = arith.index_cast %920 : index to i32
      %927 = fly.make_int_tuple(%926) : (i32) -> !fly.int_tuple<(*,?)>
      %928 = fly.slice(%122, %927) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %929 = arith.index_cast %910 : index to i32
      %930 = fly.atom.set_value(%125, "soffset", %929) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%930, %928, %925) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_158 = arith.constant 8 : i32
      %931 = arith.index_cast %c8_i32_158 : i32 to index
      %932 = arith.muli %134, %931 : index
      %933 = arith.addi %932, %22 : index
      %c8_i32_159 = arith.constant 8 : i32
      %934 = arith.index_cast %c8_i32_159 : i32 to index
      %935 = arith.muli %136, %934 : index
      %c64_i32_160 = arith.constant 64 : i32
      %936 = arith.index_cast %c64_i32_160 : i32 to index
      %937 = arith.addi %935, %936 : index
      %938 = arith.muli %933, %7 : index
      %939 = arith.addi %58, %938 : index
      %940 = arith.addi %939, %937 : index
      %941 = fly.inttoptr(%267) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %942 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %943 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %944 = fly.make_layout(%942, %943) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %945 = fly.make_view(%941, %944) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %946 = arith.index_cast %940 : index to i32
      %947 = fly.make_int_tuple(%946) : (i32) -> !fly.int_tuple<(*,?)>
      %948 = fly.slice(%122, %947) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %949 = arith.index_cast %910 : index to i32
      %950 = fly.atom.set_value(%125, "soffset", %949) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%950, %948, %945) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c17024_i32 = arith.constant 17024 : i32
      %951 = arith.index_cast %c17024_i32 : i32 to index
      %952 = arith.addi %174, %951 : index
      %c0_i32_161 = arith.constant 0 : i32
      %953 = arith.index_cast %c0_i32_161 : i32 to index
      %954 = arith.addi %952, %953 : index
      %c2_i32_162 = arith.constant 2 : i32
      %955 = arith.index_cast %c2_i32_162 : i32 to index
      %956 = arith.muli %954, %955 : index
      %957 = arith.index_cast %956 : index to i64
      %958 = llvm.getelementptr %12[%957] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %959 = llvm.load %958 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_163 = arith.constant 256 : i32
      %960 = arith.index_cast %c256_i32_163 : i32 to index
      %961 = arith.addi %954, %960 : index
      %c2_i32_164 = arith.constant 2 : i32
      %962 = arith.index_cast %c2_i32_164 : i32 to index
      %963 = arith.muli %961, %962 : index
      %964 = arith.index_cast %963 : index to i64
      %965 = llvm.getelementptr %12[%964] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %966 = llvm.load %965 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_165 = arith.constant 17024 : i32
      %967 = arith.index_cast %c17024_i32_165 : i32 to index
      %968 = arith.addi %174, %967 : index
      %c16_i32_166 = arith.constant 16 : i32
      %969 = arith.index_cast %c16_i32_166 : i32 to index
      %970 = arith.addi %968, %969 : index
      %c2_i32_167 = arith.constant 2 : i32
      %971 = arith.index_cast %c2_i32_167 : i32 to index
      %972 = arith.muli %970, %971 : index
      %973 = arith.index_cast %972 : index to i64
      %974 = llvm.getelementptr %12[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %975 = llvm.load %974 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_168 = arith.constant 256 : i32
      %976 = arith.index_cast %c256_i32_168 : i32 to index
      %977 = arith.addi %970, %976 : index
      %c2_i32_169 = arith.constant 2 : i32
      %978 = arith.index_cast %c2_i32_169 : i32 to index
      %979 = arith.muli %977, %978 : index
      %980 = arith.index_cast %979 : index to i64
      %981 = llvm.getelementptr %12[%980] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %982 = llvm.load %981 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_170 = arith.constant 17024 : i32
      %983 = arith.index_cast %c17024_i32_170 : i32 to index
      %984 = arith.addi %174, %983 : index
      %c32_i32_171 = arith.constant 32 : i32
      %985 = arith.index_cast %c32_i32_171 : i32 to index
      %986 = arith.addi %984, %985 : index
      %c2_i32_172 = arith.constant 2 : i32
      %987 = arith.index_cast %c2_i32_172 : i32 to index
      %988 = arith.muli %986, %987 : index
      %989 = arith.index_cast %988 : index to i64
      %990 = llvm.getelementptr %12[%989] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %991 = llvm.load %990 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_173 = arith.constant 256 : i32
      %992 = arith.index_cast %c256_i32_173 : i32 to index
      %993 = arith.addi %986, %992 : index
      %c2_i32_174 = arith.constant 2 : i32
      %994 = arith.index_cast %c2_i32_174 : i32 to index
      %995 = arith.muli %993, %994 : index
      %996 = arith.index_cast %995 : index to i64
      %997 = llvm.getelementptr %12[%996] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %998 = llvm.load %997 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_175 = arith.constant 17024 : i32
      %999 = arith.index_cast %c17024_i32_175 : i32 to index
      %1000 = arith.addi %174, %999 : index
      %c48_i32_176 = arith.constant 48 : i32
      %1001 = arith.index_cast %c48_i32_176 : i32 to index
      %1002 = arith.addi %1000, %1001 : index
      %c2_i32_177 = arith.constant 2 : i32
      %1003 = arith.index_cast %c2_i32_177 : i32 to index
      %1004 = arith.muli %1002, %1003 : index
      %1005 = arith.index_cast %1004 : index to i64
      %1006 = llvm.getelementptr %12[%1005] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1007 = llvm.load %1006 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_178 = arith.constant 256 : i32
      %1008 = arith.index_cast %c256_i32_178 : i32 to index
      %1009 = arith.addi %1002, %1008 : index
      %c2_i32_179 = arith.constant 2 : i32
      %1010 = arith.index_cast %c2_i32_179 : i32 to index
      %1011 = arith.muli %1009, %1010 : index
      %1012 = arith.index_cast %1011 : index to i64
      %1013 = llvm.getelementptr %12[%1012] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1014 = llvm.load %1013 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_180 = arith.constant 17024 : i32
      %1015 = arith.index_cast %c17024_i32_180 : i32 to index
      %1016 = arith.addi %174, %1015 : index
      %c4160_i32_181 = arith.constant 4160 : i32
      %1017 = arith.index_cast %c4160_i32_181 : i32 to index
      %1018 = arith.addi %1016, %1017 : index
      %c2_i32_182 = arith.constant 2 : i32
      %1019 = arith.index_cast %c2_i32_182 : i32 to index
      %1020 = arith.muli %1018, %1019 : index
      %1021 = arith.index_cast %1020 : index to i64
      %1022 = llvm.getelementptr %12[%1021] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1023 = llvm.load %1022 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_183 = arith.constant 256 : i32
      %1024 = arith.index_cast %c256_i32_183 : i32 to index
      %1025 = arith.addi %1018, %1024 : index
      %c2_i32_184 = arith.constant 2 : i32
      %1026 = arith.index_cast %c2_i32_184 : i32 to index
      %1027 = arith.muli %1025, %1026 : index
      %1028 = arith.index_cast %1027 : index to i64
      %1029 = llvm.getelementptr %12[%1028] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1030 = llvm.load %1029 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_185 = arith.constant 17024 : i32
      %1031 = arith.index_cast %c17024_i32_185 : i32 to index
      %1032 = arith.addi %174, %1031 : index
      %c4176_i32_186 = arith.constant 4176 : i32
      %1033 = arith.index_cast %c4176_i32_186 : i32 to index
      %1034 = arith.addi %1032, %1033 : index
      %c2_i32_187 = arith.constant 2 : i32
      %1035 = arith.index_cast %c2_i32_187 : i32 to index
      %1036 = arith.muli %1034, %1035 : index
      %1037 = arith.index_cast %1036 : index to i64
      %1038 = llvm.getelementptr %12[%1037] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1039 = llvm.load %1038 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_188 = arith.constant 256 : i32
      %1040 = arith.index_cast %c256_i32_188 : i32 to index
      %1041 = arith.addi %1034, %1040 : index
      %c2_i32_189 = arith.constant 2 : i32
      %1042 = arith.index_cast %c2_i32_189 : i32 to index
      %1043 = arith.muli %1041, %1042 : index
      %1044 = arith.index_cast %1043 : index to i64
      %1045 = llvm.getelementptr %12[%1044] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1046 = llvm.load %1045 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_190 = arith.constant 17024 : i32
      %1047 = arith.index_cast %c17024_i32_190 : i32 to index
      %1048 = arith.addi %174, %1047 : index
      %c4192_i32_191 = arith.constant 4192 : i32
      %1049 = arith.index_cast %c4192_i32_191 : i32 to index
      %1050 = arith.addi %1048, %1049 : index
      %c2_i32_192 = arith.constant 2 : i32
      %1051 = arith.index_cast %c2_i32_192 : i32 to index
      %1052 = arith.muli %1050, %1051 : index
      %1053 = arith.index_cast %1052 : index to i64
      %1054 = llvm.getelementptr %12[%1053] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1055 = llvm.load %1054 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_193 = arith.constant 256 : i32
      %1056 = arith.index_cast %c256_i32_193 : i32 to index
      %1057 = arith.addi %1050, %1056 : index
      %c2_i32_194 = arith.constant 2 : i32
      %1058 = arith.index_cast %c2_i32_194 : i32 to index
      %1059 = arith.muli %1057, %1058 : index
      %1060 = arith.index_cast %1059 : index to i64
      %1061 = llvm.getelementptr %12[%1060] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1062 = llvm.load %1061 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_195 = arith.constant 17024 : i32
      %1063 = arith.index_cast %c17024_i32_195 : i32 to index
      %1064 = arith.addi %174, %1063 : index
      %c4208_i32_196 = arith.constant 4208 : i32
      %1065 = arith.index_cast %c4208_i32_196 : i32 to index
      %1066 = arith.addi %1064, %1065 : index
      %c2_i32_197 = arith.constant 2 : i32
      %1067 = arith.index_cast %c2_i32_197 : i32 to index
      %1068 = arith.muli %1066, %1067 : index
      %1069 = arith.index_cast %1068 : index to i64
      %1070 = llvm.getelementptr %12[%1069] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1071 = llvm.load %1070 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_198 = arith.constant 256 : i32
      %1072 = arith.index_cast %c256_i32_198 : i32 to index
      %1073 = arith.addi %1066, %1072 : index
      %c2_i32_199 = arith.constant 2 : i32
      %1074 = arith.index_cast %c2_i32_199 : i32 to index
      %1075 = arith.muli %1073, %1074 : index
      %1076 = arith.index_cast %1075 : index to i64
      %1077 = llvm.getelementptr %12[%1076] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1078 = llvm.load %1077 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1079 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %1080 = fly.mma_atom_call_ssa(%126, %959, %1079, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1081 = fly.mma_atom_call_ssa(%126, %966, %1079, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1082 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %1083 = fly.mma_atom_call_ssa(%126, %975, %1082, %1080) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1084 = fly.mma_atom_call_ssa(%126, %982, %1082, %1081) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1085 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %1086 = fly.mma_atom_call_ssa(%126, %991, %1085, %1083) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1087 = fly.mma_atom_call_ssa(%126, %998, %1085, %1084) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1088 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %1089 = fly.mma_atom_call_ssa(%126, %1007, %1088, %1086) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1090 = fly.mma_atom_call_ssa(%126, %1014, %1088, %1087) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1091 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %1092 = fly.mma_atom_call_ssa(%126, %1023, %1091, %1089) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1093 = fly.mma_atom_call_ssa(%126, %1030, %1091, %1090) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1094 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %1095 = fly.mma_atom_call_ssa(%126, %1039, %1094, %1092) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1096 = fly.mma_atom_call_ssa(%126, %1046, %1094, %1093) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1097 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %1098 = fly.mma_atom_call_ssa(%126, %1055, %1097, %1095) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1099 = fly.mma_atom_call_ssa(%126, %1062, %1097, %1096) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1100 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %1101 = fly.mma_atom_call_ssa(%126, %1071, %1100, %1098) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1102 = fly.mma_atom_call_ssa(%126, %1078, %1100, %1099) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1103 = vector.extract %899[0] : f32 from vector<16xf32>
      %1104 = vector.extract %899[1] : f32 from vector<16xf32>
      %1105 = vector.extract %899[2] : f32 from vector<16xf32>
      %1106 = vector.extract %899[3] : f32 from vector<16xf32>
      %1107 = vector.extract %899[4] : f32 from vector<16xf32>
      %1108 = vector.extract %899[5] : f32 from vector<16xf32>
      %1109 = vector.extract %899[6] : f32 from vector<16xf32>
      %1110 = vector.extract %899[7] : f32 from vector<16xf32>
      %1111 = vector.extract %899[8] : f32 from vector<16xf32>
      %1112 = vector.extract %899[9] : f32 from vector<16xf32>
      %1113 = vector.extract %899[10] : f32 from vector<16xf32>
      %1114 = vector.extract %899[11] : f32 from vector<16xf32>
      %1115 = vector.extract %899[12] : f32 from vector<16xf32>
      %1116 = vector.extract %899[13] : f32 from vector<16xf32>
      %1117 = vector.extract %899[14] : f32 from vector<16xf32>
      %1118 = vector.extract %899[15] : f32 from vector<16xf32>
      %1119 = vector.extract %900[0] : f32 from vector<16xf32>
      %1120 = rocdl.exp2 %1119 f32 -> f32
      %1121 = vector.extract %900[1] : f32 from vector<16xf32>
      %1122 = rocdl.exp2 %1121 f32 -> f32
      %1123 = vector.extract %900[2] : f32 from vector<16xf32>
      %1124 = rocdl.exp2 %1123 f32 -> f32
      %1125 = vector.extract %900[3] : f32 from vector<16xf32>
      %1126 = rocdl.exp2 %1125 f32 -> f32
      %1127 = vector.extract %900[4] : f32 from vector<16xf32>
      %1128 = rocdl.exp2 %1127 f32 -> f32
      %1129 = vector.extract %900[5] : f32 from vector<16xf32>
      %1130 = rocdl.exp2 %1129 f32 -> f32
      %1131 = vector.extract %900[6] : f32 from vector<16xf32>
      %1132 = rocdl.exp2 %1131 f32 -> f32
      %1133 = vector.extract %900[7] : f32 from vector<16xf32>
      %1134 = rocdl.exp2 %1133 f32 -> f32
      %1135 = vector.extract %900[8] : f32 from vector<16xf32>
      %1136 = rocdl.exp2 %1135 f32 -> f32
      %1137 = vector.extract %900[9] : f32 from vector<16xf32>
      %1138 = rocdl.exp2 %1137 f32 -> f32
      %1139 = vector.extract %900[10] : f32 from vector<16xf32>
      %1140 = rocdl.exp2 %1139 f32 -> f32
      %1141 = vector.extract %900[11] : f32 from vector<16xf32>
      %1142 = rocdl.exp2 %1141 f32 -> f32
      %1143 = vector.extract %900[12] : f32 from vector<16xf32>
      %1144 = rocdl.exp2 %1143 f32 -> f32
      %1145 = vector.extract %900[13] : f32 from vector<16xf32>
      %1146 = rocdl.exp2 %1145 f32 -> f32
      %1147 = vector.extract %900[14] : f32 from vector<16xf32>
      %1148 = rocdl.exp2 %1147 f32 -> f32
      %1149 = vector.extract %900[15] : f32 from vector<16xf32>
      %1150 = rocdl.exp2 %1149 f32 -> f32
      %1151 = vector.from_elements %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118 : vector<16xf32>
      %1152 = vector.from_elements %1120, %1122, %1124, %1126, %1128, %1130, %1132, %1134, %1136, %1138, %1140, %1142, %1144, %1146, %1148, %1150 : vector<16xf32>
      %1153 = arith.addf %1151, %1152 fastmath<fast> : vector<16xf32>
      %cst_200 = arith.constant 0.000000e+00 : f32
      %1154 = vector.reduction <add>, %1153, %cst_200 fastmath<fast> : vector<16xf32> into f32
      %1155 = arith.bitcast %1154 : f32 to i32
      %1156 = rocdl.permlane32.swap %1155, %1155, false, true : (i32, i32) -> <(i32, i32)>
      %1157 = llvm.extractvalue %1156[0] : !llvm.struct<(i32, i32)> 
      %1158 = llvm.extractvalue %1156[1] : !llvm.struct<(i32, i32)> 
      %1159 = arith.bitcast %1157 : i32 to f32
      %1160 = arith.bitcast %1158 : i32 to f32
      %1161 = arith.addf %1159, %1160 fastmath<fast> : f32
      %1162 = arith.addf %898#1, %1161 fastmath<fast> : f32
      %1163 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1103, %1104 : (f32, f32) -> i32
      %1164 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1105, %1106 : (f32, f32) -> i32
      %1165 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1107, %1108 : (f32, f32) -> i32
      %1166 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1109, %1110 : (f32, f32) -> i32
      %1167 = vector.from_elements %1163, %1164, %1165, %1166 : vector<4xi32>
      %1168 = vector.bitcast %1167 : vector<4xi32> to vector<8xbf16>
      %1169 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1120, %1122 : (f32, f32) -> i32
      %1170 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1124, %1126 : (f32, f32) -> i32
      %1171 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1128, %1130 : (f32, f32) -> i32
      %1172 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1132, %1134 : (f32, f32) -> i32
      %1173 = vector.from_elements %1169, %1170, %1171, %1172 : vector<4xi32>
      %1174 = vector.bitcast %1173 : vector<4xi32> to vector<8xbf16>
      %1175 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1111, %1112 : (f32, f32) -> i32
      %1176 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1113, %1114 : (f32, f32) -> i32
      %1177 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1115, %1116 : (f32, f32) -> i32
      %1178 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1117, %1118 : (f32, f32) -> i32
      %1179 = vector.from_elements %1175, %1176, %1177, %1178 : vector<4xi32>
      %1180 = vector.bitcast %1179 : vector<4xi32> to vector<8xbf16>
      %1181 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1136, %1138 : (f32, f32) -> i32
      %1182 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1140, %1142 : (f32, f32) -> i32
      %1183 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1144, %1146 : (f32, f32) -> i32
      %1184 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1148, %1150 : (f32, f32) -> i32
      %1185 = vector.from_elements %1181, %1182, %1183, %1184 : vector<4xi32>
      %1186 = vector.bitcast %1185 : vector<4xi32> to vector<8xbf16>
      %1187 = vector.shuffle %1168, %1180 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1188 = vector.shuffle %1174, %1186 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1189 = vector.shuffle %1187, %1188 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %1190 = llvm.inline_asm has_side_effects "", "=v,0" %1189 : (vector<32xbf16>) -> vector<32xbf16>
      %1191 = vector.shuffle %1190, %1190 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %1192 = vector.shuffle %1190, %1190 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %1193 = vector.shuffle %1190, %1190 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %1194 = vector.shuffle %1190, %1190 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
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
      %1195 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_201 = arith.constant 64 : i32
      %1196 = arith.index_cast %c64_i32_201 : i32 to index
      %1197 = arith.muli %906, %1196 : index
      %1198 = arith.muli %1197, %7 : index
      %c8_i32_202 = arith.constant 8 : i32
      %1199 = arith.index_cast %c8_i32_202 : i32 to index
      %1200 = arith.muli %134, %1199 : index
      %1201 = arith.addi %1200, %22 : index
      %c8_i32_203 = arith.constant 8 : i32
      %1202 = arith.index_cast %c8_i32_203 : i32 to index
      %1203 = arith.muli %136, %1202 : index
      %c0_i32_204 = arith.constant 0 : i32
      %1204 = arith.index_cast %c0_i32_204 : i32 to index
      %1205 = arith.addi %1203, %1204 : index
      %1206 = arith.muli %1201, %7 : index
      %1207 = arith.addi %58, %1206 : index
      %1208 = arith.addi %1207, %1205 : index
      %1209 = fly.inttoptr(%222) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1210 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1211 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1212 = fly.make_layout(%1210, %1211) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1213 = fly.make_view(%1209, %1212) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1214 = arith.index_cast %1208 : index to i32
      %1215 = fly.make_int_tuple(%1214) : (i32) -> !fly.int_tuple<(*,?)>
      %1216 = fly.slice(%110, %1215) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1217 = arith.index_cast %1198 : index to i32
      %1218 = fly.atom.set_value(%125, "soffset", %1217) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1218, %1216, %1213) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_205 = arith.constant 8 : i32
      %1219 = arith.index_cast %c8_i32_205 : i32 to index
      %1220 = arith.muli %134, %1219 : index
      %1221 = arith.addi %1220, %22 : index
      %c8_i32_206 = arith.constant 8 : i32
      %1222 = arith.index_cast %c8_i32_206 : i32 to index
      %1223 = arith.muli %136, %1222 : index
      %c64_i32_207 = arith.constant 64 : i32
      %1224 = arith.index_cast %c64_i32_207 : i32 to index
      %1225 = arith.addi %1223, %1224 : index
      %1226 = arith.muli %1221, %7 : index
      %1227 = arith.addi %58, %1226 : index
      %1228 = arith.addi %1227, %1225 : index
      %1229 = fly.inttoptr(%231) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1230 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1231 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1232 = fly.make_layout(%1230, %1231) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1233 = fly.make_view(%1229, %1232) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1234 = arith.index_cast %1228 : index to i32
      %1235 = fly.make_int_tuple(%1234) : (i32) -> !fly.int_tuple<(*,?)>
      %1236 = fly.slice(%110, %1235) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1237 = arith.index_cast %1198 : index to i32
      %1238 = fly.atom.set_value(%125, "soffset", %1237) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1238, %1236, %1233) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8320_i32_208 = arith.constant 8320 : i32
      %1239 = arith.index_cast %c8320_i32_208 : i32 to index
      %1240 = arith.addi %195, %1239 : index
      %c2_i32_209 = arith.constant 2 : i32
      %1241 = arith.index_cast %c2_i32_209 : i32 to index
      %1242 = arith.muli %1240, %1241 : index
      %1243 = arith.addi %1242, %11 : index
      %1244 = arith.index_cast %1243 : index to i32
      %1245 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %1244 : (i32) -> vector<2xi32>
      %1246 = vector.bitcast %1245 : vector<2xi32> to vector<4xbf16>
      %c2_i32_210 = arith.constant 2 : i32
      %1247 = arith.index_cast %c2_i32_210 : i32 to index
      %1248 = arith.muli %1240, %1247 : index
      %1249 = arith.addi %1248, %11 : index
      %1250 = arith.index_cast %1249 : index to i32
      %1251 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %1250 : (i32) -> vector<2xi32>
      %1252 = vector.bitcast %1251 : vector<2xi32> to vector<4xbf16>
      %1253 = vector.shuffle %1246, %1252 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_211 = arith.constant 2 : i32
      %1254 = arith.index_cast %c2_i32_211 : i32 to index
      %1255 = arith.muli %1240, %1254 : index
      %1256 = arith.addi %1255, %11 : index
      %1257 = arith.index_cast %1256 : index to i32
      %1258 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %1257 : (i32) -> vector<2xi32>
      %1259 = vector.bitcast %1258 : vector<2xi32> to vector<4xbf16>
      %c2_i32_212 = arith.constant 2 : i32
      %1260 = arith.index_cast %c2_i32_212 : i32 to index
      %1261 = arith.muli %1240, %1260 : index
      %1262 = arith.addi %1261, %11 : index
      %1263 = arith.index_cast %1262 : index to i32
      %1264 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %1263 : (i32) -> vector<2xi32>
      %1265 = vector.bitcast %1264 : vector<2xi32> to vector<4xbf16>
      %1266 = vector.shuffle %1259, %1265 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_213 = arith.constant 2 : i32
      %1267 = arith.index_cast %c2_i32_213 : i32 to index
      %1268 = arith.muli %1240, %1267 : index
      %1269 = arith.addi %1268, %11 : index
      %1270 = arith.index_cast %1269 : index to i32
      %1271 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %1270 : (i32) -> vector<2xi32>
      %1272 = vector.bitcast %1271 : vector<2xi32> to vector<4xbf16>
      %c2_i32_214 = arith.constant 2 : i32
      %1273 = arith.index_cast %c2_i32_214 : i32 to index
      %1274 = arith.muli %1240, %1273 : index
      %1275 = arith.addi %1274, %11 : index
      %1276 = arith.index_cast %1275 : index to i32
      %1277 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %1276 : (i32) -> vector<2xi32>
      %1278 = vector.bitcast %1277 : vector<2xi32> to vector<4xbf16>
      %1279 = vector.shuffle %1272, %1278 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_215 = arith.constant 2 : i32
      %1280 = arith.index_cast %c2_i32_215 : i32 to index
      %1281 = arith.muli %1240, %1280 : index
      %1282 = arith.addi %1281, %11 : index
      %1283 = arith.index_cast %1282 : index to i32
      %1284 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %1283 : (i32) -> vector<2xi32>
      %1285 = vector.bitcast %1284 : vector<2xi32> to vector<4xbf16>
      %c2_i32_216 = arith.constant 2 : i32
      %1286 = arith.index_cast %c2_i32_216 : i32 to index
      %1287 = arith.muli %1240, %1286 : index
      %1288 = arith.addi %1287, %11 : index
      %1289 = arith.index_cast %1288 : index to i32
      %1290 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %1289 : (i32) -> vector<2xi32>
      %1291 = vector.bitcast %1290 : vector<2xi32> to vector<4xbf16>
      %1292 = vector.shuffle %1285, %1291 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_217 = arith.constant 2 : i32
      %1293 = arith.index_cast %c2_i32_217 : i32 to index
      %1294 = arith.muli %1240, %1293 : index
      %1295 = arith.addi %1294, %11 : index
      %1296 = arith.index_cast %1295 : index to i32
      %1297 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %1296 : (i32) -> vector<2xi32>
      %1298 = vector.bitcast %1297 : vector<2xi32> to vector<4xbf16>
      %c2_i32_218 = arith.constant 2 : i32
      %1299 = arith.index_cast %c2_i32_218 : i32 to index
      %1300 = arith.muli %1240, %1299 : index
      %1301 = arith.addi %1300, %11 : index
      %1302 = arith.index_cast %1301 : index to i32
      %1303 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %1302 : (i32) -> vector<2xi32>
      %1304 = vector.bitcast %1303 : vector<2xi32> to vector<4xbf16>
      %1305 = vector.shuffle %1298, %1304 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_219 = arith.constant 2 : i32
      %1306 = arith.index_cast %c2_i32_219 : i32 to index
      %1307 = arith.muli %1240, %1306 : index
      %1308 = arith.addi %1307, %11 : index
      %1309 = arith.index_cast %1308 : index to i32
      %1310 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %1309 : (i32) -> vector<2xi32>
      %1311 = vector.bitcast %1310 : vector<2xi32> to vector<4xbf16>
      %c2_i32_220 = arith.constant 2 : i32
      %1312 = arith.index_cast %c2_i32_220 : i32 to index
      %1313 = arith.muli %1240, %1312 : index
      %1314 = arith.addi %1313, %11 : index
      %1315 = arith.index_cast %1314 : index to i32
      %1316 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %1315 : (i32) -> vector<2xi32>
      %1317 = vector.bitcast %1316 : vector<2xi32> to vector<4xbf16>
      %1318 = vector.shuffle %1311, %1317 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_221 = arith.constant 2 : i32
      %1319 = arith.index_cast %c2_i32_221 : i32 to index
      %1320 = arith.muli %1240, %1319 : index
      %1321 = arith.addi %1320, %11 : index
      %1322 = arith.index_cast %1321 : index to i32
      %1323 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %1322 : (i32) -> vector<2xi32>
      %1324 = vector.bitcast %1323 : vector<2xi32> to vector<4xbf16>
      %c2_i32_222 = arith.constant 2 : i32
      %1325 = arith.index_cast %c2_i32_222 : i32 to index
      %1326 = arith.muli %1240, %1325 : index
      %1327 = arith.addi %1326, %11 : index
      %1328 = arith.index_cast %1327 : index to i32
      %1329 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %1328 : (i32) -> vector<2xi32>
      %1330 = vector.bitcast %1329 : vector<2xi32> to vector<4xbf16>
      %1331 = vector.shuffle %1324, %1330 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_223 = arith.constant 2 : i32
      %1332 = arith.index_cast %c2_i32_223 : i32 to index
      %1333 = arith.muli %1240, %1332 : index
      %1334 = arith.addi %1333, %11 : index
      %1335 = arith.index_cast %1334 : index to i32
      %1336 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %1335 : (i32) -> vector<2xi32>
      %1337 = vector.bitcast %1336 : vector<2xi32> to vector<4xbf16>
      %c2_i32_224 = arith.constant 2 : i32
      %1338 = arith.index_cast %c2_i32_224 : i32 to index
      %1339 = arith.muli %1240, %1338 : index
      %1340 = arith.addi %1339, %11 : index
      %1341 = arith.index_cast %1340 : index to i32
      %1342 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %1341 : (i32) -> vector<2xi32>
      %1343 = vector.bitcast %1342 : vector<2xi32> to vector<4xbf16>
      %1344 = vector.shuffle %1337, %1343 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_225 = arith.constant 2 : i32
      %1345 = arith.index_cast %c2_i32_225 : i32 to index
      %1346 = arith.muli %1240, %1345 : index
      %1347 = arith.addi %1346, %11 : index
      %1348 = arith.index_cast %1347 : index to i32
      %1349 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %1348 : (i32) -> vector<2xi32>
      %1350 = vector.bitcast %1349 : vector<2xi32> to vector<4xbf16>
      %c2_i32_226 = arith.constant 2 : i32
      %1351 = arith.index_cast %c2_i32_226 : i32 to index
      %1352 = arith.muli %1240, %1351 : index
      %1353 = arith.addi %1352, %11 : index
      %1354 = arith.index_cast %1353 : index to i32
      %1355 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %1354 : (i32) -> vector<2xi32>
      %1356 = vector.bitcast %1355 : vector<2xi32> to vector<4xbf16>
      %1357 = vector.shuffle %1350, %1356 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_227 = arith.constant 2 : i32
      %1358 = arith.index_cast %c2_i32_227 : i32 to index
      %1359 = arith.muli %1240, %1358 : index
      %1360 = arith.addi %1359, %11 : index
      %1361 = arith.index_cast %1360 : index to i32
      %1362 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %1361 : (i32) -> vector<2xi32>
      %1363 = vector.bitcast %1362 : vector<2xi32> to vector<4xbf16>
      %c2_i32_228 = arith.constant 2 : i32
      %1364 = arith.index_cast %c2_i32_228 : i32 to index
      %1365 = arith.muli %1240, %1364 : index
      %1366 = arith.addi %1365, %11 : index
      %1367 = arith.index_cast %1366 : index to i32
      %1368 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %1367 : (i32) -> vector<2xi32>
      %1369 = vector.bitcast %1368 : vector<2xi32> to vector<4xbf16>
      %1370 = vector.shuffle %1363, %1369 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_229 = arith.constant 2 : i32
      %1371 = arith.index_cast %c2_i32_229 : i32 to index
      %1372 = arith.muli %1240, %1371 : index
      %1373 = arith.addi %1372, %11 : index
      %1374 = arith.index_cast %1373 : index to i32
      %1375 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %1374 : (i32) -> vector<2xi32>
      %1376 = vector.bitcast %1375 : vector<2xi32> to vector<4xbf16>
      %c2_i32_230 = arith.constant 2 : i32
      %1377 = arith.index_cast %c2_i32_230 : i32 to index
      %1378 = arith.muli %1240, %1377 : index
      %1379 = arith.addi %1378, %11 : index
      %1380 = arith.index_cast %1379 : index to i32
      %1381 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %1380 : (i32) -> vector<2xi32>
      %1382 = vector.bitcast %1381 : vector<2xi32> to vector<4xbf16>
      %1383 = vector.shuffle %1376, %1382 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_231 = arith.constant 2 : i32
      %1384 = arith.index_cast %c2_i32_231 : i32 to index
      %1385 = arith.muli %1240, %1384 : index
      %1386 = arith.addi %1385, %11 : index
      %1387 = arith.index_cast %1386 : index to i32
      %1388 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %1387 : (i32) -> vector<2xi32>
      %1389 = vector.bitcast %1388 : vector<2xi32> to vector<4xbf16>
      %c2_i32_232 = arith.constant 2 : i32
      %1390 = arith.index_cast %c2_i32_232 : i32 to index
      %1391 = arith.muli %1240, %1390 : index
      %1392 = arith.addi %1391, %11 : index
      %1393 = arith.index_cast %1392 : index to i32
      %1394 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %1393 : (i32) -> vector<2xi32>
      %1395 = vector.bitcast %1394 : vector<2xi32> to vector<4xbf16>
      %1396 = vector.shuffle %1389, %1395 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_233 = arith.constant 2 : i32
      %1397 = arith.index_cast %c2_i32_233 : i32 to index
      %1398 = arith.muli %1240, %1397 : index
      %1399 = arith.addi %1398, %11 : index
      %1400 = arith.index_cast %1399 : index to i32
      %1401 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %1400 : (i32) -> vector<2xi32>
      %1402 = vector.bitcast %1401 : vector<2xi32> to vector<4xbf16>
      %c2_i32_234 = arith.constant 2 : i32
      %1403 = arith.index_cast %c2_i32_234 : i32 to index
      %1404 = arith.muli %1240, %1403 : index
      %1405 = arith.addi %1404, %11 : index
      %1406 = arith.index_cast %1405 : index to i32
      %1407 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %1406 : (i32) -> vector<2xi32>
      %1408 = vector.bitcast %1407 : vector<2xi32> to vector<4xbf16>
      %1409 = vector.shuffle %1402, %1408 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_235 = arith.constant 2 : i32
      %1410 = arith.index_cast %c2_i32_235 : i32 to index
      %1411 = arith.muli %1240, %1410 : index
      %1412 = arith.addi %1411, %11 : index
      %1413 = arith.index_cast %1412 : index to i32
      %1414 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %1413 : (i32) -> vector<2xi32>
      %1415 = vector.bitcast %1414 : vector<2xi32> to vector<4xbf16>
      %c2_i32_236 = arith.constant 2 : i32
      %1416 = arith.index_cast %c2_i32_236 : i32 to index
      %1417 = arith.muli %1240, %1416 : index
      %1418 = arith.addi %1417, %11 : index
      %1419 = arith.index_cast %1418 : index to i32
      %1420 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %1419 : (i32) -> vector<2xi32>
      %1421 = vector.bitcast %1420 : vector<2xi32> to vector<4xbf16>
      %1422 = vector.shuffle %1415, %1421 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_237 = arith.constant 2 : i32
      %1423 = arith.index_cast %c2_i32_237 : i32 to index
      %1424 = arith.muli %1240, %1423 : index
      %1425 = arith.addi %1424, %11 : index
      %1426 = arith.index_cast %1425 : index to i32
      %1427 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %1426 : (i32) -> vector<2xi32>
      %1428 = vector.bitcast %1427 : vector<2xi32> to vector<4xbf16>
      %c2_i32_238 = arith.constant 2 : i32
      %1429 = arith.index_cast %c2_i32_238 : i32 to index
      %1430 = arith.muli %1240, %1429 : index
      %1431 = arith.addi %1430, %11 : index
      %1432 = arith.index_cast %1431 : index to i32
      %1433 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %1432 : (i32) -> vector<2xi32>
      %1434 = vector.bitcast %1433 : vector<2xi32> to vector<4xbf16>
      %1435 = vector.shuffle %1428, %1434 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_239 = arith.constant 2 : i32
      %1436 = arith.index_cast %c2_i32_239 : i32 to index
      %1437 = arith.muli %1240, %1436 : index
      %1438 = arith.addi %1437, %11 : index
      %1439 = arith.index_cast %1438 : index to i32
      %1440 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %1439 : (i32) -> vector<2xi32>
      %1441 = vector.bitcast %1440 : vector<2xi32> to vector<4xbf16>
      %c2_i32_240 = arith.constant 2 : i32
      %1442 = arith.index_cast %c2_i32_240 : i32 to index
      %1443 = arith.muli %1240, %1442 : index
      %1444 = arith.addi %1443, %11 : index
      %1445 = arith.index_cast %1444 : index to i32
      %1446 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %1445 : (i32) -> vector<2xi32>
      %1447 = vector.bitcast %1446 : vector<2xi32> to vector<4xbf16>
      %1448 = vector.shuffle %1441, %1447 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c64_i32_241 = arith.constant 64 : i32
      %1449 = arith.index_cast %c64_i32_241 : i32 to index
      %1450 = arith.muli %904, %1449 : index
      %1451 = arith.addi %317, %52 : i32
      %1452 = arith.index_cast %1450 : index to i32
      %1453 = arith.cmpi slt, %1451, %1452 : i32
      %1454:2 = scf.if %1453 -> (vector<16xf32>, vector<16xf32>) {
        %3717 = vector.extract %1101[0] : f32 from vector<16xf32>
        %3718 = vector.extract %1101[1] : f32 from vector<16xf32>
        %3719 = vector.extract %1101[2] : f32 from vector<16xf32>
        %3720 = vector.extract %1101[3] : f32 from vector<16xf32>
        %3721 = vector.extract %1101[4] : f32 from vector<16xf32>
        %3722 = vector.extract %1101[5] : f32 from vector<16xf32>
        %3723 = vector.extract %1101[6] : f32 from vector<16xf32>
        %3724 = vector.extract %1101[7] : f32 from vector<16xf32>
        %3725 = vector.extract %1101[8] : f32 from vector<16xf32>
        %3726 = vector.extract %1101[9] : f32 from vector<16xf32>
        %3727 = vector.extract %1101[10] : f32 from vector<16xf32>
        %3728 = vector.extract %1101[11] : f32 from vector<16xf32>
        %3729 = vector.extract %1101[12] : f32 from vector<16xf32>
        %3730 = vector.extract %1101[13] : f32 from vector<16xf32>
        %3731 = vector.extract %1101[14] : f32 from vector<16xf32>
        %3732 = vector.extract %1101[15] : f32 from vector<16xf32>
        %3733 = vector.extract %1102[0] : f32 from vector<16xf32>
        %3734 = vector.extract %1102[1] : f32 from vector<16xf32>
        %3735 = vector.extract %1102[2] : f32 from vector<16xf32>
        %3736 = vector.extract %1102[3] : f32 from vector<16xf32>
        %3737 = vector.extract %1102[4] : f32 from vector<16xf32>
        %3738 = vector.extract %1102[5] : f32 from vector<16xf32>
        %3739 = vector.extract %1102[6] : f32 from vector<16xf32>
        %3740 = vector.extract %1102[7] : f32 from vector<16xf32>
        %3741 = vector.extract %1102[8] : f32 from vector<16xf32>
        %3742 = vector.extract %1102[9] : f32 from vector<16xf32>
        %3743 = vector.extract %1102[10] : f32 from vector<16xf32>
        %3744 = vector.extract %1102[11] : f32 from vector<16xf32>
        %3745 = vector.extract %1102[12] : f32 from vector<16xf32>
        %3746 = vector.extract %1102[13] : f32 from vector<16xf32>
        %3747 = vector.extract %1102[14] : f32 from vector<16xf32>
        %3748 = vector.extract %1102[15] : f32 from vector<16xf32>
        %c64_i32_462 = arith.constant 64 : i32
        %3749 = arith.index_cast %c64_i32_462 : i32 to index
        %3750 = arith.muli %902, %3749 : index
        %3751 = arith.index_cast %3750 : index to i32
        %3752 = arith.index_cast %28 : index to i32
        %c4_i32_463 = arith.constant 4 : i32
        %3753 = arith.muli %3752, %c4_i32_463 : i32
        %3754 = arith.addi %319, %52 : i32
        %3755 = arith.subi %3754, %3751 : i32
        %3756 = arith.subi %3755, %3753 : i32
        %c32_i32_464 = arith.constant 32 : i32
        %3757 = arith.subi %3756, %c32_i32_464 : i32
        %3758 = arith.bitcast %3717 : f32 to i32
        %3759 = arith.bitcast %3718 : f32 to i32
        %c-8388608_i32 = arith.constant -8388608 : i32
        %3760 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3758, %3759, %3756, %c-8388608_i32 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3761 = llvm.extractvalue %3760[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3762 = llvm.extractvalue %3760[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3763 = arith.bitcast %3761 : i32 to f32
        %3764 = arith.bitcast %3762 : i32 to f32
        %3765 = arith.bitcast %3719 : f32 to i32
        %3766 = arith.bitcast %3720 : f32 to i32
        %c-8388608_i32_465 = arith.constant -8388608 : i32
        %3767 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3765, %3766, %3756, %c-8388608_i32_465 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3768 = llvm.extractvalue %3767[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3769 = llvm.extractvalue %3767[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3770 = arith.bitcast %3768 : i32 to f32
        %3771 = arith.bitcast %3769 : i32 to f32
        %3772 = arith.bitcast %3721 : f32 to i32
        %3773 = arith.bitcast %3722 : f32 to i32
        %c-8388608_i32_466 = arith.constant -8388608 : i32
        %3774 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3772, %3773, %3756, %c-8388608_i32_466 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3775 = llvm.extractvalue %3774[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3776 = llvm.extractvalue %3774[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3777 = arith.bitcast %3775 : i32 to f32
        %3778 = arith.bitcast %3776 : i32 to f32
        %3779 = arith.bitcast %3723 : f32 to i32
        %3780 = arith.bitcast %3724 : f32 to i32
        %c-8388608_i32_467 = arith.constant -8388608 : i32
        %3781 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3779, %3780, %3756, %c-8388608_i32_467 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3782 = llvm.extractvalue %3781[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3783 = llvm.extractvalue %3781[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3784 = arith.bitcast %3782 : i32 to f32
        %3785 = arith.bitcast %3783 : i32 to f32
        %3786 = arith.bitcast %3725 : f32 to i32
        %3787 = arith.bitcast %3726 : f32 to i32
        %c-8388608_i32_468 = arith.constant -8388608 : i32
        %3788 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3786, %3787, %3756, %c-8388608_i32_468 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3789 = llvm.extractvalue %3788[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3790 = llvm.extractvalue %3788[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3791 = arith.bitcast %3789 : i32 to f32
        %3792 = arith.bitcast %3790 : i32 to f32
        %3793 = arith.bitcast %3727 : f32 to i32
        %3794 = arith.bitcast %3728 : f32 to i32
        %c-8388608_i32_469 = arith.constant -8388608 : i32
        %3795 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3793, %3794, %3756, %c-8388608_i32_469 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3796 = llvm.extractvalue %3795[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3797 = llvm.extractvalue %3795[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3798 = arith.bitcast %3796 : i32 to f32
        %3799 = arith.bitcast %3797 : i32 to f32
        %3800 = arith.bitcast %3729 : f32 to i32
        %3801 = arith.bitcast %3730 : f32 to i32
        %c-8388608_i32_470 = arith.constant -8388608 : i32
        %3802 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3800, %3801, %3756, %c-8388608_i32_470 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3803 = llvm.extractvalue %3802[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3804 = llvm.extractvalue %3802[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3805 = arith.bitcast %3803 : i32 to f32
        %3806 = arith.bitcast %3804 : i32 to f32
        %3807 = arith.bitcast %3731 : f32 to i32
        %3808 = arith.bitcast %3732 : f32 to i32
        %c-8388608_i32_471 = arith.constant -8388608 : i32
        %3809 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3807, %3808, %3756, %c-8388608_i32_471 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3810 = llvm.extractvalue %3809[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3811 = llvm.extractvalue %3809[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3812 = arith.bitcast %3810 : i32 to f32
        %3813 = arith.bitcast %3811 : i32 to f32
        %3814 = arith.bitcast %3733 : f32 to i32
        %3815 = arith.bitcast %3734 : f32 to i32
        %c-8388608_i32_472 = arith.constant -8388608 : i32
        %3816 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3814, %3815, %3757, %c-8388608_i32_472 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3817 = llvm.extractvalue %3816[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3818 = llvm.extractvalue %3816[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3819 = arith.bitcast %3817 : i32 to f32
        %3820 = arith.bitcast %3818 : i32 to f32
        %3821 = arith.bitcast %3735 : f32 to i32
        %3822 = arith.bitcast %3736 : f32 to i32
        %c-8388608_i32_473 = arith.constant -8388608 : i32
        %3823 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3821, %3822, %3757, %c-8388608_i32_473 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3824 = llvm.extractvalue %3823[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3825 = llvm.extractvalue %3823[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3826 = arith.bitcast %3824 : i32 to f32
        %3827 = arith.bitcast %3825 : i32 to f32
        %3828 = arith.bitcast %3737 : f32 to i32
        %3829 = arith.bitcast %3738 : f32 to i32
        %c-8388608_i32_474 = arith.constant -8388608 : i32
        %3830 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3828, %3829, %3757, %c-8388608_i32_474 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3831 = llvm.extractvalue %3830[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3832 = llvm.extractvalue %3830[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3833 = arith.bitcast %3831 : i32 to f32
        %3834 = arith.bitcast %3832 : i32 to f32
        %3835 = arith.bitcast %3739 : f32 to i32
        %3836 = arith.bitcast %3740 : f32 to i32
        %c-8388608_i32_475 = arith.constant -8388608 : i32
        %3837 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3835, %3836, %3757, %c-8388608_i32_475 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3838 = llvm.extractvalue %3837[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3839 = llvm.extractvalue %3837[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3840 = arith.bitcast %3838 : i32 to f32
        %3841 = arith.bitcast %3839 : i32 to f32
        %3842 = arith.bitcast %3741 : f32 to i32
        %3843 = arith.bitcast %3742 : f32 to i32
        %c-8388608_i32_476 = arith.constant -8388608 : i32
        %3844 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3842, %3843, %3757, %c-8388608_i32_476 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3845 = llvm.extractvalue %3844[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3846 = llvm.extractvalue %3844[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3847 = arith.bitcast %3845 : i32 to f32
        %3848 = arith.bitcast %3846 : i32 to f32
        %3849 = arith.bitcast %3743 : f32 to i32
        %3850 = arith.bitcast %3744 : f32 to i32
        %c-8388608_i32_477 = arith.constant -8388608 : i32
        %3851 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3849, %3850, %3757, %c-8388608_i32_477 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3852 = llvm.extractvalue %3851[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3853 = llvm.extractvalue %3851[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3854 = arith.bitcast %3852 : i32 to f32
        %3855 = arith.bitcast %3853 : i32 to f32
        %3856 = arith.bitcast %3745 : f32 to i32
        %3857 = arith.bitcast %3746 : f32 to i32
        %c-8388608_i32_478 = arith.constant -8388608 : i32
        %3858 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3856, %3857, %3757, %c-8388608_i32_478 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3859 = llvm.extractvalue %3858[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3860 = llvm.extractvalue %3858[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3861 = arith.bitcast %3859 : i32 to f32
        %3862 = arith.bitcast %3860 : i32 to f32
        %3863 = arith.bitcast %3747 : f32 to i32
        %3864 = arith.bitcast %3748 : f32 to i32
        %c-8388608_i32_479 = arith.constant -8388608 : i32
        %3865 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3863, %3864, %3757, %c-8388608_i32_479 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3866 = llvm.extractvalue %3865[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3867 = llvm.extractvalue %3865[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3868 = arith.bitcast %3866 : i32 to f32
        %3869 = arith.bitcast %3867 : i32 to f32
        %3870 = vector.from_elements %3763, %3764, %3770, %3771, %3777, %3778, %3784, %3785, %3791, %3792, %3798, %3799, %3805, %3806, %3812, %3813 : vector<16xf32>
        %3871 = vector.from_elements %3819, %3820, %3826, %3827, %3833, %3834, %3840, %3841, %3847, %3848, %3854, %3855, %3861, %3862, %3868, %3869 : vector<16xf32>
        scf.yield %3870, %3871 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %1101, %1102 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      rocdl.s.setprio 1
      %1455 = fly.mma_atom_call_ssa(%126, %1253, %1191, %898#2) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1456 = fly.mma_atom_call_ssa(%126, %1305, %1191, %898#3) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1457 = fly.mma_atom_call_ssa(%126, %1357, %1191, %898#4) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1458 = fly.mma_atom_call_ssa(%126, %1409, %1191, %898#5) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1459 = fly.mma_atom_call_ssa(%126, %1266, %1193, %1455) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1460 = fly.mma_atom_call_ssa(%126, %1318, %1193, %1456) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1461 = fly.mma_atom_call_ssa(%126, %1370, %1193, %1457) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1462 = fly.mma_atom_call_ssa(%126, %1422, %1193, %1458) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1463 = fly.mma_atom_call_ssa(%126, %1279, %1192, %1459) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1464 = fly.mma_atom_call_ssa(%126, %1331, %1192, %1460) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1465 = fly.mma_atom_call_ssa(%126, %1383, %1192, %1461) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1466 = fly.mma_atom_call_ssa(%126, %1435, %1192, %1462) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1467 = fly.mma_atom_call_ssa(%126, %1292, %1194, %1463) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1468 = fly.mma_atom_call_ssa(%126, %1344, %1194, %1464) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1469 = fly.mma_atom_call_ssa(%126, %1396, %1194, %1465) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1470 = fly.mma_atom_call_ssa(%126, %1448, %1194, %1466) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1471 = vector.extract %1454#0[0] : f32 from vector<16xf32>
      %cst_242 = arith.constant 0xFF800000 : f32
      %1472 = arith.maxnumf %cst_242, %1471 fastmath<fast> : f32
      %1473 = vector.extract %1454#0[1] : f32 from vector<16xf32>
      %1474 = arith.maxnumf %1472, %1473 fastmath<fast> : f32
      %1475 = vector.extract %1454#0[2] : f32 from vector<16xf32>
      %1476 = arith.maxnumf %1474, %1475 fastmath<fast> : f32
      %1477 = vector.extract %1454#0[3] : f32 from vector<16xf32>
      %1478 = arith.maxnumf %1476, %1477 fastmath<fast> : f32
      %1479 = vector.extract %1454#0[4] : f32 from vector<16xf32>
      %1480 = arith.maxnumf %1478, %1479 fastmath<fast> : f32
      %1481 = vector.extract %1454#0[5] : f32 from vector<16xf32>
      %1482 = arith.maxnumf %1480, %1481 fastmath<fast> : f32
      %1483 = vector.extract %1454#0[6] : f32 from vector<16xf32>
      %1484 = arith.maxnumf %1482, %1483 fastmath<fast> : f32
      %1485 = vector.extract %1454#0[7] : f32 from vector<16xf32>
      %1486 = arith.maxnumf %1484, %1485 fastmath<fast> : f32
      %1487 = vector.extract %1454#0[8] : f32 from vector<16xf32>
      %1488 = arith.maxnumf %1486, %1487 fastmath<fast> : f32
      %1489 = vector.extract %1454#0[9] : f32 from vector<16xf32>
      %1490 = arith.maxnumf %1488, %1489 fastmath<fast> : f32
      %1491 = vector.extract %1454#0[10] : f32 from vector<16xf32>
      %1492 = arith.maxnumf %1490, %1491 fastmath<fast> : f32
      %1493 = vector.extract %1454#0[11] : f32 from vector<16xf32>
      %1494 = arith.maxnumf %1492, %1493 fastmath<fast> : f32
      %1495 = vector.extract %1454#0[12] : f32 from vector<16xf32>
      %1496 = arith.maxnumf %1494, %1495 fastmath<fast> : f32
      %1497 = vector.extract %1454#0[13] : f32 from vector<16xf32>
      %1498 = arith.maxnumf %1496, %1497 fastmath<fast> : f32
      %1499 = vector.extract %1454#0[14] : f32 from vector<16xf32>
      %1500 = arith.maxnumf %1498, %1499 fastmath<fast> : f32
      %1501 = vector.extract %1454#0[15] : f32 from vector<16xf32>
      %1502 = arith.maxnumf %1500, %1501 fastmath<fast> : f32
      %1503 = vector.extract %1454#1[0] : f32 from vector<16xf32>
      %1504 = arith.maxnumf %1502, %1503 fastmath<fast> : f32
      %1505 = vector.extract %1454#1[1] : f32 from vector<16xf32>
      %1506 = arith.maxnumf %1504, %1505 fastmath<fast> : f32
      %1507 = vector.extract %1454#1[2] : f32 from vector<16xf32>
      %1508 = arith.maxnumf %1506, %1507 fastmath<fast> : f32
      %1509 = vector.extract %1454#1[3] : f32 from vector<16xf32>
      %1510 = arith.maxnumf %1508, %1509 fastmath<fast> : f32
      %1511 = vector.extract %1454#1[4] : f32 from vector<16xf32>
      %1512 = arith.maxnumf %1510, %1511 fastmath<fast> : f32
      %1513 = vector.extract %1454#1[5] : f32 from vector<16xf32>
      %1514 = arith.maxnumf %1512, %1513 fastmath<fast> : f32
      %1515 = vector.extract %1454#1[6] : f32 from vector<16xf32>
      %1516 = arith.maxnumf %1514, %1515 fastmath<fast> : f32
      %1517 = vector.extract %1454#1[7] : f32 from vector<16xf32>
      %1518 = arith.maxnumf %1516, %1517 fastmath<fast> : f32
      %1519 = vector.extract %1454#1[8] : f32 from vector<16xf32>
      %1520 = arith.maxnumf %1518, %1519 fastmath<fast> : f32
      %1521 = vector.extract %1454#1[9] : f32 from vector<16xf32>
      %1522 = arith.maxnumf %1520, %1521 fastmath<fast> : f32
      %1523 = vector.extract %1454#1[10] : f32 from vector<16xf32>
      %1524 = arith.maxnumf %1522, %1523 fastmath<fast> : f32
      %1525 = vector.extract %1454#1[11] : f32 from vector<16xf32>
      %1526 = arith.maxnumf %1524, %1525 fastmath<fast> : f32
      %1527 = vector.extract %1454#1[12] : f32 from vector<16xf32>
      %1528 = arith.maxnumf %1526, %1527 fastmath<fast> : f32
      %1529 = vector.extract %1454#1[13] : f32 from vector<16xf32>
      %1530 = arith.maxnumf %1528, %1529 fastmath<fast> : f32
      %1531 = vector.extract %1454#1[14] : f32 from vector<16xf32>
      %1532 = arith.maxnumf %1530, %1531 fastmath<fast> : f32
      %1533 = vector.extract %1454#1[15] : f32 from vector<16xf32>
      %1534 = arith.maxnumf %1532, %1533 fastmath<fast> : f32
      %1535 = arith.bitcast %1534 : f32 to i32
      %1536 = rocdl.permlane32.swap %1535, %1535, false, true : (i32, i32) -> <(i32, i32)>
      %1537 = llvm.extractvalue %1536[0] : !llvm.struct<(i32, i32)> 
      %1538 = llvm.extractvalue %1536[1] : !llvm.struct<(i32, i32)> 
      %1539 = arith.bitcast %1537 : i32 to f32
      %1540 = arith.bitcast %1538 : i32 to f32
      %1541 = arith.maxnumf %1539, %1540 fastmath<fast> : f32
      %1542 = arith.maxnumf %898#0, %1541 fastmath<fast> : f32
      %1543 = arith.subf %898#0, %1542 fastmath<fast> : f32
      %1544 = rocdl.exp2 %1543 f32 -> f32
      %1545 = vector.extract %1454#0[0] : f32 from vector<16xf32>
      %1546 = arith.subf %1545, %1542 fastmath<fast> : f32
      %1547 = vector.extract %1454#0[1] : f32 from vector<16xf32>
      %1548 = arith.subf %1547, %1542 fastmath<fast> : f32
      %1549 = vector.extract %1454#0[2] : f32 from vector<16xf32>
      %1550 = arith.subf %1549, %1542 fastmath<fast> : f32
      %1551 = vector.extract %1454#0[3] : f32 from vector<16xf32>
      %1552 = arith.subf %1551, %1542 fastmath<fast> : f32
      %1553 = vector.extract %1454#0[4] : f32 from vector<16xf32>
      %1554 = arith.subf %1553, %1542 fastmath<fast> : f32
      %1555 = vector.extract %1454#0[5] : f32 from vector<16xf32>
      %1556 = arith.subf %1555, %1542 fastmath<fast> : f32
      %1557 = vector.extract %1454#0[6] : f32 from vector<16xf32>
      %1558 = arith.subf %1557, %1542 fastmath<fast> : f32
      %1559 = vector.extract %1454#0[7] : f32 from vector<16xf32>
      %1560 = arith.subf %1559, %1542 fastmath<fast> : f32
      %1561 = vector.extract %1454#0[8] : f32 from vector<16xf32>
      %1562 = arith.subf %1561, %1542 fastmath<fast> : f32
      %1563 = vector.extract %1454#0[9] : f32 from vector<16xf32>
      %1564 = arith.subf %1563, %1542 fastmath<fast> : f32
      %1565 = vector.extract %1454#0[10] : f32 from vector<16xf32>
      %1566 = arith.subf %1565, %1542 fastmath<fast> : f32
      %1567 = vector.extract %1454#0[11] : f32 from vector<16xf32>
      %1568 = arith.subf %1567, %1542 fastmath<fast> : f32
      %1569 = vector.extract %1454#0[12] : f32 from vector<16xf32>
      %1570 = arith.subf %1569, %1542 fastmath<fast> : f32
      %1571 = vector.extract %1454#0[13] : f32 from vector<16xf32>
      %1572 = arith.subf %1571, %1542 fastmath<fast> : f32
      %1573 = vector.extract %1454#0[14] : f32 from vector<16xf32>
      %1574 = arith.subf %1573, %1542 fastmath<fast> : f32
      %1575 = vector.extract %1454#0[15] : f32 from vector<16xf32>
      %1576 = arith.subf %1575, %1542 fastmath<fast> : f32
      %1577 = vector.extract %1454#1[0] : f32 from vector<16xf32>
      %1578 = arith.subf %1577, %1542 fastmath<fast> : f32
      %1579 = vector.extract %1454#1[1] : f32 from vector<16xf32>
      %1580 = arith.subf %1579, %1542 fastmath<fast> : f32
      %1581 = vector.extract %1454#1[2] : f32 from vector<16xf32>
      %1582 = arith.subf %1581, %1542 fastmath<fast> : f32
      %1583 = vector.extract %1454#1[3] : f32 from vector<16xf32>
      %1584 = arith.subf %1583, %1542 fastmath<fast> : f32
      %1585 = vector.extract %1454#1[4] : f32 from vector<16xf32>
      %1586 = arith.subf %1585, %1542 fastmath<fast> : f32
      %1587 = vector.extract %1454#1[5] : f32 from vector<16xf32>
      %1588 = arith.subf %1587, %1542 fastmath<fast> : f32
      %1589 = vector.extract %1454#1[6] : f32 from vector<16xf32>
      %1590 = arith.subf %1589, %1542 fastmath<fast> : f32
      %1591 = vector.extract %1454#1[7] : f32 from vector<16xf32>
      %1592 = arith.subf %1591, %1542 fastmath<fast> : f32
      %1593 = vector.extract %1454#1[8] : f32 from vector<16xf32>
      %1594 = arith.subf %1593, %1542 fastmath<fast> : f32
      %1595 = vector.extract %1454#1[9] : f32 from vector<16xf32>
      %1596 = arith.subf %1595, %1542 fastmath<fast> : f32
      %1597 = vector.extract %1454#1[10] : f32 from vector<16xf32>
      %1598 = arith.subf %1597, %1542 fastmath<fast> : f32
      %1599 = vector.extract %1454#1[11] : f32 from vector<16xf32>
      %1600 = arith.subf %1599, %1542 fastmath<fast> : f32
      %1601 = vector.extract %1454#1[12] : f32 from vector<16xf32>
      %1602 = arith.subf %1601, %1542 fastmath<fast> : f32
      %1603 = vector.extract %1454#1[13] : f32 from vector<16xf32>
      %1604 = arith.subf %1603, %1542 fastmath<fast> : f32
      %1605 = vector.extract %1454#1[14] : f32 from vector<16xf32>
      %1606 = arith.subf %1605, %1542 fastmath<fast> : f32
      %1607 = vector.extract %1454#1[15] : f32 from vector<16xf32>
      %1608 = arith.subf %1607, %1542 fastmath<fast> : f32
      %1609 = vector.from_elements %1546, %1548, %1550, %1552, %1554, %1556, %1558, %1560, %1562, %1564, %1566, %1568, %1570, %1572, %1574, %1576 : vector<16xf32>
      %1610 = vector.from_elements %1578, %1580, %1582, %1584, %1586, %1588, %1590, %1592, %1594, %1596, %1598, %1600, %1602, %1604, %1606, %1608 : vector<16xf32>
      %1611 = vector.extract %1609[0] : f32 from vector<16xf32>
      %1612 = vector.extract %1609[1] : f32 from vector<16xf32>
      %1613 = vector.extract %1609[2] : f32 from vector<16xf32>
      %1614 = vector.extract %1609[3] : f32 from vector<16xf32>
      %1615 = vector.extract %1609[4] : f32 from vector<16xf32>
      %1616 = vector.extract %1609[5] : f32 from vector<16xf32>
      %1617 = vector.extract %1609[6] : f32 from vector<16xf32>
      %1618 = vector.extract %1609[7] : f32 from vector<16xf32>
      %1619 = vector.extract %1609[8] : f32 from vector<16xf32>
      %1620 = vector.extract %1609[9] : f32 from vector<16xf32>
      %1621 = vector.extract %1609[10] : f32 from vector<16xf32>
      %1622 = vector.extract %1609[11] : f32 from vector<16xf32>
      %1623 = vector.extract %1609[12] : f32 from vector<16xf32>
      %1624 = vector.extract %1609[13] : f32 from vector<16xf32>
      %1625 = vector.extract %1609[14] : f32 from vector<16xf32>
      %1626 = vector.extract %1609[15] : f32 from vector<16xf32>
      %1627 = rocdl.exp2 %1611 f32 -> f32
      %1628 = rocdl.exp2 %1612 f32 -> f32
      %1629 = rocdl.exp2 %1613 f32 -> f32
      %1630 = rocdl.exp2 %1614 f32 -> f32
      %1631 = rocdl.exp2 %1615 f32 -> f32
      %1632 = rocdl.exp2 %1616 f32 -> f32
      %1633 = rocdl.exp2 %1617 f32 -> f32
      %1634 = rocdl.exp2 %1618 f32 -> f32
      %1635 = rocdl.exp2 %1619 f32 -> f32
      %1636 = rocdl.exp2 %1620 f32 -> f32
      %1637 = rocdl.exp2 %1621 f32 -> f32
      %1638 = rocdl.exp2 %1622 f32 -> f32
      %1639 = rocdl.exp2 %1623 f32 -> f32
      %1640 = rocdl.exp2 %1624 f32 -> f32
      %1641 = rocdl.exp2 %1625 f32 -> f32
      %1642 = rocdl.exp2 %1626 f32 -> f32
      %1643 = vector.from_elements %1627, %1628, %1629, %1630, %1631, %1632, %1633, %1634, %1635, %1636, %1637, %1638, %1639, %1640, %1641, %1642 : vector<16xf32>
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
      %1644 = vector.from_elements %1544 : vector<1xf32>
      %1645 = vector.extract %1644[0] : f32 from vector<1xf32>
      %1646 = vector.broadcast %1645 : f32 to vector<16xf32>
      %1647 = arith.mulf %1467, %1646 fastmath<fast> : vector<16xf32>
      %1648 = arith.mulf %1468, %1646 fastmath<fast> : vector<16xf32>
      %1649 = arith.mulf %1469, %1646 fastmath<fast> : vector<16xf32>
      %1650 = arith.mulf %1470, %1646 fastmath<fast> : vector<16xf32>
      %1651 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %1647, %1648, %1649, %1650 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %1652 = llvm.extractvalue %1651[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1653 = llvm.extractvalue %1651[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1654 = llvm.extractvalue %1651[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %1655 = llvm.extractvalue %1651[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.setprio 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1656 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_243 = arith.constant 64 : i32
      %1657 = arith.index_cast %c64_i32_243 : i32 to index
      %1658 = arith.muli %904, %1657 : index
      %1659 = arith.muli %1658, %7 : index
      %c8_i32_244 = arith.constant 8 : i32
      %1660 = arith.index_cast %c8_i32_244 : i32 to index
      %1661 = arith.muli %134, %1660 : index
      %1662 = arith.addi %1661, %22 : index
      %c8_i32_245 = arith.constant 8 : i32
      %1663 = arith.index_cast %c8_i32_245 : i32 to index
      %1664 = arith.muli %136, %1663 : index
      %c0_i32_246 = arith.constant 0 : i32
      %1665 = arith.index_cast %c0_i32_246 : i32 to index
      %1666 = arith.addi %1664, %1665 : index
      %1667 = arith.muli %1662, %7 : index
      %1668 = arith.addi %58, %1667 : index
      %1669 = arith.addi %1668, %1666 : index
      %1670 = fly.inttoptr(%240) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1671 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1672 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1673 = fly.make_layout(%1671, %1672) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1674 = fly.make_view(%1670, %1673) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1675 = arith.index_cast %1669 : index to i32
      %1676 = fly.make_int_tuple(%1675) : (i32) -> !fly.int_tuple<(*,?)>
      %1677 = fly.slice(%122, %1676) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1678 = arith.index_cast %1659 : index to i32
      %1679 = fly.atom.set_value(%125, "soffset", %1678) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1679, %1677, %1674) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_247 = arith.constant 8 : i32
      %1680 = arith.index_cast %c8_i32_247 : i32 to index
      %1681 = arith.muli %134, %1680 : index
      %1682 = arith.addi %1681, %22 : index
      %c8_i32_248 = arith.constant 8 : i32
      %1683 = arith.index_cast %c8_i32_248 : i32 to index
      %1684 = arith.muli %136, %1683 : index
      %c64_i32_249 = arith.constant 64 : i32
      %1685 = arith.index_cast %c64_i32_249 : i32 to index
      %1686 = arith.addi %1684, %1685 : index
      %1687 = arith.muli %1682, %7 : index
      %1688 = arith.addi %58, %1687 : index
      %1689 = arith.addi %1688, %1686 : index
      %1690 = fly.inttoptr(%249) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %1691 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1692 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1693 = fly.make_layout(%1691, %1692) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %1694 = fly.make_view(%1690, %1693) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %1695 = arith.index_cast %1689 : index to i32
      %1696 = fly.make_int_tuple(%1695) : (i32) -> !fly.int_tuple<(*,?)>
      %1697 = fly.slice(%122, %1696) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %1698 = arith.index_cast %1659 : index to i32
      %1699 = fly.atom.set_value(%125, "soffset", %1698) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%1699, %1697, %1694) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c0_i32_250 = arith.constant 0 : i32
      %1700 = arith.index_cast %c0_i32_250 : i32 to index
      %1701 = arith.addi %174, %1700 : index
      %c0_i32_251 = arith.constant 0 : i32
      %1702 = arith.index_cast %c0_i32_251 : i32 to index
      %1703 = arith.addi %1701, %1702 : index
      %c2_i32_252 = arith.constant 2 : i32
      %1704 = arith.index_cast %c2_i32_252 : i32 to index
      %1705 = arith.muli %1703, %1704 : index
      %1706 = arith.index_cast %1705 : index to i64
      %1707 = llvm.getelementptr %12[%1706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1708 = llvm.load %1707 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_253 = arith.constant 256 : i32
      %1709 = arith.index_cast %c256_i32_253 : i32 to index
      %1710 = arith.addi %1703, %1709 : index
      %c2_i32_254 = arith.constant 2 : i32
      %1711 = arith.index_cast %c2_i32_254 : i32 to index
      %1712 = arith.muli %1710, %1711 : index
      %1713 = arith.index_cast %1712 : index to i64
      %1714 = llvm.getelementptr %12[%1713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1715 = llvm.load %1714 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_255 = arith.constant 0 : i32
      %1716 = arith.index_cast %c0_i32_255 : i32 to index
      %1717 = arith.addi %174, %1716 : index
      %c16_i32_256 = arith.constant 16 : i32
      %1718 = arith.index_cast %c16_i32_256 : i32 to index
      %1719 = arith.addi %1717, %1718 : index
      %c2_i32_257 = arith.constant 2 : i32
      %1720 = arith.index_cast %c2_i32_257 : i32 to index
      %1721 = arith.muli %1719, %1720 : index
      %1722 = arith.index_cast %1721 : index to i64
      %1723 = llvm.getelementptr %12[%1722] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1724 = llvm.load %1723 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_258 = arith.constant 256 : i32
      %1725 = arith.index_cast %c256_i32_258 : i32 to index
      %1726 = arith.addi %1719, %1725 : index
      %c2_i32_259 = arith.constant 2 : i32
      %1727 = arith.index_cast %c2_i32_259 : i32 to index
      %1728 = arith.muli %1726, %1727 : index
      %1729 = arith.index_cast %1728 : index to i64
      %1730 = llvm.getelementptr %12[%1729] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1731 = llvm.load %1730 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_260 = arith.constant 0 : i32
      %1732 = arith.index_cast %c0_i32_260 : i32 to index
      %1733 = arith.addi %174, %1732 : index
      %c32_i32_261 = arith.constant 32 : i32
      %1734 = arith.index_cast %c32_i32_261 : i32 to index
      %1735 = arith.addi %1733, %1734 : index
      %c2_i32_262 = arith.constant 2 : i32
      %1736 = arith.index_cast %c2_i32_262 : i32 to index
      %1737 = arith.muli %1735, %1736 : index
      %1738 = arith.index_cast %1737 : index to i64
      %1739 = llvm.getelementptr %12[%1738] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1740 = llvm.load %1739 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_263 = arith.constant 256 : i32
      %1741 = arith.index_cast %c256_i32_263 : i32 to index
      %1742 = arith.addi %1735, %1741 : index
      %c2_i32_264 = arith.constant 2 : i32
      %1743 = arith.index_cast %c2_i32_264 : i32 to index
      %1744 = arith.muli %1742, %1743 : index
      %1745 = arith.index_cast %1744 : index to i64
      %1746 = llvm.getelementptr %12[%1745] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1747 = llvm.load %1746 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_265 = arith.constant 0 : i32
      %1748 = arith.index_cast %c0_i32_265 : i32 to index
      %1749 = arith.addi %174, %1748 : index
      %c48_i32_266 = arith.constant 48 : i32
      %1750 = arith.index_cast %c48_i32_266 : i32 to index
      %1751 = arith.addi %1749, %1750 : index
      %c2_i32_267 = arith.constant 2 : i32
      %1752 = arith.index_cast %c2_i32_267 : i32 to index
      %1753 = arith.muli %1751, %1752 : index
      %1754 = arith.index_cast %1753 : index to i64
      %1755 = llvm.getelementptr %12[%1754] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1756 = llvm.load %1755 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_268 = arith.constant 256 : i32
      %1757 = arith.index_cast %c256_i32_268 : i32 to index
      %1758 = arith.addi %1751, %1757 : index
      %c2_i32_269 = arith.constant 2 : i32
      %1759 = arith.index_cast %c2_i32_269 : i32 to index
      %1760 = arith.muli %1758, %1759 : index
      %1761 = arith.index_cast %1760 : index to i64
      %1762 = llvm.getelementptr %12[%1761] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1763 = llvm.load %1762 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_270 = arith.constant 0 : i32
      %1764 = arith.index_cast %c0_i32_270 : i32 to index
      %1765 = arith.addi %174, %1764 : index
      %c4160_i32_271 = arith.constant 4160 : i32
      %1766 = arith.index_cast %c4160_i32_271 : i32 to index
      %1767 = arith.addi %1765, %1766 : index
      %c2_i32_272 = arith.constant 2 : i32
      %1768 = arith.index_cast %c2_i32_272 : i32 to index
      %1769 = arith.muli %1767, %1768 : index
      %1770 = arith.index_cast %1769 : index to i64
      %1771 = llvm.getelementptr %12[%1770] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1772 = llvm.load %1771 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_273 = arith.constant 256 : i32
      %1773 = arith.index_cast %c256_i32_273 : i32 to index
      %1774 = arith.addi %1767, %1773 : index
      %c2_i32_274 = arith.constant 2 : i32
      %1775 = arith.index_cast %c2_i32_274 : i32 to index
      %1776 = arith.muli %1774, %1775 : index
      %1777 = arith.index_cast %1776 : index to i64
      %1778 = llvm.getelementptr %12[%1777] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1779 = llvm.load %1778 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_275 = arith.constant 0 : i32
      %1780 = arith.index_cast %c0_i32_275 : i32 to index
      %1781 = arith.addi %174, %1780 : index
      %c4176_i32_276 = arith.constant 4176 : i32
      %1782 = arith.index_cast %c4176_i32_276 : i32 to index
      %1783 = arith.addi %1781, %1782 : index
      %c2_i32_277 = arith.constant 2 : i32
      %1784 = arith.index_cast %c2_i32_277 : i32 to index
      %1785 = arith.muli %1783, %1784 : index
      %1786 = arith.index_cast %1785 : index to i64
      %1787 = llvm.getelementptr %12[%1786] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1788 = llvm.load %1787 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_278 = arith.constant 256 : i32
      %1789 = arith.index_cast %c256_i32_278 : i32 to index
      %1790 = arith.addi %1783, %1789 : index
      %c2_i32_279 = arith.constant 2 : i32
      %1791 = arith.index_cast %c2_i32_279 : i32 to index
      %1792 = arith.muli %1790, %1791 : index
      %1793 = arith.index_cast %1792 : index to i64
      %1794 = llvm.getelementptr %12[%1793] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1795 = llvm.load %1794 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_280 = arith.constant 0 : i32
      %1796 = arith.index_cast %c0_i32_280 : i32 to index
      %1797 = arith.addi %174, %1796 : index
      %c4192_i32_281 = arith.constant 4192 : i32
      %1798 = arith.index_cast %c4192_i32_281 : i32 to index
      %1799 = arith.addi %1797, %1798 : index
      %c2_i32_282 = arith.constant 2 : i32
      %1800 = arith.index_cast %c2_i32_282 : i32 to index
      %1801 = arith.muli %1799, %1800 : index
      %1802 = arith.index_cast %1801 : index to i64
      %1803 = llvm.getelementptr %12[%1802] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1804 = llvm.load %1803 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_283 = arith.constant 256 : i32
      %1805 = arith.index_cast %c256_i32_283 : i32 to index
      %1806 = arith.addi %1799, %1805 : index
      %c2_i32_284 = arith.constant 2 : i32
      %1807 = arith.index_cast %c2_i32_284 : i32 to index
      %1808 = arith.muli %1806, %1807 : index
      %1809 = arith.index_cast %1808 : index to i64
      %1810 = llvm.getelementptr %12[%1809] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1811 = llvm.load %1810 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c0_i32_285 = arith.constant 0 : i32
      %1812 = arith.index_cast %c0_i32_285 : i32 to index
      %1813 = arith.addi %174, %1812 : index
      %c4208_i32_286 = arith.constant 4208 : i32
      %1814 = arith.index_cast %c4208_i32_286 : i32 to index
      %1815 = arith.addi %1813, %1814 : index
      %c2_i32_287 = arith.constant 2 : i32
      %1816 = arith.index_cast %c2_i32_287 : i32 to index
      %1817 = arith.muli %1815, %1816 : index
      %1818 = arith.index_cast %1817 : index to i64
      %1819 = llvm.getelementptr %12[%1818] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1820 = llvm.load %1819 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_288 = arith.constant 256 : i32
      %1821 = arith.index_cast %c256_i32_288 : i32 to index
      %1822 = arith.addi %1815, %1821 : index
      %c2_i32_289 = arith.constant 2 : i32
      %1823 = arith.index_cast %c2_i32_289 : i32 to index
      %1824 = arith.muli %1822, %1823 : index
      %1825 = arith.index_cast %1824 : index to i64
      %1826 = llvm.getelementptr %12[%1825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %1827 = llvm.load %1826 {alias_scopes = [#alias_scope], alignment = 16 : i64, noalias_scopes = [#alias_scope1, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16244
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1828 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %1829 = fly.mma_atom_call_ssa(%126, %1708, %1828, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1830 = fly.mma_atom_call_ssa(%126, %1715, %1828, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1831 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %1832 = fly.mma_atom_call_ssa(%126, %1724, %1831, %1829) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1833 = fly.mma_atom_call_ssa(%126, %1731, %1831, %1830) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1834 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %1835 = fly.mma_atom_call_ssa(%126, %1740, %1834, %1832) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1836 = fly.mma_atom_call_ssa(%126, %1747, %1834, %1833) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1837 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %1838 = fly.mma_atom_call_ssa(%126, %1756, %1837, %1835) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1839 = fly.mma_atom_call_ssa(%126, %1763, %1837, %1836) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1840 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %1841 = fly.mma_atom_call_ssa(%126, %1772, %1840, %1838) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1842 = fly.mma_atom_call_ssa(%126, %1779, %1840, %1839) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1843 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %1844 = fly.mma_atom_call_ssa(%126, %1788, %1843, %1841) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1845 = fly.mma_atom_call_ssa(%126, %1795, %1843, %1842) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1846 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %1847 = fly.mma_atom_call_ssa(%126, %1804, %1846, %1844) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1848 = fly.mma_atom_call_ssa(%126, %1811, %1846, %1845) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1849 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %1850 = fly.mma_atom_call_ssa(%126, %1820, %1849, %1847) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1851 = fly.mma_atom_call_ssa(%126, %1827, %1849, %1848) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %1852 = arith.mulf %1162, %1544 fastmath<fast> : f32
      %1853 = vector.extract %1643[0] : f32 from vector<16xf32>
      %1854 = vector.extract %1643[1] : f32 from vector<16xf32>
      %1855 = vector.extract %1643[2] : f32 from vector<16xf32>
      %1856 = vector.extract %1643[3] : f32 from vector<16xf32>
      %1857 = vector.extract %1643[4] : f32 from vector<16xf32>
      %1858 = vector.extract %1643[5] : f32 from vector<16xf32>
      %1859 = vector.extract %1643[6] : f32 from vector<16xf32>
      %1860 = vector.extract %1643[7] : f32 from vector<16xf32>
      %1861 = vector.extract %1643[8] : f32 from vector<16xf32>
      %1862 = vector.extract %1643[9] : f32 from vector<16xf32>
      %1863 = vector.extract %1643[10] : f32 from vector<16xf32>
      %1864 = vector.extract %1643[11] : f32 from vector<16xf32>
      %1865 = vector.extract %1643[12] : f32 from vector<16xf32>
      %1866 = vector.extract %1643[13] : f32 from vector<16xf32>
      %1867 = vector.extract %1643[14] : f32 from vector<16xf32>
      %1868 = vector.extract %1643[15] : f32 from vector<16xf32>
      %1869 = vector.extract %1610[0] : f32 from vector<16xf32>
      %1870 = rocdl.exp2 %1869 f32 -> f32
      %1871 = vector.extract %1610[1] : f32 from vector<16xf32>
      %1872 = rocdl.exp2 %1871 f32 -> f32
      %1873 = vector.extract %1610[2] : f32 from vector<16xf32>
      %1874 = rocdl.exp2 %1873 f32 -> f32
      %1875 = vector.extract %1610[3] : f32 from vector<16xf32>
      %1876 = rocdl.exp2 %1875 f32 -> f32
      %1877 = vector.extract %1610[4] : f32 from vector<16xf32>
      %1878 = rocdl.exp2 %1877 f32 -> f32
      %1879 = vector.extract %1610[5] : f32 from vector<16xf32>
      %1880 = rocdl.exp2 %1879 f32 -> f32
      %1881 = vector.extract %1610[6] : f32 from vector<16xf32>
      %1882 = rocdl.exp2 %1881 f32 -> f32
      %1883 = vector.extract %1610[7] : f32 from vector<16xf32>
      %1884 = rocdl.exp2 %1883 f32 -> f32
      %1885 = vector.extract %1610[8] : f32 from vector<16xf32>
      %1886 = rocdl.exp2 %1885 f32 -> f32
      %1887 = vector.extract %1610[9] : f32 from vector<16xf32>
      %1888 = rocdl.exp2 %1887 f32 -> f32
      %1889 = vector.extract %1610[10] : f32 from vector<16xf32>
      %1890 = rocdl.exp2 %1889 f32 -> f32
      %1891 = vector.extract %1610[11] : f32 from vector<16xf32>
      %1892 = rocdl.exp2 %1891 f32 -> f32
      %1893 = vector.extract %1610[12] : f32 from vector<16xf32>
      %1894 = rocdl.exp2 %1893 f32 -> f32
      %1895 = vector.extract %1610[13] : f32 from vector<16xf32>
      %1896 = rocdl.exp2 %1895 f32 -> f32
      %1897 = vector.extract %1610[14] : f32 from vector<16xf32>
      %1898 = rocdl.exp2 %1897 f32 -> f32
      %1899 = vector.extract %1610[15] : f32 from vector<16xf32>
      %1900 = rocdl.exp2 %1899 f32 -> f32
      %1901 = vector.from_elements %1853, %1854, %1855, %1856, %1857, %1858, %1859, %1860, %1861, %1862, %1863, %1864, %1865, %1866, %1867, %1868 : vector<16xf32>
      %1902 = vector.from_elements %1870, %1872, %1874, %1876, %1878, %1880, %1882, %1884, %1886, %1888, %1890, %1892, %1894, %1896, %1898, %1900 : vector<16xf32>
      %1903 = arith.addf %1901, %1902 fastmath<fast> : vector<16xf32>
      %cst_290 = arith.constant 0.000000e+00 : f32
      %1904 = vector.reduction <add>, %1903, %cst_290 fastmath<fast> : vector<16xf32> into f32
      %1905 = arith.bitcast %1904 : f32 to i32
      %1906 = rocdl.permlane32.swap %1905, %1905, false, true : (i32, i32) -> <(i32, i32)>
      %1907 = llvm.extractvalue %1906[0] : !llvm.struct<(i32, i32)> 
      %1908 = llvm.extractvalue %1906[1] : !llvm.struct<(i32, i32)> 
      %1909 = arith.bitcast %1907 : i32 to f32
      %1910 = arith.bitcast %1908 : i32 to f32
      %1911 = arith.addf %1909, %1910 fastmath<fast> : f32
      %1912 = arith.addf %1852, %1911 fastmath<fast> : f32
      %1913 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1853, %1854 : (f32, f32) -> i32
      %1914 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1855, %1856 : (f32, f32) -> i32
      %1915 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1857, %1858 : (f32, f32) -> i32
      %1916 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1859, %1860 : (f32, f32) -> i32
      %1917 = vector.from_elements %1913, %1914, %1915, %1916 : vector<4xi32>
      %1918 = vector.bitcast %1917 : vector<4xi32> to vector<8xbf16>
      %1919 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1870, %1872 : (f32, f32) -> i32
      %1920 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1874, %1876 : (f32, f32) -> i32
      %1921 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1878, %1880 : (f32, f32) -> i32
      %1922 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1882, %1884 : (f32, f32) -> i32
      %1923 = vector.from_elements %1919, %1920, %1921, %1922 : vector<4xi32>
      %1924 = vector.bitcast %1923 : vector<4xi32> to vector<8xbf16>
      %1925 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1861, %1862 : (f32, f32) -> i32
      %1926 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1863, %1864 : (f32, f32) -> i32
      %1927 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1865, %1866 : (f32, f32) -> i32
      %1928 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1867, %1868 : (f32, f32) -> i32
      %1929 = vector.from_elements %1925, %1926, %1927, %1928 : vector<4xi32>
      %1930 = vector.bitcast %1929 : vector<4xi32> to vector<8xbf16>
      %1931 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1886, %1888 : (f32, f32) -> i32
      %1932 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1890, %1892 : (f32, f32) -> i32
      %1933 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1894, %1896 : (f32, f32) -> i32
      %1934 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %1898, %1900 : (f32, f32) -> i32
      %1935 = vector.from_elements %1931, %1932, %1933, %1934 : vector<4xi32>
      %1936 = vector.bitcast %1935 : vector<4xi32> to vector<8xbf16>
      %1937 = vector.shuffle %1918, %1930 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1938 = vector.shuffle %1924, %1936 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %1939 = vector.shuffle %1937, %1938 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %1940 = llvm.inline_asm has_side_effects "", "=v,0" %1939 : (vector<32xbf16>) -> vector<32xbf16>
      %1941 = vector.shuffle %1940, %1940 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %1942 = vector.shuffle %1940, %1940 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %1943 = vector.shuffle %1940, %1940 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %1944 = vector.shuffle %1940, %1940 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
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
      %1945 = arith.index_cast %c25344_i32 : i32 to index
      %1946 = arith.addi %195, %1945 : index
      %c2_i32_291 = arith.constant 2 : i32
      %1947 = arith.index_cast %c2_i32_291 : i32 to index
      %1948 = arith.muli %1946, %1947 : index
      %1949 = arith.addi %1948, %11 : index
      %1950 = arith.index_cast %1949 : index to i32
      %1951 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %1950 : (i32) -> vector<2xi32>
      %1952 = vector.bitcast %1951 : vector<2xi32> to vector<4xbf16>
      %c2_i32_292 = arith.constant 2 : i32
      %1953 = arith.index_cast %c2_i32_292 : i32 to index
      %1954 = arith.muli %1946, %1953 : index
      %1955 = arith.addi %1954, %11 : index
      %1956 = arith.index_cast %1955 : index to i32
      %1957 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %1956 : (i32) -> vector<2xi32>
      %1958 = vector.bitcast %1957 : vector<2xi32> to vector<4xbf16>
      %1959 = vector.shuffle %1952, %1958 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_293 = arith.constant 2 : i32
      %1960 = arith.index_cast %c2_i32_293 : i32 to index
      %1961 = arith.muli %1946, %1960 : index
      %1962 = arith.addi %1961, %11 : index
      %1963 = arith.index_cast %1962 : index to i32
      %1964 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %1963 : (i32) -> vector<2xi32>
      %1965 = vector.bitcast %1964 : vector<2xi32> to vector<4xbf16>
      %c2_i32_294 = arith.constant 2 : i32
      %1966 = arith.index_cast %c2_i32_294 : i32 to index
      %1967 = arith.muli %1946, %1966 : index
      %1968 = arith.addi %1967, %11 : index
      %1969 = arith.index_cast %1968 : index to i32
      %1970 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %1969 : (i32) -> vector<2xi32>
      %1971 = vector.bitcast %1970 : vector<2xi32> to vector<4xbf16>
      %1972 = vector.shuffle %1965, %1971 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_295 = arith.constant 2 : i32
      %1973 = arith.index_cast %c2_i32_295 : i32 to index
      %1974 = arith.muli %1946, %1973 : index
      %1975 = arith.addi %1974, %11 : index
      %1976 = arith.index_cast %1975 : index to i32
      %1977 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %1976 : (i32) -> vector<2xi32>
      %1978 = vector.bitcast %1977 : vector<2xi32> to vector<4xbf16>
      %c2_i32_296 = arith.constant 2 : i32
      %1979 = arith.index_cast %c2_i32_296 : i32 to index
      %1980 = arith.muli %1946, %1979 : index
      %1981 = arith.addi %1980, %11 : index
      %1982 = arith.index_cast %1981 : index to i32
      %1983 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %1982 : (i32) -> vector<2xi32>
      %1984 = vector.bitcast %1983 : vector<2xi32> to vector<4xbf16>
      %1985 = vector.shuffle %1978, %1984 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_297 = arith.constant 2 : i32
      %1986 = arith.index_cast %c2_i32_297 : i32 to index
      %1987 = arith.muli %1946, %1986 : index
      %1988 = arith.addi %1987, %11 : index
      %1989 = arith.index_cast %1988 : index to i32
      %1990 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %1989 : (i32) -> vector<2xi32>
      %1991 = vector.bitcast %1990 : vector<2xi32> to vector<4xbf16>
      %c2_i32_298 = arith.constant 2 : i32
      %1992 = arith.index_cast %c2_i32_298 : i32 to index
      %1993 = arith.muli %1946, %1992 : index
      %1994 = arith.addi %1993, %11 : index
      %1995 = arith.index_cast %1994 : index to i32
      %1996 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %1995 : (i32) -> vector<2xi32>
      %1997 = vector.bitcast %1996 : vector<2xi32> to vector<4xbf16>
      %1998 = vector.shuffle %1991, %1997 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_299 = arith.constant 2 : i32
      %1999 = arith.index_cast %c2_i32_299 : i32 to index
      %2000 = arith.muli %1946, %1999 : index
      %2001 = arith.addi %2000, %11 : index
      %2002 = arith.index_cast %2001 : index to i32
      %2003 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %2002 : (i32) -> vector<2xi32>
      %2004 = vector.bitcast %2003 : vector<2xi32> to vector<4xbf16>
      %c2_i32_300 = arith.constant 2 : i32
      %2005 = arith.index_cast %c2_i32_300 : i32 to index
      %2006 = arith.muli %1946, %2005 : index
      %2007 = arith.addi %2006, %11 : index
      %2008 = arith.index_cast %2007 : index to i32
      %2009 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %2008 : (i32) -> vector<2xi32>
      %2010 = vector.bitcast %2009 : vector<2xi32> to vector<4xbf16>
      %2011 = vector.shuffle %2004, %2010 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_301 = arith.constant 2 : i32
      %2012 = arith.index_cast %c2_i32_301 : i32 to index
      %2013 = arith.muli %1946, %2012 : index
      %2014 = arith.addi %2013, %11 : index
      %2015 = arith.index_cast %2014 : index to i32
      %2016 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %2015 : (i32) -> vector<2xi32>
      %2017 = vector.bitcast %2016 : vector<2xi32> to vector<4xbf16>
      %c2_i32_302 = arith.constant 2 : i32
      %2018 = arith.index_cast %c2_i32_302 : i32 to index
      %2019 = arith.muli %1946, %2018 : index
      %2020 = arith.addi %2019, %11 : index
      %2021 = arith.index_cast %2020 : index to i32
      %2022 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %2021 : (i32) -> vector<2xi32>
      %2023 = vector.bitcast %2022 : vector<2xi32> to vector<4xbf16>
      %2024 = vector.shuffle %2017, %2023 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_303 = arith.constant 2 : i32
      %2025 = arith.index_cast %c2_i32_303 : i32 to index
      %2026 = arith.muli %1946, %2025 : index
      %2027 = arith.addi %2026, %11 : index
      %2028 = arith.index_cast %2027 : index to i32
      %2029 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %2028 : (i32) -> vector<2xi32>
      %2030 = vector.bitcast %2029 : vector<2xi32> to vector<4xbf16>
      %c2_i32_304 = arith.constant 2 : i32
      %2031 = arith.index_cast %c2_i32_304 : i32 to index
      %2032 = arith.muli %1946, %2031 : index
      %2033 = arith.addi %2032, %11 : index
      %2034 = arith.index_cast %2033 : index to i32
      %2035 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %2034 : (i32) -> vector<2xi32>
      %2036 = vector.bitcast %2035 : vector<2xi32> to vector<4xbf16>
      %2037 = vector.shuffle %2030, %2036 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_305 = arith.constant 2 : i32
      %2038 = arith.index_cast %c2_i32_305 : i32 to index
      %2039 = arith.muli %1946, %2038 : index
      %2040 = arith.addi %2039, %11 : index
      %2041 = arith.index_cast %2040 : index to i32
      %2042 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %2041 : (i32) -> vector<2xi32>
      %2043 = vector.bitcast %2042 : vector<2xi32> to vector<4xbf16>
      %c2_i32_306 = arith.constant 2 : i32
      %2044 = arith.index_cast %c2_i32_306 : i32 to index
      %2045 = arith.muli %1946, %2044 : index
      %2046 = arith.addi %2045, %11 : index
      %2047 = arith.index_cast %2046 : index to i32
      %2048 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %2047 : (i32) -> vector<2xi32>
      %2049 = vector.bitcast %2048 : vector<2xi32> to vector<4xbf16>
      %2050 = vector.shuffle %2043, %2049 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_307 = arith.constant 2 : i32
      %2051 = arith.index_cast %c2_i32_307 : i32 to index
      %2052 = arith.muli %1946, %2051 : index
      %2053 = arith.addi %2052, %11 : index
      %2054 = arith.index_cast %2053 : index to i32
      %2055 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %2054 : (i32) -> vector<2xi32>
      %2056 = vector.bitcast %2055 : vector<2xi32> to vector<4xbf16>
      %c2_i32_308 = arith.constant 2 : i32
      %2057 = arith.index_cast %c2_i32_308 : i32 to index
      %2058 = arith.muli %1946, %2057 : index
      %2059 = arith.addi %2058, %11 : index
      %2060 = arith.index_cast %2059 : index to i32
      %2061 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %2060 : (i32) -> vector<2xi32>
      %2062 = vector.bitcast %2061 : vector<2xi32> to vector<4xbf16>
      %2063 = vector.shuffle %2056, %2062 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_309 = arith.constant 2 : i32
      %2064 = arith.index_cast %c2_i32_309 : i32 to index
      %2065 = arith.muli %1946, %2064 : index
      %2066 = arith.addi %2065, %11 : index
      %2067 = arith.index_cast %2066 : index to i32
      %2068 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %2067 : (i32) -> vector<2xi32>
      %2069 = vector.bitcast %2068 : vector<2xi32> to vector<4xbf16>
      %c2_i32_310 = arith.constant 2 : i32
      %2070 = arith.index_cast %c2_i32_310 : i32 to index
      %2071 = arith.muli %1946, %2070 : index
      %2072 = arith.addi %2071, %11 : index
      %2073 = arith.index_cast %2072 : index to i32
      %2074 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %2073 : (i32) -> vector<2xi32>
      %2075 = vector.bitcast %2074 : vector<2xi32> to vector<4xbf16>
      %2076 = vector.shuffle %2069, %2075 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_311 = arith.constant 2 : i32
      %2077 = arith.index_cast %c2_i32_311 : i32 to index
      %2078 = arith.muli %1946, %2077 : index
      %2079 = arith.addi %2078, %11 : index
      %2080 = arith.index_cast %2079 : index to i32
      %2081 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %2080 : (i32) -> vector<2xi32>
      %2082 = vector.bitcast %2081 : vector<2xi32> to vector<4xbf16>
      %c2_i32_312 = arith.constant 2 : i32
      %2083 = arith.index_cast %c2_i32_312 : i32 to index
      %2084 = arith.muli %1946, %2083 : index
      %2085 = arith.addi %2084, %11 : index
      %2086 = arith.index_cast %2085 : index to i32
      %2087 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %2086 : (i32) -> vector<2xi32>
      %2088 = vector.bitcast %2087 : vector<2xi32> to vector<4xbf16>
      %2089 = vector.shuffle %2082, %2088 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_313 = arith.constant 2 : i32
      %2090 = arith.index_cast %c2_i32_313 : i32 to index
      %2091 = arith.muli %1946, %2090 : index
      %2092 = arith.addi %2091, %11 : index
      %2093 = arith.index_cast %2092 : index to i32
      %2094 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %2093 : (i32) -> vector<2xi32>
      %2095 = vector.bitcast %2094 : vector<2xi32> to vector<4xbf16>
      %c2_i32_314 = arith.constant 2 : i32
      %2096 = arith.index_cast %c2_i32_314 : i32 to index
      %2097 = arith.muli %1946, %2096 : index
      %2098 = arith.addi %2097, %11 : index
      %2099 = arith.index_cast %2098 : index to i32
      %2100 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %2099 : (i32) -> vector<2xi32>
      %2101 = vector.bitcast %2100 : vector<2xi32> to vector<4xbf16>
      %2102 = vector.shuffle %2095, %2101 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_315 = arith.constant 2 : i32
      %2103 = arith.index_cast %c2_i32_315 : i32 to index
      %2104 = arith.muli %1946, %2103 : index
      %2105 = arith.addi %2104, %11 : index
      %2106 = arith.index_cast %2105 : index to i32
      %2107 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %2106 : (i32) -> vector<2xi32>
      %2108 = vector.bitcast %2107 : vector<2xi32> to vector<4xbf16>
      %c2_i32_316 = arith.constant 2 : i32
      %2109 = arith.index_cast %c2_i32_316 : i32 to index
      %2110 = arith.muli %1946, %2109 : index
      %2111 = arith.addi %2110, %11 : index
      %2112 = arith.index_cast %2111 : index to i32
      %2113 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %2112 : (i32) -> vector<2xi32>
      %2114 = vector.bitcast %2113 : vector<2xi32> to vector<4xbf16>
      %2115 = vector.shuffle %2108, %2114 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_317 = arith.constant 2 : i32
      %2116 = arith.index_cast %c2_i32_317 : i32 to index
      %2117 = arith.muli %1946, %2116 : index
      %2118 = arith.addi %2117, %11 : index
      %2119 = arith.index_cast %2118 : index to i32
      %2120 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %2119 : (i32) -> vector<2xi32>
      %2121 = vector.bitcast %2120 : vector<2xi32> to vector<4xbf16>
      %c2_i32_318 = arith.constant 2 : i32
      %2122 = arith.index_cast %c2_i32_318 : i32 to index
      %2123 = arith.muli %1946, %2122 : index
      %2124 = arith.addi %2123, %11 : index
      %2125 = arith.index_cast %2124 : index to i32
      %2126 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %2125 : (i32) -> vector<2xi32>
      %2127 = vector.bitcast %2126 : vector<2xi32> to vector<4xbf16>
      %2128 = vector.shuffle %2121, %2127 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_319 = arith.constant 2 : i32
      %2129 = arith.index_cast %c2_i32_319 : i32 to index
      %2130 = arith.muli %1946, %2129 : index
      %2131 = arith.addi %2130, %11 : index
      %2132 = arith.index_cast %2131 : index to i32
      %2133 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %2132 : (i32) -> vector<2xi32>
      %2134 = vector.bitcast %2133 : vector<2xi32> to vector<4xbf16>
      %c2_i32_320 = arith.constant 2 : i32
      %2135 = arith.index_cast %c2_i32_320 : i32 to index
      %2136 = arith.muli %1946, %2135 : index
      %2137 = arith.addi %2136, %11 : index
      %2138 = arith.index_cast %2137 : index to i32
      %2139 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %2138 : (i32) -> vector<2xi32>
      %2140 = vector.bitcast %2139 : vector<2xi32> to vector<4xbf16>
      %2141 = vector.shuffle %2134, %2140 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_321 = arith.constant 2 : i32
      %2142 = arith.index_cast %c2_i32_321 : i32 to index
      %2143 = arith.muli %1946, %2142 : index
      %2144 = arith.addi %2143, %11 : index
      %2145 = arith.index_cast %2144 : index to i32
      %2146 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %2145 : (i32) -> vector<2xi32>
      %2147 = vector.bitcast %2146 : vector<2xi32> to vector<4xbf16>
      %c2_i32_322 = arith.constant 2 : i32
      %2148 = arith.index_cast %c2_i32_322 : i32 to index
      %2149 = arith.muli %1946, %2148 : index
      %2150 = arith.addi %2149, %11 : index
      %2151 = arith.index_cast %2150 : index to i32
      %2152 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %2151 : (i32) -> vector<2xi32>
      %2153 = vector.bitcast %2152 : vector<2xi32> to vector<4xbf16>
      %2154 = vector.shuffle %2147, %2153 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c64_i32_323 = arith.constant 64 : i32
      %2155 = arith.index_cast %c64_i32_323 : i32 to index
      %2156 = arith.muli %906, %2155 : index
      %2157 = arith.addi %317, %52 : i32
      %2158 = arith.index_cast %2156 : index to i32
      %2159 = arith.cmpi slt, %2157, %2158 : i32
      %2160:2 = scf.if %2159 -> (vector<16xf32>, vector<16xf32>) {
        %3717 = vector.extract %1850[0] : f32 from vector<16xf32>
        %3718 = vector.extract %1850[1] : f32 from vector<16xf32>
        %3719 = vector.extract %1850[2] : f32 from vector<16xf32>
        %3720 = vector.extract %1850[3] : f32 from vector<16xf32>
        %3721 = vector.extract %1850[4] : f32 from vector<16xf32>
        %3722 = vector.extract %1850[5] : f32 from vector<16xf32>
        %3723 = vector.extract %1850[6] : f32 from vector<16xf32>
        %3724 = vector.extract %1850[7] : f32 from vector<16xf32>
        %3725 = vector.extract %1850[8] : f32 from vector<16xf32>
        %3726 = vector.extract %1850[9] : f32 from vector<16xf32>
        %3727 = vector.extract %1850[10] : f32 from vector<16xf32>
        %3728 = vector.extract %1850[11] : f32 from vector<16xf32>
        %3729 = vector.extract %1850[12] : f32 from vector<16xf32>
        %3730 = vector.extract %1850[13] : f32 from vector<16xf32>
        %3731 = vector.extract %1850[14] : f32 from vector<16xf32>
        %3732 = vector.extract %1850[15] : f32 from vector<16xf32>
        %3733 = vector.extract %1851[0] : f32 from vector<16xf32>
        %3734 = vector.extract %1851[1] : f32 from vector<16xf32>
        %3735 = vector.extract %1851[2] : f32 from vector<16xf32>
        %3736 = vector.extract %1851[3] : f32 from vector<16xf32>
        %3737 = vector.extract %1851[4] : f32 from vector<16xf32>
        %3738 = vector.extract %1851[5] : f32 from vector<16xf32>
        %3739 = vector.extract %1851[6] : f32 from vector<16xf32>
        %3740 = vector.extract %1851[7] : f32 from vector<16xf32>
        %3741 = vector.extract %1851[8] : f32 from vector<16xf32>
        %3742 = vector.extract %1851[9] : f32 from vector<16xf32>
        %3743 = vector.extract %1851[10] : f32 from vector<16xf32>
        %3744 = vector.extract %1851[11] : f32 from vector<16xf32>
        %3745 = vector.extract %1851[12] : f32 from vector<16xf32>
        %3746 = vector.extract %1851[13] : f32 from vector<16xf32>
        %3747 = vector.extract %1851[14] : f32 from vector<16xf32>
        %3748 = vector.extract %1851[15] : f32 from vector<16xf32>
        %c64_i32_462 = arith.constant 64 : i32
        %3749 = arith.index_cast %c64_i32_462 : i32 to index
        %3750 = arith.muli %904, %3749 : index
        %3751 = arith.index_cast %3750 : index to i32
        %3752 = arith.index_cast %28 : index to i32
        %c4_i32_463 = arith.constant 4 : i32
        %3753 = arith.muli %3752, %c4_i32_463 : i32
        %3754 = arith.addi %319, %52 : i32
        %3755 = arith.subi %3754, %3751 : i32
        %3756 = arith.subi %3755, %3753 : i32
        %c32_i32_464 = arith.constant 32 : i32
        %3757 = arith.subi %3756, %c32_i32_464 : i32
        %3758 = arith.bitcast %3717 : f32 to i32
        %3759 = arith.bitcast %3718 : f32 to i32
        %c-8388608_i32 = arith.constant -8388608 : i32
        %3760 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3758, %3759, %3756, %c-8388608_i32 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3761 = llvm.extractvalue %3760[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3762 = llvm.extractvalue %3760[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3763 = arith.bitcast %3761 : i32 to f32
        %3764 = arith.bitcast %3762 : i32 to f32
        %3765 = arith.bitcast %3719 : f32 to i32
        %3766 = arith.bitcast %3720 : f32 to i32
        %c-8388608_i32_465 = arith.constant -8388608 : i32
        %3767 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3765, %3766, %3756, %c-8388608_i32_465 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3768 = llvm.extractvalue %3767[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3769 = llvm.extractvalue %3767[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3770 = arith.bitcast %3768 : i32 to f32
        %3771 = arith.bitcast %3769 : i32 to f32
        %3772 = arith.bitcast %3721 : f32 to i32
        %3773 = arith.bitcast %3722 : f32 to i32
        %c-8388608_i32_466 = arith.constant -8388608 : i32
        %3774 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3772, %3773, %3756, %c-8388608_i32_466 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3775 = llvm.extractvalue %3774[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3776 = llvm.extractvalue %3774[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3777 = arith.bitcast %3775 : i32 to f32
        %3778 = arith.bitcast %3776 : i32 to f32
        %3779 = arith.bitcast %3723 : f32 to i32
        %3780 = arith.bitcast %3724 : f32 to i32
        %c-8388608_i32_467 = arith.constant -8388608 : i32
        %3781 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3779, %3780, %3756, %c-8388608_i32_467 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3782 = llvm.extractvalue %3781[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3783 = llvm.extractvalue %3781[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3784 = arith.bitcast %3782 : i32 to f32
        %3785 = arith.bitcast %3783 : i32 to f32
        %3786 = arith.bitcast %3725 : f32 to i32
        %3787 = arith.bitcast %3726 : f32 to i32
        %c-8388608_i32_468 = arith.constant -8388608 : i32
        %3788 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3786, %3787, %3756, %c-8388608_i32_468 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3789 = llvm.extractvalue %3788[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3790 = llvm.extractvalue %3788[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3791 = arith.bitcast %3789 : i32 to f32
        %3792 = arith.bitcast %3790 : i32 to f32
        %3793 = arith.bitcast %3727 : f32 to i32
        %3794 = arith.bitcast %3728 : f32 to i32
        %c-8388608_i32_469 = arith.constant -8388608 : i32
        %3795 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3793, %3794, %3756, %c-8388608_i32_469 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3796 = llvm.extractvalue %3795[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3797 = llvm.extractvalue %3795[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3798 = arith.bitcast %3796 : i32 to f32
        %3799 = arith.bitcast %3797 : i32 to f32
        %3800 = arith.bitcast %3729 : f32 to i32
        %3801 = arith.bitcast %3730 : f32 to i32
        %c-8388608_i32_470 = arith.constant -8388608 : i32
        %3802 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3800, %3801, %3756, %c-8388608_i32_470 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3803 = llvm.extractvalue %3802[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3804 = llvm.extractvalue %3802[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3805 = arith.bitcast %3803 : i32 to f32
        %3806 = arith.bitcast %3804 : i32 to f32
        %3807 = arith.bitcast %3731 : f32 to i32
        %3808 = arith.bitcast %3732 : f32 to i32
        %c-8388608_i32_471 = arith.constant -8388608 : i32
        %3809 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3807, %3808, %3756, %c-8388608_i32_471 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3810 = llvm.extractvalue %3809[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3811 = llvm.extractvalue %3809[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3812 = arith.bitcast %3810 : i32 to f32
        %3813 = arith.bitcast %3811 : i32 to f32
        %3814 = arith.bitcast %3733 : f32 to i32
        %3815 = arith.bitcast %3734 : f32 to i32
        %c-8388608_i32_472 = arith.constant -8388608 : i32
        %3816 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3814, %3815, %3757, %c-8388608_i32_472 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3817 = llvm.extractvalue %3816[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3818 = llvm.extractvalue %3816[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3819 = arith.bitcast %3817 : i32 to f32
        %3820 = arith.bitcast %3818 : i32 to f32
        %3821 = arith.bitcast %3735 : f32 to i32
        %3822 = arith.bitcast %3736 : f32 to i32
        %c-8388608_i32_473 = arith.constant -8388608 : i32
        %3823 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3821, %3822, %3757, %c-8388608_i32_473 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3824 = llvm.extractvalue %3823[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3825 = llvm.extractvalue %3823[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3826 = arith.bitcast %3824 : i32 to f32
        %3827 = arith.bitcast %3825 : i32 to f32
        %3828 = arith.bitcast %3737 : f32 to i32
        %3829 = arith.bitcast %3738 : f32 to i32
        %c-8388608_i32_474 = arith.constant -8388608 : i32
        %3830 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3828, %3829, %3757, %c-8388608_i32_474 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3831 = llvm.extractvalue %3830[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3832 = llvm.extractvalue %3830[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3833 = arith.bitcast %3831 : i32 to f32
        %3834 = arith.bitcast %3832 : i32 to f32
        %3835 = arith.bitcast %3739 : f32 to i32
        %3836 = arith.bitcast %3740 : f32 to i32
        %c-8388608_i32_475 = arith.constant -8388608 : i32
        %3837 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3835, %3836, %3757, %c-8388608_i32_475 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3838 = llvm.extractvalue %3837[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3839 = llvm.extractvalue %3837[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3840 = arith.bitcast %3838 : i32 to f32
        %3841 = arith.bitcast %3839 : i32 to f32
        %3842 = arith.bitcast %3741 : f32 to i32
        %3843 = arith.bitcast %3742 : f32 to i32
        %c-8388608_i32_476 = arith.constant -8388608 : i32
        %3844 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3842, %3843, %3757, %c-8388608_i32_476 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3845 = llvm.extractvalue %3844[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3846 = llvm.extractvalue %3844[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3847 = arith.bitcast %3845 : i32 to f32
        %3848 = arith.bitcast %3846 : i32 to f32
        %3849 = arith.bitcast %3743 : f32 to i32
        %3850 = arith.bitcast %3744 : f32 to i32
        %c-8388608_i32_477 = arith.constant -8388608 : i32
        %3851 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3849, %3850, %3757, %c-8388608_i32_477 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3852 = llvm.extractvalue %3851[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3853 = llvm.extractvalue %3851[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3854 = arith.bitcast %3852 : i32 to f32
        %3855 = arith.bitcast %3853 : i32 to f32
        %3856 = arith.bitcast %3745 : f32 to i32
        %3857 = arith.bitcast %3746 : f32 to i32
        %c-8388608_i32_478 = arith.constant -8388608 : i32
        %3858 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3856, %3857, %3757, %c-8388608_i32_478 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3859 = llvm.extractvalue %3858[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3860 = llvm.extractvalue %3858[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3861 = arith.bitcast %3859 : i32 to f32
        %3862 = arith.bitcast %3860 : i32 to f32
        %3863 = arith.bitcast %3747 : f32 to i32
        %3864 = arith.bitcast %3748 : f32 to i32
        %c-8388608_i32_479 = arith.constant -8388608 : i32
        %3865 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3863, %3864, %3757, %c-8388608_i32_479 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3866 = llvm.extractvalue %3865[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3867 = llvm.extractvalue %3865[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3868 = arith.bitcast %3866 : i32 to f32
        %3869 = arith.bitcast %3867 : i32 to f32
        %3870 = vector.from_elements %3763, %3764, %3770, %3771, %3777, %3778, %3784, %3785, %3791, %3792, %3798, %3799, %3805, %3806, %3812, %3813 : vector<16xf32>
        %3871 = vector.from_elements %3819, %3820, %3826, %3827, %3833, %3834, %3840, %3841, %3847, %3848, %3854, %3855, %3861, %3862, %3868, %3869 : vector<16xf32>
        scf.yield %3870, %3871 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %1850, %1851 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      rocdl.s.setprio 1
      %2161 = fly.mma_atom_call_ssa(%126, %1959, %1941, %1652) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2162 = fly.mma_atom_call_ssa(%126, %2011, %1941, %1653) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2163 = fly.mma_atom_call_ssa(%126, %2063, %1941, %1654) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2164 = fly.mma_atom_call_ssa(%126, %2115, %1941, %1655) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2165 = fly.mma_atom_call_ssa(%126, %1972, %1943, %2161) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2166 = fly.mma_atom_call_ssa(%126, %2024, %1943, %2162) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2167 = fly.mma_atom_call_ssa(%126, %2076, %1943, %2163) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2168 = fly.mma_atom_call_ssa(%126, %2128, %1943, %2164) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2169 = fly.mma_atom_call_ssa(%126, %1985, %1942, %2165) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2170 = fly.mma_atom_call_ssa(%126, %2037, %1942, %2166) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2171 = fly.mma_atom_call_ssa(%126, %2089, %1942, %2167) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2172 = fly.mma_atom_call_ssa(%126, %2141, %1942, %2168) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2173 = fly.mma_atom_call_ssa(%126, %1998, %1944, %2169) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2174 = fly.mma_atom_call_ssa(%126, %2050, %1944, %2170) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2175 = fly.mma_atom_call_ssa(%126, %2102, %1944, %2171) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2176 = fly.mma_atom_call_ssa(%126, %2154, %1944, %2172) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2177 = vector.extract %2160#0[0] : f32 from vector<16xf32>
      %cst_324 = arith.constant 0xFF800000 : f32
      %2178 = arith.maxnumf %cst_324, %2177 fastmath<fast> : f32
      %2179 = vector.extract %2160#0[1] : f32 from vector<16xf32>
      %2180 = arith.maxnumf %2178, %2179 fastmath<fast> : f32
      %2181 = vector.extract %2160#0[2] : f32 from vector<16xf32>
      %2182 = arith.maxnumf %2180, %2181 fastmath<fast> : f32
      %2183 = vector.extract %2160#0[3] : f32 from vector<16xf32>
      %2184 = arith.maxnumf %2182, %2183 fastmath<fast> : f32
      %2185 = vector.extract %2160#0[4] : f32 from vector<16xf32>
      %2186 = arith.maxnumf %2184, %2185 fastmath<fast> : f32
      %2187 = vector.extract %2160#0[5] : f32 from vector<16xf32>
      %2188 = arith.maxnumf %2186, %2187 fastmath<fast> : f32
      %2189 = vector.extract %2160#0[6] : f32 from vector<16xf32>
      %2190 = arith.maxnumf %2188, %2189 fastmath<fast> : f32
      %2191 = vector.extract %2160#0[7] : f32 from vector<16xf32>
      %2192 = arith.maxnumf %2190, %2191 fastmath<fast> : f32
      %2193 = vector.extract %2160#0[8] : f32 from vector<16xf32>
      %2194 = arith.maxnumf %2192, %2193 fastmath<fast> : f32
      %2195 = vector.extract %2160#0[9] : f32 from vector<16xf32>
      %2196 = arith.maxnumf %2194, %2195 fastmath<fast> : f32
      %2197 = vector.extract %2160#0[10] : f32 from vector<16xf32>
      %2198 = arith.maxnumf %2196, %2197 fastmath<fast> : f32
      %2199 = vector.extract %2160#0[11] : f32 from vector<16xf32>
      %2200 = arith.maxnumf %2198, %2199 fastmath<fast> : f32
      %2201 = vector.extract %2160#0[12] : f32 from vector<16xf32>
      %2202 = arith.maxnumf %2200, %2201 fastmath<fast> : f32
      %2203 = vector.extract %2160#0[13] : f32 from vector<16xf32>
      %2204 = arith.maxnumf %2202, %2203 fastmath<fast> : f32
      %2205 = vector.extract %2160#0[14] : f32 from vector<16xf32>
      %2206 = arith.maxnumf %2204, %2205 fastmath<fast> : f32
      %2207 = vector.extract %2160#0[15] : f32 from vector<16xf32>
      %2208 = arith.maxnumf %2206, %2207 fastmath<fast> : f32
      %2209 = vector.extract %2160#1[0] : f32 from vector<16xf32>
      %2210 = arith.maxnumf %2208, %2209 fastmath<fast> : f32
      %2211 = vector.extract %2160#1[1] : f32 from vector<16xf32>
      %2212 = arith.maxnumf %2210, %2211 fastmath<fast> : f32
      %2213 = vector.extract %2160#1[2] : f32 from vector<16xf32>
      %2214 = arith.maxnumf %2212, %2213 fastmath<fast> : f32
      %2215 = vector.extract %2160#1[3] : f32 from vector<16xf32>
      %2216 = arith.maxnumf %2214, %2215 fastmath<fast> : f32
      %2217 = vector.extract %2160#1[4] : f32 from vector<16xf32>
      %2218 = arith.maxnumf %2216, %2217 fastmath<fast> : f32
      %2219 = vector.extract %2160#1[5] : f32 from vector<16xf32>
      %2220 = arith.maxnumf %2218, %2219 fastmath<fast> : f32
      %2221 = vector.extract %2160#1[6] : f32 from vector<16xf32>
      %2222 = arith.maxnumf %2220, %2221 fastmath<fast> : f32
      %2223 = vector.extract %2160#1[7] : f32 from vector<16xf32>
      %2224 = arith.maxnumf %2222, %2223 fastmath<fast> : f32
      %2225 = vector.extract %2160#1[8] : f32 from vector<16xf32>
      %2226 = arith.maxnumf %2224, %2225 fastmath<fast> : f32
      %2227 = vector.extract %2160#1[9] : f32 from vector<16xf32>
      %2228 = arith.maxnumf %2226, %2227 fastmath<fast> : f32
      %2229 = vector.extract %2160#1[10] : f32 from vector<16xf32>
      %2230 = arith.maxnumf %2228, %2229 fastmath<fast> : f32
      %2231 = vector.extract %2160#1[11] : f32 from vector<16xf32>
      %2232 = arith.maxnumf %2230, %2231 fastmath<fast> : f32
      %2233 = vector.extract %2160#1[12] : f32 from vector<16xf32>
      %2234 = arith.maxnumf %2232, %2233 fastmath<fast> : f32
      %2235 = vector.extract %2160#1[13] : f32 from vector<16xf32>
      %2236 = arith.maxnumf %2234, %2235 fastmath<fast> : f32
      %2237 = vector.extract %2160#1[14] : f32 from vector<16xf32>
      %2238 = arith.maxnumf %2236, %2237 fastmath<fast> : f32
      %2239 = vector.extract %2160#1[15] : f32 from vector<16xf32>
      %2240 = arith.maxnumf %2238, %2239 fastmath<fast> : f32
      %2241 = arith.bitcast %2240 : f32 to i32
      %2242 = rocdl.permlane32.swap %2241, %2241, false, true : (i32, i32) -> <(i32, i32)>
      %2243 = llvm.extractvalue %2242[0] : !llvm.struct<(i32, i32)> 
      %2244 = llvm.extractvalue %2242[1] : !llvm.struct<(i32, i32)> 
      %2245 = arith.bitcast %2243 : i32 to f32
      %2246 = arith.bitcast %2244 : i32 to f32
      %2247 = arith.maxnumf %2245, %2246 fastmath<fast> : f32
      %2248 = arith.maxnumf %1542, %2247 fastmath<fast> : f32
      %2249 = arith.subf %1542, %2248 fastmath<fast> : f32
      %2250 = rocdl.exp2 %2249 f32 -> f32
      %2251 = vector.extract %2160#0[0] : f32 from vector<16xf32>
      %2252 = arith.subf %2251, %2248 fastmath<fast> : f32
      %2253 = vector.extract %2160#0[1] : f32 from vector<16xf32>
      %2254 = arith.subf %2253, %2248 fastmath<fast> : f32
      %2255 = vector.extract %2160#0[2] : f32 from vector<16xf32>
      %2256 = arith.subf %2255, %2248 fastmath<fast> : f32
      %2257 = vector.extract %2160#0[3] : f32 from vector<16xf32>
      %2258 = arith.subf %2257, %2248 fastmath<fast> : f32
      %2259 = vector.extract %2160#0[4] : f32 from vector<16xf32>
      %2260 = arith.subf %2259, %2248 fastmath<fast> : f32
      %2261 = vector.extract %2160#0[5] : f32 from vector<16xf32>
      %2262 = arith.subf %2261, %2248 fastmath<fast> : f32
      %2263 = vector.extract %2160#0[6] : f32 from vector<16xf32>
      %2264 = arith.subf %2263, %2248 fastmath<fast> : f32
      %2265 = vector.extract %2160#0[7] : f32 from vector<16xf32>
      %2266 = arith.subf %2265, %2248 fastmath<fast> : f32
      %2267 = vector.extract %2160#0[8] : f32 from vector<16xf32>
      %2268 = arith.subf %2267, %2248 fastmath<fast> : f32
      %2269 = vector.extract %2160#0[9] : f32 from vector<16xf32>
      %2270 = arith.subf %2269, %2248 fastmath<fast> : f32
      %2271 = vector.extract %2160#0[10] : f32 from vector<16xf32>
      %2272 = arith.subf %2271, %2248 fastmath<fast> : f32
      %2273 = vector.extract %2160#0[11] : f32 from vector<16xf32>
      %2274 = arith.subf %2273, %2248 fastmath<fast> : f32
      %2275 = vector.extract %2160#0[12] : f32 from vector<16xf32>
      %2276 = arith.subf %2275, %2248 fastmath<fast> : f32
      %2277 = vector.extract %2160#0[13] : f32 from vector<16xf32>
      %2278 = arith.subf %2277, %2248 fastmath<fast> : f32
      %2279 = vector.extract %2160#0[14] : f32 from vector<16xf32>
      %2280 = arith.subf %2279, %2248 fastmath<fast> : f32
      %2281 = vector.extract %2160#0[15] : f32 from vector<16xf32>
      %2282 = arith.subf %2281, %2248 fastmath<fast> : f32
      %2283 = vector.extract %2160#1[0] : f32 from vector<16xf32>
      %2284 = arith.subf %2283, %2248 fastmath<fast> : f32
      %2285 = vector.extract %2160#1[1] : f32 from vector<16xf32>
      %2286 = arith.subf %2285, %2248 fastmath<fast> : f32
      %2287 = vector.extract %2160#1[2] : f32 from vector<16xf32>
      %2288 = arith.subf %2287, %2248 fastmath<fast> : f32
      %2289 = vector.extract %2160#1[3] : f32 from vector<16xf32>
      %2290 = arith.subf %2289, %2248 fastmath<fast> : f32
      %2291 = vector.extract %2160#1[4] : f32 from vector<16xf32>
      %2292 = arith.subf %2291, %2248 fastmath<fast> : f32
      %2293 = vector.extract %2160#1[5] : f32 from vector<16xf32>
      %2294 = arith.subf %2293, %2248 fastmath<fast> : f32
      %2295 = vector.extract %2160#1[6] : f32 from vector<16xf32>
      %2296 = arith.subf %2295, %2248 fastmath<fast> : f32
      %2297 = vector.extract %2160#1[7] : f32 from vector<16xf32>
      %2298 = arith.subf %2297, %2248 fastmath<fast> : f32
      %2299 = vector.extract %2160#1[8] : f32 from vector<16xf32>
      %2300 = arith.subf %2299, %2248 fastmath<fast> : f32
      %2301 = vector.extract %2160#1[9] : f32 from vector<16xf32>
      %2302 = arith.subf %2301, %2248 fastmath<fast> : f32
      %2303 = vector.extract %2160#1[10] : f32 from vector<16xf32>
      %2304 = arith.subf %2303, %2248 fastmath<fast> : f32
      %2305 = vector.extract %2160#1[11] : f32 from vector<16xf32>
      %2306 = arith.subf %2305, %2248 fastmath<fast> : f32
      %2307 = vector.extract %2160#1[12] : f32 from vector<16xf32>
      %2308 = arith.subf %2307, %2248 fastmath<fast> : f32
      %2309 = vector.extract %2160#1[13] : f32 from vector<16xf32>
      %2310 = arith.subf %2309, %2248 fastmath<fast> : f32
      %2311 = vector.extract %2160#1[14] : f32 from vector<16xf32>
      %2312 = arith.subf %2311, %2248 fastmath<fast> : f32
      %2313 = vector.extract %2160#1[15] : f32 from vector<16xf32>
      %2314 = arith.subf %2313, %2248 fastmath<fast> : f32
      %2315 = vector.from_elements %2252, %2254, %2256, %2258, %2260, %2262, %2264, %2266, %2268, %2270, %2272, %2274, %2276, %2278, %2280, %2282 : vector<16xf32>
      %2316 = vector.from_elements %2284, %2286, %2288, %2290, %2292, %2294, %2296, %2298, %2300, %2302, %2304, %2306, %2308, %2310, %2312, %2314 : vector<16xf32>
      %2317 = vector.extract %2315[0] : f32 from vector<16xf32>
      %2318 = vector.extract %2315[1] : f32 from vector<16xf32>
      %2319 = vector.extract %2315[2] : f32 from vector<16xf32>
      %2320 = vector.extract %2315[3] : f32 from vector<16xf32>
      %2321 = vector.extract %2315[4] : f32 from vector<16xf32>
      %2322 = vector.extract %2315[5] : f32 from vector<16xf32>
      %2323 = vector.extract %2315[6] : f32 from vector<16xf32>
      %2324 = vector.extract %2315[7] : f32 from vector<16xf32>
      %2325 = vector.extract %2315[8] : f32 from vector<16xf32>
      %2326 = vector.extract %2315[9] : f32 from vector<16xf32>
      %2327 = vector.extract %2315[10] : f32 from vector<16xf32>
      %2328 = vector.extract %2315[11] : f32 from vector<16xf32>
      %2329 = vector.extract %2315[12] : f32 from vector<16xf32>
      %2330 = vector.extract %2315[13] : f32 from vector<16xf32>
      %2331 = vector.extract %2315[14] : f32 from vector<16xf32>
      %2332 = vector.extract %2315[15] : f32 from vector<16xf32>
      %2333 = rocdl.exp2 %2317 f32 -> f32
      %2334 = rocdl.exp2 %2318 f32 -> f32
      %2335 = rocdl.exp2 %2319 f32 -> f32
      %2336 = rocdl.exp2 %2320 f32 -> f32
      %2337 = rocdl.exp2 %2321 f32 -> f32
      %2338 = rocdl.exp2 %2322 f32 -> f32
      %2339 = rocdl.exp2 %2323 f32 -> f32
      %2340 = rocdl.exp2 %2324 f32 -> f32
      %2341 = rocdl.exp2 %2325 f32 -> f32
      %2342 = rocdl.exp2 %2326 f32 -> f32
      %2343 = rocdl.exp2 %2327 f32 -> f32
      %2344 = rocdl.exp2 %2328 f32 -> f32
      %2345 = rocdl.exp2 %2329 f32 -> f32
      %2346 = rocdl.exp2 %2330 f32 -> f32
      %2347 = rocdl.exp2 %2331 f32 -> f32
      %2348 = rocdl.exp2 %2332 f32 -> f32
      %2349 = vector.from_elements %2333, %2334, %2335, %2336, %2337, %2338, %2339, %2340, %2341, %2342, %2343, %2344, %2345, %2346, %2347, %2348 : vector<16xf32>
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
      %2350 = vector.from_elements %2250 : vector<1xf32>
      %2351 = vector.extract %2350[0] : f32 from vector<1xf32>
      %2352 = vector.broadcast %2351 : f32 to vector<16xf32>
      %2353 = arith.mulf %2173, %2352 fastmath<fast> : vector<16xf32>
      %2354 = arith.mulf %2174, %2352 fastmath<fast> : vector<16xf32>
      %2355 = arith.mulf %2175, %2352 fastmath<fast> : vector<16xf32>
      %2356 = arith.mulf %2176, %2352 fastmath<fast> : vector<16xf32>
      %2357 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %2353, %2354, %2355, %2356 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %2358 = llvm.extractvalue %2357[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2359 = llvm.extractvalue %2357[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2360 = llvm.extractvalue %2357[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %2361 = llvm.extractvalue %2357[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.setprio 0
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2362 = llvm.inline_asm has_side_effects "s_nop 7", ""  : () -> !llvm.void
      rocdl.sched.barrier none
      %c64_i32_325 = arith.constant 64 : i32
      %2363 = arith.index_cast %c64_i32_325 : i32 to index
      %2364 = arith.muli %906, %2363 : index
      %2365 = arith.muli %2364, %7 : index
      %c8_i32_326 = arith.constant 8 : i32
      %2366 = arith.index_cast %c8_i32_326 : i32 to index
      %2367 = arith.muli %134, %2366 : index
      %2368 = arith.addi %2367, %22 : index
      %c8_i32_327 = arith.constant 8 : i32
      %2369 = arith.index_cast %c8_i32_327 : i32 to index
      %2370 = arith.muli %136, %2369 : index
      %c0_i32_328 = arith.constant 0 : i32
      %2371 = arith.index_cast %c0_i32_328 : i32 to index
      %2372 = arith.addi %2370, %2371 : index
      %2373 = arith.muli %2368, %7 : index
      %2374 = arith.addi %58, %2373 : index
      %2375 = arith.addi %2374, %2372 : index
      %2376 = fly.inttoptr(%258) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %2377 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2378 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2379 = fly.make_layout(%2377, %2378) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %2380 = fly.make_view(%2376, %2379) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %2381 = arith.index_cast %2375 : index to i32
      %2382 = fly.make_int_tuple(%2381) : (i32) -> !fly.int_tuple<(*,?)>
      %2383 = fly.slice(%122, %2382) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %2384 = arith.index_cast %2365 : index to i32
      %2385 = fly.atom.set_value(%125, "soffset", %2384) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%2385, %2383, %2380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c8_i32_329 = arith.constant 8 : i32
      %2386 = arith.index_cast %c8_i32_329 : i32 to index
      %2387 = arith.muli %134, %2386 : index
      %2388 = arith.addi %2387, %22 : index
      %c8_i32_330 = arith.constant 8 : i32
      %2389 = arith.index_cast %c8_i32_330 : i32 to index
      %2390 = arith.muli %136, %2389 : index
      %c64_i32_331 = arith.constant 64 : i32
      %2391 = arith.index_cast %c64_i32_331 : i32 to index
      %2392 = arith.addi %2390, %2391 : index
      %2393 = arith.muli %2388, %7 : index
      %2394 = arith.addi %58, %2393 : index
      %2395 = arith.addi %2394, %2392 : index
      %2396 = fly.inttoptr(%267) : (i32) -> !fly.ptr<bf16, shared, align<16>>
      %2397 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2398 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %2399 = fly.make_layout(%2397, %2398) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %2400 = fly.make_view(%2396, %2399) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1, align<16>>
      %2401 = arith.index_cast %2395 : index to i32
      %2402 = fly.make_int_tuple(%2401) : (i32) -> !fly.int_tuple<(*,?)>
      %2403 = fly.slice(%122, %2402) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %2404 = arith.index_cast %2365 : index to i32
      %2405 = fly.atom.set_value(%125, "soffset", %2404) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      fly.copy(%2405, %2403, %2400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, shared, 1:1, align<16>>) -> ()
      %c17024_i32_332 = arith.constant 17024 : i32
      %2406 = arith.index_cast %c17024_i32_332 : i32 to index
      %2407 = arith.addi %174, %2406 : index
      %c0_i32_333 = arith.constant 0 : i32
      %2408 = arith.index_cast %c0_i32_333 : i32 to index
      %2409 = arith.addi %2407, %2408 : index
      %c2_i32_334 = arith.constant 2 : i32
      %2410 = arith.index_cast %c2_i32_334 : i32 to index
      %2411 = arith.muli %2409, %2410 : index
      %2412 = arith.index_cast %2411 : index to i64
      %2413 = llvm.getelementptr %12[%2412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2414 = llvm.load %2413 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_335 = arith.constant 256 : i32
      %2415 = arith.index_cast %c256_i32_335 : i32 to index
      %2416 = arith.addi %2409, %2415 : index
      %c2_i32_336 = arith.constant 2 : i32
      %2417 = arith.index_cast %c2_i32_336 : i32 to index
      %2418 = arith.muli %2416, %2417 : index
      %2419 = arith.index_cast %2418 : index to i64
      %2420 = llvm.getelementptr %12[%2419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2421 = llvm.load %2420 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_337 = arith.constant 17024 : i32
      %2422 = arith.index_cast %c17024_i32_337 : i32 to index
      %2423 = arith.addi %174, %2422 : index
      %c16_i32_338 = arith.constant 16 : i32
      %2424 = arith.index_cast %c16_i32_338 : i32 to index
      %2425 = arith.addi %2423, %2424 : index
      %c2_i32_339 = arith.constant 2 : i32
      %2426 = arith.index_cast %c2_i32_339 : i32 to index
      %2427 = arith.muli %2425, %2426 : index
      %2428 = arith.index_cast %2427 : index to i64
      %2429 = llvm.getelementptr %12[%2428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2430 = llvm.load %2429 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_340 = arith.constant 256 : i32
      %2431 = arith.index_cast %c256_i32_340 : i32 to index
      %2432 = arith.addi %2425, %2431 : index
      %c2_i32_341 = arith.constant 2 : i32
      %2433 = arith.index_cast %c2_i32_341 : i32 to index
      %2434 = arith.muli %2432, %2433 : index
      %2435 = arith.index_cast %2434 : index to i64
      %2436 = llvm.getelementptr %12[%2435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2437 = llvm.load %2436 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_342 = arith.constant 17024 : i32
      %2438 = arith.index_cast %c17024_i32_342 : i32 to index
      %2439 = arith.addi %174, %2438 : index
      %c32_i32_343 = arith.constant 32 : i32
      %2440 = arith.index_cast %c32_i32_343 : i32 to index
      %2441 = arith.addi %2439, %2440 : index
      %c2_i32_344 = arith.constant 2 : i32
      %2442 = arith.index_cast %c2_i32_344 : i32 to index
      %2443 = arith.muli %2441, %2442 : index
      %2444 = arith.index_cast %2443 : index to i64
      %2445 = llvm.getelementptr %12[%2444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2446 = llvm.load %2445 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_345 = arith.constant 256 : i32
      %2447 = arith.index_cast %c256_i32_345 : i32 to index
      %2448 = arith.addi %2441, %2447 : index
      %c2_i32_346 = arith.constant 2 : i32
      %2449 = arith.index_cast %c2_i32_346 : i32 to index
      %2450 = arith.muli %2448, %2449 : index
      %2451 = arith.index_cast %2450 : index to i64
      %2452 = llvm.getelementptr %12[%2451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2453 = llvm.load %2452 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_347 = arith.constant 17024 : i32
      %2454 = arith.index_cast %c17024_i32_347 : i32 to index
      %2455 = arith.addi %174, %2454 : index
      %c48_i32_348 = arith.constant 48 : i32
      %2456 = arith.index_cast %c48_i32_348 : i32 to index
      %2457 = arith.addi %2455, %2456 : index
      %c2_i32_349 = arith.constant 2 : i32
      %2458 = arith.index_cast %c2_i32_349 : i32 to index
      %2459 = arith.muli %2457, %2458 : index
      %2460 = arith.index_cast %2459 : index to i64
      %2461 = llvm.getelementptr %12[%2460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2462 = llvm.load %2461 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_350 = arith.constant 256 : i32
      %2463 = arith.index_cast %c256_i32_350 : i32 to index
      %2464 = arith.addi %2457, %2463 : index
      %c2_i32_351 = arith.constant 2 : i32
      %2465 = arith.index_cast %c2_i32_351 : i32 to index
      %2466 = arith.muli %2464, %2465 : index
      %2467 = arith.index_cast %2466 : index to i64
      %2468 = llvm.getelementptr %12[%2467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2469 = llvm.load %2468 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_352 = arith.constant 17024 : i32
      %2470 = arith.index_cast %c17024_i32_352 : i32 to index
      %2471 = arith.addi %174, %2470 : index
      %c4160_i32_353 = arith.constant 4160 : i32
      %2472 = arith.index_cast %c4160_i32_353 : i32 to index
      %2473 = arith.addi %2471, %2472 : index
      %c2_i32_354 = arith.constant 2 : i32
      %2474 = arith.index_cast %c2_i32_354 : i32 to index
      %2475 = arith.muli %2473, %2474 : index
      %2476 = arith.index_cast %2475 : index to i64
      %2477 = llvm.getelementptr %12[%2476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2478 = llvm.load %2477 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_355 = arith.constant 256 : i32
      %2479 = arith.index_cast %c256_i32_355 : i32 to index
      %2480 = arith.addi %2473, %2479 : index
      %c2_i32_356 = arith.constant 2 : i32
      %2481 = arith.index_cast %c2_i32_356 : i32 to index
      %2482 = arith.muli %2480, %2481 : index
      %2483 = arith.index_cast %2482 : index to i64
      %2484 = llvm.getelementptr %12[%2483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2485 = llvm.load %2484 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_357 = arith.constant 17024 : i32
      %2486 = arith.index_cast %c17024_i32_357 : i32 to index
      %2487 = arith.addi %174, %2486 : index
      %c4176_i32_358 = arith.constant 4176 : i32
      %2488 = arith.index_cast %c4176_i32_358 : i32 to index
      %2489 = arith.addi %2487, %2488 : index
      %c2_i32_359 = arith.constant 2 : i32
      %2490 = arith.index_cast %c2_i32_359 : i32 to index
      %2491 = arith.muli %2489, %2490 : index
      %2492 = arith.index_cast %2491 : index to i64
      %2493 = llvm.getelementptr %12[%2492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2494 = llvm.load %2493 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_360 = arith.constant 256 : i32
      %2495 = arith.index_cast %c256_i32_360 : i32 to index
      %2496 = arith.addi %2489, %2495 : index
      %c2_i32_361 = arith.constant 2 : i32
      %2497 = arith.index_cast %c2_i32_361 : i32 to index
      %2498 = arith.muli %2496, %2497 : index
      %2499 = arith.index_cast %2498 : index to i64
      %2500 = llvm.getelementptr %12[%2499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2501 = llvm.load %2500 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_362 = arith.constant 17024 : i32
      %2502 = arith.index_cast %c17024_i32_362 : i32 to index
      %2503 = arith.addi %174, %2502 : index
      %c4192_i32_363 = arith.constant 4192 : i32
      %2504 = arith.index_cast %c4192_i32_363 : i32 to index
      %2505 = arith.addi %2503, %2504 : index
      %c2_i32_364 = arith.constant 2 : i32
      %2506 = arith.index_cast %c2_i32_364 : i32 to index
      %2507 = arith.muli %2505, %2506 : index
      %2508 = arith.index_cast %2507 : index to i64
      %2509 = llvm.getelementptr %12[%2508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2510 = llvm.load %2509 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_365 = arith.constant 256 : i32
      %2511 = arith.index_cast %c256_i32_365 : i32 to index
      %2512 = arith.addi %2505, %2511 : index
      %c2_i32_366 = arith.constant 2 : i32
      %2513 = arith.index_cast %c2_i32_366 : i32 to index
      %2514 = arith.muli %2512, %2513 : index
      %2515 = arith.index_cast %2514 : index to i64
      %2516 = llvm.getelementptr %12[%2515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2517 = llvm.load %2516 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c17024_i32_367 = arith.constant 17024 : i32
      %2518 = arith.index_cast %c17024_i32_367 : i32 to index
      %2519 = arith.addi %174, %2518 : index
      %c4208_i32_368 = arith.constant 4208 : i32
      %2520 = arith.index_cast %c4208_i32_368 : i32 to index
      %2521 = arith.addi %2519, %2520 : index
      %c2_i32_369 = arith.constant 2 : i32
      %2522 = arith.index_cast %c2_i32_369 : i32 to index
      %2523 = arith.muli %2521, %2522 : index
      %2524 = arith.index_cast %2523 : index to i64
      %2525 = llvm.getelementptr %12[%2524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2526 = llvm.load %2525 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      %c256_i32_370 = arith.constant 256 : i32
      %2527 = arith.index_cast %c256_i32_370 : i32 to index
      %2528 = arith.addi %2521, %2527 : index
      %c2_i32_371 = arith.constant 2 : i32
      %2529 = arith.index_cast %c2_i32_371 : i32 to index
      %2530 = arith.muli %2528, %2529 : index
      %2531 = arith.index_cast %2530 : index to i64
      %2532 = llvm.getelementptr %12[%2531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %2533 = llvm.load %2532 {alias_scopes = [#alias_scope1], alignment = 16 : i64, noalias_scopes = [#alias_scope, #alias_scope2, #alias_scope3]} : !llvm.ptr<3> -> vector<8xbf16>
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16242
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2534 = vector.shuffle %428, %428 [0, 1, 2, 3, 4, 5, 6, 7] : vector<64xbf16>, vector<64xbf16>
      %2535 = fly.mma_atom_call_ssa(%126, %2414, %2534, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2536 = fly.mma_atom_call_ssa(%126, %2421, %2534, %0) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2537 = vector.shuffle %428, %428 [8, 9, 10, 11, 12, 13, 14, 15] : vector<64xbf16>, vector<64xbf16>
      %2538 = fly.mma_atom_call_ssa(%126, %2430, %2537, %2535) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2539 = fly.mma_atom_call_ssa(%126, %2437, %2537, %2536) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2540 = vector.shuffle %428, %428 [16, 17, 18, 19, 20, 21, 22, 23] : vector<64xbf16>, vector<64xbf16>
      %2541 = fly.mma_atom_call_ssa(%126, %2446, %2540, %2538) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2542 = fly.mma_atom_call_ssa(%126, %2453, %2540, %2539) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2543 = vector.shuffle %428, %428 [24, 25, 26, 27, 28, 29, 30, 31] : vector<64xbf16>, vector<64xbf16>
      %2544 = fly.mma_atom_call_ssa(%126, %2462, %2543, %2541) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2545 = fly.mma_atom_call_ssa(%126, %2469, %2543, %2542) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2546 = vector.shuffle %428, %428 [32, 33, 34, 35, 36, 37, 38, 39] : vector<64xbf16>, vector<64xbf16>
      %2547 = fly.mma_atom_call_ssa(%126, %2478, %2546, %2544) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2548 = fly.mma_atom_call_ssa(%126, %2485, %2546, %2545) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2549 = vector.shuffle %428, %428 [40, 41, 42, 43, 44, 45, 46, 47] : vector<64xbf16>, vector<64xbf16>
      %2550 = fly.mma_atom_call_ssa(%126, %2494, %2549, %2547) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2551 = fly.mma_atom_call_ssa(%126, %2501, %2549, %2548) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2552 = vector.shuffle %428, %428 [48, 49, 50, 51, 52, 53, 54, 55] : vector<64xbf16>, vector<64xbf16>
      %2553 = fly.mma_atom_call_ssa(%126, %2510, %2552, %2550) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2554 = fly.mma_atom_call_ssa(%126, %2517, %2552, %2551) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2555 = vector.shuffle %428, %428 [56, 57, 58, 59, 60, 61, 62, 63] : vector<64xbf16>, vector<64xbf16>
      %2556 = fly.mma_atom_call_ssa(%126, %2526, %2555, %2553) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2557 = fly.mma_atom_call_ssa(%126, %2533, %2555, %2554) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2558 = arith.mulf %1912, %2250 fastmath<fast> : f32
      %2559 = vector.extract %2349[0] : f32 from vector<16xf32>
      %2560 = vector.extract %2349[1] : f32 from vector<16xf32>
      %2561 = vector.extract %2349[2] : f32 from vector<16xf32>
      %2562 = vector.extract %2349[3] : f32 from vector<16xf32>
      %2563 = vector.extract %2349[4] : f32 from vector<16xf32>
      %2564 = vector.extract %2349[5] : f32 from vector<16xf32>
      %2565 = vector.extract %2349[6] : f32 from vector<16xf32>
      %2566 = vector.extract %2349[7] : f32 from vector<16xf32>
      %2567 = vector.extract %2349[8] : f32 from vector<16xf32>
      %2568 = vector.extract %2349[9] : f32 from vector<16xf32>
      %2569 = vector.extract %2349[10] : f32 from vector<16xf32>
      %2570 = vector.extract %2349[11] : f32 from vector<16xf32>
      %2571 = vector.extract %2349[12] : f32 from vector<16xf32>
      %2572 = vector.extract %2349[13] : f32 from vector<16xf32>
      %2573 = vector.extract %2349[14] : f32 from vector<16xf32>
      %2574 = vector.extract %2349[15] : f32 from vector<16xf32>
      %2575 = vector.extract %2316[0] : f32 from vector<16xf32>
      %2576 = rocdl.exp2 %2575 f32 -> f32
      %2577 = vector.extract %2316[1] : f32 from vector<16xf32>
      %2578 = rocdl.exp2 %2577 f32 -> f32
      %2579 = vector.extract %2316[2] : f32 from vector<16xf32>
      %2580 = rocdl.exp2 %2579 f32 -> f32
      %2581 = vector.extract %2316[3] : f32 from vector<16xf32>
      %2582 = rocdl.exp2 %2581 f32 -> f32
      %2583 = vector.extract %2316[4] : f32 from vector<16xf32>
      %2584 = rocdl.exp2 %2583 f32 -> f32
      %2585 = vector.extract %2316[5] : f32 from vector<16xf32>
      %2586 = rocdl.exp2 %2585 f32 -> f32
      %2587 = vector.extract %2316[6] : f32 from vector<16xf32>
      %2588 = rocdl.exp2 %2587 f32 -> f32
      %2589 = vector.extract %2316[7] : f32 from vector<16xf32>
      %2590 = rocdl.exp2 %2589 f32 -> f32
      %2591 = vector.extract %2316[8] : f32 from vector<16xf32>
      %2592 = rocdl.exp2 %2591 f32 -> f32
      %2593 = vector.extract %2316[9] : f32 from vector<16xf32>
      %2594 = rocdl.exp2 %2593 f32 -> f32
      %2595 = vector.extract %2316[10] : f32 from vector<16xf32>
      %2596 = rocdl.exp2 %2595 f32 -> f32
      %2597 = vector.extract %2316[11] : f32 from vector<16xf32>
      %2598 = rocdl.exp2 %2597 f32 -> f32
      %2599 = vector.extract %2316[12] : f32 from vector<16xf32>
      %2600 = rocdl.exp2 %2599 f32 -> f32
      %2601 = vector.extract %2316[13] : f32 from vector<16xf32>
      %2602 = rocdl.exp2 %2601 f32 -> f32
      %2603 = vector.extract %2316[14] : f32 from vector<16xf32>
      %2604 = rocdl.exp2 %2603 f32 -> f32
      %2605 = vector.extract %2316[15] : f32 from vector<16xf32>
      %2606 = rocdl.exp2 %2605 f32 -> f32
      %2607 = vector.from_elements %2559, %2560, %2561, %2562, %2563, %2564, %2565, %2566, %2567, %2568, %2569, %2570, %2571, %2572, %2573, %2574 : vector<16xf32>
      %2608 = vector.from_elements %2576, %2578, %2580, %2582, %2584, %2586, %2588, %2590, %2592, %2594, %2596, %2598, %2600, %2602, %2604, %2606 : vector<16xf32>
      %2609 = arith.addf %2607, %2608 fastmath<fast> : vector<16xf32>
      %cst_372 = arith.constant 0.000000e+00 : f32
      %2610 = vector.reduction <add>, %2609, %cst_372 fastmath<fast> : vector<16xf32> into f32
      %2611 = arith.bitcast %2610 : f32 to i32
      %2612 = rocdl.permlane32.swap %2611, %2611, false, true : (i32, i32) -> <(i32, i32)>
      %2613 = llvm.extractvalue %2612[0] : !llvm.struct<(i32, i32)> 
      %2614 = llvm.extractvalue %2612[1] : !llvm.struct<(i32, i32)> 
      %2615 = arith.bitcast %2613 : i32 to f32
      %2616 = arith.bitcast %2614 : i32 to f32
      %2617 = arith.addf %2615, %2616 fastmath<fast> : f32
      %2618 = arith.addf %2558, %2617 fastmath<fast> : f32
      %2619 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2559, %2560 : (f32, f32) -> i32
      %2620 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2561, %2562 : (f32, f32) -> i32
      %2621 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2563, %2564 : (f32, f32) -> i32
      %2622 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2565, %2566 : (f32, f32) -> i32
      %2623 = vector.from_elements %2619, %2620, %2621, %2622 : vector<4xi32>
      %2624 = vector.bitcast %2623 : vector<4xi32> to vector<8xbf16>
      %2625 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2576, %2578 : (f32, f32) -> i32
      %2626 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2580, %2582 : (f32, f32) -> i32
      %2627 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2584, %2586 : (f32, f32) -> i32
      %2628 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2588, %2590 : (f32, f32) -> i32
      %2629 = vector.from_elements %2625, %2626, %2627, %2628 : vector<4xi32>
      %2630 = vector.bitcast %2629 : vector<4xi32> to vector<8xbf16>
      %2631 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2567, %2568 : (f32, f32) -> i32
      %2632 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2569, %2570 : (f32, f32) -> i32
      %2633 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2571, %2572 : (f32, f32) -> i32
      %2634 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2573, %2574 : (f32, f32) -> i32
      %2635 = vector.from_elements %2631, %2632, %2633, %2634 : vector<4xi32>
      %2636 = vector.bitcast %2635 : vector<4xi32> to vector<8xbf16>
      %2637 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2592, %2594 : (f32, f32) -> i32
      %2638 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2596, %2598 : (f32, f32) -> i32
      %2639 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2600, %2602 : (f32, f32) -> i32
      %2640 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %2604, %2606 : (f32, f32) -> i32
      %2641 = vector.from_elements %2637, %2638, %2639, %2640 : vector<4xi32>
      %2642 = vector.bitcast %2641 : vector<4xi32> to vector<8xbf16>
      %2643 = vector.shuffle %2624, %2636 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %2644 = vector.shuffle %2630, %2642 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %2645 = vector.shuffle %2643, %2644 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %2646 = llvm.inline_asm has_side_effects "", "=v,0" %2645 : (vector<32xbf16>) -> vector<32xbf16>
      %2647 = vector.shuffle %2646, %2646 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %2648 = vector.shuffle %2646, %2646 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %2649 = vector.shuffle %2646, %2646 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %2650 = vector.shuffle %2646, %2646 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
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
      %c8320_i32_373 = arith.constant 8320 : i32
      %2651 = arith.index_cast %c8320_i32_373 : i32 to index
      %2652 = arith.addi %195, %2651 : index
      %c2_i32_374 = arith.constant 2 : i32
      %2653 = arith.index_cast %c2_i32_374 : i32 to index
      %2654 = arith.muli %2652, %2653 : index
      %2655 = arith.addi %2654, %11 : index
      %2656 = arith.index_cast %2655 : index to i32
      %2657 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %2656 : (i32) -> vector<2xi32>
      %2658 = vector.bitcast %2657 : vector<2xi32> to vector<4xbf16>
      %c2_i32_375 = arith.constant 2 : i32
      %2659 = arith.index_cast %c2_i32_375 : i32 to index
      %2660 = arith.muli %2652, %2659 : index
      %2661 = arith.addi %2660, %11 : index
      %2662 = arith.index_cast %2661 : index to i32
      %2663 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %2662 : (i32) -> vector<2xi32>
      %2664 = vector.bitcast %2663 : vector<2xi32> to vector<4xbf16>
      %2665 = vector.shuffle %2658, %2664 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_376 = arith.constant 2 : i32
      %2666 = arith.index_cast %c2_i32_376 : i32 to index
      %2667 = arith.muli %2652, %2666 : index
      %2668 = arith.addi %2667, %11 : index
      %2669 = arith.index_cast %2668 : index to i32
      %2670 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %2669 : (i32) -> vector<2xi32>
      %2671 = vector.bitcast %2670 : vector<2xi32> to vector<4xbf16>
      %c2_i32_377 = arith.constant 2 : i32
      %2672 = arith.index_cast %c2_i32_377 : i32 to index
      %2673 = arith.muli %2652, %2672 : index
      %2674 = arith.addi %2673, %11 : index
      %2675 = arith.index_cast %2674 : index to i32
      %2676 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %2675 : (i32) -> vector<2xi32>
      %2677 = vector.bitcast %2676 : vector<2xi32> to vector<4xbf16>
      %2678 = vector.shuffle %2671, %2677 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_378 = arith.constant 2 : i32
      %2679 = arith.index_cast %c2_i32_378 : i32 to index
      %2680 = arith.muli %2652, %2679 : index
      %2681 = arith.addi %2680, %11 : index
      %2682 = arith.index_cast %2681 : index to i32
      %2683 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %2682 : (i32) -> vector<2xi32>
      %2684 = vector.bitcast %2683 : vector<2xi32> to vector<4xbf16>
      %c2_i32_379 = arith.constant 2 : i32
      %2685 = arith.index_cast %c2_i32_379 : i32 to index
      %2686 = arith.muli %2652, %2685 : index
      %2687 = arith.addi %2686, %11 : index
      %2688 = arith.index_cast %2687 : index to i32
      %2689 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %2688 : (i32) -> vector<2xi32>
      %2690 = vector.bitcast %2689 : vector<2xi32> to vector<4xbf16>
      %2691 = vector.shuffle %2684, %2690 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_380 = arith.constant 2 : i32
      %2692 = arith.index_cast %c2_i32_380 : i32 to index
      %2693 = arith.muli %2652, %2692 : index
      %2694 = arith.addi %2693, %11 : index
      %2695 = arith.index_cast %2694 : index to i32
      %2696 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %2695 : (i32) -> vector<2xi32>
      %2697 = vector.bitcast %2696 : vector<2xi32> to vector<4xbf16>
      %c2_i32_381 = arith.constant 2 : i32
      %2698 = arith.index_cast %c2_i32_381 : i32 to index
      %2699 = arith.muli %2652, %2698 : index
      %2700 = arith.addi %2699, %11 : index
      %2701 = arith.index_cast %2700 : index to i32
      %2702 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %2701 : (i32) -> vector<2xi32>
      %2703 = vector.bitcast %2702 : vector<2xi32> to vector<4xbf16>
      %2704 = vector.shuffle %2697, %2703 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_382 = arith.constant 2 : i32
      %2705 = arith.index_cast %c2_i32_382 : i32 to index
      %2706 = arith.muli %2652, %2705 : index
      %2707 = arith.addi %2706, %11 : index
      %2708 = arith.index_cast %2707 : index to i32
      %2709 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %2708 : (i32) -> vector<2xi32>
      %2710 = vector.bitcast %2709 : vector<2xi32> to vector<4xbf16>
      %c2_i32_383 = arith.constant 2 : i32
      %2711 = arith.index_cast %c2_i32_383 : i32 to index
      %2712 = arith.muli %2652, %2711 : index
      %2713 = arith.addi %2712, %11 : index
      %2714 = arith.index_cast %2713 : index to i32
      %2715 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %2714 : (i32) -> vector<2xi32>
      %2716 = vector.bitcast %2715 : vector<2xi32> to vector<4xbf16>
      %2717 = vector.shuffle %2710, %2716 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_384 = arith.constant 2 : i32
      %2718 = arith.index_cast %c2_i32_384 : i32 to index
      %2719 = arith.muli %2652, %2718 : index
      %2720 = arith.addi %2719, %11 : index
      %2721 = arith.index_cast %2720 : index to i32
      %2722 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %2721 : (i32) -> vector<2xi32>
      %2723 = vector.bitcast %2722 : vector<2xi32> to vector<4xbf16>
      %c2_i32_385 = arith.constant 2 : i32
      %2724 = arith.index_cast %c2_i32_385 : i32 to index
      %2725 = arith.muli %2652, %2724 : index
      %2726 = arith.addi %2725, %11 : index
      %2727 = arith.index_cast %2726 : index to i32
      %2728 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %2727 : (i32) -> vector<2xi32>
      %2729 = vector.bitcast %2728 : vector<2xi32> to vector<4xbf16>
      %2730 = vector.shuffle %2723, %2729 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_386 = arith.constant 2 : i32
      %2731 = arith.index_cast %c2_i32_386 : i32 to index
      %2732 = arith.muli %2652, %2731 : index
      %2733 = arith.addi %2732, %11 : index
      %2734 = arith.index_cast %2733 : index to i32
      %2735 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %2734 : (i32) -> vector<2xi32>
      %2736 = vector.bitcast %2735 : vector<2xi32> to vector<4xbf16>
      %c2_i32_387 = arith.constant 2 : i32
      %2737 = arith.index_cast %c2_i32_387 : i32 to index
      %2738 = arith.muli %2652, %2737 : index
      %2739 = arith.addi %2738, %11 : index
      %2740 = arith.index_cast %2739 : index to i32
      %2741 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %2740 : (i32) -> vector<2xi32>
      %2742 = vector.bitcast %2741 : vector<2xi32> to vector<4xbf16>
      %2743 = vector.shuffle %2736, %2742 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_388 = arith.constant 2 : i32
      %2744 = arith.index_cast %c2_i32_388 : i32 to index
      %2745 = arith.muli %2652, %2744 : index
      %2746 = arith.addi %2745, %11 : index
      %2747 = arith.index_cast %2746 : index to i32
      %2748 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %2747 : (i32) -> vector<2xi32>
      %2749 = vector.bitcast %2748 : vector<2xi32> to vector<4xbf16>
      %c2_i32_389 = arith.constant 2 : i32
      %2750 = arith.index_cast %c2_i32_389 : i32 to index
      %2751 = arith.muli %2652, %2750 : index
      %2752 = arith.addi %2751, %11 : index
      %2753 = arith.index_cast %2752 : index to i32
      %2754 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %2753 : (i32) -> vector<2xi32>
      %2755 = vector.bitcast %2754 : vector<2xi32> to vector<4xbf16>
      %2756 = vector.shuffle %2749, %2755 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_390 = arith.constant 2 : i32
      %2757 = arith.index_cast %c2_i32_390 : i32 to index
      %2758 = arith.muli %2652, %2757 : index
      %2759 = arith.addi %2758, %11 : index
      %2760 = arith.index_cast %2759 : index to i32
      %2761 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %2760 : (i32) -> vector<2xi32>
      %2762 = vector.bitcast %2761 : vector<2xi32> to vector<4xbf16>
      %c2_i32_391 = arith.constant 2 : i32
      %2763 = arith.index_cast %c2_i32_391 : i32 to index
      %2764 = arith.muli %2652, %2763 : index
      %2765 = arith.addi %2764, %11 : index
      %2766 = arith.index_cast %2765 : index to i32
      %2767 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %2766 : (i32) -> vector<2xi32>
      %2768 = vector.bitcast %2767 : vector<2xi32> to vector<4xbf16>
      %2769 = vector.shuffle %2762, %2768 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_392 = arith.constant 2 : i32
      %2770 = arith.index_cast %c2_i32_392 : i32 to index
      %2771 = arith.muli %2652, %2770 : index
      %2772 = arith.addi %2771, %11 : index
      %2773 = arith.index_cast %2772 : index to i32
      %2774 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %2773 : (i32) -> vector<2xi32>
      %2775 = vector.bitcast %2774 : vector<2xi32> to vector<4xbf16>
      %c2_i32_393 = arith.constant 2 : i32
      %2776 = arith.index_cast %c2_i32_393 : i32 to index
      %2777 = arith.muli %2652, %2776 : index
      %2778 = arith.addi %2777, %11 : index
      %2779 = arith.index_cast %2778 : index to i32
      %2780 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %2779 : (i32) -> vector<2xi32>
      %2781 = vector.bitcast %2780 : vector<2xi32> to vector<4xbf16>
      %2782 = vector.shuffle %2775, %2781 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_394 = arith.constant 2 : i32
      %2783 = arith.index_cast %c2_i32_394 : i32 to index
      %2784 = arith.muli %2652, %2783 : index
      %2785 = arith.addi %2784, %11 : index
      %2786 = arith.index_cast %2785 : index to i32
      %2787 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %2786 : (i32) -> vector<2xi32>
      %2788 = vector.bitcast %2787 : vector<2xi32> to vector<4xbf16>
      %c2_i32_395 = arith.constant 2 : i32
      %2789 = arith.index_cast %c2_i32_395 : i32 to index
      %2790 = arith.muli %2652, %2789 : index
      %2791 = arith.addi %2790, %11 : index
      %2792 = arith.index_cast %2791 : index to i32
      %2793 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %2792 : (i32) -> vector<2xi32>
      %2794 = vector.bitcast %2793 : vector<2xi32> to vector<4xbf16>
      %2795 = vector.shuffle %2788, %2794 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_396 = arith.constant 2 : i32
      %2796 = arith.index_cast %c2_i32_396 : i32 to index
      %2797 = arith.muli %2652, %2796 : index
      %2798 = arith.addi %2797, %11 : index
      %2799 = arith.index_cast %2798 : index to i32
      %2800 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %2799 : (i32) -> vector<2xi32>
      %2801 = vector.bitcast %2800 : vector<2xi32> to vector<4xbf16>
      %c2_i32_397 = arith.constant 2 : i32
      %2802 = arith.index_cast %c2_i32_397 : i32 to index
      %2803 = arith.muli %2652, %2802 : index
      %2804 = arith.addi %2803, %11 : index
      %2805 = arith.index_cast %2804 : index to i32
      %2806 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %2805 : (i32) -> vector<2xi32>
      %2807 = vector.bitcast %2806 : vector<2xi32> to vector<4xbf16>
      %2808 = vector.shuffle %2801, %2807 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_398 = arith.constant 2 : i32
      %2809 = arith.index_cast %c2_i32_398 : i32 to index
      %2810 = arith.muli %2652, %2809 : index
      %2811 = arith.addi %2810, %11 : index
      %2812 = arith.index_cast %2811 : index to i32
      %2813 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %2812 : (i32) -> vector<2xi32>
      %2814 = vector.bitcast %2813 : vector<2xi32> to vector<4xbf16>
      %c2_i32_399 = arith.constant 2 : i32
      %2815 = arith.index_cast %c2_i32_399 : i32 to index
      %2816 = arith.muli %2652, %2815 : index
      %2817 = arith.addi %2816, %11 : index
      %2818 = arith.index_cast %2817 : index to i32
      %2819 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %2818 : (i32) -> vector<2xi32>
      %2820 = vector.bitcast %2819 : vector<2xi32> to vector<4xbf16>
      %2821 = vector.shuffle %2814, %2820 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_400 = arith.constant 2 : i32
      %2822 = arith.index_cast %c2_i32_400 : i32 to index
      %2823 = arith.muli %2652, %2822 : index
      %2824 = arith.addi %2823, %11 : index
      %2825 = arith.index_cast %2824 : index to i32
      %2826 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %2825 : (i32) -> vector<2xi32>
      %2827 = vector.bitcast %2826 : vector<2xi32> to vector<4xbf16>
      %c2_i32_401 = arith.constant 2 : i32
      %2828 = arith.index_cast %c2_i32_401 : i32 to index
      %2829 = arith.muli %2652, %2828 : index
      %2830 = arith.addi %2829, %11 : index
      %2831 = arith.index_cast %2830 : index to i32
      %2832 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %2831 : (i32) -> vector<2xi32>
      %2833 = vector.bitcast %2832 : vector<2xi32> to vector<4xbf16>
      %2834 = vector.shuffle %2827, %2833 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_402 = arith.constant 2 : i32
      %2835 = arith.index_cast %c2_i32_402 : i32 to index
      %2836 = arith.muli %2652, %2835 : index
      %2837 = arith.addi %2836, %11 : index
      %2838 = arith.index_cast %2837 : index to i32
      %2839 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %2838 : (i32) -> vector<2xi32>
      %2840 = vector.bitcast %2839 : vector<2xi32> to vector<4xbf16>
      %c2_i32_403 = arith.constant 2 : i32
      %2841 = arith.index_cast %c2_i32_403 : i32 to index
      %2842 = arith.muli %2652, %2841 : index
      %2843 = arith.addi %2842, %11 : index
      %2844 = arith.index_cast %2843 : index to i32
      %2845 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %2844 : (i32) -> vector<2xi32>
      %2846 = vector.bitcast %2845 : vector<2xi32> to vector<4xbf16>
      %2847 = vector.shuffle %2840, %2846 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_404 = arith.constant 2 : i32
      %2848 = arith.index_cast %c2_i32_404 : i32 to index
      %2849 = arith.muli %2652, %2848 : index
      %2850 = arith.addi %2849, %11 : index
      %2851 = arith.index_cast %2850 : index to i32
      %2852 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %2851 : (i32) -> vector<2xi32>
      %2853 = vector.bitcast %2852 : vector<2xi32> to vector<4xbf16>
      %c2_i32_405 = arith.constant 2 : i32
      %2854 = arith.index_cast %c2_i32_405 : i32 to index
      %2855 = arith.muli %2652, %2854 : index
      %2856 = arith.addi %2855, %11 : index
      %2857 = arith.index_cast %2856 : index to i32
      %2858 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %2857 : (i32) -> vector<2xi32>
      %2859 = vector.bitcast %2858 : vector<2xi32> to vector<4xbf16>
      %2860 = vector.shuffle %2853, %2859 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c64_i32_406 = arith.constant 64 : i32
      %2861 = arith.index_cast %c64_i32_406 : i32 to index
      %2862 = arith.muli %162, %2861 : index
      %2863 = arith.addi %317, %52 : i32
      %2864 = arith.index_cast %2862 : index to i32
      %2865 = arith.cmpi slt, %2863, %2864 : i32
      %2866:2 = scf.if %2865 -> (vector<16xf32>, vector<16xf32>) {
        %3717 = vector.extract %2556[0] : f32 from vector<16xf32>
        %3718 = vector.extract %2556[1] : f32 from vector<16xf32>
        %3719 = vector.extract %2556[2] : f32 from vector<16xf32>
        %3720 = vector.extract %2556[3] : f32 from vector<16xf32>
        %3721 = vector.extract %2556[4] : f32 from vector<16xf32>
        %3722 = vector.extract %2556[5] : f32 from vector<16xf32>
        %3723 = vector.extract %2556[6] : f32 from vector<16xf32>
        %3724 = vector.extract %2556[7] : f32 from vector<16xf32>
        %3725 = vector.extract %2556[8] : f32 from vector<16xf32>
        %3726 = vector.extract %2556[9] : f32 from vector<16xf32>
        %3727 = vector.extract %2556[10] : f32 from vector<16xf32>
        %3728 = vector.extract %2556[11] : f32 from vector<16xf32>
        %3729 = vector.extract %2556[12] : f32 from vector<16xf32>
        %3730 = vector.extract %2556[13] : f32 from vector<16xf32>
        %3731 = vector.extract %2556[14] : f32 from vector<16xf32>
        %3732 = vector.extract %2556[15] : f32 from vector<16xf32>
        %3733 = vector.extract %2557[0] : f32 from vector<16xf32>
        %3734 = vector.extract %2557[1] : f32 from vector<16xf32>
        %3735 = vector.extract %2557[2] : f32 from vector<16xf32>
        %3736 = vector.extract %2557[3] : f32 from vector<16xf32>
        %3737 = vector.extract %2557[4] : f32 from vector<16xf32>
        %3738 = vector.extract %2557[5] : f32 from vector<16xf32>
        %3739 = vector.extract %2557[6] : f32 from vector<16xf32>
        %3740 = vector.extract %2557[7] : f32 from vector<16xf32>
        %3741 = vector.extract %2557[8] : f32 from vector<16xf32>
        %3742 = vector.extract %2557[9] : f32 from vector<16xf32>
        %3743 = vector.extract %2557[10] : f32 from vector<16xf32>
        %3744 = vector.extract %2557[11] : f32 from vector<16xf32>
        %3745 = vector.extract %2557[12] : f32 from vector<16xf32>
        %3746 = vector.extract %2557[13] : f32 from vector<16xf32>
        %3747 = vector.extract %2557[14] : f32 from vector<16xf32>
        %3748 = vector.extract %2557[15] : f32 from vector<16xf32>
        %c64_i32_462 = arith.constant 64 : i32
        %3749 = arith.index_cast %c64_i32_462 : i32 to index
        %3750 = arith.muli %906, %3749 : index
        %3751 = arith.index_cast %3750 : index to i32
        %3752 = arith.index_cast %28 : index to i32
        %c4_i32_463 = arith.constant 4 : i32
        %3753 = arith.muli %3752, %c4_i32_463 : i32
        %3754 = arith.addi %319, %52 : i32
        %3755 = arith.subi %3754, %3751 : i32
        %3756 = arith.subi %3755, %3753 : i32
        %c32_i32_464 = arith.constant 32 : i32
        %3757 = arith.subi %3756, %c32_i32_464 : i32
        %3758 = arith.bitcast %3717 : f32 to i32
        %3759 = arith.bitcast %3718 : f32 to i32
        %c-8388608_i32 = arith.constant -8388608 : i32
        %3760 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3758, %3759, %3756, %c-8388608_i32 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3761 = llvm.extractvalue %3760[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3762 = llvm.extractvalue %3760[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3763 = arith.bitcast %3761 : i32 to f32
        %3764 = arith.bitcast %3762 : i32 to f32
        %3765 = arith.bitcast %3719 : f32 to i32
        %3766 = arith.bitcast %3720 : f32 to i32
        %c-8388608_i32_465 = arith.constant -8388608 : i32
        %3767 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3765, %3766, %3756, %c-8388608_i32_465 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3768 = llvm.extractvalue %3767[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3769 = llvm.extractvalue %3767[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3770 = arith.bitcast %3768 : i32 to f32
        %3771 = arith.bitcast %3769 : i32 to f32
        %3772 = arith.bitcast %3721 : f32 to i32
        %3773 = arith.bitcast %3722 : f32 to i32
        %c-8388608_i32_466 = arith.constant -8388608 : i32
        %3774 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3772, %3773, %3756, %c-8388608_i32_466 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3775 = llvm.extractvalue %3774[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3776 = llvm.extractvalue %3774[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3777 = arith.bitcast %3775 : i32 to f32
        %3778 = arith.bitcast %3776 : i32 to f32
        %3779 = arith.bitcast %3723 : f32 to i32
        %3780 = arith.bitcast %3724 : f32 to i32
        %c-8388608_i32_467 = arith.constant -8388608 : i32
        %3781 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3779, %3780, %3756, %c-8388608_i32_467 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3782 = llvm.extractvalue %3781[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3783 = llvm.extractvalue %3781[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3784 = arith.bitcast %3782 : i32 to f32
        %3785 = arith.bitcast %3783 : i32 to f32
        %3786 = arith.bitcast %3725 : f32 to i32
        %3787 = arith.bitcast %3726 : f32 to i32
        %c-8388608_i32_468 = arith.constant -8388608 : i32
        %3788 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3786, %3787, %3756, %c-8388608_i32_468 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3789 = llvm.extractvalue %3788[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3790 = llvm.extractvalue %3788[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3791 = arith.bitcast %3789 : i32 to f32
        %3792 = arith.bitcast %3790 : i32 to f32
        %3793 = arith.bitcast %3727 : f32 to i32
        %3794 = arith.bitcast %3728 : f32 to i32
        %c-8388608_i32_469 = arith.constant -8388608 : i32
        %3795 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3793, %3794, %3756, %c-8388608_i32_469 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3796 = llvm.extractvalue %3795[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3797 = llvm.extractvalue %3795[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3798 = arith.bitcast %3796 : i32 to f32
        %3799 = arith.bitcast %3797 : i32 to f32
        %3800 = arith.bitcast %3729 : f32 to i32
        %3801 = arith.bitcast %3730 : f32 to i32
        %c-8388608_i32_470 = arith.constant -8388608 : i32
        %3802 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3800, %3801, %3756, %c-8388608_i32_470 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3803 = llvm.extractvalue %3802[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3804 = llvm.extractvalue %3802[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3805 = arith.bitcast %3803 : i32 to f32
        %3806 = arith.bitcast %3804 : i32 to f32
        %3807 = arith.bitcast %3731 : f32 to i32
        %3808 = arith.bitcast %3732 : f32 to i32
        %c-8388608_i32_471 = arith.constant -8388608 : i32
        %3809 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3807, %3808, %3756, %c-8388608_i32_471 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3810 = llvm.extractvalue %3809[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3811 = llvm.extractvalue %3809[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3812 = arith.bitcast %3810 : i32 to f32
        %3813 = arith.bitcast %3811 : i32 to f32
        %3814 = arith.bitcast %3733 : f32 to i32
        %3815 = arith.bitcast %3734 : f32 to i32
        %c-8388608_i32_472 = arith.constant -8388608 : i32
        %3816 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 0\0A\09v_cmp_lt_i32_e64 $1, $6, 1\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3814, %3815, %3757, %c-8388608_i32_472 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3817 = llvm.extractvalue %3816[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3818 = llvm.extractvalue %3816[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3819 = arith.bitcast %3817 : i32 to f32
        %3820 = arith.bitcast %3818 : i32 to f32
        %3821 = arith.bitcast %3735 : f32 to i32
        %3822 = arith.bitcast %3736 : f32 to i32
        %c-8388608_i32_473 = arith.constant -8388608 : i32
        %3823 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 2\0A\09v_cmp_lt_i32_e64 $1, $6, 3\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3821, %3822, %3757, %c-8388608_i32_473 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3824 = llvm.extractvalue %3823[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3825 = llvm.extractvalue %3823[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3826 = arith.bitcast %3824 : i32 to f32
        %3827 = arith.bitcast %3825 : i32 to f32
        %3828 = arith.bitcast %3737 : f32 to i32
        %3829 = arith.bitcast %3738 : f32 to i32
        %c-8388608_i32_474 = arith.constant -8388608 : i32
        %3830 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 8\0A\09v_cmp_lt_i32_e64 $1, $6, 9\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3828, %3829, %3757, %c-8388608_i32_474 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3831 = llvm.extractvalue %3830[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3832 = llvm.extractvalue %3830[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3833 = arith.bitcast %3831 : i32 to f32
        %3834 = arith.bitcast %3832 : i32 to f32
        %3835 = arith.bitcast %3739 : f32 to i32
        %3836 = arith.bitcast %3740 : f32 to i32
        %c-8388608_i32_475 = arith.constant -8388608 : i32
        %3837 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 10\0A\09v_cmp_lt_i32_e64 $1, $6, 11\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3835, %3836, %3757, %c-8388608_i32_475 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3838 = llvm.extractvalue %3837[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3839 = llvm.extractvalue %3837[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3840 = arith.bitcast %3838 : i32 to f32
        %3841 = arith.bitcast %3839 : i32 to f32
        %3842 = arith.bitcast %3741 : f32 to i32
        %3843 = arith.bitcast %3742 : f32 to i32
        %c-8388608_i32_476 = arith.constant -8388608 : i32
        %3844 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 16\0A\09v_cmp_lt_i32_e64 $1, $6, 17\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3842, %3843, %3757, %c-8388608_i32_476 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3845 = llvm.extractvalue %3844[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3846 = llvm.extractvalue %3844[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3847 = arith.bitcast %3845 : i32 to f32
        %3848 = arith.bitcast %3846 : i32 to f32
        %3849 = arith.bitcast %3743 : f32 to i32
        %3850 = arith.bitcast %3744 : f32 to i32
        %c-8388608_i32_477 = arith.constant -8388608 : i32
        %3851 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 18\0A\09v_cmp_lt_i32_e64 $1, $6, 19\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3849, %3850, %3757, %c-8388608_i32_477 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3852 = llvm.extractvalue %3851[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3853 = llvm.extractvalue %3851[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3854 = arith.bitcast %3852 : i32 to f32
        %3855 = arith.bitcast %3853 : i32 to f32
        %3856 = arith.bitcast %3745 : f32 to i32
        %3857 = arith.bitcast %3746 : f32 to i32
        %c-8388608_i32_478 = arith.constant -8388608 : i32
        %3858 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 24\0A\09v_cmp_lt_i32_e64 $1, $6, 25\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3856, %3857, %3757, %c-8388608_i32_478 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3859 = llvm.extractvalue %3858[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3860 = llvm.extractvalue %3858[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3861 = arith.bitcast %3859 : i32 to f32
        %3862 = arith.bitcast %3860 : i32 to f32
        %3863 = arith.bitcast %3747 : f32 to i32
        %3864 = arith.bitcast %3748 : f32 to i32
        %c-8388608_i32_479 = arith.constant -8388608 : i32
        %3865 = llvm.inline_asm has_side_effects "v_cmp_lt_i32_e64 $0, $6, 26\0A\09v_cmp_lt_i32_e64 $1, $6, 27\0A\09v_cndmask_b32_e64 $2, $4, $7, $0\0A\09v_cndmask_b32_e64 $3, $5, $7, $1", "=s,=s,=v,=v,2,3,v,v,~{vcc}" %3863, %3864, %3757, %c-8388608_i32_479 : (i32, i32, i32, i32) -> !llvm.struct<(i64, i64, i32, i32)>
        %3866 = llvm.extractvalue %3865[2] : !llvm.struct<(i64, i64, i32, i32)> 
        %3867 = llvm.extractvalue %3865[3] : !llvm.struct<(i64, i64, i32, i32)> 
        %3868 = arith.bitcast %3866 : i32 to f32
        %3869 = arith.bitcast %3867 : i32 to f32
        %3870 = vector.from_elements %3763, %3764, %3770, %3771, %3777, %3778, %3784, %3785, %3791, %3792, %3798, %3799, %3805, %3806, %3812, %3813 : vector<16xf32>
        %3871 = vector.from_elements %3819, %3820, %3826, %3827, %3833, %3834, %3840, %3841, %3847, %3848, %3854, %3855, %3861, %3862, %3868, %3869 : vector<16xf32>
        scf.yield %3870, %3871 : vector<16xf32>, vector<16xf32>
      } else {
        scf.yield %2556, %2557 : vector<16xf32>, vector<16xf32>
      }
      rocdl.s.waitcnt 49279
      rocdl.s.waitcnt 16240
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %2867 = fly.mma_atom_call_ssa(%126, %2665, %2647, %2358) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2868 = fly.mma_atom_call_ssa(%126, %2717, %2647, %2359) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2869 = fly.mma_atom_call_ssa(%126, %2769, %2647, %2360) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2870 = fly.mma_atom_call_ssa(%126, %2821, %2647, %2361) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2871 = fly.mma_atom_call_ssa(%126, %2678, %2649, %2867) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2872 = fly.mma_atom_call_ssa(%126, %2730, %2649, %2868) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2873 = fly.mma_atom_call_ssa(%126, %2782, %2649, %2869) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2874 = fly.mma_atom_call_ssa(%126, %2834, %2649, %2870) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2875 = fly.mma_atom_call_ssa(%126, %2691, %2648, %2871) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2876 = fly.mma_atom_call_ssa(%126, %2743, %2648, %2872) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2877 = fly.mma_atom_call_ssa(%126, %2795, %2648, %2873) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2878 = fly.mma_atom_call_ssa(%126, %2847, %2648, %2874) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2879 = fly.mma_atom_call_ssa(%126, %2704, %2650, %2875) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2880 = fly.mma_atom_call_ssa(%126, %2756, %2650, %2876) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2881 = fly.mma_atom_call_ssa(%126, %2808, %2650, %2877) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2882 = fly.mma_atom_call_ssa(%126, %2860, %2650, %2878) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %2883 = vector.extract %2866#0[0] : f32 from vector<16xf32>
      %cst_407 = arith.constant 0xFF800000 : f32
      %2884 = arith.maxnumf %cst_407, %2883 fastmath<fast> : f32
      %2885 = vector.extract %2866#0[1] : f32 from vector<16xf32>
      %2886 = arith.maxnumf %2884, %2885 fastmath<fast> : f32
      %2887 = vector.extract %2866#0[2] : f32 from vector<16xf32>
      %2888 = arith.maxnumf %2886, %2887 fastmath<fast> : f32
      %2889 = vector.extract %2866#0[3] : f32 from vector<16xf32>
      %2890 = arith.maxnumf %2888, %2889 fastmath<fast> : f32
      %2891 = vector.extract %2866#0[4] : f32 from vector<16xf32>
      %2892 = arith.maxnumf %2890, %2891 fastmath<fast> : f32
      %2893 = vector.extract %2866#0[5] : f32 from vector<16xf32>
      %2894 = arith.maxnumf %2892, %2893 fastmath<fast> : f32
      %2895 = vector.extract %2866#0[6] : f32 from vector<16xf32>
      %2896 = arith.maxnumf %2894, %2895 fastmath<fast> : f32
      %2897 = vector.extract %2866#0[7] : f32 from vector<16xf32>
      %2898 = arith.maxnumf %2896, %2897 fastmath<fast> : f32
      %2899 = vector.extract %2866#0[8] : f32 from vector<16xf32>
      %2900 = arith.maxnumf %2898, %2899 fastmath<fast> : f32
      %2901 = vector.extract %2866#0[9] : f32 from vector<16xf32>
      %2902 = arith.maxnumf %2900, %2901 fastmath<fast> : f32
      %2903 = vector.extract %2866#0[10] : f32 from vector<16xf32>
      %2904 = arith.maxnumf %2902, %2903 fastmath<fast> : f32
      %2905 = vector.extract %2866#0[11] : f32 from vector<16xf32>
      %2906 = arith.maxnumf %2904, %2905 fastmath<fast> : f32
      %2907 = vector.extract %2866#0[12] : f32 from vector<16xf32>
      %2908 = arith.maxnumf %2906, %2907 fastmath<fast> : f32
      %2909 = vector.extract %2866#0[13] : f32 from vector<16xf32>
      %2910 = arith.maxnumf %2908, %2909 fastmath<fast> : f32
      %2911 = vector.extract %2866#0[14] : f32 from vector<16xf32>
      %2912 = arith.maxnumf %2910, %2911 fastmath<fast> : f32
      %2913 = vector.extract %2866#0[15] : f32 from vector<16xf32>
      %2914 = arith.maxnumf %2912, %2913 fastmath<fast> : f32
      %2915 = vector.extract %2866#1[0] : f32 from vector<16xf32>
      %2916 = arith.maxnumf %2914, %2915 fastmath<fast> : f32
      %2917 = vector.extract %2866#1[1] : f32 from vector<16xf32>
      %2918 = arith.maxnumf %2916, %2917 fastmath<fast> : f32
      %2919 = vector.extract %2866#1[2] : f32 from vector<16xf32>
      %2920 = arith.maxnumf %2918, %2919 fastmath<fast> : f32
      %2921 = vector.extract %2866#1[3] : f32 from vector<16xf32>
      %2922 = arith.maxnumf %2920, %2921 fastmath<fast> : f32
      %2923 = vector.extract %2866#1[4] : f32 from vector<16xf32>
      %2924 = arith.maxnumf %2922, %2923 fastmath<fast> : f32
      %2925 = vector.extract %2866#1[5] : f32 from vector<16xf32>
      %2926 = arith.maxnumf %2924, %2925 fastmath<fast> : f32
      %2927 = vector.extract %2866#1[6] : f32 from vector<16xf32>
      %2928 = arith.maxnumf %2926, %2927 fastmath<fast> : f32
      %2929 = vector.extract %2866#1[7] : f32 from vector<16xf32>
      %2930 = arith.maxnumf %2928, %2929 fastmath<fast> : f32
      %2931 = vector.extract %2866#1[8] : f32 from vector<16xf32>
      %2932 = arith.maxnumf %2930, %2931 fastmath<fast> : f32
      %2933 = vector.extract %2866#1[9] : f32 from vector<16xf32>
      %2934 = arith.maxnumf %2932, %2933 fastmath<fast> : f32
      %2935 = vector.extract %2866#1[10] : f32 from vector<16xf32>
      %2936 = arith.maxnumf %2934, %2935 fastmath<fast> : f32
      %2937 = vector.extract %2866#1[11] : f32 from vector<16xf32>
      %2938 = arith.maxnumf %2936, %2937 fastmath<fast> : f32
      %2939 = vector.extract %2866#1[12] : f32 from vector<16xf32>
      %2940 = arith.maxnumf %2938, %2939 fastmath<fast> : f32
      %2941 = vector.extract %2866#1[13] : f32 from vector<16xf32>
      %2942 = arith.maxnumf %2940, %2941 fastmath<fast> : f32
      %2943 = vector.extract %2866#1[14] : f32 from vector<16xf32>
      %2944 = arith.maxnumf %2942, %2943 fastmath<fast> : f32
      %2945 = vector.extract %2866#1[15] : f32 from vector<16xf32>
      %2946 = arith.maxnumf %2944, %2945 fastmath<fast> : f32
      %2947 = arith.bitcast %2946 : f32 to i32
      %2948 = rocdl.permlane32.swap %2947, %2947, false, true : (i32, i32) -> <(i32, i32)>
      %2949 = llvm.extractvalue %2948[0] : !llvm.struct<(i32, i32)> 
      %2950 = llvm.extractvalue %2948[1] : !llvm.struct<(i32, i32)> 
      %2951 = arith.bitcast %2949 : i32 to f32
      %2952 = arith.bitcast %2950 : i32 to f32
      %2953 = arith.maxnumf %2951, %2952 fastmath<fast> : f32
      %2954 = arith.maxnumf %2248, %2953 fastmath<fast> : f32
      %2955 = arith.subf %2248, %2954 fastmath<fast> : f32
      %2956 = rocdl.exp2 %2955 f32 -> f32
      %2957 = vector.extract %2866#0[0] : f32 from vector<16xf32>
      %2958 = arith.subf %2957, %2954 fastmath<fast> : f32
      %2959 = vector.extract %2866#0[1] : f32 from vector<16xf32>
      %2960 = arith.subf %2959, %2954 fastmath<fast> : f32
      %2961 = vector.extract %2866#0[2] : f32 from vector<16xf32>
      %2962 = arith.subf %2961, %2954 fastmath<fast> : f32
      %2963 = vector.extract %2866#0[3] : f32 from vector<16xf32>
      %2964 = arith.subf %2963, %2954 fastmath<fast> : f32
      %2965 = vector.extract %2866#0[4] : f32 from vector<16xf32>
      %2966 = arith.subf %2965, %2954 fastmath<fast> : f32
      %2967 = vector.extract %2866#0[5] : f32 from vector<16xf32>
      %2968 = arith.subf %2967, %2954 fastmath<fast> : f32
      %2969 = vector.extract %2866#0[6] : f32 from vector<16xf32>
      %2970 = arith.subf %2969, %2954 fastmath<fast> : f32
      %2971 = vector.extract %2866#0[7] : f32 from vector<16xf32>
      %2972 = arith.subf %2971, %2954 fastmath<fast> : f32
      %2973 = vector.extract %2866#0[8] : f32 from vector<16xf32>
      %2974 = arith.subf %2973, %2954 fastmath<fast> : f32
      %2975 = vector.extract %2866#0[9] : f32 from vector<16xf32>
      %2976 = arith.subf %2975, %2954 fastmath<fast> : f32
      %2977 = vector.extract %2866#0[10] : f32 from vector<16xf32>
      %2978 = arith.subf %2977, %2954 fastmath<fast> : f32
      %2979 = vector.extract %2866#0[11] : f32 from vector<16xf32>
      %2980 = arith.subf %2979, %2954 fastmath<fast> : f32
      %2981 = vector.extract %2866#0[12] : f32 from vector<16xf32>
      %2982 = arith.subf %2981, %2954 fastmath<fast> : f32
      %2983 = vector.extract %2866#0[13] : f32 from vector<16xf32>
      %2984 = arith.subf %2983, %2954 fastmath<fast> : f32
      %2985 = vector.extract %2866#0[14] : f32 from vector<16xf32>
      %2986 = arith.subf %2985, %2954 fastmath<fast> : f32
      %2987 = vector.extract %2866#0[15] : f32 from vector<16xf32>
      %2988 = arith.subf %2987, %2954 fastmath<fast> : f32
      %2989 = vector.extract %2866#1[0] : f32 from vector<16xf32>
      %2990 = arith.subf %2989, %2954 fastmath<fast> : f32
      %2991 = vector.extract %2866#1[1] : f32 from vector<16xf32>
      %2992 = arith.subf %2991, %2954 fastmath<fast> : f32
      %2993 = vector.extract %2866#1[2] : f32 from vector<16xf32>
      %2994 = arith.subf %2993, %2954 fastmath<fast> : f32
      %2995 = vector.extract %2866#1[3] : f32 from vector<16xf32>
      %2996 = arith.subf %2995, %2954 fastmath<fast> : f32
      %2997 = vector.extract %2866#1[4] : f32 from vector<16xf32>
      %2998 = arith.subf %2997, %2954 fastmath<fast> : f32
      %2999 = vector.extract %2866#1[5] : f32 from vector<16xf32>
      %3000 = arith.subf %2999, %2954 fastmath<fast> : f32
      %3001 = vector.extract %2866#1[6] : f32 from vector<16xf32>
      %3002 = arith.subf %3001, %2954 fastmath<fast> : f32
      %3003 = vector.extract %2866#1[7] : f32 from vector<16xf32>
      %3004 = arith.subf %3003, %2954 fastmath<fast> : f32
      %3005 = vector.extract %2866#1[8] : f32 from vector<16xf32>
      %3006 = arith.subf %3005, %2954 fastmath<fast> : f32
      %3007 = vector.extract %2866#1[9] : f32 from vector<16xf32>
      %3008 = arith.subf %3007, %2954 fastmath<fast> : f32
      %3009 = vector.extract %2866#1[10] : f32 from vector<16xf32>
      %3010 = arith.subf %3009, %2954 fastmath<fast> : f32
      %3011 = vector.extract %2866#1[11] : f32 from vector<16xf32>
      %3012 = arith.subf %3011, %2954 fastmath<fast> : f32
      %3013 = vector.extract %2866#1[12] : f32 from vector<16xf32>
      %3014 = arith.subf %3013, %2954 fastmath<fast> : f32
      %3015 = vector.extract %2866#1[13] : f32 from vector<16xf32>
      %3016 = arith.subf %3015, %2954 fastmath<fast> : f32
      %3017 = vector.extract %2866#1[14] : f32 from vector<16xf32>
      %3018 = arith.subf %3017, %2954 fastmath<fast> : f32
      %3019 = vector.extract %2866#1[15] : f32 from vector<16xf32>
      %3020 = arith.subf %3019, %2954 fastmath<fast> : f32
      %3021 = vector.from_elements %2958, %2960, %2962, %2964, %2966, %2968, %2970, %2972, %2974, %2976, %2978, %2980, %2982, %2984, %2986, %2988 : vector<16xf32>
      %3022 = vector.from_elements %2990, %2992, %2994, %2996, %2998, %3000, %3002, %3004, %3006, %3008, %3010, %3012, %3014, %3016, %3018, %3020 : vector<16xf32>
      %3023 = vector.extract %3021[0] : f32 from vector<16xf32>
      %3024 = vector.extract %3021[1] : f32 from vector<16xf32>
      %3025 = vector.extract %3021[2] : f32 from vector<16xf32>
      %3026 = vector.extract %3021[3] : f32 from vector<16xf32>
      %3027 = vector.extract %3021[4] : f32 from vector<16xf32>
      %3028 = vector.extract %3021[5] : f32 from vector<16xf32>
      %3029 = vector.extract %3021[6] : f32 from vector<16xf32>
      %3030 = vector.extract %3021[7] : f32 from vector<16xf32>
      %3031 = vector.extract %3021[8] : f32 from vector<16xf32>
      %3032 = vector.extract %3021[9] : f32 from vector<16xf32>
      %3033 = vector.extract %3021[10] : f32 from vector<16xf32>
      %3034 = vector.extract %3021[11] : f32 from vector<16xf32>
      %3035 = vector.extract %3021[12] : f32 from vector<16xf32>
      %3036 = vector.extract %3021[13] : f32 from vector<16xf32>
      %3037 = vector.extract %3021[14] : f32 from vector<16xf32>
      %3038 = vector.extract %3021[15] : f32 from vector<16xf32>
      %3039 = rocdl.exp2 %3023 f32 -> f32
      %3040 = rocdl.exp2 %3024 f32 -> f32
      %3041 = rocdl.exp2 %3025 f32 -> f32
      %3042 = rocdl.exp2 %3026 f32 -> f32
      %3043 = rocdl.exp2 %3027 f32 -> f32
      %3044 = rocdl.exp2 %3028 f32 -> f32
      %3045 = rocdl.exp2 %3029 f32 -> f32
      %3046 = rocdl.exp2 %3030 f32 -> f32
      %3047 = rocdl.exp2 %3031 f32 -> f32
      %3048 = rocdl.exp2 %3032 f32 -> f32
      %3049 = rocdl.exp2 %3033 f32 -> f32
      %3050 = rocdl.exp2 %3034 f32 -> f32
      %3051 = rocdl.exp2 %3035 f32 -> f32
      %3052 = rocdl.exp2 %3036 f32 -> f32
      %3053 = rocdl.exp2 %3037 f32 -> f32
      %3054 = rocdl.exp2 %3038 f32 -> f32
      %3055 = vector.from_elements %3039, %3040, %3041, %3042, %3043, %3044, %3045, %3046, %3047, %3048, %3049, %3050, %3051, %3052, %3053, %3054 : vector<16xf32>
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
      %3056 = vector.extract %3055[0] : f32 from vector<16xf32>
      %3057 = vector.extract %3055[1] : f32 from vector<16xf32>
      %3058 = vector.extract %3055[2] : f32 from vector<16xf32>
      %3059 = vector.extract %3055[3] : f32 from vector<16xf32>
      %3060 = vector.extract %3055[4] : f32 from vector<16xf32>
      %3061 = vector.extract %3055[5] : f32 from vector<16xf32>
      %3062 = vector.extract %3055[6] : f32 from vector<16xf32>
      %3063 = vector.extract %3055[7] : f32 from vector<16xf32>
      %3064 = vector.extract %3055[8] : f32 from vector<16xf32>
      %3065 = vector.extract %3055[9] : f32 from vector<16xf32>
      %3066 = vector.extract %3055[10] : f32 from vector<16xf32>
      %3067 = vector.extract %3055[11] : f32 from vector<16xf32>
      %3068 = vector.extract %3055[12] : f32 from vector<16xf32>
      %3069 = vector.extract %3055[13] : f32 from vector<16xf32>
      %3070 = vector.extract %3055[14] : f32 from vector<16xf32>
      %3071 = vector.extract %3055[15] : f32 from vector<16xf32>
      %3072 = vector.extract %3022[0] : f32 from vector<16xf32>
      %3073 = rocdl.exp2 %3072 f32 -> f32
      %3074 = vector.extract %3022[1] : f32 from vector<16xf32>
      %3075 = rocdl.exp2 %3074 f32 -> f32
      %3076 = vector.extract %3022[2] : f32 from vector<16xf32>
      %3077 = rocdl.exp2 %3076 f32 -> f32
      %3078 = vector.extract %3022[3] : f32 from vector<16xf32>
      %3079 = rocdl.exp2 %3078 f32 -> f32
      %3080 = vector.extract %3022[4] : f32 from vector<16xf32>
      %3081 = rocdl.exp2 %3080 f32 -> f32
      %3082 = vector.extract %3022[5] : f32 from vector<16xf32>
      %3083 = rocdl.exp2 %3082 f32 -> f32
      %3084 = vector.extract %3022[6] : f32 from vector<16xf32>
      %3085 = rocdl.exp2 %3084 f32 -> f32
      %3086 = vector.extract %3022[7] : f32 from vector<16xf32>
      %3087 = rocdl.exp2 %3086 f32 -> f32
      %3088 = vector.extract %3022[8] : f32 from vector<16xf32>
      %3089 = rocdl.exp2 %3088 f32 -> f32
      %3090 = vector.extract %3022[9] : f32 from vector<16xf32>
      %3091 = rocdl.exp2 %3090 f32 -> f32
      %3092 = vector.extract %3022[10] : f32 from vector<16xf32>
      %3093 = rocdl.exp2 %3092 f32 -> f32
      %3094 = vector.extract %3022[11] : f32 from vector<16xf32>
      %3095 = rocdl.exp2 %3094 f32 -> f32
      %3096 = vector.extract %3022[12] : f32 from vector<16xf32>
      %3097 = rocdl.exp2 %3096 f32 -> f32
      %3098 = vector.extract %3022[13] : f32 from vector<16xf32>
      %3099 = rocdl.exp2 %3098 f32 -> f32
      %3100 = vector.extract %3022[14] : f32 from vector<16xf32>
      %3101 = rocdl.exp2 %3100 f32 -> f32
      %3102 = vector.extract %3022[15] : f32 from vector<16xf32>
      %3103 = rocdl.exp2 %3102 f32 -> f32
      %3104 = arith.mulf %2618, %2956 fastmath<fast> : f32
      %3105 = vector.from_elements %3056, %3057, %3058, %3059, %3060, %3061, %3062, %3063, %3064, %3065, %3066, %3067, %3068, %3069, %3070, %3071 : vector<16xf32>
      %3106 = vector.from_elements %3073, %3075, %3077, %3079, %3081, %3083, %3085, %3087, %3089, %3091, %3093, %3095, %3097, %3099, %3101, %3103 : vector<16xf32>
      %3107 = arith.addf %3105, %3106 fastmath<fast> : vector<16xf32>
      %cst_408 = arith.constant 0.000000e+00 : f32
      %3108 = vector.reduction <add>, %3107, %cst_408 fastmath<fast> : vector<16xf32> into f32
      %3109 = arith.bitcast %3108 : f32 to i32
      %3110 = rocdl.permlane32.swap %3109, %3109, false, true : (i32, i32) -> <(i32, i32)>
      %3111 = llvm.extractvalue %3110[0] : !llvm.struct<(i32, i32)> 
      %3112 = llvm.extractvalue %3110[1] : !llvm.struct<(i32, i32)> 
      %3113 = arith.bitcast %3111 : i32 to f32
      %3114 = arith.bitcast %3112 : i32 to f32
      %3115 = arith.addf %3113, %3114 fastmath<fast> : f32
      %3116 = arith.addf %3104, %3115 fastmath<fast> : f32
      %3117 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3056, %3057 : (f32, f32) -> i32
      %3118 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3058, %3059 : (f32, f32) -> i32
      %3119 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3060, %3061 : (f32, f32) -> i32
      %3120 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3062, %3063 : (f32, f32) -> i32
      %3121 = vector.from_elements %3117, %3118, %3119, %3120 : vector<4xi32>
      %3122 = vector.bitcast %3121 : vector<4xi32> to vector<8xbf16>
      %3123 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3073, %3075 : (f32, f32) -> i32
      %3124 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3077, %3079 : (f32, f32) -> i32
      %3125 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3081, %3083 : (f32, f32) -> i32
      %3126 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3085, %3087 : (f32, f32) -> i32
      %3127 = vector.from_elements %3123, %3124, %3125, %3126 : vector<4xi32>
      %3128 = vector.bitcast %3127 : vector<4xi32> to vector<8xbf16>
      %3129 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3064, %3065 : (f32, f32) -> i32
      %3130 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3066, %3067 : (f32, f32) -> i32
      %3131 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3068, %3069 : (f32, f32) -> i32
      %3132 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3070, %3071 : (f32, f32) -> i32
      %3133 = vector.from_elements %3129, %3130, %3131, %3132 : vector<4xi32>
      %3134 = vector.bitcast %3133 : vector<4xi32> to vector<8xbf16>
      %3135 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3089, %3091 : (f32, f32) -> i32
      %3136 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3093, %3095 : (f32, f32) -> i32
      %3137 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3097, %3099 : (f32, f32) -> i32
      %3138 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3101, %3103 : (f32, f32) -> i32
      %3139 = vector.from_elements %3135, %3136, %3137, %3138 : vector<4xi32>
      %3140 = vector.bitcast %3139 : vector<4xi32> to vector<8xbf16>
      %3141 = vector.shuffle %3122, %3134 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %3142 = vector.shuffle %3128, %3140 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>, vector<8xbf16>
      %3143 = vector.shuffle %3141, %3142 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xbf16>, vector<16xbf16>
      %3144 = llvm.inline_asm has_side_effects "", "=v,0" %3143 : (vector<32xbf16>) -> vector<32xbf16>
      %3145 = vector.shuffle %3144, %3144 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xbf16>, vector<32xbf16>
      %3146 = vector.shuffle %3144, %3144 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xbf16>, vector<32xbf16>
      %3147 = vector.shuffle %3144, %3144 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xbf16>, vector<32xbf16>
      %3148 = vector.shuffle %3144, %3144 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xbf16>, vector<32xbf16>
      rocdl.sched.barrier none
      %3149 = vector.from_elements %2956 : vector<1xf32>
      %3150 = vector.extract %3149[0] : f32 from vector<1xf32>
      %3151 = vector.broadcast %3150 : f32 to vector<16xf32>
      %3152 = arith.mulf %2879, %3151 fastmath<fast> : vector<16xf32>
      %3153 = arith.mulf %2880, %3151 fastmath<fast> : vector<16xf32>
      %3154 = arith.mulf %2881, %3151 fastmath<fast> : vector<16xf32>
      %3155 = arith.mulf %2882, %3151 fastmath<fast> : vector<16xf32>
      %3156 = llvm.inline_asm has_side_effects "", "=v,=v,=v,=v,0,1,2,3" %3152, %3153, %3154, %3155 : (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) -> !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)>
      %3157 = llvm.extractvalue %3156[0] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3158 = llvm.extractvalue %3156[1] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3159 = llvm.extractvalue %3156[2] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      %3160 = llvm.extractvalue %3156[3] : !llvm.struct<(vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)> 
      rocdl.s.barrier
      rocdl.sched.barrier none
      %c25344_i32_409 = arith.constant 25344 : i32
      %3161 = arith.index_cast %c25344_i32_409 : i32 to index
      %3162 = arith.addi %195, %3161 : index
      %c2_i32_410 = arith.constant 2 : i32
      %3163 = arith.index_cast %c2_i32_410 : i32 to index
      %3164 = arith.muli %3162, %3163 : index
      %3165 = arith.addi %3164, %11 : index
      %3166 = arith.index_cast %3165 : index to i32
      %3167 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:0\0A", "=v,v,~{memory}" %3166 : (i32) -> vector<2xi32>
      %3168 = vector.bitcast %3167 : vector<2xi32> to vector<4xbf16>
      %c2_i32_411 = arith.constant 2 : i32
      %3169 = arith.index_cast %c2_i32_411 : i32 to index
      %3170 = arith.muli %3162, %3169 : index
      %3171 = arith.addi %3170, %11 : index
      %3172 = arith.index_cast %3171 : index to i32
      %3173 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:128\0A", "=v,v,~{memory}" %3172 : (i32) -> vector<2xi32>
      %3174 = vector.bitcast %3173 : vector<2xi32> to vector<4xbf16>
      %3175 = vector.shuffle %3168, %3174 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_412 = arith.constant 2 : i32
      %3176 = arith.index_cast %c2_i32_412 : i32 to index
      %3177 = arith.muli %3162, %3176 : index
      %3178 = arith.addi %3177, %11 : index
      %3179 = arith.index_cast %3178 : index to i32
      %3180 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:256\0A", "=v,v,~{memory}" %3179 : (i32) -> vector<2xi32>
      %3181 = vector.bitcast %3180 : vector<2xi32> to vector<4xbf16>
      %c2_i32_413 = arith.constant 2 : i32
      %3182 = arith.index_cast %c2_i32_413 : i32 to index
      %3183 = arith.muli %3162, %3182 : index
      %3184 = arith.addi %3183, %11 : index
      %3185 = arith.index_cast %3184 : index to i32
      %3186 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:384\0A", "=v,v,~{memory}" %3185 : (i32) -> vector<2xi32>
      %3187 = vector.bitcast %3186 : vector<2xi32> to vector<4xbf16>
      %3188 = vector.shuffle %3181, %3187 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_414 = arith.constant 2 : i32
      %3189 = arith.index_cast %c2_i32_414 : i32 to index
      %3190 = arith.muli %3162, %3189 : index
      %3191 = arith.addi %3190, %11 : index
      %3192 = arith.index_cast %3191 : index to i32
      %3193 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:512\0A", "=v,v,~{memory}" %3192 : (i32) -> vector<2xi32>
      %3194 = vector.bitcast %3193 : vector<2xi32> to vector<4xbf16>
      %c2_i32_415 = arith.constant 2 : i32
      %3195 = arith.index_cast %c2_i32_415 : i32 to index
      %3196 = arith.muli %3162, %3195 : index
      %3197 = arith.addi %3196, %11 : index
      %3198 = arith.index_cast %3197 : index to i32
      %3199 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:640\0A", "=v,v,~{memory}" %3198 : (i32) -> vector<2xi32>
      %3200 = vector.bitcast %3199 : vector<2xi32> to vector<4xbf16>
      %3201 = vector.shuffle %3194, %3200 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_416 = arith.constant 2 : i32
      %3202 = arith.index_cast %c2_i32_416 : i32 to index
      %3203 = arith.muli %3162, %3202 : index
      %3204 = arith.addi %3203, %11 : index
      %3205 = arith.index_cast %3204 : index to i32
      %3206 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:768\0A", "=v,v,~{memory}" %3205 : (i32) -> vector<2xi32>
      %3207 = vector.bitcast %3206 : vector<2xi32> to vector<4xbf16>
      %c2_i32_417 = arith.constant 2 : i32
      %3208 = arith.index_cast %c2_i32_417 : i32 to index
      %3209 = arith.muli %3162, %3208 : index
      %3210 = arith.addi %3209, %11 : index
      %3211 = arith.index_cast %3210 : index to i32
      %3212 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:896\0A", "=v,v,~{memory}" %3211 : (i32) -> vector<2xi32>
      %3213 = vector.bitcast %3212 : vector<2xi32> to vector<4xbf16>
      %3214 = vector.shuffle %3207, %3213 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_418 = arith.constant 2 : i32
      %3215 = arith.index_cast %c2_i32_418 : i32 to index
      %3216 = arith.muli %3162, %3215 : index
      %3217 = arith.addi %3216, %11 : index
      %3218 = arith.index_cast %3217 : index to i32
      %3219 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:64\0A", "=v,v,~{memory}" %3218 : (i32) -> vector<2xi32>
      %3220 = vector.bitcast %3219 : vector<2xi32> to vector<4xbf16>
      %c2_i32_419 = arith.constant 2 : i32
      %3221 = arith.index_cast %c2_i32_419 : i32 to index
      %3222 = arith.muli %3162, %3221 : index
      %3223 = arith.addi %3222, %11 : index
      %3224 = arith.index_cast %3223 : index to i32
      %3225 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:192\0A", "=v,v,~{memory}" %3224 : (i32) -> vector<2xi32>
      %3226 = vector.bitcast %3225 : vector<2xi32> to vector<4xbf16>
      %3227 = vector.shuffle %3220, %3226 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_420 = arith.constant 2 : i32
      %3228 = arith.index_cast %c2_i32_420 : i32 to index
      %3229 = arith.muli %3162, %3228 : index
      %3230 = arith.addi %3229, %11 : index
      %3231 = arith.index_cast %3230 : index to i32
      %3232 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:320\0A", "=v,v,~{memory}" %3231 : (i32) -> vector<2xi32>
      %3233 = vector.bitcast %3232 : vector<2xi32> to vector<4xbf16>
      %c2_i32_421 = arith.constant 2 : i32
      %3234 = arith.index_cast %c2_i32_421 : i32 to index
      %3235 = arith.muli %3162, %3234 : index
      %3236 = arith.addi %3235, %11 : index
      %3237 = arith.index_cast %3236 : index to i32
      %3238 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:448\0A", "=v,v,~{memory}" %3237 : (i32) -> vector<2xi32>
      %3239 = vector.bitcast %3238 : vector<2xi32> to vector<4xbf16>
      %3240 = vector.shuffle %3233, %3239 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_422 = arith.constant 2 : i32
      %3241 = arith.index_cast %c2_i32_422 : i32 to index
      %3242 = arith.muli %3162, %3241 : index
      %3243 = arith.addi %3242, %11 : index
      %3244 = arith.index_cast %3243 : index to i32
      %3245 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:576\0A", "=v,v,~{memory}" %3244 : (i32) -> vector<2xi32>
      %3246 = vector.bitcast %3245 : vector<2xi32> to vector<4xbf16>
      %c2_i32_423 = arith.constant 2 : i32
      %3247 = arith.index_cast %c2_i32_423 : i32 to index
      %3248 = arith.muli %3162, %3247 : index
      %3249 = arith.addi %3248, %11 : index
      %3250 = arith.index_cast %3249 : index to i32
      %3251 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:704\0A", "=v,v,~{memory}" %3250 : (i32) -> vector<2xi32>
      %3252 = vector.bitcast %3251 : vector<2xi32> to vector<4xbf16>
      %3253 = vector.shuffle %3246, %3252 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_424 = arith.constant 2 : i32
      %3254 = arith.index_cast %c2_i32_424 : i32 to index
      %3255 = arith.muli %3162, %3254 : index
      %3256 = arith.addi %3255, %11 : index
      %3257 = arith.index_cast %3256 : index to i32
      %3258 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:832\0A", "=v,v,~{memory}" %3257 : (i32) -> vector<2xi32>
      %3259 = vector.bitcast %3258 : vector<2xi32> to vector<4xbf16>
      %c2_i32_425 = arith.constant 2 : i32
      %3260 = arith.index_cast %c2_i32_425 : i32 to index
      %3261 = arith.muli %3162, %3260 : index
      %3262 = arith.addi %3261, %11 : index
      %3263 = arith.index_cast %3262 : index to i32
      %3264 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:960\0A", "=v,v,~{memory}" %3263 : (i32) -> vector<2xi32>
      %3265 = vector.bitcast %3264 : vector<2xi32> to vector<4xbf16>
      %3266 = vector.shuffle %3259, %3265 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_426 = arith.constant 2 : i32
      %3267 = arith.index_cast %c2_i32_426 : i32 to index
      %3268 = arith.muli %3162, %3267 : index
      %3269 = arith.addi %3268, %11 : index
      %3270 = arith.index_cast %3269 : index to i32
      %3271 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8704\0A", "=v,v,~{memory}" %3270 : (i32) -> vector<2xi32>
      %3272 = vector.bitcast %3271 : vector<2xi32> to vector<4xbf16>
      %c2_i32_427 = arith.constant 2 : i32
      %3273 = arith.index_cast %c2_i32_427 : i32 to index
      %3274 = arith.muli %3162, %3273 : index
      %3275 = arith.addi %3274, %11 : index
      %3276 = arith.index_cast %3275 : index to i32
      %3277 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8832\0A", "=v,v,~{memory}" %3276 : (i32) -> vector<2xi32>
      %3278 = vector.bitcast %3277 : vector<2xi32> to vector<4xbf16>
      %3279 = vector.shuffle %3272, %3278 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_428 = arith.constant 2 : i32
      %3280 = arith.index_cast %c2_i32_428 : i32 to index
      %3281 = arith.muli %3162, %3280 : index
      %3282 = arith.addi %3281, %11 : index
      %3283 = arith.index_cast %3282 : index to i32
      %3284 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8960\0A", "=v,v,~{memory}" %3283 : (i32) -> vector<2xi32>
      %3285 = vector.bitcast %3284 : vector<2xi32> to vector<4xbf16>
      %c2_i32_429 = arith.constant 2 : i32
      %3286 = arith.index_cast %c2_i32_429 : i32 to index
      %3287 = arith.muli %3162, %3286 : index
      %3288 = arith.addi %3287, %11 : index
      %3289 = arith.index_cast %3288 : index to i32
      %3290 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9088\0A", "=v,v,~{memory}" %3289 : (i32) -> vector<2xi32>
      %3291 = vector.bitcast %3290 : vector<2xi32> to vector<4xbf16>
      %3292 = vector.shuffle %3285, %3291 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_430 = arith.constant 2 : i32
      %3293 = arith.index_cast %c2_i32_430 : i32 to index
      %3294 = arith.muli %3162, %3293 : index
      %3295 = arith.addi %3294, %11 : index
      %3296 = arith.index_cast %3295 : index to i32
      %3297 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9216\0A", "=v,v,~{memory}" %3296 : (i32) -> vector<2xi32>
      %3298 = vector.bitcast %3297 : vector<2xi32> to vector<4xbf16>
      %c2_i32_431 = arith.constant 2 : i32
      %3299 = arith.index_cast %c2_i32_431 : i32 to index
      %3300 = arith.muli %3162, %3299 : index
      %3301 = arith.addi %3300, %11 : index
      %3302 = arith.index_cast %3301 : index to i32
      %3303 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9344\0A", "=v,v,~{memory}" %3302 : (i32) -> vector<2xi32>
      %3304 = vector.bitcast %3303 : vector<2xi32> to vector<4xbf16>
      %3305 = vector.shuffle %3298, %3304 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_432 = arith.constant 2 : i32
      %3306 = arith.index_cast %c2_i32_432 : i32 to index
      %3307 = arith.muli %3162, %3306 : index
      %3308 = arith.addi %3307, %11 : index
      %3309 = arith.index_cast %3308 : index to i32
      %3310 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9472\0A", "=v,v,~{memory}" %3309 : (i32) -> vector<2xi32>
      %3311 = vector.bitcast %3310 : vector<2xi32> to vector<4xbf16>
      %c2_i32_433 = arith.constant 2 : i32
      %3312 = arith.index_cast %c2_i32_433 : i32 to index
      %3313 = arith.muli %3162, %3312 : index
      %3314 = arith.addi %3313, %11 : index
      %3315 = arith.index_cast %3314 : index to i32
      %3316 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9600\0A", "=v,v,~{memory}" %3315 : (i32) -> vector<2xi32>
      %3317 = vector.bitcast %3316 : vector<2xi32> to vector<4xbf16>
      %3318 = vector.shuffle %3311, %3317 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_434 = arith.constant 2 : i32
      %3319 = arith.index_cast %c2_i32_434 : i32 to index
      %3320 = arith.muli %3162, %3319 : index
      %3321 = arith.addi %3320, %11 : index
      %3322 = arith.index_cast %3321 : index to i32
      %3323 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8768\0A", "=v,v,~{memory}" %3322 : (i32) -> vector<2xi32>
      %3324 = vector.bitcast %3323 : vector<2xi32> to vector<4xbf16>
      %c2_i32_435 = arith.constant 2 : i32
      %3325 = arith.index_cast %c2_i32_435 : i32 to index
      %3326 = arith.muli %3162, %3325 : index
      %3327 = arith.addi %3326, %11 : index
      %3328 = arith.index_cast %3327 : index to i32
      %3329 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:8896\0A", "=v,v,~{memory}" %3328 : (i32) -> vector<2xi32>
      %3330 = vector.bitcast %3329 : vector<2xi32> to vector<4xbf16>
      %3331 = vector.shuffle %3324, %3330 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_436 = arith.constant 2 : i32
      %3332 = arith.index_cast %c2_i32_436 : i32 to index
      %3333 = arith.muli %3162, %3332 : index
      %3334 = arith.addi %3333, %11 : index
      %3335 = arith.index_cast %3334 : index to i32
      %3336 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9024\0A", "=v,v,~{memory}" %3335 : (i32) -> vector<2xi32>
      %3337 = vector.bitcast %3336 : vector<2xi32> to vector<4xbf16>
      %c2_i32_437 = arith.constant 2 : i32
      %3338 = arith.index_cast %c2_i32_437 : i32 to index
      %3339 = arith.muli %3162, %3338 : index
      %3340 = arith.addi %3339, %11 : index
      %3341 = arith.index_cast %3340 : index to i32
      %3342 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9152\0A", "=v,v,~{memory}" %3341 : (i32) -> vector<2xi32>
      %3343 = vector.bitcast %3342 : vector<2xi32> to vector<4xbf16>
      %3344 = vector.shuffle %3337, %3343 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_438 = arith.constant 2 : i32
      %3345 = arith.index_cast %c2_i32_438 : i32 to index
      %3346 = arith.muli %3162, %3345 : index
      %3347 = arith.addi %3346, %11 : index
      %3348 = arith.index_cast %3347 : index to i32
      %3349 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9280\0A", "=v,v,~{memory}" %3348 : (i32) -> vector<2xi32>
      %3350 = vector.bitcast %3349 : vector<2xi32> to vector<4xbf16>
      %c2_i32_439 = arith.constant 2 : i32
      %3351 = arith.index_cast %c2_i32_439 : i32 to index
      %3352 = arith.muli %3162, %3351 : index
      %3353 = arith.addi %3352, %11 : index
      %3354 = arith.index_cast %3353 : index to i32
      %3355 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9408\0A", "=v,v,~{memory}" %3354 : (i32) -> vector<2xi32>
      %3356 = vector.bitcast %3355 : vector<2xi32> to vector<4xbf16>
      %3357 = vector.shuffle %3350, %3356 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      %c2_i32_440 = arith.constant 2 : i32
      %3358 = arith.index_cast %c2_i32_440 : i32 to index
      %3359 = arith.muli %3162, %3358 : index
      %3360 = arith.addi %3359, %11 : index
      %3361 = arith.index_cast %3360 : index to i32
      %3362 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9536\0A", "=v,v,~{memory}" %3361 : (i32) -> vector<2xi32>
      %3363 = vector.bitcast %3362 : vector<2xi32> to vector<4xbf16>
      %c2_i32_441 = arith.constant 2 : i32
      %3364 = arith.index_cast %c2_i32_441 : i32 to index
      %3365 = arith.muli %3162, %3364 : index
      %3366 = arith.addi %3365, %11 : index
      %3367 = arith.index_cast %3366 : index to i32
      %3368 = llvm.inline_asm has_side_effects "ds_read_b64_tr_b16 $0, $1 offset:9664\0A", "=v,v,~{memory}" %3367 : (i32) -> vector<2xi32>
      %3369 = vector.bitcast %3368 : vector<2xi32> to vector<4xbf16>
      %3370 = vector.shuffle %3363, %3369 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>, vector<4xbf16>
      rocdl.s.waitcnt 49279
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %3371 = fly.mma_atom_call_ssa(%126, %3175, %3145, %3157) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3372 = fly.mma_atom_call_ssa(%126, %3227, %3145, %3158) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3373 = fly.mma_atom_call_ssa(%126, %3279, %3145, %3159) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3374 = fly.mma_atom_call_ssa(%126, %3331, %3145, %3160) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3375 = fly.mma_atom_call_ssa(%126, %3188, %3147, %3371) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3376 = fly.mma_atom_call_ssa(%126, %3240, %3147, %3372) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3377 = fly.mma_atom_call_ssa(%126, %3292, %3147, %3373) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3378 = fly.mma_atom_call_ssa(%126, %3344, %3147, %3374) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3379 = fly.mma_atom_call_ssa(%126, %3201, %3146, %3375) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3380 = fly.mma_atom_call_ssa(%126, %3253, %3146, %3376) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3381 = fly.mma_atom_call_ssa(%126, %3305, %3146, %3377) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3382 = fly.mma_atom_call_ssa(%126, %3357, %3146, %3378) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3383 = fly.mma_atom_call_ssa(%126, %3214, %3148, %3379) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3384 = fly.mma_atom_call_ssa(%126, %3266, %3148, %3380) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3385 = fly.mma_atom_call_ssa(%126, %3318, %3148, %3381) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3386 = fly.mma_atom_call_ssa(%126, %3370, %3148, %3382) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<32x32x16, (bf16, bf16) -> f32>>, vector<8xbf16>, vector<8xbf16>, vector<16xf32>) -> vector<16xf32>
      %3387 = rocdl.rcp %3116 f32 -> f32
      %cst_442 = arith.constant 0.000000e+00 : f32
      %3388 = arith.cmpf ogt, %3116, %cst_442 fastmath<fast> : f32
      %cst_443 = arith.constant 0.000000e+00 : f32
      %3389 = arith.select %3388, %3387, %cst_443 : f32
      %3390 = vector.from_elements %3389 : vector<1xf32>
      %3391 = vector.extract %3390[0] : f32 from vector<1xf32>
      %3392 = vector.broadcast %3391 : f32 to vector<16xf32>
      %3393 = arith.mulf %3383, %3392 fastmath<fast> : vector<16xf32>
      %3394 = arith.mulf %3384, %3392 fastmath<fast> : vector<16xf32>
      %3395 = arith.mulf %3385, %3392 fastmath<fast> : vector<16xf32>
      %3396 = arith.mulf %3386, %3392 fastmath<fast> : vector<16xf32>
      %3397 = llvm.inline_asm has_side_effects "s_cmp_eq_u32 $0, 0\0A\09s_cbranch_scc0 1f\0A\09s_barrier\0A\091:", "s" %32 : (i32) -> !llvm.void
      %3398 = arith.muli %318, %6 : index
      %c128_i32_444 = arith.constant 128 : i32
      %3399 = arith.index_cast %c128_i32_444 : i32 to index
      %3400 = arith.muli %44, %3399 : index
      %3401 = arith.addi %3398, %3400 : index
      %c8_i32_445 = arith.constant 8 : i32
      %3402 = arith.index_cast %c8_i32_445 : i32 to index
      %3403 = arith.muli %28, %3402 : index
      %3404 = arith.addi %3401, %3403 : index
      %3405 = vector.extract %3393[0] : f32 from vector<16xf32>
      %3406 = vector.extract %3393[1] : f32 from vector<16xf32>
      %3407 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3405, %3406 : (f32, f32) -> i32
      %3408 = vector.extract %3393[2] : f32 from vector<16xf32>
      %3409 = vector.extract %3393[3] : f32 from vector<16xf32>
      %3410 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3408, %3409 : (f32, f32) -> i32
      %3411 = vector.extract %3393[4] : f32 from vector<16xf32>
      %3412 = vector.extract %3393[5] : f32 from vector<16xf32>
      %3413 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3411, %3412 : (f32, f32) -> i32
      %3414 = vector.extract %3393[6] : f32 from vector<16xf32>
      %3415 = vector.extract %3393[7] : f32 from vector<16xf32>
      %3416 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3414, %3415 : (f32, f32) -> i32
      %c0_446 = arith.constant 0 : index
      %3417 = arith.cmpi ne, %28, %c0_446 : index
      %3418 = rocdl.permlane32.swap %3407, %3407, false, false : (i32, i32) -> <(i32, i32)>
      %3419 = llvm.extractvalue %3418[0] : !llvm.struct<(i32, i32)> 
      %3420 = llvm.extractvalue %3418[1] : !llvm.struct<(i32, i32)> 
      %3421 = rocdl.permlane32.swap %3410, %3410, false, false : (i32, i32) -> <(i32, i32)>
      %3422 = llvm.extractvalue %3421[0] : !llvm.struct<(i32, i32)> 
      %3423 = llvm.extractvalue %3421[1] : !llvm.struct<(i32, i32)> 
      %3424 = rocdl.permlane32.swap %3413, %3413, false, false : (i32, i32) -> <(i32, i32)>
      %3425 = llvm.extractvalue %3424[0] : !llvm.struct<(i32, i32)> 
      %3426 = llvm.extractvalue %3424[1] : !llvm.struct<(i32, i32)> 
      %3427 = rocdl.permlane32.swap %3416, %3416, false, false : (i32, i32) -> <(i32, i32)>
      %3428 = llvm.extractvalue %3427[0] : !llvm.struct<(i32, i32)> 
      %3429 = llvm.extractvalue %3427[1] : !llvm.struct<(i32, i32)> 
      %3430 = arith.select %3417, %3419, %3420 : i32
      %3431 = arith.select %3417, %3422, %3423 : i32
      %3432 = arith.select %3417, %3425, %3426 : i32
      %3433 = arith.select %3417, %3428, %3429 : i32
      %3434 = arith.select %3417, %3432, %3407 : i32
      %3435 = arith.select %3417, %3433, %3410 : i32
      %3436 = arith.select %3417, %3413, %3430 : i32
      %3437 = arith.select %3417, %3416, %3431 : i32
      %3438 = vector.from_elements %3434, %3435, %3436, %3437 : vector<4xi32>
      %c0_i32_447 = arith.constant 0 : i32
      %3439 = arith.index_cast %c0_i32_447 : i32 to index
      %3440 = arith.addi %3404, %3439 : index
      fly.memref.store_vec(%3438, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3441 = arith.index_cast %3440 : index to i32
      %3442 = fly.make_int_tuple(%3441) : (i32) -> !fly.int_tuple<(*,?)>
      %3443 = fly.slice(%90, %3442) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3443) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3444 = vector.extract %3393[8] : f32 from vector<16xf32>
      %3445 = vector.extract %3393[9] : f32 from vector<16xf32>
      %3446 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3444, %3445 : (f32, f32) -> i32
      %3447 = vector.extract %3393[10] : f32 from vector<16xf32>
      %3448 = vector.extract %3393[11] : f32 from vector<16xf32>
      %3449 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3447, %3448 : (f32, f32) -> i32
      %3450 = vector.extract %3393[12] : f32 from vector<16xf32>
      %3451 = vector.extract %3393[13] : f32 from vector<16xf32>
      %3452 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3450, %3451 : (f32, f32) -> i32
      %3453 = vector.extract %3393[14] : f32 from vector<16xf32>
      %3454 = vector.extract %3393[15] : f32 from vector<16xf32>
      %3455 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3453, %3454 : (f32, f32) -> i32
      %c0_448 = arith.constant 0 : index
      %3456 = arith.cmpi ne, %28, %c0_448 : index
      %3457 = rocdl.permlane32.swap %3446, %3446, false, false : (i32, i32) -> <(i32, i32)>
      %3458 = llvm.extractvalue %3457[0] : !llvm.struct<(i32, i32)> 
      %3459 = llvm.extractvalue %3457[1] : !llvm.struct<(i32, i32)> 
      %3460 = rocdl.permlane32.swap %3449, %3449, false, false : (i32, i32) -> <(i32, i32)>
      %3461 = llvm.extractvalue %3460[0] : !llvm.struct<(i32, i32)> 
      %3462 = llvm.extractvalue %3460[1] : !llvm.struct<(i32, i32)> 
      %3463 = rocdl.permlane32.swap %3452, %3452, false, false : (i32, i32) -> <(i32, i32)>
      %3464 = llvm.extractvalue %3463[0] : !llvm.struct<(i32, i32)> 
      %3465 = llvm.extractvalue %3463[1] : !llvm.struct<(i32, i32)> 
      %3466 = rocdl.permlane32.swap %3455, %3455, false, false : (i32, i32) -> <(i32, i32)>
      %3467 = llvm.extractvalue %3466[0] : !llvm.struct<(i32, i32)> 
      %3468 = llvm.extractvalue %3466[1] : !llvm.struct<(i32, i32)> 
      %3469 = arith.select %3456, %3458, %3459 : i32
      %3470 = arith.select %3456, %3461, %3462 : i32
      %3471 = arith.select %3456, %3464, %3465 : i32
      %3472 = arith.select %3456, %3467, %3468 : i32
      %3473 = arith.select %3456, %3471, %3446 : i32
      %3474 = arith.select %3456, %3472, %3449 : i32
      %3475 = arith.select %3456, %3452, %3469 : i32
      %3476 = arith.select %3456, %3455, %3470 : i32
      %3477 = vector.from_elements %3473, %3474, %3475, %3476 : vector<4xi32>
      %c16_i32_449 = arith.constant 16 : i32
      %3478 = arith.index_cast %c16_i32_449 : i32 to index
      %3479 = arith.addi %3404, %3478 : index
      fly.memref.store_vec(%3477, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3480 = arith.index_cast %3479 : index to i32
      %3481 = fly.make_int_tuple(%3480) : (i32) -> !fly.int_tuple<(*,?)>
      %3482 = fly.slice(%90, %3481) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3482) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3483 = vector.extract %3394[0] : f32 from vector<16xf32>
      %3484 = vector.extract %3394[1] : f32 from vector<16xf32>
      %3485 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3483, %3484 : (f32, f32) -> i32
      %3486 = vector.extract %3394[2] : f32 from vector<16xf32>
      %3487 = vector.extract %3394[3] : f32 from vector<16xf32>
      %3488 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3486, %3487 : (f32, f32) -> i32
      %3489 = vector.extract %3394[4] : f32 from vector<16xf32>
      %3490 = vector.extract %3394[5] : f32 from vector<16xf32>
      %3491 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3489, %3490 : (f32, f32) -> i32
      %3492 = vector.extract %3394[6] : f32 from vector<16xf32>
      %3493 = vector.extract %3394[7] : f32 from vector<16xf32>
      %3494 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3492, %3493 : (f32, f32) -> i32
      %c0_450 = arith.constant 0 : index
      %3495 = arith.cmpi ne, %28, %c0_450 : index
      %3496 = rocdl.permlane32.swap %3485, %3485, false, false : (i32, i32) -> <(i32, i32)>
      %3497 = llvm.extractvalue %3496[0] : !llvm.struct<(i32, i32)> 
      %3498 = llvm.extractvalue %3496[1] : !llvm.struct<(i32, i32)> 
      %3499 = rocdl.permlane32.swap %3488, %3488, false, false : (i32, i32) -> <(i32, i32)>
      %3500 = llvm.extractvalue %3499[0] : !llvm.struct<(i32, i32)> 
      %3501 = llvm.extractvalue %3499[1] : !llvm.struct<(i32, i32)> 
      %3502 = rocdl.permlane32.swap %3491, %3491, false, false : (i32, i32) -> <(i32, i32)>
      %3503 = llvm.extractvalue %3502[0] : !llvm.struct<(i32, i32)> 
      %3504 = llvm.extractvalue %3502[1] : !llvm.struct<(i32, i32)> 
      %3505 = rocdl.permlane32.swap %3494, %3494, false, false : (i32, i32) -> <(i32, i32)>
      %3506 = llvm.extractvalue %3505[0] : !llvm.struct<(i32, i32)> 
      %3507 = llvm.extractvalue %3505[1] : !llvm.struct<(i32, i32)> 
      %3508 = arith.select %3495, %3497, %3498 : i32
      %3509 = arith.select %3495, %3500, %3501 : i32
      %3510 = arith.select %3495, %3503, %3504 : i32
      %3511 = arith.select %3495, %3506, %3507 : i32
      %3512 = arith.select %3495, %3510, %3485 : i32
      %3513 = arith.select %3495, %3511, %3488 : i32
      %3514 = arith.select %3495, %3491, %3508 : i32
      %3515 = arith.select %3495, %3494, %3509 : i32
      %3516 = vector.from_elements %3512, %3513, %3514, %3515 : vector<4xi32>
      %c32_i32_451 = arith.constant 32 : i32
      %3517 = arith.index_cast %c32_i32_451 : i32 to index
      %3518 = arith.addi %3404, %3517 : index
      fly.memref.store_vec(%3516, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3519 = arith.index_cast %3518 : index to i32
      %3520 = fly.make_int_tuple(%3519) : (i32) -> !fly.int_tuple<(*,?)>
      %3521 = fly.slice(%90, %3520) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3521) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3522 = vector.extract %3394[8] : f32 from vector<16xf32>
      %3523 = vector.extract %3394[9] : f32 from vector<16xf32>
      %3524 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3522, %3523 : (f32, f32) -> i32
      %3525 = vector.extract %3394[10] : f32 from vector<16xf32>
      %3526 = vector.extract %3394[11] : f32 from vector<16xf32>
      %3527 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3525, %3526 : (f32, f32) -> i32
      %3528 = vector.extract %3394[12] : f32 from vector<16xf32>
      %3529 = vector.extract %3394[13] : f32 from vector<16xf32>
      %3530 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3528, %3529 : (f32, f32) -> i32
      %3531 = vector.extract %3394[14] : f32 from vector<16xf32>
      %3532 = vector.extract %3394[15] : f32 from vector<16xf32>
      %3533 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3531, %3532 : (f32, f32) -> i32
      %c0_452 = arith.constant 0 : index
      %3534 = arith.cmpi ne, %28, %c0_452 : index
      %3535 = rocdl.permlane32.swap %3524, %3524, false, false : (i32, i32) -> <(i32, i32)>
      %3536 = llvm.extractvalue %3535[0] : !llvm.struct<(i32, i32)> 
      %3537 = llvm.extractvalue %3535[1] : !llvm.struct<(i32, i32)> 
      %3538 = rocdl.permlane32.swap %3527, %3527, false, false : (i32, i32) -> <(i32, i32)>
      %3539 = llvm.extractvalue %3538[0] : !llvm.struct<(i32, i32)> 
      %3540 = llvm.extractvalue %3538[1] : !llvm.struct<(i32, i32)> 
      %3541 = rocdl.permlane32.swap %3530, %3530, false, false : (i32, i32) -> <(i32, i32)>
      %3542 = llvm.extractvalue %3541[0] : !llvm.struct<(i32, i32)> 
      %3543 = llvm.extractvalue %3541[1] : !llvm.struct<(i32, i32)> 
      %3544 = rocdl.permlane32.swap %3533, %3533, false, false : (i32, i32) -> <(i32, i32)>
      %3545 = llvm.extractvalue %3544[0] : !llvm.struct<(i32, i32)> 
      %3546 = llvm.extractvalue %3544[1] : !llvm.struct<(i32, i32)> 
      %3547 = arith.select %3534, %3536, %3537 : i32
      %3548 = arith.select %3534, %3539, %3540 : i32
      %3549 = arith.select %3534, %3542, %3543 : i32
      %3550 = arith.select %3534, %3545, %3546 : i32
      %3551 = arith.select %3534, %3549, %3524 : i32
      %3552 = arith.select %3534, %3550, %3527 : i32
      %3553 = arith.select %3534, %3530, %3547 : i32
      %3554 = arith.select %3534, %3533, %3548 : i32
      %3555 = vector.from_elements %3551, %3552, %3553, %3554 : vector<4xi32>
      %c48_i32_453 = arith.constant 48 : i32
      %3556 = arith.index_cast %c48_i32_453 : i32 to index
      %3557 = arith.addi %3404, %3556 : index
      fly.memref.store_vec(%3555, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3558 = arith.index_cast %3557 : index to i32
      %3559 = fly.make_int_tuple(%3558) : (i32) -> !fly.int_tuple<(*,?)>
      %3560 = fly.slice(%90, %3559) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3560) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3561 = vector.extract %3395[0] : f32 from vector<16xf32>
      %3562 = vector.extract %3395[1] : f32 from vector<16xf32>
      %3563 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3561, %3562 : (f32, f32) -> i32
      %3564 = vector.extract %3395[2] : f32 from vector<16xf32>
      %3565 = vector.extract %3395[3] : f32 from vector<16xf32>
      %3566 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3564, %3565 : (f32, f32) -> i32
      %3567 = vector.extract %3395[4] : f32 from vector<16xf32>
      %3568 = vector.extract %3395[5] : f32 from vector<16xf32>
      %3569 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3567, %3568 : (f32, f32) -> i32
      %3570 = vector.extract %3395[6] : f32 from vector<16xf32>
      %3571 = vector.extract %3395[7] : f32 from vector<16xf32>
      %3572 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3570, %3571 : (f32, f32) -> i32
      %c0_454 = arith.constant 0 : index
      %3573 = arith.cmpi ne, %28, %c0_454 : index
      %3574 = rocdl.permlane32.swap %3563, %3563, false, false : (i32, i32) -> <(i32, i32)>
      %3575 = llvm.extractvalue %3574[0] : !llvm.struct<(i32, i32)> 
      %3576 = llvm.extractvalue %3574[1] : !llvm.struct<(i32, i32)> 
      %3577 = rocdl.permlane32.swap %3566, %3566, false, false : (i32, i32) -> <(i32, i32)>
      %3578 = llvm.extractvalue %3577[0] : !llvm.struct<(i32, i32)> 
      %3579 = llvm.extractvalue %3577[1] : !llvm.struct<(i32, i32)> 
      %3580 = rocdl.permlane32.swap %3569, %3569, false, false : (i32, i32) -> <(i32, i32)>
      %3581 = llvm.extractvalue %3580[0] : !llvm.struct<(i32, i32)> 
      %3582 = llvm.extractvalue %3580[1] : !llvm.struct<(i32, i32)> 
      %3583 = rocdl.permlane32.swap %3572, %3572, false, false : (i32, i32) -> <(i32, i32)>
      %3584 = llvm.extractvalue %3583[0] : !llvm.struct<(i32, i32)> 
      %3585 = llvm.extractvalue %3583[1] : !llvm.struct<(i32, i32)> 
      %3586 = arith.select %3573, %3575, %3576 : i32
      %3587 = arith.select %3573, %3578, %3579 : i32
      %3588 = arith.select %3573, %3581, %3582 : i32
      %3589 = arith.select %3573, %3584, %3585 : i32
      %3590 = arith.select %3573, %3588, %3563 : i32
      %3591 = arith.select %3573, %3589, %3566 : i32
      %3592 = arith.select %3573, %3569, %3586 : i32
      %3593 = arith.select %3573, %3572, %3587 : i32
      %3594 = vector.from_elements %3590, %3591, %3592, %3593 : vector<4xi32>
      %c64_i32_455 = arith.constant 64 : i32
      %3595 = arith.index_cast %c64_i32_455 : i32 to index
      %3596 = arith.addi %3404, %3595 : index
      fly.memref.store_vec(%3594, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3597 = arith.index_cast %3596 : index to i32
      %3598 = fly.make_int_tuple(%3597) : (i32) -> !fly.int_tuple<(*,?)>
      %3599 = fly.slice(%90, %3598) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3599) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3600 = vector.extract %3395[8] : f32 from vector<16xf32>
      %3601 = vector.extract %3395[9] : f32 from vector<16xf32>
      %3602 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3600, %3601 : (f32, f32) -> i32
      %3603 = vector.extract %3395[10] : f32 from vector<16xf32>
      %3604 = vector.extract %3395[11] : f32 from vector<16xf32>
      %3605 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3603, %3604 : (f32, f32) -> i32
      %3606 = vector.extract %3395[12] : f32 from vector<16xf32>
      %3607 = vector.extract %3395[13] : f32 from vector<16xf32>
      %3608 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3606, %3607 : (f32, f32) -> i32
      %3609 = vector.extract %3395[14] : f32 from vector<16xf32>
      %3610 = vector.extract %3395[15] : f32 from vector<16xf32>
      %3611 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3609, %3610 : (f32, f32) -> i32
      %c0_456 = arith.constant 0 : index
      %3612 = arith.cmpi ne, %28, %c0_456 : index
      %3613 = rocdl.permlane32.swap %3602, %3602, false, false : (i32, i32) -> <(i32, i32)>
      %3614 = llvm.extractvalue %3613[0] : !llvm.struct<(i32, i32)> 
      %3615 = llvm.extractvalue %3613[1] : !llvm.struct<(i32, i32)> 
      %3616 = rocdl.permlane32.swap %3605, %3605, false, false : (i32, i32) -> <(i32, i32)>
      %3617 = llvm.extractvalue %3616[0] : !llvm.struct<(i32, i32)> 
      %3618 = llvm.extractvalue %3616[1] : !llvm.struct<(i32, i32)> 
      %3619 = rocdl.permlane32.swap %3608, %3608, false, false : (i32, i32) -> <(i32, i32)>
      %3620 = llvm.extractvalue %3619[0] : !llvm.struct<(i32, i32)> 
      %3621 = llvm.extractvalue %3619[1] : !llvm.struct<(i32, i32)> 
      %3622 = rocdl.permlane32.swap %3611, %3611, false, false : (i32, i32) -> <(i32, i32)>
      %3623 = llvm.extractvalue %3622[0] : !llvm.struct<(i32, i32)> 
      %3624 = llvm.extractvalue %3622[1] : !llvm.struct<(i32, i32)> 
      %3625 = arith.select %3612, %3614, %3615 : i32
      %3626 = arith.select %3612, %3617, %3618 : i32
      %3627 = arith.select %3612, %3620, %3621 : i32
      %3628 = arith.select %3612, %3623, %3624 : i32
      %3629 = arith.select %3612, %3627, %3602 : i32
      %3630 = arith.select %3612, %3628, %3605 : i32
      %3631 = arith.select %3612, %3608, %3625 : i32
      %3632 = arith.select %3612, %3611, %3626 : i32
      %3633 = vector.from_elements %3629, %3630, %3631, %3632 : vector<4xi32>
      %c80_i32_457 = arith.constant 80 : i32
      %3634 = arith.index_cast %c80_i32_457 : i32 to index
      %3635 = arith.addi %3404, %3634 : index
      fly.memref.store_vec(%3633, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3636 = arith.index_cast %3635 : index to i32
      %3637 = fly.make_int_tuple(%3636) : (i32) -> !fly.int_tuple<(*,?)>
      %3638 = fly.slice(%90, %3637) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3638) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3639 = vector.extract %3396[0] : f32 from vector<16xf32>
      %3640 = vector.extract %3396[1] : f32 from vector<16xf32>
      %3641 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3639, %3640 : (f32, f32) -> i32
      %3642 = vector.extract %3396[2] : f32 from vector<16xf32>
      %3643 = vector.extract %3396[3] : f32 from vector<16xf32>
      %3644 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3642, %3643 : (f32, f32) -> i32
      %3645 = vector.extract %3396[4] : f32 from vector<16xf32>
      %3646 = vector.extract %3396[5] : f32 from vector<16xf32>
      %3647 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3645, %3646 : (f32, f32) -> i32
      %3648 = vector.extract %3396[6] : f32 from vector<16xf32>
      %3649 = vector.extract %3396[7] : f32 from vector<16xf32>
      %3650 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3648, %3649 : (f32, f32) -> i32
      %c0_458 = arith.constant 0 : index
      %3651 = arith.cmpi ne, %28, %c0_458 : index
      %3652 = rocdl.permlane32.swap %3641, %3641, false, false : (i32, i32) -> <(i32, i32)>
      %3653 = llvm.extractvalue %3652[0] : !llvm.struct<(i32, i32)> 
      %3654 = llvm.extractvalue %3652[1] : !llvm.struct<(i32, i32)> 
      %3655 = rocdl.permlane32.swap %3644, %3644, false, false : (i32, i32) -> <(i32, i32)>
      %3656 = llvm.extractvalue %3655[0] : !llvm.struct<(i32, i32)> 
      %3657 = llvm.extractvalue %3655[1] : !llvm.struct<(i32, i32)> 
      %3658 = rocdl.permlane32.swap %3647, %3647, false, false : (i32, i32) -> <(i32, i32)>
      %3659 = llvm.extractvalue %3658[0] : !llvm.struct<(i32, i32)> 
      %3660 = llvm.extractvalue %3658[1] : !llvm.struct<(i32, i32)> 
      %3661 = rocdl.permlane32.swap %3650, %3650, false, false : (i32, i32) -> <(i32, i32)>
      %3662 = llvm.extractvalue %3661[0] : !llvm.struct<(i32, i32)> 
      %3663 = llvm.extractvalue %3661[1] : !llvm.struct<(i32, i32)> 
      %3664 = arith.select %3651, %3653, %3654 : i32
      %3665 = arith.select %3651, %3656, %3657 : i32
      %3666 = arith.select %3651, %3659, %3660 : i32
      %3667 = arith.select %3651, %3662, %3663 : i32
      %3668 = arith.select %3651, %3666, %3641 : i32
      %3669 = arith.select %3651, %3667, %3644 : i32
      %3670 = arith.select %3651, %3647, %3664 : i32
      %3671 = arith.select %3651, %3650, %3665 : i32
      %3672 = vector.from_elements %3668, %3669, %3670, %3671 : vector<4xi32>
      %c96_i32_459 = arith.constant 96 : i32
      %3673 = arith.index_cast %c96_i32_459 : i32 to index
      %3674 = arith.addi %3404, %3673 : index
      fly.memref.store_vec(%3672, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3675 = arith.index_cast %3674 : index to i32
      %3676 = fly.make_int_tuple(%3675) : (i32) -> !fly.int_tuple<(*,?)>
      %3677 = fly.slice(%90, %3676) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3677) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %3678 = vector.extract %3396[8] : f32 from vector<16xf32>
      %3679 = vector.extract %3396[9] : f32 from vector<16xf32>
      %3680 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3678, %3679 : (f32, f32) -> i32
      %3681 = vector.extract %3396[10] : f32 from vector<16xf32>
      %3682 = vector.extract %3396[11] : f32 from vector<16xf32>
      %3683 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3681, %3682 : (f32, f32) -> i32
      %3684 = vector.extract %3396[12] : f32 from vector<16xf32>
      %3685 = vector.extract %3396[13] : f32 from vector<16xf32>
      %3686 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3684, %3685 : (f32, f32) -> i32
      %3687 = vector.extract %3396[14] : f32 from vector<16xf32>
      %3688 = vector.extract %3396[15] : f32 from vector<16xf32>
      %3689 = llvm.inline_asm "v_cvt_pk_bf16_f32 $0, $1, $2", "=v,v,v" %3687, %3688 : (f32, f32) -> i32
      %c0_460 = arith.constant 0 : index
      %3690 = arith.cmpi ne, %28, %c0_460 : index
      %3691 = rocdl.permlane32.swap %3680, %3680, false, false : (i32, i32) -> <(i32, i32)>
      %3692 = llvm.extractvalue %3691[0] : !llvm.struct<(i32, i32)> 
      %3693 = llvm.extractvalue %3691[1] : !llvm.struct<(i32, i32)> 
      %3694 = rocdl.permlane32.swap %3683, %3683, false, false : (i32, i32) -> <(i32, i32)>
      %3695 = llvm.extractvalue %3694[0] : !llvm.struct<(i32, i32)> 
      %3696 = llvm.extractvalue %3694[1] : !llvm.struct<(i32, i32)> 
      %3697 = rocdl.permlane32.swap %3686, %3686, false, false : (i32, i32) -> <(i32, i32)>
      %3698 = llvm.extractvalue %3697[0] : !llvm.struct<(i32, i32)> 
      %3699 = llvm.extractvalue %3697[1] : !llvm.struct<(i32, i32)> 
      %3700 = rocdl.permlane32.swap %3689, %3689, false, false : (i32, i32) -> <(i32, i32)>
      %3701 = llvm.extractvalue %3700[0] : !llvm.struct<(i32, i32)> 
      %3702 = llvm.extractvalue %3700[1] : !llvm.struct<(i32, i32)> 
      %3703 = arith.select %3690, %3692, %3693 : i32
      %3704 = arith.select %3690, %3695, %3696 : i32
      %3705 = arith.select %3690, %3698, %3699 : i32
      %3706 = arith.select %3690, %3701, %3702 : i32
      %3707 = arith.select %3690, %3705, %3680 : i32
      %3708 = arith.select %3690, %3706, %3683 : i32
      %3709 = arith.select %3690, %3686, %3703 : i32
      %3710 = arith.select %3690, %3689, %3704 : i32
      %3711 = vector.from_elements %3707, %3708, %3709, %3710 : vector<4xi32>
      %c112_i32_461 = arith.constant 112 : i32
      %3712 = arith.index_cast %c112_i32_461 : i32 to index
      %3713 = arith.addi %3404, %3712 : index
      fly.memref.store_vec(%3711, %130) : (vector<4xi32>, !fly.memref<i32, register, 4:1>) -> ()
      %3714 = arith.index_cast %3713 : index to i32
      %3715 = fly.make_int_tuple(%3714) : (i32) -> !fly.int_tuple<(*,?)>
      %3716 = fly.slice(%90, %3715) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%124, %130, %3716) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, register, 4:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      gpu.return
    }
  }
}

// FlyDSL 0.4.2: vector_add for gfx942, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vectorAddKernel_0(%arg0: !fly.memref<f32, global, ?:1>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      fly.print(%0, %1) {format = "[kernel] bid={}, tid={}"} : (i32, i32) -> ()
      %2 = fly.get_iter(%arg0) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %3 = fly.get_layout(%arg0) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %4 = fly.make_ptr(%2, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %5 = fly.make_view(%4, %3) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %9 = fly.logical_divide(%5, %8) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<64:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (64,?):(1,64)>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_layout(%10, %11) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %13 = fly.logical_divide(%arg1, %12) : (!fly.memref<f32, global, ?:1>, !fly.layout<64:1>) -> !fly.memref<f32, global, (64,?):(1,64)>
      %14 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
      %15 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %16 = fly.make_layout(%14, %15) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %17 = fly.logical_divide(%arg2, %16) : (!fly.memref<f32, global, ?:1>, !fly.layout<64:1>) -> !fly.memref<f32, global, (64,?):(1,64)>
      %18 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
      %19 = fly.slice(%9, %18) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (64,?):(1,64)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 64:1>
      %20 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
      %21 = fly.slice(%13, %20) : (!fly.memref<f32, global, (64,?):(1,64)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, global, 64:1>
      %22 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
      %23 = fly.slice(%17, %22) : (!fly.memref<f32, global, (64,?):(1,64)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, global, 64:1>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %26 = fly.make_layout(%24, %25) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %27 = fly.logical_divide(%19, %26) : (!fly.memref<f32, #fly_rocdl.buffer_desc, 64:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,64):(0,1)>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %29 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %30 = fly.make_layout(%28, %29) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %31 = fly.logical_divide(%21, %30) : (!fly.memref<f32, global, 64:1>, !fly.layout<1:1>) -> !fly.memref<f32, global, (1,64):(0,1)>
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %33 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %34 = fly.make_layout(%32, %33) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %35 = fly.logical_divide(%23, %34) : (!fly.memref<f32, global, 64:1>, !fly.layout<1:1>) -> !fly.memref<f32, global, (1,64):(0,1)>
      %36 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %37 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %41 = fly.memref.alloca(%40) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %44 = fly.make_layout(%42, %43) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %45 = fly.memref.alloca(%44) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %48 = fly.make_layout(%46, %47) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %49 = fly.memref.alloca(%48) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %50 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %51 = fly.slice(%27, %50) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,64):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      fly.copy_atom_call(%37, %51, %41) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %52 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %53 = fly.slice(%31, %52) : (!fly.memref<f32, global, (1,64):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, global, 1:0>
      fly.copy_atom_call(%36, %53, %45) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, global, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %54 = fly.memref.load_vec(%41) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %55 = fly.get_layout(%41) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %56 = fly.get_shape(%55) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %57 = fly.memref.load_vec(%45) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %58 = fly.get_layout(%45) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %59 = fly.get_shape(%58) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %60 = arith.addf %54, %57 : vector<1xf32>
      fly.memref.store_vec(%60, %49) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
      %61 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %62 = fly.slice(%35, %61) : (!fly.memref<f32, global, (1,64):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, global, 1:0>
      fly.copy_atom_call(%36, %49, %62) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, global, 1:0>) -> ()
      gpu.return
    }
  }
}

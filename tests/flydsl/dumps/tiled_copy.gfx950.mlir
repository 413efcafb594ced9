// FlyDSL 0.4.2: tiled_copy for gfx950, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %2 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %3 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %4 = fly.make_layout(%2, %3) : (!fly.int_tuple<8>, !fly.int_tuple<1>) -> !fly.layout<8:1>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<24>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %7 = fly.make_layout(%5, %6) : (!fly.int_tuple<24>, !fly.int_tuple<1>) -> !fly.layout<24:1>
      %8 = fly.static : !fly.tile<[8:1|24:1]>
      %9 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %10 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %11 = fly.make_ptr(%9, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %12 = fly.make_view(%11, %10) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %13 = fly.get_iter(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %14 = fly.get_layout(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %15 = fly.make_ptr(%13, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %16 = fly.make_view(%15, %14) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %17 = fly.zipped_divide(%12, %8) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[8:1|24:1]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>
      %18 = fly.zipped_divide(%16, %8) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[8:1|24:1]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>
      %19 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %20 = fly.slice(%17, %19) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>
      %21 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %22 = fly.slice(%18, %21) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>
      %23 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %25 = fly.make_layout(%23, %24) : (!fly.int_tuple<(4,1)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(4,1):(1,1)>
      %26 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,8)>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %28 = fly.make_layout(%26, %27) : (!fly.int_tuple<(1,8)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(1,8):(1,1)>
      %29 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %30 = fly.logical_product(%25, %28) : (!fly.layout<(4,1):(1,1)>, !fly.layout<(1,8):(1,1)>) -> !fly.layout<((4,1),(1,8)):((1,0),(0,4))>
      %31 = fly.raked_product(%25, %28) : (!fly.layout<(4,1):(1,1)>, !fly.layout<(1,8):(1,1)>) -> !fly.layout<((1,4),(8,1)):((0,1),(4,0))>
      %32 = fly.static : !fly.tile<[4|8]>
      %33 = fly.make_tiled_copy(%29, %31, %32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<((1,4),(8,1)):((0,1),(4,0))>, !fly.tile<[4|8]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<((1,4),(8,1)):((0,1),(4,0))>, !fly.tile<[4|8]>>
      %34 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %35 = fly.tiled_copy.partition_src(%33, %20, %34) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<((1,4),(8,1)):((0,1),(4,0))>, !fly.tile<[4|8]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>
      %36 = fly.tiled_copy.partition_dst(%33, %22, %34) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<((1,4),(8,1)):((0,1),(4,0))>, !fly.tile<[4|8]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>
      %37 = fly.make_fragment_like(%35) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>) -> !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>
      fly.copy(%29, %35, %37) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>, !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>) -> ()
      fly.copy(%29, %37, %36) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>) -> ()
      gpu.return
    }
  }
}

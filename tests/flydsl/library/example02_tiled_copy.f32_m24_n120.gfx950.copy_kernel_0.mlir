// FlyDSL 0.4.2: example02_tiled_copy/f32_m24_n120 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %2 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %3 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %4 = fly.make_ptr(%2, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %5 = fly.make_view(%4, %3) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %6 = fly.get_iter(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %7 = fly.get_layout(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %8 = fly.make_ptr(%6, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %9 = fly.make_view(%8, %7) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %10 = fly.static : !fly.tile<[8|24]>
      %11 = fly.zipped_divide(%5, %10) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[8|24]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>
      %12 = fly.static : !fly.tile<[8|24]>
      %13 = fly.zipped_divide(%9, %12) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[8|24]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>
      %14 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %15 = fly.slice(%11, %14) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>
      %16 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %17 = fly.slice(%13, %16) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((8,24),(?,?)):((?{i64},1),(?{i64 div=8},24))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>
      %18 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,1)>
      %19 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %20 = fly.make_layout(%18, %19) : (!fly.int_tuple<(4,1)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(4,1):(1,1)>
      %21 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,8)>
      %22 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %23 = fly.make_layout(%21, %22) : (!fly.int_tuple<(1,8)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(1,8):(1,1)>
      %24 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %25 = fly.raked_product(%20, %23) : (!fly.layout<(4,1):(1,1)>, !fly.layout<(1,8):(1,1)>) -> !fly.layout<((1,4),(8,1)):((0,1),(4,0))>
      %26 = fly.size(%20) : (!fly.layout<(4,1):(1,1)>) -> !fly.int_tuple<4>
      %27 = fly.size(%23) : (!fly.layout<(1,8):(1,1)>) -> !fly.int_tuple<8>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,8)>
      %29 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
      %30 = fly.make_layout(%28, %29) : (!fly.int_tuple<(4,8)>, !fly.int_tuple<(1,4)>) -> !fly.layout<(4,8):(1,4)>
      %31 = fly.right_inverse(%25) : (!fly.layout<((1,4),(8,1)):((0,1),(4,0))>) -> !fly.layout<32:1>
      %32 = fly.composition(%31, %30) : (!fly.layout<32:1>, !fly.layout<(4,8):(1,4)>) -> !fly.layout<(4,8):(1,4)>
      %33 = fly.get_shape(%25) : (!fly.layout<((1,4),(8,1)):((0,1),(4,0))>) -> !fly.int_tuple<((1,4),(8,1))>
      %34 = fly.int_tuple_product_each(%33) : (!fly.int_tuple<((1,4),(8,1))>) -> !fly.int_tuple<(4,8)>
      %35 = fly.static : !fly.tile<[4|8]>
      %36 = fly.make_tiled_copy(%24, %32, %35) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<(4,8):(1,4)>, !fly.tile<[4|8]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<(4,8):(1,4)>, !fly.tile<[4|8]>>
      %37 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %38 = fly.tiled_copy.partition_src(%36, %15, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<(4,8):(1,4)>, !fly.tile<[4|8]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>
      %39 = fly.tiled_copy.partition_dst(%36, %17, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.layout<(4,8):(1,4)>, !fly.tile<[4|8]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (8,24):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>
      %40 = fly.make_fragment_like(%38) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>) -> !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>
      fly.copy(%24, %38, %40) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>, !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>) -> ()
      fly.copy(%24, %40, %39) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, ((4,2),2,3):((1,4),24,8)>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((4,2),2,3):((1,4),?{i64 div=4},8)>) -> ()
      gpu.return
    }
  }
}

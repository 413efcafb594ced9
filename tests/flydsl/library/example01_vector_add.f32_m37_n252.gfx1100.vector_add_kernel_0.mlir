// FlyDSL 0.4.2: example01_vector_add/f32_m37_n252 for gfx1100 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vector_add_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg3: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,8),4):((32,1),8)>, !fly.tile<[8|64]>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %3 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %4 = fly.get_shape(%3) : (!fly.layout<(?,?):(?{i64},1)>) -> !fly.int_tuple<(?,?)>
      %5:2 = fly.get_leaves(%4) {dynamicOnly = true} : (!fly.int_tuple<(?,?)>) -> (i32, i32)
      %6 = fly.get(%4) {mode = array<i32: 0>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
      %7 = fly.get(%4) {mode = array<i32: 1>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
      %8 = fly.make_int_tuple(%5#0, %5#1) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %9 = fly.make_identity_layout(%8) : (!fly.int_tuple<(?,?)>) -> !fly.layout<(?,?):(1E0,1E1)>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
      %11 = fly.make_view(%10, %9) : (!fly.int_tuple<(0,0)>, !fly.layout<(?,?):(1E0,1E1)>) -> !fly.coord_tensor<(0,0), (?,?):(1E0,1E1)>
      %12 = fly.static : !fly.tile<[8|64]>
      %13 = fly.flat_divide(%arg0, %12) : (!fly.memref<f32, global, (?,?):(?{i64},1)>, !fly.tile<[8|64]>) -> !fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>
      %14 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %15 = fly.slice(%13, %14) : (!fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (8,64):(?{i64},1)>
      %16 = fly.flat_divide(%arg1, %12) : (!fly.memref<f32, global, (?,?):(?{i64},1)>, !fly.tile<[8|64]>) -> !fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>
      %17 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %18 = fly.slice(%16, %17) : (!fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (8,64):(?{i64},1)>
      %19 = fly.flat_divide(%arg2, %12) : (!fly.memref<f32, global, (?,?):(?{i64},1)>, !fly.tile<[8|64]>) -> !fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>
      %20 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %21 = fly.slice(%19, %20) : (!fly.memref<f32, global, (8,64,?,?):(?{i64},1,?{i64 div=8},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (8,64):(?{i64},1)>
      %22 = fly.flat_divide(%11, %12) : (!fly.coord_tensor<(0,0), (?,?):(1E0,1E1)>, !fly.tile<[8|64]>) -> !fly.coord_tensor<(0,0), (8,64,?,?):(1E0,1E1,8E0,64E1)>
      %23 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %24 = fly.slice(%22, %23) : (!fly.coord_tensor<(0,0), (8,64,?,?):(1E0,1E1,8E0,64E1)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.coord_tensor<(?{div=8},?{div=64}), (8,64):(1E0,1E1)>
      %25 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %26 = fly.tiled_copy.partition_src(%arg3, %15, %25) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,8),4):((32,1),8)>, !fly.tile<[8|64]>>, !fly.memref<f32, global, (8,64):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>
      %27 = fly.tiled_copy.partition_src(%arg3, %18, %25) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,8),4):((32,1),8)>, !fly.tile<[8|64]>>, !fly.memref<f32, global, (8,64):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>
      %28 = fly.tiled_copy.partition_dst(%arg3, %21, %25) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,8),4):((32,1),8)>, !fly.tile<[8|64]>>, !fly.memref<f32, global, (8,64):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>
      %29 = fly.tiled_copy.partition_src(%arg3, %24, %25) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((16,8),4):((32,1),8)>, !fly.tile<[8|64]>>, !fly.coord_tensor<(?{div=8},?{div=64}), (8,64):(1E0,1E1)>, !fly.int_tuple<?>) -> !fly.coord_tensor<(?,?{div=4}), ((4,1),1,1):((1E1,0),0,0)>
      %30 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,*),*,*)>
      %31 = fly.slice(%29, %30) : (!fly.coord_tensor<(?,?{div=4}), ((4,1),1,1):((1E1,0),0,0)>, !fly.int_tuple<((0,*),*,*)>) -> !fly.coord_tensor<(?,?{div=4}), (1,1,1):(0,0,0)>
      %32 = fly.make_fragment_like(%26) : (!fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
      %33 = fly.make_fragment_like(%27) : (!fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
      %34 = fly.make_fragment_like(%28) : (!fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
      %35 = fly.make_fragment_like(%31, i1) : (!fly.coord_tensor<(?,?{div=4}), (1,1,1):(0,0,0)>) -> !fly.memref<i1, register, (1,1,1):(0,0,0)>
      %36 = fly.get_layout(%35) : (!fly.memref<i1, register, (1,1,1):(0,0,0)>) -> !fly.layout<(1,1,1):(0,0,0)>
      %37 = fly.get_shape(%36) : (!fly.layout<(1,1,1):(0,0,0)>) -> !fly.int_tuple<(1,1,1)>
      %38 = fly.size(%37) : (!fly.int_tuple<(1,1,1)>) -> !fly.int_tuple<1>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %40 = fly.memref.load(%31, %39) : (!fly.coord_tensor<(?,?{div=4}), (1,1,1):(0,0,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<(?,?{div=4})>
      %41 = fly.make_int_tuple(%5#0, %5#1) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %42 = fly.elem_less(%40, %41) : (!fly.int_tuple<(?,?{div=4})>, !fly.int_tuple<(?,?)>) -> i1
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      fly.memref.store(%42, %35, %43) : (i1, !fly.memref<i1, register, (1,1,1):(0,0,0)>, !fly.int_tuple<0>) -> ()
      %44 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      fly.copy(%44, %26, %32, %35) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<i1, register, (1,1,1):(0,0,0)>) -> ()
      fly.copy(%44, %27, %33, %35) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<i1, register, (1,1,1):(0,0,0)>) -> ()
      %45 = fly.memref.load_vec(%32) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> vector<4xf32>
      %46 = fly.get_layout(%32) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %47 = fly.get_shape(%46) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %48 = fly.memref.load_vec(%33) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> vector<4xf32>
      %49 = fly.get_layout(%33) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %50 = fly.get_shape(%49) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %51 = arith.addf %45, %48 : vector<4xf32>
      fly.memref.store_vec(%51, %34) : (vector<4xf32>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      fly.copy(%44, %34, %28, %35) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>, !fly.memref<i1, register, (1,1,1):(0,0,0)>) -> ()
      gpu.return
    }
  }
}

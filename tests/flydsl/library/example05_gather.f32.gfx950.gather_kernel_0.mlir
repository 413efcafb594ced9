// FlyDSL 0.4.2: example05_gather/f32 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gather_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<i32, global, ?:1>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %3 = arith.index_cast %block_id_z : index to i32
      %4 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      %5 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<32>, 32>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,8)>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<(8,1)>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<(8,8)>, !fly.int_tuple<(8,1)>) -> !fly.layout<(8,8):(8,1)>
      %9 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4)>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,1)>
      %11 = fly.make_layout(%9, %10) : (!fly.int_tuple<(1,4)>, !fly.int_tuple<(1,1)>) -> !fly.layout<(1,4):(1,1)>
      %12 = fly.raked_product(%8, %11) : (!fly.layout<(8,8):(8,1)>, !fly.layout<(1,4):(1,1)>) -> !fly.layout<((1,8),(4,8)):((0,8),(64,1))>
      %13 = fly.size(%8) : (!fly.layout<(8,8):(8,1)>) -> !fly.int_tuple<64>
      %14 = fly.size(%11) : (!fly.layout<(1,4):(1,1)>) -> !fly.int_tuple<4>
      %15 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,4)>
      %16 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,64)>
      %17 = fly.make_layout(%15, %16) : (!fly.int_tuple<(64,4)>, !fly.int_tuple<(1,64)>) -> !fly.layout<(64,4):(1,64)>
      %18 = fly.right_inverse(%12) : (!fly.layout<((1,8),(4,8)):((0,8),(64,1))>) -> !fly.layout<(8,32):(32,1)>
      %19 = fly.composition(%18, %17) : (!fly.layout<(8,32):(32,1)>, !fly.layout<(64,4):(1,64)>) -> !fly.layout<((8,8),4):((32,1),8)>
      %20 = fly.get_shape(%12) : (!fly.layout<((1,8),(4,8)):((0,8),(64,1))>) -> !fly.int_tuple<((1,8),(4,8))>
      %21 = fly.int_tuple_product_each(%20) : (!fly.int_tuple<((1,8),(4,8))>) -> !fly.int_tuple<(8,32)>
      %22 = fly.static : !fly.tile<[8|32]>
      %23 = fly.make_tiled_copy(%4, %19, %22) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>) -> !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>>
      %24 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %25 = fly.get_layout(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %26 = fly.get_shape(%25) : (!fly.layout<(?,?):(?{i64},1)>) -> !fly.int_tuple<(?,?)>
      %27:2 = fly.get_leaves(%26) {dynamicOnly = true} : (!fly.int_tuple<(?,?)>) -> (i32, i32)
      %28 = fly.get(%26) {mode = array<i32: 0>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
      %29 = fly.get(%26) {mode = array<i32: 1>} : (!fly.int_tuple<(?,?)>) -> !fly.int_tuple<?>
      %30 = fly.get_iter(%arg2) : (!fly.memref<i32, global, ?:1>) -> !fly.ptr<i32, global>
      %31 = fly.make_int_tuple(%27#0, %27#1) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %33 = fly.make_layout(%31, %32) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(?,?):(1,0)>
      %34 = fly.make_view(%30, %33) : (!fly.ptr<i32, global>, !fly.layout<(?,?):(1,0)>) -> !fly.memref<i32, global, (?,?):(1,0)>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %36 = fly.make_int_tuple(%27#0, %27#1) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
      %38 = fly.make_layout(%36, %37) : (!fly.int_tuple<(?,?)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(?,?):(0,1)>
      %39 = fly.make_view(%35, %38) : (!fly.int_tuple<0>, !fly.layout<(?,?):(0,1)>) -> !fly.coord_tensor<0, (?,?):(0,1)>
      %40 = fly.static : !fly.tile<[8|32]>
      %41 = fly.flat_divide(%34, %40) : (!fly.memref<i32, global, (?,?):(1,0)>, !fly.tile<[8|32]>) -> !fly.memref<i32, global, (8,32,?,?):(1,0,8,0)>
      %42 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %43 = fly.slice(%41, %42) : (!fly.memref<i32, global, (8,32,?,?):(1,0,8,0)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<i32, global, (8,32):(1,0)>
      %44 = fly.static : !fly.tile<[8|32]>
      %45 = fly.flat_divide(%arg1, %44) : (!fly.memref<f32, global, (?,?):(?{i64},1)>, !fly.tile<[8|32]>) -> !fly.memref<f32, global, (8,32,?,?):(?{i64},1,?{i64 div=8},32)>
      %46 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %47 = fly.slice(%45, %46) : (!fly.memref<f32, global, (8,32,?,?):(?{i64},1,?{i64 div=8},32)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f32, global, (8,32):(?{i64},1)>
      %48 = fly.static : !fly.tile<[8|32]>
      %49 = fly.flat_divide(%39, %48) : (!fly.coord_tensor<0, (?,?):(0,1)>, !fly.tile<[8|32]>) -> !fly.coord_tensor<0, (8,32,?,?):(0,1,0,32)>
      %50 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %51 = fly.slice(%49, %50) : (!fly.coord_tensor<0, (8,32,?,?):(0,1,0,32)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.coord_tensor<?{div=32}, (8,32):(0,1)>
      %52 = fly.tiled_copy.partition_src(%23, %43, %24) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>>, !fly.memref<i32, global, (8,32):(1,0)>, !fly.int_tuple<?>) -> !fly.memref<i32, global, ((4,1),1,1):((0,0),0,0)>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,*),*,*)>
      %54 = fly.slice(%52, %53) : (!fly.memref<i32, global, ((4,1),1,1):((0,0),0,0)>, !fly.int_tuple<((0,*),*,*)>) -> !fly.memref<i32, global, (1,1,1):(0,0,0)>
      %55 = fly.tiled_copy.partition_src(%23, %51, %24) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>>, !fly.coord_tensor<?{div=32}, (8,32):(0,1)>, !fly.int_tuple<?>) -> !fly.coord_tensor<?{div=4}, ((4,1),1,1):((1,0),0,0)>
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<((0,*),*,*)>
      %57 = fly.slice(%55, %56) : (!fly.coord_tensor<?{div=4}, ((4,1),1,1):((1,0),0,0)>, !fly.int_tuple<((0,*),*,*)>) -> !fly.coord_tensor<?{div=4}, (1,1,1):(0,0,0)>
      %58 = fly.tiled_copy.partition_dst(%23, %47, %24) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.layout<((8,8),4):((32,1),8)>, !fly.tile<[8|32]>>, !fly.memref<f32, global, (8,32):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>
      %59 = fly.make_fragment_like(%54) : (!fly.memref<i32, global, (1,1,1):(0,0,0)>) -> !fly.memref<i32, register, (1,1,1):(0,0,0)>
      %60 = fly.make_fragment_like(%58) : (!fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
      fly.copy(%5, %54, %59) : (!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.memref<i32, global, (1,1,1):(0,0,0)>, !fly.memref<i32, register, (1,1,1):(0,0,0)>) -> ()
      %61 = fly.memref.load_vec(%59) : (!fly.memref<i32, register, (1,1,1):(0,0,0)>) -> vector<1xi32>
      %62 = fly.get_layout(%59) : (!fly.memref<i32, register, (1,1,1):(0,0,0)>) -> !fly.layout<(1,1,1):(0,0,0)>
      %63 = fly.get_shape(%62) : (!fly.layout<(1,1,1):(0,0,0)>) -> !fly.int_tuple<(1,1,1)>
      %64 = vector.broadcast %27#1 : i32 to vector<1xi32>
      %65 = arith.muli %61, %64 : vector<1xi32>
      %66 = fly.memref.load_vec(%57) : (!fly.coord_tensor<?{div=4}, (1,1,1):(0,0,0)>) -> vector<1xi32>
      %67 = fly.get_layout(%57) : (!fly.coord_tensor<?{div=4}, (1,1,1):(0,0,0)>) -> !fly.layout<(1,1,1):(0,0,0)>
      %68 = fly.get_shape(%67) : (!fly.layout<(1,1,1):(0,0,0)>) -> !fly.int_tuple<(1,1,1)>
      %69 = arith.addi %65, %66 : vector<1xi32>
      fly.memref.store_vec(%69, %59) : (vector<1xi32>, !fly.memref<i32, register, (1,1,1):(0,0,0)>) -> ()
      %70 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %71 = fly.static : !fly.layout<(1,4):(1,1)>
      %72 = fly.get(%71) {mode = array<i32: 1>} : (!fly.layout<(1,4):(1,1)>) -> !fly.layout<4:1>
      %73 = fly.get_layout(%59) : (!fly.memref<i32, register, (1,1,1):(0,0,0)>) -> !fly.layout<(1,1,1):(0,0,0)>
      %74 = fly.get_shape(%73) : (!fly.layout<(1,1,1):(0,0,0)>) -> !fly.int_tuple<(1,1,1)>
      %75 = fly.get(%74) {mode = array<i32: 0>} : (!fly.int_tuple<(1,1,1)>) -> !fly.int_tuple<1>
      %76 = fly.group(%59) {begin = 1 : i32, end = 3 : i32} : (!fly.memref<i32, register, (1,1,1):(0,0,0)>) -> !fly.memref<i32, register, (1,(1,1)):(0,(0,0))>
      %77 = fly.group(%60) {begin = 1 : i32, end = 3 : i32} : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<f32, register, ((4,1),(1,1)):((1,0),(0,0))>
      %78 = fly.get_layout(%76) : (!fly.memref<i32, register, (1,(1,1)):(0,(0,0))>) -> !fly.layout<(1,(1,1)):(0,(0,0))>
      %79 = fly.get_shape(%78) : (!fly.layout<(1,(1,1)):(0,(0,0))>) -> !fly.int_tuple<(1,(1,1))>
      %80 = fly.get(%79) {mode = array<i32: 1>} : (!fly.int_tuple<(1,(1,1))>) -> !fly.int_tuple<(1,1)>
      %81 = fly.size(%80) : (!fly.int_tuple<(1,1)>) -> !fly.int_tuple<1>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<((*,0),0)>
      %83 = fly.slice(%77, %82) : (!fly.memref<f32, register, ((4,1),(1,1)):((1,0),(0,0))>, !fly.int_tuple<((*,0),0)>) -> !fly.memref<f32, register, 4:1>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,0)>
      %85 = fly.memref.load(%76, %84) : (!fly.memref<i32, register, (1,(1,1)):(0,(0,0))>, !fly.int_tuple<(0,0)>) -> i32
      %86 = fly.make_int_tuple(%85) : (i32) -> !fly.int_tuple<?>
      %87 = fly.add_offset(%70, %86) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      %88 = fly.make_view(%87, %72) : (!fly.ptr<f32, global>, !fly.layout<4:1>) -> !fly.memref<f32, global, 4:1>
      fly.copy(%4, %88, %83) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, global, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      fly.copy(%4, %60, %58) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f32, global, ((4,1),1,1):((1,0),0,0)>) -> ()
      gpu.return
    }
  }
}

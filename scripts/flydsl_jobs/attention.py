"""FlyDSL library jobs: Attention and decode."""
from .common import Job, JOBS, REL


def attention_jobs():
    # Flash attention (generic): one block of 256 threads per (batch, 128-row query tile, head);
    # K/V heads shared by GQA groups. The unused LSE / cu_seqlens / block-table slots get O, as
    # FlyDSL's launcher passes them. Ragged: seq_len not a multiple of the 128-row tile.
    for dt, d, causal, S in (("f16", 128, 0, 128), ("bf16", 64, 1, 128)):
        B, H, HKV = 1, 4, 2
        S_run = S - 28
        # p0..p3: the LSE, cu_seqlens and block-table slots FlyDSL's launcher fills with O (unread in
        # the dense kernel), as tensors of their own: one tensor passed twice would be two buffers of
        # one file on the emulator, the untouched copy written back last.
        t = {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros"),
             **{f"p{i}": (dt, (B, S, H, d), "zeros") for i in range(4)}}
        JOBS.append(Job(
            f"flash_attn_generic/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_generic.py",
            "from kernels.attention.flash_attn_generic import build_flash_attn_func_module_primary\n"
            f'launch = build_flash_attn_func_module_primary(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})", t,
            run={"flash_attn_generic_kernel_0": ((B * ((S_run + 127) // 128) * H, 1, 1),
                                                 ["q", "k", "v", "o", "p0", ("i32", S_run), ("i32", S_run), "p1", "p2",
                                                  "p3", ("i32", 0)], ["o"], {"o": REL[dt]})},
            commit=bool(causal)))
    # gfx950's dual-wave software-pipelined flash attention (bf16/f16, D 64/128) and its fp8 sibling.
    # The kernels read whole K/V tiles past seq_len (their own tests size the tensors so): the tensors
    # hold 512 rows, the launch says 100.
    for dt, d, causal in (("bf16", 128, 1), ("f16", 64, 0)):
        B, H, HKV, S = 1, 4, 2, 512
        JOBS.append(Job(
            f"flash_attn_gfx950/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_gfx950.py",
            "from kernels.attention.flash_attn_gfx950 import build_flash_attn_dualwave_swp_module\n"
            f'launch = build_flash_attn_dualwave_swp_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})",
            {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros"),
             **{f"p{i}": (dt, (B, S, H, d), "zeros") for i in range(8)}}, archs=("gfx950",),
            # p0..p7 stand in for LSE, the debug counts, cu_seqlens, block table, bias, ALiBi slopes and
            # sink (FlyDSL's launcher passes O); 256-row query blocks; seq_len 100 (ragged).
            run={"flash_attn_dualwave_swp_gfx950_kernel_0": (
                (H, 1, B), ["q", "k", "v", "o"] + [f"p{i}" for i in range(8)] + [("i32", 100), ("i32", 100), ("i32", H * d),
                                                               ("i32", HKV * d), ("i32", d), ("i32", 0), ("i32", 0),
                                                               ("i32", 0)], ["o"], {"o": REL[dt]})}))
    for causal in (1, 0):
        B, H, HKV, S, d = 1, 4, 2, 2048, 128  # its K/V reads run further past seq_len
        JOBS.append(Job(
            f"flash_attn_fp8_gfx950/fp8_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_fp8_gfx950.py",
            "from kernels.attention.flash_attn_fp8_gfx950 import build_flash_attn_dualwave_swp_fp8_module\n"
            f'launch = build_flash_attn_dualwave_swp_fp8_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="fp8", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S}, q_descale=qd, k_descale=kd, v_descale=vd)",
            {"q": ("fp8e4m3", (B, S, H, d), "uniform"), "k": ("fp8e4m3", (B, S, HKV, d), "uniform"),
             "v": ("fp8e4m3", (B, S, HKV, d), "uniform"), "o": ("bf16", (B, S, H, d), "zeros"),
             "qd": ("f32", (1,), "pos"), "kd": ("f32", (1,), "pos"), "vd": ("f32", (1,), "pos"),
             # the fp8 Q/K/V bytes for the emulator: positive finite E4M3 values
             "qb": ("u8", (B, S, H, d), "int:0:119"), "kb": ("u8", (B, S, HKV, d), "int:0:119"),
             "vb": ("u8", (B, S, HKV, d), "int:0:119"), **{f"p{i}": ("bf16", (B, S, H, d), "zeros") for i in range(3)}},
            archs=("gfx950",),
            run={"flash_attn_dualwave_swp_fp8_bn128_kernel_0": (
                (H, 1, B), ["qb", "kb", "vb", "o", "p0", "p1", "p2", "qd", "kd", "vd", ("i32", 100), ("i32", 100),
                            ("i32", H * d), ("i32", HKV * d), ("i32", d)], ["o"], {"o": REL["bf16"]})}))
    # Paged-attention decode (tile programming): fp8 KV cache in FlyDSL's 5-D layouts
    # ([blocks, kv heads, D/16, block, 16] keys, transposed values), per-tensor scales, one partition.
    for qdt, bs, qlen, qgs in (("bf16", 16, 1, 8), ("f16", 64, 2, 4)):
        seqs, hkv, d, nblk = 2, 1, 128, 8
        rows = seqs * qlen
        JOBS.append(Job(
            f"pa_decode_tile/{qdt}_bs{bs}_q{qlen}_g{qgs}", "kernels/attention/pa_decode_tile.py",
            "from kernels.attention.pa_decode_tile import compile_pa_decode_tile\n"
            f'launch = compile_pa_decode_tile(head_dim={d}, query_group_size={qgs}, block_size={bs}, '
            f'num_partitions=1, query_dtype="{qdt}", query_length={qlen})["launch"]\n'
            f'kc = torch.zeros(({nblk}, {hkv}, {d // 16}, {bs}, 16), dtype=torch.float8_e4m3fn if arch == "gfx950" else torch.float8_e4m3fnuz)\n'
            f'vc = torch.zeros(({nblk}, {hkv}, {bs // 16}, {d}, 16), dtype=kc.dtype)',
            f"launch(out, pm, pm, pm, q, kc, vc, bt, cl, ks, ks, {nblk // seqs}, {seqs}, {hkv}, 0, 0, {qgs * hkv * d}, {d}, None)",
            # kb/vb: the caches' bytes for the emulator (positive finite E4M3 in both encodings).
            {"out": (qdt, (rows, qgs * hkv, d), "zeros"), "pm": ("f32", (1,), "zeros"),
             "q": (qdt, (rows, qgs * hkv, d), "uniform"), "bt": ("i32", (seqs, nblk // seqs), f"perm:{nblk}"),
             "cl": ("i32", (seqs,), f"int:1:{nblk // seqs * bs - 3}"), "ks": ("f32", (1,), "pos"),
             "kb": ("u8", (nblk, hkv, d // 16, bs, 16), "int:0:119"), "vb": ("u8", (nblk, hkv, bs // 16, d, 16), "int:0:119")},
            run={"pa_decode_tile_kernel_0": ((seqs, hkv, 1), ["out", "pm", "pm", "pm", "q", "kb", "vb", "bt", "cl", "ks", "ks",
                                                              ("i32", nblk // seqs), ("i32", 0), ("i32", 0),
                                                              ("i32", qgs * hkv * d), ("i32", d)],
                                             ["out"], {"out": REL[qdt]})},
            commit=qdt == "bf16"))

    # Sliding-window paged decode: raw i64 pointers (the checker passes the buffers' addresses) and
    # i32 strides, one fused partition (the window's last 256-token tile), as pa_decode_fp8.py's
    # host code launches it. 1024-token pages: K [blocks, kv heads, D/16, 1024, 16], V (not
    # transposed) [blocks, kv heads, D, 1024], fp8; per-tensor scales; the output is bf16
    # [batch, query length, kv heads, group, D]. Context lengths over two pages, ragged, each
    # sequence's window inside one 256-token tile (the fused kernel reads the first tile of the
    # window only: a window over two tiles needs max_context_partition_num 2 and the reduce).
    for qdt, win, qgs, cls in (("bf16", 64, 16, "700,1370"), ("f16", 128, 8, "1700,1200")):
        B, hkv, d, nblk, mbs, qlen = 2, 1, 128, 4, 2, 1
        eq = qlen * qgs
        ptrs = ["es", "ml", "to", "out", "q", "kb", "vb", "bt", "cl", "ks", "vs"]
        strides = [qgs * hkv * d, d,  # q: seq, head
                   hkv * d * 1024, d * 1024, hkv * d * 1024, d * 1024,  # K, V: block, head (bytes)
                   hkv * eq, eq, eq,  # exp sums: seq, head, partition
                   hkv * eq * d, eq * d, eq * d, d,  # temporary output: seq, head, partition, group
                   qlen * hkv * qgs * d, hkv * qgs * d, qgs * d, d,  # output: batch, len, kv head, group
                   mbs, 0, 0]  # block table row; per-token scale strides (per-tensor scales here)
        JOBS.append(Job(
            f"pa_decode_swa/{qdt}_w{win}_g{qgs}", "kernels/attention/pa_decode_swa.py",
            "from kernels.attention.pa_decode_swa import compile_pa_decode_sw\n"
            f'launch = compile_pa_decode_sw(sliding_window={win}, max_context_partition_num=1, '
            f'query_group_size={qgs}, query_input_dtype="{qdt}")["launch"]',
            "launch(*([0] * 11), *([0] * 20), 2, 1, 1, None)",
            {"es": ("f32", (B, hkv, 1, eq), "zeros"), "ml": ("f32", (B, hkv, 1, eq), "zeros"),
             "to": ("bf16", (B, hkv, 1, eq, d), "zeros"), "out": ("bf16", (B, qlen, hkv, qgs, d), "zeros"),
             "q": (qdt, (B * qlen, qgs * hkv, d), "uniform"),
             "kb": ("u8", (nblk, hkv, d // 16, 1024, 16), "fp8"), "vb": ("u8", (nblk, hkv, d, 1024), "fp8"),
             "bt": ("i32", (B, mbs), f"perm:{nblk}"), "cl": ("i32", (B,), "vals:" + cls),
             "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")},
            run={"pa_decode_sw_kernel_0": ((B, hkv * ((eq + 15) // 16), 1), ptrs + [("i32", v) for v in strides],
                                           ["out"], {"out": REL["bf16"]})},
            check_races=True, commit=qdt == "bf16"))
    for qgs, qlen in ((8, 1), (4, 2)):
        JOBS.append(Job(
            f"pa_metadata/v1_g{qgs}_q{qlen}", "kernels/attention/pa_metadata.py",
            "from kernels.attention.pa_metadata import compile_pa_metadata_v1\n"
            f"launch = compile_pa_metadata_v1(num_cu=8, num_heads_k=1, gqa={qgs}, kv_granularity=16, "
            f'query_length={qlen})["launch"]',
            "launch(qo, cl, wi, wf, ri, rf, rp, 3, None)",
            {"qo": ("i32", (4,), "zeros"), "cl": ("i32", (3,), "zeros"), "wi": ("i32", (9,), "zeros"),
             "wf": ("i32", (10, 8), "zeros"), "ri": ("i32", (4,), "zeros"), "rf": ("i32", (3, 2), "zeros"),
             "rp": ("i32", (10,), "zeros")}))
    # PS-mode paged decode over a work list (FlyDSL builds it with pa_metadata_v1, which its own wheel
    # cannot compile: the list is written out here as that scheduler lays it out). Two sequences of
    # 700 and 1500 tokens (1024-token pages, 256-token partitions, group 16, one KV head): worker 0
    # writes sequence 0's output directly (partial index -1), workers 1 and 2 split sequence 1's six
    # partitions into two partial slots (partial output rows 1 and 2; row 0 is the query length's).
    # Work item: batch, partial index, qo start, qo end, kv start, kv end (cumulative partitions),
    # unused, q heads (end << 16 | start).
    for qdt in ("bf16", "f16"):
        B, qgs, d, nblk = 2, 16, 128, 4
        work = [0, -1, 0, 1, 0, 3, 0, qgs << 16, 1, 0, 1, 2, 3, 6, 0, qgs << 16, 1, 1, 1, 2, 6, 9, 0, qgs << 16]
        strides = [qgs * d, d, d * 1024, d * 1024, d * 1024, d * 1024,  # q; K, V block and head (bytes)
                   qgs * d, d, qgs * d, qgs, 0, 0, qgs * d, qgs]  # out; partials; scales (per tensor); per query
        JOBS.append(Job(
            f"pa_decode_metadata/{qdt}", "kernels/attention/pa_metadata.py",
            "from kernels.attention.pa_metadata import compile_pa_decode_metadata\n"
            f'launch = compile_pa_decode_metadata(query_input_dtype="{qdt}", output_dtype_str="{qdt}")["launch"]',
            "launch(*([0] * 28), 8, None)",  # 14 raw pointers, 14 strides, the CU count
            {"out": (qdt, (B, qgs, d), "zeros"), "po": ("f32", (3, qgs, d), "zeros"), "pl": ("f32", (3, qgs), "zeros"),
             "q": (qdt, (B, qgs, d), "uniform"), "kb": ("u8", (nblk, 1, d // 16, 1024, 16), "fp8"),
             "vb": ("u8", (nblk, 1, d, 1024), "fp8"), "cl": ("i32", (B,), "vals:700,1500"),
             "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos"), "wi": ("i32", (4,), "vals:0,1,2,3"),
             "wf": ("i32", (3, 8), "vals:" + ",".join(map(str, work))), "pages": ("i32", (3,), "vals:2,0,3"),
             "kvi": ("i32", (B + 1,), "vals:0,1,3"), "pti": ("i32", (B + 1,), "vals:0,3,9")},
            run={"pa_decode_metadata_kernel_0": (
                (3, 1, 1), ["out", "po", "pl", "q", "kb", "vb", "cl", "ks", "vs", "wi", "wf", "pages", "kvi", "pti"]
                + [("i32", v) for v in strides], ["out", "po", "pl"],
                {"out": REL[qdt], "po": REL["f32"], "pl": REL["f32"]})},
            commit=qdt == "bf16"))
    # MLA decode (fp8 Q and KV, 128 heads, QK 576 / V 512, one-token pages) over a work list (FlyDSL's
    # test builds it with aiter's get_mla_metadata_v1; written out here): every item writes a partial
    # slot (output rows slot * 128, its LSE), as the kernel does for AITER's fast-mode lists. Item:
    # batch, partial slot, qo start, qo end, kv start, kv end (rows of the page table), unused, unused.
    # One item per worker. One sequence of 192 tokens split 64 + 128 (whole KV tiles: BLOCK_N is 32 on
    # gfx942, 64 on gfx950); two sequences of 40 and 190 tokens, the second split 140 + 50 (ragged:
    # the kernel masks the last tile's scores, where FlyDSL's code object is wrong, docs/flydsl.md).
    # Attention-sized fp8 values (|x| <= 2): saturated scores would hide the softmax.
    for seqs, items, wi in ((1, [(0, 0, 0, 0, 64), (0, 1, 0, 64, 192)], "0,1,2,2"),
                            (2, [(0, 0, 0, 0, 40), (1, 1, 1, 40, 180), (1, 2, 1, 180, 230)], "0,1,2,3")):
        pages = items[-1][4]
        work = ",".join(f"{b},{slot},{qs},{qs + 1},{k0},{k1},0,0" for b, slot, qs, k0, k1 in items)
        JOBS.append(Job(
            f"mla_decode/fp8_m16x8_s{seqs}", "kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py",
            "from kernels.attention.mla_fwd_decode_m16x8_fp8_fp8 import launch_mla_fwd_decode_m16x8_fp8_fp8 as launch\n"
            "fp8 = torch.float8_e4m3fn if arch == 'gfx950' else torch.float8_e4m3fnuz\n"
            f"q = torch.zeros(({seqs} * 128, 576), dtype=fp8)\nkv = torch.zeros((64, 576), dtype=fp8)",
            "launch(q, kv, idx, wi, wf, fo, so, sl, 0.0416, 8, 160 * 1024, None)",
            {"idx": ("i32", (64,), "zeros"), "wi": ("i32", (9,), "zeros"), "wf": ("i32", (80,), "zeros"),
             "fo": ("bf16", (seqs * 128, 512), "zeros"), "so": ("f32", (4 * 128, 512), "zeros"),
             "sl": ("f32", (4 * 128,), "zeros"),
             # the emulator's inputs: fp8 bytes of Q and the KV pages, the page table, the work list
             "qb": ("u8", (seqs * 128, 576), "fp8:0x40"), "kvb": ("u8", (256, 576), "fp8:0x40"),
             "pt": ("i32", (pages,), "perm:256"), "wir": ("i32", (4,), "vals:" + wi),
             "wfr": ("i32", (len(items) * 8,), "vals:" + work)},
            run={"kn_mla_fwd_decode_m16x8_fp8_fp8_0": (
                (3, 1, 1), ["qb", "kvb", "pt", "wir", "wfr", "fo", "so", "sl", ("f32", 0.0416)], ["so", "sl"],
                {"so": REL["f32"], "sl": REL["f32"]})},
            reference=("mla_decode", {}), commit=seqs == 1))

    # Two work items on one worker (the persistent loop's second pass), as aiter's scheduler lays
    # out a batch larger than the CUs: the kernel as FlyDSL ships it has no barrier between work
    # items, so a wave that starts the next item loads its first KV tile into KV buffer 0 while
    # other waves still stage the last item's output there (gfx942: p_lds_o is KV buffer 0);
    # run under --check-races. And the same with a barrier at the top of each item (adapted),
    # which is what makes the second item right.
    work = "0,0,0,1,0,64,0,0,0,1,0,1,64,192,0,0"
    for tag, adapt in (("", ()), ("_item_barrier", (
            ("# Load MlaWorkInfo", "_barrier(vmcnt=0, lgkmcnt=0)  # Load MlaWorkInfo"),))):
        JOBS.append(Job(
            f"mla_decode/fp8_m16x8_s1_one_worker{tag}", "kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py",
            "from kernels.attention.mla_fwd_decode_m16x8_fp8_fp8 import launch_mla_fwd_decode_m16x8_fp8_fp8 as launch\n"
            "fp8 = torch.float8_e4m3fn if arch == 'gfx950' else torch.float8_e4m3fnuz\n"
            "q = torch.zeros((128, 576), dtype=fp8)\nkv = torch.zeros((64, 576), dtype=fp8)",
            "launch(q, kv, idx, wi, wf, fo, so, sl, 0.0416, 8, 160 * 1024, None)",
            {"idx": ("i32", (64,), "zeros"), "wi": ("i32", (9,), "zeros"), "wf": ("i32", (80,), "zeros"),
             "fo": ("bf16", (128, 512), "zeros"), "so": ("f32", (4 * 128, 512), "zeros"),
             "sl": ("f32", (4 * 128,), "zeros"),
             "qb": ("u8", (128, 576), "fp8:0x40"), "kvb": ("u8", (256, 576), "fp8:0x40"),
             "pt": ("i32", (192,), "perm:256"), "wir": ("i32", (4,), "vals:0,2,2,2"), "wfr": ("i32", (16,), "vals:" + work)},
            run={"kn_mla_fwd_decode_m16x8_fp8_fp8_0": (
                (3, 1, 1), ["qb", "kvb", "pt", "wir", "wfr", "fo", "so", "sl", ("f32", 0.0416)], ["so", "sl"],
                {"so": REL["f32"], "sl": REL["f32"]})},
            adapt=adapt, reference=("mla_decode", {}), check_races=True))

    # The sliding-window decode partitioned (max_context_partition_num 3, a 300-token window over up
    # to three 256-token tiles: each partition writes its exp sum, max logit and bf16 partial
    # output, an empty one zeros / -inf), and the reduce that combines them (pa_decode_fp8.py's
    # second launch; random partials, one work-group per (sequence, kv head, query head), D threads).
    B, hkv, d, nblk, mbs, qgs, P = 2, 1, 128, 4, 2, 8, 3
    strides = [qgs * hkv * d, d, hkv * d * 1024, d * 1024, hkv * d * 1024, d * 1024,
               hkv * P * qgs, P * qgs, qgs, hkv * P * qgs * d, P * qgs * d, qgs * d, d,
               hkv * qgs * d, hkv * qgs * d, qgs * d, d, mbs, 0, 0]
    JOBS.append(Job(
        "pa_decode_swa/bf16_w300_g8_p3", "kernels/attention/pa_decode_swa.py",
        "from kernels.attention.pa_decode_swa import compile_pa_decode_sw\n"
        'launch = compile_pa_decode_sw(sliding_window=300, max_context_partition_num=3, '
        'query_group_size=8, query_input_dtype="bf16")["launch"]',
        "launch(*([0] * 11), *([0] * 20), 2, 1, 3, None)",
        {"es": ("f32", (B, hkv, P, qgs), "zeros"), "ml": ("f32", (B, hkv, P, qgs), "zeros"),
         "to": ("bf16", (B, hkv, P, qgs, d), "zeros"), "out": ("bf16", (B, 1, hkv, qgs, d), "zeros"),
         "q": ("bf16", (B, qgs * hkv, d), "uniform"),
         "kb": ("u8", (nblk, hkv, d // 16, 1024, 16), "fp8"), "vb": ("u8", (nblk, hkv, d, 1024), "fp8"),
         "bt": ("i32", (B, mbs), f"perm:{nblk}"), "cl": ("i32", (B,), "vals:700,1900"),
         "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")},
        run={"pa_decode_sw_kernel_0": ((B, hkv, P), ["es", "ml", "to", "out", "q", "kb", "vb", "bt", "cl", "ks", "vs"]
                                       + [("i32", v) for v in strides], ["es", "ml", "to"],
                                       {"es": REL["f32"], "ml": REL["f32"], "to": REL["bf16"]})},
        check_races=True))
    JOBS.append(Job(
        "pa_decode_sw_reduce/bf16_p3_g8", "kernels/attention/pa_decode_swa.py",
        "from kernels.attention.pa_decode_swa import compile_pa_decode_sw_reduce\n"
        'launch = compile_pa_decode_sw_reduce(max_context_partition_num=3, query_seq_len=1, query_group_size=8, '
        'head_size=128, output_dtype_str="bf16")["launch"]',
        "launch(*([0] * 4), *([0] * 11), 2, 1, None)",
        {"out": ("bf16", (B, 1, hkv, qgs, d), "zeros"), "es": ("f32", (B, hkv, P, qgs), "pos"),
         "ml": ("f32", (B, hkv, P, qgs), "uniform"), "to": ("bf16", (B, hkv, P, qgs, d), "uniform")},
        run={"pa_decode_sw_reduce_kernel_0": ((B, hkv, qgs), ["out", "es", "ml", "to"] + [("i32", v) for v in (
            hkv * qgs * d, hkv * qgs * d, qgs * d, d, hkv * P * qgs, P * qgs, qgs, hkv * P * qgs * d, P * qgs * d,
            qgs * d, d)], ["out"], {"out": REL["bf16"]})},
        commit=True))
    # The PS-mode reduce (pa_metadata_reduce, aiter's pa_reduce_v1 replacement): three groups, the
    # first with no partials (a direct output: skipped), then two and three partial rows.
    JOBS.append(Job(
        "pa_metadata_reduce/bf16_h16", "kernels/attention/pa_metadata.py",
        "from kernels.attention.pa_metadata import compile_pa_metadata_reduce\n"
        'launch = compile_pa_metadata_reduce(query_length=1, num_query_heads=16, head_dim=128, '
        'output_dtype_str="bf16")["launch"]',
        "launch(out, po, pl, ri, rf, rp, 2048, 128, 2048, 16, 3, None)",
        {"out": ("bf16", (3, 16, 128), "zeros"), "po": ("f32", (5, 16, 128), "uniform"), "pl": ("f32", (5, 16), "uniform"),
         "ri": ("i32", (4,), "vals:0,0,2,5"), "rf": ("i32", (3, 2), "vals:0,0,1,0,2,0"),
         "rp": ("i32", (5,), "vals:0,1,2,3,4")},
        run={"pa_metadata_reduce_kernel_0": ((3, 16, 1), ["out", "po", "pl", "ri", "rf", "rp", ("i32", 2048), ("i32", 128),
                                                           ("i32", 2048), ("i32", 16)], ["out"], {"out": REL["bf16"]})},
        commit=True))
    # gfx950 sliding-window GQA attention (swa_gfx950: 32 query heads on 16 KV heads, D 128, 256 query
    # rows per work-group (8 waves of 32), 64-row KV tiles), as FlyDSL's test launches it: flat
    # tensors (`q.reshape(-1)`; the kernel computes element offsets from the strides it is given and
    # views each tensor as `logical_divide(t, 1:1)`), seq_len_q == seq_len_kv, grid (H, ceil(N / 256), B).
    # K/V hold more rows than seq_len_kv: the kernel's LDS DMA reads whole 64-row KV tiles and a
    # band of at least four of them. Band (LEFT, RIGHT); compared with a band-masked fp32 softmax too.
    # N a multiple of 256: the kernel has no row guard (a partial last work-group's waves read Q
    # past its end, in FlyDSL's code as in Fly's).
    for N, win in ((256, (64, 0)), (512, (40, 24))):
        B, H, HKV, D = 1, 32, 16, 128
        NK = (N + 63) // 64 * 64 + 256
        JOBS.append(Job(
            f"swa_gfx950/bf16_n{N}_w{win[0]}_{win[1]}", "kernels/attention/swa_gfx950.py",
            "from kernels.attention.swa_gfx950 import build_gqa_attn\n"
            f"launch = build_gqa_attn(ATTN_B={B}, ATTN_H={H}, ATTN_H_KV={HKV}, ATTN_D={D}, sliding_window={win})",
            f"launch(q, k, v, o, {H * D}, {HKV * D}, {HKV * D}, {H * D}, {N}, {N})",
            {"q": ("bf16", (B * N * H * D,), "uniform"), "k": ("bf16", (B * NK * HKV * D,), "uniform"),
             "v": ("bf16", (B * NK * HKV * D,), "uniform"), "o": ("bf16", (B * N * H * D,), "zeros")},
            archs=("gfx950",),
            run={"attend_ker_0": ((H, (N // 32 + 7) // 8, B), ["q", "k", "v", "o", ("i32", H * D), ("i32", HKV * D),
                                                               ("i32", HKV * D), ("i32", H * D), ("i32", N), ("i32", N)],
                                  ["o"], {"o": REL["bf16"]})},
            reference=("swa_band", dict(B=B, N=N, H=H, HKV=HKV, D=D, left=win[0], right=win[1])),
            commit=N == 256))


attention_jobs()

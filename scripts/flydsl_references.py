"""Independent CPU references for FlyDSL library jobs (scripts/flydsl_library.py, issue 24).

When Fly's code object and FlyDSL's disagree on fly-emu, the harness asks which one is right: a
job that names a reference here gets its outputs computed in numpy (float64) from the same input
bytes, and each side's outputs are compared with them. Each reference takes the job's inputs
(name -> numpy array of the tensor's dtype, flat), the arch and the job's parameters, and returns
output name -> (expected float64 array, (rtol, atol)). The tolerance covers what the kernel rounds
on purpose (bf16 or fp8 probabilities, bf16 outputs) and nothing like the errors it is there to
catch.
"""

import numpy as np


def decode(dtype, data):
    """The bytes of a tensor as a flat numpy array (16-bit floats widened to float32)."""
    if dtype == "bf16":
        return (np.frombuffer(data, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)
    if dtype == "f16":
        return np.frombuffer(data, dtype=np.float16).astype(np.float32)
    return np.frombuffer(data, dtype={"f32": np.float32, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
                                      "i8": np.int8, "f64": np.float64}[dtype])


def e4m3(bytes_u8, fnuz):
    """fp8 E4M3 bytes as float64: OCP E4M3FN (bias 7), or FNUZ (bias 8: half the FN value of the
    same byte; 0x80 is NaN). The generators make finite values only."""
    b = bytes_u8.astype(np.int64)
    sign = np.where(b & 0x80, -1.0, 1.0)
    exp = (b >> 3) & 0xF
    man = (b & 7).astype(np.float64)
    bias = 8 if fnuz else 7
    val = np.where(exp == 0, man / 8.0 * 2.0 ** (1 - bias), (1.0 + man / 8.0) * 2.0 ** (exp - bias))
    return sign * val


def swa_band(inputs, arch, B, N, H, HKV, D, left, right):
    """swa_gfx950: GQA attention over a band, query row i attends keys j in [i-left, i+right] and
    [0, N) (FlyDSL's test's fp32 reference), softmax scale 1/sqrt(D). K/V hold more rows than N."""
    q = inputs["q"].astype(np.float64).reshape(B, N, H, D)
    kv_rows = inputs["k"].size // (B * HKV * D)
    k = inputs["k"].astype(np.float64).reshape(B, kv_rows, HKV, D)[:, :N]
    v = inputs["v"].astype(np.float64).reshape(B, kv_rows, HKV, D)[:, :N]
    g = H // HKV
    i = np.arange(N)[:, None]
    j = np.arange(N)[None, :]
    keep = (j >= i - left) & (j <= i + right)
    out = np.zeros((B, N, H, D))
    for b in range(B):
        for h in range(H):
            s = q[b, :, h] @ k[b, :, h // g].T / np.sqrt(D)
            s = np.where(keep, s, -np.inf)
            p = np.exp(s - s.max(axis=1, keepdims=True))
            out[b, :, h] = (p / p.sum(axis=1, keepdims=True)) @ v[b, :, h // g]
    # The kernel rounds Q * scale and P to bf16 for its MFMAs and O to bf16.
    return {"o": (out.reshape(-1), (0.02, 0.01))}


def mla_decode(inputs, arch, heads=128, qk_dim=576, v_dim=512, scale=0.0416):
    """MLA decode over a work list (kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py): item
    (batch, partial slot, qo start, qo end, kv start, kv end, -, -) attends query row `qo start`
    (its `heads` heads) to the KV rows kv_page_indices[kv start:kv end] (one-token pages; V is the
    first v_dim columns), writes the normalized output to split_output rows slot * heads + h and
    LSE = ln(sum exp(s - max)) + max of the scaled scores to split_lse. fp8 bytes are E4M3FNUZ
    on gfx942, E4M3FN on gfx950 (what the MFMA reads)."""
    fnuz = arch == "gfx942"
    q = e4m3(inputs["qb"], fnuz).reshape(-1, qk_dim)
    kv = e4m3(inputs["kvb"], fnuz).reshape(-1, qk_dim)
    pt = inputs["pt"]
    work = inputs["wfr"].reshape(-1, 8)
    so = inputs["so"].astype(np.float64).reshape(-1, v_dim).copy()  # rows no item writes keep their contents
    sl = inputs["sl"].astype(np.float64).copy()
    for _, slot, qs, _, k0, k1, _, _ in work:
        rows = kv[pt[k0:k1]]
        for h in range(heads):
            s = rows @ q[qs * heads + h] * scale
            m = s.max()
            e = np.exp(s - m)
            so[slot * heads + h] = e @ rows[:, :v_dim] / e.sum()
            sl[slot * heads + h] = np.log(e.sum()) + m
    # P is rounded to fp8 (E4M3, 3 mantissa bits) for the P*V MFMA: outputs within a few percent.
    return {"so": (so.reshape(-1), (0.05, 0.02)), "sl": (sl, (1e-5, 1e-5))}


def conv3d_fp8(inputs, arch, n, c, d, h, w, k, ks, st, pad, bias):
    """conv3d_implicit_fp8: x NDHWC and the weight (rows of KTRSC, CRS_pad columns) as OCP E4M3FN
    bytes, y NCDHW bf16 = sum over taps and channels of x * w (+ bias[k]), zero padding."""
    kt, kh, kw = ks
    crs = c * kt * kh * kw
    crs_pad = max(256, (crs + 127) // 128 * 128)
    x = e4m3(inputs["x"].view(np.uint8), False).reshape(n, d, h, w, c)
    wt = e4m3(inputs["wt"].view(np.uint8), False).reshape(-1, crs_pad)[:k, :crs].reshape(k, kt, kh, kw, c)
    do, ho, wo = ((e + 2 * p - t) // s + 1 for e, p, t, s in zip((d, h, w), pad, ks, st))
    xp = np.pad(x, ((0, 0), (pad[0], pad[0]), (pad[1], pad[1]), (pad[2], pad[2]), (0, 0)))
    y = np.zeros((n, do, ho, wo, k))
    for a in range(kt):
        for b in range(kh):
            for e in range(kw):
                win = xp[:, a:a + st[0] * do:st[0], b:b + st[1] * ho:st[1], e:e + st[2] * wo:st[2], :]
                y += win @ wt[:, a, b, e, :].T
    if bias:
        y += inputs["bias"].astype(np.float64)
    # f32 accumulation of up to a few hundred products of magnitude <= 240^2, rounded to bf16.
    return {"y": (y.transpose(0, 4, 1, 2, 3).reshape(-1), (0.008, 4.0))}


REFERENCES = {"swa_band": swa_band, "mla_decode": mla_decode, "conv3d_fp8": conv3d_fp8}


def judge(job_ref, entry, keep, arch):
    """Both sides' outputs against the reference: {"fly": how, "flydsl": how, "verdict": text}."""
    name, params = job_ref
    inputs = {k: decode(dt, data) for k, (dt, data) in keep["inputs"].items()}
    expected = REFERENCES[name](inputs, arch, **params)
    res, ok, worst = {}, {}, {}
    for side in ("fly", "flydsl"):
        parts, good = [], True
        for out, (want, (rtol, atol)) in expected.items():
            dtype = keep["inputs"][out][0]
            got = decode(dtype, keep["outputs"][side][out]).astype(np.float64)
            diff = np.abs(got - want)
            bad = ~(diff <= atol + rtol * np.abs(want))
            good &= not bad.any()
            worst.setdefault(out, []).append(f"{np.nanmax(diff):.2g}")
            parts.append(f"{out}: {int(bad.sum())} of {want.size} beyond rtol {rtol} atol {atol} "
                         f"(largest difference {np.nanmax(diff):.3g})")
        res[side], ok[side] = "; ".join(parts), good
    if ok["fly"] and not ok["flydsl"]:
        verdict = f"Fly right, FlyDSL wrong vs {name} reference: FlyDSL's {res['flydsl']}; Fly's {res['fly']}"
    elif ok["flydsl"] and not ok["fly"]:
        verdict = f"FlyDSL right, Fly wrong vs {name} reference: Fly's {res['fly']}; FlyDSL's {res['flydsl']}"
    elif ok["fly"]:
        verdict = f"both match the {name} reference (largest difference Fly / FlyDSL: " + "; ".join(
            f"{out} {' / '.join(w)}" for out, w in worst.items()) + ")"
    else:
        verdict = f"neither matches the {name} reference: Fly's {res['fly']}; FlyDSL's {res['flydsl']}"
    return {"fly": res["fly"], "flydsl": res["flydsl"], "fly_right": ok["fly"], "flydsl_right": ok["flydsl"],
            "verdict": verdict}

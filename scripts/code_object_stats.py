"""What the code-object reports read from a disassembly (`llvm-objdump-22 -d`): the main loop's
size and matrix-instruction count. Shared by scripts/kernel_report.py and bench/model's GEMM
scripts; importing it runs nothing."""
import re


def main_loop_share(dis):
    """(instructions, MFMA/WMMA instructions) of the backward-branch loop with the most matrix
    instructions (the main loop), or None when no loop has one."""
    insts = []  # (address, mnemonic, branch target or None)
    base = 0
    for l in dis.splitlines():
        m = re.match(r"^([0-9a-f]+) <(.+)>:", l)
        if m:
            base = int(m.group(1), 16)
            continue
        m = re.match(r"^\s+([a-z_0-9]+).*// ([0-9A-F]+):[^<]*(?:<[^+>]+\+0x([0-9a-f]+)>)?", l)
        if m:
            branch = m.group(1).startswith("s_cbranch") or m.group(1) == "s_branch"
            target = base + int(m.group(3), 16) if branch and m.group(3) else None
            insts.append((int(m.group(2), 16), m.group(1), target))
    best = None
    for addr, op, target in insts:
        if target is None or target > addr:
            continue
        body = [o for a, o, _ in insts if target <= a <= addr]
        mma = sum(1 for o in body if o.startswith("v_mfma") or o.startswith("v_wmma") or o.startswith("v_smfmac"))
        if mma and (best is None or mma > best[1]):
            best = (len(body), mma)
    return best

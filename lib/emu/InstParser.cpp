// Turns the printed form of an instruction (LLVM's AMDGPU instruction printer output) into an
// Inst. The printed form is the documented assembler syntax, so it is stable across encodings:
// e32/e64/DPP/SDWA variants print their operands in the same order.
#include "Float16.h"
#include "Program.h"
#include "ValuLane.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

namespace fly::emu {

namespace {

bool startsWith(const std::string &s, const char *p) { return s.rfind(p, 0) == 0; }
bool endsWith(const std::string &s, const char *p) {
  size_t n = std::strlen(p);
  return s.size() >= n && s.compare(s.size() - n, n, p) == 0;
}

bool parseInt(const std::string &t, int64_t &out) {
  if (t.empty()) return false;
  const char *p = t.c_str();
  char *end = nullptr;
  bool neg = *p == '-';
  if (neg) ++p;
  if (!std::isdigit((unsigned char)*p)) return false;
  unsigned long long v = std::strtoull(p, &end, 0);
  if (*end) return false;
  out = neg ? -int64_t(v) : int64_t(v);
  return true;
}

// Splits at ',' and ' ' outside brackets/parentheses/bars.
std::vector<std::string> tokenize(const std::string &s) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char c : s) {
    if (c == '[' || c == '(') ++depth;
    if (c == ']' || c == ')') --depth;
    if ((c == ',' || c == ' ' || c == '\t') && depth == 0) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool parseRegRange(const std::string &t, size_t prefix, uint16_t &index, uint8_t &count) {
  // "v5" or "v[4:7]"
  std::string rest = t.substr(prefix);
  if (rest.empty()) return false;
  if (rest[0] == '[') {
    size_t colon = rest.find(':'), close = rest.find(']');
    if (colon == std::string::npos || close != rest.size() - 1) return false;
    int64_t lo, hi;
    if (!parseInt(rest.substr(1, colon - 1), lo) || !parseInt(rest.substr(colon + 1, close - colon - 1), hi))
      return false;
    if (hi < lo || hi - lo >= 32 || lo < 0 || hi > 1023) return false;
    index = uint16_t(lo);
    count = uint8_t(hi - lo + 1);
    return true;
  }
  for (char c : rest)
    if (!std::isdigit((unsigned char)c)) return false;
  int64_t v;
  if (!parseInt(rest, v) || v > 1023) return false;
  index = uint16_t(v);
  count = 1;
  return true;
}

void setFloatConst(Operand &o, double d) {
  o.kind = OpdKind::Imm;
  o.isFloatConst = true;
  if (std::fabs(d - 0.15915494309189535) < 1e-7) { // 1/(2*pi): its own inline constant
    o.imm16 = 0x3118;
    o.imm32 = 0x3e22f983;
    o.imm64 = 0x3fc45f306dc9c882ull;
    return;
  }
  o.imm16 = floatToHalf(float(d));
  o.imm32 = f32Bits(float(d));
  o.imm64 = f64Bits(d);
}

bool parseOperand(std::string t, Operand &o) {
  o = Operand();
  // Modifiers wrapping the operand.
  for (;;) {
    if (t.size() > 1 && t[0] == '-' && !std::isdigit((unsigned char)t[1])) {
      o.neg = !o.neg;
      t = t.substr(1);
    } else if (t.size() > 2 && t.front() == '|' && t.back() == '|') {
      o.abs = true;
      t = t.substr(1, t.size() - 2);
    } else if (startsWith(t, "neg(") && t.back() == ')') {
      o.neg = !o.neg;
      t = t.substr(4, t.size() - 5);
    } else if (startsWith(t, "abs(") && t.back() == ')') {
      o.abs = true;
      t = t.substr(4, t.size() - 5);
    } else if (startsWith(t, "sext(") && t.back() == ')') {
      o.sext = true;
      t = t.substr(5, t.size() - 6);
    } else if (startsWith(t, "lit(") && t.back() == ')') {
      t = t.substr(4, t.size() - 5);
    } else if (startsWith(t, "lit64(") && t.back() == ')') {
      t = t.substr(6, t.size() - 7);
    } else {
      break;
    }
  }
  if (t.empty()) return false;
  static const std::unordered_map<std::string, std::pair<uint16_t, uint8_t>> named = {
      {"vcc", {kVcc, 2}},          {"vcc_lo", {kVcc, 1}},           {"vcc_hi", {kVcc + 1, 1}},
      {"exec", {kExec, 2}},        {"exec_lo", {kExec, 1}},         {"exec_hi", {kExec + 1, 1}},
      {"m0", {kM0, 1}},            {"null", {kNull, 1}},            {"flat_scratch", {kFlatScratch, 2}},
      {"flat_scratch_lo", {kFlatScratch, 1}}, {"flat_scratch_hi", {kFlatScratch + 1, 1}},
      {"xnack_mask", {kXnackMask, 2}}, {"xnack_mask_lo", {kXnackMask, 1}}, {"xnack_mask_hi", {kXnackMask + 1, 1}},
  };
  static const std::unordered_map<std::string, Special> specials = {
      {"src_shared_base", Special::SharedBase},   {"src_shared_limit", Special::SharedLimit},
      {"src_private_base", Special::PrivateBase}, {"src_private_limit", Special::PrivateLimit},
      {"shared_base", Special::SharedBase},       {"shared_limit", Special::SharedLimit},
      {"private_base", Special::PrivateBase},     {"private_limit", Special::PrivateLimit},
      {"src_vccz", Special::Vccz},                {"vccz", Special::Vccz},
      {"src_execz", Special::Execz},              {"execz", Special::Execz},
      {"src_flat_scratch_base_lo", Special::PrivateBase},
  };
  if (auto it = named.find(t); it != named.end()) {
    o.kind = OpdKind::Sgpr;
    o.index = it->second.first;
    o.count = it->second.second;
    return true;
  }
  if (t == "scc" || t == "src_scc") {
    o.kind = OpdKind::Scc;
    return true;
  }
  if (t == "off") {
    o.kind = OpdKind::Off;
    return true;
  }
  if (auto it = specials.find(t); it != specials.end()) {
    o.kind = OpdKind::Special;
    o.index = uint16_t(it->second);
    o.count = (it->second == Special::SharedBase || it->second == Special::PrivateBase ||
               it->second == Special::SharedLimit || it->second == Special::PrivateLimit) ? 2 : 1;
    return true;
  }
  if (startsWith(t, "ttmp")) {
    if (!parseRegRange(t, 4, o.index, o.count) || o.index + o.count > 16) return false;
    o.kind = OpdKind::Sgpr;
    o.index += kTtmp0;
    return true;
  }
  char c = t[0];
  // Real-true16 (gfx11+): a 16-bit half of a VGPR, `v3.l` or `v3.h`.
  if (c == 'v' && t.size() > 3 && t[t.size() - 2] == '.' && (t.back() == 'l' || t.back() == 'h')) {
    o.half = t.back() == 'l' ? 1 : 2;
    t.resize(t.size() - 2);
  }
  if ((c == 'v' || c == 's' || c == 'a') && t.size() > 1 && (std::isdigit((unsigned char)t[1]) || t[1] == '[')) {
    if (!parseRegRange(t, 1, o.index, o.count)) return false;
    o.kind = c == 'v' ? OpdKind::Vgpr : c == 'a' ? OpdKind::Agpr : OpdKind::Sgpr;
    if (o.kind == OpdKind::Sgpr && o.index + o.count > kScalarFileSize) return false;
    // The register files a wave gets (Wave.h): kVectorFileSize VGPRs, 256 AGPRs.
    if (o.kind == OpdKind::Vgpr && o.index + o.count > kVectorFileSize) return false;
    if (o.kind == OpdKind::Agpr && o.index + o.count > 256) return false;
    return true;
  }
  int64_t iv;
  if (parseInt(t, iv)) {
    o.kind = OpdKind::Imm;
    o.isLiteral = t.find("0x") != std::string::npos && !(iv >= -16 && iv <= 64);
    o.imm16 = uint16_t(iv);
    o.imm32 = uint32_t(iv);
    o.imm64 = uint64_t(iv);
    return true;
  }
  // Floating-point inline constant (0.5, -4.0, 0.15915494, ...).
  if (std::isdigit((unsigned char)t[0]) || (t[0] == '-' && t.size() > 1)) {
    char *end = nullptr;
    double d = std::strtod(t.c_str(), &end);
    if (*end == 0) {
      setFloatConst(o, d);
      return true;
    }
  }
  return false;
}

Sel parseSel(const std::string &v, bool &ok) {
  static const std::unordered_map<std::string, Sel> m = {
      {"BYTE_0", Sel::Byte0}, {"BYTE_1", Sel::Byte1}, {"BYTE_2", Sel::Byte2}, {"BYTE_3", Sel::Byte3},
      {"WORD_0", Sel::Word0}, {"WORD_1", Sel::Word1}, {"DWORD", Sel::Dword}};
  auto it = m.find(v);
  ok = it != m.end();
  return ok ? it->second : Sel::Dword;
}

// "[1,0,1]" -> bit mask (bit i = element i).
bool parseBitList(const std::string &v, uint8_t &bits, std::vector<int> *values = nullptr) {
  if (v.size() < 2 || v.front() != '[' || v.back() != ']') return false;
  bits = 0;
  std::string cur;
  int i = 0;
  for (size_t k = 1; k < v.size(); ++k) {
    char c = v[k];
    if (c == ',' || c == ']') {
      int64_t x;
      if (!parseInt(cur, x)) return false;
      if (x) bits |= uint8_t(1u << i);
      if (values) values->push_back(int(x));
      ++i;
      cur.clear();
    } else {
      cur += c;
    }
  }
  return true;
}

// ds_swizzle_b32's "offset:swizzle(MODE,...)" to its 16-bit offset encoding.
bool parseSwizzle(const std::string &v, int64_t &out) {
  std::string body = v.substr(8, v.size() - 9);
  std::vector<std::string> parts;
  std::string cur;
  for (char c : body) {
    if (c == ',') { parts.push_back(cur); cur.clear(); }
    else if (c != ' ' && c != '"') cur += c;
  }
  parts.push_back(cur);
  auto num = [&](size_t i, int64_t &x) { return i < parts.size() && parseInt(parts[i], x); };
  int64_t a, b, c, d;
  if (parts[0] == "QUAD_PERM" && num(1, a) && num(2, b) && num(3, c) && num(4, d)) {
    out = 0x8000 | a | b << 2 | c << 4 | d << 6;
    return true;
  }
  if (parts[0] == "FFT" && num(1, a)) { // the guides' FFT mode: offset >= 0xe000
    out = 0xe000 | (a & 0x1f);
    return true;
  }
  if (parts[0] == "ROTATE" && num(1, a) && num(2, b)) { // rotate: offset >= 0xc000 (LLVM prints no mask)
    out = 0xc000 | (a & 1) << 10 | (b & 0x1f) << 5;
    return true;
  }
  int64_t andMask = 0x1f, orMask = 0, xorMask = 0;
  if (parts[0] == "BITMASK_PERM" && parts.size() == 2 && parts[1].size() == 5) {
    andMask = 0;
    for (int i = 0; i < 5; ++i) {
      int bit = 4 - i;
      char ch = parts[1][i];
      if (ch == '1') orMask |= 1 << bit;
      else if (ch == 'p') andMask |= 1 << bit;
      else if (ch == 'i') { andMask |= 1 << bit; xorMask |= 1 << bit; }
      else if (ch != '0') return false;
    }
  } else if (parts[0] == "BROADCAST" && num(1, a) && num(2, b)) {
    andMask = 0x1f & ~(a - 1);
    orMask = b;
  } else if (parts[0] == "SWAP" && num(1, a)) {
    xorMask = a;
  } else if (parts[0] == "REVERSE" && num(1, a)) {
    xorMask = a - 1;
  } else {
    return false;
  }
  out = andMask | orMask << 5 | xorMask << 10;
  return true;
}

bool parseModifier(const std::string &tok, Mods &m, std::string &error) {
  size_t colon = tok.find(':');
  std::string key = colon == std::string::npos ? tok : tok.substr(0, colon);
  std::string val = colon == std::string::npos ? "" : tok.substr(colon + 1);
  int64_t n = 0;
  bool numeric = parseInt(val, n);
  auto bad = [&] {
    error = "cannot parse modifier '" + tok + "'";
    return false;
  };
  if (startsWith(tok, "gpr_idx(") && tok.back() == ')') {
    std::string body = tok.substr(8, tok.size() - 9);
    for (auto [name, bit] : {std::pair{"SRC0", 1}, {"SRC1", 2}, {"SRC2", 4}, {"DST", 8}})
      if (body.find(name) != std::string::npos) m.gprIdxMode |= uint8_t(bit);
    return true;
  }
  if (startsWith(tok, "hwreg(") || startsWith(tok, "sendmsg(")) {
    m.raw += tok;
    return true;
  }
  if (colon == std::string::npos) {
    if (key == "glc") m.glc = true;
    else if (key == "slc") m.slc = true;
    else if (key == "nt") m.nt = true;
    else if (key == "sc0") m.sc0 = true;
    else if (key == "sc1") m.sc1 = true;
    else if (key == "dlc" || key == "nv" || key == "tfe" || key == "lwe") {
      if (key == "tfe" || key == "lwe") return bad();
    } else if (key == "offen") m.offen = true;
    else if (key == "scale_offset") m.scaleOffset = true;
    else if (key == "idxen") m.idxen = true;
    else if (key == "lds") m.lds = true;
    else if (key == "gds") m.gds = true;
    else if (key == "addr64") m.addr64 = true;
    else if (key == "clamp") m.clamp = true;
    else if (key == "row_mirror") { m.dpp = true; m.dppCtrl = 0x140; }
    else if (key == "row_half_mirror") { m.dpp = true; m.dppCtrl = 0x141; }
    else return bad();
    return true;
  }
  if (key == "offset" && startsWith(val, "swizzle(")) {
    if (!parseSwizzle(val, n)) return bad();
    m.offset = int32_t(n);
  } else if (key == "offset") { if (!numeric) return bad(); m.offset = int32_t(n); }
  else if (key == "offset0") { if (!numeric) return bad(); m.offset0 = uint16_t(n); }
  else if (key == "offset1") { if (!numeric) return bad(); m.offset1 = uint16_t(n); }
  else if (key == "mul") { if (n == 2) m.omod = 1; else if (n == 4) m.omod = 2; else return bad(); }
  else if (key == "div") { if (n == 2) m.omod = 3; else return bad(); }
  else if (key == "op_sel") { if (!parseBitList(val, m.opSel)) return bad(); }
  else if (key == "op_sel_hi") { if (!parseBitList(val, m.opSelHi)) return bad(); m.hasOpSelHi = true; }
  else if (key == "neg_lo") { if (!parseBitList(val, m.negLo)) return bad(); }
  else if (key == "neg_hi") { if (!parseBitList(val, m.negHi)) return bad(); }
  else if (key == "quad_perm") {
    std::vector<int> p;
    uint8_t dummy;
    if (!parseBitList(val, dummy, &p) || p.size() != 4) return bad();
    m.dpp = true;
    m.dppCtrl = uint16_t(p[0] | p[1] << 2 | p[2] << 4 | p[3] << 6);
  } else if (key == "row_shl" || key == "row_shr" || key == "row_ror" || key == "row_share" || key == "row_xmask") {
    if (!numeric || n < 0 || n > 15) return bad();
    m.dpp = true;
    uint16_t base = key == "row_shl" ? 0x100 : key == "row_shr" ? 0x110 : key == "row_ror" ? 0x120
                  : key == "row_share" ? 0x150 : 0x160;
    m.dppCtrl = uint16_t(base + n);
  } else if (key == "wave_shl") { m.dpp = true; m.dppCtrl = 0x130; }
  else if (key == "wave_rol") { m.dpp = true; m.dppCtrl = 0x134; }
  else if (key == "wave_shr") { m.dpp = true; m.dppCtrl = 0x138; }
  else if (key == "wave_ror") { m.dpp = true; m.dppCtrl = 0x13c; }
  else if (key == "row_bcast") {
    if (n == 15) m.dppCtrl = 0x142;
    else if (n == 31) m.dppCtrl = 0x143;
    else return bad();
    m.dpp = true;
  } else if (key == "row_newbcast") {
    if (!numeric || n < 0 || n > 15) return bad();
    m.dpp = true;
    m.dppCtrl = uint16_t(0x150 + n); // gfx90a+: same lane selection as gfx10's row_share
  } else if (key == "dpp8") {
    std::vector<int> p;
    uint8_t dummy;
    if (!parseBitList(val, dummy, &p) || p.size() != 8) return bad();
    m.dpp = m.dpp8 = true;
    m.dpp8Sel = 0;
    for (int i = 0; i < 8; ++i) m.dpp8Sel |= uint32_t(p[i] & 7) << (3 * i);
  } else if (key == "row_mask") { m.rowMask = uint8_t(n); }
  else if (key == "bank_mask") { m.bankMask = uint8_t(n); }
  else if (key == "bound_ctrl") { m.boundCtrl = true; }
  else if (key == "fi") { m.fetchInactive = n != 0; }
  else if (key == "byte_sel") { if (!numeric || n > 3) return bad(); m.byteSel = uint8_t(n); }
  else if (key == "scale_sel") { if (!numeric || n > 7) return bad(); m.scaleSel = uint8_t(n); }
  else if (key == "dst_sel" || key == "src0_sel" || key == "src1_sel") {
    bool ok;
    Sel s = parseSel(val, ok);
    if (!ok) return bad();
    m.sdwa = true;
    (key == "dst_sel" ? m.dstSel : key == "src0_sel" ? m.src0Sel : m.src1Sel) = s;
  } else if (key == "dst_unused") {
    m.sdwa = true;
    if (val == "UNUSED_PAD") m.dstUnused = Unused::Pad;
    else if (val == "UNUSED_SEXT") m.dstUnused = Unused::Sext;
    else if (val == "UNUSED_PRESERVE") m.dstUnused = Unused::Preserve;
    else return bad();
  } else if (key == "bitop3") { if (!numeric) return bad(); m.bitop3 = uint8_t(n); }
  else if (key == "cbsz") { m.cbsz = uint8_t(n); }
  else if (key == "abid") { m.abid = uint8_t(n); }
  else if (key == "blgp") { m.blgp = uint8_t(n); }
  else if (key == "neg") { if (!parseBitList(val, m.neg)) return bad(); }
  else if (key == "matrix_a_fmt" || key == "matrix_b_fmt") {
    static const char *const fmts[] = {"MATRIX_FMT_FP8", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6", "MATRIX_FMT_BF6",
                                       "MATRIX_FMT_FP4"};
    int f = -1;
    for (int i = 0; i < 5; ++i)
      if (val == fmts[i]) f = i;
    if (f < 0 && numeric) f = int(n);
    if (f < 0) return bad();
    (key == "matrix_a_fmt" ? m.aFormat : m.bFormat) = uint8_t(f);
  } else if (key == "matrix_a_scale" || key == "matrix_b_scale") {
    int r = val == "MATRIX_SCALE_ROW0" ? 0 : val == "MATRIX_SCALE_ROW1" ? 1 : numeric ? int(n) : -1;
    if (r < 0 || r > 1) return bad();
    (key == "matrix_a_scale" ? m.aScaleRow : m.bScaleRow) = uint8_t(r);
  } else if (key == "matrix_a_scale_fmt" || key == "matrix_b_scale_fmt") {
    static const char *const fmts[] = {"MATRIX_SCALE_FMT_E8", "MATRIX_SCALE_FMT_E5M3", "MATRIX_SCALE_FMT_E4M3"};
    int f = -1;
    for (int i = 0; i < 3; ++i)
      if (val == fmts[i]) f = i;
    if (f < 0 && numeric) f = int(n);
    if (f < 0 || f > 2) return bad();
    (key == "matrix_a_scale_fmt" ? m.aScaleFmt : m.bScaleFmt) = uint8_t(f);
  } else if (key == "index_key") {
    if (!numeric || n < 0 || n > 3) return bad();
    m.indexKey = uint8_t(n);
  } else if (key == "th" || key == "scope" || key == "format" ||
           key == "matrix_a_reuse" || key == "matrix_b_reuse" || key == "dmask" || key == "dim") {
    if (!m.raw.empty()) m.raw += ' ';
    m.raw += tok;
  } else {
    return bad();
  }
  return true;
}

// Source lane of each lane under a DPP control, -1 when invalid; and which lanes may be written.
void computeDpp(Inst &in) {
  const Mods &m = in.mods;
  auto table = std::make_shared<std::array<int8_t, 64>>();
  uint64_t writable = 0;
  for (int lane = 0; lane < 64; ++lane) {
    int row = lane & ~15, r = lane & 15, src = -1;
    uint16_t c = m.dppCtrl;
    if (m.dpp8) src = (lane & ~7) + int((m.dpp8Sel >> (3 * (lane & 7))) & 7);
    else if (c <= 0xff) src = (lane & ~3) + ((c >> (2 * (lane & 3))) & 3);
    else if (c >= 0x101 && c <= 0x10f) src = r + (c & 15) <= 15 ? lane + (c & 15) : -1;
    else if (c >= 0x111 && c <= 0x11f) src = r >= (c & 15) ? lane - (c & 15) : -1;
    else if (c >= 0x121 && c <= 0x12f) src = row + ((r - (c & 15)) & 15);
    else if (c == 0x130) src = lane + 1 <= 63 ? lane + 1 : -1;
    else if (c == 0x134) src = (lane + 1) & 63;
    else if (c == 0x138) src = lane - 1;
    else if (c == 0x13c) src = (lane - 1) & 63;
    else if (c == 0x140) src = row + 15 - r;
    else if (c == 0x141) src = (lane & ~7) + 7 - (lane & 7);
    else if (c == 0x142) src = row >= 16 ? row - 1 : -1;
    else if (c == 0x143) src = row >= 32 ? 31 : -1;
    else if (c >= 0x150 && c <= 0x15f) src = row + (c & 15);
    else if (c >= 0x160 && c <= 0x16f) src = row + (r ^ (c & 15));
    (*table)[lane] = int8_t(src);
    bool rowOn = (m.rowMask >> ((lane >> 4) & 3)) & 1, bankOn = (m.bankMask >> ((lane >> 2) & 3)) & 1;
    if (m.dpp8 || (rowOn && bankOn)) writable |= 1ull << lane;
  }
  in.dppSource = std::move(table);
  in.dppWriteMask = writable;
}

const char *const kAliases[][2] = {
    // gfx10+/gfx12 spellings -> the gfx9 spelling the handlers are registered under.
    {"s_load_b32", "s_load_dword"},       {"s_load_b64", "s_load_dwordx2"},
    {"s_load_b96", "s_load_dwordx3"},     {"s_load_b128", "s_load_dwordx4"},
    {"s_load_b256", "s_load_dwordx8"},    {"s_load_b512", "s_load_dwordx16"},
    {"s_buffer_load_b32", "s_buffer_load_dword"}, {"s_buffer_load_b64", "s_buffer_load_dwordx2"},
    {"s_buffer_load_b96", "s_buffer_load_dwordx3"}, {"s_buffer_load_b128", "s_buffer_load_dwordx4"},
    {"s_buffer_load_b256", "s_buffer_load_dwordx8"}, {"s_buffer_load_b512", "s_buffer_load_dwordx16"},
    {"global_load_b32", "global_load_dword"},     {"global_load_b64", "global_load_dwordx2"},
    {"global_load_b96", "global_load_dwordx3"},   {"global_load_b128", "global_load_dwordx4"},
    {"global_store_b32", "global_store_dword"},   {"global_store_b64", "global_store_dwordx2"},
    {"global_store_b96", "global_store_dwordx3"}, {"global_store_b128", "global_store_dwordx4"},
    {"global_load_u8", "global_load_ubyte"},      {"global_load_i8", "global_load_sbyte"},
    {"global_load_u16", "global_load_ushort"},    {"global_load_i16", "global_load_sshort"},
    {"global_store_b8", "global_store_byte"},     {"global_store_b16", "global_store_short"},
    {"flat_load_b32", "flat_load_dword"},         {"flat_load_b64", "flat_load_dwordx2"},
    {"flat_load_b96", "flat_load_dwordx3"},       {"flat_load_b128", "flat_load_dwordx4"},
    {"flat_store_b32", "flat_store_dword"},       {"flat_store_b64", "flat_store_dwordx2"},
    {"flat_store_b96", "flat_store_dwordx3"},     {"flat_store_b128", "flat_store_dwordx4"},
    {"flat_load_u8", "flat_load_ubyte"},          {"flat_load_i8", "flat_load_sbyte"},
    {"flat_load_u16", "flat_load_ushort"},        {"flat_load_i16", "flat_load_sshort"},
    {"flat_store_b8", "flat_store_byte"},         {"flat_store_b16", "flat_store_short"},
    {"scratch_load_b32", "scratch_load_dword"},   {"scratch_load_b64", "scratch_load_dwordx2"},
    {"scratch_load_b96", "scratch_load_dwordx3"}, {"scratch_load_b128", "scratch_load_dwordx4"},
    {"scratch_store_b32", "scratch_store_dword"}, {"scratch_store_b64", "scratch_store_dwordx2"},
    {"scratch_store_b96", "scratch_store_dwordx3"}, {"scratch_store_b128", "scratch_store_dwordx4"},
    {"scratch_load_u8", "scratch_load_ubyte"},    {"scratch_load_i8", "scratch_load_sbyte"},
    {"scratch_load_u16", "scratch_load_ushort"},  {"scratch_load_i16", "scratch_load_sshort"},
    {"scratch_store_b8", "scratch_store_byte"},   {"scratch_store_b16", "scratch_store_short"},
    {"buffer_load_b32", "buffer_load_dword"},     {"buffer_load_b64", "buffer_load_dwordx2"},
    {"buffer_load_b96", "buffer_load_dwordx3"},   {"buffer_load_b128", "buffer_load_dwordx4"},
    {"buffer_store_b32", "buffer_store_dword"},   {"buffer_store_b64", "buffer_store_dwordx2"},
    {"buffer_store_b96", "buffer_store_dwordx3"}, {"buffer_store_b128", "buffer_store_dwordx4"},
    {"buffer_load_u8", "buffer_load_ubyte"},      {"buffer_load_i8", "buffer_load_sbyte"},
    {"buffer_load_u16", "buffer_load_ushort"},    {"buffer_load_i16", "buffer_load_sshort"},
    {"buffer_store_b8", "buffer_store_byte"},     {"buffer_store_b16", "buffer_store_short"},
    {"ds_load_b32", "ds_read_b32"},   {"ds_load_b64", "ds_read_b64"},   {"ds_load_b96", "ds_read_b96"},
    {"ds_load_b128", "ds_read_b128"}, {"ds_store_b32", "ds_write_b32"}, {"ds_store_b64", "ds_write_b64"},
    {"ds_store_b96", "ds_write_b96"}, {"ds_store_b128", "ds_write_b128"},
    {"ds_load_2addr_b32", "ds_read2_b32"},   {"ds_load_2addr_b64", "ds_read2_b64"},
    {"ds_store_2addr_b32", "ds_write2_b32"}, {"ds_store_2addr_b64", "ds_write2_b64"},
    {"ds_load_2addr_stride64_b32", "ds_read2st64_b32"}, {"ds_load_2addr_stride64_b64", "ds_read2st64_b64"},
    {"ds_store_2addr_stride64_b32", "ds_write2st64_b32"}, {"ds_store_2addr_stride64_b64", "ds_write2st64_b64"},
    {"ds_load_u8", "ds_read_u8"},   {"ds_load_i8", "ds_read_i8"},   {"ds_load_u16", "ds_read_u16"},
    {"ds_load_i16", "ds_read_i16"}, {"ds_store_b8", "ds_write_b8"}, {"ds_store_b16", "ds_write_b16"},
    {"ds_load_u16_d16", "ds_read_u16_d16"}, {"ds_load_u16_d16_hi", "ds_read_u16_d16_hi"},
    {"ds_load_u8_d16", "ds_read_u8_d16"},   {"ds_load_u8_d16_hi", "ds_read_u8_d16_hi"},
    {"ds_load_i8_d16", "ds_read_i8_d16"},   {"ds_load_i8_d16_hi", "ds_read_i8_d16_hi"},
    {"ds_store_b16_d16_hi", "ds_write_b16_d16_hi"}, {"ds_store_b8_d16_hi", "ds_write_b8_d16_hi"},
    {"ds_add_rtn_u32", "ds_add_rtn_u32"},
    {"s_and_not1_b32", "s_andn2_b32"}, {"s_and_not1_b64", "s_andn2_b64"},
    {"s_or_not1_b32", "s_orn2_b32"},   {"s_or_not1_b64", "s_orn2_b64"},
    {"s_and_not1_saveexec_b32", "s_andn2_saveexec_b32"}, {"s_and_not1_saveexec_b64", "s_andn2_saveexec_b64"},
    {"s_or_not1_saveexec_b32", "s_orn2_saveexec_b32"}, {"s_or_not1_saveexec_b64", "s_orn2_saveexec_b64"},
    {"s_and_not0_saveexec_b32", "s_andn1_saveexec_b32"}, {"s_and_not0_saveexec_b64", "s_andn1_saveexec_b64"},
    {"s_lshl_b32", "s_lshl_b32"},
    {"s_add_co_i32", "s_add_i32"},  {"s_sub_co_i32", "s_sub_i32"},
    {"s_add_co_u32", "s_add_u32"},  {"s_sub_co_u32", "s_sub_u32"},
    {"s_add_co_ci_u32", "s_addc_u32"}, {"s_sub_co_ci_u32", "s_subb_u32"},
    {"s_clz_i32_u32", "s_flbit_i32_b32"}, {"s_cls_i32", "s_flbit_i32"},
    {"s_ctz_i32_b32", "s_ff1_i32_b32"}, {"s_bcnt1_i32_b32", "s_bcnt1_i32_b32"},
    {"s_barrier_wait", "s_barrier"},
    {"v_add_co_ci_u32", "v_addc_co_u32"}, {"v_sub_co_ci_u32", "v_subb_co_u32"},
    {"v_subrev_co_ci_u32", "v_subbrev_co_u32"}, {"v_add_nc_u32", "v_add_u32"},
    {"v_sub_nc_u32", "v_sub_u32"}, {"v_subrev_nc_u32", "v_subrev_u32"},
    {"v_mad_co_u64_u32", "v_mad_u64_u32"}, {"v_mad_co_i64_i32", "v_mad_i64_i32"},
    {"v_cvt_f32_i32", "v_cvt_f32_i32"}, {"v_cvt_rpi_i32_f32", "v_cvt_rpi_i32_f32"},
    {"v_clz_i32_u32", "v_ffbh_u32"}, {"v_ctz_i32_b32", "v_ffbl_b32"}, {"v_cls_i32", "v_ffbh_i32"},
    {"v_mul_lo_u32", "v_mul_lo_u32"}, {"v_lshlrev_b64", "v_lshlrev_b64"},
    {"v_dot2_f32_f16", "v_dot2_f32_f16"},
    {"v_dot2acc_f32_f16", "v_dot2c_f32_f16"}, {"v_dot2acc_f32_bf16", "v_dot2c_f32_bf16"}, // gfx11+ (and VOPD)
    {"v_cvt_pk_rtz_f16_f32", "v_cvt_pkrtz_f16_f32"},
    {"v_pack_b32_f16", "v_pack_b32_f16"},
    {"v_fmac_f32", "v_fmac_f32"},
    {"s_wait_alu", "s_nop"},
    {"s_get_pc_i64", "s_getpc_b64"}, {"s_set_pc_i64", "s_setpc_b64"}, {"s_swap_pc_i64", "s_swappc_b64"},
    {"s_call_i64", "s_call_b64"},
    {"v_add_nc_u16", "v_add_u16"}, {"v_sub_nc_u16", "v_sub_u16"}, {"v_subrev_nc_u16", "v_subrev_u16"},
    {"v_add_nc_i16", "v_add_i16"}, {"v_sub_nc_i16", "v_sub_i16"}, {"v_add_nc_i32", "v_add_i32"},
    {"v_sub_nc_i32", "v_sub_i32"}, {"v_mad_u16", "v_mad_u16"}, {"v_lshlrev_b16", "v_lshlrev_b16"},
};

} // namespace

void vopd(Wave &w, const Inst &in);

std::string normalizeMnemonic(const std::string &mnemonic, bool &isDpp, bool &isSdwa) {
  std::string base = mnemonic;
  isDpp = isSdwa = false;
  for (const char *suf : {"_e64_dpp", "_e32_dpp", "_dpp8", "_dpp", "_sdwa", "_e32", "_e64"}) {
    if (endsWith(base, suf)) {
      std::string s(suf);
      if (s == "_sdwa") isSdwa = true;
      if (s.find("dpp") != std::string::npos) isDpp = true;
      base.resize(base.size() - s.size());
      break;
    }
  }
  static const std::unordered_map<std::string, std::string> aliases = [] {
    std::unordered_map<std::string, std::string> m;
    for (auto &a : kAliases) m[a[0]] = a[1];
    return m;
  }();
  if (auto it = aliases.find(base); it != aliases.end()) base = it->second;
  return base;
}

bool parseInstText(const std::string &rawText, Inst &in, std::string &error) {
  std::string text = rawText;
  while (!text.empty() && std::isspace((unsigned char)text.front())) text.erase(text.begin());
  while (!text.empty() && std::isspace((unsigned char)text.back())) text.pop_back();
  in.text = text;
  if (size_t sep = text.find(" :: "); sep != std::string::npos && startsWith(text, "v_dual_")) {
    // VOPD: "v_dual_X ... :: v_dual_Y ...", two VALU operations issued together.
    auto half = [&](std::string t, std::shared_ptr<Inst> &out) {
      if (startsWith(t, "v_dual_")) t = "v_" + t.substr(7);
      out = std::make_shared<Inst>();
      out->pc = in.pc;
      out->size = in.size;
      if (!parseInstText(t, *out, error)) return false;
      if (startsWith(t, "v_cndmask_b32") && out->numOps == 3) { // VCC is implicit in VOPD
        Operand vcc;
        vcc.kind = OpdKind::Sgpr;
        vcc.index = kVcc;
        out->ops[out->numOps++] = vcc;
      }
      return true;
    };
    if (!half(text.substr(0, sep), in.dualX) || !half(text.substr(sep + 4), in.dualY)) return false;
    in.mnemonic = text.substr(0, text.find(' '));
    in.handler = vopd;
    in.cls = InstClass::VALU;
    return true;
  }
  size_t sp = text.find(' ');
  in.mnemonic = text.substr(0, sp);
  std::string rest = sp == std::string::npos ? "" : text.substr(sp + 1);

  bool isSdwa = false, isDpp = false;
  std::string base = normalizeMnemonic(in.mnemonic, isDpp, isSdwa);
  in.base = base;
  const OpInfo *info = lookupOp(base);
  if (!info) {
    error = "instruction '" + in.mnemonic + "' is not implemented by fly-emu (" + text + ")";
    return false;
  }
  in.handler = info->handler;
  in.cls = info->cls;
  in.aux = info->aux;

  // Instructions whose operands are counters, message ids or scheduling hints: no operand parse.
  if (info->numDst == -2) {
    in.mods.raw = rest;
    return true;
  }
  std::vector<std::string> toks = tokenize(rest);
  for (const std::string &t : toks) {
    Operand o;
    size_t colonTop = std::string::npos;
    {
      int depth = 0;
      for (size_t i = 0; i < t.size(); ++i) {
        if (t[i] == '[' || t[i] == '(') ++depth;
        else if (t[i] == ']' || t[i] == ')') --depth;
        else if (t[i] == ':' && depth == 0) { colonTop = i; break; }
      }
    }
    if (colonTop == std::string::npos && parseOperand(t, o)) {
      if (in.numOps >= in.ops.size()) {
        error = "too many operands in '" + text + "'";
        return false;
      }
      in.ops[in.numOps++] = o;
      continue;
    }
    if (!parseModifier(t, in.mods, error)) {
      error += " in '" + text + "'";
      return false;
    }
  }
  in.mods.sdwa = in.mods.sdwa || isSdwa;
  if (isDpp && !in.mods.dpp) in.mods.dpp = true; // e.g. dpp8 spelled through the mnemonic
  if (in.mods.dpp) computeDpp(in);
  int nd = info->numDst;
  if (nd == -1) {
    // v_cmpx on gfx10+ writes only EXEC; on gfx9 it also writes an SGPR/VCC operand.
    nd = base.rfind("v_cmpx", 0) == 0 ? (in.numOps == 2 ? 0 : 1) : 1;
  }
  if (nd < 0) nd = 0; // handlers that find their operands themselves (atomics)
  if (in.mods.lds && base.rfind("buffer_load", 0) == 0) nd = 0; // LDS DMA: no VGPR written
  in.numDst = uint8_t(std::min<int>(nd, in.numOps));
  // Real-true16 halves are VOP3's op_sel bits (sources 0..2, destination bit 3), which the e32/DPP
  // encodings spell only as `.h` (VGPR field bit 7); VOP3 prints both.
  for (unsigned i = 0; i < in.numOps; ++i) {
    if (in.ops[i].half != 2) continue;
    if (i < in.numDst) in.mods.opSel |= 8;
    else if (i - in.numDst < 3) in.mods.opSel |= uint8_t(1u << (i - in.numDst));
  }
  in.plainLanes = plainLanesApply(in);
  return true;
}

} // namespace fly::emu

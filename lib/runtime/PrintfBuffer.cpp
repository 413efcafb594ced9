//===- PrintfBuffer.cpp - Formatting a printf buffer's records -------------===//

#include "fly/runtime/PrintfBuffer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <cstdio>
#include <cstring>

namespace fly::runtime {
namespace {

constexpr size_t kHeaderBytes = 8;

llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "printf buffer: " + message);
}

uint64_t readLE(const uint8_t *p, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = bytes; i-- > 0;) v = (v << 8) | p[i];
  return v;
}

// The metadata keeps C escapes spelled out (`\n`); the text printed has them resolved.
std::string unescape(llvm::StringRef text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\' || i + 1 == text.size()) {
      out += text[i];
      continue;
    }
    char c = text[++i];
    switch (c) {
    case 'n': out += '\n'; break;
    case 't': out += '\t'; break;
    case 'r': out += '\r'; break;
    case 'a': out += '\a'; break;
    case 'b': out += '\b'; break;
    case 'f': out += '\f'; break;
    case 'v': out += '\v'; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
      unsigned value = 0, digits = 0;
      while (digits < 3 && i < text.size() && text[i] >= '0' && text[i] <= '7') value = value * 8 + (text[i++] - '0'), ++digits;
      --i;
      out += char(value);
      break;
    }
    default: out += c; break; // \\ \" \' \?
    }
  }
  return out;
}

// One record: the format with each conversion filled from the next argument's bytes.
llvm::Expected<std::string> formatRecord(const codeobject::PrintfFormat &format, const uint8_t *args) {
  std::string text = unescape(format.format), out;
  size_t arg = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 1 < text.size() && text[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    size_t end = text.find_first_of("diouxXeEfFgGaAcsp", i + 1);
    if (end == std::string::npos) return fail("format " + llvm::Twine(format.id) + " has an incomplete conversion");
    if (arg >= format.argSizes.size())
      return fail("format " + llvm::Twine(format.id) + " has more conversions than arguments");
    unsigned size = format.argSizes[arg];
    uint64_t bits = readLE(args, std::min(size, 8u));
    args += size;
    ++arg;
    // Flags, width and precision as written; the length modifier is Fly's to choose.
    std::string spec = text.substr(i, end - i);
    while (!spec.empty() && std::strchr("hlLqjzt", spec.back())) spec.pop_back();
    char conversion = text[end];
    char buffer[512];
    if (std::strchr("eEfFgGaA", conversion)) {
      double value;
      if (size == 4) {
        float f;
        uint32_t b32 = uint32_t(bits);
        std::memcpy(&f, &b32, 4);
        value = f;
      } else {
        std::memcpy(&value, &bits, 8);
      }
      std::snprintf(buffer, sizeof buffer, (spec + conversion).c_str(), value);
    } else if (std::strchr("di", conversion)) {
      long long value = size == 4 ? (long long)int32_t(bits) : (long long)int64_t(bits);
      std::snprintf(buffer, sizeof buffer, (spec + "ll" + conversion).c_str(), value);
    } else if (std::strchr("ouxX", conversion)) {
      unsigned long long value = size == 4 ? (unsigned long long)uint32_t(bits) : (unsigned long long)bits;
      std::snprintf(buffer, sizeof buffer, (spec + "ll" + conversion).c_str(), value);
    } else if (conversion == 'c') {
      std::snprintf(buffer, sizeof buffer, (spec + 'c').c_str(), int(bits & 0xff));
    } else { // s, p: Fly prints numbers only; show the raw value
      std::snprintf(buffer, sizeof buffer, "0x%llx", (unsigned long long)bits);
    }
    out += buffer;
    i = end;
  }
  return out;
}

} // namespace

bool usesPrintfBuffer(const codeobject::KernelInfo &kernel) {
  for (const codeobject::KernelArg &arg : kernel.args)
    if (arg.kind == codeobject::ArgKind::HiddenPrintfBuffer) return true;
  return false;
}

std::vector<uint8_t> printfBufferHeader(uint32_t bytes) {
  std::vector<uint8_t> header(kHeaderBytes, 0);
  for (int i = 0; i < 4; ++i) header[4 + i] = uint8_t(bytes >> (8 * i));
  return header;
}

llvm::Expected<std::string> formatPrintfBuffer(llvm::ArrayRef<uint8_t> buffer,
                                               const std::vector<codeobject::PrintfFormat> &formats) {
  if (buffer.size() < kHeaderBytes) return fail("shorter than its header");
  uint64_t used = readLE(buffer.data(), 4);
  uint64_t capacity = buffer.size() - kHeaderBytes;
  bool overflowed = used > capacity;
  // Records are whole: a device that found no room wrote nothing for that printf, and every
  // later printf found no room either (the count only grows), so the records are contiguous.
  std::string text;
  size_t offset = kHeaderBytes, end = kHeaderBytes + std::min(used, capacity);
  while (offset < end) {
    if (end - offset < 4) break; // the start of a record that did not fit
    uint32_t id = uint32_t(readLE(buffer.data() + offset, 4));
    const codeobject::PrintfFormat *format = nullptr;
    for (const auto &f : formats)
      if (f.id == id) format = &f;
    // After an overflow the space past the last record that fit was never written.
    if (!format && overflowed) break;
    if (!format) return fail("record at byte " + llvm::Twine(offset) + " has unknown format id " + llvm::Twine(id));
    size_t bytes = 4;
    for (uint32_t size : format->argSizes) bytes += size;
    if (offset + bytes > end) break;
    auto line = formatRecord(*format, buffer.data() + offset + 4);
    if (!line) return line.takeError();
    text += *line;
    offset += bytes;
  }
  if (overflowed)
    text += "fly: the printf buffer (" + std::to_string(capacity) + " bytes) filled up; later output was dropped\n";
  return text;
}

} // namespace fly::runtime

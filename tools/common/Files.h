// Reading inputs and writing outputs for the tools, declared once: an input is a regular file (or
// '-', standard input) of at most a stated size, never a device or a FIFO read until memory runs
// out or forever; an output that cannot be written whole (a full disk, /dev/full) is removed, not
// left behind empty or truncated.
#pragma once

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

namespace fly::tools {

// The most an input file may hold (sources, IR, code objects, argument files): 1 GiB.
inline constexpr uint64_t kMaxInputBytes = uint64_t(1) << 30;

// Reads all of `path` ('-': standard input) into `out`, at most `limit` bytes. A directory, a device,
// a FIFO, an unreadable or a larger file is an error message in `error`.
inline bool readInputFile(const std::string &path, std::string &out, std::string &error,
                          uint64_t limit = kMaxInputBytes) {
  auto tooLarge = [&] {
    error = "'" + path + "' holds more than " + std::to_string(limit >> 20) + " MiB, the most an input may";
    return false;
  };
  FILE *f = stdin;
  if (path != "-") {
    struct stat st;
    if (stat(path.c_str(), &st) != 0) {
      error = "cannot open '" + path + "': " + std::strerror(errno);
      return false;
    }
    if (!S_ISREG(st.st_mode)) {
      error = "cannot read '" + path + "': " +
              (S_ISDIR(st.st_mode) ? std::string(std::strerror(EISDIR)) : std::string("not a regular file"));
      return false;
    }
    if (uint64_t(st.st_size) > limit) return tooLarge();
    f = std::fopen(path.c_str(), "rb");
    if (!f) {
      error = "cannot open '" + path + "': " + std::strerror(errno);
      return false;
    }
  }
  char buf[1 << 16];
  size_t n;
  bool over = false;
  while (!over && (n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (out.size() + n > limit) over = true;
    else out.append(buf, n);
  }
  bool bad = std::ferror(f);
  int readErrno = errno;
  if (f != stdin) std::fclose(f);
  if (over) return tooLarge();
  if (bad) error = "cannot read '" + path + "': " + std::strerror(readErrno);
  return !bad;
}

// Writes `data` to `path` ('-': standard output). On any failure the error is in `error` and a file
// this call created or truncated is removed.
inline bool writeOutputFile(const std::string &path, const void *data, size_t size, std::string &error) {
  FILE *f = path == "-" ? stdout : std::fopen(path.c_str(), "wb");
  if (!f) {
    error = "cannot open '" + path + "' for writing: " + std::strerror(errno);
    return false;
  }
  bool ok = std::fwrite(data, 1, size, f) == size;
  ok = std::fflush(f) == 0 && ok;
  int writeErrno = errno;
  if (f != stdout) ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    error = "cannot write '" + (path == "-" ? std::string("<stdout>") : path) + "': " + std::strerror(writeErrno);
    struct stat st;
    if (path != "-" && stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) std::remove(path.c_str());
  }
  return ok;
}

} // namespace fly::tools

//===- PrintfBuffer.h - AMDGPU's printf-buffer protocol, host side ---------===//
//
// A kernel that prints (fly.print) has the hidden printf-buffer argument and `amdhsa.printf`
// formats in its code object. Before the launch the device hands it a buffer whose first two
// dwords are {bytes used = 0, buffer size}; each printf appends a record {format id, arguments}
// after that header. After the launch the records are read back in buffer order (for one
// work-item, program order) and formatted here.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_RUNTIME_PRINTFBUFFER_H
#define FLY_RUNTIME_PRINTFBUFFER_H

#include "fly/codeobject/CodeObject.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fly::runtime {

/// Size of the buffer devices give a printing kernel.
constexpr uint32_t kPrintfBufferBytes = 1u << 20;

/// Whether a launch of \p kernel needs a printf buffer.
bool usesPrintfBuffer(const codeobject::KernelInfo &kernel);

/// The initial contents of a printf buffer of \p bytes bytes (its header).
std::vector<uint8_t> printfBufferHeader(uint32_t bytes);

/// The text the records of \p buffer (header included) print, with \p formats from the code
/// object. Records with an unknown format id or cut short are an error; a full buffer (records
/// dropped by the device) ends the text with a note.
llvm::Expected<std::string> formatPrintfBuffer(llvm::ArrayRef<uint8_t> buffer,
                                               const std::vector<codeobject::PrintfFormat> &formats);

} // namespace fly::runtime

#endif

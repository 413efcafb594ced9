// fly::fx — Fly's C++ authoring API, mirroring FlyDSL's `flydsl.expr` name for
// name. docs/dsl.md teaches it with the softmax kernel.
#pragma once

#include "fly/dsl/Builder.h"
#include "fly/dsl/Control.h"
#include "fly/dsl/Copy.h"
#include "fly/dsl/Gpu.h"
#include "fly/dsl/Layout.h"
#include "fly/dsl/Memory.h"
#include "fly/dsl/Mma.h"
#include "fly/dsl/Module.h"
#include "fly/dsl/Tensor.h"
#include "fly/dsl/Value.h"

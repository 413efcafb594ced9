// Everything of the layout algebra in one include.
#pragma once

#include "fly/algebra/ComposedLayout.h"
#include "fly/algebra/Int.h"
#include "fly/algebra/IntTuple.h"
#include "fly/algebra/Layout.h"
#include "fly/algebra/Result.h"
#include "fly/algebra/Swizzle.h"
#include "fly/algebra/SymExpr.h"
#include "fly/algebra/LayoutAlgebra.h"
